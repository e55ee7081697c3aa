#!/usr/bin/env python3
"""Mutation fuzzer for the whole driver: mutated corpus kernels through
tileas-translate and tileiras, looking for what must never happen on bad
input (a signal, a Rust panic, an LLVM abort, a ptxas crash, an "internal"
error, a hang), not for rejections: a located error with a non-zero status
is the right answer to most mutants.

    scripts/fuzz-driver.py [--iterations N] [--seed S] [--targets sm_100,sm_90]
                           [--bin target/release] [--keep DIR] [--tileiras-arg ARG ...]

Each iteration takes a corpus kernel (corpus/*.tileirbc, printed once by
tileas-translate), applies one to three mutations to its cuda_tile text (a
tile dimension, an integer constant, an element type swapped module-wide, a
view stride, an optimization hint, a dropped line), writes bytecode with
tileas-translate and compiles it with tileiras for a random target. Findings
are kept as DIR/finding<N>.mlir with the command's output; the exit status is
1 when there is one. The bytecode reader has its own libFuzzer target
(scripts/fuzz-bytecode.sh).
"""

import argparse
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TYPES = ["f16", "bf16", "f32", "f64", "i8", "i16", "i32", "i64", "f8E4M3FN", "tf32"]
HINTS = ["sm_100 = {occupancy = 32}", "sm_100 = {num_cta_in_cga = 16}", "sm_100 = {occupancy = 1}"]


def mutate(rng, text):
    """One random mutation of a cuda_tile module's text (unchanged when the chosen kind finds nothing)."""
    kind = rng.randrange(6)
    if kind == 0:
        dims = list(re.finditer(r"(?<=[<x(])(\d+)(?=x)", text))
        if dims:
            m = rng.choice(dims)
            v = int(m.group(1))
            new = rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, max(1, v // 2), v * 2])
            return text[:m.start()] + str(new) + text[m.end():]
    elif kind == 1:
        consts = list(re.finditer(r"<i(32|64): (-?\d+)>", text))
        if consts:
            m = rng.choice(consts)
            new = rng.choice([0, 1, -1, 3, 7, 1 << 20, -(1 << 31), 255])
            return text[:m.start(2)] + str(new) + text[m.end(2):]
    elif kind == 2:
        a, b = rng.sample(TYPES, 2)
        return text.replace("x" + a + ">", "x" + b + ">")
    elif kind == 3:
        strides = list(re.finditer(r"strides=\[([^\]]*)\]", text))
        if strides:
            m = rng.choice(strides)
            parts = m.group(1).split(",")
            parts[rng.randrange(len(parts))] = rng.choice(["1", "?", "2", "0", "64"])
            return text[:m.start(1)] + ",".join(parts) + text[m.end(1):]
    elif kind == 4:
        return text.replace("sm_100 = {}", rng.choice(HINTS))
    else:
        lines = text.split("\n")
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    return text


def finding(proc):
    """Why a tileas-translate/tileiras run is a bug (None when it is not)."""
    out = proc.stderr + proc.stdout
    if proc.returncode < 0 or proc.returncode >= 128:
        return f"killed by a signal (status {proc.returncode})"
    for marker in ("panicked", "LLVM ERROR", "ptxas fatal", "internal error"):
        if marker in out:
            return marker
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--targets", default="sm_80,sm_90,sm_100,sm_120")
    ap.add_argument("--bin", type=Path, default=ROOT / "target" / "release")
    ap.add_argument("--keep", type=Path, default=None, help="where findings go (default: a temporary directory)")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per command")
    ap.add_argument("--tileiras-arg", action="append", default=[], metavar="ARG",
                    help="an extra tileiras argument (repeatable), e.g. --tileiras-arg=--software-pipeline=4096")
    args = ap.parse_args()
    translate, tileiras = args.bin / "tileas-translate", args.bin / "tileiras"
    for tool in (translate, tileiras):
        if not tool.is_file():
            print(f"fuzz-driver: {tool} is missing (cargo build --release --workspace)", file=sys.stderr)
            return 2
    work = Path(tempfile.mkdtemp(prefix="fuzz-driver-"))
    keep = args.keep or work
    keep.mkdir(parents=True, exist_ok=True)
    sources = []
    for bc in sorted((ROOT / "corpus").glob("*.tileirbc")):
        mlir = work / (bc.stem + ".mlir")
        r = subprocess.run([translate, "-cudatilebc-to-mlir", bc, "-o", mlir], capture_output=True, text=True)
        if r.returncode == 0:
            sources.append(mlir.read_text())
    if not sources:
        print("fuzz-driver: no corpus kernel could be printed", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    targets = args.targets.split(",")
    found = compiled = 0
    for it in range(args.iterations):
        text = rng.choice(sources)
        for _ in range(rng.randint(1, 3)):
            text = mutate(rng, text)
        mlir, bc = work / "mutant.mlir", work / "mutant.tileirbc"
        mlir.write_text(text)
        target = rng.choice(targets)
        cmds = [[translate, "--mlir-to-cudatilebc", mlir, "-o", bc],
                [tileiras, "--gpu-name", target, *args.tileiras_arg, bc, "-o", work / "mutant.cubin"]]
        for cmd in cmds:
            try:
                proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                why, proc = f"no answer in {args.timeout} s", None
            else:
                why = finding(proc)
            if why:
                found += 1
                path = keep / f"finding{it}.mlir"
                log = (proc.stderr + proc.stdout) if proc else ""
                path.write_text(f"// {why}: {' '.join(map(str, cmd))}\n" + "".join(
                    f"// | {line}\n" for line in log.splitlines()[-20:]) + text)
                print(f"finding {it} ({target}): {why}; kept as {path}", flush=True)
                break
            if proc.returncode != 0:
                break
        else:
            compiled += 1
    print(f"fuzz-driver: {args.iterations} mutants, {compiled} compiled to a cubin, {found} findings")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
