// tileiras compiles loads and stores through strided_view and gather_scatter_view
// (cuda_tile 13.3) at sm_100, sm_90 and sm_80 (through ptxas to a cubin), with the
// element addresses and bounds NVIDIA's tileiras 13.5 computes for the same module:
// a strided tile starts index * traversal_stride elements in (bid*3; rows 3*bid of
// the dim_map'd 2-D view), a gather row is the index tile's element index times the
// row stride (64 f32 = 256 bytes: shl 8) and a dense gather/scatter index is an
// element offset (not a tile index); indices compare unsigned against the sizes.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/views-13x.mlir -o %t.d/v.tileirbc
// RUN: tileiras --gpu-name=sm_100 -o %t.d/v100.cubin %t.d/v.tileirbc
// RUN: tileiras --gpu-name=sm_90 -o %t.d/v90.cubin %t.d/v.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/v80.cubin %t.d/v.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/v.tileirbc | FileCheck %s --check-prefixes=CHECK,TMA
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/v.tileirbc | FileCheck %s --check-prefixes=CHECK,TMA
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o - %t.d/v.tileirbc | FileCheck %s --check-prefixes=CHECK,CPA

// CHECK-LABEL: .entry strided(
// CHECK: mov.b32 {{.*}}, 0fFF800000;
// CHECK: mad.lo.s64 [[E:%rd[0-9]+]], %rd{{[0-9]+}}, 3, %rd{{[0-9]+}};
// CHECK: setp.lt.u64 {{.*}}, [[E]], %rd{{[0-9]+}};
// CHECK: ld.global.b32
// CHECK: st.global.b32

// CHECK-LABEL: .entry strided2d(
// CHECK: mul.wide.u32 {{.*}}, 3;
// CHECK: setp.lt.u64 {{.*}}, 32;
// CHECK: ld.global.b32
// CHECK: st.global.b32

// CHECK-LABEL: .entry gather(
// CHECK-DAG: setp.gt.u32 {{.*}}, 47;
// CHECK-DAG: mov.b32 {{.*}}, 0f7FC00000;
// CHECK-DAG: setp.ge.u64
// CHECK: shl.b64 {{.*}}, 8;
// CHECK: ld.global.b32
// CHECK: st.global.b32

// CHECK-LABEL: .entry scatter(
// CHECK: ld.global.b64
// CHECK-DAG: setp.ge.u64
// CHECK-DAG: setp.gt.u64 {{.*}}, 19;
// CHECK: mul.wide.u32 {{.*}}, 80;
// CHECK: st.global.b32

// The strided tiles' origins are element rows 8k: the TMA box coordinates step
// by 8 (iteration 0's box at row 0, the prologue loop's at 8 times its stage,
// the K loop's next at row 24).
// CHECK-LABEL: .entry strided_loop(
// TMA: mov.b32 [[R0:%r[0-9]+]], 0;
// TMA: cp.async.bulk.tensor.2d{{.*}}, {%r{{[0-9]+}}, [[R0]]}]
// TMA: shl.b32 [[RJ:%r[0-9]+]], %r{{[0-9]+}}, 3;
// TMA: cp.async.bulk.tensor.2d{{.*}}, {%r{{[0-9]+}}, [[RJ]]}]
// TMA: mov.b32 [[R24:%r[0-9]+]], 24;
// TMA: cp.async.bulk.tensor.2d{{.*}}, {%r{{[0-9]+}}, [[R24]]}]
// CPA: cp.async.cg.shared.global
