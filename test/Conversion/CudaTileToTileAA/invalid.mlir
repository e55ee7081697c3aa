// Diagnostics of convert-cuda-tile-to-tileaa: the op that cannot be converted
// is reported and the pass fails.
// RUN: tileas-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -convert-cuda-tile-to-tileaa

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
    "test.op"(%a) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'test.decl' op cannot be converted to nv_tileaa: only 'cuda_tile.entry' and 'cuda_tile.global' may appear in a cuda_tile.module}}
  "test.decl"() : () -> ()
}

// -----

// The first error stops the kernel; nothing of it is left behind.
cuda_tile.module @m {
  entry @ok() {
    return
  }
  entry @bad(%a: tile<i32>) {
    %b = addi %a, %a : tile<i32>
    // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
    "test.op"(%b) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}
// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%zero to %n, step %one) : tile<i32> {
      // expected-error @below {{'test.op' op cannot be converted to nv_tileaa: not a cuda_tile op}}
      "test.op"(%i) : (!cuda_tile.tile<i32>) -> ()
      continue
    }
    return
  }
}

// -----

func.func private @k()
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op cannot be converted to nv_tileaa: the top-level module already defines a symbol named 'k'}}
  entry @k() {
    return
  }
}
