// NVIDIA's tileiras 13.1 accepts the bytes our writer produces (kernels read
// from the corpus, written back by tileas-translate and by tileas-opt
// --emit-tilebc, and this file's kernel written from MLIR text). Runs only
// where shared/reference/fetch-reference-toolchain.sh installed tileiras.
// REQUIRES: corpus, tileiras
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: for k in vec_add_f32 matmul_f16 attention_fmha_causal_f16 printf_debug atomic_rmw_mix cumsum_rows_f32 softmax_online_bf16 matmul_fp8_e4m3 argmax_rows_f32 loop_carried_multi; do \
// RUN:   tileas-translate --tilebc-to-mlir --mlir-print-debuginfo %corpus/$k.tileirbc -o %t.d/$k.mlir && \
// RUN:   tileas-translate --mlir-to-tilebc %t.d/$k.mlir -o %t.d/$k.tileirbc && \
// RUN:   %tileiras --gpu-name=sm_100 -o %t.d/$k.cubin %t.d/$k.tileirbc && \
// RUN:   test -s %t.d/$k.cubin || exit 1; \
// RUN: done
// RUN: tileas-opt %corpus/matmul_f16.sm_120.tileirbc --emit-tilebc -o %t.d/sm120.tileirbc
// RUN: %tileiras --gpu-name=sm_120 -o %t.d/sm120.cubin %t.d/sm120.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.d/text.tileirbc
// RUN: %tileiras --gpu-name=sm_100 -o %t.d/text.cubin %t.d/text.tileirbc
// RUN: test -s %t.d/text.cubin

#di_file = #cuda_tile.di_file<"scale.py" in "kernels">
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "scale", linkageName = "scale", compileUnit = #di_compile_unit, scopeLine = 1>
#fn = #cuda_tile.di_loc<loc("kernels/scale.py":1:0) in #di_subprogram>
#body = #cuda_tile.di_loc<loc("kernels/scale.py":2:4) in #di_subprogram>
cuda_tile.module @kernels {
  entry @scale(%p: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 1}> {
    %a = assume div_by<16>, %p : tile<ptr<f32>> loc(#body)
    %v, %t = load_ptr_tko weak %a : tile<ptr<f32>> -> tile<f32>, token loc(#body)
    %c = constant <f32: 2.0> : tile<f32> loc(#body)
    %w = mulf %v, %c : tile<f32> loc(#body)
    %t2 = store_ptr_tko weak %a, %w token = %t : tile<ptr<f32>>, tile<f32> -> token loc(#body)
    return loc(#fn)
  } loc(#fn)
}
