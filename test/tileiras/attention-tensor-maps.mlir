// attention_fmha_causal_f16's tensor maps from the tileiras driver, as
// NVIDIA's tileiras 13.1 gives them at sm_100 (its host module, compared
// byte for byte by scripts/host-abi-bar.sh): Q (parameters 0-8), K (9-17),
// V (18-26) and the output (27-35), each a 128-byte swizzled map of the
// [B, H, S, D] view listed D, S, B, H (the leading unit box dimensions
// after the others: dims 2, 1, 3, 4 for Q); Q, K and the output in
// 128-row boxes, V (an N-major operand of two 128-byte blocks) in 64-row
// ones. Q is staged once and read in place by both loops' tcgen05 dots, Kᵀ
// in place as their K-major B, so the scratch leaves room for V's ring.
// REQUIRES: tileiras-driver
// RUN: tileiras --gpu-name=sm_100 --emit=mlir -o - %corpus/attention_fmha_causal_f16.tileirbc | FileCheck %s
// CHECK: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 1, 1, 128, 64>, dims = array<i64: 2, 1, 3, 4>, dims_const = array<i64: 0, 0, 0, 0>, elem = "f16", param = 43 : i64, strides = array<i64: 6, 5, 7, -1>, strides_const = array<i64: 0, 0, 0, 1>, swizzle = 128 : i64}, {address = 9 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 44 : i64, {{[^}]*}}}, {address = 18 : i64, box = array<i64: 1, 1, 64, 64>, {{[^}]*}}param = 45 : i64, {{[^}]*}}}, {address = 27 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 46 : i64, {{[^}]*}}}]

// At sm_120 (mma.sync), as NVIDIA's tileiras 13.1 there: the same four maps,
// V too in 128-row boxes, and all of Q, K and V copied into one 32 KB stage
// (NVIDIA's kernel: 32808 bytes of shared memory): Q is read into registers
// at once (it feeds dots in other blocks), K into registers for the dot's
// staging, V read in place by ldmatrix.trans; each copy's sequence starts
// with a CTA barrier, after the previous tile's last read.
// RUN: tileiras --gpu-name=sm_120 --emit=mlir -o - %corpus/attention_fmha_causal_f16.sm_120.tileirbc | FileCheck %s --check-prefix=SM120
// SM120: llvm.mlir.global internal @__tileas_pipe_attention_fmha_causal_f16() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32776 x i8>
// SM120: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 43 : i64, {{[^}]*}}}, {address = 9 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 44 : i64, {{[^}]*}}}, {address = 18 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 45 : i64, {{[^}]*}}}, {address = 27 : i64, box = array<i64: 1, 1, 128, 64>, {{[^}]*}}param = 46 : i64, {{[^}]*}}}]
