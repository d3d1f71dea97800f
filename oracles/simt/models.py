"""The two reconvergence models: how a lane's block-instance key is formed on arrival.

Lanes are grouped by (point, key): lanes of one schedule at the same point with
the same key form one group and execute together; a convergent operation's
communicating set is such a group once it is complete.

**maximal** keeps, per lane and per cycle header, the key and a timestamp of the
header's latest instance. Arriving at ``X`` takes the most recent of the headers
around ``X`` (``Hdr(X)``) as the context ``P`` and forms ``("mb", X, P)``; lanes
of different iterations or different token instances therefore never share a key.

**ipdom** keeps a per-lane reconvergence stack (interned, so a stack is an
int). Leaving a block that ends in a conditional branch or a switch pushes
``(ipdom(B), (key of B's instance, successor))``; arriving at a block pops every
top frame that reconverges there. The key is ``("ib", X, stack, n)``: lanes that
took the same side of the same branch instances, and have not yet reached the
post-dominators where those frames pop, run together, which is what a SIMT
reconvergence stack does with masks.

Both models only *name* groups; which group runs next is the scheduler's choice
(:mod:`oracles.simt.scheduler`) and never changes a result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import cast

import numpy as np

from fuzzfarm.vocabulary import Model
from oracles.simt import kernels
from oracles.simt.cfg import CfgInfo
from oracles.simt.compile import Program, Term
from oracles.simt.keys import COLUMN_LIMIT, NONE, SMALL, KeyTable, StackTable, map_rows
from oracles.simt.state import LaneView, State
from oracles.simt.tables import PointTables

#: An empty key family table (:meth:`Maximal.context` wants the contexts alone).
_NO_KEYS = np.zeros(0, dtype=np.int64)
#: The context of a block outside every cycle.
_OUTSIDE = np.full(1, NONE, dtype=np.int64)

#: The kinds of key an invocation's root can be (oracles.simt.calls): its call site's
#: frame, or the group a choice gives its callee's implicit anchor.
ROOTS = ("frame", "anchor")


def same_instance(st: State, tables: PointTables, p: int, slots: np.ndarray,
                  keys: np.ndarray) -> np.ndarray:
    """Lanes still before point ``p`` in the very block instance the key names."""
    pt = tables.prog.points[p]
    pts = st.point[slots]
    return (tables.block_of[pts] == pt.block) & (tables.start_of[pts] <= pt.start) & (
        st.bkey[slots] == keys)


class MoveTables:
    """A program's branch moves as the compiled :func:`oracles.simt.kernels.branch_move`
    reads them, for one CFG analysis: built once per :class:`PointTables` (a plan per
    block and batch cost more than the moves it saved, a block being moved about twice
    per batch), in a few flat arrays (see the kernel for their layout)."""

    def __init__(self, prog: Program, cfg: CfgInfo, cols: list[np.ndarray]) -> None:
        nb = len(prog.terms)
        #: Per block: can the kernel run its terminator? And its edges' target blocks
        #: (the second the first again for a ``br``: its family table is not read).
        self.compiled = [False] * nb
        self.targets = [(0, 0)] * nb
        self.cond = np.full(nb, -1, dtype=np.int64)
        self.cond_value = np.zeros((nb, 2), dtype=np.uint64)
        self.edges = np.full((nb, 2, 3), -1, dtype=np.int64)
        self.phi_at = np.zeros((nb, 2, 2), dtype=np.int64)
        pdst: list[int] = []
        psrc: list[int] = []
        pval: list[int] = []
        ppois: list[bool] = []
        for b, term in enumerate(prog.terms):
            cbr = term.kind == "cbr"
            if term.kind != "br" and not cbr:
                continue
            targets = term.targets[:2] if cbr else term.targets[:1]
            if cbr and (term.cond is None or term.cond.undef or targets[0] == targets[1]):
                continue
            if any(dst in cfg.region_entry or any(op.undef for _, op in term.phis.get(dst, []))
                   for dst in targets):
                continue
            self.compiled[b] = True
            self.targets[b] = (targets[0], targets[-1])
            if cbr and term.cond is not None:
                self.cond[b] = term.cond.reg
                if term.cond.reg < 0:
                    self.cond_value[b] = (term.cond.value, term.cond.poison)
            for e, dst in enumerate(targets):
                copies = term.phis.get(dst, [])
                self.edges[b, e] = (dst, prog.first_point[dst], cfg.header_col.get(dst, -1))
                self.phi_at[b, e] = (len(pdst), len(pdst) + len(copies))
                for reg, op in copies:
                    pdst.append(reg)
                    psrc.append(op.reg)
                    pval.append(op.value if op.reg < 0 else 0)
                    ppois.append(op.poison and op.reg < 0)
        self.pdst = np.array(pdst, dtype=np.int64)
        self.psrc = np.array(psrc, dtype=np.int64)
        self.pval = np.array(pval, dtype=np.uint64)
        self.ppois = np.array(ppois, dtype=bool)
        #: Block ``x``'s header columns are ``cols[col_at[x]:col_at[x + 1]]``.
        self.col_at = np.zeros(len(cols) + 1, dtype=np.int64)
        self.col_at[1:] = np.cumsum([c.size for c in cols])
        self.cols = np.concatenate(cols) if cols else _NO_KEYS


class Maximal:
    name = Model.MAXIMAL

    #: Could a lane still execute an invocation's call site with the key its root names?
    #: Set by the judge (oracles.simt.judge.Judge.can_call), which owns token reasoning.
    can_call: Callable[[LaneView, int], bool] = staticmethod(lambda view, root: True)

    def __init__(self, state: State, keys: KeyTable, tables: PointTables) -> None:
        self.state, self.keys, self.tables = state, keys, tables
        self.cfg = tables.cfg
        self.tick = 0
        #: Per block, the header columns around it, and the headers as a set (the paths
        #: :meth:`can_block` asks for avoid them): shared by the batches of one CFG.
        self._cols, self._hd = tables.header_cols()
        #: Per maximal key, the depth its chain of valid links reaches (:meth:`_floor`).
        self._floors: dict[int, int] = {}

    def arrive(self, idx: np.ndarray, src: int, dst: int) -> None:
        st = self.state
        if self._cols[dst].size == 0:
            # through the family's table, as the compiled branch move finds it (:meth:`branch`)
            st.bkey[idx] = self.keys.intern_column("mb", dst, _OUTSIDE)[0]
            return
        region = self.cfg.region_entry.get(dst)
        if region is None:
            # One compiled pass for the contexts, the keys made before (nearly all of
            # them at the second group of lanes to arrive in an instance) and the new
            # ones a loop's next iteration makes.
            keys = self.keys.arrive_maximal(dst, st.hkey, st.htime, idx, self._cols[dst])
        else:  # an invocation starts from its root (oracles.simt.calls)
            context = st.vals[self.tables.prog.region_regs[region][0]][idx].astype(np.int64)
            keys = self.keys.intern_column("mb", dst, context)
        st.bkey[idx] = keys
        col = self.cfg.header_col.get(dst)
        if col is not None:
            self.tick += 1
            st.hkey[idx, col] = keys
            st.htime[idx, col] = self.tick

    def branch(self, idx: np.ndarray, block: int, term: Term) -> bool:
        """Run ``term`` (a ``br`` or ``cbr`` ending ``block``) for slots ``idx`` in one
        compiled call (:func:`oracles.simt.kernels.branch_move`: the condition, each edge's
        phi copies, arrival and key interning, the target points), as
        :meth:`oracles.simt.scheduler.Simulator._terminate` does it; False where it
        cannot (a switch, an undef operand, an invocation's entry, a poison condition),
        having changed nothing: the Python runs it then.

        Every step ends in a terminator, and three branch moves in four make a key never
        seen (a loop's next iteration): the moves were a seventh of the simulator's time,
        in Python calls around a few compiled ones."""
        mt = cast(MoveTables | None, self.tables.moves)
        if mt is None:
            mt = MoveTables(self.tables.prog, self.cfg, self._cols)
            self.tables.moves = mt
        if not mt.compiled[block]:
            return False
        st, keys = self.state, self.keys
        first, parent, field2, depth, jump = keys.room(idx.size)
        x0, x1 = mt.targets[block]
        declined, new0, t0, grew0, new1, t1, grew1, tick = kernels.branch_move(
            block, idx, st.vals, st.pois, mt.cond, mt.cond_value, mt.edges, mt.phi_at, mt.pdst,
            mt.psrc, mt.pval, mt.ppois, mt.col_at, mt.cols, keys.column("mb", x0),
            keys.column("mb", x1), SMALL, first, COLUMN_LIMIT, parent, field2, depth, jump,
            st.hkey, st.htime, self.tick, st.point, st.bkey)
        if declined:
            return False
        self.tick = tick
        keys.record_maximal(first, x0, new0, t0, grew0)
        keys.record_maximal(first + new0.size, x1, new1, t1, grew1)
        return True

    def signature(self, slots: np.ndarray) -> list[np.ndarray]:
        """The per-lane state :meth:`can_block` reads, as int64 columns."""
        st = self.state
        if not self.cfg.headers:
            return []
        order = np.argsort(-st.htime[slots], axis=1, kind="stable")
        hk = st.hkey[slots]
        seen = st.htime[slots] > 0
        # one gather for all columns: with calls every invocation region adds a pseudo
        # header, and a gather per column made this quadratic in their number
        ranked = np.where(np.take_along_axis(seen, order, 1), order, -1)
        return [hk[:, c] for c in range(hk.shape[1])] + [ranked[:, c] for c in range(hk.shape[1])]

    def context(self, slots: np.ndarray, block: int) -> np.ndarray:
        """Key of each lane's latest instance of a header around ``block`` (-1: none)."""
        st, cols = self.state, self._cols[block]
        if cols.size == 0:
            return np.full(slots.shape, NONE, dtype=np.int64)
        # A header column never entered holds key -1 (NONE) at time 0, and :meth:`arrive`
        # writes a key (an id, never negative) with a time from 1 up: so the latest
        # instance's key is NONE exactly when no header around the block was entered.
        # The latest header's key: the first column of the latest time, as np.argmax
        # picks it (compiled, with the keys of an empty family table left unused).
        return kernels.maximal_context(st.hkey, st.htime, slots, cols, _NO_KEYS)[0]

    def quick(self, p: int, slots: np.ndarray,
              keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Vectorized :meth:`can_block` for lanes in the key's own header context:
        (decided, could)."""
        x = self.tables.prog.points[p].block
        same = same_instance(self.state, self.tables, p, slots, keys)
        parent = self.keys.parent[keys]
        eq = self.context(slots, x) == parent
        could = same | (eq & self.tables.table("mb", p)[self.state.point[slots]])
        return same | eq | (parent == NONE), could

    def can_block(self, view: LaneView, x: int, j: int, key: int) -> bool:
        """Could this lane still execute instruction ``j`` of block ``x`` with block key ``key``?

        The rule walks the key's chain of header contexts back to a level the lane can
        resume: one it is in now, or one whose context ``P`` is the lane's own context
        for the level's block (then a path to the block avoiding the other headers
        around it, which would give it another context). Every link ``(H', Q)``
        crossed on the way needs a path from ``H'`` to the block above it that avoids
        those headers (:meth:`_link`); a context that is none, an invocation's root or
        a header not around the block ends the walk.

        A loop adds a level per iteration, so the walk is thousands of levels in a
        long loop, and the firing rule asks it of every waiting lane for every
        iteration's group. Only a few levels can end it (:meth:`_end`): the level of
        the lane's own block key, the level above each header key the lane holds (the
        key's depth says which), and the deepest level the valid links reach
        (:meth:`_floor`, memoized per key). Those are found by jumps
        (:meth:`KeyTable.ancestor`), so a question costs O(headers x log depth)
        (tests/test_simt_deep_keys.py checks the answers against the walk).
        """
        if view.block == x and view.start <= j and view.bkey == key:
            return True
        end = self._end(view, x, key)
        if end is not None:
            return end
        parent = self.keys.keys[key][2]
        return self._link(self.keys.keys[parent][1], x) and self._below(view, parent)

    def _end(self, view: LaneView, x: int, key: int) -> bool | None:
        """The answer when the walk ends at the level of ``key`` (a key of block ``x``)
        other than by the lane being in that instance, None when it goes on below."""
        keys, cfg = self.keys.keys, self.cfg
        parent = keys[key][2]
        hs = cfg.hdr[x]
        if parent == view.ctx(hs):
            return cfg.reach(view.block, x, self._hd[x])
        if parent == NONE:
            return False
        if keys[parent][0] in ROOTS:  # x is an invocation's entry: its call site first
            return self.can_call(view, parent)
        if keys[parent][1] not in hs:
            return False
        return None

    def _link(self, h: int, x: int) -> bool:
        """Does an instance of header ``h`` lead to ``x`` with itself as the context:
        a path that avoids the other headers around ``x``?"""
        return self.cfg.reach(h, x, self._hd[x])

    def _below(self, view: LaneView, key: int) -> bool:
        """:meth:`can_block` at instruction 0 of ``key``'s block, once a link from above
        led down to it: the first level from ``key`` down where the walk ends answers,
        if the links to it hold (so it lies at or above :meth:`_floor`)."""
        tab = self.keys
        keys, depth = tab.keys, tab.depth
        top, floor = depth[key], self._floor(key)
        # a level ends at the lane's own block key, or above a context the lane holds
        levels = {floor, depth[view.bkey] if view.bkey >= 0 else -1}
        levels.update(depth[k] + 1 for k in view.hkey if k >= 0 and depth[k] >= 0)
        for d in sorted((d for d in levels if floor <= d <= top), reverse=True):
            level = tab.ancestor(key, d)
            x = keys[level][1]
            if view.block == x and view.start <= 0 and view.bkey == level:
                return True
            end = self._end(view, x, level)
            if end is not None:
                return end
        return False  # the floor's link fails its path: any answer below is no

    def _floor(self, key: int) -> int:
        """The depth of the deepest key that valid links lead to from ``key``, memoized
        per key and found without recursion: a new iteration's key costs one link."""
        keys, floors = self.keys.keys, self._floors
        path: list[int] = []
        while key not in floors:
            x, parent = keys[key][1], keys[key][2]
            if parent < 0 or keys[parent][0] != "mb" or keys[parent][1] not in self.cfg.hdr[x] \
                    or not self._link(keys[parent][1], x):
                floors[key] = self.keys.depth[key]
                break
            path.append(key)
            key = parent
        floor = floors[key]
        for k in path:
            floors[k] = floor
        return floor


class Ipdom:
    name = Model.IPDOM

    #: Could a lane still execute an invocation's call site with the key its root names?
    #: Set by the judge (oracles.simt.judge.Judge.can_call), which owns token reasoning.
    can_call: Callable[[LaneView, int], bool] = staticmethod(lambda view, root: True)

    def __init__(self, state: State, keys: KeyTable, tables: PointTables) -> None:
        self.state, self.keys, self.tables = state, keys, tables
        self.cfg = tables.cfg
        self.stacks = StackTable()
        self.counts: dict[tuple[int, int, int], int] = {}

    def arrive(self, idx: np.ndarray, src: int, dst: int) -> None:
        st, cfg, stacks = self.state, self.cfg, self.stacks
        stack = st.stack[idx]
        if src >= 0 and cfg.pushes[src]:
            reconv = cfg.ipdom[src]
            stack = map_rows(
                [stack, st.bkey[idx]],
                lambda s, k: stacks.pop_at(stacks.push(s, reconv, k, dst), dst))
        elif np.any(stack):
            stack = map_rows([stack], lambda s: stacks.pop_at(s, dst))
        regs = self.tables.prog.region_regs
        region = cfg.region_entry.get(dst)
        if region is not None:  # an invocation: a root frame that never pops
            roots = st.vals[regs[region][0]][idx].astype(np.int64)
            stack = map_rows([roots], lambda r: stacks.push(0, -1, r, -1))
        region = cfg.post_region.get(dst)
        if region is not None:  # the return: the caller's stack as it was at the call
            stack = st.vals[regs[region][1]][idx].astype(np.int64)
        st.stack[idx] = stack
        if cfg.n_relevant[dst]:
            n = np.empty(idx.shape, dtype=np.int64)
            for k, (slot, s) in enumerate(zip(idx.tolist(), stack.tolist(), strict=True)):
                c = self.counts.get((slot, dst, s), 0)
                n[k] = c
                self.counts[(slot, dst, s)] = c + 1
            st.bkey[idx] = self.keys.intern_rows([stack, n], lambda s, m: ("ib", dst, s, m))
        else:
            st.bkey[idx] = self.keys.intern_each(stack, lambda s: ("ib", dst, s, 0))

    def branch(self, idx: np.ndarray, block: int, term: Term) -> bool:
        """Not compiled for this model: :meth:`Maximal.branch`."""
        return False

    def signature(self, slots: np.ndarray) -> list[np.ndarray]:
        return [self.state.stack[slots]]

    def quick(self, p: int, slots: np.ndarray,
              keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Vectorized :meth:`can_block` for lanes on the key's own stack: (decided, could)."""
        x = self.tables.prog.points[p].block
        same = same_instance(self.state, self.tables, p, slots, keys)
        eq = self.state.stack[slots] == self.keys.field(keys, 2)
        n_ok = (self.keys.field(keys, 3) == 0) | self.cfg.n_relevant[x]
        could = same | (eq & n_ok & self.tables.table("ib", p)[self.state.point[slots]])
        return same | eq, could

    def _root(self, frame: int) -> bool:
        """Is this stack frame an invocation's root (:mod:`oracles.simt.calls`)?"""
        return self.stacks.reconv[frame] == -1 and self.stacks.tag[frame][1] == -1 and (
            self.keys.keys[self.stacks.tag[frame][0]][0] in ROOTS)

    def _returned(self, view: LaneView) -> LaneView | None:
        """The lane as it will stand in its caller once its current invocation returns:
        at the end of the call's block with the saved stack (None: not in the view)."""
        region = self.cfg.block_region[view.block] if self.cfg.block_region else -1
        if region < 0:
            return None
        saved = view.tokens.get(self.tables.prog.region_regs[region][1])
        if saved is None:
            return None
        call = self.cfg.region_call[region]
        return replace(view, block=call, start=len(self.cfg.blocks[call].instructions), bkey=-1,
                       stack=saved)

    def can_block(self, view: LaneView, x: int, j: int, key: int) -> bool:
        """Could this lane still execute instruction ``j`` of ``x`` with key ``("ib", x, S, n)``?

        The lane's future stacks are a prefix of its current stack plus frames of
        branch instances it has yet to execute. Walking at one stack depth (the
        *summary graph*: a pushing block continues at its post-dominator) tells
        where it can be with that exact stack: to get back to a prefix of its stack
        it must pop its upper frames, which happens on arrival at the reconvergence
        block ``R`` of the lowest of them, so from there on it walks at the shorter
        depth. A frame with no post-dominator never pops; a frame whose branch
        instance the lane already left the other way can never be pushed by it.
        """
        keys, cfg, stacks = self.keys.keys, self.cfg, self.stacks
        if view.block == x and view.start <= j and view.bkey == key:
            return True
        _, _, target, n = keys[key]
        mine = view.stack
        if target == mine:
            return cfg.reach_summary(view.block, x) and (n == 0 or cfg.n_relevant[x])
        # the stacks' frames bottom up are ft[0..nt) and fm[0..nm): frame i is the prefix
        # of depth i + 1, found by jumps (a loop pushes a frame per iteration)
        nt, nm = stacks.depth[target], stacks.depth[mine]
        q = stacks.common_depth(target, mine)
        ft0, fm0 = stacks.at_depth(target, 1), stacks.at_depth(mine, 1)
        if q == 0 and nm and self._root(fm0) and not (nt and self._root(ft0)):
            # Inside an invocation, the key in the kernel's own blocks: the lane gets there
            # by returning, with the stack saved at the call (when the view holds it).
            back = self._returned(view)
            if back is not None:
                return self.can_block(back, x, j, key)
            return view.block == x or cfg.reach(view.block, x)
        if q == 0 and nt and self._root(ft0):
            # The key's invocation is yet to start, or (from a region nested in x's)
            # the lane returns into it: its stacks there are not in the view.
            if nm and self._root(fm0) and cfg.nested_in(view.block, x):
                # A lane leaves its invocation only by returning, with the stack saved
                # at its call: judge the key from there (its caller's invocation may be
                # the key's, or it may start the key's by a later call). Without the
                # saved stack in the view, assume it could.
                back = self._returned(view)
                if back is not None:
                    return self.can_block(back, x, j, key)
                return cfg.reach(view.block, x) or self.can_call(view, stacks.tag[ft0][0])
            return self.can_call(view, stacks.tag[ft0][0])
        if stacks.stuck[mine] > q:
            return False  # a frame with no post-dominator never pops
        resume = -1  # the block where the lane is back at depth q, having popped fm[q:]
        fmq = stacks.at_depth(mine, q + 1)
        if q < nm:
            resume = stacks.reconv[fmq]
            if q > 0 and stacks.reconv[stacks.at_depth(mine, q)] == resume:
                return False  # popping fm[q] pops the shared frame below it too
        if q == nt:  # the target is a strict prefix of the lane's stack
            return (x == resume or cfg.reach_summary(resume, x)) and (
                n == 0 or cfg.n_relevant[x])
        branch, succ = stacks.tag[stacks.at_depth(target, q + 1)]
        if q < nm and stacks.tag[fmq][0] == branch:
            return False  # that branch instance was already left the other way
        yb = keys[branch][1]
        if resume >= 0:
            if not (yb == resume or cfg.reach_summary(resume, yb)):
                return False
            if keys[branch][3] and not cfg.n_relevant[yb]:
                return False
        else:
            term = len(cfg.blocks[yb].instructions) - 1
            if not self.can_block(view, yb, term, branch):
                return False
        return succ == x or cfg.reach(succ, x)
