"""Results of the catalogue operations over a complete communicating set.

SEMANTICS.md, "Convergent operations (the catalogue)" and
``fuzzfarm.ir.conventions.CATALOGUE``. ``members`` maps each lane of the
communicating set S to its evaluated arguments; the result is one value per lane.
"""

from __future__ import annotations

import functools
from typing import cast

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir import conventions, crosslane, opencl
from fuzzfarm.ir.types import FloatType, IntType
from oracles.reference import floatscans, permutes, scans
from oracles.reference.floats import fcmp
from oracles.reference.values import (
    UndefinedBehaviour,
    Unsupported,
    icmp,
    mask,
    to_signed,
    to_unsigned,
)

#: Operations whose communicating set is an observable barrier event.
BARRIERS = frozenset({"subgroupControlBarrier", "s.barrier", "nvvm.bar.warp.sync",
                      conventions.NVVM_BARRIER_COUNT}) | conventions.NVVM_BARRIER_REDUCTIONS


class PartialBarrier(Unsupported):
    """A workgroup barrier instance (one that returns nothing) only some active lanes met,
    under ipdom: its members pass it and the run's end decides (:mod:`fuzzfarm.partial_barriers`)."""


def communicate(callee: str, members: dict[int, list[object]],
                active: frozenset[int] = frozenset(), wave64: bool = False,
                halves: bool | None = False, wave32: bool = False,
                notes: set[str] | None = None, exited: list[int] | None = None,
                partial_barrier_ub: bool = False, group_items: int = 0,
                subgroup: int = conventions.MAX_SUBGROUP_SIZE) -> dict[int, object]:
    """Every member's result of ``callee`` executed by the lanes of ``members`` together.

    A target operation computes what its ``semantics`` names (README, "IR
    conventions", the dialect tables); ``active`` is every active lane of the
    schedule (``llvm.amdgcn.s.barrier`` is only defined when all of them meet);
    ``wave64``: the calling function is compiled for 64-lane AMDGPU waves
    (``conventions.amdgpu_wave64``); ``halves``: its ``ds_bpermute`` reads within 32-lane
    halves (``crosslane.bpermute_in_halves``); ``wave32``: it is compiled for 32-lane waves
    (``conventions.amdgpu_wave32``: a lane index is read modulo 32); ``notes`` receives the
    approximations the results carry (a float reduction's order: ``oracles.reference.floatscans``);
    ``exited``, when given, lets an NVVM ``.sync`` operation whose lanes all pass one mask
    naming lanes outside S compute over S, and receives those lanes' bits: the caller must
    show at the run's end that they had exited (:mod:`oracles.reference.exits`).
    ``partial_barrier_ub``: a workgroup barrier only some active lanes meet is undefined
    behaviour (``conventions.partial_barrier_is_undefined``), as it is under maximal
    convergence; under ipdom such a split may be the model's own (lanes leaving a loop
    whose exits have no post-dominator but the function's exit): :class:`PartialBarrier`
    there for a barrier that returns nothing, whose members may run on, else unsupported.
    ``group_items``: the threads of the launch's workgroup (a barrier over a thread count,
    ``conventions.NVVM_BARRIER_COUNT``, is read only when it counts them all);
    ``subgroup``: the schedule's subgroup size (a clustered reduction's largest cluster).
    """
    lanes = sorted(members)
    spec = conventions.OPS.get(callee)
    op = spec.behaves_as if spec is not None else callee
    if op.startswith("nvvm."):
        return _nvvm(op, members, exited)
    if op in conventions.COMPARE_PREDICATES and spec is not None:
        return _compare_ballot(op, spec, members)
    if op.startswith("amdgcn."):
        return _amdgcn(op, members, active or frozenset(members), (wave64, halves, wave32))
    if op == conventions.NVVM_BARRIER_COUNT:
        counts = {repr(members[lane][1]) for lane in lanes}
        if counts != {repr(group_items)}:
            raise Unsupported(f"@{callee} of {', '.join(sorted(counts))} threads where the block has "
                              f"{group_items}: which threads complete a barrier over part of the "
                              "block depends on warps a case does not run")
    if op in ("s.barrier", conventions.NVVM_BARRIER_COUNT) or op in conventions.NVVM_BARRIER_REDUCTIONS:
        if frozenset(lanes) != active:
            if partial_barrier_ub and conventions.partial_barrier_is_undefined(callee):
                raise UndefinedBehaviour(f"@{callee} reached by lanes {lanes}, not by every active "
                                         "lane: a workgroup barrier in divergent control flow")
            why = (f"@{callee} reached by lanes {lanes}, not by every active lane: "
                   "a workgroup barrier in divergent control flow has no defined meaning")
            void = op in ("s.barrier", conventions.NVVM_BARRIER_COUNT)
            raise (PartialBarrier if void and conventions.partial_barrier_is_undefined(callee)
                   else Unsupported)(why)
        if op in ("s.barrier", conventions.NVVM_BARRIER_COUNT):
            return dict.fromkeys(lanes)
        return dict.fromkeys(lanes, _barrier_reduction(op, [members[lane][1] for lane in lanes]))
    args = [members[lane][0] if members[lane] else None for lane in lanes]
    ret = spec.return_type if spec is not None else None
    width = ret.bits if isinstance(ret, IntType) else 32
    if op.startswith(opencl.FLOAT_PREFIX):
        assert spec is not None and isinstance(spec.return_type, FloatType)
        results, found = floatscans.collective(op, spec.return_type, dict(zip(lanes, args, strict=True)))
        if notes is not None:
            notes |= found
        return results
    if op.startswith(opencl.SCAN_PREFIX):
        return scans.scan(op, dict(zip(lanes, args, strict=True)), width)
    if op.startswith(opencl.CLUSTERED_PREFIX):
        return _clustered(op, callee, members, width, subgroup)

    def same(value: object) -> dict[int, object]:
        return dict.fromkeys(lanes, value)

    if op == "subgroupControlBarrier":
        return same(None)
    if op == "subgroupElect":
        return {lane: int(lane == lanes[0]) for lane in lanes}
    if op == "subgroupBroadcastFirst":
        return same(args[0])
    if op in ("subgroupShuffle", opencl.SHUFFLE_XOR):
        out: dict[int, object] = {}
        for lane in lanes:
            source = members[lane][1]
            if op == opencl.SHUFFLE_XOR:  # sub_group_shuffle_xor: lane L reads L xor mask
                source = lane ^ cast(int, source)
            out[lane] = members[source][0] if source in members else POISON
        return out
    if any(a is POISON for a in args):
        return same(POISON)
    ints = [a for a in args if isinstance(a, int)]
    if op == "subgroupBallot":
        return same(sum(1 << lane for lane, a in zip(lanes, ints, strict=True) if a) & mask(64))
    if op == "subgroupAdd":
        return same(sum(ints) & mask(32))
    if op in ("opencl.any", "opencl.all"):  # sub_group_any / sub_group_all (OpenCL C 6.13.15)
        return same(int(any(ints) if op == "opencl.any" else all(ints)))
    if op == "subgroupMin":
        return same(to_unsigned(min(to_signed(a, 32) for a in ints), 32))
    if op == "subgroupMax":
        return same(to_unsigned(max(to_signed(a, 32) for a in ints), 32))
    if op.startswith("wave.reduce."):
        return same(_redux(op.rsplit(".", 1)[1], ints, width))
    raise Unsupported(f"convergent operation @{callee}")


