//! The TMA tensor maps of the lowered kernels, as the host module fills
//! them and the PTX declares them.
//!
//! The lowering appends one `ptr byval([128 x i8]) align 64` parameter per
//! tensor map to a kernel and describes each in `nv_tileas.tma_descriptors`
//! (the view's base, shape and stride parameters or constants, the box,
//! the swizzle). Here that becomes the host module's descriptor fills
//! (`tileas_host_abi::DescriptorFill`: the encoding at the hidden
//! parameter's offset, computed from the launch parameters), and the PTX
//! declares those parameters `.hidden`, as NVIDIA's does, so they stay out
//! of the kernel's `KPARAM_INFO` and a launch passes only the user's
//! arguments.

use melior::ir::{attribute::AttributeLike, operation::OperationLike, BlockLike, Module};
use mlir_sys::*;
use tileas_host_abi::tma::{Operand, ParamRef, Swizzle, TmaElem, TmaSpec};
use tileas_host_abi::{DescriptorFill, Param};

/// The kernel attribute the lowering writes (`tma_copy.rs`).
const ATTR: &str = tileas_passes::conversion::typed::TILEAS_TMA_DESCRIPTORS_ATTR;

/// The kernel attribute naming the device TMA workspace parameter.
const WORKSPACE_ATTR: &str = tileas_passes::conversion::typed::TILEAS_TMA_WORKSPACE_ATTR;

/// A kernel's tensor maps: the fills, the indices of the hidden
/// parameters (descriptors, then the workspace), and the device TMA
/// workspace parameter's offset from parameter 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMaps {
    pub fills: Vec<DescriptorFill>,
    pub hidden: Vec<usize>,
    pub workspace: Option<u32>,
}

/// For each kernel (`llvm.func` with `nvvm.kernel`, in order), its maps.
pub fn kernel_maps(module: &Module, sm: u32) -> Result<Vec<KernelMaps>, String> {
    let mut out = Vec::new();
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        const NVVM_KERNEL: &str = concat!("nvvm", ".kernel");
        if o.attribute(NVVM_KERNEL).is_ok() {
            let workspace = match o.attribute(WORKSPACE_ATTR) {
                // SAFETY: a live attribute; its kind is checked before the read.
                Ok(a) if unsafe { mlirAttributeIsAInteger(a.to_raw()) } => {
                    // SAFETY: as above.
                    Some(unsafe { mlirIntegerAttrGetValueInt(a.to_raw()) })
                }
                Ok(_) => return Err(format!("{WORKSPACE_ATTR} is not an integer")),
                Err(_) => None,
            };
            let maps = match (o.attribute(ATTR), workspace) {
                (Err(_), None) => KernelMaps::default(),
                (attr, workspace) => maps_of(o.to_raw(), attr.ok().map(|a| a.to_raw()), workspace, sm)?,
            };
            out.push(maps);
        }
        op = o.next_in_block();
    }
    Ok(out)
}

/// Size and alignment of a parameter of LLVM dialect type `t` in the PTX
/// entry (pointers 8, integers and floats their width rounded up to bytes).
fn param_of(t: MlirType) -> Result<Param, String> {
    // SAFETY: `t` is a live type; each getter is called on its kind.
    let bytes = unsafe {
        if mlirTypeIsALLVMPointerType(t) {
            8
        } else if mlirTypeIsAInteger(t) {
            mlirIntegerTypeGetWidth(t).div_ceil(8).next_power_of_two()
        } else if mlirTypeIsAFloat(t) {
            mlirFloatTypeGetWidth(t).div_ceil(8)
        } else {
            return Err("a kernel parameter of a type the host module cannot lay out".to_owned());
        }
    };
    Ok(Param { size: bytes, align: bytes })
}

fn int(dict: MlirAttribute, name: &str) -> Result<i64, String> {
    // SAFETY: `dict` is a live dictionary; the entry's kind is checked before reading it.
    unsafe {
        let a = mlirDictionaryAttrGetElementByName(dict, str_ref(name));
        if a.ptr.is_null() || !mlirAttributeIsAInteger(a) {
            return Err(format!("{ATTR}: entry without an integer '{name}'"));
        }
        Ok(mlirIntegerAttrGetValueInt(a))
    }
}

