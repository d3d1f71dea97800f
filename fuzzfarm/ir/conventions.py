"""The kernel conventions: which callees are convergent operations and what they mean.

A case is one function executed by the threads of one subgroup. The names below
are the convergent operations the oracles understand (README.md, "IR
conventions"). Each is declared ``convergent``; its result is a function of the
*communicating set* S: the threads that execute converged dynamic instances of
the call (seed 000, "Dynamic Instances and Convergence Tokens").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fuzzfarm.ir import opencl
from fuzzfarm.ir.calls import (
    defined_callee,
    is_convergent_call_site,
    module_definitions,
    reachable_functions,
)
from fuzzfarm.ir.types import DOUBLE, FLOAT, HALF, I1, I16, I32, I64, TOKEN, VOID, StructType, Type

if TYPE_CHECKING:
    from collections.abc import Iterator

    from fuzzfarm.ir.model import Function, Instruction, Value

ENTRY = "llvm.experimental.convergence.entry"
ANCHOR = "llvm.experimental.convergence.anchor"
LOOP = "llvm.experimental.convergence.loop"
CONVERGENCE_INTRINSICS = frozenset({ENTRY, ANCHOR, LOOP})

#: The lane id of the calling thread (not convergent: it reads a fixed per-thread value).
LANE_ID = "getSubgroupLocalInvocationId"


@dataclass(frozen=True)
class ConvergentOp:
    """One convergent operation of the catalogue, or a target's own (a *dialect* operation).

    ``semantics`` names what the oracles compute for it: a catalogue name for
    the portable operations and for target operations that mean exactly the
    same (``llvm.amdgcn.ballot.i64`` is a ballot), else a target-specific key
    (``wave.reduce.umin``, ``nvvm.vote.ballot.sync``) that both oracles implement.
    ``portable`` is the catalogue operation a dialect writes it for.
    """

    name: str
    return_type: Type
    params: tuple[Type, ...]
    meaning: str
    dialect: str = "portable"
    semantics: str = ""
    portable: str = ""

    @property
    def behaves_as(self) -> str:
        return self.semantics or self.name


#: The semantics key of PTX's barrier over a thread count (``barrier{.cta}.sync{.aligned}
#: a, b``; PTX ISA, "bar, barrier": b threads take part, a multiple of the warp size, and
#: a warp's threads count one by one). With b every thread of the block it is the block's
#: barrier, as without b. With fewer, which threads complete it depends on the block's
#: other warps, which a case does not run (some of them and some of this warp's lanes may
#: complete it while the rest of this warp waits for another instance): the oracles read
#: it only where every lane passes the launch's block size (``Launch.group_items``), and
#: leave any other count unsupported.
NVVM_BARRIER_COUNT = "barrier.cta.count"

CATALOGUE: dict[str, ConvergentOp] = {
    op.name: op
    for op in (
        ConvergentOp("subgroupBallot", I64, (I1,), "bit L set iff lane L is in S and passed true"),
        ConvergentOp("subgroupAdd", I32, (I32,), "wrapping sum over S"),
        ConvergentOp("subgroupMin", I32, (I32,), "signed minimum over S"),
        ConvergentOp("subgroupMax", I32, (I32,), "signed maximum over S"),
        ConvergentOp("subgroupBroadcastFirst", I32, (I32,), "the value of the lowest lane in S"),
        ConvergentOp("subgroupElect", I1, (), "true only in the lowest lane of S"),
        ConvergentOp(
            "subgroupShuffle", I32, (I32, I32), "%v of lane %lane if that lane is in S, else poison"
        ),
        ConvergentOp(
            "subgroupControlBarrier", VOID, (), "no value; S is an observable event of each thread"
        ),
    )
}

#: Dialects: which operations generated kernels use (``--dialect``). ``portable`` is our
#: own catalogue; a target dialect uses the target's intrinsics where one exists.
DIALECTS = ("portable", "amdgcn", "nvptx")
#: The target a dialect's kernels are optimized for when no --triple is given: an NVVM
#: intrinsic means nothing to the AMDGPU target (its TTI takes an unknown intrinsic for
#: uniform, so ``tid.x`` would be optimized as a uniform value).
DIALECT_TRIPLES = {"amdgcn": "amdgcn-amd-amdhsa", "nvptx": "nvptx64-nvidia-cuda"}

AMDGCN_BALLOT = "llvm.amdgcn.ballot.i64"
#: AMDGPU's pointer to the implicit ("hidden") kernel arguments, where HIP reads
#: ``blockDim`` and ``gridDim`` (code object v5); the launch fills what it points to
#: (``fuzzfarm.launch.LAUNCH_OBJECTS``), read-only memory.
IMPLICITARG_PTR = "llvm.amdgcn.implicitarg.ptr"
#: AMDGPU's pointer to the HSA kernel dispatch packet, where ``__builtin_amdgcn_grid_size_x``
#: and (code object v4) ``__builtin_amdgcn_workgroup_size_x`` read (read-only too).
DISPATCH_PTR = "llvm.amdgcn.dispatch.ptr"
#: AMDGPU's kernel argument segment (``fuzzfarm.kernargs``): read-only as well.
KERNARG_SEGMENT_PTR = "llvm.amdgcn.kernarg.segment.ptr"
#: The pointers to memory the launch fills and no thread writes.
READ_ONLY_SEGMENTS = frozenset({IMPLICITARG_PTR, DISPATCH_PTR, KERNARG_SEGMENT_PTR})
AMDGCN_READFIRSTLANE = "llvm.amdgcn.readfirstlane.i32"
AMDGCN_UMIN = "llvm.amdgcn.wave.reduce.umin.i32"
AMDGCN_UMAX = "llvm.amdgcn.wave.reduce.umax.i32"
AMDGCN_BARRIER = "llvm.amdgcn.s.barrier"
AMDGCN_MBCNT_LO = "llvm.amdgcn.mbcnt.lo"
AMDGCN_MBCNT_HI = "llvm.amdgcn.mbcnt.hi"
NVVM_ACTIVEMASK = "llvm.nvvm.activemask"
NVVM_BALLOT = "llvm.nvvm.vote.ballot.sync"
NVVM_SHFL_IDX = "llvm.nvvm.shfl.sync.idx.i32"
NVVM_LANEID = "llvm.nvvm.read.ptx.sreg.laneid"
#: OpenCL C's ``get_sub_group_local_id()`` as clang declares it without the device
#: library (``convergent``, as every OpenCL function): the lane id, an AMDGPU wave being
#: the sub-group (OpenCL C 2.0, 6.13.1).
OPENCL_SUB_GROUP_LOCAL_ID = "_Z22get_sub_group_local_idv"
#: HLSL's WaveGetLaneIndex() as clang emits it for DirectX (IntrinsicsDirectX.td: declared
#: convergent): the lane id.
HLSL_LANE_INDEX = "llvm.dx.wave.getlaneindex"
#: The other shuffle modes of ``shfl.sync`` (PTX ISA, "shfl.sync"): ``__shfl_down_sync``,
#: ``__shfl_up_sync`` and ``__shfl_xor_sync`` of CUDA.
NVVM_SHFL_MODES = ("idx", "up", "down", "bfly")
#: The semantics of the shuffles that also return PTX's predicate (``.i32p``, ``.f32p``):
#: this prefix and the mode.
NVVM_SHFL_P = "nvvm.shfl.sync.p."
#: ``redux.sync`` (sm_80): the reduction over S, operands (value, membermask).
NVVM_REDUX_KINDS = ("add", "min", "max", "umin", "umax", "and", "or", "xor")
#: ``llvm.amdgcn.wave.reduce.<kind>.i32`` besides umin/umax. ``sub`` is 0 minus the
#: wrapping sum over S: LLVM's lowering adds the lanes' values and subtracts the total from
#: 0 (S_SUB_I32 0, sum), and PR #193142 took it out of constant folding because, like
#: ``add``, it scales with the number of active lanes.
AMDGCN_REDUCE_KINDS = ("add", "sub", "min", "max", "and", "or", "xor")
#: HLSL's integer wave reductions as clang emits them (``llvm.dx.wave.reduce.<kind>``,
#: ``llvm.spv.wave.reduce.<kind>``): each kind with the wave.reduce reduction it is.
HLSL_REDUCE_KINDS: dict[str, tuple[tuple[str, str], ...]] = {
    "dx": (("sum", "wave.reduce.add"), ("usum", "wave.reduce.add"), ("max", "wave.reduce.max"),
           ("umax", "wave.reduce.umax"), ("min", "wave.reduce.min"),
           ("umin", "wave.reduce.umin"), ("and", "wave.reduce.and"), ("or", "wave.reduce.or"),
           ("xor", "wave.reduce.xor")),
    "spv": (("sum", "wave.reduce.add"), ("max", "wave.reduce.max"),
            ("umax", "wave.reduce.umax"), ("min", "wave.reduce.min"),
            ("umin", "wave.reduce.umin"), ("and", "wave.reduce.and"),
            ("xor", "wave.reduce.xor")),
}
#: Work-item ids (README, "IR conventions"): the subgroup is the first of a workgroup
#: laid out along x, so x is the lane id and y, z are 0 (:func:`workitem_id`).
AMDGCN_WORKITEM_IDS = tuple(f"llvm.amdgcn.workitem.id.{axis}" for axis in "xyz")
NVVM_TIDS = tuple(f"llvm.nvvm.read.ptx.sreg.tid.{axis}" for axis in "xyz")
#: The launch's geometry (README, "IR conventions"; :class:`fuzzfarm.launch.Launch`): the
#: workgroup (block) id, the workgroup size and the number of workgroups, one uniform
#: value per axis. AMDGPU reads its workgroup size and count from memory (the implicit
#: kernel arguments), not from an intrinsic.
AMDGCN_WORKGROUP_IDS = tuple(f"llvm.amdgcn.workgroup.id.{axis}" for axis in "xyz")
NVVM_CTAIDS = tuple(f"llvm.nvvm.read.ptx.sreg.ctaid.{axis}" for axis in "xyz")
NVVM_NTIDS = tuple(f"llvm.nvvm.read.ptx.sreg.ntid.{axis}" for axis in "xyz")
NVVM_NCTAIDS = tuple(f"llvm.nvvm.read.ptx.sreg.nctaid.{axis}" for axis in "xyz")
#: Each launch intrinsic -> (the :class:`fuzzfarm.launch.Launch` field, the axis).
LAUNCH_VALUES: dict[str, tuple[str, int]] = {
    name: (fieldname, axis)
    for fieldname, names in (("group_id", AMDGCN_WORKGROUP_IDS), ("group_id", NVVM_CTAIDS),
                             ("group_size", NVVM_NTIDS), ("groups", NVVM_NCTAIDS))
    for axis, name in enumerate(names)
}
#: The lane masks of a 32-lane warp (PTX ISA, special registers %lanemask_eq ... _gt):
#: the bits of the lanes equal to, at most, below, at least, above this one.
NVVM_LANEMASKS = tuple(f"llvm.nvvm.read.ptx.sreg.lanemask.{k}" for k in ("eq", "le", "lt", "ge", "gt"))
#: Warp size of NVPTX: a lane >= 32 executing an nvvm operation is unsupported.
NVPTX_WARP = 32

#: The targets' convergent operations the oracles understand (README, "IR conventions").
#: Only intrinsics both LLVM 19 and LLVM 22.1 accept with these names and signatures:
#: ``wave.reduce.{add,min,max}`` are LLVM 22 only, and ``llvm.nvvm.barrier0`` is
#: rewritten by LLVM 22's auto-upgrade into a call that loses its convergencectrl
#: bundle (the module then fails the verifier), so the nvptx dialect keeps our barrier.
TARGET_OPS: dict[str, ConvergentOp] = {
    op.name: op
    for op in (
        ConvergentOp(AMDGCN_BALLOT, I64, (I1,), "bit L set iff lane L is in S and passed true",
                     "amdgcn", "subgroupBallot", "subgroupBallot"),
        ConvergentOp(AMDGCN_READFIRSTLANE, I32, (I32,),
                     "the value of the lowest lane in S (uniform or not)",
                     "amdgcn", "subgroupBroadcastFirst", "subgroupBroadcastFirst"),
        # The same intrinsic at other integer widths (overloaded since LLVM 19): LLVM 22's
        # InstCombine narrows an i32 readfirstlane of a zero-extended i1 to the i1 form.
        *(ConvergentOp(f"llvm.amdgcn.readfirstlane.{t}", t, (t,),
                       "the value of the lowest lane in S (uniform or not)",
                       "amdgcn", "subgroupBroadcastFirst", "subgroupBroadcastFirst")
          for t in (I1, I64)),
        ConvergentOp(AMDGCN_UMIN, I32, (I32, I32),
                     "unsigned minimum over S (the second operand, a strategy immarg, is ignored)",
                     "amdgcn", "wave.reduce.umin", "subgroupMin"),
        ConvergentOp(AMDGCN_UMAX, I32, (I32, I32),
                     "unsigned maximum over S (the second operand, a strategy immarg, is ignored)",
                     "amdgcn", "wave.reduce.umax", "subgroupMax"),
        ConvergentOp(AMDGCN_BARRIER, VOID, (),
                     "a workgroup barrier: S is an observable event when S is every active "
                     "lane; reached by only some of them, unsupported (inconclusive)",
                     "amdgcn", "s.barrier", "subgroupControlBarrier"),
        ConvergentOp(NVVM_ACTIVEMASK, I32, (), "bit L set iff lane L is in S",
                     "nvptx", "nvvm.activemask", ""),
        ConvergentOp(NVVM_BALLOT, I32, (I32, I1),
                     "(mask, p): ballot over S when every lane of S passes mask = the lanes of "
                     "S; a lane not in its own mask is UB; any other mask is unsupported",
                     "nvptx", "nvvm.vote.ballot.sync", "subgroupBallot"),
        ConvergentOp(NVVM_SHFL_IDX, I32, (I32, I32, I32, I32),
                     "(mask, v, lane, c): v of lane (lane & 31) if it is in S, else poison; "
                     "mask as for vote.ballot.sync; c other than 31 is unsupported",
                     "nvptx", "nvvm.shfl.sync.idx", "subgroupShuffle"),
        # Read, not generated (``portable`` empty): the AMDGPU wave intrinsics HIP's
        # __shfl*, __ballot and wave reductions are written with (IntrinsicsAMDGPU.td).
        *(ConvergentOp(f"llvm.amdgcn.readlane.{t}", t, (t, I32),
                       "(v, l): v of lane l mod 64 if it is in S, else poison; l not the "
                       "same in every lane of S, poison, or naming a lane only a wave size "
                       "decides (l mod 64 in 32..63 on a wave that may have 32 lanes) is "
                       "unsupported",
                       "amdgcn", "amdgcn.readlane", "")
          for t in (I32, I64)),
        # The float forms move the value's bits (oracles/SEMANTICS.md, "Floating point"):
        # HIP's __shfl of a float, a float warp sum read lane by lane.
        *(ConvergentOp(f"llvm.amdgcn.readlane.{suffix}", t, (t, I32),
                       "(v, l): as llvm.amdgcn.readlane.i32, on the bits of a float",
                       "amdgcn", "amdgcn.readlane", "")
          for suffix, t in (("f32", FLOAT), ("f64", DOUBLE))),
        *(ConvergentOp(f"llvm.amdgcn.readfirstlane.{suffix}", t, (t,),
                       "the value (its bits) of the lowest lane in S",
                       "amdgcn", "subgroupBroadcastFirst", "")
          for suffix, t in (("f32", FLOAT), ("f64", DOUBLE))),
        ConvergentOp("llvm.amdgcn.writelane.i32", I32, (I32, I32, I32),
                     "(v, l, old): v in lane l, old in the others; v or l not the same in "
                     "every lane of S (or l as for readlane) is unsupported",
                     "amdgcn", "amdgcn.writelane", ""),
        ConvergentOp("llvm.amdgcn.ballot.i32", I32, (I1,),
                     "the ballot over S of a 32-lane wave; lanes 32 and up are unsupported",
                     "amdgcn", "amdgcn.ballot.i32", ""),
        # The compare ballots (clang's __builtin_amdgcn_uicmp/sicmp/fcmp): one V_CMP whose
        # mask has a bit per lane that runs it, as the ballot (which LLVM lowers to the
        # same V_CMP of its i1); the predicate is an immarg of LLVM's CmpInst numbering.
        *(ConvergentOp(f"llvm.amdgcn.{kind}.{r}.{o}", rt, (ot, ot, I32),
                       f"(a, b, pred): the ballot over S of `{kind} pred a, b` (pred: LLVM's "
                       "CmpInst code); another pred, or an i32 result with a lane 32 or up, "
                       "is unsupported", "amdgcn", f"amdgcn.{kind}", "")
          for r, rt in (("i32", I32), ("i64", I64))
          for kind, types in (("icmp", (("i16", I16), ("i32", I32), ("i64", I64))),
                              ("fcmp", (("f16", HALF), ("f32", FLOAT), ("f64", DOUBLE))))
          for o, ot in types),
        ConvergentOp("llvm.amdgcn.ds.bpermute", I32, (I32, I32),
                     "(addr, v): v of lane addr[7:2] if it is in S, else poison (the "
                     "hardware reads 0 from a lane EXEC leaves out; LLVM does not say which "
                     "lanes those are); on GFX10+ the lane addr[6:2] of this lane's 32-lane "
                     "half; addr[7] set on a GFX8/9 wave that may have 32 lanes, or a "
                     "poison addr, is unsupported", "amdgcn", "amdgcn.ds.bpermute", ""),
        *(ConvergentOp(f"llvm.amdgcn.wave.reduce.{kind}.i32", I32, (I32, I32),
                       f"{kind} over S (min/max signed; sub is 0 minus the wrapping sum; "
                       "the strategy operand is ignored; LLVM 22)", "amdgcn",
                       f"wave.reduce.{kind}", "")
          for kind in AMDGCN_REDUCE_KINDS),
        # The intrinsic is overloaded: clang's __builtin_amdgcn_wave_reduce_*_u64/_i64 call
        # the i64 form, the same reduction over 64-bit values.
        *(ConvergentOp(f"llvm.amdgcn.wave.reduce.{kind}.i64", I64, (I64, I32),
                       f"{kind} over S of 64-bit values (as the i32 form)", "amdgcn",
                       f"wave.reduce.{kind}", "")
          for kind in ("umin", "umax", *AMDGCN_REDUCE_KINDS)),
        # The lane permutes (read, not generated): fuzzfarm.ir.crosslane has their
        # encodings, the generations that give them a meaning and what a lane reads.
        ConvergentOp("llvm.amdgcn.update.dpp.i32", I32, (I32, I32, I32, I32, I32, I1),
                     "(old, v, dpp_ctrl, row_mask, bank_mask, bound_ctrl): v of the lane "
                     "dpp_ctrl names, poison if it is not in S; an invalid one gives 0 "
                     "(bound_ctrl) or old; a lane the masks disable keeps old",
                     "amdgcn", "amdgcn.update.dpp", ""),
        ConvergentOp("llvm.amdgcn.mov.dpp.i32", I32, (I32, I32, I32, I32, I1),
                     "(v, dpp_ctrl, row_mask, bank_mask, bound_ctrl): update.dpp with a "
                     "poison old", "amdgcn", "amdgcn.mov.dpp", ""),
        ConvergentOp("llvm.amdgcn.mov.dpp8.i32", I32, (I32, I32),
                     "(v, sel): v of lane sel[3i+2:3i] of this lane's group of 8 (i its "
                     "place there), poison if it is not in S", "amdgcn", "amdgcn.mov.dpp8", ""),
        ConvergentOp("llvm.amdgcn.ds.swizzle", I32, (I32, I32),
                     "(v, offset): v of the lane the bitmask or quad-permute offset names, "
                     "poison if it is not in S", "amdgcn", "amdgcn.ds.swizzle", ""),
        *(ConvergentOp(f"llvm.amdgcn.{kind}{suffix}", I32, (I32, I32, I32, I32, I1, I1),
                       "(old, v, sel_lo, sel_hi, fi, bound_ctrl): v of lane sel[4i+3:4i] of "
                       + ("this lane's row" if kind == "permlane16" else "the other row of "
                          "its pair") + " (i its place in the row), poison if it is not in "
                       "S; sel_lo/sel_hi not the same in every lane of S is unsupported",
                       "amdgcn", f"amdgcn.{kind}", "")
          for kind in ("permlane16", "permlanex16") for suffix in (".i32", "")),
        *(ConvergentOp(f"llvm.amdgcn.permlane64{suffix}", I32, (I32,),
                       "(v): v of lane L xor 32 on a 64-lane wave, the lane's own v on a "
                       "32-lane one", "amdgcn", "amdgcn.permlane64", "")
          for suffix in (".i32", "")),
        ConvergentOp("llvm.amdgcn.wave.barrier", VOID, (),
                     "a scheduling barrier: convergent, communicates nothing (no value, no "
                     "event)", "amdgcn", "amdgcn.wave.barrier", ""),
        # The machine scheduler's hints (clang's __builtin_amdgcn_sched_barrier,
        # sched_group_barrier, iglp_opt): IntrinsicsAMDGPU.td's comments say their mask
        # names the instruction types the scheduler may move across them (or group and
        # interleave), and they emit no instruction; it declares them IntrConvergent (and
        # IntrNoMem), so no pass moves them across control flow. Each behaves as
        # wave.barrier: a convergent operation that communicates nothing.
        *(ConvergentOp(f"llvm.amdgcn.{name}", VOID, params,
                       "a scheduling hint: convergent, communicates nothing (no value, no "
                       "event; no instruction)", "amdgcn", "amdgcn.wave.barrier", "")
          for name, params in (("sched.barrier", (I32,)), ("sched.group.barrier", (I32, I32, I32)),
                               ("iglp.opt", (I32,)))),
        # PTX ISA, "nanosleep": the thread sleeps about t ns ("in the interval [0, 2*t]"),
        # and the sleeping threads of a warp may wake together (hence convergent in
        # IntrinsicsNVVM.td); it moves no data and the model has no time: it behaves as
        # wave.barrier, convergent and communicating nothing.
        ConvergentOp("llvm.nvvm.nanosleep", VOID, (I32,),
                     "(t): convergent, communicates nothing (no value, no event: the model "
                     "has no time)", "nvptx", "amdgcn.wave.barrier", ""),
        # The operations below are read, not generated (``portable`` empty): real CUDA
        # kernels use them, and each has a meaning PTX defines at warp level.
        *(ConvergentOp(f"llvm.nvvm.shfl.sync.{mode}.i32", I32, (I32, I32, I32, I32),
                       f"(mask, v, b, c): v of source lane j (PTX shfl.sync.{mode}: b and c "
                       "give j and whether it is in range, else j is the lane itself) if j is "
                       "in S, else poison; mask as for vote.ballot.sync; a poison b or c, or c "
                       "with bits beside 0-4 and 8-12, is unsupported",
                       "nvptx", f"nvvm.shfl.sync.{mode}", "")
          for mode in NVVM_SHFL_MODES if mode != "idx"),
        # CUDA's __shfl*_sync of a float (LLVM's .f32 forms): the same lanes, the bits moved.
        *(ConvergentOp(f"llvm.nvvm.shfl.sync.{mode}.f32", FLOAT, (I32, FLOAT, I32, I32),
                       f"(mask, v, b, c): as llvm.nvvm.shfl.sync.{mode}.i32, on the bits of "
                       "a float", "nvptx", f"nvvm.shfl.sync.{mode}", "")
          for mode in NVVM_SHFL_MODES),
        # The forms with PTX's destination predicate (``shfl.sync d|p``; MLIR's
        # gpu.shuffle lowering, cooperative groups): {value, whether the computed source
        # lane was in range}, the predicate true even where that lane is not in S.
        *(ConvergentOp(f"llvm.nvvm.shfl.sync.{mode}.{suffix}p", StructType((t, I1)),
                       (I32, t, I32, I32),
                       f"(mask, v, b, c): {{the value of llvm.nvvm.shfl.sync.{mode}.{suffix}, "
                       "1 iff the source lane b and c compute is in range}", "nvptx",
                       f"{NVVM_SHFL_P}{mode}", "")
          for mode in NVVM_SHFL_MODES for suffix, t in (("i32", I32), ("f32", FLOAT))),
        *(ConvergentOp(f"llvm.nvvm.vote.{kind}.sync", I1, (I32, I1),
                       f"(mask, p): {meaning} over S; mask as for vote.ballot.sync",
                       "nvptx", f"nvvm.vote.{kind}.sync", "")
          for kind, meaning in (("all", "true iff p in every lane"),
                                ("any", "true iff p in some lane"),
                                ("uni", "true iff p is the same in every lane"))),
        *(ConvergentOp(f"llvm.nvvm.redux.sync.{kind}", I32, (I32, I32),
                       f"(v, mask): {kind} of v over S (min/max signed, umin/umax unsigned, "
                       "add wrapping); mask as for vote.ballot.sync",
                       "nvptx", f"nvvm.redux.sync.{kind}", "")
          for kind in NVVM_REDUX_KINDS),
        *(ConvergentOp(f"llvm.nvvm.match.any.sync.{t}", I32, (I32, t),
                       "(mask, v): the lanes of S whose v equals this lane's; mask as for "
                       "vote.ballot.sync", "nvptx", "nvvm.match.any.sync", "")
          for t in (I32, I64)),
        # __match_all_sync (PTX ISA, "match.sync": match.all.b32/b64 d|p): {the lanes of S
        # when every one has the same v, else 0; whether they do}
        *(ConvergentOp(f"llvm.nvvm.match.all.sync.{t}p", StructType((I32, I1)), (I32, t),
                       "(mask, v): {the lanes of S if every lane of S has the same v, else 0; "
                       "1 iff they do}; mask as for vote.ballot.sync", "nvptx",
                       "nvvm.match.all.sync", "")
          for t in (I32, I64)),
        ConvergentOp("llvm.nvvm.bar.warp.sync", VOID, (I32,),
                     "(mask): __syncwarp, a barrier of the lanes of S: S is an observable "
                     "event; mask as for vote.ballot.sync", "nvptx", "nvvm.bar.warp.sync", ""),
        # __syncthreads: LLVM 19's llvm.nvvm.barrier0 (and barrier.sync) are read through
        # the embedded LLVM 22.1, which upgrades them to these (operand: the barrier id)
        *(ConvergentOp(f"llvm.nvvm.barrier.cta.sync.{kind}all", VOID, (I32,),
                       "(id): a block barrier, as llvm.amdgcn.s.barrier: an event when S is "
                       "every active lane, else undefined behaviour (unsupported without "
                       ".aligned)", "nvptx", "s.barrier", "")
          for kind in ("aligned.", "")),
        # __barrier_sync_count / bar.sync a, b: LLVM 19's llvm.nvvm.barrier.sync.cnt and
        # llvm.nvvm.barrier, upgraded by LLVM 22.1 to these (id, thread count)
        *(ConvergentOp(f"llvm.nvvm.barrier.cta.sync.{kind}count", VOID, (I32, I32),
                       "(id, n): a barrier of n threads of the block; read where n is every "
                       "thread of the launch's block, as llvm.nvvm.barrier.cta.sync.all, and "
                       "unsupported for any other n", "nvptx", NVVM_BARRIER_COUNT, "")
          for kind in ("aligned.", "")),
        # __syncthreads_count/_and/_or: LLVM 19's llvm.nvvm.barrier0.{popc,and,or}, read
        # through the embedded LLVM 22.1, which upgrades them to these (id, predicate)
        *(ConvergentOp(f"llvm.nvvm.barrier.cta.red.{kind}.{aligned}all", ty, (I32, I1),
                       f"(id, p): a block barrier, as llvm.nvvm.barrier.cta.sync, whose result "
                       f"is {meaning} over S (every active lane, else undefined behaviour); a poison "
                       "p makes it poison", "nvptx", f"barrier.cta.red.{kind}", "")
          for kind, ty, meaning in (("popc", I32, "the number of lanes passing p true"),
                                    ("and", I1, "true iff every lane passes p true"),
                                    ("or", I1, "true iff some lane passes p true"))
          for aligned in ("aligned.", "")),
        # OpenCL C, as clang declares it for amdgcn without the device library: the
        # work-group barriers (flags: CLK_LOCAL_MEM_FENCE ...) and a sub-group reduction
        # (OpenCL C 2.0, 6.13.8 and 6.13.15; a sub-group is an AMDGPU wave)
        *(ConvergentOp(name, VOID, (I32,),
                       "(flags): a work-group barrier, as llvm.amdgcn.s.barrier; it orders "
                       "local memory when flags has CLK_LOCAL_MEM_FENCE", "opencl", "s.barrier", "")
          for name in ("_Z7barrierj", "_Z18work_group_barrierj")),
        ConvergentOp("_Z20sub_group_reduce_addi", I32, (I32,), "wrapping sum over S", "opencl",
                     "subgroupAdd", ""),
        # the other cl_khr_subgroups functions on int (OpenCL C 2.0, 6.13.15; OpenCL
        # 2.0 extensions, 9.17): minimum and maximum (signed for int), any and all of a
        # predicate, and the broadcast of one sub-group-uniform lane, whose AMDGPU meaning
        # is a readlane (a lane index differing across S gives poison, as there)
        ConvergentOp("_Z20sub_group_reduce_mini", I32, (I32,), "signed minimum over S",
                     "opencl", "subgroupMin", ""),
        ConvergentOp("_Z20sub_group_reduce_maxi", I32, (I32,), "signed maximum over S",
                     "opencl", "subgroupMax", ""),
        ConvergentOp("_Z13sub_group_anyi", I32, (I32,), "1 iff some lane of S passes non-zero",
                     "opencl", "opencl.any", ""),
        ConvergentOp("_Z13sub_group_alli", I32, (I32,), "1 iff every lane of S passes non-zero",
                     "opencl", "opencl.all", ""),
        *(ConvergentOp(f"_Z19sub_group_broadcast{m}j", t, (t, I32),
                       "(v, l): v of lane l if it is in S, else poison; l the same in every "
                       "lane of S (OpenCL: else undefined), else poison in every lane, as "
                       "llvm.amdgcn.readlane", "opencl", "amdgcn.readlane", "")
          for m, t in (("i", I32), ("f", FLOAT))),
        # the other types' reductions and broadcasts, the scans and the sub-group and
        # scoped barriers (fuzzfarm.ir.opencl)
        *(ConvergentOp(f.name, f.ret, f.params, f.meaning, "opencl", f.semantics, "")
          for f in opencl.SUB_GROUP_FUNCTIONS),
        # HLSL's wave operations as clang emits them for DirectX (IntrinsicsDirectX.td) and
        # Vulkan (IntrinsicsSPIRV.td): the integer reductions (WaveActiveSum/Max/Min/
        # BitAnd/BitOr/BitXor; max/min signed, umax/umin for unsigned types, usum the
        # same wrapping sum), WaveIsFirstLane, WaveActiveAnyTrue/AllTrue and
        # WaveActiveCountBits (the number of lanes of S passing true). Read, not generated;
        # WaveReadLaneAt (an out-of-range or non-uniform index is HLSL's to define) and
        # the float reductions are not among them.
        *(ConvergentOp(f"llvm.{t}.wave.reduce.{kind}.{w}", ty, (ty,),
                       f"{sem.rsplit('.', 1)[1]} over S", "hlsl", sem, "")
          for t, kinds in HLSL_REDUCE_KINDS.items() for kind, sem in kinds
          for w, ty in (("i32", I32), ("i64", I64))),
        *(ConvergentOp(f"llvm.{t}.wave.is.first.lane", I1, (),
                       "true only in the lowest lane of S", "hlsl", "subgroupElect", "")
          for t in ("dx", "spv")),
        # WaveActiveAnyTrue/AllTrue/CountBits for both targets: clang emits llvm.spv.wave.any,
        # .all and .active.countbits for Vulkan (IntrinsicsSPIRV.td, convergent like the
        # DirectX ones; #157459's shader reaches them)
        *(op for t in ("dx", "spv") for op in (
            ConvergentOp(f"llvm.{t}.wave.any", I1, (I1,), "true iff some lane of S passes true",
                         "hlsl", "opencl.any", ""),
            ConvergentOp(f"llvm.{t}.wave.all", I1, (I1,), "true iff every lane of S passes true",
                         "hlsl", "opencl.all", ""),
            ConvergentOp(f"llvm.{t}.wave.active.countbits", I32, (I1,),
                         "the number of lanes of S passing true", "hlsl", "wave.reduce.add", ""))),
    )
}

#: The block reductions of a barrier (PTX ISA, "bar.red": ``bar.red.popc``, ``.and``,
#: ``.or``): their ``semantics`` keys.
def partial_barrier_is_undefined(callee: str) -> bool:
    """Is a workgroup barrier ``callee`` (one that behaves as ``s.barrier`` or a
    ``barrier.cta.red``) undefined behaviour when some active lane does not meet the
    instance (it took another branch, reached another copy of the barrier, or returned)?

    The source languages say so of the barriers they write: OpenCL C 2.0, 6.13.8 (every
    work-item of the work-group must execute ``barrier``, and inside a conditional all
    must enter it if any does; ``sub_group_barrier`` likewise for the sub-group), CUDA's
    ``__syncthreads``, PTX's ``.aligned`` barriers (``bar.sync``, ``barrier.sync.aligned``,
    ``barrier.red``: "in conditionally executed code, an aligned barrier instruction
    should only be used if it is known that all threads in CTA evaluate the condition
    identically, otherwise behavior is undefined"), HIP's ``__syncthreads``
    (``s_barrier``). PTX's barrier without ``.aligned`` (``llvm.nvvm.barrier.cta.sync.all``,
    CUDA's ``__barrier_sync``) lets the threads of a CTA meet at different instructions
    and counts exited threads otherwise: it stays unsupported there. The oracles ask this
    under maximal convergence only: under ipdom lanes that left a loop whose exits have
    no post-dominator but the function's meet a barrier apart by the model's doing."""
    return not callee.startswith("llvm.nvvm.") or ".aligned." in callee


NVVM_BARRIER_REDUCTIONS = frozenset(f"barrier.cta.red.{k}" for k in ("popc", "and", "or"))
#: Their intrinsics (they order the members' memory as ``barrier.cta.sync`` does).
NVVM_BARRIER_REDUCTION_NAMES = frozenset(
    name for name, op in TARGET_OPS.items() if op.behaves_as in NVVM_BARRIER_REDUCTIONS)

#: NVVM's memory barriers (PTX ISA, "membar": ``membar.cta``, ``.gl``, ``.sys`` are
#: ``fence.sc`` at CTA, GPU and system scope) and the ``fence`` each behaves as: every one
#: reaches the whole block, the only threads a case runs (oracles/SEMANTICS.md, "Memory
#: the threads share").
NVVM_MEMBARS = {"llvm.nvvm.membar.cta": 'syncscope("block") seq_cst',
                "llvm.nvvm.membar.gl": 'syncscope("device") seq_cst',
                "llvm.nvvm.membar.sys": "seq_cst"}

#: Barriers that order memory by themselves (LLVM gives them no ``memory(none)``, and
#: PTX's ``bar.sync``/``barrier.sync`` and ``bar.warp.sync`` order the memory accesses
#: of the threads taking part): a release and an acquire of every member. Every other
#: barrier (``llvm.amdgcn.s.barrier``: the AMDGPU memory model orders LDS only through
#: the fences HIP writes around it; the seeds' ``@subgroupControlBarrier``, whose
#: memory semantics the seeds do not give) orders memory only through a release fence
#: before it and an acquire fence after it; OpenCL's orders local memory as its flags say
#: (:func:`barrier_orders`).
ORDERING_BARRIERS = frozenset({"llvm.nvvm.barrier.cta.sync.aligned.all",
                               "llvm.nvvm.barrier.cta.sync.all", "llvm.nvvm.bar.warp.sync",
                               "llvm.nvvm.barrier.cta.sync.aligned.count",
                               "llvm.nvvm.barrier.cta.sync.count"}) \
    | NVVM_BARRIER_REDUCTION_NAMES
#: OpenCL's barriers, and the flag by which one orders local (LDS) memory (OpenCL C 2.0,
#: 6.13.8: ``CLK_LOCAL_MEM_FENCE`` is 1 in clang's opencl-c-base.h).
OPENCL_BARRIERS = frozenset({"_Z7barrierj", "_Z18work_group_barrierj", opencl.SUB_GROUP_BARRIER,
                             *opencl.SCOPED_BARRIERS})
CLK_LOCAL_MEM_FENCE = 1


def barrier_orders(inst: Instruction) -> bool | None:
    """Does the barrier call ``inst`` order the members' memory accesses by itself? None
    for an OpenCL barrier whose flags are not a constant (the oracles cannot tell)."""
    from fuzzfarm.ir.model import ConstInt  # the model imports this module

    callee = inst.callee or ""
    if callee in OPENCL_BARRIERS:
        # (flags[, scope]): a scoped barrier of memory_scope_work_item orders no other
        # thread's accesses (OpenCL C 2.0, 6.13.8)
        flags = inst.operands[0] if inst.operands else None
        scope = inst.operands[1] if len(inst.operands) > 1 else None
        if not isinstance(flags, ConstInt) or not isinstance(scope, ConstInt | None):
            return None
        across = scope is None or scope.value != opencl.MEMORY_SCOPE_WORK_ITEM
        return bool(flags.value & CLK_LOCAL_MEM_FENCE) and across
    return callee in ORDERING_BARRIERS

def nvvm_mask_operand(semantics: str) -> int:
    """The operand holding the membermask of a ``.sync`` NVVM operation: the first,
    except in ``redux.sync`` (value, membermask), as LLVM's intrinsic orders them."""
    return 1 if semantics.startswith("nvvm.redux.sync.") else 0


