"""An independent check of maximal convergence against the Vulkan CTS reconvergence model.

The CTS's ``dEQP-VK.reconvergence.*`` tests generate random structured shaders (nested
if/else on invocation-id tests, loops, break, continue, return, elect, ballots stored
through a per-invocation counter) and compute the expected ballots on the CPU with a
stack of active masks. Its rules, as this module reads them (and re-implements them,
independently, in :func:`simulate`):

- a ballot (and a store) is executed by the *current* active mask, which is the mask at
  the enclosing structured construct narrowed by the conditions on the way: an ``if``
  takes the lanes passing its test, its ``else`` the rest, ``elect`` the lowest lane;
- ``break`` and ``continue`` take their lanes out of every mask up to the innermost
  loop (``continue`` parks them until the iteration ends), ``return`` out of every mask;
- a loop iteration ends with the lanes that fell through or continued, the loop runs
  again while some lane is left (and, for a uniform loop, the trip count is not
  reached), and after the loop its entry mask is active again, less the lanes that
  returned: lanes that broke out in different iterations are together again.

So every ballot inside a loop, *also on a path that leaves the loop* (``if (elect())
{ ballot; break; }``, the CTS's own shape), sees only the lanes of the same iteration.

The translation to our IR (README "IR conventions") comes in two forms:

- ``tokens``: ``llvm.experimental.convergence.entry`` in the entry block, a
  ``llvm.experimental.convergence.loop`` heart in every loop header taking its parent's
  token, and every ballot, elect and inner heart using the token of its *structured*
  innermost loop, also on a break or return path (seed 000,
  "llvm.experimental.convergence.loop": converged iff the same instance of the token's
  definition and the same n-th execution; a use outside the cycle is allowed by the
  static rules since every closed path through it passes the definition). This is the
  CTS's model exactly, and both oracles must reproduce every ballot.
- ``uncontrolled``: no tokens, a ``convergent`` kernel. Maximal convergence (seed 003,
  "Maximal Convergence"; seed 000, "Inferring Tokens", step 4: an operation outside
  every cycle takes the entry token) makes a block that only leads out of a loop part
  of no cycle of it, so lanes that leave a loop in *different* iterations execute
  converged instances there; the CTS keeps them apart. That is a difference of the
  models, not of the oracles (oracles/SEMANTICS.md, "Structured reconvergence (the
  Vulkan CTS) and maximal convergence"); the uncontrolled comparison is therefore
  restricted to programs with no convergent operation (nor inner loop) at a point from
  which the innermost loop's latch cannot be reached, and one test pins the
  difference on a small example.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

# -- the structured language ----------------------------------------------------------


@dataclass(frozen=True)
class Ballot:
    """Store ``subgroupBallot(true)`` at the lane's next output slot."""


@dataclass(frozen=True)
class Store:
    """Store a constant at the lane's next output slot."""
    value: int


@dataclass(frozen=True)
class If:
    """``kind``: "mask" (bit ``arg`` of the lane id), "lid" (lane id >= arg),
    "loopcount" (lane id == innermost loop counter) or "elect"."""
    kind: str
    arg: int
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] | None


@dataclass(frozen=True)
class For:
    """``for (i = 0; i < trips; ++i)``; ``trips`` None: ``i < lane id + 1``."""
    trips: int | None
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class Jump:
    """"break", "continue" or "return"."""
    kind: str


Stmt = Ballot | Store | If | For | Jump

# -- the CTS model, simulated -----------------------------------------------------------


@dataclass
class _Loop:
    trip: int = 0
    continued: set[int] = field(default_factory=set)


