// tileas-prefetch-loads issues a loop's pointer loads (gathers) one
// iteration early: the load of iteration init in the preheader, that of
// i + step at the top of the body, each masked off where its iteration is
// past the bound, the loaded tile reaching the body through a new header
// argument. A loop whose body stores, a load whose pointers depend on a
// loop-carried value, and a tile of more than 64 bytes a thread stay as
// they are.
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-prefetch-loads | FileCheck %s
// RUN: tileas-opt %s --split-input-file -convert-tileaa-to-tileas -tileas-assign-layouts -tileas-prefetch-loads -convert-tileas-to-llvm -o /dev/null

// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32>, %{{[^:]*}}: !nv_tileaa.ptr<f32>, %[[N:[^:]*]]: i32
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[MASK0:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<128xi32
// CHECK: %[[PTRS0:.*]] = nv_tileaa.addptr
// CHECK: %[[LIVE0:.*]] = arith.cmpi slt, %[[C0]], %[[N]] : i32
// CHECK: %[[SPLAT0:.*]] = nv_tileaa.splat %[[LIVE0]] : i1 -> tensor<128xi1
// CHECK: %[[AND0:.*]] = arith.andi %[[MASK0]], %[[SPLAT0]]
// CHECK: %[[FIRST:.*]] = nv_tileas.load %[[PTRS0]] mask(%[[AND0]] : {{.*}}) padding(
// CHECK: cf.br ^bb1(%[[C0]], %{{.*}}, %[[FIRST]] :
// CHECK: ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: tensor<128xf32, {{.*}}>, %[[CUR:.*]]: tensor<128xf32, {{.*}}>):
// CHECK: ^bb2:
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[INEXT:.*]] = arith.addi %[[I]], %[[STEP]] : i32
// CHECK-NEXT: arith.muli %[[INEXT]]
// CHECK: %[[LIVE:.*]] = arith.cmpi slt, %[[INEXT]], %[[N]] : i32
// CHECK: %[[NEXT:.*]] = nv_tileas.load
// CHECK-NOT: nv_tileas.load
// CHECK: %[[SUM:.*]] = arith.addf %[[ACC]], %[[CUR]]
// CHECK: cf.br ^bb1(%{{.*}}, %[[SUM]], %[[NEXT]] :

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @gather(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %n: i32, %len: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128xf32>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.make_range : tensor<128xi32>
    %p1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %lenv = nv_tileaa.splat %len : i32 -> tensor<128xi32>
    cf.br ^h(%c0, %zero : i32, tensor<128xf32>)
  ^h(%i: i32, %acc: tensor<128xf32>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^b, ^x(%acc : tensor<128xf32>)
  ^b:
    %o = arith.muli %i, %c128 : i32
    %ov = nv_tileaa.splat %o : i32 -> tensor<128xi32>
    %idx = arith.addi %ov, %r : tensor<128xi32>
    %in = arith.cmpi slt, %idx, %lenv : tensor<128xi32>
    %idx64 = arith.extsi %idx : tensor<128xi32> to tensor<128xi64>
    %ptrs = nv_tileaa.addptr %p1, %idx64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %v, %t = nv_tileaa.load %ptrs mask(%in : tensor<128xi1>) padding(%zero : tensor<128xf32>) token(%tok) {sem = "weak"} : tensor<128x!nv_tileaa.ptr<f32>> -> tensor<128xf32>
    %s = arith.addf %acc, %v : tensor<128xf32>
    %next = arith.addi %i, %c1 : i32
    cf.br ^h(%next, %s : i32, tensor<128xf32>)
  ^x(%res: tensor<128xf32>):
    %q1 = nv_tileaa.splat %q : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %r64 = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    %qs = nv_tileaa.addptr %q1, %r64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %t2 = nv_tileaa.store %res, %qs token(%tok) {sem = "weak"} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
    return
  }
}

// -----

