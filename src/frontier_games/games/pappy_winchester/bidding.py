"""Bidding (the rulebook's first step of a turn): from the first player clockwise, each
seat in the auction bids (:class:`~frontier_games.games.pappy_winchester.Bid`) or passes
(:class:`~frontier_games.games.pappy_winchester.Pass`) and is out of it, in the shared
drop-out auction (:class:`~frontier_games.auction.DropOutAuction`, which holds each seat's
money as its budget). When all but the high bidder have passed, or every seat has passed,
the plot is bought (:func:`~.pappy_winchester.buying.sold`).

Each kind is declared once on the rule kit (:mod:`frontier_games.moves`), with its checks,
its effect, its space, its listing and its words; its block of ids in the action codec is
here too. A bid is one kind whose space is every $1000 amount up to
:func:`~.pappy_winchester.setup.money_bound`; a bidder's legal bids are a slice of a row of
bids built once at import (up to $200000; above that they are built on the spot), from
:func:`~frontier_games.auction.lowest_bid` to the bidder's money.
"""

from __future__ import annotations

from typing import Any

from frontier_games import auction as auctions
from frontier_games.core import brief
from frontier_games.games.pappy_winchester.buying import sold
from frontier_games.games.pappy_winchester.content import BANKNOTE, Content
from frontier_games.games.pappy_winchester.model import Bid, Pass, State, View
from frontier_games.games.pappy_winchester.naming import AMOUNT_BITS, Said
from frontier_games.games.pappy_winchester.setup import MAX_PLAYERS, Configuration, money_bound
from frontier_games.moves import Check, Move

__all__ = [
    "BID",
    "BIDDING",
    "PASS",
    "YOUR_TURN",
    "bid_ids",
    "pass_ids",
]

_TABLE_BANKNOTES = 200
"""Bids are tabled up to this many banknotes ($200000); a seat holding more builds its own."""

_BIDS: tuple[tuple[Bid, ...], ...] = tuple(
    tuple(Bid(seat, n * BANKNOTE) for n in range(1, _TABLE_BANKNOTES + 1))
    for seat in range(MAX_PLAYERS)
)
"""``_BIDS[seat][n - 1]``: ``seat``'s bid of ``n`` banknotes, built once; a bidder's legal
bids are a slice, and the spaces are these very actions (the kit knows an action it just
listed by identity)."""
_PASSES: tuple[tuple[Pass, ...], ...] = tuple((Pass(seat),) for seat in range(MAX_PLAYERS))
"""``_PASSES[seat]``: ``seat``'s pass, built once."""


# -- the checks -----------------------------------------------------------------------------


def _bidding(state: State, action: object) -> bool:
    return state.auction is not None


def _still_in(state: State, action: Bid | Pass) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return action.player in auction.active


def _to_act(state: State, action: object) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return auction.active[auction.turn] == getattr(action, "player", None)


def _said_not_your_turn(state: State, action: object) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    seat = getattr(action, "player", None)
    return f"it is seat {auction.active[auction.turn]}'s turn, not seat {brief(seat)}'s"


BIDDING: Check[State, Any] = Check("not-bidding", "no auction is going on", _bidding)
"""A bid, a pass or a duel is made only while an auction is going on."""
_STILL_IN: Check[State, Any] = Check(
    "already-passed", "seat {action.player} passed and is out of this auction", _still_in
)
"""A seat that passed is out of the auction."""
YOUR_TURN: Check[State, Any] = Check("not-your-turn", _said_not_your_turn, _to_act)
"""The seats in the auction act in turn, clockwise."""


def _an_amount(state: State, action: Bid) -> bool:
    return type(action.amount) is int


def _said_not_an_amount(state: State, action: Bid) -> str:
    return f"a bid is a whole number of dollars (an int), not {brief(action.amount)}"


def _raises(state: State, action: Bid) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return action.amount >= auctions.lowest_bid(auction)


def _said_too_small(state: State, action: Bid) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    low = auctions.lowest_bid(auction)
    words = "the first bid" if auction.high_bidder is None else f"a raise over ${auction.high_bid}"
    return f"{words} must be at least ${low}, not ${brief(action.amount)}"


def _in_banknotes(state: State, action: Bid) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return not action.amount % auction.rules.step


def _said_not_a_multiple(state: State, action: Bid) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    return f"bids are multiples of ${auction.rules.step}"


def _affordable(state: State, action: Bid) -> bool:
    auction = state.auction
    assert auction is not None  # the checks before
    return action.amount <= auction.budgets[action.player]


def _said_above_money(state: State, action: Bid) -> str:
    auction = state.auction
    assert auction is not None  # the checks before
    seat = action.player
    return f"seat {brief(seat)} holds ${auction.budgets[seat]}, cannot bid ${brief(action.amount)}"


# -- the effects ----------------------------------------------------------------------------


