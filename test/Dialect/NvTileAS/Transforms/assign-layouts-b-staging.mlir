// tileas-assign-layouts gives the B tile of a warpgroup MMA that reads it
// K-major only (8-bit and tf32 atoms at sm_90), and that TMA copies N-major
// for the threads to read and stage transposed, the layout with the fewest
// modeled shared-memory wavefronts (tileas_layout::transpose_staging):
// int8 64x128 on 256 threads keeps 16 columns of two rows a thread (one
// 16-byte read per row, two-byte K-major stores), lanes along K; tf32 32x128
// keeps 16 columns of one row, lanes along K. The blocked default stays where
// the tile is not staged so: at sm_100 (tcgen05 reads 8-bit B N-major in
// place) and for a load that allow_tma = false keeps off TMA. At sm_120 the
// mma.sync staging stores B transposed (N rows of K, 128-byte swizzle) for
// ldmatrix: there the cheapest layout keeps 2 columns of 16 rows a thread
// (2-byte stage reads, one 16-byte store per column) instead of row quads.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas='num-threads=256' -tileas-assign-layouts | FileCheck %s
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas='num-threads=256' -tileas-assign-layouts -tileas-pipeline-loads -convert-tileas-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @int8
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<128x64xi8, #nv_tileas.tv<(256):(16), (16, 2):(1, 4096)>>
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x128xi8, #nv_tileas.tv<(32, 8):(256, 16), (16, 2):(1, 128)>>

