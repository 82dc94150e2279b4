"""Every game as an OpenSpiel game: :func:`register`, then ``pyspiel.load_game``.

>>> import pyspiel
>>> from frontier_games.adapters import openspiel as fg_openspiel
>>> names = fg_openspiel.register()
>>> game = pyspiel.load_game("frontier_apache(players=3)")
>>> game.num_players(), game.get_parameters()["num_seeds"]
(3, 1000)
>>> state = game.new_initial_state()
>>> state.is_chance_node(), state.action_to_string(pyspiel.PlayerId.CHANCE, 7)
(True, 'seed 7')

Each game is a Python game of OpenSpiel's (like its own ``python_kuhn_poker``), named
``frontier_<game id with underscores>`` (:data:`SPIEL_NAMES`):

* **Parameters**: ``players`` (default: 4, or the nearest count the game allows, as in the
  PettingZoo adapter and the benchmarks) and ``num_seeds`` (default
  :data:`DEFAULT_NUM_SEEDS`, at most :data:`MAX_NUM_SEEDS`). The rulebook's options are
  played.
* **Chance** is explicit (``EXPLICIT_STOCHASTIC``), so every random event is in the
  history and a history rebuilds its state: the root is a chance node drawing the
  game's seed ``k`` (outcome ``k``, ``0 .. num_seeds - 1``, uniform): the game is
  ``new_game(players=..., seed=k)``, whose generator then deals every card. A ``RACE``
  decision (several seats may act and who is first matters) is a chance node too,
  choosing uniformly which of those seats arrives first (outcome: the seat); then that
  seat decides.
* **Turns**: a ``SEALED`` decision asks its seats one at a time, the lowest first, by
  :func:`~frontier_games.adapters.turns.next_seat`. A sealed choice is hidden in the
  other seats' views, hence in their information states: a seat asked later knows only
  that the earlier ones have chosen.
* **Actions** are the :class:`~frontier_games.ActionCodec` indices
  (``num_distinct_actions`` is its size), legal ones listed in increasing order;
  ``action_to_string`` is ``game.describe(view, action)`` in the acting seat's view
  (chance: ``"seed k"``, ``"seat s arrives first"``).
* **Information states and observations** come from the observing seat's view, never
  from the state: the information-state string is the view's JSON
  (:func:`~frontier_games.serialization.to_json`, which
  :func:`~frontier_games.serialization.from_json` reads back: it determines the view), the
  observation string its rendering (``game.render``), and both tensors its features
  (``game.features``, ``feature_size`` floats). The information state is what the seat
  knows now, as the rules let it remember: two histories that leave a seat the same
  view share it.
* **Returns** are :meth:`Outcome.returns() <frontier_games.Outcome.returns>` (each seat's
  share of the win): constant-sum 1, 0 until the end.
* ``max_game_length`` counts decisions, as OpenSpiel does: ``game.max_actions``; the
  chance nodes are bounded apart (``max_chance_nodes_in_history``).

:class:`Resampler` (or the states' own ``resample_from_infostate``) lets OpenSpiel's
ISMCTS sample worlds with ``game.determinize``.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

import attrs
import numpy as np
import pyspiel

from frontier_games.adapters import find_game
from frontier_games.adapters._vectors import float32
from frontier_games.adapters.turns import next_seat
from frontier_games.bench import default_players
from frontier_games.codec import ActionCodec
from frontier_games.core import Frozen, Game, SetupError, Timing, brief, check_player_count
from frontier_games.games import game_names, get_game
from frontier_games.rng import Rng, next_u64
from frontier_games.serialization import from_json, to_json

__all__ = [
    "DEFAULT_NUM_SEEDS",
    "GAME_CLASSES",
    "MAX_NUM_SEEDS",
    "SPIEL_NAMES",
    "FrontierGame",
    "FrontierObserver",
    "FrontierState",
    "Resampler",
    "register",
]

AnyGame = Game[Any, Any, Any, Any]

DEFAULT_NUM_SEEDS = 1000
"""The root chance node's outcomes when ``num_seeds`` is not given: 1000 deals."""

MAX_NUM_SEEDS = 1_000_000
"""The largest ``num_seeds``: the root's ``chance_outcomes`` lists every seed."""

