"""A copy of a frozen value with one part replaced, to build the impossible states that a
game's ``check_state`` must refuse."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import attrs

from frontier_games.rng import Rng

Path = tuple[str | int, ...]
"""Where a value sits inside another: field names and tuple indices, from the top
(``("seats", 2, "money")`` is ``state.seats[2].money``)."""


def replaced(
    value: Any, path: Path, new: Any, *, rebuild: Callable[..., Any] = attrs.evolve
) -> Any:
    """A copy of ``value`` with what sits at ``path`` (field names and tuple indices, from
    the top) replaced by ``new``: each attrs value and tuple on the way is rebuilt around
    the change, and ``value`` is left as it was. For tests of a game's own
    ``check_state``: a copy of a real state that no game reaches.

    >>> import attrs
    >>> @attrs.frozen
    ... class Seat:
    ...     money: int
    >>> @attrs.frozen
    ... class Table:
    ...     seats: tuple[Seat, ...]
    ...     pot: int
    >>> table = Table(seats=(Seat(3), Seat(5)), pot=0)
    >>> replaced(table, ("seats", 1, "money"), -5)
    Table(seats=(Seat(money=3), Seat(money=-5)), pot=0)
    >>> replaced(table, ("seats",), ())
    Table(seats=(), pot=0)

    A class whose constructor refuses the new value raises as it is rebuilt. To reach such
    a value anyway, pass ``rebuild``: it is called as ``rebuild(value, **{name: inner})``,
    like the default :func:`attrs.evolve`, with the name the constructor takes for the
    field (its alias, ``money`` for a field ``_money``).
    """
    if not path:
        return new
    step, rest = path[0], path[1:]
    if isinstance(step, int):
        items = list(value)
        items[step] = replaced(items[step], rest, new, rebuild=rebuild)
        return tuple(items)
    field = attrs.fields_dict(type(value))[step]
    name = field.alias or field.name
    return rebuild(value, **{name: replaced(getattr(value, step), rest, new, rebuild=rebuild)})


def int_paths(value: Any, *, skip: tuple[type, ...] = ()) -> Iterator[Path]:
    """The path of every ``int`` in ``value`` (not a ``bool``), through the fields its
    constructor sets and through tuples: the places a corrupted copy may set to a number
    no game holds. The random generator is left out, and so is every value of a class
    in ``skip`` (a game's options, say, whose content may hold negative amounts).

    >>> @attrs.frozen
    ... class Seat:
    ...     money: int
    ...     cards: tuple[int, ...]
    >>> list(int_paths(Seat(3, (7, 9))))
    [('money',), ('cards', 0), ('cards', 1)]
    """
    return _int_paths(value, (), (Rng, *skip))


def _int_paths(value: Any, path: Path, skip: tuple[type, ...]) -> Iterator[Path]:
    kind = type(value)
    if kind is int:
        yield path
    elif kind is tuple:
        for index, item in enumerate(value):
            yield from _int_paths(item, (*path, index), skip)
    elif attrs.has(kind) and kind not in skip:
        for field in attrs.fields(kind):
            if field.init:
                yield from _int_paths(getattr(value, field.name), (*path, field.name), skip)
