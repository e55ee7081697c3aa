//! Small raw-handle IR builder shared by the conversion passes.
//!
//! The conversions rebuild each function into a fresh body instead of patching
//! it in place: types change shape (a tile becomes a tensor, a tensor becomes
//! K per-thread scalars), which MLIR's C API cannot express through its
//! dialect-conversion framework. Working on raw `mlir-sys` handles keeps the
//! value maps (`HashMap<ValueKey, …>`) free of melior lifetimes.

use mlir_sys::*;
use std::collections::HashMap;
use tileas_sys::{string_ref, to_string};

/// Hashable identity of an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueKey(usize);

impl From<MlirValue> for ValueKey {
    fn from(v: MlirValue) -> Self {
        ValueKey(v.ptr as usize)
    }
}

/// Old value → new value(s).
pub type ValueMap<V> = HashMap<ValueKey, V>;

/// Builds ops at the end of (or before the terminator of) one block.
#[derive(Clone, Copy)]
pub struct Builder {
    pub ctx: MlirContext,
    pub block: MlirBlock,
    pub loc: MlirLocation,
    /// When set, new ops go before this op instead of at the block's end.
    pub before: Option<MlirOperation>,
}

impl Builder {
    pub fn at_end(ctx: MlirContext, block: MlirBlock, loc: MlirLocation) -> Builder {
        Builder { ctx, block, loc, before: None }
    }

    pub fn with_loc(self, loc: MlirLocation) -> Builder {
        Builder { loc, ..self }
    }

    pub fn at_block(self, block: MlirBlock) -> Builder {
        Builder { block, before: None, ..self }
    }

    /// Parses a type; panics only on a malformed literal in our own code.
    pub fn ty(&self, text: &str) -> MlirType {
        let t = unsafe { mlirTypeParseGet(self.ctx, string_ref(text)) };
        assert!(!t.ptr.is_null(), "internal: cannot parse type `{text}`");
        t
    }

    /// Parses an attribute; panics only on a malformed literal in our own code.
    pub fn attr(&self, text: &str) -> MlirAttribute {
        let a = unsafe { mlirAttributeParseGet(self.ctx, string_ref(text)) };
        assert!(!a.ptr.is_null(), "internal: cannot parse attribute `{text}`");
        a
    }

    pub fn int_type(&self, bits: u32) -> MlirType {
        unsafe { mlirIntegerTypeGet(self.ctx, bits) }
    }

    pub fn int_attr(&self, ty: MlirType, value: i64) -> MlirAttribute {
        unsafe { mlirIntegerAttrGet(ty, value) }
    }

    pub fn str_attr(&self, s: &str) -> MlirAttribute {
        unsafe { mlirStringAttrGet(self.ctx, string_ref(s)) }
    }

    pub fn unit_attr(&self) -> MlirAttribute {
        unsafe { mlirUnitAttrGet(self.ctx) }
    }

    /// Creates `name(operands) {attrs} -> results` with `regions` (moved in)
    /// and inserts it at the insertion point.
    pub fn op_full(
        &self,
        name: &str,
        operands: &[MlirValue],
        results: &[MlirType],
        attrs: &[(&str, MlirAttribute)],
        regions: Vec<MlirRegion>,
        successors: &[MlirBlock],
    ) -> MlirOperation {
        unsafe {
            let mut st = mlirOperationStateGet(string_ref(name), self.loc);
            mlirOperationStateAddOperands(&mut st, operands.len() as isize, operands.as_ptr());
            mlirOperationStateAddResults(&mut st, results.len() as isize, results.as_ptr());
            let named: Vec<MlirNamedAttribute> = attrs
                .iter()
                .map(|(n, a)| mlirNamedAttributeGet(mlirIdentifierGet(self.ctx, string_ref(n)), *a))
                .collect();
            mlirOperationStateAddAttributes(&mut st, named.len() as isize, named.as_ptr());
            if !regions.is_empty() {
                mlirOperationStateAddOwnedRegions(&mut st, regions.len() as isize, regions.as_ptr());
            }
            if !successors.is_empty() {
                mlirOperationStateAddSuccessors(&mut st, successors.len() as isize, successors.as_ptr());
            }
            let op = mlirOperationCreate(&mut st);
            assert!(!op.ptr.is_null(), "internal: cannot create `{name}`");
            self.insert(op);
            op
        }
    }

    /// `op_full` without regions or successors.
    pub fn op(
        &self,
        name: &str,
        operands: &[MlirValue],
        results: &[MlirType],
        attrs: &[(&str, MlirAttribute)],
    ) -> MlirOperation {
        self.op_full(name, operands, results, attrs, Vec::new(), &[])
    }

