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
  :func:`~.rules.money_bound` (the total all seats hold too), seats are seats of the
  game, plots and squares are on the board;
* the hidden counts: the bonus tokens are the content's, the Mine and Ranch cards shown
  are among the content's (with one card left for each face-down one), the Secret
  Objective cards shown are different cards, with enough left for the hidden ones, and
  the money shown with each hidden seat's largest bid fits in the total;
* the course of the game: the Plot tokens face down are the unbought plots (but the one
  on auction), the auction going on opens at the first player and holds bids that it
  could hold, a Movement or Rumor decision follows a purchase of a plot with that token,
  the last purchase's buyer owns the plot, every card a seat looked at is one it could
  look at.

What is left (which parts of a view its viewer may see) is settled by dealing a state and
comparing its view with the given one (:func:`frontier_games.messages.first_difference`).
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from frontier_games.core import brief
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    SECRETS_PER_SEAT,
    BonusKind,
    SecretObjective,
    SharedObjective,
)
from frontier_games.games.pappy_winchester.model import (
    HiddenCard,
    HiddenKind,
    LastDuel,
    LastPurchase,
    Options,
    Phase,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    _check_options,
    _is_card,
    money_bound,
)

__all__ = ["check_view", "unseen_cards"]


_KINDS = tuple(BonusKind)


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
    told without dealing one), and return :func:`~.rules.money_bound` for its
    configuration.

    :raises ValueError: naming the first inconsistency.
    """
    players = view.players
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad(f"players is {brief(players)}, not {MIN_PLAYERS} to {MAX_PLAYERS}")
    if type(view.options) is not Options:  # _check_options would read None as the defaults
        raise _bad(f"options is {brief(view.options)}, not a pappy-winchester Options")
    options = _check_options(view.options, players)
    content = options.content
    board = content.board
    bounds = _Bounds(players, len(board.plots), money_bound(players, content), options)
    _seat_or_none(bounds, "player", view.player)
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


def _dollars(name: str, value: object, bounds: _Bounds) -> int:
    """``value`` if it is a sum of money the game can hold."""
    if type(value) is not int or not 0 <= value <= bounds.money or value % BANKNOTE:
        raise _bad(
            f"{name} is {brief(value)}, not a whole number of ${BANKNOTE} banknotes from"
            f" $0 to ${bounds.money} (all the money that can come into play)"
        )
    return value


def _seat(bounds: _Bounds, name: str, value: object) -> int:
    if type(value) is not int or not 0 <= value < bounds.players:
        raise _bad(f"{name} is {brief(value)}, not a seat from 0 to {bounds.players - 1}")
    return value


def _seat_or_none(bounds: _Bounds, name: str, value: object) -> None:
    if value is not None:
        _seat(bounds, name, value)


def _plot(bounds: _Bounds, name: str, value: object) -> int:
    if type(value) is not int or not 1 <= value <= bounds.plots:
        raise _bad(f"{name} is {brief(value)}, not a plot from 1 to {bounds.plots}")
    return value


def _check_money(view: View, bounds: _Bounds) -> None:
    """Every sum within the bound, and the money shown within the total."""
    shown = 0
    for seat, money in enumerate(view.money):
        if money is not None:
            shown += _dollars(f"seat {seat}'s money", money, bounds)
    total = _dollars("money_total", view.money_total, bounds)
    _dollars("saloon", view.saloon, bounds)
    if shown > total:
        raise _bad(f"the money shown, ${shown}, is more than the total, ${total}")


def _check_plots(view: View, bounds: _Bounds) -> None:
    """Owners, tokens and the Plot tokens face down."""
    p = bounds.players
    wrong = [
        (n, owner)
        for n, owner in enumerate(view.owners, start=1)
        if owner is not None and (type(owner) is not int or not 0 <= owner < p)
    ]
    if wrong:
        _seat(bounds, f"the owner of plot {wrong[0][0]}", wrong[0][1])
    if not all(type(token) is BonusKind for token in view.bonus):
        raise _bad(f"bonus holds {brief(view.bonus)}, not bonus tokens")
    tokens = bounds.options.content.bonus_tokens
    if any(view.bonus.count(kind) != tokens.count(kind) for kind in _KINDS):
        raise _bad("the bonus tokens on the plots are not the content's")
    if type(view.draws) is not frozenset:
        raise _bad(f"draws is {brief(view.draws)}, not a frozenset of plots")
    plots = bounds.plots
    wrong_plots = [n for n in view.draws if type(n) is not int or not 1 <= n <= plots]
    if wrong_plots:
        _plot(bounds, "a Plot token face down", wrong_plots[0])
    for name, value in (("locomotive", view.locomotive), ("boat", view.boat)):
        board = bounds.options.content.board
        track = board.railway if name == "locomotive" else board.river
        if type(value) is not int or not 0 <= value < len(track):
            raise _bad(f"the {name} is on {brief(value)}, not a square from 0 to {len(track) - 1}")
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
        _dollars(f"the card on plot {n}", value, bounds)
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
    objectives = view.objectives
    if not all(type(o) is SharedObjective for o in objectives) or len(set(objectives)) != len(
        objectives
    ):
        raise _bad(f"objectives {brief(objectives)} are not different shared objectives")
    for pile, taker in enumerate(view.claimed):
        _seat_or_none(bounds, f"the seat that took pile {pile}", taker)
    for seat, known in enumerate(view.known):
        if type(known) is not frozenset:
            raise _bad(f"seat {seat}'s known cards are {brief(known)}, not a frozenset")
        for looked in known:
            _lookable(bounds, seat, looked, f"seat {seat} looked at")
    if view.looked_at is not None:
        _lookable(bounds, None, view.looked_at, "the last Rumor token looked at")


def unseen_cards(values: tuple[int, ...], shown: list[int | None]) -> list[int] | None:
    """The card values of ``values`` left once the ``shown`` ones (``None``: face down)
    are taken out, or ``None`` if a value shown is not among them."""
    left = list(values)
    for value in shown:
        if value is not None:
            if value not in left:
                return None
            left.remove(value)
    return left


def _lookable(bounds: _Bounds, seat: int | None, card: object, name: str) -> None:
    """``card`` is a card a Rumor token of ``seat`` (any seat: ``None``) could look at."""
    if not _is_card(card):
        raise _bad(f"{name} {brief(card)}, not a HiddenCard")
    assert isinstance(card, HiddenCard)
    board = bounds.options.content.board
    if card.kind is HiddenKind.OBJECTIVE:
        ok = 0 <= card.where < bounds.players and card.where != seat and 0 <= card.slot < 2
    elif card.kind is HiddenKind.MINE:
        ok = card.where in board.mines and card.slot == 0
    else:
        ok = card.where == board.ranch and card.slot == 0
    if not ok:
        raise _bad(f"{name} {brief(card)}, which no Rumor token can look at")


def _check_course(view: View, bounds: _Bounds) -> None:
    """The phase, the plot of this turn, the Plot tokens left and the last events."""
    phase, plot = view.phase, view.plot
    unbought = frozenset(n for n, owner in enumerate(view.owners, start=1) if owner is None)
    _seat(bounds, "first", view.first)
    if phase is Phase.OVER:
        if type(plot) is not int or plot != 0 or unbought or view.draws:
            raise _bad("the game is over, but a plot is still to buy")
    else:
        _plot(bounds, "plot", plot)
        if phase is Phase.BIDDING:
            if plot not in unbought or view.draws != unbought - {plot}:
                raise _bad(f"the Plot tokens face down are not the unbought plots but plot {plot}")
        else:
            if view.owners[plot - 1] != view.first or view.draws != unbought:
                raise _bad(f"plot {plot} was just bought, but not by the first player")
            token = BonusKind.MOVEMENT if phase is Phase.MOVE else BonusKind.RUMOR
            if view.bonus[plot - 1] is not token:
                raise _bad(f"plot {plot} holds no {token.value} token to use")
    board = bounds.options.content.board
    for n in board.mines | {board.ranch}:
        if view.owners[n - 1] is not None and view.cards[n - 1] is None:
            raise _bad(f"plot {n} is bought, but its card is not face up")
    purchase = view.last_purchase
    if purchase is not None:
        if type(purchase) is not LastPurchase:
            raise _bad(f"last_purchase is {brief(purchase)}, not a LastPurchase")
        _plot(bounds, "the last plot bought", purchase.plot)
        _seat(bounds, "the last buyer", purchase.buyer)
        _dollars("the last price", purchase.price, bounds)
        if view.owners[purchase.plot - 1] != purchase.buyer:
            raise _bad(f"the last buyer does not own plot {purchase.plot}")
        if phase in (Phase.MOVE, Phase.RUMOR) and purchase.plot != plot:
            raise _bad(f"plot {plot} was just bought, but the last purchase is another")
    elif len(unbought) != bounds.plots:
        raise _bad("plots are bought, but there is no last purchase")
    duel = view.last_duel
    if duel is not None:
        if type(duel) is not LastDuel:
            raise _bad(f"last_duel is {brief(duel)}, not a LastDuel")
        _plot(bounds, "the plot of the last duel", duel.plot)
        for name, seat in (("challenger", duel.challenger), ("bang", duel.bang)):
            _seat(bounds, f"the last duel's {name}", seat)
        _seat(bounds, "the last duel's click", duel.click)
        _dollars("the last duel's price", duel.price, bounds)
        if duel.bang == duel.click or duel.challenger not in (duel.bang, duel.click):
            raise _bad("the last duel was not fought between the challenger and another seat")
        if view.owners[duel.plot - 1] != duel.bang:
            raise _bad(f"the last duel's Bang! holder does not own plot {duel.plot}")
        if view.duel_tokens[duel.challenger]:
            raise _bad(f"seat {duel.challenger} declared a duel but still holds its Duel token")
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
    order = tuple((view.first + i) % bounds.players for i in range(bounds.players))
    if view.order != order:
        raise _bad(f"the auction's order {brief(view.order)} does not open at the first player")
    active = view.active
    if type(active) is not tuple or not active or not _in_order(active, order):
        raise _bad(f"the bidders still in, {brief(active)}, are not some of {order} in order")
    turn = view.turn
    if type(turn) is not int or not 0 <= turn < len(active):
        raise _bad(f"the turn {brief(turn)} is not a place in {active}")
    _tuple("bids", view.bids, bounds.players, "one per seat")
    bids = [_dollars(f"seat {seat}'s bid", amount, bounds) for seat, amount in enumerate(view.bids)]
    high, bidder = _dollars("high_bid", view.high_bid, bounds), view.high_bidder
    if bidder is None:
        if high or any(bids):
            raise _bad("bids were made, but there is no high bidder")
    else:
        _seat(bounds, "high_bidder", bidder)
        if bids[bidder] != high or any(amount > high for amount in bids) or not high:
            raise _bad(f"the high bid ${high} is not the largest bid, by seat {bidder}")
        if active[turn] == bidder:
            raise _bad("it is the high bidder's turn: the auction would be over")
    floors = sum(amount for seat, amount in enumerate(bids) if view.money[seat] is None)
    shown = sum(money for money in view.money if money is not None)
    if shown + floors > view.money_total:
        raise _bad("the bids made by the seats whose money is hidden exceed the money left")
    for seat, money in enumerate(view.money):
        if money is not None and money < bids[seat]:
            raise _bad(f"seat {seat} bid ${bids[seat]} but holds ${money}")


def _in_order(items: tuple[object, ...], order: Iterable[int]) -> bool:
    """Whether ``items`` are different seats of ``order`` (``int``), in its order."""
    if not all(type(item) is int for item in items):
        return False
    rest = iter(order)
    return all(any(item == seat for seat in rest) for item in items)
