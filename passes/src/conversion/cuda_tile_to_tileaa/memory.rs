//! Conversion of the cuda_tile views and memory ops: `make_tensor_view`
//! (→ `nv_tileaa.make_memref`), `make_partition_view` and `make_strided_view`
//! (folded into the tiled accesses), the view queries, `load_view_tko`/`store_view_tko`
//! (→ `tiled_load`/`tiled_store`; through a gather/scatter view see
//! `gather_view.rs`), the pointer loads, stores and atomics, and
//! `cuda_tile.global`.
//!
//! Positional accesses follow the rule stated in `ops.rs`: they index
//! operands, results and segments that ODS makes mandatory.

use super::ops::{attribute, enum_attr};
use super::{fail, map_elem, melior_type, tile_shape, Kernel, Partition, View, R};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::arith;
use melior::ir::{AttributeLike, TypeLike};
use mlir_sys::*;
use tileas_dialects::attrs::{
    AtomicRmwMode, MemoryOrderingSemantics, MemoryScope, MultimemReductionKind, PaddingValue,
};
use tileas_dialects::data_attrs::DivBy;
use tileas_dialects::ops::cuda_tile as ct;
use tileas_dialects::ops::nv_tileaa as aa;
use tileas_dialects::types::{self as ct_types, PartitionViewType, StridedViewType, TensorViewType, TileType};

/// Operands of `op` split by its `operandSegmentSizes`.
fn segments(op: MlirOperation) -> R<Vec<Vec<MlirValue>>> {
    let ops = operands(op);
    let attr = get_attr(op, "operandSegmentSizes")
        .ok_or_else(|| fail(op, "cannot be converted: missing operandSegmentSizes"))?;
    let mut out = Vec::new();
    let mut at = 0usize;
    // SAFETY: `operandSegmentSizes` is a DenseI32ArrayAttr (ODS); indices are
    // below its element count.
    let sizes: Vec<i32> =
        unsafe { (0..mlirDenseArrayGetNumElements(attr)).map(|i| mlirDenseI32ArrayGetElement(attr, i)).collect() };
    for n in sizes {
        let n = n.max(0) as usize;
        if at + n > ops.len() {
            return Err(fail(op, "cannot be converted: inconsistent operandSegmentSizes"));
        }
        out.push(ops[at..at + n].to_vec());
        at += n;
    }
    Ok(out)
}

/// `operandSegmentSizes` of the given group sizes.
pub(super) fn segment_attr(ctx: MlirContext, sizes: &[usize]) -> MlirAttribute {
    let sizes: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
    typed::dense_i32_array(ctx, &sizes)
}

/// Largest divisor the IR states for a scalar cuda_tile value: the
/// `assume div_by<N>` predicates (without `every`) on its chain of assumes,
/// or a constant's own value. 1 when nothing is known.
fn known_divisor(mut v: MlirValue) -> i64 {
    let mut d: i64 = 1;
    // SAFETY: `v` and the ops reached from it are live IR of the kernel being
    // converted; the owner is only read for op results.
    while unsafe { mlirValueIsAOpResult(v) } {
        let def = unsafe { mlirOpResultGetOwner(v) };
        let name = op_name(def);
        if name == ct::AssumeOperation::name() {
            let fact = get_attr(def, "predicate")
                // SAFETY: the predicate attribute is live (owned by the op).
                .and_then(|a| DivBy::from_attribute(unsafe { melior::ir::Attribute::from_raw(a) }))
                .filter(|p| p.every.is_none())
                .map_or(1, |p| p.divisor.min(1 << 40) as i64);
            d = lcm(d, fact);
            v = operands(def)[0];
        } else if name == ct::ConstantOperation::name() {
            if let Some(c) = get_attr(def, "value").and_then(typed::splat_int_value) {
                d = lcm(d, static_divisor(c));
            }
            break;
        } else {
            break;
        }
    }
    d
}

/// What the kernel's `assume div_by` predicates on an entry argument (or on
/// assumes of it) say divides it; 1 when nothing does. Kept on the kernel as
/// `nv_tileaa.arg_div_by`, so facts about pointers that never reach a view
/// (gathers through pointer tiles) survive the conversion.
pub(crate) fn argument_divisor(arg: MlirValue) -> i64 {
    let mut d = 1;
    let mut work = vec![arg];
    while let Some(v) = work.pop() {
        // SAFETY: `v` is live; the use list ends at a null operand.
        let mut u = unsafe { mlirValueGetFirstUse(v) };
        while !u.ptr.is_null() {
            // SAFETY: `u` is a live use.
            let user = unsafe { mlirOpOperandGetOwner(u) };
            if op_name(user) == ct::AssumeOperation::name() {
                let r = results(user)[0];
                d = lcm(d, known_divisor(r));
                work.push(r);
            }
            // SAFETY: as above.
            u = unsafe { mlirOpOperandGetNextUse(u) };
        }
    }
    d
}

