"""Child side of :mod:`fuzzfarm.llvm.bridge`: run LLVM passes where an abort is survivable.

LLVM inside llvmlite is built with assertions, and a failed assertion aborts
the whole process. The bridge therefore runs passes here, in a separate
process started as ``python <path>/worker.py``. This file imports nothing but
the standard library and llvmlite (not the fuzzfarm package), so start-up
stays around 0.1 s.

Protocol: one JSON request per line on stdin, one JSON response per line on
stdout, prefixed with :data:`MARKER` so stray output cannot be mistaken for a
response. A request is ``{"text", "triple", "segments", "options"}`` where each
segment is ``{"level": N}`` (an ``-O<N>`` pipeline) or ``{"passes": [method,
...]}`` (``ModulePassManager.add_<method>_pass`` calls). A request with a
``"codegen": {"cpu", "level"}`` key runs the target's code generator instead
of the segments (``fuzzfarm.llvm.codegen``). A response is
``{"status", "text", "message", "seconds", "cpu_seconds", "pass_seconds"}`` with status
``ok``, ``ill-formed-after`` or ``error``; ``seconds`` is the
request's time in this process (parsing, verifying, the passes, printing: what
``opt -passes=P -S`` does), ``cpu_seconds`` this process's CPU time for it (what
a loaded machine does not inflate) and ``pass_seconds`` the passes' alone, so that a
caller can tell LLVM's time from its own printing, reading and waiting; a crash
produces no response at all. The worker serves requests
until stdin closes, so the same code backs one-shot runs and a persistent
worker.

Test hook: with ``FUZZFARM_TEST_ABORT=1`` in the environment the worker calls
``os.abort()`` before running any pass, so crash handling can be tested
independently of LLVM's bugs.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import llvmlite.binding as llvm

MARKER = "@@fuzzfarm-worker@@ "
_TARGETS_READY = False


def _init_targets() -> None:
    global _TARGETS_READY
    if not _TARGETS_READY:
        llvm.initialize_all_targets()
        llvm.initialize_all_asmprinters()
        _TARGETS_READY = True


def _message(exc: BaseException) -> str:
    """LLVM's message without llvmlite's banner lines, blank lines or indentation."""
    lines = [ln.strip() for ln in str(exc).splitlines()]
    return "\n".join(ln for ln in lines if ln and ln != "LLVM IR parsing error")


#: AMDGPU's verifier rule a portable kernel (no ``target triple``, allocas in the default
#: address space 0) breaks under the default triple, and what the user can do about it.
_AMDGPU_ALLOCA = "alloca on amdgpu must be in addrspace(5)"
_AMDGPU_ALLOCA_HINT = (" (a kernel without a target's address spaces: give --triple "
                       "nvptx64-nvidia-cuda, whose allocas are in addrspace(0) and whose "
                       "branches diverge too, or put the allocas in addrspace(5) with "
                       "AMDGPU's datalayout)")


def _with_hint(message: str) -> str:
    """LLVM's verifier message, its first line followed by how to avoid the rule when it
    is AMDGPU's alloca rule (the default triple's, broken by every portable kernel with
    a local variable)."""
    first, sep, rest = message.partition("\n")
    if first == _AMDGPU_ALLOCA:
        first += _AMDGPU_ALLOCA_HINT
    return first + sep + rest


def _response(status: str, text: str | None = None, message: str = "") -> dict[str, Any]:
    return {"status": status, "text": text, "message": message}


def _pass_manager(segment: dict[str, Any], tm: Any) -> tuple[Any, Any]:
    """The module pass manager and pass builder for one pipeline segment."""
    level = segment.get("level")
    pto = llvm.create_pipeline_tuning_options(speed_level=level if level is not None else 2)
    # as opt's default<O2>/<O3> do (opt-19 runs the SLP vectorizer there; llvmlite's tuning
    # options leave it off), so the embedded pipelines vectorize what opt's do
    pto.slp_vectorization = (level or 0) > 1
    pb = llvm.create_pass_builder(tm, pto) if tm is not None else _generic_pass_builder(pto)
    if level is not None:
        return pb.getModulePassManager(), pb
    mpm = llvm.create_new_module_pass_manager()
    for method in segment["passes"]:
        getattr(mpm, f"add_{method}_pass")()
    return mpm, pb


#: Architectures LLVM's triple parser knows but no LLVM has a back end for: SPIR (the
#: 2013 SPIR 1.2/2.0 LLVM-IR exchange format clang writes for ``-target spir``/``spir64``;
#: SPIR-V's back end is ``spirv32``/``spirv64``). ``opt`` and clang optimize such a module
#: with no target machine, LLVM's target-independent analyses (``NoTTIImpl``: no branch
#: divergence, no sources of divergence), and so does the embedded LLVM.
BACKENDLESS_ARCHS = frozenset({"spir", "spir64"})
NO_BACKEND = ("SPIR is an IR exchange format with no LLVM back end; compile for "
              "spirv32/spirv64 for LLVM's SPIR-V back end")


def is_backendless(triple: str) -> bool:
    """Whether ``triple`` names an architecture of :data:`BACKENDLESS_ARCHS`."""
    return triple.split("-", 1)[0] in BACKENDLESS_ARCHS


def _generic_pass_builder(pto: Any) -> Any:
    """A pass builder with no target machine (LLVM's ``PassBuilder(nullptr, ...)``, what
    ``opt`` builds for a triple without a back end); llvmlite's own constructor needs one."""
    from llvmlite.binding import ffi
    from llvmlite.binding.newpassmanagers import PassBuilder

    pb = PassBuilder.__new__(PassBuilder)
    ffi.ObjectRef.__init__(pb, ffi.lib.LLVMPY_CreatePassBuilder(None, pto))
    pb._pto, pb._tm, pb._time_passes_handler = pto, None, None
    return pb


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """Parse, verify, optimize, verify again; never raises for bad input."""
    for option in request.get("options", ()):
        llvm.set_option("", option)
    context = llvm.create_context()
    try:
        try:
            llmod = llvm.parse_assembly(request["text"], context=context)
        except RuntimeError as exc:
            return _response("error", message="input does not parse: " + _message(exc))
        try:
            return _optimize(llmod, request)
        finally:
            llmod.close()
    finally:
        context.close()


