"""The per-lane judgement behind the firing rule, for the cases numpy cannot settle.

"Could this lane still produce an instance of ``U`` with key ``K``?" is answered
on the CFG (values are not tracked), from what the lane has executed so far:

- uncontrolled operations ask the model (:meth:`Maximal.can_block`,
  :meth:`Ipdom.can_block`), which follow the structure of the block key;
- a controlled operation needs the lane to hold the token value ``T`` when it
  reaches ``U``: either it holds ``T`` now and reaches ``U`` without redefining
  the token, or it can still execute the token's definition producing ``T``
  (recursively: an anchor's override or model key, a loop intrinsic's parent
  token and iteration count, the entry token once) and reach ``U`` from there.

A judgement reads only a lane's *signature* (the int columns built by
:meth:`Judge.signature`), so equal signatures share one answer, memoized for the
whole run; the answer is a pure function of the signature, the program and the
append-only key tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice

import numpy as np

from fuzzfarm.vocabulary import Model
from oracles.simt.catalogue import Collective
from oracles.simt.compile import Program
from oracles.simt.keys import rows_met
from oracles.simt.machine import Machine
from oracles.simt.state import LaneView
from oracles.simt.tables import PointTables
from oracles.simt.tokens import AnchorOp, CalleeEntryOp, CallEnterOp, EntryOp, LoopOp


@dataclass
class TokenDef:
    """Where a token register is defined and by what kind of intrinsic."""

    kind: str  # entry, anchor, loop
    block: int
    index: int
    col: int = -1
    parent_reg: int = -1  # loop: the register of its token operand
    name: str = ""


@dataclass(frozen=True)
class Layout:
    """Which lane fields a head's judgement reads: the signature's columns.

    A controlled head reads the registers of its token chain (the token, the parent
    tokens of loop intrinsics), their loop counters and anchor occurrences, the
    model's context only if the chain can reach a model-keyed anchor, and the lane
    and schedule (to consult anchor overrides) only if a loop chain reaches an
    anchor. An uncontrolled head reads the model's context only."""

    model: bool
    regs: tuple[int, ...] = ()
    loops: tuple[int, ...] = ()
    anchors: tuple[int, ...] = ()
    plan: bool = False


