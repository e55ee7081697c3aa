// nv_tileaa.dot at sm_100 (nv_tileas.compute_capability = 100) on tcgen05:
// 128x64x64 f16 -> f32. The accumulator takes the tcgen05.ld.32x32b layout
// (thread t holds row t, its 64 columns in its slots); A and B are staged
// with the 128-byte swizzle (A K-major, B N-major), warp 0 allocates 64 TMEM
// columns once, in the entry block (the kernel's pool for its dots that are
// not resident), thread 0 initialises the kernel's tcgen05 mbarrier there too
// (once; each thread keeps the parity of its next phase in a stack slot),
// thread 0 issues one tcgen05.mma per 32 bytes of K (4; instruction
// descriptor 0x08110010: D f32, A/B f16, A K-major, B N-major, N 64, M 128) and commits
// them to the mbarrier, every thread waits on the phase its slot names and
// moves it on, the accumulator comes back (tcgen05.ld), and before the return
// (after a CTA barrier: every thread is past its waits) warp 0 frees the columns
// and thread 0 invalidates the mbarrier; tcgen05 fences around each CTA barrier. A zero accumulator is not stored to TMEM: the first MMA ignores D.
// A loaded one goes in with tcgen05.st first (second case).
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// LAYOUT: func.func @mm{{.*}}nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 24576 : i64
// LAYOUT: nv_tileaa.dot {{.*}}, tensor<128x64xf32, #nv_tileas.tv<(128):(64), (64):(1)>>

// CHECK: llvm.mlir.global internal @{{.*}}() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<24576 x i8>
// CHECK: llvm.mlir.global internal @__tileas_tc_mm() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @mm(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%{{.*}}, %c1_i32{{.*}})
// CHECK: %[[PHASE:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK: llvm.store %c0_i32{{.*}}, %[[PHASE]] : i32, !llvm.ptr
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%{{.*}}, %c64_i32{{.*}}) : (!llvm.ptr<3>, i32) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"()
// CHECK-NOT: mbarrier.init
// CHECK-NOT: tcgen05.st
// CHECK-NOT: tcgen05.alloc
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c135331856_i32, %false{{[^,]*}}, %{{.*}}) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
// CHECK-COUNT-3: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c135331856_i32, %true
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
// CHECK: %[[PARITY:.*]] = llvm.load %[[PHASE]] : !llvm.ptr -> i32
// CHECK: scf.while
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%{{.*}}, %[[PARITY]])
// CHECK: %[[NEXT:.*]] = arith.xori %[[PARITY]], %c1_i32{{.*}} : i32
// CHECK: llvm.store %[[NEXT]], %[[PHASE]] : i32, !llvm.ptr
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x64"(%{{.*}}, %{{.*}}) : (!llvm.ptr<6>, i1) -> vector<64xi32>
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK-NOT: tcgen05.dealloc
// CHECK-NOT: mbarrier.inval
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"(%{{.*}}, %c64_i32{{.*}})
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"
// CHECK: llvm.return

module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @mm(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @mm_acc(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x64"(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<6>, vector<64xi32>, i1) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"()
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c135331856_i32, %true
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @mm_acc(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc, %t0 = "nv_tileaa.tiled_load"(%mc, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, i64, i64) -> (tensor<128x64xf32>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// 64 rows, an f16 accumulator: the M = 64 data path (instruction descriptor
// 0x04110010: M 64, N 64, B N-major, D f32 — the f16 accumulator is kept in
// f32 in TMEM), read and written with tcgen05.ld/st.16x32bx2 (the warp's upper
// 16 threads at a column offset of N/2 = 32), each thread 32 columns.
// LAYOUT-LABEL: func.func @mm64
// LAYOUT: nv_tileaa.dot {{.*}}, tensor<64x64xf16, #nv_tileas.tv<(16, 2, 4):(64, 32, 1024), (32):(1)>>
// CHECK-LABEL: llvm.func @mm64(
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.16x32bx2.x32"(%{{.*}}, %c32_i64{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<6>, i64, vector<32xi32>, i1) -> ()
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c68222992_i32, %true
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.16x32bx2.x32"(%{{.*}}, %c32_i64{{.*}}, %{{.*}}) : (!llvm.ptr<6>, i64, i1) -> vector<32xi32>
// CHECK: arith.truncf %{{.*}} : f32 to f16
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @mm64(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f16>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c64, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<64x64xf16>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %acc, %t0 = "nv_tileaa.tiled_load"(%mc, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %t3 = "nv_tileaa.tiled_store"(%mc, %d, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<64x64xf16>, tensor<64x64xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
