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


def constraint(ct, value, annotation, like_device=False):
    """The cuTile 1.7 compile-time constraint of one kernel argument, as the
    corpus' launches give them: arrays with base addresses divisible by 16 and
    a unit last stride (as contiguous device arrays have), lists of arrays,
    constants as their value, Python scalars as int32/float32/bool.
    like_device: arrays constrained as cuTile constrains a real device array
    of that shape at launch (each unit stride and unit extent a constant,
    extents divisible by 16 and strides by 16 bytes where they are), so the
    bytecode, and its kernel's mangled entry name, is what ct.launch compiles."""
    from cuda.tile.compilation import ArrayConstraint, ListConstraint, ScalarConstraint

    def array(a):
        if like_device:
            bits = a.dtype.bitwidth if hasattr(a.dtype, "bitwidth") else 8 * a.dtype.nbytes
            per16 = 128 // bits if 128 % bits == 0 else 1
            return ArrayConstraint(a.dtype, len(a.shape), index_dtype=ct.int32, stride_lower_bound_incl=0,
                                   alias_groups=(), may_alias_internally=False,
                                   stride_constant=tuple(1 if s == 1 else None for s in a.strides),
                                   shape_constant=tuple(1 if d == 1 else None for d in a.shape),
                                   stride_divisible_by=tuple(per16 if s % per16 == 0 else 1 for s in a.strides),
                                   shape_divisible_by=tuple(16 if d % 16 == 0 else 1 for d in a.shape),
                                   base_addr_divisible_by=16)
        return ArrayConstraint(a.dtype, len(a.shape), index_dtype=ct.int32, stride_lower_bound_incl=0,
                               alias_groups=(), may_alias_internally=False,
                               stride_constant=([None] * (len(a.shape) - 1) + [1]) if a.contiguous() and a.shape
                               else None,
                               base_addr_divisible_by=16)

    if isinstance(value, Arr):
        return array(value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(x, Arr) for x in value):
        return ListConstraint(array(value[0]), alias_groups=(), elements_may_alias=False)
    if "Constant" in str(annotation):
        return value
    if isinstance(value, bool):
        return ScalarConstraint(ct.bool_)
    if isinstance(value, int):
        return ScalarConstraint(ct.int32)
    if isinstance(value, float):
        return ScalarConstraint(ct.float32)
    return value
