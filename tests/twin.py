"""A program's twin for tests that check the refinement machinery on a program against itself.

Since :func:`fuzzfarm.ir.structure.same_program` passes a pair whose IR models are
equal without running it, a test that means to exercise the enumeration, the
sizing or an undecided run on "the same" program checks it against a twin: a copy
with one value and its last block renamed, which behaves identically but is not the
same model, nor the same skeleton (:mod:`fuzzfarm.refinement.skeleton`, which compares
block names and passes a pair differing in value names alone without listing a choice).
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.structure import same_program
from fuzzfarm.refinement.skeleton import same_skeleton


def twin(fn: Function) -> Function:
    """A clone of ``fn`` (in the same module) with its first named non-call value, if any,
    and its last block renamed."""
    copy = fn.clone()
    inst = next((i for i in copy.instructions() if i.name and i.opcode != "call"), None)
    if inst is not None:
        inst.name = f"{inst.name}.twin"
    copy.blocks[-1].name += ".twin"
    assert not same_program(fn, copy) and not same_skeleton(fn, copy)
    return copy
