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
        self.assertEqual(info["sregs"], {"tid.x": 1, "ctaid.y": 1})
        self.assertEqual(info["barriers"], 1)
        self.assertEqual(info["intrinsics"], ["add.rn.f"])
        self.assertEqual(info["smem_accesses"], 2)
        self.assertEqual(info["address_casts"], 1)
        self.assertEqual(info["renamed"], {"vprintf": "__emu_vprintf"})
        self.assertEqual([g["name"] for g in info["shared"]], ["smem"])
        self.assertEqual(info["unsupported"], [])
        self.assertEqual(hostprep.not_emulatable(info), [])

    def test_no_race_check(self):
        self.assertEqual(self.prep(race_check=False)["smem_accesses"], 0)

    def test_unknown_intrinsic_is_reported(self):
        info = self.prep()
        info["intrinsics"].append("shfl.sync.bfly.i32")
        self.assertEqual(hostprep.not_emulatable(info), ["llvm.nvvm.shfl.sync.bfly.i32"])

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

    def test_strict(self):
        leftover = """module {
  llvm.func @k() attributes {nvvm.kernel} {
    %0 = nvvm.read.ptx.sreg.laneid : i32
    llvm.return
  }
}
"""
        self.assertEqual(self.run_tool(leftover).returncode, 0)
        done = self.run_tool(leftover, "--strict")
        self.assertEqual(done.returncode, 1)
        self.assertIn("cannot be emulated", done.stderr)
        self.assertIn("nvvm.read.ptx.sreg.laneid", done.stderr)
        # the outputs are still written
        self.assertTrue((self.work / "out.mlir").exists())
        self.assertEqual(len(json.loads((self.work / "out.json").read_text())["unsupported"]), 1)
        self.assertEqual(self.run_tool(self.TWO_KERNELS, "--strict").returncode, 1)


if __name__ == "__main__":
    unittest.main()