#: CUDA's full warp mask (``__shfl_sync(0xffffffff, ...)``, ``__ballot_sync`` ...).
FULL_WARP_MASK = 0xFFFFFFFF


def _membermasks(kernel: Function) -> Iterator[object]:
    """The membermask operand of every NVVM ``.sync`` operation ``kernel`` may run."""
    for fn in reachable_functions(kernel):
        for inst in fn.instructions():
            op = OPS.get(inst.callee or "") if inst.opcode == "call" else None
            if op is None or not op.behaves_as.startswith("nvvm.") or op.behaves_as == "nvvm.activemask":
                continue
            at = nvvm_mask_operand(op.behaves_as)
            yield inst.operands[at] if len(inst.operands) > at else None


def full_warp_kernel(kernel: Function) -> bool:
    """Does a function ``kernel`` may run pass the full warp mask to an NVVM ``.sync``
    operation? Such code is decided only where all 32 lanes of the warp run it together
    (README, the nvptx table), so ``validate`` gives it whole warps."""
    from fuzzfarm.ir.model import ConstInt  # the model imports this module

    return any(isinstance(m, ConstInt) and m.value == FULL_WARP_MASK for m in _membermasks(kernel))


def membermask_kernel(kernel: Function) -> bool:
    """Does ``kernel`` run an NVVM ``.sync`` operation with a membermask (any mask)? Its
    warps have 32 lanes, and a lane its mask names that does not run it with it is no
    launch the program allows (PTX ISA, "shfl.sync": the named threads must execute the
    same instruction), so ``validate`` draws its schedules on 32-lane warps."""
    return any(True for _ in _membermasks(kernel))


