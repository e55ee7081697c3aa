// The passes that work on functions see cuda_tile.testing$func as one: they
// run nested on a single function (entry or testing$func) as well as on the
// module, and synthesize-debug-info-scopes gives testing$func a subprogram.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(fuse-fma)))' | FileCheck %s --check-prefix=FMA
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))' | FileCheck %s --check-prefix=SPLIT
// RUN: tileas-opt %s --split-input-file --synthesize-debug-info-scopes --mlir-print-debuginfo | FileCheck %s --check-prefix=DI

// FMA-LABEL: testing$func @mul_add
// FMA: %[[R:.*]] = fma %{{.*}}, %{{.*}}, %{{.*}} : tile<8xf32>
// FMA-NEXT: return %[[R]] : tile<8xf32>
// DI-LABEL: testing$func @mul_add
// DI: } loc(#[[FN:loc[0-9]+]])
// DI-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #{{di_file[0-9]*}}, line = [[LINE:[0-9]+]], name = "mul_add", linkageName = "mul_add", compileUnit = #{{di_compile_unit[0-9]*}}, scopeLine = [[LINE]]>
// DI-DAG: #[[FN]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #[[SP]]>
cuda_tile.module @m {
  testing$func @mul_add(%a: tile<8xf32>, %b: tile<8xf32>, %c: tile<8xf32>) -> tile<8xf32> {
    %0 = mulf %a, %b rounding<nearest_even> : tile<8xf32>
    %1 = addf %0, %c rounding<nearest_even> : tile<8xf32>
    return %1 : tile<8xf32>
  }
}

// -----

// A loop whose inner `if` flips at %n is split in two, inside one entry.
// SPLIT-LABEL: entry @split
// SPLIT: for
// SPLIT: for
cuda_tile.module @m {
  entry @split(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 64> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%lo to %hi, step %one) : tile<i32> {
      %c = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      if %c {
        %t = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
      } else {
        %t = store_ptr_tko weak %p, %n : tile<ptr<i32>>, tile<i32> -> token
      }
    }
    return
  }
}
