"""Results of the catalogue operations over a complete communicating set.

SEMANTICS.md, "Convergent operations (the catalogue)" and
``fuzzfarm.ir.conventions.CATALOGUE``. ``members`` maps each lane of the
communicating set S to its evaluated arguments; the result is one value per lane.
"""

from __future__ import annotations

from fuzzfarm.behaviour import POISON
from oracles.reference.values import Unsupported, mask, to_signed, to_unsigned


def communicate(op: str, members: dict[int, list[object]]) -> dict[int, object]:
    """Every member's result of ``op`` executed by the lanes of ``members`` together."""
    lanes = sorted(members)
    args = [members[lane][0] if members[lane] else None for lane in lanes]

    def same(value: object) -> dict[int, object]:
        return dict.fromkeys(lanes, value)

    if op == "subgroupControlBarrier":
        return same(None)
    if op == "subgroupElect":
        return {lane: int(lane == lanes[0]) for lane in lanes}
    if op == "subgroupBroadcastFirst":
        return same(args[0])
    if op == "subgroupShuffle":
        out: dict[int, object] = {}
        for lane in lanes:
            source = members[lane][1]
            out[lane] = members[source][0] if source in members else POISON
        return out
    if any(a is POISON for a in args):
        return same(POISON)
    ints = [a for a in args if isinstance(a, int)]
    if op == "subgroupBallot":
        return same(sum(1 << lane for lane, a in zip(lanes, ints, strict=True) if a) & mask(64))
    if op == "subgroupAdd":
        return same(sum(ints) & mask(32))
    if op == "subgroupMin":
        return same(to_unsigned(min(to_signed(a, 32) for a in ints), 32))
    if op == "subgroupMax":
        return same(to_unsigned(max(to_signed(a, 32) for a in ints), 32))
    raise Unsupported(f"convergent operation @{op}")
