// Optimization remarks (tileiras 13.5's --remarks, --remark-format,
// --remarks-output-file; cuTile 1.7 passes `--remark-format=yaml --remarks=all
// --remarks-output-file=F` whenever its disk cache is on): the tensor-core or
// SIMT choice of every dot, at the dot's Python source line, and a cluster
// hint (num_cta_in_cga) left unused, at the kernel's, as YAML documents in
// LLVM's remark format or as lines on stdout (occupancy remarks:
// occupancy-hint.mlir).
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// As YAML documents: a tcgen05.mma dot whose accumulator stays in TMEM across the K loop.
// RUN: tileiras --emit=ptx --gpu-name sm_100 --remark-format=yaml --remarks=all --remarks-output-file=%t.d/mm.yaml -o %t.d/mm.ptx %corpus/matmul_f16.tileirbc
// RUN: FileCheck %s --check-prefix=YAML --match-full-lines --strict-whitespace < %t.d/mm.yaml
// YAML:--- !Passed
// YAML-NEXT:Pass:            Tensor-core
// YAML-NEXT:Name:            TileasDotTensorCore
// YAML-NEXT:DebugLoc:        { File: 'kernels/matmul_f16.py', Line: 13, Column: 14 }
// YAML-NEXT:Function:        matmul_f16
// YAML-NEXT:Args:
// YAML-NEXT:  - Remark:      dot runs on tensor cores
// YAML-NEXT:  - Instruction: 'tcgen05.mma, accumulator resident in tensor memory across the loop'
// YAML-NEXT:  - Shape:       '[128, 128, 64]'
// YAML-NEXT:  - Target:      sm_100
// YAML-NEXT:...
// YAML-EMPTY:
// YAML-NOT:{{.}}

// Command line (the default format): mma.sync at sm_120; a SIMT dot (f32 x f32).
// RUN: tileiras --emit=ptx --gpu-name sm_120 --remarks=tensorcore -o %t.d/mm120.ptx %corpus/matmul_f16.sm_120.tileirbc | FileCheck %s --check-prefix=TEXT120
// TEXT120: kernels/matmul_f16.py:13:14: remark: [passed] Tensor-core in 'matmul_f16': dot runs on tensor cores (Instruction: mma.sync; Shape: [128, 128, 64]; Target: sm_120) [TileasDotTensorCore]
// RUN: tileiras --emit=ptx --gpu-name sm_100 --remarks=all -o %t.d/simt.ptx %corpus/matmul_f32_simt.tileirbc | FileCheck %s --check-prefix=SIMT
// SIMT: kernels/matmul_f32_simt.py:13:14: remark: [missed] Tensor-core in 'matmul_f32_simt': dot runs on the SIMT cores (Reason: no tensor-core instruction of the target takes these operand types and tile shape; Shape: [64, 64, 16]; Target: sm_100) [TileasDotSimt]
// With -o - the remarks go to stderr, the PTX alone to stdout.
// RUN: tileiras --emit=ptx --remarks=all -o - %corpus/matmul_f32_simt.tileirbc 2>%t.d/err.txt | FileCheck %s --check-prefix=STDOUT
// RUN: FileCheck %s --check-prefix=SIMT < %t.d/err.txt
// STDOUT-NOT: remark
// STDOUT: .entry matmul_f32_simt(