#: What the reference says of an NVVM ``.sync`` operation whose membermask names lanes
#: that do not run it with the lane (oracles/reference/catalogue.py): unsupported.
MEMBERMASK_MISMATCH = "is not exactly the communicating set"


def shfl_source(mode: str, lane: int, b: int, c: int) -> int:
    """The lane ``lane`` reads in ``shfl.sync.<mode>`` with operands ``b`` and ``c``
    (PTX ISA, "shfl.sync", its pseudocode): ``c`` packs the clamp value (bits 0-4) and
    the segment mask (bits 8-12); a source out of range is the lane itself."""
    return shfl_lane(mode, lane, b, c)[0]


def shfl_lane(mode: str, lane: int, b: int, c: int) -> tuple[int, bool]:
    """(the source lane, PTX's predicate ``pval``: was the computed lane ``j`` in range)
    of :func:`shfl_source`; out of range, the source is the lane itself."""
    bval, cval, seg = b & 31, c & 31, (c >> 8) & 31
    max_lane = (lane & seg) | (cval & ~seg & 31)
    if mode == "up":
        j = lane - bval
        in_range = j >= max_lane
    else:
        if mode == "down":
            j = lane + bval
        elif mode == "bfly":
            j = lane ^ bval
        else:  # idx
            j = (lane & seg) | (bval & ~seg & 31)
        in_range = j <= max_lane
    return (j, True) if in_range else (lane, False)


