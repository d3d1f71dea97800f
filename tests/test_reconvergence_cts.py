"""An independent check of maximal convergence against the Vulkan CTS reconvergence model.

The CTS's ``dEQP-VK.reconvergence.*`` tests generate random structured shaders (nested
if/else on invocation-id tests, loops, switches, a called function, break, continue,
return, elect, ballots stored through a per-invocation counter) and compute the expected
ballots on the CPU with a stack of active masks. Its rules, as this module reads them
(and re-implements them, independently, in :func:`simulate`):

- a ballot (and a store) is executed by the *current* active mask, which is the mask at
  the enclosing structured construct narrowed by the conditions on the way: an ``if``
  takes the lanes passing its test, its ``else`` the rest, ``elect`` the lowest lane;
- ``break`` takes its lanes out of every mask up to the innermost loop or switch,
  ``continue`` up to the innermost loop (parked until the iteration ends), ``return``
  out of every mask of the function (after a call its lanes are active again);
- a loop iteration ends with the lanes that fell through or continued, the loop runs
  again while some lane is left (and, for a uniform loop, the trip count is not
  reached; an infinite loop first ballots in its continue construct), and after the
  loop its entry mask is active again, less the lanes that returned: lanes that broke
  out in different iterations are together again.

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
import shutil
import subprocess
from dataclasses import dataclass, field
from typing import Any

import pytest

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt
from oracles.observation import Observation

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
    """``kind``: "mask" (bit lane id of ``arg``), "lid" (lane id >= arg), "loopcount"
    (lane id == the innermost loop's counter) or "elect"."""
    kind: str
    arg: int
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] | None


@dataclass(frozen=True)
class For:
    """``kind`` "unif": ``for (i = 0; i < trips; ++i)``; "var": ``i < lane id + 1``;
    "dowhile": ``do { ++i; ... } while (i < trips)``; "inf": ``for (;; ++i, ballot)``
    (the CTS's ballot in the continue construct; left only by break or return)."""
    kind: str
    trips: int
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class Switch:
    """``switch`` on lane id & 3 ("var") or on the innermost loop's counter ("loopcount"):
    each case a set of values and a body ending in ``break``; ``default`` optional."""
    kind: str
    cases: tuple[tuple[tuple[int, ...], tuple[Stmt, ...]], ...]
    default: tuple[Stmt, ...] | None


@dataclass(frozen=True)
class Call:
    """The body as a function of its own, called here (its ``return`` leaves it only)."""
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class Spin:
    """The CTS's noise ``while (!subgroupElect()) {}``: no output, every lane leaves."""


@dataclass(frozen=True)
class Jump:
    """"break" (innermost loop or switch), "continue" or "return"."""
    kind: str


Stmt = Ballot | Store | If | For | Switch | Call | Spin | Jump

# -- the CTS model, simulated -----------------------------------------------------------


@dataclass
class _Loop:
    trip: int
    continued: set[int] = field(default_factory=set)


@dataclass
class _Switch:
    broke: set[int] = field(default_factory=set)


