#!/usr/bin/env bash
# CPU emulation of a lowered kernel (test/Conversion/TileASToLLVM/exchange-emulate*.mlir):
#   emulate.sh KERNEL.mlir HARNESS.c OUT
# lowers KERNEL.mlir (nv_tileas form) with convert-tileas-to-llvm and the
# upstream conversions, rewrites the module for the host with tileas-emu-prep
# (emulator/prep: MLIR's parser, the rewrite done on the parsed IR; NVVM
# special-register reads, barriers, traps, vprintf and __assertfail become calls
# of @__emu_* functions, address spaces go, shared-memory globals become
# ordinary host globals registered by @__emu_init), and builds OUT from the
# LLVM IR and HARNESS.c with clang. Inputs/emulate.h implements the @__emu_*
# calls with one host thread per GPU thread and a pthread barrier; the harness
# calls the kernels by name. Anything the rewrite cannot model (NVVM left
# over, ...) fails the build (tileas-emu-prep --strict).
set -euo pipefail
kernel=$1 harness=$2 out=$3
# (Whole corpus kernels are emulated by emulator/emulate.py, test/Emulator.)
tileas-opt "$kernel" -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm \
  -convert-cf-to-llvm -reconcile-unrealized-casts -o "$out.mlir"
# --no-race-check: the harness runs the threads concurrently (emulator/runtime.c's
# race detector needs its one-thread-at-a-time schedule).
tileas-emu-prep --strict --multi-kernel --no-race-check "$out.mlir" -o "$out.host.mlir" --info "$out.json"
mlir-translate --mlir-to-llvmir "$out.host.mlir" -o "$out.ll"
cc=clang
command -v clang-22 >/dev/null && cc=clang-22
"$cc" -O1 -w -I"$(dirname "$0")" -o "$out" "$harness" "$out.ll" -lpthread -lm