def amdgcn_lane(index: int, active: frozenset[int], wave64: bool = False,
                wave32: bool = False) -> int | None:
    """The lane an AMDGPU lane index names, or None when the wave size decides it.

    A wave has 32 or 64 lanes and the index's high bits are dropped by the hardware
    (V_READLANE's lane select, DS_BPERMUTE's addr[7:2] or addr[6:2]): lanes 0-31 are
    the same on both, lanes 32-63 only on a wave known to have 64 lanes (an active
    lane 32 or up, or code compiled for 64-lane waves: ``wave64``, from
    :func:`amdgpu_wave64`); anything else would be a guess of the target. So an index is
    read modulo 64, and one whose bit 5 is clear names the same lane on either wave (its
    bits 0-4): LLVM's InstCombine relies on this too, dropping a ``readlane``'s
    ``and i32 %l, 63`` (AMDGPUInstCombineIntrinsic, the lane argument's demanded bits are
    the low log2(wave size) ones). On code compiled for 32-lane waves (``wave32``, from
    :func:`amdgpu_wave32`: no launch has a lane 32 or up) the index is read modulo 32
    (SSRC1[4:0]): InstCombine drops an ``and i32 %l, 31`` there.
    """
    if wave32:
        return index & 31
    low = index & 63
    if low < 32 or wave64 or max(active) >= 32:
        return low
    return None


