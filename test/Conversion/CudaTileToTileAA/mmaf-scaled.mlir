// mmaf_scaled -> nv_tileaa: fp8 operands with f8E8M0FNU scales per 32 of K
// stay one dot that keeps its scales (A's, then B's) on sm_120/sm_121
// (block-scaled mma.sync, any tile) and on sm_100 in a tile the block-scaled
// tcgen05.mma takes (M 128 or 256, K a multiple of 128, TMEM left for the
// scales); NVFP4 (f4E2M1FN, f8E4M3FN scales per 16) and MXFP4 (f8E8M0FNU per
// 32 or 16) on sm_100 in such a tile and on sm_120 where an atom fits every
// warp packed along K into one dot on bytes with `packing`; elsewhere (a smaller or
// a 256x256 sm_100 tile, sm_90), and for operands no block-scaled MMA takes here
// (other 4-bit operands, decoded to f16), each operand is widened to bf16
// and multiplied by its scales repeated along K, then one bf16 dot.
// RUN: tileas-opt %s -split-input-file -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @native
// CHECK: %[[D:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>) : tensor<16x64xf8E5M2>, tensor<64x8xf8E5M2>, tensor<16x8xf32>
// CHECK-NOT: arith.mulf
// CHECK: return
module attributes {nv_tileas.compute_capability = 120 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @native() {
      %a = constant <f8E5M2: 1.0> : tile<16x64xf8E5M2>
      %b = constant <f8E5M2: 2.0> : tile<64x8xf8E5M2>
      %acc = constant <f32: 0.0> : tile<16x8xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<16x2xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<2x8xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E5M2>, tile<64x8xf8E5M2>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
      return
    }
  }
}

// -----

// On sm_100 a 16-row tile (no block-scaled tcgen05.mma): widened.
// CHECK-LABEL: func.func @widened
// CHECK-DAG: %[[A:.*]] = nv_tileaa.fp_to_fp %{{.*}} : tensor<16x64xf8E4M3FN> -> tensor<16x64xbf16>
// CHECK-DAG: %[[SA:.*]] = nv_tileaa.fp_to_fp %{{.*}} : tensor<16x2xf8E8M0FNU> -> tensor<16x2xbf16>
// CHECK: nv_tileaa.broadcast %{{.*}} : tensor<16x2x1xbf16> -> tensor<16x2x32xbf16>
// CHECK: arith.mulf %[[A]], %{{.*}} : tensor<16x64xbf16>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : tensor<64x8xbf16>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x64xbf16>, tensor<64x8xbf16>, tensor<16x8xf32>
// CHECK-NOT: scales(
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @widened() {
      %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
      %b = constant <f8E4M3FN: 2.0> : tile<64x8xf8E4M3FN>
      %acc = constant <f32: 0.0> : tile<16x8xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<16x2xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<2x8xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
      return
    }
  }
}

// -----

// NVFP4 (f4E2M1FN with f8E4M3FN scales per 16) on sm_120 in a tile too small
// for an NVFP4 atom on every warp (the SIMT dot reads no packed operands): widened.
// CHECK-LABEL: func.func @nvfp4
// CHECK: arith.mulf
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x64xbf16>, tensor<64x8xbf16>, tensor<16x8xf32>
// CHECK-NOT: scales(
module attributes {nv_tileas.compute_capability = 120 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @nvfp4() {
      %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<64x8xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<16x8xf32>
      %sa = constant <f8E4M3FN: 2.0> : tile<16x4xf8E4M3FN>
      %sb = constant <f8E4M3FN: 4.0> : tile<4x8xf8E4M3FN>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E4M3FN>, tile<4x8xf8E4M3FN>
      return
    }
  }
}

// -----

// CHECK-LABEL: func.func @tcgen05
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>) : tensor<128x128xf8E4M3FN>, tensor<128x128xf8E4M3FN>, tensor<128x128xf32>
// CHECK-NOT: arith.mulf
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @tcgen05() {
      %a = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
      %b = constant <f8E4M3FN: 2.0> : tile<128x128xf8E4M3FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<128x4xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<4x128xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
      return
    }
  }
}

// -----

// The same tile on sm_90 (no block-scaled MMA): widened.
// CHECK-LABEL: func.func @hopper
// CHECK: arith.mulf
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xf32>
// CHECK-NOT: scales(
module attributes {nv_tileas.compute_capability = 90 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @hopper() {
      %a = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
      %b = constant <f8E4M3FN: 2.0> : tile<128x128xf8E4M3FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<128x4xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<4x128xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
      return
    }
  }
}

// -----

// 256 x 256 on sm_100: the accumulator takes all 512 TMEM columns, none left
// for the scales (UmmaPlan::block_scaled): widened.
// CHECK-LABEL: func.func @full_tmem
// CHECK: arith.mulf
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<256x256xf32>
// CHECK-NOT: scales(
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @full_tmem() {
      %a = constant <f8E4M3FN: 1.0> : tile<256x128xf8E4M3FN>
      %b = constant <f8E4M3FN: 2.0> : tile<128x256xf8E4M3FN>
      %acc = constant <f32: 0.0> : tile<256x256xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<256x4xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<4x256xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<256x128xf8E4M3FN>, tile<128x256xf8E4M3FN>, tile<256x256xf32>, tile<256x4xf8E8M0FNU>, tile<4x256xf8E8M0FNU>
      return
    }
  }
}

