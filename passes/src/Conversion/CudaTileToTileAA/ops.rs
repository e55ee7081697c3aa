//! Conversion of the non-control-flow cuda_tile ops (mapping table of
//! docs/design/lowering-ir.md, Stage 1).
//!
//! Positional accesses such as `operands(op)[0]` or `results(op)[1]` index
//! operands and results that the op's ODS definition makes mandatory: the
//! pass only sees IR that the cuda_tile verifiers accepted (registered ops,
//! fixed arity, consistent `operandSegmentSizes`), so they cannot be out of
//! range. Everything that depends on the input beyond that is checked and
//! reported with `fail`.

use super::{fail, is_tile, parse_type, str_value, tile_shape, Kernel, Partition, View, R};
use crate::conversion::builder::*;
use mlir_sys::*;

/// One-to-one elementwise ops: cuda_tile name → upstream name. Their default
/// rounding mode is `nearest_even`; any other mode and `flush_to_zero` are
/// recorded as discardable attributes (see `fp_attrs`).
const ELEMENTWISE: &[(&str, &str)] = &[
    ("addf", "arith.addf"),
    ("subf", "arith.subf"),
    ("mulf", "arith.mulf"),
    ("divf", "arith.divf"),
    ("remf", "arith.remf"),
    ("negf", "arith.negf"),
    ("addi", "arith.addi"),
    ("subi", "arith.subi"),
    ("muli", "arith.muli"),
    ("andi", "arith.andi"),
    ("ori", "arith.ori"),
    ("xori", "arith.xori"),
    ("shli", "arith.shli"),
    ("select", "arith.select"),
    ("bitcast", "arith.bitcast"),
    ("trunci", "arith.trunci"),
    ("absf", "math.absf"),
    ("absi", "math.absi"),
    ("ceil", "math.ceil"),
    ("floor", "math.floor"),
    ("cos", "math.cos"),
    ("cosh", "math.cosh"),
    ("sin", "math.sin"),
    ("sinh", "math.sinh"),
    ("tan", "math.tan"),
    ("tanh", "math.tanh"),
    ("exp", "math.exp"),
    ("exp2", "math.exp2"),
    ("log", "math.log"),
    ("log2", "math.log2"),
    ("sqrt", "math.sqrt"),
    ("rsqrt", "math.rsqrt"),
    ("pow", "math.powf"),
    ("fma", "math.fma"),
];

/// Keyword of a cuda_tile enum attribute (`#cuda_tile.signedness<signed>` → `signed`).
pub(crate) fn keyword(op: MlirOperation, name: &str) -> Option<String> {
    let text = attr_string(get_attr(op, name)?);
    let start = text.rfind('<')?;
    let end = text[start..].find('>')? + start;
    Some(text[start + 1..end].trim().to_string())
}

fn signed(op: MlirOperation) -> bool {
    keyword(op, "signedness").as_deref() != Some("unsigned")
}

/// Operands of `op` split by its `operandSegmentSizes`.
fn segments(op: MlirOperation) -> R<Vec<Vec<MlirValue>>> {
    let ops = operands(op);
    let attr = get_attr(op, "operandSegmentSizes")
        .ok_or_else(|| fail(op, "cannot be converted: missing operandSegmentSizes"))?;
    let mut out = Vec::new();
    let mut at = 0usize;
    unsafe {
        for i in 0..mlirDenseArrayGetNumElements(attr) {
            let n = mlirDenseI32ArrayGetElement(attr, i).max(0) as usize;
            if at + n > ops.len() {
                return Err(fail(op, "cannot be converted: inconsistent operandSegmentSizes"));
            }
            out.push(ops[at..at + n].to_vec());
            at += n;
        }
    }
    Ok(out)
}

fn int_width(t: MlirType) -> Option<u32> {
    unsafe { mlirTypeIsAInteger(t).then(|| mlirIntegerTypeGetWidth(t)) }
}

/// Element type of a (possibly tensor) type.
fn elem_of(t: MlirType) -> MlirType {
    unsafe {
        if mlirTypeIsARankedTensor(t) {
            mlirShapedTypeGetElementType(t)
        } else {
            t
        }
    }
}

