"""Facts the lane simulator's batches read from a compiled program, answered once per
program (oracles/simt/compile.py ``Program``) and equal to the function's own."""

from __future__ import annotations

import pytest

from fuzzfarm.ir.conventions import membermask_kernel
from generators.programs import generate
from oracles.simt.compile import compile_function


@pytest.mark.parametrize("dialect", ["nvptx", None])
@pytest.mark.parametrize("seed", range(6))
def test_program_membermasks_is_the_kernels(seed: int, dialect: str | None) -> None:
    kwargs = {"dialect": dialect} if dialect else {}
    fn = generate(seed, **kwargs).kernel
    prog = compile_function(fn)
    assert prog.membermasks == membermask_kernel(fn)


def test_some_generated_nvptx_kernel_passes_a_membermask() -> None:
    """The test above meets both answers."""
    assert any(membermask_kernel(generate(s, dialect="nvptx").kernel) for s in range(6))
    assert not all(membermask_kernel(generate(s).kernel) for s in range(6))