    /// Single-result op; returns the result.
    pub fn op1(
        &self,
        name: &str,
        operands: &[MlirValue],
        result: MlirType,
        attrs: &[(&str, MlirAttribute)],
    ) -> MlirValue {
        result0(self.op(name, operands, &[result], attrs))
    }

    pub fn insert(&self, op: MlirOperation) {
        unsafe {
            match self.before {
                Some(anchor) => mlirBlockInsertOwnedOperationBefore(self.block, anchor, op),
                None => mlirBlockAppendOwnedOperation(self.block, op),
            }
        }
    }

    /// `arith.constant` of an integer type.
    pub fn const_int(&self, ty: MlirType, value: i64) -> MlirValue {
        self.op1("arith.constant", &[], ty, &[("value", self.int_attr(ty, value))])
    }

    /// `arith.constant` of a float type.
    pub fn const_float(&self, ty: MlirType, value: f64) -> MlirValue {
        let a = unsafe { mlirFloatAttrDoubleGet(self.ctx, ty, value) };
        self.op1("arith.constant", &[], ty, &[("value", a)])
    }
}

/// Result `i` of `op`.
pub fn result(op: MlirOperation, i: isize) -> MlirValue {
    unsafe { mlirOperationGetResult(op, i) }
}

pub fn result0(op: MlirOperation) -> MlirValue {
    result(op, 0)
}

/// Operands of `op`.
pub fn operands(op: MlirOperation) -> Vec<MlirValue> {
    unsafe { (0..mlirOperationGetNumOperands(op)).map(|i| mlirOperationGetOperand(op, i)).collect() }
}

/// Results of `op`.
pub fn results(op: MlirOperation) -> Vec<MlirValue> {
    unsafe { (0..mlirOperationGetNumResults(op)).map(|i| mlirOperationGetResult(op, i)).collect() }
}

pub fn op_name(op: MlirOperation) -> String {
    unsafe { to_string(mlirIdentifierStr(mlirOperationGetName(op))) }
}

/// Attribute `name` of `op`, if present.
pub fn get_attr(op: MlirOperation, name: &str) -> Option<MlirAttribute> {
    let a = unsafe { mlirOperationGetAttributeByName(op, string_ref(name)) };
    (!a.ptr.is_null()).then_some(a)
}

pub fn value_type(v: MlirValue) -> MlirType {
    unsafe { mlirValueGetType(v) }
}

/// Textual form of a type or attribute (for diagnostics and pattern matching
/// on parameters the C API does not expose).
pub fn type_string(t: MlirType) -> String {
    let mut out = String::new();
    unsafe { mlirTypePrint(t, Some(append_callback), &mut out as *mut String as *mut std::ffi::c_void) };
    out
}

pub fn attr_string(a: MlirAttribute) -> String {
    let mut out = String::new();
    unsafe { mlirAttributePrint(a, Some(append_callback), &mut out as *mut String as *mut std::ffi::c_void) };
    out
}

unsafe extern "C" fn append_callback(s: MlirStringRef, data: *mut std::ffi::c_void) {
    let out = &mut *(data as *mut String);
    out.push_str(&to_string(s));
}

/// Ops of `block` in order (collected first so callers may mutate).
pub fn block_ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    unsafe {
        let mut op = mlirBlockGetFirstOperation(block);
        while !op.ptr.is_null() {
            out.push(op);
            op = mlirOperationGetNextInBlock(op);
        }
    }
    out
}

/// Blocks of `region` in order.
pub fn region_blocks(region: MlirRegion) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    unsafe {
        let mut b = mlirRegionGetFirstBlock(region);
        while !b.ptr.is_null() {
            out.push(b);
            b = mlirBlockGetNextInRegion(b);
        }
    }
    out
}

/// Arguments of `block`.
pub fn block_args(block: MlirBlock) -> Vec<MlirValue> {
    unsafe { (0..mlirBlockGetNumArguments(block)).map(|i| mlirBlockGetArgument(block, i)).collect() }
}

/// A new block with arguments of `types` (all at `loc`).
pub fn new_block(types: &[MlirType], loc: MlirLocation) -> MlirBlock {
    let locs = vec![loc; types.len()];
    unsafe { mlirBlockCreate(types.len() as isize, types.as_ptr(), locs.as_ptr()) }
}

/// Emits an error at `op`'s location (`'name' op message`).
pub fn emit_op_error(op: MlirOperation, message: &str) {
    unsafe { tileas_sys::tileasOperationEmitOpError(op, string_ref(message)) };
}

