"""The two convergence models: how a thread's block instances get their keys.

Each model keeps a small per-thread state and answers three questions:
``enter`` (the key of a new block instance), ``branch`` (what a conditional
branch does to the state) and, for the firing rule, ``may_produce_block`` (could
this thread still produce a block instance with this key? see
:mod:`oracles.reference.prospects`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.cycles import CycleInfo
from fuzzfarm.analysis.dominators import TakenEdges, immediate_post_dominator, reconvergence_tree
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import Choices
from fuzzfarm.vocabulary import Model, as_model
from oracles.reference.keys import ROOT_TAG, IpdomKey, Key, MaxKey, StackNode, Tag


@dataclass
class MaximalState:
    """Per thread: the most recent instance of every block (sequence number, key)."""

    seq: int = 0
    last: dict[Block, tuple[int, Key]] = field(default_factory=dict)
    #: The group of the kernel's implicit anchor (a non-convergent kernel whose
    #: threads were grouped by ``Choices.anchors``): the context of instances
    #: outside every cycle, instead of "none".
    root: Key | None = None


@dataclass(frozen=True)
class Frame:
    """One SIMT stack frame: pop it on arriving at ``reconverge`` (None: never)."""

    reconverge: Block | None
    node: StackNode


@dataclass
class IpdomState:
    """Per thread: the reconvergence stack and the per-(block, stack) instance counts."""

    stack: list[Frame] = field(default_factory=list)
    counts: dict[tuple[str, bytes], int] = field(default_factory=dict)

    @property
    def top(self) -> StackNode | None:
        return self.stack[-1].node if self.stack else None


class MaximalModel:
    """Seed 003, "Maximal Convergence", as the key rule of SEMANTICS.md.

    The key of an instance of X is ``(X, P)`` with P the key of the most recent
    earlier instance of any block in ``Hdr(X)`` (the headers of the cycles that
    contain X, for the hierarchy the choices' DFS order gives: ``dfs_seed`` with the
    explicit orders of ``dfs_order`` over it). This is seed 003's
    "last point of convergence" rule: X1 ~ X2 iff the last header instances before
    them are converged (or neither thread executed one).
    """

    name = Model.MAXIMAL

    def __init__(self, fn: Function, choices: Choices, suffix: str = "") -> None:
        self.fn = fn
        self.cycles: CycleInfo = chosen_cycles(fn, choices.dfs_seed, choices.dfs_order)
        self.hdr: dict[Block, frozenset[Block]] = {
            b: self.cycles.headers_around(b) for b in fn.blocks
        }
        self.names = {b: b.name + suffix for b in fn.blocks}
        self.blocks = {self.names[b]: b for b in fn.blocks}
        #: The keys made so far, by (block name, context): every thread entering a block
        #: in one context makes the same key, and a key is an immutable value compared by
        #: its digest, so the first one made serves them all (making one hashes its parts:
        #: a tenth of a reference run, once per thread and block instance).
        self._made: dict[tuple[str, Key | None], MaxKey] = {}

    def new_state(self, root: Key | None = None) -> MaximalState:
        return MaximalState(root=root)

    def context(self, state: MaximalState, block: Block) -> Key | None:
        """The key of the thread's most recent instance of a header in ``Hdr(block)``."""
        best: tuple[int, Key] | None = None
        for h in self.hdr[block]:
            seen = state.last.get(h)
            if seen is not None and (best is None or seen[0] > best[0]):
                best = seen
        return state.root if best is None else best[1]

    def enter(self, state: MaximalState, block: Block) -> Key:
        made = (self.names[block], self.context(state, block))
        key = self._made.get(made)
        if key is None:
            key = self._made[made] = MaxKey(*made)
        state.seq += 1
        state.last[block] = (state.seq, key)
        return key

    def branch(self, state: MaximalState, block: Block, key: Key, successor: Block) -> None:
        """Branches do not affect maximal keys: only the headers a thread passes do."""


class IpdomModel:
    """A SIMT reconvergence stack (SEMANTICS.md, "ipdom").

    This is the reading under which jump threading changes a barrier's thread set
    (seed 000, "Motivating Examples of Convergence Control: Unstructured Control
    Flow": implementations that reconverge at post-dominators). A conditional
    branch at block B with key K pushes ``(ipdom(B), (K, successor))``; arriving at
    a block pops every top frame that reconverges there; the key of X is
    ``(X, stack tags, n)``.

    ``taken``: post-dominators over only the edges runs took (the re-check of a violation,
    :mod:`fuzzfarm.refinement.untaken_edges`; SEMANTICS.md, "ipdom", rule 4).
    """

    name = Model.IPDOM

    def __init__(self, fn: Function, suffix: str = "", taken: TakenEdges | None = None) -> None:
        self.fn = fn
        pdt = reconvergence_tree(fn, taken)
        self.ipdom: dict[Block, Block | None] = {
            b: immediate_post_dominator(pdt, b) for b in fn.blocks
        }
        self.names = {b: b.name + suffix for b in fn.blocks}
        self.blocks = {self.names[b]: b for b in fn.blocks}

    def new_state(self, root: Key | None = None) -> IpdomState:
        """A thread's state; a ``root`` (implicit anchor group, or a called function's
        invocation) is a bottom frame that never pops, so it tags every key of the thread."""
        state = IpdomState()
        if root is not None:
            state.stack.append(Frame(None, StackNode(Tag(root, ROOT_TAG), None, 1)))
        return state

    def enter(self, state: IpdomState, block: Block) -> Key:
        while state.stack and state.stack[-1].reconverge is block:
            state.stack.pop()
        top = state.top
        name = self.names[block]
        count_key = (name, b"" if top is None else top.digest)
        n = state.counts.get(count_key, 0)
        state.counts[count_key] = n + 1
        return IpdomKey(name, top, n)

    def branch(self, state: IpdomState, block: Block, key: Key, successor: Block) -> None:
        top = state.top
        node = StackNode(Tag(key, self.names[successor]), top, 1 if top is None else top.depth + 1)
        state.stack.append(Frame(self.ipdom.get(block), node))


def make_model(fn: Function, model: str, choices: Choices, suffix: str = "",
               taken: TakenEdges | None = None) -> MaximalModel | IpdomModel:
    """``fn``'s model; ``taken`` restricts the ipdom model's post-dominators (the maximal
    model has none, and ignores it)."""
    if as_model(model) is Model.MAXIMAL:
        return MaximalModel(fn, choices, suffix)
    return IpdomModel(fn, suffix, taken)


def function_suffix(kernel: Function, fn: Function) -> str:
    """What names of ``fn``'s blocks and instructions carry in keys and records:
    nothing in the kernel, ``@name`` in a called function (block names repeat
    between functions; SEMANTICS.md, "Calls to defined functions")."""
    return "" if fn is kernel else "@" + fn.name


def make_models(kernel: Function, model: str, choices: Choices,
                taken: TakenEdges | None = None) -> dict[Function, MaximalModel | IpdomModel]:
    """One model per function the kernel may run (itself and the definitions it can
    call); ``choices`` picks the DFS order of every function's irreducible cycles
    (``dfs_order`` names each function's blocks on their own); ``taken`` (edges of any
    of them) restricts the ipdom models' post-dominators (:class:`IpdomModel`)."""
    return {f: make_model(f, model, choices, function_suffix(kernel, f), taken)
            for f in reachable_functions(kernel)}
