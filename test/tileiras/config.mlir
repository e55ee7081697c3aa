// tileiras: option values the driver rejects after the magic check exit with
// status 2 and write no output file; -g needs -O0.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// RUN: { cd %t.d && tileiras -O4 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=OPT4
// RUN: { tileiras --opt-level=4 -g %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=OPT4
// OPT4: error: invalid optimization level: 4
// OPT4-NEXT: exit=2
// RUN: { tileiras --opt-level=-1 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=OPTNEG
// OPTNEG: error: invalid optimization level: -1
// OPTNEG-NEXT: exit=2

// Options are checked before the whole file is read: a truncated file with a
// good magic and -O4 is an option error.
// RUN: head -c 100 %corpus/saxpy_f32.tileirbc > %t.d/trunc.tileirbc
// RUN: { tileiras -O4 %t.d/trunc.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=OPT4

// RUN: { cd %t.d && tileiras -g %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: { tileiras --device-debug -O2 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: { tileiras -g -O1 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=DEBUG
// DEBUG: error: optimized debugging is currently not supported, change the optimization level to 0 or disable full debug info
// DEBUG-NEXT: exit=2
// RUN: test ! -e %t.d/elf.o

// -g -O0 is accepted.
// RUN: tileiras -g -O0 --emit=cuda-tile %corpus/saxpy_f32.tileirbc -o %t.d/debug.mlir
// RUN: FileCheck %s --check-prefix=DEBUG-OK --input-file=%t.d/debug.mlir
// DEBUG-OK: entry @saxpy_f32
// RUN: tileiras -g -O0 --emit=ptx %corpus/saxpy_f32.tileirbc -o %t.d/debug.ptx
// RUN: FileCheck %s --check-prefix=DEBUG-PTX --input-file=%t.d/debug.ptx
// DEBUG-PTX: .entry saxpy_f32(

// An output file that cannot be written: status 2, nothing left behind.
// RUN: mkdir -p %t.d/adir
// RUN: { tileiras --emit=mlir %corpus/saxpy_f32.tileirbc -o %t.d/adir; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=WRITE-DIR
// WRITE-DIR: error: cannot write output file '{{.*}}adir': Is a directory
// WRITE-DIR-NEXT: exit=2
// RUN: { tileiras --emit=mlir %corpus/saxpy_f32.tileirbc -o %t.d/no/such/dir/out.mlir; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=WRITE-MISSING
// WRITE-MISSING: error: cannot write output file '{{.*}}out.mlir': No such file or directory
// WRITE-MISSING-NEXT: exit=2
// RUN: find %t.d -name '*tileiras-tmp*' | count 0