// The K loop reads B's two rows from the ring stage (16 bytes each) and
// stages them as 16 pairs of K values.
// LLVM-LABEL: llvm.func @int8
// LLVM-COUNT-2: llvm.load {{.*}} : !llvm.ptr<3> -> vector<16xi8>
// LLVM-NOT: llvm.store {{.*}} : i8, !llvm.ptr<3>
// LLVM-COUNT-16: llvm.store {{.*}} {alignment = 2 : i64} : vector<2xi8>, !llvm.ptr<3>
// LLVM-NOT: llvm.store {{.*}} : vector<2xi8>, !llvm.ptr<3>
// LLVM: llvm.func @tf32

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @int8(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>, %m: i64, %n: i64, %k: i64, %nk: i32) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c0 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32>
    %ma = nv_tileaa.make_memref %pa, sizes[%m, %k], strides[%k, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mb = nv_tileaa.make_memref %pb, sizes[%k, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mc = nv_tileaa.make_memref %pc, sizes[%m, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?x?xi32>
    %tok = nv_tileaa.create_mem_token
    cf.br ^loop(%c0_i32, %zero : i32, tensor<128x128xi32>)
  ^loop(%i: i32, %acc: tensor<128x128xi32>):
    %more = arith.cmpi slt, %i, %nk : i32
    cf.cond_br %more, ^body, ^done(%acc : tensor<128x128xi32>)
  ^body:
    %i64 = arith.extsi %i : i32 to i64
    %kk = arith.muli %i64, %c64 : i64
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %kk] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<128x64xi8>
    %b, %tb = nv_tileaa.tiled_load %mb[%kk, %c0] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x128xi8>
    %d = nv_tileaa.dot %a, %b, %acc {signedness_a = "signed", signedness_b = "signed"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xi32>
    %next = arith.addi %i, %c1_i32 : i32
    cf.br ^loop(%next, %d : i32, tensor<128x128xi32>)
  ^done(%r: tensor<128x128xi32>):
    %ts = nv_tileaa.tiled_store %r, %mc[%c0, %c0] token(%tok) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xi32>, !nv_tileaa.memref<?x?xi32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @tf32
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<128x32xf32, #nv_tileas.tv<(256):(4), (4, 4):(1, 1024)>>
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<32x128xf32, #nv_tileas.tv<(32, 8):(128, 16), (16):(1)>>

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @tf32(%pa: !nv_tileaa.ptr<f32>, %pb: !nv_tileaa.ptr<f32>, %pc: !nv_tileaa.ptr<f32>, %m: i64, %n: i64, %k: i64, %nk: i32) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c32 = arith.constant 32 : i64
    %c0 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %ma = nv_tileaa.make_memref %pa, sizes[%m, %k], strides[%k, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mb = nv_tileaa.make_memref %pb, sizes[%k, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %mc = nv_tileaa.make_memref %pc, sizes[%m, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<?x?xf32>
    %tok = nv_tileaa.create_mem_token
    cf.br ^loop(%c0_i32, %zero : i32, tensor<128x128xf32>)
  ^loop(%i: i32, %acc: tensor<128x128xf32>):
    %more = arith.cmpi slt, %i, %nk : i32
    cf.cond_br %more, ^body, ^done(%acc : tensor<128x128xf32>)
  ^body:
    %i64 = arith.extsi %i : i32 to i64
    %kk = arith.muli %i64, %c32 : i64
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %kk] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0.000000e+00 : f32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<128x32xf32>
    %at = nv_tileaa.fp_to_fp %a : tensor<128x32xf32> -> tensor<128x32xtf32>
    %b, %tb = nv_tileaa.tiled_load %mb[%kk, %c0] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0.000000e+00 : f32, sem = "weak"} : !nv_tileaa.memref<?x?xf32> -> tensor<32x128xf32>
    %bt = nv_tileaa.fp_to_fp %b : tensor<32x128xf32> -> tensor<32x128xtf32>
    %d = nv_tileaa.dot %at, %bt, %acc : tensor<128x32xtf32>, tensor<32x128xtf32>, tensor<128x128xf32>
    %next = arith.addi %i, %c1_i32 : i32
    cf.br ^loop(%next, %d : i32, tensor<128x128xf32>)
  ^done(%r: tensor<128x128xf32>):
    %ts = nv_tileaa.tiled_store %r, %mc[%c0, %c0] token(%tok) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xf32>, !nv_tileaa.memref<?x?xf32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @int8_sm100
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x128xi8, #nv_tileas.tv<(256):(16), (16, 2):(1, 4096)>>

module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @int8_sm100(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>, %m: i64, %n: i64, %k: i64, %nk: i32) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c0 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32>
    %ma = nv_tileaa.make_memref %pa, sizes[%m, %k], strides[%k, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mb = nv_tileaa.make_memref %pb, sizes[%k, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mc = nv_tileaa.make_memref %pc, sizes[%m, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?x?xi32>
    %tok = nv_tileaa.create_mem_token
    cf.br ^loop(%c0_i32, %zero : i32, tensor<128x128xi32>)
  ^loop(%i: i32, %acc: tensor<128x128xi32>):
    %more = arith.cmpi slt, %i, %nk : i32
    cf.cond_br %more, ^body, ^done(%acc : tensor<128x128xi32>)
  ^body:
    %i64 = arith.extsi %i : i32 to i64
    %kk = arith.muli %i64, %c64 : i64
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %kk] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<128x64xi8>
    %b, %tb = nv_tileaa.tiled_load %mb[%kk, %c0] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x128xi8>
    %d = nv_tileaa.dot %a, %b, %acc {signedness_a = "signed", signedness_b = "signed"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xi32>
    %next = arith.addi %i, %c1_i32 : i32
    cf.br ^loop(%next, %d : i32, tensor<128x128xi32>)
  ^done(%r: tensor<128x128xi32>):
    %ts = nv_tileaa.tiled_store %r, %mc[%c0, %c0] token(%tok) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xi32>, !nv_tileaa.memref<?x?xi32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @int8_no_tma
// CHECK: nv_tileas.tiled_load {{.*}} nv_tileaa.no_tma{{.*}} -> tensor<64x128xi8, #nv_tileas.tv<(256):(16), (16, 2):(1, 4096)>>

module attributes {nv_tileas.compute_capability = 90 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @int8_no_tma(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>, %m: i64, %n: i64, %k: i64, %nk: i32) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c0 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32>
    %ma = nv_tileaa.make_memref %pa, sizes[%m, %k], strides[%k, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mb = nv_tileaa.make_memref %pb, sizes[%k, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mc = nv_tileaa.make_memref %pc, sizes[%m, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?x?xi32>
    %tok = nv_tileaa.create_mem_token
    cf.br ^loop(%c0_i32, %zero : i32, tensor<128x128xi32>)
  ^loop(%i: i32, %acc: tensor<128x128xi32>):
    %more = arith.cmpi slt, %i, %nk : i32
    cf.cond_br %more, ^body, ^done(%acc : tensor<128x128xi32>)
  ^body:
    %i64 = arith.extsi %i : i32 to i64
    %kk = arith.muli %i64, %c64 : i64
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %kk] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<128x64xi8>
    %b, %tb = nv_tileaa.tiled_load %mb[%kk, %c0] token(%tok) {dim_map = array<i64: 0, 1>, nv_tileaa.no_tma, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x128xi8>
    %d = nv_tileaa.dot %a, %b, %acc {signedness_a = "signed", signedness_b = "signed"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xi32>
    %next = arith.addi %i, %c1_i32 : i32
    cf.br ^loop(%next, %d : i32, tensor<128x128xi32>)
  ^done(%r: tensor<128x128xi32>):
    %ts = nv_tileaa.tiled_store %r, %mc[%c0, %c0] token(%tok) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xi32>, !nv_tileaa.memref<?x?xi32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @int8_sm120
// CHECK: nv_tileas.tiled_load {{.*}} -> tensor<64x128xi8, #nv_tileas.tv<(64, 4):(2, 2048), (2, 16):(1, 128)>>
// LLVM-LABEL: llvm.func @int8_sm120
// LLVM-COUNT-16: llvm.load {{.*}} : !llvm.ptr<3> -> vector<2xi8>
// LLVM-COUNT-2: llvm.store {{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
module attributes {nv_tileas.compute_capability = 120 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @int8_sm120(%pa: !nv_tileaa.ptr<i8>, %pb: !nv_tileaa.ptr<i8>, %pc: !nv_tileaa.ptr<i32>, %m: i64, %n: i64, %k: i64, %nk: i32) attributes {nv_tileaa.kernel} {
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %c0 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32>
    %ma = nv_tileaa.make_memref %pa, sizes[%m, %k], strides[%k, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mb = nv_tileaa.make_memref %pb, sizes[%k, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<?x?xi8>
    %mc = nv_tileaa.make_memref %pc, sizes[%m, %n], strides[%n, %c1] {base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<?x?xi32>
    %tok = nv_tileaa.create_mem_token
    cf.br ^loop(%c0_i32, %zero : i32, tensor<128x128xi32>)
  ^loop(%i: i32, %acc: tensor<128x128xi32>):
    %more = arith.cmpi slt, %i, %nk : i32
    cf.cond_br %more, ^body, ^done(%acc : tensor<128x128xi32>)
  ^body:
    %i64 = arith.extsi %i : i32 to i64
    %kk = arith.muli %i64, %c64 : i64
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %kk] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<128x64xi8>
    %b, %tb = nv_tileaa.tiled_load %mb[%kk, %c0] token(%tok) {dim_map = array<i64: 0, 1>, padding = 0 : i8, sem = "weak"} : !nv_tileaa.memref<?x?xi8> -> tensor<64x128xi8>
    %d = nv_tileaa.dot %a, %b, %acc {signedness_a = "signed", signedness_b = "signed"} : tensor<128x64xi8>, tensor<64x128xi8>, tensor<128x128xi32>
    %next = arith.addi %i, %c1_i32 : i32
    cf.br ^loop(%next, %d : i32, tensor<128x128xi32>)
  ^done(%r: tensor<128x128xi32>):
    %ts = nv_tileaa.tiled_store %r, %mc[%c0, %c0] token(%tok) {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<128x128xi32>, !nv_tileaa.memref<?x?xi32>
    return
  }
}
