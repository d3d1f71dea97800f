"""Could a thread still produce an instance with a given key? (the firing rule's question)

SEMANTICS.md, "When an operation may fire": a group of waiting threads with key
K fires only when no other live thread could still produce an instance with key
K. The answer here is a static over-approximation from the thread's position
and context: "yes" may be wrong (the group then waits longer, possibly until
the run is declared contradictory), "no" never is (a result is never computed
from an incomplete set).

The recursion follows how keys are built (:mod:`oracles.reference.keys`): a
future instance with key ``(X, P)`` either continues the thread's current
context P, or comes after a future instance of P's own instruction with key P.
Reachability is on the CFG, avoiding the instructions whose execution would
change the context (cycle headers for maximal keys, a token's definition for
controlled keys).

Across calls (SEMANTICS.md, "Calls to defined functions") every key belongs to
one invocation, its :attr:`~oracles.reference.keys.Key.root`. A thread may
produce it in an invocation it is in now (the question above, asked of that
frame, whose future starts after the call it is suspended at), or in a future
invocation: one whose call-site instance the thread may still produce (the same
question one level up), or, for a chosen anchor group, a later occurrence of the
anchor that the thread can still reach through calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir import conventions
from fuzzfarm.ir.calls import defined_callee, reachable_functions
from fuzzfarm.ir.model import Block, Function, Instruction
from fuzzfarm.schedule import Choices
from oracles.reference.keys import (
    AnchorKey,
    EntryKey,
    FrameKey,
    IpdomKey,
    Key,
    LoopKey,
    MaxKey,
    OpKey,
    TokenKey,
    common_depth,
)
from oracles.reference.models import IpdomModel, IpdomState, MaximalModel, MaximalState
from oracles.reference.thread import Frame, ThreadState, TokenValue


@dataclass(frozen=True)
class View:
    """One frame of a thread, as the prospects see it: the frame's position and values,
    the thread's counters. A suspended frame's future starts after its call."""

    thread: ThreadState
    frame: Frame
    top: bool

    @property
    def block(self) -> Block | None:
        return self.frame.block

    @property
    def next_index(self) -> int:
        return self.thread.next_index if self.top else self.frame.index + 1

    @property
    def block_key(self) -> Key | None:
        return self.frame.block_key

    @property
    def keystate(self) -> object:
        return self.frame.keystate

    @property
    def env(self) -> dict:
        return self.frame.env

    @property
    def lane(self) -> int:
        return self.thread.lane

    @property
    def loop_counts(self) -> dict[tuple[str, Key], int]:
        return self.thread.loop_counts

    @property
    def anchor_counts(self) -> dict[str, int]:
        return self.thread.anchor_counts


def views(t: ThreadState) -> list[View]:
    """Every frame of ``t``, the current one last."""
    return [View(t, f, i == len(t.frames) - 1) for i, f in enumerate(t.frames)]


class Reach:
    """CFG reachability between program points, memoized for one run (or one check).

    The memo lives on the instance (not a ``functools.cache`` on the method, which
    would keep every run's blocks alive for the life of the process).
    """

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self._blocks: dict[tuple[Block, Block, frozenset[Block]], bool] = {}
        self._insts: dict[tuple[Block, int, Instruction, Instruction | None], bool] = {}
        self._calls: dict[tuple[Block, int, frozenset[Function]], bool] = {}

    def to_call(self, start: Block, index: int, callees: frozenset[Function]) -> bool:
        """Can execution from instruction ``index`` of ``start`` reach a call to one of
        ``callees`` (functions defined in the module)?"""
        memo = (start, index, callees)
        if memo not in self._calls:
            targets = [i for f in callees for i in _call_sites(self.fn, f)]
            self._calls[memo] = any(self.to_inst(start, index, i, None) for i in targets)
        return self._calls[memo]

    def to_block(self, start: Block, target: Block, avoid: frozenset[Block]) -> bool:
        """Can a thread in ``start`` arrive at ``target`` (a new instance) without
        arriving at a block of ``avoid`` first (``target`` itself may be in it)?"""
        memo = (start, target, avoid)
        if memo not in self._blocks:
            self._blocks[memo] = self._to_block(start, target, avoid)
        return self._blocks[memo]

    def to_inst(self, start: Block, index: int, target: Instruction, avoid: Instruction | None) -> bool:
        """Can execution from instruction ``index`` of ``start`` reach ``target``
        without executing ``avoid`` first?"""
        memo = (start, index, target, avoid)
        if memo not in self._insts:
            self._insts[memo] = self._to_inst(start, index, target, avoid)
        return self._insts[memo]

    @staticmethod
    def _to_block(start: Block, target: Block, avoid: frozenset[Block]) -> bool:
        seen: set[Block] = set()
        work = list(start.successors)
        while work:
            b = work.pop()
            if b is target:
                return True
            if b in avoid or b in seen:
                continue
            seen.add(b)
            work.extend(b.successors)
        return False

    @classmethod
    def _to_inst(cls, start: Block, index: int, target: Instruction, avoid: Instruction | None) -> bool:
        hit = cls._scan(start, index, target, avoid)
        if hit is not None:
            return hit
        seen: set[Block] = set()
        work = list(start.successors)
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            hit = cls._scan(b, 0, target, avoid)
            if hit is None:
                work.extend(b.successors)
            elif hit:
                return True
        return False

    @staticmethod
    def _scan(block: Block, index: int, target: Instruction, avoid: Instruction | None) -> bool | None:
        """True: ``target`` comes first in the rest of ``block``; False: ``avoid`` does;
        None: neither (continue with the successors)."""
        for inst in block.instructions[index:]:
            if inst is target:
                return True
            if inst is avoid:
                return False
        return None


def _call_sites(kernel: Function, callee: Function) -> list[Instruction]:
    """The call sites of ``callee`` in the functions ``kernel`` may run."""
    return [i for f in reachable_functions(kernel) for i in f.instructions()
            if defined_callee(f, i) is callee]


class Prospects:
    """Answers "may thread t still produce key K?" for one run."""

    def __init__(
        self, fn: Function, models: dict[Function, MaximalModel | IpdomModel], choices: Choices,
        labels: dict[Instruction, str], reach: Reach | None = None,
    ) -> None:
        self.fn = fn
        self.models = models
        self.choices = choices
        #: Per (anchor, lane, group label) the latest occurrence ``choices`` puts in that
        #: group: whether a thread may still reach one is asked for every waiting group
        #: at every step, and scanning the groups each time cost most of a run with
        #: hundreds of them (16 lanes of six instances each).
        self.last_in_group: dict[tuple[str, int, int], int] = {}
        for g in choices.anchors:
            at = (g.anchor, g.lane, g.label)
            self.last_in_group[at] = max(self.last_in_group.get(at, 0), g.occurrence)
        #: CFG reachability of ``fn``: a run's own, or one shared by the runs of a
        #: check (:mod:`oracles.reference.reuse`), as it depends on the CFG alone.
        self.reach = reach if reach is not None else Reach(fn)
        self.labels = labels
        self.by_label = {label: inst for inst, label in labels.items()}
        #: Per maximal key, the depth its chain of valid links reaches (:meth:`_floor`).
        self._floors: dict[MaxKey, int] = {}
        #: Per maximal model, the headers of its cycles (:meth:`_contexts`).
        self._headers: dict[MaximalModel, frozenset[Block]] = {}
        self.blocks = {name: b for m in models.values() for name, b in m.blocks.items()}
        #: The functions whose calls lead (through calls) into each function.
        self.callers_of: dict[Function, frozenset[Function]] = {
            g: frozenset(f for f in models if g in reachable_functions(f)) for g in models
        }
        #: The function holding each anchor, by the name choices use.
        self.anchor_function: dict[str, Function] = {}
        for inst, label in labels.items():
            if inst.callee == conventions.ANCHOR and inst.parent is not None:
                assert inst.parent.parent is not None
                self.anchor_function[label.removeprefix("%")] = inst.parent.parent
        for f in models:
            implicit = conventions.implicit_anchor(f)
            if implicit is not None:
                self.anchor_function[implicit] = f

    def may_produce(self, t: ThreadState, key: Key) -> bool:
        """May ``t`` still produce a catalogue-operation (or call-site) instance with ``key``?"""
        if not isinstance(key, OpKey | TokenKey):
            raise TypeError(f"not a catalogue operation key: {key!r}")
        op = self.by_label[key.op]
        assert op.parent is not None
        fn = op.parent.parent
        root = key.root
        for v in views(t):
            same = v.frame.fn is fn and (isinstance(root, AnchorKey) or v.frame.root == root)
            if same and self._in_frame(v, op, key):
                return True
        if isinstance(root, FrameKey):
            # A future invocation: through a future instance of its call site.
            if any(f.root == root for f in t.frames):
                return False
            return self.may_produce(t, root.call)
        if isinstance(root, AnchorKey):
            return self._future_group(t, root)
        return False

    def _in_frame(self, v: View, op: Instruction, key: OpKey | TokenKey) -> bool:
        if isinstance(key, OpKey):
            return self._uncontrolled(v, op, key.block)
        return self._controlled(v, op, key.token)

    def _future_group(self, t: ThreadState, key: AnchorKey) -> bool:
        """A later occurrence of an anchor (or a called function's implicit anchor) that
        ``Choices.anchors`` puts in group ``key``, which the thread can reach through a
        call from one of its frames (a new invocation of the anchor's function)."""
        if not self._grouped_later(t.lane, t.anchor_counts.get(key.anchor, 0), key):
            return False
        target = self.anchor_function.get(key.anchor)
        if target is None:
            return False
        callers = self.callers_of[target]
        for v in views(t):
            if v.block is not None and self.reach.to_call(v.block, v.next_index, callers):
                return True
        return False

    def _grouped_later(self, lane: int, done: int, key: AnchorKey) -> bool:
        """Does ``choices`` put an occurrence of ``key``'s anchor after the ``done``-th of
        ``lane`` in group ``key``?"""
        return self.last_in_group.get((key.anchor, lane, key.label), 0) > done

    def _here(self, t: View) -> tuple[Block, int]:
        assert t.block is not None
        return t.block, t.next_index

    def _uncontrolled(self, t: View, op: Instruction, block_key: Key) -> bool:
        """Later in the current block instance, or in a future instance of its block."""
        block, index = self._here(t)
        assert op.parent is not None
        if op.parent is block and t.block_key == block_key:
            return block.instructions.index(op) >= index
        return self.may_produce_block(t, op.parent, block_key)

    def _controlled(self, t: View, op: Instruction, token_key: Key) -> bool:
        """Seed 000: U's instances converge iff their token values do. So: the thread
        holds that token value now and reaches U before redefining it, or it will
        produce that token value later and reach U from its definition."""
        definer = op.convergence_token
        assert isinstance(definer, Instruction)
        block, index = self._here(t)
        held = t.env.get(definer)
        holds = isinstance(held, TokenValue) and held.key == token_key
        if holds and self.reach.to_inst(block, index, op, definer):
            return True
        return self._future_token(t, definer, token_key) and self._after(definer, op)

    def _after(self, definer: Instruction, op: Instruction) -> bool:
        """Is ``op`` reachable from just after ``definer`` without executing it again?"""
        assert definer.parent is not None
        start = definer.parent.instructions.index(definer) + 1
        return self.reach.to_inst(definer.parent, start, op, definer)

    def _future_token(self, t: View, definer: Instruction, key: Key) -> bool:
        """A future instance of the intrinsic call ``definer`` with ``key``."""
        block, index = self._here(t)
        label = self.labels.get(definer)
        kind = (definer.callee or "").rsplit(".", 1)[-1]
        if kind == "entry":
            return isinstance(key, EntryKey) and self.reach.to_inst(block, index, definer, None)
        if kind == "anchor" and isinstance(key, AnchorKey):
            return key.anchor == (label or "").removeprefix("%") and self._anchor(t, definer, key)
        if kind == "anchor" and isinstance(key, OpKey) and key.op == label:
            return self._uncontrolled(t, definer, key.block)
        if kind == "loop" and isinstance(key, LoopKey) and key.op == label:
            return self._loop(t, definer, key)
        return False

    def _anchor(self, t: View, anchor: Instruction, key: AnchorKey) -> bool:
        """A later occurrence of the anchor that ``Choices.anchors`` puts in that group."""
        if not self._grouped_later(t.lane, t.anchor_counts.get(key.anchor, 0), key):
            return False
        block, index = self._here(t)
        return self.reach.to_inst(block, index, anchor, None)

    def _loop(self, t: View, heart: Instruction, key: LoopKey) -> bool:
        """Seed 000, loop intrinsic: the n-th execution with one token value."""
        definer = heart.convergence_token
        assert isinstance(definer, Instruction)
        block, index = self._here(t)
        held = t.env.get(definer)
        if isinstance(held, TokenValue) and held.key == key.token:
            done = t.loop_counts.get((key.op, key.token), 0)
            if done < key.n and self.reach.to_inst(block, index, heart, definer):
                return True
        return self._future_token(t, definer, key.token) and self._after(definer, heart)

    # -- blocks -------------------------------------------------------------------

    def _model(self, block: Block) -> MaximalModel | IpdomModel:
        assert block.parent is not None
        return self.models[block.parent]

    def may_produce_block(self, t: View, block: Block, key: Key) -> bool:
        """May ``t`` still *arrive* at ``block`` producing the block key ``key``?"""
        if isinstance(key, MaxKey):
            assert isinstance(t.keystate, MaximalState)
            return self._maximal(t, block, key)
        if isinstance(key, IpdomKey):
            assert isinstance(t.keystate, IpdomState)
            return self._ipdom(t, block, key)
        return False

    def _maximal(self, t: View, block: Block, key: MaxKey) -> bool:
        """(X, P): the thread's context for Hdr(X) is P and X is reachable without passing
        a header of Hdr(X) (that would change the context; seed 003: revisiting X needs a
        header), or the thread will produce P's header instance and reach X from it.

        Unfolded, that recursion walks P's chain of contexts (one level per loop
        iteration: thousands in a long loop) down to a level whose context is the
        thread's own. Only a level whose context is one of the keys the thread's
        state holds (:meth:`_contexts`) can be that level, and a key's depth says
        which level it would be: so the walk is a few jumps
        (:meth:`~oracles.reference.keys.MaxKey.ancestor`) per such key, and the
        links crossed on the way (each header in the Hdr of the level above it,
        reaching that level's block) are checked once per key (:meth:`_floor`).
        """
        model = self._model(block)
        assert isinstance(model, MaximalModel) and isinstance(t.keystate, MaximalState)
        here, _ = self._here(t)
        if self._resumes(t, model, here, block, key):
            return True
        below = self._link(block, key)
        if below is None:
            return False
        floor = self._floor(below)
        for context in self._contexts(model, t.keystate):
            level = _level(below, floor, context)
            if level is not None and self._resumes(t, model, here, self.blocks[level.block], level):
                return True
        return False

    def _resumes(self, t: View, model: MaximalModel, here: Block, block: Block, key: MaxKey) -> bool:
        """Is the thread's context for Hdr(``block``) ``key``'s, ``block`` reachable from
        ``here`` without passing one of those headers?"""
        assert isinstance(t.keystate, MaximalState)
        hdrs = model.hdr[block]
        return model.context(t.keystate, block) == key.context and self.reach.to_block(here, block, hdrs)

    def _link(self, block: Block, key: MaxKey) -> MaxKey | None:
        """``key``'s context, when it is an instance of a header of Hdr(``block``) from
        which ``block`` is reachable without passing another (else None: no deeper level)."""
        ctx = key.context
        if not isinstance(ctx, MaxKey):
            return None
        header = self.blocks.get(ctx.block)
        model = self._model(block)
        assert isinstance(model, MaximalModel)
        hdrs = model.hdr[block]
        if header is None or header not in hdrs or not self.reach.to_block(header, block, hdrs):
            return None
        return ctx

    def _floor(self, key: MaxKey) -> int:
        """The depth of the deepest key reachable from ``key`` through valid links
        (:meth:`_link`), memoized per key and computed without recursion: a new loop
        iteration's key costs one link."""
        path: list[MaxKey] = []
        node = key
        while node not in self._floors:
            below = self._link(self.blocks[node.block], node)
            if below is None:
                self._floors[node] = node.depth
                break
            path.append(node)
            node = below
        floor = self._floors[node]
        for p in path:
            self._floors[p] = floor
        return floor

    def _contexts(self, model: MaximalModel, state: MaximalState) -> list[Key | None]:
        """Every key :meth:`MaximalModel.context` may give in ``state``: the root, and the
        last instance of each header."""
        headers = self._headers.get(model)
        if headers is None:
            headers = self._headers[model] = frozenset().union(*model.hdr.values())
        return [state.root, *(key for b, (_, key) in state.last.items() if b in headers)]

    def _ipdom(self, t: View, block: Block, key: IpdomKey) -> bool:
        """(X, tags, n): the stack tags extend a prefix of the thread's current stack with
        tags of future branches (whose block instances it may produce), X is reachable,
        and the thread has produced fewer than n+1 instances of X under those tags.

        The first new tag's branch instance is the same question one level down, asked
        in a loop (not a recursion); the shared prefix is found on the stacks' jump
        pointers (:func:`~oracles.reference.keys.common_depth`): a loop pushes a frame
        per iteration, so stacks can be thousands of frames deep."""
        assert isinstance(t.keystate, IpdomState)
        here, _ = self._here(t)
        while True:
            if not self.reach.to_block(here, block, frozenset()):
                return False
            target = key.stack
            depth = 0 if target is None else target.depth
            j = common_depth(target, t.keystate.top)
            if j == depth:
                digest = b"" if target is None else target.digest
                return t.keystate.counts.get((self._model(block).names[block], digest), 0) <= key.n
            assert target is not None
            first_new = target.at_depth(j + 1)
            assert first_new is not None
            tag_key = first_new.tag.key
            tag_block = self.blocks.get(getattr(tag_key, "block", ""))
            if tag_block is None or not isinstance(tag_key, IpdomKey):
                return False
            if tag_key == t.block_key and tag_block is here:
                return True  # the current block instance has yet to branch
            block, key = tag_block, tag_key


def _level(top: MaxKey, floor: int, context: Key | None) -> MaxKey | None:
    """The key on ``top``'s chain (at depth ``floor`` or above) whose context is
    ``context``, if any: ``context``'s depth says which one it would be."""
    depth = context.depth + 1 if isinstance(context, MaxKey) else 0
    if not floor <= depth <= top.depth:
        return None
    level = top.ancestor(depth)
    return level if level.context == context else None
