// A layout exchange whose row-major scratch would put many lanes of a warp
// on one bank (a transpose: threads store rows and read back columns) goes
// through an XOR-swizzled scratch: the swizzle with the fewest modeled
// wavefronts (docs/nv_tileas.md, "Swizzled exchanges"), each side's runs moved
// as one vector access, the index of slot 0 swizzled once and each run's
// constant XOR-ed into it.
// RUN: tileas-opt %s -convert-tileas-to-llvm | FileCheck %s

// 64x32 f32, four columns a thread, transposed to 32x64 with the same
// layout: Sw<3,2,5> on element indices (row bits 2-4 into the 16-byte
// chunk), four 16-byte stores and sixteen 4-byte loads a thread.
// CHECK-LABEL: llvm.func @transpose
// CHECK: %[[W:.*]] = arith.andi %{{.*}}, %c896_i32 : i32
// CHECK: %[[WS:.*]] = arith.shrui %[[W]], %c5_i32{{.*}} : i32
// CHECK: %[[WX:.*]] = arith.xori %{{.*}}, %[[WS]] : i32
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[WX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.store %{{.*}}, %[[P]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-COUNT-3: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: arith.andi %{{.*}}, %c896_i32{{.*}} : i32
// CHECK-COUNT-16: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.barrier0
func.func @transpose(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64} {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%c4096, %c32], strides[%c32, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mb = nv_tileaa.make_memref %b, sizes[%c32, %c4096], strides[%c4096, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %z = arith.constant 0 : i64
  %o = arith.muli %i, %c64 : i64
  %x = nv_tileas.tiled_load %ma[%o, %z] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<64x32xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>
  %t = "nv_tileaa.permute"(%x) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>) -> tensor<32x64xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>
  nv_tileas.tiled_store %t, %mb[%z, %o] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<32x64xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>, !nv_tileaa.memref<?x?xf32>
  return
}

// The same tile reshaped without a transpose: rows written, rows read,
// no conflicts; the scratch stays row-major (no swizzle).
// CHECK-LABEL: llvm.func @reshape
// CHECK-NOT: arith.xori
// CHECK: nvvm.barrier0
// CHECK-NOT: arith.xori
// CHECK: llvm.return
func.func @reshape(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64} {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%c4096, %c32], strides[%c32, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mb = nv_tileaa.make_memref %b, sizes[%c4096, %c32], strides[%c32, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %z = arith.constant 0 : i64
  %o = arith.muli %i, %c64 : i64
  %x = nv_tileas.tiled_load %ma[%o, %z] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<64x32xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>
  %v = "nv_tileaa.view"(%x) : (tensor<64x32xf32, #nv_tileas.tv<(128):(4), (4, 4):(1, 512)>>) -> tensor<64x32xf32, #nv_tileas.tv<(8, 16):(4, 128), (4, 4):(1, 32)>>
  nv_tileas.tiled_store %v, %mb[%o, %z] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x32xf32, #nv_tileas.tv<(8, 16):(4, 128), (4, 4):(1, 32)>>, !nv_tileaa.memref<?x?xf32>
  return
}
