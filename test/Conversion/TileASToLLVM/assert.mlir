// nv_tileaa.assert → CUDA's __assertfail(message, file, line, function, 1)
// when an owned element of the condition is false (scalars: thread 0). For a
// tile, each false element is first reported with vprintf in NVIDIA's form
// `file:line: tile block: [x, y, z], position: [i, …]: message`.
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm | FileCheck %s
// RUN: tileas-opt --allow-unregistered-dialect %s -convert-tileas-to-llvm -convert-scf-to-cf -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// 256 elements over 128 threads: both slots are owned; failed = !c0 | !c1.
// CHECK-LABEL: llvm.func @assert_bounds
// CHECK: %[[N0:.*]] = arith.xori %{{.*}}, %true{{.*}} : i1
// CHECK: scf.if %[[N0]] {
// CHECK:   %[[BX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK:   nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK:   nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK:   %[[POS:.*]] = arith.andi %{{.*}}, %c255_i32{{.*}} : i32
// CHECK:   llvm.mlir.addressof @__tileas_printf_format_0
// CHECK:   llvm.store %[[BX]]
// CHECK:   llvm.store %[[POS]]
// CHECK:   llvm.call @vprintf
// CHECK: }
// CHECK: %[[N1:.*]] = arith.xori %{{.*}}, %true{{.*}} : i1
// CHECK: scf.if %[[N1]] {
// CHECK:   llvm.call @vprintf
// CHECK: }
// CHECK: %[[F:.*]] = arith.ori %[[N0]], %[[N1]] : i1
// CHECK: scf.if %[[F]] {
// CHECK:   %[[MSG:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK:   %[[FILE:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK:   %[[FN:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK:   %[[LINE:.*]] = arith.constant 10 : i32
// CHECK:   %[[ONE:.*]] = arith.constant 1 : i64
// CHECK:   llvm.call @__assertfail(%[[MSG]], %[[FILE]], %[[LINE]], %[[FN]], %[[ONE]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
// CHECK: }
// A scalar condition: only thread 0 reports.
// CHECK: %[[NS:.*]] = arith.xori %arg1, %true{{.*}} : i1
// CHECK: %[[T0:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: %[[FS:.*]] = arith.andi %[[NS]], %[[T0]] : i1
// CHECK: scf.if %[[FS]] {
// CHECK:   llvm.call @__assertfail

// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_printf_format_0("kernels/assert_bounds.py:10: tile block: [%d, %d, %d], position: [%d]: cond tile has a False element\0A\00") {addr_space = 1 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_assert_message_0("cond tile has a False element\00") {addr_space = 1 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_assert_file_0("kernels/assert_bounds.py\00") {addr_space = 1 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_assert_function_0("assert_bounds\00") {addr_space = 1 : i32}
// CHECK-NOT: @__tileas_assert_function_1
// CHECK-DAG: llvm.mlir.global internal constant @__tileas_assert_message_1("assertion failed\00") {addr_space = 1 : i32}

// LLVM-NOT: scf.
// LLVM: llvm.call @__assertfail

func.func @assert_bounds(%x: !nv_tileaa.ptr<f32>, %flag: i1) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %c1 = arith.constant 1 : i64
  %c256 = arith.constant 256 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%x, %c256, %c1) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<f32>, i64, i64) -> !nv_tileaa.memref<256xf32>
  %t = "nv_tileas.tiled_load"(%m, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<256xf32>, i64) -> tensor<256xf32>
  %lim = arith.constant dense<1000.0> : tensor<256xf32>
  %c = arith.cmpf ole, %t, %lim : tensor<256xf32>
  "nv_tileaa.assert"(%c) {message = "cond tile has a False element"} : (tensor<256xi1>) -> () loc("kernels/assert_bounds.py":10:4)
  "nv_tileaa.assert"(%flag) {message = ""} : (i1) -> ()
  return
}