// matmul_f16_swizzle_2cta asks for 2-CTA clusters at sm_100 (NVIDIA's
// tileiras runs it on cta_group::2 MMAs, as tileas does); a hint of 4 would
// only split the rows, and is not taken.
// RUN: tileiras --emit=ptx --gpu-name sm_100 --remarks=tensorcore -o %t.d/2cta.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: kernels/matmul_f16_swizzle_2cta.py:18:0: remark: [passed] Tensor-core in 'matmul_f16_swizzle_2cta': each tile block runs on a cluster of 2 CTAs, each with 1/2 of the dots' rows (Reason: the kernel's num_cta_in_cga hint; NumCtaInCga: 2; Target: sm_100) [TileasCluster]
// CLUSTER: kernels/matmul_f16_swizzle_2cta.py:18:0: remark: [passed] Tensor-core in 'matmul_f16_swizzle_2cta': the K loop's MMAs span CTA pairs (cta_group::2), each CTA loading half of B (NumCtaInCga: 2; Target: sm_100) [TileasCtaPair]
// At sm_100 a hint other than 2, or dots of other than 256 rows, is not
// taken (the split alone would only cost each CTA a full load of B):
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_f16_swizzle_2cta.tileirbc -o %t.d/2cta.mlir
// RUN: sed -e 's/num_cta_in_cga = 2/num_cta_in_cga = 4/' %t.d/2cta.mlir > %t.d/2cta4.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.d/2cta4.mlir -o %t.d/2cta4.tileirbc
// RUN: tileiras --emit=ptx --gpu-name sm_100 --remarks=tensorcore -o %t.d/2cta4.ptx %t.d/2cta4.tileirbc 2>&1 | FileCheck %s --check-prefix=HINT4
// HINT4: remark: [missed] Tensor-core in 'matmul_f16_swizzle_2cta': CTA cluster hint not used (Reason: 2-CTA MMAs (cta_group::2) take clusters of 2 CTAs (`tileiras --cluster-ctas 4` splits its rows over a cluster of 4 CTAs without them); NumCtaInCga: 4; Target: sm_100) [TileasClusterMissed]
// RUN: tileas-translate -cudatilebc-to-mlir %corpus/matmul_f16.tileirbc -o %t.d/f16.mlir
// RUN: sed -e 's/optimization_hints=<sm_100 = {}>/optimization_hints=<sm_100 = {num_cta_in_cga = 2}>/' %t.d/f16.mlir > %t.d/f16h.mlir
// RUN: tileas-translate --mlir-to-cudatilebc %t.d/f16h.mlir -o %t.d/f16h.tileirbc
// RUN: tileiras --emit=ptx --gpu-name sm_100 --remarks=tensorcore -o %t.d/f16h.ptx %t.d/f16h.tileirbc 2>&1 | FileCheck %s --check-prefix=ROWS128
// ROWS128: remark: [missed] Tensor-core in 'matmul_f16': CTA cluster hint not used (Reason: 2-CTA MMAs (cta_group::2) take dots of 256 rows and N a multiple of 32 up to 256 (`tileiras --cluster-ctas 2` splits its rows over a cluster of 2 CTAs without them); NumCtaInCga: 2; Target: sm_100) [TileasClusterMissed]
// matmul_f16 forced onto clusters of two at sm_100 has 64 rows a CTA: no
// pairs, and a missed remark says why.
// RUN: tileiras --emit=ptx --gpu-name sm_100 --cluster-ctas 2 --remarks=tensorcore -o %t.d/nopair.ptx %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=NOPAIR
// NOPAIR: kernels/matmul_f16.py:7:0: remark: [missed] Tensor-core in 'matmul_f16': the K loops' MMAs do not span CTA pairs: each CTA of the cluster loads all of B (Reason: 2-CTA MMAs take clusters of an even number of CTAs, a single-issuer tcgen05 K loop, the kernel's only tcgen05 dot with 128 rows a CTA and N a multiple of 32, and a B the same in both CTAs of a pair; NumCtaInCga: 2; Target: sm_100) [TileasCtaPairMissed]
// CLUSTER: remark: [passed] Tensor-core in 'matmul_f16_swizzle_2cta': dot runs on tensor cores
// At sm_90 its 256x256 f32 accumulator (256 KiB) would not fit one CTA's
// registers: it runs on a cluster of two CTAs, 128 rows each.
// RUN: tileiras --emit=ptx --gpu-name sm_90 --remarks=tensorcore -o %t.d/2cta90.ptx %corpus/matmul_f16_swizzle_2cta.tileirbc | FileCheck %s --check-prefix=CLUSTER90
// CLUSTER90: kernels/matmul_f16_swizzle_2cta.py:18:0: remark: [passed] Tensor-core in 'matmul_f16_swizzle_2cta': each tile block runs on a cluster of 2 CTAs, each with 1/2 of the dots' rows (Reason: a dot's accumulator needs more than 128 KiB of registers a CTA; NumCtaInCga: 2; Target: sm_90) [TileasCluster]
// CLUSTER90: Shape: [128, 256, 64]; Target: sm_90) [TileasDotTensorCore]
// --cluster-ctas forces a split where the kernel allows one, and says why not elsewhere.
// RUN: tileiras --emit=ptx --gpu-name sm_90 --cluster-ctas 2 --remarks=tensorcore -o %t.d/b.ptx %corpus/batched_matmul_f16.tileirbc | FileCheck %s --check-prefix=FORCED
// FORCED: remark: [missed] Tensor-core in 'batched_matmul_f16': CTA cluster not used (Reason: 'cuda_tile.reshape' would see a tile split between the CTAs; NumCtaInCga: 2; Target: sm_90) [TileasClusterMissed]
// RUN: tileiras --emit=ptx --gpu-name sm_80 --cluster-ctas 2 --remarks=tensorcore -o %t.d/f80.ptx %corpus/matmul_f16.tileirbc | FileCheck %s --check-prefix=FORCED80
// FORCED80: remark: [missed] Tensor-core in 'matmul_f16': CTA cluster not used (Reason: sm_80 has no CTA clusters (sm_90 and newer); NumCtaInCga: 2; Target: sm_80) [TileasClusterMissed]