/// What a static extent or stride tells about divisibility (0 is divisible
/// by anything: a large power of two stands for it).
fn static_divisor(s: i64) -> i64 {
    if s == 0 {
        1 << 40
    } else {
        s.abs()
    }
}

fn lcm(a: i64, b: i64) -> i64 {
    (a / typed::gcd(a, b)).saturating_mul(b).min(1 << 40)
}

impl Kernel {
    /// What a view operand stands for. Tensor views are also ordinary values
    /// (memrefs) and may come through block arguments; partition views only
    /// from `make_partition_view`.
    pub(super) fn view_of(&self, op: MlirOperation, v: MlirValue) -> R<View> {
        if let Some(view) = self.views.get(&v.into()) {
            return Ok(view.clone());
        }
        if TensorViewType::isa(melior_type(value_type(v))) {
            return Ok(View::Tensor(self.get(op, v)?));
        }
        Err(fail(
            op,
            "cannot be converted: the view operand does not come from make_partition_view, make_strided_view or \
             make_gather_scatter_view in this kernel",
        ))
    }

    fn partition(&self, op: MlirOperation, v: MlirValue) -> R<Partition> {
        match self.view_of(op, v)? {
            View::Partition(p) => Ok(p),
            View::Tensor(_) | View::Gather(_) => {
                Err(fail(op, "cannot be converted: expected a partition_view or strided_view operand"))
            }
        }
    }

    /// `sem` (default `weak`) and `scope` (when present) of a memory op.
    pub(super) fn memory_attrs(&self, op: MlirOperation) -> Vec<(&'static str, MlirAttribute)> {
        let sem = enum_attr::<MemoryOrderingSemantics>(op, "memory_ordering_semantics")
            .map_or("weak", MemoryOrderingSemantics::keyword);
        let mut out = vec![("sem", self.b.str_attr(sem))];
        if let Some(scope) = enum_attr::<MemoryScope>(op, "memory_scope") {
            out.push(("scope", self.b.str_attr(scope.keyword())));
        }
        if tma_forbidden(op) {
            out.push((typed::TILEAA_NO_TMA_ATTR, self.b.unit_attr()));
        }
        if let Some(latency) = super::target_hint(op, |h, arch| h.latency(arch)) {
            out.push((typed::TILEAA_LATENCY_ATTR, typed::i64_attr(self.b.ctx, latency)));
        }
        out
    }

    /// Element origins of a tile access: `indices[m] = index[d] * step[d]`
    /// for `m = dim_map[d]`, as i64 (`step` is the tile extent of a partition
    /// view, the traversal stride of a strided view).
    fn origins(&mut self, op: MlirOperation, p: &Partition, index: &[MlirValue]) -> R<Vec<MlirValue>> {
        if index.len() != p.tile.len() {
            return Err(fail(op, "cannot be converted: index count does not match the partition view rank"));
        }
        let mut out = Vec::new();
        for m in 0..p.dim_map.len() as i64 {
            let d = p
                .dim_map
                .iter()
                .position(|&x| x == m)
                .ok_or_else(|| fail(op, "cannot be converted: dim_map is not a permutation"))?;
            let idx = self.to_i64(op, self.get(op, index[d])?)?;
            if p.step[d] == 1 {
                out.push(idx);
                continue;
            }
            let extent = self.const_i64(p.step[d]);
            out.push(self.b.op1(arith::MulIOperation::name(), &[idx, extent], self.i64(), &[]));
        }
        Ok(out)
    }

    /// The `padding` attribute of a tiled load: the view's padding value as a
    /// scalar of its element type.
    fn padding_attr(&self, op: MlirOperation, p: &Partition) -> R<Option<MlirAttribute>> {
        self.padding_value_attr(op, p.padding, p.elem)
    }

