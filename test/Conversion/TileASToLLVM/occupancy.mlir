// A kernel's occupancy hint (`nv_tileaa.occupancy`, from cuda_tile's
// optimization_hints): `nvvm.maxnreg` = 65536 / (threads * N), at most 255,
// when its shared memory fits the SM's N-th part less 1 KiB a CTA; no cap
// when it does not (here 96 KiB of scratch: fits 115712 bytes at
// N = 2, not 76800 at N = 3), nor without a hint.
// RUN: tileas-opt %s -split-input-file -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @two
// CHECK-SAME: nvvm.maxnreg = 128 : i32
// CHECK-SAME: nvvm.reqntid = array<i32: 256, 1, 1>
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @two() attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 2 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 98304 : i64} {
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @one
// CHECK-SAME: nvvm.maxnreg = 255 : i32
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @one() attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 1 : i64, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @three
// CHECK-NOT: maxnreg
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @three() attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 3 : i64, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 98304 : i64} {
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @none
// CHECK-NOT: maxnreg
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @none() attributes {nv_tileaa.kernel, nv_tileas.num_threads = 256 : i32, nv_tileas.smem_bytes = 0 : i64} {
    return
  }
}
