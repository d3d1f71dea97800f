"""AMDGPU's lane permutes: DPP, DPP8, ds_swizzle and the permlanes, and which of their
encodings the oracles may read.

Each of these convergent intrinsics gives every lane the value of one *source lane*
that its controls pick: immediate operands (``immarg``: a DPP control, a DPP8 selector,
a swizzle offset) or, for ``permlane16``/``permlanex16``, two selector words every lane
of the communicating set S must pass alike. What a control means is the AMDGPU ISA's
(LLVM's AMDGPUModifierSyntax.rst, "DPP Modifiers", "DPP8 Modifiers", "swizzle pattern";
IntrinsicsAMDGPU.td for the operands), and some encodings mean something only on some
generations: the wavefront shifts and row broadcasts exist on GFX8/9 alone, row_share
and row_xmask from GFX10 (GFX90A reads the same bits as row_newbcast, for 64-bit DPP
only), DPP8 and the 16-lane permlanes from GFX10, permlane64 from GFX11. Where the
function's ``target-cpu`` does not settle an encoding's meaning, or the encoding has
none, :func:`permute_refusal` says why and the call is unsupported: never a guess.

Both oracles compute the source lanes on their own (``oracles.reference.permutes``
moves a wave's list of lanes as the ISA describes each control; ``oracles.simt.permutes``
computes every slot's source arithmetically) and agree on one rule for what is read:
a source lane that is not in S gives poison, as ``ds.bpermute`` and ``readlane`` read
(README, "IR conventions": the hardware reads 0, ``old`` or a stale register there
depending on ``bound_ctrl``/``fi`` and on EXEC, which LLVM does not tie to S). A
source lane the control names outside its row or wave ("invalid" in the ISA: row
shifts past the row's end, the wave shifts' end lane, the rows a broadcast does not
reach) gives 0 with ``bound_ctrl`` set and ``old`` without, and a lane that the
``row_mask``/``bank_mask`` disable keeps ``old``. ``mov.dpp`` is ``update.dpp`` with
a poison ``old`` (clang writes ``__builtin_amdgcn_mov_dpp`` so).

Directions and invalid lanes, where the one-line descriptions leave them implicit, agree
across independent users of the hardware: "right" reads lower lanes (LLVM's
AMDGPUAtomicOptimizer scans with row_shr and shifts an inclusive scan into an exclusive
one with wave_shr:1; gem5's GCN3/Vega model rotates row_ror the same way); the controls
with invalid lanes are exactly the row and wave shifts and the two row broadcasts
(Mesa's ACO, which lowers swizzles to DPP, DPP8 and permlane16/x16 with the selector
layouts read here), and ROCm's device libraries rely on row_bcast:31 with ``bound_ctrl``
giving rows 0 and 1 zero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fuzzfarm.ir import conventions

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction

#: ``semantics`` keys of the permutes (``conventions.TARGET_OPS``).
UPDATE_DPP = "amdgcn.update.dpp"
MOV_DPP = "amdgcn.mov.dpp"
MOV_DPP8 = "amdgcn.mov.dpp8"
DS_SWIZZLE = "amdgcn.ds.swizzle"
PERMLANE16 = "amdgcn.permlane16"
PERMLANEX16 = "amdgcn.permlanex16"
PERMLANE64 = "amdgcn.permlane64"
#: ``llvm.amdgcn.wave.barrier``: convergent, and communicates nothing (README).
WAVE_BARRIER = "amdgcn.wave.barrier"
PERMUTES = frozenset({UPDATE_DPP, MOV_DPP, MOV_DPP8, DS_SWIZZLE, PERMLANE16, PERMLANEX16,
                      PERMLANE64})
#: Every operation this module gives a meaning (the oracles route them here).
WAVE_OPS = PERMUTES | {WAVE_BARRIER}

#: The operand holding the value read from the source lane, per permute.
VALUE_OPERAND = {UPDATE_DPP: 1, MOV_DPP: 0, MOV_DPP8: 0, DS_SWIZZLE: 0, PERMLANE16: 1,
                 PERMLANEX16: 1, PERMLANE64: 0}
#: The ``immarg`` operands, per permute (the call's controls).
IMMEDIATES = {UPDATE_DPP: (2, 3, 4, 5), MOV_DPP: (1, 2, 3, 4), MOV_DPP8: (1,), DS_SWIZZLE: (1,),
              PERMLANE16: (4, 5), PERMLANEX16: (4, 5), PERMLANE64: ()}

#: DPP control values (the DppCtrl encodings of the ISA), by name.
QUAD_PERM_LAST = 0xFF
ROW_SHL, ROW_SHR, ROW_ROR = 0x100, 0x110, 0x120  # + 1..15
WAVE_SHL1, WAVE_ROL1, WAVE_SHR1, WAVE_ROR1 = 0x130, 0x134, 0x138, 0x13C
ROW_MIRROR, ROW_HALF_MIRROR, ROW_BCAST15, ROW_BCAST31 = 0x140, 0x141, 0x142, 0x143
ROW_SHARE, ROW_XMASK = 0x150, 0x160  # + 0..15
#: Controls only GFX8 and GFX9 have (LLVM: hasDPPWavefrontShifts, hasDPPBroadcasts).
GFX9_ONLY = frozenset({WAVE_SHL1, WAVE_ROL1, WAVE_SHR1, WAVE_ROR1, ROW_BCAST15, ROW_BCAST31})
#: ds_swizzle offsets: bit 15 clear is the bitmask mode; 0x80 in bits 15..8 the quad
#: permute (LLVM's Swizzle::QUAD_PERM_ENC under QUAD_PERM_ENC_MASK); the rest (the
#: rotate and FFT modes of later generations) is not modelled.
SWIZZLE_QUAD_PERM, SWIZZLE_QUAD_PERM_MASK, SWIZZLE_BITMASK_BIT = 0x8000, 0xFF00, 0x8000


def amdgpu_generation(fn: Function) -> int | None:
    """The GFX generation of ``fn``'s ``target-cpu`` (``gfx90a`` -> 9, ``gfx1030`` -> 10,
    ``gfx11-generic`` -> 11), or None without one the oracles can read."""
    cpu = fn.string_attrs.get("target-cpu", "")
    if not cpu.startswith("gfx"):
        return None
    name = cpu[3:]
    major = name.split("-")[0] if "-" in name else name[:-2]
    return int(major) if major.isdigit() else None


def bpermute_in_halves(fn: Function) -> bool | None:
    """Does ``ds_bpermute`` read within each 32-lane half of the wave in ``fn``? True on
    GFX10 and GFX11: RDNA's ISA guides ("DS_BPERMUTE_B32": the source lane is the address
    / 4 mod 32, regardless of wave size), Mesa's ACO, which builds a wave64 bpermute there
    from two of them and a swap of the halves, and LLVM's wave.shuffle lowering ("wave64
    targets without wave wide bpermute (GFX10/GFX11)") say so; the source lane then
    depends on no wave size: a 32-lane wave is one half. False on GFX8/9 (addr[7:2] over
    the whole wave). None (not known) on a later or unknown generation: only the lanes
    both readings name are read (:func:`bpermute_source`), never a guess."""
    gen = amdgpu_generation(fn)
    if gen is None or gen < 10:
        return False
    return True if gen <= 11 else None


def bpermute_source(addr: int, lane: int, active: frozenset[int], wave64: bool,
                    halves: bool | None, wave32: bool = False) -> int | None:
    """The lane whose value ``lane`` reads by ``ds_bpermute`` of byte address ``addr``,
    or None when only the wave size (``conventions.amdgcn_lane``) or a generation whose
    reading is not known (``halves`` None: :func:`bpermute_in_halves`) decides it."""
    j = (addr >> 2) & 63
    own_half = (lane & 32) | (j & 31)
    if halves:
        return own_half
    whole = conventions.amdgcn_lane(j, active, wave64, wave32)
    if halves is None and whole != own_half:
        return None
    return whole


def permute_refusal(kernel: Function, inst: Instruction) -> str | None:
    """Why the call ``inst`` of a permute (or ``wave.barrier``) in a case of ``kernel``
    cannot be read, or None: an ``immarg`` that is not a constant, an encoding with no
    meaning, one whose meaning the generation decides and the function's target does
    not settle (the kernel and the function making the call must agree on it), or a
    ``permlane64`` on a wave of unknown size."""
    from fuzzfarm.ir.model import ConstInt  # the model imports the conventions

    spec = conventions.OPS.get(inst.callee or "")
    op = spec.behaves_as if spec is not None else ""
    if op not in PERMUTES:
        return None
    holder = inst.parent.parent if inst.parent is not None else None
    gens = {amdgpu_generation(kernel), amdgpu_generation(holder) if holder is not None else None}
    if len(gens) > 1:
        return "the kernel and the function making the call name different target-cpus"
    gen = gens.pop()
    imms = []
    for at in IMMEDIATES[op]:
        value = inst.operands[at] if at < len(inst.operands) else None
        if not isinstance(value, ConstInt):
            return f"operand {at} is not a constant (an immarg)"
        imms.append(value.value)
    return _encoding_refusal(op, imms, gen, kernel)


def _encoding_refusal(op: str, imms: list[int], gen: int | None, kernel: Function) -> str | None:
    """Why the immediates ``imms`` of permute ``op`` have no meaning the oracles know on
    generation ``gen`` (None: unknown), or None."""
    first = {MOV_DPP8: 10, PERMLANE16: 10, PERMLANEX16: 10, PERMLANE64: 11}.get(op, 8)
    if gen is not None and gen < first:
        return f"GFX{gen} has no such instruction (GFX{first} and later)"
    if op in (UPDATE_DPP, MOV_DPP):
        ctrl, row_mask, bank_mask = imms[0], imms[1], imms[2]
        if not (0 <= row_mask <= 15 and 0 <= bank_mask <= 15):
            return f"row_mask {row_mask} or bank_mask {bank_mask} is not a 4-bit mask"
        return dpp_control_refusal(ctrl, gen)
    if op == MOV_DPP8 and not 0 <= imms[0] < 1 << 24:
        return f"DPP8 selector {imms[0]:#x} has bits beyond the eight 3-bit lane selects"
    if op == DS_SWIZZLE:
        offset = imms[0]
        if not (0 <= offset < SWIZZLE_BITMASK_BIT
                or offset & SWIZZLE_QUAD_PERM_MASK == SWIZZLE_QUAD_PERM):
            return (f"swizzle offset {offset:#x} is neither the bitmask nor the quad-permute "
                    "mode (the rotate and FFT modes, and bits beside them, are not modelled)")
    if op == PERMLANE64 and not (conventions.amdgpu_wave64(kernel)
                                 or conventions.amdgpu_wave32(kernel)):
        return ("it swaps the halves of a 64-lane wave and does nothing on a 32-lane one, "
                "and the target does not say the wave size")
    return None


def dpp_control_refusal(ctrl: int, gen: int | None) -> str | None:
    """Why DPP control ``ctrl`` has no meaning the oracles know on generation ``gen``."""
    shifts = [base + n for base in (ROW_SHL, ROW_SHR, ROW_ROR) for n in range(1, 16)]
    if 0 <= ctrl <= QUAD_PERM_LAST or ctrl in shifts or ctrl in (ROW_MIRROR, ROW_HALF_MIRROR):
        return None
    if ctrl in GFX9_ONLY:
        return None if gen in (8, 9) else (
            f"DPP control {ctrl:#x} (a wavefront shift or row broadcast) exists on GFX8/9 "
            f"only, and the target is {_named(gen)}")
    if ROW_SHARE <= ctrl < ROW_XMASK + 16:
        return None if gen is not None and gen >= 10 else (
            f"DPP control {ctrl:#x} is row_share/row_xmask on GFX10 and later (GFX90A reads "
            f"it as row_newbcast), and the target is {_named(gen)}")
    return f"DPP control {ctrl:#x} is no DPP control (an unused encoding)"


def _named(gen: int | None) -> str:
    return f"GFX{gen}" if gen is not None else "unknown (no target-cpu)"
