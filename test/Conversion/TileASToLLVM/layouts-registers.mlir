// Layout propagation and the lowering together: the concatenation of two
// tiles of one layout moves nothing (its layout is their concatenation),
// the row sum (a commutative add) folds the runs of 4 and the cat's halves in
// registers and the rest of the row with 3 butterfly shuffles for each of
// its 2 partials (6), the broadcast back to 32x64 takes the cat's layout and
// renames registers, and the constant-index extract of the right half picks
// slots: no shared memory, no barrier, and the 8 stores are those of the
// 32x32 result (runs of 4, no facts on the view: scalar).
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-assign-layouts),convert-tileas-to-llvm)' | FileCheck %s

// CHECK-LABEL: llvm.func @cat_extract
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: : f32, !llvm.ptr<3>
// CHECK-COUNT-6: llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: : f32, !llvm.ptr<3>
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @cat_extract(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %ma = nv_tileaa.make_memref %a, sizes[%n, %n], strides[%n, %c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %x = nv_tileas.tiled_load %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<32x32xf32>
  %y = arith.addf %x, %x : tensor<32x32xf32>
  %c = nv_tileaa.cat %x, %y dim = 1 : tensor<32x32xf32>, tensor<32x32xf32> -> tensor<32x64xf32>
  %s = "nv_tileaa.reduce"(%c) ({
  ^bb0(%l: f32, %r: f32):
    %t = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%t) : (f32) -> ()
  }) {dim = 1 : i64, identities = [0.0 : f32]} : (tensor<32x64xf32>) -> tensor<32xf32>
  %s2 = nv_tileaa.view %s : tensor<32xf32> -> tensor<32x1xf32>
  %b = nv_tileaa.broadcast %s2 : tensor<32x1xf32> -> tensor<32x64xf32>
  %d = arith.subf %c, %b : tensor<32x64xf32>
  %e = nv_tileaa.extract_slice %d[%i0, %i1] : tensor<32x64xf32> -> tensor<32x32xf32>
  nv_tileas.tiled_store %e, %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<32x32xf32>, !nv_tileaa.memref<?x?xf32>
  return
}
