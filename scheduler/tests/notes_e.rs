//! The scheduler cases of notes E §25 (S-01..S-48), with the numbers the companion oracle
//! computes. Cases that belong to passes not yet written (S-47, the materialiser) are
//! absent.

use tileas_scheduler::barriers::*;
use tileas_scheduler::constraints::*;
use tileas_scheduler::cost::*;
use tileas_scheduler::machine::*;
use tileas_scheduler::mii::*;
use tileas_scheduler::modulo::*;
use tileas_scheduler::schedule::sort_by_stage_order;
use tileas_scheduler::search::gallop_search;
use tileas_scheduler::serial::serial_order;
use tileas_scheduler::strategy::LoopSummary;
use tileas_scheduler::*;

fn fp(pairs: &[(u8, u32)]) -> Footprint {
    Footprint::from_pairs(pairs).expect("valid test footprint")
}

fn plain_graph(n: usize, edges: &[(usize, usize)]) -> DepGraph {
    let mut g = DepGraph::new();
    for i in 0..n {
        g.add_op(Op::new(format!("op{i}"), fp(&[(1, 1)]), 1));
    }
    for &(s, d) in edges {
        g.add_edge(s, d, 1, 0).expect("edge");
    }
    g
}

fn four_op_body() -> DepGraph {
    let mut g = DepGraph::new();
    for (name, c) in [
        ("tiled_tma_load", Canonical::TiledTmaLoad),
        ("smem_write", Canonical::SmemWrite),
        ("wgmma", Canonical::Wgmma),
        ("smem_read", Canonical::SmemRead),
    ] {
        g.add_op(Op::new(name, c.footprint(), c.latency()));
    }
    g.add_edge(0, 3, 8, 0).expect("edge");
    g
}

#[test]
fn s01_row_bits() {
    assert_eq!(resource_row_bit(1), Ok(0x1));
    assert_eq!(resource_row_bit(16), Ok(0x8000));
    assert_eq!(resource_row_bit(24), Ok(0x80_0000));
    assert_eq!(slot_occupied(0x8800, 12), Ok(true));
    assert_eq!(slot_occupied(0x8800, 15), Ok(false));
    assert_eq!(resource_row_bit(0), Err(ScheduleError::BadSlot(0)));
    assert_eq!(resource_row_bit(25), Err(ScheduleError::BadSlot(25)));
}

#[test]
fn s02_canonical_footprints() {
    for (c, d, row) in [
        (Canonical::TiledTmaLoad, 8, 0x8800),
        (Canonical::Wgmma, 8, 0x40400),
        (Canonical::SmemWrite, 7, 0x8000),
        (Canonical::SmemRead, 7, 0x4000),
    ] {
        let f = c.footprint();
        assert_eq!(f.duration(), d, "{c:?}");
        assert!(f.rows.iter().all(|&r| r == row), "{c:?}: {:x?}", f.rows);
    }
}

#[test]
fn s03_mixed_durations_fold() {
    let f = fp(&[(1, 2), (2, 4)]);
    assert_eq!(f.duration(), 4);
    assert_eq!(f.rows, vec![0x3, 0x3, 0x2, 0x2]);
    assert_eq!(Footprint::from_pairs(&[(3, 0)]), Err(ScheduleError::ZeroDuration(3)));
}

#[test]
fn s04_tma_load_blocks_smem_write_at_ii8() {
    let mut rrt = Rrt::new(8, &[]);
    assert!(rrt.try_commit(&Canonical::TiledTmaLoad.footprint(), 0));
    let legal = |c: Canonical| (0..8).filter(|&t| rrt.probe(&c.footprint(), t)).collect::<Vec<_>>();
    assert!(legal(Canonical::SmemWrite).is_empty());
    assert_eq!(legal(Canonical::Wgmma), (0..8).collect::<Vec<_>>());
    assert_eq!(legal(Canonical::SmemRead), (0..8).collect::<Vec<_>>());
}

#[test]
fn s05_commit_wraps_modulo_ii() {
    let mut rrt = Rrt::new(4, &[]);
    assert!(rrt.try_commit(&fp(&[(1, 3)]), 3));
    assert_eq!(rrt.rows(), &[0x1, 0x1, 0x0, 0x1]);
}

#[test]
fn s06_failed_probe_changes_nothing() {
    let mut rrt = Rrt::new(8, &[]);
    assert!(rrt.try_commit(&fp(&[(16, 2)]), 5));
    let before = rrt.clone();
    // Rows 0..3 are free, row 5 is not: a partial write would show up.
    assert!(!rrt.try_commit(&fp(&[(16, 7)]), 0));
    assert_eq!(rrt, before);
}

