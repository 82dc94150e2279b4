"""The OpenSpiel adapter: OpenSpiel's own ``random_sim_test`` on every game and player
count and its Python ISMCTS on every game, then what the adapter promises (loading by
name, chance nodes, sealed and racing decisions, observers, hidden information,
registration, bad input)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("open_spiel")

import numpy as np
import pyspiel
from open_spiel.python import observation
from open_spiel.python.algorithms import ismcts

import frontier_games as fg
from frontier_games.adapters import openspiel as fg_openspiel
from frontier_games.adapters.openspiel import (
    DEFAULT_NUM_SEEDS,
    GAME_CLASSES,
    MAX_NUM_SEEDS,
    SPIEL_NAMES,
    FrontierGame,
    Resampler,
    register,
)
from frontier_games.bench import default_players
from frontier_games.core import Timing
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import to_json

CONFIGURATIONS = [
    (game_id, players)
    for game_id in fg.game_names()
    for players in range(fg.get_game(game_id).min_players, fg.get_game(game_id).max_players + 1)
]

CHANCE = int(pyspiel.PlayerId.CHANCE)


@pytest.fixture(scope="module", autouse=True)
def registered() -> tuple[str, ...]:
    return register()


def load(game_id: str, players: int, **more: int) -> Any:
    return pyspiel.load_game(SPIEL_NAMES[game_id], {"players": players, **more})


def random_step(state: Any, rng: Rng) -> Rng:
    """Apply a uniformly drawn chance outcome or legal action."""
    if state.is_chance_node():
        choices = [outcome for outcome, _ in state.chance_outcomes()]
    else:
        choices = state.legal_actions()
    index, rng = randbelow(rng, len(choices))
    state.apply_action(choices[index])
    return rng


def random_states(game: Any, seed: int, every: int = 1) -> list[Any]:
    """Clones of the decision states of a random game (every ``every``-th) and its end."""
    state, rng, found, decisions = game.new_initial_state(), Rng.from_seed(seed), [], 0
    while not state.is_terminal():
        if not state.is_chance_node():
            if decisions % every == 0:
                found.append(state.clone())
            decisions += 1
        rng = random_step(state, rng)
    return [*found, state]


# --- OpenSpiel's own checks ----------------------------------------------------------


LATER_HALF = {("wild-fun-west", players) for players in range(5, 9)} | {
    ("rattlesnake-city", players) for players in range(3, 7)
}
"""The configurations ``random_sim_test`` checks from the middle of a game on: its checks
cost tens of milliseconds a move there (every seat's observations at every move), so a
whole game would take up to 25 seconds. Their games' openings are checked at the fewest
seats, from the root."""


def halfway(game: Any, seed: int) -> Any:
    """The state halfway (in decisions) through a random game."""
    decisions = len(random_states(game, seed)) - 1
    state, rng, done = game.new_initial_state(), Rng.from_seed(seed), 0
    while done < decisions // 2:
        done += not state.is_chance_node()
        rng = random_step(state, rng)
    return state


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_random_sim_test_passes_with_serialization(game_id: str, players: int) -> None:
    # A game per configuration: OpenSpiel checks every state's clone, legal actions,
    # action strings, observations and returns, and every few moves its serialization
    # (which loads the game again by name), and that the game ends within its bound.
    game = load(game_id, players)
    if (game_id, players) in LATER_HALF:
        start = halfway(game, seed=players)
        pyspiel.random_sim_test(
            game, num_sims=1, serialize=True, verbose=False, specific_initial_state=start
        )
    else:
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


class ShortRollouts:
    """An ISMCTS evaluator: a few random moves, then the returns if the game ended there,
    else an even split. (A whole random game per simulation costs too much for a test.)"""

    def __init__(self, moves: int, seed: int) -> None:
        self.moves, self.rng = moves, Rng.from_seed(seed)

    def evaluate(self, state: Any) -> Any:
        working = state.clone()
        for _ in range(self.moves):
            if working.is_terminal():
                return np.array(working.returns())
            self.rng = random_step(working, self.rng)
        if working.is_terminal():
            return np.array(working.returns())
        return np.full(working.num_players(), 1.0 / working.num_players())

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def play_with_ismcts(game: Any, seed: int, resampler: Any) -> Any:
    """A whole game: OpenSpiel's ISMCTS at seat 0, uniform random play elsewhere."""
    bot = ismcts.ISMCTSBot(
        game,
        ShortRollouts(moves=8, seed=seed),
        uct_c=2.0,
        max_simulations=4,
        random_state=np.random.RandomState(seed),
    )
    if resampler is not None:
        bot.set_resampler(resampler)
    state, rng = game.new_initial_state(), Rng.from_seed(seed)
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
        else:
            rng = random_step(state, rng)
    return state


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize("game_id", fg.game_names())
def test_openspiel_ismcts_plays_a_whole_game_with_a_determinize_resampler(
    game_id: str, seed: int
) -> None:
    # At the fewest seats: the game is shortest there. ISMCTS asserts that every sampled
    # world shows the searching seat its own information state, and, the action sets
    # being taken as consistent, it plays in each world the moves it learned in others:
    # a seat's legal actions must follow from its view.
    game = load(game_id, fg.get_game(game_id).min_players)
    end = play_with_ismcts(game, seed=seed, resampler=Resampler(seed=seed))
    assert end.returns() == list(game.frontier_game.outcome(end.game_state).returns())


def test_openspiel_ismcts_resamples_through_the_states_own_hook_without_a_resampler() -> None:
    end = play_with_ismcts(load("apache", 2), seed=5, resampler=None)
    assert sum(end.returns()) == pytest.approx(1.0)


# --- loading and the game's description ------------------------------------------------


def test_a_game_loads_by_name_with_its_parameters() -> None:
    game = pyspiel.load_game("frontier_apache(players=3)")
    assert isinstance(game, GAME_CLASSES["apache"])
    assert game.num_players() == 3
    assert game.get_parameters() == {"players": 3, "num_seeds": DEFAULT_NUM_SEEDS}
    assert str(game) == f"frontier_apache(num_seeds={DEFAULT_NUM_SEEDS},players=3)"
    assert pyspiel.load_game("frontier_apache(players=3,num_seeds=5)").max_chance_outcomes() == 5


@pytest.mark.parametrize("game_id", fg.game_names())
def test_the_default_player_count_is_four_or_the_nearest_allowed(game_id: str) -> None:
    game = pyspiel.load_game(SPIEL_NAMES[game_id])
    assert game.num_players() == default_players(fg.get_game(game_id))


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_the_game_info_is_the_codec_the_bound_and_the_share_of_the_win(
    game_id: str, players: int
) -> None:
    game, ours = load(game_id, players), fg.get_game(game_id)
    kind = game.get_type()
    assert kind.short_name == "frontier_" + game_id.replace("-", "_")
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert (kind.min_num_players, kind.max_num_players) == (ours.min_players, ours.max_players)
    assert game.num_distinct_actions() == ours.codec(players=players).size
    assert game.max_game_length() == ours.max_actions(players=players)
    assert game.max_chance_outcomes() == DEFAULT_NUM_SEEDS
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (0.0, 1.0, 1.0)
    assert game.observation_tensor_shape() == [ours.feature_size(players=players)]
    assert game.information_state_tensor_size() == ours.feature_size(players=players)


def test_register_is_idempotent() -> None:
    names = register()
    assert register() == names == tuple(SPIEL_NAMES.values())
    assert set(names) <= set(pyspiel.registered_names())
    assert pyspiel.load_game("frontier_chaparral(players=2)").num_players() == 2


def test_a_game_class_plays_without_the_registry() -> None:
    game = GAME_CLASSES["pappy-winchester"]({"players": 5, "num_seeds": 3})
    assert (game.num_players(), game.max_chance_outcomes()) == (5, 5)
    assert game.frontier_game is fg.get_game("pappy-winchester")


# --- chance nodes, sealed and racing decisions, returns --------------------------------


def test_the_root_draws_the_games_seed_uniformly() -> None:
    game = load("chaparral", 3, num_seeds=4)
    root = game.new_initial_state()
    assert root.is_chance_node()
    assert root.game_state is None
    assert root.chance_outcomes() == [(seed, 0.25) for seed in range(4)]
    assert [root.action_to_string(CHANCE, seed) for seed in range(2)] == ["seed 0", "seed 1"]
    root.apply_action(2)
    assert root.game_state == fg.get_game("chaparral").new_game(players=3, seed=2)


def test_a_race_is_a_chance_node_letting_one_racing_seat_in_first() -> None:
    game = load("apache", 3)
    ours = game.frontier_game
    state, rng = game.new_initial_state(), Rng.from_seed(1)
    while not (state.is_chance_node() and state.game_state is not None):
        rng = random_step(state, rng)
    assert ours.timing(state.game_state) is Timing.RACE
    racing = sorted(ours.actors(state.game_state))
    assert state.chance_outcomes() == [(seat, 1.0 / len(racing)) for seat in racing]
    first = racing[-1]
    assert state.action_to_string(CHANCE, first) == f"seat {first} arrives first"
    state.apply_action(first)
    assert state.current_player() == first
    assert state.legal_actions() == sorted(
        map(game.codec.encode, ours.legal_actions(state.game_state, first))
    )


def sealed_state(game_id: str, players: int) -> Any:
    """A state of a random game where several seats decide at once, sealed, the first of
    them with a choice."""
    game = load(game_id, players)
    ours = game.frontier_game
    for seed in range(20):
        state, rng = game.new_initial_state(), Rng.from_seed(seed)
        while not state.is_terminal():
            rng = random_step(state, rng)
            timing = None if state.game_state is None else ours.timing(state.game_state)
            if timing is Timing.SEALED and len(state.legal_actions()) > 1:
                return state
    raise AssertionError(f"no sealed choice in 20 games of {game_id}")


@pytest.mark.parametrize(("game_id", "players"), [("wild-fun-west", 4), ("rattlesnake-city", 3)])
def test_a_sealed_decision_asks_the_lowest_seat_and_hides_its_choice_from_the_next(
    game_id: str, players: int
) -> None:
    state = sealed_state(game_id, players)
    ours = state.get_game().frontier_game
    first = min(ours.actors(state.game_state))
    assert state.current_player() == first
    legal = state.legal_actions()
    after = [state.child(action) for action in (legal[0], legal[-1])]
    assert after[0].game_state != after[1].game_state
    (second,) = {world.current_player() for world in after}
    assert second != first
    assert second in ours.actors(state.game_state)
    assert after[0].information_state_string(second) == after[1].information_state_string(second)
    assert after[0].observation_tensor(second) == after[1].observation_tensor(second)
    assert after[0].legal_actions() == after[1].legal_actions()


@pytest.mark.parametrize("game_id", fg.game_names())
def test_the_returns_are_the_outcomes_shares_and_zero_before_the_end(game_id: str) -> None:
    game = load(game_id, fg.get_game(game_id).min_players)
    *during, end = random_states(game, seed=4, every=50)
    assert all(state.returns() == [0.0] * game.num_players() for state in during)
    assert end.returns() == list(game.frontier_game.outcome(end.game_state).returns())


def test_a_history_rebuilds_its_state_and_a_serialized_state_loads_back() -> None:
    game = load("wild-fun-west", 4)
    *_, middle, _ = random_states(game, seed=6, every=40)
    again = game.new_initial_state()
    for action in middle.history():
        again.apply_action(action)
    assert again.game_state == middle.game_state
    assert str(again) == str(middle)
    text = pyspiel.serialize_game_and_state(game, middle)
    loaded_game, loaded = pyspiel.deserialize_game_and_state(text)
    assert str(loaded_game) == str(game)
    assert loaded.game_state == middle.game_state
    assert loaded.history() == middle.history()


# --- observers and hidden information --------------------------------------------------


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_the_observations_are_the_seats_features_rendering_and_view(
    game_id: str, players: int
) -> None:
    game = load(game_id, players)
    ours = game.frontier_game
    observer = observation.make_observation(game)
    info_state = observation.make_observation(game, observation.INFO_STATE_OBS_TYPE)
    for state in random_states(game, seed=players, every=60):
        for seat in range(players):
            view = ours.view(state.game_state, seat)
            features = np.array(ours.features(view), np.float32)
            assert np.array_equal(np.array(state.observation_tensor(seat), np.float32), features)
            assert np.array_equal(
                np.array(state.information_state_tensor(seat), np.float32), features
            )
            observer.set_from(state, seat)
            assert np.array_equal(observer.tensor, features)
            assert np.array_equal(observer.dict["features"], features)
            assert state.observation_string(seat) == ours.render(view)
            assert observer.string_from(state, seat) == ours.render(view)
            assert state.information_state_string(seat) == to_json(view)
            assert info_state.string_from(state, seat) == to_json(view)


def test_the_public_observer_sees_the_spectators_view() -> None:
    game = load("rattlesnake-city", 3)
    kind = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    public = observation.make_observation(game, kind)
    state = random_states(game, seed=1, every=30)[2]
    spectator = game.frontier_game.view(state.game_state, None)
    public.set_from(state, 1)
    features = np.array(game.frontier_game.features(spectator), np.float32)
    assert np.array_equal(public.tensor, features)
    assert public.string_from(state, 1) == game.frontier_game.render(spectator)


def test_the_root_shows_every_seat_the_same_nothing() -> None:
    game = load("apache", 4)
    root = game.new_initial_state()
    assert len({root.information_state_string(seat) for seat in range(4)}) == 1
    assert not any(root.observation_tensor(2))


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_a_seats_information_state_is_the_same_in_every_world_its_view_allows(
    game_id: str, players: int
) -> None:
    game = load(game_id, players)
    ours = game.frontier_game
    hidden = 0
    for state in random_states(game, seed=11, every=45)[1:4]:
        for seat in range(players):
            world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0, 1))
            assert world.information_state_string(seat) == state.information_state_string(seat)
            assert world.observation_string(seat) == state.observation_string(seat)
            assert world.observation_tensor(seat) == state.observation_tensor(seat)
            assert world.current_player() == state.current_player()
            hidden += world.game_state != state.game_state
            other = (seat + 1) % players
            if ours.view(world.game_state, other) != ours.view(state.game_state, other):
                assert world.information_state_string(other) != (
                    state.information_state_string(other)
                )
    assert hidden  # the worlds differ in what the seat cannot see