@dataclass
class _Sim:
    outputs: dict[int, list[int]]
    returned: set[int] = field(default_factory=set)

    def run(self, stmts: tuple[Stmt, ...], active: set[int], frames: list[_Loop | _Switch]) -> set[int]:
        """The lanes that fall through ``stmts`` when ``active`` enter them."""
        for s in stmts:
            if not active:
                break
            active = self.step(s, active, frames)
        return active

    def ballot(self, active: set[int]) -> None:
        mask = sum(1 << lane for lane in active)
        for lane in active:
            self.outputs[lane].append(mask)

    def step(self, s: Stmt, active: set[int], frames: list[_Loop | _Switch]) -> set[int]:
        loops = [f for f in frames if isinstance(f, _Loop)]
        if isinstance(s, Ballot):
            self.ballot(active)
        elif isinstance(s, Store):
            for lane in active:
                self.outputs[lane].append(s.value)
        elif isinstance(s, Jump):
            if s.kind == "continue":
                loops[-1].continued |= active
            elif s.kind == "return":
                self.returned |= active
            elif isinstance(frames[-1], _Switch):
                frames[-1].broke |= active
            return set()  # a loop's exit picks its breakers up again
        elif isinstance(s, If):
            taken = {lane for lane in active if _test(s, lane, active, loops)}
            return self.run(s.then, taken, frames) | self.run(s.orelse or (), active - taken, frames)
        elif isinstance(s, Switch):
            frame, out, rest = _Switch(), set(), set(active)
            for values, body in s.cases:
                lanes = {lane for lane in active if _selector(s.kind, lane, loops) in values}
                rest -= lanes
                out |= self.run(body, lanes, [*frames, frame])
            return out | self.run(s.default or (), rest, [*frames, frame]) | frame.broke
        elif isinstance(s, Call):
            saved, self.returned = self.returned, set()
            self.run(s.body, active, frames)
            self.returned = saved
        elif isinstance(s, For):
            self.loop(s, active, frames)
            return active - self.returned
        return active

    def loop(self, s: For, live: set[int], frames: list[_Loop | _Switch]) -> None:
        loop = _Loop(1 if s.kind == "dowhile" else 0)
        while loop.trip < 1000:
            live = self.run(s.body, live, [*frames, loop]) | loop.continued
            loop.continued = set()
            following = loop.trip + 1
            if s.kind == "var":  # lane L runs L + 1 iterations
                live = {lane for lane in live if lane >= following}
            if not live or (s.kind == "unif" and following >= s.trips) or (
                    s.kind == "dowhile" and loop.trip >= s.trips):
                return
            if s.kind == "inf":
                self.ballot(live)  # the continue construct's ballot
            loop.trip = following
        raise AssertionError("the generator made a loop that does not end")


def _test(s: If, lane: int, active: set[int], loops: list[_Loop]) -> bool:
    if s.kind == "mask":
        return bool(s.arg >> lane & 1)
    if s.kind == "lid":
        return lane >= s.arg
    if s.kind == "loopcount":
        return lane == loops[-1].trip
    return lane == min(active)  # elect


def _selector(kind: str, lane: int, loops: list[_Loop]) -> int:
    return lane & 3 if kind == "var" else loops[-1].trip


def simulate(program: tuple[Stmt, ...], lanes: tuple[int, ...]) -> dict[int, list[int]]:
    """Each active lane's output slots under the CTS's active-mask model."""
    sim = _Sim({lane: [] for lane in lanes})
    sim.run(program, set(lanes), [])
    return sim.outputs


# -- random programs ------------------------------------------------------------------