    /// A padding value as a scalar attribute of `elem`.
    pub(super) fn padding_value_attr(
        &self,
        op: MlirOperation,
        padding: Option<PaddingValue>,
        elem: MlirType,
    ) -> R<Option<MlirAttribute>> {
        let Some(case) = padding else { return Ok(None) };
        if typed::int_width(elem).is_some() {
            if case != PaddingValue::Zero {
                return Err(fail(op, "cannot be converted: non-zero padding on an integer view"));
            }
            return Ok(Some(self.b.int_attr(elem, 0)));
        }
        let v = match case {
            PaddingValue::Zero => 0.0,
            PaddingValue::NegZero => -0.0,
            PaddingValue::Nan => f64::NAN,
            PaddingValue::PosInf => f64::INFINITY,
            PaddingValue::NegInf => f64::NEG_INFINITY,
        };
        Ok(Some(typed::float_attr(self.b.ctx, elem, v)))
    }

    pub(crate) fn convert_make_tensor_view(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let base = self.get(op, g[0][0])?;
        let tv_raw = value_type(results(op)[0]);
        let tv = TensorViewType::try_from(melior_type(tv_raw))
            .map_err(|_| fail(op, "cannot be converted: expected a tensor_view result"))?;
        let (shape, strides, dynamic) = (tv.shape(), tv.strides(), ct_types::dynamic());
        let mut ins = vec![base];
        for (statics, dyns) in [(&shape, g.get(1)), (&strides, g.get(2))] {
            let mut dyns = dyns.cloned().unwrap_or_default().into_iter();
            for &s in statics {
                let v = if s == dynamic {
                    let d = dyns
                        .next()
                        .ok_or_else(|| fail(op, "cannot be converted: too few dynamic shape/stride operands"))?;
                    self.to_i64(op, self.get(op, d)?)?
                } else {
                    self.const_i64(s)
                };
                ins.push(v);
            }
        }
        let mut ty = self.map_type(op, tv_raw)?;
        let seg = segment_attr(self.b.ctx, &[1, shape.len(), strides.len()]);
        let facts = |statics: &[i64], dyns: Option<&Vec<MlirValue>>| -> Vec<i64> {
            let mut dyns = dyns.cloned().unwrap_or_default().into_iter();
            statics
                .iter()
                .map(|&s| if s == dynamic { dyns.next().map_or(1, known_divisor) } else { static_divisor(s) })
                .collect()
        };
        let (mut sizes_div_by, mut strides_div_by) = (facts(&shape, g.get(1)), facts(&strides, g.get(2)));
        // 4-bit elements: a view of the bytes, the unit-stride dimension halved.
        let packed = if super::narrow::is_narrow(tv.element_type().to_raw()) {
            let packed = self.pack_view(op, &shape, &strides, &mut ins, &mut sizes_div_by, &mut strides_div_by)?;
            ty = packed.1;
            Some(packed.0)
        } else {
            None
        };
        let attrs = [
            ("operandSegmentSizes", seg),
            ("base_div_by", self.b.int_attr(self.i64(), known_divisor(g[0][0]))),
            ("sizes_div_by", typed::dense_i64_array(self.b.ctx, &sizes_div_by)),
            ("strides_div_by", typed::dense_i64_array(self.b.ctx, &strides_div_by)),
        ];
        let m = self.b.op1(aa::MakeMemRefOperation::name(), &ins, ty, &attrs);
        if let Some(d) = packed {
            self.packed.insert(m.into(), d);
        }
        self.views.insert(results(op)[0].into(), View::Tensor(m));
        self.set(results(op)[0], m);
        Ok(())
    }

    /// The memref of a `make_*_view` op's tensor_view operand.
    pub(super) fn view_source(&self, op: MlirOperation) -> R<MlirValue> {
        match self.view_of(op, operands(op)[0])? {
            View::Tensor(m) => Ok(m),
            View::Partition(_) | View::Gather(_) => {
                Err(fail(op, "cannot be converted: expected a tensor_view operand"))
            }
        }
    }

    pub(crate) fn convert_make_partition_view(&mut self, op: MlirOperation) -> R<()> {
        let memref = self.view_source(op)?;
        let pv = PartitionViewType::try_from(melior_type(value_type(results(op)[0])))
            .map_err(|_| fail(op, "cannot be converted: expected a partition_view result"))?;
        let tile: Vec<i64> = pv.tile_shape().into_iter().map(i64::from).collect();
        let mut p = Partition {
            memref,
            step: tile.clone(),
            tile,
            dim_map: pv.dim_map().into_iter().map(i64::from).collect(),
            padding: pv.padding_value(),
            elem: pv.tensor_view().element_type().to_raw(),
            packed: None,
        };
        self.pack_partition(op, &mut p)?;
        self.views.insert(results(op)[0].into(), View::Partition(p));
        Ok(())
    }

