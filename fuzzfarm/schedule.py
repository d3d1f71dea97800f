"""Thread schedules: everything about one execution besides the program.

A schedule fixes the subgroup (its size and which lanes are active), the
per-thread inputs, and every choice the spec leaves to the implementation
(:class:`Choices`). Two oracles given the same program and schedule must produce
the same behaviour; a reproducer is a program plus a schedule.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from fuzzfarm.ir.conventions import MAX_SUBGROUP_SIZE

#: Default size in bytes of each thread's output buffer (a ``ptr`` argument).
DEFAULT_BUFFER_BYTES = 64
#: Default per-thread step budget (instructions) before a run counts as a timeout.
DEFAULT_STEP_BUDGET = 20_000


@dataclass(frozen=True)
class AnchorGroup:
    """Overrides the implementation-defined grouping of one anchor dynamic instance.

    The ``occurrence``-th execution (counting from 1) of the anchor named
    ``anchor`` (its SSA name) by thread ``lane`` joins group ``label``: anchor
    instances with the same label are converged, whatever the model says.
    Instances without an override are grouped by the convergence model.
    """

    anchor: str
    lane: int
    occurrence: int
    label: int


@dataclass(frozen=True)
class Choices:
    """The implementation choices the spec leaves open (seed 000 and 003).

    - ``dfs_seed``: the DFS successor order that picks cycle headers
      (:func:`fuzzfarm.analysis.cycles.seeded_order`; 0 is the natural order).
    - ``anchors``: anchor groupings (:class:`AnchorGroup`); unlisted instances
      follow the model.
    - ``order_seed``: the order in which an oracle steps threads or pending
      blocks; it must not change any behaviour where the spec is deterministic.
    """

    dfs_seed: int = 0
    anchors: tuple[AnchorGroup, ...] = ()
    order_seed: int = 0

    def anchor_label(self, anchor: str, lane: int, occurrence: int) -> int | None:
        for g in self.anchors:
            if g.anchor == anchor and g.lane == lane and g.occurrence == occurrence:
                return g.label
        return None


@dataclass(frozen=True)
class Schedule:
    """One execution's environment.

    ``args`` maps each non-pointer argument name to one value per lane (index =
    lane id, length = ``subgroup_size``); an ``inreg`` argument must have the same
    value in every active lane. Pointer arguments get a fresh zeroed buffer of
    ``buffer_bytes`` bytes per thread and need no entry.
    """

    subgroup_size: int
    active_lanes: tuple[int, ...]
    args: dict[str, tuple[int, ...]] = field(default_factory=dict)
    choices: Choices = field(default_factory=Choices)
    buffer_bytes: int = DEFAULT_BUFFER_BYTES
    step_budget: int = DEFAULT_STEP_BUDGET

    def __post_init__(self) -> None:
        if not 1 <= self.subgroup_size <= MAX_SUBGROUP_SIZE:
            raise ValueError(f"subgroup size must be 1..{MAX_SUBGROUP_SIZE}, got {self.subgroup_size}")
        lanes = self.active_lanes
        if not lanes or list(lanes) != sorted(set(lanes)) or lanes[-1] >= self.subgroup_size or lanes[0] < 0:
            raise ValueError(f"active lanes must be distinct, sorted, within the subgroup: {lanes}")
        for name, values in self.args.items():
            if len(values) != self.subgroup_size:
                raise ValueError(f"argument %{name} needs {self.subgroup_size} values, got {len(values)}")

    @classmethod
    def full(cls, threads: int, args: dict[str, list[int] | tuple[int, ...]] | None = None,
             **kwargs: Any) -> Schedule:
        """A schedule where all ``threads`` lanes of a subgroup of that size are active."""
        return cls(threads, tuple(range(threads)),
                   {k: tuple(v) for k, v in (args or {}).items()}, **kwargs)

    def with_choices(self, choices: Choices) -> Schedule:
        return replace(self, choices=choices)

    def arg(self, name: str, lane: int) -> int:
        return self.args[name][lane]

    # -- serialization (schedule.json in reproducers) --------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "subgroup_size": self.subgroup_size,
            "active_lanes": list(self.active_lanes),
            "args": {k: list(v) for k, v in self.args.items()},
            "choices": {
                "dfs_seed": self.choices.dfs_seed,
                "order_seed": self.choices.order_seed,
                "anchors": [
                    [g.anchor, g.lane, g.occurrence, g.label] for g in self.choices.anchors
                ],
            },
            "buffer_bytes": self.buffer_bytes,
            "step_budget": self.step_budget,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Schedule:
        ch = data.get("choices", {})
        choices = Choices(
            dfs_seed=int(ch.get("dfs_seed", 0)),
            order_seed=int(ch.get("order_seed", 0)),
            anchors=tuple(AnchorGroup(str(a), int(b), int(c), int(d))
                          for a, b, c, d in ch.get("anchors", [])),
        )
        return cls(
            int(data["subgroup_size"]),
            tuple(int(x) for x in data["active_lanes"]),
            {k: tuple(int(x) for x in v) for k, v in data.get("args", {}).items()},
            choices,
            int(data.get("buffer_bytes", DEFAULT_BUFFER_BYTES)),
            int(data.get("step_budget", DEFAULT_STEP_BUDGET)),
        )

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True)

    @classmethod
    def loads(cls, text: str) -> Schedule:
        return cls.from_json(json.loads(text))
