// cuda_tile 13.3's 4-bit types -> nv_tileaa: tiles of f4E2M1FN and i4 become i8
// tensors of the elements' codes. unpack splits each byte into its low and high
// half (element 2i first); ftof from f4E2M1FN builds the f16 bits of the code;
// ftof to it counts the rounding boundaries |x| passes (ties to the even code),
// sets the sign from the sign bit and maps NaN to 6.0 (code 7); pack joins pairs;
// exti signed from i4 sign-extends the code, trunci to i4 masks it; a constant
// holds the codes. A tensor view of f4E2M1FN is a memref of its bytes: the base
// cast to ptr<i8>, the unit-stride dimension halved (and the other strides),
// tiles counted in bytes there; loads unpack along it, stores pack, and
// get_tensor_shape doubles it back. A gather/scatter view of it moves bytes
// too: the column offset halved, the pointers and mask over the tile of bytes,
// a zero-byte padding, the bytes unpacked after a gather, packed before a
// scatter.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK-LABEL: func.func @k
// CHECK: %[[B:.*]] = arith.constant dense<7> : tensor<8xi8>
// CHECK: %[[LO:.*]] = arith.andi %[[B]], %{{.*}} : tensor<8xi8>
// CHECK: %[[HI:.*]] = arith.shrui %[[B]], %{{.*}} : tensor<8xi8>
// CHECK: %[[LO1:.*]] = nv_tileaa.view %[[LO]] : tensor<8xi8> -> tensor<8x1xi8>
// CHECK: %[[HI1:.*]] = nv_tileaa.view %[[HI]] : tensor<8xi8> -> tensor<8x1xi8>
// CHECK: %[[PAIRS:.*]] = nv_tileaa.cat %[[LO1]], %[[HI1]] dim = 1 : tensor<8x1xi8>, tensor<8x1xi8> -> tensor<8x2xi8>
// CHECK: %[[F:.*]] = nv_tileaa.view %[[PAIRS]] : tensor<8x2xi8> -> tensor<16xi8>
// CHECK: %[[W:.*]] = arith.extui %[[F]] : tensor<16xi8> to tensor<16xi16>
// CHECK: %[[M:.*]] = arith.andi %[[W]], %{{.*}} : tensor<16xi16>
// CHECK: arith.cmpi ult, %[[M]]
// CHECK: arith.muli %[[M]]
// CHECK: arith.addi %[[M]]
// CHECK: %[[H:.*]] = arith.bitcast %{{.*}} : tensor<16xi16> to tensor<16xf16>
// CHECK: %[[X:.*]] = arith.extf %[[H]] : tensor<16xf16> to tensor<16xf32>
// CHECK: %[[A:.*]] = math.absf %[[X]] : tensor<16xf32>
// CHECK: arith.constant dense<2.500000e-01> : tensor<16xf32>
// CHECK: arith.cmpf ogt, %[[A]]
// CHECK: arith.constant dense<7.500000e-01> : tensor<16xf32>
// CHECK: arith.cmpf oge, %[[A]]
// CHECK: arith.constant dense<5.000000e+00> : tensor<16xf32>
// CHECK: arith.cmpf ogt, %[[A]]
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : tensor<16xf32> to tensor<16xi32>
// CHECK: arith.cmpi slt, %[[BITS]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : tensor<16xf32>
// CHECK: %[[SEVEN:.*]] = arith.constant dense<7> : tensor<16xi8>
// CHECK: %[[Q:.*]] = arith.select %[[NAN]], %[[SEVEN]], %{{.*}} : tensor<16xi1>, tensor<16xi8>
// CHECK: %[[QP:.*]] = nv_tileaa.view %[[Q]] : tensor<16xi8> -> tensor<8x2xi8>
// CHECK: %[[Q0:.*]] = nv_tileaa.extract_slice %[[QP]][%[[C0:.*]], %[[C0]]] : tensor<8x2xi8> -> tensor<8x1xi8>
// CHECK: %[[Q1:.*]] = nv_tileaa.extract_slice %[[QP]][%[[C0]], %{{.*}}] : tensor<8x2xi8> -> tensor<8x1xi8>
// CHECK: %[[Q1S:.*]] = arith.shli %[[Q1]], %{{.*}} : tensor<8x1xi8>
// CHECK: %[[BYTES:.*]] = arith.ori %[[Q0]], %[[Q1S]] : tensor<8x1xi8>
// CHECK: nv_tileaa.view %[[BYTES]] : tensor<8x1xi8> -> tensor<8xi8>
// CHECK: %[[I4:.*]] = nv_tileaa.view %{{.*}} : tensor<8x2xi8> -> tensor<16xi8>
// CHECK: %[[UP:.*]] = arith.shli %[[I4]], %{{.*}} : tensor<16xi8>
// CHECK: %[[SX:.*]] = arith.shrsi %[[UP]], %{{.*}} : tensor<16xi8>
// CHECK: %[[S:.*]] = arith.extsi %[[SX]] : tensor<16xi8> to tensor<16xi32>
// CHECK: %[[T:.*]] = arith.trunci %[[S]] : tensor<16xi32> to tensor<16xi8>
// CHECK: arith.andi %[[T]], %{{.*}} : tensor<16xi8>
// CHECK: arith.constant dense<[2, 15]> : tensor<2xi8>

