// NVIDIA's tileiras 13.1 accepts the bytes our writer produces (every corpus
// kernel read and written back by tileas-translate, one by tileas-opt
// --emit-tilebc, and this file's kernel written from MLIR text). Runs only
// where scripts/fetch-reference.sh installed tileiras.
// REQUIRES: nvidia-reference
// RUN: rm -rf %t.d && mkdir -p %t.d
// Every corpus kernel that tileiras compiles as shipped also compiles after our
// read and write:
// RUN: %scripts/tileiras-accepts-our-bytecode.sh %tileiras %corpus %t.d/corpus | FileCheck %s --check-prefix=CORPUS
// CORPUS-NOT: FAIL
// CORPUS: {{[1-9][0-9]*}} passed, 0 failed
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
