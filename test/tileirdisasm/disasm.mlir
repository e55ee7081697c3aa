// tileirdisasm (tools/tileirdisasm): TileIR bytecode in, cuda_tile text out, in
// the layout of NVIDIA's tileirdisasm (the cuda_tile.module's body at the top
// level; with -g, locations and every alias after the functions).
// REQUIRES: tileirdisasm-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// cuTile's vec_add kernel (bundled example).
// RUN: tileirdisasm %examples/tileir/vec_add_f32.tileirbc | FileCheck %s
// CHECK-NOT: module
// CHECK: {{^}}entry @vec_add_f32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, {{.*}}, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
// CHECK-NEXT: {{^}}  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>{{$}}
// CHECK: {{^}}  %1 = addf %tile, %tile_13  : tile<1024xf32>{{$}}
// CHECK: {{^}}  return{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: {{.}}

// -g / --print-debug-info: locations (no argument locations), aliases at the end.
// RUN: tileirdisasm -g %examples/tileir/vec_add_f32.tileirbc | FileCheck %s --check-prefix=DEBUG
// RUN: tileirdisasm --print-debug-info %examples/tileir/vec_add_f32.tileirbc -o %t.d/g.txt
// RUN: tileirdisasm -g %examples/tileir/vec_add_f32.tileirbc | diff - %t.d/g.txt
// DEBUG: {{^}}entry @vec_add_f32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>,
// DEBUG-NEXT: {{^}}  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc10){{$}}
// DEBUG: {{^}}  return loc(#loc9){{$}}
// DEBUG-NEXT: {{^}}} loc(#loc9){{$}}
// DEBUG-NEXT: #di_file = #cuda_tile.di_file<"vec_add_f32.py" in "kernels">
// DEBUG-NEXT: #loc = loc("kernels/vec_add_f32.py":7:0)
// DEBUG: #loc8 = loc("kernels/vec_add_f32.py":11:4)
// DEBUG-NEXT: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// DEBUG-NEXT: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "vec_add_f32", linkageName = "vec_add_f32", compileUnit = #di_compile_unit, scopeLine = 5>
// DEBUG-NEXT: #loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
// DEBUG: #loc17 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
// DEBUG-NOT: {{.}}

// Call sites (cuTile's inlined helpers) come after the di_locs they refer to;
// without debug info, -g prints loc(unknown) (as NVIDIA's tool does).
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/callsite.mlir -o %t.d/callsite.tileirbc
// RUN: tileirdisasm -g %t.d/callsite.tileirbc | FileCheck %s --check-prefix=CALLSITE
// CALLSITE: {{^}}entry @k(%arg0: tile<i32>) {
// CALLSITE-NEXT: {{^}}  %0 = addi %arg0, %arg0 : tile<i32> loc(#loc4)
// CALLSITE-NEXT: {{^}}  %1 = subi %0, %arg0 : tile<i32> loc(#loc6)
// CALLSITE: #loc2 = loc("kernels/helpers.py":3:1)
// CALLSITE: #loc5 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
// CALLSITE-NEXT: #loc6 = loc(callsite(#loc5 at #loc4))
// CALLSITE-NOT: {{.}}
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/no-debug-info.mlir -o %t.d/plain.tileirbc
// RUN: tileirdisasm %t.d/plain.tileirbc > %t.d/plain.txt
// RUN: FileCheck %s --check-prefix=PLAIN --input-file=%t.d/plain.txt
// PLAIN: {{^}}global @counter <i32: 0> : tile<1xi32>{{$}}
// PLAIN-NEXT: {{^}}entry @first() {
// PLAIN: {{^}}entry @second() {
// RUN: tileirdisasm -g %t.d/plain.tileirbc | FileCheck %s --check-prefix=PLAIN-G
// PLAIN-G: {{^}}global @counter <i32: 0> : tile<1xi32> loc(#loc){{$}}
// PLAIN-G: {{^}}entry @second() {
// PLAIN-G-NEXT: {{^}}  return loc(#loc){{$}}
// PLAIN-G-NEXT: {{^}}} loc(#loc){{$}}
// PLAIN-G-NEXT: {{^}}#loc = loc(unknown){{$}}

// Options.
// RUN: tileirdisasm --help | FileCheck %s --check-prefix=HELP
// HELP: tileirdisasm [options] <tile bytecode file>
// HELP: -g, --print-debug-info
// HELP: --preview
// RUN: tileirdisasm --version | FileCheck %s --check-prefix=VERSION
// VERSION: tileirdisasm: NVIDIA (R) Cuda Tile IR disassembler
// VERSION-NEXT: not NVIDIA's tileirdisasm
// RUN: tileirdisasm %examples/tileir/vec_add_f32.tileirbc > %t.d/plain-example.txt
// RUN: tileirdisasm --preview=simt %examples/tileir/vec_add_f32.tileirbc | diff - %t.d/plain-example.txt
