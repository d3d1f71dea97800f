"""Any pipeline, any opt: textual pipelines, the preflight, optimizer identity, LLVM's messages.

External optimizers are the real Debian ``opt-19`` (LLVM 19.1.x); the embedded
one is llvmlite's LLVM 22.1. The only fakes are optimizers that misbehave on
purpose (no real binary prints nothing or is not executable).
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path

import pytest

from fuzzfarm import cli
from fuzzfarm.candidates import Candidate
from fuzzfarm.llvm.diagnostics import diagnose
from fuzzfarm.llvm.optimizer import Optimizer, embedded_identity
from fuzzfarm.llvm.pipeline import PipelineError, parse_pipeline, split_pipeline
from fuzzfarm.llvm.preflight import TRIVIAL_KERNEL, PreflightError, preflight

EXAMPLE = str(Path(__file__).parents[1] / "examples" / "reduction.ll")


def segments(text: str) -> list[tuple[int | None, tuple[str, ...]]]:
    return [(s.level, s.passes) for s in parse_pipeline(text)]


# -- the textual syntax, and what the embedded LLVM runs of it -------------------------


def test_opt_syntax_parses_into_a_tree() -> None:
    tree = split_pipeline("function<eager-inv>(loop-mssa(licm<allowspeculation>)),gvn")
    assert [str(e) for e in tree] == ["function<eager-inv>(loop-mssa(licm<allowspeculation>))", "gvn"]
    assert tree[0].children is not None and tree[0].children[0].name == "loop-mssa"
    nested = split_pipeline("simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond>")
    assert nested[0].params == "bonus-inst-threshold=1;no-forward-switch-cond"
    for bad in ("", "simplifycfg,", "function(sroa", "licm<x", "a b", "simplifycfg,("):
        with pytest.raises(PipelineError):
            split_pipeline(bad)


def test_embedded_runs_o_levels_and_named_passes() -> None:
    assert segments("default<O3>") == segments("O3") == [(3, ())]
    assert segments("function(simplifycfg,jump-threading),O1,loop(loop-rotate)") == [
        (None, ("simplify_cfg", "jump_threading")), (1, ()), (None, ("loop_rotate",))]
    assert segments("module(function(sroa)),verify") == [(None, ("sroa",))]


@pytest.mark.parametrize("pipeline", [
    "licm", "function(loop-mssa(licm))", "simple-loop-unswitch<nontrivial>", "gvn", "default<Os>",
    "simplifycfg<bonus-inst-threshold=1>", "loop(loop-rotate,loop-deletion)", "cgscc(inline)",
])
def test_embedded_refuses_what_it_cannot_run_and_names_opt(pipeline: str) -> None:
    with pytest.raises(PipelineError, match="--opt PATH") as info:
        parse_pipeline(pipeline)
    assert "\n" not in str(info.value)


# -- identity ---------------------------------------------------------------------------


def test_identities_name_the_llvm_versions() -> None:
    embedded = embedded_identity()
    assert embedded.embedded and embedded.version.startswith("22.1.")
    assert embedded.label.startswith(f"LLVM {embedded.version} (embedded, llvmlite ")
    opt19 = Optimizer.named("opt-19")
    assert opt19.path is not None and Path(opt19.path).is_absolute()
    ident = opt19.identity()
    assert ident.version.startswith("19.1.") and ident.label == f"LLVM {ident.version} ({opt19.path})"


# -- preflight ----------------------------------------------------------------------------


def test_preflight_accepts_what_runs_and_returns_the_identity() -> None:
    assert preflight(Candidate("pipeline", "default<O2>")) == embedded_identity()
    opt19 = Optimizer.named("opt-19").path
    ident = preflight(Candidate("opt", "function(loop-mssa(licm)),gvn", opt_path=opt19))
    assert ident is not None and ident.version.startswith("19.1.")
    assert preflight(Candidate("transform", "hoist")) is None


def test_preflight_reports_opts_own_message() -> None:
    opt19 = Optimizer.named("opt-19").path
    with pytest.raises(PreflightError) as info:
        preflight(Candidate("opt", "licm,simple-loop-unswitch<nontrivial>,gvn", opt_path=opt19))
    assert str(info.value).endswith("unknown loop pass 'gvn'")
    with pytest.raises(PreflightError, match="default<O2>"):
        preflight(Candidate("opt", "O2", opt_path=opt19))


def test_preflight_calls_a_pass_missing_what_it_requires_bad_usage() -> None:
    """opt-19 runs a bare ``licm`` inside ``loop-mssa`` only when it stands alone: in a
    sequence every loop ends in "LLVM ERROR: LICM requires MemorySSA (loop-mssa)", which
    is the pipeline text's fault, not a crash to record once per kernel (a campaign with
    ``simplifycfg,jump-threading,licm,gvn,instcombine`` stored 50 such "crashes")."""
    opt19 = Optimizer.named("opt-19").path
    with pytest.raises(PreflightError, match=r"LICM requires MemorySSA.*loop-mssa\(licm\)") as info:
        preflight(Candidate("opt", "simplifycfg,licm", opt_path=opt19))
    assert "\n" not in str(info.value)
    assert preflight(Candidate("opt", "licm", opt_path=opt19)) is not None  # alone it is wrapped


def script(tmp_path: Path, name: str, body: str, executable: bool = True) -> str:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body)
    if executable:
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_broken_optimizers_are_bad_usage(tmp_path: Path) -> None:
    silent = script(tmp_path, "silent-opt", 'case "$1" in --version) echo "LLVM version 99.0.0";; esac\nexit 0\n')
    with pytest.raises(PreflightError, match="printed no module"):
        preflight(Candidate("opt", "default<O3>", opt_path=silent))
    with pytest.raises(PreflightError, match="not an executable file"):
        preflight(Candidate("opt", "default<O3>", opt_path=script(tmp_path, "opt", "", executable=False)))
    with pytest.raises(PreflightError, match="no optimizer at"):
        preflight(Candidate("opt", "default<O3>", opt_path=str(tmp_path / "missing")))


@pytest.mark.parametrize("command", ["validate", "opt", "campaign", "gate"])
@pytest.mark.parametrize("options", [
    ["--pipeline", "licm,gvn"],                              # embedded: cannot run licm
    ["--pipeline", "simplifycfg,("],                         # malformed
    ["--opt", "opt-19", "--pipeline", "licm,gvn"],           # opt rejects it
    ["--opt", "opt-19", "--pipeline", "simplifycfg,licm"],   # licm without MemorySSA
    ["--opt", "/no/such/opt", "--pipeline", "default<O3>"],  # missing
    ["--opt", EXAMPLE, "--pipeline", "default<O3>"],         # not executable
])
def test_every_command_refuses_bad_optimizers_with_one_line(
        command: str, options: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = [command, *([EXAMPLE] if command in ("validate", "opt") else []), *options]
    if command == "campaign":
        args += ["--db", f"sqlite:///{tmp_path}/c.db", "--workers", "0", "--cases", "1"]
    if command == "gate":
        args += ["--baseline", str(tmp_path / "b.json"), "--workers", "0", "--cases", "1"]
    assert cli.main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1, captured.err
    assert "Traceback" not in captured.err


# -- what LLVM said -------------------------------------------------------------------------


OPT19_BROKEN = """\
Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
LLVM ERROR: Broken module found, compilation aborted!
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.\tProgram arguments: opt-19 -passes=default<O3> -S /tmp/x/in.ll -o -
1.\tRunning pass "verify" on module "/tmp/x/in.ll"
 #0 0x00007f61a66b73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/lib/libLLVM.so.19.1+0xeb73c6)
 #7 0x00007f61a660bc24 llvm::report_fatal_error(llvm::Twine const&, bool) (/usr/lib/llvm-19/lib/libLLVM.so.19.1+0xe0bc24)
