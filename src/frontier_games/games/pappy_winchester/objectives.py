"""Verifying the shared objectives (the rulebook's third step of a turn): after each
purchase the buyer takes every shared objective it now meets, with the pile of banknotes
under it (R10). Only the buyer's holdings change in a purchase, so the check is automatic
and the rulebook's "claim it out of sequence" is never needed.

What the objectives read from a board is worked out once per board (:func:`facts`); each
objective is a test of the buyer's plots (:data:`SHARED_CHECKS`), asked only of a buyer
with enough plots.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

import attrs

from frontier_games.games.pappy_winchester.content import (
    SECRET_RAILWAY_BOARD,
    STANDARD_BOARD,
    Board,
    BonusKind,
    SharedObjective,
    Terrain,
    away_from_railway,
    away_from_river,
    largest_connected_group,
)
from frontier_games.games.pappy_winchester.model import Deal

__all__ = ["SHARED_CHECKS", "BoardFacts", "ObjectiveTest", "claim", "facts"]


@attrs.frozen
class BoardFacts:
    """What checking the shared objectives reads from a board, by plot index (``n - 1``).

    :ivar board: the board.
    :ivar terrain: each plot's terrain.
    :ivar neighbours: each plot's neighbouring plots.
    :ivar away_from_river: the plots touching no river square.
    :ivar away_from_railway: the plots touching no railway square.
    """

    board: Board
    terrain: tuple[Terrain, ...]
    neighbours: tuple[frozenset[int], ...]
    away_from_river: frozenset[int]
    away_from_railway: frozenset[int]


def _board_facts(board: Board) -> BoardFacts:
    return BoardFacts(
        board=board,
        terrain=tuple(plot.terrain for plot in board.plots),
        neighbours=tuple(plot.neighbours for plot in board.plots),
        away_from_river=away_from_river(board),
        away_from_railway=away_from_railway(board),
    )


_SHIPPED_FACTS: tuple[BoardFacts, ...] = (
    _board_facts(STANDARD_BOARD),
    _board_facts(SECRET_RAILWAY_BOARD),
)
"""The shipped boards' facts, worked out once; another board's are worked out per use."""


def facts(board: Board) -> BoardFacts:
    """What the shared objectives read from ``board`` (the shipped boards' once)."""
    for found in _SHIPPED_FACTS:
        if found.board is board:
            return found
    return _board_facts(board)


ObjectiveTest = Callable[[BoardFacts, frozenset[int], tuple[BonusKind, ...], bool, bool], bool]
"""A shared objective's test: ``(board facts, the buyer's plots, the bonus tokens, whether
this was the last auction, whether a Saloon token found no tips)``."""

_KINDS = tuple(BonusKind)
_TERRAINS = len(Terrain)


def _one_of_each_terrain(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return len({facts.terrain[n - 1] for n in mine}) == _TERRAINS


def _one_of_each_token(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return len({bonus[n - 1] for n in mine}) == len(_KINDS)


def _five_plots(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return True  # asked only of a buyer with five plots


def _last_auction(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return last


def _three_adjacent(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return largest_connected_group(facts.board, mine) >= 3


def _four_tokens_alike(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return max([bonus[n - 1] for n in mine].count(k) for k in _KINDS) >= 4


def _three_away_from_river(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return len(mine & facts.away_from_river) >= 3


def _three_away_from_railway(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return len(mine & facts.away_from_railway) >= 3


def _empty_saloon(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return empty


def _four_apart(
    facts: BoardFacts, mine: frozenset[int], bonus: tuple[BonusKind, ...], last: bool, empty: bool
) -> bool:
    return sum(not facts.neighbours[n - 1] & mine for n in mine) >= 4


SHARED_CHECKS: Mapping[SharedObjective, tuple[int, ObjectiveTest]] = MappingProxyType(
    {
        SharedObjective.ONE_OF_EACH_TERRAIN: (_TERRAINS, _one_of_each_terrain),
        SharedObjective.ONE_OF_EACH_TOKEN: (len(_KINDS), _one_of_each_token),
        SharedObjective.FIVE_PLOTS: (5, _five_plots),
        SharedObjective.LAST_AUCTION: (1, _last_auction),
        SharedObjective.THREE_ADJACENT: (3, _three_adjacent),
        SharedObjective.FOUR_TOKENS_ALIKE: (4, _four_tokens_alike),
        SharedObjective.THREE_AWAY_FROM_RIVER: (3, _three_away_from_river),
        SharedObjective.THREE_AWAY_FROM_RAILWAY: (3, _three_away_from_railway),
        SharedObjective.EMPTY_SALOON: (1, _empty_saloon),
        SharedObjective.FOUR_APART: (4, _four_apart),
    }
)
"""Each shared objective (R10) as ``(the fewest plots it needs, its test)``; the test is
asked only of a buyer with enough plots."""
_SHARED_CHECKS_BY_ID: Mapping[int, tuple[int, ObjectiveTest]] = MappingProxyType(
    {id(objective): entry for objective, entry in SHARED_CHECKS.items()}
)
"""The same, keyed by ``id``: enum members are singletons, and an enum's hash is a Python
call that a purchase would pay five times."""


def claim(
    deal: Deal,
    owners: tuple[int | None, ...],
    claimed: tuple[int | None, ...],
    buyer: int,
    last: bool,
    empty_saloon: bool,
) -> tuple[tuple[int | None, ...], int]:
    """The shared objectives ``buyer`` takes after a purchase, with ``owners`` the plots'
    owners after it: the piles' takers then, and the banknotes of the piles it takes.
    ``last``: whether the plot was the last; ``empty_saloon``: whether its Saloon token
    found no tips (R6, R10)."""
    if None not in claimed:
        return claimed, 0
    gained = 0
    plots = owners.count(buyer)
    mine: frozenset[int] | None = None  # the buyer's plots, gathered once if needed
    board = facts(deal.options.content.board)
    for pile, objective in enumerate(deal.objectives):
        if claimed[pile] is not None:
            continue
        fewest, test = _SHARED_CHECKS_BY_ID[id(objective)]
        if plots < fewest:
            continue
        if mine is None:
            mine = frozenset([n for n, owner in enumerate(owners, 1) if owner == buyer])
        if test(board, mine, deal.bonus, last, empty_saloon):
            claimed = claimed[:pile] + (buyer,) + claimed[pile + 1 :]
            gained += deal.piles[pile]
    return claimed, gained
