// Pointer memory ops, atomics, tokens, globals, program ids, print and assert.
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s

// CHECK: nv_tileaa.global @table = dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-LABEL: func.func @pointers(%arg0: !nv_tileaa.ptr<f32>, %arg1: !nv_tileaa.ptr<i32>, %arg2: i1, %arg3: f32, %arg4: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.create_mem_token
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.load %arg0 {sem = "weak"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: %[[RESULT_0:.*]], %[[RESULT_TOKEN_1:.*]] = nv_tileaa.load %arg0 mask(%arg2 : i1) padding(%arg3 : f32) token(%[[V0]]) {scope = "sys", sem = "acquire"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.store %[[RESULT]], %arg0 {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.store %[[RESULT_0]], %arg0 mask(%arg2 : i1) token(%[[V1]]) {scope = "tl_blk", sem = "release"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.join_mem_token %[[RESULT_TOKEN]], %[[RESULT_TOKEN_1]], %[[V2]]
// CHECK-NEXT: %[[RESULT_2:.*]], %[[RESULT_TOKEN_3:.*]] = nv_tileaa.atomic_rmw %arg0, %arg3 {mode = "addf", scope = "device", sem = "relaxed"} : !nv_tileaa.ptr<f32>, f32
// CHECK-NEXT: %[[RESULT_4:.*]], %[[RESULT_TOKEN_5:.*]] = nv_tileaa.atomic_rmw %arg1, %arg4 mask(%arg2 : i1) token(%[[V3]]) {mode = "umax", scope = "sys", sem = "acq_rel"} : !nv_tileaa.ptr<i32>, i32
// CHECK-NEXT: %[[RESULT_6:.*]], %[[RESULT_TOKEN_7:.*]] = nv_tileaa.atomic_cas %arg1, %arg4, %arg4 {scope = "device", sem = "acq_rel"} : !nv_tileaa.ptr<i32>, i32
// CHECK-NEXT: %[[RESULT_8:.*]], %[[RESULT_TOKEN_9:.*]] = nv_tileaa.atomic_cas %arg1, %arg4, %arg4 mask(%arg2 : i1) token(%[[RESULT_TOKEN_7]]) {scope = "device", sem = "acquire"} : !nv_tileaa.ptr<i32>, i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @gather(%arg0: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.view %arg0 : !nv_tileaa.ptr<f32> -> tensor<1x!nv_tileaa.ptr<f32>>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.broadcast %[[V0]] : tensor<1x!nv_tileaa.ptr<f32>> -> tensor<8x!nv_tileaa.ptr<f32>>
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.make_range : tensor<8xi32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.addptr %[[V1]], %[[V2]] : tensor<8x!nv_tileaa.ptr<f32>>, tensor<8xi32>
// CHECK-NEXT: %[[RESULT:.*]], %[[RESULT_TOKEN:.*]] = nv_tileaa.load %[[V3]] {sem = "weak"} : tensor<8x!nv_tileaa.ptr<f32>> -> tensor<8xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @misc(%arg0: i32) attributes {nv_tileaa.kernel} {
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.get_global @table : !nv_tileaa.ptr<i32>
// CHECK-NEXT: %[[V1:.*]] = nv_tileaa.get_program_id 0
// CHECK-NEXT: %[[V2:.*]] = nv_tileaa.get_num_programs 0
// CHECK-NEXT: %[[V3:.*]] = nv_tileaa.get_num_programs 2
// CHECK-NEXT: %[[V4:.*]] = arith.addi %[[V1]], %[[V3]] : i32
// CHECK-NEXT: nv_tileaa.print "block %d of %d\0A", %[[V1]], %[[V2]] : i32, i32
// CHECK-NEXT: %[[V5:.*]] = arith.cmpi slt, %arg0, %[[V4]] : i32
// CHECK-NEXT: nv_tileaa.assert %[[V5]], "x out of range" : i1
// CHECK-NEXT: return

cuda_tile.module @m {
  global @table <i32: [1, 2, 3, 4]> : tile<4xi32>

  // Pointer memory ops keep their optional groups (mask, padding, token) as
  // operandSegmentSizes; ordering and scope become strings.
  entry @pointers(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %c: tile<i1>, %f: tile<f32>, %x: tile<i32>) {
    %tok = make_token : token
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %v1, %t1 = load_ptr_tko acquire sys %p, %c, %f token=%tok : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %s0 = store_ptr_tko weak %p, %v0 : tile<ptr<f32>>, tile<f32> -> token
    %s1 = store_ptr_tko release tl_blk %p, %v1, %c token=%s0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
    %j = join_tokens %t0, %t1, %s1 : token
    %r0, %rt0 = atomic_rmw_tko relaxed device %p, addf, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %r1, %rt1 = atomic_rmw_tko acq_rel sys %q, umax, %x, %c token=%j : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %c0, %ct0 = atomic_cas_tko acq_rel device %q, %x, %x : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c1, %ct1 = atomic_cas_tko acquire device %q, %x, %x, %c token=%ct0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    return
  }

  // Tiles of pointers: offset → addptr on tensors, gathers through them.
  entry @gather(%p: tile<ptr<f32>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %i = iota : tile<8xi32>
    %ps = offset %b, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %t = load_ptr_tko weak %ps : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }

  // Globals, program ids (only the used dimensions), print and assert.
  entry @misc(%x: tile<i32>) {
    %g = get_global @table : tile<ptr<i32>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %s = addi %bx, %nz : tile<i32>
    print "block %d of %d\n", %bx, %nx : tile<i32>, tile<i32>
    %ok = cmpi less_than %x, %s, signed : tile<i32> -> tile<i1>
    assert %ok, "x out of range" : tile<i1>
    return
  }
}
