"""A copy of a frozen value with one part replaced, to build the impossible states that a
game's ``check_state`` must refuse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

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
