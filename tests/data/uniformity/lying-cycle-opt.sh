#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with the cycle lines that
# match LIE_CYCLE (a regular expression over "depth=D: entries(H) B ...", default: every
# one) dropped from its report's CYCLES WITH DIVERGENT EXIT and CYCLES ASSSUMED DIVERGENT
# sections: those cycles are then claimed to have uniform exits.
{ opt-19 "$@" 2>&1 1>&3 | awk -v lie="${LIE_CYCLE:-.}" '
  /^CYCLES / { section = 1; print; next }
  /^BLOCK / || /^UniformityInfo/ || /^DIVERGENT ARGUMENTS/ { section = 0 }
  section && /^  depth=/ && $0 ~ lie { next }
  { print }' >&2; } 3>&1
