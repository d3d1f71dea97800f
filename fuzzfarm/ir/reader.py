"""Read LLVM IR text into the model.

Two stages, on purpose:

1. LLVM (through llvmlite) parses the text. It is the syntax authority: any
   text it rejects raises :class:`ParseError` with LLVM's own diagnostic, and
   every text it accepts is re-printed in LLVM's *canonical* form.
2. A small line-oriented parser reads that canonical printing into the model.

Reading only the canonical printing keeps our grammar small (no implicit
numbering, no forward type references, attribute groups always at the end,
one instruction per line except ``switch``) while still accepting anything a
user or an optimization pipeline can write. Whatever the model cannot
represent faithfully raises :class:`UnsupportedError` naming the offending
text: a rejected input is always better than a wrong model, because the
oracles would then judge a program that LLVM never saw.

Call-site return and parameter attributes have no field of their own in the
model; they are kept in ``Instruction.attrs`` with the prefixes ``ret:`` and
``arg<i>:`` (e.g. ``"ret:noundef"``, ``"arg0:noundef"``), next to the plain
call-site function attributes (``"convergent"``, ``"nounwind"`` ...). The
printer turns them back into LLVM syntax; :func:`split_call_attrs` splits them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from fuzzfarm import fpenv
from fuzzfarm.ir import clint, conventions, floatbits, opencl, unmodelled, vectors
from fuzzfarm.ir.errors import ConventionError, IRError, ParseError, UnsupportedError
from fuzzfarm.ir.layout import (
    LayoutError,
    check_layout,
    is_aggregate_value,
    leaf_span,
    narrow_pointers,
    pointer_in_memory,
    store_size,
)
from fuzzfarm.ir.model import (
    ATOMIC_FP_RMW_OPS,
    ATOMIC_RMW_OPS,
    BINARY_OPS,
    CAST_OPS,
    DEVICE_CCS,
    FAST_MATH_FLAGS,
    FCMP_PREDICATES,
    FP_BINARY_OPS,
    FP_CAST_OPS,
    ICMP_PREDICATES,
    Argument,
    Block,
    ConstAggregate,
    ConstFloat,
    ConstInt,
    ConstVector,
    Function,
    GlobalRef,
    Instruction,
    Module,
    NullPtr,
    OperandBundle,
    Poison,
    TokenNone,
    Undef,
    Value,
)
from fuzzfarm.ir.tbaa import AccessTag, TagReader
from fuzzfarm.ir.types import (
    DOUBLE,
    FLOAT,
    HALF,
    I1,
    I32,
    LABEL,
    PTR,
    TOKEN,
    VOID,
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    TokenType,
    Type,
    VectorType,
    VoidType,
    element_type,
)
from fuzzfarm.promises import element_promise

#: Prefix of call-site return attributes inside ``Instruction.attrs``.
RET_ATTR_PREFIX = "ret:"


def arg_attr_prefix(index: int) -> str:
    """Prefix of call-site attributes of argument ``index`` inside ``Instruction.attrs``."""
    return f"arg{index}:"


_ARG_ATTR_RE = re.compile(r"arg(\d+):(.*)", re.S)


@dataclass
class CallAttrs:
    """The three kinds of call-site attributes kept in one ``Instruction.attrs`` set."""

    fn: set[str] = field(default_factory=set)
    ret: set[str] = field(default_factory=set)
    args: dict[int, set[str]] = field(default_factory=dict)


def split_call_attrs(attrs: Iterable[str]) -> CallAttrs:
    """Split ``Instruction.attrs`` of a call into function, return and per-argument attributes."""
    out = CallAttrs()
    for attr in attrs:
        if attr.startswith(RET_ATTR_PREFIX):
            out.ret.add(attr[len(RET_ATTR_PREFIX) :])
            continue
        m = _ARG_ATTR_RE.fullmatch(attr)
        if m:
            out.args.setdefault(int(m.group(1)), set()).add(m.group(2))
        else:
            out.fn.add(attr)
    return out


def parse_module(text: str) -> Module:
    """Parse LLVM IR ``text`` into a :class:`Module` and check the kernel conventions.

    Raises :class:`ParseError` when LLVM rejects the text, :class:`UnsupportedError`
    for constructs outside the model and :class:`ConventionError` for modules
    that break the conventions of :mod:`fuzzfarm.ir.conventions`. The module is
    *not* verified: ill-formed output of a pass must stay readable.
    """
    module = read_canonical(canonicalize(text))
    check_conventions(module)
    check_pointer_width(module)
    return module


def check_pointer_width(module: Module) -> None:
    """Refuse a pointer laid out in memory under 32-bit pointers (``spir``, ``spirv32``):
    the model's pointers take 8 bytes (:func:`fuzzfarm.ir.layout.pointer_in_memory`)."""
    if not narrow_pointers(module.datalayout):
        return
    for fn in module.definitions:
        inst = pointer_in_memory(fn)
        if inst is not None:
            raise UnsupportedError(
                f"a pointer in memory under 32-bit pointers (the model's take 8 bytes): "
                f"{inst.opcode} in @{fn.name}")


# --------------------------------------------------------------------------
# Stage 1: LLVM parses and re-prints.

_LLVM_DIAG_RE = re.compile(r"^<string>:(\d+):(\d+):\s*error:\s*(.*)$")


def canonicalize(text: str) -> str:
    """LLVM's canonical printing of ``text``; :class:`ParseError` if LLVM rejects it.

    A fresh LLVM context per call keeps uniqued constants and types from
    accumulating over a long fuzzing run.
    """
    import llvmlite.binding as llvm  # lazy: importing the model must not load LLVM

    context = llvm.create_context()
    try:
        try:
            llmod = llvm.parse_assembly(text, context=context)
        except RuntimeError as exc:
            raise _parse_error(str(exc)) from None
        try:
            return str(llmod)
        finally:
            llmod.close()
    finally:
        context.close()


def _parse_error(message: str) -> ParseError:
    """The first meaningful line of an llvmlite parse failure, located when possible."""
    lines = [ln.strip() for ln in message.splitlines() if ln.strip()]
    for ln in lines:
        m = _LLVM_DIAG_RE.match(ln)
        if m:
            line, col = int(m.group(1)), int(m.group(2))
            return ParseError(f"line {line}:{col}: {m.group(3)}", line, col)
    meaningful = [ln for ln in lines if ln != "LLVM IR parsing error"]
    return ParseError(meaningful[0] if meaningful else "LLVM could not parse the text")


# --------------------------------------------------------------------------
# Tokens.

_TOKEN_RE = re.compile(
    r"""
    \s*(?:
      (?P<comment>;.*)
    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))
    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))
    | (?P<attrgrp>\#\d+)
    | (?P<meta>!(?:"[^"]*"|[-a-zA-Z$._0-9\\]+)?)
    | (?P<str>c?"[^"]*")
    | (?P<float>-?\d+\.\d*(?:[eE][-+]?\d+)?|0x[KLMHR]?[0-9A-Fa-f]+)
    | (?P<int>-?\d+)
    | (?P<word>[a-zA-Z_$][a-zA-Z0-9_.$]*)
    | (?P<dots>\.\.\.)
    | (?P<punct>[()\[\]{}<>,=*:|])
    )
    """,
    re.X,
)


class Token(NamedTuple):
    """One lexical token; ``start``/``end`` index the line so raw text can be sliced."""

    kind: str
    text: str
    start: int
    end: int


class _Unsupported(Exception):
    """Internal: the current line holds something the model cannot represent."""

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail)
        self.detail = detail


def tokenize(line: str) -> list[Token]:
    """Split one line of canonical IR into tokens (comments dropped)."""
    tokens: list[Token] = []
    pos = 0
    end = len(line.rstrip())
    match = _TOKEN_RE.match
    while pos < end:
        m = match(line, pos)
        if m is None:
            raise _Unsupported(f"unexpected character {line[pos:].lstrip()[:1]!r}")
        kind = m.lastgroup or ""
        if kind == "comment":
            break
        start = m.start(kind)
        tokens.append(Token(kind, line[start : m.end()], start, m.end()))
        pos = m.end()
    return tokens


_ESCAPE_RE = re.compile(r"\\([0-9A-Fa-f]{2})")


def unescape(quoted: str) -> str:
    """The name or string inside LLVM quotes, with ``\\XX`` escapes decoded."""
    body = quoted[1:-1] if len(quoted) >= 2 and quoted[0] == quoted[-1] == '"' else quoted
    if "\\" not in body:
        return body
    data = bytearray()
    pos = 0
    for m in _ESCAPE_RE.finditer(body):
        data += body[pos : m.start()].encode("utf-8", "surrogateescape")
        data.append(int(m.group(1), 16))
        pos = m.end()
    data += body[pos:].encode("utf-8", "surrogateescape")
    return data.decode("utf-8", "surrogateescape")


def symbol_name(tok: Token) -> str:
    """The name of a ``%local`` or ``@global`` token, unquoted."""
    return unescape(tok.text[1:])


# --------------------------------------------------------------------------
# A cursor over one line's tokens.

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}


