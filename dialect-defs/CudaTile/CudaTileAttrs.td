//===- CudaTileAttrs.td - cuda_tile attributes -------------*- tablegen -*-===//
#ifndef TILEAS_CUDATILE_ATTRS_TD
#define TILEAS_CUDATILE_ATTRS_TD

include "CudaTile/CudaTileDialect.td"
include "mlir/IR/EnumAttr.td"
include "CudaTile/CudaTileInterfaces.td"

// Enumerations. Case values are the 13.1 bytecode encoding (notes A §4.10).

// Rounding modes shared by float arithmetic, conversions and integer division.
def CudaTile_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NEAREST_EVEN", 0, "nearest_even">,
    I32EnumAttrCase<"ZERO", 1, "zero">,
    I32EnumAttrCase<"NEGATIVE_INF", 2, "negative_inf">,
    I32EnumAttrCase<"POSITIVE_INF", 3, "positive_inf">,
    I32EnumAttrCase<"APPROX", 4, "approx">,
    I32EnumAttrCase<"FULL", 5, "full">,
    I32EnumAttrCase<"NEAREST_INT_TO_ZERO", 6, "nearest_int_to_zero">,
    // 13.4: float conversions round to nearest, ties away from zero.
    I32EnumAttrCase<"NEAREST_AWAY", 7, "nearest_away">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_RoundingModeAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

