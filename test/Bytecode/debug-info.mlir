// Locations survive MLIR -> TileIR bytecode -> MLIR when the function has a
// #cuda_tile.di_loc: di_loc in a subprogram or a lexical block, call sites of
// two di_locs; a name location stands for its child and a fused location for
// its first member that can be written; anything else becomes loc(unknown).
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-opt %t.tileirbc --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: tileas-translate --tilebc-to-mlir --mlir-print-debuginfo %t.tileirbc -o %t.1.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.1.mlir | cmp - %t.tileirbc
// RUN: tileas-translate -test-cudatile-roundtrip -no-implicit-module --mlir-print-debuginfo %t.1.mlir -o %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// CHECK: entry @k(%arg0 loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":7:0) in #cuda_tile.di_subprogram<file = <"vec_add_f32.py" in "kernels">, line = 5, name = "k", linkageName = "k", compileUnit = <file = <"vec_add_f32.py" in "kernels">>, scopeLine = 6>>): tile<i32>) {
// CHECK-NEXT: addi {{.*}} loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":8:4) in #cuda_tile.di_lexical_block<scope = #cuda_tile.di_subprogram<{{.*}}>, file = <"vec_add_f32.py" in "kernels">, line = 8, column = 2>>)
// CHECK-NEXT: subi {{.*}} loc(callsite(#cuda_tile.di_loc<loc("kernels/helpers.py":3:1) in #cuda_tile.di_lexical_block<{{.*}}>> at #cuda_tile.di_loc<loc("kernels/vec_add_f32.py":8:4) in #cuda_tile.di_lexical_block<{{.*}}>>))
// CHECK-NEXT: muli {{.*}} loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":8:4) in #cuda_tile.di_lexical_block<{{.*}}>>)
// CHECK-NEXT: andi {{.*}} loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":7:0) in #cuda_tile.di_subprogram<{{.*}}>>)
// CHECK-NEXT: ori {{.*}} loc(unknown)
// CHECK-NEXT: xori {{.*}} loc(unknown)
// CHECK-NEXT: return loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":7:0) in #cuda_tile.di_subprogram<{{.*}}>>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("kernels/vec_add_f32.py":7:0) in #cuda_tile.di_subprogram<{{.*}}>>)

#di_file = #cuda_tile.di_file<"vec_add_f32.py" in "kernels">
#fn_src = loc("kernels/vec_add_f32.py":7:0)
#body_src = loc("kernels/vec_add_f32.py":8:4)
#callee_src = loc("kernels/helpers.py":3:1)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 6>
#blk = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 8, column = 2>
#in_fn = #cuda_tile.di_loc<#fn_src in #di_subprogram>
#in_block = #cuda_tile.di_loc<#body_src in #blk>
#callee = #cuda_tile.di_loc<#callee_src in #blk>
cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc(#in_block)
    %1 = subi %0, %a : tile<i32> loc(callsite(#callee at #in_block))
    %2 = muli %1, %a : tile<i32> loc("named"(#in_block))
    %3 = andi %2, %a : tile<i32> loc(fused["a.py":1:1, #in_fn, #in_block])
    %4 = ori %3, %a : tile<i32> loc("plain.py":3:4)
    %5 = xori %4, %a : tile<i32>
    return loc(#in_fn)
  } loc(#in_fn)
}
