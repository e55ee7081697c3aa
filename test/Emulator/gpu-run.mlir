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

// matmul_f16 at sm_90: wgmma fed by three TMA descriptors, 384 threads (warp-specialized)
// MM: "kernel": "matmul_f16"
// MM: "kinds": "piiiipiiiipiiiiiiippp"
// MM: "reqntid": [
// MM-NEXT: 384,
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

// `gpu_run.py run` against a host-memory stand-in for the CUDA driver
// (emulator/tests/mock_libcuda.c: launches run nothing and log their
// arguments): the kernel is looked up by its entry name and launched with its
// .reqntid CTA size; arrays are device allocations (past a 64-byte canary),
// scalars their values, and the three hidden TMA descriptors of matmul_f16
// are 128-byte images that our host module filled with the device addresses
// of A, B and C. The kernel ran nothing, so the comparison fails and says the
// output is unchanged; --bench times 3 launches (the stand-in's events: 2 ms).
// RUN: rm -rf %t.mock && mkdir -p %t.mock && clang-22 -shared -fPIC -o %t.mock/libcuda.so.1 \
// RUN:   %S/../../emulator/tests/mock_libcuda.c
// RUN: rm -f %t.log && not env LD_LIBRARY_PATH=%t.mock MOCK_CUDA_LOG=%t.log MOCK_CUDA_PARAMS=21 \
// RUN:   MOCK_CUDA_IMAGES_FROM=18 %S/../../emulator/gpu_run.py run %t.d matmul_f16 --compilers ours --bench 3 \
// RUN:   | FileCheck %s --check-prefix=RUNOUT
// RUN: FileCheck %s --check-prefix=LAUNCH < %t.log
// RUNOUT: FAIL matmul_f16 ours C: {{.*}} (output unchanged); 1x1x1 CTAs, {{.*}}384x1x1 threads per CTA
// RUNOUT: matmul_f16 ours 666.7 us (PASS)
// RUNOUT: gpu_run: 0 passed, 1 failed, 0 skipped
// LAUNCH: launch matmul_f16 grid 1x1x1 block 384x1x1
// LAUNCH-NEXT: param 0: allocation 0 + 64
// LAUNCH-NEXT: param 1: value 128
// LAUNCH: param 5: allocation 1 + 64
// LAUNCH: param 10: allocation 2 + 64
// LAUNCH: param 18: image with byte 0 = allocation 0 + 64
// LAUNCH-NEXT: param 19: image with byte 0 = allocation 1 + 64
// LAUNCH-NEXT: param 20: image with byte 0 = allocation 2 + 64
// the timing launches: the manifest's grid
// LAUNCH: launch matmul_f16 grid 32x32x1 block 384x1x1

// A kernel that builds its tensor maps on the device (grouped_gemm_list at
// sm_90: its arrays come from lists): its last, hidden parameter is the
// device TMA workspace, sized by the host module's ON_PRE_LOAD for the
// driver's SM count (the stand-in's 132 x 48 KiB) and passed through its
// FUNC_ON_ARGUMENTS_CHANGE.
// RUN: rm -rf %t.g && %S/../../emulator/gpu_run.py prepare --out %t.g --gpu-name sm_90 --tileiras tileiras \
// RUN:   --corpus %corpus grouped_gemm_list | FileCheck %s --check-prefix=GPREP
// RUN: FileCheck %s --check-prefix=GDESC < %t.g/ours/grouped_gemm_list.json
// RUN: rm -f %t.glog && not env LD_LIBRARY_PATH=%t.mock MOCK_CUDA_LOG=%t.glog MOCK_CUDA_PARAMS=11 \
// RUN:   %S/../../emulator/gpu_run.py run %t.g grouped_gemm_list --compilers ours > /dev/null
// RUN: FileCheck %s --check-prefix=GLAUNCH < %t.glog
// GPREP: grouped_gemm_list ours ok
// GDESC: "tma_workspace": true
// GDESC: "kinds": "pipipiiiiip"
// GDESC: "host_so": "grouped_gemm_list.host.so"
// GLAUNCH: launch grouped_gemm_list grid 6x1x1 block 256x1x1
// GLAUNCH: param 9: value 64
// GLAUNCH-NEXT: param 10: allocation {{[0-9]+}} + 0 of 6488064 bytes
