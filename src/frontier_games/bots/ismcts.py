"""Information-set Monte Carlo tree search: :class:`ISMCTSBot`, a bot for every game.

The bot is asked with its seat's view, never the state, so it searches worlds it makes
up: every iteration deals one full state from the view with ``game.determinize`` (the
hidden cards drawn afresh), walks the one shared tree down through it, adds a node, plays
the game out with a cheap rollout policy and credits every move on the way with its
chooser's reward (by default the share of the other seats it finished above). This is
single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): a node is reached through moves, not
through states, and a move's UCB score counts only the iterations in which it was
legal (its *availability*), because a card in hand in one world is missing in another.

Several seats may act at once (``game.timing``):

* ``SEALED``: each seat commits without seeing the others. The node keeps one table of
  statistics per seat and every seat picks from its own (decoupled UCT), so no seat's
  choice is conditioned on another's; the joint choice is then applied.
* ``RACE``: the order of arrival matters. Which seat arrives first is chance, drawn
  uniformly, and that seat then decides like a seat on its turn. At the root the bot's
  own seat is the one deciding: it was asked what to do now.

The budget is ``iterations`` (reproducible: a bot built with the same seed and asked
the same questions in the same order gives the same moves, so a game between such bots
plays again exactly), ``seconds`` (wall time, not reproducible), or both, whichever
ends first. Only the Game protocol is used, so the bot plays any game.

>>> from frontier_games.bots import ISMCTSBot, RandomBot
>>> from frontier_games.play import play_game
>>> from frontier_games.testing.gold_claim import GAME
>>> played = play_game(GAME, [ISMCTSBot(seed=1, iterations=50), RandomBot(2)], 2, seed=3)
>>> played.record.labels[0]
'ISMCTSBot(seed=1, iterations=50)'
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, TypeVar

from frontier_games.core import Game, Outcome, Timing
from frontier_games.rng import Rng

__all__ = [
    "REWARDS",
    "ROLLOUTS",
    "BotRollout",
    "ISMCTSBot",
    "MastRollout",
    "Rollout",
    "Stream",
    "places_beaten",
    "play_out",
    "random_rollout",
]

A = TypeVar("A")
AnyGame = Game[Any, Any, Any, Any]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Stream:
    """A bot's own random stream: the draws of :class:`~frontier_games.rng.Rng`, kept in
    place for speed.

    A search draws a few times per simulated step, so it keeps its position in a mutable
    counter instead of building a new generator for every draw; the draws are those of
    ``Rng.from_seed(seed)``, on every platform.

    >>> from frontier_games.rng import randbelow
    >>> Stream(7).below(6) == randbelow(Rng.from_seed(7), 6)[0]
    True
    """

    __slots__ = ("_counter", "_key")

    def __init__(self, seed: int) -> None:
        rng = Rng.from_seed(seed)
        self._key, self._counter = rng.key, rng.counter

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)``, for ``1 <= n <= 2**64``: what
        :func:`~frontier_games.rng.randbelow` draws next."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            self._counter += 1
            z = (self._key + self._counter * _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def pick(self, items: Sequence[A]) -> A:
        """A uniformly drawn element of a non-empty sequence."""
        return items[self.below(len(items))]

    def seed(self) -> int:
        """A fresh 63-bit seed (for ``determinize``)."""
        return self.below(1 << 63)


Rollout = Callable[[AnyGame, Any, Stream], Any]
"""A rollout policy: ``rollout(game, state, stream)`` plays ``state`` to the end and
returns the final state, drawing only from ``stream``."""


def random_rollout(game: AnyGame, state: Any, stream: Stream) -> Any:
    """Play ``state`` out with uniformly random moves; when several seats may act, the one
    that arrives first is drawn uniformly too.

    :raises GameContractError: never for a game that keeps its contract: an actor
        without a legal action, or a game going on for a million moves, is a bug.
    """
    return play_out(game, state, stream, lambda _, __, legal: stream.pick(legal))


def play_out(
    game: AnyGame, state: Any, stream: Stream, pick: Callable[[Any, int, Sequence[Any]], Any]
) -> Any:
    """Play ``state`` to the end, ``pick(state, seat, legal)`` choosing every move; when
    several seats may act, the one that arrives first is drawn from ``stream``. The
    final state. Every rollout policy is one ``pick``.

    :raises GameContractError: for an actor without a legal action, or a game going on
        for a million moves: the game breaks its contract.
    """
    actors_of, legal_of, apply = game.actors, game.legal_actions, game.apply
    for _ in range(1_000_000):
        actors = actors_of(state)
        if not actors:
            return state
        seat = next(iter(actors)) if len(actors) == 1 else stream.pick(sorted(actors))
        legal = legal_of(state, seat)
        if not legal:
            raise _contract_broken(game, f"seat {seat} is an actor without a legal action")
        state = apply(state, pick(state, seat, legal))
    raise _contract_broken(game, "a rollout went on for a million moves")


def _legal(game: AnyGame, state: Any, seat: int) -> tuple[Any, ...]:
    legal = game.legal_actions(state, seat)
    if not legal:
        raise _contract_broken(game, f"seat {seat} is an actor without a legal action")
    return legal


def _contract_broken(game: AnyGame, what: str) -> Exception:
    from frontier_games.play import GameContractError  # the runner imports the bots

    return GameContractError(f"{game.name}, in a simulation from a determinized state: {what}")


class MastRollout:
    """A rollout policy that learns as the search goes: the move-average sampling
    technique (MAST, Finnsson and Björnsson, 2008).

    It keeps, for every move seen in the search's simulations, the average reward its
    chooser got, and plays a rollout greedily by those averages, with a uniformly random
    move instead a share ``epsilon`` of the time (a move never seen counts as 0.5). Moves
    that lose in any position, such as a bid far above a plot's worth or a card that pays
    a penalty, soon stop being played, so the simulated future is a likelier one than
    uniform play makes it. It is cheap and knows no game: one dictionary lookup per legal
    move. The bot builds a fresh one for each decision.
    """

    __slots__ = ("epsilon", "moves", "values")

    def __init__(self, epsilon: float = 0.4) -> None:
        self.epsilon = epsilon
        self.values: dict[Hashable, list[float]] = {}
        self.moves: list[tuple[Hashable, int]] = []  # the last rollout's, for credit

    def __call__(self, game: AnyGame, state: Any, stream: Stream) -> Any:
        """Play ``state`` to the end; the final state."""
        values = self.values
        moves: list[tuple[Hashable, int]] = []
        self.moves = moves
        random_below = int(self.epsilon * 65536)

        def pick(_: Any, seat: int, legal: Sequence[Any]) -> Any:
            if len(legal) == 1 or stream.below(65536) < random_below:
                action = stream.pick(legal)
            else:  # the best average, ties drawn uniformly (an unseen move counts 0.5)
                best, tied = -1.0, []
                for move in legal:
                    found = values.get(move)
                    mean = 0.5 if found is None else found[0] / found[1]
                    if mean > best:
                        best, tied = mean, [move]
                    elif mean == best:
                        tied.append(move)
                action = tied[0] if len(tied) == 1 else stream.pick(tied)
            moves.append((action, seat))
            return action

        return play_out(game, state, stream, pick)

    def __repr__(self) -> str:
        return f"MastRollout(epsilon={self.epsilon})"

    def credit(self, moves: Sequence[tuple[Hashable, int]], returns: Sequence[float]) -> None:
        """Add each ``(move, chooser)``'s reward, ``returns[chooser]``, to its average."""
        values = self.values
        for move, seat in moves:
            found = values.get(move)
            if found is None:
                values[move] = [returns[seat], 1.0]
            else:
                found[0] += returns[seat]
                found[1] += 1.0


