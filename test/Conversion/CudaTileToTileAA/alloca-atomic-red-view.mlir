// alloca and atomic_red_view_tko (13.3) -> nv_tileaa:
// - atomic_red_view_tko is nv_tileaa.atomic_rmw through the tile's pointers
//   (base + sum over dimensions of (index * tile + range) * stride), masked by
//   `position < size` (unsigned) on every dimension not marked inbounds, with
//   the op's mode, ordering and scope; its old values are unused;
// - alloca is nv_tileaa.alloca of num_elem * element bytes, and each block
//   frees its allocas (newest first) before its terminator: a yield its own,
//   continue/break the loop body's, return all.
// RUN: tileas-opt %S/../../tileiras/Inputs/alloca-atomic-red-view.mlir -convert-cuda-tile-to-tileaa | FileCheck %s
// RUN: tileas-opt %s -convert-cuda-tile-to-tileaa | FileCheck %s --check-prefix=LOOP

// CHECK-LABEL: func.func @red_k
// CHECK: %[[M:.*]] = nv_tileaa.make_memref %arg0, sizes[%arg2, %[[C128:.*]]], strides
// CHECK: %[[R:.*]] = nv_tileaa.make_range : tensor<16xi32>
// CHECK: %[[RV:.*]] = nv_tileaa.view %[[R]] : tensor<16xi32> -> tensor<16x1xi32>
// CHECK: %[[RB:.*]] = nv_tileaa.broadcast %[[RV]] : tensor<16x1xi32> -> tensor<16x64xi32>
// CHECK: %[[RE:.*]] = arith.extsi %[[RB]] : tensor<16x64xi32> to tensor<16x64xi64>
// CHECK: %[[ROW:.*]] = arith.addi %[[RE]], %{{.*}} : tensor<16x64xi64>
// CHECK: arith.muli %[[ROW]], %{{.*}} : tensor<16x64xi64>
// CHECK: %[[N:.*]] = nv_tileaa.splat %arg2 : i64 -> tensor<16x64xi64>
// CHECK: arith.cmpi ult, %[[ROW]], %[[N]] : tensor<16x64xi64>
// CHECK: nv_tileaa.make_range : tensor<64xi32>
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : tensor<16x64xi64>
// CHECK: %[[MASK:.*]] = arith.andi %{{.*}}, %{{.*}} : tensor<16x64xi1>
// CHECK: %[[B:.*]] = nv_tileaa.view %arg0 : !nv_tileaa.ptr<f32> -> tensor<1x1x!nv_tileaa.ptr<f32>>
// CHECK: %[[BB:.*]] = nv_tileaa.broadcast %[[B]]
// CHECK: %[[P:.*]] = nv_tileaa.addptr %[[BB]], %{{.*}} : tensor<16x64x!nv_tileaa.ptr<f32>>, tensor<16x64xi64>
// CHECK: nv_tileaa.atomic_rmw %[[P]], %{{.*}} mask(%[[MASK]] : tensor<16x64xi1>) {mode = "addf", scope = "device", sem = "relaxed"}
// CHECK: nv_tileaa.atomic_rmw %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<128xi1>) {mode = "max", scope = "tl_blk", sem = "relaxed"}

// `inbounds = [true]`: no mask.
// CHECK-LABEL: func.func @red_inbounds
// CHECK-NOT: arith.cmpi
// CHECK: nv_tileaa.atomic_rmw %{{.*}}, %{{.*}} {mode = "add", scope = "device", sem = "relaxed"}

// CHECK-LABEL: func.func @alloca_k
// CHECK: %[[A:.*]] = nv_tileaa.alloca 512, alignment 128 : <f32>
// CHECK: nv_tileaa.free %[[A]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @alloca_g
// CHECK: %[[G:.*]] = nv_tileaa.alloca 1024, alignment 16 : <f32>
// CHECK: nv_tileaa.free %[[G]]
// CHECK-NEXT: return

// LOOP-LABEL: func.func @loop_k
// LOOP: %[[A:.*]] = nv_tileaa.alloca 32, alignment 16 : <i64>
// LOOP: ^bb1:
// LOOP-NEXT: %[[B:.*]] = nv_tileaa.alloca 8, alignment 8 : <i8>
// LOOP: ^bb2:
// LOOP-NEXT: %[[C:.*]] = nv_tileaa.alloca 2, alignment 4 : <i1>
// LOOP-NEXT: %[[D:.*]] = nv_tileaa.alloca 4, alignment 4 : <i8>
// LOOP-NEXT: nv_tileaa.free %[[D]]
// LOOP-NEXT: nv_tileaa.free %[[C]]
// LOOP-NEXT: nv_tileaa.free %[[B]]
// LOOP-NEXT: cf.br ^bb4
// LOOP: ^bb3:
// LOOP-NEXT: nv_tileaa.free %[[B]]
// LOOP-NEXT: cf.br ^bb1
// LOOP: ^bb4:
// LOOP-NEXT: nv_tileaa.free %[[A]]
// LOOP-NEXT: return
cuda_tile.module @m version "13.5" {
  entry @loop_k(%c: tile<i1>) {
    %a = alloca num_elem = 4, alignment = 16 : tile<ptr<i64>>
    loop {
      %b = alloca num_elem = 8, alignment = 8 global : tile<ptr<i8>>
      if %c {
        %d = alloca num_elem = 2, alignment = 4 : tile<ptr<i1>>
        %e = alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
        break
      }
      continue
    }
    return
  }
}
