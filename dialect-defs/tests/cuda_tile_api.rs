//! The Rust face of cuda_tile: safe type/attribute wrappers over the C API,
//! and the ODS-generated op builders, exercised on a real MLIR context.

use melior::{
    ir::{
        attribute::DenseElementsAttribute, operation::OperationLike, r#type::IntegerType, BlockLike, Location, Module,
        Type,
    },
    Context,
};
use tileas_dialects::{
    attrs::{
        AtomicRmwMode, ComparisonOrdering, ComparisonPredicate, CudaTileEnum, IntegerOverflow, MemoryOrderingSemantics,
        MemoryScope, PaddingValue, RoundingMode, Signedness,
    },
    new_context,
    ops::cuda_tile,
    types::{PointerType, TileType, TokenType, TypeError},
};

fn f32_type(context: &Context) -> Type<'_> {
    Type::float32(context)
}

#[test]
fn tile_type_round_trips_its_parameters() {
    let context = new_context();
    let location = Location::unknown(&context);
    let tile = TileType::new(location, &[2, 8], f32_type(&context)).expect("valid tile");
    assert_eq!(tile.rank(), 2);
    assert_eq!(tile.shape(), vec![2, 8]);
    assert_eq!(tile.num_elements(), 16);
    assert_eq!(tile.element_type(), f32_type(&context));
    assert_eq!(tile.to_string(), "!cuda_tile.tile<2x8xf32>");
    // isa / TryFrom on the generic type.
    let generic: Type = tile.into();
    assert!(TileType::isa(generic));
    assert_eq!(TileType::try_from(generic), Ok(tile));
    assert!(PointerType::try_from(generic).is_err());

    let scalar = TileType::new(location, &[], f32_type(&context)).unwrap();
    assert_eq!(scalar.rank(), 0);
    assert_eq!(scalar.num_elements(), 1);
    assert_eq!(scalar.to_string(), "!cuda_tile.tile<f32>");
}

#[test]
fn invalid_tile_parameters_are_errors_not_crashes() {
    let context = new_context();
    context.attach_diagnostic_handler(|_| true); // swallow the emitted diagnostics
    let location = Location::unknown(&context);
    assert_eq!(TileType::new(location, &[3], f32_type(&context)), Err(TypeError::Invalid("tile")));
    assert_eq!(TileType::new(location, &[0], f32_type(&context)), Err(TypeError::Invalid("tile")));
    assert_eq!(TileType::new(location, &[8192, 4096], f32_type(&context)), Err(TypeError::Invalid("tile")));
    let index = Type::index(&context);
    assert_eq!(TileType::new(location, &[4], index), Err(TypeError::Invalid("tile")));
}

#[test]
fn pointer_and_token_types() {
    let context = new_context();
    context.attach_diagnostic_handler(|_| true);
    let location = Location::unknown(&context);
    let i8 = IntegerType::new(&context, 8).into();
    let ptr = PointerType::new(location, i8).unwrap();
    assert_eq!(ptr.pointee_type(), i8);
    assert_eq!(ptr.to_string(), "!cuda_tile.ptr<i8>");
    let tile_of_ptrs = TileType::new(location, &[4], ptr.into()).unwrap();
    assert_eq!(tile_of_ptrs.to_string(), "!cuda_tile.tile<4xptr<i8>>");
    assert!(PointerType::try_from(tile_of_ptrs.element_type()).is_ok());
    // A pointer to a pointer is rejected.
    assert_eq!(PointerType::new(location, ptr.into()), Err(TypeError::Invalid("ptr")));

    let token = TokenType::new(&context);
    assert_eq!(token.to_string(), "!cuda_tile.token");
    assert!(TokenType::isa(token.into()));
    let err = TileType::try_from(Type::from(token)).unwrap_err();
    assert_eq!(err.to_string(), "expected !cuda_tile.tile, got !cuda_tile.token");
}

fn check_enum<E: CudaTileEnum + std::fmt::Debug + PartialEq>(context: &Context, mnemonic: &str) {
    for &case in E::ALL {
        let attr = case.to_attribute(context);
        assert_eq!(E::from_attribute(attr), Some(case));
        match mnemonic {
            // 13.1 stores these three as plain i32 integer attributes.
            "" => assert_eq!(attr.to_string(), format!("{} : i32", case.value())),
            _ => assert_eq!(attr.to_string(), format!("#cuda_tile.{mnemonic}<{}>", case.keyword())),
        }
        assert_eq!(E::from_keyword(case.keyword()), Some(case));
        assert_eq!(E::from_u32(case.value()), Some(case));
    }
    assert_eq!(E::from_u32(E::ALL.len() as u32), None);
}

#[test]
fn enum_attributes() {
    let context = new_context();
    check_enum::<RoundingMode>(&context, "rounding");
    check_enum::<IntegerOverflow>(&context, "overflow");
    check_enum::<Signedness>(&context, "signedness");
    check_enum::<ComparisonPredicate>(&context, "comparison_predicate");
    check_enum::<ComparisonOrdering>(&context, "comparison_ordering");
    check_enum::<AtomicRmwMode>(&context, "");
    check_enum::<MemoryOrderingSemantics>(&context, "");
    check_enum::<MemoryScope>(&context, "");
    check_enum::<PaddingValue>(&context, "padding_value");
    // A different enum attribute is not mistaken for this one.
    let rounding = RoundingMode::Zero.to_attribute(&context);
    assert_eq!(IntegerOverflow::from_attribute(rounding), None);
    assert_eq!(Signedness::from_attribute(rounding), None);
    // An i32 that is a case of several integer-backed enums reads as each;
    // one beyond a kind's cases does not.
    let three = MemoryOrderingSemantics::Release.to_attribute(&context);
    assert_eq!(AtomicRmwMode::from_attribute(three), Some(AtomicRmwMode::Add));
    assert_eq!(MemoryScope::from_attribute(three), None);
    assert_eq!(RoundingMode::from_attribute(three), None);
}

#[test]
fn generated_builders_create_verified_ops() {
    let context = new_context();
    let location = Location::unknown(&context);
    let tile = TileType::new(location, &[2], f32_type(&context)).unwrap();
    let one = melior::ir::attribute::FloatAttribute::new(&context, f32_type(&context), 1.0).into();
    let value = DenseElementsAttribute::new(tile.into(), &[one, one]).unwrap();

    let module = Module::new(location);
    let constant = cuda_tile::constant(&context, tile.into(), value.into(), location);
    let constant = module.body().append_operation(constant.into());
    let result = constant.result(0).unwrap().into();
    let sum =
        cuda_tile::addf(&context, tile.into(), result, result, RoundingMode::Zero.to_attribute(&context), location);
    let sum = module.body().append_operation(sum.into());
    assert!(sum.verify());
    assert_eq!(sum.to_string(), "%0 = cuda_tile.addf %cst, %cst rounding<zero> : tile<2xf32>\n".trim_end());
}
