//! Typed pass options.
//!
//! Options are declared to MLIR as real pass options (so upstream parses the
//! `{key=value}` syntax, rejects unknown keys and prints them); their parsed
//! textual values arrive here and are converted to the Rust types a pass keeps.

use thiserror::Error;

/// How MLIR should parse an option before Rust sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int,
    String,
}

/// Declaration of one pass option.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum OptionError {
    #[error("no such option '{0}'")]
    Unknown(String),
    #[error("'{value}' is not a valid {expected}")]
    Invalid { value: String, expected: &'static str },
}

pub fn parse_bool(value: &str) -> Result<bool, OptionError> {
    match value {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(OptionError::Invalid { value: value.into(), expected: "boolean" }),
    }
}

pub fn parse_int(value: &str) -> Result<i64, OptionError> {
    value.parse().map_err(|_| OptionError::Invalid { value: value.into(), expected: "integer" })
}

/// Parses one of a fixed set of keywords.
pub fn parse_choice<T: Copy>(value: &str, choices: &[(&str, T)], expected: &'static str) -> Result<T, OptionError> {
    choices
        .iter()
        .find(|(name, _)| *name == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| OptionError::Invalid { value: value.into(), expected })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bools() {
        assert_eq!(parse_bool("true"), Ok(true));
        assert_eq!(parse_bool("0"), Ok(false));
        assert!(parse_bool("yes").is_err());
    }

    #[test]
    fn ints() {
        assert_eq!(parse_int("-3"), Ok(-3));
        assert_eq!(parse_int("x").unwrap_err().to_string(), "'x' is not a valid integer");
    }

    #[test]
    fn choices() {
        let choices = [("name", 1), ("count", 2)];
        assert_eq!(parse_choice("count", &choices, "sort key"), Ok(2));
        assert_eq!(
            parse_choice("size", &choices, "sort key (name or count)").unwrap_err().to_string(),
            "'size' is not a valid sort key (name or count)"
        );
    }
}
