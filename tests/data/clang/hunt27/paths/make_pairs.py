"""Write hunt27's generic per-path pairs into the current directory: a loop reached
from two paths (``before``) and the loop copied once per path (``after``).

Names: ``{none,anchor,heart}_{div,uni}[_nc]``: the ballot uncontrolled, on an anchor
in the loop, or on a loop heart of the entry token; the paths split by ``lane < 2``
or by a buffer word (one value in every thread); ``_nc`` for a kernel that is not
``convergent`` (its implicit anchor)."""

from pathlib import Path

HEAD = """declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
"""


def loop(s: str, ctl: str, phi_in: str) -> str:
    """One copy of the loop, suffix ``s``, entered from ``phi_in``."""
    pre = bundle = ""
    if ctl == "anchor":
        pre = f"  %t{s} = call token @llvm.experimental.convergence.anchor()\n"
    elif ctl == "heart":
        pre = f'  %t{s} = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %et) ]\n'
    if pre:
        bundle = f' [ "convergencectrl"(token %t{s}) ]'
    return f"""
h{s}:
  %i{s} = phi i32 [ 0, {phi_in} ], [ %i1{s}, %h{s} ]
  %acc{s} = phi i64 [ 0, {phi_in} ], [ %acc1{s}, %h{s} ]
{pre}  %c{s} = icmp ult i32 %i{s}, %x
  %b{s} = call i64 @subgroupBallot(i1 %c{s}){bundle}
  %sh{s} = shl i64 %acc{s}, 8
  %acc1{s} = or i64 %sh{s}, %b{s}
  %i1{s} = add i32 %i{s}, 1
  %more{s} = icmp ult i32 %i1{s}, 3
  br i1 %more{s}, label %h{s}, label %exit
"""


def program(ctl: str, copies: bool, cond: str, convergent: bool) -> str:
    entry = "  %et = call token @llvm.experimental.convergence.entry()\n" if ctl == "heart" else ""
    text = HEAD + f"\ndefine i64 @k(i32 %x, ptr %p) {'convergent' if convergent else ''} {{\nentry:\n"
    text += f"{entry}  %lane = call i32 @getSubgroupLocalInvocationId()\n  %u = load i32, ptr %p\n"
    text += f"  %sel = {cond}\n  br i1 %sel, label %p1, label %p2\n"
    if copies:
        text += "\np1:\n  br label %h1\n\np2:\n  br label %h2\n"
        text += loop("1", ctl, "%p1") + loop("2", ctl, "%p2")
        return text + "\nexit:\n  %r = phi i64 [ %acc11, %h1 ], [ %acc12, %h2 ]\n  ret i64 %r\n}\n"
    text += "\np1:\n  br label %j\n\np2:\n  br label %j\n\nj:\n  br label %h0\n" + loop("0", ctl, "%j")
    return text + "\nexit:\n  ret i64 %acc10\n}\n"


for ctl in ("none", "anchor", "heart"):
    for split, cond in (("div", "icmp ult i32 %lane, 2"), ("uni", "icmp ult i32 %u, 7")):
        for convergent in (True, False):
            if ctl == "heart" and not convergent:
                continue
            name = f"{ctl}_{split}" + ("" if convergent else "_nc")
            Path(f"{name}.before.ll").write_text(program(ctl, False, cond, convergent))
            Path(f"{name}.after.ll").write_text(program(ctl, True, cond, convergent))
