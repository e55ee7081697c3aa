// Round trip of every nv_tileas op: the nv_tileaa memory ops without tokens.
// Only `load` has operandSegmentSizes (two optional groups: mask, padding);
// the other ops have at most one optional/variadic group.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: "nv_tileas.tiled_load"(%{{.*}}, %{{.*}}, %{{.*}}) <{dim_map = array<i64: 0, 1>, sem = "weak"}> : (!nv_tileaa.memref<?x?xf32>, i64, i64) -> tensor<16x128xf32>
// GENERIC: "nv_tileas.tiled_store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{dim_map = array<i64: 1, 0>, sem = "weak"}> : (!nv_tileaa.memref<?x?xf32>, tensor<16x128xf32>, i64, i64) -> ()
// GENERIC: "nv_tileas.load"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0>, scope = "sys", sem = "acquire"}> : (!nv_tileaa.ptr<f32>) -> f32
// GENERIC: "nv_tileas.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1>, sem = "weak"}>
// GENERIC: "nv_tileas.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{sem = "weak"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> ()
// GENERIC: "nv_tileas.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{mode = "xchg", scope = "device", sem = "relaxed"}> : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> tensor<16xf32>
// GENERIC: "nv_tileas.atomic_cas"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{scope = "tl_blk", sem = "release"}> : (tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>, tensor<16xi32>, tensor<16xi1>) -> tensor<16xi32>

module {
  func.func @memory(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i64, %q: tensor<16x!nv_tileaa.ptr<f32>>, %mask: tensor<16xi1>, %v: tensor<16xf32>, %o: tensor<16xi32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    %m = nv_tileaa.make_memref %p, sizes [%n, %n], strides [%n, %i] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %x = nv_tileas.tiled_load %m[%i, %i] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
    %y = nv_tileas.tiled_load %m[%i, %i] {dim_map = array<i64: 0>, padding = 0xFF800000 : f32, sem = "relaxed", scope = "tl_blk"} : !nv_tileaa.memref<?x?xf32> -> tensor<64xf32>
    nv_tileas.tiled_store %x, %m[%i, %i] {dim_map = array<i64: 1, 0>, sem = "weak"} : tensor<16x128xf32>, !nv_tileaa.memref<?x?xf32>
    nv_tileas.tiled_store %y, %m[%i, %i] {dim_map = array<i64: 1>, sem = "release", scope = "device"} : tensor<64xf32>, !nv_tileaa.memref<?x?xf32>
    %s = nv_tileas.load %p {sem = "acquire", scope = "sys"} : !nv_tileaa.ptr<f32> -> f32
    %l = nv_tileas.load %q mask(%mask : tensor<16xi1>) padding(%v : tensor<16xf32>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
    %l2 = nv_tileas.load %q padding(%v : tensor<16xf32>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
    nv_tileas.store %l, %q mask(%mask : tensor<16xi1>) {sem = "weak"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
    nv_tileas.store %s, %p {sem = "relaxed", scope = "device"} : f32, !nv_tileaa.ptr<f32>
    %old = nv_tileas.atomic_rmw %q, %v mask(%mask : tensor<16xi1>) {mode = "xchg", sem = "relaxed", scope = "device"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
    %ip = nv_tileaa.ptr_cast %q : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i32>>
    %iold = nv_tileas.atomic_rmw %ip, %o {mode = "add", sem = "acq_rel", scope = "device"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
    %c = nv_tileas.atomic_cas %ip, %o, %o mask(%mask : tensor<16xi1>) {sem = "release", scope = "tl_blk"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
    %c2 = nv_tileas.atomic_cas %ip, %o, %o {sem = "acquire", scope = "sys"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
    return
  }
}

// CHECK-LABEL: func.func @memory
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.make_memref %{{[a-z0-9_]+}}, sizes[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}], strides[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.tiled_load %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<16x128xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.tiled_load %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 0>, padding = 0xFF800000 : f32, scope = "tl_blk", sem = "relaxed"} : !nv_tileaa.memref<?x?xf32> -> tensor<64xf32>
// CHECK-NEXT: nv_tileas.tiled_store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 1, 0>, sem = "weak"} : tensor<16x128xf32>, !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: nv_tileas.tiled_store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] {dim_map = array<i64: 1>, scope = "device", sem = "release"} : tensor<64xf32>, !nv_tileaa.memref<?x?xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.load %{{[a-z0-9_]+}} {scope = "sys", sem = "acquire"} : !nv_tileaa.ptr<f32> -> f32
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.load %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) padding(%{{[a-z0-9_]+}} : tensor<16xf32>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.load %{{[a-z0-9_]+}} padding(%{{[a-z0-9_]+}} : tensor<16xf32>) {sem = "weak"} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK-NEXT: nv_tileas.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) {sem = "weak"} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
// CHECK-NEXT: nv_tileas.store %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {scope = "device", sem = "relaxed"} : f32, !nv_tileaa.ptr<f32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.atomic_rmw %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) {mode = "xchg", scope = "device", sem = "relaxed"} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileaa.ptr_cast %{{[a-z0-9_]+}} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i32>>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.atomic_rmw %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {mode = "add", scope = "device", sem = "acq_rel"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.atomic_cas %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} mask(%{{[a-z0-9_]+}} : tensor<16xi1>) {scope = "tl_blk", sem = "release"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = nv_tileas.atomic_cas %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} {scope = "sys", sem = "acquire"} : tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>
// CHECK-NEXT: return
