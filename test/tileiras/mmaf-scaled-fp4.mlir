// 4-bit block-scaled mmaf_scaled to cubins on the targets' 4-bit MMAs, as
// NVIDIA's tileiras 13.5 compiles them. NVFP4 (cuTile 1.7's kernel in emulator/probes/mma_nvfp4.mlir,
// f4E2M1FN operands with f8E4M3FN scales per 16 elements, whose values the
// emulator checks) to cubins. sm_100 runs it on tcgen05's NVFP4 MMA, as NVIDIA's
// tileiras 13.5 does: A's and B's codes packed two to a byte along K, staged
// K-major with the 64-byte swizzle (a 128-element row is 64 bytes; NVIDIA's
// descriptor constant, SBO 512), the scales stored to tensor memory (a cell of
// four per 64 elements: A's 2 cells x 4 columns, then B's, one tcgen05.st of 16
// columns), and one tcgen05.mma ... .kind::mxf4nvf4.block_scale.block16 per 64
// elements of K with NVIDIA's instruction descriptor 0x08200480 (E2M1 A and B,
// ue4m3 scales, no scale IDs: each MMA reads its whole cell), the second step's
// scales one cell (4 columns) on. sm_120 runs it on the NVFP4 mma.sync, as
// NVIDIA's tileiras 13.5 does: mma.sync ... .kind::mxf4nvf4.block_scale
// .scale_vec::4X m16n8k64 (in bytes the 8-bit m16n8k32 fragments: ldmatrix as
// for 8-bit operands), each lane's scale word the four ue4m3 scales of its row
// of A (column of B) for the atom's 64 elements, read from the staged scales
// (after A and B), byte and thread ids 0.
// MXFP4 (emulator/probes/mma_mxfp4.mlir: f8E8M0FNU scales per 32) the same way
// with two scales a step: at sm_100 tcgen05.mma ... .kind::mxf4nvf4.block_scale
// .block32 (NVIDIA's kind and descriptor, 0x08A00480: ue8m0, bit 23), one cell
// of four scales for both steps, the second reading bytes 2-3 (scale ID 2 in
// bits 4-5 and 29-30 of the descriptor and 30-31 of both scale addresses); at
// sm_120 mma.sync ... .kind::mxf4.block_scale.scale_vec::2X ... .ue8m0 with
// byte id 0 for the first 64 elements of a word's 128 and 2 for the second.
// f8E8M0FNU scales per 16 (emulator/probes/mma_mxfp4_b16.mlir) at sm_100:
// NVFP4's .block16 with ue8m0 (bit 23: NVIDIA's 0x08A00480 at every step); at
// sm_120 NVFP4's mma.sync with ue8m0 scales, which LLVM has no intrinsic for:
// inline PTX in NVIDIA's operand form, and the module's .version raised to
// 9.1, the PTX ISA that has it (ptxas refuses it in 9.0).
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mma_nvfp4.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/k.tileirbc | FileCheck %s --check-prefix=SM100
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -o - %t.d/k.tileirbc | FileCheck %s --check-prefix=SM120
// RUN: tileiras --gpu-name=sm_100 -o %t.d/k100.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_120 -o %t.d/k120.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k100.cubin && test -s %t.d/k120.cubin
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mma_mxfp4.mlir -o %t.d/mx.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/mx.tileirbc | FileCheck %s --check-prefix=MX100
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -o - %t.d/mx.tileirbc | FileCheck %s --check-prefix=MX120
// RUN: tileiras --gpu-name=sm_100 -o %t.d/mx100.cubin %t.d/mx.tileirbc
// RUN: tileiras --gpu-name=sm_120 -o %t.d/mx120.cubin %t.d/mx.tileirbc
// RUN: test -s %t.d/mx100.cubin && test -s %t.d/mx120.cubin
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mma_mxfp4_b16.mlir -o %t.d/mx16.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/mx16.tileirbc | FileCheck %s --check-prefix=MX16
// RUN: tileiras --gpu-name=sm_100 -o %t.d/mx16.cubin %t.d/mx16.tileirbc && test -s %t.d/mx16.cubin
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -o - %t.d/mx16.tileirbc | FileCheck %s --check-prefix=MX16-120
// RUN: tileiras --gpu-name=sm_120 -o %t.d/mx16-120.cubin %t.d/mx16.tileirbc && test -s %t.d/mx16-120.cubin