cuda_tile.module @m version "13.3" {
  entry @k(%p: tile<ptr<f32>>) {
    %b = constant <i8: 7> : tile<8xi8>
    %f = unpack %b : tile<8xi8> -> tile<16xf4E2M1FN>
    %x = ftof %f : tile<16xf4E2M1FN> -> tile<16xf32>
    %q = ftof %x : tile<16xf32> -> tile<16xf4E2M1FN>
    %r = pack %q : tile<16xf4E2M1FN> -> tile<8xi8>
    %i = unpack %r : tile<8xi8> -> tile<16xi4>
    %s = exti %i signed : tile<16xi4> -> tile<16xi32>
    %t = trunci %s : tile<16xi32> -> tile<16xi4>
    %c = constant <f4E2M1FN: [1.0, -6.0]> : tile<2xf4E2M1FN>
    return
  }
}

// CHECK-LABEL: func.func @v
// CHECK: %[[P:.*]] = nv_tileaa.ptr_cast %{{.*}} : !nv_tileaa.ptr<f4E2M1FN> -> !nv_tileaa.ptr<i8>
// CHECK: %[[S:.*]] = arith.divsi %{{.*}}, %{{.*}} : i64
// CHECK: %[[M:.*]] = nv_tileaa.make_memref %[[P]], sizes[%{{.*}}, %{{.*}}], strides[%[[S]], %{{.*}}] {{.*}}sizes_div_by = array<i64: 1, 32>{{.*}} -> !nv_tileaa.memref<?x32xi8>
// CHECK: %[[L:.*]], %{{.*}} = nv_tileaa.tiled_load %[[M]]{{.*}} -> tensor<8x8xi8>
// CHECK: arith.andi %[[L]]
// CHECK: arith.shrui %[[L]]
// CHECK: nv_tileaa.cat %{{.*}}, %{{.*}} dim = 2 : tensor<8x8x1xi8>, tensor<8x8x1xi8> -> tensor<8x8x2xi8>
// CHECK: nv_tileaa.view %{{.*}} : tensor<8x8x2xi8> -> tensor<8x16xi8>
// CHECK: nv_tileaa.extract_slice %{{.*}} : tensor<8x8x2xi8> -> tensor<8x8x1xi8>
// CHECK: %[[B:.*]] = nv_tileaa.view %{{.*}} : tensor<8x8x1xi8> -> tensor<8x8xi8>
// CHECK: nv_tileaa.tiled_store %[[B]], %[[M]]
// CHECK: %[[D1:.*]] = nv_tileaa.get_dim_size %[[M]][1]
// CHECK: arith.muli %[[D1]], %{{.*}} : i64

cuda_tile.module @m2 version "13.3" {
  entry @v(%p: tile<ptr<f4E2M1FN>>, %n: tile<i32>, %s: tile<i32>) {
    %t0 = make_token : token
    %i = constant <i32: 0> : tile<i32>
    %v = make_tensor_view %p, shape = [%n, 64], strides = [%s, 1] : tile<i32> -> tensor_view<?x64xf4E2M1FN, strides=[?,1]>
    %pv = make_partition_view %v : partition_view<tile=(8x16), tensor_view<?x64xf4E2M1FN, strides=[?,1]>>
    %x, %t1 = load_view_tko weak %pv[%i, %i] token = %t0 : partition_view<tile=(8x16), tensor_view<?x64xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<8x16xf4E2M1FN>, token
    %t2 = store_view_tko weak %x, %pv[%i, %i] token = %t1 : tile<8x16xf4E2M1FN>, partition_view<tile=(8x16), tensor_view<?x64xf4E2M1FN, strides=[?,1]>>, tile<i32> -> token
    %d:2 = get_tensor_shape %v : tensor_view<?x64xf4E2M1FN, strides=[?,1]> -> tile<i32>
    return
  }
}

