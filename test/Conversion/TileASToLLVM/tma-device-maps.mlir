// A view whose pointer (or a shape or stride) the kernel computes, not a
// parameter the host module can read, is a TMA copy at sm_90 through a
// tensor map the kernel builds itself, as NVIDIA's tileiras 13.5 does for
// grouped_gemm_list: tileas-pipeline-loads marks the kernel
// (nv_tileas.device_tensor_maps); the lowering appends the device TMA
// workspace as the last, global-pointer parameter (nv_tileas.tma_workspace),
// and where the memref is made thread 0 writes the descriptor (the host
// module's encoding, evaluated on the view's values) into the map's slot,
// byte (smid + k * nsmid) * 8192 + warpid * 128 of the workspace, and fences
// it for the tensormap proxy. A view of parameters keeps its host-built map.
// RUN: tileas-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s --check-prefix=PIPE
// RUN: tileas-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm)' | FileCheck %s

// PIPE-LABEL: func.func @from_list
// PIPE-SAME: nv_tileas.device_tensor_maps
// PIPE: nv_tileas.mbarrier_expect
// PIPE: nv_tileas.async_load %[[M:[0-9]+]][%arg3] stage {{.*}}barrier = 4096

// CHECK-LABEL: llvm.func @from_list(%arg0: i64, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: i64,
// CHECK-SAME: %arg4: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %arg5: !llvm.ptr<1>)
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 2 : i64, {{.*}} param = 4 : i64
// CHECK-SAME: nv_tileas.tma_workspace = 5 : i64
// CHECK: %[[BASE:.+]] = llvm.inttoptr %arg0 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[SM:.+]] = nvvm.read.ptx.sreg.smid : i32
// CHECK-NEXT: %[[NSM:.+]] = nvvm.read.ptx.sreg.nsmid : i32
// CHECK-NEXT: %[[WARP:.+]] = nvvm.read.ptx.sreg.warpid : i32
// CHECK: %[[REGION:.+]] = arith.muli %{{.+}}, %c8192_i64 : i64
// CHECK: %[[SLOTW:.+]] = arith.muli %{{.+}}, %c128_i64 : i64
// CHECK: %[[OFF:.+]] = arith.addi %[[REGION]], %[[SLOTW]] : i64
// CHECK-NEXT: %[[SLOT:.+]] = llvm.getelementptr %arg5[%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT: %[[MAP:.+]] = llvm.addrspacecast %[[SLOT]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %[[ADDR:.+]] = llvm.ptrtoint %[[BASE]] : !llvm.ptr<1> to i64
// CHECK: scf.if
// word 0: the address, bits 4..56
// CHECK: %[[W0:.+]] = arith.andi %[[ADDR]], %c144115188075855856_i64 : i64
// CHECK-NEXT: %[[AT0:.+]] = llvm.getelementptr %[[SLOT]][0]
// CHECK-NEXT: llvm.store %[[W0]], %[[AT0]] : i64, !llvm.ptr<1>
// word 1: f32, rank 1, no swizzle (0x40382), bit 21 from the tensor's byte span
// CHECK: arith.cmpi uge, %{{.+}}, %c131072_i64 : i64
// CHECK: llvm.getelementptr %[[SLOT]][8]
// word 6: the box (256 - 1) << 56
// CHECK: %c-72057594037927936_i64
// CHECK: llvm.getelementptr %[[SLOT]][48]
// CHECK: llvm.getelementptr %[[SLOT]][120]
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.tensormap_generic.release.gpu"() : () -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu"(%[[MAP]], %c128_i32{{.*}}) : (!llvm.ptr, i32) -> ()
// the copy reads the device-built map; the store (sm_90, no dot) keeps its
// host-built map, %arg4, for the host module and stores from registers
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d"(%{{.+}}, %{{.+}}, %[[MAP]],
// CHECK-NOT: cp.async.bulk.tensor.s2g
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @from_list(%addr: i64, %n: i32, %po: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %pa = nv_tileaa.int_to_ptr %addr : i64 -> !nv_tileaa.ptr<f32>
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mo = nv_tileaa.make_memref %po, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %b, %mo[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// From sm_100 the host module is tileiras 13.1's, which has no device
// workspace: the computed view's load is no TMA copy (and, without a TMA
// load, neither is the store).
// PIPE-LABEL: func.func @from_list_sm100
// PIPE-NOT: device_tensor_maps
// PIPE-SAME: {
// CHECK-LABEL: llvm.func @from_list_sm100
// CHECK-NOT: tma_workspace
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @from_list_sm100(%addr: i64, %n: i32, %po: !nv_tileaa.ptr<f32>, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %pa = nv_tileaa.int_to_ptr %addr : i64 -> !nv_tileaa.ptr<f32>
  %ma = nv_tileaa.make_memref %pa, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %mo = nv_tileaa.make_memref %po, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a = nv_tileas.tiled_load %ma[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %b = nv_tileas.convert_layout %a : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>> -> tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>
  nv_tileas.tiled_store %b, %mo[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(1), (8):(128)>>, !nv_tileaa.memref<?xf32>
  return
}
}

// -----

// The workspace holds 6 maps per SM: a kernel with more candidate views
// (7 here) builds none, and its computed views stay non-TMA loads.
// PIPE-LABEL: func.func @seven
// PIPE-NOT: device_tensor_maps
// PIPE-SAME: {
// CHECK-LABEL: llvm.func @seven
// CHECK-NOT: tma_workspace
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @seven(%addr: i64, %n: i32, %i: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c1 = arith.constant 1 : i64
  %sn = arith.extsi %n : i32 to i64
  %p0 = nv_tileaa.int_to_ptr %addr : i64 -> !nv_tileaa.ptr<f32>
  %m0 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m1 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m2 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m3 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m4 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m5 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %m6 = nv_tileaa.make_memref %p0, sizes[%sn], strides[%c1] {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  %a0 = nv_tileas.tiled_load %m0[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a1 = nv_tileas.tiled_load %m1[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a2 = nv_tileas.tiled_load %m2[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a3 = nv_tileas.tiled_load %m3[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a4 = nv_tileas.tiled_load %m4[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a5 = nv_tileas.tiled_load %m5[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %a6 = nv_tileas.tiled_load %m6[%i] {dim_map = array<i64: 0>, nv_tileas.unordered, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s1 = arith.addf %a0, %a1 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s2 = arith.addf %s1, %a2 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s3 = arith.addf %s2, %a3 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s4 = arith.addf %s3, %a4 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s5 = arith.addf %s4, %a5 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  %s6 = arith.addf %s5, %a6 : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>
  nv_tileas.tiled_store %s6, %m0[%i] {dim_map = array<i64: 0>, sem = "weak"} : tensor<1024xf32, #nv_tileas.tv<(128):(4), (4, 2):(1, 512)>>, !nv_tileaa.memref<?xf32>
  return
}
}