    /// `make_strided_view` (13.3): a partition whose tile origins are the
    /// traversal strides apart.
    pub(crate) fn convert_make_strided_view(&mut self, op: MlirOperation) -> R<()> {
        let memref = self.view_source(op)?;
        let sv = StridedViewType::try_from(melior_type(value_type(results(op)[0])))
            .map_err(|_| fail(op, "cannot be converted: expected a strided_view result"))?;
        let mut p = Partition {
            memref,
            tile: sv.tile_shape().into_iter().map(i64::from).collect(),
            step: sv.traversal_strides().into_iter().map(i64::from).collect(),
            dim_map: sv.dim_map().into_iter().map(i64::from).collect(),
            padding: sv.padding_value(),
            elem: sv.tensor_view().element_type().to_raw(),
            packed: None,
        };
        self.pack_partition(op, &mut p)?;
        self.views.insert(results(op)[0].into(), View::Partition(p));
        Ok(())
    }

    pub(crate) fn convert_get_tensor_shape(&mut self, op: MlirOperation) -> R<()> {
        let memref = match self.view_of(op, operands(op)[0])? {
            View::Tensor(m) => m,
            View::Partition(p) => p.memref,
            View::Gather(g) => g.memref,
        };
        let tys = self.result_types(op)?;
        let packed = self.packed.get(&memref.into()).copied();
        for (d, (r, ty)) in results(op).into_iter().zip(tys).enumerate() {
            let dim = self.b.int_attr(self.i64(), d as i64);
            let mut size = self.b.op1(aa::GetDimSizeOperation::name(), &[memref], self.i64(), &[("dim", dim)]);
            if packed == Some(d) {
                // Bytes of a 4-bit view: two elements each.
                let two = self.const_i64(2);
                size = self.b.op1(arith::MulIOperation::name(), &[size, two], self.i64(), &[]);
            }
            let v = self.i64_to(size, ty);
            self.set(r, v);
        }
        Ok(())
    }

    /// `ceildiv(size, step)` per index dimension (tiles that run past the end
    /// count: the tail of a strided view too).
    pub(crate) fn convert_get_index_space_shape(&mut self, op: MlirOperation) -> R<()> {
        if let View::Gather(g) = self.view_of(op, operands(op)[0])? {
            return self.convert_gather_index_space(op, &g);
        }
        let p = self.partition(op, operands(op)[0])?;
        let tys = self.result_types(op)?;
        for (d, (r, ty)) in results(op).into_iter().zip(tys).enumerate() {
            let (Some(&m), Some(&t)) = (p.dim_map.get(d), p.step.get(d)) else {
                return Err(fail(op, "cannot be converted: more results than view dimensions"));
            };
            let dim = self.b.int_attr(self.i64(), m);
            let size = self.b.op1(aa::GetDimSizeOperation::name(), &[p.memref], self.i64(), &[("dim", dim)]);
            let extent = self.const_i64(t);
            let n = self.b.op1(arith::CeilDivSIOperation::name(), &[size, extent], self.i64(), &[]);
            let v = self.i64_to(n, ty);
            self.set(r, v);
        }
        Ok(())
    }

    /// `load_view_tko` → `nv_tileaa.tiled_load`.
    pub(crate) fn convert_load_view(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let (view, index, token) = (g[0][0], &g[1], g.get(2).cloned().unwrap_or_default());
        if let View::Gather(gv) = self.view_of(op, view)? {
            return self.convert_gather_load(op, &gv, index, &token);
        }
        let p = self.partition(op, view)?;
        let mut ins = vec![p.memref];
        ins.extend(self.origins(op, &p, index)?);
        let tok = self.get_all(op, &token)?;
        ins.extend(&tok);
        let mut attrs = vec![
            ("operandSegmentSizes", segment_attr(self.b.ctx, &[1, index.len(), tok.len()])),
            ("dim_map", typed::dense_i64_array(self.b.ctx, &p.dim_map)),
        ];
        if let Some(pad) = self.padding_attr(op, &p)? {
            attrs.push(("padding", pad));
        }
        attrs.extend(self.memory_attrs(op));
        let codes = self.map_type(op, value_type(results(op)[0]))?;
        let loaded = p.packed.map_or(codes, |t| super::narrow::halved(codes, t));
        let tys = vec![loaded, self.token_type()];
        let new = self.b.op(aa::TiledLoadOperation::name(), &ins, &tys, &attrs);
        let value = match p.packed {
            Some(t) => self.unpack_along(result(new, 0), t, codes),
            None => result(new, 0),
        };
        self.set(results(op)[0], value);
        self.set(results(op)[1], result(new, 1));
        Ok(())
    }