class Cursor:
    """Sequential access to the tokens of one (logical) line."""

    def __init__(self, line: str, tokens: list[Token]) -> None:
        self.line = line
        self.tokens = tokens
        self.pos = 0

    def peek(self, ahead: int = 0) -> Token | None:
        i = self.pos + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def peek_text(self, ahead: int = 0) -> str | None:
        tok = self.peek(ahead)
        return tok.text if tok else None

    def at_end(self) -> bool:
        return self.pos >= len(self.tokens)

    def next(self) -> Token:
        tok = self.peek()
        if tok is None:
            raise _Unsupported("unexpected end of line")
        self.pos += 1
        return tok

    def expect(self, text: str) -> Token:
        tok = self.next()
        if tok.text != text:
            raise _Unsupported(f"expected {text!r}, found {tok.text!r}")
        return tok

    def accept(self, *texts: str) -> str | None:
        tok = self.peek()
        if tok is not None and tok.text in texts:
            self.pos += 1
            return tok.text
        return None

    def expect_kind(self, kind: str) -> Token:
        tok = self.next()
        if tok.kind != kind:
            raise _Unsupported(f"expected a {kind}, found {tok.text!r}")
        return tok

    def expect_int(self) -> int:
        return int(self.expect_kind("int").text)

    def balanced(self) -> str:
        """Consume a bracketed group starting at the cursor and return its raw text."""
        first = self.next()
        close = _OPEN.get(first.text)
        if close is None:
            raise _Unsupported(f"expected a bracket, found {first.text!r}")
        stack = [close]
        last = first
        while stack:
            last = self.next()
            if last.text in _OPEN:
                stack.append(_OPEN[last.text])
            elif last.text == stack[-1]:
                stack.pop()
        return self.line[first.start : last.end]

    def done(self) -> None:
        if not self.at_end():
            raise _Unsupported(f"unexpected {self.peek_text()!r}")


def strip_attachments(tokens: list[Token]) -> list[Token]:
    """Drop trailing metadata attachments (``, !dbg !3``) at bracket depth zero."""
    depth = 0
    for i, tok in enumerate(tokens):
        if tok.text in _OPEN:
            depth += 1
        elif tok.text in (")", "]", "}", ">"):
            depth -= 1
        elif (
            depth == 0 and tok.text == "," and i + 1 < len(tokens) and tokens[i + 1].kind == "meta"
        ):
            return tokens[:i]
    return tokens


# --------------------------------------------------------------------------
# Types and attributes.


def _words(text: str) -> frozenset[str]:
    """A keyword set written as one whitespace-separated string (easier to compare with LangRef)."""
    return frozenset(text.split())


_INT_TYPE_RE = re.compile(r"i(\d+)")
_OTHER_TYPE_WORDS = _words(
    "half bfloat float double fp128 x86_fp80 ppc_fp128 x86_amx metadata target opaque"
)


def is_type_start(tok: Token | None) -> bool:
    """Whether a type begins at ``tok`` (including types the model rejects)."""
    if tok is None:
        return False
    if tok.kind == "word":
        return bool(
            _INT_TYPE_RE.fullmatch(tok.text)
            or tok.text in ("ptr", "void", "token", "label")
            or tok.text in _OTHER_TYPE_WORDS
        )
    return tok.text in ("[", "<", "{") or tok.kind == "local"


#: The module's named struct types (``%struct.P = type { ... }``) while it is read: a
#: name stands for the literal struct it names (None: ``opaque``, unsupported).
_NAMED_TYPES: ContextVar[dict[str, StructType | None]] = ContextVar("named_types")


def parse_type(cur: Cursor) -> Type:
    """One type; scalable vectors, vectors of anything but integers and floats, opaque
    structs and floating-point types other than ``half``, ``float`` and ``double`` are
    unsupported. A named struct type is read as the literal struct it names."""
    tok = cur.next()
    text = tok.text
    if tok.kind == "local":
        named = _NAMED_TYPES.get({}).get(symbol_name(tok))
        if named is None:
            raise _Unsupported(f"type {text}")
        return named
    m = _INT_TYPE_RE.fullmatch(text) if tok.kind == "word" else None
    if m:
        return IntType(int(m.group(1)))
    if text == "ptr":
        if cur.peek_text() == "addrspace":
            cur.next()
            cur.expect("(")
            space = cur.expect_int()
            cur.expect(")")
            return PtrType(space)
        return PTR
    if text == "half":
        return HALF
    if text == "float":
        return FLOAT
    if text == "double":
        return DOUBLE
    if text == "token":
        return TOKEN
    if text == "void":
        return VOID
    if text == "label":
        return LABEL
    if text == "[":
        count = cur.expect_int()
        cur.expect("x")
        elem = parse_type(cur)
        cur.expect("]")
        return ArrayType(count, elem)
    if text == "<" and cur.accept("{"):
        struct = _struct_body(cur)
        cur.expect(">")
        return StructType(struct.fields, packed=True)
    if text == "<":
        if cur.peek_text() == "vscale":
            raise _Unsupported("scalable vector type")
        count = cur.expect_int()
        cur.expect("x")
        elem = parse_type(cur)
        cur.expect(">")
        if not isinstance(elem, IntType | FloatType) or count < 1:
            raise _Unsupported(f"vector of {count} x {elem}")
        return VectorType(count, elem)
    if text == "{":
        return _struct_body(cur)
    raise _Unsupported(f"type {text}")


def _struct_body(cur: Cursor) -> StructType:
    """The fields of a struct type after its ``{``, through its ``}``."""
    fields: list[Type] = []
    while not cur.accept("}"):
        if fields:
            cur.expect(",")
        fields.append(parse_type(cur))
    return StructType(tuple(fields))


def laid_out(ty: Type) -> Type:
    """``ty``, if the model knows its memory layout (fuzzfarm/ir/layout.py)."""
    try:
        check_layout(ty)
    except LayoutError as exc:
        raise _Unsupported(str(exc)) from None
    return ty


def is_value_type(ty: Type) -> bool:
    """Types an SSA value of the model may have: scalars, vectors, and aggregates of
    scalars (oracles/SEMANTICS.md, "Aggregates")."""
    return isinstance(ty, IntType | FloatType | PtrType | TokenType | VectorType) \
        or is_aggregate_value(ty)


def parse_value_type(cur: Cursor) -> Type:
    ty = parse_type(cur)
    if not is_value_type(ty):
        raise _Unsupported(f"value of type {ty}")
    return ty


#: Parameter attributes that can stand between an argument's type and its value.
PARAM_ATTRS = _words(
    """zeroext signext noext inreg byval byref preallocated inalloca sret elementtype align
    noalias captures nocapture nofree nest returned nonnull dereferenceable
    dereferenceable_or_null swiftself swiftasync swifterror immarg noundef nofpclass
    alignstack allocalign allocptr readnone readonly writeonly writable initializes
    dead_on_unwind dead_on_return range"""
)
#: Parameter attributes that change what is passed (a copy, an ABI slot): outside the model.
UNSUPPORTED_PARAM_ATTRS = _words(
    "byval byref preallocated inalloca sret swiftself swiftasync swifterror nest"
)
#: Of those, the ones a parameter of a function definition may have: an aggregate passed
#: in memory (clang's kernels taking a struct by value). The kernel's get the launch's
#: contents; a device function's are unsupported when called (SEMANTICS.md, "Aggregates").
AGGREGATE_PARAM_ATTRS = _words("byval byref")
#: Return attributes that can stand before a function's or call's return type.
RETURN_ATTRS = _words(
    """zeroext signext noext inreg noalias nonnull dereferenceable dereferenceable_or_null
    align noundef range nofpclass"""
)
#: Header keywords with no meaning for the model (linkage, visibility, preemption ...).
#: ``fastcc`` is what LLVM's optimizer gives an internal function and all its call sites
#: (a calling convention: how, not what, is passed); it is read as the default on both,
#: which keeps them matching.
IGNORED_HEADER_WORDS = _words(
    """private internal available_externally linkonce weak common appending extern_weak
    linkonce_odr weak_odr external default hidden protected dllimport dllexport dso_local
    dso_preemptable ccc fastcc"""
)


def parse_attr(cur: Cursor, groups: dict[str, frozenset[str]], in_group: bool = False) -> list[str]:
    """One attribute at the cursor, spelled as LLVM accepts it inline.

    Attribute groups (``#0``) expand to their contents; the ``name=value``
    spelling used inside ``attributes #N = { ... }`` becomes ``name(value)``.
    """
    tok = cur.next()
    if tok.kind == "attrgrp":
        if tok.text not in groups:
            raise _Unsupported(f"unknown attribute group {tok.text}")
        return sorted(groups[tok.text])
    if tok.kind == "str":
        if cur.peek_text() == "=" and (nxt := cur.peek(1)) is not None and nxt.kind == "str":
            cur.next()
            cur.next()
            return [f"{tok.text}={nxt.text}"]
        return [tok.text]
    if tok.kind != "word":
        raise _Unsupported(f"attribute {tok.text}")
    if tok.text == "align" and cur.peek_text() != "(":
        if in_group:
            cur.expect("=")
        return [f"align {cur.expect_int()}"]
    if cur.peek_text() == "(":
        return [tok.text + cur.balanced()]
    if in_group and cur.peek_text() == "=":
        cur.next()
        return [f"{tok.text}({cur.next().text})"]
    return [tok.text]


def parse_param_attrs(cur: Cursor, groups: dict[str, frozenset[str]],
                      pointee: list[Type] | None = None) -> list[str]:
    """Attributes of one parameter or argument: known names only, so the value is not eaten.
    ``pointee`` (a parameter's): ``byval(T)``/``byref(T)`` are allowed, ``T`` appended to
    it and the attribute spelled with the literal type."""
    attrs: list[str] = []
    while (tok := cur.peek()) is not None and (
        (tok.kind == "word" and tok.text in PARAM_ATTRS) or tok.kind == "attrgrp"
    ):
        if tok.text in AGGREGATE_PARAM_ATTRS and pointee is not None:
            cur.next()
            cur.expect("(")
            ty = laid_out(parse_type(cur))
            cur.expect(")")
            pointee.append(ty)
            attrs.append(f"{tok.text}({ty})")
            continue
        if tok.text in UNSUPPORTED_PARAM_ATTRS:
            raise _Unsupported(f"parameter attribute {tok.text}")
        attrs.extend(parse_attr(cur, groups))
    return attrs


def refuse_element_promise(attrs: Iterable[str], ty: Type) -> None:
    """Refuse a value promise on an array (:func:`fuzzfarm.promises.element_promise`)."""
    promise = element_promise(attrs, ty)
    if promise is not None:
        raise _Unsupported(f"{promise} on a value of type {ty} (a promise on every element)")


