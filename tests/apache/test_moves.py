"""*Apache*'s moves on the rule kit: every kind's listing is exactly its space filtered by
its checks, ``apply`` refuses exactly what the kit refuses (in *Apache*'s own words where
the kit's common rules would say another seat's turn, a move of another phase or a field of
the wrong type), on positions of games of every player count and option, played at random
and by the heuristic bot (which makes the rarer loots: prisoners, weddings, the war path)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from frontier_games import IllegalActionError
from frontier_games.games import apache as A
from frontier_games.games.apache import (
    BUFFALO,
    TIPI,
    TOTEM_POLE,
    Colour,
    HeuristicBot,
    Indian,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    PrairieCard,
    State,
    Take,
    indian_card,
)
from frontier_games.games.apache.learning import codec
from frontier_games.games.apache.loot import SEAT_SETS
from frontier_games.games.apache.rulebook import MOVES, PHASES
from frontier_games.serialization import from_json, to_json

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour
HUNTER, CHIEF, WARRIOR, WOMAN = Indian

EVERY_RULE = Options(war_path=True, wedding=True, joint_raid=True)

_OPTIONS = [
    (2, Options()),
    (3, EVERY_RULE),
    (4, Options(chief_captures_twin=True, buffalo_under_pile=True)),
    (5, Options(wedding=True, colours=(BLUE, GREEN, PURPLE, YELLOW, RED))),
    (3, Options(wedding=True, joint_raid=True, colours=(GREEN, RED, BLUE))),
]

_OWN_WORDS = {"not-your-turn", "not-allowed", "no-such-move"}
"""The kit's common rules that the game names by the kind's own checks instead, wherever
one of them is broken (``Moves(kinds_own_rules=True)``)."""


def _positions(players: int, options: Options, seed: int, bots: bool) -> Iterator[State]:
    """Every position of a game, played at random or mostly by the heuristic bot (the seat
    that acts first in a race drawn at random)."""
    choose = random.Random(seed)
    seats = [HeuristicBot(seed * 10 + seat) for seat in range(players)]
    state = A.new_game(players, seed, options)
    while not A.is_over(state):
        yield state
        seat = choose.choice(sorted(A.actors(state)))
        moves = A.legal_actions(state, seat)
        if bots and choose.random() < 0.8:
            action = seats[seat].choose(A.GAME, A.view(state, seat), moves)
        else:
            action = choose.choice(moves)
        state = A.apply(state, action)
    yield state


def _cases() -> list[tuple[int, Options, int, bool]]:
    return [
        (players, options, seed, bots)
        for players, options in _OPTIONS
        for seed, bots in ((1, False), (2, True))
    ]


def _refused(state: State, action: object) -> IllegalActionError | None:
    try:
        A.apply(state, action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        return error
    return None


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases())
def test_each_kind_lists_exactly_what_its_checks_allow(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    phases: set[Phase] = set()
    for state in _positions(players, options, seed, bots):
        phases.add(state.phase)
        offered = MOVES.offered(state)
        if state.phase is Phase.OVER:  # nobody acts: the kit reads the phase of a closed
            assert not A.actors(state)  # window (no seat waiting) and never asks further
            continue
        assert tuple(move.kind for move in offered) == PHASES[state.phase]
        for seat in A.actors(state):
            moves = A.legal_actions(state, seat)
            assert {type(a) for a in moves} <= {move.kind for move in offered}
            for move in offered:
                listed = [a for a in moves if type(a) is move.kind]
                allowed = [
                    a
                    for a in MOVES.space(move.kind, players, seat)
                    if MOVES.refusal(state, a) is None
                ]
                assert sorted(map(repr, listed)) == sorted(map(repr, allowed)), (
                    state.phase,
                    move.kind.__name__,
                )
                assert len(set(listed)) == len(listed), move.kind.__name__
    assert phases == set(Phase)


@pytest.mark.parametrize(("players", "options", "seed", "bots"), _cases()[::3])
def test_apply_refuses_what_the_kit_refuses_naming_the_kinds_own_rule(
    players: int, options: Options, seed: int, bots: bool
) -> None:
    malformed: list[Any] = [
        Play(0, 0),  # type: ignore[arg-type]
        Play(0, "HUNTER"),  # type: ignore[arg-type]
        Take(0, "item"),  # type: ignore[arg-type]
        Take(0, Loot.ITEM, 1),  # type: ignore[arg-type]
    ]
    for number, state in enumerate(_positions(players, options, seed, bots)):
        if number % 5:  # every action of every seat is tried: a sample of the positions
            continue
        for seat in range(players):
            legal = A.legal_actions(state, seat)
            space = codec(players, options)
            tried = [space.decode(index, player=seat) for index in range(space.size)]
            tried += [Take(seat, Loot.TIPIS, PrairieCard.BUFFALO)]
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


def _choosing_a_prisoner() -> State:
    """Yellow's chief chooses between the red hunter and the red chief as prisoner."""
    face_up = [indian_card(YELLOW, CHIEF), indian_card(RED, HUNTER), indian_card(RED, CHIEF)]
    state = grab_window(2, [*face_up, TOTEM_POLE], heap=(TIPI,))
    state = A.apply(A.apply(state, Play(1, CHIEF)), Pass(0))
    assert state.phase is Phase.LOOT
    return state


