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
from fuzzfarm.analysis.cycles import Cycle, CycleInfo, compute_cycles
from fuzzfarm.analysis.dominators import DomTree, dominator_tree, reachable, reverse_postorder
from fuzzfarm.ir import amdgcn, clint, conventions, intmath, opencl
from fuzzfarm.ir.calls import calls_to_definitions
from fuzzfarm.ir.model import Argument, Block, Function, Instruction, Poison, Undef, Value, users
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

    def is_uniform(self, v: Value) -> bool:
        return v not in self.divergent

    def is_uniform_claim(self, target: Argument | Instruction, terminator: bool = False) -> bool:
        """Our answer for a report line: a value, or (``terminator``) a block's branch decision."""
        if terminator:
            assert isinstance(target, Instruction) and target.parent is not None
            return target.parent not in self.divergent_branches
        return target not in self.divergent


def analyze(fn: Function) -> UniformityInfo:
    """Propagate divergence from the sources to a fixed point (seed 003, "Uniformity")."""
    info = UniformityInfo(fn, compute_cycles(fn), launch_pointers=launch_argument_pointers(fn))
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
                if not in_m or _is_divergent(inst, info):
                    info.divergent.add(inst)
                    changed = True
            if b not in info.divergent_branches and _branches(b) and (
                not in_m or _divergent_condition(b.terminator, info)
            ):
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
                         and (i.callee in LAUNCH_OBJECTS or i.callee == KERNARG_SEGMENT_PTR)]
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


def _divergent_condition(term: Instruction, info: UniformityInfo) -> bool:
    if any(v in info.divergent for v in term.all_operands()):
        return True
    return _temporal_use(term, info)


def _temporal_use(inst: Instruction, info: UniformityInfo) -> bool:
    """``inst`` uses a value defined in a cycle with a divergent exit that it is outside of."""
    here = inst.parent
    for c in info.divergent_exit_cycles:
        if here in c.blocks:
            continue
        for v in inst.all_operands():
            if isinstance(v, Instruction) and v.parent in c.blocks:
                return True
    return False


def _is_divergent(inst: Instruction, info: UniformityInfo) -> bool:
    if _temporal_use(inst, info):
        return True
    op = inst.opcode
    if op == "load" and inst.operands[0] in info.launch_pointers:
        return inst.operands[0] in info.divergent  # one value a launch, at a uniform address
    if op in ("load", "alloca", "atomicrmw", "cmpxchg"):
        return True  # every thread's memory is its own (SEMANTICS.md); atomics see others
    if op == "call":
        callee = inst.callee or ""
        if callee in LAUNCH_OBJECTS or callee == KERNARG_SEGMENT_PTR:
            return False  # one object's address for the launch (launch_argument_pointers)
        if conventions.is_convergence_intrinsic(callee):
            # A token is divergent when threads converged here may hold tokens of
            # non-converged instances: an anchor (implementation-defined grouping),
            # or a loop heart on such a token (temporal divergence included above).
            return callee == conventions.ANCHOR or inst.convergence_token in info.divergent
        if callee in (conventions.LANE_ID, conventions.HLSL_LANE_INDEX):
            return True
        if callee in conventions.LAUNCH_VALUES or callee in opencl.SUB_GROUP_QUERIES \
                or callee == amdgcn.WAVEFRONTSIZE or amdgcn.is_environment_value(callee):
            # the workgroup's id, size and count, the wave size, the environment's clocks
            # and static LDS size (fuzzfarm/ir/amdgcn.py: scalar registers): one value
            return False
        if callee.startswith(TILED_PREFIXES):
            # membermasks that differ between converged threads cut them into tiles, each
            # with its own result (oracles/reference/catalogue.py, _tiles)
            at = conventions.nvvm_mask_operand(callee.removeprefix("llvm."))
            if at < len(inst.operands) and inst.operands[at] in info.divergent:
                return True
        if conventions.is_catalogue_op(callee) or callee.startswith(UNIFORM_TARGET_PREFIXES):
            # Uniform among the threads it communicates with: those whose tokens
            # come from converged instances (seed 000), all of them only if the token is uniform.
            uniform = callee in UNIFORM_RESULT_OPS or callee.startswith(UNIFORM_TARGET_PREFIXES)
            return not uniform or inst.convergence_token in info.divergent
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


def _sync_dependence(b: Block, info: UniformityInfo, dom: DomTree, preds: dict[Block, list[Block]]) -> bool:
    """Joins, divergent cycle exits and m-convergence for the newly divergent branch ``b``."""
    before = len(info.not_m_converged) + len(info.divergent_exit_cycles)
    exits: set[Block] = set()
    for c in info.cycles.cycles_containing(b):
        if _has_divergent_exit(b, c):
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
    exits: frozenset[Block] = frozenset(),
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
    labels: there the diverged entry criterion decides. ``exits`` are the exit
    blocks of cycles the branch leaves divergently: threads reach them in
    different iterations, which outside the cycle no longer keeps them apart, so
    each is a join with a label of its own (seed 003, "Temporal Divergence").
    """
    assert branch.parent is not None, "a branch of a function"
    info = cycles or compute_cycles(branch.parent)
    around = [c for c in info.cycles_containing(branch) if c.is_reducible]
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


def _has_divergent_exit(branch: Block, c: Cycle) -> bool:
    """Threads that diverge at ``branch`` can leave ``c`` in different iterations."""
    if not any(s in c.blocks for s in branch.successors):
        return False  # everyone leaves now: an ordinary divergent branch
    seen = {branch}
    stack = [s for s in branch.successors if s in c.blocks and s is not c.header]
    while stack:
        x = stack.pop()
        if x in seen:
            continue
        seen.add(x)
        stack.extend(s for s in x.successors if s in c.blocks and s is not c.header)
    return any(s not in c.blocks for x in seen for s in x.successors)


def _diverged_entry_ok(c: Cycle, b: Block, j: Block, dom: DomTree) -> bool:
    """Seed 003's simplified diverged entry criterion for branch ``b`` and join ``j`` in ``c``."""
    if c.is_reducible:
        return True  # "A reducible cycle trivially satisfies the above conditions"
    return _criterion(c, b, j, dom)


def _criterion(c: Cycle, b: Block, j: Block, dom: DomTree) -> bool:
    if dom.strictly_dominates(b, j) or dom.strictly_dominates(c.header, j):
        return True
    return any(b in ch.blocks and j in ch.blocks and _criterion(ch, b, j, dom) for ch in c.children)
