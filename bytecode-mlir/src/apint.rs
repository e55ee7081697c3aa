//! Self-contained `IntegerAttr` payloads (tag 1).
//!
//! `tileas-bytecode` decodes the payload of a wider-than-8-bit `IntegerAttr` as
//! an APInt (zig-zag varint, notes A §4.2), but the §4.10 table and NVIDIA's
//! tileiras 13.1 read it as a plain varint of the zero-extended bits
//! (`num_cta_in_cga = 2` is the byte `02`, the `i32` identity `-2147483648` is
//! the varint of `0x80000000`; checked with `tileirdisasm` on the corpus).
//! `FloatAttr` payloads (tag 2) are APFloats and are zig-zag as the crate
//! decodes them. The model stays byte-exact either way, so this layer converts
//! integers: the raw varint is the zig-zag encoding of the model value.

/// Bits of a `width`-bit value from the model value of its payload.
pub(crate) fn wire_bits(width: u32, model: i64) -> u64 {
    let raw = if width <= 8 {
        model as u64
    } else {
        ((model << 1) ^ (model >> 63)) as u64
    };
    mask(width, raw)
}

/// The model value of a `width`-bit payload whose bits are `bits`.
pub(crate) fn model_value(width: u32, bits: u64) -> i64 {
    let raw = mask(width, bits);
    if width <= 8 {
        raw as i64
    } else {
        ((raw >> 1) as i64) ^ -((raw & 1) as i64)
    }
}

fn mask(width: u32, v: u64) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for (w, bits) in [
            (32, 0x8000_0000u64),
            (32, 2),
            (32, 0xFFFF_FFFF),
            (1, 1),
            (8, 0xFF),
            (64, u64::MAX),
            (16, 0x3C00),
        ] {
            assert_eq!(
                wire_bits(w, model_value(w, bits)),
                bits,
                "w={w} bits={bits:#x}"
            );
        }
        // num_cta_in_cga = 2 is stored as the byte 02, which the model holds as 1.
        assert_eq!(model_value(32, 2), 1);
        assert_eq!(wire_bits(32, 1), 2);
    }
}
