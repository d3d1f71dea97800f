"""Why an intrinsic a GPU compiler's own passes write is not read (one line each).

An intrinsic outside the model is unsupported (the case is inconclusive, never a bug);
for the families a real pipeline writes, the refusal says what the intrinsic is and where
to validate instead, rather than only its name.
"""

from __future__ import annotations

#: Intrinsic name prefixes (the overload suffixes follow a dot) and why they are not read.
REASONS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("llvm.amdgcn.if", "llvm.amdgcn.else", "llvm.amdgcn.end.cf", "llvm.amdgcn.loop",
      "llvm.amdgcn.if.break"),
     "an exec-mask intrinsic of si-annotate-control-flow, the last IR pass before AMDGPU "
     "instruction selection: it saves and restores the wave's exec mask, which neither "
     "model holds; validate the IR before that pass, as llc -print-before=si-annotate-control-flow shows it"),
    (("llvm.amdgcn.rcp", "llvm.amdgcn.rsq", "llvm.amdgcn.sqrt", "llvm.amdgcn.exp2",
      "llvm.amdgcn.log"),
     "an approximate float operation whose accuracy the target chooses"),
    (("llvm.amdgcn.set.inactive", "llvm.amdgcn.wqm", "llvm.amdgcn.softwqm",
      "llvm.amdgcn.strict.wwm", "llvm.amdgcn.strict.wqm", "llvm.amdgcn.wwm",
      "llvm.amdgcn.live.mask", "llvm.amdgcn.inverse.ballot"),
     "it reads or writes inactive lanes' registers, which neither model holds"),
)


def reason(callee: str) -> str | None:
    """Why ``callee`` is not read, for the intrinsics a target pipeline writes; None
    for any other."""
    for names, why in REASONS:
        if any(callee == n or callee.startswith(n + ".") for n in names):
            return why
    return None


def describe(callee: str) -> str:
    """``intrinsic @NAME``, and why where :func:`reason` knows."""
    why = reason(callee)
    return f"intrinsic @{callee}" + (f": {why}" if why else "")
