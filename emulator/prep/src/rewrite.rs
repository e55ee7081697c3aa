//! The host rewrite of a GPU LLVM-dialect module (see emulator/README.md),
//! done on the parsed IR:
//!
//! | GPU module | host module |
//! |---|---|
//! | `nvvm.read.ptx.sreg.{tid,ntid,ctaid,nctaid}.{x,y,z}` | `llvm.call @__emu_<reg>_<axis>()` |
//! | `nvvm.read.ptx.sreg.{laneid,warpid,warpsize,smid,nsmid}` | `llvm.call @__emu_<reg>()` |
//! | `nvvm.read.ptx.sreg.cluster.{ctarank,nctarank}`, `.{cluster.ctaid,cluster.nctaid,clusterid,nclusterid}.{x,y,z}` | `llvm.call @__emu_<reg, . → _>()` |
//! | `llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.<reg>"` (a register above) | as the op |
//! | `nvvm.cluster.arrive[.relaxed]`, `nvvm.cluster.wait`, `nvvm.mapa` | `llvm.call @__emu_cluster_arrive()`, `@__emu_cluster_wait()`, `@__emu_mapa(p, rank)` |
//! | `nvvm.barrier0`, operand-less `nvvm.barrier` | `llvm.call @__emu_barrier()` |
//! | `nvvm.barrier id = %b number_of_threads = %n` | `llvm.call @__emu_barrier_sync(%b or 0, %n or -1)` |
//! | `nvvm.shfl.sync <kind> %mask, %val, %b, %c` | `llvm.call @__emu_shfl_sync(site, kind, %mask, bits(%val), %b, %c) -> i64` (value in the low half, validity in bit 32) |
//! | `llvm.intr.trap` | `llvm.call @__emu_trap()` |
//! | `llvm.call_intrinsic "llvm.nvvm.shfl.sync.<kind>.<type>[p]"` | as `nvvm.shfl.sync` |
//! | `llvm.call_intrinsic "llvm.nvvm.mma.<shape>.row.col..."` ([`matrix`]) | operands stored to the function's scratch slots, `llvm.call @__emu_mma(site, kind, in, out)`, results loaded back into the struct |
//! | `llvm.inline_asm` of an `mma.sync` that has no intrinsic ([`matrix::parse_mma_asm`]) | as its `llvm.nvvm.mma.*` name would be |
//! | `llvm.call_intrinsic "llvm.nvvm.{ld,st}matrix.sync.aligned.m8n8.x<n>[.trans].b16"` | `llvm.call @__emu_{ld,st}matrix(site, kind, row, slots)`, the same way |
//! | `llvm.call_intrinsic "llvm.nvvm.tcgen05.*"`, `"llvm.nvvm.mbarrier.*"` ([`tcgen05`]) | `llvm.call @__emu_tcgen05_<op>(...)` / `@__emu_mbarrier_<op>(...)` (TMEM registers through a scratch buffer); the ordering-only ones erased |
//! | `llvm.call_intrinsic "llvm.nvvm.cp.async.*"` ([`tcgen05`]) | `llvm.call @__emu_cp_async(site, race check, dst, src, cp size, src size)`, `@__emu_cp_async_commit()`, `@__emu_cp_async_wait(n)`, `@__emu_cp_async_wait_all()` |
//! | the cluster intrinsics ([`tcgen05`]: `mapa`, `barrier.cluster.*`, `mbarrier.*.space.cluster`, the multicast `cp.async.bulk.tensor.g2s.tile.<n>d`) | `llvm.call @__emu_mapa`, `@__emu_cluster_{arrive,wait}`, `@__emu_mbarrier_arrive_cluster`, `@__emu_tma_load_cluster(...)`, ... |
//! | `llvm.call_intrinsic "llvm.nvvm.<name>"` (any other) | `llvm.call @__emu_nvvm_<name, . → _>` |
//! | `@vprintf`, `@__assertfail`, `@__cuda_syscall_aligned_malloc`, `@free` | `@__emu_vprintf`, `@__emu_assertfail`, `@__emu_aligned_malloc`, `@__emu_free` |
//! | `!llvm.ptr<N>` anywhere (values, function and global types) | `!llvm.ptr`; `addr_space` = 0 |
//! | `llvm.addrspacecast` (now ptr → ptr) | its operand |
//! | `syncscope`, `nvvm.*` attributes | dropped |
//! | load/store of `!llvm.ptr<3>` | bracketed by race-detector calls |
//! | load/store/atomic through `!llvm.ptr<7>` (another CTA's shared memory) | reported (not emulated) |
//!
//! plus `@__emu_entry(ptr slots)` and `@__emu_init()`. What is left of NVVM
//! afterwards is reported in [`Info::unsupported`].

use crate::ir::{self, OpSpec};
use crate::matrix::{self, MatrixMove, Mma, Reg};
use crate::tcgen05::{self, Arg, TensorOp};
use crate::wgmma::{self, Wgmma};
use melior::dialect::ods::llvm;
use mlir_sys::{MlirAttribute, MlirContext, MlirOperation, MlirType, MlirValue};
use std::collections::BTreeMap;
use tileas_dialects::nvvm;

/// A kernel parameter after the rewrite.
pub struct Param {
    /// `ptr`, `i1`, `i8`, `i16`, `i32`, `i64`, `f16`, `bf16`, `f32`, `f64`, or
    /// MLIR's spelling of anything else (then `kind` is `?`).
    pub ty: String,
    /// Address space of a pointer parameter before the rewrite.
    pub address_space: Option<u32>,
    /// The runtime's one-letter slot kind (`emu_launch`'s `kinds`).
    pub kind: char,
    /// A TMA descriptor (a pointer argument with `llvm.byval =
    /// !llvm.array<128 x i8>`, tileiras' hidden `.param .align 64 .b8
    /// p[128]`): the launcher passes a pointer to the 128 filled bytes.
    pub tensor_map: bool,
    /// The device TMA workspace (the kernel's `nv_tileas.tma_workspace`
    /// parameter, tileiras' hidden `.param .u64 .ptr .global`): the
    /// launcher passes the workspace the host module's `ON_PRE_LOAD` sizes.
    pub tma_workspace: bool,
}

pub struct Kernel {
    pub name: String,
    pub reqntid: Option<Vec<i32>>,
    /// `nvvm.cluster_dim` of a kernel launched with `nvvm.blocksareclusters`:
    /// each CTA of the launch grid is a cluster of that many CTAs.
    pub cluster: Option<Vec<i32>>,
    pub params: Vec<Param>,
}

pub struct SharedGlobal {
    pub name: String,
    /// MLIR's spelling of the global's type (for people; the size the runtime
    /// gets is computed in the IR, `getelementptr null[1]`).
    pub ty: String,
    pub alignment: Option<i64>,
}

#[derive(Default)]
pub struct Info {
    pub kernels: Vec<Kernel>,
    pub shared: Vec<SharedGlobal>,
    /// Special registers read, e.g. `tid.x`, with their count.
    pub sregs: BTreeMap<String, usize>,
    pub barriers: usize,
    /// `nvvm.shfl.sync` ops replaced (each gets its 1-based site number).
    pub shuffles: usize,
    pub traps: usize,
    /// NVVM intrinsics called (`llvm.nvvm.` stripped), in order of appearance.
    pub intrinsics: Vec<String>,
    /// Warp matrix ops replaced (`mma.*`, `ldmatrix.*`, `stmatrix.*`, with
    /// `llvm.nvvm.` stripped) and how often each; their sites are numbered
    /// from 1 across all of them, in order of appearance.
    pub matrix_ops: BTreeMap<String, usize>,
    /// tcgen05, mbarrier and cp.async intrinsics replaced or erased (names without
    /// `llvm.nvvm.`) and how often each; the ones that get a site number are
    /// numbered from 1 across all of them, in order of appearance.
    pub tensor_ops: BTreeMap<String, usize>,
    /// Instrumented shared-memory loads and stores (0 without the race check).
    pub smem_accesses: usize,
    pub renamed: Vec<(String, String)>,
    pub address_casts: usize,
    /// Why the module cannot be emulated (empty when it can).
    pub unsupported: Vec<String>,
}

