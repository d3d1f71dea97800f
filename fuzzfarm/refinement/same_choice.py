"""*after* under a grouping against *before* under the same grouping (SEMANTICS.md, "Sampled
choices", "The same choice").

A kernel's anchors have Bell-number many groupings over its lanes (seed 000,
"llvm.experimental.convergence.anchor": which threads execute converged instances of an
anchor is implementation-defined; seed 003, "Threads and Dynamic Instances"), so from 8
lanes up *after*'s are only sampled and a pass cannot be decided by listing them. O2
keeps the anchors of most kernels while it rewrites everything around them (blocks
merged, phis made selects, stores sunk), so :mod:`fuzzfarm.refinement.skeleton`'s static
comparison fails. This module compares the two programs on one schedule instead, from a
traced run of each, and proves, when it answers yes, that for EVERY anchor grouping
``G`` *after* run with ``G`` shows what *before* run with the same ``G`` shows.
*before* under ``G`` is one of *before*'s behaviours (``G`` is legal for it: below), so
every behaviour of *after* is one of *before*'s, listed or not.

**Grouped values.** A catalogue operation whose ``convergencectrl`` token is an anchor's
is *grouped*: its communicating set is the threads that run the same static operation
under an anchor instance ``G`` puts in the group of the thread's own (seed 000, "Dynamic
Instances and Convergence Tokens": converged instances of a controlled operation are
those whose tokens come from converged instances of the token's definition), and its
result a function of that set, the members' arguments and the thread. Nothing else a
thread computes depends on ``G`` directly.

**The replay.** Each program runs once per cycle hierarchy with the model's own grouping
(the base run), tracing every value. Each lane's trace is read again with every grouped
result replaced by a *symbol* (the lane and the operation's place in the lane's
sequence of convergence instances). Pure integer arithmetic, casts, comparisons and
selects on symbols build *expressions* (a select on a concrete condition, a phi on the
path the lane took pick their operand); a store of an expression marks the bytes it
writes (a concrete store over them clears them), a load of exactly those bytes reads the
expression back, and a returned expression is the return value. Any other use of a
symbol (a branch, an address, a call or convergent operation's argument, a division, a
freeze, a partial load, memory intrinsics over marked bytes) stops the replay: no answer.

Why every grouping ``G`` runs as the replay says (one thread, by induction over the
instructions of its base run): every instruction none of whose operands is a symbol
computes what it computed in the base run (its operands are the base run's, its memory
is its own: no globals, no workgroup-local memory, no atomics, so other threads and their
order cannot change it; external calls are fixed functions of their arguments), so each
branch goes where it went and the thread runs the same instructions; an instruction with
a symbolic operand is pure, and its value is its expression evaluated on the symbols'
values under ``G``. So the set of instructions run, every concrete value, every
concrete byte, event, step count and the absence of undefined behaviour are ``G``'s as
the base run's; the marked bytes and the returned value are the expressions.

**The correspondence**, checked on the base runs, lane by lane: the two programs run
the same sequence of convergence instances (anchors, entry and loop intrinsics,
catalogue operations): at each place the same kind and callee, an anchor of the same
name (so the same occurrence: a ``Choices.anchors`` grouping names instances by anchor,
lane and occurrence, and gives both programs the same ``G``), a grouped operation under
an instance of an anchor of the same name with concrete arguments equal in both;
places grouped by equal keys in one program grouped alike in the other for every
instance ``G`` does not decide (entry, loop and ungrouped operations, and the anchors
the model groups by default: their keys are built on the path alone, SEMANTICS.md,
"Converged-with"); places of one static grouped operation the same places in both.
Then under any ``G`` each grouped operation has the same communicating set with the
same arguments in both programs, so equal symbols have equal values; every grouped
barrier the same set (a behaviour shows barriers' sets); and the convergence order of
the two runs is the same graph, so ``G`` closes a cycle in *before* (no implementation:
CONTRADICTORY) exactly when it does in *after*.

**Merged anchors.** O2's CSE folds an anchor into an earlier one (the implementation
chose one grouping for both: one of *before*'s choices). An anchor of *before* that
*after* no longer has is read as the latest instance A of another anchor before it in
its lane (:func:`_merges`), when in every lane and instance only the same static
operations on A's token, the entry's, or anchors merged after A lie between them, and
the model groups its instances as their A instances: *before*'s choice gives each of its
instances its A instance's label (:class:`Transfer`). That choice is legal whenever
*after*'s is: every predecessor class of such an instance also holds each other
member's instance that precedes it, so a cycle through it in *before* is a cycle
without it in *after*. Only *before*'s anchors merge: *after* may group its own apart.

**The verdict.** A pass needs, for each of *after*'s cycle hierarchies, one of
*before*'s whose base run matches *after*'s (:func:`~fuzzfarm.refinement.compare.compare`,
both defined, without approximations) with equal correspondence data, equal marked
bytes (expression and byte) and an equal returned expression. Then *after* under any
(``G``, hierarchy) shows *before*'s (``G``, matching hierarchy): the concrete part is the
base runs', which match; the rest are equal expressions of equal values. Anything short of
this answers nothing: this module never reports a violation, and a correspondence that
does not hold (a renamed anchor, a moved operation, an expression written differently)
leaves the schedule to the other arguments (inconclusive where they stay so).
:func:`fuzzfarm.refinement.check` also replays *before* with the choices of a few
sampled runs of *after* before it passes, as for the same skeleton.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from fuzzfarm.analysis.hierarchies import behaviour_hierarchies
from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.calls import calls_a_definition
from fuzzfarm.ir.conventions import (
    ANCHOR,
    ENTRY,
    LOOP,
    implicit_anchor,
    is_catalogue_op,
    token_chain_root,
)
from fuzzfarm.ir.globalvars import local_arguments
from fuzzfarm.ir.layout import store_size
from fuzzfarm.ir.model import (
    BINARY_OPS,
    Argument,
    ConstInt,
    Function,
    GlobalRef,
    Instruction,
    Value,
)
from fuzzfarm.ir.types import IntType, PtrType, VoidType
from fuzzfarm.promises import promise_of
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.skeleton import COMMUTATIVE, SWAPPED
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.observation import Observation
from oracles.reference import run
from oracles.reference.enumerate import base_choices
from oracles.reference.record import Instance, ReferenceTrace
from oracles.reference.values import Pointer

#: Instructions a symbol may flow through: integer arithmetic (no division: it may be
#: undefined), casts between integers, comparisons and selects.
_PURE = (BINARY_OPS - {"udiv", "sdiv", "urem", "srem"}) | {"zext", "sext", "trunc", "icmp",
                                                            "select", "phi"}
#: Opcodes that share memory between threads or order it for them.
_SHARING = frozenset({"atomicrmw", "cmpxchg", "fence"})


class _Stop(Exception):
    """The replay cannot follow the run: no answer."""


def eligible(fn: Function) -> bool:
    """Is ``fn`` a kernel the replay can follow: explicit anchors, each grouped operation
    on an anchor's token directly (no loop heart on an anchor, no uncontrolled catalogue
    operation), catalogue operations on integers only (a float sum's order may be
    recorded as an approximation under one grouping and not another), no call to a
    defined function, no memory another thread can touch?"""
    if fn.module is None or implicit_anchor(fn) is not None or calls_a_definition(fn) \
            or local_arguments(fn):
        return False
    anchors = False
    for inst in fn.instructions():
        if inst.opcode in _SHARING or "atomic" in inst.flags:
            return False
        if any(isinstance(v, GlobalRef) for v in inst.all_operands()):
            return False
        if inst.opcode != "call":
            continue
        root = token_chain_root(inst)
        if inst.callee == ANCHOR:
            anchors = True
        elif inst.callee == LOOP:
            if not (isinstance(root, Instruction) and root.callee == ENTRY):
                return False  # a heart on an anchor: its instances are G's too
        elif is_catalogue_op(inst.callee) and not _grouped(inst) and not (
                isinstance(root, Instruction) and root.callee == ENTRY):
            return False  # uncontrolled, or a heart's on an anchor
        elif is_catalogue_op(inst.callee) and not (
                isinstance(inst.type, IntType | VoidType)
                and all(isinstance(v.type, IntType) for v in inst.operands)):
            return False  # a float's result may record an approximation under one grouping
    return anchors


@dataclass(frozen=True)
class Summary:
    """What one base run shows beyond its behaviour: per lane, the correspondence data of
    each convergence instance (:func:`_places`), the marked bytes and the returned
    expression (module docstring)."""

    places: tuple[tuple[Any, ...], ...]
    #: Per lane, each grouped place's index and concrete arguments.
    arguments: tuple[tuple[tuple[int, tuple[Any, ...]], ...], ...]
    marked: tuple[tuple[tuple[tuple[int, int], Any], ...], ...]
    returned: tuple[Any, ...]


@dataclass(frozen=True)
class Transfer:
    """How a choice of *after* is the same choice of *before*: its hierarchy's matched
    one, and each merged anchor's instance grouped as the instance it is read as."""

    orders: dict[Any, tuple[Any, Merges]]

    def __call__(self, choices: Choices) -> Choices | None:
        """*before*'s choice for *after*'s ``choices``, or None (a hierarchy not listed)."""
        matched = self.orders.get(choices.dfs_order if choices.dfs_seed == 0 else None)
        if matched is None:
            return None
        order, merges = matched
        extra = tuple(AnchorGroup(b, lane, occurrence, label)
                      for (b, lane, occurrence), (a, at) in sorted(merges.items())
                      if (label := choices.anchor_label(a, lane, at)) is not None)
        return replace(choices, dfs_order=order, anchors=choices.anchors + extra)


