// Verifier diagnostics of reduce, scan and print (13.1 texts).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // 13.1's "expect at least 1 operand" is unreachable: SameOperandsShape speaks first.
    // expected-error @below {{'cuda_tile.reduce' op expected 1 or more operands, but found 0}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect identities to match the number of operands but got: 1 operands and 2 identities}}
    %r = reduce %t dim=0 identities=[0 : i32, 1 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect same type for operand at index: 0 and identity at index: 0 but got: 'i32' and 'f32'}}
    %r = reduce %t dim=0 identities=[0.0 : f32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op dimension (1) is out of bound [0, 1)}}
    %r = "cuda_tile.reduce"(%t) <{dim = 1 : i32, identities = [0 : i32]}> ({
    ^bb0(%a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i32>):
      "cuda_tile.yield"(%a) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<8xi32>) -> !cuda_tile.tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect 2 block arguments but got: 1}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect 0-rank tile type at index: 1 but got: '!cuda_tile.tile<2xi32>'}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<2xi32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect same element type for block argument at index: 0 and 1 but got: 'i32' and 'i64'}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i64>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect same type for operand at index: 0 and block argument at index: 0 but got: 'i32' and 'i64'}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i64>, %b: tile<i64>) {
      yield %a : tile<i64>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect number of terminators operands (2) to match number of operands (1)}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a, %b : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op expect same type for operand at index: 0 and terminator argument at index: 0 but got: 'i32' and 'f32'}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %f : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    %tok = make_token : token
    // expected-error @below {{'cuda_tile.reduce' op expected TileType for operand and terminator types but got: '!cuda_tile.tile<8xi32>' and '!cuda_tile.token'}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %tok : token
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op only pure operations allowed}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      // expected-remark @below {{invalid op: cuda_tile.print}}
      print "%d", %a : tile<i32>
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.reduce' op inferred type(s) '!cuda_tile.tile<i32>' are incompatible with return type(s) of operation '!cuda_tile.tile<8xi32>'}}
    // expected-error @below {{'cuda_tile.reduce' op failed to infer returned types}}
    %r = reduce %t dim=0 identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.scan' op dimension (2) is out of bound [0, 1)}}
    %r = scan %t dim=2 reverse=true identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @below {{'cuda_tile.scan' op expect same number of operands and results}}
    %r:2 = "cuda_tile.scan"(%t) <{dim = 0 : i32, reverse = false, identities = [0 : i32]}> ({
    ^bb0(%a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i32>):
      "cuda_tile.yield"(%a) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<8xi32>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi32>)
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op found unterminated format expression}}
    print "value: %5", %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.print' op incorrect number of operands: expected 2, found 1}}
    print "%d and %f, 100%%", %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{'cuda_tile.assert' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    "cuda_tile.assert"(%x) <{message = "m"}> : (!cuda_tile.tile<i32>) -> ()
    return
  }
}
