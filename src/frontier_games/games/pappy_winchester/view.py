"""What a seat sees of a *Pappy Winchester* position, states consistent with it, and a
text picture (see :class:`~.model.View` for what is public and what is private)."""

from __future__ import annotations

from collections import Counter

from frontier_games.auction import DropOutAuction
from frontier_games.games.pappy_winchester.content import SecretObjective
from frontier_games.games.pappy_winchester.model import (
    HiddenCard,
    HiddenKind,
    Phase,
    State,
    View,
)
from frontier_games.games.pappy_winchester.rules import BID_RULES
from frontier_games.rng import Rng, randbelow, shuffle

__all__ = ["determinize", "render", "view"]


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator).

    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game.
    """
    players = state.players
    if player is not None and not 0 <= player < players:
        raise ValueError(f"there is no seat {player} in a {players}-player game")
    seen: frozenset[HiddenCard] = state.known[player] if player is not None else frozenset()
    if state.options.open_money:
        money: tuple[int | None, ...] = state.money
    else:
        money = tuple(m if seat == player else None for seat, m in enumerate(state.money))
    cards = tuple(
        value
        if value is None
        or state.owners[n - 1] is not None
        or HiddenCard(HiddenKind.MINE, n) in seen
        or HiddenCard(HiddenKind.RANCH, n) in seen
        else None
        for n, value in enumerate(state.cards, start=1)
    )
    secrets = tuple(
        hand
        if seat == player
        else tuple(
            card if HiddenCard(HiddenKind.OBJECTIVE, seat, slot) in seen else None
            for slot, card in enumerate(hand)
        )
        for seat, hand in enumerate(state.secrets)
    )
    auction = state.auction
    if auction is None:
        order: tuple[int, ...] = ()
        active: tuple[int, ...] = ()
        turn, high_bid, high_bidder = 0, 0, None
    else:
        order, active, turn = auction.order, auction.active, auction.turn
        high_bid, high_bidder = auction.high_bid, auction.high_bidder
    return View(
        players, state.options, player, money, sum(state.money), state.saloon, state.owners,
        state.bonus, cards, state.objectives, state.piles, state.claimed, secrets,
        state.duel_tokens, state.known, state.first, frozenset(state.draws), state.plot,
        order, active, turn, high_bid, high_bidder, state.locomotive, state.boat, state.phase,
    )  # fmt: skip


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``, the hidden parts drawn from ``seed``: the
    order of the Plot tokens, the unseen Secret Objective, Mine and Ranch cards (from the
    cards nobody has seen), the hidden money (the public total shared out at random in
    banknotes, the high bidder holding at least the high bid) and the generator.

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
            money[seat] = 0
        if view.high_bidder is not None and view.high_bidder in hidden_seats:
            money[view.high_bidder] = view.high_bid
            rest -= view.high_bid
        if rest < 0 or rest % 1000:
            raise ValueError("the view's money does not add up")
        for _ in range(rest // 1000):
            index, rng = randbelow(rng, len(hidden_seats))
            money[hidden_seats[index]] = (money[hidden_seats[index]] or 0) + 1000
    elif rest:
        raise ValueError("the view's money does not add up")
    full = tuple(m or 0 for m in money)

    auction = (
        DropOutAuction(
            view.order, full, BID_RULES, view.active, view.turn, view.high_bid, view.high_bidder
        )
        if view.phase is Phase.BIDDING
        else None
    )
    return State(
        view.players, view.options, rng, full, view.saloon, view.owners, view.bonus,
        tuple(cards), view.objectives, view.piles, view.claimed, secrets, view.duel_tokens,
        view.known, view.first, draws, view.plot, auction, view.locomotive, view.boat,
        view.phase,
    )  # fmt: skip


def _dollars(amount: int | None) -> str:
    return "?" if amount is None else f"${amount}"


def render(view: View) -> str:
    """A plain-text picture: the phase, the auction, the board's owners and tokens, the
    money, the objectives and what the viewer knows."""
    phase = {
        Phase.BIDDING: f"auction for plot {view.plot}",
        Phase.MOVE: f"seat {view.first} activates a vehicle (plot {view.plot})",
        Phase.RUMOR: f"seat {view.first} looks at a card (plot {view.plot})",
        Phase.OVER: "game over",
    }[view.phase]
    who = "spectator" if view.player is None else f"seat {view.player}"
    lines = [f"Pappy Winchester, {view.players} players, {who}: {phase}"]
    if view.phase is Phase.BIDDING:
        high = (
            "no bid yet"
            if view.high_bidder is None
            else f"high bid ${view.high_bid} by seat {view.high_bidder}"
        )
        still = ", ".join(str(seat) for seat in view.active)
        lines.append(f"  {high}; still bidding: {still}; to act: seat {view.active[view.turn]}")
    lines.append(f"first player: seat {view.first}; plot tokens face down: {len(view.draws)}")
    lines.append(
        "money: "
        + ", ".join(f"seat {seat} {_dollars(m)}" for seat, m in enumerate(view.money))
        + f" (total ${view.money_total}); saloon ${view.saloon}"
    )
    lines.append(
        "duel tokens: "
        + ", ".join(f"seat {seat}" for seat, held in enumerate(view.duel_tokens) if held)
    )
    plots = []
    for n, (owner, token) in enumerate(zip(view.owners, view.bonus, strict=True), start=1):
        mark = "-" if owner is None else f"seat {owner}"
        card = "" if view.cards[n - 1] is None else f" card ${view.cards[n - 1]}"
        plots.append(f"  plot {n:2}: {mark}, {token.value}{card}")
    lines.append("plots:")
    lines.extend(plots)
    lines.append(
        f"locomotive on railway square {view.locomotive}; boat on river square {view.boat}"
    )
    lines.append("shared objectives:")
    for objective, pile, taker in zip(view.objectives, view.piles, view.claimed, strict=True):
        state = "open" if taker is None else f"taken by seat {taker}"
        lines.append(f"  ${pile} {objective.value}: {state}")
    for seat, hand in enumerate(view.secrets):
        cards = ", ".join("?" if card is None else card.value for card in hand)
        lines.append(f"seat {seat} secret objectives: {cards}")
    return "\n".join(lines)