def same_choice(before: Function, after: Function, schedule: Schedule,
                model: Model) -> Transfer | None:
    """Does *after* under every (grouping, hierarchy) show what *before* shows under the
    same grouping and a matched hierarchy (module docstring)? The transfer of choices
    when proved, else None."""
    if not (eligible(before) and eligible(after)):
        return None
    after_orders = _orders(after, model)
    before_orders = _orders(before, model)
    if after_orders is None or before_orders is None:
        return None
    merged = merged_anchors(before, after)
    befores = [(o, s) for o in before_orders
               if (s := _summarized(before, schedule, model, o, merged)) is not None]
    matched: dict[Any, tuple[Any, Merges]] = {}
    for order in after_orders:
        mine = _summarized(after, schedule, model, order, frozenset())
        if mine is None:
            return None
        for theirs, (base, summary, merges) in befores:
            if summary == mine[1] and compare(mine[0].behaviour, base.behaviour).match is Match.YES:
                matched[Choices(dfs_order=order).dfs_order] = (theirs, merges)  # one spelling
                break
        else:
            return None
    return Transfer(matched)


def _orders(fn: Function, model: Model) -> list[Any] | None:
    if model != Model.MAXIMAL:
        return [()]  # ipdom has no hierarchy choice
    orders = behaviour_hierarchies(fn)
    return list(orders.orders) if orders.complete else None


