#!/usr/bin/env python3
"""Two habits of issue #16 that rustfmt and clippy do not check.

1. Every `unsafe` block carries a `// SAFETY:` comment saying why it is sound:
   on one of the lines just above it (before attributes and other comments),
   or at the start of its statement when the block is an argument.
2. No hand-written function in passes/ is longer than 120 lines: a lowering
   that grows past that is split along its natural cases.

Prints offending places as file:line: message; exit 1 when there is one.
Scans the git-tracked Rust sources (not target/, not bytecode/fuzz).
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_FN_LINES = 120
FN = re.compile(r'\s*(pub(\([a-z:]+\))?\s+)?(const\s+)?(unsafe\s+)?(extern "C"\s+)?fn\s')
UNSAFE_BLOCK = re.compile(r'\bunsafe\s*\{')


def sources():
    out = subprocess.run(["git", "ls-files", "*.rs"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [ROOT / p for p in out.split() if not p.startswith("bytecode/fuzz/")]


def has_safety_comment(lines, i):
    """A `// SAFETY:` on line i or above it in the same paragraph: the lines
    back to the previous blank line or item start, at most 12. One comment may
    cover the unsafe calls of a few consecutive statements."""
    j = i
    while j >= 0 and i - j <= 12:
        text = lines[j].strip()
        if "SAFETY:" in text:
            return True
        if j < i and (not text or FN.match(lines[j])):
            return False
        j -= 1
    return False


def function_lengths(lines):
    for i, line in enumerate(lines):
        if not FN.match(line):
            continue
        depth, started = 0, False
        for j in range(i, len(lines)):
            depth += lines[j].count("{") - lines[j].count("}")
            if "{" in lines[j]:
                started = True
            if started and depth <= 0:
                yield i, j - i + 1
                break
            if not started and lines[j].rstrip().endswith(";"):
                break


def main():
    bad = []
    for path in sources():
        rel = path.relative_to(ROOT)
        lines = path.read_text().split("\n")
        for i, line in enumerate(lines):
            code = line.split("//", 1)[0]
            if UNSAFE_BLOCK.search(code) and not has_safety_comment(lines, i):
                bad.append(f"{rel}:{i + 1}: unsafe block without a // SAFETY: comment")
        if rel.parts[0] == "passes":
            for i, n in function_lengths(lines):
                if n > MAX_FN_LINES:
                    bad.append(f"{rel}:{i + 1}: function of {n} lines (at most {MAX_FN_LINES} in passes/)")
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
