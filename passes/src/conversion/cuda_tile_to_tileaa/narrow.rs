//! cuda_tile 13.3's 4-bit element types, `f4E2M1FN` and `i4`, in registers.
//!
//! No target loads, stores or computes on half bytes one at a time, and
//! neither do the later stages of tileas: a 4-bit tile becomes a tensor of i8
//! holding each element's 4-bit code in its low half (high half zero). Ops
//! that only move elements (reshape, permute, broadcast, extract, cat, insert,
//! control flow) then need nothing special; the ops that read the code are
//! converted here, in integer arithmetic that every target has:
//!
//! * `pack`/`unpack`: two codes per byte, element `2i` in bits 3..0 and
//!   `2i + 1` in bits 7..4 (cuda_tile's packing of 4-bit memory);
//! * `ftof`, `ftoi`, `itof`: f4E2M1FN decoded exactly to f16 (every value of
//!   the format is an f16), encoded from f16/bf16/f32/f64 (others through
//!   f32, exactly) rounding to nearest even and saturating to ±6, NaN to +6;
//! * `exti`/`trunci` from and to i4: sign or zero extension of the code;
//! * `constant` of f4E2M1FN: its codes;
//! * `mmaf_scaled` with f4E2M1FN operands: packed along K for the NVFP4 or
//!   MXFP4 MMA where the target has one for the tile (sm_100a/sm_103a `tcgen05`,
//!   sm_120a/sm_121a `mma.sync`; a `nv_tileaa.dot` with `packing`), else
//!   decoded to f16 first, then as for 8-bit operands (widened to bf16 and
//!   scaled, exactly; `ops.rs`).
//!
//! Tensor views of f4E2M1FN (memory packs two elements to a byte along a
//! dimension of unit stride) become memrefs of their bytes with that
//! dimension halved; tile loads unpack the bytes and stores pack them with
//! the same halving and joining as `unpack`/`pack`, along that dimension.
//!
//! NVIDIA's tileiras 13.5 refuses f4E2M1FN below sm_100 ("unsupported type");
//! this representation runs on every target.

use super::ops::{elem_of, signed};
use super::{fail, Kernel, Partition, R};
use crate::conversion::builder::*;
use crate::conversion::typed;
use melior::dialect::ods::{arith, math};
use mlir_sys::*;
use tileas_dialects::attrs::{PaddingValue, RoundingMode};
use tileas_dialects::ops::{cuda_tile as ct, nv_tileaa as aa};

/// The 4-bit element type of a cuda_tile tile type, if it has one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Narrow {
    F4,
    I4,
}

fn narrow_of(t: MlirType) -> Option<Narrow> {
    let elem = super::tile_element(t)?;
    if typed::float_kind(elem) == Some(typed::FloatKind::F4E2M1FN) {
        Some(Narrow::F4)
    } else if typed::int_width(elem) == Some(4) {
        Some(Narrow::I4)
    } else {
        None
    }
}

/// Whether `elem` is a 4-bit element type (kept as i8 codes).
pub(crate) fn is_narrow(elem: MlirType) -> bool {
    typed::float_kind(elem) == Some(typed::FloatKind::F4E2M1FN) || typed::int_width(elem) == Some(4)
}

use typed::{FCmpPredicate, ICmpPredicate};

/// f4E2M1FN's rounding boundaries of |x| (ties to the even code): above
/// 0.25 is at least 0.5, from 0.75 at least 1.0, and so on to above 5, 6.0.
const F4_BOUNDS: [(f64, FCmpPredicate); 7] = [
    (0.25, FCmpPredicate::Ogt),
    (0.75, FCmpPredicate::Oge),
    (1.25, FCmpPredicate::Ogt),
    (1.75, FCmpPredicate::Oge),
    (2.5, FCmpPredicate::Ogt),
    (3.5, FCmpPredicate::Oge),
    (5.0, FCmpPredicate::Ogt),
];

