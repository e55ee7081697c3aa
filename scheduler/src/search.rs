//! The exponential-then-binary threshold search the cost evaluators are scored with.

/// Finds the smallest `x` in `[lower, upper]` with `probe(x)` true, for a probe that is
/// monotone (false ... false true ... true). It doubles from `max(lower, 1)` until the
/// probe holds or `upper` is reached, then bisects down to `lower`: a few probes for a
/// small answer, logarithmically many for a large one. `None` when even `upper` fails.
pub fn gallop_search(mut probe: impl FnMut(u32) -> bool, lower: u32, upper: u32) -> Option<u32> {
    let mut hi = lower.max(1);
    while hi < upper && !probe(hi) {
        hi = if hi.saturating_mul(2) <= upper { hi * 2 } else { upper };
    }
    if !probe(hi) {
        return None;
    }
    let mut lo = lower;
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if probe(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Some(lo)
}
