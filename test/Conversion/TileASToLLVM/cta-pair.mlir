// A single-issuer tcgen05 K loop whose MMAs span a CTA pair, lowered
// (umma.rs, tma_copy.rs, tmem.rs; the rewrite from tileas-pipeline-loads,
// pipeline_loads/pair.rs). After the mbarriers' initialisation the cluster
// meets (the odd CTA's copies complete on the even CTA's mbarriers). Each
// copy completes on the stage's mbarrier in the pair's even CTA: `mapa` to
// the rank with bit 0 cleared, round-tripped through i64 to the shared
// pointer LLVM's intrinsic takes, and the copy's CTA-group operand 2 (PTX
// `.cta_group::2`). The warp-0 TMEM allocation and its release are
// `cta_group::2`; the accumulator's initial store is followed by a cluster
// barrier (the even CTA's MMAs write the odd CTA's TMEM), its release
// bracketed by two. Thread 32 of the even CTA alone waits for the stage and
// issues the MMAs: CTA group 2, NVIDIA's instruction descriptor for M = 256,
// N = 256 (272695312), committed to the consumed mbarrier of both CTAs of
// the pair (`commit.mc.shared.cg2`, mask 3 << even rank). ptxas takes the
// result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_100a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @pair(
// CHECK-SAME: nvvm.blocksareclusters
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK-DAG: %[[IDESC:.*]] = llvm.mlir.constant(272695312 : i32) : i32
// CHECK-DAG: %[[NOT1:.*]] = llvm.mlir.constant(-2 : i32) : i32
// CHECK-DAG: %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-DAG: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-COUNT-14: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
// CHECK: %[[RANK:.*]] = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
// CHECK-NEXT: %[[EVEN:.*]] = llvm.and %[[RANK]], %[[NOT1]] : i32
// CHECK-NEXT: %[[PEER:.*]] = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%{{.*}}, %[[EVEN]]) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
// CHECK-NEXT: %[[INT:.*]] = llvm.ptrtoint %[[PEER]] : !llvm.ptr<7> to i64
// CHECK-NEXT: %[[MBAR:.*]] = llvm.inttoptr %[[INT]] : i64 to !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%{{.*}}, %[[MBAR]], {{.*}}, %[[TWO]]) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg2"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x128"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"() : () -> ()
// The MMA thread's wait: thread 32 of the even CTA.
// CHECK: llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %{{.*}}, %{{.*}}, %[[TWO]], %{{.*}}) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
// CHECK: %[[MASK:.*]] = llvm.shl %[[THREE]], %{{.*}} : i32
// CHECK-NEXT: %[[MASK16:.*]] = llvm.trunc %[[MASK]] : i32 to i16
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.mc.shared.cg2"(%{{.*}}, %[[MASK16]]) : (!llvm.ptr<3>, i16) -> ()
// CHECK-NOT: tcgen05.commit.shared.cg1
// The release: the cluster meets before and after.
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg2"
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
// CHECK-NOT: cg1
// PTX: .reqnctapercluster 2, 1, 1
// PTX: .blocksareclusters
// PTX: mapa.shared::cluster.u64
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2
// PTX: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32
// PTX: tcgen05.mma.cta_group::2.kind::f16
// PTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// PTX: tcgen05.dealloc.cta_group::2.sync.aligned.b32

#acc = #nv_tileas.tv<(128, 2):(256, 128), (128):(1)>
#opa = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
#opb = #nv_tileas.tv<(256):(8), (8, 8):(1, 2048)>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @pair(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.cluster_ctas = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 49152 : i64} {
  %c1_i64 = arith.constant 1 : i64
  %c128_i64 = arith.constant 128 : i64
  %c256_i64 = arith.constant 256 : i64
  %c64_i64 = arith.constant 64 : i64
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
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
  %tile = arith.divsi %px, %c2_i32 : i32
  %kt = arith.ceildivsi %k64, %c64_i64 : i64
  %ktiles = arith.trunci %kt : i64 to i32
  %zero = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #acc>
  cf.br ^head(%c0_i32, %zero : i32, tensor<128x256xf32, #acc>)
^head(%i: i32, %acc: tensor<128x256xf32, #acc>):
  %more = arith.cmpi slt, %i, %ktiles : i32
  cf.cond_br %more, ^body, ^exit(%acc : tensor<128x256xf32, #acc>)
^body:
  %x = arith.extsi %px : i32 to i64
  %row = arith.muli %x, %c128_i64 : i64
  %i64 = arith.extsi %i : i32 to i64
  %kk = arith.muli %i64, %c64_i64 : i64
  %ta = nv_tileas.tiled_load %a[%row, %kk] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<128x64xf16, #opa>
  %t = arith.extsi %tile : i32 to i64
  %col = arith.muli %t, %c256_i64 : i64
  %tb = nv_tileas.tiled_load %b[%kk, %col] {dim_map = array<i64: 0, 1>, nv_tileas.unordered, padding = 0.000000e+00 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x256xf16, #opb>
  %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #opa>, tensor<64x256xf16, #opb>, tensor<128x256xf32, #acc>
  %next = arith.addi %i, %c1_i32 : i32
  cf.br ^head(%next, %d : i32, tensor<128x256xf32, #acc>)
^exit(%r: tensor<128x256xf32, #acc>):
  %h = arith.truncf %r : tensor<128x256xf32, #acc> to tensor<128x256xf16, #acc>
  %x2 = arith.extsi %px : i32 to i64
  %row2 = arith.muli %x2, %c128_i64 : i64
  %t2 = arith.extsi %tile : i32 to i64
  %col2 = arith.muli %t2, %c256_i64 : i64
  nv_tileas.tiled_store %h, %c[%row2, %col2] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x256xf16, #acc>, !nv_tileaa.memref<?x?xf16>
  return
}
}

