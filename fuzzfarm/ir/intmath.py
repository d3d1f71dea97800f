"""Integer intrinsics that return a pair or a high half: which callees they are.

Both oracles compute them (oracles/reference/intmath.py with Python integers,
oracles/simt/intmath.py on lanes); this module only names them, so the reader,
the two oracles and the uniformity analysis agree on the list.

- ``llvm.{s,u}{add,sub,mul}.with.overflow.iN`` (LangRef, "Arithmetic with Overflow
  Intrinsics"): ``{iN, i1}``, the wrapped result and whether the operation overflowed,
  which is exactly when the instruction with ``nsw`` (signed) or ``nuw`` (unsigned)
  would give poison. clang emits them for ``__builtin_*_overflow``. A poison operand
  makes both fields poison (LLVM's ``propagatesPoison`` holds for them).
- The targets' multiplications and sums of absolute differences, pure functions of
  their operands (IntrinsicsNVVM.td, IntrinsicsAMDGPU.td: ``memory(none)``,
  ``speculatable``), which LLVM 19 and 22 keep as calls and never fold. A poison
  operand makes the result poison, as for the other target value intrinsics
  (``mbcnt``); LLVM 22 says so of the AMDGPU ones (``nocreateundeforpoison``).
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.ir.model import Instruction
from fuzzfarm.ir.types import I1, I16, I32, IntType, StructType, Type, VectorType

#: ``<op>.with.overflow`` -> (the instruction, the flag whose poison is the overflow bit).
OVERFLOW_OPS: dict[str, tuple[str, str]] = {
    "sadd.with.overflow": ("add", "nsw"), "uadd.with.overflow": ("add", "nuw"),
    "ssub.with.overflow": ("sub", "nsw"), "usub.with.overflow": ("sub", "nuw"),
    "smul.with.overflow": ("mul", "nsw"), "umul.with.overflow": ("mul", "nuw"),
}


@dataclass(frozen=True)
class TargetIntOp:
    """A target's integer intrinsic: ``kind`` of ``bits``-wide operands.

    - ``mulhi``: the high ``bits`` bits of the full ``2*bits``-bit product (PTX
      ``mul.hi``; CUDA ``__mulhi``, ``__umulhi``, ``__mul64hi``, ``__umul64hi``);
    - ``mul24``: the product of the operands' low 24 bits (sign-extended when
      ``signed``), as wide as the result (PTX ``mul24.lo``, CUDA ``__mul24``: "the high
      order 8 bits of x and y are ignored"; AMDGPU ``v_mul_{i32_i24,u32_u24}``, the
      ``.i64`` form the whole 48-bit product);
    - ``mulhi24``: bits 32-63 of that product (AMDGPU ``v_mul_hi_{i32_i24,u32_u24}``);
    - ``sad``: ``c + |a - b|``, compared signed or not, wrapped (PTX ``sad``);
    - AMDGPU's packed ones (:data:`AMDGCN_PACKED`), of three 32-bit operands (a, b, c):
      ``sad.u8`` (V_SAD_U8: the sum of the four byte lanes' ``|a_k - b_k|`` plus c,
      wrapped), ``sad.hi.u8`` (V_SAD_HI_U8: that sum shifted left 16, plus c, wrapped),
      ``sad.u16`` (V_SAD_U16: the same of the two 16-bit halves), ``msad.u8``
      (V_MSAD_U8, "masked byte SAD": as ``sad.u8`` but a byte lane whose b_k (S1, the
      reference) is 0 adds nothing; the GCN guides say only "masked", the mask operand is
      S1 in the newer guides' pseudocode as emulators and D3D's msad4 lowering read it) and ``lerp.u8``
      (V_LERP_U8, "unsigned eight-bit pixel average on packed unsigned bytes": byte k
      of the result is ``(a_k + b_k + c[8k]) >> 1``, bit 8k of c rounding a half up);
    - ``perm`` (V_PERM_B32, ``llvm.amdgcn.perm(a, b, sel)``): byte k of the result is
      BYTE_PERMUTE of the 64-bit ``{a, b}`` (``a`` the high half: selector 0-3 names a
      byte of ``b``, 4-7 one of ``a``) by byte k of ``sel``: 8, 9, 10, 11 replicate the
      sign bit of byte 1, 3, 5, 7, 12 gives 0x00 and 13-255 0xFF (AMD's RDNA ISA guides,
      V_PERM_B32; LLVM's known-bits rule for AMDGPUISD::PERM reads it alike);
    - ``sdot4``/``udot4`` (V_DOT4_I32_I8/V_DOT4_U32_U8, ``(a, b, c, i1 clamp)``): the sum
      of the four products of a's and b's bytes, read signed or not, plus c, wrapped to 32
      bits, or, with ``clamp``, saturated to the signed (unsigned) 32-bit range
      (IntrinsicsAMDGPU.td: ``%a[0] * %b[0] + ... + %c``; the clamp bit of VOP3P);
      ``sdot2``/``udot2`` the same of two ``<2 x i16>`` elements (V_DOT2_I32_I16/U32_U16).

    A poison operand makes the result poison, as for the others, also a ``perm`` operand
    no selector byte reads: neither LLVM 19's nor 22's InstCombine or O3 folds a poison
    operand of ``perm``, replaces an unread one, or simplifies an unread operand's producer
    as undemanded (oracles/SEMANTICS.md has the check), so no verdict depends on the
    reading; a pass that made an unread operand poison (as AMDGPU's InstCombine does to
    the unused operands of permlane16 and update.dpp) would call for the selected-bytes
    reading.
    """

    kind: str
    signed: bool
    bits: int


def _nvvm() -> dict[str, TargetIntOp]:
    ops: dict[str, TargetIntOp] = {}
    for suffix, signed, bits in (("s", True, 16), ("us", False, 16), ("i", True, 32),
                                 ("ui", False, 32), ("ll", True, 64), ("ull", False, 64)):
        ops[f"llvm.nvvm.mulhi.{suffix}"] = TargetIntOp("mulhi", signed, bits)
        ops[f"llvm.nvvm.sad.{suffix}"] = TargetIntOp("sad", signed, bits)
    for suffix, signed in (("i", True), ("ui", False)):
        ops[f"llvm.nvvm.mul24.{suffix}"] = TargetIntOp("mul24", signed, 32)
    return ops


#: AMDGPU's packed sums of differences and byte average: kind -> callee
#: (IntrinsicsAMDGPU.td: i32 (i32, i32, i32), ``memory(none)``, ``speculatable``).
AMDGCN_PACKED = {"sad.u8": "llvm.amdgcn.sad.u8", "sad.hi.u8": "llvm.amdgcn.sad.hi.u8",
                 "sad.u16": "llvm.amdgcn.sad.u16", "msad.u8": "llvm.amdgcn.msad.u8",
                 "lerp.u8": "llvm.amdgcn.lerp"}
#: The kinds of three operands.
TERNARY = frozenset({"sad", *AMDGCN_PACKED})
#: AMDGPU's byte permute and dot products: kind -> (callee, operand types). The last
#: operand of a dot product is its ``i1 immarg`` clamp bit.
V2I16 = VectorType(2, I16)
AMDGCN_BYTES: dict[str, tuple[str, tuple[Type, ...]]] = {
    "perm": ("llvm.amdgcn.perm", (I32, I32, I32)),
    "sdot4": ("llvm.amdgcn.sdot4", (I32, I32, I32, I1)),
    "udot4": ("llvm.amdgcn.udot4", (I32, I32, I32, I1)),
    "sdot2": ("llvm.amdgcn.sdot2", (V2I16, V2I16, I32, I1)),
    "udot2": ("llvm.amdgcn.udot2", (V2I16, V2I16, I32, I1)),
}


def _amdgcn() -> dict[str, TargetIntOp]:
    ops: dict[str, TargetIntOp] = {name: TargetIntOp(kind, False, 32)
                                   for kind, name in AMDGCN_PACKED.items()}
    for kind, (name, _) in AMDGCN_BYTES.items():
        ops[name] = TargetIntOp(kind, kind.startswith("s"), 32)
    for sign, signed in (("i", True), ("u", False)):
        # overloaded on the result (i32, i64); LLVM upgrades the unsuffixed old name
        for suffix in ("", ".i32", ".i64"):
            ops[f"llvm.amdgcn.mul.{sign}24{suffix}"] = TargetIntOp("mul24", signed, 32)
        ops[f"llvm.amdgcn.mulhi.{sign}24"] = TargetIntOp("mulhi24", signed, 32)
    return ops


#: Callee -> its operation.
TARGET_INT_OPS: dict[str, TargetIntOp] = {**_nvvm(), **_amdgcn()}


def overflow_op(callee: str | None) -> str | None:
    """``llvm.uadd.with.overflow.i32`` -> ``uadd.with.overflow``; else None."""
    if not callee or not callee.startswith("llvm."):
        return None
    parts = callee[5:].split(".")
    base = ".".join(parts[:-1]) if len(parts) == 4 and parts[-1][:1] == "i" \
        and parts[-1][1:].isdigit() else ""
    return base if base in OVERFLOW_OPS else None


def target_int_op(callee: str | None) -> TargetIntOp | None:
    return TARGET_INT_OPS.get(callee or "")


def is_pair_or_high_half(callee: str | None) -> bool:
    """Is ``callee`` one of this module's intrinsics (both oracles run it)?"""
    return overflow_op(callee) is not None or target_int_op(callee) is not None



def refusal(inst: Instruction) -> str | None:
    """Why a call of one of these intrinsics is not run (a signature LLVM would not
    verify, a vector overload, an integer wider than 64 bits), or None."""
    callee = inst.callee or ""
    types = [v.type for v in inst.operands]
    op = target_int_op(callee)
    if op is not None and op.kind in AMDGCN_BYTES:
        if tuple(types) != AMDGCN_BYTES[op.kind][1] or inst.type != I32:
            return f"@{callee} with operands {', '.join(map(str, types))} and result {inst.type}"
        return None
    if op is not None:
        arity = 3 if op.kind in TERNARY else 2
        result = 64 if callee.endswith(".i64") else op.bits
        if len(types) != arity or any(t != IntType(op.bits) for t in types) \
                or inst.type != IntType(result):
            return f"@{callee} with operands {', '.join(map(str, types))} and result {inst.type}"
        return None
    ty = types[0] if types else None
    if not (len(types) == 2 and isinstance(ty, IntType) and types[1] == ty and ty.bits <= 64
            and inst.type == StructType((ty, I1))):
        return f"@{callee} on {', '.join(map(str, types))} (integers up to 64 bits only)"
    return None
