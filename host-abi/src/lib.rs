//! The host module every tileiras cubin carries (`.nv.host`), as data.
//!
//! NVIDIA's tileiras compiles a small host object (x86-64 ELF relocatable)
//! for each kernel module and hands it to ptxas (`--nv-host=`), which embeds
//! it verbatim. The CUDA driver loads it and calls its TileIR callbacks when
//! it loads and launches a tile kernel; a cubin without it is an ordinary
//! module to the driver. This crate holds what that object must contain, free
//! of MLIR so it can be unit- and property-tested: the callback tables and
//! their slot values, the symbol names, how `ON_PRE_LOAD` behaves per ABI
//! version, the kernel parameter layout the callbacks read, and the TMA
//! descriptor encoding ([`tma`]). `tileas-codegen`'s `host` module turns a
//! [`HostModule`] into LLVM-dialect MLIR and an object file.
//! docs/host-abi.md describes the ABI as observed on NVIDIA's cubins.

pub mod tma;

/// Symbol names of the host module (NVIDIA's spelling; the driver looks up
/// the two global ones by name).
pub mod names {
    /// The module's callback table, 9 × u64, the only data the driver finds by name.
    pub const CALLBACKS: &str = "__CUDA_TILEIR_CALLBACKS";
    /// The pre-load function (global).
    pub const ON_PRE_LOAD: &str = "__CUDA_TILEIR_ON_PRE_LOAD";
    /// The writable copy of [`CALLBACKS`] that `ON_PRE_LOAD` fills and returns.
    pub const CALLBACKS_ON_PRE_LOAD: &str = "__CUDA_TILEIR_CALLBACKS_ON_PRE_LOAD";
    /// The per-kernel tables, 8 × u64 each, one array.
    pub const FUNC_CALLBACKS: &str = "__CUDA_TILEIR_FUNC_CALLBACKS";
    /// Prefix of each kernel's name string (`…_0`, `…_1`, …).
    pub const FUNC_NAME_PREFIX: &str = "__CUDA_TILEIR_FUNC_NAME_";
    /// Each kernel's argument-change callback.
    pub const FUNC_ON_ARGUMENTS_CHANGE: &str = "__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE";
}

/// Number of u64 slots in `__CUDA_TILEIR_CALLBACKS`.
pub const CALLBACKS_SLOTS: usize = 9;
/// Number of u64 slots in one `__CUDA_TILEIR_FUNC_CALLBACKS` entry.
pub const FUNC_CALLBACKS_SLOTS: usize = 8;
/// Bytes of one `FUNC_CALLBACKS` entry; also the value of `CALLBACKS[4]`.
pub const FUNC_CALLBACKS_STRIDE: u64 = (FUNC_CALLBACKS_SLOTS * 8) as u64;
/// `CALLBACKS[0]`: constant 2 in every NVIDIA module seen.
pub const CALLBACKS_TAG: u64 = 2;
/// The CUDA device attribute `ON_PRE_LOAD` queries
/// (`CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`).
pub const ATTRIBUTE_MULTIPROCESSOR_COUNT: u64 = 16;
/// Index of the device-attribute query in the runtime's function table.
pub const API_DEVICE_GET_ATTRIBUTE: u64 = 6;
/// Bytes of the device TMA workspace per SM: NVIDIA's tileiras 13.5 sizes it
/// SMs x 48 KiB in `ON_PRE_LOAD` (`grouped_gemm_list`), 8 KiB per tensor map
/// the kernel builds on the device (64 warp slots of 128 bytes).
pub const DEVICE_TMA_BYTES_PER_SM: u64 = 48 * 1024;
/// Bytes of one tensor map's region of the workspace per SM.
pub const DEVICE_TMA_MAP_BYTES_PER_SM: u64 = 8 * 1024;
/// The SM count behind `CALLBACKS[2]`'s static workspace size before
/// `ON_PRE_LOAD` rewrites it (NVIDIA's modules hold 224 x 48 KiB).
pub const DEVICE_TMA_DEFAULT_SMS: u64 = 224;
/// Byte offset, in `FUNC_ON_ARGUMENTS_CHANGE`'s second argument, of the
/// device TMA workspace's address that the driver allocated.
pub const WORKSPACE_ARGUMENT_OFFSET: u32 = 8;
/// Bytes of one hidden TMA-descriptor kernel parameter (`.align 64 .b8 p[128]`).
pub const DESCRIPTOR_PARAM_BYTES: u32 = 128;
/// Alignment of a hidden TMA-descriptor parameter.
pub const DESCRIPTOR_PARAM_ALIGN: u32 = 64;

