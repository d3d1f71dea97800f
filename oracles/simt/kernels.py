"""The scheduler's per-step bookkeeping, compiled (numba, nopython).

Every step of :class:`oracles.simt.scheduler.Simulator` scans the slots for the
lowest-ranked runnable point, collects the slots standing there, numbers the
waiting groups at a convergent head and accounts the executed steps. As numpy
expressions these were some twenty calls of a few microseconds each over arrays
of a few hundred slots, a fixed cost per step whatever the batch holds; each
function here is one call that loops over the slots once. They compute exactly
what the numpy expressions did (the same slots, in ascending order; the same
group numbers, in (schedule, key) order), so no result depends on them.

Compiled once per machine: ``cache=True`` keeps the machine code next to this
file (``__pycache__``), so later processes (campaign workers, CI) load it instead
of compiling again.
"""

from __future__ import annotations

import numpy as np
from numba import njit

# The loops call no helper per slot: numba compiled a helper predicate, even one marked
# ``inline="always"``, into code some fifty times slower per slot.


@njit(cache=True, nogil=True)
def slots_at(point: np.ndarray, frozen: np.ndarray, alive: np.ndarray, blocked: np.ndarray,
             p: int, unblocked: bool) -> np.ndarray:
    """The slots at point ``p`` of live schedules and within their step budget, ascending;
    ``unblocked``: only those not blocked at a head (else a head rechecks them all)."""
    count = 0
    for s in range(point.size):
        if point[s] != p or not alive[s] or frozen[s] or (unblocked and blocked[s]):
            continue
        count += 1
    idx = np.empty(count, dtype=np.int64)
    k = 0
    for s in range(point.size):
        if point[s] != p or not alive[s] or frozen[s] or (unblocked and blocked[s]):
            continue
        idx[k] = s
        k += 1
    return idx


