"""How fast the games play, read against two yardsticks measured in the same run.

For each game: random playouts per second, actions per second, the median cost of one
``apply`` and of one ``legal_actions`` call, and the cost of one *random-playout step*
(find an actor, list its legal actions, choose one, apply it). Beside them:

* the **reference floor**: rebuilding a frozen attrs class of 8 fields plus a tuple through
  its generated constructor, about the least an immutable step can cost in Python;
* when the optional ``bench`` extra is installed (``pip install 'frontier-games[bench]'``),
  the median step cost of **OpenSpiel's Python-implemented games** (Kuhn poker, Liar's
  poker, tic-tac-toe, team dominoes), played the same way.

Every subject runs in short batches taken in turn, round after round, so that machine noise
(frequency scaling, other processes) touches all of them alike; each figure is the median
over its batches, and the ratios (game step / floor, game step / OpenSpiel median) are what
to compare across machines. The standing target: a game's random-playout step costs at most
half the OpenSpiel-Python median.

Run it as ``python -m frontier_games bench`` or ``python benchmarks/run.py``.
"""

from __future__ import annotations

import argparse
import importlib
import math
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TextIO

import attrs

from frontier_games.core import Game
from frontier_games.play import RunawayGameError
from frontier_games.rng import Rng, next_u64, randbelow

__all__ = [
    "OPENSPIEL_GAMES",
    "TARGET_RATIO",
    "BenchReport",
    "GameFigures",
    "OpenSpielFigures",
    "add_arguments",
    "default_players",
    "format_report",
    "main",
    "run_benchmark",
]

TARGET_RATIO = 0.5
"""A game's random-playout step should cost at most this times the OpenSpiel-Python median."""

OPENSPIEL_GAMES = (
    "python_kuhn_poker",
    "python_liars_poker",
    "python_tic_tac_toe",
    "python_team_dominoes",
)
"""The OpenSpiel games implemented in Python that serve as the yardstick."""

_SLICE_SECONDS = 0.01
"""The length of one batch: short, so every subject sees the same stretch of machine noise."""

_MAX_SAMPLES = 200_000
"""At most this many single-call timings are kept per game and kind of call."""


@attrs.frozen
class GameFigures:
    """One game's figures.

    :ivar game: the game's id.
    :ivar players: the number of seats its playouts used.
    :ivar step_us: median cost of one random-playout step, in microseconds.
    :ivar apply_us: median cost of one ``apply`` call.
    :ivar legal_actions_us: median cost of one ``legal_actions`` call.
    :ivar playouts_per_second: complete random games (set-up included) per second.
    :ivar actions_per_second: actions applied per second during playouts.
    :ivar playouts: how many playouts were timed.
    :ivar actions: how many actions those playouts applied.
    :ivar floor_ratio: ``step_us`` over the reference floor's step.
    :ivar openspiel_ratio: ``step_us`` over the OpenSpiel-Python median, if measured.
    :ivar meets_target: whether ``openspiel_ratio <= TARGET_RATIO``, if measured.
    """

    game: str
    players: int
    step_us: float
    apply_us: float
    legal_actions_us: float
    playouts_per_second: float
    actions_per_second: float
    playouts: int
    actions: int
    floor_ratio: float
    openspiel_ratio: float | None
    meets_target: bool | None


@attrs.frozen
class OpenSpielFigures:
    """One OpenSpiel Python game's median random-playout step, in microseconds."""

    game: str
    step_us: float


@attrs.frozen
class BenchReport:
    """The whole run.

    :ivar seconds: the time budget the run was given.
    :ivar floor_us: the reference floor's median step, in microseconds.
    :ivar openspiel: each OpenSpiel Python game measured (empty when not installed).
    :ivar openspiel_median_us: the median of their steps, or ``None``.
    :ivar openspiel_note: why OpenSpiel was not measured, or ``""``.
    :ivar games: each game's figures, in the order asked.
    :ivar target_ratio: the standing target, :data:`TARGET_RATIO`.
    """

    seconds: float
    floor_us: float
    openspiel: tuple[OpenSpielFigures, ...]
    openspiel_median_us: float | None
    openspiel_note: str
    games: tuple[GameFigures, ...]
    target_ratio: float = TARGET_RATIO


def default_players(game: Game[Any, Any, Any, Any]) -> int:
    """The seat count used for ``game`` when none is asked: 4, or the nearest allowed."""
    return max(game.min_players, min(4, game.max_players))


