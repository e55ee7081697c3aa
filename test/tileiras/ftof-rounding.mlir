// cuda_tile 13.4 ftof rounding modes to PTX that ptxas accepts: toward zero to
// f16/bf16 with cvt.rz.{f16,bf16}x2.f32 (from f64 after cvt.rz.f32.f64), f64 ->
// f32 with cvt.{rz,rm,rp}.f32.f64, f32 -> tf32 with cvt.rna.tf32.f32 and, toward
// zero, cvt.rz.tf32.f32 on sm_90 but the low 13 bits cleared on sm_80 (no such
// instruction there) -- what NVIDIA's tileiras 13.5 emits too
// (ftof-rounding-reference.mlir). The values: emulator probe_ftof_rounding.
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/ftof_rounding.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: tileiras --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/k80.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k90.cubin && test -s %t.d/k80.cubin

// CHECK-LABEL: .entry ftof_rounding(
// CHECK-DAG: cvt.rz.f16x2.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[X:%r[0-9]+]];
// CHECK-DAG: cvt.rz.bf16x2.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[X]];
// CHECK-DAG: cvt.rz.f32.f64 [[Z:%r[0-9]+]], [[D:%rd[0-9]+]];
// CHECK-DAG: cvt.rm.f32.f64 {{%r[0-9]+}}, [[D]];
// CHECK-DAG: cvt.rp.f32.f64 {{%r[0-9]+}}, [[D]];
// CHECK-DAG: cvt.rz.f16x2.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[Z]];
// CHECK-DAG: cvt.rna.tf32.f32 {{%r[0-9]+}}, [[X]];
// SM90-DAG: cvt.rz.tf32.f32 {{%r[0-9]+}}, [[X]];
// SM80-DAG: and.b32 {{%r[0-9]+}}, [[X]], -8192;
// SM80-NOT: cvt.rz.tf32
// CHECK: ret;