impl Kernel {
    /// Converts `op` if a 4-bit type makes it different from its usual
    /// conversion; `None` leaves it to the dispatch table.
    pub(crate) fn convert_narrow(&mut self, op: MlirOperation) -> Option<R<()>> {
        let name = op_name(op);
        let from = operands(op).first().and_then(|&v| narrow_of(value_type(v)));
        let to = results(op).first().and_then(|&v| narrow_of(value_type(v)));
        if from.is_none() && to.is_none() {
            return None;
        }
        let n = name.as_str();
        Some(if n == ct::PackOperation::name() {
            self.pack_codes(op)
        } else if n == ct::UnpackOperation::name() {
            self.unpack_codes(op)
        } else if n == ct::FToFOperation::name() || n == ct::FToIOperation::name() || n == ct::IToFOperation::name() {
            self.convert_f4_number(op, from, to)
        } else if n == ct::ExtIOperation::name() || n == ct::TruncIOperation::name() {
            self.convert_i4_width(op, from, to)
        } else if n == ct::ConstantOperation::name() {
            self.f4_constant(op)
        } else if n == ct::MmaFScaledOperation::name() {
            self.f4_scaled_dot(op)
        } else {
            return None;
        })
    }

    /// An integer (or integer tensor like `like`) constant of element `elem`.
    fn splat_int(&self, like: MlirType, elem: MlirType, value: i64) -> MlirValue {
        let ty = with_elem(like, elem);
        if !typed::is_ranked_tensor(ty) {
            return self.b.const_int(ty, value);
        }
        // SAFETY: `ty` is a live tensor type of integer `elem`.
        let a = unsafe { mlirDenseElementsAttrSplatGet(ty, self.b.int_attr(elem, value)) };
        self.b.op1(arith::ConstantOperation::name(), &[], ty, &[("value", a)])
    }

    fn splat_float(&self, like: MlirType, value: f64) -> MlirValue {
        let elem = elem_of(like);
        if !typed::is_ranked_tensor(like) {
            return self.b.const_float(like, value);
        }
        // SAFETY: `like` is a live tensor type of float `elem`.
        let a = unsafe { mlirDenseElementsAttrSplatGet(like, typed::float_attr(self.b.ctx, elem, value)) };
        self.b.op1(arith::ConstantOperation::name(), &[], like, &[("value", a)])
    }

    /// `name(a, b)` of a's type.
    fn bin(&self, name: &str, a: MlirValue, b: MlirValue) -> MlirValue {
        self.b.op1(name, &[a, b], value_type(a), &[])
    }

    /// `name(a, splat(value))`.
    fn bin_const(&self, name: &str, a: MlirValue, value: i64) -> MlirValue {
        let ty = value_type(a);
        let c = self.splat_int(ty, elem_of(ty), value);
        self.bin(name, a, c)
    }

    /// `arith.cmpi` of tensors or scalars (arith's predicates are LLVM's).
    fn cmpi(&self, predicate: ICmpPredicate, a: MlirValue, b: MlirValue) -> MlirValue {
        let ty = with_elem(value_type(a), typed::i1(self.b.ctx));
        let p = typed::icmp_predicate(self.b.ctx, predicate);
        self.b.op1(arith::CmpIOperation::name(), &[a, b], ty, &[("predicate", p)])
    }

    fn cmpf(&self, predicate: FCmpPredicate, a: MlirValue, b: MlirValue) -> MlirValue {
        let ty = with_elem(value_type(a), typed::i1(self.b.ctx));
        let p = typed::fcmp_predicate(self.b.ctx, predicate);
        self.b.op1(arith::CmpFOperation::name(), &[a, b], ty, &[("predicate", p)])
    }

    fn select(&self, cond: MlirValue, a: MlirValue, b: MlirValue) -> MlirValue {
        self.b.op1(arith::SelectOperation::name(), &[cond, a, b], value_type(a), &[])
    }