/// The special registers the runtime provides: the generated op name (e.g.
/// `nvvm.read.ptx.sreg.tid.x`), the register as [`Info::sregs`] counts it, and
/// the runtime function a read becomes.
fn sreg_table() -> [(&'static str, &'static str, &'static str); 31] {
    [
        (nvvm::ThreadIdXOperation::name(), "tid.x", "__emu_tid_x"),
        (nvvm::ThreadIdYOperation::name(), "tid.y", "__emu_tid_y"),
        (nvvm::ThreadIdZOperation::name(), "tid.z", "__emu_tid_z"),
        (nvvm::BlockDimXOperation::name(), "ntid.x", "__emu_ntid_x"),
        (nvvm::BlockDimYOperation::name(), "ntid.y", "__emu_ntid_y"),
        (nvvm::BlockDimZOperation::name(), "ntid.z", "__emu_ntid_z"),
        (nvvm::BlockIdXOperation::name(), "ctaid.x", "__emu_ctaid_x"),
        (nvvm::BlockIdYOperation::name(), "ctaid.y", "__emu_ctaid_y"),
        (nvvm::BlockIdZOperation::name(), "ctaid.z", "__emu_ctaid_z"),
        (nvvm::GridDimXOperation::name(), "nctaid.x", "__emu_nctaid_x"),
        (nvvm::GridDimYOperation::name(), "nctaid.y", "__emu_nctaid_y"),
        (nvvm::GridDimZOperation::name(), "nctaid.z", "__emu_nctaid_z"),
        (nvvm::LaneIdOperation::name(), "laneid", "__emu_laneid"),
        (nvvm::WarpIdOperation::name(), "warpid", "__emu_warpid"),
        (nvvm::WarpSizeOperation::name(), "warpsize", "__emu_warpsize"),
        (nvvm::SmIdOperation::name(), "smid", "__emu_smid"),
        (nvvm::SmDimOperation::name(), "nsmid", "__emu_nsmid"),
        (nvvm::ClusterIdOperation::name(), "cluster.ctarank", "__emu_cluster_ctarank"),
        (nvvm::ClusterDimOperation::name(), "cluster.nctarank", "__emu_cluster_nctarank"),
        (nvvm::BlockInClusterIdXOperation::name(), "cluster.ctaid.x", "__emu_cluster_ctaid_x"),
        (nvvm::BlockInClusterIdYOperation::name(), "cluster.ctaid.y", "__emu_cluster_ctaid_y"),
        (nvvm::BlockInClusterIdZOperation::name(), "cluster.ctaid.z", "__emu_cluster_ctaid_z"),
        (nvvm::ClusterDimBlocksXOperation::name(), "cluster.nctaid.x", "__emu_cluster_nctaid_x"),
        (nvvm::ClusterDimBlocksYOperation::name(), "cluster.nctaid.y", "__emu_cluster_nctaid_y"),
        (nvvm::ClusterDimBlocksZOperation::name(), "cluster.nctaid.z", "__emu_cluster_nctaid_z"),
        (nvvm::ClusterIdXOperation::name(), "clusterid.x", "__emu_clusterid_x"),
        (nvvm::ClusterIdYOperation::name(), "clusterid.y", "__emu_clusterid_y"),
        (nvvm::ClusterIdZOperation::name(), "clusterid.z", "__emu_clusterid_z"),
        (nvvm::ClusterDimXOperation::name(), "nclusterid.x", "__emu_nclusterid_x"),
        (nvvm::ClusterDimYOperation::name(), "nclusterid.y", "__emu_nclusterid_y"),
        (nvvm::ClusterDimZOperation::name(), "nclusterid.z", "__emu_nclusterid_z"),
    ]
}

/// The NVVM dialect's cluster ops the runtime implements: the op name, the
/// intrinsic [`Info::tensor_ops`] counts it as, and the runtime function (a
/// call with the op's operands and result).
fn cluster_op_table() -> [(&'static str, &'static str, &'static str); 4] {
    [
        (nvvm::ClusterArriveOperation::name(), "barrier.cluster.arrive", "__emu_cluster_arrive"),
        (nvvm::ClusterArriveRelaxedOperation::name(), "barrier.cluster.arrive.relaxed", "__emu_cluster_arrive"),
        (nvvm::ClusterWaitOperation::name(), "barrier.cluster.wait", "__emu_cluster_wait"),
        (nvvm::MapaOperation::name(), "mapa", "__emu_mapa"),
    ]
}

// Discardable attribute names (`<dialect>.<name>`, not op names) and the
// prefix of the LLVM intrinsics NVVM lowers to (function names in LLVM IR).
/// i64 on a kernel: the index of its device TMA workspace parameter.
const TMA_WORKSPACE_ATTR: &str = concat!("nv_tileas", ".tma_workspace");
/// Unit attribute on an `llvm.func` that is a kernel.
const NVVM_KERNEL_ATTR: &str = concat!("nvvm", ".kernel");
/// `array<i32: x, y, z>` on a kernel: its fixed CTA size.
const NVVM_REQNTID_ATTR: &str = concat!("nvvm", ".reqntid");
const NVVM_CLUSTER_DIM_ATTR: &str = concat!("nvvm", ".cluster_dim");
const NVVM_BLOCKS_ARE_CLUSTERS_ATTR: &str = concat!("nvvm", ".blocksareclusters");
/// Scratch slots (i64) of a function that calls warp matrix ops: the operands
/// go to slots `0..MATRIX_OUT_SLOT` (at most 16: A, B and C of an MMA and
/// the block-scaled form's six scale operands), the results come back in
/// `MATRIX_OUT_SLOT..MATRIX_SLOTS` (at most 4).
const MATRIX_SLOTS: i64 = 20;
const MATRIX_OUT_SLOT: i32 = 16;
/// The registers of the widest `tcgen05.ld`/`tcgen05.st` (`.x128`), or of
/// the widest `wgmma.mma_async` accumulator (128) and its register A (4).
const TMEM_SCRATCH_WORDS: i64 = 132;
/// `llvm.nvvm.<name>`: an NVVM intrinsic function.
pub(crate) const NVVM_INTRINSIC_PREFIX: &str = concat!("llvm", ".nvvm.");
/// `llvm.nvvm.read.ptx.sreg.<reg>` (after [`NVVM_INTRINSIC_PREFIX`]): a
/// special register read as an intrinsic call.
const SREG_INTRINSIC_PREFIX: &str = "read.ptx.sreg.";
/// `!llvm.ptr<7>`: NVPTX's shared::cluster address space (a `mapa` result).
const SHARED_CLUSTER_SPACE: u32 = 7;
/// CUDA device functions and the host runtime's stand-ins (libc's must not
/// interpose; `alloca`'s device heap is the host heap).
const RENAMES: [(&str, &str); 4] = [
    ("vprintf", "__emu_vprintf"),
    ("__assertfail", "__emu_assertfail"),
    ("__cuda_syscall_aligned_malloc", "__emu_aligned_malloc"),
    ("free", "__emu_free"),
];
/// Attributes whose value is a type that may mention an address space.
const TYPE_ATTRS: [&str; 4] = ["function_type", "global_type", "elem_type", "var_callee_type"];
/// The argument attribute of a `byval` pointer (its value: the pointee type).
const LLVM_BYVAL_ATTR: &str = concat!("llvm", ".byval");

/// Bytes of a TMA descriptor (`CUtensorMap`).
const TENSOR_MAP_BYTES: u32 = 128;
/// Coordinates `__emu_tma_load` takes (`cp.async.bulk.tensor` has 1 to 5).
const TMA_MAX_RANK: usize = 5;
/// The `kind` attribute of `nvvm.shfl.sync` (`NVVM::ShflKind`) and the number
/// `__emu_shfl_sync` gets for it (the enum's own values: bfly 0, up 1, down 2, idx 3).
const SHFL_KINDS: [(&str, i32); 4] = [
    (concat!("#nvvm", "<shfl_kind bfly>"), 0),
    (concat!("#nvvm", "<shfl_kind up>"), 1),
    (concat!("#nvvm", "<shfl_kind down>"), 2),
    (concat!("#nvvm", "<shfl_kind idx>"), 3),
];

/// Per argument of `func`: whether it is a TMA descriptor, a `byval` pointer
/// to `!llvm.array<128 x i8>` ([`Param::tensor_map`]).
fn tensor_map_args(func: MlirOperation) -> Vec<bool> {
    let Some(args) = ir::attr(func, "arg_attrs").and_then(ir::array_attr_elements) else { return Vec::new() };
    let ctx = ir::context_of(func);
    let descriptor = ir::array_type(ir::integer_type(ctx, 8), TENSOR_MAP_BYTES);
    args.into_iter()
        .map(|dict| {
            ir::dictionary_entries(dict).into_iter().flatten().any(|(name, value)| {
                name == LLVM_BYVAL_ATTR && ir::type_attr_value(value).is_some_and(|t| ir::types_equal(t, descriptor))
            })
        })
        .collect()
}

struct Rewriter {
    ctx: MlirContext,
    module: MlirOperation,
    body: mlir_sys::MlirBlock,
    info: Info,
    /// Functions the rewritten module calls: name → (inputs, result).
    decls: BTreeMap<String, (Vec<MlirType>, Option<MlirType>)>,
    /// Per kernel, the address space of each parameter before the rewrite.
    spaces: Vec<Vec<Option<u32>>>,
    /// Per kernel, per parameter: whether it is a TMA descriptor
    /// ([`Param::tensor_map`]).
    tensor_maps: Vec<Vec<bool>>,
    /// Per kernel, the index of its device TMA workspace parameter.
    workspaces: Vec<Option<i64>>,
    /// Per function (keyed by its op's address) that calls warp matrix ops,
    /// its scratch slots: (operand slots, result slots).
    scratch: BTreeMap<usize, (MlirValue, MlirValue)>,
    /// Per function that moves TMEM registers, its buffer of
    /// [`TMEM_SCRATCH_WORDS`] i32 words.
    tmem_scratch: BTreeMap<usize, MlirValue>,
    /// Site numbers given to tcgen05 ops so far.
    tensor_sites: i64,
}

/// What the rewrite may do beyond the default.
#[derive(Clone, Copy, Default)]
pub struct Options {
    /// Do not bracket shared-memory loads and stores with race-detector calls.
    pub no_race_check: bool,
    /// Accept a module with several kernels (a test harness that calls each
    /// kernel by name, test/Conversion/TileASToLLVM/Inputs/emulate.sh):
    /// not reported as unsupported; `@__emu_entry` still calls the first.
    pub multi_kernel: bool,
}

/// Rewrites `module` in place for the host; returns what was found.
pub fn rewrite(module: &ir::Module, options: Options) -> Info {
    let op = module.op();
    let mut r = Rewriter {
        ctx: ir::context_of(op),
        module: op,
        body: module.body(),
        info: Info::default(),
        decls: BTreeMap::new(),
        spaces: Vec::new(),
        tensor_maps: Vec::new(),
        workspaces: Vec::new(),
        scratch: BTreeMap::new(),
        tmem_scratch: BTreeMap::new(),
        tensor_sites: 0,
    };
    r.collect_top_level(options.multi_kernel);
    r.replace_ops(!options.no_race_check);
    r.rename_symbols();
    r.declare();
    r.strip_address_spaces();
    r.clean_arg_attrs();
    r.drop_address_casts();
    r.find_unsupported();
    r.kernel_params();
    r.add_entry();
    r.add_init();
    r.info
}

impl Rewriter {
    fn i32(&self) -> MlirType {
        ir::integer_type(self.ctx, 32)
    }

    fn i64(&self) -> MlirType {
        ir::integer_type(self.ctx, 64)
    }

    fn ptr(&self) -> MlirType {
        ir::pointer_type(self.ctx, 0)
    }

    /// Kernels (`llvm.func` with `nvvm.kernel`) and shared-memory globals
    /// (`llvm.mlir.global` in address space 3), before anything changes.
    fn collect_top_level(&mut self, multi_kernel: bool) {
        for op in ir::block_ops(self.body) {
            let name = ir::op_name(op);
            let Some(sym) = ir::sym_name(op) else { continue };
            if name == llvm::LLVMFuncOperation::name() && ir::attr(op, NVVM_KERNEL_ATTR).is_some() {
                let reqntid = ir::attr(op, NVVM_REQNTID_ATTR).and_then(ir::dense_i32_array_values);
                let fty = ir::attr(op, "function_type").and_then(ir::type_attr_value);
                let spaces = fty
                    .and_then(|t| ir::function_parts(self.ctx, t))
                    .map(|(inputs, _, _)| inputs.into_iter().map(ir::pointer_address_space).collect())
                    .unwrap_or_default();
                self.spaces.push(spaces);
                self.tensor_maps.push(tensor_map_args(op));
                self.workspaces.push(ir::attr(op, TMA_WORKSPACE_ATTR).and_then(ir::integer_attr_value));
                let cluster = ir::attr(op, NVVM_BLOCKS_ARE_CLUSTERS_ATTR)
                    .and_then(|_| ir::attr(op, NVVM_CLUSTER_DIM_ATTR))
                    .and_then(ir::dense_i32_array_values);
                self.info.kernels.push(Kernel { name: sym, reqntid, cluster, params: Vec::new() });
            } else if name == llvm::GlobalOperation::name()
                && ir::attr(op, "addr_space").and_then(ir::integer_attr_value) == Some(3)
            {
                let ty = ir::attr(op, "global_type").and_then(ir::type_attr_value).map(ir::print_type);
                let alignment = ir::attr(op, "alignment").and_then(ir::integer_attr_value);
                self.info.shared.push(SharedGlobal { name: sym, ty: ty.unwrap_or_default(), alignment });
            }
        }
        let count = self.info.kernels.len();
        if count == 0 || (count > 1 && !multi_kernel) {
            self.info.unsupported.push(format!("{} kernels in one module", self.info.kernels.len()));
        }
    }

    fn call_spec_attrs(&self, callee: &str, nargs: usize) -> [(&'static str, mlir_sys::MlirAttribute); 3] {
        [
            ("callee", ir::flat_symbol_ref(self.ctx, callee)),
            ("operandSegmentSizes", ir::dense_i32_array(self.ctx, &[nargs as i32, 0])),
            ("op_bundle_sizes", ir::dense_i32_array(self.ctx, &[])),
        ]
    }

    /// A detached `llvm.call @callee(args)`; records the declaration.
    fn make_call(
        &mut self,
        callee: &str,
        args: &[MlirValue],
        result: Option<MlirType>,
        loc: mlir_sys::MlirLocation,
    ) -> MlirOperation {
        let arg_types: Vec<MlirType> = args.iter().map(|v| ir::value_type(*v)).collect();
        self.decls.entry(callee.to_string()).or_insert((arg_types, result));
        let results: Vec<MlirType> = result.into_iter().collect();
        let attrs = self.call_spec_attrs(callee, args.len());
        ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::CallOperation::name(),
                loc,
                operands: args,
                results: &results,
                attrs: &attrs,
                regions: &[],
            },
        )
    }

    /// Replaces `op` by a call of `callee` with the same operands and results.
    fn replace_with_call(&mut self, op: MlirOperation, callee: &str) {
        let results = ir::results(op);
        if results.len() > 1 {
            self.info.unsupported.push(format!("{} with {} results", ir::op_name(op), results.len()));
            return;
        }
        let result_type = results.first().map(|v| ir::value_type(*v));
        let call = self.make_call(callee, &ir::operands(op), result_type, ir::location(op));
        ir::insert_before(op, call);
        for (old, new) in results.iter().zip(ir::results(call)) {
            ir::replace_all_uses(*old, new);
        }
        ir::erase(op);
    }

    /// `llvm.mlir.constant(n : i64) : i64` before `anchor`.
    fn const_i64_before(&self, anchor: MlirOperation, n: i64) -> MlirValue {
        let i64t = self.i64();
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::ConstantOperation::name(),
                loc: ir::location(anchor),
                operands: &[],
                results: &[i64t],
                attrs: &[("value", ir::integer_attr(i64t, n))],
                regions: &[],
            },
        );
        ir::insert_before(anchor, op);
        ir::results(op)[0]
    }

    /// A load, store or atomic: one through a shared::cluster pointer
    /// (`!llvm.ptr<7>`, another CTA's shared memory) is reported (the
    /// runtime implements the cluster's mbarrier arrivals and multicast
    /// loads, not loads and stores of distributed shared memory); with the
    /// race check a shared-memory load or store is instrumented.
    fn memory_access(&mut self, op: MlirOperation, is_store: bool, race_check: bool) {
        let address = ir::operands(op).get(usize::from(is_store)).copied();
        if address.is_some_and(|a| ir::pointer_address_space(ir::value_type(a)) == Some(SHARED_CLUSTER_SPACE)) {
            self.info.unsupported.push(format!(
                "{} of distributed shared memory (a shared::cluster pointer) at {}: not emulated",
                ir::op_name(op),
                ir::location_string(op)
            ));
            return;
        }
        let atomic = ir::op_name(op) != llvm::LoadOperation::name() && ir::op_name(op) != llvm::StoreOperation::name();
        if race_check && !atomic {
            self.instrument(op, is_store);
        }
    }

    /// Brackets a shared-memory load or store with the race detector's calls.
    fn instrument(&mut self, op: MlirOperation, is_store: bool) {
        let (ptr, value_ty) = match (is_store, ir::operands(op).as_slice(), ir::results(op).as_slice()) {
            (false, [ptr], [res]) => (*ptr, ir::value_type(*res)),
            (true, [val, ptr], _) => (*ptr, ir::value_type(*val)),
            _ => return,
        };
        if ir::pointer_address_space(ir::value_type(ptr)) != Some(3) {
            return;
        }
        let Some(bytes) = store_size(value_ty) else {
            self.info.unsupported.push(format!(
                "shared-memory access of unknown size: {} at {}",
                ir::print_type(value_ty),
                ir::location_string(op)
            ));
            return;
        };
        self.info.smem_accesses += 1;
        let size = self.const_i64_before(op, bytes);
        let loc = ir::location(op);
        if is_store {
            let pre = self.make_call("__emu_smem_prestore", &[ptr, size], None, loc);
            ir::insert_before(op, pre);
            let post = self.make_call("__emu_smem_poststore", &[ptr, size], None, loc);
            ir::insert_after(op, post);
        } else {
            let call = self.make_call("__emu_smem_load", &[ptr, size], None, loc);
            ir::insert_before(op, call);
        }
    }

    fn replace_ops(&mut self, race_check: bool) {
        let sregs = sreg_table();
        let cluster_ops = cluster_op_table();
        for op in ir::walk(self.module) {
            let name = ir::op_name(op);
            let name = name.as_str();
            if let Some((_, reg, callee)) = sregs.iter().find(|(op_name, _, _)| *op_name == name) {
                if ir::operands(op).is_empty() && ir::results(op).len() == 1 {
                    *self.info.sregs.entry(reg.to_string()).or_default() += 1;
                    self.replace_with_call(op, callee);
                }
            } else if let Some((_, counted, callee)) = cluster_ops.iter().find(|(op_name, _, _)| *op_name == name) {
                *self.info.tensor_ops.entry(counted.to_string()).or_default() += 1;
                self.replace_with_call(op, callee);
            } else if name == nvvm::Barrier0Operation::name()
                || (name == nvvm::BarrierOperation::name() && ir::operands(op).is_empty())
            {
                self.info.barriers += 1;
                self.replace_with_call(op, "__emu_barrier");
            } else if name == nvvm::BarrierOperation::name() {
                self.replace_named_barrier(op);
            } else if name == nvvm::ShflOperation::name() {
                self.replace_shuffle(op);
            } else if name == llvm::TrapOperation::name() {
                self.info.traps += 1;
                self.replace_with_call(op, "__emu_trap");
            } else if name == llvm::CallIntrinsicOperation::name() {
                let intrin = ir::attr(op, "intrin").filter(|a| ir::is_string_attr(*a)).map(ir::string_attr_value);
                if let Some(nvvm) = intrin.as_deref().and_then(|n| n.strip_prefix(NVVM_INTRINSIC_PREFIX)) {
                    let sreg = nvvm.strip_prefix(SREG_INTRINSIC_PREFIX);
                    if let Some((_, reg, callee)) = sreg.and_then(|r| sregs.iter().find(|(_, reg, _)| *reg == r)) {
                        if ir::operands(op).is_empty() && ir::results(op).len() == 1 {
                            *self.info.sregs.entry(reg.to_string()).or_default() += 1;
                            self.replace_with_call(op, callee);
                            continue;
                        }
                    }
                    if let Some((kind, with_valid)) = shuffle_intrinsic(nvvm) {
                        self.lower_shuffle(op, kind, with_valid);
                        continue;
                    }
                    if let Some(kind) = redux_intrinsic(nvvm) {
                        self.lower_redux(op, kind);
                        continue;
                    }
                    if let Some(mma) = matrix::parse_mma(nvvm) {
                        self.lower_mma(op, nvvm, mma);
                        continue;
                    }
                    if let Some(mv) = matrix::parse_matrix_move(nvvm) {
                        self.lower_matrix_move(op, nvvm, mv, race_check);
                        continue;
                    }
                    if let Some(t) = tcgen05::parse(nvvm) {
                        self.lower_tensor_op(op, nvvm, t, race_check);
                        continue;
                    }
                    self.info.intrinsics.push(nvvm.to_string());
                    let callee = format!("__emu_nvvm_{}", nvvm.replace('.', "_"));
                    self.replace_with_call(op, &callee);
                }
            } else if name == llvm::InlineAsmOperation::name() {
                self.lower_inline_asm(op, race_check);
            } else if name == llvm::LoadOperation::name()
                || name == llvm::StoreOperation::name()
                || name == llvm::AtomicRMWOperation::name()
                || name == llvm::AtomicCmpXchgOperation::name()
            {
                self.memory_access(op, name == llvm::StoreOperation::name(), race_check);
            }
        }
        // host atomics: one thread runs at a time
        for op in ir::walk(self.module) {
            if ir::attr(op, "syncscope").is_some() {
                ir::remove_attr(op, "syncscope");
            }
        }
    }

    /// An op `name(operands) -> result` inserted before `anchor`; its result.
    fn emit_before(
        &self,
        anchor: MlirOperation,
        name: &str,
        operands: &[MlirValue],
        result: MlirType,
        attrs: &[(&str, mlir_sys::MlirAttribute)],
    ) -> MlirValue {
        let op = ir::create(
            self.ctx,
            &OpSpec { name, loc: ir::location(anchor), operands, results: &[result], attrs, regions: &[] },
        );
        ir::insert_before(anchor, op);
        ir::results(op)[0]
    }

    /// `llvm.mlir.constant(n : T) : T` before `anchor`, for an integer type `T`.
    fn const_before(&self, anchor: MlirOperation, ty: MlirType, n: i64) -> MlirValue {
        self.emit_before(anchor, llvm::ConstantOperation::name(), &[], ty, &[("value", ir::integer_attr(ty, n))])
    }

    /// `nvvm.barrier` with a barrier id and/or a thread count (`bar.sync id,
    /// count`) → `__emu_barrier_sync(id or 0, count or -1)`; the runtime runs it
    /// as a barrier of the whole CTA and rejects a count below the CTA size. The
    /// reduction form (`bar.red`, with a predicate and a result) is left in place
    /// and so reported as unsupported.
    fn replace_named_barrier(&mut self, op: MlirOperation) {
        let operands = ir::operands(op);
        if ir::attr(op, "reductionOp").is_some() || !ir::results(op).is_empty() {
            return;
        }
        let Some(sizes) = ir::attr(op, "operandSegmentSizes").and_then(ir::dense_i32_array_values) else { return };
        let [ids, counts, 0] = sizes.as_slice() else { return };
        let (ids, counts) = (usize::try_from(*ids).unwrap_or(2), usize::try_from(*counts).unwrap_or(2));
        if ids > 1 || counts > 1 || ids + counts != operands.len() {
            return;
        }
        let i32t = self.i32();
        let id = if ids == 1 { operands[0] } else { self.const_before(op, i32t, 0) };
        let count = if counts == 1 { operands[ids] } else { self.const_before(op, i32t, -1) };
        self.info.barriers += 1;
        let call = self.make_call("__emu_barrier_sync", &[id, count], None, ir::location(op));
        ir::insert_before(op, call);
        ir::erase(op);
    }

    /// The runtime's number for the `kind` of an `nvvm.shfl.sync`: the attribute
    /// is compared with the four `#nvvm<shfl_kind ...>` attributes (the C API
    /// has no accessor for NVVM's enum attributes, so those are built from
    /// their spelling, [`ir::attribute_from_spelling`]).
    fn shuffle_kind(&self, op: MlirOperation) -> Option<i32> {
        let kind = ir::attr(op, "kind")?;
        SHFL_KINDS.iter().find_map(|(spelling, n)| {
            ir::attribute_from_spelling(self.ctx, spelling).filter(|a| ir::attributes_equal(*a, kind)).map(|_| *n)
        })
    }

    /// `nvvm.shfl.sync <kind> %mask, %val, %b, %c : T -> R`, see [`Self::lower_shuffle`].
    fn replace_shuffle(&mut self, op: MlirOperation) {
        let Some(kind) = self.shuffle_kind(op) else { return };
        let with_valid = ir::attr(op, "return_value_and_is_valid").is_some();
        self.lower_shuffle(op, kind, with_valid);
    }

    /// A warp reduction, `llvm.call_intrinsic "llvm.nvvm.redux.sync.<kind>"(%val,
    /// %mask)` (T i32, or f32 for the `f` kinds) → `__emu_redux_sync(site,
    /// kind, %mask, bits(%val)) -> i32`, the warp's result; `site` numbers
    /// the module's shuffles and reductions together from 1 (counted in
    /// `shuffles`). An op of another shape is reported as unsupported.
    fn lower_redux(&mut self, op: MlirOperation, kind: i32) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let i32t = self.i32();
        let is_float = kind >= 8;
        let ([val, mask], [res]) = (operands.as_slice(), results.as_slice()) else {
            self.info.unsupported.push(format!("a warp reduction of another shape at {}", ir::location_string(op)));
            return;
        };
        let val_ty = ir::value_type(*val);
        let type_ok =
            if is_float { ir::float_name(val_ty) == Some("f32") } else { ir::integer_width(val_ty) == Some(32) };
        if !type_ok || !ir::types_equal(ir::value_type(*mask), i32t) || !ir::types_equal(ir::value_type(*res), val_ty) {
            self.info.unsupported.push(format!(
                "a warp reduction of {} at {}",
                ir::print_type(val_ty),
                ir::location_string(op)
            ));
            return;
        }
        self.info.shuffles += 1;
        let site = self.const_before(op, i32t, self.info.shuffles as i64);
        let kind = self.const_before(op, i32t, i64::from(kind));
        let bits =
            if is_float { self.emit_before(op, llvm::BitcastOperation::name(), &[*val], i32t, &[]) } else { *val };
        let call = self.make_call("__emu_redux_sync", &[site, kind, *mask, bits], Some(i32t), ir::location(op));
        ir::insert_before(op, call);
        let out = ir::results(call)[0];
        let value =
            if is_float { self.emit_before(op, llvm::BitcastOperation::name(), &[out], val_ty, &[]) } else { out };
        ir::replace_all_uses(*res, value);
        ir::erase(op);
    }

    /// A shuffle, `nvvm.shfl.sync <kind> %mask, %val, %b, %c : T -> R` or
    /// `llvm.call_intrinsic "llvm.nvvm.shfl.sync.<kind>.<T>[p]"(%mask, %val,
    /// %b, %c)` (T i32 or f32; R T, or `!llvm.struct<(T, i1)>` with the
    /// validity: `return_value_and_is_valid`, the `p` intrinsics) →
    /// `__emu_shfl_sync(site, kind, %mask, bits(%val), %b, %c) -> i64`, the
    /// source lane's value in the low 32 bits and the validity in bit 32;
    /// `site` numbers the shuffles of the module from 1 (the runtime checks that
    /// all lanes of a warp meet at the same one). An op of another shape is
    /// left in place (an intrinsic one is then reported like any other unknown
    /// intrinsic, the NVVM op as leftover NVVM).
    fn lower_shuffle(&mut self, op: MlirOperation, kind: i32, with_valid: bool) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let ([mask, val, b, c], [res]) = (operands.as_slice(), results.as_slice()) else {
            self.info.unsupported.push(format!("a shuffle of another shape at {}", ir::location_string(op)));
            return;
        };
        let (i32t, i64t) = (self.i32(), self.i64());
        let val_ty = ir::value_type(*val);
        let is_f32 = ir::float_name(val_ty) == Some("f32");
        let res_ty = ir::value_type(*res);
        let i1 = ir::integer_type(self.ctx, 1);
        let shape_ok = (is_f32 || ir::integer_width(val_ty) == Some(32))
            && ir::types_equal(ir::value_type(*mask), i32t)
            && ir::types_equal(ir::value_type(*b), i32t)
            && ir::types_equal(ir::value_type(*c), i32t)
            && if with_valid {
                ir::literal_struct_parts(res_ty).is_some_and(|(elems, _)| {
                    elems.len() == 2 && ir::types_equal(elems[0], val_ty) && ir::types_equal(elems[1], i1)
                })
            } else {
                ir::types_equal(res_ty, val_ty)
            };
        if !shape_ok {
            self.info.unsupported.push(format!(
                "a shuffle of {} to {} at {}",
                ir::print_type(val_ty),
                ir::print_type(res_ty),
                ir::location_string(op)
            ));
            return;
        }
        self.info.shuffles += 1;
        let site = self.const_before(op, i32t, self.info.shuffles as i64);
        let kind = self.const_before(op, i32t, i64::from(kind));
        let bits = if is_f32 { self.emit_before(op, llvm::BitcastOperation::name(), &[*val], i32t, &[]) } else { *val };
        let call = self.make_call("__emu_shfl_sync", &[site, kind, *mask, bits, *b, *c], Some(i64t), ir::location(op));
        ir::insert_before(op, call);
        let packed = ir::results(call)[0];
        let low = self.emit_before(op, llvm::TruncOperation::name(), &[packed], i32t, &[]);
        let value =
            if is_f32 { self.emit_before(op, llvm::BitcastOperation::name(), &[low], val_ty, &[]) } else { low };
        let result = if with_valid {
            let c32 = self.const_before(op, i64t, 32);
            let high = self.emit_before(op, llvm::LShrOperation::name(), &[packed, c32], i64t, &[]);
            let valid = self.emit_before(op, llvm::TruncOperation::name(), &[high], i1, &[]);
            let poison = self.emit_before(op, llvm::PoisonOperation::name(), &[], res_ty, &[]);
            let pos0 = [("position", ir::dense_i64_array(self.ctx, &[0]))];
            let with_value = self.emit_before(op, llvm::InsertValueOperation::name(), &[poison, value], res_ty, &pos0);
            let pos1 = [("position", ir::dense_i64_array(self.ctx, &[1]))];
            self.emit_before(op, llvm::InsertValueOperation::name(), &[with_value, valid], res_ty, &pos1)
        } else {
            value
        };
        ir::replace_all_uses(*res, result);
        ir::erase(op);
    }

    /// `llvm.getelementptr base[index] : elem` before `anchor`.
    fn gep_before(&self, anchor: MlirOperation, base: MlirValue, index: i32, elem: MlirType) -> MlirValue {
        let attrs =
            [("elem_type", ir::type_attr(elem)), ("rawConstantIndices", ir::dense_i32_array(self.ctx, &[index]))];
        self.emit_before(anchor, llvm::GEPOperation::name(), &[base], self.ptr(), &attrs)
    }

    /// The scratch slots of the function around `op` (see [`MATRIX_SLOTS`]):
    /// one `llvm.alloca` of i64 at the start of its entry block, made on first
    /// use (an alloca in a loop body would grow the stack every iteration).
    /// `None` (reported) outside an `llvm.func`.
    fn matrix_scratch(&mut self, op: MlirOperation, name: &str) -> Option<(MlirValue, MlirValue)> {
        let slots = self.find_matrix_scratch(op);
        if slots.is_none() {
            self.info.unsupported.push(format!("{name} outside a function at {}", ir::location_string(op)));
        }
        slots
    }

    fn find_matrix_scratch(&mut self, op: MlirOperation) -> Option<(MlirValue, MlirValue)> {
        let mut func = ir::parent_op(op)?;
        while ir::op_name(func) != llvm::LLVMFuncOperation::name() {
            func = ir::parent_op(func)?;
        }
        let key = func.ptr as usize;
        if let Some(slots) = self.scratch.get(&key) {
            return Some(*slots);
        }
        let first = *ir::block_ops(ir::first_block(func)?).first()?;
        let (i32t, i64t) = (self.i32(), self.i64());
        let count = self.const_before(first, i32t, MATRIX_SLOTS);
        let attrs = [("elem_type", ir::type_attr(i64t)), ("alignment", ir::integer_attr(i64t, 16))];
        let base = self.emit_before(first, llvm::AllocaOperation::name(), &[count], self.ptr(), &attrs);
        let out = self.gep_before(first, base, MATRIX_OUT_SLOT, i64t);
        self.scratch.insert(key, (base, out));
        Some((base, out))
    }

    /// Counts a warp matrix op; its site number (from 1, over all of them).
    fn matrix_site(&mut self, name: &str) -> i64 {
        *self.info.matrix_ops.entry(name.to_string()).or_default() += 1;
        self.info.matrix_ops.values().sum::<usize>() as i64
    }

    /// Stores `values` to the i64 slots `slots[0..]` before `anchor` (each in
    /// its own type: the low bytes of the slot).
    fn store_slots(&self, anchor: MlirOperation, slots: MlirValue, values: &[MlirValue]) {
        for (i, v) in values.iter().enumerate() {
            let p = self.gep_before(anchor, slots, i as i32, self.i64());
            let store = ir::create(
                self.ctx,
                &OpSpec {
                    name: llvm::StoreOperation::name(),
                    loc: ir::location(anchor),
                    operands: &[*v, p],
                    results: &[],
                    attrs: &[],
                    regions: &[],
                },
            );
            ir::insert_before(anchor, store);
        }
    }

    /// Loads one value of each of `types` from the i64 slots `slots[0..]`
    /// before `anchor`.
    fn load_slots(&self, anchor: MlirOperation, slots: MlirValue, types: &[MlirType]) -> Vec<MlirValue> {
        let loads = types.iter().enumerate().map(|(i, t)| {
            let p = self.gep_before(anchor, slots, i as i32, self.i64());
            self.emit_before(anchor, llvm::LoadOperation::name(), &[p], *t, &[])
        });
        loads.collect()
    }

    /// `values` put into a `struct_ty` with `llvm.insertvalue` before `anchor`.
    fn build_struct(&self, anchor: MlirOperation, struct_ty: MlirType, values: &[MlirValue]) -> MlirValue {
        let mut acc = self.emit_before(anchor, llvm::PoisonOperation::name(), &[], struct_ty, &[]);
        for (i, v) in values.iter().enumerate() {
            let pos = [("position", ir::dense_i64_array(self.ctx, &[i as i64]))];
            acc = self.emit_before(anchor, llvm::InsertValueOperation::name(), &[acc, *v], struct_ty, &pos);
        }
        acc
    }

    /// `llvm.call_intrinsic "llvm.nvvm.mma.<shape>.row.col..."(A regs, B regs,
    /// C regs) -> struct<(D regs)>` → each operand stored to a scratch slot,
    /// `__emu_mma(site, kind, in, out)` (`kind`: [`Mma::descriptor`]), each D
    /// register loaded from its result slot into the struct. An op whose
    /// operand or result types are not those of its name is left in place and
    /// reported.
    fn lower_mma(&mut self, op: MlirOperation, name: &str, mma: Mma) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let (inputs, outputs) = mma.signature();
        let result = results.first().map(|r| ir::value_type(*r));
        let result_elems = result.and_then(ir::literal_struct_parts).map(|(elems, _)| elems).unwrap_or_default();
        let matches = |values: &[MlirType], regs: &[Reg]| {
            values.len() == regs.len() && values.iter().zip(regs).all(|(t, r)| reg_matches(*t, *r))
        };
        let operand_types: Vec<MlirType> = operands.iter().map(|v| ir::value_type(*v)).collect();
        let ok = results.len() == 1 && matches(&operand_types, &inputs) && matches(&result_elems, &outputs);
        let (true, Some(result_ty)) = (ok, result) else {
            self.info.unsupported.push(format!("{name} of another signature at {}", ir::location_string(op)));
            return;
        };
        let Some((input_slots, output_slots)) = self.matrix_scratch(op, name) else { return };
        let site = self.matrix_site(name);
        self.store_slots(op, input_slots, &operands);
        let i32t = self.i32();
        let site = self.const_before(op, i32t, site);
        let kind = self.const_before(op, i32t, i64::from(mma.descriptor()));
        let call = self.make_call("__emu_mma", &[site, kind, input_slots, output_slots], None, ir::location(op));
        ir::insert_before(op, call);
        let values = self.load_slots(op, output_slots, &result_elems);
        let value = self.build_struct(op, result_ty, &values);
        ir::replace_all_uses(results[0], value);
        ir::erase(op);
    }

    /// `llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x<n>[.trans].b16"(%row)`
    /// (result i32, or a struct of n i32) → `__emu_ldmatrix(site, kind, %row,
    /// out)` and the registers loaded from the result slots;
    /// the stmatrix intrinsic on `(%row, n x i32)` → the registers stored to the
    /// operand slots and `__emu_stmatrix(site, kind, %row, in)`. `kind`:
    /// [`MatrixMove::descriptor`]; with the race check the runtime passes the
    /// shared-memory rows through the race detector (counted in
    /// `smem_accesses`).
    fn lower_matrix_move(&mut self, op: MlirOperation, name: &str, mv: MatrixMove, race_check: bool) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let i32t = self.i32();
        let is_i32 = |v: &MlirValue| ir::types_equal(ir::value_type(*v), i32t);
        let shape_ok = match (mv.store, operands.split_first(), results.as_slice()) {
            (true, Some((row, regs)), []) => {
                ir::pointer_address_space(ir::value_type(*row)).is_some()
                    && regs.len() == mv.num
                    && regs.iter().all(is_i32)
            }
            (false, Some((row, [])), [res]) => {
                let res_ty = ir::value_type(*res);
                ir::pointer_address_space(ir::value_type(*row)).is_some()
                    && if mv.num == 1 {
                        ir::types_equal(res_ty, i32t)
                    } else {
                        ir::literal_struct_parts(res_ty).is_some_and(|(elems, _)| {
                            elems.len() == mv.num && elems.iter().all(|t| ir::types_equal(*t, i32t))
                        })
                    }
            }
            _ => false,
        };
        if !shape_ok {
            self.info.unsupported.push(format!("{name} of another signature at {}", ir::location_string(op)));
            return;
        }
        let Some((input_slots, output_slots)) = self.matrix_scratch(op, name) else { return };
        let site = self.matrix_site(name);
        if race_check {
            self.info.smem_accesses += 1;
        }
        let row = operands[0];
        if mv.store {
            self.store_slots(op, input_slots, &operands[1..]);
        }
        let site = self.const_before(op, i32t, site);
        let kind = self.const_before(op, i32t, i64::from(mv.descriptor(race_check)));
        let (callee, slots) = if mv.store { ("__emu_stmatrix", input_slots) } else { ("__emu_ldmatrix", output_slots) };
        let call = self.make_call(callee, &[site, kind, row, slots], None, ir::location(op));
        ir::insert_before(op, call);
        if let [res] = results.as_slice() {
            let values = self.load_slots(op, output_slots, &vec![i32t; mv.num]);
            let value = if mv.num == 1 { values[0] } else { self.build_struct(op, ir::value_type(*res), &values) };
            ir::replace_all_uses(*res, value);
        }
        ir::erase(op);
    }

    /// Whether a value of type `t` is what `arg` asks for.
    fn arg_matches(&self, t: MlirType, arg: Arg) -> bool {
        match arg {
            Arg::Ptr => ir::pointer_address_space(t).is_some(),
            Arg::Int(w) => ir::integer_width(t) == Some(w),
            Arg::Regs(1) => ir::integer_width(t) == Some(32),
            Arg::Regs(n) => ir::vector_parts(t)
                .is_some_and(|(shape, e)| shape == [i64::from(n)] && ir::integer_width(e) == Some(32)),
        }
    }

    /// The TMEM register buffer of the function around `op` (one `llvm.alloca`
    /// of [`TMEM_SCRATCH_WORDS`] i32 at the start of its entry block, made on
    /// first use); `None` (reported) outside an `llvm.func`.
    fn tmem_scratch(&mut self, op: MlirOperation, name: &str) -> Option<MlirValue> {
        let found = (|| {
            let mut func = ir::parent_op(op)?;
            while ir::op_name(func) != llvm::LLVMFuncOperation::name() {
                func = ir::parent_op(func)?;
            }
            let key = func.ptr as usize;
            if let Some(buf) = self.tmem_scratch.get(&key) {
                return Some(*buf);
            }
            let first = *ir::block_ops(ir::first_block(func)?).first()?;
            let (i32t, i64t) = (self.i32(), self.i64());
            let count = self.const_before(first, i32t, TMEM_SCRATCH_WORDS);
            let attrs = [("elem_type", ir::type_attr(i32t)), ("alignment", ir::integer_attr(i64t, 16))];
            let buf = self.emit_before(first, llvm::AllocaOperation::name(), &[count], self.ptr(), &attrs);
            self.tmem_scratch.insert(key, buf);
            Some(buf)
        })();
        if found.is_none() {
            self.info.unsupported.push(format!("{name} outside a function at {}", ir::location_string(op)));
        }
        found
    }

    /// The runtime's arguments for the operands of a tcgen05/mbarrier op:
    /// `i1` flags widened to `i32` (`llvm.zext`), everything else as is.
    fn widen_flags(&self, anchor: MlirOperation, values: &[MlirValue]) -> Vec<MlirValue> {
        let i32t = self.i32();
        let widen = |v: &MlirValue| {
            if ir::integer_width(ir::value_type(*v)) == Some(1) {
                self.emit_before(anchor, llvm::ZExtOperation::name(), &[*v], i32t, &[])
            } else {
                *v
            }
        };
        values.iter().map(widen).collect()
    }

    /// A tcgen05 or mbarrier intrinsic ([`tcgen05`]) → a call of its runtime
    /// function: the site number first for [`TensorOp::takes_site`] ops; a
    /// race-check flag (1 with the race check) after the site for the alloc
    /// (either `cta_group`; whose address write into shared memory the
    /// runtime records), the MMA (whose operand reads it records),
    /// `cp.async` and the TMA load (whose shared-memory writes it records),
    /// each counted in `smem_accesses`; then the operands as
    /// [`Self::tensor_op_args`] passes them (the registers of `tcgen05.ld/st`
    /// go through [`Self::tmem_scratch`]: one store or load of the whole
    /// vector); try_wait's `i32` result truncated to `i1`. The
    /// ordering-only ones are erased. An op whose types are not those of
    /// its name is left in place and reported.
    fn lower_tensor_op(&mut self, op: MlirOperation, name: &str, t: TensorOp, race_check: bool) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let (inputs, output) = t.signature();
        let result_ok = match (output, results.as_slice()) {
            (None, []) => true,
            (Some(arg), [res]) => self.arg_matches(ir::value_type(*res), arg),
            _ => false,
        };
        let ok = result_ok
            && operands.len() == inputs.len()
            && operands.iter().zip(&inputs).all(|(v, a)| self.arg_matches(ir::value_type(*v), *a));
        if !ok {
            self.info.unsupported.push(format!("{name} of another signature at {}", ir::location_string(op)));
            return;
        }
        let Some(callee) = t.callee() else {
            *self.info.tensor_ops.entry(name.to_string()).or_default() += 1;
            ir::erase(op);
            return;
        };
        let buffer = match t {
            TensorOp::Load { .. } | TensorOp::Store { .. } => match self.tmem_scratch(op, name) {
                Some(buf) => Some(buf),
                None => return,
            },
            _ => None,
        };
        *self.info.tensor_ops.entry(name.to_string()).or_default() += 1;
        let i32t = self.i32();
        let mut args = Vec::new();
        if t.takes_site() {
            self.tensor_sites += 1;
            args.push(self.const_before(op, i32t, self.tensor_sites));
        }
        if matches!(
            t,
            TensorOp::Alloc
                | TensorOp::AllocPair
                | TensorOp::Mma
                | TensorOp::MmaTensorA
                | TensorOp::MmaBlockScale
                | TensorOp::MmaNvf4
                | TensorOp::MmaMxf4
                | TensorOp::CpAsync { .. }
                | TensorOp::TmaLoad { .. }
                | TensorOp::TmaLoadCluster { .. }
                | TensorOp::TmaStore { .. }
        ) {
            args.push(self.const_before(op, i32t, i64::from(race_check)));
            self.info.smem_accesses += usize::from(race_check);
        }
        args.extend(self.tensor_op_args(op, t, &operands, buffer));
        let align4 = [("alignment", ir::integer_attr(self.i64(), 4))];
        let call_result = match t {
            TensorOp::MbarrierTryWait => Some(i32t),
            TensorOp::MbarrierArrive | TensorOp::MbarrierArriveExpectTx | TensorOp::MbarrierArriveCount => {
                Some(self.i64())
            }
            TensorOp::Mapa => results.first().map(|r| ir::value_type(*r)),
            _ => None,
        };
        let call = self.make_call(callee, &args, call_result, ir::location(op));
        ir::insert_before(op, call);
        if let [res] = results.as_slice() {
            let res_ty = ir::value_type(*res);
            let value = match (t, buffer) {
                (TensorOp::Load { .. }, Some(buf)) => {
                    self.emit_before(op, llvm::LoadOperation::name(), &[buf], res_ty, &align4)
                }
                (TensorOp::MbarrierTryWait, _) => {
                    self.emit_before(op, llvm::TruncOperation::name(), &[ir::results(call)[0]], res_ty, &[])
                }
                _ => ir::results(call)[0],
            };
            ir::replace_all_uses(*res, value);
        }
        ir::erase(op);
    }

    /// The runtime call's arguments from the op's operands (after the site
    /// and race check, [`Self::lower_tensor_op`]): the register count,
    /// TMEM address, buffer and widened flags of `tcgen05.ld/st` (the
    /// registers of a store first stored to the buffer); `cp.async`'s
    /// (dst, src, cp size, src size); the TMA ops' operands with their
    /// coordinates padded to five; the multicast commit's (mbar, mask
    /// zero-extended to i32); any other op's operands, `i1` ones widened.
    fn tensor_op_args(
        &self,
        op: MlirOperation,
        t: TensorOp,
        operands: &[MlirValue],
        buffer: Option<MlirValue>,
    ) -> Vec<MlirValue> {
        let i32t = self.i32();
        let align4 = [("alignment", ir::integer_attr(self.i64(), 4))];
        let mut args = Vec::new();
        match (t, buffer) {
            (TensorOp::Load { num, .. }, Some(buf)) => {
                args.push(self.const_before(op, i32t, i64::from(num)));
                args.extend([operands[0], buf]);
                args.extend(self.widen_flags(op, &operands[1..]));
            }
            (TensorOp::Store { num, half }, Some(buf)) => {
                // .16x32bx2 has the half offset before the registers.
                let regs = operands[if half { 2 } else { 1 }];
                let store = ir::create(
                    self.ctx,
                    &OpSpec {
                        name: llvm::StoreOperation::name(),
                        loc: ir::location(op),
                        operands: &[regs, buf],
                        results: &[],
                        attrs: &align4,
                        regions: &[],
                    },
                );
                ir::insert_before(op, store);
                args.push(self.const_before(op, i32t, i64::from(num)));
                args.extend([operands[0], buf]);
                let flags: Vec<MlirValue> = if half { vec![operands[1], operands[3]] } else { operands[2..].to_vec() };
                args.extend(self.widen_flags(op, &flags));
            }
            (TensorOp::CpAsync { size, zfill }, _) => {
                // (dst, src, cp size, src size): without `.s` the whole size is read.
                let cp_size = self.const_before(op, i32t, i64::from(size));
                let src_size = if zfill { operands[2] } else { self.const_before(op, i32t, i64::from(size)) };
                args.extend([operands[0], operands[1], cp_size, src_size]);
            }
            (TensorOp::TmaLoad { rank }, _) => {
                // (dst, mbar, tensor map, rank, 5 coordinates padded with 0);
                // the cache hint and its flag are dropped.
                let rank_value = self.const_before(op, i32t, i64::from(rank));
                args.extend([operands[0], operands[1], operands[2], rank_value]);
                let coords = &operands[3..3 + rank as usize];
                args.extend_from_slice(coords);
                for _ in coords.len()..TMA_MAX_RANK {
                    args.push(self.const_before(op, i32t, 0));
                }
            }
            (TensorOp::TmaLoadCluster { rank }, _) => args.extend(self.tma_cluster_args(op, operands, rank)),
            (TensorOp::CommitMulticast, _) => {
                // (mbar, CTA mask): the i16 mask zero-extended (a C int32_t).
                args.push(operands[0]);
                args.push(self.emit_before(op, llvm::ZExtOperation::name(), &[operands[1]], i32t, &[]));
            }
            (TensorOp::TmaStore { rank }, _) => {
                // (src, tensor map, rank, 5 coordinates padded with 0).
                let rank_value = self.const_before(op, i32t, i64::from(rank));
                args.extend([operands[0], operands[1], rank_value]);
                let coords = &operands[2..2 + rank as usize];
                args.extend_from_slice(coords);
                for _ in coords.len()..TMA_MAX_RANK {
                    args.push(self.const_before(op, i32t, 0));
                }
            }
            _ => args.extend(self.widen_flags(op, operands)),
        }
        args
    }

    /// The runtime's arguments after the site and race check for
    /// `cp.async.bulk.tensor.g2s.tile.<rank>d` (dst, mbar, tensor map,
    /// `rank` coordinates, i16 CTA mask, i64 cache hint, i1 use mask, i1 use
    /// hint, i32 cta_group): dst, mbar, tensor map, rank, five coordinates
    /// (those past the rank 0), the mask and the use-mask flag widened to
    /// i32, cta_group; the hint and its flag dropped.
    fn tma_cluster_args(&self, op: MlirOperation, operands: &[MlirValue], rank: u32) -> Vec<MlirValue> {
        let i32t = self.i32();
        let n = rank as usize;
        let mut args = vec![operands[0], operands[1], operands[2], self.const_before(op, i32t, i64::from(rank))];
        args.extend_from_slice(&operands[3..3 + n]);
        for _ in n..TMA_MAX_RANK {
            args.push(self.const_before(op, i32t, 0));
        }
        let (mask, use_mask, cta_group) = (operands[3 + n], operands[5 + n], operands[7 + n]);
        args.push(self.emit_before(op, llvm::ZExtOperation::name(), &[mask], i32t, &[]));
        args.push(self.emit_before(op, llvm::ZExtOperation::name(), &[use_mask], i32t, &[]));
        args.push(cta_group);
        args
    }

    /// `llvm.inline_asm` of a `wgmma.mma_async` ([`wgmma`]) → its
    /// accumulator registers stored to the TMEM register buffer,
    /// `__emu_wgmma(site, race_check, code, n, adesc, bdesc, scale_d, buf)`,
    /// the registers loaded back into the result struct; an `mma.sync` that
    /// has no intrinsic ([`matrix::parse_mma_asm`]) → `__emu_mma` as the
    /// intrinsics ([`Self::lower_mma`]); an empty operand fence → its
    /// inputs. Any other inline asm, or one whose operand and
    /// result types do not fit its text, is left in place and reported.
    fn lower_inline_asm(&mut self, op: MlirOperation, race_check: bool) {
        let text = ir::attr(op, "asm_string").filter(|a| ir::is_string_attr(*a)).map(ir::string_attr_value);
        if let Some(m) = text.as_deref().and_then(parse_multimem) {
            self.lower_multimem(op, m);
            return;
        }
        // An operand fence (passes/src/conversion/tileas_to_llvm/wgmma.rs,
        // `fence_operands`): no text, outputs tied to the inputs in order. On
        // the CPU the registers are what the inputs hold.
        let (operands, results) = (ir::operands(op), ir::results(op));
        let constraints = ir::attr(op, "constraints").filter(|a| ir::is_string_attr(*a)).map(ir::string_attr_value);
        let tied = constraints.as_deref().is_some_and(|c| {
            let parts: Vec<&str> = c.split(',').collect();
            let n = operands.len();
            parts.len() == 2 * n
                && parts[..n].iter().all(|p| p.starts_with('='))
                && parts[n..].iter().enumerate().all(|(i, p)| *p == i.to_string())
        });
        if text.as_deref() == Some("") && results.len() == 1 && tied {
            let struct_ty = ir::value_type(results[0]);
            let value = self.build_struct(op, struct_ty, &operands);
            ir::replace_all_uses(results[0], value);
            ir::erase(op);
            return;
        }
        if let Some((name, mma)) = text.as_deref().and_then(matrix::parse_mma_asm) {
            self.lower_mma(op, &name, mma);
            return;
        }
        let Some(w) = text.as_deref().and_then(wgmma::parse) else {
            let shown: String = text.unwrap_or_default().chars().take(60).collect();
            self.info.unsupported.push(format!("inline asm {shown:?} at {}", ir::location_string(op)));
            return;
        };
        if !self.wgmma_signature_ok(op, &w) {
            self.info.unsupported.push(format!("wgmma.mma_async of another signature at {}", ir::location_string(op)));
            return;
        }
        let Some(buf) = self.tmem_scratch(op, "wgmma.mma_async") else { return };
        let n = w.regs();
        *self.info.tensor_ops.entry("wgmma.mma_async".to_string()).or_default() += 1;
        self.info.smem_accesses += usize::from(race_check);
        // The accumulator, then register A's four words; B's descriptor
        // and scale-d after A (its descriptor or its words).
        let a = if w.a_regs { 4 } else { 0 };
        let b_at = n + a.max(1);
        for (i, v) in operands[..n + a].iter().enumerate() {
            let p = self.gep_before(op, buf, i as i32, self.i32());
            let store = ir::create(
                self.ctx,
                &OpSpec {
                    name: llvm::StoreOperation::name(),
                    loc: ir::location(op),
                    operands: &[*v, p],
                    results: &[],
                    attrs: &[],
                    regions: &[],
                },
            );
            ir::insert_before(op, store);
        }
        self.tensor_sites += 1;
        let i32t = self.i32();
        let args = [
            self.const_before(op, i32t, self.tensor_sites),
            self.const_before(op, i32t, i64::from(race_check)),
            self.const_before(op, i32t, w.code()),
            self.const_before(op, i32t, n as i64),
            if w.a_regs { self.const_before(op, self.i64(), 0) } else { operands[n] },
            operands[b_at],
            operands[b_at + 1],
            buf,
        ];
        let call = self.make_call("__emu_wgmma", &args, None, ir::location(op));
        ir::insert_before(op, call);
        let struct_ty = ir::value_type(results[0]);
        let types: Vec<MlirType> = operands[..n].iter().map(|v| ir::value_type(*v)).collect();
        let values: Vec<MlirValue> = types
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let p = self.gep_before(op, buf, i as i32, self.i32());
                self.emit_before(op, llvm::LoadOperation::name(), &[p], *t, &[])
            })
            .collect();
        let value = self.build_struct(op, struct_ty, &values);
        ir::replace_all_uses(results[0], value);
        ir::erase(op);
    }

    /// The multimem PTX of the cuda_tile 13.5 multimem ops (passes/src/
    /// conversion/tileas_to_llvm/multimem.rs) on one GPU, whose multicast
    /// group is itself: `multimem.ld_reduce` → `llvm.load`, `multimem.red` →
    /// `llvm.atomicrmw` (monotonic), `multimem.st` → `llvm.store`; the fence
    /// around them is erased (one thread runs at a time).
    fn lower_multimem(&mut self, op: MlirOperation, m: Multimem) {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let loc = ir::location(op);
        let spec = |name, operands: &[MlirValue], results: &[MlirType], attrs: &[(&str, mlir_sys::MlirAttribute)]| {
            let new = ir::create(self.ctx, &OpSpec { name, loc, operands, results, attrs, regions: &[] });
            ir::insert_before(op, new);
            new
        };
        match (m, operands.as_slice(), results.as_slice()) {
            (Multimem::Fence, _, _) => {}
            (Multimem::Load, [p], [r]) => {
                let v = spec(llvm::LoadOperation::name(), &[*p], &[ir::value_type(*r)], &[]);
                ir::replace_all_uses(*r, ir::results(v)[0]);
            }
            (Multimem::Store, [p, v], []) => {
                spec(llvm::StoreOperation::name(), &[*v, *p], &[], &[]);
            }
            (Multimem::Red(bin_op), [p, v], []) => {
                let i64t = self.i64();
                let attrs = [("bin_op", ir::integer_attr(i64t, bin_op)), ("ordering", ir::integer_attr(i64t, 2))];
                spec(llvm::AtomicRMWOperation::name(), &[*p, *v], &[ir::value_type(*v)], &attrs);
            }
            _ => {
                self.info.unsupported.push(format!("multimem asm of another signature at {}", ir::location_string(op)));
                return;
            }
        }
        ir::erase(op);
    }

    /// Whether `op`'s operands are the `w.regs()` 32-bit accumulator
    /// registers (f32, or i32 for an s32 D), two i64 descriptors and an i32
    /// scale-d, and its result a struct of the registers.
    fn wgmma_signature_ok(&self, op: MlirOperation, w: &Wgmma) -> bool {
        let (operands, results) = (ir::operands(op), ir::results(op));
        let n = w.regs();
        let reg_ok = |t: MlirType| {
            if w.d == 9 {
                ir::integer_width(t) == Some(32)
            } else {
                ir::float_name(t) == Some("f32")
            }
        };
        let fields = results.first().and_then(|r| ir::literal_struct_parts(ir::value_type(*r))).map(|(f, _)| f);
        // A: four i32 registers, or a descriptor.
        let a = if w.a_regs { 4 } else { 1 };
        let width =
            |i: usize, bits: u32| operands.get(i).is_some_and(|v| ir::integer_width(ir::value_type(*v)) == Some(bits));
        operands.len() == n + a + 2
            && operands[..n].iter().all(|v| reg_ok(ir::value_type(*v)))
            && (n..n + a).all(|i| width(i, if w.a_regs { 32 } else { 64 }))
            && width(n + a, 64)
            && width(n + a + 1, 32)
            && results.len() == 1
            && fields.is_some_and(|f| f.len() == n && f.iter().all(|t| reg_ok(*t)))
    }

    /// `@vprintf` → `@__emu_vprintf`, `@__assertfail` → `@__emu_assertfail`,
    /// the device heap's `@__cuda_syscall_aligned_malloc`/`@free` →
    /// `@__emu_aligned_malloc`/`@__emu_free` (libc's must not interpose).
    fn rename_symbols(&mut self) {
        for op in ir::block_ops(self.body) {
            let Some(sym) = ir::sym_name(op) else { continue };
            if let Some((old, new)) = RENAMES.iter().find(|(old, _)| *old == sym) {
                ir::replace_symbol_uses(old, new, self.module);
                ir::set_attr(op, "sym_name", ir::string_attr(self.ctx, new));
                self.info.renamed.push((old.to_string(), new.to_string()));
            }
        }
    }

    fn has_symbol(&self, name: &str) -> bool {
        ir::block_ops(self.body).into_iter().any(|op| ir::sym_name(op).as_deref() == Some(name))
    }

    /// Declares the runtime functions the rewritten module calls.
    fn declare(&mut self) {
        let decls = std::mem::take(&mut self.decls);
        for (name, (inputs, result)) in decls {
            if self.has_symbol(&name) {
                continue;
            }
            let ret = result.unwrap_or_else(|| ir::void_type(self.ctx));
            self.declare_func(&name, &inputs, ret);
        }
    }

    fn declare_func(&self, name: &str, inputs: &[MlirType], ret: MlirType) {
        let fty = ir::function_type(ret, inputs, false);
        let loc = ir::location(self.module);
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::LLVMFuncOperation::name(),
                loc,
                operands: &[],
                results: &[],
                attrs: &[("sym_name", ir::string_attr(self.ctx, name)), ("function_type", ir::type_attr(fty))],
                regions: &[None],
            },
        );
        ir::append(self.body, op);
    }

    /// `t` with every `!llvm.ptr<N>` made `!llvm.ptr`: `Ok(None)` when nothing
    /// changes, `Err` for a type that cannot be rebuilt through the C API.
    fn strip(&self, t: MlirType) -> Result<Option<MlirType>, String> {
        if let Some(space) = ir::pointer_address_space(t) {
            return Ok((space != 0).then(|| self.ptr()));
        }
        if let Some((inputs, ret, var_arg)) = ir::function_parts(self.ctx, t) {
            let mut changed = false;
            let mut new_inputs = Vec::with_capacity(inputs.len());
            for i in inputs {
                let s = self.strip(i)?;
                changed |= s.is_some();
                new_inputs.push(s.unwrap_or(i));
            }
            let new_ret = self.strip(ret)?;
            changed |= new_ret.is_some();
            return Ok(changed.then(|| ir::function_type(new_ret.unwrap_or(ret), &new_inputs, var_arg)));
        }
        if let Some((elems, packed)) = ir::literal_struct_parts(t) {
            let mut changed = false;
            let mut new_elems = Vec::with_capacity(elems.len());
            for e in elems {
                let s = self.strip(e)?;
                changed |= s.is_some();
                new_elems.push(s.unwrap_or(e));
            }
            return Ok(changed.then(|| ir::literal_struct(self.ctx, &new_elems, packed)));
        }
        if let Some((shape, elem)) = ir::vector_parts(t) {
            return Ok(self.strip(elem)?.map(|e| ir::vector_type(&shape, e)));
        }
        if let Some(elem) = ir::array_element(self.ctx, t) {
            return match self.strip(elem)? {
                None => Ok(None),
                Some(_) => Err(format!("an array of address-space pointers ({})", ir::print_type(t))),
            };
        }
        Ok(None)
    }

    fn strip_value(&mut self, v: MlirValue) {
        match self.strip(ir::value_type(v)) {
            Ok(Some(t)) => ir::set_value_type(v, t),
            Ok(None) => {}
            Err(why) => self.info.unsupported.push(why),
        }
    }

    /// Every value, function, global and element type loses its address
    /// space; `nvvm.*` attributes go.
    fn strip_address_spaces(&mut self) {
        for op in ir::walk(self.module) {
            for v in ir::results(op) {
                self.strip_value(v);
            }
            for block in ir::blocks_of(op) {
                for v in ir::block_args(block) {
                    self.strip_value(v);
                }
            }
            for name in TYPE_ATTRS {
                let Some(t) = ir::attr(op, name).and_then(ir::type_attr_value) else { continue };
                match self.strip(t) {
                    Ok(Some(nt)) => ir::set_attr(op, name, ir::type_attr(nt)),
                    Ok(None) => {}
                    Err(why) => self.info.unsupported.push(why),
                }
            }
            if ir::op_name(op) == llvm::GlobalOperation::name()
                && ir::attr(op, "addr_space").and_then(ir::integer_attr_value).is_some_and(|s| s != 0)
            {
                ir::set_attr(op, "addr_space", ir::integer_attr(self.i32(), 0));
            }
            for (name, _) in ir::discardable_attrs(op) {
                if name.starts_with("nvvm.") {
                    ir::remove_attr(op, &name);
                }
            }
        }
    }

    /// Function arguments lose their `nvvm.*` attributes (`nvvm.grid_constant`
    /// of the TMA descriptors) and `llvm.byval`: on the host a descriptor is
    /// a plain pointer to its 128 bytes (`@__emu_entry` passes the slot's
    /// pointer; a `byval` callee would expect the bytes copied by the caller).
    fn clean_arg_attrs(&mut self) {
        for op in ir::walk(self.module) {
            if ir::op_name(op) != llvm::LLVMFuncOperation::name() {
                continue;
            }
            let Some(args) = ir::attr(op, "arg_attrs").and_then(ir::array_attr_elements) else { continue };
            let mut changed = false;
            let cleaned: Vec<MlirAttribute> = args
                .into_iter()
                .map(|dict| {
                    let Some(entries) = ir::dictionary_entries(dict) else { return dict };
                    let kept: Vec<(String, MlirAttribute)> = entries
                        .iter()
                        .filter(|(name, _)| !name.starts_with("nvvm.") && name != LLVM_BYVAL_ATTR)
                        .cloned()
                        .collect();
                    if kept.len() == entries.len() {
                        return dict;
                    }
                    changed = true;
                    ir::dictionary_attr(self.ctx, &kept)
                })
                .collect();
            if changed {
                ir::set_attr(op, "arg_attrs", ir::array_attr(self.ctx, &cleaned));
            }
        }
    }

    /// `llvm.addrspacecast` is ptr → ptr now (LLVM rejects that): its
    /// operand replaces it.
    fn drop_address_casts(&mut self) {
        for op in ir::walk(self.module) {
            if ir::op_name(op) != llvm::AddrSpaceCastOperation::name() {
                continue;
            }
            if let ([src], [res]) = (ir::operands(op).as_slice(), ir::results(op).as_slice()) {
                if ir::types_equal(ir::value_type(*src), ir::value_type(*res)) {
                    ir::replace_all_uses(*res, *src);
                    ir::erase(op);
                    self.info.address_casts += 1;
                }
            }
        }
    }

    /// Whatever NVVM is left: ops of the nvvm dialect, `nvvm.*` or `#nvvm`
    /// attributes, `llvm.nvvm.*` functions.
    fn find_unsupported(&mut self) {
        let mut ops = vec![self.module];
        ops.extend(ir::walk(self.module));
        for op in ops {
            let name = ir::op_name(op);
            if name.starts_with("nvvm.") {
                self.info.unsupported.push(format!("{name} at {}", ir::location_string(op)));
            }
            for (attr_name, value) in ir::discardable_attrs(op) {
                if attr_name.starts_with("nvvm.") || ir::attr_dialect(value) == "nvvm" {
                    self.info.unsupported.push(format!("attribute {attr_name} of {name}"));
                }
            }
            if name == llvm::LLVMFuncOperation::name() {
                if let Some(sym) = ir::sym_name(op).filter(|s| s.starts_with(NVVM_INTRINSIC_PREFIX)) {
                    self.info.unsupported.push(format!("a call of @{sym}"));
                }
            }
        }
    }

    fn kernel_func(&self) -> Option<MlirOperation> {
        let name = &self.info.kernels.first()?.name;
        ir::block_ops(self.body).into_iter().find(|op| ir::sym_name(*op).as_ref() == Some(name))
    }

    /// The first kernel's parameters (after the rewrite) and their slot kinds.
    fn kernel_params(&mut self) {
        let Some(func) = self.kernel_func() else { return };
        let Some(entry) = ir::first_block(func) else {
            self.info.unsupported.push("the kernel has no body".into());
            return;
        };
        let mut params = Vec::new();
        for v in ir::block_args(entry) {
            params.push(self.param(ir::value_type(v)));
        }
        // the address spaces as the GPU module had them
        for (p, space) in params.iter_mut().zip(self.spaces.first().into_iter().flatten()) {
            p.address_space = *space;
        }
        for (p, map) in params.iter_mut().zip(self.tensor_maps.first().into_iter().flatten()) {
            p.tensor_map = *map;
        }
        if let Some(p) =
            self.workspaces.first().copied().flatten().and_then(|w| params.get_mut(usize::try_from(w).ok()?))
        {
            p.tma_workspace = true;
        }
        for p in &params {
            if p.kind == '?' {
                self.info.unsupported.push(format!("kernel parameter of type {}", p.ty));
            }
        }
        self.info.kernels[0].params = params;
    }

    fn param(&self, t: MlirType) -> Param {
        let (ty, kind) = if ir::pointer_address_space(t).is_some() {
            ("ptr".to_string(), 'p')
        } else if let Some(w) = ir::integer_width(t) {
            let kind = match w {
                1 => '1',
                8 => 'b',
                16 => 'h',
                32 => 'i',
                64 => 'l',
                _ => '?',
            };
            (format!("i{w}"), kind)
        } else if let Some(f) = ir::float_name(t) {
            let kind = match f {
                "f16" => 'e',
                "bf16" => 'B',
                "f32" => 'f',
                _ => 'd',
            };
            (f.to_string(), kind)
        } else {
            (ir::print_type(t), '?')
        };
        Param { ty, address_space: None, kind, tensor_map: false, tma_workspace: false }
    }

    /// `@__emu_entry(%slots: !llvm.ptr)`: loads parameter i from the 64-bit
    /// slot i and calls the kernel (the launcher needs no per-signature code).
    fn add_entry(&mut self) {
        let Some(func) = self.kernel_func() else { return };
        let Some(entry) = ir::first_block(func) else { return };
        let param_types: Vec<MlirType> = ir::block_args(entry).iter().map(|v| ir::value_type(*v)).collect();
        let kernel = self.info.kernels[0].name.clone();
        let ptr = self.ptr();
        let loc = ir::location(func);
        let fty = ir::function_type(ir::void_type(self.ctx), &[ptr], false);
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::LLVMFuncOperation::name(),
                loc,
                operands: &[],
                results: &[],
                attrs: &[("sym_name", ir::string_attr(self.ctx, "__emu_entry")), ("function_type", ir::type_attr(fty))],
                regions: &[Some(vec![ptr])],
            },
        );
        ir::append(self.body, op);
        let Some(block) = ir::first_block(op) else { return };
        let slots = ir::block_args(block)[0];
        let mut args = Vec::new();
        for (i, t) in param_types.iter().enumerate() {
            let slot = self.gep(block, slots, i as i32, self.i64());
            let load = ir::create(
                self.ctx,
                &OpSpec {
                    name: llvm::LoadOperation::name(),
                    loc,
                    operands: &[slot],
                    results: &[*t],
                    attrs: &[],
                    regions: &[],
                },
            );
            ir::append(block, load);
            args.push(ir::results(load)[0]);
        }
        let attrs = self.call_spec_attrs(&kernel, args.len());
        let call = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::CallOperation::name(),
                loc,
                operands: &args,
                results: &[],
                attrs: &attrs,
                regions: &[],
            },
        );
        ir::append(block, call);
        self.ret(block);
    }

    /// `llvm.getelementptr base[index] : elem` appended to `block`.
    fn gep(&self, block: mlir_sys::MlirBlock, base: MlirValue, index: i32, elem: MlirType) -> MlirValue {
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::GEPOperation::name(),
                loc: ir::location(self.module),
                operands: &[base],
                results: &[self.ptr()],
                attrs: &[
                    ("elem_type", ir::type_attr(elem)),
                    ("rawConstantIndices", ir::dense_i32_array(self.ctx, &[index])),
                ],
                regions: &[],
            },
        );
        ir::append(block, op);
        ir::results(op)[0]
    }

    fn simple(
        &self,
        block: mlir_sys::MlirBlock,
        name: &str,
        operands: &[MlirValue],
        result: MlirType,
        attrs: &[(&str, mlir_sys::MlirAttribute)],
    ) -> MlirValue {
        let op = ir::create(
            self.ctx,
            &OpSpec { name, loc: ir::location(self.module), operands, results: &[result], attrs, regions: &[] },
        );
        ir::append(block, op);
        ir::results(op)[0]
    }

    fn ret(&self, block: mlir_sys::MlirBlock) {
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::ReturnOperation::name(),
                loc: ir::location(self.module),
                operands: &[],
                results: &[],
                attrs: &[],
                regions: &[],
            },
        );
        ir::append(block, op);
    }

    /// `@__emu_init()`: registers every shared global with the runtime
    /// (`__emu_register_smem(address, bytes, name)`), which fills them with
    /// 0xFF before each CTA; registering also makes their addresses escape,
    /// so LLVM cannot keep shared values in registers across `__emu_barrier`.
    fn add_init(&mut self) {
        let ptr = self.ptr();
        let i64t = self.i64();
        let void = ir::void_type(self.ctx);
        let fty = ir::function_type(void, &[], false);
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::LLVMFuncOperation::name(),
                loc: ir::location(self.module),
                operands: &[],
                results: &[],
                attrs: &[("sym_name", ir::string_attr(self.ctx, "__emu_init")), ("function_type", ir::type_attr(fty))],
                regions: &[Some(vec![])],
            },
        );
        ir::append(self.body, op);
        let Some(block) = ir::first_block(op) else { return };
        let globals: Vec<(String, MlirType)> = self
            .info
            .shared
            .iter()
            .filter_map(|g| {
                let global =
                    ir::block_ops(self.body).into_iter().find(|o| ir::sym_name(*o).as_ref() == Some(&g.name))?;
                Some((g.name.clone(), ir::attr(global, "global_type").and_then(ir::type_attr_value)?))
            })
            .collect();
        for (i, (name, ty)) in globals.iter().enumerate() {
            let addr = self.simple(
                block,
                llvm::AddressOfOperation::name(),
                &[],
                ptr,
                &[("global_name", ir::flat_symbol_ref(self.ctx, name))],
            );
            // sizeof(global type) = ptrtoint(getelementptr null[1])
            let null = self.simple(block, llvm::ZeroOperation::name(), &[], ptr, &[]);
            let end = self.gep(block, null, 1, *ty);
            let bytes = self.simple(block, llvm::PtrToIntOperation::name(), &[end], i64t, &[]);
            let label = format!("__emu_name_{i}");
            self.string_global(&label, name);
            let label_addr = self.simple(
                block,
                llvm::AddressOfOperation::name(),
                &[],
                ptr,
                &[("global_name", ir::flat_symbol_ref(self.ctx, &label))],
            );
            let attrs = self.call_spec_attrs("__emu_register_smem", 3);
            let call = ir::create(
                self.ctx,
                &OpSpec {
                    name: llvm::CallOperation::name(),
                    loc: ir::location(self.module),
                    operands: &[addr, bytes, label_addr],
                    results: &[],
                    attrs: &attrs,
                    regions: &[],
                },
            );
            ir::append(block, call);
        }
        self.ret(block);
        if !self.has_symbol("__emu_register_smem") {
            self.declare_func("__emu_register_smem", &[ptr, i64t, ptr], void);
        }
    }

    /// `llvm.mlir.global internal constant @label("text\00")`.
    fn string_global(&self, label: &str, text: &str) {
        let value = format!("{text}\0");
        let i8t = ir::integer_type(self.ctx, 8);
        let ty = ir::array_type(i8t, value.len() as u32);
        let op = ir::create(
            self.ctx,
            &OpSpec {
                name: llvm::GlobalOperation::name(),
                loc: ir::location(self.module),
                operands: &[],
                results: &[],
                attrs: &[
                    ("sym_name", ir::string_attr(self.ctx, label)),
                    ("global_type", ir::type_attr(ty)),
                    ("linkage", ir::internal_linkage(self.ctx)),
                    ("addr_space", ir::integer_attr(self.i32(), 0)),
                    ("value", ir::string_attr(self.ctx, &value)),
                    ("constant", ir::unit_attr(self.ctx)),
                ],
                regions: &[None],
            },
        );
        ir::append(self.body, op);
    }
}

