"""Run a kernel on the threads of one subgroup with the reference interpreter.

Prints the convergence model and the implementation choices used, every
thread's behaviour (return value, output buffers, barrier events) and the
convergence table: one row per thread, converged dynamic instances in one
column (the layout of seed 003's tables), then the communicating set of every
convergent operation instance. Exit code: 0 when every thread returned, 1 for
another outcome (ub, timeout, contradictory, unsupported), 2 for unusable input.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from fuzzfarm.behaviour import Behaviour, Outcome, describe_bytes
from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import ill_formed_reason, int_in, read_module, select_function
from fuzzfarm.inputs import kernel_inputs
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.conventions import (
    MAX_SUBGROUP_SIZE,
    NVPTX_WARP,
    membermask_kernel,
    wave_size_refusal,
)
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.types import FloatType, IntType, PtrType
from fuzzfarm.launch import Launch
from fuzzfarm.schedule import (
    DEFAULT_BUFFER_BYTES,
    DEFAULT_STEP_BUDGET,
    LANE_BUFFER_BYTES,
    MAX_BUFFER_BYTES,
    MAX_STEP_BUDGET,
    AnchorGroup,
    Choices,
    Schedule,
    dfs_order_entry,
    dfs_order_text,
    wave_buffer_bytes,
)
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS
from oracles.observation import Observation

NAME = "run"
HELP = "execute a kernel with the reference interpreter and show which threads converged"

ARGS_HELP = """\
per-thread input values of an integer argument, NAME=v0,v1,... (repeatable).
Values are decimal or 0x-hex, may be negative (wrapped to the argument's width),
and true/false for i1. One value applies to every lane; otherwise give one value
per lane of the subgroup, or one per active thread in lane order. An integer
argument not given gets each lane's id (an inreg argument, uniform by
convention, gets 0). Pointer arguments need no value: each thread gets its own
zero-filled buffer."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("file", metavar="FILE.ll", type=Path, help="LLVM IR text holding the kernel")
    parser.add_argument("--function", metavar="NAME", help="the kernel (default: the only definition)")
    parser.add_argument("--threads", type=int_in(1, MAX_SUBGROUP_SIZE), metavar="N",
                        help="number of active threads, lanes 0..N-1 (default 4, or --active; a whole "
                        "32-lane warp for CUDA code passing a membermask, which "
                        "part of a warp cannot run)")
    parser.add_argument("--subgroup-size", type=int_in(1, MAX_SUBGROUP_SIZE), metavar="S",
                        help="lanes in the subgroup (default: just enough for the active lanes)")
    parser.add_argument("--active", metavar="LANES",
                        help="active lanes, e.g. 0,2,5 or 0-3,6 (default 0..N-1)")
    parser.add_argument("--args", action="append", default=[], metavar="NAME=v0,v1,...",
                        help=ARGS_HELP)
    parser.add_argument("--buffer", action="append", default=[], metavar="NAME=w0,w1,...",
                        help="the first 32-bit words (little-endian; decimal or 0x-hex, "
                             "negative ones wrapped) of pointer argument NAME's buffer, the same "
                             "in every thread; the rest is zero (repeatable; the buffer holds "
                             "--buffer-bytes)")
    parser.add_argument("--model", choices=MODELS, default=DEFAULT_MODEL,
                        help="convergence model (SEMANTICS.md; default maximal)")
    parser.add_argument("--dfs-seed", type=int_in(0), default=0, metavar="K",
                        help="DFS order choosing the headers of irreducible cycles (default 0: natural)")
    parser.add_argument("--dfs-order", action="append", default=[], metavar="FN:BLOCK=S1,S2",
                        help="the DFS visits BLOCK's successors in function FN in this order, over "
                             "--dfs-seed's (repeatable; replays a cycle hierarchy a report lists)")
    parser.add_argument("--anchor", action="append", default=[], metavar="NAME:LANE:OCC=LABEL",
                        help="put the OCC-th execution (from 1) of anchor %%NAME by LANE in group "
                             "LABEL (repeatable; unlisted anchor instances follow the model)")
    parser.add_argument("--order-seed", type=int_in(0), default=0, metavar="K",
                        help="order in which threads step (never changes the behaviour)")
    parser.add_argument("--undef", type=int_in(-(1 << 63), (1 << 64) - 1), default=None, metavar="V",
                        help="every read of an integer undef gives V, masked to its width (default: "
                             "poison, an approximation; a counterexample's schedule may give one)")
    parser.add_argument("--steps", type=int_in(1, MAX_STEP_BUDGET), default=DEFAULT_STEP_BUDGET, metavar="N",
                        help=f"per-thread step budget before a timeout (default {DEFAULT_STEP_BUDGET})")
    parser.add_argument("--buffer-bytes", type=int_in(0, MAX_BUFFER_BYTES), default=None, metavar="B",
                        help=f"bytes of each pointer argument's buffer (default {LANE_BUFFER_BYTES} per "
                        f"lane of the subgroup, at least {DEFAULT_BUFFER_BYTES}: out[id] fits)")
    for flag, what, default in (("--group-id", "workgroup (block) id", "0,0,0"),
                                ("--group-size", "workgroup size in work-items", "64,1,1"),
                                ("--groups", "number of workgroups", "1,1,1")):
        parser.add_argument(flag, metavar="X[,Y,Z]", default=None,
                            help=f"the launch's {what} read by the launch intrinsics, per axis "
                                 f"(default {default}; README, IR conventions)")
    parser.add_argument("--oracle", choices=("ref", "simt", "both"), default="ref",
                        help="ref: the reference interpreter; simt or both (the same): the lane "
                             "simulator runs it, the reference replays the simulator's choices "
                             "and the two are compared (outcome, tables and exit code are the "
                             "reference's; the simulator adds its lane timeline)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    parser.add_argument("--opt", metavar="PATH",
                        help="also show the uniformity analysis of this opt (print<uniformity>) "
                             "next to ours")
    parser.add_argument("--triple", default=None,
                        help="target triple of --opt's uniformity analysis (default: the "
                             "kernel's own `target triple`, else amdgcn-amd-amdhsa, as "
                             "`uniformity`)")


