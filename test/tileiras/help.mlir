// tileiras --help and --version.
// REQUIRES: tileiras-driver
// RUN: tileiras --help | FileCheck %s
// CHECK: tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler
// CHECK: <tile bytecode file>
// CHECK-DAG: -o, --output-file <file>
// CHECK-DAG: [default: elf.o]
// CHECK-DAG: --gpu-name <value>
// CHECK-DAG: [alias: --arch]
// CHECK-DAG: [possible values: sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_100, sm_103, sm_107, sm_110, sm_120, sm_121]
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
// NVIDIA's five-line layout (cuTile reads `release 13.5, V…` and keys its
// cache on the whole text), with tileas' identity and a per-build id.
// VERSION: {{^}}tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler{{$}}
// VERSION-NEXT: {{^}}Copyright (c) tileas contributors; an open reimplementation
// VERSION-NEXT: {{^}}Built on {{(Mon|Tue|Wed|Thu|Fri|Sat|Sun)_[A-Z][a-z]{2}_[_1-3][0-9]_[0-9]{2}:[0-9]{2}:[0-9]{2}_UTC_[0-9]{4}$}}
// VERSION-NEXT: {{^}}Cuda compilation tools, release 13.5, V13.5.37+tileas.{{[0-9]+\.[0-9]+\.[0-9]+$}}
// VERSION-NEXT: {{^}}Build tileas.{{[0-9]+\.[0-9]+\.[0-9]+\.([0-9a-f]{12}(-dirty)?|nogit|nocommit)\.[0-9a-f]{16}$}}
// VERSION-NOT: {{.}}