/// The `llvm.nvvm.shfl.sync.<kind>.<type>[p]` intrinsics (`llvm.nvvm.`
/// stripped), type `i32` or `f32`, `p`: the result is `{value, valid}`: the
/// kind's number (as [`SHFL_KINDS`]) and whether the validity is returned.
fn shuffle_intrinsic(name: &str) -> Option<(i32, bool)> {
    let (kind, ty) = name.strip_prefix("shfl.sync.")?.split_once('.')?;
    let kind = match kind {
        "bfly" => 0,
        "up" => 1,
        "down" => 2,
        "idx" => 3,
        _ => return None,
    };
    match ty {
        "i32" | "f32" => Some((kind, false)),
        "i32p" | "f32p" => Some((kind, true)),
        _ => None,
    }
}

/// The warp reductions `llvm.nvvm.redux.sync.<kind>` (`llvm.nvvm.` stripped)
/// and the number `__emu_redux_sync` gets for each: add, min, max, umin,
/// umax, and, or, xor on i32; fmin, fmax, fmin.NaN, fmax.NaN on f32 (no
/// `.abs` forms: nothing emits them).
const REDUX_KINDS: [&str; 12] =
    ["add", "min", "max", "umin", "umax", "and", "or", "xor", "fmin", "fmax", "fmin.NaN", "fmax.NaN"];