class Judge:
    def __init__(self, sim: Machine, tables: PointTables) -> None:
        self.sim, self.tables = sim, tables
        self.reach = tables.reach
        self.memo: dict[tuple, bool] = {}
        # The program's token definitions and call sites: read off the program alone, so
        # found once for every batch of it (PointTables outlives the batches; never edited).
        static = tables.judge_static
        if static is None:
            static = tables.judge_static = _static(sim.prog)
        assert isinstance(static, _Static)
        self.defs = static.defs
        #: Per invocation region: where its call site is and the register of its token
        #: (-1: an uncontrolled call site) (oracles.simt.calls).
        self.calls = static.calls
        #: Per implicit anchor of a callee: its occurrence column and its call sites.
        self.implicit = static.implicit
        self._layouts: dict[int, Layout] = {}
        self._call_layout = self._calls_layout()
        if self.calls:
            sim.model.can_call = self.can_call

    def _calls_layout(self) -> Layout:
        """What judging a call site's instance reads: the model's context and the token
        chains of every controlled call site (a judgement may climb through several)."""
        regs: tuple[int, ...] = ()
        loops: tuple[int, ...] = ()
        anchors: tuple[int, ...] = ()
        for _, _, reg in self.calls.values():
            r, lo, an = self._token_chain(reg)
            regs, loops, anchors = _merged(regs, r), _merged(loops, lo), _merged(anchors, an)
        # The ipdom model returns a lane to its caller's saved stack (Ipdom._returned).
        regs = _merged(regs, tuple(stack for _, stack in self.sim.prog.region_regs.values()))
        # A call site's anchor is always judged here, never by the vectorized path
        # (Prospects._quick_def leaves a callee's entry token to the judge), so the lane's
        # plan is read even without a loop in the chain: without it an override's group
        # is assumed reachable by every lane, and lanes that anchor groups apart in one
        # occurrence of a call site wait on each other forever (mutation inline, seed 65).
        plan = bool(anchors) and self.sim.has_overrides
        if self.implicit and self.sim.has_overrides:  # a grouped root: the lane's plan
            anchors = _merged(anchors, tuple(col for col, _ in self.implicit.values()))
            plan = True
        return Layout(bool(self.calls), regs, loops, anchors, plan)

    def _token_chain(self, reg: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """The registers, loop columns and anchor columns of ``reg``'s token chain (a loop
        intrinsic's parent token, up to an entry or anchor)."""
        regs, loops, anchors = [], [], []
        d, r = self.defs.get(reg), reg
        while d is not None:
            regs.append(r)
            if d.kind == "loop":
                loops.append(d.col)
                r = d.parent_reg
                d = self.defs.get(r)
            else:
                if d.kind == "anchor":
                    anchors.append(d.col)
                d = None
        return tuple(regs), tuple(loops), tuple(anchors)

    def layout(self, head: Collective) -> Layout:
        reg = head.token.reg if head.token is not None else -1
        hit = self._layouts.get(reg)
        if hit is None:
            if reg not in self.defs:
                hit = Layout(model=True)
            else:
                regs, loops, anchors = self._token_chain(reg)
                plan = bool(anchors) and bool(loops) and self.sim.has_overrides
                hit = Layout(bool(anchors), regs, loops, anchors, plan)
            if self.calls:  # with calls, any judgement may climb to a call site's instance
                c = self._call_layout
                hit = Layout(True, _merged(hit.regs, c.regs), _merged(hit.loops, c.loops),
                             _merged(hit.anchors, c.anchors), hit.plan or c.plan)
            self._layouts[reg] = hit
        return hit

    def judge(self, head: Collective, p: int, slots: np.ndarray, keys: np.ndarray) -> np.ndarray:
        """For each (lane, key) pair: could the lane still produce ``U``'s instance ``key``?"""
        layout = self.layout(head)
        # Each distinct row is judged once, in any order: a judgement only reads the
        # tables (the keys, stacks and reach memos it fills are caches of pure answers).
        rows, inv = rows_met(self.signature(slots, layout) + [keys])
        out = np.empty(len(rows), dtype=bool)
        for r, row in enumerate(rows):
            memo_key = (p, *row)
            hit = self.memo.get(memo_key)
            if hit is None:
                hit = self._can(head, p, self._view(row, layout), row[-1])
                self.memo[memo_key] = hit
            out[r] = hit
        return out[inv]

    def signature(self, slots: np.ndarray, layout: Layout) -> list[np.ndarray]:
        """The lane fields ``layout`` names, as int64 columns (see :meth:`_view`)."""
        sim, st = self.sim, self.sim.state
        cols = [st.point[slots], st.bkey[slots]]
        if layout.model:
            cols += sim.model.signature(slots)
        cols += [st.vals[r][slots].astype(np.int64) for r in layout.regs]
        cols += [st.lcnt[slots, c] for c in layout.loops]
        cols += [st.ltok[slots, c] for c in layout.loops]
        cols += [st.occ[slots, c] for c in layout.anchors]
        if layout.plan:
            cols += [st.lane_of[slots], st.sched_of[slots]]
        return cols

    def _view(self, row: tuple[int, ...], layout: Layout) -> LaneView:
        sim = self.sim
        it = iter(row)
        point, bkey = next(it), next(it)
        hkey: tuple[int, ...] = ()
        recency: tuple[int, ...] = ()
        stack = 0
        if layout.model:
            if sim.model.name == Model.IPDOM:
                stack = next(it)
            elif sim.cfg.headers:
                nh = sim.state.hkey.shape[1]
                hkey = tuple(islice(it, nh))
                recency = tuple(islice(it, nh))
        # zip takes from the names first, so it stops without consuming the next field;
        # C-level where comprehensions cost a call per field (a call-expanded kernel's
        # layout has dozens of registers, and thousands of rows are viewed)
        tokens = dict(zip(layout.regs, it, strict=False))
        lcnt = dict(zip(layout.loops, it, strict=False))
        ltok = dict(zip(layout.loops, it, strict=False))
        occ = dict(zip(layout.anchors, it, strict=False))
        lane, sched = (next(it), next(it)) if layout.plan else (-1, 0)
        pt = sim.prog.points[point]
        return LaneView(pt.block, pt.start, bkey, hkey, recency, sim.cfg.headers, stack, tokens,
                        lcnt, ltok, occ, lane, sched)

    # -- the judgement ---------------------------------------------------------------

    def _can(self, head: Collective, p: int, view: LaneView, key: int) -> bool:
        pt = self.sim.prog.points[p]
        if head.token is None or head.token.reg not in self.defs:
            return self.sim.model.can_block(view, pt.block, pt.start, key)
        kt = self.sim.keys.keys[key][2]
        return self._can_use(view, (pt.block, pt.start), self.defs[head.token.reg],
                             head.token.reg, kt)

    def _can_use(self, view: LaneView, pos: tuple[int, int], d: TokenDef, reg: int,
                 kt: int) -> bool:
        """Could the lane reach ``pos`` holding token value ``kt`` in register ``reg``?"""
        if view.tokens.get(reg, 0) == kt:
            return self.reach(view.block, view.start, pos, (d.block, d.index), True)
        return self._can_def(view, d, reg, kt) and self.reach(
            d.block, d.index + 1, pos, (d.block, d.index), True)

    def can_call(self, view: LaneView, root: int) -> bool:
        """Could the lane still start the invocation ``root`` = ``("frame", call key)``:
        execute its call site's instance with that key (oracles.simt.calls)?"""
        keys = self.sim.keys.keys
        if keys[root][0] == "anchor":
            return self._can_group(view, keys[root][1], keys[root][2])
        _, region, sub = keys[keys[root][1]]
        block, index, reg = self.calls[region]
        if reg < 0:  # uncontrolled: the call site's block instance has key ``sub``
            return self.sim.model.can_block(view, block, index, sub)
        d = self.defs.get(reg)
        if d is None:  # a token the judge does not know: any path will do
            return self.reach(view.block, view.start, (block, index), None, True)
        return self._can_use(view, (block, index), d, reg, sub)

    def _can_group(self, view: LaneView, name: str, label: int) -> bool:
        """Could the lane still start an invocation whose implicit anchor ``name`` the
        choices put in group ``label``: a later occurrence planned there, and a path to
        any call site of the callee (the reference's ``_future_group``)?"""
        col, sites = self.implicit[name]
        if view.lane >= 0 and not any(
                lab == label and occ > view.occ.get(col, 0)
                for occ, lab in self.sim.anchor_plan(view.sched, name, view.lane)):
            return False
        return any(self.reach(view.block, view.start, site, None, True) for site in sites)

    def _can_def(self, view: LaneView, d: TokenDef, reg: int, kt: int) -> bool:
        """Could the lane still execute ``d`` producing the token ``kt``?"""
        sim = self.sim
        here = (d.block, d.index)
        if d.kind == "centry":  # ("entry", root): a new invocation
            return view.tokens.get(reg, 0) != kt and self.can_call(view, sim.keys.keys[kt][1])
        if d.kind == "entry":
            return kt == sim.key_entry and view.tokens.get(reg, 0) == 0 and self.reach(
                view.block, view.start, here, None, True)
        if d.kind == "anchor":
            key = sim.keys.keys[kt]
            if key[0] == "anchor":
                if view.lane < 0:  # judged without the anchor plan: assume it could
                    return self.reach(view.block, view.start, here, None, True)
                later = [occ for occ, lab in sim.anchor_plan(view.sched, d.name, view.lane)
                         if lab == key[2] and occ > view.occ.get(d.col, 0)]
                return bool(later) and self.reach(view.block, view.start, here, None, True)
            return sim.model.can_block(view, d.block, d.index, kt)
        _, _, parent_tok, n = sim.keys.keys[kt]
        pd = self.defs.get(d.parent_reg)
        if pd is None:
            return False
        avoid = (pd.block, pd.index)
        again = n == 1 or self.reach(d.block, d.index + 1, here, avoid, False)
        if view.tokens.get(d.parent_reg, 0) == parent_tok:
            cnt = view.lcnt.get(d.col, 0) if view.ltok.get(d.col) == parent_tok else 0
            if n <= cnt or not self.reach(view.block, view.start, here, avoid, True):
                return False
            return n == cnt + 1 or again
        return again and self._can_def(view, pd, d.parent_reg, parent_tok) and self.reach(
            pd.block, pd.index + 1, here, avoid, True)


@dataclass
class _Static:
    """What a :class:`Judge` reads off the program alone (see :func:`_static`)."""

    defs: dict[int, TokenDef]
    calls: dict[int, tuple[int, int, int]]
    implicit: dict[str, tuple[int, list[tuple[int, int]]]]


def _static(prog: Program) -> _Static:
    """The token definitions, the invocation regions' call sites and the callees'
    implicit anchors of ``prog``."""
    out = _Static({}, {}, {})
    for pt in prog.points:
        for op in pt.ops:
            if isinstance(op, EntryOp | AnchorOp | LoopOp | CalleeEntryOp):
                out.defs[op.dst] = _token_def(op, *prog.def_pos[op.dst])
            elif isinstance(op, CallEnterOp):
                block, index = prog.def_pos[op.dst]
                out.calls[op.region] = (block, index, -1 if op.token is None else op.token.reg)
                if op.anchor is not None:
                    out.implicit.setdefault(op.anchor, (op.col, []))[1].append((block, index))
    return out


def _token_def(op: EntryOp | AnchorOp | LoopOp | CalleeEntryOp, block: int, index: int) -> TokenDef:
    if isinstance(op, CalleeEntryOp):
        return TokenDef("centry", block, index, parent_reg=op.root.reg)
    if isinstance(op, EntryOp):
        return TokenDef("entry", block, index)
    if isinstance(op, AnchorOp):
        return TokenDef("anchor", block, index, col=op.col, name=op.name)
    return TokenDef("loop", block, index, col=op.col, parent_reg=op.token.reg)


def _merged(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return a + tuple(x for x in b if x not in a)