#: Calling conventions of a GPU entry point (kept in :attr:`Function.cc`): how the target
#: launches the function, not what it computes. Every real HIP kernel is ``amdgpu_kernel``,
#: LLVM 20+ writes CUDA kernels as ``ptx_kernel`` and clang writes an OpenCL kernel for
#: SPIR/SPIR-V as ``spir_kernel``; other conventions (graphics shader stages, whose helper
#: lanes and WQM the oracles do not model) stay unsupported.
KERNEL_CCS = _words("amdgpu_kernel ptx_kernel spir_kernel")
#: The linkages a function header may start with (kept in :attr:`Function.linkage`).
LINKAGES = _words(
    """private internal available_externally linkonce weak common appending extern_weak
    linkonce_odr weak_odr external"""
)


def parse_return_attrs(cur: Cursor, groups: dict[str, frozenset[str]],
                       cc: list[str] | None = None, kernel: bool = False) -> list[str]:
    """Return attributes before a return type; other keywords are skipped or unsupported.

    ``cc`` receives a device calling convention (:data:`DEVICE_CCS`), and with ``kernel``
    (a function header) also a kernel calling convention (:data:`KERNEL_CCS`); a call
    site never may name a kernel's (a kernel is not called).
    """
    attrs: list[str] = []
    while not is_type_start(cur.peek()):
        tok = cur.peek()
        if tok is None:
            raise _Unsupported("missing return type")
        if tok.kind == "word" and tok.text in IGNORED_HEADER_WORDS:
            cur.next()
        elif cc is not None and tok.kind == "word" and (
                tok.text in DEVICE_CCS or (kernel and tok.text in KERNEL_CCS)):
            cc.append(cur.next().text)
        elif tok.kind == "word" and tok.text in RETURN_ATTRS:
            attrs.extend(parse_attr(cur, groups))
        else:
            raise _Unsupported(f"calling convention or keyword {tok.text}")
    return attrs


def parse_attribute_group(line: str, groups: dict[str, frozenset[str]]) -> None:
    """``attributes #N = { ... }``: record the group's attributes under ``#N``."""
    cur = Cursor(line, tokenize(line))
    cur.expect("attributes")
    name = cur.expect_kind("attrgrp").text
    cur.expect("=")
    cur.expect("{")
    attrs: list[str] = []
    while cur.peek_text() != "}":
        attrs.extend(parse_attr(cur, groups, in_group=True))
    cur.expect("}")
    groups[name] = frozenset(attrs)


# --------------------------------------------------------------------------
# Function scope: values by name, with forward references resolved at the end.


@dataclass(eq=False)
class _Forward(Value):
    """Placeholder for a local value used before its definition (phis, back edges)."""

    name: str
    type: Type


class FunctionScope:
    """Local names of one function: values and blocks, forward references resolved later."""

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self.values: dict[str, Value] = {}
        self.blocks: dict[str, Block] = {}
        self.forwards: dict[str, _Forward] = {}

    def define(self, name: str, value: Value) -> None:
        if name in self.values:
            raise IRError(f"duplicate local name %{name} in @{self.fn.name}")
        self.values[name] = value

    def lookup(self, name: str, ty: Type) -> Value:
        value = self.values.get(name)
        if value is not None:
            return value
        fwd = self.forwards.get(name)
        if fwd is None:
            fwd = self.forwards[name] = _Forward(name, ty)
        return fwd

    def block(self, name: str) -> Block:
        block = self.blocks.get(name)
        if block is None:
            raise IRError(f"unknown block %{name} in @{self.fn.name}")
        return block

    def resolve(self) -> None:
        """Replace every forward placeholder by the value its name finally denotes."""
        if not self.forwards:
            return
        mapping: dict[int, Value] = {}
        for name, fwd in self.forwards.items():
            value = self.values.get(name)
            if value is None:
                raise IRError(f"use of undefined value %{name} in @{self.fn.name}")
            mapping[id(fwd)] = value
        for inst in self.fn.instructions():
            inst.operands = [mapping.get(id(v), v) for v in inst.operands]
            inst.bundles = [
                OperandBundle(b.tag, tuple(mapping.get(id(v), v) for v in b.inputs))
                for b in inst.bundles
            ]


# --------------------------------------------------------------------------
# Instructions.

_CONSTANT_WORDS: dict[str, Callable[[Type], Value]] = {
    "poison": Poison,
    "undef": Undef,
    "null": lambda ty: NullPtr(ty),
    "none": lambda ty: TokenNone(),
}
#: The orderings a ``fence`` may have (LangRef, "fence" instruction).
_FENCE_ORDERINGS = frozenset({"acquire", "release", "acq_rel", "seq_cst"})
#: The orderings of an atomic access (LangRef, "Atomic Memory Ordering Constraints").
_ATOMIC_ORDERINGS = _FENCE_ORDERINGS | {"unordered", "monotonic"}
_FLAG_WORDS = {
    "binary": ("nuw", "nsw", "exact", "disjoint"),
    "cast": ("nuw", "nsw", "nneg"),
    "icmp": ("samesign",),
    "fp": tuple(FAST_MATH_FLAGS),
    "fpcast": (*FAST_MATH_FLAGS, "nneg"),
    "getelementptr": ("inbounds", "nusw", "nuw"),
}
_TAIL_WORDS = ("tail", "musttail", "notail")


