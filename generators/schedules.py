"""Random thread schedules for a kernel: subgroup, active lanes, inputs, implementation choices.

Convergence bugs hide at edges, so every draw is biased towards them:
subgroup sizes that are not powers of two, partial subgroups and prime lane
counts (reductions and ballots over odd sets), argument values at integer
boundaries (0, 1, -1, INT_MIN, INT_MAX), and, just as important, *equal*
values in every lane, so that a branch on a per-lane argument is sometimes
uniform and sometimes divergent. ``inreg`` arguments are uniform as the
convention requires; loop-bound arguments get small counts so data-dependent
trip counts vary across lanes without hitting the step budget. The
implementation choices (anchor groupings, the DFS order that picks
irreducible cycle headers, the oracle's stepping order) are drawn too.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm import launch as launches
from fuzzfarm.inputs import Input, kernel_inputs
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.conventions import ANCHOR, MAX_SUBGROUP_SIZE
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.types import FloatType, IntType
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from generators.compared_args import couple
from generators.lane_args import aim
from generators.named_lanes import keep_named, named_lanes

#: Version of the schedule algorithm: bump when a seed's schedule changes.
SCHEDULE_VERSION = 1
INT_MIN = -(2**31)
INT_MAX = 2**31 - 1
SIZES = (4, 8, 16, 32, 64, 5, 6, 7, 12, 13, 24, 31, 48, 63)
PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61)
BOUNDARY = (0, 1, -1, INT_MIN, INT_MAX, 2, 3, 7, -2, 31, 32, 63, 64, 255, INT_MIN + 1,
            INT_MAX - 1, 0x55555555)
#: Largest loop-bound argument value a campaign schedule draws (fuzzfarm.farm.sizing caps it lower).
MAX_COUNT = 5
#: Argument names treated as loop bounds (small counts), besides any name starting with n/m.
BOUND_NAMES = frozenset({"count", "len", "trip", "bound", "limit", "iters"})


def generate_schedule(fn: Function, seed: int, *, subgroup_size: int | None = None,
                      active_lanes: tuple[int, ...] | None = None,
                      max_count: int = 5, max_active: int | None = None) -> Schedule:
    """A schedule for ``fn`` drawn from ``seed`` (deterministic).

    ``subgroup_size`` and ``active_lanes`` fix those parts (hypothesis strategies
    draw them directly so they shrink); ``max_count`` bounds loop-bound arguments.
    ``max_active`` keeps at most that many active lanes, spread over the whole
    subgroup: the reference explores implementation choices exhaustively only for
    a few threads, while lane-dependent branches (``lane < 16``) need realistic
    subgroup sizes to diverge at all. Some of the kept lanes are ones the kernel
    names (``lane == 2``: :mod:`generators.named_lanes`).
    """
    rng = random.Random(f"fuzzfarm-schedule:{SCHEDULE_VERSION}:{seed}")
    size = subgroup_size if subgroup_size is not None else pick_size(rng)
    lanes = active_lanes if active_lanes is not None else pick_lanes(rng, size)
    if max_active is not None and len(lanes) > max_active:
        # a generator of its own for the named lanes, so every other draw stays as it was
        lanes = keep_named(tuple(sorted(rng.sample(lanes, max_active))), lanes, named_lanes(fn),
                           random.Random(f"fuzzfarm-named-lanes:{seed}"))
    args: dict[str, tuple[int, ...]] = {}
    for arg in kernel_inputs(fn):
        if isinstance(arg.type, IntType):
            args[arg.name] = arg_values(rng, arg, size, max_count)
        elif isinstance(arg.type, FloatType):
            args[arg.name] = float_values(rng, arg.type, size, arg.is_uniform_input)
    args = compared(fn, args, seed)
    args = aim(fn, args, frozenset(a.name for a in kernel_inputs(fn) if a.is_uniform_input),
               lanes, seed)
    choices = Choices(
        dfs_seed=0 if rng.random() < 0.5 else rng.randrange(1, 1 << 16),
        anchors=anchor_groups(rng, fn, lanes),
        order_seed=rng.randrange(1 << 31),
    )
    # from a generator of its own, so kernels without launch reads draw as they always did
    launch = launches.draw(random.Random(f"fuzzfarm-launch:{seed}"), fn) \
        if launches.reads_launch(fn) else launches.Launch()
    return Schedule(size, lanes, args, choices, launch=launch)


def compared(fn: Function, args: dict[str, tuple[int, ...]], seed: int) -> dict[str, tuple[int, ...]]:
    """``args`` with both sides of the kernel's argument comparisons in one wave
    (:mod:`generators.compared_args`), from a generator of its own so kernels that compare
    no argument draw as they always did."""
    ints = {a.name: a.type.bits for a in kernel_inputs(fn) if isinstance(a.type, IntType)
            and a.type.bits > 1 and not a.is_uniform_input and not is_bound(a)}
    overrides = couple(fn, args, frozenset(ints), random.Random(f"fuzzfarm-compared:{seed}"))
    out = dict(args)
    for name, lanes in overrides.items():
        out[name] = tuple(fit(lanes.get(lane, v), ints[name]) for lane, v in enumerate(args[name]))
    return out


def pick_size(rng: random.Random) -> int:
    if rng.random() < 0.8:
        return rng.choice(SIZES)
    return rng.randint(4, MAX_SUBGROUP_SIZE)


def pick_lanes(rng: random.Random, size: int) -> tuple[int, ...]:
    """Active lanes: full, a prefix (partial subgroup), a prime count, sparse, one, all but one."""
    kind = rng.choices(
        ("all", "prefix", "prime", "random", "single", "all_but_one", "stride"),
        weights=(35, 15, 15, 15, 6, 7, 7),
    )[0]
    everyone = list(range(size))
    if kind == "prefix":
        lanes = everyone[: rng.randint(1, size)]
    elif kind == "prime":
        count = rng.choice([p for p in PRIMES if p <= size] or [size])  # one lane: no prime fits
        lanes = sorted(rng.sample(everyone, count)) if rng.random() < 0.5 else everyone[:count]
    elif kind == "random":
        lanes = [lane for lane in everyone if rng.random() < 0.5] or [rng.randrange(size)]
    elif kind == "single":
        lanes = [rng.randrange(size)]
    elif kind == "all_but_one":
        gone = rng.randrange(size)
        lanes = [lane for lane in everyone if lane != gone] or everyone  # one lane: it stays
    elif kind == "stride":
        step = rng.choice((2, 3, 4))
        lanes = everyone[rng.randrange(step)::step] or [0]
    else:
        lanes = everyone
    return tuple(lanes)


def is_bound(arg: Input) -> bool:
    name = arg.name.lower()
    return name.startswith(("n", "m")) or name in BOUND_NAMES


def arg_values(rng: random.Random, arg: Input, size: int, max_count: int) -> tuple[int, ...]:
    """One value per lane (inactive lanes too), signed, within the argument's width."""
    assert isinstance(arg.type, IntType)
    bits = arg.type.bits
    if bits == 1:
        pattern = rng.choice(("zero", "one", "alternate", "random", "first", "random"))
        if arg.is_uniform_input or pattern in ("zero", "one"):
            v = rng.randint(0, 1) if arg.is_uniform_input else int(pattern == "one")
            return (v,) * size
        if pattern == "alternate":
            return tuple(lane & 1 for lane in range(size))
        if pattern == "first":
            return tuple(int(lane == 0) for lane in range(size))
        return tuple(rng.randint(0, 1) for _ in range(size))
    if is_bound(arg):
        def draw() -> int:
            return rng.choice((-1, 0)) if rng.random() < 0.05 else rng.randint(0, max_count)
    else:
        def draw() -> int:
            r = rng.random()
            if r < 0.7:
                return rng.choice(BOUNDARY)
            if r < 0.9:
                return rng.randint(-8, 8)
            return rng.randint(INT_MIN, INT_MAX)
    if arg.is_uniform_input or rng.random() < 0.35:
        return (fit(draw(), bits),) * size
    if rng.random() < 0.3:  # lane-dependent
        k, c = rng.choice((1, 2, -1, 3)), rng.choice((0, 1, -1))
        mod = max_count + 1 if is_bound(arg) else None
        return tuple(fit((lane * k + c) % mod if mod else lane * k + c, bits)
                     for lane in range(size))
    return tuple(fit(draw(), bits) for _ in range(size))