fn redux_intrinsic(name: &str) -> Option<i32> {
    let kind = name.strip_prefix("redux.sync.")?;
    REDUX_KINDS.iter().position(|k| *k == kind).map(|n| n as i32)
}

/// Whether `t` is the LLVM type of a fragment register of kind `reg`.
fn reg_matches(t: MlirType, reg: Reg) -> bool {
    match reg {
        Reg::F16x2 => ir::vector_parts(t).is_some_and(|(shape, e)| shape == [2] && ir::float_name(e) == Some("f16")),
        Reg::I32 => ir::integer_width(t) == Some(32),
        Reg::I16 => ir::integer_width(t) == Some(16),
        Reg::F32 => ir::float_name(t) == Some("f32"),
        Reg::F64 => ir::float_name(t) == Some("f64"),
    }
}

/// Bytes a load or store of `t` touches: integers and floats by width
/// (rounded up to bytes), vectors of them; `None` for anything else.
fn store_size(t: MlirType) -> Option<i64> {
    if let Some(w) = ir::integer_width(t) {
        return Some(i64::from(w.div_ceil(8)));
    }
    if let Some(f) = ir::float_name(t) {
        return Some(match f {
            "f16" | "bf16" => 2,
            "f32" => 4,
            _ => 8,
        });
    }
    if let Some((shape, elem)) = ir::vector_parts(t) {
        return Some(shape.iter().product::<i64>() * store_size(elem)?);
    }
    if ir::pointer_address_space(t).is_some() {
        return Some(8);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The generated names are the ops the rewrite was written for.
    #[test]
    fn generated_op_names() {
        let names = [
            (llvm::LLVMFuncOperation::name(), "llvm.func"),
            (llvm::GlobalOperation::name(), "llvm.mlir.global"),
            (llvm::CallOperation::name(), "llvm.call"),
            (llvm::ConstantOperation::name(), "llvm.mlir.constant"),
            (llvm::TrapOperation::name(), "llvm.intr.trap"),
            (llvm::CallIntrinsicOperation::name(), "llvm.call_intrinsic"),
            (llvm::LoadOperation::name(), "llvm.load"),
            (llvm::StoreOperation::name(), "llvm.store"),
            (llvm::AddrSpaceCastOperation::name(), "llvm.addrspacecast"),
            (llvm::GEPOperation::name(), "llvm.getelementptr"),
            (llvm::ReturnOperation::name(), "llvm.return"),
            (llvm::AddressOfOperation::name(), "llvm.mlir.addressof"),
            (llvm::ZeroOperation::name(), "llvm.mlir.zero"),
            (llvm::PtrToIntOperation::name(), "llvm.ptrtoint"),
            (nvvm::Barrier0Operation::name(), "nvvm.barrier0"),
            (nvvm::BarrierOperation::name(), "nvvm.barrier"),
            (nvvm::ShflOperation::name(), "nvvm.shfl.sync"),
            (llvm::BitcastOperation::name(), "llvm.bitcast"),
            (llvm::TruncOperation::name(), "llvm.trunc"),
            (llvm::LShrOperation::name(), "llvm.lshr"),
            (llvm::PoisonOperation::name(), "llvm.mlir.poison"),
            (llvm::InsertValueOperation::name(), "llvm.insertvalue"),
            (llvm::AllocaOperation::name(), "llvm.alloca"),
            (llvm::ZExtOperation::name(), "llvm.zext"),
            (llvm::AtomicRMWOperation::name(), "llvm.atomicrmw"),
            (llvm::AtomicCmpXchgOperation::name(), "llvm.cmpxchg"),
            (nvvm::ClusterArriveOperation::name(), "nvvm.cluster.arrive"),
            (nvvm::ClusterArriveRelaxedOperation::name(), "nvvm.cluster.arrive.relaxed"),
            (nvvm::ClusterWaitOperation::name(), "nvvm.cluster.wait"),
            (nvvm::MapaOperation::name(), "nvvm.mapa"),
        ];
        for (generated, expected) in names {
            assert_eq!(generated, expected);
        }
    }

    /// Each special register's op is `nvvm.read.ptx.sreg.<reg>` and its call
    /// `__emu_<reg with . → _>`.
    #[test]
    fn sreg_table_matches_op_names() {
        let table = sreg_table();
        for (op_name, reg, callee) in table {
            assert_eq!(op_name, format!("nvvm.read.ptx.sreg.{reg}"));
            assert_eq!(callee, format!("__emu_{}", reg.replace('.', "_")));
        }
        let mut regs: Vec<&str> = table.iter().map(|(_, reg, _)| *reg).collect();
        regs.sort_unstable();
        regs.dedup();
        assert_eq!(regs.len(), table.len());
    }

    /// The four shuffle kinds build (the NVVM dialect loads on demand) into
    /// four different attributes, numbered as `NVVM::ShflKind`.
    #[test]
    fn shuffle_kinds() {
        let ctx = ir::Context::new();
        let attrs: Vec<_> = SHFL_KINDS
            .iter()
            .map(|(spelling, _)| ir::attribute_from_spelling(ctx.raw(), spelling).expect("a shfl_kind attribute"))
            .collect();
        for (i, a) in attrs.iter().enumerate() {
            for (j, b) in attrs.iter().enumerate() {
                assert_eq!(ir::attributes_equal(*a, *b), i == j);
            }
        }
        let numbers: Vec<i32> = SHFL_KINDS.iter().map(|(_, n)| *n).collect();
        assert_eq!(numbers, [0, 1, 2, 3]);
    }

    #[test]
    fn shuffle_intrinsic_names() {
        assert_eq!(shuffle_intrinsic("shfl.sync.bfly.i32"), Some((0, false)));
        assert_eq!(shuffle_intrinsic("shfl.sync.up.f32"), Some((1, false)));
        assert_eq!(shuffle_intrinsic("shfl.sync.down.i32p"), Some((2, true)));
        assert_eq!(shuffle_intrinsic("shfl.sync.idx.f32p"), Some((3, true)));
        for other in ["shfl.bfly.i32", "shfl.sync.bfly", "shfl.sync.xor.i32", "shfl.sync.idx.f64", "vote.sync"] {
            assert_eq!(shuffle_intrinsic(other), None, "{other}");
        }
    }

    #[test]
    fn attribute_names() {
        assert_eq!(NVVM_KERNEL_ATTR, "nvvm.kernel");
        assert_eq!(NVVM_REQNTID_ATTR, "nvvm.reqntid");
        assert_eq!(NVVM_INTRINSIC_PREFIX, "llvm.nvvm.");
    }
}

/// A multimem access tileas emits as inline PTX (or the fence around one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Multimem {
    Fence,
    Load,
    Store,
    /// `llvm.atomicrmw`'s `bin_op` code (LLVMEnums.td `AtomicBinOp`).
    Red(i64),
}

