//! The Blackwell tensor-core (tcgen05) and mbarrier intrinsics and Ampere's
//! asynchronous copies (`cp.async`) and Hopper's TMA loads
//! (`cp.async.bulk.tensor`) the emulator runs (emulator/runtime.c, "tcgen05
//! and mbarriers", "cp.async" and "TMA"): which names are understood and what
//! each takes and returns.
//!
//! Names follow LLVM 22's `IntrinsicsNVVM.td`, `llvm.nvvm.` stripped (TMEM
//! pointers are address space 6, shared ones 3, global ones 1; after the
//! rewrite all are plain pointers, a TMEM one holding the 32-bit TMEM address):
//!
//! | name | operands → result | runtime |
//! |---|---|---|
//! | `tcgen05.alloc.shared.cg1` | (ptr dst, i32 ncols) | `__emu_tcgen05_alloc` (warp) |
//! | `tcgen05.dealloc.cg1` | (ptr taddr, i32 ncols) | `__emu_tcgen05_dealloc` (warp) |
//! | `tcgen05.relinq.alloc.permit.cg1` | () | `__emu_tcgen05_relinquish` (warp) |
//! | `tcgen05.alloc.shared.cg2` | (ptr dst, i32 ncols) | `__emu_tcgen05_alloc_cg2` (warp, in each CTA of a pair: both must get the same columns) |
//! | `tcgen05.dealloc.cg2` | (ptr taddr, i32 ncols) | `__emu_tcgen05_dealloc_cg2` (warp, in each CTA of the pair) |
//! | `tcgen05.relinq.alloc.permit.cg2` | () | `__emu_tcgen05_relinquish_cg2` (warp) |
//! | `tcgen05.ld.32x32b.x<n>` (n = 1, 2, 4, ..., 128) | (ptr taddr, i1 pack) → i32 or vector of n × i32 | `__emu_tcgen05_ld` (warp) |
//! | `tcgen05.st.32x32b.x<n>` | (ptr taddr, i32 or vector of n × i32, i1 unpack) | `__emu_tcgen05_st` (warp) |
//! | `tcgen05.ld.16x32bx2.x<n>` | (ptr taddr, i64 half offset, i1 pack) → i32 or vector of n × i32 | `__emu_tcgen05_ld2` (warp) |
//! | `tcgen05.st.16x32bx2.x<n>` | (ptr taddr, i64 half offset, i32 or vector of n × i32, i1 unpack) | `__emu_tcgen05_st2` (warp) |
//! | `tcgen05.mma.shared` | (ptr d, i64 adesc, i64 bdesc, i32 idesc, i1 enable_input_d, i32 kind, i32 cta_group, i32 collector) | `__emu_tcgen05_mma` (one thread; cta_group 2: of the even-rank CTA of a pair, A's and D's rows and B's columns split over the pair) |
//! | `tcgen05.mma.tensor` | (ptr d, ptr a, i64 bdesc, i32 idesc, i1 enable_input_d, i32 kind, i32 cta_group, i32 collector) | `__emu_tcgen05_mma_ta` (one thread; A in TMEM) |
//! | `tcgen05.mma.shared.mxf8f6f4.block_scale.block32` | (ptr d, i64 adesc, i64 bdesc, i32 idesc, i1 enable_input_d, ptr scale_a, ptr scale_b, i32 cta_group, i32 collector) | `__emu_tcgen05_mma_bs` (one thread; ue8m0 scales in TMEM) |
//! | `tcgen05.mma.shared.mxf4nvf4.block_scale.block16` | (the same) | `__emu_tcgen05_mma_nvf4` (one thread; packed e2m1 operands, ue4m3 or ue8m0 scales per 16 in TMEM) |
//! | `tcgen05.mma.shared.mxf4nvf4.block_scale.block32` | (the same) | `__emu_tcgen05_mma_mxf4` (one thread; packed e2m1 operands, ue8m0 scales per 32 in TMEM) |
//! | `tcgen05.commit.shared.cg1` | (ptr mbar) | `__emu_tcgen05_commit` |
//! | `tcgen05.commit.shared.cg2` | (ptr mbar) | `__emu_tcgen05_commit_cg2` (arrives on the own CTA's mbarrier, or on the one a `mapa` address names) |
//! | `tcgen05.commit.mc.shared.cg2` | (ptr mbar, i16 CTA mask) | `__emu_tcgen05_commit_mc` (the mask widened to i32: arrives on the mbarrier at mbar's offset in each CTA of the mask) |
//! | `mbarrier.init.shared` | (ptr, i32 count) | `__emu_mbarrier_init` |
//! | `mbarrier.inval.shared` | (ptr) | `__emu_mbarrier_inval` |
//! | `mbarrier.arrive.shared` | (ptr) → i64 | `__emu_mbarrier_arrive` |
//! | `mbarrier.try.wait.parity[.relaxed].scope.{cta,cluster}.space.cta` | (ptr, i32 parity) → i1 | `__emu_mbarrier_try_wait_parity` (→ i32) |
//! | `mbarrier.arrive.expect.tx[.relaxed].scope.{cta,cluster}.space.cta` | (ptr, i32 tx bytes) → i64 | `__emu_mbarrier_arrive_expect_tx` |
//! | `mbarrier.arrive.expect.tx[.relaxed].scope.{cta,cluster}.space.cluster` | (ptr (shared::cluster), i32 tx bytes) | `__emu_mbarrier_arrive_expect_tx_cluster` (on the CTA that owns the address) |
//! | `mbarrier.arrive[.relaxed].scope.{cta,cluster}.space.cta` | (ptr, i32 count) → i64 | `__emu_mbarrier_arrive_n` |
//! | `mbarrier.arrive[.relaxed].scope.{cta,cluster}.space.cluster` | (ptr (shared::cluster), i32 count) | `__emu_mbarrier_arrive_cluster` (on the CTA that owns the address) |
//! | `mapa.shared.cluster`, `mapa` | (ptr, i32 rank) → ptr | `__emu_mapa` (the address carries the rank) |
//! | `barrier.cluster.arrive[.relaxed][.aligned]` | () | `__emu_cluster_arrive` |
//! | `barrier.cluster.wait[.aligned]` | () | `__emu_cluster_wait` |
//! | `cp.async.bulk.tensor.g2s.cta.tile.<n>d` (n = 1..5) | (ptr dst (shared), ptr mbar (shared), ptr tensor map, n × i32 coordinates (innermost first), i64 cache hint, i1 use hint) | `__emu_tma_load` (one thread; the coordinates padded to 5 with 0, the hint dropped) |
//! | `cp.async.bulk.tensor.g2s.tile.<n>d` (n = 1..5) | (ptr dst (shared::cluster), ptr mbar (shared), ptr tensor map, n × i32 coordinates, i16 CTA mask, i64 cache hint, i1 use mask (multicast), i1 use hint, i32 cta_group) | `__emu_tma_load_cluster` (one thread; the coordinates padded to 5, the mask and its flag widened to i32, the hint dropped; cta_group 2: mbar may be the peer CTA's, a `mapa` address) |
//! | `cp.async.ca.shared.global.{4,8,16}`, `cp.async.cg.shared.global.16` | (ptr dst (shared), ptr src (global)) | `__emu_cp_async` (one thread; src size = cp size) |
//! | `cp.async.ca.shared.global.{4,8,16}.s`, `cp.async.cg.shared.global.16.s` | (ptr dst, ptr src, i32 src_size) | `__emu_cp_async` (one thread; bytes past src_size zero-filled) |
//! | `cp.async.commit.group` | () | `__emu_cp_async_commit` |
//! | `cp.async.wait.group` | (i32 n, an immediate) | `__emu_cp_async_wait` |
//! | `cp.async.wait.all` | () | `__emu_cp_async_wait_all` |
//! | `tcgen05.wait.{ld,st}`, `tcgen05.fence.{before,after}.thread.sync`, `fence.proxy.async.shared_cta` (also spelled `.shared.cta`), `fence.proxy.async`, `fence.proxy.async.global`, `fence.mbarrier_init.release.cluster`, `fence.proxy.alias`, `griddepcontrol.{wait,launch.dependents}` | () | none: ordering only (a sequential emulator is ordered; one grid runs at a time), erased and counted |
//! | `prefetch.tensormap` (also with an address-space suffix, `.p0`) | (ptr) | none: a cache hint, erased and counted |
//! | `fence.proxy.tensormap_generic.release.<scope>` / `.acquire.<scope>` | () / (ptr tensor map, i32 size) | none: a device-built tensor map's proxy fences (TMA reads the descriptor's bytes as written here), erased and counted |
//! | `cp.async.bulk.tensor.s2g.tile.<rank>d` | (ptr src (shared), ptr tensor map, rank × i32 coordinates, i64 cache hint, i1 flag) | `__emu_tma_store` (one thread; done at issue) |
//! | `cp.async.bulk.commit.group`, `cp.async.bulk.wait.group[.read]` | () / (i32) | none: the stores are done at issue, erased and counted |
//! | `setmaxnreg.{inc,dec}.sync.aligned.u32` | (i32, an immediate) | `__emu_setmaxnreg` (checks the count: 24-256, a multiple of 8) |

