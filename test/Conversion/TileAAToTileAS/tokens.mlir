// Serial schedule: memory ops become their token-free nv_tileas forms,
// create/join_mem_token disappear, token block arguments and branch operands are
// dropped; kernels get nv_tileas.num_threads / nv_tileas.smem_bytes. A
// tiled_load whose token is fresh (create_mem_token) is ordered after no
// memory op: it gets nv_tileas.unordered (tileas-pipeline-loads may start it
// before earlier stores); one ordered after a store does not. A write ordered
// by a token gets an nv_tileaa.barrier (bar.sync) before it when the token
// carries a read, and after it when its token orders a later access: the
// threads that make the two accesses to one address differ.
// RUN: tileas-opt %s -convert-tileaa-to-tileas | FileCheck %s

// CHECK-LABEL: func.func @memory(%arg0: !nv_tileaa.ptr<f32>, %arg1: !nv_tileaa.ptr<i32>, %arg2: i1, %arg3: f32, %arg4: i32, %arg5: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
// CHECK-NEXT: %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[V0:.*]] = nv_tileaa.make_memref %arg0, sizes[%arg5], strides[%[[C1_I64]]] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?xf32>
// CHECK-NEXT: %[[V1:.*]] = nv_tileas.tiled_load %[[V0]][%arg5] {dim_map = array<i64: 0>, nv_tileas.unordered, padding = 0.000000e+00 : f32, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[V2:.*]] = arith.addf %[[V1]], %[[V1]] : tensor<16xf32>
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: nv_tileas.tiled_store %[[V2]], %[[V0]][%arg5] {dim_map = array<i64: 0>, scope = "device", sem = "release"} : tensor<16xf32>, !nv_tileaa.memref<?xf32>
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: nv_tileas.tiled_load %[[V0]][%arg5] {dim_map = array<i64: 0>, sem = "weak"} : !nv_tileaa.memref<?xf32> -> tensor<16xf32>
// CHECK-NEXT: %[[V3:.*]] = nv_tileas.load %arg0 mask(%arg2 : i1) padding(%arg3 : f32) {scope = "sys", sem = "acquire"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: %[[V4:.*]] = nv_tileas.load %arg0 {sem = "weak"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: nv_tileas.store %[[V3]], %arg0 mask(%arg2 : i1) {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: %[[V5:.*]] = nv_tileas.atomic_rmw %arg1, %arg4 mask(%arg2 : i1) {mode = "add", scope = "device", sem = "relaxed"} : !nv_tileaa.ptr<i32>, i32
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: %[[V6:.*]] = nv_tileas.atomic_cas %arg1, %[[V5]], %arg4 {scope = "tl_blk", sem = "acq_rel"} : !nv_tileaa.ptr<i32>, i32
// CHECK-NEXT: %[[V7:.*]] = arith.addi %[[V5]], %[[V6]] : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: !nv_tileaa.ptr<f32>, %arg2: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]], %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%[[V0:.*]]: i32, %[[V1:.*]]: f32):
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi slt, %[[V0]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %[[V2]], ^bb2(%[[V1]] : f32), ^bb3(%[[V1]] : f32)
// CHECK-NEXT: ^bb2(%[[V3:.*]]: f32):
// CHECK-NEXT: nv_tileas.store %[[V3]], %arg1 {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: nv_tileaa.barrier
// CHECK-NEXT: %[[V4:.*]] = arith.addf %[[V3]], %arg2 : f32
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[V0]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V5]], %[[V4]] : i32, f32)
// CHECK-NEXT: ^bb3(%[[V6:.*]]: f32):
// CHECK-NEXT: nv_tileas.store %[[V6]], %arg1 {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @helper(%arg0: !nv_tileaa.ptr<f32>, %arg1: f32) {
// CHECK-NEXT: nv_tileas.store %arg1, %arg0 {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: return

