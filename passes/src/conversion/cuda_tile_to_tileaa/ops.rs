//! Conversion of the non-control-flow cuda_tile ops (mapping table of
//! docs/design/lowering-ir.md, Stage 1): the dispatch table [`RULES`] and the
//! value ops; memory ops and views are in `memory.rs`.
//!
//! Positional accesses such as `operands(op)[0]` or `results(op)[1]` index
//! operands and results that the op's ODS definition makes mandatory: the
//! pass only sees IR that the cuda_tile verifiers accepted (registered ops,
//! fixed arity, consistent `operandSegmentSizes`), so they cannot be out of
//! range. Everything that depends on the input beyond that is checked and
//! reported with `fail`.

use super::{fail, str_attr_of, tile_shape, Kernel, R};
use crate::conversion::builder::*;
use crate::conversion::typed::{self, TILEAA_FTZ_ATTR, TILEAA_ROUNDING_ATTR, TILEAA_SATURATE_ATTR};
use melior::dialect::ods::{arith, math};
use melior::ir::Attribute;
use mlir_sys::*;
use std::collections::HashMap;
use std::sync::LazyLock;
use tileas_dialects::attrs::{ComparisonOrdering, ComparisonPredicate, RoundingMode, Signedness};
use tileas_dialects::ops::{cuda_tile as ct, nv_tileaa as aa};

/// Converts one cuda_tile op whose conversion needs more than a rename.
type Handler = fn(&mut Kernel, MlirOperation) -> R<()>;

/// How a cuda_tile op is converted.
#[derive(Clone, Copy)]
enum Rule {
    /// One-to-one elementwise op. Its default rounding mode is
    /// `nearest_even`; any other mode and `flush_to_zero` are recorded as
    /// discardable attributes (see [`Kernel::fp_attrs`]).
    Elementwise(&'static str),
    /// One-to-one op without attributes.
    Rename(&'static str),
    /// One of two ops by the op's `signedness` (signed when absent), with the
    /// rounding attributes of [`Kernel::fp_attrs`] against this default when
    /// the op has a rounding mode.
    BySign { signed: &'static str, unsigned: &'static str, rounding: Option<RoundingMode> },
    /// Anything else.
    Custom(Handler),
}

/// cuda_tile op name → conversion, built once from the generated op names.
static RULES: LazyLock<HashMap<&'static str, Rule>> = LazyLock::new(|| {
    [elementwise_rules(), by_sign_rules(), rename_rules(), value_rules(), memory_rules()]
        .into_iter()
        .flatten()
        .collect()
});

/// The one-to-one elementwise ops (arith and math).
fn elementwise_rules() -> Vec<(&'static str, Rule)> {
    use Rule::Elementwise;
    vec![
        (ct::AddFOperation::name(), Elementwise(arith::AddFOperation::name())),
        (ct::SubFOperation::name(), Elementwise(arith::SubFOperation::name())),
        (ct::MulFOperation::name(), Elementwise(arith::MulFOperation::name())),
        (ct::DivFOperation::name(), Elementwise(arith::DivFOperation::name())),
        (ct::RemFOperation::name(), Elementwise(arith::RemFOperation::name())),
        (ct::NegFOperation::name(), Elementwise(arith::NegFOperation::name())),
        (ct::AddIOperation::name(), Elementwise(arith::AddIOperation::name())),
        (ct::SubIOperation::name(), Elementwise(arith::SubIOperation::name())),
        (ct::MulIOperation::name(), Elementwise(arith::MulIOperation::name())),
        (ct::AndIOperation::name(), Elementwise(arith::AndIOperation::name())),
        (ct::OrIOperation::name(), Elementwise(arith::OrIOperation::name())),
        (ct::XOrIOperation::name(), Elementwise(arith::XOrIOperation::name())),
        (ct::ShLIOperation::name(), Elementwise(arith::ShLIOperation::name())),
        (ct::SelectOperation::name(), Elementwise(arith::SelectOperation::name())),
        (ct::BitcastOperation::name(), Elementwise(arith::BitcastOperation::name())),
        (ct::TruncIOperation::name(), Elementwise(arith::TruncIOperation::name())),
        (ct::AbsFOperation::name(), Elementwise(math::AbsFOperation::name())),
        (ct::AbsIOperation::name(), Elementwise(math::AbsIOperation::name())),
        (ct::CeilOperation::name(), Elementwise(math::CeilOperation::name())),
        (ct::FloorOperation::name(), Elementwise(math::FloorOperation::name())),
        (ct::CosOperation::name(), Elementwise(math::CosOperation::name())),
        (ct::CosHOperation::name(), Elementwise(math::CoshOperation::name())),
        (ct::SinOperation::name(), Elementwise(math::SinOperation::name())),
        (ct::SinHOperation::name(), Elementwise(math::SinhOperation::name())),
        (ct::TanOperation::name(), Elementwise(math::TanOperation::name())),
        (ct::Atan2Operation::name(), Elementwise(math::Atan2Operation::name())),
        (ct::FPowIOperation::name(), Elementwise(math::FPowIOperation::name())),
        (ct::Exp2Operation::name(), Elementwise(math::Exp2Operation::name())),
        (ct::LogOperation::name(), Elementwise(math::LogOperation::name())),
        (ct::Log2Operation::name(), Elementwise(math::Log2Operation::name())),
        (ct::SqrtOperation::name(), Elementwise(math::SqrtOperation::name())),
        (ct::RsqrtOperation::name(), Elementwise(math::RsqrtOperation::name())),
        (ct::PowOperation::name(), Elementwise(math::PowFOperation::name())),
        (ct::FmaOperation::name(), Elementwise(math::FmaOperation::name())),
    ]
}

