// Client test: cuTile Python 1.7 from PyPI compiles the corpus kernel sources through
// our tileiras (first on PATH; a stand-in libcuda where there is no GPU driver). Its
// bytecode-version probe must pick the newest version it offers (13.4), and each kernel
// must give a cubin: all of them for sm_100, a few for sm_120 and sm_90 (run
// scripts/cutile-client-test.sh by hand for every kernel on every target).
// cuTile's disk cache is on, as a user has it (a fresh directory): cuTile then
// runs tileiras with `--remark-format=yaml --remarks=all --remarks-output-file=F`
// and stores the remarks file with each cubin; the matmul kernels' entries hold
// tileas' dot remarks.
// Skipped (UNSUPPORTED) only where PyPI is unreachable and cuTile is not installed yet.
// REQUIRES: tileiras-driver, ptxas, cutile-pypi
// RUN: %scripts/cutile-client-test.sh --tileiras "$(command -v tileiras)" --archs sm_100 | FileCheck %s --check-prefix=ALL
// ALL: version probe: picked 13.4 offered 13.4
// ALL: cutile-compile-check: 40 of 40 compiled
// ALL-NEXT: cutile-compile-check: cache: 40 entries, {{[1-9][0-9]?}} with remarks
// ALL: cutile-client-test: all ok
// RUN: %scripts/cutile-client-test.sh --tileiras "$(command -v tileiras)" --archs "sm_120 sm_90" vec_add_f32 printf_debug matmul_f16 attention_fmha_causal_f16 | FileCheck %s --check-prefix=SOME
// SOME: version probe: picked 13.4 offered 13.4
// SOME: cuTile 1.7.0, tileiras {{.*}}, sm_120
// SOME: cutile-compile-check: 4 of 4 compiled
// SOME-NEXT: cutile-compile-check: cache: 4 entries, 2 with remarks
// SOME: cuTile 1.7.0, tileiras {{.*}}, sm_90
// SOME: cutile-compile-check: 4 of 4 compiled
// SOME: cutile-client-test: all ok
// cuTile's `num_worker_warps` (the entry hint num_worker_warps_per_cta, which
// cuTile writes from bytecode 13.3 on) reaches our tileiras and compiles
// (test/Bytecode/worker-warps-hint.mlir checks what it does).
// RUN: rm -rf %t.corpus && mkdir -p %t.corpus && cp -r %corpus/kernels %t.corpus/
// RUN: sed -i 's/^@ct.kernel$/@ct.kernel(num_worker_warps=8)/' %t.corpus/kernels/layernorm_fwd_f16.py %t.corpus/kernels/matmul_f16.py
// RUN: grep -h 'num_worker_warps=8' %t.corpus/kernels/layernorm_fwd_f16.py %t.corpus/kernels/matmul_f16.py | FileCheck %s --check-prefix=SRC
// RUN: TILEAS_CORPUS=%t.corpus %scripts/cutile-client-test.sh --tileiras "$(command -v tileiras)" --archs sm_100 layernorm_fwd_f16 matmul_f16 | FileCheck %s --check-prefix=WARPS
// SRC: @ct.kernel(num_worker_warps=8)
// SRC-NEXT: @ct.kernel(num_worker_warps=8)
// WARPS: cutile-compile-check: 2 of 2 compiled
// WARPS: cutile-client-test: all ok
