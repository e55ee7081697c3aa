// The lowered exchange/reduce/scan/print/assert/fp8 kernels of this
// directory, finished by the upstream conversions, compile to PTX that
// ptxas accepts.
// REQUIRES: tileas-llc, ptxas
// RUN: tileas-opt --allow-unregistered-dialect %S/exchange.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_90 --verify-ptxas | FileCheck %s --check-prefix=EXCHANGE
// RUN: tileas-opt --allow-unregistered-dialect %S/reduce.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_90 --verify-ptxas | FileCheck %s --check-prefix=REDUCE
// RUN: tileas-opt --allow-unregistered-dialect %S/scan.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_100a --verify-ptxas | FileCheck %s --check-prefix=SCAN
// RUN: tileas-opt --allow-unregistered-dialect %S/print.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_90 --verify-ptxas | FileCheck %s --check-prefix=PRINT
// RUN: tileas-opt --allow-unregistered-dialect %S/assert.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | tileas-llc - --mcpu=sm_90 --verify-ptxas | FileCheck %s --check-prefix=ASSERT
// RUN: tileas-opt --allow-unregistered-dialect %S/fp8.mlir -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts > %t.fp8.mlir
// RUN: tileas-llc %t.fp8.mlir --mcpu=sm_100a --verify-ptxas | FileCheck %s --check-prefix=FP8
// RUN: not tileas-llc %t.fp8.mlir --mcpu=sm_80 2>&1 | FileCheck %s --check-prefix=FP8-SM80

// EXCHANGE: .entry permute(
// EXCHANGE: st.shared
// EXCHANGE: bar.sync 0;
// EXCHANGE: ld.shared
// EXCHANGE: .entry table(

// REDUCE: .entry row_sum(
// REDUCE: bar.sync 0;
// REDUCE: add.rn.f32
// REDUCE: .entry max_abs(
// REDUCE: abs.f32
// REDUCE: max.NaN.f32

// SCAN: .entry cumsum(
// SCAN: .entry suffix_max(
// SCAN: max.s32

// PRINT: .extern .func  (.param .b32 func_retval0) vprintf
// PRINT: .entry printf_debug(
// PRINT: call.uni (retval0), vprintf,

// ASSERT: .extern .func __assertfail
// ASSERT: .entry assert_bounds(
// ASSERT: call.uni __assertfail,

// FP8: cvt.rn.satfinite.e4m3x2.f32
// FP8: cvt.rn.satfinite.e5m2x2.f32
// FP8: cvt.rn.f16x2.e
// FP8: cvt.rna.tf32.f32

// FP8-SM80: intrinsic 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported on sm_80 (PTX 8.8): it needs sm_89 or newer
