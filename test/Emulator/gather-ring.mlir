// Gathers copied ahead through ring stages (tileas-pipeline-loads,
// nv_tileas.async_gather): fused_moe_gather_mma's A, 64 token rows gathered
// through sorted_ids, is a cp.async copy of 16-byte runs (no 2-byte loads
// left) into a stage the tensor cores read in place, next to B's TMA copy, at
// sm_90 (wgmma) and sm_100 (tcgen05); at sm_80 both are cp.async copies. At
// sm_90 the MMAs stay in flight (wgmma.wait_group 1): the iteration's
// cp.async group is waited for and fenced for the async proxy before the
// barrier that precedes them, and a second barrier follows them.
// The emulator checks probe_gather_mma (two masked gathers, rows and the K
// tail zero-filled) on every target, and catches the race when each
// cp.async.wait_group waits for too few groups (its count doubled).
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/fused_moe_gather_mma.tileirbc | FileCheck %s --check-prefix=SM90
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %corpus/fused_moe_gather_mma.tileirbc | FileCheck %s --check-prefix=SM100
// RUN: tileiras --gpu-name=sm_80 --emit=ptx -o - %corpus/fused_moe_gather_mma.tileirbc | FileCheck %s --check-prefix=SM80
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.80 --gpu-name sm_80 probe_gather_mma \
// RUN:   | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.90 --gpu-name sm_90 probe_gather_mma \
// RUN:   | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.100 --gpu-name sm_100 \
// RUN:   --schedule shuffle probe_gather_mma | FileCheck %s --check-prefix=EMU
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.120 --gpu-name sm_120 probe_gather_mma \
// RUN:   | FileCheck %s --check-prefix=EMU
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.race --gpu-name sm_100 \
// RUN:   --mutate 'llvm.call @__emu_cp_async_wait\(%(\d+)\) : \(i32\) -> \(\)' \
// RUN:   '%mut\1 = llvm.add %\1, %\1 : i32\n    llvm.call @__emu_cp_async_wait(%mut\1) : (i32) -> ()' \
// RUN:   probe_gather_mma | FileCheck %s --check-prefix=RACE

// SM90-NOT: ld.global.b16
// SM90: cp.async.cg.shared.global
// SM90: cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// SM90: cp.async.wait_group 6;
// SM90-NEXT: fence.proxy.async.shared::cta;
// SM90-NEXT: bar.sync 0;
// SM90: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// SM90: wgmma.commit_group.sync.aligned;
// SM90-NEXT: wgmma.wait_group.sync.aligned 1;
// SM90-NEXT: cp.async.wait_group 6;
// SM90-NEXT: bar.sync 0;
// SM90-NOT: ld.global.b16

// SM100-NOT: ld.global.b16
// SM100: cp.async.cg.shared.global
// SM100: cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// SM100: tcgen05.mma.cta_group::1.kind::f16
// SM100-NOT: ld.global.b16

// SM80-NOT: ld.global.b16
// SM80: cp.async.cg.shared.global
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80-NOT: ld.global.b16

// EMU: PASS{{ +}}probe_gather_mma{{ +}}0.00e+00{{ +}}0.00e+00{{.*}} cp.async copies
// EMU: emulate: 1 PASS

// RACE: FAIL{{ +}}probe_gather_mma{{.*}}cp.async race
