// cuda_tile's `latency` hint on a loop's loads (1, light DRAM traffic, to 10,
// heavy) gives its rings fewer stages when every load says 4 or less:
// ceil(fit * (latency + 3) / 8) of the `fit` that fit in shared memory, as
// NVIDIA's tileiras keeps (matmul_f16 at sm_100: 4, 5, 7 and 7 of 7 stages
// of 32 KiB for 1 to 4; docs/nv_tileas.md, "Latency hint"). A loop with an
// unhinted load, or hints of 5 and up, keeps them all.
// REQUIRES: tileiras-driver
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_f16.tileirbc -o %t.mlir
// RUN: sed 's/token = %%0 : partition_view/token = %%0 optimization_hints = <sm_100 = {latency = 1}> : partition_view/' %t.mlir > %t.l1.mlir
// RUN: sed 's/token = %%0 : partition_view/token = %%0 optimization_hints = <sm_100 = {latency = 2}> : partition_view/' %t.mlir > %t.l2.mlir
// RUN: sed 's/token = %%0 : partition_view/token = %%0 optimization_hints = <sm_100 = {latency = 5}> : partition_view/' %t.mlir > %t.l5.mlir
// RUN: sed '0,/token = %%0 : partition_view/s//token = %%0 optimization_hints = <sm_100 = {latency = 1}> : partition_view/' %t.mlir > %t.one.mlir
// RUN: grep -c 'latency = 1' %t.l1.mlir %t.one.mlir | FileCheck %s --check-prefix=HINTS
// RUN: tileas-translate -mlir-to-cudatilebc %t.l1.mlir -o %t.l1.bc
// RUN: tileas-translate -mlir-to-cudatilebc %t.l2.mlir -o %t.l2.bc
// RUN: tileas-translate -mlir-to-cudatilebc %t.l5.mlir -o %t.l5.bc
// RUN: tileas-translate -mlir-to-cudatilebc %t.one.mlir -o %t.one.bc
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.l1.bc | FileCheck %s --check-prefix=L1
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.l2.bc | FileCheck %s --check-prefix=L2
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.l5.bc | FileCheck %s --check-prefix=ALL
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %t.one.bc | FileCheck %s --check-prefix=ALL
// RUN: tileiras --gpu-name sm_100 --emit=ptx -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=ALL
// The hint is sm_100's: sm_90 keeps its stages.
// RUN: tileiras --gpu-name sm_90 --emit=ptx -o - %t.l1.bc | FileCheck %s --check-prefix=SM90
// The emulator runs the four-stage kernel (16 K steps: the rings wrap four times).
// RUN: rm -rf %t.corpus && cp -r %corpus %t.corpus && cp %t.l1.bc %t.corpus/matmul_f16.tileirbc
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %t.corpus --workdir %t.emu --matmul --schedule shuffle \
// RUN:   matmul_f16 | FileCheck %s --check-prefix=EMU

// HINTS: l1.mlir:2
// HINTS: one.mlir:1
// Four stages of A's and B's 16 KiB tiles (and their mbarriers), then five.
// L1: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[131136];
// L2: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[163920];
// Seven.
// ALL: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[229488];
// SM90: .shared .align 1024 .b8 __tileas_pipe_matmul_f16[
// SM90-NOT: [131
// EMU: PASS   matmul_f16