def run(args: argparse.Namespace) -> int:
    from oracles import reference, simt
    from oracles.oracle import agrees
    from oracles.reference import unsupported_reason

    text, module = read_module(args.file)
    fn = select_function(module, args.function)
    problem = unsupported_reason(fn)
    if problem is not None:
        raise UsageError(f"{args.file}: @{fn.name}: {problem}")
    reason = ill_formed_reason(module, fn)
    if reason is not None:
        raise UsageError(f"{args.file}: @{fn.name} is ill-formed: {reason}")
    schedule = build_schedule(args, fn)
    sim = simt.run(fn, schedule, args.model) if args.oracle in ("simt", "both") else None
    # Compared one to one: the reference replays the choices the simulator made.
    result = reference.run(fn, schedule, args.model) if sim is None else (
        reference.replay(fn, schedule, sim.choices, args.model))
    behaviour = result.behaviour
    # A kernel outside the simulator's documented scope is not compared (the farm
    # falls back to the reference for it too): that is no disagreement.
    compared = sim is not None and sim.behaviour.outcome is not Outcome.UNSUPPORTED
    agree = compared and sim is not None and agrees(sim, result)
    if args.json:
        out = {
            "file": str(args.file),
            "function": fn.name,
            "oracle": args.oracle,
            "model": args.model,
            "schedule": schedule.to_json(),
            "behaviour": behaviour_json(behaviour),
            "record": result.trace.record.to_json(),
        }
        if sim is not None:
            out["agree"] = agree if compared else None
            out["simt"] = {"behaviour": behaviour_json(sim.behaviour),
                           "lane_instructions": sim.trace.lane_instructions}
        print(json.dumps(out, indent=2))
    else:
        ch = result.choices
        anchors = " ".join(f"{g.anchor}:{g.lane}:{g.occurrence}={g.label}" for g in ch.anchors)
        oracle = ("reference interpreter" if sim is None else
                  "reference interpreter replaying the lane simulator's choices")
        print(f"kernel: @{fn.name} in {args.file} (oracle: {oracle})")
        dfs = f" dfs_order={dfs_order_text(ch.dfs_order)}" if ch.dfs_order else ""
        undef = "" if ch.undef is None else f" undef={ch.undef}"
        print(f"model: {args.model}; choices: dfs_seed={ch.dfs_seed}{dfs} order_seed={ch.order_seed} "
              f"anchors={anchors or 'model'}{undef}")
        print(f"subgroup: {schedule.subgroup_size} lanes, active "
              + ",".join(map(str, schedule.active_lanes)))
        types = {a.name: a.type for a in kernel_inputs(fn)}
        for name, values in schedule.args.items():
            ty = types[name]
            shown = [floatbits.describe(values[lane], ty) if isinstance(ty, FloatType)
                     else _signed(values[lane], ty.bits) if isinstance(ty, IntType) else values[lane]
                     for lane in schedule.active_lanes]
            print(f"  %{name} = " + ",".join(map(str, shown)))
        print(f"outcome: {behaviour.outcome.value}"
              + (f" ({behaviour.message})" if behaviour.message else ""))
        if behaviour.approximations:
            print("approximations: " + ", ".join(sorted(behaviour.approximations)))
        for pun in behaviour.puns:
            print(f"  type pun: {pun}")
        ret = fn.return_type
        for t in behaviour.threads:
            as_float = ""
            if isinstance(ret, FloatType) and isinstance(t.return_value, int):
                as_float = f" (ret {floatbits.describe(t.return_value, ret)})"
            print("  " + t.describe() + as_float)
        for name, data in zip(_device_globals(fn), behaviour.memory, strict=False):
            print(f"  @{name} {describe_bytes(data)}")  # final bytes of a device global
        print()
        print(result.trace.record.render())
        print()
        print(_uniformity(args, fn, text, schedule, result))
        if sim is not None:
            print()
            verdict = ("agrees with the reference" if agree
                       else "DISAGREES with the reference" if compared
                       else f"cannot run this kernel ({sim.behaviour.message}); not compared")
            print(f"lane simulator ({sim.trace.lane_instructions} lane-instructions): {verdict}")
            if compared and not agree:
                print(f"  outcome: {sim.behaviour.outcome.value}"
                      + (f" ({sim.behaviour.message})" if sim.behaviour.message else ""))
                for t in sim.behaviour.threads:
                    print("  " + t.describe())
            print("lane timeline (block: active lanes):")
            for step in sim.trace.timeline[:64]:
                print(f"  {_timeline_step(step, schedule.subgroup_size)}")
            if len(sim.trace.timeline) > 64:
                print(f"  ... {len(sim.trace.timeline) - 64} more steps")
    return 0 if behaviour.outcome.value == "ok" else 1