/// The module ABI revision, which NVIDIA ties to the tileiras release; tileas
/// emits the one of the oldest release that supports the target, so a driver
/// that accepts NVIDIA's cubin for that target accepts ours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AbiVersion {
    /// tileiras 13.1: `CALLBACKS[7] = 1`; `ON_PRE_LOAD` queries the SM count
    /// at every version ≥ 1; large code model, non-PIC.
    V1,
    /// tileiras 13.5: `CALLBACKS[7] = 2`; `ON_PRE_LOAD` queries the SM count
    /// only at version 1; PIC; `FUNC_ON_ARGUMENTS_CHANGE_<n>` names.
    V2,
}

impl AbiVersion {
    /// 13.1 (the first release with TileIR) supports sm_100 and later; 13.5
    /// added sm_80–sm_90, so those get 13.5's module.
    pub fn for_sm(sm: u32) -> AbiVersion {
        if sm >= 100 {
            AbiVersion::V1
        } else {
            AbiVersion::V2
        }
    }

    /// The value of `CALLBACKS[7]`.
    pub fn number(self) -> u64 {
        match self {
            AbiVersion::V1 => 1,
            AbiVersion::V2 => 2,
        }
    }

    /// Whether `ON_PRE_LOAD(api, dev, version, out)` calls
    /// `api[6](dev, 16, &n)` before filling `out` (it never does at version 0).
    pub fn pre_load_queries_sm_count(self, version: u32) -> bool {
        match self {
            AbiVersion::V1 => version >= 1,
            AbiVersion::V2 => version == 1,
        }
    }

    /// Position-independent code (13.5) or the large non-PIC model (13.1).
    pub fn pic(self) -> bool {
        self == AbiVersion::V2
    }

    /// Leading words of each descriptor parameter the argument-change
    /// callback writes: 13.1 writes the whole 128-byte slot (the second half
    /// zero), 13.5 only the 64 descriptor bytes.
    pub const fn descriptor_words_written(self) -> usize {
        match self {
            AbiVersion::V1 => 16,
            AbiVersion::V2 => 8,
        }
    }
}

/// What one u64 slot of a callback table holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Int(u64),
    /// `&__CUDA_TILEIR_FUNC_CALLBACKS`.
    FuncCallbacks,
    /// `&__CUDA_TILEIR_ON_PRE_LOAD`.
    OnPreLoad,
    /// `&__CUDA_TILEIR_FUNC_NAME_<k>`.
    FuncName(usize),
    /// `&FUNC_ON_ARGUMENTS_CHANGE` of kernel k.
    ArgumentsChange(usize),
}

/// One kernel of the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The PTX entry name.
    pub name: String,
    /// The TMA descriptors `FUNC_ON_ARGUMENTS_CHANGE` encodes into the
    /// kernel's hidden parameters; empty for a kernel without TMA, whose
    /// callback only returns 0 (as NVIDIA's does).
    pub descriptors: Vec<DescriptorFill>,
    /// Offset (from parameter 0) of the hidden `.u64` parameter that takes
    /// the device TMA workspace, for a kernel that builds tensor maps on
    /// the device; `FUNC_ON_ARGUMENTS_CHANGE` copies the workspace address
    /// the driver passes (its second argument, [`WORKSPACE_ARGUMENT_OFFSET`])
    /// there.
    pub workspace: Option<u32>,
}

/// One hidden descriptor parameter and how to fill it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptorFill {
    /// Byte offset of the hidden parameter from parameter 0.
    pub param_offset: u32,
    /// The descriptor's words as expressions over the launch parameters.
    pub words: [tma::Word; tma::DESCRIPTOR_WORDS],
}

impl DescriptorFill {
    /// The fill of `spec` at `param_offset`.
    pub fn new(param_offset: u32, spec: &tma::TmaSpec) -> Result<DescriptorFill, tma::TmaError> {
        Ok(DescriptorFill { param_offset, words: spec.words()? })
    }
}

/// The whole host module of one cubin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostModule {
    pub version: AbiVersion,
    pub kernels: Vec<Kernel>,
}

impl HostModule {
    /// A module for kernels without TMA descriptors.
    pub fn new(version: AbiVersion, kernel_names: impl IntoIterator<Item = impl Into<String>>) -> HostModule {
        HostModule {
            version,
            kernels: kernel_names
                .into_iter()
                .map(|n| Kernel { name: n.into(), descriptors: Vec::new(), workspace: None })
                .collect(),
        }
    }

    /// Whether a kernel of the module builds tensor maps on the device.
    pub fn device_tma(&self) -> bool {
        self.kernels.iter().any(|k| k.workspace.is_some())
    }

