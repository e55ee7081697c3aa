//===- NvTileASAttrs.td - nv_tileas attributes --------------*- tablegen -*-===//
//
// Register-tile layouts. A thread-value layout is the encoding of every
// tensor type in a kernel after `tileas-assign-layouts`; the lowering to
// LLVM reads it to know which elements each thread holds in which slot.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAS_ATTRS_TD
#define TILEAS_NVTILEAS_ATTRS_TD

include "NvTileAS/NvTileASDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/TensorEncoding.td"

def NvTileAS_TVLayoutAttr : AttrDef<NvTileAS_Dialect, "TVLayout",
    [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let mnemonic = "tv";
  let summary = "thread-value layout of a register tile";
  let description = [{
    A CuTe layout from (thread, value) to the row-major linear index of a
    tile element, written as its two modes:

    ```
    #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>
    ```

    The first mode maps the thread index `t` (shape `(128)`, stride `(4)`),
    the second the per-thread slot `k` (shape `(4, 8)`, strides `(1, 512)`);
    coordinates are colexicographic (the first entry varies fastest), so
    slot `k` of thread `t` holds element
    `4·t + (k mod 4) + 512·(k div 4)`. The product of the thread shape is the
    CTA size; the product of the value shape is the number of slots each
    thread keeps. A stride of 0 makes the threads (or slots) along that
    entry replicas of one another: `(64, 2):(1, 0)` spreads a 64-element tile
    over 128 threads, threads `t` and `t + 64` holding the same element.

    As the encoding of a `tensor<S x T>`, the layout must reach every element
    of the tile and nothing beyond it.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$threadShape,
                        ArrayRefParameter<"int64_t">:$threadStride,
                        ArrayRefParameter<"int64_t">:$valueShape,
                        ArrayRefParameter<"int64_t">:$valueStride);
  let assemblyFormat = [{
    `<` `(` $threadShape `)` `` `:` `` `(` $threadStride `)` `,`
        `(` $valueShape `)` `` `:` `` `(` $valueStride `)` `>`
  }];
  let genVerifyDecl = 1;
}

#endif // TILEAS_NVTILEAS_ATTRS_TD
