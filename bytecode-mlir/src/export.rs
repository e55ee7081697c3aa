//! A verified cuda_tile module → TileIR bytecode model (notes A §4.15).
//!
//! Strings, types, constants and debug attributes are numbered in first-use order
//! (dependencies first), so the same module always gives the same bytes.

use crate::diag::{Diagnostics, Result};
use crate::import::enum_kind_code;
use crate::util::*;
use melior::{
    dialect::ods::builtin,
    ir::{Attribute, AttributeLike, Location, TypeLike},
};
use mlir_sys::*;
use std::collections::HashMap;
use tileas_bytecode::{
    schema::{self, AttrKind, EnumKind, OpSchema, OperandKind, SchemaVersion},
    Attr, Block, Bytecode, DebugAttr, DebugInfo, Function, Global, Op, Region, SectionFrame, SectionId, Type, Version,
};
use tileas_dialects::{
    attrs, data_attrs, debug_info,
    ops::cuda_tile as ct,
    types::{
        FloatNV8E5M3FNUType, GatherScatterViewType, PartitionViewType, PointerType, StridedViewType, TensorViewType,
        TileType, TokenType,
    },
};

struct Exporter {
    bc: Bytecode,
    v: SchemaVersion,
    types: HashMap<usize, u64>,
    constants: HashMap<usize, u64>,
    debug: DebugInfo,
    debug_index: HashMap<usize, u64>,
    /// Value numbering: value pointer → index, and the stack of live values.
    value_index: HashMap<usize, u64>,
    live: Vec<usize>,
    /// Debug indices of the current function (None: the function has no debug slot).
    locs: Option<Vec<u64>>,
}

/// The `cuda_tile.module` to write: `op` itself, or the only op of a `builtin.module`.
pub(crate) unsafe fn find_cuda_tile_module(op: MlirOperation) -> Result<MlirOperation> {
    let name = op_name(op);
    if name == ct::ModuleOperation::name() {
        return Ok(op);
    }
    if name != builtin::ModuleOperation::name() {
        return Err(Diagnostics::error(format!("expected a CUDA Tile IR module, but got a {name}")));
    }
    let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    let first = mlirBlockGetFirstOperation(body);
    if first.ptr.is_null()
        || !mlirOperationGetNextInBlock(first).ptr.is_null()
        || op_name(first) != ct::ModuleOperation::name()
    {
        return Err(Diagnostics::error("expected a single CUDA Tile IR module in the MLIR module"));
    }
    Ok(first)
}

unsafe fn ops_of(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    let mut op = mlirBlockGetFirstOperation(block);
    while !op.ptr.is_null() {
        out.push(op);
        op = mlirOperationGetNextInBlock(op);
    }
    out
}

unsafe fn blocks_of(region: MlirRegion) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    let mut b = mlirRegionGetFirstBlock(region);
    while !b.ptr.is_null() {
        out.push(b);
        b = mlirBlockGetNextInRegion(b);
    }
    out
}

/// Checks the module holds only entries and globals, and only cuda_tile ops.
unsafe fn verify_self_contained(module: MlirOperation) -> Result<()> {
    let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
    for op in ops_of(body) {
        let n = op_name(op);
        if n != ct::EntryOperation::name() && n != ct::GlobalOperation::name() {
            return Err(Diagnostics::error("only function and global ops are allowed in the body")
                .with_note(format!("invalid op: {n}")));
        }
    }
    unsafe fn walk(op: MlirOperation) -> Result<()> {
        let n = op_name(op);
        if !n.starts_with("cuda_tile.") {
            return Err(Diagnostics::error("only ops from the 'cuda_tile' dialect are allowed")
                .with_note(format!("invalid op: {n}")));
        }
        for r in 0..mlirOperationGetNumRegions(op) {
            for b in blocks_of(mlirOperationGetRegion(op, r)) {
                for o in ops_of(b) {
                    walk(o)?;
                }
            }
        }
        Ok(())
    }
    for op in ops_of(body) {
        walk(op)?;
    }
    Ok(())
}

