"""Target dialects: rewrite a generated kernel to use the target's own operations.

``--dialect amdgcn|nvptx`` writes the catalogue operations a target has an
intrinsic for as that intrinsic (``fuzzfarm.ir.conventions.TARGET_OPS``), so
that LLVM's passes, its uniformity analysis and the back ends see the code
they special-case; the rest stay our calls. The rewrite runs after the
generator has drawn everything, so a seed gives the same program shape in
every dialect, and ``portable`` (the default) leaves the kernel untouched.

- lane id: ``mbcnt.hi(-1, mbcnt.lo(-1, 0))`` (amdgcn), ``read.ptx.sreg.laneid`` (nvptx);
- amdgcn: ballot -> ``ballot.i64``, broadcastFirst -> ``readfirstlane.i32``,
  min/max -> ``wave.reduce.umin/umax.i32`` (unsigned: the kernel changes meaning,
  which is fine for a generated kernel), control barrier -> ``s.barrier`` where
  every lane meets it (a block that post-dominates the entry, in no cycle, under
  the entry token or none; elsewhere a workgroup barrier has no defined meaning);
- nvptx: ballot -> ``vote.ballot.sync(activemask(), p)`` zero-extended to i64,
  shuffle -> ``shfl.sync.idx.i32(activemask(), v, lane, 31)``; the mask is an
  ``activemask`` under the same token right before, so it names exactly the
  communicating set (the only case the oracles model).

amdgcn also writes some of the kernel's plain integer operations (:func:`_pure_ops`) as
AMDGPU's pure value intrinsics, which InstCombine, the back end's IR passes and the
oracles special-case: ``perm`` (a byte selector reading both operands, one alone, or
constant and sign bytes), ``sdot4``/``udot4``/``sdot2``/``udot2`` with and without
clamp, ``cvt.pkrtz`` of the operands converted to float, ``sin``/``cos`` of an eighth of
one (fuzzfarm.ir.intmath, fuzzfarm.fpenv). Which operation and form is a hash of the
operation's text, so the kernel is a function of the seed, and none of them makes
poison from values that are not (the generator's *safe* bit stays true).
"""

from __future__ import annotations

import re
import zlib

from fuzzfarm.ir import conventions as conv
from fuzzfarm.ir.model import (
    Block,
    ConstFloat,
    ConstInt,
    Function,
    Instruction,
    OperandBundle,
    Value,
)
from fuzzfarm.ir.types import FLOAT, HALF, I1, I16, I32, I64, VectorType

DIALECTS = conv.DIALECTS


def translate(fn: Function, dialect: str) -> int:
    """Rewrite ``fn`` in place into ``dialect``; the number of operations rewritten."""
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r}: expected one of {', '.join(DIALECTS)}")
    if dialect == "portable":
        return 0
    count = 0
    uniform = _uniform_blocks(fn)
    for b in fn.blocks:
        for inst in list(b.instructions):
            if inst.opcode != "call":
                continue
            if inst.callee == "subgroupControlBarrier" and not (
                    b in uniform and _entry_or_none(inst.convergence_token)):
                continue  # s.barrier has a meaning only where every lane meets it
            if _rewrite(fn, b, inst, dialect):
                count += 1
    if dialect == "amdgcn":
        count += _pure_ops(fn)
    return count


#: The generator's own arithmetic (values.arith names it by its opcode), not the masks
#: it makes for shift amounts, divisors and addresses, whose range matters.
_ARITH_NAME = re.compile(r"(add|sub|mul|and|or|xor)\d+")
#: perm selectors (byte k of the result from byte k of the selector: 0-3 a byte of the
#: second operand, 4-7 of the first, 8-11 a sign byte, 12 zero, 13-255 0xFF): both
#: operands' low halves, the second alone (the first unread), the first alone reversed,
#: and constant and sign bytes with one byte of the second.
PERM_SELECTORS = (0x05040100, 0x03020100, 0x04050607, 0x0C0D0902)
#: (form, parameter): one in two eligible operations is rewritten, into the form the
#: hash names.
_FORMS = (*(("perm", sel) for sel in PERM_SELECTORS),
          *((dot, clamp) for dot in ("sdot4", "udot4", "sdot2", "udot2") for clamp in (0, 1)),
          ("pkrtz", 0), ("sin", 0), ("cos", 0))
_V2I16 = VectorType(2, I16)
_EIGHTH = ConstFloat(FLOAT, 0x3E000000)  # 0.125: an eighth of a revolution per unit


def _pure_ops(fn: Function) -> int:
    """Rewrite some of ``fn``'s plain integer operations into AMDGPU's pure value
    intrinsics on the same operands; the number rewritten."""
    count = 0
    for b in fn.blocks:
        for inst in list(b.instructions):
            match = _ARITH_NAME.fullmatch(inst.name or "")
            if inst.flags or inst.type != I32 or not match or match[1] != inst.opcode:
                continue
            a, c = inst.operands
            h = zlib.crc32(f"{inst.opcode} {a.ref()} {c.ref()}".encode())
            if h % 2:
                continue
            form, param = _FORMS[(h >> 1) % len(_FORMS)]
            _pure_op(b, inst, form, param)
            count += 1
    return count