def test_the_kits_common_rules_are_named_by_the_rules_of_each_move() -> None:
    grab = A.apply(grab_window(3, [indian_card(RED, HUNTER), BUFFALO]), Play(0, HUNTER))
    cases: list[tuple[State, Any, str]] = [
        (grab, Play(0, CHIEF), "one-card-per-window"),
        (grab, Play(0, HUNTER), "card-already-played"),
        (grab, Pass(0), "one-card-per-window"),
        (grab, Take(1, Loot.TIPIS), "no-loot-to-choose"),
        (grab, Play(1, 0), "no-such-hand-card"),  # type: ignore[arg-type]
        (grab, Play(0, 0), "one-card-per-window"),  # type: ignore[arg-type]
        (_choosing_a_prisoner(), Pass(1), "loot-being-made"),
        (_choosing_a_prisoner(), Play(0, HUNTER), "loot-being-made"),
        (_choosing_a_prisoner(), Take(0, Loot.TIPIS), "not-your-loot"),
        (_choosing_a_prisoner(), Take(1, "item"), "loot-not-on-table"),  # type: ignore[arg-type]
        (_choosing_a_prisoner(), Take(1, Loot.TIPIS), "loot-not-on-table"),
    ]
    for state, action, rule in cases:
        said = MOVES.refusal(state, action)  # the kit's refusal says the game's own rule
        assert said is not None
        assert said[0] == rule, action
        error = _refused(state, action)
        assert error is not None
        assert error.rule == rule, action
        assert error.player == action.player
        assert error.action is action


def test_the_common_rules_keep_apaches_sentences() -> None:
    state = grab_window(2, [BUFFALO])
    error = _refused(state, Pass(7))
    assert error is not None
    assert (error.rule, error.message) == ("no-such-seat", "there is no seat 7")
    error = _refused(state, "pass")
    assert error is not None
    assert (error.rule, error.message) == ("not-an-action", "'pass' is not an Apache action")
    error = _refused(_choosing_a_prisoner(), Take(0, Loot.ITEM))
    assert error is not None
    assert error.message == "seat 1's hand card makes loot now"


def test_every_state_a_game_reaches_waits_for_a_shared_set_of_seats() -> None:
    for players, options, seed, bots in _cases()[:4]:
        for state in _positions(players, options, seed, bots):
            assert SEAT_SETS[state.waiting] is state.waiting


def test_a_state_loaded_from_json_plays_on_alike() -> None:
    for state in list(_positions(3, EVERY_RULE, 3, True))[::7]:
        loaded = from_json(to_json(state), State)
        assert loaded == state
        for seat in A.actors(state):
            legal = A.legal_actions(state, seat)
            assert A.legal_actions(loaded, seat) == legal
            for action in legal:
                assert A.apply(loaded, action) == A.apply(state, action)


def test_a_state_waiting_for_a_seat_no_game_has_offers_nothing_and_refuses_calmly() -> None:
    state = grab_window(2, [BUFFALO]).evolve(waiting=frozenset({0, 1, 7}))
    assert A.legal_actions(state, 0) == ()
    error = _refused(state, Play(0, HUNTER))
    assert error is not None
    assert error.rule == "not-allowed"
