// tileiras --no-warp-specialize [tileas extension]: the sm_90 wgmma K loops
// keep their copies in the compute threads (tileas-pipeline-loads
// {warp-specialize=false}), for an A/B comparison on a GPU: matmul_f16 runs
// 256 threads with a CTA barrier per K step instead of 384 with a producer
// warpgroup. --print-pipeline shows the option; with --schedule-trace-dir
// both apply; -O0 has no pipelined loads to change.
// REQUIRES: tileiras-driver
// RUN: tileiras --print-pipeline --no-warp-specialize | FileCheck %s --check-prefix=PIPE
// RUN: tileiras --print-pipeline --no-warp-specialize --schedule-trace-dir %t.traces | FileCheck %s --check-prefix=BOTH
// RUN: tileiras --print-pipeline --no-warp-specialize -O0 | FileCheck %s --check-prefix=O0
// RUN: tileiras --gpu-name=sm_90 --no-warp-specialize --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=OFF
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=ON

// PIPE: func.func(tileas-assign-layouts),func.func(tileas-pipeline-loads{max-stages=16 warp-specialize=false}),convert-tileas-to-llvm
// BOTH: func.func(tileas-schedule-loops{trace-dir={{.*}}.traces}),func.func(tileas-pipeline-loads{max-stages=16 warp-specialize=false})
// O0-NOT: tileas-pipeline-loads

// OFF: .reqntid 256, 1, 1
// OFF-NOT: setmaxnreg
// OFF: wgmma.wait_group.sync.aligned 1;
// OFF-NEXT: bar.sync 0;
// OFF-NOT: setmaxnreg

// ON: .reqntid 384, 1, 1
// ON: setmaxnreg
