// PTX of representative corpus kernels from the tileiras driver (sm_90):
// view loads/stores, a reduction through shared memory, libdevice math,
// atomics with their ordering, printf and assert, fp8 conversions.
// REQUIRES: tileiras-driver, corpus, libdevice
// RUN: rm -rf %t.d && mkdir -p %t.d

// Loads/stores: several elements per thread, bounds-checked without a
// branch per element (out-of-bounds lanes load element 0 and take the
// padding; they store to a shared sink through a generic pointer).
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=VADD
// VADD: .target sm_90a
// VADD: .visible .entry vec_add_f32(
// VADD: .reqntid 128, 1, 1
// VADD: mov.u32 %r{{[0-9]+}}, %tid.x;
// VADD: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// VADD: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// VADD: add.rn.f32
// VADD: st.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};

// Reduction: the tile goes through the shared scratch between barriers.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/row_sum_f32.tileirbc | FileCheck %s --check-prefix=RSUM
// RSUM: .shared .align 16 .b8 __tileas_smem_row_sum_f32[
// RSUM: st.shared.b32
// RSUM: bar.sync 0;
// RSUM: ld.shared
// RSUM: add.rn.f32
// RSUM: bar.sync 0;

// libdevice: __nv_expf is linked, inlined and gone.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/gelu_exp_f32.tileirbc | FileCheck %s --check-prefix=GELU
// GELU-NOT: __nv_expf
// GELU: ex2.approx.ftz.f32
// GELU-NOT: __nv_expf

// Atomics keep their ordering (fences around the RMW: LLVM 22.1.8 drops it
// otherwise) and scope (device -> gpu, tl_blk -> cta); relaxed has none.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/atomic_rmw_mix.tileirbc | FileCheck %s --check-prefix=ATOM
// ATOM: fence.release.gpu;
// ATOM-NEXT: atom.global.max.s32
// ATOM-NEXT: fence.acquire.gpu;
// ATOM-NOT: fence
// ATOM: atom.global.min.s32
// ATOM: fence.release.gpu;
// ATOM-NEXT: atom.global.and.b32
// ATOM-NEXT: fence.acquire.gpu;
// ATOM: fence.release.cta;
// ATOM-NEXT: atom.global.or.b32
// ATOM-NEXT: fence.acquire.cta;
// ATOM: atom.global.xor.b32
// ATOM: atom.global.exch.b32
// ATOM: atom.global.add.u64

// printf: one vprintf per print with the tile expanded like tileiras does.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/printf_debug.tileirbc | FileCheck %s --check-prefix=PRINTF
// PRINTF: .extern .func  (.param .b32 func_retval0) vprintf
// PRINTF: __tileas_printf_format_0[59] = {116, 105, 108, 101, 91, 37, 100, 93, 58, 91, 37, 46, 53, 102, 44,
// PRINTF: call.uni (retval0), vprintf, (param0, param1);
// PRINTF: call.uni (retval0), vprintf, (param0, param1);

// assert: __assertfail when an element is false.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/assert_bounds.tileirbc | FileCheck %s --check-prefix=ASSERT
// ASSERT: .extern .func __assertfail
// ASSERT: call.uni __assertfail, (param0, param1, param2, param3, param4);

// fp8: hardware conversions (sm_89+).
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/cast_fp_formats.tileirbc | FileCheck %s --check-prefix=FP8
// FP8-DAG: cvt.rn.satfinite.e4m3x2.f32
// FP8-DAG: cvt.rn.satfinite.e5m2x2.f32
// FP8-DAG: cvt.rn.bf16.f32
