// tileiras writes a cubin (ptxas run on our PTX, -arch sm_XXa --opt-level N):
// default output elf.o, -o, sm_100 / sm_120 / sm_90, every -O level.
// ptxas: the driver's own search (the lit harness requires it to succeed:
// CUDA_HOME & co., PATH, or the .cuda/ that scripts/setup.sh fills).
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: cd %t.d && tileiras %corpus/vec_add_f32.tileirbc
// RUN: head -c 4 %t.d/elf.o | od -An -c | FileCheck %s --check-prefix=ELF
// ELF: 177 E L F
// RUN: tileiras --gpu-name sm_120 -O0 -o %t.d/k120.cubin %corpus/softmax_rows_f32.sm_120.tileirbc
// RUN: tileiras --gpu-name sm_90 -O1 -o %t.d/k90.cubin %corpus/row_sum_f32.tileirbc
// RUN: tileiras --gpu-name sm_100 -O2 -o %t.d/k100.cubin %corpus/transpose_f32.tileirbc
// RUN: test -s %t.d/k120.cubin && test -s %t.d/k90.cubin && test -s %t.d/k100.cubin
// RUN: head -c 4 %t.d/k120.cubin | od -An -c | FileCheck %s --check-prefix=ELF
// No scratch or temporary files are left.
// RUN: find %t.d -mindepth 1 -name '*tmp*' | count 0
