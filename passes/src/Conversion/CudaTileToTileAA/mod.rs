//! `convert-cuda-tile-to-tileaa` (docs/design/lowering-ir.md). Not implemented yet.

use crate::registry::{PassFailed, RustPass};
use melior::ir::operation::OperationRef;

#[derive(Clone, Debug, Default)]
pub struct ConvertCudaTileToTileAA;

impl RustPass for ConvertCudaTileToTileAA {
    const ARGUMENT: &'static str = "convert-cuda-tile-to-tileaa";
    const NAME: &'static str = "ConvertCudaTileToTileAA";
    const DESCRIPTION: &'static str = "(not implemented yet)";
    const ANCHOR: Option<&'static str> = Some("builtin.module");

    fn run(&mut self, _module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        Ok(())
    }
}
