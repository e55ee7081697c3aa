// A cuTile-like kernel with the debug info cuTile Python writes (a di_loc per
// op naming the kernel's Python file and line), for test/tileiras/python-locations.mlir.
// The test replaces ROWS and DIM: 8 rows reduce along dim 1, 8192 rows along
// dim 0; both compile (sm_89 and later: the f8 conversion).
// py-located-exchange.mlir is the variant the lowering rejects.
#di_file = #cuda_tile.di_file<"row_sum.py" in "kernels">
#fn_src = loc("kernels/row_sum.py":12:0)
#red_src = loc("kernels/row_sum.py":15:8)
#cvt_src = loc("kernels/row_sum.py":16:12)
#st_src = loc("kernels/row_sum.py":17:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "row_sum", linkageName = "row_sum", compileUnit = #di_compile_unit, scopeLine = 11>
#in_fn = #cuda_tile.di_loc<#fn_src in #di_subprogram>
#in_red = #cuda_tile.di_loc<#red_src in #di_subprogram>
#in_cvt = #cuda_tile.di_loc<#cvt_src in #di_subprogram>
#in_st = #cuda_tile.di_loc<#st_src in #di_subprogram>
cuda_tile.module @kernels {
  entry @row_sum(%p: tile<ptr<f8E4M3FN>>) {
    %z = constant <f32: 1.0> : tile<ROWSx8xf32> loc(#in_fn)
    %s = reduce %z dim=DIM identities=[0.0 : f32] : tile<ROWSx8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = addf %a, %b rounding<nearest_even> : tile<f32> loc(#in_red)
      yield %c : tile<f32> loc(#in_red)
    } loc(#in_red)
    %h = ftof %s : tile<8xf32> -> tile<8xf8E4M3FN> loc(#in_cvt)
    %r = reshape %p : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>> loc(#in_st)
    %b = broadcast %r : tile<1xptr<f8E4M3FN>> -> tile<8xptr<f8E4M3FN>> loc(#in_st)
    %i = iota : tile<8xi32> loc(#in_st)
    %q = offset %b, %i : tile<8xptr<f8E4M3FN>>, tile<8xi32> -> tile<8xptr<f8E4M3FN>> loc(#in_st)
    %t = store_ptr_tko weak %q, %h : tile<8xptr<f8E4M3FN>>, tile<8xf8E4M3FN> -> token loc(#in_st)
    return loc(#in_fn)
  } loc(#in_fn)
}
