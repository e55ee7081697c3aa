//! Small safe wrappers over the MLIR C API (mlir-sys) for what the host
//! rewrite needs: parse, walk, inspect and build ops, types and attributes.
//!
//! Every handle (`MlirOperation`, `MlirType`, ...) passed to these functions
//! must come from the one live [`Context`] (and, for ops and values, from a
//! module that is still alive); the rewrite in `rewrite.rs` only ever passes
//! handles it got from these wrappers while the module is alive.

use mlir_sys::*;
use std::ffi::c_void;

/// A borrowed string as MLIR's `MlirStringRef` (valid while `s` lives).
pub fn sref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

/// Copies an `MlirStringRef` into an owned `String`.
pub fn to_string(s: MlirStringRef) -> String {
    if s.length == 0 || s.data.is_null() {
        return String::new();
    }
    // SAFETY: MLIR hands out string refs to `length` valid bytes that live at
    // least as long as the object they belong to; we copy them immediately.
    let bytes = unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

unsafe extern "C" fn append_to_string(s: MlirStringRef, data: *mut c_void) {
    // SAFETY: `data` is the `&mut String` the printing wrappers below pass in,
    // alive for the duration of the print call.
    let out = unsafe { &mut *data.cast::<String>() };
    out.push_str(&to_string(s));
}

/// An MLIR context with every upstream dialect registered (loaded on demand by
/// the parser; `llvm` loaded up front); destroyed on drop.
pub struct Context(MlirContext);

impl Context {
    pub fn new() -> Self {
        // SAFETY: creates a fresh registry and context; the registry is copied
        // into the context by `mlirContextAppendDialectRegistry` and may then be
        // destroyed.
        unsafe {
            let registry = mlirDialectRegistryCreate();
            mlirRegisterAllDialects(registry);
            let ctx = mlirContextCreate();
            mlirContextAppendDialectRegistry(ctx, registry);
            mlirDialectRegistryDestroy(registry);
            // the rewrite builds LLVM types and ops even when the input had none
            mlirContextGetOrLoadDialect(ctx, sref("llvm"));
            Context(ctx)
        }
    }

    pub fn raw(&self) -> MlirContext {
        self.0
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the context was created by `Context::new` and every module
        // parsed in it (`Module`) borrows it, so none outlives this drop.
        unsafe { mlirContextDestroy(self.0) }
    }
}

/// A parsed module, destroyed on drop (before its context: it borrows it).
pub struct Module<'c> {
    raw: MlirModule,
    _ctx: std::marker::PhantomData<&'c Context>,
}

impl<'c> Module<'c> {
    /// Parses MLIR text with the real MLIR parser; diagnostics go to stderr.
    pub fn parse(ctx: &'c Context, text: &str) -> Option<Module<'c>> {
        // SAFETY: `text` outlives the call (the parser copies what it keeps).
        let raw = unsafe { mlirModuleCreateParse(ctx.raw(), sref(text)) };
        (!raw.ptr.is_null()).then_some(Module { raw, _ctx: std::marker::PhantomData })
    }

    pub fn op(&self) -> MlirOperation {
        // SAFETY: `self.raw` is a live module.
        unsafe { mlirModuleGetOperation(self.raw) }
    }

    pub fn body(&self) -> MlirBlock {
        // SAFETY: `self.raw` is a live module.
        unsafe { mlirModuleGetBody(self.raw) }
    }
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        // SAFETY: the module was parsed by `Module::parse` and is destroyed once.
        unsafe { mlirModuleDestroy(self.raw) }
    }
}

// ---------------------------------------------------------------- ops

pub fn op_name(op: MlirOperation) -> String {
    // SAFETY: `op` is a live operation (module invariant above).
    to_string(unsafe { mlirIdentifierStr(mlirOperationGetName(op)) })
}

pub fn context_of(op: MlirOperation) -> MlirContext {
    // SAFETY: `op` is a live operation.
    unsafe { mlirOperationGetContext(op) }
}

pub fn location(op: MlirOperation) -> MlirLocation {
    // SAFETY: `op` is a live operation.
    unsafe { mlirOperationGetLocation(op) }
}

