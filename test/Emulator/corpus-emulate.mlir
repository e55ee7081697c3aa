// The CPU emulator (emulator/emulate.py, emulator/README.md) runs corpus kernels
// compiled by our tileiras (--emit=mlir, rewritten for the host by tileas-emu-prep
// on the parsed IR and compiled with clang-22 together with emulator/runtime.c)
// on shrunk inputs and compares
// the outputs with NumPy references: the kernel's nvvm.reqntid (128) coroutine
// threads per CTA with real barriers and warp shuffles, CTAs in sequence. This
// lists the kernels known to pass; a kernel that
// starts to FAIL is a miscompile (or a bad reference): run
//   emulator/emulate.py --workdir /tmp/emu <kernel>
// by hand and look at /tmp/emu/<kernel>/ (the module before and after the
// rewrite, the LLVM IR, printf output).
// REQUIRES: tileiras-driver, numpy
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.d \
// RUN:   argmax_rows_f32 \
// RUN:   assert_bounds \
// RUN:   atomic_rmw_mix \
// RUN:   bias_clamp_where \
// RUN:   cast_fp_formats \
// RUN:   copy_tile256_i8 \
// RUN:   cumsum_long_i32 \
// RUN:   cumsum_rows_f32 \
// RUN:   gelu_exp_f32 \
// RUN:   global_sum_atomic_f32 \
// RUN:   grid_3d_index \
// RUN:   histogram_atomic_add \
// RUN:   int_bitops_u32 \
// RUN:   layernorm_fwd_f16 \
// RUN:   loop_carried_multi \
// RUN:   printf_debug \
// RUN:   relu_f16_2d \
// RUN:   reshape_cat_extract \
// RUN:   row_sum_f32 \
// RUN:   saxpy_f32 \
// RUN:   scatter_permute_i32 \
// RUN:   silu_mul_f16 \
// RUN:   softmax_online_bf16 \
// RUN:   softmax_rows_f32 \
// RUN:   transpose_f32 \
// RUN:   vec_add_f32 \
// RUN:   | FileCheck %s
//
// The same kernels with the threads of a CTA in a shuffled order between barriers
// (a missing barrier shows up) and rows padded by 16 elements (strided arrays):
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.d \
// RUN:   --schedule shuffle --seed 7 --pitch 16 \
// RUN:   argmax_rows_f32 \
// RUN:   assert_bounds \
// RUN:   atomic_rmw_mix \
// RUN:   bias_clamp_where \
// RUN:   cast_fp_formats \
// RUN:   copy_tile256_i8 \
// RUN:   cumsum_long_i32 \
// RUN:   cumsum_rows_f32 \
// RUN:   gelu_exp_f32 \
// RUN:   global_sum_atomic_f32 \
// RUN:   grid_3d_index \
// RUN:   histogram_atomic_add \
// RUN:   int_bitops_u32 \
// RUN:   layernorm_fwd_f16 \
// RUN:   loop_carried_multi \
// RUN:   printf_debug \
// RUN:   relu_f16_2d \
// RUN:   reshape_cat_extract \
// RUN:   row_sum_f32 \
// RUN:   saxpy_f32 \
// RUN:   scatter_permute_i32 \
// RUN:   silu_mul_f16 \
// RUN:   softmax_online_bf16 \
// RUN:   softmax_rows_f32 \
// RUN:   transpose_f32 \
// RUN:   vec_add_f32 \
// RUN:   | FileCheck %s --check-prefix=SHUF
//
// The probe kernels (emulator/probes/: cuda_tile ops the corpus does not use, and
// the layout-driven lowering: wide accesses, register reductions and warp
// shuffles, register renaming, strip-mining), at -O3 and -O0, and at -O3 with the
// threads in a shuffled order and padded rows:
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.p \
// RUN:   probe_int_ops probe_float_ops probe_shape_ops probe_view_ops probe_control_flow probe_gather_scatter \
// RUN:   probe_atomics probe_small_tiles probe_wide_f32 probe_wide_f16 probe_wide_bf16 probe_wide_f64 \
// RUN:   probe_wide_i8 probe_wide_i16 probe_wide_i64 probe_reduce_3d probe_reduce_types probe_reduce_big \
// RUN:   probe_reduce_big_dim0 probe_reduce_small probe_softmax_chain probe_cat_extract probe_strip_f32 \
// RUN:   probe_strip_i8 probe_strip_bcast probe_gather_rows probe_scatter_rows probe_new_ops_13x probe_ftof_rounding probe_e8m0 \
// RUN:   probe_mmaf_scaled probe_mmaf_scaled_tma probe_mmaf_scaled_wide probe_mmaf_scaled_long probe_mmaf_scaled_small probe_alloca_atomic_red_view probe_views_13x probe_views_13x_loop probe_token_order probe_multimem \
// RUN:   probe_f4_cast probe_mma_nvfp4 probe_mma_mxfp4 probe_mma_mxfp4_b16 probe_narrow_ops probe_f4_views probe_f4_gather | FileCheck %s --check-prefix=PROBE
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.p --opt 0 \
// RUN:   probe_int_ops probe_float_ops probe_shape_ops probe_view_ops probe_control_flow probe_gather_scatter \
// RUN:   probe_atomics probe_small_tiles probe_wide_f32 probe_wide_f16 probe_wide_bf16 probe_wide_f64 \
// RUN:   probe_wide_i8 probe_wide_i16 probe_wide_i64 probe_reduce_3d probe_reduce_types probe_reduce_big \
// RUN:   probe_reduce_big_dim0 probe_reduce_small probe_softmax_chain probe_cat_extract probe_strip_f32 \
// RUN:   probe_strip_i8 probe_strip_bcast probe_gather_rows probe_scatter_rows probe_new_ops_13x probe_ftof_rounding probe_e8m0 \
// RUN:   probe_mmaf_scaled probe_mmaf_scaled_tma probe_mmaf_scaled_wide probe_mmaf_scaled_long probe_mmaf_scaled_small probe_alloca_atomic_red_view probe_views_13x probe_views_13x_loop probe_token_order probe_multimem \
// RUN:   probe_f4_cast probe_mma_nvfp4 probe_mma_mxfp4 probe_mma_mxfp4_b16 probe_narrow_ops probe_f4_views probe_f4_gather | FileCheck %s --check-prefix=PROBE
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.p \
// RUN:   --schedule shuffle --seed 5 --pitch 16 \
// RUN:   probe_int_ops probe_float_ops probe_shape_ops probe_view_ops probe_control_flow probe_gather_scatter \
// RUN:   probe_atomics probe_small_tiles probe_wide_f32 probe_wide_f16 probe_wide_bf16 probe_wide_f64 \
// RUN:   probe_wide_i8 probe_wide_i16 probe_wide_i64 probe_reduce_3d probe_reduce_types probe_reduce_big \
// RUN:   probe_reduce_big_dim0 probe_reduce_small probe_softmax_chain probe_cat_extract probe_strip_f32 \
// RUN:   probe_strip_i8 probe_strip_bcast probe_gather_rows probe_scatter_rows probe_new_ops_13x probe_ftof_rounding probe_e8m0 \
// RUN:   probe_mmaf_scaled probe_mmaf_scaled_tma probe_mmaf_scaled_wide probe_mmaf_scaled_long probe_mmaf_scaled_small probe_alloca_atomic_red_view probe_views_13x probe_views_13x_loop probe_token_order probe_multimem \
// RUN:   probe_f4_cast probe_mma_nvfp4 probe_mma_mxfp4 probe_mma_mxfp4_b16 probe_narrow_ops probe_f4_views probe_f4_gather | FileCheck %s --check-prefix=PROBE
//
// The matmul kernels on tensor cores (mma.sync with ldmatrix: f16, bf16, tf32,
// int8, fp8 and f64 atoms; at sm_100 tcgen05.mma with TMEM and mbarriers
// where the tile fits one (the K loops' accumulators resident in TMEM, the
// 64-row matmul_operator_f16 through tcgen05.ld/st.16x32bx2), mma.sync for
// matmul_f64; matmul_f32_simt stays on the SIMT dot, as NVIDIA's does) at sm_100, with shuffled threads and padded rows, and on the other
// families' targets (sm_120 bytecode, sm_80: no fp8 atom there, SIMT; sm_90 on
// warpgroup MMAs, wgmma.mma_async with shared-memory descriptors, shuffled
// threads and padded rows, f64 on DMMA mma.sync; probe_mma_sm90 adds the
// shapes the corpus lacks). grouped_gemm_list takes lists of arrays: emulate.py
// lays out each list's rows of (pointer, shape, strides) in emulated global
// memory, as cuTile passes them:
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.mm \
// RUN:   --schedule shuffle --seed 3 --pitch 16 \
// RUN:   matmul_f32_simt matmul_f64 matmul_int8 matmul_f16 matmul_tf32 batched_matmul_f16 \
// RUN:   matmul_fp8_e4m3 matmul_bf16_256x128 matmul_operator_f16 attention_fmha_causal_f16 \
// RUN:   matmul_f16_swizzle_2cta matmul_split_k_lock fused_moe_gather_mma grouped_gemm_list \
// RUN:   | FileCheck %s --check-prefix=MM
// Two of the sm_100 K loops whose MMAs thread 32 issues while thread 0 copies
// (and every other thread only follows the loop), with the threads in reverse
// order: warp 1 then runs ahead of warp 0, which must still have stored its
// part of the initial accumulator before the first MMA:
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.rev --schedule reverse \
// RUN:   matmul_f16 matmul_split_k_lock | FileCheck %s --check-prefix=REV
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.mm120 --gpu-name sm_120 \
// RUN:   matmul_f64 matmul_int8 matmul_f16 matmul_tf32 matmul_fp8_e4m3 matmul_bf16_256x128 batched_matmul_f16 \
// RUN:   matmul_operator_f16 attention_fmha_causal_f16 matmul_f16_swizzle_2cta matmul_split_k_lock \
// RUN:   fused_moe_gather_mma grouped_gemm_list | FileCheck %s --check-prefix=MMF
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.mm90 --gpu-name sm_90 \
// RUN:   --schedule shuffle --seed 3 --pitch 16 \
// RUN:   matmul_f64 matmul_int8 matmul_f16 matmul_tf32 matmul_fp8_e4m3 matmul_bf16_256x128 batched_matmul_f16 \
// RUN:   matmul_operator_f16 attention_fmha_causal_f16 probe_mma_sm90 \
// RUN:   matmul_f16_swizzle_2cta matmul_split_k_lock fused_moe_gather_mma grouped_gemm_list \
// RUN:   | FileCheck %s --check-prefix=MM90
// Two sm_90 matmuls split over clusters of two CTAs (--cluster-ctas 2): B's
// copies are multicast into both CTAs' stages and every compute warp hands
// stages back to both, so a stage is refilled only once both CTAs are done
// with it (the runtime runs the two CTAs together, shuffled threads):
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.cl90 --gpu-name sm_90 \
// RUN:   --schedule shuffle --seed 11 --tileiras-arg=--cluster-ctas=2 matmul_f16 matmul_bf16_256x128 \
// RUN:   | FileCheck %s --check-prefix=CL90
// Without the remote hand-backs a CTA's producer waits forever for its peer's
// compute warps; without the cluster barriers' waits a CTA multicasts into its
// peer before the peer has initialised the mbarrier:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.cl90n --gpu-name sm_90 \
// RUN:   --tileiras-arg=--cluster-ctas=2 --mutate '^\s*llvm\.call @__emu_mbarrier_arrive_cluster\(.*$' '' matmul_f16 \
// RUN:   | FileCheck %s --check-prefix=CL90-NOBACK
// Forced onto clusters of two at sm_100, matmul_bf16_256x128 (256 rows: 128
// a CTA) runs 2-CTA MMAs too, each CTA loading half of B (shuffled threads):
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.cl100 --gpu-name sm_100 \
// RUN:   --matmul --schedule shuffle --seed 5 --tileiras-arg=--cluster-ctas=2 matmul_bf16_256x128 \
// RUN:   | FileCheck %s --check-prefix=CL100
// At sm_100 matmul_f16_swizzle_2cta runs 2-CTA MMAs (`cta_group::2`, run
// above with the rest): the even CTA's MMA thread commits to the consumed
// mbarriers of both CTAs; committing to its own alone leaves the odd CTA's
// producer waiting for a stage forever:
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.pair --gpu-name sm_100 --matmul \
// RUN:   --mutate '= llvm\.zext %\d+ : i16 to i32(\n\s*llvm\.call @__emu_tcgen05_commit_mc)' '= llvm.mlir.constant(1 : i32) : i32\1' \
// RUN:   matmul_f16_swizzle_2cta | FileCheck %s --check-prefix=PAIR-OWN
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.cl90w --gpu-name sm_90 \
// RUN:   --tileiras-arg=--cluster-ctas=2 --mutate '^\s*llvm\.call @__emu_cluster_wait\(\).*$' '' matmul_f16 \
// RUN:   | FileCheck %s --check-prefix=CL90-NOWAIT
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.mm80 --gpu-name sm_80 \
// RUN:   matmul_f64 matmul_int8 matmul_f16 matmul_tf32 matmul_fp8_e4m3 matmul_bf16_256x128 batched_matmul_f16 \
// RUN:   matmul_operator_f16 attention_fmha_causal_f16 matmul_f16_swizzle_2cta matmul_split_k_lock \
// RUN:   fused_moe_gather_mma grouped_gemm_list | FileCheck %s --check-prefix=MMF
//
// mmaf_scaled (8-bit operands, e8m0 scales per 32) on every family's tensor cores:
// sm_100 above (the block-scaled tcgen05.mma, scales in TMEM; A and B by TMA in
// the _tma variant), sm_120 on the block-scaled mma.sync (each atom's scale byte
// chosen from a word of four; the 4-bit probes on its 4-bit forms, MXFP4 per 16
// on the inline-PTX one), with shuffled threads; the 16x8 variant on the
// SIMT dot, which scales there; sm_90 on wgmma of the widened operands; sm_80
// has no f8 conversions. And the block-scaled mma.sync with every atom's byte id
// 1 turned into 2 (the scales of the wrong K block) must fail, and so must a
// block-scaled tcgen05.mma whose scale address names another byte than its
// descriptor (K step 1's address id 1 turned into 0). The 4-bit tcgen05.mma
// forms must fail likewise: NVFP4's descriptor with A's scale ID 1, with A's
// type 2 instead of E2M1, with B N-major; MXFP4's (block32) descriptor with
// ue4m3 scales, its step-1 scale addresses without their ID 2:
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.sc120 --gpu-name sm_120 \
// RUN:   --schedule shuffle --seed 11 probe_mmaf_scaled probe_mmaf_scaled_tma probe_mmaf_scaled_small probe_mma_nvfp4 probe_mma_mxfp4 \
// RUN:   probe_mma_mxfp4_b16 | FileCheck %s --check-prefix=SC120
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.sc90 --gpu-name sm_90 \
// RUN:   probe_mmaf_scaled probe_mmaf_scaled_tma probe_mma_nvfp4 probe_mma_mxfp4 | FileCheck %s --check-prefix=SC90
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.sc80 --gpu-name sm_80 \
// RUN:   probe_mmaf_scaled | FileCheck %s --check-prefix=SC80
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.scm --gpu-name sm_120 \
// RUN:   --mutate 'llvm.mlir.constant\(1 : i16\)' 'llvm.mlir.constant(2 : i16)' probe_mmaf_scaled \
// RUN:   | FileCheck %s --check-prefix=SCMUT
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.scm100 \
// RUN:   --mutate 'llvm.mlir.constant\(1073741824 : i32\)' 'llvm.mlir.constant(0 : i32)' probe_mmaf_scaled \
// RUN:   | FileCheck %s --check-prefix=SCMUT100
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.fp4m1 \
// RUN:   --mutate 'llvm.mlir.constant\(136316032 : i32\)' 'llvm.mlir.constant(673186944 : i32)' probe_mma_nvfp4 \
// RUN:   | FileCheck %s --check-prefix=FP4MUT1
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.fp4m2 \
// RUN:   --mutate 'llvm.mlir.constant\(136316032 : i32\)' 'llvm.mlir.constant(136316160 : i32)' probe_mma_nvfp4 \
// RUN:   | FileCheck %s --check-prefix=FP4MUT2
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.fp4m3 \
// RUN:   --mutate 'llvm.mlir.constant\(136316032 : i32\)' 'llvm.mlir.constant(136381568 : i32)' probe_mma_nvfp4 \
// RUN:   | FileCheck %s --check-prefix=FP4MUT3
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.fp4m4 \
// RUN:   --mutate 'llvm.mlir.constant\(144704640 : i32\)' 'llvm.mlir.constant(136316032 : i32)' probe_mma_mxfp4 \
// RUN:   | FileCheck %s --check-prefix=FP4MUT4
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.fp4m5 \
// RUN:   --mutate 'llvm.mlir.constant\(-2147483648 : i32\)' 'llvm.mlir.constant(0 : i32)' probe_mma_mxfp4 \
// RUN:   | FileCheck %s --check-prefix=FP4MUT5
//
// matmul_tf32 with A converted by 13.4's `rounding<zero>` (not what a TMA copy
// does): the dot stages A itself in the tf32 layout of tcgen05 (the 128-byte
// swizzle in 32-byte atoms) and reads B in place from its ring stage:
// RUN: rm -rf %t.zc && mkdir -p %t.zc && cp %corpus/manifest.json %t.zc/
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_tf32.tileirbc \
// RUN:   | sed -e 's/cuda_tile.module @kernels {/cuda_tile.module @kernels version "13.4" {/' \
// RUN:     -e 's/ftof \([%]tile\)  :/ftof \1 rounding<zero> :/' > %t.zc.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.zc.mlir -o %t.zc/matmul_tf32.tileirbc
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %t.zc --workdir %t.zcw --schedule shuffle \
// RUN:   matmul_tf32 | FileCheck %s --check-prefix=TF32Z
//
// Self-test: without its barriers a kernel that exchanges data through shared
// memory must fail (the runtime's race detector names the race), and so must one
// whose store mask is off by one (the bytes after the array are checked), and
// kernels whose warp shuffles all take the partner lane ^ 31 (the offset operand
// of each @__emu_shfl_sync replaced by the all-ones thread mask). softmax_rows_f32
// reduces its rows with warp shuffles only (no barrier); layernorm_fwd_f16
// combines the warps' partial sums through shared memory. At -O0: at -O3 their
// tiles go through TMA stages, whose mbarriers (used before a barrier shows
// them initialised) fail first.
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.m --schedule shuffle --opt 0 \
// RUN:   --mutate '^\s*llvm.call @__emu_barrier\(\) : \(\) -> \(\)\s*$' '' transpose_f32 layernorm_fwd_f16 \
// RUN:   | FileCheck %s --check-prefix=NOBAR
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.s \
// RUN:   --mutate '@__emu_shfl_sync\(([^,]+), ([^,]+), ([^,]+), ([^,]+), ([^,]+),' '@__emu_shfl_sync(\1, \2, \3, \4, \3,' \
// RUN:   softmax_rows_f32 argmax_rows_f32 | FileCheck %s --check-prefix=SHFL
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.m \
// RUN:   --mutate 'llvm.icmp "ult"' 'llvm.icmp "ule"' saxpy_f32 | FileCheck %s --check-prefix=MASK
// And a tcgen05 K loop (sm_100) whose MMAs run asynchronously, without the
// producer's wait for the MMAs to be done with the stage its next copies
// overwrite (the first mbarrier wait after the tcgen05.commit replaced by
// "done"): the producer runs ahead of the MMAs and re-arms a stage whose
// copies have not even been waited for, which the runtime reports.
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.async \
// RUN:   --mutate '(@__emu_tcgen05_commit\([^\n]*\n(?:[^\n]*\n)*?[^\n]*= )llvm\.call @__emu_mbarrier_try_wait_parity\([^)]*\) : \(!llvm\.ptr, i32\) -> i32' \
// RUN:   '\1llvm.mlir.constant(1 : i32) : i32' matmul_f16 | FileCheck %s --check-prefix=ASYNC
// And the wgmma K loop (sm_90) that keeps one group of MMAs in flight, waiting
// for all but two instead (every wgmma.wait_group argument doubled: 1 -> 2, the
// exit's 0 stays): the copies then overwrite a stage the MMAs of the previous
// iteration may still read, which the runtime reports.
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.wgmma --gpu-name sm_90 \
// RUN:   --mutate 'llvm.call @__emu_nvvm_wgmma_wait_group_sync_aligned\(%(\d+)\) : \(i64\) -> \(\)' \
// RUN:   '%mut\1 = llvm.add %\1, %\1 : i64\n    llvm.call @__emu_nvvm_wgmma_wait_group_sync_aligned(%mut\1) : (i64) -> ()' \
// RUN:   matmul_f16 | FileCheck %s --check-prefix=WGMMA

