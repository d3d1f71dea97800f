"""Calls to defined functions in the lane simulator: the call tree as one CFG.

The simulator has one register file per lane and no call stack, so it executes a
kernel's calls (SEMANTICS.md, "Calls to defined functions") by *expanding* them
before compiling: every call site reachable from the kernel gets its own copy of
the callee's blocks, an *invocation region*, entered from the call site and
returning to the rest of the caller's block. Recursion gives one region per depth,
up to the call depth bound; a call below it stops its lanes (a timeout, as in the
reference). This is not inlining as a candidate transform does it (and none of
fuzzfarm's transforms is used): the call site keeps its own dynamic instance, and
the region's convergence starts from it:

- ``fuzzfarm.simt.enter`` replaces the call: it computes the call site's key
  (from its ``convergencectrl`` token, else from its block instance) and the
  invocation's root ``("frame", call-site key)``;
- the region's entry block is keyed by that root (maximal: it is the region's
  pseudo header, the latest context of every block of the region until a header
  of the callee's own cycles is entered; ipdom: the stack restarts from a root
  frame, and the caller's stack comes back on return);
- ``fuzzfarm.simt.centry`` replaces the callee's ``entry`` intrinsic: its token is
  ``("entry", root)`` (seed 000, "llvm.experimental.convergence.entry", item 2);
- a callee with an *implicit anchor* (not ``convergent``, with uncontrolled
  convergent operations: seed 000, "Convergent Operations", note) executes that
  anchor at ``enter``: one occurrence per invocation, counted over all of the
  lane's invocations of the callee; a grouping in the choices makes the root
  ``("anchor", @callee, label)`` instead of the frame (SEMANTICS.md, "Calls to
  defined functions"). The reference lets one group join invocations from
  different call sites; their copies here are different points, which can never
  fire together, so a run whose grouping does that is *unsupported* (the
  reference decides it; :class:`oracles.simt.tokens.CallEnterOp`).

Each block orders its successors for the DFS of irreducible cycles as its
original block does (:func:`oracles.simt.cfg.analyse`), and each block's
immediate post-dominator is its own function's, so both models see every
function as the reference does.

A call tree over :data:`MAX_EXPANDED_BLOCKS` blocks stays unexpanded (its calls
are then unsupported when executed, and the reference decides).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.fpenv import call_flags
from fuzzfarm.ir import conventions as conv
from fuzzfarm.ir.calls import (
    Promised,
    calls_a_definition,
    defined_callee,
    flagged_arguments,
    flags_meet_site_noundef,
    promised_arguments,
    promised_result,
)
from fuzzfarm.ir.layout import store_size
from fuzzfarm.ir.model import (
    Block,
    ConstInt,
    Function,
    Instruction,
    NullPtr,
    OperandBundle,
    Poison,
    Value,
    detached_copy,
)
from fuzzfarm.ir.types import I1, I32, I64, TOKEN, FloatType, IntType, PtrType, VectorType, VoidType
from fuzzfarm.promises import null_poisons, poisoned

#: The call depth bound of SEMANTICS.md ("Calls to defined functions"), which the
#: reference applies too (``oracles.reference.thread.MAX_CALL_DEPTH``, kept equal by
#: tests/test_calls.py; the oracles do not import each other).
MAX_CALL_DEPTH = 64
#: The largest expanded program (blocks) the simulator takes on.
MAX_EXPANDED_BLOCKS = 4000

ENTER = "fuzzfarm.simt.enter"
CALLEE_ENTRY = "fuzzfarm.simt.centry"
TOO_DEEP = "fuzzfarm.simt.toodeep"
#: A check that each operand keeps its promise (not poison under ``noundef``, inside its
#: ``range``/``nofpclass`` under ``noundef``), else undefined behaviour: placed before a
#: call's ``enter`` for its promised arguments and before a ``ret`` whose result is
#: promised (LangRef; the reference checks the same in ``invoke``/``ret``). Without
#: ``noundef`` a broken value is made poison after it (:func:`poison_outside`).
NOUNDEF = "fuzzfarm.simt.noundef"
#: The flag of the ``bitcast`` by which :func:`poison_outside` reads a float's class: no
#: ``nan-bits`` note (the bits only tell the class, and :func:`fuzzfarm.promises.poisoned`
#: leaves out the promises a NaN's bits decide).
CLASS_BITS = "fuzzfarm.simt.classbits"


@dataclass(eq=False)
class Region:
    """One invocation region: a copy of ``callee`` entered from one call site."""

    id: int
    callee: Function
    #: The block ending at the call (its last instruction before the branch is ``enter``).
    call_block: Block
    enter: Instruction
    entry: Block
    post: Block
    blocks: list[Block] = field(default_factory=list)
    depth: int = 2

    @property
    def implicit_anchor(self) -> str | None:
        """The callee's implicit anchor (``@callee``), executed at the call (see above)."""
        return conv.implicit_anchor(self.callee)


