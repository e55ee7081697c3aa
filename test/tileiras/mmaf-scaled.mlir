// cuda_tile 13.3 mmaf_scaled (cuTile 1.7's kernel in emulator/probes/mmaf_scaled.mlir,
// whose values the emulator checks on each of these targets) to cubins. sm_120
// and sm_100 run it on their block-scaled MMAs, as NVIDIA's tileiras does, the
// f8 operands as they are. sm_120: mma.sync ... .block_scale, each lane's scale
// bytes of four K blocks in one register (read from the staged scales), the atom
// picking its byte. sm_100: the scales staged, then stored to tensor memory
// (tcgen05.st: a row's four K blocks a column, four columns of A's rows and four
// of B's columns), and tcgen05.mma ... .kind::mxf8f6f4.block_scale.block32 per
// 32 of K with the K block's byte as the descriptor's scale IDs (NVIDIA's values:
// 0x08A00000 plus B N-major, bit 16, here) and in bits 30-31 of the scale
// addresses. sm_90 widens the 8-bit operands to bf16 (cvt.rn.f16x2.e4m3x2, then
// f16 -> bf16), multiplies them by their f8E8M0FNU scales (mul.rn.bf16x2) and
// runs bf16 wgmma into the f32 accumulator (NVIDIA's tileiras refuses the op
// there). sm_80 has no f8 conversions (a located error, as for every f8 tile
// there).
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
// SM100-NOT: cvt.rn.f16x2.e4m3x2
// SM100: tcgen05.st.sync.aligned.32x32b.x8.b32 [{{%r[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// SM100-NEXT: tcgen05.wait::st.sync.aligned;
// SM100: bar.sync 0;
// SM100: mov.b32 [[I0:%r[0-9]+]], 144769024;
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I0]], [{{%r[0-9]+}}], [{{%r[0-9]+}}], {{%p[0-9]+}};
// SM100-NEXT: mov.b32 [[I1:%r[0-9]+]], 681639952;
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I1]],
// SM100-NEXT: mov.b32 [[I2:%r[0-9]+]], 1218510880;
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// SM100-NEXT: mov.b32 [[I3:%r[0-9]+]], 1755381808;
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// SM100-NEXT: tcgen05.commit
// SM100-NOT: kind::f16
// SM90: cvt.rn.f16x2.e4m3x2
// SM90: mul.rn.bf16x2
// SM90: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// SM120-NOT: cvt.rn.f16x2.e4m3x2
// SM120-NOT: mul.rn.bf16x2
// SM120: ld.shared.b32 [[SA:%r[0-9]+]], [{{%rd[0-9]+}}+32768];
// SM120: ld.shared.b32 [[SB:%r[0-9]+]], [{{%rd[0-9]+}}+33280];
// SM120: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: [[SA]], {[[BYTE:%rs[0-9]+]], [[ZERO:%rs[0-9]+]]},
// SM120-NEXT: [[SB]], {[[BYTE]], [[ZERO]]};
// SM120-NOT: mma.sync.aligned.m16n8k16
// SM80: error: in function 'mmaf_scaled': intrinsic 'llvm.nvvm.e4m3x2.to.f16x2.rn' is not supported on sm_80
