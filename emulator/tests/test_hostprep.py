"""Unit tests of emulator/hostprep.py against the real tileas-emu-prep
(run by test/Emulator/prep.mlir: python3 -m unittest discover -s emulator/tests;
TILEAS_EMU_PREP names the tool, else it is looked up on PATH)."""

import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import hostprep  # noqa: E402


def tool():
    return os.environ.get("TILEAS_EMU_PREP") or hostprep.find_tool()


class HostPrep(unittest.TestCase):
    def setUp(self):
        self.tool = tool()
        self.assertTrue(self.tool, "tileas-emu-prep not found (cargo build --release -p tileas-emu-prep)")
        self.dir = tempfile.TemporaryDirectory()
        self.work = Path(self.dir.name)

    def tearDown(self):
        self.dir.cleanup()

    def prep(self, race_check=True):
        return hostprep.prepare(self.tool, HERE / "gpu-module.mlir", self.work / "host.mlir",
                                self.work / "info.json", race_check=race_check)

    def test_kernel_and_params(self):
        info = self.prep()
        self.assertEqual(info["kernel"], "k")
        self.assertEqual([p["type"] for p in info["params"]], ["ptr", "i32", "f32"])
        self.assertEqual(info["params"][0]["address_space"], 1)
        self.assertEqual(info["kinds"], "pif")
        self.assertEqual(info["kernels"][0]["reqntid"], [128, 1, 1])

    def test_what_was_rewritten(self):
        info = self.prep()
        self.assertEqual(info["sregs"], {"tid.x": 1, "ctaid.y": 1, "laneid": 1, "warpid": 1})
        self.assertEqual(info["barriers"], 2)
        self.assertEqual(info["shuffles"], 6)
        self.assertEqual(info["intrinsics"], ["add.rn.f"])
        self.assertEqual(info["matrix_ops"], {"ldmatrix.sync.aligned.m8n8.x2.trans.b16": 1,
                                              "mma.m16n8k16.row.col.f32.f32": 1,
                                              "stmatrix.sync.aligned.m8n8.x1.b16": 1})
        self.assertEqual(info["tensor_ops"], {"cp.async.cg.shared.global.16.s": 1, "cp.async.ca.shared.global.8": 1,
                                              "cp.async.commit.group": 1, "cp.async.wait.group": 1,
                                              "cp.async.wait.all": 1})
        # the two shared accesses of @k, the ldmatrix and stmatrix rows and
        # the two cp.async writes
        self.assertEqual(info["smem_accesses"], 6)
        self.assertEqual(info["address_casts"], 1)
        self.assertEqual(info["renamed"], {"vprintf": "__emu_vprintf"})
        self.assertEqual([g["name"] for g in info["shared"]], ["smem"])
        self.assertEqual(info["unsupported"], [])
        self.assertEqual(hostprep.not_emulatable(info), [])

    def test_no_race_check(self):
        self.assertEqual(self.prep(race_check=False)["smem_accesses"], 0)

    def test_unknown_intrinsic_is_reported(self):
        info = self.prep()
        info["intrinsics"].append("vote.sync.ballot")
        self.assertEqual(hostprep.not_emulatable(info), ["llvm.nvvm.vote.sync.ballot"])

    def test_known_intrinsics(self):
        for name in ("div.rn.ftz.f", "mul.rz.d", "div.approx.ftz.f", "div.full", "ff.to.e4m3x2.rn"):
            self.assertIn(name, hostprep.KNOWN_INTRINSICS)
        self.assertNotIn("div.rn.ftz.x", hostprep.KNOWN_INTRINSICS)

    def test_parse_error(self):
        bad = self.work / "bad.mlir"
        bad.write_text("module { llvm.func @f( }\n")
        with self.assertRaises(hostprep.PrepError):
            hostprep.prepare(self.tool, bad, self.work / "o.mlir", self.work / "o.json")

    def run_tool(self, module, *options):
        src = self.work / "in.mlir"
        src.write_text(module)
        return subprocess.run([self.tool, *options, str(src), "-o", str(self.work / "out.mlir"),
                               "--info", str(self.work / "out.json")], capture_output=True, text=True)

    TWO_KERNELS = """module {
  llvm.func @a() attributes {nvvm.kernel} {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    llvm.return
  }
  llvm.func @b() attributes {nvvm.kernel} {
    nvvm.barrier0
    llvm.return
  }
}
"""

    def test_multi_kernel(self):
        # several kernels are unsupported by default (emulate.py launches one)...
        done = self.run_tool(self.TWO_KERNELS)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["unsupported"], ["2 kernels in one module"])
        # ...accepted with --multi-kernel (a harness calls each by name)
        done = self.run_tool(self.TWO_KERNELS, "--multi-kernel", "--strict")
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["unsupported"], [])
        self.assertEqual([k["name"] for k in info["kernels"]], ["a", "b"])
        host = (self.work / "out.mlir").read_text()
        for name in ("llvm.func @a()", "llvm.func @b()", "llvm.call @__emu_tid_x()", "llvm.call @__emu_barrier()",
                     "llvm.call @a()"):
            self.assertIn(name, host)
        self.assertNotIn("nvvm", host)

    def test_device_tma_workspace(self):
        # a kernel that builds tensor maps on the device: its workspace
        # parameter is reported, %smid / %nsmid read the runtime's (one SM),
        # the tensormap proxy fences are erased
        module = """module {
  llvm.func @k(%n: i32, %ws: !llvm.ptr<1>) attributes {nvvm.kernel, nv_tileas.tma_workspace = 1 : i64} {
    %0 = nvvm.read.ptx.sreg.smid : i32
    %1 = nvvm.read.ptx.sreg.nsmid : i32
    %2 = llvm.addrspacecast %ws : !llvm.ptr<1> to !llvm.ptr
    %c = llvm.mlir.constant(128 : i32) : i32
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.tensormap_generic.release.gpu"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu"(%2, %c) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
}
"""
        done = self.run_tool(module, "--strict")
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual([p["tma_workspace"] for p in info["kernels"][0]["params"]], [False, True])
        self.assertEqual(info["sregs"], {"smid": 1, "nsmid": 1})
        self.assertEqual(info["tensor_ops"], {"fence.proxy.tensormap_generic.release.gpu": 1,
                                              "fence.proxy.tensormap_generic.acquire.gpu": 1})
        host = (self.work / "out.mlir").read_text()
        for name in ("llvm.call @__emu_smid()", "llvm.call @__emu_nsmid()"):
            self.assertIn(name, host)
        self.assertNotIn("tensormap", host)

    def test_strict(self):
        leftover = """module {
  llvm.func @k() attributes {nvvm.kernel} {
    %0 = nvvm.read.ptx.sreg.nwarpid : i32
    llvm.return
  }
}
"""
        self.assertEqual(self.run_tool(leftover).returncode, 0)
        done = self.run_tool(leftover, "--strict")
        self.assertEqual(done.returncode, 1)
        self.assertIn("cannot be emulated", done.stderr)
        self.assertIn("nvvm.read.ptx.sreg.nwarpid", done.stderr)
        # the outputs are still written
        self.assertTrue((self.work / "out.mlir").exists())
        self.assertEqual(len(json.loads((self.work / "out.json").read_text())["unsupported"]), 1)
        self.assertEqual(self.run_tool(self.TWO_KERNELS, "--strict").returncode, 1)

    def test_warp_ops(self):
        # laneid/warpid/warpsize, shuffles and barriers with an id and a count
        # are rewritten; the reduction form of nvvm.barrier (bar.red) is not
        # emulated and stays, reported
        module = """module {
  llvm.func @k(%v: f32, %p: i32) attributes {nvvm.kernel} {
    %0 = nvvm.read.ptx.sreg.laneid : i32
    %1 = nvvm.read.ptx.sreg.warpid : i32
    %2 = nvvm.read.ptx.sreg.warpsize : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %3 = nvvm.shfl.sync idx %m, %v, %0, %2 : f32 -> f32
    %5 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.up.i32"(%m, %p, %0, %2) : (i32, i32, i32, i32) -> i32
    %6 = llvm.call_intrinsic "llvm.nvvm.shfl.sync.down.f32p"(%m, %v, %0, %2) : (i32, f32, i32, i32) -> f32
    nvvm.barrier id = %0
    nvvm.barrier id = %0 number_of_threads = %2
    %4 = nvvm.barrier #nvvm.reduction<popc> %p -> i32
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["sregs"], {"laneid": 1, "warpid": 1, "warpsize": 1})
        self.assertEqual(info["shuffles"], 2)
        self.assertEqual(info["barriers"], 2)
        self.assertEqual(info["intrinsics"], [])
        # a `p` shuffle (value and validity) must return a struct: this one is
        # left as it is and reported
        self.assertEqual(len(info["unsupported"]), 2, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("a shuffle of f32 to f32 at "), info["unsupported"])
        self.assertTrue(info["unsupported"][1].startswith("nvvm.barrier at "), info["unsupported"])
        host = (self.work / "out.mlir").read_text()
        for text in ("llvm.call @__emu_shfl_sync(", "llvm.call @__emu_warpsize()", "@__emu_barrier_sync("):
            self.assertIn(text, host)
        self.assertEqual(host.count("llvm.call @__emu_barrier_sync("), 2)

    def test_matrix_ops(self):
        # warp matrix ops become runtime calls and are counted in matrix_ops,
        # not intrinsics; one with the wrong register types stays and is
        # reported; a form the runtime does not implement (the m8n8k4 f16
        # quad-pair MMA, ldmatrix of 8-bit elements) is an unknown intrinsic
        module = """module {
  llvm.func @k(%p: !llvm.ptr<3>, %i: i32, %d: f64) attributes {nvvm.kernel} {
    %0 = llvm.call_intrinsic "llvm.nvvm.mma.m8n8k4.row.col.f64"(%d, %d, %d, %d) : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
    %1 = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8"(%i, %i, %i, %i, %i, %i, %i, %i, %i, %i) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    %2 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16"(%p) : (!llvm.ptr<3>) -> i32
    llvm.call_intrinsic "llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16"(%p, %i, %i, %i, %i) : (!llvm.ptr<3>, i32, i32, i32, i32) -> ()
    %3 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16"(%p) : (!llvm.ptr<3>) -> i32
    %4 = llvm.call_intrinsic "llvm.nvvm.mma.m8n8k4.row.col.f64"(%d, %d, %d, %d) : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64, f64)>
    %5 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8"(%p) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["matrix_ops"], {"mma.m8n8k4.row.col.f64": 1, "mma.m16n8k32.row.col.satfinite.s8.u8": 1,
                                              "ldmatrix.sync.aligned.m8n8.x1.b16": 1,
                                              "stmatrix.sync.aligned.m8n8.x4.trans.b16": 1})
        self.assertEqual(info["smem_accesses"], 2)
        self.assertEqual(info["intrinsics"], ["ldmatrix.sync.aligned.m16n16.x1.trans.b8"])
        self.assertEqual(len(info["unsupported"]), 2, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("ldmatrix.sync.aligned.m8n8.x2.b16 of another signature at "))
        self.assertTrue(info["unsupported"][1].startswith("mma.m8n8k4.row.col.f64 of another signature at "))
        self.assertEqual(hostprep.not_emulatable(info)[0], "llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8")
        host = (self.work / "out.mlir").read_text()
        self.assertEqual(host.count("llvm.call @__emu_mma("), 2)
        self.assertEqual(host.count("llvm.call @__emu_ldmatrix("), 1)
        self.assertEqual(host.count("llvm.call @__emu_stmatrix("), 1)
        # one scratch area for the whole function
        self.assertEqual(host.count("llvm.alloca"), 1)

    def test_tensor_ops(self):
        # tcgen05 and mbarrier intrinsics become runtime calls counted in
        # tensor_ops (the ordering-only ones are erased); i1 flags are widened;
        # one with the wrong types stays and is reported; another tcgen05
        # shape is an unknown intrinsic
        module = """module {
  llvm.func @k(%s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %i: i32, %l: i64, %b: i1, %g: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %v = llvm.load %g : !llvm.ptr<1> -> vector<4xi32>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg1"(%s, %i) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.st.32x32b.x4"(%t, %v, %b) : (!llvm.ptr<6>, vector<4xi32>, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.wait.st"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%t, %l, %l, %i, %b, %i, %i, %i) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg1"(%s) : (!llvm.ptr<3>) -> ()
    %0 = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%s, %i) : (!llvm.ptr<3>, i32) -> i1
    %1 = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x1"(%t, %b) : (!llvm.ptr<6>, i1) -> i32
    %2 = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.32x32b.x2"(%t, %b) : (!llvm.ptr<6>, i1) -> i32
    %3 = llvm.call_intrinsic "llvm.nvvm.tcgen05.ld.16x64b.x2"(%t, %b) : (!llvm.ptr<6>, i1) -> vector<2xi32>
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg1"(%t, %i) : (!llvm.ptr<6>, i32) -> ()
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["tensor_ops"], {"tcgen05.alloc.shared.cg1": 1, "tcgen05.st.32x32b.x4": 1,
                                              "tcgen05.wait.st": 1, "tcgen05.mma.shared": 1,
                                              "tcgen05.commit.shared.cg1": 1, "tcgen05.ld.32x32b.x1": 1,
                                              "mbarrier.try.wait.parity.scope.cta.space.cta": 1,
                                              "tcgen05.dealloc.cg1": 1})
        self.assertEqual(info["smem_accesses"], 2)  # the alloc's write, the MMA's reads
        self.assertEqual(info["intrinsics"], ["tcgen05.ld.16x64b.x2"])
        self.assertEqual(len(info["unsupported"]), 1, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("tcgen05.ld.32x32b.x2 of another signature at "))
        host = (self.work / "out.mlir").read_text()
        for callee in ("alloc", "st", "mma", "commit", "ld", "dealloc"):
            self.assertEqual(host.count(f"llvm.call @__emu_tcgen05_{callee}("), 1, callee)
        self.assertEqual(host.count("llvm.call @__emu_mbarrier_try_wait_parity("), 1)
        self.assertEqual(host.count("llvm.zext"), 3)  # unpack, enable_input_d, pack
        self.assertEqual(host.count("llvm.alloca"), 1)  # one register buffer per function
        self.assertNotIn("wait_st", host)

    def test_pair_ops(self):
        # the .cta_group::2 forms become their own runtime calls (with a
        # site; the alloc with the race check), the multicast commit's i16
        # CTA mask zero-extended to i32; a mapa address round-tripped through
        # an i64 to a shared pointer (the TMA loads' mbarrier) stays as it is;
        # a multicast commit with an i32 mask is reported
        module = """module {
  llvm.func @k(%s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %i: i32, %l: i64, %b: i1) attributes {nvvm.kernel} {
    %m = llvm.mlir.constant(3 : i16) : i16
    llvm.call_intrinsic "llvm.nvvm.tcgen05.alloc.shared.cg2"(%s, %i) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.relinq.alloc.permit.cg2"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.mma.shared"(%t, %l, %l, %i, %b, %i, %i, %i) : (!llvm.ptr<6>, i64, i64, i32, i1, i32, i32, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.mc.shared.cg2"(%s, %m) : (!llvm.ptr<3>, i16) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.mc.shared.cg2"(%s, %i) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.shared.cg2"(%s) : (!llvm.ptr<3>) -> ()
    %c = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%s, %i) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    %w = llvm.ptrtoint %c : !llvm.ptr<7> to i64
    %p = llvm.inttoptr %w : i64 to !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.init.shared"(%p, %i) : (!llvm.ptr<3>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.tcgen05.dealloc.cg2"(%t, %i) : (!llvm.ptr<6>, i32) -> ()
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["tensor_ops"], {"tcgen05.alloc.shared.cg2": 1, "tcgen05.relinq.alloc.permit.cg2": 1,
                                              "tcgen05.mma.shared": 1, "tcgen05.commit.mc.shared.cg2": 1,
                                              "tcgen05.commit.shared.cg2": 1, "mapa.shared.cluster": 1,
                                              "mbarrier.init.shared": 1, "tcgen05.dealloc.cg2": 1})
        self.assertEqual(info["smem_accesses"], 2)  # the alloc's write, the MMA's reads
        self.assertEqual(len(info["unsupported"]), 1, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("tcgen05.commit.mc.shared.cg2 of another signature at "))
        host = (self.work / "out.mlir").read_text()
        for callee in ("alloc_cg2", "relinquish_cg2", "mma", "commit_mc", "commit_cg2", "dealloc_cg2"):
            self.assertEqual(host.count(f"llvm.call @__emu_tcgen05_{callee}("), 1, callee)
        self.assertIn(": i16 to i32", host)
        self.assertIn("llvm.ptrtoint", host)
        self.assertIn("llvm.inttoptr", host)

    def test_cp_async(self):
        # every cp.async form becomes __emu_cp_async(site, race check, dst,
        # src, cp size, src size), counted in tensor_ops; commit, wait_group
        # and wait_all their own calls; a .cg of 4 or 8 bytes (no such
        # intrinsic) is an unknown intrinsic, one with the wrong operands is
        # reported
        forms = [f"ca.shared.global.{n}{s}" for n in (4, 8, 16) for s in ("", ".s")]
        forms += ["cg.shared.global.16", "cg.shared.global.16.s"]
        calls = "\n".join(
            f'    llvm.call_intrinsic "llvm.nvvm.cp.async.{f}"(%d, %g, %n) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()'
            if f.endswith(".s") else
            f'    llvm.call_intrinsic "llvm.nvvm.cp.async.{f}"(%d, %g) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()'
            for f in forms)
        module = f"""module {{
  llvm.func @k(%d: !llvm.ptr<3>, %g: !llvm.ptr<1>, %n: i32) attributes {{nvvm.kernel}} {{
{calls}
    llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.group"(%n) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.wait.all"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.8"(%d, %g) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.ca.shared.global.4.s"(%d, %g) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    llvm.return
  }}
}}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        want = {f"cp.async.{f}": 1 for f in forms}
        want["cp.async.ca.shared.global.4.s"] = 1  # the one with the wrong operands is not counted
        want.update({"cp.async.commit.group": 1, "cp.async.wait.group": 1, "cp.async.wait.all": 1})
        self.assertEqual(info["tensor_ops"], want)
        self.assertEqual(info["smem_accesses"], len(forms))  # each copy's write
        self.assertEqual(info["intrinsics"], ["cp.async.cg.shared.global.8"])
        self.assertEqual(len(info["unsupported"]), 1, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("cp.async.ca.shared.global.4.s of another signature at "))
        host = (self.work / "out.mlir").read_text()
        self.assertEqual(host.count("llvm.call @__emu_cp_async("), len(forms))
        for callee in ("commit", "wait", "wait_all"):
            self.assertEqual(host.count(f"llvm.call @__emu_cp_async_{callee}("), 1, callee)
        self.assertIn("llvm.func @__emu_cp_async(i32, i32, !llvm.ptr, !llvm.ptr, i32, i32)", host)
        self.assertEqual(hostprep.not_emulatable(info)[0], "llvm.nvvm.cp.async.cg.shared.global.8")

    def test_tma(self):
        # TMA loads become __emu_tma_load(site, race check, dst, mbar, tensor
        # map, rank, 5 coordinates) (the cache hint dropped), arrive.expect_tx
        # its call, prefetch.tensormap and both spellings of the async-proxy
        # fence are erased; the descriptor parameters (byval 128 bytes,
        # nvvm.grid_constant) are reported as tensor maps and lose byval and
        # nvvm.*; a load of another signature is reported, a 6-D one unknown
        module = """module {
  llvm.func @k(%d: !llvm.ptr<3>, %b: !llvm.ptr<3>, %n: i32,
               %m: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
      attributes {nvvm.kernel} {
    %h = llvm.mlir.constant(0 : i64) : i64
    %f = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.nvvm.prefetch.tensormap"(%m) : (!llvm.ptr) -> ()
    %0 = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"(%b, %n) : (!llvm.ptr<3>, i32) -> i64
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d"(%d, %b, %m, %n, %h, %f) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i64, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.4d"(%d, %b, %m, %n, %n, %n, %n, %h, %f) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i32, i32, i64, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"(%d, %b, %m, %n, %h, %f) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i64, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.6d"(%d, %b, %m, %n, %h, %f) : (!llvm.ptr<3>, !llvm.ptr<3>, !llvm.ptr, i32, i64, i1) -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared.cta"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.fence.proxy.async.shared_cta"() : () -> ()
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual([p["tensor_map"] for p in info["params"]], [False, False, False, True])
        self.assertEqual(info["kinds"], "ppip")
        self.assertEqual(info["tensor_ops"], {"prefetch.tensormap": 1,
                                              "mbarrier.arrive.expect.tx.scope.cta.space.cta": 1,
                                              "cp.async.bulk.tensor.g2s.cta.tile.1d": 1,
                                              "cp.async.bulk.tensor.g2s.cta.tile.4d": 1,
                                              "fence.proxy.async.shared.cta": 1, "fence.proxy.async.shared_cta": 1})
        self.assertEqual(info["smem_accesses"], 2)  # each load's writes
        self.assertEqual(info["intrinsics"], ["cp.async.bulk.tensor.g2s.cta.tile.6d"])
        self.assertEqual(len(info["unsupported"]), 1, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith(
            "cp.async.bulk.tensor.g2s.cta.tile.2d of another signature at "))
        host = (self.work / "out.mlir").read_text()
        self.assertEqual(host.count("llvm.call @__emu_tma_load("), 2)
        self.assertIn("llvm.func @__emu_tma_load(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32, "
                      "i32)", host)
        self.assertEqual(host.count("llvm.call @__emu_mbarrier_arrive_expect_tx("), 1)
        self.assertNotIn("prefetch", host)
        self.assertNotIn("fence", host)
        self.assertNotIn("grid_constant", host)
        self.assertNotIn("llvm.byval", host)
        self.assertIn("llvm.align = 64", host)

    def test_cluster(self):
        # Clusters: the multicast TMA load becomes __emu_tma_load_cluster(site,
        # race check, dst, mbar, tensor map, rank, 5 coordinates, mask, use
        # mask, cta_group) (the mask widened, the hint dropped), mapa
        # __emu_mapa, the shared::cluster arrivals their calls, the cluster
        # barriers (intrinsics and NVVM ops) __emu_cluster_{arrive,wait}, the
        # cluster special registers (ops and intrinsics) __emu_<reg>; a load
        # through a shared::cluster pointer is reported
        module = """module {
  llvm.func @k(%d: !llvm.ptr<3>, %b: !llvm.ptr<3>, %n: i32,
               %m: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
      attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>,
                  nvvm.blocksareclusters} {
    %h = llvm.mlir.constant(0 : i64) : i64
    %f = llvm.mlir.constant(false) : i1
    %t = llvm.mlir.constant(true) : i1
    %mask = llvm.mlir.constant(3 : i16) : i16
    %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %q = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.cluster.nctarank"() : () -> i32
    %dc = llvm.addrspacecast %d : !llvm.ptr<3> to !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d"(%dc, %b, %m, %n, %r, %mask, %h, %t, %f, %q) : (!llvm.ptr<7>, !llvm.ptr<3>, !llvm.ptr, i32, i32, i16, i64, i1, i1, i32) -> ()
    %bc = llvm.call_intrinsic "llvm.nvvm.mapa.shared.cluster"(%b, %r) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster"(%bc, %n) : (!llvm.ptr<7>, i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster"(%bc, %n) : (!llvm.ptr<7>, i32) -> ()
    %0 = llvm.call_intrinsic "llvm.nvvm.mbarrier.arrive.scope.cta.space.cta"(%b, %n) : (!llvm.ptr<3>, i32) -> i64
    %1 = llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta"(%b, %n) : (!llvm.ptr<3>, i32) -> i1
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.relaxed.aligned"() : () -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
    nvvm.cluster.arrive
    nvvm.cluster.wait {aligned}
    %2 = llvm.load %bc : !llvm.ptr<7> -> i64
    llvm.return
  }
}
"""
        done = self.run_tool(module)
        self.assertEqual(done.returncode, 0, done.stderr)
        info = json.loads((self.work / "out.json").read_text())
        self.assertEqual(info["kernels"][0]["cluster"], [2, 1, 1])
        self.assertEqual(info["sregs"], {"cluster.ctarank": 1, "cluster.nctarank": 1})
        self.assertEqual(info["tensor_ops"], {"cp.async.bulk.tensor.g2s.tile.2d": 1, "mapa.shared.cluster": 1,
                                              "mbarrier.arrive.scope.cluster.space.cluster": 1,
                                              "mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster": 1,
                                              "mbarrier.arrive.scope.cta.space.cta": 1,
                                              "mbarrier.try.wait.parity.scope.cluster.space.cta": 1,
                                              "barrier.cluster.arrive.relaxed.aligned": 1,
                                              "barrier.cluster.wait": 2, "barrier.cluster.arrive": 1})
        self.assertEqual(info["smem_accesses"], 1)  # the load's writes (the shared::cluster load is not instrumented)
        self.assertEqual(info["intrinsics"], [])
        self.assertEqual(len(info["unsupported"]), 1, info["unsupported"])
        self.assertTrue(info["unsupported"][0].startswith("llvm.load of distributed shared memory"))
        host = (self.work / "out.mlir").read_text()
        self.assertIn("llvm.func @__emu_tma_load_cluster(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, "
                      "i32, i32, i32, i32, i32)", host)
        self.assertIn("llvm.func @__emu_mapa(!llvm.ptr, i32) -> !llvm.ptr", host)
        self.assertIn("llvm.func @__emu_mbarrier_arrive_cluster(!llvm.ptr, i32)", host)
        self.assertIn("llvm.func @__emu_mbarrier_arrive_expect_tx_cluster(!llvm.ptr, i32)", host)
        self.assertIn("llvm.func @__emu_mbarrier_arrive_n(!llvm.ptr, i32) -> i64", host)
        self.assertEqual(host.count("llvm.call @__emu_cluster_arrive("), 2)
        self.assertEqual(host.count("llvm.call @__emu_cluster_wait("), 2)
        self.assertEqual(host.count("llvm.call @__emu_mbarrier_try_wait_parity("), 1)
        self.assertIn("llvm.call @__emu_cluster_ctarank()", host)
        self.assertIn("llvm.call @__emu_cluster_nctarank()", host)


if __name__ == "__main__":
    unittest.main()
