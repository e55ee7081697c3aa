//! Which ring-buffer tile loads can be TMA copies (sm_90+), and how.
//!
//! A TMA copy reads a box of a tensor through a 128-byte tensor map. tileas
//! builds the tensor maps as NVIDIA's tileiras does: on the host, when the
//! kernel's arguments change, from the view's base pointer, shapes and
//! strides (the host module's `FUNC_ON_ARGUMENTS_CHANGE`, docs/host-abi.md),
//! into hidden kernel parameters. So a load qualifies only when its memref
//! is a `make_memref` of kernel parameters and constants: the host module
//! has nothing else to read. `tileas-pipeline-loads` asks [`plan`] which
//! loads qualify; the lowering asks again to emit the copies and the
//! descriptors (`nv_tileas.tma_descriptors` on the kernel, which the driver
//! turns into the host module's descriptor fills).
//!
//! The boxes reproduce the stage layouts the ring already uses
//! (`async_copy.rs`): a plain stage is the tile in memory order, which is
//! what a box writes (row pitch = the inner box extent), cut along its
//! outermost dimension when that exceeds TMA's 256, or, for a tile of
//! several rows wider than 128 bytes, in 128-byte column blocks
//! (`block_bytes`); a tensor-core stage's swizzle-wide blocks
//! ("umma_k_major": K blocks of min(K bytes, 128); "umma_n_major": 128-byte
//! N blocks) are one box each (in row parts of [`box_rows`]) with TMA's
//! swizzle of the same width, which XORs the same 16-byte units with the
//! same row bits (the stages are 1024-byte aligned).

use crate::conversion::builder::*;
use crate::conversion::tileas_to_llvm::memory;
use crate::conversion::typed::{self, FloatKind};
use melior::dialect::ods::{arith, func};
use mlir_sys::*;
use tileas_dialects::ops::{nv_tileaa, nv_tileas};

/// TMA's largest box extent per dimension.
pub const MAX_BOX: i64 = 256;

/// The tensor-core operand layout of a stage, the `swizzle` attribute of
/// the ring ops: "umma_k_major" (an M x K matrix, K in blocks of min(K
/// bytes, 128), 16-byte units XORed with the row, `Swizzle<3,4,3>` and its
/// 64- and 32-byte forms), "umma_n_major" (K x N, 128-byte blocks of N),
/// and their "_32b" forms: the 128-byte swizzle in 32-byte atoms (32-byte
/// units XORed with the row in atoms of 4 rows, `Swizzle<2,5,2>`), which
/// NVIDIA's tileiras gives the tf32 operands of `tcgen05.mma` (tensor-map
/// word 1 bit 19, descriptor mode 1), the only layout tcgen05 reads an
/// N-major tf32 operand in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandSwizzle {
    pub n_major: bool,
    pub atom32: bool,
}

impl OperandSwizzle {
    /// The layout a `swizzle` attribute names.
    pub fn parse(name: &str) -> Option<Self> {
        let (n_major, atom32) = match name {
            "umma_k_major" => (false, false),
            "umma_n_major" => (true, false),
            "umma_k_major_32b" => (false, true),
            "umma_n_major_32b" => (true, true),
            _ => return None,
        };
        Some(Self { n_major, atom32 })
    }

    /// The attribute's name of the layout.
    pub fn name(self) -> &'static str {
        match (self.n_major, self.atom32) {
            (false, false) => "umma_k_major",
            (true, false) => "umma_n_major",
            (false, true) => "umma_k_major_32b",
            (true, true) => "umma_n_major_32b",
        }
    }

    /// `name` in 32-byte atoms when `atom32` (unchanged otherwise).
    pub fn in_atoms(name: &'static str, atom32: bool) -> &'static str {
        match Self::parse(name) {
            Some(s) if atom32 => Self { atom32: true, ..s }.name(),
            _ => name,
        }
    }
}
/// TMA's largest tensor rank that tileas describes (the host encoding,
/// `tileas_host_abi::tma`, models ranks 1 to 4).
pub const MAX_RANK: usize = 4;
/// Most boxes one tile load may take (each is an instruction).
const MAX_BOXES: usize = 16;
/// Alignment TMA needs of a box's shared-memory destination.
const DST_ALIGN: i64 = 128;
/// The widest box row of a plain stage with more than one row, as NVIDIA's
/// tileiras cuts them (`argmax_rows_f32`: a 16x128 f32 tile in 16x32 boxes).
pub const BLOCK_BYTES: i64 = 128;

/// A shape, stride or address of the tensor map: a kernel parameter (the
/// entry block argument's index), a constant, or (a device-built map only)
/// a value the kernel computes.
#[derive(Debug, Clone, Copy)]
pub enum Source {
    Arg(usize),
    Const(i64),
    Value(MlirValue),
}