    fn cast(&self, name: &str, x: MlirValue, elem: MlirType) -> MlirValue {
        self.b.op1(name, &[x], with_elem(value_type(x), elem), &[])
    }

    /// f4E2M1FN codes (i8) → f16, exactly: sign in bit 3; magnitude code m
    /// is 0 → 0, 1 → 0.5 (f16 0x3800 = 28 << 9), m ≥ 2 → exponent m / 2 - 1
    /// and mantissa bit m & 1, f16 bits (m + 28) << 9.
    pub(crate) fn decode_f4(&self, codes: MlirValue) -> MlirValue {
        let i16 = typed::i16(self.b.ctx);
        let c = self.cast(arith::ExtUIOperation::name(), codes, i16);
        let m = self.bin_const(arith::AndIOperation::name(), c, 7);
        let sign = self.bin_const(arith::AndIOperation::name(), c, 8);
        let sign = self.bin_const(arith::ShLIOperation::name(), sign, 12);
        let two = self.splat_int(value_type(m), i16, 2);
        let small = self.cmpi(ICmpPredicate::Ult, m, two);
        let sub = self.bin_const(arith::MulIOperation::name(), m, 28);
        let normal = self.bin_const(arith::AddIOperation::name(), m, 28);
        let magnitude = self.select(small, sub, normal);
        let magnitude = self.bin_const(arith::ShLIOperation::name(), magnitude, 9);
        let bits = self.bin(arith::OrIOperation::name(), magnitude, sign);
        self.cast(arith::BitcastOperation::name(), bits, typed::f16(self.b.ctx))
    }

    /// A float tensor → f4E2M1FN codes (i8), nearest even, saturating to
    /// ±6; NaN becomes +6 (the format has no NaN). Other than f16, bf16, f32
    /// and f64 the value goes through f32 first (exact for those types).
    fn encode_f4(&self, x: MlirValue) -> MlirValue {
        let elem = elem_of(value_type(x));
        let base = matches!(
            typed::float_kind(elem),
            Some(typed::FloatKind::F16 | typed::FloatKind::BF16 | typed::FloatKind::F32 | typed::FloatKind::F64)
        );
        let x = if base { x } else { self.cast(aa::FpToFpOperation::name(), x, typed::f32(self.b.ctx)) };
        let ty = value_type(x);
        let i8 = typed::i8(self.b.ctx);
        let abs = self.b.op1(math::AbsFOperation::name(), &[x], ty, &[]);
        let mut code = self.splat_int(ty, i8, 0);
        for (bound, predicate) in F4_BOUNDS {
            let b = self.splat_float(ty, bound);
            let above = self.cmpf(predicate, abs, b);
            let one = self.cast(arith::ExtUIOperation::name(), above, i8);
            code = self.bin(arith::AddIOperation::name(), code, one);
        }
        let width = typed::float_width(elem_of(ty)).unwrap_or(32);
        let bits = self.cast(arith::BitcastOperation::name(), x, typed::int(self.b.ctx, width));
        let zero = self.splat_int(value_type(bits), elem_of(value_type(bits)), 0);
        let negative = self.cmpi(ICmpPredicate::Slt, bits, zero);
        let eight = self.splat_int(ty, i8, 8);
        let no_sign = self.splat_int(ty, i8, 0);
        let sign = self.select(negative, eight, no_sign);
        let code = self.bin(arith::OrIOperation::name(), code, sign);
        let nan = self.cmpf(FCmpPredicate::Uno, x, x);
        let plus_six = self.splat_int(ty, i8, 7);
        self.select(nan, plus_six, code)
    }

    /// `pack` of 4-bit codes: pairs into bytes, the first in the low half.
    fn pack_codes(&mut self, op: MlirOperation) -> R<()> {
        let x = self.get(op, operands(op)[0])?;
        let v = self.pack_along(x, 0);
        self.set(results(op)[0], v);
        Ok(())
    }

