//===- NvTileASAsyncOps.td - nv_tileas async copy ops -------*- tablegen -*-===//
//
// Software-pipelined tile loads (tileas-pipeline-loads, docs/nv_tileas.md):
// a load of a later iteration is started early into one stage of a
// shared-memory ring buffer, and the iteration that needs it waits for its
// copy group and reads the stage into registers. Lowered to cp.async
// (sm_80+): one commit group per iteration, `cp.async.wait_group` plus a CTA
// barrier before the reads.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_NVTILEAS_ASYNCOPS_TD
#define TILEAS_NVTILEAS_ASYNCOPS_TD

include "NvTileAS/NvTileASDialect.td"

def NvTileAS_AsyncLoadOp : NvTileAS_Op<"async_load", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Start copying a tile into one stage of a shared-memory ring buffer.";
  let description = [{
    Copies the tile of type `tile` at the origin `indices` of `memref` (as
    `tiled_load` with the same `dim_map` and `padding` would load it) into
    stage `stage` of the ring buffer at byte `offset` of the kernel's
    pipeline buffer, each stage `stage_bytes` long, elements in the order of
    the memref dimensions (row-major over the tile dimensions sorted by
    their `dim_map` entry), or, with `swizzle`, in the shared-memory layout a
    Blackwell tensor-core operand descriptor reads: "umma_k_major" (an M x K
    tile, K split into swizzle-wide blocks of M rows, 16-byte units XORed
    with the row, the swizzle min(K bytes, 128)) or "umma_n_major" (a K x N
    tile, 128-byte blocks of N, each K rows, 128-byte swizzle), or their
    "_32b" forms ("umma_k_major_32b", "umma_n_major_32b": the 128-byte
    swizzle in 32-byte atoms, 32-byte units XORed with the row in atoms of
    4 rows, the layout tcgen05 reads tf32 operands in). Nothing is
    copied when `pred` is false. The copy belongs to the
    next `async_commit` group and is complete once an `async_wait` has let
    that group finish.

    With `barrier` the copy is a TMA bulk tensor copy instead (sm_90+): one
    thread copies the tile in boxes through a tensor-map descriptor that the
    kernel receives as a hidden parameter, and the copy completes on the
    stage's mbarrier, the 8 bytes at `barrier + 8 * stage` of the pipeline
    buffer (`mbarrier_expect` announces its bytes, `mbarrier_wait` waits for
    them). Such a copy belongs to no commit group. With `block_bytes` (TMA
    only) the stage's rows (memory order) are cut into blocks of that many
    bytes along the innermost dimension, stored block after block: the
    layout of TMA boxes at most `block_bytes` wide. `box_rows` (TMA only)
    cuts each box of a column-blocked or tensor-core stage into parts of
    that many rows (a multiple of 8) where they divide the rows; the stage
    layout stays the same. Without it a plain stage's boxes hold all rows
    and a tensor-core stage's the target's (128 from sm_100). With `tf32`
    (TMA only, f32 tiles) the tensor map has the tf32 format NVIDIA's
    tileiras gives an f32 tile that is converted to tf32 for a dot: the
    copy may round the elements to tf32 on the way (the conversion that
    follows is then exact). With `fence_global` (TMA only) the issuing
    thread runs a global proxy fence before the copy: the TMA unit reads
    global memory after the CTA's earlier generic accesses (an acquire that
    orders the load). With `async_reads` (TMA only) no proxy fence comes
    before the copy: the stage's earlier contents were read by tensor-core
    MMAs alone (the async proxy the copy writes through), or the issuing
    thread fenced before an earlier copy that runs whenever this one does,
    with no generic access to this copy's stages since (a prologue's later
    iterations). With `multicast = n`
    (TMA with `async_reads` only, n from 2 to 16) the kernel runs on CTA
    clusters of n CTAs that all load this same tile into the same stage:
    the CTA of cluster rank r issues the boxes i with i mod n = r, each
    multicast to every CTA of the cluster, so each CTA's stage still
    receives the whole tile and its mbarrier all of its bytes, while each
    CTA reads 1/n of it from memory. With `cta_pair` (TMA only,
    clusters of an even number of CTAs) the copy feeds
    tensor-core MMAs that span a pair of CTAs (`cta_group::2`: ranks 2p and
    2p + 1): `tile` is this CTA's part of the pair's operand, and the copy
    completes on the stage's mbarrier in the pair's even CTA, which alone
    expects the bytes of both CTAs' copies and waits for them.
  }];
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       Variadic<I64>:$indices,
                       I32:$stage,
                       I1:$pred,
                       DenseI64ArrayAttr:$dim_map,
                       OptionalAttr<NvTileAS_TypedAttr>:$padding,
                       TypeAttr:$tile,
                       I64Attr:$offset,
                       I64Attr:$stage_bytes,
                       OptionalAttr<StrAttr>:$swizzle,
                       OptionalAttr<I64Attr>:$barrier,
                       OptionalAttr<I64Attr>:$block_bytes,
                       OptionalAttr<I64Attr>:$box_rows,
                       UnitAttr:$tf32,
                       UnitAttr:$fence_global,
                       UnitAttr:$async_reads,
                       OptionalAttr<I64Attr>:$multicast,
                       UnitAttr:$cta_pair);
  let assemblyFormat = [{
    $memref `[` $indices `]` `stage` $stage `if` $pred attr-dict `:` qualified(type($memref))
  }];
}

