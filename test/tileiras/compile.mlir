// tileiras compiles TileIR bytecode through tileas-O<n> and tileas-codegen:
// --emit=mlir (LLVM dialect), llvm (LLVM IR), ptx (for sm_XXa, like NVIDIA's
// tileiras: .target sm_100a / sm_120a); ptxas failures are status 5 with
// ptxas' message and leave no output (a fake ptxas here; real cubins are
// checked in cubin.mlir and corpus-compile.mlir).
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// RUN: tileiras --emit=mlir -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=MLIR
// MLIR: llvm.func @saxpy_f32(%{{.*}}: f32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// MLIR-SAME: nvvm.kernel
// MLIR-SAME: nvvm.reqntid = array<i32: 128, 1, 1>
// MLIR-NOT: cuda_tile.
// MLIR-NOT: nv_tileaa.

// RUN: tileiras --emit=llvm -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=LLVM
// LLVM: target triple = "nvptx64-nvidia-cuda"
// LLVM: define {{.*}}void @saxpy_f32(float

// RUN: tileiras --emit=ptx -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=PTX100
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -O2 -o - %corpus/saxpy_f32.sm_120.tileirbc | FileCheck %s --check-prefix=PTX120
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -O0 -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=PTX90
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=PTX80
// PTX100: .version 9.0
// PTX100: .target sm_100a
// PTX100: .visible .entry saxpy_f32(
// PTX100: .reqntid 128, 1, 1
// PTX120: .target sm_120a
// PTX90: .version 8.8
// PTX90: .target sm_90a
// PTX80: .target sm_80{{$}}

// A kernel the lowering rejects: the pass's diagnostic at the source location
// (without MLIR's "see current operation" dump), then the final line. The
// input is a transpose too large for the shared memory a CTA may use, written
// as bytecode with debug info (synthesize-debug-info-scopes) by tileas-opt.
// RUN: tileas-opt %S/Inputs/big-exchange.mlir --pass-pipeline='builtin.module(cuda_tile.module(synthesize-debug-info-scopes))' --emit-tilebc -o %t.d/big-exchange.tileirbc
// RUN: { tileiras --emit=ptx -o %t.d/m.ptx %t.d/big-exchange.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=PASSFAIL
// PASSFAIL: big-exchange.mlir:9:10: error: 'nv_tileaa.permute' op is not yet supported by tileas: it needs 262144 bytes of shared-memory scratch
// PASSFAIL-NOT: see current operation
// PASSFAIL: error: failed to compile Tile IR program
// PASSFAIL-NEXT: exit=5
// RUN: test ! -e %t.d/m.ptx

// Matmul (nv_tileaa.dot) compiles through the SIMT fallback.
// RUN: tileiras --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=DOT
// DOT: .entry matmul_f16(

// ptxas failing (a fake one, found through CUDA_HOME): status 5, its message,
// no output file, an existing one untouched.
// RUN: mkdir -p %t.d/fake/bin && printf '#!/bin/sh\necho "ptxas fatal   : fake failure for $2"\nexit 7\n' > %t.d/fake/bin/ptxas && chmod +x %t.d/fake/bin/ptxas
// RUN: echo keep > %t.d/old.cubin
// RUN: { env CUDA_ROOT= CUDA_PATH= CUDA_HOME=%t.d/fake tileiras -o %t.d/old.cubin %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=PTXAS
// PTXAS: ptxas failed (exit status 7): {{.*}}fake/bin/ptxas -arch sm_100a {{.*}}vec_add_f32.ptx -o {{.*}} --opt-level 3
// PTXAS-NEXT: ptxas fatal   : fake failure for sm_100a
// PTXAS-NEXT: error: failed to compile Tile IR program
// PTXAS-NEXT: exit=5
// RUN: echo keep | cmp - %t.d/old.cubin
// RUN: find %t.d -name '*tileas-tmp*' | count 0
