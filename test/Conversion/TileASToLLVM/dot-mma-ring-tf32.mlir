// tf32 mma.sync at sm_120 reads B in place too: its ring stage (K x N,
// N-major, 128-byte swizzle) holds the four K rows a warp's lanes read for
// one register at distinct 16-byte units, so each B register is one 32-bit
// shared load at its swizzled address, as NVIDIA's kernel does (256
// ld.shared.b32, no transposed copy). Without the copy the kernel needs no
// staging scratch, and the corpus kernel's K loop gets three 32 KiB stages
// in sm_120's 99 KiB (NVIDIA's three; before, two beside a 16 KiB copy of
// B). A goes through ldmatrix.x4 from its K-major stage as before; the
// emulator runs the kernel at sm_120 (test/Emulator/corpus-emulate.mlir).
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_tf32.sm_120.tileirbc -o %t.ct.mlir
// RUN: sed -e '1s/^/module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 101376 : i64} {\n/' -e '$a }' %t.ct.mlir > %t.mlir
// RUN: tileas-opt %t.mlir --pass-pipeline='builtin.module(tileas-O3)' | FileCheck %s

// CHECK: llvm.mlir.global internal @__tileas_pipe_matmul_tf32() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<98328 x i8>
// CHECK-NOT: @__tileas_smem_matmul_tf32
// CHECK-LABEL: llvm.func @matmul_tf32(
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"
// CHECK-NOT: ldmatrix
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: ldmatrix
// CHECK: llvm.bitcast %[[B]] : f32 to i32
// CHECK-NOT: ldmatrix
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k8.row.col.tf32"
