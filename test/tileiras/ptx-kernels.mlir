// PTX of representative corpus kernels from the tileiras driver (sm_90):
// view loads/stores, a reduction through shared memory, libdevice math,
// atomics with their ordering, printf and assert, fp8 conversions.
// REQUIRES: tileiras-driver, libdevice
// RUN: rm -rf %t.d && mkdir -p %t.d

// Loads/stores: the 1024-element f32 tiles get the layout (128):(4),
// (4, 2):(1, 512) and the views' div_by<16> facts prove every run of 4
// aligned and all-or-nothing, so each thread moves its 8 elements with two
// 16-byte loads per operand and two 16-byte stores (one branch per store
// run; loads read element 0 out of bounds and take the padding).
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=VADD
// VADD: .target sm_90a
// VADD: .visible .entry vec_add_f32(
// VADD: .reqntid 128, 1, 1
// VADD: mov.u32 %r{{[0-9]+}}, %tid.x;
// VADD-COUNT-4: ld.global.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}{{(\+[0-9]+)?}}];
// VADD: add.rn.f32
// VADD-COUNT-2: st.global.v4.b32 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// VADD-NOT: ld.global.b32
// VADD-NOT: st.global.b32

// Reduction of a 32x128 f32 tile along its rows (layout (128):(4),
// (4, 8):(1, 512)): each thread adds its runs of 4, five butterfly shuffles
// add across the lanes of a row, and the row sums stay where the shuffles
// leave them (the result's layout is the slice of the operand's): no scratch,
// no exchange.
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/row_sum_f32.tileirbc | FileCheck %s --check-prefix=RSUM
// RSUM-NOT: __tileas_smem_row_sum_f32
// RSUM: add.rn.f32
// RSUM: shfl.sync.bfly.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1, 31, -1;
// RSUM: shfl.sync.bfly.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16, 31, -1;
// The sums go out from the registers the shuffles left them in (sm_90, no
// dot: no TMA store, docs/nv_tileas.md), one lane of a row each: no
// exchange, no barrier.
// RSUM-NOT: ld.shared
// RSUM-NOT: bar.sync
// RSUM: st.global.b32
// RSUM-NOT: cp.async.bulk.tensor.1d.global.shared::cta

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
// FP8-DAG: cvt.rn.bf16x2.f32