/// One understood tcgen05 / mbarrier intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorOp {
    Alloc,
    Dealloc,
    Relinquish,
    /// `tcgen05.alloc.shared.cg2`: `.cta_group::2`, issued in each CTA of
    /// a CTA pair (the runtime checks that the two allocations agree).
    AllocPair,
    /// `tcgen05.dealloc.cg2`.
    DeallocPair,
    /// `tcgen05.relinq.alloc.permit.cg2`.
    RelinquishPair,
    /// `tcgen05.ld.32x32b.x<num>`, or `.16x32bx2` when `half` (16 TMEM
    /// lanes, the warp's upper 16 threads at a column offset)
    Load {
        num: u32,
        half: bool,
    },
    /// `tcgen05.st.32x32b.x<num>` / `.16x32bx2`
    Store {
        num: u32,
        half: bool,
    },
    Mma,
    /// `tcgen05.mma.tensor`: A in tensor memory.
    MmaTensorA,
    /// `tcgen05.mma.shared.mxf8f6f4.block_scale.block32`: block scales in
    /// tensor memory.
    MmaBlockScale,
    /// `tcgen05.mma.shared.mxf4nvf4.block_scale.block16`: NVFP4, four ue4m3
    /// block scales an instruction in tensor memory.
    MmaNvf4,
    /// `tcgen05.mma.shared.mxf4nvf4.block_scale.block32`: MXFP4, two ue8m0
    /// block scales an instruction in tensor memory.
    MmaMxf4,
    Commit,
    /// `tcgen05.commit.shared.cg2`: the pair's MMAs, arriving on the
    /// issuing CTA's mbarrier (or the one a `mapa` address names).
    CommitPair,
    /// `tcgen05.commit.mc.shared.cg2`: arriving on the mbarrier at the same
    /// offset in each CTA of a CTA mask (an `i16`).
    CommitMulticast,
    MbarrierInit,
    MbarrierInval,
    MbarrierArrive,
    /// `mbarrier.arrive.scope.<scope>.space.cta`: `count` arrivals.
    MbarrierArriveCount,
    /// `mbarrier.arrive.scope.<scope>.space.cluster`: `count` arrivals on
    /// an mbarrier of any CTA of the cluster (a `mapa` address).
    MbarrierArriveCluster,
    /// `mbarrier.arrive.expect.tx.scope.<scope>.space.cluster`.
    MbarrierArriveExpectTxCluster,
    /// `mapa.shared.cluster`, `mapa`: a shared address in another CTA of
    /// the cluster.
    Mapa,
    /// `barrier.cluster.arrive[.relaxed][.aligned]`.
    ClusterArrive,
    /// `barrier.cluster.wait[.aligned]`.
    ClusterWait,
    MbarrierTryWait,
    /// `cp.async.{ca,cg}.shared.global.<size>[.s]`: `size` bytes from global
    /// to shared memory; `zfill` (`.s`) when a src_size operand follows.
    CpAsync {
        size: u32,
        zfill: bool,
    },
    CpAsyncCommit,
    CpAsyncWait,
    CpAsyncWaitAll,
    /// `mbarrier.arrive.expect.tx`: expect_tx of the operand's bytes, then
    /// one arrival.
    MbarrierArriveExpectTx,
    /// `cp.async.bulk.tensor.g2s.cta.tile.<rank>d`: one box of a tensor map
    /// to shared memory, completing its bytes on an mbarrier.
    TmaLoad {
        rank: u32,
    },
    /// `cp.async.bulk.tensor.g2s.tile.<rank>d`: the `.shared::cluster` form,
    /// with a CTA mask for `.multicast::cluster`.
    TmaLoadCluster {
        rank: u32,
    },
    /// `cp.async.bulk.tensor.s2g.tile.<rank>d`: one box from shared memory
    /// to a tensor map's tensor (out-of-bounds elements not written).
    TmaStore {
        rank: u32,
    },
    /// `cp.async.bulk.wait.group[.read]` (an immediate): the bulk stores are
    /// done at issue here, so it is erased.
    BulkWait,
    /// Ordering only: erased.
    Fence,
    /// `prefetch.tensormap`: a cache hint on a pointer, erased.
    Prefetch,
    /// `fence.proxy.tensormap_generic.acquire.<scope>` (a tensor map's
    /// address and its size, an immediate): ordering only, erased.
    TensormapAcquire,
    /// `setmaxnreg.{inc,dec}.sync.aligned.u32` (an immediate): a register
    /// budget, checked for a value the instruction takes.
    SetMaxNreg,
}

