// tcgen05 needs an sm_100a-class target: off it, the validator reports the
// intrinsic instead of LLVM aborting with "Cannot select".
// REQUIRES: tileas-llc
// RUN: not tileas-llc %s --mcpu=sm_90a 2>&1 | FileCheck %s
// RUN: not tileas-llc %s --mcpu=sm_120a 2>&1 | FileCheck %s --check-prefix=SM120A
// RUN: tileas-llc %s --mcpu=sm_100a | FileCheck %s --check-prefix=OK
// RUN: not tileas-llc %s --mcpu=sm_99 2>&1 | FileCheck %s --check-prefix=BADCPU

// CHECK: error: in function 'k': intrinsic 'llvm.nvvm.tcgen05.fence.before.thread.sync' is not supported on sm_90a (PTX 8.8): it needs an arch- or family-conditional sm_100/sm_101/sm_103/sm_110 target
// SM120A: is not supported on sm_120a (PTX 9.0)
// OK: tcgen05.fence::before_thread_sync;
// BADCPU: error: 'sm_99' is not a recognized NVPTX target

module {
  llvm.func @k() attributes {nvvm.kernel} {
    nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
    llvm.return
  }
}