_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)
_NO_DRAWS = Rng.from_seed(0)
"""Given to ``next_seat`` off a ``RACE``, where it draws nothing."""
_SEED_SPAN = 1 << 53
"""A resample's seed is a probability (a double) times this."""
_BEFORE_SEED = "the game has not begun: its seed is not drawn yet"
"""Every seat's information state and observation at the root."""


def _spiel_name(game_id: str) -> str:
    return "frontier_" + game_id.replace("-", "_")


SPIEL_NAMES: Mapping[str, str] = MappingProxyType(
    {name: _spiel_name(name) for name in game_names()}
)
"""The OpenSpiel name of each game, by game id: ``"frontier_pappy_winchester"`` for
``"pappy-winchester"``."""


@attrs.frozen(eq=False)
class _Table(Frozen):
    """What every state of one loaded game shares: the game and its settings."""

    game: AnyGame
    players: int
    num_seeds: int
    codec: ActionCodec[Any]
    feature_size: int


@attrs.frozen(slots=False)  # a __dict__ for the cached text
class _Node(Frozen):
    """A state's whole Python side: the game's state (``None`` at the root), the seat a
    ``RACE`` chance node let in (``None`` otherwise), and OpenSpiel's player to move.

    It is the one entry of a :class:`FrontierState`'s ``__dict__``, which OpenSpiel copies
    to clone a state (a frozen value copies as itself) and pickles to serialize it (as
    the game state's JSON: not every state pickles).
    """

    game_id: str
    state: Any
    arrived: int | None
    player: int

    @functools.cached_property
    def text(self) -> str:
        """The state's string: its JSON; the seat let in by a race on a last line.

        Cached: OpenSpiel's checks ask a state and its clone for it at every move.
        """
        if self.state is None:
            return _BEFORE_SEED
        text = to_json(self.state)
        return text if self.arrived is None else f"{text}\nseat {self.arrived} arrives first"

    def __reduce__(self) -> tuple[Any, ...]:
        text = None if self.state is None else to_json(self.state)
        return (_load_node, (self.game_id, text, self.arrived, self.player))


def _load_node(game_id: str, text: str | None, arrived: int | None, player: int) -> _Node:
    """A pickled :class:`_Node` again."""
    state = None if text is None else from_json(text, get_game(game_id).state_type)
    return _Node(game_id, state, arrived, player)


def _node(game: AnyGame, state: Any, arrived: int | None = None) -> _Node:
    """The node of ``state``; ``arrived`` counts only at a ``RACE`` among its actors."""
    timing = game.timing(state)
    if timing is Timing.OVER:
        return _Node(game.name, state, None, _TERMINAL)
    if timing is Timing.RACE:
        if arrived is not None and arrived in game.actors(state):
            return _Node(game.name, state, arrived, arrived)
        return _Node(game.name, state, None, _CHANCE)
    seat, _ = next_seat(game, state, _NO_DRAWS)
    assert seat is not None  # the game is not over
    return _Node(game.name, state, None, seat)


@functools.lru_cache(maxsize=64)
def _table(game_id: str, players: int, num_seeds: int) -> _Table:
    """The table of a game's settings (already checked).

    Remembered, because OpenSpiel loads a game again from its name to deserialize a state
    (its ``random_sim_test`` does it every few moves), and some codecs take a second to
    build; a table never changes, so sharing it changes nothing else.
    """
    game = get_game(game_id)
    codec = game.codec(players=players)
    return _Table(game, players, num_seeds, codec, game.feature_size(players=players))


def _settings(game: AnyGame, params: Mapping[str, Any] | None) -> tuple[int, int]:
    """``(players, num_seeds)`` from a game's parameters, defaults filled in.

    :raises SetupError: for an unknown parameter or a value out of range.
    """
    given = dict(params or {})
    unknown = sorted(map(str, set(given) - {"players", "num_seeds"}))
    if unknown:
        raise SetupError(
            f"{_spiel_name(game.name)} takes the parameters players and num_seeds, "
            f"not {', '.join(unknown)}"
        )
    players = given.get("players", default_players(game))
    check_player_count(game.name, players, game.min_players, game.max_players)
    num_seeds = given.get("num_seeds", DEFAULT_NUM_SEEDS)
    if type(num_seeds) is not int or not 1 <= num_seeds <= MAX_NUM_SEEDS:
        raise SetupError(
            "num_seeds, how many seeds the root chance node draws from, is an int from 1 "
            f"to {MAX_NUM_SEEDS}, not {brief(num_seeds)}"
        )
    return players, num_seeds


