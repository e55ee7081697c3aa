//! Safe wrappers for the cuda_tile types, over the C API in `tileas-sys`.

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

impl<'c> TileType<'c> {
    /// `!cuda_tile.tile<shape x element>`; invalid parameters emit a
    /// diagnostic at `location` and return [`TypeError::Invalid`].
    pub fn new(location: Location<'c>, shape: &[i64], element: Type<'c>) -> Result<Self, TypeError> {
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
        unsafe { tileas_sys::tileasCudaTileTileTypeGetRank(self.ty.to_raw()) as usize }
    }

    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            .map(|d| unsafe { tileas_sys::tileasCudaTileTileTypeGetDimSize(self.ty.to_raw(), d as isize) })
            .collect()
    }

    /// Number of elements (1 for a rank-0 tile).
    pub fn num_elements(self) -> i64 {
        self.shape().iter().product()
    }

    pub fn element_type(self) -> Type<'c> {
        unsafe { Type::from_raw(tileas_sys::tileasCudaTileTileTypeGetElementType(self.ty.to_raw())) }
    }
}

impl<'c> PointerType<'c> {
    /// `!cuda_tile.ptr<pointee>`; a non-numeric pointee emits a diagnostic.
    pub fn new(location: Location<'c>, pointee: Type<'c>) -> Result<Self, TypeError> {
        let raw = unsafe { tileas_sys::tileasCudaTilePointerTypeGetChecked(location.to_raw(), pointee.to_raw()) };
        checked(raw, "ptr").map(|ty| Self { ty })
    }

    pub fn pointee_type(self) -> Type<'c> {
        unsafe { Type::from_raw(tileas_sys::tileasCudaTilePointerTypeGetPointeeType(self.ty.to_raw())) }
    }
}

impl<'c> TokenType<'c> {
    pub fn new(context: &'c melior::Context) -> Self {
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasCudaTileTokenTypeGet(context.to_raw())) } }
    }
}
