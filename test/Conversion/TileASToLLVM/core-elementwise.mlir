// The per-thread core of convert-tileas-to-llvm: kernel ABI, thread id,
// 1:N slots (256 elements over 128 threads = 2 slots), tiled loads/stores
// over a make_memref view with bounds checks, elementwise arith per slot,
// block arguments carrying tensors.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @vec_add(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>)
// CHECK-SAME: attributes {nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// One branch per tile (the tensor is not empty), none per element:
// out-of-bounds lanes load element 0 and take the padding.
// CHECK: %[[NE:.*]] = arith.cmpi sgt
// CHECK: scf.if %{{.*}} -> (f32, f32) {
// CHECK:   %[[INB:.*]] = arith.cmpi ult
// CHECK:   %[[OFF:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK:   %[[P:.*]] = llvm.getelementptr %arg0[%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK:   %[[V:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK:   arith.select %{{.*}}, %[[V]], %{{.*}} : f32
// CHECK: } else {
// CHECK:   llvm.mlir.zero : f32
// CHECK: %[[S0:.*]] = arith.addf
// CHECK: %[[S1:.*]] = arith.addf
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}}, %{{.*}} : f32, f32), ^bb2
// Stores: with few slots per thread (up to 16), each branches around its
// global store (a tile with more slots sends its out-of-bounds lanes to the
// shared sink instead: memory.mlir).
// CHECK: ^bb1(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NOT: llvm.addrspacecast
// CHECK: %[[INB:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: %[[P:.*]] = llvm.getelementptr %arg3[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: scf.if %[[INB]] {
// CHECK:   llvm.store %{{.*}}, %[[P]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: ^bb2:
// CHECK-NEXT: llvm.return

// LLVM-NOT: arith.
// LLVM-NOT: scf.
// LLVM: llvm.func @vec_add

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
