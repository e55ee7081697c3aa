// The ring-buffer ops of a pipelined loop (tileas-pipeline-loads) lowered:
// async_load -> one cp.async per chunk of up to 16 bytes along the stage's
// innermost (memory-contiguous) dimension, chunk c by thread c mod 128
// (64x64 f16 = 512 chunks: 4 a thread), the src-size zero-filling what
// lies outside the tensor; a non-zero padding (-inf) copies the chunks that
// cross the edge lane by lane instead; async_commit -> commit_group;
// async_wait -> wait_group + bar.sync (none for the prologue's first
// wait: the kernel's first contact with shared memory); buffer_read -> 16-byte shared loads
// in the tile's layout, the transposed tile (dim_map [1, 0]: the stage holds
// it column-major) along its runs of 8 rows. ptxas takes the result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_80 --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK: llvm.mlir.global internal @__tileas_pipe_sum() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<{{[0-9]+}} x i8>
// CHECK-LABEL: llvm.func @sum(
// CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// PTX-DAG: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX-DAG: cp.async.commit_group;
// PTX-DAG: cp.async.wait_group 2;
// PTX-DAG: ld.shared.v4.b32
// PTX-DAG: st.shared.v4.b32 [%rd{{[0-9]+}}], {0fFF800000, 0fFF800000, 0fFF800000, 0fFF800000};
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
func.func @sum(%pa: !nv_tileaa.ptr<f16>, %pf: !nv_tileaa.ptr<f32>, %po: !nv_tileaa.ptr<f16>, %n: i64, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%n, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 1, 64>, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mf = nv_tileaa.make_memref %pf, sizes[%n, %c64], strides[%c64, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 1, 64>, strides_div_by = array<i64: 64, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
  %mo = nv_tileaa.make_memref %po, sizes[%c64, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^header(%k: i64, %acc: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %row = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%row, %c0] {dim_map = array<i64: 0, 1>, padding = 0.0 : f16, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %t = nv_tileas.tiled_load %ma[%row, %c0] {dim_map = array<i64: 1, 0>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(8, 16):(512, 1), (8, 4):(64, 16)>>
  %f = nv_tileas.tiled_load %mf[%row, %c0] {dim_map = array<i64: 0, 1>, padding = 0xFF800000 : f32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<64x64xf32, #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>>
  %tc = nv_tileas.convert_layout %t : tensor<64x64xf16, #nv_tileas.tv<(8, 16):(512, 1), (8, 4):(64, 16)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %fc = nv_tileas.convert_layout %f : tensor<64x64xf32, #nv_tileas.tv<(128):(4), (4, 8):(1, 512)>> -> tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %fh = arith.truncf %fc : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s1 = arith.addf %acc, %a : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s2 = arith.addf %s1, %tc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s3 = arith.maximumf %s2, %fh : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %s3 : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^exit:
  nv_tileas.tiled_store %acc, %mo[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}