// Overflow assumptions an integer op may make.
def CudaTile_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "integer overflow", [
    I32EnumAttrCase<"NONE", 0, "none">,
    I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NW", 3, "no_wrap">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_IntegerOverflowAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_Signedness : I32EnumAttr<"Signedness", "integer signedness", [
    I32EnumAttrCase<"UNSIGNED", 0, "unsigned">,
    I32EnumAttrCase<"SIGNED", 1, "signed">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_SignednessAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_Signedness, "signedness"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonPredicate : I32EnumAttr<"ComparisonPredicate", "comparison predicate", [
    I32EnumAttrCase<"EQUAL", 0, "equal">,
    I32EnumAttrCase<"NOT_EQUAL", 1, "not_equal">,
    I32EnumAttrCase<"LESS_THAN", 2, "less_than">,
    I32EnumAttrCase<"LESS_THAN_OR_EQUAL", 3, "less_than_or_equal">,
    I32EnumAttrCase<"GREATER_THAN", 4, "greater_than">,
    I32EnumAttrCase<"GREATER_THAN_OR_EQUAL", 5, "greater_than_or_equal">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_ComparisonPredicateAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonPredicate, "comparison_predicate"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonOrdering : I32EnumAttr<"ComparisonOrdering", "floating-point comparison ordering", [
    I32EnumAttrCase<"UNORDERED", 0, "unordered">,
    I32EnumAttrCase<"ORDERED", 1, "ordered">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_ComparisonOrderingAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonOrdering, "comparison_ordering"> {
  let assemblyFormat = "`<` $value `>`";
}

// 13.1 stores the atomic mode, the memory ordering and the memory scope as
// plain i32 integer attributes (a specialized I32EnumAttr, no dialect
// mnemonic): their generic form is `memory_ordering_semantics = 0 : i32`.
def CudaTile_AtomicRMWModeAttr : I32EnumAttr<"AtomicRMWMode", "atomic read-modify-write mode", [
    I32EnumAttrCase<"AND", 0, "and">,
    I32EnumAttrCase<"OR", 1, "or">,
    I32EnumAttrCase<"XOR", 2, "xor">,
    I32EnumAttrCase<"ADD", 3, "add">,
    I32EnumAttrCase<"ADDF", 4, "addf">,
    I32EnumAttrCase<"MAX", 5, "max">,
    I32EnumAttrCase<"MIN", 6, "min">,
    I32EnumAttrCase<"UMAX", 7, "umax">,
    I32EnumAttrCase<"UMIN", 8, "umin">,
    I32EnumAttrCase<"XCHG", 9, "xchg">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_MemoryOrderingSemanticsAttr : I32EnumAttr<"MemoryOrderingSemantics", "memory ordering semantics", [
    I32EnumAttrCase<"WEAK", 0, "weak">,
    I32EnumAttrCase<"RELAXED", 1, "relaxed">,
    I32EnumAttrCase<"ACQUIRE", 2, "acquire">,
    I32EnumAttrCase<"RELEASE", 3, "release">,
    I32EnumAttrCase<"ACQ_REL", 4, "acq_rel">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_MemoryScopeAttr : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"TL_BLK", 0, "tl_blk">,
    I32EnumAttrCase<"DEVICE", 1, "device">,
    I32EnumAttrCase<"SYS", 2, "sys">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue", "padding value", [
    I32EnumAttrCase<"ZERO", 0, "zero">,
    I32EnumAttrCase<"NEG_ZERO", 1, "neg_zero">,
    I32EnumAttrCase<"NaN", 2, "nan">,
    I32EnumAttrCase<"POS_INF", 3, "pos_inf">,
    I32EnumAttrCase<"NEG_INF", 4, "neg_inf">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_PaddingValueAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_PaddingValue, "padding_value"> {
  let assemblyFormat = "`<` $value `>`";
}

// Who may use a global (13.3): public (the default) also from the host,
// private only from the module's device code.
def CudaTile_SymbolVisibility : I32EnumAttr<"SymbolVisibility", "symbol visibility", [
    I32EnumAttrCase<"PUBLIC", 0, "public">,
    I32EnumAttrCase<"PRIVATE", 1, "private">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_SymbolVisibilityAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_SymbolVisibility, "symbol_visibility"> {
  let assemblyFormat = "`<` $value `>`";
}

// What a global pointer points at (13.4 bytecode; `unicast` and `multicast`
// are 13.5's):
// `#cuda_tile.ptr_attr<multicast>` on a tensor_view, `ptr<f32, <multicast>>`.
// A multicast pointer names one address in every GPU of a multicast group;
// only the multimem ops accept it.
def CudaTile_PointerClass : I32EnumAttr<"PointerClass", "pointer classification", [
    I32EnumAttrCase<"NONE", 0, "none">,
    I32EnumAttrCase<"UNICAST", 1, "unicast">,
    I32EnumAttrCase<"MULTICAST", 2, "multicast">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_PointerClassAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_PointerClass, "ptr_attr"> {
  let assemblyFormat = "`<` $value `>`";
}

// How the multimem ops (13.5) combine the copies of an element.
def CudaTile_MultimemReductionKind
    : I32EnumAttr<"MultimemReductionKind", "multimem reduction kind", [
    I32EnumAttrCase<"ADD", 0, "add">,
    I32EnumAttrCase<"MIN", 1, "min">,
    I32EnumAttrCase<"MAX", 2, "max">,
    I32EnumAttrCase<"AND", 3, "and">,
    I32EnumAttrCase<"OR", 4, "or">,
    I32EnumAttrCase<"XOR", 5, "xor">,
    I32EnumAttrCase<"UMIN", 6, "umin">,
    I32EnumAttrCase<"UMAX", 7, "umax">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_MultimemReductionKindAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_MultimemReductionKind,
               "multimem_reduction_kind"> {
  let assemblyFormat = "`<` $value `>`";
}

// Dense int/float literal whose type is a cuda_tile tile type.
def CudaTile_DenseIntOrFPElementsAttr : Attr<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "dense int or float elements attribute"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Data attributes: assume predicates and optimization hints
//===----------------------------------------------------------------------===//

class CudaTile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def CudaTile_DivByAttr : CudaTile_Attr<"DivBy", "div_by",
    [CudaTile_AssumePredicateAttrInterface]> {
  let summary = "assume predicate: values (or a view's base) are divisible";
  let description = [{
    `div_by<16>`: every element of the constrained integer/pointer tile (or
    the base address of a tensor_view) is a multiple of 16.
    `div_by<4, every 8 along 1>`: along dimension 1, the first element of each
    group of 8 is a multiple of 4 and the group increases by one step
    (1, or the pointee size for pointers) per element.
  }];
  let parameters = (ins "uint64_t":$divisor,
                        "std::optional<int64_t>":$every,
                        "std::optional<int64_t>":$along);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_SameElementsAttr : CudaTile_Attr<"SameElements", "same_elements",
    [CudaTile_AssumePredicateAttrInterface]> {
  let summary = "assume predicate: groups of equal elements";
  let description = [{
    `same_elements<[2, 4]>`: splitting dimension i into groups of values[i]
    elements, all elements of a group are equal. One value per dimension of
    the constrained integer/pointer tile.
  }];
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

def CudaTile_BoundedAttr : CudaTile_Attr<"Bounded", "bounded",
    [CudaTile_AssumePredicateAttrInterface]> {
  let summary = "assume predicate: signed bounds of integer elements";
  let description = [{
    `bounded<0, ?>`: every element, read as a signed integer, lies in
    [lb, ub] (both inclusive); `?` leaves a bound open.
  }];
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let assemblyFormat = "`<` ($lb^) : (`?`)? `,` ($ub^) : (`?`)? `>`";
}

def CudaTile_OptimizationHintsAttr
    : CudaTile_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "per-architecture compiler hints";
  let description = [{
    `<sm_100 = {num_cta_in_cga = 2}, sm_120 = {occupancy = 4}>`: a dictionary
    from architecture (sm_80, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121)
    to the hints for that architecture. `entry` takes `num_cta_in_cga`
    (power of two up to 16) and `occupancy` (1..32); the `_tko` loads and
    stores take `latency` (1..10), the view ones also `allow_tma` (bool).
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // TILEAS_CUDATILE_ATTRS_TD
