// Differential: NVIDIA's 13.5 tileirdisasm reads the bytes our writer gives the
// 4-bit probes (bytecode 13.3) and the fnv8E5M3FNU module of narrow-types.mlir
// (13.4) to the same types and ops; NVIDIA's tileiras 13.5 compiles the f4E2M1FN
// probes for sm_100 (the f4E2M1FN gather/scatter views of probe_f4_gather
// included) and refuses fnv8E5M3FNU there, as ours does.
// REQUIRES: nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/narrow_ops.mlir -o %t.d/n.tileirbc
// RUN: %reference/bin/tileirdisasm %t.d/n.tileirbc | FileCheck %S/narrow-types.mlir --check-prefix=NARROW
// RUN: tileas-translate --mlir-to-tilebc %S/narrow-types.mlir -o %t.d/e.tileirbc
// RUN: %reference/bin/tileirdisasm %t.d/e.tileirbc | FileCheck %S/narrow-types.mlir --check-prefix=E5M3
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mma_nvfp4.mlir -o %t.d/m.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d %tileiras135 --gpu-name=sm_100 -o %t.d/m.cubin %t.d/m.tileirbc
// RUN: FileCheck %s --input-file=%t.d/captured.ptx
// RUN: not %tileiras135 --gpu-name=sm_100 -o %t.d/e.cubin %t.d/e.tileirbc 2>&1 | FileCheck %s --check-prefix=E5M3ERR
// RUN: rm -rf %t.g && mkdir -p %t.g
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/f4_gather.mlir -o %t.g/g.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.g %tileiras135 --gpu-name=sm_100 -o %t.g/g.cubin %t.g/g.tileirbc
// RUN: FileCheck %s --check-prefix=GATHER --input-file=%t.g/captured.ptx
// CHECK: .entry mma_nvfp4
// GATHER: .entry f4_gather
// E5M3ERR: error: Incompatibility with architecture 'sm_100': unsupported type 'fnv8E5M3FNU'