#: Bits of a shfl.sync ``c`` operand PTX gives a meaning (clamp 0-4, segment mask 8-12).
SHFL_C_BITS = 0x1F1F

#: Every convergent operation the oracles understand: the catalogue and the targets'.
OPS: dict[str, ConvergentOp] = {**CATALOGUE, **TARGET_OPS}

#: Non-convergent functions of the lane: name -> (signature, dialect).
LANE_FUNCTIONS: dict[str, tuple[tuple[Type, tuple[Type, ...]], str]] = {
    LANE_ID: ((I32, ()), "portable"),
    AMDGCN_MBCNT_LO: ((I32, (I32, I32)), "amdgcn"),
    AMDGCN_MBCNT_HI: ((I32, (I32, I32)), "amdgcn"),
    NVVM_LANEID: ((I32, ()), "nvptx"),
    **{name: ((I32, ()), "amdgcn") for name in AMDGCN_WORKITEM_IDS},
    **{name: ((I32, ()), "nvptx") for name in NVVM_TIDS},
    **{name: ((I32, ()), "nvptx") for name in NVVM_LANEMASKS},
    **{name: ((I32, ()), "amdgcn" if "amdgcn" in name else "nvptx") for name in LAUNCH_VALUES},
    OPENCL_SUB_GROUP_LOCAL_ID: ((I32, ()), "opencl"),
    HLSL_LANE_INDEX: ((I32, ()), "hlsl"),
}


