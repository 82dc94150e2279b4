"""What an error message shows of a value a caller gave: ``brief``,
the ``not_a`` error for an argument of the wrong kind,
:func:`first_difference`, where two values that should be equal part,
:func:`unreadable_view`, the error for a view built by hand that cannot be read, and
:func:`reads_view`, the guard every face of a game that reads a view wears,
:func:`listed`, the way the games' words join a list, and :func:`position_repr` with
:func:`view_kind`, the short ``repr`` of the games' states and views.

Error messages quote what they were given, and what they were given may be anything: a
5000-digit int (whose ``repr`` Python refuses), a long text, an object whose ``repr``
raises. An error must never fail while it is being raised, so every message that quotes a
caller's value goes through ``brief``. ``brief`` and ``not_a`` are also importable from
:mod:`frontier_games.core`.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

import attrs

__all__ = [
    "brief",
    "first_difference",
    "listed",
    "not_a",
    "position_repr",
    "reads_view",
    "safe_repr",
    "seat",
    "seats",
    "unreadable_view",
    "view_kind",
]

SelfT = TypeVar("SelfT")
ReadT = TypeVar("ReadT", bound=Callable[..., Any])

_BRIEF = 80
"""How many characters of a value an error message shows."""


def brief(value: object) -> str:
    """``repr(value)`` for an error message, safe whatever the value: an ``int`` too long to
    print (Python refuses more than 4300 digits) reads ``an int of 5000 digits``, a long
    text is cut short, and a value whose ``repr`` fails reads as its type.

    >>> brief(10**5000), brief("x" * 200)[-5:], brief(True)
    ('an int of 5001 digits', 'xx...', 'True')
    """
    if isinstance(value, int) and value.bit_length() > 160:  # beyond 48 digits: its size
        return f"an int of {int(math.log10(abs(value))) + 1} digits"
    try:
        text = repr(value)
    except Exception:  # a repr that raises (an enormous int inside, a broken class)
        return f"a {type(value).__name__}"
    return text if len(text) <= _BRIEF else text[: _BRIEF - 3] + "..."


def listed(parts: Sequence[str]) -> str:
    """Words joined as a sentence lists them.

    >>> listed(["a"]), listed(["a", "b"]), listed(["a", "b", "c"])
    ('a', 'a and b', 'a, b and c')
    """
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} and {parts[-1]}"


def seat(number: int) -> str:
    """A seat as the games' words name it.

    >>> seat(2)
    'seat 2'
    """
    return f"seat {number}"


def seats(numbers: Sequence[int]) -> str:
    """One or more seats as the games' words name them.

    >>> seats([2]), seats([0, 1, 3])
    ('seat 2', 'seats 0, 1 and 3')
    """
    if len(numbers) == 1:
        return seat(numbers[0])
    return "seats " + listed([str(number) for number in numbers])


def position_repr(game: str, kind: str, *parts: str) -> str:
    """The ``repr`` of a game's state or view: one short line that says what it is and
    where the game stands, ``<{game} {kind}: {part}, {part}, ...>``. A position's full
    form is its JSON (:func:`~frontier_games.serialization.to_json`), thousands of
    characters that a notebook or an error message should not print.

    :param game: the game's id as the registry spells it (``"wild-fun-west"``).
    :param kind: ``"State"``, or a view's :func:`view_kind`.
    :param parts: what the position says of itself, in the game's words (``"round 2"``,
        ``"3 players"``, ``"seat 1 to act"``); none gives ``<{game} {kind}>``.

    >>> position_repr("chaparral", "State", "round 2", "3 players", "seat 1 to act")
    '<chaparral State: round 2, 3 players, seat 1 to act>'
    >>> position_repr("chaparral", view_kind(None), "round 1", "3 players")
    '<chaparral View for a spectator: round 1, 3 players>'
    """
    if not parts:
        return f"<{game} {kind}>"
    return f"<{game} {kind}: {', '.join(parts)}>"


def safe_repr(method: Callable[[SelfT], str]) -> Callable[[SelfT], str]:
    """A ``__repr__`` that never raises: a position built by hand whose fields do not fit
    together (a view with no setup, say) reads ``<State: unreadable>`` instead.

    >>> class Broken:
    ...     @safe_repr
    ...     def __repr__(self) -> str:
    ...         return position_repr("toy", "State", self.missing)  # type: ignore[attr-defined]
    >>> Broken()
    <Broken: unreadable>
    """

    @functools.wraps(method)
    def guarded(self: SelfT) -> str:
        try:
            return method(self)
        except Exception:  # a repr is asked by error messages and notebooks: never fail
            return f"<{type(self).__name__}: unreadable>"

    return guarded


def view_kind(player: int | None) -> str:
    """What a view is, for :func:`position_repr`: whose view, from its ``player`` field.

    >>> view_kind(1), view_kind(None)
    ('View of seat 1', 'View for a spectator')
    """
    return "View for a spectator" if player is None else f"View of {seat(player)}"


def not_a(what: str, value: object) -> TypeError:
    """The error for an argument that is not what a function takes, such as a view where a
    state is expected: ``TypeError("expected an apache State, got 'x'")``."""
    return TypeError(f"expected {what}, got {brief(value)}")


def first_difference(a: Any, b: Any, path: str = "$") -> tuple[str, Any, Any] | None:
    """Where two values first differ, field by field and item by item: the path (such as
    ``"$.piles[2]"``) and the two values found there; ``None`` when they are equal. The
    battery says where a state changed with it, and a game's ``determinize`` which field
    of a view no position could show.

    >>> first_difference((1, (2, 3)), (1, (2, 4)))
    ('$[1][1]', 3, 4)
    """
    if type(a) is not type(b):
        return path, a, b
    if attrs.has(type(a)):
        for field in attrs.fields(type(a)):
            found = first_difference(
                getattr(a, field.name), getattr(b, field.name), f"{path}.{field.name}"
            )
            if found is not None:
                return found
    elif isinstance(a, tuple | list):
        if len(a) != len(b):
            return path, a, b
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{path}[{index}]")
            if found is not None:
                return found
    elif isinstance(a, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if key not in a or key not in b:
                return f"{path}.{key}", a.get(key, "(missing)"), b.get(key, "(missing)")
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found
    if a != b:
        return path, a, b
    return None


def unreadable_view(error: BaseException) -> ValueError:
    """The error for a view whose fields are not what a view holds (one built by hand),
    found when reading it failed with ``error``: a ``ValueError`` quoting it safely."""
    return ValueError(f"the view is not one a game can show ({brief(str(error))})")


_READ_ERRORS: tuple[type[Exception], ...] = (
    AttributeError,
    TypeError,
    IndexError,
    KeyError,
    ArithmeticError,
    ValueError,
)
"""What reading a view whose fields are not what a view holds raises."""


def reads_view(kind: type[Any], what: str) -> Callable[[ReadT], ReadT]:
    """A function of a game's view (its first argument) with the guard every face that
    reads a view wears: anything but a ``kind`` (exactly, not a subclass) is refused with
    ``not_a`` (``what`` names it: ``"an apache View"``), and a view built by hand
    whose fields are not what a view holds, which makes reading it fail, with
    :func:`unreadable_view` (a ``ValueError``); a ``ValueError`` raised while reading (a
    number too long to print, say) is such a failure too.

    >>> @reads_view(tuple, "a pair")
    ... def first(pair: tuple[int, int]) -> int:
    ...     return pair[0]
    >>> first((4, 5))
    4
    >>> first(())
    Traceback (most recent call last):
    ...
    ValueError: the view is not one a game can show ('tuple index out of range')
    >>> first([4, 5])
    Traceback (most recent call last):
    ...
    TypeError: expected a pair, got [4, 5]
    """

    def guard(read: ReadT) -> ReadT:
        @functools.wraps(read)
        def guarded(view: Any, *args: Any, **kwargs: Any) -> Any:
            if type(view) is not kind:
                raise not_a(what, view)
            try:
                return read(view, *args, **kwargs)
            except _READ_ERRORS as error:
                raise unreadable_view(error) from None

        return cast("ReadT", guarded)

    return guard
