"""Convergence keys: one per dynamic instance; equal keys (across threads) = converged.

SEMANTICS.md, "Converged-with: one convergence key per dynamic instance". A key
is built from the keys of earlier instances of the same thread, so it does not
depend on how threads are interleaved, and two threads' instances are converged
exactly when their keys are equal.

Keys nest: in a loop, iteration n's header key contains iteration n-1's. A run
can execute thousands of iterations, so comparing keys structurally would recurse
thousands of levels deep. Each key therefore carries a fixed-size structural
*digest* (a hash of its own fields and its children's digests, so hash-consing
without a shared table: equal structure gives an equal digest in every thread
and every interleaving), and equality and hashing use only the digest.

For the same reason nothing walks a chain recursively: a :class:`MaxKey` and a
:class:`StackNode` know their depth in the chain and carry a *jump* pointer
(Myers' skew-binary scheme, :func:`_jump`), so the ancestor at a given depth is
found in O(log depth) steps (:meth:`MaxKey.ancestor`), and reprs are bounded
(:meth:`Key.short`).
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Protocol, TypeVar


@dataclass(frozen=True, eq=False, repr=False)
class Key(ABC):
    """Base class of all convergence keys: equality and hash by structural digest."""

    digest: bytes = field(init=False, repr=False)
    #: The invocation this instance belongs to (SEMANTICS.md, "Calls to defined
    #: functions"): None for the kernel's own body (without a chosen implicit anchor),
    #: the :class:`FrameKey` of a call's invocation, or an :class:`AnchorKey` (a chosen
    #: anchor group, which any invocation may join). Computed once from the children.
    root: Key | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        text = repr((type(self).__name__, *self._parts())).encode()
        object.__setattr__(self, "digest", hashlib.blake2b(text, digest_size=16).digest())
        object.__setattr__(self, "root", self._root())

    def _root(self) -> Key | None:
        """The invocation of this key (see :attr:`root`); by default its children's."""
        return None

    @abstractmethod
    def _parts(self) -> tuple[object, ...]:
        """The fields that make this key what it is (children by digest)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Key) and self.digest == other.digest

    def __hash__(self) -> int:
        return hash(self.digest)

    @abstractmethod
    def short(self, depth: int = 2) -> str:
        """A bounded-depth spelling for tables and messages (keys can be very deep)."""

    def __str__(self) -> str:
        return self.short()

    def __repr__(self) -> str:
        # dataclass's repr would recurse through every child: thousands of levels
        return f"{type(self).__name__}({self.short(3)})"


class _Linked(Protocol):
    """A node of a chain: its depth (the bottom node's is fixed) and its jump pointer."""

    @property
    def depth(self) -> int: ...

    @property
    def jump(self) -> _Linked | None: ...


_N = TypeVar("_N", bound=_Linked)


def _jump(parent: _N) -> _N:
    """The jump pointer of a new node whose parent is ``parent`` (Myers, "An applicative
    random-access stack", 1983): the parent's jump's jump when the parent's two jumps
    span equal depths, else the parent. The jumps' depths depend on the depth alone, and
    any ancestor is reached in O(log depth) jumps and parent steps."""
    j = parent.jump or parent
    jj = j.jump or j
    return jj if parent.depth - j.depth == j.depth - jj.depth else parent  # type: ignore[return-value]


def _d(key: Key | None) -> bytes:
    return b"" if key is None else key.digest


def _s(key: Key | None, depth: int) -> str:
    if key is None:
        return "none"
    return key.short(depth - 1) if depth > 0 else "…"


@dataclass(frozen=True, eq=False, repr=False)
class MaxKey(Key):
    """maximal model: block ``block`` whose last header instance (of ``Hdr(block)``) was ``context``.

    Seed 003, "Maximal Convergence": instances of X converge iff the most recent
    instances of the headers of the cycles around X converge (or neither thread
    executed one). ``context`` is None when the thread executed none.
    """

    block: str
    context: Key | None
    #: How many :class:`MaxKey` contexts lie below: 0 when ``context`` is none or an
    #: invocation's root (each loop iteration adds one: a chain can be thousands deep).
    depth: int = field(init=False, repr=False, compare=False)
    #: A farther ancestor for :meth:`ancestor` (None at depth 0: see :func:`_jump`).
    jump: MaxKey | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        below = self.context if isinstance(self.context, MaxKey) else None
        object.__setattr__(self, "depth", 0 if below is None else below.depth + 1)
        object.__setattr__(self, "jump", None if below is None else _jump(below))

    def ancestor(self, depth: int) -> MaxKey:
        """The key at ``depth`` (0 .. self.depth) down this key's chain of contexts."""
        if not 0 <= depth <= self.depth:
            raise ValueError(f"no ancestor at depth {depth} of a key of depth {self.depth}")
        node = self
        while node.depth > depth:
            jump = node.jump
            assert jump is not None and isinstance(node.context, MaxKey)
            node = jump if jump.depth >= depth else node.context
        return node

    def _parts(self) -> tuple[object, ...]:
        return (self.block, _d(self.context))

    def _root(self) -> Key | None:
        return self.context.root if isinstance(self.context, MaxKey) else self.context

    def short(self, depth: int = 2) -> str:
        return f"{self.block}" if self.context is None else f"{self.block}<{_s(self.context, depth)}>"


#: The successor of a stack's root frame (an invocation's root, never a block name).
ROOT_TAG = ""


@dataclass(frozen=True, eq=False)
class Tag:
    """An ipdom stack tag: the branch's block-instance key and the successor taken."""

    key: Key
    successor: str


@dataclass(frozen=True, eq=False, repr=False)
class StackNode(Key):
    """A persistent (linked) ipdom stack: ``tag`` on top of ``below``; ``depth`` frames."""

    tag: Tag
    below: StackNode | None
    depth: int
    #: A farther frame below for :meth:`at_depth` (None at the bottom: see :func:`_jump`).
    jump: StackNode | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "jump", None if self.below is None else _jump(self.below))

    def _parts(self) -> tuple[object, ...]:
        return (self.tag.key.digest, self.tag.successor, _d(self.below), self.depth)

    def _root(self) -> Key | None:
        """The bottom frame's key when it is an invocation's root frame (successor "")."""
        if self.below is not None:
            return self.below.root
        return self.tag.key if self.tag.successor == ROOT_TAG else None

    def tags(self) -> list[Tag]:
        """Bottom-to-top tags (walks the whole stack: for messages and prospects only)."""
        out: list[Tag] = []
        node: StackNode | None = self
        while node is not None:
            out.append(node.tag)
            node = node.below
        out.reverse()
        return out

    def at_depth(self, depth: int) -> StackNode | None:
        """The prefix of this stack with ``depth`` frames (None for the empty prefix)."""
        if depth < 1:
            return None
        node: StackNode | None = self
        while node is not None and node.depth > depth:
            jump = node.jump
            node = jump if jump is not None and jump.depth >= depth else node.below
        return node

    def short(self, depth: int = 2) -> str:
        top = f"{_s(self.tag.key, depth)}->{self.tag.successor}"
        return f"[{top}]" if self.below is None else f"[…{self.depth - 1}, {top}]"


