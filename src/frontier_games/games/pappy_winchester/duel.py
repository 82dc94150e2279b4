"""Duels (the rulebook's small print, "Duels"): while exactly two seats are left in an
auction, the seat whose turn it is may use its Duel token
(:class:`~frontier_games.games.pappy_winchester.Duel`) and the auction ends at once. The
two Pistol Duel cards are shuffled with the state's generator and the declaring seat gets
the first; the Bang! holder buys the plot for the last bid made, or $1000 before any bid
(R4). The kind is declared once on the rule kit (:mod:`frontier_games.moves`), with its
checks, effect, space, listing, words and block of codec ids.
"""

from __future__ import annotations

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.bidding import BIDDING, YOUR_TURN
from frontier_games.games.pappy_winchester.buying import buy
from frontier_games.games.pappy_winchester.content import BANKNOTE, DUEL_CARDS, Content, DuelCard
from frontier_games.games.pappy_winchester.model import Duel, LastDuel, Options, State, View
from frontier_games.games.pappy_winchester.naming import Said
from frontier_games.games.pappy_winchester.setup import MAX_PLAYERS, Configuration
from frontier_games.moves import Check, Move
from frontier_games.rng import shuffle

__all__ = ["DUEL", "can_pay_duel", "duel_ids", "duel_price"]

_DUELS: tuple[tuple[Duel, ...], ...] = tuple((Duel(seat),) for seat in range(MAX_PLAYERS))
"""``_DUELS[seat]``: ``seat``'s duel, built once (the space and the listing)."""
_NONE: tuple[Duel, ...] = ()


def duel_price(auction: DropOutAuction) -> int:
    """What the Bang! holder of a duel declared now pays (R4): the last bid, or $1000 when
    no bid was made yet (all it holds, if less, unless it committed to it)."""
    return auction.high_bid if auction.high_bidder is not None else BANKNOTE


def can_pay_duel(auction: DropOutAuction, seat: int, options: Options) -> bool:
    """Whether ``seat`` may declare a duel for what it holds (R4): it can pay the last bid
    (its money during an auction is its budget in it), or ``Options.duel_all_in``. The one
    test behind both the listing and the check."""
    return auction.budgets[seat] >= duel_price(auction) or options.duel_all_in


# -- the checks -----------------------------------------------------------------------------


def _two_left(state: State, action: Duel) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return len(auction.active) == 2


def _said_two_left(state: State, action: Duel) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    return f"a duel needs exactly two bidders left, not {len(auction.active)}"


def _has_token(state: State, action: Duel) -> bool:
    return state.table.duel_tokens[action.player]


def _can_pay(state: State, action: Duel) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return can_pay_duel(auction, action.player, state.deal.options)


def _said_cannot_pay(state: State, action: Duel) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    seat = action.player
    return (
        f"seat {seat} holds ${auction.budgets[seat]}: drawing Bang! it would pay the last"
        f" bid, ${duel_price(auction)}, which it cannot"
    )


# -- the effect -----------------------------------------------------------------------------


def _duel(state: State, action: Duel) -> State:
    auction = state.auction
    assert auction is not None  # the checks passed
    seat = action.player
    other = auction.active[1 - auction.turn]
    table = state.table
    deck, rng = shuffle(table.rng, DUEL_CARDS)
    winner, loser = (seat, other) if deck[0] is DuelCard.BANG else (other, seat)
    price = min(duel_price(auction), table.money[winner])  # R4
    tokens = table.duel_tokens
    table = table.evolve(
        rng=rng,
        duel_tokens=tokens[:seat] + (False,) + tokens[seat + 1 :],
        last_duel=LastDuel(plot=table.plot, challenger=seat, bang=winner, click=loser, price=price),
    )
    return buy(state, winner, price, table)


# -- the space and listing ------------------------------------------------------------------


def _duel_space(configuration: Configuration, seat: int) -> tuple[Duel, ...]:
    return _DUELS[seat]


def _duel_listing(state: State, seat: int) -> tuple[Duel, ...]:
    auction = state.auction
    assert auction is not None  # the kit lists a duel while an auction is going on
    if (
        len(auction.active) == 2
        and state.table.duel_tokens[seat]
        and can_pay_duel(auction, seat, state.deal.options)
    ):
        return _DUELS[seat]
    return _NONE


# -- the move -------------------------------------------------------------------------------


def _duel_words(view: View, action: Duel) -> Said:
    """``"seat 0 challenges seat 2 to a duel"`` (the view says who is left to duel)."""
    player = action.player
    rivals = [other for other in view.active if other != player]
    if len(rivals) == 1:
        return Said(f"seat {player} challenges seat {rivals[0]} to a duel")
    return Said(f"seat {player} calls a duel")


DUEL: Move[State, Duel] = Move(
    Duel,
    checks=(
        BIDDING,
        YOUR_TURN,
        Check("duel-not-allowed", _said_two_left, _two_left),
        Check("no-duel-token", "seat {action.player} has used its Duel token", _has_token),
        Check("duel-above-money", _said_cannot_pay, _can_pay),
    ),
    effect=_duel,
    space=_duel_space,
    listing=_duel_listing,
    words=_duel_words,
)
"""On its turn, with exactly two seats left in the auction, a seat holding its Duel token
and able to pay the last bid (or any seat, with ``Options.duel_all_in``) declares a duel
(R4)."""


# -- codec ids ------------------------------------------------------------------------------


def duel_ids(seat: int, players: int, content: Content) -> list[Duel]:
    """The action codec's block of ``Duel`` (1)."""
    return [Duel(seat)]