@dataclass(eq=False)
class Expanded:
    """The kernel with its call tree expanded, and what the simulator needs to know."""

    fn: Function
    regions: list[Region]
    #: The innermost region of each block of a region.
    region_of: dict[Block, Region]
    #: Instructions that are not instructions of the program (no step counts).
    free: set[Instruction]
    #: Each block that continues a caller after a region returns, and that region.
    post_of: dict[Block, Region]
    #: The original block of every expanded block (for per-function facts such as ipdom).
    origin: dict[Block, Block]
    #: The original instruction of every copied one, by the copy's ``id`` (a barrier's
    #: executions are counted over every copy: :mod:`fuzzfarm.partial_barriers`).
    source: dict[int, Instruction] = field(default_factory=dict)


def block_labels(expanded: Expanded) -> list[str]:
    """Each expanded block's name as the reference names its block: the original name,
    with ``@callee`` in a called function (a call's continuation is still its block)."""
    out = []
    for b in expanded.fn.blocks:
        origin = expanded.origin.get(b, b)
        fn = origin.parent
        suffix = "" if fn is None or fn.name == expanded.fn.name else "@" + fn.name
        out.append(origin.name + suffix)
    return out


@per_function
def expand(fn: Function) -> Expanded | None:
    """``fn`` with its call tree expanded, or None when it calls no definition or the
    expansion cannot serve it (then the calls stay, unsupported when executed)."""
    if not calls_a_definition(fn):  # a kernel calling only itself is expanded too
        return None
    return _Expander(fn).run()