// CHECK: emulate: 26 kernels
// CHECK-NOT: FAIL
// CHECK: PASS{{ +}}argmax_rows_f32{{ +}}
// CHECK: PASS{{ +}}assert_bounds{{ +}}
// CHECK: PASS{{ +}}atomic_rmw_mix{{ +}}
// CHECK: PASS{{ +}}bias_clamp_where{{ +}}
// CHECK: PASS{{ +}}cast_fp_formats{{ +}}
// CHECK: PASS{{ +}}copy_tile256_i8{{ +}}
// CHECK: PASS{{ +}}cumsum_long_i32{{ +}}
// CHECK: PASS{{ +}}cumsum_rows_f32{{ +}}
// CHECK: PASS{{ +}}gelu_exp_f32{{ +}}
// CHECK: PASS{{ +}}global_sum_atomic_f32{{ +}}
// CHECK: PASS{{ +}}grid_3d_index{{ +}}
// CHECK: PASS{{ +}}histogram_atomic_add{{ +}}
// CHECK: PASS{{ +}}int_bitops_u32{{ +}}
// CHECK: PASS{{ +}}layernorm_fwd_f16{{ +}}
// CHECK: PASS{{ +}}loop_carried_multi{{ +}}
// CHECK: PASS{{ +}}printf_debug{{ +}}
// CHECK: PASS{{ +}}relu_f16_2d{{ +}}
// CHECK: PASS{{ +}}reshape_cat_extract{{ +}}
// CHECK: PASS{{ +}}row_sum_f32{{ +}}
// CHECK: PASS{{ +}}saxpy_f32{{ +}}
// CHECK: PASS{{ +}}scatter_permute_i32{{ +}}
// CHECK: PASS{{ +}}silu_mul_f16{{ +}}
// CHECK: PASS{{ +}}softmax_online_bf16{{ +}}
// CHECK: PASS{{ +}}softmax_rows_f32{{ +}}
// CHECK: PASS{{ +}}transpose_f32{{ +}}
// CHECK: PASS{{ +}}vec_add_f32{{ +}}
// CHECK-NOT: FAIL
// CHECK: emulate: 26 PASS