#: Float argument values (as Python floats; NaNs and bit patterns apart): zeros of both
#: signs, ones, values whose sums and products round (0.1, 1/3, 2**24 + 1 in float),
#: magnitudes that overflow or cancel, infinities (oracles/SEMANTICS.md, "Floating point").
FLOAT_VALUES = (0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.0, 0.1, -0.1, 1 / 3, 1e8, 16777217.0,
                1e-7, 3.0e38, -3.0e38, 1.0e300, float("inf"), float("-inf"))


def _float_bits(x: float, ty: FloatType) -> int:
    try:
        return floatbits.from_python(x, ty)
    except OverflowError:  # beyond float: its infinity
        return floatbits.from_python(math.copysign(math.inf, x), ty)


def float_value(rng: random.Random, ty: FloatType) -> int:
    """One float's bits: a value of :data:`FLOAT_VALUES`, a NaN (quiet, with a payload,
    negative), the least or greatest denormal, or any bit pattern."""
    r = rng.random()
    if r < 0.7:
        return _float_bits(rng.choice(FLOAT_VALUES), ty)
    if r < 0.8:
        nan = floatbits.canonical_nan(ty)
        return rng.choice((nan, nan | 1, nan | floatbits.sign_bit(ty)))
    if r < 0.9:
        return rng.choice((1, floatbits.fraction_mask(ty), floatbits.sign_bit(ty) | 1))
    return rng.getrandbits(ty.bits)


