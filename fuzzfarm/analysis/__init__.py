"""Static analyses of the IR: dominators, cycles, convergence regions, static rules."""
