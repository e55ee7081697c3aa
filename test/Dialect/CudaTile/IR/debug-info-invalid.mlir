// RUN: tileas-opt %s --split-input-file --verify-diagnostics

#f = #cuda_tile.di_file<"a.py" in "">
// expected-error @below {{expected scope to be a #cuda_tile.di_subprogram or #cuda_tile.di_lexical_block, got #cuda_tile.di_file<"a.py" in "">}}
#bad = #cuda_tile.di_loc<loc("a.py":1:2) in #f>
func.func @f() {
  return
}

// -----

#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
// expected-error @below {{expected scope to be a #cuda_tile.di_subprogram or #cuda_tile.di_lexical_block, got #cuda_tile.di_compile_unit<file = <"a.py" in "">>}}
#bad = #cuda_tile.di_lexical_block<scope = #cu, file = #f, line = 1, column = 1>
func.func @f() {
  return
}