// SHUF: emulate: 26 kernels{{.*}}(shuffle order){{.*}}rows padded by 16
// SHUF-NOT: FAIL
// SHUF: PASS{{ +}}argmax_rows_f32{{ +}}
// SHUF: PASS{{ +}}assert_bounds{{ +}}
// SHUF: PASS{{ +}}atomic_rmw_mix{{ +}}
// SHUF: PASS{{ +}}bias_clamp_where{{ +}}
// SHUF: PASS{{ +}}cast_fp_formats{{ +}}
// SHUF: PASS{{ +}}copy_tile256_i8{{ +}}
// SHUF: PASS{{ +}}cumsum_long_i32{{ +}}
// SHUF: PASS{{ +}}cumsum_rows_f32{{ +}}
// SHUF: PASS{{ +}}gelu_exp_f32{{ +}}
// SHUF: PASS{{ +}}global_sum_atomic_f32{{ +}}
// SHUF: PASS{{ +}}grid_3d_index{{ +}}
// SHUF: PASS{{ +}}histogram_atomic_add{{ +}}
// SHUF: PASS{{ +}}int_bitops_u32{{ +}}
// SHUF: PASS{{ +}}layernorm_fwd_f16{{ +}}
// SHUF: PASS{{ +}}loop_carried_multi{{ +}}
// SHUF: PASS{{ +}}printf_debug{{ +}}
// SHUF: PASS{{ +}}relu_f16_2d{{ +}}
// SHUF: PASS{{ +}}reshape_cat_extract{{ +}}
// SHUF: PASS{{ +}}row_sum_f32{{ +}}
// SHUF: PASS{{ +}}saxpy_f32{{ +}}
// SHUF: PASS{{ +}}scatter_permute_i32{{ +}}
// SHUF: PASS{{ +}}silu_mul_f16{{ +}}
// SHUF: PASS{{ +}}softmax_online_bf16{{ +}}
// SHUF: PASS{{ +}}softmax_rows_f32{{ +}}
// SHUF: PASS{{ +}}transpose_f32{{ +}}
// SHUF: PASS{{ +}}vec_add_f32{{ +}}
// SHUF-NOT: FAIL
// SHUF: emulate: 26 PASS

