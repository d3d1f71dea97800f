"""Check that an optimized kernel refines the original on many thread schedules.

Give BEFORE.ll and AFTER.ll, or BEFORE.ll and a candidate (--transform,
--pipeline, --opt PATH --pipeline P) to optimize and validate in one go. Every
behaviour AFTER shows on a schedule must be one BEFORE can show (poison in BEFORE
matches any value, undefined behaviour in BEFORE allows anything); where BEFORE
leaves choices to the implementation (anchors, irreducible cycles) they are
searched before anything is called a bug.

Exit codes: 0 no counterexample and every schedule decided; 1 a counterexample
(printed; --out DIR writes a replayable reproducer), or AFTER breaks the static
rules, or the candidate crashed; 2 bad input (unreadable file, BEFORE ill-formed,
unsupported instruction, an AFTER whose kernel has other parameter or return
types); 3 no counterexample but some schedule undecided, or the candidate's output uses
what the oracles cannot read (vectors, say: nothing decided, and no fault of the input).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

from fuzzfarm.cli import UsageError
from fuzzfarm.commands.common import (
    add_candidate_arguments,
    candidate_from_args,
    check_output_dir,
    for_kernel_target,
    ill_formed_reason,
    int_in,
    read_module,
    select_function,
)
from fuzzfarm.ir.conventions import NVPTX_WARP, full_warp_kernel, membermask_kernel, target_wave
from fuzzfarm.ir.lanetests import lane_test_width
from fuzzfarm.reproducer import holds_reproducer
from fuzzfarm.schedule import (
    DEFAULT_BUFFER_BYTES,
    LANE_BUFFER_BYTES,
    MAX_BUFFER_BYTES,
    wave_buffer_bytes,
)
from fuzzfarm.vocabulary import DEFAULT_MODEL, MODELS, Verdict

NAME = "validate"
#: Lanes of the generated schedules' subgroup unless --threads says (active lanes vary).
DEFAULT_THREADS = 4
HELP = "check that AFTER (or BEFORE optimized by a candidate) refines BEFORE on many schedules"

EXIT = {"pass": 0, "violation": 1, "ill-formed-after": 1, "crash": 1, "codegen": 1,
        "inconclusive": 3}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("before", metavar="BEFORE.ll", type=Path, help="the original kernel")
    parser.add_argument("after", metavar="AFTER.ll", type=Path, nargs="?",
                        help="the optimized kernel (omit it and name a candidate instead)")
    parser.add_argument("--model", choices=MODELS, default=DEFAULT_MODEL,
                        help="convergence model for uncontrolled operations (default maximal)")
    parser.add_argument("--function", metavar="NAME", help="the kernel (default: the only definition)")
    parser.add_argument("--schedules", type=int_in(1, 10_000), default=16, metavar="K",
                        help="how many thread schedules to try (default 16)")
    parser.add_argument("--threads", type=int_in(1, 64), default=None, metavar="N",
                        help="subgroup size of generated schedules (default: the wave of the "
                             "kernel's target, 32 lanes for NVPTX and AMDGPU wave32, 64 for AMDGPU "
                             "wave64, the first schedule with every lane active; a whole 32-lane "
                             "warp with every lane active for CUDA code passing the full warp "
                             f"mask; {DEFAULT_THREADS} for code of no known target, or as many "
                             "as a power of two that holds every lane id the kernel compares "
                             "with a constant (id < 8: 16 lanes); otherwise "
                             "active lanes vary, and a CUDA warp whose membermasks name lanes "
                             "that do not run is made whole)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated schedules")
    parser.add_argument("--schedule", type=Path, metavar="FILE",
                        help="replay exactly this schedule.json instead of generating schedules")
    parser.add_argument("--buffer-bytes", type=int_in(0, MAX_BUFFER_BYTES), default=None,
                        metavar="B", help="bytes of each thread's buffer per pointer argument "
                        f"(default {LANE_BUFFER_BYTES} per lane of the subgroup, at least "
                        f"{DEFAULT_BUFFER_BYTES}: out[id] of a 64-lane wave fits); a schedule on "
                        "which a program runs past the end of a buffer is undecided, never a pass "
                        "(a real buffer may be larger)")
    parser.add_argument("--max-runs", type=int_in(1), default=64,
                        help="runs per program and schedule when exploring implementation choices")
    parser.add_argument("--out", type=Path, metavar="DIR", help="write a reproducer directory on a finding")
    add_candidate_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from fuzzfarm.candidates import apply
    from fuzzfarm.ir.printer import print_module
    from fuzzfarm.refinement.check import Judgement, check_refinement, signature_difference
    from oracles.reference import unsupported_reason

    if args.schedules < 1 or (args.threads is not None and not 1 <= args.threads <= 64):
        raise UsageError("--schedules must be >= 1 and --threads between 1 and 64")
    if args.out is not None:
        check_output_dir(args.out, "--out")
        if holds_reproducer(args.out):
            raise UsageError(f"--out {args.out} already holds a reproducer (choose another directory)")
    candidate = candidate_from_args(args)
    if candidate is None and args.after is None:
        raise UsageError("nothing to validate against: give AFTER.ll or a candidate (--transform / --pipeline)")
    if candidate is not None and args.after is not None:
        raise UsageError("give either AFTER.ll or a candidate (--transform / --pipeline), not both")
    before_text, before = read_module(args.before)
    candidate = for_kernel_target(candidate, args, before)
    fn = select_function(before, args.function)
    problem = ill_formed_reason(before, fn)
    if problem:
        raise UsageError(f"{args.before} is ill-formed: {problem}")
    unsupported = unsupported_reason(fn)
    if unsupported:  # bad input (exit 2), not an undecided AFTER (exit 3)
        raise UsageError(f"{args.before}: {unsupported}")
    if args.threads is None and args.schedule is None and not full_warp_kernel(fn):
        args.threads = target_wave(fn) or max(DEFAULT_THREADS, lane_test_width(fn) or 0)
    schedules = _schedules(args, fn)

    if candidate is not None:
        result = apply(candidate, before, fn.name, seed=args.seed)
        if result.status == "error" and result.unreadable:  # LLVM's output, not the user's input
            verdict = Judgement(Verdict.INCONCLUSIVE, message=f"{candidate.label}: {result.message}")
            return _report(args, verdict, before_text, result.text, schedules, candidate, fn.name)
        if result.status == "error":
            raise UsageError(result.message)
        if result.status in ("crash", "timeout", "ill-formed-after", "codegen"):
            kind = "crash" if result.status == "timeout" else result.status
            verdict = Judgement(Verdict(kind) if result.status != "timeout" else Verdict.INCONCLUSIVE,
                              message=result.message)
            return _report(args, verdict, before_text, result.text, schedules, candidate, fn.name)
        assert result.module is not None
        after_module, after_text = result.module, result.text or print_module(result.module)
        if not result.fired:
            print(f"note: {candidate.label} did not change @{fn.name}")
    else:
        after_text, after_module = read_module(args.after)
    try:
        after_fn = after_module.kernel(fn.name)
    except KeyError:
        raise UsageError(f"AFTER has no definition @{fn.name}") from None
    differs = signature_difference(fn, after_fn)
    if differs and args.after is not None:  # the user's AFTER is not a version of BEFORE's kernel
        raise UsageError(f"{args.after}: {differs}")
    problem = ill_formed_reason(after_module, after_fn)
    if problem:
        verdict = Judgement(Verdict.ILL_FORMED_AFTER, message=problem)
    else:
        verdict = check_refinement(fn, after_fn, schedules, args.model, max_runs=args.max_runs)
        if verdict.kind == Verdict.INCONCLUSIVE and args.schedule is None:
            verdict = _narrowed_violation(fn, after_fn, schedules, args) or verdict
    return _report(args, verdict, before_text, after_text, schedules, candidate, fn.name)


#: Narrower versions tried per drawn schedule when the drawn ones left the verdict open.
NARROWED_PER_SCHEDULE = 2


def _narrowed_violation(fn, after_fn, schedules, args):
    """A violation on a narrower version of a drawn schedule, or None.

    A wide wave of a kernel with anchors has too many groupings to list, so its drawn
    schedules often stay undecided. The same subgroup with fewer lanes active (and
    capped loop bounds: the campaigns' ladder, ``fuzzfarm.farm.sizing.ladder``) is
    an execution the user's wave can have too, so a counterexample on it is a real
    one; a pass on it says nothing about the wide wave, so the narrowed schedules can
    only turn an inconclusive verdict into a violation. The widest versions that a
    group-by-group check or a listing can decide are tried, a few per schedule."""
    from fuzzfarm.farm.sizing import ladder
    from fuzzfarm.refinement.check import check_refinement
    from fuzzfarm.refinement.decomposed import MAX_LANES, within_reach

    for schedule in schedules:
        rungs = [r for r in ladder(fn, schedule)[1:] if len(r.active_lanes) <= MAX_LANES
                 or within_reach(fn, after_fn, r, [args.model])]
        for rung in rungs[:NARROWED_PER_SCHEDULE]:
            found = check_refinement(fn, after_fn, [rung], args.model, max_runs=args.max_runs)
            if found.kind == Verdict.VIOLATION:
                found.notes.append(f"found on a narrower schedule: {len(rung.active_lanes)} of "
                                   f"the {len(schedule.active_lanes)} active lanes of a drawn "
                                   f"one (the drawn schedules left the verdict open)")
                return found
    return None


def _schedules(args: argparse.Namespace, fn):
    from fuzzfarm.ir.conventions import wave_size_refusal
    from fuzzfarm.schedule import Schedule

    if args.schedule is not None:
        try:
            given = Schedule.from_json(json.loads(args.schedule.read_text()))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise UsageError(f"cannot read schedule {args.schedule}: {exc}") from None
        refusal = wave_size_refusal(fn, given.subgroup_size)
        if refusal is not None:
            raise UsageError(f"{args.schedule}: {refusal}")
        return [given]
    from generators.schedules import buffer_contents, generate_schedule

    if args.threads is not None and (refusal := wave_size_refusal(fn, args.threads)):
        raise UsageError(f"--threads {args.threads}: {refusal}")
    size = getattr(args, "buffer_bytes", None)  # uniformity has none: the wave's size
    lanes = None
    if full_warp_kernel(fn) and args.threads in (None, NVPTX_WARP):
        # CUDA's full-mask code is decided on whole warps only: a block narrower than a
        # warp makes it undefined, and part of a warp is no launch of it
        args.threads, lanes = NVPTX_WARP, tuple(range(NVPTX_WARP))
    drawn = [generate_schedule(fn, args.seed * 100_003 + i, subgroup_size=args.threads,
                               active_lanes=lanes or _full_wave(fn, args.threads, i))
             for i in range(args.schedules)]
    if size is None:
        size = max(wave_buffer_bytes(s.subgroup_size, s.launch) for s in drawn)
    # A user's kernel reads its inputs from memory too: each schedule fills the buffers.
    filled = [replace(s, buffer_bytes=size, buffers=buffer_contents(fn, args.seed * 100_003 + i, size))
              for i, s in enumerate(drawn)]
    return [_within_masks(fn, _within_buffers(fn, s)) for s in filled]


def _full_wave(fn, threads: int | None, index: int) -> tuple[int, ...] | None:  # type: ignore[no-untyped-def]
    """Every lane of the wave active for the first schedule of a kernel whose target fixes
    its wave (``target_wave``), as a launch of whole waves has it: an exchange with lane
    L ^ 32 is poison, and hides what it reads, unless both lanes run; None otherwise
    (the drawn lanes)."""
    if index == 0 and threads is not None and threads == target_wave(fn):
        return tuple(range(threads))
    return None


#: Argument values and buffer words a schedule falls back to (mod each in turn) when
#: on its drawn ones BEFORE runs past a buffer or out of steps: small counts, then
#: loops of at most one trip.
SMALL_ARGUMENTS = (8, 2)


def _within_buffers(fn, schedule):
    """``schedule``, or its first twin with small integer arguments and buffer words
    (each mod one of SMALL_ARGUMENTS) on which BEFORE stays within its buffers and its
    step budget (the last twin if none does).

    Running past the schedule's buffer leaves the schedule undecided (BUFFER_BOUNDS),
    and what usually drives it is a loop bound drawn huge: clang names no parameter, so
    a grid-stride loop's ``n`` is not known for a count (generators.schedules.is_bound),
    an index read from a buffer (a count an atomic adds to), or a tiled loop reading
    ``in[i * 64 + t]`` for i < n, past the buffer already at n = 7. A bound drawn huge
    runs out of steps just as often, where the loop stays within its buffers: an
    OpenCL stencil ``for (k < iters) { a[t] = x; barrier; x = a[t + 1] ...; barrier }``
    over 32 lanes exceeds the step budget (TIMEOUT, undecided) at iters in the
    hundreds. Each twin is a launch of the kernel too, with the same lanes and choices."""
    from fuzzfarm.behaviour import BUFFER_BOUNDS, Outcome
    from fuzzfarm.inputs import kernel_inputs
    from fuzzfarm.ir.types import IntType
    from oracles import reference

    ints = {a.name for a in kernel_inputs(fn) if isinstance(a.type, IntType)}
    twin = schedule
    for modulus in (None, *SMALL_ARGUMENTS):
        if modulus is not None:
            twin = replace(
                schedule,
                args={k: tuple(v % modulus for v in vals) if k in ints else vals
                      for k, vals in schedule.args.items()},
                buffers={k: tuple(w % modulus for w in ws) for k, ws in schedule.buffers.items()})
        ran = reference.run(fn, twin).behaviour
        if BUFFER_BOUNDS not in ran.approximations and ran.outcome is not Outcome.TIMEOUT:
            break
    return twin


def _within_masks(fn, schedule):
    """``schedule``, or its twin with the whole warp active when on it BEFORE runs an
    NVVM ``.sync`` operation whose membermask names lanes that do not run it with the
    lane (the reference leaves that unsupported: oracles/reference/catalogue.py).

    Such a schedule is no launch of the program: PTX has every thread a membermask
    names execute the operation with it (PTX ISA, "shfl.sync", "vote.sync"), so a
    tile mask ``0xff << (t & ~7)`` or a ``t < 16`` branch with mask ``0xffff`` on a warp
    of which only some lanes run is the program's error, and every such drawn schedule
    stayed undecided. The warp with all 32 lanes is the launch such code is written for;
    it keeps the schedule's values and choices (a schedule with anchor groupings keeps
    its lanes: the groupings name them)."""
    from fuzzfarm.behaviour import Outcome
    from fuzzfarm.ir.conventions import MEMBERMASK_MISMATCH
    from oracles import reference

    whole = tuple(range(NVPTX_WARP))
    if (schedule.subgroup_size != NVPTX_WARP or schedule.active_lanes == whole
            or schedule.choices.anchors or not membermask_kernel(fn)):
        return schedule
    ran = reference.run(fn, schedule).behaviour
    if ran.outcome is not Outcome.UNSUPPORTED or MEMBERMASK_MISMATCH not in ran.message:
        return schedule
    return replace(schedule, active_lanes=whole)


def _report(args, verdict, before_text, after_text, schedules, candidate, function) -> int:
    from fuzzfarm.reproducer import Reproducer

    print(f"verdict: {verdict.kind.value} ({verdict.message}; {verdict.schedules} schedule(s) tried, "
          f"{verdict.undecided} undecided)")
    for note in verdict.notes:
        print(f"  {note}")
    cex = verdict.counterexample
    if cex is not None:
        print(cex.describe())
    if verdict.is_bug and args.out is not None:
        out = Reproducer(
            before=before_text,
            after=after_text,
            schedule=cex.schedule if cex else schedules[0],
            model=args.model,
            function=function,
            verdict=verdict.kind.value,
            candidate=candidate.to_json() if candidate else None,
            message=verdict.message,
            extra={"seed": args.seed, "max_runs": args.max_runs},
        ).write(args.out)
        print(f"reproducer written to {out}")
    return EXIT[verdict.kind.value]