impl PartialEq for Source {
    fn eq(&self, other: &Source) -> bool {
        match (self, other) {
            (Source::Arg(a), Source::Arg(b)) => a == b,
            (Source::Const(a), Source::Const(b)) => a == b,
            (Source::Value(a), Source::Value(b)) => a.ptr == b.ptr,
            _ => false,
        }
    }
}

/// Most tensor maps a kernel builds on the device: NVIDIA's workspace
/// gives each SM 48 KiB, 8 KiB (64 warps x 128 bytes) per map.
pub const MAX_DEVICE_MAPS: usize =
    (tileas_host_abi::DEVICE_TMA_BYTES_PER_SM / tileas_host_abi::DEVICE_TMA_MAP_BYTES_PER_SM) as usize;

/// One box of a tile: its origin relative to the tile's (memref order, in
/// elements) and where it lands in the stage (bytes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxCopy {
    pub start: Vec<i64>,
    pub smem: i64,
}

/// The TMA copy of one tile load.
#[derive(Debug, Clone)]
pub struct TmaCopy {
    /// The `make_memref` result the tensor map describes.
    pub memref: MlirValue,
    /// The element as the descriptor encodes it (`tileas_host_abi::tma::TmaElem`
    /// by name: "b8", "b32", "f16", "bf16", "f32", "f64"; "tf32": f32 in the
    /// tf32 format, set by the lowering for `tf32` copies).
    pub elem: &'static str,
    pub elem_bytes: i64,
    /// The base pointer: a kernel parameter, or for a device-built map
    /// ([`TmaCopy::on_device`]) a value.
    pub address: Source,
    /// Extents and strides (elements) per tensor-map dimension (`perm`),
    /// outermost first.
    pub dims: Vec<Source>,
    pub strides: Vec<Source>,
    /// The box, per tensor-map dimension.
    pub box_dims: Vec<i64>,
    /// Swizzle span in bytes (0: none; 32, 64 or 128).
    pub swizzle: i64,
    /// The 128-byte swizzle in 32-byte atoms (a "_32b" stage).
    pub atom32: bool,
    pub boxes: Vec<BoxCopy>,
    /// Bytes the copies bring (all boxes, out-of-bounds parts included).
    pub bytes: i64,
    /// A plain stage's rows in blocks of this many bytes (`block_bytes` of
    /// the ring ops), when its boxes are narrower than its rows.
    pub block_bytes: Option<i64>,
    /// The `async_store` this map is for: NVIDIA's tileiras gives every
    /// TMA store a tensor map of its own (`matmul_split_k_lock`'s two
    /// stores of C), while loads of one view and box share one.
    pub store: Option<usize>,
    /// The memref dimension of each tensor-map dimension (outermost
    /// first): `dims`, `strides`, `box_dims` and the boxes' starts are in
    /// this order.
    pub perm: Vec<usize>,
}

impl TmaCopy {
    /// Whether the kernel builds this map itself (in the device TMA
    /// workspace, where the memref is made) rather than the host module
    /// from the launch parameters: some part of the view is not a kernel
    /// parameter or a constant.
    pub fn on_device(&self) -> bool {
        matches!(self.address, Source::Value(_))
    }

    /// Two loads share a tensor map when they read the same memref in the
    /// same boxes.
    pub fn same_map(&self, other: &TmaCopy) -> bool {
        self.memref.ptr == other.memref.ptr
            && self.store == other.store
            && self.elem == other.elem
            && self.box_dims == other.box_dims
            && self.swizzle == other.swizzle
            && self.atom32 == other.atom32
    }
}

/// The element's descriptor format, `None` for types TMA does not move
/// here (16- and 64-bit integers have codes tileas has not verified).
fn elem_name(t: MlirType) -> Option<(&'static str, i64)> {
    if let Some(w) = typed::int_width(t) {
        return match w {
            8 => Some(("b8", 1)),
            32 => Some(("b32", 4)),
            _ => None,
        };
    }
    match typed::float_kind(t)? {
        FloatKind::F16 => Some(("f16", 2)),
        FloatKind::BF16 => Some(("bf16", 2)),
        FloatKind::F32 => Some(("f32", 4)),
        FloatKind::F64 => Some(("f64", 8)),
        k if k.is_f8() => Some(("b8", 1)),
        _ => None,
    }
}

