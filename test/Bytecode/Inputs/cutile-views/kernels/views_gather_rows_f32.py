"""Row gather and scatter with advanced indexing (gather_scatter_view)."""
import cuda.tile as ct
from _common import Arr


@ct.kernel
def views_gather_rows_f32(x, idx, y):
    j = ct.bid(0)
    rows = ct.load(idx, (0,), (16,))
    t = ct.load_advanced_indexing(x, (rows, ct.Slice(j * 64, 64)), padding_mode=ct.PaddingMode.ZERO)
    ct.store_advanced_indexing(y, (rows, ct.Slice(j * 64, 64)), t + 1.0)


KERNEL = views_gather_rows_f32
ARGS = (Arr((1024, 256), ct.float32), Arr((16,), ct.int32), Arr((1024, 256), ct.float32))
GRID = (4,)
