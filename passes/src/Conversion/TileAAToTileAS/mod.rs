//! `convert-tileaa-to-tileas` (docs/design/lowering-ir.md). Not implemented yet.

use crate::registry::{PassFailed, RustPass};
use melior::ir::operation::OperationRef;

#[derive(Clone, Debug, Default)]
pub struct ConvertTileAAToTileAS;

impl RustPass for ConvertTileAAToTileAS {
    const ARGUMENT: &'static str = "convert-tileaa-to-tileas";
    const NAME: &'static str = "ConvertTileAAToTileAS";
    const DESCRIPTION: &'static str = "(not implemented yet)";
    const ANCHOR: Option<&'static str> = Some("builtin.module");

    fn run(&mut self, _module: OperationRef<'_, '_>) -> Result<(), PassFailed> {
        Ok(())
    }
}