fn is_special_float(t: MlirType) -> bool {
    let s = type_string(t);
    s == "tf32" || s.starts_with("f8") || s.starts_with("f6") || s.starts_with("f4")
}

impl Kernel {
    fn i64(&self) -> MlirType {
        self.b.int_type(64)
    }

    /// A scalar integer as i64 (sign-extended).
    fn to_i64(&self, op: MlirOperation, v: MlirValue) -> R<MlirValue> {
        match int_width(value_type(v)) {
            Some(64) => Ok(v),
            Some(w) if w < 64 => Ok(self.b.op1("arith.extsi", &[v], self.i64(), &[])),
            _ => Err(fail(op, "cannot be converted: expected an integer index of at most 64 bits")),
        }
    }

    /// An i64 scalar as the integer type `ty` (truncated or extended).
    fn i64_to(&self, v: MlirValue, ty: MlirType) -> MlirValue {
        match int_width(ty) {
            Some(64) | None => v,
            Some(_) => self.b.op1("arith.trunci", &[v], ty, &[]),
        }
    }

    /// Discardable rounding / flush-to-zero attributes of an elementwise op.
    fn fp_attrs(&self, op: MlirOperation, default_rounding: &str) -> Vec<(&'static str, MlirAttribute)> {
        let mut out = Vec::new();
        if let Some(mode) = keyword(op, "rounding_mode") {
            if mode != default_rounding {
                out.push(("nv_tileaa.rounding", self.b.str_attr(&mode)));
            }
        }
        if get_attr(op, "flush_to_zero").is_some() {
            out.push(("nv_tileaa.ftz", self.b.unit_attr()));
        }
        out
    }

    /// Single-result op with mapped operands and result type.
    fn simple(&mut self, op: MlirOperation, name: &str, attrs: &[(&str, MlirAttribute)]) -> R<MlirValue> {
        let ins = self.get_all(op, &operands(op))?;
        let tys = self.result_types(op)?;
        let ty = *tys.first().ok_or_else(|| fail(op, "cannot be converted: expected one result"))?;
        let v = self.b.op1(name, &ins, ty, attrs);
        self.set(results(op)[0], v);
        Ok(v)
    }

    /// What a view operand stands for. Tensor views are also ordinary values
    /// (memrefs) and may come through block arguments; partition views only
    /// from `make_partition_view`.
    fn view_of(&self, op: MlirOperation, v: MlirValue) -> R<View> {
        if let Some(view) = self.views.get(&v.into()) {
            return Ok(view.clone());
        }
        if unsafe { tileas_sys::tileasTypeIsACudaTileTensorViewType(value_type(v)) } {
            return Ok(View::Tensor(self.get(op, v)?));
        }
        Err(fail(
            op,
            "cannot be converted: the partition view operand does not come from make_partition_view in this kernel",
        ))
    }

    fn partition(&self, op: MlirOperation, v: MlirValue) -> R<Partition> {
        match self.view_of(op, v)? {
            View::Partition(p) => Ok(p),
            View::Tensor(_) => Err(fail(op, "cannot be converted: expected a partition_view operand")),
        }
    }

    fn memory_attrs(&self, op: MlirOperation) -> Vec<(&'static str, MlirAttribute)> {
        let mut out =
            vec![("sem", self.b.str_attr(&keyword(op, "memory_ordering_semantics").unwrap_or_else(|| "weak".into())))];
        if let Some(scope) = keyword(op, "memory_scope") {
            out.push(("scope", self.b.str_attr(&scope)));
        }
        out
    }

    fn segment_attr(&self, sizes: &[usize]) -> MlirAttribute {
        let text: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
        self.b.attr(&format!("array<i32: {}>", text.join(", ")))
    }

    fn i64_array(&self, vals: &[i64]) -> MlirAttribute {
        unsafe { mlirDenseI64ArrayGet(self.b.ctx, vals.len() as isize, vals.as_ptr()) }
    }

    fn token_type(&self, op: MlirOperation) -> R<MlirType> {
        parse_type(self.b.ctx, op, "!nv_tileaa.mem_token")
    }

