// The writer's oldest version holds what the module means, not only what it
// encodes: an ftof rounding other than nearest_even is 13.4's rule (13.1
// encodes the field, but its verifier, ours and NVIDIA's, allows only
// nearest_even), so such a module is written as 13.4 and reads back; the same
// module rounding to nearest even is written as 13.1.
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.bc
// RUN: tileas-translate -cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: sed 's/rounding<zero>/rounding<nearest_even>/' %s > %t.ne.mlir
// RUN: tileas-translate --mlir-to-tilebc %t.ne.mlir -o %t.ne.bc
// RUN: tileas-translate -cudatilebc-to-mlir %t.ne.bc | FileCheck %s --check-prefix=NE
// CHECK: cuda_tile.module @kernels version "13.4"
// CHECK: ftof %{{.*}} rounding<zero> : tile<f32> -> tile<f16>
// NE: cuda_tile.module @kernels {
// NE: ftof %{{.*}} : tile<f32> -> tile<f16>
cuda_tile.module @m version "13.4" {
  entry @k(%p: tile<ptr<f16>>) {
    %x = constant <f32: 1.5> : tile<f32>
    %y = ftof %x rounding<zero> : tile<f32> -> tile<f16>
    return
  }
}