def merged_anchors(before: Function, after: Function) -> frozenset[Instruction]:
    """*before*'s anchors that *after* no longer has (by name): each may be read as the
    anchor its instances follow (:func:`_merges`; module docstring, *Merged anchors*)."""
    kept = {i.name for i in after.instructions() if i.callee == ANCHOR}
    return frozenset(i for i in before.instructions() if i.callee == ANCHOR and i.name not in kept)


#: Each instance (anchor name, lane, occurrence) of a merged anchor of *before*, with the
#: instance (name, occurrence) of the anchor it is read as, in the same lane.
Merges = dict[tuple[str, int, int], tuple[str, int]]


def _merges(record: Any, ops: dict[int, dict[Any, Instruction]], merged: frozenset[Instruction],
            names: Merges) -> dict[tuple[int, Any], tuple[str, int]]:
    """Each instance of a merged anchor B, as (lane, key), with the instance (label,
    occurrence) of the anchor A it is read as: the latest instance of an anchor that is
    not merged before it in its lane. Between the two only catalogue operations on A's,
    a merged anchor's or the entry's token, and merged anchors' instances, the same
    static sequence in every lane and instance of B; B's instances grouped by the model
    as their A instances are. Anything else: :class:`_Stop`. ``names`` gets the same
    pairs by name, lane and occurrence (:class:`Transfer`)."""
    labels = {"%" + (b.name or "") for b in merged}
    out: dict[tuple[int, Any], tuple[str, int]] = {}
    between_of: dict[str, tuple[Any, ...]] = {}
    pairs: dict[Any, Any] = {}
    back: dict[Any, Any] = {}
    for seq in record.threads:
        seen: dict[str, int] = {}
        last: Instance | None = None
        between: list[Any] = []
        for inst in seq:
            if inst.kind == "block":
                continue
            if inst.kind == "anchor":
                seen[inst.label] = seen.get(inst.label, 0) + 1
            if inst.kind == "anchor" and inst.label not in labels:
                last, between = inst, []
                continue
            if inst.kind == "anchor":
                if last is None:
                    raise _Stop(f"merged anchor {inst.label} with no anchor before it")
                signature = (last.label, tuple(between))
                if between_of.setdefault(inst.label, signature) != signature \
                        or pairs.setdefault(inst.key, last.key) != last.key \
                        or back.setdefault(last.key, inst.key) != inst.key:
                    raise _Stop(f"merged anchor {inst.label} not read alike in every lane")
                out[inst.lane, inst.key] = (last.label, seen[last.label])
                names[inst.label[1:], inst.lane, seen[inst.label]] = (last.label[1:], seen[last.label])
                between.append(inst.label)
                continue
            if last is None:
                continue
            op = ops.get(inst.lane, {}).get(inst.key) if inst.kind == "op" else None
            token = op.convergence_token if op is not None else None
            if op is None or not isinstance(token, Instruction) or not (
                    token.callee == ENTRY or "%" + (token.name or "") in (last.label, *between)):
                last = None  # another kind of instance: no anchor merges across it
                continue
            between.append(op)
    return out


