// --mlir-to-tilebc reports what bytecode cannot hold at the ops concerned, so
// --verify-diagnostics and --split-input-file work as in mlir-translate.
// RUN: tileas-translate -mlir-to-cudatilebc -no-implicit-module -split-input-file -verify-diagnostics -allow-unregistered-dialect %s

// expected-error @below {{only ops from the 'cuda_tile' dialect are allowed}}
cuda_tile.module @k {
  entry @e() {
    // expected-remark @below {{invalid op}}
    "tileas_test.foreign"() : () -> ()
  }
}

// -----

// expected-error @below {{only function and global ops are allowed in the body}}
cuda_tile.module @k {
  // expected-remark @below {{invalid op}}
  constant <i32: 1> : tile<i32>
}

// -----

// expected-error @below {{expected a CUDA Tile IR module, but got a tileas_test.other}}
"tileas_test.other"() : () -> ()

// -----

// Types the format has no encoding for: the writer's message (the type is
// named in a note), at the module.
// expected-error @below {{failed to write function 'e'}}
// expected-note @below {{unsupported type in bytecode writer: tensor<2xi16>}}
cuda_tile.module @k {
  entry @e(%a: tensor<2xi16>) {
  }
}
