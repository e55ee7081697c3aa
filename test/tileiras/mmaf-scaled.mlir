// cuda_tile 13.3 mmaf_scaled (cuTile 1.7's kernel in emulator/probes/mmaf_scaled.mlir,
// whose values the emulator checks) to cubins: the 8-bit operands widened to bf16
// (cvt.rn.f16x2.e4m3x2, then f16 -> bf16), multiplied by their f8E8M0FNU scales
// (mul.rn.bf16x2), and one bf16 tensor-core MMA into the f32 accumulator:
// tcgen05.mma kind::f16 at sm_100, wgmma at sm_90, mma.sync at sm_120. NVIDIA's
// tileiras uses block-scaled MMAs at sm_100/sm_120 and refuses the op below;
// sm_80 has no f8 conversions (a located error, as for every f8 tile there).
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mmaf_scaled.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM100
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -o - %t.d/k.tileirbc | FileCheck %s --check-prefixes=CHECK,SM120
// RUN: tileiras --gpu-name=sm_100 -o %t.d/k100.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_120 -o %t.d/k120.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k100.cubin && test -s %t.d/k90.cubin && test -s %t.d/k120.cubin
// RUN: not tileiras --gpu-name=sm_80 -o %t.d/k80.cubin %t.d/k.tileirbc 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not test -e %t.d/k80.cubin

// CHECK-LABEL: .entry mmaf_scaled(
// CHECK: cvt.rn.f16x2.e4m3x2
// CHECK: mul.rn.bf16x2
// SM100: tcgen05.mma.cta_group::1.kind::f16
// SM90: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// SM120: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80: error: in function 'mmaf_scaled': intrinsic 'llvm.nvvm.e4m3x2.to.f16x2.rn' is not supported on sm_80