/// The location as MLIR prints it (for messages only).
pub fn location_string(op: MlirOperation) -> String {
    let mut out = String::new();
    // SAFETY: the callback appends to `out`, which outlives the call.
    unsafe { mlirLocationPrint(location(op), Some(append_to_string), (&mut out as *mut String).cast()) };
    out
}

/// The whole operation as MLIR prints it (the host module's text output).
pub fn print_op(op: MlirOperation) -> String {
    let mut out = String::new();
    // SAFETY: the callback appends to `out`, which outlives the call.
    unsafe { mlirOperationPrint(op, Some(append_to_string), (&mut out as *mut String).cast()) };
    out
}

pub fn verify(op: MlirOperation) -> bool {
    // SAFETY: `op` is a live operation; diagnostics go to the context's handler.
    unsafe { mlirOperationVerify(op) }
}

pub fn operands(op: MlirOperation) -> Vec<MlirValue> {
    // SAFETY: `op` is live and `i` ranges over its operands.
    unsafe { (0..mlirOperationGetNumOperands(op)).map(|i| mlirOperationGetOperand(op, i)).collect() }
}

pub fn results(op: MlirOperation) -> Vec<MlirValue> {
    // SAFETY: `op` is live and `i` ranges over its results.
    unsafe { (0..mlirOperationGetNumResults(op)).map(|i| mlirOperationGetResult(op, i)).collect() }
}

pub fn blocks_of(op: MlirOperation) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    // SAFETY: `op` is live; regions and blocks are iterated through MLIR's own
    // links until the null block.
    unsafe {
        for r in 0..mlirOperationGetNumRegions(op) {
            let mut block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
            while !block.ptr.is_null() {
                out.push(block);
                block = mlirBlockGetNextInRegion(block);
            }
        }
    }
    out
}

pub fn block_ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    // SAFETY: `block` is live; ops are iterated through MLIR's links until null.
    unsafe {
        let mut op = mlirBlockGetFirstOperation(block);
        while !op.ptr.is_null() {
            out.push(op);
            op = mlirOperationGetNextInBlock(op);
        }
    }
    out
}

pub fn block_args(block: MlirBlock) -> Vec<MlirValue> {
    // SAFETY: `block` is live and `i` ranges over its arguments.
    unsafe { (0..mlirBlockGetNumArguments(block)).map(|i| mlirBlockGetArgument(block, i)).collect() }
}

/// Every operation nested in `root` (not `root` itself), outer before inner.
pub fn walk(root: MlirOperation) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        for block in blocks_of(op) {
            for inner in block_ops(block) {
                out.push(inner);
                stack.push(inner);
            }
        }
    }
    out
}

/// An attribute of `op` by name (inherent or discardable).
pub fn attr(op: MlirOperation, name: &str) -> Option<MlirAttribute> {
    // SAFETY: `op` is live; `name` outlives the call.
    let a = unsafe { mlirOperationGetAttributeByName(op, sref(name)) };
    (!a.ptr.is_null()).then_some(a)
}

pub fn set_attr(op: MlirOperation, name: &str, value: MlirAttribute) {
    // SAFETY: `op` is live; `value` belongs to its context.
    unsafe { mlirOperationSetAttributeByName(op, sref(name), value) }
}

pub fn remove_attr(op: MlirOperation, name: &str) -> bool {
    // SAFETY: `op` is live; `name` outlives the call.
    unsafe { mlirOperationRemoveAttributeByName(op, sref(name)) }
}

/// The discardable attributes of `op` (`nvvm.kernel`, ...), by name.
pub fn discardable_attrs(op: MlirOperation) -> Vec<(String, MlirAttribute)> {
    // SAFETY: `op` is live and `i` ranges over its discardable attributes.
    unsafe {
        (0..mlirOperationGetNumDiscardableAttributes(op))
            .map(|i| {
                let named = mlirOperationGetDiscardableAttribute(op, i);
                (to_string(mlirIdentifierStr(named.name)), named.attribute)
            })
            .collect()
    }
}

pub fn sym_name(op: MlirOperation) -> Option<String> {
    attr(op, "sym_name").filter(|a| is_string_attr(*a)).map(string_attr_value)
}

pub fn value_type(v: MlirValue) -> MlirType {
    // SAFETY: `v` is a live value.
    unsafe { mlirValueGetType(v) }
}