class _Expander:
    def __init__(self, kernel: Function) -> None:
        self.kernel = kernel
        self.out = Function(kernel.name, kernel.return_type, list(kernel.args), attrs=kernel.attrs,
                            ret_attrs=kernel.ret_attrs, linkage=kernel.linkage,
                            module=kernel.module)
        self.regions: list[Region] = []
        self.region_of: dict[Block, Region] = {}
        self.free: set[Instruction] = set()
        self.post_of: dict[Block, Region] = {}
        self.origin: dict[Block, Block] = {}
        self.source: dict[int, Instruction] = {}
        self.depth: dict[Block, int] = {}

    def run(self) -> Expanded | None:
        blocks = self._copy(self.kernel, {a: a for a in self.kernel.args}, "", None)
        work = list(blocks)
        while work:
            block = work.pop()
            if len(self.out.blocks) > MAX_EXPANDED_BLOCKS:
                return None
            work.extend(self._expand_first_call(block))
        return Expanded(self.out, self.regions, self.region_of, self.free, self.post_of,
                        self.origin, self.source)

    def _copy(self, fn: Function, vmap: dict[Value, Value], suffix: str,
              region: Region | None) -> list[Block]:
        """Clone ``fn``'s blocks into the output (values through ``vmap``)."""
        bmap: dict[Block, Block] = {}
        for b in fn.blocks:
            nb = self.out.add_block(b.name + suffix)
            bmap[b] = nb
            self.origin[nb] = b
            self.depth[nb] = 1 if region is None else region.depth
            if region is not None:
                self.region_of[nb] = region
                region.blocks.append(nb)
        pairs = []
        for b in fn.blocks:
            for inst in b.instructions:
                ni = detached_copy(inst)
                self.source[id(ni)] = inst
                bmap[b].append(ni)
                vmap[inst] = ni
                pairs.append(ni)
        for ni in pairs:
            ni.operands = [vmap.get(v, v) for v in ni.operands]
            ni.blocks = [bmap[b] for b in ni.blocks]
            ni.bundles = [OperandBundle(bd.tag, tuple(vmap.get(v, v) for v in bd.inputs))
                          for bd in ni.bundles]
        return [bmap[b] for b in fn.blocks]

    def _expand_first_call(self, block: Block) -> list[Block]:
        """Split ``block`` at its first call to a definition and attach the callee's
        region; returns the new blocks to scan (the region's and the continuation)."""
        origin_fn = self.origin[block].parent
        assert origin_fn is not None
        for k, inst in enumerate(block.instructions):
            callee = defined_callee(origin_fn, inst)
            if callee is None:
                continue
            depth = self.depth[block]
            if depth >= MAX_CALL_DEPTH:
                inst.callee = TOO_DEEP
                return []
            return self._attach(block, k, inst, callee, depth + 1)
        return []

    def _attach(self, block: Block, k: int, call: Instruction, callee: Function,
                depth: int) -> list[Block]:
        rid = len(self.regions)
        suffix = f"@{callee.name}.{rid}"
        post = self.out.add_block(f"{block.name}.ret{rid}")
        self.origin[post] = self.origin[block]
        self.depth[post] = self.depth[block]
        if block in self.region_of:
            self.region_of[post] = self.region_of[block]
            self.region_of[block].blocks.append(post)
        # The rest of the block continues after the call; successors' phis now come from it.
        rest = block.instructions[k + 1:]
        del block.instructions[k:]
        for inst in rest:
            post.append(inst)
        for succ in post.successors:
            for phi in succ.phis:
                phi.blocks = [post if b is block else b for b in phi.blocks]
        promised = promised_arguments(call, callee)
        if promised:  # no step of its own (the reference checks at the call): free
            self.free.add(block.append(promise_check([call.operands[p.at] for p in promised], promised)))
        passed: dict[Value, Value] = {}
        for p in promised:  # an argument outside its range (no noundef) is poison in the callee
            made = poison_outside(call.operands[p.at], p, f"arg{p.at}.{rid}")
            if made:
                for inst in made:
                    self.free.add(block.append(inst))
                passed[callee.args[p.at]] = made[-1]
        broken: Value | None = None  # a float argument (element) in a class the call's nnan/ninf name
        for p in flagged_arguments(call, callee):
            operand = call.operands[p.at]
            ty = operand.type
            extracted = [Instruction("extractelement", ty.element, [operand, ConstInt(I32, i)],
                                     name=f"fmf{p.at}.{rid}.e{i}") for i in range(ty.count)] \
                if isinstance(ty, VectorType) else []
            for i, element in enumerate(extracted or [operand]):
                made, test = broken_test(element, p, f"fmf{p.at}.{rid}.{i}")
                if test is None:
                    continue
                if extracted:
                    made.insert(0, extracted[i])
                if broken is not None:  # poison tests poison: the result is poison then too
                    made.append(test := Instruction("or", I1, [broken, test], name=f"fmf{p.at}.{rid}.{i}.any"))
                for inst in made:
                    self.free.add(block.append(inst))
                broken = test
        enter = Instruction("call", I64, [], f"callsite.{rid}", callee=ENTER,
                            bundles=list(call.bundles))
        block.append(enter)
        region = Region(rid, callee, block, enter, block, post, depth=depth)  # entry set below
        self.regions.append(region)
        vmap: dict[Value, Value] = dict(zip(callee.args, call.operands, strict=True)) | passed
        byval = _byval_copies(callee, call.operands, suffix, vmap)
        copied = self._copy(callee, vmap, suffix, region)
        region.entry = copied[0]
        jump = Instruction("br", VoidType(), blocks=[region.entry])
        block.append(jump)
        self.free.add(jump)
        result: Instruction | None = None
        if not isinstance(call.type, VoidType):
            result = Instruction("phi", call.type, name=call.name)
            post.insert(0, result)
            self.free.add(result)
        checks: list[tuple[Block, int, list[Instruction]]] = []
        kept = promised_result(call, callee)
        for nb in copied:
            for i, inst in enumerate(nb.instructions):
                if inst.callee == conv.ENTRY:
                    inst.callee, inst.operands = CALLEE_ENTRY, [enter]
                    inst.type = TOKEN
                elif inst.opcode == "ret":
                    made = [] if kept is None or not inst.operands else \
                        poison_outside(inst.operands[0], kept, f"ret.{rid}.{nb.name}")
                    if result is not None and inst.operands:
                        result.operands.append(made[-1] if made else inst.operands[0])
                        result.blocks.append(nb)
                    nb.instructions[i] = jump2 = Instruction("br", VoidType(), blocks=[post])
                    jump2.parent = nb
                    if inst.operands and kept is not None:
                        checks.append((nb, i, [promise_check([inst.operands[0]], [kept]), *made]))
        for nb, i, added in checks:  # the returned value, checked just before the return
            for k, inst in enumerate(added):
                self.free.add(nb.insert(i + k, inst))
        at = 1 if region.entry.instructions and region.entry.instructions[0].callee == CALLEE_ENTRY else 0
        for k, inst in enumerate(byval):  # the region's entry: a fresh copy per invocation
            region.entry.insert(at + k, inst)
        if result is not None and call_flags(call):
            # the call's fast-math flags on what it returns (LangRef, "Fast-Math Flags"): a
            # select of it with them (FlaggedSelect: a NaN/inf poison, fp-choice noted), as
            # the reference's flagged_value; a NaN/inf argument under nnan/ninf makes it
            # poison too (flagged_arguments; the reference's Frame.poisoned_result)
            flagged = Instruction("select", call.type, [ConstInt(I1, 1), result, result],
                                  name=f"{call.name}.fmf", flags=call_flags(call))
            self.free.add(post.insert(1, flagged))
            result = flagged
            if broken is not None:
                by_argument = Instruction("select", call.type, [broken, Poison(call.type), flagged],
                                          name=f"{call.name}.fmfarg")
                self.free.add(post.insert(2, by_argument))
                result = by_argument
            if flags_meet_site_noundef(call):  # poison from the flags: undefined (the reference notes it)
                self.free.add(post.insert(post.instructions.index(result) + 1,
                                          promise_check([result], [Promised(0, True, None)])))
        if result is not None:
            self._replace(call, result)
        self.post_of[post] = region
        return [*copied, post]

    def _replace(self, old: Instruction, new: Value) -> None:
        for b in self.out.blocks:
            for inst in b.instructions:
                if any(v is old for v in inst.all_operands()):
                    inst.replace_uses(old, new)


