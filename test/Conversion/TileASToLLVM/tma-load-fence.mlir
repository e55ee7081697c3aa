// A tile load that a token orders after the kernel's atomics (no
// nv_tileas.unordered: split-K's C read under its lock) is a TMA copy too,
// as NVIDIA's tileiras loads matmul_split_k_lock's C: `fence_global` on its
// async_load, and the issuing thread fences the global async proxy before
// the copy. Every TMA store gets a tensor map of its own (two stores of
// one view: two maps), while loads share theirs: three maps here.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_100a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// PIPE-LABEL: func.func @locked
// PIPE: nv_tileas.atomic_rmw
// PIPE: nv_tileas.async_load {{.*}} {barrier = {{[0-9]+}} : i64, dim_map = array<i64: 0>, fence_global,
// PIPE-COUNT-2: nv_tileas.async_store {{.*}} fence_global
// CHECK-LABEL: llvm.func @locked
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 256>, {{.*}}param = 4 : i64, {{.*}}}, {address = 0 : i64, box = array<i64: 256>, {{.*}}param = 5 : i64, {{.*}}}, {address = 0 : i64, box = array<i64: 256>, {{.*}}param = 6 : i64,
// CHECK: llvm.atomicrmw
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.global"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d"
// PTX: atom.global
// PTX: fence.proxy.async.global;
// PTX: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @locked(%pa: !nv_tileaa.ptr<f32>, %n: i32, %pi: !nv_tileaa.ptr<i32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i32
  %sn = arith.extsi %n : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %old = nv_tileas.atomic_rmw %pi, %one {mode = "add", sem = "acquire", scope = "device"} : !nv_tileaa.ptr<i32>, i32
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  %b = arith.addf %a, %a : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %b, %ma[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  nv_tileas.tiled_store %a, %ma[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}
