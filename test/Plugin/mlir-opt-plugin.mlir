// Debian's stock mlir-opt-22 loads tileas as a dialect and pass plugin; the
// Rust passes then run inside mlir-opt against the same libMLIR.so.
// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %s | FileCheck %s --check-prefix=PARSE
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %s --pass-pipeline='builtin.module(tileas-cuda-tile-O3)' | FileCheck %s --check-prefix=O3
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %s --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-simplify-arith{fold-constants=false}))' | FileCheck %s --check-prefix=NOFOLD
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %s --pass-pipeline='builtin.module(tileas-op-stats)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: not mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %s --pass-pipeline='builtin.module(tileas-op-stats{max-ops=1})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin --help | FileCheck %s --check-prefix=HELP
// Verifiers (Rust) run inside mlir-opt too:
// RUN: mlir-opt --load-dialect-plugin=%tileas_plugin --load-pass-plugin=%tileas_plugin %S/Inputs/invalid-entry.mlir --verify-diagnostics

// PARSE: entry @k(%{{.*}}: tile<f32>) {
// PARSE: %{{.*}} = addf %{{.*}}, %{{.*}} : tile<2xf32>
// O3-LABEL: entry @k(
// O3-NEXT: return
// NOFOLD: addf
// STATS: remark: 6 operations: cuda_tile.addf 1, cuda_tile.constant 1, cuda_tile.entry 1, cuda_tile.module 1, cuda_tile.mulf 1, cuda_tile.return 1
// FAIL: error: 'builtin.module' op has 6 nested operations, more than max-ops=1
// HELP-DAG: --cuda-tile-simplify-arith
// HELP-DAG: --tileas-O3
// HELP-DAG: --tileas-cuda-tile-O3
// HELP-DAG: --tileas-lower-to-llvm

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    %a = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %0 = addf %a, %a : tile<2xf32>
    %1 = mulf %x, %x : tile<f32>
    return
  }
}