def _uniformity(args: argparse.Namespace, fn: Function, text: str, schedule: Schedule,
                result: Observation[object]) -> str:
    """Ours, LLVM's (with --opt) and this run's answer to "is it uniform?" (seed 003)."""
    from fuzzfarm.commands.uniformity import analysis_triple, resolve_opt
    from fuzzfarm.uniformity.report import ReportError, llvm_claims
    from fuzzfarm.uniformity.view import render_rows, uniformity_rows
    from oracles import reference

    claims = None
    if args.opt:
        try:
            triple = analysis_triple(args.triple, fn.module.triple if fn.module else None, fn)
            _, claims = llvm_claims(fn, text, opt=resolve_opt(args.opt), triple=triple)
        except ReportError as exc:
            raise UsageError(str(exc)) from None
    # Uniformity is defined by the maximal converged-with relation, whatever --model shows.
    traced = reference.run(fn, schedule.with_choices(result.choices), DEFAULT_MODEL, trace=True)
    b = traced.behaviour
    decisive = b.outcome is Outcome.OK and not b.approximations
    return render_rows(uniformity_rows(fn, traced.trace.values, schedule, claims, decisive=decisive,
                                       launch_objects=traced.trace.launch_objects))


def _signed(value: int, bits: int) -> int:
    """Argument values as a user writes them (i1 stays 0/1)."""
    return value - (1 << bits) if bits > 1 and value >> (bits - 1) else value


def _timeline_step(step, size: int) -> str:
    """One timeline entry: the block and the lanes that executed it, as a lane mask picture."""
    block, mask = step[0], int(step[1])
    return f"{block:24s} " + "".join("x" if mask >> i & 1 else "." for i in range(size))


# -- schedule from the options --------------------------------------------------------


def parse_lanes(text: str) -> tuple[int, ...]:
    """``0,2,5`` or ``0-3,6`` -> sorted distinct lane ids."""
    lanes: set[int] = set()
    try:
        for part in text.split(","):
            part = part.strip()
            if "-" in part[1:]:
                lo, hi = part.split("-", 1)
                lanes.update(range(int(lo), int(hi) + 1))
            elif part:
                lanes.add(int(part))
    except ValueError:
        raise UsageError(f"--active {text!r}: expected lanes like 0,2,5 or 0-3") from None
    if not lanes or min(lanes) < 0:
        raise UsageError(f"--active {text!r}: expected non-negative lane ids")
    return tuple(sorted(lanes))