"""


def test_a_broken_module_keeps_the_verifiers_lines() -> None:
    d = diagnose(OPT19_BROKEN, -6)
    assert d.status == "ill-formed-after"
    assert d.message.splitlines() == [
        "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.",
        '%heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]',
    ]


def test_opts_set_up_warnings_are_not_what_broke() -> None:
    """Debian's opt-19 has no SPIR-V backend: on a spirv kernel it warns twice before the
    verifier's lines (seen on c47's BEFORE). The verdict's message, and so the signature
    keyed on its first line, was those warnings, the same for every such finding."""
    warned = ("/usr/bin/opt-19: warning: failed to infer data layout: unable to get target for "
              "'spirv-unknown-vulkan1.3-compute', see --version and --triple.\n"
              "/usr/bin/opt-19: WARNING: failed to create target machine for "
              "'spirv-unknown-vulkan1.3-compute': unable to get target for "
              "'spirv-unknown-vulkan1.3-compute', see --version and --triple.\n")
    d = diagnose(warned + OPT19_BROKEN, -6)
    assert d.status == "ill-formed-after"
    assert d.message == diagnose(OPT19_BROKEN, -6).message
    assert diagnose(warned + "opt-19: unknown loop pass 'gvn'\n", 1).message == \
        "opt-19: unknown loop pass 'gvn'"


def test_an_assertion_keeps_its_line_the_pass_and_the_top_frames() -> None:
    stderr = """\
