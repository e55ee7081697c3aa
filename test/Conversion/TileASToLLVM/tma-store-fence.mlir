// A TMA store in a kernel with atomics (tma_copy.rs, async_store with
// fence_global): after the stage's shared-memory proxy fence, every thread
// also fences the global async proxy, so the TMA unit's writes come after
// the atomics' generic-proxy accesses (as NVIDIA's tileiras fences
// atomic_rmw_mix's TMA store); then the CTA synchronises and thread 0
// stores the boxes (four of 256 elements) and waits for the bulk group to complete. ptxas takes the
// result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_100a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @atomic_store
// CHECK: llvm.atomicrmw
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.global"
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.commit.group"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.wait.group"
// PTX: atom.global
// PTX: fence.proxy.async.shared::cta;
// PTX-NEXT: fence.proxy.async.global;
// PTX-COUNT-4: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group
// PTX: cp.async.bulk.commit_group;
// PTX-NEXT: cp.async.bulk.wait_group 0;
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @atomic_store(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pi: !nv_tileaa.ptr<i32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  %old = nv_tileas.atomic_rmw %pi, %one {mode = "add", sem = "relaxed", scope = "device"} : !nv_tileaa.ptr<i32>, i32
  nv_tileas.tiled_store %b, %ma[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}
