/* Checks the NVIDIA-compatible C registration entry point from plain C:
 * mlirCudaTileRegisterAllDialects makes cuda_tile loadable, its handle is the
 * one NVIDIA's header names, and its types parse and print through MLIR's C
 * API. Prints one line per check for FileCheck (test/CAPI/register.mlir). */
#include "cuda_tile-c/Registration.h"
#include "tileas-c/Tileas.h"

#include "mlir-c/IR.h"

#include <stdio.h>

static void printToStdout(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirCudaTileRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);

  MlirDialect dialect =
      mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("cuda_tile"));
  if (mlirDialectIsNull(dialect)) {
    fprintf(stderr, "error: cuda_tile is not loadable after registration\n");
    return 1;
  }
  MlirStringRef ns = mlirDialectGetNamespace(dialect);
  printf("loaded: %.*s\n", (int)ns.length, ns.data);

  MlirDialectHandle handle = mlirGetDialectHandle__cuda_tile__();
  MlirStringRef handleNs = mlirDialectHandleGetNamespace(handle);
  printf("handle: %.*s\n", (int)handleNs.length, handleNs.data);

  MlirType tile = mlirTypeParseGet(
      ctx, mlirStringRefCreateFromCString("!cuda_tile.tile<4x8xf32>"));
  if (mlirTypeIsNull(tile)) {
    fprintf(stderr, "error: a cuda_tile type does not parse\n");
    return 1;
  }
  printf("type: ");
  mlirTypePrint(tile, printToStdout, NULL);
  printf("\n");

  mlirContextDestroy(ctx);
  return 0;
}
