// A kernel whose scratch lives in its ring region (`nv_tileas.scratch_offset`,
// tileas-pipeline-loads' scratch.rs): no shared memory of its own, the
// exchange's scratch at that byte of the rings (`__tileas_pipe_<kernel>` + 4096).
// The offset must be a multiple of 1024 with the scratch inside the region.
// RUN: tileas-opt %s -convert-tileas-to-llvm -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-NOT: __tileas_smem_in_ring
// CHECK: llvm.mlir.global internal @__tileas_pipe_in_ring() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
// CHECK-NOT: __tileas_smem_in_ring
// CHECK-LABEL: llvm.func @in_ring(
// CHECK: %[[PIPE:.*]] = llvm.mlir.addressof @__tileas_pipe_in_ring : !llvm.ptr<3>
// CHECK-NEXT: %[[SCRATCH:.*]] = llvm.getelementptr %[[PIPE]][4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.getelementptr %[[SCRATCH]]
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
func.func @in_ring(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64, nv_tileas.scratch_offset = 4096 : i64, nv_tileas.smem_bytes = 4096 : i64} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n], strides[%c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %x = nv_tileas.tiled_load %ma[%c0] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %y = nv_tileas.convert_layout %x : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %y, %ma[%c0] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}

// -----

// expected-error @below {{'func.func' op 'nv_tileas.scratch_offset' must place the 4096-byte scratch at a multiple of 1024 inside the 6144-byte ring region, got 4096}}
func.func @outside(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 6144 : i64, nv_tileas.scratch_offset = 4096 : i64, nv_tileas.smem_bytes = 4096 : i64} {
  return
}

// -----

// expected-error @below {{'func.func' op 'nv_tileas.scratch_offset' must place the 4096-byte scratch at a multiple of 1024 inside the 8192-byte ring region, got 512}}
func.func @unaligned(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.pipeline_bytes = 8192 : i64, nv_tileas.scratch_offset = 512 : i64, nv_tileas.smem_bytes = 4096 : i64} {
  return
}
