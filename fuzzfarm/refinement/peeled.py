"""*before* with the first iterations of its loops around irreducible cycles peeled.

An optimizer that fully unrolls a loop (or peels iterations of it) copies the
irreducible cycles the loop holds, one copy per iteration, and an implementation
compiling the copies builds the cycle hierarchy of the code it compiles: each copy's
header is then chosen on its own (seed 003, "Cycles": a cycle's header is where the
DFS of the CFG enters it first; "Maximal Convergence": "Each cycle hierarchy for the
same CFG results in a different maximal converged-with relation"). *before* has one
header for every iteration of the original. :func:`peeled` gives the oracles a program
that holds the copies too: the loop's first iterations, each a copy of its body placed
before the loop, which still runs the iterations after them.

Why that program's behaviours count as *before*'s (oracles/SEMANTICS.md, "A copied
irreducible cycle", states the argument in full):

- Peeling keeps every communicating set when every copy of a cycle is given the
  original's header. The k-th copy holds exactly the instances of the k-th iteration,
  for every thread; under seed 003's maximal converged-with relation, two instances
  in the loop are converged only if they are in the same iteration (the loop's
  header instances before them differ otherwise), and within an iteration the
  relation reads the headers of the cycles inside the loop and, through the loop
  header's instance, the context the loop was entered in. The copy reads the same
  cycles' copies and the same context, so the same pairs converge. Seed 000 ("Loop
  Unrolling") allows unrolling without a remainder and full unrolling, where each
  copy is one fixed iteration; what it forbids, a remainder, puts one iteration of
  two threads in two copies, which peeling never does.
- What peeling adds is the copies' own header choices, and those are the
  implementation's: seed 003, after the m-converged static instances, notes that
  "generic transforms such as SimplifyCFG, CSE, and loop transforms commonly change
  the program in ways that change the maximal converged-with relations" ("Uniformity
  has to be recomputed after such transforms"): the hierarchy is the one of the code
  compiled. So every behaviour of the peeled program, under every hierarchy, is a
  behaviour of an implementation of *before*: a match with one of them is a match.

A difference from all of them decides nothing (an implementation may transform
*before* in other ways), so the check uses this program only to pass.

Only loops the argument covers are peeled: a reducible cycle (one entry, its header)
all of whose enclosing cycles are reducible, that is the innermost such loop around an
irreducible cycle holding a convergent operation or a call, in a function with no
convergence token (a heart or an anchor would be copied too: seed 000 says how its
copies group, not this module). A copy's blocks and values are named ``.peel<k>``
after the original's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import replace

from fuzzfarm.analysis.cycles import Cycle, compute_cycles
from fuzzfarm.analysis.hierarchies import behaviour_hierarchies, is_live
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function, Instruction, Module, Poison, Value
from fuzzfarm.ir.types import TokenType
from fuzzfarm.schedule import Schedule
from fuzzfarm.transforms.edit import Names, add_incoming, clone_blocks, retarget
from fuzzfarm.vocabulary import Model
from oracles.reference import run
from oracles.reference.record import ExecutionRecord
from oracles.reference.taken import walks

#: Iterations peeled from one loop at most.
MAX_PEEL = 8
#: Base runs (one per cycle hierarchy of *before*) :func:`base_records` makes at most.
RUNS = 8


def copyable(fn: Function) -> bool:
    """May ``fn``'s loops be peeled at all? Not when it uses convergence tokens (a heart or
    an anchor would be copied too: seed 000 says how its copies group, not this module)."""
    return not any(isinstance(i.type, TokenType) for i in fn.instructions())


def reducible_loops(fn: Function) -> list[Cycle]:
    """Every reducible cycle of ``fn`` (one entry, its header: a copy of an iteration is
    entered where the loop was), innermost first, the order :func:`peeled` peels a nest in
    so that an outer loop's copies hold its inner loops' copies; none unless
    :func:`copyable`."""
    if not copyable(fn):
        return []
    return sorted((c for c in compute_cycles(fn).all_cycles() if c.is_reducible),
                  key=lambda c: -c.depth)


def peel_candidates(fn: Function) -> list[Cycle]:
    """The loops of ``fn`` the copied-cycle check peels (module docstring): for each
    irreducible cycle holding a live instruction, the innermost reducible cycle around it
    whose enclosing cycles are all reducible; none unless :func:`copyable`."""
    if not copyable(fn):
        return []
    info = compute_cycles(fn)
    out: list[Cycle] = []
    for c in info.all_cycles():
        if c.is_reducible or not any(is_live(i, fn) for b in c.blocks for i in b.instructions):
            continue
        loop = c.parent
        while loop is not None and not loop.is_reducible:
            loop = loop.parent
        if loop is None or not reducible_above(loop) or any(loop is o for o in out):
            continue
        out.append(loop)
    return out


def reducible_above(loop: Cycle) -> bool:
    """Whether every cycle around ``loop`` is reducible (its iterations are then fixed
    stretches of a thread's path under every hierarchy)."""
    c = loop.parent
    while c is not None:
        if not c.is_reducible:
            return False
        c = c.parent
    return True


def peeled(kernel: Function, iterations: Mapping[str, Mapping[str, int]],
           candidates: Callable[[Function], list[Cycle]] = peel_candidates) -> Function | None:
    """The kernel of a copy of ``kernel``'s module in which the loops of ``candidates``
    (by default :func:`peel_candidates`) have their first iterations peeled:
    ``iterations[f][h]`` of the loop headed by block ``h`` of function ``f`` (at most
    :data:`MAX_PEEL`; loops not named, or named with none, are left as they are). None
    when no loop is peeled."""
    old = kernel.module
    module = None if old is None else Module(
        triple=old.triple, datalayout=old.datalayout, globals=dict(old.globals),
        named_metadata=old.named_metadata)
    copies: dict[str, Function] = {}
    for fn in reachable_functions(kernel):
        copy = fn.clone()
        if module is not None:
            module.add(copy)
        copies[fn.name] = copy
    if module is not None and old is not None:
        for name, fn in old.functions.items():
            if fn.is_declaration:
                module.functions[name] = fn
    done = 0
    for name, fn in copies.items():
        wanted = {h: min(MAX_PEEL, n) for h, n in iterations.get(name, {}).items() if n >= 1}
        while True:
            # the loops found again after each peel: one around another gained blocks
            loop = next((c for c in candidates(fn) if c.header.name in wanted), None)
            if loop is None:
                break
            if not peel(fn, loop, wanted.pop(loop.header.name)):
                return None
            done += 1
    return copies[kernel.name] if done else None


def peel(fn: Function, loop: Cycle, k: int) -> bool:
    """Place copies of ``loop``'s first ``k`` iterations before it, in place; False
    when a value read after the loop was found defined on no way there (``fn`` is then
    no longer a copy of the original: dropped).

    Copy 0 is entered where the loop was; copy j's back edges enter copy j+1, the last
    copy's the loop, whose header now comes only from that copy and its own latches.
    Every exit of a copy leaves to the same block as the original's, whose phis get the
    copy's values; a loop value read after the loop is merged from the copies that may
    have run last (:func:`_merge_uses_after`)."""
    names = Names(fn)
    header = loop.header
    body = [b for b in fn.blocks if b in loop.blocks]
    preds = fn.predecessors()
    outside = [p for p in preds[header] if p not in loop.blocks]
    latches = [p for p in preds[header] if p in loop.blocks]
    phis = {p: dict(zip(p.blocks, p.operands, strict=True)) for p in header.phis}
    made: list[tuple[dict[Block, Block], dict[Value, Value]]] = []
    for j in range(k):
        vmap: dict[Value, Value] = {}
        made.append((clone_blocks(fn, body, vmap, names, f".peel{j}"), vmap))
    for j, (bmap, vmap) in enumerate(made):
        for p, came in phis.items():
            copy = vmap[p]
            assert isinstance(copy, Instruction)
            if j == 0:
                copy.blocks, copy.operands = list(outside), [came[o] for o in outside]
            else:
                last_b, last_v = made[j - 1]
                copy.blocks = [last_b[x] for x in latches]
                copy.operands = [last_v.get(came[x], came[x]) for x in latches]
        following = made[j + 1][0][header] if j + 1 < k else header
        for x in latches:
            retarget(bmap[x], bmap[header], following)
    last_b, last_v = made[-1]
    for p, came in phis.items():
        p.blocks = [last_b[x] for x in latches] + list(latches)
        p.operands = [last_v.get(came[x], came[x]) for x in latches] + [came[x] for x in latches]
    for o in outside:
        retarget(o, header, made[0][0][header])
    _exit_phis(fn, loop, made)
    return _merge_uses_after(fn, loop, made, names)


def _exit_phis(fn: Function, loop: Cycle,
               made: list[tuple[dict[Block, Block], dict[Value, Value]]]) -> None:
    """A phi after the loop that receives a value from a loop block receives the
    copy's value from each copy of that block."""
    copied = {c for bmap, _ in made for c in bmap.values()}
    for b in fn.blocks:
        if b in loop.blocks or b in copied:
            continue
        for phi in b.phis:
            entries = [(v, x) for v, x in zip(phi.operands, phi.blocks, strict=True)
                       if x in loop.blocks]
            for bmap, vmap in made:
                for v, x in entries:
                    add_incoming(phi, vmap.get(v, v), bmap[x])


def _merge_uses_after(fn: Function, loop: Cycle,
                      made: list[tuple[dict[Block, Block], dict[Value, Value]]],
                      names: Names) -> bool:
    """Every read of a loop value outside the loop and its copies, other than the exit
    phis :func:`_exit_phis` filled, reads the version of the copy (or the loop) that
    defined it last on the way there: new phis where versions meet (the SSA
    construction of Braun et al., "Simple and Efficient Construction of Static Single
    Assignment Form", for one value at a time). False if some read found no version
    (which a read dominated by its definition, as SSA has it, never does)."""
    copied = {c for bmap, _ in made for c in bmap.values()}
    inside = loop.blocks | copied
    preds = fn.predecessors()
    for value in [i for b in fn.blocks if b in loop.blocks for i in b.instructions]:
        defs: dict[Block, Value] = {value.parent: value} if value.parent else {}
        for _, vmap in made:
            version = vmap[value]
            assert isinstance(version, Instruction) and version.parent is not None
            defs[version.parent] = version
        reader = _Reader(fn, value, defs, preds, names)
        for b in fn.blocks:
            if b in inside:
                continue
            for inst in b.instructions:
                if inst in reader.made:
                    continue
                if inst.opcode == "phi":  # entries from the loop and copies: _exit_phis'
                    inst.operands = [reader.at_end(x) if v is value and x not in inside else v
                                     for v, x in zip(inst.operands, inst.blocks, strict=True)]
                elif any(v is value for v in inst.all_operands()):
                    inst.replace_uses(value, reader.at_start(b))
        reader.simplify()
        if reader.lost:
            return False
    return True


class _Reader:
    """The reaching version of one loop value at a block's start or end, with the phis it
    placed (:func:`_merge_uses_after`)."""

    def __init__(self, fn: Function, value: Instruction, defs: dict[Block, Value],
                 preds: dict[Block, list[Block]], names: Names) -> None:
        self.fn, self.value, self.defs, self.preds, self.names = fn, value, defs, preds, names
        self.start: dict[Block, Value] = {}
        self.made: list[Instruction] = []
        self.lost = False  # a way from the entry on which no version is defined

    def at_end(self, block: Block) -> Value:
        return self.defs[block] if block in self.defs else self.at_start(block)

    def at_start(self, block: Block) -> Value:
        if block in self.start:
            return self.start[block]
        preds = self.preds[block]
        if len(preds) == 1:
            found = self.at_end(preds[0])
        elif not preds:
            self.lost = True
            found = Poison(self.value.type)
        else:
            phi = Instruction("phi", self.value.type, [],
                              self.names.value((self.value.name or "v") + ".peeled"))
            block.insert(0, phi)
            self.made.append(phi)
            self.start[block] = phi
            for p in preds:
                add_incoming(phi, self.at_end(p), p)
            found = phi
        self.start[block] = found
        return found

    def simplify(self) -> None:
        """Remove the phis whose every incoming value is one value (or the phi itself)."""
        changed = True
        while changed:
            changed = False
            for phi in list(self.made):
                others = {id(v): v for v in phi.operands if v is not phi}
                if len(others) != 1:
                    continue
                (only,) = others.values()
                assert phi.parent is not None
                phi.parent.instructions.remove(phi)
                phi.parent = None
                self.made.remove(phi)
                for inst in self.fn.instructions():
                    if any(v is phi for v in inst.all_operands()):
                        inst.replace_uses(phi, only)
                changed = True


#: Loops of a function, as :func:`peel_plan` reads them (:func:`peel_candidates`,
#: :func:`reducible_loops`).
Candidates = Callable[[Function], list[Cycle]]


def iterations(kernel: Function, candidates: Candidates,
               records: Iterable[ExecutionRecord]) -> dict[str, dict[str, int]]:
    """For each loop of ``candidates`` in ``kernel`` and the functions it calls (by
    function, then header name), the most iterations a thread of ``records`` started in
    one visit: executions of its header, entered from outside the loop once and then from
    inside it. Blocks are told apart by function and a function's entry block starts a new
    invocation, as for the edges its runs take (:func:`~oracles.reference.taken.walks`); a
    called function's blocks between two of the caller's do not interrupt the caller's
    visit. The copies a visit can enter: it
    starts at the first."""
    loops = {f: candidates(f) for f in reachable_functions(kernel)}
    most: dict[str, dict[str, int]] = {}
    for thread in walks(kernel, records):
        count: dict[int, int] = {}
        for came, block in thread:
            f = block.parent
            if f is None:
                continue
            for loop in loops.get(f, []):
                if block is loop.header:
                    n = count[id(loop)] = count.get(id(loop), 0) + 1 \
                        if came is not None and came in loop.blocks else 1
                    mine = most.setdefault(f.name, {})
                    mine[block.name] = max(mine.get(block.name, 0), n)
    return most


def peel_plan(kernel: Function, candidates: Candidates, counts: Mapping[str, Mapping[str, int]],
              chosen: Mapping[str, AbstractSet[str]] | None = None) -> dict[str, dict[str, int]]:
    """How many first iterations :func:`peeled` peels from each loop of ``candidates`` (by
    function, then header name): one fewer than ``counts`` (:func:`iterations`) says a
    thread starts in one visit (the loop left after the copies runs the last), at most
    :data:`MAX_PEEL`; only loops ``chosen`` names, when given. In a nest, the deepest
    levels are left unpeeled, one level at a time, while a function is predicted to hold
    more than :data:`MAX_BLOCKS` blocks (never the outermost): the copies multiply. Fewer
    copies can only find fewer matches, never a wrong one; what is left out is
    :func:`unpeeled`."""
    out: dict[str, dict[str, int]] = {}
    for fn in reachable_functions(kernel):
        loops = candidates(fn)
        seen = counts.get(fn.name, {})
        plan = {c.header.name: min(MAX_PEEL, seen[c.header.name] - 1) for c in loops
                if seen.get(c.header.name, 0) >= 2
                and (chosen is None or c.header.name in chosen.get(fn.name, ()))}
        depth = {c.header.name: c.depth for c in loops}
        deepest, outermost = max(depth.values(), default=1), min(depth.values(), default=1)
        while deepest > outermost and _predicted_blocks(fn, loops, plan) > MAX_BLOCKS:
            plan = {h: k for h, k in plan.items() if depth[h] < deepest}
            deepest -= 1
        if plan:
            out[fn.name] = plan
    return out


def unpeeled(counts: Mapping[str, Mapping[str, int]],
             plan: Mapping[str, Mapping[str, int]]) -> list[tuple[str, str]]:
    """The loops (function, header name) of ``counts`` a thread started twice or more in
    one visit that ``plan`` leaves whole."""
    return sorted((f, h) for f, loops in counts.items() for h, n in loops.items()
                  if n >= 2 and h not in plan.get(f, {}))


#: Blocks a function may hold with its loops peeled before :func:`peel_plan` leaves the
#: deepest levels of a nest unpeeled: the price of reading a nest per iteration.
MAX_BLOCKS = 1024


def _predicted_blocks(fn: Function, loops: list[Cycle], plan: Mapping[str, int]) -> int:
    """How many blocks ``fn`` holds with the iterations of ``plan`` peeled: a loop's blocks
    (the loops of ``loops`` nearest inside it grown as they are) once more per iteration
    peeled. ``loops`` innermost first."""
    def around(c: Cycle) -> Cycle | None:  # the nearest loop of ``loops`` around c
        p = c.parent
        while p is not None and not any(p is d for d in loops):
            p = p.parent
        return p

    grown: dict[int, int] = {}
    for c in loops:  # innermost first: every loop inside c is grown already
        inner = [d for d in loops if around(d) is c]
        own = len(c.blocks) - sum(len(d.blocks) for d in inner)
        grown[id(c)] = (own + sum(grown[id(d)] for d in inner)) * (1 + plan.get(c.header.name, 0))
    top = [c for c in loops if around(c) is None]
    return len(fn.blocks) - sum(len(c.blocks) for c in top) + sum(grown[id(c)] for c in top)


def plan_for_copies(before: Function, after: Function, schedule: Schedule,
                    model: Model) -> dict[str, dict[str, int]]:
    """:func:`peel_plan` for the copied-cycle check of one schedule: of the loops around the
    cycles *after* seems to copy (:func:`copied_loops`), as its threads iterate them in
    *before*'s base runs (:func:`base_records`)."""
    return peel_plan(before, peel_candidates, iterations(before, peel_candidates,
                                                         base_records(before, schedule, model)),
                     copied_loops(before, after))


def copied_loops(before: Function, after: Function) -> dict[str, set[str]]:
    """The loops of :func:`peel_candidates` (by function, header name) around an
    irreducible cycle of which *after* holds more copies than *before*, a cycle told
    by the convergent operations and calls it holds (:func:`_cycle_kinds`); all of them
    when none is told so (the operations were changed). Only what is worth peeling: any
    choice is a sound one."""
    had, has = _cycle_kinds(before), _cycle_kinds(after)
    more = {kind for kind, n in has.items() if n > had.get(kind, 0)}
    every: dict[str, set[str]] = {}
    told: dict[str, set[str]] = {}
    for fn in reachable_functions(before):
        for loop in peel_candidates(fn):
            every.setdefault(fn.name, set()).add(loop.header.name)
            if any(_kind(fn, c) in more for c in _irreducible_inside(fn, loop)):
                told.setdefault(fn.name, set()).add(loop.header.name)
    return told or every


def _kind(fn: Function, cycle: Cycle) -> frozenset[str]:
    """The callees of the live instructions (:func:`~fuzzfarm.analysis.hierarchies.is_live`)
    ``cycle`` holds: what a copy of it keeps when an optimizer copies it."""
    return frozenset(i.callee or "" for b in cycle.blocks for i in b.instructions
                     if is_live(i, fn))


def _irreducible_inside(fn: Function, loop: Cycle) -> list[Cycle]:
    return [c for c in compute_cycles(fn).all_cycles()
            if not c.is_reducible and c.blocks <= loop.blocks and _kind(fn, c)]


def _cycle_kinds(kernel: Function) -> Counter[frozenset[str]]:
    """How many irreducible cycles holding live instructions the functions ``kernel`` may
    run hold, by :func:`_kind`."""
    return Counter(_kind(fn, c) for fn in reachable_functions(kernel)
                   for c in compute_cycles(fn).all_cycles()
                   if not c.is_reducible and _kind(fn, c))


def base_records(kernel: Function, schedule: Schedule, model: Model) -> list[ExecutionRecord]:
    """*kernel*'s base runs on ``schedule``, one per cycle hierarchy that behaves apart (the
    first :data:`RUNS`), for :func:`plan_for_copies`: the peeled copies a run can enter, so
    a schedule's check peels no more. Runs under other choices may start more; those
    iterations run in the loop left after the copies, under its one header choice: fewer
    matches, never a wrong one."""
    if not any(peel_candidates(f) for f in reachable_functions(kernel)):
        return []
    return [run(kernel, schedule.with_choices(replace(schedule.choices, anchors=(),
                                                      dfs_order=order)), model).trace.record
            for order in behaviour_hierarchies(kernel).orders[:RUNS]]
