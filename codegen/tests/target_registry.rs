//! The LLVM targets are registered all at once: building the host module's
//! target machine (the driver does it on a thread of its own while NVPTX
//! generates the PTX) leaves NVPTX registered too, so neither thread can
//! register a target while the other reads or extends the registry. Its own
//! test binary, so that no other test has registered NVPTX first.

use std::ffi::CString;
use tileas_codegen::llvm::{HostTargetMachine, NVPTX_TRIPLE};

#[test]
fn host_target_machine_registers_nvptx_too() {
    HostTargetMachine::new("x86_64-unknown-linux-gnu", "x86-64", true).expect("an x86-64 host target machine");
    let triple = CString::new(NVPTX_TRIPLE).expect("no NUL in the triple");
    let mut target = std::ptr::null_mut();
    let mut msg = std::ptr::null_mut();
    // SAFETY: the triple is a live NUL-terminated string and both
    // out-parameters are locals; a failure message is freed once.
    let found = unsafe {
        let failed = llvm_sys::target_machine::LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut msg) != 0;
        if !msg.is_null() {
            llvm_sys::core::LLVMDisposeMessage(msg);
        }
        !failed
    };
    assert!(found, "NVPTX is not registered after the host target machine");
}
