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
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field


@dataclass(frozen=True, eq=False)
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


def _d(key: Key | None) -> bytes:
    return b"" if key is None else key.digest


def _s(key: Key | None, depth: int) -> str:
    if key is None:
        return "none"
    return key.short(depth - 1) if depth > 0 else "…"


@dataclass(frozen=True, eq=False)
class MaxKey(Key):
    """maximal model: block ``block`` whose last header instance (of ``Hdr(block)``) was ``context``.

    Seed 003, "Maximal Convergence": instances of X converge iff the most recent
    instances of the headers of the cycles around X converge (or neither thread
    executed one). ``context`` is None when the thread executed none.
    """

    block: str
    context: Key | None

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


@dataclass(frozen=True, eq=False)
class StackNode(Key):
    """A persistent (linked) ipdom stack: ``tag`` on top of ``below``; ``depth`` frames."""

    tag: Tag
    below: StackNode | None
    depth: int

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
        node: StackNode | None = self
        while node is not None and node.depth > depth:
            node = node.below
        return node

    def short(self, depth: int = 2) -> str:
        top = f"{_s(self.tag.key, depth)}->{self.tag.successor}"
        return f"[{top}]" if self.below is None else f"[…{self.depth - 1}, {top}]"


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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


@dataclass(frozen=True, eq=False)
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