def test_the_resampler_keeps_the_seat_a_race_let_in() -> None:
    game = load("apache", 3)
    state, rng = game.new_initial_state(), Rng.from_seed(1)
    while not (state.is_chance_node() and state.game_state is not None):
        rng = random_step(state, rng)
    state.apply_action(max(game.frontier_game.actors(state.game_state)))
    resample = Resampler(seed=9)
    for seat in range(3):
        world = resample(state, seat)
        assert world.current_player() == state.current_player()
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.history() == []


def test_a_state_can_be_set_up_at_any_position_of_the_game() -> None:
    game, ours = load("pappy-winchester", 4), fg.get_game("pappy-winchester")
    position = ours.new_game(players=4, seed=12)
    state = game.state_at(position)
    assert state.game_state == position
    assert state.history() == []
    assert state.current_player() == min(ours.actors(position))


# --- bad input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "match"),
    [
        ("frontier_apache(players=6)", "apache is played by 2 to 5 players"),
        ("frontier_apache(players=1)", "apache is played by 2 to 5 players"),
        ("frontier_apache(num_seeds=0)", "num_seeds.*from 1 to"),
        (f"frontier_apache(num_seeds={MAX_NUM_SEEDS + 1})", "num_seeds.*from 1 to"),
    ],
)
def test_bad_parameters_are_setup_errors_saying_what_is_allowed(name: str, match: str) -> None:
    with pytest.raises(fg.SetupError, match=match):
        pyspiel.load_game(name)


