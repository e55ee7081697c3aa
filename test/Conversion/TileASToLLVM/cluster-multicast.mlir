// A warp-specialized K loop whose B stages are multicast over a cluster of
// two CTAs, lowered (tma_copy.rs, agents.rs; the rewrite from
// tileas-pipeline-loads, pipeline_loads/multicast.rs). Thread 0 initialises
// the empty mbarriers for 16 arrivals (8 compute warps x 2 CTAs), fences the
// initialisation for the cluster and the cluster meets (no CTA barrier of
// its own: the cluster barrier is one). The producer reads its cluster rank
// and issues B's two boxes, box i from the CTA of rank i mod 2, each a
// multicast copy (mask 0b11) into a shared::cluster address of its own
// stage; A's box stays the CTA's own copy. Lanes 0 and 1 of each compute
// warp hand a stage back to the CTA of their lane's rank (`mapa`, a release
// arrive at cluster scope). The producer warpgroup's exiting threads and
// the producer arrive on the cluster barrier; the compute threads arrive and
// wait before invalidating the mbarriers (without a barrier of their own
// there). The kernel is launched on clusters (`.reqnctapercluster 2, 1, 1`,
// `.blocksareclusters`); ptxas takes the result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_90a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @by_y(
// CHECK-SAME: nvvm.blocksareclusters
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK-COUNT-7: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%{{.*}}, %[[ONE:.*]]) : (!llvm.ptr<3>, i32) -> ()
// CHECK-COUNT-7: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%{{.*}}, %[[SIXTEEN:.*]]) : (!llvm.ptr<3>, i32) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
// The compute side's hand-back: lanes below 2, to the CTA of the lane's rank.
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"
// CHECK: llvm.icmp "ult" %[[LANE:[0-9]+]], %{{.*}} : i32
// CHECK: %[[PEER:.*]] = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%{{.*}}, %[[LANE]]) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster"(%[[PEER]], %{{.*}}) : (!llvm.ptr<7>, i32) -> ()
// CHECK-NOT: llvm.nvvm.mbarrier.arrive.shared"
// The exiting producer threads.
// CHECK: llvm.call_intrinsic "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32"
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.return
// PTX: .reqnctapercluster 2, 1, 1
// PTX: .blocksareclusters
// PTX: fence.mbarrier_init.release.cluster;
// PTX-NEXT: barrier.cluster.arrive;
// PTX-NEXT: barrier.cluster.wait;
// PTX: mapa.shared::cluster.u64
// PTX-NEXT: mbarrier.arrive.release.cluster.shared::cluster.b64 _,
// PTX: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
// PTX-DAG: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [
// PTX-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [
// PTX: barrier.cluster.wait;
// PTX: mbarrier.inval.shared.b64

#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @by_y(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %m64 = arith.extsi %m : i32 to i64
  %k64 = arith.extsi %k : i32 to i64
  %n64 = arith.extsi %n : i32 to i64
  %lda64 = arith.extsi %lda : i32 to i64
  %ldb64 = arith.extsi %ldb : i32 to i64
  %ldc64 = arith.extsi %ldc : i32 to i64
  %a = nv_tileaa.make_memref %pa, sizes[%m64, %k64], strides[%lda64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %b = nv_tileaa.make_memref %pb, sizes[%k64, %n64], strides[%ldb64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %c = nv_tileaa.make_memref %pc, sizes[%m64, %n64], strides[%ldc64, %c1_i64] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %px = nv_tileaa.get_program_id 0
  %py = nv_tileaa.get_program_id 1
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x128xf32, #acc>)
^head(%i: i32, %acc: tensor<128x128xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x128xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #op>
  %y = arith.extsi %py : i32 to i64
  %col = arith.muli %y, %c128_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x128xf16, #op>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #op>, tensor<64x128xf16, #op>, tensor<128x128xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x128xf32, #acc>)
^exit(%r: tensor<128x128xf32, #acc>):
  %h = arith.truncf %r : tensor<128x128xf32, #acc> to tensor<128x128xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %y2 = arith.extsi %py : i32 to i64
  %col2 = arith.muli %y2, %c128_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

