// tileas-schedule-loops: a schedule trace that cannot be written is an
// error at the loop's back edge, and the pass fails.
// RUN: tileas-opt %s --verify-diagnostics --pass-pipeline='builtin.module(func.func(tileas-schedule-loops{trace-dir=/nonexistent/tileas-trace-dir}))'

func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %ma = nv_tileaa.make_memref %pa, sizes[%c64, %c1024], strides[%c1024, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %mb = nv_tileaa.make_memref %pb, sizes[%c1024, %c64], strides[%c64, %c1] : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf32>)
^header(%k: i64, %acc: tensor<64x64xf32>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16>
  %d = nv_tileaa.dot %a, %b, %acc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %next = arith.addi %k, %c1 : i64
  // expected-error@+1 {{cannot write the schedule trace /nonexistent/tileas-trace-dir/kloop.loop0.json: No such file or directory}}
  cf.br ^header(%next, %d : i64, tensor<64x64xf32>)
^exit:
  return
}
