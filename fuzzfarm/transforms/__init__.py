"""Our own candidate optimizations, each in a convergence-aware and a naive form.

Use :func:`fuzzfarm.transforms.registry.get` to look one up by name; every
transform is called as ``transform(module, function_name, rng)`` and returns a
:class:`~fuzzfarm.transforms.base.TransformResult`.
"""

from __future__ import annotations

from fuzzfarm.transforms.base import Transform, TransformResult
from fuzzfarm.transforms.wellformed import TransformError

__all__ = ["Transform", "TransformError", "TransformResult"]