// -----

// NVFP4 on sm_100 in a tile tcgen05's block-scaled MMA takes: A's codes packed
// along K (its columns), B's along K (its rows), two to a byte, the first in
// bits 3..0; one dot on the bytes with `packing` (K counted in bytes).
// CHECK-LABEL: func.func @nvfp4_tcgen05
// CHECK: %[[AP:.*]] = nv_tileaa.view %{{.*}} : tensor<128x128xi8> -> tensor<128x64x2xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[O:.*]] = arith.constant 1 : i32
// CHECK: %[[ALO:.*]] = nv_tileaa.extract_slice %[[AP]][%[[Z]], %[[Z]], %[[Z]]] : tensor<128x64x2xi8> -> tensor<128x64x1xi8>
// CHECK: %[[AHI:.*]] = nv_tileaa.extract_slice %[[AP]][%[[Z]], %[[Z]], %[[O]]] : tensor<128x64x2xi8> -> tensor<128x64x1xi8>
// CHECK: %[[AH:.*]] = arith.shli %[[AHI]], %{{.*}} : tensor<128x64x1xi8>
// CHECK: %[[AB:.*]] = arith.ori %[[ALO]], %[[AH]] : tensor<128x64x1xi8>
// CHECK: %[[A:.*]] = nv_tileaa.view %[[AB]] : tensor<128x64x1xi8> -> tensor<128x64xi8>
// CHECK: %[[BP:.*]] = nv_tileaa.view %{{.*}} : tensor<128x128xi8> -> tensor<64x2x128xi8>
// CHECK: nv_tileaa.extract_slice %[[BP]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<64x2x128xi8> -> tensor<64x1x128xi8>
// CHECK: %[[B:.*]] = nv_tileaa.view %{{.*}} : tensor<64x1x128xi8> -> tensor<64x128xi8>
// CHECK: nv_tileaa.dot %[[A]], %[[B]], %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x8xf8E4M3FN>, tensor<8x128xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
// CHECK-NOT: arith.mulf
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @nvfp4_tcgen05() {
      %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<128x128xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E4M3FN: 2.0> : tile<128x8xf8E4M3FN>
      %sb = constant <f8E4M3FN: 4.0> : tile<8x128xf8E4M3FN>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
      return
    }
  }
}

// -----

// MXFP4 (f4E2M1FN with f8E8M0FNU scales per 32) on sm_100: packed as NVFP4 is.
// CHECK-LABEL: func.func @mxfp4_tcgen05
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
// CHECK-NOT: arith.mulf
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @mxfp4_tcgen05() {
      %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<128x128xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<128x4xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<4x128xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
      return
    }
  }
}

// -----

// NVFP4 on sm_120, an atom on every warp: packed.
// CHECK-LABEL: func.func @nvfp4_mma_sync
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x8xf8E4M3FN>, tensor<8x128xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
module attributes {nv_tileas.compute_capability = 120 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @nvfp4_mma_sync() {
      %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<128x128xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E4M3FN: 2.0> : tile<128x8xf8E4M3FN>
      %sb = constant <f8E4M3FN: 4.0> : tile<8x128xf8E4M3FN>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
      return
    }
  }
}

// -----

// MXFP4 with f8E8M0FNU scales per 16 on sm_100: packed (tcgen05's block16 takes ue8m0).
// CHECK-LABEL: func.func @mxfp4_block16
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x8xf8E8M0FNU>, tensor<8x128xf8E8M0FNU>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
module attributes {nv_tileas.compute_capability = 100 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @mxfp4_block16() {
      %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<128x128xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<128x8xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<8x128xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E8M0FNU>, tile<8x128xf8E8M0FNU>
      return
    }
  }
}

// -----

// The same on sm_120: packed too (its mma.sync with four ue8m0 scales a word
// is inline PTX: LLVM has no intrinsic for it).
// CHECK-LABEL: func.func @mxfp4_block16_sm120
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}} : tensor<128x8xf8E8M0FNU>, tensor<8x128xf8E8M0FNU>) {packing = "f4E2M1FN"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xf32>
// CHECK-NOT: arith.mulf
module attributes {nv_tileas.compute_capability = 120 : i64} {
  cuda_tile.module @m version "13.3" {
    entry @mxfp4_block16_sm120() {
      %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
      %b = constant <f4E2M1FN: 2.0> : tile<128x128xf4E2M1FN>
      %acc = constant <f32: 0.0> : tile<128x128xf32>
      %sa = constant <f8E8M0FNU: 2.0> : tile<128x8xf8E8M0FNU>
      %sb = constant <f8E8M0FNU: 4.0> : tile<8x128xf8E8M0FNU>
      %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E8M0FNU>, tile<8x128xf8E8M0FNU>
      return
    }
  }
}
