// Umbrella file: everything the nv_tileaa dialect defines. mlir-tblgen and
// melior::dialect! both read this file.
include "NvTileAA/NvTileAADialect.td"
include "NvTileAA/NvTileAATypes.td"
include "NvTileAA/NvTileAAOpBase.td"
include "NvTileAA/NvTileAAMemoryOps.td"
include "NvTileAA/NvTileAATensorOps.td"
include "NvTileAA/NvTileAAMiscOps.td"
