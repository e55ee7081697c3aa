// nv_tileaa.print → vprintf, as cuTile's ct.printf (printf_debug.py): one
// `%` conversion per operand; a tile prints all its elements as
// `[e0, e1, …]`. Tiles are gathered into a shared buffer of their own by
// the owning threads, and thread 0 prints the whole line. Floats go to
// vprintf as f64, narrow integers as i32, in an alloca'd argument struct.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @printf_debug
// CHECK: %[[BUF2:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(f64, f64)> : (i32) -> !llvm.ptr
// CHECK: %[[BUF:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, f64, f64, f64, f64, f64, f64, f64, f64)> : (i32) -> !llvm.ptr
// CHECK: %[[SB:.*]] = llvm.mlir.addressof @__tileas_smem_printf_debug : !llvm.ptr<3>
// CHECK: %[[BID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %c8_i32 : i32
// CHECK: scf.if %[[OWN]] {
// CHECK:   %[[SP:.*]] = llvm.getelementptr %[[SB]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:   llvm.store %{{.*}}, %[[SP]] : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[T0:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: scf.if %[[T0]] {
// CHECK:   %[[X0:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK:   arith.extf %[[X0]] : f32 to f64
// CHECK:   %[[F:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK:   %[[A0:.*]] = llvm.getelementptr %[[BUF]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, f64, f64, f64, f64, f64, f64, f64)>
// CHECK:   llvm.store %[[BID]], %[[A0]] : i32, !llvm.ptr
// CHECK:   llvm.call @vprintf(%[[F]], %[[BUF]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: }
// CHECK: nvvm.barrier0
// Reductions then a scalar-only print: thread 0, no gather.
// CHECK: %[[T1:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: scf.if %[[T1]] {
// CHECK:   llvm.call @vprintf(%{{.*}}, %[[BUF2]])
// CHECK: }
// CHECK-NEXT: llvm.return


// LLVM-NOT: scf.
// LLVM: llvm.call @vprintf

func.func @printf_debug(%x: !nv_tileaa.ptr<f32>, %n: i32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 64 : i64} {
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %bid = "nv_tileaa.get_program_id"() {dim = 0 : i32} : () -> i32
  %b64 = arith.extsi %bid : i32 to i64
  %org = arith.muli %b64, %c8 : i64
  %n64 = arith.extsi %n : i32 to i64
  %m = "nv_tileaa.make_memref"(%x, %n64, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<?xf32>
  %t = "nv_tileas.tiled_load"(%m, %org) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<?xf32>, i64) -> tensor<8xf32>
  "nv_tileaa.print"(%bid, %t) {format = "tile[%d]:%.5f\n"} : (i32, tensor<8xf32>) -> ()
  %s = "nv_tileaa.reduce"(%t) ({
  ^bb0(%l: f32, %r: f32):
    %a = arith.addf %l, %r : f32
    "nv_tileaa.yield"(%a) : (f32) -> ()
  }) {dim = 0 : i64, identities = [0.0 : f32]} : (tensor<8xf32>) -> f32
  %mx = "nv_tileaa.reduce"(%t) ({
  ^bb0(%l: f32, %r: f32):
    %a = arith.maximumf %l, %r : f32
    "nv_tileaa.yield"(%a) : (f32) -> ()
  }) {dim = 0 : i64, identities = [0xFF800000 : f32]} : (tensor<8xf32>) -> f32
  "nv_tileaa.print"(%s, %mx) {format = "sum=%e max=%f\n"} : (f32, f32) -> ()
  return
}

// Without room in the scratch the tile gets a shared buffer of its own; i16
// elements are passed as i32.
// CHECK-LABEL: llvm.func @print_own_buffer
// CHECK: %[[B:.*]] = llvm.mlir.addressof @__tileas_print_buf_0 : !llvm.ptr<3>
// CHECK: llvm.getelementptr %[[B]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i16
// CHECK: arith.extsi %[[X]] : i16 to i32
// CHECK: llvm.call @vprintf
// CHECK-DAG: llvm.mlir.global internal @__tileas_print_buf_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x i16>
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_printf_format_2("v=[%d, %d, %d, %d] 100%%\0A\00") {addr_space = 1 : i32}
func.func @print_own_buffer(%x: i16) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %t = "nv_tileaa.splat"(%x) : (i16) -> tensor<4xi16>
  "nv_tileaa.print"(%t) {format = "v=%d 100%%\n"} : (tensor<4xi16>) -> ()
  return
}

// Declarations follow the kernels.
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_printf_format_0("tile[%d]:[%.5f, %.5f, %.5f, %.5f, %.5f, %.5f, %.5f, %.5f]\0A\00") {addr_space = 1 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_printf_format_1("sum=%e max=%f\0A\00") {addr_space = 1 : i32}
