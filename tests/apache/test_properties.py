"""Properties over random games, and the conformance battery."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games import get_game
from frontier_games.games import apache as A
from frontier_games.games.apache import Colour, Indian
from frontier_games.rng import Rng, randbelow
from frontier_games.testing import check_game

OPTIONS = [
    A.Options(),
    A.Options(war_path=True),
    A.Options(wedding=True),
    A.Options(joint_raid=True),
    A.Options(chief_captures_twin=True),
    A.Options(war_path=True, buffalo_under_pile=True),
    A.Options(war_path=True, wedding=True, joint_raid=True),
    A.Options(
        war_path=True,
        wedding=True,
        joint_raid=True,
        chief_captures_twin=True,
        buffalo_under_pile=True,
    ),
]
OPTION_IDS = [
    "base",
    "war-path",
    "wedding",
    "joint-raid",
    "chief-captures-twin",
    "buffalo-under-pile",
    "three-rules",
    "all",
]
FOUR = tuple(Indian)


@st.composite
def games(draw: st.DrawFn) -> tuple[int, int, A.Options]:
    """A player count, a seed and options, the seats' colours drawn too (or left default)."""
    players = draw(st.integers(2, 5))
    options = draw(st.sampled_from(OPTIONS))
    if draw(st.booleans()):
        chosen = draw(st.permutations(list(Colour)))[:players]
        options = options.evolve(colours=tuple(chosen))
    return players, draw(st.integers(0, 2**32)), options


def _counts(state: A.State) -> list[int]:
    cards = state.cards
    counts = list(cards.table)
    for card in (*cards.heap, *cards.removed, *(c for pile in cards.piles for c in pile)):
        counts[card] += 1
    return counts


def _playout(players: int, seed: int, options: A.Options) -> list[tuple[A.State, A.ApacheAction]]:
    """A random game: each state with the action applied to it (the last state: ``None``)."""
    state = A.new_game(players, seed, options)
    steps: list[tuple[A.State, A.ApacheAction]] = []
    rng = Rng.from_seed(seed)
    while not A.is_over(state):
        seats = sorted(A.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = A.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        steps.append((state, legal[pick]))
        state = A.apply(state, legal[pick])
    steps.append((state, A.Pass(0)))  # the final state; its action is never applied
    return steps


@settings(max_examples=15)
@given(game=games())
def test_the_114_prairie_cards_are_conserved(game: tuple[int, int, A.Options]) -> None:
    for state, _ in _playout(*game):
        assert _counts(state) == list(A.PRAIRIE_COUNTS)
        assert all(type(kind) is int for pile in state.cards.piles for kind in pile)


@settings(max_examples=15)
@given(game=games())
def test_with_buffalo_under_the_pile_the_buffalo_form_the_bottom_of_every_pile(
    game: tuple[int, int, A.Options],
) -> None:
    players, seed, options = game
    options = options.evolve(war_path=True, buffalo_under_pile=True)
    for state, _ in _playout(players, seed, options):
        for pile in state.cards.piles:
            buffalo = pile.count(A.BUFFALO)
            assert pile[:buffalo] == (A.BUFFALO,) * buffalo


@settings(max_examples=15)
@given(game=games())
def test_every_hand_returns_to_four_cards_after_a_window(game: tuple[int, int, A.Options]) -> None:
    players = game[0]
    for state, _ in _playout(*game):
        hands = [A.hand(state, seat) for seat in range(players)]
        assert A.view(state, None).hands == tuple(hands)
        if state.phase is not A.Phase.LOOT and not state.board:
            # A window has just opened (nobody has acted yet) or the game is over.
            assert hands == [FOUR] * players
        for seat, held in enumerate(hands):
            # During a window at most one of a seat's cards is on the board, and the others
            # are in its hand.
            on_board = [c.indian for c in state.board[state.resolving :] if c.player == seat]
            assert len(on_board) <= 1
            assert sorted((*held, *on_board), key=lambda indian: indian.index) == list(FOUR)
            if state.phase is A.Phase.GRAB:
                assert (len(held) == 4) == (seat in state.waiting or not on_board)


@settings(max_examples=15)
@given(game=games())
def test_a_hand_card_is_marked_for_the_penalty_exactly_when_it_could_not_make_loot(
    game: tuple[int, int, A.Options],
) -> None:
    closing = 0
    for state, action in _playout(*game)[:-1]:
        if isinstance(action, A.Play):
            could = A.can_make_loot(state, action.player, action.indian)
            marked = A.BoardCard(action.player, action.indian, not could)
            after = A.apply(state, action)
            if state.waiting != {action.player}:  # still open: the card is on top
                assert after.board[-1] == marked
                continue
            # The play closes the window and the board is resolved at once: it must resolve
            # exactly as the same board with the card marked so, closed by a pass.
            closing += 1
            marked_board = (*state.board, marked)
            seat = frozenset({action.player})
            ahead = A.State(state.setup, state.cards, state.turner, marked_board, seat, 0)
            assert after == A.apply(ahead, A.Pass(action.player))
            if after.phase is A.Phase.LOOT:  # a seat chooses loot: the board is still shown
                assert after.board[-1] == marked
    assert closing  # some window closed with a play (in practice: most of them)


def test_apache_is_registered() -> None:
    assert get_game("apache") is A.GAME


@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_apache_keeps_the_game_contract(options: A.Options) -> None:
    check_game(A.GAME, options=options, playouts=2, deep_states=8, kit_pictures=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_apache_keeps_the_game_contract_with_colours_chosen(players: int) -> None:
    colours = tuple(reversed(Colour))[:players]
    options = A.Options(war_path=True, wedding=True, joint_raid=True, colours=colours)
    check_game(A.GAME, players, options=options, playouts=2, deep_states=8, kit_pictures=True)