module {
  // Memory ops lose their token operand and result; create/join_mem_token
  // disappear; everything else is unchanged.
  func.func @memory(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<i32>, %c: i1, %f: f32, %x: i32, %n: i64) attributes {nv_tileaa.kernel} {
    %t = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
    %one = arith.constant 1 : i64
    %m = "nv_tileaa.make_memref"(%p, %n, %one) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
    %v, %t1 = "nv_tileaa.tiled_load"(%m, %n, %t) <{dim_map = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 1>, padding = 0.0 : f32, sem = "weak"}> : (!nv_tileaa.memref<?xf32>, i64, !nv_tileaa.mem_token) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    %w = arith.addf %v, %v : tensor<16xf32>
    %t2 = "nv_tileaa.tiled_store"(%m, %w, %n, %t1) <{dim_map = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, scope = "device", sem = "release"}> : (!nv_tileaa.memref<?xf32>, tensor<16xf32>, i64, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %v2, %t2b = "nv_tileaa.tiled_load"(%m, %n, %t2) <{dim_map = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 1>, sem = "weak"}> : (!nv_tileaa.memref<?xf32>, i64, !nv_tileaa.mem_token) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    %l, %t3 = "nv_tileaa.load"(%p, %c, %f, %t2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, scope = "sys", sem = "acquire"}> : (!nv_tileaa.ptr<f32>, i1, f32, !nv_tileaa.mem_token) -> (f32, !nv_tileaa.mem_token)
    %l2, %t4 = "nv_tileaa.load"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, sem = "weak"}> : (!nv_tileaa.ptr<f32>) -> (f32, !nv_tileaa.mem_token)
    %j = "nv_tileaa.join_mem_token"(%t3, %t4) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %t5 = "nv_tileaa.store"(%p, %l, %c, %j) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, sem = "weak"}> : (!nv_tileaa.ptr<f32>, f32, i1, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %r, %t6 = "nv_tileaa.atomic_rmw"(%q, %x, %c, %t5) <{mode = "add", operandSegmentSizes = array<i32: 1, 1, 1, 1>, scope = "device", sem = "relaxed"}> : (!nv_tileaa.ptr<i32>, i32, i1, !nv_tileaa.mem_token) -> (i32, !nv_tileaa.mem_token)
    %s, %t7 = "nv_tileaa.atomic_cas"(%q, %r, %x, %t6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, scope = "tl_blk", sem = "acq_rel"}> : (!nv_tileaa.ptr<i32>, i32, i32, !nv_tileaa.mem_token) -> (i32, !nv_tileaa.mem_token)
    %u = arith.addi %r, %s : i32
    return
  }

  // Token block arguments and branch operands are dropped; the other
  // arguments keep their order.
  func.func @loop(%n: i32, %p: !nv_tileaa.ptr<f32>, %f: f32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t0 = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
    cf.br ^header(%c0, %f, %t0 : i32, f32, !nv_tileaa.mem_token)
  ^header(%i: i32, %acc: f32, %t: !nv_tileaa.mem_token):
    %go = arith.cmpi slt, %i, %n : i32
    cf.cond_br %go, ^body(%t, %acc : !nv_tileaa.mem_token, f32), ^exit(%t, %acc : !nv_tileaa.mem_token, f32)
  ^body(%tb: !nv_tileaa.mem_token, %ab: f32):
    %t1 = "nv_tileaa.store"(%p, %ab, %tb) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, sem = "weak"}> : (!nv_tileaa.ptr<f32>, f32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %a2 = arith.addf %ab, %f : f32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^header(%i2, %a2, %t1 : i32, f32, !nv_tileaa.mem_token)
  ^exit(%te: !nv_tileaa.mem_token, %ae: f32):
    %t2 = "nv_tileaa.store"(%p, %ae, %te) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, sem = "weak"}> : (!nv_tileaa.ptr<f32>, f32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    return
  }

  // Not a kernel: tokens are dropped, no nv_tileas attributes.
  func.func @helper(%p: !nv_tileaa.ptr<f32>, %f: f32) {
    %t = "nv_tileaa.store"(%p, %f) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, sem = "weak"}> : (!nv_tileaa.ptr<f32>, f32) -> !nv_tileaa.mem_token
    return
  }
}