fn ints(dict: MlirAttribute, name: &str) -> Result<Vec<i64>, String> {
    // SAFETY: as above; the indices stay below the array's length.
    unsafe {
        let a = mlirDictionaryAttrGetElementByName(dict, str_ref(name));
        if a.ptr.is_null() || !mlirAttributeIsADenseI64Array(a) {
            return Err(format!("{ATTR}: entry without an i64 array '{name}'"));
        }
        Ok((0..mlirDenseArrayGetNumElements(a)).map(|i| mlirDenseI64ArrayGetElement(a, i)).collect())
    }
}

fn string(dict: MlirAttribute, name: &str) -> Result<String, String> {
    // SAFETY: as above; the string's bytes are copied before the call returns.
    unsafe {
        let a = mlirDictionaryAttrGetElementByName(dict, str_ref(name));
        if a.ptr.is_null() || !mlirAttributeIsAString(a) {
            return Err(format!("{ATTR}: entry without a string '{name}'"));
        }
        let s = mlirStringAttrGetValue(a);
        Ok(String::from_utf8_lossy(std::slice::from_raw_parts(s.data as *const u8, s.length)).into_owned())
    }
}

fn str_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const _, length: s.len() }
}

fn elem(name: &str) -> Result<TmaElem, String> {
    TmaElem::from_name(name).ok_or_else(|| format!("{ATTR}: unknown element '{name}'"))
}

/// The swizzle of an entry: `swizzle` (the span) and the optional
/// `swizzle_atom` (32: the 128-byte swizzle in 32-byte atoms; 16 or absent:
/// 16-byte units).
fn swizzle(dict: MlirAttribute) -> Result<Swizzle, String> {
    let bytes = int(dict, "swizzle")?;
    // SAFETY: `dict` is a live dictionary; the entry is only looked up.
    let has_atom = unsafe { !mlirDictionaryAttrGetElementByName(dict, str_ref("swizzle_atom")).ptr.is_null() };
    let atom = if has_atom { int(dict, "swizzle_atom")? } else { 16 };
    if atom != 16 && atom != 32 {
        return Err(format!("{ATTR}: swizzle atoms of {atom} bytes (16 or 32)"));
    }
    Swizzle::from_span_in_atoms(bytes, atom == 32)
        .ok_or_else(|| format!("{ATTR}: no {bytes}-byte swizzle in {atom}-byte units"))
}

fn target(sm: u32) -> tileas_host_abi::tma::Target {
    use tileas_host_abi::tma::Target;
    match sm {
        ..=99 => Target::Sm90,
        120.. => Target::Sm120,
        _ => Target::Sm100,
    }
}