// ---------------------------------------------------------------------------
// LLVM-dialect and scf helpers (used by the TileASToLLVM exchange, runtime and
// math lowerings).

/// One index of `llvm.getelementptr`: a constant or an SSA value.
#[derive(Clone, Copy)]
pub enum GepIndex {
    Const(i32),
    Value(MlirValue),
}

impl Builder {
    /// `llvm.getelementptr base[indices] : elem_ty` with result type `ptr_ty`.
    pub fn gep(&self, base: MlirValue, indices: &[GepIndex], elem_ty: MlirType, ptr_ty: MlirType) -> MlirValue {
        let mut operands = vec![base];
        let mut raw = Vec::new();
        for i in indices {
            match i {
                GepIndex::Const(c) => raw.push(c.to_string()),
                GepIndex::Value(v) => {
                    raw.push(i32::MIN.to_string());
                    operands.push(*v);
                }
            }
        }
        let raw = self.attr(&format!("array<i32: {}>", raw.join(", ")));
        let elem = unsafe { mlirTypeAttrGet(elem_ty) };
        self.op1("llvm.getelementptr", &operands, ptr_ty, &[("elem_type", elem), ("rawConstantIndices", raw)])
    }

    /// `llvm.load ptr : ty`.
    pub fn load(&self, ptr: MlirValue, ty: MlirType) -> MlirValue {
        self.op1("llvm.load", &[ptr], ty, &[])
    }

    /// `llvm.store value, ptr`.
    pub fn store(&self, value: MlirValue, ptr: MlirValue) {
        self.op("llvm.store", &[value, ptr], &[], &[]);
    }