/// What an operand or the result must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A pointer (any address space).
    Ptr,
    /// An integer of this width.
    Int(u32),
    /// `i32` for one register, a vector of n × i32 otherwise.
    Regs(u32),
}

impl TensorOp {
    /// The operands and the result the intrinsic has.
    pub fn signature(self) -> (Vec<Arg>, Option<Arg>) {
        use Arg::*;
        match self {
            TensorOp::Alloc
            | TensorOp::Dealloc
            | TensorOp::AllocPair
            | TensorOp::DeallocPair
            | TensorOp::MbarrierInit => (vec![Ptr, Int(32)], None),
            TensorOp::Relinquish
            | TensorOp::RelinquishPair
            | TensorOp::Fence
            | TensorOp::CpAsyncCommit
            | TensorOp::CpAsyncWaitAll
            | TensorOp::ClusterArrive
            | TensorOp::ClusterWait => (vec![], None),
            TensorOp::Load { num, half: false } => (vec![Ptr, Int(1)], Some(Regs(num))),
            TensorOp::Store { num, half: false } => (vec![Ptr, Regs(num), Int(1)], None),
            TensorOp::Load { num, half: true } => (vec![Ptr, Int(64), Int(1)], Some(Regs(num))),
            TensorOp::Store { num, half: true } => (vec![Ptr, Int(64), Regs(num), Int(1)], None),
            TensorOp::Mma => (vec![Ptr, Int(64), Int(64), Int(32), Int(1), Int(32), Int(32), Int(32)], None),
            TensorOp::MmaTensorA => (vec![Ptr, Ptr, Int(64), Int(32), Int(1), Int(32), Int(32), Int(32)], None),
            TensorOp::MmaBlockScale | TensorOp::MmaNvf4 | TensorOp::MmaMxf4 => {
                (vec![Ptr, Int(64), Int(64), Int(32), Int(1), Ptr, Ptr, Int(32), Int(32)], None)
            }
            TensorOp::Commit | TensorOp::CommitPair | TensorOp::MbarrierInval | TensorOp::Prefetch => (vec![Ptr], None),
            TensorOp::CommitMulticast => (vec![Ptr, Int(16)], None),
            TensorOp::MbarrierArriveExpectTx | TensorOp::MbarrierArriveCount => (vec![Ptr, Int(32)], Some(Int(64))),
            TensorOp::MbarrierArriveCluster | TensorOp::MbarrierArriveExpectTxCluster => (vec![Ptr, Int(32)], None),
            TensorOp::Mapa => (vec![Ptr, Int(32)], Some(Ptr)),
            TensorOp::SetMaxNreg => (vec![Int(32)], None),
            TensorOp::TmaLoad { rank } => {
                let mut ins = vec![Ptr, Ptr, Ptr];
                ins.extend((0..rank).map(|_| Int(32)));
                ins.extend([Int(64), Int(1)]);
                (ins, None)
            }
            TensorOp::TmaLoadCluster { rank } => {
                let mut ins = vec![Ptr, Ptr, Ptr];
                ins.extend((0..rank).map(|_| Int(32)));
                ins.extend([Int(16), Int(64), Int(1), Int(1), Int(32)]);
                (ins, None)
            }
            TensorOp::TmaStore { rank } => {
                let mut ins = vec![Ptr, Ptr];
                ins.extend((0..rank).map(|_| Int(32)));
                ins.extend([Int(64), Int(1)]);
                (ins, None)
            }
            TensorOp::BulkWait => (vec![Int(32)], None),
            TensorOp::MbarrierArrive => (vec![Ptr], Some(Int(64))),
            TensorOp::MbarrierTryWait => (vec![Ptr, Int(32)], Some(Int(1))),
            TensorOp::CpAsync { zfill: false, .. } => (vec![Ptr, Ptr], None),
            TensorOp::CpAsync { zfill: true, .. } => (vec![Ptr, Ptr, Int(32)], None),
            TensorOp::CpAsyncWait => (vec![Int(32)], None),
            TensorOp::TensormapAcquire => (vec![Ptr, Int(32)], None),
        }
    }

