// The vector add assembles with NVIDIA's ptxas on each target tier.
// REQUIRES: tileas-llc, ptxas
// RUN: tileas-llc %S/vector-add.mlir --mcpu=sm_80 --verify-ptxas -o %t.ptx
// RUN: tileas-llc %S/vector-add.mlir --mcpu=sm_90a --verify-ptxas -o %t.ptx
// RUN: tileas-llc %S/vector-add.mlir --mcpu=sm_100a --verify-ptxas -o %t.ptx
// RUN: tileas-llc %S/vector-add.mlir --mcpu=sm_120a --verify-ptxas -o %t.ptx