    /// Element origins of a tile access: `indices[m] = index[d] * tile[d]`
    /// for `m = dim_map[d]`, as i64.
    fn origins(&mut self, op: MlirOperation, p: &Partition, index: &[MlirValue]) -> R<Vec<MlirValue>> {
        if index.len() != p.tile.len() {
            return Err(fail(op, "cannot be converted: index count does not match the partition view rank"));
        }
        let mut out = Vec::new();
        for m in 0..p.dim_map.len() as i64 {
            let d = p
                .dim_map
                .iter()
                .position(|&x| x == m)
                .ok_or_else(|| fail(op, "cannot be converted: dim_map is not a permutation"))?;
            let idx = self.to_i64(op, self.get(op, index[d])?)?;
            if p.tile[d] == 1 {
                out.push(idx);
                continue;
            }
            let extent = self.const_i64(p.tile[d]);
            out.push(self.b.op1("arith.muli", &[idx, extent], self.i64(), &[]));
        }
        Ok(out)
    }

    fn padding_attr(&self, op: MlirOperation, p: &Partition) -> R<Option<MlirAttribute>> {
        let Some(case) = p.padding else { return Ok(None) };
        unsafe {
            if mlirTypeIsAInteger(p.elem) {
                if case != 0 {
                    return Err(fail(op, "cannot be converted: non-zero padding on an integer view"));
                }
                return Ok(Some(self.b.int_attr(p.elem, 0)));
            }
            let v = match case {
                0 => 0.0,
                1 => -0.0,
                2 => f64::NAN,
                3 => f64::INFINITY,
                4 => f64::NEG_INFINITY,
                _ => return Err(fail(op, "cannot be converted: unknown padding value")),
            };
            Ok(Some(mlirFloatAttrDoubleGet(self.b.ctx, p.elem, v)))
        }
    }

    /// `cuda_tile.constant`'s dense value retyped to `ty` (scalar or tensor).
    fn retype_dense(&self, op: MlirOperation, attr: MlirAttribute, ty: MlirType) -> R<MlirAttribute> {
        unsafe {
            if !mlirAttributeIsADenseElements(attr) {
                return Err(fail(op, "cannot be converted: expected a dense elements value"));
            }
            let tensor = mlirTypeIsARankedTensor(ty);
            if mlirDenseElementsAttrIsSplat(attr) {
                let v = mlirDenseElementsAttrGetSplatValue(attr);
                return Ok(if tensor { mlirDenseElementsAttrSplatGet(ty, v) } else { v });
            }
            if !tensor {
                return Err(fail(op, "cannot be converted: non-splat value of a scalar"));
            }
            let raw = tileas_sys::bytecode::tileasDenseElementsAttrGetRawData(attr);
            let a = mlirDenseElementsAttrRawBufferGet(ty, raw.length, raw.data as *const std::ffi::c_void);
            if a.ptr.is_null() {
                return Err(fail(op, "cannot be converted: cannot rebuild the dense value"));
            }
            Ok(a)
        }
    }

