"""Our reading of seed 003 where LLVM 19 after ``default<O3>`` was bolder ("worth a look").

Each kernel is worked by hand: which dynamic instances are converged, what each thread
computes, and so which values are uniform. Our analysis must say so (it called them
divergent), LLVM 19 says so too, and the checker, running them, finds every such claim
held. The one value LLVM is wrong about (a ballot on a loop's token after a divergent
exit: temporal divergence) stays divergent for us and is refuted.
"""

from __future__ import annotations

import shutil

import pytest

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.ir.model import Function, Instruction
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.check import check_claims, our_answers
from fuzzfarm.uniformity.report import llvm_claims
from oracles import reference

OPT = shutil.which("opt-19")
needs_opt = pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")

HEAD = """target triple = "amdgcn-amd-amdhsa"

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
"""

# Lanes 0-2 take %a, where an anchor groups them: the threads converged at %bal are those
# that reached it converged at the anchor (seed 000, "Controlled Maximal Convergence"), so
# each of them gets the mask of them all, and the first lane's %lane.
ANCHOR = HEAD + """
define void @k(ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %d = icmp ult i32 %lane, 3
  br i1 %d, label %a, label %b
a:
  %anc = call token @llvm.experimental.convergence.anchor()
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %anc) ]
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane) [ "convergencectrl"(token %anc) ]
  store i64 %bal, ptr addrspace(1) %out
  br label %b
b:
  ret void
}
"""

# Seed 003's irreducible cycle {A, B}, entered at A by lanes 0-1 and at B by the others: no
# block of it is m-converged. %go is computed before it (as O3's LICM leaves such a test)
# from the dispatch's %u: every thread branches alike at A in every cycle hierarchy. The
# uncontrolled readfirstlane gives the threads converged at its instance, whichever they
# are in a hierarchy, the first one's %lane. %ia counts iterations, which differ.
IRREDUCIBLE = HEAD + """
define void @k(ptr addrspace(1) %out, i32 inreg %u) convergent {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %d = icmp ult i32 %lane, 2
  %go = icmp sgt i32 %u, 1
  br i1 %d, label %A, label %B
A:
  %i = phi i32 [ 0, %entry ], [ %j, %B ]
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  %ia = add i32 %i, 1
  store i32 %first, ptr addrspace(1) %out
  br i1 %go, label %B, label %exit
B:
  %j = phi i32 [ 0, %entry ], [ %ia, %A ]
  %more = icmp ult i32 %j, 3
  br i1 %more, label %A, label %exit
exit:
  ret void
}
"""

# Lane L leaves %H after L + 1 iterations: at %X, converged threads hold tokens of
# different iterations (temporal divergence), so the ballot's mask is each iteration's
# leavers, which differ; the first lane's %u is %u whoever is first.
TEMPORAL = HEAD + """
define void @k(ptr addrspace(1) %out, i32 inreg %u) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %i.next = add i32 %i, 1
  %stay = icmp ult i32 %i, %lane
  br i1 %stay, label %H, label %X
X:
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %h) ]
  store i64 %bal, ptr addrspace(1) %out
  store i32 %first, ptr addrspace(1) %out
  ret void
}
"""

#: Lanes of even and odd ids part and meet again at %J.
SPLIT = """  br i1 %odd, label %L, label %R
L:
  br label %J
R:
  br label %J
J:
"""

# Lanes split at %H and meet again at %J in the same iteration (no header between, seed
# 003's maximal convergence), whose test of the dispatch's %u sends them all back or all
# out: the cycle has no divergent exit, and %after is one value.

REJOIN = HEAD + """
define void @k(ptr addrspace(1) %out, i32 inreg %u) {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %odd = trunc i32 %lane to i1
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %J ]
SPLIT
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %u
  br i1 %more, label %H, label %X
X:
  %after = add i32 %i.next, 5
  store i32 %after, ptr addrspace(1) %out
  ret void
}
""".replace("SPLIT\n", SPLIT)

