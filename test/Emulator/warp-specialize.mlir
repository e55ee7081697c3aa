// Warp-specialized sm_90 K loops (tileas-pipeline-loads' producer warpgroup,
// nv_tileas.warp_specialize): matmul_f16 launches 384 threads, two compute
// warpgroups and a producer whose first thread alone issues the TMA copies
// after waiting for the stage's hand-back; the compute threads synchronise
// with the named barrier 1 of 256 threads. The emulator runs the named
// barriers and mbarriers of the three warpgroups and checks the result; when
// the compute threads no longer hand their stages back (the arrivals on the
// empty mbarriers dropped), the producer waits forever and the emulator
// reports the deadlock.
// REQUIRES: tileiras-driver, numpy
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=PTX
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.ok --gpu-name sm_90 \
// RUN:   matmul_f16 batched_matmul_f16 | FileCheck %s --check-prefix=EMU
// RUN: not %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.dead --gpu-name sm_90 \
// RUN:   --mutate '(%\d+) = llvm.call @__emu_mbarrier_arrive\(%\d+\) : \(!llvm.ptr\) -> i64' '\1 = llvm.mlir.constant(0 : i64) : i64' \
// RUN:   matmul_f16 | FileCheck %s --check-prefix=DEAD

// PTX: .reqntid 384, 1, 1
// PTX: mbarrier.init.shared.b64 [__tileas_pipe_matmul_f16+229432], %r{{[0-9]+}};
// PTX: bar.sync 0;
// PTX: setmaxnreg.inc.sync.aligned.u32 232;
// PTX: wgmma.commit_group.sync.aligned;
// PTX-NEXT: wgmma.wait_group.sync.aligned 1;
// PTX: mbarrier.arrive.shared.b64
// PTX: setmaxnreg.dec.sync.aligned.u32 40;
// PTX: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// PTX: bar.sync 1, 256;
// PTX-NOT: bar.sync 0;

// EMU: PASS   matmul_f16 {{.*}} 384x1x1 threads per CTA
// EMU: PASS   batched_matmul_f16 {{.*}} 384x1x1 threads per CTA
// EMU: emulate: 2 PASS

// DEAD: FAIL   matmul_f16 {{.*}} mbarrier deadlock in block (0, 0, 0): 257 threads wait on mbarriers