// NOBAR: FAIL{{ +}}transpose_f32 {{.*}}shared-memory race
// NOBAR: FAIL{{ +}}layernorm_fwd_f16 {{.*}}shared-memory race
// NOBAR: emulate: 2 FAIL

// SHFL: FAIL{{ +}}softmax_rows_f32 {{.*}}elements differ{{.*}}warp shuffles
// SHFL: FAIL{{ +}}argmax_rows_f32 {{.*}}elements differ{{.*}}warp shuffles
// SHFL: emulate: 2 FAIL

// REV: PASS{{ +}}matmul_f16{{ +}}
// REV: PASS{{ +}}matmul_split_k_lock{{ +}}
// REV: emulate: 2 PASS

// ASYNC: FAIL{{ +}}matmul_f16{{ +}}-{{ +}}-{{ +}}launch aborted: mbarrier arrive in block (0, 0, 0) thread 0: the mbarrier at __tileas_pipe_matmul_f16+{{[0-9]+}} has had all 1 arrivals of phase 0 (the phase waits for a tx-count of {{[0-9]+}} to reach 0): one arrival too many

// WGMMA: FAIL{{ +}}matmul_f16{{ +}}-{{ +}}-{{ +}}launch aborted: TMA load (cp.async.bulk.tensor) #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: the box ({{[0-9]+}} bytes to __tileas_pipe_matmul_f16+{{[0-9]+}}) overwrites shared memory that a wgmma.mma_async of thread {{[0-9]+}} may still read

