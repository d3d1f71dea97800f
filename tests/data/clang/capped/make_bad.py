"""Make the hand-written wrong AFTERs of tests/test_capped_tickets.py from opt-19 -O2's
output: each breaks the bound check or the slot of bounded stream compaction, so it is
wrong exactly in the orders (and only on the schedules) where some lane's ticket reaches
the bound."""

from pathlib import Path

HERE = Path(__file__).resolve().parent

BAD = {
    # the bound check `idx < cap` made `idx <= cap`: the lane drawing ticket cap writes out[cap]
    "bad_h_capped_lds_le": ("h_capped_lds_O2.ll", "  %15 = icmp slt i32 %14, %3\n",
                            "  %15 = icmp sle i32 %14, %3\n"),
    # the slot off by one: out[idx + 1] (the lane drawing cap - 1 writes out[cap])
    "bad_h_capped_lds_next": ("h_capped_lds_O2.ll", "  %17 = sext i32 %14 to i64\n",
                              "  %next = add nsw i32 %14, 1\n  %17 = sext i32 %next to i64\n"),
    # the early return of a ticket past cap dropped: every lane appends
    "bad_h_capped_append_nocheck": ("h_capped_append_O2.ll", "  br i1 %.not, label %5, label %16\n",
                                    "  br label %5\n"),
    # CAP 8 checked as 9: wrong only where 9 lanes or more take a ticket
    "bad_cl_capped_nine": ("cl_capped_O2.ll", "  %13 = icmp slt i32 %12, 8\n",
                           "  %13 = icmp slt i32 %12, 9\n"),
    # a lane past cap no longer counts itself as dropped
    "bad_h_capped_drop_lost": ("h_capped_drop_O2.ll",
                               "  %20 = load i32, ptr addrspace(1) %2, align 4\n"
                               "  %21 = add nsw i32 %20, 1\n"
                               "  store i32 %21, ptr addrspace(1) %2, align 4\n", ""),
}

for name, (source, old, new) in BAD.items():
    text = (HERE / source).read_text()
    assert text.count(old) == 1, (name, old)
    (HERE / f"{name}.ll").write_text(text.replace(old, new))
