// Differential: NVIDIA's tileiras 13.5 and ours compile the kernels of
// Inputs/alloca-atomic-red-view.mlir to PTX that the checks of
// alloca-atomic-red-view.mlir accept (NVIDIA's PTX is the one its ptxas is
// given, captured by the reference toolchain's wrapper): atomic_red_view_tko is
// `atom.global.<mode>` per element behind the bounds checks (scope tl_blk is
// `.cta` in NVIDIA's PTX, no qualifier in ours: LLVM's NVPTX drops the scope of
// relaxed atomics), alloca the CTA's device-heap allocation through
// `__cuda_syscall_aligned_malloc` and `free` around bar.syncs.
// REQUIRES: tileiras-driver, nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d/nv100 %t.d/nv90 %t.d/nv80
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/alloca-atomic-red-view.mlir -o %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv100 %tileiras135 --gpu-name=sm_100 -o %t.d/nv100/k.cubin %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv90 %tileiras135 --gpu-name=sm_90 -o %t.d/nv90/k.cubin %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv80 %tileiras135 --gpu-name=sm_80 -o %t.d/nv80/k.cubin %t.d/k.tileirbc
// RUN: FileCheck %S/alloca-atomic-red-view.mlir --input-file=%t.d/nv100/captured.ptx
// RUN: FileCheck %S/alloca-atomic-red-view.mlir --input-file=%t.d/nv90/captured.ptx
// RUN: FileCheck %S/alloca-atomic-red-view.mlir --input-file=%t.d/nv80/captured.ptx
// RUN: FileCheck %S/alloca-atomic-red-view.mlir --check-prefix=TRAP --input-file=%t.d/nv90/captured.ptx