// SM100-LABEL: .entry mma_nvfp4(
// SM100-NOT: cvt.rn.bf16
// SM100: ld.shared.b32 [[TS:%r[0-9]+]], [__tileas_tc_mma_nvfp4+8];
// SM100-DAG: add.s32 [[SB0:%r[0-9]+]], [[TS]], 8;
// SM100-DAG: add.s32 [[SA1:%r[0-9]+]], [[TS]], 4;
// SM100-DAG: add.s32 [[SB1:%r[0-9]+]], [[TS]], 12;
// SM100-DAG: or.b64 [[B0:%rd[0-9]+]], {{%rd[0-9]+}}, -9223301530671579136;
// SM100-DAG: or.b64 [[A0:%rd[0-9]+]], {{%rd[0-9]+}}, -9223301530671579136;
// SM100-DAG: or.b64 [[B1:%rd[0-9]+]], {{%rd[0-9]+}}, -9223301530671579136;
// SM100-DAG: or.b64 [[A1:%rd[0-9]+]], {{%rd[0-9]+}}, -9223301530671579136;
// SM100: tcgen05.st.sync.aligned.32x32b.x16.b32
// SM100: mov.b32 [[I:%r[0-9]+]], 136316032;
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [{{%r[0-9]+}}], [[A0]], [[B0]], [[I]], [[[TS]]], [[[SB0]]], {{%p[0-9]+}};
// SM100-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [{{%r[0-9]+}}], [[A1]], [[B1]], [[I]], [[[SA1]]], [[[SB1]]], {{%p[0-9]+}};
// SM100-NEXT: tcgen05.commit
// SM100-NOT: kind::f16
// SM100-NOT: mma.sync

// SM120-LABEL: .entry mma_nvfp4(
// SM120-NOT: cvt.rn.bf16
// SM120: ld.shared.b32 [[SA:%r[0-9]+]], [{{%rd[0-9]+}}+16384];
// SM120: ld.shared.b32 [[SB:%r[0-9]+]], [{{%rd[0-9]+}}+17408];
// SM120: mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// SM120-NEXT: [[SA]], {[[ZERO:%rs[0-9]+]], [[ZERO]]},
// SM120-NEXT: [[SB]], {[[ZERO]], [[ZERO]]};
// SM120-NOT: mma.sync.aligned.m16n8k16

// MX100-LABEL: .entry mma_mxfp4(
// MX100-NOT: cvt.rn.bf16
// MX100: ld.shared.b32 [[TS:%r[0-9]+]], [__tileas_tc_mma_mxfp4+8];
// MX100-DAG: add.s32 [[SB0:%r[0-9]+]], [[TS]], 4;
// MX100-DAG: or.b32 [[SA1:%r[0-9]+]], [[TS]], -2147483648;
// MX100-DAG: or.b32 [[SB1:%r[0-9]+]], [[SB0]], -2147483648;
// MX100: tcgen05.st.sync.aligned.32x32b.x8.b32
// MX100: mov.b32 [[I0:%r[0-9]+]], 144704640;
// MX100-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block32.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I0]], [[[TS]]], [[[SB0]]], {{%p[0-9]+}};
// MX100-NEXT: mov.b32 [[I1:%r[0-9]+]], 1218446496;
// MX100-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block32.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I1]], [[[SA1]]], [[[SB1]]], {{%p[0-9]+}};
// MX100-NEXT: tcgen05.commit

// MX120-LABEL: .entry mma_mxfp4(
// MX120-NOT: cvt.rn.bf16
// MX120: mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0
// MX120: [[SA:%r[0-9]+]], {[[ZERO:%rs[0-9]+]], [[ZERO]]},
// MX120: mov.b16 [[TWO:%rs[0-9]+]], 2;
// MX120-NEXT: mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0
// MX120: [[SA]], {[[TWO]], [[ZERO]]},
// MX120-NOT: mma.sync.aligned.m16n8k16

// MX16-LABEL: .entry mma_mxfp4_b16(
// MX16: mov.b32 [[I:%r[0-9]+]], 144704640;
// MX16-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I]],
// MX16-NEXT: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[I]],
// MX16-NEXT: tcgen05.commit

// MX16-120: .version 9.1
// MX16-120-LABEL: .entry mma_mxfp4_b16(
// MX16-120-NOT: cvt.rn.bf16
// MX16-120: // begin inline asm
// MX16-120-NEXT: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}}, {[[ZERO:%rs[0-9]+]], [[ZERO]]}, {%r{{[0-9]+}}}, {[[ZERO]], [[ZERO]]};
// MX16-120-NEXT: // end inline asm
// MX16-120-NOT: mma.sync.aligned.m16n8k16
