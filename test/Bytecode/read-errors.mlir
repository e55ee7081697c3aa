// Reading bad TileIR bytecode: one diagnostic naming the problem and the file
// offset, exit status 1, and no output file (an existing one is left alone).
// tileas-translate reports at `<file>:0:0` (MLIR's position for binary input),
// tileas-opt at `<file>`.
// RUN: rm -f %t.out %t.opt.out
// RUN: echo keep > %t.keep

// Wrong magic.
// RUN: printf '\176TileIR\000\001' > %t.magic
// RUN: not tileas-translate --tilebc-to-mlir %t.magic -o %t.out 2>&1 | FileCheck %s --check-prefix=MAGIC
// RUN: test ! -e %t.out
// MAGIC: .magic:0:0: error: at offset 0: invalid magic number at position 0, got 126 expected 127
// MAGIC-NEXT: note: failed to parse bytecode header

// MLIR text is not TileIR bytecode either.
// RUN: not tileas-translate --tilebc-to-mlir %s -o %t.out 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: test ! -e %t.out
// TEXT: read-errors.mlir:0:0: error: at offset 0: invalid magic number at position 0, got 47 expected 127

// MLIR bytecode gets a hint.
// RUN: tileas-opt %S/empty-module.mlir --emit-bytecode -o %t.mlirbc
// RUN: not tileas-translate --tilebc-to-mlir %t.mlirbc -o %t.out 2>&1 | FileCheck %s --check-prefix=MLIRBC
// RUN: test ! -e %t.out
// MLIRBC: .mlirbc:0:0: error: at offset 0: failed to parse IR bytecode (it looks like MLIR bytecode instead)

// Unsupported version.
// RUN: printf '\177TileIR\000\022\000\000\000' > %t.version
// RUN: not tileas-translate --tilebc-to-mlir %t.version -o %t.out 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: test ! -e %t.out
// VERSION: error: at offset 8: unsupported Tile version 18.0.0, this reader supports versions [13.1 - 13.5]

// Unknown section id; end marker not at the end; missing String section.
// RUN: printf '\177TileIR\000\015\001\000\000\177\001\000' > %t.section
// RUN: not tileas-translate --tilebc-to-mlir %t.section 2>&1 | FileCheck %s --check-prefix=SECTION
// SECTION: error: at offset 12: unknown section ID: 127
// RUN: printf '\177TileIR\000\015\001\000\000\000\377\377\377\177\001\002\003' > %t.end
// RUN: not tileas-translate --tilebc-to-mlir %t.end 2>&1 | FileCheck %s --check-prefix=END
// END: error: at offset 12: end section is not the last section
// RUN: printf '\177TileIR\000\015\001\000\000\000' > %t.nostrings
// RUN: not tileas-translate --tilebc-to-mlir %t.nostrings 2>&1 | FileCheck %s --check-prefix=NOSTR
// NOSTR: error: at offset 13: string section is mandatory

// A truncated file (the 41-byte empty module cut after 30 bytes).
// RUN: tileas-translate --mlir-to-tilebc %S/empty-module.mlir | head -c 30 > %t.trunc
// RUN: not tileas-translate --tilebc-to-mlir %t.trunc -o %t.keep 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: FileCheck %s --check-prefix=KEEP --input-file=%t.keep
// TRUNC: .trunc{{(:0:0)?}}: error: at offset 24: section length 4 exceeds remaining data size 2
// KEEP: keep

// tileas-opt reports the same diagnostics and writes nothing.
// RUN: not tileas-opt %t.trunc -o %t.opt.out 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: not tileas-opt < %t.trunc -o %t.opt.out 2>&1 | FileCheck %s --check-prefix=OPT-STDIN
// RUN: test ! -e %t.opt.out
// OPT-STDIN: <stdin>: error: at offset 24: section length 4 exceeds remaining data size 2
// (Input without the TileIR magic goes to MLIR's parser unchanged.)
// RUN: not tileas-opt < %t.magic 2>&1 | FileCheck %s --check-prefix=OPT-NOT-TILEIR
// OPT-NOT-TILEIR: <stdin>:1:1: error: unexpected character