def _pure_op(b: Block, inst: Instruction, form: str, param: int) -> None:
    """``inst`` (an i32 of operands a, c) becomes ``form`` of them, keeping its name."""
    a, c = inst.operands
    name = inst.name

    def before(opcode: str, ty, ops: list[Value], suffix: str, callee: str | None = None):
        new = Instruction(opcode, ty, ops, f"{name}.{suffix}", callee=callee)
        b.insert(b.instructions.index(inst), new)
        return new

    if form == "perm":
        inst.opcode, inst.callee = "call", "llvm.amdgcn.perm"
        inst.operands = [a, c, ConstInt(I32, param)]
        return
    if form.endswith("dot4"):
        inst.opcode, inst.callee = "call", f"llvm.amdgcn.{form}"
        inst.operands = [a, c, a, ConstInt(I1, param)]
        return
    if form.endswith("dot2"):
        va = before("bitcast", _V2I16, [a], "va")
        vc = before("bitcast", _V2I16, [c], "vc")
        inst.opcode, inst.callee = "call", f"llvm.amdgcn.{form}"
        inst.operands = [va, vc, c, ConstInt(I1, param)]
        return
    fa = before("sitofp", FLOAT, [a], "fa")
    if form == "pkrtz":
        fc = before("sitofp", FLOAT, [c], "fc")
        packed = before("call", VectorType(2, HALF), [fa, fc], "h",
                        callee=conv_name("cvt.pkrtz"))
    else:
        turns = before("fmul", FLOAT, [fa, _EIGHTH], "turns")
        packed = before("call", FLOAT, [turns], form, callee=conv_name(f"{form}.f32"))
    inst.opcode, inst.callee, inst.operands = "bitcast", None, [packed]


def conv_name(suffix: str) -> str:
    return f"llvm.amdgcn.{suffix}"


def _uniform_blocks(fn: Function) -> set[Block]:
    """Blocks every thread reaches exactly once, together: they post-dominate the entry
    and lie in no cycle (so every active lane meets a barrier there, in one instance)."""
    from fuzzfarm.analysis.cycles import compute_cycles
    from fuzzfarm.analysis.dominators import post_dominator_tree

    pdt = post_dominator_tree(fn)
    cycles = compute_cycles(fn)
    entry = fn.blocks[0]
    return {b for b in fn.blocks if pdt.dominates(b, entry) and cycles.cycle_of(b) is None}


def _entry_or_none(token: Value | None) -> bool:
    return token is None or (isinstance(token, Instruction) and token.callee == conv.ENTRY)


def _rewrite(fn: Function, b: Block, inst: Instruction, dialect: str) -> bool:
    callee = inst.callee
    if callee == conv.LANE_ID:
        if dialect == "amdgcn":
            lo = _call_before(b, inst, conv.AMDGCN_MBCNT_LO, I32,
                              [ConstInt(I32, -1), ConstInt(I32, 0)], f"{inst.name}.lo")
            inst.callee, inst.operands = conv.AMDGCN_MBCNT_HI, [ConstInt(I32, -1), lo]
        else:
            inst.callee = conv.NVVM_LANEID
        return True
    target = conv.dialect_op(dialect, callee or "")
    if target is None:
        return False
    if dialect == "amdgcn":
        inst.callee = target.name
        if target.semantics.startswith("wave.reduce"):
            inst.operands = [inst.operands[0], ConstInt(I32, 0)]
        return True
    mask = _call_before(b, inst, conv.NVVM_ACTIVEMASK, I32, [], f"{inst.name}.mask",
                        inst.bundles)
    if target.name == conv.NVVM_BALLOT:
        assert inst.type == I64 and inst.operands[0].type == I1
        wide = Instruction("zext", I64, [], inst.name)
        ballot = Instruction("call", I32, [mask, inst.operands[0]], f"{inst.name}.32",
                             callee=target.name, bundles=list(inst.bundles))
        index = b.instructions.index(inst)
        b.instructions[index] = ballot
        ballot.parent = b
        wide.operands = [ballot]
        b.insert(index + 1, wide)
        _replace_all(fn, inst, wide)
        return True
    inst.callee = target.name
    inst.operands = [mask, inst.operands[0], inst.operands[1], ConstInt(I32, 31)]
    return True


def _call_before(b: Block, inst: Instruction, callee: str, ty, args: list[Value],
                 name: str | None, bundles: list[OperandBundle] | None = None) -> Instruction:
    call = Instruction("call", ty, args, name, callee=callee, bundles=list(bundles or []))
    b.insert(b.instructions.index(inst), call)
    return call


def _replace_all(fn: Function, old: Instruction, new: Value) -> None:
    for blk in fn.blocks:
        for user in blk.instructions:
            if user is not new:
                user.replace_uses(old, new)
