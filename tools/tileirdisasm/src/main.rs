//! `tileirdisasm`: see the library crate (`tileas_tileirdisasm`).

fn main() {
    let code = tileas_tileirdisasm::main_with_args(std::env::args_os().collect());
    std::process::exit(code);
}
