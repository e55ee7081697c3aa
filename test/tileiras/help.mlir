// tileiras --help and --version.
// REQUIRES: tileiras-driver
// RUN: tileiras --help | FileCheck %s
// CHECK: tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler
// CHECK: <tile bytecode file>
// CHECK-DAG: -o, --output-file <file>
// CHECK-DAG: [default: elf.o]
// CHECK-DAG: --gpu-name <value>
// CHECK-DAG: [alias: --arch]
// CHECK-DAG: [possible values: sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121]
// CHECK-DAG: -O, --opt-level <N>
// CHECK-DAG: Specify optimization level. Default Value: 3.
// CHECK-DAG: --lineinfo
// CHECK-DAG: Generate line-number information (if present in the input bytecode)
// CHECK-DAG: -g, --device-debug
// CHECK-DAG: Generate debug information (if present in the input bytecode)
// CHECK-DAG: [possible values: x86_64, aarch64, arm64ec]
// CHECK-DAG: [possible values: linux, windows]
// CHECK-DAG: memcheck: Sanitize memory accesses
// CHECK-DAG: --version
// CHECK-DAG: --emit <kind>
// CHECK-DAG: cuda-tile:
// CHECK-DAG: --print-pipeline
// CHECK-DAG: Compilation (tileas): TileIR bytecode -> cuda_tile (verified) -> MLIR pass pipeline tileas-O<n>
// RUN: tileiras --version | FileCheck %s --check-prefix=VERSION
// VERSION: tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler
// VERSION-NEXT: tileas {{.*}}release 13.1