/// The ops whose upstream form depends on `signedness`.
fn by_sign_rules() -> Vec<(&'static str, Rule)> {
    let by_sign = |signed, unsigned| Rule::BySign { signed, unsigned, rounding: None };
    vec![
        (ct::MaxIOperation::name(), by_sign(arith::MaxSIOperation::name(), arith::MaxUIOperation::name())),
        (ct::MinIOperation::name(), by_sign(arith::MinSIOperation::name(), arith::MinUIOperation::name())),
        (ct::RemIOperation::name(), by_sign(arith::RemSIOperation::name(), arith::RemUIOperation::name())),
        (ct::ShRIOperation::name(), by_sign(arith::ShRSIOperation::name(), arith::ShRUIOperation::name())),
        (ct::ExtIOperation::name(), by_sign(arith::ExtSIOperation::name(), arith::ExtUIOperation::name())),
        (
            ct::IToFOperation::name(),
            Rule::BySign {
                signed: arith::SIToFPOperation::name(),
                unsigned: arith::UIToFPOperation::name(),
                rounding: Some(RoundingMode::NearestEven),
            },
        ),
        (
            ct::FToIOperation::name(),
            Rule::BySign {
                signed: arith::FPToSIOperation::name(),
                unsigned: arith::FPToUIOperation::name(),
                rounding: Some(RoundingMode::NearestIntToZero),
            },
        ),
    ]
}

/// The ops that become one nv_tileaa op with the same operands.
fn rename_rules() -> Vec<(&'static str, Rule)> {
    use Rule::Rename;
    vec![
        (ct::IntToPtrOperation::name(), Rename(aa::IntToPtrOperation::name())),
        (ct::PtrToIntOperation::name(), Rename(aa::PtrToIntOperation::name())),
        (ct::PtrToPtrOperation::name(), Rename(aa::PtrCastOperation::name())),
        (ct::OffsetOperation::name(), Rename(aa::AddPtrOperation::name())),
        (ct::IotaOperation::name(), Rename(aa::MakeRangeOperation::name())),
        (ct::ReshapeOperation::name(), Rename(aa::ViewOperation::name())),
        (ct::MmaFOperation::name(), Rename(aa::DotOperation::name())),
        (ct::MmaFScaledOperation::name(), Rule::Custom(Kernel::convert_mmaf_scaled)),
        (ct::MakeTokenOperation::name(), Rename(aa::CreateMemTokenOperation::name())),
        (ct::JoinTokensOperation::name(), Rename(aa::JoinMemTokenOperation::name())),
        (ct::PackOperation::name(), Rename(aa::BitcastOperation::name())),
        (ct::UnpackOperation::name(), Rename(aa::BitcastOperation::name())),
    ]
}

/// The other value ops (see the handlers below).
fn value_rules() -> Vec<(&'static str, Rule)> {
    use Rule::Custom;
    vec![
        (ct::AssumeOperation::name(), Custom(Kernel::convert_assume)),
        (ct::ConstantOperation::name(), Custom(Kernel::convert_constant)),
        (ct::DivIOperation::name(), Custom(Kernel::convert_divi)),
        (ct::NegIOperation::name(), Custom(Kernel::convert_negi)),
        (ct::TanHOperation::name(), Custom(|k, op| k.convert_approx_math(op, math::TanhOperation::name()))),
        (ct::ExpOperation::name(), Custom(|k, op| k.convert_approx_math(op, math::ExpOperation::name()))),
        (ct::MulhiIOperation::name(), Custom(Kernel::convert_mulhii)),
        (
            ct::MaxFOperation::name(),
            Custom(|k, op| k.convert_extremum(op, arith::MaximumFOperation::name(), arith::MaxNumFOperation::name())),
        ),
        (
            ct::MinFOperation::name(),
            Custom(|k, op| k.convert_extremum(op, arith::MinimumFOperation::name(), arith::MinNumFOperation::name())),
        ),
        (ct::CmpIOperation::name(), Custom(Kernel::convert_cmpi)),
        (ct::CmpFOperation::name(), Custom(Kernel::convert_cmpf)),
        (ct::FToFOperation::name(), Custom(Kernel::convert_ftof)),
        (ct::BroadcastOperation::name(), Custom(|k, op| k.convert_reshaping(op, aa::BroadcastOperation::name()))),
        (ct::ExtractOperation::name(), Custom(|k, op| k.convert_reshaping(op, aa::ExtractSliceOperation::name()))),
        (ct::PermuteOperation::name(), Custom(Kernel::convert_permute)),
        (ct::CatOperation::name(), Custom(Kernel::convert_cat)),
        (ct::InsertOperation::name(), Custom(Kernel::convert_insert)),
        (ct::MmaIOperation::name(), Custom(Kernel::convert_mmai)),
        (ct::ReduceOperation::name(), Custom(|k, op| k.convert_combining(op, aa::ReduceOperation::name(), false))),
        (ct::ScanOperation::name(), Custom(|k, op| k.convert_combining(op, aa::ScanOperation::name(), true))),
        (ct::GetTileBlockIdOperation::name(), Custom(|k, op| k.convert_grid(op, aa::GetProgramIdOperation::name()))),
        (
            ct::GetNumTileBlocksOperation::name(),
            Custom(|k, op| k.convert_grid(op, aa::GetNumProgramsOperation::name())),
        ),
    ]
}

