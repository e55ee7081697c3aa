// Differential, issue 13: bytecode 13.2-13.5 as cuTile 1.7 writes it, against
// NVIDIA's 13.5 tools (scripts/cutile-versions-diff.sh). For a set of corpus kernel
// sources written by cuTile at each version, our tileirdisasm prints what NVIDIA's
// prints (with and without -g), and NVIDIA's tileiras 13.5 compiles the bytes our
// writer produces from them, both at the writer's default (the oldest version that
// holds the module) and at the file's own version. The whole corpus:
// scripts/cutile-versions-diff.sh REFERENCE_DIR WORKDIR (no kernel names).
// REQUIRES: nvidia-reference, cutile-pypi, tileirdisasm-driver
// RUN: %scripts/cutile-versions-diff.sh %reference %t.d vec_add_f32 softmax_rows_f32 matmul_f16 \
// RUN:   attention_fmha_causal_f16 printf_debug cast_fp_formats reshape_cat_extract atomic_rmw_mix | FileCheck %s
// CHECK: tileirdisasm 13.2: 16 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.2: 16 accepted, 0 failed
// CHECK-NEXT: tileirdisasm 13.3: 16 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.3: 16 accepted, 0 failed
// CHECK-NEXT: tileirdisasm 13.4: 16 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.4: 16 accepted, 0 failed
// CHECK-NEXT: tileirdisasm 13.5: 16 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.5: 16 accepted, 0 failed
