//! `tileas-op-stats`: counts the operations nested under the anchor op and
//! reports them as a remark; with `max-ops` it doubles as a size budget check
//! that fails the pipeline when exceeded.

use crate::{
    options::{parse_choice, parse_int, OptionKind, OptionSpec},
    registry::{PassFailed, RustPass},
    walk::{nested_ops, op_name},
};
use melior::ir::operation::OperationRef;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SortKey {
    #[default]
    Name,
    Count,
}

#[derive(Clone, Debug, Default)]
pub struct OpStats {
    sort: SortKey,
    /// 0 = unlimited.
    max_ops: i64,
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "sort",
        description: "Order of the report: 'name' (alphabetical) or 'count' (most frequent first)",
        kind: OptionKind::String,
        default: "name",
    },
    OptionSpec {
        name: "max-ops",
        description: "Fail if more than this many operations are nested under the anchor (0: no limit)",
        kind: OptionKind::Int,
        default: "0",
    },
];

impl RustPass for OpStats {
    const ARGUMENT: &'static str = "tileas-op-stats";
    const NAME: &'static str = "OpStats";
    const DESCRIPTION: &'static str = "Report operation counts as a remark; optionally enforce an op budget";

    fn options() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "sort" => {
                self.sort = parse_choice(
                    value,
                    &[("name", SortKey::Name), ("count", SortKey::Count)],
                    "sort key (expected 'name' or 'count')",
                )
                .map_err(|e| e.to_string())?
            }
            "max-ops" => {
                let max = parse_int(value).map_err(|e| e.to_string())?;
                if max < 0 {
                    return Err(format!("'{value}' is negative; expected a count or 0"));
                }
                self.max_ops = max;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn run(&mut self, op: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        let counts = count_nested(&op);
        let total: usize = counts.values().sum();
        let report = format_report(&counts, self.sort);
        // SAFETY: `op` is the live anchor op; the message is copied.
        unsafe {
            tileas_sys::tileasOperationEmitRemark(
                op.to_raw(),
                tileas_sys::string_ref(&format!("{total} operations: {report}")),
            )
        };
        if self.max_ops > 0 && total as i64 > self.max_ops {
            let message = format!("has {total} nested operations, more than max-ops={}", self.max_ops);
            // SAFETY: `op` is the live anchor op; the message is copied.
            unsafe { tileas_sys::tileasOperationEmitOpError(op.to_raw(), tileas_sys::string_ref(&message)) };
            return Err(PassFailed);
        }
        Ok(())
    }
}

/// Counts ops strictly nested under `root`, by name.
fn count_nested(root: &OperationRef<'_, '_>) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for op in nested_ops(root) {
        *counts.entry(op_name(&op)).or_insert(0) += 1;
    }
    counts
}

/// `a.op 2, b.op 1` in the requested order.
pub fn format_report(counts: &BTreeMap<String, usize>, sort: SortKey) -> String {
    let mut entries: Vec<(&String, &usize)> = counts.iter().collect();
    if sort == SortKey::Count {
        entries.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    }
    entries.iter().map(|(name, count)| format!("{name} {count}")).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_orders() {
        let counts: BTreeMap<String, usize> =
            [("b.x".to_string(), 1), ("a.y".to_string(), 3), ("c.z".to_string(), 3)].into_iter().collect();
        assert_eq!(format_report(&counts, SortKey::Name), "a.y 3, b.x 1, c.z 3");
        assert_eq!(format_report(&counts, SortKey::Count), "a.y 3, c.z 3, b.x 1");
    }

    #[test]
    fn options() {
        let mut pass = OpStats::default();
        assert!(pass.set_option("sort", "count").is_ok());
        assert_eq!(pass.sort, SortKey::Count);
        assert!(pass.set_option("sort", "size").is_err());
        assert!(pass.set_option("max-ops", "-1").is_err());
        assert!(pass.set_option("max-ops", "12").is_ok());
        assert_eq!(pass.max_ops, 12);
    }
}
