"""A fixed integer action space for learning agents: :class:`~frontier_games.ActionCodec`.

Reinforcement-learning frameworks (PettingZoo, Gymnasium, OpenSpiel, RLlib) want every
move as an integer in ``range(size)`` and a mask of the legal ones. A game declares its
space from the rules, for one configuration (player count and options): every bid amount
up to the most money the rules allow, every card, every loot choice. One space serves
every seat: an index means the same move whoever makes it, so
:meth:`~frontier_games.ActionCodec.encode` leaves the seat out and
:meth:`~frontier_games.ActionCodec.decode` puts it back.

>>> import attrs
>>> from frontier_games.codec import ActionCodec
>>> from frontier_games.core import Action
>>> @attrs.frozen
... class Bid(Action):
...     player: int
...     amount: int
>>> codec = ActionCodec.of(2, lambda seat: [Bid(seat, amount) for amount in (1, 2, 3)])
>>> codec.size, codec.encode(Bid(1, 2)), codec.decode(2, player=0)
(3, 1, Bid(player=0, amount=3))
>>> codec.indices([Bid(0, 3), Bid(1, 1)]), codec.mask([Bid(1, 1), Bid(1, 3)])
([2, 0], (True, False, True))
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Generic, TypeVar

import attrs

from frontier_games.messages import brief

__all__ = ["ActionCodec", "one_hot"]

ActionT = TypeVar("ActionT", bound=Hashable)


@attrs.frozen(eq=False, repr=False)
class ActionCodec(Generic[ActionT]):
    """The integer action space of one configuration of a game.

    A codec never changes once built: ``copy.deepcopy`` returns it, and it pickles (an
    environment that holds one can be sent to a worker process).

    Build it with :meth:`~frontier_games.ActionCodec.of`; a game's
    ``codec(players, options)`` returns one.

    :ivar size: how many indices there are, ``0 .. size - 1``.
    """

    _by_seat: tuple[tuple[ActionT, ...], ...]
    _index: dict[ActionT, int]  # never changed after ``of``; a dict, so that it pickles

    @classmethod
    def of(
        cls, players: int, actions_of: Callable[[int], Sequence[ActionT]]
    ) -> ActionCodec[ActionT]:
        """The codec whose index ``i`` is ``actions_of(seat)[i]`` for every seat.

        :param players: the number of seats.
        :param actions_of: every action a seat could ever take in this configuration, in a
            fixed order; the same list for every seat but for the ``player`` field.
        :raises ValueError: if the seats' lists differ in length or in anything but the
            seat, or if a list names an action twice.
        """
        by_seat = tuple(tuple(actions_of(seat)) for seat in range(players))
        index: dict[ActionT, int] = {}
        for seat, actions in enumerate(by_seat):
            if len(actions) != len(by_seat[0]):
                raise ValueError(
                    f"seat {seat} has {len(actions)} actions in the space, seat 0 has "
                    f"{len(by_seat[0])}: every seat needs the same list"
                )
            for position, action in enumerate(actions):
                if getattr(action, "player", None) != seat:
                    raise ValueError(f"{brief(action)} is listed for seat {seat}")
                if seat and attrs.evolve(action, player=0) != by_seat[0][position]:  # type: ignore[misc]
                    raise ValueError(
                        f"index {position} is {brief(by_seat[0][position])} for seat 0 but "
                        f"{brief(action)} for seat {seat}: an index must mean the same move"
                    )
                if index.setdefault(action, position) != position:
                    raise ValueError(f"{brief(action)} is listed twice")
        return cls(by_seat, index)

    @property
    def size(self) -> int:
        """How many indices the space has."""
        return len(self._by_seat[0]) if self._by_seat else 0

    @property
    def players(self) -> int:
        """How many seats the space serves."""
        return len(self._by_seat)

    def encode(self, action: ActionT) -> int:
        """The index of ``action`` (its seat left out), in ``range(size)``.

        :raises ValueError: if ``action`` is not in this space (not an action of the game,
            or beyond what the configuration allows).
        """
        try:
            return self._index[action]
        except (KeyError, TypeError):
            raise ValueError(f"{brief(action)} is not in this action space") from None

    def indices(self, actions: Iterable[ActionT]) -> list[int]:
        """The index of each of ``actions``, in order: :meth:`encode` of each, at the speed a
        mask built at every step wants.

        :raises ValueError: if one of them is not in this space.
        """
        if type(actions) is not tuple and type(actions) is not list:
            actions = tuple(actions)  # read twice below if one is a stranger
        index = self._index
        try:
            return [index[action] for action in actions]
        except (KeyError, TypeError):
            return [self.encode(action) for action in actions]  # names the first stranger

    def decode(self, index: Any, player: int) -> ActionT:
        """The action at ``index`` for seat ``player``.

        :param index: an ``int`` or any integer-like value (``operator.index``: a NumPy
            integer works), ``0 .. size - 1``; not a ``bool``.
        :param player: a seat, an exact ``int``.
        :raises ValueError: if ``index`` is not an integer in range, or ``player`` is not a
            seat.
        """
        if type(player) is not int or not 0 <= player < len(self._by_seat):
            raise ValueError(f"there is no seat {brief(player)} in a {self.players}-player space")
        if isinstance(index, bool):
            raise ValueError(f"an action index is an integer, not {brief(index)}")
        try:
            position = operator.index(index)
        except TypeError:
            raise ValueError(f"an action index is an integer, not {brief(index)}") from None
        if not 0 <= position < self.size:
            raise ValueError(f"action index {position} is outside 0 .. {self.size - 1}")
        return self._by_seat[player][position]

    def mask(self, legal_actions: Iterable[ActionT]) -> tuple[bool, ...]:
        """``size`` flags, ``True`` at the index of each of ``legal_actions``.

        :raises ValueError: if one of them is not in this space.
        """
        flags = [False] * self.size
        for position in self.indices(tuple(legal_actions)):
            flags[position] = True
        return tuple(flags)

    def __repr__(self) -> str:
        return f"<ActionCodec: {self.size} actions, {self.players} seats>"

    def __copy__(self) -> ActionCodec[ActionT]:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> ActionCodec[ActionT]:
        return self


def one_hot(index: int | None, size: int) -> list[float]:
    """``size`` zeros with a one at ``index`` (all zeros for ``None``): a card, a phase or a
    seat in a game's features.

    >>> one_hot(2, 4), one_hot(None, 2)
    ([0.0, 0.0, 1.0, 0.0], [0.0, 0.0])
    """
    vector = [0.0] * size
    if index is not None:
        vector[index] = 1.0
    return vector