/// Whether `v` is an argument of the kernel's entry block; its index.
fn entry_arg(v: MlirValue) -> Option<usize> {
    // SAFETY: `v` is live; its owner block, that block's region and the
    // region's parent op are only read.
    unsafe {
        if !mlirValueIsABlockArgument(v) {
            return None;
        }
        let block = mlirBlockArgumentGetOwner(v);
        let region = mlirBlockGetParentRegion(block);
        if mlirRegionGetFirstBlock(region).ptr != block.ptr {
            return None;
        }
        let parent = mlirBlockGetParentOperation(block);
        (op_name(parent) == func::FuncOperation::name()).then(|| mlirBlockArgumentGetArgNumber(v) as usize)
    }
}

/// A shape or stride as the host module can read it (a constant, or an
/// integer kernel parameter, possibly extended to i64), else, for a
/// device-built map, the integer value itself.
fn source(v: MlirValue) -> Option<Source> {
    if let Some(c) = defining_op(v).filter(|c| op_name(*c) == arith::ConstantOperation::name()) {
        return get_attr(c, "value").and_then(typed::int_value).filter(|c| *c >= 0).map(Source::Const);
    }
    let inner = match defining_op(v) {
        Some(ext) if op_name(ext) == arith::ExtSIOperation::name() || op_name(ext) == arith::ExtUIOperation::name() => {
            operands(ext)[0]
        }
        _ => v,
    };
    let ty = value_type(inner);
    if !(typed::is_int(ty, 32) || typed::is_int(ty, 64)) {
        return None;
    }
    Some(entry_arg(inner).map_or(Source::Value(v), Source::Arg))
}

/// The tensor map's view: base, extents and strides from parameters (a
/// host-built map) or, where the kernel allows device-built maps
/// ([`device_maps_enabled`]), from any values.
struct View {
    memref: MlirValue,
    address: Source,
    dims: Vec<Source>,
    strides: Vec<Source>,
}

fn view_of(memref: MlirValue, elem_bytes: i64) -> Option<View> {
    let make = defining_op(memref).filter(|m| op_name(*m) == nv_tileaa::MakeMemRefOperation::name())?;
    let facts = memory::memref_facts(make)?;
    let ops = operands(make);
    let rank = facts.rank;
    if rank == 0 || rank > MAX_RANK || ops.len() < 1 + 2 * rank || facts.base_div % 16 != 0 {
        return None;
    }
    let address = entry_arg(ops[0]).map_or(Source::Value(ops[0]), Source::Arg);
    let dims: Vec<Source> = ops[1..1 + rank].iter().map(|v| source(*v)).collect::<Option<_>>()?;
    let strides: Vec<Source> = ops[1 + rank..1 + 2 * rank].iter().map(|v| source(*v)).collect::<Option<_>>()?;
    let device = [address].iter().chain(&dims).chain(&strides).any(|s| matches!(s, Source::Value(_)));
    if device && !device_maps_enabled(make) {
        return None;
    }
    // A device map reads every operand from its value.
    let (address, dims, strides) = if device {
        let value = |s: Source, v: MlirValue| if let Source::Const(_) = s { s } else { Source::Value(v) };
        (
            Source::Value(ops[0]),
            dims.iter().zip(&ops[1..1 + rank]).map(|(s, v)| value(*s, *v)).collect(),
            strides.iter().zip(&ops[1 + rank..1 + 2 * rank]).map(|(s, v)| value(*s, *v)).collect(),
        )
    } else {
        (address, dims, strides)
    };
    if strides[rank - 1] != Source::Const(1) {
        return None;
    }
    // Every other stride a multiple of 16 bytes.
    let aligned = (0..rank - 1).all(|d| match strides[d] {
        Source::Const(c) => (c * elem_bytes) % 16 == 0,
        Source::Arg(_) | Source::Value(_) => (facts.stride_div[d] * elem_bytes) % 16 == 0,
    });
    aligned.then_some(View { memref, address, dims, strides })
}

/// Whether `op`'s kernel may build tensor maps on the device
/// (`nv_tileas.device_tensor_maps`, set by [`enable_device_maps`]).
fn device_maps_enabled(op: MlirOperation) -> bool {
    let mut at = op;
    while !at.ptr.is_null() {
        if get_attr(at, typed::TILEAS_DEVICE_TENSOR_MAPS_ATTR).is_some() {
            return true;
        }
        // SAFETY: `at` is live; the walk ends at the null parent.
        at = unsafe { mlirOperationGetParentOperation(at) };
    }
    false
}

