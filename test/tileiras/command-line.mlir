// tileiras: command-line errors, a missing input and an unreadable input exit
// with status 1 (like NVIDIA's tileiras 13.1, whose LLVM cl parser exits 1),
// before anything is read, and write no output file.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// No input: the help on stdout, then the error; status 1.
// RUN: { cd %t.d && tileiras 2>%t.d/err; echo "exit=$?"; } | FileCheck %s --check-prefix=NOINPUT
// RUN: FileCheck %s --check-prefix=NOINPUT-ERR --input-file=%t.d/err
// NOINPUT: tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler
// NOINPUT: exit=1
// NOINPUT-ERR: error: no input file provided
// RUN: test ! -e %t.d/elf.o

// Missing and unreadable input files.
// RUN: { tileiras %t.d/nope.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: unable to read input file '{{.*}}nope.tileirbc': No such file or directory
// MISSING-NEXT: exit=1
// RUN: { tileiras %t.d; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: unable to read input file '{{.*}}': Is a directory
// DIR-NEXT: exit=1

// Unknown option, unsupported GPU names (no arch-suffixed names), host arch/os
// and sanitizer values, two inputs: rejected before the input is read.
// RUN: { cd %t.d && tileiras --foo %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { cd %t.d && tileiras --gpu-name=sm_100a %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --gpu-name sm_70 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --arch=sm_101 %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --host-arch=riscv %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --host-os=macos %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --sanitize=asan %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras --emit=sass %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileiras %corpus/saxpy_f32.tileirbc %corpus/saxpy_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// Even an unreadable input is not looked at.
// RUN: { tileiras --foo %t.d/nope; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: error:
// USAGE-NOT: unable to read
// USAGE: exit=1
// RUN: test ! -e %t.d/elf.o

// Accepted spellings: every GPU name, host arch/os, sanitizer, repeated options
// (the last wins). Checked with --print-pipeline, which reads no input.
// RUN: for g in sm_80 sm_86 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 sm_121; do tileiras --gpu-name=$g --print-pipeline --emit=mlir > /dev/null || echo "rejected $g"; done | count 0
// RUN: tileiras --arch sm_120 --host-arch=aarch64 --host-os=windows --sanitize=memcheck --lineinfo --print-pipeline > /dev/null
// RUN: tileiras --host-arch=arm64ec -O0 -O3 --print-pipeline | FileCheck %s --check-prefix=LAST
// LAST: canonicalize
