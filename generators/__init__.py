"""Generators: random well-formed convergent programs and thread schedules.

- :func:`generate` (``generators.programs``): one kernel from a seed, with its
  swarm :class:`Features`, :class:`Size` knobs and census of constructs.
- :func:`generate_schedule` (``generators.schedules``): a thread schedule for a kernel.
- ``generators.strategies``: hypothesis strategies ``programs()`` and ``schedules(fn)``.
- ``generators.census``: the constructs the generator promises (``CONSTRUCTS``).
"""

from generators.features import Features, Size
from generators.programs import GENERATOR_VERSION, GeneratedProgram, generate
from generators.schedules import SCHEDULE_VERSION, generate_schedule

__all__ = [
    "GENERATOR_VERSION",
    "SCHEDULE_VERSION",
    "Features",
    "GeneratedProgram",
    "Size",
    "generate",
    "generate_schedule",
]
