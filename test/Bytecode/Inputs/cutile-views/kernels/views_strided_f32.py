"""Overlapping tiles through a tiled view with traversal steps (strided_view)."""
import cuda.tile as ct
from _common import Arr


@ct.kernel
def views_strided_f32(x, y):
    i = ct.bid(0)
    tv = x.tiled_view((16, 32), padding_mode=ct.PaddingMode.ZERO, traversal_steps=(8, 32))
    t = tv.load((i, 0))
    ct.store(y, (i, 0), t * 2.0)


KERNEL = views_strided_f32
ARGS = (Arr((128, 32), ct.float32), Arr((256, 32), ct.float32))
GRID = (16,)
