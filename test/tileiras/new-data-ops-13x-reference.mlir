// Differential: NVIDIA's tileiras 13.5 and ours compile the kernels of
// Inputs/new-data-ops-13x.mlir (pack/unpack, insert, gdc_*_tko,
// memory_fence_alias_tko, ftoi saturating) to PTX that the same checks accept
// (NVIDIA's PTX is the one its ptxas is given, captured by the reference
// toolchain's wrapper): the bytes of pack/unpack go through shared memory and
// are read back one result element at a time; on sm_90 gdc_wait_tko is
// griddepcontrol.wait + bar.sync, gdc_launch_dependents_tko bar.sync +
// griddepcontrol.launch_dependents, memory_fence_alias_tko fence.proxy.alias +
// bar.sync; on sm_80 the gdc ops are nothing and the fence stays; ftoi
// saturating is cvt.rzi with the same clamps and NaN test.
// REQUIRES: tileiras-driver, nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d/nv90 %t.d/nv80
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/new-data-ops-13x.mlir -o %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv90 %tileiras135 --gpu-name=sm_90 -o %t.d/nv90/k.cubin %t.d/k.tileirbc
// RUN: env PTX_CAPTURE_DIR=%t.d/nv80 %tileiras135 --gpu-name=sm_80 -o %t.d/nv80/k.cubin %t.d/k.tileirbc
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 --input-file=%t.d/nv90/captured.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM80 --input-file=%t.d/nv80/captured.ptx
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o %t.d/ours90.ptx %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o %t.d/ours80.ptx %t.d/k.tileirbc
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 --input-file=%t.d/ours90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM80 --input-file=%t.d/ours80.ptx

// CHECK-LABEL: .entry pack_unpack(
// CHECK: ld.global.b32
// CHECK: bar.sync 0;
// Thread t reads bytes t, t+128, t+256, t+384 (its four i8 slots) ...
// CHECK-DAG: ld.shared.b8 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}];
// CHECK-DAG: ld.shared.b8 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}+128];
// CHECK-DAG: ld.shared.b8 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}+256];
// CHECK-DAG: ld.shared.b8 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}+384];
// CHECK-DAG: st.global.b8 [{{%rd[0-9]+}}+384]
// ... and the i16 pairs 2t and 2t+256 of the unpacked bytes.
// CHECK: ld.shared.b16 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}{{(\+1024)?}}];
// CHECK-NEXT: ld.shared.b16 {{%rs[0-9]+}}, [{{%rd?[0-9]+}}+{{(256|1280)}}];
// CHECK: st.global.b16
// CHECK-NEXT: st.global.b16
// CHECK-NEXT: ret;

// CHECK-LABEL: .entry insert_k(
// CHECK: ld.global.b32
// CHECK: bar.sync 0;
// CHECK: st.global.b32
// CHECK: ret;

// CHECK-LABEL: .entry gdc_k(
// SM90: griddepcontrol.wait;
// SM90-NEXT: bar.sync 0;
// SM80-NOT: griddepcontrol
// CHECK: ld.global.b32
// SM90: bar.sync 0;
// SM90-NEXT: griddepcontrol.launch_dependents;
// SM90-NEXT: fence.proxy.alias;
// SM80: fence.proxy.alias;
// CHECK-NEXT: bar.sync 0;
// CHECK: st.global.b32
// CHECK-NEXT: ret;

// CHECK-LABEL: .entry ftoi_k(
// CHECK: setp.ltu.f32 [[LO:%p[0-9]+]], [[X:%r[0-9]+]], 0fCF000000;
// CHECK-NEXT: cvt.rzi.s32.f32 [[C:%r[0-9]+]], [[X]];
// CHECK-NEXT: selp.b32 [[A:%r[0-9]+]], -2147483648, [[C]], [[LO]];
// CHECK-NEXT: setp.gt.f32 [[HI:%p[0-9]+]], [[X]], 0f4EFFFFFF;
// CHECK-NEXT: selp.b32 [[B:%r[0-9]+]], 2147483647, [[A]], [[HI]];
// CHECK-NEXT: setp.nan.f32 [[NAN:%p[0-9]+]], [[X]], [[X]];
// CHECK-NEXT: selp.b32 {{%r[0-9]+}}, 0, [[B]], [[NAN]];
// CHECK: max.f32 [[M:%r[0-9]+]], [[X]], 0f00000000;
// CHECK-NEXT: min.f32 [[N:%r[0-9]+]], [[M]], 0f437F0000;
// CHECK-NEXT: cvt.rzi.u16.f32 {{%rs[0-9]+}}, [[N]];
