// The NVIDIA-compatible C registration entry point (cuda_tile-c/Registration.h)
// from a plain C program: registering makes cuda_tile loadable, its dialect
// handle has NVIDIA's name, and its types parse and print through MLIR's C API
// (cpp/test/CAPI/register-dialects.c).
// RUN: tileas-capi-register | FileCheck %s
// CHECK: loaded: cuda_tile
// CHECK-NEXT: handle: cuda_tile
// CHECK-NEXT: type: !cuda_tile.tile<4x8xf32>