@dataclass
class _Sim:
    outputs: dict[int, list[int]]
    returned: set[int] = field(default_factory=set)

    def run(self, stmts: tuple[Stmt, ...], active: set[int], loops: list[_Loop]) -> set[int]:
        """The lanes that fall through ``stmts`` when ``active`` enter them."""
        for s in stmts:
            if not active:
                break
            active = self.step(s, active, loops)
        return active

    def step(self, s: Stmt, active: set[int], loops: list[_Loop]) -> set[int]:
        if isinstance(s, Ballot):
            mask = sum(1 << lane for lane in active)
            for lane in active:
                self.outputs[lane].append(mask)
            return active
        if isinstance(s, Store):
            for lane in active:
                self.outputs[lane].append(s.value)
            return active
        if isinstance(s, Jump):
            if s.kind == "continue":
                loops[-1].continued |= active
            elif s.kind == "return":
                self.returned |= active
            return set()  # break: the loop's exit picks them up again
        if isinstance(s, If):
            taken = {lane for lane in active if _test(s, lane, active, loops)}
            out = self.run(s.then, taken, loops)
            return out | self.run(s.orelse or (), active - taken, loops)
        loop = _Loop()
        live = set(active)
        while live and (s.trips is None or loop.trip < s.trips):
            live = self.run(s.body, live, [*loops, loop]) | loop.continued
            loop.continued = set()
            loop.trip += 1
            if s.trips is None:
                live = {lane for lane in live if lane >= loop.trip}
        return active - self.returned


def _test(s: If, lane: int, active: set[int], loops: list[_Loop]) -> bool:
    if s.kind == "mask":
        return bool(s.arg >> lane & 1)
    if s.kind == "lid":
        return lane >= s.arg
    if s.kind == "loopcount":
        return lane == loops[-1].trip
    return lane == min(active)  # elect


def simulate(program: tuple[Stmt, ...], lanes: tuple[int, ...]) -> dict[int, list[int]]:
    """Each active lane's output slots under the CTS's active-mask model."""
    sim = _Sim({lane: [] for lane in lanes})
    sim.run(program, set(lanes), [])
    return sim.outputs


# -- random programs ------------------------------------------------------------------


def generate(seed: int, *, width: int = 32, in_cycle: bool = False) -> tuple[Stmt, ...]:
    """A CTS-shaped program: ballots and stores between ifs (bit masks, lane-id
    thresholds, the loop counter, elect), loops with uniform or lane-dependent trip
    counts, break/continue/return, and the CTS's ``if (elect()) { ballot; break; }``.

    ``in_cycle``: every jump is the whole then-branch of an ``if`` without ``else``, so
    every convergent operation in a loop can still reach its latch (in the loop's cycle:
    where the uncontrolled form must agree with the CTS)."""
    rng = random.Random(seed)

    def exit_(kind: str, cond: If) -> list[Stmt]:
        if in_cycle:
            return [If(cond.kind, cond.arg, (Jump(kind),), None)]
        return [cond]
    counter = iter(range(0x100, 1 << 30))

    def stmts(depth: int, loops: int) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for _ in range(rng.randint(1, 3)):
            out.extend(leaf())
            if depth < 3:
                out.extend(compound(depth, loops))
        out.extend(leaf())
        return tuple(out)

    def leaf() -> list[Stmt]:
        r = rng.random()
        return [Ballot()] if r < 0.35 else [Store(next(counter))] if r < 0.45 else []

    def compound(depth: int, loops: int) -> list[Stmt]:
        r = rng.randrange(10)
        if r < 4:
            kind = rng.choice(["mask", "lid"] + ["loopcount"] * bool(loops) + ["elect"])
            arg = rng.getrandbits(width) if kind == "mask" else rng.randrange(width)
            then = stmts(depth + 1, loops)
            orelse = stmts(depth + 1, loops) if rng.random() < 0.5 else None
            return [If(kind, arg, then, orelse)]
        if r < 6 and loops < 3:
            trips = None if rng.random() < 0.2 and width <= 8 else rng.randint(1, 3)
            return [For(trips, stmts(depth + 1, loops + 1))]
        if r < 8 and loops:
            # the CTS's break shape: ballots on the way out of the loop
            kind = "return" if rng.random() < 0.2 else "break"
            return exit_(kind, If("elect", 0, (Ballot(), Ballot(), Jump(kind)), None))
        if r < 9 and loops:
            kind = rng.choice(["break", "continue"])
            mask = rng.getrandbits(width)
            if in_cycle or rng.random() < 0.3:
                return exit_(kind, If("mask", mask, (Jump(kind),), (Jump(kind),)))
            return [Jump(kind)]
        if r < 10 and depth and rng.random() < 0.3:
            return exit_("return", If("lid", rng.randrange(width), (Ballot(), Jump("return")), None))
        return []

    return stmts(0, 0)