pub fn set_value_type(v: MlirValue, t: MlirType) {
    // SAFETY: `v` is a live value (result or block argument) and `t` belongs
    // to the same context; the caller keeps the IR consistent.
    unsafe { mlirValueSetType(v, t) }
}

pub fn replace_all_uses(old: MlirValue, new: MlirValue) {
    // SAFETY: both values are live.
    unsafe { mlirValueReplaceAllUsesOfWith(old, new) }
}

/// Erases `op` (which must have no uses left) from its block.
pub fn erase(op: MlirOperation) {
    // SAFETY: `op` is live, its results have no uses, and no handle to it is
    // used afterwards (callers drop it from their lists).
    unsafe { mlirOperationDestroy(op) }
}

/// Renames every use of the symbol `old` nested in `from`.
pub fn replace_symbol_uses(old: &str, new: &str, from: MlirOperation) -> bool {
    // SAFETY: `from` is live; the names outlive the call.
    let r = unsafe { mlirSymbolTableReplaceAllSymbolUses(sref(old), sref(new), from) };
    r.value != 0
}

/// What an op to create looks like.
pub struct OpSpec<'a> {
    pub name: &'a str,
    pub loc: MlirLocation,
    pub operands: &'a [MlirValue],
    pub results: &'a [MlirType],
    pub attrs: &'a [(&'a str, MlirAttribute)],
    /// Regions to create, each with one block of these argument types
    /// (`Some(vec![])`: an empty block) or empty (`None`).
    pub regions: &'a [Option<Vec<MlirType>>],
}

/// Creates a detached op.
pub fn create(ctx: MlirContext, spec: &OpSpec) -> MlirOperation {
    // SAFETY: the state is filled with handles of `ctx` that live through
    // `mlirOperationCreate`, which takes ownership of the regions.
    unsafe {
        let mut state = mlirOperationStateGet(sref(spec.name), spec.loc);
        mlirOperationStateAddOperands(&mut state, spec.operands.len() as isize, spec.operands.as_ptr());
        mlirOperationStateAddResults(&mut state, spec.results.len() as isize, spec.results.as_ptr());
        let named: Vec<MlirNamedAttribute> =
            spec.attrs.iter().map(|(n, a)| mlirNamedAttributeGet(mlirIdentifierGet(ctx, sref(n)), *a)).collect();
        mlirOperationStateAddAttributes(&mut state, named.len() as isize, named.as_ptr());
        let regions: Vec<MlirRegion> = spec
            .regions
            .iter()
            .map(|blk| {
                let region = mlirRegionCreate();
                if let Some(args) = blk {
                    let locs = vec![spec.loc; args.len()];
                    let block = mlirBlockCreate(args.len() as isize, args.as_ptr(), locs.as_ptr());
                    mlirRegionAppendOwnedBlock(region, block);
                }
                region
            })
            .collect();
        if !regions.is_empty() {
            mlirOperationStateAddOwnedRegions(&mut state, regions.len() as isize, regions.as_ptr());
        }
        mlirOperationCreate(&mut state)
    }
}

pub fn insert_before(anchor: MlirOperation, op: MlirOperation) {
    // SAFETY: `anchor` is live and in a block; `op` is detached and owned by
    // the block from now on.
    unsafe { mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(anchor), anchor, op) }
}

pub fn insert_after(anchor: MlirOperation, op: MlirOperation) {
    // SAFETY: as `insert_before`.
    unsafe { mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(anchor), anchor, op) }
}

pub fn append(block: MlirBlock, op: MlirOperation) {
    // SAFETY: `block` is live; `op` is detached and owned by the block from now on.
    unsafe { mlirBlockAppendOwnedOperation(block, op) }
}

/// The op that contains `op` (its block's parent); `None` at the top.
pub fn parent_op(op: MlirOperation) -> Option<MlirOperation> {
    // SAFETY: `op` is live; a detached or top-level op has a null parent.
    let parent = unsafe { mlirOperationGetParentOperation(op) };
    (!parent.ptr.is_null()).then_some(parent)
}

pub fn first_block(op: MlirOperation) -> Option<MlirBlock> {
    blocks_of(op).into_iter().next()
}

// ---------------------------------------------------------------- types

