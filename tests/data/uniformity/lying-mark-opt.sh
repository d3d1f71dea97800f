#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with the DIVERGENT mark of
# the LIE_LINE-th marked line of its report (counted from 1 over the whole report:
# arguments, definitions, terminators) replaced by blank padding, so that line claims its
# argument, value or branch uniform. One mark at a time, as an audit deletes them.
{ opt-19 "$@" 2>&1 1>&3 | awk -v n="${LIE_LINE:-1}" '
  /^  DIVERGENT: / { k++; if (k == n) { sub(/^  DIVERGENT: /, "             ") } }
  { print }' >&2; } 3>&1