// MASK: FAIL{{ +}}saxpy_f32 {{.*}}wrote past the end of y

// PROBE-NOT: FAIL
// PROBE: PASS{{ +}}probe_int_ops{{ +}}
// PROBE: PASS{{ +}}probe_float_ops{{ +}}
// PROBE: PASS{{ +}}probe_shape_ops{{ +}}
// PROBE: PASS{{ +}}probe_view_ops{{ +}}
// PROBE: PASS{{ +}}probe_control_flow{{ +}}
// PROBE: PASS{{ +}}probe_gather_scatter{{ +}}
// PROBE: PASS{{ +}}probe_atomics{{ +}}
// PROBE: PASS{{ +}}probe_small_tiles{{ +}}
// PROBE: PASS{{ +}}probe_wide_f32{{ +}}
// PROBE: PASS{{ +}}probe_wide_f16{{ +}}
// PROBE: PASS{{ +}}probe_wide_bf16{{ +}}
// PROBE: PASS{{ +}}probe_wide_f64{{ +}}
// PROBE: PASS{{ +}}probe_wide_i8{{ +}}
// PROBE: PASS{{ +}}probe_wide_i16{{ +}}
// PROBE: PASS{{ +}}probe_wide_i64{{ +}}
// PROBE: PASS{{ +}}probe_reduce_3d{{ +}}
// PROBE: PASS{{ +}}probe_reduce_types{{ +}}
// PROBE: PASS{{ +}}probe_reduce_big{{ +}}
// PROBE: PASS{{ +}}probe_reduce_big_dim0{{ +}}
// PROBE: PASS{{ +}}probe_reduce_small{{ +}}
// PROBE: PASS{{ +}}probe_softmax_chain{{ +}}
// PROBE: PASS{{ +}}probe_cat_extract{{ +}}
// PROBE: PASS{{ +}}probe_strip_f32{{ +}}
// PROBE: PASS{{ +}}probe_strip_i8{{ +}}
// PROBE: PASS{{ +}}probe_strip_bcast{{ +}}
// PROBE: PASS{{ +}}probe_gather_rows{{ +}}
// PROBE: PASS{{ +}}probe_scatter_rows{{ +}}
// PROBE: PASS{{ +}}probe_new_ops_13x{{ +}}
// PROBE: PASS{{ +}}probe_ftof_rounding{{ +}}
// PROBE: PASS{{ +}}probe_e8m0{{ +}}
// PROBE: PASS{{ +}}probe_mmaf_scaled{{ .*}} tcgen05.mma
// PROBE: PASS{{ +}}probe_mmaf_scaled_tma{{ .*}} tcgen05.mma
// PROBE: PASS{{ +}}probe_mmaf_scaled_wide{{ .*}} 128 tcgen05.mma
// PROBE: PASS{{ +}}probe_mmaf_scaled_long{{ .*}} 224 tcgen05.mma
// PROBE: PASS{{ +}}probe_mmaf_scaled_small{{ +}}
// PROBE: PASS{{ +}}probe_alloca_atomic_red_view{{ +}}
// PROBE: PASS{{ +}}probe_views_13x{{ +}}
// PROBE: PASS{{ +}}probe_views_13x_loop{{ +}}
// PROBE: PASS{{ +}}probe_token_order{{ +}}
// PROBE: PASS{{ +}}probe_multimem{{ +}}
// PROBE: PASS{{ +}}probe_f4_cast{{ +}}
// PROBE: PASS{{ +}}probe_mma_nvfp4{{ .*}} tcgen05.mma
// PROBE: PASS{{ +}}probe_mma_mxfp4{{ .*}} tcgen05.mma
// PROBE: PASS{{ +}}probe_mma_mxfp4_b16{{ .*}} tcgen05.mma
// PROBE: PASS{{ +}}probe_narrow_ops{{ +}}
// PROBE: PASS{{ +}}probe_f4_views{{ +}}
// PROBE: PASS{{ +}}probe_f4_gather{{ +}}
// PROBE-NOT: FAIL
// PROBE: emulate: 47 PASS

