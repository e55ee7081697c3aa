//! The host module (`.nv.host`) of a tile cubin: a [`HostModule`] built as
//! LLVM-dialect MLIR with typed op builders, translated to LLVM IR and
//! compiled in process for the host by LLVM's X86 (or AArch64) back end.
//!
//! NVIDIA's tileiras does the same (its objects carry the file symbol
//! `LLVMDialectModule` of MLIR's translation) and hands the object to ptxas
//! with `--nv-host=`; docs/host-abi.md has the ABI. Unlike tileiras, which
//! compiles for the compiling machine's CPU, we compile for the baseline CPU
//! of the host architecture, so the object (and so the cubin) is the same on
//! every build machine.

use crate::llvm::{self, Context as LlvmContext, Module as LlvmModule};
use melior::{
    dialect::{
        llvm::{self as mllvm, attributes::Linkage},
        ods, DialectRegistry,
    },
    ir::{
        attribute::{
            DenseI32ArrayAttribute, DenseI64ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute, StringAttribute,
            TypeAttribute,
        },
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Block, BlockLike, Identifier, Location, Module, Operation, Region, RegionLike, Type, Value,
    },
    Context,
};
use tileas_host_abi::{
    tma::{BinOp, ParamRef, ParamSize, Pred, TermBuilder, Word},
    AbiVersion, HostModule, Slot, API_DEVICE_GET_ATTRIBUTE, ATTRIBUTE_MULTIPROCESSOR_COUNT, CALLBACKS_SLOTS,
    DEVICE_TMA_BYTES_PER_SM, WORKSPACE_ARGUMENT_OFFSET,
};

/// The host the object is for (`tileiras --host-arch/--host-os`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostArch {
    X86_64,
    Aarch64,
}

impl HostArch {
    fn triple(self) -> &'static str {
        match self {
            HostArch::X86_64 => "x86_64-unknown-linux-gnu",
            HostArch::Aarch64 => "aarch64-unknown-linux-gnu",
        }
    }

    /// The baseline CPU: reproducible objects, runnable on every host.
    fn cpu(self) -> &'static str {
        match self {
            HostArch::X86_64 => "x86-64",
            HostArch::Aarch64 => "generic",
        }
    }
}

/// Builds the LLVM-dialect module of `host` (what `--emit=host-mlir` prints).
pub fn build_mlir<'c>(context: &'c Context, host: &HostModule) -> Module<'c> {
    let b = Builder::new(context, host);
    let module = Module::new(b.loc);
    let body = module.body();
    b.globals(&body);
    b.on_pre_load(&body);
    for k in 0..host.kernels.len() {
        b.arguments_change(&body, k);
    }
    module
}

/// A context that knows the LLVM dialect and its translation to LLVM IR.
pub fn mlir_context() -> Context {
    let registry = DialectRegistry::new();
    melior::dialect::DialectHandle::llvm().insert_dialect(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    // SAFETY: the context is alive; registering translations only adds
    // interfaces to its already-loaded dialects.
    unsafe { mlir_sys::mlirRegisterAllLLVMTranslations(context.to_raw()) };
    context
}

/// The MLIR text of the host module (for `--emit` and tests).
pub fn mlir_text(host: &HostModule) -> String {
    let context = mlir_context();
    let module = build_mlir(&context, host);
    format!("{}", module.as_operation())
}

/// Compiles `host` to an ELF relocatable object for `arch`.
pub fn compile_object(host: &HostModule, arch: HostArch) -> Result<Vec<u8>, String> {
    let context = mlir_context();
    let module = build_mlir(&context, host);
    if !module.as_operation().verify() {
        return Err("internal error: the host module does not verify".to_owned());
    }
    let llvm_ctx = LlvmContext::new();
    // SAFETY: the module and the LLVM context are alive for the call; the
    // translation returns a new module owned by `llvm_ctx` (or null).
    let raw = unsafe {
        mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), llvm_ctx.raw as mlir_sys::LLVMContextRef)
    };
    if raw.is_null() {
        return Err("internal error: the host module does not translate to LLVM IR".to_owned());
    }
    // SAFETY: `raw` was just created in `llvm_ctx` and nobody else owns it.
    let m = unsafe { LlvmModule::from_raw(&llvm_ctx, raw as llvm_sys::prelude::LLVMModuleRef) };
    let tm = llvm::HostTargetMachine::new(arch.triple(), arch.cpu(), host.version.pic())?;
    tm.configure(&m);
    m.verify().map_err(|e| format!("internal error: invalid host LLVM IR: {e}"))?;
    tm.run_passes(&m, "default<O2>")?;
    tm.emit_object(&m)
}

