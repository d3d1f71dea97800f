"""Print the model as LLVM IR text that LLVM parses and verifies.

The printer does not trust names in the model: transforms clone blocks,
remove instructions and build new ones without names, while LLVM requires
unique local names and increasing numbered names. A per-function
:class:`Namer` therefore decides every spelling: names are kept when they are
legal, numbered names are kept while they stay increasing, and everything else
gets a fresh ``%t.N`` (or ``%t.N.K``) that clashes with nothing in the function.

Calls to functions the module does not declare get declarations inferred from
the conventions (catalogue operations are ``convergent``) or from the call.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from fuzzfarm.fpenv import FPMATH
from fuzzfarm.ir import conventions, lifetimes
from fuzzfarm.ir.model import (
    BINARY_OPS,
    CAST_OPS,
    DEVICE_CCS,
    FP_BINARY_OPS,
    FP_CAST_OPS,
    Argument,
    Block,
    Function,
    GlobalRef,
    Instruction,
    Module,
    OperandBundle,
    Value,
    quote_name,
)
from fuzzfarm.ir.reader import split_call_attrs
from fuzzfarm.ir.tbaa import print_tag
from fuzzfarm.ir.types import PtrType, Type, VoidType

#: The order LLVM writes instruction flags in (its parser accepts this order everywhere).
FLAG_ORDER = ("inbounds", "nusw", "nuw", "nsw", "exact", "disjoint", "nneg", "samesign",
              "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")


class Namer:
    """Unique, LLVM-legal spellings for the arguments, blocks and instructions of a function."""

    def __init__(self, fn: Function | None) -> None:
        self._names: dict[int, str] = {}
        if fn is None:
            return
        entities: list[Argument | Block | Instruction] = list(fn.args)
        for block in fn.blocks:
            entities.append(block)
            entities.extend(i for i in block.instructions if not isinstance(i.type, VoidType))
        taken = {e.name for e in entities if e.name is not None and not e.name.isdigit()}
        self._assign(entities, taken)

    def _assign(self, entities: list[Argument | Block | Instruction], taken: set[str]) -> None:
        used: set[str] = set()
        next_number = 0
        fresh = itertools.count()
        for entity in entities:
            name = entity.name or None  # "" is no name either
            if name is not None and name.isdigit() and int(name) >= next_number:
                next_number = int(name) + 1
                name = str(int(name))
            elif name is None or name.isdigit() or name in used:
                name = self._fresh(name, fresh, taken, used)
            used.add(name)
            self._names[id(entity)] = name

    @staticmethod
    def _fresh(base: str | None, counter: itertools.count[int], taken: set[str],
               used: set[str]) -> str:
        """A name in neither set. Both are looked into, not joined: a union per unnamed
        entity made naming a function quadratic (4 ms per instruction printed in a
        message for the lane simulator's call-expanded kernels, whose copies are unnamed)."""
        stem = base if base is not None and not base.isdigit() else "t"
        while True:
            candidate = f"{stem}.{next(counter)}"
            if candidate not in taken and candidate not in used:
                return candidate

    def name(self, entity: Argument | Block | Instruction) -> str | None:
        return self._names.get(id(entity))

    def ref(self, value: Value | Block) -> str:
        """How ``value`` is written as an operand."""
        if isinstance(value, Argument | Block | Instruction):
            name = self._names.get(id(value))
            if name is not None:
                return "%" + quote_name(name)
            if value.name is None:
                return "%<unnamed>"
            return "%" + quote_name(value.name)
        return value.ref()

    def typed(self, value: Value) -> str:
        return f"{value.type} {self.ref(value)}"


def print_module(m: Module) -> str:
    """The whole module as LLVM IR, with declarations for every undeclared callee."""
    parts: list[str] = []
    header = []
    if m.datalayout is not None:
        header.append(f'target datalayout = "{m.datalayout}"')
    if m.triple is not None:
        header.append(f'target triple = "{m.triple}"')
    if header:
        parts.append("\n".join(header))
    globals_text = [_global_line(name, text) for name, text in m.globals.items()]
    globals_text += _implicit_globals(m)
    if globals_text:
        parts.append("\n".join(globals_text))
    # LLVM 22 leaves an unused ``llvm.lifetime.start.i64(i64)`` behind when it upgrades a
    # module's markers; LLVM 19 would read it as a marker of an integer and reject it
    parts.extend(print_function(fn) for fn in m.functions.values()
                 if not (lifetimes.marker_kind(fn.name) and fn.is_declaration
                         and not all(isinstance(a.type, PtrType) for a in fn.args)))
    implicit = implicit_declarations(m)
    if implicit:
        parts.append("\n".join(implicit))
    parts.extend(_nvvm_kernels(m))
    return "\n\n".join(parts) + "\n"


def _nvvm_kernels(m: Module) -> list[str]:
    """The ``!nvvm.annotations`` that make the ``ptx_kernel`` functions kernels.

    LLVM 20+ spells a CUDA kernel ``ptx_kernel`` (and upgrades the annotation to it on
    reading); LLVM 19 knows only the annotation, so it is what both read.
    """
    kernels = [fn for fn in m.functions.values() if fn.cc == "ptx_kernel"]
    if not kernels:
        return []
    nodes = ", ".join(f"!{i}" for i in range(len(kernels)))
    lines = [f"!nvvm.annotations = !{{{nodes}}}"]
    lines += [f'!{i} = !{{ptr @{quote_name(fn.name)}, !"kernel", i32 1}}' for i, fn in enumerate(kernels)]
    return ["\n".join(lines)]


def _global_line(name: str, text: str) -> str:
    """Globals are kept as raw text: the whole line, or only what follows ``@name =``."""
    text = text.strip()
    return text if text.startswith("@") else f"@{quote_name(name)} = {text}"


#: Attributes LLVM 22 gives intrinsic declarations that LLVM 19 (``--opt opt-19``) cannot
#: parse. Any LLVM sets an intrinsic's attributes from its own table on reading, so
#: leaving them out of a declaration changes nothing for either.
LLVM22_INTRINSIC_ATTRS = frozenset({"nocreateundeforpoison"})


def print_function(fn: Function) -> str:
    """One definition (with body) or declaration."""
    if fn.is_declaration and fn.name.startswith("llvm.") and (
            fn.name in conventions.TARGET_OPS or fn.name in conventions.LANE_FUNCTIONS):
        # A target intrinsic: LLVM adds its own attributes on reading, and the ones LLVM
        # 22.1 printed (nocreateundeforpoison) would make older tools (llc-19) reject the text.
        return declaration_for(fn.name)
    if fn.is_declaration and lifetimes.marker_kind(fn.name) and len(fn.args) == 1:
        # the size operand LLVM 19 needs (_call); LLVM 22 reads both forms
        return f"declare void @{quote_name(fn.name)}(i64 immarg, {fn.args[0].type} nocapture)"
    namer = Namer(fn)
    head = "declare" if fn.is_declaration else "define"
    ret_attrs = "".join(a + " " for a in sorted(fn.ret_attrs))
    params = ", ".join(_param(a, namer, fn.is_declaration) for a in fn.args)
    attrs = "".join(" " + a for a in sorted(fn.attrs)
                    if not (fn.name.startswith("llvm.") and a in LLVM22_INTRINSIC_ATTRS))
    linkage = fn.linkage + " " if fn.linkage and fn.linkage != "external" else ""
    linkage += fn.cc + " " if fn.cc and fn.cc != "ptx_kernel" else ""  # _nvvm_kernels
    line = f"{head} {linkage}{ret_attrs}{fn.return_type} @{quote_name(fn.name)}({params}){attrs}"
    if fn.is_declaration:
        return line
    lines = [line + " {"]
    for i, block in enumerate(fn.blocks):
        if i:
            lines.append("")
        lines.append(f"{quote_name(namer.name(block) or block.name)}:")
        lines.extend("  " + _instruction(inst, namer) for inst in block.instructions)
    lines.append("}")
    return "\n".join(lines)


def _arg_attrs(attrs: Iterable[str]) -> list[str]:
    """Argument attributes in a spelling every LLVM we drive reads: the embedded LLVM
    22.1 upgrades ``nocapture`` to ``captures(none)``, which LLVM 19 (``--opt opt-19``)
    rejects; ``nocapture`` means the same to both."""
    return sorted("nocapture" if a == "captures(none)" else a for a in attrs)


def _param(arg: Argument, namer: Namer, declaration: bool) -> str:
    words = [str(arg.type), *_arg_attrs(arg.attrs)]
    if not declaration:
        words.append(namer.ref(arg))
    return " ".join(words)


def print_instruction(inst: Instruction) -> str:
    """One instruction on one line, named as it would be inside its function's printing."""
    fn = inst.parent.parent if inst.parent is not None else None
    return _instruction(inst, Namer(fn))


def _instruction(inst: Instruction, namer: Namer) -> str:
    body = _body(inst, namer)
    if isinstance(inst.type, VoidType):
        return body
    return f"{namer.ref(inst)} = {body}"


def _flags(flags: Iterable[str]) -> str:
    flags = set(flags) - {FPMATH}  # the reader's mark, no keyword (fuzzfarm.fpenv.FPMATH)
    ordered = [f for f in FLAG_ORDER if f in flags] + sorted(flags - set(FLAG_ORDER))
    return "".join(" " + f for f in ordered)


def _align(inst: Instruction) -> str:
    return f", align {inst.align}" if inst.align is not None else ""


def _body(inst: Instruction, namer: Namer) -> str:
    """The instruction text after ``%name =``."""
    op = inst.opcode
    ops = inst.operands
    if op in BINARY_OPS or op in FP_BINARY_OPS:
        return f"{op}{_flags(inst.flags)} {inst.type} {namer.ref(ops[0])}, {namer.ref(ops[1])}"
    if op in CAST_OPS or op in FP_CAST_OPS:
        return f"{op}{_flags(inst.flags)} {namer.typed(ops[0])} to {inst.type}"
    printer = _PRINTERS.get(op)
    if printer is None:
        raise ValueError(f"cannot print opcode {op!r}")
    return printer(inst, namer)


def _icmp(inst: Instruction, namer: Namer) -> str:
    a, b = inst.operands
    return f"{inst.opcode}{_flags(inst.flags)} {inst.predicate} {namer.typed(a)}, {namer.ref(b)}"


def _fneg(inst: Instruction, namer: Namer) -> str:
    return f"fneg{_flags(inst.flags)} {namer.typed(inst.operands[0])}"


def _select(inst: Instruction, namer: Namer) -> str:
    return f"select{_flags(inst.flags)} " + ", ".join(namer.typed(v) for v in inst.operands)


def _freeze(inst: Instruction, namer: Namer) -> str:
    return f"freeze {namer.typed(inst.operands[0])}"


def _typed_operands(inst: Instruction, namer: Namer) -> str:
    """``opcode T a, T b ...``: extractelement, insertelement, shufflevector."""
    return f"{inst.opcode} " + ", ".join(namer.typed(v) for v in inst.operands)


def _phi(inst: Instruction, namer: Namer) -> str:
    incoming = ", ".join(
        f"[ {namer.ref(v)}, {namer.ref(b)} ]"
        for v, b in zip(inst.operands, inst.blocks, strict=True)
    )
    return f"phi{_flags(inst.flags)} {inst.type} {incoming}"


def _br(inst: Instruction, namer: Namer) -> str:
    if not inst.operands:
        return f"br label {namer.ref(inst.blocks[0])}"
    t, f = inst.blocks
    return f"br {namer.typed(inst.operands[0])}, label {namer.ref(t)}, label {namer.ref(f)}"


def _switch(inst: Instruction, namer: Namer) -> str:
    cond, *cases = inst.operands
    default, *dests = inst.blocks
    arms = " ".join(
        f"{namer.typed(v)}, label {namer.ref(b)}" for v, b in zip(cases, dests, strict=True)
    )
    return f"switch {namer.typed(cond)}, label {namer.ref(default)} [ {arms} ]"


def _ret(inst: Instruction, namer: Namer) -> str:
    return f"ret {namer.typed(inst.operands[0])}" if inst.operands else "ret void"


def _unreachable(inst: Instruction, namer: Namer) -> str:
    return "unreachable"


def _alloca(inst: Instruction, namer: Namer) -> str:
    text = f"alloca {inst.elem_type}"
    if inst.operands:
        text += ", " + namer.typed(inst.operands[0])
    text += _align(inst)
    if isinstance(inst.type, PtrType) and inst.type.addrspace:
        text += f", addrspace({inst.type.addrspace})"
    return text


def _load(inst: Instruction, namer: Namer) -> str:
    if "atomic" in inst.flags:
        return (f"load atomic {inst.type}, {namer.typed(inst.operands[0])} {inst.predicate}"
                f"{_align(inst)}{_promises(inst)}")
    volatile = "volatile " if "volatile" in inst.flags else ""
    return f"load {volatile}{inst.type}, {namer.typed(inst.operands[0])}{_align(inst)}{_promises(inst)}"


def _promises(inst: Instruction) -> str:
    """A load's ``!range`` and ``!noundef`` as inline nodes (both LLVMs read ``!{...}`` in
    an attachment): the oracles model them (SEMANTICS.md, "Values"), so a pipeline given
    the printed module may rely on them as it would on the file the user wrote."""
    text = ""
    if inst.value_range:
        bounds = ", ".join(f"{inst.type} {lo}, {inst.type} {hi}" for lo, hi in inst.value_range)
        text += f", !range !{{{bounds}}}"
    if inst.noundef:
        text += ", !noundef !{}"
    return text + _tbaa(inst)


def _tbaa(inst: Instruction) -> str:
    """A load's or store's ``!tbaa`` as one inline node (:func:`fuzzfarm.ir.tbaa.print_tag`):
    the oracles read it (a *before* that type-puns is no violation to judge), so a pipeline
    given the printed module may rely on it as on the file the user wrote."""
    return "" if inst.tbaa is None else f", !tbaa {print_tag(inst.tbaa)}"


def _store(inst: Instruction, namer: Namer) -> str:
    value, ptr = inst.operands
    if "atomic" in inst.flags:
        return (f"store atomic {namer.typed(value)}, {namer.typed(ptr)} {inst.predicate}"
                f"{_align(inst)}{_tbaa(inst)}")
    volatile = "volatile " if "volatile" in inst.flags else ""
    return f"store {volatile}{namer.typed(value)}, {namer.typed(ptr)}{_align(inst)}{_tbaa(inst)}"


def _atomicrmw(inst: Instruction, namer: Namer) -> str:
    operation, order = (inst.predicate or "").split(" ", 1)
    ptr, value = inst.operands
    return f"atomicrmw {operation} {namer.typed(ptr)}, {namer.typed(value)} {order}{_align(inst)}"


def _cmpxchg(inst: Instruction, namer: Namer) -> str:
    ptr, cmp, new = inst.operands
    return (f"cmpxchg {namer.typed(ptr)}, {namer.typed(cmp)}, {namer.typed(new)} "
            f"{inst.predicate}{_align(inst)}")


def _extractvalue(inst: Instruction, namer: Namer) -> str:
    return f"extractvalue {namer.typed(inst.operands[0])}, {inst.predicate}"


def _insertvalue(inst: Instruction, namer: Namer) -> str:
    agg, elem = inst.operands
    return f"insertvalue {namer.typed(agg)}, {namer.typed(elem)}, {inst.predicate}"


def _fence(inst: Instruction, namer: Namer) -> str:
    return f"fence {inst.predicate}"


def _gep(inst: Instruction, namer: Namer) -> str:
    operands = ", ".join(namer.typed(v) for v in inst.operands)
    return f"getelementptr{_flags(inst.flags)} {inst.elem_type}, {operands}"


def _call(inst: Instruction, namer: Namer) -> str:
    attrs = split_call_attrs(inst.attrs)
    ret_attrs = "".join(a + " " for a in sorted(attrs.ret))
    args = ", ".join(
        " ".join([str(v.type), *_arg_attrs(attrs.args.get(i, ())), namer.ref(v)])
        for i, v in enumerate(inst.operands)
    )
    if lifetimes.marker_kind(inst.callee) and len(inst.operands) == 1:
        # LLVM 22 reads lifetime markers without their size operand; LLVM 19 needs it
        args = f"i64 {lifetimes.marked_size(inst)}, {args}"
    cc = _callee_cc(inst)
    text = f"call{_flags(inst.flags)} {cc}{ret_attrs}{inst.type} @{quote_name(inst.callee or '')}({args})"
    text += "".join(" " + a for a in sorted(attrs.fn))
    if inst.bundles:
        text += " [ " + ", ".join(_bundle(b, namer) for b in inst.bundles) + " ]"
    return f"{inst.tail} {text}" if inst.tail else text


def _callee_cc(inst: Instruction) -> str:
    """The callee's device calling convention (``spir_func ``), "" for the default: a call
    is spelled with its callee's, since LangRef ("Calling Conventions") makes a call with
    another undefined (the reader refuses one that differs: ``check_call_ccs``)."""
    fn = inst.parent.parent if inst.parent is not None else None
    module = fn.module if fn is not None else None
    callee = module.functions.get(inst.callee or "") if module is not None else None
    return callee.cc + " " if callee is not None and callee.cc in DEVICE_CCS else ""


def _bundle(bundle: OperandBundle, namer: Namer) -> str:
    inputs = ", ".join(namer.typed(v) for v in bundle.inputs)
    return f'"{bundle.tag}"({inputs})'


_PRINTERS = {
    "icmp": _icmp,
    "fcmp": _icmp,
    "fneg": _fneg,
    "select": _select,
    "freeze": _freeze,
    "phi": _phi,
    "br": _br,
    "switch": _switch,
    "ret": _ret,
    "unreachable": _unreachable,
    "alloca": _alloca,
    "load": _load,
    "store": _store,
    "atomicrmw": _atomicrmw,
    "cmpxchg": _cmpxchg,
    "extractvalue": _extractvalue,
    "insertvalue": _insertvalue,
    "getelementptr": _gep,
    "fence": _fence,
    "call": _call,
    "extractelement": _typed_operands,
    "insertelement": _typed_operands,
    "shufflevector": _typed_operands,
}


# --------------------------------------------------------------------------
# Declarations and globals the module uses but does not define.


def implicit_declarations(m: Module) -> list[str]:
    """``declare`` lines for callees that the module neither defines nor declares."""
    seen: dict[str, str] = {}
    for fn in m.definitions:
        for inst in fn.instructions():
            callee = inst.callee
            if inst.opcode != "call" or callee is None:
                continue
            if callee in m.functions or callee in seen:
                continue
            seen[callee] = declaration_for(callee, inst)
    return list(seen.values())


def declaration_for(callee: str, call: Instruction | None = None) -> str:
    """The declaration of ``callee``: from the conventions, else inferred from ``call``."""
    name = "@" + quote_name(callee)
    if callee in conventions.OPS:
        op = conventions.OPS[callee]
        return f"declare {op.return_type} {name}({_types(op.params)}) convergent"
    if callee in conventions.INTRINSIC_SIGNATURES:
        ret, params = conventions.INTRINSIC_SIGNATURES[callee]
        return f"declare {ret} {name}({_types(params)}) convergent"
    if callee in conventions.LANE_FUNCTIONS:
        ret, params = conventions.LANE_FUNCTIONS[callee][0]
        return f"declare {ret} {name}({_types(params)})"
    if call is None:
        raise ValueError(f"no signature known for @{callee}")
    return f"declare {call.type} {name}({_types(v.type for v in call.operands)})"


def _types(types: Iterable[Type]) -> str:
    return ", ".join(str(t) for t in types)


def _implicit_globals(m: Module) -> list[str]:
    """``external global`` lines for referenced globals that nothing defines.

    With opaque pointers the value type of an external global is irrelevant to
    the code that uses its address, so ``i8`` is as good as any.
    """
    lines: dict[str, str] = {}
    for fn in m.definitions:
        for inst in fn.instructions():
            for v in inst.all_operands():
                if not isinstance(v, GlobalRef):
                    continue
                if v.name in m.functions or v.name in m.globals or v.name in lines:
                    continue
                space = v.type.addrspace if isinstance(v.type, PtrType) else 0
                where = f"addrspace({space}) " if space else ""
                lines[v.name] = f"@{quote_name(v.name)} = external {where}global i8"
    return list(lines.values())
