"""One seat of a game as a Gymnasium environment, the other seats played by bots:
:class:`SeatEnv`.

>>> import numpy as np
>>> from frontier_games.adapters.gymnasium import SeatEnv
>>> seat_env = SeatEnv("apache", seat=0, opponents="random", players=3)
>>> observation, info = seat_env.reset(seed=7)
>>> observation.shape == seat_env.observation_space.shape, observation.dtype.name
(True, 'float32')
>>> legal = np.flatnonzero(seat_env.action_masks())
>>> observation, reward, terminated, truncated, info = seat_env.step(legal[0])

* **Observation**: the seat's ``game.features(view)`` as ``float32``, in an unbounded
  ``Box`` (the contract promises finite features, not a range). It is a function of
  the seat's view only. The mask is not part of it, so that a plain ``MlpPolicy`` reads
  it; it comes from :meth:`SeatEnv.action_masks` (what sb3-contrib's ``MaskablePPO``
  calls) and, for other loops, ``info["action_mask"]``.
* **Action**: ``Discrete(codec.size)``, an :class:`~frontier_games.ActionCodec` index.
* **Opponents**: bot specs as :func:`frontier_games.bots.make_bot` reads them
  (``"random"``, ``"heuristic"``, ``"ismcts:iterations=100"`` ...): one ``str`` plays
  every other seat, or a sequence gives one spec per other seat, in seat order. They
  are built afresh at every reset, seeded from the episode's seed. A bot with an
  ``observe(view, narration)`` method is told what its seat saw after every action, as
  :func:`~frontier_games.play.play_steps` tells it.
* **Turns**: when several seats may act at once, one is asked at a time by
  :func:`~frontier_games.adapters.turns.next_seat` (``SEALED`` in seat order, ``RACE``
  drawn from the episode's generator).
* **Reward**: 0 until the end, then the seat's share of the win,
  :meth:`Outcome.returns() <frontier_games.Outcome.returns>`. An illegal action (one the
  mask rules out) changes nothing in the game and ends the episode with reward -1;
  ``info`` then holds ``"illegal_action": True`` and the refusal's ``"rule"`` code and
  ``"message"``. Episodes end by the rules, never by truncation.
* **Seeds**: ``reset(seed=k)`` plays ``new_game(seed=k)``; the ``RACE`` arrivals and
  the bots' seeds come from generators split off ``Rng.from_seed(k)`` (a game that
  ends before the seat is asked anything is followed by one of a seed drawn from ``k``).
  ``reset()`` without a seed draws one from ``np_random``.
* **Rendering**: ``render_mode="ansi"`` renders the seat's own view.
* **Registration**: importing this module registers ``frontier_games/<game_id>-seat-v0``
  for every game with :func:`gymnasium.register` (:data:`ENV_IDS`):
  ``gymnasium.make("frontier_games/apache-seat-v0", players=3)``.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, SupportsFloat

import gymnasium
import numpy as np

from frontier_games.adapters import find_game
from frontier_games.adapters._vectors import float32
from frontier_games.adapters.turns import next_seat
from frontier_games.bench import default_players
from frontier_games.bots import Bot, make_bot
from frontier_games.core import Game, IllegalActionError
from frontier_games.games import game_names
from frontier_games.messages import brief
from frontier_games.play import GameContractError
from frontier_games.rng import Rng, next_u64, split

__all__ = ["ENV_IDS", "RENDER_MODES", "SeatEnv"]

Features = np.ndarray[Any, np.dtype[np.float32]]
Mask = np.ndarray[Any, np.dtype[np.int8]]
AnyGame = Game[Any, Any, Any, Any]

RENDER_MODES = ("ansi",)
"""The render modes :class:`SeatEnv` offers: ``"ansi"``, the game's text rendering."""

_SEED_SPAN = 1 << 63
"""Seeds drawn by an unseeded ``reset`` lie in ``0 .. 2**63 - 1``."""

_GAMES_WITHOUT_THE_SEAT = 100
"""How many games in a row may end before the seat acts before ``reset`` gives up."""


def _opponent_specs(opponents: str | Sequence[str], others: int) -> tuple[str, ...]:
    """One bot spec per other seat, from one spec for all or a sequence of them.

    :raises TypeError: if a spec is not a ``str``.
    :raises ValueError: if a sequence does not give one spec per other seat.
    """
    if isinstance(opponents, str):
        return (opponents,) * others
    if not isinstance(opponents, Sequence):
        raise TypeError(
            f"opponents is a bot spec such as 'random', or one per other seat, not "
            f"{brief(opponents)}"
        )
    specs = tuple(opponents)
    for spec in specs:
        if type(spec) is not str:
            raise TypeError(f"a bot spec is a str such as 'random', not {brief(spec)}")
    if len(specs) != others:
        raise ValueError(
            f"opponents gives {len(specs)} bot specs for the {others} other seats: give "
            "one spec for all of them, or one for each"
        )
    return specs


