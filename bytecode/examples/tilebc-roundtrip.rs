//! Reads each file, writes it back and reports whether the bytes are identical.
//! Usage: `cargo run -p tileas-bytecode --example tilebc-roundtrip -- FILE...`
fn main() {
    let mut bad = 0;
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                bad += 1;
                continue;
            }
        };
        match tileas_bytecode::parse(&bytes) {
            Err(e) => {
                println!("{path}: READ {e}");
                bad += 1;
            }
            Ok(bc) => match tileas_bytecode::write(&bc) {
                Ok(out) if out == bytes => {}
                Ok(_) => {
                    println!("{path}: bytes differ");
                    bad += 1;
                }
                Err(e) => {
                    println!("{path}: WRITE {e}");
                    bad += 1;
                }
            },
        }
    }
    std::process::exit(if bad == 0 { 0 } else { 1 });
}
