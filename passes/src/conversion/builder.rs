//! Small raw-handle IR builder shared by the conversion passes.
//!
//! The conversions rebuild each function into a fresh body instead of patching
//! it in place: types change shape (a tile becomes a tensor, a tensor becomes
//! K per-thread scalars), which MLIR's C API cannot express through its
//! dialect-conversion framework. Working on raw `mlir-sys` handles keeps the
//! value maps (`HashMap<ValueKey, …>`) free of melior lifetimes.

use super::typed;
use melior::dialect::ods::{arith, builtin, cf, llvm, scf};
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

    pub fn int_type(&self, bits: u32) -> MlirType {
        typed::int(self.ctx, bits)
    }

    pub fn int_attr(&self, ty: MlirType, value: i64) -> MlirAttribute {
        typed::int_attr(ty, value)
    }

    pub fn str_attr(&self, s: &str) -> MlirAttribute {
        typed::str_attr(self.ctx, s)
    }

    pub fn unit_attr(&self) -> MlirAttribute {
        typed::unit_attr(self.ctx)
    }

    /// `f32` (the type most lowerings widen to).
    pub fn f32_type(&self) -> MlirType {
        typed::f32(self.ctx)
    }

    /// `!llvm.ptr<addr_space>`.
    pub fn ptr_type(&self, addr_space: u32) -> MlirType {
        typed::llvm_ptr(self.ctx, addr_space)
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
        // SAFETY: every handle is live; the slices outlive the calls that read
        // them; `regions` are moved into the new op (which owns them from then
        // on) and the op is inserted (owned by the block) before we return.
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
        // SAFETY: `op` is a fresh, unowned op; `anchor` (when set) is in `block`.
        unsafe {
            match self.before {
                Some(anchor) => mlirBlockInsertOwnedOperationBefore(self.block, anchor, op),
                None => mlirBlockAppendOwnedOperation(self.block, op),
            }
        }
    }

    /// `arith.constant` of an integer type.
    pub fn const_int(&self, ty: MlirType, value: i64) -> MlirValue {
        self.op1(arith::ConstantOperation::name(), &[], ty, &[("value", self.int_attr(ty, value))])
    }

    /// `arith.constant` of a float type.
    pub fn const_float(&self, ty: MlirType, value: f64) -> MlirValue {
        let a = typed::float_attr(self.ctx, ty, value);
        self.op1(arith::ConstantOperation::name(), &[], ty, &[("value", a)])
    }
}

/// Result `i` of `op`.
pub fn result(op: MlirOperation, i: isize) -> MlirValue {
    // SAFETY: `op` is live; callers pass an index below its result count.
    unsafe { mlirOperationGetResult(op, i) }
}

pub fn result0(op: MlirOperation) -> MlirValue {
    result(op, 0)
}

/// Operands of `op`.
pub fn operands(op: MlirOperation) -> Vec<MlirValue> {
    // SAFETY: `op` is live and the indices stay below its operand count.
    unsafe { (0..mlirOperationGetNumOperands(op)).map(|i| mlirOperationGetOperand(op, i)).collect() }
}

/// Results of `op`.
pub fn results(op: MlirOperation) -> Vec<MlirValue> {
    // SAFETY: `op` is live and the indices stay below its result count.
    unsafe { (0..mlirOperationGetNumResults(op)).map(|i| mlirOperationGetResult(op, i)).collect() }
}

pub fn op_name(op: MlirOperation) -> String {
    // SAFETY: `op` is live; the name is copied out of the context.
    unsafe { to_string(mlirIdentifierStr(mlirOperationGetName(op))) }
}

/// Attribute `name` of `op`, if present.
pub fn get_attr(op: MlirOperation, name: &str) -> Option<MlirAttribute> {
    // SAFETY: `op` is live; `name` outlives the call; null means absent.
    let a = unsafe { mlirOperationGetAttributeByName(op, string_ref(name)) };
    (!a.ptr.is_null()).then_some(a)
}

pub fn value_type(v: MlirValue) -> MlirType {
    // SAFETY: `v` is a live value.
    unsafe { mlirValueGetType(v) }
}

/// Ops of `block` in order (collected first so callers may mutate).
pub fn block_ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    // SAFETY: `block` is live; the walk stops at the null sentinel.
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
    // SAFETY: `region` is live; the walk stops at the null sentinel.
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
    // SAFETY: `block` is live and the indices stay below its argument count.
    unsafe { (0..mlirBlockGetNumArguments(block)).map(|i| mlirBlockGetArgument(block, i)).collect() }
}

