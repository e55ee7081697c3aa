// cutile-gen-bytecode.py --like-device constrains array arguments as cuTile
// 1.7's ct.launch constrains real device arrays (unit strides and extents as
// constants, extents divisible by 16 and strides by 16 bytes where they are),
// so the kernel's mangled entry name is the one ct.launch asks the driver for.
// The names below are those of the bytecode cuTile wrote through ct.launch on an
// H100 with CuPy arrays (docs/gpu-runs.md); without the flag the names differ.
// REQUIRES: cutile-pypi, tileirdisasm-driver
// RUN: rm -rf %t.d %t.p && bash -c 'cd %S/../.. && source scripts/cutile-env.sh && cutile_env "$PWD" lit && \
// RUN:   "$venv/bin/python" scripts/cutile-gen-bytecode.py --out %t.d --versions 13.4 --gpu-name sm_90 \
// RUN:   --like-device "${stub_args[@]}" vec_add_f32 matmul_f16 && \
// RUN:   "$venv/bin/python" scripts/cutile-gen-bytecode.py --out %t.p --versions 13.4 --gpu-name sm_90 \
// RUN:   "${stub_args[@]}" vec_add_f32' > /dev/null
// RUN: tileirdisasm %t.d/13.4/vec_add_f32.tileirbc | FileCheck %s --check-prefix=VEC
// RUN: tileirdisasm %t.d/13.4/matmul_f16.tileirbc | FileCheck %s --check-prefix=MM
// RUN: tileirdisasm %t.p/13.4/vec_add_f32.tileirbc | FileCheck %s --check-prefix=PLAIN
// VEC: entry @vec_add_f32_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(
// MM: entry @matmul_f16_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I128_I128_I64(
// PLAIN: entry @vec_add_f32_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_I1024(
