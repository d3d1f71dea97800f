"""The sub-group scans of OpenCL C (semantics keys ``opencl.scan.<inclusive|exclusive>.<kind>``,
``fuzzfarm.ir.opencl``) over sorted communicating sets: the lane simulator's twin of
``oracles.reference.scans`` (whose docstring has the rules).

The slots come sorted by (set, lane), each set a segment starting at ``starts``; each
segment is folded with the kind's ufunc's ``accumulate`` (on sign-extended values for
the signed kinds), then shifted by one slot with the identity in front for an exclusive
scan. A result's poison is the running OR of its segment's poison, shifted alike.
"""

from __future__ import annotations

import numpy as np

from fuzzfarm.ir import opencl
from oracles.simt.values import sx, trunc, umask

U64 = np.uint64
_UFUNCS = {"add": np.add, "min": np.minimum, "max": np.maximum, "umin": np.minimum,
           "umax": np.maximum}


def scan(semantics: str, v: np.ndarray, p: np.ndarray, starts: np.ndarray,
         w: int) -> tuple[np.ndarray, np.ndarray]:
    """(result, poison) in every slot of the scan ``semantics`` of ``w``-bit values ``v``
    (poison ``p``) over the segments beginning at ``starts``."""
    inclusive, kind = opencl.scan_parts(semantics)
    signed = kind in ("min", "max")
    x = sx(v, w) if signed else np.asarray(v, dtype=U64) & umask(w)
    ufunc = _UFUNCS[kind]
    res = np.empty(x.shape, dtype=x.dtype)
    pois = np.empty(x.shape, dtype=bool)
    ends = [*starts[1:].tolist(), x.size]
    for s, e in zip(starts.tolist(), ends, strict=True):
        ufunc.accumulate(x[s:e], out=res[s:e])
        np.logical_or.accumulate(p[s:e], out=pois[s:e])
    res = trunc(res, w)
    if not inclusive:
        res[1:], pois[1:] = res[:-1].copy(), pois[:-1].copy()
        res[starts], pois[starts] = U64(opencl.scan_identity(kind, w)), False
    return res, pois
