#!/usr/bin/env bash
# CPU emulation of a lowered kernel (test/Conversion/TileASToLLVM/exchange-emulate*.mlir):
#   emulate.sh KERNEL.mlir HARNESS.c OUT
# lowers KERNEL.mlir (nv_tileas form) with convert-tileas-to-llvm and the
# upstream conversions, replaces the NVVM thread-id/block-id reads, barrier0 and vprintf by calls
# into the harness (Inputs/emulate.h runs one host thread per GPU thread with a
# pthread barrier; shared-memory globals become ordinary host globals), and
# builds OUT from the LLVM IR and HARNESS.c with clang.
set -euo pipefail
kernel=$1 harness=$2 out=$3
# (Whole corpus kernels are emulated by emulator/emulate.py, test/Emulator.)
tileas-opt "$kernel" -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm \
  -convert-cf-to-llvm -reconcile-unrealized-casts -o "$out.mlir"
sed -i -e 's/nvvm.read.ptx.sreg.tid.x : i32/llvm.call @sim_tid() : () -> i32/' \
  -e 's/nvvm.read.ptx.sreg.ctaid.\([xyz]\) : i32/llvm.call @sim_ctaid_\1() : () -> i32/' \
  -e 's/nvvm.read.ptx.sreg.nctaid.\([xyz]\) : i32/llvm.call @sim_nctaid_\1() : () -> i32/' \
  -e 's/nvvm.barrier0/llvm.call @sim_barrier() : () -> ()/' \
  -e 's/@vprintf\b/@sim_vprintf/g' \
  -e 's/attributes {nvvm.kernel, nvvm.reqntid = array<i32: [0-9]*, 1, 1>}//' \
  -e 's/^module {/module {\n  llvm.func @sim_tid() -> i32\n  llvm.func @sim_barrier()/' \
  "$out.mlir"
for f in ctaid_x ctaid_y ctaid_z nctaid_x nctaid_y nctaid_z; do
  sed -i "s/^module {/module {\n  llvm.func @sim_$f() -> i32/" "$out.mlir"
done
if grep -q 'nvvm\.' "$out.mlir"; then
  echo "emulate.sh: NVVM ops the emulation does not model:" >&2
  grep -o 'nvvm\.[a-z0-9_.]*' "$out.mlir" | sort -u >&2
  exit 1
fi
mlir-translate --mlir-to-llvmir "$out.mlir" -o "$out.ll"
cc=clang
command -v clang-22 >/dev/null && cc=clang-22
"$cc" -O1 -w -I"$(dirname "$0")" -o "$out" "$harness" "$out.ll" -lpthread -lm