def _game_type(game: AnyGame) -> Any:
    """The ``pyspiel.GameType`` of ``game``: the same for every parameter."""
    kind = pyspiel.GameType
    return kind(
        short_name=_spiel_name(game.name),
        long_name="frontier_games " + game.name.replace("-", " ").title(),
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.CONSTANT_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": default_players(game), "num_seeds": DEFAULT_NUM_SEEDS},
    )


def _game_info(table: _Table) -> Any:
    """The ``pyspiel.GameInfo`` of one loaded game."""
    return pyspiel.GameInfo(
        num_distinct_actions=table.codec.size,
        max_chance_outcomes=max(table.num_seeds, table.players),
        num_players=table.players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0,
        max_game_length=table.game.max_actions(players=table.players),
    )


def _seat(player: object, players: int) -> int:
    """``player`` if it is a seat (an exact ``int``), else a ``ValueError``."""
    if type(player) is not int or not 0 <= player < players:
        raise ValueError(f"there is no seat {brief(player)} in a {players}-player game")
    return player


class FrontierGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel is untyped (Any)
    """A game of the library as an OpenSpiel game: the base class of :data:`GAME_CLASSES`,
    one class per game, which :func:`register` gives OpenSpiel as the games' creators.

    :param params: ``players`` and ``num_seeds`` (each optional), as ``pyspiel.load_game``
        passes them.
    :raises SetupError: for an unknown parameter, a player count the game does not allow,
        or a ``num_seeds`` out of ``1 .. MAX_NUM_SEEDS``.
    :raises TypeError: when made from this base class, which plays no game.

    :cvar game_id: the id of the game played.
    """

    game_id: ClassVar[str] = ""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        if not self.game_id:
            raise TypeError(
                "FrontierGame plays no game itself: load one with pyspiel.load_game (after "
                "register()) or make one with GAME_CLASSES[game_id]"
            )
        game = find_game(self.game_id)
        players, num_seeds = _settings(game, params)
        table = _table(game.name, players, num_seeds)
        super().__init__(
            _game_type(game), _game_info(table), {"players": players, "num_seeds": num_seeds}
        )
        self._table = table
        self._root = _Node(game.name, None, None, _CHANCE)

    @property
    def frontier_game(self) -> AnyGame:
        """The :class:`~frontier_games.Game` played."""
        return self._table.game

    @property
    def codec(self) -> ActionCodec[Any]:
        """The :class:`~frontier_games.ActionCodec` whose indices are the action ids."""
        return self._table.codec

    def new_initial_state(self) -> FrontierState:
        """The root: the chance node that draws the seed."""
        return FrontierState(self)

    def state_at(self, game_state: Any, arrived: int | None = None) -> FrontierState:
        """An OpenSpiel state at ``game_state``, a state of this game and player count
        (say, a position set up by hand). Its history is empty: it starts there.

        :param arrived: at a ``RACE``, the seat that arrived first (the state is then that
            seat's decision); ``None``: the race's chance node.
        :raises TypeError: if ``game_state`` is not a state of this game.
        :raises ValueError: if it has another player count, or ``arrived`` is not one of
            the racing seats.
        """
        game, players = self._table.game, self._table.players
        if not isinstance(game_state, game.state_type):
            raise TypeError(f"not a state of {game.name}: {brief(game_state)}")
        game.view(game_state, players - 1)  # raises if it has fewer seats
        try:
            game.view(game_state, players)
        except ValueError:
            pass
        else:
            raise ValueError(f"the state has more than this game's {players} seats")
        node = _node(game, game_state, arrived)
        if arrived is not None and node.arrived != arrived:
            raise ValueError(
                f"arrived must be None or a seat in a race, and seat {brief(arrived)} is not "
                "racing here"
            )
        state = FrontierState(self)
        state._node = node
        return state

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> FrontierObserver:
        """An observer of the seats' views (OpenSpiel's ``make_observation`` calls this).

        :param iig_obs_type: a ``pyspiel.IIGObservationType``; ``None``: an observation
            (not perfect recall) of the seat's own view. ``perfect_recall`` gives the
            information-state string (the view's JSON) instead of the rendering;
            ``private_info=NONE`` with ``public_info`` observes the spectator's view.
        :raises ValueError: for observer parameters (there are none), or a kind that
            needs more than a seat's view (``ALL_PLAYERS``) or shows nothing.
        """
        if isinstance(iig_obs_type, Mapping):  # OpenSpiel's make_observer(params) form
            iig_obs_type, params = None, iig_obs_type
        if params:
            raise ValueError(f"the observers take no parameters, not {sorted(map(str, params))}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError(
                "an observer sees one seat's view or the spectator's: private_info=ALL_PLAYERS "
                "would need the hidden state"
            )
        spectator = private == pyspiel.PrivateInfoType.NONE
        if spectator and not kind.public_info:
            raise ValueError("an observer with neither public nor private information sees nothing")
        return FrontierObserver(self, info_state=kind.perfect_recall, spectator=spectator)

    def max_chance_nodes_in_history(self) -> int:
        """At most one chance node per decision (a ``RACE``'s), plus the seed's."""
        return 1 + self._table.game.max_actions(players=self._table.players)


