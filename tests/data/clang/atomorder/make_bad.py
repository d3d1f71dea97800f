"""Make the hand-written AFTER of tests/test_clang_atomorder.py from opt-19 -O2's output:
bad_h_list_lds_ticket0.ll stores in[t] + 1 where lane 3 draws ticket 0 and in[t] elsewhere
(oracles/SEMANTICS.md's example of an AFTER that one order of the atomics cannot show
wrong: in lane order lane 0 draws ticket 0, and it matches BEFORE)."""

from pathlib import Path

HERE = Path(__file__).resolve().parent
text = (HERE / "h_list_lds_O2.ll").read_text()
old = "  store i32 %9, ptr addrspace(1) %15, align 4, !tbaa !5\n"
new = ("  %first = icmp eq i32 %12, 0\n"
       "  %lane3 = icmp eq i32 %3, 3\n"
       "  %both = and i1 %first, %lane3\n"
       "  %plus = zext i1 %both to i32\n"
       "  %bumped = add i32 %9, %plus\n"
       "  store i32 %bumped, ptr addrspace(1) %15, align 4, !tbaa !5\n")
assert text.count(old) == 1
(HERE / "bad_h_list_lds_ticket0.ll").write_text(text.replace(old, new))