class BotRollout:
    """A rollout policy that lets a bot play every seat, each from its seat's view: a
    game's rule-of-thumb bot makes the simulated opponents play like real ones.

    It costs a view and a bot decision per simulated move, several times a random move,
    so a search with it runs fewer iterations in the same time; a move with no choice is
    played without asking the bot.
    """

    __slots__ = ("bot",)

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def __call__(self, game: AnyGame, state: Any, stream: Stream) -> Any:
        """Play ``state`` to the end; the final state."""
        choose, view = self.bot.choose, game.view

        def pick(position: Any, seat: int, legal: Sequence[Any]) -> Any:
            return legal[0] if len(legal) == 1 else choose(game, view(position, seat), legal)

        return play_out(game, state, stream, pick)

    def __repr__(self) -> str:
        return f"BotRollout({self.bot!r})"


ROLLOUTS: Mapping[str, Rollout] = MappingProxyType({"random": random_rollout})
"""The rollout policies a bot may name besides ``"mast"`` (a :class:`MastRollout` built
afresh for each decision)."""


def places_beaten(outcome: Outcome) -> tuple[float, ...]:
    """Each seat's share of the other seats it finished above, a tie counting half: ``1``
    for a lone winner, ``0`` for a lone last. A denser signal than the win alone where
    many seats play, since second place is better than last.

    >>> places_beaten(Outcome((9, 5, 5, 1), (1, 2, 2, 4), frozenset({0})))
    (1.0, 0.5, 0.5, 0.0)
    """
    ranks = outcome.ranks
    others = len(ranks) - 1
    if others < 1:
        return (1.0,) * len(ranks)
    return tuple(
        (sum(rank < theirs for theirs in ranks) + 0.5 * (sum(rank == t for t in ranks) - 1))
        / others
        for rank in ranks
    )


