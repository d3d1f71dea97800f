"""One thread's private memory: byte-addressed, little-endian, with poison bytes.

SEMANTICS.md, "Values": every ``ptr`` argument is a private zero-filled buffer;
``alloca`` memory starts uninitialized (:data:`UNINIT`: LangRef, "alloca", loading
uninitialized memory gives an undefined value, so a load of such bytes is a read of
``undef``); storing poison poisons the bytes written and a load of any poison byte is
poison. Out-of-bounds accesses and accesses
through poison, null or provenance-less pointers are UB. A stored pointer is
kept as eight fragments of itself (its address is unspecified), so it can be
loaded back as a pointer but not read as an integer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from fuzzfarm.behaviour import POISON, _Poison
from fuzzfarm.ir.layout import store_size
from fuzzfarm.ir.tbaa import AccessTag
from fuzzfarm.ir.types import I8, ArrayType, FloatType, IntType, PtrType, Type
from oracles.reference.values import Pointer, UndefinedBehaviour, Unsupported, mask


class BeyondBuffer(UndefinedBehaviour):
    """An access past a ``ptr`` argument's buffer: UB of the model (its size is the
    schedule's), recorded as the ``BUFFER_BOUNDS`` approximation."""


@dataclass(frozen=True)
class PointerByte:
    """Byte ``index`` (0..7) of a stored pointer."""

    pointer: Pointer
    index: int


class _Uninit:
    """A byte no store has written: undef, not poison (LangRef, "alloca")."""

    def __repr__(self) -> str:
        return "uninit"


UNINIT = _Uninit()


class _Dead:
    """A byte of an ``alloca`` outside its lifetime (LangRef, "Object Lifetime",
    ``llvm.lifetime.start``/``end``): a load of it is poison, a store to it UB."""

    def __repr__(self) -> str:
        return "dead"


DEAD = _Dead()

Byte = int | PointerByte | object  # object: POISON, UNINIT or DEAD


