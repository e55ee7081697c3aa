// A CTA barrier that follows another in the same block, with only
// arithmetic, address computations or special-register reads between them,
// is dropped (barriers.rs): two waits (of a kernel without cp.async: a
// barrier each) in a row give one bar.sync; a store between them (here in
// the scf.if of its owner thread) keeps both.
// REQUIRES: tileiras-driver
// RUN: tileas-opt %s --convert-tileas-to-llvm | FileCheck %s
// The sm_90 matmul epilogue: the wait ending the K loop and the mbarrier
// invalidation after it share one named barrier of the compute threads.
// RUN: tileiras --emit=ptx --gpu-name sm_90 -o - %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=PTX90
// PTX90: wgmma.wait_group.sync.aligned 0;
// PTX90-NEXT: bar.sync 1, 256;
// PTX90-NEXT: // begin inline asm
// PTX90-NEXT: // end inline asm
// PTX90-NEXT: @%p{{[0-9]+}} bra
// PTX90-NEXT: mbarrier.inval.shared.b64

// CHECK-LABEL: llvm.func @twice(
// CHECK: scf.if
// CHECK-NEXT: llvm.store
// CHECK: nvvm.barrier0
// CHECK-NEXT: arith.muli
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @store_between(
// CHECK: scf.if
// CHECK-NEXT: llvm.store
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK-NEXT: llvm.store
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.return
// A wait that is the kernel's first contact with shared memory (entry
// block, register ops only before it) has nothing to wait for or order: no
// barrier (async_copy::first_contact).
// CHECK-LABEL: llvm.func @first_contact(
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 166912 : i64} {
  func.func @twice(%n: i64, %p: !nv_tileaa.ptr<f32>, %v: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    nv_tileas.store %v, %p {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
    nv_tileas.async_wait 0
    %m = arith.muli %n, %n : i64
    nv_tileas.async_wait 0
    return
  }
  func.func @store_between(%p: !nv_tileaa.ptr<f32>, %v: f32) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    nv_tileas.store %v, %p {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
    nv_tileas.async_wait 0
    nv_tileas.store %v, %p {sem = "weak"} : f32, !nv_tileaa.ptr<f32>
    nv_tileas.async_wait 0
    return
  }
  func.func @first_contact(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 0 : i64} {
    %m = arith.muli %n, %n : i64
    nv_tileas.async_wait 0
    %m2 = arith.muli %m, %n : i64
    return
  }
}