def float_values(rng: random.Random, ty: FloatType, size: int, uniform: bool) -> tuple[int, ...]:
    """One float per lane (bit patterns, exact in schedule.json): the same in every
    lane, following the lane (lane * 0.1 + c: sums then round), or drawn per lane."""
    if uniform or rng.random() < 0.3:
        return (float_value(rng, ty),) * size
    if rng.random() < 0.4:
        k = rng.choice((1.0, 0.1, -0.5, 1e8))
        c = rng.choice((0.0, -0.0, 1.0, 0.1))
        return tuple(_float_bits(lane * k + c, ty) for lane in range(size))
    return tuple(float_value(rng, ty) for _ in range(size))


def buffer_contents(fn: Function, seed: int, buffer_bytes: int) -> dict[str, tuple[int, ...]]:
    """Initial words of each ``ptr`` argument's buffer (``Schedule.buffers``), for a user's
    kernel that reads its inputs from memory (``in[id]``): zero everywhere would make every
    lane load the same value and every branch on it uniform. Like argument values, biased
    to boundaries, to one value for every word, and to words that follow their index.
    Campaigns keep zeroed buffers (their generated kernels' verdicts stay as they were)."""
    rng = random.Random(f"fuzzfarm-buffers:{SCHEDULE_VERSION}:{seed}")
    words = buffer_bytes // 4
    out: dict[str, tuple[int, ...]] = {}
    for arg in kernel_inputs(fn):
        if isinstance(arg.type, IntType | FloatType):
            continue
        pattern = rng.choices(("zero", "same", "index", "random"), (1, 2, 3, 4))[0]
        if pattern == "zero":
            continue
        if pattern == "same":
            v = rng.choice(BOUNDARY)
            out[arg.name] = (fit(v, 32) & 0xFFFFFFFF,) * words
        elif pattern == "index":
            k, c = rng.choice((1, 2, -1, 3)), rng.randint(-2, 2)
            out[arg.name] = tuple((i * k + c) & 0xFFFFFFFF for i in range(words))
        else:
            out[arg.name] = tuple((rng.choice(BOUNDARY) if rng.random() < 0.5
                                   else rng.randint(-8, 8)) & 0xFFFFFFFF for _ in range(words))
        loaded = _loaded_float(fn)
        if loaded is not None and rng.random() < 0.75:
            # a kernel reading floats (in[id] as float): float words, not small integers
            # (which read as denormals)
            out[arg.name] = float_words(rng, loaded, words)
    return out


def _loaded_float(fn: Function) -> FloatType | None:
    """The float type ``fn`` loads from memory, if any (float before double)."""
    types = {i.type for i in fn.instructions() if i.opcode == "load" and isinstance(i.type, FloatType)}
    return min(types, key=lambda t: t.bits) if types else None


def float_words(rng: random.Random, ty: FloatType, words: int) -> tuple[int, ...]:
    """``words`` 32-bit words holding floats of ``ty`` (a double in two words, low first;
    two halves in one, the first in the low bits): one value everywhere, values
    following the index, or drawn per element."""
    count = words * 32 // ty.bits
    values = list(float_values(rng, ty, count, uniform=False))
    if ty.bits == 32:
        return tuple(values)
    if ty.bits == 16:
        return tuple(lo | hi << 16 for lo, hi in zip(values[::2], values[1::2], strict=True))
    return tuple(w for v in values for w in (v & 0xFFFFFFFF, v >> 32))[:words]


