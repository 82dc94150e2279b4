"""How fast the search bot searches, beside OpenSpiel's own Python ISMCTS on the same
positions (``python -m frontier_games bench --search``), and how well the bots play
(``python -m frontier_games bench --strength``).

For each game, a few positions are reached by random play from fixed seeds. On each,
:class:`~frontier_games.bots.ISMCTSBot` chooses a move with a fixed number of
iterations, timed; so does OpenSpiel's ``open_spiel.python.algorithms.ismcts.ISMCTSBot``
when the ``bench`` extra is installed, driven through a thin adapter that shows it our
game as an OpenSpiel state (its information-state key is the seat's view, its
resampler is our ``determinize``, its evaluator OpenSpiel's random rollouts). Both then
walk the same game through ``apply``; the figures are iterations per second (the
median over positions) and their ratio. The standing target: ours at least twice as
fast. Ours is timed with uniformly random rollouts, as OpenSpiel's are, and with its
default learning rollout (:class:`~frontier_games.bots.ismcts.MastRollout`).
"""

from __future__ import annotations

import importlib
import statistics
import time
from collections.abc import Sequence
from typing import Any

import attrs

from frontier_games.bots.ismcts import ISMCTSBot
from frontier_games.codec import ActionCodec
from frontier_games.core import Game
from frontier_games.rng import Rng, randbelow

__all__ = [
    "SEARCH_TARGET",
    "STRENGTH_TARGETS",
    "SearchFigures",
    "StrengthFigures",
    "format_search",
    "format_strength",
    "measure_search",
    "measure_strength",
    "positions",
]

SEARCH_TARGET = 2.0
"""Our iterations per second should be at least this times OpenSpiel's ISMCTS's."""

AnyGame = Game[Any, Any, Any, Any]


@attrs.frozen
class SearchFigures:
    """One game's search speed.

    :ivar game: the game's id.
    :ivar players: the seats.
    :ivar positions: how many positions were searched.
    :ivar iterations: the iterations per decision.
    :ivar random_per_second: our iterations per second, with random rollouts.
    :ivar mast_per_second: our iterations per second, with the default MAST rollouts.
    :ivar openspiel_per_second: OpenSpiel's ISMCTS's, or ``None`` when not measured.
    :ivar ratio: ``random_per_second / openspiel_per_second``, or ``None``.
    """

    game: str
    players: int
    positions: int
    iterations: int
    random_per_second: float
    mast_per_second: float
    openspiel_per_second: float | None
    ratio: float | None


def positions(game: AnyGame, players: int, count: int, seed: int = 0) -> list[tuple[Any, int]]:
    """``count`` positions of ``game`` reached by random play from seeds ``seed, seed + 1,
    ...``, each with the seat to decide there: one with two moves or more."""
    found: list[tuple[Any, int]] = []
    for index in range(count):
        state = game.new_game(players=players, seed=seed + index)
        rng = Rng.from_seed(seed + index)
        wanted, steps, spot = 5 + 11 * index, 0, None
        while game.actors(state):  # the position after ``wanted`` moves, or the last choice
            seat = min(game.actors(state))
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:
                spot = (state, seat)
                if steps >= wanted:
                    break
            pick, rng = randbelow(rng, len(legal))
            state, steps = game.apply(state, legal[pick]), steps + 1
        if spot is not None:
            found.append(spot)
    return found


def _ours(game: AnyGame, spots: Sequence[tuple[Any, int]], iterations: int, rollout: str) -> float:
    rates = []
    for index, (state, seat) in enumerate(spots):
        bot = ISMCTSBot(seed=index, iterations=iterations, rollout=rollout)
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        start = time.perf_counter()
        bot.choose(game, view, legal)
        rates.append(iterations / (time.perf_counter() - start))
    return statistics.median(rates)