def _optimize(llmod: Any, request: dict[str, Any]) -> dict[str, Any]:
    """Retarget, verify the input, run the segments, verify the output.

    The triple (and, when the module has none, the target's data layout, as
    ``opt -mtriple`` does) is set *before* the input is verified, so that a
    target rule such as AMDGPU's "allocas live in addrspace(5)" is blamed on
    the input and never on a pass.
    """
    triple = request["triple"]
    _init_targets()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as exc:
        if not is_backendless(triple):
            return _response("error", message=f"unknown triple {triple!r}: {_message(exc)}")
        target = None
    if target is None and "codegen" in request:
        return _response("error", message=f"no back end for {triple!r}: {NO_BACKEND}")
    tm = target.create_target_machine(cpu=request.get("codegen", {}).get("cpu", "")) \
        if target is not None else None
    llmod.triple = triple
    if not llmod.data_layout and tm is not None:
        llmod.data_layout = str(tm.target_data)
    try:
        llmod.verify()
    except RuntimeError as exc:
        return _response("error", message=f"input does not verify for {triple}: "
                                          f"{_with_hint(_message(exc))}")
    if os.environ.get("FUZZFARM_TEST_ABORT") == "1":
        os.abort()
    if "codegen" in request:
        return _codegen(llmod, target, request["codegen"])
    start = time.perf_counter()
    for segment in request["segments"]:
        mpm, pb = _pass_manager(segment, tm)
        mpm.run(llmod, pb)
    passes = time.perf_counter() - start
    text = str(llmod)
    try:
        llmod.verify()
    except RuntimeError as exc:
        return {**_response("ill-formed-after", text, _message(exc)), "pass_seconds": passes}
    return {**_response("ok", text), "pass_seconds": passes}


def _codegen(llmod: Any, target: Any, spec: dict[str, Any]) -> dict[str, Any]:
    """Instruction selection and the machine pipeline (``llc -O<level>``), output discarded.

    A failure (a machine verifier error, an IR verifier error inside codegen,
    an ``LLVM ERROR``, an assertion) ends the process with LLVM's own lines on
    stderr; only success produces a response.
    """
    tm = target.create_target_machine(cpu=spec.get("cpu", ""), opt=int(spec.get("level", 2)))
    tm.emit_assembly(llmod)
    return _response("ok", None)


def main() -> int:
    """Serve requests from stdin until it closes."""
    for line in sys.stdin:
        if not line.strip():
            continue
        start, cpu = time.perf_counter(), time.process_time()
        try:
            response = handle(json.loads(line))
        except Exception as exc:  # a bug in the request: report it, keep serving
            response = _response("error", message=f"worker: {type(exc).__name__}: {exc}")
        response["seconds"] = time.perf_counter() - start
        response["cpu_seconds"] = time.process_time() - cpu
        sys.stdout.write(MARKER + json.dumps(response) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
