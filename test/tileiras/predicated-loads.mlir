// A weak tiled load whose 16-byte runs are each wholly inside or wholly
// outside the tensor (bias_clamp_where: a 64x128 f32 tile of a view with
// dynamic sizes, div_by 16) loads each run under one branch taken when the
// run is outside, over registers that already hold the padding (ptxas makes
// it a predicated LDG, as NVIDIA's): no address clamped to the tensor's
// first element, no select of the padding after the load, and no branch
// around the whole tile for an empty tensor (no run reads outside it). The
// 128-element bias row (one element a thread) keeps the scalar form: clamp
// and select.
// docs/nv_tileas.md (the run accesses).
// REQUIRES: tileiras-driver
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o %t.ptx %corpus/bias_clamp_where.tileirbc
// RUN: FileCheck %s < %t.ptx
// RUN: grep -A1 'ld.global.v2.b64' %t.ptx | grep -c '^\$L__BB' | FileCheck %s --check-prefix=RUNS
// RUN: tileiras --gpu-name sm_80 --emit=ptx -o - %corpus/bias_clamp_where.tileirbc | FileCheck %s
// RUN: tileiras --gpu-name sm_100 -o %t.cubin %corpus/bias_clamp_where.tileirbc
// The emulator checks the padding of runs past the edge (its sizes are not
// multiples of the tile) and strided rows.
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %corpus --workdir %t.emu --pitch 16 \
// RUN:   bias_clamp_where copy_tile256_i8 | FileCheck %s --check-prefix=EMU

// CHECK-LABEL: .entry bias_clamp_where(
// CHECK-NOT: selp
// CHECK: @%p{{[0-9]+}} bra
// CHECK-NOT: selp
// CHECK: ld.global.{{v4.b32|v2.b64}} {{.*}}
// CHECK-NEXT: {{^\$L__BB[0-9_]+}}:
// CHECK-NOT: selp.f32
// CHECK: selp.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, [[INB:%p[0-9]+]];
// CHECK: ld.global.b32 [[BIAS:%r[0-9]+]]
// CHECK-NEXT: selp.f32 {{%r[0-9]+}}, [[BIAS]], 0f00000000, [[INB]];

// All 16 runs a thread (64x128 f32 over 128 threads, 4 lanes a run) end
// where the branch around them lands:
// RUNS: 16

// EMU: PASS   bias_clamp_where
// EMU: PASS   copy_tile256_i8
// EMU: emulate: 2 PASS
