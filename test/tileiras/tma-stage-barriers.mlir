// CTA barriers around one-shot TMA stages where there is nothing to order:
// the wait before a kernel's first stage (nothing issued, no thread has
// touched shared memory yet: only register ops before it in the entry block),
// the barrier after the last TMA store (only the return follows; thread 0
// waits for its stores before it leaves), and the barrier of an mbarrier's
// invalidation when a later wait of its block has one (only register ops,
// reductions and views between: thread 0 invalidates after that barrier).
// softmax_rows_f32 at sm_100: 3 bar.sync (was 6; NVIDIA's SASS has 1): after
// the mbarrier's init, before the store stage is written (then the
// invalidation) and before the TMA store is issued. The emulator runs it in
// shuffled thread order with its race check.
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o %t.ptx %corpus/softmax_rows_f32.tileirbc
// RUN: FileCheck %s < %t.ptx
// RUN: grep -c 'bar.sync' %t.ptx | FileCheck %s --check-prefix=COUNT
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --gpu-name sm_100 \
// RUN:   --schedule shuffle --seed 3 softmax_rows_f32 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: .entry softmax_rows_f32(
// CHECK-NOT: bar.sync
// CHECK: mbarrier.init.shared.b64
// CHECK-NEXT: $L__
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK-NEXT: bar.sync 0;
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-NOT: bar.sync
// CHECK: redux.sync.max.f32
// CHECK: bar.sync 0;
// CHECK: mbarrier.inval.shared.b64
// CHECK: st.shared.v4.b32
// CHECK: bar.sync 0;
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group 0;
// CHECK-NEXT: $L__
// CHECK-NEXT: ret;

// COUNT: {{^3$}}

// EMU: PASS{{ +}}softmax_rows_f32
