// Differential: NVIDIA's tileirdisasm reads the bytes our writer gives the
// mmaf_scaled probe (bytecode 13.3) to the same mmaf_scaled and f8E8M0FNU loads,
// and NVIDIA's tileiras 13.5 compiles them for sm_100 (its block-scaled MMA).
// REQUIRES: nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mmaf_scaled.mlir -o %t.d/k.tileirbc
// RUN: %reference/bin/tileirdisasm %t.d/k.tileirbc | FileCheck %S/mmaf-scaled.mlir
// RUN: env PTX_CAPTURE_DIR=%t.d %tileiras135 --gpu-name=sm_100 -o %t.d/k.cubin %t.d/k.tileirbc
// RUN: FileCheck %s --input-file=%t.d/captured.ptx
// CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
