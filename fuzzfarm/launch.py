"""The launch a case's subgroup belongs to: its workgroup (block) id, the workgroup's
size and the number of workgroups (README, "IR conventions"; SEMANTICS.md, "Threads,
inputs, outputs").

A case runs the first subgroup of one workgroup laid out along x, so the work-item x
id is the lane id and the y and z ids are 0 (:func:`fuzzfarm.ir.conventions.
workitem_id_unsupported`). The launch values are the same in every thread: the
workgroup id (``llvm.amdgcn.workgroup.id.*``, ``llvm.nvvm.read.ptx.sreg.ctaid.*``),
the workgroup size (``ntid.*``) and the number of workgroups (``nctaid.*``). A launch
is part of the schedule; the default is one workgroup of 64 work-items, the launch in
which the case's subgroup of up to 64 lanes is the whole grid.

A kernel may bound its launch (``!reqd_work_group_size``, NVVM launch bounds,
``amdgpu-flat-work-group-size``, ``amdgpu-max-num-workgroups``, a ``range`` on the
call) and LLVM folds launch values under such bounds, so a launch the kernel does not
admit could only make a false bug: such a read is unsupported (:func:`unsupported`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from fuzzfarm.ir import conventions, opencl
from fuzzfarm.ir.calls import module_definitions
from fuzzfarm.ir.conventions import DISPATCH_PTR, IMPLICITARG_PTR
from fuzzfarm.ir.types import IntType

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction

Axes = tuple[int, int, int]

#: Largest workgroup (work-items in all) both targets launch (CUDA's 1024 threads a
#: block; AMDGPU's default ``amdgpu-flat-work-group-size`` upper bound).
MAX_GROUP_ITEMS = 1024
#: Largest number of workgroups along each axis (PTX ISA, %nctaid: x < 2**31, y, z < 2**16;
#: LLVM's NVVM ranges say the same).
MAX_GROUPS: Axes = ((1 << 31) - 1, (1 << 16) - 1, (1 << 16) - 1)
#: Work-items along x the case's subgroup needs in its workgroup: lane ids up to 63.
MIN_GROUP_X = 64


@dataclass(frozen=True)
class Launch:
    """The grid: this subgroup's workgroup id, the workgroup size, the workgroup count."""

    group_id: Axes = (0, 0, 0)
    group_size: Axes = (MIN_GROUP_X, 1, 1)
    groups: Axes = (1, 1, 1)

    def __post_init__(self) -> None:
        for name in ("group_id", "group_size", "groups"):
            axes = getattr(self, name)
            if len(axes) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) for v in axes):
                raise ValueError(f"launch {name} needs three whole numbers (x, y, z), got {axes}")
        sx, sy, sz = self.group_size
        if sx < MIN_GROUP_X or sy < 1 or sz < 1 or sx * sy * sz > MAX_GROUP_ITEMS:
            raise ValueError(f"launch group_size {self.group_size}: x must be at least {MIN_GROUP_X} "
                             f"(the subgroup's lane ids) and x*y*z at most {MAX_GROUP_ITEMS}")
        for axis, (gid, count, most) in enumerate(zip(self.group_id, self.groups, MAX_GROUPS, strict=True)):
            if not 1 <= count <= most or not 0 <= gid < count:
                raise ValueError(f"launch axis {'xyz'[axis]}: need 0 <= group_id < groups <= {most}, "
                                 f"got group_id {gid}, groups {count}")

    @property
    def group_items(self) -> int:
        """The work-items (threads) of one workgroup (block)."""
        sx, sy, sz = self.group_size
        return sx * sy * sz

    def value(self, callee: str) -> int:
        """What the launch intrinsic ``callee`` (in ``conventions.LAUNCH_VALUES``) reads."""
        name, axis = conventions.LAUNCH_VALUES[callee]
        return int(getattr(self, name)[axis])

    def to_json(self) -> dict[str, list[int]]:
        return {"group_id": list(self.group_id), "group_size": list(self.group_size),
                "groups": list(self.groups)}

    @classmethod
    def from_json(cls, data: Any) -> Launch:
        """A launch from its JSON object (missing fields take the default); ValueError else."""
        if not isinstance(data, dict) or set(data) - {"group_id", "group_size", "groups"}:
            raise ValueError("schedule 'launch' must be an object of group_id, group_size, groups")
        axes: dict[str, Axes] = {}
        for name, values in data.items():
            if not isinstance(values, list) or len(values) != 3 or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in values):
                raise ValueError(f"schedule 'launch.{name}' must be three whole numbers [x, y, z]")
            axes[name] = (values[0], values[1], values[2])
        return cls(**axes)


