"""Building *Pappy Winchester* positions for tests: a stacked auction, and field changes
routed to the part of the state (deal, table or auction) that holds them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.content import BonusKind, SharedObjective
from frontier_games.games.pappy_winchester.model import BID_RULES, Deal, Phase, State, Table
from frontier_games.games.pappy_winchester.rules import new_game
from frontier_games.rng import Rng

_DEAL = {field.name for field in attrs.fields(Deal)}
_TABLE = {field.name for field in attrs.fields(Table)}

NO_OBJECTIVES = (0, 0, 0, 0, 0)
"""``claimed`` with every shared objective already taken (by seat 0), so none pays."""


def changed(state: State, **changes: Any) -> State:
    """``state`` with the named fields changed, wherever they live (``money`` in the table,
    ``bonus`` in the deal, ``phase`` or ``auction`` in the state itself). The auction going
    on keeps the seats' money as its budgets."""
    deal = {name: value for name, value in changes.items() if name in _DEAL}
    table = {name: value for name, value in changes.items() if name in _TABLE}
    own = {name: value for name, value in changes.items() if name not in _DEAL | _TABLE}
    new_table = state.table.evolve(**table)
    auction = own.pop("auction", state.auction)
    if auction is not None and auction.budgets != new_table.money:
        auction = auction.evolve(budgets=new_table.money)
    return state.evolve(
        deal=state.deal.evolve(**deal),
        table=new_table,
        auction=auction,
        **own,
    )


def stacked(
    players: int = 4,
    *,
    plot: int = 17,
    first: int = 0,
    money: Iterable[int] | None = None,
    token: BonusKind = BonusKind.RUMOR,
    saloon: int = 1000,
    owners: dict[int, int] | None = None,
    objectives: tuple[SharedObjective, ...] | None = None,
    duel_tokens: tuple[bool, ...] | None = None,
    last: bool = False,
    rng: Rng | None = None,
) -> State:
    """A position at the start of the auction on ``plot``, stacked as a test needs.

    Mine and Ranch cards are taken off (they pay $0) unless a test puts one back; every
    shared objective is already taken unless ``objectives`` deals new ones. ``token`` is
    swapped onto ``plot`` from another plot, so the tokens stay the content's.
    """
    state = new_game(players, 1)
    owner_list: list[int | None] = [None] * 19
    for number, seat in (owners or {}).items():
        owner_list[number - 1] = seat
    bonus = list(state.deal.bonus)
    swap = bonus.index(token)  # swapped in, so the tokens stay the content's
    bonus[swap], bonus[plot - 1] = bonus[plot - 1], token
    draws = () if last else tuple(n for n in (*state.table.draws, state.table.plot) if n != plot)
    return changed(
        state,
        money=tuple(money) if money is not None else (8000,) * players,
        saloon=saloon,
        owners=tuple(owner_list),
        bonus=tuple(bonus),
        cards=(None,) * 19,
        objectives=objectives if objectives is not None else state.deal.objectives,
        claimed=(None,) * 5 if objectives is not None else NO_OBJECTIVES,
        duel_tokens=duel_tokens if duel_tokens is not None else state.table.duel_tokens,
        first=first,
        draws=draws,
        plot=plot,
        rng=rng if rng is not None else state.table.rng,
        phase=Phase.BIDDING,
        auction=DropOutAuction.start(
            tuple((first + i) % players for i in range(players)),
            state.table.money,  # changed() puts in the stacked money
            BID_RULES,
        ),
    )