// SC120: emulate: 6 kernels
// SC120-NOT: FAIL
// SC120: PASS{{ +}}probe_mmaf_scaled{{ .*}} warp matrix ops
// SC120: PASS{{ +}}probe_mmaf_scaled_tma{{ .*}} warp matrix ops, 16 TMA loads
// SC120: PASS{{ +}}probe_mmaf_scaled_small{{ +}}
// SC120: PASS{{ +}}probe_mma_nvfp4{{ .*}} warp matrix ops
// SC120: PASS{{ +}}probe_mma_mxfp4{{ .*}} warp matrix ops
// SC120: PASS{{ +}}probe_mma_mxfp4_b16{{ .*}} warp matrix ops
// SC120: emulate: 6 PASS

// SC90: PASS{{ +}}probe_mmaf_scaled{{ .*}} wgmma.mma_async
// SC90: PASS{{ +}}probe_mmaf_scaled_tma{{ .*}} wgmma.mma_async, 16 TMA loads
// SC90: PASS{{ +}}probe_mma_nvfp4{{ .*}} wgmma.mma_async
// SC90: PASS{{ +}}probe_mma_mxfp4{{ .*}} wgmma.mma_async
// SC90: emulate: 4 PASS

// SC80: SKIP{{ +}}probe_mmaf_scaled{{ .*}} needs sm_89 or newer