/// Lets kernel `func` build the tensor maps of views the host cannot
/// describe (the pointer, a shape or a stride computed by the kernel:
/// `grouped_gemm_list`'s arrays read from a list) on the device, as
/// NVIDIA's tileiras 13.5 does: only below sm_100, whose host module is
/// 13.5's (13.1's, which tileas matches from sm_100 on, has no device
/// workspace), and only when the kernel's candidate maps (one per memref
/// and tile type of its tile loads and stores, a bound on the maps the
/// lowering makes) fit the workspace's [`MAX_DEVICE_MAPS`].
pub fn enable_device_maps(func: MlirOperation) {
    if !typed::compute_capability(func).is_some_and(|cc| (90..100).contains(&cc)) {
        return;
    }
    let mut candidates: Vec<(usize, usize)> = Vec::new();
    let mut walk = vec![func];
    while let Some(op) = walk.pop() {
        // SAFETY: `op` is live; its regions and their blocks are only read.
        let regions = unsafe { mlirOperationGetNumRegions(op) };
        for r in 0..regions {
            // SAFETY: `r` is below the region count.
            for block in region_blocks(unsafe { mlirOperationGetRegion(op, r) }) {
                walk.extend(block_ops(block));
            }
        }
        let name = op_name(op);
        let (memref, tile) = if name == nv_tileas::TiledLoadOperation::name() {
            (operands(op)[0], value_type(result0(op)))
        } else if name == nv_tileas::TiledStoreOperation::name() {
            (operands(op)[0], value_type(operands(op)[1]))
        } else {
            continue;
        };
        let Some(make) = defining_op(memref).filter(|m| op_name(*m) == nv_tileaa::MakeMemRefOperation::name()) else {
            continue;
        };
        let ops = operands(make);
        let host = entry_arg(ops[0]).is_some()
            && ops[1..].iter().all(|v| matches!(source(*v), Some(Source::Arg(_) | Source::Const(_)) | None));
        let key = (memref.ptr as usize, tile.ptr as usize);
        if !host && !candidates.contains(&key) {
            candidates.push(key);
        }
    }
    if !candidates.is_empty() && candidates.len() <= MAX_DEVICE_MAPS {
        // SAFETY: `func` is live.
        let ctx = unsafe { mlirOperationGetContext(func) };
        set_attr(func, typed::TILEAS_DEVICE_TENSOR_MAPS_ATTR, typed::unit_attr(ctx));
    }
}

/// Which way a TMA copy goes, as far as its boxes' rows are concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Load,
    Store,
    /// A store in a kernel with atomics (`fence_global`: after
    /// `matmul_split_k_lock`'s lock, the whole CTA's tile).
    FencedStore,
}

/// The most rows of a tensor-core stage's boxes in `op`'s kernel, as
/// NVIDIA's tileiras cuts them: 128 on the tcgen05 targets (sm_100 to
/// sm_11x: a CTA's tcgen05 M, so a 256-row operand or epilogue takes two
/// boxes); at sm_120 whole tiles, but 32 rows for a store of 4-byte
/// elements (`matmul_int8`'s and `matmul_tf32`'s epilogues); at sm_90 64
/// for stores (a warpgroup's rows; 16 for f64, `matmul_f64`'s DMMA
/// epilogue; whole tiles after atomics) and whole tiles for loads.
pub fn box_rows(op: MlirOperation, dir: Direction, elem_bytes: i64) -> i64 {
    let store = dir != Direction::Load;
    match typed::compute_capability(op) {
        Some(cc) if (100..120).contains(&cc) => 128,
        Some(cc) if cc >= 120 && store && elem_bytes == 4 => 32,
        Some(cc) if cc >= 120 => MAX_BOX,
        _ if dir == Direction::FencedStore => MAX_BOX,
        _ if store && elem_bytes == 8 => 16,
        _ if store => 64,
        _ => MAX_BOX,
    }
}

/// The rows of a SIMT dot's B operand per box: NVIDIA's tileiras copies
/// the K x N tile of `matmul_f32_simt` (and of `matmul_f64` from sm_100) in
/// boxes of 8 K rows, one 128-byte column block wide.
pub const SIMT_B_ROWS: i64 = 8;

/// The rows per box of a stage when its op does not say (`box_rows`
/// attribute of the ring ops): [`box_rows`] for a tensor-core stage of
/// `swizzle`, at most 64 for an N-major one of several 128-byte blocks
/// (`row_bytes` > 128) on the tcgen05 targets (NVIDIA's tileiras copies
/// `attention_fmha_causal_f16`'s 128x128 f16 V in 64-row boxes, but
/// `matmul_fp8_e4m3`'s 128x128 8-bit B in 128-row ones), all of them
/// ([`MAX_BOX`]) for a plain one.
pub fn default_rows(op: MlirOperation, dir: Direction, swizzle: Option<&str>, elem_bytes: i64, row_bytes: i64) -> i64 {
    let tcgen05 = typed::compute_capability(op).is_some_and(|cc| (100..120).contains(&cc));
    match swizzle {
        Some(sw) if tcgen05 && row_bytes > 128 && OperandSwizzle::parse(sw).is_some_and(|s| s.n_major) => {
            box_rows(op, dir, elem_bytes).min(64)
        }
        Some(_) => box_rows(op, dir, elem_bytes),
        None => MAX_BOX,
    }
}

