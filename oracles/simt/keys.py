"""Interned convergence keys (SEMANTICS.md, "Converged-with: one convergence key").

A key is a small structural tuple whose components are other keys' ids, so equal
keys get equal ids and comparing instances is comparing int64s, which is what lets
the simulator group lanes with numpy. The forms are:

- ``("entry",)``
- ``("mb", X, P)``: maximal model, block ``X``, ``P`` the key of the latest header
  instance around ``X`` (``-1`` for none)
- ``("ib", X, S, n)``: ipdom model, block ``X``, stack ``S`` (a :class:`StackTable` id)
- ``("anchor", name, label)``: an anchor instance grouped by a ``Choices`` override
- ``("loop", U, T, n)``: the ``n``-th execution of loop intrinsic ``U`` with token ``T``
- ``("op", U, T)``: controlled convergent operation ``U`` with token ``T``

Ids are shared by every schedule of a batch: the same structural key in two
schedules is the same id, which keeps the number of distinct ids small.

A maximal key's ``P`` is another maximal key (or an invocation's root, or none), so
keys form chains, one level per loop iteration: thousands deep in a long loop. The
table keeps each maximal key's depth in its chain and a jump pointer (Myers'
skew-binary scheme, :meth:`KeyTable.ancestor`), so the key at a given depth down a
chain is found in O(log depth) steps instead of a walk.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from oracles.simt import kernels

NONE = -1
#: No key family column yet (:meth:`KeyTable.intern_column`).
_EMPTY = np.zeros(0, dtype=np.int64)


#: Below this many rows, deduplicating in Python beats numpy's sort-based unique.
SMALL = 48
#: Above :data:`SMALL` rows, :func:`distinct_rows` sorts the row tuples in Python up to this
#: many rows per column, and folds the columns with numpy past it (where that is faster).
SORTED_PER_COLUMN = 100
#: Up to this many values, :func:`fast_unique` deduplicates in Python.
FEW = 64
#: Values from this up are never tabled by :meth:`KeyTable.intern_column` (a table is
#: as long as the largest value it holds).
COLUMN_LIMIT = 1 << 20


def fast_unique(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(values, return_inverse=True)`` for int arrays, by table lookup when the
    value range is small against the number of values (key ids, points, lanes often
    are), which avoids a sort; a few values spread wide sort faster than a table over
    their range is cleared and summed."""
    v = np.asarray(values, dtype=np.int64).reshape(-1)
    if v.size == 0:
        return v, v
    if v.size <= FEW:
        # A step's groups and keys are mostly a handful of values: a Python set and dict
        # cost a few microseconds where the numpy calls below cost fifteen.
        seq = v.tolist()
        few = sorted(set(seq))
        pos = {x: i for i, x in enumerate(few)}
        return np.array(few, dtype=np.int64), np.array([pos[x] for x in seq], dtype=np.int64)
    lo, hi = int(v.min()), int(v.max())
    span = hi - lo + 1
    if span <= 16 * v.size + 256:
        present = np.zeros(span, dtype=bool)
        present[v - lo] = True
        uniq = np.flatnonzero(present)
        index = np.cumsum(present) - 1
        return uniq + lo, index[v - lo]
    uniq, inv = np.unique(v, return_inverse=True)
    return uniq, inv.reshape(-1)


def distinct_rows(cols: list[np.ndarray]) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """The distinct rows of equal-length int64 columns and each row's index among them.

    Up to :data:`SMALL` rows, in the order first met (:func:`rows_met`); above, in
    ascending order (callers that intern the rows, :func:`map_rows`, rely on it: the
    order is the new keys' ids). Many rows are folded pairwise into dense ids (one 1-D
    ``np.unique`` per column) instead of sorting whole rows; fewer sort their tuples
    (:func:`rows_sorted`), with the same answer."""
    n = cols[0].size
    if n <= SMALL:
        return rows_met(cols)
    if n <= SORTED_PER_COLUMN * len(cols):
        return rows_sorted(cols)
    ids = np.zeros(n, dtype=np.int64)
    for c in cols:
        _, c_ids = fast_unique(c)
        _, ids = fast_unique(ids * (int(c_ids.max()) + 1) + c_ids)
    some = np.zeros(int(ids.max()) + 1, dtype=np.int64)
    some[ids] = np.arange(n)  # any row of each id: rows with one id are equal
    rows = list(zip(*(c[some].tolist() for c in cols), strict=True))
    return rows, ids


