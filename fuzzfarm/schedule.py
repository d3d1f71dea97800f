"""Thread schedules: everything about one execution besides the program.

A schedule fixes the subgroup (its size and which lanes are active), the
per-thread inputs, and every choice the spec leaves to the implementation
(:class:`Choices`). Two oracles given the same program and schedule must produce
the same behaviour; a reproducer is a program plus a schedule.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from fuzzfarm.ir.conventions import MAX_SUBGROUP_SIZE
from fuzzfarm.launch import Launch, items_before

#: Default size in bytes of each thread's output buffer (a ``ptr`` argument).
DEFAULT_BUFFER_BYTES = 64
#: Default per-thread step budget (instructions) before a run counts as a timeout.
DEFAULT_STEP_BUDGET = 20_000
#: Largest output buffer a schedule may ask for: every thread gets its own, so a
#: schedule file cannot make an oracle allocate gigabytes.
MAX_BUFFER_BYTES = 1 << 20
#: Bytes per lane of the subgroup that ``validate`` gives each buffer of a user's kernel:
#: ``out[id]`` of up to 16-byte elements fits at any wave size. A program that runs past
#: a buffer is undecided there (fuzzfarm.behaviour.BUFFER_BOUNDS); generated kernels
#: index their buffers within DEFAULT_BUFFER_BYTES.
LANE_BUFFER_BYTES = 16


def wave_buffer_bytes(subgroup_size: int, launch: Launch | None = None) -> int:
    """The buffer size ``validate`` gives a user's kernel on a subgroup of that size in
    that launch: ``out[blockIdx * blockDim + tid]`` fits too."""
    items = subgroup_size + (items_before(launch) if launch is not None else 0)
    return min(MAX_BUFFER_BYTES, max(DEFAULT_BUFFER_BYTES, LANE_BUFFER_BYTES * items))
#: Largest per-thread step budget a schedule may ask for (runs stay bounded in time).
MAX_STEP_BUDGET = 10_000_000

#: Explicit DFS successor orders: ``(function, block, successors)`` entries, sorted. The
#: listed block of that function visits its successors in the listed order (successors
#: not listed follow, in the order ``dfs_seed`` gives); unlisted blocks follow ``dfs_seed``.
DfsOrder = tuple[tuple[str, str, tuple[str, ...]], ...]


#: The name prefix of a *tie node* in a listing of anchor instances: a convergent operation
#: the kernel's own entry token controls directly, which both oracles' listings place among
#: each lane's anchor instances (SEMANTICS.md, "Ties between threads";
#: ``oracles.reference.groupings.tied_instances``). No anchor's name starts with it (names
#: come from labels: ``x``, or an implicit anchor's ``@f``).
TIE = "="


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
    - ``dfs_order``: explicit successor orders at some blocks (:data:`DfsOrder`), over
      ``dfs_seed``'s: how a listed cycle hierarchy
      (:func:`fuzzfarm.analysis.hierarchies.hierarchies`) is replayed exactly.
    - ``anchors``: anchor groupings (:class:`AnchorGroup`); unlisted instances
      follow the model.
    - ``order_seed``: the order in which an oracle steps threads or pending
      blocks; it must not change any behaviour where the spec is deterministic.
    - ``undef``: the value every read of an integer ``undef`` takes (masked to its
      width), or None: read as poison, an over-approximation the run records
      (oracles/SEMANTICS.md, "undef"). LangRef lets each use of ``undef`` take any
      value of its type, so a run with a value is one real execution: how a
      counterexample that needs *after*'s undef to be a value replays.
    - ``rounds``: per round of the reference's scheduler (each thread runs to its next
      convergent operation), lanes whose threads step first, in this order, in their
      places in the round (the others keep theirs): how one order of the threads'
      order-dependent atomics is chosen and replayed (:mod:`oracles.reference.atomic_orders`;
      oracles/SEMANTICS.md, "Memory the threads share"). Only the reference reads it; the
      lane simulator leaves a run that names one unsupported.
    """

    dfs_seed: int = 0
    anchors: tuple[AnchorGroup, ...] = ()
    order_seed: int = 0
    dfs_order: DfsOrder = ()
    undef: int | None = None
    rounds: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        # One spelling per order: choices that replay the same hierarchy compare equal
        # (and share a batch in the lane simulator).
        object.__setattr__(self, "dfs_order", tuple(sorted(self.dfs_order)))

    @property
    def hierarchy(self) -> tuple[int, DfsOrder]:
        """What picks the cycle hierarchy (runs sharing it share one cycle analysis)."""
        return self.dfs_seed, self.dfs_order

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
    #: A ``ptr`` argument's initial contents as 32-bit little-endian words from byte 0
    #: (the rest zero): the same in every thread, as a buffer all threads share would
    #: be (``out[id]`` reads its own word, ``in[0]`` one value for all). Absent: zeros.
    buffers: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: The grid the subgroup runs in (workgroup id, size, count: :class:`Launch`), read by
    #: the launch intrinsics; the default is one workgroup of 64 work-items.
    launch: Launch = field(default_factory=Launch)

    def __post_init__(self) -> None:
        if not 1 <= self.subgroup_size <= MAX_SUBGROUP_SIZE:
            raise ValueError(f"subgroup size must be 1..{MAX_SUBGROUP_SIZE}, got {self.subgroup_size}")
        lanes = self.active_lanes
        if not lanes or list(lanes) != sorted(set(lanes)) or lanes[-1] >= self.subgroup_size or lanes[0] < 0:
            raise ValueError(f"active lanes must be distinct, sorted, within the subgroup: {lanes}")
        for name, values in self.args.items():
            if len(values) != self.subgroup_size:
                raise ValueError(f"argument %{name} needs {self.subgroup_size} values, got {len(values)}")
        if not 0 <= self.buffer_bytes <= MAX_BUFFER_BYTES:
            raise ValueError(f"buffer size must be 0..{MAX_BUFFER_BYTES} bytes, got {self.buffer_bytes}")
        if not 1 <= self.step_budget <= MAX_STEP_BUDGET:
            raise ValueError(f"step budget must be 1..{MAX_STEP_BUDGET}, got {self.step_budget}")
        for name, words in self.buffers.items():
            if 4 * len(words) > self.buffer_bytes or any(not 0 <= w < 1 << 32 for w in words):
                raise ValueError(f"buffer %{name} needs at most {self.buffer_bytes // 4} "
                                 f"words of 0..2**32-1")

    def buffer_image(self, name: str) -> bytes:
        """The first bytes of argument ``name``'s buffer in every thread (``buffers``)."""
        return b"".join(w.to_bytes(4, "little") for w in self.buffers.get(name, ()))

    @classmethod
    def full(cls, threads: int, args: dict[str, list[int] | tuple[int, ...]] | None = None,
             **kwargs: Any) -> Schedule:
        """A schedule where all ``threads`` lanes of a subgroup of that size are active."""
        return cls(threads, tuple(range(threads)),
                   {k: tuple(v) for k, v in (args or {}).items()}, **kwargs)

    def with_choices(self, choices: Choices) -> Schedule:
        """This schedule with other choices. Only the choices change, and the other
        fields were validated when this schedule was made, so ``__post_init__`` is not
        run again (``dataclasses.replace`` does): the enumerations make thousands."""
        out = object.__new__(type(self))
        out.__dict__.update(self.__dict__)
        out.__dict__["choices"] = choices
        return out

    def arg(self, name: str, lane: int) -> int:
        return self.args[name][lane]

    # -- serialization (schedule.json in reproducers) --------------------------------

    def to_json(self) -> dict[str, Any]:
        choices: dict[str, Any] = {
            "dfs_seed": self.choices.dfs_seed,
            "order_seed": self.choices.order_seed,
            "anchors": [[g.anchor, g.lane, g.occurrence, g.label] for g in self.choices.anchors],
        }
        if self.choices.dfs_order:  # absent when empty: older schedules read and print the same
            choices["dfs_order"] = [[f, b, list(succ)] for f, b, succ in self.choices.dfs_order]
        if self.choices.undef is not None:  # likewise absent when undef reads as poison
            choices["undef"] = self.choices.undef
        if self.choices.rounds:  # likewise absent when no round's order is chosen
            choices["rounds"] = [list(r) for r in self.choices.rounds]
        return {
            "subgroup_size": self.subgroup_size,
            "active_lanes": list(self.active_lanes),
            "args": {k: list(v) for k, v in self.args.items()},
            "choices": choices,
            "buffer_bytes": self.buffer_bytes,
            "step_budget": self.step_budget,
            # absent when every buffer starts zeroed: older schedules read and print the same
            **({"buffers": {k: list(v) for k, v in self.buffers.items()}} if self.buffers else {}),
            # likewise absent for the default launch
            **({"launch": self.launch.to_json()} if self.launch != Launch() else {}),
        }

    @classmethod
    def from_json(cls, data: Any) -> Schedule:
        """The schedule a ``schedule.json`` object describes; any malformed field -> ValueError.

        Schedule files come from users and CI artefacts, so every field's type is
        checked here (a list where an object belongs is a one-line error, never an
        AttributeError deep inside an oracle).
        """
        if not isinstance(data, dict):
            raise ValueError(f"a schedule is a JSON object, not {_json_kind(data)}")
        ch = data.get("choices", {})
        if not isinstance(ch, dict):
            raise ValueError(f"schedule 'choices' must be an object, not {_json_kind(ch)}")
        anchors = _json_list(ch.get("anchors", []), "choices.anchors")
        if any(not isinstance(a, list) or len(a) != 4 for a in anchors):
            raise ValueError("schedule 'choices.anchors' entries must be [name, lane, occurrence, label]")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError(f"schedule 'args' must be an object, not {_json_kind(args)}")
        if "subgroup_size" not in data or "active_lanes" not in data:
            raise ValueError("a schedule needs 'subgroup_size' and 'active_lanes'")
        choices = Choices(
            dfs_seed=_json_int(ch.get("dfs_seed", 0), "choices.dfs_seed"),
            order_seed=_json_int(ch.get("order_seed", 0), "choices.order_seed"),
            anchors=tuple(AnchorGroup(str(a), *(_json_int(x, "choices.anchors") for x in rest))
                          for a, *rest in anchors),
            dfs_order=dfs_order_from_json(ch.get("dfs_order", [])),
            undef=None if ch.get("undef") is None else _json_int(ch["undef"], "choices.undef"),
            rounds=tuple(tuple(_json_int(x, "choices.rounds") for x in _json_list(r, "choices.rounds"))
                         for r in _json_list(ch.get("rounds", []), "choices.rounds")),
        )
        return cls(
            _json_int(data["subgroup_size"], "subgroup_size"),
            tuple(_json_int(x, "active_lanes") for x in _json_list(data["active_lanes"], "active_lanes")),
            {str(k): tuple(_json_int(x, f"args.{k}") for x in _json_list(v, f"args.{k}"))
             for k, v in args.items()},
            choices,
            _json_int(data.get("buffer_bytes", DEFAULT_BUFFER_BYTES), "buffer_bytes"),
            _json_int(data.get("step_budget", DEFAULT_STEP_BUDGET), "step_budget"),
            _json_buffers(data.get("buffers", {})),
            Launch.from_json(data.get("launch", {})),
        )

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True)

    @classmethod
    def loads(cls, text: str) -> Schedule:
        return cls.from_json(json.loads(text))