# --- the subjects: each runs one batch at a time and keeps its own samples -----------------


@attrs.frozen
class _FloorState:
    """A stand-in for a game state: eight fields, one of them a tuple, frozen."""

    players: int
    turn: int
    phase: int
    round: int
    money: tuple[int, ...]
    deck_size: int
    passed: bool
    last_bid: int


class _Floor:
    """Rebuild a :class:`_FloorState` with one tuple entry changed, as a minimal step."""

    def __init__(self) -> None:
        self.step_samples: list[float] = []

    def run_batch(self, seconds: float) -> None:
        state = _FloorState(4, 0, 1, 1, (8000, 8000, 8000, 8000), 40, False, 0)
        steps = 0
        start = time.perf_counter()
        deadline = start + seconds
        while True:
            for _ in range(256):
                seat = state.turn & 3
                money = state.money
                state = _FloorState(
                    state.players,
                    state.turn + 1,
                    state.phase,
                    state.round,
                    money[:seat] + (money[seat] - 1,) + money[seat + 1 :],
                    state.deck_size,
                    state.passed,
                    seat,
                )
            steps += 256
            now = time.perf_counter()
            if now >= deadline:
                break
        self.step_samples.append((now - start) / steps)


class _GamePlayouts:
    """Random playouts of one game; steps timed in bulk, set-up excluded from the step."""

    def __init__(self, game: Game[Any, Any, Any, Any], players: int, seed: int) -> None:
        self.game = game
        self.players = players
        self.limit = game.max_actions(players=players)
        self.seed = seed
        self.rng = Rng.from_seed(seed)
        self.step_samples: list[float] = []
        self.playouts = 0
        self.actions = 0
        self.playout_seconds = 0.0

    def run_batch(self, seconds: float) -> None:
        game, players, limit = self.game, self.players, self.limit
        actors_of, legal_of, apply = game.actors, game.legal_actions, game.apply
        rng = self.rng
        steps = 0
        step_seconds = 0.0
        start = time.perf_counter()
        deadline = start + seconds
        while True:
            t0 = time.perf_counter()
            state = game.new_game(players=players, seed=self.seed)
            self.seed += 1
            t1 = time.perf_counter()
            count = 0
            while True:
                actors = actors_of(state)
                if not actors:
                    break
                if len(actors) == 1:
                    (seat,) = actors
                else:
                    pick, rng = randbelow(rng, len(actors))
                    seat = sorted(actors)[pick]
                legal = legal_of(state, seat)
                pick, rng = randbelow(rng, len(legal))
                state = apply(state, legal[pick])
                count += 1
                if count > limit:
                    raise RunawayGameError(f"{game.name} ran past {limit} actions")
            t2 = time.perf_counter()
            steps += count
            step_seconds += t2 - t1
            self.playouts += 1
            self.playout_seconds += t2 - t0
            if t2 >= deadline:
                break
        self.rng = rng
        self.actions += steps
        if steps:
            self.step_samples.append(step_seconds / steps)


class _GameCalls:
    """Random playouts of one game with every ``apply`` and ``legal_actions`` timed alone."""

    def __init__(self, game: Game[Any, Any, Any, Any], players: int, seed: int) -> None:
        self.game = game
        self.players = players
        self.limit = game.max_actions(players=players)
        self.seed = seed
        self.rng = Rng.from_seed(seed ^ 0x5EED)
        self.apply_samples: list[int] = []
        self.legal_samples: list[int] = []

    def run_batch(self, seconds: float) -> None:
        game, players, limit = self.game, self.players, self.limit
        clock = time.perf_counter_ns
        rng = self.rng
        applies, legals = self.apply_samples, self.legal_samples
        deadline = clock() + int(seconds * 1e9)
        while True:
            state = game.new_game(players=players, seed=self.seed)
            self.seed += 1
            count = 0
            while True:
                actors = game.actors(state)
                if not actors:
                    break
                pick, rng = randbelow(rng, len(actors))
                seat = sorted(actors)[pick]
                t0 = clock()
                legal = game.legal_actions(state, seat)
                t1 = clock()
                pick, rng = randbelow(rng, len(legal))
                action = legal[pick]
                t2 = clock()
                state = game.apply(state, action)
                t3 = clock()
                if len(legals) < _MAX_SAMPLES:
                    legals.append(t1 - t0)
                    applies.append(t3 - t2)
                count += 1
                if count > limit:
                    raise RunawayGameError(f"{game.name} ran past {limit} actions")
            if clock() >= deadline:
                break
        self.rng = rng