def _falls(stmts: tuple[Stmt, ...]) -> bool:
    """Whether some path runs through ``stmts`` to their end (static reachability)."""
    return all(_falls_one(s) for s in stmts)


def _falls_one(s: Stmt) -> bool:
    if isinstance(s, Jump):
        return False
    if isinstance(s, If):
        return _falls(s.then) or s.orelse is None or _falls(s.orelse)
    return True  # a loop always has its header's exit edge


def _continues(stmts: tuple[Stmt, ...]) -> bool:
    """Whether some path through ``stmts`` reaches a ``continue`` of the current loop."""
    for s in stmts:
        if (isinstance(s, Jump) and s.kind == "continue") or (
                isinstance(s, If) and (_continues(s.then) or _continues(s.orelse or ()))):
            return True
        if not _falls_one(s):
            return False
    return False


def outside_cycle(program: tuple[Stmt, ...]) -> int:
    """How many convergent points (ballots, elects, inner loops) inside a loop lie where
    that loop's latch cannot be reached: blocks of no cycle of the loop, where maximal
    convergence joins lanes that leave the loop in different iterations."""

    def walk(stmts: tuple[Stmt, ...], latch_after: bool, in_loop: bool) -> int:
        count = 0
        for i, s in enumerate(stmts):
            rest = stmts[i:]
            latch = _continues(rest) or (_falls(rest) and latch_after)
            convergent = isinstance(s, Ballot | For) or (isinstance(s, If) and s.kind == "elect")
            count += in_loop and convergent and not latch
            after = _continues(stmts[i + 1:]) or (_falls(stmts[i + 1:]) and latch_after)
            if isinstance(s, If):
                count += walk(s.then, after, in_loop) + walk(s.orelse or (), after, in_loop)
            elif isinstance(s, For):
                count += walk(s.body, True, True)
        return count

    return walk(program, False, False)


# -- translation to LLVM IR -----------------------------------------------------------