    /// `unpack` to 4-bit codes: each byte's low half, then its high half.
    fn unpack_codes(&mut self, op: MlirOperation) -> R<()> {
        let x = self.get(op, operands(op)[0])?;
        let ty = self.result_types(op)?[0];
        let v = self.unpack_along(x, 0, ty);
        self.set(results(op)[0], v);
        Ok(())
    }

    /// Codes (i8 tensor) → bytes, dimension `t` halved: codes `2j` and
    /// `2j + 1` along `t` in the low and high half of byte `j`.
    pub(crate) fn pack_along(&self, codes: MlirValue, t: usize) -> MlirValue {
        let i8 = typed::i8(self.b.ctx);
        let shape = typed::shape(value_type(codes)).unwrap_or_default();
        let mut pairs = shape.clone();
        pairs[t] /= 2;
        pairs.insert(t + 1, 2);
        let v = self.b.op1(aa::ViewOperation::name(), &[codes], typed::ranked_tensor(&pairs, i8), &[]);
        let i32t = typed::i32(self.b.ctx);
        let (zero, one) = (self.b.const_int(i32t, 0), self.b.const_int(i32t, 1));
        let mut half = pairs.clone();
        half[t + 1] = 1;
        let half_ty = typed::ranked_tensor(&half, i8);
        let mut at = vec![zero; pairs.len()];
        let lo = self.b.op1(aa::ExtractSliceOperation::name(), &[&[v][..], &at].concat(), half_ty, &[]);
        at[t + 1] = one;
        let hi = self.b.op1(aa::ExtractSliceOperation::name(), &[&[v][..], &at].concat(), half_ty, &[]);
        let hi = self.bin_const(arith::ShLIOperation::name(), hi, 4);
        let bytes = self.bin(arith::OrIOperation::name(), lo, hi);
        self.b.op1(aa::ViewOperation::name(), &[bytes], halved(value_type(codes), t), &[])
    }

    /// Bytes (i8 tensor) → codes of type `codes_ty` (dimension `t` doubled),
    /// the inverse of [`Kernel::pack_along`].
    pub(crate) fn unpack_along(&self, bytes: MlirValue, t: usize, codes_ty: MlirType) -> MlirValue {
        let i8 = typed::i8(self.b.ctx);
        let lo = self.bin_const(arith::AndIOperation::name(), bytes, 15);
        let hi = self.bin_const(arith::ShRUIOperation::name(), bytes, 4);
        let mut unit = typed::shape(value_type(bytes)).unwrap_or_default();
        unit.insert(t + 1, 1);
        let unit_ty = typed::ranked_tensor(&unit, i8);
        let lo = self.b.op1(aa::ViewOperation::name(), &[lo], unit_ty, &[]);
        let hi = self.b.op1(aa::ViewOperation::name(), &[hi], unit_ty, &[]);
        let mut pairs = unit;
        pairs[t + 1] = 2;
        let dim = self.b.int_attr(self.i64(), t as i64 + 1);
        let cat = self.b.op1(aa::CatOperation::name(), &[lo, hi], typed::ranked_tensor(&pairs, i8), &[("dim", dim)]);
        self.b.op1(aa::ViewOperation::name(), &[cat], codes_ty, &[])
    }