/// MLIR's spelling of `t`, only for what people read (the JSON's `ty`,
/// messages); no decision of the rewrite looks at it.
pub fn print_type(t: MlirType) -> String {
    let mut out = String::new();
    // SAFETY: the callback appends to `out`, which outlives the call.
    unsafe { mlirTypePrint(t, Some(append_to_string), (&mut out as *mut String).cast()) };
    out
}

pub fn types_equal(a: MlirType, b: MlirType) -> bool {
    // SAFETY: both types are live (types are uniqued in the context).
    unsafe { mlirTypeEqual(a, b) }
}

/// The address space of an `!llvm.ptr` type, `None` for other types.
pub fn pointer_address_space(t: MlirType) -> Option<u32> {
    // SAFETY: `t` is live; the address space is read only from pointer types.
    unsafe { mlirTypeIsALLVMPointerType(t).then(|| mlirLLVMPointerTypeGetAddressSpace(t)) }
}

pub fn pointer_type(ctx: MlirContext, address_space: u32) -> MlirType {
    // SAFETY: `ctx` is live.
    unsafe { mlirLLVMPointerTypeGet(ctx, address_space) }
}

pub fn integer_type(ctx: MlirContext, bits: u32) -> MlirType {
    // SAFETY: `ctx` is live.
    unsafe { mlirIntegerTypeGet(ctx, bits) }
}

pub fn void_type(ctx: MlirContext) -> MlirType {
    // SAFETY: `ctx` is live.
    unsafe { mlirLLVMVoidTypeGet(ctx) }
}

pub fn integer_width(t: MlirType) -> Option<u32> {
    // SAFETY: `t` is live; the width is read only from integer types.
    unsafe { mlirTypeIsAInteger(t).then(|| mlirIntegerTypeGetWidth(t)) }
}

/// The name of a scalar float type (`f16`, `bf16`, `f32`, `f64`).
pub fn float_name(t: MlirType) -> Option<&'static str> {
    // SAFETY: `t` is live; these are pure type predicates.
    unsafe {
        if mlirTypeIsAF16(t) {
            Some("f16")
        } else if mlirTypeIsABF16(t) {
            Some("bf16")
        } else if mlirTypeIsAF32(t) {
            Some("f32")
        } else if mlirTypeIsAF64(t) {
            Some("f64")
        } else {
            None
        }
    }
}

fn type_id(t: MlirType) -> MlirTypeID {
    // SAFETY: `t` is live.
    unsafe { mlirTypeGetTypeID(t) }
}

fn same_kind(a: MlirType, b: MlirType) -> bool {
    // SAFETY: type ids are plain values.
    unsafe { mlirTypeIDEqual(type_id(a), type_id(b)) }
}

pub fn function_type(ret: MlirType, inputs: &[MlirType], var_arg: bool) -> MlirType {
    // SAFETY: the types are live; `inputs` outlives the call.
    unsafe { mlirLLVMFunctionTypeGet(ret, inputs.len() as isize, inputs.as_ptr(), var_arg) }
}

/// `!llvm.func` type parts: (inputs, result, vararg); `None` for other types.
pub fn function_parts(ctx: MlirContext, t: MlirType) -> Option<(Vec<MlirType>, MlirType, bool)> {
    let probe = function_type(void_type(ctx), &[], false);
    if !same_kind(t, probe) {
        return None;
    }
    // SAFETY: `t` is an LLVM function type (checked by its type id above).
    let (inputs, ret) = unsafe {
        let n = mlirLLVMFunctionTypeGetNumInputs(t);
        ((0..n).map(|i| mlirLLVMFunctionTypeGetInput(t, i)).collect::<Vec<_>>(), mlirLLVMFunctionTypeGetReturnType(t))
    };
    // The C API has no vararg accessor: a non-vararg rebuild differs exactly
    // when the type is vararg.
    let var_arg = !types_equal(t, function_type(ret, &inputs, false));
    Some((inputs, ret, var_arg))
}

/// The element type of an `!llvm.array`; `None` for other types.
pub fn array_element(ctx: MlirContext, t: MlirType) -> Option<MlirType> {
    // SAFETY: `ctx` is live; the element type is read only from array types
    // (checked by the type id against an array type built here).
    unsafe {
        let probe = mlirLLVMArrayTypeGet(mlirIntegerTypeGet(ctx, 8), 1);
        same_kind(t, probe).then(|| mlirLLVMArrayTypeGetElementType(t))
    }
}