class _Emitter:
    """Structured statements to one kernel ``@cts(ptr %out)``: lane L's k-th output is
    the i64 at ``%out + 8k`` of its own buffer (the CTS's per-invocation counter)."""

    def __init__(self, tokens: bool) -> None:
        self.tokens = tokens
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.n = 0

    def fresh(self, base: str) -> str:
        self.n += 1
        return f"{base}{self.n}"

    def op(self, text: str) -> None:
        self.lines.append("  " + text)

    def block(self, label: str) -> None:
        self.lines.append(f"{label}:")

    def bundle(self, token: str) -> str:
        return f' [ "convergencectrl"(token {token}) ]' if self.tokens else ""

    def output(self, value: str) -> None:
        loc, ptr, nxt = self.fresh("%loc"), self.fresh("%slot"), self.fresh("%loc")
        self.op(f"{loc} = load i32, ptr %counter")
        self.op(f"{ptr} = getelementptr i64, ptr %out, i32 {loc}")
        self.op(f"store i64 {value}, ptr {ptr}")
        self.op(f"{nxt} = add i32 {loc}, 1")
        self.op(f"store i32 {nxt}, ptr %counter")

    def stmts(self, stmts: tuple[Stmt, ...], token: str, loops: list[tuple[str, str, str, list[bool]]]
              ) -> bool:
        """Emit ``stmts``; whether control falls through to what follows."""
        # all() stops at a jump: the rest is dead code, as in the CTS
        return all(self.stmt(s, token, loops) for s in stmts)

    def stmt(self, s: Stmt, token: str, loops: list[tuple[str, str, str, list[bool]]]) -> bool:
        if isinstance(s, Ballot):
            b = self.fresh("%ballot")
            self.op(f"{b} = call i64 @subgroupBallot(i1 true){self.bundle(token)}")
            self.output(b)
            return True
        if isinstance(s, Store):
            self.output(str(s.value))
            return True
        if isinstance(s, Jump):
            if s.kind == "return":
                self.op("ret void")
            elif s.kind == "break":
                self.op(f"br label %{loops[-1][1]}")
            else:
                self.op(f"br label %{loops[-1][0]}")
                loops[-1][3][0] = True
            return False
        if isinstance(s, If):
            return self.branch(s, token, loops)
        return self.loop(s, token, loops)

    def branch(self, s: If, token: str, loops: list[tuple[str, str, str, list[bool]]]) -> bool:
        c = self.fresh("%cond")
        if s.kind == "mask":
            bit = self.fresh("%bit")
            self.op(f"{bit} = lshr i64 {s.arg}, %id64")
            self.op(f"{c} = trunc i64 {bit} to i1")
        elif s.kind == "lid":
            self.op(f"{c} = icmp uge i32 %id, {s.arg}")
        elif s.kind == "loopcount":
            i = self.fresh("%i")
            self.op(f"{i} = load i32, ptr {loops[-1][2]}")
            self.op(f"{c} = icmp eq i32 %id, {i}")
        else:
            self.op(f"{c} = call i1 @subgroupElect(){self.bundle(token)}")
        then, join = self.fresh("then"), self.fresh("join")
        other = self.fresh("else") if s.orelse is not None else join
        self.op(f"br i1 {c}, label %{then}, label %{other}")
        self.block(then)
        falls = self.stmts(s.then, token, loops)
        if falls:
            self.op(f"br label %{join}")
        if s.orelse is not None:
            self.block(other)
            if self.stmts(s.orelse, token, loops):
                self.op(f"br label %{join}")
                falls = True
        else:
            falls = True
        if falls:
            self.block(join)
        return falls

    def loop(self, s: For, token: str, loops: list[tuple[str, str, str, list[bool]]]) -> bool:
        idx, header, body = self.fresh("%idx"), self.fresh("header"), self.fresh("body")
        latch, exit_ = self.fresh("latch"), self.fresh("exit")
        self.allocas.append(f"{idx} = alloca i32")
        self.op(f"store i32 0, ptr {idx}")
        self.op(f"br label %{header}")
        self.block(header)
        inner = token
        if self.tokens:
            inner = self.fresh("%heart")
            self.op(f"{inner} = call token @llvm.experimental.convergence.loop(){self.bundle(token)}")
        i, c = self.fresh("%i"), self.fresh("%more")
        self.op(f"{i} = load i32, ptr {idx}")
        bound = str(s.trips) if s.trips is not None else "%id1"
        self.op(f"{c} = icmp ult i32 {i}, {bound}")
        self.op(f"br i1 {c}, label %{body}, label %{exit_}")
        self.block(body)
        used = [False]
        if self.stmts(s.body, inner, [*loops, (latch, exit_, idx, used)]):
            self.op(f"br label %{latch}")
            used[0] = True
        if used[0]:
            self.block(latch)
            j, k = self.fresh("%i"), self.fresh("%i")
            self.op(f"{j} = load i32, ptr {idx}")
            self.op(f"{k} = add i32 {j}, 1")
            self.op(f"store i32 {k}, ptr {idx}")
            self.op(f"br label %{header}")
        self.block(exit_)
        return True


def translate(program: tuple[Stmt, ...], *, tokens: bool) -> str:
    """The program as a module in our IR conventions (README "IR conventions")."""
    e = _Emitter(tokens)
    if e.stmts(program, "%entry.tok", []):
        e.op("ret void")
    head = ["  %counter = alloca i32", *("  " + a for a in e.allocas), "  store i32 0, ptr %counter"]
    if tokens:
        head.insert(0, "  %entry.tok = call token @llvm.experimental.convergence.entry()")
    head += ["  %id = call i32 @getSubgroupLocalInvocationId()",
             "  %id64 = zext i32 %id to i64", "  %id1 = add i32 %id, 1"]
    return "\n".join([
        "declare i64 @subgroupBallot(i1) convergent",
        "declare i1 @subgroupElect() convergent",
        "declare i32 @getSubgroupLocalInvocationId()",
        "declare token @llvm.experimental.convergence.entry() convergent",
        "declare token @llvm.experimental.convergence.loop() convergent",
        "",
        "define void @cts(ptr %out) convergent {",
        "entry:", *head, *e.lines, "}", ""])


# -- the comparison -------------------------------------------------------------------

SIZES = (4, 8, 32)


def lane_sets(seed: int, size: int) -> list[tuple[int, ...]]:
    """Every lane, and a dense and a sparse random non-empty subset of them."""
    rng = random.Random(seed * 97 + size)
    subsets = [tuple(lane for lane in range(size) if rng.random() < p) or (rng.randrange(size),)
               for p in (0.7, 0.3)]
    return [tuple(range(size)), *subsets]


