// Umbrella file: everything the cuda_tile dialect defines.
include "CudaTile/CudaTileDialect.td"
include "CudaTile/CudaTileAttrs.td"
include "CudaTile/CudaTileTypes.td"
include "CudaTile/CudaTileOps.td"
