"""The features against a plain reading of their documented layout: the parts built one
after the other from one-hots, in the order :func:`~frontier_games.games.apache.features`
lists them. The game writes the same vector into a preallocated list, offset by offset;
every view of random games must give the very same floats."""

from __future__ import annotations

import pytest

from frontier_games.codec import one_hot
from frontier_games.games import apache as A
from frontier_games.games.apache import Colour, Indian, Options, Phase, PrairieCard, View
from frontier_games.games.apache.content import BUFFALO, CARD_KINDS, PRAIRIE_COUNTS, table_counts
from frontier_games.games.apache.model import BoardCard
from frontier_games.games.apache.rules import can_loot_on
from frontier_games.rng import Rng, randbelow

_FLAGS = ("war_path", "wedding", "joint_raid", "chief_captures_twin", "buffalo_under_pile")


def _board(board: tuple[BoardCard, ...], players: int) -> list[float]:
    out: list[float] = []
    for position in range(players):
        if position < len(board):
            card = board[position]
            out += one_hot(card.player, players)
            out += one_hot(card.indian.index, len(Indian))
            out.append(1.0 if card.useless else 0.0)
        else:
            out += [0.0] * (players + len(Indian) + 1)
    return out


def reference_features(view: View) -> tuple[float, ...]:
    """The documented layout, part by part."""
    players, options = view.players, view.options
    out = one_hot(list(Phase).index(view.phase), len(Phase))
    out += one_hot(view.player, players)
    out += [1.0 if getattr(options, flag) else 0.0 for flag in _FLAGS]
    for colour in view.colours:
        out += one_hot(colour.index, len(Colour))
    table = table_counts(view.table)
    out += [count / total for count, total in zip(table, PRAIRIE_COUNTS, strict=True)]
    out.append(view.heap_size / 114)
    for seat in range(players):
        pile = view.piles[seat]
        out += (len(pile) / 114, pile.count(PrairieCard.BUFFALO) / PRAIRIE_COUNTS[BUFFALO])
        for depth in (1, 2):
            out += one_hot(pile[-depth].index if len(pile) >= depth else None, CARD_KINDS)
        out += [1.0 if indian in view.hands[seat] else 0.0 for indian in Indian]
        own = view.colours[seat].index * 4
        out += [
            1.0 if can_loot_on(table, own + indian.index, indian.index, options) else 0.0
            for indian in Indian
        ]
        out.append(1.0 if seat in view.waiting else 0.0)
    out += _board(view.board, players)
    out += one_hot(view.resolving if view.phase is Phase.LOOT else None, players)
    out += one_hot(view.turner, players)
    out += _board(view.last_board, players)
    return tuple(out)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "options",
    [
        Options(),
        Options(war_path=True, buffalo_under_pile=True),
        Options(True, True, True, True, True),
        Options(joint_raid=True, chief_captures_twin=True, colours=(Colour.BLUE, Colour.RED)),
    ],
)
def test_the_features_are_the_documented_parts_for_every_view(
    players: int, options: Options
) -> None:
    if options.colours is not None and len(options.colours) != players:
        options = Options(options.war_path, options.wedding, options.joint_raid,
                          options.chief_captures_twin, options.buffalo_under_pile,
                          tuple(reversed(tuple(Colour)[:players])))  # fmt: skip
    state = A.new_game(players, 23, options)
    rng = Rng.from_seed(players)
    step = 0
    while True:
        if step % 2 == 0 or A.is_over(state):
            for seat in (*range(players), None):
                seen = A.view(state, seat)
                assert repr(A.features(seen)) == repr(reference_features(seen))
        if A.is_over(state):
            break
        seats = sorted(A.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = A.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        state = A.apply(state, legal[pick])
        step += 1
