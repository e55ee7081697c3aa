// tileiras compiles the data and ordering ops of cuda_tile 13.3/13.4 and ftoi
// saturating to PTX that ptxas accepts, for sm_90 and sm_80:
// - pack/unpack: the tile's bytes exchanged through shared memory (stored as the
//   source type, loaded as the result type);
// - insert: the source through shared memory, selected per element;
// - gdc_wait_tko / gdc_launch_dependents_tko: griddepcontrol.wait + bar.sync /
//   bar.sync + griddepcontrol.launch_dependents on sm_90, nothing on sm_80;
//   memory_fence_alias_tko: fence.proxy.alias + bar.sync (both targets);
// - ftoi saturating: cvt.rzi with the clamps and NaN -> 0 of llvm.fpto[su]i.sat.
// (new-data-ops-13x-reference.mlir checks NVIDIA's tileiras 13.5 emits the same.)
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/new-data-ops-13x.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM80
// RUN: tileiras --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/k80.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k90.cubin && test -s %t.d/k80.cubin

// CHECK-LABEL: .entry pack_unpack(
// CHECK: ld.global.b32 [[X:%r[0-9]+]]
// CHECK: st.shared.b32 [{{%rd[0-9]+}}], [[X]];
// CHECK-NEXT: bar.sync 0;
// CHECK-COUNT-4: ld.shared.b8
// CHECK: bar.sync 0;
// CHECK-COUNT-4: st.global.b8
// CHECK: bar.sync 0;
// CHECK-COUNT-2: ld.shared.b16
// CHECK: st.global.b16
// CHECK-NEXT: st.global.b16
// CHECK-NEXT: ret;

// CHECK-LABEL: .entry insert_k(
// CHECK: ld.global.b32 [[D:%r[0-9]+]]
// CHECK: st.shared.b32 [{{%rd[0-9]+}}], 1088421888;
// CHECK: bar.sync 0;
// CHECK: setp.lt.u32 [[IN:%p[0-9]+]]
// CHECK: ld.shared.b32 [[S:%r[0-9]+]]
// CHECK: selp.{{[bf]}}32 {{%r[0-9]+}}, [[S]], [[D]], [[IN]];

// CHECK-LABEL: .entry gdc_k(
// SM90: griddepcontrol.wait;
// SM90-NEXT: bar.sync 0;
// SM80-NOT: griddepcontrol
// CHECK: ld.global.b32
// SM90-NEXT: bar.sync 0;
// SM90-NEXT: griddepcontrol.launch_dependents;
// CHECK: fence.proxy.alias;
// CHECK-NEXT: bar.sync 0;
// CHECK: st.global.b32
// CHECK-NEXT: ret;

// CHECK-LABEL: .entry ftoi_k(
// CHECK: setp.ltu.f32 [[LO:%p[0-9]+]], [[X:%r[0-9]+]], 0fCF000000;
// CHECK: cvt.rzi.s32.f32 [[C:%r[0-9]+]], [[X]];
// CHECK: selp.b32 [[A:%r[0-9]+]], -2147483648, [[C]], [[LO]];
// CHECK: setp.gt.f32 [[HI:%p[0-9]+]], [[X]], 0f4EFFFFFF;
// CHECK: selp.b32 [[B:%r[0-9]+]], 2147483647, [[A]], [[HI]];
// CHECK: setp.nan.f32 [[NAN:%p[0-9]+]], [[X]], [[X]];
// CHECK: selp.b32 {{%r[0-9]+}}, 0, [[B]], [[NAN]];
// CHECK: max.f32 [[M:%r[0-9]+]], [[X]], 0f00000000;
// CHECK: min.f32 [[N:%r[0-9]+]], [[M]], 0f437F0000;
// CHECK: cvt.rzi.u16.f32 {{%rs[0-9]+}}, [[N]];
