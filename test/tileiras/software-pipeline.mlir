// tileiras --software-pipeline[=BYTES] [tileas extension]: software-pipelines
// each kernel's innermost loops by the TileAS scheduler's modulo schedule
// (tileas-schedule-loops, then tileas-materialize-schedule, after the
// layouts and before tileas-pipeline-loads, which then pipelines the new
// kernel loop's loads), except loops that would carry more than BYTES (64
// without a value) a thread between steps. -O0 keeps the serial schedule.
// The emulator checks the rewritten kernels against NumPy, with a budget
// that lets every loop through: matmul_f16's 16 K steps take the pipelined
// loop (three stages, 384 bytes carried), the shrunk batched_matmul_f16's
// single K step the loop as it was; layernorm_fwd_f16 and
// softmax_online_bf16 have reductions in their pipelined loops.
// REQUIRES: tileiras-driver
// RUN: tileiras --print-pipeline --software-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: tileiras --print-pipeline --software-pipeline=512 | FileCheck %s --check-prefix=BUDGET
// RUN: not tileiras --print-pipeline --software-pipeline=-1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tileiras --print-pipeline --software-pipeline --schedule-trace-dir %t.trace | FileCheck %s --check-prefix=TRACE
// RUN: tileiras --print-pipeline --software-pipeline -O0 | FileCheck %s --check-prefix=O0
// RUN: tileiras --gpu-name=sm_100 --software-pipeline=4096 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=PTX
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --matmul --schedule shuffle \
// RUN:   --tileiras-arg=--software-pipeline=4096 matmul_f16 batched_matmul_f16 layernorm_fwd_f16 softmax_online_bf16 \
// RUN:   | FileCheck %s --check-prefix=EMU

// PIPE: func.func(tileas-assign-layouts),func.func(tileas-schedule-loops{trace-dir=},tileas-materialize-schedule{max-carried-bytes=64}),func.func(tileas-pipeline-loads{
// BUDGET: tileas-materialize-schedule{max-carried-bytes=512}
// BAD: error: invalid value '-1' for '--software-pipeline[=<bytes>]'
// TRACE: func.func(tileas-schedule-loops{trace-dir={{.*}}.trace},tileas-materialize-schedule{max-carried-bytes=64})
// O0-NOT: tileas-materialize-schedule

// The kernel loop's loads are still TMA copies into the rings.
// PTX: cp.async.bulk.tensor
// PTX: tcgen05.mma

// EMU: PASS   matmul_f16
// EMU: PASS   batched_matmul_f16
// EMU: PASS   layernorm_fwd_f16
// EMU: PASS   softmax_online_bf16
// EMU: emulate: 4 PASS