/// The successors of a terminator, in order.
pub fn successors(op: MlirOperation) -> Vec<MlirBlock> {
    // SAFETY: `op` is live; successors are only read.
    unsafe { (0..mlirOperationGetNumSuccessors(op)).map(|i| mlirOperationGetSuccessor(op, i)).collect() }
}

/// For each successor of a branch (`cf.br`, `cf.cond_br`, ...): the block and
/// the operands it receives (a branch's trailing operands, in successor
/// order, as many as each block has arguments).
pub fn branch_edges(op: MlirOperation) -> Vec<(MlirBlock, Vec<MlirValue>)> {
    let blocks = successors(op);
    let ops = operands(op);
    let counts: Vec<usize> = blocks.iter().map(|b| block_args(*b).len()).collect();
    let mut first = ops.len().saturating_sub(counts.iter().sum());
    let mut out = Vec::new();
    for (b, n) in blocks.into_iter().zip(counts) {
        out.push((b, ops[first..first + n].to_vec()));
        first += n;
    }
    out
}

/// A new block with arguments of `types` (all at `loc`).
pub fn new_block(types: &[MlirType], loc: MlirLocation) -> MlirBlock {
    let locs = vec![loc; types.len()];
    // SAFETY: `types` and `locs` have the same length and outlive the call.
    unsafe { mlirBlockCreate(types.len() as isize, types.as_ptr(), locs.as_ptr()) }
}

/// Whether op `name` is in the same dialect as the op named `sample` (a
/// generated `XOperation::name()`).
pub fn is_dialect_op(name: &str, sample: &str) -> bool {
    let dialect = |n: &str| n.split_once('.').map(|(d, _)| d.to_owned());
    dialect(name).is_some_and(|d| Some(d) == dialect(sample))
}

/// Whether `v` has a use.
pub fn has_uses(v: MlirValue) -> bool {
    // SAFETY: `v` is a live value; a null first use means none.
    unsafe { !mlirValueGetFirstUse(v).ptr.is_null() }
}

/// The block of a live op.
pub fn block_of(op: MlirOperation) -> MlirBlock {
    // SAFETY: `op` is live and in a block.
    unsafe { mlirOperationGetBlock(op) }
}

/// Whether `b` comes after `a` in `a`'s block (false when `b` is elsewhere).
pub fn comes_after(a: MlirOperation, b: MlirOperation) -> bool {
    let ops = block_ops(block_of(a));
    let at = |x: MlirOperation| ops.iter().position(|o| o.ptr == x.ptr);
    matches!((at(a), at(b)), (Some(i), Some(j)) if j > i)
}

/// The op that defines `v`; `None` for a block argument.
pub fn defining_op(v: MlirValue) -> Option<MlirOperation> {
    // SAFETY: `v` is live; its owner is only read for op results.
    unsafe { mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v)) }
}

/// The uses of `v`: each user and the operand number it uses `v` at.
pub fn uses(v: MlirValue) -> Vec<(MlirOperation, usize)> {
    let mut out = Vec::new();
    // SAFETY: `v` is live; the use list ends at a null operand and each use
    // is only read.
    unsafe {
        let mut u = mlirValueGetFirstUse(v);
        while !u.ptr.is_null() {
            out.push((mlirOpOperandGetOwner(u), mlirOpOperandGetOperandNumber(u) as usize));
            u = mlirOpOperandGetNextUse(u);
        }
    }
    out
}

/// Sets the (inherent or discardable) attribute `name` of `op`.
pub fn set_attr(op: MlirOperation, name: &str, attr: MlirAttribute) {
    // SAFETY: `op` and `attr` are live; the name is copied.
    unsafe { mlirOperationSetAttributeByName(op, string_ref(name), attr) }
}

/// Drops `op`'s attribute `name` (nothing when it has none).
pub fn remove_attr(op: MlirOperation, name: &str) {
    // SAFETY: `op` is live; the name is copied.
    unsafe { mlirOperationRemoveAttributeByName(op, string_ref(name)) };
}