/// The TMA copy of a tile of `shape` (elements `elem`) at an origin of
/// `memref`, with `dim_map` and `padding` as `tiled_load` has them, into a
/// stage written in `swizzle` (an [`OperandSwizzle`] name) or plain,
/// the boxes of a tensor-core or column-blocked stage at most `max_rows`
/// rows ([`MAX_BOX`], or a multiple of 8: a box then starts on a swizzle
/// atom); `None` when a TMA copy cannot write that stage.
pub fn plan(
    memref: MlirValue,
    shape: &[i64],
    elem: MlirType,
    dim_map: &[usize],
    padding: Option<MlirAttribute>,
    swizzle: Option<&str>,
    max_rows: i64,
) -> Option<TmaCopy> {
    let (name, e) = elem_name(elem)?;
    if padding.is_some_and(|p| !crate::conversion::tileas_to_llvm::async_copy::is_zero(p)) {
        return None;
    }
    let view = view_of(memref, e)?;
    let rank = view.dims.len();
    if shape.is_empty() || dim_map.len() != shape.len() || dim_map.iter().any(|&m| m >= rank) {
        return None;
    }
    let mut tile_box = vec![1i64; rank];
    for (t, &m) in dim_map.iter().enumerate() {
        tile_box[m] = shape[t];
    }
    let StageBoxes { box_dims, swizzle: span, boxes, block_bytes } = match swizzle {
        None => plain_boxes(&tile_box, e, max_rows)?,
        Some(sw) => swizzled_boxes(sw, shape, dim_map, &tile_box, e, max_rows)?,
    };
    let bytes = shape.iter().product::<i64>() * e;
    let perm = map_order(&box_dims);
    let permute = |v: &[Source]| perm.iter().map(|&d| v[d]).collect::<Vec<_>>();
    let boxes = boxes
        .into_iter()
        .map(|b| BoxCopy { start: perm.iter().map(|&d| b.start[d]).collect(), smem: b.smem })
        .collect();
    Some(TmaCopy {
        memref: view.memref,
        elem: name,
        elem_bytes: e,
        address: view.address,
        dims: permute(&view.dims),
        strides: permute(&view.strides),
        box_dims: perm.iter().map(|&d| box_dims[d]).collect(),
        swizzle: span,
        atom32: swizzle.and_then(OperandSwizzle::parse).is_some_and(|s| s.atom32),
        boxes,
        bytes,
        block_bytes,
        store: None,
        perm,
    })
}

/// The memref dimension of each tensor-map dimension, outermost first, for
/// a box (per memref dimension): memory order, but two or more leading unit
/// dimensions of the box are listed innermost first after the others, as
/// NVIDIA's tileiras orders them (attention's 1x1xSxD tiles of a [B, H, S,
/// D] view: the map's dimensions, innermost first, are D, S, B, H).
fn map_order(box_dims: &[i64]) -> Vec<usize> {
    let rank = box_dims.len();
    let lead = box_dims.iter().take_while(|&&b| b == 1).count();
    if lead >= 2 && lead < rank {
        (0..lead).rev().chain(lead..rank).collect()
    } else {
        (0..rank).collect()
    }
}

/// How a stage is cut into boxes: the box, the swizzle span (0: none),
/// the boxes, and a plain stage's `block_bytes`.
struct StageBoxes {
    box_dims: Vec<i64>,
    swizzle: i64,
    boxes: Vec<BoxCopy>,
    block_bytes: Option<i64>,
}

