//! `tileiras`: see the library crate (`tileas_tileiras`) and docs/driver.md.

fn main() {
    let code = tileas_tileiras::main_with_args(std::env::args_os().collect());
    std::process::exit(code);
}
