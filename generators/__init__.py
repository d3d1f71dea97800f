"""Generators: random well-formed convergent programs and thread schedules."""
