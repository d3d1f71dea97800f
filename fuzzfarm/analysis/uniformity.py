"""Our reading of seed 003's uniformity analysis ("Convergence And Uniformity").

A second opinion next to LLVM's ``UniformityAnalysis``: which outputs and branch
decisions are uniform among converged threads. Divergence starts at the sources
(per-thread inputs, the lane id, operations whose result differs per thread)
and propagates to a fixed point (seed 003, "Uniformity"):

- **data dependence**: an output is divergent when an input operand is, unless
  "the semantics of the instruction may specify the output to be uniform" (the
  catalogue's ballot, reductions and broadcast give every member of the
  communicating set the same result);
- **sync dependence**: a branch is divergent when its condition is; a phi at a
  *join node* of a divergent branch ("reachable along disjoint paths starting
  from that branch") is divergent unless every incoming value is the same;
- **temporal divergence**: a divergent branch inside a cycle from which an exit
  is reached while other threads stay in the cycle is a *divergent cycle exit*;
  every use outside that cycle of a value defined inside it is divergent;
- **m-converged nodes**: in an irreducible cycle only m-converged static
  instances can be uniform. We apply the seed's conservatively simplified
  *diverged entry criterion* (for a divergent branch B and its join J, the
  nodes of a cycle C containing both are m-converged only if B strictly
  dominates J, or C's header strictly dominates J, or recursively a cycle inside
  C does) and its rule for diverged paths that reach different entries of an
  irreducible cycle from outside. Nodes not m-converged have divergent outputs
  and branches.

Calls to functions defined in the module (SEMANTICS.md, "Calls to defined
functions") are analysed per function, as LLVM does: a call's result is
divergent (the callee may return a per-thread value, or a convergent operation's
result among an implementation-defined set: nothing here looks into the callee
to prove it uniform), and a function's arguments are divergent unless ``inreg``.
An ``inreg`` parameter is uniform only while every call passes it a value that
is (:func:`divergent_inreg_arguments`): our semantics passes values unchanged,
so a call that feeds it a per-thread value (recursion into the kernel included)
makes it divergent, where LLVM, trusting the attribute, calls it uniform.

Loads are divergent (every thread's memory is its own, SEMANTICS.md) except loads
of the launch's implicit arguments at a uniform address, while nothing writes them
(:func:`launch_argument_pointers`): HIP's ``blockDim``, which LLVM calls uniform too.

Joins are found as SSA construction finds phi placements: give each successor of
the branch its own definition of a virtual variable and propagate it forward; a
block that two different definitions reach becomes a definition itself (seed
003's disjoint-paths criterion, computed the way LLVM's implementation does).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm import fpenv
from fuzzfarm.analysis.cycles import Cycle, CycleInfo, compute_cycles, llvm_order
from fuzzfarm.analysis.dominators import DomTree, dominator_tree, reachable, reverse_postorder
from fuzzfarm.ir import amdgcn, clint, conventions, intmath, opencl
from fuzzfarm.ir.calls import calls_to_definitions
from fuzzfarm.ir.model import Argument, Block, Function, Instruction, Poison, Undef, Value, users
from fuzzfarm.ir.types import IntType, PtrType
from fuzzfarm.kernargs import KERNARG_SEGMENT_PTR
from fuzzfarm.launch import LAUNCH_OBJECTS

#: Catalogue operations whose result every member of the communicating set shares.
UNIFORM_RESULT_OPS = frozenset({"subgroupBallot", "subgroupAdd", "subgroupMin", "subgroupMax",
                                "subgroupBroadcastFirst", *(
                                    name for name, op in conventions.TARGET_OPS.items()
                                    if op.dialect in ("opencl", "hlsl") and op.behaves_as in (
                                        "subgroupAdd", "subgroupMin", "subgroupMax",
                                        "opencl.any", "opencl.all", "amdgcn.readlane")
                                    or op.behaves_as.startswith("wave.reduce."))})
#: Of those, the ones whose result is the value every member passes when all pass one
#: value (``ConvergentOp.behaves_as``): the first lane's, a minimum, a maximum, an and, an or.
SAME_VALUE_OPS = frozenset({"subgroupBroadcastFirst", "subgroupMin", "subgroupMax", "opencl.any",
                            "opencl.all", *(f"wave.reduce.{k}" for k in ("umin", "umax", "min", "max",
                                                                          "and", "or"))})
#: Target intrinsics whose result is the same for every thread of the communicating set
#: (README, the dialect tables): broadcasts, ballots, votes and reductions.
UNIFORM_TARGET_PREFIXES = ("llvm.amdgcn.readfirstlane", "llvm.amdgcn.ballot", "llvm.amdgcn.s.getpc",
                           "llvm.amdgcn.readlane", "llvm.amdgcn.wave.reduce.", "llvm.nvvm.activemask",
                           "llvm.nvvm.vote.", "llvm.nvvm.redux.sync.", "llvm.nvvm.barrier.cta.red.")
#: Of those, the NVVM ones whose membermask may differ between converged threads (tiles):
#: uniform only where the mask is.
TILED_PREFIXES = ("llvm.nvvm.vote.", "llvm.nvvm.redux.sync.")
#: Target intrinsic families that read per-thread state: divergent.
DIVERGENT_PREFIXES = ("llvm.amdgcn.", "llvm.nvvm.", "llvm.dx.", "llvm.spv.")


@dataclass
class UniformityInfo:
    """The analysis result for one function (natural DFS cycle hierarchy)."""

    fn: Function
    cycles: CycleInfo
    divergent: set[Value] = field(default_factory=set)
    divergent_branches: set[Block] = field(default_factory=set)
    joins: dict[Block, set[Block]] = field(default_factory=dict)
    divergent_exit_cycles: list[Cycle] = field(default_factory=list)
    not_m_converged: set[Block] = field(default_factory=set)
    #: Pointers into the launch's implicit arguments (:func:`launch_argument_pointers`).
    launch_pointers: frozenset[Value] = frozenset()
    #: Whether a collective communicates with exactly the threads converged at it where
    #: seed 000 says so (an anchor's token, an uncontrolled operation outside m-converged
    #: blocks): true of maximal convergence, the reading seed 003 checks; False for a
    #: caller that runs another model (ipdom's reconvergence), where threads together at a
    #: use may come from different anchor groups: then those results stay divergent.
    groups_converged: bool = True
    #: Memo of :func:`thread_invariant` for instructions.
    invariant: dict[Instruction, bool] = field(default_factory=dict)

    def is_uniform(self, v: Value) -> bool:
        return v not in self.divergent

    def is_uniform_claim(self, target: Argument | Instruction, terminator: bool = False) -> bool:
        """Our answer for a report line: a value, or (``terminator``) a block's branch decision."""
        if terminator:
            assert isinstance(target, Instruction) and target.parent is not None
            return target.parent not in self.divergent_branches
        return target not in self.divergent


