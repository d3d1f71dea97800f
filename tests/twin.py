"""A program's twin for tests that check the refinement machinery on a program against itself.

Since :func:`fuzzfarm.ir.structure.same_program` passes a pair whose IR models are
equal without running it, a test that means to exercise the enumeration, the
sizing or an undecided run on "the same" program checks it against a twin: a copy
with one value renamed, which behaves identically but is not the same model.
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.structure import same_program


def twin(fn: Function) -> Function:
    """A clone of ``fn`` (in the same module) with its first named non-call value renamed,
    or its last block when it has none."""
    copy = fn.clone()
    inst = next((i for i in copy.instructions() if i.name and i.opcode != "call"), None)
    if inst is not None:
        inst.name = f"{inst.name}.twin"
    else:
        copy.blocks[-1].name += ".twin"
    assert not same_program(fn, copy)
    return copy
