// Memory ops of convert-tileas-to-llvm: masked gathers with padding and an
// acquire ordering, atomics (ordering + syncscope; only owners of a
// replicated tensor access memory, replicas get the old value through the
// bcast scratch), release stores, globals and scalar CAS results broadcast
// from thread 0. A store or atomic that only the owners of a replicated
// tensor execute has a CTA barrier before it (the replicas' earlier reads
// are done, a release covers their writes) and after it (later replicated
// reads see it).
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt %s -tileas-lower-to-llvm | tileas-llc - --mcpu=sm_90 | FileCheck %s --check-prefix=PTX
// REQUIRES: tileas-llc

// CHECK: llvm.mlir.global internal @counter(dense<1> : tensor<1xi32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<1 x i32>
// CHECK: llvm.mlir.global internal @__tileas_bcast_k() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @k(
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK:   llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: } else {
// CHECK:   scf.yield %cst : f32
// CHECK: nvvm.barrier0
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %c64_i32 : i32
// CHECK: %[[C:.*]] = arith.andi %[[OWN]], %{{.*}} : i1
// CHECK: scf.if %[[C]] -> (f32) {
// CHECK:   llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") acq_rel : !llvm.ptr<1>, f32
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// The store's own barrier would repeat the broadcast's: one (barriers.rs).
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} atomic syncscope("block") release {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: nvvm.barrier0
// CHECK: llvm.mlir.addressof @counter : !llvm.ptr<1>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("device") acquire acquire : !llvm.ptr<1>, i32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.return

// PTX: ld.acquire.gpu.global.b32
// PTX: fence.release.gpu;
// PTX-NEXT: atom.global.add.f32
// PTX-NEXT: fence.acquire.gpu;
// PTX: st.release.cta.global.b32
// PTX: atom.acquire.gpu.global.cas.b32 {{.*}}[counter], 0, 1;

module {
  "nv_tileaa.global"() {sym_name = "counter", value = dense<1> : tensor<1xi32>} : () -> ()
  func.func @k(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %r = "nv_tileaa.make_range"() : () -> tensor<64xi32>
    %ps = "nv_tileaa.splat"(%p) : (!nv_tileaa.ptr<f32>) -> tensor<64x!nv_tileaa.ptr<f32>>
    %pp = "nv_tileaa.addptr"(%ps, %r) : (tensor<64x!nv_tileaa.ptr<f32>>, tensor<64xi32>) -> tensor<64x!nv_tileaa.ptr<f32>>
    %c32 = arith.constant dense<32> : tensor<64xi32>
    %m = arith.cmpi slt, %r, %c32 : tensor<64xi32>
    %pad = arith.constant dense<-1.0> : tensor<64xf32>
    %v = "nv_tileas.load"(%pp, %m, %pad) {operandSegmentSizes = array<i32: 1, 1, 1>, sem = "acquire", scope = "device"} : (tensor<64x!nv_tileaa.ptr<f32>>, tensor<64xi1>, tensor<64xf32>) -> tensor<64xf32>
    %old = "nv_tileas.atomic_rmw"(%pp, %v, %m) {mode = "addf", sem = "acq_rel", scope = "device"} : (tensor<64x!nv_tileaa.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
    "nv_tileas.store"(%pp, %old) {sem = "release", scope = "tl_blk"} : (tensor<64x!nv_tileaa.ptr<f32>>, tensor<64xf32>) -> ()
    %g = "nv_tileaa.get_global"() {name = @counter} : () -> !nv_tileaa.ptr<i32>
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %o = "nv_tileas.atomic_cas"(%g, %z, %one) {sem = "acquire", scope = "device"} : (!nv_tileaa.ptr<i32>, i32, i32) -> i32
    %qq = "nv_tileaa.addptr"(%q, %one) : (!nv_tileaa.ptr<i32>, i32) -> !nv_tileaa.ptr<i32>
    "nv_tileas.store"(%qq, %o) {sem = "weak"} : (!nv_tileaa.ptr<i32>, i32) -> ()
    return
  }
}
