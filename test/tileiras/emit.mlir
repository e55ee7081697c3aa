// tileiras --emit: cuda-tile writes the verified cuda_tile module after the
// cuda_tile clean-ups (tileas-cuda-tile-O<n>); mlir the module after the whole
// tileas-O<n> pipeline (LLVM dialect once the lowering passes are complete);
// llvm, ptx and cubin (the default) go through tileas-codegen (and ptxas).
// The default output file is elf.o; -o/--output-file name it ("-" is stdout).
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// Default output name.
// RUN: cd %t.d && tileiras --emit=cuda-tile %corpus/saxpy_f32.tileirbc
// RUN: FileCheck %s --check-prefix=SAXPY --input-file=%t.d/elf.o
// SAXPY: module {
// SAXPY-NEXT: cuda_tile.module @kernels {
// SAXPY-NEXT: entry @saxpy_f32(
// SAXPY: return

// -o, --output-file, -o - (stdout); the output re-parses and round-trips.
// RUN: tileiras --emit=cuda-tile -o %t.d/a.mlir %corpus/saxpy_f32.tileirbc
// RUN: tileiras --emit=cuda-tile --output-file=%t.d/b.mlir %corpus/saxpy_f32.tileirbc
// RUN: tileiras --emit=cuda-tile -o - %corpus/saxpy_f32.tileirbc > %t.d/c.mlir
// RUN: cmp %t.d/a.mlir %t.d/elf.o && cmp %t.d/a.mlir %t.d/b.mlir && cmp %t.d/a.mlir %t.d/c.mlir
// RUN: tileas-opt %t.d/a.mlir | FileCheck %s --check-prefix=SAXPY

// The optimization level selects the pipelines: matmul at -O0 is the module as
// read, at -O3 the cuda_tile clean-ups have run (same as tileas-opt
// -tileas-cuda-tile-O3).
// RUN: tileiras --emit=cuda-tile -O0 -o %t.d/o0.mlir %corpus/matmul_f16.tileirbc
// RUN: tileas-opt %corpus/matmul_f16.tileirbc | cmp - %t.d/o0.mlir
// RUN: tileiras --emit=cuda-tile -O3 -o %t.d/o3.mlir %corpus/matmul_f16.tileirbc
// RUN: tileas-opt -tileas-cuda-tile-O3 %corpus/matmul_f16.tileirbc | cmp - %t.d/o3.mlir
// RUN: tileiras --emit=cuda-tile --gpu-name=sm_120 -o - %corpus/matmul_f16.sm_120.tileirbc | FileCheck %s --check-prefix=SM120
// SM120: entry @matmul_f16

// --emit=mlir is what tileas-opt -tileas-O<n> prints for a kernel that lowers
// alike with and without a target (tileas-opt's module has none): saxpy at
// sm_100, vec_add at sm_120 (at sm_100 its f32 adds pair into f32x2 ops, which
// need the target).
// RUN: tileiras --emit=mlir -O3 -o %t.d/full3.mlir %corpus/saxpy_f32.tileirbc
// RUN: tileas-opt -tileas-O3 %corpus/saxpy_f32.tileirbc | cmp - %t.d/full3.mlir
// RUN: tileiras --emit=mlir -O1 --gpu-name=sm_120 -o %t.d/full1.mlir %corpus/vec_add_f32.sm_120.tileirbc
// RUN: tileas-opt -tileas-O1 %corpus/vec_add_f32.sm_120.tileirbc | cmp - %t.d/full1.mlir

// --lineinfo (and -g) print the locations the bytecode carries.
// RUN: tileiras --emit=cuda-tile --lineinfo -o - %corpus/saxpy_f32.tileirbc | FileCheck %s --check-prefix=LOC
// LOC: loc(

