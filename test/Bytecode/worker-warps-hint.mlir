// The entry hint num_worker_warps_per_cta (cuda_tile 13.3): the writer's
// oldest version holds the hint's value, 13.3 for 4 or 8 (all 13.3 and 13.4
// take), 13.5 for other powers of 2 up to 32; both read back. The driver makes
// the kernel's threads 32 a worker warp (NVIDIA's tileiras adds its helper
// warpgroup on top: .reqntid 256 for 4 worker warps of matmul_f16 at sm_100).
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.bc
// RUN: tileas-translate -cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: sed 's/num_worker_warps_per_cta = 8/num_worker_warps_per_cta = 2/; s/version "13.3"/version "13.5"/' %s > %t.two.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.two.mlir -o %t.two.bc
// RUN: tileas-translate -cudatilebc-to-mlir %t.two.bc | FileCheck %s --check-prefix=TWO
// REQUIRES: tileiras-driver
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.bc | FileCheck %s --check-prefix=PTX
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.two.bc | FileCheck %s --check-prefix=PTX-TWO
// RUN: tileiras --gpu-name sm_90 --emit=ptx -o - %t.bc | FileCheck %s --check-prefix=PTX-OTHER
// CHECK: cuda_tile.module @kernels version "13.3"
// CHECK: optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}>
// TWO: cuda_tile.module @kernels version "13.5"
// TWO: optimization_hints=<sm_100 = {num_worker_warps_per_cta = 2}>
// PTX: .reqntid 256
// PTX-TWO: .reqntid 64
// The hint is sm_100's: at sm_90 the kernel keeps tileas' own 128 threads.
// PTX-OTHER: .reqntid 128
cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8 : i32}> {
    %t = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    %x, %tok = load_view_tko weak %v[%i] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %y = addf %x, %x : tile<1024xf32>
    %tok2 = store_view_tko weak %y, %v[%i] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
