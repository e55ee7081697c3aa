// Asynchronous copies (Ampere's cp.async) in the CPU emulator:
// emulator/tests/cp_async.py rewrites the hand-written kernel
// emulator/tests/cp-async.mlir with tileas-emu-prep, builds it with
// emulator/runtime.c and runs it for 2 CTAs of 128 threads in each thread
// order: a 2-stage ring of 16-byte cp.async.cg copies (commit, wait_group 1 /
// 0, bar.sync, each thread reads another thread's chunk) and the zero fill of
// the .s forms (src size 0, 4, 8, 12 of 16; 4 of 8; 0 of 4 and of 8) next to
// the full 4-, 8- and 16-byte copies; every output word is checked exactly.
// Then the same with --no-race-check, then the launches that must fail, with
// the runtime's message (no wait, a wait_group too weak for the group read,
// copies never waited for, a cp.async or a store onto bytes in flight, no
// barrier between the reads of a stage and the next copies into it), and a
// too-weak wait with races made non-fatal (the launch completes, stale data).
// REQUIRES: numpy
// RUN: python3 %S/../../emulator/tests/cp_async.py --workdir %t.d | FileCheck %s

// CHECK: cp-async: 12 cp.async, 1 commit, 3 wait_group, 1 wait_all, 3 barriers, 14 instrumented shared accesses, intrinsics []
// CHECK-NOT: FAIL
// CHECK: ok forward: 2 CTAs x 128 threads, 4096 cp.async copies, 22 barriers
// CHECK: ok reverse: 2 CTAs x 128 threads, 4096 cp.async copies, 22 barriers
// CHECK: ok shuffle: 2 CTAs x 128 threads, 4096 cp.async copies, 22 barriers
// CHECK: zero-filled: 56 of 128 bytes per thread
// CHECK: ok --no-race-check shuffle: 4096 cp.async copies
// CHECK: expected failure (no wait_group, forward): cp.async race in block (0, 0, 0) after barrier 1 of the CTA: thread 0 reads shared byte ring+48 that an in-flight cp.async #{{[0-9]+}} of thread 3 (not yet waited for with cp.async.wait_group) will write (the copy is in group 0 of the 2 it committed, counted from 0; the thread's last wait: none)
// CHECK: expected failure (wait_group 2 for the group read next, forward): cp.async race in block (0, 0, 0) after barrier 1 of the CTA: thread 0 reads shared byte ring+48 that an in-flight cp.async #{{[0-9]+}} of thread 3 (not yet waited for with cp.async.wait_group) will write (the copy is in group 0 of the 2 it committed, counted from 0; the thread's last wait: cp.async.wait_group 2)
// CHECK: expected failure (copies never waited for, forward): cp.async in block (0, 0, 0): thread 0 exits with 2 cp.async copies never waited for (no cp.async.wait_group / wait_all completes them; the first: cp.async #{{[0-9]+}} of 16 bytes to ring+0)
// CHECK: expected failure (cp.async onto bytes in flight, forward): cp.async race in block (0, 0, 0) after barrier 0 of the CTA: thread 0 issues cp.async #[[SITE:[0-9]+]] onto shared byte ring+0 that an in-flight cp.async #[[SITE]] of thread 0 (not yet waited for with cp.async.wait_group) will write
// CHECK: expected failure (no barrier after the reads, forward): shared-memory race (WAR) on ring+{{4[89]|5[0-9]|6[0-3]}} in block (0, 0, 0) after barrier 1 of the CTA: thread 3 issues a cp.async that overwrites a byte read by thread 0 in the same phase (no barrier between)
// CHECK: expected failure (no barrier after the reads, reverse): shared-memory race (WAR) on ring+{{20[1-3][0-9]}} in block (0, 0, 0) after barrier 1 of the CTA: thread 126 issues a cp.async that overwrites a byte read by thread 127 in the same phase (no barrier between)
// CHECK: expected failure (a store onto bytes in flight, forward): cp.async race in block (0, 0, 0) after barrier 0 of the CTA: thread 0 writes shared byte ring+0 that an in-flight cp.async #{{[0-9]+}} of thread 0 (not yet waited for with cp.async.wait_group) will write
// CHECK: races not fatal (wait_group 2): the launch completes, {{[1-9][0-9]*}} stale ring outputs
// CHECK-NOT: FAIL
// CHECK: cp-async: PASS
