"""The pieces every game's ``check_state`` is built from.

A state that enters from outside (JSON, a saved game, a position built by hand) is
trusted for nothing. A game's ``check_state`` first checks its shape with
:func:`check_fields` (every field of the declared type, down through tuples and nested
classes: ``True`` is not an ``int``), then its numbers and tables with :func:`per_seat`
and :func:`within`, then what only the game knows (cards conserved, the phase fitting
the turn) with :func:`require`. Each raises
:class:`~frontier_games.core.InvalidStateError` naming the invariant and the place:

>>> import attrs
>>> @attrs.frozen
... class Seat:
...     money: int
>>> check_fields(Seat(True))
Traceback (most recent call last):
...
frontier_games.core.InvalidStateError: $.money must be an int, not True [field-type]
>>> within(-5, 0, 99, "$.money")
Traceback (most recent call last):
...
frontier_games.core.InvalidStateError: $.money must be from 0 to 99, not -5 [out-of-range]
"""

from __future__ import annotations

import enum
import functools
import types
from collections.abc import Callable, Iterable, Sized
from typing import Any, NoReturn, TypeVar, Union, get_args, get_origin, get_type_hints

import attrs

from frontier_games.core import InvalidStateError, brief
from frontier_games.rng import Rng

__all__ = ["check_fields", "check_rng", "fail", "first_misfit", "per_seat", "require", "within"]


def fail(invariant: str, message: str) -> NoReturn:
    """Raise :class:`~frontier_games.core.InvalidStateError` for ``invariant``."""
    raise InvalidStateError(invariant, message)


def require(holds: bool, invariant: str, message: str) -> None:
    """Raise :class:`~frontier_games.core.InvalidStateError` for ``invariant`` unless
    ``holds``; ``message`` says what was expected and what was found."""
    if not holds:
        raise InvalidStateError(invariant, message)


def within(value: int, low: int, high: int | None, where: str) -> None:
    """Raise unless ``value`` (already known to be an ``int``) is from ``low`` to ``high``
    (no upper bound when ``high`` is ``None``): invariant ``"out-of-range"``."""
    if value < low or (high is not None and value > high):
        bound = f"at least {low}" if high is None else f"from {low} to {high}"
        raise InvalidStateError("out-of-range", f"{where} must be {bound}, not {brief(value)}")


def per_seat(values: Sized, players: int, where: str) -> None:
    """Raise unless ``values`` has one entry a seat: invariant ``"per-seat"``."""
    if len(values) != players:
        raise InvalidStateError(
            "per-seat",
            f"{where} must have one entry for each of the {players} seats, not {len(values)}",
        )


def check_rng(rng: Rng, where: str = "$.rng") -> None:
    """Raise unless ``rng`` is a generator :meth:`Rng.from_seed` and its draws can make:
    a 64-bit key and a counter from 0 (invariant ``"rng"``)."""
    require(
        0 <= rng.key < 2**64 and rng.counter >= 0,
        "rng",
        f"{where} must hold a 64-bit key and a counter from 0, not {brief(rng)}",
    )


def check_fields(value: object, where: str = "$") -> None:
    """Raise unless every field of ``value`` (a frozen attrs value) holds what its
    annotation declares, down through tuples, frozensets, unions and nested attrs
    classes: exact types, so ``True`` is not an ``int`` nor ``1.0`` one, and an enum field
    holds a member (invariant ``"field-type"``). The message names the first misfit's
    place, such as ``$.players[2].money``."""
    misfit = first_misfit(value, where)
    if misfit is not None:
        raise InvalidStateError("field-type", f"{misfit[0]} {misfit[1]}")


def first_misfit(value: object, where: str = "$") -> tuple[str, str] | None:
    """Where the first field of ``value`` (an attrs value) that does not hold what its
    annotation declares is, and what it should hold; ``None`` when every field fits.

    >>> import attrs
    >>> @attrs.frozen
    ... class Seat:
    ...     money: int
    >>> first_misfit(Seat(4.0))
    ('$.money', 'must be an int, not 4.0')
    """
    kind: Any = type(value)
    misfit = _fields_checker(kind)(value)
    if misfit is None:
        return None
    place, found, annotation = misfit
    return f"{where}{place}", f"must be {_expected(annotation)}, not {brief(found)}"


_Misfit = tuple[str, object, Any] | None
"""Where a value first fails its annotation (a path below it), what was found there and
what was declared; ``None`` when it fits."""

_Checker = Callable[[Any], _Misfit]


@functools.cache  # one entry per class: classes are few and never freed
def _fields_checker(kind: type) -> _Checker:
    """A checker of every field of the attrs class ``kind``, built once."""
    hints = get_type_hints(kind)
    named = tuple((field.name, _checker(hints[field.name])) for field in attrs.fields(kind))

    def check(value: Any) -> _Misfit:
        for name, checker in named:
            misfit = checker(getattr(value, name))
            if misfit is not None:
                return (f".{name}{misfit[0]}", misfit[1], misfit[2])
        return None

    return check


