// tileiras --schedule-trace-dir DIR [tileas extension]: the TileAS scheduler
// (tileas-schedule-loops, after the layouts) runs on every innermost loop of
// each kernel and writes its schedule as a Chrome trace, DIR/<kernel>.loop<N>.json
// (DIR is created); the compile is otherwise the same. --print-pipeline
// shows where the pass runs; --emit=cuda-tile stops before it. A path MLIR's
// option syntax cannot carry is refused (exit 2).
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileiras --gpu-name=sm_100 --schedule-trace-dir %t.d/traces -o %t.d/mm.cubin %corpus/matmul_f16.tileirbc
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.d/traces/matmul_f16.loop0.json
// TRACE: {"displayTimeUnit":"ns","otherData":{"ii":{{[0-9]+}},"stage_count":{{[0-9]+}}},"traceEvents":[
// TRACE: "name":"nv_tileaa.dot"
// RUN: tileiras --print-pipeline --schedule-trace-dir %t.d/traces | FileCheck %s --check-prefix=PIPE
// PIPE: func.func(tileas-assign-layouts),func.func(tileas-schedule-loops{trace-dir={{.*}}/traces}),func.func(tileas-pipeline-loads{max-stages=16 warp-specialize=true}),convert-tileas-to-llvm
// RUN: tileiras --print-pipeline -O0 --schedule-trace-dir %t.d/traces | FileCheck %s --check-prefix=PIPE0
// PIPE0: func.func(tileas-assign-layouts),func.func(tileas-schedule-loops{trace-dir={{.*}}/traces}),convert-tileas-to-llvm
// RUN: tileiras --print-pipeline --emit=cuda-tile --schedule-trace-dir %t.d/traces | FileCheck %s --check-prefix=CT
// CT-NOT: schedule-loops
// RUN: not tileiras --gpu-name=sm_100 --schedule-trace-dir '%t.d/a{b' -o %t.d/x.cubin %corpus/matmul_f16.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: --schedule-trace-dir '{{.*}}a{b': only UTF-8 paths without quotes or braces
// A directory that cannot be created: status 2, no cubin.
// RUN: touch %t.d/file && rm -f %t.d/y.cubin
// RUN: not tileiras --gpu-name=sm_100 --schedule-trace-dir %t.d/file/sub -o %t.d/y.cubin %corpus/matmul_f16.tileirbc 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: test ! -e %t.d/y.cubin
// NODIR: error: cannot create --schedule-trace-dir '{{.*}}file/sub':
