// Vector add in the LLVM dialect with an NVVM special register, to PTX.
// REQUIRES: tileas-llc
// RUN: tileas-llc %s --mcpu=sm_90 | FileCheck %s
// RUN: tileas-llc %s --mcpu=sm_100a | FileCheck %s --check-prefix=SM100A
// RUN: tileas-llc %s --mcpu=sm_90 --ptx=7.8 | FileCheck %s --check-prefix=PTX78

// CHECK:      .version 8.8
// CHECK-NEXT: .target sm_90
// CHECK-NEXT: .address_size 64
// CHECK:      .visible .entry vadd(
// CHECK-NEXT:   .param .u64 .ptr .global .align 1 vadd_param_0,
// CHECK:        .param .u32 vadd_param_3
// CHECK:      .maxntid 128, 1, 1
// CHECK:      mov.u32 {{.*}}%r{{[0-9]+}}, %tid.x;
// CHECK:      ld.global.b32 {{.*}}%r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK:      add.rn.f32
// CHECK:      st.global.b32 {{.*}}[%rd{{[0-9]+}}], %r{{[0-9]+}};

// SM100A:      .version 9.0
// SM100A-NEXT: .target sm_100a

// PTX78: .version 7.8

module {
  llvm.func @vadd(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>, %n: i32)
      attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %base = llvm.mul %ctaid, %ntid : i32
    %i = llvm.add %base, %tid : i32
    %inb = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %inb, ^body, ^exit
  ^body:
    %i64 = llvm.sext %i : i32 to i64
    %pa = llvm.getelementptr %a[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %pb = llvm.getelementptr %b[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %pc = llvm.getelementptr %c[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %x = llvm.load %pa : !llvm.ptr<1> -> f32
    %y = llvm.load %pb : !llvm.ptr<1> -> f32
    %s = llvm.fadd %x, %y : f32
    llvm.store %s, %pc : f32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
