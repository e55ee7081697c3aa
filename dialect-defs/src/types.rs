//! Safe wrappers for the cuda_tile types, over the C API in `tileas-sys`.

use crate::attrs::PointerClass;
use melior::ir::{Location, Type, TypeLike};
use std::fmt;
use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum TypeError {
    /// The type is some other type.
    #[error("expected !cuda_tile.{expected}, got {actual}")]
    Mismatch { expected: &'static str, actual: String },
    /// The parameters were rejected; MLIR emitted a diagnostic at the location.
    #[error("invalid !cuda_tile.{0} parameters")]
    Invalid(&'static str),
}

fn checked<'c>(raw: mlir_sys::MlirType, what: &'static str) -> Result<Type<'c>, TypeError> {
    if raw.ptr.is_null() {
        Err(TypeError::Invalid(what))
    } else {
        // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only
        // while that context lives.
        Ok(unsafe { Type::from_raw(raw) })
    }
}

macro_rules! type_wrapper {
    ($name:ident, $mnemonic:literal, $isa:path) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name<'c> {
            ty: Type<'c>,
        }

        impl<'c> $name<'c> {
            /// The underlying generic type.
            pub fn to_type(self) -> Type<'c> {
                self.ty
            }

            /// Whether `ty` is this type.
            pub fn isa(ty: Type<'c>) -> bool {
                // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
                // type/attribute/location.
                unsafe { $isa(ty.to_raw()) }
            }
        }

        impl<'c> TryFrom<Type<'c>> for $name<'c> {
            type Error = TypeError;
            fn try_from(ty: Type<'c>) -> Result<Self, TypeError> {
                if Self::isa(ty) {
                    Ok(Self { ty })
                } else {
                    Err(TypeError::Mismatch { expected: $mnemonic, actual: ty.to_string() })
                }
            }
        }

        impl<'c> From<$name<'c>> for Type<'c> {
            fn from(value: $name<'c>) -> Type<'c> {
                value.ty
            }
        }

        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.ty.fmt(f)
            }
        }
    };
}

type_wrapper!(TileType, "tile", tileas_sys::tileasTypeIsACudaTileTileType);
type_wrapper!(PointerType, "ptr", tileas_sys::tileasTypeIsACudaTilePointerType);
type_wrapper!(TokenType, "token", tileas_sys::tileasTypeIsACudaTileTokenType);
type_wrapper!(FloatNV8E5M3FNUType, "fnv8E5M3FNU", tileas_sys::tileasTypeIsACudaTileFloatNV8E5M3FNUType);

impl<'c> FloatNV8E5M3FNUType<'c> {
    /// cuda_tile 13.4's `fnv8E5M3FNU` (no MLIR builtin has it).
    pub fn new(context: &'c melior::Context) -> Self {
        // SAFETY: `context` is a live context; the getter uniques the type in it.
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasCudaTileFloatNV8E5M3FNUTypeGet(context.to_raw())) } }
    }
}

impl<'c> TileType<'c> {
    /// `!cuda_tile.tile<shape x element>`; invalid parameters emit a
    /// diagnostic at `location` and return [`TypeError::Invalid`].
    pub fn new(location: Location<'c>, shape: &[i64], element: Type<'c>) -> Result<Self, TypeError> {
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
        let raw = unsafe {
            tileas_sys::tileasCudaTileTileTypeGetChecked(
                location.to_raw(),
                shape.len() as isize,
                shape.as_ptr(),
                element.to_raw(),
            )
        };
        checked(raw, "tile").map(|ty| Self { ty })
    }

    pub fn rank(self) -> usize {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { tileas_sys::tileasCudaTileTileTypeGetRank(self.ty.to_raw()) as usize }
    }

    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileTileTypeGetDimSize(self.ty.to_raw(), d as isize) })
            .collect()
    }

    /// Number of elements (1 for a rank-0 tile).
    pub fn num_elements(self) -> i64 {
        self.shape().iter().product()
    }

    pub fn element_type(self) -> Type<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { Type::from_raw(tileas_sys::tileasCudaTileTileTypeGetElementType(self.ty.to_raw())) }
    }
}

