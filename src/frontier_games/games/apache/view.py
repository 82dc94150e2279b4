"""What a seat sees of an *Apache* position, states consistent with it, and a text picture.

Only the order of the face-down prairie heap and the random generator are hidden. Hand
cards are known to all, the Pow-Wow board is face up (cards are laid face up as they
arrive, so a window's plays are visible at once), and winnings piles are shown in full:
every card in them was won face up in front of everyone, in an order the rules fix.
"""

from __future__ import annotations

from frontier_games.games.apache.content import (
    CARD_KINDS,
    LOOT_KINDS,
    PRAIRIE_COUNTS,
    Colour,
    Indian,
    card_name,
)
from frontier_games.games.apache.model import Phase, State, View
from frontier_games.rng import Rng, shuffle

__all__ = ["determinize", "render", "unseen_cards", "view"]


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator); the same for every seat but ``player``.

    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game.
    """
    if player is not None and not 0 <= player < state.players:
        raise ValueError(f"there is no seat {player} in a {state.players}-player game")
    return View(
        state.players, state.options, player, len(state.heap), state.table, state.piles,
        state.removed, state.turner, state.board, state.acted, state.phase, state.resolving,
    )  # fmt: skip


def unseen_cards(view: View) -> tuple[int, ...]:
    """The prairie cards still in the heap, by kind (their order is unknown).

    :raises ValueError: if the view holds more cards of a kind than the game has.
    """
    counts = list(PRAIRIE_COUNTS)
    for kind, count in enumerate(view.table):
        counts[kind] -= count
    for card in (*(card for pile in view.piles for card in pile), *view.removed):
        counts[card] -= 1
    if min(counts) < 0:
        raise ValueError("the view holds more cards of a kind than the game has")
    return tuple(kind for kind, count in enumerate(counts) for _ in range(count))


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``: the unseen cards shuffled from ``seed``.

    :raises ValueError: if the view's cards do not fit in the game's 114 prairie cards, or
        its heap size does not match them.
    """
    heap, rng = shuffle(Rng.from_seed(seed), unseen_cards(view))
    if len(heap) != view.heap_size:
        raise ValueError(f"the view shows {view.heap_size} cards face down, not {len(heap)}")
    return State(
        view.players, view.options, rng, heap, view.table, view.piles, view.removed,
        view.turner, view.board, view.acted, view.phase, view.resolving,
    )  # fmt: skip


def _colour(seat: int) -> str:
    return Colour(seat).name.lower()


def render(view: View) -> str:
    """A plain-text picture: the face-up cards by kind and colour, the Pow-Wow board and the
    pile sizes."""
    phase = {
        Phase.GRAB: "grab window open",
        Phase.LOOT: "making loot",
        Phase.OVER: "game over",
    }[view.phase]
    lines = [
        f"Apache, {view.players} players, {phase}; {view.heap_size} prairie cards face down",
        "face up:",
    ]
    for indian in Indian:
        seen = [
            f"{Colour(colour).name.lower()} {view.table[colour * 4 + indian.value]}"
            for colour in range(5)
            if view.table[colour * 4 + indian.value]
        ]
        plural = "Indian women" if indian is Indian.WOMAN else f"{indian.name.lower()}s"
        lines.append(f"  {plural}: {', '.join(seen) or '-'}")
    loot = [f"{card_name(k)} {view.table[k]}" for k in LOOT_KINDS if view.table[k]]
    lines.append(f"  loot: {', '.join(loot) or '-'}")
    board = [
        f"{_colour(card.player)} {card.indian.name.lower()}"
        + (" (penalty)" if card.useless else "")
        for card in view.board
    ]
    lines.append(f"Pow-Wow board (first arrival first): {', '.join(board) or 'empty'}")
    if view.phase is Phase.GRAB:
        waiting = [_colour(seat) for seat, done in enumerate(view.acted) if not done]
        lines.append(f"still to play or pass: {', '.join(waiting)}")
    elif view.phase is Phase.LOOT:
        lines.append(f"choosing loot: {_colour(view.board[view.resolving].player)}")
    piles = [f"{_colour(seat)} {len(pile)}" for seat, pile in enumerate(view.piles)]
    lines.append(f"winnings piles: {', '.join(piles)}; removed: {len(view.removed)}")
    assert len(view.table) == CARD_KINDS
    return "\n".join(lines)