    /// Converts one non-control-flow op.
    pub fn convert_op(&mut self, op: MlirOperation) -> R<()> {
        let full = op_name(op);
        let Some(name) = full.strip_prefix("cuda_tile.") else {
            return Err(fail(op, "cannot be converted to nv_tileaa: not a cuda_tile op"));
        };
        if let Some((_, new)) = ELEMENTWISE.iter().find(|(n, _)| *n == name) {
            let attrs = self.fp_attrs(op, "nearest_even");
            self.simple(op, new, &attrs)?;
            return Ok(());
        }
        let s = signed(op);
        match name {
            "assume" => {
                let v = self.get(op, operands(op)[0])?;
                self.set(results(op)[0], v);
            }
            "constant" => {
                let ty = self.result_types(op)?[0];
                let value = get_attr(op, "value").ok_or_else(|| fail(op, "cannot be converted: missing value"))?;
                let value = self.retype_dense(op, value, ty)?;
                let v = self.b.op1("arith.constant", &[], ty, &[("value", value)]);
                self.set(results(op)[0], v);
            }
            "maxi" => {
                self.simple(op, if s { "arith.maxsi" } else { "arith.maxui" }, &[])?;
            }
            "mini" => {
                self.simple(op, if s { "arith.minsi" } else { "arith.minui" }, &[])?;
            }
            "remi" => {
                self.simple(op, if s { "arith.remsi" } else { "arith.remui" }, &[])?;
            }
            "shri" => {
                self.simple(op, if s { "arith.shrsi" } else { "arith.shrui" }, &[])?;
            }
            "exti" => {
                self.simple(op, if s { "arith.extsi" } else { "arith.extui" }, &[])?;
            }
            "itof" => {
                let attrs = self.fp_attrs(op, "nearest_even");
                self.simple(op, if s { "arith.sitofp" } else { "arith.uitofp" }, &attrs)?;
            }
            "ftoi" => {
                let attrs = self.fp_attrs(op, "nearest_int_to_zero");
                self.simple(op, if s { "arith.fptosi" } else { "arith.fptoui" }, &attrs)?;
            }
            "divi" => {
                let rounding = keyword(op, "rounding").unwrap_or_else(|| "zero".into());
                let new = match (s, rounding.as_str()) {
                    (true, "zero") => "arith.divsi",
                    (true, "negative_inf") => "arith.floordivsi",
                    (true, "positive_inf") => "arith.ceildivsi",
                    (false, "zero") | (false, "negative_inf") => "arith.divui",
                    (false, "positive_inf") => "arith.ceildivui",
                    _ => return Err(fail(op, &format!("cannot be converted: unsupported rounding '{rounding}'"))),
                };
                self.simple(op, new, &[])?;
            }
            "negi" => {
                let x = self.get(op, operands(op)[0])?;
                let ty = value_type(x);
                let zero = self.zero(ty);
                let v = self.b.op1("arith.subi", &[zero, x], ty, &[]);
                self.set(results(op)[0], v);
            }
            "mulhii" => {
                let ins = self.get_all(op, &operands(op))?;
                let ty = value_type(ins[0]);
                let ext = self.b.op("arith.mului_extended", &ins, &[ty, ty], &[]);
                self.set(results(op)[0], result(ext, 1));
            }
            "maxf" | "minf" => {
                let nan = get_attr(op, "propagate_nan").is_some();
                let new = match (name, nan) {
                    ("maxf", true) => "arith.maximumf",
                    ("maxf", false) => "arith.maxnumf",
                    (_, true) => "arith.minimumf",
                    (_, false) => "arith.minnumf",
                };
                let attrs = self.fp_attrs(op, "nearest_even");
                self.simple(op, new, &attrs)?;
            }
            "cmpi" => {
                let pred = keyword(op, "comparison_predicate").unwrap_or_default();
                let p = match (pred.as_str(), s) {
                    ("equal", _) => 0,
                    ("not_equal", _) => 1,
                    ("less_than", true) => 2,
                    ("less_than_or_equal", true) => 3,
                    ("greater_than", true) => 4,
                    ("greater_than_or_equal", true) => 5,
                    ("less_than", false) => 6,
                    ("less_than_or_equal", false) => 7,
                    ("greater_than", false) => 8,
                    ("greater_than_or_equal", false) => 9,
                    _ => return Err(fail(op, &format!("cannot be converted: unknown predicate '{pred}'"))),
                };
                let a = self.b.int_attr(self.i64(), p);
                self.simple(op, "arith.cmpi", &[("predicate", a)])?;
            }
            "cmpf" => {
                let pred = keyword(op, "comparison_predicate").unwrap_or_default();
                let ordered = keyword(op, "comparison_ordering").as_deref() != Some("unordered");
                let p = match (pred.as_str(), ordered) {
                    ("equal", true) => 1,
                    ("greater_than", true) => 2,
                    ("greater_than_or_equal", true) => 3,
                    ("less_than", true) => 4,
                    ("less_than_or_equal", true) => 5,
                    ("not_equal", true) => 6,
                    ("equal", false) => 8,
                    ("greater_than", false) => 9,
                    ("greater_than_or_equal", false) => 10,
                    ("less_than", false) => 11,
                    ("less_than_or_equal", false) => 12,
                    ("not_equal", false) => 13,
                    _ => return Err(fail(op, &format!("cannot be converted: unknown predicate '{pred}'"))),
                };
                let a = self.b.int_attr(self.i64(), p);
                self.simple(op, "arith.cmpf", &[("predicate", a)])?;
            }
            "ftof" => {
                let x = self.get(op, operands(op)[0])?;
                let ty = self.result_types(op)?[0];
                let (from, to) = (elem_of(value_type(x)), elem_of(ty));
                if unsafe { mlirTypeEqual(from, to) } {
                    self.set(results(op)[0], x);
                    return Ok(());
                }
                let (wf, wt) = unsafe { (mlirFloatTypeGetWidth(from), mlirFloatTypeGetWidth(to)) };
                if is_special_float(from) || is_special_float(to) || wf == wt {
                    let mut attrs = Vec::new();
                    if let Some(mode) = keyword(op, "rounding_mode").filter(|m| m != "nearest_even") {
                        attrs.push(("rounding", self.b.str_attr(&mode)));
                    }
                    self.simple(op, "nv_tileaa.fp_to_fp", &attrs)?;
                } else {
                    let attrs = self.fp_attrs(op, "nearest_even");
                    self.simple(op, if wt > wf { "arith.extf" } else { "arith.truncf" }, &attrs)?;
                }
            }
            "int_to_ptr" => {
                self.simple(op, "nv_tileaa.int_to_ptr", &[])?;
            }
            "ptr_to_int" => {
                self.simple(op, "nv_tileaa.ptr_to_int", &[])?;
            }
            "ptr_to_ptr" => {
                self.simple(op, "nv_tileaa.ptr_cast", &[])?;
            }
            "offset" => {
                self.simple(op, "nv_tileaa.addptr", &[])?;
            }
            "iota" => {
                self.simple(op, "nv_tileaa.make_range", &[])?;
            }
            "reshape" => {
                self.simple(op, "nv_tileaa.view", &[])?;
            }
            "broadcast" | "extract" if tile_shape(value_type(results(op)[0])).is_empty() => {
                // Rank 0: the only element is the source itself.
                let v = self.get(op, operands(op)[0])?;
                self.set(results(op)[0], v);
            }
            "broadcast" => {
                self.simple(op, "nv_tileaa.broadcast", &[])?;
            }
            "extract" => {
                self.simple(op, "nv_tileaa.extract_slice", &[])?;
            }
            "permute" => {
                let perm =
                    get_attr(op, "permutation").ok_or_else(|| fail(op, "cannot be converted: missing permutation"))?;
                let vals: Vec<i64> = unsafe {
                    (0..mlirDenseArrayGetNumElements(perm))
                        .map(|i| mlirDenseI32ArrayGetElement(perm, i) as i64)
                        .collect()
                };
                let a = self.i64_array(&vals);
                self.simple(op, "nv_tileaa.permute", &[("permutation", a)])?;
            }
            "cat" => {
                let dim = get_attr(op, "dim").ok_or_else(|| fail(op, "cannot be converted: missing dim"))?;
                let d = unsafe { mlirIntegerAttrGetValueInt(dim) };
                let a = self.b.int_attr(self.i64(), d);
                self.simple(op, "nv_tileaa.cat", &[("dim", a)])?;
            }
            "mmaf" => {
                self.simple(op, "nv_tileaa.dot", &[])?;
            }
            "mmai" => {
                let sa = keyword(op, "signedness_lhs").unwrap_or_else(|| "signed".into());
                let sb = keyword(op, "signedness_rhs").unwrap_or_else(|| "signed".into());
                let attrs = [("signedness_a", self.b.str_attr(&sa)), ("signedness_b", self.b.str_attr(&sb))];
                self.simple(op, "nv_tileaa.dot", &attrs)?;
            }
            "reduce" | "scan" => self.convert_combining(op, name)?,
            "make_token" => {
                self.simple(op, "nv_tileaa.create_mem_token", &[])?;
            }
            "join_tokens" => {
                self.simple(op, "nv_tileaa.join_mem_token", &[])?;
            }
            "get_tile_block_id" | "get_num_tile_blocks" => {
                let new =
                    if name == "get_tile_block_id" { "nv_tileaa.get_program_id" } else { "nv_tileaa.get_num_programs" };
                let i32t = self.b.int_type(32);
                for (d, r) in results(op).into_iter().enumerate() {
                    // Only the dimensions that are used (most kernels use x only).
                    if unsafe { mlirOpOperandIsNull(mlirValueGetFirstUse(r)) } {
                        continue;
                    }
                    let dim = self.b.int_attr(i32t, d as i64);
                    let v = self.b.op1(new, &[], i32t, &[("dim", dim)]);
                    self.set(r, v);
                }
            }
            "print" => {
                let ins = self.get_all(op, &operands(op))?;
                let fmt = get_attr(op, "str").map(str_value).unwrap_or_default();
                self.b.op("nv_tileaa.print", &ins, &[], &[("format", self.b.str_attr(&fmt))]);
            }
            "assert" => {
                let ins = self.get_all(op, &operands(op))?;
                let msg = get_attr(op, "message").map(str_value).unwrap_or_default();
                self.b.op("nv_tileaa.assert", &ins, &[], &[("message", self.b.str_attr(&msg))]);
            }
            "get_global" => {
                let sym = get_attr(op, "name").ok_or_else(|| fail(op, "cannot be converted: missing name"))?;
                self.simple(op, "nv_tileaa.get_global", &[("name", sym)])?;
            }
            "make_tensor_view" => self.convert_make_tensor_view(op)?,
            "make_partition_view" => self.convert_make_partition_view(op)?,
            "get_tensor_shape" => {
                let memref = match self.view_of(op, operands(op)[0])? {
                    View::Tensor(m) => m,
                    View::Partition(p) => p.memref,
                };
                let tys = self.result_types(op)?;
                for (d, (r, ty)) in results(op).into_iter().zip(tys).enumerate() {
                    let dim = self.b.int_attr(self.i64(), d as i64);
                    let size = self.b.op1("nv_tileaa.get_dim_size", &[memref], self.i64(), &[("dim", dim)]);
                    let v = self.i64_to(size, ty);
                    self.set(r, v);
                }
            }
            "get_index_space_shape" => {
                let p = self.partition(op, operands(op)[0])?;
                let tys = self.result_types(op)?;
                for (d, (r, ty)) in results(op).into_iter().zip(tys).enumerate() {
                    let (Some(&m), Some(&t)) = (p.dim_map.get(d), p.tile.get(d)) else {
                        return Err(fail(op, "cannot be converted: more results than view dimensions"));
                    };
                    let dim = self.b.int_attr(self.i64(), m);
                    let size = self.b.op1("nv_tileaa.get_dim_size", &[p.memref], self.i64(), &[("dim", dim)]);
                    let extent = self.const_i64(t);
                    let n = self.b.op1("arith.ceildivsi", &[size, extent], self.i64(), &[]);
                    let v = self.i64_to(n, ty);
                    self.set(r, v);
                }
            }
            "load_view_tko" => {
                let g = segments(op)?;
                let (view, index, token) = (g[0][0], &g[1], g.get(2).cloned().unwrap_or_default());
                let p = self.partition(op, view)?;
                let mut ins = vec![p.memref];
                ins.extend(self.origins(op, &p, index)?);
                let tok = self.get_all(op, &token)?;
                ins.extend(&tok);
                let mut attrs = vec![
                    ("operandSegmentSizes", self.segment_attr(&[1, index.len(), tok.len()])),
                    ("dim_map", self.i64_array(&p.dim_map)),
                ];
                if let Some(pad) = self.padding_attr(op, &p)? {
                    attrs.push(("padding", pad));
                }
                attrs.extend(self.memory_attrs(op));
                let tys = vec![self.map_type(op, value_type(results(op)[0]))?, self.token_type(op)?];
                let new = self.b.op("nv_tileaa.tiled_load", &ins, &tys, &attrs);
                self.set(results(op)[0], result(new, 0));
                self.set(results(op)[1], result(new, 1));
            }
            "store_view_tko" => {
                let g = segments(op)?;
                let (tile, view, index, token) = (g[0][0], g[1][0], &g[2], g.get(3).cloned().unwrap_or_default());
                let p = self.partition(op, view)?;
                let mut ins = vec![p.memref, self.get(op, tile)?];
                ins.extend(self.origins(op, &p, index)?);
                let tok = self.get_all(op, &token)?;
                ins.extend(&tok);
                let mut attrs = vec![
                    ("operandSegmentSizes", self.segment_attr(&[1, 1, index.len(), tok.len()])),
                    ("dim_map", self.i64_array(&p.dim_map)),
                ];
                attrs.extend(self.memory_attrs(op));
                let tt = self.token_type(op)?;
                let new = self.b.op1("nv_tileaa.tiled_store", &ins, tt, &attrs);
                self.set(results(op)[0], new);
            }
            "load_ptr_tko" | "store_ptr_tko" | "atomic_rmw_tko" | "atomic_cas_tko" => {
                self.convert_pointer_memory(op, name)?
            }
            _ => return Err(fail(op, "cannot be converted to nv_tileaa: unsupported operation")),
        }
        Ok(())
    }

