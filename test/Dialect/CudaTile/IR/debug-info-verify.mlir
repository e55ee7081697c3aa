// Function and body debug-info consistency (checked on cuda_tile.entry).
// These diagnostics are reported at the debug-info source location (a.py),
// which --verify-diagnostics cannot anchor in this file, so FileCheck checks
// the exact text instead.
// RUN: not tileas-opt %s --split-input-file -o /dev/null 2>&1 | FileCheck %s

// CHECK: a.py:1:0: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 1, name = "other", linkageName = "other", compileUnit = <file = <"a.py" in "">>, scopeLine = 1>. Function name "k" does not match subprogram scope linkage name "other".
// CHECK: a.py:1:0: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_lexical_block<scope = #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"a.py" in "">>, scopeLine = 1>, file = <"a.py" in "">, line = 2>. Function location must have cuda_tile.di_subprogram debug info scope.
// CHECK: a.py:1:0: error: 'cuda_tile.entry' op invalid function debug info location: loc(callsite("a.py":1:0 at "b.py":2:0)). Function location must not be a CallSiteLoc.
// CHECK: a.py:3:0: error: 'cuda_tile.addi' op invalid operation debug info scope: #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"a.py" in "">>, scopeLine = 1>. Operation has debug info scope, but function debug info scope is undefined.
// CHECK: a.py:9:0: error: invalid operation debug info scope: #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 9, name = "j", linkageName = "j", compileUnit = <file = <"a.py" in "">>, scopeLine = 9>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"a.py" in "">>, scopeLine = 1>.
// CHECK: a.py:4:0: error: 'cuda_tile.global' op invalid operation debug info scope: #cuda_tile.di_loc<loc("a.py":4:0) in #cuda_tile.di_subprogram<file = <"a.py" in "">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"a.py" in "">>, scopeLine = 1>>. Global variables must not have scope.
#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 1, name = "other", linkageName = "other", compileUnit = #cu, scopeLine = 1>
#l = #cuda_tile.di_loc<loc("a.py":1:0) in #sp>
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#l)
}

// -----

#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #f, line = 2, column = 0>
#l = #cuda_tile.di_loc<loc("a.py":1:0) in #blk>
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#l)
}

// -----

cuda_tile.module @m {
  entry @k() {
    return
  } loc(callsite("a.py":1:0 at "b.py":2:0))
}

// -----

#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
#l = #cuda_tile.di_loc<loc("a.py":3:0) in #sp>
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc(#l)
    return
  }
}

// -----

#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
#sp2 = #cuda_tile.di_subprogram<file = #f, line = 9, name = "j", linkageName = "j", compileUnit = #cu, scopeLine = 9>
#fl = #cuda_tile.di_loc<loc("a.py":1:0) in #sp>
#l = #cuda_tile.di_loc<loc("a.py":9:0) in #sp2>
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    %0 = addi %a, %a : tile<i32> loc(#l)
    return loc(#fl)
  } loc(#fl)
}

// -----

#f = #cuda_tile.di_file<"a.py" in "">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
#l = #cuda_tile.di_loc<loc("a.py":4:0) in #sp>
cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32> loc(#l)
}