REWARDS: Mapping[str, Callable[[Outcome], tuple[float, ...]]] = MappingProxyType(
    {"win": Outcome.returns, "places": places_beaten}
)
"""The rewards a search can credit: ``"win"``, each seat's share of the win
(:meth:`~frontier_games.core.Outcome.returns`), or ``"places"`` (:func:`places_beaten`)."""


class _Edge:
    """The statistics of one move from one node, and the node it leads to."""

    __slots__ = ("available", "child", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.child: _Node | None = None  # grown when the move is first taken on a turn


class _Node:
    """A node of the tree: the moves tried from it, by seat for a sealed decision."""

    __slots__ = ("edges", "joint", "sealed")

    def __init__(self) -> None:
        self.edges: dict[Hashable, _Edge] = {}
        # SEALED: each seat's own table of moves, and the nodes each joint choice leads to
        self.sealed: dict[int, dict[Hashable, _Edge]] = {}
        self.joint: dict[tuple[Hashable, ...], _Node] = {}


class ISMCTSBot:
    """A bot that searches, for every game: single-observer ISMCTS over ``determinize``.

    :param seed: its random stream's seed.
    :param iterations: how many simulations to run per decision; ``200`` when neither
        budget is given.
    :param seconds: a wall-time budget per decision (results then depend on the machine).
    :param rollout: how a simulation is played to the end: ``"mast"`` (the default, a
        :class:`~frontier_games.bots.ismcts.MastRollout`), another name in
        :data:`~frontier_games.bots.ismcts.ROLLOUTS` (``"random"``), or any
        :data:`~frontier_games.bots.ismcts.Rollout`, such as a
        :class:`~frontier_games.bots.ismcts.BotRollout`.
    :param epsilon: the share of random moves in a ``"mast"`` rollout.
    :param reward: what a simulation's end is worth to each seat, a name in
        :data:`~frontier_games.bots.ismcts.REWARDS`: ``"places"`` (the default), the share
        of the other seats it finished above, or ``"win"``, its share of the win. The two
        agree with two players; with more, places reward second place over last, a
        denser signal that played better in the measurements.
    :param exploration: the UCB constant ``c`` in ``mean + c * sqrt(ln(available) /
        visits)``; rewards lie in ``[0, 1]``.
    :param prior: a bot whose choice guides the tree, or ``None``. With one, every seat's
        move in the tree is chosen by PUCT, ``mean + c * p * sqrt(available) / (1 +
        visits)``, where the prior's move (asked from that seat's view of the world) holds
        half the weight ``p`` and the other moves share the rest.
    :raises ValueError: for a budget that is not a positive number, or a ``prior``
        without a ``choose`` method.
    :raises TypeError: if ``seed`` or ``iterations`` is not an ``int``.
    """

    __slots__ = (
        "_label",
        "_stream",
        "epsilon",
        "exploration",
        "iterations",
        "prior",
        "reward",
        "rollout",
        "seconds",
        "seed",
    )

    def __init__(
        self,
        seed: int,
        iterations: int | None = None,
        seconds: float | None = None,
        rollout: str | Rollout = "mast",
        exploration: float = 0.4,
        reward: str = "places",
        epsilon: float = 0.4,
        prior: Any = None,
    ) -> None:
        for name, value in (("seed", seed), ("iterations", iterations)):
            if value is not None and type(value) is not int:
                raise TypeError(f"ISMCTSBot {name} must be an int, got {value!r}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"ISMCTSBot iterations must be at least 1, got {iterations}")
        if seconds is not None and not (
            isinstance(seconds, int | float)
            and not isinstance(seconds, bool)
            and 0 < seconds < math.inf
        ):
            raise ValueError(
                f"ISMCTSBot seconds must be a positive, finite number, got {seconds!r}"
            )
        if not (
            isinstance(exploration, int | float)
            and not isinstance(exploration, bool)
            and 0 <= exploration < math.inf
        ):
            raise ValueError(
                f"ISMCTSBot exploration must be a number of at least 0, got {exploration!r}"
            )
        if not isinstance(reward, str) or reward not in REWARDS:
            raise ValueError(f"ISMCTSBot reward must be one of {sorted(REWARDS)}, not {reward!r}")
        self.reward = reward
        self.seed = seed
        self.iterations = 200 if iterations is None and seconds is None else iterations
        self.seconds = seconds
        if isinstance(rollout, str) and rollout != "mast" and rollout not in ROLLOUTS:
            raise ValueError(
                f"ISMCTSBot rollout must be one of {['mast', *ROLLOUTS]} or a function, "
                f"not {rollout!r}"
            )
        if not isinstance(rollout, str) and not callable(rollout):
            raise ValueError(f"ISMCTSBot rollout must be a name or a function, not {rollout!r}")
        if not (isinstance(epsilon, int | float) and not isinstance(epsilon, bool)) or not (
            0 <= epsilon <= 1
        ):
            raise ValueError(f"ISMCTSBot epsilon must be a number from 0 to 1, got {epsilon!r}")
        if prior is not None and (
            isinstance(prior, type) or not callable(getattr(prior, "choose", None))
        ):
            raise ValueError(f"ISMCTSBot prior must be a bot, with a choose method, not {prior!r}")
        self.prior: Any = prior
        self.rollout = rollout
        self.epsilon = float(epsilon)
        self.exploration = float(exploration)
        self._stream = Stream(seed)
        parts = [f"seed={seed}"]
        if iterations is not None:
            parts.append(f"iterations={iterations}")
        if seconds is not None:
            parts.append(f"seconds={seconds}")
        if rollout != "mast":
            shown = rollout if isinstance(rollout, str) else getattr(rollout, "__name__", None)
            parts.append(f"rollout={shown!r}" if shown else f"rollout={rollout!r}")
        if epsilon != 0.4:
            parts.append(f"epsilon={self.epsilon}")
        if exploration != 0.4:
            parts.append(f"exploration={self.exploration}")
        if reward != "places":
            parts.append(f"reward={reward!r}")
        if prior is not None:
            parts.append(f"prior={prior!r}")
        self._label = f"ISMCTSBot({', '.join(parts)})"

    def __repr__(self) -> str:
        return self._label

    def choose(self, game: AnyGame, view: Any, legal_actions: Sequence[A]) -> A:
        """The move most often chosen at the root after the search.

        :raises ValueError: if ``legal_actions`` is empty.
        """
        if not legal_actions:
            raise ValueError("ISMCTSBot was asked to choose among no actions")
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat: int = legal_actions[0].player  # type: ignore[attr-defined]
        root, policy = _Node(), self._policy()
        # the prior's move at the root, from the one view there is (asked once); a sealed
        # root asks it for every seat in every iteration instead, like any sealed node
        favoured = (
            None
            if self.prior is None or game.timing(game.determinize(view, 0)) is Timing.SEALED
            else self.prior.choose(game, view, legal_actions)
        )
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while (self.iterations is None or done < self.iterations) and (
            deadline is None or done == 0 or time.perf_counter() < deadline
        ):
            world = game.determinize(view, self._stream.seed())
            self._simulate(game, world, root, seat, policy, favoured)
            done += 1
        edges = root.sealed.get(seat, root.edges)
        offered = set(legal_actions)
        tried = [(edge.visits, edge.total, action) for action, edge in edges.items()]
        best = max(
            (item for item in tried if item[2] in offered),
            key=lambda item: (item[0], item[1]),
            default=None,
        )
        return legal_actions[0] if best is None else best[2]  # type: ignore[return-value]

    def _policy(self) -> Rollout:
        """The rollout policy for one decision (a learning one starts afresh)."""
        if self.rollout == "mast":
            return MastRollout(self.epsilon)
        if isinstance(self.rollout, MastRollout):  # what it learns stays in one decision
            return MastRollout(self.rollout.epsilon)
        if isinstance(self.rollout, str):
            return ROLLOUTS[self.rollout]
        return self.rollout

    def _simulate(
        self, game: AnyGame, state: Any, root: _Node, seat: int, policy: Rollout, favoured: Any
    ) -> None:
        """One iteration: down the tree through ``state``, one new node, a rollout, and
        every edge taken credited with its chooser's reward. ``favoured`` is the prior's
        move at the root, if there is a prior."""
        taken: list[tuple[_Edge, int]] = []
        moves: list[tuple[Hashable, int]] = []
        node, at_root, grown = root, True, False
        while not grown:
            actors = game.actors(state)
            if not actors:
                break
            if len(actors) > 1 and game.timing(state) is Timing.SEALED:
                state, node, grown = self._sealed(game, state, node, sorted(actors), taken, moves)
            else:
                if len(actors) == 1:
                    (chooser,) = actors
                elif at_root and seat in actors:
                    chooser = seat
                else:  # a race: who arrives first is chance
                    chooser = self._stream.pick(sorted(actors))
                legal = _legal(game, state, chooser)
                if self.prior is None:
                    action, edge, grown = self._select(node.edges, legal)
                else:
                    if not at_root or chooser != seat:
                        favoured = self._favoured(game, state, chooser, legal)
                    action, edge, grown = self._guided(node.edges, legal, favoured)
                taken.append((edge, chooser))
                moves.append((action, chooser))
                if edge.child is None:
                    edge.child = _Node()
                state, node = game.apply(state, action), edge.child
            at_root = False
        final = policy(game, state, self._stream) if game.actors(state) else state
        returns = REWARDS[self.reward](game.outcome(final))
        for edge, chooser in taken:
            edge.visits += 1
            edge.total += returns[chooser]
        if isinstance(policy, MastRollout):
            policy.credit(moves, returns)
            policy.credit(policy.moves, returns)
            policy.moves = []

    def _select(
        self, edges: dict[Hashable, _Edge], legal: Sequence[Hashable]
    ) -> tuple[Any, _Edge, bool]:
        """The move to take among ``legal``: an untried one if any (drawn uniformly; the
        flag says the tree grew), else the best by UCB over availability."""
        untried = []
        for action in legal:
            edge = edges.get(action)
            if edge is None:
                untried.append(action)
            else:
                edge.available += 1
        if untried:
            action = self._stream.pick(untried)
            edge = edges[action] = _Edge()
            edge.available += 1
            return action, edge, True
        c = self.exploration
        best_score, best = -1.0, legal[0]
        for action in legal:
            edge = edges[action]
            score = edge.total / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
            if score > best_score:
                best_score, best = score, action
        return best, edges[best], False

    def _favoured(self, game: AnyGame, state: Any, chooser: int, legal: Sequence[Any]) -> Any:
        """The prior's move for ``chooser``, from its view of ``state``."""
        return self.prior.choose(game, game.view(state, chooser), legal)

    def _guided(
        self, edges: dict[Hashable, _Edge], legal: Sequence[Hashable], favoured: Any
    ) -> tuple[Any, _Edge, bool]:
        """The move to take among ``legal`` with a prior: PUCT (Silver et al., 2017),
        ``mean + c * p * sqrt(available) / (1 + visits)``, where ``p`` gives the prior's
        move half the weight and shares the rest evenly. A move not yet tried counts the
        mean of those tried, so the prior's move is tried first and the others only as
        long as it does no better than they might; the flag says the tree grew."""
        share = 0.5 / len(legal)
        visits, total = 0, 0.0
        for action in legal:
            edge = edges.get(action)
            if edge is None:
                edge = edges[action] = _Edge()
            edge.available += 1
            visits += edge.visits
            total += edge.total
        untried_mean = total / visits if visits else 0.5
        c = self.exploration
        best_score, tied = -math.inf, []
        for action in legal:
            edge = edges[action]
            mean = edge.total / edge.visits if edge.visits else untried_mean
            weight = share + 0.5 if action == favoured else share
            score = mean + c * weight * math.sqrt(edge.available) / (1 + edge.visits)
            if score > best_score:
                best_score, tied = score, [action]
            elif score == best_score:
                tied.append(action)
        best = tied[0] if len(tied) == 1 else self._stream.pick(tied)  # untried ones tie
        edge = edges[best]
        return best, edge, edge.visits == 0

    def _sealed(
        self,
        game: AnyGame,
        state: Any,
        node: _Node,
        seats: list[int],
        taken: list[tuple[_Edge, int]],
        moves: list[tuple[Hashable, int]],
    ) -> tuple[Any, _Node, bool]:
        """Every seat in a sealed decision picks from its own table, all from the same
        position; the joint choice is applied in seat order."""
        chosen, grown = [], False
        for chooser in seats:
            table = node.sealed.setdefault(chooser, {})
            legal = _legal(game, state, chooser)
            if self.prior is None:
                action, edge, new = self._select(table, legal)
            else:
                favoured = self._favoured(game, state, chooser, legal)
                action, edge, new = self._guided(table, legal, favoured)
            taken.append((edge, chooser))
            moves.append((action, chooser))
            chosen.append(action)
            grown = grown or new
        for chooser, action in zip(seats, chosen, strict=True):
            if chooser not in game.actors(state):
                continue  # an earlier commitment closed this seat's decision
            legal = _legal(game, state, chooser)
            state = game.apply(state, action if action in legal else self._stream.pick(legal))
        key = tuple(chosen)
        child = node.joint.get(key)
        if child is None:
            child = node.joint[key] = _Node()
        return state, child, grown
