// Differential: `gpu_run.py prepare` for NVIDIA's cubin of a kernel that
// builds its tensor maps on the device (tileiras 13.5's grouped_gemm_list at
// sm_90): the hidden `.u64 .ptr .global` parameter after the user ones is its
// device TMA workspace, which the run allocates as the host module's
// ON_PRE_LOAD sizes it and passes through FUNC_ON_ARGUMENTS_CHANGE, as for
// ours (gpu-run.mlir); the user parameters are checked against ours.
// REQUIRES: tileiras-driver, nvidia-reference, numpy
// RUN: rm -rf %t.d && %S/../../emulator/gpu_run.py prepare --out %t.d --gpu-name sm_90 --tileiras tileiras \
// RUN:   --nvidia-tileiras %tileiras135 --corpus %corpus grouped_gemm_list | FileCheck %s --check-prefix=PREP
// RUN: grep -c "\.hidden.*\.param \.u64 \.ptr \.global .*grouped_gemm_list_param_10" %t.d/nvidia/grouped_gemm_list.ptx
// RUN: FileCheck %s --check-prefix=DESC < %t.d/nvidia/grouped_gemm_list.json
// PREP: grouped_gemm_list ours ok, nvidia ok
// DESC: "tma_workspace": true
// DESC: "kinds": "pipipiiiiip"
// DESC: "host_so": "grouped_gemm_list.host.so"
