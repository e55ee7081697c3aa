// --lineinfo and -g: the PTX carries `.file`/`.loc` lines at the kernel's
// Python source (the bytecode's debug info: vec_add_f32.py lines 7-11, as
// `--emit=cuda-tile --lineinfo` prints them), and ptxas still accepts it.
// Without them the PTX has no debug info.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// RUN: tileiras --lineinfo --emit=cuda-tile -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=SRC
// SRC-DAG: loc("kernels/vec_add_f32.py":8:10)
// SRC-DAG: loc("kernels/vec_add_f32.py":11:4)

// RUN: tileiras --lineinfo --emit=ptx -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=LINES
// LINES-NOT: debug
// LINES-DAG: .loc 1 8 10
// LINES-DAG: .loc 1 11 4
// LINES-NOT: .section .debug_info
// LINES: .file 1 "kernels/vec_add_f32.py"
// LINES-NOT: .section .debug_info

// RUN: tileiras --emit=ptx -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: .file
// PLAIN-NOT: {{\.loc[[:space:]]}}
// PLAIN-NOT: .debug

// RUN: tileiras -O0 -g --emit=ptx -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=DEBUG
// DEBUG: .target {{sm_[0-9]+a}}, debug
// DEBUG: .loc 1 8 10
// DEBUG: .file 1 "kernels/vec_add_f32.py"
// DEBUG: .section .debug_info

// The compile unit and subprogram name the kernel's file and directory and
// NVIDIA's producer, as in tileiras' .debug_info; the subprogram starts at the
// kernel's first source line.
// RUN: tileiras -O0 -g --emit=llvm -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=DI
// DI: !DICompileUnit(language: DW_LANG_C, file: ![[F:[0-9]+]], producer: "TileIR Compiler", isOptimized: false,{{.*}} emissionKind: FullDebug)
// DI: ![[F]] = !DIFile(filename: "vec_add_f32.py", directory: "kernels")
// DI: !DISubprogram(name: "vec_add_f32", linkageName: "vec_add_f32", scope: ![[F]], file: ![[F]], line: 7,{{.*}} scopeLine: 7, spFlags: DISPFlagDefinition

// The cubins build (ptxas -lineinfo, ptxas -g).
// RUN: tileiras --lineinfo -o %t.d/lines.cubin %corpus/vec_add_f32.tileirbc
// RUN: test -s %t.d/lines.cubin
// RUN: tileiras -O0 -g -o %t.d/debug.cubin %corpus/vec_add_f32.tileirbc
// RUN: test -s %t.d/debug.cubin