/// The maps of kernel `func` described by `attr` (none without it), and
/// its device TMA workspace parameter (`workspace`, an index: the last
/// parameter).
fn maps_of(
    func: MlirOperation,
    attr: Option<MlirAttribute>,
    workspace: Option<i64>,
    sm: u32,
) -> Result<KernelMaps, String> {
    // SAFETY: `func` is a live `llvm.func`; its `function_type` is an LLVM
    // function type, whose inputs are read by index below their count.
    let inputs: Vec<MlirType> = unsafe {
        let ty = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(func, str_ref("function_type")));
        (0..mlirLLVMFunctionTypeGetNumInputs(ty)).map(|i| mlirLLVMFunctionTypeGetInput(ty, i)).collect()
    };
    // SAFETY: `attr` is a live attribute; its elements are read by index.
    let entries: Vec<MlirAttribute> = match attr {
        None => Vec::new(),
        Some(attr) => unsafe {
            if !mlirAttributeIsAArray(attr) {
                return Err(format!("{ATTR} is not an array"));
            }
            (0..mlirArrayAttrGetNumElements(attr)).map(|i| mlirArrayAttrGetElement(attr, i)).collect()
        },
    };
    let mut hidden: Vec<usize> =
        entries.iter().map(|d| int(*d, "param").map(|p| p as usize)).collect::<Result<_, _>>()?;
    let users = inputs.len() - hidden.len() - usize::from(workspace.is_some());
    if hidden.iter().enumerate().any(|(i, &p)| p != users + i) {
        return Err(format!("{ATTR}: the tensor maps are not the kernel's last parameters"));
    }
    if let Some(w) = workspace {
        if w != inputs.len() as i64 - 1 {
            return Err(format!("{WORKSPACE_ATTR}: the workspace is not the kernel's last parameter"));
        }
        hidden.push(w as usize);
    }
    let params: Vec<Param> = inputs[..users].iter().map(|t| param_of(*t)).collect::<Result<_, _>>()?;
    let offsets = tileas_host_abi::param_offsets(&params, 0);
    let user_end = offsets.last().zip(params.last()).map_or(0, |(o, p)| o + p.size);
    let hidden_at = tileas_host_abi::tma::hidden_param_offsets(user_end, target(sm), entries.len());
    let param_ref = |arg: i64| -> Result<ParamRef, String> {
        let i = usize::try_from(arg).ok().filter(|i| *i < users).ok_or(format!("{ATTR}: no parameter {arg}"))?;
        Ok(match params[i].size {
            4 => ParamRef::u32_at(offsets[i]),
            8 => ParamRef::u64_at(offsets[i]),
            n => return Err(format!("{ATTR}: parameter {arg} has {n} bytes")),
        })
    };
    let operands = |d: MlirAttribute, args: &str, consts: &str| -> Result<Vec<Operand>, String> {
        ints(d, args)?
            .into_iter()
            .zip(ints(d, consts)?)
            .map(|(a, c)| if a < 0 { Ok(Operand::Const(c as u64)) } else { param_ref(a).map(Operand::Param) })
            .collect()
    };
    let mut fills = Vec::new();
    for (d, at) in entries.iter().zip(hidden_at) {
        let elem_name = string(*d, "elem")?;
        let spec = TmaSpec {
            elem: elem(&elem_name)?,
            address: param_ref(int(*d, "address")?)?,
            dims: operands(*d, "dims", "dims_const")?,
            strides: operands(*d, "strides", "strides_const")?,
            box_dims: ints(*d, "box")?.into_iter().map(|b| b as u32).collect(),
            swizzle: swizzle(*d)?,
            tf32: elem_name == "tf32",
        };
        fills.push(DescriptorFill::new(at, &spec).map_err(|e| format!("{ATTR}: {e}"))?);
    }
    let end = fills.last().map_or(user_end, |f| f.param_offset + tileas_host_abi::DESCRIPTOR_PARAM_BYTES);
    let workspace = workspace.map(|_| tileas_host_abi::workspace_param_offset(end));
    Ok(KernelMaps { fills, hidden, workspace })
}

