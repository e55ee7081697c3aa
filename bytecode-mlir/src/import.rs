//! TileIR bytecode model → `builtin.module { cuda_tile.module @kernels { ... } }`
//! (notes A §4.14).
//!
//! Ops are created generically by name (`OperationState`) from the per-opcode
//! schema of `tileas-bytecode`, whose attribute and operand names are the ODS
//! ones; AttrSizedOperandSegments ops get `operandSegmentSizes`. Types and
//! attributes go through the dialect's C API; dense constants are rebuilt from
//! the constant pool with the type the context gives (first result type, or the
//! global's type). Locations come from the Debug section. The result is
//! verified before it is returned.

use crate::diag::{Capture, Diagnostics, Result};
use crate::util::*;
use melior::{
    ir::{operation::OperationLike, Attribute, AttributeLike, Location, Module, TypeLike},
    Context,
};
use mlir_sys::*;
use tileas_bytecode::{
    schema::{AttrKind, EnumKind, OpSchema, SchemaVersion},
    Attr, Block, Bytecode, DebugAttr, Op, Region, Type,
};
use tileas_dialects::{
    debug_info,
    ops::cuda_tile as ct,
    types::{FloatNV8E5M3FNUType, PointerType, TileType, TokenType},
};
use tileas_sys::string_ref;

/// What a debug-attribute index stands for once materialized.
#[derive(Clone, Copy)]
enum DebugValue {
    Loc(MlirLocation),
    Attr(MlirAttribute),
}

struct Importer<'a> {
    context: &'a Context,
    ctx: MlirContext,
    bc: &'a Bytecode,
    v: SchemaVersion,
    /// The file's own version (`v` is the model's, after moving ops to the dialect's).
    file_version: SchemaVersion,
    types: Vec<Option<MlirType>>,
    types_busy: Vec<bool>,
    debug: Vec<Option<DebugValue>>,
    debug_busy: Vec<bool>,
    /// Value table (§4.9): indices are positions; blocks truncate on exit.
    values: Vec<MlirValue>,
    /// Debug slot of the function being read, and the next entry to use.
    slot: Option<(usize, usize)>,
    capture_lines: Vec<String>,
}

/// The newest bytecode version the importer reads into the cuda_tile dialect. A file of
/// a later version than 13.1 gives a module with that `version`; op records are moved to
/// the form the dialect holds for each op ([`dialect_op_version`]), so a field the
/// dialect lacks must hold its default (else the error names it and its version).
pub const DIALECT_VERSION: SchemaVersion = tileas_bytecode::schema::V13_5;

/// The ops whose every field of 13.2-13.5 the cuda_tile dialect holds: the ops those
/// versions added (atan2, pack, unpack, insert, fpowi, the gdc and alias-fence ops, alloca,
/// atomic_red_view_tko with its 13.5 `inbounds`, mmaf_scaled) and the 13.1 ops they
/// extended (tanh and exp `rounding_mode`, negi `overflow`, for `unsignedCmp`, ftoi
/// `saturating`, mmaf `fast_acc`, ftof's 13.4 `nearest_away`).
fn dialect_holds_newest(s: &OpSchema) -> bool {
    let held = [
        ct::TanHOperation::name(),
        ct::ExpOperation::name(),
        ct::NegIOperation::name(),
        ct::ForOperation::name(),
        ct::FToIOperation::name(),
        ct::FToFOperation::name(),
        ct::MmaFOperation::name(),
        ct::Atan2Operation::name(),
        ct::PackOperation::name(),
        ct::UnpackOperation::name(),
        ct::InsertOperation::name(),
        ct::FPowIOperation::name(),
        ct::GdcLaunchDependentsTkoOperation::name(),
        ct::GdcWaitTkoOperation::name(),
        ct::MemoryFenceAliasTkoOperation::name(),
        ct::AllocaOperation::name(),
        ct::MmaFScaledOperation::name(),
        ct::AtomicRedViewTkoOperation::name(),
        ct::MakeStridedViewOperation::name(),
        ct::MakeGatherScatterViewOperation::name(),
        ct::MultimemLoadReduceViewTkoOperation::name(),
        ct::MultimemReduceViewTkoOperation::name(),
        ct::MultimemStoreViewTkoOperation::name(),
    ];
    held.iter().any(|n| n.strip_prefix("cuda_tile.") == Some(s.name))
}

/// The newest version of `s`'s op record that the cuda_tile dialect holds: 13.1's for
/// most ops; `print_tko` (13.2's renamed `print`, with tokens) as of 13.2; the newest for
/// the ops of [`dialect_holds_newest`].
pub fn dialect_op_version(s: &OpSchema) -> SchemaVersion {
    if dialect_holds_newest(s) {
        tileas_bytecode::schema::NEWEST
    } else if s.renamed_13_2.is_some() {
        tileas_bytecode::schema::V13_2
    } else {
        tileas_bytecode::schema::V13_1
    }
}

