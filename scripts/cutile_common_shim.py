"""A stand-in for the corpus' kernels/_common.py, for running the corpus'
cuTile sources with cuTile 1.7 (scripts/cutile-compile-check.py,
scripts/gpu-check.py --mode ct-launch).

The corpus' own `_common` registers a cuTile type handler for its fake arrays
through an internal API that cuTile 1.7 no longer has
(cuda.tile._ir.typing_support.register_type_handler); the sources only import
the names defined here."""
import sys
import types

BASE_PTR = 0x7F0000000000


class Arr:
    """Describes an array argument (shape, dtype, element strides, address)."""

    def __init__(self, shape, dtype, strides=None, ptr=BASE_PTR):
        self.shape = tuple(int(s) for s in shape)
        self.dtype = dtype
        if strides is None:
            strides, acc = [], 1
            for d in reversed(self.shape):
                strides.insert(0, acc)
                acc *= d
        self.strides = tuple(int(s) for s in strides)
        self.ptr = ptr

    def contiguous(self):
        return Arr(self.shape, self.dtype).strides == self.strides


def install(ct):
    """Puts the `_common` stand-in into sys.modules; `ct` is cuda.tile."""
    shim = types.ModuleType("_common")
    shim.Arr = Arr
    shim.ConstInt = ct.Constant[int]
    shim.ConstBool = ct.Constant[bool]
    shim.ConstFloat = ct.Constant[float]
    shim.BASE_PTR = BASE_PTR
    shim.describe_arg = repr
    sys.modules["_common"] = shim
    return Arr
