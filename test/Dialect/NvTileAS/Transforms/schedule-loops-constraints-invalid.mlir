// Scheduling constraint attributes that are not what their key needs are
// located errors of tileas-schedule-loops (NVIDIA's parser reads them as 0
// or as set).
// RUN: tileas-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(tileas-schedule-loops))'

func.func @gid_string(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.gid' must be an integer}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.gid = "one"} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @gid_negative(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.gid' must be a non-negative 32-bit integer}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.gid = -1 : i32} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @max_depth_wide(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.max_depth' must be a non-negative 32-bit integer}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.max_depth = 4294967296 : i64} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @leader_float(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.leader_gid' must be an integer}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.leader_gid = 1.0 : f32} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @serial_false(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.force_serial_execution' must be a unit attribute (its presence is the constraint)}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.force_serial_execution = false} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @serial_int(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.schedule.constraint.force_serial_execution' must be a unit attribute (its presence is the constraint)}}
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.force_serial_execution = 1 : i32} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @remat_negative(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.max_num_of_recomputations' must be a non-negative 32-bit integer}}
  %next = arith.addi %i, %c1 {tileas.max_num_of_recomputations = -3 : si32} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

func.func @recomputable_string(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-error @+1 {{'arith.addi' op 'tileas.recomputable' must be a unit attribute (its presence is the constraint)}}
  %next = arith.addi %i, %c1 {tileas.recomputable = "yes"} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// -----

// A unit attribute, `true` and an unsigned integer are accepted.
func.func @accepted(%n: i64) attributes {nv_tileaa.kernel, nv_tileas.num_threads = 128 : i32} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 {tileas.schedule.constraint.force_serial_execution = true, tileas.recomputable, tileas.schedule.constraint.gid = 4294967295 : ui32} : i64
  cf.br ^header(%next : i64)
^exit:
  return
}
