#!/bin/bash
# Validate the hunt28 kernels (build.sh's $OUT) against each pipeline: both models at 8 and
# 32 lanes, $SCHED schedules (default 4). One tab-separated line per pair: kernel, pipeline,
# exit codes maximal/8, maximal/32, ipdom/8, ipdom/32 ("=": the pass left the kernel as it was;
# "-": not run, see MODES). PIPES="O2 peel" runs only those pipelines.
# Run from the repository root: tests/data/clang/hunt28/run.sh [kernel ...] (default: all).
OUT=${OUT:-${TMPDIR:-/tmp}/h28}; mkdir -p $OUT/after
FF="${FUZZFARM:-fuzzfarm}"; SCHED=${SCHED:-4}
MODES=${MODES:-maximal:8 maximal:32 ipdom:8 ipdom:32}  # model:lanes to validate ("-": not run)
PIPES=${PIPES:-}  # pipeline names to run (default: all)
val() {  # before after [extra validate flags]
  r=""
  for mn in maximal:8 maximal:32 ipdom:8 ipdom:32; do
    case " $MODES " in *" $mn "*) ;; *) r="$r\t-"; continue;; esac
    timeout 600 $FF validate $1 $2 $3 --model ${mn%:*} --threads ${mn#*:} --schedules $SCHED >/dev/null 2>&1; r="$r\t$?"
  done
  echo -e "$r"
}
one() {  # kernel pipeline-name source(pre|c) pipeline [extra opt flags]
  k=$1; pn=$2; src=$3; p=$4; extra=$5
  case " $PIPES " in "  "|*" $pn "*) ;; *) return;; esac
  case $k in c_*) T="-mtriple=nvptx64-nvidia-cuda -mcpu=sm_80";; *) T="-mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a";; esac
  a=$OUT/after/${k}__$pn.ll
  opt-19 $T $extra -passes="$p" -S $OUT/${k}_$src.ll -o $a 2>/dev/null || { echo -e "$k\t$pn\toptfail"; return; }
  if diff -q <(grep -v '^; ModuleID\|^source_filename' $OUT/${k}_$src.ll) <(grep -v '^; ModuleID\|^source_filename' $a) >/dev/null; then
    echo -e "$k\t$pn\t="; return; fi
  echo -e "$k\t$pn$(val $OUT/${k}_$src.ll $a)"
}
SCFG='function(simplifycfg<no-keep-loops;hoist-common-insts;sink-common-insts;speculate-blocks;switch-to-lookup;forward-switch-cond;switch-range-to-icmp>)'
ks="$*"; [ -n "$ks" ] || ks=$(cd $OUT && ls *_pre.ll | sed 's/_pre.ll$//')
for k in $ks; do
  one $k O1 pre 'default<O1>'
  one $k O2 pre 'default<O2>'
  one $k O3 pre 'default<O3>'
  case " $PIPES " in "  "|*" ll-O2 "*) echo -e "$k\tll-O2$(val $OUT/${k}_pre.ll "" "--pipeline default<O2>")";; esac
  one $k scfg c "$SCFG"
  one $k jt c 'function(jump-threading,simplifycfg)'
  one $k licm c 'function(loop-mssa(licm))'
  one $k rotate c 'function(loop(loop-rotate))'
  one $k unroll c 'function(loop(loop-unroll-full),loop-unroll)'
  one $k peel c 'function(loop-unroll<peeling;no-runtime;no-partial>)' -unroll-peel-count=1
  one $k unswitch c 'function(loop-mssa(simple-loop-unswitch<nontrivial>))'
  one $k sink c 'function(sink)'
  one $k gvnsink c 'function(gvn-sink,simplifycfg)'
done