def common_depth(a: StackNode | None, b: StackNode | None) -> int:
    """How many bottom frames stacks ``a`` and ``b`` share (equal prefixes of equal
    depth are equal nodes: the digest covers everything below). A lowest common
    ancestor search on the jump pointers: O(log depth), where comparing prefix by
    prefix would walk both stacks for each depth."""
    if a is None or b is None:
        return 0
    depth = min(a.depth, b.depth)
    x, y = a.at_depth(depth), b.at_depth(depth)
    while x is not None and y is not None and x != y:
        jx, jy = x.jump, y.jump  # at equal depths the jumps have equal depths too
        if jx is not None and jy is not None and jx != jy:
            x, y = jx, jy
        else:
            x, y = x.below, y.below
    return 0 if x is None else x.depth


@dataclass(frozen=True, eq=False, repr=False)
class IpdomKey(Key):
    """ipdom model: the ``n``-th instance of ``block`` under the stack tags ``stack``."""

    block: str
    stack: StackNode | None
    n: int

    def _parts(self) -> tuple[object, ...]:
        return (self.block, _d(self.stack), self.n)

    def _root(self) -> Key | None:
        return None if self.stack is None else self.stack.root

    def short(self, depth: int = 2) -> str:
        stack = "" if self.stack is None else _s(self.stack, depth)
        return f"{self.block}{stack}#{self.n}"