    /// The operands of a 4-bit tensor view's `make_memref` (`ins`: base,
    /// sizes, strides) and its facts, rewritten for a view of its bytes: the
    /// base as `ptr<i8>`, the last dimension of static unit stride (where
    /// cuda_tile packs two elements to a byte) halved, the other strides
    /// halved (a runtime value is divided by two: cuda_tile requires even
    /// extents and strides of 4-bit views). Returns that dimension and the
    /// memref type.
    pub(crate) fn pack_view(
        &mut self,
        op: MlirOperation,
        shape: &[i64],
        strides: &[i64],
        ins: &mut [MlirValue],
        sizes_div_by: &mut [i64],
        strides_div_by: &mut [i64],
    ) -> R<(usize, MlirType)> {
        let rank = shape.len();
        let d = strides.iter().rposition(|&s| s == 1).ok_or_else(|| {
            fail(op, "cannot be converted: a tensor view of 4-bit elements needs a dimension of static unit stride")
        })?;
        let dynamic = tileas_dialects::types::dynamic();
        let i8 = typed::i8(self.b.ctx);
        let ptr = typed::tileaa_ptr(self.b.loc, i8).ok_or_else(|| fail(op, "cannot be converted: invalid pointer"))?;
        ins[0] = self.b.op1(aa::PtrCastOperation::name(), &[ins[0]], ptr, &[]);
        let uneven = || fail(op, "cannot be converted: a 4-bit tensor view packs an odd number of elements");
        let mut halve = |k: usize, s: i64, facts: &mut [i64], f: usize| -> R<()> {
            if s == dynamic {
                let two = self.const_i64(2);
                ins[k] = self.b.op1(arith::DivSIOperation::name(), &[ins[k], two], self.i64(), &[]);
            } else if s % 2 != 0 {
                return Err(uneven());
            } else {
                ins[k] = self.const_i64(s / 2);
            }
            facts[f] = if facts[f] % 2 == 0 { facts[f] / 2 } else { 1 };
            Ok(())
        };
        halve(1 + d, shape[d], sizes_div_by, d)?;
        for (i, &s) in strides.iter().enumerate().filter(|&(i, _)| i != d) {
            halve(1 + rank + i, s, strides_div_by, i)?;
        }
        let bytes: Vec<i64> = shape
            .iter()
            .enumerate()
            .map(|(i, &s)| match s {
                s if s == dynamic => tileas_dialects::tileaa_types::dynamic(),
                s if i == d => s / 2,
                s => s,
            })
            .collect();
        let ty = typed::tileaa_memref(self.b.loc, &bytes, i8)
            .ok_or_else(|| fail(op, "cannot be converted to nv_tileaa: invalid memref type"))?;
        Ok((d, ty))
    }

    /// A partition (or strided) view of a 4-bit view counts bytes along the
    /// packed dimension.
    pub(crate) fn pack_partition(&self, op: MlirOperation, p: &mut Partition) -> R<()> {
        let Some(&d) = self.packed.get(&p.memref.into()) else { return Ok(()) };
        let t = p
            .dim_map
            .iter()
            .position(|&m| m == d as i64)
            .ok_or_else(|| fail(op, "cannot be converted: dim_map is not a permutation"))?;
        if p.tile[t] % 2 != 0 || p.step[t] % 2 != 0 {
            return Err(fail(
                op,
                "cannot be converted: a tile of a 4-bit view (and its traversal stride) must be even along the \
                 unit-stride dimension",
            ));
        }
        if p.padding.is_some_and(|v| v != PaddingValue::Zero) {
            return Err(fail(op, "cannot be converted: a 4-bit view pads with zero only"));
        }
        p.tile[t] /= 2;
        p.step[t] /= 2;
        p.elem = typed::i8(self.b.ctx);
        p.packed = Some(t);
        Ok(())
    }

    /// `ftof`/`ftoi` from f4E2M1FN (decoded to f16 first) and `ftof`/`itof`
    /// to it (converted to f32, or kept where it is a base float, then encoded).
    fn convert_f4_number(&mut self, op: MlirOperation, from: Option<Narrow>, to: Option<Narrow>) -> R<()> {
        let x = self.get(op, operands(op)[0])?;
        let ty = self.result_types(op)?[0];
        let name = op_name(op);
        let x = if from == Some(Narrow::F4) { self.decode_f4(x) } else { x };
        let v = if name == ct::FToIOperation::name() {
            let new = if signed(op) { arith::FPToSIOperation::name() } else { arith::FPToUIOperation::name() };
            self.b.op1(new, &[x], ty, &self.fp_attrs(op, RoundingMode::NearestIntToZero))
        } else if to != Some(Narrow::F4) {
            self.float_convert(op, x, ty)?
        } else {
            let wide = if name == ct::IToFOperation::name() {
                let new = if signed(op) { arith::SIToFPOperation::name() } else { arith::UIToFPOperation::name() };
                self.b.op1(new, &[x], with_elem(value_type(x), typed::f32(self.b.ctx)), &[])
            } else {
                x
            };
            self.encode_f4(wide)
        };
        self.set(results(op)[0], v);
        Ok(())
    }

