// The tail of tileas-lower-to-llvm (the upstream conversions after
// convert-tileas-to-llvm, as passes/src/pipelines.rs lists them) turns
// stage-3 output into LLVM-dialect MLIR that tileas-codegen compiles: the
// contract between the lowering pipeline and codegen/. Input: a stage-2
// (nv_tileas) kernel, as in test/Conversion/TileASToLLVM/core-elementwise.mlir.
// REQUIRES: tileas-llc
// RUN: tileas-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=MLIR --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_100a | FileCheck %s --check-prefix=PTX
// RUN: tileas-llc %t.mlir --mcpu=sm_90a | FileCheck %s --check-prefix=PTX90
// The tileas-O3 pipeline ends with exactly this tail.
// RUN: echo 'module {}' | tileas-opt -tileas-O3 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TAIL

// MLIR: llvm.func @vec_add(
// MLIR-NOT: arith.
// MLIR-NOT: scf.
// MLIR-NOT: cf.
// MLIR-NOT: unrealized_conversion_cast
// PTX: .target sm_100a
// PTX: .visible .entry vec_add(
// PTX: .reqntid 128, 1, 1
// PTX90: .target sm_90a
// TAIL: convert-tileas-to-llvm,
// TAIL-NEXT: convert-scf-to-cf
// TAIL-NEXT: convert-math-to-llvm
// TAIL-NEXT: convert-arith-to-llvm
// TAIL-NEXT: convert-cf-to-llvm
// TAIL-NEXT: convert-func-to-llvm
// TAIL-NEXT: convert-ub-to-llvm
// TAIL-NEXT: reconcile-unrealized-casts,
// TAIL-NEXT: canonicalize
// TAIL-NEXT: cse

module {
  func.func @vec_add(%a: !nv_tileaa.ptr<f32>, %n: i32, %b: !nv_tileaa.ptr<f32>, %c: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    %one = arith.constant 1 : i64
    %n64 = arith.extsi %n : i32 to i64
    %ma = "nv_tileaa.make_memref"(%a, %n64, %one) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %mb = "nv_tileaa.make_memref"(%b, %n64, %one) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %mc = "nv_tileaa.make_memref"(%c, %n64, %one) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %bid = "nv_tileaa.get_program_id"() {dim = 0 : i32} : () -> i32
    %bid64 = arith.extsi %bid : i32 to i64
    %c256 = arith.constant 256 : i64
    %org = arith.muli %bid64, %c256 : i64
    %x = "nv_tileas.tiled_load"(%ma, %org) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<256xf32>
    %y = "nv_tileas.tiled_load"(%mb, %org) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<256xf32>
    %s = arith.addf %x, %y : tensor<256xf32>
    %cond = arith.cmpi slt, %bid, %n : i32
    cf.cond_br %cond, ^bb1(%s : tensor<256xf32>), ^bb2
  ^bb1(%v: tensor<256xf32>):
    "nv_tileas.tiled_store"(%mc, %v, %org) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, tensor<256xf32>, i64) -> ()
    cf.br ^bb2
  ^bb2:
    return
  }
}
