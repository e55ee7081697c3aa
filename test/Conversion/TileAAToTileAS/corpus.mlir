// Every corpus kernel (TileIR bytecode as NVIDIA's compiler emits it) converts
// through convert-cuda-tile-to-tileaa and convert-tileaa-to-tileas and the
// result verifies; the shared-memory scratch each kernel needs is pinned, and
// no memory token survives the serial schedule.
// RUN: tileas-opt %corpus/argmax_rows_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ARGMAX_ROWS_F32_SM_120
// RUN: tileas-opt %corpus/argmax_rows_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ARGMAX_ROWS_F32
// RUN: tileas-opt %corpus/assert_bounds.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ASSERT_BOUNDS_SM_120
// RUN: tileas-opt %corpus/assert_bounds.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ASSERT_BOUNDS
// RUN: tileas-opt %corpus/atomic_rmw_mix.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ATOMIC_RMW_MIX_SM_120
// RUN: tileas-opt %corpus/atomic_rmw_mix.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ATOMIC_RMW_MIX
// RUN: tileas-opt %corpus/attention_fmha_causal_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ATTENTION_FMHA_CAUSAL_F16_SM_120
// RUN: tileas-opt %corpus/attention_fmha_causal_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ATTENTION_FMHA_CAUSAL_F16
// RUN: tileas-opt %corpus/batched_matmul_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=BATCHED_MATMUL_F16_SM_120
// RUN: tileas-opt %corpus/batched_matmul_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=BATCHED_MATMUL_F16
// RUN: tileas-opt %corpus/bias_clamp_where.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=BIAS_CLAMP_WHERE_SM_120
// RUN: tileas-opt %corpus/bias_clamp_where.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=BIAS_CLAMP_WHERE
// RUN: tileas-opt %corpus/cast_fp_formats.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CAST_FP_FORMATS_SM_120
// RUN: tileas-opt %corpus/cast_fp_formats.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CAST_FP_FORMATS
// RUN: tileas-opt %corpus/copy_tile256_i8.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=COPY_TILE256_I8_SM_120
// RUN: tileas-opt %corpus/copy_tile256_i8.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=COPY_TILE256_I8
// RUN: tileas-opt %corpus/cumsum_long_i32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CUMSUM_LONG_I32_SM_120
// RUN: tileas-opt %corpus/cumsum_long_i32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CUMSUM_LONG_I32
// RUN: tileas-opt %corpus/cumsum_rows_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CUMSUM_ROWS_F32_SM_120
// RUN: tileas-opt %corpus/cumsum_rows_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=CUMSUM_ROWS_F32
// RUN: tileas-opt %corpus/fused_moe_gather_mma.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=FUSED_MOE_GATHER_MMA_SM_120
// RUN: tileas-opt %corpus/fused_moe_gather_mma.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=FUSED_MOE_GATHER_MMA
// RUN: tileas-opt %corpus/gelu_exp_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GELU_EXP_F32_SM_120
// RUN: tileas-opt %corpus/gelu_exp_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GELU_EXP_F32
// RUN: tileas-opt %corpus/global_sum_atomic_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GLOBAL_SUM_ATOMIC_F32_SM_120
// RUN: tileas-opt %corpus/global_sum_atomic_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GLOBAL_SUM_ATOMIC_F32
// RUN: tileas-opt %corpus/grid_3d_index.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GRID_3D_INDEX_SM_120
// RUN: tileas-opt %corpus/grid_3d_index.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GRID_3D_INDEX
// RUN: tileas-opt %corpus/grouped_gemm_list.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GROUPED_GEMM_LIST_SM_120
// RUN: tileas-opt %corpus/grouped_gemm_list.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=GROUPED_GEMM_LIST
// RUN: tileas-opt %corpus/histogram_atomic_add.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=HISTOGRAM_ATOMIC_ADD_SM_120
// RUN: tileas-opt %corpus/histogram_atomic_add.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=HISTOGRAM_ATOMIC_ADD
// RUN: tileas-opt %corpus/int_bitops_u32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=INT_BITOPS_U32_SM_120
// RUN: tileas-opt %corpus/int_bitops_u32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=INT_BITOPS_U32
// RUN: tileas-opt %corpus/layernorm_fwd_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=LAYERNORM_FWD_F16_SM_120
// RUN: tileas-opt %corpus/layernorm_fwd_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=LAYERNORM_FWD_F16
// RUN: tileas-opt %corpus/loop_carried_multi.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=LOOP_CARRIED_MULTI_SM_120
// RUN: tileas-opt %corpus/loop_carried_multi.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=LOOP_CARRIED_MULTI
// RUN: tileas-opt %corpus/matmul_bf16_256x128.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_BF16_256X128_SM_120
// RUN: tileas-opt %corpus/matmul_bf16_256x128.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_BF16_256X128
// RUN: tileas-opt %corpus/matmul_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F16_SM_120
// RUN: tileas-opt %corpus/matmul_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F16
// RUN: tileas-opt %corpus/matmul_f16_swizzle_2cta.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F16_SWIZZLE_2CTA_SM_120
// RUN: tileas-opt %corpus/matmul_f16_swizzle_2cta.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F16_SWIZZLE_2CTA
// RUN: tileas-opt %corpus/matmul_f32_simt.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F32_SIMT_SM_120
// RUN: tileas-opt %corpus/matmul_f32_simt.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F32_SIMT
// RUN: tileas-opt %corpus/matmul_f64.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F64_SM_120
// RUN: tileas-opt %corpus/matmul_f64.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_F64
// RUN: tileas-opt %corpus/matmul_fp8_e4m3.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_FP8_E4M3_SM_120
// RUN: tileas-opt %corpus/matmul_fp8_e4m3.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_FP8_E4M3
// RUN: tileas-opt %corpus/matmul_int8.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_INT8_SM_120
// RUN: tileas-opt %corpus/matmul_int8.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_INT8
// RUN: tileas-opt %corpus/matmul_operator_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_OPERATOR_F16_SM_120
// RUN: tileas-opt %corpus/matmul_operator_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_OPERATOR_F16
// RUN: tileas-opt %corpus/matmul_split_k_lock.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_SPLIT_K_LOCK_SM_120
// RUN: tileas-opt %corpus/matmul_split_k_lock.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_SPLIT_K_LOCK
// RUN: tileas-opt %corpus/matmul_tf32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_TF32_SM_120
// RUN: tileas-opt %corpus/matmul_tf32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=MATMUL_TF32
// RUN: tileas-opt %corpus/printf_debug.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=PRINTF_DEBUG_SM_120
// RUN: tileas-opt %corpus/printf_debug.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=PRINTF_DEBUG
// RUN: tileas-opt %corpus/relu_f16_2d.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=RELU_F16_2D_SM_120
// RUN: tileas-opt %corpus/relu_f16_2d.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=RELU_F16_2D
// RUN: tileas-opt %corpus/reshape_cat_extract.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=RESHAPE_CAT_EXTRACT_SM_120
// RUN: tileas-opt %corpus/reshape_cat_extract.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=RESHAPE_CAT_EXTRACT
// RUN: tileas-opt %corpus/row_sum_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ROW_SUM_F32_SM_120
// RUN: tileas-opt %corpus/row_sum_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=ROW_SUM_F32
// RUN: tileas-opt %corpus/saxpy_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SAXPY_F32_SM_120
// RUN: tileas-opt %corpus/saxpy_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SAXPY_F32
// RUN: tileas-opt %corpus/scatter_permute_i32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SCATTER_PERMUTE_I32_SM_120
// RUN: tileas-opt %corpus/scatter_permute_i32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SCATTER_PERMUTE_I32
// RUN: tileas-opt %corpus/silu_mul_f16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SILU_MUL_F16_SM_120
// RUN: tileas-opt %corpus/silu_mul_f16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SILU_MUL_F16
// RUN: tileas-opt %corpus/softmax_online_bf16.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SOFTMAX_ONLINE_BF16_SM_120
// RUN: tileas-opt %corpus/softmax_online_bf16.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SOFTMAX_ONLINE_BF16
// RUN: tileas-opt %corpus/softmax_rows_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SOFTMAX_ROWS_F32_SM_120
// RUN: tileas-opt %corpus/softmax_rows_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=SOFTMAX_ROWS_F32
// RUN: tileas-opt %corpus/transpose_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=TRANSPOSE_F32_SM_120
// RUN: tileas-opt %corpus/transpose_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=TRANSPOSE_F32
// RUN: tileas-opt %corpus/vec_add_f32.sm_120.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=VEC_ADD_F32_SM_120
// RUN: tileas-opt %corpus/vec_add_f32.tileirbc -convert-cuda-tile-to-tileaa -convert-tileaa-to-tileas | FileCheck %s --check-prefix=VEC_ADD_F32