def is_workitem_id(callee: str | None) -> bool:
    return callee in AMDGCN_WORKITEM_IDS or callee in NVVM_TIDS


#: Lane functions of no operand: the lane ids and the work-item ids.
LANE_VALUES = frozenset({LANE_ID, NVVM_LANEID, *AMDGCN_WORKITEM_IDS, *NVVM_TIDS, *NVVM_LANEMASKS,
                         OPENCL_SUB_GROUP_LOCAL_ID, HLSL_LANE_INDEX})
#: Those only NVPTX defines: a lane >= NVPTX_WARP executing one is unsupported.
NVPTX_WARP_ONLY = frozenset({NVVM_LANEID, *NVVM_TIDS, *NVVM_LANEMASKS})


def lanemask(callee: str, lane: int) -> int:
    """``%lanemask_<k>`` of ``lane`` in a 32-lane warp (``callee`` in NVVM_LANEMASKS)."""
    below, upto = (1 << lane) - 1, (2 << lane) - 1
    k = callee.rsplit(".", 1)[1]
    return {"eq": 1 << lane, "le": upto, "lt": below, "ge": ~below & 0xFFFFFFFF,
            "gt": ~upto & 0xFFFFFFFF}[k]


def reads_lane(callee: str) -> bool:
    """Is this lane value the lane id (the lane ids, x work-item ids) rather than 0 (y, z)?"""
    return not is_workitem_id(callee) or callee.endswith(".x")


#: Lane ids a work-item id must be able to take: every subgroup size up to 64.
_WAVE_IDS = 64


def workitem_id_unsupported(kernel: Function, inst: Instruction) -> str | None:
    """Why the work-item id call ``inst`` of a case of ``kernel`` cannot be modelled, or
    None (the bounds of every function of the module count: the kernel's and those of
    the device function making the call alike).

    The oracles' environment is the first subgroup of a workgroup whose x size is at
    least 64, so work-item x ids are the lane ids and y, z are 0: a launch every
    kernel admits unless it says otherwise. A kernel that bounds its workgroup can
    make that environment impossible, and an optimizer may use the bound (LLVM folds
    ``workitem.id.x`` to 0 under ``!reqd_work_group_size !{i32 1, i32 1, i32 1}``),
    so a difference there could be a false bug. The bounds are read conservatively:
    any metadata attachment but ``!dbg`` and OpenCL's ``!kernel_arg_*``, NVVM launch bounds (LLVM 19 keeps them in
    ``!nvvm.annotations``, later ones in ``nvvm.maxntid``/``nvvm.reqntid``
    attributes), ``"amdgpu-flat-work-group-size"="lo,hi"`` with hi < 64,
    ``amdgpu-no-workitem-id-<axis>`` for a call of that axis (the AMDGPU attributor's
    "unused" mark; LLVM adds it for the axes a kernel never reads), and a
    ``range`` on the call or the declaration not holding the case's ids make them
    unsupported. The case's ids are 0..63, or below the target's wave where the kernel's
    target fixes one (``target_wave``: no command runs a CUDA kernel on more than 32
    lanes), so a bound holding those admits the launch (``workgroup_bound``).
    On an ``amdgpu_kernel`` the x mark says nothing: an entry point always receives its
    x id, so LLVM 19's attributor marks every kernel ``amdgpu-no-workitem-id-x``, reads
    of id.x included (it counts id.x only in functions that are not kernels).
    """
    ids = target_wave(kernel) or _WAVE_IDS  # a case's lanes: the first x ids
    return (workgroup_bound(kernel, inst, ids=ids)
            or marked_unused(kernel, inst, "amdgpu-no-workitem-id")
            or range_bound(kernel, inst, 0, ids - 1))


