"""The census: which constructs a generated program actually contains.

A generator's probabilities say what it *tries* to make; the census says what
came out (a planned loop whose latch became unreachable is not a loop, a
label no goto used was pruned). Structural constructs come from the tags the
builders leave on blocks that survived pruning, checked against the real
cycle hierarchy; operations, tokens, flows and memory come from reading the
final instructions. :data:`CONSTRUCTS` lists every construct the generator
promises; a campaign where one never occurs has lost coverage.
"""

from __future__ import annotations

from collections import Counter

from fuzzfarm.analysis.cycles import CycleInfo, compute_cycles
from fuzzfarm.ir.conventions import ANCHOR, CATALOGUE, ENTRY, LANE_ID, LOOP
from fuzzfarm.ir.model import Block, Function, Instruction
from generators.shape import Shape

#: Every construct the generator promises, grouped; each must occur in a large enough sample.
CONSTRUCTS: dict[str, tuple[str, ...]] = {
    "structured": (
        "if_then", "if_else", "loop_counted", "loop_while", "loop_do_while", "loop_data_trip",
        "loop_elect_exit", "loop_ballot_exit", "nested_loop", "break", "continue",
        "early_return", "switch", "switch_fallthrough",
    ),
    "unstructured": ("goto_out", "goto_in", "multi_exit_loop", "irreducible"),
    "style": ("controlled", "uncontrolled"),
    "tokens": (
        "entry_token", "anchor", "anchor_in_loop", "heart", "nested_hearts", "heart_from_anchor",
        "extended_token_use", "heartless_loop", "irreducible_controlled",
    ),
    "operations": tuple(f"op_{name}" for name in CATALOGUE) + ("lane_id",),
    "flows": ("conv_to_arith", "conv_to_store", "branch_on_elect", "branch_on_ballot",
              "branch_on_broadcast"),
    "divergence": ("cond_lane", "cond_arg", "cond_uniform", "cond_value"),
    "bait": (
        "identical_arms", "break_both", "same_op_both_sides", "hoist_bait", "sink_bait",
        "tail_merge", "flag_phi", "op_after_join", "unroll_bait", "rotation_bait",
    ),
    "memory": ("store_const", "store_computed", "load", "phi", "select", "nsw_nuw"),
}
ALL_CONSTRUCTS: tuple[str, ...] = tuple(c for group in CONSTRUCTS.values() for c in group)

_COND_CONSTRUCT = {
    "lane": "cond_lane", "arg": "cond_arg", "uniform": "cond_uniform", "value": "cond_value",
    "elect": "branch_on_elect", "ballot": "branch_on_ballot", "broadcast": "branch_on_broadcast",
}
_TAG_CONSTRUCT = {
    "if_then": "if_then", "if_else": "if_else", "break": "break", "continue": "continue",
    "early_return": "early_return", "switch": "switch", "switch_fallthrough": "switch_fallthrough",
    "goto_out": "goto_out", "goto_in": "goto_in", "identical_arms": "identical_arms",
    "break_both": "break_both", "hoist_bait": "hoist_bait", "sink_bait": "sink_bait",
    "tail_merge": "tail_merge", "flag_phi": "flag_phi", "op_after_join": "op_after_join",
    "loop_elect_exit": "loop_elect_exit", "loop_ballot_exit": "loop_ballot_exit",
}
_LOOP_TAGS = ("loop_counted", "loop_while", "loop_do_while", "loop_data_trip", "nested_loop")