// ARGMAX_ROWS_F32_SM_120: func.func @argmax_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ARGMAX_ROWS_F32_SM_120-NOT: mem_token
// ARGMAX_ROWS_F32: func.func @argmax_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ARGMAX_ROWS_F32-NOT: mem_token
// ASSERT_BOUNDS_SM_120: func.func @assert_bounds({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// ASSERT_BOUNDS_SM_120-NOT: mem_token
// ASSERT_BOUNDS: func.func @assert_bounds({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// ASSERT_BOUNDS-NOT: mem_token
// ATOMIC_RMW_MIX_SM_120: func.func @atomic_rmw_mix({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64}
// ATOMIC_RMW_MIX_SM_120-NOT: mem_token
// ATOMIC_RMW_MIX: func.func @atomic_rmw_mix({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64}
// ATOMIC_RMW_MIX-NOT: mem_token
// ATTENTION_FMHA_CAUSAL_F16_SM_120: func.func @attention_fmha_causal_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ATTENTION_FMHA_CAUSAL_F16_SM_120-NOT: mem_token
// ATTENTION_FMHA_CAUSAL_F16: func.func @attention_fmha_causal_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ATTENTION_FMHA_CAUSAL_F16-NOT: mem_token
// BATCHED_MATMUL_F16_SM_120: func.func @batched_matmul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// BATCHED_MATMUL_F16_SM_120-NOT: mem_token
// BATCHED_MATMUL_F16: func.func @batched_matmul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// BATCHED_MATMUL_F16-NOT: mem_token
// BIAS_CLAMP_WHERE_SM_120: func.func @bias_clamp_where({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 512 : i64}
// BIAS_CLAMP_WHERE_SM_120-NOT: mem_token
// BIAS_CLAMP_WHERE: func.func @bias_clamp_where({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 512 : i64}
// BIAS_CLAMP_WHERE-NOT: mem_token
// CAST_FP_FORMATS_SM_120: func.func @cast_fp_formats({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// CAST_FP_FORMATS_SM_120-NOT: mem_token
// CAST_FP_FORMATS: func.func @cast_fp_formats({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// CAST_FP_FORMATS-NOT: mem_token
// COPY_TILE256_I8_SM_120: func.func @copy_tile256_i8({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// COPY_TILE256_I8_SM_120-NOT: mem_token
// COPY_TILE256_I8: func.func @copy_tile256_i8({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// COPY_TILE256_I8-NOT: mem_token
// CUMSUM_LONG_I32_SM_120: func.func @cumsum_long_i32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// CUMSUM_LONG_I32_SM_120-NOT: mem_token
// CUMSUM_LONG_I32: func.func @cumsum_long_i32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// CUMSUM_LONG_I32-NOT: mem_token
// CUMSUM_ROWS_F32_SM_120: func.func @cumsum_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// CUMSUM_ROWS_F32_SM_120-NOT: mem_token
// CUMSUM_ROWS_F32: func.func @cumsum_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// CUMSUM_ROWS_F32-NOT: mem_token
// FUSED_MOE_GATHER_MMA_SM_120: func.func @fused_moe_gather_mma({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 12288 : i64}
// FUSED_MOE_GATHER_MMA_SM_120-NOT: mem_token
// FUSED_MOE_GATHER_MMA: func.func @fused_moe_gather_mma({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 12288 : i64}
// FUSED_MOE_GATHER_MMA-NOT: mem_token
// GELU_EXP_F32_SM_120: func.func @gelu_exp_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// GELU_EXP_F32_SM_120-NOT: mem_token
// GELU_EXP_F32: func.func @gelu_exp_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// GELU_EXP_F32-NOT: mem_token
// GLOBAL_SUM_ATOMIC_F32_SM_120: func.func @global_sum_atomic_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// GLOBAL_SUM_ATOMIC_F32_SM_120-NOT: mem_token
// GLOBAL_SUM_ATOMIC_F32: func.func @global_sum_atomic_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// GLOBAL_SUM_ATOMIC_F32-NOT: mem_token
// GRID_3D_INDEX_SM_120: func.func @grid_3d_index({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64}
// GRID_3D_INDEX_SM_120-NOT: mem_token
// GRID_3D_INDEX: func.func @grid_3d_index({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64}
// GRID_3D_INDEX-NOT: mem_token
// GROUPED_GEMM_LIST_SM_120: func.func @grouped_gemm_list({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// GROUPED_GEMM_LIST_SM_120-NOT: mem_token
// GROUPED_GEMM_LIST: func.func @grouped_gemm_list({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// GROUPED_GEMM_LIST-NOT: mem_token
// HISTOGRAM_ATOMIC_ADD_SM_120: func.func @histogram_atomic_add({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// HISTOGRAM_ATOMIC_ADD_SM_120-NOT: mem_token
// HISTOGRAM_ATOMIC_ADD: func.func @histogram_atomic_add({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// HISTOGRAM_ATOMIC_ADD-NOT: mem_token
// INT_BITOPS_U32_SM_120: func.func @int_bitops_u32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// INT_BITOPS_U32_SM_120-NOT: mem_token
// INT_BITOPS_U32: func.func @int_bitops_u32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// INT_BITOPS_U32-NOT: mem_token
// LAYERNORM_FWD_F16_SM_120: func.func @layernorm_fwd_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// LAYERNORM_FWD_F16_SM_120-NOT: mem_token
// LAYERNORM_FWD_F16: func.func @layernorm_fwd_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// LAYERNORM_FWD_F16-NOT: mem_token
// LOOP_CARRIED_MULTI_SM_120: func.func @loop_carried_multi({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// LOOP_CARRIED_MULTI_SM_120-NOT: mem_token
// LOOP_CARRIED_MULTI: func.func @loop_carried_multi({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// LOOP_CARRIED_MULTI-NOT: mem_token
// MATMUL_BF16_256X128_SM_120: func.func @matmul_bf16_256x128({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 12288 : i64}
// MATMUL_BF16_256X128_SM_120-NOT: mem_token
// MATMUL_BF16_256X128: func.func @matmul_bf16_256x128({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 12288 : i64}
// MATMUL_BF16_256X128-NOT: mem_token
// MATMUL_F16_SM_120: func.func @matmul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_F16_SM_120-NOT: mem_token
// MATMUL_F16: func.func @matmul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_F16-NOT: mem_token
// MATMUL_F16_SWIZZLE_2CTA_SM_120: func.func @matmul_f16_swizzle_2cta({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_F16_SWIZZLE_2CTA_SM_120-NOT: mem_token
// MATMUL_F16_SWIZZLE_2CTA: func.func @matmul_f16_swizzle_2cta({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_F16_SWIZZLE_2CTA-NOT: mem_token
// MATMUL_F32_SIMT_SM_120: func.func @matmul_f32_simt({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// MATMUL_F32_SIMT_SM_120-NOT: mem_token
// MATMUL_F32_SIMT: func.func @matmul_f32_simt({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// MATMUL_F32_SIMT-NOT: mem_token
// MATMUL_F64_SM_120: func.func @matmul_f64({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// MATMUL_F64_SM_120-NOT: mem_token
// MATMUL_F64: func.func @matmul_f64({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// MATMUL_F64-NOT: mem_token
// MATMUL_FP8_E4M3_SM_120: func.func @matmul_fp8_e4m3({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_FP8_E4M3_SM_120-NOT: mem_token
// MATMUL_FP8_E4M3: func.func @matmul_fp8_e4m3({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_FP8_E4M3-NOT: mem_token
// MATMUL_INT8_SM_120: func.func @matmul_int8({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_INT8_SM_120-NOT: mem_token
// MATMUL_INT8: func.func @matmul_int8({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_INT8-NOT: mem_token
// MATMUL_OPERATOR_F16_SM_120: func.func @matmul_operator_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_OPERATOR_F16_SM_120-NOT: mem_token
// MATMUL_OPERATOR_F16: func.func @matmul_operator_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_OPERATOR_F16-NOT: mem_token
// MATMUL_SPLIT_K_LOCK_SM_120: func.func @matmul_split_k_lock({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_SPLIT_K_LOCK_SM_120-NOT: mem_token
// MATMUL_SPLIT_K_LOCK: func.func @matmul_split_k_lock({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_SPLIT_K_LOCK-NOT: mem_token
// MATMUL_TF32_SM_120: func.func @matmul_tf32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_TF32_SM_120-NOT: mem_token
// MATMUL_TF32: func.func @matmul_tf32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// MATMUL_TF32-NOT: mem_token
// PRINTF_DEBUG_SM_120: func.func @printf_debug({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64}
// PRINTF_DEBUG_SM_120-NOT: mem_token
// PRINTF_DEBUG: func.func @printf_debug({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32 : i64}
// PRINTF_DEBUG-NOT: mem_token
// RELU_F16_2D_SM_120: func.func @relu_f16_2d({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// RELU_F16_2D_SM_120-NOT: mem_token
// RELU_F16_2D: func.func @relu_f16_2d({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// RELU_F16_2D-NOT: mem_token
// RESHAPE_CAT_EXTRACT_SM_120: func.func @reshape_cat_extract({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// RESHAPE_CAT_EXTRACT_SM_120-NOT: mem_token
// RESHAPE_CAT_EXTRACT: func.func @reshape_cat_extract({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// RESHAPE_CAT_EXTRACT-NOT: mem_token
// ROW_SUM_F32_SM_120: func.func @row_sum_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ROW_SUM_F32_SM_120-NOT: mem_token
// ROW_SUM_F32: func.func @row_sum_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 16384 : i64}
// ROW_SUM_F32-NOT: mem_token
// SAXPY_F32_SM_120: func.func @saxpy_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SAXPY_F32_SM_120-NOT: mem_token
// SAXPY_F32: func.func @saxpy_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SAXPY_F32-NOT: mem_token
// SCATTER_PERMUTE_I32_SM_120: func.func @scatter_permute_i32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SCATTER_PERMUTE_I32_SM_120-NOT: mem_token
// SCATTER_PERMUTE_I32: func.func @scatter_permute_i32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SCATTER_PERMUTE_I32-NOT: mem_token
// SILU_MUL_F16_SM_120: func.func @silu_mul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SILU_MUL_F16_SM_120-NOT: mem_token
// SILU_MUL_F16: func.func @silu_mul_f16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// SILU_MUL_F16-NOT: mem_token
// SOFTMAX_ONLINE_BF16_SM_120: func.func @softmax_online_bf16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// SOFTMAX_ONLINE_BF16_SM_120-NOT: mem_token
// SOFTMAX_ONLINE_BF16: func.func @softmax_online_bf16({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 4096 : i64}
// SOFTMAX_ONLINE_BF16-NOT: mem_token
// SOFTMAX_ROWS_F32_SM_120: func.func @softmax_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// SOFTMAX_ROWS_F32_SM_120-NOT: mem_token
// SOFTMAX_ROWS_F32: func.func @softmax_rows_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// SOFTMAX_ROWS_F32-NOT: mem_token
// TRANSPOSE_F32_SM_120: func.func @transpose_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// TRANSPOSE_F32_SM_120-NOT: mem_token
// TRANSPOSE_F32: func.func @transpose_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 8192 : i64}
// TRANSPOSE_F32-NOT: mem_token
// VEC_ADD_F32_SM_120: func.func @vec_add_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// VEC_ADD_F32_SM_120-NOT: mem_token
// VEC_ADD_F32: func.func @vec_add_f32({{.*}}) attributes {{.*}}nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64}
// VEC_ADD_F32-NOT: mem_token