def marked_unused(kernel: Function, inst: Instruction, mark: str, axis: bool = True) -> str | None:
    """The AMDGPU attributor's "unused" mark ``<mark>-<axis>`` for the axis of the id call
    ``inst`` (``<mark>`` alone without ``axis``), on the function making the call or on one that can call it (LLVM may then
    take the id for unused there), or None. Marks on functions that cannot reach the
    call say nothing about it (the attributor marks every function that reads no id,
    a shuffle helper beside the kernel, say). The x mark on an ``amdgpu_kernel`` says
    nothing either: an entry point always receives its x ids, and LLVM 19 marks every
    kernel so, reads of them included."""
    holder = inst.parent.parent if inst.parent is not None else None
    name = f"{mark}-{(inst.callee or '')[-1:]}" if axis else mark
    for fn in module_definitions(kernel):
        if name in fn.string_attrs \
                and not (fn.cc == "amdgpu_kernel" and name.endswith("-x")) \
                and (holder is None or holder in reachable_functions(fn)):
            return f"{name}: LLVM may assume the id unused"
    return None


def workgroup_bound(kernel: Function, inst: Instruction, ids: int | None = None) -> str | None:
    """Why a bound some function of ``kernel``'s module puts on its workgroup may make
    the oracles' launch impossible for the call ``inst`` (a work-item id or a launch
    value: :func:`workitem_id_unsupported`), or None.

    ``ids``, for a work-item id read, is how many x ids a case of the kernel can have
    (its target's wave, 64 for code of no known target: a case's lanes are the first x
    ids, and y and z are 0). An NVVM launch bound (``__launch_bounds__(n)``: LLVM 22 reads
    LLVM 19's ``maxntidx`` annotation as ``"nvvm.maxntid"="n"``) or an
    ``amdgpu-flat-work-group-size`` whose x extent holds that many ids admits a workgroup
    holding the case (a CUDA block of one 32-thread warp under ``__launch_bounds__(32)``),
    so whatever LLVM folds under it (NVVMIntrRange's ``range(i32 0, n)`` on ``tid.x``)
    holds of every lane: no refusal. A launch value (``ntid.x``) stays refused under it
    (the launch's workgroup is 64 wide or more: :mod:`fuzzfarm.launch`)."""
    for fn in module_definitions(kernel):
        why = _workgroup_bound(fn, inst, ids)
        if why is not None:
            return why
    return None


#: Function metadata that says nothing of the workgroup: debug info, and the argument
#: descriptions clang attaches to every OpenCL kernel (``!kernel_arg_addr_space``,
#: ``_access_qual``, ``_type``, ``_base_type``, ``_type_qual``, ``_name``).
_NOT_BOUNDS = ("dbg",)
_ARGUMENT_INFO = "kernel_arg_"


def _ntid_x(value: str) -> int | None:
    """The x extent of an ``nvvm.maxntid``/``nvvm.reqntid`` attribute's value ("x[,y[,z]]"),
    or None when it cannot be read."""
    first = value.split(",")[0].strip()
    return int(first) if first.isdigit() else None


def _workgroup_bound(fn: Function, inst: Instruction, ids: int | None = None) -> str | None:
    bounds = sorted(m for m in fn.metadata if m not in _NOT_BOUNDS and not m.startswith(_ARGUMENT_INFO))
    if bounds:
        return f"!{bounds[0]} may bound the workgroup its work-item ids come from"
    if fn.module is not None and "nvvm.annotations" in fn.module.named_metadata \
            and (inst.callee in NVVM_TIDS or "nvvm" in (inst.callee or "")):
        return "!nvvm.annotations may bound the block its thread ids come from"
    for name, value in fn.string_attrs.items():
        if name.startswith(("nvvm.maxntid", "nvvm.reqntid")):
            extent = _ntid_x(value)
            if ids is not None and extent is not None and extent >= ids:
                continue  # the block holds the case's ids (docstring of workgroup_bound)
            return f"{name} bounds the block its thread ids come from"
    least = ids if ids is not None else _WAVE_IDS
    flat = flat_work_group_size(fn)
    if flat is not None and (flat[1] is None or flat[1][1] < least):
        return f"{flat[0]} bounds the workgroup below {least} work-items"
    return None


def flat_work_group_size(fn: Function) -> tuple[str, tuple[int, int] | None] | None:
    """``fn``'s ``"amdgpu-flat-work-group-size"="lo,hi"`` attribute as written, with its
    (lo, hi), or None for the bounds when they cannot be read; None without one."""
    for attr in fn.attrs:
        name, _, value = attr.partition("=")
        if name.strip('"') == "amdgpu-flat-work-group-size":
            bounds = [b.strip() for b in value.strip('"').split(",")]
            readable = len(bounds) <= 2 and all(b.isdigit() for b in bounds)
            return attr, (int(bounds[0]), int(bounds[-1])) if readable else None
    return None


def amdgpu_wave32(fn: Function) -> bool:
    """Is ``fn`` compiled for 32-lane AMDGPU waves? Its ``target-features`` say
    ``+wavefrontsize32``, or its ``target-cpu`` is GFX10 or later without
    ``+wavefrontsize64`` (LLVM's AMDGPU subtarget makes wave32 their default). LLVM then
    folds what lanes 32 and up would show (the high half of a 64-bit ballot is 0), so a
    schedule of more than 32 lanes is no launch of the kernel: a difference there would
    be a false bug."""
    attrs = fn.string_attrs
    features = attrs.get("target-features", "")
    if "+wavefrontsize32" in features or "+wavefrontsize64" in features:
        return "+wavefrontsize32" in features
    cpu = attrs.get("target-cpu", "")
    return cpu.startswith("gfx1") and cpu[4:5].isdigit()


def amdgpu_wave64(fn: Function) -> bool:
    """Is ``fn`` known to be compiled for 64-lane AMDGPU waves? Its ``target-features``
    say ``+wavefrontsize64``, or its ``target-cpu`` is a GFX6-GFX9 one (which have only
    64-lane waves). Without either (no target-cpu: generic code) nothing is known."""
    attrs = fn.string_attrs
    if "+wavefrontsize64" in attrs.get("target-features", ""):
        return True
    cpu = attrs.get("target-cpu", "")
    return cpu.startswith(("gfx6", "gfx7", "gfx8", "gfx9")) and not amdgpu_wave32(fn)


#: Lanes of an AMDGPU wave32 wave (``amdgpu_wave32``).
AMDGPU_WAVE32_LANES = 32
#: Lanes of an AMDGPU wave64 wave (``amdgpu_wave64``).
AMDGPU_WAVE64_LANES = 64