def take_census(shape: Shape, controlled: bool) -> dict[str, int]:
    """How often each construct occurs in the filled ``shape`` (only non-zero counts)."""
    fn = shape.fn
    ci = compute_cycles(fn)
    headers = {c.header for c in ci.all_cycles()}
    counts: Counter[str] = Counter()
    counts["controlled" if controlled else "uncontrolled"] += 1
    for b, m in shape.meta.items():
        for tag in m.tags:
            if tag in _TAG_CONSTRUCT:
                counts[_TAG_CONSTRUCT[tag]] += 1
            elif tag in _LOOP_TAGS and b in headers:
                counts[tag] += 1
        if m.cond is not None and m.cond.kind in _COND_CONSTRUCT:
            counts[_COND_CONSTRUCT[m.cond.kind]] += 1
    counts["same_op_both_sides"] += (counts["hoist_bait"] + counts["sink_bait"]
                                     + counts["tail_merge"])
    for cycle in ci.all_cycles():
        if len(cycle.exits()) >= 2:
            counts["multi_exit_loop"] += 1
        if not cycle.is_reducible:
            counts["irreducible"] += 1
            if controlled:
                counts["irreducible_controlled"] += 1
    for loop in shape.loops:
        if loop.header not in headers:
            continue
        if controlled and loop.heart is None:
            counts["heartless_loop"] += 1
        body = ci.cycle_of(loop.header)
        convs = [i for b in fn.blocks if body is not None and b in body.blocks
                 for i in b.instructions if i.callee in CATALOGUE]
        if convs and loop.kind == "counted":
            counts["unroll_bait"] += 1
        if loop.kind != "do_while" and any(i.callee in CATALOGUE
                                           for i in loop.header.instructions):
            counts["rotation_bait"] += 1
    _instructions(fn, ci, counts)
    return {k: v for k, v in counts.items() if v}


def _instructions(fn: Function, ci: CycleInfo, counts: Counter[str]) -> None:
    users: dict[int, list[Instruction]] = {}
    for inst in fn.instructions():
        for v in inst.all_operands():
            users.setdefault(id(v), []).append(inst)
    for b in fn.blocks:
        for inst in b.instructions:
            op = inst.opcode
            if op == "call":
                _call(inst, b, ci, users, counts)
            elif op == "store":
                ptr = inst.operands[1]
                computed = isinstance(ptr, Instruction) and isinstance(ptr.operands[1], Instruction)
                counts["store_computed" if computed else "store_const"] += 1
            elif op == "load":
                counts["load"] += 1
            elif op == "phi" and inst.name and inst.name.startswith(("phi", "flag")):
                counts["phi"] += 1
            elif op == "select":
                counts["select"] += 1
            elif inst.flags & {"nsw", "nuw"} and inst.name and not inst.name.startswith(
                    ("i.next", "c.next")):
                counts["nsw_nuw"] += 1


def _call(inst: Instruction, b: Block, ci: CycleInfo, users: dict[int, list[Instruction]],
          counts: Counter[str]) -> None:
    callee = inst.callee
    cycle = ci.cycle_of(b)
    if callee == LANE_ID:
        counts["lane_id"] += 1
        return
    if callee == ENTRY:
        counts["entry_token"] += 1
    elif callee == ANCHOR:
        counts["anchor"] += 1
        if cycle is not None:
            counts["anchor_in_loop"] += 1
    elif callee == LOOP:
        counts["heart"] += 1
        parent = inst.convergence_token
        if isinstance(parent, Instruction) and parent.callee == LOOP:
            counts["nested_hearts"] += 1
        if isinstance(parent, Instruction) and parent.callee == ANCHOR:
            counts["heart_from_anchor"] += 1
    elif callee in CATALOGUE:
        counts[f"op_{callee}"] += 1
        for user in users.get(id(inst), ()):
            if user.opcode == "store":
                counts["conv_to_store"] += 1
            elif user.opcode not in ("call", "br", "switch", "ret", "phi"):
                counts["conv_to_arith"] += 1
    tok = inst.convergence_token
    if isinstance(tok, Instruction) and tok.callee == LOOP and callee != LOOP:
        heart_cycle = ci.cycle_of(tok.parent) if tok.parent is not None else None
        if heart_cycle is not None and b not in heart_cycle.blocks:
            counts["extended_token_use"] += 1