    /// `exti`/`trunci` with an i4 side: the code sign-extended (`exti
    /// signed` from i4), the value extended or truncated to i8 or wider, and
    /// an i4 result masked to its low half.
    fn convert_i4_width(&mut self, op: MlirOperation, from: Option<Narrow>, to: Option<Narrow>) -> R<()> {
        let mut x = self.get(op, operands(op)[0])?;
        let ty = self.result_types(op)?[0];
        let is_ext = op_name(op) == ct::ExtIOperation::name();
        if from == Some(Narrow::I4) && is_ext && signed(op) {
            x = self.bin_const(arith::ShLIOperation::name(), x, 4);
            x = self.bin_const(arith::ShRSIOperation::name(), x, 4);
        }
        let (wf, wt) = (typed::int_width(elem_of(value_type(x))), typed::int_width(elem_of(ty)));
        let (Some(wf), Some(wt)) = (wf, wt) else {
            return Err(fail(op, "cannot be converted: expected integer types"));
        };
        if wt > wf {
            let new = if is_ext && signed(op) { arith::ExtSIOperation::name() } else { arith::ExtUIOperation::name() };
            x = self.b.op1(new, &[x], ty, &[]);
        } else if wt < wf {
            x = self.b.op1(arith::TruncIOperation::name(), &[x], ty, &[]);
        }
        if to == Some(Narrow::I4) {
            x = self.bin_const(arith::AndIOperation::name(), x, 15);
        }
        self.set(results(op)[0], x);
        Ok(())
    }

    /// A `constant` of f4E2M1FN: its codes as i8. MLIR stores a 4-bit
    /// element of a dense value in a byte of its own.
    fn f4_constant(&mut self, op: MlirOperation) -> R<()> {
        let ty = self.result_types(op)?[0];
        let value = get_attr(op, "value").ok_or_else(|| fail(op, "cannot be converted: missing value"))?;
        let count: i64 = typed::shape(ty).map_or(1, |s| s.iter().product());
        // SAFETY: `value` is the op's live dense elements attribute (ODS);
        // its raw buffer is read while it is alive.
        let codes: Vec<u8> = unsafe {
            if !mlirAttributeIsADenseElements(value) {
                return Err(fail(op, "cannot be converted: expected a dense elements value"));
            }
            let raw = tileas_sys::bytecode::tileasDenseElementsAttrGetRawData(value);
            std::slice::from_raw_parts(raw.data as *const u8, raw.length).iter().map(|b| b & 15).collect()
        };
        let splat = codes.len() == 1;
        if !splat && codes.len() as i64 != count {
            return Err(fail(op, "cannot be converted: unexpected f4E2M1FN constant storage"));
        }
        let i8 = typed::i8(self.b.ctx);
        // SAFETY: `ty` is a live i8 tensor type; the buffer outlives the call.
        let attr = unsafe {
            if splat {
                mlirDenseElementsAttrSplatGet(ty, self.b.int_attr(i8, i64::from(codes[0])))
            } else {
                mlirDenseElementsAttrRawBufferGet(ty, codes.len(), codes.as_ptr() as *const std::ffi::c_void)
            }
        };
        let v = self.b.op1(arith::ConstantOperation::name(), &[], ty, &[("value", attr)]);
        self.set(results(op)[0], v);
        Ok(())
    }

