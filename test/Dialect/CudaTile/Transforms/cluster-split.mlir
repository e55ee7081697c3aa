// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-cluster-split{ctas=2}))' | FileCheck %s
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-cluster-split))' | FileCheck %s --check-prefix=DEFAULT
// RUN: not tileas-opt %s --pass-pipeline='builtin.module(cuda_tile.module(cuda-tile-cluster-split{ctas=3}))' 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: ctas must be 0, 1, 2, 4 or 8 (got 3)

// A matmul's tile block on a cluster of two CTAs: the CTA's rank is the CTA
// id mod 2, the tile block the CTA id / 2 (every use of the x block id and
// block count reads the quotient); A, the accumulator, the dot, the
// elementwise epilogue and the store keep 128 of the 256 rows, at row tile
// 2 * i + rank of views with half the tile rows; B stays whole.
// CHECK-LABEL: entry @mm(
// CHECK-NEXT: %[[ID:blockId_x]], %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
// CHECK-NEXT: %[[TWO:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[RANK:.*]] = remi %[[ID]], %[[TWO]] signed : tile<i32>
// CHECK: %[[ZERO:.*]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
// CHECK-NEXT: %[[ZERO2:.*]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
// CHECK: %[[BX0:blockId_x_[0-9]+]], %[[BY:blockId_y_[0-9]+]], %{{.*}} = get_tile_block_id : tile<i32>
// CHECK-NEXT: %[[TWO1:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[BX:.*]] = divi %[[BX0]], %[[TWO1]] signed : tile<i32>
// CHECK-NEXT: %[[GX0:gridSize_x]], %{{.*}}, %{{.*}} = get_num_tile_blocks : tile<i32>
// CHECK-NEXT: %[[TWO2:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[GX:.*]] = divi %[[GX0]], %[[TWO2]] signed : tile<i32>
// CHECK-NEXT: %[[VA:.*]] = make_partition_view %{{.*}} : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
// CHECK-NEXT: %[[VB:.*]] = make_partition_view %{{.*}} : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
// CHECK: for %[[K:.*]] in ({{.*}}) : tile<i32> iter_values(%[[C:.*]] = %[[ZERO2]]) -> (tile<128x128xf32>) {
// CHECK-NEXT: %[[S:.*]] = muli %[[BX]], %[[TWO]] : tile<i32>
// CHECK-NEXT: %[[ROW:.*]] = addi %[[S]], %[[RANK]] : tile<i32>
// CHECK-NEXT: %[[A:.*]], %{{.*}} = load_view_tko weak %[[VA]][%[[ROW]], %[[K]]] {{.*}} -> tile<128x64xf16>, token
// CHECK-NEXT: %[[B:.*]], %{{.*}} = load_view_tko weak %[[VB]][%[[K]], %[[BY]]] {{.*}} -> tile<64x128xf16>, token
// CHECK-NEXT: mmaf %[[A]], %[[B]], %[[C]] : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
// CHECK: %[[R:.*]] = maxf %{{.*}}, %[[ZERO]] : tile<128x128xf32>
// CHECK-NEXT: %[[VC:.*]] = make_partition_view %{{.*}} : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
// CHECK-NEXT: %[[S2:.*]] = muli %[[BX]], %[[TWO]] : tile<i32>
// CHECK-NEXT: %[[ROW2:.*]] = addi %[[S2]], %[[RANK]] : tile<i32>
// CHECK-NEXT: store_view_tko weak %[[R]], %[[VC]][%[[ROW2]], %[[BY]]] {{.*}} : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
// CHECK-NEXT: subi %[[GX]], %{{.*}} : tile<i32>
// CHECK: } {nv_tileas.cluster_ctas = 2 : i64}
// Without a target the default (ctas=0) leaves it alone.
// DEFAULT-LABEL: entry @mm(
// DEFAULT-NOT: cluster_ctas
// DEFAULT: entry @guarded(
cuda_tile.module @m {
  entry @mm(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %n: tile<i32>, %kt: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<256x128xf32>
    %ta = make_tensor_view %pa, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tb = make_tensor_view %pb, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tc = make_tensor_view %pc, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %va = make_partition_view %ta : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %tok = make_token : token
    %acc = for %i in (%zero to %kt, step %one) : tile<i32> iter_values(%c = %acc0) -> (tile<256x128xf32>) {
      %a, %t1 = load_view_tko weak %va[%bx, %i] token = %tok : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x64xf16>, token
      %b, %t2 = load_view_tko weak %vb[%i, %by] token = %tok : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %d = mmaf %a, %b, %c : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
      continue %d : tile<256x128xf32>
    }
    %r = maxf %acc, %acc0 : tile<256x128xf32>
    %vc = make_partition_view %tc : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %s = store_view_tko weak %r, %vc[%bx, %by] token = %tok : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %last = subi %gx, %one : tile<i32>
    return
  }

  // An `if` in the loop whose results are split, a `continue` inside it,
  // and a transposed view (dim_map): the row index is still the tile's
  // first index.
  // CHECK-LABEL: entry @guarded(
  // CHECK: %[[VT:.*]] = make_partition_view %{{.*}} : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
  // CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%[[C:.*]] = %{{.*}}) -> (tile<32x32xf32>) {
  // CHECK: %[[ROW:.*]] = addi %{{.*}}, %{{.*}} : tile<i32>
  // CHECK-NEXT: %[[A:.*]], %{{.*}} = load_view_tko weak %[[VT]][%[[ROW]], %{{.*}}] {{.*}} -> tile<32x16xf16>, token
  // CHECK: if %{{.*}} -> (tile<32x32xf32>) {
  // CHECK-NEXT: continue %[[C]] : tile<32x32xf32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[D:.*]] = mmaf %[[A]], %{{.*}}, %[[C]] : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
  // CHECK-NEXT: yield %[[D]] : tile<32x32xf32>
  // CHECK: } {nv_tileas.cluster_ctas = 2 : i64}
  entry @guarded(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>, %kt: tile<i32>, %skip: tile<i1>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<64x32xf32>
    %ta = make_tensor_view %pa, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tb = make_tensor_view %pb, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tc = make_tensor_view %pc, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %va = make_partition_view %ta : partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
    %vb = make_partition_view %tb : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>>
    %tok = make_token : token
    %acc = for %i in (%zero to %kt, step %one) : tile<i32> iter_values(%c = %acc0) -> (tile<64x32xf32>) {
      %a, %t1 = load_view_tko weak %va[%bx, %i] token = %tok : partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x16xf16>, token
      %b, %t2 = load_view_tko weak %vb[%i, %by] token = %tok : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x32xf16>, token
      %e = if %skip -> (tile<64x32xf32>) {
        continue %c : tile<64x32xf32>
      } else {
        %d = mmaf %a, %b, %c : tile<64x16xf16>, tile<16x32xf16>, tile<64x32xf32>
        yield %d : tile<64x32xf32>
      }
      continue %e : tile<64x32xf32>
    }
    %vc = make_partition_view %tc : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s = store_view_tko weak %acc, %vc[%bx, %by] token = %tok : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// -----

// What the pass leaves alone: a split tile reaching an op that mixes rows
// (reduce, reshape, ...), a store of a tile that is not split (each CTA would
// store it), a kernel without a dot, rows that leave a CTA fewer than 16.
// CHECK-LABEL: entry @row_sum(
// CHECK: reduce
// CHECK-NOT: cluster_ctas
// CHECK-LABEL: entry @stores_b(
// CHECK: tile<64x64xf32>
// CHECK-NOT: cluster_ctas
// CHECK-LABEL: entry @no_dot(
// CHECK-NOT: cluster_ctas
// CHECK-LABEL: entry @small(
// CHECK: tile<16x16xf32>
// CHECK-NOT: cluster_ctas
cuda_tile.module @left_alone {
  entry @row_sum() {
    %a = constant <f16: 1.0> : tile<64x16xf16>
    %b = constant <f16: 1.0> : tile<16x64xf16>
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>
    %d = mmaf %a, %b, %acc0 : tile<64x16xf16>, tile<16x64xf16>, tile<64x64xf32>
    %s = reduce %d dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32>
    (%x: tile<f32>, %y: tile<f32>) {
      %z = addf %x, %y : tile<f32>
      yield %z : tile<f32>
    }
    return
  }
  entry @stores_b(%pa: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>) {
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>
    %ta = make_tensor_view %pa, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tc = make_tensor_view %pc, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tok = make_token : token
    %a, %t1 = load_view_tko weak %va[%bx, %by] token = %tok : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %b, %t2 = load_view_tko weak %va[%by, %bx] token = %tok : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %d = mmaf %a, %b, %acc0 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    %bf = ftof %b : tile<64x64xf16> -> tile<64x64xf32>
    %s = store_view_tko weak %bf, %vc[%bx, %by] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @no_dot() {
    %a = constant <f32: 1.0> : tile<64x64xf32>
    %b = addf %a, %a : tile<64x64xf32>
    return
  }
  entry @small() {
    %a = constant <f16: 1.0> : tile<16x16xf16>
    %acc0 = constant <f32: 0.0> : tile<16x16xf32>
    %d = mmaf %a, %a, %acc0 : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    return
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @auto
// ctas=0 at sm_90: a 256x256 f32 accumulator (256 KiB, more than the
// 128 KiB of registers a CTA keeps for it) splits over two CTAs; a 128x128
// one (64 KiB) does not.
// DEFAULT-LABEL: entry @big(
// DEFAULT: mmaf {{.*}} : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
// DEFAULT: } {nv_tileas.cluster_ctas = 2 : i64}
// DEFAULT-LABEL: entry @fits(
// DEFAULT: mmaf {{.*}} tile<128x128xf32>
// DEFAULT-NOT: cluster_ctas
// The kernel's num_cta_in_cga hint for the target is taken (even where the
// accumulator fits); one above 8 is not (a non-portable cluster size).
// DEFAULT-LABEL: entry @hinted(
// DEFAULT: mmaf {{.*}} : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
// DEFAULT: } {nv_tileas.cluster_ctas = 2 : i64}
// DEFAULT-LABEL: entry @hinted16(
// DEFAULT: mmaf {{.*}} : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
// DEFAULT-NOT: cluster_ctas
module attributes {nv_tileas.compute_capability = 90 : i64} {
  cuda_tile.module @auto {
    entry @big(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %n: tile<i32>) {
      %acc0 = constant <f32: 0.0> : tile<256x256xf32>
      %ta = make_tensor_view %pa, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %tb = make_tensor_view %pb, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %va = make_partition_view %ta : partition_view<tile=(256x64), tensor_view<?x?xf16, strides=[?,1]>>
      %vb = make_partition_view %tb : partition_view<tile=(64x256), tensor_view<?x?xf16, strides=[?,1]>>
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %tok = make_token : token
      %a, %t1 = load_view_tko weak %va[%bx, %by] token = %tok : partition_view<tile=(256x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x64xf16>, token
      %b, %t2 = load_view_tko weak %vb[%bx, %by] token = %tok : partition_view<tile=(64x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x256xf16>, token
      %d = mmaf %a, %b, %acc0 : tile<256x64xf16>, tile<64x256xf16>, tile<256x256xf32>
      return
    }
    entry @fits() {
      %a = constant <f16: 1.0> : tile<128x64xf16>
      %b = constant <f16: 1.0> : tile<64x128xf16>
      %acc0 = constant <f32: 0.0> : tile<128x128xf32>
      %d = mmaf %a, %b, %acc0 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      return
    }
    entry @hinted(%pa: tile<ptr<f16>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
      %acc0 = constant <f32: 0.0> : tile<128x128xf32>
      %b = constant <f16: 1.0> : tile<64x128xf16>
      %ta = make_tensor_view %pa, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %va = make_partition_view %ta : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %tok = make_token : token
      %a, %t1 = load_view_tko weak %va[%bx, %by] token = %tok : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %d = mmaf %a, %b, %acc0 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      return
    }
    entry @hinted16(%pa: tile<ptr<f16>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 16}> {
      %acc0 = constant <f32: 0.0> : tile<128x128xf32>
      %b = constant <f16: 1.0> : tile<64x128xf16>
      %ta = make_tensor_view %pa, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %va = make_partition_view %ta : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %tok = make_token : token
      %a, %t1 = load_view_tko weak %va[%bx, %by] token = %tok : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %d = mmaf %a, %b, %acc0 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      return
    }
  }
}