def _summarized(fn: Function, schedule: Schedule, model: Model, order: Any,
                merged: frozenset[Instruction],
                ) -> tuple[Observation[ReferenceTrace], Summary, Merges] | None:
    observed = run(fn, schedule.with_choices(base_choices(schedule, order)), model, trace=True)
    b = observed.behaviour
    if b.outcome is not Outcome.OK or b.approximations or observed.trace.values is None:
        return None
    try:
        names: Merges = {}
        return observed, _summary(fn, schedule, observed.trace, merged, names), names
    except _Stop:
        return None


def _summary(fn: Function, schedule: Schedule, trace: ReferenceTrace,
             merged: frozenset[Instruction], names: Merges | None = None) -> Summary:
    record = trace.record
    assert trace.values is not None
    buffers = {a: trace.launch_objects.index(f"buffer %{a.name}") for a in fn.args
               if isinstance(a.type, PtrType) and f"buffer %{a.name}" in trace.launch_objects}
    hidden = {"%" + (b.name or "") for b in merged}
    nodes = {seq[0].lane: _nodes(seq, hidden) for seq in record.threads if seq}
    ops: dict[int, dict[Any, Instruction]] = {}
    for values in trace.values:
        for v in values:
            if v.op_key is not None and isinstance(v.inst, Instruction):
                ops.setdefault(v.lane, {})[v.op_key] = v.inst
    merges = _merges(record, ops, merged, {} if names is None else names) if merged else {}
    places, grouped = _places(nodes, ops, merges)
    marked = []
    returned = []
    arguments = []
    observed = frozenset(buffers.values())
    for values in trace.values:
        if not values:
            continue
        lane = values[0].lane
        replay = _Replay(fn, schedule, lane, buffers, grouped, merged)
        ret = replay.run(record.instances(lane), values)
        if replay.node != len(nodes.get(lane, ())) - 1:
            raise _Stop("the replay's convergence instances are not the record's")
        marked.append(tuple(sorted((at, m) for at, m in replay.marked.items() if at[0] in observed)))
        returned.append(ret)
        arguments.append(tuple(sorted(replay.arguments.items())))
    return Summary(places, tuple(arguments), tuple(marked), tuple(returned))


def _nodes(seq: tuple[Instance, ...], hidden: set[str]) -> list[Instance]:
    """A lane's convergence instances, less an entry intrinsic's that comes first (it has
    no predecessor in any lane, so it closes no cycle, and its key is every thread's: seed
    000, "llvm.experimental.convergence.entry"; O2 deletes an unused one) and the merged
    anchors' (``hidden``: read as the anchors they merge into)."""
    out = [i for i in seq if i.kind != "block" and not (i.kind == "anchor" and i.label in hidden)]
    return out[1:] if out and out[0].kind == "entry" else out