    /// The runtime function it becomes (`None`: erased).
    pub fn callee(self) -> Option<&'static str> {
        Some(match self {
            TensorOp::Alloc => "__emu_tcgen05_alloc",
            TensorOp::Dealloc => "__emu_tcgen05_dealloc",
            TensorOp::Relinquish => "__emu_tcgen05_relinquish",
            TensorOp::AllocPair => "__emu_tcgen05_alloc_cg2",
            TensorOp::DeallocPair => "__emu_tcgen05_dealloc_cg2",
            TensorOp::RelinquishPair => "__emu_tcgen05_relinquish_cg2",
            TensorOp::CommitPair => "__emu_tcgen05_commit_cg2",
            TensorOp::CommitMulticast => "__emu_tcgen05_commit_mc",
            TensorOp::Load { half: false, .. } => "__emu_tcgen05_ld",
            TensorOp::Store { half: false, .. } => "__emu_tcgen05_st",
            TensorOp::Load { half: true, .. } => "__emu_tcgen05_ld2",
            TensorOp::Store { half: true, .. } => "__emu_tcgen05_st2",
            TensorOp::Mma => "__emu_tcgen05_mma",
            TensorOp::MmaTensorA => "__emu_tcgen05_mma_ta",
            TensorOp::MmaBlockScale => "__emu_tcgen05_mma_bs",
            TensorOp::MmaNvf4 => "__emu_tcgen05_mma_nvf4",
            TensorOp::MmaMxf4 => "__emu_tcgen05_mma_mxf4",
            TensorOp::Commit => "__emu_tcgen05_commit",
            TensorOp::MbarrierInit => "__emu_mbarrier_init",
            TensorOp::MbarrierInval => "__emu_mbarrier_inval",
            TensorOp::MbarrierArrive => "__emu_mbarrier_arrive",
            TensorOp::MbarrierArriveCount => "__emu_mbarrier_arrive_n",
            TensorOp::MbarrierArriveCluster => "__emu_mbarrier_arrive_cluster",
            TensorOp::MbarrierArriveExpectTxCluster => "__emu_mbarrier_arrive_expect_tx_cluster",
            TensorOp::Mapa => "__emu_mapa",
            TensorOp::ClusterArrive => "__emu_cluster_arrive",
            TensorOp::ClusterWait => "__emu_cluster_wait",
            TensorOp::MbarrierTryWait => "__emu_mbarrier_try_wait_parity",
            TensorOp::CpAsync { .. } => "__emu_cp_async",
            TensorOp::CpAsyncCommit => "__emu_cp_async_commit",
            TensorOp::CpAsyncWait => "__emu_cp_async_wait",
            TensorOp::CpAsyncWaitAll => "__emu_cp_async_wait_all",
            TensorOp::MbarrierArriveExpectTx => "__emu_mbarrier_arrive_expect_tx",
            TensorOp::TmaLoad { .. } => "__emu_tma_load",
            TensorOp::TmaLoadCluster { .. } => "__emu_tma_load_cluster",
            TensorOp::TmaStore { .. } => "__emu_tma_store",
            TensorOp::SetMaxNreg => "__emu_setmaxnreg",
            TensorOp::Fence | TensorOp::Prefetch | TensorOp::BulkWait | TensorOp::TensormapAcquire => return None,
        })
    }

    /// Whether the runtime call gets the op's site number first (the
    /// warp-collective ops, for the rendezvous checks, and the MMA, the
    /// commit, `cp.async` and the TMA load, for messages).
    pub fn takes_site(self) -> bool {
        matches!(
            self,
            TensorOp::Alloc
                | TensorOp::Dealloc
                | TensorOp::Relinquish
                | TensorOp::AllocPair
                | TensorOp::DeallocPair
                | TensorOp::RelinquishPair
                | TensorOp::CommitPair
                | TensorOp::CommitMulticast
                | TensorOp::Load { .. }
                | TensorOp::Store { .. }
                | TensorOp::Mma
                | TensorOp::MmaTensorA
                | TensorOp::MmaBlockScale
                | TensorOp::MmaNvf4
                | TensorOp::MmaMxf4
                | TensorOp::Commit
                | TensorOp::CpAsync { .. }
                | TensorOp::TmaLoad { .. }
                | TensorOp::TmaLoadCluster { .. }
                | TensorOp::TmaStore { .. }
        )
    }
}