def observed(fn: Function, sched: Schedule, slots: int) -> tuple[list[dict[int, list[int]]], list[str]]:
    """Each oracle's outputs per lane (the first ``slots`` i64 words of each buffer)."""
    outs, problems = [], []
    for name, result in (("reference", reference.run(fn, sched)), ("simt", simt.run(fn, sched))):
        b = result.behaviour
        if b.outcome is not Outcome.OK or b.approximations:
            problems.append(f"{name}: {b.outcome.value} {sorted(b.approximations)} {b.message}")
            outs.append({})
            continue
        lanes = {}
        for t in b.threads:
            raw = bytes(x if isinstance(x, int) else 0xEE for x in t.buffers[0])
            lanes[t.lane] = [int.from_bytes(raw[8 * k:8 * k + 8], "little") for k in range(slots)]
        outs.append(lanes)
    return outs, problems


def compare(seed: int, *, tokens: bool) -> tuple[int, list[str]]:
    """Ballot slots compared and the disagreements, over the sizes and lane sets."""
    compared, failures = 0, []
    for size in SIZES:
        program = generate(seed, width=size, in_cycle=not tokens)
        assert tokens or outside_cycle(program) == 0
        fn = parse_module(translate(program, tokens=tokens)).kernel()
        for lanes in lane_sets(seed, size):
            expected = simulate(program, lanes)
            slots = max(1, *(len(v) for v in expected.values()))
            sched = Schedule(size, lanes, buffer_bytes=8 * slots + 8, step_budget=2_000_000)
            outs, problems = observed(fn, sched, slots + 1)
            failures += [f"seed {seed} size {size} lanes {lanes}: {p}" for p in problems]
            for name, got in zip(("reference", "simt"), outs, strict=True):
                for lane, want in expected.items():
                    if lane in got and got[lane] != [*want, *[0] * (slots + 1 - len(want))]:
                        failures.append(f"seed {seed} size {size} lanes {lanes} lane {lane}: "
                                        f"{name} {got[lane]} != CTS {want}")
            compared += sum(len(v) for v in expected.values())
    return compared, failures


@pytest.mark.parametrize("tokens", [True, False], ids=["tokens", "uncontrolled"])
def test_oracles_match_cts_model(tokens: bool) -> None:
    seeds = range(60) if tokens else range(1000, 1040)
    total, failures = 0, []
    for seed in seeds:
        compared, bad = compare(seed, tokens=tokens)
        total += compared
        failures += bad
    assert total > 5000
    assert not failures, "\n".join(failures[:20])


@pytest.mark.slow
@pytest.mark.parametrize("tokens", [True, False], ids=["tokens", "uncontrolled"])
def test_oracles_match_cts_model_more(tokens: bool) -> None:
    seeds = range(60, 260) if tokens else range(1040, 1240)
    failures = [f for seed in seeds for f in compare(seed, tokens=tokens)[1]]
    assert not failures, "\n".join(failures[:20])


def test_break_path_ballot_is_per_iteration_only_with_tokens() -> None:
    """``for (i < 2) { if (elect()) { ballot; break; } }`` on 2 lanes: lane 0 leaves in
    iteration 0, lane 1 in iteration 1. The CTS gives each its own ballot; so do the
    oracles with the loop's token on the ballot. Without tokens the ballot's block is in
    no cycle (it only leads out of the loop), so maximal convergence (seed 003, "Maximal
    Convergence": the condition is over the cycles that contain X, none here) joins the
    two lanes there: both see 0b11, the documented difference of the two models."""
    program = (For(2, (If("elect", 0, (Ballot(), Jump("break")), None),)),)
    assert outside_cycle(program) == 1
    cts = simulate(program, (0, 1))
    assert cts == {0: [0b01], 1: [0b10]}
    sched = Schedule.full(2, buffer_bytes=16)
    for tokens, want in ((True, cts), (False, {0: [0b11], 1: [0b11]})):
        fn = parse_module(translate(program, tokens=tokens)).kernel()
        outs, problems = observed(fn, sched, 1)
        assert not problems
        assert outs == [want, want], tokens
