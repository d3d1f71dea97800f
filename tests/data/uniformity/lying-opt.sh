#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with the DIVERGENT mark
# of one definition dropped from its report (stderr). LIE names the value, e.g.
# LIE=after drops "%after"'s mark (a regular expression: LIE='phi[0-9]+').
# LIE_ALL=1 instead replaces every function's report by "ALL VALUES UNIFORM", which
# LLVM prints for a function in which it found nothing divergent.
if [ -n "$LIE_ALL" ]; then
  { opt-19 "$@" 2>&1 1>&3 | awk '/^UniformityInfo for function/ { print; print "ALL VALUES UNIFORM" }' >&2; } 3>&1
  exit
fi
{ opt-19 "$@" 2>&1 1>&3 | sed -E "s/^  DIVERGENT: (  %${LIE:-after} =)/             \\1/" >&2; } 3>&1