def analyze(fn: Function, *, groups_converged: bool = True) -> UniformityInfo:
    """Propagate divergence from the sources to a fixed point (seed 003, "Uniformity").

    With irreducible cycles, once in the natural DFS's cycle hierarchy and once in
    LLVM's (:func:`~fuzzfarm.analysis.cycles.llvm_order`: another header may strictly
    dominate a join), keeping what either proves uniform: "it is sufficient to determine
    if a static instance is m-converged for a given cycle hierarchy T, even if that fact
    is not detected when examining some other cycle hierarchy T'", and "a 'divergent
    value' result in one analysis instance cannot contradict a 'uniform value' result in
    the other" (seed 003, "Irreducibility and Uniformity")."""
    info = _analyze(fn, compute_cycles(fn), groups_converged)
    if info.cycles.is_reducible:
        return info
    other = _analyze(fn, compute_cycles(fn, llvm_order), groups_converged)
    info.divergent &= other.divergent
    info.divergent_branches &= other.divergent_branches
    info.not_m_converged &= other.not_m_converged
    uniform_exits = [c.blocks for c in other.cycles.all_cycles() if c not in other.divergent_exit_cycles]
    info.divergent_exit_cycles = [c for c in info.divergent_exit_cycles if c.blocks not in uniform_exits]
    return info


