"""Public entry point: :func:`generate` makes one random well-formed convergent kernel.

A program is a pure function of ``(seed, features, size, style,
GENERATOR_VERSION)``: all randomness comes from one ``random.Random`` seeded
from the seed and :data:`STREAM_VERSION` (the version whose draws a later one keeps
where it changed only some constructs), and nothing iterates over a set or a
hash-ordered container, so the same inputs give byte-identical text on every machine. Bump
:data:`GENERATOR_VERSION` whenever a change alters the program for a seed, so
stored seeds are never silently reinterpreted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from fuzzfarm.ir.model import Argument, Function, Module
from fuzzfarm.ir.printer import print_module
from generators.atomics import add_atomics
from generators.calls import build_device_functions, call_census, ensure_call
from generators.census import take_census
from generators.dialects import translate
from generators.features import Features, Size
from generators.fill import EXTERNAL_DECLARATIONS, Filler
from generators.structured import KERNEL_NAME, Builder

#: Version of the generation algorithm (part of every program's identity).
GENERATOR_VERSION = 8
#: The version whose random stream :func:`generate` still draws from. Version 4 changed
#: only what is drawn for a loop entered from two blocks (a branch that can diverge, a
#: header op with lane-varying operands stored per iteration), so every other program is
#: the same as in version 3: its stream is kept. Version 5 drew nothing new (it leaves
#: out device functions nothing calls, :func:`_called_devices`). Version 6 changed only
#: the jump-threading (flag phi) and tail-merging baits and the token of a ``conv_split``
#: (a divergent branch, an observed op with lane-varying operands under a token that is
#: not an anchor, a flag arm that falls through): programs without them are the same.
#: Version 7 changed only the unrolling bait (a ``min(%n, bound)`` loop: bound at least 3,
#: a heart, a ``conv_split`` in the body observed per iteration, no exit but the header's
#: test, no token of the loop used past it): programs without such a loop are the same.
#: Version 8 changed only the amdgcn dialect (AMDGPU's pure value intrinsics written for
#: some integer operations, generators.dialects): portable and nvptx programs are the same.
STREAM_VERSION = 3
#: The version whose stream the atomics draw from (version 8 left them as they were).
ATOMICS_STREAM_VERSION = 7
STYLES = ("controlled", "uncontrolled", "any")


@dataclass
class GeneratedProgram:
    """One generated kernel with the configuration it came from and what it contains."""

    seed: int
    module: Module
    text: str
    features: Features
    size: Size
    style: str
    census: dict[str, int] = field(default_factory=dict)
    version: int = GENERATOR_VERSION
    dialect: str = "portable"
    calls: bool = False  # a module of several functions (generators.calls)
    atomics: bool = False  # atomic adds to a device global (generators.atomics)

    def __repr__(self) -> str:  # the module is large; hypothesis prints failing examples
        return (f"GeneratedProgram(seed={self.seed}, style={self.style!r}, size={self.size}, "
                f"features=Features.from_json({self.features.to_json()}))")

    @property
    def kernel(self) -> Function:
        return self.module.kernel(KERNEL_NAME)

    def describe(self) -> str:
        """A one-line header for the program text (an LLVM comment)."""
        dialect = f" dialect={self.dialect}" if self.dialect != "portable" else ""
        calls = f" calls functions={len(self.module.definitions)}" if self.calls else ""
        return (f"; fuzzfarm gen seed={self.seed} version={self.version} style={self.style} "
                f"blocks={len(self.kernel.blocks)}{dialect}{calls}")


def generate(seed: int, features: Features | None = None, size: Size | None = None,
             style: str = "any", dialect: str = "portable", calls: bool = False,
             atomics: bool = False) -> GeneratedProgram:
    """Generate the kernel for ``seed``.

    ``features`` defaults to a swarm configuration drawn from the seed itself
    (pass ``Features.swarm(batch_seed)`` to share one across a batch, or
    ``Features.default()`` for no skew). ``style`` is ``controlled`` (tokens:
    entry, anchors, hearts), ``uncontrolled`` (plain ``convergent`` calls) or
    ``any`` (drawn with probability ``features.p_controlled``). ``dialect``
    rewrites the finished kernel into a target's operations
    (:mod:`generators.dialects`); ``portable`` leaves it as drawn. ``calls``
    makes a module of several functions: device functions the kernel calls
    (:mod:`generators.calls`); without it no draw is spent on calls, so every
    seed keeps its single-function program. ``atomics`` adds atomic adds to a device
    global (:mod:`generators.atomics`, from a stream of its own: the rest of the
    program is the seed's as without it).
    """
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}, got {style!r}")
    features = features if features is not None else Features.swarm(seed)
    size = size if size is not None else Size()
    rng = random.Random(f"fuzzfarm-gen:{STREAM_VERSION}:{seed}")
    # Always draw, so a program made with style "any" is reproduced by its resolved style.
    draw = rng.random()
    controlled = style == "controlled" or (style == "any" and draw < features.p_controlled)
    devices: list[Function] = []
    externals: set[str] = set()
    if calls:  # device functions from their own stream, then a kernel that calls them
        devices, externals = build_device_functions(
            random.Random(f"fuzzfarm-gen-calls:{STREAM_VERSION}:{seed}"), features, controlled)
    shape = Builder(rng, features, size, controlled, calls=calls).build()
    if calls:
        ensure_call(shape)
    filler = Filler(shape, rng, features, controlled, tuple(devices))
    filler.run()
    census = take_census(shape, controlled)  # in catalogue terms, whatever the dialect
    module = Module()
    for name in sorted(filler.externals | externals):
        ret, params, attrs = EXTERNAL_DECLARATIONS[name]
        module.add(Function(name, ret, [Argument(f"a{i}", t, i) for i, t in enumerate(params)],
                            attrs=attrs))
    devices = _called_devices(shape.fn, devices)
    for fn in [shape.fn, *devices]:  # the kernel first: the first definition names the case
        translate(fn, dialect)
        module.add(fn)
    if calls:
        census.update(call_census(module, shape.fn, controlled))
    if atomics:
        census["atomic_add"] = add_atomics(
            module, shape.fn, random.Random(f"fuzzfarm-gen-atomics:{ATOMICS_STREAM_VERSION}:{seed}"))
    text = print_module(module)
    return GeneratedProgram(
        seed=seed,
        module=module,
        text=text,
        features=features,
        size=size,
        style="controlled" if controlled else "uncontrolled",
        census=census,
        dialect=dialect,
        calls=calls,
        atomics=atomics,
    )


def _called_devices(kernel: Function, devices: list[Function]) -> list[Function]:
    """The device functions the kernel calls, directly or through one another (in their
    order). The filler may place no call to a device function; left in the module such a
    function is a second externally visible entry point, and a reader of the case's text
    (``fuzzfarm validate``, a reproducer) could not tell which function is the kernel."""
    by_name = {f.name: f for f in devices}
    reached: set[str] = set()
    todo = [kernel]
    while todo:
        for inst in todo.pop().instructions():
            if inst.callee in by_name and inst.callee not in reached:
                reached.add(inst.callee)
                todo.append(by_name[inst.callee])
    return [f for f in devices if f.name in reached]