def unsupported(kernel: Function, inst: Instruction, launch: Launch) -> str | None:
    """Why the launch intrinsic call ``inst`` in a case of ``kernel`` cannot read
    ``launch``, or None: a bound some function of the module puts on its workgroup or
    grid may exclude the launch, and LLVM may fold the value under it.

    Read conservatively, like the work-item ids: any bound on the workgroup
    (:func:`conventions.workgroup_bound`), ``amdgpu-flat-work-group-size`` whose lower
    and upper bounds do not hold the launch's workgroup, ``amdgpu-max-num-workgroups``, the AMDGPU
    attributor's ``amdgpu-no-workgroup-id-<axis>`` mark where it can apply
    (:func:`conventions.marked_unused`), and a ``range`` not holding the value.
    """
    why = conventions.workgroup_bound(kernel, inst)
    if why is not None:
        return why
    callee = inst.callee or ""
    why = launch_bound(kernel, launch)
    if why is not None:
        return why
    if callee in conventions.AMDGCN_WORKGROUP_IDS:
        why = conventions.marked_unused(kernel, inst, "amdgpu-no-workgroup-id")
        if why is not None:
            return why
    v = launch.value(callee)
    return conventions.range_bound(kernel, inst, v, v)


def launch_bound(kernel: Function, launch: Launch) -> str | None:
    """Why an attribute of some function of ``kernel``'s module may exclude ``launch``,
    or None: ``amdgpu-max-num-workgroups``, or an ``amdgpu-flat-work-group-size`` whose
    bounds do not hold the launch's workgroup."""
    items = launch.group_items
    for fn in module_definitions(kernel):
        if "amdgpu-max-num-workgroups" in fn.string_attrs:
            return "amdgpu-max-num-workgroups bounds the grid its workgroup ids come from"
        flat = conventions.flat_work_group_size(fn)
        if flat is not None and (flat[1] is None or not flat[1][0] <= items <= flat[1][1]):
            return f"{flat[0]} excludes the launch's workgroup of {items} work-items"
    return None


#: Workgroup sizes along x and workgroup counts a drawn launch takes. The drawn
#: workgroup id is 0 or 1 (a kernel's ``blockIdx * blockDim`` shows the size only in a
#: workgroup past the first), with the smaller sizes for 1, so ``out[blockIdx * blockDim +
#: tid]`` stays inside buffers ``validate`` sizes by :func:`items_before`.
DRAWN_GROUP_X = (64, 128, 256, 1024, 96, 192)
DRAWN_SECOND_GROUP_X = (64, 96, 128)
DRAWN_GROUPS_X = (2, 7, 1000)


def items_before(launch: Launch) -> int:
    """Work-items along x before the case's subgroup's end: what a global x index
    ``blockIdx.x * blockDim.x + tid`` reaches (``fuzzfarm.schedule.wave_buffer_bytes``)."""
    return launch.group_id[0] * launch.group_size[0]


def reads_launch(kernel: Function) -> bool:
    """Does any function of ``kernel``'s module call a launch intrinsic (or an OpenCL
    work-item function, which may read the launch)?"""
    return any(i.opcode == "call" and (i.callee in conventions.LAUNCH_VALUES
                                       or opencl.is_work_item_function(i.callee))
               for fn in module_definitions(kernel) for i in fn.instructions())


