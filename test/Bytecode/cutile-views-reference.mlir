// Differential, issue 13: cuTile 1.7 writes make_strided_view (a tiled_view with
// traversal_steps) and make_gather_scatter_view (load_advanced_indexing /
// store_advanced_indexing) for the kernels of Inputs/cutile-views/kernels at
// bytecode 13.3-13.5 (cuTile refuses both below 13.3); our tileirdisasm prints what
// NVIDIA's 13.5 tileirdisasm prints, NVIDIA's tileiras 13.5 compiles the bytes our
// writer produces from them, and our tileiras compiles cuTile's bytes for sm_100,
// sm_90 and sm_80.
// REQUIRES: nvidia-reference, cutile-pypi, tileirdisasm-driver, tileiras-driver
// RUN: env TILEAS_CORPUS=%S/Inputs/cutile-views TILEAS_CUTILE_VERSIONS="13.3 13.4 13.5" \
// RUN:   %scripts/cutile-versions-diff.sh %reference %t.d | FileCheck %s
// RUN: tileirdisasm %t.d/bc/13.5/views_strided_f32.tileirbc | FileCheck %s --check-prefix=STRIDED
// RUN: tileirdisasm %t.d/bc/13.3/views_gather_rows_f32.tileirbc | FileCheck %s --check-prefix=GATHER
// RUN: tileiras --gpu-name=sm_100 -o %t.d/s100.cubin %t.d/bc/13.5/views_strided_f32.tileirbc
// RUN: tileiras --gpu-name=sm_90 -o %t.d/s90.cubin %t.d/bc/13.5/views_strided_f32.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/s80.cubin %t.d/bc/13.5/views_strided_f32.tileirbc
// RUN: tileiras --gpu-name=sm_100 -o %t.d/g100.cubin %t.d/bc/13.5/views_gather_rows_f32.tileirbc
// RUN: tileiras --gpu-name=sm_90 -o %t.d/g90.cubin %t.d/bc/13.5/views_gather_rows_f32.tileirbc
// RUN: tileiras --gpu-name=sm_80 -o %t.d/g80.cubin %t.d/bc/13.3/views_gather_rows_f32.tileirbc
// CHECK: tileirdisasm 13.3: 4 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.3: 4 accepted, 0 failed
// CHECK-NEXT: tileirdisasm 13.4: 4 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.4: 4 accepted, 0 failed
// CHECK-NEXT: tileirdisasm 13.5: 4 same, 0 differ
// CHECK-NEXT: tileiras-13.5 accepts our bytes 13.5: 4 accepted, 0 failed
// STRIDED: make_strided_view %{{.*}} : strided_view<tile=(16x32), traversal_strides=[8,32], padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
// STRIDED: load_view_tko weak %{{.*}} : strided_view<tile=(16x32), traversal_strides=[8,32]
// GATHER: make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
// GATHER: load_view_tko weak %{{.*}}, tile<16xi32>, tile<i32> -> tile<16x64xf32>, token
// GATHER: store_view_tko weak %{{.*}}, tile<16xi32>, tile<i32> -> token
