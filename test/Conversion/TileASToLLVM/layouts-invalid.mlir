// Layouts the lowering cannot realize are located errors.
// RUN: tileas-opt %s -convert-tileas-to-llvm --split-input-file --verify-diagnostics

func.func @threads(%a: !nv_tileaa.ptr<f32>, %n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes[%n], strides[%c1] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
  // expected-error @below {{'nv_tileas.tiled_load' op result layout #nv_tileas.tv<(256):(4), (4):(1)> is written for 256 threads but the kernel runs 128 ('nv_tileas.num_threads')}}
  %x = nv_tileas.tiled_load %ma[%c0] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<1024xf32, #nv_tileas.tv<(256):(4), (4):(1)>>
  return
}

