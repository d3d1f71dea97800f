"""Copy the irreducible cycle of hunt27's cleaned ``h_irr_ballot`` or ``h_irr_uniform``
(build.sh's ``<kernel>_c.ll``) once per path into it: copy 1 entered at the ballot's
block only, copy 2 at the other block only (each copy then a natural loop), as tail
duplication of the cycle into the entry's two arms would.

Usage: hip_paths.py KERNEL_c.ll OUT.ll"""

import re
import sys
from pathlib import Path


def copy(s: str, entered_at_a: bool) -> str:
    """The cycle {a, b, l} with suffix ``s``; only the entered block takes ``%e``'s values."""
    from_entry_a = ", [ 0, %e ]" if entered_at_a else ""
    from_entry_b = "" if entered_at_a else ", [ 0, %e ]"
    return f"""
a{s}:
  %i.a{s} = phi i32 [ %i.n{s}, %l{s} ]{from_entry_a}
  %acc.a{s} = phi i32 [ %acc.n{s}, %l{s} ]{from_entry_a}
  %c{s} = icmp sgt i32 %9, %i.a{s}
  %bal{s} = call i64 @llvm.amdgcn.ballot.i64(i1 %c{s})
  %pc{s} = call i64 @llvm.ctpop.i64(i64 %bal{s})
  %t{s} = trunc i64 %pc{s} to i32
  %acc.x{s} = add nsw i32 %acc.a{s}, %t{s}
  br label %b{s}

b{s}:
  %i.b{s} = phi i32 [ %i.a{s}, %a{s} ]{from_entry_b}
  %acc.b{s} = phi i32 [ %acc.x{s}, %a{s} ]{from_entry_b}
  %acc.n{s} = add nsw i32 %acc.b{s}, %9
  %d{s} = icmp slt i32 %i.b{s}, 2
  br i1 %d{s}, label %l{s}, label %exit

l{s}:
  %i.n{s} = add nsw i32 %i.b{s}, 1
  br label %a{s}
"""


def main(src: str, out: str) -> None:
    text = Path(src).read_text()
    kernel = re.search(r"define protected amdgpu_kernel void @\S+\((.*?)\) #\d+ \{\n.*?\n\}\n", text, re.S)
    assert kernel is not None
    signature = kernel.group(0).split("{")[0]
    # h_irr_uniform tests its parameter n (%2), h_irr_ballot the lane id (%6)
    tested = "%2" if "i32 noundef %2" in kernel.group(1) else "%6"
    body = f"""{signature}{{
e:
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = call noundef i32 @_ZL7lane_idv()
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %5, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = and i32 {tested}, 1
  %.not = icmp eq i32 %10, 0
  br i1 %.not, label %a1, label %b2
{copy("1", True)}{copy("2", False)}
exit:
  %r = phi i32 [ %acc.n1, %b1 ], [ %acc.n2, %b2 ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %r, ptr addrspace(1) %p1, align 4
  ret void
}}
"""
    Path(out).write_text(text.replace(kernel.group(0), body))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
