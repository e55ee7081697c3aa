//! `make_gather_scatter_view` (cuda_tile 13.3) and the loads/stores through it.
//!
//! An access names, per tensor_view dimension `d`, an element offset: a scalar
//! for the dense dimensions (element `k` of the tile along `d` is at
//! `index[d] + k`) and, at `sparse_dim`, a rank-1 tile whose `k`-th entry is
//! the element index of row `k`. The indices are unsigned (zero-extended to
//! i64, as NVIDIA's tileiras 13.5 does); an element whose coordinate is not
//! below the dimension's size is masked: a load reads the view's padding value
//! there (undefined without one), a store skips it. The access becomes one
//! `nv_tileaa.load`/`store` of a tensor of pointers
//! `base + sum_d coord_d * stride_d` with that mask.
//!
//! f4E2M1FN views (memory of two elements a byte along the one dimension of
//! unit stride, which the verifier keeps from being the sparse one) move whole
//! bytes: the access is made on the tile of bytes, its extent and offset along
//! that dimension halved (an odd offset rounds down, as NVIDIA's tileiras
//! 13.5 divides it by two), and the codes unpacked after a load or packed
//! before a store as through a partition view (`narrow.rs`).

use super::memory::segment_attr;
use super::{fail, melior_type, Kernel, View, R};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::arith;
use melior::ir::TypeLike;
use mlir_sys::*;
use tileas_dialects::attrs::PaddingValue;
use tileas_dialects::ops::nv_tileaa as aa;
use tileas_dialects::types::GatherScatterViewType;

/// A gather/scatter view: the tensor_view's parts and the view's parameters.
#[derive(Clone)]
pub(crate) struct GatherView {
    pub memref: MlirValue,
    /// The tensor_view's base pointer (`!nv_tileaa.ptr<T>`).
    base: MlirValue,
    /// Sizes and strides (in elements) of the tensor_view, as i64.
    sizes: Vec<MlirValue>,
    strides: Vec<MlirValue>,
    tile: Vec<i64>,
    sparse: usize,
    padding: Option<PaddingValue>,
    /// cuda_tile element type of the tensor_view.
    elem: MlirType,
    /// For 4-bit elements, the dimension packed two to a byte; `tile` then
    /// counts bytes along it.
    packed: Option<usize>,
}

impl Kernel {
    /// `make_gather_scatter_view`: records the tensor_view's base, sizes and
    /// strides (the operands of its `make_memref`) for the accesses.
    pub(crate) fn convert_make_gather_scatter_view(&mut self, op: MlirOperation) -> R<()> {
        let memref = self.view_source(op)?;
        let packed = self.packed.get(&memref.into()).copied();
        let gv = GatherScatterViewType::try_from(melior_type(value_type(results(op)[0])))
            .map_err(|_| fail(op, "cannot be converted: expected a gather_scatter_view result"))?;
        let mut tile: Vec<i64> = gv.tile_shape().into_iter().map(i64::from).collect();
        if let Some(d) = packed {
            // (The verifier keeps the sparse dimension off `d`.)
            if tile.get(d).is_none_or(|t| t % 2 != 0) {
                return Err(fail(
                    op,
                    "cannot be converted: a tile of a 4-bit gather/scatter view must be even along the unit-stride \
                     dimension",
                ));
            }
            if gv.padding_value().is_some_and(|v| v != PaddingValue::Zero) {
                return Err(fail(op, "cannot be converted: a 4-bit view pads with zero only"));
            }
            tile[d] /= 2;
        }
        let rank = tile.len();
        let (base, sizes, strides) = super::memory::memref_parts(op, memref, rank)?;
        let view = GatherView {
            memref,
            base,
            sizes,
            strides,
            tile,
            sparse: gv.sparse_dim() as usize,
            padding: gv.padding_value(),
            elem: gv.tensor_view().element_type().to_raw(),
            packed,
        };
        self.views.insert(results(op)[0].into(), View::Gather(view));
        Ok(())
    }

