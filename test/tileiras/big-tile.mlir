// A 4096x4096 f32 tile, loaded, scaled and stored: tileaa-strip-mine-tiles
// turns it into a loop over 2x4096 sub-tiles (2048 iterations), so the
// kernel compiles in well under a second (bench/compile has the time) and
// each iteration moves its 64 elements per thread with 16-byte accesses.
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.d/big.tileirbc
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %t.d/big.tileirbc | FileCheck %s
// RUN: tileiras --gpu-name=sm_100 -o %t.d/big.cubin %t.d/big.tileirbc
// RUN: test -s %t.d/big.cubin

// CHECK: .visible .entry copy_4096_f32(
// CHECK: $L__BB0_[[LOOP:[0-9]+]]:
// CHECK-COUNT-16: ld.global.{{v4.b32|v2.b64}}
// CHECK: add.rn.f32
// CHECK: st.global.v2.b64
// CHECK: @%p{{[0-9]+}} bra $L__BB0_[[LOOP]];
cuda_tile.module @big {
  entry @copy_4096_f32(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>) {
    %pa = assume div_by<16>, %p : tile<ptr<f32>>
    %qa = assume div_by<16>, %q : tile<ptr<f32>>
    %lda = assume div_by<16>, %ld : tile<i32>
    %na = assume div_by<16>, %n : tile<i32>
    %a = make_tensor_view %pa, shape = [%m, %na], strides = [%lda, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %b = make_tensor_view %qa, shape = [%m, %na], strides = [%lda, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %a : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %qv = make_partition_view %b : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %pv[%x, %y] : partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4096x4096xf32>, token
    %two = constant <f32: 2.0> : tile<4096x4096xf32>
    %s = mulf %t, %two : tile<4096x4096xf32>
    %tok2 = store_view_tko weak %s, %qv[%x, %y] : tile<4096x4096xf32>, partition_view<tile=(4096x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