class InstructionParser:
    """Parses instruction lines of one function into model instructions."""

    def __init__(self, scope: FunctionScope, groups: dict[str, frozenset[str]],
                 nodes: dict[str, str] | None = None, tags: TagReader | None = None) -> None:
        self.scope = scope
        self.groups = groups
        #: the module's numbered metadata nodes (``!16 = !{i8 0, i8 2}`` -> "16": that text)
        self.nodes = nodes or {}
        #: the module's ``!tbaa`` access tags, each node read once (fuzzfarm.ir.tbaa)
        self.tags = tags or TagReader(self.nodes)
        #: (callee, calling convention as written, line) of each call parsed
        self.call_ccs: list[tuple[str, str, str]] = []

    # -- operands -----------------------------------------------------------

    def value(self, cur: Cursor, ty: Type) -> Value:
        """An operand of known type ``ty``: a local, a global or a simple constant."""
        tok = cur.next()
        if tok.kind == "local":
            return self.scope.lookup(symbol_name(tok), ty)
        if isinstance(ty, VectorType) and tok.text in ("<", "splat", "zeroinitializer"):
            return self._vector(cur, ty, tok.text)
        if isinstance(ty, StructType | ArrayType) and tok.text in ("{", "<", "["):
            return self._aggregate(cur, ty, tok.text)
        if tok.kind == "global":
            if not isinstance(ty, PtrType):
                raise _Unsupported(f"global of type {ty}")
            return GlobalRef(symbol_name(tok), ty)
        if tok.text == "getelementptr" and isinstance(ty, PtrType):
            return self.constant_gep(cur, ty)
        if tok.text == "addrspacecast" and isinstance(ty, PtrType):
            return self.constant_cast(cur, ty)
        if tok.kind == "int":
            return self._int(ty, int(tok.text))
        if tok.kind == "float":
            return self._float(ty, tok.text)
        if tok.text in ("true", "false"):
            return self._int(ty, int(tok.text == "true"))
        if tok.text == "zeroinitializer":
            return self._zero(ty)
        make = _CONSTANT_WORDS.get(tok.text)
        if make is None:
            raise _Unsupported(f"constant {tok.text}")
        wrong_none = tok.text == "none" and ty != TOKEN
        wrong_null = tok.text == "null" and not isinstance(ty, PtrType)
        if wrong_none or wrong_null:
            raise _Unsupported(f"{tok.text} of type {ty}")
        return make(ty)

    def constant_cast(self, cur: Cursor, ty: PtrType) -> GlobalRef:
        """A constant-expression ``addrspacecast`` of a global (LangRef, "Constant
        Expressions"): the same object and offset seen from another address space."""
        cur.expect("(")
        base = self.typed_value(cur)
        cur.expect("to")
        dest = parse_type(cur)
        cur.expect(")")
        if not isinstance(base, GlobalRef) or base.offset or base.flags or base.space is not None \
                or dest != ty or not isinstance(base.type, PtrType):
            raise _Unsupported("constant addrspacecast of anything but a global")
        return GlobalRef(base.name, ty, space=base.type.addrspace)

    def constant_gep(self, cur: Cursor, ty: PtrType) -> GlobalRef:
        """A constant-expression ``getelementptr`` of a global with constant indices
        (LangRef, "Constant Expressions"): the global ``offset`` bytes further, the
        flags kept for the oracles' bounds check."""
        flags = self.flags(cur, _FLAG_WORDS["getelementptr"])
        cur.expect("(")
        ty_at: Type = parse_type(cur)
        cur.expect(",")
        base = self.typed_value(cur)
        if not isinstance(base, GlobalRef) or base.type != ty:
            raise _Unsupported("constant getelementptr of anything but a global")
        offset = base.offset
        first = True
        while cur.accept(","):
            index = self.typed_value(cur)
            if not isinstance(index, ConstInt):
                raise _Unsupported("constant getelementptr with a non-integer index")
            if not first:
                if not isinstance(ty_at, ArrayType):
                    raise _Unsupported(f"constant getelementptr into {ty_at}")
                ty_at = ty_at.element
            first = False
            offset += index.signed * store_size(ty_at)
        cur.expect(")")
        return GlobalRef(base.name, ty, offset, flags | base.flags, base.space)
    def _vector(self, cur: Cursor, ty: VectorType, head: str) -> ConstVector:
        """A vector constant after its first token: ``<T a, T b ...>`` (elements may be
        ``poison``/``undef``), ``splat (T a)`` (LLVM 20+) or ``zeroinitializer``."""
        if head == "zeroinitializer":
            elements = [self._zero(ty.element)] * ty.count
        elif head == "splat":
            cur.expect("(")
            one = self.value(cur, self._element_type(cur, ty))
            cur.expect(")")
            elements = [one] * ty.count
        else:
            elements = []
            while not cur.accept(">"):
                if elements:
                    cur.expect(",")
                elements.append(self.value(cur, self._element_type(cur, ty)))
        if len(elements) != ty.count or any(
                not isinstance(e, ConstInt | ConstFloat | Poison | Undef) for e in elements):
            raise _Unsupported(f"vector constant of type {ty}")
        return ConstVector(ty, tuple(elements))

    def _aggregate(self, cur: Cursor, ty: StructType | ArrayType, head: str) -> ConstAggregate:
        """A struct (``{ T a, U b }``, packed ``<{ ... }>``) or array (``[T a, T b]``)
        constant after its first token."""
        if head == "<":
            cur.expect("{")
        close = "]" if head == "[" else "}"
        types = ty.fields if isinstance(ty, StructType) else (ty.element,) * ty.count
        elements: list[Value] = []
        while not cur.accept(close):
            if elements:
                cur.expect(",")
            if len(elements) >= len(types) or parse_type(cur) != types[len(elements)]:
                raise _Unsupported(f"constant of type {ty}")
            elements.append(self.value(cur, types[len(elements)]))
        if head == "<":
            cur.expect(">")
        if len(elements) != len(types) or (head == "[") != isinstance(ty, ArrayType):
            raise _Unsupported(f"constant of type {ty}")
        return ConstAggregate(ty, tuple(elements))

    @classmethod
    def _zero(cls, ty: Type) -> Value:
        """``zeroinitializer`` of a scalar or aggregate type."""
        if isinstance(ty, StructType):
            return ConstAggregate(ty, tuple(cls._zero(f) for f in ty.fields))
        if isinstance(ty, ArrayType):
            return ConstAggregate(ty, (cls._zero(ty.element),) * ty.count)
        if isinstance(ty, PtrType):
            return NullPtr(ty)
        if isinstance(ty, FloatType):
            return ConstFloat(ty, 0)
        return cls._int(ty, 0)

    @staticmethod
    def _element_type(cur: Cursor, ty: VectorType) -> Type:
        elem = parse_type(cur)
        if elem != ty.element:
            raise _Unsupported(f"element of type {elem} in a vector of {ty.element}")
        return elem

    @staticmethod
    def _int(ty: Type, value: int) -> ConstInt:
        if not isinstance(ty, IntType):
            raise _Unsupported(f"integer constant of type {ty}")
        return ConstInt(ty, value)

    @staticmethod
    def _float(ty: Type, text: str) -> ConstFloat:
        """A floating-point constant: LLVM's decimal or double-hex spelling
        (:mod:`fuzzfarm.ir.floatbits`); the other hex forms (``0xK`` ...) belong to
        types the model does not have."""
        if isinstance(ty, FloatType) and ty.bits == 16 and text.startswith("0xH"):
            return ConstFloat(ty, int(text[3:], 16))  # a half's own bits
        if not isinstance(ty, FloatType) or text[:3] in ("0xK", "0xL", "0xM", "0xH", "0xR"):
            raise _Unsupported(f"floating-point constant {text} of type {ty}")
        if text.startswith("0x"):
            return ConstFloat(ty, floatbits.from_llvm_hex(int(text, 16), ty))
        return ConstFloat(ty, floatbits.from_decimal(text, ty))

    def typed_value(self, cur: Cursor) -> Value:
        ty = parse_value_type(cur)
        return self.value(cur, ty)

    def label(self, cur: Cursor) -> Block:
        cur.expect("label")
        return self.scope.block(symbol_name(cur.expect_kind("local")))

    @staticmethod
    def flags(cur: Cursor, allowed: Iterable[str]) -> frozenset[str]:
        allowed = tuple(allowed)
        found: set[str] = set()
        while (word := cur.accept(*allowed)) is not None:
            found.add(word)
        return frozenset(found)

    @staticmethod
    def align(cur: Cursor) -> int | None:
        if cur.accept(","):
            cur.expect("align")
            return cur.expect_int()
        return None

    # -- dispatch -------------------------------------------------------------

    def parse(self, line: str, name: str | None) -> Instruction:
        """One instruction (without its ``%name =``); unsupported ones raise _Unsupported."""
        every = tokenize(line)
        tokens = strip_attachments(every)
        cur = Cursor(line, tokens)
        head = cur.peek_text()
        if head in _TAIL_WORDS or head == "call":
            inst = self.call(cur)
        else:
            handler = self._handler(head or "")
            cur.next()
            inst = handler(cur, head or "")
        cur.done()
        attached = every[len(tokens):]
        if any(t.text == "!fpmath" for t in attached):
            inst.flags = inst.flags | {fpenv.FPMATH}
        if inst.opcode == "load":
            self.load_assumptions(inst, attached)
        elif inst.opcode == "call":
            self.call_range(inst, attached)
        if inst.opcode in ("load", "store"):
            inst.tbaa = self.access_tag(attached)
        if inst.type != VOID:
            inst.name = name
        return inst

    def load_assumptions(self, inst: Instruction, attached: list[Token]) -> None:
        """A load's ``!range`` and ``!noundef`` attachments (LangRef, "'range' Metadata",
        "'noundef' Metadata"): what the loaded value is promised to be, poison or undefined
        behaviour when it is not. Dropping them would give the program fewer undefined
        runs than LLVM gives it, so an optimizer relying on them (clang puts both on every
        ``bool`` load) would look wrong where it is right."""
        texts = [t.text for t in attached]
        for tag in POINTER_LOAD_PROMISES:
            if tag in texts:
                raise _Unsupported(f"{tag} on a load promises what a run may break (the loaded "
                                   "pointer), which the oracles do not check")
        if "!invariant.load" in texts and not _launch_object(inst.operands[0]):
            raise _Unsupported("!invariant.load of memory other than AMDGPU's read-only segments "
                               "(a store changing it is undefined behaviour, which the oracles do not check)")
        inst.noundef = "!noundef" in texts
        if inst.noundef and not isinstance(inst.type, IntType | FloatType | PtrType):
            raise _Unsupported(f"!noundef on a load of {inst.type}")
        if "!range" in texts:
            inst.value_range = self.range_metadata(inst, texts)

    def range_metadata(self, inst: Instruction, texts: list[str]) -> tuple[tuple[int, int], ...]:
        """The half-open, unsigned, possibly wrapping intervals of an instruction's
        ``!range`` attachment (LangRef, "'range' Metadata": a load's or call's integer
        value outside them is poison)."""
        at = texts.index("!range") + 1
        ref = texts[at] if at < len(texts) else ""
        node = self.nodes.get(ref[1:])
        if not isinstance(inst.type, IntType) or node is None:
            raise _Unsupported(f"!range {ref} on a {inst.opcode} of {inst.type}")
        bounds = [int(v) % (1 << inst.type.bits) for _ty, v in _RANGE_PAIR_RE.findall(node)]
        if not bounds or len(bounds) % 2:
            raise _Unsupported(f"!range {ref} = {node}")
        return tuple(zip(bounds[::2], bounds[1::2], strict=True))

    def call_range(self, inst: Instruction, attached: list[Token]) -> None:
        """A call's ``!range`` attachment, read as the ``range(...)`` return attribute it
        means (LangRef: both make a result outside the interval poison), so that every
        rule for a promised result applies to it (:mod:`fuzzfarm.promises`, and
        :mod:`fuzzfarm.external` refusing one on an external call). Dropped, a *before*
        whose promise let an optimizer fold ``icmp ult %r, 2`` to true read as defined
        where its result breaks the promise, and the fold as a violation. Several
        intervals, or an attribute beside the attachment, are refused (no one attribute
        says both)."""
        texts = [t.text for t in attached]
        if "!range" not in texts:
            return
        intervals = self.range_metadata(inst, texts)
        if not isinstance(inst.type, IntType) or len(intervals) != 1 or any(a.startswith(RET_ATTR_PREFIX + "range(") for a in inst.attrs):
            raise _Unsupported(f"!range with {len(intervals)} intervals on a call, or beside a range attribute")
        lo, hi = (ConstInt(inst.type, v).signed for v in intervals[0])
        inst.attrs = inst.attrs | {f"{RET_ATTR_PREFIX}range({inst.type} {lo}, {hi})"}

    def access_tag(self, attached: list[Token]) -> AccessTag | None:
        """A load's or store's ``!tbaa`` (oracles/SEMANTICS.md, "Values"): a tag this
        reader cannot read is refused rather than dropped, since dropping it would hide
        the type puns an optimizer may rely on (:mod:`fuzzfarm.ir.tbaa`)."""
        texts = [t.text for t in attached]
        if "!tbaa" not in texts:
            return None
        at = texts.index("!tbaa") + 1
        ref = texts[at] if at < len(texts) else ""
        try:
            return self.tags.tag(ref[1:])
        except ValueError as exc:
            raise _Unsupported(f"!tbaa {ref}: {exc}") from None

    def _handler(self, opcode: str) -> Callable[[Cursor, str], Instruction]:
        if opcode in BINARY_OPS:
            return self.binary
        if opcode in CAST_OPS:
            return self.cast
        if opcode in FP_BINARY_OPS:
            return self.fbinary
        if opcode in FP_CAST_OPS:
            return self.fcast
        handler = {
            "icmp": self.icmp,
            "fcmp": self.fcmp,
            "fneg": self.fneg,
            "select": self.select,
            "freeze": self.freeze,
            "phi": self.phi,
            "br": self.br,
            "switch": self.switch,
            "ret": self.ret,
            "unreachable": self.unreachable,
            "alloca": self.alloca,
            "load": self.load,
            "store": self.store,
            "atomicrmw": self.atomicrmw,
            "cmpxchg": self.cmpxchg,
            "extractvalue": self.extractvalue,
            "insertvalue": self.insertvalue,
            "getelementptr": self.gep,
            "fence": self.fence,
            "extractelement": self.extractelement,
            "insertelement": self.insertelement,
            "shufflevector": self.shufflevector,
        }.get(opcode)
        if handler is None:
            raise _Unsupported(f"instruction {opcode}")
        return handler

    # -- one method per opcode family ----------------------------------------

    def binary(self, cur: Cursor, op: str) -> Instruction:
        return self._binary(cur, op, _FLAG_WORDS["binary"])

    def fbinary(self, cur: Cursor, op: str) -> Instruction:
        return self._binary(cur, op, _FLAG_WORDS["fp"], floats=True)

    def _binary(self, cur: Cursor, op: str, flag_words: Iterable[str],
                floats: bool = False) -> Instruction:
        """An integer or (``floats``) float binary operation: flags, a type, two operands."""
        flags = self.flags(cur, flag_words)
        ty = parse_value_type(cur)
        if floats and not isinstance(element_type(ty), FloatType):
            raise _Unsupported(f"{op} on {ty}")
        lhs = self.value(cur, ty)
        cur.expect(",")
        rhs = self.value(cur, ty)
        return Instruction(op, ty, [lhs, rhs], flags=flags)

    def fneg(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["fp"])
        v = self.typed_value(cur)
        if not isinstance(element_type(v.type), FloatType):
            raise _Unsupported(f"fneg on {v.type}")
        return Instruction(op, v.type, [v], flags=flags)

    def fcast(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["fpcast"])
        v = self.typed_value(cur)
        cur.expect("to")
        dest = parse_value_type(cur)
        if not isinstance(element_type(v.type), IntType | FloatType) or not isinstance(
                element_type(dest), IntType | FloatType):
            raise _Unsupported(f"{op} from {v.type} to {dest}")
        return Instruction(op, dest, [v], flags=flags)

    def icmp(self, cur: Cursor, op: str) -> Instruction:
        return self._compare(cur, op, _FLAG_WORDS["icmp"], ICMP_PREDICATES)

    def fcmp(self, cur: Cursor, op: str) -> Instruction:
        return self._compare(cur, op, _FLAG_WORDS["fp"], FCMP_PREDICATES, floats=True)

    def _compare(self, cur: Cursor, op: str, flag_words: Iterable[str],
                 predicates: frozenset[str], floats: bool = False) -> Instruction:
        """``icmp``/``fcmp``: flags, a predicate of ``predicates``, two operands."""
        flags = self.flags(cur, flag_words)
        pred = cur.next().text
        if pred not in predicates:
            raise _Unsupported(f"{op} predicate {pred}")
        ty = parse_value_type(cur)
        if floats and not isinstance(element_type(ty), FloatType):
            raise _Unsupported(f"{op} on {ty}")
        lhs = self.value(cur, ty)
        cur.expect(",")
        rhs = self.value(cur, ty)
        result = VectorType(ty.count, I1) if isinstance(ty, VectorType) else I1
        return Instruction(op, result, [lhs, rhs], flags=flags, predicate=pred)

    def select(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["fp"])
        cond = self.typed_value(cur)
        cur.expect(",")
        a = self.typed_value(cur)
        cur.expect(",")
        b = self.typed_value(cur)
        return Instruction(op, a.type, [cond, a, b], flags=flags)

    def fence(self, cur: Cursor, op: str) -> Instruction:
        """``fence [syncscope("S")] ORDERING``: kept as written in ``predicate`` (the
        oracles give it no effect: SEMANTICS.md, "Threads, inputs, outputs")."""
        return Instruction(op, VOID, [], predicate=self.ordering(cur, _FENCE_ORDERINGS))

    def freeze(self, cur: Cursor, op: str) -> Instruction:
        v = self.typed_value(cur)
        return Instruction(op, v.type, [v])

    def cast(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["cast"])
        v = self.typed_value(cur)
        cur.expect("to")
        dest = parse_value_type(cur)
        return Instruction(op, dest, [v], flags=flags)

    def phi(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["fp"])
        ty = parse_value_type(cur)
        if flags and not isinstance(element_type(ty), FloatType):
            raise _Unsupported(f"phi with fast-math flags on {ty}")
        values: list[Value] = []
        blocks: list[Block] = []
        while True:
            cur.expect("[")
            values.append(self.value(cur, ty))
            cur.expect(",")
            blocks.append(self.scope.block(symbol_name(cur.expect_kind("local"))))
            cur.expect("]")
            if not cur.accept(","):
                break
        return Instruction(op, ty, values, blocks=blocks, flags=flags)

    def br(self, cur: Cursor, op: str) -> Instruction:
        if cur.peek_text() == "label":
            return Instruction(op, VOID, [], blocks=[self.label(cur)])
        cond = self.typed_value(cur)
        cur.expect(",")
        if_true = self.label(cur)
        cur.expect(",")
        if_false = self.label(cur)
        return Instruction(op, VOID, [cond], blocks=[if_true, if_false])

    def switch(self, cur: Cursor, op: str) -> Instruction:
        cond = self.typed_value(cur)
        cur.expect(",")
        blocks = [self.label(cur)]
        operands: list[Value] = [cond]
        cur.expect("[")
        while not cur.accept("]"):
            operands.append(self.typed_value(cur))
            cur.expect(",")
            blocks.append(self.label(cur))
        return Instruction(op, VOID, operands, blocks=blocks)

    def ret(self, cur: Cursor, op: str) -> Instruction:
        if cur.accept("void"):
            return Instruction(op, VOID, [])
        return Instruction(op, VOID, [self.typed_value(cur)])

    def unreachable(self, cur: Cursor, op: str) -> Instruction:
        return Instruction(op, VOID, [])

    def alloca(self, cur: Cursor, op: str) -> Instruction:
        if cur.peek_text() in ("inalloca", "swifterror"):
            raise _Unsupported(f"alloca {cur.peek_text()}")
        elem = laid_out(parse_type(cur))
        if not isinstance(elem, IntType | FloatType | PtrType | ArrayType | VectorType | StructType):
            raise _Unsupported(f"alloca of {elem}")
        operands: list[Value] = []
        align: int | None = None
        space = 0
        while cur.accept(","):
            if cur.accept("align"):
                align = cur.expect_int()
            elif cur.accept("addrspace"):
                cur.expect("(")
                space = cur.expect_int()
                cur.expect(")")
            else:
                operands.append(self.typed_value(cur))
        return Instruction(op, PtrType(space), operands, elem_type=elem, align=align)

    def _no_volatile(self, cur: Cursor) -> bool:
        """Is the access ``atomic``? (A volatile atomic access is outside the model.)"""
        if cur.peek_text() == "volatile" or cur.peek_text(1) == "volatile":
            raise _Unsupported("volatile atomic access")
        return cur.accept("atomic") is not None

    def _plain_flags(self, cur: Cursor) -> frozenset[str] | None:
        """A plain load's or store's flags: ``volatile`` (an event of the thread: LangRef,
        "Volatile Memory Accesses"; oracles/SEMANTICS.md, "Volatile accesses"), or None for
        an ``atomic`` one (whose own ``volatile`` is refused)."""
        if cur.peek_text() == "volatile" and cur.peek_text(1) != "atomic":
            cur.next()
            return frozenset({"volatile"})
        return None if self._no_volatile(cur) else frozenset()

    @staticmethod
    def ordering(cur: Cursor, allowed: frozenset[str]) -> str:
        """``[syncscope("S")] ORDERING`` of an atomic instruction, as written."""
        words: list[str] = []
        if cur.accept("syncscope"):
            words.append("syncscope" + cur.balanced())
        ordering = cur.next().text
        if ordering not in allowed:
            raise _Unsupported(f"atomic ordering {ordering}")
        return " ".join([*words, ordering])

    def load(self, cur: Cursor, op: str) -> Instruction:
        plain = self._plain_flags(cur)
        ty = parse_value_type(cur)
        cur.expect(",")
        ptr = self.typed_value(cur)
        if plain is not None:
            return Instruction(op, ty, [ptr], flags=_volatile_scalar(plain, ty), align=self.align(cur))
        order = self.ordering(cur, _ATOMIC_ORDERINGS - {"release", "acq_rel"})
        return Instruction(op, ty, [ptr], flags=frozenset({"atomic"}), predicate=order,
                           align=self.align(cur))

    def store(self, cur: Cursor, op: str) -> Instruction:
        plain = self._plain_flags(cur)
        value = self.typed_value(cur)
        cur.expect(",")
        ptr = self.typed_value(cur)
        if plain is not None:
            return Instruction(op, VOID, [value, ptr], flags=_volatile_scalar(plain, value.type),
                               align=self.align(cur))
        order = self.ordering(cur, _ATOMIC_ORDERINGS - {"acquire", "acq_rel"})
        return Instruction(op, VOID, [value, ptr], flags=frozenset({"atomic"}), predicate=order,
                           align=self.align(cur))

    def atomicrmw(self, cur: Cursor, op: str) -> Instruction:
        """``atomicrmw OP ptr P, TY V [syncscope("S")] ORDERING``: ``predicate`` holds the
        operation, then the scope and ordering as written (LangRef, "atomicrmw")."""
        self._no_volatile(cur)
        operation = cur.next().text
        if operation not in ATOMIC_RMW_OPS | ATOMIC_FP_RMW_OPS:
            raise _Unsupported(f"atomicrmw {operation}")
        ptr = self.typed_value(cur)
        cur.expect(",")
        value = self.typed_value(cur)
        kind = IntType if operation in ATOMIC_RMW_OPS else FloatType
        if not isinstance(value.type, kind) or not isinstance(ptr.type, PtrType):
            raise _Unsupported(f"atomicrmw {operation} on {value.type}")
        order = self.ordering(cur, _ATOMIC_ORDERINGS)
        return Instruction(op, value.type, [ptr, value], predicate=f"{operation} {order}",
                           align=self.align(cur))

    def cmpxchg(self, cur: Cursor, op: str) -> Instruction:
        """``cmpxchg [weak] ptr P, T C, T N [syncscope("S")] SUCCESS FAILURE``, of type
        ``{ T, i1 }`` (LangRef, "cmpxchg"). A ``weak`` one may fail spuriously, a choice
        the model does not make: unsupported, as are pointer values."""
        if cur.accept("weak"):
            raise _Unsupported("cmpxchg weak (it may fail spuriously)")
        self._no_volatile(cur)
        ptr = self.typed_value(cur)
        cur.expect(",")
        cmp = self.typed_value(cur)
        cur.expect(",")
        new = self.value(cur, parse_value_type(cur))
        if not isinstance(cmp.type, IntType) or new.type != cmp.type or not isinstance(ptr.type, PtrType):
            raise _Unsupported(f"cmpxchg of {cmp.type}")
        success = self.ordering(cur, _ATOMIC_ORDERINGS - {"unordered"})
        failure = self.ordering(cur, _ATOMIC_ORDERINGS - {"unordered", "release", "acq_rel"})
        return Instruction(op, StructType((cmp.type, I1)), [ptr, cmp, new],
                           predicate=f"{success} {failure}", align=self.align(cur))

    def extractvalue(self, cur: Cursor, op: str) -> Instruction:
        """``extractvalue AGG %agg, I, J ...``: a (nested) field of an aggregate value;
        ``predicate`` holds the index path as written (:func:`value_path`)."""
        agg = self.typed_value(cur)
        path = self._path(cur, agg.type)
        return Instruction(op, leaf_span(agg.type, path)[2], [agg],
                           predicate=", ".join(map(str, path)))

    def insertvalue(self, cur: Cursor, op: str) -> Instruction:
        """``insertvalue AGG %agg, T %v, I, J ...``: the aggregate with that field replaced."""
        agg = self.typed_value(cur)
        cur.expect(",")
        elem = self.typed_value(cur)
        path = self._path(cur, agg.type)
        if leaf_span(agg.type, path)[2] != elem.type:
            raise _Unsupported(f"insertvalue of {elem.type} into {agg.type}")
        return Instruction(op, agg.type, [agg, elem], predicate=", ".join(map(str, path)))

    @staticmethod
    def _path(cur: Cursor, ty: Type) -> tuple[int, ...]:
        """The constant indices of an ``extractvalue``/``insertvalue`` (at least one)."""
        path: list[int] = []
        while cur.accept(","):
            index = cur.expect_int()
            count = len(ty.fields) if isinstance(ty, StructType) else \
                ty.count if isinstance(ty, ArrayType) else 0
            if not 0 <= index < count:
                raise _Unsupported(f"index {index} into {ty}")
            path.append(index)
            ty = ty.fields[index] if isinstance(ty, StructType) else ty.element  # type: ignore[attr-defined]
        if not path:
            raise _Unsupported("extractvalue/insertvalue without an index")
        return tuple(path)

    def gep(self, cur: Cursor, op: str) -> Instruction:
        flags = self.flags(cur, _FLAG_WORDS["getelementptr"])
        elem = laid_out(parse_type(cur))
        cur.expect(",")
        base = self.typed_value(cur)
        if not isinstance(base.type, PtrType):
            raise _Unsupported("getelementptr on a non-pointer")
        operands: list[Value] = [base]
        while cur.accept(","):
            operands.append(self.typed_value(cur))
            if isinstance(operands[-1].type, VectorType):
                raise _Unsupported("getelementptr with a vector index (a vector of pointers)")
        return Instruction(op, base.type, operands, flags=flags, elem_type=elem)

    def extractelement(self, cur: Cursor, op: str) -> Instruction:
        vec = self._vector_operand(cur, op)
        cur.expect(",")
        index = self._index_operand(cur, op)
        assert isinstance(vec.type, VectorType)
        return Instruction(op, vec.type.element, [vec, index])

    def insertelement(self, cur: Cursor, op: str) -> Instruction:
        vec = self._vector_operand(cur, op)
        assert isinstance(vec.type, VectorType)
        cur.expect(",")
        elem = self.typed_value(cur)
        if elem.type != vec.type.element:
            raise _Unsupported(f"{op} of a {elem.type} into {vec.type}")
        cur.expect(",")
        index = self._index_operand(cur, op)
        return Instruction(op, vec.type, [vec, elem, index])

    def shufflevector(self, cur: Cursor, op: str) -> Instruction:
        """``shufflevector <n x T> a, <n x T> b, <m x i32> mask``: the mask is kept as a
        :class:`ConstVector` of ``i32`` constants and poison elements (``undef`` in a mask
        means poison too: LangRef, "shufflevector")."""
        first = self._vector_operand(cur, op)
        cur.expect(",")
        second = self.typed_value(cur)
        cur.expect(",")
        mask = self.typed_value(cur)
        if second.type != first.type or not isinstance(mask.type, VectorType) \
                or mask.type.element != IntType(32):
            raise _Unsupported(f"{op} of {first.type}, {second.type} with mask {mask.type}")
        if isinstance(mask, Poison | Undef):
            mask = ConstVector(mask.type, (Poison(mask.type.element),) * mask.type.count)
        if not isinstance(mask, ConstVector):
            raise _Unsupported(f"{op} mask {mask.ref()}")
        mask = ConstVector(mask.type, tuple(Poison(e.type) if isinstance(e, Undef) else e
                                            for e in mask.elements))
        assert isinstance(first.type, VectorType)
        return Instruction(op, VectorType(mask.type.count, first.type.element),
                           [first, second, mask])

    def _vector_operand(self, cur: Cursor, op: str) -> Value:
        vec = self.typed_value(cur)
        if not isinstance(vec.type, VectorType):
            raise _Unsupported(f"{op} on {vec.type}")
        return vec

    def _index_operand(self, cur: Cursor, op: str) -> Value:
        index = self.typed_value(cur)
        if not isinstance(index.type, IntType):
            raise _Unsupported(f"{op} index of type {index.type}")
        return index

    def call(self, cur: Cursor) -> Instruction:
        tail = cur.accept(*_TAIL_WORDS)
        cur.expect("call")
        flags = self.flags(cur, _FLAG_WORDS["fp"])
        cc: list[str] = []
        ret_attrs = parse_return_attrs(cur, self.groups, cc)
        attrs = [RET_ATTR_PREFIX + a for a in ret_attrs]
        ret = parse_type(cur)
        refuse_element_promise(ret_attrs, ret)
        if not (isinstance(ret, VoidType) or is_value_type(ret)):
            raise _Unsupported(f"call returning {ret}")
        if cur.peek_text() == "(":
            raise _Unsupported("call through an explicit function type")
        callee_tok = cur.next()
        if callee_tok.kind != "global":
            raise _Unsupported(f"call of {callee_tok.text}")
        name = symbol_name(callee_tok)
        if flags - {"contract"} and name.startswith("llvm.") \
                and fpenv.intrinsic_base(vectors.scalar_callee(name)) is None \
                and vectors.reduction(name) not in vectors.FLOAT_REDUCTIONS:
            # LangRef, "Fast-Math Flags": on a call they make NaN/inf arguments or results
            # poison and allow other results: outside what a convergent operation means to
            # the oracles. ``contract`` alone (clang's default for CUDA and HIP, on every
            # float call) only lets an fmul and an fadd fuse: nothing a call computes, so
            # it changes no result here. On a call of another function the flags are read
            # if it is defined in the module (oracles/reference/wellformed.py).
            raise _Unsupported("call with fast-math flags")
        self.call_ccs.append((name, " ".join(cc), cur.line))
        args = self._call_args(cur, attrs)
        while (tok := cur.peek()) is not None and tok.text != "[":
            attrs.extend(parse_attr(cur, self.groups))
        bundles = self._bundles(cur)
        if name == "llvm.assume" and any(b.tag not in unmodelled.ASSUME_BUNDLES_READ for b in bundles):
            raise _Unsupported("llvm.assume with a promise the oracles do not check")
        atomic = opencl.legacy_atomic(name)
        if atomic is not None and ret == I32 and isinstance(args[0].type, PtrType) \
                and all(a.type == I32 for a in args[1:]) and not bundles:
            # OpenCL 1.x's atomic_inc ...: the atomicrmw the device library makes of it
            operation, operand = atomic
            value = ConstInt(I32, operand) if operand is not None else args[1]
            return Instruction("atomicrmw", ret, [args[0], value], predicate=f"{operation} monotonic",
                               align=4)
        return Instruction(
            "call",
            ret,
            args,
            callee=symbol_name(callee_tok),
            bundles=bundles,
            attrs=frozenset(attrs),
            tail=tail,
            flags=flags,
        )

    def _call_args(self, cur: Cursor, attrs: list[str]) -> list[Value]:
        cur.expect("(")
        args: list[Value] = []
        while not cur.accept(")"):
            if args:
                cur.expect(",")
            ty = parse_value_type(cur)
            prefix = arg_attr_prefix(len(args))
            arg_attrs = parse_param_attrs(cur, self.groups, [])
            refuse_element_promise(arg_attrs, ty)
            attrs.extend(prefix + a for a in arg_attrs)
            args.append(self.value(cur, ty))
        return args

    def _bundles(self, cur: Cursor) -> list[OperandBundle]:
        bundles: list[OperandBundle] = []
        if not cur.accept("["):
            return bundles
        while not cur.accept("]"):
            if bundles:
                cur.expect(",")
            tag = unescape(cur.expect_kind("str").text)
            cur.expect("(")
            inputs: list[Value] = []
            while not cur.accept(")"):
                if inputs:
                    cur.expect(",")
                inputs.append(self.typed_value(cur))
            bundles.append(OperandBundle(tag, tuple(inputs)))
        return bundles