class _SpielState:
    """One of our states as OpenSpiel's Python ISMCTS reads a state (duck-typed).

    When several seats may act, the lowest acts first: OpenSpiel's search wants turns.
    """

    __slots__ = ("codec", "game", "pyspiel", "state")

    def __init__(self, pyspiel: Any, game: AnyGame, codec: ActionCodec[Any], state: Any) -> None:
        self.pyspiel, self.game, self.codec, self.state = pyspiel, game, codec, state

    def get_game(self) -> Any:
        return self

    def get_type(self) -> Any:
        kinds = self.pyspiel.GameType
        return _SpielType(kinds.Dynamics.SEQUENTIAL, kinds.Information.IMPERFECT_INFORMATION)

    def current_player(self) -> int:
        actors = self.game.actors(self.state)
        return min(actors) if actors else int(self.pyspiel.PlayerId.TERMINAL)

    def legal_actions(self, player: int | None = None) -> list[int]:
        seat = self.current_player() if player is None else player
        return self.codec.indices(self.game.legal_actions(self.state, seat))

    def apply_action(self, index: int) -> None:
        action = self.codec.decode(int(index), self.current_player())
        self.state = self.game.apply(self.state, action)

    def is_terminal(self) -> bool:
        return not self.game.actors(self.state)

    def is_chance_node(self) -> bool:
        return False

    def returns(self) -> list[float]:
        return list(self.game.outcome(self.state).returns())

    def clone(self) -> _SpielState:
        return _SpielState(self.pyspiel, self.game, self.codec, self.state)

    def information_state_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return _full_repr(self.game.view(self.state, seat))


def _full_repr(value: Any) -> str:
    """Every field of a view, as attrs' ``repr`` shows them: the information-state key
    OpenSpiel's search asks at every node (a view's own ``repr`` is short; its JSON would
    cost OpenSpiel's side more than the key it had)."""
    fields = attrs.fields(type(value))
    return repr(tuple(getattr(value, field.name) for field in fields))


@attrs.frozen
class _SpielType:
    dynamics: Any
    information: Any


def _openspiel(
    game: AnyGame, players: int, spots: Sequence[tuple[Any, int]], iterations: int
) -> float | None:
    try:
        pyspiel = importlib.import_module("pyspiel")
        numpy = importlib.import_module("numpy")
        ismcts = importlib.import_module("open_spiel.python.algorithms.ismcts")
        mcts = importlib.import_module("open_spiel.python.algorithms.mcts")
    except ImportError:
        return None
    codec = game.codec(players=players)
    rates = []
    for index, (state, seat) in enumerate(spots):
        rng = numpy.random.RandomState(index)
        bot = ismcts.ISMCTSBot(
            None,
            mcts.RandomRolloutEvaluator(1, rng),
            2.0,
            iterations,
            random_state=rng,
            allow_inconsistent_action_sets=True,
        )
        draws = iter(range(1, 1 << 30))

        def resample(shown: _SpielState, player: int, draws: Any = draws) -> _SpielState:
            world = game.determinize(game.view(shown.state, player), next(draws))
            return _SpielState(pyspiel, game, codec, world)

        bot.set_resampler(resample)
        start = time.perf_counter()
        bot.run_search(_SpielState(pyspiel, game, codec, state))
        rates.append(iterations / (time.perf_counter() - start))
        del seat
    return statistics.median(rates)


def measure_search(
    games: Sequence[AnyGame],
    *,
    iterations: int = 50,
    count: int = 3,
    players: int | None = None,
    openspiel: bool = True,
    seed: int = 0,
) -> tuple[SearchFigures, ...]:
    """Time our search and, where installed, OpenSpiel's on ``count`` positions per game.

    :raises SetupError: if ``players`` does not suit a game.
    """
    from frontier_games.bench import default_players

    figures = []
    for game in games:
        seats = players or default_players(game)
        spots = positions(game, seats, count, seed)
        theirs = _openspiel(game, seats, spots, iterations) if openspiel else None
        ours = _ours(game, spots, iterations, "random")
        figures.append(
            SearchFigures(
                game=game.name,
                players=seats,
                positions=len(spots),
                iterations=iterations,
                random_per_second=ours,
                mast_per_second=_ours(game, spots, iterations, "mast"),
                openspiel_per_second=theirs,
                ratio=None if theirs is None else ours / theirs,
            )
        )
    return tuple(figures)


def format_search(figures: Sequence[SearchFigures]) -> str:
    """The figures as a plain-text table."""
    header = (
        f"{'game':<18} {'seats':>5} {'iter/s random':>13} {'iter/s MAST':>11} "
        f"{'OpenSpiel':>10} {'ratio':>6}  target"
    )
    lines = ["ISMCTS iterations per second (median over positions)", header, "-" * len(header)]
    for f in figures:
        theirs = "-" if f.openspiel_per_second is None else f"{f.openspiel_per_second:.1f}"
        ratio = "-" if f.ratio is None else f"{f.ratio:.2f}"
        verdict = "-" if f.ratio is None else ("met" if f.ratio >= SEARCH_TARGET else "MISSED")
        lines.append(
            f"{f.game:<18} {f.players:>5} {f.random_per_second:>13.1f} "
            f"{f.mast_per_second:>11.1f} {theirs:>10} {ratio:>6}  {verdict}"
        )
    lines.append(
        f"target: ours (random rollouts, as OpenSpiel's) at least {SEARCH_TARGET:g} times "
        "OpenSpiel's Python ISMCTS on the same positions"
    )
    return "\n".join(lines)


