// Debug-info attributes: full forms, aliases, and #cuda_tile.di_loc as an op
// location, round-tripped with locations printed.
// RUN: tileas-opt %s --mlir-print-debuginfo | tileas-opt --mlir-print-debuginfo | FileCheck %s
// RUN: tileas-opt %s --mlir-print-debuginfo --mlir-print-op-generic | tileas-opt --mlir-print-debuginfo | FileCheck %s

// The body refers to location aliases, which are printed after the module.
// CHECK: addi {{.*}} loc(#[[BODY:loc[0-9]+]])
// CHECK: } loc(#[[FN:loc[0-9]+]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"vec_add_f32.py" in "kernels">
// CHECK-DAG: = loc("kernels/vec_add_f32.py":7:0)
// CHECK-DAG: = loc("kernels/vec_add_f32.py":8:4)
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 5>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 8, column = 2>
// CHECK-DAG: #[[FN]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_subprogram>
// CHECK-DAG: #[[BODY]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_lexical_block>

#di_file = #cuda_tile.di_file<"vec_add_f32.py" in "kernels">
#loc = loc("kernels/vec_add_f32.py":7:0)
#loc1 = loc("kernels/vec_add_f32.py":8:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 5>
#blk = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 8, column = 2>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #blk>
cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc(#loc10)
    return loc(#loc9)
  } loc(#loc9)
}
