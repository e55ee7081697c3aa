// The generic form that conversion passes build (docs/design/lowering-ir.md):
// operand order, operandSegmentSizes and attribute names/kinds of the ops with
// optional or variadic groups. It parses, verifies, prints in custom form and
// prints back to the same generic layout.
// RUN: tileas-opt %s | FileCheck %s
// RUN: tileas-opt %s | tileas-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

"builtin.module"() ({
  // CHECK: nv_tileaa.global constant @g = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  // GENERIC: "nv_tileaa.global"() <{constant, sym_name = "g", value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> ()
  "nv_tileaa.global"() <{sym_name = "g", value = dense<[1.0, 2.0]> : tensor<2xf32>, constant}> : () -> ()
  "func.func"() <{function_type = (!nv_tileaa.ptr<f32>, i64, tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi1>, tensor<16xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%p: !nv_tileaa.ptr<f32>, %n: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>):
    // CHECK: nv_tileaa.make_memref %{{.*}}, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    // GENERIC: "nv_tileaa.make_memref"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 2, 2>}>
    %m = "nv_tileaa.make_memref"(%p, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf32>
    // GENERIC: "nv_tileaa.get_dim_size"(%{{.*}}) <{dim = 0 : i64}>
    %d = "nv_tileaa.get_dim_size"(%m) <{dim = 0 : i64}> : (!nv_tileaa.memref<?x?xf32>) -> i64
    %t0 = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
    // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token(%{{.*}}) {dim_map = array<i64: 0, 1>, padding = 0.000000e+00 : f32, sem = "weak"}
    // GENERIC: "nv_tileaa.tiled_load"(%{{.*}}) <{dim_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 2, 1>, padding = 0.000000e+00 : f32, sem = "weak"}> : (!nv_tileaa.memref<?x?xf32>, i64, i64, !nv_tileaa.mem_token) -> (tensor<16x128xf32>, !nv_tileaa.mem_token)
    %x, %t1 = "nv_tileaa.tiled_load"(%m, %n, %n, %t0) <{dim_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 2, 1>, padding = 0.0 : f32, sem = "weak"}> : (!nv_tileaa.memref<?x?xf32>, i64, i64, !nv_tileaa.mem_token) -> (tensor<16x128xf32>, !nv_tileaa.mem_token)
    // GENERIC: "nv_tileaa.tiled_store"(%{{.*}}) <{dim_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 2, 0>, scope = "device", sem = "release"}> : (!nv_tileaa.memref<?x?xf32>, tensor<16x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    %t2 = "nv_tileaa.tiled_store"(%m, %x, %n, %n) <{dim_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 2, 0>, sem = "release", scope = "device"}> : (!nv_tileaa.memref<?x?xf32>, tensor<16x128xf32>, i64, i64) -> !nv_tileaa.mem_token
    // GENERIC: "nv_tileaa.load"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, sem = "weak"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi1>, tensor<16xf32>, !nv_tileaa.mem_token) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    %l, %t3 = "nv_tileaa.load"(%q, %mask, %v, %t2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, sem = "weak"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi1>, tensor<16xf32>, !nv_tileaa.mem_token) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    // GENERIC: "nv_tileaa.store"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, sem = "weak"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %t4 = "nv_tileaa.store"(%q, %l, %t3) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, sem = "weak"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    // GENERIC: "nv_tileaa.atomic_rmw"(%{{.*}}) <{mode = "addf", operandSegmentSizes = array<i32: 1, 1, 1, 1>, scope = "device", sem = "acq_rel"}>
    %o, %t5 = "nv_tileaa.atomic_rmw"(%q, %v, %mask, %t4) <{mode = "addf", operandSegmentSizes = array<i32: 1, 1, 1, 1>, sem = "acq_rel", scope = "device"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, tensor<16xi1>, !nv_tileaa.mem_token) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    // GENERIC: "nv_tileaa.atomic_cas"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, scope = "sys", sem = "relaxed"}>
    %c, %t6 = "nv_tileaa.atomic_cas"(%q, %v, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, sem = "relaxed", scope = "sys"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, !nv_tileaa.mem_token)
    // GENERIC: "nv_tileaa.join_mem_token"(%{{.*}}, %{{.*}}) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %t7 = "nv_tileaa.join_mem_token"(%t5, %t6) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    // GENERIC: "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    %pid = "nv_tileaa.get_program_id"() <{dim = 1 : i32}> : () -> i32
    // GENERIC: "nv_tileaa.permute"(%{{.*}}) <{permutation = array<i64: 1, 0>}>
    %pm = "nv_tileaa.permute"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<16x128xf32>) -> tensor<128x16xf32>
    // GENERIC: "nv_tileaa.cat"(%{{.*}}, %{{.*}}) <{dim = 0 : i64}>
    %ct = "nv_tileaa.cat"(%v, %v) <{dim = 0 : i64}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
    // GENERIC: "nv_tileaa.scan"(%{{.*}}) <{dim = 0 : i64, identities = [0.000000e+00 : f32], reverse = false}>
    %sc = "nv_tileaa.scan"(%v) <{dim = 0 : i64, reverse = false, identities = [0.0 : f32]}> ({
    ^bb0(%a: f32, %b: f32):
      %s = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "nv_tileaa.yield"(%s) : (f32) -> ()
    }) : (tensor<16xf32>) -> tensor<16xf32>
    // GENERIC: "nv_tileaa.print"(%{{.*}}) <{format = "pid %d\0A"}> : (i32) -> ()
    "nv_tileaa.print"(%pid) <{format = "pid %d\n"}> : (i32) -> ()
    // GENERIC: "nv_tileaa.assert"(%{{.*}}) <{message = "bad mask"}> : (tensor<16xi1>) -> ()
    "nv_tileaa.assert"(%mask) <{message = "bad mask"}> : (tensor<16xi1>) -> ()
    // GENERIC: "nv_tileaa.get_global"() <{name = @g}> : () -> !nv_tileaa.ptr<f32>
    %gp = "nv_tileaa.get_global"() <{name = @g}> : () -> !nv_tileaa.ptr<f32>
    // GENERIC: "nv_tileaa.fp_to_fp"(%{{.*}}) <{rounding = "zero"}> : (tensor<16xf32>) -> tensor<16xf8E5M2>
    %f8 = "nv_tileaa.fp_to_fp"(%v) <{rounding = "zero"}> : (tensor<16xf32>) -> tensor<16xf8E5M2>
    "func.return"() : () -> ()
  }) {nv_tileaa.kernel} : () -> ()
}) : () -> ()