def _analyze(fn: Function, cycles: CycleInfo, groups_converged: bool) -> UniformityInfo:
    info = UniformityInfo(fn, cycles, launch_pointers=launch_argument_pointers(fn),
                          groups_converged=groups_converged)
    dom = dominator_tree(fn)
    blocks = reachable(fn)
    preds = fn.predecessors()
    fed = divergent_inreg_arguments(fn)
    for arg in fn.args:
        if not arg.is_uniform_input or arg in fed:
            info.divergent.add(arg)
    handled: set[Block] = set()
    changed = True
    while changed:
        changed = False
        for b in blocks:
            in_m = b not in info.not_m_converged
            for inst in b.instructions:
                if inst.is_terminator or inst in info.divergent:
                    continue
                if _is_divergent(inst, info, in_m):
                    info.divergent.add(inst)
                    changed = True
            if b not in info.divergent_branches and _branches(b) and _divergent_branch(b, info, in_m):
                info.divergent_branches.add(b)
                changed = True
        for b in [x for x in info.divergent_branches if x not in handled]:
            handled.add(b)
            changed |= _sync_dependence(b, info, dom, preds)
    return info


#: How a pointer into the implicit arguments may be used without letting it escape:
#: derived (getelementptr's base, a cast) or read (a load's address).
_DERIVING = ("getelementptr", "bitcast", "addrspacecast")


def launch_argument_pointers(fn: Function) -> frozenset[Value]:
    """The pointers ``fn`` derives from ``llvm.amdgcn.implicitarg.ptr`` (or the dispatch
    packet's ``dispatch.ptr``: ``fuzzfarm.launch.LAUNCH_OBJECTS``; the kernel argument
    segment, ``fuzzfarm.kernargs``: the dispatch's arguments), when nothing
    but loads reads through them.

    The implicit arguments hold the launch's geometry (``fuzzfarm.launch.implicit_args``):
    every thread's object has the same bytes, so a load at a uniform address there
    reads one value for all threads, as LLVM's analysis says of such invariant
    loads. That holds only while no thread writes the object: any other use of such a
    pointer (a store's address or value, a call, a phi, a comparison ...) gives the
    empty set, and the loads stay divergent like every other load."""
    uses = users(fn)
    found: set[Value] = set()
    work: list[Value] = [i for i in fn.instructions() if i.opcode == "call"
                         and _launch_object(i.callee or "")]
    while work:
        ptr = work.pop()
        if ptr in found:
            continue
        found.add(ptr)
        for user in uses.get(ptr, []):
            if user.opcode in _DERIVING and user.operands[0] is ptr:
                work.append(user)
            elif not (user.opcode == "load" and user.operands[0] is ptr and "volatile" not in user.flags):
                return frozenset()
    return frozenset(found)


def divergent_inreg_arguments(fn: Function) -> set[Argument]:
    """The ``inreg`` parameters of ``fn``'s module that some call may pass a per-thread value.

    A value passed is uniform for sure only when it is a constant or an ``inreg``
    argument of the caller not in this set (a fixed point over the module's calls);
    anything computed is taken as possibly divergent, which over-approximates."""
    module = fn.module
    if module is None:
        return set()
    calls = [(inst, callee) for f in module.definitions for inst, callee in calls_to_definitions(f)]
    fed: set[Argument] = set()
    changed = True
    while changed:
        changed = False
        for inst, callee in calls:
            for param, value in zip(callee.args, inst.operands, strict=False):
                if param.is_uniform_input and param not in fed and not _surely_uniform(value, fed):
                    fed.add(param)
                    changed = True
    return fed


def _surely_uniform(value: Value, fed: set[Argument]) -> bool:
    if isinstance(value, Argument):
        return value.is_uniform_input and value not in fed
    return not isinstance(value, Instruction)  # a constant, undef or poison


def _branches(b: Block) -> bool:
    """A conditional branch or switch with at least two distinct successors."""
    t = b.terminator
    return t.opcode in ("br", "switch") and bool(t.operands) and len(set(b.successors)) > 1