    /// A printed value (`new`, the conversion of `old`): a 4-bit code as
    /// the number it stands for (f4E2M1FN as f32, i4 sign-extended).
    pub(crate) fn printable(&self, old: MlirValue, new: MlirValue) -> MlirValue {
        match narrow_of(value_type(old)) {
            Some(Narrow::F4) => self.cast(arith::ExtFOperation::name(), self.decode_f4(new), typed::f32(self.b.ctx)),
            Some(Narrow::I4) => {
                let up = self.bin_const(arith::ShLIOperation::name(), new, 4);
                self.bin_const(arith::ShRSIOperation::name(), up, 4)
            }
            None => new,
        }
    }

    /// `mmaf_scaled` of f4E2M1FN operands: on the 4-bit block-scaled MMA
    /// where the target has one for the tile (`fp4_packed`), else decoded
    /// to f16.
    fn f4_scaled_dot(&mut self, op: MlirOperation) -> R<()> {
        let mut ins = self.get_all(op, &operands(op))?;
        if let Some((a, b)) = self.fp4_packed(op, &ins) {
            let ty = self.result_types(op)?[0];
            let packing = self.b.str_attr(crate::nv_tileas::mma::PACKED_E2M1);
            let dot =
                self.b.op1(aa::DotOperation::name(), &[a, b, ins[2], ins[3], ins[4]], ty, &[("packing", packing)]);
            self.set(results(op)[0], dot);
            return Ok(());
        }
        for v in ins.iter_mut().take(2) {
            *v = self.decode_f4(*v);
        }
        self.scaled_dot(op, &ins)
    }

    /// A and B of an `mmaf_scaled` of f4E2M1FN codes `ins` packed along K
    /// (A's columns, B's rows), when the target's tensor cores multiply
    /// NVFP4 or MXFP4 (`tcgen05.mma ... .kind::mxf4nvf4`, `mma.sync ...
    /// .kind::mxf4nvf4`/`.kind::mxf4`: f8E4M3FN scales per 16 elements or
    /// f8E8M0FNU per 32, into f32, rank 2, a tile the MMA takes,
    /// `block_scaled_shape`, K counted in bytes), as NVIDIA's tileiras runs
    /// them on sm_100a and sm_120a.
    fn fp4_packed(&self, op: MlirOperation, ins: &[MlirValue]) -> Option<(MlirValue, MlirValue)> {
        let cc = typed::compute_capability(op)?;
        let shape = |v: MlirValue| typed::static_shape(value_type(v));
        let (sa, sb, ss) = (shape(ins[0])?, shape(ins[1])?, shape(ins[3])?);
        let (&[m, k], &[_, n], &[_, sk]) = (&sa[..], &sb[..], &ss[..]) else {
            return None;
        };
        if k % 2 != 0 || sk <= 0 || k % sk != 0 {
            return None;
        }
        let elem = |v: MlirValue| typed::element_type(value_type(v));
        let i8 = typed::i8(self.b.ctx);
        let kind =
            crate::nv_tileas::mma::block_scaled_kind(cc, [i8, i8, elem(ins[2])?], elem(ins[3])?, k / 2 / sk, true)?;
        crate::nv_tileas::mma::block_scaled_shape(cc, kind, &[m, k / 2], &[k / 2, n])
            .then(|| (self.pack_along(ins[0], 1), self.pack_along(ins[1], 0)))
    }
}

/// Tensor type `ty` with dimension `t` halved.
pub(crate) fn halved(ty: MlirType, t: usize) -> MlirType {
    let mut shape = typed::shape(ty).unwrap_or_default();
    shape[t] /= 2;
    typed::ranked_tensor(&shape, elem_of(ty))
}

/// `like` (a scalar or tensor type) with element type `elem`.
fn with_elem(like: MlirType, elem: MlirType) -> MlirType {
    match typed::shape(like) {
        Some(shape) if typed::is_ranked_tensor(like) => typed::ranked_tensor(&shape, elem),
        _ => elem,
    }
}
