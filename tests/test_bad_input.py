"""Bad input never breaks a registered game (issue 8): a seeded run of junk through the
public API of every game gets only the documented errors, quickly, and changes nothing.

What each call may raise: ``apply`` an :class:`~frontier_games.IllegalActionError`; the
others a :class:`ValueError` (a bad value) or a :class:`TypeError` (an object of the wrong
kind). Never ``AttributeError``, ``IndexError``, ``KeyError`` or ``RuntimeError``: those are
bugs, whatever the input.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

import frontier_games as fg
from frontier_games.rng import Rng, choice
from frontier_games.serialization import from_json, to_dict, to_json

GAMES = fg.game_names()

JUNK: tuple[Any, ...] = (
    None,
    True,
    False,
    0.0,
    1.5,
    -1,
    7,
    10**5000,
    -(10**5000),
    "x",
    "",
    (),
    (1,),
    [],
    {},
    object(),
)
"""Values no field of any action, and no seat, may take as they are."""

_SECONDS = 2.0
"""The most one bad call may take: a view that names a trillion cards must not hang."""


def _positions(game: fg.Game[Any, Any, Any, Any], seed: int, every: int = 7) -> Iterator[Any]:
    """Every ``every``-th position of a seeded random playout, and the last."""
    state = game.new_game(players=game.min_players, seed=seed)
    rng = Rng.from_seed(seed)
    step = 0
    while not game.is_over(state):
        if step % every == 0:
            yield state
        seat, rng = choice(rng, sorted(game.actors(state)))
        action, rng = choice(rng, game.legal_actions(state, seat))
        state = game.apply(state, action)
        step += 1
    yield state


def _expect(
    allowed: tuple[type[BaseException], ...], function: Callable[..., Any], *args: Any
) -> Any:
    """``function(*args)``, which may return or raise one of ``allowed``, within
    ``_SECONDS``; its result, or ``None`` when it raised."""
    what = f"{function.__name__}{fg.core.brief(args)}"
    started = time.perf_counter()
    try:
        result = function(*args)
    except allowed:
        result = None
    except Exception as error:  # pragma: no cover - the failure message is the point
        pytest.fail(f"{what} raised {type(error).__name__}: {fg.core.brief(str(error))}")
    assert time.perf_counter() - started < _SECONDS, f"{what} took too long"
    return result


def _junk_actions(action: Any) -> Iterator[Any]:
    """``action`` with each of its fields replaced by each junk value (where attrs lets it)."""
    for field in attrs.fields(type(action)):
        for junk in JUNK:
            try:
                yield action.evolve(**{field.name: junk})
            except Exception:  # a validator of the action class refuses it up front
                continue


@pytest.mark.parametrize("name", GAMES)
def test_junk_in_any_field_of_a_legal_action_is_refused_or_gives_a_state_that_reloads(
    name: str,
) -> None:
    game = fg.get_game(name)
    for state in _positions(game, seed=3):
        before = to_json(state)
        for seat in sorted(game.actors(state)):
            for action in game.legal_actions(state, seat)[:6]:
                for bad in _junk_actions(action):
                    after = _expect((fg.IllegalActionError,), game.apply, state, bad)
                    if after is not None:  # accepted: it must be a real state of the game
                        assert from_json(to_json(after), game.state_type) == after
        assert to_json(state) == before


class _Subclassed:
    """Builds a subclass of an action's class, with the same fields."""

    @staticmethod
    def of(action: Any) -> Any:
        cls = type(action)
        sub = attrs.frozen(type(f"Sub{cls.__name__}", (cls,), {}))
        return sub(**{f.name: getattr(action, f.name) for f in attrs.fields(cls)})


