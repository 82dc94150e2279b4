"""Whether a *Pappy Winchester* view could come from a position: what
:func:`~.view.determinize` checks before it deals the hidden parts.

A view may come from anywhere (a file, a web client, a test), so nothing in it is trusted.
:func:`check_view` checks, in this order, and raises a ``ValueError`` naming the first
inconsistency:

* the shape: exact types (a seat is an ``int``, not a ``bool``), per-seat tuples of one
  entry per seat, per-plot tuples of one entry per plot, one objective and one claim per
  pile, the piles of the content;
* every number within the game's bounds before anything counts with it: money, tips,
  bids and prices are whole $1000 banknotes from $0 to
  :func:`~.setup.money_bound` (the total all seats hold too), seats are seats of the
  game, plots and squares are on the board;
* the hidden counts: the bonus tokens are the content's, the Mine and Ranch cards shown
  are among the content's (with one card left for each face-down one), the Secret
  Objective cards shown are different cards, with enough left for the hidden ones, and
  the money shown with each hidden seat's largest bid fits in the total;
* the course of the game: the Plot tokens face down are the unbought plots (but the one
  on auction), the auction going on opens at the first player and is one that bids and
  passes reach, with bids that it could hold, a Movement or Rumor decision follows a
  purchase of a plot with that token, the last purchase's buyer owns the plot, every card
  a seat looked at is one it could look at.

The checks a view shares with a state (the numbers, the bonus tokens, the cards looked
at, the course of the game, the auction) are those of ``invariants``, which
:func:`~.invariants.check_state` runs on a state; they raise
:class:`~frontier_games.InvalidStateError`, which :func:`check_view` turns into the
``ValueError`` it documents. What is left (which parts of a view its viewer may see) is
settled by dealing a state and comparing its view with the given one
(:func:`frontier_games.messages.first_difference`).
"""

from __future__ import annotations

import attrs

from frontier_games.core import InvalidStateError, brief
from frontier_games.games.pappy_winchester.content import (
    SECRETS_PER_SEAT,
    SecretObjective,
)
from frontier_games.games.pappy_winchester.invariants import (
    VIEW_PLACES,
    check_auction,
    check_bonus_tokens,
    check_course,
    check_dollars,
    check_last_duel,
    check_last_purchase,
    check_lookable,
    check_plot,
    check_seat,
    check_shared_objectives,
    check_square,
    unseen_cards,
)
from frontier_games.games.pappy_winchester.model import (
    LastDuel,
    LastPurchase,
    Options,
    Phase,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    checked_options,
    money_bound,
)

__all__ = ["check_view", "unseen_cards"]


def _bad(what: str) -> ValueError:
    return ValueError(f"no {NAME} position has this view: {what}")


@attrs.frozen
class _Bounds:
    """What the checks compare with: the view's configuration."""

    players: int
    plots: int
    money: int
    options: Options


def check_view(view: View) -> int:
    """Check that a position could have ``view`` as one of its views (as far as can be
    told without dealing one), and return :func:`~.setup.money_bound` for its
    configuration.

    :raises ValueError: naming the first inconsistency.
    """
    try:
        return _check_view(view)
    except InvalidStateError as error:  # from a check a state shares (``invariants``)
        raise _bad(error.message) from None


def _check_view(view: View) -> int:
    players = view.players
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad(f"players is {brief(players)}, not {MIN_PLAYERS} to {MAX_PLAYERS}")
    if type(view.options) is not Options:  # checked_options would read None as the defaults
        raise _bad(f"options is {brief(view.options)}, not a pappy-winchester Options")
    options = checked_options(players, view.options)
    content = options.content
    board = content.board
    bounds = _Bounds(players, len(board.plots), money_bound(players, content), options)
    if view.player is not None:
        check_seat("player", view.player, players)
    if type(view.phase) is not Phase:
        raise _bad(f"phase is {brief(view.phase)}, not a Phase")
    _check_shape(view, bounds)
    _check_money(view, bounds)
    _check_plots(view, bounds)
    _check_cards(view, bounds)
    _check_course(view, bounds)
    _check_auction(view, bounds)
    return bounds.money


def _tuple(name: str, value: object, length: int, what: str) -> tuple[object, ...]:
    if type(value) is not tuple or len(value) != length:
        raise _bad(f"{name} must be a tuple of {length} ({what}), not {brief(value)}")
    return value


def _check_shape(view: View, bounds: _Bounds) -> None:
    """Per-seat and per-plot tuples, and one objective and claim per pile."""
    p, n = bounds.players, bounds.plots
    piles = bounds.options.content.objective_piles
    for name, value, length, what in (
        ("money", view.money, p, "one per seat"),
        ("secrets", view.secrets, p, "one hand per seat"),
        ("duel_tokens", view.duel_tokens, p, "one per seat"),
        ("known", view.known, p, "one per seat"),
        ("owners", view.owners, n, "one per plot"),
        ("bonus", view.bonus, n, "one per plot"),
        ("cards", view.cards, n, "one per plot"),
        ("objectives", view.objectives, len(piles), "one per pile"),
        ("piles", view.piles, len(piles), "one per pile"),
        ("claimed", view.claimed, len(piles), "one per pile"),
    ):
        _tuple(name, value, length, what)
    if view.piles != piles:
        raise _bad(f"the piles {brief(view.piles)} are not the content's {piles}")


def _check_money(view: View, bounds: _Bounds) -> None:
    """Every sum within the bound, and the money shown within the total."""
    shown = 0
    for seat, money in enumerate(view.money):
        if money is not None:
            shown += check_dollars(f"seat {seat}'s money", money, bounds.money)
    total = check_dollars("money_total", view.money_total, bounds.money)
    check_dollars("saloon", view.saloon, bounds.money)
    if shown > total:
        raise _bad(f"the money shown, ${shown}, is more than the total, ${total}")