    /// Zero of an integer scalar or tensor type.
    fn zero(&self, ty: MlirType) -> MlirValue {
        unsafe {
            if mlirTypeIsARankedTensor(ty) {
                let e = mlirShapedTypeGetElementType(ty);
                let a = mlirDenseElementsAttrSplatGet(ty, self.b.int_attr(e, 0));
                self.b.op1("arith.constant", &[], ty, &[("value", a)])
            } else {
                self.b.const_int(ty, 0)
            }
        }
    }

    fn convert_combining(&mut self, op: MlirOperation, name: &str) -> R<()> {
        let ins = self.get_all(op, &operands(op))?;
        let tys = self.result_types(op)?;
        let dim = get_attr(op, "dim").ok_or_else(|| fail(op, "cannot be converted: missing dim"))?;
        let dim = self.b.int_attr(self.i64(), unsafe { mlirIntegerAttrGetValueInt(dim) });
        let identities =
            get_attr(op, "identities").ok_or_else(|| fail(op, "cannot be converted: missing identities"))?;
        let mut attrs = vec![("dim", dim)];
        if name == "scan" {
            let rev = get_attr(op, "reverse").map(|a| unsafe { mlirBoolAttrGetValue(a) }).unwrap_or(false);
            attrs.push(("reverse", unsafe { mlirBoolAttrGet(self.b.ctx, rev as i32) }));
        }
        attrs.push(("identities", identities));
        let region = self.lower_combiner(op)?;
        let new = self.b.op_full(&format!("nv_tileaa.{name}"), &ins, &tys, &attrs, vec![region], &[]);
        for (i, r) in results(op).into_iter().enumerate() {
            self.set(r, result(new, i as isize));
        }
        Ok(())
    }

