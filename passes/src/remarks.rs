//! Optimization remarks: what the lowering decided, for `tileiras --remarks`.
//!
//! The passes run inside MLIR's pass manager, which has no channel back to
//! the driver but diagnostics; remarks are collected here instead, process
//! wide, while a driver has [`start`]ed a collection, and handed back by
//! [`take`]. Without a collection, [`emit`] does nothing.

use mlir_sys::*;
use std::sync::Mutex;

/// The kind of a remark (LLVM's remark types, which the YAML tag names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An optimization was applied.
    Passed,
    /// An optimization was not applied.
    Missed,
    /// An optimization was tried and failed.
    Failure,
    /// A fact about the code.
    Analysis,
}

/// Which part of the compiler a remark is about (`--remarks=<category>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// Tensor-core use: which instruction a dot runs on.
    TensorCore,
    /// Memory: loads, stores, on-chip storage.
    Memory,
}

impl Category {
    /// The remark's `Pass` field.
    pub fn pass_name(self) -> &'static str {
        match self {
            Category::TensorCore => "Tensor-core",
            Category::Memory => "Memory",
        }
    }
}

/// One remark, resolved to plain data (no IR handles).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    pub kind: Kind,
    pub category: Category,
    /// Stable identifier of the remark (`Name`).
    pub name: &'static str,
    /// The source position (`file`, `line`, `column`) of the op, if known.
    pub position: Option<(String, u32, u32)>,
    /// The enclosing function's symbol name (empty when there is none).
    pub function: String,
    /// The remark's sentence.
    pub message: String,
    /// Further `key: value` facts, in order.
    pub args: Vec<(&'static str, String)>,
}

static SINK: Mutex<Option<Vec<Remark>>> = Mutex::new(None);

/// Starts collecting remarks (dropping any collected before).
pub fn start() {
    if let Ok(mut sink) = SINK.lock() {
        *sink = Some(Vec::new());
    }
}

/// Stops collecting and returns the remarks, in the order they were emitted.
pub fn take() -> Vec<Remark> {
    SINK.lock().ok().and_then(|mut sink| sink.take()).unwrap_or_default()
}

/// Whether a collection is running.
pub fn collecting() -> bool {
    SINK.lock().map(|sink| sink.is_some()).unwrap_or(false)
}

/// The symbol name of `op` (a remark about a kernel) or of the closest
/// enclosing op that has one.
fn enclosing_function(op: MlirOperation) -> String {
    let mut at = op;
    while !at.ptr.is_null() {
        if let Some(name) =
            crate::conversion::builder::get_attr(at, "sym_name").and_then(crate::conversion::typed::str_value)
        {
            return name;
        }
        // SAFETY: `at` is live.
        at = unsafe { mlirOperationGetParentOperation(at) };
    }
    String::new()
}

/// Records a remark about `op` (its source position and function are looked
/// up now) when a collection is running.
pub fn emit(
    op: MlirOperation,
    kind: Kind,
    category: Category,
    name: &'static str,
    message: impl Into<String>,
    args: Vec<(&'static str, String)>,
) {
    if !collecting() {
        return;
    }
    // SAFETY: `op` is live.
    let loc = unsafe { mlirOperationGetLocation(op) };
    let remark = Remark {
        kind,
        category,
        name,
        position: tileas_dialects::debug_info::source_position(loc),
        function: enclosing_function(op),
        message: message.into(),
        args,
    };
    if let Ok(mut sink) = SINK.lock() {
        if let Some(list) = sink.as_mut() {
            list.push(remark);
        }
    }
}

/// Why a kernel's `occupancy` hint was given up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OccupancyMiss {
    /// The register share is below what a warpgroup MMA's accumulator needs.
    Registers,
    /// The kernel's scratch alone is more than the shared-memory share.
    Scratch,
    /// Within the share some loop would lose its rings.
    Rings,
    /// The shared memory the lowering declares is more than the share.
    SharedMemory,
}

impl OccupancyMiss {
    /// The remark's `Reason`.
    pub fn reason(self) -> &'static str {
        match self {
            OccupancyMiss::Registers => {
                "the tensor-core dots keep more accumulator and operand registers than that many CTAs leave a thread"
            }
            OccupancyMiss::Scratch => "the kernel's shared-memory scratch alone exceeds that many CTAs' share",
            OccupancyMiss::Rings => "that many CTAs' share of shared memory would leave a loop's loads unpipelined",
            OccupancyMiss::SharedMemory => "the kernel's shared memory exceeds that many CTAs' share",
        }
    }
}

/// The remark on a kernel's `occupancy` hint: met with a `.maxnreg` of
/// `registers` and a CTA's shared memory within its `shared`-byte share, or
/// missed (the kernel then runs as if it had no hint).
pub fn occupancy(func: MlirOperation, occupancy: i64, outcome: Result<(i64, i64), OccupancyMiss>) {
    let mut args = vec![("Occupancy", occupancy.to_string())];
    match outcome {
        Ok((registers, shared)) => {
            args.push(("MaxRegisters", registers.to_string()));
            args.push(("SharedBytesPerCTA", shared.to_string()));
            emit(func, Kind::Passed, Category::Memory, "TileasOccupancy", "occupancy hint met", args);
        }
        Err(miss) => {
            args.insert(0, ("Reason", miss.reason().to_owned()));
            emit(func, Kind::Missed, Category::Memory, "TileasOccupancyMissed", "occupancy hint not met", args);
        }
    }
}

