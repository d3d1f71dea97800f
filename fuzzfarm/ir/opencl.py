"""OpenCL C's work-item functions, as clang declares them for a kernel it compiles
without the device library (``clang -x cl --target=amdgcn-amd-amdhsa -nogpulib``).

Such a module calls ``get_local_id(0)`` as ``call i64 @_Z12get_local_idj(i32 0)`` of a
declaration clang marks ``convergent`` (OpenCL marks every function so) and gives no
memory effects: LLVM treats it as an unknown call, and what it returns is fixed by the
OpenCL C specification (2.0, 6.13.1 "Work-Item Functions"), not by the module. The
oracles return the values of the case's launch (``fuzzfarm.launch.work_item_value``): the
subgroup is the first of its workgroup, laid out along x, so the local id is the lane
along dimension 0 and 0 along 1 and 2; the global offset is 0 (a launch a host may make
with a null ``global_work_offset``) and the launch has three dimensions, so every
dimension below 3 is in range. A dimension of 3 or more gives 0 for the ids and 1 for
the sizes and counts, as the specification says.

A value the launch decides is as unsupported as the target's own launch intrinsics
where a bound of the kernel may exclude the launch (``fuzzfarm.launch.work_item_unsupported``).
"""

from __future__ import annotations

from fuzzfarm.ir.types import I32, I64, Type

#: Mangled name (one ``uint`` dimension, ``size_t`` result on a 64-bit target) -> the
#: work-item function it is.
WORK_ITEM_FUNCTIONS: dict[str, str] = {
    "_Z12get_local_idj": "get_local_id",
    "_Z13get_global_idj": "get_global_id",
    "_Z12get_group_idj": "get_group_id",
    "_Z14get_local_sizej": "get_local_size",
    "_Z15get_global_sizej": "get_global_size",
    "_Z14get_num_groupsj": "get_num_groups",
}
#: Their one signature: ``size_t f(uint dimindx)``.
SIGNATURE: tuple[Type, tuple[Type, ...]] = (I64, (I32,))
#: Dimensions a launch has (``get_work_dim``): an index at or past it is out of range.
WORK_DIM = 3
#: What an out-of-range dimension gives: 0 for the ids, 1 for sizes and counts.
OUT_OF_RANGE = {"get_local_id": 0, "get_global_id": 0, "get_group_id": 0,
                 "get_local_size": 1, "get_global_size": 1, "get_num_groups": 1}


def is_work_item_function(callee: str | None) -> bool:
    return callee in WORK_ITEM_FUNCTIONS
