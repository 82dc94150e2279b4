"""A state's and a view's ``repr`` is one short line that says what it is and where the game
stands (issue 26): ``<chaparral State: round 1, 3 players, allocate cowboys>``. The full
form is the JSON (``to_json``); every other value keeps the ``repr`` attrs makes."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest

from frontier_games.games import get_game
from frontier_games.messages import brief, position_repr, view_kind
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_dict
from tests.golden import FOLDER

GAMES = ("chaparral", "wild-fun-west", "pappy-winchester", "rattlesnake-city", "apache")
"""Every game: each has the short ``repr``."""

CONFIGURATIONS = [
    (name, players)
    for name in GAMES
    for players in range(get_game(name).min_players, get_game(name).max_players + 1)
]

MOVES = 400
"""Random moves played in each configuration, every state and view checked."""

LONGEST = 200


def _checked(text: str, game: str, kind: str) -> str:
    """``text``, a ``repr``, once it is short, on one line and says what it is."""
    assert text.startswith(f"<{game} {kind}"), text
    assert text.endswith(">"), text
    assert len(text) < LONGEST, text
    assert "\n" not in text, text
    return text


def _where(text: str) -> str:
    """What a ``repr`` says after its kind: where the game stands."""
    return text.partition(": ")[2]


def test_the_helper_joins_the_parts_after_the_game_and_the_kind() -> None:
    assert position_repr("apache", "State") == "<apache State>"
    assert position_repr("g", "State", "round 1") == "<g State: round 1>"
    assert position_repr("g", view_kind(0), "a", "b") == "<g View of seat 0: a, b>"
    assert view_kind(None) == "View for a spectator"


@pytest.mark.parametrize(
    ("name", "players"), CONFIGURATIONS, ids=[f"{n}-{p}" for n, p in CONFIGURATIONS]
)
def test_states_and_views_print_short_along_random_play(name: str, players: int) -> None:
    game = get_game(name)
    rng = Rng.from_seed(players)
    state = game.new_game(players=players, seed=players)
    for _ in range(MOVES):
        shown = _checked(repr(state), name, "State")
        assert str(state) == shown
        for seat in (*range(players), None):
            view = game.view(state, seat)
            kind = "View for a spectator" if seat is None else f"View of seat {seat}"
            # A view says where the game stands as the state does: it is all public.
            assert _where(_checked(repr(view), name, kind)) == _where(shown)
        if game.is_over(state):
            assert "game over" in shown
            break
        assert "game over" not in shown
        seats = sorted(game.actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = game.legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        action = legal[pick]
        assert repr(action).startswith(f"{type(action).__name__}(")  # attrs' own
        state = game.apply(state, action)


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_game_says_so(name: str) -> None:
    game = get_game(name)
    with (FOLDER / f"{name}.jsonl").open(encoding="utf-8") as lines:
        final = from_dict(json.loads(next(lines))["final"], game.state_type)
    assert game.is_over(final)
    assert "game over" in _checked(repr(final), name, "State")
    assert "game over" in _checked(repr(game.view(final, None)), name, "View for a spectator")


FRESH: dict[str, tuple[int, str]] = {
    "chaparral": (3, "round 1, 3 players, allocate cowboys"),
    "wild-fun-west": (4, "turn 1, 4 players, beginning, seat 0 to act"),
    "pappy-winchester": (4, "0 of 19 plots bought, 4 players, bidding (plot 14), seat 0 to act"),
    "rattlesnake-city": (3, "66 tiles in the bag, 3 players, seat 1's turn, place a saloon"),
    "apache": (3, "113 cards face down, 3 players, grab window, seats 0, 1 and 2 waiting"),
}
"""Each game's fresh position from seed 1: its player count and what its ``repr`` says."""


@pytest.mark.parametrize("name", GAMES)
def test_a_fresh_game_prints_exactly_so(name: str) -> None:
    game = get_game(name)
    players, where = FRESH[name]
    state = game.new_game(players=players, seed=1)
    assert repr(state) == f"<{name} State: {where}>"
    assert repr(game.view(state, 2)) == f"<{name} View of seat 2: {where}>"
    assert repr(game.view(state, None)) == f"<{name} View for a spectator: {where}>"


def test_a_seat_choosing_its_loot_prints_exactly_so() -> None:
    game = get_game("apache")
    state = game.new_game(players=3, seed=1)
    while state.phase.value != "loot":
        state = game.apply(state, game.legal_actions(state, min(game.actors(state)))[0])
    assert repr(state) == "<apache State: 58 cards face down, 3 players, seat 2 chooses its loot>"
    assert repr(game.view(state, 0)) == (
        "<apache View of seat 0: 58 cards face down, 3 players, seat 2 chooses its loot>"
    )


def test_a_later_position_prints_exactly_so() -> None:
    game = get_game("chaparral")
    state = game.new_game(players=2, seed=5)
    while state.phase.value == "allocate cowboys":
        (seat,) = game.actors(state)
        state = game.apply(state, game.legal_actions(state, seat)[0])
    assert repr(state) == "<chaparral State: round 1, 2 players, place influence, seat 1 to act>"


@pytest.mark.parametrize("name", GAMES)
def test_the_other_values_keep_the_repr_attrs_makes(name: str) -> None:
    game = get_game(name)
    state = game.new_game(players=game.min_players, seed=1)
    options: Any = game.options_type()
    assert repr(options).startswith("Options(")
    for field in ("turn", "board", "table", "setup"):
        part = getattr(state, field, None)
        if attrs.has(type(part)):  # Apache's board is a plain tuple
            assert repr(part).startswith(f"{type(part).__name__}(")


@pytest.mark.parametrize("name", GAMES)
def test_an_error_message_quotes_a_state_briefly(name: str) -> None:
    game = get_game(name)
    state = game.new_game(players=game.max_players, seed=1)
    shown = repr(state)
    assert brief(state) == (shown if len(shown) <= 80 else shown[:77] + "...")
    assert brief(state).startswith(f"<{name} State")
    with pytest.raises(TypeError, match=f"got <{name} View"):
        game.apply(game.view(state, 0), game.legal_actions(state, min(game.actors(state)))[0])


@pytest.mark.parametrize("name", GAMES)
def test_a_view_whose_fields_do_not_fit_still_prints(name: str) -> None:
    game = get_game(name)
    state = game.new_game(players=game.min_players, seed=1)
    seen = game.view(state, 0)
    broken = attrs.evolve(seen, **{field.name: None for field in attrs.fields(type(seen))})
    assert repr(broken) == "<View: unreadable>"
    assert brief(broken) == "<View: unreadable>"