impl<'c> PointerType<'c> {
    /// `!cuda_tile.ptr<pointee>`; a non-numeric pointee emits a diagnostic.
    pub fn new(location: Location<'c>, pointee: Type<'c>) -> Result<Self, TypeError> {
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
        let raw = unsafe { tileas_sys::tileasCudaTilePointerTypeGetChecked(location.to_raw(), pointee.to_raw()) };
        checked(raw, "ptr").map(|ty| Self { ty })
    }

    /// `!cuda_tile.ptr<pointee, <ptr_attr>>` (`None`: no ptr_attr).
    pub fn with_ptr_attr(
        location: Location<'c>,
        pointee: Type<'c>,
        ptr_attr: Option<PointerClass>,
    ) -> Result<Self, TypeError> {
        let value = ptr_attr.map_or(-1, |p| p as i32);
        // SAFETY: the location (hence its context) is live; the checked getter reports invalid parameters as a
        // diagnostic and a null result instead of asserting.
        let raw = unsafe {
            tileas_sys::tileasCudaTilePointerTypeGetCheckedWithPtrAttr(location.to_raw(), pointee.to_raw(), value)
        };
        checked(raw, "ptr").map(|ty| Self { ty })
    }

    /// The `#cuda_tile.ptr_attr` of the pointer, if it has one.
    pub fn ptr_attr(self) -> Option<PointerClass> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check).
        let v = unsafe { tileas_sys::tileasCudaTilePointerTypeGetPtrAttr(self.ty.to_raw()) };
        u32::try_from(v).ok().and_then(PointerClass::from_u32)
    }

    pub fn pointee_type(self) -> Type<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { Type::from_raw(tileas_sys::tileasCudaTilePointerTypeGetPointeeType(self.ty.to_raw())) }
    }
}

impl<'c> TokenType<'c> {
    pub fn new(context: &'c melior::Context) -> Self {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasCudaTileTokenTypeGet(context.to_raw())) } }
    }
}

// --- views (tensor_view, partition_view, strided_view, gather_scatter_view, the TileView interface), string ---

type_wrapper!(TensorViewType, "tensor_view", tileas_sys::tileasTypeIsACudaTileTensorViewType);
type_wrapper!(PartitionViewType, "partition_view", tileas_sys::tileasTypeIsACudaTilePartitionViewType);
type_wrapper!(StridedViewType, "strided_view", tileas_sys::tileasTypeIsACudaTileStridedViewType);
type_wrapper!(GatherScatterViewType, "gather_scatter_view", tileas_sys::tileasTypeIsACudaTileGatherScatterViewType);
type_wrapper!(StringType, "string", tileas_sys::tileasTypeIsACudaTileStringType);
type_wrapper!(TileView, "<TileView>", tileas_sys::tileasTypeIsACudaTileTileView);

/// A dynamic (`?`) tensor_view dimension or stride.
pub fn dynamic() -> i64 {
    // SAFETY: a getter of a constant; it takes no arguments.
    unsafe { tileas_sys::tileasCudaTileTensorViewTypeGetDynamic() }
}

impl<'c> TensorViewType<'c> {
    /// `!cuda_tile.tensor_view<shape x element, strides=[...]>`; use
    /// [`dynamic()`] for `?`. Invalid parameters emit a diagnostic at
    /// `location` and return [`TypeError::Invalid`]; `shape` and `strides`
    /// must have the same length.
    pub fn new(location: Location<'c>, element: Type<'c>, shape: &[i64], strides: &[i64]) -> Result<Self, TypeError> {
        if shape.len() != strides.len() {
            return Err(TypeError::Invalid("tensor_view"));
        }
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
        let raw = unsafe {
            tileas_sys::tileasCudaTileTensorViewTypeGetChecked(
                location.to_raw(),
                element.to_raw(),
                shape.len() as isize,
                shape.as_ptr(),
                strides.as_ptr(),
            )
        };
        checked(raw, "tensor_view").map(|ty| Self { ty })
    }

