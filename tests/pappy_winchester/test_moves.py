"""*Pappy Winchester*'s moves on the rule kit: every kind's listing is exactly its space
filtered by its checks, ``apply`` refuses exactly what the kit refuses (in the game's own
words where the kit's common rules would say another seat's turn, a move of another phase
or a field of the wrong type), on positions of games of every player count and option,
played at random and by the heuristic bot."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from frontier_games import IllegalActionError
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    SECRET_RAILWAY_BOARD,
    Bid,
    Content,
    Duel,
    HeuristicBot,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    Pass,
    Phase,
    Rumor,
    State,
    Vehicle,
)
from frontier_games.games.pappy_winchester.learning import codec
from frontier_games.games.pappy_winchester.rulebook import MOVES, PHASES, configuration
from frontier_games.serialization import from_json, to_json

_OPTIONS = [
    (3, Options()),
    (4, Options(duel_all_in=True)),
    (5, Options(content=Content(board=SECRET_RAILWAY_BOARD), first_player=2)),
]

_OWN_WORDS = {"not-your-turn", "not-allowed", "no-such-move"}
"""The kit's common rules that the game names by the kind's own checks instead, wherever
one of them is broken (``Moves(kinds_own_rules=True)``)."""


def _positions(players: int, options: Options, seed: int, bots: bool) -> Iterator[State]:
    """Every position of a game, played at random or mostly by the heuristic bot."""
    choose = random.Random(seed)
    seats = [HeuristicBot(seed * 10 + seat) for seat in range(players)]
    state = pw.new_game(players, seed, options)
    while not pw.is_over(state):
        yield state
        (seat,) = pw.actors(state)
        moves = pw.legal_actions(state, seat)
        if bots and choose.random() < 0.8:
            action = seats[seat].choose(pw.GAME, pw.view(state, seat), moves)
        else:
            action = choose.choice(moves)
        state = pw.apply(state, action)
    yield state


def _cases() -> list[tuple[int, Options, int, bool]]:
    return [
        (players, options, seed, bots)
        for players, options in _OPTIONS
        for seed, bots in ((1, False), (2, True))
    ]


def _refused(state: State, action: object) -> IllegalActionError | None:
    try:
        pw.apply(state, action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        return error
    return None


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases())
def test_each_kind_lists_exactly_what_its_checks_allow(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    phases: set[Phase] = set()
    for number, state in enumerate(_positions(players, options, seed, bots)):
        phases.add(state.phase)
        offered = MOVES.offered(state)
        assert tuple(move.kind for move in offered) == PHASES[state.phase]
        if number % 3 and state.phase is Phase.BIDDING:  # a sample of the many bids
            continue
        for seat in pw.actors(state):
            moves = pw.legal_actions(state, seat)
            assert {type(a) for a in moves} <= {move.kind for move in offered}
            for move in offered:
                listed = [a for a in moves if type(a) is move.kind]
                allowed = MOVES.allowed(state, seat, move.kind)
                assert sorted(map(repr, listed)) == sorted(map(repr, allowed)), (
                    state.phase,
                    move.kind.__name__,
                )
                assert len(set(listed)) == len(listed), move.kind.__name__
    assert phases == set(Phase)


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases()[::2])
def test_apply_refuses_what_the_kit_refuses_naming_the_kinds_own_rule(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    malformed: list[Any] = [
        Bid(0, 2500),
        Bid(0, 3000.0),  # type: ignore[arg-type]
        Bid(0, True),
        Bid(0, -1000),
        MoveVehicle(0, "boat", 1),  # type: ignore[arg-type]
        MoveVehicle(0, Vehicle.BOAT, 1.0),  # type: ignore[arg-type]
        MoveVehicle(0, Vehicle.BOAT, 99),
        Rumor(0, HiddenCard(HiddenKind.MINE, 2.0)),  # type: ignore[arg-type]
        Rumor(0, "mine 2"),  # type: ignore[arg-type]
        Rumor(0, HiddenCard(HiddenKind.MINE, 99)),
    ]
    space = codec(players, options)
    for number, state in enumerate(_positions(players, options, seed, bots)):
        if number % 7 and state.phase is Phase.BIDDING:  # a sample of the positions
            continue
        for seat in range(players):
            legal = pw.legal_actions(state, seat)
            tried = [space.decode(index, player=seat) for index in range(space.size)]
            tried += [action.evolve(player=seat) for action in malformed]
            for action in tried:
                kit = MOVES.refusal(state, action)
                error = _refused(state, action)
                assert (kit is None) == (error is None) == (action in legal), action
                if kit is None or error is None:
                    continue
                assert (error.rule, error.message) == kit, action
                if kit[0] in _OWN_WORDS:  # the kit's words only where no own rule is broken
                    own = MOVES.move(type(action)).refusal(state, action)
                    assert own is None or (own.code, own.sentence(state, action)) == kit


def test_the_kits_common_rules_are_named_by_the_rules_of_each_move() -> None:
    state = pw.new_game(4, 3, Options(first_player=0))
    state = pw.apply(pw.apply(state, Bid(0, 3000)), Pass(1))
    cases: list[tuple[Any, str]] = [
        (Bid(1, 5000), "already-passed"),
        (Pass(1), "already-passed"),
        (Bid(3, 5000), "not-your-turn"),
        (Duel(1), "not-your-turn"),
        (Duel(2), "duel-not-allowed"),
        (Bid(3, 5000.0), "not-an-amount"),  # type: ignore[arg-type]
        (Bid(2, 3000), "raise-too-small"),
        (Bid(2, 4500), "bid-not-a-multiple"),
        (Bid(2, 10**9), "bid-above-money"),
        (MoveVehicle(2, Vehicle.BOAT, 0), "no-movement"),
        (Rumor(2, HiddenCard(HiddenKind.RANCH, 19)), "no-rumor"),
    ]
    for action, rule in cases:
        said = MOVES.refusal(state, action)  # the kit's refusal says the game's own rule
        assert said is not None
        assert said[0] == rule, action
        error = _refused(state, action)
        assert error is not None
        assert error.rule == rule, action
        assert error.player == action.player
        assert error.action is action


def test_the_common_rules_keep_pappys_sentences() -> None:
    state = pw.new_game(3, 1)
    error = _refused(state, Pass(7))
    assert error is not None
    assert (error.rule, error.message) == ("no-such-seat", "there is no seat 7")
    error = _refused(state, "pass")
    assert error is not None
    assert (error.rule, error.message) == (
        "not-an-action",
        "'pass' is not a Pappy Winchester action",
    )


def test_one_configuration_object_per_configuration() -> None:
    state = pw.new_game(4, 1)
    assert configuration(state) is configuration(pw.new_game(4, 2))
    loaded = from_json(to_json(state), State)
    assert loaded.deal.options.content is not state.deal.options.content
    assert configuration(loaded) == configuration(state)
    assert configuration(loaded) is configuration(loaded)


def test_a_state_loaded_from_json_plays_on_alike() -> None:
    for state in list(_positions(4, Options(), 3, True))[::5]:
        loaded = from_json(to_json(state), State)
        assert loaded == state
        for seat in pw.actors(state):
            legal = pw.legal_actions(state, seat)
            assert pw.legal_actions(loaded, seat) == legal
            for action in legal[:3] + legal[-3:]:
                assert pw.apply(loaded, action) == pw.apply(state, action)
