// The GPU-free half of the real-GPU checks (docs/gpu-runs.md): `gpu_run.py
// prepare` writes, per kernel, our cubin, its PTX and the launch description a
// GPU machine without our toolchain needs (entry, parameter kinds, .reqntid,
// the hidden TMA descriptor parameters and the host module that fills them);
// the tileiras stand-in serves a prepared cubin by the kernel name in the
// bytecode, answers cuTile's version probe and keeps what it was given.
// REQUIRES: tileiras-driver, numpy
// RUN: rm -rf %t.d && %S/../../emulator/gpu_run.py prepare --out %t.d --gpu-name sm_90 --tileiras tileiras \
// RUN:   --corpus %corpus vec_add_f32 matmul_f16 | FileCheck %s --check-prefix=PREP
// RUN: FileCheck %s --check-prefix=VEC < %t.d/ours/vec_add_f32.json
// RUN: FileCheck %s --check-prefix=MM < %t.d/ours/matmul_f16.json
// RUN: grep -c "^.entry matmul_f16\|^.visible .entry matmul_f16" %t.d/ours/matmul_f16.ptx | FileCheck %s --check-prefix=PTX
// RUN: test -s %t.d/ours/matmul_f16.host.so && test -s %t.d/ours/vec_add_f32.cubin

// PREP: matmul_f16 ours ok
// PREP: vec_add_f32 ours ok
// PREP: gpu_run: prepared 2 kernels for sm_90

// VEC: "kernel": "vec_add_f32"
// VEC: "kinds": "piipiipiii"
// VEC: "reqntid": [
// VEC-NEXT: 128,
// VEC-NOT: host_so

// matmul_f16 at sm_90: wgmma fed by three TMA descriptors, 256 threads
// MM: "kernel": "matmul_f16"
// MM: "kinds": "piiiipiiiipiiiiiiippp"
// MM: "reqntid": [
// MM-NEXT: 256,
// MM: "host_so": "matmul_f16.host.so"

// PTX: 1

// The stand-in: a kernel it has, the version probe (no kernel), --version.
// RUN: rm -rf %t.r && mkdir -p %t.r && cp %S/../../emulator/tileiras_replay.py %t.r/tileiras
// RUN: cp %t.d/ours/vec_add_f32.cubin %t.r/ && echo 'tileiras stand-in version' > %t.r/version.txt
// RUN: echo '{"vec_add_f32": "vec_add_f32"}' > %t.r/kernels.json
// RUN: python3 %t.r/tileiras --gpu-name sm_90 -O3 %corpus/vec_add_f32.tileirbc -o %t.r/out.cubin
// RUN: cmp %t.r/out.cubin %t.d/ours/vec_add_f32.cubin
// RUN: python3 %t.r/tileiras --gpu-name sm_90 %corpus/saxpy_f32.tileirbc -o %t.r/probe.cubin
// RUN: test -f %t.r/probe.cubin && test ! -s %t.r/probe.cubin
// RUN: python3 %t.r/tileiras --version | FileCheck %s --check-prefix=VER
// RUN: ls %t.r/seen | FileCheck %s --check-prefix=SEEN
// VER: tileiras stand-in version
// SEEN: probe.1.tileirbc
// SEEN: vec_add_f32.0.tileirbc
