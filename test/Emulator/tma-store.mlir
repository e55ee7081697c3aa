// TMA stores in the CPU emulator: emulator/tests/tma_store.py rewrites the
// hand-written kernel emulator/tests/tma-store.mlir with tileas-emu-prep,
// builds it with emulator/runtime.c and stores a 32x16 f32 box from a
// shared-memory stage (word i holds i) at coordinates inside the tensor,
// partly past its last column and row and partly before its start, plain and
// with the 128-byte swizzle, in each thread order: every output word is
// checked exactly (out-of-bounds elements not written). Then the launch that
// must fail: no barrier between the stage's writes and the store.
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/tma_store.py --workdir %t.d | FileCheck %s

// CHECK: tma-store: {'cp.async.bulk.commit.group': 1, 'cp.async.bulk.tensor.s2g.tile.2d': 1, 'cp.async.bulk.wait.group': 1, 'fence.proxy.async.shared_cta': 1}
// CHECK-NOT: FAIL
// CHECK: forward: ok
// CHECK: reverse: ok
// CHECK: shuffle: ok
// CHECK: stores: 1 in the last launch
// CHECK: no barrier before the store: fails as it must: shared-memory race
