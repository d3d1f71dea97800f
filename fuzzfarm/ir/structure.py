"""Structural equality of IR models: is *after* the very program *before* is?

The model's values have identity semantics (``eq=False``, as in LLVM), so two
readings of one text are different objects. :func:`same_program` compares what
they hold instead: every dataclass field of the module, its functions, their
arguments, blocks and instructions, with an operand or branch target that is an
argument, block or instruction compared by its position (function, block index,
instruction index) rather than by identity. Back references (``parent``,
``module``) are the only fields left out: they point back to what is compared
already.

Why a refinement check may rely on it (SEMANTICS.md, "Identical programs"):
both oracles are functions of the model and the schedule only (no text, no
object identity, no outside state), so two equal models have the same
behaviours on every schedule, and refinement is reflexive. The walk is generic
over ``dataclasses.fields``: a field added to the model later is compared
without change here; a value of a kind the walk does not know makes the
programs "not the same", never "the same".

A few parts of the model no oracle reads are compared as the oracles read them
(:data:`_READ_AS`): every LLVM pipeline writes them into a kernel it leaves as it
was (the data layout and triple of the target it ran for, ``tail`` markers,
inferred function attributes), and an unchanged anchor kernel on a wide wave,
whose groupings are only sampled, was undecided for them alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from itertools import zip_longest
from typing import Any

from fuzzfarm.ir.conventions import nvptx_triple
from fuzzfarm.ir.model import Argument, Block, Function, Instruction, Module

#: Fields that point back to an enclosing object (compared through it).
_BACK_REFERENCES = frozenset({"parent", "module"})
#: Fields whose items an object defines (walked in full); every other field that
#: holds an argument, block or instruction refers to one (compared by position).
_DEFINES = {Module: "functions", Function: ("args", "blocks"), Block: "instructions"}


#: Function attributes LLVM's attribute inference (``function-attrs``, the AMDGPU
#: attributor) adds and no oracle reads: promises about termination, unwinding,
#: freeing and synchronization, and AMDGPU's note on the launch's workgroups.
_UNREAD_ATTRIBUTES = frozenset({"mustprogress", "nofree", "norecurse", "nosync", "nounwind",
                                "willreturn", '"uniform-work-group-size"="false"',
                                '"uniform-work-group-size"="true"'})


def _read_attributes(attrs: frozenset[str]) -> frozenset[str]:
    return attrs - _UNREAD_ATTRIBUTES


#: Fields compared as the oracles read them, by (class, field): the data layout and a
#: call's ``tail``/``notail``/``musttail`` marker are read by no oracle (None), the
#: triple only as whether it names NVPTX (``conventions.nvptx_module``), and function
#: attributes without :data:`_UNREAD_ATTRIBUTES`. Keep it to what no oracle reads: an
#: entry here makes programs equal that the oracles could otherwise tell apart.
_READ_AS: dict[tuple[type, str], Any] = {
    (Module, "datalayout"): lambda value: None,
    (Module, "triple"): nvptx_triple,
    (Instruction, "tail"): lambda value: None,
    (Function, "attrs"): _read_attributes,
}


class _Unknown(Exception):
    """A value the walk does not know how to compare: never call such programs equal."""


#: Marks where a walked value's items begin and end in :func:`_tokens`' stream, so two
#: streams are equal exactly when the nested values they flatten are (never equal to a leaf).
_OPEN = object()
_CLOSE = object()


def same_program(before: Function, after: Function) -> bool:
    """Are ``before`` and ``after`` (with their modules) the same program, field by field?

    Both programs are walked side by side and the walk stops at the first difference:
    most pairs a pipeline hands over differ in their first blocks, and building both
    programs' whole shapes first cost a campaign case tens of milliseconds."""
    if before.name != after.name:
        return False
    try:
        for a, b in zip_longest(_shape(before), _shape(after), fillvalue=_CLOSE):
            if a is not b and (a is _OPEN or a is _CLOSE or b is _OPEN or b is _CLOSE or a != b):
                return False
        return True
    except _Unknown:
        return False


def _shape(kernel: Function) -> Iterator[Any]:
    """The kernel, then its module (every function a call may resolve to by name), as
    a stream of tokens. The kernel comes apart from its module's table: a transform's
    output may be a clone that its module still lists the original of."""
    positions: dict[int, tuple[Any, ...]] = {}
    _number(kernel, "kernel", positions)
    module = kernel.module
    if module is not None:
        for fn in module.functions.values():
            _number(fn, fn.name, positions)
    yield from _define(kernel, positions)
    if module is None:
        yield None
    else:
        yield from _define(module, positions)


def _number(fn: Function, where: str, positions: dict[int, tuple[Any, ...]]) -> None:
    """Positions of ``fn``'s arguments, blocks and instructions (the first numbering
    of an object stays: the kernel's, when its module lists it too)."""
    for a in fn.args:
        positions.setdefault(id(a), ("arg", where, a.index))
    for bi, b in enumerate(fn.blocks):
        positions.setdefault(id(b), ("block", where, bi))
        for ii, inst in enumerate(b.instructions):
            positions.setdefault(id(inst), ("inst", where, bi, ii))


#: Each dataclass's compared fields, by class (:func:`_field_names`).
_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's compared fields (every one but the back references), once per class."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name not in _BACK_REFERENCES)
    return names


def _define(obj: Any, positions: dict[int, tuple[Any, ...]]) -> Iterator[Any]:
    """An object that defines its items: every field, the defined items walked in full."""
    defines = _DEFINES.get(type(obj), ())
    defines = (defines,) if isinstance(defines, str) else defines
    yield _OPEN
    yield type(obj).__name__
    for name in _field_names(type(obj)):
        value = getattr(obj, name)
        yield name
        if name in defines:
            items = list(value.items() if isinstance(value, dict) else enumerate(value))
            yield _OPEN
            yield len(items)
            for k, v in items:
                yield k
                yield from _define(v, positions)
            yield _CLOSE
        else:
            read = _READ_AS.get((type(obj), name))
            yield _value(value if read is None else read(value), positions)
    yield _CLOSE


def _value(v: Any, positions: dict[int, tuple[Any, ...]]) -> Any:
    """A field's value, with arguments, blocks and instructions by position."""
    if isinstance(v, Argument | Block | Instruction):
        if id(v) not in positions:
            raise _Unknown(f"a reference to {v!r} outside the module")
        return positions[id(v)]
    if v is None or isinstance(v, str | int | bool):
        return v
    if isinstance(v, list | tuple):
        return (type(v).__name__, tuple(_value(x, positions) for x in v))
    if isinstance(v, frozenset | set):
        return ("set", tuple(sorted(repr(_value(x, positions)) for x in v)))
    if isinstance(v, dict):
        return ("dict", tuple((_value(k, positions), _value(x, positions)) for k, x in v.items()))
    if is_dataclass(v) and not isinstance(v, type):
        return (type(v).__name__,
                tuple((name, _value(getattr(v, name), positions)) for name in _field_names(type(v))))
    raise _Unknown(f"a {type(v).__name__} in the model")


#: The walk's pieces, for comparisons of programs that are alike but not equal
#: (:mod:`fuzzfarm.refinement.skeleton`): a dataclass's compared fields, a field's value
#: with arguments, blocks and instructions given by a caller's numbering, function
#: attributes as the oracles read them, and the error of a value the walk does not know.
compared_fields = _field_names
compared_value = _value
read_attributes = _read_attributes
Unknown = _Unknown
