// tileiras 13.5's options besides the remarks (remarks.mlir): --list-versions,
// --preview and the bytecode's preview bit, -l tile libraries, the 13.5 targets.
// REQUIRES: tileiras-driver
// RUN: rm -rf %t.d && mkdir -p %t.d

// RUN: tileiras --list-versions | FileCheck %s --check-prefix=LIST --match-full-lines
// LIST: 13.1
// LIST-NEXT: 13.2
// LIST-NEXT: 13.3
// LIST-NEXT: 13.4
// LIST-NEXT: 13.5
// LIST-EMPTY:

// The preview bit (tag bit 0 of the header): only at the newest version (13.5)
// and only with a preview feature enabled; otherwise status 3.
// RUN: python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); b[10] |= 1; open(sys.argv[2], "wb").write(b)' %corpus/cutile-1.7/13.5/vec_add_f32.tileirbc %t.d/p135.tileirbc
// RUN: python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); b[10] |= 1; open(sys.argv[2], "wb").write(b)' %corpus/cutile-1.7/13.4/vec_add_f32.tileirbc %t.d/p134.tileirbc
// RUN: tileiras --emit=ptx --preview=simt -o %t.d/p.ptx %t.d/p135.tileirbc
// RUN: { tileiras --emit=ptx -o %t.d/q.ptx %t.d/p135.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=NOFEATURE
// NOFEATURE: error: at offset 8: public-preview bytecode needs a preview feature enabled (--preview=simt)
// NOFEATURE-NEXT: error: input does not correspond to Tile IR bytecode
// NOFEATURE-NEXT: exit=3
// RUN: { tileiras --emit=ptx --preview=simt -o %t.d/q.ptx %t.d/p134.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: at offset 8: public-preview bytecode at version 13.4.1 is not readable; preview content is only valid at the newest version 13.5
// OLD-NEXT: error: input does not correspond to Tile IR bytecode
// OLD-NEXT: exit=3
// RUN: not test -e %t.d/q.ptx
// RUN: { tileiras --preview=bogus %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: error: invalid value 'bogus' for '--preview <feature[,feature...]>'
// BOGUS: exit=1

// Tile libraries: they need the SIMT preview, must be readable, and cannot
// be linked by tileas yet (status 5, nothing written).
// RUN: { tileiras -l %t.d/lib.o -o %t.d/l.o %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=LIBPREVIEW
// LIBPREVIEW: error: tile library '{{.*}}lib.o': libraries require the 'simt' preview feature
// LIBPREVIEW-NEXT: error: failed to compile Tile IR program
// LIBPREVIEW-NEXT: exit=5
// RUN: { tileiras --preview=simt -l %t.d/lib.o -o %t.d/l.o %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=LIBMISSING
// LIBMISSING: error: cannot open tile library '{{.*}}lib.o': No such file or directory
// LIBMISSING-NEXT: error: failed to compile Tile IR program
// LIBMISSING-NEXT: exit=5
// RUN: { tileiras --preview=simt --library=%corpus/vec_add_f32.tileirbc -o %t.d/l.o %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=LIBLINK
// LIBLINK: error: tile library '{{.*}}vec_add_f32.tileirbc': linking tile libraries is not supported by tileas yet
// LIBLINK-NEXT: error: failed to compile Tile IR program
// LIBLINK-NEXT: exit=5
// RUN: not test -e %t.d/l.o

// 13.5's targets: sm_87 and sm_88 compile; sm_107 is accepted on the command
// line but LLVM 22's NVPTX back end has no such target (status 5).
// RUN: tileiras --emit=ptx --gpu-name sm_87 -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=SM87
// SM87: .target sm_87{{$}}
// RUN: tileiras --emit=ptx --gpu-name sm_88 -o - %corpus/vec_add_f32.tileirbc | FileCheck %s --check-prefix=SM88
// SM88: .target sm_88{{$}}
// RUN: { tileiras --emit=ptx --gpu-name sm_107 -o %t.d/s107.ptx %corpus/vec_add_f32.tileirbc; echo "exit=$?"; } 2>&1 | FileCheck %s --check-prefix=SM107
// SM107: error: failed to compile Tile IR program: 'sm_107a' is not a recognized NVPTX target
// SM107: exit=5
// RUN: not test -e %t.d/s107.ptx