    fn convert_make_tensor_view(&mut self, op: MlirOperation) -> R<()> {
        let g = segments(op)?;
        let base = self.get(op, g[0][0])?;
        let tv = value_type(results(op)[0]);
        let (shape, strides, dynamic) = unsafe {
            let rank = tileas_sys::tileasCudaTileTensorViewTypeGetRank(tv);
            let shape: Vec<i64> =
                (0..rank).map(|d| tileas_sys::tileasCudaTileTensorViewTypeGetDimSize(tv, d)).collect();
            let strides: Vec<i64> =
                (0..rank).map(|d| tileas_sys::tileasCudaTileTensorViewTypeGetStride(tv, d)).collect();
            (shape, strides, tileas_sys::tileasCudaTileTensorViewTypeGetDynamic())
        };
        let mut ins = vec![base];
        for (statics, dyns) in [(&shape, g.get(1)), (&strides, g.get(2))] {
            let mut dyns = dyns.cloned().unwrap_or_default().into_iter();
            for &s in statics {
                let v = if s == dynamic {
                    let d = dyns
                        .next()
                        .ok_or_else(|| fail(op, "cannot be converted: too few dynamic shape/stride operands"))?;
                    self.to_i64(op, self.get(op, d)?)?
                } else {
                    self.const_i64(s)
                };
                ins.push(v);
            }
        }
        let ty = self.map_type(op, tv)?;
        let seg = self.segment_attr(&[1, shape.len(), strides.len()]);
        let m = self.b.op1("nv_tileaa.make_memref", &ins, ty, &[("operandSegmentSizes", seg)]);
        self.views.insert(results(op)[0].into(), View::Tensor(m));
        self.set(results(op)[0], m);
        Ok(())
    }