/// `multimem.ld_reduce.relaxed.sys.global.<op>.<type> $0, [$1];`,
/// `multimem.red.relaxed.sys.global.<op>.<type> [$0], $1;`,
/// `multimem.st.relaxed.sys.global.<type> [$0], $1;`, `fence.acq_rel.gpu;`.
fn parse_multimem(text: &str) -> Option<Multimem> {
    if text == "fence.acq_rel.gpu;" {
        return Some(Multimem::Fence);
    }
    let head = text.split_whitespace().next()?;
    let rest = head.strip_prefix("multimem.")?;
    let fields: Vec<&str> = rest.split('.').collect();
    match fields.as_slice() {
        ["ld_reduce", "relaxed", "sys", "global", _, _] => Some(Multimem::Load),
        ["st", "relaxed", "sys", "global", _] => Some(Multimem::Store),
        ["red", "relaxed", "sys", "global", op, ty] => {
            let (float, unsigned) = (ty.starts_with('f'), ty.starts_with('u'));
            let code = match (*op, float) {
                ("add", true) => 11,
                ("add", _) => 1,
                ("and", _) => 3,
                ("or", _) => 5,
                ("xor", _) => 6,
                ("max", _) if unsigned => 9,
                ("min", _) if unsigned => 10,
                ("max", _) => 7,
                ("min", _) => 8,
                _ => return None,
            };
            Some(Multimem::Red(code))
        }
        _ => None,
    }
}
