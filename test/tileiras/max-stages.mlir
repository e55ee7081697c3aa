// tileiras --max-stages N [tileas extension]: the most ring-buffer stages a
// pipelined K loop gets (tileas-pipeline-loads{max-stages=N}; what fits in
// shared memory decides below it), for A/B comparisons on a GPU and to reach
// the forms fewer stages take (a restaged B's two buffers:
// wgmma-restaged-b.mlir). 0 turns the rings off. --print-pipeline shows the
// option, beside --no-warp-specialize's; -O0 has no pipelined loads.
// REQUIRES: tileiras-driver
// RUN: tileiras --print-pipeline --max-stages 3 | FileCheck %s --check-prefix=PIPE
// RUN: tileiras --print-pipeline --max-stages 3 --no-warp-specialize | FileCheck %s --check-prefix=BOTH
// RUN: tileiras --print-pipeline --max-stages 3 -O0 | FileCheck %s --check-prefix=O0
// RUN: not tileiras --print-pipeline --max-stages 65 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: tileiras --gpu-name=sm_90 --max-stages 3 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=THREE
// RUN: tileiras --gpu-name=sm_90 --max-stages 0 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=NONE

// PIPE: func.func(tileas-assign-layouts),func.func(tileas-pipeline-loads{max-stages=3 warp-specialize=true}),convert-tileas-to-llvm
// BOTH: func.func(tileas-pipeline-loads{max-stages=3 warp-specialize=false})
// O0-NOT: tileas-pipeline-loads
// RANGE: error: invalid value '65' for '--max-stages <N>': 65 is not in 0..=64

// Three stages of A's 128 x 64 and B's 64 x 128 f16 tiles (16 KiB each),
// then their full and empty mbarriers.
// THREE: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[98352];
// THREE: setmaxnreg

// NONE-NOT: __tileas_pipe_
// NONE-NOT: mbarrier
// NONE: wgmma.mma_async