/// An understood intrinsic name (`llvm.nvvm.` stripped) → the op.
pub fn parse(name: &str) -> Option<TensorOp> {
    let fixed = match name {
        "tcgen05.alloc.shared.cg1" => Some(TensorOp::Alloc),
        "tcgen05.dealloc.cg1" => Some(TensorOp::Dealloc),
        "tcgen05.relinq.alloc.permit.cg1" => Some(TensorOp::Relinquish),
        "tcgen05.mma.shared" => Some(TensorOp::Mma),
        "tcgen05.mma.tensor" => Some(TensorOp::MmaTensorA),
        "tcgen05.mma.shared.mxf8f6f4.block_scale.block32" => Some(TensorOp::MmaBlockScale),
        "tcgen05.mma.shared.mxf4nvf4.block_scale.block16" => Some(TensorOp::MmaNvf4),
        "tcgen05.mma.shared.mxf4nvf4.block_scale.block32" => Some(TensorOp::MmaMxf4),
        "tcgen05.commit.shared.cg1" => Some(TensorOp::Commit),
        "tcgen05.alloc.shared.cg2" => Some(TensorOp::AllocPair),
        "tcgen05.dealloc.cg2" => Some(TensorOp::DeallocPair),
        "tcgen05.relinq.alloc.permit.cg2" => Some(TensorOp::RelinquishPair),
        "tcgen05.commit.shared.cg2" => Some(TensorOp::CommitPair),
        "tcgen05.commit.mc.shared.cg2" => Some(TensorOp::CommitMulticast),
        "mbarrier.init.shared" => Some(TensorOp::MbarrierInit),
        "mbarrier.inval.shared" => Some(TensorOp::MbarrierInval),
        "mbarrier.arrive.shared" => Some(TensorOp::MbarrierArrive),
        "mapa.shared.cluster" | "mapa" => Some(TensorOp::Mapa),
        "barrier.cluster.arrive"
        | "barrier.cluster.arrive.relaxed"
        | "barrier.cluster.arrive.aligned"
        | "barrier.cluster.arrive.relaxed.aligned" => Some(TensorOp::ClusterArrive),
        "barrier.cluster.wait" | "barrier.cluster.wait.aligned" => Some(TensorOp::ClusterWait),
        "prefetch.tensormap" => Some(TensorOp::Prefetch),
        "setmaxnreg.inc.sync.aligned.u32" | "setmaxnreg.dec.sync.aligned.u32" => Some(TensorOp::SetMaxNreg),
        "cp.async.commit.group" => Some(TensorOp::CpAsyncCommit),
        "cp.async.bulk.wait.group" | "cp.async.bulk.wait.group.read" => Some(TensorOp::BulkWait),
        "cp.async.wait.group" => Some(TensorOp::CpAsyncWait),
        "cp.async.wait.all" => Some(TensorOp::CpAsyncWaitAll),
        "tcgen05.wait.ld"
        | "tcgen05.wait.st"
        | "tcgen05.fence.before.thread.sync"
        | "tcgen05.fence.after.thread.sync"
        | "fence.proxy.async.shared_cta"
        | "fence.proxy.async.shared.cta"
        | "fence.proxy.async"
        | "fence.proxy.async.global"
        | "fence.mbarrier_init.release.cluster"
        // The bulk stores are done at issue (the TMA store, below).
        | "cp.async.bulk.commit.group"
        // cuda_tile memory_fence_alias_tko, gdc_wait_tko, gdc_launch_dependents_tko:
        // one grid at a time here, so nothing to wait for or to let start.
        | "fence.proxy.alias"
        | "griddepcontrol.wait"
        | "griddepcontrol.launch.dependents"
        // A device-built tensor map's release to the tensormap proxy (its
        // descriptor was written with ordinary stores, which TMA reads here).
        | "fence.proxy.tensormap_generic.release.cta"
        | "fence.proxy.tensormap_generic.release.cluster"
        | "fence.proxy.tensormap_generic.release.gpu"
        | "fence.proxy.tensormap_generic.release.sys" => Some(TensorOp::Fence),
        "fence.proxy.tensormap_generic.acquire.cta"
        | "fence.proxy.tensormap_generic.acquire.cluster"
        | "fence.proxy.tensormap_generic.acquire.gpu"
        | "fence.proxy.tensormap_generic.acquire.sys" => Some(TensorOp::TensormapAcquire),
        _ => None,
    };
    if fixed.is_some() {
        return fixed;
    }
    if let Some(rest) = name.strip_prefix("mbarrier.") {
        return parse_scoped_mbarrier(rest);
    }
    if let Some(rank) = name.strip_prefix("cp.async.bulk.tensor.g2s.tile.").and_then(|r| r.strip_suffix('d')) {
        return match rank {
            "1" | "2" | "3" | "4" | "5" => rank.parse().ok().map(|rank| TensorOp::TmaLoadCluster { rank }),
            _ => None,
        };
    }
    if let Some(rank) = name.strip_prefix("cp.async.bulk.tensor.g2s.cta.tile.").and_then(|r| r.strip_suffix('d')) {
        return match rank {
            "1" | "2" | "3" | "4" | "5" => rank.parse().ok().map(|rank| TensorOp::TmaLoad { rank }),
            _ => None,
        };
    }
    if let Some(rank) = name.strip_prefix("cp.async.bulk.tensor.s2g.tile.").and_then(|r| r.strip_suffix('d')) {
        return match rank {
            "1" | "2" | "3" | "4" | "5" => rank.parse().ok().map(|rank| TensorOp::TmaStore { rank }),
            _ => None,
        };
    }
    if let Some(space) = name.strip_prefix("prefetch.tensormap.p") {
        return (!space.is_empty() && space.bytes().all(|b| b.is_ascii_digit())).then_some(TensorOp::Prefetch);
    }
    if let Some(rest) = name.strip_prefix("cp.async.") {
        return parse_cp_async(rest);
    }
    let (load, rest) = if let Some(n) = name.strip_prefix("tcgen05.ld.") {
        (true, n)
    } else {
        (false, name.strip_prefix("tcgen05.st.")?)
    };
    let (half, num) =
        if let Some(n) = rest.strip_prefix("32x32b.x") { (false, n) } else { (true, rest.strip_prefix("16x32bx2.x")?) };
    let num: u32 = num.parse().ok()?;
    if !num.is_power_of_two() || num > 128 {
        return None;
    }
    Some(if load { TensorOp::Load { num, half } } else { TensorOp::Store { num, half } })
}