def test_parameters_openspiel_does_not_know_are_its_own_errors() -> None:
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'seed'"):
        pyspiel.load_game("frontier_apache(seed=3)")
    with pytest.raises(pyspiel.SpielError, match="Wrong type for parameter players"):
        pyspiel.load_game("frontier_apache(players=three)")


def test_a_game_class_refuses_unknown_or_badly_typed_parameters() -> None:
    creator = GAME_CLASSES["apache"]
    with pytest.raises(fg.SetupError, match="players and num_seeds, not seed"):
        creator({"seed": 3})
    with pytest.raises(fg.SetupError, match="players"):
        creator({"players": 3.0})
    with pytest.raises(fg.SetupError, match="num_seeds"):
        creator({"num_seeds": True})
    with pytest.raises(TypeError, match="FrontierGame plays no game itself"):
        FrontierGame({})


def test_bad_actions_are_clear_errors_and_change_nothing() -> None:
    game = load("pappy-winchester", 3, num_seeds=10)
    root = game.new_initial_state()
    with pytest.raises(ValueError, match=r"seed 10 is not in 0 \.\. 9"):
        root.apply_action(10)
    assert root.game_state is None
    root.apply_action(1)
    before = root.game_state
    with pytest.raises(ValueError, match=r"outside 0 \.\."):
        root.apply_action(game.num_distinct_actions())
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in root.legal_actions())
    with pytest.raises(fg.IllegalActionError):
        root.apply_action(illegal)
    assert root.game_state is before
    with pytest.raises(ValueError, match="not a chance node"):
        root.chance_outcomes()