    /// `print_tko` (cuda_tile 13.2) → `nv_tileaa.print` of its tiles; the serial
    /// schedule prints in program order, so the result token is the input token (or a
    /// fresh one).
    pub(crate) fn convert_print_tko(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let olds = g.first().map_or(&[][..], |a| &a[..]);
        let args = self.get_all(op, olds)?;
        let args: Vec<MlirValue> = olds.iter().zip(args).map(|(&old, new)| self.printable(old, new)).collect();
        let fmt = super::str_attr_of(op, "str").unwrap_or_default();
        self.b.op(aa::PrintOperation::name(), &args, &[], &[("format", self.b.str_attr(&fmt))]);
        let token = match g.get(1).and_then(|t| t.first()) {
            Some(&t) => self.get(op, t)?,
            None => self.b.op1(aa::CreateMemTokenOperation::name(), &[], self.token_type(), &[]),
        };
        self.set(results(op)[0], token);
        Ok(())
    }

    /// `store_view_tko` → `nv_tileaa.tiled_store`.
    pub(crate) fn convert_store_view(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let (tile, view, index, token) = (g[0][0], g[1][0], &g[2], g.get(3).cloned().unwrap_or_default());
        if let View::Gather(gv) = self.view_of(op, view)? {
            return self.convert_gather_store(op, &gv, tile, index, &token);
        }
        let p = self.partition(op, view)?;
        let mut value = self.get(op, tile)?;
        if let Some(t) = p.packed {
            value = self.pack_along(value, t);
        }
        let mut ins = vec![p.memref, value];
        ins.extend(self.origins(op, &p, index)?);
        let tok = self.get_all(op, &token)?;
        ins.extend(&tok);
        let mut attrs = vec![
            ("operandSegmentSizes", segment_attr(self.b.ctx, &[1, 1, index.len(), tok.len()])),
            ("dim_map", typed::dense_i64_array(self.b.ctx, &p.dim_map)),
        ];
        attrs.extend(self.memory_attrs(op));
        let new = self.b.op1(aa::TiledStoreOperation::name(), &ins, self.token_type(), &attrs);
        self.set(results(op)[0], new);
        Ok(())
    }

    /// `alloca` (13.3) → `nv_tileaa.alloca` of `num_elem` pointee elements
    /// (one allocation for the tile block, as NVIDIA's tileiras makes it,
    /// `global` or not); its `free` goes before the end of this block.
    pub(crate) fn convert_alloca(&mut self, op: MlirOperation) -> R<()> {
        if self.frames.iter().any(|f| matches!(f, super::Frame::Combiner)) {
            return Err(fail(op, "cannot be converted: 'alloca' inside a reduce/scan body"));
        }
        let int = |name| get_attr(op, name).and_then(typed::int_value).unwrap_or(0);
        let ty = self.map_type(op, value_type(results(op)[0]))?;
        let pointee =
            typed::tileaa_ptr_pointee(ty).ok_or_else(|| fail(op, "cannot be converted: expected a pointer result"))?;
        let bytes = int("num_elem")
            .checked_mul(storage_bytes(pointee))
            .ok_or_else(|| fail(op, "cannot be converted: the allocation size overflows 64 bits"))?;
        let attrs = [
            ("bytes", self.b.int_attr(self.i64(), bytes)),
            ("alignment", self.b.int_attr(self.i64(), int("alignment"))),
        ];
        let p = self.b.op1(aa::AllocaOperation::name(), &[], ty, &attrs);
        self.allocas.push((self.frames.len(), p));
        self.set(results(op)[0], p);
        Ok(())
    }

