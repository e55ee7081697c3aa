// A K loop around a block-scaled tcgen05 dot (fp8 A and B, f8E8M0FNU scales
// per 32 of K, the accumulator in TMEM across the loop) runs its MMAs
// asynchronously, as the unscaled loop does (dot-umma-ring.mlir): the dot
// commits to its stage's consumed mbarrier (nv_tileas.commit_barrier, the 6
// after the 6 full ones) and no thread waits for its MMAs in the body. Its
// scales go to TMEM every iteration, so the kernel's TMEM pool holds a copy
// of the scale region per ring stage (6 x 8 columns: 64 allocated): iteration
// k writes copy k mod 6, last read by the MMAs of iteration k-6, which every
// thread saw done (the loop's wait on the consumed barrier of iteration k-1
// ran in iteration k-1... and those of k-2 before it); a
// tcgen05.fence::after_thread_sync orders the stores after those waits. The
// kernel's own tcgen05 mbarrier is never set up (no phase slot).
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s

// PIPE-LABEL: func.func @scaled
// PIPE: nv_tileas.mbarrier_init {barrier = 202752 : i64, count = 12 : i64}
// PIPE: nv_tileaa.dot {{.*}} scales({{.*}}) {nv_tileas.commit_barrier = 202800 : i64}

// CHECK-LABEL: llvm.func @scaled(
// CHECK-NOT: llvm.alloca
// CHECK: %[[TC:.*]] = llvm.mlir.addressof @__tileas_tc_scaled
// CHECK-NOT: "llvm.nvvm.mbarrier.init.shared"(%[[TC]]
// The pool: six 8-column copies of the scales.
// CHECK: %[[POOLSLOT:.*]] = llvm.getelementptr %{{.*}}[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%[[POOLSLOT]], %c64_i32) : (!llvm.ptr<3>, i32) -> ()
// CHECK: %[[POOL:.*]] = llvm.load %[[POOLSLOT]] : !llvm.ptr<3> -> i32
// The body: the stage's copy of the scale region, pool + stage * 8.
// CHECK: %[[REGION:.*]] = arith.addi %[[POOL]], %c0_i32{{.*}} : i32
// CHECK-NEXT: %c8_i32{{.*}} = arith.constant 8 : i32
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %{{.*}}, %c8_i32{{.*}} : i32
// CHECK-NEXT: %[[COPY:.*]] = arith.addi %[[REGION]], %[[STEP]] : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK: %[[AT:.*]] = arith.addi %[[COPY]], %{{.*}} : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x8"
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32"
// Committed to the stage's consumed barrier alone, and not waited for here.
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
// CHECK-NOT: tcgen05.commit
// CHECK-NOT: tcgen05.fence.after
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: tcgen05.commit
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @scaled(%pa: !nv_tileaa.ptr<f8E4M3FN>, %psa: !nv_tileaa.ptr<f8E8M0FNU>, %pb: !nv_tileaa.ptr<f8E4M3FN>, %psb: !nv_tileaa.ptr<f8E8M0FNU>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c4 = arith.constant 4 : i64
    %c128 = arith.constant 128 : i64
    %c4096 = arith.constant 4096 : i64
    %c32 = arith.constant 32 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c4096, %c4096, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf8E4M3FN>
    %msa = "nv_tileaa.make_memref"(%psa, %c128, %c32, %c32, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f8E8M0FNU>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf8E8M0FNU>
    %mb = "nv_tileaa.make_memref"(%pb, %c4096, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f8E4M3FN>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf8E4M3FN>
    %msb = "nv_tileaa.make_memref"(%psb, %c32, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f8E8M0FNU>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf8E8M0FNU>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c128, %c128, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x128xf32>
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x128xf32>)
  ^header(%k: i64, %acc: tensor<128x128xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32>)
  ^body:
    %koff = arith.muli %k, %c128 : i64
    %soff = arith.muli %k, %c4 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf8E4M3FN>, i64, i64) -> (tensor<128x128xf8E4M3FN>, !nv_tileaa.mem_token)
    %sa, %t2 = "nv_tileaa.tiled_load"(%msa, %c0, %soff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf8E8M0FNU>, i64, i64) -> (tensor<128x4xf8E8M0FNU>, !nv_tileaa.mem_token)
    %b, %t3 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf8E4M3FN>, i64, i64) -> (tensor<128x128xf8E4M3FN>, !nv_tileaa.mem_token)
    %sb, %t4 = "nv_tileaa.tiled_load"(%msb, %soff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf8E8M0FNU>, i64, i64) -> (tensor<4x128xf8E8M0FNU>, !nv_tileaa.mem_token)
    %d = nv_tileaa.dot %a, %b, %acc scales(%sa, %sb : tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>) : tensor<128x128xf8E4M3FN>, tensor<128x128xf8E4M3FN>, tensor<128x128xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x128xf32>)
  ^exit(%res: tensor<128x128xf32>):
    %t5 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x128xf32>, tensor<128x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