/// The `version` of a `cuda_tile.module` (verified: 13.1 to 13.5), 13.1 when absent.
unsafe fn module_version(module: MlirOperation) -> SchemaVersion {
    let text = attr_by_name(module, "version")
        .filter(|a| mlirAttributeIsAString(*a))
        .map(|a| str_of(mlirStringAttrGetValue(a)))
        .unwrap_or_default();
    schema::ALL_VERSIONS.into_iter().find(|v| format!("{}.{}", v.major, v.minor) == text).unwrap_or(schema::V13_1)
}

/// Writes the model of a verified module (`builtin.module` holding one
/// `cuda_tile.module`, or the `cuda_tile.module` itself).
pub unsafe fn export(op: MlirOperation) -> Result<Bytecode> {
    let module = find_cuda_tile_module(op)?;
    verify_self_contained(module)?;
    // Ops are written in the form of the module's cuda_tile version (13.1 without one);
    // the writer then picks the oldest version that holds them.
    let v = module_version(module);
    let mut bc = Bytecode::empty(Version { major: v.major, minor: v.minor, tag: Version::V13_1.tag });
    bc.layout.clear();
    let mut e = Exporter {
        bc,
        v,
        types: HashMap::new(),
        constants: HashMap::new(),
        debug: DebugInfo::default(),
        debug_index: HashMap::new(),
        value_index: HashMap::new(),
        live: Vec::new(),
        locs: None,
    };
    if let Some(producer) = attr_by_name(module, "producer") {
        // The producer section (13.3+): the string index of the tool's name.
        let index = e.string_attr_value(producer, "producer")?;
        let mut payload = Vec::new();
        tileas_bytecode::encoding::write_varint(&mut payload, index);
        e.bc.producer = Some(payload);
    }
    let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
    for op in ops_of(body) {
        if op_name(op) == ct::GlobalOperation::name() {
            e.global(op)?;
        }
    }
    for op in ops_of(body) {
        if op_name(op) == ct::EntryOperation::name() {
            let name = attr_by_name(op, "sym_name").map(|a| str_of(mlirStringAttrGetValue(a))).unwrap_or_default();
            e.function(op)
                .map_err(|d| Diagnostics::error(format!("failed to write function '{name}'")).with_lines(d.lines))?;
        }
    }
    let mut bc = e.bc;
    // OSS writer order: Global, Func, Constant, Debug, Type, String.
    if !bc.globals.is_empty() {
        bc.layout.push(SectionFrame::new(SectionId::Global));
    }
    bc.layout.push(SectionFrame { end_padding: Some(8), ..SectionFrame::new(SectionId::Func) });
    if !bc.constants.is_empty() {
        bc.layout.push(SectionFrame::new(SectionId::Constant));
    }
    if !e.debug.slots.is_empty() {
        bc.debug = Some(e.debug);
        bc.layout.push(SectionFrame::new(SectionId::Debug));
    }
    bc.layout.push(SectionFrame::new(SectionId::Type));
    bc.layout.push(SectionFrame::new(SectionId::String));
    Ok(bc)
}

fn err(m: impl Into<String>) -> Diagnostics {
    Diagnostics::error(m)
}

impl Exporter {
    fn string(&mut self, s: &[u8]) -> u64 {
        self.bc.intern_string(s)
    }

    unsafe fn string_attr_value(&mut self, a: MlirAttribute, what: &str) -> Result<u64> {
        if mlirAttributeIsAString(a) {
            Ok(self.string(&bytes_of(mlirStringAttrGetValue(a))))
        } else if mlirAttributeIsAFlatSymbolRef(a) {
            Ok(self.string(&bytes_of(mlirFlatSymbolRefAttrGetValue(a))))
        } else {
            Err(err(format!("attribute '{what}' must be a string, got {}", attr_to_string(a))))
        }
    }

    // ---- types --------------------------------------------------------------------

    unsafe fn ty(&mut self, t: MlirType) -> Result<u64> {
        if let Some(&i) = self.types.get(&(t.ptr as usize)) {
            return Ok(i);
        }
        let model = self.type_model(t)?;
        let i = self.bc.intern_type(model);
        self.types.insert(t.ptr as usize, i);
        Ok(i)
    }