@dataclass
class MemObject:
    """An allocation: ``name`` says where it came from (for messages)."""

    name: str
    data: list[Byte]
    #: A ``ptr`` argument's buffer, sized by the schedule (fuzzfarm.behaviour.BUFFER_BOUNDS).
    sized_by_schedule: bool = False
    #: Byte offsets this thread read and wrote, kept for an argument's buffer only (and
    #: only when :attr:`Memory.shared_accesses` asks for them): in a
    #: real kernel the threads share it, so a byte one thread writes and another reads is
    #: a data race (:func:`shared_race`); an ``alloca`` is private in reality too.
    read: set[int] = field(default_factory=set)
    written: set[int] = field(default_factory=set)
    #: Byte offset -> the instructions that read it (:attr:`Memory.reader`), kept with ``read``.
    readers: dict[int, set[object]] = field(default_factory=dict)
    #: Byte offset -> the ``!tbaa`` tag of the store that last wrote it, for bytes a
    #: tagged store wrote (:mod:`oracles.reference.typetags`); a byte written otherwise
    #: (untagged, atomic read-modify-write, memset, the launch) has none.
    tags: dict[int, AccessTag] = field(default_factory=dict)

    def retag(self, start: int, size: int, tag: AccessTag | None) -> None:
        """Bytes ``start .. start+size`` were written through ``tag`` (None: untagged)."""
        if tag is not None:
            self.tags.update(dict.fromkeys(range(start, start + size), tag))
        elif self.tags:
            for byte in range(start, start + size):
                self.tags.pop(byte, None)

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass
class Memory:
    """The objects of one thread, numbered in creation order."""

    objects: list[MemObject] = field(default_factory=list)
    #: Record each argument buffer's read and written bytes (:func:`shared_race`); off
    #: where nobody asks (every untraced run), as it costs on every access.
    shared_accesses: bool = False
    #: The module globals every thread shares (``oracles.reference.shared.SharedMemory``,
    #: objects ``0 .. shared_count - 1`` of every thread), told of each access to them.
    shared: Any = None
    shared_count: int = 0
    lane: int = 0
    #: The instruction executing (set where ``shared_accesses`` is), whose reads ``readers`` keeps.
    reader: object = None

    def allocate(self, name: str, size: int, fill: Byte) -> Pointer:
        self.objects.append(MemObject(name, [fill] * size))
        return Pointer(len(self.objects) - 1, 0)

    def allocate_buffer(self, name: str, size: int, image: bytes) -> Pointer:
        """A ``ptr`` argument's buffer: ``size`` bytes (the schedule's, so running past them
        is ``BUFFER_BOUNDS``) starting with ``image``, zero after it."""
        self.objects.append(MemObject(name, [*image, *[0] * (size - len(image))], True))
        return Pointer(len(self.objects) - 1, 0)

    def sized_by_schedule(self, ptr: object) -> bool:
        """Does ``ptr`` point into a ``ptr`` argument's buffer (its size the schedule's)?"""
        return isinstance(ptr, Pointer) and ptr.obj is not None and \
            self.objects[ptr.obj].sized_by_schedule

    def shared_object(self, ptr: object) -> bool:
        """Does ``ptr`` point into an object every thread shares (:attr:`shared`)?"""
        return isinstance(ptr, Pointer) and ptr.obj is not None and ptr.obj < self.shared_count

    def size_of(self, ptr: Pointer) -> int | None:
        return None if ptr.obj is None else self.objects[ptr.obj].size

    def _object(self, ptr: object, ty: Type, what: str,
                atomic: str | None = None) -> tuple[MemObject, int, int]:
        """The object, offset and size of an access (``atomic``: the access is atomic,
        of this commuting family, ``oracles.reference.shared``)."""
        if ptr is POISON:
            raise UndefinedBehaviour(f"{what} through a poison pointer")
        assert isinstance(ptr, Pointer)
        if ptr.obj is None:
            kind = "null" if ptr.offset == 0 else "a provenance-less"
            raise UndefinedBehaviour(f"{what} through {kind} pointer")
        obj = self.objects[ptr.obj]
        size = store_size(ty)
        if ptr.offset < 0 or ptr.offset + size > obj.size:
            raise (BeyondBuffer if obj.sized_by_schedule else UndefinedBehaviour)(
                f"{what} of {size} bytes at offset {ptr.offset} of {obj.name} ({obj.size} bytes)"
            )
        if ptr.obj < self.shared_count:
            kind = ("read" if what == "load" else "write") if atomic is None else \
                ("atomic read" if what == "load" else "atomic write")
            self.shared.access(self.lane, ptr.obj, ptr.offset, size, kind)
            if atomic is not None:
                self.shared.atomic(self.lane, ptr.obj, ptr.offset, size, atomic, kind)
        return obj, ptr.offset, size

    def load(self, ty: Type, ptr: object, undef: int | None = None,
             atomic: str | None = None) -> tuple[object, bool]:
        """The value loaded, and whether an undefined value was read (an approximation).

        Unwritten bytes (:data:`UNINIT`) take the bytes of ``undef`` (the schedule's
        chosen undef, masked to an integer type: each undefined bit may be any value,
        so these are one real execution); without it, or for a pointer, the load is
        undefined."""
        obj, start, size = self._object(ptr, ty, "load", atomic)
        if obj.sized_by_schedule and self.shared_accesses:
            self._note_read(obj, start, size)
        data = obj.data[start : start + size]
        if any(b is POISON or b is DEAD for b in data):
            return POISON, False
        if any(b is UNINIT for b in data):
            if undef is None or not isinstance(ty, IntType | FloatType):
                return POISON, True
            fill = (undef & ty.mask).to_bytes(size, "little")
            data = [fill[i] if b is UNINIT else b for i, b in enumerate(data)]
        if isinstance(ty, PtrType):
            return _load_pointer(data), False
        assert isinstance(ty, IntType | FloatType)
        if any(isinstance(b, PointerByte) for b in data):
            raise Unsupported("load of pointer bytes as an integer (addresses are unspecified)")
        value = int.from_bytes(bytes(b for b in data if isinstance(b, int)), "little")
        if value >> ty.bits:
            # LangRef: loading an iN (N not a multiple of 8) not stored as iN is undefined.
            return POISON, True
        return value, False

    def _note_read(self, obj: MemObject, start: int, size: int) -> None:
        obj.read.update(range(start, start + size))
        for byte in range(start, start + size):
            obj.readers.setdefault(byte, set()).add(self.reader)

    def store(self, ty: Type, value: object, ptr: object, atomic: str | None = None,
              tag: AccessTag | None = None) -> None:
        """Write ``value``; ``tag``: the store's ``!tbaa``, which the bytes keep."""
        obj, start, size = self._object(ptr, ty, "store", atomic)
        if any(b is DEAD for b in obj.data[start : start + size]):
            raise UndefinedBehaviour(f"store to {obj.name} outside its lifetime")
        if obj.sized_by_schedule and self.shared_accesses:
            obj.written.update(range(start, start + size))
        if value is POISON:
            new: list[Byte] = [POISON] * size
        elif isinstance(value, Pointer):
            new = [PointerByte(value, i) for i in range(size)]
        else:
            assert isinstance(value, int)
            new = list((value & mask(8 * size)).to_bytes(size, "little"))
        obj.data[start : start + size] = new
        obj.retag(start, size, tag)

    def copy(self, dst: object, src: object, size: int, overlap: bool) -> None:
        """``llvm.memcpy`` (``overlap``: ``memmove``) of ``size`` bytes: each byte as it is
        (poison, undefined, a pointer's fragment); a byte outside its lifetime is copied as
        poison (a load of it would be). Overlapping ``memcpy`` ranges are UB (LangRef)."""
        if size == 0:
            return
        span = ArrayType(size, I8)
        sobj, s0, _ = self._object(src, span, "load")
        data = [POISON if b is DEAD else b for b in sobj.data[s0: s0 + size]]
        if sobj.sized_by_schedule and self.shared_accesses:
            self._note_read(sobj, s0, size)
        dobj, d0, _ = self._object(dst, span, "store")
        if not overlap and sobj is dobj and s0 < d0 + size and d0 < s0 + size:
            raise UndefinedBehaviour(f"llvm.memcpy of overlapping bytes of {dobj.name}")
        moved = [sobj.tags.get(s0 + k) for k in range(size)] if sobj.tags else []
        self._write(dobj, d0, data)
        for k, tag in enumerate(moved):  # the copied bytes keep the tags they were stored with
            dobj.retag(d0 + k, 1, tag)

    def fill(self, dst: object, value: object, size: int) -> None:
        """``llvm.memset``: ``size`` bytes of ``value`` (poison: poison bytes)."""
        if size == 0:
            return
        obj, start, _ = self._object(dst, ArrayType(size, I8), "store")
        self._write(obj, start, [value if value is POISON else int(value) & 0xFF] * size)  # type: ignore[call-overload]

    def _write(self, obj: MemObject, start: int, data: list[Byte]) -> None:
        if any(b is DEAD for b in obj.data[start: start + len(data)]):
            raise UndefinedBehaviour(f"store to {obj.name} outside its lifetime")
        if obj.sized_by_schedule and self.shared_accesses:
            obj.written.update(range(start, start + len(data)))
        obj.data[start: start + len(data)] = data
        obj.retag(start, len(data), None)

    def set_lifetime(self, ptr: object, alive: bool) -> None:
        """``llvm.lifetime.start`` (``alive``: the object's bytes become undefined) or
        ``llvm.lifetime.end`` (they become :data:`DEAD`) on the alloca ``ptr`` points to."""
        if not isinstance(ptr, Pointer) or ptr.obj is None or ptr.offset != 0:
            raise Unsupported("a lifetime marker on a pointer that is not an alloca")
        obj = self.objects[ptr.obj]
        obj.data[:] = [UNINIT if alive else DEAD] * obj.size
        obj.tags.clear()

    def contents(self, ptr: Pointer) -> tuple[int | _Poison, ...]:
        """An object's final bytes (ints or POISON) for the observable behaviour."""
        assert ptr.obj is not None
        return final_bytes(self.objects[ptr.obj])


