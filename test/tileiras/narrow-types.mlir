// cuda_tile 13.3's 4-bit types to cubins (the emulator checks the values of the
// three probes): f4E2M1FN and i4 tiles live as i8 codes; ftof to f4E2M1FN compares
// |x| with the format's rounding boundaries (setp, selp), from it the code becomes
// f16 bits (cvt to f32 where the result is f32); mmaf_scaled of f4E2M1FN operands
// with f8E4M3FN scales (NVFP4) runs on the NVFP4 MMAs at sm_100 (tcgen05,
// kind::mxf4nvf4) and sm_120 (mma.sync, kind::mxf4nvf4, scale_vec::4X), and is
// a bf16 tensor-core MMA of the decoded, scaled operands at sm_90 (wgmma)
// (test/tileiras/mmaf-scaled-fp4.mlir has the details); tensor views of
// f4E2M1FN load and store bytes (f4_views.mlir). Unlike NVIDIA's tileiras 13.5, which refuses
// f4E2M1FN below sm_100, every target runs them; the f8E4M3FN scales need the f8
// conversions of sm_89+. 13.4's fnv8E5M3FNU has no lowering anywhere (NVIDIA's
// neither): a located error, exit status 5, no output file.
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/f4_cast.mlir -o %t.d/cast.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/mma_nvfp4.mlir -o %t.d/mma.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/narrow_ops.mlir -o %t.d/ops.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/f4_views.mlir -o %t.d/views.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/cast.tileirbc | FileCheck %s --check-prefix=CAST
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o - %t.d/mma.tileirbc | FileCheck %s --check-prefixes=MMA,SM100
// RUN: tileiras --emit=ptx --gpu-name=sm_90 -o - %t.d/mma.tileirbc | FileCheck %s --check-prefixes=MMA,SM90
// RUN: tileiras --emit=ptx --gpu-name=sm_120 -o - %t.d/mma.tileirbc | FileCheck %s --check-prefixes=MMA,SM120
// RUN: for sm in sm_80 sm_90 sm_100 sm_120; do tileiras --gpu-name=$sm -o %t.d/cast.$sm.cubin %t.d/cast.tileirbc && tileiras --gpu-name=$sm -o %t.d/ops.$sm.cubin %t.d/ops.tileirbc && tileiras --gpu-name=$sm -o %t.d/views.$sm.cubin %t.d/views.tileirbc || exit 1; done
// RUN: for sm in sm_90 sm_100 sm_120; do tileiras --gpu-name=$sm -o %t.d/mma.$sm.cubin %t.d/mma.tileirbc || exit 1; done
// RUN: test -s %t.d/cast.sm_80.cubin && test -s %t.d/ops.sm_120.cubin && test -s %t.d/mma.sm_100.cubin && test -s %t.d/views.sm_90.cubin
// RUN: not tileiras --gpu-name=sm_80 -o %t.d/mma.sm_80.cubin %t.d/mma.tileirbc 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not test -e %t.d/mma.sm_80.cubin
// RUN: tileas-translate --mlir-to-tilebc %S/../Bytecode/narrow-types.mlir -o %t.d/e5m3.tileirbc
// RUN: not tileiras --gpu-name=sm_100 -o %t.d/e5m3.cubin %t.d/e5m3.tileirbc 2>&1 | FileCheck %s --check-prefix=E5M3
// RUN: tileiras --gpu-name=sm_100 -o %t.d/e5m3.cubin %t.d/e5m3.tileirbc; test $? -eq 5
// RUN: not test -e %t.d/e5m3.cubin

// CAST-LABEL: .entry f4_cast(
// CAST: abs.f32
// CAST: setp.nan.f32
// CAST: cvt.f32.f16
// MMA-LABEL: .entry mma_nvfp4(
// SM100-NOT: cvt.rn.f16x2.e4m3x2
// SM100: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16
// SM90: cvt.rn.f16x2.e4m3x2
// SM90: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// SM120-NOT: cvt.rn.f16x2.e4m3x2
// SM120: mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3
// SM80: error: in function 'mma_nvfp4': intrinsic 'llvm.nvvm.e4m3x2.to.f16x2.rn' is not supported on sm_80
// E5M3: error: 'cuda_tile.entry' op Incompatibility with architecture 'sm_100': unsupported type 'fnv8E5M3FNU'
