//! Primitive encodings (§4.2): unsigned LEB128 varints, zig-zag signed varints,
//! fixed little-endian integers, and alignment padding. The [`Cursor`] never panics:
//! every read is bounds-checked and reports the file offset of the failure.

use crate::error::{Error, ErrorKind, Result};

/// Padding byte written by both the OSS writer and cutile-python (`kAlignmentByte`).
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// The cap most reads pass to `readVarInt` (`UINT32_MAX - 1`).
pub const MAX_COUNT: u64 = u32::MAX as u64 - 1;

/// Zig-zag encode: `(v << 1) ^ (v >> 63)`.
pub fn zigzag_encode(v: i64) -> u64 {
    ((v as u64) << 1) ^ ((v >> 63) as u64)
}

/// Zig-zag decode: `(u >> 1) ^ -(u & 1)`.
pub fn zigzag_decode(u: u64) -> i64 {
    ((u >> 1) as i64) ^ -((u & 1) as i64)
}

/// Appends the minimal LEB128 encoding of `v` (at most 10 bytes).
pub fn write_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7F) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Appends a zig-zag signed varint.
pub fn write_svarint(out: &mut Vec<u8>, v: i64) {
    write_varint(out, zigzag_encode(v));
}

/// Number of padding bytes needed to bring `pos` to a multiple of `align`.
pub fn pad_len(pos: usize, align: u64) -> usize {
    if align <= 1 {
        return 0;
    }
    let a = align as u128;
    let p = pos as u128;
    ((a - p % a) % a) as usize
}

/// Appends padding so that `out.len() - rel_start` becomes a multiple of `align`.
/// Uses the recorded `keep` bytes when they have the right length (lossless
/// re-encoding of files whose padding is not 0xCB), else 0xCB.
pub fn write_pad(out: &mut Vec<u8>, rel_start: usize, align: u64, keep: &[u8]) {
    let n = pad_len(out.len() - rel_start, align);
    if keep.len() == n {
        out.extend_from_slice(keep);
    } else {
        out.extend(std::iter::repeat_n(ALIGNMENT_BYTE, n));
    }
}