    /// The workspace bytes `ON_PRE_LOAD` (called with `version`, the device
    /// having `sms` SMs) writes into slot 2 of its copy of CALLBACKS:
    /// `sms` x [`DEVICE_TMA_BYTES_PER_SM`] where the module builds tensor
    /// maps on the device and the call asks the SM count (13.5: version 1),
    /// else 0 (what NVIDIA's modules do).
    pub fn pre_load_workspace_bytes(&self, version: u32, sms: u64) -> u64 {
        if self.device_tma() && self.version.pre_load_queries_sm_count(version) {
            sms * DEVICE_TMA_BYTES_PER_SM
        } else {
            0
        }
    }

    /// `__CUDA_TILEIR_CALLBACKS`: [2, 0, device-TMA workspace bytes (0
    /// without device-built tensor maps, else [`DEVICE_TMA_DEFAULT_SMS`] x
    /// [`DEVICE_TMA_BYTES_PER_SM`]), 0, entry stride 64, &FUNC_CALLBACKS,
    /// kernel count, ABI version, &ON_PRE_LOAD].
    pub fn callbacks(&self) -> [Slot; CALLBACKS_SLOTS] {
        [
            Slot::Int(CALLBACKS_TAG),
            Slot::Int(0),
            Slot::Int(if self.device_tma() { DEVICE_TMA_DEFAULT_SMS * DEVICE_TMA_BYTES_PER_SM } else { 0 }),
            Slot::Int(0),
            Slot::Int(FUNC_CALLBACKS_STRIDE),
            Slot::FuncCallbacks,
            Slot::Int(self.kernels.len() as u64),
            Slot::Int(self.version.number()),
            Slot::OnPreLoad,
        ]
    }

    /// Entry k of `__CUDA_TILEIR_FUNC_CALLBACKS`: [&name, 0, 0, 0, 0,
    /// &ON_ARGUMENTS_CHANGE, 0, 0].
    pub fn func_callbacks(&self, k: usize) -> [Slot; FUNC_CALLBACKS_SLOTS] {
        let mut slots = [Slot::Int(0); FUNC_CALLBACKS_SLOTS];
        slots[0] = Slot::FuncName(k);
        slots[5] = Slot::ArgumentsChange(k);
        slots
    }

    /// `__CUDA_TILEIR_FUNC_NAME_<k>`.
    pub fn func_name_symbol(&self, k: usize) -> String {
        format!("{}{k}", names::FUNC_NAME_PREFIX)
    }

    /// Kernel k's argument-change callback: 13.1 names a single kernel's
    /// without a suffix, 13.5 always appends `_<k>`.
    pub fn arguments_change_symbol(&self, k: usize) -> String {
        match self.version {
            AbiVersion::V1 if self.kernels.len() == 1 => names::FUNC_ON_ARGUMENTS_CHANGE.to_owned(),
            _ => format!("{}_{k}", names::FUNC_ON_ARGUMENTS_CHANGE),
        }
    }
}

/// A kernel parameter as the PTX entry declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    pub size: u32,
    pub align: u32,
}

/// Byte offsets of the parameters from parameter 0, as ptxas lays them out
/// (`.nv.info` KPARAM_INFO): each aligned to its alignment, counted from
/// `bank_base`, the parameters' offset in the constant bank. The base matters
/// only for 64-byte-aligned (descriptor) parameters: sm_90 starts the
/// parameters at 0x210, sm_100 and later at 0x380, so the same kernel's
/// descriptors land at different offsets from parameter 0.
pub fn param_offsets(params: &[Param], bank_base: u32) -> Vec<u32> {
    let mut offsets = Vec::with_capacity(params.len());
    let mut at = bank_base as u64;
    for p in params {
        let align = p.align.max(1) as u64;
        at = at.div_ceil(align) * align;
        offsets.push((at - bank_base as u64) as u32);
        at += p.size as u64;
    }
    offsets
}

/// Offset of the hidden device-workspace parameter (a `.u64`), appended
/// after parameters that end at byte `end` (the user's, then any hidden
/// descriptors): the next 8-byte boundary. NVIDIA's `grouped_gemm_list`
/// (no host-built descriptors) has it right after the user parameters;
/// where a kernel has both kinds is not observed, and tileas puts the
/// workspace last.
pub const fn workspace_param_offset(end: u32) -> u32 {
    end.next_multiple_of(8)
}

