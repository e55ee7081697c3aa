// Differential: NVIDIA's tileiras 13.5 compiles the ftof rounding modes of
// emulator/probes/ftof_rounding.mlir to the instructions ftof-rounding.mlir
// checks in ours (NVIDIA's PTX is the one its ptxas is given, captured by the
// reference toolchain's wrapper).
// REQUIRES: nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d/nv90 %t.d/nv80
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/ftof_rounding.mlir -o %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv90 %tileiras135 --gpu-name=sm_90 -o %t.d/nv90/k.cubin %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv80 %tileiras135 --gpu-name=sm_80 -o %t.d/nv80/k.cubin %t.d/k.tileirbc
// RUN: FileCheck %S/ftof-rounding.mlir --check-prefixes=CHECK,SM90 --input-file=%t.d/nv90/captured.ptx
// RUN: FileCheck %S/ftof-rounding.mlir --check-prefixes=CHECK,SM80 --input-file=%t.d/nv80/captured.ptx
