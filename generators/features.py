"""Swarm-testing feature vectors and size knobs for the program generator.

Swarm testing (Groce et al., "Swarm Testing", ISSTA 2012) draws, per campaign or
batch, a random *configuration* that switches whole features off and skews the
others. A single fixed mix tends to starve interactions that need a feature to
be absent (a loop body with no barrier, a function with no anchors) and lets
frequent features crowd out rare ones. :class:`Features` is that configuration:
every field is a probability or a relative weight the builders consult.
:meth:`Features.swarm` draws one from a seed; :meth:`Features.default` is the
balanced mix used when a caller wants no skew.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from fuzzfarm.ir.conventions import CATALOGUE

#: Convergent operations the generator may place, in catalogue order.
OP_NAMES: tuple[str, ...] = tuple(CATALOGUE)


@dataclass(frozen=True)
class Size:
    """Size knobs. Defaults keep a case small enough to run in milliseconds.

    ``max_blocks`` is a soft budget: compound statements stop being chosen once
    it is used up, but a statement already started is completed (so a program
    may exceed it by a few blocks). ``max_trip`` bounds every loop's trip
    count by construction (a counter phi compared against it).
    """

    max_blocks: int = 28
    max_depth: int = 3
    max_stmts: int = 4
    max_ops: int = 3
    max_trip: int = 4

    def __post_init__(self) -> None:
        for f in fields(self):
            if getattr(self, f.name) < 1:
                raise ValueError(f"size knob {f.name} must be >= 1")

    @classmethod
    def named(cls, name: str) -> Size:
        """Preset sizes for the command line: ``tiny``, ``small`` (default), ``medium``, ``large``."""
        presets = {
            "tiny": cls(max_blocks=10, max_depth=2, max_stmts=3, max_ops=2, max_trip=3),
            "small": cls(),
            "medium": cls(max_blocks=60, max_depth=4, max_stmts=5, max_ops=4, max_trip=5),
            "large": cls(max_blocks=150, max_depth=5, max_stmts=7, max_ops=6, max_trip=6),
        }
        if name not in presets:
            raise ValueError(f"unknown size {name!r}; choose one of {', '.join(presets)}")
        return presets[name]


@dataclass(frozen=True)
class Features:
    """Per-feature probabilities (``p_*``) and relative weights (``w_*``)."""

    # -- statements (weights of the statement kinds a sequence draws) -----------
    w_ops: float = 3.0
    w_if: float = 2.0
    w_loop: float = 1.5
    w_switch: float = 0.5
    w_break: float = 1.0
    w_continue: float = 0.6
    w_return: float = 0.25
    w_goto_in: float = 0.4
    w_irreducible: float = 0.3
    p_else: float = 0.5
    p_goto_out: float = 0.2
    p_switch_fallthrough: float = 0.3
    # -- loops -------------------------------------------------------------------
    w_counted: float = 1.0
    w_while: float = 1.0
    w_do_while: float = 1.0
    p_data_trip: float = 0.4
    p_uniform_trip: float = 0.2
    p_exit_first: float = 0.35
    # -- convergence ---------------------------------------------------------------
    p_controlled: float = 0.6
    p_conv: float = 0.45
    p_anchor: float = 0.15
    p_extended: float = 0.5
    p_heartless: float = 0.08
    p_token_skip: float = 0.15
    # -- convergent operation weights (catalogue order) ------------------------------
    w_subgroupBallot: float = 1.0
    w_subgroupAdd: float = 1.0
    w_subgroupMin: float = 0.6
    w_subgroupMax: float = 0.6
    w_subgroupBroadcastFirst: float = 0.8
    w_subgroupElect: float = 0.8
    w_subgroupShuffle: float = 0.6
    w_subgroupControlBarrier: float = 1.0
    # -- branch conditions: divergence sources ---------------------------------------
    w_cond_lane: float = 1.0
    w_cond_arg: float = 1.0
    w_cond_uniform: float = 0.6
    w_cond_value: float = 0.7
    w_cond_elect: float = 0.5
    w_cond_ballot: float = 0.5
    w_cond_broadcast: float = 0.4
    # -- optimizer bait ---------------------------------------------------------------
    p_identical_arms: float = 0.12
    p_break_both: float = 0.3
    p_same_op: float = 0.15
    p_flag_phi: float = 0.12
    p_op_after_join: float = 0.25
    p_tail_merge: float = 0.1
    # -- values and memory --------------------------------------------------------------
    p_store: float = 0.3
    p_load: float = 0.12
    p_computed_offset: float = 0.5
    p_phi: float = 0.5
    p_select: float = 0.2
    p_flags: float = 0.3
    p_store_conv: float = 0.35
    # -- observability and transform bait (generator version 2) -------------------------
    #: every convergent result of the kernel is stored (else each one with ``p_store_conv``)
    p_observe: float = 0.3
    #: an ``if`` without ``else`` whose arm is one convergent op feeding a stored join phi
    p_spec_if: float = 0.12
    #: an anchor with two users, one of them only needed under a following branch
    p_anchor_pair: float = 0.15
    #: a top-tested loop entered from both arms of a branch, with a stored header op
    p_two_entry: float = 0.2
    #: a top-tested loop bounded by ``min(%n, bound)`` (a per-lane trip count)
    p_lane_trip: float = 0.3
    # -- external calls (generator version 3) ----------------------------------------------
    #: after an arithmetic slot, a call of a declared non-convergent function: the
    #: side-effecting ``@ext.use`` (seed 000's ``@use``: an observable event) or the
    #: ``memory(none)`` ``@ext.pure`` (a pure unknown function)
    p_external: float = 0.2
    # -- device functions (``calls``: modules with several functions) ---------------------
    #: an operation slot is a call of a generated device function
    p_call: float = 0.3
    #: a device function calls other device functions (else only the kernel calls)
    p_nested_call: float = 0.5
    #: a device function's style differs from the module's (tokens in one, none in the other)
    p_mixed_style: float = 0.08
    #: a device function is ``alwaysinline`` / ``noinline`` / ``internal``
    p_alwaysinline: float = 0.3
    p_noinline: float = 0.15
    p_internal: float = 0.5

    @classmethod
    def default(cls) -> Features:
        return cls()

    @classmethod
    def swarm(cls, seed: int | str) -> Features:
        """A swarm configuration: each knob switched off with probability 1/4, else rescaled.

        Two knobs are never switched off: ``p_conv`` (a program without
        convergent operations tests nothing) and at least one operation weight.
        ``p_controlled`` is drawn whole so some configurations are all one style.
        """
        rng = random.Random(f"fuzzfarm-swarm:{seed}")
        base = cls()
        values: dict[str, float] = {}
        for f in fields(cls):
            if f.name not in CALL_KNOBS:
                values[f.name] = _swarm_value(rng, f.name, getattr(base, f.name))
        if not any(values[f"w_{op}"] for op in OP_NAMES):
            values[f"w_{rng.choice(OP_NAMES)}"] = 1.0
        # The device-function knobs are drawn last, so every older knob keeps its draw.
        for name in CALL_KNOBS:
            values[name] = _swarm_value(rng, name, getattr(base, name))
        return cls(**values)

    def op_weights(self) -> list[tuple[str, float]]:
        return [(op, getattr(self, f"w_{op}")) for op in OP_NAMES]

    def with_(self, **changes: float) -> Features:
        return replace(self, **changes)

    def to_json(self) -> dict[str, float]:
        return {k: round(v, 6) for k, v in asdict(self).items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Features:
        known = {f.name for f in fields(cls)}
        return cls(**{k: float(v) for k, v in data.items() if k in known})


def _swarm_value(rng: random.Random, name: str, v: float) -> float:
    """One knob's swarm draw (see :meth:`Features.swarm`)."""
    if name == "p_controlled":
        return rng.choice((0.0, 1.0, rng.random()))
    if name == "p_conv":
        return rng.uniform(0.2, 0.8)
    if name == "p_call":  # never off: a module without calls has nothing to inline
        return rng.uniform(0.08, 0.35)
    if rng.random() < 0.25:
        return 0.0
    if name.startswith("p_"):
        return min(1.0, v * rng.uniform(0.3, 2.5))
    return v * rng.uniform(0.2, 3.0)


#: The knobs of device functions (generator ``calls``), in declaration order.
CALL_KNOBS: tuple[str, ...] = ("p_call", "p_nested_call", "p_mixed_style", "p_alwaysinline",
                               "p_noinline", "p_internal")


def weighted(rng: random.Random, options: list[tuple[str, float]]) -> str | None:
    """One option drawn by weight, or None when every weight is zero."""
    total = sum(w for _, w in options if w > 0)
    if total <= 0:
        return None
    x = rng.random() * total
    for name, w in options:
        if w <= 0:
            continue
        x -= w
        if x < 0:
            return name
    return next(name for name, w in reversed(options) if w > 0)
