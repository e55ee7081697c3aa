//! `#nv_tileas.tv` through the C API: the Rust `TvLayout` round trip, the
//! encoding helpers, and the diagnostics the textual syntax cannot reach (an
//! empty mode does not parse).

use melior::{
    ir::{r#type::RankedTensorType, Location, Type, TypeLike},
    Context,
};
use std::{cell::RefCell, rc::Rc};
use tileas_dialects::{new_context, tv_layout::TvLayout};

fn capture(context: &Context) -> Rc<RefCell<Vec<String>>> {
    let messages = Rc::new(RefCell::new(Vec::new()));
    let sink = messages.clone();
    context.attach_diagnostic_handler(move |diagnostic| {
        sink.borrow_mut().push(diagnostic.to_string());
        true
    });
    messages
}

#[test]
fn layouts_round_trip_through_the_attribute_and_the_encoding() {
    let context = new_context();
    let location = Location::unknown(&context);
    let layout = TvLayout::blocked(1024, 128, 4);
    let attr = layout.to_attr(location.to_raw());
    assert!(!attr.ptr.is_null());
    assert_eq!(TvLayout::from_attr(attr), Some(layout.clone()));
    let tile = RankedTensorType::new(&[16, 64], Type::float32(&context), None);
    let encoded = layout.encode(tile.to_raw(), location.to_raw());
    assert!(!encoded.ptr.is_null());
    assert_eq!(TvLayout::of_type(encoded), Some(layout));
    assert_eq!(TvLayout::strip(encoded).ptr, tile.to_raw().ptr);
}

#[test]
fn invalid_parameters_and_encodings_are_diagnosed() {
    let context = new_context();
    let messages = capture(&context);
    let location = Location::unknown(&context);
    let empty = TvLayout {
        thread: tileas_dialects::tv_layout::Mode { shape: vec![], stride: vec![] },
        value: tileas_dialects::tv_layout::Mode { shape: vec![8], stride: vec![1] },
    };
    assert!(empty.to_attr(location.to_raw()).ptr.is_null());
    // A layout for 1024 elements does not fit a 512-element tile.
    let tile = RankedTensorType::new(&[512], Type::float32(&context), None);
    assert!(TvLayout::blocked(1024, 128, 4).encode(tile.to_raw(), location.to_raw()).ptr.is_null());
    let messages = messages.borrow();
    assert!(messages.iter().any(|m| m.contains("the thread mode of a thread-value layout is empty")), "{messages:?}");
    assert!(
        messages.iter().any(|m| m.contains("thread-value layout reaches element 1023 of a tile of 512 elements")),
        "{messages:?}"
    );
}