def rows_met(cols: list[np.ndarray]) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """The distinct rows of equal-length int columns in the order they are first met, and
    each row's index among them: a dict over the rows' tuples. For a caller whose answer
    does not depend on the rows' order (:meth:`oracles.simt.judge.Judge.judge`) this is
    the fastest way at any size met in a campaign: a judgement's signature of some ten
    columns and a few hundred lanes took 150 us through :func:`distinct_rows`' per-column
    folding, 20 to 70 us here."""
    seen: dict[tuple[int, ...], int] = {}
    inv = [seen.setdefault(row, len(seen))
           for row in zip(*(c.tolist() for c in cols), strict=True)]
    return list(seen), np.array(inv, dtype=np.int64)


def rows_sorted(cols: list[np.ndarray]) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """:func:`distinct_rows` above :data:`SMALL` rows (the distinct rows in ascending
    order, each row's index among them), by sorting the set of row tuples: the numpy
    fold's five calls per column cost more up to about a hundred rows per column."""
    rows = list(zip(*(c.tolist() for c in cols), strict=True))
    uniq = sorted(set(rows))
    pos = {r: i for i, r in enumerate(uniq)}
    return uniq, np.array([pos[r] for r in rows], dtype=np.int64)


def map_rows(cols: list[np.ndarray], fn: Callable[..., int]) -> np.ndarray:
    """Apply a Python function to each row of int64 columns, once per *distinct* row."""
    if cols[0].size == 0:
        return np.zeros(0, dtype=np.int64)
    if len(cols) == 1:  # the rows in distinct_rows' order, compiled
        uniq, inv = kernels.distinct(cols[0], cols[0].size > SMALL)
        return np.fromiter((fn(v) for v in uniq.tolist()), np.int64, uniq.size)[inv]
    rows, inv = distinct_rows(cols)
    out = np.fromiter((fn(*row) for row in rows), np.int64, len(rows))
    return out[inv]