opt: /build/llvm-project/llvm/lib/Transforms/Utils/Local.cpp:812: void llvm::Foo(): Assertion `x && "y"' failed.
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.\tProgram arguments: opt -passes=simplifycfg in.ll
1.\tRunning pass "function(simplifycfg)" on module "in.ll"
2.\tRunning pass "simplifycfg" on function "kernel"
 #0 0x0000000001 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/bin/opt+0x1)
 #1 0x0000000002 abort (/lib/libc.so.6+0x2)
 #2 0x0000000003 (/opt/bin/opt+0x3)
 #3 0x0000000004 llvm::MergeBlockIntoPredecessor(llvm::BasicBlock*) (/opt/bin/opt+0x4)
 #4 0x0000000005 (anonymous namespace)::SimplifyCFGOpt::run(llvm::BasicBlock*) (/opt/bin/opt+0x5)
"""
    d = diagnose(stderr, -6)
    assert d.status == "crash"
    assert d.message.splitlines() == [
        "llvm/lib/Transforms/Utils/Local.cpp:812: void llvm::Foo(): Assertion `x && \"y\"' failed.",
        'in pass: simplifycfg on function "kernel"',
        "top frames:",
        "  #0 llvm::MergeBlockIntoPredecessor",
        "  #1 {anon}::SimplifyCFGOpt::run",
    ]


def test_opt_refusing_its_command_line_is_an_error() -> None:
    d = diagnose("opt-19: unknown loop pass 'gvn'\n", 1)
    assert (d.status, d.message) == ("error", "opt-19: unknown loop pass 'gvn'")


def test_opt_19_finding_is_ill_formed_with_the_verifiers_message() -> None:
    """The real opt-19 on the trivial kernel works; on the heart kernel its verifier complains."""
    opt19 = Optimizer.named("opt-19")
    assert opt19.run(TRIVIAL_KERNEL, "default<O3>").status == "ok"
    heart = (Path(__file__).parent / "data" / "opt19_simplifycfg_heart.ll").read_text()
    result = opt19.run(heart, "default<O3>")
    assert result.status == "ill-formed-after"
    assert result.message.startswith("Loop intrinsic cannot be preceded by a convergent operation")
    assert result.text is not None and "convergence.loop" in result.text  # fetched unverified


#: A loop that stores its counter: opt-19's ``instcombine`` (alone, so with its fixpoint check)
#: changes it again on a second iteration and stops with ``LLVM ERROR`` and exit status 1.
INSTCOMBINE_NO_FIXPOINT = """
define i32 @kernel(ptr %out) convergent {
entry:
  br label %header
header:
  %i = phi i32 [ %next, %body ], [ 0, %entry ]
  %cont = icmp ult i32 %i, 1
  br i1 %cont, label %body, label %exit
exit:
  ret i32 0
body:
  %addr = getelementptr inbounds i32, ptr %out, i32 5
  store i32 %i, ptr %addr, align 4
  %next = add nuw nsw i32 %i, 1
  br label %header
}
"""