    /// `atomic_red_view_tko` (13.3) → `nv_tileaa.atomic_rmw` through the
    /// pointers of the view's tile, masked where the tile leaves the tensor
    /// (the index is unsigned: `position < size`, per dimension not marked
    /// `inbounds`), its old values unused. NVIDIA's tileiras emits the same
    /// `atom` per element.
    pub(crate) fn convert_atomic_red_view(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let (view, index, value, token) = (g[0][0], &g[1], g[2][0], g.get(3).cloned().unwrap_or_default());
        let (ptrs, mask) = self.element_pointers(op, view, index)?;
        let tok = self.get_all(op, &token)?;
        let mut ins = vec![ptrs, self.get(op, value)?];
        ins.extend(mask);
        ins.extend(&tok);
        let mode = enum_attr::<AtomicRmwMode>(op, "mode").map_or("", AtomicRmwMode::keyword);
        let mut attrs = vec![
            ("operandSegmentSizes", segment_attr(self.b.ctx, &[1, 1, usize::from(mask.is_some()), tok.len()])),
            ("mode", self.b.str_attr(mode)),
        ];
        attrs.extend(self.memory_attrs(op));
        let tys = [self.map_type(op, value_type(value))?, self.token_type()];
        let new = self.b.op(aa::AtomicRMWOperation::name(), &ins, &tys, &attrs);
        self.set(results(op)[0], result(new, 1));
        Ok(())
    }

    /// The pointers of every element of the tile of partition view `view` at
    /// `index` (a tensor of `nv_tileaa.ptr`), and the mask of those inside the
    /// tensor (unsigned `position < size` per dimension not marked `inbounds`;
    /// `None` when every dimension is).
    fn element_pointers(
        &mut self,
        op: MlirOperation,
        view: MlirValue,
        index: &[MlirValue],
    ) -> R<(MlirValue, Option<MlirValue>)> {
        let p = self.partition(op, view)?;
        if p.packed.is_some() {
            // The verifiers of atomic_red_view_tko and the multimem ops take no 4-bit type.
            return Err(fail(op, "internal error: element-wise access to a 4-bit view"));
        }
        let rank = p.tile.len();
        let (base, sizes, strides) = memref_parts(op, p.memref, rank)?;
        let (sizes, strides) = (&sizes[..], &strides[..]);
        let inbounds = attribute(op, "inbounds").map_or_else(Vec::new, |a| {
            // SAFETY: `a` is the live dense bool array the verifier checked.
            unsafe {
                (0..mlirDenseArrayGetNumElements(a.to_raw()))
                    .map(|i| mlirDenseBoolArrayGetElement(a.to_raw(), i))
                    .collect()
            }
        });
        let origins = self.origins(op, &p, index)?;
        let shape = p.tile.clone();
        let (i1, i32t, i64t) = (self.b.int_type(1), self.b.int_type(32), self.i64());
        let full = |elem| typed::ranked_tensor(&shape, elem);
        let (mut offset, mut mask) = (None::<MlirValue>, None::<MlirValue>);
        for (d, &extent) in shape.iter().enumerate() {
            let m = usize::try_from(p.dim_map[d]).map_err(|_| fail(op, "cannot be converted: invalid dim_map"))?;
            // The range is spread over the tile first: the arithmetic then has
            // the tile's layout (no exchange of a 1-D vector between threads).
            let range = self.b.op1(aa::MakeRangeOperation::name(), &[], typed::ranked_tensor(&[extent], i32t), &[]);
            let range = self.spread(range, d, &shape, i32t);
            let range = self.b.op1(arith::ExtSIOperation::name(), &[range], full(i64t), &[]);
            let origin = self.b.op1(aa::SplatOperation::name(), &[origins[m]], full(i64t), &[]);
            let pos = self.b.op1(arith::AddIOperation::name(), &[range, origin], full(i64t), &[]);
            let stride = self.b.op1(aa::SplatOperation::name(), &[strides[m]], full(i64t), &[]);
            let term = self.b.op1(arith::MulIOperation::name(), &[pos, stride], full(i64t), &[]);
            offset = Some(match offset {
                Some(o) => self.b.op1(arith::AddIOperation::name(), &[o, term], full(i64t), &[]),
                None => term,
            });
            if inbounds.get(d).copied().unwrap_or(false) {
                continue;
            }
            let size = self.b.op1(aa::SplatOperation::name(), &[sizes[m]], full(i64t), &[]);
            let ult = [("predicate", typed::icmp_predicate(self.b.ctx, typed::ICmpPredicate::Ult))];
            let inside = self.b.op1(arith::CmpIOperation::name(), &[pos, size], full(i1), &ult);
            mask = Some(match mask {
                Some(k) => self.b.op1(arith::AndIOperation::name(), &[k, inside], full(i1), &[]),
                None => inside,
            });
        }
        let offset = offset.ok_or_else(|| fail(op, "cannot be converted: a rank-0 view tile"))?;
        let ptr = value_type(base);
        let ones = vec![1; rank];
        let base = self.b.op1(aa::ViewOperation::name(), &[base], typed::ranked_tensor(&ones, ptr), &[]);
        let base = self.b.op1(aa::BroadcastOperation::name(), &[base], full(ptr), &[]);
        let ptrs = self.b.op1(aa::AddPtrOperation::name(), &[base, offset], full(ptr), &[]);
        Ok((ptrs, mask))
    }