def _divergent_branch(b: Block, info: UniformityInfo, in_m: bool) -> bool:
    """Seed 003: "a branch is said to be a uniform branch if its condition is uniform"; one
    whose condition every thread computes alike (:func:`everyones`: as O3's LICM leaves a
    test of a kernel argument, before the cycle) sends converged threads one way in every
    cycle hierarchy, also in a block that is not m-converged."""
    term = b.terminator
    if all(everyones(v, info) for v in term.operands):
        return False
    return not in_m or any(v in info.divergent for v in term.all_operands()) or _temporal_use(term, info)


def _temporal_use(inst: Instruction, info: UniformityInfo) -> bool:
    """``inst`` uses a value defined in a cycle with a divergent exit that it is outside of."""
    return any(_temporal(v, inst, info) for v in inst.all_operands())


def _temporal(v: Value, inst: Instruction, info: UniformityInfo) -> bool:
    """``v`` is defined in a cycle with a divergent exit that ``inst`` is outside of."""
    return isinstance(v, Instruction) and any(
        v.parent in c.blocks and inst.parent not in c.blocks for c in info.divergent_exit_cycles)


def _is_divergent(inst: Instruction, info: UniformityInfo, in_m: bool = True) -> bool:
    shared = _shared_result(inst, info, in_m)
    if shared is not None:
        return not shared
    if not in_m:
        return True  # seed 003: outputs of a static instance that is not m-converged are divergent
    if thread_invariant(inst, info) and all(everyones(v, info) for v in inst.operands):
        return False  # one value in every thread, in any iteration: no temporal divergence
    if _temporal_use(inst, info):
        return True
    op = inst.opcode
    if op == "load" and inst.operands[0] in info.launch_pointers:
        return inst.operands[0] in info.divergent  # one value a launch, at a uniform address
    if op in ("load", "alloca", "atomicrmw", "cmpxchg"):
        return True  # every thread's memory is its own (SEMANTICS.md); atomics see others
    if op == "call":
        callee = inst.callee or ""
        if _launch_object(callee):
            return False  # one object's address for the launch (launch_argument_pointers)
        if conventions.is_convergence_intrinsic(callee):
            # A token is divergent when threads converged at a use may hold tokens of
            # non-converged instances: temporal divergence (above), a block that is not
            # m-converged, or a loop heart on such a token. An anchor's grouping is
            # implementation-defined, but the threads converged at a use of its token are
            # those that reached it converged at the anchor: its groups converge only
            # within each group in its convergence region (seed 000, "Controlled Maximal
            # Convergence"), so every converged pair holds one instance's token.
            anchored = callee == conventions.ANCHOR and not info.groups_converged
            return anchored or inst.convergence_token in info.divergent
        if callee in (conventions.LANE_ID, conventions.HLSL_LANE_INDEX):
            return True
        if _launch_value(callee) or amdgcn.is_environment_value(callee):
            # the workgroup's id, size and count, the wave size, the environment's clocks
            # and static LDS size (fuzzfarm/ir/amdgcn.py: scalar registers): one value
            return False
        if conventions.is_catalogue_op(callee):
            return True  # a per-lane result (shuffles, elect, scans ...): _shared_result took the others
        if intmath.target_int_op(callee) is not None or clint.is_builtin(callee) \
                or fpenv.intrinsic_base(callee) is not None or callee == fpenv.AMDGCN_CVT_PKRTZ:
            # a pure per-lane function of its operands (fuzzfarm/ir/intmath.py, clint.py; the
            # targets' float intrinsics of fuzzfarm/fpenv.py, llvm.amdgcn.rcp ...): data dependence
            pass
        elif callee.startswith(DIVERGENT_PREFIXES) or not callee.startswith("llvm."):
            return True
    if op == "phi":
        join = any(inst.parent in js for js in info.joins.values())
        if join and len({v for v in inst.operands if not isinstance(v, Undef | Poison)}) > 1:
            return True
    return any(v in info.divergent for v in inst.operands)