    fn convert_make_partition_view(&mut self, op: MlirOperation) -> R<()> {
        let memref = match self.view_of(op, operands(op)[0])? {
            View::Tensor(m) => m,
            View::Partition(_) => return Err(fail(op, "cannot be converted: expected a tensor_view operand")),
        };
        let pv = value_type(results(op)[0]);
        let p = unsafe {
            let rank = tileas_sys::tileasCudaTilePartitionViewTypeGetRank(pv);
            let tv = tileas_sys::tileasCudaTilePartitionViewTypeGetTensorView(pv);
            let pad = tileas_sys::tileasCudaTilePartitionViewTypeGetPaddingValue(pv);
            Partition {
                memref,
                tile: (0..rank)
                    .map(|d| tileas_sys::tileasCudaTilePartitionViewTypeGetTileDimSize(pv, d) as i64)
                    .collect(),
                dim_map: (0..rank)
                    .map(|d| tileas_sys::tileasCudaTilePartitionViewTypeGetDimMap(pv, d) as i64)
                    .collect(),
                padding: u32::try_from(pad).ok(),
                elem: tileas_sys::tileasCudaTileTensorViewTypeGetElementType(tv),
            }
        };
        self.views.insert(results(op)[0].into(), View::Partition(p));
        Ok(())
    }