class _OpenSpielPlayouts:
    """Random playouts of one OpenSpiel game: chance by its outcome odds, moves uniform."""

    def __init__(self, pyspiel: Any, name: str, seed: int) -> None:
        self.name = name
        self.game = pyspiel.load_game(name)
        self.rng = Rng.from_seed(seed)
        self.step_samples: list[float] = []

    def run_batch(self, seconds: float) -> None:
        game, rng = self.game, self.rng
        steps = 0
        step_seconds = 0.0
        deadline = time.perf_counter() + seconds
        while True:
            state = game.new_initial_state()
            t1 = time.perf_counter()
            count = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    value, rng = next_u64(rng)
                    threshold = value / 2.0**64
                    outcomes = state.chance_outcomes()
                    action = outcomes[-1][0]
                    for outcome, probability in outcomes:
                        threshold -= probability
                        if threshold < 0:
                            action = outcome
                            break
                else:
                    legal = state.legal_actions()
                    pick, rng = randbelow(rng, len(legal))
                    action = legal[pick]
                state.apply_action(action)
                count += 1
            t2 = time.perf_counter()
            steps += count
            step_seconds += t2 - t1
            if t2 >= deadline:
                break
        self.rng = rng
        if steps:
            self.step_samples.append(step_seconds / steps)


