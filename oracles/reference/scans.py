"""The sub-group scans of OpenCL C (``sub_group_scan_inclusive_add`` ...; semantics keys
``opencl.scan.<inclusive|exclusive>.<kind>``, ``fuzzfarm.ir.opencl``) over a complete
communicating set S.

OpenCL C 2.0, 6.13.15 and the OpenCL 2.0 extensions 9.17.3.4: the scan runs over the
work-items of the sub-group in order of their sub-group local id, which is the lane;
the work-items that are not in S (inactive, or in another instance) take no part.
Lane L's inclusive result folds the values of the lanes of S at or below L, the
exclusive one those below L (the identity for the lowest). A result is poison where a
value it folds is (a reduction of S is poison where any member's value is: the same
rule, restricted to the lanes each result reads).
"""

from __future__ import annotations

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir import opencl
from oracles.reference.values import mask, to_signed, to_unsigned


def scan(semantics: str, values: dict[int, object], width: int) -> dict[int, object]:
    """Each lane's result of the scan ``semantics`` over S = ``values`` (lane -> value)."""
    inclusive, kind = opencl.scan_parts(semantics)
    acc, poisoned = opencl.scan_identity(kind, width), False
    out: dict[int, object] = {}
    for lane in sorted(values):
        value = values[lane]
        if not inclusive:
            out[lane] = POISON if poisoned else acc
        if value is POISON:
            poisoned = True
        else:
            acc = fold(kind, acc, int(value), width)  # type: ignore[call-overload]
        if inclusive:
            out[lane] = POISON if poisoned else acc
    return out


def fold(kind: str, a: int, b: int, width: int) -> int:
    """``a`` ``kind`` ``b`` of two ``width``-bit patterns (min/max signed)."""
    if kind == "add":
        return (a + b) & mask(width)
    if kind in ("umin", "umax"):
        return min(a, b) if kind == "umin" else max(a, b)
    pick = min if kind == "min" else max
    return to_unsigned(pick(to_signed(a, width), to_signed(b, width)), width)
