// Umbrella file: everything the nv_tileas dialect defines. mlir-tblgen and
// melior::dialect! both read this file. The types are nv_tileaa's.
include "NvTileAS/NvTileASDialect.td"
include "NvTileAS/NvTileASAttrs.td"
include "NvTileAS/NvTileASMemoryOps.td"
include "NvTileAS/NvTileASLayoutOps.td"
include "NvTileAS/NvTileASAsyncOps.td"
