"""The lane simulator's pointer encoding (oracles/simt/memory.py): a pair (object,
offset) packed into a uint64, the object id in the top 16 bits (0 is ``null``), the offset
as a 48-bit two's-complement number below."""

from __future__ import annotations

import numpy as np

U64 = np.uint64
OFF_BITS = 48
OFF_MASK = U64((1 << OFF_BITS) - 1)


def encode(obj: int, offset: int = 0) -> int:
    return (obj << OFF_BITS) | (offset & ((1 << OFF_BITS) - 1))


def decode(p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(object ids, signed offsets) of encoded pointers. Object ids are never negative;
    the offset is sign-extended by an arithmetic shift of the low 48 bits moved to the top."""
    p = np.asarray(p, dtype=U64)
    return (p >> U64(OFF_BITS)).view(np.int64), (p << U64(64 - OFF_BITS)).view(np.int64) >> 16