/// Emits an error at `op`'s location (`'name' op message`).
pub fn emit_op_error(op: MlirOperation, message: &str) {
    // SAFETY: `op` is live; `message` outlives the call.
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
                GepIndex::Const(c) => raw.push(*c),
                GepIndex::Value(v) => {
                    // GEPOp::kDynamicIndex: the index is the next operand.
                    raw.push(i32::MIN);
                    operands.push(*v);
                }
            }
        }
        let raw = typed::dense_i32_array(self.ctx, &raw);
        let elem = typed::type_attr(elem_ty);
        self.op1(llvm::GEPOperation::name(), &operands, ptr_ty, &[("elem_type", elem), ("rawConstantIndices", raw)])
    }

    /// `llvm.load ptr : ty`.
    pub fn load(&self, ptr: MlirValue, ty: MlirType) -> MlirValue {
        self.op1(llvm::LoadOperation::name(), &[ptr], ty, &[])
    }

    /// `llvm.store value, ptr`.
    pub fn store(&self, value: MlirValue, ptr: MlirValue) {
        self.op(llvm::StoreOperation::name(), &[value, ptr], &[], &[]);
    }

    /// `llvm.call @callee(args)`; the callee must be declared (see `declare_func`).
    pub fn call(&self, callee: &str, args: &[MlirValue], result: Option<MlirType>) -> Option<MlirValue> {
        let callee_attr = typed::symbol_ref(self.ctx, callee);
        let (seg, bundles) = self.call_segments(args.len());
        let results: Vec<MlirType> = result.into_iter().collect();
        // melior's generated `llvm.call` builder leaves `operandSegmentSizes`
        // empty (AttrSizedOperandSegments), so the op is assembled here.
        let op = self.op(
            llvm::CallOperation::name(),
            args,
            &results,
            &[("callee", callee_attr), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
        );
        result.map(|_| result0(op))
    }

    /// `llvm.call_intrinsic "name"(args) -> result`.
    pub fn call_intrinsic(&self, name: &str, args: &[MlirValue], result: MlirType) -> MlirValue {
        let (seg, bundles) = self.call_segments(args.len());
        self.op1(
            llvm::CallIntrinsicOperation::name(),
            args,
            result,
            &[("intrin", self.str_attr(name)), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
        )
    }

    /// `llvm.call_intrinsic` of an intrinsic without a result.
    pub fn call_intrinsic_void(&self, name: &str, args: &[MlirValue]) {
        let (seg, bundles) = self.call_segments(args.len());
        self.op(
            llvm::CallIntrinsicOperation::name(),
            args,
            &[],
            &[("intrin", self.str_attr(name)), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
        );
    }

    /// `cf.cond_br cond, t(t_args), f(f_args)`.
    pub fn cond_br(
        &self,
        cond: MlirValue,
        (t, t_args): (MlirBlock, &[MlirValue]),
        (f, f_args): (MlirBlock, &[MlirValue]),
    ) {
        let mut operands = vec![cond];
        operands.extend_from_slice(t_args);
        operands.extend_from_slice(f_args);
        let seg = typed::dense_i32_array(self.ctx, &[1, t_args.len() as i32, f_args.len() as i32]);
        self.op_full(
            cf::CondBranchOperation::name(),
            &operands,
            &[],
            &[("operandSegmentSizes", seg)],
            Vec::new(),
            &[t, f],
        );
    }

    /// Scalar `arith.cmpi pred, a, b` (arith's `CmpIPredicate` has the cases
    /// and values of LLVM's `ICmpPredicate`).
    pub fn cmpi(&self, pred: typed::ICmpPredicate, a: MlirValue, b: MlirValue) -> MlirValue {
        let attrs = [("predicate", typed::icmp_predicate(self.ctx, pred))];
        self.op1(arith::CmpIOperation::name(), &[a, b], self.int_type(1), &attrs)
    }

    /// `llvm.mlir.addressof @symbol : ptr_ty`.
    pub fn address_of(&self, symbol: &str, ptr_ty: MlirType) -> MlirValue {
        let sym = typed::symbol_ref(self.ctx, symbol);
        self.op1(llvm::AddressOfOperation::name(), &[], ptr_ty, &[("global_name", sym)])
    }

    /// `operandSegmentSizes` (`n_args` call operands, no bundle operands) and
    /// the empty `op_bundle_sizes` of `llvm.call` / `llvm.call_intrinsic`.
    fn call_segments(&self, n_args: usize) -> (MlirAttribute, MlirAttribute) {
        (typed::dense_i32_array(self.ctx, &[n_args as i32, 0]), typed::dense_i32_array(self.ctx, &[]))
    }

    /// `builtin.unrealized_conversion_cast v : T to ty`.
    pub fn cast(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        self.op1(builtin::UnrealizedConversionCastOperation::name(), &[v], ty, &[])
    }

    /// `scf.if cond { … }` without results; returns a builder for the then
    /// block (before its `scf.yield`).
    pub fn if_then(&self, cond: MlirValue) -> Builder {
        let block = new_block(&[], self.loc);
        // SAFETY: fresh regions; the block moves into the then region, and
        // both regions move into the `scf.if` below.
        let (then_region, else_region) = unsafe {
            let then_region = mlirRegionCreate();
            mlirRegionAppendOwnedBlock(then_region, block);
            (then_region, mlirRegionCreate())
        };
        self.op_full(scf::IfOperation::name(), &[cond], &[], &[], vec![then_region, else_region], &[]);
        let inner = Builder::at_end(self.ctx, block, self.loc);
        let y = inner.op(scf::YieldOperation::name(), &[], &[], &[]);
        Builder { before: Some(y), ..inner }
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
        // SAFETY: a fresh region takes ownership of the fresh block; the
        // region moves into the `scf.for` below.
        let region = unsafe {
            let region = mlirRegionCreate();
            mlirRegionAppendOwnedBlock(region, block);
            region
        };
        let mut operands = vec![lb, ub, step];
        operands.extend_from_slice(inits);
        let op = self.op_full(scf::ForOperation::name(), &operands, &types[1..], &[], vec![region], &[]);
        let args = block_args(block);
        (op, Builder::at_end(self.ctx, block, self.loc), args[0], args[1..].to_vec())
    }
}

/// Symbol names already defined in `module_body`.
pub fn symbol_names(module_body: MlirBlock) -> Vec<String> {
    block_ops(module_body).into_iter().filter_map(|op| get_attr(op, "sym_name")).filter_map(typed::str_value).collect()
}

/// Declares `llvm.func @name : fn_type` (an `!llvm.func`, see
/// `typed::llvm_func`) in `module_body` unless a symbol of that name exists.
pub fn declare_func(b: &Builder, module_body: MlirBlock, name: &str, fn_type: MlirType) {
    if symbol_names(module_body).iter().any(|n| n == name) {
        return;
    }
    let mb = b.at_block(module_body);
    let fty = typed::type_attr(fn_type);
    // SAFETY: a fresh (empty: a declaration) region, moved into the op.
    let region = unsafe { mlirRegionCreate() };
    mb.op_full(
        llvm::LLVMFuncOperation::name(),
        &[],
        &[],
        &[("sym_name", mb.str_attr(name)), ("function_type", fty)],
        vec![region],
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
        ("global_type", typed::type_attr(global_type)),
        ("linkage", typed::linkage(mb.ctx, typed::Linkage::Internal)),
        ("addr_space", mb.int_attr(mb.int_type(32), addr_space as i64)),
    ];
    if let Some(v) = value {
        attrs.push(("value", v));
    }
    if constant {
        attrs.push(("constant", mb.unit_attr()));
    }
    // SAFETY: a fresh region (the initializer body, empty), moved into the op.
    let region = unsafe { mlirRegionCreate() };
    mb.op_full(llvm::GlobalOperation::name(), &[], &[], &attrs, vec![region], &[]);
}

/// Defines a NUL-terminated string constant in global memory (or reuses an
/// identical one named `prefix_*`) and returns a generic `!llvm.ptr` to it at `b`.
pub fn global_string(b: &Builder, module_body: MlirBlock, prefix: &str, text: &str) -> MlirValue {
    let with_nul = format!("{text}\0");
    let value = b.str_attr(&with_nul);
    // Reuse an identical string of the same family (attributes are uniqued).
    let existing = block_ops(module_body).into_iter().find_map(|op| {
        let name = get_attr(op, "sym_name").and_then(typed::str_value)?;
        let same = name.starts_with(prefix) && get_attr(op, "value").is_some_and(|v| v.ptr == value.ptr);
        same.then_some(name)
    });
    let name = match existing {
        Some(n) => n,
        None => {
            let name = fresh_symbol(module_body, prefix);
            let ty = typed::llvm_array(b.int_type(8), with_nul.len() as u32);
            define_global(b, module_body, &name, ty, Some(value), 1, true);
            name
        }
    };
    let addr = b.address_of(&name, b.ptr_type(1));
    b.op1(llvm::AddrSpaceCastOperation::name(), &[addr], b.ptr_type(0), &[])
}

/// Bytes one element of scalar type `t` occupies in memory: integers and
/// floats by width (rounded up to bytes; tf32 is stored as f32), anything
/// else (pointers) 8.
pub fn storage_bytes(t: MlirType) -> i64 {
    if let Some(w) = typed::int_width(t) {
        ((w as i64 + 7) / 8).max(1)
    } else if typed::is_tf32(t) {
        4
    } else if let Some(w) = typed::float_width(t) {
        ((w as i64 + 7) / 8).max(1)
    } else {
        8
    }
}
