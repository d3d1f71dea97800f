"""What a parameter's, a call's or a result's attributes promise about its value
(LangRef, "Parameter Attributes": ``range(<ty> <a>, <b>)``, ``nofpclass(<classes>)``,
``nonnull``, ``dereferenceable(<n>)``).

A value breaking ``range``, ``nofpclass`` or ``nonnull`` is poison, undefined behaviour
under ``noundef`` (clang writes ``noundef`` on every kernel parameter and
``nofpclass(nan inf)`` on float ones under ``-ffast-math``). An optimizer may rely on the
promise (fold ``%x u< 2`` to true, ``fcmp uno %f, %f`` to false), and may write one on an
internal helper where *before* had poison (IPSCCP's ``range``, the attributor's
``nofpclass``), so both oracles make such a value poison (:func:`poisoned`,
:func:`null_poisons`), or the run undefined under ``noundef``. Where they do not make the
poison (a declaration's argument, a promise a NaN's bits decide) the run is undefined and
noted ``promise-poison``: lenient to *before*, undecided in *after* (SEMANTICS.md,
"Values")."""

from __future__ import annotations

import re
from collections.abc import Iterable

from fuzzfarm.ir.model import Argument
from fuzzfarm.ir.types import FloatType, IntType, PtrType, Type, VectorType

#: The attributes that promise a parameter's value.
PROMISES = ("range(", "nofpclass(")

_RANGE_RE = re.compile(r"range\(i\d+ (-?\d+), (-?\d+)\)")

#: nofpclass's names (LangRef, "Floating-Point Test Intrinsics" class mask) by the
#: classes :func:`float_class` tells apart.
_CLASS_NAMES = {
    "snan": {"snan"}, "qnan": {"qnan"}, "nan": {"snan", "qnan"},
    "ninf": {"ninf"}, "pinf": {"pinf"}, "inf": {"ninf", "pinf"},
    "nnorm": {"nnorm"}, "pnorm": {"pnorm"}, "norm": {"nnorm", "pnorm"},
    "nsub": {"nsub"}, "psub": {"psub"}, "sub": {"nsub", "psub"},
    "nzero": {"nzero"}, "pzero": {"pzero"}, "zero": {"nzero", "pzero"},
    "all": {"snan", "qnan", "ninf", "pinf", "nnorm", "pnorm", "nsub", "psub", "nzero", "pzero"},
}


def in_range(value: int, lo: int, hi: int, mask: int) -> bool:
    """Is ``value`` in LLVM's half-open, unsigned, possibly wrapping ``[lo, hi)`` (the
    ``range`` attribute's and ``!range`` metadata's reading)?"""
    return (value - lo) & mask < (hi - lo) & mask


_DEREF_RE = re.compile(r"dereferenceable(_or_null)?\((\d+)\)")


def pointer_promise(attrs: Iterable[str]) -> str | None:
    """What ``nonnull``, ``dereferenceable(<n>)`` and ``dereferenceable_or_null(<n>)``
    among a pointer's ``attrs`` promise together, as one of them (``dereferenceable(<n>)``
    where the pointer may not be null and ``n`` > 0), or None (LangRef, "Parameter
    Attributes": a null where ``nonnull`` is promised is poison; a pointer that cannot be
    dereferenced for ``n`` bytes where ``dereferenceable(n)`` is, undefined behaviour, and
    an optimizer loads through it speculatively: opt-19's simplifycfg turns ``c ? *p : -1``
    into a load and a select)."""
    need, null_ok, any_promise = 0, True, False
    for a in attrs:
        m = _DEREF_RE.fullmatch(a)
        if m is not None:
            need, any_promise = max(need, int(m[2])), True
            null_ok = null_ok and m[1] is not None
        elif a == "nonnull":
            null_ok, any_promise = False, True
    if not any_promise:
        return None
    if need == 0:
        return None if null_ok else "nonnull"
    return f"dereferenceable_or_null({need})" if null_ok else f"dereferenceable({need})"


def null_poisons(promise: str | None, noundef: bool) -> bool:
    """Is a null pointer where ``promise`` (:func:`pointer_promise`) holds poison rather
    than undefined behaviour? For ``nonnull`` alone without ``noundef`` (LangRef,
    "Parameter Attributes": a null there is poison, undefined under ``noundef``); a
    pointer that cannot be dereferenced as ``dereferenceable(<n>)`` promises stays
    undefined."""
    return promise == "nonnull" and not noundef