/// A bounds-checked read cursor over a slice that starts at file offset `base`.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// File offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Position relative to the start of this cursor's slice.
    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    pub fn err<T>(&self, kind: ErrorKind) -> Result<T> {
        Err(Error::new(self.offset(), kind))
    }

    pub fn err_at<T>(&self, offset: usize, kind: ErrorKind) -> Result<T> {
        Err(Error::new(offset, kind))
    }

    pub fn u8(&mut self, what: &'static str) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.err(ErrorKind::UnexpectedEof { what }),
        }
    }

    pub fn peek(&self) -> Option<u8> {
        self.data.get(self.pos).copied()
    }

    pub fn bytes(&mut self, n: usize, what: &'static str) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return self.err(ErrorKind::UnexpectedEof { what });
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// The rest of the slice (consumed).
    pub fn rest(&mut self) -> &'a [u8] {
        let s = self.data.get(self.pos..).unwrap_or(&[]);
        self.pos = self.data.len();
        s
    }

    /// A sub-cursor over the next `n` bytes (consumed from this cursor).
    pub fn sub(&mut self, n: usize, what: &'static str) -> Result<Cursor<'a>> {
        let base = self.offset();
        let s = self.bytes(n, what)?;
        Ok(Cursor::new(s, base))
    }

    pub fn u16_le(&mut self, what: &'static str) -> Result<u16> {
        let b = self.bytes(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32_le(&mut self, what: &'static str) -> Result<u32> {
        let b = self.bytes(4, what)?;
        let mut a = [0u8; 4];
        a.copy_from_slice(b);
        Ok(u32::from_le_bytes(a))
    }

    pub fn u64_le(&mut self, what: &'static str) -> Result<u64> {
        let b = self.bytes(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// Unsigned LEB128. Fails on EOF or when the shift exceeds 63.
    pub fn varint(&mut self, what: &'static str) -> Result<u64> {
        let start = self.offset();
        let mut result: u64 = 0;
        let mut shift: u32 = 0;
        loop {
            let b = self.u8(what)?;
            if shift > 63 {
                return self.err_at(start, ErrorKind::VarIntTooLong);
            }
            let chunk = (b & 0x7F) as u64;
            if shift == 63 && chunk > 1 {
                return self.err_at(start, ErrorKind::VarIntTooLong);
            }
            result |= chunk << shift;
            if b & 0x80 == 0 {
                return Ok(result);
            }
            shift += 7;
        }
    }

    /// Varint with an upper bound (`value <= max`, the OSS `max` argument).
    pub fn varint_max(&mut self, max: u64, what: &'static str) -> Result<u64> {
        let start = self.offset();
        let v = self.varint(what)?;
        if v > max {
            return self.err_at(start, ErrorKind::VarIntTooLarge { max, value: v });
        }
        Ok(v)
    }

    /// A count bounded by `UINT32_MAX - 1`.
    pub fn count(&mut self, what: &'static str) -> Result<u64> {
        self.varint_max(MAX_COUNT, what)
    }

    /// A count that must also fit in the remaining bytes at `min_size` bytes per element
    /// (cheap guard against huge allocations on malformed input).
    pub fn count_fitting(&mut self, min_size: u64, what: &'static str) -> Result<usize> {
        let start = self.offset();
        let n = self.count(what)?;
        let rem = self.remaining() as u64;
        if n.saturating_mul(min_size.max(1)) > rem && min_size > 0 {
            return self.err_at(start, ErrorKind::ArraySizeTooLarge(n));
        }
        Ok(n as usize)
    }

    pub fn svarint(&mut self, what: &'static str) -> Result<i64> {
        Ok(zigzag_decode(self.varint(what)?))
    }

    /// Skips padding up to a multiple of `align` relative to the slice start; returns
    /// the padding bytes.
    pub fn pad(&mut self, align: u64, what: &'static str) -> Result<&'a [u8]> {
        let n = pad_len(self.pos, align);
        self.bytes(n, what)
    }

    /// `varint count` + `count` × i64 LE.
    pub fn i64_array(&mut self, what: &'static str) -> Result<Vec<i64>> {
        let start = self.offset();
        let n = self.count(what)?;
        if n.saturating_mul(8) > self.remaining() as u64 {
            return self.err_at(start, ErrorKind::ArraySizeTooLarge(n));
        }
        (0..n).map(|_| self.u64_le(what).map(|v| v as i64)).collect()
    }

    /// `varint count` + `count` × i32 LE.
    pub fn i32_array(&mut self, what: &'static str) -> Result<Vec<i32>> {
        let start = self.offset();
        let n = self.count(what)?;
        if n.saturating_mul(4) > self.remaining() as u64 {
            return self.err_at(start, ErrorKind::ArraySizeTooLarge(n));
        }
        (0..n).map(|_| self.u32_le(what).map(|v| v as i32)).collect()
    }
}

pub fn write_i64_array(out: &mut Vec<u8>, v: &[i64]) {
    write_varint(out, v.len() as u64);
    for x in v {
        out.extend_from_slice(&x.to_le_bytes());
    }
}

pub fn write_i32_array(out: &mut Vec<u8>, v: &[i32]) {
    write_varint(out, v.len() as u64);
    for x in v {
        out.extend_from_slice(&x.to_le_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(v: u64) -> Vec<u8> {
        let mut o = Vec::new();
        write_varint(&mut o, v);
        o
    }

    #[test]
    fn leb128_examples_from_note() {
        assert_eq!(enc(5), [0x05]);
        assert_eq!(enc(128), [0x80, 0x01]);
        assert_eq!(enc(131071), [0xFF, 0xFF, 0x07]);
        assert_eq!(enc(u64::MAX).len(), 10);
        for (bytes, v) in [(&[0x05u8][..], 5u64), (&[0x80, 0x01], 128), (&[0xFF, 0xFF, 0x07], 131071)] {
            assert_eq!(Cursor::new(bytes, 0).varint("x").unwrap(), v);
        }
    }

    #[test]
    fn leb128_roundtrip_and_nonminimal() {
        for v in [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX - 1, u64::MAX] {
            assert_eq!(Cursor::new(&enc(v), 0).varint("x").unwrap(), v);
        }
        // non-minimal encodings are accepted by the reader
        assert_eq!(Cursor::new(&[0x85, 0x80, 0x00], 0).varint("x").unwrap(), 5);
    }

    #[test]
    fn leb128_errors() {
        let e = Cursor::new(&[0x80, 0x80], 7).varint("x").unwrap_err();
        assert_eq!(e.kind, ErrorKind::UnexpectedEof { what: "x" });
        assert_eq!(e.offset, 9);
        let e = Cursor::new(&[0xFF; 11], 3).varint("x").unwrap_err();
        assert_eq!(e.kind, ErrorKind::VarIntTooLong);
        assert_eq!(e.offset, 3);
        let e = Cursor::new(&[0xFF, 0xFF, 0xFF, 0xFF, 0x0F], 0).varint_max(MAX_COUNT, "x").unwrap_err();
        assert_eq!(
            e.message(),
            "varint value exceeds maximum supported capacity. (expected value less than 4294967294, got 4294967295)"
        );
    }

    #[test]
    fn zigzag() {
        for (v, u) in [(0i64, 0u64), (-1, 1), (1, 2), (-2, 3), (i64::MAX, u64::MAX - 1), (i64::MIN, u64::MAX)] {
            assert_eq!(zigzag_encode(v), u);
            assert_eq!(zigzag_decode(u), v);
        }
        let mut o = Vec::new();
        write_svarint(&mut o, -65);
        assert_eq!(Cursor::new(&o, 0).svarint("x").unwrap(), -65);
    }

    #[test]
    fn fixed_le_and_pad() {
        let mut c = Cursor::new(&[1, 2, 3, 4, 5, 6, 7, 8, 9], 100);
        assert_eq!(c.u8("x").unwrap(), 1);
        assert_eq!(c.pad(4, "p").unwrap(), &[2, 3, 4]);
        assert_eq!(c.u32_le("x").unwrap(), 0x08070605);
        assert_eq!(c.offset(), 108);
        assert!(c.u16_le("y").is_err());
        assert_eq!(pad_len(5, 8), 3);
        assert_eq!(pad_len(8, 8), 0);
        let mut o = vec![0u8; 3];
        write_pad(&mut o, 0, 4, &[]);
        assert_eq!(o, [0, 0, 0, 0xCB]);
    }
}