def nvptx_kernel(fn: Function, triple: str | None = None) -> bool:
    """Is ``fn`` NVPTX code: the target ``triple`` is NVPTX's (default: its module's,
    :func:`nvptx_module`), or it (or a function it calls) uses ``llvm.nvvm.*`` operations?"""
    nvptx = triple.startswith("nvptx") if triple is not None else nvptx_module(fn)
    return nvptx or any(
        (i.callee or "").startswith("llvm.nvvm.") for f in reachable_functions(fn) for i in f.instructions())


def target_wave(fn: Function) -> int | None:
    """The subgroup a launch of ``fn`` really has, when its target fixes it: an NVPTX warp,
    or the AMDGPU wave its target-cpu/features give (``amdgpu_wave32``/``amdgpu_wave64``);
    None for code of no known target (generated kernels, portable IR)."""
    if amdgpu_wave32(fn):
        return AMDGPU_WAVE32_LANES
    if amdgpu_wave64(fn):
        return AMDGPU_WAVE64_LANES
    return NVPTX_WARP if nvptx_kernel(fn) else None


def wave_size_refusal(fn: Function, subgroup_size: int) -> str | None:
    """Why a subgroup of ``subgroup_size`` lanes is no launch of ``fn``, or None: a
    kernel compiled for 32-lane AMDGPU waves (``amdgpu_wave32``) has no lane 32 or up,
    and LLVM folds what such lanes would show, so a run on more lanes, whatever its
    schedule came from (``--threads``, ``--subgroup-size``, a schedule file), could
    only make a false bug. Every command that runs a user's kernel asks this."""
    if subgroup_size > AMDGPU_WAVE32_LANES and amdgpu_wave32(fn):
        return (f"@{fn.name} is compiled for 32-lane waves (its target-cpu or "
                f"target-features): a subgroup of {subgroup_size} lanes is no launch of it")
    if subgroup_size > NVPTX_WARP and nvptx_module(fn):
        return (f"@{fn.name} is compiled for NVPTX, whose warps have {NVPTX_WARP} lanes: a "
                f"subgroup of {subgroup_size} lanes is no launch of it")
    return None


def nvptx_module(fn: Function) -> bool:
    """Is ``fn`` in a module for an NVPTX target (``target triple = "nvptx64-..."``, as
    clang's CUDA output)? Its warps have :data:`NVPTX_WARP` lanes: on more, its thread and
    lane ids and every ``.sync`` operation in lanes 32 and up are unsupported in both
    oracles, so each schedule would be undecided rather than a launch of the kernel."""
    return fn.module is not None and nvptx_triple(fn.module.triple)


def nvptx_triple(triple: str | None) -> bool:
    """Does a module's ``target triple`` name NVPTX? All the oracles read of a triple
    (``fuzzfarm.ir.structure.same_program`` compares triples by it)."""
    return (triple or "").startswith("nvptx")


def range_bound(fn: Function, inst: Instruction, lo_needed: int, hi_needed: int) -> str | None:
    """Why a ``range`` on the call ``inst`` or its declaration excludes a value in
    ``lo_needed..hi_needed`` the oracles give it, or None."""
    decl = fn.module.functions.get(inst.callee or "") if fn.module is not None else None
    ranges = [a for a in inst.attrs if a.startswith("ret:range(")]
    ranges += [a for a in (decl.ret_attrs if decl is not None else ()) if a.startswith("range(")]
    for r in ranges:
        nums = r[r.index("(") + 1:-1].split(",")
        try:
            lo, hi = int(nums[0].split()[-1]), int(nums[1])
        except (IndexError, ValueError):
            return f"{r}: a range the oracles cannot read"
        # LangRef ("range" attribute): [lo, hi) taken modulo 2**bits, so it may wrap
        bits = int(nums[0].split()[0].removeprefix("i")) if nums[0].split()[0][1:].isdigit() else 32
        span = (hi - lo) % (1 << bits)
        if (lo_needed - lo) % (1 << bits) + (hi_needed - lo_needed) >= span:
            return f"{r} excludes {lo_needed}..{hi_needed}, the values the oracles give it"
    return None


def dialect_op(dialect: str, portable: str) -> ConvergentOp | None:
    """The target operation ``dialect`` writes for catalogue operation ``portable``, if any."""
    for op in TARGET_OPS.values():
        if op.dialect == dialect and op.portable == portable:
            return op
    return None


#: ``llvm.amdgcn.icmp``/``fcmp`` (``semantics`` keys) -> their predicate immediates: LLVM's
#: ``CmpInst::Predicate`` numbering (FCMP_FALSE = 0 ... FCMP_TRUE = 15, ICMP_EQ = 32 ...
#: ICMP_SLE = 41), the spelling of the IR's ``fcmp``/``icmp``. SIISelLowering lowers any
#: other code to undef, so the oracles call it unsupported.
COMPARE_PREDICATES: dict[str, dict[int, str]] = {
    "amdgcn.fcmp": dict(enumerate(("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                   "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"))),
    "amdgcn.icmp": dict(enumerate(("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt",
                                   "sle"), start=32)),
}


def mbcnt(mask: int, acc: int, lane: int, high: bool) -> int:
    """``llvm.amdgcn.mbcnt.lo/hi``: ``acc`` plus the bits of ``mask`` set for lanes below
    ``lane`` in lanes 0-31 (lo) or 32-63 (hi), wrapping at 32 bits (AMD ISA, V_MBCNT_*)."""
    below = (1 << lane) - 1  # the 64-bit thread mask of the lanes below this one
    half = (below >> 32) if high else below
    return (acc + bin(mask & half & 0xFFFFFFFF).count("1")) & 0xFFFFFFFF


#: Intrinsic signatures of the convergence control intrinsics.
INTRINSIC_SIGNATURES: dict[str, tuple[Type, tuple[Type, ...]]] = {
    ENTRY: (TOKEN, ()),
    ANCHOR: (TOKEN, ()),
    LOOP: (TOKEN, ()),
}


#: Maximum subgroup size: ballot bit L is lane L of an i64.
MAX_SUBGROUP_SIZE = 64


def is_convergence_intrinsic(callee: str | None) -> bool:
    return callee in CONVERGENCE_INTRINSICS


def is_catalogue_op(callee: str | None) -> bool:
    """A convergent operation the oracles understand: the catalogue's or a target's."""
    return callee in OPS


def is_lane_function(callee: str | None) -> bool:
    """A non-convergent function of the lane id (our lane id, mbcnt, the PTX lane id)."""
    return callee in LANE_FUNCTIONS


def implicit_anchor(fn: Function) -> str | None:
    """The name of the kernel's implicit anchor, or None if it has none.

    Seed 000 ("Convergent Operations", informational note): a function that is not
    ``convergent`` may contain convergent operations; they do not depend on the
    set of threads entering the function as one communicating group, but on an
    implementation-defined subset of threads in the body, as with
    ``llvm.experimental.convergence.anchor`` ("Opportunistic Convergent
    Operations"). So the uncontrolled operations of a non-convergent kernel behave
    as if the body began with an anchor: its groupings are implementation choices
    (``Choices.anchors`` entries for this name, occurrence 1). The name, ``@`` and
    the function's name, can be no SSA value's name.
    """
    if fn.is_convergent:
        return None
    for inst in fn.instructions():
        if inst.opcode != "call" or inst.convergence_token is not None:
            continue
        callee = defined_callee(fn, inst)
        if is_catalogue_op(inst.callee) or (
                callee is not None and is_convergent_call_site(inst, callee)):
            return "@" + fn.name
    return None


def token_chain_root(inst: Instruction) -> Value | None:
    """The first token of ``inst``'s token chain, following loop hearts' operands (seed
    000, "llvm.experimental.convergence.loop"): the entry, an anchor, or None."""
    from fuzzfarm.ir.model import Instruction  # the model imports this module

    token = inst.convergence_token
    seen = 0
    while isinstance(token, Instruction) and token.callee == LOOP and seen < 1000:
        token, seen = token.convergence_token, seen + 1
    return token
