"""AMDGPU's kernel argument segment: where ``llvm.amdgcn.kernarg.segment.ptr`` points.

``amdgpu-lower-kernel-arguments`` (run before instruction selection) replaces each use of
an ``amdgpu_kernel``'s parameter by a load from this segment, so a kernel validated
through the AMDGPU pipeline reads its arguments there. The segment holds the explicit
arguments in order, each at the next offset aligned to its ABI alignment, from offset 0
on the AMDHSA, AMDPAL and Mesa3D operating systems (AMDGPUUsage, "Kernel Argument
Layout" / "Kernarg Segment": "each kernel argument ... is placed at an offset aligned to
its alignment"; LLVM's ``AMDGPULowerKernelArguments`` computes
``alignTo(offset, ABITypeAlign) + getExplicitKernelArgOffset()``, 36 on other systems,
which are refused here). What follows the explicit arguments (the hidden arguments) is
not modelled: a read past them decides nothing, as past a ``ptr`` argument's buffer.

Each thread's segment is a read-only object of its own (like the launch objects of
:mod:`fuzzfarm.launch`): its scalars are the dispatch's argument values, each pointer the
address of that argument's buffer, so ``load ptr addrspace(1)`` from it gives what the
parameter was.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.conventions import KERNARG_SEGMENT_PTR
from fuzzfarm.ir.layout import abi_align, store_size
from fuzzfarm.ir.model import Argument, Function
from fuzzfarm.ir.types import FloatType, IntType, PtrType

#: Operating systems whose explicit kernel arguments start at offset 0
#: (``GCNSubtarget::getExplicitKernelArgOffset``).
ZERO_BASE_OS = ("amdhsa", "amdpal", "mesa3d")


@dataclass(frozen=True)
class KernelArgument:
    """One explicit argument in the segment: ``size`` bytes at ``offset``."""

    arg: Argument
    offset: int
    size: int


@dataclass(frozen=True)
class Segment:
    """The explicit arguments' layout and the bytes they span (``size``)."""

    arguments: tuple[KernelArgument, ...]
    size: int


def layout(fn: Function) -> Segment | str:
    """The kernel argument segment of ``fn``, or why it is not modelled (one line)."""
    if fn.cc != "amdgpu_kernel":
        return f"@{KERNARG_SEGMENT_PTR} outside an amdgpu_kernel (no kernel argument segment)"
    triple = (fn.module.triple if fn.module is not None else None) or ""
    parts = triple.split("-")
    if len(parts) < 3 or parts[0] != "amdgcn" or parts[2] not in ZERO_BASE_OS:
        return (f"@{KERNARG_SEGMENT_PTR} in a module of target triple {triple or '(none)'}: "
                f"only AMDHSA, AMDPAL and Mesa3D put the explicit arguments at offset 0")
    out: list[KernelArgument] = []
    offset = 0
    for a in fn.args:
        align = abi_align(a.type) if isinstance(a.type, IntType | FloatType | PtrType) else None
        if align is None or a.pointee is not None:
            return (f"@{KERNARG_SEGMENT_PTR}: argument %{a.name} of type {a.type}"
                    f"{' (byref/byval)' if a.pointee is not None else ''} has no modelled "
                    f"place in the kernel argument segment")
        offset = -(-offset // align) * align
        out.append(KernelArgument(a, offset, store_size(a.type)))
        offset += store_size(a.type)
    return Segment(tuple(out), offset)
