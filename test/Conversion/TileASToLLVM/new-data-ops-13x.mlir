// convert-tileas-to-llvm of the nv_tileaa ops of cuda_tile 13.3/13.4:
// - grid_dep_control: griddepcontrol.wait then a CTA barrier, a barrier then
//   griddepcontrol.launch_dependents on sm_90+ (as NVIDIA's tileiras), nothing
//   below sm_90 (nor without a compute capability, which means sm_80);
// - fence_alias: fence.proxy.alias then a barrier (sm_70+);
// - bitcast (pack/unpack): the source stored at its elements' byte offsets in the
//   scratch, each result element loaded from its own;
// - insert_slice: the source through the scratch, each result slot inside the
//   block reads it (index clamped to 0 outside), the others keep the destination;
// - fptosi/fptoui with nv_tileaa.saturate (ftoi saturating): llvm.fpto[su]i.sat.
// RUN: tileas-opt --split-input-file %s -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @gdc
// The barriers after the wait and before launch_dependents meet: one stays
// (barriers.rs drops a barrier that repeats the one before it).
// CHECK: llvm.call_intrinsic "llvm.nvvm.griddepcontrol.wait"() : () -> ()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.griddepcontrol.launch.dependents"() : () -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fence.proxy.alias"() : () -> ()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
module attributes {nv_tileas.compute_capability = 90 : i64} {
func.func @gdc() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  nv_tileaa.grid_dep_control "wait"
  nv_tileaa.grid_dep_control "launch_dependents"
  nv_tileaa.fence_alias
  return
}
}

// -----

// CHECK-LABEL: llvm.func @gdc_sm80
// CHECK-NOT: griddepcontrol
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.alias"() : () -> ()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
func.func @gdc_sm80() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
  nv_tileaa.grid_dep_control "wait"
  nv_tileaa.grid_dep_control "launch_dependents"
  nv_tileaa.fence_alias
  return
}

// -----

// 32 f32 (thread t holds element t) -> 128 i8 (thread t holds t, t+32, t+64, t+96).
// CHECK-LABEL: llvm.func @bitcast
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @__tileas_smem_bitcast
// CHECK: %[[F:.*]] = arith.sitofp %[[TID]] : i32 to f32
// CHECK: %[[P:.*]] = llvm.getelementptr %[[SMEM]][%[[TID]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.store %[[F]], %[[P]] : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[Q:.*]] = llvm.getelementptr %[[SMEM]][%[[TID]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %[[Q]] : !llvm.ptr<3> -> i8
// CHECK: %[[E1:.*]] = arith.addi %[[TID]], %c32_i32 : i32
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[SMEM]][%[[E1]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %[[Q1]] : !llvm.ptr<3> -> i8
// CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK-NEXT: nvvm.barrier0
func.func @bitcast(%out: !nv_tileaa.ptr<i8>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 256 : i64} {
  %r = nv_tileaa.make_range : tensor<32xi32>
  %f = arith.sitofp %r : tensor<32xi32> to tensor<32xf32>
  %b = nv_tileaa.bitcast %f : tensor<32xf32> -> tensor<128xi8>
  %sz = arith.constant 128 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i8>, i64, i64) -> !nv_tileaa.memref<128xi8>
  "nv_tileas.tiled_store"(%m, %b, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<128xi8>, tensor<128xi8>, i64) -> ()
  return
}

// -----

// 16 sevens into block %i of make_range(64), at 32 threads: only the source is
// stored (the result keeps the destination's layout).
// CHECK-LABEL: llvm.func @insert
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @__tileas_smem_insert
// CHECK: %[[HI:.*]] = arith.addi %[[TID]], %c32_i32 : i32
// CHECK: scf.if
// CHECK: llvm.store %c7_i32, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[BASE:.*]] = arith.muli %arg0, %c16_i32{{.*}} : i32
// CHECK: %[[REL:.*]] = arith.subi %[[TID]], %[[BASE]] : i32
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[REL]], %c16_i32{{.*}} : i32
// CHECK: %[[AT:.*]] = arith.select %[[IN]], %[[REL]], %c0_i32{{.*}} : i32
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[SMEM]][%[[AT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: %[[S:.*]] = llvm.load %[[P]] : !llvm.ptr<3> -> i32
// CHECK-NEXT: arith.select %[[IN]], %[[S]], %[[TID]] : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[HI]] : i32
// CHECK-NEXT: nvvm.barrier0
func.func @insert(%i: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 256 : i64} {
  %r = nv_tileaa.make_range : tensor<64xi32>
  %c = arith.constant dense<7> : tensor<16xi32>
  %v = nv_tileaa.insert_slice %c into %r[%i] : tensor<16xi32> into tensor<64xi32>
  %sz = arith.constant 64 : i64
  %st = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %m = "nv_tileaa.make_memref"(%out, %sz, %st) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!nv_tileaa.ptr<i32>, i64, i64) -> !nv_tileaa.memref<64xi32>
  "nv_tileas.tiled_store"(%m, %v, %z) {dim_map = array<i64: 0>, sem = "weak"} : (!nv_tileaa.memref<64xi32>, tensor<64xi32>, i64) -> ()
  return
}

// -----

// CHECK-LABEL: llvm.func @ftoi
// CHECK: llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%arg0) : (f32) -> i32
// CHECK: llvm.call_intrinsic "llvm.fptoui.sat.i8.f32"(%arg0) : (f32) -> i8
// CHECK: llvm.call_intrinsic "llvm.fptosi.sat.i16.f16"(%arg1) : (f16) -> i16
// Without the attribute: the plain conversion.
// CHECK: arith.fptosi %arg0 : f32 to i32
func.func @ftoi(%x: f32, %h: f16) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 32 : i32, nv_tileas.smem_bytes = 0 : i64} {
  %v = nv_tileaa.splat %x : f32 -> tensor<32xf32>
  %a = arith.fptosi %v {nv_tileaa.saturate} : tensor<32xf32> to tensor<32xi32>
  %b = arith.fptoui %x {nv_tileaa.saturate} : f32 to i8
  %c = arith.fptosi %h {nv_tileaa.saturate} : f16 to i16
  %d = arith.fptosi %x : f32 to i32
  return
}
