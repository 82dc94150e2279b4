"""*Chaparral*'s moves on the rule kit: every kind's listing is exactly its space filtered
by its checks, and the kit refuses exactly what the rules refuse, on positions of games of
every player count and the main options, played at random and by the heuristic bot (which
reaches the rarer steps: the prizes, the bribe, the gift to the Church)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from frontier_games.games.chaparral import GAME, HeuristicBot
from frontier_games.games.chaparral.content import STANDARD_CONTENT, Event
from frontier_games.games.chaparral.content import Business as B
from frontier_games.games.chaparral.content import Character as C
from frontier_games.games.chaparral.content import Farm as F
from frontier_games.games.chaparral.model import (
    Allocate,
    Block,
    BuyFarm,
    EnterAlley,
    Influence,
    Mine,
    Options,
    Penalty,
    PenaltyKind,
    Phase,
    RemoveApache,
    State,
    Step,
    UseAlley,
)
from frontier_games.games.chaparral.rulebook import MOVES, STEPS, phase
from tests.chaparral.helpers import (
    acting,
    at_actions,
    at_influence,
    end_stage_3,
    game,
    legal,
    play,
    refused,
    with_farms,
    with_markers,
    with_seat,
)

_RICH = STANDARD_CONTENT.evolve(starting_cowboys=6, starting_iron=5)

_OPTIONS = [
    (2, Options()),
    (3, Options(alley_any_character=True)),
    (4, Options()),
    (2, Options(alley_any_character=True, first_player=1)),
    (3, Options(content=_RICH)),
    (4, Options(alley_any_character=True, content=_RICH)),
]


def _positions(players: int, options: Options, seed: int, bots: bool) -> Iterator[State]:
    """Every position of a game, played at random or mostly by the heuristic bot."""
    choose = random.Random(seed)
    players_bots = [HeuristicBot(seed * 10 + seat) for seat in range(players)]
    state = GAME.new_game(players, seed, options)
    while not GAME.is_over(state):
        yield state
        (seat,) = GAME.actors(state)
        moves = GAME.legal_actions(state, seat)
        if bots and choose.random() < 0.8:
            action = players_bots[seat].choose(GAME, GAME.view(state, seat), moves)
        else:
            action = choose.choice(moves)
        state = GAME.apply(state, action)


def _cases() -> list[tuple[int, Options, int, bool]]:
    return [
        (players, options, seed, bots)
        for players, options in _OPTIONS
        for seed, bots in ((1, False), (2, True))
    ]


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases())
def test_each_kind_lists_exactly_what_its_checks_allow(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    seen: set[Phase | Step] = set()
    for state in _positions(players, options, seed, bots):
        seen.add(phase(state))
        for seat in GAME.actors(state):
            moves = GAME.legal_actions(state, seat)
            offered = MOVES.offered(state)
            assert {type(a) for a in moves} <= {move.kind for move in offered}
            for move in offered:
                listed = [a for a in moves if type(a) is move.kind]
                allowed = [
                    a
                    for a in MOVES.space(move.kind, state.setup, seat)
                    if MOVES.refusal(state, a) is None
                ]
                assert sorted(map(repr, listed)) == sorted(map(repr, allowed)), (
                    phase(state),
                    move.kind.__name__,
                )
                assert len(set(listed)) == len(listed), move.kind.__name__
    assert {Phase.ALLOCATION, Step.CHOOSE} <= seen


def test_the_games_reach_every_phase_and_step() -> None:
    seen = {
        phase(state)
        for players, options, seed, bots in _cases()
        for state in _positions(players, options, seed, bots)
    }
    assert seen == set(STEPS)


def test_a_penalty_names_its_two_markers_in_either_order() -> None:
    state = with_markers(game(3, event=Event.LOSSES_AND_DAMAGES), 0, B.HOTEL, B.SALOON)
    state = end_stage_3(at_actions(state, 0, {}))
    assert state.phase is Phase.LOSSES
    listed = Penalty(0, PenaltyKind.MARKERS, (B.HOTEL, B.SALOON))
    reversed_ = Penalty(0, PenaltyKind.MARKERS, (B.SALOON, B.HOTEL))
    assert listed in legal(state)
    assert reversed_ not in legal(state)  # the listing names each penalty once
    assert play(state, reversed_) == play(state, listed)
    assert refused(state, Penalty(0, PenaltyKind.MARKERS, (B.HOTEL, B.STABLE))) == (
        "no-influence-there"
    )
    assert refused(state, Penalty(0, PenaltyKind.MARKERS, (B.HOTEL, B.HOTEL))) == "no-such-move"
    poor = with_seat(state, 0, money=19)
    assert refused(poor, Penalty(0, PenaltyKind.MONEY)) == "cannot-pay-losses"


def test_the_rules_once_refused_as_not_allowed_each_name_their_own_code() -> None:
    two = game(2)  # seat 0 allocates, then blocks
    assert refused(two, Block(0, C.MINER)) == "no-block-now"
    blocking = play(two, Allocate(0, C.BANKER))
    assert refused(blocking, Allocate(0, C.MINER)) == "block-now"
    assert refused(blocking, EnterAlley(0)) == "block-now"
    assert refused(game(4), Block(0, C.MINER)) == "no-block-now"  # two players only
    stage_2 = at_influence(game(4), 0, {C.MINER: 0})
    assert refused(stage_2, Influence(0, None, B.HOTEL)) == "influence-needs-character"
    choosing = at_actions(game(4), 0, {C.MINER: 0, C.BANKER: 1}, alley=(0,))
    assert refused(choosing, UseAlley(0, C.MINER)) == "own-cowboy-there"
    assert refused(choosing, UseAlley(0, C.FARMER)) == "empty-character"
    assert refused(choosing, RemoveApache(0, F.SHEEP_1)) == "not-general-custer"
    assert refused(choosing, RemoveApache(0, F.SHEEP_1, True)) == "no-apache-token"
    assert refused(choosing, Mine(0, 1, 0)) == "not-allowed"  # not the Miner's step
    mining = acting(game(4), 0, C.MINER, cowboys=3)
    assert refused(mining, Mine(0, 0, 0)) == "no-such-move"  # no move of the game
    assert refused(mining, Mine(0, True, 0)) == "no-such-move"  # True is not one iron
    custer = acting(game(4), 0, C.GENERAL_CUSTER)
    assert refused(custer, RemoveApache(0, F.SHEEP_1, True)) == "general-custer-acting"
    farmer = acting(with_farms(game(4), 1, F.PIGS_1), 0, C.FARMER, money=0)
    assert refused(farmer, BuyFarm(0, F.SHEEP_1)) == "cannot-pay-farm"
    assert refused(farmer, BuyFarm(0, F.PIGS_1)) == "farm-not-on-table"  # seat 1's
