"""What a violation's counterexample shows, read before reduction: its pre-signature's content.

A violation's signature is the shape of its *reduced* program (``storage.signatures``),
which only the reducer gives, at the price of seconds of oracle runs. Deciding whether a
new violation is a further hit of a bug already reduced (``fuzzfarm.farm.exemplars``)
must cost next to nothing, so it reads only what the refinement check already produced:
the counterexample and the two programs. Each part is something the bug decides and the
surrounding kernel rarely does, and something the reducer keeps or cannot drop:

- the **classes of the observable differences** (return value, buffer, barrier,
  outcome): the reducer keeps a counterexample sharing a class with the original's
  (``fuzzfarm.reduce.interesting.difference_classes``), so they reach the reduced shape;
- the **first differing convergent operation** (``refinement.check.first_difference``):
  the operation *before* and *after* executed there (its callee: a ballot is not a
  reduction), and how its communicating set changed: *merged* (after's set is larger:
  threads that did not communicate do), *split* (smaller), *regrouped* (neither), or an
  execution count that differs (the lane executed it only before, or only after);
- where that operation is: inside a cycle or not, in each program (an operation moved
  out of a loop or into one is another change than one moved across a branch);
- whether the candidate left fewer, as many or more convergent operations (merging two
  into one, moving one, duplicating one).

The convergence model is part of the pre-signature too (``exemplars.presignature``): a
reduction keeps its model. Names, constants, lane numbers and sizes are left out: they
are the generated kernel's, not the bug's. The culprit pass is not known here: the farm
bisects after reducing (``fuzzfarm.reduce.cases.reduce_finding``), on the reduced case.
"""

from __future__ import annotations

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.conventions import is_catalogue_op
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.reduce.interesting import difference_classes
from fuzzfarm.refinement.check import Counterexample, FirstDifference
from oracles.reference.models import function_suffix
from oracles.reference.thread import op_label


def violation_evidence(before: Function, after: Function, cex: Counterexample) -> str:
    """One canonical line: what the counterexample of a violation shows (module docstring)."""
    classes = ",".join(sorted(difference_classes([d.what for d in cex.differences]))) or "none"
    parts = [f"differences {classes}", _first(before, after, cex.first_difference)]
    b, a = _operations(before), _operations(after)
    parts.append("convergent operations " + ("fewer" if a < b else "more" if a > b else "as many"))
    return "; ".join(parts)


def _first(before: Function, after: Function, first: FirstDifference | None) -> str:
    if first is None:
        return "no convergent operation differs"
    b = _site(before, first.before_label)
    a = _site(after, first.after_label)
    return (f"first differing operation {b} -> {a}, "
            f"{_change(first.before_set, first.after_set)}")


def _change(before: frozenset[int] | None, after: frozenset[int] | None) -> str:
    """How the lane's communicating set changed at the first differing operation."""
    if before is None:
        return "executed only after"
    if after is None:
        return "executed only before"
    if after > before:
        return "merged"
    if after < before:
        return "split"
    return "regrouped"


def _site(kernel: Function, label: str) -> str:
    """``callee (in a cycle)`` of the operation a record labels, ``-`` for none."""
    if label == "-":
        return "-"
    for f in reachable_functions(kernel):
        suffix = function_suffix(kernel, f)
        for inst in f.instructions():
            if inst.opcode == "call" and op_label(inst) + suffix == label:
                return f"{inst.callee} ({'in a cycle' if _in_cycle(f, inst) else 'not in a cycle'})"
    return "?"


def _in_cycle(fn: Function, inst: Instruction) -> bool:
    return inst.parent is not None and compute_cycles(fn).cycle_of(inst.parent) is not None


def _operations(kernel: Function) -> int:
    """Convergent operations (the catalogue's and the targets') the kernel may run."""
    return sum(1 for f in reachable_functions(kernel) for i in f.instructions()
               if i.opcode == "call" and is_catalogue_op(i.callee))
