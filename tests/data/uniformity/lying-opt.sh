#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with the DIVERGENT mark
# of one definition dropped. LIE names the value, e.g. LIE=after drops "%after"'s mark.
opt-19 "$@" 2>&1 >/dev/null | sed -E "s/^  DIVERGENT: (  %${LIE:-after} =)/             \\1/" >&2