def test_observers_refuse_parameters_all_players_and_bad_seats() -> None:
    game = load("apache", 2)
    with pytest.raises(ValueError, match="no parameters"):
        game.make_py_observer(None, {"x": 1})
    all_players = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(ValueError, match="ALL_PLAYERS"):
        game.make_py_observer(all_players)
    observer, state = game.make_py_observer(), random_states(game, seed=1, every=10)[1]
    for seat in (2, -1, True, 1.0):
        with pytest.raises(ValueError, match="there is no seat"):
            observer.string_from(state, seat)
    with pytest.raises(ValueError, match="there is no seat"):
        Resampler()(state, 5)


def test_state_at_refuses_other_games_and_player_counts() -> None:
    game = load("apache", 3)
    with pytest.raises(TypeError, match="not a state of apache"):
        game.state_at(fg.get_game("chaparral").new_game(players=3, seed=1))
    with pytest.raises(ValueError, match="more than this game's 3 seats"):
        game.state_at(fg.get_game("apache").new_game(players=4, seed=1))
    with pytest.raises(ValueError, match="no seat 2"):
        game.state_at(fg.get_game("apache").new_game(players=2, seed=1))
    position = fg.get_game("apache").new_game(players=3, seed=1)
    with pytest.raises(ValueError, match="not racing here"):
        game.state_at(position, arrived=7)


def test_the_module_names_every_game() -> None:
    assert set(SPIEL_NAMES) == set(GAME_CLASSES) == set(fg.game_names())
    assert set(fg_openspiel.__all__) >= {"register", "Resampler", "FrontierGame"}
