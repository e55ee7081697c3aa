// cuda_tile 13.3's f4E2M1FN and i4 and 13.4's fnv8E5M3FNU through bytecode
// (tags 19, 22, 130): the narrow_ops probe written at 13.3 (the oldest version
// holding the 4-bit types) reads back with the same types; this file's module
// (fnv8E5M3FNU) is written at 13.4; a header claiming an older version is an
// error naming the type as NVIDIA's reader does. NVIDIA's 13.5 tools read our
// bytes (REQUIRES nvidia-reference: narrow-types-reference.mlir).
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: tileas-translate --mlir-to-tilebc %S/../../emulator/probes/narrow_ops.mlir -o %t.d/n.tileirbc
// RUN: od -An -tx1 -j8 -N2 %t.d/n.tileirbc | FileCheck %s --check-prefix=V133
// V133: 0d 03
// RUN: tileas-translate --tilebc-to-mlir %t.d/n.tileirbc | FileCheck %s --check-prefix=NARROW
// NARROW: unpack %{{.*}} : tile<64xi8> -> tile<128xi4>
// NARROW: exti %{{.*}} signed : tile<128xi4> -> tile<128xi32>
// NARROW: trunci %{{.*}} : tile<128xi32> -> tile<128xi4>
// NARROW: constant <f4E2M1FN: [0.000000e+00, 5.000000e-01, 1.000000e+00, 1.500000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 6.000000e+00, -0.000000e+00, -5.000000e-01, -1.000000e+00, -1.500000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00, -6.000000e+00]> : tile<16xf4E2M1FN>
// NARROW: constant <f4E2M1FN: 3.000000e+00> : tile<16xf4E2M1FN>
// NARROW: ftof %{{.*}} : tile<128xf16> -> tile<128xf4E2M1FN>
// RUN: not tileas-translate --mlir-to-tilebc -bytecode-version=13.2 %S/../../emulator/probes/narrow_ops.mlir -o %t.d/n132.tileirbc 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: failed to encode bytecode: type 'i4' requires bytecode version 13.3+, but targeting 13.2
// RUN: printf '\002' | dd of=%t.d/n.tileirbc bs=1 seek=9 conv=notrunc 2>/dev/null
// RUN: not tileas-translate --tilebc-to-mlir %t.d/n.tileirbc 2>&1 | FileCheck %s --check-prefix=READ
// READ: type 'Int4' requires bytecode version 13.3+, file version is 13.2
// RUN: tileas-translate --mlir-to-tilebc %s -o %t.d/e.tileirbc
// RUN: od -An -tx1 -j8 -N2 %t.d/e.tileirbc | FileCheck %s --check-prefix=V134
// V134: 0d 04
// RUN: tileas-translate --tilebc-to-mlir %t.d/e.tileirbc | FileCheck %s --check-prefix=E5M3
// E5M3: entry @e5m3(%{{.*}}: tile<ptr<fnv8E5M3FNU>>
// E5M3: load_view_tko weak {{.*}} -> tile<64xfnv8E5M3FNU>, token
// E5M3: ftof %{{.*}} : tile<64xfnv8E5M3FNU> -> tile<64xf32>
// RUN: printf '\003' | dd of=%t.d/e.tileirbc bs=1 seek=9 conv=notrunc 2>/dev/null
// RUN: not tileas-translate --tilebc-to-mlir %t.d/e.tileirbc 2>&1 | FileCheck %s --check-prefix=READE
// READE: type 'FloatNV8E5M3FNU' requires bytecode version 13.4+, file version is 13.3

cuda_tile.module @kernels version "13.4" {
  entry @e5m3(%p: tile<ptr<fnv8E5M3FNU>>, %q: tile<ptr<f32>>) {
    %t = make_token : token
    %v = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    %x, %t1 = load_view_tko weak %pv[%i] token = %t : partition_view<tile=(64), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<64xfnv8E5M3FNU>, token
    %y = ftof %x : tile<64xfnv8E5M3FNU> -> tile<64xf32>
    %w = make_tensor_view %q, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pw = make_partition_view %w : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %t2 = store_view_tko weak %y, %pw[%i] token = %t1 : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