# The cycle {P, Q, B, L, R, J} is entered at P or at Q, all lanes alike (%u). The natural
# DFS makes P its header, which does not dominate the join J of the divergent branch in B:
# no block of it is m-converged in that hierarchy. LLVM's DFS (successors in reverse)
# makes Q the header, which strictly dominates J: seed 003's diverged entry criterion
# holds, and a fact found in one hierarchy holds in all. So the counter is uniform.
TWO_HEADERS = HEAD + """
define void @k(ptr addrspace(1) %out, i32 inreg %u) {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %odd = trunc i32 %lane to i1
  %uc = icmp sgt i32 %u, 1
  br i1 %uc, label %P, label %Q
P:
  %cp = phi i32 [ 0, %entry ], [ %cn, %J ]
  br label %Q
Q:
  %c = phi i32 [ 0, %entry ], [ %cp, %P ]
  %cn = add i32 %c, 1
  %short = icmp eq i32 %cn, 2
  br i1 %short, label %J, label %B
B:
SPLIT
  %more = icmp ult i32 %cn, 3
  br i1 %more, label %P, label %exit
exit:
  store i32 %cn, ptr addrspace(1) %out
  ret void
}
""".replace("SPLIT\n", SPLIT)

# TWO_HEADERS with a use of the counter after the exit: in LLVM's hierarchy (header Q, which
# strictly dominates J) the lanes split at B meet at J in the same iteration and J's test
# of the uniform counter sends them all back or all out: the irreducible cycle has no
# divergent exit (seed 003: "the diverged path may re-enter and eventually reach a join
# within the cycle. Such a join should be examined for the diverged entry criterion"), and
# %after is one value (every lane leaves when %cn is 3, or 2 when it comes from Q).
IRREDUCIBLE_REJOIN = TWO_HEADERS.replace("  store i32 %cn, ptr addrspace(1) %out",
                                         "  %after = add i32 %cn, 5\n  store i32 %after, ptr addrspace(1) %out")

# Lanes split at %H by parity and meet at %J, but the odd ones (%L) go round once more
# first: in iteration 0 %again sends them back to %H, so at %J the even lanes of iteration
# 0 meet nobody, and %J's uniform test sends them out then, the odd ones an iteration
# later. At %X (outside the cycle: one instance for all, seed 003) even lanes store
# 1 + 5, odd ones 2 + 5: %after is divergent, though a join of %H's branch (%J) lies
# before the exit. Our reading called it uniform (a join any path bypasses stopped the
# search for a divergent exit); LLVM 19 calls it divergent.
BYPASSED_JOIN = HEAD + """
define void @k(ptr addrspace(1) %out, i32 inreg %u) {
entry:
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %odd = trunc i32 %lane to i1
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L ], [ %i.next, %J ]
  %i.next = add i32 %i, 1
  br i1 %odd, label %L, label %R
L:
  %again = icmp eq i32 %i, 0
  br i1 %again, label %H, label %J
R:
  br label %J
J:
  %stay = icmp ugt i32 %u, 5
  br i1 %stay, label %H, label %X
X:
  %after = add i32 %i.next, 5
  store i32 %after, ptr addrspace(1) %out
  ret void
}
"""

SCHEDULES = [Schedule.full(n, {"u": [u] * n}) for n, u in ((4, 3), (8, 3), (6, 0), (5, 2))]


def _kernel(text: str) -> Function:
    return parse_module(text).kernel()


def _inst(fn: Function, name: str) -> Instruction:
    return next(i for i in fn.instructions() if i.name == name)


def test_a_ballot_on_an_anchor_is_uniform() -> None:
    fn = _kernel(ANCHOR)
    info = analyze(fn)
    assert info.is_uniform(_inst(fn, "bal")) and info.is_uniform(_inst(fn, "first"))
    assert not info.is_uniform(_inst(fn, "lane"))