def poison_outside(value: Value, promised: Promised, name: str) -> list[Instruction]:
    """``value`` made poison where it breaks the ``range`` or ``nofpclass`` ``promised``
    gives it without ``noundef`` (LangRef: poison; :func:`fuzzfarm.promises.poisoned`), or
    is null under ``nonnull`` alone (:func:`fuzzfarm.promises.null_poisons`: an ``icmp eq``
    with null and the ``select``): the instructions of :func:`broken_test` and a ``select``
    of poison, the last the value to use; a vector element by element (an
    ``extractelement``, its ``select``, an ``insertelement``: LangRef applies the promise
    to every element); empty where there is no such promise (a broken one is then
    :data:`NOUNDEF`'s undefined behaviour). The reference's ``keep_promise`` reads it the
    same way."""
    ty = value.type
    if isinstance(ty, VectorType):
        made: list[Instruction] = []
        parts: list[Value] = []
        for i in range(ty.count):
            element = Instruction("extractelement", ty.element, [value, ConstInt(I32, i)], name=f"{name}.e{i}")
            kept = poison_outside(element, promised, f"{name}.e{i}")
            made += [element, *kept]
            parts.append(kept[-1] if kept else element)
        if len(made) == ty.count:  # no element's promise to make poison
            return []
        whole: Value = Poison(ty)
        for i, part in enumerate(parts):
            whole = Instruction("insertelement", ty, [whole, part, ConstInt(I32, i)], name=f"{name}.v{i}")
            made.append(whole)
        return made
    made, broken = broken_test(value, promised, name)
    if broken is None:
        return []
    return [*made, Instruction("select", ty, [broken, Poison(ty), value], name=f"{name}.val")]


