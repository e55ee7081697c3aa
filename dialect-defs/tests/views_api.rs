//! Rust wrappers of the cuda_tile view types and data attributes, and the
//! diagnostics that cannot be reached from the textual syntax.

use melior::{
    ir::{
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, Block, BlockLike, Identifier, Location, Module, RegionLike, Type,
    },
    Context,
};
use std::{cell::RefCell, rc::Rc};
use tileas_dialects::{
    attrs::PaddingValue,
    data_attrs::{AssumePredicate, Bounded, DivBy, OptimizationHints, SameElements},
    new_context,
    types::{
        dynamic, GatherScatterViewType, PartitionViewType, PointerType, StridedViewType, StringType, TensorViewType,
        TileType, TileView, TypeError,
    },
};

/// Collects the diagnostics emitted on `context` (and swallows them).
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
fn tensor_view_type() {
    let context = new_context();
    let location = Location::unknown(&context);
    let f32 = Type::float32(&context);
    let view = TensorViewType::new(location, f32, &[dynamic(), 2], &[1, dynamic()]).unwrap();
    assert_eq!(view.to_string(), "!cuda_tile.tensor_view<?x2xf32, strides=[1,?]>");
    assert_eq!(view.element_type(), f32);
    assert_eq!(view.rank(), 2);
    assert_eq!(view.shape(), vec![dynamic(), 2]);
    assert_eq!(view.strides(), vec![1, dynamic()]);
    assert_eq!((view.dynamic_shape_count(), view.dynamic_stride_count()), (1, 1));
    let scalar = TensorViewType::new(location, f32, &[], &[]).unwrap();
    assert_eq!(scalar.to_string(), "!cuda_tile.tensor_view<f32>");
    assert!(TileType::try_from(scalar.to_type()).is_err());
    assert!(!TileView::isa(scalar.to_type()));
}

#[test]
fn tensor_view_parameter_diagnostics() {
    let context = new_context();
    let messages = capture(&context);
    let location = Location::unknown(&context);
    let f32 = Type::float32(&context);
    // Only reachable through the API: the parser rejects such strides itself.
    assert_eq!(TensorViewType::new(location, f32, &[4], &[0]), Err(TypeError::Invalid("tensor_view")));
    assert_eq!(TensorViewType::new(location, f32, &[4], &[]), Err(TypeError::Invalid("tensor_view")));
    let ptr = PointerType::new(location, f32).unwrap().to_type();
    assert!(TensorViewType::new(location, ptr, &[4], &[1]).is_err());
    assert_eq!(
        *messages.borrow(),
        vec![
            "dimensions must have strictly positive constant strides but got [0]".to_owned(),
            "failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or i1 or i8 or i16 or i32 or i64".to_owned(),
        ]
    );
}

#[test]
fn partition_view_type_and_tile_view() {
    let context = new_context();
    let location = Location::unknown(&context);
    let f16 = Type::float16(&context);
    let tensor = TensorViewType::new(location, f16, &[dynamic(), dynamic()], &[dynamic(), 1]).unwrap();
    let view = PartitionViewType::new(location, &[64, 128], tensor, Some(&[1, 0]), Some(PaddingValue::NegInf)).unwrap();
    assert_eq!(
        view.to_string(),
        "!cuda_tile.partition_view<tile=(64x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>"
    );
    assert_eq!(view.tile_shape(), vec![64, 128]);
    assert_eq!(view.tensor_view(), tensor);
    assert_eq!(view.dim_map(), vec![1, 0]);
    assert_eq!(view.padding_value(), Some(PaddingValue::NegInf));
    let tile_view = TileView::try_from(view.to_type()).unwrap();
    assert_eq!(tile_view, view.as_tile_view());
    assert_eq!(tile_view.index_rank(), 2);
    assert_eq!(tile_view.tile_type().to_string(), "!cuda_tile.tile<64x128xf16>");

    let plain = PartitionViewType::new(location, &[8, 8], tensor, None, None).unwrap();
    assert_eq!(plain.to_string(), "!cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf16, strides=[?,1]>>");
    assert_eq!(plain.dim_map(), vec![0, 1]);
    assert_eq!(plain.padding_value(), None);
}

#[test]
fn partition_view_parameter_diagnostics() {
    let context = new_context();
    let messages = capture(&context);
    let location = Location::unknown(&context);
    let i32 = IntegerType::new(&context, 32).into();
    let tensor = TensorViewType::new(location, i32, &[16], &[1]).unwrap();
    // A non-positive tile dimension cannot be written (the parser stops at i32 limits).
    assert!(PartitionViewType::new(location, &[0], tensor, None, None).is_err());
    assert!(PartitionViewType::new(location, &[4], tensor, None, Some(PaddingValue::PosInf)).is_err());
    assert!(PartitionViewType::new(location, &[4], tensor, None, Some(PaddingValue::Zero)).is_ok());
    assert_eq!(
        *messages.borrow(),
        vec![
            "tile shape dimensions must have positive length but got [0]".to_owned(),
            "padding_value pos_inf can only be used with floating point element types, got 'i32'".to_owned(),
        ]
    );
}