def _load_openspiel() -> tuple[Any, str]:
    """The ``pyspiel`` module with OpenSpiel's Python games registered, or why not."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        importlib.import_module("open_spiel.python.games")
    except ImportError as error:
        return None, (
            f"OpenSpiel is not installed ({error}); "
            "pip install 'frontier-games[bench]' to compare against it"
        )
    return pyspiel, ""


# --- the run ----------------------------------------------------------------------------------


def run_benchmark(
    games: Sequence[Game[Any, Any, Any, Any]] | None = None,
    seconds: float = 3.0,
    *,
    players: int | None = None,
    openspiel: bool = True,
    seed: int = 0,
) -> BenchReport:
    """Measure ``games`` (by default every registered game) beside the yardsticks.

    :param seconds: the whole run's time budget, shared by all subjects; every subject
        gets at least one batch however small the budget.
    :param players: the seat count for every game; by default :func:`default_players`.
    :param openspiel: measure OpenSpiel's Python games when they are installed.
    :param seed: the first playout seed (and the bench's choices' generator seed).
    :raises ValueError: if ``seconds`` is not a positive, finite number.
    :raises SetupError: if ``players`` does not suit one of the games.
    :raises RunawayGameError: if a game runs past its ``max_actions`` bound.
    """
    if not 0 < seconds < math.inf:
        raise ValueError(f"seconds must be a positive, finite number, got {seconds}")
    if games is None:
        from frontier_games.games import game_names, get_game

        games = [get_game(name) for name in game_names()]
    floor = _Floor()
    playouts = [_GamePlayouts(game, players or default_players(game), seed) for game in games]
    calls = [_GameCalls(game, players or default_players(game), seed) for game in games]
    pyspiel, note = _load_openspiel() if openspiel else (None, "not asked for")
    yardsticks = (
        [_OpenSpielPlayouts(pyspiel, name, seed) for name in OPENSPIEL_GAMES] if pyspiel else []
    )
    batches: list[Callable[[float], None]] = [floor.run_batch]
    batches += [subject.run_batch for subject in yardsticks]
    batches += [subject.run_batch for subject in playouts]
    batches += [subject.run_batch for subject in calls]
    slice_seconds = min(_SLICE_SECONDS, seconds / (5 * len(batches)))
    deadline = time.perf_counter() + seconds
    while True:
        for run_batch in batches:
            run_batch(slice_seconds)
        if time.perf_counter() >= deadline:
            break

    floor_us = statistics.median(floor.step_samples) * 1e6
    measured = tuple(
        OpenSpielFigures(y.name, statistics.median(y.step_samples) * 1e6) for y in yardsticks
    )
    os_median = statistics.median(m.step_us for m in measured) if measured else None
    figures = []
    for played, timed in zip(playouts, calls, strict=True):
        step_us = statistics.median(played.step_samples) * 1e6 if played.step_samples else 0.0
        ratio = None if os_median is None else step_us / os_median
        figures.append(
            GameFigures(
                game=played.game.name,
                players=played.players,
                step_us=step_us,
                apply_us=statistics.median(timed.apply_samples) / 1e3
                if timed.apply_samples
                else 0.0,
                legal_actions_us=statistics.median(timed.legal_samples) / 1e3
                if timed.legal_samples
                else 0.0,
                playouts_per_second=played.playouts / played.playout_seconds,
                actions_per_second=played.actions / played.playout_seconds,
                playouts=played.playouts,
                actions=played.actions,
                floor_ratio=step_us / floor_us,
                openspiel_ratio=ratio,
                meets_target=None if ratio is None else ratio <= TARGET_RATIO,
            )
        )
    return BenchReport(
        seconds=seconds,
        floor_us=floor_us,
        openspiel=measured,
        openspiel_median_us=os_median,
        openspiel_note=note,
        games=tuple(figures),
    )


def format_report(report: BenchReport) -> str:
    """The report as a plain-text table."""
    lines = [
        f"frontier_games benchmark: {report.seconds:g} s, subjects measured in interleaved "
        "batches (medians over batches)",
        "",
        f"reference floor (frozen attrs class, 8 fields + a tuple): {report.floor_us:8.3f} µs/step",
    ]
    if report.openspiel:
        lines.append("OpenSpiel Python games, random-playout step:")
        for figures in report.openspiel:
            lines.append(f"  {figures.game:<24} {figures.step_us:8.3f} µs/step")
        assert report.openspiel_median_us is not None
        lines.append(f"  {'median':<24} {report.openspiel_median_us:8.3f} µs/step")
    else:
        lines.append(f"OpenSpiel: {report.openspiel_note}")
    lines.append("")
    if not report.games:
        lines.append("no game is registered yet: only the yardsticks above were measured.")
        return "\n".join(lines)
    header = (
        f"{'game':<18} {'seats':>5} {'step µs':>9} {'apply µs':>9} {'legal µs':>9} "
        f"{'playouts/s':>11} {'actions/s':>11} {'/floor':>8} {'/OpenSpiel':>10}  target"
    )
    lines += [header, "-" * len(header)]
    for g in report.games:
        ratio = "-" if g.openspiel_ratio is None else f"{g.openspiel_ratio:.2f}"
        verdict = {None: "-", True: "met", False: "MISSED"}[g.meets_target]
        lines.append(
            f"{g.game:<18} {g.players:>5} {g.step_us:>9.2f} {g.apply_us:>9.2f} "
            f"{g.legal_actions_us:>9.2f} {g.playouts_per_second:>11.1f} "
            f"{g.actions_per_second:>11.0f} {g.floor_ratio:>8.1f} {ratio:>10}  {verdict}"
        )
    lines.append("")
    target = f"target: a game's random-playout step costs at most {report.target_ratio:g} times "
    if report.openspiel_median_us is None:
        lines.append(target + "the OpenSpiel-Python median (not measured in this run).")
    else:
        limit = report.target_ratio * report.openspiel_median_us
        lines.append(target + f"the OpenSpiel-Python median, so ≤ {limit:.2f} µs here.")
    return "\n".join(lines)


def _positive_seconds(text: str) -> float:
    """``--seconds``: a positive, finite number of seconds (not ``0``, ``-1``, ``nan``, ``inf``).

    :raises argparse.ArgumentTypeError: otherwise, which argparse reports as a usage error.
    """
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < seconds < math.inf:
        raise argparse.ArgumentTypeError(f"must be a positive, finite number, not {text!r}")
    return seconds


def add_arguments(parser: argparse.ArgumentParser, default_seconds: float = 3.0) -> None:
    """Add the benchmark's options (``--seconds``, ``--games``, ``--json`` ...) to ``parser``."""
    parser.add_argument(
        "--seconds",
        type=_positive_seconds,
        default=default_seconds,
        help=f"time budget for the whole run (default {default_seconds:g})",
    )
    parser.add_argument(
        "--games", default=None, help="comma-separated game ids (default: every registered game)"
    )
    parser.add_argument(
        "--players", type=int, default=None, help="seats per game (default: 4 or nearest allowed)"
    )
    parser.add_argument("--seed", type=int, default=0, help="first playout seed (default 0)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--no-openspiel", action="store_true", help="skip OpenSpiel even when it is installed"
    )
    parser.add_argument(
        "--search",
        action="store_true",
        help="time the ISMCTS bot instead, beside OpenSpiel's Python ISMCTS "
        "(see frontier_games.bench_search)",
    )
    parser.add_argument(
        "--strength",
        action="store_true",
        help="play the bots against each other and print win shares "
        "(see frontier_games.bench_search); long: minutes per game with ISMCTS",
    )
    parser.add_argument(
        "--strength-games",
        type=int,
        default=12,
        help="with --strength: games per pairing (default 12)",
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="with --search or --strength: ISMCTS iterations per decision "
        "(default 50 for --search, 200 for --strength)",
    )