def _shared_result(inst: Instruction, info: UniformityInfo, in_m: bool) -> bool | None:
    """Whether the result of a convergent operation that gives every thread it communicates
    with the same result (a ballot, a broadcast, a reduction) is uniform; None for any other
    instruction.

    Seed 003 ("Uniformity"): "The semantics of the instruction may specify the output to be
    uniform". It is, among the threads converged at it, when those are the threads it
    communicates with: its own block instance's (uncontrolled), or those holding one
    instance of its token, which seed 000 ("Controlled Maximal Convergence") makes the
    converged ones unless the token comes from non-converged instances (a divergent token,
    or one defined in a cycle with a divergent exit that the operation is outside of:
    temporal divergence). In a block that is not m-converged, whose convergence depends on
    the cycle hierarchy, only an uncontrolled operation or one on an anchor in its own block
    communicates with exactly its converged threads in every hierarchy. Whatever the set,
    the first lane's value, a minimum, a maximum, an and, an or, of one value every thread
    passes (a constant, a uniform argument) is that value."""
    callee = (inst.callee or "") if inst.opcode == "call" else ""
    if not (callee in UNIFORM_RESULT_OPS or callee.startswith(UNIFORM_TARGET_PREFIXES)):
        return None
    if callee.startswith(TILED_PREFIXES):
        # membermasks that differ between converged threads cut them into tiles, each
        # with its own result (oracles/reference/catalogue.py, _tiles)
        at = conventions.nvvm_mask_operand(callee.removeprefix("llvm."))
        if at < len(inst.operands) and inst.operands[at] in info.divergent:
            return False
    op = conventions.OPS.get(callee)
    if op is not None and op.behaves_as in SAME_VALUE_OPS and all(
            everyones(v, info) for v in inst.operands):
        return True
    token = inst.convergence_token
    if not in_m:
        return info.groups_converged and (token is None or (
            isinstance(token, Instruction) and token.parent is inst.parent
            and token.callee == conventions.ANCHOR))
    return token is None or (token not in info.divergent and not _temporal(token, inst, info))


def everyones(v: Value, info: UniformityInfo) -> bool:
    """``v`` is uniform (so far: the fixed point may still find an operand divergent, in a
    block that is not m-converged, whose outputs seed 003 assumes divergent) and every
    thread computes it alike (:func:`thread_invariant`)."""
    return v not in info.divergent and thread_invariant(v, info)


def thread_invariant(v: Value, info: UniformityInfo) -> bool:
    """``v`` has one value in every thread that may run with this one, whatever path it took:
    a constant, a uniform argument, a launch value (the workgroup's id and size, the wave
    size, the implicit arguments' address) or what a pure integer or pointer operation
    computes from such values only (not a phi: its value is the path's; not undef, which
    each use may read anew; no float: a NaN's payload may differ). Structural only: whether
    an operand is uniform is :func:`everyones`'s question."""
    if isinstance(v, Argument):
        return v not in info.divergent
    if not isinstance(v, Instruction):
        return not isinstance(v, Undef | Poison)  # a constant
    hit = info.invariant.get(v)
    if hit is None:
        hit = _invariant_operation(v) and all(thread_invariant(o, info) for o in v.operands)
        info.invariant[v] = hit
    return hit


#: Pure integer and pointer operations: the same operands give the same result in every thread.
_INVARIANT_OPCODES = frozenset({
    "add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "udiv", "sdiv", "urem", "srem",
    "icmp", "select", "trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast", "getelementptr"})


#: LLVM's integer intrinsics of that kind (``llvm.umin.i32`` ...).
_INVARIANT_INTRINSICS = tuple(f"llvm.{n}." for n in (
    "umin", "umax", "smin", "smax", "abs", "ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl",
    "fshr", "uadd.sat", "usub.sat", "sadd.sat", "ssub.sat"))


def _invariant_operation(inst: Instruction) -> bool:
    """A pure operation on scalar integers and pointers, or a launch value."""
    if not all(isinstance(t, IntType | PtrType) for t in (inst.type, *(v.type for v in inst.operands))):
        return False
    if inst.opcode in _INVARIANT_OPCODES:
        return True
    callee = (inst.callee or "") if inst.opcode == "call" else ""
    return _launch_object(callee) or _launch_value(callee) \
        or callee.startswith(_INVARIANT_INTRINSICS) or intmath.target_int_op(callee) is not None


def _launch_object(callee: str) -> bool:
    """The address of one object for the whole launch: a dispatch packet, the implicit
    arguments, the kernel argument segment."""
    return callee in LAUNCH_OBJECTS or callee == KERNARG_SEGMENT_PTR