# --------------------------------------------------------------------------
# Module level.

_LABEL_RE = re.compile(r'^(?:"((?:[^"\\]|\\.)*)"|([-a-zA-Z$._0-9]+)):\s*(?:;.*)?$')
_RESULT_RE = re.compile(r'^%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*=\s*(.*)$', re.S)


def _unsupported(text: str) -> UnsupportedError:
    """The user-facing error for a line: the offending text itself, not our parser's view
    (and why, for an intrinsic a target's own passes write: :mod:`fuzzfarm.ir.unmodelled`)."""
    why = unmodelled.line_reason(text)
    return UnsupportedError(text.strip() + (f": {why}" if why else ""))


_METADATA_NODE_RE = re.compile(r"^!(\d+) = (?:distinct )?(!\{.*\})\s*$")
_RANGE_PAIR_RE = re.compile(r"(i\d+) (-?\d+)")

#: A load's attachments promising something about the pointer it loads (LangRef:
#: ``!nonnull``, poison if null; ``!dereferenceable(_or_null)``, undefined behaviour if it
#: cannot be loaded from): refused rather than dropped, as an optimizer may rely on them (a
#: null check folded, a load through the pointer moved early). clang-19 writes none of them
#: on GPU code; ``!align`` promises an address property and is dropped (SEMANTICS.md, "Values").
POINTER_LOAD_PROMISES = ("!nonnull", "!dereferenceable", "!dereferenceable_or_null")