def _check_plots(view: View, bounds: _Bounds) -> None:
    """Owners, tokens, the Plot tokens face down, the vehicles and the Duel tokens."""
    for n, owner in enumerate(view.owners, start=1):
        if owner is not None:
            check_seat(f"the owner of plot {n}", owner, bounds.players)
    check_bonus_tokens("$.bonus", view.bonus, bounds.options.content)
    if type(view.draws) is not frozenset:
        raise _bad(f"draws is {brief(view.draws)}, not a frozenset of plots")
    for plot in view.draws:
        check_plot("a Plot token face down", plot, bounds.plots)
    board = bounds.options.content.board
    check_square("the locomotive", view.locomotive, len(board.railway))
    check_square("the boat", view.boat, len(board.river))
    if not all(type(held) is bool for held in view.duel_tokens):
        raise _bad(f"duel_tokens holds {brief(view.duel_tokens)}, not True or False")


def _check_cards(view: View, bounds: _Bounds) -> None:
    """The Mine and Ranch cards shown, the Secret Objective cards shown, the shared
    objectives and the cards each seat looked at."""
    content = bounds.options.content
    board = content.board
    for n, value in enumerate(view.cards, start=1):
        if value is None:
            continue
        if n not in board.mines and n != board.ranch:
            raise _bad(f"plot {n} shows a card, but it holds no Mine or Ranch card")
        check_dollars(f"the card on plot {n}", value, bounds.money)
    for plots, values, kind in (
        (board.mines, content.mine_cards, "Mine"),
        ((board.ranch,), content.ranch_cards, "Ranch"),
    ):
        if unseen_cards(values, [view.cards[n - 1] for n in plots]) is None:
            raise _bad(f"it shows {kind} cards the content does not have")
    shown: list[SecretObjective] = []
    for seat, hand in enumerate(view.secrets):
        _tuple(f"seat {seat}'s secrets", hand, SECRETS_PER_SEAT, "one per card")
        for card in hand:
            if card is not None and type(card) is not SecretObjective:
                raise _bad(f"seat {seat}'s secrets hold {brief(card)}, not a Secret Objective")
            if card is not None:
                shown.append(card)
    if len(set(shown)) != len(shown):
        raise _bad("it shows the same Secret Objective card twice")
    hidden = bounds.players * SECRETS_PER_SEAT - len(shown)
    if hidden > len(SecretObjective) - len(shown):
        raise _bad("it hides more Secret Objective cards than the game has")
    check_shared_objectives("$.objectives", view.objectives)
    for pile, taker in enumerate(view.claimed):
        if taker is not None:
            check_seat(f"the seat that took pile {pile}", taker, bounds.players)
    for seat, known in enumerate(view.known):
        if type(known) is not frozenset:
            raise _bad(f"seat {seat}'s known cards are {brief(known)}, not a frozenset")
        for looked in known:
            check_lookable(f"seat {seat} looked at", looked, seat, bounds.players, board)
    if view.looked_at is not None:
        check_lookable(
            "the last Rumor token looked at", view.looked_at, None, bounds.players, board
        )


def _check_course(view: View, bounds: _Bounds) -> None:
    """The phase, the plot of this turn, the Plot tokens left and the last events."""
    board = bounds.options.content.board
    check_course(
        VIEW_PLACES, bounds.players, board, view.phase, view.plot, view.first, view.owners,
        view.bonus, view.draws,
    )  # fmt: skip
    for n in board.mines | {board.ranch}:
        if view.owners[n - 1] is not None and view.cards[n - 1] is None:
            raise _bad(f"plot {n} is bought, but its card is not face up")
    purchase = view.last_purchase
    if purchase is not None:
        if type(purchase) is not LastPurchase:
            raise _bad(f"last_purchase is {brief(purchase)}, not a LastPurchase")
        check_plot("the last plot bought", purchase.plot, bounds.plots)
        check_seat("the last buyer", purchase.buyer, bounds.players)
        check_dollars("the last price", purchase.price, bounds.money)
    check_last_purchase(VIEW_PLACES, view.phase, view.plot, view.owners, purchase)
    duel = view.last_duel
    if duel is not None:
        if type(duel) is not LastDuel:
            raise _bad(f"last_duel is {brief(duel)}, not a LastDuel")
        check_last_duel(
            VIEW_PLACES, bounds.players, board, bounds.money, view.owners, view.duel_tokens, duel
        )
    if view.activated is not None and type(view.activated) is not Vehicle:
        raise _bad(f"activated is {brief(view.activated)}, not a Vehicle")


def _check_auction(view: View, bounds: _Bounds) -> None:
    """The auction going on: opened at the first player, with bids it could hold."""
    if view.phase is not Phase.BIDDING:
        if (view.order, view.active, view.turn, view.high_bid, view.high_bidder, view.bids) != (
            (),
            (),
            0,
            0,
            None,
            (),
        ):
            raise _bad("no auction is going on, but it shows one")
        return
    _tuple("bids", view.bids, bounds.players, "one per seat")
    bids = check_auction(
        VIEW_PLACES, bounds.players, bounds.money, view.first, view.order, view.active,
        view.turn, view.high_bid, view.high_bidder, view.bids,
    )  # fmt: skip
    floors = sum(amount for seat, amount in enumerate(bids) if view.money[seat] is None)
    shown = sum(money for money in view.money if money is not None)
    if shown + floors > view.money_total:
        raise _bad("the bids made by the seats whose money is hidden exceed the money left")
    for seat, money in enumerate(view.money):
        if money is not None and money < bids[seat]:
            raise _bad(f"seat {seat} bid ${bids[seat]} but holds ${money}")
