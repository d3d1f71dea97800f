"""The largest kernels fuzzfarm analyses, and the one-line reason a larger one is refused.

The analyses are iterative (no recursion, so depth never exhausts Python's
stack) and near-linear in the blocks and edges (dominators by Lengauer-Tarjan,
cycles by one DFS, convergence regions by a block-level walk): a 30,000-block
chain of branches is checked in seconds. One cost is inherent: every
convergence token has a region, and nested tokens nest their regions (the region
of the outermost of N nested loop tokens covers all N loops), so describing the
regions of a kernel is proportional to tokens x blocks. Kernels beyond these
limits are refused up front (exit 2), before any analysis starts:

- :data:`MAX_IR_BYTES` bytes of LLVM IR text in one file;
- :data:`MAX_BLOCKS` basic blocks in one function;
- :data:`MAX_TOKEN_BLOCKS` for convergence tokens x basic blocks in one function
  (e.g. 500 loops nested in each other, each with its loop intrinsic).

Generated kernels have tens of blocks; the limits are far above them.
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function, Module
from fuzzfarm.ir.types import TokenType

#: Bytes of one LLVM IR file.
MAX_IR_BYTES = 64 * 1024 * 1024
#: Basic blocks in one function.
MAX_BLOCKS = 50_000
#: Convergence tokens x basic blocks in one function.
MAX_TOKEN_BLOCKS = 500_000


def size_problem(fn: Function) -> str | None:
    """Why ``fn`` is too large to analyse, or None."""
    blocks = len(fn.blocks)
    if blocks > MAX_BLOCKS:
        return f"@{fn.name} has {blocks:,} basic blocks; fuzzfarm analyses at most {MAX_BLOCKS:,}"
    tokens = sum(1 for i in fn.instructions() if isinstance(i.type, TokenType))
    if tokens * blocks > MAX_TOKEN_BLOCKS:
        return (f"@{fn.name} has {tokens:,} convergence tokens in {blocks:,} blocks; fuzzfarm analyses "
                f"at most {MAX_TOKEN_BLOCKS:,} tokens x blocks (their regions nest)")
    return None


def module_size_problem(module: Module) -> str | None:
    """The first function of ``module`` that is too large to analyse (its reason), or None."""
    for fn in module.definitions:
        problem = size_problem(fn)
        if problem:
            return problem
    return None
