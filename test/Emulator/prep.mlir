// tileas-emu-prep (emulator/prep): the emulator's reader of the IR. It parses a
// GPU LLVM-dialect module with MLIR's parser, rewrites it for the host on the
// parsed IR and writes what the emulator needs as JSON (emulator/README.md,
// "The dump"); emulator/tests/test_hostprep.py checks the Python side.
// RUN: tileas-emu-prep %S/../../emulator/tests/gpu-module.mlir -o - --info %t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: tileas-emu-prep --no-race-check %S/../../emulator/tests/gpu-module.mlir | FileCheck %s --check-prefix=NORACE
// RUN: python3 -m unittest discover -s %S/../../emulator/tests 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: tileas-emu-prep %s -o /dev/null --info - | FileCheck %s --check-prefix=EMPTY
// RUN: not tileas-emu-prep %S/../../emulator/README.md 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: module {
// CHECK: llvm.mlir.global internal @smem() {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK: llvm.func @__emu_vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.func @k(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32) {
// CHECK-NEXT: %[[TID:.*]] = llvm.call @__emu_tid_x() : () -> i32
// CHECK-NEXT: %[[CTA:.*]] = llvm.call @__emu_ctaid_y() : () -> i32
// CHECK-NEXT: %[[S:.*]] = llvm.mlir.addressof @smem : !llvm.ptr
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[S]][%[[TID]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %[[SZ:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: llvm.call @__emu_smem_prestore(%[[P]], %[[SZ]]) : (!llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.store %arg2, %[[P]] : f32, !llvm.ptr
// CHECK-NEXT: llvm.call @__emu_smem_poststore(%[[P]], %[[SZ]]) : (!llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @__emu_barrier() : () -> ()
// CHECK-NEXT: %[[SZ2:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: llvm.call @__emu_smem_load(%[[P]], %[[SZ2]]) : (!llvm.ptr, i64) -> ()
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[A:.*]] = llvm.call @__emu_nvvm_add_rn_f(%[[V]], %arg2) : (f32, f32) -> f32
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %arg0[%[[CTA]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.atomicrmw fadd %[[G]], %[[A]] monotonic : !llvm.ptr, f32
// CHECK-NEXT: llvm.call @__emu_vprintf(%[[G]], %[[G]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.return
// CHECK-DAG: llvm.func @__emu_barrier()
// CHECK-DAG: llvm.func @__emu_nvvm_add_rn_f(f32, f32) -> f32
// CHECK-DAG: llvm.func @__emu_smem_load(!llvm.ptr, i64)
// CHECK-DAG: llvm.func @__emu_tid_x() -> i32
// CHECK-LABEL: llvm.func @__emu_entry(%arg0: !llvm.ptr) {
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: llvm.call @k(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, f32) -> ()
// CHECK-LABEL: llvm.func @__emu_init() {
// CHECK: llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x i8>
// CHECK: llvm.call @__emu_register_smem(
// CHECK: llvm.mlir.global internal constant @__emu_name_0("smem\00")
// CHECK-NOT: nvvm
// CHECK-NOT: ptr<

// JSON: "kernel": "k",
// JSON: "kinds": "pif",
// JSON: "reqntid": [128, 1, 1]
// JSON: "shared": [{"name": "smem", "type": "!llvm.array<64 x i8>", "alignment": 16}],
// JSON: "sregs": {"ctaid.y": 1, "tid.x": 1},
// JSON: "barriers": 1,
// JSON: "intrinsics": ["add.rn.f"],
// JSON: "smem_accesses": 2,
// JSON: "renamed": {"vprintf": "__emu_vprintf"},
// JSON: "unsupported": []

// NORACE-NOT: __emu_smem_
// NORACE: llvm.func @__emu_entry

// UNIT: OK

// This file (comments and RUN lines only) is an empty module: no kernel; and an
// input that is not MLIR does not parse.
// BAD: error: cannot parse
// EMPTY: "kernel": null,
// EMPTY: "unsupported": ["0 kernels in one module"]