/// Builds and verifies the module for a decoded bytecode file of any supported
/// version: the model is first moved to [`DIALECT_VERSION`] (fields a later version
/// added must hold their defaults); what the dialect cannot represent is an error that
/// names it and the version that introduced it.
pub fn import<'c>(context: &'c Context, bc: &Bytecode) -> Result<Module<'c>> {
    let v = bc.version.schema();
    if v > DIALECT_VERSION {
        return Err(Diagnostics::error(format!(
            "bytecode {v} file: tileas' cuda_tile dialect reads versions up to {DIALECT_VERSION}"
        )));
    }
    if v != tileas_bytecode::schema::V13_1 {
        // Globals' 13.3 fields and the producer are not op records: the dialect holds
        // them (or says it cannot), so they are left out of the move and put back.
        let mut ops_only = bc.clone();
        for g in ops_only.globals.iter_mut() {
            g.v13_3 = None;
        }
        ops_only.producer = None;
        let moved = tileas_bytecode::version::reshape_ops_per_op(
            &ops_only,
            tileas_bytecode::schema::V13_1,
            &dialect_op_version,
        )
        .map_err(|e| {
            Diagnostics::error(format!(
                "bytecode {v} file: {}",
                e.to_string().replace(
                    &format!("but targeting {}", tileas_bytecode::schema::V13_1),
                    "which tileas' cuda_tile dialect does not support yet"
                )
            ))
        })?;
        let mut moved = moved;
        for (g, original) in moved.globals.iter_mut().zip(&bc.globals) {
            g.v13_3 = original.v13_3;
        }
        moved.producer = bc.producer.clone();
        return import_model(context, &moved, v);
    }
    import_model(context, bc, v)
}

fn import_model<'c>(context: &'c Context, bc: &Bytecode, file_version: SchemaVersion) -> Result<Module<'c>> {
    let capture = Capture::new(context);
    let mut imp = Importer {
        context,
        ctx: context.to_raw(),
        bc,
        v: bc.version.schema(),
        file_version,
        types: vec![None; bc.types.len()],
        types_busy: vec![false; bc.types.len()],
        debug: vec![None; bc.debug.as_ref().map_or(0, |d| d.attrs.len())],
        debug_busy: vec![false; bc.debug.as_ref().map_or(0, |d| d.attrs.len())],
        values: Vec::new(),
        slot: None,
        capture_lines: Vec::new(),
    };
    let module = Module::new(Location::unknown(context));
    // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
    // pointer argument (strings, arrays) points into Rust data that outlives the call.
    let built = unsafe { imp.build_module(module.to_raw(), &capture) };
    let built = built.and_then(|()| {
        if !module.as_operation().verify() {
            Err(Diagnostics::error("verification failed for deserialized cuda_tile::ModuleOp")
                .with_lines(capture.take()))
        } else {
            Ok(())
        }
    });
    match built {
        Ok(()) => Ok(module),
        Err(e) => {
            drop(module);
            let mut lines = imp.capture_lines;
            lines.extend(capture.take());
            Err(e.with_lines(lines))
        }
    }
}

/// The dialect's enum kind code (its C API's) of a bytecode enum kind.
pub(crate) fn enum_kind_code(k: EnumKind) -> Option<u32> {
    use tileas_dialects::attrs::{self as a, CudaTileEnum};
    Some(match k {
        EnumKind::RoundingMode => a::RoundingMode::KIND,
        EnumKind::IntegerOverflow => a::IntegerOverflow::KIND,
        EnumKind::Signedness => a::Signedness::KIND,
        EnumKind::ComparisonPredicate => a::ComparisonPredicate::KIND,
        EnumKind::ComparisonOrdering => a::ComparisonOrdering::KIND,
        EnumKind::AtomicRMWMode => a::AtomicRmwMode::KIND,
        EnumKind::MemoryOrderingSemantics => a::MemoryOrderingSemantics::KIND,
        EnumKind::MemoryScope => a::MemoryScope::KIND,
        EnumKind::PaddingValue => a::PaddingValue::KIND,
        EnumKind::SymbolVisibility => a::SymbolVisibility::KIND,
        EnumKind::MultimemReductionKind => a::MultimemReductionKind::KIND,
    })
}

fn null_attr(a: MlirAttribute) -> Option<MlirAttribute> {
    (!a.ptr.is_null()).then_some(a)
}