class KeyTable:
    """Two-way map between key tuples and dense ids, plus a numpy ``parent`` column.

    ``parent[k]`` is ``P`` for a maximal block key and -2 otherwise; the
    completeness check reads it vectorized.
    """

    def __init__(self) -> None:
        self._ids: dict[tuple, int] = {}
        self.keys: list[tuple] = []
        self._parent = np.full(256, -2, dtype=np.int64)
        #: Components 2 and 3 of every key (-1 where absent or not an int) and whether it
        #: is an anchor override's key, kept as columns so that :meth:`field` and
        #: :meth:`is_anchor` are one gather: the firing rule asks them every step.
        self._fields = {2: np.full(256, -1, dtype=np.int64), 3: np.full(256, -1, dtype=np.int64)}
        self._anchor = np.zeros(256, dtype=bool)
        #: Per key family ``(tag, a)``, the ids of ``(tag, a, v)`` already interned through
        #: :meth:`intern_column`, indexed by ``v + 1`` (-1: not yet); see there.
        self._columns: dict[tuple[str, object], np.ndarray] = {}
        #: Per key: for a maximal key, how many maximal contexts lie below it (0 when
        #: ``P`` is none or an invocation's root), else -1; and its jump pointer (-1 at
        #: depth 0 and for other keys). See :meth:`ancestor`.
        self.depth: list[int] = []
        self.jump: list[int] = []
        #: The same two as columns, which :meth:`arrive_maximal`'s compiled interning
        #: reads and extends (-1 for keys that are not maximal ones).
        self._depth = np.full(256, -1, dtype=np.int64)
        self._jump = np.full(256, -1, dtype=np.int64)

    def intern(self, key: tuple) -> int:
        k = self._ids.get(key)
        if k is None:
            k = len(self.keys)
            self._ids[key] = k
            self.keys.append(key)
            if k >= len(self._parent):
                self._grow()
            depth, jump = -1, -1
            if key[0] == "mb":
                self._parent[k] = key[2]
                depth, jump = self._link(key[2])
                self._depth[k], self._jump[k] = depth, jump
            self.depth.append(depth)
            self.jump.append(jump)
            if key[0] == "anchor":
                self._anchor[k] = True
            for index, column in self._fields.items():
                if len(key) > index and isinstance(key[index], int):
                    column[k] = key[index]
        return k

    def _link(self, parent: int) -> tuple[int, int]:
        """Depth and jump pointer (:func:`_skew_jump`) of a new maximal key whose
        context is ``parent`` (none, an invocation's root, or, in tests that intern
        made-up families, an id not interned yet: a chain's bottom)."""
        if not 0 <= parent < len(self.depth) or self.depth[parent] < 0:
            return 0, -1
        return self.depth[parent] + 1, _skew_jump(parent, self.depth, self.jump)

    def ancestor(self, key: int, depth: int) -> int:
        """The key at ``depth`` (0 .. its own) down maximal key ``key``'s chain of contexts."""
        if not 0 <= depth <= self.depth[key]:
            raise ValueError(f"no ancestor at depth {depth} of key {key} "
                             f"(depth {self.depth[key]})")
        depths, jumps, keys = self.depth, self.jump, self.keys
        while depths[key] > depth:
            j = jumps[key]
            key = j if depths[j] >= depth else keys[key][2]
        return key

    def _grow(self) -> None:
        def grown(a: np.ndarray, fill: int | bool) -> np.ndarray:
            out = np.full(2 * len(a), fill, dtype=a.dtype)
            out[: len(a)] = a
            return out

        self._parent = grown(self._parent, -2)
        self._depth, self._jump = grown(self._depth, -1), grown(self._jump, -1)
        self._anchor = grown(self._anchor, False)
        self._fields = {i: grown(c, -1) for i, c in self._fields.items()}

    @property
    def parent(self) -> np.ndarray:
        return self._parent

    def is_anchor(self, keys: np.ndarray) -> np.ndarray:
        """Which keys are ``("anchor", name, label)`` (an anchor grouped by an override)."""
        return self._anchor[keys]

    def field(self, keys: np.ndarray, index: int) -> np.ndarray:
        """Component ``index`` of each key tuple, as int64 (-1 where not an int)."""
        column = self._fields.get(index)
        if column is not None:
            return column[keys]
        uniq, inv = fast_unique(keys)
        vals = [self.keys[k][index] if len(self.keys[k]) > index else -1 for k in uniq.tolist()]
        vals = [v if isinstance(v, int) else -1 for v in vals]
        return np.array(vals, dtype=np.int64)[inv]

    def intern_each(self, values: np.ndarray, make: Callable[[int], tuple]) -> np.ndarray:
        """Intern ``make(v)`` for every element of ``values`` (Python work per *distinct* value)."""
        return map_rows([np.asarray(values, dtype=np.int64)], lambda v: self.intern(make(v)))

    def column(self, tag: str, a: object) -> np.ndarray:
        """Key family ``(tag, a)``'s table of :meth:`intern_column` (empty: none yet): entry
        ``v + 1`` is the id of ``(tag, a, v)``, -1 where not interned."""
        return self._columns.get((tag, a), _EMPTY)

    def intern_column(self, tag: str, a: object, values: np.ndarray) -> np.ndarray:
        """The ids of ``(tag, a, v)`` for every ``v`` of ``values`` (key ids, labels: small
        ints from -1 up), as :meth:`intern_each` gives them.

        Every step interns the keys of the lanes it moves (a block's key from its header
        context, an operation's from its token), and nearly always keys made before: one
        gather from this family's table answers those (compiled: :mod:`oracles.simt.kernels`),
        where deduplicating the values in Python cost ten times more. The values not in
        the table are interned in the order :meth:`intern_each` takes them, so new keys get
        the very ids (in the very order) they got without the table: a key's id never
        depends on it."""
        v = np.asarray(values, dtype=np.int64).reshape(-1)
        table = self._columns.get((tag, a))
        if table is not None:
            found, misses = kernels.column_hits(table, v)
            if not misses:
                return found
        return self.intern_missing(tag, a, v)

    def intern_missing(self, tag: str, a: object, v: np.ndarray) -> np.ndarray:
        """:meth:`intern_column` of int64 ``v``, some of whose keys are not made yet (a
        caller that found that out itself, :meth:`oracles.simt.models.Maximal.arrive`)."""
        table = self._columns.get((tag, a))
        ids, new, inv = kernels.column_missing(table if table is not None else _EMPTY, v,
                                               v.size > SMALL)
        if not new.size:
            return ids
        # The values missing from the table in the order intern_each takes them (that of
        # all the values, restricted: the others are interned already).
        made = np.fromiter((self.intern((tag, a, x)) for x in new.tolist()), np.int64, new.size)
        grown, grew = kernels.column_settle(table if table is not None else _EMPTY, ids, inv,
                                            new, made, COLUMN_LIMIT)
        if grew:
            self._columns[(tag, a)] = grown
        return ids

    def arrive_maximal(self, block: int, hkey: np.ndarray, htime: np.ndarray, slots: np.ndarray,
                       cols: np.ndarray) -> np.ndarray:
        """The maximal model's block keys ``("mb", block, P)`` of lanes ``slots`` arriving
        at ``block`` (its header columns ``cols``; ``P`` each lane's latest header instance
        among them): :meth:`intern_missing` of the contexts, in one compiled call
        (:func:`oracles.simt.kernels.maximal_arrive`) that also makes the new keys' ids
        and numeric columns. Python only records the new tuples, in bulk.

        About one step in two arrives where a loop's next iteration starts, with keys
        never seen: their interning was a third of the maximal model's arrival. The
        ids are those :meth:`intern_missing` gives (the same values, order and numbering),
        which relies on a family's keys being made only through its table for the
        values the table holds (the maximal model makes every ``("mb", X, P)`` through
        it, ``P = -1`` outside every cycle included; :meth:`record_maximal` checks)."""
        first, parent, field2, depth, jump = self.room(slots.size)
        table = self._columns.get(("mb", block), _EMPTY)
        ids, new, grown, grew, declined = kernels.maximal_arrive(
            hkey, htime, slots, cols, table, slots.size > SMALL, first, COLUMN_LIMIT,
            parent, field2, depth, jump)
        if declined:  # a context past the table's range: ``new`` holds every context
            return self.intern_missing("mb", block, new)
        self.record_maximal(first, block, new, grown, grew)
        return ids

    def room(self, n: int) -> tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The next key's id and the columns a compiled interning of up to ``n`` new
        maximal keys writes (parent, component 2, depth, jump), grown to hold them."""
        first = len(self.keys)
        while first + n > len(self._parent):
            self._grow()
        return first, self._parent, self._fields[2], self._depth, self._jump

    def record_maximal(self, first: int, block: int, new: np.ndarray, table: np.ndarray,
                       grew: bool) -> None:
        """Record the keys ``("mb", block, x)`` for the contexts ``new`` that a compiled
        interning made with ids from ``first`` up (their columns written, ``table`` the
        family's table, replaced where ``grew``), in bulk."""
        if not new.size:
            return
        made = [("mb", block, x) for x in new.tolist()]
        self.keys.extend(made)
        self._ids.update(zip(made, range(first, first + len(made)), strict=True))
        if len(self._ids) != len(self.keys):
            raise RuntimeError(f"a key of family ('mb', {block}) was made outside its table")
        self.depth.extend(self._depth[first: first + len(made)].tolist())
        self.jump.extend(self._jump[first: first + len(made)].tolist())
        if grew:
            self._columns[("mb", block)] = table

    def intern_rows(self, cols: list[np.ndarray], make: Callable[..., tuple]) -> np.ndarray:
        """Intern ``make(*row)`` for every row of the given int64 columns."""
        return map_rows([np.asarray(c, dtype=np.int64) for c in cols],
                        lambda *row: self.intern(make(*row)))


def _skew_jump(parent: int, depth: list[int], jump: list[int]) -> int:
    """The jump pointer of a new chain node on ``parent`` (Myers, "An applicative
    random-access stack", 1983): the parent's jump's jump when the parent's two jumps
    span equal depths, else the parent. The jumps' depths depend on the depth alone,
    and any ancestor is reached in O(log depth) jumps and parent steps."""
    j = jump[parent] if jump[parent] >= 0 else parent
    jj = jump[j] if jump[j] >= 0 else j
    return jj if depth[parent] - depth[j] == depth[j] - depth[jj] else parent


class StackTable:
    """The ipdom model's per-thread reconvergence stacks, interned as a tree.

    Stack ``0`` is empty; every other id is one frame ``(reconv block, tag)`` on top
    of a parent stack, the tag being ``(key of the branch instance, chosen successor)``.
    A loop pushes a frame per iteration, so stacks can be thousands of frames deep:
    every stack also keeps a jump pointer (:func:`_skew_jump`), so its prefix of a
    given depth (:meth:`at_depth`) and two stacks' shared prefix (:meth:`common_depth`)
    take O(log depth) steps, and the depth of its highest frame that never pops
    (``stuck``), which :meth:`frames` would take a walk to find.
    """

    def __init__(self) -> None:
        self._ids: dict[tuple[int, int, int, int], int] = {}
        self.parent: list[int] = [-1]
        self.reconv: list[int] = [-2]
        self.tag: list[tuple[int, int]] = [(-1, -1)]
        self.depth: list[int] = [0]
        self.jump: list[int] = [0]
        #: Per stack, the depth of its highest frame with no reconvergence block (a frame
        #: that never pops), 0 for none.
        self.stuck: list[int] = [0]

    def push(self, stack: int, reconv: int, branch_key: int, succ: int) -> int:
        k = (stack, reconv, branch_key, succ)
        s = self._ids.get(k)
        if s is None:
            s = len(self.parent)
            self._ids[k] = s
            self.parent.append(stack)
            self.reconv.append(reconv)
            self.tag.append((branch_key, succ))
            self.jump.append(_skew_jump(stack, self.depth, self.jump))
            self.depth.append(self.depth[stack] + 1)
            self.stuck.append(self.depth[s] if reconv < 0 else self.stuck[stack])
        return s

    def pop_at(self, stack: int, block: int) -> int:
        """Pop every top frame whose reconvergence block is ``block``."""
        while stack and self.reconv[stack] == block:
            stack = self.parent[stack]
        return stack

    def frames(self, stack: int) -> list[int]:
        """Stack ids from the bottom frame to ``stack`` itself (prefix ids)."""
        out: list[int] = []
        while stack:
            out.append(stack)
            stack = self.parent[stack]
        out.reverse()
        return out

    def at_depth(self, stack: int, depth: int) -> int:
        """The prefix of ``stack`` with ``depth`` frames (0 .. its own; 0 is empty)."""
        depths, jumps, parents = self.depth, self.jump, self.parent
        while depths[stack] > depth:
            j = jumps[stack]
            stack = j if depths[j] >= depth else parents[stack]
        return stack

    def common_depth(self, a: int, b: int) -> int:
        """How many bottom frames stacks ``a`` and ``b`` share (equal prefixes are equal
        ids: frames are interned on their parent). A lowest common ancestor search on
        the jump pointers, where comparing :meth:`frames` walks both stacks."""
        d = min(self.depth[a], self.depth[b])
        x, y = self.at_depth(a, d), self.at_depth(b, d)
        jumps, parents = self.jump, self.parent
        while x != y:  # at equal depths the jumps have equal depths too
            if jumps[x] != jumps[y]:
                x, y = jumps[x], jumps[y]
            else:
                x, y = parents[x], parents[y]
        return self.depth[x]