def draw(rng: random.Random, kernel: Function) -> Launch:
    """A launch for a schedule of ``kernel``: the default half the time, else the first
    or second workgroup of another size and count the kernel's
    ``amdgpu-flat-work-group-size`` admits."""
    if rng.random() < 0.5:
        return Launch()
    lo, hi = MIN_GROUP_X, MAX_GROUP_ITEMS
    for fn in module_definitions(kernel):
        flat = conventions.flat_work_group_size(fn)
        if flat is not None and flat[1] is not None:
            lo, hi = max(lo, flat[1][0]), min(hi, flat[1][1])
    gid = rng.randint(0, 1)
    sizes = [x for x in (DRAWN_SECOND_GROUP_X if gid else DRAWN_GROUP_X) if lo <= x <= hi]
    if not sizes:
        return Launch()
    groups = rng.choice(DRAWN_GROUPS_X + (() if gid else (1,)))
    return Launch(group_id=(gid, 0, 0), group_size=(rng.choice(sizes), 1, 1), groups=(groups, 1, 1))


#: Bytes of the implicit arguments the launch decides (AMDGPUUsage, "Code Object V5
#: Metadata", hidden arguments): hidden_block_count_{x,y,z} (u32 at 0, 4, 8),
#: hidden_group_size_{x,y,z} (u16 at 12, 14, 16), hidden_remainder_{x,y,z} (u16 at 18,
#: 20, 22: 0, every workgroup of the launch is whole). The rest (global offsets, grid
#: dimensions, printf and hostcall buffers ...) is not modelled: a read of it runs past
#: the modelled bytes and decides nothing (``fuzzfarm.behaviour.BUFFER_BOUNDS``).
IMPLICIT_ARG_BYTES = 24


def implicit_args(launch: Launch) -> bytes:
    """The modelled implicit kernel arguments of ``launch``, little-endian."""
    counts = b"".join(n.to_bytes(4, "little") for n in launch.groups)
    sizes = b"".join(n.to_bytes(2, "little") for n in launch.group_size)
    return counts + sizes + bytes(6)


#: Bytes of the dispatch packet the launch decides (HSA Runtime,
#: ``hsa_kernel_dispatch_packet_t``): header (u16 at 0) and setup (u16 at 2, the
#: dimensions: 3), workgroup_size_{x,y,z} (u16 at 4, 6, 8), reserved (u16 at 10: 0),
#: grid_size_{x,y,z} (u32 at 12, 16, 20: work-items, every workgroup whole). The rest
#: (segment sizes, the kernel object, kernarg address, completion signal) is not
#: modelled: a read of it decides nothing, as past the implicit arguments.
DISPATCH_PACKET_BYTES = 24
#: The packet's header as a runtime writes it for a kernel dispatch: packet type 2
#: (HSA_PACKET_TYPE_KERNEL_DISPATCH), barrier bit 0, acquire and release fence scopes 2
#: (system). What a kernel reads there is the runtime's; no optimizer assumes a value.
DISPATCH_HEADER = 2 | (2 << 9) | (2 << 11)


def dispatch_packet(launch: Launch) -> bytes:
    """The modelled dispatch packet of ``launch``, little-endian."""
    sizes = b"".join(n.to_bytes(2, "little") for n in launch.group_size)
    grid = b"".join((n * size).to_bytes(4, "little")
                    for n, size in zip(launch.groups, launch.group_size, strict=True))
    return DISPATCH_HEADER.to_bytes(2, "little") + (3).to_bytes(2, "little") + sizes + bytes(2) + grid


@dataclass(frozen=True)
class LaunchObject:
    """A read-only object of each thread that a target intrinsic points to and the
    launch fills (SEMANTICS.md, "Threads, inputs, outputs"): every thread's has the
    same bytes, ``contents(launch)``, and a read past them decides nothing."""

    what: str
    size: int
    contents: Callable[[Launch], bytes]
    #: The AMDGPU attributor's mark for a function that does not use the pointer.
    unused_mark: str


LAUNCH_OBJECTS: dict[str, LaunchObject] = {
    IMPLICITARG_PTR: LaunchObject("the implicit kernel arguments", IMPLICIT_ARG_BYTES,
                                  implicit_args, "amdgpu-no-implicitarg-ptr"),
    DISPATCH_PTR: LaunchObject("the kernel dispatch packet", DISPATCH_PACKET_BYTES,
                               dispatch_packet, "amdgpu-no-dispatch-ptr"),
}


