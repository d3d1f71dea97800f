"""What both oracles decide the same way about floating-point instructions, statically.

The arithmetic itself is each oracle's own (``oracles/reference/floats.py`` on exact
rationals, ``oracles/simt/floats.py`` on numpy float32/float64); this module holds
the rules that are properties of the *program*: which fast-math flags make a result
poison and which leave it a choice, and whether a function may flush denormals.
oracles/SEMANTICS.md, "Floating point", cites LangRef for each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction
    from fuzzfarm.ir.types import FloatType

#: A NaN whose sign and payload LangRef leaves to the implementation ("Behavior of
#: Floating-Point NaN values") became observable as bits: bitcast to an integer,
#: stored to memory, passed to an external call, or its sign copied by copysign.
#: The oracles give every such NaN :func:`fuzzfarm.ir.floatbits.canonical_nan`, one
#: choice of many, so a difference where this was recorded is undecided.
NAN_BITS = "nan-bits"
#: An instruction whose result LangRef lets the implementation choose among several:
#: fast-math flags other than nnan/ninf ("Fast-Math Flags": nsz, arcp, contract, afn,
#: reassoc, fast), the sign of a zero from minnum/maxnum, fused or not in fmuladd.
FP_CHOICE = "fp-choice"
#: A denormal operand or result in a function whose ``"denormal-fp-math"`` attributes
#: allow flushing it (LangRef, "Function Attributes", ``denormal-fp-math``).
DENORMAL_MODE = "denormal-mode"

#: Flags that make an operand or result NaN (``nnan``) or infinite (``ninf``) poison.
NNAN = frozenset({"nnan", "fast"})
NINF = frozenset({"ninf", "fast"})
#: The reader's mark of an instruction that carries ``!fpmath !{float N}`` (not an LLVM
#: keyword; the printer writes no flag for it and drops the attachment, so LLVM sees the
#: exact operation). LangRef ("'fpmath' Metadata"): the result may be off by N ulp, so
#: it is one value of several, like an ``afn`` result (OpenCL's single-precision
#: division and sqrt carry 2.5 and 3 ulp; an AFTER built from the text with the
#: attachment may use that error).
FPMATH = "fpmath"
#: Flags that let the result be another value (an approximation wherever it shows).
CHOICE_FLAGS = frozenset({"nsz", "arcp", "contract", "afn", "reassoc", "fast", FPMATH})


def poison_kinds(flags: frozenset[str]) -> tuple[str, ...]:
    """Which special values the flags make poison: ("nan",), ("inf",), both or none."""
    kinds: tuple[str, ...] = ()
    if flags & NNAN:
        kinds += ("nan",)
    if flags & NINF:
        kinds += ("inf",)
    return kinds


def has_choice(flags: frozenset[str]) -> bool:
    return bool(flags & CHOICE_FLAGS)


#: Float operations that round nothing and with which rounding commutes: their result is
#: an operand (``select``, ``phi``, ``minnum``/``maxnum``, NVVM's ``fmin``/``fmax``) or an
#: operand with its sign changed (``fneg``, ``fabs``, ``copysign``). Round-to-nearest is
#: monotone and symmetric, so ``max(round(x), round(y)) == round(max(x, y))`` and
#: ``|round(x)| == round(|x|)``: omitting the rounding of an operation feeding them
#: (LangRef, "Fast-Math Flags", ``contract``: "fusing a multiply followed by an addition
#: into a fused multiply-and-add", the intermediate rounding left out) gives the same
#: value, so ``contract`` allows them no other result. Where a later operation rounds
#: again (an ``fadd contract`` of their result), that operation records its own choice.
ROUNDING_COMMUTES = frozenset({"select", "phi", "fneg", "fabs", "copysign", "minnum", "maxnum"})


def value_flags(inst: Instruction) -> frozenset[str]:
    """``inst``'s fast-math flags that may change its value: all of them, less ``contract``
    on an operation of :data:`ROUNDING_COMMUTES` (clang writes ``contract`` on every float
    operation of CUDA and HIP: ``fmaxf`` in a warp reduction was an fp-choice, and every
    difference after it undecided)."""
    op = intrinsic_base(inst.callee or "") if inst.opcode == "call" else inst.opcode
    if op in ROUNDING_COMMUTES:
        return inst.flags - {"contract"}
    return inst.flags


def call_flags(inst: Instruction) -> frozenset[str]:
    """The fast-math flags the oracles read on a call of a function defined in the module
    (LangRef, "Fast-Math Flags"): ``nnan``/``ninf`` make the result poison where it or an
    argument is NaN/infinite (``fuzzfarm.ir.calls``: a ``nofpclass`` promise of the result,
    :func:`~fuzzfarm.ir.calls.flagged_arguments`), the others allow another result (an ``fp-choice`` where the result shows). ``contract``
    only fuses an fmul into an fadd, nothing a call computes: left out."""
    return inst.flags - {"contract"}


def refused_call_flags(inst: Instruction) -> bool:
    """Does the call ``inst``, of a function not defined in the module and no float
    intrinsic (a declaration's, a convergent operation's), carry flags the oracles cannot
    read? Its result is not theirs to make poison or approximate. ``contract``, and the
    reader's :data:`FPMATH` mark (the callee's own accuracy), are not refused."""
    return bool(call_flags(inst) - {FPMATH}) and not (inst.callee or "").startswith("llvm.")


def _mode(fn: Function, key: str) -> str | None:
    prefix = f'"{key}"='
    for attr in fn.attrs:
        if attr.startswith(prefix):
            return attr[len(prefix):].strip('"')
    return None


def may_flush(fn: Function | None, ty: FloatType) -> bool:
    """Does ``fn`` allow denormals of ``ty`` to be flushed? ``"denormal-fp-math-f32"``
    overrides ``"denormal-fp-math"`` for float; anything but ``ieee,ieee`` (or an
    absent attribute, the IEEE default) may flush inputs or outputs."""
    if fn is None:
        return False
    mode = _mode(fn, "denormal-fp-math-f32") if ty.bits == 32 else None
    if mode is None:
        mode = _mode(fn, "denormal-fp-math")
    return mode is not None and mode not in ("ieee,ieee", "ieee")


def function_of(inst: Instruction) -> Function | None:
    block = inst.parent
    return block.parent if block is not None else None


#: LLVM's rounding to an integral value (LangRef: ``llvm.floor`` ... ``llvm.roundeven``,
#: exact, the operand's type): ``rint``/``nearbyint`` round to nearest even in the
#: default environment, ``round`` half away from zero.
ROUNDINGS = frozenset({"floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven"})
#: Float intrinsics both oracles execute (SEMANTICS.md, "Floating point"), by base name;
#: ``ldexp`` is ``llvm.ldexp.fNN.i32``.
INTRINSICS = frozenset({"fabs", "copysign", "sqrt", "fma", "fmuladd", "minnum", "maxnum",
                        "ldexp"}) | ROUNDINGS
#: Targets' float intrinsics both oracles execute, by full name -> base name:
#: ``llvm.nvvm.saturate.{f,d}`` (CUDA's ``__saturatef``; PTX ``cvt.sat``: clamp to
#: [0.0, 1.0], NaN to +0.0), ``llvm.nvvm.fmin/fmax.{f,d}`` (``fminf``/``fmaxf`` in CUDA;
#: PTX ``min``/``max``: a NaN operand gives the other, as ``minnum``/``maxnum``, whose
#: +0/-0 choice keeps PTX's ordering of zeros undecided) and ``llvm.amdgcn.fmed3`` (the
#: median of three).
TARGET_INTRINSICS = {"llvm.nvvm.saturate.f": "saturate", "llvm.nvvm.saturate.d": "saturate",
                     "llvm.nvvm.fabs.f32": "fabs", "llvm.nvvm.fabs.f64": "fabs",
                     "llvm.nvvm.fmin.f": "minnum", "llvm.nvvm.fmin.d": "minnum",
                     "llvm.nvvm.fmax.f": "maxnum", "llvm.nvvm.fmax.d": "maxnum",
                     "llvm.amdgcn.fmed3.f32": "fmed3", "llvm.amdgcn.fmed3.f16": "fmed3",
                     **{f"llvm.amdgcn.{name}.f{bits}": base
                        for bits in (16, 32, 64)
                        for name, base in ((f"frexp.exp.i{16 if bits == 16 else 32}", "frexp.exp"),
                                           ("frexp.mant", "frexp.mant"), ("fract", "fract"))},
                     "llvm.amdgcn.rcp.f32": "rcp", "llvm.amdgcn.rsq.f32": "rsq",
                     "llvm.amdgcn.sqrt.f32": "amdgcn.sqrt", "llvm.amdgcn.fdiv.fast": "fdiv.fast",
                     **{f"llvm.amdgcn.{name}.f{bits}": f"amdgcn.{name}"
                        for bits in (16, 32) for name in ("sin", "cos")}}
#: ``llvm.amdgcn.frexp.mant``/``frexp.exp``/``fract`` (V_FREXP_MANT, V_FREXP_EXP_I32,
#: V_FRACT) above: the ISA defines the mantissa in [0.5, 1) and the exponent of a finite
#: value (x = mant * 2**exp, as C's frexp), the operand itself (mant) and 0 (exp) for an
#: infinity or NaN, and fract as ``x - floor(x)``; where it leaves the answer open (a zero
#: or denormal operand of frexp, whose "exponent" the pseudocode reads from the raw field;
#: a fract that rounds to 1.0, which LLVM clamps to the float below 1.0; fract of an
#: infinity) both oracles give C's / IEEE's answer and note ``FP_CHOICE``.
AMDGCN_FREXP_FRACT = frozenset({"frexp.exp", "frexp.mant", "fract"})
#: ``llvm.amdgcn.rcp.f32`` (V_RCP_F32, which amdgpu-codegenprepare writes when it expands a
#: 32-bit integer division or remainder): 1/x within 1 ulp, denormals not supported
#: (LLVM's AMDGPUCodeGenPrepare.cpp: "v_rcp_f32 and v_rsq_f32 do not support denormals,
#: and according to the CI documentation has a worst case error of 1 ulp"). Both oracles
#: give the correctly rounded 1/x (+-0 -> +-inf, +-inf -> +-0, NaN -> NaN) and note
#: ``FP_CHOICE`` on every result: the hardware's answer may be the neighbouring float, or
#: a flushed denormal. The f16 and f64 overloads stay unsupported (fuzzfarm/ir/unmodelled.py:
#: no primary source states their accuracy; the same file calls rcp_f64 "never accurate").
AMDGCN_RCP = "rcp"
#: ``llvm.amdgcn.rsq.f32`` (V_RSQ_F32, which amdgpu-codegenprepare writes for ``1/sqrt(x)``
#: when both the sqrt and the fdiv allow ``contract`` and an error of at least 1 ulp,
#: ``afn`` or ``!fpmath``): 1/sqrt(x) within 1 ulp, denormals not supported (the same
#: sentence of AMDGPUCodeGenPrepare.cpp as for V_RCP_F32). Both oracles give the correctly
#: rounded 1/sqrt(x) (+0 -> +inf, -0 -> -inf, +inf -> +0, a negative or NaN operand -> NaN)
#: and note ``FP_CHOICE`` on every result, as for rcp. The f64 overload stays unsupported.
AMDGCN_RSQ = "rsq"
#: ``llvm.amdgcn.sqrt.f32`` (V_SQRT_F32, which amdgpu-codegenprepare writes for an
#: ``llvm.sqrt.f32`` with ``!fpmath`` >= 2 ulp, around ldexp scalings of a denormal
#: operand, or bare where denormal inputs may be ignored): AMDGPUCodeGenPrepare's visitSqrt
#: states "The raw instruction is 1 ulp". Both oracles give llvm.sqrt's correctly rounded
#: root (+-0 -> +-0, +inf -> +inf, a negative value or NaN -> NaN) and note ``FP_CHOICE``
#: on every result. The f16/f64 overloads stay unsupported.
AMDGCN_SQRT = "amdgcn.sqrt"
#: ``llvm.amdgcn.fdiv.fast(a, b)`` (float only), which amdgpu-codegenprepare writes for an
#: fdiv with ``!fpmath`` >= 2.5 ulp in a function that flushes f32 denormals (or whose
#: numerator is +-1): "Emit 2.5 ulp, no denormal division" (LLVM's IntrinsicsAMDGPU.td).
#: Both oracles give IEEE's a/b rounded once and note ``FP_CHOICE`` on every result.
AMDGCN_FDIV_FAST = "fdiv.fast"
#: ``llvm.amdgcn.sin``/``cos`` (``.f32``, ``.f16``: V_SIN_F32/V_COS_F32, V_SIN_F16/V_COS_F16;
#: clang's ``__builtin_amdgcn_sinf`` ...) take *revolutions*: sin(2 pi x) (IntrinsicsAMDGPU.td;
#: LLVM's constant folder folds them, and only for |x| <= 256, "the gfx8 and
#: gfx9 architectures handle arguments outside the range [-256, 256] differently"). No
#: source states their accuracy, so no one result is the hardware's: both oracles give one
#: allowed value and note ``FP_CHOICE`` on every result, so that a difference through it is
#: never a violation (oracles/SEMANTICS.md, "Floating point"). The value is LLVM's constant
#: fold: at a quarter revolution (4x whole) the exact table (sin 0, 1, 0, -1; cos 1, 0, -1,
#: 0 by 4x mod 4; every zero +0), else the double ``math.sin(x * 2.0 * math.pi)``
#: (``cos``) rounded once to the type; an infinity or NaN gives NaN.
AMDGCN_SINCOS = frozenset({"amdgcn.sin", "amdgcn.cos"})
#: ``<2 x half> llvm.amdgcn.cvt.pkrtz(float a, float b)`` (V_CVT_PKRTZ_F16_F32, clang's
#: ``__builtin_amdgcn_cvt_pkrtz``): a and b each converted to half rounding toward zero
#: (IntrinsicsAMDGPU.td: "round-toward-zero"; LLVM's InstCombine folds constant operands
#: with IEEE's roundTowardZero: a finite value past the largest half gives 65504, an
#: infinity stays one), element 0 from a. A NaN gives a NaN; a denormal operand or result
#: notes ``DENORMAL_MODE`` whatever the function's mode (the instruction follows the
#: hardware's f16/f32 denormal controls, which the IR does not pin).
AMDGCN_CVT_PKRTZ = "llvm.amdgcn.cvt.pkrtz"
#: The width of frexp.exp's integer result for each float width (``.i16.f16``,
#: ``.i32.f32``, ``.i32.f64``: V_FREXP_EXP_I16_F16, V_FREXP_EXP_I32_F32/F64).
FREXP_EXP_BITS = {16: 16, 32: 32, 64: 32}


#: ``llvm.is.fpclass.fNN(x, i32 immarg mask)`` (LangRef, "'llvm.is.fpclass' Intrinsic"):
#: an ``i1``, true where x's class is one the mask names (``fuzzfarm.promises.
#: FPCLASS_BITS``); poison for a poison x. It reads x as it is ("does not canonicalize its
#: input value and does not depend on the floating-point environment": a subnormal is seen
#: as one under any ``"denormal-fp-math"``), so nothing is noted but a NaN tested against
#: one NaN class only, which the NaN's quiet bit decides (``nan-bits``).
IS_FPCLASS = "is.fpclass"


def intrinsic_base(callee: str) -> str | None:
    """``llvm.sqrt.f32`` -> ``sqrt`` for a float intrinsic of :data:`INTRINSICS` (or of
    :data:`TARGET_INTRINSICS`, or :data:`IS_FPCLASS`), else None."""
    if callee in TARGET_INTRINSICS:
        return TARGET_INTRINSICS[callee]
    if callee in ("llvm.is.fpclass.f16", "llvm.is.fpclass.f32", "llvm.is.fpclass.f64"):
        return IS_FPCLASS
    parts = callee.split(".")
    if parts[-1] == "i32" and parts[1:2] == ["ldexp"]:
        parts = parts[:-1]  # llvm.ldexp.f32.i32: the exponent's type
    if len(parts) != 3 or parts[0] != "llvm" or parts[2] not in ("f16", "f32", "f64"):
        return None
    return parts[1] if parts[1] in INTRINSICS else None
