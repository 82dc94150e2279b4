"""A turn of *Pappy Winchester* (the rulebook's "Turns"): the first player draws the next
Plot token and its auction opens (:mod:`.pappy_winchester.bidding`); once the plot is
bought and its bonus token used (:mod:`.pappy_winchester.buying`), the next turn begins,
or, with no Plot token left, the game ends.
"""

from __future__ import annotations

from typing import Any

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.model import BID_RULES, Phase, State, Table

__all__ = ["ORDERS", "next_turn"]

_SEATS_AT_MOST = 5

ORDERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((first + i) % players for i in range(players)) for first in range(players))
    for players in range(_SEATS_AT_MOST + 1)
)
"""``ORDERS[players][first]``: the seats clockwise from ``first``."""
_OPENINGS: tuple[tuple[DropOutAuction, ...], ...] = tuple(
    tuple(
        DropOutAuction(
            order=order,
            budgets=(0,) * players,
            rules=BID_RULES,
            active=order,
            turn=0,
            high_bid=0,
            high_bidder=None,
            bids=(0,) * players,
        )
        for order in ORDERS[players]
    )
    for players in range(_SEATS_AT_MOST + 1)
)
"""``_OPENINGS[players][first]``: the auction as it opens from ``first``, nobody having bid
(what ``DropOutAuction.start(order, money, BID_RULES)`` opens), but for the budgets: the
seats' money, given when it opens."""
_BIDDING, _OVER = Phase.BIDDING, Phase.OVER


def next_turn(state: State, table: Table, **changes: Any) -> State:
    """The first player draws the next Plot token and its auction opens, from the first
    player clockwise, each seat's money its budget; or, with no Plot token left, the game
    ends. ``table`` is the table the turn ends with, ``changes`` what the end of the turn
    changes in it (named as ``Table.evolve`` names them: the table is rebuilt
    once), and ``state`` the position the turn ends in (what the next one is built from).
    """
    draws = table.draws
    if not draws:
        return state.evolve(table=table.evolve(plot=0, **changes), phase=_OVER, auction=None)
    table = table.evolve(draws=draws[1:], plot=draws[0], **changes)
    auction = _OPENINGS[state.deal.players][table.first].evolve(budgets=table.money)
    return state.evolve(table=table, phase=_BIDDING, auction=auction)