def launch_object_unsupported(kernel: Function, inst: Instruction) -> str | None:
    """Why the object ``inst`` (a call of a ``LAUNCH_OBJECTS`` intrinsic) points to cannot
    be read, or None: a bound on the workgroup, as for the ids, or the attributor's
    unused mark on a function that can reach the call."""
    return conventions.workgroup_bound(kernel, inst) or conventions.marked_unused(
        kernel, inst, LAUNCH_OBJECTS[inst.callee or ""].unused_mark, axis=False)


def work_item_value(callee: str, dim: int, lane: int, launch: Launch, subgroup_size: int) -> int:
    """What the OpenCL work-item function or sub-group query ``callee``
    (:mod:`fuzzfarm.ir.opencl`) returns for dimension ``dim`` (a query has none: 0) in
    lane ``lane`` of the first subgroup, ``subgroup_size`` lanes wide, of the launch's
    workgroup."""
    query = opencl.SUB_GROUP_QUERIES.get(callee)
    if query is not None:
        return sub_group_query(query, launch, subgroup_size)
    name = opencl.WORK_ITEM_FUNCTIONS[callee]
    if not 0 <= dim < opencl.WORK_DIM:
        return opencl.OUT_OF_RANGE[name]
    local = lane if dim == 0 else 0
    if name == "get_local_id":
        return local
    if name == "get_global_id":
        return launch.group_id[dim] * launch.group_size[dim] + local
    if name == "get_group_id":
        return launch.group_id[dim]
    if name == "get_local_size":
        return launch.group_size[dim]
    if name == "get_num_groups":
        return launch.groups[dim]
    return launch.groups[dim] * launch.group_size[dim]  # get_global_size


def sub_group_size(kernel: Function, subgroup_size: int) -> int:
    """How many work-items the case's sub-group has: the wave or warp the kernel's target
    fixes (``conventions.target_wave``: an AMDGPU wave of 32 or 64, an NVPTX warp; the
    schedule's lanes are then part of it, as everywhere in the model), else the
    schedule's ``subgroup_size`` (portable code: the model is the implementation). A
    target's own value keeps an *after* that wrote it in (64 on gfx90a) from being a
    false bug."""
    return conventions.target_wave(kernel) or subgroup_size


def sub_group_query(name: str, launch: Launch, subgroup_size: int) -> int:
    """A ``cl_khr_subgroups`` query (OpenCL 2.0 extensions, 9.17.2) of the case's
    sub-group: the first of its work-group (id 0), ``subgroup_size`` work-items wide
    (:func:`sub_group_size`; all present: the work-group is at least ``MIN_GROUP_X``
    wide along x), the largest the launch has; the work-group's work-items split into
    ``ceil(items / subgroup_size)`` of them, and every work-group being whole, the
    enqueued count is that too."""
    if name == "get_sub_group_id":
        return 0
    if name in ("get_sub_group_size", "get_max_sub_group_size"):
        return subgroup_size
    items = launch.group_size[0] * launch.group_size[1] * launch.group_size[2]
    return -(-items // subgroup_size)  # get_num_sub_groups, get_enqueued_num_sub_groups


def work_item_unsupported(kernel: Function, inst: Instruction, launch: Launch, lo: int, hi: int) -> str | None:
    """Why the work-item call ``inst`` cannot return its values ``lo..hi`` under
    ``launch``, or None: the bounds that refuse the target's work-item ids and launch
    values (:func:`unsupported`), a ``range`` on the call and a value wider than the
    call's ``size_t`` (32 bits on a 32-bit SPIR target: OpenCL C 2.0, 6.1.1, where a
    launch's sizes fit ``size_t``; such a launch cannot exist there)."""
    wide = (f"the launch's value {hi} does not fit the kernel's {inst.type} size_t"
            if isinstance(inst.type, IntType) and hi > inst.type.mask else None)
    return (conventions.workgroup_bound(kernel, inst) or launch_bound(kernel, launch)
            or conventions.range_bound(kernel, inst, lo, hi) or wide)