    /// `get_index_space_shape` of a gather/scatter view: the tensor_view's
    /// sizes (its indices are element offsets).
    pub(crate) fn convert_gather_index_space(&mut self, op: MlirOperation, g: &GatherView) -> R<()> {
        let tys = self.result_types(op)?;
        for (d, (r, ty)) in results(op).into_iter().zip(tys).enumerate() {
            let size =
                *g.sizes.get(d).ok_or_else(|| fail(op, "cannot be converted: more results than view dimensions"))?;
            let v = self.i64_to(size, ty);
            self.set(r, v);
        }
        Ok(())
    }

    /// An integer scalar or tensor zero-extended to i64 elements.
    fn zext_i64(&self, op: MlirOperation, v: MlirValue) -> R<MlirValue> {
        let ty = value_type(v);
        let shape = if typed::is_ranked_tensor(ty) { typed::shape(ty).unwrap_or_default() } else { Vec::new() };
        let elem = typed::element_type(ty).filter(|_| typed::is_ranked_tensor(ty)).unwrap_or(ty);
        match typed::int_width(elem) {
            Some(64) => Ok(v),
            Some(w) if w < 64 => {
                let to = if shape.is_empty() { self.i64() } else { typed::ranked_tensor(&shape, self.i64()) };
                Ok(self.b.op1(arith::ExtUIOperation::name(), &[v], to, &[]))
            }
            _ => Err(fail(op, "cannot be converted: expected an integer index of at most 64 bits")),
        }
    }

    /// `v` (a scalar) as a tensor of `shape`.
    fn splat(&self, v: MlirValue, shape: &[i64]) -> MlirValue {
        let ty = typed::ranked_tensor(shape, value_type(v));
        self.b.op1(aa::SplatOperation::name(), &[v], ty, &[])
    }

    /// A rank-1 i64 tensor laid along dimension `d` of `shape` and broadcast to it.
    fn along(&self, v: MlirValue, d: usize, shape: &[i64]) -> MlirValue {
        let mut unit = vec![1; shape.len()];
        unit[d] = shape[d];
        let i64 = self.i64();
        let mut out = v;
        if shape.len() > 1 {
            out = self.b.op1(aa::ViewOperation::name(), &[out], typed::ranked_tensor(&unit, i64), &[]);
        }
        if unit != shape {
            out = self.b.op1(aa::BroadcastOperation::name(), &[out], typed::ranked_tensor(shape, i64), &[]);
        }
        out
    }

    /// The pointers and the in-bounds mask of an access through `g` at `index`.
    fn gather_pointers(&mut self, op: MlirOperation, g: &GatherView, index: &[MlirValue]) -> R<(MlirValue, MlirValue)> {
        let shape = &g.tile;
        if index.len() != shape.len() {
            return Err(fail(op, "cannot be converted: index count does not match the gather_scatter_view rank"));
        }
        let i64_tensor = typed::ranked_tensor(shape, self.i64());
        let i1_tensor = typed::ranked_tensor(shape, self.b.int_type(1));
        let (mut offset, mut mask): (Option<MlirValue>, Option<MlirValue>) = (None, None);
        for (d, &idx) in index.iter().enumerate() {
            let mut idx = self.zext_i64(op, self.get(op, idx)?)?;
            if g.packed == Some(d) {
                let one = self.const_i64(1);
                idx = self.b.op1(arith::ShRUIOperation::name(), &[idx, one], self.i64(), &[]);
            }
            let coord = if d == g.sparse {
                self.along(idx, d, shape)
            } else {
                let range_ty = typed::ranked_tensor(&[shape[d]], self.i64());
                let range = self.b.op1(aa::MakeRangeOperation::name(), &[], range_ty, &[]);
                let range = self.along(range, d, shape);
                let start = self.splat(idx, shape);
                self.b.op1(arith::AddIOperation::name(), &[start, range], i64_tensor, &[])
            };
            let size = self.splat(g.sizes[d], shape);
            let pred = [("predicate", typed::icmp_predicate(self.b.ctx, typed::ICmpPredicate::Ult))];
            let inside = self.b.op1(arith::CmpIOperation::name(), &[coord, size], i1_tensor, &pred);
            let stride = self.splat(g.strides[d], shape);
            let step = self.b.op1(arith::MulIOperation::name(), &[coord, stride], i64_tensor, &[]);
            offset = Some(match offset {
                None => step,
                Some(o) => self.b.op1(arith::AddIOperation::name(), &[o, step], i64_tensor, &[]),
            });
            mask = Some(match mask {
                None => inside,
                Some(m) => self.b.op1(arith::AndIOperation::name(), &[m, inside], i1_tensor, &[]),
            });
        }
        let (Some(offset), Some(mask)) = (offset, mask) else {
            return Err(fail(op, "cannot be converted: a gather_scatter_view has at least one dimension"));
        };
        let bases = self.splat(g.base, shape);
        let ptrs = self.b.op1(aa::AddPtrOperation::name(), &[bases, offset], value_type(bases), &[]);
        Ok((ptrs, mask))
    }