/// Op construction for one module.
struct Builder<'c, 'h> {
    ctx: &'c Context,
    host: &'h HostModule,
    loc: Location<'c>,
    i32: Type<'c>,
    i64: Type<'c>,
    ptr: Type<'c>,
}

impl<'c, 'h> Builder<'c, 'h> {
    fn new(ctx: &'c Context, host: &'h HostModule) -> Self {
        Builder {
            ctx,
            host,
            loc: Location::name(ctx, "tileas.host", Location::unknown(ctx)),
            i32: IntegerType::new(ctx, 32).into(),
            i64: IntegerType::new(ctx, 64).into(),
            ptr: mllvm::r#type::pointer(ctx, 0),
        }
    }

    fn linkage(&self, internal: bool) -> melior::ir::Attribute<'c> {
        mllvm::attributes::linkage(self.ctx, if internal { Linkage::Internal } else { Linkage::External })
    }

    /// The struct type of a table: i64 for integers, ptr for addresses (the
    /// same bytes as NVIDIA's `[N x i64]`, with a relocation per address).
    fn table_type(&self, slots: &[Slot]) -> Type<'c> {
        let fields: Vec<Type> =
            slots.iter().map(|s| if matches!(s, Slot::Int(_)) { self.i64 } else { self.ptr }).collect();
        mllvm::r#type::r#struct(self.ctx, &fields, false)
    }

    fn symbol_of(&self, slot: &Slot) -> Option<String> {
        match *slot {
            Slot::Int(_) => None,
            Slot::FuncCallbacks => Some(tileas_host_abi::names::FUNC_CALLBACKS.to_owned()),
            Slot::OnPreLoad => Some(tileas_host_abi::names::ON_PRE_LOAD.to_owned()),
            Slot::FuncName(k) => Some(self.host.func_name_symbol(k)),
            Slot::ArgumentsChange(k) => Some(self.host.arguments_change_symbol(k)),
        }
    }

    fn constant<'b>(&self, block: &'b Block<'c>, ty: Type<'c>, value: i64) -> Value<'c, 'b> {
        let op: Operation =
            ods::llvm::mlir_constant(self.ctx, ty, IntegerAttribute::new(ty, value).into(), self.loc).into();
        block.append_operation(op).result(0).expect("constant has a result").into()
    }

    fn address_of<'b>(&self, block: &'b Block<'c>, symbol: &str) -> Value<'c, 'b> {
        let op: Operation =
            ods::llvm::mlir_addressof(self.ctx, self.ptr, FlatSymbolRefAttribute::new(self.ctx, symbol), self.loc)
                .into();
        block.append_operation(op).result(0).expect("addressof has a result").into()
    }

    /// `llvm.mlir.global` with an initializer region that builds `slots`.
    fn table_global(&self, body: &Block<'c>, name: &str, slots: &[Slot], internal: bool) {
        let ty = self.table_type(slots);
        let init = Block::new(&[]);
        let mut value: Value = init.append_operation(mllvm::undef(ty, self.loc)).result(0).expect("undef").into();
        for (i, slot) in slots.iter().enumerate() {
            let field = match (slot, self.symbol_of(slot)) {
                (Slot::Int(v), _) => self.constant(&init, self.i64, *v as i64),
                (_, Some(sym)) => self.address_of(&init, &sym),
                (_, None) => unreachable!("every non-integer slot names a symbol"),
            };
            let position = DenseI64ArrayAttribute::new(self.ctx, &[i as i64]).into();
            let op = ods::llvm::insertvalue(self.ctx, ty, value, field, position, self.loc);
            value = init.append_operation(op.into()).result(0).expect("insertvalue").into();
        }
        init.append_operation(mllvm::r#return(Some(value), self.loc));
        self.global(body, name, ty, true, internal, init);
    }

    fn global(&self, body: &Block<'c>, name: &str, ty: Type<'c>, constant: bool, internal: bool, init: Block<'c>) {
        let region = Region::new();
        region.append_block(init);
        let mut op = ods::llvm::GlobalOperation::builder(self.ctx, self.loc)
            .initializer(region)
            .global_type(TypeAttribute::new(ty))
            .sym_name(StringAttribute::new(self.ctx, name))
            .linkage(self.linkage(internal))
            .alignment(IntegerAttribute::new(self.i64, 8));
        if constant {
            op = op.constant(melior::ir::Attribute::unit(self.ctx));
        }
        body.append_operation(op.build().into());
    }

    fn globals(&self, body: &Block<'c>) {
        let h = self.host;
        for (k, kernel) in h.kernels.iter().enumerate() {
            // The name with its terminating NUL, as an i8 array.
            let mut bytes = kernel.name.as_bytes().to_vec();
            bytes.push(0);
            let ty = mllvm::r#type::array(IntegerType::new(self.ctx, 8).into(), bytes.len() as u32);
            let op = ods::llvm::GlobalOperation::builder(self.ctx, self.loc)
                .initializer(Region::new())
                .global_type(TypeAttribute::new(ty))
                .sym_name(StringAttribute::new(self.ctx, &h.func_name_symbol(k)))
                .linkage(self.linkage(true))
                .constant(melior::ir::Attribute::unit(self.ctx))
                .value(StringAttribute::new(self.ctx, std::str::from_utf8(&bytes).unwrap_or_default()).into());
            body.append_operation(op.build().into());
        }
        // One array of per-kernel tables (a struct of structs keeps the
        // 64-byte stride the driver uses).
        let entries: Vec<[Slot; 8]> = (0..h.kernels.len()).map(|k| h.func_callbacks(k)).collect();
        let flat: Vec<Slot> = entries.iter().flatten().copied().collect();
        self.table_global(body, tileas_host_abi::names::FUNC_CALLBACKS, &flat, true);
        self.table_global(body, tileas_host_abi::names::CALLBACKS, &h.callbacks(), false);
        // The writable copy ON_PRE_LOAD returns: zero-initialized (.bss).
        let ty = mllvm::r#type::array(self.i64, CALLBACKS_SLOTS as u32);
        let init = Block::new(&[]);
        let zero: Value = init.append_operation(mllvm::zero(ty, self.loc)).result(0).expect("zero").into();
        init.append_operation(mllvm::r#return(Some(zero), self.loc));
        self.global(body, tileas_host_abi::names::CALLBACKS_ON_PRE_LOAD, ty, false, true, init);
    }

    /// `i32 ON_PRE_LOAD(ptr api, i64 device, i32 version, ptr out)`:
    /// version 0 returns 1 and leaves `*out` alone; otherwise (after the
    /// SM-count query where the ABI makes it) copies CALLBACKS into the
    /// writable copy, sets its slot 2 (the device TMA workspace's bytes:
    /// `HostModule::pre_load_workspace_bytes`), stores the
    /// copy's address in `*out` and returns 0.
    fn on_pre_load(&self, body: &Block<'c>) {
        let l = self.loc;
        let region = Region::new();
        let entry = region.append_block(Block::new(&[(self.ptr, l), (self.i64, l), (self.i32, l), (self.ptr, l)]));
        let ret1 = region.append_block(Block::new(&[]));
        let query = region.append_block(Block::new(&[]));
        let fill = region.append_block(Block::new(&[]));
        let (api, device, version, out) = (arg(&entry, 0), arg(&entry, 1), arg(&entry, 2), arg(&entry, 3));

        let zero = self.constant(&entry, self.i32, 0);
        let is_zero = self.icmp(&entry, ICMP_EQ, version, zero);
        entry.append_operation(self.cond_br(is_zero, &ret1, &query));

        let one = self.constant(&ret1, self.i32, 1);
        ret1.append_operation(mllvm::r#return(Some(one), l));

        // The query, where this ABI version makes it (its answer only sizes
        // the device TMA workspace).
        let asks = match self.host.version {
            AbiVersion::V1 => None,
            AbiVersion::V2 => {
                let one = self.constant(&query, self.i32, 1);
                Some(self.icmp(&query, ICMP_EQ, version, one))
            }
        };
        let count = self.constant(&query, self.i32, 1);
        let n = query
            .append_operation(mllvm::alloca(
                self.ctx,
                count,
                self.ptr,
                l,
                mllvm::AllocaOptions::new().elem_type(Some(TypeAttribute::new(self.i32))),
            ))
            .result(0)
            .expect("alloca")
            .into();
        // Where kernels build tensor maps on the device, slot 2 becomes the
        // workspace for them: n x 48 KiB, n as the query left it (0 where
        // it was not made).
        let device_tma = self.host.device_tma();
        if device_tma {
            let zero = self.constant(&query, self.i32, 0);
            query.append_operation(mllvm::store(self.ctx, zero, n, l, Default::default()));
        }
        let ask = region.append_block(Block::new(&[]));
        match asks {
            None => {
                query.append_operation(self.br(&ask));
            }
            Some(cond) => {
                query.append_operation(self.cond_br(cond, &ask, &fill));
            }
        }
        let slot = ask
            .append_operation(mllvm::get_element_ptr(
                self.ctx,
                api,
                DenseI32ArrayAttribute::new(self.ctx, &[API_DEVICE_GET_ATTRIBUTE as i32]),
                self.ptr,
                self.ptr,
                l,
            ))
            .result(0)
            .expect("gep")
            .into();
        let callee = self.load(&ask, self.ptr, slot);
        let attribute = self.constant(&ask, self.i32, ATTRIBUTE_MULTIPROCESSOR_COUNT as i64);
        // Assembled from typed pieces: melior's generated builder leaves
        // `operandSegmentSizes` empty (see `cond_br`).
        let call = OperationBuilder::new(ods::llvm::CallOperation::name(), l)
            .add_operands(&[callee, device, attribute, n])
            .add_results(&[self.i32])
            .add_attributes(&[
                (Identifier::new(self.ctx, "op_bundle_sizes"), DenseI32ArrayAttribute::new(self.ctx, &[]).into()),
                (
                    Identifier::new(self.ctx, "operandSegmentSizes"),
                    DenseI32ArrayAttribute::new(self.ctx, &[4, 0]).into(),
                ),
            ])
            .build()
            .expect("a well-formed llvm.call");
        ask.append_operation(call);
        ask.append_operation(self.br(&fill));

        let src = self.address_of(&fill, tileas_host_abi::names::CALLBACKS);
        let dst = self.address_of(&fill, tileas_host_abi::names::CALLBACKS_ON_PRE_LOAD);
        for i in 0..CALLBACKS_SLOTS {
            let value = if i == 2 && device_tma {
                let sms = self.load(&fill, self.i32, n);
                let sms = self.result(&fill, ods::llvm::zext(self.ctx, self.i64, sms, l).into());
                let per_sm = self.constant(&fill, self.i64, DEVICE_TMA_BYTES_PER_SM as i64);
                self.result(&fill, ods::llvm::mul(self.ctx, sms, per_sm, l).into())
            } else if i == 2 {
                self.constant(&fill, self.i64, 0)
            } else {
                let from = self.byte_offset(&fill, src, 8 * i as i64);
                self.load(&fill, self.i64, from)
            };
            let to = self.byte_offset(&fill, dst, 8 * i as i64);
            fill.append_operation(mllvm::store(self.ctx, value, to, l, Default::default()));
        }
        fill.append_operation(mllvm::store(self.ctx, dst, out, l, Default::default()));
        let zero = self.constant(&fill, self.i32, 0);
        fill.append_operation(mllvm::r#return(Some(zero), l));

        let ty = mllvm::r#type::function(self.i32, &[self.ptr, self.i64, self.i32, self.ptr], false);
        body.append_operation(mllvm::func(
            self.ctx,
            StringAttribute::new(self.ctx, tileas_host_abi::names::ON_PRE_LOAD),
            TypeAttribute::new(ty),
            region,
            &[(Identifier::new(self.ctx, "linkage"), self.linkage(false))],
            l,
        ));
    }

    /// `i32 FUNC_ON_ARGUMENTS_CHANGE(ptr, ptr runtime, ptr, ptr params)` of
    /// kernel k: encodes each TMA descriptor into its hidden parameter (the
    /// words the ABI version writes), copies the device TMA workspace's
    /// address (`runtime + 8`) into its hidden parameter where the kernel
    /// has one, and returns 0. Without either it only returns 0, as
    /// NVIDIA's does for kernels without TMA.
    fn arguments_change(&self, body: &Block<'c>, k: usize) {
        let l = self.loc;
        let region = Region::new();
        let entry = region.append_block(Block::new(&[(self.ptr, l), (self.ptr, l), (self.ptr, l), (self.ptr, l)]));
        let params = arg(&entry, 3);
        if let Some(at) = self.host.kernels[k].workspace {
            let from = self.byte_offset(&entry, arg(&entry, 1), i64::from(WORKSPACE_ARGUMENT_OFFSET));
            let workspace = self.load(&entry, self.i64, from);
            let to = self.byte_offset(&entry, params, i64::from(at));
            entry.append_operation(mllvm::store(self.ctx, workspace, to, l, Default::default()));
        }
        let written = self.host.version.descriptor_words_written();
        for fill in &self.host.kernels[k].descriptors {
            for (i, word) in fill.words.iter().enumerate().take(written) {
                let value = self.word(&entry, params, word);
                let at = self.byte_offset(&entry, params, i64::from(fill.param_offset) + 8 * i as i64);
                entry.append_operation(mllvm::store(self.ctx, value, at, l, Default::default()));
            }
        }
        let zero = self.constant(&entry, self.i32, 0);
        entry.append_operation(mllvm::r#return(Some(zero), l));
        let ty = mllvm::r#type::function(self.i32, &[self.ptr, self.ptr, self.ptr, self.ptr], false);
        body.append_operation(mllvm::func(
            self.ctx,
            StringAttribute::new(self.ctx, &self.host.arguments_change_symbol(k)),
            TypeAttribute::new(ty),
            region,
            &[(Identifier::new(self.ctx, "linkage"), self.linkage(true))],
            l,
        ));
    }

    /// A descriptor word as i64 LLVM-dialect arithmetic over the launch
    /// parameter buffer `params` (the term language's [`TermBuilder`]).
    fn word<'b>(&self, block: &'b Block<'c>, params: Value<'c, 'b>, word: &Word) -> Value<'c, 'b> {
        match word.build(&mut Terms { b: self, block, params }) {
            Ok(v) => v,
            Err(never) => match never {},
        }
    }

    fn result<'b>(&self, block: &'b Block<'c>, op: Operation<'c>) -> Value<'c, 'b> {
        block.append_operation(op).result(0).expect("an op with one result").into()
    }

    fn icmp<'b>(&self, block: &'b Block<'c>, predicate: i64, lhs: Value<'c, '_>, rhs: Value<'c, '_>) -> Value<'c, 'b> {
        let i1 = IntegerType::new(self.ctx, 1).into();
        let predicate = IntegerAttribute::new(self.i64, predicate).into();
        let op: Operation = ods::llvm::icmp(self.ctx, i1, lhs, rhs, predicate, self.loc).into();
        block.append_operation(op).result(0).expect("icmp").into()
    }

    fn load<'b>(&self, block: &'b Block<'c>, ty: Type<'c>, addr: Value<'c, '_>) -> Value<'c, 'b> {
        block
            .append_operation(mllvm::load(self.ctx, addr, ty, self.loc, Default::default()))
            .result(0)
            .expect("load")
            .into()
    }

    /// `ptr + bytes` (an i8 GEP with a constant index).
    fn byte_offset<'b>(&self, block: &'b Block<'c>, ptr: Value<'c, '_>, bytes: i64) -> Value<'c, 'b> {
        let i8 = IntegerType::new(self.ctx, 8).into();
        let op = mllvm::get_element_ptr(
            self.ctx,
            ptr,
            DenseI32ArrayAttribute::new(self.ctx, &[bytes as i32]),
            i8,
            self.ptr,
            self.loc,
        );
        block.append_operation(op).result(0).expect("gep").into()
    }

    fn br(&self, dest: &Block<'c>) -> Operation<'c> {
        ods::llvm::br(self.ctx, &[], dest, self.loc).into()
    }

    /// `llvm.cond_br` without block operands. melior's generated builder
    /// leaves `operandSegmentSizes` at zero for the condition, which the
    /// verifier rejects, so the op is assembled from the typed pieces here.
    fn cond_br(&self, cond: Value<'c, '_>, t: &Block<'c>, f: &Block<'c>) -> Operation<'c> {
        let segments = DenseI32ArrayAttribute::new(self.ctx, &[1, 0, 0]);
        OperationBuilder::new(ods::llvm::CondBrOperation::name(), self.loc)
            .add_operands(&[cond])
            .add_successors(&[t, f])
            .add_attributes(&[(Identifier::new(self.ctx, "operandSegmentSizes"), segments.into())])
            .build()
            .expect("a well-formed llvm.cond_br")
    }
}

