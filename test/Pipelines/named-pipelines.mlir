// The named pipelines run as flags and inside textual pipelines.
// tileas-cuda-tile-O<n>: the cuda_tile clean-ups of each level (cuda_tile out).
// RUN: tileas-opt %s -tileas-cuda-tile-O0 | FileCheck %s --check-prefix=O0
// RUN: tileas-opt %s -tileas-cuda-tile-O1 | FileCheck %s --check-prefix=O1
// RUN: tileas-opt %s -tileas-cuda-tile-O2 | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s -tileas-cuda-tile-O3 | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-cuda-tile-O3)' | FileCheck %s --check-prefix=O3
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-cuda-tile-O3)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPANDED
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-cuda-tile-O3{fast=1})' 2>&1 | FileCheck %s --check-prefix=NOOPTS
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-O3{fast=1})' 2>&1 | FileCheck %s --check-prefix=NOOPTS

// tileas-lower-to-llvm: cuda_tile -> nv_tileaa -> nv_tileas -> LLVM dialect,
// then the upstream conversions (the serial schedule);
// tileas-lower-to-llvm-pipelined: the same, starting with
// cuda-tile-cluster-split, with tileas-pipeline-loads after the layouts
// (tileas-prefetch-loads is in no named pipeline). tileas-O0 = tileas-cuda-tile-O0 + tileas-lower-to-llvm,
// tileas-O<n> = tileas-cuda-tile-O<n> + tileas-lower-to-llvm-pipelined.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-lower-to-llvm)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefixes=LOWER,SERIAL
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-lower-to-llvm-pipelined)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefixes=LOWER,PIPELINED
// RUN: tileas-opt %s -tileas-O3 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefixes=EXPANDED,LOWER,PIPELINED
// RUN: tileas-opt %s -tileas-O0 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL0
// RUN: tileas-opt %s -tileas-O1 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL1
// A prefix of the lowering runs through --pass-pipeline.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-cuda-tile-O3,convert-cuda-tile-to-tileaa)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREFIX

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
// PIPELINED: cuda_tile.module(
// PIPELINED-NEXT: cuda-tile-cluster-split{ctas=0}
// PIPELINED-NEXT: ),
// SERIAL-NOT: cuda-tile-cluster-split
// LOWER: convert-cuda-tile-to-tileaa,
// LOWER-NEXT: func.func(
// LOWER-NEXT: tileaa-strip-mine-tiles
// LOWER-NEXT: ),
// LOWER-NEXT: convert-tileaa-to-tileas{{.*}},
// LOWER-NEXT: func.func(
// LOWER-NEXT: tileas-assign-layouts
// LOWER-NEXT: ),
// PIPELINED-NEXT: func.func(
// PIPELINED-NEXT: tileas-pipeline-loads{max-stages=16 warp-specialize=true}
// PIPELINED-NEXT: ),
// SERIAL-NOT: tileas-pipeline-loads
// LOWER-NOT: tileas-prefetch-loads
// LOWER-NEXT: convert-tileas-to-llvm,
// LOWER-NEXT: convert-scf-to-cf
// LOWER-NEXT: convert-math-to-llvm
// LOWER-NEXT: convert-arith-to-llvm
// LOWER-NEXT: convert-cf-to-llvm
// LOWER-NEXT: convert-func-to-llvm
// LOWER-NEXT: convert-ub-to-llvm
// LOWER-NEXT: reconcile-unrealized-casts,
// LOWER-NEXT: canonicalize
// LOWER-NEXT: cse
// LOWER-NEXT: )
// FULL0: builtin.module(
// FULL0-NEXT: convert-cuda-tile-to-tileaa,
// FULL0-NOT: tileas-pipeline-loads
// FULL1: builtin.module(
// FULL1-NEXT: canonicalize
// FULL1-NEXT: cuda_tile.module(
// FULL1-NEXT: cuda-tile-cluster-split{ctas=0}
// FULL1-NEXT: ),
// FULL1-NEXT: convert-cuda-tile-to-tileaa,
// PREFIX: cse,
// PREFIX-NEXT: convert-cuda-tile-to-tileaa
// PREFIX-NEXT: )

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %c = constant <i32: 0> : tile<i32>
    %0 = addi %i, %c : tile<i32>
    %a = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %1 = addf %a, %a : tile<2xf32>
    return
  }
}