#[test]
fn strided_and_gather_scatter_view_types() {
    let context = new_context();
    let location = Location::unknown(&context);
    let f32 = Type::float32(&context);
    let tensor = TensorViewType::new(location, f32, &[dynamic(), 16], &[16, 1]).unwrap().to_type();
    let nan = Some(PaddingValue::Nan as u32);
    let strided = StridedViewType::new_unvalidated(location, &[4, 2], &[4, 3], tensor, Some(&[1, 0]), nan).unwrap();
    assert_eq!(
        strided.to_string(),
        "!cuda_tile.strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, \
         tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>"
    );
    assert_eq!(
        (strided.tile_shape(), strided.traversal_strides(), strided.dim_map()),
        (vec![4, 2], vec![4, 3], vec![1, 0])
    );
    assert_eq!((strided.tensor_view().to_type(), strided.padding_value()), (tensor, Some(PaddingValue::Nan)));
    let view = TileView::try_from(strided.to_type()).unwrap();
    assert_eq!((view.index_rank(), view.tile_type().to_string()), (2, "!cuda_tile.tile<4x2xf32>".to_owned()));
    let gather = GatherScatterViewType::new_unvalidated(location, &[8, 16], tensor, 1, None).unwrap();
    assert_eq!(
        gather.to_string(),
        "!cuda_tile.gather_scatter_view<tile=(8x16), tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=1>"
    );
    assert_eq!((gather.tile_shape(), gather.sparse_dim(), gather.padding_value()), (vec![8, 16], 1, None));
    assert_eq!(gather.tensor_view().to_type(), tensor);
    assert_eq!(TileView::try_from(gather.to_type()).unwrap().index_rank(), 2);
    assert!(!PartitionViewType::isa(gather.to_type()) && !StridedViewType::isa(gather.to_type()));
    let parsed = Type::parse(&context, &strided.to_string()).unwrap();
    assert_eq!(StridedViewType::try_from(parsed), Ok(strided));
}

#[test]
fn strided_and_gather_scatter_view_parameter_diagnostics() {
    let context = new_context();
    let messages = capture(&context);
    let location = Location::unknown(&context);
    let f32 = Type::float32(&context);
    let tensor = TensorViewType::new(location, f32, &[16], &[1]).unwrap().to_type();
    // One stride per tile dimension: checked before the C API is called.
    assert_eq!(
        StridedViewType::new_unvalidated(location, &[4], &[4, 4], tensor, None, None),
        Err(TypeError::Invalid("strided_view"))
    );
    assert!(StridedViewType::new_unvalidated(location, &[0], &[4], tensor, None, None).is_err());
    assert!(StridedViewType::new_unvalidated(location, &[4], &[4], f32, None, None).is_err());
    assert!(StridedViewType::new_unvalidated(location, &[4], &[4], tensor, None, Some(99)).is_err());
    assert!(GatherScatterViewType::new_unvalidated(location, &[4], tensor, 1, None).is_err());
    assert!(GatherScatterViewType::new_unvalidated(location, &[4], f32, 0, None).is_err());
    assert!(GatherScatterViewType::new_unvalidated(location, &[4], tensor, 0, Some(99)).is_err());
    assert_eq!(
        *messages.borrow(),
        vec![
            "tile shape dimensions must have positive length but got [0]".to_owned(),
            "expected a tensor_view type, got 'f32'".to_owned(),
            "invalid padding_value 99".to_owned(),
            "gather dimension is outside of tensor view dimensions, expected strictly less than 1, got 1".to_owned(),
            "expected a tensor_view type, got 'f32'".to_owned(),
            "invalid padding_value 99".to_owned(),
        ]
    );
}

#[test]
fn string_type() {
    let context = new_context();
    let string = StringType::new(&context);
    assert_eq!(string.to_string(), "!cuda_tile.string");
    assert_eq!(StringType::try_from(Type::parse(&context, "!cuda_tile.string").unwrap()), Ok(string));
}

