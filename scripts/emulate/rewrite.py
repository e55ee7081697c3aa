#!/usr/bin/env python3
"""Rewrites the LLVM-dialect MLIR that `tileiras --emit=mlir` prints (LLVM +
NVVM, for the GPU) into plain LLVM-dialect MLIR for the host, to be compiled
with scripts/emulate/runtime.c (see docs/emulator.md):

  nvvm.read.ptx.sreg.{tid,ntid,ctaid,nctaid}.{x,y,z}  -> llvm.call @__emu_<reg>_<axis>()
  nvvm.barrier0, nvvm.barrier (no operands)          -> llvm.call @__emu_barrier()
  llvm.call_intrinsic "llvm.nvvm.<name>"(...)         -> llvm.call @__emu_nvvm_<name with . -> _>(...)
  llvm.intr.trap                                      -> llvm.call @__emu_trap()
  @vprintf, @__assertfail                             -> @__emu_vprintf, @__emu_assertfail
  !llvm.ptr<N>                                        -> !llvm.ptr (addr_space attributes dropped,
                                                         addrspacecast becomes a no-op GEP)
  syncscope("...")                                    -> dropped (host atomics; one thread at a time)
  nvvm.* attributes (nvvm.kernel, nvvm.reqntid, ...)  -> dropped

and adds two functions:
  @__emu_entry(ptr slots): loads each kernel parameter from a 64-bit slot and
      calls the kernel (the launcher's uniform entry point);
  @__emu_init(): registers every shared-memory global (addr_space 3) with the
      runtime, which fills them with 0xFF before each CTA; registering also
      makes their addresses escape, so LLVM cannot move their loads and stores
      across the opaque __emu_barrier calls.

Anything NVVM that is left is reported in `unsupported` (the kernel is not
emulatable). Usage as a tool: rewrite.py in.mlir -o out.mlir
"""

import re
import sys

SREG_RE = re.compile(
    r"^(\s*)(%[\w.$-]+) = nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])\b[^:\n]*:\s*i32\s*$", re.M)
BARRIER_RE = re.compile(r"^(\s*)nvvm\.barrier0?(\s+\{[^}]*\})?\s*$", re.M)
INTRINSIC_RE = re.compile(r'llvm\.call_intrinsic "llvm\.nvvm\.([\w.]+)"\(([^)]*)\)(\s*(?:\{[^}]*\}|<\{[^}]*\}>))?\s*:\s*'
                          r"\(([^)]*)\)\s*->\s*([^\n]+)$", re.M)
TRAP_RE = re.compile(r"^(\s*)llvm\.intr\.trap\s*$", re.M)
PTR_AS_RE = re.compile(r"!llvm\.ptr<\d+>")
SMEM_LOAD_RE = re.compile(r"^(\s*)(%[\w.$-]+) = llvm\.load (volatile )?(%[\w.$-]+)( \{[^}]*\})? : !llvm\.ptr<3> -> (\S+)\s*$",
                          re.M)
SMEM_STORE_RE = re.compile(r"^(\s*)llvm\.store (volatile )?(%[\w.$-]+), (%[\w.$-]+)( \{[^}]*\})? : (\S+), !llvm\.ptr<3>\s*$",
                           re.M)
SYNCSCOPE_RE = re.compile(r'\s*syncscope\("[^"]*"\)')
ASCAST_RE = re.compile(r"^(\s*)(%[\w.$-]+) = llvm\.addrspacecast (%[\w.$-]+) : !llvm\.ptr to !llvm\.ptr\s*$", re.M)
SMEM_GLOBAL_RE = re.compile(r"^\s*llvm\.mlir\.global\s+(?:\w+\s+)*@([\w.$-]+)\([^\n]*addr_space = 3 : i32[^\n]*$", re.M)
KERNEL_RE = re.compile(r"^\s*llvm\.func @([\w.$-]+)\((.*)\)\s*attributes\s*\{[^\n]*nvvm\.kernel", re.M)