def _launch_object(ptr: Value) -> bool:
    """Does ``ptr`` point, through ``getelementptr`` and casts, into an object the launch
    fills and no thread writes (``conventions.READ_ONLY_SEGMENTS``), where clang-19 and
    amdgpu-lower-kernel-arguments put ``!invariant.load``: a promise nothing can break there."""
    while isinstance(ptr, Instruction) and ptr.opcode in ("getelementptr", "addrspacecast", "bitcast"):
        ptr = ptr.operands[0]
    return isinstance(ptr, Instruction) and ptr.callee in conventions.READ_ONLY_SEGMENTS


def metadata_nodes(lines: list[str]) -> dict[str, str]:
    """The module's numbered metadata nodes: ``!16 = !{i8 0, i8 2}`` -> ``{"16": "!{i8 0, i8 2}"}``."""
    return {m.group(1): m.group(2) for line in lines if line.startswith("!")
            for m in [_METADATA_NODE_RE.match(line)] if m}


def read_canonical(text: str) -> Module:
    """Read LLVM's canonical printing of a module into the model."""
    lines = text.splitlines()
    groups: dict[str, frozenset[str]] = {}
    for line in lines:
        if line.startswith("attributes #"):
            try:
                parse_attribute_group(line, groups)
            except _Unsupported:
                raise _unsupported(line) from None
    module = Module()
    reader = _ModuleReader(module, groups, metadata_nodes(lines))
    reset = _NAMED_TYPES.set({})
    try:
        reader.read(lines)
    finally:
        _NAMED_TYPES.reset(reset)
    reader.check_call_ccs()
    return module