def pointer_needs(promise: str) -> tuple[int, bool] | None:
    """The bytes a pointer promised ``promise`` (:func:`pointer_promise`) must be
    dereferenceable for, and whether null keeps it; None if ``promise`` is no pointer's."""
    if promise == "nonnull":
        return 0, False
    m = _DEREF_RE.fullmatch(promise)
    return None if m is None else (int(m[2]), m[1] is not None)


def promise_in(attrs: Iterable[str], ty: Type) -> str | None:
    """The attribute among ``attrs`` promising a value of type ``ty`` (``range`` for an
    integer, ``nofpclass`` for a float, :func:`pointer_promise` for a pointer), or None."""
    if isinstance(ty, PtrType):
        return pointer_promise(attrs)
    prefix = "range(" if isinstance(ty, IntType) else "nofpclass(" if isinstance(ty, FloatType) else None
    return None if prefix is None else next((a for a in sorted(attrs) if a.startswith(prefix)), None)


def element_promise(attrs: Iterable[str], ty: Type) -> str | None:
    """A value promise among ``attrs`` (``range``, ``nofpclass``, ``nonnull``,
    ``dereferenceable``) on a value of array (or other aggregate) type ``ty``, or None.
    LangRef ("Parameter Attributes") applies each to every element (``nofpclass`` "to
    parameters and return values with floating-point and vector of floating-point types,
    as well as arrays of such types"), and an optimizer relies on it there as on a scalar
    (opt-19's InstCombine folds ``fcmp uno`` of an element of a ``nofpclass(nan)`` vector
    to false). The oracles read it element by element on a vector
    (``fuzzfarm.ir.calls``), not on an array's leaves, so the reader refuses these:
    ignored, a *before* breaking one would read as defined and the fold as a violation."""
    if isinstance(ty, IntType | FloatType | PtrType | VectorType):
        return None
    return next((a for a in sorted(attrs) if a.startswith(PROMISES) or a == "nonnull"
                 or _DEREF_RE.fullmatch(a)), None)


def with_classes(promise: str | None, kinds: Iterable[str]) -> str | None:
    """``promise`` (a ``nofpclass(...)`` or None) excluding ``kinds`` too (``"nan"``,
    ``"inf"``: what a call's ``nnan``/``ninf`` make poison, LangRef "Fast-Math Flags"),
    as one ``nofpclass``; ``promise`` itself where ``kinds`` is empty."""
    kinds = set(kinds)
    if not kinds:
        return promise
    names = set(promise[len("nofpclass("):-1].split()) if promise is not None else set()
    return f"nofpclass({' '.join(sorted(names | kinds))})"


def promise_of(arg: Argument) -> str | None:
    """The attribute of parameter ``arg`` promising its value, or None."""
    return promise_in(arg.attrs, arg.type)


def float_class(bits: int, ty: FloatType) -> str:
    """The IEEE-754 class of bit pattern ``bits`` of ``ty``, as nofpclass names it."""
    frac_bits = ty.precision - 1
    exp = (bits >> frac_bits) & ((1 << ty.exponent_bits) - 1)
    frac = bits & ((1 << frac_bits) - 1)
    sign = "n" if bits >> (ty.bits - 1) & 1 else "p"
    if exp == (1 << ty.exponent_bits) - 1:
        if frac == 0:
            return sign + "inf"
        return "qnan" if frac >> (frac_bits - 1) & 1 else "snan"
    if exp == 0:
        return sign + ("zero" if frac == 0 else "sub")
    return sign + "norm"


def class_patterns(cls: str, ty: FloatType) -> tuple[int, int]:
    """The bit patterns of ``ty`` in IEEE-754 class ``cls`` (a name of
    :func:`float_class`), as one unsigned half-open ``[lo, hi)``: by sign, zero, the
    subnormals, the normals, the infinity, the signalling NaNs (quiet bit clear) and the
    quiet ones follow each other in that order."""
    frac_bits = ty.precision - 1
    inf = ((1 << ty.exponent_bits) - 1) << frac_bits
    quiet = inf | 1 << (frac_bits - 1)
    sign = 1 << (ty.bits - 1)
    base = sign if cls[0] == "n" else 0
    lo, hi = {"zero": (0, 1), "sub": (1, 1 << frac_bits), "norm": (1 << frac_bits, inf),
              "inf": (inf, inf + 1), "snan": (inf + 1, quiet), "qnan": (quiet, sign)}[cls[1:]]
    return base + lo, base + hi


