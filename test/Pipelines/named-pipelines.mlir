// The named pipelines run as flags and inside textual pipelines.
// RUN: tileas-opt %s -tileas-O0 | FileCheck %s --check-prefix=O0
// RUN: tileas-opt %s -tileas-O1 | FileCheck %s --check-prefix=O1
// RUN: tileas-opt %s -tileas-O2 | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s -tileas-O3 | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-O3)' | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-O3)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPANDED
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-O3{fast=1})' 2>&1 | FileCheck %s --check-prefix=NOOPTS

// O0: %[[C:.*]] = constant <i32: 0> : tile<i32>
// O0: addi %{{.*}}, %[[C]] : tile<i32>
// O0: addf
// O1-NOT: constant
// O1-NOT: addi
// O1: return
// O3-LABEL: entry @k(
// O3-NEXT: return
// O3-NEXT: }
// EXPANDED: builtin.module(
// EXPANDED-NEXT: cuda_tile.module(
// EXPANDED-NEXT: cuda-tile-simplify-arith{fold-constants=true}
// EXPANDED-NEXT: ),
// EXPANDED-NEXT: canonicalize
// EXPANDED: cse
// NOOPTS: pipeline takes no options

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %c = constant <i32: 0> : tile<i32>
    %0 = addi %i, %c : tile<i32>
    %a = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %1 = addf %a, %a : tile<2xf32>
    return
  }
}