#[test]
fn s07_pool_caps() {
    let req = |slot: u8| fp(&[(slot, 1)]).with_pool(0, 1);
    let mut one = Rrt::new(1, &[1]);
    assert!(one.try_commit(&req(1), 0));
    assert!(!one.try_commit(&req(2), 0));
    let mut five = Rrt::new(1, &[5]);
    for slot in 1..=5 {
        assert!(five.try_commit(&req(slot), 0), "request {slot}");
    }
    assert!(!five.try_commit(&req(6), 0));
    assert_eq!(five.pool_usage(0, 0), 5);
}

#[test]
fn s08_s09_s10_serial_generator() {
    let diamond = plain_graph(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
    assert_eq!(serial_order(&diamond), Ok(vec![0, 1, 2, 3]));
    let z = plain_graph(3, &[(2, 0)]);
    // op 1 first (lowest ready index), then 2, then 0.
    assert_eq!(serial_order(&z), Ok(vec![2, 0, 1]));
    let cyc = plain_graph(2, &[(0, 1), (1, 0)]);
    assert_eq!(serial_order(&cyc), Err(ScheduleError::SerialCycle { placed: 0, total: 2 }));
    let s = generate(&diamond, &MachineModel::default(), Some(Strategy::Serial)).expect("serial");
    assert!(s.stage.iter().all(|&st| st == 0));
}

#[test]
fn s11_to_s14_select_strategy() {
    let sum = |force_serial, op_count, has_async_pipeline, has_tma, has_wgmma| LoopSummary {
        force_serial,
        op_count,
        has_async_pipeline,
        has_tma,
        has_wgmma,
    };
    assert_eq!(select_strategy(&sum(true, 100, true, true, true), 8), Strategy::Serial);
    assert_eq!(select_strategy(&sum(false, 7, true, true, true), 8), Strategy::Serial);
    assert_eq!(select_strategy(&sum(false, 8, true, false, false), 8), Strategy::CostBased);
    assert_eq!(select_strategy(&sum(false, 8, false, false, false), 8), Strategy::Serial);
    assert_eq!(select_strategy(&sum(false, 50, false, true, false), 8), Strategy::CostBased);
    let s = LoopSummary::of(&four_op_body());
    assert!(s.has_tma && s.has_wgmma && s.has_async_pipeline && s.op_count == 4);
}

#[test]
fn s15_res_mii_of_four_op_body() {
    assert_eq!(res_mii(&four_op_body(), &[]), 15);
}

fn recurrence3() -> DepGraph {
    let mut g = plain_graph(3, &[]);
    g.add_edge(0, 1, 8, 0).expect("edge");
    g.add_edge(1, 2, 7, 0).expect("edge");
    g.add_edge(2, 0, 2, 1).expect("edge");
    g
}

#[test]
fn s16_rec_mii_three_node_recurrence() {
    let g = recurrence3();
    assert_eq!(rec_mii(&g), Ok(17));
    assert!(has_positive_cycle(&g, 16));
    assert!(!has_positive_cycle(&g, 17));
    assert_eq!(distance_max(&g, 16)[0][0], Some(1));
    let d17 = distance_max(&g, 17);
    assert!((0..3).all(|i| d17[i][i] == Some(0)));
}

#[test]
fn s17_accumulator_self_loop() {
    let mut g = DepGraph::new();
    g.add_op(Op::new("wgmma", Canonical::Wgmma.footprint(), latency::MMA_ACCUMULATOR));
    g.add_edge(0, 0, 16, 1).expect("edge");
    assert_eq!(rec_mii(&g), Ok(16));
    let s = schedule_loop(&g, &MachineModel::default(), &ModuloOptions::default()).expect("schedule");
    assert_eq!((s.ii, s.stage_count), (Some(16), 2));
}

#[test]
fn s18_four_op_body_needs_ii_15() {
    let g = four_op_body();
    for lower in [Some(8), None] {
        let opts = ModuloOptions { lower, ii_cap: None };
        let s = schedule_loop(&g, &MachineModel::default(), &opts).expect("schedule");
        assert_eq!(s.ii, Some(15));
        assert_eq!(s.start, vec![0, 8, 0, 8]);
        assert_eq!(s.stage, vec![0, 0, 0, 0]);
        assert_eq!(&s.rrt_rows[..8], &[0x48C00; 8]);
        assert_eq!(&s.rrt_rows[8..], &[0xC000; 7]);
        assert_eq!(s.stage_count, 2);
    }
}

#[test]
fn s19_chain_at_ii_1() {
    let mut g = DepGraph::new();
    for (name, slot) in [("A", 5), ("B", 6), ("C", 7)] {
        g.add_op(Op::new(name, fp(&[(slot, 1)]), 4));
    }
    g.add_dep(0, 1).expect("edge");
    g.add_dep(1, 2).expect("edge");
    let s = schedule_loop(&g, &MachineModel::default(), &ModuloOptions::default()).expect("schedule");
    assert_eq!(s.ii, Some(1));
    assert_eq!(s.start, vec![0, 4, 8]);
    assert_eq!(s.stage, vec![0, 4, 8]);
    assert_eq!(s.stage_count, 13);
}

fn search_trace(pred: impl Fn(u32) -> bool, lower: u32, upper: u32) -> (Option<u32>, Vec<u32>) {
    let mut calls = Vec::new();
    let r = gallop_search(
        |x| {
            calls.push(x);
            pred(x)
        },
        lower,
        upper,
    );
    (r, calls)
}

#[test]
fn s20_s21_gallop_search() {
    assert_eq!(search_trace(|x| x >= 5, 0, 100), (Some(5), vec![1, 2, 4, 8, 8, 4, 6, 5]));
    assert_eq!(search_trace(|x| x >= 3, 3, 100), (Some(3), vec![3, 3]));
    assert_eq!(search_trace(|_| true, 0, 100), (Some(0), vec![1, 1, 0]));
    assert_eq!(search_trace(|x| x >= 7, 0, 5), (None, vec![1, 2, 4, 5]));
}

#[test]
fn s22_bank_pressure_scores() {
    let score = |a, b| bank_pressure_score(a, b, 4, 3);
    assert_eq!(
        [score(2, 1), score(0, 0), score(4, 3), score(5, 0), score(0, 4)],
        [3, 0, 7, UNSATISFIABLE, UNSATISFIABLE]
    );
}

#[test]
fn s23_pipe_slot_scores() {
    let q = NegativeDistance::UnsignedQuirk;
    assert_eq!(pipe_slot_score(&[Some(8), Some(5)], q), 8);
    assert_eq!(pipe_slot_score(&[Some(8), None], q), 8);
    assert_eq!(pipe_slot_score(&[None], q), 0);
    assert_eq!(pipe_slot_score(&[Some(8), Some(-2)], q), UNSATISFIABLE);
    assert_eq!(pipe_slot_score(&[Some(8), Some(-2)], NegativeDistance::ClampToZero), 8);
}

#[test]
fn s24_s25_min_plus_closure() {
    let g = recurrence3();
    let as_vec = |d: Vec<Vec<Option<i64>>>| {
        d.into_iter().map(|r| r.into_iter().map(|c| c.expect("path")).collect()).collect::<Vec<Vec<i64>>>()
    };
    assert_eq!(as_vec(distance_min(&g, 8)), vec![vec![9, 8, 15], vec![1, 9, 7], vec![-6, 2, 9]]);
    let at17 = vec![vec![0, 8, 15], vec![-8, 0, 7], vec![-15, -7, 0]];
    assert_eq!(as_vec(distance_min(&g, 17)), at17);
    assert_eq!(as_vec(distance_max(&g, 17)), at17);
}

#[test]
fn s26_closure_without_paths_stays_empty() {
    let mut g = plain_graph(2, &[]);
    g.add_edge(0, 1, 5, 0).expect("edge");
    let d = distance_min(&g, 8);
    assert_eq!(d, vec![vec![None, Some(5)], vec![None, None]]);
}

#[test]
fn s27_spill_surcharge() {
    let got: Vec<u32> = [(300, 255), (495, 255), (496, 255), (1000, 255), (255, 255), (200, 255)]
        .iter()
        .map(|&(p, b)| spill_surcharge(p, b))
        .collect();
    assert_eq!(got, vec![765, 4080, 4096, 4096, 0, 0]);
}

#[test]
fn s28_cost_vector_is_lexicographic() {
    let c = |pipe_slot, bank_pressure, structural| CostVector {
        gate: Gate::Pass,
        pipe_slot,
        spill: 0,
        bank_pressure,
        structural,
    };
    assert!(c(0, 3, 2) < c(0, 3, 3));
    assert!(c(0, 3, 3) < c(1, 0, 0));
    assert!(c(1, 0, 0) < CostVector::rejected());
    assert!(c(0, 2, 9) < c(0, 3, 0));
}

#[test]
fn s29_kendall_tau() {
    assert_eq!(kendall_tau(&["load", "write", "mma", "read"], &["load", "mma", "read", "write"]), 2);
}

fn int(k: &'static str, v: i64) -> (&'static str, AttrValue) {
    (k, AttrValue::Int(v))
}

#[test]
fn s30_gid_without_leader_joins_group_zero() {
    let mut dsu = Dsu::default();
    let s = parse_constraints(&[], &[int(keys::GID, 7)], &mut dsu);
    assert_eq!(s, ConstraintSlot { gid: 7, ..ConstraintSlot::default() });
    assert_eq!(dsu.find(7), dsu.find(0));
    assert!(gate_g2_literal(&s));
    assert!(gate_g2(Some(&s), 5));
}

#[test]
fn s31_union_direction_follows_parse_order() {
    let a = [int(keys::GID, 3), int(keys::LEADER_GID, 7)];
    let b = [int(keys::GID, 7), int(keys::LEADER_GID, 3)];
    let mut dsu = Dsu::default();
    parse_constraints(&a, &[], &mut dsu);
    parse_constraints(&b, &[], &mut dsu);
    assert_eq!((dsu.find(3), dsu.find(7)), (7, 7));
    let mut dsu = Dsu::default();
    parse_constraints(&b, &[], &mut dsu);
    parse_constraints(&a, &[], &mut dsu);
    assert_eq!((dsu.find(3), dsu.find(7)), (3, 3));
}

#[test]
fn s32_all_flags() {
    let mut dsu = Dsu::default();
    let attrs = [
        int(keys::GID, 2),
        int(keys::LEADER_GID, 2),
        int(keys::MAX_DEPTH, 2),
        (keys::FORCE_SERIAL, AttrValue::Unit),
        (keys::RECOMPUTABLE, AttrValue::Unit),
        (keys::ENABLE_DEFUSION, AttrValue::Unit),
    ];
    let s = parse_constraints(&attrs, &[], &mut dsu);
    assert_eq!((s.flags, s.max_depth), (7, 2));
    assert_eq!(dsu, Dsu::default(), "no union for a leader");
    assert!(!gate_g2_literal(&s));
    assert!(gate_g2(Some(&s), 1) && !gate_g2(Some(&s), 2));
}

#[test]
fn s33_s34_s35_attribute_lookup_quirks() {
    let mut dsu = Dsu::default();
    let s = parse_constraints(&[int(keys::GID, 4), int(keys::LEADER_GID, 4)], &[int(keys::GID, 9)], &mut dsu);
    assert_eq!(s.gid, 4, "inherent wins");
    let s = parse_constraints(&[int(keys::RECOMPUTABLE, 5)], &[], &mut dsu);
    assert_eq!(s.flags, FLAG_RECOMPUTABLE);
    let s = parse_constraints(&[int(keys::GID, 0x1_0000_0003), int(keys::LEADER_GID, 3)], &[], &mut dsu);
    assert_eq!(s.gid, 3);
    let s = parse_constraints(&[(keys::GID, AttrValue::Other)], &[], &mut dsu);
    assert_eq!(s.gid, 0);
}

#[test]
fn s36_leader_depth_gate() {
    assert!(!gate_g4(&[(5, 0)], 5, 1));
    assert!(gate_g4(&[(5, 1)], 5, 1));
    assert!(gate_g4(&[(6, 0)], 5, 1), "other groups do not constrain");
}

/// Arms that answer from a script and record what they were called with.
#[derive(Default)]
struct Mock {
    answers: Vec<bool>,
    calls: Vec<(&'static str, bool)>,
}

impl Mock {
    fn answer(&mut self, arm: &'static str, snap_empty: bool) -> bool {
        self.calls.push((arm, snap_empty));
        if self.answers.is_empty() {
            false
        } else {
            self.answers.remove(0)
        }
    }
}

impl Arms for Mock {
    fn permute(&mut self, _: i32) -> bool {
        self.answer("permute", true)
    }
    fn fuse(&mut self, _: i32) -> bool {
        self.answer("fuse", true)
    }
    fn retry(&mut self, _: i32, snap: &mut Snapshot) -> bool {
        let ok = self.answer("retry", snap.dead.is_empty());
        if !ok {
            snap.dead.insert(0);
        }
        ok
    }
    fn cost_based(&mut self, _: i32, snap: &mut Snapshot) -> bool {
        self.answer("cbs", snap.dead.is_empty())
    }
}

const ONE: [GroupEntry; 1] = [GroupEntry { gid: 0, flag: 0 }];

#[test]
fn s37_or_chain_stops_at_first_success() {
    let mut m = Mock { answers: vec![false, false, true], ..Mock::default() };
    assert!(place_groups(&mut m, &ONE));
    assert_eq!(m.calls, vec![("permute", true), ("fuse", true), ("retry", true)]);
}

#[test]
fn s38_desperate_retry_gets_a_fresh_snapshot() {
    let mut m = Mock { answers: vec![false, false, false, false, true], ..Mock::default() };
    assert!(place_groups(&mut m, &ONE));
    assert_eq!(m.calls, vec![("permute", true), ("fuse", true), ("retry", true), ("cbs", false), ("retry", true)]);
}

#[test]
fn s39_all_arms_fail() {
    let mut m = Mock::default();
    assert!(!place_groups(&mut m, &ONE));
    let arms: Vec<&str> = m.calls.iter().map(|c| c.0).collect();
    assert_eq!(arms, ["permute", "fuse", "retry", "cbs", "retry", "cbs"]);
    assert_eq!(m.calls[5], ("cbs", true), "the desperate cost-based arm also starts clean");
}

#[test]
fn s40_sentinel_and_unready_groups_are_skipped() {
    let mut m = Mock::default();
    let groups = [GroupEntry { gid: -1, flag: 0 }, GroupEntry { gid: -2, flag: 0 }, GroupEntry { gid: 3, flag: -1 }];
    assert!(place_groups(&mut m, &groups));
    assert!(m.calls.is_empty());
}

#[test]
fn s41_s42_s43_named_barriers() {
    let overlapping = vec![vec![(0, 10)]; 33];
    assert_eq!(assign_named_barriers(&overlapping, 32), Err(ScheduleError::NamedBarrier { value: 32 }));
    assert_eq!(ScheduleError::NamedBarrier { value: 32 }.to_string(), "fails to assign named barrier");
    let mut lts = vec![vec![(0, 3)]];
    lts.extend(vec![vec![(0, 10)]; 31]);
    lts.push(vec![(5, 7)]);
    let got = assign_named_barriers(&lts, 32).expect("assign");
    assert_eq!(got[32], 0);
    assert_eq!(assign_named_barriers(&[vec![(0, 1)], vec![(5, 6)]], 32), Ok(vec![0, 1]));
    // The default pool is PTX's 16.
    assert!(assign_named_barriers(&overlapping[..17], MachineModel::default().named_barriers).is_err());
}

#[test]
fn s44_buffer_sharing() {
    let buf =
        |lifetime: Lifetime| PipelineBuffer { class: BufferClass::Smem, element: 1, footprint_bytes: 4096, lifetime };
    let (rep, merged) = share_buffers(&[buf(vec![(0, 3)]), buf(vec![(5, 8)]), buf(vec![(2, 6)])]);
    assert_eq!(rep, vec![0, 0, 2]);
    assert_eq!(merged, vec![(0, 1)]);
    let mut other = buf(vec![(10, 12)]);
    other.element = 2;
    let (rep, _) = share_buffers(&[buf(vec![(0, 3)]), other]);
    assert_eq!(rep, vec![0, 1], "different element types never share");
}

#[test]
fn s45_pipeline_tokens() {
    assert_eq!(
        [make_pipeline_token(3, true), make_pipeline_token(0, false), make_pipeline_token(5, false)],
        [7, 0, 10]
    );
    assert_eq!((token_slot(7), token_phase(7)), (3, true));
}

#[test]
fn s46_stage_order_sort() {
    let mut keys = [(1, 0), (0, 5), (0, 2)];
    sort_by_stage_order(&mut keys);
    assert_eq!(keys, [(0, 2), (0, 5), (1, 0)]);
}

#[test]
fn s48_cost_based_generator_is_deterministic() {
    let g = tileas_scheduler::synth::loop_body(120, 7);
    let m = MachineModel::default();
    let a = generate(&g, &m, Some(Strategy::CostBased)).expect("schedule");
    let b = generate(&g, &m, Some(Strategy::CostBased)).expect("schedule");
    assert_eq!(a, b);
}
