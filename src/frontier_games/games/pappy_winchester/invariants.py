"""Whether a *Pappy Winchester* state is one the game can reach (:func:`check_state`), and
the checks a state shares with a view (``consistency`` checks a view with the same pieces
before ``determinize`` deals its hidden parts).

A state may come from anywhere (JSON, a saved game, a position built by hand), so nothing
in it is trusted. :func:`check_state` checks, in this order, and raises
:class:`~frontier_games.InvalidStateError` naming the first broken invariant and where it
is (``$.table.money[2]``):

* the shape: every field of its exact type (``frontier_games.invariants.check_fields``),
  3 to 5 seats, options and content the game can be played with, per-seat tuples of one
  entry per seat, per-plot tuples of one per plot, per-pile tuples of one per pile;
* every number within its bounds: money, tips, bids and prices whole $1000 banknotes from
  $0 to :func:`~.setup.money_bound`, seats of the game, plots and squares of the board,
  the generator one that :meth:`~frontier_games.rng.Rng.from_seed` makes;
* what the deal conserves: the content's bonus tokens, Mine and Ranch cards on their
  plots, different Secret Objective and shared objective cards, the content's piles;
* the course of the game: the phase fits the auction and the plot of this turn, the Plot
  tokens face down are the unbought plots, the First Player token is the last buyer's,
  the last purchase and the last duel fit the hats, a Duel token is gone only after a
  duel, Movement and Rumor tokens were used as often as their plots were bought, each
  shared objective is taken exactly when its taker meets it, the money is conserved
  (but for what the bank paid for Mine and Ranch cards and Movement tokens), and the
  auction going on is one that bids and passes from the first player reach.

The checks a view shares (numbers, tokens, cards, the course, the auction) take the names
of the fields they check, so that each reads the way its caller's messages do.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import attrs

from frontier_games.core import SetupError, brief, not_a
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    SECRET_RAILWAY_BOARD,
    SECRETS_PER_SEAT,
    STANDARD_BOARD,
    Board,
    BonusKind,
    Content,
    SharedObjective,
    validate_board,
)
from frontier_games.games.pappy_winchester.model import (
    BID_RULES,
    HiddenCard,
    HiddenKind,
    LastDuel,
    LastPurchase,
    Options,
    Phase,
    State,
    Vehicle,
)
from frontier_games.games.pappy_winchester.objectives import SHARED_CHECKS, BoardFacts
from frontier_games.games.pappy_winchester.objectives import facts as board_facts
from frontier_games.games.pappy_winchester.rumor import is_card
from frontier_games.games.pappy_winchester.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    checked_options,
    money_bound,
)
from frontier_games.invariants import check_fields, check_rng, fail, per_seat, within

__all__ = [
    "STATE_PLACES",
    "VIEW_PLACES",
    "Places",
    "check_auction",
    "check_bonus_tokens",
    "check_course",
    "check_dollars",
    "check_last_duel",
    "check_last_purchase",
    "check_lookable",
    "check_plot",
    "check_seat",
    "check_shared_objectives",
    "check_square",
    "check_state",
    "unseen_cards",
]


@attrs.frozen
class Places:
    """Where a position keeps its parts, for the messages: a state's ``deal``, ``table``
    and ``auction`` (``$.deal``, ...), or a view's own fields (``$``); ``purchase`` is
    where the last purchase is (a state keeps its plot, a view the whole purchase)."""

    deal: str
    table: str
    auction: str
    purchase: str


STATE_PLACES = Places("$.deal", "$.table", "$.auction", "$.table.bought")
"""Where a :class:`~.model.State` keeps each part."""
VIEW_PLACES = Places("$", "$", "$", "$.last_purchase")
"""Where a :class:`~.model.View` keeps each part."""

_SHIPPED_BOARDS = (STANDARD_BOARD, SECRET_RAILWAY_BOARD)
"""Boards checked once, when the module that ships them was imported."""
_STILL_MET = frozenset(SharedObjective) - {
    SharedObjective.FOUR_APART,
    SharedObjective.LAST_AUCTION,
    SharedObjective.EMPTY_SALOON,
}
"""The shared objectives that a seat meeting them keeps meeting as it buys more plots."""
_CHECKED_ON_PLOTS = _STILL_MET | {SharedObjective.FOUR_APART}
"""The shared objectives that depend on the buyer's plots alone: each seat's plots are the
same as at its last purchase, when they were checked, so one that nobody took is met by
nobody."""


# -- the pieces a view shares -------------------------------------------------------------


def check_dollars(name: str, value: object, bound: int) -> int:
    """``value`` if it is a sum of money the game can hold: whole $1000 banknotes from $0
    to ``bound`` (``"out-of-range"``, or ``"banknotes"`` for part of a banknote)."""
    if type(value) is not int or not 0 <= value <= bound or value % BANKNOTE:
        invariant = (
            "field-type"
            if type(value) is not int
            else "banknotes"
            if 0 <= value <= bound
            else "out-of-range"
        )
        fail(
            invariant,
            f"{name} is {brief(value)}, not a whole number of ${BANKNOTE} banknotes from"
            f" $0 to ${bound} (all the money that can come into play)",
        )
    return value


def check_seat(name: str, value: object, players: int) -> int:
    """``value`` if it is a seat of a ``players``-seat game (``"no-such-seat"``)."""
    if type(value) is not int or not 0 <= value < players:
        fail("no-such-seat", f"{name} is {brief(value)}, not a seat from 0 to {players - 1}")
    return value


def check_plot(name: str, value: object, plots: int) -> int:
    """``value`` if it is a plot of a board of ``plots`` plots (``"no-such-plot"``)."""
    if type(value) is not int or not 1 <= value <= plots:
        fail("no-such-plot", f"{name} is {brief(value)}, not a plot from 1 to {plots}")
    return value


def check_square(name: str, value: object, squares: int) -> int:
    """``value`` if it is a square of a track of ``squares`` squares (``"no-such-square"``)."""
    if type(value) is not int or not 0 <= value < squares:
        fail("no-such-square", f"{name} is on {brief(value)}, not a square from 0 to {squares - 1}")
    return value


def check_bonus_tokens(where: str, bonus: tuple[object, ...], content: Content) -> None:
    """The tokens on the plots are bonus tokens, as many of each kind as the content has
    (``"tokens-conserved"``)."""
    if not all(type(token) is BonusKind for token in bonus):
        fail("field-type", f"bonus holds {brief(bonus)}, not bonus tokens")
    tokens = content.bonus_tokens
    if any(bonus.count(kind) != tokens.count(kind) for kind in BonusKind):
        counts = {kind.value: bonus.count(kind) for kind in BonusKind}
        fail(
            "tokens-conserved",
            f"the bonus tokens on the plots are not the content's: {where} holds {counts}",
        )


def unseen_cards(values: tuple[int, ...], shown: Iterable[int | None]) -> list[int] | None:
    """The card values of ``values`` left once the ``shown`` ones (``None``: face down)
    are taken out, or ``None`` if a value shown is not among them."""
    left = list(values)
    for value in shown:
        if value is not None:
            if value not in left:
                return None
            left.remove(value)
    return left


def check_shared_objectives(where: str, objectives: tuple[object, ...]) -> None:
    """The cards on the piles are different shared objective cards."""
    if not all(type(o) is SharedObjective for o in objectives) or len(set(objectives)) != len(
        objectives
    ):
        fail(
            "cards-conserved",
            f"objectives {brief(objectives)} are not different shared objectives ({where})",
        )


def check_lookable(
    name: str, card: object, seat: int | None, players: int, board: Board
) -> HiddenCard:
    """``card`` if a Rumor token of ``seat`` (any seat: ``None``) could look at it:
    another seat's Secret Objective card, a mine's Mine card or the ranch's Ranch card
    (``"not-lookable"``). ``name`` reads before the card: ``seat 0 looked at``."""
    if not is_card(card):
        fail("field-type", f"{name} {brief(card)}, not a HiddenCard")
    assert isinstance(card, HiddenCard)
    if card.kind is HiddenKind.OBJECTIVE:
        ok = 0 <= card.where < players and card.where != seat and 0 <= card.slot < 2
    elif card.kind is HiddenKind.MINE:
        ok = card.where in board.mines and card.slot == 0
    else:
        ok = card.where == board.ranch and card.slot == 0
    if not ok:
        fail("not-lookable", f"{name} {brief(card)}, which no Rumor token can look at")
    return card


def check_course(
    at: Places,
    players: int,
    board: Board,
    phase: Phase,
    plot: object,
    first: object,
    owners: tuple[int | None, ...],
    bonus: tuple[BonusKind, ...],
    draws: frozenset[object],
) -> None:
    """The phase, the plot of this turn and the Plot tokens face down: during
    ``BIDDING`` the plot on auction is unbought and the Plot tokens are the other unbought
    plots; during ``MOVE`` and ``RUMOR`` the first player has just bought the plot, whose
    token is the one to use, and the Plot tokens are the unbought plots; at the end every
    plot is bought and the plot is ``0``."""
    check_seat(f"{at.table}.first", first, players)
    unbought = frozenset(n for n, owner in enumerate(owners, start=1) if owner is None)
    if phase is Phase.OVER:
        if type(plot) is not int or plot != 0 or unbought or draws:
            fail(
                "phase",
                f"the game is over, but a plot is still to buy ({at.table}.plot is"
                f" {brief(plot)}, {len(unbought)} plots unbought)",
            )
        return
    plot = check_plot(f"{at.table}.plot", plot, len(board.plots))
    if phase is Phase.BIDDING:
        if plot not in unbought:
            fail("phase", f"plot {plot} is on auction, but seat {owners[plot - 1]} owns it")
        if draws != unbought - {plot}:
            fail(
                "plot-tokens",
                f"the Plot tokens face down are not the unbought plots but plot {plot}, the"
                f" one on auction ({at.table}.draws)",
            )
        return
    if owners[plot - 1] != first:
        fail(
            "first-player",
            f"plot {plot} was just bought, but not by the first player, seat {first}"
            f" ({at.table}.owners[{plot - 1}] is {owners[plot - 1]})",
        )
    if draws != unbought:
        fail(
            "plot-tokens",
            f"plot {plot} was just bought, but the Plot tokens face down ({at.table}.draws)"
            " are not the unbought plots",
        )
    token = BonusKind.MOVEMENT if phase is Phase.MOVE else BonusKind.RUMOR
    if bonus[plot - 1] is not token:
        fail(
            "phase",
            f"plot {plot} holds no {token.value} token to use in phase {phase.name}"
            f" ({at.deal}.bonus[{plot - 1}])",
        )


def check_last_purchase(
    at: Places,
    phase: Phase,
    plot: int,
    owners: tuple[int | None, ...],
    purchase: LastPurchase | None,
) -> None:
    """The last purchase (its numbers already checked): its buyer owns its plot, it is the
    plot whose token is to use during ``MOVE`` and ``RUMOR``, and there is one as soon as
    a plot is bought."""
    if purchase is None:
        if any(owner is not None for owner in owners):
            fail(
                "last-purchase", f"plots are bought, but there is no last purchase ({at.purchase})"
            )
        return
    if owners[purchase.plot - 1] != purchase.buyer:
        fail(
            "last-purchase",
            f"the last buyer does not own plot {purchase.plot}: seat"
            f" {owners[purchase.plot - 1]} does ({at.purchase})",
        )
    if phase in (Phase.MOVE, Phase.RUMOR) and purchase.plot != plot:
        fail(
            "last-purchase",
            f"plot {plot} was just bought, but the last purchase is plot {purchase.plot}"
            f" ({at.purchase})",
        )


def check_last_duel(
    at: Places,
    players: int,
    board: Board,
    bound: int,
    owners: tuple[int | None, ...],
    duel_tokens: tuple[bool, ...],
    duel: LastDuel,
) -> None:
    """The last duel: fought over a bought plot between the challenger and another seat,
    the Bang! holder owning the plot, for a price the game can hold, the challenger's
    Duel token gone (``"duel"``)."""
    where = f"{at.table}.last_duel"
    check_plot(f"{where}.plot", duel.plot, len(board.plots))
    for name in ("challenger", "bang", "click"):
        check_seat(f"{where}.{name}", getattr(duel, name), players)
    check_dollars(f"{where}.price", duel.price, bound)
    if duel.bang == duel.click or duel.challenger not in (duel.bang, duel.click):
        fail(
            "duel",
            f"the last duel was not fought between the challenger and another seat ({where})",
        )
    if owners[duel.plot - 1] != duel.bang:
        fail("duel", f"the last duel's Bang! holder does not own plot {duel.plot} ({where})")
    if duel_tokens[duel.challenger]:
        fail(
            "duel",
            f"seat {duel.challenger} declared a duel but still holds its Duel token"
            f" ({at.table}.duel_tokens[{duel.challenger}])",
        )


def check_auction(
    at: Places,
    players: int,
    bound: int,
    first: int,
    order: object,
    active: object,
    turn: object,
    high_bid: object,
    high_bidder: object,
    bids: tuple[object, ...],
) -> tuple[int, ...]:
    """The auction going on (``bids`` already one per seat), as bids and passes from the
    first player reach it, and its bids (``"auction"``):

    * it opens at the first player and goes clockwise; the bidders still in are some of
      its seats, in its order; the turn is one of theirs;
    * the high bid is the largest bid, made by the high bidder (none before a bid), who is
      still in and whose turn it is not (the auction would be over); no two seats bid the
      same (each bid tops the one before);
    * the seats between the high bidder and the seat to act have passed (each acted since
      the high bid, and a bid would have raised it);
    * a seat still in only ever bid, so going round from the seat to act, those still in
      bid in that order: nothing first (they have not acted yet), then ever more; and
      whoever bid more than one of them bid after it, so sits between it and the seat to
      act;
    * a seat that bid and then passed had its turn again, after every seat still in had
      bid above it;
    * while some seat has not acted yet, the first round goes on: the seat to act and the
      seats after it in the order have not acted, and each seat before it acted once,
      bidding (still in) or passing (out, with no bid).

    :returns: the bids, checked.
    """
    opening = tuple((first + i) % players for i in range(players))
    if order != opening:
        fail(
            "auction",
            f"the auction's order {brief(order)} does not open at the first player, seat"
            f" {first} ({at.auction}.order)",
        )
    if type(active) is not tuple or not active or not _in_order(active, opening):
        fail(
            "auction",
            f"the bidders still in, {brief(active)}, are not some of {opening} in order"
            f" ({at.auction}.active)",
        )
    if type(turn) is not int or not 0 <= turn < len(active):
        fail("auction", f"the turn {brief(turn)} is not a place in {active} ({at.auction}.turn)")
    amounts = tuple(
        check_dollars(f"{at.auction}.bids[{seat}]", amount, bound)
        for seat, amount in enumerate(bids)
    )
    high = check_dollars(f"{at.auction}.high_bid", high_bid, bound)
    if high_bidder is None:
        if high or any(amounts):
            fail(
                "auction", f"bids were made, but there is no high bidder ({at.auction}.high_bidder)"
            )
    else:
        bidder = check_seat(f"{at.auction}.high_bidder", high_bidder, players)
        if amounts[bidder] != high or any(amount > high for amount in amounts) or not high:
            fail(
                "auction",
                f"the high bid ${high} is not the largest bid, by seat {bidder}"
                f" ({at.auction}.high_bid, {at.auction}.bids)",
            )
        if active[turn] == bidder:
            fail(
                "auction",
                f"it is the high bidder's turn: the auction would be over ({at.auction}.turn)",
            )
    made = [amount for amount in amounts if amount]
    if len(set(made)) != len(made):
        fail(
            "auction",
            f"two seats bid the same amount, but each bid tops the one before ({at.auction}.bids)",
        )
    _check_rounds(at, opening, active, turn, high_bidder, amounts)
    return amounts


def _in_order(items: tuple[object, ...], order: Iterable[int]) -> bool:
    """Whether ``items`` are different seats of ``order`` (``int``), in its order."""
    if not all(type(item) is int for item in items):
        return False
    rest = iter(order)
    return all(any(item == seat for seat in rest) for item in items)


def _check_rounds(
    at: Places,
    order: tuple[int, ...],
    active: tuple[int, ...],
    turn: int,
    high_bidder: object,
    bids: tuple[int, ...],
) -> None:
    """The turn and the bids of :func:`check_auction` as the round of the auction makes them
    (``order`` and ``active`` already checked)."""
    seats = len(order)
    place = {seat: index for index, seat in enumerate(order)}
    to_act = active[turn]

    def between(a: int, b: int) -> frozenset[int]:
        """The seats after ``a`` and before ``b`` going round (all but ``a`` if ``b`` is
        ``a``)."""
        steps = (place[b] - place[a]) % seats or seats
        return frozenset(order[(place[a] + k) % seats] for k in range(1, steps))

    still_in = frozenset(active)
    if high_bidder is not None:
        assert type(high_bidder) is int  # check_auction made sure
        if high_bidder not in still_in:
            fail(
                "auction", f"the high bidder, seat {high_bidder}, has passed ({at.auction}.active)"
            )
        if between(high_bidder, to_act) & still_in:
            fail(
                "auction",
                f"seat {to_act} is to act, but seats still in sit between it and the high"
                f" bidder, seat {high_bidder} ({at.auction}.turn)",
            )
    going_round = active[turn:] + active[:turn]
    amounts = [bids[seat] for seat in going_round]
    acted = [amount for amount in amounts if amount]
    if amounts[len(amounts) - len(acted) :] != acted or any(
        a >= b for a, b in itertools.pairwise(acted)
    ):
        fail(
            "auction",
            f"the bids of the seats still in, going round from seat {to_act}, are"
            f" {brief(amounts)}: none first, then ever more ({at.auction}.bids)",
        )
    for seat in going_round:
        if bids[seat]:
            later = [other for other in order if bids[other] > bids[seat]]
            if not frozenset(later) <= between(seat, to_act):
                fail(
                    "auction",
                    f"seats {later} bid more than seat {seat}, still in, so after it, but"
                    f" not all sit between it and seat {to_act}, to act ({at.auction}.bids)",
                )
    lowest_in = min(bids[seat] for seat in active)
    for seat in order:
        if seat not in still_in and bids[seat] and bids[seat] >= lowest_in:
            fail(
                "auction",
                f"seat {seat} bid ${bids[seat]} and passed later, so every seat still in"
                f" bid more after it, but one bid ${lowest_in} ({at.auction}.bids)",
            )
    if not bids[to_act]:  # the seat to act has not acted yet: the first round goes on
        start = place[to_act]
        if any(seat not in still_in or bids[seat] for seat in order[start:]):
            fail(
                "auction",
                f"seat {to_act} has not acted yet, but a seat after it in the order"
                f" {order} has ({at.auction}.active, {at.auction}.bids)",
            )
        if any((seat in still_in) != bool(bids[seat]) for seat in order[:start]):
            fail(
                "auction",
                f"seat {to_act} has not acted yet, so each seat before it in the order"
                f" {order} acted once: bid and still in, or passed with no bid"
                f" ({at.auction}.bids)",
            )


# -- the state ----------------------------------------------------------------------------


def check_state(state: State) -> None:
    """Raise unless ``state`` is a *Pappy Winchester* position that playing by the rules
    can reach (as far as can be told without replaying it): every field of its type,
    every number within its bounds, the content's tokens and cards conserved, the money
    conserved but for what the bank paid, and the phase, the turn, the hats, the tokens
    used, the shared objectives taken and the auction going on consistent with each other.
    The checks and their codes are listed in :doc:`/games/pappy-winchester` ("Checking a
    state"). :func:`~frontier_games.games.pappy_winchester.apply` does not call it.

    >>> from frontier_games.games import pappy_winchester as pw
    >>> state = pw.new_game(4, seed=1)
    >>> pw.check_state(state)
    >>> money = (8000, 8000, -5, 8000)
    >>> broken = attrs.evolve(state, table=attrs.evolve(state.table, money=money))
    >>> from frontier_games import InvalidStateError
    >>> try:
    ...     pw.check_state(broken)
    ... except InvalidStateError as error:
    ...     print(error.invariant, "-", error.message.split(",")[0])
    out-of-range - $.table.money[2] is -5

    :raises TypeError: if ``state`` is not exactly a *Pappy Winchester* ``State``.
    :raises ~frontier_games.InvalidStateError: naming the first broken invariant.
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    check_fields(state)
    deal = state.deal
    players = deal.players
    within(players, MIN_PLAYERS, MAX_PLAYERS, "$.deal.players")
    content = _check_setup(deal.options, players)
    bound = money_bound(players, content)
    _check_lengths(state, content)
    _check_numbers(state, content, bound)
    _check_deal(state, content)
    _check_course(state, content, bound)
    _check_tokens_used(state)
    _check_shared_objectives(state, content)
    _check_money(state, content)
    if state.auction is not None:
        _check_auction(state, bound)


def _check_setup(options: Options, players: int) -> Content:
    """The options (the rules' own check) and their content (its own, run again: a
    state's content may not have been built by its constructor)."""
    try:
        checked_options(players, options)
    except SetupError as error:
        fail("options", f"$.deal.options: {error}")
    content = options.content
    try:
        content.__attrs_post_init__()
        if content.board not in _SHIPPED_BOARDS:
            validate_board(content.board)
    except SetupError as error:
        fail("content", f"$.deal.options.content: {error}")
    return content


def _check_lengths(state: State, content: Content) -> None:
    """One entry per seat, per plot and per pile; two Secret Objective cards a seat."""
    deal, table, auction = state.deal, state.table, state.auction
    players, plots, piles = deal.players, len(content.board.plots), len(content.objective_piles)
    for where, values in (
        ("$.table.money", table.money),
        ("$.table.duel_tokens", table.duel_tokens),
        ("$.table.known", table.known),
        ("$.deal.secrets", deal.secrets),
    ):
        per_seat(values, players, where)
    if auction is not None:
        per_seat(auction.budgets, players, "$.auction.budgets")
        per_seat(auction.bids, players, "$.auction.bids")
    tables: tuple[tuple[str, tuple[object, ...], int, str], ...] = (
        ("$.table.owners", table.owners, plots, "per-plot"),
        ("$.deal.bonus", deal.bonus, plots, "per-plot"),
        ("$.deal.cards", deal.cards, plots, "per-plot"),
        ("$.deal.objectives", deal.objectives, piles, "per-pile"),
        ("$.deal.piles", deal.piles, piles, "per-pile"),
        ("$.table.claimed", table.claimed, piles, "per-pile"),
    )
    for where, entries, count, kind in tables:
        if len(entries) != count:
            fail(
                kind,
                f"{where} must have one entry for each of the {count} {kind[4:]}s,"
                f" not {len(entries)}",
            )
    for seat, hand in enumerate(deal.secrets):
        if len(hand) != SECRETS_PER_SEAT:
            fail(
                "cards-conserved",
                f"$.deal.secrets[{seat}] must hold {SECRETS_PER_SEAT} Secret Objective cards,"
                f" not {len(hand)}",
            )


def _check_numbers(state: State, content: Content, bound: int) -> None:
    """Every sum of money, seat, plot and square of the state within its bounds, and the
    cards each seat looked at ones it could look at."""
    deal, table = state.deal, state.table
    players, board = deal.players, content.board
    plots = len(board.plots)
    check_rng(table.rng, "$.table.rng")
    for seat, money in enumerate(table.money):
        check_dollars(f"$.table.money[{seat}]", money, bound)
    check_dollars("$.table.saloon", table.saloon, bound)
    for index, owner in enumerate(table.owners):
        if owner is not None:
            check_seat(f"$.table.owners[{index}]", owner, players)
    for pile, taker in enumerate(table.claimed):
        if taker is not None:
            check_seat(f"$.table.claimed[{pile}]", taker, players)
    for index, plot in enumerate(table.draws):
        check_plot(f"$.table.draws[{index}]", plot, plots)
    check_square("$.table.locomotive", table.locomotive, len(board.railway))
    check_square("$.table.boat", table.boat, len(board.river))
    if table.bought:
        check_plot("$.table.bought", table.bought, plots)
    check_dollars("$.table.bought_for", table.bought_for, bound)
    for seat, known in enumerate(table.known):
        for card in known:
            check_lookable(f"$.table.known[{seat}] holds", card, seat, players, board)
    if table.looked_at is not None:
        check_lookable("$.table.looked_at is", table.looked_at, None, players, board)
    for index, pile in enumerate(deal.piles):
        check_dollars(f"$.deal.piles[{index}]", pile, bound)
    for index, value in enumerate(deal.cards):
        if value is not None:
            check_dollars(f"$.deal.cards[{index}]", value, bound)


def _check_deal(state: State, content: Content) -> None:
    """The deal holds the content's tokens, cards and piles, each card once."""
    deal = state.deal
    board = content.board
    check_bonus_tokens("$.deal.bonus", deal.bonus, content)
    with_cards = board.mines | {board.ranch}
    for n, value in enumerate(deal.cards, start=1):
        if (value is not None) != (n in with_cards):
            fail(
                "cards-conserved",
                f"$.deal.cards[{n - 1}] is {brief(value)}: plot {n} holds"
                f" {'a Mine or Ranch card' if n in with_cards else 'no card'}",
            )
    mines = [deal.cards[n - 1] for n in sorted(board.mines)]
    if not (unseen_cards(content.mine_cards, mines) is not None):
        fail(
            "cards-conserved",
            f"the Mine cards on the mines, {mines}, are not among the content's"
            f" {content.mine_cards} ($.deal.cards)",
        )
    ranch = deal.cards[board.ranch - 1]
    if ranch not in content.ranch_cards:
        fail(
            "cards-conserved",
            f"the Ranch card, {brief(ranch)}, is not one of the content's {content.ranch_cards}"
            f" ($.deal.cards[{board.ranch - 1}])",
        )
    check_shared_objectives("$.deal.objectives", deal.objectives)
    if deal.piles != content.objective_piles:
        fail(
            "piles",
            f"$.deal.piles is {brief(deal.piles)}, not the content's {content.objective_piles}",
        )
    secrets = [card for hand in deal.secrets for card in hand]
    if len(set(secrets)) != len(secrets):
        fail(
            "cards-conserved",
            f"a Secret Objective card is dealt twice ($.deal.secrets: {brief(deal.secrets)})",
        )


def _last_purchase(state: State) -> LastPurchase | None:
    """The last purchase as a view shows it (``bought`` is a plot, already checked)."""
    table = state.table
    if not table.bought:
        if table.bought_for != 0:
            fail(
                "last-purchase",
                f"$.table.bought_for is ${table.bought_for}, but no plot was bought"
                " ($.table.bought is 0)",
            )
        return None
    buyer = table.owners[table.bought - 1]
    if buyer is None:
        fail(
            "last-purchase", f"plot {table.bought}, the last bought ($.table.bought), has no owner"
        )
    return LastPurchase(table.bought, buyer, table.bought_for)


def _check_course(state: State, content: Content, bound: int) -> None:
    """The phase, the turn, the Plot tokens, the First Player token, the last purchase and
    the last duel."""
    deal, table, phase = state.deal, state.table, state.phase
    board = content.board
    if (state.auction is None) == (phase is Phase.BIDDING):
        fail(
            "phase",
            f"the phase is {phase.name}, but $.auction is {brief(state.auction)}: an auction"
            " goes on exactly during BIDDING",
        )
    if len(set(table.draws)) != len(table.draws):
        fail("plot-tokens", f"$.table.draws holds a Plot token twice: {brief(table.draws)}")
    check_course(
        STATE_PLACES, deal.players, board, phase, table.plot, table.first, table.owners,
        deal.bonus, frozenset(table.draws),
    )  # fmt: skip
    purchase = _last_purchase(state)
    check_last_purchase(STATE_PLACES, phase, table.plot, table.owners, purchase)
    if purchase is None:
        chosen = deal.options.first_player
        if not (chosen is None or table.first == chosen):
            fail(
                "first-player",
                f"no plot is bought yet, so the first player is seat {chosen}"
                " ($.deal.options.first_player),"
                f" not seat {table.first} ($.table.first)",
            )
    else:
        if table.first != purchase.buyer:
            fail(
                "first-player",
                f"seat {purchase.buyer} bought plot {purchase.plot} last and took the First Player"
                f" token, but $.table.first is {table.first}",
            )
    duel = table.last_duel
    used = [seat for seat, held in enumerate(table.duel_tokens) if not held]
    if duel is None:
        if used:
            fail(
                "duel",
                f"seats {used} have used their Duel token, but no duel was fought"
                " ($.table.last_duel)",
            )
        return
    check_last_duel(STATE_PLACES, deal.players, board, bound, table.owners, table.duel_tokens, duel)
    if purchase is not None and duel.plot == purchase.plot and purchase.price != duel.price:
        fail(
            "duel",
            f"plot {duel.plot} was bought in the last duel for ${duel.price}, but"
            f" $.table.bought_for is ${purchase.price}",
        )


def _tokens_used(state: State, kind: BonusKind, pending: Phase) -> list[int]:
    """Per seat, how many bonus tokens of ``kind`` it has used: one for each plot with one
    that it bought, but the one whose decision is ``pending``."""
    table, bonus = state.table, state.deal.bonus
    used = [0] * state.deal.players
    for n, owner in enumerate(table.owners, start=1):
        if owner is not None and bonus[n - 1] is kind:
            used[owner] += 1
    if state.phase is pending:
        used[table.first] -= 1
    return used


def _check_tokens_used(state: State) -> None:
    """The Movement and Rumor tokens: each was used once its plot was bought."""
    table = state.table
    moves = sum(_tokens_used(state, BonusKind.MOVEMENT, Phase.MOVE))
    if not moves:
        if not (table.activated is None and table.locomotive == table.boat == 0):
            fail(
                "movement",
                "no Movement token was used, but $.table.activated is"
                f" {brief(table.activated)} and the vehicles are on squares {table.locomotive}"
                f" and {table.boat} (they start on 0)",
            )
    elif table.activated is None:
        fail("movement", f"{moves} Movement tokens were used, but $.table.activated is None")
    elif moves == 1:  # one vehicle was activated, once: the other is where it started
        other = table.boat if table.activated is Vehicle.LOCOMOTIVE else table.locomotive
        if other != 0:
            fail(
                "movement",
                f"only the {table.activated.value} was activated, but the other vehicle is on"
                f" square {other} (it starts on 0)",
            )
    looks = _tokens_used(state, BonusKind.RUMOR, Phase.RUMOR)
    for seat, known in enumerate(table.known):
        if not (len(known) <= looks[seat]):
            fail(
                "rumor",
                f"seat {seat} used {looks[seat]} Rumor tokens, but looked at {len(known)} cards"
                f" ($.table.known[{seat}])",
            )
    if not sum(looks):
        if table.looked_at is not None:
            fail(
                "rumor",
                f"no Rumor token was used, but $.table.looked_at is {brief(table.looked_at)}",
            )
    else:
        if not (any(table.looked_at in known for known in table.known)):
            fail(
                "rumor",
                f"$.table.looked_at, {brief(table.looked_at)}, is not a card a seat looked at"
                " ($.table.known)",
            )


def _check_shared_objectives(state: State, content: Content) -> None:
    """Each shared objective is taken by a seat that met it when it bought a plot, and one
    that a seat's plots meet is taken (R10)."""
    deal, table = state.deal, state.table
    facts = board_facts(content.board)
    mine = [
        frozenset(n for n, owner in enumerate(table.owners, start=1) if owner == seat)
        for seat in range(deal.players)
    ]
    all_bought = None not in table.owners
    for pile, (objective, taker) in enumerate(zip(deal.objectives, table.claimed, strict=True)):
        where = f"$.table.claimed[{pile}]"
        if taker is None:
            if objective in _CHECKED_ON_PLOTS:
                meeting = [
                    seat
                    for seat in range(deal.players)
                    if _meets(objective, mine[seat], deal.bonus, facts)
                ]
                if meeting:
                    fail(
                        "objectives",
                        f"seat {meeting[0] if meeting else None} meets {objective.name}, but nobody"
                        f" took it ({where})",
                    )
            elif objective is SharedObjective.LAST_AUCTION and all_bought:
                fail(
                    "objectives",
                    f"every plot is bought, but nobody took {objective.name} ({where})",
                )
            continue
        if objective in _STILL_MET:
            ok = _meets(objective, mine[taker], deal.bonus, facts)
        elif objective is SharedObjective.LAST_AUCTION:
            ok = all_bought and table.owners[table.bought - 1] == taker
        elif objective is SharedObjective.EMPTY_SALOON:
            ok = any(deal.bonus[n - 1] is BonusKind.SALOON for n in mine[taker])
        else:  # FOUR_APART: met once, perhaps no longer
            ok = len(mine[taker]) >= SHARED_CHECKS[objective][0]
        if not ok:
            fail("objectives", f"seat {taker} took {objective.name}, which it never met ({where})")


def _meets(
    objective: SharedObjective,
    plots: frozenset[int],
    bonus: tuple[BonusKind, ...],
    facts: BoardFacts,
) -> bool:
    """Whether a seat owning ``plots`` meets ``objective``, one of the shared objectives
    that depend on the buyer's plots alone."""
    fewest, check = SHARED_CHECKS[objective]
    return len(plots) >= fewest and check(facts, plots, bonus, False, False)


def _check_money(state: State, content: Content) -> None:
    """The money is conserved: what the seats and the saloon hold and the piles left is
    what they held at setup, plus what the bank paid for the Mine and Ranch cards of the
    bought plots and for the Movement tokens used ($1000 a plot beside the square, so at
    most the busiest square's plots a token)."""
    deal, table = state.deal, state.table
    players = deal.players
    held = sum(table.money) + table.saloon
    left = sum(pile for pile, taker in zip(deal.piles, table.claimed, strict=True) if taker is None)
    cards = sum(
        value
        for value, owner in zip(deal.cards, table.owners, strict=True)
        if value is not None and owner is not None
    )
    start = players * content.starting_money + content.saloon_start + sum(deal.piles)
    moved = held + left - start - cards
    board = content.board
    busiest = max(map(len, board.railway + board.river))
    moves = sum(_tokens_used(state, BonusKind.MOVEMENT, Phase.MOVE))
    most = moves * busiest * BANKNOTE
    if not (0 <= moved <= most):
        fail(
            "money-conserved",
            f"the seats and the saloon hold ${held} and ${left} is left on the piles: with"
            f" ${start} at setup and ${cards} from Mine and Ranch cards, the bank paid"
            f" ${moved} for {moves} Movement tokens, not from $0 to ${most}",
        )


def _check_auction(state: State, bound: int) -> None:
    """The auction going on: the shared auction's rules, the seats' money as its budgets
    (money does not change during an auction), a course bids and passes reach, and no bid
    above a seat's money."""
    auction, table = state.auction, state.table
    assert auction is not None
    if auction.rules != BID_RULES:
        fail("auction", f"$.auction.rules is {brief(auction.rules)}, not {BID_RULES}")
    if auction.budgets != table.money:
        fail(
            "auction-budgets",
            f"$.auction.budgets is {brief(auction.budgets)}, not the seats' money"
            f" {brief(table.money)} ($.table.money)",
        )
    bids = check_auction(
        STATE_PLACES, state.deal.players, bound, table.first, auction.order, auction.active,
        auction.turn, auction.high_bid, auction.high_bidder, auction.bids,
    )  # fmt: skip
    for seat, amount in enumerate(bids):
        if not (amount <= table.money[seat]):
            fail(
                "bid-above-money",
                f"seat {seat} bid ${amount} but holds ${table.money[seat]}"
                f" ($.auction.bids[{seat}])",
            )