// An unmasked load gets the iteration's mask alone.
// CHECK-LABEL: func.func @no_mask(
// CHECK: %[[LIVE0:.*]] = arith.cmpi slt
// CHECK: %[[SPLAT0:.*]] = nv_tileaa.splat %[[LIVE0]]
// CHECK: nv_tileas.load %{{.*}} mask(%[[SPLAT0]] : {{.*}}) {sem = "weak"}
// CHECK: ^bb1(%{{.*}}: i32, %{{.*}}: tensor<128xf32, {{.*}}>, %{{.*}}: tensor<128xf32, {{.*}}>):

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @no_mask(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %n: i32, %len: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128xf32>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.make_range : tensor<128xi32>
    %p1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %lenv = nv_tileaa.splat %len : i32 -> tensor<128xi32>
    cf.br ^h(%c0, %zero : i32, tensor<128xf32>)
  ^h(%i: i32, %acc: tensor<128xf32>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^b, ^x(%acc : tensor<128xf32>)
  ^b:
    %o = arith.muli %i, %c128 : i32
    %ov = nv_tileaa.splat %o : i32 -> tensor<128xi32>
    %idx = arith.addi %ov, %r : tensor<128xi32>
    %idx64 = arith.extsi %idx : tensor<128xi32> to tensor<128xi64>
    %ptrs = nv_tileaa.addptr %p1, %idx64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %v, %t = nv_tileaa.load %ptrs token(%tok) {sem = "weak"} : tensor<128x!nv_tileaa.ptr<f32>> -> tensor<128xf32>
    %s = arith.addf %acc, %v : tensor<128xf32>
    %next = arith.addi %i, %c1 : i32
    cf.br ^h(%next, %s : i32, tensor<128xf32>)
  ^x(%res: tensor<128xf32>):
    %q1 = nv_tileaa.splat %q : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %r64 = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    %qs = nv_tileaa.addptr %q1, %r64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %t2 = nv_tileaa.store %res, %qs token(%tok) {sem = "weak"} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
    return
  }
}

// -----

// CHECK-LABEL: func.func @store_in_body(
// CHECK: ^bb1(%{{[^:]*}}: i32, %{{[^:]*}}: tensor<128xf32, {{[^>]*>>}}):
// CHECK: ^bb2:
// CHECK-NOT: ^bb3(
// CHECK: nv_tileas.load
// CHECK-NOT: ^bb3(
// CHECK: nv_tileas.store

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @store_in_body(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %n: i32, %len: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128xf32>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.make_range : tensor<128xi32>
    %p1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %lenv = nv_tileaa.splat %len : i32 -> tensor<128xi32>
    cf.br ^h(%c0, %zero : i32, tensor<128xf32>)
  ^h(%i: i32, %acc: tensor<128xf32>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^b, ^x(%acc : tensor<128xf32>)
  ^b:
    %o = arith.muli %i, %c128 : i32
    %ov = nv_tileaa.splat %o : i32 -> tensor<128xi32>
    %idx = arith.addi %ov, %r : tensor<128xi32>
    %in = arith.cmpi slt, %idx, %lenv : tensor<128xi32>
    %idx64 = arith.extsi %idx : tensor<128xi32> to tensor<128xi64>
    %ptrs = nv_tileaa.addptr %p1, %idx64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %v, %t = nv_tileaa.load %ptrs mask(%in : tensor<128xi1>) padding(%zero : tensor<128xf32>) token(%tok) {sem = "weak"} : tensor<128x!nv_tileaa.ptr<f32>> -> tensor<128xf32>
    %s = arith.addf %acc, %v : tensor<128xf32>
    %tw = nv_tileaa.store %s, %ptrs token(%tok) {sem = "weak"} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
    %next = arith.addi %i, %c1 : i32
    cf.br ^h(%next, %s : i32, tensor<128xf32>)
  ^x(%res: tensor<128xf32>):
    %q1 = nv_tileaa.splat %q : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %r64 = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    %qs = nv_tileaa.addptr %q1, %r64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %t2 = nv_tileaa.store %res, %qs token(%tok) {sem = "weak"} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
    return
  }
}

// -----