def NvTileAS_AsyncGatherOp : NvTileAS_Op<"async_gather", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Start copying a gathered tile (a tile of pointers) into one stage of a ring buffer.";
  let description = [{
    The pipelined form of a weak `nv_tileas.load` of a tile of pointers
    (rows gathered through an index, `fused_moe_gather_mma`'s A): each thread
    copies the elements it holds in the layout of `ptrs` with cp.async, runs
    of `width` consecutive slots as one copy of `width` elements (4, 8 or 16
    bytes), into stage `stage` of the ring buffer at byte `offset` of the
    kernel's pipeline buffer (stages `stage_bytes` long), in row-major tile
    order or, with `swizzle`, in a tensor-core operand layout (as
    `async_load` describes them). The pass that creates the op has proven
    each run's pointers consecutive and aligned to the run's bytes, and
    `mask` (optional, same shape) constant over each run: a run whose mask
    is false reads nothing and the copy writes zeros (the load's padding
    was zero). Replicated elements are copied once. Nothing is copied when
    `pred` is false. Like a cp.async `async_load`, the copy belongs to the
    next `async_commit` group and is read with `buffer_read`.
  }];
  let arguments = (ins AnyRankedTensor:$ptrs,
                       Optional<AnyRankedTensor>:$mask,
                       I32:$stage,
                       I1:$pred,
                       I64Attr:$offset,
                       I64Attr:$stage_bytes,
                       I64Attr:$width,
                       OptionalAttr<StrAttr>:$swizzle);
  let assemblyFormat = [{
    $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? `stage` $stage `if` $pred attr-dict `:` type($ptrs)
  }];
}

def NvTileAS_AsyncCommitOp : NvTileAS_Op<"async_commit", [MemoryEffects<[MemWrite]>]> {
  let summary = "Close the group of async_loads started since the last commit.";
  let assemblyFormat = "attr-dict";
}

def NvTileAS_AsyncWaitOp : NvTileAS_Op<"async_wait", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Wait until at most `pending` committed copy groups are unfinished.";
  let description = [{
    Every thread waits for its own copies, then the CTA synchronises, so
    the finished stages are visible to all threads and the stage the next
    async_load overwrites is no longer read by anyone. `values` pass through
    to the results once the wait is done: a value an asynchronous MMA still
    writes (its accumulator, with `nv_tileas.wgmma_wait`) is read only after it.
    With `fence_async` each thread fences its finished copies for the async
    proxy before the barrier: the stages are read in place by warpgroup MMAs
    that no other fence and barrier precede.
  }];
  let arguments = (ins I64Attr:$pending, Variadic<AnyType>:$values, UnitAttr:$fence_async);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $pending (`(` $values^ `:` type($values) `)` `->` type($results))? attr-dict
  }];
}

def NvTileAS_BufferReadOp : NvTileAS_Op<"buffer_read", [MemoryEffects<[MemRead]>]> {
  let summary = "Read one stage of a shared-memory ring buffer into a register tile.";
  let description = [{
    The stage holds the tile as the `async_load` with the same `dim_map`
    wrote it: in the order of the memref dimensions the tile dimensions map
    to (row-major when `dim_map` is absent or increasing). With `swizzle` the
    stage is a tensor-core operand: the result's only use is that operand of
    an `nv_tileaa.dot`, which reads the stage through descriptors; no
    registers are loaded. With `swizzle` and `to_registers` the stage is in
    that operand layout but the threads read their elements from it into
    registers (a consumer that cannot read the layout in place). With
    `cta_pair` (with `swizzle`, without `to_registers`) the result is the
    B operand of a dot whose MMAs span a pair of CTAs (`cta_group::2`): the
    stage holds this CTA's half of its last dimension (N), the CTA of odd
    rank the upper half, and `stage_bytes` need hold only that half.
  }];
  let arguments = (ins I32:$stage,
                       I64Attr:$offset,
                       I64Attr:$stage_bytes,
                       OptionalAttr<DenseI64ArrayAttr>:$dim_map,
                       OptionalAttr<StrAttr>:$swizzle,
                       OptionalAttr<I64Attr>:$block_bytes,
                       UnitAttr:$to_registers,
                       UnitAttr:$cta_pair);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `stage` $stage attr-dict `:` type($result)
  }];
}

