// Differential test against NVIDIA's tileirdisasm (installed by
// scripts/fetch-reference.sh; skipped without it).
// REQUIRES: nvidia-reference, tileirdisasm-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// The bundled cuTile kernel: byte-identical output, with and without -g.
// RUN: %reference/bin/tileirdisasm %examples/tileir/vec_add_f32.tileirbc > %t.d/nvidia.txt
// RUN: tileirdisasm %examples/tileir/vec_add_f32.tileirbc | diff %t.d/nvidia.txt -
// RUN: %reference/bin/tileirdisasm -g %examples/tileir/vec_add_f32.tileirbc > %t.d/nvidia-g.txt
// RUN: tileirdisasm -g %examples/tileir/vec_add_f32.tileirbc | diff %t.d/nvidia-g.txt -

// Kernels written by our writer (call sites, globals, no debug info).
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/callsite.mlir -o %t.d/callsite.tileirbc
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/no-debug-info.mlir -o %t.d/no-debug-info.tileirbc
// RUN: %S/Inputs/compare-with-reference.sh "$(command -v tileirdisasm)" %reference/bin/tileirdisasm %t.d/cmp %t.d/callsite.tileirbc %t.d/no-debug-info.tileirbc | FileCheck %s --check-prefix=OWN
// OWN-NOT: DIFF
// OWN: same callsite
// OWN: same-g callsite
// OWN: same no-debug-info
// OWN: same-g no-debug-info

// The same exit status and final line on failures.
// RUN: printf 'hello' > %t.d/hello
// RUN: head -c 200 %examples/tileir/vec_add_f32.tileirbc > %t.d/trunc.tileirbc
// RUN: for f in %t.d/hello %t.d/trunc.tileirbc %t.d/missing %t.d; do %reference/bin/tileirdisasm $f > /dev/null 2> %t.d/n.err; n=$?; tileirdisasm $f > /dev/null 2> %t.d/o.err; o=$?; echo "status $n $o; last: $(tail -n 1 %t.d/n.err | sed 's/^error: error:/error:/') | $(tail -n 1 %t.d/o.err)"; done | FileCheck %s --check-prefix=FAIL
// FAIL: status 3 3; last: error: input does not correspond to Tile IR bytecode | error: input does not correspond to Tile IR bytecode
// FAIL-NEXT: status 3 3; last: error: failed to read provided Tile IR bytecode | error: failed to read provided Tile IR bytecode
// FAIL-NEXT: status 2 2; last: {{.*}}
// FAIL-NEXT: status 2 2; last: {{.*}}