_REAL = (float, int)
"""What a ``float`` field holds: a float, or an int (never a bool)."""


def _accept(value: Any) -> _Misfit:
    return None


@functools.cache  # one entry per annotation: annotations are few and never freed
def _checker(annotation: Any) -> _Checker:
    """A function that checks a value against ``annotation``, built once per annotation."""
    if annotation is Any or annotation is object or isinstance(annotation, TypeVar):
        return _accept
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType):
        return _union_checker(annotation, args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _items_checker(annotation, tuple, args[0])
    if origin is tuple:
        return _fixed_tuple_checker(annotation, args)
    if origin is frozenset:
        return _items_checker(annotation, frozenset, args[0])
    if origin is not None:  # another generic (a Mapping, say): its top only
        return lambda value: None if isinstance(value, origin) else ("", value, annotation)
    if annotation is None or annotation is type(None):
        return lambda value: None if value is None else ("", value, annotation)
    if annotation is float:  # an int stands for a float, as in Python's typing
        return lambda value: None if value.__class__ in _REAL else ("", value, annotation)
    if annotation in (int, str, bool) or (
        isinstance(annotation, type) and issubclass(annotation, enum.Enum)
    ):
        return lambda value: None if value.__class__ is annotation else ("", value, annotation)
    if isinstance(annotation, type) and attrs.has(annotation):

        def attrs_value(value: Any) -> _Misfit:
            if not isinstance(value, annotation):
                return ("", value, annotation)
            return _fields_checker(value.__class__)(value)

        return attrs_value
    if isinstance(annotation, type):
        return lambda value: None if isinstance(value, annotation) else ("", value, annotation)
    return _accept  # a form this kit does not read


def _items_checker(annotation: Any, kind: type, item: Any) -> _Checker:
    """A checker of a tuple or frozenset of any length, each item an ``item``."""
    if item in (int, str, bool):  # the common case, at its own speed

        def plain_items(value: Any) -> _Misfit:
            if type(value) is not kind:
                return ("", value, annotation)
            for index, each in enumerate(_iterable(value)):
                if each.__class__ is not item:
                    return (_at(kind, index, each), each, item)
            return None

        return plain_items
    checker = _checker(item)

    def items(value: Any) -> _Misfit:
        if type(value) is not kind:
            return ("", value, annotation)
        for index, each in enumerate(_iterable(value)):
            misfit = checker(each)
            if misfit is not None:
                return (f"{_at(kind, index, each)}{misfit[0]}", misfit[1], misfit[2])
        return None

    return items


def _at(kind: type, index: int, item: object) -> str:
    return f"[{index}]" if kind is tuple else f"[{brief(item)}]"


def _fixed_tuple_checker(annotation: Any, args: tuple[Any, ...]) -> _Checker:
    checkers = tuple(_checker(arg) for arg in args)

    def fixed(value: Any) -> _Misfit:
        if value.__class__ is not tuple or len(value) != len(checkers):
            return ("", value, annotation)
        for index, (each, checker) in enumerate(zip(value, checkers, strict=True)):
            misfit = checker(each)
            if misfit is not None:
                return (f"[{index}]{misfit[0]}", misfit[1], misfit[2])
        return None

    return fixed


def _union_checker(annotation: Any, members: tuple[Any, ...]) -> _Checker:
    """A union's value is checked as the first member whose kind it is."""
    kinds = tuple((_top(member), _checker(member)) for member in members)

    def union(value: Any) -> _Misfit:
        for fits, checker in kinds:
            if fits(value):
                return checker(value)
        return ("", value, annotation)

    return union


def _top(annotation: Any) -> Callable[[Any], bool]:
    """Whether a value is of the kind ``annotation`` names, its insides unchecked."""
    if annotation is None or annotation is type(None):
        return lambda value: value is None
    origin = get_origin(annotation)
    if origin is not None:
        return lambda value: isinstance(value, origin)
    if annotation is float:
        return lambda value: value.__class__ in _REAL
    if annotation in (int, str, bool) or (
        isinstance(annotation, type) and issubclass(annotation, enum.Enum)
    ):
        return lambda value: value.__class__ is annotation
    if isinstance(annotation, type):
        return lambda value: isinstance(value, annotation)
    return lambda value: True


def _expected(annotation: Any) -> str:
    names = {int: "an int", str: "a str", bool: "a bool", float: "a float", type(None): "None"}
    if annotation in names:
        return names[annotation]
    if get_origin(annotation) in (Union, types.UnionType):
        return " or ".join(_expected(member) for member in get_args(annotation))
    if get_origin(annotation) is tuple:
        return "a tuple"
    if get_origin(annotation) is frozenset:
        return "a frozenset"
    name = getattr(annotation, "__name__", None)
    return f"a {name}" if name else f"a {brief(annotation)}"


def _iterable(value: Any) -> Iterable[Any]:
    """``value``, known to be a tuple or a frozenset, as the iterable it is."""
    items: Iterable[Any] = value
    return items
