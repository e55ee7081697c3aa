#!/usr/bin/env bash
# The typed-IR gate (issue #16): outside tests and the paths where a user hands
# us text (CLI arguments, --pass-pipeline, parsing input files), no type,
# attribute or op is built from a string and no rewrite decision compares
# printed IR. A line that must do so anyway (a user-input path) carries the
# marker `typed-ir: user input` with the reason; a constant spelling of an
# attribute the MLIR C API has no constructor for (a dialect enum attribute
# such as `#nvvm<shfl_kind bfly>`) carries `typed-ir: no C API`.
# Prints each offending line as file:line: text; exit 1 when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
patterns=(
  '\.ty\("'                      # Builder::ty(text): a type parsed from text
  '\.attr\("'                    # Builder::attr(text)
  'parse_type\('
  'Type::parse\('
  'Attribute::parse\('
  'mlirTypeParseGet'
  'mlirAttributeParseGet'
  'type_string\('                # printed types/attributes deciding a rewrite
  'attr_string\('
  'OperationBuilder::new\("'     # op names as string literals
  # an MLIR op name as a string literal (construction or dispatch): use the
  # generated `XOperation::name()` constants
  '"(cuda_tile|nv_tileaa|nv_tileas|llvm|nvvm|arith|math|scf|cf|func|builtin|ub|gpu)\.[a-z_.0-9]+"'
)
regex=$(IFS='|'; echo "${patterns[*]}")
# Library and binary sources; unit tests (#[cfg(test)] modules) are cut off below.
# codegen/src/{validate,libdevice}.rs work on LLVM IR, where `llvm.nvvm.*` names
# are intrinsic functions, not MLIR ops.
files=$(git ls-files 'emulator/prep/src/*.rs' 'passes/src/*.rs' 'codegen/src/*.rs' 'dialect-defs/src/*.rs' 'bytecode-mlir/src/*.rs' 'tools/*/src/*.rs' \
  | grep -v -e '^codegen/src/validate.rs$' -e '^codegen/src/libdevice.rs$')
status=0
for f in $files; do
  # Stop at the first #[cfg(test)]: test modules sit at the end of a file.
  awk -v f="$f" -v re="$regex" '
    /^#\[cfg\(test\)\]/ { exit }
    $0 ~ re && $0 !~ /typed-ir: (user input|no C API)/ { printf "%s:%d: %s\n", f, NR, $0; bad = 1 }
    END { exit bad }' "$f" || status=1
done
if [ "$status" -ne 0 ]; then
  echo "check-typed-ir: build types, attributes and ops through typed builders and accessors (see the lines above)" >&2
fi
exit "$status"