class SeatEnv(gymnasium.Env[Features, np.int64]):
    """Seat ``seat`` of the game ``game_id`` as a Gymnasium environment; ``opponents``
    play the other seats.

    :param game_id: a registered game's id (:func:`frontier_games.game_names`).
    :param seat: the learner's seat, an ``int`` in ``0 .. players - 1``.
    :param opponents: a bot spec for every other seat, or one spec per other seat in seat
        order (see :func:`frontier_games.bots.make_bot`).
    :param players: the number of seats; ``None``: 4, or the nearest count the game
        allows.
    :param options: the game's options (``game.options_type``); ``None``: the rulebook's.
    :param render_mode: ``None`` or ``"ansi"``.
    :raises SetupError: for an unknown ``game_id``, or ``players`` or ``options`` the game
        refuses.
    :raises ValueError: for a seat that is not an ``int`` in range (as
        :meth:`ActionCodec.decode <frontier_games.ActionCodec.decode>` refuses one), the
        wrong number of specs, or another ``render_mode``.
    :raises TypeError: for a spec that is not a ``str``.
    :raises BotSpecError: for a spec that names no bot.

    :ivar game: the :class:`~frontier_games.Game` played.
    :ivar seat: the learner's seat.
    :ivar players: the number of seats.
    :ivar options: the game's options, as given.
    :ivar codec: the :class:`~frontier_games.ActionCodec` of the action indices.
    :ivar game_state: the current state of the game (``None`` before the first reset).
    :ivar game_seed: the seed of the game being played (``None`` before the first reset).
    """

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES)}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        seat: int = 0,
        opponents: str | Sequence[str] = "random",
        players: int | None = None,
        options: Any = None,
        render_mode: str | None = None,
    ) -> None:
        game = find_game(game_id)
        if players is None:
            players = default_players(game)
        self.codec = game.codec(players=players, options=options)  # checks both
        if type(seat) is not int:
            raise ValueError(f"a seat is an int, not {brief(seat)}")
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not a seat of {players}: 0 .. {players - 1}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(
                f"render_mode must be None or one of {', '.join(map(repr, RENDER_MODES))}, "
                f"not {render_mode!r}"
            )
        self._specs = _opponent_specs(opponents, players - 1)
        self.game, self.seat, self.players, self.options = game, seat, players, options
        self.render_mode = render_mode
        self._others = tuple(other for other in range(players) if other != seat)
        self._bots = self._opponents(Rng.from_seed(0))  # a bad spec fails now, not at reset
        self._watchers: list[tuple[int, Any]] = []
        self._feature_size = game.feature_size(players=players, options=options)
        self.observation_space = gymnasium.spaces.Box(
            -np.inf, np.inf, (self._feature_size,), np.float32
        )
        self.action_space = gymnasium.spaces.Discrete(self.codec.size)
        self.game_state: Any = None
        self.game_seed: int | None = None
        self._turns = Rng.from_seed(0)
        self._mask: Mask = np.zeros(self.codec.size, np.int8)
        self._over = True

    def _opponents(self, rng: Rng) -> dict[int, Bot[Any, Any]]:
        """Fresh bots for the other seats, each seeded with its own draw from ``rng``."""
        bots = {}
        for other, spec in zip(self._others, self._specs, strict=True):
            bot_seed, rng = next_u64(rng)
            bots[other] = make_bot(self.game, spec, bot_seed)
        return bots

    @property
    def bots(self) -> Mapping[int, Bot[Any, Any]]:
        """The bots playing the other seats in this episode, by seat (read-only)."""
        return MappingProxyType(self._bots)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Features, dict[str, Any]]:
        """Start a new game and play the opponents up to the seat's first decision.

        :param seed: a non-negative int; ``None`` draws the game's seed from
            ``np_random`` (seeded by the last seeded reset).
        :param options: Gymnasium's reset options; not read (give the game's options when
            making the environment).
        :returns: the seat's observation and ``{"action_mask": ...}``.
        :raises ValueError: for a seed that is neither ``None`` nor a non-negative int.
        :raises GameContractError: if 100 games in a row end before the seat is asked
            anything (no game of the library does).
        """
        if seed is not None and (type(seed) is not int or seed < 0):
            raise ValueError(f"a seed is a non-negative int, not {brief(seed)}")
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(_SEED_SPAN)) if seed is None else int(seed)
        for _ in range(_GAMES_WITHOUT_THE_SEAT):
            self._start(game_seed)
            if self._play_opponents():
                return self._observe(), {"action_mask": self.action_masks()}
            # The game ended before this seat had a say: there is nothing to learn from
            # it, so play the next one, from a seed drawn as reproducibly as the first.
            game_seed = int(self.np_random.integers(_SEED_SPAN))
        raise GameContractError(
            f"{_GAMES_WITHOUT_THE_SEAT} games of {self.game.name} in a row ended before seat "
            f"{self.seat} was asked anything"
        )

    def _start(self, game_seed: int) -> None:
        """Set up the game ``game_seed`` with fresh opponents."""
        self.game_state = self.game.new_game(
            players=self.players, seed=game_seed, options=self.options
        )
        self.game_seed = game_seed
        turns, bots = split(Rng.from_seed(game_seed))  # neither is the game's own stream
        self._turns = turns
        self._bots = self._opponents(split(bots)[0])
        self._watchers = [
            (other, bot.observe) for other, bot in self._bots.items() if hasattr(bot, "observe")
        ]
        self._over = False

    def step(self, action: Any) -> tuple[Features, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play ``action`` (an index, any integer type) for the seat, then the opponents up
        to the seat's next decision or the end.

        :raises ValueError: for an index outside the action space.
        :raises gymnasium.error.ResetNeeded: once the episode is over, until :meth:`reset`.
        """
        if self._over:
            raise gymnasium.error.ResetNeeded("the episode is over: call reset() to play again")
        move = self.codec.decode(action, self.seat)  # refuses a bad index
        if not self._mask[operator.index(action)]:
            return self._refused(move)
        self._apply(move)
        if self._play_opponents():
            return self._observe(), 0.0, False, False, {"action_mask": self.action_masks()}
        self._over = True
        reward = self.game.outcome(self.game_state).returns()[self.seat]
        return self._observe(), reward, True, False, {"action_mask": self.action_masks()}

    def _refused(self, move: Any) -> tuple[Features, float, bool, bool, dict[str, Any]]:
        """End the episode on an illegal ``move``, with the game's reason for refusing it."""
        self._over = True
        try:
            self.game.apply(self.game_state, move)
        except IllegalActionError as error:
            rule, message = error.rule, error.message
        else:  # the rules would take it, but it is not among the legal actions
            rule = "not-offered"
            description = self.game.describe(self.game.view(self.game_state, self.seat), move)
            message = f"{description} is not one of seat {self.seat}'s legal actions"
        self._mask = np.zeros(self.codec.size, np.int8)
        info = {"illegal_action": True, "rule": rule, "message": message}
        return self._observe(), -1.0, True, False, {**info, "action_mask": self.action_masks()}

    def _apply(self, move: Any) -> None:
        """Apply ``move`` and tell the watching bots what their seats saw."""
        before = self.game_state
        self.game_state = self.game.apply(before, move)
        for other, observe in self._watchers:
            observe(
                self.game.view(self.game_state, other),
                self.game.narrate(before, move, other),
            )

    def _play_opponents(self) -> bool:
        """Let the bots play until the seat is asked (``True``, its mask set) or the game
        ends (``False``)."""
        game = self.game
        while True:
            asked, self._turns = next_seat(game, self.game_state, self._turns)
            if asked is None:
                self._mask = np.zeros(self.codec.size, np.int8)
                return False
            legal = game.legal_actions(self.game_state, asked)
            if asked == self.seat:
                self._mask = np.zeros(self.codec.size, np.int8)
                self._mask[self.codec.indices(legal)] = 1
                return True
            view = game.view(self.game_state, asked)
            move = self._bots[asked].choose(game, view, legal)
            if move not in legal:
                raise IllegalActionError(
                    "not-offered",
                    f"{self._bots[asked]!r} answered {move!r}, which is not one of seat "
                    f"{asked}'s legal actions",
                    player=asked,
                    action=move,
                )
            self._apply(move)

    def _observe(self) -> Features:
        """The seat's features, as a new array."""
        view = self.game.view(self.game_state, self.seat)
        return float32(self.game.features(view), self._feature_size)

    def action_masks(self) -> Mask:
        """The legal actions now, as ``codec.size`` flags (``int8`` 0 or 1; all zero once
        the episode is over): what sb3-contrib's ``MaskablePPO`` asks for (it reads them as
        booleans), and what ``action_space.sample(mask)`` takes."""
        return self._mask.copy()

    def render(self) -> str | None:
        """With ``render_mode="ansi"``: the text picture of the seat's view; otherwise a
        warning and ``None``."""
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() was called without a render_mode: make the environment with "
                "render_mode='ansi'"
            )
            return None
        if self.game_state is None:
            raise gymnasium.error.ResetNeeded("call reset() before render()")
        return self.game.render(self.game.view(self.game_state, self.seat))


def _register() -> Mapping[str, str]:
    """Register every game's seat environment with Gymnasium; the ids by game id."""
    ids = {}
    for game_id in game_names():
        ids[game_id] = f"frontier_games/{game_id}-seat-v0"
        gymnasium.register(
            ids[game_id], entry_point=f"{__name__}:SeatEnv", kwargs={"game_id": game_id}
        )
    return MappingProxyType(ids)


ENV_IDS: Mapping[str, str] = _register()
"""The Gymnasium id of each game's seat environment, by game id:
``"frontier_games/apache-seat-v0"`` for ``"apache"``.
``gymnasium.make(ENV_IDS["apache"], players=3)`` makes ``SeatEnv("apache", players=3)``."""
