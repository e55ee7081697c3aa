//! Safe wrappers for the cuda_tile data attributes: the `assume` predicates
//! (`#cuda_tile.div_by`, `#cuda_tile.same_elements`, `#cuda_tile.bounded`)
//! and `#cuda_tile.optimization_hints`.

use melior::{
    ir::{Attribute, AttributeLike, Identifier, Location, Type, TypeLike},
    Context,
};
use mlir_sys as sys;

/// `div_by<divisor[, every E along A]>`. `every` and `along` come together in
/// the textual form; the verifier rejects one without the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivBy {
    pub divisor: u64,
    pub every: Option<i64>,
    pub along: Option<i64>,
}

impl DivBy {
    pub fn new(divisor: u64) -> Self {
        Self { divisor, every: None, along: None }
    }

    pub fn every_along(divisor: u64, every: i64, along: i64) -> Self {
        Self { divisor, every: Some(every), along: Some(along) }
    }

    pub fn to_attribute(self, context: &Context) -> Attribute<'_> {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        unsafe {
            Attribute::from_raw(tileas_sys::tileasCudaTileDivByAttrGet(
                context.to_raw(),
                self.divisor,
                self.every.is_some(),
                self.every.unwrap_or(0),
                self.along.is_some(),
                self.along.unwrap_or(0),
            ))
        }
    }

    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        let raw = attr.to_raw();
        // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
        // every pointer argument points into data that outlives the call.
        unsafe {
            if !tileas_sys::tileasAttributeIsACudaTileDivByAttr(raw) {
                return None;
            }
            Some(Self {
                divisor: tileas_sys::tileasCudaTileDivByAttrGetDivisor(raw),
                every: tileas_sys::tileasCudaTileDivByAttrHasEvery(raw)
                    .then(|| tileas_sys::tileasCudaTileDivByAttrGetEvery(raw)),
                along: tileas_sys::tileasCudaTileDivByAttrHasAlong(raw)
                    .then(|| tileas_sys::tileasCudaTileDivByAttrGetAlong(raw)),
            })
        }
    }
}

/// `same_elements<[g0, g1, ...]>`: one group size per dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameElements {
    pub values: Vec<i64>,
}

impl SameElements {
    pub fn to_attribute<'c>(&self, context: &'c Context) -> Attribute<'c> {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        unsafe {
            Attribute::from_raw(tileas_sys::tileasCudaTileSameElementsAttrGet(
                context.to_raw(),
                self.values.len() as isize,
                self.values.as_ptr(),
            ))
        }
    }

    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        let raw = attr.to_raw();
        // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
        // every pointer argument points into data that outlives the call.
        unsafe {
            if !tileas_sys::tileasAttributeIsACudaTileSameElementsAttr(raw) {
                return None;
            }
            let n = tileas_sys::tileasCudaTileSameElementsAttrGetNumValues(raw);
            Some(Self { values: (0..n).map(|i| tileas_sys::tileasCudaTileSameElementsAttrGetValue(raw, i)).collect() })
        }
    }
}

/// `bounded<lb|?, ub|?>`: inclusive signed bounds, `None` for `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounded {
    pub lb: Option<i64>,
    pub ub: Option<i64>,
}

impl Bounded {
    pub fn to_attribute(self, context: &Context) -> Attribute<'_> {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        unsafe {
            Attribute::from_raw(tileas_sys::tileasCudaTileBoundedAttrGet(
                context.to_raw(),
                self.lb.is_some(),
                self.lb.unwrap_or(0),
                self.ub.is_some(),
                self.ub.unwrap_or(0),
            ))
        }
    }

    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        let raw = attr.to_raw();
        // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
        // every pointer argument points into data that outlives the call.
        unsafe {
            if !tileas_sys::tileasAttributeIsACudaTileBoundedAttr(raw) {
                return None;
            }
            Some(Self {
                lb: tileas_sys::tileasCudaTileBoundedAttrHasLb(raw)
                    .then(|| tileas_sys::tileasCudaTileBoundedAttrGetLb(raw)),
                ub: tileas_sys::tileasCudaTileBoundedAttrHasUb(raw)
                    .then(|| tileas_sys::tileasCudaTileBoundedAttrGetUb(raw)),
            })
        }
    }
}

/// Any predicate `cuda_tile.assume` accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssumePredicate {
    DivBy(DivBy),
    SameElements(SameElements),
    Bounded(Bounded),
}

