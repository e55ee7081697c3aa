// A kernel using the math ops and fields of cuda_tile 13.2-13.4 that tileas lowers
// (atan2, tanh/exp rounding<approx>, fpowi, ftoi saturating, negi overflow, for
// unsigned), for test/tileiras/new-ops-13x.mlir and the conversion test.
cuda_tile.module @kernels version "13.4" {
  entry @new_math(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i32>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %ptrs = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %ptrs : tile<128xptr<f32>> -> tile<128xf32>, token
    %a = atan2 %x, %x : tile<128xf32>
    %th = tanh %a rounding<approx> : tile<128xf32>
    %tf = tanh %th : tile<128xf32>
    %e = exp %tf rounding<approx> : tile<128xf32>
    %pw = fpowi %e, %i : tile<128xf32>, tile<128xi32>
    %t1 = store_ptr_tko weak %ptrs, %pw : tile<128xptr<f32>>, tile<128xf32> -> token
    %s = ftoi %pw signed saturating : tile<128xf32> -> tile<128xi32>
    %ng = negi %s overflow<no_signed_wrap> : tile<128xi32>
    %rq = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %qs = offset %bq, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %sum = for unsigned %iv in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %ng) -> (tile<128xi32>) {
      %next = addi %acc, %s : tile<128xi32>
      continue %next : tile<128xi32>
    }
    %t2 = store_ptr_tko weak %qs, %sum : tile<128xptr<i32>>, tile<128xi32> -> token
    return
  }
}
