"""What a seat sees of a *Pappy Winchester* position, states consistent with it, and a
text picture (see :class:`~.model.View` for what is public and what is private)."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Set
from types import MappingProxyType

import attrs

from frontier_games.auction import DropOutAuction
from frontier_games.core import check_viewer, determinized, not_a
from frontier_games.games.pappy_winchester.consistency import (
    check_view,
    unseen_cards,
)
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    OFF_BOARD_CELL,
    PLOT_CELLS,
    SECRET_RAILWAY_BOARD,
    STANDARD_BOARD,
    Board,
    BonusKind,
    SecretObjective,
    SharedObjective,
    around_ranch,
    away_from_railway,
    away_from_river,
    secret_objective_plots,
    track_cells,
)
from frontier_games.games.pappy_winchester.model import (
    BID_RULES,
    Deal,
    HiddenCard,
    HiddenKind,
    LastPurchase,
    Phase,
    State,
    Table,
    View,
)
from frontier_games.games.pappy_winchester.rulebook import MOVES
from frontier_games.games.pappy_winchester.rules import NAME
from frontier_games.rng import Rng, share_out, shuffle

__all__ = ["determinize", "render", "render_map", "view"]


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator). At the end of the game every seat's
    money and Secret Objective cards are shown, as the final scoring reveals them.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State.
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game, an
        ``int`` from 0 (``True`` is not seat 1, as
        :func:`~frontier_games.games.pappy_winchester.apply` refuses it as
        ``"no-such-seat"``).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    players = state.deal.players
    check_viewer(player, players)
    return _seen_by(state, player)


def _seen_by(state: State, player: int | None) -> View:
    """:func:`view`, for a seat (or ``None``) known to be one."""
    deal, table = state.deal, state.table
    if state.phase is Phase.OVER:  # the final scoring shows every hand and every fortune
        return _view(state, player, table.money, deal.secrets, deal.cards)
    all_money = table.money
    if deal.options.open_money:
        money: tuple[int | None, ...] = all_money
    else:
        hidden: list[int | None] = [None] * len(all_money)
        if player is not None:
            hidden[player] = all_money[player]
        money = tuple(hidden)
    # What the seat's Rumor tokens showed, if any: a Mine or Ranch card is face up once its
    # plot is bought (or seen), a Secret Objective card to its holder (or a seat that saw it).
    if player is None or not table.known[player]:
        return _view(state, player, money)
    seen_plots, seen_slots = _rumors(table.known[player])
    cards = None if not seen_plots else _shown(deal, table, seen_plots)
    secrets = _secrets_seen(deal, player, seen_slots) if seen_slots else None
    return _view(state, player, money, secrets, cards)


def _shown(deal: Deal, table: Table, seen_plots: Set[int]) -> tuple[int | None, ...]:
    """The Mine and Ranch cards face up on the bought plots and on ``seen_plots``."""
    owners = table.owners
    shown: list[int | None] = [None] * len(deal.cards)
    for n, value in _plots_with_cards(deal.cards):
        if owners[n - 1] is not None or n in seen_plots:
            shown[n - 1] = value
    return tuple(shown)


@functools.lru_cache(maxsize=256)
def _plots_with_cards(cards: tuple[int | None, ...]) -> tuple[tuple[int, int], ...]:
    """The plots of a deal that hold a Mine or Ranch card, with its value (a deal's cards
    never change, and most plots hold none)."""
    return tuple((n, value) for n, value in enumerate(cards, start=1) if value is not None)


# The parts of a view that a position's deal and table alone decide are remembered per
# deal and table (both hash once): a bidder's turn changes only the auction, so the views
# of one turn share them.
_RECENT_TABLES = 256
"""How many deals, tables and looks the memos below remember."""


@functools.lru_cache(maxsize=_RECENT_TABLES)
def _rumors(known: frozenset[HiddenCard]) -> tuple[frozenset[int], frozenset[tuple[int, int]]]:
    """What a seat's Rumor tokens showed: the plots of the Mine and Ranch cards, and the
    (seat, slot) of the Secret Objective cards (a seat's looks change only at its Rumor
    tokens)."""
    seen_plots: set[int] = set()
    seen_slots: set[tuple[int, int]] = set()
    for card in known:
        if type(card) is not HiddenCard:
            continue
        if card.kind is HiddenKind.OBJECTIVE:
            seen_slots.add((card.where, card.slot))
        elif card.slot == 0:  # a Mine or Ranch card (its slot is always 0)
            seen_plots.add(card.where)
    return frozenset(seen_plots), frozenset(seen_slots)


@functools.lru_cache(maxsize=_RECENT_TABLES)
def _secrets_seen(
    deal: Deal, player: int, seen_slots: frozenset[tuple[int, int]]
) -> tuple[tuple[SecretObjective | None, ...], ...]:
    """The Secret Objective cards ``player`` sees: its own and the ``(seat, slot)`` it
    looked at."""
    return tuple(
        [
            hand
            if seat == player
            else tuple(
                [card if (seat, slot) in seen_slots else None for slot, card in enumerate(hand)]
            )
            for seat, hand in enumerate(deal.secrets)
        ]
    )


@attrs.frozen
class _Public:
    """What every seat sees alike of a position: the money all seats hold, the Plot tokens
    still face down, the last purchase, the Mine and Ranch cards face up on the bought
    plots (``None`` for the others), and each seat's own Secret Objective cards."""

    money_total: int
    draws: frozenset[int]
    last_purchase: LastPurchase | None
    cards: tuple[int | None, ...]
    hands: tuple[tuple[tuple[SecretObjective | None, ...], ...], ...]
    """``hands[seat]``: the Secret Objective cards ``seat`` sees without a Rumor token, its
    own; the last, ``hands[-1]``, what a spectator sees: none."""


