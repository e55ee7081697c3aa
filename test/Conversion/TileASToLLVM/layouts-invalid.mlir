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


// -----

// A reduction too large for one staging (64 KiB) whose operands disagree on
// their layouts (so no register path applies) is staged in chunks, which
// needs each operand's chunk in whole slots: a layout that is not blocked is
// reported at the op.
func.func @chunked() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 32768 : i64} {
  %a = arith.constant dense<1.0> : tensor<64x128xf32, #nv_tileas.tv<(128):(1), (64):(128)>>
  %b = arith.constant dense<0> : tensor<64x128xi32, #nv_tileas.tv<(128):(64), (64):(1)>>
  // expected-error @below {{'nv_tileaa.reduce' op is not yet supported by tileas: a reduction staged in chunks of 2048 elements needs an operand layout that keeps each chunk in whole slots, got #nv_tileas.tv<(128):(64), (64):(1)>}}
  %m, %i = nv_tileaa.reduce %a, %b dim = 1 identities = [0xFF800000 : f32, 0 : i32] : (tensor<64x128xf32, #nv_tileas.tv<(128):(1), (64):(128)>>, tensor<64x128xi32, #nv_tileas.tv<(128):(64), (64):(1)>>) -> (tensor<64xf32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>) {
  ^bb0(%l: f32, %r: f32, %li: i32, %ri: i32):
    %gt = arith.cmpf ogt, %r, %l : f32
    %v = arith.select %gt, %r, %l : f32
    %j = arith.select %gt, %ri, %li : i32
    nv_tileaa.yield %v, %j : f32, i32
  }
  return
}
