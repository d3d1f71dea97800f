"""The fp26 sweep: every ``*_pre.ll`` here x pipelines x models -> validate's exit code.

    PYTHONPATH=<repo> J=2 python3 sweep.py OUT.jsonl

opt-19 pipelines run here first, and an AFTER identical to the input is recorded "same"
(nothing to validate); the embedded O2/O3 and the llc-19 stop-after runs go through
``fuzzfarm validate`` itself. Resumable: pairs already in OUT are skipped. Maximal O2/O3
run first, ipdom last (the machine is shared: the grid takes hours on two cores).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path(os.environ.get("TMPDIR", "/tmp")) / "fp26sweep"
FF = [sys.executable, "-m", "fuzzfarm"]
OPT = ("default<O2>", "default<O3>", "licm,simple-loop-unswitch<nontrivial>",
       "jump-threading,simplifycfg", "gvn-hoist", "gvn-sink", "loop-unroll",
       "function(loop-mssa(loop-rotate,licm),loop-unroll)",
       "instcombine<no-verify-fixpoint>,simplifycfg<hoist-common-insts;sink-common-insts>")
AMD_STOPS = ("structurizecfg", "amdgpu-unify-divergent-exit-nodes", "amdgpu-codegenprepare")
MODELS = ("maximal", "ipdom")
Job = tuple[str, str, str, str, str, int | None]  # kernel, label, kind, pass, model, threads


def jobs(kernels: list[str]) -> list[Job]:
    out: list[Job] = []
    for k in kernels:
        for m in MODELS:
            out += [(k, f"opt19:{p}:{m}", "opt", p, m, None) for p in OPT]
            out += [(k, f"emb:{p}:{m}", "emb", f"default<{p}>", m, None) for p in ("O2", "O3")]
            if k.startswith("h_"):  # a wave64 kernel on 32 lanes too
                out.append((k, f"opt19:default<O3>:{m}:t32", "opt", "default<O3>", m, 32))
            if k.startswith(("h_", "w_", "cl_")):
                out += [(k, f"llc:{s}:{m}", "llc", s, m, None) for s in AMD_STOPS]
            if k.startswith("c_"):
                out.append((k, f"llc:codegenprepare:{m}", "llcnv", "codegenprepare", m, None))
    return sorted(out, key=tier)


def tier(job: Job) -> int:
    _, _, kind, p, m, t = job
    if m == "ipdom":
        return 3
    if p in ("default<O2>", "default<O3>") and kind in ("opt", "emb") and t is None:
        return 0
    return 1 if kind == "opt" and t is None else 2


def opt_after(k: str, p: str) -> tuple[str | None, str]:
    """opt-19's output of kernel ``k`` under ``p``: its path, "same", or None and why."""
    src = HERE / f"{k}.ll"
    dst = TMP / "after" / f"{k}.{hashlib.md5(p.encode()).hexdigest()[:8]}.ll"
    r = subprocess.run(["opt-19", "-S", f"-passes={p}", str(src), "-o", str(dst)],
                       capture_output=True, text=True, check=False)
    if r.returncode:
        return None, r.stderr[-300:]
    base = subprocess.run(["opt-19", "-S", "-passes=verify", str(src)],
                          capture_output=True, text=True, check=False).stdout
    return ("same" if dst.read_text() == base else str(dst)), ""


def command(job: Job) -> list[str] | dict[str, object]:
    k, label, kind, p, m, t = job
    src = str(HERE / f"{k}.ll")
    extra = ["--model", m] + (["--threads", str(t)] if t else [])
    if kind == "opt":
        after, err = opt_after(k, p)
        if after is None or after == "same":
            return {"k": k, "label": label, "rc": "optfail" if after is None else "same", "tail": err}
        return [*FF, "validate", src, after, *extra]
    if kind == "emb":
        return [*FF, "validate", src, "--pipeline", p, *extra]
    target = ("nvptx64-nvidia-cuda:sm_80" if kind == "llcnv" else
              f"amdgcn-amd-amdhsa:{'gfx1100' if k.startswith('w_') else 'gfx90a'}")
    return [*FF, "validate", src, "--opt", "opt-19", "--pipeline", "default<O2>", "--llc", "llc-19",
            "--codegen", target, "--stop-after", p, *extra]


def run(job: Job) -> dict[str, object]:
    cmd = command(job)
    if isinstance(cmd, dict):
        return cmd
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=400, cwd=TMP, check=False)
        rc: int | str = r.returncode
        text = r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        rc, text = "timeout", ""
    lines = [x for x in text.splitlines() if x.startswith(("verdict", "error", "unsupported", "fuzzfarm"))]
    return {"k": job[0], "label": job[1], "rc": rc, "tail": "\n".join(lines)[:600], "cmd": " ".join(cmd)}


def main(out: Path) -> None:
    (TMP / "after").mkdir(parents=True, exist_ok=True)
    done = set()
    if out.exists():
        with out.open() as f:
            done = {(r["k"], r["label"]) for r in map(json.loads, f)}
    kernels = sorted(p.stem for p in HERE.glob("*_pre.ll"))
    todo = [j for j in jobs(kernels) if (j[0], j[1]) not in done]
    with ThreadPoolExecutor(int(os.environ.get("J", "2"))) as ex, out.open("a") as f:
        for res in ex.map(run, todo):
            f.write(json.dumps(res) + "\n")
            f.flush()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
