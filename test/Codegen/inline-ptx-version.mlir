// Inline PTX that needs a newer PTX ISA than LLVM 22 can declare (9.0): the
// MXFP4 `mma.sync` with ue8m0 scales per 16 elements (scale_vec::4X) is PTX
// 9.1, so the module's `.version` is raised to 9.1 and ptxas takes it; the
// block-scaled `mma.sync` needs sm_120a-class targets, which the validator
// says instead of ptxas failing on it.
// REQUIRES: tileas-llc, ptxas
// RUN: tileas-llc %s --mcpu=sm_120a --verify-ptxas | FileCheck %s
// RUN: not tileas-llc %s --mcpu=sm_100a 2>&1 | FileCheck %s --check-prefix=SM100

// CHECK: .version 9.1
// CHECK-NEXT: .target sm_120a
// CHECK: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {{(\{[%rs0-9, ]+\}, )+}}{%r{{[0-9]+}}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};

// SM100: error: in function 'k': inline asm uses 'mma.sync.aligned.kind' instructions, which need sm_120a, sm_120f, sm_121a or sm_121f; target is sm_100a (PTX 9.0)

module {
  llvm.func @k(%p: !llvm.ptr<1>, %a: i32, %s: i32, %id: i16, %c: f32) attributes {nvvm.kernel} {
    %d = llvm.inline_asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, {$14}, {$15, $16}, {$17}, {$18, $19};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,h,h,r,h,h" %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %s, %id, %id, %s, %id, %id : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %sum = llvm.fadd %d0, %d3 : f32
    llvm.store %sum, %p : f32, !llvm.ptr<1>
    llvm.return
  }
}