// Printed 4-bit values are the numbers they stand for: f4E2M1FN decoded and
// widened to f32, i4 sign-extended.
// CHECK-LABEL: func.func @p
// CHECK: %[[H:.*]] = arith.bitcast %{{.*}} : tensor<2xi16> to tensor<2xf16>
// CHECK: %[[F:.*]] = arith.extf %[[H]] : tensor<2xf16> to tensor<2xf32>
// CHECK: %[[U:.*]] = arith.shli %{{.*}}, %{{.*}} : tensor<2xi8>
// CHECK: %[[S:.*]] = arith.shrsi %[[U]], %{{.*}} : tensor<2xi8>
// CHECK: nv_tileaa.print "%f %d\0A", %[[F]], %[[S]] : tensor<2xf32>, tensor<2xi8>
cuda_tile.module @m3 version "13.3" {
  entry @p() {
    %c = constant <f4E2M1FN: [1.0, -6.0]> : tile<2xf4E2M1FN>
    %b = constant <i8: 15> : tile<1xi8>
    %i = unpack %b : tile<1xi8> -> tile<2xi4>
    %t = print_tko "%f %d\n", %c, %i : tile<2xf4E2M1FN>, tile<2xi4> -> token
    return
  }
}

// CHECK-LABEL: func.func @g
// CHECK: %[[M:.*]] = nv_tileaa.ptr_cast %arg0 : !nv_tileaa.ptr<f4E2M1FN> -> !nv_tileaa.ptr<i8>
// CHECK: %[[C5:.*]] = arith.extui %c5_i32 : i32 to i64
// CHECK: %[[H:.*]] = arith.shrui %[[C5]], %c1_i64 : i64
// CHECK: %[[HS:.*]] = nv_tileaa.splat %[[H]] : i64 -> tensor<4x8xi64>
// CHECK: %[[COL:.*]] = arith.addi %[[HS]], %{{.*}} : tensor<4x8xi64>
// CHECK: arith.cmpi ult, %[[COL]], %{{.*}} : tensor<4x8xi64>
// CHECK: %[[P:.*]] = nv_tileaa.addptr %{{.*}}, %{{.*}} : tensor<4x8x!nv_tileaa.ptr<i8>>, tensor<4x8xi64>
// CHECK: %[[Z:.*]] = nv_tileaa.splat %c0_i8 : i8 -> tensor<4x8xi8>
// CHECK: %[[B:.*]], %{{.*}} = nv_tileaa.load %[[P]] mask(%{{.*}} : tensor<4x8xi1>) padding(%[[Z]] : tensor<4x8xi8>) {sem = "weak"} : tensor<4x8x!nv_tileaa.ptr<i8>> -> tensor<4x8xi8>
// CHECK: arith.andi %[[B]], %{{.*}} : tensor<4x8xi8>
// CHECK: arith.shrui %[[B]], %{{.*}} : tensor<4x8xi8>
// CHECK: nv_tileaa.cat %{{.*}}, %{{.*}} dim = 2 : tensor<4x8x1xi8>, tensor<4x8x1xi8> -> tensor<4x8x2xi8>
// CHECK: %[[X:.*]] = nv_tileaa.view %{{.*}} : tensor<4x8x2xi8> -> tensor<4x16xi8>
// CHECK: %[[Q:.*]] = nv_tileaa.addptr %{{.*}}, %{{.*}} : tensor<4x8x!nv_tileaa.ptr<i8>>, tensor<4x8xi64>
// CHECK: nv_tileaa.view %[[X]] : tensor<4x16xi8> -> tensor<4x8x2xi8>
// CHECK: arith.shli %{{.*}}, %{{.*}} : tensor<4x8x1xi8>
// CHECK: %[[J:.*]] = arith.ori %{{.*}}, %{{.*}} : tensor<4x8x1xi8>
// CHECK: %[[PB:.*]] = nv_tileaa.view %[[J]] : tensor<4x8x1xi8> -> tensor<4x8xi8>
// CHECK: nv_tileaa.store %[[PB]], %[[Q]] mask(%{{.*}} : tensor<4x8xi1>) {sem = "weak"}
cuda_tile.module @m4 version "13.3" {
  entry @g(%p: tile<ptr<f4E2M1FN>>, %n: tile<i32>, %r: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %tr = make_tensor_view %r, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pr = make_partition_view %tr : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %rows, %t0 = load_view_tko weak %pr[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %v = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf4E2M1FN, strides=[64,1]>
    %gv = make_gather_scatter_view %v : gather_scatter_view<tile=(4x16), padding_value = zero, tensor_view<?x64xf4E2M1FN, strides=[64,1]>, sparse_dim=0>
    %x, %t1 = load_view_tko weak %gv[%rows, %c5] : gather_scatter_view<tile=(4x16), padding_value = zero, tensor_view<?x64xf4E2M1FN, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x16xf4E2M1FN>, token
    %t2 = store_view_tko weak %x, %gv[%rows, %c0] : tile<4x16xf4E2M1FN>, gather_scatter_view<tile=(4x16), padding_value = zero, tensor_view<?x64xf4E2M1FN, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
}