    fn convert_pointer_memory(&mut self, op: MlirOperation, name: &str) -> R<()> {
        let g = segments(op)?;
        let mut groups = Vec::new();
        for grp in &g {
            groups.push(self.get_all(op, grp)?);
        }
        let sizes: Vec<usize> = groups.iter().map(|x| x.len()).collect();
        let ins: Vec<MlirValue> = groups.concat();
        let mut attrs = vec![("operandSegmentSizes", self.segment_attr(&sizes))];
        let tt = self.token_type(op)?;
        let (new_name, tys) = match name {
            "load_ptr_tko" => ("nv_tileaa.load", vec![self.map_type(op, value_type(results(op)[0]))?, tt]),
            "store_ptr_tko" => ("nv_tileaa.store", vec![tt]),
            "atomic_rmw_tko" => {
                let mode = keyword(op, "mode").unwrap_or_default();
                attrs.push(("mode", self.b.str_attr(&mode)));
                ("nv_tileaa.atomic_rmw", vec![self.map_type(op, value_type(results(op)[0]))?, tt])
            }
            _ => ("nv_tileaa.atomic_cas", vec![self.map_type(op, value_type(results(op)[0]))?, tt]),
        };
        attrs.extend(self.memory_attrs(op));
        let new = self.b.op(new_name, &ins, &tys, &attrs);
        for (i, r) in results(op).into_iter().enumerate() {
            self.set(r, result(new, i as isize));
        }
        Ok(())
    }
}

/// `cuda_tile.global @g <T: [...]>` → `nv_tileaa.global` with the value as a
/// `tensor<N x T>` dense attribute.
pub(crate) fn convert_global(b: Builder, op: MlirOperation) -> R<MlirOperation> {
    let name = get_attr(op, "sym_name").ok_or_else(|| fail(op, "cannot be converted: missing sym_name"))?;
    let value = get_attr(op, "value").ok_or_else(|| fail(op, "cannot be converted: missing value"))?;
    let ty = unsafe { mlirAttributeGetType(value) };
    if !is_tile(ty) {
        return Err(fail(op, "cannot be converted: the value is not a tile literal"));
    }
    let k = Kernel::new(b, unsafe { mlirRegionCreate() });
    let shape = tile_shape(ty);
    let r = (|| {
        let elem = k.map_elem(op, unsafe { tileas_sys::tileasCudaTileTileTypeGetElementType(ty) })?;
        let tensor =
            unsafe { mlirRankedTensorTypeGet(shape.len() as isize, shape.as_ptr(), elem, mlirAttributeGetNull()) };
        k.retype_dense(op, value, tensor)
    })();
    unsafe { mlirRegionDestroy(k.region) };
    let value = r?;
    Ok(b.op("nv_tileaa.global", &[], &[], &[("sym_name", name), ("value", value)]))
}
