"""Every game as a PettingZoo AEC environment: :func:`env` and :class:`raw_env`.

>>> from frontier_games.adapters import pettingzoo as fg_pettingzoo
>>> table = fg_pettingzoo.env("apache", players=3)
>>> table.reset(seed=7)
>>> table.agent_selection in table.possible_agents
True
>>> observation, reward, terminated, truncated, info = table.last()
>>> sorted(observation), observation["action_mask"].dtype.name
(['action_mask', 'observation'], 'int8')

The environment follows PettingZoo's conventions for board games (its ``classic`` ones):

* **Agents** ``"player_0"`` .. ``"player_<P-1>"``: agent ``player_<i>`` is seat ``i``.
* **Observations** ``{"observation": ..., "action_mask": ...}``: the observing seat's
  ``game.features(view)`` as ``float32`` and an ``int8`` mask over the
  :class:`~frontier_games.ActionCodec` indices (Gymnasium refuses boolean masks). The
  features are a function of that seat's view only; the mask is all zero except for
  the agent to act. The observation space is an unbounded ``Box``: the contract
  promises finite features, not a range (*Wild Fun West*'s money on a building may
  pass 1, Jesse James's below 0).
* **Actions** ``Discrete(codec.size)``; an index means the same move for every seat.
  Each agent's spaces are built once, so ``observation_space(agent)`` and
  ``action_space(agent)`` return the same objects on every call.
* **Turns**: when several seats may act at once, one is asked at a time, by
  :func:`~frontier_games.adapters.turns.next_seat`: a ``SEALED`` decision asks them in
  seat order, a ``RACE`` draws who arrives next from the environment's own generator.
* **Rewards** are 0 until the end, then each seat's share of the win,
  :meth:`Outcome.returns() <frontier_games.Outcome.returns>`. At the end every agent is
  terminated at once and steps out with ``None``, as PettingZoo's dead-step convention
  wants. Games end by their rules, never by truncation.
* **Seeds**: ``reset(seed=k)`` plays the game ``new_game(seed=k)``, and the ``RACE``
  arrivals come from a generator split off ``Rng.from_seed(k)``, so a seeded episode
  plays again exactly. ``reset()`` without a seed draws one from the environment's
  ``np_random`` (PettingZoo's and Gymnasium's seeding), itself seeded by the last seeded
  reset. ``reset``'s ``options`` (PettingZoo's dict) are not read: the game's options
  are given when the environment is made.
* **Rendering**: with ``render_mode="ansi"``, ``render()`` returns ``game.render`` of the
  view of the agent to act (a spectator's view once the game is over): what the deciding
  seat sees, nothing more.
* **Registration**: importing this module registers every game with PettingZoo's own
  registry as ``frontier_games/<game_id>-v0`` (:data:`ENV_IDS`), so
  ``pettingzoo.make("aec", "frontier_games/apache-v0", players=3)`` makes :func:`env`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import gymnasium
import numpy as np
import pettingzoo  # type: ignore[import-untyped]  # it ships no type information
from gymnasium.utils import seeding
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from frontier_games.adapters import find_game
from frontier_games.adapters._vectors import float32
from frontier_games.adapters.turns import next_seat
from frontier_games.bench import default_players
from frontier_games.core import Game
from frontier_games.games import game_names
from frontier_games.messages import brief
from frontier_games.rng import Rng, split

__all__ = ["ENV_IDS", "RENDER_MODES", "env", "raw_env"]

Observation = dict[str, np.ndarray[Any, Any]]
AnyGame = Game[Any, Any, Any, Any]

RENDER_MODES = ("ansi",)
"""The render modes the environments offer: ``"ansi"``, the game's text rendering."""

_SEED_SPAN = 1 << 63
"""Seeds drawn by an unseeded ``reset`` lie in ``0 .. 2**63 - 1``."""