def run_from_arguments(
    arguments: argparse.Namespace,
    out: TextIO,
    err: TextIO,
    games: Mapping[str, Game[Any, Any, Any, Any]]
    | Sequence[Game[Any, Any, Any, Any]]
    | None = None,
) -> int:
    """Run the benchmark as parsed by :func:`add_arguments` and print it; the exit status.

    :param games: the catalogue: the games to measure when ``--games`` is not given, and
        the games ``--games`` picks from by id; a mapping from id to game, or a sequence of
        games (known by their ``name``). By default every registered game.
    """
    from frontier_games.games import game_names, get_game
    from frontier_games.serialization import to_json

    if not 0 < arguments.seconds < math.inf:
        err.write(f"--seconds must be a positive, finite number, got {arguments.seconds:g}\n")
        return 2
    if games is None:
        catalog = {name: get_game(name) for name in game_names()}
    elif isinstance(games, Mapping):
        catalog = dict(games)
    else:
        catalog = {game.name: game for game in games}
    chosen = list(catalog.values())
    if arguments.games:
        names = [name.strip() for name in arguments.games.split(",")]
        unknown = [name for name in names if name not in catalog]
        if unknown:
            known = ", ".join(catalog) or "none"
            err.write(f"no game called {unknown[0]!r}; known games: {known}\n")
            return 2
        chosen = [catalog[name] for name in names]
    if getattr(arguments, "search", False) or getattr(arguments, "strength", False):
        return _run_search(arguments, chosen, out, err)
    try:
        report = run_benchmark(
            chosen,
            arguments.seconds,
            players=arguments.players,
            openspiel=not arguments.no_openspiel,
            seed=arguments.seed,
        )
    except ValueError as error:  # a SetupError for --players
        err.write(f"{error}\n")
        return 2
    out.write((to_json(report, indent=2) if arguments.json else format_report(report)) + "\n")
    return 0


def _run_search(
    arguments: argparse.Namespace,
    chosen: Sequence[Game[Any, Any, Any, Any]],
    out: TextIO,
    err: TextIO,
) -> int:
    """``--search``: time the ISMCTS bot on every chosen game; ``--strength``: play the
    bots against each other. The exit status."""
    from frontier_games.bench_search import (
        format_search,
        format_strength,
        measure_search,
        measure_strength,
    )
    from frontier_games.serialization import to_json

    iterations = arguments.iterations
    if iterations is None:
        iterations = 200 if arguments.strength else 50
    if iterations < 1 or arguments.strength_games < 1:
        err.write("--iterations and --strength-games must be at least 1\n")
        return 2
    if arguments.strength:
        strength = measure_strength(
            chosen, count=arguments.strength_games, iterations=iterations, seed=arguments.seed
        )
        text = to_json(list(strength), indent=2) if arguments.json else format_strength(strength)
        out.write(text + "\n")
        return 0
    try:
        figures = measure_search(
            chosen,
            iterations=iterations,
            players=arguments.players,
            openspiel=not arguments.no_openspiel,
            seed=arguments.seed,
        )
    except ValueError as error:  # a SetupError for --players
        err.write(f"{error}\n")
        return 2
    out.write(to_json(list(figures), indent=2) if arguments.json else format_search(figures))
    out.write("\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``benchmarks/run.py``: parse ``argv``, run, print; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="benchmarks/run.py",
        description="How fast the games play, beside a floor and OpenSpiel's Python games.",
    )
    add_arguments(parser, default_seconds=10.0)
    return run_from_arguments(parser.parse_args(argv), sys.stdout, sys.stderr)
