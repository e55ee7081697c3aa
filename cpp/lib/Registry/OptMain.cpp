//===- OptMain.cpp - tileas-opt entry point ------------------------------===//

#include "tileas-c/Tileas.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int tileasOptMain(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  tileasRegisterDialectsRaw(&registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tileas optimizer driver (MLIR 22 + tileas dialects)\n",
      registry));
}
