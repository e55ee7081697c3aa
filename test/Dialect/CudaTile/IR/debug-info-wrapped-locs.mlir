// Debug-info consistency looks through wrapping locations (13.1): a name
// location's child, a fused location's first di_loc, a call site's caller
// (`callsite(callee at caller)`).
// The diagnostics are reported at the ops' locations (outside this file), so
// FileCheck checks the text.
// RUN: not tileas-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s

// CHECK: b.py:5:1: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_lexical_block<{{.*}}>. Function location must have cuda_tile.di_subprogram debug info scope.
#f = #cuda_tile.di_file<"b.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 4, name = "g", linkageName = "g", compileUnit = #cu, scopeLine = 4>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #f, line = 5, column = 1>
cuda_tile.module @m {
  entry @g() {
    return
  } loc("named"(#cuda_tile.di_loc<loc("b.py":5:1) in #blk>))
}

// -----

// CHECK: c.py:1:1: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "g"{{.*}}>. Function name "h" does not match subprogram scope linkage name "g".
#f = #cuda_tile.di_file<"b.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 4, name = "g", linkageName = "g", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @m {
  entry @h() {
    return
  } loc(fused["c.py":1:1, #cuda_tile.di_loc<loc("b.py":6:2) in #sp>])
}

// -----

// The function's scope comes from the name location, so the body's scope
// from another subprogram is a mismatch (reported without the op prefix).
// CHECK: d.py:1:1: error: invalid operation debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "other"{{.*}}>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "g"{{.*}}>.
#f = #cuda_tile.di_file<"b.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 4, name = "g", linkageName = "g", compileUnit = #cu, scopeLine = 4>
#other = #cuda_tile.di_subprogram<file = #f, line = 7, name = "other", linkageName = "other", compileUnit = #cu, scopeLine = 7>
cuda_tile.module @m {
  entry @g() {
    return loc(callsite("d.py":1:1 at #cuda_tile.di_loc<loc("b.py":8:3) in #other>))
  } loc("named"(#cuda_tile.di_loc<loc("b.py":4:0) in #sp>))
}

// -----

// Any op of the module other than a function, registered or not.
// CHECK: b.py:9:4: error: 'test.thing' op invalid operation debug info scope: #cuda_tile.di_loc<loc("b.py":9:4) in #cuda_tile.di_subprogram<{{.*}}>>. Global variables must not have scope.
#f = #cuda_tile.di_file<"b.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 4, name = "g", linkageName = "g", compileUnit = #cu, scopeLine = 4>
cuda_tile.module @m {
  "test.thing"() : () -> () loc("n"(#cuda_tile.di_loc<loc("b.py":9:4) in #sp>))
}