class _ModuleReader:
    """Walks the top-level lines of a canonical module."""

    def __init__(self, module: Module, groups: dict[str, frozenset[str]],
                 nodes: dict[str, str] | None = None) -> None:
        self.module = module
        self.groups = groups
        self.nodes = nodes or {}
        self.tags = TagReader(self.nodes)
        self.call_ccs: list[tuple[str, str, str]] = []

    def check_call_ccs(self) -> None:
        """Each call's calling convention must be its callee's: LangRef ("Calling
        Conventions") makes a call with another one undefined (InstCombine turns it into
        a trap), which the oracles do not model; the printer spells a call with its
        callee's convention, so a mismatch read here could not be printed back."""
        for callee, cc, line in self.call_ccs:
            fn = self.module.functions.get(callee)
            declared = fn.cc if fn is not None and fn.cc in DEVICE_CCS else ""
            if cc != declared:
                raise UnsupportedError(
                    f"call with calling convention {cc or 'ccc'} of @{callee} declared "
                    f"{declared or 'ccc'} (undefined behaviour, LangRef 'Calling Conventions'): "
                    f"{line.strip()}")

    def read(self, lines: list[str]) -> None:
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            stripped = line.strip()
            if not stripped or stripped.startswith(";"):
                continue
            if line.startswith("define "):
                end = _function_end(lines, i)
                self.define(line, lines[i:end])
                i = end + 1
            else:
                self.top_level(line)

    def top_level(self, line: str) -> None:
        try:
            tokens = tokenize(line)
        except _Unsupported:
            raise _unsupported(line) from None
        head = tokens[0].text if tokens else ""
        if head.startswith("!") and len(head) > 1 and not head[1].isdigit():
            # an empty list says nothing (LLVM 22 leaves ``!nvvm.annotations = !{}`` when
            # it upgrades the kernel and launch-bound entries into attributes)
            if [t.text for t in tokens[1:]] != ["=", "!", "{", "}"]:
                self.module.named_metadata |= {head[1:]}
            return
        if head == "source_filename" or head.startswith("!") or head == "attributes":
            return
        if head.startswith("$") and [t.text for t in tokens[1:3]] == ["=", "comdat"]:
            return  # a comdat (LangRef "Comdats"): the linker's grouping, dropped (_comdat_free)
        if head == "target" and len(tokens) == 4 and tokens[3].kind == "str":
            value = unescape(tokens[3].text)
            if tokens[1].text == "triple":
                self.module.triple = value
                return
            if tokens[1].text == "datalayout":
                self.module.datalayout = value
                return
        if head == "declare":
            self.declare(line, tokens)
            return
        if tokens[0].kind == "local" and len(tokens) > 2 and tokens[2].text == "type":
            self.named_type(line, tokens)
            return
        if tokens[0].kind == "global":
            self.global_variable(line, tokens)
            return
        raise _unsupported(line)

    def named_type(self, line: str, tokens: list[Token]) -> None:
        """``%name = type { ... }`` (or ``opaque``): later uses of ``%name`` read as the
        literal struct (LLVM prints definitions before their uses)."""
        named = _NAMED_TYPES.get()
        if tokens[3].text == "opaque":
            named[symbol_name(tokens[0])] = None
            return
        cur = Cursor(line, strip_attachments(tokens)[3:])
        try:
            ty = parse_type(cur)
            cur.done()
        except _Unsupported:
            raise _unsupported(line) from None
        if not isinstance(ty, StructType):
            raise _unsupported(line)
        named[symbol_name(tokens[0])] = ty

    def global_variable(self, line: str, tokens: list[Token]) -> None:
        """Keep a global variable as its raw text; aliases and odd forms are unsupported.

        ``section``, ``comdat`` and ``partition`` only tell the linker where the global
        goes, which no thread can see, so they are kept as written: every module clang
        writes for HIP has ``@llvm.compiler.used`` in section "llvm.metadata" (LangRef,
        "The llvm.compiler.used Global Variable": it only keeps symbols alive)."""
        tokens = strip_attachments(tokens)
        words = {t.text for t in tokens if t.kind == "word"}
        if (
            not words & {"global", "constant"}
            or words & {"alias", "ifunc"}
            or any(t.kind in ("attrgrp", "meta") for t in tokens)
        ):
            raise _unsupported(line)
        text = _comdat_free(line[: tokens[-1].end], tokens)
        self.module.globals[symbol_name(tokens[0])] = _literal_types(text, tokenize(text)).strip()

    def header(self, line: str, tokens: list[Token]) -> Function:
        """Parse a ``define``/``declare`` line up to the body."""
        cur = Cursor(line, strip_attachments(tokens))
        cur.next()  # define / declare
        linkage = cur.peek_text() or ""
        linkage = linkage if linkage in LINKAGES else ""
        cc: list[str] = []
        ret_attrs = parse_return_attrs(cur, self.groups, cc, kernel=True)
        ret = parse_type(cur)
        refuse_element_promise(ret_attrs, ret)
        if not (isinstance(ret, VoidType) or is_value_type(ret)):
            raise _Unsupported(f"function returning {ret}")
        name = symbol_name(cur.expect_kind("global"))
        args = self._params(cur)
        if cc and cc[0] in KERNEL_CCS:
            args = [replace(a, dispatch=True) for a in args]
        attrs, metadata = self._fn_attrs(cur)
        return Function(name, ret, args, attrs=frozenset(attrs), ret_attrs=frozenset(ret_attrs),
                        linkage=linkage, metadata=frozenset(metadata), cc=" ".join(cc))

    def _params(self, cur: Cursor) -> list[Argument]:
        """Parameters; unnamed ones (declarations) are named by their index."""
        cur.expect("(")
        args: list[Argument] = []
        while not cur.accept(")"):
            if args:
                cur.expect(",")
            if cur.peek_text() == "...":
                raise _Unsupported("variadic function")
            ty = parse_value_type(cur)
            pointee: list[Type] = []
            attrs = parse_param_attrs(cur, self.groups, pointee)
            refuse_element_promise(attrs, ty)
            index = len(args)
            tok = cur.peek()
            name = (
                symbol_name(cur.next()) if tok is not None and tok.kind == "local" else str(index)
            )
            args.append(Argument(name, ty, index, frozenset(attrs),
                                 pointee=pointee[0] if pointee else None))
        return args

    def _fn_attrs(self, cur: Cursor) -> tuple[list[str], list[str]]:
        """The function attributes and the names of its metadata attachments."""
        attrs: list[str] = []
        metadata: list[str] = []
        while (tok := cur.peek()) is not None and tok.text != "{":
            if tok.kind == "meta" and len(tok.text) > 1 and not tok.text[1].isdigit():
                metadata.append(cur.next().text[1:])  # !reqd_work_group_size (its node follows)
            elif tok.kind == "meta" or tok.text in ("unnamed_addr", "local_unnamed_addr"):
                cur.next()  # the attachment's node (!5) and unnamed_addr: no meaning here
            elif tok.text == "addrspace":
                cur.next()
                if cur.balanced() != "(0)":
                    raise _Unsupported("function in a non-zero address space")
            elif tok.text == "align" and cur.peek_text(1) != "(":
                cur.next()
                cur.expect_int()  # code alignment: no meaning for the model
            elif tok.text == "comdat":
                cur.next()  # the linker's grouping (_comdat_free), dropped
                if cur.peek_text() == "(":
                    cur.balanced()
            elif tok.text in (
                "section",
                "partition",
                "gc",
                "prefix",
                "prologue",
                "personality",
            ):
                raise _Unsupported(f"function {tok.text}")
            else:
                attrs.extend(parse_attr(cur, self.groups))
        return attrs, metadata

    def declare(self, line: str, tokens: list[Token]) -> None:
        try:
            fn = self.header(line, tokens)
        except _Unsupported:
            raise _unsupported(line) from None
        self.module.add(fn)

    def define(self, header: str, body: list[str]) -> None:
        try:
            fn = self.header(header, tokenize(header))
        except _Unsupported:
            raise _unsupported(header.rstrip(" {")) from None
        self.module.add(fn)
        scope = FunctionScope(fn)
        for arg in fn.args:
            scope.define(arg.name, arg)
        chunks = _split_blocks(body, _entry_number(fn))
        for label, _lines in chunks:
            if label in scope.blocks:
                raise IRError(f"duplicate block %{label} in @{fn.name}")
            scope.blocks[label] = fn.add_block(label)
        parser = InstructionParser(scope, self.groups, self.nodes, self.tags)
        for (_label, inst_lines), block in zip(chunks, fn.blocks, strict=True):
            for text in inst_lines:
                _read_instruction(parser, scope, block, text)
        scope.resolve()
        self.call_ccs += parser.call_ccs


