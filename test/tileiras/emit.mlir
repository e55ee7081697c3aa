// tileiras: --emit=mlir writes the verified cuda_tile module after the
// tileas-O<n> pipeline; the default output file is elf.o; -o/--output-file
// name it ("-" is stdout). The default --emit=cubin (and llvm, ptx) is not
// implemented yet: status 5, no output file.
// REQUIRES: tileiras-driver, corpus
// RUN: rm -rf %t.d && mkdir -p %t.d

// Default output name.
// RUN: cd %t.d && tileiras --emit=mlir %corpus/saxpy_f32.tileirbc
// RUN: FileCheck %s --check-prefix=SAXPY --input-file=%t.d/elf.o
// SAXPY: module {
// SAXPY-NEXT: cuda_tile.module @kernels {
// SAXPY-NEXT: entry @saxpy_f32(
// SAXPY: return

// -o, --output-file, -o - (stdout); the output re-parses and round-trips.
// RUN: tileiras --emit=mlir -o %t.d/a.mlir %corpus/saxpy_f32.tileirbc
// RUN: tileiras --emit=mlir --output-file=%t.d/b.mlir %corpus/saxpy_f32.tileirbc
// RUN: tileiras --emit=mlir -o - %corpus/saxpy_f32.tileirbc > %t.d/c.mlir
// RUN: cmp %t.d/a.mlir %t.d/elf.o && cmp %t.d/a.mlir %t.d/b.mlir && cmp %t.d/a.mlir %t.d/c.mlir
// RUN: tileas-opt %t.d/a.mlir | FileCheck %s --check-prefix=SAXPY

// The optimization level selects tileas-O<n>: matmul at -O0 is the module as
// read, at -O3 the cuda_tile clean-ups have run (same as tileas-opt -tileas-O3).
// RUN: tileiras --emit=mlir -O0 -o %t.d/o0.mlir %corpus/matmul_f16.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %corpus/matmul_f16.tileirbc | cmp - %t.d/o0.mlir
// RUN: tileiras --emit=mlir -O3 -o %t.d/o3.mlir %corpus/matmul_f16.tileirbc
// RUN: tileas-opt -tileas-O3 %corpus/matmul_f16.tileirbc | cmp - %t.d/o3.mlir
// RUN: tileiras --emit=mlir --gpu-name=sm_120 -o - %corpus/matmul_f16.sm_120.tileirbc | FileCheck %s --check-prefix=SM120
// SM120: entry @matmul_f16

// --lineinfo (and -g) print the locations the bytecode carries.
// RUN: tileiras --emit=mlir --lineinfo -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=LOC
// LOC: loc(

// --print-pipeline needs no input.
// RUN: tileiras --print-pipeline -O0 --emit=mlir | FileCheck %s --check-prefix=P0
// P0: builtin.module()
// P0-NOT: then
// RUN: tileiras --print-pipeline | FileCheck %s --check-prefix=P3
// P3: builtin.module(cuda_tile.module(cuda-tile-simplify-arith{{.*}}),canonicalize{{.*}},cse)
// P3-NEXT: # then (not implemented yet): cuda_tile -> LLVM IR, LLVM NVPTX -> PTX, ptxas -> cubin

// Compiling to cubin/PTX/LLVM is not implemented: status 5, no file; an
// existing output file is left alone.
// RUN: rm -f %t.d/elf.o
// RUN: { cd %t.d && tileiras %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTYET
// RUN: { cd %t.d && tileiras --emit=ptx --gpu-name=sm_120 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTYET
// RUN: { tileiras --emit=llvm -O0 -o %t.d/a.mlir %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTYET
// NOTYET: error: failed to compile Tile IR program: lowering cuda_tile to LLVM is not implemented yet
// NOTYET-NEXT: exit=5
// RUN: test ! -e %t.d/elf.o
// RUN: cmp %t.d/a.mlir %t.d/b.mlir
// RUN: find %t.d -name '*tileiras-tmp*' | count 0