/// Declares the hidden parameters of `kernels` (name, parameter indices)
/// `.hidden` in `ptx`, as NVIDIA's PTX does. A text edit of NVPTX's output
/// because LLVM has no attribute for it: a `.hidden` parameter stays out of
/// ptxas' `KPARAM_INFO`, so the CUDA driver expects only the user's
/// arguments at launch and the host module fills the rest.
pub fn mark_hidden(ptx: &str, kernels: &[(String, Vec<usize>)]) -> String {
    let names: std::collections::HashSet<String> =
        kernels.iter().flat_map(|(k, params)| params.iter().map(move |p| format!("{k}_param_{p}"))).collect();
    if names.is_empty() {
        return ptx.to_owned();
    }
    // `.param <type and attributes> <name>[[size]][,]`: the name is the last word.
    let name_of = |decl: &str| -> Option<String> {
        let last = decl.trim_end().trim_end_matches(',').rsplit([' ', '\t']).next()?;
        Some(last.split('[').next().unwrap_or(last).to_owned())
    };
    let mut out = String::with_capacity(ptx.len() + 16 * names.len());
    for line in ptx.split_inclusive('\n') {
        let t = line.trim_start();
        let hidden = t.starts_with(".param ") && name_of(t).is_some_and(|n| names.contains(&n));
        if hidden {
            out.push_str(&line[..line.len() - t.len()]);
            out.push_str(".hidden\t");
            out.push_str(t);
        } else {
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn maps(text: &str, sm: u32) -> Result<Vec<KernelMaps>, String> {
        let context = tileas_dialects::new_lean_context();
        let module = Module::parse(&context, text).expect("a valid test module");
        kernel_maps(&module, sm)
    }

    #[test]
    fn the_device_workspace_is_the_last_hidden_parameter() {
        // grouped_gemm_list-like: (ptr, i32) x 3, 4 x i32, then the workspace at 0x40.
        let k = r#"module {
  llvm.func @k(%a: !llvm.ptr<1>, %b: i32, %c: !llvm.ptr<1>, %d: i32, %e: !llvm.ptr<1>, %f: i32, %g: i32, %h: i32, %i: i32, %j: i32, %w: !llvm.ptr<1>) attributes {nvvm.kernel, nv_tileas.tma_workspace = 10 : i64} {
    llvm.return
  }
}"#;
        let got = maps(k, 90).expect("maps");
        assert_eq!(got, [KernelMaps { fills: Vec::new(), hidden: vec![10], workspace: Some(0x40) }]);
        let wrong = k.replace("tma_workspace = 10", "tma_workspace = 9");
        assert_eq!(
            maps(&wrong, 90).unwrap_err(),
            "nv_tileas.tma_workspace: the workspace is not the kernel's last parameter"
        );
        let text = k.replace("tma_workspace = 10 : i64", "tma_workspace = \"w\"");
        assert_eq!(maps(&text, 90).unwrap_err(), "nv_tileas.tma_workspace is not an integer");
    }

    #[test]
    fn swizzle_atoms_of_32_bytes_set_word_1_bit_19() {
        // One f32 map of parameters 0-4 (address, two extents, a stride): 128-byte swizzle.
        let k = r#"module {
  llvm.func @k(%a: !llvm.ptr<1>, %b: i32, %c: i32, %d: i32, %e: i32, %t: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}) attributes {nvvm.kernel, nv_tileas.tma_descriptors = [{address = 0 : i64, box = array<i64: 32, 32>, dims = array<i64: 1, 2>, dims_const = array<i64: 0, 0>, elem = "tf32", param = 5 : i64, strides = array<i64: 3, -1>, strides_const = array<i64: 0, 1>, swizzle = 128 : i64ATOM}]} {
    llvm.return
  }
}"#;
        let word1 = |text: &str| {
            let got = maps(text, 100).expect("maps");
            got[0].fills[0].words[1].eval(&[0x40; 64]).expect("word 1") & (1 << 19)
        };
        assert_eq!(word1(&k.replace("ATOM", "")), 0);
        assert_eq!(word1(&k.replace("ATOM", ", swizzle_atom = 16 : i64")), 0);
        assert_eq!(word1(&k.replace("ATOM", ", swizzle_atom = 32 : i64")), 1 << 19);
        let odd = k.replace("ATOM", ", swizzle_atom = 64 : i64");
        assert_eq!(maps(&odd, 100).unwrap_err(), "nv_tileas.tma_descriptors: swizzle atoms of 64 bytes (16 or 32)");
        let narrow = k.replace("swizzle = 128 : i64ATOM", "swizzle = 64 : i64, swizzle_atom = 32 : i64");
        assert_eq!(maps(&narrow, 100).unwrap_err(), "nv_tileas.tma_descriptors: no 64-byte swizzle in 32-byte units");
    }

    #[test]
    fn marks_only_the_named_parameters() {
        let ptx = ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.param .align 64 .b8 k_param_1[128],\n\t.param .align 64 .b8 k_param_10[128]\n)\n";
        let out = mark_hidden(ptx, &[("k".to_owned(), vec![1])]);
        assert_eq!(
            out,
            ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.hidden\t.param .align 64 .b8 k_param_1[128],\n\t.param .align 64 .b8 k_param_10[128]\n)\n"
        );
        assert_eq!(mark_hidden(ptx, &[]), ptx);
        // The device TMA workspace, a global pointer, last.
        let ptx = ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.param .u64 .ptr .global .align 1 k_param_1\n)\n";
        let out = mark_hidden(ptx, &[("k".to_owned(), vec![1])]);
        assert_eq!(
            out,
            ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.hidden\t.param .u64 .ptr .global .align 1 k_param_1\n)\n"
        );
    }
}