@functools.lru_cache(maxsize=_RECENT_TABLES)
def _public(deal: Deal, table: Table) -> _Public:
    """What every seat sees alike of the position of ``deal`` and ``table``."""
    secrets = deal.secrets
    hands = tuple(
        tuple(
            [hand if seat == player else (None,) * len(hand) for seat, hand in enumerate(secrets)]
        )
        for player in (*range(len(secrets)), None)
    )
    return _Public(
        sum(table.money), frozenset(table.draws), _last_purchase(table),
        _shown(deal, table, frozenset()), hands,
    )  # fmt: skip


def _view(
    state: State,
    player: int | None,
    money: tuple[int | None, ...],
    secrets: tuple[tuple[SecretObjective | None, ...], ...] | None = None,
    cards: tuple[int | None, ...] | None = None,
) -> View:
    """The view with its hidden parts as given (by default the viewer's own Secret
    Objective cards, and the cards face up on the bought plots)."""
    deal, table = state.deal, state.table
    public = _public(deal, table)
    if secrets is None:
        secrets = public.hands[-1 if player is None else player]
    if cards is None:
        cards = public.cards
    auction = state.auction
    if auction is None:
        order: tuple[int, ...] = ()
        active: tuple[int, ...] = ()
        turn, high_bid, high_bidder = 0, 0, None
        bids: tuple[int, ...] = ()
    else:  # the auction's public fields (its budgets are the money, shown as above)
        order, active, turn = auction.order, auction.active, auction.turn
        high_bid, high_bidder, bids = auction.high_bid, auction.high_bidder, auction.bids
    return View(
        deal.players, deal.options, player, money, public.money_total, table.saloon,
        table.owners, deal.bonus, cards, deal.objectives, deal.piles, table.claimed, secrets,
        table.duel_tokens, table.known, table.first, public.draws, table.plot, order, active,
        turn, high_bid, high_bidder, bids, table.locomotive, table.boat, table.last_duel,
        state.phase, public.last_purchase, table.activated, table.looked_at,
    )  # fmt: skip