STRENGTH_TARGETS: tuple[tuple[str, int, str, str, float], ...] = (
    ("apache", 3, "ismcts", "random", 0.85),
    ("pappy-winchester", 4, "ismcts", "random", 0.65),
)
"""The standing targets ``(game, players, bot, opponents, win share)``: one ``bot``
against ``players - 1`` ``opponents``, seats rotated. Besides these, each game's
``HeuristicBot`` should beat random bots clearly, and the search should beat it."""


@attrs.frozen
class StrengthFigures:
    """One pairing's result: ``bot`` against ``players - 1`` ``opponents``.

    :ivar game: the game's id.
    :ivar players: the seats.
    :ivar bot: the measured bot's spec.
    :ivar opponents: the other seats' spec.
    :ivar games: how many games were played.
    :ivar win_share: the bot's win share (a shared win counts ``1 / k``).
    :ivar interval: its 95% Wilson interval.
    :ivar fair_share: ``1 / players``, what an equal player wins.
    :ivar target: the standing target's win share, if the pairing has one.
    """

    game: str
    players: int
    bot: str
    opponents: str
    games: int
    win_share: float
    interval: tuple[float, float]
    fair_share: float
    target: float | None


def measure_strength(
    games: Sequence[AnyGame],
    *,
    count: int = 12,
    iterations: int = 200,
    workers: int | None = None,
    seed: int = 0,
) -> tuple[StrengthFigures, ...]:
    """Play, for each of ``games``, ``HeuristicBot`` against random bots and ISMCTS
    (``iterations``) against ``HeuristicBot`` bots, plus, with 200 iterations, every
    :data:`STRENGTH_TARGETS` pairing of those games, ``count`` games each, on the process
    backend.

    A game without a ``HeuristicBot`` gets only ISMCTS against random bots.
    """
    from frontier_games.bench import default_players
    from frontier_games.bots import BotSpecError, make_bot
    from frontier_games.tournament import run_tournament

    search = f"ismcts:iterations={iterations}"
    figures = []
    for game in games:
        seats = default_players(game)
        try:
            make_bot(game, "heuristic", 0)
            pairings = [(seats, "heuristic", "random"), (seats, search, "heuristic")]
        except BotSpecError:
            pairings = [(seats, search, "random")]
        targets = {}
        for name, players, bot, opponents, share in STRENGTH_TARGETS:
            if name == game.name and iterations == 200:  # the targets are for 200
                spec = search if bot == "ismcts" else bot
                targets[(players, spec, opponents)] = share
                if (players, spec, opponents) not in pairings:
                    pairings.insert(0, (players, spec, opponents))
        for players, bot, opponents in pairings:
            result = run_tournament(
                game, [bot] + [opponents] * (players - 1), count, players, seed,
                workers=workers,
            )  # fmt: skip
            row = result.rows[0]
            figures.append(
                StrengthFigures(
                    game=game.name,
                    players=players,
                    bot=bot,
                    opponents=opponents,
                    games=row.games,
                    win_share=row.win_share,
                    interval=row.interval,
                    fair_share=1 / players,
                    target=targets.get((players, bot, opponents)),
                )
            )
    return tuple(figures)


def format_strength(figures: Sequence[StrengthFigures]) -> str:
    """The figures as a plain-text table."""
    header = (
        f"{'game':<18} {'seats':>5} {'bot':<22} {'against':<10} {'games':>5} "
        f"{'win share':>9} {'95% interval':>14} {'fair':>5} {'target':>7}"
    )
    lines = ["Win shares, one bot against the others, seats rotated", header, "-" * len(header)]
    for f in figures:
        low, high = f.interval
        if f.target is None:
            verdict = "-"
        else:
            verdict = f"{f.target:.2f} " + ("met" if f.win_share >= f.target else "MISSED")
        lines.append(
            f"{f.game:<18} {f.players:>5} {f.bot:<22} {f.opponents:<10} {f.games:>5} "
            f"{f.win_share:>9.3f} {low:>6.3f}-{high:<7.3f} {f.fair_share:>5.2f} {verdict:>7}"
        )
    return "\n".join(lines)
