"""Buying a plot (the rulebook's second step of a turn): the winner of the auction (or of
a duel, or the first player when nobody bids) pays the price, shared out among the other
seats with the rest left on the saloon as a tip (R5); places a hat and takes the bonus
token (a Saloon token collects the tips there before this purchase, R6); takes the money of
a Mine or Ranch card; takes the First Player token; and verifies the shared objectives
(:mod:`.pappy_winchester.objectives`). A Movement or Rumor token then asks the buyer one
more decision (:mod:`.pappy_winchester.movement`, :mod:`.pappy_winchester.rumor`);
otherwise the next turn begins.
"""

from __future__ import annotations

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.content import BANKNOTE, BonusKind
from frontier_games.games.pappy_winchester.model import Phase, State, Table
from frontier_games.games.pappy_winchester.objectives import claim
from frontier_games.games.pappy_winchester.turn import next_turn

__all__ = ["buy", "share_out", "sold"]

# Enum members are read through module constants in the hot paths: before Python 3.12 an
# enum attribute lookup (``Phase.MOVE``) costs several times a global's.
_SALOON, _MOVEMENT, _RUMOR_TOKEN = BonusKind.SALOON, BonusKind.MOVEMENT, BonusKind.RUMOR
_MOVE, _RUMOR = Phase.MOVE, Phase.RUMOR


def share_out(price: int, players: int) -> tuple[int, int]:
    """What each seat but the buyer receives of ``price``, and the tip left on the saloon
    (R5: the same whole number of banknotes each, as many as possible)."""
    share = price // ((players - 1) * BANKNOTE) * BANKNOTE
    return share, price - share * (players - 1)


def sold(state: State, auction: DropOutAuction) -> State:
    """The plot goes to the finished ``auction``'s high bidder at the high bid; or, when
    nobody bid, to the first player for $1000, or for nothing without $1000 (R3)."""
    table = state.table
    buyer = auction.high_bidder
    if buyer is None:
        first = table.first
        return buy(state, first, min(BANKNOTE, table.money[first]), table)
    return buy(state, buyer, auction.high_bid, table)


def buy(state: State, buyer: int, price: int, table: Table) -> State:
    """``buyer`` pays ``price`` for ``table.plot`` and takes it (steps 2 and 3 of a turn):
    the position after ``state`` (its auction over), whose table is ``table``."""
    deal = state.deal
    players = deal.players
    plot = table.plot
    index = plot - 1
    money = list(table.money)
    money[buyer] -= price
    share, tip = share_out(price, players)
    for other in range(players):
        if other != buyer:
            money[other] += share
    tips_before = table.saloon
    saloon = tips_before + tip
    owners = table.owners[:index] + (buyer,) + table.owners[index + 1 :]
    token = deal.bonus[index]
    empty_saloon = False
    if token is _SALOON:  # R6
        money[buyer] += tips_before
        saloon = tip
        empty_saloon = tips_before == 0
    card = deal.cards[index]
    if card is not None:
        money[buyer] += card
    claimed, gained = claim(deal, owners, table.claimed, buyer, not table.draws, empty_saloon)
    money[buyer] += gained
    if token is _MOVEMENT or token is _RUMOR_TOKEN:
        after = table.evolve(
            money=tuple(money),
            saloon=saloon,
            owners=owners,
            claimed=claimed,
            first=buyer,
            bought=plot,
            bought_for=price,
        )
        # with 3+ seats another seat's card is always hidden, so a Rumor always has a target
        phase = _MOVE if token is _MOVEMENT else _RUMOR
        return state.evolve(table=after, phase=phase, auction=None)
    return next_turn(
        state,
        table,
        money=tuple(money),
        saloon=saloon,
        owners=owners,
        claimed=claimed,
        first=buyer,
        bought=plot,
        bought_for=price,
    )