/// Debug output, globals, views and memory ops (handlers in `memory.rs`).
fn memory_rules() -> Vec<(&'static str, Rule)> {
    use Rule::Custom;
    vec![
        (ct::PrintOperation::name(), Custom(Kernel::convert_print)),
        (ct::PrintTkoOperation::name(), Custom(Kernel::convert_print_tko)),
        (ct::AssertOperation::name(), Custom(Kernel::convert_assert)),
        (ct::GdcWaitTkoOperation::name(), Custom(|k, op| k.convert_gdc(op, "wait"))),
        (ct::GdcLaunchDependentsTkoOperation::name(), Custom(|k, op| k.convert_gdc(op, "launch_dependents"))),
        (ct::MemoryFenceAliasTkoOperation::name(), Custom(Kernel::convert_fence_alias)),
        (ct::GetGlobalOperation::name(), Custom(Kernel::convert_get_global)),
        (ct::MakeTensorViewOperation::name(), Custom(Kernel::convert_make_tensor_view)),
        (ct::MakePartitionViewOperation::name(), Custom(Kernel::convert_make_partition_view)),
        (ct::MakeStridedViewOperation::name(), Custom(Kernel::convert_make_strided_view)),
        (ct::MakeGatherScatterViewOperation::name(), Custom(Kernel::convert_make_gather_scatter_view)),
        (ct::GetTensorShapeOperation::name(), Custom(Kernel::convert_get_tensor_shape)),
        (ct::GetIndexSpaceShapeOperation::name(), Custom(Kernel::convert_get_index_space_shape)),
        (ct::LoadViewTkoOperation::name(), Custom(Kernel::convert_load_view)),
        (ct::StoreViewTkoOperation::name(), Custom(Kernel::convert_store_view)),
        (ct::AtomicRedViewTkoOperation::name(), Custom(Kernel::convert_atomic_red_view)),
        (ct::MultimemLoadReduceViewTkoOperation::name(), Custom(Kernel::convert_multimem)),
        (ct::MultimemReduceViewTkoOperation::name(), Custom(Kernel::convert_multimem)),
        (ct::MultimemStoreViewTkoOperation::name(), Custom(Kernel::convert_multimem)),
        (ct::AllocaOperation::name(), Custom(Kernel::convert_alloca)),
        (ct::LoadPtrTkoOperation::name(), Custom(|k, op| k.convert_pointer_memory(op, aa::LoadOperation::name()))),
        (ct::StorePtrTkoOperation::name(), Custom(|k, op| k.convert_pointer_memory(op, aa::StoreOperation::name()))),
        (
            ct::AtomicRMWTkoOperation::name(),
            Custom(|k, op| k.convert_pointer_memory(op, aa::AtomicRMWOperation::name())),
        ),
        (
            ct::AtomicCASTkoOperation::name(),
            Custom(|k, op| k.convert_pointer_memory(op, aa::AtomicCASOperation::name())),
        ),
    ]
}

/// `op`'s attribute `name` as melior's `Attribute`, if present.
pub(crate) fn attribute<'c>(op: MlirOperation, name: &str) -> Option<Attribute<'c>> {
    // SAFETY: the attribute is live (owned by the context of `op`, which
    // outlives the pass run).
    get_attr(op, name).map(|a| unsafe { Attribute::from_raw(a) })
}

/// The cuda_tile enum attribute `name` of `op`, if present and of type `E`.
pub(crate) fn enum_attr<E: tileas_dialects::attrs::CudaTileEnum>(op: MlirOperation, name: &str) -> Option<E> {
    attribute(op, name).and_then(E::from_attribute)
}

/// Whether `op` is signed: its `signedness` is absent or `signed`.
pub(crate) fn signed(op: MlirOperation) -> bool {
    enum_attr::<Signedness>(op, "signedness") != Some(Signedness::Unsigned)
}

/// Element type of a (possibly tensor) type.
pub(crate) fn elem_of(t: MlirType) -> MlirType {
    typed::element_type(t).filter(|_| typed::is_ranked_tensor(t)).unwrap_or(t)
}

