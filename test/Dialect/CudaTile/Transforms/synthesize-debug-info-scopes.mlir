// RUN: tileas-opt %s --split-input-file --synthesize-debug-info-scopes --mlir-print-debuginfo | FileCheck %s

// A module without a file location: "<unknown>" in "". Location aliases are
// printed after the module.
// CHECK-LABEL: entry @func_no_debug
// CHECK: return loc(#[[FN:loc[0-9]+]])
// CHECK: } loc(#[[FN]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"<unknown>" in "">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "func_no_debug", linkageName = "func_no_debug", compileUnit = #di_compile_unit, scopeLine = 1>
// CHECK-DAG: = loc("<unknown>":1:0)
// CHECK-DAG: #[[FN]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_subprogram>
cuda_tile.module @m {
  entry @func_no_debug() {
    return loc(unknown)
  } loc(unknown)
} loc(unknown)

// -----

// File locations become di_loc in the function's subprogram; ops without one
// reuse the function's; a function that already has debug info is untouched.
// CHECK-LABEL: entry @with_locs
// CHECK-NEXT: addi {{.*}} loc(#[[OP:loc[0-9]+]])
// CHECK-NEXT: addi {{.*}} loc(#[[FN:loc[0-9]+]])
// CHECK-NEXT: return loc(#[[FN]])
// CHECK-NEXT: } loc(#[[FN]])
// CHECK-LABEL: entry @keep
// CHECK-NEXT: return loc(#[[KEEP:loc[0-9]+]])
// CHECK-NEXT: } loc(#[[KEEP]])
// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #cuda_tile.di_file<"k.py" in "src">
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[FILE]], line = 10, name = "with_locs", linkageName = "with_locs", compileUnit = #{{di_compile_unit[0-9]*}}, scopeLine = 10>
// CHECK-DAG: #[[SPKEEP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #{{di_file[0-9]*}}, line = 3, name = "keep"
// CHECK-DAG: #[[FNSRC:loc[0-9]+]] = loc("src/k.py":10:1)
// CHECK-DAG: #[[OPSRC:loc[0-9]+]] = loc("src/k.py":12:3)
// CHECK-DAG: #[[FN]] = #cuda_tile.di_loc<#[[FNSRC]] in #[[SP]]>
// CHECK-DAG: #[[OP]] = #cuda_tile.di_loc<#[[OPSRC]] in #[[SP]]>
// CHECK-DAG: #[[KEEP]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #[[SPKEEP]]>
#f = #cuda_tile.di_file<"keep.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 3, name = "keep", linkageName = "keep", compileUnit = #cu, scopeLine = 3>
#keep = #cuda_tile.di_loc<loc("keep.py":3:0) in #sp>
cuda_tile.module @kernels {
  entry @with_locs(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc("src/k.py":12:3)
    %1 = addi %0, %a : tile<i32> loc(unknown)
    return loc(unknown)
  } loc("src/k.py":10:1)
  entry @keep() {
    return loc(#keep)
  } loc(#keep)
} loc("src/k.py":1:0)
