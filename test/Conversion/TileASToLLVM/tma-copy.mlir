// TMA ring stages (sm_90+) lowered (tma_copy.rs): the load of a make_memref
// of kernel parameters gets a tensor map, a hidden kernel parameter
// (ptr byval([128 x i8]) align 64, a grid constant) after the user's, which
// nv_tileas.tma_descriptors describes for the host module (base parameter 0,
// extents parameters 1 and 2, strides parameter 3 and 1, a 64x64 box, no
// swizzle); thread 0 initialises the four stages' mbarriers, arrives on a
// stage's with its 8192 bytes and issues the box into the stage; everyone
// spins on try_wait.parity; the exit edge invalidates the mbarriers. The
// other load (a computed extent) stays cp.async. The store after the loop is
// a TMA store through a tensor map of its own (the same view and 64x64 box:
// NVIDIA's tileiras gives every TMA store its own map): the threads write the stage, fence the async proxy, synchronise; thread 0
// stores the box and waits for its bulk group; only the return follows, so
// the CTA does not synchronise again (tma_copy::last_contact).
// ptxas takes the result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_100a --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @tma_loop(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %arg7: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
// CHECK-SAME: nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 64, 64>, dims = array<i64: 1, 2>, dims_const = array<i64: 0, 0>, elem = "f16", param = 6 : i64, strides = array<i64: 3, -1>, strides_const = array<i64: 0, 1>, swizzle = 0 : i64}, {address = 0 : i64, box = array<i64: 64, 64>, dims = array<i64: 1, 2>, dims_const = array<i64: 0, 0>, elem = "f16", param = 7 : i64, strides = array<i64: 3, -1>, strides_const = array<i64: 0, 1>, swizzle = 0 : i64}]
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.mbarrier_init.release.cluster"
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%{{.*}}, %{{.*}}) : (!llvm.ptr<3>, i32) -> i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"(%{{.*}}, %{{.*}}, %arg6, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i64, i1) -> ()
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.mbarrier.inval.shared"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%{{.*}}, %{{.*}}) : (!llvm.ptr<3>, i32) -> i1
// CHECK: llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d"(%{{.*}}, %arg7, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<3>, !llvm.ptr, i32, i32, i64, i1) -> ()
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.commit.group"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.wait.group"
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
// PTX: .param .align 64 .b8 tma_loop_param_6[128]
// PTX: .param .align 64 .b8 tma_loop_param_7[128]
// PTX: mbarrier.init.shared.b64 [__tileas_pipe_tma_loop+65536], {{.*}};
// PTX: mbarrier.arrive.expect_tx.shared.b64 {{.*}}, [__tileas_pipe_tma_loop+65536], {{.*}};
// PTX: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [__tileas_pipe_tma_loop], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [__tileas_pipe_tma_loop+65536];
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [__tileas_pipe_tma_loop];
// PTX-NEXT: cp.async.bulk.commit_group;
// PTX-NEXT: cp.async.bulk.wait_group 0;
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
func.func @tma_loop(%pa: !nv_tileaa.ptr<f16>, %m: i32, %n: i32, %ld: i32, %pb: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %c4096 = arith.constant 4096 : i64
  %sm = arith.extsi %m : i32 to i64
  %sn = arith.extsi %n : i32 to i64
  %sld = arith.extsi %ld : i32 to i64
  %ma = nv_tileaa.make_memref %pa, sizes[%sm, %sn], strides[%sld, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %big = arith.muli %sm, %c64 : i64
  %mb = nv_tileaa.make_memref %pb, sizes[%big, %c4096], strides[%c4096, %c1] {base_div_by = 16 : i64, strides_div_by = array<i64: 4096, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<?x?xf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  cf.br ^header(%c0, %zero : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^header(%k: i64, %acc: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  %more = arith.cmpi slt, %k, %nk : i64
  cf.cond_br %more, ^body, ^exit(%acc : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^body:
  %koff = arith.muli %k, %c64 : i64
  %a = nv_tileas.tiled_load %ma[%c0, %koff] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %b = nv_tileas.tiled_load %mb[%koff, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : !nv_tileaa.memref<?x?xf16> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %s = arith.addf %a, %b : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %t = arith.addf %acc, %s : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
  %next = arith.addi %k, %c1 : i64
  cf.br ^header(%next, %t : i64, tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
^exit(%r: tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
  nv_tileas.tiled_store %r, %ma[%c0, %c0] {dim_map = array<i64: 0, 1>, sem = "weak"} : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, !nv_tileaa.memref<?x?xf16>
  return
}
}
