// Umbrella file: everything the cuda_tile dialect defines. mlir-tblgen and
// melior::dialect! both read this file; the test-only ops only with
// -DTILEAS_TESTING_OPS (mlir-tblgen, see CudaTileTestingOps.td).
include "CudaTile/CudaTileDialect.td"
include "CudaTile/CudaTileAttrs.td"
include "CudaTile/CudaTileTypes.td"
include "CudaTile/CudaTileDebugInfo.td"
include "CudaTile/CudaTileOpBase.td"
include "CudaTile/CudaTileOps.td"
include "CudaTile/CudaTileArithOps.td"
include "CudaTile/CudaTileConvertOps.td"
include "CudaTile/CudaTileViewOps.td"
include "CudaTile/CudaTileControlFlowOps.td"
#ifdef TILEAS_TESTING_OPS
include "CudaTile/CudaTileTestingOps.td"
#endif
