//! Parsing CuTe notation (the inverse of the `Display` impls).
//!
//! Grammar (whitespace allowed between tokens):
//!
//! ```text
//! int_tuple ::= int | "(" int_tuple { "," int_tuple } ")"
//! layout    ::= int_tuple ":" int_tuple
//! tiler     ::= "<" tiler { "," tiler } ">" | int_tuple [ ":" int_tuple ]
//! swizzle   ::= "Sw" "<" uint "," uint "," int ">"
//! composed  ::= swizzle "o" int "o" layout
//! int       ::= [ "-" ] digit { digit }
//! ```
//!
//! A tiler without `:` is a CuTe shape used as a tiler (`n` is `n:1`, a tuple
//! is by-mode). Parsing never panics: errors carry the byte offset, integers
//! are range-checked and nesting is bounded (so hostile input cannot exhaust
//! the stack).

use std::str::FromStr;

use crate::algebra::Tiler;
use crate::error::{LayoutError, ParseError, ParseErrorKind};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::swizzle::{ComposedLayout, Swizzle};

/// Maximum nesting of tuples and tilers accepted by the parser.
pub const MAX_DEPTH: usize = 64;

struct Parser<'a> {
    src: &'a str,
    pos: usize,
}

type PResult<T> = Result<T, ParseError>;

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Self {
        Parser { src, pos: 0 }
    }

    fn err(&self, kind: ParseErrorKind) -> ParseError {
        ParseError { pos: self.pos, kind }
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    /// Error for the current position: end of input or the offending character.
    fn unexpected(&self, expected: &'static str) -> ParseError {
        // `pos` only ever advances over ASCII bytes, so it is a char boundary.
        match self.src.get(self.pos..).and_then(|r| r.chars().next()) {
            Some(found) => self.err(ParseErrorKind::UnexpectedChar { found, expected }),
            None => self.err(ParseErrorKind::UnexpectedEnd(expected)),
        }
    }

    fn expect(&mut self, byte: u8, expected: &'static str) -> PResult<()> {
        self.skip_ws();
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.skip_ws();
        if self.peek() == Some(byte) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn finish(&mut self) -> PResult<()> {
        self.skip_ws();
        if self.pos < self.src.len() {
            return Err(self.err(ParseErrorKind::Trailing));
        }
        Ok(())
    }

    fn int(&mut self) -> PResult<i64> {
        self.skip_ws();
        let start = self.pos;
        let neg = self.peek() == Some(b'-');
        if neg {
            self.pos += 1;
        }
        if !matches!(self.peek(), Some(b'0'..=b'9')) {
            return Err(self.unexpected("an integer"));
        }
        let mut v: i64 = 0;
        while let Some(c @ b'0'..=b'9') = self.peek() {
            // Accumulate with the final sign so that i64::MIN parses.
            let digit = i64::from(c - b'0');
            let next = v.checked_mul(10).and_then(|x| if neg { x.checked_sub(digit) } else { x.checked_add(digit) });
            v = next.ok_or(ParseError { pos: start, kind: ParseErrorKind::IntOverflow })?;
            self.pos += 1;
        }
        Ok(v)
    }

    fn int_tuple(&mut self, depth: usize) -> PResult<IntTuple> {
        self.skip_ws();
        if self.peek() != Some(b'(') {
            return self.int().map(IntTuple::Int);
        }
        if depth >= MAX_DEPTH {
            return Err(self.err(ParseErrorKind::TooDeep(MAX_DEPTH)));
        }
        self.pos += 1;
        if self.eat(b')') {
            return Err(ParseError { pos: self.pos - 1, kind: ParseErrorKind::EmptyTuple });
        }
        let mut items = Vec::new();
        loop {
            items.push(self.int_tuple(depth + 1)?);
            if self.eat(b')') {
                return Ok(IntTuple::Tuple(items));
            }
            self.expect(b',', "',' or ')'")?;
        }
    }

    fn layout(&mut self) -> PResult<Layout> {
        self.skip_ws();
        let start = self.pos;
        let shape = self.int_tuple(0)?;
        self.expect(b':', "':'")?;
        let stride = self.int_tuple(0)?;
        Layout::new(shape, stride).map_err(|e| ParseError { pos: start, kind: ParseErrorKind::Invalid(e) })
    }

    fn tiler(&mut self, depth: usize) -> PResult<Tiler> {
        self.skip_ws();
        let start = self.pos;
        if self.peek() == Some(b'<') {
            if depth >= MAX_DEPTH {
                return Err(self.err(ParseErrorKind::TooDeep(MAX_DEPTH)));
            }
            self.pos += 1;
            let mut items = Vec::new();
            loop {
                items.push(self.tiler(depth + 1)?);
                if self.eat(b'>') {
                    return Ok(Tiler::ByMode(items));
                }
                self.expect(b',', "',' or '>'")?;
            }
        }
        let shape = self.int_tuple(depth)?;
        let invalid = |e: LayoutError| ParseError { pos: start, kind: ParseErrorKind::Invalid(e) };
        if self.eat(b':') {
            let stride = self.int_tuple(depth)?;
            return Layout::new(shape, stride).map(Tiler::Layout).map_err(invalid);
        }
        Tiler::from_shape(&shape).map_err(invalid)
    }

    fn swizzle(&mut self) -> PResult<Swizzle> {
        self.skip_ws();
        let start = self.pos;
        if !self.src.get(self.pos..).unwrap_or("").starts_with("Sw") {
            return Err(self.unexpected("'Sw<'"));
        }
        self.pos += 2;
        self.expect(b'<', "'<'")?;
        let mut fields = [0i64; 3];
        for (i, f) in fields.iter_mut().enumerate() {
            if i > 0 {
                self.expect(b',', "','")?;
            }
            *f = self.int()?;
        }
        self.expect(b'>', "'>'")?;
        let invalid = LayoutError::InvalidSwizzle {
            bits: fields[0].clamp(0, i64::from(u32::MAX)) as u32,
            base: fields[1].clamp(0, i64::from(u32::MAX)) as u32,
            shift: fields[2].clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
        };
        let sw = match (u32::try_from(fields[0]), u32::try_from(fields[1]), i32::try_from(fields[2])) {
            (Ok(b), Ok(m), Ok(s)) => Swizzle::new(b, m, s).ok(),
            _ => None,
        };
        sw.ok_or(ParseError { pos: start, kind: ParseErrorKind::Invalid(invalid) })
    }

    fn composed(&mut self) -> PResult<ComposedLayout> {
        self.skip_ws();
        let start = self.pos;
        let sw = self.swizzle()?;
        self.expect(b'o', "'o'")?;
        let offset = self.int()?;
        self.expect(b'o', "'o'")?;
        let layout = self.layout()?;
        ComposedLayout::new(sw, offset, layout).map_err(|e| ParseError { pos: start, kind: ParseErrorKind::Invalid(e) })
    }
}

fn parse_all<'a, T>(s: &'a str, f: impl FnOnce(&mut Parser<'a>) -> PResult<T>) -> PResult<T> {
    let mut p = Parser::new(s);
    let v = f(&mut p)?;
    p.finish()?;
    Ok(v)
}

impl FromStr for IntTuple {
    type Err = ParseError;
    /// `8`, `(4,(2,8))`; empty tuples are rejected.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_all(s, |p| p.int_tuple(0))
    }
}

impl FromStr for Layout {
    type Err = ParseError;
    /// `(4,(2,8)):(2,(1,8))`, `8:1`; the result is validated by [`Layout::new`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_all(s, Parser::layout)
    }
}

impl FromStr for Tiler {
    type Err = ParseError;
    /// `<32:1,16:1>`, `(2,4):(1,8)`, or a shape like `(32,16)` (= `<32:1,16:1>`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_all(s, |p| p.tiler(0))
    }
}

impl FromStr for Swizzle {
    type Err = ParseError;
    /// `Sw<3,4,3>`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_all(s, Parser::swizzle)
    }
}

impl FromStr for ComposedLayout {
    type Err = ParseError;
    /// `Sw<3,4,3> o 0 o (8,8):(8,1)`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_all(s, Parser::composed)
    }
}
