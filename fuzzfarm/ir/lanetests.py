"""Which lanes a kernel's own tests of its lane id tell apart.

A kernel that compares its lane's id with a constant (``id < 4``, ``tid == 7``) treats
every lane of a subgroup narrower than the constant alike: on 4 lanes ``id < 4`` always
holds, so a transform that breaks the branch on it (a reduction at the join copied into
each arm, llvm/llvm-project #165288, written for 8 threads with thresholds at 4) shows
nothing there. Code of no known target has no wave of its own (README, "Validate one
optimization"), and any subgroup up to 64 lanes is a launch of it; ``validate`` then
draws its schedules on at least :func:`lane_test_width` lanes, so that each such test
has lanes on both of its sides, and each lane a cross-lane read names by a constant
(``readlane(v, 5)``, a shuffle from ``id ^ 8``) is there to be read. The id is followed
through casts, constant additions and subtractions and phis (:func:`lane_offset`), as
the uniformity probes follow it.
"""

from __future__ import annotations

from fuzzfarm.ir import conventions as conv
from fuzzfarm.ir import opencl
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import ConstInt, Function, Instruction, Value
from generators.lane_args import LANE_OPERAND

#: Calls whose value is the lane's id in the model's launch (one subgroup, the first of a
#: workgroup laid out along x, in the first workgroup: README, "Work-item ids").
LANE_IDS = frozenset({conv.LANE_ID, conv.NVVM_LANEID, conv.AMDGCN_WORKITEM_IDS[0], conv.NVVM_TIDS[0],
                      "_Z12get_local_idj", "_Z13get_global_idj", conv.OPENCL_SUB_GROUP_LOCAL_ID,
                      conv.HLSL_LANE_INDEX})
#: Casts and copies a lane offset is followed through.
THROUGH = frozenset({"zext", "sext", "trunc", "freeze"})
#: How many instructions a compared value is followed back through to a lane id.
MAX_DEPTH = 8
#: The widest subgroup of either target (an AMDGPU wave64 wave).
WIDEST = 64


def lane_offset(v: Value, depth: int = MAX_DEPTH) -> int | None:
    """C when ``v`` is the lane's id plus the constant C (through casts, constant additions
    and subtractions, and phis, the first incoming value that is one), else None."""
    if isinstance(v, Instruction) and v.opcode == "call" and v.callee in LANE_IDS \
            and all(isinstance(o, ConstInt) and o.value == 0 for o in v.operands):
        return 0
    if depth == 0 or not isinstance(v, Instruction):
        return None
    ops = v.operands
    if v.opcode in THROUGH:
        return lane_offset(ops[0], depth - 1)
    if v.opcode in ("add", "sub") and len(ops) == 2 and isinstance(ops[1], ConstInt):
        inner = lane_offset(ops[0], depth - 1)
        k = ops[1].signed
        return None if inner is None else inner + (k if v.opcode == "add" else -k)
    if v.opcode == "add" and len(ops) == 2 and isinstance(ops[0], ConstInt):
        inner = lane_offset(ops[1], depth - 1)
        return None if inner is None else inner + ops[0].signed
    if v.opcode == "phi":
        for o in ops:
            found = lane_offset(o, depth - 1)
            if found is not None:
                return found
    return None


def _mbcnt_lane(v: Value, depth: int = 2) -> bool:
    """Is ``v`` AMDGPU's lane id as HIP's ``__lane_id()`` writes it:
    ``mbcnt.hi(-1, mbcnt.lo(-1, 0))``, or ``mbcnt.lo(-1, 0)`` (the id in lanes 0-31),
    the count of the lanes below this one?"""
    if not (isinstance(v, Instruction) and v.opcode == "call" and len(v.operands) == 2):
        return False
    mask, acc = v.operands
    if not (isinstance(mask, ConstInt) and mask.signed == -1 and isinstance(acc, (ConstInt, Instruction))):
        return False
    if v.callee == conv.AMDGCN_MBCNT_LO:
        return isinstance(acc, ConstInt) and acc.value == 0
    return v.callee == conv.AMDGCN_MBCNT_HI and depth > 0 and isinstance(acc, Instruction) \
        and acc.callee == conv.AMDGCN_MBCNT_LO and _mbcnt_lane(acc, depth - 1)


def _lane(v: Value) -> int | None:
    """:func:`lane_offset`, or 0 for AMDGPU's mbcnt lane id (:func:`_mbcnt_lane`)."""
    return 0 if _mbcnt_lane(v) else lane_offset(v)


