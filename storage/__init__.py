"""Storage: the SQL store of campaigns, findings and signatures.

``Store.open(url)`` (default ``sqlite:///fuzzfarm.db``, or a PostgreSQL URL)
connects and upgrades the schema through the alembic migrations in
``storage/migrations``; :mod:`storage.signatures` decides which findings are
the same bug.

The names below load their modules on first use (PEP 562): the command line builds
every command's parser, and SQLAlchemy with alembic cost over a second to import.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: Each public name and the module that defines it.
_EXPORTS = {
    "DEFAULT_URL": "storage.defaults",
    "make_engine": "storage.engine",
    **dict.fromkeys(["SignatureKey", "compute_signature", "crash_state", "normalize_ir"],
                    "storage.signatures"),
    **dict.fromkeys(["Batch", "Campaign", "Counters", "Finding", "Signature", "Store",
                     "StoredFinding", "StoredReproducer"], "storage.store"),
}
__all__ = [
    "DEFAULT_URL",
    "Batch",
    "Campaign",
    "Counters",
    "Finding",
    "Signature",
    "SignatureKey",
    "Store",
    "StoredFinding",
    "StoredReproducer",
    "compute_signature",
    "crash_state",
    "make_engine",
    "normalize_ir",
]

if TYPE_CHECKING:
    from storage.defaults import DEFAULT_URL
    from storage.engine import make_engine
    from storage.signatures import SignatureKey, compute_signature, crash_state, normalize_ir
    from storage.store import (
        Batch,
        Campaign,
        Counters,
        Finding,
        Signature,
        Store,
        StoredFinding,
        StoredReproducer,
    )


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'storage' has no attribute {name!r}")
    return getattr(importlib.import_module(_EXPORTS[name]), name)
