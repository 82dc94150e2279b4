"""What the buildings in the valley add up to, surveyed once for each row of buildings:
the spaces taken, each place's buildings, the banks, the saloons, the stations and mines,
and how many buildings earn for each seat. A turn asks several of these of one board
(where the tile fits, which banks can be attacked, the income), so surveys are kept: for
the rows the moves built last (a building placed extends the survey of the board before
it, without walking the buildings again), and for the last row surveyed afresh (a board
read from JSON, or one a bot imagines).
"""

from __future__ import annotations

from frontier_games.core import Frozen, frozen_class
from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Building, Place
from frontier_games.games.rattlesnake_city.model import Board, Built

__all__ = ["Survey", "cache_clear", "extended", "survey"]


@frozen_class
class Survey(Frozen):
    """The buildings of a board, tallied.

    :ivar taken: the spaces built on, as ``(place, space)``.
    :ivar kinds: each place's buildings, as ``(place, building)``.
    :ivar bank_places: the places with a bank.
    :ivar saloons: the saloons, in the order placed.
    :ivar stations: the places with a station.
    :ivar banks: the banks, in the order placed.
    :ivar mines: the mines, in the order placed.
    :ivar earning: how many buildings earn for each seat (their $1,000 each), by seat.
    :ivar strays: how many buildings earn for a number that is no seat (only in a position
        :func:`~.rattlesnake_city.invariants.check_state` refuses).
    """

    taken: frozenset[tuple[Place, int]]
    kinds: frozenset[tuple[Place, Building]]
    bank_places: frozenset[Place]
    saloons: tuple[Built, ...]
    stations: frozenset[Place]
    banks: tuple[Built, ...]
    mines: tuple[Built, ...]
    earning: tuple[int, ...]
    strays: int = 0


_Kept = tuple[tuple[Built, ...], Survey]

_BUILT_KEPT = 4
"""How many rows the moves built are kept with their surveys."""

_built: tuple[_Kept, ...] = ()
"""The rows the moves built last, most recent first, with their surveys (a cache,
replaced whole: a reader never sees half of it)."""

_afresh: tuple[_Kept, ...] = ()
"""The last row surveyed afresh, with its survey (so that the boards a bot imagines do
not push out the rows of the game)."""


def survey(board: Board) -> Survey:
    """The survey of ``board``'s buildings (a row of buildings is handed on from board to
    board while only the railway changes; it is recognised by identity)."""
    global _afresh
    buildings = board.buildings
    for row, found in _built:
        if row is buildings:
            return found
    for row, found in _afresh:
        if row is buildings:
            return found
    found = _surveyed(buildings)
    _afresh = ((buildings, found),)
    return found


def extended(before: Board, built: Built) -> tuple[Built, ...]:
    """``before``'s buildings with ``built`` placed last, their survey kept: what
    :func:`survey` would find, from the survey of ``before``. The moves that place a
    building build their row with it."""
    global _built
    row = (*before.buildings, built)
    _built = ((row, _with(survey(before), built)), *_built[: _BUILT_KEPT - 1])
    return row


def cache_clear() -> None:
    """Forget every survey kept (the next are surveyed afresh)."""
    global _built, _afresh
    _built = _afresh = ()


def _surveyed(buildings: tuple[Built, ...]) -> Survey:
    """The survey of ``buildings``, in one pass."""
    by_kind: dict[Building, list[Built]] = {}
    earning = [0] * MAX_PLAYERS
    strays = 0
    for built in buildings:
        by_kind.setdefault(built.building, []).append(built)
        earner = built.earner
        if earner is not None:
            if 0 <= earner < MAX_PLAYERS:
                earning[earner] += 1
            else:  # a position being checked may hold any number there
                strays += 1
    banks = tuple(by_kind.get(Building.BANK, ()))
    return Survey(
        taken=frozenset([(built.place, built.space) for built in buildings]),
        kinds=frozenset([(built.place, built.building) for built in buildings]),
        bank_places=frozenset([bank.place for bank in banks]),
        saloons=tuple(by_kind.get(Building.SALOON, ())),
        stations=frozenset([station.place for station in by_kind.get(Building.STATION, ())]),
        banks=banks,
        mines=tuple(by_kind.get(Building.MINE, ())),
        earning=tuple(earning),
        strays=strays,
    )


def _with(found: Survey, built: Built) -> Survey:
    """``found`` with ``built`` added."""
    place, building = built.place, built.building
    bank_places, saloons, stations = found.bank_places, found.saloons, found.stations
    banks, mines, earning, strays = found.banks, found.mines, found.earning, found.strays
    if building is Building.SALOON:
        saloons = (*saloons, built)
    elif building is Building.BANK:
        bank_places = bank_places | {place}
        banks = (*banks, built)
    elif building is Building.STATION:
        stations = stations | {place}
    elif building is Building.MINE:
        mines = (*mines, built)
    earner = built.earner
    if earner is not None:
        if 0 <= earner < MAX_PLAYERS:
            earning = (*earning[:earner], earning[earner] + 1, *earning[earner + 1 :])
        else:
            strays += 1
    return Survey(
        taken=found.taken | {(place, built.space)},
        kinds=found.kinds | {(place, building)},
        bank_places=bank_places,
        saloons=saloons,
        stations=stations,
        banks=banks,
        mines=mines,
        earning=earning,
        strays=strays,
    )