impl Importer<'_> {
    fn unknown_loc(&self) -> MlirLocation {
        Location::unknown(self.context).to_raw()
    }

    fn string(&self, i: u64) -> Result<&[u8]> {
        self.bc.string(i).ok_or_else(|| Diagnostics::error(format!("string index {i} out of bounds")))
    }

    fn string_attr(&self, i: u64) -> Result<MlirAttribute> {
        let s = self.string(i)?;
        // SAFETY: the MLIR handles come from the live context/module this translation owns for the call, and every
        // pointer argument (strings, arrays) points into Rust data that outlives the call.
        Ok(unsafe { mlirStringAttrGet(self.ctx, bytes_ref(s)) })
    }

    fn utf8(&self, i: u64) -> Result<String> {
        String::from_utf8(self.string(i)?.to_vec())
            .map_err(|_| Diagnostics::error(format!("string {i} is not valid UTF-8")))
    }

    // ---- types --------------------------------------------------------------------

    unsafe fn ty(&mut self, i: u64, capture: &Capture) -> Result<MlirType> {
        let idx = usize::try_from(i).ok().filter(|&x| x < self.types.len());
        let Some(idx) = idx else {
            return Err(Diagnostics::error(format!("type index {i} out of bounds (size={})", self.types.len())));
        };
        if let Some(t) = self.types[idx] {
            return Ok(t);
        }
        if self.types_busy[idx] {
            return Err(Diagnostics::error(format!("type {i} refers to itself")));
        }
        self.types_busy[idx] = true;
        let bc = self.bc;
        let t = self.build_type(&bc.types[idx], capture);
        self.types_busy[idx] = false;
        let t = t.map_err(|e| {
            Diagnostics::error(format!("failed to create type {i} ({})", self.bc.types[idx].kind_name()))
                .with_lines(e.lines)
                .with_lines(capture.take())
        })?;
        self.types[idx] = Some(t);
        Ok(t)
    }

    unsafe fn build_type(&mut self, t: &Type, capture: &Capture) -> Result<MlirType> {
        let ctx = self.ctx;
        let loc = self.unknown_loc();
        let invalid = |what: &str| Diagnostics::error(format!("invalid {what} parameters"));
        Ok(match t {
            Type::I1 => mlirIntegerTypeGet(ctx, 1),
            Type::I8 => mlirIntegerTypeGet(ctx, 8),
            Type::I16 => mlirIntegerTypeGet(ctx, 16),
            Type::I32 => mlirIntegerTypeGet(ctx, 32),
            Type::I64 => mlirIntegerTypeGet(ctx, 64),
            Type::F16 => mlirF16TypeGet(ctx),
            Type::BF16 => mlirBF16TypeGet(ctx),
            Type::F32 => mlirF32TypeGet(ctx),
            Type::TF32 => mlirTF32TypeGet(ctx),
            Type::F64 => mlirF64TypeGet(ctx),
            Type::F8E4M3FN => mlirFloat8E4M3FNTypeGet(ctx),
            Type::F8E5M2 => mlirFloat8E5M2TypeGet(ctx),
            Type::F8E8M0FNU => mlirFloat8E8M0FNUTypeGet(ctx),
            Type::Token => TokenType::new(self.context).to_type().to_raw(),
            Type::F4E2M1FN => mlirFloat4E2M1FNTypeGet(ctx),
            Type::I4 => mlirIntegerTypeGet(ctx, 4),
            // 13.4's f8E5M3FNU: a cuda_tile type (no MLIR builtin has it).
            Type::F8E5M3FNU => FloatNV8E5M3FNUType::new(self.context).to_type().to_raw(),
            Type::StridedView { tile_shape, traversal_strides, tensor_view, dim_map, padding } => {
                let tv = self.ty(*tensor_view, capture)?;
                let (loc, tv) = (Location::from_raw(loc), melior::ir::Type::from_raw(tv));
                crate::views::strided_view_type(loc, tile_shape, traversal_strides, tv, dim_map, *padding)?.to_raw()
            }
            Type::GatherScatterView { tile_shape, tensor_view, sparse_dim, padding } => {
                let tv = self.ty(*tensor_view, capture)?;
                let (loc, tv) = (Location::from_raw(loc), melior::ir::Type::from_raw(tv));
                crate::views::gather_scatter_view_type(loc, tile_shape, tv, *sparse_dim, *padding)?.to_raw()
            }
            Type::Ptr { pointee, ptr_attr } => {
                let p = self.ty(*pointee, capture)?;
                let class = crate::views::pointer_class(*ptr_attr)?;
                let ptr = PointerType::with_ptr_attr(Location::from_raw(loc), melior::ir::Type::from_raw(p), class);
                ptr.map_err(|_| invalid("!cuda_tile.ptr"))?.to_type().to_raw()
            }
            Type::Tile { elem, shape } => {
                let e = self.ty(*elem, capture)?;
                let tile = TileType::new(Location::from_raw(loc), shape, melior::ir::Type::from_raw(e));
                tile.map_err(|_| invalid("!cuda_tile.tile"))?.to_type().to_raw()
            }
            Type::Function { inputs, results } => {
                let ins = inputs.iter().map(|&i| self.ty(i, capture)).collect::<Result<Vec<_>>>()?;
                let outs = results.iter().map(|&i| self.ty(i, capture)).collect::<Result<Vec<_>>>()?;
                mlirFunctionTypeGet(ctx, ins.len() as isize, ins.as_ptr(), outs.len() as isize, outs.as_ptr())
            }
            Type::TensorView { elem, shape, strides, ptr_attr } => {
                let e = self.ty(*elem, capture)?;
                let loc = Location::from_raw(loc);
                crate::views::tensor_view_type(loc, melior::ir::Type::from_raw(e), shape, strides, *ptr_attr)?.to_raw()
            }
            Type::PartitionView { tile_shape, tensor_view, dim_map, padding } => {
                let tv = self.ty(*tensor_view, capture)?;
                let (loc, tv) = (Location::from_raw(loc), melior::ir::Type::from_raw(tv));
                crate::views::partition_view_type(loc, tile_shape, tv, dim_map, *padding)?.to_raw()
            }
        })
    }

    // ---- debug info ---------------------------------------------------------------

    unsafe fn debug_value(&mut self, d: u64, capture: &Capture) -> Result<DebugValue> {
        if d == 0 {
            return Ok(DebugValue::Loc(self.unknown_loc()));
        }
        let idx = usize::try_from(d - 1).ok().filter(|&x| x < self.debug.len());
        let Some(idx) = idx else {
            return Err(Diagnostics::error(format!(
                "debug info attribute index {d} out of bounds (size={})",
                self.debug.len()
            )));
        };
        if let Some(v) = self.debug[idx] {
            return Ok(v);
        }
        if self.debug_busy[idx] {
            return Err(Diagnostics::error(format!("debug info attribute {d} refers to itself")));
        }
        self.debug_busy[idx] = true;
        let bc = self.bc;
        let v = self.build_debug(&bc.debug.as_ref().expect("debug index checked").attrs[idx], capture);
        self.debug_busy[idx] = false;
        let v = v.map_err(|e| {
            Diagnostics::error(format!("failed to create debug info attribute {d}")).with_lines(e.lines)
        })?;
        self.debug[idx] = Some(v);
        Ok(v)
    }

    unsafe fn debug_attr_of(
        &mut self,
        d: u64,
        what: &str,
        ok: fn(Attribute<'_>) -> bool,
        capture: &Capture,
    ) -> Result<MlirAttribute> {
        match self.debug_value(d, capture)? {
            DebugValue::Attr(a) if ok(Attribute::from_raw(a)) => Ok(a),
            _ => Err(Diagnostics::error(format!("debug info attribute {d} is not a {what}"))),
        }
    }

    unsafe fn debug_loc(&mut self, d: u64, capture: &Capture) -> Result<MlirLocation> {
        match self.debug_value(d, capture)? {
            DebugValue::Loc(l) => Ok(l),
            DebugValue::Attr(_) => Err(Diagnostics::error(format!("debug info attribute {d} is not a location"))),
        }
    }

    unsafe fn build_debug(&mut self, a: &DebugAttr, capture: &Capture) -> Result<DebugValue> {
        let context = self.context;
        let line = |x: u64, what: &str| {
            u32::try_from(x).map_err(|_| Diagnostics::error(format!("{what} {x} does not fit in 32 bits")))
        };
        let file_kind = "#cuda_tile.di_file";
        let scope_kind = "subprogram or lexical block";
        Ok(match a {
            DebugAttr::Unknown | DebugAttr::Other { .. } => DebugValue::Loc(self.unknown_loc()),
            DebugAttr::File { name, directory } => {
                let (n, d) = (self.utf8(*name)?, self.utf8(*directory)?);
                DebugValue::Attr(debug_info::file(context, &n, &d).to_raw())
            }
            DebugAttr::CompileUnit { file } => {
                let f = self.debug_attr_of(*file, file_kind, debug_info::is_file, capture)?;
                DebugValue::Attr(debug_info::compile_unit(context, Attribute::from_raw(f)).to_raw())
            }
            DebugAttr::Subprogram { file, line: l, name, linkage_name, compile_unit, scope_line, .. } => {
                let f = self.debug_attr_of(*file, file_kind, debug_info::is_file, capture)?;
                let cu = self.debug_attr_of(
                    *compile_unit,
                    "#cuda_tile.di_compile_unit",
                    debug_info::is_compile_unit,
                    capture,
                )?;
                let (n, ln) = (self.utf8(*name)?, self.utf8(*linkage_name)?);
                let sp = debug_info::subprogram(
                    context,
                    Attribute::from_raw(f),
                    line(*l, "line")?,
                    &n,
                    &ln,
                    Attribute::from_raw(cu),
                    line(*scope_line, "scope line")?,
                );
                DebugValue::Attr(sp.to_raw())
            }
            DebugAttr::LexicalBlock { scope, file, line: l, column } => {
                let s = self.debug_attr_of(*scope, scope_kind, debug_info::is_local_scope, capture)?;
                let f = self.debug_attr_of(*file, file_kind, debug_info::is_file, capture)?;
                let (l, c) = (line(*l, "line")?, line(*column, "column")?);
                let b = debug_info::lexical_block(context, Attribute::from_raw(s), Attribute::from_raw(f), l, c)
                    .ok_or_else(|| Diagnostics::error("invalid #cuda_tile.di_lexical_block"))?;
                DebugValue::Attr(b.to_raw())
            }
            DebugAttr::Loc { scope, filename, line: l, column } => {
                let s = self.debug_attr_of(*scope, scope_kind, debug_info::is_local_scope, capture)?;
                let file = self.string(*filename)?.to_vec();
                let src =
                    mlirLocationFileLineColGet(self.ctx, bytes_ref(&file), line(*l, "line")?, line(*column, "column")?);
                let loc = debug_info::loc(Location::from_raw(src), Attribute::from_raw(s))
                    .ok_or_else(|| Diagnostics::error("invalid #cuda_tile.di_loc"))?;
                DebugValue::Loc(loc.to_raw())
            }
            DebugAttr::CallSite { callee, caller } => {
                let a = self.debug_loc(*callee, capture)?;
                let b = self.debug_loc(*caller, capture)?;
                DebugValue::Loc(mlirLocationCallSiteGet(a, b))
            }
        })
    }

    /// The next location of the current function's debug slot (UnknownLoc when the
    /// function has none or the slot is exhausted).
    unsafe fn next_loc(&mut self, capture: &Capture) -> Result<MlirLocation> {
        let Some((slot, pos)) = self.slot else {
            return Ok(self.unknown_loc());
        };
        let d = self.bc.debug.as_ref().and_then(|d| d.slots.get(slot)).and_then(|s| s.get(pos)).copied();
        self.slot = Some((slot, pos + 1));
        match d {
            Some(d) => self.debug_loc(d, capture),
            None => Ok(self.unknown_loc()),
        }
    }

    // ---- attributes ---------------------------------------------------------------

    /// A dense int/float attribute of `ty` from constant `c`.
    unsafe fn dense(&mut self, ty: MlirType, c: u64) -> Result<MlirAttribute> {
        let data = usize::try_from(c)
            .ok()
            .and_then(|i| self.bc.constants.get(i))
            .ok_or_else(|| Diagnostics::error(format!("constant index {c} out of bounds")))?;
        // MLIR 22 has no float semantics for 13.4's fnv8E5M3FNU (a cuda_tile
        // type): no dense attribute can hold its values.
        let melior_ty = melior::ir::Type::from_raw(ty);
        if TileType::try_from(melior_ty).is_ok_and(|t| FloatNV8E5M3FNUType::isa(t.element_type())) {
            return Err(Diagnostics::error(format!(
                "constant {c} of type {}: literals of fnv8E5M3FNU are not supported by tileas",
                type_to_string(ty)
            )));
        }
        let a = mlirDenseElementsAttrRawBufferGet(ty, data.len(), data.as_ptr() as *const _);
        null_attr(a).ok_or_else(|| {
            Diagnostics::error(format!(
                "constant {c} ({} bytes) is not a valid dense buffer for type {}: failed to validate buffer size and format",
                data.len(),
                type_to_string(ty)
            ))
        })
    }

    unsafe fn int_attr(&self, ty: MlirType, value: i64) -> MlirAttribute {
        let w = mlirIntegerTypeGetWidth(ty);
        let v = if w >= 64 { value } else { value & ((1i64 << w) - 1) };
        mlirIntegerAttrGet(ty, v)
    }

    /// A self-contained attribute (tag + payload).
    unsafe fn tagged(&mut self, a: &Attr, capture: &Capture) -> Result<MlirAttribute> {
        Ok(match a {
            Attr::Integer { ty, value } => {
                let t = self.ty(*ty, capture)?;
                if !mlirTypeIsAInteger(t) {
                    return Err(Diagnostics::error("failed to read valid IntegerType for IntegerAttr"));
                }
                self.int_attr(t, crate::apint::wire_bits(mlirIntegerTypeGetWidth(t), *value) as i64)
            }
            Attr::Float { ty, bits } => {
                let t = self.ty(*ty, capture)?;
                tileas_dialects::data_attrs::float_from_bits(melior::ir::Type::from_raw(t), *bits as u64)
                    .map(|a| a.to_raw())
                    .ok_or_else(|| Diagnostics::error("failed to read valid FloatType for FloatAttr"))?
            }
            Attr::Bool(b) => mlirBoolAttrGet(self.ctx, *b as i32),
            Attr::Type(t) => mlirTypeAttrGet(self.ty(*t, capture)?),
            Attr::String(s) => self.string_attr(*s)?,
            Attr::Array(items) => {
                let xs = items.iter().map(|x| self.tagged(x, capture)).collect::<Result<Vec<_>>>()?;
                mlirArrayAttrGet(self.ctx, xs.len() as isize, xs.as_ptr())
            }
            Attr::Dictionary(entries) => self.dictionary(entries, capture)?,
            Attr::DenseElements { ty, constant } => {
                let t = self.ty(*ty, capture)?;
                self.dense(t, *constant)?
            }
            Attr::OptimizationHints(entries) => {
                let d = self.dictionary(entries, capture)?;
                crate::views::optimization_hints(Location::from_raw(self.unknown_loc()), Attribute::from_raw(d))?
                    .to_raw()
            }
            other => match crate::views::predicate(self.context, other) {
                Some(p) => p.to_raw(),
                None => return Err(Diagnostics::error(format!("{other:?} has no self-contained form"))),
            },
        })
    }

    unsafe fn dictionary(&mut self, entries: &[(u64, Attr)], capture: &Capture) -> Result<MlirAttribute> {
        let mut named = Vec::new();
        for (k, v) in entries {
            let key = self.utf8(*k)?;
            if key.is_empty() {
                return Err(Diagnostics::error("invalid empty attribute name for DictionaryAttr element"));
            }
            let value = self.tagged(v, capture)?;
            named.push(mlirNamedAttributeGet(identifier(self.ctx, &key), value));
        }
        Ok(mlirDictionaryAttrGet(self.ctx, named.len() as isize, named.as_ptr()))
    }

    /// An op attribute in its inline encoding.
    unsafe fn inline_attr(
        &mut self,
        s: &OpSchema,
        name: &str,
        kind: AttrKind,
        a: &Attr,
        results: &[MlirType],
        capture: &Capture,
    ) -> Result<MlirAttribute> {
        let bad = || Diagnostics::error(format!("attribute '{name}' has an unexpected encoding: {a:?}"));
        Ok(match (kind, a) {
            (AttrKind::Enum(k), Attr::Enum(v)) => {
                let code = enum_kind_code(k)
                    .ok_or_else(|| Diagnostics::error(format!("enum {k:?} is not supported by this dialect")))?;
                let value = u32::try_from(*v).unwrap_or(u32::MAX);
                tileas_dialects::attrs::enum_attribute(self.context, code, value)
                    .ok_or_else(|| Diagnostics::error(format!("invalid integer value for enum type: {v}")))?
                    .to_raw()
            }
            (AttrKind::Unit, Attr::Unit) => mlirUnitAttrGet(self.ctx),
            (AttrKind::Bool, Attr::Bool(b)) => mlirBoolAttrGet(self.ctx, *b as i32),
            (AttrKind::Int(w), Attr::Int(v)) => self.int_attr(mlirIntegerTypeGet(self.ctx, w), *v as i64),
            (AttrKind::Type, Attr::Type(t)) => mlirTypeAttrGet(self.ty(*t, capture)?),
            (AttrKind::Str, Attr::String(i)) => {
                if s.name == "get_global" && name == "name" {
                    let v = self.string(*i)?.to_vec();
                    mlirFlatSymbolRefAttrGet(self.ctx, bytes_ref(&v))
                } else {
                    self.string_attr(*i)?
                }
            }
            (AttrKind::DenseI32Array, Attr::DenseI32Array(v)) => {
                mlirDenseI32ArrayGet(self.ctx, v.len() as isize, v.as_ptr())
            }
            (AttrKind::DenseI64Array, Attr::DenseI64Array(v)) => {
                mlirDenseI64ArrayGet(self.ctx, v.len() as isize, v.as_ptr())
            }
            (AttrKind::DenseBoolArray, Attr::DenseBoolArray(v)) => {
                let ints: Vec<std::ffi::c_int> = v.iter().map(|&b| b as std::ffi::c_int).collect();
                mlirDenseBoolArrayGet(self.ctx, ints.len() as isize, ints.as_ptr())
            }
            (AttrKind::DenseElements, Attr::ConstantRef(c)) => {
                let ty = *results.first().ok_or_else(|| {
                    Diagnostics::error(format!("attribute '{name}': a dense constant needs a result type"))
                })?;
                self.dense(ty, *c)?
            }
            (AttrKind::Array, Attr::Array(_))
            | (AttrKind::OptimizationHints, Attr::OptimizationHints(_))
            | (AttrKind::SelfContained, _) => self.tagged(a, capture)?,
            _ => return Err(bad()),
        })
    }

    // ---- ops ----------------------------------------------------------------------

    unsafe fn value(&self, i: u64, k: usize) -> Result<MlirValue> {
        usize::try_from(i).ok().and_then(|x| self.values.get(x)).copied().ok_or_else(|| {
            Diagnostics::error(format!("operand index {i} out of bounds (size={}) for operand {k}", self.values.len()))
        })
    }

    unsafe fn build_op(&mut self, op: &Op, capture: &Capture) -> Result<MlirOperation> {
        // Looked up in the file's version: ops newer than the model's (13.1) are the
        // ones the dialect holds in their own version.
        let s = op
            .schema(self.file_version)
            .ok_or_else(|| Diagnostics::error(format!("unknown or unimplemented opcode: {}", op.opcode)))?;
        // The version of this op's record (newer than the model's for ops the dialect
        // holds in a newer form).
        let v = dialect_op_version(s).min(self.file_version).max(self.v);
        let name = format!("cuda_tile.{}", s.name_for(v));
        let loc = self.next_loc(capture)?;
        // Located at the op's source (cuTile's Python file and line) when the
        // bytecode has debug info: the reader's own errors name it too.
        let at = crate::diag::loc_prefix(loc);
        let wrap = |e: Diagnostics| {
            Diagnostics::error_at(&at, format!("failed to create operation '{name}'")).with_lines(e.lines)
        };
        if !mlirContextIsRegisteredOperation(self.ctx, string_ref(&name)) {
            // At the op's source when the bytecode has debug info (a 13.3+ op
            // tileas does not support yet).
            return Err(Diagnostics::error_at(
                &at,
                format!(
                    "operation '{name}' (opcode {:#x}) is not registered in the cuda_tile dialect of this build",
                    op.opcode
                ),
            ));
        }
        let results = op.result_types.iter().map(|&t| self.ty(t, capture)).collect::<Result<Vec<_>>>().map_err(wrap)?;

        let mut attrs = Vec::new();
        for (spec, a) in s.attrs_for(v).zip(&op.attrs) {
            let Some(a) = a else { continue };
            // An all-false `inbounds` is the default: left unset, as NVIDIA's
            // tileirdisasm prints nothing for it.
            if spec.name == "inbounds" && matches!(a, Attr::DenseBoolArray(b) if b.iter().all(|x| !x)) {
                continue;
            }
            let attr = self.inline_attr(s, spec.name, spec.kind, a, &results, capture).map_err(|e| {
                wrap(Diagnostics::error(format!("failed to parse attribute '{}'", spec.name)).with_lines(e.lines))
            })?;
            attrs.push((spec.name.to_string(), attr));
        }

        let mut operands = Vec::new();
        let mut k = 0;
        for group in &op.operands {
            for &i in group {
                operands.push(self.value(i, k).map_err(wrap)?);
                k += 1;
            }
        }
        let groups: Vec<_> = s.operands_for(v).collect();
        if s.attr_sized_operands && groups.len() > 1 {
            let sizes: Vec<i32> = op.operands.iter().map(|g| g.len() as i32).collect();
            attrs.push((
                "operandSegmentSizes".to_string(),
                mlirDenseI32ArrayGet(self.ctx, sizes.len() as isize, sizes.as_ptr()),
            ));
        }

        let mut regions = Vec::new();
        for r in &op.regions {
            regions.push(self.build_region(r, loc, capture).map_err(wrap)?);
        }
        let created = self.create(&name, loc, &results, &operands, &attrs, regions);
        for i in 0..results.len() {
            self.values.push(mlirOperationGetResult(created, i as isize));
        }
        Ok(created)
    }

    unsafe fn create(
        &self,
        name: &str,
        loc: MlirLocation,
        results: &[MlirType],
        operands: &[MlirValue],
        attrs: &[(String, MlirAttribute)],
        regions: Vec<MlirRegion>,
    ) -> MlirOperation {
        let mut st = mlirOperationStateGet(string_ref(name), loc);
        mlirOperationStateAddResults(&mut st, results.len() as isize, results.as_ptr());
        mlirOperationStateAddOperands(&mut st, operands.len() as isize, operands.as_ptr());
        let named: Vec<_> = attrs.iter().map(|(n, a)| mlirNamedAttributeGet(identifier(self.ctx, n), *a)).collect();
        mlirOperationStateAddAttributes(&mut st, named.len() as isize, named.as_ptr());
        mlirOperationStateAddOwnedRegions(&mut st, regions.len() as isize, regions.as_ptr());
        mlirOperationCreate(&mut st)
    }

    unsafe fn build_region(&mut self, r: &Region, loc: MlirLocation, capture: &Capture) -> Result<MlirRegion> {
        let region = mlirRegionCreate();
        for (bi, b) in r.blocks.iter().enumerate() {
            match self.build_block(b, loc, capture) {
                Ok(block) => mlirRegionAppendOwnedBlock(region, block),
                Err(e) => {
                    mlirRegionDestroy(region);
                    return Err(
                        Diagnostics::error(format!("failed to parse block {bi} in region.")).with_lines(e.lines)
                    );
                }
            }
        }
        Ok(region)
    }

    unsafe fn build_block(&mut self, b: &Block, loc: MlirLocation, capture: &Capture) -> Result<MlirBlock> {
        let args = b.args.iter().map(|&t| self.ty(t, capture)).collect::<Result<Vec<_>>>()?;
        self.build_block_with(&args, loc, &b.ops, capture)
    }

    /// A block; its arguments take the location of the op that owns the region.
    unsafe fn build_block_with(
        &mut self,
        args: &[MlirType],
        loc: MlirLocation,
        ops: &[Op],
        capture: &Capture,
    ) -> Result<MlirBlock> {
        let locs = vec![loc; args.len()];
        let block = mlirBlockCreate(args.len() as isize, args.as_ptr(), locs.as_ptr());
        let mark = self.values.len();
        for i in 0..args.len() {
            self.values.push(mlirBlockGetArgument(block, i as isize));
        }
        for (oi, op) in ops.iter().enumerate() {
            match self.build_op(op, capture) {
                Ok(o) => mlirBlockAppendOwnedOperation(block, o),
                Err(e) => {
                    self.values.truncate(mark);
                    mlirBlockDestroy(block);
                    return Err(
                        Diagnostics::error(format!("failed to parse operation {oi} in block.")).with_lines(e.lines)
                    );
                }
            }
        }
        self.values.truncate(mark);
        Ok(block)
    }

    // ---- module -------------------------------------------------------------------

    unsafe fn build_module(&mut self, module: MlirModule, capture: &Capture) -> Result<()> {
        let ctx = self.ctx;
        let unknown = self.unknown_loc();
        let body = mlirBlockCreate(0, std::ptr::null(), std::ptr::null());
        let region = mlirRegionCreate();
        mlirRegionAppendOwnedBlock(region, body);
        let kernels = mlirStringAttrGet(ctx, string_ref("kernels"));
        let mut module_attrs = vec![("sym_name".to_string(), kernels)];
        if self.file_version > tileas_bytecode::schema::V13_1 {
            let version = format!("{}.{}", self.file_version.major, self.file_version.minor);
            module_attrs.push(("version".to_string(), mlirStringAttrGet(ctx, string_ref(&version))));
        }
        if let Some(payload) = &self.bc.producer {
            // The producer section: the string index of the producing tool's name.
            let mut cursor = tileas_bytecode::encoding::Cursor::new(payload, 0);
            let index = cursor
                .varint("producer string index")
                .map_err(|e| Diagnostics::error(format!("failed to read the producer section: {e}")))?;
            module_attrs.push(("producer".to_string(), self.string_attr(index)?));
        }
        let ct_module = self.create(ct::ModuleOperation::name(), unknown, &[], &[], &module_attrs, vec![region]);
        mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), ct_module);

        let bc = self.bc;
        for (gi, g) in bc.globals.iter().enumerate() {
            let r: Result<()> = (|| {
                let (visibility, constant) = g.v13_3.unwrap_or((0, 0));
                let ty = self.ty(g.ty, capture)?;
                let value = self.dense(ty, g.constant)?;
                let mut attrs = vec![
                    ("sym_name".to_string(), self.string_attr(g.name)?),
                    ("value".to_string(), value),
                    ("alignment".to_string(), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), g.alignment as i64)),
                ];
                if constant != 0 {
                    attrs.push(("constant".to_string(), mlirUnitAttrGet(ctx)));
                }
                if visibility != 0 {
                    let kind = EnumKind::SymbolVisibility;
                    let code = enum_kind_code(kind).unwrap_or(u32::MAX);
                    let value = u32::try_from(visibility).unwrap_or(u32::MAX);
                    let attr = tileas_dialects::attrs::enum_attribute(self.context, code, value).ok_or_else(|| {
                        Diagnostics::error(format!("invalid symbol visibility {visibility} of a global"))
                    })?;
                    attrs.push(("symbol_visibility".to_string(), attr.to_raw()));
                }
                if !mlirContextIsRegisteredOperation(ctx, string_ref(ct::GlobalOperation::name())) {
                    return Err(Diagnostics::error(format!(
                        "operation '{}' is not registered in the cuda_tile dialect of this build",
                        ct::GlobalOperation::name()
                    )));
                }
                let op = self.create(ct::GlobalOperation::name(), unknown, &[], &[], &attrs, vec![]);
                mlirBlockAppendOwnedOperation(body, op);
                Ok(())
            })();
            r.map_err(|e| {
                Diagnostics::error(format!("failed to create global {gi} from bytecode")).with_lines(e.lines)
            })?;
        }

        for f in &bc.functions {
            let fname = self.bc.string_lossy(f.name);
            let r = self.build_function(f, body, capture);
            r.map_err(|e| {
                Diagnostics::error(format!("failed to create function '{fname}' from bytecode")).with_lines(e.lines)
            })?;
        }
        Ok(())
    }

    unsafe fn build_function(
        &mut self,
        f: &tileas_bytecode::Function,
        body: MlirBlock,
        capture: &Capture,
    ) -> Result<()> {
        use tileas_bytecode::func_flags::*;
        let name = self.bc.string_lossy(f.name);
        if f.flags & KERNEL == 0 {
            return Err(Diagnostics::error(format!("un-expected non-entry function '{name}'")));
        }
        let sig = self.ty(f.signature, capture)?;
        if !mlirTypeIsAFunction(sig) {
            return Err(Diagnostics::error(format!(
                "function signature index {} does not refer to a function type for function '{name}', got type: {}",
                f.signature,
                type_to_string(sig)
            )));
        }
        // Debug slot: the function's location first, then one per op (pre-order).
        self.slot = None;
        if f.loc != 0 {
            let slot = (f.loc - 1) as usize;
            let n = self.bc.debug.as_ref().map_or(0, |d| d.slots.len());
            if slot >= n {
                return Err(Diagnostics::error(format!(
                    "function location index {} out of bounds (debug slots: {n})",
                    f.loc
                )));
            }
            self.slot = Some((slot, 0));
        }
        let loc = self.next_loc(capture)?;
        let inputs: Vec<_> = (0..mlirFunctionTypeGetNumInputs(sig)).map(|i| mlirFunctionTypeGetInput(sig, i)).collect();
        self.values.clear();
        let block = self.build_block_with(&inputs, loc, &f.body, capture);
        self.slot = None;
        let block = block?;
        let region = mlirRegionCreate();
        mlirRegionAppendOwnedBlock(region, block);
        let mut attrs = vec![
            ("sym_name".to_string(), self.string_attr(f.name)?),
            ("function_type".to_string(), mlirTypeAttrGet(sig)),
        ];
        if let Some(h) = &f.hints {
            let hints = self.tagged(h, capture).map_err(|e| {
                Diagnostics::error(format!("invalid optimization hints attribute for function '{name}'"))
                    .with_lines(e.lines)
            })?;
            attrs.push(("optimization_hints".to_string(), hints));
        }
        let op = self.create(ct::EntryOperation::name(), loc, &[], &[], &attrs, vec![region]);
        mlirBlockAppendOwnedOperation(body, op);
        Ok(())
    }
}
