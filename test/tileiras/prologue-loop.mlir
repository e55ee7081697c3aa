// The pipelined K loop's prologue (stages 0..S-2 filled before the loop)
// stays a loop: tileas-pipeline-loads puts an LLVM loop annotation on its
// latch, which convert-tileas-to-llvm keeps and LLVM reads as
// `llvm.loop.unroll.disable`, so its constant trip count is not unrolled.
// matmul_int8 at sm_100 (14 stages of A and B boxes): 6 TMA loads in the PTX
// (the prologue's loop, its peeled first iteration, the K loop), not 28
// (every stage's boxes, as before); NVIDIA's SASS has 2.
// docs/nv_tileas.md (the prologue).
// REQUIRES: tileiras-driver
// RUN: tileiras --gpu-name sm_100 --emit=llvm -o %t.ll %corpus/matmul_int8.tileirbc
// RUN: FileCheck %s --check-prefix=LL < %t.ll
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o %t.ptx %corpus/matmul_int8.tileirbc
// RUN: grep -c 'cp.async.bulk.tensor.2d.shared::cta.global' %t.ptx | FileCheck %s --check-prefix=LOADS
// RUN: tileiras --gpu-name sm_100 -o %t.cubin %corpus/matmul_int8.tileirbc

// LL: br i1 %{{.*}}, label %{{.*}}, label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
// LL: ![[LOOP]] = distinct !{![[LOOP]], ![[KEEP:[0-9]+]]}
// LL: ![[KEEP]] = !{!"llvm.loop.unroll.disable"}

// LOADS: {{^6$}}
