// tileiras compiles the multimem ops (cuda_tile 13.5) for sm_100 and sm_103 to
// PTX that ptxas accepts: per element behind the bounds check of the
// dimensions not marked inbounds, `multimem.ld_reduce`, `multimem.red` and
// `multimem.st`, all `.relaxed.sys` as NVIDIA's tileiras 13.5 emits them
// (whatever the op's scope), an acquire load followed and a release store
// preceded by a fence. Older targets (and sm_110, sm_120) have no multicast
// pointers: NVIDIA's diagnostic, located at the op.
// (multimem-reference.mlir checks NVIDIA's PTX with the same checks.)
// REQUIRES: tileiras-driver, ptxas
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/Inputs/multimem.mlir -o %t.d/k.tileirbc
// RUN: tileiras --emit=ptx --gpu-name=sm_100 -o %t.d/k100.ptx %t.d/k.tileirbc
// RUN: FileCheck %s --input-file=%t.d/k100.ptx
// RUN: tileiras --gpu-name=sm_100 -o %t.d/k100.cubin %t.d/k.tileirbc
// RUN: tileiras --gpu-name=sm_103 -o %t.d/k103.cubin %t.d/k.tileirbc
// RUN: test -s %t.d/k100.cubin && test -s %t.d/k103.cubin
// RUN: not tileiras --gpu-name=sm_90 -o %t.d/k90.cubin %t.d/k.tileirbc 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: not tileiras --gpu-name=sm_80 -o %t.d/k80.cubin %t.d/k.tileirbc 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not tileiras --gpu-name=sm_120 -o %t.d/k120.cubin %t.d/k.tileirbc 2>&1 | FileCheck %s --check-prefix=SM120

// CHECK-LABEL: .entry ldr(
// CHECK: setp.{{[lg][et]}}.{{[su]}}64
// CHECK: multimem.ld_reduce.relaxed.sys.global.add.f32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK-LABEL: .entry ldr_umax(
// CHECK: multimem.ld_reduce.relaxed.sys.global.max.u32
// CHECK: fence.
// CHECK-LABEL: .entry red(
// CHECK: setp.{{[lg][et]}}.{{[su]}}64
// CHECK: multimem.red.relaxed.sys.global.add.f32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-LABEL: .entry red_xor(
// CHECK: multimem.red.relaxed.sys.global.xor.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK-LABEL: .entry st(
// CHECK: fence.
// CHECK: multimem.st.relaxed.sys.global.f32 [%rd{{[0-9]+}}], %r{{[0-9]+}};

// SM90: Incompatibility with architecture 'sm_90': multicast pointers require sm_100 or sm_103 or sm_107
// SM80: Incompatibility with architecture 'sm_80': multicast pointers require sm_100 or sm_103 or sm_107
// SM120: Incompatibility with architecture 'sm_120': multicast pointers require sm_100 or sm_103 or sm_107
