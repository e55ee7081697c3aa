//! Safe wrappers for the nv_tileaa types (also used by nv_tileas), over the C
//! API in `tileas-sys` (`cpp/include/tileas-c/NvTileAA.h`).

use melior::{
    ir::{Location, Type, TypeLike},
    Context,
};
use std::fmt;

macro_rules! wrapper {
    ($name:ident, $isa:path) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name<'c> {
            ty: Type<'c>,
        }

        impl<'c> $name<'c> {
            /// Whether `ty` is this type.
            pub fn isa(ty: Type<'c>) -> bool {
                unsafe { $isa(ty.to_raw()) }
            }

            /// `ty` as this type, if it is one.
            pub fn from_type(ty: Type<'c>) -> Option<Self> {
                Self::isa(ty).then_some(Self { ty })
            }

            /// The underlying generic type.
            pub fn to_type(self) -> Type<'c> {
                self.ty
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

wrapper!(PtrType, tileas_sys::tileasTypeIsANvTileAAPtrType);
wrapper!(MemRefType, tileas_sys::tileasTypeIsANvTileAAMemRefType);
wrapper!(MemTokenType, tileas_sys::tileasTypeIsANvTileAAMemTokenType);

fn checked<'c>(raw: mlir_sys::MlirType) -> Option<Type<'c>> {
    (!raw.ptr.is_null()).then(|| unsafe { Type::from_raw(raw) })
}

impl<'c> PtrType<'c> {
    /// `!nv_tileaa.ptr<pointee>`; `None` (after a diagnostic at `location`)
    /// unless the pointee is an integer or float type.
    pub fn new(location: Location<'c>, pointee: Type<'c>) -> Option<Self> {
        checked(unsafe { tileas_sys::tileasNvTileAAPtrTypeGetChecked(location.to_raw(), pointee.to_raw()) })
            .map(|ty| Self { ty })
    }

    pub fn pointee_type(self) -> Type<'c> {
        unsafe { Type::from_raw(tileas_sys::tileasNvTileAAPtrTypeGetPointeeType(self.ty.to_raw())) }
    }
}

/// The value of a dynamic (`?`) memref dimension.
pub fn dynamic() -> i64 {
    unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetDynamic() }
}

impl<'c> MemRefType<'c> {
    /// `!nv_tileaa.memref<shape x element>` (use [`dynamic()`] for `?`);
    /// `None` (after a diagnostic at `location`) for invalid parameters.
    pub fn new(location: Location<'c>, shape: &[i64], element: Type<'c>) -> Option<Self> {
        checked(unsafe {
            tileas_sys::tileasNvTileAAMemRefTypeGetChecked(
                location.to_raw(),
                shape.len() as isize,
                shape.as_ptr(),
                element.to_raw(),
            )
        })
        .map(|ty| Self { ty })
    }

    pub fn rank(self) -> usize {
        unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetRank(self.ty.to_raw()).max(0) as usize }
    }

    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            .map(|d| unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetDimSize(self.ty.to_raw(), d as isize) })
            .collect()
    }

    pub fn element_type(self) -> Type<'c> {
        unsafe { Type::from_raw(tileas_sys::tileasNvTileAAMemRefTypeGetElementType(self.ty.to_raw())) }
    }
}

impl<'c> MemTokenType<'c> {
    pub fn new(context: &'c Context) -> Self {
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasNvTileAAMemTokenTypeGet(context.to_raw())) } }
    }
}
