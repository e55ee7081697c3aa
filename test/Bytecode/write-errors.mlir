// Writing TileIR bytecode from MLIR that does not fit the format: a diagnostic,
// exit status 1, no output file.
// RUN: rm -f %t.out
// RUN: mkdir -p %t.d

// Only cuda_tile ops are allowed, at any depth.
// RUN: printf 'cuda_tile.module @k {\n entry @e() {\n %%%%0 = arith.constant 1 : i32\n return\n }\n}\n' > %t.d/arith.mlir
// RUN: not tileas-translate --mlir-to-tilebc %t.d/arith.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=TR-DIALECT
// RUN: test ! -e %t.out
// tileas-translate: an error at the module, a remark at the op.
// TR-DIALECT: arith.mlir:1:1: error: only ops from the 'cuda_tile' dialect are allowed
// TR-DIALECT: arith.mlir:3:{{[0-9]+}}: remark: invalid op
// tileas-opt --emit-tilebc (below): the same text, the op named in a note.
// DIALECT: arith.mlir: error: only ops from the 'cuda_tile' dialect are allowed
// DIALECT-NEXT: note: invalid op: arith.constant

// The input must be one cuda_tile.module (alone in a builtin.module, or bare).
// RUN: printf 'func.func @f() {\n return\n}\n' > %t.d/func.mlir
// RUN: not tileas-translate --mlir-to-tilebc -no-implicit-module %t.d/func.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC: func.mlir:1:1: error: expected a CUDA Tile IR module, but got a func.func
// RUN: not tileas-translate --mlir-to-tilebc %t.d/func.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=FUNC-IMPLICIT
// FUNC-IMPLICIT: func.mlir:{{.*}}: error: expected a single CUDA Tile IR module in the MLIR module
// RUN: printf 'module {\n cuda_tile.module @a {\n }\n cuda_tile.module @b {\n }\n}\n' > %t.d/two.mlir
// RUN: not tileas-translate --mlir-to-tilebc %t.d/two.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: two.mlir:1:1: error: expected a single CUDA Tile IR module in the MLIR module
// RUN: test ! -e %t.out

// Syntax errors are MLIR's, at their file location.
// RUN: printf 'cuda_tile.module @k {\n entry @e( {\n}\n' > %t.d/syntax.mlir
// RUN: not tileas-translate --mlir-to-tilebc %t.d/syntax.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax.mlir:2:{{[0-9]+}}: error: expected SSA operand

// TileIR bytecode given to --mlir-to-tilebc.
// RUN: tileas-translate --mlir-to-tilebc %S/empty-module.mlir -o %t.d/empty.tileirbc
// RUN: not tileas-translate --mlir-to-tilebc %t.d/empty.tileirbc -o %t.out 2>&1 | FileCheck %s --check-prefix=TILEBC
// (MLIR's parser reads it as text.)
// TILEBC: empty.tileirbc:1:1: error: unexpected character

// tileas-opt --emit-tilebc: same checks, nothing written on failure.
// RUN: not tileas-opt %t.d/arith.mlir --emit-tilebc -o %t.out 2>&1 | FileCheck %s --check-prefix=DIALECT
// RUN: test ! -e %t.out
// RUN: not tileas-opt %t.d/func.mlir --emit-tilebc --split-input-file -o %t.out 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: error: --emit-tilebc cannot be combined with --split-input-file
// RUN: test ! -e %t.out
