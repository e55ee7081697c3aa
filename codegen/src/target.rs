//! Target resolution: `sm_XX[a|f]` → LLVM 22 NVPTX CPU, PTX ISA version and
//! feature string (notes F1 §3.2–§3.3).
//!
//! LLVM 22 itself accepts an unknown `-mcpu` with a warning and prints
//! `.target bogus`, and aborts when the PTX version is below the SM's
//! minimum; both are rejected here with a diagnostic instead.

use std::fmt;

/// Architecture-specific suffix of an SM name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// `sm_90`: portable.
    Base,
    /// `sm_90a`: arch-conditional ("accelerated") features.
    Arch,
    /// `sm_100f`: family-conditional features.
    Family,
}

/// A resolved NVPTX target: SM number, suffix and PTX ISA version (×10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// SM number as in the name (`90` for `sm_90a`, `100` for `sm_100f`).
    pub sm: u32,
    pub variant: Variant,
    /// PTX ISA version ×10 (`88` = PTX 8.8).
    pub ptx: u32,
}

/// CPUs LLVM 22.1.8 NVPTX knows (`llc -march=nvptx64 -mcpu=help`) with the
/// minimum PTX version (×10) each one needs — LLVM's default `.version`.
const CPUS: &[(&str, u32)] = &[
    ("sm_20", 32),
    ("sm_21", 32),
    ("sm_30", 32),
    ("sm_32", 40),
    ("sm_35", 32),
    ("sm_37", 41),
    ("sm_50", 40),
    ("sm_52", 41),
    ("sm_53", 42),
    ("sm_60", 50),
    ("sm_61", 50),
    ("sm_62", 50),
    ("sm_70", 60),
    ("sm_72", 61),
    ("sm_75", 63),
    ("sm_80", 70),
    ("sm_86", 71),
    ("sm_87", 74),
    ("sm_88", 90),
    ("sm_89", 78),
    ("sm_90", 78),
    ("sm_90a", 80),
    ("sm_100", 86),
    ("sm_100a", 86),
    ("sm_100f", 88),
    ("sm_101", 86),
    ("sm_101a", 86),
    ("sm_101f", 88),
    ("sm_103", 88),
    ("sm_103a", 88),
    ("sm_103f", 88),
    ("sm_110", 90),
    ("sm_110a", 90),
    ("sm_110f", 90),
    ("sm_120", 87),
    ("sm_120a", 87),
    ("sm_120f", 88),
    ("sm_121", 88),
    ("sm_121a", 88),
    ("sm_121f", 88),
];

/// PTX versions (×10) LLVM 22 has a `+ptxNN` feature for.
const PTX_VERSIONS: &[u32] = &[
    32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87,
    88, 90,
];

/// The highest PTX ISA version LLVM 22 can emit.
pub const MAX_PTX: u32 = 90;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetError(pub String);

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TargetError {}

impl Target {
    /// Resolves `cpu` (`sm_90a`, `sm_100f`, …; `90a` and `sm90a` are accepted
    /// too) and an optional explicit PTX version ×10 (`Some(88)`), applying
    /// the default PTX policy of [`Target::default_ptx`] when none is given.
    pub fn parse(cpu: &str, ptx: Option<u32>) -> Result<Target, TargetError> {
        let name = normalize(cpu);
        let Some(&(_, min_ptx)) = CPUS.iter().find(|(n, _)| *n == name) else {
            return Err(TargetError(format!(
                "'{cpu}' is not a recognized NVPTX target (LLVM 22 knows {})",
                CPUS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
            )));
        };
        let digits = &name[3..];
        let (num, variant) = match digits.as_bytes().last() {
            Some(b'a') => (&digits[..digits.len() - 1], Variant::Arch),
            Some(b'f') => (&digits[..digits.len() - 1], Variant::Family),
            _ => (digits, Variant::Base),
        };
        let sm: u32 = num.parse().expect("table entries are numeric");
        let ptx = match ptx {
            None => Target::default_ptx(sm, min_ptx),
            Some(v) => {
                if !PTX_VERSIONS.contains(&v) {
                    return Err(TargetError(format!(
                        "PTX ISA version {}.{} is not supported by LLVM 22 NVPTX (highest: {}.{})",
                        v / 10,
                        v % 10,
                        MAX_PTX / 10,
                        MAX_PTX % 10
                    )));
                }
                if v < min_ptx {
                    return Err(TargetError(format!(
                        "PTX ISA version {}.{} does not support target '{name}'; it needs at least PTX {}.{}",
                        v / 10,
                        v % 10,
                        min_ptx / 10,
                        min_ptx % 10
                    )));
                }
                v
            }
        };
        Ok(Target { sm, variant, ptx })
    }