/// A plain stage: the tile in memory order, cut along its outermost
/// non-unit dimension into boxes of at most 256; when it has more than one
/// row and its rows are wider than [`BLOCK_BYTES`], also into column blocks
/// of that width, block after block in the stage (the last value: the
/// block's bytes), in parts of `max_rows` rows where they divide them.
fn plain_boxes(tile_box: &[i64], e: i64, max_rows: i64) -> Option<StageBoxes> {
    let rank = tile_box.len();
    let row_bytes = tile_box[rank - 1] * e;
    if row_bytes % 16 != 0 {
        return None;
    }
    let Some(outer) = tile_box.iter().position(|&b| b > 1) else {
        return None; // one element: inner bytes < 16 unless e = 16
    };
    let rows: i64 = tile_box[..rank - 1].iter().product();
    if rows > 1 && row_bytes > BLOCK_BYTES && row_bytes % BLOCK_BYTES == 0 && outer < rank - 1 {
        return blocked_boxes(tile_box, e, rows, max_rows);
    }
    if tile_box[outer + 1..].iter().any(|&b| b > MAX_BOX) {
        return None;
    }
    let chunk = (1..=tile_box[outer].min(MAX_BOX)).rev().find(|c| tile_box[outer] % c == 0)?;
    let count = (tile_box[outer] / chunk) as usize;
    let inner_bytes: i64 = tile_box[outer + 1..].iter().product::<i64>() * e;
    if count > MAX_BOXES || (count > 1 && (chunk * inner_bytes) % DST_ALIGN != 0) {
        return None;
    }
    let mut box_dims = tile_box.to_vec();
    box_dims[outer] = chunk;
    let boxes = (0..count as i64)
        .map(|i| {
            let mut start = vec![0; rank];
            start[outer] = i * chunk;
            BoxCopy { start, smem: i * chunk * inner_bytes }
        })
        .collect();
    Some(StageBoxes { box_dims, swizzle: 0, boxes, block_bytes: None })
}

/// [`plain_boxes`] in [`BLOCK_BYTES`]-wide column blocks: each block holds
/// all `rows` rows (outer dimensions at most 256 each), one box, or one box
/// per `max_rows` rows of a matrix (a single non-unit outer dimension that
/// `max_rows` divides), the parts one after the other in the block.
fn blocked_boxes(tile_box: &[i64], e: i64, rows: i64, max_rows: i64) -> Option<StageBoxes> {
    let rank = tile_box.len();
    let width = BLOCK_BYTES / e;
    let blocks = tile_box[rank - 1] / width;
    let row_dim = rank - 2;
    let matrix = tile_box[..row_dim].iter().all(|&b| b == 1);
    let part = if matrix && rows > max_rows && max_rows > 0 && rows % max_rows == 0 { max_rows } else { rows };
    let parts = rows / part;
    if tile_box[..rank - 1].iter().any(|&b| b > MAX_BOX) || (blocks * parts) as usize > MAX_BOXES {
        return None;
    }
    let mut box_dims = tile_box.to_vec();
    box_dims[rank - 1] = width;
    box_dims[row_dim] = if parts > 1 { part } else { tile_box[row_dim] };
    let boxes = (0..blocks)
        .flat_map(|b| {
            (0..parts).map(move |p| {
                let mut start = vec![0; rank];
                start[rank - 1] = b * width;
                start[row_dim] = p * part;
                BoxCopy { start, smem: (b * rows + p * part) * BLOCK_BYTES }
            })
        })
        .collect();
    Some(StageBoxes { box_dims, swizzle: 0, boxes, block_bytes: Some(BLOCK_BYTES) })
}