def _splitting_lane(v: Value, k: int) -> int | None:
    """The lowest lane id T at which ``v`` (the lane's id plus C, or that shifted right by
    a constant S, divided by a constant D, or masked by a constant M) reaches the constant
    K it is compared with: K - C, K * 2**S - C, K * D - C, or M's highest bit (the first
    lane whose masked id is not 0); None for any other ``v``."""
    offset = _lane(v)
    if offset is not None:
        return k - offset
    if not isinstance(v, Instruction) or len(v.operands) != 2 or not isinstance(v.operands[1], ConstInt):
        return None
    inner, c = _lane(v.operands[0]), v.operands[1].value
    if inner is None or c <= 0:
        return None
    if v.opcode == "lshr" and c < WIDEST.bit_length():
        return (k << c) - inner
    if v.opcode == "udiv":
        return k * c - inner
    if v.opcode == "and" and inner == 0:
        return 1 << (c.bit_length() - 1)
    return None


def compared_lane_ids(fn: Function) -> list[int]:
    """The lane ids T at which a comparison of ``fn`` (or of a function it calls) of the
    lane's id with a constant (an ``icmp``, or a ``switch`` case) changes its answer (:func:`_splitting_lane`: for ``id + C``
    against K, T = K - C; lane T - 1 and lane T answer ``<`` apart, lane T alone answers
    ``==``), each once, first seen first; the T below 1 or at or past :data:`WIDEST` (no
    lane, or every lane, on one side) left out."""
    found: dict[int, None] = {}
    for f in reachable_functions(fn):
        for inst in f.instructions():
            if inst.opcode == "icmp" and len(inst.operands) == 2:
                a, b = inst.operands
                pairs = [(a, b), (b, a)]
            elif inst.opcode == "switch" and inst.operands:  # each case an == test
                pairs = [(inst.operands[0], k) for k in inst.operands[1:]]
            else:
                continue
            for x, k in pairs:
                lane = _splitting_lane(x, k.signed) if isinstance(k, ConstInt) else None
                if lane is not None and 0 < lane < WIDEST:
                    found.setdefault(lane, None)
    return list(found)


def read_lane_ids(fn: Function) -> list[int]:
    """The lanes a cross-lane read of ``fn`` (or of a function it calls) names by a
    constant: ``readlane(v, 5)``, ``subgroupShuffle(v, id + 8)`` or ``id ^ 8`` (lane 8 is
    lane 0's partner); on a subgroup without that lane the read is poison in both
    programs and hides what a transform did to it; and a clustered reduction's constant
    cluster size n (lane n starts its second cluster). Each once, first seen first, those
    from 1 to :data:`WIDEST` - 1."""
    found: dict[int, None] = {}
    for f in reachable_functions(fn):
        for inst in f.instructions():
            op = conv.OPS.get(inst.callee or "") if inst.opcode == "call" else None
            if op is not None and op.behaves_as.startswith(opencl.CLUSTERED_PREFIX) \
                    and len(inst.operands) == 2 and isinstance(inst.operands[1], ConstInt) \
                    and 0 < inst.operands[1].value < WIDEST:
                # a clustered reduction of n lanes: lane n starts the second cluster
                found.setdefault(inst.operands[1].value, None)
                continue
            at = LANE_OPERAND.get(op.behaves_as) if op is not None else None
            if at is None or at >= len(inst.operands):
                continue
            v = inst.operands[at]
            if isinstance(v, ConstInt):
                lane: int | None = v.signed
            elif isinstance(v, Instruction) and v.opcode == "xor" and isinstance(v.operands[1], ConstInt) \
                    and _lane(v.operands[0]) == 0:
                lane = v.operands[1].signed
            else:
                lane = _lane(v)
            if lane is not None and 0 < lane < WIDEST:
                found.setdefault(lane, None)
    return list(found)


def lane_test_width(fn: Function) -> int | None:
    """The fewest lanes, a power of two, of a subgroup holding lane T of every
    :func:`compared_lane_ids` T (so each test has lanes on both of its sides) and every
    lane :func:`read_lane_ids` names; None when ``fn`` names no such lane."""
    tested = compared_lane_ids(fn) + read_lane_ids(fn)
    if not tested:
        return None
    width = 1
    while width <= max(tested):
        width *= 2
    return width