def generate(seed: int, *, width: int = 32, in_cycle: bool = False) -> tuple[Stmt, ...]:
    """A CTS-shaped program: ballots and stores between ifs (bit masks, lane-id
    thresholds, the loop counter, elect), loops (uniform, lane-dependent, do-while,
    infinite with an elect-break), switches, a call, break/continue/return, the CTS's
    ``if (elect()) { ballot; break; }`` and its ``while (!elect()) {}`` noise.

    ``in_cycle``: every jump is the whole then-branch of an ``if`` without ``else``, so
    every convergent operation in a loop can still reach its latch (in the loop's cycle:
    where the uncontrolled form must agree with the CTS)."""
    rng = random.Random(seed)
    counter = iter(range(0x100, 1 << 30))

    def exit_(kind: str, cond: If) -> list[Stmt]:
        if in_cycle:
            return [If(cond.kind, cond.arg, (Jump(kind),), None)]
        return [cond]

    def stmts(depth: int, loops: int, own: int, call: bool, inf: bool = False) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for _ in range(rng.randint(1, 3)):
            out.extend(leaf())
            if depth < 3:
                out.extend(compound(depth, loops, own, call, inf))
        out.extend(leaf())
        return tuple(out)

    def leaf() -> list[Stmt]:
        r = rng.random()
        return [Ballot()] if r < 0.35 else [Store(next(counter))] if r < 0.45 else [Spin()] if r < 0.47 else []

    def elect_exit(call: bool) -> list[Stmt]:
        kind = "return" if call and rng.random() < 0.3 else "break"
        return exit_(kind, If("elect", 0, (Ballot(), Ballot(), Jump(kind)), None))

    def compound(depth: int, loops: int, own: int, call: bool, inf: bool) -> list[Stmt]:
        inner = depth + 1
        r = rng.randrange(12)
        if r < 4:
            kind = rng.choice(["mask", "lid"] + ["loopcount"] * bool(loops) + ["elect"])
            arg = rng.getrandbits(width) if kind == "mask" else rng.randrange(width)
            then = stmts(inner, loops, own, call, inf)
            orelse = stmts(inner, loops, own, call, inf) if rng.random() < 0.5 else None
            return [If(kind, arg, then, orelse)]
        if r < 6 and loops < 3:
            kind = rng.choice(["unif", "unif", "dowhile"] + ["var", "inf"] * (width <= 8))
            if kind == "inf":  # the CTS's shape: an elect-break between two random parts
                body = (*stmts(inner, loops + 1, own + 1, call, True), *elect_exit(call),
                        *stmts(inner, loops + 1, own + 1, call, True))
            else:
                body = stmts(inner, loops + 1, own + 1, call)
            return [For(kind, rng.randint(1, 3), body)]
        if r < 7 and own:
            return elect_exit(call)
        if r < 8 and own:
            # no continue in an infinite loop (as in the CTS): it could skip the elect-break
            kind = "break" if inf else rng.choice(["break", "continue"])
            if in_cycle or rng.random() < 0.3:
                return exit_(kind, If("mask", rng.getrandbits(width), (Jump(kind),), (Jump(kind),)))
            return [Jump(kind)]
        if r < 9 and depth and rng.random() < 0.3 + 0.4 * (call and own > 0):
            return exit_("return", If("lid", rng.randrange(width), (Ballot(), Jump("return")), None))
        if r < 10:
            kind = "loopcount" if loops and rng.random() < 0.5 else "var"
            values = [(1,), (2,)] if kind == "loopcount" else [(0,), (1,), (2,), (3,)]
            cases = tuple((v, stmts(inner, loops, own, call, inf)) for v in values)
            default = stmts(inner, loops, own, call, inf) if kind == "loopcount" else None
            return [Switch(kind, cases, default)]
        if r < 11 and not call and depth < 2:
            return [Call(stmts(inner, loops, 0, True))]
        return []

    return stmts(0, 0, 0, False)


def _exits(stmts: tuple[Stmt, ...]) -> set[str]:
    """How control may leave ``stmts`` (static paths): "fall", "break", "continue" of the
    current loop or switch, "return"."""
    out: set[str] = set()
    for s in stmts:
        e = _exits_one(s)
        out |= e - {"fall"}
        if "fall" not in e:
            return out
    return out | {"fall"}


def _exits_one(s: Stmt) -> set[str]:
    if isinstance(s, Jump):
        return {s.kind}
    if isinstance(s, If):
        return _exits(s.then) | (_exits(s.orelse) if s.orelse is not None else {"fall"})
    if isinstance(s, Switch):
        e = set().union(*(_exits(b) for _, b in s.cases), _exits(s.default or ()))
        return (e - {"break"}) | {"fall"}
    if isinstance(s, For):
        e = _exits(s.body)
        back = bool({"fall", "continue"} & e)
        falls = s.kind in ("unif", "var") or "break" in e or (s.kind == "dowhile" and back)
        return (e & {"return"}) | ({"fall"} if falls else set())
    return {"fall"}


