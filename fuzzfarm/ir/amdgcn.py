"""AMDGPU intrinsics that are neither lane communication nor value math: the wave size
and the scheduling hints that are not convergent (README, the amdgcn table).

- ``llvm.amdgcn.wavefrontsize`` (clang's ``__builtin_amdgcn_wavefrontsize``, HIP's
  ``warpSize``) is the number of lanes of the wave the code is compiled for: a constant
  of the target (IntrinsicsAMDGPU.td: ``memory(none)``, ``speculatable``), 32 or 64, which
  LLVM folds once the subtarget knows it. It is read from the function's
  ``target-cpu``/``target-features`` (``conventions.amdgpu_wave32``/``amdgpu_wave64``);
  where they do not settle it (generic code: no target-cpu) it is unsupported, never a
  guess: a kernel branching on it would run one side only on the real target.
- ``llvm.amdgcn.s.setprio`` (S_SETPRIO: sets the wave's user priority, which only
  arbitrates between waves competing for issue) and ``llvm.amdgcn.s.sleep`` (S_SLEEP:
  the wave sleeps for a number of clocks given by the immediate, 64 per unit) change when
  a wave's instructions issue, never what they compute (AMD's ISA guides, SOPP). LLVM does
  not declare them ``convergent`` (clang-19's declarations, tests/data/clang/audit9), and
  the model has no time and no priority: they do nothing.
  (``sched.barrier``, ``sched.group.barrier`` and ``iglp.opt``, which only constrain the
  machine scheduler, are ``convergent`` there: they are convergent operations that
  communicate nothing, ``conventions.TARGET_OPS``.)
- ``llvm.amdgcn.s.memtime``/``s.memrealtime`` (S_MEMTIME: the shader clock, S_MEMREALTIME:
  the real-time clock, both i64) and ``llvm.amdgcn.groupstaticsize`` (the bytes of LDS
  the kernel allocates statically, which the back end fixes when it lays out LDS, after
  every IR pass, so an optimizer that deletes a dead ``__shared__`` array changes it) are
  values no IR can know: :data:`ENVIRONMENT_VALUES` are read as external calls of the
  environment (oracles/SEMANTICS.md, "External calls"), a fixed value of the callee, the
  same in *before* and *after* and in every thread (S_MEMTIME writes a scalar register:
  one value for the wave). The clocks are declared without ``memory(...)`` (LLVM orders
  them with every memory access and never deletes them), so each is an event of its
  thread, as any call that may write memory; ``groupstaticsize`` is ``memory(none)``: a
  pure unknown value.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fuzzfarm.ir import conventions
from fuzzfarm.ir.types import I16, I32, VOID, Type

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction

WAVEFRONTSIZE = "llvm.amdgcn.wavefrontsize"

#: The non-convergent hints that do nothing in the model -> their signature.
NOOP_HINTS: dict[str, tuple[Type, tuple[Type, ...]]] = {
    "llvm.amdgcn.s.setprio": (VOID, (I16,)),
    "llvm.amdgcn.s.sleep": (VOID, (I32,)),
}


#: Values of the environment, read as external calls (see above).
ENVIRONMENT_VALUES = frozenset({"llvm.amdgcn.s.memtime", "llvm.amdgcn.s.memrealtime",
                                "llvm.amdgcn.groupstaticsize"})


def is_environment_value(callee: str | None) -> bool:
    return callee in ENVIRONMENT_VALUES


def is_noop_hint(callee: str | None) -> bool:
    return callee in NOOP_HINTS


def is_wave_query(callee: str | None) -> bool:
    """Is ``callee`` one of this module's intrinsics (both oracles read it)?"""
    return callee == WAVEFRONTSIZE or is_noop_hint(callee)


def wavefront_size(fn: Function) -> int | None:
    """The lanes of the wave ``fn`` is compiled for, or None where its target does not
    say (``conventions.amdgpu_wave32`` is checked first: gfx10+ without
    ``+wavefrontsize64``, or ``+wavefrontsize32``)."""
    if conventions.amdgpu_wave32(fn):
        return conventions.AMDGPU_WAVE32_LANES
    if conventions.amdgpu_wave64(fn):
        return conventions.AMDGPU_WAVE64_LANES
    return None


def holder(kernel: Function, inst: Instruction) -> Function:
    """The function making the call ``inst``, else ``kernel``: its target attributes
    must give the wave size the kernel's give (:func:`refusal`), which is then the value."""
    block = inst.parent
    return block.parent if block is not None and block.parent is not None else kernel


def refusal(kernel: Function, inst: Instruction, caller: Function | None = None) -> str | None:
    """Why the call ``inst`` (an intrinsic of this module) cannot be run, or None: a
    signature LLVM would not verify, or a wave size the target does not settle.
    ``caller``: the function making the call, where ``inst``'s block does not say it
    (the lane simulator's copies of called functions); default :func:`holder`."""
    callee = inst.callee or ""
    types = tuple(v.type for v in inst.operands)
    if callee == WAVEFRONTSIZE:
        if types or inst.type != I32:
            return f"@{callee} with operands {types} and result {inst.type}"
        fn = caller or holder(kernel, inst)
        for f in (fn, kernel):
            if wavefront_size(f) is None:
                return (f"@{callee}: @{f.name}'s target-cpu/target-features do not say "
                        "whether its waves have 32 or 64 lanes")
        if wavefront_size(fn) != wavefront_size(kernel):
            return (f"@{callee} in @{fn.name}, compiled for {wavefront_size(fn)}-lane waves, "
                    f"called from @{kernel.name}, compiled for {wavefront_size(kernel)}")
        return None
    ret, params = NOOP_HINTS[callee]
    if types != params or inst.type != ret:
        return f"@{callee} with operands {types} and result {inst.type}"
    return None