impl AssumePredicate {
    /// The attribute's name as 13.1 quotes it in diagnostics (dialect and
    /// mnemonic, as in the ODS; not an op name).
    pub fn name(&self) -> &'static str {
        match self {
            Self::DivBy(_) => concat!("cuda_tile", ".div_by"),
            Self::SameElements(_) => concat!("cuda_tile", ".same_elements"),
            Self::Bounded(_) => concat!("cuda_tile", ".bounded"),
        }
    }

    /// Whether `attr` implements the assume-predicate interface.
    pub fn isa(attr: Attribute<'_>) -> bool {
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        unsafe { tileas_sys::tileasAttributeIsACudaTileAssumePredicate(attr.to_raw()) }
    }

    pub fn from_attribute(attr: Attribute<'_>) -> Option<Self> {
        DivBy::from_attribute(attr)
            .map(Self::DivBy)
            .or_else(|| SameElements::from_attribute(attr).map(Self::SameElements))
            .or_else(|| Bounded::from_attribute(attr).map(Self::Bounded))
    }

    pub fn to_attribute<'c>(&self, context: &'c Context) -> Attribute<'c> {
        match self {
            Self::DivBy(p) => p.to_attribute(context),
            Self::SameElements(p) => p.to_attribute(context),
            Self::Bounded(p) => p.to_attribute(context),
        }
    }
}

/// Architectures `optimization_hints` may name, and `default` (cuda_tile 13.3: the
/// hints of a target without its own entry, see [`OptimizationHints::get`]).
pub const HINT_ARCHITECTURES: &[&str] =
    &["sm_80", "sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121", DEFAULT_HINT_KEY];

/// The `optimization_hints` key whose hints apply to every target without its own.
pub const DEFAULT_HINT_KEY: &str = "default";

/// `#cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2}, ...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptimizationHints<'c> {
    attr: Attribute<'c>,
}

/// The entries of a dictionary attribute, in order.
pub(crate) fn dictionary_entries<'c>(dict: Attribute<'c>) -> Vec<(String, Attribute<'c>)> {
    // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
    // every pointer argument points into data that outlives the call.
    unsafe {
        if !sys::mlirAttributeIsADictionary(dict.to_raw()) {
            return Vec::new();
        }
        (0..sys::mlirDictionaryAttrGetNumElements(dict.to_raw()))
            .map(|i| {
                let named = sys::mlirDictionaryAttrGetElement(dict.to_raw(), i);
                let name = Identifier::from_raw(named.name).as_string_ref().as_str().unwrap_or_default().to_owned();
                (name, Attribute::from_raw(named.attribute))
            })
            .collect()
    }
}

impl<'c> OptimizationHints<'c> {
    /// From a dictionary attribute `{sm_100 = {latency = 2}}`; invalid hints
    /// emit a diagnostic at `location` and give `None`.
    pub fn new(location: Location<'c>, dictionary: Attribute<'c>) -> Option<Self> {
        // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is
        // a valid handle for that context's lifetime.
        let raw = unsafe {
            tileas_sys::tileasCudaTileOptimizationHintsAttrGetChecked(location.to_raw(), dictionary.to_raw())
        };
        // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is
        // a valid handle for that context's lifetime.
        (!raw.ptr.is_null()).then(|| Self { attr: unsafe { Attribute::from_raw(raw) } })
    }

    pub fn from_attribute(attr: Attribute<'c>) -> Option<Self> {
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        unsafe { tileas_sys::tileasAttributeIsACudaTileOptimizationHintsAttr(attr.to_raw()) }.then_some(Self { attr })
    }