def split_top(text, sep=","):
    """Splits at `sep` outside (), [], {}, <> and strings."""
    parts, depth, cur, quote = [], 0, [], False
    for i, c in enumerate(text):
        if quote:
            cur.append(c)
            if c == '"' and text[i - 1] != "\\":
                quote = False
            continue
        if c == '"':
            quote = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}>":
            # '->' is not a closing bracket
            if not (c == ">" and i > 0 and text[i - 1] == "-"):
                depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    if cur or parts:
        parts.append("".join(cur))
    return parts


def matching_brace(text, start):
    """Index of the '}' closing the '{' at start."""
    depth, quote = 0, False
    for i in range(start, len(text)):
        c = text[i]
        if quote:
            if c == '"' and text[i - 1] != "\\":
                quote = False
            continue
        if c == '"':
            quote = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
    return -1


def filter_attr_dicts(text, drop):
    """Removes entries whose key satisfies drop(key) from every attribute
    dictionary that follows `attributes ` or sits on an llvm.mlir.global line."""
    out, pos = [], 0
    pattern = re.compile(r"(attributes \{)|(^\s*llvm\.mlir\.global[^\n]*?\)\s*\{)", re.M)
    while True:
        m = pattern.search(text, pos)
        if not m:
            out.append(text[pos:])
            break
        brace = m.end() - 1
        end = matching_brace(text, brace)
        if end < 0:
            out.append(text[pos:])
            break
        body = text[brace + 1:end]
        items = [it for it in split_top(body) if it.strip()]
        kept = [it.strip() for it in items if not drop(it.strip().split("=")[0].strip())]
        prefix = text[pos:m.start()]
        head = text[m.start():brace]
        if kept:
            out.append(prefix + head + "{" + ", ".join(kept) + "}")
        elif m.group(1):  # an empty ` attributes {}`: drop the keyword too
            out.append(prefix.rstrip(" "))
        else:  # an empty attribute dictionary of a global
            out.append(prefix + head.rstrip())
        pos = end + 1
    return "".join(out)


def parse_params(sig):
    """'%arg0: !llvm.ptr<1>, %arg1: i32 {llvm.noalias}' -> ['!llvm.ptr<1>', 'i32']."""
    types = []
    for p in split_top(sig):
        p = p.strip()
        if not p:
            continue
        _, _, t = p.partition(":")
        t = t.strip()
        t = re.sub(r"\s*\{.*\}$", "", t)
        types.append(t)
    return types


SLOT_KIND = {"!llvm.ptr": "p", "i32": "i", "i64": "l", "f32": "f", "f64": "d", "i16": "h", "i8": "b", "i1": "1",
             "f16": "e", "bf16": "B"}


def instrument_smem(text):
    """Every load and store of shared memory (!llvm.ptr<3>) is bracketed by calls
    that let the runtime's race detector see it: __emu_smem_load(p, bytes) before
    a load, __emu_smem_prestore / __emu_smem_poststore around a store."""
    count = [0]
    size_consts = {}

    def size_of(t):
        n = type_bytes(t)
        if n is None:
            raise ValueError(f"shared-memory access of unknown size: {t}")
        size_consts[n] = f"%__emu_sz{n}"
        return f"%__emu_sz{n}"

    def load(m):
        count[0] += 1
        ind, res, vol, ptr, attrs, t = m.groups()
        return (f"{ind}llvm.call @__emu_smem_load({ptr}, {size_of(t)}) : (!llvm.ptr<3>, i64) -> ()\n"
                f"{ind}{res} = llvm.load {vol or ''}{ptr}{attrs or ''} : !llvm.ptr<3> -> {t}")

    def store(m):
        count[0] += 1
        ind, vol, val, ptr, attrs, t = m.groups()
        sz = size_of(t)
        return (f"{ind}llvm.call @__emu_smem_prestore({ptr}, {sz}) : (!llvm.ptr<3>, i64) -> ()\n"
                f"{ind}llvm.store {vol or ''}{val}, {ptr}{attrs or ''} : {t}, !llvm.ptr<3>\n"
                f"{ind}llvm.call @__emu_smem_poststore({ptr}, {sz}) : (!llvm.ptr<3>, i64) -> ()")

    text = SMEM_LOAD_RE.sub(load, text)
    text = SMEM_STORE_RE.sub(store, text)
    if size_consts:
        # the size constants, at the top of every function body that uses them
        def add_consts(m):
            body_start = m.group(0)
            consts = "".join(f"    %__emu_sz{n} = llvm.mlir.constant({n} : i64) : i64\n" for n in sorted(size_consts))
            return body_start + consts
        text = re.sub(r"^\s*llvm\.func @[^\n]*\{\n", add_consts, text, flags=re.M)
    return text, count[0]


