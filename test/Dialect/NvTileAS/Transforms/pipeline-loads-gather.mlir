// tileas-pipeline-loads pipelines a loop's gather (a weak nv_tileas.load of a
// tile of pointers: rows through an index, columns k*64 + j) like a tiled
// load: `nv_tileas.async_gather` copies its runs S-1 iterations ahead, with
// the pointers and the mask computed again for that iteration (the body's
// copies of them are erased once the load is a buffer_read). Each thread's
// runs of 8 f16 (16 bytes) are proven consecutive and aligned (16-byte base,
// row stride a multiple of 8 elements, columns from a multiple of 64) and the
// mask `column < K` constant over them (K a multiple of 8). Without that
// fact about K, or with a non-zero padding (cp.async fills zeros), the
// gather stays a synchronous load.
// RUN: tileas-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads))' | FileCheck %s

// CHECK-LABEL: func.func @gather_loop
// CHECK-SAME: nv_tileas.pipeline_bytes = 32768 : i64
// CHECK: nv_tileas.async_wait 0
// CHECK: ^bb2:
// CHECK: %[[IV:.*]] = arith.addi %c0_i32, %{{.*}} : i32
// CHECK-NEXT: %[[P:.*]] = arith.cmpi slt, %[[IV]], %{{.*}} : i32
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[IV]], %c64_i32 : i32
// CHECK: %[[PTRS:.*]] = nv_tileaa.addptr
// CHECK-NEXT: %[[MASK:.*]] = arith.cmpi slt
// CHECK-NEXT: nv_tileas.async_gather %[[PTRS]] mask(%[[MASK]] : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) stage %{{.*}} if %[[P]] {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK-NEXT: nv_tileas.async_commit
// CHECK: ^bb5:
// CHECK: nv_tileas.async_wait 2
// CHECK: %[[AHEAD:.*]] = arith.addi %{{.*}}, %c3_i32{{.*}} : i32
// CHECK: nv_tileas.async_gather %{{.*}} mask(%{{.*}} : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) stage %{{.*}} if %{{.*}} {offset = 0 : i64, stage_bytes = 8192 : i64, width = 8 : i64}
// CHECK-NEXT: nv_tileas.async_commit
// CHECK-NEXT: %[[V:.*]] = nv_tileas.buffer_read stage %{{.*}} {offset = 0 : i64, stage_bytes = 8192 : i64} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
// CHECK-NEXT: arith.extf %[[V]]
// CHECK-NOT: nv_tileas.load
// CHECK: return

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @gather_loop(%base: !nv_tileaa.ptr<f16>, %idx: tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 1, 8, 8, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    return
  }
}

// -----

// K (the mask's bound) without a div_by fact: a run of 8 may be partly in
// bounds, which a cp.async cannot copy.
// CHECK-LABEL: func.func @k_not_aligned
// CHECK-NOT: nv_tileas.pipeline_bytes
// CHECK-NOT: nv_tileas.async_gather
// CHECK: nv_tileas.load
// CHECK-NOT: nv_tileas.async_gather
// CHECK: return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @k_not_aligned(%base: !nv_tileaa.ptr<f16>, %idx: tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 1, 8, 1, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    return
  }
}

// -----

// A padding of ones: cp.async fills masked runs with zeros.
// CHECK-LABEL: func.func @nonzero_padding
// CHECK-NOT: nv_tileas.async_gather
// CHECK: nv_tileas.load
// CHECK-NOT: nv_tileas.async_gather
// CHECK: return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @nonzero_padding(%base: !nv_tileaa.ptr<f16>, %idx: tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 1, 8, 8, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<1.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    return
  }
}

// -----

// The row offsets computed in the body (as cuTile writes them): the ops of
// the gather's pointers and mask that do not depend on the induction
// variable move to the preheader, computed once instead of once per
// iteration (the broadcast of a column of row indices is an exchange through
// shared memory); only the column part is computed again for the later
// iteration.
// CHECK-LABEL: func.func @hoisted
// CHECK: %[[ROWS:.*]] = arith.extsi %arg1 : tensor<64x1xi32
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.broadcast %[[ROWS]]
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[B]], %{{.*}} : tensor<64x64xi64
// CHECK-NEXT: nv_tileas.async_wait 0
// CHECK: arith.addi %[[OFF]], %{{.*}} : tensor<64x64xi64
// CHECK: nv_tileas.async_gather
// CHECK: ^bb5:
// CHECK-NOT: nv_tileaa.broadcast %{{.*}} : tensor<64x1xi64
// CHECK: arith.addi %[[OFF]], %{{.*}} : tensor<64x64xi64
// CHECK: nv_tileas.async_gather
// CHECK-NOT: nv_tileaa.broadcast %{{.*}} : tensor<64x1xi64
// CHECK: return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @hoisted(%base: !nv_tileaa.ptr<f16>, %idx: tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 1, 8, 8, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    return
  }
}

// -----

// A padding of -0.0: zero, but not the zero bits cp.async fills.
// CHECK-LABEL: func.func @negative_zero_padding
// CHECK-NOT: nv_tileas.async_gather
// CHECK: nv_tileas.load
// CHECK-NOT: nv_tileas.async_gather
// CHECK: return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @negative_zero_padding(%base: !nv_tileaa.ptr<f16>, %idx: tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 1, 8, 8, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<-0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    return
  }
}
