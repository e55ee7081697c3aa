// A pipelined gather (nv_tileas.async_gather, tileas-pipeline-loads) lowered:
// each thread's runs of 8 f16 (its layout's 8 consecutive slots, 4 runs a
// thread) are one 16-byte cp.async each, from the run's first pointer into
// the run's place in the stage; the mask selects the src-size, 16 bytes or 0
// (a zero-filled run). No f16 is loaded synchronously (only the 64 row
// indices, before the loop). ptxas takes the result.
// REQUIRES: tileas-llc
// RUN: tileas-opt %s --pass-pipeline='builtin.module(func.func(tileas-pipeline-loads),convert-tileas-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts,canonicalize,cse)' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tileas-llc %t.mlir --mcpu=sm_80 --verify-ptxas -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// CHECK-LABEL: llvm.func @gather_loop(
// CHECK: %[[ON:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
// CHECK-COUNT-3: llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"
// CHECK: llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"
// CHECK-NOT: !llvm.ptr<1> -> f16
// PTX: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX-NOT: ld.global.{{[bsu]}}16

module attributes {nv_tileas.compute_capability = 80 : i64, nv_tileas.max_shared_bytes = 65536 : i64} {
  func.func @gather_loop(%base: !nv_tileaa.ptr<f16>, %idxp: !nv_tileaa.ptr<i32>, %stride: i32, %kdim: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.arg_div_by = array<i64: 16, 16, 8, 8, 16>, nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32, nv_tileas.smem_bytes = 1024 : i64} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant dense<0.0> : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %n = arith.ceildivsi %kdim, %c64 : i32
    %r0 = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ipv = nv_tileaa.view %idxp : !nv_tileaa.ptr<i32> -> tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %ipb = nv_tileaa.broadcast %ipv : tensor<1x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ip = nv_tileaa.addptr %ipb, %r0 : tensor<64x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>, tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %idx1 = nv_tileas.load %ip {sem = "weak"} : tensor<64x!nv_tileaa.ptr<i32>, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %idx = nv_tileaa.view %idx1 : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %i64 = arith.extsi %idx : tensor<64x1xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> to tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %ib = nv_tileaa.broadcast %i64 : tensor<64x1xi64, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s64 = arith.extsi %stride : i32 to i64
    %sv = nv_tileaa.view %s64 : i64 -> tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %sb = nv_tileaa.broadcast %sv : tensor<1x1xi64, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %rowoff = arith.muli %ib, %sb : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %range = nv_tileaa.make_range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %rv = nv_tileaa.view %range : tensor<64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>>
    %colb = nv_tileaa.broadcast %rv : tensor<1x64xi32, #nv_tileas.tv<(64, 2):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %kv = nv_tileaa.view %kdim : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %kb = nv_tileaa.broadcast %kv : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %bv = nv_tileaa.view %base : !nv_tileaa.ptr<f16> -> tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %bb = nv_tileaa.broadcast %bv : tensor<1x1x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    cf.br ^bb1(%c0, %zero : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb1(%k: i32, %acc: tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>):
    %more = arith.cmpi slt, %k, %n : i32
    cf.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %k0 = arith.muli %k, %c64 : i32
    %k0v = nv_tileaa.view %k0 : i32 -> tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %k0b = nv_tileaa.broadcast %k0v : tensor<1x1xi32, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col = arith.addi %k0b, %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %col64 = arith.extsi %col : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %off = arith.addi %rowoff, %col64 : tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %p = nv_tileaa.addptr %bb, %off : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %m = arith.cmpi slt, %col, %kb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %v = nv_tileas.load %p mask(%m : tensor<64x64xi1, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) padding(%pad : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>) {sem = "weak"} : tensor<64x64x!nv_tileaa.ptr<f16>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> -> tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %w = arith.extf %v : tensor<64x64xf16, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %s = arith.addf %acc, %w : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %k1 = arith.addi %k, %c1 : i32
    cf.br ^bb1(%k1, %s : i32, tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>)
  ^bb3:
    %ov = nv_tileaa.view %out : !nv_tileaa.ptr<f32> -> tensor<1x1x!nv_tileaa.ptr<f32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>>
    %ob = nv_tileaa.broadcast %ov : tensor<1x1x!nv_tileaa.ptr<f32>, #nv_tileas.tv<(1, 128):(1, 0), (1):(0)>> -> tensor<64x64x!nv_tileaa.ptr<f32>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %r64 = arith.extsi %colb : tensor<64x64xi32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>> to tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    %op = nv_tileaa.addptr %ob, %r64 : tensor<64x64x!nv_tileaa.ptr<f32>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64xi64, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    nv_tileas.store %acc, %op {sem = "weak"} : tensor<64x64xf32, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>, tensor<64x64x!nv_tileaa.ptr<f32>, #nv_tileas.tv<(128):(8), (8, 4):(1, 1024)>>
    return
  }
}