def outside_cycle(program: tuple[Stmt, ...]) -> int:
    """How many convergent points (ballots, elects, loops, calls) inside a loop lie where
    that loop's latch cannot be reached: blocks of no cycle of the loop, where maximal
    convergence joins lanes that leave the loop in different iterations."""

    def latch(rest: tuple[Stmt, ...], after: bool, break_falls: bool) -> bool:
        e = _exits(rest)
        onward = "fall" in e or (break_falls and "break" in e)
        return "continue" in e or (onward and after)

    def walk(stmts: tuple[Stmt, ...], after: bool, in_loop: bool, break_falls: bool) -> int:
        count = 0
        for i, s in enumerate(stmts):
            convergent = isinstance(s, Ballot | For | Call | Spin) or (isinstance(s, If) and s.kind == "elect")
            count += in_loop and convergent and not latch(stmts[i:], after, break_falls)
            nxt = latch(stmts[i + 1:], after, break_falls)
            if isinstance(s, If):
                count += walk(s.then, nxt, in_loop, break_falls)
                count += walk(s.orelse or (), nxt, in_loop, break_falls)
            elif isinstance(s, Switch):
                count += sum(walk(b, nxt, in_loop, True) for _, b in s.cases)
                count += walk(s.default or (), nxt, in_loop, True)
            elif isinstance(s, For):
                count += walk(s.body, True, True, False)
            elif isinstance(s, Call):
                count += walk(s.body, False, False, False)
        return count

    return walk(program, False, False, False)


# -- translation to LLVM IR -----------------------------------------------------------


@dataclass(frozen=True)
class _Ctx:
    """Where jumps go and what ``loopcount`` reads, inside the current function."""
    token: str
    counter: str | None = None  # the innermost loop counter's alloca
    latch: str | None = None  # continue target
    exit: str | None = None  # break target (loop exit or switch join)