/// The scoped mbarrier intrinsics (after `mbarrier.`):
/// `<op>[.relaxed].scope.{cta,cluster}.space.{cta,cluster}` with `<op>`
/// `arrive` or `arrive.expect.tx`, and `try.wait.parity[.relaxed].scope.
/// {cta,cluster}.space.cta` (LLVM 22 spells the scope and space that way;
/// `.relaxed` only weakens the memory ordering, which is sequential here).
fn parse_scoped_mbarrier(rest: &str) -> Option<TensorOp> {
    let (op, scoped) = rest.split_once(".scope.")?;
    let (scope, space) = scoped.split_once(".space.")?;
    if !matches!(scope, "cta" | "cluster") {
        return None;
    }
    let op = op.strip_suffix(".relaxed").unwrap_or(op);
    match (op, space) {
        ("arrive", "cta") => Some(TensorOp::MbarrierArriveCount),
        ("arrive", "cluster") => Some(TensorOp::MbarrierArriveCluster),
        ("arrive.expect.tx", "cta") => Some(TensorOp::MbarrierArriveExpectTx),
        ("arrive.expect.tx", "cluster") => Some(TensorOp::MbarrierArriveExpectTxCluster),
        ("try.wait.parity", "cta") => Some(TensorOp::MbarrierTryWait),
        _ => None,
    }
}