    /// [`TensorViewType::new`] with a `#cuda_tile.ptr_attr` (`None`: none).
    pub fn with_ptr_attr(
        location: Location<'c>,
        element: Type<'c>,
        shape: &[i64],
        strides: &[i64],
        ptr_attr: Option<PointerClass>,
    ) -> Result<Self, TypeError> {
        if shape.len() != strides.len() {
            return Err(TypeError::Invalid("tensor_view"));
        }
        let value = ptr_attr.map_or(-1, |p| p as i32);
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result.
        let raw = unsafe {
            tileas_sys::tileasCudaTileTensorViewTypeGetCheckedWithPtrAttr(
                location.to_raw(),
                element.to_raw(),
                shape.len() as isize,
                shape.as_ptr(),
                strides.as_ptr(),
                value,
            )
        };
        checked(raw, "tensor_view").map(|ty| Self { ty })
    }

    /// The `#cuda_tile.ptr_attr` of the view, if it has one.
    pub fn ptr_attr(self) -> Option<PointerClass> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check).
        let v = unsafe { tileas_sys::tileasCudaTileTensorViewTypeGetPtrAttr(self.ty.to_raw()) };
        u32::try_from(v).ok().and_then(PointerClass::from_u32)
    }

    pub fn element_type(self) -> Type<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { Type::from_raw(tileas_sys::tileasCudaTileTensorViewTypeGetElementType(self.ty.to_raw())) }
    }

    pub fn rank(self) -> usize {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { tileas_sys::tileasCudaTileTensorViewTypeGetRank(self.ty.to_raw()) as usize }
    }

    /// Dimensions; [`dynamic()`] for `?`.
    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileTensorViewTypeGetDimSize(self.ty.to_raw(), d as isize) })
            .collect()
    }

    /// Strides in elements; [`dynamic()`] for `?`.
    pub fn strides(self) -> Vec<i64> {
        (0..self.rank())
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileTensorViewTypeGetStride(self.ty.to_raw(), d as isize) })
            .collect()
    }

    /// Number of `?` dimensions.
    pub fn dynamic_shape_count(self) -> usize {
        self.shape().into_iter().filter(|&d| d == dynamic()).count()
    }

    /// Number of `?` strides.
    pub fn dynamic_stride_count(self) -> usize {
        self.strides().into_iter().filter(|&d| d == dynamic()).count()
    }
}

impl<'c> PartitionViewType<'c> {
    /// `!cuda_tile.partition_view<tile=(...), [padding_value = p,] tensor_view, [dim_map=[...]]>`;
    /// `dim_map: None` is the identity.
    pub fn new(
        location: Location<'c>,
        tile_shape: &[i32],
        tensor_view: TensorViewType<'c>,
        dim_map: Option<&[i32]>,
        padding_value: Option<crate::attrs::PaddingValue>,
    ) -> Result<Self, TypeError> {
        Self::new_unvalidated(location, tile_shape, tensor_view.to_type(), dim_map, padding_value.map(|p| p as u32))
    }

    /// Like [`PartitionViewType::new`] for parameters that come unchecked
    /// (the bytecode reader): MLIR checks that `tensor_view` is a
    /// tensor_view and `padding_value` a padding value code, and emits a
    /// diagnostic at `location` when not.
    pub fn new_unvalidated(
        location: Location<'c>,
        tile_shape: &[i32],
        tensor_view: Type<'c>,
        dim_map: Option<&[i32]>,
        padding_value: Option<u32>,
    ) -> Result<Self, TypeError> {
        let (map_len, map_ptr) = dim_map.map_or((0, std::ptr::null()), |m| (m.len() as isize, m.as_ptr()));
        // Codes above i32::MAX are no padding value either; the C API takes a negative value for "none".
        let padding = padding_value.map_or(-1, |p| i32::try_from(p).unwrap_or(i32::MAX));
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
        let raw = unsafe {
            tileas_sys::tileasCudaTilePartitionViewTypeGetChecked(
                location.to_raw(),
                tile_shape.len() as isize,
                tile_shape.as_ptr(),
                tensor_view.to_raw(),
                map_len,
                map_ptr,
                padding,
            )
        };
        checked(raw, "partition_view").map(|ty| Self { ty })
    }

