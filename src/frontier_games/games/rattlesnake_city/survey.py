"""What the buildings in the valley add up to, surveyed once for each row of buildings:
the spaces taken, each place's buildings, the banks, the saloons, the stations and mines,
and the $1,000 each seat's buildings earn. A turn asks several of these of one board
(where the tile fits, which banks can be attacked, the income), so the survey is kept for
the boards asked last; a building placed extends the survey of the board before it,
without walking the buildings again.
"""

from __future__ import annotations

from frontier_games.core import Frozen, frozen_class
from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Building, Place
from frontier_games.games.rattlesnake_city.model import Board, Built

__all__ = ["Survey", "extended", "survey"]


@frozen_class
class Survey(Frozen):
    """The buildings of a board, tallied.

    :ivar taken: the spaces built on, as ``(place, space)``.
    :ivar kinds: each place's buildings, as ``(place, building)``.
    :ivar banks: the places with a bank.
    :ivar saloons: the saloons, in the order placed.
    :ivar stations: the places with a station.
    :ivar bank_buildings: the banks, in the order placed.
    :ivar mines: the mines, in the order placed.
    :ivar earning: how many buildings earn for each seat (their $1,000 each), by seat.
    """

    taken: frozenset[tuple[Place, int]]
    kinds: frozenset[tuple[Place, Building]]
    banks: frozenset[Place]
    saloons: tuple[Built, ...]
    stations: frozenset[Place]
    bank_buildings: tuple[Built, ...]
    mines: tuple[Built, ...]
    earning: tuple[int, ...]


_KEPT = 4
"""How many rows of buildings the survey is kept for."""

_kept: tuple[tuple[tuple[Built, ...], Survey], ...] = ()
"""The rows surveyed last, most recent first, each with its survey (a cache: replaced
whole, so a reader never sees half of it)."""


def survey(board: Board) -> Survey:
    """The survey of ``board``'s buildings: kept for the rows asked last (a row of
    buildings is handed on from board to board while only the railway changes)."""
    buildings = board.buildings
    for row, found in _kept:
        if row is buildings:
            return found
    found = _surveyed(buildings)
    _keep(buildings, found)
    return found


def extended(before: Board, built: Built) -> tuple[Built, ...]:
    """``before``'s buildings with ``built`` placed last, and their survey kept: what
    :func:`survey` would find, from the survey of ``before``."""
    row = (*before.buildings, built)
    _keep(row, _with(survey(before), built))
    return row


def _keep(row: tuple[Built, ...], found: Survey) -> None:
    global _kept
    _kept = ((row, found), *_kept[: _KEPT - 1])


def _surveyed(buildings: tuple[Built, ...]) -> Survey:
    """The survey of ``buildings``, in one pass."""
    by_kind: dict[Building, list[Built]] = {}
    earning = [0] * MAX_PLAYERS
    for built in buildings:
        by_kind.setdefault(built.building, []).append(built)
        earner = built.earner
        if earner is not None and 0 <= earner < MAX_PLAYERS:  # a state being checked
            earning[earner] += 1  # (check_state) may hold any number there
    banks = tuple(by_kind.get(Building.BANK, ()))
    return Survey(
        taken=frozenset([(built.place, built.space) for built in buildings]),
        kinds=frozenset([(built.place, built.building) for built in buildings]),
        banks=frozenset([bank.place for bank in banks]),
        saloons=tuple(by_kind.get(Building.SALOON, ())),
        stations=frozenset([station.place for station in by_kind.get(Building.STATION, ())]),
        bank_buildings=banks,
        mines=tuple(by_kind.get(Building.MINE, ())),
        earning=tuple(earning),
    )


def _with(found: Survey, built: Built) -> Survey:
    """``found`` with ``built`` added."""
    place, building = built.place, built.building
    banks, saloons, stations = found.banks, found.saloons, found.stations
    bank_buildings, mines, earning = found.bank_buildings, found.mines, found.earning
    if building is Building.SALOON:
        saloons = (*saloons, built)
    elif building is Building.BANK:
        banks = banks | {place}
        bank_buildings = (*bank_buildings, built)
    elif building is Building.STATION:
        stations = stations | {place}
    elif building is Building.MINE:
        mines = (*mines, built)
    earner = built.earner
    if earner is not None and 0 <= earner < MAX_PLAYERS:
        earning = (*earning[:earner], earning[earner] + 1, *earning[earner + 1 :])
    return Survey(
        taken=found.taken | {(place, built.space)},
        kinds=found.kinds | {(place, building)},
        banks=banks,
        saloons=saloons,
        stations=stations,
        bank_buildings=bank_buildings,
        mines=mines,
        earning=earning,
    )