    /// The multimem ops (13.5) → `nv_tileaa.load` / `atomic_rmw` / `store`
    /// through the pointers of the view's tile (masked as for
    /// atomic_red_view_tko), marked `nv_tileaa.multimem` with the reduction
    /// (`"st"` for the store): the LLVM lowering emits `multimem.ld_reduce`,
    /// `multimem.red` and `multimem.st` per element. Multicast pointers exist
    /// on sm_100, sm_103 and sm_107 only.
    pub(crate) fn convert_multimem(&mut self, op: MlirOperation) -> R<()> {
        if let Some(cc) = typed::compute_capability(op).filter(|cc| ![100, 103, 107].contains(cc)) {
            return Err(fail(
                op,
                &format!(
                    "Incompatibility with architecture 'sm_{cc}': multicast pointers require sm_100 or sm_103 or sm_107"
                ),
            ));
        }
        let g = segments(op)?;
        let load = crate::conversion::is_op(op, ct::MultimemLoadReduceViewTkoOperation::name());
        let (view, tile, index, token) = if load {
            (g[0][0], None, &g[1], g.get(2).cloned().unwrap_or_default())
        } else {
            (g[0][0], Some(g[1][0]), &g[2], g.get(3).cloned().unwrap_or_default())
        };
        let (ptrs, mask) = self.element_pointers(op, view, index)?;
        let tok = self.get_all(op, &token)?;
        let reduction = enum_attr::<MultimemReductionKind>(op, "reduction").unwrap_or(MultimemReductionKind::Add);
        let kind = if crate::conversion::is_op(op, ct::MultimemStoreViewTkoOperation::name()) {
            "st"
        } else {
            reduction.keyword()
        };
        let mut attrs = vec![(typed::TILEAA_MULTIMEM_ATTR, self.b.str_attr(kind))];
        attrs.extend(self.memory_attrs(op));
        let has_mask = usize::from(mask.is_some());
        let (new, tys, ins, sizes) = match tile {
            None => {
                let ty = self.map_type(op, value_type(results(op)[0]))?;
                let ins = [&[ptrs][..], mask.as_slice(), &tok].concat();
                (aa::LoadOperation::name(), vec![ty, self.token_type()], ins, vec![1, has_mask, 0, tok.len()])
            }
            Some(tile) => {
                let value = self.get(op, tile)?;
                let ins = [&[ptrs, value][..], mask.as_slice(), &tok].concat();
                let name = if kind == "st" { aa::StoreOperation::name() } else { aa::AtomicRMWOperation::name() };
                let mut tys = vec![self.token_type()];
                if kind != "st" {
                    tys.insert(0, self.map_type(op, value_type(tile))?);
                    let float = TileType::try_from(melior_type(value_type(tile)))
                        .is_ok_and(|t| typed::int_width(t.element_type().to_raw()).is_none());
                    // The reduction as an atomic_rmw mode (integers: the same
                    // name; floats: `addf`, atomic_rmw's one float mode, which is
                    // the reduction of every float multimem the lowering takes).
                    // The lowering reads `nv_tileaa.multimem`, not this.
                    attrs.push(("mode", self.b.str_attr(if float { "addf" } else { kind })));
                }
                (name, tys, ins, vec![1, 1, has_mask, tok.len()])
            }
        };
        attrs.push(("operandSegmentSizes", segment_attr(self.b.ctx, &sizes)));
        let new = self.b.op(new, &ins, &tys, &attrs);
        let token_result = if load { 1 } else { tys.len() as isize - 1 };
        if load {
            self.set(results(op)[0], result(new, 0));
        }
        self.set(results(op)[usize::from(load)], result(new, token_result));
        Ok(())
    }