def _last_purchase(table: Table) -> LastPurchase | None:
    """The table's last purchase as the view shows it (the table keeps only its plot and
    price: the buyer is the plot's owner)."""
    plot = table.bought
    if not plot:
        return None
    buyer = table.owners[plot - 1]
    assert buyer is not None  # a bought plot has an owner
    return LastPurchase(plot, buyer, table.bought_for)


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``, the hidden parts drawn from ``seed``: the
    order of the Plot tokens, the unseen Secret Objective, Mine and Ranch cards (from the
    cards nobody has seen), the hidden money (the public total shared out at random in
    banknotes, each hidden seat holding at least the largest bid it made in the auction
    going on, ``View.bids``) and the generator; the auction going on is rebuilt from the
    view's public fields with that money as its budgets. At the end of the game a view
    hides nothing but the generator.

    Nothing in ``view`` is trusted: it is checked first (``consistency``: its types,
    every number within the game's bounds, the hidden counts, the course of the game), and
    the state dealt must have ``view`` as its view for ``view.player``.

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View or ``seed`` not an int.
    :raises ValueError: naming the inconsistency, if no position has this view.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    if type(seed) is not int:
        raise not_a("an int seed", seed)
    check_view(view)  # every number is bounded from here on
    if None not in view.money and sum(view.money) != view.money_total:  # type: ignore[arg-type]
        raise ValueError(
            f"no {NAME} position has this view: every seat's money is shown and it does not"
            f" add up to the total, ${view.money_total}"
        )
    return determinized(view, view.player, lambda: _deal(view, seed), _seen_by, _playable)


def _playable(guess: State) -> bool:
    """Whether the game can go on from ``guess``: it is over, or someone has a move."""
    seats = MOVES.actors(guess)
    return not seats or any(MOVES.legal(guess, seat) for seat in seats)


def _deal(view: View, seed: int) -> State:
    """The state ``view`` (checked) shows, its hidden parts drawn from ``seed``."""
    rng = Rng.from_seed(seed)
    content = view.options.content
    board = content.board
    draws, rng = shuffle(rng, sorted(view.draws))

    # secret objectives: the cards nobody sees, dealt to the hidden places
    shown = {card for hand in view.secrets for card in hand if card is not None}
    pool, rng = shuffle(rng, [card for card in SecretObjective if card not in shown])
    dealt = list(reversed(pool))  # enough of them: check_view counted
    secrets = tuple(
        tuple(card if card is not None else dealt.pop() for card in hand) for hand in view.secrets
    )

    # mine and ranch cards: the values left, dealt to the face-down cards
    cards = list(view.cards)
    for plots, values in (
        (sorted(board.mines), content.mine_cards),
        ((board.ranch,), content.ranch_cards),
    ):
        left = unseen_cards(values, [cards[n - 1] for n in plots])
        assert left is not None  # check_view made sure
        unseen, rng = shuffle(rng, sorted(left))
        for n, value in zip([n for n in plots if cards[n - 1] is None], unseen, strict=False):
            cards[n - 1] = value

    # money: the total less what is shown, each hidden seat holding at least its bids
    money = list(view.money)
    hidden_seats = [seat for seat, m in enumerate(money) if m is None]
    rest = view.money_total - sum(m for m in money if m is not None)
    for seat in hidden_seats:
        floor = view.bids[seat] if view.bids else 0  # it bid in the open
        money[seat] = floor
        rest -= floor
    if hidden_seats:
        shares, rng = share_out(rng, rest // BANKNOTE, len(hidden_seats))
        for seat, share in zip(hidden_seats, shares, strict=True):
            money[seat] = (money[seat] or 0) + share * BANKNOTE
    full = tuple(m or 0 for m in money)

    deal = Deal(
        view.players, view.options, view.bonus, tuple(cards), view.objectives, view.piles,
        secrets,
    )  # fmt: skip
    table = Table(
        rng, full, view.saloon, view.owners, view.claimed, view.duel_tokens, view.known,
        view.first, draws, view.plot, view.locomotive, view.boat, view.last_duel,
        *_bought(view.last_purchase), view.activated, view.looked_at,
    )  # fmt: skip
    auction = None
    if view.phase is Phase.BIDDING:  # the public auction, with the money as budgets
        auction = DropOutAuction(
            view.order, full, BID_RULES, view.active, view.turn, view.high_bid,
            view.high_bidder, view.bids,
        )  # fmt: skip
    return State(deal, table, view.phase, auction)


def _bought(purchase: LastPurchase | None) -> tuple[int, int]:
    """The table's ``bought`` and ``bought_for`` for a view's last purchase."""
    return (0, 0) if purchase is None else (purchase.plot, purchase.price)


def _dollars(amount: int | None) -> str:
    return "$?" if amount is None else f"${amount}"


def _seat(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


# -- render -------------------------------------------------------------------------------
#
# What render reads from the board never changes, so it is worked out once per board as a
# _Drawing: at import for the two shipped boards, on each call for any other board (a
# user's board, or a shipped one loaded back from JSON that is not the same object).

_PRINTED_LIST = re.compile(r"\((\d+(?:, \d+)*)\)")
"""A plot list in a card's printed text, such as ``(2, 3, 4)``."""


@attrs.frozen
class _Drawing:
    """What :func:`render` draws of a board, worked out once.

    :ivar board: the board drawn.
    :ivar left: each row of the map as drawn on the left (cells spaced, ``.`` blank).
    :ivar whole: the grid's rows with their cells spaced, one a line, for the right-hand
        map (translated in one go).
    :ivar railway: where each railway square is, as ``(row, index in a spaced row)``.
    :ivar river: the same for the river.
    :ivar legend: the map's legend.
    :ivar notes: per objective card, what its printed plot list counts on this board
        where that differs (D1, D2, D10), else ``None``.
    :ivar counted: per Secret Objective card that counts plots, the plots it counts.
    :ivar plot_lines: per plot, the start of its line in the plots table.
    :ivar card_kinds: per plot, ``"mine"``, ``"ranch"`` or ``None``.
    """

    board: Board
    left: tuple[str, ...]
    whole: str
    railway: tuple[tuple[int, int], ...]
    river: tuple[tuple[int, int], ...]
    legend: tuple[str, ...]
    notes: Mapping[SharedObjective | SecretObjective, str | None]
    counted: Mapping[SecretObjective, frozenset[int]]
    plot_lines: tuple[str, ...]
    card_kinds: tuple[str | None, ...]


def _draw(board: Board) -> _Drawing:
    numbers = len(board.plots)
    if board.grid:
        railway, river = track_cells(board.grid)
    else:
        railway = river = ()
    spaced = tuple(" ".join(row) for row in board.grid)
    last = PLOT_CELLS[numbers - 1]
    plots = "plots 1-9" if numbers <= 9 else "plots 1-9 and A-" + last
    names = f"{plots} ({'1-' + str(numbers) if numbers <= 9 else '10-' + str(numbers)})"
    legend = (
        f"left, the board: {names}, ~ river, # railway, + bridge, $ saloon"
        + (", blank: off the plots" if any(OFF_BOARD_CELL in row for row in board.grid) else ""),
        "right, the game: the seat whose hat is on each plot, . unbought, * up for auction,"
        " L the Locomotive, B the Boat, X both",
    )
    cards: tuple[SharedObjective | SecretObjective, ...] = (*SharedObjective, *SecretObjective)
    counted = {
        card: plots_counted
        for card in SecretObjective
        if (plots_counted := secret_objective_plots(board, card)) is not None
    }
    return _Drawing(
        board=board,
        left=tuple(row.replace(OFF_BOARD_CELL, " ") for row in spaced),
        whole="\n".join(spaced),
        railway=tuple((row, 2 * column) for row, column in railway),
        river=tuple((row, 2 * column) for row, column in river),
        legend=legend,
        notes=MappingProxyType({card: _on_this_board(board, card) for card in cards}),
        counted=MappingProxyType(counted),
        plot_lines=tuple(f"  {plot.number:2} {plot.terrain.value:7} " for plot in board.plots),
        card_kinds=tuple(
            "ranch" if n == board.ranch else "mine" if n in board.mines else None
            for n in board.numbers
        ),
    )


def _drawing(board: Board) -> _Drawing:
    for drawing in _SHIPPED_DRAWINGS:
        if drawing.board is board:
            return drawing
    for drawing in _SHIPPED_DRAWINGS:  # a shipped board loaded back: equal, not the same
        if drawing.board == board:
            return drawing
    return _draw(board)


def render_map(view: View) -> tuple[str, ...]:
    """The board's map and, beside it, the same map with the hats (owners' seats) and the
    vehicles. Empty for a board entered without a grid.

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    return _map(view, _drawing(view.options.content.board))


def _map(view: View, drawing: _Drawing) -> tuple[str, ...]:
    if not drawing.left:
        return ()
    auctioned = view.plot if view.phase is Phase.BIDDING else None
    shown = {ord(OFF_BOARD_CELL): " "}
    for n, owner in enumerate(view.owners, start=1):
        shown[ord(PLOT_CELLS[n - 1])] = (
            "*" if n == auctioned else "." if owner is None else str(owner)
        )
    game = drawing.whole.translate(shown).split("\n")
    locomotive, boat = drawing.railway[view.locomotive], drawing.river[view.boat]
    for (row, at), mark in ((locomotive, "L"), (boat, "X" if boat == locomotive else "B")):
        game[row] = game[row][:at] + mark + game[row][at + 1 :]
    return tuple(f"  {left}      {right}" for left, right in zip(drawing.left, game, strict=True))


def _phase(view: View) -> str:
    if view.phase is Phase.BIDDING:
        return f"auction for plot {view.plot}"
    if view.phase is Phase.MOVE:
        return f"{_seat(view, view.first)} uses the Movement token of plot {view.plot}"
    if view.phase is Phase.RUMOR:
        return f"{_seat(view, view.first)} uses the Rumor token of plot {view.plot}"
    return "game over"


def _secret_worth(view: View, drawing: _Drawing, seat: int, card: SecretObjective) -> int:
    """What ``card`` is worth to ``seat`` now (as :func:`~.content.secret_objective_worth`,
    from the drawing's lists)."""
    kind = card.token_kind
    if kind is not None:
        count = sum(
            1 for owner, token in zip(view.owners, view.bonus, strict=True)
            if owner == seat and token is kind
        )  # fmt: skip
    else:
        counted = drawing.counted[card]
        count = sum(1 for n in counted if view.owners[n - 1] == seat)
    return count * card.dollars


def _board_list(board: Board, card: SharedObjective | SecretObjective) -> frozenset[int] | None:
    """What the plot list printed on ``card`` stands for on ``board``; ``None`` for a card
    whose list is not a set of plots the rules read from the board."""
    if card is SharedObjective.THREE_AWAY_FROM_RIVER:
        return away_from_river(board)
    if card is SharedObjective.THREE_AWAY_FROM_RAILWAY:
        return away_from_railway(board)
    if card is SecretObjective.RANCH:  # the card lists the ranch's neighbours only
        return around_ranch(board)
    if isinstance(card, SecretObjective):
        return secret_objective_plots(board, card)
    return None


def _on_this_board(board: Board, card: SharedObjective | SecretObjective) -> str | None:
    """``"on this board: 1, 6, 7 ..."`` where the card's printed plot list is not the one
    the rules count on ``board`` (a misprint, D1 and D2, or a user's board); ``None`` where
    the card prints no list or the right one. The printed text is kept (D10)."""
    printed = _PRINTED_LIST.search(card.text)
    counted = _board_list(board, card)
    if printed is None or counted is None:
        return None
    if counted == frozenset(int(n) for n in printed.group(1).split(", ")):
        return None
    plots = ", ".join(map(str, sorted(counted)))
    if card is SecretObjective.RANCH:
        return f"on this board: the ranch {board.ranch} and {plots}"
    return f"on this board: {plots}"


def _secret_line(view: View, drawing: _Drawing, seat: int, card: SecretObjective) -> str:
    """A Secret Objective card's printed text, what its list counts on this board if that
    differs, and what it is worth to ``seat``."""
    worth = _secret_worth(view, drawing, seat, card)
    note = drawing.notes[card]
    when = "" if view.phase is Phase.OVER else " now"
    return f"{card.text} ({'' if note is None else note + '; '}worth ${worth}{when})"


def _rumor_line(view: View, drawing: _Drawing, card: HiddenCard) -> str:
    if card.kind is HiddenKind.OBJECTIVE:
        seen = view.secrets[card.where][card.slot]
        if seen is None:
            what = "?"
        else:
            note = drawing.notes[seen]
            what = seen.text if note is None else f"{seen.text} ({note})"
        return f"{_seat(view, card.where)}'s secret objective {card.slot + 1}: {what}"
    value = view.cards[card.where - 1]
    return f"the {card.kind.value} card on plot {card.where}: {_dollars(value)}"


_TOKEN_NAMES = tuple(sorted(kind.value for kind in BonusKind))
"""The bonus tokens' names, in the order a seat's tokens are listed."""
_TOKEN_PLACE = {id(kind): _TOKEN_NAMES.index(kind.value) for kind in BonusKind}
"""Each bonus token's place in ``_TOKEN_NAMES``, by ``id``: an enum member is a singleton,
and hashing one is a Python call in the loop over the plots."""
_TOKEN_COLUMNS = tuple(f"{name:8}" for name in _TOKEN_NAMES)
"""The bonus token column of the plots table."""


def render(view: View) -> str:
    """A plain-text picture of a view: who the viewer is, the map with the hats and the
    vehicles, the saloon, the auction, the shared objectives and their piles, the plots,
    each seat's money, plots and tokens, and the viewer's hand (secret objectives and what
    its rumors showed); at the end, every seat's secret objectives. An objective card
    shows its printed text and, where its printed plot list is not the one counted on this
    board (D1, D2), the plots counted.

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    board = view.options.content.board
    drawing = _drawing(board)
    who = "a spectator" if view.player is None else f"seat {view.player}"
    lines = [f"Pappy Winchester, {view.players} players, you are {who}: {_phase(view)}"]
    drawn = _map(view, drawing)
    if drawn:
        lines += drawn
        lines += [f"  ({legend})" for legend in drawing.legend]
    lines.append(
        f"Locomotive on railway square {view.locomotive}, Boat on river square {view.boat};"
        f" saloon tips ${view.saloon}; Plot tokens face down: {len(view.draws)}"
    )
    if view.phase is Phase.BIDDING:
        high = (
            "no bid yet"
            if view.high_bidder is None
            else f"high bid ${view.high_bid} by {_seat(view, view.high_bidder)}"
        )
        still = ", ".join(str(seat) for seat in view.active)
        bids = ", ".join(f"{_seat(view, seat)} ${bid}" for seat, bid in enumerate(view.bids) if bid)
        lines.append(
            f"Auction for plot {view.plot} ({board.plots[view.plot - 1].terrain.value},"
            f" {view.bonus[view.plot - 1].value} token): {high}; still in: seats {still};"
            f" to act: {_seat(view, view.active[view.turn])}"
            + (f"; largest bids: {bids}" if bids else "")
        )
    if view.last_duel is not None:
        duel = view.last_duel
        lines.append(
            f"Last duel, for plot {duel.plot}: {_seat(view, duel.challenger)} drew on"
            f" {_seat(view, duel.click if duel.bang == duel.challenger else duel.bang)};"
            f" Bang! for {_seat(view, duel.bang)}, who paid ${duel.price}"
        )
    if view.last_purchase is not None:
        bought = view.last_purchase
        lines.append(
            f"Last purchase: plot {bought.plot} by {_seat(view, bought.buyer)} for ${bought.price}"
        )
    lines.append("Shared objectives:")
    for objective, pile, taker in zip(view.objectives, view.piles, view.claimed, strict=True):
        state = "still to take" if taker is None else f"taken by {_seat(view, taker)}"
        note = drawing.notes[objective]
        counted = "" if note is None else f" ({note})"
        lines.append(f"  ${pile} under {objective.text!r}{counted}, {state}")
    lines.append("Plots (number, terrain, bonus token, owner, Mine/Ranch card):")
    seats = [_seat(view, seat) for seat in range(view.players)]
    plots_of: list[list[str]] = [[] for _ in seats]
    tokens_of = [[0] * len(_TOKEN_NAMES) for _ in seats]
    for n, (start, token, owner, kind, card) in enumerate(
        zip(
            drawing.plot_lines, view.bonus, view.owners, drawing.card_kinds, view.cards, strict=True
        ),
        start=1,
    ):
        place = _TOKEN_PLACE[id(token)]
        on_plot = "" if kind is None else f" {kind} {_dollars(card)}"
        if owner is None:
            lines.append(f"{start}{_TOKEN_COLUMNS[place]} -{on_plot}")
            continue
        lines.append(f"{start}{_TOKEN_COLUMNS[place]} {seats[owner]}{on_plot}")
        plots_of[owner].append(str(n))
        tokens_of[owner][place] += 1
    lines.append(f"Seats (money held in all: ${view.money_total}):")
    for seat, name in enumerate(seats):
        tokens = ", ".join(
            f"{kind} {count}"
            for kind, count in zip(_TOKEN_NAMES, tokens_of[seat], strict=True)
            if count
        )
        holds = "Duel token" if view.duel_tokens[seat] else "no Duel token"
        lines.append(
            f"  {name}: {_dollars(view.money[seat])}, {holds},"
            f" plots {', '.join(plots_of[seat]) or '-'}; tokens: {tokens or '-'}"
        )
    if view.phase is Phase.OVER:  # the final scoring shows every hand
        lines.append("Secret objectives:")
        for seat, hand in enumerate(view.secrets):
            lines.extend(
                f"  {seats[seat]}: {_secret_line(view, drawing, seat, secret)}"
                for secret in hand
                if secret is not None
            )
    if view.player is not None:
        seat = view.player
        if view.phase is not Phase.OVER:
            lines.append("Your secret objectives:")
            lines.extend(
                f"  {_secret_line(view, drawing, seat, secret)}"
                for secret in view.secrets[seat]
                if secret is not None
            )
        known = sorted(view.known[seat], key=lambda c: (c.kind.value, c.where, c.slot))
        if known:
            lines.append("Your rumors:")
            lines.extend(f"  {_rumor_line(view, drawing, card)}" for card in known)
    return "\n".join(lines)


# Built last, from the functions above: the shipped boards' drawings, worked out at import.
_SHIPPED_DRAWINGS = (_draw(STANDARD_BOARD), _draw(SECRET_RAILWAY_BOARD))
