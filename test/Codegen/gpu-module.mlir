// A gpu.module with #nvvm.target: its body is compiled; MLIR's own NVVM
// verifier already rejects ops the chip lacks, before LLVM sees them.
// REQUIRES: tileas-llc
// RUN: tileas-llc %s --mcpu=sm_90 | FileCheck %s
// RUN: sed 's|// TCGEN05: ||' %s | not tileas-llc - --mcpu=sm_90 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not tileas-llc %s --mcpu=sm_100a 2>&1 | FileCheck %s --check-prefix=CHIP

// CHECK: .target sm_90
// CHECK: .visible .entry k()
// CHECK: bar.sync 0;

// CHIP: error: the gpu.module targets sm_90 (#nvvm.target) but code is generated for sm_100a
// ERR: <stdin>:{{[0-9]+}}:{{[0-9]+}}: error: 'nvvm.tcgen05.fence' op is not supported on sm_90

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    llvm.func @k() attributes {nvvm.kernel} {
      nvvm.barrier0
      // TCGEN05: nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
      llvm.return
    }
  }
}
