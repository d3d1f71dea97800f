"""Can an instruction's value reach anything a run shows?

Both oracles give ``freeze poison`` one fixed value (0) where LangRef lets it be
any value ("freeze" instruction: "an arbitrary, but fixed, value"), and record
the approximation so a difference that may come from it is never called a bug.
A frozen value that no observable depends on cannot make such a difference, so
it needs no record (oracles/SEMANTICS.md, "Values, poison, undefined behaviour").

"Depends" is followed through the data flow only: an instruction in :data:`PURE`
computes a value from its operands and nothing else (no memory, no event, no
control, no undefined behaviour: its poison-producing flags give poison, never
UB), so its users are followed in turn. Any other user (a return, a store or
load, a call of any kind, a branch or switch condition, a division that may be
undefined, an alloca's count) may show the value, and the answer is yes, with one
exception: a store of the value into a *private slot* (an alloca of the function that
only plain loads and stores address, :func:`private_slot_loads`) shows it only where a
load of that slot does, so those loads are followed in turn. clang's unoptimized output
(``-O1 -Xclang -disable-llvm-passes``) spills every value through such slots: HIP's
``__hip_atomic_fetch_min(&mn, x, ...)`` with its result unused stores the old value
into a temporary and loads it into nothing, and without this an atomic read-modify-write
whose result nobody reads looked observed, so every counter kernel was undecided
(oracles/SEMANTICS.md, "Memory the threads share", atomics).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from fuzzfarm import fpenv
from fuzzfarm.ir import clint, conventions, intmath, opencl
from fuzzfarm.ir.calls import calls_to_definitions, defined_callee, reachable_functions
from fuzzfarm.ir.lifetimes import marker_kind
from fuzzfarm.ir.memops import memory_op
from fuzzfarm.ir.model import (
    BINARY_OPS,
    CAST_OPS,
    FP_OPS,
    VECTOR_OPS,
    Argument,
    Block,
    Function,
    GlobalRef,
    Instruction,
    NullPtr,
    Poison,
    Undef,
    Value,
    users,
)
from fuzzfarm.ir.types import FloatType, IntType, Type
from fuzzfarm.ir.vectors import ELEMENTWISE_CALL_BASES, ElementInstruction, call_base

#: The approximation a frozen integer poison records: 0 is one of the values LangRef
#: allows, so a run of *after* with it is a real execution (fuzzfarm.refinement.compare).
FREEZE_POISON = "freeze-poison"
#: A frozen pointer poison reads as null, which LangRef does not promise is a value it
#: may take ("a non-dereferenceable pointer"): an approximation on either side.
FREEZE_POISON_POINTER = "freeze-poison-pointer"


def freeze_approximation(ty: Type) -> str:
    """What a run that froze a poison of type ``ty`` records."""
    return FREEZE_POISON if isinstance(ty, IntType | FloatType) else FREEZE_POISON_POINTER

#: Opcodes whose result depends on their operands alone and that cannot be undefined.
PURE = (BINARY_OPS - {"udiv", "sdiv", "urem", "srem"}) | CAST_OPS | FP_OPS | VECTOR_OPS | frozenset(
    {"icmp", "select", "phi", "freeze", "getelementptr", "extractvalue", "insertvalue"})


def observed(inst: Instruction,
             uses_of: Callable[[Function], dict[Value, list[Instruction]]] = users) -> bool:
    """Can ``inst``'s value reach a non-:data:`PURE` instruction of its function?

    True when unsure (an instruction in no function). An element of a vector
    instruction (:class:`~fuzzfarm.ir.vectors.ElementInstruction`) can show where the
    whole vector can. ``uses_of`` gives a function's users map (:func:`users`, which
    walks the whole function: a caller asking for many instructions of one function
    remembers it)."""
    if isinstance(inst, ElementInstruction) and inst.whole is not None:
        inst = inst.whole
    block = inst.parent
    fn = block.parent if block is not None else None
    if fn is None or "volatile" in inst.flags:  # a volatile load's value is an event
        return True
    uses = uses_of(fn)
    seen: set[Instruction] = {inst}
    work = [inst]
    while work:
        value = work.pop()
        for user in uses.get(value, ()):
            if user.opcode in PURE:
                follow = [user]
            elif user.opcode == "store" and user.operands[1] is not value and "volatile" not in user.flags:
                slot_loads = private_slot_loads(user.operands[1], uses)
                if slot_loads is None:
                    return True
                follow = slot_loads
            else:
                return True
            for nxt in follow:
                if nxt not in seen:
                    seen.add(nxt)
                    work.append(nxt)
    return False


def private_slot_loads(ptr: Value, uses: dict[Value, list[Instruction]]) -> list[Instruction] | None:
    """Every load of the alloca ``ptr`` is (itself or an ``addrspacecast`` of it, as
    clang's ``addrspace(5)`` allocas are used), or None when ``ptr`` is no such alloca or
    the alloca may be read otherwise: any use but a load from it, a store to it (not of
    it), a lifetime marker or an ``addrspacecast`` counts as an escape (a GEP, a call, an
    atomic read-modify-write, a compare). Only those loads then read what is stored
    there: the slot is the thread's own memory (LangRef, "alloca": a stack object)."""
    while isinstance(ptr, Instruction) and ptr.opcode == "addrspacecast":
        ptr = ptr.operands[0]
    if not isinstance(ptr, Instruction) or ptr.opcode != "alloca":
        return None
    loads: list[Instruction] = []
    pointers = [ptr]
    for pointer in pointers:
        for user in uses.get(pointer, ()):
            if user.opcode == "load" and "volatile" not in user.flags:
                loads.append(user)
            elif user.opcode == "store" and user.operands[0] is not pointer:
                continue
            elif user.opcode == "addrspacecast":
                pointers.append(user)
            elif not (user.opcode == "call" and marker_kind(user.callee)):
                return None
    return loads


#: Instructions that read memory: a value stored may be what any of them reads.
READS = ("load", "atomicrmw", "cmpxchg")
#: Instructions that write memory.
WRITES = ("store", "atomicrmw", "cmpxchg")
#: Intrinsics (by :func:`~fuzzfarm.ir.vectors.call_base`) that compute their value from their
#: operands alone, never undefined: the integer ones both oracles execute and ``expect``
#: (the float ones are :func:`fuzzfarm.fpenv.intrinsic_base`'s). Not ``assume``.
PURE_CALL_BASES = ELEMENTWISE_CALL_BASES | {"expect"}


#: Convergent operations (by ``behaves_as``, README's dialect tables) -> the operands that
#: only carry data among the threads that communicate: a value there decides the result
#: and nothing else (no control flow, no undefined behaviour, no event). Lane indices,
#: masks, controls and ``writelane``'s operands (whose uniformity the oracles check) are
#: not among them.
DATA_OPERANDS: dict[str, tuple[int, ...]] = {
    **dict.fromkeys(("subgroupBallot", "subgroupAdd", "subgroupMin", "subgroupMax",
                     "subgroupBroadcastFirst", "subgroupShuffle", opencl.SHUFFLE_XOR, "amdgcn.readlane",
                     "amdgcn.ballot.i32", "amdgcn.mov.dpp", "amdgcn.mov.dpp8", "amdgcn.ds.swizzle",
                     "amdgcn.permlane64", "opencl.any", "opencl.all"), (0,)),
    **{f"wave.reduce.{k}": (0,) for k in ("umin", "umax", *conventions.AMDGCN_REDUCE_KINDS)},
    **{f"{opencl.SCAN_PREFIX}{s}.{k}": (0,) for s in ("inclusive", "exclusive")
       for k in ("add", "min", "max", "umin", "umax")},
    **{f.semantics: (0,) for f in opencl.SUB_GROUP_FUNCTIONS
       if f.semantics.startswith(opencl.FLOAT_PREFIX)},
    **{f"nvvm.redux.sync.{k}": (0,) for k in ("add", "min", "max", "umin", "umax", "and", "or", "xor")},
    **dict.fromkeys(("amdgcn.update.dpp", "amdgcn.permlane16", "amdgcn.permlanex16",
                     "amdgcn.icmp", "amdgcn.fcmp"), (0, 1)),
    **dict.fromkeys(("amdgcn.ds.bpermute", "nvvm.vote.ballot.sync", "nvvm.vote.all.sync",
                     "nvvm.vote.any.sync", "nvvm.vote.uni.sync", "nvvm.match.any.sync",
                     "nvvm.match.all.sync",
                     "barrier.cta.red.popc", "barrier.cta.red.and", "barrier.cta.red.or",
                     *(f"nvvm.shfl.sync.{m}" for m in ("idx", "up", "down", "bfly")),
                     *(f"{conventions.NVVM_SHFL_P}{m}" for m in conventions.NVVM_SHFL_MODES)), (1,)),
}


def data_use(user: Instruction, value: object) -> bool:
    """Does convergent operation ``user`` read ``value`` as data only (:data:`DATA_OPERANDS`)?"""
    spec = conventions.OPS.get(user.callee or "") if user.opcode == "call" else None
    data = DATA_OPERANDS.get(spec.behaves_as, ()) if spec is not None else ()
    return bool(data) and all(i in data for i, v in enumerate(user.operands) if v is value)


def pure_call(inst: Instruction) -> bool:
    """Is ``inst`` a call of an intrinsic that only computes a value from its operands?"""
    callee = inst.callee or ""
    if inst.opcode == "call" and clint.is_builtin(callee):
        return True  # OpenCL's integer built-ins (fuzzfarm/ir/clint.py)
    if inst.opcode != "call" or not callee.startswith("llvm."):
        return False
    return fpenv.intrinsic_base(callee) is not None or call_base(callee) in PURE_CALL_BASES \
        or intmath.is_pair_or_high_half(callee)


def affected(fn: Function, sources: Iterable[Instruction | None]) -> frozenset[Instruction] | None:
    """Every instruction of kernel ``fn`` (or of a function it may call) whose value may
    depend on the values of ``sources``; None when one of them may decide anything else,
    or is not known.

    A value is followed through :data:`PURE` data flow, :func:`pure_call` s, the data
    operands of convergent operations (:func:`data_use`: their results, in every thread
    that communicates) and memory: a dependent value stored (or written by an atomic), or
    a source that writes, may be what any read reads, so every read (:data:`READS`, in
    every function the kernel may call) depends on it. Passed to a function of the module,
    it makes that parameter depend (and whatever the function computes from it); returned
    by one, every call of it. Its use as the kernel's returned value decides nothing (a
    kernel returns nothing anyone reads). Any other use may decide anything: a branch or
    switch condition (control flow, hence which instances converge), an address, a
    division, any other call (a convergent operation, an event). None too when a source
    is None (not attributed to an instruction) or lies outside the functions ``fn`` may
    run. (Once any call of a definition made it None: clang's unoptimized kernels call
    their ``tid()`` helper, so a run that approximated a float judged nothing at all.)

    Why the uniformity check asks (``fuzzfarm.uniformity.check``): a value outside the set
    is the same in every execution that differs from the run only in the sources' values,
    and so are the control flow and the converged-with relation."""
    functions = reachable_functions(fn)
    seen: set[Value] = set()
    work: list[Value] = []

    def depends(value: Value) -> None:
        if value not in seen:
            seen.add(value)
            work.append(value)

    reads = [inst for f in functions for inst in f.instructions()
             if inst.opcode in READS or memory_op(inst.callee) in _COPIES]
    uses: dict[Value, list[Instruction]] = {}
    calls: dict[str, list[Instruction]] = {}  # a definition's name -> its call sites
    for f in functions:
        for value, its_users in users(f).items():
            uses.setdefault(value, []).extend(its_users)
        for call, callee in calls_to_definitions(f):
            calls.setdefault(callee.name, []).append(call)

    later = _program_order(fn)

    def written(write: Instruction) -> None:  # what it writes may be what a read reads
        for read in reads:
            if may_alias(_address(write), _read_address(read), fn) and later(write, read):
                depends(read)

    for source in sources:
        if source is None or source.parent is None or source.parent.parent not in functions:
            return None
        depends(source)
        if source.opcode in WRITES:
            written(source)
    while work:
        value = work.pop()
        if isinstance(value, Instruction) and value.opcode != "store" and (
                value.opcode in WRITES or memory_op(value.callee) in _COPIES):
            written(value)  # an atomic's new value, a copy's bytes: from what it read
        for user in uses.get(value, ()):
            owner = user.parent.parent if user.parent is not None else None
            target = defined_callee(owner, user) if owner is not None else None
            if user.opcode == "ret":
                for call in calls.get(owner.name if owner is not None else "", ()):
                    depends(call)  # the kernel's own return: no call, decides nothing
            elif target is not None and not any(value is v for b in user.bundles for v in b.inputs):
                for i, arg in enumerate(user.operands):
                    if arg is value and i < len(target.args):
                        depends(target.args[i])
            elif user.opcode in PURE or pure_call(user) or data_use(user, value):
                depends(user)
            elif user.opcode in WRITES and value is not _address(user):
                written(user)
            else:
                return None
    return frozenset(v for v in seen if isinstance(v, Instruction))


def _program_order(kernel: Function) -> Callable[[Instruction, Instruction], bool]:
    """(write, read) -> may ``read`` read what ``write`` wrote? No when the memory is the
    thread's own (:func:`_own_memory`), both are in one run of one function and no path
    leads from ``write`` to ``read``: the thread reads its own object only after writing
    it, and no other thread reads it without a race. A read before the write (clang's
    ``Particle p = in[id]; if (p.alive) p.x += ...; out[id] = p``, whose branch reads the
    private copy before the float sum is stored into it) reads nothing of it, so an
    approximated float no longer made every value of the run undecided (the copy back to
    ``out`` made the first copy's read, and so the branch, depend on the sum)."""
    reach: dict[Block, frozenset[Block]] = {}

    def after(block: Block) -> frozenset[Block]:  # the blocks a path of >= 1 edge reaches
        if block not in reach:
            seen: set[Block] = set()
            work = list(block.successors)
            while work:
                b = work.pop()
                if b not in seen:
                    seen.add(b)
                    work += b.successors
            reach[block] = frozenset(seen)
        return reach[block]

    def later(write: Instruction, read: Instruction) -> bool:
        wb, rb = write.parent, read.parent
        if wb is None or rb is None or wb.parent is not rb.parent or wb.parent is None:
            return True
        if write.opcode in _ATOMICS or read.opcode in _ATOMICS:
            return True  # atomics are how threads mean to communicate: left to the run
        if not (_own_memory(_address(write), wb.parent, kernel)
                and _own_memory(_read_address(read), wb.parent, kernel)):
            return True
        if rb in after(wb):
            return True
        return wb is rb and wb.instructions.index(read) > wb.instructions.index(write)

    return later


#: Read-modify-writes (their old value is another thread's write in a shared object).
_ATOMICS = ("atomicrmw", "cmpxchg")


def _own_memory(pointer: Value, function: Function, kernel: Function) -> bool:
    """Does ``pointer`` point into memory only this run of ``function`` by this thread
    reads without a race: an alloca of ``function`` (a new object per call), or, in the
    kernel (run once per thread), also a buffer of a kernel pointer argument (the model
    keeps a copy per thread; a read of a byte another thread writes is a data race, which
    the run reports: ``oracles.reference.memory.racy_reads``)? Globals are shared (a
    barrier orders another thread's write before the read)."""
    bases = pointer_bases(pointer, kernel)
    if bases is None or not bases:
        return False
    return all((isinstance(b, Instruction) and b.opcode == "alloca" and b.parent is not None
                and b.parent.parent is function)
               or (function is kernel and isinstance(b, Argument)) for b in bases)


def _address(inst: Instruction) -> Value:
    """The pointer operand of a store, an ``atomicrmw`` or a ``cmpxchg`` (or a load), the
    destination of a ``memcpy``/``memmove``."""
    return inst.operands[1] if inst.opcode == "store" else inst.operands[0]


#: The memory intrinsics (fuzzfarm.ir.memops) that read memory: they write what they read.
_COPIES = ("memcpy", "memmove")


def _read_address(inst: Instruction) -> Value:
    """Where a read (:data:`READS`, or a copy's source) reads."""
    return inst.operands[1] if inst.opcode == "call" else inst.operands[0]


def may_alias(p: Value, q: Value, kernel: Function) -> bool:
    """May an access through ``p`` touch memory an access through ``q`` touches? No only
    when both are known to be based on different objects (:func:`pointer_bases`): two allocas,
    two globals, two of the kernel's pointer arguments (each its own buffer in the
    model's launches, ``oracles/reference/thread.py``), or any two of those kinds. A pointer
    keeps to the object it is based on (an access of another one through it is undefined
    behaviour, LangRef "Pointer Aliasing Rules"), so a float summed into ``@sum`` is
    not what a load of clang's private ``tid`` slot reads."""
    a, b = pointer_bases(p, kernel), pointer_bases(q, kernel)
    return a is None or b is None or bool(a & b)


def private(pointer: Value, kernel: Function) -> bool:
    """Is ``pointer`` known to point into the thread's own allocas only (memory no other
    thread accesses, so no read through it races)?"""
    bases = pointer_bases(pointer, kernel)
    return bases is not None and all(isinstance(b, Instruction) for b in bases)


def pointer_bases(pointer: Value, kernel: Function) -> frozenset[object] | None:
    """The objects ``pointer`` may be based on (an alloca, a global's name, a pointer
    argument of the kernel), through address arithmetic, casts, phis, selects and loads of private slots
    (:func:`private_slot_loads`: what clang's unoptimized code spills ``out`` into); None
    when unknown (a pointer loaded from elsewhere or returned by a call, a device
    function's parameter, ``inttoptr``)."""
    found: set[object] = set()
    seen: set[int] = set()
    work = [pointer]
    while work:
        v = work.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        if isinstance(v, Instruction) and v.opcode == "load":
            stored = _slot_contents(v)
            if stored is None:
                return None
            work += stored
        elif isinstance(v, GlobalRef):
            found.add("@" + v.name)
        elif isinstance(v, Argument):
            if v not in kernel.args:
                return None
            found.add(v)  # the launch gives each pointer argument a buffer of its own
        elif isinstance(v, Instruction) and v.opcode == "alloca":
            found.add(v)
        elif isinstance(v, Instruction) and v.opcode in ("getelementptr", "addrspacecast", "bitcast"):
            work.append(v.operands[0])
        elif isinstance(v, Instruction) and v.opcode in ("phi", "select"):
            work += v.operands[1:] if v.opcode == "select" else v.operands
        elif not isinstance(v, NullPtr | Poison | Undef):
            return None
    return frozenset(found)


def _slot_contents(load: Instruction) -> list[Value] | None:
    """Every value stored into the private slot ``load`` reads (an alloca only plain loads
    and stores address: :func:`private_slot_loads`), or None when it reads anything else."""
    slot = load.operands[0]
    while isinstance(slot, Instruction) and slot.opcode == "addrspacecast":
        slot = slot.operands[0]
    fn = load.parent.parent if load.parent is not None else None
    if fn is None or not isinstance(slot, Instruction) or slot.opcode != "alloca":
        return None
    uses = users(fn)
    if private_slot_loads(slot, uses) is None:
        return None
    pointers: list[Value] = [slot]
    for pointer in pointers:  # the slot and its casts, as private_slot_loads follows them
        pointers += [u for u in uses.get(pointer, ()) if u.opcode == "addrspacecast"]
    return [u.operands[0] for pointer in pointers for u in uses.get(pointer, ())
            if u.opcode == "store" and u.operands[1] is pointer]


def loaded_values(fn: Function) -> frozenset[Instruction] | None:
    """Every instruction of kernel ``fn`` whose value depends on a value ``fn`` reads
    (:func:`affected` by every read of :data:`READS`), or None.

    Why the uniformity check asks (``fuzzfarm.uniformity.check``): in a run whose threads
    race on a buffer they really share, a read is undef (LangRef's memory model), and the
    model's value is only one of undef's. Undef may be any value, so the run is still an
    execution of the kernel, and the values outside this set (which no load decides, and
    whose control flow no load decides) are as they would be there; those inside are
    undef's, which a compiler may make the same in every thread. Where a loaded value
    reaches control flow, an address or a division, the undef could be undefined behaviour
    (the compiler may pick the value that makes it so, LangRef "Undefined Values"), which
    allows anything: None, and the run judges nothing. The same holds for a module
    global's racy read (oracles/SEMANTICS.md, "Memory the threads share"); a run whose
    atomics could only have come in another order is one order's execution, which the
    check judges whole."""
    return affected(fn, [inst for f in reachable_functions(fn) for inst in f.instructions()
                         if inst.opcode in READS and not private(_address(inst), fn)])
