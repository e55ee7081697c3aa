//! Collecting MLIR diagnostics as text while the translation runs.

use melior::{diagnostic::DiagnosticSeverity, Context};
use mlir_sys::*;
use std::{cell::RefCell, fmt, rc::Rc};

/// A failed translation: one or more diagnostic lines (`error: ...`,
/// `note: ...`), the first one saying what went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostics {
    pub lines: Vec<String>,
}

impl Diagnostics {
    pub fn error(message: impl Into<String>) -> Self {
        Diagnostics { lines: vec![format!("error: {}", message.into())] }
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.lines.push(format!("note: {}", note.into()));
        self
    }

    /// Appends diagnostics MLIR emitted.
    pub fn with_lines(mut self, lines: Vec<String>) -> Self {
        self.lines.extend(lines);
        self
    }

    /// Wire-format error from `tileas-bytecode` (carries the file offset).
    pub fn from_wire(e: &tileas_bytecode::Error) -> Self {
        let mut d = Diagnostics::error(format!("at offset {}: {}", e.offset, e.kind));
        for c in e.context.iter().rev() {
            d = d.with_note(c.clone());
        }
        d
    }

    /// An error at `prefix` (`file:line:col: ` from [`loc_prefix`], or empty).
    pub fn error_at(prefix: &str, message: impl Into<String>) -> Self {
        Diagnostics { lines: vec![format!("{prefix}error: {}", message.into())] }
    }

    /// Prefixes the first line with `name: ` (the input file).
    pub fn in_file(mut self, name: &str) -> Self {
        if let Some(first) = self.lines.first_mut() {
            *first = format!("{name}: {first}");
        }
        self
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, l) in self.lines.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{l}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

pub type Result<T> = std::result::Result<T, Diagnostics>;

/// `file:line:col: ` for a location that has one (looking through `di_loc`,
/// names, call sites and fused locations), else empty. Public so that the
/// drivers name the kernel's source (cuTile's Python file and line) in their
/// own diagnostics too, not only in MLIR's.
pub fn loc_prefix(loc: MlirLocation) -> String {
    match tileas_dialects::debug_info::source_position(loc) {
        Some((file, line, column)) => format!("{file}:{line}:{column}: "),
        None => String::new(),
    }
}

/// Captures every diagnostic of a context while alive, as
/// `file:line:col: severity: message` lines (notes follow their diagnostic).
pub struct Capture<'c> {
    context: &'c Context,
    id: Option<melior::diagnostic::DiagnosticHandlerId>,
    lines: Rc<RefCell<Vec<String>>>,
}

impl<'c> Capture<'c> {
    pub fn new(context: &'c Context) -> Self {
        let lines = Rc::new(RefCell::new(Vec::new()));
        let sink = lines.clone();
        let id = context.attach_diagnostic_handler(move |d| {
            let severity = match d.severity() {
                DiagnosticSeverity::Error => "error",
                DiagnosticSeverity::Warning => "warning",
                DiagnosticSeverity::Note => "note",
                DiagnosticSeverity::Remark => "remark",
            };
            let mut out = sink.borrow_mut();
            out.push(format!("{}{severity}: {d}", loc_prefix(d.location().to_raw())));
            for i in 0..d.note_count() {
                if let Ok(n) = d.note(i) {
                    out.push(format!("{}note: {n}", loc_prefix(n.location().to_raw())));
                }
            }
            true
        });
        Capture { context, id: Some(id), lines }
    }

    /// Diagnostics collected so far (and forgets them).
    pub fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.lines.borrow_mut())
    }
}

impl Drop for Capture<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            self.context.detach_diagnostic_handler(id);
        }
    }
}