    /// A vector along tile dimension `d` spread over the whole tile `shape`
    /// (`view` to 1 elsewhere, then `broadcast`).
    fn spread(&self, v: MlirValue, d: usize, shape: &[i64], elem: MlirType) -> MlirValue {
        if shape.len() == 1 {
            return v;
        }
        let unit: Vec<i64> = shape.iter().enumerate().map(|(k, &e)| if k == d { e } else { 1 }).collect();
        let v = self.b.op1(aa::ViewOperation::name(), &[v], typed::ranked_tensor(&unit, elem), &[]);
        self.b.op1(aa::BroadcastOperation::name(), &[v], typed::ranked_tensor(shape, elem), &[])
    }

    /// `load_ptr_tko`/`store_ptr_tko`/`atomic_rmw_tko`/`atomic_cas_tko` →
    /// `new` (`nv_tileaa.load`/`store`/`atomic_rmw`/`atomic_cas`) with the
    /// same operand groups.
    pub(crate) fn convert_pointer_memory(&mut self, op: MlirOperation, new: &'static str) -> R<()> {
        let mut groups = Vec::new();
        for grp in &segments(op)? {
            groups.push(self.get_all(op, grp)?);
        }
        let sizes: Vec<usize> = groups.iter().map(|x| x.len()).collect();
        let ins: Vec<MlirValue> = groups.concat();
        let mut attrs = vec![("operandSegmentSizes", segment_attr(self.b.ctx, &sizes))];
        if new == aa::AtomicRMWOperation::name() {
            let mode = enum_attr::<AtomicRmwMode>(op, "mode").map_or("", AtomicRmwMode::keyword);
            attrs.push(("mode", self.b.str_attr(mode)));
        }
        let mut tys = Vec::new();
        if new != aa::StoreOperation::name() {
            tys.push(self.map_type(op, value_type(results(op)[0]))?);
        }
        tys.push(self.token_type());
        attrs.extend(self.memory_attrs(op));
        let new = self.b.op(new, &ins, &tys, &attrs);
        for (i, r) in results(op).into_iter().enumerate() {
            self.set(r, result(new, i as isize));
        }
        Ok(())
    }
}

/// `cuda_tile.global @g <T: [...]>` → `nv_tileaa.global` with the value as a
/// `tensor<N x T>` dense attribute.
pub(crate) fn convert_global(b: Builder, op: MlirOperation) -> R<MlirOperation> {
    let name = get_attr(op, "sym_name").ok_or_else(|| fail(op, "cannot be converted: missing sym_name"))?;
    let value = attribute(op, "value").ok_or_else(|| fail(op, "cannot be converted: missing value"))?;
    let ty = value.r#type();
    let elem = TileType::try_from(ty)
        .map_err(|_| fail(op, "cannot be converted: the value is not a tile literal"))?
        .element_type();
    let tensor = typed::ranked_tensor(&tile_shape(ty.to_raw()), map_elem(&b, op, elem.to_raw())?);
    let value = super::ops::retype_dense(op, value.to_raw(), tensor)?;
    Ok(b.op(aa::GlobalOperation::name(), &[], &[], &[("sym_name", name), ("value", value)]))
}

/// The base pointer, sizes and strides of a rank-`rank` tensor_view: the
/// operands of the `nv_tileaa.make_memref` that `make_tensor_view` became.
/// Element-wise view accesses (atomic_red_view, multimem, gather/scatter)
/// need them; the cuda_tile verifier keeps tensor_views out of loop-carried
/// values, so every one is a `make_tensor_view` result.
pub(super) fn memref_parts(
    op: MlirOperation,
    memref: MlirValue,
    rank: usize,
) -> R<(MlirValue, Vec<MlirValue>, Vec<MlirValue>)> {
    let parts = defining_op(memref)
        .filter(|&m| op_name(m) == aa::MakeMemRefOperation::name())
        .map(operands)
        .filter(|ins| ins.len() == 1 + 2 * rank)
        .ok_or_else(|| fail(op, "internal error: the view's tensor_view is not a make_tensor_view result"))?;
    Ok((parts[0], parts[1..1 + rank].to_vec(), parts[1 + rank..].to_vec()))
}

/// Whether `op`'s `optimization_hints` forbid a TMA copy on the target
/// (`allow_tma = false` in the target's entry, or in `default` when the
/// target has none). Without a target there is no TMA anyway.
fn tma_forbidden(op: MlirOperation) -> bool {
    super::target_hint(op, |h, arch| h.allow_tma(arch)) == Some(false)
}
