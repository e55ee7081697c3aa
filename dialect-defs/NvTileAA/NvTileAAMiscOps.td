//===- NvTileAAMiscOps.td - nv_tileaa misc ops --------------*- tablegen -*-===//
//
// Grid queries, matrix multiply, float conversion, printing, assertions and
// globals. Verifiers: dialect-defs/src/verify/tileaa.rs. Semantics:
// docs/nv_tileaa.md.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAA_MISCOPS_TD
#define TILEAS_NVTILEAA_MISCOPS_TD

include "NvTileAA/NvTileAAOpBase.td"

def NvTileAA_GetProgramIdOp : NvTileAA_Op<"get_program_id", [Pure]> {
  let summary = "Index of the executing tile block along one grid dimension.";
  let arguments = (ins I32Attr:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $dim attr-dict
  }];
}

def NvTileAA_GetNumProgramsOp : NvTileAA_Op<"get_num_programs", [Pure]> {
  let summary = "Number of tile blocks along one grid dimension.";
  let arguments = (ins I32Attr:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $dim attr-dict
  }];
}

// With `scales` (A's then B's), a block-scaled MMA (cuda_tile `mmaf_scaled`
// on a target whose tensor cores scale blocks of K themselves):
// acc + (a * a_scales) x (b * b_scales), one scale per block of K. With
// `packing = "f4E2M1FN"` (scales only), a and b are i8 tensors whose bytes
// each hold two f4E2M1FN elements neighbouring along K, the lower-indexed
// in bits 3..0: K (and the block of a scale) counts bytes (NVFP4).
def NvTileAA_DotOp : NvTileAA_Op<"dot", [
    Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "Matrix multiply-accumulate of tensors.";
  let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$acc,
                       Variadic<AnyType>:$scales,
                       OptionalAttr<StrAttr>:$signedness_a,
                       OptionalAttr<StrAttr>:$signedness_b,
                       OptionalAttr<StrAttr>:$packing);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $acc (`scales` `(` $scales^ `:` type($scales) `)`)? attr-dict
    `:` type($a) `,` type($b) `,` type($acc)
  }];
}

def NvTileAA_FpToFpOp : NvTileAA_Op<"fp_to_fp", [Pure]> {
  let summary = "Float conversion involving tf32 or an 8-bit float type.";
  let arguments = (ins AnyType:$x, OptionalAttr<StrAttr>:$rounding);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $x attr-dict `:` type($x) `->` type($result)
  }];
}

def NvTileAA_PrintOp : NvTileAA_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "printf from the device.";
  let arguments = (ins Variadic<AnyType>:$args, StrAttr:$format);
  let assemblyFormat = [{
    $format (`,` $args^ `:` type($args))? attr-dict
  }];
}

def NvTileAA_AssertOp : NvTileAA_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "Trap when any element of the condition is false.";
  let arguments = (ins AnyType:$cond, StrAttr:$message);
  let assemblyFormat = [{
    $cond `,` $message attr-dict `:` type($cond)
  }];
}

// cuda_tile `gdc_wait_tko` / `gdc_launch_dependents_tko` (13.4): programmatic
// dependent launch, `kind` "wait" or "launch_dependents" (griddepcontrol on
// sm_90+, nothing before).
def NvTileAA_GridDepControlOp : NvTileAA_Op<"grid_dep_control",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Programmatic dependent launch control.";
  let arguments = (ins StrAttr:$kind);
  let assemblyFormat = "$kind attr-dict";
}

// cuda_tile `memory_fence_alias_tko` (13.4): orders the CTA's memory accesses
// through aliasing addresses (fence.proxy.alias).
def NvTileAA_FenceAliasOp : NvTileAA_Op<"fence_alias",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Memory fence between accesses through aliasing addresses.";
  let assemblyFormat = "attr-dict";
}

// A CTA barrier ordering the memory accesses of the CTA's threads (bar.sync):
// convert-tileaa-to-tileas puts one where a memory token orders two accesses
// that other threads may make to the same addresses.
def NvTileAA_BarrierOp : NvTileAA_Op<"barrier", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "CTA-wide barrier between token-ordered memory accesses.";
  let assemblyFormat = "attr-dict";
}

// cuda_tile `alloca` (13.3): `bytes` bytes aligned to `alignment` from the
// device heap, one allocation for the CTA (a tile block), until the `free`
// that the conversion puts before the end of the allocating block.
def NvTileAA_AllocaOp : NvTileAA_Op<"alloca", [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "Allocate device-heap memory for the CTA.";
  let arguments = (ins I64Attr:$bytes, I64Attr:$alignment);
  let results = (outs NvTileAA_AnyPtr:$result);
  let assemblyFormat = "$bytes `,` `alignment` $alignment attr-dict `:` type($result)";
}

// The end of an `alloca`'s lifetime: the CTA's threads are done with it.
def NvTileAA_FreeOp : NvTileAA_Op<"free", [MemoryEffects<[MemFree, MemRead, MemWrite]>]> {
  let summary = "Release the memory of an alloca.";
  let arguments = (ins NvTileAA_AnyPtr:$ptr);
  let assemblyFormat = "$ptr attr-dict `:` type($ptr)";
}

def NvTileAA_GlobalOp : NvTileAA_Op<"global", [Symbol]> {
  let summary = "A rank-1 array in global memory.";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       NvTileAA_DenseElementsAttr:$value,
                       UnitAttr:$constant);
  let assemblyFormat = [{
    (`constant` $constant^)? $sym_name `=` $value attr-dict
  }];
}

def NvTileAA_GetGlobalOp : NvTileAA_Op<"get_global", [Pure]> {
  let summary = "Address of the first element of a global.";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs NvTileAA_AnyPtr:$result);
  let assemblyFormat = [{
    $name attr-dict `:` qualified(type($result))
  }];
}

#endif // TILEAS_NVTILEAA_MISCOPS_TD