/// A YAML scalar as LLVM's remark writer would accept it back: plain when it
/// is unambiguous, else single-quoted (quotes doubled).
fn yaml_scalar(s: &str) -> String {
    let plain = !s.is_empty()
        && !s.starts_with([' ', '-', '?', '[', '{', '!', '&', '*', '#', '|', '>', '\'', '"', '%', '@', '`'])
        && !s.ends_with(' ')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || " _.-+/()=×,".contains(c))
        && !s.contains(", ");
    if plain {
        s.to_owned()
    } else {
        format!("'{}'", s.replace('\'', "''"))
    }
}

/// The remarks as YAML documents in LLVM's remark format (`--- !Passed`
/// ... `...`), one per remark; empty text for none.
pub fn to_yaml(remarks: &[Remark]) -> String {
    let mut out = String::new();
    for r in remarks {
        let tag = match r.kind {
            Kind::Passed => "Passed",
            Kind::Missed => "Missed",
            Kind::Failure => "Failure",
            Kind::Analysis => "Analysis",
        };
        out.push_str(&format!("--- !{tag}\n"));
        out.push_str(&format!("{:<17}{}\n", "Pass:", yaml_scalar(r.category.pass_name())));
        out.push_str(&format!("{:<17}{}\n", "Name:", r.name));
        if let Some((file, line, column)) = &r.position {
            out.push_str(&format!(
                "{:<17}{{ File: {}, Line: {line}, Column: {column} }}\n",
                "DebugLoc:",
                format_args!("'{}'", file.replace('\'', "''"))
            ));
        }
        out.push_str(&format!("{:<17}{}\n", "Function:", yaml_scalar(&r.function)));
        out.push_str("Args:\n");
        let args = std::iter::once(("Remark", r.message.clone())).chain(r.args.iter().cloned());
        for (key, value) in args {
            out.push_str(&format!("  - {:<13}{}\n", format!("{key}:"), yaml_scalar(&value)));
        }
        out.push_str("...\n");
    }
    out
}

/// The remarks as lines for the terminal (`--remark-format=command-line`):
/// `file:line:col: remark: [kind] category: message (key: value, ...)`.
pub fn to_text(remarks: &[Remark]) -> String {
    let mut out = String::new();
    for r in remarks {
        if let Some((file, line, column)) = &r.position {
            out.push_str(&format!("{file}:{line}:{column}: "));
        }
        let kind = match r.kind {
            Kind::Passed => "passed",
            Kind::Missed => "missed",
            Kind::Failure => "failed",
            Kind::Analysis => "analysis",
        };
        out.push_str(&format!("remark: [{kind}] {} in '{}': {}", r.category.pass_name(), r.function, r.message));
        if !r.args.is_empty() {
            let facts: Vec<String> = r.args.iter().map(|(k, v)| format!("{k}: {v}")).collect();
            out.push_str(&format!(" ({})", facts.join("; ")));
        }
        out.push_str(&format!(" [{}]\n", r.name));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Remark {
        Remark {
            kind: Kind::Passed,
            category: Category::TensorCore,
            name: "TileasTensorCoreDot",
            position: Some(("/k/it's.py".to_owned(), 13, 14)),
            function: "matmul".to_owned(),
            message: "dot runs on tensor cores: tcgen05.mma".to_owned(),
            args: vec![("Shape", "[128, 128, 16]".to_owned()), ("Instruction", "tcgen05.mma".to_owned())],
        }
    }

    #[test]
    fn yaml_documents() {
        assert_eq!(to_yaml(&[]), "");
        assert_eq!(
            to_yaml(&[sample()]),
            "--- !Passed\n\
             Pass:            Tensor-core\n\
             Name:            TileasTensorCoreDot\n\
             DebugLoc:        { File: '/k/it''s.py', Line: 13, Column: 14 }\n\
             Function:        matmul\n\
             Args:\n  \
             - Remark:      'dot runs on tensor cores: tcgen05.mma'\n  \
             - Shape:       '[128, 128, 16]'\n  \
             - Instruction: tcgen05.mma\n\
             ...\n"
        );
    }

    #[test]
    fn text_lines() {
        assert_eq!(
            to_text(&[sample()]),
            "/k/it's.py:13:14: remark: [passed] Tensor-core in 'matmul': dot runs on tensor cores: tcgen05.mma \
             (Shape: [128, 128, 16]; Instruction: tcgen05.mma) [TileasTensorCoreDot]\n"
        );
    }

    #[test]
    fn nothing_is_kept_without_a_collection() {
        assert!(take().is_empty());
    }
}
