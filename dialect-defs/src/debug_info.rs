//! Safe constructors and queries for the cuda_tile debug-info attributes.

use melior::{
    ir::{Attribute, AttributeLike, Location},
    Context,
};
use tileas_sys::string_ref;

/// `#cuda_tile.di_file<"name" in "directory">`.
pub fn file<'c>(context: &'c Context, name: &str, directory: &str) -> Attribute<'c> {
    unsafe {
        Attribute::from_raw(tileas_sys::tileasCudaTileDIFileAttrGet(
            context.to_raw(),
            string_ref(name),
            string_ref(directory),
        ))
    }
}

/// `#cuda_tile.di_compile_unit<file = ...>`; `file` must come from [`file`].
pub fn compile_unit<'c>(context: &'c Context, file: Attribute<'c>) -> Attribute<'c> {
    unsafe { Attribute::from_raw(tileas_sys::tileasCudaTileDICompileUnitAttrGet(context.to_raw(), file.to_raw())) }
}

/// `#cuda_tile.di_subprogram<...>`.
pub fn subprogram<'c>(
    context: &'c Context,
    file: Attribute<'c>,
    line: u32,
    name: &str,
    linkage_name: &str,
    compile_unit: Attribute<'c>,
    scope_line: u32,
) -> Attribute<'c> {
    unsafe {
        Attribute::from_raw(tileas_sys::tileasCudaTileDISubprogramAttrGet(
            context.to_raw(),
            file.to_raw(),
            line,
            string_ref(name),
            string_ref(linkage_name),
            compile_unit.to_raw(),
            scope_line,
        ))
    }
}

pub fn is_subprogram(attr: Attribute<'_>) -> bool {
    unsafe { tileas_sys::tileasAttributeIsACudaTileDISubprogram(attr.to_raw()) }
}

/// The linkage name of a `#cuda_tile.di_subprogram`.
pub fn subprogram_linkage_name(attr: Attribute<'_>) -> Option<String> {
    is_subprogram(attr)
        .then(|| unsafe { tileas_sys::to_string(tileas_sys::tileasCudaTileDISubprogramGetLinkageName(attr.to_raw())) })
}

/// `#cuda_tile.di_loc<source in scope>`; `None` unless `source` is a
/// file:line:col location and `scope` a subprogram or lexical block.
pub fn loc<'c>(source: Location<'c>, scope: Attribute<'c>) -> Option<Location<'c>> {
    let raw = unsafe { tileas_sys::tileasCudaTileDILocGet(source.to_raw(), scope.to_raw()) };
    (!raw.ptr.is_null()).then(|| unsafe { Location::from_raw(raw) })
}

pub fn is_loc(location: Location<'_>) -> bool {
    unsafe { tileas_sys::tileasLocationIsACudaTileDILoc(location.to_raw()) }
}

/// The scope of a `#cuda_tile.di_loc`.
pub fn loc_scope<'c>(location: Location<'c>) -> Option<Attribute<'c>> {
    is_loc(location).then(|| unsafe { Attribute::from_raw(tileas_sys::tileasCudaTileDILocGetScope(location.to_raw())) })
}

/// The subprogram enclosing a subprogram or lexical block scope.
pub fn enclosing_subprogram(scope: Attribute<'_>) -> Option<Attribute<'_>> {
    let raw = unsafe { tileas_sys::tileasCudaTileDILocalScopeGetSubprogram(scope.to_raw()) };
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}
