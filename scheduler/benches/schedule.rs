//! Scheduling time against loop size (`cargo bench -p tileas-scheduler`): the best of
//! several runs per size, for the modulo scheduler on synthetic K-loop bodies.

use std::time::{Duration, Instant};

use tileas_scheduler::modulo::{schedule_loop, ModuloOptions};
use tileas_scheduler::synth::loop_body;
use tileas_scheduler::MachineModel;

fn main() {
    let model = MachineModel::default();
    println!("{:>6} {:>6} {:>7} {:>12}", "ops", "II", "stages", "best time");
    for n in [25usize, 50, 100, 200, 400, 800] {
        let g = loop_body(n, 0x5eed);
        let mut best = Duration::MAX;
        let mut last = None;
        let runs = if n >= 400 { 3 } else { 10 };
        for _ in 0..runs {
            let t = Instant::now();
            let s = schedule_loop(&g, &model, &ModuloOptions::default());
            best = best.min(t.elapsed());
            last = Some(s);
        }
        match last {
            Some(Ok(s)) => {
                println!("{n:>6} {:>6} {:>7} {:>10.3}ms", s.ii.unwrap_or(0), s.stage_count, best.as_secs_f64() * 1e3)
            }
            Some(Err(e)) => println!("{n:>6} error: {e}"),
            None => {}
        }
    }
}
