// Round trip of reduce, scan, get_num_tile_blocks, get_tile_block_id, print
// and assert.
// RUN: tileas-opt %s | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | tileas-opt | FileCheck %s
// RUN: tileas-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @aggregates(
  entry @aggregates(%x: tile<i32>) {
    %t = constant <i32: 0> : tile<16x128xi32>
    %f = constant <f32: 0.0> : tile<16x128xf32>

    // CHECK: %reduce = reduce %{{.*}} dim=1 identities=[0 : i32] : tile<16x128xi32> -> tile<16xi32>{{ ?}}
    // CHECK-NEXT: (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    // CHECK-NEXT: %[[S:.*]] = addi %reduce_lhs, %reduce_rhs : tile<i32>
    // CHECK-NEXT: yield %[[S]] : tile<i32>
    // CHECK-NEXT: }
    // GENERIC: "cuda_tile.reduce"(%{{.*}}) <{dim = 1 : i32, identities = [0 : i32]}> ({
    // GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<i32>):
    %r = reduce %t dim=1 identities=[0 : i32] : tile<16x128xi32> -> tile<16xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %s = addi %a, %b : tile<i32>
      yield %s : tile<i32>
    }

    // Two operands: block arguments are numbered per operand.
    // CHECK: %reduce_0:2 = reduce %{{.*}}, %{{.*}} dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<128xf32>, tile<128xi32>
    // CHECK-NEXT: (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    // CHECK-NEXT: yield %reduce_lhs0, %reduce_lhs1 : tile<f32>, tile<i32>
    %r2:2 = reduce %f, %t dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<128xf32>, tile<128xi32>
    (%a0: tile<f32>, %b0: tile<f32>, %a1: tile<i32>, %b1: tile<i32>) {
      yield %a0, %a1 : tile<f32>, tile<i32>
    }

    // CHECK: %{{.*}} = scan %{{.*}} dim=1 reverse=false identities=[0 : i32] : tile<16x128xi32> -> tile<16x128xi32>
    // CHECK-NEXT: (%[[A:.*]]: tile<i32>, %[[B:.*]]: tile<i32>) {
    // CHECK-NEXT: %[[S:.*]] = addi %[[A]], %[[B]] : tile<i32>
    // CHECK-NEXT: yield %[[S]] : tile<i32>
    // GENERIC: "cuda_tile.scan"(%{{.*}}) <{dim = 1 : i32, identities = [0 : i32], reverse = false}>
    %s = scan %t dim=1 reverse=false identities=[0 : i32] : tile<16x128xi32> -> tile<16x128xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %s = addi %a, %b : tile<i32>
      yield %s : tile<i32>
    }
    // CHECK: scan %{{.*}} dim=0 reverse=true identities=[-0.000000e+00 : f32] : tile<16x128xf32> -> tile<16x128xf32>
    %s2 = scan %f dim=0 reverse=true identities=[-0.0 : f32] : tile<16x128xf32> -> tile<16x128xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
    return
  }

  // CHECK-LABEL: entry @misc(
  entry @misc(%x: tile<i32>, %f: tile<f32>, %c: tile<i1>) {
    // CHECK: %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    // GENERIC: "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // CHECK: %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: print "hello\0A"
    // CHECK-NOT: :
    // GENERIC: "cuda_tile.print"() <{str = "hello\0A"}> : () -> ()
    print "hello\n"
    // CHECK: print "x=%d f=%f 100%%", %blockId_x, %{{.*}} : tile<i32>, tile<f32>
    print "x=%d f=%f 100%%", %bx, %f : tile<i32>, tile<f32>
    // CHECK: assert %{{.*}}, "cond tile has a False element" : tile<i1>
    assert %c, "cond tile has a False element" : tile<i1>
    %m = constant <i1: [true, false]> : tile<2xi1>
    // CHECK: assert %{{.*}}, "" : tile<2xi1>
    assert %m, "" : tile<2xi1>
    return
  }
}
