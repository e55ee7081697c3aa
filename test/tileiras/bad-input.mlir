// tileiras: inputs that are not (valid) TileIR bytecode exit with status 3 and
// write no output file. The magic is checked before the options (an invalid
// -O still gives status 3 here); the rest of the file is read after them.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: echo keep > %t.d/keep.o

// MLIR text (this file) and arbitrary bytes.
// RUN: { tileiras %s -o %t.d/out.o; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTBC
// RUN: printf 'hello' > %t.d/hello
// RUN: { cd %t.d && tileiras -O4 %t.d/hello; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOTBC
// NOTBC: error: input does not correspond to Tile IR bytecode{{$}}
// NOTBC-NEXT: exit=3

// MLIR bytecode gets a hint.
// RUN: echo 'module {}' | mlir-opt --emit-bytecode -o %t.d/mlir.bc
// RUN: { tileiras %t.d/mlir.bc -o %t.d/out.o; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=MLIRBC
// RUN: { tileiras -g %t.d/mlir.bc -o %t.d/out.o; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=MLIRBC
// MLIRBC: error: input does not correspond to Tile IR bytecode (it looks like MLIR bytecode instead)
// MLIRBC-NEXT: exit=3

// A truncated corpus kernel: the reader's diagnostic, then tileiras' summary.
// An existing output file is left alone.
// RUN: head -c 100 %corpus/saxpy_f32.tileirbc > %t.d/trunc.tileirbc
// RUN: { tileiras %t.d/trunc.tileirbc -o %t.d/keep.o; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: error: at offset {{[0-9]+}}: section length {{[0-9]+}} exceeds remaining data size {{[0-9]+}}
// TRUNC: error: input does not correspond to Tile IR bytecode
// TRUNC-NEXT: exit=3
// RUN: FileCheck %s --check-prefix=KEEP --input-file=%t.d/keep.o
// KEEP: keep

// Only the magic: an unsupported version (NVIDIA's 13.1 binary says "invalid GPU
// architecture: 100" here, status 2; we report the version, status 3).
// RUN: printf '\177TileIR\000\022\000\000\000' > %t.d/version.tileirbc
// RUN: { cd %t.d && tileiras %t.d/version.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: unsupported Tile version 18.0.0, this reader supports versions [13.1 - 13.5]
// VERSION: error: input does not correspond to Tile IR bytecode
// VERSION-NEXT: exit=3

// Bytecode that decodes but does not verify (a tensor_view dimension corrupted).
// RUN: python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); b[580] = 161; open(sys.argv[2], "wb").write(b)' %corpus/saxpy_f32.tileirbc %t.d/corrupt.tileirbc
// RUN: { tileiras %t.d/corrupt.tileirbc -o %t.d/out.o; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: error: failed to create function 'saxpy_f32' from bytecode
// VERIFY: dimensions must have strictly positive constant sizes
// VERIFY: error: input does not correspond to Tile IR bytecode
// VERIFY-NEXT: exit=3

// No failure above left an output file behind.
// RUN: test ! -e %t.d/out.o && test ! -e %t.d/elf.o
// RUN: find %t.d -name '*tileiras-tmp*' | count 0