def broken_patterns(promise: str, ty: IntType | FloatType) -> list[tuple[int, int]] | None:
    """The bit patterns of ``ty`` that break ``promise``, as unsigned half-open ranges
    ``[lo, hi)`` that may wrap (read with :func:`in_range`): outside a ``range``, or in a
    class ``nofpclass`` names (both signs of a NaN class; a range per sign at most, as
    ``in_range`` reads no range of every pattern). None where this module cannot
    read the promise (or it is no promise about ``ty``)."""
    if promise.startswith("range(") and isinstance(ty, IntType):
        m = _RANGE_RE.fullmatch(promise)
        if m is None:
            return None
        lo, hi = (int(g) & ty.mask for g in m.groups())
        return None if lo == hi else [(hi, lo)]
    if promise.startswith("nofpclass(") and isinstance(ty, FloatType):
        names = promise[len("nofpclass("):-1].split()
        if not all(n in _CLASS_NAMES for n in names):
            return None
        return class_ranges(set().union(*(_CLASS_NAMES[n] for n in names)), ty)
    return None


def class_ranges(classes: set[str], ty: FloatType) -> list[tuple[int, int]]:
    """The bit patterns of ``ty`` in ``classes`` (names of :func:`float_class`; a NaN
    class of both signs), as unsigned half-open ranges ``[lo, hi)`` read with
    :func:`in_range`, a range per sign at most (``in_range`` reads no range of every
    pattern)."""
    names = [c for n in ("snan", "qnan") if n in classes for c in ("p" + n, "n" + n)]
    names += sorted(c for c in classes if not c.endswith("nan"))
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(class_patterns(c, ty) for c in names):
        if merged and merged[-1][1] == lo != 1 << (ty.bits - 1):  # a sign's at most: never all
            merged[-1] = (merged[-1][0], hi)
        else:
            merged.append((lo, hi))
    return merged


#: ``llvm.is.fpclass(x, mask)``'s test mask: bit ``i`` asks for class ``FPCLASS_BITS[i]``
#: (LangRef, "'llvm.is.fpclass' Intrinsic": 0 snan, 1 qnan, 2 -inf, 3 -normal,
#: 4 -subnormal, 5 -zero, 6 +zero, 7 +subnormal, 8 +normal, 9 +inf), named as
#: :func:`float_class` names them.
FPCLASS_BITS = ("snan", "qnan", "ninf", "nnorm", "nsub", "nzero", "pzero", "psub", "pnorm", "pinf")


def mask_classes(mask: int) -> set[str]:
    """The classes ``llvm.is.fpclass`` tests with ``mask`` (:data:`FPCLASS_BITS`)."""
    return {c for i, c in enumerate(FPCLASS_BITS) if mask >> i & 1}


def tells_nans_apart(classes: set[str]) -> bool:
    """Do ``classes`` hold signalling NaNs but not quiet ones, or the reverse? A NaN is
    then in them or not by its quiet bit, which LangRef leaves open ("Behavior of
    Floating-Point NaN values") and the oracles fix (``nan-bits``)."""
    return ("snan" in classes) != ("qnan" in classes)


def poisoned(promise: str | None, noundef: bool, ty: Type) -> list[tuple[int, int]] | None:
    """The bit patterns (:func:`broken_patterns`) where a scalar breaking ``promise`` is
    poison rather than undefined behaviour: no ``noundef`` beside it (LangRef, "Parameter
    Attributes": a value outside a ``range`` or in a class ``nofpclass`` excludes is
    poison, undefined under ``noundef``); None where the broken promise is undefined
    (``noundef``; a promise this module cannot read, or one a NaN's bits decide,
    :func:`splits_nans`: the oracles note that, lenient) or there is none."""
    if noundef or promise is None or not isinstance(ty, IntType | FloatType) or splits_nans(promise):
        return None
    return broken_patterns(promise, ty)


def splits_nans(promise: str) -> bool:
    """Does ``nofpclass`` ``promise`` exclude signalling NaNs but not quiet ones, or the
    reverse? Then a NaN keeps or breaks it by its bits, which LangRef leaves open
    ("Floating-Point Semantics": a NaN result's payload and quiet bit are the
    implementation's) and the oracles fix (``nan-bits``): such a value decides nothing.
    ``nofpclass(nan)`` treats every NaN alike."""
    names = promise[len("nofpclass("):-1].split() if promise.startswith("nofpclass(") else []
    return tells_nans_apart(set().union(*(_CLASS_NAMES.get(n, set()) for n in names)))


def breaks(promise: str, ty: IntType | FloatType, value: int) -> bool:
    """Does bit pattern ``value`` of type ``ty`` break ``promise``? A promise this
    module cannot read is taken as broken by every value (the run is then undefined:
    lenient, never a false difference)."""
    patterns = broken_patterns(promise, ty)
    return patterns is None or any(in_range(value & ty.mask, lo, hi, ty.mask) for lo, hi in patterns)