class _Emitter:
    """Structured statements to one kernel ``@cts(ptr %out)``: lane L's k-th output is
    the i64 at ``%out + 8k`` of its own buffer (the CTS's per-invocation counter, an
    alloca the kernel passes to the functions it calls)."""

    def __init__(self, tokens: bool) -> None:
        self.tokens = tokens
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.functions: list[str] = []
        self.targets: set[str] = set()
        self.n = 0

    def fresh(self, base: str) -> str:
        self.n += 1
        return f"{base}{self.n}"

    def op(self, text: str) -> None:
        self.lines.append("  " + text)

    def br(self, label: str) -> None:
        self.targets.add(label)
        self.op(f"br label %{label}")

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

    def ballot(self, token: str) -> None:
        b = self.fresh("%ballot")
        self.op(f"{b} = call i64 @subgroupBallot(i1 true){self.bundle(token)}")
        self.output(b)

    def load(self, ptr: str | None) -> str:
        v = self.fresh("%v")
        self.op(f"{v} = load i32, ptr {ptr}")
        return v

    def stmts(self, stmts: tuple[Stmt, ...], ctx: _Ctx) -> bool:
        """Emit ``stmts``; whether control falls through to what follows."""
        # all() stops at a jump: the rest is dead code, as in the CTS
        return all(self.stmt(s, ctx) for s in stmts)

    def stmt(self, s: Stmt, ctx: _Ctx) -> bool:
        if isinstance(s, Ballot):
            self.ballot(ctx.token)
        elif isinstance(s, Store):
            self.output(str(s.value))
        elif isinstance(s, Jump):
            if s.kind == "return":
                self.op("ret void")
            else:
                self.br(str(ctx.exit if s.kind == "break" else ctx.latch))
            return False
        elif isinstance(s, If):
            return self.branch(s, ctx)
        elif isinstance(s, Switch):
            return self.switch(s, ctx)
        elif isinstance(s, Call):
            self.call(s, ctx)
        elif isinstance(s, Spin):
            self.spin(ctx)
        else:
            return self.loop(s, ctx)
        return True

    def join(self, bodies: list[tuple[str, tuple[Stmt, ...]]], ctx: _Ctx, join: str) -> bool:
        """Emit each body in its block, falling to ``join``; whether ``join`` is reached."""
        for label, body in bodies:
            self.block(label)
            if self.stmts(body, ctx):
                self.br(join)
        if join in self.targets:
            self.block(join)
            return True
        return False

    def branch(self, s: If, ctx: _Ctx) -> bool:
        c = self.fresh("%cond")
        if s.kind == "mask":
            bit = self.fresh("%bit")
            self.op(f"{bit} = lshr i64 {s.arg}, %id64")
            self.op(f"{c} = trunc i64 {bit} to i1")
        elif s.kind == "lid":
            self.op(f"{c} = icmp uge i32 %id, {s.arg}")
        elif s.kind == "loopcount":
            self.op(f"{c} = icmp eq i32 %id, {self.load(ctx.counter)}")
        else:
            self.op(f"{c} = call i1 @subgroupElect(){self.bundle(ctx.token)}")
        then, join = self.fresh("then"), self.fresh("join")
        other = self.fresh("else") if s.orelse is not None else join
        self.targets.add(other)
        self.op(f"br i1 {c}, label %{then}, label %{other}")
        bodies = [(then, s.then)] + ([(other, s.orelse)] if s.orelse is not None else [])
        return self.join(bodies, ctx, join)

    def switch(self, s: Switch, ctx: _Ctx) -> bool:
        sel = self.fresh("%sel")
        if s.kind == "var":
            self.op(f"{sel} = and i32 %id, 3")
        else:
            self.op(f"{sel} = add i32 {self.load(ctx.counter)}, 0")
        join = self.fresh("endswitch")
        labels = [self.fresh("case") for _ in s.cases]
        default = self.fresh("default") if s.default is not None else join
        self.targets.add(default)
        arms = " ".join(f"i32 {v}, label %{label}" for (vs, _), label in zip(s.cases, labels, strict=True)
                        for v in vs)
        self.op(f"switch i32 {sel}, label %{default} [ {arms} ]")
        bodies = [(label, body) for label, (_, body) in zip(labels, s.cases, strict=True)]
        if s.default is not None:
            bodies.append((default, s.default))
        return self.join(bodies, _Ctx(ctx.token, ctx.counter, ctx.latch, join), join)

    def call(self, s: Call, ctx: _Ctx) -> None:
        name = self.fresh("@f")
        count = self.load(ctx.counter) if ctx.counter else "0"
        self.op(f"call void {name}(ptr %out, ptr %counter, i32 {count}){self.bundle(ctx.token)}")
        saved = self.lines, self.allocas
        self.lines, self.allocas = [], ["%outer.count = alloca i32"]
        if self.stmts(s.body, _Ctx("%entry.tok", "%outer.count")):
            self.op("ret void")
        self.functions.append(self.function(f"{name}(ptr %out, ptr %counter, i32 %count)",
                                            "  store i32 %count, ptr %outer.count"))
        self.lines, self.allocas = saved

    def function(self, signature: str, init: str) -> str:
        head = [*("  " + a for a in self.allocas), init]
        if self.tokens:
            head.insert(0, "  %entry.tok = call token @llvm.experimental.convergence.entry()")
        head += ["  %id = call i32 @getSubgroupLocalInvocationId()",
                 "  %id64 = zext i32 %id to i64", "  %id1 = add i32 %id, 1"]
        return "\n".join([f"define void {signature} convergent {{", "entry:", *head, *self.lines, "}"])

    def spin(self, ctx: _Ctx) -> None:
        header, exit_ = self.fresh("spin"), self.fresh("spun")
        self.br(header)
        self.block(header)
        token = self.heart(ctx.token)
        e = self.fresh("%elected")
        self.op(f"{e} = call i1 @subgroupElect(){self.bundle(token)}")
        self.op(f"br i1 {e}, label %{exit_}, label %{header}")
        self.block(exit_)

    def heart(self, token: str) -> str:
        if not self.tokens:
            return token
        heart = self.fresh("%heart")
        self.op(f"{heart} = call token @llvm.experimental.convergence.loop(){self.bundle(token)}")
        return heart

    def loop(self, s: For, ctx: _Ctx) -> bool:
        idx, header, body = self.fresh("%idx"), self.fresh("header"), self.fresh("body")
        latch, exit_ = self.fresh("latch"), self.fresh("exit")
        self.allocas.append(f"{idx} = alloca i32")
        self.op(f"store i32 0, ptr {idx}")
        self.br(header)
        self.block(header)
        inner = self.heart(ctx.token)
        if s.kind in ("unif", "var"):
            self.test(idx, str(s.trips) if s.kind == "unif" else "%id1", body, exit_)
        else:
            if s.kind == "dowhile":
                self.op(f"store i32 {self.bump(idx)}, ptr {idx}")
            self.br(body)
        self.block(body)
        if self.stmts(s.body, _Ctx(inner, idx, latch, exit_)):
            self.br(latch)
        if latch in self.targets:
            self.block(latch)
            if s.kind == "dowhile":
                self.test(idx, str(s.trips), header, exit_)
            else:
                if s.kind == "inf":
                    self.ballot(inner)
                self.op(f"store i32 {self.bump(idx)}, ptr {idx}")
                self.br(header)
        if exit_ in self.targets:
            self.block(exit_)
            return True
        return False

    def test(self, idx: str, bound: str, stay: str, exit_: str) -> None:
        """Go on to ``stay`` while the counter is below ``bound``, else to ``exit_``."""
        c = self.fresh("%more")
        self.op(f"{c} = icmp ult i32 {self.load(idx)}, {bound}")
        self.targets.add(exit_)
        self.op(f"br i1 {c}, label %{stay}, label %{exit_}")

    def bump(self, ptr: str) -> str:
        v = self.fresh("%next")
        self.op(f"{v} = add i32 {self.load(ptr)}, 1")
        return v