    pub fn tile_shape(self) -> Vec<i32> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        let rank = unsafe { tileas_sys::tileasCudaTilePartitionViewTypeGetRank(self.ty.to_raw()) };
        (0..rank)
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTilePartitionViewTypeGetTileDimSize(self.ty.to_raw(), d) })
            .collect()
    }

    pub fn tensor_view(self) -> TensorViewType<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        let ty = unsafe { Type::from_raw(tileas_sys::tileasCudaTilePartitionViewTypeGetTensorView(self.ty.to_raw())) };
        TensorViewType { ty }
    }

    /// Tensor_view dimension of each tile dimension.
    pub fn dim_map(self) -> Vec<i32> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        let rank = unsafe { tileas_sys::tileasCudaTilePartitionViewTypeGetRank(self.ty.to_raw()) };
        (0..rank)
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTilePartitionViewTypeGetDimMap(self.ty.to_raw(), d) })
            .collect()
    }

    pub fn padding_value(self) -> Option<crate::attrs::PaddingValue> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        let raw = unsafe { tileas_sys::tileasCudaTilePartitionViewTypeGetPaddingValue(self.ty.to_raw()) };
        u32::try_from(raw).ok().and_then(crate::attrs::PaddingValue::from_u32)
    }

    /// The same type through the TileView interface.
    pub fn as_tile_view(self) -> TileView<'c> {
        TileView { ty: self.ty }
    }
}

/// `(len, ptr)` of an optional dim_map for the C API (null: identity).
fn dim_map_arg(dim_map: Option<&[i32]>) -> (isize, *const i32) {
    dim_map.map_or((0, std::ptr::null()), |m| (m.len() as isize, m.as_ptr()))
}

/// A padding code for the C API: negative for none (codes above i32::MAX are
/// no padding value either and are diagnosed there).
fn padding_arg(padding_value: Option<u32>) -> i32 {
    padding_value.map_or(-1, |p| i32::try_from(p).unwrap_or(i32::MAX))
}

impl<'c> StridedViewType<'c> {
    /// `!cuda_tile.strided_view<tile=(...), traversal_strides=[...], [padding_value = p,] tensor_view,
    /// [dim_map=[...]]>` (13.3) from parameters that come unchecked (the bytecode reader): `traversal_strides`
    /// must have one entry per tile dimension; MLIR checks the rest and emits a diagnostic at `location`.
    pub fn new_unvalidated(
        location: Location<'c>,
        tile_shape: &[i32],
        traversal_strides: &[i32],
        tensor_view: Type<'c>,
        dim_map: Option<&[i32]>,
        padding_value: Option<u32>,
    ) -> Result<Self, TypeError> {
        if traversal_strides.len() != tile_shape.len() {
            return Err(TypeError::Invalid("strided_view"));
        }
        let (map_len, map_ptr) = dim_map_arg(dim_map);
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call (the strides slice has `tile_shape.len()` entries, checked above); the checked getter
        // reports invalid parameters as a diagnostic and a null result instead of asserting.
        let raw = unsafe {
            tileas_sys::tileasCudaTileStridedViewTypeGetChecked(
                location.to_raw(),
                tile_shape.len() as isize,
                tile_shape.as_ptr(),
                traversal_strides.as_ptr(),
                tensor_view.to_raw(),
                map_len,
                map_ptr,
                padding_arg(padding_value),
            )
        };
        checked(raw, "strided_view").map(|ty| Self { ty })
    }

    fn rank(self) -> isize {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { tileas_sys::tileasCudaTileStridedViewTypeGetRank(self.ty.to_raw()) }
    }

    pub fn tile_shape(self) -> Vec<i32> {
        (0..self.rank())
            // SAFETY: a live type of this kind; every index is below the rank the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileStridedViewTypeGetTileDimSize(self.ty.to_raw(), d) })
            .collect()
    }

    /// Elements between the starts of neighbouring tiles, per tile dimension.
    pub fn traversal_strides(self) -> Vec<i32> {
        (0..self.rank())
            // SAFETY: a live type of this kind; every index is below the rank the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileStridedViewTypeGetTraversalStride(self.ty.to_raw(), d) })
            .collect()
    }