class raw_env(pettingzoo.AECEnv):  # type: ignore[misc]  # an untyped base class
    """A game as a PettingZoo AEC environment, without PettingZoo's wrappers.

    :func:`env` wraps it as PettingZoo's own board games are wrapped; use this class when
    you want the bare environment (say, under wrappers of your own). An illegal action
    here raises :class:`~frontier_games.IllegalActionError` and leaves the game as it was.

    :param game_id: a registered game's id (:func:`frontier_games.game_names`).
    :param players: the number of seats; ``None``: 4, or the nearest count the game
        allows.
    :param options: the game's options (``game.options_type``); ``None``: the rulebook's.
    :param render_mode: ``None`` or ``"ansi"``.
    :raises SetupError: for an unknown ``game_id``, or ``players`` or ``options`` the game
        refuses.
    :raises ValueError: for another ``render_mode``.

    :ivar game: the :class:`~frontier_games.Game` played.
    :ivar players: the number of seats.
    :ivar options: the game's options, as given.
    :ivar codec: the :class:`~frontier_games.ActionCodec` of the action indices.
    :ivar game_state: the current state of the game (``None`` before the first reset).
    :ivar game_seed: the seed of the game being played (``None`` before the first reset).
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 (PettingZoo reads and copies it)
        "render_modes": list(RENDER_MODES),
        "name": "frontier_games",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        options: Any = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        game = find_game(game_id)
        if players is None:
            players = default_players(game)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(
                f"render_mode must be None or one of {', '.join(map(repr, RENDER_MODES))}, "
                f"not {render_mode!r}"
            )
        self.codec = game.codec(players=players, options=options)  # checks both
        self.game, self.players, self.options = game, players, options
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"frontier_games/{game.name}-v0"}
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._feature_size = game.feature_size(players=players, options=options)
        self.observation_spaces: dict[str, gymnasium.spaces.Dict] = {
            agent: self._observation_space() for agent in self._seats
        }
        self.action_spaces: dict[str, gymnasium.spaces.Discrete] = {
            agent: gymnasium.spaces.Discrete(self.codec.size) for agent in self._seats
        }
        self.game_state: Any = None
        self.game_seed: int | None = None
        self._np_random: np.random.Generator | None = None
        self._turns = Rng.from_seed(0)

    def _observation_space(self) -> gymnasium.spaces.Dict:
        """One agent's observation space (each agent gets its own, seeded on its own)."""
        return gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(
                    -np.inf, np.inf, (self._feature_size,), np.float32
                ),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.codec.size,), np.int8),
            }
        )

    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        """``agent``'s observation space: the same object on every call."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        """``agent``'s action space, ``Discrete(codec.size)``: the same object on every call."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: ``new_game(seed=seed)``, or a seed drawn from ``np_random``.

        :param seed: a non-negative int; ``None`` draws the game's seed from the
            environment's generator (seeded by the last seeded reset).
        :raises ValueError: for a seed that is neither ``None`` nor a non-negative int.
        :param options: PettingZoo's reset options; not read (give the game's options
            when making the environment).
        """
        if seed is not None and (type(seed) is not int or seed < 0):
            raise ValueError(f"a seed is a non-negative int, not {brief(seed)}")
        if seed is not None or self._np_random is None:
            self._np_random, _ = seeding.np_random(seed)
        game_seed = int(self._np_random.integers(_SEED_SPAN)) if seed is None else int(seed)
        self.game_state = self.game.new_game(
            players=self.players, seed=game_seed, options=self.options
        )
        self.game_seed = game_seed
        self._turns = split(Rng.from_seed(game_seed))[0]  # not the game's own stream
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self._select_next()

    def _select_next(self) -> None:
        """Point ``agent_selection`` at the next seat to ask, or end the game."""
        seat, self._turns = next_seat(self.game, self.game_state, self._turns)
        if seat is None:
            self._finish()
        else:
            self.agent_selection = self.possible_agents[seat]

    def _finish(self) -> None:
        """Hand out the returns and terminate every agent."""
        returns = self.game.outcome(self.game_state).returns()
        for agent in self.agents:
            self.rewards[agent] = returns[self._seats[agent]]
            self.terminations[agent] = True
        self._accumulate_rewards()
        self.agent_selection = self.agents[0]

    def step(self, action: Any) -> None:
        """Play ``action`` (an index, any integer type) for the agent to act; a terminated
        agent steps out with ``None``.

        :raises ValueError: for an index outside the action space.
        :raises IllegalActionError: for an action the rules forbid now (the state is
            unchanged); :func:`env` ends the game instead.
        :raises gymnasium.error.ResetNeeded: before the first :meth:`reset`, or once
            every agent has stepped out.
        """
        if self.game_state is None or not self.agents:
            raise gymnasium.error.ResetNeeded("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        move = self.codec.decode(action, self._seats[agent])
        self.game_state = self.game.apply(self.game_state, move)
        self._select_next()

    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees now: its view's features and its action mask.

        :raises ValueError: for a name that is not one of ``possible_agents``.
        :raises gymnasium.error.ResetNeeded: before the first :meth:`reset`.
        """
        seat = self._seats.get(agent)
        if seat is None:
            raise ValueError(
                f"there is no agent {agent!r}; the agents are {', '.join(self.possible_agents)}"
            )
        game, state = self.game, self.game_state
        if state is None:
            raise gymnasium.error.ResetNeeded("call reset() before observe()")
        features = float32(game.features(game.view(state, seat)), self._feature_size)
        mask = np.zeros(self.codec.size, np.int8)
        if agent == self.agent_selection and not self.terminations.get(agent, True):
            mask[self.codec.indices(game.legal_actions(state, seat))] = 1
        return {"observation": features, "action_mask": mask}

    def render(self) -> str | None:
        """With ``render_mode="ansi"``: the text picture of the view of the agent to act
        (a spectator's once the game is over); otherwise a warning and ``None``."""
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() was called without a render_mode: make the environment with "
                "render_mode='ansi'"
            )
            return None
        if self.game_state is None:
            raise gymnasium.error.ResetNeeded("call reset() before render()")
        seat = None if self.game.is_over(self.game_state) else self._seats[self.agent_selection]
        return self.game.render(self.game.view(self.game_state, seat))

    def close(self) -> None:
        """Nothing to release: the environment holds no window, file or process."""


def env(
    game_id: str,
    players: int | None = None,
    options: Any = None,
    render_mode: str | None = None,
) -> Any:
    """The game ``game_id`` as a PettingZoo AEC environment, wrapped as PettingZoo wraps its
    board games: an illegal action ends the game with reward -1 for the agent that
    played it and 0 for the others (``TerminateIllegalWrapper``), an index outside the
    action space fails an assertion (``AssertOutOfBoundsWrapper``), and calls out of
    order are refused (``OrderEnforcingWrapper``).

    The parameters are those of :class:`raw_env`.
    """
    wrapped = raw_env(game_id, players=players, options=options, render_mode=render_mode)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def _register() -> Mapping[str, str]:
    """Register every game with PettingZoo; the ids by game id."""
    ids = {}
    for game_id in game_names():
        ids[game_id] = f"frontier_games/{game_id}-v0"
        pettingzoo.register(
            "aec", ids[game_id], entry_point=f"{__name__}:env", kwargs={"game_id": game_id}
        )
    return MappingProxyType(ids)


ENV_IDS: Mapping[str, str] = _register()
"""The PettingZoo id of each game's environment, by game id: ``"frontier_games/apache-v0"``
for ``"apache"``. ``pettingzoo.make("aec", ENV_IDS["apache"], players=3)`` is
``env("apache", players=3)``."""