// TMA stages complete on mbarriers: one per stage, 8 bytes each at byte
// `barrier` of the pipeline buffer, initialised before the loop's prologue
// and invalidated on its exit edge.

def NvTileAS_MbarrierInitOp : NvTileAS_Op<"mbarrier_init", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Initialise the mbarriers of a ring's stages.";
  let description = [{
    Thread 0 initialises `count` mbarriers, 8 bytes apart from byte
    `barrier` of the pipeline buffer, each expecting `arrivals` arrivals per
    phase (1 when absent: one thread's `mbarrier_expect`); then the CTA
    synchronises, so every thread sees them initialised.
  }];
  let arguments = (ins I64Attr:$barrier, I64Attr:$count, OptionalAttr<I64Attr>:$arrivals);
  let assemblyFormat = "attr-dict";
}

def NvTileAS_MbarrierInvalOp : NvTileAS_Op<"mbarrier_inval", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Invalidate the mbarriers of a ring's stages.";
  let description = [{
    The CTA synchronises (every thread is past its last wait), then thread
    0 invalidates the `count` mbarriers at byte `barrier`, so the memory can
    hold new ones.
  }];
  let arguments = (ins I64Attr:$barrier, I64Attr:$count);
  let assemblyFormat = "attr-dict";
}

def NvTileAS_MbarrierExpectOp : NvTileAS_Op<"mbarrier_expect", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Arrive on a stage's mbarrier, announcing the bytes its TMA copies bring.";
  let description = [{
    When `pred` holds, thread 0 arrives on the mbarrier of stage `stage`
    (byte `barrier + 8 * stage` of the pipeline buffer) and raises its
    transaction count by `bytes`: the phase completes once the stage's TMA
    copies have delivered that many bytes.
  }];
  let arguments = (ins I32:$stage, I1:$pred, I64Attr:$barrier, I64Attr:$bytes);
  let assemblyFormat = "`stage` $stage `if` $pred attr-dict";
}

def NvTileAS_MbarrierWaitOp : NvTileAS_Op<"mbarrier_wait", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Wait until a stage's mbarrier completes the phase of a parity.";
  let description = [{
    Every thread waits until the phase of parity `parity` (0 or 1) of the
    mbarrier of stage `stage` has completed: the stage's TMA copies of that
    filling are in shared memory. With `thread`, only that thread (its
    linear id) waits: in `tileas-pipeline-loads`' single-issuer tcgen05 K
    loop, thread 0 issues the copies and thread 32 (warp 1) the MMAs, and
    the other threads have nothing to do in the loop. With `cta_pair`
    (with `thread`, clusters of an even number of CTAs) only the even CTA
    of each pair waits: the one whose thread issues MMAs spanning the pair
    (`cta_group::2`), and the only one whose mbarrier the pair's copies
    complete on (`async_load` with `cta_pair`).
  }];
  let arguments = (ins I32:$stage, I32:$parity, I64Attr:$barrier, OptionalAttr<I64Attr>:$thread,
                       UnitAttr:$cta_pair);
  let assemblyFormat = "`stage` $stage `parity` $parity attr-dict";
}

def NvTileAS_MbarrierArriveOp : NvTileAS_Op<"mbarrier_arrive", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Every thread arrives on a stage's mbarrier.";
  let description = [{
    When `pred` holds, each thread arrives once on the mbarrier of stage
    `stage` (byte `barrier + 8 * stage` of the pipeline buffer), after its
    earlier operations: in a warp-specialized K loop the compute threads
    tell the producer this way that their MMAs are done with a stage
    (`mbarrier_init` with `arrivals` = the compute threads). With
    `cluster = n` (2 to 16) the stage is shared with the kernel's cluster
    of n CTAs (multicast copies fill it in every CTA): instead, after the
    warp's earlier operations, lane j < n of each warp arrives once on the
    stage's mbarrier in the CTA of cluster rank j (`mapa`, a remote
    arrive), so each CTA's mbarrier expects n arrivals a warp.
  }];
  let arguments = (ins I32:$stage, I1:$pred, I64Attr:$barrier, OptionalAttr<I64Attr>:$cluster);
  let assemblyFormat = "`stage` $stage `if` $pred attr-dict";
}

def NvTileAS_ClusterBarrierOp : NvTileAS_Op<"cluster_barrier", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Synchronise every thread of the CTA cluster.";
  let description = [{
    Every thread that reaches it arrives on the cluster barrier
    (`barrier.cluster.arrive`, release) and, without `arrive_only`, waits
    until every thread of every CTA of the cluster has arrived
    (`barrier.cluster.wait`, acquire). A thread that arrives only and then
    exits lets the others' waits complete: `tileas-pipeline-loads` makes
    every thread of a kernel whose stages are multicast arrive once after
    the mbarriers' initialisation (so no CTA multicasts into, or arrives
    on, a peer's mbarriers before they exist) and once before its mbarriers
    are invalidated or it exits (so none does after they are gone).
  }];
  let arguments = (ins UnitAttr:$arrive_only);
  let assemblyFormat = "attr-dict";
}

