// Upstream mlir-opt flags work unchanged with our passes.
// RUN: tileas-opt %s --split-input-file -tileas-cuda-tile-O3 | FileCheck %s --check-prefix=SPLIT
// RUN: tileas-opt %s --split-input-file -tileas-cuda-tile-O3 --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-simplify-arith))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: tileas-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Output files: -o %t, then re-read.
// RUN: tileas-opt %s --split-input-file -tileas-cuda-tile-O3 -o %t
// RUN: FileCheck %s --check-prefix=SPLIT < %t
// A missing input is a diagnostic and a non-zero exit.
// RUN: not tileas-opt %t.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING

// SPLIT: cuda_tile.module @first
// SPLIT: // -----
// SPLIT: cuda_tile.module @second
// TIMING: Execution time report
// TIMING: CudaTileSimplifyArith
// TIMING: Canonicalizer
// AFTER: // -----// IR Dump After CudaTileSimplifyArith (cuda-tile-simplify-arith) //----- //
// AFTER-NEXT: cuda_tile.module @first
// GENERIC: "cuda_tile.module"() <{sym_name = "first"}>
// MISSING: cannot open input file

cuda_tile.module @first {
  entry @k() {
    return
  }
}

// -----

cuda_tile.module @second {
  entry @k() {
    return
  }
}
