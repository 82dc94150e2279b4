"""The PettingZoo AEC adapter: PettingZoo's own checkers on every game and player count,
then what the adapter promises (masks, hidden information, turns, rewards, registration,
rendering, bad input)."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import gymnasium
import numpy as np
import pettingzoo  # type: ignore[import-untyped]
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

import frontier_games as fg
from frontier_games.adapters import pettingzoo as fg_pettingzoo
from frontier_games.adapters.pettingzoo import ENV_IDS, env, raw_env
from frontier_games.core import Timing

CONFIGURATIONS = [
    (game_id, players)
    for game_id in fg.game_names()
    for players in range(fg.get_game(game_id).min_players, fg.get_game(game_id).max_players + 1)
]

# Every warning fails a test, but the two PettingZoo's checkers give for any dict
# observation outside their own list of board games.
pytestmark = [
    pytest.mark.filterwarnings("error"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
]

CYCLES = 1000
"""Cycles (a step for each agent) ``api_test`` and ``seed_test`` may play: PettingZoo's
defaults are 1000 and 500, and no game lasts 250 (Rattlesnake City, the longest, about
200), so both checkers play a whole game, its end and the agents stepping out included."""


def play_randomly(table: Any, seed: int) -> list[tuple[str, Any]]:
    """Play a whole episode with legal indices drawn by the agents' action spaces; what
    each ``last()`` gave, by agent, in order."""
    table.reset(seed=seed)
    for number, agent in enumerate(table.possible_agents):
        table.action_space(agent).seed(seed + number)
    seen = []
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, _ = table.last()
        seen.append((agent, (observation, reward, terminated, truncated)))
        if terminated or truncated:
            table.step(None)
        else:
            table.step(table.action_space(agent).sample(observation["action_mask"]))
    return seen


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_pettingzoo_api_test_passes(game_id: str, players: int) -> None:
    api_test(env(game_id, players=players), num_cycles=CYCLES)


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_pettingzoo_seed_test_passes(game_id: str, players: int) -> None:
    seed_test(lambda: env(game_id, players=players), num_cycles=CYCLES)


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_a_whole_game_ends_with_the_returns_and_every_agent_stepped_out(
    game_id: str, players: int
) -> None:
    table = env(game_id, players=players)
    seen = play_randomly(table, seed=players)
    game, state = table.unwrapped.game, table.unwrapped.game_state
    assert game.is_over(state)
    returns = game.outcome(state).returns()
    final = {agent: reward for agent, (_, reward, terminated, _) in seen if terminated}
    assert final == {f"player_{seat}": share for seat, share in enumerate(returns)}
    assert all(reward == 0 for _, (_, reward, terminated, _) in seen if not terminated)
    assert table.agents == []


def test_the_mask_is_the_legal_actions_of_the_agent_to_act_and_zero_for_the_others() -> None:
    for game_id in fg.game_names():
        table = raw_env(game_id, players=3 if game_id != "wild-fun-west" else 4)
        table.reset(seed=5)
        game, codec = table.game, table.codec
        for _ in range(40):
            state, acting = table.game_state, table.agent_selection
            for agent in table.agents:
                mask = table.observe(agent)["action_mask"]
                if agent == acting:
                    legal = game.legal_actions(state, int(agent.removeprefix("player_")))
                    assert tuple(mask.astype(bool)) == codec.mask(legal)
                else:
                    assert not mask.any()
            table.step(int(np.flatnonzero(table.observe(acting)["action_mask"])[0]))


def test_an_observation_is_the_features_of_that_seats_view_only() -> None:
    for game_id in fg.game_names():
        table = raw_env(game_id, players=4)
        table.reset(seed=2)
        for _ in range(25):
            game, state = table.game, table.game_state
            for seat, agent in enumerate(table.possible_agents):
                observation = table.observe(agent)["observation"]
                expected = np.array(game.features(game.view(state, seat)), np.float32)
                assert observation.dtype == np.float32
                assert np.array_equal(observation, expected)
            acting = table.agent_selection
            table.step(int(np.flatnonzero(table.observe(acting)["action_mask"])[-1]))


def simultaneous_position(game_id: str, players: int, timing: Timing) -> tuple[Any, int]:
    """A raw environment reset with a seed that reaches a ``timing`` decision, stopped there."""
    for seed in range(20):
        table = raw_env(game_id, players=players)
        table.reset(seed=seed)
        for _ in range(400):
            if table.game.timing(table.game_state) is timing:
                return table, seed
            if not table.agents or table.terminations[table.agent_selection]:
                break
            mask = table.observe(table.agent_selection)["action_mask"]
            table.step(int(np.flatnonzero(mask)[0]))
    raise AssertionError(f"no {timing} decision in {game_id}")


def test_a_sealed_decision_asks_the_lowest_seat_first() -> None:
    table, _ = simultaneous_position("wild-fun-west", 4, Timing.SEALED)
    actors = table.game.actors(table.game_state)
    assert len(actors) > 1
    assert table.agent_selection == f"player_{min(actors)}"


def test_a_race_draws_its_arrivals_from_the_reset_seed() -> None:
    def arrivals(seed: int) -> list[str]:
        table = raw_env("apache", players=4)
        table.reset(seed=seed)
        order = []
        while not table.terminations[table.agent_selection]:
            if table.game.timing(table.game_state) is Timing.RACE:
                order.append(table.agent_selection)
            mask = table.observe(table.agent_selection)["action_mask"]
            table.step(int(np.flatnonzero(mask)[-1]))
        return order

    assert arrivals(3) == arrivals(3)
    first = {tuple(arrivals(seed)[:6]) for seed in range(4)}
    assert len(first) > 1
    assert {agent for seed in range(4) for agent in arrivals(seed)} == {
        f"player_{seat}" for seat in range(4)
    }


def test_a_seeded_reset_plays_the_game_of_that_seed() -> None:
    table = raw_env("chaparral", players=3)
    table.reset(seed=11)
    assert table.game_seed == 11
    assert table.game_state == table.game.new_game(players=3, seed=11)


def test_an_unseeded_reset_after_a_seeded_one_plays_again_the_same_way() -> None:
    def games() -> list[int | None]:
        table = raw_env("apache", players=2)
        table.reset(seed=4)
        seeds = []
        for _ in range(3):
            table.reset()
            seeds.append(table.game_seed)
        return seeds

    assert games() == games()
    assert len(set(games())) == 3


def test_an_illegal_action_ends_the_game_with_minus_one_for_its_agent() -> None:
    table = env("pappy-winchester", players=3)
    table.reset(seed=1)
    acting = table.agent_selection
    mask = table.observe(acting)["action_mask"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo warns of the illegal move
        table.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(table.terminations.values())
    final = {}
    for agent in table.agent_iter():
        final[agent] = table.last()[1]
        table.step(None)
    assert final == {agent: (-1.0 if agent == acting else 0.0) for agent in table.possible_agents}


def test_the_raw_environment_refuses_an_illegal_action_and_keeps_the_state() -> None:
    table = raw_env("pappy-winchester", players=3)
    table.reset(seed=1)
    before, acting = table.game_state, table.agent_selection
    mask = table.observe(acting)["action_mask"]
    with pytest.raises(fg.IllegalActionError):
        table.step(int(np.flatnonzero(mask == 0)[0]))
    assert table.game_state is before
    assert table.agent_selection == acting


def test_an_index_outside_the_space_is_refused() -> None:
    table = raw_env("apache", players=2)
    table.reset(seed=1)
    with pytest.raises(ValueError, match="outside"):
        table.step(table.codec.size)
    wrapped = env("apache", players=2)
    wrapped.reset(seed=1)
    with pytest.raises(AssertionError, match="action space"):
        wrapped.step(table.codec.size)


def test_spaces_are_the_same_objects_on_every_call_and_each_agent_has_its_own() -> None:
    table = raw_env("rattlesnake-city", players=3)
    first, second = table.possible_agents[:2]
    assert table.observation_space(first) is table.observation_space(first)
    assert table.action_space(first) is table.action_space(first)
    assert table.action_space(first) is not table.action_space(second)
    assert table.action_space(first).n == table.codec.size
    observation = table.observation_space(first)["observation"]
    assert observation.shape == (table.game.feature_size(players=3),)
    assert table.observation_space(first)["action_mask"].dtype == np.int8


def test_the_agents_are_named_player_0_onwards() -> None:
    assert raw_env("wild-fun-west", players=5).possible_agents == [
        f"player_{seat}" for seat in range(5)
    ]


def test_every_game_is_registered_with_pettingzoo() -> None:
    assert set(ENV_IDS) == set(fg.game_names())
    for game_id, env_id in ENV_IDS.items():
        assert env_id == f"frontier_games/{game_id}-v0"
        assert env_id in pettingzoo.aec_registry
    table = pettingzoo.make("aec", "frontier_games/apache-v0", players=3)
    assert table.unwrapped.game.name == "apache"
    assert table.possible_agents == ["player_0", "player_1", "player_2"]


def test_ansi_rendering_shows_the_view_of_the_agent_to_act() -> None:
    table = env("apache", players=3, render_mode="ansi")
    table.reset(seed=2)
    game, state = table.unwrapped.game, table.unwrapped.game_state
    seat = int(table.agent_selection.removeprefix("player_"))
    assert table.render() == game.render(game.view(state, seat))


def test_ansi_rendering_shows_the_spectators_view_once_the_game_is_over() -> None:
    table = env("apache", players=2, render_mode="ansi")
    play_randomly(table, seed=1)
    game, state = table.unwrapped.game, table.unwrapped.game_state
    assert table.render() == game.render(game.view(state, None))


def test_rendering_without_a_render_mode_warns_and_gives_none() -> None:
    table = raw_env("apache", players=2)
    table.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert table.render() is None


def test_an_unknown_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="'ansi'"):
        raw_env("apache", players=2, render_mode="human")


def test_an_unknown_game_is_a_setup_error_naming_the_games() -> None:
    with pytest.raises(fg.SetupError, match="pappy-winchester"):
        env("no-such-game", players=3)


@pytest.mark.parametrize("players", [1, 6, "3", True, 3.0])
def test_a_bad_player_count_is_a_setup_error(players: Any) -> None:
    with pytest.raises(fg.SetupError, match="2 to 5"):
        raw_env("apache", players=players)


def test_without_a_player_count_four_seats_play() -> None:
    assert raw_env("apache").players == 4
    assert raw_env("pappy-winchester").players == 4


def test_an_unknown_agent_cannot_be_observed() -> None:
    table = raw_env("apache", players=2)
    table.reset(seed=1)
    with pytest.raises(ValueError, match="player_0, player_1"):
        table.observe("player_7")


def test_the_raw_environment_must_be_reset_before_it_is_used() -> None:
    table = raw_env("apache", players=2)
    with pytest.raises(gymnasium.error.ResetNeeded, match="reset"):
        table.step(0)
    with pytest.raises(gymnasium.error.ResetNeeded, match="reset"):
        table.observe("player_0")


def test_the_module_names_its_public_surface() -> None:
    assert set(fg_pettingzoo.__all__) == {"ENV_IDS", "RENDER_MODES", "env", "raw_env"}


def test_a_bad_seed_is_refused_and_stepping_past_the_end_needs_a_reset() -> None:
    table = raw_env("apache", players=2)
    for seed in (-1, "3", True):
        with pytest.raises(ValueError, match="non-negative int"):
            table.reset(seed=seed)  # type: ignore[arg-type]
    table.reset(seed=1)
    while table.agents:
        agent = table.agent_selection
        if table.terminations[agent]:
            table.step(None)
        else:
            table.step(int(np.flatnonzero(table.observe(agent)["action_mask"])[0]))
    with pytest.raises(gymnasium.error.ResetNeeded, match="reset"):
        table.step(None)
