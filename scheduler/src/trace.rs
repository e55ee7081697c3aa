//! Chrome-trace JSON of a schedule (open it in `chrome://tracing` or Perfetto): one
//! process per op kind is overkill, so each slot is a thread row and each footprint use
//! a complete event, one cycle per microsecond; ops without a footprint go on row 0.

use std::fmt::Write as _;
use std::io;
use std::path::Path;

use crate::graph::DepGraph;
use crate::schedule::Schedule;

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// The trace as a JSON string: thread-name metadata for every slot used, then one `X`
/// event per (op, slot) with the op's stage, order and latency as arguments.
pub fn chrome_trace(graph: &DepGraph, schedule: &Schedule) -> String {
    let mut events: Vec<String> = Vec::new();
    let mut slots: Vec<u8> = graph.ops.iter().flat_map(|o| o.footprint.uses.iter().map(|u| u.slot.id())).collect();
    slots.sort_unstable();
    slots.dedup();
    for &id in &slots {
        let name = crate::machine::Slot::new(id).map(|s| s.name()).unwrap_or("?");
        events.push(format!(r#"{{"name":"thread_name","ph":"M","pid":0,"tid":{id},"args":{{"name":"{id} {name}"}}}}"#));
    }
    for (v, op) in graph.ops.iter().enumerate() {
        let (start, stage, order) = (schedule.start[v], schedule.stage[v], schedule.order[v]);
        let args = format!(r#"{{"stage":{stage},"order":{order},"latency":{}}}"#, op.latency);
        let name = escape(&op.name);
        if op.footprint.uses.is_empty() {
            events.push(format!(
                r#"{{"name":"{name}","cat":"op","ph":"X","pid":0,"tid":0,"ts":{start},"dur":1,"args":{args}}}"#
            ));
        }
        for u in &op.footprint.uses {
            events.push(format!(
                r#"{{"name":"{name}","cat":"op","ph":"X","pid":0,"tid":{},"ts":{start},"dur":{},"args":{args}}}"#,
                u.slot.id(),
                u.duration
            ));
        }
    }
    let ii = schedule.ii.map_or("null".to_string(), |ii| ii.to_string());
    format!(
        "{{\"displayTimeUnit\":\"ns\",\"otherData\":{{\"ii\":{ii},\"stage_count\":{}}},\"traceEvents\":[\n{}\n]}}\n",
        schedule.stage_count,
        events.join(",\n")
    )
}

/// Writes [`chrome_trace`] to `path`.
pub fn write_chrome_trace(path: &Path, graph: &DepGraph, schedule: &Schedule) -> io::Result<()> {
    std::fs::write(path, chrome_trace(graph, schedule))
}
