//! Prints a summary of a TileIR bytecode file: sections, tables, and the op tree.
//! Usage: `cargo run -p tileas-bytecode --example tilebc-dump -- FILE.tileirbc`
fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: tilebc-dump FILE");
        std::process::exit(2);
    };
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        eprintln!("cannot read '{path}': {e}");
        std::process::exit(2)
    });
    let bc = match tileas_bytecode::parse(&bytes) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(3)
        }
    };
    let v = bc.version.schema();
    println!("version {}.{}.{}", bc.version.major, bc.version.minor, bc.version.tag);
    for f in &bc.layout {
        println!("section {:?} align={:?} trailing={}", f.id, f.alignment, f.trailing.len());
    }
    for (i, t) in bc.types.iter().enumerate() {
        println!("type {i}: {t:?}");
    }
    for g in &bc.globals {
        println!("global {} ty={} const={} align={}", bc.string_lossy(g.name), g.ty, g.constant, g.alignment);
    }
    for f in &bc.functions {
        println!(
            "func {} sig={} flags={:#x} loc={} hints={:?}",
            bc.string_lossy(f.name),
            f.signature,
            f.flags,
            f.loc,
            f.hints
        );
        fn dump(op: &tileas_bytecode::Op, v: tileas_bytecode::schema::SchemaVersion, depth: usize) {
            println!(
                "{:indent$}{} res={:?} attrs={:?} operands={:?}",
                "",
                op.name(v),
                op.result_types,
                op.attrs,
                op.operands,
                indent = depth * 2 + 2
            );
            for r in &op.regions {
                for b in &r.blocks {
                    println!("{:indent$}^bb args={:?}", "", b.args, indent = depth * 2 + 4);
                    for o in &b.ops {
                        dump(o, v, depth + 2);
                    }
                }
            }
        }
        for op in &f.body {
            dump(op, v, 0);
        }
    }
}
