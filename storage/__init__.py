"""Storage: the SQL store of campaigns, findings and signatures.

``Store.open(url)`` (default ``sqlite:///fuzzfarm.db``, or a PostgreSQL URL)
connects and upgrades the schema through the alembic migrations in
``storage/migrations``; :mod:`storage.signatures` decides which findings are
the same bug.
"""

from storage.engine import DEFAULT_URL, make_engine
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

__all__ = [
    "DEFAULT_URL",
    "Batch",
    "Campaign",
    "Counters",
    "Finding",
    "StoredReproducer",
    "Signature",
    "SignatureKey",
    "Store",
    "StoredFinding",
    "compute_signature",
    "crash_state",
    "make_engine",
    "normalize_ir",
]