    pub fn to_attribute(self) -> Attribute<'c> {
        self.attr
    }

    /// The architecture → hints dictionary.
    pub fn dictionary(self) -> Attribute<'c> {
        // SAFETY: `self.attr` is a live attribute of this kind (the wrapper is only built after the isa check),
        // which is what the accessor requires.
        unsafe { Attribute::from_raw(tileas_sys::tileasCudaTileOptimizationHintsAttrGetValue(self.attr.to_raw())) }
    }

    /// `(architecture, hints dictionary)` pairs.
    pub fn entries(self) -> Vec<(String, Attribute<'c>)> {
        dictionary_entries(self.dictionary())
    }

    /// The hint `key` for `arch`: from its own entry when it has one, else
    /// from the `default` entry (cuda_tile: `default` applies "whenever no
    /// target-specific entry is present", so an entry of the target's own
    /// hides every `default` hint, not only the ones it repeats).
    pub fn get(self, arch: &str, key: &str) -> Option<Attribute<'c>> {
        let entries = self.entries();
        let own = entries.iter().find(|(name, _)| name == arch);
        let (_, hints) = own.or_else(|| entries.iter().find(|(name, _)| name == DEFAULT_HINT_KEY))?;
        dictionary_entries(*hints).into_iter().find(|(name, _)| name == key).map(|(_, value)| value)
    }

    fn get_int(self, arch: &str, key: &str) -> Option<i64> {
        let value = self.get(arch, key)?;
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        unsafe { sys::mlirAttributeIsAInteger(value.to_raw()).then(|| sys::mlirIntegerAttrGetValueInt(value.to_raw())) }
    }

    pub fn num_cta_in_cga(self, arch: &str) -> Option<i64> {
        self.get_int(arch, "num_cta_in_cga")
    }

    pub fn occupancy(self, arch: &str) -> Option<i64> {
        self.get_int(arch, "occupancy")
    }

    /// `num_worker_warps_per_cta` (cuda_tile 13.3): the warps that compute, not
    /// counting those the compiler adds for copies.
    pub fn num_worker_warps_per_cta(self, arch: &str) -> Option<i64> {
        self.get_int(arch, "num_worker_warps_per_cta")
    }

    pub fn latency(self, arch: &str) -> Option<i64> {
        self.get_int(arch, "latency")
    }

    pub fn allow_tma(self, arch: &str) -> Option<bool> {
        let value = self.get(arch, "allow_tma")?;
        // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
        // type/attribute/location.
        unsafe { sys::mlirAttributeIsABool(value.to_raw()).then(|| sys::mlirBoolAttrGetValue(value.to_raw())) }
    }
}

// --- builtin float and dense attributes at the bit level (the bytecode) ---

/// The `FloatAttr` of float type `ty` whose bit pattern is the low bits of
/// `bits`; `None` unless `ty` is a float type of at most 64 bits.
pub fn float_from_bits(ty: Type<'_>, bits: u64) -> Option<Attribute<'_>> {
    // SAFETY: `ty` is a live type; the getter checks it is a float type and returns null otherwise.
    let raw = unsafe { tileas_sys::bytecode::tileasFloatAttrGetFromBits(ty.to_raw(), bits) };
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// The bit pattern of a `FloatAttr` (zero-extended); `None` for other attributes.
pub fn float_bits(attr: Attribute<'_>) -> Option<u64> {
    // SAFETY: the argument is a live handle borrowed from its context; the accessor is called only on a FloatAttr
    // (checked first).
    unsafe {
        sys::mlirAttributeIsAFloat(attr.to_raw()).then(|| tileas_sys::bytecode::tileasFloatAttrGetBits(attr.to_raw()))
    }
}

/// Whether a scalar attribute is all zero bits: the float +0.0 or the
/// integer 0 (the padding that cp.async and TMA copies fill with).
pub fn is_zero_bits(attr: Attribute<'_>) -> bool {
    if let Some(bits) = float_bits(attr) {
        return bits == 0;
    }
    // SAFETY: the argument is a live handle borrowed from its context; the getter is called only on an
    // IntegerAttr (checked first).
    unsafe { sys::mlirAttributeIsAInteger(attr.to_raw()) && sys::mlirIntegerAttrGetValueInt(attr.to_raw()) == 0 }
}

/// The raw storage of a `DenseElementsAttr` (a splat holds one element);
/// `None` for other attributes.
pub fn dense_elements_raw_data(attr: Attribute<'_>) -> Option<Vec<u8>> {
    // SAFETY: the argument is a live handle borrowed from its context; the accessor returns null for a non-dense
    // attribute, and a non-null result points to `length` bytes owned by the uniqued attribute, copied out here.
    unsafe {
        if !sys::mlirAttributeIsADenseElements(attr.to_raw()) {
            return None;
        }
        let raw = tileas_sys::bytecode::tileasDenseElementsAttrGetRawData(attr.to_raw());
        if raw.data.is_null() || raw.length == 0 {
            return Some(Vec::new());
        }
        Some(std::slice::from_raw_parts(raw.data as *const u8, raw.length).to_vec())
    }
}