// SCMUT: FAIL{{ +}}probe_mmaf_scaled{{ .*}} C: {{[0-9]+}} of 65536 elements differ

// SCMUT100: FAIL{{ +}}probe_mmaf_scaled{{ .*}} tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: scale addresses 0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}: bits 30-31 differ from the instruction descriptor's scale IDs 1 (A) and 1 (B)

// FP4MUT1: FAIL{{ +}}probe_mma_nvfp4{{ .*}} tcgen05.mma #{{[0-9]+}} in block (0, 0, 0) thread {{[0-9]+}}: block16 with scale IDs 1 (A) and 0 (B) in descriptor 0x28200480 (only 0)
// FP4MUT2: FAIL{{ +}}probe_mma_nvfp4{{ .*}}: 4-bit (block16) instruction descriptor 0x08200500: A and B types (bits 7-9, 10-12) must be 1, E2M1
// FP4MUT3: FAIL{{ +}}probe_mma_nvfp4{{ .*}}: 4-bit instruction descriptor 0x08210480: A and B must be K-major (bits 15-16 clear)
// FP4MUT4: FAIL{{ +}}probe_mma_mxfp4{{ .*}}: block32 instruction descriptor 0x08200480: bit 23 (scale type) must be 1, ue8m0
// FP4MUT5: FAIL{{ +}}probe_mma_mxfp4{{ .*}}: scale addresses 0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}: bits 30-31 differ from the instruction descriptor's scale IDs 2 (A) and 2 (B)

// TF32Z: emulate: 1 kernels
// TF32Z: PASS{{ +}}matmul_tf32{{ .*}} 128 tcgen05.mma
// TF32Z: emulate: 1 PASS