def fit(value: int, bits: int) -> int:
    """``value`` wrapped to ``bits`` and written signed (the oracles mask it anyway)."""
    mask = (1 << bits) - 1
    v = value & mask
    return v - (1 << bits) if bits > 1 and v >> (bits - 1) else v


def anchor_groups(rng: random.Random, fn: Function, lanes: tuple[int, ...]) -> tuple[AnchorGroup, ...]:
    """Overrides of the implementation-defined anchor groupings for some anchors.

    Half the schedules keep the model's grouping; the others split the active
    lanes of some anchors' first occurrences (halves, parity, singletons or a
    random partition), which a valid implementation may do.
    """
    names = [i.name for i in fn.instructions() if i.callee == ANCHOR and i.name]
    if not names or rng.random() < 0.5:
        return ()
    groups: list[AnchorGroup] = []
    for name in rng.sample(names, rng.randint(1, min(3, len(names)))):
        kind = rng.choice(("halves", "parity", "singletons", "random"))
        parts = rng.randint(2, 3)
        for occurrence in range(1, rng.randint(1, 3) + 1):
            for pos, lane in enumerate(lanes):
                if kind == "halves":
                    label = int(pos >= len(lanes) // 2)
                elif kind == "parity":
                    label = lane & 1
                elif kind == "singletons":
                    label = lane
                else:
                    label = rng.randrange(parts)
                # Labels are per occurrence: one thread's instances never share a key.
                groups.append(AnchorGroup(name, lane, occurrence, occurrence * 100 + label))
    return tuple(groups)


def narrowed(fn: Function, schedule: Schedule, lanes: int, bound: int | None = None) -> Schedule:
    """``schedule`` with ``lanes`` of its active lanes, spread over them (lane-dependent
    branches still diverge) with some of the lanes ``fn`` names kept
    (:mod:`generators.named_lanes`), and every loop-bound argument at most ``bound`` (None:
    as drawn): a smaller schedule whose implementation choices a checker can list
    (anchor groupings grow with the threads and with the iterations that run an anchor).
    Everything else (subgroup size, the other inputs, the choices) stays."""
    return narrowings(fn, schedule, [lanes], [bound])[0]


def narrowings(fn: Function, schedule: Schedule, widths: Sequence[int],
               bounds: Sequence[int | None]) -> list[Schedule]:
    """:func:`narrowed` at every width and bound, widths outer (a sizing ladder's rungs).

    The lanes kept at a width do not depend on the bound, nor the capped arguments on
    the width, so each is worked out once (capping every lane's value of every bound
    argument again for each width was most of building a ladder); the arguments of one
    bound are one dict shared by its rungs, as ``with_choices`` shares them."""
    inputs = [a.name for a in kernel_inputs(fn) if a.name in schedule.args and is_bound(a)]
    capped = [_capped(schedule.args, inputs, b) for b in bounds]
    out = []
    for lanes in widths:
        active = _kept_lanes(fn, schedule.active_lanes, lanes)
        kept = tuple(g for g in schedule.choices.anchors if g.lane in active)
        choices = replace(schedule.choices, anchors=kept)
        out += [replace(schedule, active_lanes=active, args=args, choices=choices)
                for args in capped]
    return out


def _kept_lanes(fn: Function, active: tuple[int, ...], lanes: int) -> tuple[int, ...]:
    """``lanes`` of ``active``, spread over them with some lanes ``fn`` names (:func:`narrowed`)."""
    if lanes >= len(active):
        return active
    spread = tuple(active[i * len(active) // lanes] for i in range(lanes))
    return keep_named(spread, active, named_lanes(fn), random.Random(f"fuzzfarm-named-lanes:{active}"))


def _capped(args: dict[str, tuple[int, ...]], bound_inputs: Sequence[str],
            bound: int | None) -> dict[str, tuple[int, ...]]:
    """``args`` with each of ``bound_inputs`` at most ``bound`` in every lane (None: as drawn)."""
    out = dict(args)
    if bound is not None:
        for name in bound_inputs:  # min per lane keeps an inreg one uniform
            out[name] = tuple(min(v, bound) for v in out[name])
    return out