/// The term language built into one block of the host module, parameters
/// loaded from `params`.
struct Terms<'a, 'c, 'h, 'b> {
    b: &'a Builder<'c, 'h>,
    block: &'b Block<'c>,
    params: Value<'c, 'b>,
}

impl<'c, 'b> TermBuilder for Terms<'_, 'c, '_, 'b> {
    type Value = Value<'c, 'b>;
    type Error = std::convert::Infallible;

    fn constant(&mut self, c: u64) -> Value<'c, 'b> {
        self.b.constant(self.block, self.b.i64, c as i64)
    }

    fn param(&mut self, p: ParamRef) -> Result<Value<'c, 'b>, Self::Error> {
        let (b, block) = (self.b, self.block);
        let at = b.byte_offset(block, self.params, i64::from(p.offset));
        Ok(match p.size {
            ParamSize::B8 => b.load(block, b.i64, at),
            ParamSize::B4 => {
                let narrow = b.load(block, b.i32, at);
                let wide: Operation = if p.signed {
                    ods::llvm::sext(b.ctx, b.i64, narrow, b.loc).into()
                } else {
                    ods::llvm::zext(b.ctx, b.i64, narrow, b.loc).into()
                };
                b.result(block, wide)
            }
        })
    }

    fn binary(&mut self, op: BinOp, x: Value<'c, 'b>, y: Value<'c, 'b>) -> Value<'c, 'b> {
        let (ctx, l) = (self.b.ctx, self.b.loc);
        let built: Operation = match op {
            BinOp::Add => ods::llvm::add(ctx, x, y, l).into(),
            BinOp::Sub => ods::llvm::sub(ctx, x, y, l).into(),
            BinOp::Mul => ods::llvm::mul(ctx, x, y, l).into(),
            BinOp::Shl => ods::llvm::shl(ctx, x, y, l).into(),
            BinOp::LShr => ods::llvm::lshr(ctx, x, y, l).into(),
            BinOp::And => ods::llvm::and(ctx, x, y, l).into(),
            BinOp::Or => ods::llvm::or(ctx, x, y, l).into(),
        };
        self.b.result(self.block, built)
    }

    fn select(
        &mut self,
        pred: Pred,
        lhs: Value<'c, 'b>,
        rhs: Value<'c, 'b>,
        then: Value<'c, 'b>,
        otherwise: Value<'c, 'b>,
    ) -> Value<'c, 'b> {
        let predicate = match pred {
            Pred::Ult => ICMP_ULT,
            Pred::Uge => ICMP_UGE,
        };
        let cond = self.b.icmp(self.block, predicate, lhs, rhs);
        let b = self.b;
        b.result(self.block, ods::llvm::select(b.ctx, b.i64, cond, then, otherwise, b.loc).into())
    }
}

/// `icmp` predicates (LLVM's ICmpPredicate numbering).
const ICMP_EQ: i64 = 0;
const ICMP_ULT: i64 = 6;
const ICMP_UGE: i64 = 9;

fn arg<'c, 'b>(block: &'b Block<'c>, i: usize) -> Value<'c, 'b> {
    block.argument(i).expect("block argument").into()
}