/// Whether `t` is a float type that `arith.extf`/`truncf` do not convert
/// to/from here: `tf32` and the 8-, 6- and 4-bit formats.
fn is_special_float(t: MlirType) -> bool {
    typed::is_tf32(t) || typed::float_width(t).is_some_and(|w| w <= 8)
}

impl Kernel {
    pub(crate) fn i64(&self) -> MlirType {
        self.b.int_type(64)
    }

    /// A scalar integer as i64 (sign-extended).
    pub(crate) fn to_i64(&self, op: MlirOperation, v: MlirValue) -> R<MlirValue> {
        match typed::int_width(value_type(v)) {
            Some(64) => Ok(v),
            Some(w) if w < 64 => Ok(self.b.op1(arith::ExtSIOperation::name(), &[v], self.i64(), &[])),
            _ => Err(fail(op, "cannot be converted: expected an integer index of at most 64 bits")),
        }
    }

    /// An i64 scalar as the integer type `ty` (truncated or extended).
    pub(crate) fn i64_to(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        match typed::int_width(ty) {
            Some(64) | None => v,
            Some(_) => self.b.op1(arith::TruncIOperation::name(), &[v], ty, &[]),
        }
    }

    /// Discardable rounding / flush-to-zero attributes of an elementwise op.
    pub(crate) fn fp_attrs(
        &self,
        op: MlirOperation,
        default_rounding: RoundingMode,
    ) -> Vec<(&'static str, MlirAttribute)> {
        let mut out = Vec::new();
        if let Some(mode) = enum_attr::<RoundingMode>(op, "rounding_mode") {
            if mode != default_rounding {
                out.push((TILEAA_ROUNDING_ATTR, self.b.str_attr(mode.keyword())));
            }
        }
        if get_attr(op, "flush_to_zero").is_some() {
            out.push((TILEAA_FTZ_ATTR, self.b.unit_attr()));
        }
        out
    }

    /// Single-result op with mapped operands and result type.
    pub(crate) fn simple(&mut self, op: MlirOperation, name: &str, attrs: &[(&str, MlirAttribute)]) -> R<MlirValue> {
        let ins = self.get_all(op, &operands(op))?;
        let tys = self.result_types(op)?;
        let ty = *tys.first().ok_or_else(|| fail(op, "cannot be converted: expected one result"))?;
        let v = self.b.op1(name, &ins, ty, attrs);
        self.set(results(op)[0], v);
        Ok(v)
    }

    /// Converts one non-control-flow op.
    pub fn convert_op(&mut self, op: MlirOperation) -> R<()> {
        if let Some(done) = self.convert_narrow(op) {
            return done;
        }
        let name = op_name(op);
        let Some(&rule) = RULES.get(name.as_str()) else {
            return Err(if name.starts_with("cuda_tile.") {
                fail(op, "cannot be converted to nv_tileaa: unsupported operation")
            } else {
                fail(op, "cannot be converted to nv_tileaa: not a cuda_tile op")
            });
        };
        match rule {
            Rule::Elementwise(new) => {
                let attrs = self.fp_attrs(op, RoundingMode::NearestEven);
                self.simple(op, new, &attrs).map(drop)
            }
            Rule::Rename(new) => self.simple(op, new, &[]).map(drop),
            Rule::BySign { signed: s, unsigned: u, rounding } => {
                let mut attrs = rounding.map(|r| self.fp_attrs(op, r)).unwrap_or_default();
                // `ftoi saturating` (13.4): clamped, NaN to 0.
                if get_attr(op, "saturating").is_some() {
                    attrs.push((TILEAA_SATURATE_ATTR, self.b.unit_attr()));
                }
                self.simple(op, if signed(op) { s } else { u }, &attrs).map(drop)
            }
            Rule::Custom(handler) => handler(self, op),
        }
    }

    /// `assume` is dropped: its operand replaces its result.
    fn convert_assume(&mut self, op: MlirOperation) -> R<()> {
        let v = self.get(op, operands(op)[0])?;
        self.set(results(op)[0], v);
        Ok(())
    }

    fn convert_constant(&mut self, op: MlirOperation) -> R<()> {
        let ty = self.result_types(op)?[0];
        let value = get_attr(op, "value").ok_or_else(|| fail(op, "cannot be converted: missing value"))?;
        let value = retype_dense(op, value, ty)?;
        let v = self.b.op1(arith::ConstantOperation::name(), &[], ty, &[("value", value)]);
        self.set(results(op)[0], v);
        Ok(())
    }

    fn convert_divi(&mut self, op: MlirOperation) -> R<()> {
        let rounding = match attribute(op, "rounding") {
            None => Some(RoundingMode::Zero),
            Some(a) => RoundingMode::from_attribute(a),
        };
        let new = match (signed(op), rounding) {
            (true, Some(RoundingMode::Zero)) => arith::DivSIOperation::name(),
            (true, Some(RoundingMode::NegativeInf)) => arith::FloorDivSIOperation::name(),
            (true, Some(RoundingMode::PositiveInf)) => arith::CeilDivSIOperation::name(),
            (false, Some(RoundingMode::Zero | RoundingMode::NegativeInf)) => arith::DivUIOperation::name(),
            (false, Some(RoundingMode::PositiveInf)) => arith::CeilDivUIOperation::name(),
            _ => {
                let shown = rounding.map_or("", RoundingMode::keyword);
                return Err(fail(op, &format!("cannot be converted: unsupported rounding '{shown}'")));
            }
        };
        self.simple(op, new, &[]).map(drop)
    }