    /// Default PTX version policy (notes F1 §3.3 [PROPOSED], §3.4): several
    /// families are gated on a PTX version above the SM's minimum (`ptx88`
    /// cells of the feature matrix), so modern targets get a fixed modern
    /// version: PTX 9.0 (LLVM 22's highest, needed for `.blocksareclusters`)
    /// from sm_100 on, PTX 8.8 for sm_75…sm_90a; older targets get their
    /// minimum (ptxas 13 no longer accepts them anyway).
    pub fn default_ptx(sm: u32, min_ptx: u32) -> u32 {
        let policy = if sm >= 100 {
            90
        } else if sm >= 75 {
            88
        } else {
            min_ptx
        };
        policy.max(min_ptx)
    }

    /// The LLVM CPU name (`sm_90a`).
    pub fn cpu(&self) -> String {
        let suffix = match self.variant {
            Variant::Base => "",
            Variant::Arch => "a",
            Variant::Family => "f",
        };
        format!("sm_{}{}", self.sm, suffix)
    }

    /// The LLVM feature string (`+ptx88`).
    pub fn features(&self) -> String {
        format!("+ptx{}", self.ptx)
    }

    /// `x.y` of the PTX version.
    pub fn ptx_string(&self) -> String {
        format!("{}.{}", self.ptx / 10, self.ptx % 10)
    }

    /// `sm_90a`-style suffix present (arch- or family-conditional).
    pub fn is_conditional(&self) -> bool {
        self.variant != Variant::Base
    }

    /// Tensor memory / tcgen05: exactly sm_100/101/103/110 with `a` or `f`
    /// (notes F1 §0.3, §3.4).
    pub fn has_tcgen05(&self) -> bool {
        matches!(self.sm, 100 | 101 | 103 | 110) && self.is_conditional()
    }

    /// WGMMA: sm_90a only.
    pub fn has_wgmma(&self) -> bool {
        self.sm == 90 && self.variant == Variant::Arch
    }

    /// `__CUDA_ARCH` as NVVMReflect defines it: SM × 10 (`900` for sm_90a).
    pub fn cuda_arch(&self) -> u32 {
        self.sm * 10
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (PTX {})", self.cpu(), self.ptx_string())
    }
}

fn normalize(cpu: &str) -> String {
    let lower = cpu.trim().to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("sm_") {
        format!("sm_{rest}")
    } else if let Some(rest) = lower.strip_prefix("sm") {
        format!("sm_{rest}")
    } else {
        format!("sm_{lower}")
    }
}

/// Parses `8.8`, `88` or `ptx88` into 88.
pub fn parse_ptx_version(s: &str) -> Result<u32, TargetError> {
    let t = s.trim().trim_start_matches("ptx");
    let v = if let Some((a, b)) = t.split_once('.') {
        a.parse::<u32>().ok().zip(b.parse::<u32>().ok()).filter(|(_, b)| *b < 10).map(|(a, b)| a * 10 + b)
    } else {
        t.parse::<u32>().ok()
    };
    v.ok_or_else(|| TargetError(format!("invalid PTX version '{s}' (expected e.g. 8.8)")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_suffixes_and_policy() {
        let t = Target::parse("sm_90a", None).unwrap();
        assert_eq!((t.sm, t.variant, t.ptx), (90, Variant::Arch, 88));
        assert_eq!(t.cpu(), "sm_90a");
        assert_eq!(t.features(), "+ptx88");
        let t = Target::parse("100f", None).unwrap();
        assert_eq!((t.sm, t.variant, t.ptx), (100, Variant::Family, 90));
        assert!(t.has_tcgen05());
        assert!(!Target::parse("sm_120a", None).unwrap().has_tcgen05());
        assert!(!Target::parse("sm_100", None).unwrap().has_tcgen05());
        assert_eq!(Target::parse("sm_60", None).unwrap().ptx, 50);
        assert_eq!(Target::parse("sm_110a", None).unwrap().ptx, 90);
        assert_eq!(Target::parse("sm_90", Some(78)).unwrap().ptx, 78);
        assert_eq!(Target::parse("sm_100a", None).unwrap().cuda_arch(), 1000);
    }

    #[test]
    fn rejects_unknown_cpu_and_low_ptx() {
        let e = Target::parse("bogus", None).unwrap_err();
        assert!(e.0.contains("'bogus' is not a recognized NVPTX target"), "{e}");
        assert!(Target::parse("sm_73", None).is_err());
        let e = Target::parse("sm_100a", Some(80)).unwrap_err();
        assert_eq!(e.0, "PTX ISA version 8.0 does not support target 'sm_100a'; it needs at least PTX 8.6");
        assert!(Target::parse("sm_90", Some(91)).unwrap_err().0.contains("not supported by LLVM 22"));
        assert_eq!(parse_ptx_version("8.8").unwrap(), 88);
        assert_eq!(parse_ptx_version("ptx90").unwrap(), 90);
        assert!(parse_ptx_version("x").is_err());
    }
}