def _places(nodes: dict[int, list[Instance]], ops: dict[int, dict[Any, Instruction]],
            merges: dict[tuple[int, Any], tuple[str, int]],
            ) -> tuple[tuple[Any, ...], dict[tuple[int, int], Any]]:
    """Per lane, each convergence instance's correspondence data (module docstring), and
    the symbol of each grouped place ``(lane, index)``."""
    by_key: dict[Any, tuple[int, int]] = {}
    by_static: dict[Instruction, tuple[int, int]] = {}
    for lane in sorted(nodes):
        for k, inst in enumerate(nodes[lane]):
            op = ops.get(lane, {}).get(inst.key) if inst.kind == "op" else None
            if op is not None and _grouped(op):
                by_static.setdefault(op, (lane, k))
            else:
                by_key.setdefault(inst.key, (lane, k))
    out = []
    grouped: dict[tuple[int, int], Any] = {}
    for lane in sorted(nodes):
        seen: dict[str, int] = {}
        latest: dict[str, Instance] = {}
        row: list[Any] = []
        for k, inst in enumerate(nodes[lane]):
            if inst.kind == "anchor":
                seen[inst.label] = seen.get(inst.label, 0) + 1
                latest[inst.label] = inst
                row.append(("anchor", inst.label, by_key[inst.key]))
                continue
            if inst.kind != "op":
                row.append((inst.kind, by_key[inst.key]))
                continue
            op = ops.get(lane, {}).get(inst.key)
            if op is None:
                raise _Stop("an operation the trace does not name")
            if not _grouped(op):
                row.append(("op", op.callee, by_key[inst.key]))
                continue
            token = op.convergence_token
            assert isinstance(token, Instruction)
            label = "%" + (token.name or "")
            via = merges.get((lane, getattr(inst.key, "token", None)))
            if via is not None:
                label, occurrence = via
            else:
                anchor = latest.get(label)
                if anchor is None or getattr(inst.key, "token", None) != anchor.key:
                    raise _Stop("a grouped operation whose anchor instance is not the latest")
                occurrence = seen[label]
            place = ("grouped", op.callee, label, occurrence, by_static[op])
            grouped[lane, k] = place
            row.append(place)
        out.append((lane, tuple(row)))
    return tuple(out), grouped


def _grouped(op: Instruction) -> bool:
    token = op.convergence_token
    return isinstance(token, Instruction) and token.callee == ANCHOR


@dataclass(frozen=True)
class _Sym:
    """A grouped operation's result in one lane: the lane and its place's index."""

    lane: int
    index: int


