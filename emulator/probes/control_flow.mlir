// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// `loop` with iteration values (a scalar counter and a tile), `break` from inside
// an `if`, `continue` from an `if` with a skip, an `if` yielding a tile, and an
// early `return` for blocks past the data (n and the grid are runtime values).
module {
  cuda_tile.module @kernels {
    entry @control_flow(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %n: tile<i32>) {
      %tx = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %ty = make_tensor_view %arg3, shape = [%arg4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %tok = make_token : token
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      %c2 = constant <i32: 2> : tile<i32>
      %c3 = constant <i32: 3> : tile<i32>
      %c128 = constant <i32: 128> : tile<i32>
      %start = muli %bx, %c128 : tile<i32>
      %past = cmpi greater_than_or_equal %start, %arg1, signed : tile<i32> -> tile<i1>
      if %past {
        return
      }
      %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
      %x, %t1 = load_view_tko weak %px[%bx] token = %tok : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
      %zero = constant <f32: 0.0> : tile<128xf32>
      %r:2 = loop iter_values(%i = %c0, %acc = %zero) : tile<i32>, tile<128xf32> -> tile<i32>, tile<128xf32> {
        %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
        if %done {
          break %i, %acc : tile<i32>, tile<128xf32>
        }
        %is3 = cmpi equal %i, %c3, signed : tile<i32> -> tile<i1>
        if %is3 {
          %i2 = addi %i, %c2 : tile<i32>
          continue %i2, %acc : tile<i32>, tile<128xf32>
        }
        %fi = itof %i signed : tile<i32> -> tile<f32>
        %fi1 = reshape %fi : tile<f32> -> tile<1xf32>
        %fib = broadcast %fi1 : tile<1xf32> -> tile<128xf32>
        %odd = andi %i, %c1 : tile<i32>
        %isodd = cmpi equal %odd, %c1, signed : tile<i32> -> tile<i1>
        %term = if %isodd -> (tile<128xf32>) {
          %m = mulf %x, %fib : tile<128xf32>
          yield %m : tile<128xf32>
        } else {
          %m2 = subf %fib, %x : tile<128xf32>
          yield %m2 : tile<128xf32>
        }
        %acc2 = addf %acc, %term : tile<128xf32>
        %i1 = addi %i, %c1 : tile<i32>
        continue %i1, %acc2 : tile<i32>, tile<128xf32>
      }
      %fr = itof %r#0 signed : tile<i32> -> tile<f32>
      %fr1 = reshape %fr : tile<f32> -> tile<1xf32>
      %frb = broadcast %fr1 : tile<1xf32> -> tile<128xf32>
      %out = addf %r#1, %frb : tile<128xf32>
      %py = make_partition_view %ty : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
      %s = store_view_tko weak %out, %py[%bx] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}
