#!/bin/sh
# A lying uniformity analysis (test fixture): the real opt-19, with its report's cycle
# lines ("  depth=D: entries(H ...) B ...") rewritten by the sed substitution LIE_SED,
# e.g. LIE_SED='s/entries\(H\)/entries(H) X/' names a block the cycle does not have, and
# 's/entries\(OH\) IH/entries(IH) OH/' another header: the line then lists no cycle of
# LLVM's hierarchy, so the cycle it garbles is claimed to exit uniformly.
{ opt-19 "$@" 2>&1 1>&3 | sed -E "/^  depth=/ ${LIE_SED:-s/^//}" >&2; } 3>&1
