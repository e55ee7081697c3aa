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
// CHECK-NEXT: %[[LANE:.*]] = llvm.call @__emu_laneid() : () -> i32
// CHECK-NEXT: %[[WARP:.*]] = llvm.call @__emu_warpid() : () -> i32
// CHECK-NEXT: %[[FULL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[W8:.*]] = llvm.mlir.constant(6144 : i32) : i32
// Each nvvm.shfl.sync: a call with its site number (from 1) and kind (bfly 0,
// up 1, down 2, idx 3), the value's bits in and out, the validity from bit 32.
// CHECK-NEXT: %[[SITE1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[BFLY:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[P1:.*]] = llvm.call @__emu_shfl_sync(%[[SITE1]], %[[BFLY]], %[[FULL]], %arg1, %[[LANE]], %[[C31]]) : (i32, i32, i32, i32, i32, i32) -> i64
// CHECK-NEXT: %[[R1:.*]] = llvm.trunc %[[P1]] : i64 to i32
// CHECK-NEXT: %[[SITE2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[UP:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[X2:.*]] = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %[[P2:.*]] = llvm.call @__emu_shfl_sync(%[[SITE2]], %[[UP]], %[[FULL]], %[[X2]], %[[WARP]], %[[W8]])
// CHECK-NEXT: %[[T2:.*]] = llvm.trunc %[[P2]] : i64 to i32
// CHECK-NEXT: %[[R2:.*]] = llvm.bitcast %[[T2]] : i32 to f32
// CHECK-NEXT: %[[SITE3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[DOWN:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[P3:.*]] = llvm.call @__emu_shfl_sync(%[[SITE3]], %[[DOWN]], %[[FULL]], %[[R1]], %[[WARP]], %[[C31]])
// CHECK-NEXT: %[[V3:.*]] = llvm.trunc %[[P3]] : i64 to i32
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[H3:.*]] = llvm.lshr %[[P3]], %[[C32]] : i64
// CHECK-NEXT: %[[OK3:.*]] = llvm.trunc %[[H3]] : i64 to i1
// CHECK-NEXT: %[[U3:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[S3:.*]] = llvm.insertvalue %[[V3]], %[[U3]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.insertvalue %[[OK3]], %[[S3]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[SITE4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[IDX:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[X4:.*]] = llvm.bitcast %[[R2]] : f32 to i32
// CHECK-NEXT: %[[P4:.*]] = llvm.call @__emu_shfl_sync(%[[SITE4]], %[[IDX]], %[[FULL]], %[[X4]], %[[LANE]], %[[C31]])
// CHECK-NEXT: %[[T4:.*]] = llvm.trunc %[[P4]] : i64 to i32
// CHECK-NEXT: %[[V4:.*]] = llvm.bitcast %[[T4]] : i32 to f32
// CHECK-NEXT: %[[C32B:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[H4:.*]] = llvm.lshr %[[P4]], %[[C32B]] : i64
// CHECK-NEXT: %[[OK4:.*]] = llvm.trunc %[[H4]] : i64 to i1
// CHECK-NEXT: %[[U4:.*]] = llvm.mlir.poison : !llvm.struct<(f32, i1)>
// CHECK-NEXT: %[[S4:.*]] = llvm.insertvalue %[[V4]], %[[U4]][0] : !llvm.struct<(f32, i1)>
// CHECK-NEXT: llvm.insertvalue %[[OK4]], %[[S4]][1] : !llvm.struct<(f32, i1)>
// CHECK-NEXT: %[[ID:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_barrier_sync(%[[ID]], %[[N]]) : (i32, i32) -> ()
// The llvm.nvvm.shfl.sync.<kind>.<type>[p] intrinsics go the same way.
// CHECK-NEXT: %[[SITE5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[BFLY5:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[X5:.*]] = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %[[P5:.*]] = llvm.call @__emu_shfl_sync(%[[SITE5]], %[[BFLY5]], %[[FULL]], %[[X5]], %[[LANE]], %[[C31]])
// CHECK-NEXT: %[[T5:.*]] = llvm.trunc %[[P5]] : i64 to i32
// CHECK-NEXT: llvm.bitcast %[[T5]] : i32 to f32
// CHECK-NEXT: %[[SITE6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[IDX6:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[P6:.*]] = llvm.call @__emu_shfl_sync(%[[SITE6]], %[[IDX6]], %[[FULL]], %arg1, %[[LANE]], %[[C31]])
// CHECK-NEXT: %[[V6:.*]] = llvm.trunc %[[P6]] : i64 to i32
// CHECK-NEXT: %[[C32C:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[H6:.*]] = llvm.lshr %[[P6]], %[[C32C]] : i64
// CHECK-NEXT: %[[OK6:.*]] = llvm.trunc %[[H6]] : i64 to i1
// CHECK-NEXT: %[[U6:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[S6:.*]] = llvm.insertvalue %[[V6]], %[[U6]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.insertvalue %[[OK6]], %[[S6]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.return
// Warp matrix ops: 20 i64 scratch slots at the function's entry (operands in
// 0..15, results from 16), site numbers from 1 over all matrix ops, and the
// kind (ldmatrix/stmatrix: num | trans << 4 | race check << 8; mma: shape |
// A << 4 | B << 8 | C << 12 | D << 16, here 1 | f16 | f16 | f32 | f32).
// CHECK-LABEL: llvm.func @warp_matrix(%arg0: !llvm.ptr, %arg1: vector<2xf16>, %arg2: f32) -> f32 {
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(20 : i32) : i32
// CHECK-NEXT: %[[IN:.*]] = llvm.alloca %[[N]] x i64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[OUT:.*]] = llvm.getelementptr %[[IN]][16] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %[[LDSITE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[LDKIND:.*]] = llvm.mlir.constant(274 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_ldmatrix(%[[LDSITE]], %[[LDKIND]], %arg0, %[[OUT]]) : (i32, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %[[R0P:.*]] = llvm.getelementptr %[[OUT]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %[[R0:.*]] = llvm.load %[[R0P]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[R1P:.*]] = llvm.getelementptr %[[OUT]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %[[R1:.*]] = llvm.load %[[R1P]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[LU:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[L0:.*]] = llvm.insertvalue %[[R0]], %[[LU]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[L1:.*]] = llvm.insertvalue %[[R1]], %[[L0]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[X:.*]] = llvm.extractvalue %[[L1]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A0:.*]] = llvm.getelementptr %[[IN]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %arg1, %[[A0]] : vector<2xf16>, !llvm.ptr
// CHECK-COUNT-5: llvm.store %arg1, %{{.*}} : vector<2xf16>, !llvm.ptr
// CHECK: %[[C3:.*]] = llvm.getelementptr %[[IN]][9] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %arg2, %[[C3]] : f32, !llvm.ptr
// CHECK-NEXT: %[[MSITE:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[MKIND:.*]] = llvm.mlir.constant(557329 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_mma(%[[MSITE]], %[[MKIND]], %[[IN]], %[[OUT]]) : (i32, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-4: llvm.insertvalue
// CHECK-NEXT: %[[S0:.*]] = llvm.getelementptr %[[IN]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[X]], %[[S0]] : i32, !llvm.ptr
// CHECK-NEXT: %[[SSITE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[SKIND:.*]] = llvm.mlir.constant(257 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_stmatrix(%[[SSITE]], %[[SKIND]], %arg0, %[[IN]]) : (i32, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: llvm.return
// cp.async: __emu_cp_async(site, race check, dst, src, cp size, src size),
// sites numbered from 1 with the tcgen05 ops; without `.s` the src size is
// the cp size. commit, wait_group n and wait_all: calls of their own.
// CHECK-LABEL: llvm.func @async_copy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) {
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[CSITE1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[RACE1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[SIZE16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_cp_async(%[[CSITE1]], %[[RACE1]], %arg0, %arg1, %[[SIZE16]], %arg2) : (i32, i32, !llvm.ptr, !llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: %[[CSITE2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[RACE2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[SIZE8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[SRC8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: llvm.call @__emu_cp_async(%[[CSITE2]], %[[RACE2]], %arg0, %arg1, %[[SIZE8]], %[[SRC8]]) : (i32, i32, !llvm.ptr, !llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: llvm.call @__emu_cp_async_commit() : () -> ()
// CHECK-NEXT: llvm.call @__emu_cp_async_wait(%[[ONE]]) : (i32) -> ()
// CHECK-NEXT: llvm.call @__emu_cp_async_wait_all() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-DAG: llvm.func @__emu_barrier()
// CHECK-DAG: llvm.func @__emu_barrier_sync(i32, i32)
// CHECK-DAG: llvm.func @__emu_laneid() -> i32
// CHECK-DAG: llvm.func @__emu_warpid() -> i32
// CHECK-DAG: llvm.func @__emu_shfl_sync(i32, i32, i32, i32, i32, i32) -> i64
// CHECK-DAG: llvm.func @__emu_nvvm_add_rn_f(f32, f32) -> f32
// CHECK-DAG: llvm.func @__emu_smem_load(!llvm.ptr, i64)
// CHECK-DAG: llvm.func @__emu_tid_x() -> i32
// CHECK-DAG: llvm.func @__emu_mma(i32, i32, !llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @__emu_ldmatrix(i32, i32, !llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @__emu_stmatrix(i32, i32, !llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @__emu_cp_async(i32, i32, !llvm.ptr, !llvm.ptr, i32, i32)
// CHECK-DAG: llvm.func @__emu_cp_async_commit()
// CHECK-DAG: llvm.func @__emu_cp_async_wait(i32)
// CHECK-DAG: llvm.func @__emu_cp_async_wait_all()
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
// JSON: "sregs": {"ctaid.y": 1, "laneid": 1, "tid.x": 1, "warpid": 1},
// JSON: "barriers": 2,
// JSON: "shuffles": 6,
// JSON: "intrinsics": ["add.rn.f"],
// JSON: "matrix_ops": {"ldmatrix.sync.aligned.m8n8.x2.trans.b16": 1, "mma.m16n8k16.row.col.f32.f32": 1, "stmatrix.sync.aligned.m8n8.x1.b16": 1},
// JSON: "tensor_ops": {"cp.async.ca.shared.global.8": 1, "cp.async.cg.shared.global.16.s": 1, "cp.async.commit.group": 1, "cp.async.wait.all": 1, "cp.async.wait.group": 1},
// JSON: "smem_accesses": 6,
// JSON: "renamed": {"vprintf": "__emu_vprintf"},
// JSON: "unsupported": []

// NORACE-NOT: __emu_smem_
// Without the race check the ldmatrix/stmatrix kinds lack bit 8.
// NORACE: llvm.mlir.constant(18 : i32) : i32
// NORACE-NEXT: llvm.call @__emu_ldmatrix(
// NORACE: llvm.mlir.constant(1 : i32) : i32
// NORACE-NEXT: llvm.call @__emu_stmatrix(
// and the cp.async race-check flag is 0.
// NORACE: llvm.func @async_copy(
// NORACE: %[[NR:.*]] = llvm.mlir.constant(0 : i32) : i32
// NORACE-NEXT: llvm.mlir.constant(16 : i32) : i32
// NORACE-NEXT: llvm.call @__emu_cp_async(%{{.*}}, %[[NR]], %arg0, %arg1,
// NORACE-NOT: __emu_smem_
// NORACE: llvm.func @__emu_entry

// UNIT: OK

// This file (comments and RUN lines only) is an empty module: no kernel; and an
// input that is not MLIR does not parse.
// BAD: error: cannot parse
// EMPTY: "kernel": null,
// EMPTY: "unsupported": ["0 kernels in one module"]
