"""Building Apache positions by hand for the rule tests."""

from __future__ import annotations

from frontier_games.games.apache import (
    PRAIRIE_COUNTS,
    Cards,
    Options,
    Setup,
    State,
    seat_colours,
)
from frontier_games.games.apache.content import CARD_KINDS
from frontier_games.rng import Rng


def grab_window(
    players: int,
    face_up: list[int],
    *,
    options: Options | None = None,
    piles: tuple[tuple[int, ...], ...] | None = None,
    heap: tuple[int, ...] | None = None,
    turner: int = 0,
) -> State:
    """An open grab window with exactly ``face_up`` on the table and every seat waiting.

    ``heap`` defaults to every other prairie card (so the cards are conserved); give it
    explicitly to control the next card turned up (its end is the next card).
    """
    options = options or Options()
    table = [0] * CARD_KINDS
    for kind in face_up:
        table[kind] += 1
    piles = piles if piles is not None else ((),) * players
    if heap is None:
        counts = list(PRAIRIE_COUNTS)
        for kind, count in enumerate(table):
            counts[kind] -= count
        for pile in piles:
            for card in pile:
                counts[card] -= 1
        heap = tuple(kind for kind, count in enumerate(counts) for _ in range(count))
    return State(
        setup=Setup(seat_colours(players, options), options, Rng.from_seed(0)),
        cards=Cards(heap=heap, table=tuple(table), piles=piles, removed=()),
        turner=turner,
        board=(),
        waiting=frozenset(range(players)),
        resolving=0,
    )
