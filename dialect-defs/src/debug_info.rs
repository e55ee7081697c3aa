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

/// Copies the bytes of a string the C API returns (possibly not UTF-8).
fn bytes_of(s: mlir_sys::MlirStringRef) -> Vec<u8> {
    if s.data.is_null() || s.length == 0 {
        return Vec::new();
    }
    // SAFETY: the C API returns a non-null `data` (checked above) pointing to `length` bytes owned by a uniqued
    // attribute of a live context; they are copied out before returning.
    unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length).to_vec() }
}

pub fn is_file(attr: Attribute<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { tileas_sys::bytecode::tileasAttributeIsACudaTileDIFile(attr.to_raw()) }
}

pub fn is_compile_unit(attr: Attribute<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { tileas_sys::bytecode::tileasAttributeIsACudaTileDICompileUnit(attr.to_raw()) }
}

pub fn is_lexical_block(attr: Attribute<'_>) -> bool {
    // SAFETY: the argument is a live handle borrowed from its context; the isa query accepts any
    // type/attribute/location.
    unsafe { tileas_sys::bytecode::tileasAttributeIsACudaTileDILexicalBlock(attr.to_raw()) }
}

/// Whether `attr` can scope a `#cuda_tile.di_loc` or a lexical block: a
/// subprogram or a lexical block.
pub fn is_local_scope(attr: Attribute<'_>) -> bool {
    is_subprogram(attr) || is_lexical_block(attr)
}

/// The parameters of a `#cuda_tile.di_file` (names as stored, possibly not UTF-8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileInfo {
    pub name: Vec<u8>,
    pub directory: Vec<u8>,
}

/// The parameters of a `#cuda_tile.di_file`; `None` for other attributes.
pub fn file_info(attr: Attribute<'_>) -> Option<FileInfo> {
    use tileas_sys::bytecode::*;
    // SAFETY: `attr` is a live di_file attribute (checked first), which is what the accessors require.
    is_file(attr).then(|| unsafe {
        FileInfo {
            name: bytes_of(tileasCudaTileDIFileGetName(attr.to_raw())),
            directory: bytes_of(tileasCudaTileDIFileGetDirectory(attr.to_raw())),
        }
    })
}

/// The file of a `#cuda_tile.di_compile_unit`; `None` for other attributes.
pub fn compile_unit_file<'c>(attr: Attribute<'c>) -> Option<Attribute<'c>> {
    // SAFETY: `attr` is a live di_compile_unit attribute (checked first); its file is a non-null attribute of the
    // same context.
    is_compile_unit(attr).then(|| unsafe {
        Attribute::from_raw(tileas_sys::bytecode::tileasCudaTileDICompileUnitGetFile(attr.to_raw()))
    })
}

/// The parameters of a `#cuda_tile.di_subprogram`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubprogramInfo<'c> {
    pub file: Attribute<'c>,
    pub line: u32,
    pub name: Vec<u8>,
    pub linkage_name: Vec<u8>,
    pub compile_unit: Attribute<'c>,
    pub scope_line: u32,
}

/// The parameters of a `#cuda_tile.di_subprogram`; `None` for other attributes.
pub fn subprogram_info<'c>(attr: Attribute<'c>) -> Option<SubprogramInfo<'c>> {
    use tileas_sys::bytecode::*;
    let raw = attr.to_raw();
    // SAFETY: `attr` is a live di_subprogram attribute (checked first), which is what the accessors require; the
    // attributes they return are non-null parameters of the same context.
    is_subprogram(attr).then(|| unsafe {
        SubprogramInfo {
            file: Attribute::from_raw(tileasCudaTileDISubprogramGetFile(raw)),
            line: tileasCudaTileDISubprogramGetLine(raw),
            name: bytes_of(tileasCudaTileDISubprogramGetName(raw)),
            linkage_name: bytes_of(tileas_sys::tileasCudaTileDISubprogramGetLinkageName(raw)),
            compile_unit: Attribute::from_raw(tileasCudaTileDISubprogramGetCompileUnit(raw)),
            scope_line: tileasCudaTileDISubprogramGetScopeLine(raw),
        }
    })
}

/// `#cuda_tile.di_lexical_block<...>`; `None` unless `scope` is a subprogram
/// or lexical block and `file` a `#cuda_tile.di_file`.
pub fn lexical_block<'c>(
    context: &'c Context,
    scope: Attribute<'c>,
    file: Attribute<'c>,
    line: u32,
    column: u32,
) -> Option<Attribute<'c>> {
    // SAFETY: `context` is a live context and the attributes live handles of it; the getter checks the kinds of
    // `scope` and `file` and returns null instead of asserting.
    let raw = unsafe {
        tileas_sys::bytecode::tileasCudaTileDILexicalBlockAttrGet(
            context.to_raw(),
            scope.to_raw(),
            file.to_raw(),
            line,
            column,
        )
    };
    // SAFETY: `raw` is non-null (checked on this line) and was returned by a getter of a live context, so it is a
    // valid handle for that context's lifetime.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// The parameters of a `#cuda_tile.di_lexical_block`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LexicalBlockInfo<'c> {
    pub scope: Attribute<'c>,
    pub file: Attribute<'c>,
    pub line: u32,
    pub column: u32,
}

/// The parameters of a `#cuda_tile.di_lexical_block`; `None` for other attributes.
pub fn lexical_block_info<'c>(attr: Attribute<'c>) -> Option<LexicalBlockInfo<'c>> {
    use tileas_sys::bytecode::*;
    let raw = attr.to_raw();
    // SAFETY: `attr` is a live di_lexical_block attribute (checked first), which is what the accessors require;
    // the attributes they return are non-null parameters of the same context.
    is_lexical_block(attr).then(|| unsafe {
        LexicalBlockInfo {
            scope: Attribute::from_raw(tileasCudaTileDILexicalBlockGetScope(raw)),
            file: Attribute::from_raw(tileasCudaTileDILexicalBlockGetFile(raw)),
            line: tileasCudaTileDILexicalBlockGetLine(raw),
            column: tileasCudaTileDILexicalBlockGetColumn(raw),
        }
    })
}

/// The file:line:col source location of a `#cuda_tile.di_loc`.
pub fn loc_source<'c>(location: Location<'c>) -> Option<Location<'c>> {
    // SAFETY: `location` is a live di_loc (checked first); its source location is a non-null location of the same
    // context.
    is_loc(location)
        .then(|| unsafe { Location::from_raw(tileas_sys::tileasCudaTileDILocGetSourceLoc(location.to_raw())) })
}

/// `(file, line, column)` of a file:line:col location (the start of a
/// range); `None` for other locations.
pub fn file_line_col(location: Location<'_>) -> Option<(String, u32, u32)> {
    file_line_col_raw(location.to_raw())
}

fn file_line_col_raw(loc: mlir_sys::MlirLocation) -> Option<(String, u32, u32)> {
    use mlir_sys::*;
    // SAFETY: `loc` is a live location; the range accessors are called only after the isa check, and the file
    // name is copied out of the identifier before returning.
    unsafe {
        if !mlirLocationIsAFileLineColRange(loc) {
            return None;
        }
        let name = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
        let file = tileas_sys::to_string(name);
        let line = mlirLocationFileLineColRangeGetStartLine(loc);
        let column = mlirLocationFileLineColRangeGetStartColumn(loc);
        Some((file, u32::try_from(line).unwrap_or(0), u32::try_from(column).unwrap_or(0)))
    }
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
            return file_line_col_raw(loc);
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
