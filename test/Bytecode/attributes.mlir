// Attribute encodings that the corpus does not exercise survive a bytecode
// round trip: same_elements, div_by with every/along, bounded with both
// bounds, boolean and integer hints on view and pointer accesses, and entry
// hints for two architectures.
// RUN: tileas-opt -no-implicit-module %s -o %t.expected.mlir
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.tileirbc
// RUN: tileas-translate --tilebc-to-mlir %t.tileirbc -o %t.actual.mlir
// RUN: diff %t.expected.mlir %t.actual.mlir
// RUN: FileCheck %s --input-file=%t.actual.mlir

// CHECK: entry @k(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_120 = {occupancy = 1}>
// CHECK: assume same_elements<[2, 4]>, %{{.*}} : tile<4x8xi16>
// CHECK: assume div_by<1, every 4 along 1>, %{{.*}} : tile<4x8xi16>
// CHECK: assume bounded<-5, 100>, %{{.*}} : tile<i32>
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] optimization_hints = <sm_100 = {allow_tma = false, latency = 3}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_120 = {latency = 7}>
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_120 = {occupancy = 1}> {
    %c = constant <i16: 1> : tile<4x8xi16>
    %0 = assume same_elements<[2, 4]>, %c : tile<4x8xi16>
    %1 = assume div_by<1, every 4 along 1>, %c : tile<4x8xi16>
    %2 = assume bounded<-5, 100>, %n : tile<i32>
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%2] optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %v, %tok2 = load_ptr_tko weak %p optimization_hints = <sm_120 = {latency = 7}> : tile<ptr<f32>> -> tile<f32>, token
    "cuda_tile.print"(%v) <{str = "%f"}> : (!cuda_tile.tile<f32>) -> ()
    return
  }
}