// MM: emulate: 14 kernels
// MM-NOT: FAIL
// MM: PASS{{ +}}matmul_f32_simt{{ +}}
// MM-NOT: warp matrix ops
// MM: PASS{{ +}}matmul_f64{{ .*}} warp matrix ops
// MM: PASS{{ +}}matmul_int8{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_f16{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_tf32{{ .*}} tcgen05.mma
// MM: PASS{{ +}}batched_matmul_f16{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_fp8_e4m3{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_bf16_256x128{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_operator_f16{{ .*}} tcgen05.mma
// MM: PASS{{ +}}attention_fmha_causal_f16{{ .*}} tcgen05.mma
// MM: PASS{{ +}}matmul_f16_swizzle_2cta{{ .*}} clusters of 2x1x1 CTAs, {{[0-9]+}} cluster barriers, 128 tcgen05.mma, 192 TMA loads
// MM: PASS{{ +}}matmul_split_k_lock{{ .*}} tcgen05.mma
// MM: PASS{{ +}}fused_moe_gather_mma{{ .*}} tcgen05.mma
// MM: PASS{{ +}}grouped_gemm_list{{ .*}} tcgen05.mma
// MM: emulate: 14 PASS

// MMF: emulate: 13 kernels
// MMF-NOT: FAIL
// MMF: PASS{{ +}}matmul_f64{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_int8{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_f16{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_tf32{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_fp8_e4m3{{ +}}
// MMF: PASS{{ +}}matmul_bf16_256x128{{ .*}} warp matrix ops
// MMF: PASS{{ +}}batched_matmul_f16{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_operator_f16{{ .*}} warp matrix ops
// MMF: PASS{{ +}}attention_fmha_causal_f16{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_f16_swizzle_2cta{{ .*}} warp matrix ops
// MMF: PASS{{ +}}matmul_split_k_lock{{ .*}} warp matrix ops
// MMF: PASS{{ +}}fused_moe_gather_mma{{ .*}} warp matrix ops
// MMF: PASS{{ +}}grouped_gemm_list{{ .*}} 1 variants ok{{.*}} warp matrix ops
// MMF-NOT: FAIL
// MMF: emulate: 13 PASS

// MM90: emulate: 14 kernels
// MM90-NOT: FAIL
// MM90: PASS{{ +}}matmul_f64{{ .*}} warp matrix ops
// MM90: PASS{{ +}}matmul_int8{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_f16{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_tf32{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_fp8_e4m3{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_bf16_256x128{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}batched_matmul_f16{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_operator_f16{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}attention_fmha_causal_f16{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}probe_mma_sm90{{ .*}} 14 wgmma.mma_async
// MM90: PASS{{ +}}matmul_f16_swizzle_2cta{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}matmul_split_k_lock{{ .*}} wgmma.mma_async
// MM90: PASS{{ +}}fused_moe_gather_mma{{ .*}} wgmma.mma_async
// grouped_gemm_list's arrays come from lists: TMA through tensor maps the
// kernel builds in the device workspace (the host module sizes and passes it)
// MM90: PASS{{ +}}grouped_gemm_list{{ .*}} wgmma.mma_async, {{[0-9]+}} TMA loads, {{[0-9]+}} TMA stores
// MM90: emulate: 14 PASS
// CL90: emulate: 2 kernels
// CL90-NOT: FAIL
// CL90: PASS{{ +}}matmul_f16{{ .*}} clusters of 2x1x1 CTAs, 2 cluster barriers, {{.*}} wgmma.mma_async
// CL90: PASS{{ +}}matmul_bf16_256x128{{ .*}} clusters of 2x1x1 CTAs, 2 cluster barriers, {{.*}} wgmma.mma_async
// CL90: emulate: 2 PASS
// CL100: PASS{{ +}}matmul_bf16_256x128{{ .*}} clusters of 2x1x1 CTAs, {{[0-9]+}} cluster barriers, 28 tcgen05.mma
// PAIR-OWN: FAIL{{ +}}matmul_f16_swizzle_2cta{{ .*}} mbarrier deadlock in block (0, 0, 0): {{.*}} in the cluster's other CTAs: cluster rank 1 (block (1, 0, 0)): 1 wait on mbarriers
// CL90-NOBACK: FAIL{{ +}}matmul_f16{{ .*}} mbarrier deadlock in block (0, 0, 0): {{.*}} in the cluster's other CTAs: cluster rank 1 (block (1, 0, 0)): {{[0-9]+}} wait on mbarriers
// CL90-NOWAIT: FAIL{{ +}}matmul_f16{{ .*}} TMA load #{{[0-9]+}} in block (1, 0, 0) thread {{[0-9]+}}: the mbarrier at {{.*}} is not initialized (no mbarrier.init in this CTA) (a shared::cluster operation of thread {{[0-9]+}} of block (0, 0, 0), cluster rank 0, on the CTA of cluster rank 1)