def dfs_order_text(order: DfsOrder) -> str:
    """``order`` readably, as ``FUNCTION:BLOCK=SUCC,SUCC`` entries (what ``fuzzfarm run
    --dfs-order`` takes, one entry per option)."""
    return " ".join(f"{f}:{b}={','.join(succs)}" for f, b, succs in order)


def dfs_order_entry(text: str) -> tuple[str, str, tuple[str, ...]]:
    """One ``FUNCTION:BLOCK=SUCC,SUCC`` entry; a malformed one -> ValueError."""
    fn, sep, rest = text.partition(":")
    block, eq, succs = rest.rpartition("=")
    names = tuple(n.strip().removeprefix("%") for n in succs.split(","))
    if not sep or not eq or not fn.strip() or not block.strip() or not all(names):
        raise ValueError(f"{text!r}: expected FUNCTION:BLOCK=SUCC,SUCC, e.g. k:entry=b,a")
    return fn.strip().removeprefix("@"), block.strip().removeprefix("%"), names


def dfs_order_from_json(value: Any) -> DfsOrder:
    """A :data:`DfsOrder` from its JSON form ``[[function, block, [successor, ...]], ...]``;
    anything else -> ValueError."""
    entries = _json_list(value, "choices.dfs_order")
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for e in entries:
        if (not isinstance(e, list) or len(e) != 3 or not all(isinstance(x, str) for x in e[:2])
                or not isinstance(e[2], list) or not all(isinstance(x, str) for x in e[2])):
            raise ValueError("schedule 'choices.dfs_order' entries must be "
                             "[function, block, [successor, ...]] of names")
        out.append((e[0], e[1], tuple(e[2])))
    if len({(f, b) for f, b, _ in out}) != len(out):
        raise ValueError("schedule 'choices.dfs_order' lists a block twice")
    return tuple(out)


def _json_kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__


def _json_list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"schedule {name!r} must be a list, not {_json_kind(value)}")
    return value


def _json_int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"schedule {name!r} must hold whole numbers, not {_json_kind(value)}")
    return value


def _json_buffers(data: Any) -> dict[str, tuple[int, ...]]:
    if not isinstance(data, dict):
        raise ValueError(f"schedule 'buffers' must be an object, not {_json_kind(data)}")
    return {str(k): tuple(_json_int(x, f"buffers.{k}") for x in _json_list(v, f"buffers.{k}"))
            for k, v in data.items()}
