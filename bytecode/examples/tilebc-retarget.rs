//! Rewrites a TileIR bytecode file for another version (or the oldest that holds it).
//! Usage: `tilebc-retarget IN OUT [VERSION|oldest]`
fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: tilebc-retarget IN OUT [VERSION|oldest]");
        std::process::exit(2);
    }
    let bytes = std::fs::read(&args[1]).unwrap_or_else(|e| {
        eprintln!("{}: {e}", args[1]);
        std::process::exit(2)
    });
    let bc = tileas_bytecode::parse(&bytes).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(3)
    });
    let target = args.get(3).map(String::as_str).unwrap_or("oldest");
    let out = if target == "oldest" {
        tileas_bytecode::write_oldest(&bc)
    } else {
        let Some(v) = tileas_bytecode::schema::SchemaVersion::parse(target) else {
            eprintln!("bad version '{target}'");
            std::process::exit(2)
        };
        tileas_bytecode::write_as(&bc, v)
    };
    match out {
        Ok(b) => std::fs::write(&args[2], b).unwrap_or_else(|e| {
            eprintln!("{}: {e}", args[2]);
            std::process::exit(2)
        }),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1)
        }
    }
}