// Warp specialization (sm_90+, tileas-pipeline-loads): a producer warpgroup
// beside the kernel's compute threads issues a K loop's TMA copies.

def NvTileAS_WarpSpecializeOp : NvTileAS_Op<"warp_specialize", [Terminator]> {
  let summary = "Split the CTA into the compute threads and a producer warpgroup.";
  let description = [{
    Ends the entry block of a kernel whose CTA has one warpgroup (128
    threads) more than its `nv_tileas.num_threads` compute threads. The
    compute threads continue at `compute`; the extra warpgroup lowers its
    register budget to `producer_registers` (`setmaxnreg.dec`), and its first
    thread continues at `producer` while the others exit. The blocks
    reachable from `producer` count thread ids from that thread (thread 0
    there is the producer) and must not synchronise the CTA; in the blocks
    reachable from `compute`, a CTA barrier is a named barrier of the
    compute threads (`bar.sync 1, N`). What the entry block computes
    before this op, every thread computes. With `cluster_arrive` the
    producer warpgroup's threads that exit arrive on the cluster barrier
    first (see `cluster_barrier`).
  }];
  let arguments = (ins I64Attr:$producer_registers, UnitAttr:$cluster_arrive);
  let successors = (successor AnySuccessor:$compute, AnySuccessor:$producer);
  let assemblyFormat = "$compute `,` $producer attr-dict";
}

// TMA stores (sm_90+): the tile goes through a stage of the pipeline
// buffer, written by every thread and copied out by one.

def NvTileAS_BufferWriteOp : NvTileAS_Op<"buffer_write", [MemoryEffects<[MemWrite]>]> {
  let summary = "Write a register tile into one stage of the pipeline buffer.";
  let description = [{
    The inverse of `buffer_read`: each thread stores the elements it owns
    into stage `stage` at byte `offset` (stages `stage_bytes` long), in the
    order of the memref dimensions (`dim_map`), possibly in blocks
    (`block_bytes`), or in a tensor-core operand layout (`swizzle`; a
    transposed `dim_map` writes the matrix in memory order, as a transposed
    `async_load` would), as `async_load` describes them. With `async_proxy`
    the stage is a tensor-core operand that MMAs read in place (a B
    restaged K-major for a warpgroup MMA): the stores are fenced for the
    async proxy (`fence.proxy.async`); a CTA barrier must still come before
    the MMAs.
  }];
  let arguments = (ins AnyRankedTensor:$value,
                       I32:$stage,
                       I64Attr:$offset,
                       I64Attr:$stage_bytes,
                       OptionalAttr<DenseI64ArrayAttr>:$dim_map,
                       OptionalAttr<StrAttr>:$swizzle,
                       OptionalAttr<I64Attr>:$block_bytes,
                       UnitAttr:$async_proxy);
  let assemblyFormat = [{
    $value `stage` $stage attr-dict `:` type($value)
  }];
}

def NvTileAS_AsyncStoreOp : NvTileAS_Op<"async_store", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Store a staged tile to memory with TMA and wait for it.";
  let description = [{
    Stores the tile of type `tile` that `buffer_write` put into stage
    `stage` (at byte `offset`, `stage_bytes` long, laid out per `dim_map` and
    `swizzle`) at the origin `indices` of `memref`, as `tiled_store` with
    the same `dim_map` would: out-of-bounds elements are not written. The
    CTA first synchronises (the stage is complete); one thread copies the
    tile out in boxes through a tensor-map descriptor (a hidden kernel
    parameter, as for a TMA `async_load`) and waits until the writes are
    done; then the CTA synchronises again, so the stage can be reused and
    later memory operations come after the store. With `fence_global` a
    global proxy fence (`fence.proxy.async.global`) first orders the copy
    after the generic proxy's earlier global accesses (atomics).
  }];
  let arguments = (ins NvTileAA_AnyMemRef:$memref,
                       Variadic<I64>:$indices,
                       I32:$stage,
                       DenseI64ArrayAttr:$dim_map,
                       TypeAttr:$tile,
                       I64Attr:$offset,
                       I64Attr:$stage_bytes,
                       OptionalAttr<StrAttr>:$swizzle,
                       OptionalAttr<I64Attr>:$block_bytes,
                       UnitAttr:$fence_global);
  let assemblyFormat = [{
    $memref `[` $indices `]` `stage` $stage attr-dict `:` qualified(type($memref))
  }];
}

#endif // TILEAS_NVTILEAS_ASYNCOPS_TD
