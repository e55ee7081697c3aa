//===- ViewDirectives.h - custom directives: views, assume, globals -*- C++ -*-===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_VIEWDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_VIEWDIRECTIVES_H

namespace mlir::cuda_tile {
/// `custom<AssumePredicate>`: `div_by<16>`, `same_elements<[1, 4]>`,
/// `bounded<0, ?>` (short form, printed), or `#cuda_tile.div_by<16>` etc.
ParseResult parseAssumePredicate(AsmParser &parser,
                                 AssumePredicateAttrInterface &attr);
void printAssumePredicate(AsmPrinter &printer, Operation *,
                          AssumePredicateAttrInterface attr);

/// `custom<CudaTileTypeSplat>(type($xs), ref($xs))`: one type written for
/// all values of a variadic operand (`tile<i32>` for `[%i, %j]`).
ParseResult
parseCudaTileTypeSplat(AsmParser &parser, SmallVectorImpl<Type> &types,
                       ArrayRef<OpAsmParser::UnresolvedOperand> values);
void printCudaTileTypeSplat(AsmPrinter &printer, Operation *, TypeRange types,
                            ValueRange values);

/// `custom<MultimemIndexTypes>(type($index), ref($index), type($token))`:
/// the index types as CudaTileTypeSplat, then `, token` when the op takes an
/// input token (13.5 multimem ops).
ParseResult
parseMultimemIndexTypes(AsmParser &parser, SmallVectorImpl<Type> &types,
                        ArrayRef<OpAsmParser::UnresolvedOperand> values,
                        Type &tokenType);
void printMultimemIndexTypes(AsmPrinter &printer, Operation *, TypeRange types,
                             ValueRange values, Type tokenType);

/// `custom<DenseIntOrFPElementsAttrNoResult>`: `<i32: [1, 2]> : tile<2xi32>`
/// where the type is the attribute's own (no op result carries it).
ParseResult parseDenseIntOrFPElementsAttrNoResult(AsmParser &parser,
                                                  DenseIntOrFPElementsAttr &attr);
void printDenseIntOrFPElementsAttrNoResult(AsmPrinter &printer, Operation *op,
                                           DenseIntOrFPElementsAttr attr);

/// `custom<GlobalHead>`: `[public | private] [constant] @name` of a global.
/// No visibility keyword or `public` leaves the attribute unset (the default,
/// public); only `private` is printed.
ParseResult parseGlobalHead(AsmParser &parser, SymbolVisibilityAttr &visibility,
                            UnitAttr &constant, StringAttr &name);
void printGlobalHead(AsmPrinter &printer, Operation *,
                     SymbolVisibilityAttr visibility, UnitAttr constant,
                     StringAttr name);
} // namespace mlir::cuda_tile

#endif