pub fn array_type(elem: MlirType, n: u32) -> MlirType {
    // SAFETY: `elem` is a live type.
    unsafe { mlirLLVMArrayTypeGet(elem, n) }
}

/// The element types of a literal `!llvm.struct`; `None` for other types
/// (identified structs included: they cannot be rebuilt).
pub fn literal_struct_parts(t: MlirType) -> Option<(Vec<MlirType>, bool)> {
    // SAFETY: `t` is live; the elements are read only from literal structs.
    unsafe {
        if !mlirTypeIsALLVMStructType(t) || !mlirLLVMStructTypeIsLiteral(t) {
            return None;
        }
        let n = mlirLLVMStructTypeGetNumElementTypes(t);
        Some(((0..n).map(|i| mlirLLVMStructTypeGetElementType(t, i)).collect(), mlirLLVMStructTypeIsPacked(t)))
    }
}

pub fn literal_struct(ctx: MlirContext, elems: &[MlirType], packed: bool) -> MlirType {
    // SAFETY: `ctx` and the element types are live; `elems` outlives the call.
    unsafe { mlirLLVMStructTypeLiteralGet(ctx, elems.len() as isize, elems.as_ptr(), packed) }
}

/// A builtin vector type's (shape, element type); `None` for other types.
pub fn vector_parts(t: MlirType) -> Option<(Vec<i64>, MlirType)> {
    // SAFETY: `t` is live; shape and element are read only from vector types.
    unsafe {
        if !mlirTypeIsAVector(t) || mlirVectorTypeIsScalable(t) {
            return None;
        }
        let rank = mlirShapedTypeGetRank(t) as isize;
        Some(((0..rank).map(|i| mlirShapedTypeGetDimSize(t, i)).collect(), mlirShapedTypeGetElementType(t)))
    }
}

pub fn vector_type(shape: &[i64], elem: MlirType) -> MlirType {
    // SAFETY: `elem` is live; `shape` outlives the call.
    unsafe { mlirVectorTypeGet(shape.len() as isize, shape.as_ptr(), elem) }
}

// ---------------------------------------------------------------- attributes

pub fn is_string_attr(a: MlirAttribute) -> bool {
    // SAFETY: `a` is live.
    unsafe { mlirAttributeIsAString(a) }
}

pub fn string_attr_value(a: MlirAttribute) -> String {
    // SAFETY: `a` is a live string attribute (callers check `is_string_attr`).
    to_string(unsafe { mlirStringAttrGetValue(a) })
}

pub fn string_attr(ctx: MlirContext, s: &str) -> MlirAttribute {
    // SAFETY: `ctx` is live; the attribute copies `s`.
    unsafe { mlirStringAttrGet(ctx, sref(s)) }
}

pub fn type_attr_value(a: MlirAttribute) -> Option<MlirType> {
    // SAFETY: `a` is live; the type is read only from type attributes.
    unsafe { mlirAttributeIsAType(a).then(|| mlirTypeAttrGetValue(a)) }
}

pub fn type_attr(t: MlirType) -> MlirAttribute {
    // SAFETY: `t` is live.
    unsafe { mlirTypeAttrGet(t) }
}

pub fn integer_attr_value(a: MlirAttribute) -> Option<i64> {
    // SAFETY: `a` is live; the value is read only from integer attributes.
    unsafe { mlirAttributeIsAInteger(a).then(|| mlirIntegerAttrGetValueInt(a)) }
}

pub fn integer_attr(t: MlirType, value: i64) -> MlirAttribute {
    // SAFETY: `t` is a live integer type.
    unsafe { mlirIntegerAttrGet(t, value) }
}

pub fn dense_i32_array_values(a: MlirAttribute) -> Option<Vec<i32>> {
    // SAFETY: `a` is live; elements are read only from dense i32 arrays.
    unsafe {
        if !mlirAttributeIsADenseI32Array(a) {
            return None;
        }
        Some((0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI32ArrayGetElement(a, i)).collect())
    }
}

pub fn dense_i32_array(ctx: MlirContext, values: &[i32]) -> MlirAttribute {
    // SAFETY: `ctx` is live; `values` outlives the call.
    unsafe { mlirDenseI32ArrayGet(ctx, values.len() as isize, values.as_ptr()) }
}

