// scripts/gpu-check.py --dry-run: argument handling, manifest, tileiras and
// the plan of both modes (CuPy launch of our cubin; cuTile's ct.launch with our
// tileiras first on PATH), without a GPU.
// REQUIRES: tileiras-driver
// RUN: python3 %scripts/gpu-check.py --dry-run --mode both --tileiras "$(command -v tileiras)" --corpus %corpus vec_add_f32 saxpy_f32 | FileCheck %s
// CHECK: gpu-check: dry run: {{.*}}modes cupy + ct-launch
// CHECK: ct-launch: PATH starts with {{.*}}; tileiras on it: {{.*}}tileiras; CUDA_TILE_CACHE_DIR=off
// CHECK: plan vec_add_f32 cupy tileiras -O3 --gpu-name=sm_{{[0-9]+}} vec_add_f32{{.*}}.tileirbc; RawModule launch vec_add_f32 grid (1024, 1, 1) block (128, 1, 1)
// CHECK: plan vec_add_f32 ct-launch {{.*}}vec_add_f32
// CHECK: plan saxpy_f32 ct-launch
// CHECK: 2 kernels x 2 modes, complete
// RUN: { python3 %scripts/gpu-check.py --dry-run --corpus %corpus no_such_kernel; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: not in the manifest: no_such_kernel
// UNKNOWN: exit=2
// RUN: { python3 %scripts/gpu-check.py --mode nope; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=BADMODE
// BADMODE: invalid choice: 'nope'
// BADMODE: exit=2
// --cubins: cubins prepared on another machine (emulator/gpu_run.py prepare),
// the CTA size from each one's .reqntid; a kernel without one is a problem;
// assert_bounds is skipped (random indices fire its assertions).
// RUN: rm -rf %t.c && %S/../../emulator/gpu_run.py prepare --out %t.c --gpu-name sm_90 --tileiras tileiras \
// RUN:   --corpus %corpus vec_add_f32 matmul_f16 > /dev/null
// RUN: { python3 %scripts/gpu-check.py --dry-run --sm-for-dry-run 90 --cubins %t.c/ours --corpus %corpus \
// RUN:   vec_add_f32 matmul_f16 assert_bounds saxpy_f32; echo "exit=$?"; } | FileCheck %s --check-prefix=CUBINS
// CUBINS: cubins: prepared in {{.*}}ours
// CUBINS: plan vec_add_f32 cupy prepared vec_add_f32.cubin; RawModule launch vec_add_f32 grid (1024, 1, 1) block (128, 1, 1)
// CUBINS: plan matmul_f16 cupy prepared matmul_f16.cubin; RawModule launch matmul_f16 grid (32, 32, 1) block (384, 1, 1)
// CUBINS: plan assert_bounds cupy would skip: its assertions fire on random indices
// CUBINS: PROBLEM saxpy_f32 cupy no prepared cubin {{.*}}saxpy_f32.cubin
// CUBINS: exit=2
