// tileirdisasm's failures: a clear message on stderr, NVIDIA's exit statuses
// (1 command line, 2 no or unreadable input, 3 not bytecode or bytecode that
// fails to read or verify), nothing on stdout, no output file.
// REQUIRES: tileirdisasm-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// No input: the help on stdout, then the error.
// RUN: { tileirdisasm 2>%t.d/err; echo "exit=$?"; } | FileCheck %s --check-prefix=NOINPUT-OUT
// RUN: FileCheck %s --check-prefix=NOINPUT --input-file=%t.d/err
// NOINPUT-OUT: tileirdisasm [options] <tile bytecode file>
// NOINPUT-OUT: exit=2
// NOINPUT: error: no input file provided

// RUN: { tileirdisasm %t.d/missing.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: unable to read input file '{{.*}}missing.tileirbc': No such file or directory
// MISSING-NEXT: exit=2
// RUN: { tileirdisasm %t.d; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: unable to read input file '{{.*}}': Is a directory
// DIR-NEXT: exit=2

// Not TileIR bytecode: MLIR text (this file), MLIR bytecode (with a hint).
// RUN: { tileirdisasm %s; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTBC
// NOTBC: error: input does not correspond to Tile IR bytecode{{$}}
// NOTBC-NEXT: exit=3
// RUN: echo 'module {}' | mlir-opt --emit-bytecode -o %t.d/mlir.bc
// RUN: { tileirdisasm %t.d/mlir.bc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=MLIRBC
// MLIRBC: error: input does not correspond to Tile IR bytecode (it looks like MLIR bytecode instead)
// MLIRBC-NEXT: exit=3

// Truncated bytecode: the reader's diagnostic, then NVIDIA's summary line.
// RUN: head -c 200 %examples/tileir/vec_add_f32.tileirbc > %t.d/trunc.tileirbc
// RUN: { tileirdisasm %t.d/trunc.tileirbc -o %t.d/out.txt; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: error: at offset {{[0-9]+}}: section length {{[0-9]+}} exceeds remaining data size {{[0-9]+}}
// TRUNC: error: failed to read provided Tile IR bytecode
// TRUNC-NEXT: exit=3
// RUN: printf '\177TileIR\000' > %t.d/header.tileirbc
// RUN: { tileirdisasm %t.d/header.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=HEADER
// HEADER: error: failed to read provided Tile IR bytecode
// HEADER-NEXT: exit=3

// Bytecode that decodes but does not verify (a reduce's dim patched to 5):
// the verifier's message at the kernel's Python source line, no op dump.
// RUN: sed 's/ROWS/8/; s/DIM/1/' %S/../tileiras/Inputs/py-located.mlir > %t.d/k.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.d/k.mlir -o %t.d/k.tileirbc
// RUN: python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); assert b[28] == 1; b[28] = 5; open(sys.argv[2], "wb").write(b)' %t.d/k.tileirbc %t.d/bad.tileirbc
// RUN: { tileirdisasm %t.d/bad.tileirbc -o %t.d/out.txt; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kernels/row_sum.py:15:8: error: 'cuda_tile.reduce' op dimension (5) is out of bound [0, 2)
// VERIFY-NOT: see current operation
// VERIFY: error: failed to read provided Tile IR bytecode
// VERIFY-NEXT: exit=3

// Command-line errors: status 1.
// RUN: { tileirdisasm %t.d/a %t.d/b; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileirdisasm --bogus %t.d/a; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: { tileirdisasm --preview=nope %t.d/a; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: error:
// USAGE: exit=1

// An unwritable -o: status 2, with the reason.
// RUN: { tileirdisasm %examples/tileir/vec_add_f32.tileirbc -o %t.d/no/such/dir/x.txt; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=WRITE
// WRITE: error: cannot write output file '{{.*}}x.txt': No such file or directory
// WRITE-NEXT: exit=2

// RUN: test ! -e %t.d/out.txt
