#!/bin/bash
# Validate the hunt27 kernels (build.sh's $OUT) against each pipeline, both models,
# 8 schedules; one tab-separated line per pair: kernel, pipeline, exit codes maximal, ipdom.
# Run from the repository root: tests/data/clang/hunt27/run.sh
OUT=${OUT:-${TMPDIR:-/tmp}/h27}; mkdir -p $OUT/after
FF="${FUZZFARM:-fuzzfarm}"
one() {  # kernel name source(pre|c|o3) pipeline [extra opt flags]
  k=$1; pn=$2; src=$3; p=$4; extra=$5
  case $k in c_*) T="-mtriple=nvptx64-nvidia-cuda -mcpu=sm_80";; *) T="-mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a";; esac
  a=$OUT/after/${k}__$pn.ll
  opt-19 $T $extra -passes="$p" -S $OUT/${k}_$src.ll -o $a 2>/dev/null || { echo -e "$k\t$pn\toptfail"; return; }
  r=""
  for m in maximal ipdom; do timeout 600 $FF validate $OUT/${k}_$src.ll $a --model $m --schedules 8 >/dev/null 2>&1; r="$r\t$?"; done
  echo -e "$k\t$pn$r"
}
SCFG='function(simplifycfg<no-keep-loops;hoist-common-insts;sink-common-insts;speculate-blocks;switch-to-lookup;forward-switch-cond;switch-range-to-icmp>)'
PREISEL='function(lower-switch,amdgpu-unify-divergent-exit-nodes,fix-irreducible,unify-loop-exits,structurizecfg)'
for f in $OUT/*_pre.ll; do
  k=$(basename $f _pre.ll)
  one $k O3 pre 'default<O3>'
  one $k jt c 'function(jump-threading)'
  one $k jts c 'function(jump-threading,simplifycfg)'
  one $k dfa c 'function(dfa-jump-threading,simplifycfg)'
  one $k scfgagg c "$SCFG"
  one $k unroll c 'function(loop(loop-unroll-full),loop-unroll)'
  case $k in c_*) continue;; esac
  one $k preisel c "$PREISEL"
  one $k fixirr c 'function(fix-irreducible)'
  one $k struct o3 "$PREISEL"
  one $k promote pre 'function(amdgpu-promote-alloca)'
  one $k atomopt o3 'amdgpu-atomic-optimizer'
  one $k atomdpp o3 'amdgpu-atomic-optimizer' -amdgpu-atomic-optimizer-strategy=DPP
done