def test_a_fatal_error_without_a_stack_dump_is_a_crash(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The real opt-19 stops on its own check of a well-formed kernel: a crash finding with
    LLVM's line (it did not refuse the input), in the farm's diagnosis and in ``validate``."""
    result = Optimizer.named("opt-19").run(INSTCOMBINE_NO_FIXPOINT, "instcombine")
    assert result.status == "crash"
    assert result.message == ("LLVM ERROR: Instruction Combining did not reach a fixpoint "
                              "after 1 iterations")
    kernel = tmp_path / "k.ll"
    kernel.write_text(INSTCOMBINE_NO_FIXPOINT)
    code = cli.main(["validate", str(kernel), "--opt", "opt-19", "--pipeline", "instcombine"])
    out = capsys.readouterr().out
    assert code == 1 and "crash" in out and "did not reach a fixpoint" in out


# -- the whole story: a campaign on opt-19, version triage on the embedded LLVM ----------


def test_opt19_campaign_finds_simplifycfg_and_recheck_tells_the_versions_apart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """LLVM 19.1's SimplifyCFG merges a block starting with convergence.loop behind the entry
    intrinsic; LLVM 22.1 fixed it. Seed 3's eighth kernel (unsteered, 48 lines) triggers it.

    In LLVM 19 GVN merges blocks into their predecessor too: when the 10 s reduction
    budget runs out early (a loaded machine), the less reduced kernel can bisect to GVN."""
    monkeypatch.chdir(tmp_path)
    assert cli.main(["campaign", "--opt", "opt-19", "--pipeline", "default<O3>", "--cases", "8",
                     "--seed", "3", "--no-steer", "--workers", "0", "--no-progress"]) == 0
    capsys.readouterr()
    assert cli.main(["bugs", "--json"]) == 0
    sigs = json.loads(capsys.readouterr().out)
    heart = [s for s in sigs if s["kind"] == "ill-formed-after"
             and s["pass"] in ("SimplifyCFGPass", "GVNPass")]
    assert len(heart) == 1, sigs
    sig = heart[0]
    assert re.fullmatch(r"LLVM 19\.1\.\d+ \(/\S+opt-19\)", sig["optimizer"])
    assert [(v["optimizer"], v["reproduces"], v["source"]) for v in sig["versions"]] == [
        (sig["optimizer"], True, "campaign")]

    assert cli.main(["bugs", "recheck", "--all"]) == 0
    assert "does not reproduce (well-formed)" in capsys.readouterr().out
    assert cli.main(["bugs", "--json"]) == 0
    versions = {v["optimizer"].split(" (")[0]: v for v in json.loads(capsys.readouterr().out)[0]["versions"]}
    assert versions.keys() == {sig["optimizer"].split(" (")[0], f"LLVM {embedded_identity().version}"}
    assert [versions[k]["reproduces"] for k in sorted(versions)] == [True, False]  # 19.1 yes, 22.1 no
    # Rechecking on opt-19 itself reproduces it; the reproducer's message is the verifier's.
    assert cli.main(["bugs", "recheck", str(sig["id"]), "--opt", "opt-19"]) == 0
    assert "reproduces" in capsys.readouterr().out
    assert cli.main(["bugs", "show", str(sig["id"])]) == 0
    shown = capsys.readouterr().out
    assert f"found with: {sig['optimizer']}" in shown
    assert re.search(r"no  LLVM 22\.1\.\d+ \(embedded", shown) and re.search(r"yes LLVM 19\.1\.", shown)
    assert "Loop intrinsic cannot be preceded by a convergent operation" in shown


def test_recheck_usage_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    from storage.store import Store

    Store.open("sqlite:///fuzzfarm.db").close()
    assert cli.main(["bugs", "recheck"]) == 2                       # neither IDs nor --all
    assert cli.main(["bugs", "recheck", "7"]) == 2                  # no such signature
    assert cli.main(["bugs", "recheck", "--all", "--opt", "/no/opt"]) == 2
    assert cli.main(["bugs", "recheck", "--all", "--pipeline", "licm"]) == 2  # embedded: no licm
    assert cli.main(["bugs", "recheck", "--all"]) == 0              # nothing to recheck
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 4 and "--opt" in err[3]


def test_gate_reports_name_the_optimizer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The gate's JUnit and Markdown say which LLVM build they judged (here opt-19 and its
    SimplifyCFG bug, new against an empty baseline)."""
    junit, summary = tmp_path / "j.xml", tmp_path / "s.md"
    assert cli.main(["gate", "--opt", "opt-19", "--pipeline", "default<O3>", "--cases", "8",
                     "--seed", "3", "--workers", "0", "--baseline", str(tmp_path / "b.json"),
                     "--junit", str(junit), "--summary", str(summary),
                     "--reproducers", str(tmp_path / "r")]) == 1
    label = Optimizer.named("opt-19").identity().label
    assert f"Optimizer: {label}." in summary.read_text()
    assert f'<property name="optimizer" value="{label}"/>' in junit.read_text()
    assert "Loop intrinsic" not in capsys.readouterr().err


def test_the_worker_reports_llvms_own_time_apart_from_ours() -> None:
    # The end-to-end benchmark divides the oracles' time by this, not by the wall time of
    # apply() (which adds our printing and reading): it must be measured in the worker,
    # cover the passes, and be missing (0) where no response came.
    from fuzzfarm.llvm.bridge import PassRunner, run_passes

    with PassRunner() as runner:
        ok = runner.run(TRIVIAL_KERNEL, "O2")
    assert ok.status == "ok"
    assert 0 < ok.pass_seconds <= ok.llvm_seconds <= ok.seconds
    # ... and its CPU time for the same work, which a process cannot spend faster than
    # its wall clock runs (one thread; a little slack for the clocks' granularity)
    assert 0 < ok.llvm_cpu_seconds <= ok.llvm_seconds + 0.01
    refused = run_passes("define void @f( {", "O2")
    assert refused.status == "error" and refused.pass_seconds == 0 and refused.llvm_seconds > 0
