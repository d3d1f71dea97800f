"""The kernel's inputs: its scalar and pointer parameters, and the fields of the
aggregates it takes in memory (README, "IR conventions"; oracles/SEMANTICS.md,
"Aggregates").

A kernel parameter ``ptr byref(%struct.P)`` (AMDGPU) or ``ptr byval(%struct.P)``
(NVPTX, OpenCL) points at a struct the launch passes: clang's ABI for a kernel taking
``struct P { int *a; float s; int n; }`` by value. The launch supplies its contents
field by field, as it supplies parameters: each scalar leaf is an input named
``ARG.I[.J...]`` (the argument's name and the leaf's index path, ``0.2`` for field 2 of
``%0``), one value for the whole launch; each pointer leaf points at a buffer of its own
named the same way, which the thread reads and writes as it does a ``ptr`` parameter's
(its final bytes are observed after the parameters' buffers of the arguments before
it, in input order). Padding bytes are 0. A parameter of aggregate type (OpenCL's
``%struct.Affine %2`` on AMDGPU) is an aggregate value whose leaves are inputs alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.layout import leaves
from fuzzfarm.ir.model import Argument, Function
from fuzzfarm.ir.types import ArrayType, PtrType, StructType, Type


@dataclass(frozen=True)
class FieldInput:
    """One scalar leaf of an aggregate the kernel takes in memory: it quacks like an
    :class:`Argument` where schedules draw inputs (``name``, ``type``,
    ``is_uniform_input``)."""

    name: str
    type: Type
    #: The aggregate parameter it belongs to, its byte offset there and its leaf index.
    arg: Argument
    offset: int
    leaf: int

    @property
    def is_uniform_input(self) -> bool:
        """A field of a kernel parameter has one value for the whole launch."""
        return True


Input = Argument | FieldInput


def field_inputs(arg: Argument) -> list[FieldInput]:
    """The inputs of a ``byval``/``byref`` or aggregate parameter, one per leaf of its type."""
    ty = arg.pointee or arg.type
    return [FieldInput(f"{arg.name}." + ".".join(map(str, leaf.path)), leaf.type, arg, leaf.offset, k)
            for k, leaf in enumerate(leaves(ty))]


def is_aggregate_input(arg: Argument) -> bool:
    """Does the launch supply ``arg`` field by field (:func:`field_inputs`)?"""
    return arg.pointee is not None or isinstance(arg.type, StructType | ArrayType)


def kernel_inputs(fn: Function) -> list[Input]:
    """Every input of kernel ``fn`` in order: a parameter, or the fields of an aggregate
    parameter in its place."""
    out: list[Input] = []
    for arg in fn.args:
        if is_aggregate_input(arg):
            out.extend(field_inputs(arg))
        else:
            out.append(arg)
    return out


def buffer_inputs(fn: Function) -> list[Input]:
    """The inputs that are buffers (``ptr`` parameters and pointer fields), in the order
    of the observed buffers of a thread."""
    return [i for i in kernel_inputs(fn) if isinstance(i.type, PtrType)]
