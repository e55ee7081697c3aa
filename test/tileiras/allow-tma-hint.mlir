// cuda_tile's `allow_tma = false` optimization hint (on a load or store view
// access; the target's own entry, or `default` when it has none): the access
// never becomes a TMA copy. row_sum_f32's loop load with `<sm_90 = {allow_tma
// = false}, sm_100 = {latency = 4}, default = {allow_tma = false}>` and its
// store with `<default = {allow_tma = false}>` (13.3 for `default`): at sm_90
// and sm_120 neither is a TMA copy (the loop's tiles come through cp.async
// rings, the sums are stored directly); at sm_100 the load's own entry hides
// `default` and allows TMA, so the loop keeps its TMA boxes and only the store
// loses its; without the hints both are TMA. The hinted kernel still computes
// the right sums (CPU emulator, sm_90).
// REQUIRES: tileiras-driver, numpy
// RUN: rm -rf %t.d && mkdir -p %t.d && cp %corpus/manifest.json %t.d/
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/row_sum_f32.tileirbc \
// RUN:   | sed -e 's/cuda_tile.module @kernels {/cuda_tile.module @kernels version "13.3" {/' \
// RUN:     -e 's/token = %0 : partition_view/token = %0 optimization_hints = <sm_90 = {allow_tma = false}, sm_100 = {latency = 4}, default = {allow_tma = false}> : partition_view/' \
// RUN:     -e 's/\(store_view_tko weak .*\) token = %0 : tile/\1 token = %0 optimization_hints = <default = {allow_tma = false}> : tile/' > %t.mlir
// RUN: FileCheck %s --check-prefix=SRC < %t.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.mlir -o %t.d/row_sum_f32.tileirbc
// RUN: tileiras --gpu-name=sm_90 --emit=ptx -o - %t.d/row_sum_f32.tileirbc | FileCheck %s --check-prefix=SM90
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %t.d/row_sum_f32.tileirbc | FileCheck %s --check-prefix=SM100
// RUN: tileiras --gpu-name=sm_120 --emit=ptx -o - %t.d/row_sum_f32.tileirbc | FileCheck %s --check-prefix=SM90
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %corpus/row_sum_f32.tileirbc | FileCheck %s --check-prefix=PLAIN
// RUN: %S/../../emulator/emulate.py --tileiras tileiras --corpus %t.d --workdir %t.emu --gpu-name sm_90 \
// RUN:   --schedule shuffle row_sum_f32 | FileCheck %s --check-prefix=EMU

// SRC: load_view_tko {{.*}} optimization_hints = <sm_90 = {allow_tma = false}, sm_100 = {latency = 4}, default = {allow_tma = false}>
// SRC: store_view_tko {{.*}} optimization_hints = <default = {allow_tma = false}>

// SM90-NOT: cp.async.bulk.tensor
// SM90: cp.async.cg.shared.global
// SM90-NOT: cp.async.bulk.tensor
// SM90: st.global.b32
// SM90-NOT: cp.async.bulk.tensor

// SM100: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// SM100-NOT: cp.async.bulk.tensor.{{.*}}global.shared::cta
// SM100: st.global.b32
// SM100-NOT: cp.async.bulk.tensor.{{.*}}global.shared::cta

// PLAIN: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes
// PLAIN: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group

// EMU: PASS{{ +}}row_sum_f32{{ +}}
// EMU: emulate: 1 PASS