    /// `negi x` → `subi 0, x`.
    fn convert_negi(&mut self, op: MlirOperation) -> R<()> {
        let x = self.get(op, operands(op)[0])?;
        let ty = value_type(x);
        let zero = self.zero(ty);
        let v = self.b.op1(arith::SubIOperation::name(), &[zero, x], ty, &[]);
        self.set(results(op)[0], v);
        Ok(())
    }

    /// tanh (13.2) / exp (13.3): the math op; `rounding<approx>` is recorded as
    /// `nv_tileaa.rounding = "approx"` (the hardware approximation where the target
    /// has one), `full` (the default) is the library function.
    fn convert_approx_math(&mut self, op: MlirOperation, math_op: &str) -> R<()> {
        let mut attrs = Vec::new();
        if enum_attr::<RoundingMode>(op, "rounding_mode") == Some(RoundingMode::Approx) {
            attrs.push((TILEAA_ROUNDING_ATTR, self.b.str_attr(RoundingMode::Approx.keyword())));
        }
        self.simple(op, math_op, &attrs).map(drop)
    }

    /// `mulhii` → the high result of `arith.mului_extended`.
    fn convert_mulhii(&mut self, op: MlirOperation) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        let ty = value_type(ins[0]);
        let ext = self.b.op(arith::MulUIExtendedOperation::name(), &ins, &[ty, ty], &[]);
        self.set(results(op)[0], result(ext, 1));
        Ok(())
    }

    /// `maxf`/`minf`: `nan_op` with `propagate_nan`, else `num_op`.
    fn convert_extremum(&mut self, op: MlirOperation, nan_op: &str, num_op: &str) -> R<()> {
        let new = if get_attr(op, "propagate_nan").is_some() { nan_op } else { num_op };
        let attrs = self.fp_attrs(op, RoundingMode::NearestEven);
        self.simple(op, new, &attrs).map(drop)
    }

    fn convert_cmpi(&mut self, op: MlirOperation) -> R<()> {
        use ComparisonPredicate::*;
        let pred = enum_attr::<ComparisonPredicate>(op, "comparison_predicate");
        // arith::CmpIPredicate values.
        let p = match (pred, signed(op)) {
            (Some(Equal), _) => 0,
            (Some(NotEqual), _) => 1,
            (Some(LessThan), true) => 2,
            (Some(LessThanOrEqual), true) => 3,
            (Some(GreaterThan), true) => 4,
            (Some(GreaterThanOrEqual), true) => 5,
            (Some(LessThan), false) => 6,
            (Some(LessThanOrEqual), false) => 7,
            (Some(GreaterThan), false) => 8,
            (Some(GreaterThanOrEqual), false) => 9,
            (None, _) => return Err(fail(op, "cannot be converted: unknown predicate ''")),
        };
        let a = self.b.int_attr(self.i64(), p);
        self.simple(op, arith::CmpIOperation::name(), &[("predicate", a)]).map(drop)
    }

    fn convert_cmpf(&mut self, op: MlirOperation) -> R<()> {
        use ComparisonPredicate::*;
        let pred = enum_attr::<ComparisonPredicate>(op, "comparison_predicate")
            .ok_or_else(|| fail(op, "cannot be converted: unknown predicate ''"))?;
        let ordered = enum_attr::<ComparisonOrdering>(op, "comparison_ordering") != Some(ComparisonOrdering::Unordered);
        // arith::CmpFPredicate values: the ordered ones, then the unordered
        // ones 7 further on.
        let p = match pred {
            Equal => 1,
            GreaterThan => 2,
            GreaterThanOrEqual => 3,
            LessThan => 4,
            LessThanOrEqual => 5,
            NotEqual => 6,
        } + if ordered { 0 } else { 7 };
        let a = self.b.int_attr(self.i64(), p);
        self.simple(op, arith::CmpFOperation::name(), &[("predicate", a)]).map(drop)
    }

    /// `ftof`: nothing between equal types, `arith.extf`/`truncf` between
    /// f16/bf16/f32/f64 of different widths rounding to nearest even,
    /// `nv_tileaa.fp_to_fp` (with its `rounding`) otherwise.
    fn convert_ftof(&mut self, op: MlirOperation) -> R<()> {
        let x = self.get(op, operands(op)[0])?;
        let ty = self.result_types(op)?[0];
        let v = self.float_convert(op, x, ty)?;
        self.set(results(op)[0], v);
        Ok(())
    }

    /// `x` converted to the float type (or tensor of it) `ty` as `op`, an
    /// `ftof`, converts: with its rounding mode and flush_to_zero.
    pub(crate) fn float_convert(&mut self, op: MlirOperation, x: MlirValue, ty: MlirType) -> R<MlirValue> {
        let (from, to) = (elem_of(value_type(x)), elem_of(ty));
        if typed::same_type(from, to) {
            return Ok(x);
        }
        let (Some(wf), Some(wt)) = (typed::float_width(from), typed::float_width(to)) else {
            return Err(fail(op, "cannot be converted: expected float types"));
        };
        let rounding = enum_attr::<RoundingMode>(op, "rounding_mode").filter(|m| *m != RoundingMode::NearestEven);
        if is_special_float(from) || is_special_float(to) || wf == wt || rounding.is_some() {
            let attrs: Vec<_> =
                rounding.map(|mode| ("rounding", self.b.str_attr(mode.keyword()))).into_iter().collect();
            Ok(self.b.op1(aa::FpToFpOperation::name(), &[x], ty, &attrs))
        } else {
            let attrs = self.fp_attrs(op, RoundingMode::NearestEven);
            let new = if wt > wf { arith::ExtFOperation::name() } else { arith::TruncFOperation::name() };
            Ok(self.b.op1(new, &[x], ty, &attrs))
        }
    }

    /// `mmaf_scaled`: each operand widened to bf16 and multiplied by its scales
    /// (widened to bf16, given a unit dim after their K dim, broadcast across the
    /// block of K and folded back), then one bf16 `nv_tileaa.dot` into the f32
    /// accumulator. An 8-bit float times a power of two is exact in bf16 (same
    /// exponent range as f32, more mantissa) unless it leaves that range, and the
    /// products of a bf16 MMA are exact: the block-scaled sum up to f32
    /// accumulation order, on every target with a bf16 MMA (NVIDIA's tileiras
    /// has sm_100/sm_120 block-scaled MMAs and refuses the op elsewhere).
    fn convert_mmaf_scaled(&mut self, op: MlirOperation) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        self.scaled_dot(op, &ins)
    }

    /// `mmaf_scaled` of the converted operands `ins` (4-bit operands come
    /// decoded to f16, `narrow.rs`).
    pub(crate) fn scaled_dot(&mut self, op: MlirOperation, ins: &[MlirValue]) -> R<()> {
        let (lhs, rhs, acc, lhs_scale, rhs_scale) = (ins[0], ins[1], ins[2], ins[3], ins[4]);
        // The verifier allows ranks 2 and 3 (batched) only: an internal error otherwise.
        let rank = typed::shape(value_type(lhs)).map_or(0, |s| s.len());
        if rank < 2 {
            return Err(fail(op, "internal error: mmaf_scaled operands must be tiles of rank 2 or 3"));
        }
        let (row, col) = (rank - 2, rank - 1);
        let ty = self.result_types(op)?[0];
        if self.native_block_scale(op, ins, col) {
            let dot = self.b.op1(aa::DotOperation::name(), &[lhs, rhs, acc, lhs_scale, rhs_scale], ty, &[]);
            self.set(results(op)[0], dot);
            return Ok(());
        }
        let a = self.block_scaled(op, lhs, lhs_scale, col)?;
        let b = self.block_scaled(op, rhs, rhs_scale, row)?;
        let dot = self.b.op1(aa::DotOperation::name(), &[a, b, acc], ty, &[]);
        self.set(results(op)[0], dot);
        Ok(())
    }

    /// Whether the target's tensor cores take `mmaf_scaled`'s operands `ins`
    /// as they are (`nv_tileas::mma::block_scaled_kind`: fp8 with e8m0
    /// scales per 32 on sm_120a, and on sm_100a in the tiles tcgen05 takes,
    /// `block_scaled_shape`): then the dot keeps its scales, as NVIDIA's
    /// tileiras does, instead of being widened to bf16.
    fn native_block_scale(&self, op: MlirOperation, ins: &[MlirValue], k: usize) -> bool {
        let elem = |v: MlirValue| typed::element_type(value_type(v));
        let (Some(cc), Some(a), Some(b), Some(c), Some(s)) =
            (typed::compute_capability(op), elem(ins[0]), elem(ins[1]), elem(ins[2]), elem(ins[3]))
        else {
            return false;
        };
        let k_of = |v: MlirValue| typed::static_shape(value_type(v)).and_then(|s| s.get(k).copied());
        let block = match (k_of(ins[0]), k_of(ins[3])) {
            (Some(k), Some(sk)) if sk > 0 => k / sk,
            _ => 0,
        };
        let shape = |v: MlirValue| typed::static_shape(value_type(v)).unwrap_or_default();
        crate::nv_tileas::mma::block_scaled_kind(cc, [a, b, c], s, block, false)
            .is_some_and(|kind| crate::nv_tileas::mma::block_scaled_shape(cc, kind, &shape(ins[0]), &shape(ins[1])))
    }

    /// `x` (bf16) times `scales` repeated along dimension `k` of `x`.
    fn block_scaled(&mut self, op: MlirOperation, x: MlirValue, scales: MlirValue, k: usize) -> R<MlirValue> {
        let bad = || fail(op, "internal error: mmaf_scaled operands must be ranked tiles");
        let x_shape = typed::shape(value_type(x)).ok_or_else(bad)?;
        let s_shape = typed::shape(value_type(scales)).ok_or_else(bad)?;
        let block = x_shape[k] / s_shape[k].max(1);
        let bf16 = typed::bf16(self.b.ctx);
        let cvt = |b: &Builder, v: MlirValue, shape: &[i64]| {
            b.op1(aa::FpToFpOperation::name(), &[v], typed::ranked_tensor(shape, bf16), &[])
        };
        let wide = cvt(&self.b, x, &x_shape);
        let s = cvt(&self.b, scales, &s_shape);
        let mut unit = s_shape.clone();
        unit.insert(k + 1, 1);
        let mut repeated = s_shape.clone();
        repeated.insert(k + 1, block);
        let s = self.b.op1(aa::ViewOperation::name(), &[s], typed::ranked_tensor(&unit, bf16), &[]);
        let s = self.b.op1(aa::BroadcastOperation::name(), &[s], typed::ranked_tensor(&repeated, bf16), &[]);
        let s = self.b.op1(aa::ViewOperation::name(), &[s], typed::ranked_tensor(&x_shape, bf16), &[]);
        Ok(self.b.op1(arith::MulFOperation::name(), &[wide, s], typed::ranked_tensor(&x_shape, bf16), &[]))
    }

    /// `broadcast`/`extract` to `new`; at rank 0 the only element is the
    /// source itself.
    fn convert_reshaping(&mut self, op: MlirOperation, new: &str) -> R<()> {
        if tile_shape(value_type(results(op)[0])).is_empty() {
            let v = self.get(op, operands(op)[0])?;
            self.set(results(op)[0], v);
            return Ok(());
        }
        self.simple(op, new, &[]).map(drop)
    }

    fn convert_permute(&mut self, op: MlirOperation) -> R<()> {
        let perm = get_attr(op, "permutation").ok_or_else(|| fail(op, "cannot be converted: missing permutation"))?;
        // SAFETY: `permutation` is a DenseI32ArrayAttr (ODS); indices are in range.
        let vals: Vec<i64> = unsafe {
            (0..mlirDenseArrayGetNumElements(perm)).map(|i| mlirDenseI32ArrayGetElement(perm, i) as i64).collect()
        };
        let a = typed::dense_i64_array(self.b.ctx, &vals);
        self.simple(op, aa::PermuteOperation::name(), &[("permutation", a)]).map(drop)
    }

    fn convert_cat(&mut self, op: MlirOperation) -> R<()> {
        let d = get_attr(op, "dim")
            .and_then(typed::int_value)
            .ok_or_else(|| fail(op, "cannot be converted: missing dim"))?;
        let a = self.b.int_attr(self.i64(), d);
        self.simple(op, aa::CatOperation::name(), &[("dim", a)]).map(drop)
    }

    /// `insert` (13.4) → `nv_tileaa.insert_slice`; at rank 0 the result is
    /// the source itself.
    fn convert_insert(&mut self, op: MlirOperation) -> R<()> {
        if tile_shape(value_type(results(op)[0])).is_empty() {
            let v = self.get(op, operands(op)[0])?;
            self.set(results(op)[0], v);
            return Ok(());
        }
        self.simple(op, aa::InsertSliceOperation::name(), &[]).map(drop)
    }

    /// The token result of a token-ordered op without memory operands: the
    /// serial schedule keeps program order, so it is the input token (or a
    /// fresh one).
    fn pass_token(&mut self, op: MlirOperation, token: Option<MlirValue>) -> R<()> {
        let token = match token {
            Some(t) => self.get(op, t)?,
            None => self.b.op1(aa::CreateMemTokenOperation::name(), &[], self.token_type(), &[]),
        };
        self.set(results(op)[0], token);
        Ok(())
    }

    /// `gdc_wait_tko` / `gdc_launch_dependents_tko` (13.4) →
    /// `nv_tileaa.grid_dep_control` of that kind.
    fn convert_gdc(&mut self, op: MlirOperation, kind: &str) -> R<()> {
        self.b.op(aa::GridDepControlOperation::name(), &[], &[], &[("kind", self.b.str_attr(kind))]);
        self.pass_token(op, operands(op).first().copied())
    }

    /// `memory_fence_alias_tko` (13.4) → `nv_tileaa.fence_alias`.
    fn convert_fence_alias(&mut self, op: MlirOperation) -> R<()> {
        self.b.op(aa::FenceAliasOperation::name(), &[], &[], &[]);
        self.pass_token(op, operands(op).first().copied())
    }

    fn convert_mmai(&mut self, op: MlirOperation) -> R<()> {
        let side = |name| enum_attr::<Signedness>(op, name).map_or("signed", Signedness::keyword);
        let attrs = [
            ("signedness_a", self.b.str_attr(side("signedness_lhs"))),
            ("signedness_b", self.b.str_attr(side("signedness_rhs"))),
        ];
        self.simple(op, aa::DotOperation::name(), &attrs).map(drop)
    }

    /// `get_tile_block_id`/`get_num_tile_blocks` → one `new` per used
    /// dimension (most kernels use x only).
    fn convert_grid(&mut self, op: MlirOperation, new: &str) -> R<()> {
        let i32t = self.b.int_type(32);
        for (d, r) in results(op).into_iter().enumerate() {
            // SAFETY: `r` is a live result of `op`.
            if unsafe { mlirOpOperandIsNull(mlirValueGetFirstUse(r)) } {
                continue;
            }
            let dim = self.b.int_attr(i32t, d as i64);
            let v = self.b.op1(new, &[], i32t, &[("dim", dim)]);
            self.set(r, v);
        }
        Ok(())
    }

    fn convert_print(&mut self, op: MlirOperation) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        let ins: Vec<MlirValue> =
            operands(op).into_iter().zip(ins).map(|(old, new)| self.printable(old, new)).collect();
        let fmt = str_attr_of(op, "str").unwrap_or_default();
        self.b.op(aa::PrintOperation::name(), &ins, &[], &[("format", self.b.str_attr(&fmt))]);
        Ok(())
    }

    fn convert_assert(&mut self, op: MlirOperation) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        let msg = str_attr_of(op, "message").unwrap_or_default();
        self.b.op(aa::AssertOperation::name(), &ins, &[], &[("message", self.b.str_attr(&msg))]);
        Ok(())
    }

    fn convert_get_global(&mut self, op: MlirOperation) -> R<()> {
        let sym = get_attr(op, "name").ok_or_else(|| fail(op, "cannot be converted: missing name"))?;
        self.simple(op, aa::GetGlobalOperation::name(), &[("name", sym)]).map(drop)
    }

    /// Zero of an integer scalar or tensor type.
    fn zero(&self, ty: MlirType) -> MlirValue {
        // SAFETY: `ty` is a live integer or integer-tensor type.
        unsafe {
            if mlirTypeIsARankedTensor(ty) {
                let e = mlirShapedTypeGetElementType(ty);
                let a = mlirDenseElementsAttrSplatGet(ty, self.b.int_attr(e, 0));
                self.b.op1(arith::ConstantOperation::name(), &[], ty, &[("value", a)])
            } else {
                self.b.const_int(ty, 0)
            }
        }
    }

    /// `reduce`/`scan` → `new` with the body converted to scalar ops.
    fn convert_combining(&mut self, op: MlirOperation, new: &str, is_scan: bool) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        let tys = self.result_types(op)?;
        let dim = get_attr(op, "dim")
            .and_then(typed::int_value)
            .ok_or_else(|| fail(op, "cannot be converted: missing dim"))?;
        let dim = self.b.int_attr(self.i64(), dim);
        let identities =
            get_attr(op, "identities").ok_or_else(|| fail(op, "cannot be converted: missing identities"))?;
        let mut attrs = vec![("dim", dim)];
        if is_scan {
            // SAFETY: `reverse` is a BoolAttr (ODS), the only kind this getter reads.
            let rev = get_attr(op, "reverse").is_some_and(|a| unsafe { mlirBoolAttrGetValue(a) });
            attrs.push(("reverse", typed::bool_attr(self.b.ctx, rev)));
        }
        attrs.push(("identities", identities));
        let region = self.lower_combiner(op)?;
        let new = self.b.op_full(new, &ins, &tys, &attrs, vec![region], &[]);
        for (i, r) in results(op).into_iter().enumerate() {
            self.set(r, result(new, i as isize));
        }
        Ok(())
    }
}