def _launch_value(callee: str) -> bool:
    """One value for the whole launch: the workgroup's id, size and count, the sub-group
    queries, the wave size."""
    return callee in conventions.LAUNCH_VALUES or callee in opencl.SUB_GROUP_QUERIES \
        or callee == amdgcn.WAVEFRONTSIZE


def _sync_dependence(b: Block, info: UniformityInfo, dom: DomTree, preds: dict[Block, list[Block]]) -> bool:
    """Joins, divergent cycle exits and m-convergence for the newly divergent branch ``b``."""
    before = len(info.not_m_converged) + len(info.divergent_exit_cycles)
    exits: set[Block] = set()
    within = join_nodes(b, preds, info.cycles)
    rejoined = _rejoined(b, preds, info.cycles, dom) if not info.cycles.is_reducible else within
    for c in info.cycles.cycles_containing(b):
        if _has_divergent_exit(b, c, within if c.is_reducible else rejoined):
            exits |= set(c.exits())
            if c not in info.divergent_exit_cycles:
                info.divergent_exit_cycles.append(c)
    joins = join_nodes(b, preds, info.cycles, frozenset(exits))
    info.joins[b] = joins
    for j in joins:
        for c in info.cycles.cycles_containing(b):
            if j in c.blocks and not _diverged_entry_ok(c, b, j, dom):
                info.not_m_converged |= c.blocks
    paths = [_reach([s], stop=joins) for s in dict.fromkeys(b.successors)]
    for c in info.cycles.all_cycles():
        if not c.is_reducible and b not in c.blocks and _different_entries(c, paths):
            info.not_m_converged |= c.blocks
    return bool(joins) or len(info.not_m_converged) + len(info.divergent_exit_cycles) > before


def join_nodes(
    branch: Block, preds: dict[Block, list[Block]], cycles: CycleInfo | None = None,
    exits: frozenset[Block] = frozenset(), every_cycle: bool = False,
) -> set[Block]:
    """Blocks reachable from ``branch`` along disjoint paths (seed 003, "Join node").

    Each successor of the branch defines its own label; labels flow along the
    forward edges of a depth-first order rooted at the branch (a path that comes
    back to the branch starts over), and a block reached by two different labels
    is a join and defines a label of its own. Paths that no label reaches (from
    the function entry) never make a join: LLVM's "incoming undef" rule. A path
    that leaves a reducible cycle containing the branch and enters it again
    starts a new entry of that cycle, whose header makes its instances converge
    afresh in every hierarchy (seed 003, "Reducible Cycles"): labels do not flow
    along such entering edges, and a label reaching the header along a back edge
    (the header's phis may be a join) goes no further: the next iteration's
    instances are not converged with this one's. Irreducible cycles keep their
    labels: there the diverged entry criterion decides (``every_cycle`` cuts their
    labels too: the joins the threads reach in one iteration of every cycle around
    the branch, :func:`_rejoined`). ``exits`` are the exit
    blocks of cycles the branch leaves divergently: threads reach them in
    different iterations, which outside the cycle no longer keeps them apart, so
    each is a join with a label of its own (seed 003, "Temporal Divergence").
    """
    assert branch.parent is not None, "a branch of a function"
    info = cycles or compute_cycles(branch.parent)
    around = [c for c in info.cycles_containing(branch) if c.is_reducible or every_cycle]
    succs = list(dict.fromkeys(branch.successors))
    order = reverse_postorder(branch, lambda b: dict.fromkeys(b.successors))
    rank = {b: i for i, b in enumerate(order)}
    label: dict[Block, Block] = {}
    joins: set[Block] = set()
    for x in order[1:]:
        incoming: set[Block] = set()
        for p in preds[x]:
            if p is branch:
                incoming.add(x)  # the edge from the branch carries x's own label
            elif (p in label and rank.get(p, len(order)) < rank[x]
                  and not any(x in c.blocks and p not in c.blocks for c in around)):
                incoming.add(label[p])
        if len(incoming) > 1 or x in exits:
            joins.add(x)
            label[x] = x
        if any(x is c.header for c in around):
            label.pop(x, None)  # a new iteration: its instances converge afresh at the header
        elif len(incoming) == 1:
            label[x] = x if x in succs else next(iter(incoming))
    return joins


