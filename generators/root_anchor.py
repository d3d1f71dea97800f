"""Hand-written root-anchor kernels (SEMANTICS.md, "Group by group"), with an explicit
anchor or as a non-convergent kernel's implicit one.

A template marks where the anchor goes (``ANCHOR``), the token bundle of each
convergent call (`` CTRL``) and the kernel's attributes (``ATTRS``):
:func:`instantiate` fills them either way, so a test or a benchmark states one kernel
and checks both readings of seed 000 ("llvm.experimental.convergence.anchor" and the
informational note of "Convergent Operations").
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module

#: A root-anchor kernel that reads no lane identity (only sums over its group): lanes
#: with x > 3 return 100 * M + C, M from the group's size %n (SIZE), C from the odd x
#: in it (COUNT); the others return x.
SUM_ONLY = """
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define i32 @k(i32 %x) ATTRS {
entry:
  %big = icmp ugt i32 %x, 3
  br i1 %big, label %work, label %done
work:
  ANCHOR
  %odd = and i32 %x, 1
  %n = call i32 @subgroupAdd(i32 1) CTRL
COUNT
SIZE
  %r = mul i32 %m, 100
  %s = add i32 %r, %c
  br label %done
done:
  %v = phi i32 [ %s, %work ], [ %x, %entry ]
  ret i32 %v
}
"""
#: :data:`SUM_ONLY`'s plain parts: the odd lanes counted by a sum, the size as it is.
COUNT = "  %c = call i32 @subgroupAdd(i32 %odd) CTRL"
SIZE = "  %m = add i32 %n, 0"


def instantiate(template: str, implicit: bool) -> Function:
    """The kernel with an explicit anchor ``%a`` (a convergent kernel), or with none in a
    non-convergent kernel (its uncontrolled operations hang from the implicit anchor)."""
    if implicit:
        text = template.replace("ANCHOR", "").replace(" CTRL", "").replace("ATTRS", "")
    else:
        text = (template.replace("ANCHOR", "%a = call token @llvm.experimental.convergence.anchor()")
                .replace("CTRL", '[ "convergencectrl"(token %a) ]').replace("ATTRS", "convergent"))
    return parse_module(text).kernel()


def sum_only(count: str = COUNT, size: str = SIZE, implicit: bool = False) -> Function:
    """:data:`SUM_ONLY` with its COUNT and SIZE lines."""
    return instantiate(SUM_ONLY.replace("COUNT", count).replace("SIZE", size), implicit)