/// `cuda_tile.constant`'s dense value retyped to `ty` (scalar or tensor).
pub(crate) fn retype_dense(op: MlirOperation, attr: MlirAttribute, ty: MlirType) -> R<MlirAttribute> {
    // SAFETY: `attr` and `ty` are live; the splat and raw-data accessors are
    // called only on a dense elements attribute, and the raw buffer is read
    // while `attr` (which owns it) is alive.
    unsafe {
        if !mlirAttributeIsADenseElements(attr) {
            return Err(fail(op, "cannot be converted: expected a dense elements value"));
        }
        let tensor = mlirTypeIsARankedTensor(ty);
        if mlirDenseElementsAttrIsSplat(attr) {
            let v = mlirDenseElementsAttrGetSplatValue(attr);
            return Ok(if tensor { mlirDenseElementsAttrSplatGet(ty, v) } else { v });
        }
        if !tensor {
            return Err(fail(op, "cannot be converted: non-splat value of a scalar"));
        }
        let raw = tileas_sys::bytecode::tileasDenseElementsAttrGetRawData(attr);
        let a = mlirDenseElementsAttrRawBufferGet(ty, raw.length, raw.data as *const std::ffi::c_void);
        if a.ptr.is_null() {
            return Err(fail(op, "cannot be converted: cannot rebuild the dense value"));
        }
        Ok(a)
    }
}
