"""OpenCL C's integer built-ins that clang leaves as calls: which callees they are.

clang compiles ``mul_hi(a, b)`` for amdgcn or spir64 without the device library as a
call of the Itanium-mangled ``_Z6mul_hiii(i32, i32)`` (``convergent``, as OpenCL
declares every function, and ``memory(none)``): LLVM knows nothing of it, and its value
is fixed by the OpenCL C specification (2.0, 6.13.3 "Integer Functions"). Both oracles
compute them (``oracles/reference/intmath.py`` from the definitions on Python integers,
``oracles/simt/intmath.py`` on lanes); this module names them and decodes their scalar
types, so the reader, the two oracles, the uniformity analysis and our transforms'
purity checks agree on the list.

Only scalar arguments are read: the mangling of one builtin type a parameter, repeated
(``_Z7mad_satjjj``: ``uint mad_sat(uint, uint, uint)``; builtin types take no
substitutions). A vector overload (``Dv4_i``: ``int4``) is refused by name
(:func:`vector_refusal`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fuzzfarm.ir.types import I8, I16, I32, I64, IntType, Type

#: Builtin type codes (Itanium C++ ABI, "builtin-type") -> (type, signed). OpenCL's
#: ``char`` is signed, ``int`` 32 bits, ``long`` 64 (OpenCL C 2.0, 6.1.1).
INT_CODES: dict[str, tuple[IntType, bool]] = {
    "c": (I8, True), "a": (I8, True), "h": (I8, False), "s": (I16, True), "t": (I16, False),
    "i": (I32, True), "j": (I32, False), "l": (I64, True), "m": (I64, False)}

#: Built-in -> its number of arguments (OpenCL C 2.0, 6.13.3). ``mul24``/``mad24`` exist
#: for ``int`` and ``uint`` only.
ARITY: dict[str, int] = {
    "abs": 1, "abs_diff": 2, "add_sat": 2, "hadd": 2, "rhadd": 2, "clz": 1, "mad_hi": 3,
    "mad_sat": 3, "mul_hi": 2, "rotate": 2, "sub_sat": 2, "popcount": 1, "mad24": 3, "mul24": 2,
    "ctz": 1, "min": 2, "max": 2, "clamp": 3}
_24BIT = frozenset({"mul24", "mad24"})

#: The approximation (``Behaviour.approximations``) of a run where a built-in's result is
#: the implementation's: ``mul24``/``mad24`` of an operand outside 24 bits, where OpenCL
#: C 2.0, 6.13.3 says "the multiplication result is implementation-defined", and
#: ``clamp(x, lo, hi)`` with lo > hi ("results are undefined"). The oracles give one
#: such result, so a difference it may decide is undecided.
IMPL_DEFINED = "impl-defined"

_MANGLED = re.compile(r"_Z(\d+)(\w+)")


@dataclass(frozen=True)
class IntBuiltin:
    """One scalar overload: ``name`` of ``ty`` arguments (``signed`` or not)."""

    name: str
    ty: IntType
    signed: bool

    @property
    def arity(self) -> int:
        return ARITY[self.name]

    @property
    def signature(self) -> tuple[Type, tuple[Type, ...]]:
        """Every argument and the result are ``ty`` (``abs`` and ``abs_diff`` return its
        unsigned twin, of the same width)."""
        return self.ty, (self.ty,) * self.arity


def _split(callee: str) -> tuple[str, str] | None:
    """(the function name, the parameter manglings) of an ``_Z<len><name>...`` name."""
    m = _MANGLED.fullmatch(callee)
    if m is None:
        return None
    n, rest = int(m.group(1)), m.group(2)
    if len(rest) < n:
        return None
    return rest[:n], rest[n:]


def builtin(callee: str | None) -> IntBuiltin | None:
    """The scalar integer built-in ``callee`` mangles, or None."""
    parts = _split(callee or "")
    if parts is None or parts[0] not in ARITY:
        return None
    name, params = parts
    code = params[:1]
    if code not in INT_CODES or params != code * ARITY[name]:
        return None
    ty, signed = INT_CODES[code]
    if name in _24BIT and ty != I32:
        return None
    return IntBuiltin(name, ty, signed)


def is_builtin(callee: str | None) -> bool:
    return builtin(callee) is not None


def vector_refusal(callee: str | None) -> str | None:
    """Why ``callee``, one of these built-ins of vector arguments (``Dv<n>_<type>``), is
    not read, or None."""
    parts = _split(callee or "")
    if parts is None or parts[0] not in ARITY or not parts[1].startswith("Dv"):
        return None
    return (f"@{callee}: OpenCL's {parts[0]} of vector arguments is not modelled "
            "(its scalar overloads are)")