    /// `load_view_tko` through a gather/scatter view → a masked `nv_tileaa.load`.
    pub(crate) fn convert_gather_load(
        &mut self,
        op: MlirOperation,
        g: &GatherView,
        index: &[MlirValue],
        token: &[MlirValue],
    ) -> R<()> {
        let (ptrs, mask) = self.gather_pointers(op, g, index)?;
        let mut ins = vec![ptrs, mask];
        let mut pad = 0;
        let elem = self.map_elem(op, g.elem)?;
        let padding = match g.packed {
            // Zero bytes decode to +0.0 codes.
            Some(_) => g.padding.map(|_| self.b.int_attr(elem, 0)),
            None => self.padding_value_attr(op, g.padding, g.elem)?,
        };
        if let Some(attr) = padding {
            let scalar = self.b.op1(arith::ConstantOperation::name(), &[], elem, &[("value", attr)]);
            ins.push(self.splat(scalar, &g.tile));
            pad = 1;
        }
        let tok = self.get_all(op, token)?;
        ins.extend(&tok);
        let mut attrs = vec![("operandSegmentSizes", segment_attr(self.b.ctx, &[1, 1, pad, tok.len()]))];
        attrs.extend(self.memory_attrs(op));
        let codes = self.map_type(op, value_type(results(op)[0]))?;
        let loaded = g.packed.map_or(codes, |d| super::narrow::halved(codes, d));
        let new = self.b.op(aa::LoadOperation::name(), &ins, &[loaded, self.token_type()], &attrs);
        let value = match g.packed {
            Some(d) => self.unpack_along(result(new, 0), d, codes),
            None => result(new, 0),
        };
        self.set(results(op)[0], value);
        self.set(results(op)[1], result(new, 1));
        Ok(())
    }

    /// `store_view_tko` through a gather/scatter view → a masked `nv_tileaa.store`.
    pub(crate) fn convert_gather_store(
        &mut self,
        op: MlirOperation,
        g: &GatherView,
        tile: MlirValue,
        index: &[MlirValue],
        token: &[MlirValue],
    ) -> R<()> {
        let (ptrs, mask) = self.gather_pointers(op, g, index)?;
        let mut value = self.get(op, tile)?;
        if let Some(d) = g.packed {
            value = self.pack_along(value, d);
        }
        let mut ins = vec![ptrs, value, mask];
        let tok = self.get_all(op, token)?;
        ins.extend(&tok);
        let mut attrs = vec![("operandSegmentSizes", segment_attr(self.b.ctx, &[1, 1, 1, tok.len()]))];
        attrs.extend(self.memory_attrs(op));
        let new = self.b.op1(aa::StoreOperation::name(), &ins, self.token_type(), &attrs);
        self.set(results(op)[0], new);
        Ok(())
    }
}