def rewrite(text, check_races=True):
    """Returns (host_text, info); info: kernel, params (types after the rewrite),
    kinds, smem (names), intrinsics (emulated NVVM intrinsic names), unsupported."""
    info = {"unsupported": [], "intrinsics": [], "smem": []}
    m = KERNEL_RE.search(text)
    if not m:
        raise ValueError("no llvm.func with nvvm.kernel in the module")
    info["kernel"] = m.group(1)
    kernels = KERNEL_RE.findall(text)
    if len(kernels) != 1:
        info["unsupported"].append(f"{len(kernels)} kernels in one module")

    decls = {}
    used_sregs = set()

    def sreg(mm):
        name = f"__emu_{mm.group(3)}_{mm.group(4)}"
        used_sregs.add(name)
        return f"{mm.group(1)}{mm.group(2)} = llvm.call @{name}() : () -> i32"

    text = SREG_RE.sub(sreg, text)
    n_bar = len(BARRIER_RE.findall(text))
    text = BARRIER_RE.sub(lambda mm: f"{mm.group(1)}llvm.call @__emu_barrier() : () -> ()", text)
    if n_bar:
        decls["__emu_barrier"] = "llvm.func @__emu_barrier()"
    if TRAP_RE.search(text):
        text = TRAP_RE.sub(lambda mm: f"{mm.group(1)}llvm.call @__emu_trap() : () -> ()", text)
        decls["__emu_trap"] = "llvm.func @__emu_trap()"

    def intrinsic(mm):
        name = mm.group(1)
        info["intrinsics"].append(name)
        fn = "__emu_nvvm_" + name.replace(".", "_")
        arg_types, ret = mm.group(4).strip(), mm.group(5).strip()
        ret_decl = "" if ret in ("()", "!llvm.void") else f" -> {ret}"
        decls[fn] = f"llvm.func @{fn}({arg_types}){ret_decl}"
        return f"llvm.call @{fn}({mm.group(2)}) : ({arg_types}) -> {ret}"

    text = INTRINSIC_RE.sub(intrinsic, text)
    for name in sorted(used_sregs):
        decls[name] = f"llvm.func @{name}() -> i32"

    text = re.sub(r"@vprintf\b", "@__emu_vprintf", text)
    text = re.sub(r"@__assertfail\b", "@__emu_assertfail", text)

    # shared-memory globals, before their addr_space attribute goes
    smem = SMEM_GLOBAL_RE.findall(text)
    info["smem"] = smem
    smem_sizes = {}
    for name in smem:
        gm = re.search(r"llvm\.mlir\.global[^\n]*@" + re.escape(name) + r"\([^\n]*\)\s*(?:\{[^\n]*\})?\s*:\s*([^\n{]+)",
                       text)
        smem_sizes[name] = gm.group(1).strip() if gm else None

    if check_races:
        text, n = instrument_smem(text)
        if n:
            decls["__emu_smem_load"] = "llvm.func @__emu_smem_load(!llvm.ptr, i64)"
            decls["__emu_smem_prestore"] = "llvm.func @__emu_smem_prestore(!llvm.ptr, i64)"
            decls["__emu_smem_poststore"] = "llvm.func @__emu_smem_poststore(!llvm.ptr, i64)"
        info["smem_accesses"] = n

    text = PTR_AS_RE.sub("!llvm.ptr", text)
    text = SYNCSCOPE_RE.sub("", text)
    text = ASCAST_RE.sub(lambda mm: f"{mm.group(1)}{mm.group(2)} = llvm.getelementptr {mm.group(3)}[0] : "
                                    f"(!llvm.ptr) -> !llvm.ptr, i8", text)
    text = filter_attr_dicts(text, lambda key: key.startswith("nvvm.") or key == "addr_space")

    for line in text.splitlines():
        if re.search(r"\bnvvm\.", line) or "#nvvm" in line or "llvm.nvvm" in line:
            info["unsupported"].append(line.strip()[:160])

    # the kernel's parameters (after the pointer rewrite)
    km = re.search(r"^\s*llvm\.func @" + re.escape(info["kernel"]) + r"\((.*)\)", text, re.M)
    params = parse_params(km.group(1))
    info["params"] = params
    kinds = []
    for t in params:
        if t not in SLOT_KIND:
            info["unsupported"].append(f"kernel parameter of type {t}")
        kinds.append(SLOT_KIND.get(t, "?"))
    info["kinds"] = "".join(kinds)

    # entry trampoline and smem registration
    lines = ["  llvm.func @__emu_entry(%slots: !llvm.ptr) {"]
    args = []
    for i, t in enumerate(params):
        lines.append(f"    %p{i} = llvm.getelementptr %slots[{i}] : (!llvm.ptr) -> !llvm.ptr, i64")
        lines.append(f"    %a{i} = llvm.load %p{i} : !llvm.ptr -> {t}")
        args.append(f"%a{i}")
    lines.append(f"    llvm.call @{info['kernel']}({', '.join(args)}) : ({', '.join(params)}) -> ()")
    lines.append("    llvm.return")
    lines.append("  }")
    names = []
    lines.append("  llvm.func @__emu_init() {")
    for i, name in enumerate(smem):
        size = smem_sizes.get(name)
        nbytes = type_bytes(size) if size else None
        if nbytes is None:
            info["unsupported"].append(f"shared global @{name} of unknown size ({size})")
            continue
        lines.append(f"    %g{i} = llvm.mlir.addressof @{name} : !llvm.ptr")
        lines.append(f"    %s{i} = llvm.mlir.constant({nbytes} : i64) : i64")
        lines.append(f"    %n{i} = llvm.mlir.addressof @__emu_name_{i} : !llvm.ptr")
        lines.append(f"    llvm.call @__emu_register_smem(%g{i}, %s{i}, %n{i}) : (!llvm.ptr, i64, !llvm.ptr) -> ()")
        names.append(f'  llvm.mlir.global internal constant @__emu_name_{i}("{name}\\00")')
    lines.append("    llvm.return")
    lines.append("  }")
    lines.extend(names)
    decls["__emu_register_smem"] = "llvm.func @__emu_register_smem(!llvm.ptr, i64, !llvm.ptr)"
    for name, decl in sorted(decls.items()):
        if not re.search(r"llvm\.func @" + re.escape(name) + r"\(", text):
            lines.append("  " + decl)
    end = text.rstrip().rfind("}")
    text = text[:end] + "\n".join(lines) + "\n}\n"
    return text, info


SCALAR_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8}


def type_bytes(t):
    """Byte size of an !llvm.array<N x T> (nested) or scalar type; None if unknown."""
    t = t.strip()
    m = re.fullmatch(r"!llvm\.array<(\d+) x (.+)>", t)
    if m:
        inner = type_bytes(m.group(2))
        return None if inner is None else int(m.group(1)) * inner
    return SCALAR_BYTES.get(t)


def main():
    import argparse
    import json
    p = argparse.ArgumentParser(description="LLVM+NVVM MLIR (tileiras --emit=mlir) -> host LLVM-dialect MLIR")
    p.add_argument("input")
    p.add_argument("-o", "--output", default="-")
    p.add_argument("--info", action="store_true", help="print what was found as JSON on stderr")
    a = p.parse_args()
    text = sys.stdin.read() if a.input == "-" else open(a.input).read()
    out, info = rewrite(text)
    if a.output == "-":
        sys.stdout.write(out)
    else:
        with open(a.output, "w") as f:
            f.write(out)
    if a.info:
        print(json.dumps(info), file=sys.stderr)
    return 1 if info["unsupported"] else 0


if __name__ == "__main__":
    sys.exit(main())