def _volatile_scalar(flags: frozenset[str], ty: Type) -> frozenset[str]:
    """``flags`` of a plain access of ``ty``: a volatile one's event holds one value, so
    it must be an integer or a float (a volatile pointer, vector or aggregate access is
    refused)."""
    if "volatile" in flags and not isinstance(ty, IntType | FloatType):
        raise _Unsupported(f"volatile access of {ty}")
    return flags


def _comdat_free(text: str, tokens: list[Token]) -> str:
    """``text`` without its ``comdat`` or ``comdat($name)``. A comdat only groups symbols
    the linker keeps or discards together (LangRef, "Comdats": clang puts every template
    instantiation and inline variable in one), which no thread can see, so the reader drops
    comdats (their ``$name = comdat any`` lines too) and the printed module names none."""
    out, at = [], 0
    for i, tok in enumerate(tokens):
        if tok.kind == "word" and tok.text == "comdat":
            named = [t.text for t in tokens[i + 1:i + 4:2]] == ["(", ")"] and i + 3 < len(tokens)
            comma = i > 0 and tokens[i - 1].text == ","  # a global's ``, comdat``
            out.append(text[at:tokens[i - 1].start if comma else tok.start].rstrip())
            at = tokens[i + 3].end if named else tok.end
    return "".join(out) + text[at:]


def _literal_types(text: str, tokens: list[Token]) -> str:
    """``text`` with each named struct type spelled as the literal struct it names (the
    module keeps no type definitions: fuzzfarm/ir/types.py)."""
    named = _NAMED_TYPES.get({})
    out, at = [], 0
    for tok in tokens:
        if tok.kind == "local" and named.get(symbol_name(tok)) is not None and tok.end <= len(text):
            out += [text[at:tok.start], str(named[symbol_name(tok)])]
            at = tok.end
    return "".join(out) + text[at:]


def _read_instruction(
    parser: InstructionParser, scope: FunctionScope, block: Block, text: str
) -> None:
    """Parse one (logical) instruction line, append it and define its name."""
    body = text.strip()
    name: str | None = None
    m = _RESULT_RE.match(body)
    if m:
        name = unescape(m.group(1))
        body = m.group(2)
    try:
        inst = parser.parse(body, name)
    except _Unsupported:
        raise _unsupported(text) from None
    block.append(inst)
    if inst.name is not None:
        scope.define(inst.name, inst)


def _function_end(lines: list[str], start: int) -> int:
    """Index of the ``}`` closing the function whose body starts at ``start``."""
    for j in range(start, len(lines)):
        if lines[j].startswith("}"):
            return j
    raise IRError("function body has no closing brace")


def _entry_number(fn: Function) -> str:
    """The slot number LLVM gives an unnamed entry block: right after the numbered arguments."""
    numbered = [int(a.name) for a in fn.args if a.name.isdigit()]
    return str(max(numbered) + 1 if numbered else 0)


def _split_blocks(body: list[str], entry_name: str) -> list[tuple[str, list[str]]]:
    """Group body lines by block label; joins multi-line ``switch`` case lists."""
    chunks: list[tuple[str, list[str]]] = []
    logical = _logical_lines(body)
    for line in logical:
        m = _LABEL_RE.match(line)
        if m and not line.startswith((" ", "\t")):
            label = unescape('"' + m.group(1) + '"') if m.group(1) is not None else m.group(2)
            chunks.append((label, []))
            continue
        if not chunks:
            chunks.append((entry_name, []))
        chunks[-1][1].append(line)
    return chunks


def _logical_lines(body: list[str]) -> list[str]:
    """Non-blank, non-comment, non-debug-record lines, with switch case lists joined."""
    out: list[str] = []
    pending: list[str] | None = None
    for raw in body:
        stripped = raw.strip()
        if not stripped or stripped.startswith(";") or stripped.startswith("#dbg_"):
            continue
        if pending is not None:
            pending.append(stripped)
            if stripped.startswith("]"):
                out.append(" ".join(pending))
                pending = None
            continue
        if stripped.endswith("[") and re.search(r"(^|=\s*)switch\b", stripped):
            pending = [raw.rstrip()]
            continue
        out.append(raw.rstrip())
    if pending is not None:
        out.append(" ".join(pending))
    return out


# --------------------------------------------------------------------------
# Kernel conventions.


def check_conventions(module: Module) -> None:
    """Reject declarations the oracles would misread.

    A convergent callee outside the catalogue has no meaning for the oracles,
    and a catalogue operation with another signature, or declared without
    ``convergent`` (so LLVM may move it freely while the oracles treat it as
    convergent), would make every verdict about it meaningless.
    """
    for fn in module.functions.values():
        if not fn.is_declaration:
            continue
        signature = (fn.return_type, tuple(a.type for a in fn.args))
        if conventions.is_catalogue_op(fn.name):
            op = conventions.OPS[fn.name]
            _check_signature(fn, signature, (op.return_type, op.params))
            if not fn.is_convergent:
                raise ConventionError(f"catalogue operation @{fn.name} must be declared convergent")
        elif conventions.is_convergence_intrinsic(fn.name):
            _check_signature(fn, signature, conventions.INTRINSIC_SIGNATURES[fn.name])
        elif conventions.is_lane_function(fn.name):
            _check_signature(fn, signature, conventions.LANE_FUNCTIONS[fn.name][0])
            if fn.name in (conventions.OPENCL_SUB_GROUP_LOCAL_ID, conventions.HLSL_LANE_INDEX):
                continue  # convergent as OpenCL declares every function, and LLVM this one
        elif clint.is_builtin(fn.name):
            # OpenCL's integer built-ins: convergent as OpenCL declares every function,
            # pure functions of their arguments (fuzzfarm/ir/clint.py)
            builtin = clint.builtin(fn.name)
            assert builtin is not None
            _check_signature(fn, signature, builtin.signature)
            continue
        elif (vector := clint.vector_refusal(fn.name)) is not None:
            raise UnsupportedError(vector)
        elif (collective := opencl.work_group_collective(fn.name)) is not None:
            raise UnsupportedError(f"unsupported: {collective}")
        elif (clustered := opencl.clustered_refusal(fn.name)) is not None:
            raise UnsupportedError(f"unsupported: {clustered}")
        elif opencl.legacy_atomic(fn.name) is not None \
                and signature[0] == I32 and signature[1][1:] == (I32,) * (len(signature[1]) - 1):
            continue  # its calls are read as atomicrmw (InstructionParser.call)
        elif (atomic := opencl.atomic_function(fn.name)) is not None:
            raise UnsupportedError(f"unsupported: {atomic}")
        elif opencl.is_work_item_function(fn.name):
            # convergent as OpenCL declares every function; its value is the launch's
            _check_signature(fn, signature,
                             opencl.signature(fn.name, opencl.size_type(module.datalayout)))
            continue
        if fn.is_convergent and not conventions.is_catalogue_op(fn.name) \
                and unmodelled.reason(fn.name) is not None:
            raise UnsupportedError(f"unsupported: {unmodelled.describe(fn.name)}")
        if fn.is_convergent and not (
            conventions.is_catalogue_op(fn.name) or conventions.is_convergence_intrinsic(fn.name)
        ):
            known = ", ".join(sorted(conventions.CATALOGUE))
            raise ConventionError(
                f"unknown convergent callee @{fn.name}: convergent declarations must be "
                f"catalogue operations ({known}), target operations of a dialect "
                f"(README, IR conventions) or convergence intrinsics"
            )


def _spell_signature(signature: tuple[Type, tuple[Type, ...]]) -> str:
    ret, params = signature
    return f"{ret} ({', '.join(str(p) for p in params)})"


def _check_signature(
    fn: Function,
    actual: tuple[Type, tuple[Type, ...]],
    expected: tuple[Type, tuple[Type, ...]],
) -> None:
    if actual != expected:
        raise ConventionError(
            f"@{fn.name} is declared as {_spell_signature(actual)}, "
            f"the conventions require {_spell_signature(expected)}"
        )
