// Bytecode 13.2-13.5 through the MLIR layer (tileirdisasm reads any supported version).
// REQUIRES: tileirdisasm-driver

// A cuTile 1.7 file of version 13.2 reads into the cuda_tile dialect.
// RUN: tileirdisasm %corpus/cutile-1.7/13.2/vec_add_f32.tileirbc | FileCheck %s --check-prefix=V132
// V132: entry @vec_add_f32
// V132: make_tensor_view
// V132: load_view_tko weak
// V132: addf
// V132: store_view_tko weak
// V132: return

// An op newer than the file's header: a located reader error naming the op and the
// version it needs (atan2 is 13.2; this file's header says 13.1).
// RUN: not tileirdisasm %S/Inputs/atan2-in-13.1.tileirbc 2>&1 | FileCheck %s --check-prefix=TOO-NEW
// TOO-NEW: error: at offset 22: unsupported opcode 110 for bytecode version 13.1: operation 'cuda_tile.atan2' requires bytecode version 13.2+
// TOO-NEW: note: failed to parse function body for function 'k'

// Valid 13.2 and 13.4 files (written by our writer, accepted by NVIDIA's tools) with the
// math ops of 13.2-13.4: read as NVIDIA's 13.5 tileirdisasm prints them.
// RUN: tileirdisasm %S/Inputs/new-math-13.2.tileirbc | FileCheck %s --check-prefix=MATH132
// RUN: tileirdisasm %S/Inputs/new-math-13.4.tileirbc | FileCheck %s --check-prefix=MATH134
// MATH132: %0 = atan2 %arg0, %arg0 : tile<f32>
// MATH132: %1 = tanh %0 rounding<approx> : tile<f32>
// MATH132: %2 = exp %1 : tile<f32>
// MATH132: %3 = ftoi %2 signed : tile<f32> -> tile<i32>
// MATH134: %2 = exp %1 rounding<approx> : tile<f32>
// MATH134: %3 = ftoi %2 signed saturating : tile<f32> -> tile<i32>
// MATH134: %4 = fpowi %2, %3 : tile<f32>, tile<i32>
