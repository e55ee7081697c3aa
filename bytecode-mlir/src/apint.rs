//! Self-contained `IntegerAttr` payloads (tag 1) between the bytecode model
//! and MLIR: the model keeps a raw byte for widths up to 8 and the signed
//! value otherwise (see `tileas_bytecode::model::Attr::Integer`); MLIR wants
//! the `width`-bit pattern.

/// The `width`-bit pattern of a model value.
pub(crate) fn wire_bits(width: u32, model: i64) -> u64 {
    mask(width, model as u64)
}

/// The model value of a `width`-bit pattern.
pub(crate) fn model_value(width: u32, bits: u64) -> i64 {
    let raw = mask(width, bits);
    if width <= 8 || width >= 64 {
        raw as i64
    } else {
        let shift = 64 - width;
        ((raw << shift) as i64) >> shift
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
        for (w, v) in [(8, 0xFFu64), (16, 0x8000), (32, 0x8000_0000), (32, 2), (64, u64::MAX), (1, 1)] {
            assert_eq!(wire_bits(w, model_value(w, v)), v);
        }
    }

    #[test]
    fn values() {
        assert_eq!(model_value(32, 2), 2);
        assert_eq!(model_value(32, 0x8000_0000), -2147483648);
        assert_eq!(wire_bits(32, -1), 0xFFFF_FFFF);
        assert_eq!(model_value(8, 0xFF), 0xFF);
    }
}
