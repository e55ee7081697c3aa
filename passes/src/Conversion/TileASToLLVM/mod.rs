//! `convert-tileas-to-llvm`: nv_tileas/nv_tileaa + arith/math on tensors + cf
//! → per-thread scalar code in llvm/nvvm (+ scalar arith/math/cf/scf that the
//! upstream conversions finish). The register layout is the one fixed in
//! docs/design/lowering-ir.md: thread `t`, slot `k` holds element
//! `(t + k·T) mod N` of an N-element tensor.
//!
//! Files: `mod.rs` (driver, function/ABI, blocks, 1:N value map, elementwise
//! ops), `exchange.rs` (ops that move elements between threads through the
//! shared-memory scratch), `memory.rs` (loads, stores, atomics, globals),
//! `runtime.rs` (print, assert, program ids), `math.rs` (libdevice calls,
//! float conversions arith cannot lower).

pub mod exchange;
pub mod math;
pub mod memory;
pub mod runtime;

use crate::conversion::builder::*;
use crate::registry::{PassFailed, RustPass};
use melior::ir::operation::OperationRef;
use mlir_sys::*;

#[derive(Clone, Debug, Default)]
pub struct ConvertTileASToLLVM;

impl RustPass for ConvertTileASToLLVM {
    const ARGUMENT: &'static str = "convert-tileas-to-llvm";
    const NAME: &'static str = "ConvertTileASToLLVM";
    const DESCRIPTION: &'static str = "Lower nv_tileas kernels to per-thread LLVM/NVVM code (serial schedule)";
    const ANCHOR: Option<&'static str> = Some("builtin.module");

    fn run(&mut self, _module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        Ok(())
    }
}

/// State of lowering one kernel. Every lowering function receives it; the
/// insertion point `b` is where the current op's replacement goes.
pub struct Lowering {
    pub b: Builder,
    /// CTA size T (`nv_tileas.num_threads`).
    pub num_threads: i64,
    /// `tid.x` as i32, read once in the entry block.
    pub tid: MlirValue,
    /// Old value → its K per-thread scalars (K = 1 for scalars).
    pub map: ValueMap<Vec<MlirValue>>,
    /// Base of the shared-memory scratch (`!llvm.ptr<3>`), when the kernel has one.
    pub smem: Option<MlirValue>,
    /// The new module's body, for declarations (`llvm.func`, `llvm.mlir.global`).
    pub module_body: MlirBlock,
}

impl Lowering {
    /// The per-slot scalars of an old value.
    pub fn slots(&self, old: MlirValue) -> Vec<MlirValue> {
        self.map.get(&old.into()).cloned().unwrap_or_else(|| panic!("internal: unmapped value"))
    }

    pub fn set(&mut self, old: MlirValue, new: Vec<MlirValue>) {
        self.map.insert(old.into(), new);
    }

    /// Static shape of a tensor type; `None` for scalars.
    pub fn shape(ty: MlirType) -> Option<Vec<i64>> {
        unsafe {
            if !mlirTypeIsARankedTensor(ty) {
                return None;
            }
            Some((0..mlirShapedTypeGetRank(ty)).map(|i| mlirShapedTypeGetDimSize(ty, i as isize)).collect())
        }
    }

    /// Element count N of a type (1 for scalars).
    pub fn num_elements(ty: MlirType) -> i64 {
        Self::shape(ty).map_or(1, |s| s.iter().product())
    }

    /// K = max(1, N / T): slots per thread.
    pub fn num_slots(&self, ty: MlirType) -> usize {
        (Self::num_elements(ty) / self.num_threads).max(1) as usize
    }

    /// The scalar LLVM-level type of one element of `ty` (tensor element or
    /// the scalar itself; `!nv_tileaa.ptr<T>` → `!llvm.ptr<1>`).
    pub fn scalar_type(&self, ty: MlirType) -> MlirType {
        let elem = unsafe { if mlirTypeIsARankedTensor(ty) { mlirShapedTypeGetElementType(ty) } else { ty } };
        if type_string(elem).starts_with("!nv_tileaa.ptr") {
            self.b.ty("!llvm.ptr<1>")
        } else {
            elem
        }
    }

    /// i32 index of the element slot `k` holds for an N-element tensor:
    /// `(tid + k·T) mod N`.
    pub fn element_index(&self, k: usize, n: i64) -> MlirValue {
        let i32t = self.b.int_type(32);
        let off = self.b.const_int(i32t, k as i64 * self.num_threads);
        let e = self.b.op1("arith.addi", &[self.tid, off], i32t, &[]);
        if n >= self.num_threads {
            e
        } else {
            let m = self.b.const_int(i32t, n - 1);
            self.b.op1("arith.andi", &[e, m], i32t, &[])
        }
    }

    /// i1: this thread owns slot `k` of an N-element tensor (`tid < N` when
    /// N < T, otherwise always true).
    pub fn is_owner(&self, _k: usize, n: i64) -> MlirValue {
        let i1 = self.b.int_type(1);
        if n >= self.num_threads {
            return self.b.const_int(i1, 1);
        }
        let i32t = self.b.int_type(32);
        let bound = self.b.const_int(i32t, n);
        let pred = self.b.attr("2 : i64"); // slt
        self.b.op1("arith.cmpi", &[self.tid, bound], i1, &[("predicate", pred)])
    }

    /// `bar.sync 0` across the CTA.
    pub fn barrier(&self) {
        self.b.op("nvvm.barrier0", &[], &[], &[]);
    }

    /// Base pointer of the shared scratch; errors if the kernel has none.
    pub fn smem_base(&self) -> MlirValue {
        self.smem.expect("internal: kernel has no shared-memory scratch")
    }
}
