// Round trip of every nv_tileaa op and type: the custom form re-parses to
// itself, and the generic form re-parses to the same IR. Optional groups
// (token, mask, padding, scope, attributes) are exercised present and absent.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s

module {
  nv_tileaa.global constant @table = dense<[1, 2, 3, 4]> : tensor<4xi32>
  nv_tileaa.global @scratch = dense<0.0> : tensor<8xf32>

  func.func @memory(%p: !nv_tileaa.ptr<f32>, %n: i64, %s: i64, %i: i64, %j: i64) attributes {nv_tileaa.kernel} {
    %m = nv_tileaa.make_memref %p, sizes [%n, %s], strides [%s, %i] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x128xf32>
    %d = nv_tileaa.get_dim_size %m[1] : !nv_tileaa.memref<?x128xf32>
    %t0 = nv_tileaa.create_mem_token
    %x, %t1 = nv_tileaa.tiled_load %m[%i, %j] token(%t0) {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x128xf32> -> tensor<16x128xf32>
    %y, %t2 = nv_tileaa.tiled_load %m[%i, %j] {dim_map = array<i64: 1>, padding = 1.0 : f32, sem = "acquire", scope = "device"} : !nv_tileaa.memref<?x128xf32> -> tensor<32xf32>
    %t3 = nv_tileaa.tiled_store %x, %m[%i, %j] token(%t1) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x128xf32>, !nv_tileaa.memref<?x128xf32>
    %t4 = nv_tileaa.tiled_store %y, %m[%i, %j] {dim_map = array<i64: 0>, sem = "release", scope = "sys"} : tensor<32xf32>, !nv_tileaa.memref<?x128xf32>
    %t5 = nv_tileaa.join_mem_token %t3, %t4, %t2
    %m0 = nv_tileaa.make_memref %p, sizes [], strides [] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32>
    %z, %t6 = nv_tileaa.tiled_load %m0[] {dim_map = array<i64>, sem = "weak"} : !nv_tileaa.memref<f32> -> f32
    return
  }

  func.func @pointers(%p: !nv_tileaa.ptr<f32>, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %o: tensor<16xi32>, %a: i64, %t: !nv_tileaa.mem_token) {
    %s, %t0 = nv_tileaa.load %p {sem = "weak"} : !nv_tileaa.ptr<f32> -> f32
    %l, %t1 = nv_tileaa.load %q mask(%mask : tensor<16xi1>) padding(%v : tensor<16xf32>) token(%t) {sem = "relaxed", scope = "tl_blk"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
    %l2, %t2 = nv_tileaa.load %q token(%t) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
    %t3 = nv_tileaa.store %l, %q mask(%mask : tensor<16xi1>) token(%t1) {sem = "weak"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
    %t4 = nv_tileaa.store %s, %p {sem = "release", scope = "device"} : f32, !nv_tileaa.ptr<f32>
    %old, %t5 = nv_tileaa.atomic_rmw %q, %v mask(%mask : tensor<16xi1>) token(%t3) {mode = "addf", sem = "acq_rel", scope = "device"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
    %ip = nv_tileaa.ptr_cast %q : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i32>>
    %iold, %t6 = nv_tileaa.atomic_rmw %ip, %o {mode = "umax", sem = "relaxed", scope = "sys"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
    %cold, %t7 = nv_tileaa.atomic_cas %ip, %o, %o mask(%mask : tensor<16xi1>) token(%t6) {sem = "acquire", scope = "tl_blk"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
    %q2 = nv_tileaa.addptr %q, %o : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi32>
    %p2 = nv_tileaa.addptr %p, %a : !nv_tileaa.ptr<f32>, i64
    %pi = nv_tileaa.ptr_to_int %p2 : !nv_tileaa.ptr<f32> -> i64
    %pp = nv_tileaa.int_to_ptr %pi : i64 -> !nv_tileaa.ptr<f16>
    %g = nv_tileaa.get_global @table : !nv_tileaa.ptr<i32>
    return
  }

  func.func @tensors(%x: f32, %v: tensor<16xf32>, %w: tensor<1x16xf32>, %m: tensor<4x8xf32>, %i: i32, %c: tensor<16xi1>) {
    %pid = nv_tileaa.get_program_id 0
    %np = nv_tileaa.get_num_programs 2
    %s = nv_tileaa.splat %x : f32 -> tensor<4x8xf32>
    %b = nv_tileaa.broadcast %w : tensor<1x16xf32> -> tensor<8x16xf32>
    %r = nv_tileaa.view %v : tensor<16xf32> -> tensor<2x8xf32>
    %r0 = nv_tileaa.view %x : f32 -> tensor<1xf32>
    %p = nv_tileaa.permute %m [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    %e = nv_tileaa.extract_slice %m[%i, %i] : tensor<4x8xf32> -> tensor<2x4xf32>
    %k = nv_tileaa.cat %m, %m dim = 0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
    %range = nv_tileaa.make_range : tensor<16xi32>
    %sum = nv_tileaa.reduce %v dim = 0 identities = [0.0 : f32] : (tensor<16xf32>) -> f32 {
    ^bb0(%lhs: f32, %rhs: f32):
      %add = arith.addf %lhs, %rhs : f32
      nv_tileaa.yield %add : f32
    }
    %mx:2 = nv_tileaa.reduce %m, %m dim = 1 identities = [0.0 : f32, 0.0 : f32] : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%l0: f32, %r0_: f32, %l1: f32, %r1: f32):
      %a0 = arith.maximumf %l0, %r0_ : f32
      %a1 = arith.minimumf %l1, %r1 : f32
      nv_tileaa.yield %a0, %a1 : f32, f32
    }
    %cum = nv_tileaa.scan %range dim = 0 reverse = true identities = [0 : i32] : (tensor<16xi32>) -> tensor<16xi32> {
    ^bb0(%lhs: i32, %rhs: i32):
      %add = arith.addi %lhs, %rhs : i32
      nv_tileaa.yield %add : i32
    }
    %acc = arith.constant dense<0.0> : tensor<4x4xf32>
    %dot = nv_tileaa.dot %m, %p, %acc : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x4xf32>
    %ai = arith.constant dense<1> : tensor<16x16xi8>
    %ci = arith.constant dense<0> : tensor<16x16xi32>
    %doti = nv_tileaa.dot %ai, %ai, %ci {signedness_a = "signed", signedness_b = "unsigned"} : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32>
    %a8 = arith.constant dense<1.0> : tensor<16x64xf8E4M3FN>
    %b8 = arith.constant dense<1.0> : tensor<64x8xf8E4M3FN>
    %c8 = arith.constant dense<0.0> : tensor<16x8xf32>
    %sa = arith.constant dense<2.0> : tensor<16x2xf8E8M0FNU>
    %sb = arith.constant dense<4.0> : tensor<2x8xf8E8M0FNU>
    %dots = nv_tileaa.dot %a8, %b8, %c8 scales(%sa, %sb : tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>) : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>
    %a4 = arith.constant dense<34> : tensor<16x32xi8>
    %b4 = arith.constant dense<34> : tensor<32x8xi8>
    %sa4 = arith.constant dense<2.0> : tensor<16x4xf8E4M3FN>
    %sb4 = arith.constant dense<4.0> : tensor<4x8xf8E4M3FN>
    %dot4 = nv_tileaa.dot %a4, %b4, %c8 scales(%sa4, %sb4 : tensor<16x4xf8E4M3FN>, tensor<4x8xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<16x32xi8>, tensor<32x8xi8>, tensor<16x8xf32>
    %f8 = nv_tileaa.fp_to_fp %v {rounding = "nearest_even"} : tensor<16xf32> -> tensor<16xf8E4M3FN>
    %tf = nv_tileaa.fp_to_fp %x : f32 -> tf32
    nv_tileaa.print "x = %f, v = %f\n", %x, %v : f32, tensor<16xf32>
    nv_tileaa.print "hello\n"
    nv_tileaa.assert %c, "all lanes" : tensor<16xi1>
    return
  }
}

// CHECK: nv_tileaa.global constant @table = dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK: nv_tileaa.global @scratch = dense<0.000000e+00> : tensor<8xf32>
// CHECK-LABEL: func.func @memory
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.make_memref %{{[a-z0-9_]+}}, sizes[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}], strides[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.get_dim_size %{{[a-z0-9_]+}}[1] : !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.create_mem_token
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.tiled_load %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] token(%{{[a-z0-9_]+}}) {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x128xf32> -> tensor<16x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.tiled_load %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 1>, padding = 1.000000e+00 : f32, scope = "device", sem = "acquire"} : !nv_tileaa.memref<?x128xf32> -> tensor<32xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.tiled_store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] token(%{{[a-z0-9_]+}}) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<16x128xf32>, !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.tiled_store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 0>, scope = "sys", sem = "release"} : tensor<32xf32>, !nv_tileaa.memref<?x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.join_mem_token %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.make_memref %{{[a-z0-9_]+}}, sizes[], strides[] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.tiled_load %{{[a-z0-9_]+}}[] {dim_map = array<i64>, sem = "weak"} : !nv_tileaa.memref<f32> -> f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @pointers
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.load %{{[a-z0-9_]+}} {sem = "weak"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.load %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) padding(%{{[a-z0-9_]+}} : tensor<16xf32>) token(%{{[a-z0-9_]+}}) {scope = "tl_blk", sem = "relaxed"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.load %{{[a-z0-9_]+}} token(%{{[a-z0-9_]+}}) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) token(%{{[a-z0-9_]+}}) {sem = "weak"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {scope = "device", sem = "release"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.atomic_rmw %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) token(%{{[a-z0-9_]+}}) {mode = "addf", scope = "device", sem = "acq_rel"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.ptr_cast %{{[a-z0-9_]+}} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i32>>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.atomic_rmw %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {mode = "umax", scope = "sys", sem = "relaxed"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} = nv_tileaa.atomic_cas %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) token(%{{[a-z0-9_]+}}) {scope = "tl_blk", sem = "acquire"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.addptr %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.addptr %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : !nv_tileaa.ptr<f32>, i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.ptr_to_int %{{[a-z0-9_]+}} : !nv_tileaa.ptr<f32> -> i64
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.int_to_ptr %{{[a-z0-9_]+}} : i64 -> !nv_tileaa.ptr<f16>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.get_global @table : !nv_tileaa.ptr<i32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tensors
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.get_program_id 0
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.get_num_programs 2
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.splat %{{[a-z0-9_]+}} : f32 -> tensor<4x8xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.broadcast %{{[a-z0-9_]+}} : tensor<1x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.view %{{[a-z0-9_]+}} : tensor<16xf32> -> tensor<2x8xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.view %{{[a-z0-9_]+}} : f32 -> tensor<1xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.permute %{{[a-z0-9_]+}} [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.extract_slice %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] : tensor<4x8xf32> -> tensor<2x4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.cat %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} dim = 0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.make_range : tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.reduce %{{[a-z0-9_]+}} dim = 0 identities = [0.000000e+00 : f32] : (tensor<16xf32>) -> f32 {
// CHECK-NEXT: ^bb0(%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32):
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.addf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: nv_tileaa.yield %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: %{{[a-z0-9_]+}}:2 = nv_tileaa.reduce %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} dim = 1 identities = [0.000000e+00 : f32, 0.000000e+00 : f32] : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32):
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.maximumf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.minimumf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: nv_tileaa.yield %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.scan %{{[a-z0-9_]+}} dim = 0 reverse = true identities = [0 : i32] : (tensor<16xi32>) -> tensor<16xi32> {
// CHECK-NEXT: ^bb0(%{{[a-z0-9_]+}}: i32, %{{[a-z0-9_]+}}: i32):
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.addi %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : i32
// CHECK-NEXT: nv_tileaa.yield %{{[a-z0-9_]+}} : i32
// CHECK-NEXT: }
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.dot %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<1> : tensor<16x16xi8>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0> : tensor<16x16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.dot %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {signedness_a = "signed", signedness_b = "unsigned"} : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<1.000000e+00> : tensor<16x64xf8E4M3FN>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<1.000000e+00> : tensor<64x8xf8E4M3FN>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<0.000000e+00> : tensor<16x8xf32>
// CHECK-NEXT: %[[SA:[a-z0-9_]+]] = arith.constant dense<2.000000e+00> : tensor<16x2xf8E8M0FNU>
// CHECK-NEXT: %[[SB:[a-z0-9_]+]] = arith.constant dense<4.000000e+00> : tensor<2x8xf8E8M0FNU>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.dot %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} scales(%[[SA]], %[[SB]] : tensor<16x2xf8E8M0FNU>, tensor<2x8xf8E8M0FNU>) : tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<16x8xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<34> : tensor<16x32xi8>
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant dense<34> : tensor<32x8xi8>
// CHECK-NEXT: %[[SA4:[a-z0-9_]+]] = arith.constant dense<2.000000e+00> : tensor<16x4xf8E4M3FN>
// CHECK-NEXT: %[[SB4:[a-z0-9_]+]] = arith.constant dense<4.000000e+00> : tensor<4x8xf8E4M3FN>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.dot %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} scales(%[[SA4]], %[[SB4]] : tensor<16x4xf8E4M3FN>, tensor<4x8xf8E4M3FN>) {packing = "f4E2M1FN"} : tensor<16x32xi8>, tensor<32x8xi8>, tensor<16x8xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.fp_to_fp %{{[a-z0-9_]+}} {rounding = "nearest_even"} : tensor<16xf32> -> tensor<16xf8E4M3FN>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.fp_to_fp %{{[a-z0-9_]+}} : f32 -> tf32
// CHECK-NEXT: nv_tileaa.print "x = %f, v = %f\0A", %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32, tensor<16xf32>
// CHECK-NEXT: nv_tileaa.print "hello\0A"
// CHECK-NEXT: nv_tileaa.assert %{{[a-z0-9_]+}}, "all lanes" : tensor<16xi1>
// CHECK-NEXT: return