    /// `llvm.call @callee(args)`; the callee must be declared (see `declare_func`).
    pub fn call(&self, callee: &str, args: &[MlirValue], result: Option<MlirType>) -> Option<MlirValue> {
        let callee_attr = self.attr(&format!("@{callee}"));
        let seg = self.attr(&format!("array<i32: {}, 0>", args.len()));
        let bundles = self.attr("array<i32>");
        let results: Vec<MlirType> = result.into_iter().collect();
        let op = self.op(
            "llvm.call",
            args,
            &results,
            &[("callee", callee_attr), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
        );
        result.map(|_| result0(op))
    }

    /// `llvm.call_intrinsic "name"(args) -> result`.
    pub fn call_intrinsic(&self, name: &str, args: &[MlirValue], result: MlirType) -> MlirValue {
        let seg = self.attr(&format!("array<i32: {}, 0>", args.len()));
        let bundles = self.attr("array<i32>");
        self.op1(
            "llvm.call_intrinsic",
            args,
            result,
            &[("intrin", self.str_attr(name)), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
        )
    }

    /// `builtin.unrealized_conversion_cast v : T to ty`.
    pub fn cast(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        self.op1("builtin.unrealized_conversion_cast", &[v], ty, &[])
    }

    /// `scf.if cond { … }` without results; returns a builder for the then
    /// block (before its `scf.yield`).
    pub fn if_then(&self, cond: MlirValue) -> Builder {
        unsafe {
            let then_region = mlirRegionCreate();
            let block = new_block(&[], self.loc);
            mlirRegionAppendOwnedBlock(then_region, block);
            let else_region = mlirRegionCreate();
            self.op_full("scf.if", &[cond], &[], &[], vec![then_region, else_region], &[]);
            let inner = Builder::at_end(self.ctx, block, self.loc);
            let y = inner.op("scf.yield", &[], &[], &[]);
            Builder { before: Some(y), ..inner }
        }
    }

    /// `scf.for iv = lb to ub step step iter_args(inits)`: returns the loop
    /// op, a builder for the body (the caller ends it with `scf.yield`), the
    /// induction variable and the iteration arguments.
    pub fn for_loop(
        &self,
        lb: MlirValue,
        ub: MlirValue,
        step: MlirValue,
        inits: &[MlirValue],
    ) -> (MlirOperation, Builder, MlirValue, Vec<MlirValue>) {
        let mut types = vec![value_type(lb)];
        types.extend(inits.iter().map(|v| value_type(*v)));
        let block = new_block(&types, self.loc);
        let region = unsafe { mlirRegionCreate() };
        unsafe { mlirRegionAppendOwnedBlock(region, block) };
        let mut operands = vec![lb, ub, step];
        operands.extend_from_slice(inits);
        let op = self.op_full("scf.for", &operands, &types[1..], &[], vec![region], &[]);
        let args = block_args(block);
        (op, Builder::at_end(self.ctx, block, self.loc), args[0], args[1..].to_vec())
    }
}

/// Symbol names already defined in `module_body`.
pub fn symbol_names(module_body: MlirBlock) -> Vec<String> {
    block_ops(module_body)
        .into_iter()
        .filter_map(|op| get_attr(op, "sym_name"))
        .map(|a| unsafe { to_string(mlirStringAttrGetValue(a)) })
        .collect()
}

/// Declares `llvm.func @name : fn_type` (e.g. `!llvm.func<f32 (f32)>`) in
/// `module_body` unless a symbol of that name exists.
pub fn declare_func(b: &Builder, module_body: MlirBlock, name: &str, fn_type: &str) {
    if symbol_names(module_body).iter().any(|n| n == name) {
        return;
    }
    let mb = b.at_block(module_body);
    let fty = unsafe { mlirTypeAttrGet(mb.ty(fn_type)) };
    mb.op_full(
        "llvm.func",
        &[],
        &[],
        &[("sym_name", mb.str_attr(name)), ("function_type", fty)],
        vec![unsafe { mlirRegionCreate() }],
        &[],
    );
}

/// A fresh symbol name `prefix_<i>` not yet used in `module_body`.
pub fn fresh_symbol(module_body: MlirBlock, prefix: &str) -> String {
    let names = symbol_names(module_body);
    (0..).map(|i| format!("{prefix}_{i}")).find(|n| !names.contains(n)).expect("internal: symbol names exhausted")
}

/// Defines `llvm.mlir.global internal constant @name(value) {addr_space}` of
/// `global_type` in `module_body`.
pub fn define_global(
    b: &Builder,
    module_body: MlirBlock,
    name: &str,
    global_type: MlirType,
    value: Option<MlirAttribute>,
    addr_space: i32,
    constant: bool,
) {
    let mb = b.at_block(module_body);
    let mut attrs = vec![
        ("sym_name", mb.str_attr(name)),
        ("global_type", unsafe { mlirTypeAttrGet(global_type) }),
        ("linkage", mb.attr("#llvm.linkage<internal>")),
        ("addr_space", mb.int_attr(mb.int_type(32), addr_space as i64)),
    ];
    if let Some(v) = value {
        attrs.push(("value", v));
    }
    if constant {
        attrs.push(("constant", mb.unit_attr()));
    }
    let region = unsafe { mlirRegionCreate() };
    mb.op_full("llvm.mlir.global", &[], &[], &attrs, vec![region], &[]);
}

/// Defines a NUL-terminated string constant in global memory (or reuses an
/// identical one named `prefix_*`) and returns a generic `!llvm.ptr` to it at `b`.
pub fn global_string(b: &Builder, module_body: MlirBlock, prefix: &str, text: &str) -> MlirValue {
    let with_nul = format!("{text}\0");
    let value = b.str_attr(&with_nul);
    // Reuse an identical string of the same family (attributes are uniqued).
    let existing = block_ops(module_body).into_iter().find_map(|op| {
        let name = get_attr(op, "sym_name").map(|a| unsafe { to_string(mlirStringAttrGetValue(a)) })?;
        let same = name.starts_with(prefix) && get_attr(op, "value").is_some_and(|v| v.ptr == value.ptr);
        same.then_some(name)
    });
    let name = match existing {
        Some(n) => n,
        None => {
            let name = fresh_symbol(module_body, prefix);
            let ty = b.ty(&format!("!llvm.array<{} x i8>", with_nul.len()));
            define_global(b, module_body, &name, ty, Some(value), 1, true);
            name
        }
    };
    let addr = b.op1("llvm.mlir.addressof", &[], b.ty("!llvm.ptr<1>"), &[("global_name", b.attr(&format!("@{name}")))]);
    b.op1("llvm.addrspacecast", &[addr], b.ty("!llvm.ptr"), &[])
}

/// Bytes one element of scalar type `t` occupies in memory: integers and
/// floats by width (rounded up to bytes; tf32 is stored as f32), anything
/// else (pointers) 8.
pub fn storage_bytes(t: MlirType) -> i64 {
    unsafe {
        if mlirTypeIsAInteger(t) {
            ((mlirIntegerTypeGetWidth(t) as i64 + 7) / 8).max(1)
        } else if type_string(t) == "tf32" {
            4
        } else if mlirTypeIsAFloat(t) {
            ((mlirFloatTypeGetWidth(t) as i64 + 7) / 8).max(1)
        } else {
            8
        }
    }
}