def _reach(starts: list[Block], stop: set[Block] | None = None) -> set[Block]:
    seen: set[Block] = set()
    stack = list(starts)
    while stack:
        x = stack.pop()
        if x in seen:
            continue
        seen.add(x)
        if stop is None or x not in stop:
            stack.extend(x.successors)
    return seen


def _different_entries(c: Cycle, paths: list[set[Block]]) -> bool:
    """Diverged paths (one block set per successor of the branch, each ending at the
    joins) reach different entries of ``c`` (seed 003, "Diverged Paths reaching a Cycle")."""
    reached = [set(c.entries) & p for p in paths]
    return any(
        ei is not ej for i, a in enumerate(reached) for j, b in enumerate(reached) if i != j
        for ei in a for ej in b
    )


def _rejoined(branch: Block, preds: dict[Block, list[Block]], cycles: CycleInfo,
              dom: DomTree) -> set[Block]:
    """The joins of ``branch`` that threads diverging there reach converged, in an
    irreducible cycle too: joins of paths that pass no header of a cycle around the
    branch and enter none of them again (``join_nodes(every_cycle=True)``), so the
    threads meet there in one iteration of each, every header context alike (seed 003,
    "Maximal Convergence" in this hierarchy), and that meet the diverged entry criterion
    in every cycle holding the branch and the join (seed 003: "the diverged path may
    re-enter and eventually reach a join within the cycle. Such a join should be
    examined for the diverged entry criterion"), so their meeting is the same in every
    hierarchy. A join failing it makes the cycle's nodes not m-converged anyway."""
    around = cycles.cycles_containing(branch)
    return {j for j in join_nodes(branch, preds, cycles, every_cycle=True)
            if all(_diverged_entry_ok(c, branch, j, dom) for c in around if j in c.blocks)}


def _has_divergent_exit(branch: Block, c: Cycle, joins: set[Block]) -> bool:
    """Threads that diverge at ``branch`` can leave ``c`` in different iterations: a
    diverged path (seed 003) leaves the cycle ("a divergent cycle exit").

    Threads that diverge there and meet again before the header are converged at the
    meeting block (no header between), and leave or stay as its own branch decides. That
    holds only where *all* of them meet: a join ``j`` of ``joins`` (any join of a reducible
    cycle; of an irreducible one, only those of :func:`_rejoined`) that every path from
    the branch passes before it leaves the cycle or comes back to its header. A join some
    of them bypass, back to the header or out, leaves those a step apart: the ones at the
    join may leave in this iteration while the others run another. Paths that all come
    back to the header without leaving meet at its next instance."""
    if not any(s in c.blocks for s in branch.successors):
        return False  # everyone leaves now: an ordinary divergent branch
    if not _escapes(branch, c, None, to_header=False):
        return False  # every path comes back to the header (or stays) without leaving
    return not any(j in c.blocks and j is not branch and not _escapes(branch, c, j, to_header=True)
                   for j in joins)


def _escapes(branch: Block, c: Cycle, meet: Block | None, to_header: bool) -> bool:
    """Does a path from ``branch`` that does not pass ``meet`` leave ``c`` (or, with
    ``to_header``, come back to its header) before reaching ``meet``?"""
    seen = {branch}
    stack = [branch]
    while stack:
        for s in stack.pop().successors:
            if s is meet:
                continue
            if s not in c.blocks or (to_header and s is c.header):
                return True
            if s is not c.header and s not in seen:
                seen.add(s)
                stack.append(s)
    return False


def _diverged_entry_ok(c: Cycle, b: Block, j: Block, dom: DomTree) -> bool:
    """Seed 003's simplified diverged entry criterion for branch ``b`` and join ``j`` in ``c``."""
    if c.is_reducible:
        return True  # "A reducible cycle trivially satisfies the above conditions"
    return _criterion(c, b, j, dom)


def _criterion(c: Cycle, b: Block, j: Block, dom: DomTree) -> bool:
    if dom.strictly_dominates(b, j) or dom.strictly_dominates(c.header, j):
        return True
    return any(b in ch.blocks and j in ch.blocks and _criterion(ch, b, j, dom) for ch in c.children)