def translate(program: tuple[Stmt, ...], *, tokens: bool) -> str:
    """The program as a module in our IR conventions (README "IR conventions")."""
    e = _Emitter(tokens)
    e.allocas.append("%counter = alloca i32")
    if e.stmts(program, _Ctx("%entry.tok")):
        e.op("ret void")
    kernel = e.function("@cts(ptr %out)", "  store i32 0, ptr %counter")
    return "\n".join([
        "declare i64 @subgroupBallot(i1) convergent",
        "declare i1 @subgroupElect() convergent",
        "declare i32 @getSubgroupLocalInvocationId()",
        "declare token @llvm.experimental.convergence.entry() convergent",
        "declare token @llvm.experimental.convergence.loop() convergent",
        "", *e.functions, kernel, ""])


# -- the comparison -------------------------------------------------------------------

SIZES = (4, 8, 32)


def lane_sets(seed: int, size: int) -> list[tuple[int, ...]]:
    """Every lane, and a dense and a sparse random non-empty subset of them."""
    rng = random.Random(seed * 97 + size)
    subsets = [tuple(lane for lane in range(size) if rng.random() < p) or (rng.randrange(size),)
               for p in (0.7, 0.3)]
    return [tuple(range(size)), *subsets]


def outputs(result: Observation[Any], slots: int) -> dict[int, list[int]] | str:
    """Each lane's first ``slots`` i64 words, or why the run shows none."""
    b = result.behaviour
    if b.outcome is not Outcome.OK or b.approximations:
        return f"{b.outcome.value} {sorted(b.approximations)} {b.message}"
    lanes = {}
    for t in b.threads:
        raw = bytes(x if isinstance(x, int) else 0xEE for x in t.buffers[0])
        lanes[t.lane] = [int.from_bytes(raw[8 * k:8 * k + 8], "little") for k in range(slots)]
    return lanes


def compare(seed: int, *, tokens: bool) -> tuple[int, list[str]]:
    """Output slots compared and the disagreements, over the sizes and lane sets. Each
    lane's words past its last output must stay 0: an extra output is a difference too."""
    compared, failures = 0, []
    for size in SIZES:
        program = generate(seed, width=size, in_cycle=not tokens)
        assert tokens or outside_cycle(program) == 0
        fn = parse_module(translate(program, tokens=tokens)).kernel()
        expected = [simulate(program, lanes) for lanes in lane_sets(seed, size)]
        slots = 1 + max(len(v) for e in expected for v in e.values())
        scheds = [Schedule(size, tuple(e), buffer_bytes=8 * slots, step_budget=2_000_000)
                  for e in expected]
        runs = {"reference": [reference.run(fn, sc) for sc in scheds],
                "simt": simt.run_batch(fn, scheds)}
        for want, sched, k in zip(expected, scheds, range(len(scheds)), strict=True):
            padded = {lane: [*v, *[0] * (slots - len(v))] for lane, v in want.items()}
            for name, results in runs.items():
                got = outputs(results[k], slots)
                if got != padded:
                    failures.append(f"seed {seed} ({'tokens' if tokens else 'uncontrolled'}) "
                                    f"{size} lanes, active {sched.active_lanes}: {name} {got} "
                                    f"!= CTS {padded}")
            compared += sum(len(v) for v in want.values())
    return compared, failures