// CHECK-LABEL: func.func @carried(
// CHECK: ^bb1(%{{[^:]*}}: i32, %{{[^:]*}}: tensor<128xf32, {{[^>]*>>}}):
// CHECK: ^bb2:
// CHECK: arith.fptosi
// CHECK: nv_tileas.load

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @carried(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %n: i32, %len: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128xf32>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.make_range : tensor<128xi32>
    %p1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %lenv = nv_tileaa.splat %len : i32 -> tensor<128xi32>
    cf.br ^h(%c0, %zero : i32, tensor<128xf32>)
  ^h(%i: i32, %acc: tensor<128xf32>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^b, ^x(%acc : tensor<128xf32>)
  ^b:
    %ai = arith.fptosi %acc : tensor<128xf32> to tensor<128xi32>
    %o = arith.muli %i, %c128 : i32
    %ov = nv_tileaa.splat %o : i32 -> tensor<128xi32>
    %idx0 = arith.addi %ov, %r : tensor<128xi32>
    %idx = arith.addi %idx0, %ai : tensor<128xi32>
    %in = arith.cmpi slt, %idx, %lenv : tensor<128xi32>
    %idx64 = arith.extsi %idx : tensor<128xi32> to tensor<128xi64>
    %ptrs = nv_tileaa.addptr %p1, %idx64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %v, %t = nv_tileaa.load %ptrs mask(%in : tensor<128xi1>) padding(%zero : tensor<128xf32>) token(%tok) {sem = "weak"} : tensor<128x!nv_tileaa.ptr<f32>> -> tensor<128xf32>
    %s = arith.addf %acc, %v : tensor<128xf32>
    %next = arith.addi %i, %c1 : i32
    cf.br ^h(%next, %s : i32, tensor<128xf32>)
  ^x(%res: tensor<128xf32>):
    %q1 = nv_tileaa.splat %q : !nv_tileaa.ptr<f32> -> tensor<128x!nv_tileaa.ptr<f32>>
    %r64 = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    %qs = nv_tileaa.addptr %q1, %r64 : tensor<128x!nv_tileaa.ptr<f32>>, tensor<128xi64>
    %t2 = nv_tileaa.store %res, %qs token(%tok) {sem = "weak"} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
    return
  }
}

// -----

// CHECK-LABEL: func.func @large(
// CHECK: ^bb1(%{{[^:]*}}: i32, %{{[^:]*}}: tensor<8192xf32, {{[^>]*>>}}):
// CHECK: ^bb2:
// CHECK: nv_tileas.load

module attributes {nv_tileas.compute_capability = 90 : i64} {
  func.func @large(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>, %n: i32, %len: i32) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 8192 : i32
    %zero = arith.constant dense<0.0> : tensor<8192xf32>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.make_range : tensor<8192xi32>
    %p1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<8192x!nv_tileaa.ptr<f32>>
    %lenv = nv_tileaa.splat %len : i32 -> tensor<8192xi32>
    cf.br ^h(%c0, %zero : i32, tensor<8192xf32>)
  ^h(%i: i32, %acc: tensor<8192xf32>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^b, ^x(%acc : tensor<8192xf32>)
  ^b:
    %o = arith.muli %i, %c128 : i32
    %ov = nv_tileaa.splat %o : i32 -> tensor<8192xi32>
    %idx = arith.addi %ov, %r : tensor<8192xi32>
    %in = arith.cmpi slt, %idx, %lenv : tensor<8192xi32>
    %idx64 = arith.extsi %idx : tensor<8192xi32> to tensor<8192xi64>
    %ptrs = nv_tileaa.addptr %p1, %idx64 : tensor<8192x!nv_tileaa.ptr<f32>>, tensor<8192xi64>
    %v, %t = nv_tileaa.load %ptrs mask(%in : tensor<8192xi1>) padding(%zero : tensor<8192xf32>) token(%tok) {sem = "weak"} : tensor<8192x!nv_tileaa.ptr<f32>> -> tensor<8192xf32>
    %s = arith.addf %acc, %v : tensor<8192xf32>
    %next = arith.addi %i, %c1 : i32
    cf.br ^h(%next, %s : i32, tensor<8192xf32>)
  ^x(%res: tensor<8192xf32>):
    %q1 = nv_tileaa.splat %q : !nv_tileaa.ptr<f32> -> tensor<8192x!nv_tileaa.ptr<f32>>
    %r64 = arith.extsi %r : tensor<8192xi32> to tensor<8192xi64>
    %qs = nv_tileaa.addptr %q1, %r64 : tensor<8192x!nv_tileaa.ptr<f32>>, tensor<8192xi64>
    %t2 = nv_tileaa.store %res, %qs token(%tok) {sem = "weak"} : tensor<8192xf32>, tensor<8192x!nv_tileaa.ptr<f32>>
    return
  }
}
