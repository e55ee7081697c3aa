// Emulator probe (emulator/emulate.py --probes, references in emulator/probes.py):
// scatters of a 64x64 f32 tile to the rows idx[i] of two 48x64 arrays through
// tiles of pointers that step by one along the columns from 16-byte-aligned
// row starts (each row start an `assume div_by<16>` stride times the row):
// runs of 4 columns become one 16-byte store (memory.rs, wide_stores). `out`
// is masked by row (idx[i] < 48) and column (j < the length of `kk`, 50: the
// run of columns 48..51 is partly on, so its lanes are stored one by one);
// `out2` by row alone (the mask is the same over every run: the first
// lane's decides). Rows not written keep their sentinel.
cuda_tile.module @kernels {
  entry @scatter_rows(%src: tile<ptr<f32>>, %sn0: tile<i32>, %sn1: tile<i32>, %ss0: tile<i32>, %ss1: tile<i32>, %idxp: tile<ptr<i32>>, %idxn: tile<i32>, %idxs: tile<i32>, %kkp: tile<ptr<i32>>, %kkn: tile<i32>, %kks: tile<i32>, %out: tile<ptr<f32>>, %on0: tile<i32>, %on1: tile<i32>, %os0: tile<i32>, %os1: tile<i32>, %out2: tile<ptr<f32>>, %pn0: tile<i32>, %pn1: tile<i32>, %ps0: tile<i32>, %ps1: tile<i32>) {
    %outa = assume div_by<16>, %out : tile<ptr<f32>>
    %os0a = assume div_by<16>, %os0 : tile<i32>
    %out2a = assume div_by<16>, %out2 : tile<ptr<f32>>
    %ps0a = assume div_by<16>, %ps0 : tile<i32>
    %ti = make_tensor_view %idxp, shape = [%idxn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %ts = make_tensor_view %src, shape = [%sn0, %sn1], strides = [%ss0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %pi = make_partition_view %ti : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %idx, %t1 = load_view_tko weak %pi[%c0] token = %tok : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %pv = make_partition_view %ts : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %v, %t2 = load_view_tko weak %pv[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %ir = reshape %idx : tile<64xi32> -> tile<64x1xi32>
    %ib = broadcast %ir : tile<64x1xi32> -> tile<64x64xi32>
    %i64 = exti %ib signed : tile<64x64xi32> -> tile<64x64xi64>
    %io = iota : tile<64xi32>
    %cr = reshape %io : tile<64xi32> -> tile<1x64xi32>
    %cb = broadcast %cr : tile<1x64xi32> -> tile<64x64xi32>
    %c64 = exti %cb signed : tile<64x64xi32> -> tile<64x64xi64>
    %s64 = exti %os0a signed : tile<i32> -> tile<i64>
    %sr = reshape %s64 : tile<i64> -> tile<1x1xi64>
    %sb = broadcast %sr : tile<1x1xi64> -> tile<64x64xi64>
    %rowoff = muli %i64, %sb : tile<64x64xi64>
    %off = addi %rowoff, %c64 : tile<64x64xi64>
    %pr = reshape %outa : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %pb = broadcast %pr : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %p = offset %pb, %off : tile<64x64xptr<f32>>, tile<64x64xi64> -> tile<64x64xptr<f32>>
    %s64b = exti %ps0a signed : tile<i32> -> tile<i64>
    %srb = reshape %s64b : tile<i64> -> tile<1x1xi64>
    %sbb = broadcast %srb : tile<1x1xi64> -> tile<64x64xi64>
    %rowoff2 = muli %i64, %sbb : tile<64x64xi64>
    %off2 = addi %rowoff2, %c64 : tile<64x64xi64>
    %pr2 = reshape %out2a : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %pb2 = broadcast %pr2 : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %p2 = offset %pb2, %off2 : tile<64x64xptr<f32>>, tile<64x64xi64> -> tile<64x64xptr<f32>>
    %mr = reshape %on0 : tile<i32> -> tile<1x1xi32>
    %mb = broadcast %mr : tile<1x1xi32> -> tile<64x64xi32>
    %kr = reshape %kkn : tile<i32> -> tile<1x1xi32>
    %kb = broadcast %kr : tile<1x1xi32> -> tile<64x64xi32>
    %lt = cmpi less_than %ib, %mb, signed : tile<64x64xi32> -> tile<64x64xi1>
    %ck = cmpi less_than %cb, %kb, signed : tile<64x64xi32> -> tile<64x64xi1>
    %m = andi %lt, %ck : tile<64x64xi1>
    %t3 = store_ptr_tko weak %p, %v, %m : tile<64x64xptr<f32>>, tile<64x64xf32>, tile<64x64xi1> -> token
    %t4 = store_ptr_tko weak %p2, %v, %lt : tile<64x64xptr<f32>>, tile<64x64xf32>, tile<64x64xi1> -> token
    return
  }
}
