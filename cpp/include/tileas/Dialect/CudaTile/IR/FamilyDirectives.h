//===- FamilyDirectives.h - custom directives per op family -----*- C++ -*-===//
//
// Declarations the generated op code needs, one header per op family, included
// by CudaTile.h after the attribute and type classes and before the ops.
//
//===----------------------------------------------------------------------===//
#ifndef TILEAS_DIALECT_CUDATILE_IR_FAMILYDIRECTIVES_H
#define TILEAS_DIALECT_CUDATILE_IR_FAMILYDIRECTIVES_H

#include "tileas/Dialect/CudaTile/IR/ArithDirectives.h"
#include "tileas/Dialect/CudaTile/IR/ConvertDirectives.h"
#include "tileas/Dialect/CudaTile/IR/ViewDirectives.h"
#include "tileas/Dialect/CudaTile/IR/ControlFlowDirectives.h"

#endif
