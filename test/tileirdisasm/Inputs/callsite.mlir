// A kernel whose subi was inlined from a helper (a call-site location), as
// cuTile writes them. Input of test/tileirdisasm/disasm.mlir.
#di_file = #cuda_tile.di_file<"k.py" in "kernels">
#fn_src = loc("kernels/k.py":7:0)
#body_src = loc("kernels/k.py":8:4)
#callee_src = loc("kernels/helpers.py":3:1)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 6>
#in_fn = #cuda_tile.di_loc<#fn_src in #di_subprogram>
#in_body = #cuda_tile.di_loc<#body_src in #di_subprogram>
#callee = #cuda_tile.di_loc<#callee_src in #di_subprogram>
cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc(#in_body)
    %1 = subi %0, %a : tile<i32> loc(callsite(#callee at #in_body))
    return loc(#in_fn)
  } loc(#in_fn)
}
