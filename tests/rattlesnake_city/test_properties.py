"""Properties over random games of 2 to 6 players (Hypothesis): the tiles, the action
cards and the coup cards conserved (counting those removed from the game and those in
play), money never negative, one seat deciding with something to do while the game goes
on, every legal move applying, and every game over within ``max_actions``.

The random games use the turn rules only: a poker challenge is never chosen (poker is
tested on its own), so a position never has a poker game under way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.games.rattlesnake_city.content import STANDARD_CONTENT, Building, Shape
from frontier_games.games.rattlesnake_city.gunfight import discards
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    AttackBank,
    CatchJoe,
    DrawCards,
    Dynamite,
    DynamiteTrack,
    Fire,
    OfferSale,
    Options,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayPermanent,
    RattlesnakeAction,
    RepairTrack,
    State,
    Step,
    StrokeOfFate,
    Surrender,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    max_actions,
    new_game,
    outcome,
)
from frontier_games.rng import Rng, randbelow

TURN_RULES = (
    PlaceSaloon, PlaceBuilding, RepairTrack, DrawCards, PlayPermanent, Dynamite,
    DynamiteTrack, StrokeOfFate, CatchJoe, OfferSale, AskToBuy, Answer, AttackBank,
    Surrender, Fire, Withdraw, Pass,
)  # fmt: skip
"""The actions of the turn rules (everything but poker)."""

CAP = 400
"""The most actions of a random game a property looks at."""
TRIED = 6
"""How many legal moves of each position are tried (all of them if fewer)."""

GAMES = {"players": st.integers(2, 6), "seed": st.integers(0, 2**32)}
SETTINGS = settings(max_examples=10, deadline=None)

CONTENT = STANDARD_CONTENT
TILES = Counter(dict(CONTENT.tiles))
ACTION_CARDS = Counter(dict(CONTENT.action_cards))
COUP_CARDS = Counter(dict(CONTENT.coup_cards))


def moves(state: State) -> tuple[RattlesnakeAction, ...]:
    """The legal moves of the turn rules of the seat that decides, never empty."""
    (seat,) = actors(state)
    legal = legal_actions(state, seat)
    assert legal, "a seat decides with nothing to do"
    chosen = tuple(action for action in legal if isinstance(action, TURN_RULES))
    assert chosen, f"only poker is offered: {legal}"
    return chosen


def playout(players: int, seed: int, cap: int | None = CAP) -> Iterator[State]:
    """Every position of a random game of the turn rules, its first ``cap`` actions
    (all of them for ``None``)."""
    state = new_game(players, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    yield state
    played = 0
    while not is_over(state) and (cap is None or played < cap):
        legal = moves(state)
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
        played += 1
        yield state


def tiles_everywhere(state: State) -> Counter[object]:
    """The tiles in the bag, on the board (saloons apart), removed from the game, and the
    one drawn and waiting to be placed."""
    valley = state.setup.options.content.valley
    found: Counter[object] = Counter(state.piles.bag.draw_pile)
    found.update(b.building for b in state.board.buildings if b.building is not Building.SALOON)
    found.update(valley.line(line).shapes[section] for line, section in state.board.repaired)
    found.update(state.piles.removed)
    if state.turn.step is Step.TILE and state.turn.tile is not None:
        found[state.turn.tile] += 1
    return found


def action_cards_everywhere(state: State) -> Counter[object]:
    """The action cards in hands, in front of the players, and in the pile and discards."""
    found: Counter[object] = Counter()
    for seat in state.seats:
        found.update(seat.hand)
        found.update(seat.front)
    found.update(state.piles.actions.draw_pile)
    found.update(state.piles.actions.discard_pile)
    return found


def coup_cards_everywhere(state: State) -> Counter[object]:
    """The coup cards in hands, in the pile and discards, placed face down in an attack
    (before the defence reveals it) and spent in a gunfight under way."""
    found: Counter[object] = Counter()
    for seat in state.seats:
        found.update(seat.coups)
    found.update(state.piles.coups.draw_pile)
    found.update(state.piles.coups.discard_pile)
    turn = state.turn
    if turn.fight is not None:
        shots = {coup.shots: coup for coup in COUP_CARDS}
        found.update(shots[n] for n in discards(turn.fight))
    elif turn.attack is not None and turn.attack.coup is not None:
        found[turn.attack.coup] += 1
    return found


@SETTINGS
@given(**GAMES)
def test_every_tile_is_in_the_bag_on_the_board_removed_or_waiting_to_be_placed(
    players: int, seed: int
) -> None:
    for state in playout(players, seed):
        assert tiles_everywhere(state) == TILES
        assert sum(b.building is Building.SALOON for b in state.board.buildings) <= players
        assert all(isinstance(tile, Building | Shape) for tile in state.piles.removed)


@SETTINGS
@given(**GAMES)
def test_every_action_card_is_in_a_hand_in_front_of_a_player_or_in_the_pile(
    players: int, seed: int
) -> None:
    for state in playout(players, seed):
        assert action_cards_everywhere(state) == ACTION_CARDS


@SETTINGS
@given(**GAMES)
def test_every_coup_card_is_in_a_hand_in_the_pile_or_in_play(players: int, seed: int) -> None:
    for state in playout(players, seed):
        assert coup_cards_everywhere(state) == COUP_CARDS


@SETTINGS
@given(**GAMES)
def test_money_is_never_negative(players: int, seed: int) -> None:
    for state in playout(players, seed):
        assert all(seat.money >= 0 for seat in state.seats)


@SETTINGS
@given(**GAMES)
def test_one_seat_decides_while_the_game_goes_on_and_every_legal_move_applies(
    players: int, seed: int
) -> None:
    rng = Rng.from_seed(seed)
    for state in playout(players, seed, cap=CAP // 2):
        if is_over(state):
            assert actors(state) == frozenset()
            break
        (seat,) = actors(state)
        assert all(legal_actions(state, other) == () for other in range(players) if other != seat)
        legal = list(moves(state))
        # Trying every move of every position would be slow: a few of them, at random.
        for _ in range(min(TRIED, len(legal))):
            pick, rng = randbelow(rng, len(legal))
            after = apply(state, legal.pop(pick))
            assert all(seat.money >= 0 for seat in after.seats)


@pytest.mark.parametrize("players", range(2, 7))
def test_every_game_ends_within_max_actions(players: int) -> None:
    limit = max_actions(players, Options())
    for seed in (players, 100 + players):
        states = list(playout(players, seed, cap=None))
        assert is_over(states[-1])
        assert len(states) - 1 <= limit
        result = outcome(states[-1])
        assert result.winners
        assert result.scores == tuple(seat.money for seat in states[-1].seats)