def _bid(state: State, action: Bid) -> State:
    auction = state.auction
    assert auction is not None  # the checks passed
    # what auctions.bid does once its checks have passed (ours have)
    seat, amount, active = action.player, action.amount, auction.active
    turn = auction.turn + 1
    bids = list(auction.bids)  # cheaper than slicing the tuple
    bids[seat] = amount
    auction = auction.evolve(
        turn=0 if turn == len(active) else turn, high_bid=amount, high_bidder=seat, bids=tuple(bids)
    )
    if len(active) == 1:  # the last seat in bid (R3): the plot is bought
        return sold(state, auction)
    return state.evolve(auction=auction)


def _pass(state: State, action: Pass) -> State:
    auction = state.auction
    assert auction is not None  # the checks passed
    # what auctions.pass_bid does once its checks have passed (ours have)
    turn = auction.turn
    left = list(auction.active)  # cheaper than slicing the tuple
    del left[turn]
    auction = auction.evolve(active=tuple(left), turn=0 if turn == len(left) else turn)
    if not left or (len(left) == 1 and left[0] == auction.high_bidder):  # the plot is bought
        return sold(state, auction)
    return state.evolve(auction=auction)


# -- the spaces and listings ----------------------------------------------------------------


def _bid_space(configuration: Configuration, seat: int) -> tuple[Bid, ...]:
    banknotes = money_bound(configuration.players, configuration.content) // BANKNOTE
    if banknotes <= _TABLE_BANKNOTES:
        return _BIDS[seat][:banknotes]
    return _BIDS[seat] + tuple(
        Bid(seat, n * BANKNOTE) for n in range(_TABLE_BANKNOTES + 1, banknotes + 1)
    )


def _bid_listing(state: State, seat: int) -> tuple[Bid, ...]:
    auction = state.auction
    assert auction is not None  # the kit lists bids while an auction is going on
    # auctions.lowest_bid under BID_RULES ($1000 first, raises of $1000, in banknotes), in
    # banknotes, without the call: the battery checks the listing against the checks
    low = 1 if auction.high_bidder is None else auction.high_bid // BANKNOTE + 1
    high = auction.budgets[seat] // BANKNOTE
    if high <= _TABLE_BANKNOTES:
        return _BIDS[seat][low - 1 : high]
    return tuple(Bid(seat, n * BANKNOTE) for n in range(low, high + 1))


def _pass_space(configuration: Configuration, seat: int) -> tuple[Pass, ...]:
    return _PASSES[seat]


def _pass_listing(state: State, seat: int) -> tuple[Pass, ...]:
    return _PASSES[seat]


# -- the moves ------------------------------------------------------------------------------


def _bid_words(view: View, action: Bid) -> Said:
    """``"seat 2 bids $3000"``.

    :raises ValueError: if the amount is not an ``int`` (of at most 64 bits).
    """
    amount = action.amount
    if type(amount) is not int or amount.bit_length() > AMOUNT_BITS:
        raise ValueError(f"a bid is an amount of dollars (an int), not {brief(amount)}")
    return Said(f"seat {action.player} bids ${amount}")


BID: Move[State, Bid] = Move(
    Bid,
    checks=(
        BIDDING,
        Check("not-an-amount", _said_not_an_amount, _an_amount),
        _STILL_IN,
        YOUR_TURN,
        Check("raise-too-small", _said_too_small, _raises),
        Check("bid-not-a-multiple", _said_not_a_multiple, _in_banknotes),
        Check("bid-above-money", _said_above_money, _affordable),
    ),
    effect=_bid,
    space=_bid_space,
    listing=_bid_listing,
    words=_bid_words,
)
"""On its turn, a seat in the auction bids: the first bid at least $1000, then at least
$1000 above the high bid, in whole banknotes, and never more than it holds."""


def _pass_words(view: View, action: Pass) -> Said:
    """``"seat 1 passes"``."""
    return Said(f"seat {action.player} passes")


PASS: Move[State, Pass] = Move(
    Pass,
    checks=(BIDDING, _STILL_IN, YOUR_TURN),
    effect=_pass,
    space=_pass_space,
    listing=_pass_listing,
    words=_pass_words,
)
"""On its turn, a seat in the auction passes and is out of it. When every seat has passed
without a bid, the first player buys the plot for $1000, or for nothing with less (R3)."""


# -- codec ids ------------------------------------------------------------------------------


def bid_ids(seat: int, players: int, content: Content) -> list[Bid]:
    """The action codec's block of ``Bid``: every $1000 up to
    :func:`~.pappy_winchester.setup.money_bound`."""
    return [
        Bid(seat, n * BANKNOTE) for n in range(1, money_bound(players, content) // BANKNOTE + 1)
    ]


def pass_ids(seat: int, players: int, content: Content) -> list[Pass]:
    """The action codec's block of ``Pass`` (1)."""
    return [Pass(seat)]