// Filters: per kind (--remarks-missed=none drops the SIMT remark), per
// category (matmul_f16 has no memory remark: no occupancy hint): the YAML
// file is written, empty.
// RUN: tileiras --emit=ptx --remarks=all --remarks-missed=none -o %t.d/f.ptx %corpus/matmul_f32_simt.tileirbc > %t.d/none.txt
// RUN: test ! -s %t.d/none.txt
// RUN: tileiras --emit=ptx --remarks=memory --remark-format=yaml --remarks-output-file=%t.d/empty.yaml -o %t.d/e.ptx %corpus/matmul_f16.tileirbc
// RUN: test -f %t.d/empty.yaml && test ! -s %t.d/empty.yaml
// Without --remarks no file is written (the default file name included).
// RUN: cd %t.d && tileiras --emit=ptx --remark-format=yaml -o n.ptx %corpus/vec_add_f32.tileirbc && not test -e tileir_remarks.yaml
// --remarks=all --remark-format=yaml alone writes tileir_remarks.yaml.
// RUN: cd %t.d && tileiras --emit=ptx --remarks=all --remark-format=yaml -o d.ptx %corpus/vec_add_f32.tileirbc && test -f tileir_remarks.yaml

// Failures leave no remarks file: bad input (status 3), an unwritable
// remarks file (status 3, no output either), an unwritable output (status 2).
// RUN: head -c 40 %corpus/matmul_f16.tileirbc > %t.d/trunc.tileirbc
// RUN: { tileiras --remarks=all --remark-format=yaml --remarks-output-file=%t.d/bad.yaml -o %t.d/bad.o %t.d/trunc.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: input does not correspond to Tile IR bytecode
// BAD-NEXT: exit=3
// RUN: not test -e %t.d/bad.yaml
// RUN: { tileiras --emit=ptx --remarks=all --remark-format=yaml --remarks-output-file=%t.d/nodir/r.yaml -o %t.d/nr.ptx %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NODIR
// NODIR: error: cannot write remarks file '{{.*}}/nodir/r.yaml': No such file or directory
// NODIR-NEXT: exit=3
// RUN: not test -e %t.d/nr.ptx
// RUN: { tileiras --emit=ptx --remarks=all --remark-format=yaml --remarks-output-file=%t.d/o.yaml -o %t.d/nodir/o.ptx %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOOUT
// NOOUT: error: cannot write output file '{{.*}}/nodir/o.ptx': No such file or directory
// NOOUT-NEXT: exit=2
// RUN: not test -e %t.d/o.yaml

// Bad values: clap's message, status 1.
// RUN: { tileiras --remarks=foo %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=BADVAL
// BADVAL: error: invalid value 'foo' for '--remarks <value>'
// BADVAL: exit=1
// RUN: { tileiras --remark-format=json %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=BADFMT
// BADFMT: error: invalid value 'json' for '--remark-format <value>'
// BADFMT: exit=1
