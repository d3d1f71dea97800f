"""The LLVM 19 GVNSink bugs of ``examples/gvn-sink/`` still show with Debian's opt-19.

The expectations are the files' headers, derived by hand from seed 000: the merged
reduction is a refinement violation whose counterexample gives each side of the branch
its own sum, and the token phi is output LLVM's own verifier rejects.
"""

from __future__ import annotations

from pathlib import Path

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir import parse_module
from fuzzfarm.wellformed import check_well_formed

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "gvn-sink"
GVN_SINK = Candidate("opt", "gvn-sink", opt_path="opt-19")


def test_gvn_sink_merges_the_reductions_of_both_sides(tmp_path: Path) -> None:
    from fuzzfarm.refinement.check import check_refinement

    text = (EXAMPLES / "sum-merged-across-branch.ll").read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    result = apply(GVN_SINK, module, "k")
    assert result.status == "ok" and result.module is not None
    # lanes 0, 1 take x > 0 and add x (7 + 63); lane 2 alone adds y (-5): before gives 70, 70, -5
    from dataclasses import replace

    from fuzzfarm.schedule import Schedule

    sched = replace(Schedule.full(4, {"x": [7, 63, 0, 64], "y": [1, -6, -5, 255]}),
                    active_lanes=(0, 1, 2))
    verdict = check_refinement(module.kernel(), result.module.kernel("k"), [sched])
    assert verdict.kind == "violation" and verdict.counterexample is not None, verdict.message
    diff = verdict.counterexample.describe()
    assert "lane 0 return: before 70, after 65" in diff
    assert "lane 2 return: before 4294967291, after 65" in diff  # -5 as an unsigned i32


def test_gvn_sink_makes_a_token_phi() -> None:
    text = (EXAMPLES / "token-phi.ll").read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    result = apply(GVN_SINK, module, "k")
    assert result.status == "ill-formed-after" and "PHI nodes cannot have token type" in result.message


def test_gvn_sink_merges_cuda_redux_of_each_arms_activemask() -> None:
    """The NVPTX form clang-19 gives ``__reduce_add_sync(__activemask(), ..)`` in each arm
    (audit cuda26): the arms' masks and reductions become one over the whole warp."""
    from fuzzfarm.refinement.check import check_refinement
    from fuzzfarm.schedule import Schedule

    text = (EXAMPLES / "cuda-redux-activemask.ll").read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    result = apply(Candidate("opt", "function(gvn-sink)", opt_path="opt-19"), module, "k")
    assert result.status == "ok" and result.module is not None
    words = [(3, 5, -1, -4)[lane % 4] % 2**32 for lane in range(32)]
    sched = Schedule.full(32, buffer_bytes=128, buffers={"in": tuple(words)})
    verdict = check_refinement(module.kernel(), result.module.kernel("k"), [sched])
    assert verdict.kind == "violation" and verdict.counterexample is not None, verdict.message
    diff = verdict.counterexample.describe()
    # each arm's own sum before: 2 * 8 * (3 + 5) = 128 and 8 * (1 + 4) = 40; the warp's 168 after
    assert "lane 0 buffer 1 byte 0: before 128, after 168" in diff
    assert "lane 2 buffer 1 byte 8: before 40, after 168" in diff