pub fn flat_symbol_ref(ctx: MlirContext, name: &str) -> MlirAttribute {
    // SAFETY: `ctx` is live; the attribute copies `name`.
    unsafe { mlirFlatSymbolRefAttrGet(ctx, sref(name)) }
}

pub fn unit_attr(ctx: MlirContext) -> MlirAttribute {
    // SAFETY: `ctx` is live.
    unsafe { mlirUnitAttrGet(ctx) }
}

pub fn internal_linkage(ctx: MlirContext) -> MlirAttribute {
    // SAFETY: `ctx` is live (the LLVM dialect is loaded: the module uses it).
    unsafe { mlirLLVMLinkageAttrGet(ctx, MlirLLVMLinkage_MlirLLVMLinkageInternal) }
}

/// The namespace of the dialect an attribute belongs to (`builtin`, `llvm`, `nvvm`, ...).
pub fn attr_dialect(a: MlirAttribute) -> String {
    // SAFETY: `a` is live; its dialect outlives it.
    to_string(unsafe { mlirDialectGetNamespace(mlirAttributeGetDialect(a)) })
}

pub fn dense_i64_array(ctx: MlirContext, values: &[i64]) -> MlirAttribute {
    // SAFETY: `ctx` is live; `values` outlives the call.
    unsafe { mlirDenseI64ArrayGet(ctx, values.len() as isize, values.as_ptr()) }
}

pub fn attributes_equal(a: MlirAttribute, b: MlirAttribute) -> bool {
    // SAFETY: both attributes are live (attributes are uniqued in the context).
    unsafe { mlirAttributeEqual(a, b) }
}

/// Builds an attribute from its spelling, for the few attributes the C API
/// has no constructor for (dialect enum attributes such as
/// `#nvvm<shfl_kind bfly>`): `text` is always a constant written in this
/// crate, never text of the input module. `None` when it does not parse
/// (e.g. its dialect is not loaded).
pub fn attribute_from_spelling(ctx: MlirContext, text: &str) -> Option<MlirAttribute> {
    // SAFETY: `ctx` is live; `text` outlives the call (the parser copies what
    // it keeps).
    let a = unsafe { mlirAttributeParseGet(ctx, sref(text)) }; // typed-ir: no C API (constant enum spellings)
    (!a.ptr.is_null()).then_some(a)
}

/// The elements of an array attribute (`None` for any other attribute).
pub fn array_attr_elements(a: MlirAttribute) -> Option<Vec<MlirAttribute>> {
    // SAFETY: `a` is live; elements are read only from array attributes.
    unsafe {
        if !mlirAttributeIsAArray(a) {
            return None;
        }
        Some((0..mlirArrayAttrGetNumElements(a)).map(|i| mlirArrayAttrGetElement(a, i)).collect())
    }
}

pub fn array_attr(ctx: MlirContext, elements: &[MlirAttribute]) -> MlirAttribute {
    // SAFETY: `ctx` and the elements are live; `elements` outlives the call.
    unsafe { mlirArrayAttrGet(ctx, elements.len() as isize, elements.as_ptr()) }
}

/// The entries of a dictionary attribute, by name (`None` for any other
/// attribute).
pub fn dictionary_entries(a: MlirAttribute) -> Option<Vec<(String, MlirAttribute)>> {
    // SAFETY: `a` is live; entries are read only from dictionary attributes.
    unsafe {
        if !mlirAttributeIsADictionary(a) {
            return None;
        }
        Some(
            (0..mlirDictionaryAttrGetNumElements(a))
                .map(|i| {
                    let named = mlirDictionaryAttrGetElement(a, i);
                    (to_string(mlirIdentifierStr(named.name)), named.attribute)
                })
                .collect(),
        )
    }
}

pub fn dictionary_attr(ctx: MlirContext, entries: &[(String, MlirAttribute)]) -> MlirAttribute {
    // SAFETY: `ctx` and the attributes are live; the identifiers copy the
    // names, and `named` outlives the call.
    unsafe {
        let named: Vec<MlirNamedAttribute> = entries
            .iter()
            .map(|(name, value)| mlirNamedAttributeGet(mlirIdentifierGet(ctx, sref(name)), *value))
            .collect();
        mlirDictionaryAttrGet(ctx, named.len() as isize, named.as_ptr())
    }
}