class FrontierState(pyspiel.State):  # type: ignore[misc]  # pyspiel is untyped (Any)
    """A state of a :class:`FrontierGame`: made by its ``new_initial_state`` (or
    :meth:`FrontierGame.state_at`), moved on by OpenSpiel's ``apply_action``."""

    def __init__(self, game: FrontierGame) -> None:
        super().__init__(game)
        self._node: _Node = game._root

    def _table(self) -> _Table:
        table: _Table = self.get_game()._table
        return table

    @property
    def game_state(self) -> Any:
        """The library's state of the game; ``None`` at the root, before the seed."""
        return self._node.state

    def current_player(self) -> int:
        """The seat to decide, or ``pyspiel.PlayerId.CHANCE`` / ``TERMINAL``."""
        return self._node.player

    def _legal_actions(self, player: int) -> list[int]:
        node, table = self._node, self._table()
        return sorted(table.codec.indices(table.game.legal_actions(node.state, player)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The seeds at the root; at a ``RACE``, the racing seats; all equally likely."""
        node = self._node
        if node.player != _CHANCE:
            raise ValueError("there are no chance outcomes here: this state is not a chance node")
        if node.state is None:
            seeds = self._table().num_seeds
            return [(seed, 1.0 / seeds) for seed in range(seeds)]
        seats = sorted(self._table().game.actors(node.state))
        return [(seat, 1.0 / len(seats)) for seat in seats]

    def _apply_action(self, action: int) -> None:
        node, table = self._node, self._table()
        game = table.game
        if node.state is None:
            if type(action) is not int or not 0 <= action < table.num_seeds:
                raise ValueError(f"seed {brief(action)} is not in 0 .. {table.num_seeds - 1}")
            state = game.new_game(players=table.players, seed=action)
            self._node = _node(game, state)
        elif node.player == _CHANCE:
            if action not in game.actors(node.state):
                racing = ", ".join(map(str, sorted(game.actors(node.state))))
                raise ValueError(f"seat {brief(action)} is not racing; seats {racing} are")
            self._node = _node(game, node.state, action)
        else:
            move = table.codec.decode(action, node.player)
            self._node = _node(game, game.apply(node.state, move))

    def _action_to_string(self, player: int, action: int) -> str:
        node, table = self._node, self._table()
        if player == _CHANCE:
            return f"seed {action}" if node.state is None else f"seat {action} arrives first"
        seat = _seat(player, table.players)
        if node.state is None:
            raise ValueError("no seat acts before the seed is drawn")
        move = table.codec.decode(action, seat)
        return table.game.describe(table.game.view(node.state, seat), move)

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self._node.player == _TERMINAL

    def returns(self) -> list[float]:
        """Each seat's share of the win at the end (``Outcome.returns``); 0 before."""
        node, table = self._node, self._table()
        if node.player != _TERMINAL:
            return [0.0] * table.players
        return list(table.game.outcome(node.state).returns())

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> FrontierState:
        """A state that ``player``'s information state cannot tell from this one:
        ``game.determinize`` of its view, with a seed drawn from ``probability_sampler``
        (a callable returning a float in [0, 1), such as
        ``pyspiel.UniformProbabilitySampler(0., 1.)``). Its history is empty.
        """
        seat = _seat(player, self._table().players)
        return self._resampled(seat, int(float(probability_sampler()) * _SEED_SPAN))

    def _resampled(self, seat: int, seed: int) -> FrontierState:
        node, table = self._node, self._table()
        if node.state is None:  # nothing is dealt yet: every world is this one
            return self.clone()  # type: ignore[no-any-return]  # pyspiel's clone is Any
        world = table.game.determinize(table.game.view(node.state, seat), seed)
        state = FrontierState(self.get_game())
        state._node = _node(table.game, world, node.arrived)
        return state

    def __str__(self) -> str:
        """The game state's JSON; the seat let in by a race on a last line."""
        return self._node.text


class FrontierObserver:
    """What one seat observes, as OpenSpiel's Python observers give it: ``tensor`` (the
    view's features, float32), ``dict`` (``{"features": tensor}``), and the string of
    :meth:`string_from`. Made by :meth:`FrontierGame.make_py_observer`.

    :param game: the game observed.
    :param info_state: whether :meth:`string_from` gives the information state (the view's
        JSON) rather than the observation (its rendering).
    :param spectator: whether the view observed is the spectator's, whatever the seat.

    :ivar tensor: the features of the view last set with :meth:`set_from`.
    :ivar dict: the same array by name.
    """

    def __init__(
        self, game: FrontierGame, *, info_state: bool = False, spectator: bool = False
    ) -> None:
        table: _Table = game._table
        self._table, self._info_state, self._spectator = table, info_state, spectator
        self.tensor = np.zeros(table.feature_size, np.float32)
        self.dict = {"features": self.tensor}

    def _view(self, state: FrontierState, player: int) -> Any:
        """The observed view, or ``None`` at the root."""
        seat = _seat(player, self._table.players)
        game_state = state._node.state
        if game_state is None:
            return None
        return self._table.game.view(game_state, None if self._spectator else seat)

    def set_from(self, state: FrontierState, player: int) -> None:
        """Set ``tensor`` to the features of ``player``'s view (zeros at the root).

        :raises ValueError: if ``player`` is not a seat.
        """
        view = self._view(state, player)
        if view is None:
            self.tensor.fill(0.0)
        else:
            features = self._table.game.features(view)
            self.tensor[:] = float32(features, self._table.feature_size, copy=False)

    def string_from(self, state: FrontierState, player: int) -> str:
        """``player``'s view as text: its JSON for an information state, its rendering
        for an observation.

        :raises ValueError: if ``player`` is not a seat.
        """
        view = self._view(state, player)
        if view is None:
            return _BEFORE_SEED
        return to_json(view) if self._info_state else self._table.game.render(view)


class Resampler:
    """A resampler for OpenSpiel's ISMCTS (``bot.set_resampler(Resampler(seed))``): each
    call gives ``game.determinize`` of the seat's view, with the next seed of its own
    generator, so a seeded search samples the same worlds again.

    :param seed: the generator's seed (an int).
    """

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng.from_seed(seed)

    def __call__(self, state: FrontierState, player: int) -> FrontierState:
        """A state ``player`` cannot tell from ``state``, its history empty.

        :raises ValueError: if ``player`` is not a seat.
        """
        seat = _seat(player, state.num_players())
        draw, self._rng = next_u64(self._rng)
        return state._resampled(seat, draw)


def _game_class(game_id: str) -> type[FrontierGame]:
    """The creator OpenSpiel is given for ``game_id``: a class (a function as creator
    makes Python abort at exit)."""
    title = "".join(part.title() for part in game_id.split("-"))
    return type(
        f"Frontier{title}Game",
        (FrontierGame,),
        {
            "game_id": game_id,
            "__module__": __name__,
            "__doc__": f"{game_id} as an OpenSpiel game, {_spiel_name(game_id)}.",
        },
    )


GAME_CLASSES: Mapping[str, type[FrontierGame]] = MappingProxyType(
    {game_id: _game_class(game_id) for game_id in game_names()}
)
"""The :class:`FrontierGame` class of each game, by game id: ``GAME_CLASSES["apache"]({
"players": 3})`` is ``pyspiel.load_game("frontier_apache(players=3)")`` without the
registry."""


def register() -> tuple[str, ...]:
    """Register every game with OpenSpiel (those not registered yet), so that
    ``pyspiel.load_game("frontier_apache(players=3)")`` loads it; calling it again
    changes nothing.

    :returns: the OpenSpiel names, in :func:`frontier_games.game_names` order.
    """
    known = set(pyspiel.registered_names())
    for game_id, name in SPIEL_NAMES.items():
        if name not in known:
            pyspiel.register_game(_game_type(get_game(game_id)), GAME_CLASSES[game_id])
    return tuple(SPIEL_NAMES.values())
