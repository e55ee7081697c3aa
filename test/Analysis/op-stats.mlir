// An op-agnostic Rust pass with options, run on different anchors.
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{sort=count})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: tileas-opt %s --pass-pipeline='builtin.module(cuda_tile.module(tileas-op-stats))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// The budget check signals pass failure:
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{max-ops=3})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// Bad options are diagnosed by name, as upstream does:
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{colour=red})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{max-ops=many})' 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{sort=size})' 2>&1 | FileCheck %s --check-prefix=REJECTED
// Options survive pipeline printing (and so reproducers):
// RUN: tileas-opt %s --pass-pipeline='builtin.module(tileas-op-stats{sort=count max-ops=50})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT

// NAME: remark: 8 operations: cuda_tile.addf 2, cuda_tile.constant 1, cuda_tile.entry 2, cuda_tile.module 1, cuda_tile.return 2
// COUNT: remark: 8 operations: cuda_tile.addf 2, cuda_tile.entry 2, cuda_tile.return 2, cuda_tile.constant 1, cuda_tile.module 1
// NESTED: remark: 7 operations: cuda_tile.addf 2, cuda_tile.constant 1, cuda_tile.entry 2, cuda_tile.return 2
// BUDGET: error: 'builtin.module' op has 8 nested operations, more than max-ops=3
// UNKNOWN: no such option colour
// MALFORMED: for the --max-ops option: 'many' value invalid for long argument!
// REJECTED: invalid value for option 'sort' of pass 'tileas-op-stats': 'size' is not a valid sort key (expected 'name' or 'count')
// PRINT: builtin.module(
// PRINT-NEXT: tileas-op-stats{max-ops=50 sort=count}

cuda_tile.module @m {
  entry @a(%x: tile<f32>) {
    %c = constant <f32: 1.0> : tile<f32>
    %0 = addf %x, %c : tile<f32>
    %1 = addf %0, %c : tile<f32>
    return
  }
  entry @b() {
    return
  }
}
