"""Why an intrinsic a GPU compiler's own passes write is not read (one line each).

An intrinsic outside the model is unsupported (the case is inconclusive, never a bug);
for the families a real pipeline writes, the refusal says what the intrinsic is and where
to validate instead, rather than only its name. The reader refuses a convergent
declaration of any of them (LLVM declares ``ds.permute``, ``set.inactive``, the WWM
copies and ``inverse.ballot`` convergent) with that reason too, not as an unknown
convergent callee.
"""

from __future__ import annotations

import re

#: Intrinsic name prefixes (the overload suffixes follow a dot) and why they are not read.
REASONS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("llvm.amdgcn.if", "llvm.amdgcn.else", "llvm.amdgcn.end.cf", "llvm.amdgcn.loop",
      "llvm.amdgcn.if.break"),
     "an exec-mask intrinsic of si-annotate-control-flow, the last IR pass before AMDGPU "
     "instruction selection: it saves and restores the wave's exec mask, which neither "
     "model holds; validate the IR before that pass, as llc -print-before=si-annotate-control-flow shows it"),
    (("llvm.amdgcn.rcp", "llvm.amdgcn.rsq", "llvm.amdgcn.sqrt", "llvm.amdgcn.exp2",
      "llvm.amdgcn.log"),
     "an approximate float operation whose accuracy the target chooses (of these only "
     "llvm.amdgcn.rcp.f32, which amdgpu-codegenprepare writes when it expands a 32-bit "
     "integer division or remainder, and llvm.amdgcn.rsq.f32 and llvm.amdgcn.sqrt.f32, "
     "which it writes for a relaxed 1/sqrt or sqrt, are read, as choices within 1 ulp)"),
    (("llvm.amdgcn.set.inactive", "llvm.amdgcn.wqm", "llvm.amdgcn.softwqm",
      "llvm.amdgcn.strict.wwm", "llvm.amdgcn.strict.wqm", "llvm.amdgcn.wwm",
      "llvm.amdgcn.live.mask", "llvm.amdgcn.inverse.ballot"),
     "it reads or writes inactive lanes' registers, which neither model holds"),
    (("llvm.amdgcn.ds.permute",),
     "a push permute (DS_PERMUTE_B32: each lane sends its value to the lane its address "
     "names); the ISA guides say neither which sender a lane named by several receives nor "
     "what a lane no active lane names reads, and lanes outside the communicating set that "
     "the hardware runs with it could send anywhere, so neither model runs it (ds.bpermute, "
     "the pull form, is modelled)"),
    (("llvm.amdgcn.ds.append", "llvm.amdgcn.ds.consume"),
     "a wave's atomic on an LDS (or GDS) counter (DS_APPEND/DS_CONSUME: one read-modify-write "
     "for the whole wave, adding or subtracting the number of lanes the hardware runs it "
     "with, which LLVM does not tie to the communicating set, and returning the old value); "
     "the atomic model has one read-modify-write per thread, so neither model runs it"),
)


def reason(callee: str) -> str | None:
    """Why ``callee`` is not read, for the intrinsics a target pipeline writes; None
    for any other."""
    for names, why in REASONS:
        if any(callee == n or callee.startswith(n + ".") for n in names):
            return why
    return None


_CALLEE = re.compile(r"@([-a-zA-Z$._0-9]+)\(")


#: ``llvm.assume`` operand bundles read (and dropped): ``"align"`` (clang's
#: ``__builtin_assume_aligned``) promises an address property, and addresses are outside the
#: model (no ``ptrtoint``; SEMANTICS.md, "Values"), so no run can show it broken or kept.
#: Any other tag (``"nonnull"``, ``"noundef"``, ``"dereferenceable"`` ...) promises what an
#: optimizer may rely on and a run can break: the call is unsupported (LangRef, "Assume
#: Operand Bundles": a broken one is undefined behaviour, which the oracles do not check).
ASSUME_BUNDLES_READ = frozenset({"align"})
_ASSUME_BUNDLE = re.compile(r'@llvm\.assume\(.*\) \[ "([^"]+)"')


def line_reason(line: str) -> str | None:
    """:func:`reason` for the intrinsic an IR line calls, if any; for an ``llvm.assume``
    whose operand bundle the reader refuses, what that bundle is."""
    bundle = _ASSUME_BUNDLE.search(line)
    if bundle and bundle.group(1) not in ASSUME_BUNDLES_READ:
        return (f'an llvm.assume "{bundle.group(1)}" bundle promises what a run may break '
                "(undefined behaviour, LangRef), which the oracles do not check")
    m = _CALLEE.search(line)
    return reason(m.group(1)) if m else None


def describe(callee: str) -> str:
    """``intrinsic @NAME``, and why where :func:`reason` knows."""
    why = reason(callee)
    return f"intrinsic @{callee}" + (f": {why}" if why else "")