@njit(cache=True, nogil=True)
def pick(point: np.ndarray, blocked: np.ndarray, frozen: np.ndarray, alive: np.ndarray,
         rank: np.ndarray, point_at_rank: np.ndarray, width: int,
         running: np.ndarray) -> tuple[int, np.ndarray]:
    """The runnable point of lowest rank and its runnable slots, ascending; (-1, none)
    when no slot can run. A slot is runnable when it is live (not returned), not blocked
    at a head, within its step budget and its schedule has not ended. ``running[b]`` is
    set to whether schedule ``b`` has a runnable slot (the stall check reads it)."""
    idle = rank[rank.size - 1]  # DONE's rank: no point has it
    lowest = idle
    running[:] = False
    for s in range(point.size):
        q = point[s]
        if q < 0 or blocked[s] or frozen[s] or not alive[s]:
            continue
        running[s // width] = True
        if rank[q] < lowest:
            lowest = rank[q]
    if lowest == idle:
        return -1, np.empty(0, dtype=np.int64)
    p = point_at_rank[lowest]
    return p, slots_at(point, frozen, alive, blocked, p, True)


@njit(cache=True, nogil=True)
def account(idx: np.ndarray, steps: np.ndarray, nsteps: int, rechecked: np.ndarray,
            width: int) -> None:
    """Slots ``idx`` executed a point of ``nsteps`` steps: count them, and their schedules
    made progress (a stall is looked for anew)."""
    for s in idx:
        steps[s] += nsteps
        rechecked[s // width] = False


@njit(cache=True, nogil=True)
def groups(idx: np.ndarray, gkey: np.ndarray, point: np.ndarray, width: int, nsched: int,
           reach: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The waiting groups of slots ``idx`` (ascending) with keys ``gkey`` at a head, and
    which lanes could still join them (the firing rule's cheap part,
    :meth:`oracles.simt.prospects.Prospects.fireable`).

    A group is one schedule's slots with one key, numbered in (schedule, key) order. A
    group holding every live lane (not returned) of its schedule is complete. For the
    others, every live lane of the schedule outside the group whose point can reach the
    head (``reach``, a bool per point, False for DONE) is a candidate: the group is
    complete when it has none, and decided by judging its candidates otherwise. Returns
    each slot's group number, each group's key, whether it is complete without a
    candidate, and the candidate (group, slot) pairs, by group and then slot."""
    n = idx.size
    gid = np.empty(n, dtype=np.int64)
    gsched = np.empty(n, dtype=np.int64)
    gkeys = np.empty(n, dtype=np.int64)
    ng = 0
    i = 0
    while i < n:  # one schedule's slots at a time: their keys, sorted, number the groups
        b = idx[i] // width
        j = i
        while j < n:
            if idx[j] // width != b:
                break
            j += 1
        # gkeys[ng:ng + m]: the segment's distinct keys in ascending order (insertion
        # sort: a segment holds at most a wave's lanes, with a few keys among them)
        m = 0
        for t in range(i, j):
            key = gkey[t]
            pos = 0
            while pos < m and gkeys[ng + pos] < key:
                pos += 1
            if pos < m and gkeys[ng + pos] == key:
                continue
            for q in range(m, pos, -1):
                gkeys[ng + q] = gkeys[ng + q - 1]
            gkeys[ng + pos] = key
            m += 1
        for t in range(i, j):
            pos = 0
            while gkeys[ng + pos] != gkey[t]:
                pos += 1
            gid[t] = ng + pos
        gsched[ng:ng + m] = b
        ng += m
        i = j
    size = np.zeros(ng, dtype=np.int64)
    for i in range(n):
        size[gid[i]] += 1
    live = np.zeros(nsched, dtype=np.int64)
    for s in range(point.size):
        if point[s] >= 0:
            live[s // width] += 1
    member = np.full(point.size, -1, dtype=np.int64)
    member[idx] = gid
    complete = np.empty(ng, dtype=np.bool_)
    pairs = 0
    for g in range(ng):
        complete[g] = True
        if size[g] == live[gsched[g]]:
            continue
        for s in range(gsched[g] * width, (gsched[g] + 1) * width):
            if point[s] >= 0 and member[s] != g and reach[point[s]]:
                complete[g] = False
                pairs += 1
    cand_group = np.empty(pairs, dtype=np.int64)
    cand_slot = np.empty(pairs, dtype=np.int64)
    k = 0
    for g in range(ng):
        if complete[g]:
            continue
        for s in range(gsched[g] * width, (gsched[g] + 1) * width):
            if point[s] >= 0 and member[s] != g and reach[point[s]]:
                cand_group[k] = g
                cand_slot[k] = s
                k += 1
    return gid, gkeys[:ng].copy(), complete, cand_group, cand_slot


@njit(cache=True, nogil=True)
def distinct(values: np.ndarray, ascending: bool) -> tuple[np.ndarray, np.ndarray]:
    """The distinct ``values`` and each value's index among them: in ascending order, or
    else in order of first appearance (the order decides which ids new keys get, see
    :func:`oracles.simt.keys.map_rows`)."""
    if ascending:  # numba's np.unique builds lists: sort and compact instead
        ordered = np.sort(values)
        m = 0
        for i in range(ordered.size):
            if m == 0 or ordered[i] != ordered[m - 1]:
                ordered[m] = ordered[i]
                m += 1
        uniq = ordered[:m].copy()
        return uniq, np.searchsorted(uniq, values)
    seen = np.empty(values.size, dtype=np.int64)
    inv = np.empty(values.size, dtype=np.int64)
    m = 0
    for i in range(values.size):
        k = 0
        while k < m and seen[k] != values[i]:
            k += 1
        if k == m:
            seen[m] = values[i]
            m += 1
        inv[i] = k
    return seen[:m].copy(), inv


@njit(cache=True, nogil=True)
def tabled(table: np.ndarray, values: np.ndarray) -> np.ndarray:
    """``table[v + 1]`` for each value ``v``, -1 where it is outside the table (a key
    family's column, :meth:`oracles.simt.keys.KeyTable.intern_column`)."""
    ids = np.full(values.size, -1, dtype=np.int64)
    for i in range(values.size):
        v = values[i]
        if v >= -1 and v + 1 < table.size:
            ids[i] = table[v + 1]
    return ids


@njit(cache=True, nogil=True)
def cyclic(slots: np.ndarray, keys: np.ndarray, steps: np.ndarray, chosen: np.ndarray,
           width: int, nslots: int) -> np.ndarray:
    """Per schedule, whether its token-converged instances close a cycle
    (:func:`oracles.simt.legality.cyclic_schedules`): ``slots``, ``keys`` and ``steps``
    are the log's instances in step order, ``chosen`` the schedules judged.

    Each lane's consecutive instances give an edge (one pass with each slot's last
    instance, no sort); each judged schedule's nodes are its keys, numbered through one
    scratch column reset after it. A schedule whose every edge leads from a node first
    logged earlier to one first logged later has no cycle; the others are peeled
    (Kahn's algorithm), and a node left means a cycle."""
    nsched = chosen.size
    out = np.zeros(nsched, dtype=np.bool_)
    n = slots.size
    last = np.full(nslots, -1, dtype=np.int64)
    eb = np.empty(n, dtype=np.int64)
    eu = np.empty(n, dtype=np.int64)
    ev = np.empty(n, dtype=np.int64)
    ne = 0
    for i in range(n):
        s = slots[i]
        j = last[s]
        last[s] = i
        if j >= 0 and chosen[s // width]:
            eb[ne] = s // width
            eu[ne] = j
            ev[ne] = i
            ne += 1
    if ne == 0:
        return out
    kmin = keys[eu[0]]
    kmax = kmin
    for e in range(ne):
        for i in (eu[e], ev[e]):
            if keys[i] < kmin:
                kmin = keys[i]
            if keys[i] > kmax:
                kmax = keys[i]
    # the edges by schedule (counting sort, each schedule's in log order)
    start = np.zeros(nsched + 1, dtype=np.int64)
    for e in range(ne):
        start[eb[e] + 1] += 1
    for b in range(nsched):
        start[b + 1] += start[b]
    fill = start[:nsched].copy()
    by = np.empty(ne, dtype=np.int64)
    for e in range(ne):
        by[fill[eb[e]]] = e
        fill[eb[e]] += 1
    local = np.full(kmax - kmin + 1, -1, dtype=np.int64)
    first = np.empty(2 * ne, dtype=np.int64)
    used = np.empty(2 * ne, dtype=np.int64)
    src = np.empty(ne, dtype=np.int64)
    dst = np.empty(ne, dtype=np.int64)
    for b in range(nsched):
        lo, hi = start[b], start[b + 1]
        if lo == hi:
            continue
        m = 0
        for t in range(lo, hi):
            e = by[t]
            for end in range(2):
                i = eu[e] if end == 0 else ev[e]
                k = keys[i] - kmin
                node = local[k]
                if node < 0:
                    node = local[k] = m
                    used[m] = k
                    first[m] = steps[i]
                    m += 1
                elif steps[i] < first[node]:
                    first[node] = steps[i]
                if end == 0:
                    src[t - lo] = node
                else:
                    dst[t - lo] = node
        for q in range(m):
            local[used[q]] = -1
        suspect = False
        for t in range(hi - lo):
            if first[src[t]] >= first[dst[t]]:
                suspect = True
                break
        if not suspect:
            continue
        indeg = np.zeros(m, dtype=np.int64)
        outs = np.zeros(m + 1, dtype=np.int64)
        for t in range(hi - lo):
            indeg[dst[t]] += 1
            outs[src[t] + 1] += 1
        for q in range(m):
            outs[q + 1] += outs[q]
        at = outs[:m].copy()
        adj = np.empty(hi - lo, dtype=np.int64)
        for t in range(hi - lo):
            adj[at[src[t]]] = dst[t]
            at[src[t]] += 1
        stack = np.empty(m, dtype=np.int64)
        top = 0
        for q in range(m):
            if indeg[q] == 0:
                stack[top] = q
                top += 1
        peeled = 0
        while top > 0:
            top -= 1
            q = stack[top]
            peeled += 1
            for t in range(outs[q], outs[q + 1]):
                indeg[adj[t]] -= 1
                if indeg[adj[t]] == 0:
                    stack[top] = adj[t]
                    top += 1
        out[b] = peeled < m
    return out


@njit(cache=True, nogil=True)
def column_hits(table: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, int]:
    """:func:`tabled`'s ids and how many values it did not find: the common lookup of
    :meth:`oracles.simt.keys.KeyTable.intern_column`, every key made before, costs one
    array and an int to return where :func:`column_missing` boxes three arrays (half the
    time of a call, which is mostly the call)."""
    ids = tabled(table, values)
    misses = 0
    for i in range(ids.size):
        if ids[i] < 0:
            misses += 1
    return ids, misses


@njit(cache=True, nogil=True)
def maximal_context(hkey: np.ndarray, htime: np.ndarray, slots: np.ndarray, cols: np.ndarray,
                    table: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """The maximal model's arrival at a block inside cycles
    (:meth:`oracles.simt.models.Maximal.arrive`): each slot's context, the key of its
    latest instance of a header around the block (``cols``: their columns; the first of
    equal times, as ``np.argmax`` picks it), and that context's key in the block's
    ``("mb", block, context)`` family as :func:`column_hits` finds it in ``table``
    (-1: not made yet), with how many were not found. One pass where numpy took an
    argmax over a gathered matrix, a gather and the table's own call."""
    n = slots.size
    context = np.empty(n, dtype=np.int64)
    ids = np.empty(n, dtype=np.int64)
    misses = 0
    for i in range(n):
        s = slots[i]
        best = cols[0]
        latest = htime[s, best]
        for c in range(1, cols.size):
            if htime[s, cols[c]] > latest:
                best = cols[c]
                latest = htime[s, best]
        v = hkey[s, best]
        context[i] = v
        ids[i] = table[v + 1] if v >= -1 and v + 1 < table.size else -1
        if ids[i] < 0:
            misses += 1
    return context, ids, misses


@njit(cache=True, nogil=True)
def column_missing(table: np.ndarray, values: np.ndarray,
                   ascending: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A key family's lookup (:meth:`oracles.simt.keys.KeyTable.intern_column`): the ids
    :func:`tabled` finds (-1: missing), the distinct missing values as :func:`distinct`
    orders them, and each value's index among those (-1 where found)."""
    ids = tabled(table, values)
    misses = 0
    for i in range(ids.size):
        if ids[i] < 0:
            misses += 1
    inv = np.full(ids.size, -1, dtype=np.int64)
    if misses == 0:
        return ids, values[:0].copy(), inv
    at = np.empty(misses, dtype=np.int64)
    k = 0
    for i in range(ids.size):
        if ids[i] < 0:
            at[k] = i
            k += 1
    new, which = distinct(values[at], ascending)
    inv[at] = which
    return ids, new, inv


@njit(cache=True, nogil=True)
def column_settle(table: np.ndarray, ids: np.ndarray, inv: np.ndarray, new: np.ndarray,
                  made: np.ndarray, limit: int) -> tuple[np.ndarray, bool]:
    """Give the missing values of a :func:`column_missing` lookup their new ids ``made``
    (one per value of ``new``), and table those from -1 up to ``limit`` (exclusive); the
    table, grown (True) to at least twice its size and 64 entries where it was short."""
    for i in range(ids.size):
        if inv[i] >= 0:
            ids[i] = made[inv[i]]
    need = 0
    for j in range(new.size):
        if -1 <= new[j] < limit and new[j] + 2 > need:
            need = new[j] + 2
    if need == 0:
        return table, False
    grew = table.size < need
    if grew:
        grown = np.full(max(need, 2 * table.size, 64), -1, dtype=np.int64)
        grown[:table.size] = table
        table = grown
    for j in range(new.size):
        if -1 <= new[j] < limit:
            table[new[j] + 1] = made[j]
    return table, grew


@njit(cache=True, nogil=True)
def maximal_arrive(hkey: np.ndarray, htime: np.ndarray, slots: np.ndarray, cols: np.ndarray,
                   table: np.ndarray, ascending: bool, first: int, limit: int,
                   parent: np.ndarray, field2: np.ndarray, depth: np.ndarray,
                   jump: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool, bool]:
    """The maximal model's arrival at a block inside cycles with its new keys made here
    (:meth:`oracles.simt.keys.KeyTable.arrive_maximal`): each slot's context as
    :func:`maximal_context` finds it, the block key of each (the family ``table``'s, or a
    new one), the distinct new contexts in :func:`distinct`'s order (``ascending`` as
    :meth:`~oracles.simt.keys.KeyTable.intern_missing` asks it), the table (grown: True
    where it was replaced) and whether the call declined (a new context outside the
    table's range, from ``limit`` up: nothing was written, the caller interns in Python).

    New keys get ids ``first``, ``first + 1``, ... in that order, exactly the ids the
    tuple-by-tuple interning gives them; their ``parent`` and component-2 columns are the
    context and their ``depth`` and ``jump`` what :meth:`KeyTable._link` computes (the
    columns hold room for them: the caller grew them). One call where a loop's next
    iteration took three compiled calls and a Python interning per key."""
    context, ids, misses = maximal_context(hkey, htime, slots, cols, table)
    if misses == 0:
        return ids, context[:0].copy(), table, False, False
    return intern_contexts(table, context, ascending, first, limit, parent, field2, depth, jump)


@njit(cache=True, nogil=True)
def intern_contexts(table: np.ndarray, context: np.ndarray, ascending: bool, first: int,
                    limit: int, parent: np.ndarray, field2: np.ndarray, depth: np.ndarray,
                    jump: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool, bool]:
    """:func:`maximal_arrive` once the contexts are known, some of whose keys are new."""
    ids, new, inv = column_missing(table, context, ascending)
    for j in range(new.size):
        if not -1 <= new[j] < limit:
            return ids, context, table, False, True
    made = np.arange(first, first + new.size)
    for j in range(new.size):
        key = first + j
        x = new[j]
        parent[key] = x
        field2[key] = x
        if x < 0 or x >= key or depth[x] < 0:
            depth[key] = 0
            jump[key] = -1
        else:
            depth[key] = depth[x] + 1
            # Myers' skew-binary jump pointer (oracles.simt.keys._skew_jump)
            jx = jump[x] if jump[x] >= 0 else x
            jj = jump[jx] if jump[jx] >= 0 else jx
            jump[key] = jj if depth[x] - depth[jx] == depth[jx] - depth[jj] else x
    table, grew = column_settle(table, ids, inv, new, made, limit)
    return ids, new, table, grew, False


@njit(cache=True, nogil=True)
def _moved(slots: np.ndarray, vals: np.ndarray, pois: np.ndarray, pdst: np.ndarray,
           psrc: np.ndarray, pval: np.ndarray, ppois: np.ndarray, p0: int, p1: int,
           cols: np.ndarray, hcol: int, target: int, table: np.ndarray, small: int, first: int,
           limit: int, parent: np.ndarray, field2: np.ndarray, depth: np.ndarray,
           jump: np.ndarray, hkey: np.ndarray, htime: np.ndarray, tick: int, point: np.ndarray,
           bkey: np.ndarray) -> tuple[np.ndarray, np.ndarray, bool, int]:
    """One edge of :func:`branch_move` for ``slots`` (not empty): its phi copies ``p0`` to
    ``p1`` (every operand read before any is written), the maximal model's arrival, the
    target point. (new contexts, family table, grown, tick)."""
    n = slots.size
    k = p1 - p0
    if k:
        tv = np.empty((k, n), dtype=np.uint64)
        tp = np.empty((k, n), dtype=np.bool_)
        for c in range(k):
            src = psrc[p0 + c]
            for i in range(n):
                if src >= 0:
                    tv[c, i] = vals[src, slots[i]]
                    tp[c, i] = pois[src, slots[i]]
                else:
                    tv[c, i] = pval[p0 + c]
                    tp[c, i] = ppois[p0 + c]
        for c in range(k):
            dst = pdst[p0 + c]
            for i in range(n):
                vals[dst, slots[i]] = tv[c, i]
                pois[dst, slots[i]] = tp[c, i]
    if cols.size:
        ids, new, table, grew, _ = maximal_arrive(hkey, htime, slots, cols, table, n > small,
                                                  first, limit, parent, field2, depth, jump)
    else:  # outside every cycle: the one key ("mb", block, -1)
        context = np.full(n, -1, dtype=np.int64)
        ids, misses = column_hits(table, context)
        new, grew = context[:0].copy(), False
        if misses:
            ids, new, table, grew, _ = intern_contexts(table, context, n > small, first, limit,
                                                       parent, field2, depth, jump)
    if hcol >= 0:
        tick += 1
    for i in range(n):
        s = slots[i]
        bkey[s] = ids[i]
        point[s] = target
        if hcol >= 0:
            hkey[s, hcol] = ids[i]
            htime[s, hcol] = tick
    return new, table, grew, tick


@njit(cache=True, nogil=True)
def branch_move(block: int, idx: np.ndarray, vals: np.ndarray, pois: np.ndarray,
                cond: np.ndarray, cond_value: np.ndarray, edges: np.ndarray, phi_at: np.ndarray,
                pdst: np.ndarray, psrc: np.ndarray, pval: np.ndarray, ppois: np.ndarray,
                col_at: np.ndarray, cols: np.ndarray, table0: np.ndarray, table1: np.ndarray,
                small: int, first: int, limit: int, parent: np.ndarray, field2: np.ndarray,
                depth: np.ndarray, jump: np.ndarray, hkey: np.ndarray, htime: np.ndarray,
                tick: int, point: np.ndarray, bkey: np.ndarray
                ) -> tuple[bool, np.ndarray, np.ndarray, bool, np.ndarray, np.ndarray, bool, int]:
    """The ``br`` or ``cbr`` ending ``block`` under the maximal model for slots ``idx``, as
    :meth:`oracles.simt.scheduler.Simulator._terminate` does it in Python, from the
    program's move tables (:class:`oracles.simt.models.MoveTables`): ``cond[block]`` its
    condition register (-1: the constant ``cond_value[block]`` = (value, poison); a
    ``br`` has none and one edge), ``edges[block, e]`` = (target block, its first point,
    its header column or -1) of each edge (-1: no second edge), ``phi_at[block, e]`` the
    range of its copies in the flat ``pdst``/``psrc`` (-1: the constant ``pval``,
    ``ppois``), ``col_at[b]`` the range of block ``b``'s header columns in ``cols``, and
    ``table0``/``table1`` the edges' key family tables. The taken edge first, then the
    other, as the Python does (so new keys get the same ids in the same order).

    Returns (declined, new contexts and family table and grown of each edge, tick);
    declined (nothing written: a poison condition, which is UB, or key ids near the
    family tables' ``limit``) leaves the step to the Python."""
    empty = idx[:0].copy()
    n = idx.size
    if first + n >= limit:
        return True, empty, table0, False, empty, table1, False, tick
    if edges[block, 1, 0] >= 0:
        taken = np.empty(n, dtype=np.bool_)
        reg = cond[block]
        for i in range(n):
            if reg >= 0:
                if pois[reg, idx[i]]:
                    return True, empty, table0, False, empty, table1, False, tick
                taken[i] = vals[reg, idx[i]] != 0
            else:
                if cond_value[block, 1] != 0:
                    return True, empty, table0, False, empty, table1, False, tick
                taken[i] = cond_value[block, 0] != 0
        side0, side1 = idx[taken], idx[~taken]
    else:
        side0, side1 = idx, empty
    new0, new1, grew0, grew1 = empty, empty, False, False
    if side0.size:
        x = edges[block, 0, 0]
        new0, table0, grew0, tick = _moved(
            side0, vals, pois, pdst, psrc, pval, ppois, phi_at[block, 0, 0], phi_at[block, 0, 1],
            cols[col_at[x]:col_at[x + 1]], edges[block, 0, 2], edges[block, 0, 1], table0, small,
            first, limit, parent, field2, depth, jump, hkey, htime, tick, point, bkey)
    if side1.size:
        x = edges[block, 1, 0]
        new1, table1, grew1, tick = _moved(
            side1, vals, pois, pdst, psrc, pval, ppois, phi_at[block, 1, 0], phi_at[block, 1, 1],
            cols[col_at[x]:col_at[x + 1]], edges[block, 1, 2], edges[block, 1, 1], table1, small,
            first + new0.size, limit, parent, field2, depth, jump, hkey, htime, tick, point, bkey)
    return False, new0, table0, grew0, new1, table1, grew1, tick