class _Replay:
    """One lane's trace read again with grouped results as symbols (module docstring)."""

    def __init__(self, fn: Function, schedule: Schedule, lane: int,
                 buffers: dict[Argument, int], grouped: dict[tuple[int, int], Any],
                 merged: frozenset[Instruction]) -> None:
        self.fn, self.schedule, self.lane = fn, schedule, lane
        self.merged = merged
        self.buffers, self.grouped = buffers, grouped
        self.env: dict[Value, Any] = {}
        self.node = -1  # the index of the last convergence instance replayed
        self.arguments: dict[int, tuple[Any, ...]] = {}
        self.marked: dict[tuple[int, int], Any] = {}  # (object, byte) -> (expression, byte)

    def run(self, instances: tuple[Instance, ...], values: tuple[Any, ...]) -> Any:
        traced: dict[tuple[int, Instruction], Any] = {}
        for v in values:
            if isinstance(v.inst, Instruction):
                traced[v.position, v.inst] = (v.value, v.op_key)
        blocks = {b.name: b for b in self.fn.blocks}
        previous = None
        returned: Any = None
        for position, inst in enumerate(instances):
            if inst.kind != "block":
                continue
            block = blocks.get(inst.block)
            if block is None:
                raise _Stop(f"block {inst.block}")
            for ins in block.instructions:
                if ins.opcode == "phi":
                    self.phi(ins, previous, traced.get((position, ins)))
                    continue
                if ins.opcode == "call" and (is_catalogue_op(ins.callee)
                                             or ins.callee in (ANCHOR, ENTRY, LOOP)):
                    if (ins.callee == ENTRY and self.node == -1) or ins in self.merged:
                        continue  # not among the places (_nodes)
                    self.node += 1  # one instance each, in the record's order (one frame)
                    if ins.callee in (ANCHOR, ENTRY, LOOP):
                        continue
                    args = [self.operand(v) for v in ins.operands]
                    if _grouped(ins):
                        if (self.lane, self.node) not in self.grouped or ("unknown",) in args:
                            raise _Stop("a grouped operation the replay cannot place")
                        self.arguments[self.node] = tuple(args)
                        self.env[ins] = ("sym", _Sym(self.lane, self.node))
                    else:
                        if any(_symbolic(a) for a in args):
                            raise _Stop("a grouped value decides an ungrouped operation")
                        self.env[ins] = self.concrete(traced.get((position, ins)))
                    continue
                if ins.opcode == "ret":
                    returned = self.operand(ins.operands[0]) if ins.operands else None
                    returned = returned if _symbolic(returned) else None
                    continue
                self.step(ins, traced.get((position, ins)))
            previous = block
        return returned

    def concrete(self, seen: tuple[Any, Any] | None) -> Any:
        return ("unknown",) if seen is None else ("c", seen[0])

    def operand(self, v: Value) -> Any:
        if isinstance(v, Instruction):
            return self.env.get(v, ("unknown",))
        if isinstance(v, ConstInt):
            return ("c", v.value)
        if isinstance(v, Argument):
            if isinstance(v.type, PtrType) and v in self.buffers:
                return ("c", Pointer(self.buffers[v], 0))
            if isinstance(v.type, IntType) and promise_of(v) is None:
                return ("c", self.schedule.arg(v.name, self.lane) & v.type.mask)
        return ("unknown",)

    def phi(self, ins: Instruction, previous: Any, seen: tuple[Any, Any] | None) -> None:
        if previous is None or previous not in ins.blocks:
            raise _Stop("a phi without its predecessor")
        chosen = self.operand(ins.operands[ins.blocks.index(previous)])
        self.env[ins] = chosen if _symbolic(chosen) else self.concrete(seen)

    def step(self, ins: Instruction, seen: tuple[Any, Any] | None) -> None:
        args = [self.operand(v) for v in ins.operands]
        if not any(_symbolic(x) for x in args):
            if ins.opcode == "store":
                self.clear(args[1], ins.operands[0].type)
            elif ins.opcode == "call" and self.marked and any(
                    isinstance(v.type, PtrType) for v in ins.operands):
                raise _Stop("a call given a pointer while bytes are marked")  # memcpy, memset
            elif ins.opcode == "load" and self.marked:
                self.load(ins, args[0], seen)
                return
            if ins.opcode != "store":
                self.env[ins] = self.concrete(seen)
            return
        if ins.opcode == "store" and not _symbolic(args[1]):
            self.store(ins, args[0], args[1])
            return
        if ins.opcode == "select" and args[0][0] == "c":
            self.env[ins] = args[1] if args[0][1] else args[2]
            return
        if ins.opcode not in _PURE or not isinstance(ins.type, IntType) or ins.bundles:
            raise _Stop(f"a grouped value used by {ins.opcode}" + (f" @{ins.callee}" if ins.callee else ""))
        if any(x == ("unknown",) for x in args):
            raise _Stop("an operand the trace does not give")
        self.env[ins] = ("sym", _expression(ins, args))

    def store(self, ins: Instruction, value: Any, address: Any) -> None:
        ty = ins.operands[0].type
        if "volatile" in ins.flags or not isinstance(ty, IntType) or ty.bits % 8:
            raise _Stop("a grouped value stored where the replay cannot follow it")
        obj, offset = _address(address)
        for j in range(ty.bits // 8):
            self.marked[obj, offset + j] = (value, ty.bits, j)

    def clear(self, address: Any, ty: Any) -> None:
        if not self.marked:
            return
        obj, offset = _address(address)
        for j in range(store_size(ty)):
            self.marked.pop((obj, offset + j), None)

    def load(self, ins: Instruction, address: Any, seen: tuple[Any, Any] | None) -> None:
        obj, offset = _address(address)
        size = store_size(ins.type)
        hit = [self.marked.get((obj, offset + j)) for j in range(size)]
        if all(h is None for h in hit):
            self.env[ins] = self.concrete(seen)
            return
        first = hit[0]
        if first is None or not isinstance(ins.type, IntType) or first[1] != ins.type.bits \
                or any(h != (first[0], first[1], j) for j, h in enumerate(hit)):
            raise _Stop("a partial load of marked bytes")
        self.env[ins] = first[0]


def _address(address: Any) -> tuple[int, int]:
    """A concrete pointer's object and offset (from the trace), else :class:`_Stop`."""
    if address[0] != "c" or not isinstance(address[1], Pointer) or address[1].obj is None:
        raise _Stop("an address the trace does not give")
    return address[1].obj, address[1].offset


def _symbolic(x: Any) -> bool:
    return isinstance(x, tuple) and bool(x) and x[0] == "sym"


def _expression(ins: Instruction, args: list[Any]) -> Any:
    """A pure instruction's expression: its opcode, flags, predicate, types and operands
    (a commutative one's, or an ``icmp``'s with its predicate swapped, in one order)."""
    types = (str(ins.type), tuple(str(v.type) for v in ins.operands))
    predicate = ins.predicate
    operands = tuple(args)
    if (ins.opcode in COMMUTATIVE or ins.opcode == "icmp") and len(operands) == 2 \
            and repr(operands[0]) > repr(operands[1]):
        operands = (operands[1], operands[0])
        if ins.opcode == "icmp":
            predicate = SWAPPED[str(predicate)]
    return (ins.opcode, tuple(sorted(ins.flags)), predicate, types, operands)

