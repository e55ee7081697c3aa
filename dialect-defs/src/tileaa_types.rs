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
                // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
                // type/attribute/location.
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
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Type::from_raw(raw) })
}

impl<'c> PtrType<'c> {
    /// `!nv_tileaa.ptr<pointee>`; `None` (after a diagnostic at `location`)
    /// unless the pointee is an integer or float type.
    pub fn new(location: Location<'c>, pointee: Type<'c>) -> Option<Self> {
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
        checked(unsafe { tileas_sys::tileasNvTileAAPtrTypeGetChecked(location.to_raw(), pointee.to_raw()) })
            .map(|ty| Self { ty })
    }

    pub fn pointee_type(self) -> Type<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { Type::from_raw(tileas_sys::tileasNvTileAAPtrTypeGetPointeeType(self.ty.to_raw())) }
    }
}

/// The value of a dynamic (`?`) memref dimension.
pub fn dynamic() -> i64 {
    // SAFETY: a getter of a constant; it takes no arguments.
    unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetDynamic() }
}

impl<'c> MemRefType<'c> {
    /// `!nv_tileaa.memref<shape x element>` (use [`dynamic()`] for `?`);
    /// `None` (after a diagnostic at `location`) for invalid parameters.
    pub fn new(location: Location<'c>, shape: &[i64], element: Type<'c>) -> Option<Self> {
        // SAFETY: the location (hence its context) is live and every pointer argument points into a slice that
        // outlives the call; the checked getter reports invalid parameters as a diagnostic and a null result
        // instead of asserting.
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
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetRank(self.ty.to_raw()).max(0) as usize }
    }

    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which
            // is what the accessor requires; every index is below the rank/count the same type reports.
            .map(|d| unsafe { tileas_sys::tileasNvTileAAMemRefTypeGetDimSize(self.ty.to_raw(), d as isize) })
            .collect()
    }

    pub fn element_type(self) -> Type<'c> {
        // SAFETY: `self.ty` is a live type of this kind (the wrapper is only built after the isa check), which is
        // what the accessor requires.
        unsafe { Type::from_raw(tileas_sys::tileasNvTileAAMemRefTypeGetElementType(self.ty.to_raw())) }
    }
}

impl<'c> MemTokenType<'c> {
    pub fn new(context: &'c Context) -> Self {
        // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
        // handles or borrowed strings that outlive the call.
        Self { ty: unsafe { Type::from_raw(tileas_sys::tileasNvTileAAMemTokenTypeGet(context.to_raw())) } }
    }
}
