"""What an error message shows of a value a caller gave: ``brief``,
the ``not_a`` error for an argument of the wrong kind,
:func:`first_difference`, where two values that should be equal part,
:func:`unreadable_view`, the error for a view built by hand that cannot be read, and
:func:`listed`, the way the games' words join a list.

Error messages quote what they were given, and what they were given may be anything: a
5000-digit int (whose ``repr`` Python refuses), a long text, an object whose ``repr``
raises. An error must never fail while it is being raised, so every message that quotes a
caller's value goes through ``brief``. ``brief`` and ``not_a`` are also importable from
:mod:`frontier_games.core`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import attrs

__all__ = ["brief", "first_difference", "listed", "not_a", "seat", "seats", "unreadable_view"]

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
