//! Safe constructors and queries for the cuda_tile debug-info attributes.

use melior::{
    ir::{Attribute, AttributeLike, Location},
    Context,
};
use tileas_sys::string_ref;

/// `#cuda_tile.di_file<"name" in "directory">`.
pub fn file<'c>(context: &'c Context, name: &str, directory: &str) -> Attribute<'c> {
    // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
    // handles or borrowed strings that outlive the call.
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
    // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
    // handles or borrowed strings that outlive the call.
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
    // SAFETY: `context` is a live context; the getter uniques the value in it, and the other arguments are live
    // handles or borrowed strings that outlive the call.
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
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { tileas_sys::tileasAttributeIsACudaTileDISubprogram(attr.to_raw()) }
}

/// The linkage name of a `#cuda_tile.di_subprogram`.
pub fn subprogram_linkage_name(attr: Attribute<'_>) -> Option<String> {
    is_subprogram(attr)
        // SAFETY: the handles passed are live (borrowed from their context or IR for the duration of the call) and
        // every pointer argument points into data that outlives the call.
        .then(|| unsafe { tileas_sys::to_string(tileas_sys::tileasCudaTileDISubprogramGetLinkageName(attr.to_raw())) })
}

/// `#cuda_tile.di_loc<source in scope>`; `None` unless `source` is a
/// file:line:col location and `scope` a subprogram or lexical block.
pub fn loc<'c>(source: Location<'c>, scope: Attribute<'c>) -> Option<Location<'c>> {
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    let raw = unsafe { tileas_sys::tileasCudaTileDILocGet(source.to_raw(), scope.to_raw()) };
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Location::from_raw(raw) })
}

pub fn is_loc(location: Location<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { tileas_sys::tileasLocationIsACudaTileDILoc(location.to_raw()) }
}

/// The scope of a `#cuda_tile.di_loc`.
pub fn loc_scope<'c>(location: Location<'c>) -> Option<Attribute<'c>> {
    // SAFETY: the raw handle comes from live IR of this context (non-null by construction) and is used only while
    // that context lives.
    is_loc(location).then(|| unsafe { Attribute::from_raw(tileas_sys::tileasCudaTileDILocGetScope(location.to_raw())) })
}

/// The subprogram enclosing a subprogram or lexical block scope.
pub fn enclosing_subprogram(scope: Attribute<'_>) -> Option<Attribute<'_>> {
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    let raw = unsafe { tileas_sys::tileasCudaTileDILocalScopeGetSubprogram(scope.to_raw()) };
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// The source position an op's location stands for: `(file, line, column)`
/// of the first file location inside it, looking through names, call sites
/// (the callee), `#cuda_tile.di_loc` and fused locations (canonicalization
/// and CSE fuse the locations of merged ops; the first member that names a
/// file stands for the op). `None` for unknown locations.
pub fn source_position(loc: mlir_sys::MlirLocation) -> Option<(String, u32, u32)> {
    use mlir_sys::*;
    // SAFETY: `loc` is a live location of a live context; the accessors are
    // called only on locations of the kind they take (checked first), and
    // the fused members are read into a buffer of the reported size.
    unsafe {
        if mlirLocationIsAFileLineColRange(loc) {
            let name = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
            let file = tileas_sys::to_string(name);
            let line = mlirLocationFileLineColRangeGetStartLine(loc);
            let column = mlirLocationFileLineColRangeGetStartColumn(loc);
            return Some((file, u32::try_from(line).unwrap_or(0), u32::try_from(column).unwrap_or(0)));
        }
        if tileas_sys::tileasLocationIsACudaTileDILoc(loc) {
            return source_position(tileas_sys::tileasCudaTileDILocGetSourceLoc(loc));
        }
        if mlirLocationIsAName(loc) {
            return source_position(mlirLocationNameGetChildLoc(loc));
        }
        if mlirLocationIsACallSite(loc) {
            return source_position(mlirLocationCallSiteGetCallee(loc));
        }
        if mlirLocationIsAFused(loc) {
            let n = mlirLocationFusedGetNumLocations(loc);
            let mut members = vec![mlirLocationUnknownGet(mlirLocationGetContext(loc)); n as usize];
            mlirLocationFusedGetLocations(loc, members.as_mut_ptr());
            return members.into_iter().find_map(source_position);
        }
        None
    }
}
