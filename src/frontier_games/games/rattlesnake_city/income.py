"""Who earns what each turn: the income track, recomputed from the board and the cards in
front of the players whenever it is read, never kept beside them.

Every earning building pays $1,000 to the owner of the nearest saloon (fixed when it is
placed: :attr:`~.rattlesnake_city.model.Built.earner`); connected stations pay their
towns' owners more; a mine pays $2,000 more to the owner of the nearest bank; and the
permanent-effect cards add or take $1,000. A player never collects less than nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs

from frontier_games.core import Frozen
from frontier_games.games.rattlesnake_city.content import (
    EARNING,
    Building,
    Card,
    Junction,
    Line,
    Place,
    Town,
    Valley,
    distance2,
)
from frontier_games.games.rattlesnake_city.model import Board, Built, State, StationBonus, View
from frontier_games.games.rattlesnake_city.survey import survey

__all__ = [
    "BILL",
    "BUILDING_INCOME",
    "CARD_INCOME",
    "MINE_BONUS",
    "IncomeItem",
    "bank_owner",
    "connected_stations",
    "earner",
    "income",
    "income_items",
    "income_of",
    "nearest",
    "summed_income",
]

BILL = 1_000
"""The smallest bill: every amount is a whole number of them."""
BUILDING_INCOME = 1_000
"""What an earning building pays the owner of the nearest saloon each turn."""
MINE_BONUS = 2_000
"""What a mine pays, besides, the owner of the nearest bank."""
CARD_INCOME = {
    Card.FRENCH_COOK: 1_000,
    Card.FRENCH_CANCAN: 1_000,
    Card.MEXICAN_COOK: -1_000,
    Card.ADULTERATED_WHISKY: -1_000,
}
"""The permanent-effect cards that change an income whatever the board shows."""


@attrs.frozen
class IncomeItem(Frozen):
    """One line of the income track's sum: ``amount`` dollars for ``seat``, because of
    ``source`` (in words, such as ``"Hotel in Dry Gulch"``)."""

    seat: int
    amount: int
    source: str


def nearest(valley: Valley, place: Place, space: int, targets: Sequence[Built]) -> list[Built]:
    """The buildings of ``targets`` nearest to space ``space`` of ``place`` (several on a
    strict tie), measured corner to corner; empty if ``targets`` is."""
    square = valley.squares(place)[space]
    best: list[Built] = []
    reach = -1
    for target in targets:
        d = distance2(square, valley.squares(target.place)[target.space])
        if reach < 0 or d < reach:
            best, reach = [target], d
        elif d == reach:
            best.append(target)
    return best


def earner(
    valley: Valley, board: Board, place: Place, space: int, building: Building, placer: int
) -> int | None:
    """Who a ``building`` placed by ``placer`` on that space earns for: the owner of the
    nearest saloon; on a strict tie, ``placer`` ("the player who placed the building
    collects the corresponding income"); ``None`` if it earns nothing."""
    if building not in EARNING:
        return None
    found = nearest(valley, place, space, survey(board).saloons)
    if not found:
        return None
    return found[0].placer if len(found) == 1 else placer


def bank_owner(bank: Built, towns: Sequence[Town | None]) -> int | None:
    """Who owns ``bank``: the owner of its town; in a town nobody owns, the player it
    earns for."""
    for seat, town in enumerate(towns):
        if town is bank.place:
            return seat
    return bank.earner


def connected_stations(valley: Valley, board: Board) -> list[list[Town]]:
    """The towns whose stations are connected by track in good condition, in groups of
    two or more (each group in town order)."""
    stations = frozenset(b.place for b in board.buildings if b.building is Building.STATION)
    return [list(group) for group in _station_groups(valley, board, stations)]


def _station_groups(
    valley: Valley, board: Board, stations: frozenset[Place]
) -> tuple[tuple[Town, ...], ...]:
    """:func:`connected_stations`, the towns with a station given."""
    if len(stations) < 2:
        return ()  # no group of two
    return _connected(valley, stations, _broken_lines(board.broken))


@functools.lru_cache(maxsize=256)
def _broken_lines(broken: frozenset[tuple[Line, int]]) -> frozenset[Line]:
    """The lines with a broken section, a memo: a board hands its broken sections on
    unchanged from move to move, and a set keeps its hash."""
    return frozenset(line for line, _ in broken)


@functools.lru_cache(maxsize=1024)
def _connected(
    valley: Valley, stations: frozenset[Place], broken_lines: frozenset[Line]
) -> tuple[tuple[Town, ...], ...]:
    """The groups of :func:`connected_stations`, from the towns with a station and the
    lines with a broken section (a memo: few boards differ in those)."""
    links: dict[Town | Junction, set[Town | Junction]] = {}
    for rail in valley.lines:
        if rail.line in broken_lines:
            continue
        a, b = rail.ends
        links.setdefault(a, set()).add(b)
        links.setdefault(b, set()).add(a)
    groups: list[tuple[Town, ...]] = []
    seen: set[Town | Junction] = set()
    for town in _TOWNS:
        if town not in stations or town in seen:
            continue
        group: list[Town] = []
        frontier: list[Town | Junction] = [town]
        seen.add(town)
        while frontier:
            node = frontier.pop()
            if isinstance(node, Town):
                if node in stations:
                    group.append(node)
                if node is not town:
                    continue  # a town ends its line: the track does not go through it
            for other in links.get(node, ()):
                if other not in seen:
                    seen.add(other)
                    frontier.append(other)
        if len(group) > 1:
            groups.append(tuple(sorted(group, key=_TOWN_ORDER.__getitem__)))
    return tuple(groups)


_TOWNS = tuple(Town)
_TOWN_ORDER = {town: index for index, town in enumerate(_TOWNS)}

_Earning = tuple[int, int, str]
"""An earning: the seat, the amount, and its source in words."""


def income_items(
    valley: Valley,
    bonus: StationBonus,
    board: Board,
    towns: Sequence[Town | None],
    fronts: Sequence[Sequence[Card]],
) -> list[IncomeItem]:
    """Every earning of every seat, itemised: buildings, connected stations, mines, then
    the cards in front of each player. ``towns`` and ``fronts`` are each seat's town and
    the permanent-effect cards in front of it."""
    items = [
        IncomeItem(built.earner, BUILDING_INCOME, _where(built))
        for built in board.buildings
        if built.earner is not None
    ]
    beyond = _beyond_buildings(valley, bonus, board, towns, fronts)
    return items + [IncomeItem(seat, amount, source) for seat, amount, source in beyond]


def income(
    valley: Valley,
    bonus: StationBonus,
    starting: int,
    board: Board,
    towns: Sequence[Town | None],
    fronts: Sequence[Sequence[Card]],
    *,
    seats: int | None = None,
) -> tuple[int, ...]:
    """What each seat's income marker shows: ``starting`` plus its earnings, never below
    zero ("income cannot fall below zero"). The same sum as :func:`income_items`, without
    the words, kept for the boards asked last (every seat's observation reads it). There
    are ``seats`` markers, by default one per entry of ``towns``.

    :raises ValueError: if a building earns for no seat of the markers.
    """
    markers = len(towns) if seats is None else seats
    return _income(valley, bonus, starting, board, tuple(towns), tuple(fronts), markers)


def _summed(
    valley: Valley,
    bonus: StationBonus,
    starting: int,
    board: Board,
    towns: Sequence[Town | None],
    fronts: Sequence[Sequence[Card]],
    seats: int,
) -> tuple[int, ...]:
    """:func:`income`, from the board's survey (:mod:`.rattlesnake_city.survey`). It adds
    up what :func:`income_items` itemises, without the words; a test holds the two
    together (``test_the_income_markers_are_the_itemised_earnings_summed``)."""
    surveyed = survey(board)
    earning = surveyed.earning
    if surveyed.strays or any(earning[seats:]):
        raise ValueError(f"a building earns for no seat of the {seats}")
    totals = [starting] * seats
    for seat, count in enumerate(earning[:seats]):
        totals[seat] += BUILDING_INCOME * count
    stations, banks, mines = surveyed.stations, surveyed.banks, surveyed.mines
    if len(stations) > 1:
        groups = _station_groups(valley, board, stations)
        if groups:
            owners = {town: seat for seat, town in enumerate(towns) if town is not None}
            for group in groups:
                for seat, amount, _ in _station_items(group, owners, bonus):
                    totals[seat] += amount
    if banks and mines:
        for owner in _mine_owners(valley, mines, banks, tuple(towns)):
            if owner is not None:
                totals[owner] += MINE_BONUS
    for seat, front in enumerate(fronts):
        if front:
            totals[seat] += _cards_total(front, towns[seat], board)
    return tuple([total if total > 0 else 0 for total in totals])


_income = functools.lru_cache(maxsize=1024)(_summed)
""":func:`income`, a memo: every seat's observation reads the same incomes."""


def summed_income(state: State) -> tuple[int, ...]:
    """What every seat's income marker shows in ``state``, summed afresh: what the end of
    a turn collects (once per board: a memo would only cost it the hashing)."""
    return _summed(*_markers_of(state, state.board))


def _markers_of(
    position: State | View, board: Board
) -> tuple[
    Valley, StationBonus, int, Board, tuple[Town | None, ...], tuple[tuple[Card, ...], ...], int
]:
    """What the income markers of ``position`` are summed from, with ``board``."""
    options = position.setup.options
    seats = position.seats
    return (
        options.content.valley,
        options.station_bonus,
        options.starting_income,
        board,
        tuple([seat.town for seat in seats]),
        tuple([seat.front for seat in seats]),
        len(seats),  # one marker a seat (a view with seats missing is refused later)
    )


def _beyond_buildings(
    valley: Valley,
    bonus: StationBonus,
    board: Board,
    towns: Sequence[Town | None],
    fronts: Sequence[Sequence[Card]],
) -> list[_Earning]:
    """The earnings besides each building's $1,000, in words: connected stations, mines
    and the cards in front of the players."""
    items: list[_Earning] = []
    stations: list[Place] = []
    banks: list[Built] = []
    mines: list[Built] = []
    for built in board.buildings:
        building = built.building
        if building is Building.STATION:
            stations.append(built.place)
        elif building is Building.BANK:
            banks.append(built)
        elif building is Building.MINE:
            mines.append(built)
    groups = _station_groups(valley, board, frozenset(stations))
    if groups:
        owners = {town: seat for seat, town in enumerate(towns) if town is not None}
        for group in groups:
            items.extend(_station_items(group, owners, bonus))
    if banks and mines:
        paid = _mine_owners(valley, tuple(mines), tuple(banks), tuple(towns))
        for mine, owner in zip(mines, paid, strict=True):
            if owner is not None:
                items.append((owner, MINE_BONUS, f"{_where(mine)}, nearest bank"))
    for seat, front in enumerate(fronts):
        if front:
            items.extend(_card_items(seat, front, towns[seat], board))
    return items


@functools.lru_cache(maxsize=1024)
def _mine_owners(
    valley: Valley,
    mines: tuple[Built, ...],
    banks: tuple[Built, ...],
    towns: tuple[Town | None, ...],
) -> tuple[int | None, ...]:
    """Whom each of ``mines`` pays its bonus: the owner of the nearest of ``banks``
    (``None``: nobody). A memo: the mines and banks change seldom."""
    owners: list[int | None] = []
    for mine in mines:
        found = nearest(valley, mine.place, mine.space, banks)
        bank = found[0] if len(found) == 1 else _placers(found, mine.placer, towns)
        owners.append(bank_owner(bank, towns))
    return tuple(owners)


def _where(built: Built) -> str:
    return f"{built.building.value} in {built.place.value}"


def _placers(banks: list[Built], placer: int, towns: Sequence[Town | None]) -> Built:
    """The bank that pays on a strict tie between ``banks``: one the mine's placer owns,
    as a tie between saloons pays the placer; else the first built."""
    for bank in banks:
        if bank_owner(bank, towns) == placer:
            return bank
    return banks[0]


def _station_items(
    group: Sequence[Town], owners: dict[Town, int], bonus: StationBonus
) -> list[_Earning]:
    """The extra earned by a group of connected stations: each station's share goes to
    its town's owner; the shares of towns nobody owns are divided evenly among the
    owners of the others, in whole bills (the rest is not paid)."""
    share = BILL if bonus is StationBonus.PER_STATION else BILL * (len(group) - 1)
    owned = [town for town in group if town in owners]
    if not owned:
        return []
    unowned = (len(group) - len(owned)) * share
    extra = unowned // len(owned) // BILL * BILL
    return [(owners[town], share + extra, f"Station in {town.value}, connected") for town in owned]


def _card_items(
    seat: int, front: Sequence[Card], town: Town | None, board: Board
) -> list[_Earning]:
    items = [(seat, CARD_INCOME[card], card.value) for card in front if card in CARD_INCOME]
    if town is None or not any(card in _BY_TOWN for card in front):
        return items
    here = [b.building for b in board.buildings if b.place is town]
    if Building.HOTEL in here:
        if Card.LILI_THE_TIGRESS in front:
            items.append((seat, BILL, "Lili the Tigress, a hotel in town"))
        if Card.THUMBTACKS in front:
            items.append((seat, -BILL, "Thumbtacks, a hotel in town"))
    if Card.UNDERTAKER in front:
        cemeteries = here.count(Building.CEMETERY)
        if cemeteries:
            items.append((seat, BILL * cemeteries, "Undertaker, the cemeteries"))
    return items


def _cards_total(front: Sequence[Card], town: Town | None, board: Board) -> int:
    """The sum of :func:`_card_items`, without the words."""
    total = 0
    by_town = False
    for card in front:
        if card in _EARNING_CARDS:  # a scan by identity: the cards are few
            total += CARD_INCOME[card]
        elif card in _BY_TOWN_CARDS:
            by_town = True
    if not by_town or town is None:
        return total
    kinds = survey(board).kinds
    if (town, Building.HOTEL) in kinds:
        total += BILL * ((Card.LILI_THE_TIGRESS in front) - (Card.THUMBTACKS in front))
    if Card.UNDERTAKER in front and (town, Building.CEMETERY) in kinds:
        here = [b.building for b in board.buildings if b.place is town]
        total += BILL * here.count(Building.CEMETERY)
    return total


_BY_TOWN = frozenset((Card.LILI_THE_TIGRESS, Card.THUMBTACKS, Card.UNDERTAKER))
"""The cards whose earnings depend on the buildings in their player's town."""


def income_of(position: State | View, board: Board | None = None) -> tuple[int, ...]:
    """What every seat's income marker shows in a state or a view (the same for every
    viewer); with ``board``, what it would show with that board instead."""
    return _income(*_markers_of(position, position.board if board is None else board))


_EARNING_CARDS = tuple(CARD_INCOME)
_BY_TOWN_CARDS = tuple(_BY_TOWN)
