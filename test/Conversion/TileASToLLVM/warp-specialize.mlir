// A warp-specialized K loop lowered (agents.rs; the split from
// tileas-pipeline-loads, pipeline_loads/warp_specialize.rs): the CTA has the
// 256 compute threads and a producer warpgroup (reqntid 384). Before the
// split every thread runs: thread 0 initialises the full mbarriers (1
// arrival) and the empty ones (256 arrivals), and the whole CTA synchronises
// once (bar.sync 0). The compute threads (tid < 256) branch to their side, where a
// CTA barrier is the named barrier 1 of 256 threads; they arrive on the empty
// mbarrier after the MMAs' wait_group 1. The producer warpgroup lowers its
// registers to 40, the compute warpgroups raise theirs from the 168 each
// thread of 384 has at launch to 232, and the producer's first thread (tid
// 256, thread 0 of its side) waits on the empty mbarrier, arrives with the
// stage's bytes and issues the TMA boxes; its other threads return. ptxas
// takes the result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=EXIT --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_90a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @ws(
// CHECK-SAME: nvvm.reqntid = array<i32: 384, 1, 1>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[PTID:.*]] = llvm.sub %[[TID]], %[[T:.*]] : i32
// CHECK-COUNT-7: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%{{.*}}, %[[ONE:.*]]) : (!llvm.ptr<3>, i32) -> ()
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-7: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%{{.*}}, %[[T]]) : (!llvm.ptr<3>, i32) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[COMPUTE:.*]] = llvm.icmp "ult" %[[TID]], %[[T]] : i32
// CHECK-NEXT: llvm.cond_br %[[COMPUTE]], ^[[GROW:bb[0-9]+]], ^[[GROUP:bb[0-9]+]]
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"
// CHECK: nvvm.barrier id = %[[ONE]] number_of_threads = %[[T]]
// CHECK: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.shared"(%{{.*}}) : (!llvm.ptr<3>) -> i64

// CHECK: ^[[GROUP]]:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32"(%{{.*}}) : (i32) -> ()
// CHECK-NEXT: %{{.*}} = llvm.icmp "eq" %[[TID]], %[[T]] : i32
// CHECK: ^[[GROW]]:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"(%{{.*}}) : (i32) -> ()

// On the exit edge: the last MMAs waited for, the named barrier of that
// wait (which also serves the invalidation: its own would repeat it,
// barriers.rs), then thread 0 invalidates both groups.
// EXIT: llvm.call_intrinsic "llvm.nvvm.wgmma.wait_group.sync.aligned"
// EXIT: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// EXIT-NOT: nvvm.barrier
// EXIT: llvm.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}
// EXIT-COUNT-14: llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"
// EXIT-NOT: llvm.nvvm.mbarrier.inval.shared

// PTX: .reqntid 384, 1, 1
// PTX: bar.sync 0;
// PTX: setmaxnreg.inc.sync.aligned.u32 232;
// PTX: wgmma.wait_group.sync.aligned 1;
// PTX: mbarrier.arrive.shared.b64
// PTX: setmaxnreg.dec.sync.aligned.u32 40;
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: mbarrier.arrive.expect_tx.shared.b64
// PTX: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// PTX: bar.sync 1, 256;
// PTX-NOT: bar.sync 0;
#acc = #nv_tileas.tv<(4, 8, 8):(2, 128, 2048), (2, 2, 16):(1, 1024, 8)>
#op = #nv_tileas.tv<(256):(8), (8, 4):(1, 2048)>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @ws(%pa: !nv_tileaa.ptr<f16>, %m: i32, %k: i32, %lda: i32, %pb: !nv_tileaa.ptr<f16>, %n: i32, %ldb: i32, %pc: !nv_tileaa.ptr<f16>, %ldc: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 32768 : i64} {
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