@pytest.mark.parametrize("tokens", [True, False], ids=["tokens", "uncontrolled"])
def test_oracles_match_cts_model(tokens: bool) -> None:
    seeds = range(24) if tokens else range(1000, 1015)
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
    seeds = range(24, 224) if tokens else range(1015, 1215)
    failures = [f for seed in seeds for f in compare(seed, tokens=tokens)[1]]
    assert not failures, "\n".join(failures[:20])


def test_break_path_ballot_is_per_iteration_only_with_tokens() -> None:
    """``for (i < 2) { if (elect()) { ballot; break; } }`` on 2 lanes: lane 0 leaves in
    iteration 0, lane 1 in iteration 1. The CTS gives each its own ballot; so do the
    oracles with the loop's token on the ballot. Without tokens the ballot's block is in
    no cycle (it only leads out of the loop), so maximal convergence (seed 003, "Maximal
    Convergence": the condition is over the cycles that contain X, none here) joins the
    two lanes there: both see 0b11, the documented difference of the two models."""
    program = (For("unif", 2, (If("elect", 0, (Ballot(), Jump("break")), None),)),)
    assert outside_cycle(program) == 1
    cts = simulate(program, (0, 1))
    assert cts == {0: [0b01], 1: [0b10]}
    sched = Schedule.full(2, buffer_bytes=8)
    for tokens, want in ((True, cts), (False, {0: [0b11], 1: [0b11]})):
        fn = parse_module(translate(program, tokens=tokens)).kernel()
        assert outputs(reference.run(fn, sched), 1) == want, tokens
        assert outputs(simt.run(fn, sched), 1) == want, tokens


def _kinds(stmts: tuple[Stmt, ...], in_call: bool = False) -> set[str]:
    out: set[str] = set()
    for s in stmts:
        name = type(s).__name__
        out.add(f"{name}:{getattr(s, 'kind', '')}" + (" in call" if in_call else ""))
        if isinstance(s, If):
            out |= _kinds(s.then, in_call) | _kinds(s.orelse or (), in_call)
        elif isinstance(s, For):
            out |= _kinds(s.body, in_call)
        elif isinstance(s, Switch):
            out |= _kinds(tuple(x for _, b in s.cases for x in b) + (s.default or ()), in_call)
        elif isinstance(s, Call):
            out |= _kinds(s.body, True)
    return out


def test_generator_covers_the_cts_constructs() -> None:
    """The default seeds exercise every construct, and the token programs put ballots
    on paths out of loops (the CTS's elect-break) while the uncontrolled ones never do."""
    programs = [generate(seed, width=8) for seed in range(30)]
    seen = set().union(*(_kinds(p) for p in programs))
    for kind in ("For:unif", "For:var", "For:dowhile", "For:inf", "Switch:var", "Switch:loopcount",
                 "If:mask", "If:lid", "If:loopcount", "If:elect", "Jump:break", "Jump:continue",
                 "Jump:return", "Jump:return in call", "Call:", "Spin:", "Store:", "Ballot:"):
        assert kind in seen, kind
    assert sum(outside_cycle(p) > 0 for p in programs) >= 5
    assert all(outside_cycle(generate(seed, width=8, in_cycle=True)) == 0 for seed in range(1000, 1100))


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")
def test_token_translation_passes_llvms_verifier() -> None:
    """The token form's uses of a loop's token on the paths out of the loop are legal
    LLVM IR (seed 000's static rules, as LLVM 19's convergence verifier checks them), not
    only legal to our oracles' own check."""
    programs = [p for p in (generate(seed, width=8) for seed in range(40)) if outside_cycle(p)]
    assert len(programs) >= 10
    for program in programs:
        verified = subprocess.run(["opt-19", "-passes=verify", "-disable-output"], text=True,
                                  input=translate(program, tokens=True), capture_output=True)
        assert verified.returncode == 0, verified.stderr
