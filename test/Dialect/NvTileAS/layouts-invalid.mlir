// Diagnostics of #nv_tileas.tv (parameters, and as a tensor encoding: the
// layout must reach every element of the tile and nothing beyond it) and of
// nv_tileas.convert_layout.
// RUN: tileas-opt %s --split-input-file --verify-diagnostics

// expected-error @below {{the thread mode has 2 extents but 1 strides}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4, 2):(1), (2):(4)>>) { return }

// -----

// expected-error @below {{the value mode has a non-positive extent 0}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(2), (0):(1)>>) { return }

// -----

// expected-error @below {{the thread mode has a negative stride -2}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(-2), (2):(1)>>) { return }

// -----

// expected-error @below {{thread-value layout reaches element 14 of a tile of 8 elements}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(8)>>) { return }

// -----

// expected-error @below {{thread-value layout holds 4 values, fewer than the tile's 8 elements}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(1), (1):(0)>>) { return }

// -----

// Every slot is in bounds, but element 1 is nobody's.
// expected-error @below {{thread-value layout does not reach element 1 of the tile}}
func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(0)>>) { return }

// -----

// expected-error @below {{a thread-value layout needs a static shape}}
func.func @f(%a: tensor<?xf32, #nv_tileas.tv<(4):(1), (2):(4)>>) { return }

// -----

func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(1)>>) {
  // expected-error @below {{'nv_tileas.convert_layout' op changes the tile from 'tensor<8xf32>' to 'tensor<8xf16>'; only the layout may change}}
  %b = nv_tileas.convert_layout %a : tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(1)>> -> tensor<8xf16, #nv_tileas.tv<(4):(1), (2):(4)>>
  return
}

// -----

func.func @f(%a: tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(1)>>) {
  // expected-error @below {{'nv_tileas.convert_layout' op result must carry a #nv_tileas.tv layout, got 'tensor<8xf32>'}}
  %b = nv_tileas.convert_layout %a : tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(1)>> -> tensor<8xf32>
  return
}

// -----

func.func @f(%a: tensor<8xf32>) {
  // expected-error @below {{'nv_tileas.convert_layout' op source must carry a #nv_tileas.tv layout, got 'tensor<8xf32>'}}
  %b = nv_tileas.convert_layout %a : tensor<8xf32> -> tensor<8xf32, #nv_tileas.tv<(4):(2), (2):(1)>>
  return
}
