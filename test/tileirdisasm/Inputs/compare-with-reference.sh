#!/usr/bin/env bash
# Compares our tileirdisasm with NVIDIA's on TileIR bytecode files, with and
# without -g. Usage: compare-with-reference.sh OURS NVIDIA WORKDIR FILE...
# Prints `same NAME` / `same-g NAME` for identical output, `DIFF NAME` (and
# the diff) otherwise. Before comparing, both outputs are normalized for the
# known differences (docs/tileirdisasm.md):
#  * SSA names are renumbered in order of appearance: NVIDIA's printer (13.5)
#    names constants `%cst_<value>_<type>`, ours (13.1's) `%cst_<value>`/`%cst`;
#  * NVIDIA's printer writes two spaces in `exp %x  :` and `global  @`;
#  * NVIDIA's tileirdisasm is 13.5: it prints 13.1's token-less `print` as
#    `%t = print_tko ... -> token`.
set -u
ours=$1 nvidia=$2 work=$3
shift 3
mkdir -p "$work"
normalize() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
text = re.sub(r'^(\s*)%[\w$.-]+ = print_tko (.*) -> token', r'\1print \2', text, flags=re.M)
text = text.replace('  : ', ' : ').replace('global  @', 'global @')
names = {}
def rename(m):
    return names.setdefault(m.group(0), '%%v%d' % len(names))
sys.stdout.write(re.sub(r'%[\w$.-]+(?![\w$.-])', rename, text))
PY
}
for f in "$@"; do
  name=$(basename "$f" .tileirbc)
  for g in "" "-g"; do
    "$ours" $g "$f" > "$work/$name$g.ours" 2>&1; ours_rc=$?
    "$nvidia" $g "$f" > "$work/$name$g.nvidia" 2>&1; nvidia_rc=$?
    if [ "$ours_rc" != "$nvidia_rc" ]; then
      echo "DIFF $name$g: exit $ours_rc (ours) vs $nvidia_rc (NVIDIA)"
      continue
    fi
    if diff <(normalize "$work/$name$g.nvidia") <(normalize "$work/$name$g.ours") > "$work/$name$g.diff"; then
      echo "same${g} $name"
    else
      echo "DIFF $name$g"
      head -20 "$work/$name$g.diff"
    fi
  done
done