def final_bytes(obj: MemObject) -> tuple[int | _Poison, ...]:
    """An object's final bytes (ints or POISON) for the observable behaviour; a byte no
    store wrote (a global's) is undefined, shown as poison (SEMANTICS.md)."""
    if all(type(b) is int for b in obj.data):  # the common case, without a tag test per byte
        return tuple(cast(list[int], obj.data))
    out: list[int | _Poison] = []
    for b in obj.data:
        if b is UNINIT:
            b = POISON
        if not isinstance(b, int | _Poison):
            raise Unsupported(f"a pointer was stored into {obj.name} (addresses are unspecified)")
        out.append(b)
    return tuple(out)


def _load_pointer(data: list[Byte]) -> Pointer:
    first = data[0]
    if isinstance(first, PointerByte) and all(
        isinstance(b, PointerByte) and b.pointer == first.pointer and b.index == i
        for i, b in enumerate(data)
    ):
        return first.pointer
    if all(isinstance(b, int) for b in data):
        return Pointer(None, int.from_bytes(bytes(b for b in data if isinstance(b, int)), "little"))
    raise Unsupported("load of a pointer from mixed pointer and integer bytes")


def shared_race(buffers: dict[int, list[MemObject]]) -> str | None:
    """A byte of a ``ptr`` argument's buffer that one thread read and another wrote, as a
    message, or None: ``buffers`` gives, per lane, its argument buffers in argument order.

    The model gives each thread its own copy of a buffer (SEMANTICS.md, "Threads,
    inputs, outputs"); a kernel's threads really share it. Without such a byte, every
    read sees what it sees in the model (the schedule's contents, the same in every
    thread, or the reader's own earlier writes) in any interleaving, so the run is a
    real execution of shared memory too. With one, the real read is a data race, which
    LangRef's memory model ("Memory Model for Concurrent Operations") makes undef: the
    value the model shows is one thread's view, not the kernel's."""
    racy = racy_reads(buffers, first=True)
    return racy[0][0] if racy else None


