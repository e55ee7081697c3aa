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

// Valid 13.2 and 13.4 files (written by our writer, accepted by NVIDIA's tools) whose ops
// the dialect does not have yet: a clear error, no crash.
// RUN: not tileirdisasm %S/Inputs/new-math-13.2.tileirbc 2>&1 | FileCheck %s --check-prefix=DIALECT
// RUN: not tileirdisasm %S/Inputs/new-math-13.4.tileirbc 2>&1 | FileCheck %s --check-prefix=DIALECT
// DIALECT: error: bytecode 13.{{[24]}} file: operation 'cuda_tile.atan2' requires bytecode version 13.2+, which tileas' cuda_tile dialect does not support yet
