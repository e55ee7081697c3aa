// Differential: NVIDIA's tileiras 13.5 compiles the kernels of
// Inputs/multimem.mlir (bytes tileas writes) for sm_100 to PTX that the checks
// of multimem.mlir accept (NVIDIA's PTX is the one its ptxas is given,
// captured by the reference toolchain's wrapper; its fences are
// fence.acquire.gpu / fence.release.gpu, ours fence.acq_rel.gpu), and rejects
// sm_90 with the message tileas gives.
// REQUIRES: tileiras-driver, nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d/nv100
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/multimem.mlir -o %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv100 %tileiras135 --gpu-name=sm_100 -o %t.d/nv100/k.cubin %t.d/k.tileirbc
// RUN: FileCheck %S/multimem.mlir --input-file=%t.d/nv100/captured.ptx
// RUN: not %tileiras135 --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc 2>&1 | FileCheck %S/multimem.mlir --check-prefix=SM90