def racy_reads(buffers: dict[int, list[MemObject]], *,
               first: bool = False) -> list[tuple[str, frozenset[object]]]:
    """Each read of :func:`shared_race` (a byte of an argument's buffer one thread read
    and another wrote), as (message, the instructions of the reading thread that read the
    byte: :attr:`MemObject.readers`); only the first when ``first``. A read of a byte no
    other thread writes sees in the kernel's shared buffer what it sees in the model (the
    schedule's contents or the reader's own writes), whichever the interleaving: the
    uniformity check judges the values the racy ones do not decide."""
    found: list[tuple[str, frozenset[object]]] = []
    lanes = sorted(buffers)
    for k in range(len(buffers[lanes[0]]) if lanes else 0):
        writers: dict[int, set[int]] = {}
        for lane in lanes:
            for byte in buffers[lane][k].written:
                writers.setdefault(byte, set()).add(lane)
        if not writers:
            continue
        for lane in lanes:
            obj = buffers[lane][k]
            for byte in sorted(obj.read):
                others = writers.get(byte, set()) - {lane}
                if others:
                    found.append((f"lane {lane} reads byte {byte} of {obj.name}, which lane "
                                  f"{min(others)} writes", frozenset(obj.readers.get(byte, ()))))
                    if first:
                        return found
    return found
