// Diagnostics name the kernel's Python source (file:line:col from the debug
// info cuTile writes into the bytecode) on every error path: bytecode that
// fails to verify, a pass that rejects an op, and codegen errors of a kernel
// function. The input is a cuTile-like kernel (Inputs/py-located.mlir)
// written as bytecode by tileas-translate.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// It compiles as is (8 rows reduced along dim 1, f8 store: sm_89 and later).
// RUN: sed 's/ROWS/8/; s/DIM/1/' %S/Inputs/py-located.mlir > %t.d/ok.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.d/ok.mlir -o %t.d/ok.tileirbc
// RUN: tileiras --emit=ptx -o %t.d/ok.ptx %t.d/ok.tileirbc

// Verification on read: the reduce's dim patched to 5 (status 3); no op dump.
// RUN: python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); assert b[28] == 1; b[28] = 5; open(sys.argv[2], "wb").write(b)' %t.d/ok.tileirbc %t.d/bad-dim.tileirbc
// RUN: { tileiras -o %t.d/out.o %t.d/bad-dim.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kernels/row_sum.py:15:8: error: 'cuda_tile.reduce' op dimension (5) is out of bound [0, 2)
// VERIFY-NOT: see current operation
// VERIFY: error: input does not correspond to Tile IR bytecode
// VERIFY-NEXT: exit=3

// An 8192-row column reduction compiles (warp shuffles, 2 partials per
// output through the scratch); a pass failure: the transpose of that tile
// needs more shared memory than a CTA may use (status 5).
// RUN: sed 's/ROWS/8192/; s/DIM/0/' %S/Inputs/py-located.mlir > %t.d/big.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.d/big.mlir -o %t.d/big.tileirbc
// RUN: tileiras --emit=ptx -o %t.d/big.ptx %t.d/big.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/py-located-exchange.mlir -o %t.d/exchange.tileirbc
// RUN: { tileiras --emit=ptx -o %t.d/out.ptx %t.d/exchange.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: kernels/row_sum.py:15:8: error: 'nv_tileaa.permute' op is not yet supported by tileas: it needs 262144 bytes of shared-memory scratch
// PASS-NOT: see current operation
// PASS: error: failed to compile Tile IR program
// PASS-NEXT: exit=5

// A codegen error in the kernel's function: f8 conversions need sm_89; the
// validator names the function, the driver adds the kernel's definition line.
// RUN: { tileiras --gpu-name sm_80 --emit=ptx -o %t.d/out.ptx %t.d/ok.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=CODEGEN
// CODEGEN: kernels/row_sum.py:12:0: error: in function 'row_sum': intrinsic 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported on sm_80
// CODEGEN: error: failed to compile Tile IR program: code generation failed
// CODEGEN-NEXT: exit=5

// (The "was not lowered to the LLVM dialect" check is located the same way;
// see the unit test ops_left_unlowered_are_located_at_their_source.)
// RUN: test ! -e %t.d/out.o && test ! -e %t.d/out.ptx
