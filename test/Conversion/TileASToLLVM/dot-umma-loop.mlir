// A tcgen05 dot in a K loop keeps its accumulator in tensor memory for the
// whole loop (tmem.rs): the preheader allocates the TMEM columns and stores
// the initial accumulator (tcgen05.st), every iteration's MMAs accumulate in
// place (all with enable_input_d = true, no tcgen05.st/ld in the loop), the
// loop's blocks carry no accumulator registers (each iteration waits on the
// kernel's tcgen05 mbarrier, which is invalidated only before the return), and
// the exit block reads the result once (tcgen05.ld, 32 columns at a time) and
// frees the columns.
// The second kernel rescales the accumulator inside the loop (as attention
// does): the rescale is an update in place, 32 columns at a time (tcgen05.ld,
// the multiplies, tcgen05.st), so the accumulator still never sits in
// registers across the loop.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -convert-tileas-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @kloop(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x64"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"()
// Every warp's part of the initial value is in TMEM before the first MMA.
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.before.thread.sync"()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK-NEXT: cf.br ^[[HEADER:bb[0-9]+]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^[[HEADER]](%{{[^:]*}}: i64):
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NOT: tcgen05.st
// CHECK-NOT: tcgen05.ld
// CHECK-NOT: tcgen05.alloc
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c135331856_i32, %true
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK-NOT: tcgen05.ld
// CHECK-NOT: mbarrier.inval
// CHECK: cf.br ^[[HEADER]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @kloop(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// CHECK-LABEL: llvm.func @rescaled(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x64"
// CHECK: cf.br ^[[HEADER:bb[0-9]+]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^[[HEADER]](%{{[^:]*}}: i64):
// CHECK-NOT: tcgen05.alloc
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK-COUNT-32: arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x32"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-COUNT-32: arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"()
// CHECK-NOT: tcgen05.alloc
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c135331856_i32, %true
// CHECK: cf.br ^[[HEADER]](%{{[^,:]*}} : i64)
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @rescaled(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %half = arith.constant dense<0.5> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %scaled = arith.mulf %acc, %half : tensor<128x64xf32>
    %d = "nv_tileaa.dot"(%a, %b, %scaled) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// A loaded once before the loop (attention's Q) is staged for tcgen05 once,
// where it is defined, into a region of its own at the end of the scratch
// (nv_tileas.staged_operand_bytes, reserved by convert-tileaa-to-tileas: the
// 128x64 f16 A, 16 KiB): the loop stages only B (one 16-byte store per run),
// and its MMAs' A descriptors point at the staged copy.
// LAYOUT-LABEL: func.func @invariant_a
// LAYOUT-SAME: nv_tileas.smem_bytes = 40960 : i64, nv_tileas.staged_operand_bytes = 16384 : i64
// CHECK-LABEL: llvm.func @invariant_a(
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: vector<8xf16>, !llvm.ptr<3>
// CHECK: cf.br ^[[HEADER:bb[0-9]+]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^[[HEADER]](%{{[^:]*}}: i64):
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: vector<8xf16>, !llvm.ptr<3>
// CHECK: %c24576_i64 = arith.constant 24576 : i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"
// CHECK: cf.br ^[[HEADER]]
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @invariant_a(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %t3 = "nv_tileaa.tiled_store"(%mc, %res, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// An elementwise op on the loop's result after the loop (matmul_fp8_e4m3's
// scale) is the epilogue, not an update: the accumulator still stays in TMEM
// across the loop and is read once in the exit block, then scaled (f32
// pairs as f32x2 multiplications at sm_100).
// CHECK-LABEL: llvm.func @scaled_epilogue(
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"
// CHECK: cf.br ^[[HEADER:bb[0-9]+]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^[[HEADER]](%{{[^:]*}}: i64):
// CHECK-NOT: tcgen05.ld
// CHECK: cf.br ^[[HEADER]](%{{[^,:]*}} : i64)
// CHECK-NEXT: ^{{bb[0-9]+}}:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<2xf32>
module attributes {nv_tileas.compute_capability = 100 : i64} {
  func.func @scaled_epilogue(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f32>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c128 = arith.constant 128 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c128, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c128, %c64, %c64, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>} : (!nv_tileaa.ptr<f32>, i64, i64, i64, i64) -> !nv_tileaa.memref<128x64xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %scale = arith.constant dense<0.125> : tensor<128x64xf32>
    cf.br ^header(%c0, %zero : i64, tensor<128x64xf32>)
  ^header(%k: i64, %acc: tensor<128x64xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<128x64xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<128x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x64xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<128x64xf32>)
  ^exit(%res: tensor<128x64xf32>):
    %s = arith.mulf %res, %scale : tensor<128x64xf32>
    %t3 = "nv_tileaa.tiled_store"(%mc, %s, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<128x64xf32>, tensor<128x64xf32>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}

// -----

// A 256x256 f32 accumulator (256 values a thread at 256 threads) whose
// epilogue is truncf then a tiled store: the store reads the result 32
// columns at a time, converts and stores them before it reads the next
// chunk, and frees the columns after the last store; the whole accumulator
// is never in registers at once (it spilled when every chunk was read
// first). Up to 128 values a thread are read whole (the kernels above).
// CHECK-LABEL: llvm.func @streamed(
// CHECK: cf.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.fence.after.thread.sync"()
// CHECK-NOT: tcgen05.dealloc
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK-COUNT-32: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: tcgen05.ld
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
// CHECK-NOT: tcgen05.dealloc
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x32"
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.ld"()
// CHECK-COUNT-32: arith.truncf %{{.*}} : f32 to f16
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
// CHECK: llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"
// CHECK-NOT: tcgen05.ld
// CHECK: llvm.return
module attributes {nv_tileas.compute_capability = 100 : i64, nv_tileas.max_shared_bytes = 232448 : i64} {
  func.func @streamed(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %pc: !nv_tileaa.ptr<f16>, %nk: i64) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c256 = arith.constant 256 : i64
    %c64 = arith.constant 64 : i64
    %c1024 = arith.constant 1024 : i64
    %ma = "nv_tileaa.make_memref"(%pa, %c256, %c1024, %c1024, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mb = "nv_tileaa.make_memref"(%pb, %c1024, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<?x?xf16>
    %mc = "nv_tileaa.make_memref"(%pc, %c256, %c256, %c256, %c1) {operandSegmentSizes = array<i32: 1, 2, 2>, base_div_by = 16 : i64, sizes_div_by = array<i64: 16, 16>, strides_div_by = array<i64: 16, 1>} : (!nv_tileaa.ptr<f16>, i64, i64, i64, i64) -> !nv_tileaa.memref<256x256xf16>
    %zero = arith.constant dense<0.0> : tensor<256x256xf32>
    cf.br ^header(%c0, %zero : i64, tensor<256x256xf32>)
  ^header(%k: i64, %acc: tensor<256x256xf32>):
    %more = arith.cmpi slt, %k, %nk : i64
    cf.cond_br %more, ^body, ^exit(%acc : tensor<256x256xf32>)
  ^body:
    %koff = arith.muli %k, %c64 : i64
    %a, %t1 = "nv_tileaa.tiled_load"(%ma, %c0, %koff) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<256x64xf16>, !nv_tileaa.mem_token)
    %b, %t2 = "nv_tileaa.tiled_load"(%mb, %koff, %c0) {operandSegmentSizes = array<i32: 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<?x?xf16>, i64, i64) -> (tensor<64x256xf16>, !nv_tileaa.mem_token)
    %d = "nv_tileaa.dot"(%a, %b, %acc) : (tensor<256x64xf16>, tensor<64x256xf16>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %next = arith.addi %k, %c1 : i64
    cf.br ^header(%next, %d : i64, tensor<256x256xf32>)
  ^exit(%res: tensor<256x256xf32>):
    %h = arith.truncf %res : tensor<256x256xf32> to tensor<256x256xf16>
    %t3 = "nv_tileaa.tiled_store"(%mc, %h, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>, dim_map = array<i64: 0, 1>, sem = "weak"} : (!nv_tileaa.memref<256x256xf16>, tensor<256x256xf16>, i64, i64) -> !nv_tileaa.mem_token
    return
  }
}
