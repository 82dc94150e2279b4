"""What a seat sees of a *Pappy Winchester* position, states consistent with it, and a
text picture (see :class:`~.model.View` for what is public and what is private)."""

from __future__ import annotations

import re
from collections import Counter

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    PLOT_CELLS,
    Board,
    SecretObjective,
    SharedObjective,
    around_ranch,
    away_from_railway,
    away_from_river,
    secret_objective_plots,
    secret_objective_worth,
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
from frontier_games.rng import Rng, randbelow, shuffle

__all__ = ["determinize", "render", "render_map", "view"]


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator). At the end of the game every seat's
    money and Secret Objective cards are shown, as the final scoring reveals them.

    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game, an
        ``int`` from 0 (``True`` is not seat 1, as
        :func:`~frontier_games.games.pappy_winchester.apply` refuses it as
        ``"no-such-seat"``).
    """
    deal, table = state.deal, state.table
    players = deal.players
    if player is not None and (type(player) is not int or not 0 <= player < players):
        raise ValueError(f"there is no seat {player!r} in a {players}-player game")
    if state.phase is Phase.OVER:  # the final scoring shows every hand and every fortune
        return _view(state, player, table.money, deal.secrets)
    seen: frozenset[HiddenCard] = table.known[player] if player is not None else frozenset()
    if deal.options.open_money:
        money: tuple[int | None, ...] = table.money
    else:
        money = tuple(m if seat == player else None for seat, m in enumerate(table.money))
    cards = tuple(
        value
        if value is None
        or table.owners[n - 1] is not None
        or HiddenCard(HiddenKind.MINE, n) in seen
        or HiddenCard(HiddenKind.RANCH, n) in seen
        else None
        for n, value in enumerate(deal.cards, start=1)
    )
    secrets = tuple(
        hand
        if seat == player
        else tuple(
            card if HiddenCard(HiddenKind.OBJECTIVE, seat, slot) in seen else None
            for slot, card in enumerate(hand)
        )
        for seat, hand in enumerate(deal.secrets)
    )
    return _view(state, player, money, secrets, cards)


def _view(
    state: State,
    player: int | None,
    money: tuple[int | None, ...],
    secrets: tuple[tuple[SecretObjective | None, ...], ...],
    cards: tuple[int | None, ...] | None = None,
) -> View:
    """The view with its hidden parts as given (``cards``: all face up by default)."""
    deal, table = state.deal, state.table
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
        deal.players, deal.options, player, money, sum(table.money), table.saloon,
        table.owners, deal.bonus, deal.cards if cards is None else cards, deal.objectives,
        deal.piles, table.claimed, secrets, table.duel_tokens, table.known, table.first,
        frozenset(table.draws), table.plot, order, active, turn, high_bid, high_bidder, bids,
        table.locomotive, table.boat, table.last_duel, state.phase, _last_purchase(table),
        table.activated, table.looked_at,
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

    :raises ValueError: if the view's cards or money do not fit the game's.
    """
    rng = Rng.from_seed(seed)
    content = view.options.content
    board = content.board
    draws, rng = shuffle(rng, sorted(view.draws))

    # secret objectives
    shown = [card for hand in view.secrets for card in hand if card is not None]
    pool = [card for card in SecretObjective if card not in shown]
    pool_cards, rng = shuffle(rng, pool)
    dealt = iter(pool_cards)
    try:
        secrets = tuple(
            tuple(card if card is not None else next(dealt) for card in hand)
            for hand in view.secrets
        )
    except StopIteration:
        raise ValueError("the view hides more Secret Objective cards than the game has") from None

    # mine and ranch cards
    cards = list(view.cards)
    for plots, values in (
        (sorted(board.mines), content.mine_cards),
        ((board.ranch,), content.ranch_cards),
    ):
        left = Counter(values)
        left.subtract([value for n in plots if (value := cards[n - 1]) is not None])
        if min(left.values(), default=0) < 0:
            raise ValueError("the view shows cards the game does not have")
        unseen, rng = shuffle(rng, sorted(left.elements()))
        hidden = [n for n in plots if cards[n - 1] is None]
        if len(unseen) < len(hidden):
            raise ValueError("the view hides more cards than the game has")
        for n, value in zip(hidden, unseen, strict=False):
            cards[n - 1] = value

    # money
    money = list(view.money)
    hidden_seats = [seat for seat, m in enumerate(money) if m is None]
    rest = view.money_total - sum(m for m in money if m is not None)
    if hidden_seats:
        for seat in hidden_seats:
            floor = view.bids[seat] if view.bids else 0  # it bid in the open
            money[seat] = floor
            rest -= floor
        if rest < 0 or rest % BANKNOTE:
            raise ValueError("the view's money does not add up")
        for _ in range(rest // BANKNOTE):
            index, rng = randbelow(rng, len(hidden_seats))
            money[hidden_seats[index]] = (money[hidden_seats[index]] or 0) + BANKNOTE
    elif rest:
        raise ValueError("the view's money does not add up")
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


_MAP_LEGEND = (
    "left, the board: plots 1-9 and A-J (10-19), ~ river, # railway, + bridge, $ saloon",
    "right, the game: the seat whose hat is on each plot, . unbought, * up for auction,"
    " L the Locomotive, B the Boat, X both",
)


def render_map(view: View) -> tuple[str, ...]:
    """The board's map and, beside it, the same map with the hats (owners' seats) and the
    vehicles. Empty for a board entered without a grid."""
    board = view.options.content.board
    if not board.grid:
        return ()
    railway, river = track_cells(board.grid)
    vehicles = {railway[view.locomotive]: "L"}
    vehicles[river[view.boat]] = "X" if river[view.boat] in vehicles else "B"
    auctioned = view.plot if view.phase is Phase.BIDDING else None
    lines = []
    for row, line in enumerate(board.grid):
        game = []
        for column, char in enumerate(line):
            if char in PLOT_CELLS:
                plot = PLOT_CELLS.index(char) + 1
                owner = view.owners[plot - 1]
                char = "*" if plot == auctioned else "." if owner is None else str(owner)
            game.append(vehicles.get((row, column), char))
        lines.append("  " + " ".join(line) + "      " + " ".join(game))
    return tuple(lines)


def _phase(view: View) -> str:
    if view.phase is Phase.BIDDING:
        return f"auction for plot {view.plot}"
    if view.phase is Phase.MOVE:
        return f"{_seat(view, view.first)} uses the Movement token of plot {view.plot}"
    if view.phase is Phase.RUMOR:
        return f"{_seat(view, view.first)} uses the Rumor token of plot {view.plot}"
    return "game over"


def _secret_worth(view: View, seat: int, card: SecretObjective) -> int:
    mine = [n for n, owner in enumerate(view.owners, start=1) if owner == seat]
    return secret_objective_worth(view.options.content.board, card, mine, view.bonus)


_PRINTED_LIST = re.compile(r"\((\d+(?:, \d+)*)\)")
"""A plot list in a card's printed text, such as ``(2, 3, 4)``."""


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


def _secret_line(view: View, seat: int, card: SecretObjective) -> str:
    """A Secret Objective card's printed text, what its list counts on this board if that
    differs, and what it is worth to ``seat``."""
    worth = _secret_worth(view, seat, card)
    note = _on_this_board(view.options.content.board, card)
    when = "" if view.phase is Phase.OVER else " now"
    return f"{card.text} ({'' if note is None else note + '; '}worth ${worth}{when})"


def _rumor_line(view: View, card: HiddenCard) -> str:
    if card.kind is HiddenKind.OBJECTIVE:
        seen = view.secrets[card.where][card.slot]
        if seen is None:
            what = "?"
        else:
            note = _on_this_board(view.options.content.board, seen)
            what = seen.text if note is None else f"{seen.text} ({note})"
        return f"{_seat(view, card.where)}'s secret objective {card.slot + 1}: {what}"
    value = view.cards[card.where - 1]
    return f"the {card.kind.value} card on plot {card.where}: {_dollars(value)}"


def render(view: View) -> str:
    """A plain-text picture of a view: the map with the hats and the vehicles, the saloon,
    the auction, the shared objectives and their piles, the plots, each seat's money,
    plots and tokens, and the viewer's hand (secret objectives and what its rumors showed);
    at the end, every seat's secret objectives. An objective card shows its printed text
    and, where its printed plot list is not the one counted on this board (D1, D2), the
    plots counted.
    """
    board = view.options.content.board
    who = "spectator" if view.player is None else f"seat {view.player}"
    lines = [f"Pappy Winchester, {view.players} players, {who}'s view: {_phase(view)}"]
    drawn = render_map(view)
    if drawn:
        lines.extend(drawn)
        lines.extend(f"  ({legend})" for legend in _MAP_LEGEND)
    lines.append(
        f"Locomotive on railway square {view.locomotive}, Boat on river square {view.boat};"
        f" saloon tips ${view.saloon}; Plot tokens face down: {len(view.draws)}"
    )
    if view.phase is Phase.BIDDING:
        plot = board.plot(view.plot)
        high = (
            "no bid yet"
            if view.high_bidder is None
            else f"high bid ${view.high_bid} by {_seat(view, view.high_bidder)}"
        )
        still = ", ".join(str(seat) for seat in view.active)
        bids = ", ".join(f"{_seat(view, seat)} ${bid}" for seat, bid in enumerate(view.bids) if bid)
        lines.append(
            f"Auction for plot {view.plot} ({plot.terrain.value},"
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
        note = _on_this_board(board, objective)
        counted = "" if note is None else f" ({note})"
        lines.append(f"  ${pile} under {objective.text!r}{counted}, {state}")
    lines.append("Plots (number, terrain, bonus token, owner, Mine/Ranch card):")
    for plot in board.plots:
        n = plot.number
        owner = view.owners[n - 1]
        on_plot = ""
        if n in board.mines or n == board.ranch:
            kind = "ranch" if n == board.ranch else "mine"
            on_plot = f" {kind} {_dollars(view.cards[n - 1])}"
        lines.append(
            f"  {n:2} {plot.terrain.value:7} {view.bonus[n - 1].value:8}"
            f" {'-' if owner is None else _seat(view, owner)}{on_plot}"
        )
    lines.append(f"Seats (money held in all: ${view.money_total}):")
    for seat in range(view.players):
        mine = [n for n, owner in enumerate(view.owners, start=1) if owner == seat]
        tokens = Counter(view.bonus[n - 1].value for n in mine)
        tokens_text = ", ".join(f"{kind} {count}" for kind, count in sorted(tokens.items()))
        token = "Duel token" if view.duel_tokens[seat] else "no Duel token"
        lines.append(
            f"  {_seat(view, seat)}: {_dollars(view.money[seat])}, {token},"
            f" plots {', '.join(map(str, mine)) or '-'}; tokens: {tokens_text or '-'}"
        )
    if view.phase is Phase.OVER:  # the final scoring shows every hand
        lines.append("Secret objectives:")
        for seat, hand in enumerate(view.secrets):
            lines.extend(
                f"  {_seat(view, seat)}: {_secret_line(view, seat, secret)}"
                for secret in hand
                if secret is not None
            )
    if view.player is not None:
        seat = view.player
        if view.phase is not Phase.OVER:
            lines.append("Your secret objectives:")
            lines.extend(
                f"  {_secret_line(view, seat, secret)}"
                for secret in view.secrets[seat]
                if secret is not None
            )
        known = sorted(view.known[seat], key=lambda c: (c.kind.value, c.where, c.slot))
        if known:
            lines.append("Your rumors:")
            lines.extend(f"  {_rumor_line(view, card)}" for card in known)
    return "\n".join(lines)
