// Our cubins' host modules against NVIDIA's, compared by NVIDIA-behaviour
// (host_abi.py --diff, named by $TILEAS_HOST_ABI_TOOL: symbols, tables, names, ON_PRE_LOAD and
// the argument-change callbacks run in a C harness on NVIDIA's parameter
// layout). The reference is the oldest release for the target: tileiras 13.1
// at sm_100/sm_120, 13.5 at sm_90. Runs where scripts/fetch-reference.sh installed
// NVIDIA's tools and the tool is named; scripts/host-abi-bar.sh runs the whole corpus.
// REQUIRES: tileiras-driver, nvidia-reference, host-abi-tool, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: for k in %examples/tileir/vec_add_f32.tileirbc %S/Inputs/kernels/transpose_f32.tileirbc %S/Inputs/kernels/cumsum_rows_f32.tileirbc; do \
// RUN:   n=$(basename $k .tileirbc); \
// RUN:   for g in sm_100 sm_120; do \
// RUN:     env CUDA_HOME=%reference %tileiras --gpu-name $g -o %t.d/$n.$g.nv.cubin $k || exit 1; \
// RUN:     env CUDA_HOME=%reference tileiras --gpu-name $g -o %t.d/$n.$g.ours.cubin $k || exit 1; \
// RUN:     { python3 %host_abi --diff %t.d/$n.$g.nv.cubin %t.d/$n.$g.ours.cubin || true; }; \
// RUN:   done; \
// RUN:   %tileiras135 --gpu-name sm_90 -o %t.d/$n.sm_90.nv.cubin $k || exit 1; \
// RUN:   env CUDA_HOME=%reference tileiras --gpu-name sm_90 -o %t.d/$n.sm_90.ours.cubin $k || exit 1; \
// RUN:   { python3 %host_abi --diff %t.d/$n.sm_90.nv.cubin %t.d/$n.sm_90.ours.cubin || true; }; \
// RUN: done > %t.d/report
// RUN: FileCheck %s < %t.d/report
// CHECK-LABEL: host modules equivalent: vec_add_f32.sm_100.nv.cubin vs vec_add_f32.sm_100.ours.cubin
// CHECK-LABEL: host modules equivalent: vec_add_f32.sm_120.nv.cubin vs vec_add_f32.sm_120.ours.cubin
// CHECK-LABEL: host modules equivalent: vec_add_f32.sm_90.nv.cubin vs vec_add_f32.sm_90.ours.cubin
// CHECK-LABEL: host modules equivalent: transpose_f32.sm_100.nv.cubin vs transpose_f32.sm_100.ours.cubin
// CHECK-LABEL: host modules equivalent: transpose_f32.sm_120.nv.cubin vs transpose_f32.sm_120.ours.cubin
// CHECK-LABEL: host modules equivalent: transpose_f32.sm_90.nv.cubin vs transpose_f32.sm_90.ours.cubin
// CHECK-LABEL: host modules equivalent: cumsum_rows_f32.sm_100.nv.cubin vs cumsum_rows_f32.sm_100.ours.cubin
// CHECK-LABEL: host modules equivalent: cumsum_rows_f32.sm_120.nv.cubin vs cumsum_rows_f32.sm_120.ours.cubin
// CHECK-LABEL: host modules equivalent: cumsum_rows_f32.sm_90.nv.cubin vs cumsum_rows_f32.sm_90.ours.cubin
//
// Kernels where NVIDIA uses TMA (softmax_rows_f32: a reduction) take hidden
// descriptor parameters that the host module fills. tileas makes the same TMA
// copies there (a one-shot load for the reduction, the store through a stage
// in 128-byte blocks, docs/design/tma-descriptors.md), so the modules are
// equivalent, descriptor fills included, at sm_100 and at sm_90.
// RUN: env CUDA_HOME=%reference %tileiras -o %t.d/sm.nv.cubin %S/Inputs/kernels/softmax_rows_f32.tileirbc
// RUN: env CUDA_HOME=%reference tileiras -o %t.d/sm.ours.cubin %S/Inputs/kernels/softmax_rows_f32.tileirbc
// RUN: %tileiras135 --gpu-name sm_90 -o %t.d/sm90.nv.cubin %S/Inputs/kernels/softmax_rows_f32.tileirbc
// RUN: env CUDA_HOME=%reference tileiras --gpu-name sm_90 -o %t.d/sm90.ours.cubin %S/Inputs/kernels/softmax_rows_f32.tileirbc
// RUN: { python3 %host_abi --diff %t.d/sm.nv.cubin %t.d/sm.ours.cubin; python3 %host_abi --diff %t.d/sm90.nv.cubin %t.d/sm90.ours.cubin; } > %t.d/tma || true
// RUN: FileCheck %s --check-prefix=TMA < %t.d/tma
// TMA: host modules equivalent: sm.nv.cubin vs sm.ours.cubin
// TMA: host modules equivalent: sm90.nv.cubin vs sm90.ours.cubin