def _float_value(text: str, name: str, ty: FloatType) -> int:
    """A float argument's value: its bits in 0x-hex, or a number (nan, inf, -0.0 ...)."""
    word = text.strip().lower()
    if word.startswith("0x"):
        return _value(word, name)
    try:
        x = float(word)
    except ValueError:
        raise UsageError(f"--args {name}: {text!r} is not a number") from None
    if x != x:
        return floatbits.canonical_nan(ty)
    try:
        return floatbits.from_python(x, ty)
    except OverflowError:
        raise UsageError(f"--args {name}: {text!r} is beyond {ty}") from None


def _value(text: str, name: str, option: str = "--args") -> int:
    word = text.strip().lower()
    if word in ("true", "false"):
        return int(word == "true")
    try:
        return int(word, 0)
    except ValueError:
        raise UsageError(f"{option} {name}: {text!r} is not an integer") from None


def default_threads(fn: Function) -> int:
    """Active threads without ``--threads``: 4, or a whole warp for CUDA code passing a
    membermask (README, the nvptx table: a mask naming a lane that does not run is
    decided nowhere; full-mask code runs on all 32 lanes, and a tile's or a branch's mask,
    0xff00 or 0xaaaaaaaa, names lanes past the first 4), where 4 lanes would only say
    "unsupported". ``validate`` draws such code's schedules on 32-lane warps too."""
    return NVPTX_WARP if membermask_kernel(fn) else 4


def build_schedule(args: argparse.Namespace, fn: Function) -> Schedule:
    """The schedule the options describe; any inconsistency -> UsageError."""
    if args.active is not None:
        active = parse_lanes(args.active)
        if args.threads is not None and args.threads != len(active):
            raise UsageError(f"--threads {args.threads} but --active names {len(active)} lanes")
    else:
        threads = args.threads if args.threads is not None else default_threads(fn)
        if not 1 <= threads <= MAX_SUBGROUP_SIZE:
            raise UsageError(f"--threads must be 1..{MAX_SUBGROUP_SIZE}")
        active = tuple(range(threads))
    size = args.subgroup_size if args.subgroup_size is not None else max(active) + 1
    if not 1 <= size <= MAX_SUBGROUP_SIZE or max(active) >= size:
        raise UsageError(f"--subgroup-size {size} does not fit lanes {','.join(map(str, active))} "
                         f"(at most {MAX_SUBGROUP_SIZE})")
    refusal = wave_size_refusal(fn, size)
    if refusal is not None:
        raise UsageError(refusal)
    if args.steps < 1 or (args.buffer_bytes is not None and args.buffer_bytes < 0):
        raise UsageError("--steps must be positive and --buffer-bytes non-negative")
    ints = {a.name: a for a in kernel_inputs(fn) if isinstance(a.type, IntType | FloatType)}
    given: dict[str, list[int]] = {}
    for item in args.args:
        name, text = _named_values(item, "--args", "v", fn, list(ints), "integer")
        ty = ints[name].type
        given[name] = [_float_value(v, name, ty) if isinstance(ty, FloatType) else _value(v, name)
                       for v in text.split(",")]
    values: dict[str, tuple[int, ...]] = {}
    for name, arg in ints.items():
        vals = given.get(name)
        if vals is None:
            per_lane = [0] * size if arg.is_uniform_input else list(range(size))
            if isinstance(arg.type, FloatType):  # the lane id as a float
                per_lane = [floatbits.from_python(float(v), arg.type) for v in per_lane]
        elif len(vals) == 1:
            per_lane = vals * size
        elif len(vals) == size:
            per_lane = vals
        elif len(vals) == len(active):
            per_lane = list(range(size))
            for lane, v in zip(active, vals, strict=True):
                per_lane[lane] = v
        else:
            raise UsageError(f"--args {name}: {len(vals)} values; give 1, {len(active)} (one per "
                             f"active thread) or {size} (one per lane)")
        assert isinstance(arg.type, IntType | FloatType)
        per_lane = [v & arg.type.mask for v in per_lane]
        if arg.is_uniform_input and len({per_lane[lane] for lane in active}) > 1:
            raise UsageError(f"--args {name}: %{name} is uniform (inreg, or a kernel's parameter) but its values differ")
        values[name] = tuple(per_lane)
    anchors = tuple(_anchor(text) for text in args.anchor)
    try:
        entries = [dfs_order_entry(text) for text in args.dfs_order]
    except ValueError as exc:
        raise UsageError(f"--dfs-order {exc}") from None
    if len({(f, b) for f, b, _ in entries}) != len(entries):
        raise UsageError("--dfs-order names a block twice")
    choices = Choices(dfs_seed=args.dfs_seed, anchors=anchors, order_seed=args.order_seed,
                      dfs_order=tuple(entries), undef=args.undef)
    launch = _launch(args)
    buffer_bytes = wave_buffer_bytes(size, launch) if args.buffer_bytes is None else args.buffer_bytes
    buffers = _buffers(getattr(args, "buffer", []), fn)  # the dashboard's form has none
    try:
        return Schedule(size, active, values, choices, buffer_bytes, args.steps, launch=launch,
                        buffers=buffers)
    except ValueError as exc:  # e.g. more words than --buffer-bytes holds
        raise UsageError(f"--buffer: {exc}") from None