@dataclass(frozen=True, eq=False, repr=False)
class OpKey(Key):
    """An uncontrolled convergent operation (or a default-grouped anchor) in block instance ``block``.

    SEMANTICS.md: instructions inside a block share the block instance's key, plus
    their static identity ``op``.
    """

    op: str
    block: Key

    def _parts(self) -> tuple[object, ...]:
        return (self.op, self.block.digest)

    def _root(self) -> Key | None:
        return self.block.root

    def short(self, depth: int = 2) -> str:
        return f"{self.op}@{_s(self.block, depth)}"


@dataclass(frozen=True, eq=False, repr=False)
class EntryKey(Key):
    """``llvm.experimental.convergence.entry``.

    In the kernel (``frame`` None) all active lanes converge (one kernel launch:
    seed 000, "llvm.experimental.convergence.entry", item 1). In a function called
    from a call site in the module, ``frame`` is the invocation's :class:`FrameKey`:
    two threads converge iff they entered through converged instances of the
    call site (item 2).
    """

    frame: Key | None = None

    def _parts(self) -> tuple[object, ...]:
        return (_d(self.frame),)

    def _root(self) -> Key | None:
        return self.frame

    def short(self, depth: int = 2) -> str:
        return "entry" if self.frame is None else f"entry<{_s(self.frame, depth)}>"


@dataclass(frozen=True, eq=False, repr=False)
class FrameKey(Key):
    """The root of one invocation of the defined function ``function``, entered through
    the call-site instance with key ``call`` (SEMANTICS.md, "Calls to defined
    functions"): the context of the callee's instances outside its cycles, so two
    threads' callee instances can only converge if their call-site instances did."""

    function: str
    call: Key

    def _parts(self) -> tuple[object, ...]:
        return (self.function, self.call.digest)

    def _root(self) -> Key | None:
        return self

    def short(self, depth: int = 2) -> str:
        return f"@{self.function}<{_s(self.call, depth)}>"


@dataclass(frozen=True, eq=False, repr=False)
class AnchorKey(Key):
    """An anchor instance placed in group ``label`` by a ``Choices.anchors`` override."""

    anchor: str
    label: int

    def _parts(self) -> tuple[object, ...]:
        return (self.anchor, self.label)

    def _root(self) -> Key | None:
        return self

    def short(self, depth: int = 2) -> str:
        return f"anchor %{self.anchor}={self.label}"


@dataclass(frozen=True, eq=False, repr=False)
class TokenKey(Key):
    """A controlled convergent operation ``op`` using a token whose instance has key ``token``.

    Seed 000, "Dynamic Instances and Convergence Tokens": two threads execute
    converged instances of U iff their token values come from converged
    instances of the token's definition.
    """

    op: str
    token: Key

    def _parts(self) -> tuple[object, ...]:
        return (self.op, self.token.digest)

    def _root(self) -> Key | None:
        return self.token.root

    def short(self, depth: int = 2) -> str:
        return f"{self.op}({_s(self.token, depth)})"


@dataclass(frozen=True, eq=False, repr=False)
class LoopKey(Key):
    """The ``n``-th execution (from 1) of loop intrinsic ``op`` with one token value.

    Seed 000, "llvm.experimental.convergence.loop": converged iff the token values
    come from converged instances and both threads execute U for the n-th time
    with that value.
    """

    op: str
    token: Key
    n: int

    def _parts(self) -> tuple[object, ...]:
        return (self.op, self.token.digest, self.n)

    def _root(self) -> Key | None:
        return self.token.root

    def short(self, depth: int = 2) -> str:
        return f"{self.op}({_s(self.token, depth)})#{self.n}"