/// A tensor-core stage: the matrix of the tile's two non-unit dimensions
/// (the last two) in memory order, its contiguous dimension the memref's
/// innermost, in swizzle-wide blocks.
fn swizzled_boxes(
    sw: &str,
    shape: &[i64],
    dim_map: &[usize],
    tile_box: &[i64],
    e: i64,
    max_rows: i64,
) -> Option<StageBoxes> {
    let (r, rank) = (shape.len(), tile_box.len());
    if r < 2 || shape[..r - 2].iter().any(|&d| d != 1) {
        return None;
    }
    // The tile dimension along the memref's innermost one is the matrix's
    // columns, the other of the last two its rows.
    let (col_t, row_t) = match (dim_map[r - 2] == rank - 1, dim_map[r - 1] == rank - 1) {
        (false, true) => (r - 1, r - 2),
        (true, false) => (r - 2, r - 1),
        _ => return None,
    };
    let (rows, cols) = (shape[row_t], shape[col_t]);
    let row_dim = dim_map[row_t];
    let row_bytes = cols * e;
    // Bytes per block: "umma_k_major" swizzles min(K bytes, 128), "umma_n_major" 128;
    // the 32-byte atoms are a form of the 128-byte swizzle only.
    let layout = OperandSwizzle::parse(sw)?;
    let span = if layout.n_major { 128 } else { row_bytes.min(128) };
    if layout.atom32 && span != 128 {
        return None;
    }
    let blocks = row_bytes / span;
    // Rows per box: all, or max_rows-row parts starting on swizzle atoms.
    let part = if rows > max_rows && max_rows % 8 == 0 && rows % max_rows == 0 { max_rows } else { rows };
    let parts = rows / part;
    if part > MAX_BOX || !matches!(span, 16 | 32 | 64 | 128) || row_bytes % span != 0 {
        return None;
    }
    // Each box starts on a swizzle atom (8 rows of the span; TMA needs it),
    // or on 128 bytes unswizzled.
    let atom = if span >= 32 { 8 * span } else { DST_ALIGN };
    if (blocks * parts) as usize > MAX_BOXES || (blocks * parts > 1 && (part * span) % atom != 0) {
        return None;
    }
    let mut box_dims = tile_box.to_vec();
    box_dims[rank - 1] = span / e;
    box_dims[row_dim] = part;
    let boxes = (0..blocks)
        .flat_map(|blk| {
            (0..parts).map(move |p| {
                let mut start = vec![0; rank];
                start[rank - 1] = blk * span / e;
                start[row_dim] = p * part;
                BoxCopy { start, smem: blk * rows * span + p * part * span }
            })
        })
        .collect();
    // A 16-byte block is a plain row: no swizzle.
    Some(StageBoxes { box_dims, swizzle: if span >= 32 { span } else { 0 }, boxes, block_bytes: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(b: &StageBoxes) -> Vec<(Vec<i64>, i64)> {
        b.boxes.iter().map(|x| (x.start.clone(), x.smem)).collect()
    }

    #[test]
    fn one_dimensional_tiles_take_boxes_of_256() {
        // global_sum_atomic_f32: 4096 f32 in 16 boxes of 256, 1 KiB apart.
        let b = plain_boxes(&[4096], 4, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.swizzle, b.block_bytes), (vec![256], 0, None));
        assert_eq!(starts(&b)[1], (vec![256], 1024));
        assert_eq!(b.boxes.len(), 16);
        // printf_debug: 8 f32, one 32-byte box.
        assert_eq!(plain_boxes(&[8], 4, MAX_BOX).expect("fits").box_dims, vec![8]);
        // layernorm_fwd_f16: a 1x1024 row is one row, not blocked: 1x256 boxes.
        let b = plain_boxes(&[1, 1024], 2, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.block_bytes, b.boxes.len()), (vec![1, 256], None, 4));
    }

    #[test]
    fn rows_wider_than_128_bytes_go_in_column_blocks() {
        // argmax_rows_f32: 16x128 f32 in four 16x32 boxes, each block 16 rows of 128 bytes.
        let b = plain_boxes(&[16, 128], 4, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.block_bytes), (vec![16, 32], Some(128)));
        assert_eq!(starts(&b), vec![(vec![0, 0], 0), (vec![0, 32], 2048), (vec![0, 64], 4096), (vec![0, 96], 6144)]);
        // Rows of 128 bytes or less stay in memory order: 64x16 f32 is one box.
        let b = plain_boxes(&[64, 16], 4, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.block_bytes, b.boxes.len()), (vec![64, 16], None, 1));
    }

    #[test]
    fn simt_b_operands_take_boxes_of_8_rows() {
        // matmul_f32_simt's B: 16x64 f32, two 128-byte column blocks of two 8-row boxes;
        // the stage layout is that of 16-row boxes (parts 1 KiB apart in a 2 KiB block).
        let b = plain_boxes(&[16, 64], 4, SIMT_B_ROWS).expect("fits");
        assert_eq!((b.box_dims.clone(), b.block_bytes), (vec![8, 32], Some(128)));
        let want = vec![(vec![0, 0], 0), (vec![8, 0], 1024), (vec![0, 32], 2048), (vec![8, 32], 3072)];
        assert_eq!(starts(&b), want);
        // Rows the part does not divide, or several outer dimensions, stay whole.
        assert_eq!(plain_boxes(&[12, 64], 4, SIMT_B_ROWS).expect("fits").box_dims, vec![12, 32]);
        assert_eq!(plain_boxes(&[2, 16, 64], 4, SIMT_B_ROWS).expect("fits").box_dims, vec![2, 16, 32]);
    }

    #[test]
    fn leading_unit_box_dimensions_go_last() {
        // attention: a 1x1x64x128 box of [B, H, S, D] -> (outermost first) H, B, S, D.
        assert_eq!(map_order(&[1, 1, 64, 128]), vec![1, 0, 2, 3]);
        // One leading unit dimension (batched matmul), none, or only units: memory order.
        assert_eq!(map_order(&[1, 128, 64]), vec![0, 1, 2]);
        assert_eq!(map_order(&[64, 64]), vec![0, 1]);
        assert_eq!(map_order(&[1, 1]), vec![0, 1]);
        // Three leading units: all after the others, innermost first.
        assert_eq!(map_order(&[1, 1, 1, 256]), vec![2, 1, 0, 3]);
    }

    #[test]
    fn what_tma_cannot_copy() {
        // Rows not a multiple of 16 bytes; a lone element.
        assert!(plain_boxes(&[64, 6], 2, MAX_BOX).is_none());
        assert!(plain_boxes(&[1, 1], 4, MAX_BOX).is_none());
        // More than 16 boxes.
        assert!(plain_boxes(&[8192], 4, MAX_BOX).is_none());
    }

    #[test]
    fn tensor_core_stages_take_one_box_per_swizzle_block() {
        // matmul_f16's A: 128x64 f16, K-major, one 128x64 box with the 128-byte swizzle.
        let b = swizzled_boxes("umma_k_major", &[128, 64], &[0, 1], &[128, 64], 2, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.swizzle, b.boxes.len()), (vec![128, 64], 128, 1));
        // Its B: 64x128 f16, N-major, two 64x64 boxes, 8 KiB apart.
        let b = swizzled_boxes("umma_n_major", &[64, 128], &[0, 1], &[64, 128], 2, MAX_BOX).expect("fits");
        assert_eq!(b.box_dims, vec![64, 64]);
        assert_eq!(starts(&b), vec![(vec![0, 0], 0), (vec![0, 64], 8192)]);
        // A 256-row operand from sm_100: boxes of 128 rows, the second 16 KiB on.
        let b = swizzled_boxes("umma_k_major", &[256, 64], &[0, 1], &[256, 64], 2, 128).expect("fits");
        assert_eq!(b.box_dims, vec![128, 64]);
        assert_eq!(starts(&b), vec![(vec![0, 0], 0), (vec![128, 0], 16384)]);
        // matmul_int8's A: 64-byte K rows, the 64-byte swizzle.
        let b = swizzled_boxes("umma_k_major", &[128, 64], &[0, 1], &[128, 64], 1, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.swizzle), (vec![128, 64], 64));
        // 16-byte K rows are plain rows.
        let b = swizzled_boxes("umma_k_major", &[64, 8], &[0, 1], &[64, 8], 2, MAX_BOX).expect("fits");
        assert_eq!(b.swizzle, 0);
    }

    #[test]
    fn operand_layouts_in_32_byte_atoms() {
        for name in ["umma_k_major", "umma_n_major", "umma_k_major_32b", "umma_n_major_32b"] {
            assert_eq!(OperandSwizzle::parse(name).map(OperandSwizzle::name), Some(name));
        }
        assert_eq!(OperandSwizzle::parse("sw128"), None);
        assert_eq!(OperandSwizzle::in_atoms("umma_n_major", true), "umma_n_major_32b");
        assert_eq!(OperandSwizzle::in_atoms("umma_k_major", false), "umma_k_major");
        // matmul_tf32's A: 128-byte rows of K, one box, the 128-byte span.
        let b = swizzled_boxes("umma_k_major_32b", &[128, 32], &[0, 1], &[128, 32], 4, MAX_BOX).expect("fits");
        assert_eq!((b.box_dims.clone(), b.swizzle, b.boxes.len()), (vec![128, 32], 128, 1));
        // 64-byte rows of K take the 64-byte swizzle, which has no 32-byte atoms.
        assert!(swizzled_boxes("umma_k_major_32b", &[128, 16], &[0, 1], &[128, 16], 4, MAX_BOX).is_none());
    }

    #[test]
    fn a_transposed_operand_swizzles_its_memory_order() {
        // fused_moe_gather_mma's B: a 1x64x128 bf16 tile (K x N) whose K is
        // the memref's innermost (dim_map [0, 2, 1]): the 128 N rows of 64 K
        // (128 bytes) in one K-major box, 64 x 128 x 1 innermost first.
        let b = swizzled_boxes("umma_k_major", &[1, 64, 128], &[0, 2, 1], &[1, 128, 64], 2, 128).expect("fits");
        assert_eq!((b.box_dims.clone(), b.swizzle, b.boxes.len()), (vec![1, 128, 64], 128, 1));
    }

    #[test]
    fn a_swizzled_box_starts_on_its_atom() {
        // Two 128-byte blocks of 4 rows: the second would start 512 bytes in,
        // inside the first's 1024-byte swizzle atom.
        assert!(swizzled_boxes("umma_k_major", &[4, 128], &[0, 1], &[4, 128], 2, MAX_BOX).is_none());
        // One block of 4 rows is fine.
        assert!(swizzled_boxes("umma_k_major", &[4, 64], &[0, 1], &[4, 64], 2, MAX_BOX).is_some());
        // Unknown layouts and a matrix without the memref's innermost dimension.
        assert!(swizzled_boxes("other", &[64, 64], &[0, 1], &[64, 64], 2, MAX_BOX).is_none());
        assert!(swizzled_boxes("umma_k_major", &[64, 64], &[0, 1], &[64, 64, 1], 2, MAX_BOX).is_none());
    }
}
