// tileas-opt is MlirOptMain: upstream flags, our dialect, passes and pipelines.
// RUN: tileas-opt --help | FileCheck %s
// CHECK: Available Dialects: {{.*}}cuda_tile{{.*}}nvvm
// CHECK-DAG: --cuda-tile-simplify-arith
// CHECK-DAG: --fold-constants
// CHECK-DAG: --tileas-op-stats
// CHECK-DAG: --max-ops=<long>
// CHECK-DAG: --sort=<string>
// CHECK-DAG: --tileas-O0
// CHECK-DAG: --tileas-O1
// CHECK-DAG: --tileas-O2
// CHECK-DAG: --tileas-O3
// CHECK-DAG: --tileas-cuda-tile-O0
// CHECK-DAG: --tileas-cuda-tile-O3
// CHECK-DAG: --tileas-lower-to-llvm
// CHECK-DAG: --split-input-file
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --mlir-timing
// CHECK-DAG: --convert-nvvm-to-llvm