// --print-pipeline needs no input; it shows the passes, then the back end.
// RUN: tileiras --print-pipeline -O0 --emit=cuda-tile | FileCheck %s --check-prefix=P0
// P0: builtin.module()
// P0-NOT: then
// RUN: tileiras --print-pipeline | FileCheck %s --check-prefix=P3
// P3: builtin.module(cuda_tile.module(cuda-tile-simplify-arith{{.*}}),canonicalize{{.*}},cse,cuda_tile.module(cuda-tile-cluster-split{ctas=0}),convert-cuda-tile-to-tileaa,func.func(tileaa-strip-mine-tiles),convert-tileaa-to-tileas{{.*}},func.func(tileas-assign-layouts),func.func(tileas-pipeline-loads{max-stages=16 warp-specialize=true}),convert-tileas-to-llvm,{{.*}}reconcile-unrealized-casts,canonicalize{{.*}},cse)
// P3-NEXT: # then: tileas-codegen: LLVM dialect -> LLVM IR, libdevice when called, LLVM default<O3>
// P3-NEXT: # then: tileas-codegen: LLVM NVPTX -> PTX 9.0 for sm_100a (higher if inline PTX needs it)
// P3-NEXT: # then: tileas-codegen: host module (TileIR callbacks, tileiras 13.1 ABI) -> host object
// P3-NEXT: # then: ptxas -arch sm_100a <file.ptx> -o <cubin> --opt-level 3 --enable-extended-smem=true --nv-host=<host object> -uumn
// RUN: tileiras --print-pipeline -O1 --gpu-name=sm_90 --emit=ptx | FileCheck %s --check-prefix=P1
// P1: builtin.module(canonicalize{{.*}},cuda_tile.module(cuda-tile-cluster-split{ctas=0}),convert-cuda-tile-to-tileaa,
// P1-NEXT: # then: {{.*}} default<O1>
// P1-NEXT: # then: tileas-codegen: LLVM NVPTX -> PTX 8.8 for sm_90a (higher if inline PTX needs it)
// P1-NOT: ptxas
// --cluster-ctas N sets the cluster pass's option.
// RUN: tileiras --print-pipeline --cluster-ctas 2 | FileCheck %s --check-prefix=PCLUSTER
// PCLUSTER: cse,cuda_tile.module(cuda-tile-cluster-split{ctas=2}),convert-cuda-tile-to-tileaa,
// RUN: not tileiras --print-pipeline --cluster-ctas 3 2>&1 | FileCheck %s --check-prefix=PCLUSTER3
// PCLUSTER3: error: invalid value '3' for '--cluster-ctas <N>'
// RUN: tileiras --print-pipeline --gpu-name=sm_90 | FileCheck %s --check-prefix=P90
// P90: # then: tileas-codegen: host module (TileIR callbacks, tileiras 13.5 ABI) -> host object
// RUN: tileiras --print-pipeline --emit=mlir | FileCheck %s --check-prefix=PMLIR
// PMLIR: reconcile-unrealized-casts
// PMLIR-NOT: then

// A compile failure (here: cast_fp_formats for sm_80, which has no FP8
// conversions; codegen's target validator says so) is status 5 with the
// diagnostics and no file; an existing output file is left alone.
// RUN: rm -f %t.d/elf.o
// RUN: { cd %t.d && tileiras --gpu-name=sm_80 %corpus/cast_fp_formats.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: { cd %t.d && tileiras --emit=ptx --gpu-name=sm_80 %corpus/cast_fp_formats.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: { tileiras --emit=ptx --gpu-name=sm_80 -O0 -o %t.d/a.mlir %corpus/cast_fp_formats.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: error: in function 'cast_fp_formats': intrinsic 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported on sm_80
// FAIL-NOT: llvm.nvvm.ff.to.e4m3x2.rn
// FAIL: error: failed to compile Tile IR program: code generation failed
// FAIL-NEXT: exit=5
// RUN: test ! -e %t.d/elf.o
// RUN: cmp %t.d/a.mlir %t.d/b.mlir
// RUN: find %t.d -name '*tileas-tmp*' | count 0
// RUN: find %t.d -name '*tileiras-tmp*' | count 0