def _clustered(op: str, callee: str, members: dict[int, list[object]], width: int,
               subgroup: int) -> dict[int, object]:
    """``sub_group_clustered_reduce_<op>(v, n)`` (``opencl.CLUSTERED_PREFIX``): each lane
    gets the reduction of v over the lanes of S in its cluster, the lanes ``n * k`` to
    ``n * (k + 1) - 1``; a poison v poisons its cluster's results only. An ``n`` that is not
    one power of two up to the subgroup's size in every lane is unsupported."""
    sizes = {repr(members[lane][1]) for lane in members}
    n = opencl.cluster_size(next(iter(members.values()))[1], subgroup) if len(sizes) == 1 else None
    if n is None:
        raise Unsupported(f"@{callee} with cluster size {', '.join(sorted(sizes))}: not one power "
                          f"of two up to the subgroup's {subgroup} lanes (undefined in OpenCL)")
    clusters: dict[int, list[int]] = {}
    for lane in sorted(members):
        clusters.setdefault(lane // n, []).append(lane)
    kind = op.removeprefix(opencl.CLUSTERED_PREFIX)
    out: dict[int, object] = {}
    for cluster in clusters.values():
        values = [members[lane][0] for lane in cluster]
        value = POISON if POISON in values else _redux(kind, cast(list[int], values), width)
        out.update(dict.fromkeys(cluster, value))
    return out


def _nvvm(op: str, members: dict[int, list[object]],
          exited: list[int] | None = None) -> dict[int, object]:
    """The ``.sync`` warp operations of NVVM, where their meaning is certain.

    Each lane passes a ``membermask``. PTX: a lane not named in its own mask is
    undefined behaviour; the lanes of the mask wait for each other (sm_70+),
    which may join different dynamic instances: that is only modelled when the
    mask names exactly the communicating set S, identically in every lane of S, or
    cuts S into tiles (:func:`_tiles`; not ``bar.warp.sync``, whose event is S).
    A mask every lane of S passes that also names lanes outside S is PTX's: the operation
    waits only for the *non-exited* threads of the mask and exchanges among them (PTX ISA,
    "shfl.sync", "vote.sync", "match.sync", "redux.sync"), so with ``exited`` given it is
    computed over S and the other lanes' bits are appended, to be shown exited when the
    run ends (:mod:`oracles.reference.exits`); not ``bar.warp.sync``, whose PTX text waits
    for every thread of the mask, exited or not.
    Any other mask is unsupported (inconclusive), never a guess. A poison operand
    that a member's result depends on makes the results poison (as the
    catalogue's reductions); a poison shuffle source lane or ``c`` is unsupported.
    """
    lanes = sorted(members)
    if lanes[-1] >= conventions.NVPTX_WARP:
        raise Unsupported(f"@{op} executed by lane {lanes[-1]}: NVPTX warps have 32 lanes")
    bits = sum(1 << lane for lane in lanes)
    if op == "nvvm.activemask":
        return dict.fromkeys(lanes, bits)
    at = conventions.nvvm_mask_operand(op)
    masks = {members[lane][at] for lane in lanes}
    if POISON in masks:
        raise Unsupported(f"@{op} with a poison membermask")
    for lane in lanes:
        if not (members[lane][at] >> lane) & 1:  # type: ignore[operator]
            raise UndefinedBehaviour(f"@llvm.{op}: lane {lane} is not in its own membermask")
    tiles = _tiles(members, at)
    if exited is not None and len(masks) == 1 and masks != {bits} and op != "nvvm.bar.warp.sync":
        # one mask, holding S (each lane is in its own): over S if the rest had exited
        exited.append(cast(int, next(iter(masks))) & ~bits)
        return _nvvm(op, {lane: [bits if i == at else a for i, a in enumerate(args)]
                          for lane, args in members.items()})
    if masks != {bits} and (tiles is None or op == "nvvm.bar.warp.sync"):
        # in hex, as the set it is compared with (a decimal list hid 0xffffffff)
        shown = ", ".join(f"{m:#x}" for m in sorted(m for m in masks if isinstance(m, int)))
        raise Unsupported(f"@llvm.{op}: membermask {shown} "
                          f"{conventions.MEMBERMASK_MISMATCH} {bits:#x}, nor tiles of it")
    if tiles is not None and len(tiles) > 1:
        out: dict[int, object] = {}
        for tile in tiles:
            out.update(_nvvm(op, {lane: members[lane] for lane in tile}))
        return out
    if op.startswith("nvvm.shfl.sync."):
        return _shfl(op, members)
    if op == "nvvm.bar.warp.sync":
        return dict.fromkeys(lanes)
    values = [members[lane][1 - at] for lane in lanes]
    if POISON in values:
        return dict.fromkeys(lanes, (POISON, POISON) if op == "nvvm.match.all.sync" else POISON)
    ints = cast(list[int], values)
    if op == "nvvm.vote.ballot.sync":
        return dict.fromkeys(lanes, sum(1 << lane for lane, p in zip(lanes, ints, strict=True) if p))
    if op.startswith("nvvm.vote."):
        kind = op.split(".")[2]
        truth = {"all": all(ints), "any": any(ints), "uni": len(set(ints)) == 1}[kind]
        return dict.fromkeys(lanes, int(truth))
    if op.startswith("nvvm.redux.sync."):
        return dict.fromkeys(lanes, _redux(op.rsplit(".", 1)[1], ints))
    if op == "nvvm.match.all.sync":  # {the set, 1} when every value is the same, else {0, 0}
        same = len(set(ints)) == 1
        return dict.fromkeys(lanes, (bits if same else 0, int(same)))
    if op == "nvvm.match.any.sync":
        return {lane: sum(1 << other for other, w in zip(lanes, ints, strict=True) if w == v)
                for lane, v in zip(lanes, ints, strict=True)}
    raise Unsupported(f"convergent operation @llvm.{op}")


def _tiles(members: dict[int, list[object]], at: int) -> list[list[int]] | None:
    """The tiles a warp operation's membermasks cut the communicating set S into, or None.

    CUDA's tiled code (``cooperative_groups::tiled_partition``, a ``__shfl_xor_sync``
    whose mask names the lane's own tile of 8) has the converged lanes of S pass
    different masks. PTX ("shfl.sync", "vote.sync", "match.sync", "redux.sync"): a
    thread waits until every non-exited thread of its membermask has executed the same
    instruction with the same membermask, and exchanges with those threads. So when
    every lane's mask names exactly the lanes of S that pass that same mask, each such
    set is a communicating set of its own, and the operation means what it means on
    each. Masks that overlap without being equal, or name a lane outside S, have no
    such reading (None: the caller stays unsupported). Integer masks, each holding its
    own lane (checked before)."""
    tiles: dict[int, list[int]] = {}
    for lane in sorted(members):
        tiles.setdefault(cast(int, members[lane][at]), []).append(lane)
    if any(m != sum(1 << lane for lane in tile) for m, tile in tiles.items()):
        return None
    return list(tiles.values())


def _amdgcn(op: str, members: dict[int, list[object]], active: frozenset[int],
            wave: tuple[bool, bool | None, bool]) -> dict[int, object]:
    """The AMDGPU wave intrinsics that read other lanes (IntrinsicsAMDGPU.td): where an
    operand must be uniform and is not, the result is undefined: poison in every lane of
    S; where a lane index only the wave size decides (or a poison one), unsupported; a
    lane outside S reads poison (as subgroupShuffle).
    ``wave``: :func:`communicate`'s ``wave64``, ``halves`` and ``wave32``."""
    wave64, halves, wave32 = wave
    lanes = sorted(members)
    if op in crosslane.WAVE_OPS:
        return permutes.results(op, members, wave64)
    if op == "amdgcn.ballot.i32":
        if lanes[-1] >= 32:
            raise Unsupported(f"@llvm.{op} executed by lane {lanes[-1]}: a wave of 32 lanes")
        preds = [members[lane][0] for lane in lanes]
        if POISON in preds:
            return dict.fromkeys(lanes, POISON)
        return dict.fromkeys(lanes, sum(1 << lane for lane, p in zip(lanes, preds, strict=True) if p))
    if op == "amdgcn.ds.bpermute":
        out: dict[int, object] = {}
        for lane in lanes:
            addr = members[lane][0]
            src = None if addr is POISON else crosslane.bpermute_source(cast(int, addr), lane,
                                                                        active, wave64, halves,
                                                                        wave32)
            if src is None:
                raise Unsupported(f"@llvm.{op} with address {addr}: a poison address, or a "
                                  "lane only the wave size decides")
            out[lane] = members[src][1] if src in members else POISON
        return out
    uniform = [1] if op == "amdgcn.readlane" else [0, 1]
    for i in uniform:
        if len({repr(members[lane][i]) for lane in lanes}) != 1:
            # the lane (and writelane's value) "must be uniform across the currently
            # active threads ... Otherwise, the result is undefined" (IntrinsicsAMDGPU.td):
            # poison in every lane of S (oracles/SEMANTICS.md, "Convergent operations"), so
            # that a rewrite making a uniform index lane-varying is a violation (c48)
            return dict.fromkeys(lanes, POISON)
    index = members[lanes[0]][1]
    src = None if index is POISON else conventions.amdgcn_lane(cast(int, index), active, wave64,
                                                                      wave32)
    if src is None:
        raise Unsupported(f"@llvm.{op} of lane {index}: poison, or a lane only the wave size "
                          "decides")
    if op == "amdgcn.readlane":
        return dict.fromkeys(lanes, members[src][0] if src in members else POISON)
    return {lane: members[lane][0] if lane == src else members[lane][2] for lane in lanes}


def _compare_ballot(op: str, spec: conventions.ConvergentOp,
                    members: dict[int, list[object]]) -> dict[int, object]:
    """``llvm.amdgcn.icmp``/``fcmp`` (a, b, pred): the ballot over S of the comparison
    ``pred`` (``conventions.COMPARE_PREDICATES``) of each lane's a and b. The hardware's
    V_CMP sets a bit for each lane that runs it (AMD ISA, "Vector Compare"), as the
    ballot LLVM lowers to the same V_CMP; an i32 result holds lanes 0-31 only (a lane 32
    or up is unsupported, as ``ballot.i32``), an i64 one on a 32-lane wave zero upper
    bits. A poison operand of any member makes every result poison (as the ballot)."""
    lanes = sorted(members)
    code = members[lanes[0]][2]
    pred = conventions.COMPARE_PREDICATES[op].get(code) if isinstance(code, int) else None
    if pred is None:
        raise Unsupported(f"@{spec.name} with predicate {code}: not one of LLVM's "
                          f"{op.rsplit('.', 1)[1]} predicates (lowered to undef)")
    ret = spec.return_type
    if isinstance(ret, IntType) and ret.bits == 32 and lanes[-1] >= 32:
        raise Unsupported(f"@{spec.name} executed by lane {lanes[-1]}: an i32 mask holds 32 lanes")
    ty = spec.params[0]
    truths = [fcmp(pred, ty, members[lane][0], members[lane][1]) if isinstance(ty, FloatType)
              else icmp(pred, frozenset(), cast(IntType, ty).bits, members[lane][0],
                        members[lane][1]) for lane in lanes]
    if POISON in truths:
        return dict.fromkeys(lanes, POISON)
    return dict.fromkeys(lanes, sum(1 << lane for lane, t in zip(lanes, truths, strict=True) if t))


def _barrier_reduction(op: str, predicates: list[object]) -> object:
    """``barrier.cta.red.{popc,and,or}`` (PTX ISA, "bar.red"): the number of lanes whose
    predicate is true, whether all are, whether any is; a poison predicate, on which
    every member's result depends, makes it poison."""
    if POISON in predicates:
        return POISON
    kind = op.rsplit(".", 1)[1]
    if kind == "popc":
        return sum(1 for p in predicates if p)
    return int(all(predicates) if kind == "and" else any(predicates))


def _redux(kind: str, ints: list[int], width: int = 32) -> int:
    """``redux.sync.<kind>`` over 32-bit values (PTX ISA, "redux.sync"), and
    ``wave.reduce.<kind>`` of AMDGPU (and OpenCL's reductions of ``uint``, ``long``,
    ``ulong``) alike, over ``width``-bit ones."""
    if kind == "sub":  # AMDGPU's wave.reduce.sub: 0 minus the wrapping sum
        return -sum(ints) & mask(width)
    if kind in ("and", "or", "xor"):
        folded = {"and": mask(width), "or": 0, "xor": 0}[kind]
        for a in ints:
            folded = folded & a if kind == "and" else folded | a if kind == "or" else folded ^ a
        return folded
    return functools.reduce(lambda a, b: scans.fold(kind, a, b, width), ints)


def _shfl(op: str, members: dict[int, list[object]]) -> dict[int, object]:
    """``shfl.sync.<mode>``: each lane reads ``v`` of its source lane, poison when that
    lane is not in S (PTX: a value sourced from an inactive thread is undefined). The
    ``p`` forms (``conventions.NVVM_SHFL_P``) return ``(value, predicate)``: PTX's
    ``p``, 1 iff the computed source lane was in range, whether or not it is in S."""
    mode = op.rsplit(".", 1)[1]
    with_predicate = op.startswith(conventions.NVVM_SHFL_P)
    out: dict[int, object] = {}
    for lane in sorted(members):
        _, _, b, c = members[lane]
        if b is POISON or c is POISON or cast(int, c) & ~conventions.SHFL_C_BITS:
            raise Unsupported(f"@llvm.{op} with lane operand {b} and c = {c} "
                              "(a poison operand, or bits of c PTX does not define)")
        src, in_range = conventions.shfl_lane(mode, lane, cast(int, b), cast(int, c))
        value = members[src][1] if src in members else POISON
        out[lane] = (value, int(in_range)) if with_predicate else value
    return out
