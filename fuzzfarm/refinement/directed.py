"""Directed search of *before*'s anchor groupings for a match of one *after* behaviour.

When *before*'s choices are too many to list, a mismatch of *after* against its
sample proves nothing, and the check is inconclusive unless some choice of
*before* is found that matches. Running *before* with *after*'s own choices finds
it when anchors keep their names; transforms rename and duplicate them (unrolling,
tail duplication, LLVM's value numbering), yet usually keep the operations they
control and who those operations communicate with. So *before*'s grouping is
derived from what *after* showed: two of *before*'s anchor instances go into one
group when the operations they control (the same static operation, the same
occurrence in each thread as in *after*) were converged in *after*'s run. The
derived grouping is only a candidate: it counts when *before*, run with it, shows
a behaviour that matches (the caller compares), so a wrong derivation costs a run,
never a verdict. Each round re-derives from *before*'s latest run (its control
flow may change with the grouping).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import AnchorGroup, Choices
from oracles.reference.keys import Key, LoopKey, TokenKey
from oracles.reference.models import function_suffix
from oracles.reference.record import ExecutionRecord, Instance
from oracles.reference.thread import op_label

#: Rounds of derivation (each one run of *before*).
ROUNDS = 2

Site = tuple[str, int, int]  # (operation label, lane, occurrence of that label in the lane)
AnchorId = tuple[str, int, int]  # (anchor name, lane, occurrence)


def site_namings(before: Function, after: Function) -> list[Callable[[Instance], str]]:
    """How operations of the two programs are matched (module docstring): by their
    label, then by their callee (the k-th call of one callee in a thread), which
    survives renaming and duplication."""
    kinds = {**_callees(before), **_callees(after)}
    return [_label, lambda i: kinds.get(i.label, i.label)]


def _label(inst: Instance) -> str:
    return inst.label


def _callees(fn: Function) -> dict[str, str]:
    """Each call's record label, with the function it calls."""
    return {op_label(i) + function_suffix(fn, f): i.callee or "call"
            for f in reachable_functions(fn) for i in f.instructions() if i.opcode == "call"}


def derived_grouping(before_run: ExecutionRecord, after_run: ExecutionRecord, choices: Choices,
                     site: Callable[[Instance], str] = _label) -> Choices:
    """*before*'s anchor grouping that converges what *after*'s run converged (module
    docstring), operations identified by ``site`` and their occurrence in the thread;
    ``choices`` gives the rest (hierarchy, order seed). Instances whose operations *after*
    showed but nothing joined stay alone."""
    controls = controlling_anchor(before_run, site)
    groups: dict[AnchorId, AnchorId] = {}

    def find(x: AnchorId) -> AnchorId:
        while groups.get(x, x) != x:
            x = groups[x]
        return x

    sites = operation_sites(after_run, site)
    occurrence = {id(inst): key[2] for key, inst in sites.items()}
    for (label, lane, occ), inst in sites.items():
        mine = controls.get((label, lane, occ))
        if mine is None:
            continue
        for other in after_run.members(inst):
            if other.lane == lane or id(other) not in occurrence:
                continue
            theirs = controls.get((label, other.lane, occurrence[id(other)]))
            if theirs is None or theirs[0] != mine[0] or theirs[1] == mine[1]:
                continue
            a, b = find(mine), find(theirs)
            if a != b and not _lanes_clash(find, a, b, controls):
                groups[b] = a
    # Instances whose operations *after* showed get a group (alone when none joined
    # them); the others, and implicit anchors, keep the model's grouping.
    known = {controls[site] for site in controls if site in sites}
    labels: dict[AnchorId, int] = {}
    out = []
    for anchor in sorted(known):
        if not anchor[0].startswith("@"):
            root = find(anchor)
            out.append(AnchorGroup(*anchor, labels.setdefault(root, len(labels))))
    return replace(choices, anchors=tuple(out))


def _lanes_clash(find: Callable[[AnchorId], AnchorId], a: AnchorId, b: AnchorId,
                 controls: dict[Site, AnchorId]) -> bool:
    """Would merging the groups of ``a`` and ``b`` put two instances of one lane together?"""
    members = [x for x in set(controls.values()) if find(x) in (a, b)]
    lanes = [x[1] for x in members]
    return len(lanes) != len(set(lanes))


def controlling_anchor(record: ExecutionRecord, site: Callable[[Instance], str]) -> dict[Site, AnchorId]:
    """Each operation instance whose token chain (through loop hearts) starts at an
    anchor instance of its thread, with that instance."""
    out: dict[Site, AnchorId] = {}
    for seq in record.threads:
        anchors: dict[Key, AnchorId] = {}
        seen: dict[str, int] = {}
        for inst in seq:
            if inst.kind == "anchor":
                name = inst.label.removeprefix("%")
                anchors[inst.key] = (name, inst.lane, sum(1 for k in anchors.values() if k[0] == name) + 1)
                continue
            if inst.kind not in ("op", "call"):
                continue
            name = site(inst)
            seen[name] = seen.get(name, 0) + 1
            key: Key | None = inst.key
            while isinstance(key, (TokenKey, LoopKey)):
                key = key.token
                if key in anchors:
                    out[(name, inst.lane, seen[name])] = anchors[key]
                    break
    return out


def operation_sites(record: ExecutionRecord, site: Callable[[Instance], str]) -> dict[Site, Instance]:
    """Every operation instance by (site, lane, occurrence of the site in the lane)."""
    out: dict[Site, Instance] = {}
    for seq in record.threads:
        seen: dict[str, int] = {}
        for inst in seq:
            if inst.kind in ("op", "call"):
                name = site(inst)
                seen[name] = seen.get(name, 0) + 1
                out[(name, inst.lane, seen[name])] = inst
    return out
