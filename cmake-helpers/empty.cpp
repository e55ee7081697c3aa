// libMLIR-C is made of whole archives only; this file gives CMake a source.
