"""What a seat sees of an *Apache* position, states consistent with it, and a text picture.

Only the order of the face-down prairie heap and the random generator are hidden. Hand
cards are known to all, the Pow-Wow board is face up (cards are laid face up as they
arrive, so a window's plays are visible at once), and winnings piles are shown in full:
every card in them was won face up in front of everyone, in an order the rules fix.
"""

from __future__ import annotations

from frontier_games.games.apache.content import (
    CARDS,
    LOOT_KINDS,
    PRAIRIE_COUNTS,
    Colour,
    Indian,
    PrairieCard,
    card_name,
    table_cards,
    table_counts,
)
from frontier_games.games.apache.model import BoardCard, Cards, Phase, Setup, State, View
from frontier_games.games.apache.rules import hand
from frontier_games.rng import Rng, shuffle

__all__ = ["determinize", "render", "unseen_cards", "view"]


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator); the same for every seat but ``player``.

    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game (an int
        from 0; ``True`` is not seat 1).
    """
    players = state.players
    if player is not None and (type(player) is not int or not 0 <= player < players):
        raise ValueError(f"there is no seat {player!r} in a {players}-player game")
    setup, cards = state.setup, state.cards
    return View(
        players, setup.options, player, setup.colours,
        tuple(hand(state, seat) for seat in range(players)), len(cards.heap),
        table_cards(cards.table), tuple(_public(pile) for pile in cards.piles),
        _public(cards.removed), state.turner, state.board, cards.last_board, state.waiting,
        state.phase, state.resolving,
    )  # fmt: skip


def _public(kinds: tuple[int, ...]) -> tuple[PrairieCard, ...]:
    """Cards as the state keeps them (kinds) as a view shows them."""
    return tuple(map(CARDS.__getitem__, kinds))


def _kinds(cards: tuple[PrairieCard, ...]) -> tuple[int, ...]:
    """Cards as a view shows them as the state keeps them (kinds)."""
    return tuple(card.index for card in cards)


def _unseen_counts(view: View) -> list[int]:
    """How many cards of each kind are still in the heap.

    :raises ValueError: if the view holds more cards of a kind than the game has.
    """
    counts = list(PRAIRIE_COUNTS)
    for card in (*view.table, *(card for pile in view.piles for card in pile), *view.removed):
        counts[card.index] -= 1
    if min(counts) < 0:
        raise ValueError("the view holds more cards of a kind than the game has")
    return counts


def unseen_cards(view: View) -> tuple[PrairieCard, ...]:
    """The prairie cards still in the heap, in kind order (their order in the heap is
    unknown).

    :raises ValueError: if the view holds more cards of a kind than the game has.
    """
    return table_cards(tuple(_unseen_counts(view)))


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``: the unseen cards shuffled from ``seed``.

    :raises ValueError: if the view's cards do not fit in the game's 114 prairie cards, or
        its heap size does not match them.
    """
    counts = _unseen_counts(view)
    unseen = tuple(kind for kind, count in enumerate(counts) for _ in range(count))
    heap, rng = shuffle(Rng.from_seed(seed), unseen)
    if len(heap) != view.heap_size:
        raise ValueError(f"the view shows {view.heap_size} cards face down, not {len(heap)}")
    setup = Setup(view.colours, view.options, rng)
    piles = tuple(_kinds(pile) for pile in view.piles)
    cards = Cards(heap, table_counts(view.table), piles, _kinds(view.removed), view.last_board)
    return State(setup, cards, view.turner, view.board, view.waiting, view.resolving)


def render(view: View) -> str:
    """A plain-text picture: the face-up cards by kind and colour, the Pow-Wow board (and
    the last window's), the hands and the pile sizes."""
    phase = {
        Phase.GRAB: "grab window open",
        Phase.LOOT: "making loot",
        Phase.OVER: "game over",
    }[view.phase]

    def seat_name(seat: int) -> str:
        return view.colours[seat].name.lower()

    lines = [
        f"Apache, {view.players} players, {phase}; {view.heap_size} prairie cards face down",
        "face up:",
    ]
    table = table_counts(view.table)
    for indian in Indian:
        seen = [
            f"{colour.name.lower()} {table[colour.index * 4 + indian.index]}"
            for colour in Colour
            if table[colour.index * 4 + indian.index]
        ]
        plural = "Indian women" if indian is Indian.WOMAN else f"{indian.name.lower()}s"
        lines.append(f"  {plural}: {', '.join(seen) or '-'}")
    loot = [f"{card_name(k)} {table[k]}" for k in LOOT_KINDS if table[k]]
    lines.append(f"  loot: {', '.join(loot) or '-'}")
    board = _board(view.colours, view.board) or "empty"
    lines.append(f"Pow-Wow board (first arrival first): {board}")
    lines.append(f"last window's board: {_board(view.colours, view.last_board) or '-'}")
    if view.phase is Phase.GRAB:
        waiting = [seat_name(seat) for seat in sorted(view.waiting)]
        lines.append(f"still to play or pass: {', '.join(waiting)}")
    elif view.phase is Phase.LOOT:
        lines.append(f"choosing loot: {seat_name(view.board[view.resolving].player)}")
    hands = [
        f"{seat_name(seat)} {' '.join(indian.name.lower() for indian in cards)}"
        for seat, cards in enumerate(view.hands)
    ]
    lines.append(f"hands: {'; '.join(hands)}")
    piles = [f"{seat_name(seat)} {len(pile)}" for seat, pile in enumerate(view.piles)]
    lines.append(f"winnings piles: {', '.join(piles)}; removed: {len(view.removed)}")
    return "\n".join(lines)


def _board(colours: tuple[Colour, ...], board: tuple[BoardCard, ...]) -> str:
    """A Pow-Wow board as text: ``"red hunter, yellow woman (penalty)"``."""
    return ", ".join(
        f"{colours[card.player].name.lower()} {card.indian.name.lower()}"
        + (" (penalty)" if card.useless else "")
        for card in board
    )
