#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with the DIVERGENT mark
# of one definition dropped from its report (stderr). LIE names the value, e.g.
# LIE=after drops "%after"'s mark (a regular expression: LIE='phi[0-9]+').
{ opt-19 "$@" 2>&1 1>&3 | sed -E "s/^  DIVERGENT: (  %${LIE:-after} =)/             \\1/" >&2; } 3>&1
