"""``benchmarks.simt_replay`` times compiling the captured programs on its own (two per case,
about LLVM's whole time on simplifycfg,jump-threading): each distinct function once a pass."""

from __future__ import annotations

from benchmarks.simt_replay import compile_seconds
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule

KERNEL = parse_module("""
define i32 @k(i32 %x) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = add i32 %lane, %x
  %c = icmp ult i32 %v, 3
  br i1 %c, label %small, label %done
small:
  %w = mul i32 %v, 2
  br label %done
done:
  %r = phi i32 [ %v, %entry ], [ %w, %small ]
  ret i32 %r
}
declare i32 @getSubgroupLocalInvocationId()
""").kernel()


def test_each_function_is_compiled_once_a_pass() -> None:
    batches = [(KERNEL, [Schedule.full(4)], "maximal"), (KERNEL, [Schedule(4, (0, 1))], "maximal")]
    seconds, functions, instructions = compile_seconds(batches, 2)
    assert functions == 1  # one function, asked twice
    assert instructions == 8
    assert 0 <= seconds < 5
