"""The Gymnasium single-seat adapter: Gymnasium's own checker on every game, player count
and a first and last seat, then what the adapter promises (observations from the seat's
view, masks, rewards, illegal actions, opponents, registration, rendering, bad input)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("gymnasium")

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env

import frontier_games as fg
from frontier_games.adapters import gymnasium as fg_gymnasium
from frontier_games.adapters.gymnasium import ENV_IDS, SeatEnv
from frontier_games.bots import BotSpecError, RandomBot

CONFIGURATIONS = [
    (game_id, players)
    for game_id in fg.game_names()
    for players in range(fg.get_game(game_id).min_players, fg.get_game(game_id).max_players + 1)
]

# Every warning fails a test, but those Gymnasium's checker gives for what the adapter
# means: unbounded features (the contract promises finite floats, not a range) and no
# frame rate for a text rendering.
pytestmark = [
    pytest.mark.filterwarnings("error"),
    pytest.mark.filterwarnings("ignore:.*Box observation space m.*infinity"),
    pytest.mark.filterwarnings("ignore:.*No render fps was declared"),
]


def legal_index(seat_env: SeatEnv, position: int = 0) -> int:
    """A legal index of the seat now: the ``position``-th of them (``-1``: the last)."""
    return int(np.flatnonzero(seat_env.action_masks())[position])


def play_to_the_end(seat_env: SeatEnv, seed: int) -> tuple[float, int]:
    """Play a whole episode with the first legal index; the last reward and the steps."""
    seat_env.reset(seed=seed)
    steps, terminated, reward = 0, False, 0.0
    while not terminated:
        _, step_reward, terminated, truncated, _ = seat_env.step(legal_index(seat_env))
        reward = float(step_reward)
        assert not truncated
        steps += 1
    return reward, steps


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
@pytest.mark.parametrize("last_seat", [False, True], ids=["first seat", "last seat"])
def test_gymnasium_check_env_passes(game_id: str, players: int, last_seat: bool) -> None:
    seat = players - 1 if last_seat else 0
    made = gymnasium.make(ENV_IDS[game_id], seat=seat, players=players)
    check_env(made.unwrapped)


@pytest.mark.parametrize(("game_id", "players"), CONFIGURATIONS)
def test_the_last_reward_is_the_seats_share_of_the_win(game_id: str, players: int) -> None:
    seat_env = SeatEnv(game_id, seat=players - 1, opponents="random", players=players)
    reward, _ = play_to_the_end(seat_env, seed=players)
    game, state = seat_env.game, seat_env.game_state
    assert game.is_over(state)
    assert reward == game.outcome(state).returns()[players - 1]
    assert not seat_env.action_masks().any()


def test_rewards_are_zero_until_the_end() -> None:
    seat_env = SeatEnv("chaparral", seat=1, opponents="random", players=3)
    seat_env.reset(seed=3)
    terminated = False
    while not terminated:
        _, reward, terminated, _, _ = seat_env.step(legal_index(seat_env, -1))
        if not terminated:
            assert reward == 0.0


def test_the_observation_is_the_features_of_the_seats_view_and_the_mask_its_legal_actions() -> None:
    for game_id in fg.game_names():
        seat_env = SeatEnv(game_id, seat=1, opponents="random", players=4)
        observation, info = seat_env.reset(seed=6)
        game, codec = seat_env.game, seat_env.codec
        for _ in range(20):
            state = seat_env.game_state
            expected = np.array(game.features(game.view(state, 1)), np.float32)
            assert observation.dtype == np.float32
            assert np.array_equal(observation, expected)
            assert tuple(seat_env.action_masks().astype(bool)) == codec.mask(
                game.legal_actions(state, 1)
            )
            assert np.array_equal(info["action_mask"], seat_env.action_masks())
            observation, _, terminated, _, info = seat_env.step(legal_index(seat_env))
            if terminated:
                break


def test_the_mask_is_int8_and_samples_legal_actions() -> None:
    seat_env = SeatEnv("rattlesnake-city", players=3)
    seat_env.reset(seed=1)
    mask = seat_env.action_masks()
    assert mask.dtype == np.int8
    assert mask.shape == (seat_env.codec.size,)
    seat_env.action_space.seed(0)
    assert mask[seat_env.action_space.sample(mask)] == 1


def test_an_illegal_action_ends_the_episode_with_minus_one_and_says_why() -> None:
    seat_env = SeatEnv("pappy-winchester", seat=0, opponents="random", players=3)
    seat_env.reset(seed=1)
    before = seat_env.game_state
    illegal = int(np.flatnonzero(seat_env.action_masks() == 0)[0])
    observation, reward, terminated, truncated, info = seat_env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] is True
    with pytest.raises(fg.IllegalActionError) as refused:
        seat_env.game.apply(before, seat_env.codec.decode(illegal, 0))
    assert (info["rule"], info["message"]) == (refused.value.rule, refused.value.message)
    assert seat_env.game_state is before
    expected = seat_env.game.features(seat_env.game.view(before, 0))
    assert np.array_equal(observation, np.array(expected, np.float32))


def test_after_the_end_a_step_needs_a_reset() -> None:
    seat_env = SeatEnv("apache", players=2)
    play_to_the_end(seat_env, seed=2)
    with pytest.raises(gymnasium.error.ResetNeeded):
        seat_env.step(0)
    seat_env.reset(seed=2)
    seat_env.step(legal_index(seat_env))


def test_an_index_outside_the_space_is_refused() -> None:
    seat_env = SeatEnv("apache", players=2)
    seat_env.reset(seed=1)
    with pytest.raises(ValueError, match="outside"):
        seat_env.step(seat_env.codec.size)


def test_a_seeded_episode_plays_again_exactly() -> None:
    def episode(seed: int) -> list[Any]:
        seat_env = SeatEnv("apache", seat=2, opponents="random", players=4)
        seat_env.reset(seed=seed)
        states = [seat_env.game_state]
        terminated = False
        while not terminated:
            terminated = seat_env.step(legal_index(seat_env, -1))[2]
            states.append(seat_env.game_state)
        return states

    assert episode(5) == episode(5)
    assert episode(5) != episode(6)


def test_a_seeded_reset_plays_the_game_of_that_seed() -> None:
    seat_env = SeatEnv("chaparral", seat=0, players=3)
    seat_env.reset(seed=11)
    assert seat_env.game_seed == 11


def test_one_spec_plays_every_other_seat_and_a_list_gives_one_each() -> None:
    game = fg.get_game("apache")
    one = SeatEnv("apache", seat=1, opponents="first", players=3)
    each = SeatEnv("apache", seat=1, opponents=["first", "first"], players=3)
    one.reset(seed=3)
    each.reset(seed=3)
    assert one.game_state == each.game_state
    assert game.actors(one.game_state) >= {1}


def test_a_wrong_number_of_opponents_is_refused() -> None:
    with pytest.raises(ValueError, match="2 other seats"):
        SeatEnv("apache", seat=0, opponents=["random"], players=3)


def test_an_opponent_that_is_not_a_spec_is_refused() -> None:
    with pytest.raises(TypeError, match="bot spec"):
        SeatEnv("apache", seat=0, opponents=["random", RandomBot(1)], players=3)  # type: ignore[list-item]


def test_an_unknown_bot_is_refused_when_the_environment_is_made() -> None:
    with pytest.raises(BotSpecError, match="unknown bot"):
        SeatEnv("apache", seat=0, opponents="nobody", players=3)


class WatchingBot(RandomBot):
    """A random bot that keeps what it was told after every action."""

    told: list[tuple[Any, tuple[str, ...]]]

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.told = []

    def observe(self, view: Any, narration: tuple[str, ...]) -> None:
        self.told.append((view, narration))


def test_an_opponent_with_observe_is_told_what_its_seat_saw() -> None:
    seat_env = SeatEnv("pappy-winchester", seat=0, opponents=f"{__name__}:WatchingBot", players=3)
    seat_env.reset(seed=4)
    seat_env.step(legal_index(seat_env))
    watcher = seat_env.bots[1]
    assert isinstance(watcher, WatchingBot)
    assert watcher.told
    view, narration = watcher.told[-1]
    assert view == seat_env.game.view(seat_env.game_state, 1)
    assert all(isinstance(line, str) for line in narration)


@pytest.mark.parametrize("seat", [3, -1])
def test_a_seat_out_of_range_is_refused(seat: int) -> None:
    with pytest.raises(ValueError, match=r"0 \.\. 2"):
        SeatEnv("apache", seat=seat, players=3)


@pytest.mark.parametrize("seat", [True, 1.0, "1"])
def test_a_seat_that_is_not_an_int_is_refused(seat: Any) -> None:
    with pytest.raises(ValueError, match="a seat is an int"):
        SeatEnv("apache", seat=seat, players=3)


def test_an_unknown_game_is_a_setup_error_naming_the_games() -> None:
    with pytest.raises(fg.SetupError, match="rattlesnake-city"):
        SeatEnv("no-such-game")


def test_a_bad_player_count_is_a_setup_error() -> None:
    with pytest.raises(fg.SetupError, match="2 to 5"):
        SeatEnv("apache", players=6)


def test_every_game_is_registered_with_gymnasium() -> None:
    assert set(ENV_IDS) == set(fg.game_names())
    for game_id, env_id in ENV_IDS.items():
        assert env_id == f"frontier_games/{game_id}-seat-v0"
        assert env_id in gymnasium.registry
    made = gymnasium.make("frontier_games/wild-fun-west-seat-v0", seat=2, players=5)
    assert isinstance(made.unwrapped, SeatEnv)
    assert (made.unwrapped.game.name, made.unwrapped.seat) == ("wild-fun-west", 2)


def test_ansi_rendering_shows_the_seats_view() -> None:
    seat_env = SeatEnv("apache", seat=1, players=3, render_mode="ansi")
    seat_env.reset(seed=2)
    game = seat_env.game
    assert seat_env.render() == game.render(game.view(seat_env.game_state, 1))


def test_rendering_without_a_render_mode_warns_and_gives_none() -> None:
    seat_env = SeatEnv("apache", players=2)
    seat_env.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert seat_env.render() is None


def test_an_unknown_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="'ansi'"):
        SeatEnv("apache", players=2, render_mode="rgb_array")


def test_the_module_names_its_public_surface() -> None:
    assert set(fg_gymnasium.__all__) == {"ENV_IDS", "RENDER_MODES", "SeatEnv"}


def test_a_bad_seed_or_opponents_value_is_refused_with_what_was_expected() -> None:
    seat_env = SeatEnv("apache", 0, "random", 2)
    for seed in (-1, "3", True):
        with pytest.raises(ValueError, match="non-negative int"):
            seat_env.reset(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="bot spec"):
        SeatEnv("apache", 0, 5, 2)  # type: ignore[arg-type]


def test_an_opponent_answering_a_move_it_was_not_offered_is_refused() -> None:
    class Cheat:
        def choose(self, game: Any, view: Any, legal_actions: Any) -> Any:
            return "a move from nowhere"

    seat_env = SeatEnv("apache", 1, "random", 2)
    seat_env.reset(seed=1)
    seat_env._bots = {0: Cheat()}

    def play_until_seat_0_answers() -> None:
        for _ in range(500):
            seat_env.step(np.int64(np.flatnonzero(seat_env.action_masks())[0]))

    with pytest.raises(fg.IllegalActionError, match="not one of seat 0"):
        play_until_seat_0_answers()
