// A hand-written GPU kernel (LLVM + NVVM dialects, the form tileiras --emit=mlir
// writes) for the emulator's warp shuffles (nvvm.shfl.sync and the
// llvm.nvvm.shfl.sync.* intrinsics), warp reductions (llvm.nvvm.redux.sync.*),
// lane/warp ids and named barriers:
// emulator/tests/warp_shuffle.py rewrites it with tileas-emu-prep, builds it with
// emulator/runtime.c, runs it for several CTA shapes and thread orders and checks
// every output exactly (test/Emulator/warp-shuffle.mlir).
//
// @warp_shuffle(out, vi, vf, bs, cs, mode, vn): thread g = ctaid.x * N + t (N
// the CTA size, t the linear thread id) reads vi[g] (i32), vf[g] (f32), bs[g]
// and cs[g] (the b and c operands of the sweep), vn[g] (f32 with NaNs and
// signed zeros) and writes output k to out[(ctaid.x * 37 + k) * N + t]:
//   0 laneid, 1 warpid, 2 t (from tid.x/y/z and ntid.x/y)
//   3 butterfly sum of vi over the warp (i32, a loop over offsets 16, 8, 4, 2, 1)
//   4 the same for vf (f32 bits; through the intrinsic llvm.nvvm.shfl.sync.bfly.f32)
//   5 shfl.idx of vi from lane 5
//   6, 7 shfl.up of vi by 1 (c = 0): value, validity
//   8, 9 shfl.up of vf by 3 within 8-lane segments (c = 0x1800): value, validity
//   10, 11 shfl.down of vi by 2 (c = 0x1f): value, validity
//   12, 13 shfl.down of vi by 1 within 16-lane segments (c = 0x101f): value, validity
//   14, 15 shfl.idx of vi from lane bs[g] clamped at 15 (c = 0xf): value, validity
//   16..23 bfly (vi; the intrinsic llvm.nvvm.shfl.sync.bfly.i32p), up (vi),
//          down (vf), idx (vf) with b = bs[g], c = cs[g]: value, validity each
//   24 vi of thread (t + 32) mod N through shared memory and `bar.sync 1, N`
//   25..32 redux.sync add, min, max, umin, umax, and, or, xor of vi
//   33..36 redux.sync fmin, fmax, fmin.NaN, fmax.NaN of vn (f32 bits)
// mode 1..4 break the rules instead (the launch must fail): 1 only lanes 0..15
// shuffle, 2 a shuffle with thread mask 0xffff, 3 `bar.sync 2, 32` by every
// thread (more waiters than the barrier's count), 4 the two half-warps reach
// different shuffles. Mode 5 is a named barrier of warp 0 alone (`bar.sync 3,
// 32` while the other warps return: it completes); 6..8 fail again: 6 warp 0
// at `bar.sync 3, 32` and the others at `bar.sync 3, 64`, 7 `bar.sync 3, 256`
// in a CTA of 128, 8 `setmaxnreg.dec 20` (below 24), 9 a redux.sync with
// thread mask 0xffff.
module {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x i32>

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

  // The CTA size.
  llvm.func @size() -> i32 {
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %nz = nvvm.read.ptx.sreg.ntid.z : i32
    %0 = llvm.mul %nx, %ny : i32
    %1 = llvm.mul %0, %nz : i32
    llvm.return %1 : i32
  }

  // out[(ctaid.x * 25 + k) * N + t] = v
  llvm.func @put(%out: !llvm.ptr<1>, %k: i32, %v: i32) {
    %t = llvm.call @lin() : () -> i32
    %n = llvm.call @size() : () -> i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %outputs = llvm.mlir.constant(37 : i32) : i32
    %0 = llvm.mul %cta, %outputs : i32
    %1 = llvm.add %0, %k : i32
    %2 = llvm.mul %1, %n : i32
    %3 = llvm.add %2, %t : i32
    %p = llvm.getelementptr %out[%3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    llvm.return
  }

  llvm.func @putf(%out: !llvm.ptr<1>, %k: i32, %v: f32) {
    %0 = llvm.bitcast %v : f32 to i32
    llvm.call @put(%out, %k, %0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.return
  }

  llvm.func @putb(%out: !llvm.ptr<1>, %k: i32, %v: i1) {
    %0 = llvm.zext %v : i1 to i32
    llvm.call @put(%out, %k, %0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.return
  }

  // A shuffle result with its validity: outputs k (value) and k + 1 (validity).
  llvm.func @put_pair_i(%out: !llvm.ptr<1>, %k: i32, %r: !llvm.struct<(i32, i1)>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %v = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>
    %p = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
    %k1 = llvm.add %k, %one : i32
    llvm.call @put(%out, %k, %v) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @putb(%out, %k1, %p) : (!llvm.ptr<1>, i32, i1) -> ()
    llvm.return
  }

  llvm.func @put_pair_f(%out: !llvm.ptr<1>, %k: i32, %r: !llvm.struct<(f32, i1)>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %v = llvm.extractvalue %r[0] : !llvm.struct<(f32, i1)>
    %p = llvm.extractvalue %r[1] : !llvm.struct<(f32, i1)>
    %k1 = llvm.add %k, %one : i32
    llvm.call @putf(%out, %k, %v) : (!llvm.ptr<1>, i32, f32) -> ()
    llvm.call @putb(%out, %k1, %p) : (!llvm.ptr<1>, i32, i1) -> ()
    llvm.return
  }

  llvm.func @warp_shuffle(%out: !llvm.ptr<1>, %vi_p: !llvm.ptr<1>, %vf_p: !llvm.ptr<1>, %bs_p: !llvm.ptr<1>,
                          %cs_p: !llvm.ptr<1>, %mode: i32, %vn_p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %full = llvm.mlir.constant(-1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c20 = llvm.mlir.constant(20 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %half = llvm.mlir.constant(65535 : i32) : i32
    %w8 = llvm.mlir.constant(6144 : i32) : i32
    %w16 = llvm.mlir.constant(4127 : i32) : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %warp = nvvm.read.ptx.sreg.warpid : i32
    %t = llvm.call @lin() : () -> i32
    %n = llvm.call @size() : () -> i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %0 = llvm.mul %cta, %n : i32
    %g = llvm.add %0, %t : i32
    %vi_a = llvm.getelementptr %vi_p[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %vi = llvm.load %vi_a : !llvm.ptr<1> -> i32
    %vf_a = llvm.getelementptr %vf_p[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %vf = llvm.load %vf_a : !llvm.ptr<1> -> f32
    %b_a = llvm.getelementptr %bs_p[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %b = llvm.load %b_a : !llvm.ptr<1> -> i32
    %c_a = llvm.getelementptr %cs_p[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %c = llvm.load %c_a : !llvm.ptr<1> -> i32
    %vn_a = llvm.getelementptr %vn_p[%g] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %vn = llvm.load %vn_a : !llvm.ptr<1> -> f32
    %low_half = llvm.icmp "ult" %lane, %c16 : i32
    llvm.switch %mode : i32, ^normal [
      1: ^diverge,
      2: ^partial_mask,
      3: ^subset_barrier,
      4: ^two_sites,
      5: ^one_warp,
      6: ^mixed_counts,
      7: ^over_cta,
      8: ^few_registers,
      9: ^redux_mask
    ]

  ^diverge:
    llvm.cond_br %low_half, ^diverge_shfl, ^done
  ^diverge_shfl:
    %d0 = nvvm.shfl.sync bfly %full, %vi, %c1, %c31 : i32 -> i32
    llvm.call @put(%out, %c0, %d0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^done
  ^partial_mask:
    %m0 = nvvm.shfl.sync bfly %half, %vi, %c1, %c31 : i32 -> i32
    llvm.call @put(%out, %c0, %m0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^done
  ^subset_barrier:
    nvvm.barrier id = %c2 number_of_threads = %c32
    llvm.br ^done
  ^one_warp:
    %w0 = llvm.icmp "eq" %warp, %c0 : i32
    llvm.cond_br %w0, ^one_warp_wait, ^done
  ^one_warp_wait:
    nvvm.barrier id = %c3 number_of_threads = %c32
    llvm.br ^done
  ^mixed_counts:
    %w0m = llvm.icmp "eq" %warp, %c0 : i32
    llvm.cond_br %w0m, ^mixed_a, ^mixed_b
  ^mixed_a:
    nvvm.barrier id = %c3 number_of_threads = %c32
    llvm.br ^done
  ^mixed_b:
    nvvm.barrier id = %c3 number_of_threads = %c64
    llvm.br ^done
  ^over_cta:
    nvvm.barrier id = %c3 number_of_threads = %c256
    llvm.br ^done
  ^few_registers:
    llvm.call_intrinsic "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32"(%c20) : (i32) -> ()
    llvm.br ^done
  ^redux_mask:
    %rm = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%vi, %half) : (i32, i32) -> i32
    llvm.call @put(%out, %c0, %rm) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^done
  ^two_sites:
    llvm.cond_br %low_half, ^site_a, ^site_b
  ^site_a:
    %a0 = nvvm.shfl.sync down %full, %vi, %c1, %c31 : i32 -> i32
    llvm.call @put(%out, %c0, %a0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^done
  ^site_b:
    %b0 = nvvm.shfl.sync down %full, %vi, %c2, %c31 : i32 -> i32
    llvm.call @put(%out, %c0, %b0) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^done

  ^normal:
    llvm.call @put(%out, %c0, %lane) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%out, %c1, %warp) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.call @put(%out, %c2, %t) : (!llvm.ptr<1>, i32, i32) -> ()
    llvm.br ^sum(%vi, %vf, %c16 : i32, f32, i32)
  ^sum(%si: i32, %sf: f32, %off: i32):
    %xi = nvvm.shfl.sync bfly %full, %si, %off, %c31 : i32 -> i32
    %si2 = llvm.add %si, %xi : i32
    %xf = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.f32"(%full, %sf, %off, %c31) : (i32, f32, i32, i32) -> f32
    %sf2 = llvm.fadd %sf, %xf : f32
    %off2 = llvm.lshr %off, %c1 : i32
    %more = llvm.icmp "ne" %off2, %c0 : i32
    llvm.cond_br %more, ^sum(%si2, %sf2, %off2 : i32, f32, i32), ^summed(%si2, %sf2 : i32, f32)
  ^summed(%ri: i32, %rf: f32):
    %k3 = llvm.mlir.constant(3 : i32) : i32
    llvm.call @put(%out, %k3, %ri) : (!llvm.ptr<1>, i32, i32) -> ()
    %k4 = llvm.mlir.constant(4 : i32) : i32
    llvm.call @putf(%out, %k4, %rf) : (!llvm.ptr<1>, i32, f32) -> ()
    %bc = nvvm.shfl.sync idx %full, %vi, %c5, %c31 : i32 -> i32
    llvm.call @put(%out, %c5, %bc) : (!llvm.ptr<1>, i32, i32) -> ()
    %up1 = nvvm.shfl.sync up %full, %vi, %c1, %c0 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %k6 = llvm.mlir.constant(6 : i32) : i32
    llvm.call @put_pair_i(%out, %k6, %up1) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %up3 = nvvm.shfl.sync up %full, %vf, %c3, %w8 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %k8 = llvm.mlir.constant(8 : i32) : i32
    llvm.call @put_pair_f(%out, %k8, %up3) : (!llvm.ptr<1>, i32, !llvm.struct<(f32, i1)>) -> ()
    %dn2 = nvvm.shfl.sync down %full, %vi, %c2, %c31 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %k10 = llvm.mlir.constant(10 : i32) : i32
    llvm.call @put_pair_i(%out, %k10, %dn2) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %dn1 = nvvm.shfl.sync down %full, %vi, %c1, %w16 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %k12 = llvm.mlir.constant(12 : i32) : i32
    llvm.call @put_pair_i(%out, %k12, %dn1) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %ix = nvvm.shfl.sync idx %full, %vi, %b, %c15 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %k14 = llvm.mlir.constant(14 : i32) : i32
    llvm.call @put_pair_i(%out, %k14, %ix) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %s0 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32p"(%full, %vi, %b, %c) : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
    %k16 = llvm.mlir.constant(16 : i32) : i32
    llvm.call @put_pair_i(%out, %k16, %s0) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %s1 = nvvm.shfl.sync up %full, %vi, %b, %c {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    %k18 = llvm.mlir.constant(18 : i32) : i32
    llvm.call @put_pair_i(%out, %k18, %s1) : (!llvm.ptr<1>, i32, !llvm.struct<(i32, i1)>) -> ()
    %s2 = nvvm.shfl.sync down %full, %vf, %b, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %k20 = llvm.mlir.constant(20 : i32) : i32
    llvm.call @put_pair_f(%out, %k20, %s2) : (!llvm.ptr<1>, i32, !llvm.struct<(f32, i1)>) -> ()
    %s3 = nvvm.shfl.sync idx %full, %vf, %b, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %k22 = llvm.mlir.constant(22 : i32) : i32
    llvm.call @put_pair_f(%out, %k22, %s3) : (!llvm.ptr<1>, i32, !llvm.struct<(f32, i1)>) -> ()
    // through shared memory, ordered by a barrier with an id and a thread count
    %smem = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %mine = llvm.getelementptr %smem[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %vi, %mine : i32, !llvm.ptr<3>
    nvvm.barrier id = %c1 number_of_threads = %n
    %t32 = llvm.add %t, %c32 : i32
    %other = llvm.urem %t32, %n : i32
    %theirs = llvm.getelementptr %smem[%other] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %nb = llvm.load %theirs : !llvm.ptr<3> -> i32
    %k24 = llvm.mlir.constant(24 : i32) : i32
    llvm.call @put(%out, %k24, %nb) : (!llvm.ptr<1>, i32, i32) -> ()
    %r0 = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%vi, %full) : (i32, i32) -> i32
    %k25 = llvm.mlir.constant(25 : i32) : i32
    llvm.call @put(%out, %k25, %r0) : (!llvm.ptr<1>, i32, i32) -> ()
    %r1 = llvm.call_intrinsic "llvm.nvvm.redux.sync.min"(%vi, %full) : (i32, i32) -> i32
    %k26 = llvm.mlir.constant(26 : i32) : i32
    llvm.call @put(%out, %k26, %r1) : (!llvm.ptr<1>, i32, i32) -> ()
    %r2 = llvm.call_intrinsic "llvm.nvvm.redux.sync.max"(%vi, %full) : (i32, i32) -> i32
    %k27 = llvm.mlir.constant(27 : i32) : i32
    llvm.call @put(%out, %k27, %r2) : (!llvm.ptr<1>, i32, i32) -> ()
    %r3 = llvm.call_intrinsic "llvm.nvvm.redux.sync.umin"(%vi, %full) : (i32, i32) -> i32
    %k28 = llvm.mlir.constant(28 : i32) : i32
    llvm.call @put(%out, %k28, %r3) : (!llvm.ptr<1>, i32, i32) -> ()
    %r4 = llvm.call_intrinsic "llvm.nvvm.redux.sync.umax"(%vi, %full) : (i32, i32) -> i32
    %k29 = llvm.mlir.constant(29 : i32) : i32
    llvm.call @put(%out, %k29, %r4) : (!llvm.ptr<1>, i32, i32) -> ()
    %r5 = llvm.call_intrinsic "llvm.nvvm.redux.sync.and"(%vi, %full) : (i32, i32) -> i32
    %k30 = llvm.mlir.constant(30 : i32) : i32
    llvm.call @put(%out, %k30, %r5) : (!llvm.ptr<1>, i32, i32) -> ()
    %r6 = llvm.call_intrinsic "llvm.nvvm.redux.sync.or"(%vi, %full) : (i32, i32) -> i32
    %k31 = llvm.mlir.constant(31 : i32) : i32
    llvm.call @put(%out, %k31, %r6) : (!llvm.ptr<1>, i32, i32) -> ()
    %r7 = llvm.call_intrinsic "llvm.nvvm.redux.sync.xor"(%vi, %full) : (i32, i32) -> i32
    llvm.call @put(%out, %c32, %r7) : (!llvm.ptr<1>, i32, i32) -> ()
    %r8 = llvm.call_intrinsic "llvm.nvvm.redux.sync.fmin"(%vn, %full) : (f32, i32) -> f32
    %k33 = llvm.mlir.constant(33 : i32) : i32
    llvm.call @putf(%out, %k33, %r8) : (!llvm.ptr<1>, i32, f32) -> ()
    %r9 = llvm.call_intrinsic "llvm.nvvm.redux.sync.fmax"(%vn, %full) : (f32, i32) -> f32
    %k34 = llvm.mlir.constant(34 : i32) : i32
    llvm.call @putf(%out, %k34, %r9) : (!llvm.ptr<1>, i32, f32) -> ()
    %r10 = llvm.call_intrinsic "llvm.nvvm.redux.sync.fmin.NaN"(%vn, %full) : (f32, i32) -> f32
    %k35 = llvm.mlir.constant(35 : i32) : i32
    llvm.call @putf(%out, %k35, %r10) : (!llvm.ptr<1>, i32, f32) -> ()
    %r11 = llvm.call_intrinsic "llvm.nvvm.redux.sync.fmax.NaN"(%vn, %full) : (f32, i32) -> f32
    %k36 = llvm.mlir.constant(36 : i32) : i32
    llvm.call @putf(%out, %k36, %r11) : (!llvm.ptr<1>, i32, f32) -> ()
    llvm.br ^done

  ^done:
    llvm.return
  }
}