    unsafe fn type_model(&mut self, t: MlirType) -> Result<Type> {
        if mlirTypeIsAInteger(t) {
            return Ok(match mlirIntegerTypeGetWidth(t) {
                1 => Type::I1,
                4 => Type::I4,
                8 => Type::I8,
                16 => Type::I16,
                32 => Type::I32,
                64 => Type::I64,
                _ => return Err(err(format!("unsupported integer type width: {}", type_to_string(t)))),
            });
        }
        let floats: [(unsafe extern "C" fn(MlirType) -> bool, Type); 9] = [
            (mlirTypeIsAF16, Type::F16),
            (mlirTypeIsABF16, Type::BF16),
            (mlirTypeIsAF32, Type::F32),
            (mlirTypeIsATF32, Type::TF32),
            (mlirTypeIsAF64, Type::F64),
            (mlirTypeIsAFloat8E4M3FN, Type::F8E4M3FN),
            (mlirTypeIsAFloat8E5M2, Type::F8E5M2),
            (mlirTypeIsAFloat8E8M0FNU, Type::F8E8M0FNU),
            (mlirTypeIsAFloat4E2M1FN, Type::F4E2M1FN),
        ];
        for (is, model) in floats {
            if is(t) {
                // f8E8M0FNU (13.2) and f4E2M1FN (13.3), like i4, decide the file's version when written.
                return Ok(model);
            }
        }
        let ty = melior::ir::Type::from_raw(t);
        if TokenType::isa(ty) {
            return Ok(Type::Token);
        }
        if FloatNV8E5M3FNUType::isa(ty) {
            return Ok(Type::F8E5M3FNU);
        }
        if let Ok(p) = PointerType::try_from(ty) {
            let ptr_attr = p.ptr_attr().map(|c| c as u64);
            return Ok(Type::Ptr { pointee: self.ty(p.pointee_type().to_raw())?, ptr_attr });
        }
        if let Ok(tile) = TileType::try_from(ty) {
            let elem = self.ty(tile.element_type().to_raw())?;
            return Ok(Type::Tile { elem, shape: tile.shape() });
        }
        if let Ok(tv) = TensorViewType::try_from(ty) {
            let elem = self.ty(tv.element_type().to_raw())?;
            let ptr_attr = tv.ptr_attr().map(|c| c as u64);
            return Ok(Type::TensorView { elem, shape: tv.shape(), strides: tv.strides(), ptr_attr });
        }
        if let Ok(pv) = PartitionViewType::try_from(ty) {
            let tile_shape = pv.tile_shape();
            let tensor_view = self.ty(pv.tensor_view().to_type().to_raw())?;
            let dim_map = pv.dim_map();
            let padding = pv.padding_value().map(|p| p as u64);
            return Ok(Type::PartitionView { tile_shape, tensor_view, dim_map, padding });
        }
        if let Ok(sv) = StridedViewType::try_from(ty) {
            let tensor_view = self.ty(sv.tensor_view().to_type().to_raw())?;
            return Ok(Type::StridedView {
                tile_shape: sv.tile_shape(),
                traversal_strides: sv.traversal_strides(),
                tensor_view,
                dim_map: sv.dim_map(),
                padding: sv.padding_value().map(|p| p as u64),
            });
        }
        if let Ok(gv) = GatherScatterViewType::try_from(ty) {
            let tensor_view = self.ty(gv.tensor_view().to_type().to_raw())?;
            return Ok(Type::GatherScatterView {
                tile_shape: gv.tile_shape(),
                tensor_view,
                sparse_dim: gv.sparse_dim(),
                padding: gv.padding_value().map(|p| p as u64),
            });
        }
        if mlirTypeIsAFunction(t) {
            let inputs = (0..mlirFunctionTypeGetNumInputs(t))
                .map(|i| self.ty(mlirFunctionTypeGetInput(t, i)))
                .collect::<Result<Vec<_>>>()?;
            let results = (0..mlirFunctionTypeGetNumResults(t))
                .map(|i| self.ty(mlirFunctionTypeGetResult(t, i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(Type::Function { inputs, results });
        }
        Err(err(format!("unsupported type in bytecode writer: {}", type_to_string(t))))
    }

    // ---- attributes ---------------------------------------------------------------

    unsafe fn constant(&mut self, a: MlirAttribute, what: &str) -> Result<u64> {
        if !mlirAttributeIsADenseElements(a)
            || !(mlirAttributeIsADenseIntElements(a) || mlirAttributeIsADenseFPElements(a))
        {
            return Err(err(format!(
                "unsupported attribute type encountered during serialization of attribute '{what}': {}",
                attr_to_string(a)
            )));
        }
        if let Some(&i) = self.constants.get(&(a.ptr as usize)) {
            return Ok(i);
        }
        let raw = data_attrs::dense_elements_raw_data(Attribute::from_raw(a)).unwrap_or_default();
        if raw.is_empty() {
            return Err(err("constant has empty serialized representation, which is invalid"));
        }
        self.bc.constants.push(raw);
        let i = (self.bc.constants.len() - 1) as u64;
        self.constants.insert(a.ptr as usize, i);
        Ok(i)
    }

    unsafe fn int_value(a: MlirAttribute) -> i64 {
        let t = mlirAttributeGetType(a);
        let w = if mlirTypeIsAInteger(t) { mlirIntegerTypeGetWidth(t) } else { 64 };
        crate::apint::model_value(w, mlirIntegerAttrGetValueInt(a) as u64)
    }

    /// A self-contained attribute.
    unsafe fn tagged(&mut self, a: MlirAttribute, what: &str) -> Result<Attr> {
        if mlirAttributeIsABool(a) {
            return Ok(Attr::Bool(mlirBoolAttrGetValue(a)));
        }
        if mlirAttributeIsAInteger(a) {
            let ty = self.ty(mlirAttributeGetType(a))?;
            return Ok(Attr::Integer { ty, value: Self::int_value(a) });
        }
        if let Some(bits) = data_attrs::float_bits(Attribute::from_raw(a)) {
            let ty = self.ty(mlirAttributeGetType(a))?;
            return Ok(Attr::Float { ty, bits: bits as i64 });
        }
        if mlirAttributeIsAType(a) {
            return Ok(Attr::Type(self.ty(mlirTypeAttrGetValue(a))?));
        }
        if mlirAttributeIsAString(a) {
            return Ok(Attr::String(self.string_attr_value(a, what)?));
        }
        if mlirAttributeIsAArray(a) {
            let items = (0..mlirArrayAttrGetNumElements(a))
                .map(|i| self.tagged(mlirArrayAttrGetElement(a, i), what))
                .collect::<Result<Vec<_>>>()?;
            return Ok(Attr::Array(items));
        }
        if mlirAttributeIsADictionary(a) {
            return Ok(Attr::Dictionary(self.dictionary(a, what)?));
        }
        if mlirAttributeIsADenseElements(a) {
            let ty = self.ty(mlirAttributeGetType(a))?;
            return Ok(Attr::DenseElements { ty, constant: self.constant(a, what)? });
        }
        if let Some(h) = data_attrs::OptimizationHints::from_attribute(Attribute::from_raw(a)) {
            return Ok(Attr::OptimizationHints(self.dictionary(h.dictionary().to_raw(), what)?));
        }
        if let Some(p) = crate::views::predicate_model(Attribute::from_raw(a)) {
            return Ok(p);
        }
        Err(err(format!(
            "unsupported attribute type encountered during serialization of attribute '{what}': {}",
            attr_to_string(a)
        )))
    }

    unsafe fn dictionary(&mut self, d: MlirAttribute, what: &str) -> Result<Vec<(u64, Attr)>> {
        let mut out = Vec::new();
        for i in 0..mlirDictionaryAttrGetNumElements(d) {
            let na = mlirDictionaryAttrGetElement(d, i);
            let key = self.string(ident_str(na.name).as_bytes());
            out.push((key, self.tagged(na.attribute, what)?));
        }
        Ok(out)
    }

    unsafe fn inline_attr(&mut self, name: &str, kind: AttrKind, a: MlirAttribute) -> Result<Attr> {
        let mismatch = || {
            err(format!(
                "unsupported attribute type encountered during serialization of attribute '{name}': {}",
                attr_to_string(a)
            ))
        };
        Ok(match kind {
            AttrKind::Enum(k) => {
                match enum_kind_code(k).and_then(|code| attrs::enum_value(Attribute::from_raw(a), code)) {
                    Some(value) => Attr::Enum(value as u64),
                    None => return Err(mismatch()),
                }
            }
            AttrKind::Unit => Attr::Unit,
            AttrKind::Bool => {
                if !mlirAttributeIsABool(a) {
                    return Err(mismatch());
                }
                Attr::Bool(mlirBoolAttrGetValue(a))
            }
            AttrKind::Int(w) => {
                if !mlirAttributeIsAInteger(a) {
                    return Err(mismatch());
                }
                let v = mlirIntegerAttrGetValueInt(a) as u64;
                let v = if w >= 64 { v } else { v & ((1u64 << w) - 1) };
                Attr::Int(v)
            }
            AttrKind::Type => {
                if !mlirAttributeIsAType(a) {
                    return Err(mismatch());
                }
                Attr::Type(self.ty(mlirTypeAttrGetValue(a))?)
            }
            AttrKind::Str => Attr::String(self.string_attr_value(a, name)?),
            AttrKind::DenseI32Array => {
                if !mlirAttributeIsADenseI32Array(a) {
                    return Err(mismatch());
                }
                Attr::DenseI32Array(
                    (0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI32ArrayGetElement(a, i)).collect(),
                )
            }
            AttrKind::DenseI64Array => {
                if !mlirAttributeIsADenseI64Array(a) {
                    return Err(mismatch());
                }
                Attr::DenseI64Array(
                    (0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI64ArrayGetElement(a, i)).collect(),
                )
            }
            AttrKind::DenseBoolArray => {
                if !mlirAttributeIsADenseBoolArray(a) {
                    return Err(mismatch());
                }
                Attr::DenseBoolArray(
                    (0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseBoolArrayGetElement(a, i)).collect(),
                )
            }
            AttrKind::DenseElements => Attr::ConstantRef(self.constant(a, name)?),
            AttrKind::Array => {
                if !mlirAttributeIsAArray(a) {
                    return Err(mismatch());
                }
                match self.tagged(a, name)? {
                    arr @ Attr::Array(_) => arr,
                    _ => return Err(mismatch()),
                }
            }
            AttrKind::OptimizationHints => match self.tagged(a, name)? {
                h @ Attr::OptimizationHints(_) => h,
                _ => return Err(mismatch()),
            },
            AttrKind::SelfContained => self.tagged(a, name)?,
        })
    }

    // ---- debug info ---------------------------------------------------------------

    fn push_debug(&mut self, key: usize, a: DebugAttr) -> u64 {
        if let Some(&i) = self.debug_index.get(&key) {
            return i;
        }
        self.debug.attrs.push(a);
        let i = self.debug.attrs.len() as u64; // 1-based
        self.debug_index.insert(key, i);
        i
    }

    unsafe fn scope(&mut self, a: MlirAttribute) -> Result<u64> {
        let key = a.ptr as usize;
        if let Some(&i) = self.debug_index.get(&key) {
            return Ok(i);
        }
        let attr = Attribute::from_raw(a);
        let model = if let Some(f) = debug_info::file_info(attr) {
            DebugAttr::File { name: self.string(&f.name), directory: self.string(&f.directory) }
        } else if let Some(file) = debug_info::compile_unit_file(attr) {
            DebugAttr::CompileUnit { file: self.scope(file.to_raw())? }
        } else if let Some(sp) = debug_info::subprogram_info(attr) {
            let file = self.scope(sp.file.to_raw())?;
            let compile_unit = self.scope(sp.compile_unit.to_raw())?;
            DebugAttr::Subprogram {
                file,
                line: sp.line as u64,
                name: self.string(&sp.name),
                linkage_name: self.string(&sp.linkage_name),
                compile_unit,
                scope_line: sp.scope_line as u64,
                flags: None,
            }
        } else if let Some(b) = debug_info::lexical_block_info(attr) {
            let scope = self.scope(b.scope.to_raw())?;
            let file = self.scope(b.file.to_raw())?;
            DebugAttr::LexicalBlock { scope, file, line: b.line as u64, column: b.column as u64 }
        } else {
            return Err(err(format!("unsupported debug info attribute: {}", attr_to_string(a))));
        };
        Ok(self.push_debug(key, model))
    }

    /// Debug index of a location after the OSS canonicalization (0: UnknownLoc).
    unsafe fn loc(&mut self, l: MlirLocation) -> Result<u64> {
        let location = Location::from_raw(l);
        if let Some(scope) = debug_info::loc_scope(location) {
            let key = l.ptr as usize;
            if let Some(&i) = self.debug_index.get(&key) {
                return Ok(i);
            }
            let scope = self.scope(scope.to_raw())?;
            let (file, line, column) = debug_info::loc_source(location)
                .and_then(debug_info::file_line_col)
                .ok_or_else(|| err("#cuda_tile.di_loc without a file:line:col source location"))?;
            let filename = self.string(file.as_bytes());
            let model = DebugAttr::Loc { scope, filename, line: line as u64, column: column as u64 };
            return Ok(self.push_debug(key, model));
        }
        if mlirLocationIsAName(l) {
            return self.loc(mlirLocationNameGetChildLoc(l));
        }
        if mlirLocationIsAFused(l) {
            let n = mlirLocationFusedGetNumLocations(l) as usize;
            let mut members = vec![MlirLocation { ptr: std::ptr::null() }; n];
            mlirLocationFusedGetLocations(l, members.as_mut_ptr());
            for m in members {
                let i = self.loc(m)?;
                if i != 0 {
                    return Ok(i);
                }
            }
            return Ok(0);
        }
        if mlirLocationIsACallSite(l) {
            let callee = self.loc(mlirLocationCallSiteGetCallee(l))?;
            let caller = self.loc(mlirLocationCallSiteGetCaller(l))?;
            if callee == 0 || caller == 0 {
                return Ok(0);
            }
            return Ok(self.push_debug(l.ptr as usize, DebugAttr::CallSite { callee, caller }));
        }
        Ok(0)
    }

    // ---- values and ops -----------------------------------------------------------

    fn define(&mut self, v: MlirValue) {
        let i = self.live.len() as u64;
        self.live.push(v.ptr as usize);
        self.value_index.insert(v.ptr as usize, i);
    }

    fn truncate(&mut self, mark: usize) {
        for k in self.live.drain(mark..) {
            self.value_index.remove(&k);
        }
    }

    unsafe fn global(&mut self, op: MlirOperation) -> Result<()> {
        let name_attr = attr_by_name(op, "sym_name").ok_or_else(|| err("global without sym_name"))?;
        let name = self.string_attr_value(name_attr, "sym_name")?;
        let value = attr_by_name(op, "value").ok_or_else(|| err("global without value"))?;
        let ty = self.ty(mlirAttributeGetType(value))?;
        let constant = self.constant(value, "value")?;
        let alignment = attr_by_name(op, "alignment")
            .filter(|a| mlirAttributeIsAInteger(*a))
            .map_or(0, |a| mlirIntegerAttrGetValueUInt(a));
        // 13.3's `symbol_visibility` and `constant`; the writer drops the fields for
        // older versions, where only their defaults fit.
        let visibility = attr_by_name(op, "symbol_visibility")
            .zip(enum_kind_code(EnumKind::SymbolVisibility))
            .and_then(|(a, code)| attrs::enum_value(Attribute::from_raw(a), code))
            .map_or(0, u64::from);
        let constant_flag = u64::from(attr_by_name(op, "constant").is_some());
        let v13_3 = (visibility != 0 || constant_flag != 0).then_some((visibility, constant_flag));
        self.bc.globals.push(Global { name, ty, constant, alignment, v13_3 });
        Ok(())
    }

    unsafe fn function(&mut self, op: MlirOperation) -> Result<()> {
        use tileas_bytecode::func_flags::*;
        let name_attr = attr_by_name(op, "sym_name").ok_or_else(|| err("entry without sym_name"))?;
        let name = self.string_attr_value(name_attr, "sym_name")?;
        let ft = attr_by_name(op, "function_type")
            .filter(|a| mlirAttributeIsAType(*a))
            .ok_or_else(|| err("entry without function_type"))?;
        let signature = self.ty(mlirTypeAttrGetValue(ft))?;
        let mut flags = KERNEL;
        let mut hints = None;
        if let Some(h) = attr_by_name(op, "optimization_hints") {
            hints = Some(self.inline_attr("optimization_hints", AttrKind::OptimizationHints, h)?);
            flags |= HAS_HINTS;
        }
        // Debug slot: only functions whose location is a di_loc get one.
        let floc = self.loc(mlirOperationGetLocation(op))?;
        self.locs = (floc != 0).then(|| vec![floc]);

        let region = mlirOperationGetRegion(op, 0);
        let blocks = blocks_of(region);
        if blocks.len() != 1 {
            return Err(err(format!("entry must have exactly one block, has {}", blocks.len())));
        }
        self.value_index.clear();
        self.live.clear();
        let block = blocks[0];
        for i in 0..mlirBlockGetNumArguments(block) {
            self.define(mlirBlockGetArgument(block, i));
        }
        let mut body = Vec::new();
        for o in ops_of(block) {
            body.push(self.op(o)?);
        }
        self.truncate(0);
        let loc = match self.locs.take() {
            Some(slot) => {
                self.debug.slots.push(slot);
                self.debug.slots.len() as u64
            }
            None => 0,
        };
        self.bc.functions.push(Function { name, signature, flags, loc, hints, arg_attrs: None, body });
        Ok(())
    }

    unsafe fn op(&mut self, op: MlirOperation) -> Result<Op> {
        let v = self.v;
        let full = op_name(op);
        let s: &'static OpSchema = schema::lookup_name(v, &full).ok_or_else(|| {
            Diagnostics::error("operation not supported in bytecode (missing from BytecodeOpcodes.td)")
                .with_note(format!("op: {full}"))
        })?;
        let wrap = |d: Diagnostics| err(format!("failed to write operation '{full}'")).with_lines(d.lines);
        if self.locs.is_some() {
            let l = self.loc(mlirOperationGetLocation(op)).map_err(wrap)?;
            self.locs.as_mut().expect("checked").push(l);
        }
        let n_results = mlirOperationGetNumResults(op) as usize;
        if !s.counted_results(v) && n_results != s.fixed_results(v) {
            return Err(wrap(err(format!("expected {} results, got {n_results}", s.fixed_results(v)))));
        }
        let mut result_types = Vec::new();
        for i in 0..n_results {
            result_types.push(self.ty(mlirValueGetType(mlirOperationGetResult(op, i as isize))).map_err(wrap)?);
        }

        let mut attrs = Vec::new();
        for spec in s.attrs_for(v) {
            let a = match attr_by_name(op, spec.name) {
                Some(a) => Some(self.inline_attr(spec.name, spec.kind, a).map_err(wrap)?),
                None if spec.optional => None,
                // An `inbounds` left unset: all false, sized below.
                None if spec.name == "inbounds" && spec.kind == AttrKind::DenseBoolArray => {
                    Some(Attr::DenseBoolArray(Vec::new()))
                }
                // A later version's DefaultValuedAttr left unset: its ODS default.
                None if spec.since > schema::V13_1 && tileas_bytecode::version::default_attr(s, spec, 0).is_some() => {
                    tileas_bytecode::version::default_attr(s, spec, 0)
                }
                // DefaultValuedAttr left unset: the default is value 0 for every such
                // attribute of 13.1 (enums, alignment).
                None => match spec.kind {
                    AttrKind::Enum(EnumKind::SymbolVisibility) | AttrKind::Enum(_) => Some(Attr::Enum(0)),
                    AttrKind::Int(_) => Some(Attr::Int(0)),
                    AttrKind::Bool => Some(Attr::Bool(false)),
                    _ => return Err(wrap(err(format!("missing required attribute '{}'", spec.name)))),
                },
            };
            attrs.push(a);
        }

        // Operands by ODS group.
        let n_operands = mlirOperationGetNumOperands(op) as usize;
        let groups: Vec<_> = s.operands_for(v).collect();
        let sizes: Vec<usize> = if s.attr_sized_operands && groups.len() > 1 {
            let seg = attr_by_name(op, "operandSegmentSizes")
                .filter(|a| mlirAttributeIsADenseI32Array(*a))
                .ok_or_else(|| wrap(err("missing operandSegmentSizes")))?;
            let n = mlirDenseArrayGetNumElements(seg) as usize;
            if n != groups.len() {
                return Err(wrap(err(format!("operandSegmentSizes has {n} entries, expected {}", groups.len()))));
            }
            (0..n).map(|i| mlirDenseI32ArrayGetElement(seg, i as isize).max(0) as usize).collect()
        } else {
            let singles = groups.iter().filter(|g| g.kind == OperandKind::Single).count();
            let others = groups.len() - singles;
            if n_operands < singles || (others == 0 && n_operands != singles) || others > 1 {
                return Err(wrap(err(format!("cannot split {n_operands} operands into the ODS operand groups"))));
            }
            groups.iter().map(|g| if g.kind == OperandKind::Single { 1 } else { n_operands - singles }).collect()
        };
        if sizes.iter().sum::<usize>() != n_operands {
            return Err(wrap(err("operand segment sizes do not add up to the operand count")));
        }
        let mut operands = Vec::new();
        let mut k = 0;
        for (g, &n) in groups.iter().zip(&sizes) {
            if (g.kind == OperandKind::Single && n != 1) || (g.kind == OperandKind::Optional && n > 1) {
                return Err(wrap(err(format!("operand group '{}' has {n} operands", g.name))));
            }
            let mut idx = Vec::new();
            for _ in 0..n {
                let val = mlirOperationGetOperand(op, k as isize);
                let i = *self
                    .value_index
                    .get(&(val.ptr as usize))
                    .ok_or_else(|| wrap(err(format!("operand {k} is not visible in the bytecode value scope"))))?;
                idx.push(i);
                k += 1;
            }
            operands.push(idx);
        }
        // An `inbounds` left unset (the dialect does not hold it) is all false, one
        // entry per index: NVIDIA's readers check its size against the indices.
        if let Some(i) = groups.iter().position(|g| g.name == "index") {
            let rank = operands[i].len();
            for (spec, a) in s.attrs_for(v).zip(attrs.iter_mut()) {
                if spec.name == "inbounds" && matches!(a, Some(Attr::DenseBoolArray(b)) if b.is_empty()) {
                    *a = Some(Attr::DenseBoolArray(vec![false; rank]));
                }
            }
        }

        let mut regions = Vec::new();
        for r in 0..mlirOperationGetNumRegions(op) {
            let mut region = Region::default();
            for b in blocks_of(mlirOperationGetRegion(op, r)) {
                let mark = self.live.len();
                let mut args = Vec::new();
                for i in 0..mlirBlockGetNumArguments(b) {
                    let a = mlirBlockGetArgument(b, i);
                    args.push(self.ty(mlirValueGetType(a)).map_err(wrap)?);
                    self.define(a);
                }
                let mut ops = Vec::new();
                for o in ops_of(b) {
                    ops.push(self.op(o)?);
                }
                self.truncate(mark);
                region.blocks.push(Block { args, ops });
            }
            regions.push(region);
        }
        if regions.len() != s.regions as usize {
            return Err(wrap(err(format!("expected {} regions, got {}", s.regions, regions.len()))));
        }
        for i in 0..n_results {
            self.define(mlirOperationGetResult(op, i as isize));
        }
        Ok(Op { opcode: s.opcode as u64, result_types, attrs, operands, regions, extra_flags: 0 })
    }
}