/// `{ca,cg}.shared.global.<size>[.s]` (after `cp.async.`): `.ca` copies 4,
/// 8 or 16 bytes, `.cg` only 16.
fn parse_cp_async(rest: &str) -> Option<TensorOp> {
    let (cg, rest) = if let Some(r) = rest.strip_prefix("cg.shared.global.") {
        (true, r)
    } else {
        (false, rest.strip_prefix("ca.shared.global.")?)
    };
    let (size, zfill) = if let Some(n) = rest.strip_suffix(".s") { (n, true) } else { (rest, false) };
    let size: u32 = match size {
        "4" => 4,
        "8" => 8,
        "16" => 16,
        _ => return None,
    };
    if cg && size != 16 {
        return None;
    }
    Some(TensorOp::CpAsync { size, zfill })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(parse("tcgen05.ld.32x32b.x32"), Some(TensorOp::Load { num: 32, half: false }));
        assert_eq!(parse("tcgen05.st.32x32b.x1"), Some(TensorOp::Store { num: 1, half: false }));
        assert_eq!(parse("tcgen05.st.32x32b.x128"), Some(TensorOp::Store { num: 128, half: false }));
        assert_eq!(parse("tcgen05.ld.16x32bx2.x16"), Some(TensorOp::Load { num: 16, half: true }));
        assert_eq!(parse("tcgen05.st.16x32bx2.x2"), Some(TensorOp::Store { num: 2, half: true }));
        assert_eq!(parse("tcgen05.mma.shared"), Some(TensorOp::Mma));
        assert_eq!(parse("tcgen05.mma.tensor"), Some(TensorOp::MmaTensorA));
        assert_eq!(parse("tcgen05.mma.shared.mxf8f6f4.block_scale.block32"), Some(TensorOp::MmaBlockScale));
        assert_eq!(parse("tcgen05.mma.shared.mxf4nvf4.block_scale.block16"), Some(TensorOp::MmaNvf4));
        assert_eq!(parse("tcgen05.mma.shared.mxf4nvf4.block_scale.block32"), Some(TensorOp::MmaMxf4));
        assert_eq!(parse("tcgen05.mma.shared.mxf4.block_scale.block32"), None);
        assert_eq!(parse("tcgen05.wait.ld"), Some(TensorOp::Fence));
        assert_eq!(parse("tcgen05.alloc.shared.cg2"), Some(TensorOp::AllocPair));
        assert_eq!(parse("tcgen05.dealloc.cg2"), Some(TensorOp::DeallocPair));
        assert_eq!(parse("tcgen05.relinq.alloc.permit.cg2"), Some(TensorOp::RelinquishPair));
        assert_eq!(parse("tcgen05.commit.shared.cg2"), Some(TensorOp::CommitPair));
        assert_eq!(parse("tcgen05.commit.mc.shared.cg2"), Some(TensorOp::CommitMulticast));
        assert_eq!(parse("mbarrier.try.wait.parity.scope.cta.space.cta"), Some(TensorOp::MbarrierTryWait));
        assert_eq!(parse("cp.async.cg.shared.global.16.s"), Some(TensorOp::CpAsync { size: 16, zfill: true }));
        assert_eq!(parse("cp.async.cg.shared.global.16"), Some(TensorOp::CpAsync { size: 16, zfill: false }));
        assert_eq!(parse("cp.async.ca.shared.global.4.s"), Some(TensorOp::CpAsync { size: 4, zfill: true }));
        assert_eq!(parse("cp.async.ca.shared.global.8"), Some(TensorOp::CpAsync { size: 8, zfill: false }));
        assert_eq!(parse("cp.async.commit.group"), Some(TensorOp::CpAsyncCommit));
        assert_eq!(parse("cp.async.wait.group"), Some(TensorOp::CpAsyncWait));
        assert_eq!(parse("cp.async.wait.all"), Some(TensorOp::CpAsyncWaitAll));
        assert_eq!(parse("cp.async.bulk.tensor.g2s.cta.tile.1d"), Some(TensorOp::TmaLoad { rank: 1 }));
        assert_eq!(parse("cp.async.bulk.tensor.g2s.cta.tile.5d"), Some(TensorOp::TmaLoad { rank: 5 }));
        assert_eq!(parse("mbarrier.arrive.expect.tx.scope.cta.space.cta"), Some(TensorOp::MbarrierArriveExpectTx));
        assert_eq!(
            parse("mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cta"),
            Some(TensorOp::MbarrierArriveExpectTx)
        );
        assert_eq!(
            parse("mbarrier.arrive.expect.tx.scope.cluster.space.cluster"),
            Some(TensorOp::MbarrierArriveExpectTxCluster)
        );
        assert_eq!(parse("mbarrier.arrive.scope.cta.space.cta"), Some(TensorOp::MbarrierArriveCount));
        assert_eq!(parse("mbarrier.arrive.relaxed.scope.cluster.space.cta"), Some(TensorOp::MbarrierArriveCount));
        assert_eq!(parse("mbarrier.arrive.scope.cluster.space.cluster"), Some(TensorOp::MbarrierArriveCluster));
        assert_eq!(parse("mbarrier.arrive.relaxed.scope.cta.space.cluster"), Some(TensorOp::MbarrierArriveCluster));
        assert_eq!(parse("mbarrier.try.wait.parity.scope.cluster.space.cta"), Some(TensorOp::MbarrierTryWait));
        assert_eq!(parse("mbarrier.try.wait.parity.relaxed.scope.cta.space.cta"), Some(TensorOp::MbarrierTryWait));
        assert_eq!(parse("mbarrier.arrive.shared"), Some(TensorOp::MbarrierArrive));
        assert_eq!(parse("mapa.shared.cluster"), Some(TensorOp::Mapa));
        assert_eq!(parse("mapa"), Some(TensorOp::Mapa));
        assert_eq!(parse("barrier.cluster.arrive"), Some(TensorOp::ClusterArrive));
        assert_eq!(parse("barrier.cluster.arrive.relaxed.aligned"), Some(TensorOp::ClusterArrive));
        assert_eq!(parse("barrier.cluster.wait.aligned"), Some(TensorOp::ClusterWait));
        assert_eq!(parse("cp.async.bulk.tensor.g2s.tile.2d"), Some(TensorOp::TmaLoadCluster { rank: 2 }));
        assert_eq!(parse("cp.async.bulk.tensor.g2s.tile.5d"), Some(TensorOp::TmaLoadCluster { rank: 5 }));
        assert_eq!(parse("fence.proxy.async.shared.cta"), Some(TensorOp::Fence));
        assert_eq!(parse("fence.proxy.async.shared_cta"), Some(TensorOp::Fence));
        assert_eq!(parse("fence.proxy.async.global"), Some(TensorOp::Fence));
        assert_eq!(parse("setmaxnreg.dec.sync.aligned.u32"), Some(TensorOp::SetMaxNreg));
        assert_eq!(parse("fence.proxy.tensormap_generic.release.gpu"), Some(TensorOp::Fence));
        assert_eq!(parse("fence.proxy.tensormap_generic.acquire.gpu"), Some(TensorOp::TensormapAcquire));
        assert_eq!(TensorOp::TensormapAcquire.callee(), None);
        assert_eq!(TensorOp::TensormapAcquire.signature().0, [Arg::Ptr, Arg::Int(32)]);
        assert_eq!(parse("prefetch.tensormap"), Some(TensorOp::Prefetch));
        assert_eq!(parse("prefetch.tensormap.p0"), Some(TensorOp::Prefetch));
        assert_eq!(parse("cp.async.bulk.tensor.s2g.tile.1d"), Some(TensorOp::TmaStore { rank: 1 }));
        assert_eq!(parse("cp.async.bulk.tensor.s2g.tile.4d"), Some(TensorOp::TmaStore { rank: 4 }));
        assert_eq!(parse("cp.async.bulk.commit.group"), Some(TensorOp::Fence));
        assert_eq!(parse("cp.async.bulk.wait.group"), Some(TensorOp::BulkWait));
        assert_eq!(parse("cp.async.bulk.wait.group.read"), Some(TensorOp::BulkWait));
        for other in [
            "tcgen05.ld.32x32b.x3",
            "tcgen05.ld.32x32b.x256",
            "tcgen05.ld.16x64b.x4",
            "tcgen05.st.32x32b.x",
            "tcgen05.alloc.cg1",
            "tcgen05.mma.tensor.ashift",
            "tcgen05.commit.cg2",
            "tcgen05.commit.mc.cg2",
            "tcgen05.commit.mc.shared.cg1",
            "tcgen05.alloc.cg2",
            "cp.async.cg.shared.global.8",
            "cp.async.cg.shared.global.4.s",
            "cp.async.ca.shared.global.32",
            "cp.async.ca.shared.global.16.t",
            "cp.async.ca.global.shared.16",
            "cp.async.bulk.shared.cluster.global",
            "cp.async.mbarrier.arrive.shared",
            "cp.async.wait.group.all",
            "cp.async.bulk.tensor.g2s.cta.tile.6d",
            "cp.async.bulk.tensor.g2s.cta.tile.0d",
            "cp.async.bulk.tensor.g2s.cta.tile.2",
            "cp.async.bulk.tensor.g2s.tile.6d",
            "cp.async.bulk.tensor.g2s.tile.gather4.2d",
            "mbarrier.try.wait.parity.scope.cta.space.cluster",
            "mbarrier.try.wait.parity.tl.scope.cta.space.cta",
            "mbarrier.arrive.scope.gpu.space.cta",
            "mbarrier.arrive.drop.scope.cta.space.cta",
            "mbarrier.expect.tx.scope.cta.space.cta",
            "barrier.cluster.wait.relaxed",
            "cp.async.bulk.tensor.g2s.cta.im2col.3d",
            "cp.async.bulk.tensor.s2g.tile.6d",
            "cp.async.bulk.tensor.s2g.im2col.3d",
            "cp.async.bulk.wait.group.all",
            "prefetch.tensormap.p",
            "prefetch.tensormap.px",
        ] {
            assert_eq!(parse(other), None, "{other}");
        }
    }

    #[test]
    fn signatures() {
        let (ins, out) = TensorOp::Load { num: 4, half: false }.signature();
        assert_eq!((ins.len(), out), (2, Some(Arg::Regs(4))));
        assert_eq!(TensorOp::Mma.signature().0.len(), 8);
        assert_eq!(TensorOp::Fence.callee(), None);
        assert!(TensorOp::Relinquish.takes_site() && !TensorOp::MbarrierInit.takes_site());
        assert_eq!(TensorOp::CpAsync { size: 16, zfill: true }.signature().0.len(), 3);
        assert_eq!(TensorOp::CpAsync { size: 4, zfill: false }.signature().0.len(), 2);
        assert_eq!(TensorOp::CpAsyncWait.signature(), (vec![Arg::Int(32)], None));
        assert!(TensorOp::CpAsync { size: 8, zfill: true }.takes_site() && !TensorOp::CpAsyncWait.takes_site());
        let (ins, out) = TensorOp::TmaLoad { rank: 2 }.signature();
        assert_eq!(ins, vec![Arg::Ptr, Arg::Ptr, Arg::Ptr, Arg::Int(32), Arg::Int(32), Arg::Int(64), Arg::Int(1)]);
        assert_eq!(out, None);
        assert!(TensorOp::TmaLoad { rank: 3 }.takes_site());
        assert_eq!(TensorOp::MbarrierArriveExpectTx.signature(), (vec![Arg::Ptr, Arg::Int(32)], Some(Arg::Int(64))));
        assert_eq!(TensorOp::Prefetch.callee(), None);
        let (ins, out) = TensorOp::TmaLoadCluster { rank: 2 }.signature();
        assert_eq!(
            ins,
            vec![
                Arg::Ptr,
                Arg::Ptr,
                Arg::Ptr,
                Arg::Int(32),
                Arg::Int(32),
                Arg::Int(16),
                Arg::Int(64),
                Arg::Int(1),
                Arg::Int(1),
                Arg::Int(32)
            ]
        );
        assert_eq!(out, None);
        assert!(TensorOp::TmaLoadCluster { rank: 1 }.takes_site() && !TensorOp::MbarrierArriveCluster.takes_site());
        assert_eq!(TensorOp::Mapa.signature(), (vec![Arg::Ptr, Arg::Int(32)], Some(Arg::Ptr)));
        assert_eq!(TensorOp::MbarrierArriveCluster.signature(), (vec![Arg::Ptr, Arg::Int(32)], None));
        assert_eq!(TensorOp::MbarrierArriveCount.signature(), (vec![Arg::Ptr, Arg::Int(32)], Some(Arg::Int(64))));
        assert_eq!(TensorOp::ClusterWait.signature(), (vec![], None));
    }

    /// The `.cta_group::2` forms: the same operands as their cg1
    /// counterparts (the multicast commit adds its i16 CTA mask), runtime
    /// functions of their own, all with a site.
    #[test]
    fn pair_signatures() {
        assert_eq!(TensorOp::AllocPair.signature(), TensorOp::Alloc.signature());
        assert_eq!(TensorOp::DeallocPair.signature(), TensorOp::Dealloc.signature());
        assert_eq!(TensorOp::RelinquishPair.signature(), (vec![], None));
        assert_eq!(TensorOp::CommitPair.signature(), (vec![Arg::Ptr], None));
        assert_eq!(TensorOp::CommitMulticast.signature(), (vec![Arg::Ptr, Arg::Int(16)], None));
        let ops = [
            (TensorOp::AllocPair, "__emu_tcgen05_alloc_cg2"),
            (TensorOp::DeallocPair, "__emu_tcgen05_dealloc_cg2"),
            (TensorOp::RelinquishPair, "__emu_tcgen05_relinquish_cg2"),
            (TensorOp::CommitPair, "__emu_tcgen05_commit_cg2"),
            (TensorOp::CommitMulticast, "__emu_tcgen05_commit_mc"),
        ];
        for (op, callee) in ops {
            assert_eq!(op.callee(), Some(callee));
            assert!(op.takes_site(), "{callee}");
        }
    }
}
