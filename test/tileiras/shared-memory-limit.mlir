// The shared memory a CTA may use comes from --gpu-name: a 128x256 f32
// transpose needs 128 KiB of scratch, which sm_100 (227 KiB) and sm_80
// (163 KiB) allow as static .shared memory (as NVIDIA's tileiras declares
// it; ptxas takes it with --enable-extended-smem=true) and sm_120 (99 KiB)
// does not: a located error there, no output file.
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.d/t.tileirbc
// RUN: tileiras --gpu-name=sm_100 --emit=ptx -o - %t.d/t.tileirbc | FileCheck %s --check-prefix=SM100
// RUN: tileiras --gpu-name=sm_100 -o %t.d/t.cubin %t.d/t.tileirbc
// RUN: test -s %t.d/t.cubin
// RUN: tileiras --gpu-name=sm_80 -o %t.d/t80.cubin %t.d/t.tileirbc
// RUN: not tileiras --gpu-name=sm_120 -o %t.d/t120.cubin %t.d/t.tileirbc 2>&1 | FileCheck %s --check-prefix=SM120
// RUN: test ! -e %t.d/t120.cubin

// SM100: .shared .align 1024 .b8 __tileas_smem_transpose_big[131072];
// SM120: error: 'nv_tileaa.permute' op is not yet supported by tileas: it needs 131072 bytes of shared-memory scratch to exchange tile elements between threads, over the 100336 bytes left of the 101376 bytes a CTA may use ('nv_tileas.max_shared_bytes')

cuda_tile.module @m {
  entry @transpose_big(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %a = make_tensor_view %p, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %b = make_tensor_view %q, shape = [%n, %m], strides = [%m, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %a : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %b : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %pa[%x, %y] : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token
    %u = permute %t [1, 0] : tile<128x256xf32> -> tile<256x128xf32>
    %tok2 = store_view_tko weak %u, %pb[%y, %x] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