@pytest.mark.parametrize("name", GAMES)
def test_a_subclass_of_an_action_class_is_refused_everywhere(name: str) -> None:
    game = fg.get_game(name)
    for state in _positions(game, seed=4, every=11):
        for seat in sorted(game.actors(state)):
            for action in game.legal_actions(state, seat)[:3]:
                with pytest.raises(fg.IllegalActionError):
                    game.apply(state, _Subclassed.of(action))


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_is_an_exact_int_everywhere(name: str) -> None:
    game = fg.get_game(name)
    for state in _positions(game, seed=5, every=13):
        for seat in (True, False, 0.0, 1.0, "0", None, 10**5000, -(10**5000)):
            assert game.legal_actions(state, seat) == ()  # type: ignore[arg-type]
            if seat is not None:
                with pytest.raises(ValueError, match="no seat"):
                    game.view(state, seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", GAMES)
def test_objects_that_are_not_states_or_views_get_a_type_error(name: str) -> None:
    game = fg.get_game(name)
    state = game.new_game(players=game.min_players, seed=1)
    view = game.view(state, 0)
    calls: list[tuple[Callable[..., Any], tuple[Any, ...]]]
    for junk in (*JUNK, view):  # a view is not a state
        calls = [
            (game.actors, ()),
            (game.is_over, ()),
            (game.legal_actions, (0,)),
            (game.timing, ()),
            (game.view, (0,)),
            (game.outcome, ()),
        ]
        for function, args in calls:
            with pytest.raises(TypeError):
                function(junk, *args)
    for junk in (*JUNK, state):  # a state is not a view
        calls = [(game.render, ()), (game.features, ()), (game.determinize, (0,))]
        for function, args in calls:
            with pytest.raises(TypeError):
                function(junk, *args)


@pytest.mark.parametrize("name", GAMES)
def test_describe_and_narrate_refuse_what_is_not_an_action_with_a_clear_error(name: str) -> None:
    game = fg.get_game(name)
    state = game.new_game(players=game.min_players, seed=1)
    view = game.view(state, 0)
    for junk in JUNK:
        _expect((ValueError, TypeError), game.describe, view, junk)
        _expect((ValueError, TypeError), game.narrate, state, junk, 0)
    action = game.legal_actions(state, min(game.actors(state)))[0]
    for bad in _junk_actions(action):
        _expect((ValueError, TypeError), game.describe, view, bad)
        _expect((ValueError, TypeError), game.narrate, state, bad, None)


def _mutations(data: Any) -> Iterator[Any]:
    """``data`` (a view's plain-data form) with one number, or one array, made absurd."""
    if isinstance(data, dict):
        for key, value in data.items():
            for changed in _mutations(value):
                yield {**data, key: changed}
    elif isinstance(data, list):
        yield []
        if data:
            yield data[:-1]
            yield [*data, data[-1]]
        for index, value in enumerate(data[:3]):
            for changed in _mutations(value):
                yield [*data[:index], changed, *data[index + 1 :]]
    elif type(data) is int:
        yield from (-(10**12), 10**12, -1, data + 1)


@pytest.mark.parametrize("name", GAMES)
def test_determinize_refuses_a_view_no_position_could_produce_quickly(name: str) -> None:
    game = fg.get_game(name)
    for state in list(_positions(game, seed=6, every=29))[:3]:
        view = game.view(state, 0)
        for changed in _mutations(to_dict(view)):
            try:
                bad = from_json(json.dumps(changed), game.view_type)
            except fg.SerializationError:
                continue  # not even a view
            guess = _expect((ValueError,), game.determinize, bad, 1)
            if guess is not None:  # accepted: then it is a position with that very view
                assert game.view(guess, bad.player) == bad


@pytest.mark.parametrize("name", GAMES)
def test_codec_and_features_refuse_bad_settings_with_setup_errors(name: str) -> None:
    game = fg.get_game(name)
    for players in (True, 0, game.max_players + 1, 2.0, 10**5000):
        with pytest.raises(fg.SetupError):
            game.codec(players=players)  # type: ignore[arg-type]
        with pytest.raises(fg.SetupError):
            game.feature_size(players=players)  # type: ignore[arg-type]
    for options in ("x", 3, object()):
        with pytest.raises(fg.SetupError):
            game.codec(players=game.min_players, options=options)