def broken_test(value: Value, promised: Promised, name: str) -> tuple[list[Instruction], Value | None]:
    """The instructions testing whether scalar ``value`` breaks what ``promised`` makes
    poison (:func:`poison_outside`), and the ``i1`` test (None: nothing to test): a
    pointer's ``icmp eq`` with null; an integer's or a float's bits (a ``bitcast`` marked
    :data:`CLASS_BITS`), per range of breaking bit patterns a ``sub`` and an ``icmp
    ult``, and their ``or``. Poison tests poison."""
    ty = value.type
    if isinstance(ty, PtrType) and null_poisons(promised.promise, promised.noundef):
        null = Instruction("icmp", I1, [value, NullPtr(ty)], name=f"{name}.null", predicate="eq")
        return [null], null
    patterns = poisoned(promised.promise, promised.noundef, ty)
    if not patterns or not isinstance(ty, IntType | FloatType):
        return [], None
    bits = IntType(ty.bits)
    made = [] if isinstance(ty, IntType) else \
        [Instruction("bitcast", bits, [value], name=f"{name}.bits", flags=frozenset({CLASS_BITS}))]
    pattern = made[-1] if made else value
    tests = []
    for k, (lo, hi) in enumerate(patterns):
        off = Instruction("sub", bits, [pattern, ConstInt(bits, lo)], name=f"{name}.off{k}")
        tests.append(Instruction("icmp", I1, [off, ConstInt(bits, (hi - lo) & bits.mask)],
                                 name=f"{name}.in{k}", predicate="ult"))
        made += [off, tests[-1]]
    broken = tests[0]
    for k, test in enumerate(tests[1:], 1):
        broken = Instruction("or", I1, [broken, test], name=f"{name}.any{k}")
        made.append(broken)
    return made, broken


def promise_check(values: list[Value], promised: list[Promised]) -> Instruction:
    """The :data:`NOUNDEF` check of ``values``, each under its promise (its attributes
    ride along as the call site's ``arg<i>:...``, where the compiler reads them back)."""
    attrs = {f"arg{k}:noundef" for k, p in enumerate(promised) if p.noundef}
    attrs |= {f"arg{k}:{p.promise}" for k, p in enumerate(promised) if p.promise is not None}
    return Instruction("call", VoidType(), values, callee=NOUNDEF, attrs=frozenset(attrs))


def _byval_copies(callee: Function, operands: list[Value], suffix: str,
                  vmap: dict[Value, Value]) -> list[Instruction]:
    """The instructions giving each ``byval(T)`` parameter of ``callee`` its own copy of the
    caller's ``T`` (an alloca and an ``llvm.memcpy`` of T's size from the call's operand,
    LangRef "byval"), mapping the parameter to the copy in ``vmap``; placed at the start of
    the inlined region's entry block, where an alloca is fresh on every invocation."""
    out: list[Instruction] = []
    for arg, operand in zip(callee.args, operands, strict=True):
        if not arg.byval:
            continue
        assert arg.pointee is not None
        copy = Instruction("alloca", arg.type, [], f"byval.{arg.name}{suffix}", elem_type=arg.pointee)
        length = ConstInt(I64, store_size(arg.pointee))
        move = Instruction("call", VoidType(), [copy, operand, length, ConstInt(I1, 0)],
                           callee="llvm.memcpy.p0.p0.i64")
        vmap[arg] = copy
        out += [copy, move]
    return out