#[test]
fn assume_predicates() {
    let context = new_context();
    let cases: Vec<(AssumePredicate, &str)> = vec![
        (AssumePredicate::DivBy(DivBy::new(16)), "#cuda_tile.div_by<16>"),
        (AssumePredicate::DivBy(DivBy::every_along(4, 8, 1)), "#cuda_tile.div_by<4, every 8 along 1>"),
        (AssumePredicate::SameElements(SameElements { values: vec![1, 4, 2] }), "#cuda_tile.same_elements<[1, 4, 2]>"),
        (AssumePredicate::Bounded(Bounded { lb: Some(0), ub: None }), "#cuda_tile.bounded<0, ?>"),
        (AssumePredicate::Bounded(Bounded { lb: None, ub: Some(-5) }), "#cuda_tile.bounded<?, -5>"),
    ];
    for (predicate, text) in cases {
        let attr = predicate.to_attribute(&context);
        assert_eq!(attr.to_string(), text);
        assert!(AssumePredicate::isa(attr));
        assert_eq!(AssumePredicate::from_attribute(attr), Some(predicate.clone()));
        assert_eq!(Attribute::parse(&context, text), Some(attr));
    }
    let unit = Attribute::unit(&context);
    assert!(!AssumePredicate::isa(unit));
    assert_eq!(AssumePredicate::from_attribute(unit), None);
    assert_eq!(DivBy::from_attribute(SameElements { values: vec![] }.to_attribute(&context)), None);
}

#[test]
fn optimization_hints() {
    let context = new_context();
    let location = Location::unknown(&context);
    let hints = hints_from_text(
        location,
        &context,
        "{sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {latency = 3, allow_tma = false}}",
    )
    .unwrap();
    assert_eq!(
        hints.to_attribute().to_string(),
        "#cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {allow_tma = false, latency = 3}>"
    );
    assert_eq!(hints.num_cta_in_cga("sm_100"), Some(2));
    assert_eq!(hints.occupancy("sm_100"), Some(4));
    assert_eq!(hints.latency("sm_90"), Some(3));
    assert_eq!(hints.allow_tma("sm_90"), Some(false));
    assert_eq!(hints.latency("sm_100"), None);
    assert_eq!(hints.entries().iter().map(|(arch, _)| arch.as_str()).collect::<Vec<_>>(), vec!["sm_100", "sm_90"]);
    assert_eq!(OptimizationHints::from_attribute(hints.to_attribute()), Some(hints));

    // `default` applies to a target without an entry of its own; an entry
    // of its own hides every `default` hint.
    let hints =
        hints_from_text(location, &context, "{sm_90 = {latency = 3}, default = {allow_tma = false, latency = 5}}")
            .unwrap();
    assert_eq!(hints.latency("sm_90"), Some(3));
    assert_eq!(hints.allow_tma("sm_90"), None);
    assert_eq!(hints.latency("sm_100"), Some(5));
    assert_eq!(hints.allow_tma("sm_100"), Some(false));

    let messages = capture(&context);
    assert!(hints_from_text(location, &context, "{sm_75 = {}}").is_none());
    assert!(hints_from_text(location, &context, "{sm_80 = {latency = 0}}").is_none());
    assert_eq!(
        *messages.borrow(),
        vec![
            "unallowed key sm_75".to_owned(),
            "integer value in the range [1, 10] is expected for sm_80.latency".to_owned(),
        ]
    );
}

#[test]
fn div_by_every_without_along_is_rejected() {
    let context = new_context();
    let messages = capture(&context);
    let location = Location::unknown(&context);
    let i32 = IntegerType::new(&context, 32).into();
    let tile = TileType::new(location, &[4], i32).unwrap().to_type();
    let module = Module::new(location);
    let block = Block::new(&[(tile, location)]);
    let lone_every = DivBy { divisor: 4, every: Some(2), along: None }.to_attribute(&context);
    let assume = OperationBuilder::new("cuda_tile.assume", location)
        .add_operands(&[block.argument(0).unwrap().into()])
        .add_attributes(&[(Identifier::new(&context, "predicate"), lone_every)])
        .add_results(&[tile])
        .build()
        .unwrap();
    let block = module.body().append_operation(
        OperationBuilder::new("test.holder", location)
            .add_regions([{
                let region = melior::ir::Region::new();
                region.append_block(block);
                region
            }])
            .build()
            .unwrap(),
    );
    let holder_block = block.region(0).unwrap().first_block().unwrap();
    let assume = holder_block.append_operation(assume);
    assert!(!assume.verify());
    assert_eq!(
        *messages.borrow(),
        vec!["'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' must be used in combination".to_owned()]
    );
}

/// Hints from the text of their dictionary (the tests write it as text).
fn hints_from_text<'c>(
    location: Location<'c>,
    context: &'c Context,
    dictionary: &str,
) -> Option<OptimizationHints<'c>> {
    OptimizationHints::new(location, Attribute::parse(context, dictionary)?)
}
