// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes) for the emulator's warp matrix ops: every llvm.nvvm.mma.* form the
// runtime implements (and the inline-PTX mma.sync it takes for the one LLVM
// lacks), ldmatrix and stmatrix .x1/.x2/.x4 with and without
// .trans, and an ldmatrix -> mma chain. emulator/tests/warp_mma.py rewrites it
// with tileas-emu-prep, builds it with emulator/runtime.c, runs it for several
// CTA shapes and thread orders and checks every output word exactly against
// references computed from the PTX ISA's fragment layouts
// (test/Emulator/warp-mma.mlir).
//
// @warp_mma(out, in, total, mode): thread g = ctaid.x * N + t (N the CTA size,
// t the linear thread id, total the threads of the grid) reads input record r
// at in[(r * total + g) * 16 ..] (16 i32 words) and writes output record r at
// out[(r * total + g) * 8 ..] (8 words):
//   0..17  one MMA each (@mma_<r>): A, B and C registers in words 0.. in
//          operand order (an f64 takes two words), D registers out
//   32     the block-scaled MMA (@mma_32, run after record 17): A, B, C as
//          above (words 0..9), then scale-a-data, byte-id-a, thread-id-a,
//          scale-b-data, byte-id-b, thread-id-b (words 10..15; the ids the
//          low 16 bits of their words), D registers out
//   33     NVFP4's block-scaled MMA (@mma_33, after record 32), words as 32's
//   34     MXFP4's (@mma_34, after record 33), words as 32's
//   35     MXFP4's with a scale per 16 (@mma_35, after record 34; inline PTX,
//          no intrinsic), words as 32's
//   18     8 words this lane stores to its two 16-byte row slots (2 * lane,
//          2 * lane + 1) of its warp's 1 KiB region of @tile (64 row slots)
//   -- barrier --
//   19..24 ldmatrix .x1, .x2, .x4, .x1.trans, .x2.trans, .x4.trans (@ld_<r>):
//          the lane's row address is row slot in[0] of its warp's region
//   25     ldmatrix.x4 of A (row slot in[0]), ldmatrix.x2.trans of B (row slot
//          in[1]), mma.m16n8k16.row.col.f32.f32 with C = 0 (@chain)
//   26..31 stmatrix .x1, .x2, .x4, .x1.trans, .x2.trans, .x4.trans (@st_<r>):
//          row slot in[0] of the warp's region of @stage region r - 26, the
//          registers in words 1..
//   -- barrier --
//   26..31 (output) the 8 words of row slots 2 * lane, 2 * lane + 1 of the
//          warp's region of each @stage region
// mode 1..6 break the rules instead (the launch must fail): 1 only lanes 0..15
// reach the MMA, 2 the two half-warps reach different MMAs, 3 an ldmatrix row
// address that is not 16-byte aligned, 4 an ldmatrix row address outside shared
// memory, 5 no barrier between the @tile stores and the ldmatrix (a race), 6
// only the block-scaled MMA of record 32 (its inputs make it fail: ids that
// differ between lanes or are out of range), 7 only NVFP4's of record 33 (a
// byte id other than 0), 8 only MXFP4's of record 34 (an odd byte id), 9
// only the inline MXFP4 MMA of record 35 (a byte id other than 0).
module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x i32>
  llvm.mlir.global internal @stage() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<6144 x i32>

  // The linear thread id in the CTA: tid.x + ntid.x * (tid.y + ntid.y * tid.z).
  llvm.func @lin() -> i32 {
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %0 = llvm.mul %ny, %tz : i32
    %1 = llvm.add %ty, %0 : i32
    %2 = llvm.mul %nx, %1 : i32
    %3 = llvm.add %tx, %2 : i32
    llvm.return %3 : i32
  }

  // The thread's index in the grid: ctaid.x * N + t.
  llvm.func @gid() -> i32 {
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %nz = nvvm.read.ptx.sreg.ntid.z : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %0 = llvm.mul %nx, %ny : i32
    %n = llvm.mul %0, %nz : i32
    %t = llvm.call @lin() : () -> i32
    %1 = llvm.mul %cta, %n : i32
    %2 = llvm.add %1, %t : i32
    llvm.return %2 : i32
  }

  // Record r (of `words` i32 words) of this thread: base + (r * total + g) * words.
  llvm.func @rec(%base: !llvm.ptr<1>, %r: i32, %total: i32, %words: i32) -> !llvm.ptr<1> {
    %g = llvm.call @gid() : () -> i32
    %0 = llvm.mul %r, %total : i32
    %1 = llvm.add %0, %g : i32
    %2 = llvm.mul %1, %words : i32
    %p = llvm.getelementptr %base[%2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.return %p : !llvm.ptr<1>
  }

  llvm.func @in_rec(%in: !llvm.ptr<1>, %r: i32, %total: i32) -> !llvm.ptr<1> {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %p = llvm.call @rec(%in, %r, %total, %c16) : (!llvm.ptr<1>, i32, i32, i32) -> !llvm.ptr<1>
    llvm.return %p : !llvm.ptr<1>
  }

  llvm.func @out_rec(%out: !llvm.ptr<1>, %r: i32, %total: i32) -> !llvm.ptr<1> {
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %p = llvm.call @rec(%out, %r, %total, %c8) : (!llvm.ptr<1>, i32, i32, i32) -> !llvm.ptr<1>
    llvm.return %p : !llvm.ptr<1>
  }

  // Row slot s (16 bytes) of this warp's 1 KiB region of @tile.
  llvm.func @tile_row(%s: i32) -> !llvm.ptr<3> {
    %w = nvvm.read.ptx.sreg.warpid : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %0 = llvm.mul %w, %c256 : i32
    %1 = llvm.mul %s, %c4 : i32
    %2 = llvm.add %0, %1 : i32
    %base = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %p = llvm.getelementptr %base[%2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.return %p : !llvm.ptr<3>
  }

  // Row slot s of this warp's 1 KiB region of @stage region v (4 KiB each).
  llvm.func @stage_row(%v: i32, %s: i32) -> !llvm.ptr<3> {
    %w = nvvm.read.ptx.sreg.warpid : i32
    %c1024 = llvm.mlir.constant(1024 : i32) : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %0 = llvm.mul %v, %c1024 : i32
    %1 = llvm.mul %w, %c256 : i32
    %2 = llvm.mul %s, %c4 : i32
    %3 = llvm.add %0, %1 : i32
    %4 = llvm.add %3, %2 : i32
    %base = llvm.mlir.addressof @stage : !llvm.ptr<3>
    %p = llvm.getelementptr %base[%4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.return %p : !llvm.ptr<3>
  }

  // Copies 8 i32 words from src to dst.
  llvm.func @copy8(%src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%k: i32):
    %s = llvm.getelementptr %src[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %d = llvm.getelementptr %dst[%k] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %s : !llvm.ptr<1> -> i32
    llvm.store %v, %d : i32, !llvm.ptr<3>
    %next = llvm.add %k, %c1 : i32
    %more = llvm.icmp "slt" %next, %c8 : i32
    llvm.cond_br %more, ^loop(%next : i32), ^done
  ^done:
    llvm.return
  }

  // Copies 8 i32 words from src (shared) to dst.
  llvm.func @copy8_out(%src: !llvm.ptr<3>, %dst: !llvm.ptr<1>) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%k: i32):
    %s = llvm.getelementptr %src[%k] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %d = llvm.getelementptr %dst[%k] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %d : i32, !llvm.ptr<1>
    %next = llvm.add %k, %c1 : i32
    %more = llvm.icmp "slt" %next, %c8 : i32
    llvm.cond_br %more, ^loop(%next : i32), ^done
  ^done:
    llvm.return
  }

  // Record 18: this lane's 8 words into row slots 2 * lane and 2 * lane + 1 of @tile.
  llvm.func @fill_tile(%in: !llvm.ptr<1>, %total: i32) {
    %r = llvm.mlir.constant(18 : i32) : i32
    %i = llvm.call @in_rec(%in, %r, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %s = llvm.mul %lane, %c2 : i32
    %row = llvm.call @tile_row(%s) : (i32) -> !llvm.ptr<3>
    llvm.call @copy8(%i, %row) : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
    llvm.return
  }

  // Outputs 26..31: row slots 2 * lane, 2 * lane + 1 of each @stage region.
  llvm.func @read_stage(%out: !llvm.ptr<1>, %total: i32) {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %s = llvm.mul %lane, %c2 : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c26 = llvm.mlir.constant(26 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%v: i32):
    %r = llvm.add %v, %c26 : i32
    %o = llvm.call @out_rec(%out, %r, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %row = llvm.call @stage_row(%v, %s) : (i32, i32) -> !llvm.ptr<3>
    llvm.call @copy8_out(%row, %o) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    %next = llvm.add %v, %c1 : i32
    %more = llvm.icmp "slt" %next, %c6 : i32
    llvm.cond_br %more, ^loop(%next : i32), ^done
  ^done:
    llvm.return
  }

  // Record 25: A (16 x 16 f16, row-major, 32-byte rows) by ldmatrix.x4 from row
  // slot in[0], B (16 x 8 f16, row-major, 16-byte rows) by ldmatrix.x2.trans
  // from row slot in[1], D = A B in f32.
  llvm.func @chain(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %sa = llvm.load %i : !llvm.ptr<1> -> i32
    %sb = llvm.load %p1 : !llvm.ptr<1> -> i32
    %ra = llvm.call @tile_row(%sa) : (i32) -> !llvm.ptr<3>
    %rb = llvm.call @tile_row(%sb) : (i32) -> !llvm.ptr<3>
    %a = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"(%ra) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %b = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16"(%rb) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %a0 = llvm.extractvalue %a[0] : !llvm.struct<(i32, i32, i32, i32)>
    %a1 = llvm.extractvalue %a[1] : !llvm.struct<(i32, i32, i32, i32)>
    %a2 = llvm.extractvalue %a[2] : !llvm.struct<(i32, i32, i32, i32)>
    %a3 = llvm.extractvalue %a[3] : !llvm.struct<(i32, i32, i32, i32)>
    %b0 = llvm.extractvalue %b[0] : !llvm.struct<(i32, i32)>
    %b1 = llvm.extractvalue %b[1] : !llvm.struct<(i32, i32)>
    %h0 = llvm.bitcast %a0 : i32 to vector<2xf16>
    %h1 = llvm.bitcast %a1 : i32 to vector<2xf16>
    %h2 = llvm.bitcast %a2 : i32 to vector<2xf16>
    %h3 = llvm.bitcast %a3 : i32 to vector<2xf16>
    %h4 = llvm.bitcast %b0 : i32 to vector<2xf16>
    %h5 = llvm.bitcast %b1 : i32 to vector<2xf16>
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"(%h0, %h1, %h2, %h3, %h4, %h5, %z, %z, %z, %z) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %o : f32, !llvm.ptr<1>
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 0: mma.m16n8k16.row.col.f32.f32: A 4 x vector<2xf16>, B 2 x vector<2xf16>, C 4 x f32 -> D 4 x f32
  llvm.func @mma_0(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> vector<2xf16>
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> vector<2xf16>
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> vector<2xf16>
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> vector<2xf16>
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> vector<2xf16>
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> vector<2xf16>
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 1: mma.m16n8k16.row.col.f16.f16: A 4 x vector<2xf16>, B 2 x vector<2xf16>, C 2 x vector<2xf16> -> D 2 x vector<2xf16>
  llvm.func @mma_1(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> vector<2xf16>
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> vector<2xf16>
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> vector<2xf16>
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> vector<2xf16>
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> vector<2xf16>
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> vector<2xf16>
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> vector<2xf16>
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> vector<2xf16>
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.f16.f16"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7) : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : vector<2xf16>, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : vector<2xf16>, !llvm.ptr<1>
    llvm.return
  }

  // record 2: mma.m16n8k16.row.col.bf16: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_2(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k16.row.col.bf16"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 3: mma.m16n8k8.row.col.tf32: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_3(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k8.row.col.tf32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 4: mma.m16n8k32.row.col.s8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_4(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.s8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 5: mma.m16n8k32.row.col.u8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_5(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.u8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 6: mma.m16n8k32.row.col.s8.u8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_6(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.s8.u8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 7: mma.m16n8k32.row.col.u8.s8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_7(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.u8.s8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 8: mma.m16n8k32.row.col.satfinite.s8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_8(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 9: mma.m16n8k32.row.col.satfinite.u8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_9(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 10: mma.m16n8k32.row.col.satfinite.s8.u8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_10(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 11: mma.m16n8k32.row.col.satfinite.u8.s8: A 4 x i32, B 2 x i32, C 4 x i32 -> D 4 x i32
  llvm.func @mma_11(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> i32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> i32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> i32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8.s8"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 12: mma.m16n8k32.row.col.f32.e4m3.e4m3.f32: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_12(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 13: mma.m16n8k32.row.col.f32.e4m3.e5m2.f32: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_13(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 14: mma.m16n8k32.row.col.f32.e5m2.e4m3.f32: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_14(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e4m3.f32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 15: mma.m16n8k32.row.col.f32.e5m2.e5m2.f32: A 4 x i32, B 2 x i32, C 4 x f32 -> D 4 x f32
  llvm.func @mma_15(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e5m2.f32"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 16: mma.m16n8k32.row.col.f16.e5m2.e4m3.f16: A 4 x i32, B 2 x i32, C 2 x vector<2xf16> -> D 2 x vector<2xf16>
  llvm.func @mma_16(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> vector<2xf16>
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> vector<2xf16>
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f16.e5m2.e4m3.f16"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7) : (i32, i32, i32, i32, i32, i32, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : vector<2xf16>, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : vector<2xf16>, !llvm.ptr<1>
    llvm.return
  }

  // record 17: mma.m8n8k4.row.col.f64: A 1 x f64, B 1 x f64, C 2 x f64 -> D 2 x f64
  llvm.func @mma_17(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> f64
    %p1 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> f64
    %p2 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> f64
    %p3 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> f64
    %d = llvm.call_intrinsic "llvm.nvvm.mma.m8n8k4.row.col.f64"(%r0, %r1, %r2, %r3) : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f64, f64)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f64, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f64, f64)>
    %q1 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f64, !llvm.ptr<1>
    llvm.return
  }

  // record 32: mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0: A 4 x i32, B 2 x i32,
  // C 4 x f32, then scale-a-data (i32), byte-id-a, thread-id-a (i16, the low halves of words 11, 12),
  // scale-b-data, byte-id-b, thread-id-b (words 13..15) -> D 4 x f32
  llvm.func @mma_32(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %p10 = llvm.getelementptr %i[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r10 = llvm.load %p10 : !llvm.ptr<1> -> i32
    %p11 = llvm.getelementptr %i[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w11 = llvm.load %p11 : !llvm.ptr<1> -> i32
    %r11 = llvm.trunc %w11 : i32 to i16
    %p12 = llvm.getelementptr %i[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w12 = llvm.load %p12 : !llvm.ptr<1> -> i32
    %r12 = llvm.trunc %w12 : i32 to i16
    %p13 = llvm.getelementptr %i[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r13 = llvm.load %p13 : !llvm.ptr<1> -> i32
    %p14 = llvm.getelementptr %i[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w14 = llvm.load %p14 : !llvm.ptr<1> -> i32
    %r14 = llvm.trunc %w14 : i32 to i16
    %p15 = llvm.getelementptr %i[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w15 = llvm.load %p15 : !llvm.ptr<1> -> i32
    %r15 = llvm.trunc %w15 : i32 to i16
    %d = llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 33: mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3 (NVFP4, eight e2m1
  // a register): A 4 x i32, B 2 x i32,
  // C 4 x f32, then scale-a-data (i32), byte-id-a, thread-id-a (i16, the low halves of words 11, 12),
  // scale-b-data, byte-id-b, thread-id-b (words 13..15) -> D 4 x f32
  llvm.func @mma_33(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %p10 = llvm.getelementptr %i[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r10 = llvm.load %p10 : !llvm.ptr<1> -> i32
    %p11 = llvm.getelementptr %i[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w11 = llvm.load %p11 : !llvm.ptr<1> -> i32
    %r11 = llvm.trunc %w11 : i32 to i16
    %p12 = llvm.getelementptr %i[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w12 = llvm.load %p12 : !llvm.ptr<1> -> i32
    %r12 = llvm.trunc %w12 : i32 to i16
    %p13 = llvm.getelementptr %i[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r13 = llvm.load %p13 : !llvm.ptr<1> -> i32
    %p14 = llvm.getelementptr %i[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w14 = llvm.load %p14 : !llvm.ptr<1> -> i32
    %r14 = llvm.trunc %w14 : i32 to i16
    %p15 = llvm.getelementptr %i[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w15 = llvm.load %p15 : !llvm.ptr<1> -> i32
    %r15 = llvm.trunc %w15 : i32 to i16
    %d = llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 34: mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0 (MXFP4, eight e2m1
  // a register): A 4 x i32, B 2 x i32,
  // C 4 x f32, then scale-a-data (i32), byte-id-a, thread-id-a (i16, the low halves of words 11, 12),
  // scale-b-data, byte-id-b, thread-id-b (words 13..15) -> D 4 x f32
  llvm.func @mma_34(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %p10 = llvm.getelementptr %i[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r10 = llvm.load %p10 : !llvm.ptr<1> -> i32
    %p11 = llvm.getelementptr %i[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w11 = llvm.load %p11 : !llvm.ptr<1> -> i32
    %r11 = llvm.trunc %w11 : i32 to i16
    %p12 = llvm.getelementptr %i[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w12 = llvm.load %p12 : !llvm.ptr<1> -> i32
    %r12 = llvm.trunc %w12 : i32 to i16
    %p13 = llvm.getelementptr %i[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r13 = llvm.load %p13 : !llvm.ptr<1> -> i32
    %p14 = llvm.getelementptr %i[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w14 = llvm.load %p14 : !llvm.ptr<1> -> i32
    %r14 = llvm.trunc %w14 : i32 to i16
    %p15 = llvm.getelementptr %i[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w15 = llvm.load %p15 : !llvm.ptr<1> -> i32
    %r15 = llvm.trunc %w15 : i32 to i16
    %d = llvm.call_intrinsic "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0"(%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 35: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0
  // (MXFP4 with a scale per 16: no intrinsic, inline PTX as tileiras writes it; eight e2m1
  // a register): A 4 x i32, B 2 x i32,
  // C 4 x f32, then scale-a-data (i32), byte-id-a, thread-id-a (i16, the low halves of words 11, 12),
  // scale-b-data, byte-id-b, thread-id-b (words 13..15) -> D 4 x f32
  llvm.func @mma_35(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %p0 = llvm.getelementptr %i[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %p4 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r4 = llvm.load %p4 : !llvm.ptr<1> -> i32
    %p5 = llvm.getelementptr %i[5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r5 = llvm.load %p5 : !llvm.ptr<1> -> i32
    %p6 = llvm.getelementptr %i[6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r6 = llvm.load %p6 : !llvm.ptr<1> -> f32
    %p7 = llvm.getelementptr %i[7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r7 = llvm.load %p7 : !llvm.ptr<1> -> f32
    %p8 = llvm.getelementptr %i[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r8 = llvm.load %p8 : !llvm.ptr<1> -> f32
    %p9 = llvm.getelementptr %i[9] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r9 = llvm.load %p9 : !llvm.ptr<1> -> f32
    %p10 = llvm.getelementptr %i[10] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r10 = llvm.load %p10 : !llvm.ptr<1> -> i32
    %p11 = llvm.getelementptr %i[11] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w11 = llvm.load %p11 : !llvm.ptr<1> -> i32
    %r11 = llvm.trunc %w11 : i32 to i16
    %p12 = llvm.getelementptr %i[12] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w12 = llvm.load %p12 : !llvm.ptr<1> -> i32
    %r12 = llvm.trunc %w12 : i32 to i16
    %p13 = llvm.getelementptr %i[13] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r13 = llvm.load %p13 : !llvm.ptr<1> -> i32
    %p14 = llvm.getelementptr %i[14] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w14 = llvm.load %p14 : !llvm.ptr<1> -> i32
    %r14 = llvm.trunc %w14 : i32 to i16
    %p15 = llvm.getelementptr %i[15] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %w15 = llvm.load %p15 : !llvm.ptr<1> -> i32
    %r15 = llvm.trunc %w15 : i32 to i16
    %d = llvm.inline_asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, {$14}, {$15, $16}, {$17}, {$18, $19};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,h,h,r,h,h" %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : f32, !llvm.ptr<1>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(f32, f32, f32, f32)>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : f32, !llvm.ptr<1>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(f32, f32, f32, f32)>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : f32, !llvm.ptr<1>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : f32, !llvm.ptr<1>
    llvm.return
  }

  // record 19: ldmatrix.sync.aligned.m8n8.x1.b16: row slot in word 0 -> 1 x i32
  llvm.func @ld_19(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d0 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16"(%row) : (!llvm.ptr<3>) -> i32
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 20: ldmatrix.sync.aligned.m8n8.x2.b16: row slot in word 0 -> 2 x i32
  llvm.func @ld_20(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32)>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 21: ldmatrix.sync.aligned.m8n8.x4.b16: row slot in word 0 -> 4 x i32
  llvm.func @ld_21(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 22: ldmatrix.sync.aligned.m8n8.x1.trans.b16: row slot in word 0 -> 1 x i32
  llvm.func @ld_22(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d0 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16"(%row) : (!llvm.ptr<3>) -> i32
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 23: ldmatrix.sync.aligned.m8n8.x2.trans.b16: row slot in word 0 -> 2 x i32
  llvm.func @ld_23(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32)>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 24: ldmatrix.sync.aligned.m8n8.x4.trans.b16: row slot in word 0 -> 4 x i32
  llvm.func @ld_24(%i: !llvm.ptr<1>, %o: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %row = llvm.call @tile_row(%slot) : (i32) -> !llvm.ptr<3>
    %d = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %d0 = llvm.extractvalue %d[0] : !llvm.struct<(i32, i32, i32, i32)>
    %d1 = llvm.extractvalue %d[1] : !llvm.struct<(i32, i32, i32, i32)>
    %d2 = llvm.extractvalue %d[2] : !llvm.struct<(i32, i32, i32, i32)>
    %d3 = llvm.extractvalue %d[3] : !llvm.struct<(i32, i32, i32, i32)>
    %q0 = llvm.getelementptr %o[0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr<1>
    %q1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr<1>
    %q2 = llvm.getelementptr %o[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr<1>
    %q3 = llvm.getelementptr %o[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr<1>
    llvm.return
  }

  // record 26: stmatrix.sync.aligned.m8n8.x1.b16: row slot in word 0, 1 x i32 in words 1..1, into @stage region 0
  llvm.func @st_26(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(0 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16"(%row, %r0) : (!llvm.ptr<3>, i32) -> ()
    llvm.return
  }

  // record 27: stmatrix.sync.aligned.m8n8.x2.b16: row slot in word 0, 2 x i32 in words 1..2, into @stage region 1
  llvm.func @st_27(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(1 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16"(%row, %r0, %r1) : (!llvm.ptr<3>, i32, i32) -> ()
    llvm.return
  }

  // record 28: stmatrix.sync.aligned.m8n8.x4.b16: row slot in word 0, 4 x i32 in words 1..4, into @stage region 2
  llvm.func @st_28(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(2 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16"(%row, %r0, %r1, %r2, %r3) : (!llvm.ptr<3>, i32, i32, i32, i32) -> ()
    llvm.return
  }

  // record 29: stmatrix.sync.aligned.m8n8.x1.trans.b16: row slot in word 0, 1 x i32 in words 1..1, into @stage region 3
  llvm.func @st_29(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(3 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16"(%row, %r0) : (!llvm.ptr<3>, i32) -> ()
    llvm.return
  }

  // record 30: stmatrix.sync.aligned.m8n8.x2.trans.b16: row slot in word 0, 2 x i32 in words 1..2, into @stage region 4
  llvm.func @st_30(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16"(%row, %r0, %r1) : (!llvm.ptr<3>, i32, i32) -> ()
    llvm.return
  }

  // record 31: stmatrix.sync.aligned.m8n8.x4.trans.b16: row slot in word 0, 4 x i32 in words 1..4, into @stage region 5
  llvm.func @st_31(%i: !llvm.ptr<1>) {
    %slot = llvm.load %i : !llvm.ptr<1> -> i32
    %v = llvm.mlir.constant(5 : i32) : i32
    %row = llvm.call @stage_row(%v, %slot) : (i32, i32) -> !llvm.ptr<3>
    %p0 = llvm.getelementptr %i[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r0 = llvm.load %p0 : !llvm.ptr<1> -> i32
    %p1 = llvm.getelementptr %i[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r1 = llvm.load %p1 : !llvm.ptr<1> -> i32
    %p2 = llvm.getelementptr %i[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r2 = llvm.load %p2 : !llvm.ptr<1> -> i32
    %p3 = llvm.getelementptr %i[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %r3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16"(%row, %r0, %r1, %r2, %r3) : (!llvm.ptr<3>, i32, i32, i32, i32) -> ()
    llvm.return
  }

  // Records 0..17 and 32: each MMA form.
  llvm.func @run_mmas(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %total: i32) {
    %r0 = llvm.mlir.constant(0 : i32) : i32
    %i0 = llvm.call @in_rec(%in, %r0, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o0 = llvm.call @out_rec(%out, %r0, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_0(%i0, %o0) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r1 = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.call @in_rec(%in, %r1, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o1 = llvm.call @out_rec(%out, %r1, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_1(%i1, %o1) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r2 = llvm.mlir.constant(2 : i32) : i32
    %i2 = llvm.call @in_rec(%in, %r2, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o2 = llvm.call @out_rec(%out, %r2, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_2(%i2, %o2) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r3 = llvm.mlir.constant(3 : i32) : i32
    %i3 = llvm.call @in_rec(%in, %r3, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o3 = llvm.call @out_rec(%out, %r3, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_3(%i3, %o3) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r4 = llvm.mlir.constant(4 : i32) : i32
    %i4 = llvm.call @in_rec(%in, %r4, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o4 = llvm.call @out_rec(%out, %r4, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_4(%i4, %o4) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r5 = llvm.mlir.constant(5 : i32) : i32
    %i5 = llvm.call @in_rec(%in, %r5, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o5 = llvm.call @out_rec(%out, %r5, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_5(%i5, %o5) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r6 = llvm.mlir.constant(6 : i32) : i32
    %i6 = llvm.call @in_rec(%in, %r6, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o6 = llvm.call @out_rec(%out, %r6, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_6(%i6, %o6) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r7 = llvm.mlir.constant(7 : i32) : i32
    %i7 = llvm.call @in_rec(%in, %r7, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o7 = llvm.call @out_rec(%out, %r7, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_7(%i7, %o7) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r8 = llvm.mlir.constant(8 : i32) : i32
    %i8 = llvm.call @in_rec(%in, %r8, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o8 = llvm.call @out_rec(%out, %r8, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_8(%i8, %o8) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r9 = llvm.mlir.constant(9 : i32) : i32
    %i9 = llvm.call @in_rec(%in, %r9, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o9 = llvm.call @out_rec(%out, %r9, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_9(%i9, %o9) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r10 = llvm.mlir.constant(10 : i32) : i32
    %i10 = llvm.call @in_rec(%in, %r10, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o10 = llvm.call @out_rec(%out, %r10, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_10(%i10, %o10) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r11 = llvm.mlir.constant(11 : i32) : i32
    %i11 = llvm.call @in_rec(%in, %r11, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o11 = llvm.call @out_rec(%out, %r11, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_11(%i11, %o11) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r12 = llvm.mlir.constant(12 : i32) : i32
    %i12 = llvm.call @in_rec(%in, %r12, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o12 = llvm.call @out_rec(%out, %r12, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_12(%i12, %o12) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r13 = llvm.mlir.constant(13 : i32) : i32
    %i13 = llvm.call @in_rec(%in, %r13, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o13 = llvm.call @out_rec(%out, %r13, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_13(%i13, %o13) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r14 = llvm.mlir.constant(14 : i32) : i32
    %i14 = llvm.call @in_rec(%in, %r14, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o14 = llvm.call @out_rec(%out, %r14, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_14(%i14, %o14) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r15 = llvm.mlir.constant(15 : i32) : i32
    %i15 = llvm.call @in_rec(%in, %r15, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o15 = llvm.call @out_rec(%out, %r15, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_15(%i15, %o15) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r16 = llvm.mlir.constant(16 : i32) : i32
    %i16 = llvm.call @in_rec(%in, %r16, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o16 = llvm.call @out_rec(%out, %r16, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_16(%i16, %o16) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r17 = llvm.mlir.constant(17 : i32) : i32
    %i17 = llvm.call @in_rec(%in, %r17, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o17 = llvm.call @out_rec(%out, %r17, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_17(%i17, %o17) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r32 = llvm.mlir.constant(32 : i32) : i32
    %i32 = llvm.call @in_rec(%in, %r32, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o32 = llvm.call @out_rec(%out, %r32, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_32(%i32, %o32) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r33 = llvm.mlir.constant(33 : i32) : i32
    %i33 = llvm.call @in_rec(%in, %r33, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o33 = llvm.call @out_rec(%out, %r33, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_33(%i33, %o33) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r34 = llvm.mlir.constant(34 : i32) : i32
    %i34 = llvm.call @in_rec(%in, %r34, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o34 = llvm.call @out_rec(%out, %r34, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_34(%i34, %o34) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r35 = llvm.mlir.constant(35 : i32) : i32
    %i35 = llvm.call @in_rec(%in, %r35, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o35 = llvm.call @out_rec(%out, %r35, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_35(%i35, %o35) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.return
  }

  // Records 19..25: ldmatrix and the ldmatrix -> mma chain.
  llvm.func @run_loads(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %total: i32) {
    %r19 = llvm.mlir.constant(19 : i32) : i32
    %i19 = llvm.call @in_rec(%in, %r19, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o19 = llvm.call @out_rec(%out, %r19, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_19(%i19, %o19) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r20 = llvm.mlir.constant(20 : i32) : i32
    %i20 = llvm.call @in_rec(%in, %r20, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o20 = llvm.call @out_rec(%out, %r20, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_20(%i20, %o20) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r21 = llvm.mlir.constant(21 : i32) : i32
    %i21 = llvm.call @in_rec(%in, %r21, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o21 = llvm.call @out_rec(%out, %r21, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_21(%i21, %o21) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r22 = llvm.mlir.constant(22 : i32) : i32
    %i22 = llvm.call @in_rec(%in, %r22, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o22 = llvm.call @out_rec(%out, %r22, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_22(%i22, %o22) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r23 = llvm.mlir.constant(23 : i32) : i32
    %i23 = llvm.call @in_rec(%in, %r23, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o23 = llvm.call @out_rec(%out, %r23, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_23(%i23, %o23) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r24 = llvm.mlir.constant(24 : i32) : i32
    %i24 = llvm.call @in_rec(%in, %r24, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o24 = llvm.call @out_rec(%out, %r24, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @ld_24(%i24, %o24) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    %r25 = llvm.mlir.constant(25 : i32) : i32
    %i25 = llvm.call @in_rec(%in, %r25, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o25 = llvm.call @out_rec(%out, %r25, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @chain(%i25, %o25) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.return
  }

  // Records 26..31: stmatrix.
  llvm.func @run_stores(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %total: i32) {
    %r26 = llvm.mlir.constant(26 : i32) : i32
    %i26 = llvm.call @in_rec(%in, %r26, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_26(%i26) : (!llvm.ptr<1>) -> ()
    %r27 = llvm.mlir.constant(27 : i32) : i32
    %i27 = llvm.call @in_rec(%in, %r27, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_27(%i27) : (!llvm.ptr<1>) -> ()
    %r28 = llvm.mlir.constant(28 : i32) : i32
    %i28 = llvm.call @in_rec(%in, %r28, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_28(%i28) : (!llvm.ptr<1>) -> ()
    %r29 = llvm.mlir.constant(29 : i32) : i32
    %i29 = llvm.call @in_rec(%in, %r29, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_29(%i29) : (!llvm.ptr<1>) -> ()
    %r30 = llvm.mlir.constant(30 : i32) : i32
    %i30 = llvm.call @in_rec(%in, %r30, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_30(%i30) : (!llvm.ptr<1>) -> ()
    %r31 = llvm.mlir.constant(31 : i32) : i32
    %i31 = llvm.call @in_rec(%in, %r31, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @st_31(%i31) : (!llvm.ptr<1>) -> ()
    llvm.return
  }

  // Launches that must fail (mode 1..6, see the top of the file).
  llvm.func @break_rules(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %total: i32, %mode: i32) {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %low = llvm.icmp "ult" %lane, %c16 : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %c34 = llvm.mlir.constant(34 : i32) : i32
    %c9 = llvm.mlir.constant(9 : i32) : i32
    %c35 = llvm.mlir.constant(35 : i32) : i32
    %is1 = llvm.icmp "eq" %mode, %c1 : i32
    llvm.cond_br %is1, ^half, ^m2
  ^half:
    llvm.cond_br %low, ^mma0, ^ret
  ^mma0:
    %i0 = llvm.call @in_rec(%in, %c0, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o0 = llvm.call @out_rec(%out, %c0, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_0(%i0, %o0) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^m2:
    %is2 = llvm.icmp "eq" %mode, %c2 : i32
    llvm.cond_br %is2, ^split, ^m3
  ^split:
    llvm.cond_br %low, ^mma0, ^mma2
  ^mma2:
    %i2 = llvm.call @in_rec(%in, %c2, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o2 = llvm.call @out_rec(%out, %c2, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_2(%i2, %o2) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^m3:
    %is3 = llvm.icmp "eq" %mode, %c3 : i32
    llvm.cond_br %is3, ^misaligned, ^m4
  ^misaligned:
    %row3 = llvm.call @tile_row(%lane) : (i32) -> !llvm.ptr<3>
    %p3 = llvm.getelementptr %row3[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %x3 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16"(%p3) : (!llvm.ptr<3>) -> i32
    llvm.br ^ret
  ^m4:
    %is4 = llvm.icmp "eq" %mode, %c4 : i32
    llvm.cond_br %is4, ^outside, ^m5
  ^m5:
    %is6 = llvm.icmp "eq" %mode, %c6 : i32
    llvm.cond_br %is6, ^scaled, ^m7
  ^scaled:
    %i32 = llvm.call @in_rec(%in, %c32, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o32 = llvm.call @out_rec(%out, %c32, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_32(%i32, %o32) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^m7:
    %is7 = llvm.icmp "eq" %mode, %c7 : i32
    llvm.cond_br %is7, ^nvf4, ^m8
  ^nvf4:
    %i33 = llvm.call @in_rec(%in, %c33, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o33 = llvm.call @out_rec(%out, %c33, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_33(%i33, %o33) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^m8:
    %is8 = llvm.icmp "eq" %mode, %c8 : i32
    llvm.cond_br %is8, ^mxf4, ^m9
  ^mxf4:
    %i34 = llvm.call @in_rec(%in, %c34, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o34 = llvm.call @out_rec(%out, %c34, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_34(%i34, %o34) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^m9:
    %is9 = llvm.icmp "eq" %mode, %c9 : i32
    llvm.cond_br %is9, ^mxf4x4, ^race
  ^mxf4x4:
    %i35 = llvm.call @in_rec(%in, %c35, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    %o35 = llvm.call @out_rec(%out, %c35, %total) : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>
    llvm.call @mma_35(%i35, %o35) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
    llvm.br ^ret
  ^outside:
    %row4 = llvm.call @tile_row(%c0) : (i32) -> !llvm.ptr<3>
    %p4 = llvm.getelementptr %row4[1048576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %x4 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16"(%p4) : (!llvm.ptr<3>) -> i32
    llvm.br ^ret
  ^race:
    llvm.call @fill_tile(%in, %total) : (!llvm.ptr<1>, i32) -> ()
    llvm.call @run_loads(%out, %in, %total) : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
    llvm.br ^ret
  ^ret:
    llvm.return
  }

  llvm.func @warp_mma(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %total: i32, %mode: i32) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ok = llvm.icmp "eq" %mode, %c0 : i32
    llvm.cond_br %ok, ^run, ^rules
  ^rules:
    llvm.call @break_rules(%out, %in, %total, %mode) : (!llvm.ptr<1>, !llvm.ptr<1>, i32, i32) -> ()
    llvm.return
  ^run:
    llvm.call @run_mmas(%out, %in, %total) : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
    llvm.call @fill_tile(%in, %total) : (!llvm.ptr<1>, i32) -> ()
    nvvm.barrier0
    llvm.call @run_loads(%out, %in, %total) : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
    llvm.call @run_stores(%out, %in, %total) : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
    nvvm.barrier0
    llvm.call @read_stage(%out, %total) : (!llvm.ptr<1>, i32) -> ()
    llvm.return
  }
}
