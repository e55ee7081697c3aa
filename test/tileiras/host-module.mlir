// tileiras builds a host module for every cubin and hands ptxas NVIDIA's
// command line: --opt-level N --enable-extended-smem=true [-g flags]
// --nv-host=<object> -uumn (docs/host-abi.md). A logging stand-in ptxas
// records the arguments and keeps the object, which LLVM's readelf checks:
// an x86-64 relocatable from MLIR's LLVM dialect with NVIDIA's symbols.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d/home/bin && cp %S/Inputs/logging-ptxas.sh %t.d/home/bin/ptxas
// RUN: env -u CUDA_ROOT -u CUDA_PATH CUDA_HOME=%t.d/home PTXAS_LOG=%t.d/log100 \
// RUN:   tileiras -o %t.d/k100.cubin %examples/tileir/vec_add_f32.tileirbc
// RUN: FileCheck %s --check-prefix=FLAGS3 < %t.d/log100
// FLAGS3: -arch sm_100a {{[^ ]*}}/vec_add_f32.ptx -o {{[^ ]*}}/vec_add_f32.cubin --opt-level 3 --enable-extended-smem=true --nv-host={{[^ ]*}}/vec_add_f32.host.o -uumn{{$}}
// RUN: llvm-readelf --file-header --symbols %t.d/log100.host.o | FileCheck %s --check-prefix=V1
// V1: Class: ELF64
// V1: Type: REL (Relocatable file)
// V1: Machine: Advanced Micro Devices X86-64
// V1-DAG: FILE LOCAL DEFAULT ABS LLVMDialectModule
// V1-DAG: 72 OBJECT LOCAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD
// V1-DAG: 64 OBJECT LOCAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_FUNC_CALLBACKS
// V1-DAG: FUNC LOCAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE{{$}}
// V1-DAG: 12 OBJECT LOCAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_FUNC_NAME_0
// V1-DAG: FUNC GLOBAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_ON_PRE_LOAD
// V1-DAG: 72 OBJECT GLOBAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_CALLBACKS
// V1-NOT: UND {{[_A-Za-z]}}
//
// The kernel's name string, NUL-terminated.
// RUN: llvm-objdump -s -j .lrodata %t.d/log100.host.o | FileCheck %s --check-prefix=NAME
// NAME: vec_add_f32.
//
// Below sm_100 the module is 13.5's: position-independent, `_0` suffix.
// RUN: env -u CUDA_ROOT -u CUDA_PATH CUDA_HOME=%t.d/home PTXAS_LOG=%t.d/log90 \
// RUN:   tileiras --gpu-name sm_90 -O1 -o %t.d/k90.cubin %examples/tileir/vec_add_f32.tileirbc
// RUN: FileCheck %s --check-prefix=FLAGS1 < %t.d/log90
// FLAGS1: -arch sm_90a {{.*}} --opt-level 1 --enable-extended-smem=true --nv-host={{[^ ]*}} -uumn{{$}}
// RUN: llvm-readelf --symbols --relocs %t.d/log90.host.o | FileCheck %s --check-prefix=V2
// V2-DAG: R_X86_64_GOTPC64
// V2-DAG: FUNC LOCAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_0
// V2-DAG: FUNC GLOBAL DEFAULT {{[0-9]+}} __CUDA_TILEIR_ON_PRE_LOAD
//
// -g adds NVIDIA's debug flags between --enable-extended-smem and --nv-host.
// RUN: env -u CUDA_ROOT -u CUDA_PATH CUDA_HOME=%t.d/home PTXAS_LOG=%t.d/logg \
// RUN:   tileiras -g -O0 -o %t.d/kg.cubin %examples/tileir/vec_add_f32.tileirbc
// RUN: FileCheck %s --check-prefix=DEBUG < %t.d/logg
// DEBUG: --opt-level 0 --enable-extended-smem=true -g --dont-merge-basicblocks --return-at-end --nv-host={{[^ ]*}} -uumn{{$}}
//
// --host-arch aarch64 gives an AArch64 object; Windows hosts are refused.
// RUN: env -u CUDA_ROOT -u CUDA_PATH CUDA_HOME=%t.d/home PTXAS_LOG=%t.d/loga \
// RUN:   tileiras --host-arch aarch64 -o %t.d/ka.cubin %examples/tileir/vec_add_f32.tileirbc
// RUN: llvm-readelf --file-header %t.d/loga.host.o | FileCheck %s --check-prefix=ARM
// ARM: Machine: AArch64
// RUN: tileiras --host-os windows -o %t.d/kw.cubin %examples/tileir/vec_add_f32.tileirbc 2> %t.d/err || echo "exit $?" >> %t.d/err
// RUN: FileCheck %s --check-prefix=WIN < %t.d/err
// WIN: error: host code for --host-arch=x86_64 --host-os=windows is not supported by tileas (it writes ELF host modules for Linux on x86_64 and aarch64)
// WIN-NEXT: exit 2
// RUN: test ! -e %t.d/kw.cubin
//
// --emit=host-obj writes that object alone (what ptxas gets with --nv-host).
// RUN: tileiras --emit=host-obj -o %t.d/k100.o %examples/tileir/vec_add_f32.tileirbc
// RUN: cmp %t.d/k100.o %t.d/log100.host.o
