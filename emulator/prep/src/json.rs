//! The JSON the emulator reads (emulator/README.md, "The dump"): written by
//! hand, the workspace has no JSON crate.

use crate::rewrite::{Info, Kernel, Param, SharedGlobal};
use std::fmt::Write;

/// A JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn list<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    format!("[{}]", items.iter().map(f).collect::<Vec<_>>().join(", "))
}

fn opt<T: ToString>(v: &Option<T>) -> String {
    v.as_ref().map_or_else(|| "null".to_string(), T::to_string)
}

fn param(p: &Param) -> String {
    format!(
        "{{\"type\": {}, \"kind\": {}, \"address_space\": {}, \"tensor_map\": {}, \"tma_workspace\": {}}}",
        string(&p.ty),
        string(&p.kind.to_string()),
        opt(&p.address_space),
        p.tensor_map,
        p.tma_workspace
    )
}

fn kernel(k: &Kernel) -> String {
    let reqntid = k.reqntid.as_ref().map_or_else(|| "null".to_string(), |v| list(v, |x| x.to_string()));
    let cluster = k.cluster.as_ref().map_or_else(|| "null".to_string(), |v| list(v, |x| x.to_string()));
    format!(
        "{{\"name\": {}, \"reqntid\": {}, \"cluster\": {}, \"params\": {}}}",
        string(&k.name),
        reqntid,
        cluster,
        list(&k.params, param)
    )
}

fn shared(g: &SharedGlobal) -> String {
    format!("{{\"name\": {}, \"type\": {}, \"alignment\": {}}}", string(&g.name), string(&g.ty), opt(&g.alignment))
}

/// The whole description, one key per line.
pub fn info(info: &Info) -> String {
    let first = info.kernels.first();
    let fields = [
        ("kernel", first.map_or_else(|| "null".to_string(), |k| string(&k.name))),
        ("params", first.map_or_else(|| "[]".to_string(), |k| list(&k.params, param))),
        ("kinds", string(&first.map(|k| k.params.iter().map(|p| p.kind).collect::<String>()).unwrap_or_default())),
        ("kernels", list(&info.kernels, kernel)),
        ("shared", list(&info.shared, shared)),
        (
            "sregs",
            format!(
                "{{{}}}",
                info.sregs.iter().map(|(k, n)| format!("{}: {n}", string(k))).collect::<Vec<_>>().join(", ")
            ),
        ),
        ("barriers", info.barriers.to_string()),
        ("shuffles", info.shuffles.to_string()),
        ("traps", info.traps.to_string()),
        ("intrinsics", list(&info.intrinsics, |s| string(s))),
        (
            "matrix_ops",
            format!(
                "{{{}}}",
                info.matrix_ops.iter().map(|(k, n)| format!("{}: {n}", string(k))).collect::<Vec<_>>().join(", ")
            ),
        ),
        (
            "tensor_ops",
            format!(
                "{{{}}}",
                info.tensor_ops.iter().map(|(k, n)| format!("{}: {n}", string(k))).collect::<Vec<_>>().join(", ")
            ),
        ),
        ("smem_accesses", info.smem_accesses.to_string()),
        ("address_casts", info.address_casts.to_string()),
        (
            "renamed",
            format!(
                "{{{}}}",
                info.renamed
                    .iter()
                    .map(|(a, b)| format!("{}: {}", string(a), string(b)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        ("unsupported", list(&info.unsupported, |s| string(s))),
    ];
    let body: Vec<String> = fields.iter().map(|(k, v)| format!(" {}: {v}", string(k))).collect();
    format!("{{\n{}\n}}\n", body.join(",\n"))
}

#[cfg(test)]
mod tests {
    use super::string;

    #[test]
    fn escapes() {
        assert_eq!(string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
