// tileiras compiles alloca and atomic_red_view_tko (cuda_tile 13.3, `inbounds`
// of 13.5) to PTX that ptxas accepts, for sm_100, sm_90 and sm_80:
// - atomic_red_view_tko: one `atom.global.<mode>` per element with the old
//   value unused, each behind the bounds check of the dimensions not marked
//   inbounds (none with `inbounds = [true]`);
// - alloca: thread 0 calls the CUDA device-heap allocator
//   `__cuda_syscall_aligned_malloc(bytes, alignment)`, traps on a null result
//   and hands the address to the CTA through a shared slot (bar.sync); the
//   end of the block is bar.sync, thread 0 calls `free`, bar.sync.
// (alloca-atomic-red-view-reference.mlir checks NVIDIA's tileiras 13.5 emits the same.)
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/alloca-atomic-red-view.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o %t.d/k100.ptx %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o %t.d/k90.ptx %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_80 -o %t.d/k80.ptx %t.d/k.tileirbc
// RUN: FileCheck %s --input-file=%t.d/k100.ptx
// RUN: FileCheck %s --input-file=%t.d/k90.ptx
// RUN: FileCheck %s --input-file=%t.d/k80.ptx
// RUN: FileCheck %s --check-prefix=TRAP --input-file=%t.d/k90.ptx
// RUN: tileiras --gpu-name=sm_100 -o %t.d/k100.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/k80.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k100.cubin && test -s %t.d/k90.cubin && test -s %t.d/k80.cubin

// CHECK-DAG: .extern .func {{.*}}__cuda_syscall_aligned_malloc
// CHECK-DAG: .extern .func free

// CHECK-LABEL: .entry red_k(
// CHECK: setp.{{[lg][et]}}.{{[su]}}64
// CHECK-COUNT-8: atom.global.add.f32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 0f3FC00000;
// CHECK: setp.{{[lg][et]}}.{{[su]}}64
// CHECK: atom.global{{(.cta)?}}.max.s32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 3;

// CHECK-LABEL: .entry red_inbounds(
// CHECK-NOT: setp
// CHECK: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 2;

// CHECK-LABEL: .entry alloca_k(
// CHECK: st.param.b64 [param1], 128;
// CHECK-NEXT: st.param.b64 [param0], 512;
// CHECK-NEXT: call.uni (retval0), __cuda_syscall_aligned_malloc, (param0, param1);
// CHECK-NEXT: ld.param.b64 [[P:%rd[0-9]+]], [retval0];
// CHECK: setp.ne.b64 {{%p[0-9]+}}, [[P]], 0;
// CHECK: st.shared.b64 [[[SLOT:[A-Za-z_0-9]+]]], [[P]];
// CHECK: bar.sync 0;
// CHECK-NEXT: ld.shared{{(::cta)?}}.b64 [[A:%rd[0-9]+]], [[[SLOT]]];
// CHECK: st.global.b32
// CHECK: ld.global.b32
// CHECK: st.global.b32
// CHECK: bar.sync 0;
// CHECK: st.param.b64 [param0], [[A]];
// CHECK-NEXT: call.uni free, (param0);
// CHECK: bar.sync 0;
// CHECK-NEXT: ret;

// CHECK-LABEL: .entry alloca_g(
// CHECK: st.param.b64 [param1], 16;
// CHECK-NEXT: st.param.b64 [param0], 1024;
// CHECK-NEXT: call.uni (retval0), __cuda_syscall_aligned_malloc, (param0, param1);
// CHECK: bar.sync 0;
// CHECK-NEXT: ld.shared{{(::cta)?}}.b64 [[G:%rd[0-9]+]]
// CHECK: st.global.b32
// CHECK: bar.sync 0;
// CHECK: st.param.b64 [param0], [[G]];
// CHECK-NEXT: call.uni free, (param0);
// CHECK: bar.sync 0;
// CHECK-NEXT: ret;

// TRAP-LABEL: .entry alloca_k(
// TRAP: trap;
// TRAP-LABEL: .entry alloca_g(
// TRAP: trap;