    pub fn tensor_view(self) -> TensorViewType<'c> {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        let ty = unsafe { Type::from_raw(tileas_sys::tileasCudaTileStridedViewTypeGetTensorView(self.ty.to_raw())) };
        TensorViewType { ty }
    }

    /// Tensor_view dimension of each tile dimension.
    pub fn dim_map(self) -> Vec<i32> {
        (0..self.rank())
            // SAFETY: a live type of this kind; every index is below the rank the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileStridedViewTypeGetDimMap(self.ty.to_raw(), d) })
            .collect()
    }

    pub fn padding_value(self) -> Option<crate::attrs::PaddingValue> {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        let raw = unsafe { tileas_sys::tileasCudaTileStridedViewTypeGetPaddingValue(self.ty.to_raw()) };
        u32::try_from(raw).ok().and_then(crate::attrs::PaddingValue::from_u32)
    }
}

impl<'c> GatherScatterViewType<'c> {
    /// `!cuda_tile.gather_scatter_view<tile=(...), [padding_value = p,] tensor_view, sparse_dim=d>` (13.3)
    /// from unchecked parameters; MLIR checks them and emits a diagnostic at `location`.
    pub fn new_unvalidated(
        location: Location<'c>,
        tile_shape: &[i32],
        tensor_view: Type<'c>,
        sparse_dim: u32,
        padding_value: Option<u32>,
    ) -> Result<Self, TypeError> {
        // SAFETY: the location (hence its context) is live and the tile shape pointer points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result.
        let raw = unsafe {
            tileas_sys::tileasCudaTileGatherScatterViewTypeGetChecked(
                location.to_raw(),
                tile_shape.len() as isize,
                tile_shape.as_ptr(),
                tensor_view.to_raw(),
                sparse_dim,
                padding_arg(padding_value),
            )
        };
        checked(raw, "gather_scatter_view").map(|ty| Self { ty })
    }

    pub fn tile_shape(self) -> Vec<i32> {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        let rank = unsafe { tileas_sys::tileasCudaTileGatherScatterViewTypeGetRank(self.ty.to_raw()) };
        (0..rank)
            // SAFETY: a live type of this kind; every index is below the rank the same type reports.
            .map(|d| unsafe { tileas_sys::tileasCudaTileGatherScatterViewTypeGetTileDimSize(self.ty.to_raw(), d) })
            .collect()
    }

    pub fn tensor_view(self) -> TensorViewType<'c> {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        let ty =
            unsafe { Type::from_raw(tileas_sys::tileasCudaTileGatherScatterViewTypeGetTensorView(self.ty.to_raw())) };
        TensorViewType { ty }
    }

    /// The dimension whose index is a rank-1 tile of element indices.
    pub fn sparse_dim(self) -> u32 {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        unsafe { tileas_sys::tileasCudaTileGatherScatterViewTypeGetSparseDim(self.ty.to_raw()) }
    }

    pub fn padding_value(self) -> Option<crate::attrs::PaddingValue> {
        // SAFETY: a live type of this kind, which is what the accessor requires.
        let raw = unsafe { tileas_sys::tileasCudaTileGatherScatterViewTypeGetPaddingValue(self.ty.to_raw()) };
        u32::try_from(raw).ok().and_then(crate::attrs::PaddingValue::from_u32)
    }
}

impl<'c> TileView<'c> {
    /// Number of indices a load/store through the view takes.
    pub fn index_rank(self) -> usize {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { tileas_sys::tileasCudaTileTileViewGetIndexRank(self.ty.to_raw()) as usize }
    }

    /// The tile type one access moves.
    pub fn tile_type(self) -> TileType<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        let ty = unsafe { Type::from_raw(tileas_sys::tileasCudaTileTileViewGetTileType(self.ty.to_raw())) };
        TileType { ty }
    }
}

impl<'c> StringType<'c> {
    pub fn new(context: &'c melior::Context) -> Self {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasCudaTileStringTypeGet(context.to_raw())) } }
    }
}
