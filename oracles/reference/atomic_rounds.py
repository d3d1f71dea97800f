"""Which threads' atomics on which location a run's order decided, round by round.

oracles/SEMANTICS.md, "Memory the threads share", "A counter whose old value is used".
The reference's scheduler runs in *rounds*: each running thread steps to its next
convergent operation, one thread after the other, then the complete groups fire. Two
threads' accesses in one round are never ordered by happens-before (only a barrier
instance orders them, and none fires inside a round), so where they are atomic
accesses of one location their order is the implementation's choice (LangRef, "Memory
Model for Concurrent Operations": the atomics of each location have one total order).

The threads' permutations in a round reach every order the hardware may give such
atomics only when (i) each thread makes at most one atomic access of the location in
the round and the locations so contended in one round have disjoint sets of threads
(else ``A1 B A2``, or A before B on one counter and after it on another, is no
permutation of threads), (ii) atomics of different rounds on a location whose order
matters are ordered by happens-before (a barrier with workgroup fences: a ballot between
two rounds orders no memory, so a later round's atomic may come first on the hardware),
and (iii) each contended access is a read-modify-write, which reads the latest value of
the location's order (a ``monotonic`` atomic load, a failed ``cmpxchg``, may read an
older one). A race-free run's values are then a function of each contended location's
order in each round, and :class:`RoundLog` says which (:meth:`RoundLog.contentions`),
or why the run's orders cannot be listed so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: The kinds of atomic access :class:`~oracles.reference.shared.SharedMemory` names (a
#: read-modify-write is both, in this order).
AREAD, AWRITE = "atomic read", "atomic write"
#: The family of an atomic access whose order matters against any other
#: (:func:`oracles.reference.shared.atomic_family`).
NON_COMMUTING = ""


@dataclass(frozen=True)
class Contention:
    """One location (object, first byte, size) that two or more threads' read-modify-writes
    reached in one round, and those threads in the order their atomics ran."""

    round: int
    location: tuple[int, int, int]
    lanes: tuple[int, ...]


#: One atomic access as logged: lane, kind, first byte, size, commuting family.
Event = tuple[int, str, int, int, str]


@dataclass
class RoundLog:
    """Every atomic access of the shared memory, with the round it ran in."""

    round: int = 0
    #: (round, object, byte) -> the atomic accesses of that byte in that round, in order.
    events: dict[tuple[int, int, int], list[Event]] = field(default_factory=dict)
    #: (object, byte) -> lane -> (its clock at its latest atomic access there, that access's
    #: round, its clock at its latest access there in an earlier round: 0 for none).
    history: dict[tuple[int, int], dict[int, tuple[int, int, int]]] = field(default_factory=dict)
    #: Bytes where atomics of two threads in different rounds are not ordered by happens-before.
    cross_round: set[tuple[int, int]] = field(default_factory=set)
    #: Bytes whose atomics' families do not all commute (:func:`oracles.reference.shared.atomic_family`).
    sensitive: set[tuple[int, int]] = field(default_factory=set)
    families: dict[tuple[int, int], str] = field(default_factory=dict)
    #: (round, object, first byte, lane) of each read-modify-write that read poison and
    #: wrote poison (:meth:`order_free`).
    blind: set[tuple[int, int, int, int]] = field(default_factory=set)

    def note(self, lane: int, clock: dict[int, int], obj: int, start: int, size: int, kind: str,
             family: str) -> None:
        """Thread ``lane`` (whose vector clock is ``clock``) accessed bytes ``start ..`` of
        object ``obj`` atomically (``kind``, of ``family``) in the current round."""
        r = self.round
        for byte in range(start, start + size):
            where = (obj, byte)
            seen = self.history.setdefault(where, {})
            for other, (latest, latest_round, earlier) in seen.items():
                # the other thread's latest access in a round before this one
                prior = latest if latest_round < r else earlier
                if other != lane and prior > clock.get(other, 0):
                    self.cross_round.add(where)
            mine = seen.get(lane)
            if mine is None:
                seen[lane] = (clock[lane], r, 0)
            else:
                seen[lane] = (clock[lane], r, mine[2] if mine[1] == r else mine[0])
            if self.families.setdefault(where, family) != family or family == NON_COMMUTING:
                self.sensitive.add(where)
            self.events.setdefault((r, obj, byte), []).append((lane, kind, start, size, family))

    def contentions(self) -> tuple[Contention, ...] | str:
        """The contended locations of each round (by round, then location), or why this
        run's orders cannot be listed by permuting threads (module docstring)."""
        for obj, byte in sorted(self.cross_round & self.sensitive):
            return (f"atomics of different rounds on byte {byte} of object {obj} are not "
                    f"ordered by happens-before")
        found: dict[tuple[int, tuple[int, int, int]], tuple[int, ...]] = {}
        for (r, obj, byte), events in self.events.items():
            lanes = list(dict.fromkeys(e[0] for e in events))
            if len(lanes) < 2 or (obj, byte) not in self.sensitive:
                continue  # one thread, or atomics whose order shows nowhere
            places: set[tuple[int, int, int]] = set()
            for lane in lanes:
                mine = [e for e in events if e[0] == lane]
                if [e[1] for e in mine] != [AREAD, AWRITE] or mine[0][2:4] != mine[1][2:4]:
                    return (f"lane {lane}'s atomic accesses of byte {byte} of object {obj} in "
                            f"one round are not one read-modify-write")
                places.add((obj, mine[0][2], mine[0][3]))
            if len(places) != 1:
                return f"atomics of different sizes or places share byte {byte} of object {obj}"
            key = (r, places.pop())
            if found.setdefault(key, tuple(lanes)) != tuple(lanes):
                return f"the atomics on object {obj} ran in another order byte by byte"
        rounds: dict[int, set[int]] = {}
        for (r, _), threads in found.items():
            taken = rounds.setdefault(r, set())
            if taken & set(threads):
                return f"a thread took atomics on two contended locations in round {r}"
            taken.update(threads)
        return tuple(Contention(r, loc, threads) for (r, loc), threads in sorted(found.items()))

    def order_free(self, contentions: tuple[Contention, ...]) -> bool:
        """Is every order of ``contentions`` this run? Where each contending thread's
        read-modify-write read poison and wrote poison (an ``add`` on a counter nobody
        initialized, its undefined bytes read as poison: oracles/SEMANTICS.md, "undef"),
        the location held poison before the round, and each thread's operation maps
        poison to poison whatever comes before it, so in every order every thread reads
        poison: the same values, the same run."""
        return bool(contentions) and all((c.round, c.location[0], c.location[1], lane) in self.blind
                                         for c in contentions for lane in c.lanes)