def _named_values(item: str, option: str, letter: str, fn: Function, names: list[str],
                  kind: str) -> tuple[str, str]:
    """``NAME=x0,x1,...`` of ``option`` as (NAME, the values' text); NAME must be one of
    ``names`` (@fn's arguments of that ``kind``), else a one-line UsageError."""
    name, sep, text = item.partition("=")
    name = name.strip().removeprefix("%")
    if not sep or not text.strip():
        raise UsageError(f"{option} {item!r}: expected NAME={letter}0,{letter}1,...")
    if name not in names:
        known = ", ".join("%" + n for n in names) or "none"
        raise UsageError(f"{option} {name}: @{fn.name} has no {kind} argument %{name} (has {known})")
    return name, text


def _buffers(items: list[str], fn: Function) -> dict[str, tuple[int, ...]]:
    """``--buffer NAME=w0,w1,...`` as the schedule's initial buffer words."""
    pointers = [a.name for a in fn.args if isinstance(a.type, PtrType)]
    out: dict[str, tuple[int, ...]] = {}
    for item in items:
        name, text = _named_values(item, "--buffer", "w", fn, pointers, "pointer")
        words = [_value(v, name, "--buffer") for v in text.split(",")]
        if any(not -(1 << 31) <= w < 1 << 32 for w in words):
            raise UsageError(f"--buffer {name}: a word is beyond 32 bits")
        out[name] = tuple(w & 0xFFFFFFFF for w in words)
    return out


def _launch(args: argparse.Namespace) -> Launch:
    """The launch ``--group-id``/``--group-size``/``--groups`` describe (missing axes: the
    default's); a malformed or impossible one is a UsageError."""
    axes: dict[str, tuple[int, int, int]] = {}
    for name in ("group_id", "group_size", "groups"):
        text = getattr(args, name, None)  # the dashboard's run form has no launch fields
        if text is None:
            continue
        default = getattr(Launch(), name)
        try:
            given = [int(v, 0) for v in text.split(",")]
        except ValueError:
            raise UsageError(f"--{name.replace('_', '-')} {text!r}: expected X[,Y,Z] whole numbers") from None
        if not 1 <= len(given) <= 3:
            raise UsageError(f"--{name.replace('_', '-')} {text!r}: expected X[,Y,Z]")
        full = given + list(default[len(given):])
        axes[name] = (full[0], full[1], full[2])
    try:
        return Launch(**axes)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _anchor(text: str) -> AnchorGroup:
    try:
        where, label = text.rsplit("=", 1)
        name, lane, occ = where.rsplit(":", 2)
        group = AnchorGroup(name.strip().removeprefix("%"), int(lane), int(occ), int(label))
    except ValueError:
        raise UsageError(f"--anchor {text!r}: expected NAME:LANE:OCC=LABEL, e.g. tok:0:1=0") from None
    if group.occurrence < 1:
        raise UsageError(f"--anchor {text!r}: occurrences count from 1")
    return group


def behaviour_json(behaviour: Behaviour) -> dict[str, object]:
    """A behaviour as JSON: poison as the string "poison"."""

    def scalar(v: object) -> object:
        return v if v is None or isinstance(v, int) else "poison"

    return {
        "outcome": behaviour.outcome.value,
        "message": behaviour.message,
        "approximations": sorted(behaviour.approximations),
        "threads": [
            {
                "lane": t.lane,
                "return": scalar(t.return_value),
                "buffers": [[scalar(b) for b in buf] for buf in t.buffers],
                "barriers": [sorted(s) for s in t.barriers],
                "calls": [{"callee": c.callee, "args": [scalar(a) for a in c.args]}
                          for c in t.calls],
            }
            for t in behaviour.threads
        ],
    }


def _device_globals(fn: Function) -> list[str]:
    """The names of the device-memory globals whose final bytes a behaviour shows, in the
    order of ``Behaviour.memory``."""
    from fuzzfarm.ir.globalvars import GlobalUnsupported, used_globals

    try:
        return [g.name for g in used_globals(fn) if g.observable]
    except GlobalUnsupported:
        return []