/// The constant-bank offset of parameter 0 on an SM (see [`param_offsets`]).
pub const fn param_bank_base(sm: u32) -> u32 {
    if sm >= 100 {
        0x380
    } else {
        0x210
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_per_target() {
        assert_eq!(AbiVersion::for_sm(100), AbiVersion::V1);
        assert_eq!(AbiVersion::for_sm(120), AbiVersion::V1);
        assert_eq!(AbiVersion::for_sm(121), AbiVersion::V1);
        assert_eq!(AbiVersion::for_sm(90), AbiVersion::V2);
        assert_eq!(AbiVersion::for_sm(80), AbiVersion::V2);
        assert_eq!((AbiVersion::V1.number(), AbiVersion::V2.number()), (1, 2));
    }

    #[test]
    fn pre_load_queries() {
        let v1: Vec<bool> = (0..4).map(|v| AbiVersion::V1.pre_load_queries_sm_count(v)).collect();
        let v2: Vec<bool> = (0..4).map(|v| AbiVersion::V2.pre_load_queries_sm_count(v)).collect();
        assert_eq!(v1, [false, true, true, true]);
        assert_eq!(v2, [false, true, false, false]);
    }

    #[test]
    fn tables_as_nvidia_lays_them_out() {
        let m = HostModule::new(AbiVersion::V1, ["vec_add_f32"]);
        assert_eq!(
            m.callbacks(),
            [
                Slot::Int(2),
                Slot::Int(0),
                Slot::Int(0),
                Slot::Int(0),
                Slot::Int(64),
                Slot::FuncCallbacks,
                Slot::Int(1),
                Slot::Int(1),
                Slot::OnPreLoad
            ]
        );
        let f = m.func_callbacks(0);
        assert_eq!(f[0], Slot::FuncName(0));
        assert_eq!(f[5], Slot::ArgumentsChange(0));
        assert!(f.iter().enumerate().all(|(i, s)| i == 0 || i == 5 || *s == Slot::Int(0)));
        assert_eq!(m.func_name_symbol(0), "__CUDA_TILEIR_FUNC_NAME_0");
        assert_eq!(m.arguments_change_symbol(0), "__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE");
        let m = HostModule::new(AbiVersion::V2, ["k"]);
        assert_eq!(m.callbacks()[7], Slot::Int(2));
        assert_eq!(m.arguments_change_symbol(0), "__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_0");
    }

    #[test]
    fn device_tma_workspace() {
        // NVIDIA's 13.5 grouped_gemm_list at sm_90: CALLBACKS[2] = 224 x 48 KiB;
        // ON_PRE_LOAD(version 1) on a 132-SM device: 132 x 48 KiB; other versions 0.
        let mut m = HostModule::new(AbiVersion::V2, ["grouped_gemm_list"]);
        assert_eq!(m.callbacks()[2], Slot::Int(0));
        assert_eq!(m.pre_load_workspace_bytes(1, 132), 0);
        m.kernels[0].workspace = Some(0x40);
        assert!(m.device_tma());
        assert_eq!(m.callbacks()[2], Slot::Int(11_010_048));
        assert_eq!(m.pre_load_workspace_bytes(1, 132), 6_488_064);
        assert_eq!(m.pre_load_workspace_bytes(2, 132), 0);
        assert_eq!(m.pre_load_workspace_bytes(0, 132), 0);
        // Its user parameters end at 0x3c (3 x (ptr, i32), 4 x i32).
        assert_eq!(workspace_param_offset(0x3c), 0x40);
        assert_eq!(workspace_param_offset(0x40), 0x40);
    }

    #[test]
    fn parameter_layout() {
        let p = |size, align| Param { size, align };
        // vec_add_f32: ptr, i32, i32, ptr, i32, i32, ptr, i32, i32, i32 (NVIDIA's .nv.info).
        let vec_add = [p(8, 8), p(4, 4), p(4, 4), p(8, 8), p(4, 4), p(4, 4), p(8, 8), p(4, 4), p(4, 4), p(4, 4)];
        assert_eq!(param_offsets(&vec_add, 0x380), [0, 8, 12, 16, 24, 28, 32, 40, 44, 48]);
        // matmul_f16: 3 × (ptr + 4 × i32), 3 × i32, then 3 hidden descriptors.
        let mut mm = Vec::new();
        for _ in 0..3 {
            mm.push(p(8, 8));
            mm.extend([p(4, 4); 4]);
        }
        mm.extend([p(4, 4); 3]);
        mm.extend([p(128, 64); 3]);
        let sm100 = param_offsets(&mm, param_bank_base(100));
        let sm90 = param_offsets(&mm, param_bank_base(90));
        assert_eq!(&sm100[18..], [0x80, 0x100, 0x180]);
        assert_eq!(&sm90[18..], [0x70, 0xf0, 0x170]);
    }
}