def test_in_a_cycle_that_is_not_m_converged_what_every_thread_shares_stays_uniform() -> None:
    fn = _kernel(IRREDUCIBLE)
    info = analyze(fn)
    assert {b.name for b in info.not_m_converged} == {"A", "B"}
    assert info.is_uniform(_inst(fn, "first"))
    assert fn.block("A") not in info.divergent_branches
    # what depends on the path still diverges (seed 003: not m-converged, divergent)
    assert {"i", "ia", "j", "more"} <= {v.name for v in info.divergent if isinstance(v, Instruction)}
    assert fn.block("B") in info.divergent_branches


def test_after_a_divergent_exit_only_the_token_s_set_makes_a_result_divergent() -> None:
    fn = _kernel(TEMPORAL)
    info = analyze(fn)
    assert not info.is_uniform(_inst(fn, "bal"))
    assert info.is_uniform(_inst(fn, "first"))


def test_threads_that_meet_again_before_a_uniform_exit_leave_together() -> None:
    fn = _kernel(REJOIN)
    info = analyze(fn)
    assert fn.block("H") in info.divergent_branches
    assert not info.divergent_exit_cycles
    assert info.is_uniform(_inst(fn, "after"))


def test_m_convergence_shown_in_llvm_s_hierarchy_counts() -> None:
    fn = _kernel(TWO_HEADERS)
    info = analyze(fn)
    assert not info.not_m_converged
    assert all(info.is_uniform(_inst(fn, n)) for n in ("cp", "c", "cn", "short", "more"))
    assert fn.block("B") in info.divergent_branches
    assert not {fn.block("Q"), fn.block("J")} & info.divergent_branches


def test_an_irreducible_cycle_whose_split_lanes_meet_before_its_exit_has_no_divergent_exit() -> None:
    fn = _kernel(IRREDUCIBLE_REJOIN)
    info = analyze(fn)
    assert fn.block("B") in info.divergent_branches
    assert not info.divergent_exit_cycles
    assert info.is_uniform(_inst(fn, "after")) and info.is_uniform(_inst(fn, "cn"))


def test_a_join_some_lanes_bypass_keeps_the_exit_divergent() -> None:
    fn = _kernel(BYPASSED_JOIN)
    info = analyze(fn)
    assert [sorted(b.name for b in c.blocks) for c in info.divergent_exit_cycles] == [["H", "J", "L", "R"]]
    assert not info.is_uniform(_inst(fn, "after"))
    got = reference.run(fn, Schedule.full(4, {"u": [1] * 4}, buffer_bytes=16)).behaviour
    assert [t.buffers[0][0] for t in got.threads] == [6, 7, 6, 7]


@needs_opt
@pytest.mark.parametrize("text, bolder, refuted", [
    (ANCHOR, {"%bal in %a", "%first in %a"}, set()),
    (IRREDUCIBLE, {"%first in %A", "terminator of %A"}, set()),
    (TEMPORAL, {"%first in %X", "%bal in %X"}, {"%bal in %X"}),
    (REJOIN, {"%after in %X", "exit of the cycle %H (%H %L %R %J)"}, set()),
    (TWO_HEADERS, {"%cp in %P", "%c in %Q", "%more in %J", "terminator of %J"}, set()),
    (IRREDUCIBLE_REJOIN, {"%after in %exit"}, set()),
])
def test_llvm_19_agrees_and_the_checker_refutes_only_the_temporal_ballot(
        text: str, bolder: set[str], refuted: set[str]) -> None:
    """LLVM calls these uniform; we now agree on all but the refuted one."""
    fn = _kernel(text)
    _, claims = llvm_claims(fn, text, opt=str(OPT), triple="amdgcn-amd-amdhsa")
    assert bolder <= {c.name for c in claims if c.uniform}
    ours = our_answers(fn)
    assert {c.name for c in claims if c.name in bolder and not ours(c)} == refuted
    result = check_claims(fn, claims, SCHEDULES)
    assert {r.claim.name for r in result.refutations} == refuted, result.summary()
