"""How fast the games play, read against yardsticks measured in the same run.

For each game: random playouts per second, actions per second, the median cost of one
``apply`` and of one ``legal_actions`` call, and the cost of one *random-playout step*
(find an actor, list its legal actions, choose one, apply it). Beside them:

* the **reference floor**: rebuilding a frozen attrs class of 8 fields plus a tuple through
  its generated constructor, about the least an immutable step can cost in Python;
* the **OpenSpiel-Python median**: the median step cost of every game OpenSpiel implements
  in Python, found at run time (:func:`openspiel_python_games`: the registered short names
  that start with ``python_``, the mean-field games, ``mfg``, left out), each played the
  same way. A game that cannot be loaded or played is skipped, and the report names it
  with the reason;
* the **python-chess step**: list the legal moves of a ``chess.Board``, choose one, push
  it, ask ``is_game_over()`` (a fresh board, not timed, once the game is over).

The two library yardsticks need the optional ``bench`` extra
(``pip install 'frontier-games[bench]'``: ``open-spiel``, ``chess``, and ``pokerkit``, without
which OpenSpiel does not register its pokerkit games); without one, the report says so and
leaves its ratio out.

Every subject runs in short batches taken in turn, round after round, so that machine noise
(frequency scaling, other processes) touches all of them alike; each figure is the median
over its batches, and the ratios (game step / floor, / OpenSpiel median, / python-chess
step) are what to compare across machines. The standing targets (:data:`OPENSPIEL_TARGET`,
:data:`CHESS_TARGET`, set now for the games of :data:`TARGET_GAMES`): a game's
random-playout step costs at most 1.0 times the OpenSpiel-Python median and at most 0.33
times a python-chess step. The report gives both ratios for every game and whether each
meets them.

Run it as ``python -m frontier_games bench`` or ``python benchmarks/run.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.metadata
import logging
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TextIO

import attrs

from frontier_games.core import Game
from frontier_games.play import RunawayGameError
from frontier_games.rng import Rng, next_u64, randbelow

__all__ = [
    "CHESS_TARGET",
    "OPENSPIEL_FALLBACK_GAMES",
    "OPENSPIEL_TARGET",
    "TARGET_GAMES",
    "BenchReport",
    "GameFigures",
    "OpenSpielFigures",
    "SkippedGame",
    "add_arguments",
    "default_players",
    "format_report",
    "main",
    "openspiel_python_games",
    "run_benchmark",
]

OPENSPIEL_TARGET = 1.0
"""A game's random-playout step should cost at most this times the OpenSpiel-Python median."""

CHESS_TARGET = 0.33
"""A game's random-playout step should cost at most this times a python-chess step."""

TARGET_GAMES = ("rattlesnake-city", "chaparral")
"""The games the standing targets are set for now; the others' verdicts are for information."""

OPENSPIEL_FALLBACK_GAMES = (
    "python_ant_foraging",
    "python_block_dominoes",
    "python_dynamic_routing",
    "python_hangman",
    "python_iterated_prisoners_dilemma",
    "python_kuhn_poker",
    "python_liars_poker",
    "python_pokerkit_wrapper",
    "python_pokerkit_wrapper_acpc_style",
    "python_repeated_pokerkit",
    "python_team_dominoes",
    "python_tic_tac_toe",
)
"""The games measured only when discovery fails (``pyspiel.registered_names`` raises or
finds no Python game): those :func:`openspiel_python_games` found with OpenSpiel 2.0.2. The
report says when this list stood in."""

_SLICE_SECONDS = 0.01
"""The length of one batch: short, so every subject sees the same stretch of machine noise."""

_MAX_SAMPLES = 200_000
"""At most this many single-call timings are kept per game and kind of call."""

_TRIAL_SECONDS = 10.0
"""A yardstick game whose first, untimed playout takes longer than this is skipped."""

_CHESS_TRIAL_PLIES = 200
"""The untimed plies python-chess plays first, to warm up and estimate its step."""


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
    :ivar chess_ratio: ``step_us`` over the python-chess step, if measured.
    :ivar meets_openspiel_target: whether ``openspiel_ratio <= OPENSPIEL_TARGET``, if
        measured.
    :ivar meets_chess_target: whether ``chess_ratio <= CHESS_TARGET``, if measured.
    :ivar targeted: whether the standing targets are set for this game now
        (:data:`TARGET_GAMES`).
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
    chess_ratio: float | None
    meets_openspiel_target: bool | None
    meets_chess_target: bool | None
    targeted: bool


@attrs.frozen
class OpenSpielFigures:
    """One OpenSpiel Python game's median random-playout step.

    :ivar game: its registered short name.
    :ivar step_us: the median over batches of its step, in microseconds.
    :ivar steps: how many steps were timed.
    """

    game: str
    step_us: float
    steps: int


@attrs.frozen
class SkippedGame:
    """An OpenSpiel Python game left out of the yardstick, and why."""

    game: str
    reason: str


@attrs.frozen
class BenchReport:
    """The whole run.

    :ivar seconds: the time budget the run was given.
    :ivar floor_us: the reference floor's median step, in microseconds.
    :ivar openspiel: each OpenSpiel Python game measured (empty when not installed).
    :ivar openspiel_skipped: each OpenSpiel Python game found but not measured, and why.
    :ivar openspiel_median_us: the median of their steps, or ``None``.
    :ivar openspiel_note: why OpenSpiel was not measured, or how its games were found when
        discovery failed; ``""`` otherwise.
    :ivar openspiel_version: the ``open-spiel`` version measured, or ``""``.
    :ivar chess_us: the python-chess random-playout step's median, or ``None``.
    :ivar chess_note: why python-chess was not measured, or ``""``.
    :ivar chess_version: the ``chess`` version measured, or ``""``.
    :ivar games: each game's figures, in the order asked.
    :ivar openspiel_target: the standing target, :data:`OPENSPIEL_TARGET`.
    :ivar chess_target: the standing target, :data:`CHESS_TARGET`.
    :ivar target_games: the games the targets are set for, :data:`TARGET_GAMES`.
    """

    seconds: float
    floor_us: float
    openspiel: tuple[OpenSpielFigures, ...]
    openspiel_skipped: tuple[SkippedGame, ...]
    openspiel_median_us: float | None
    openspiel_note: str
    openspiel_version: str
    chess_us: float | None
    chess_note: str
    chess_version: str
    games: tuple[GameFigures, ...]
    openspiel_target: float = OPENSPIEL_TARGET
    chess_target: float = CHESS_TARGET
    target_games: tuple[str, ...] = TARGET_GAMES


def default_players(game: Game[Any, Any, Any, Any]) -> int:
    """The seat count used for ``game`` when none is asked: 4, or the nearest allowed."""
    return max(game.min_players, min(4, game.max_players))


def openspiel_python_games(pyspiel: Any) -> tuple[str, ...]:
    """The short names of the games registered with ``pyspiel`` that start with
    ``python_``, sorted, the mean-field games (a name containing ``mfg``) left out.

    OpenSpiel registers its Python games when ``open_spiel.python.games`` is imported (the
    mean-field ones only with ``open_spiel.python.mfg.games``).

    :param pyspiel: the ``pyspiel`` module, or anything with its ``registered_names()``.
    """
    return tuple(
        sorted(
            name
            for name in pyspiel.registered_names()
            if name.startswith("python_") and "mfg" not in name
        )
    )


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


class _Unplayable(Exception):
    """A yardstick game that cannot be played; the message says why."""


class _OpenSpielPlayouts:
    """Random playouts of one OpenSpiel game: chance by its outcome odds, moves uniform.

    A step is one node: a chance outcome drawn by its odds, one player's uniform choice, or
    at a simultaneous node one uniform choice per player applied together. The game in
    progress carries over from batch to batch; starting a new one is not timed. A batch
    plays as many steps as the previous batches' pace fits in its time, so the clock is
    read only between games and at the batch's ends, as in our games' playouts.
    """

    def __init__(self, pyspiel: Any, name: str, seed: int) -> None:
        self.name = name
        try:
            self.game = pyspiel.load_game(name)
            dynamics = self.game.get_type().dynamics
            self.players: int = self.game.num_players()
        except Exception as error:  # any failure skips the game, with its reason
            raise _Unplayable(f"cannot be loaded with its default parameters: {error}") from None
        kinds = pyspiel.GameType.Dynamics
        if dynamics == kinds.MEAN_FIELD:
            raise _Unplayable("a mean-field game: its states need a distribution, not moves")
        self.simultaneous = dynamics == kinds.SIMULTANEOUS
        self.invalid = pyspiel.INVALID_ACTION
        self.rng = Rng.from_seed(seed)
        self.state: Any = None
        self.pace = 0.0
        self.quota = 0
        self.steps = 0
        self.step_samples: list[float] = []
        self.failure = ""

    def trial(self, seconds: float) -> None:
        """Play one whole game untimed, and size the first batch by its pace.

        :raises _Unplayable: if it fails or takes longer than ``seconds``.
        """
        start = time.perf_counter()
        deadline = start + seconds
        count = 0
        try:
            self.state = self.game.new_initial_state()
            while not self.state.is_terminal():
                self.run_steps(1)
                count += 1
                if time.perf_counter() >= deadline:
                    raise _Unplayable(f"one random playout took more than {seconds:g} s")
            self.state = self.game.new_initial_state()
        except _Unplayable:
            raise
        except Exception as error:  # any failure skips the game, with its reason
            raise _Unplayable(f"a random playout failed: {type(error).__name__}: {error}") from None
        self.pace = (time.perf_counter() - start) / max(count, 1)

    def run_batch(self, seconds: float) -> None:
        if self.failure:
            return
        if not self.quota:
            self.quota = max(1, int(seconds / self.pace))
        start = time.perf_counter()
        try:
            spent = self.run_steps(self.quota)
        except Exception as error:  # any failure skips the game, with its reason
            self.failure = f"failed during the run: {type(error).__name__}: {error}"
            return
        elapsed = time.perf_counter() - start
        self.step_samples.append(spent / self.quota)
        self.steps += self.quota
        self.quota = max(1, min(1_000_000, round(self.quota * seconds / max(elapsed, 1e-9))))

    def run_steps(self, count: int) -> float:
        """Play ``count`` steps, starting new games as needed; the seconds they took, the
        starting of new games left out."""
        game, state, rng = self.game, self.state, self.rng
        simultaneous, players, invalid = self.simultaneous, range(self.players), self.invalid
        clock = time.perf_counter
        spent = 0.0
        start = clock()
        for _ in range(count):
            if state.is_terminal():
                now = clock()
                spent += now - start
                state = game.new_initial_state()
                start = clock()
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
                state.apply_action(action)
            elif simultaneous and state.is_simultaneous_node():
                actions = []
                for player in players:
                    legal = state.legal_actions(player)
                    if legal:
                        pick, rng = randbelow(rng, len(legal))
                        actions.append(legal[pick])
                    else:
                        actions.append(invalid)
                state.apply_actions(actions)
            else:
                legal = state.legal_actions()
                pick, rng = randbelow(rng, len(legal))
                state.apply_action(legal[pick])
        spent += clock() - start
        self.state, self.rng = state, rng
        return spent


class _ChessPlayouts:
    """Random playouts of chess with python-chess.

    A step is one ply: ``list(board.legal_moves)``, a uniform choice among them with the
    library's generator, ``board.push(move)``, then ``board.is_game_over()`` (checkmate,
    stalemate, insufficient material, the seventy-five-move rule, fivefold repetition).
    Once a game is over a new ``chess.Board()`` is set up, untimed. The game in progress
    carries over from batch to batch, and batches are sized as OpenSpiel's are.
    """

    def __init__(self, chess: Any, seed: int) -> None:
        self.new_board: Callable[[], Any] = chess.Board
        self.board = self.new_board()
        self.rng = Rng.from_seed(seed ^ 0xC4E55)
        self.pace = 0.0
        self.quota = 0
        self.steps = 0
        self.step_samples: list[float] = []

    def trial(self, plies: int) -> None:
        """Play ``plies`` untimed steps, to warm up and size the first batch by their pace."""
        start = time.perf_counter()
        self.run_steps(plies)
        self.pace = (time.perf_counter() - start) / plies

    def run_batch(self, seconds: float) -> None:
        if not self.quota:
            self.quota = max(1, int(seconds / self.pace))
        start = time.perf_counter()
        spent = self.run_steps(self.quota)
        elapsed = time.perf_counter() - start
        self.step_samples.append(spent / self.quota)
        self.steps += self.quota
        self.quota = max(1, min(1_000_000, round(self.quota * seconds / max(elapsed, 1e-9))))

    def run_steps(self, count: int) -> float:
        """Play ``count`` plies, setting up new boards as needed; the seconds they took, the
        set-up left out."""
        board, rng, new_board = self.board, self.rng, self.new_board
        clock = time.perf_counter
        spent = 0.0
        start = clock()
        for _ in range(count):
            moves = list(board.legal_moves)
            pick, rng = randbelow(rng, len(moves))
            board.push(moves[pick])
            if board.is_game_over():
                now = clock()
                spent += now - start
                board = new_board()
                start = clock()
        spent += clock() - start
        self.board, self.rng = board, rng
        return spent


def _version(distribution: str) -> str:
    """The installed version of ``distribution``, or ``""``."""
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return ""


def _load_openspiel() -> tuple[Any, str]:
    """The ``pyspiel`` module with OpenSpiel's Python games registered, or why not; and a
    note when its pokerkit games could not be registered."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        games = importlib.import_module("open_spiel.python.games")
    except ImportError as error:
        return None, (
            f"not installed ({error}); pip install 'frontier-games[bench]' to compare against it"
        )
    if getattr(games, "pokerkit_wrapper", "") is None:  # OpenSpiel's import of it failed
        return pyspiel, (
            "OpenSpiel's pokerkit games are not registered, as pokerkit is not installed, "
            "so the median is of fewer games (pip install 'frontier-games[bench]')"
        )
    return pyspiel, ""


def _load_chess() -> tuple[Any, str]:
    """The ``chess`` module (python-chess), or why not."""
    try:
        chess = importlib.import_module("chess")
    except ImportError as error:
        return None, (
            f"not installed ({error}); pip install 'frontier-games[bench]' to compare against it"
        )
    return chess, ""


def _openspiel_subjects(
    pyspiel: Any, names: Sequence[str] | None, seed: int
) -> tuple[list[_OpenSpielPlayouts], list[SkippedGame], str]:
    """The OpenSpiel games to time, each loaded and played once; those skipped, and why;
    and a note when discovery failed and :data:`OPENSPIEL_FALLBACK_GAMES` stood in.

    :param names: the games to try; by default those :func:`openspiel_python_games` finds.
    """
    note = ""
    if names is None:
        try:
            names = openspiel_python_games(pyspiel)
        except Exception as error:  # any failure falls back, with its reason
            names = ()
            note = f"discovery failed ({type(error).__name__}: {error})"
        else:
            if not names:
                note = "discovery found no python_ game"
        if not names:
            names = OPENSPIEL_FALLBACK_GAMES
            note += "; measured the fallback list OPENSPIEL_FALLBACK_GAMES instead"
    subjects, skipped = [], []
    for name in names:
        try:
            subject = _OpenSpielPlayouts(pyspiel, name, seed)
            subject.trial(_TRIAL_SECONDS)
        except _Unplayable as error:
            skipped.append(SkippedGame(name, str(error)))
        else:
            subjects.append(subject)
    return subjects, skipped, note


@contextlib.contextmanager
def _quiet_absl() -> Iterator[None]:
    """Silence the warnings OpenSpiel's games log through absl (the pokerkit wrappers log
    one per state) while the yardsticks run."""
    logger = logging.getLogger("absl")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


# --- the run ----------------------------------------------------------------------------------


def run_benchmark(
    games: Sequence[Game[Any, Any, Any, Any]] | None = None,
    seconds: float = 3.0,
    *,
    players: int | None = None,
    openspiel: bool = True,
    chess: bool = True,
    openspiel_games: Sequence[str] | None = None,
    seed: int = 0,
) -> BenchReport:
    """Measure ``games`` (by default every registered game) beside the yardsticks.

    Loading the yardsticks and their untimed first playouts come before the budget.

    :param seconds: the whole run's time budget, shared by all subjects; every subject
        gets at least one batch however small the budget.
    :param players: the seat count for every game; by default :func:`default_players`.
    :param openspiel: measure OpenSpiel's Python games when they are installed.
    :param chess: measure python-chess when it is installed.
    :param openspiel_games: the OpenSpiel games to measure; by default every Python game
        :func:`openspiel_python_games` finds.
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
    with _quiet_absl():
        pyspiel, os_note = _load_openspiel() if openspiel else (None, "not asked for")
        yardsticks: list[_OpenSpielPlayouts] = []
        skipped: list[SkippedGame] = []
        if pyspiel is not None:
            yardsticks, skipped, found_note = _openspiel_subjects(pyspiel, openspiel_games, seed)
            os_note = "; ".join(filter(None, (found_note, os_note)))
        chess_module, chess_note = _load_chess() if chess else (None, "not asked for")
        board: _ChessPlayouts | None = None
        if chess_module is not None:
            board = _ChessPlayouts(chess_module, seed)
            board.trial(_CHESS_TRIAL_PLIES)
        batches: list[Callable[[float], None]] = [floor.run_batch]
        batches += [subject.run_batch for subject in yardsticks]
        batches += [board.run_batch] if board is not None else []
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
    measured = []
    for subject in yardsticks:
        if subject.failure or not subject.step_samples:
            skipped.append(SkippedGame(subject.name, subject.failure or "no step was timed"))
        else:
            step_us = statistics.median(subject.step_samples) * 1e6
            measured.append(OpenSpielFigures(subject.name, step_us, subject.steps))
    os_median = statistics.median(m.step_us for m in measured) if measured else None
    if pyspiel is not None and not measured:
        os_note = "; ".join(filter(None, (os_note, "no OpenSpiel Python game could be played")))
    chess_us = statistics.median(board.step_samples) * 1e6 if board is not None else None
    figures = []
    for played, timed in zip(playouts, calls, strict=True):
        step_us = statistics.median(played.step_samples) * 1e6 if played.step_samples else 0.0
        os_ratio = None if os_median is None else step_us / os_median
        chess_ratio = None if chess_us is None else step_us / chess_us
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
                openspiel_ratio=os_ratio,
                chess_ratio=chess_ratio,
                meets_openspiel_target=None if os_ratio is None else os_ratio <= OPENSPIEL_TARGET,
                meets_chess_target=None if chess_ratio is None else chess_ratio <= CHESS_TARGET,
                targeted=played.game.name in TARGET_GAMES,
            )
        )
    return BenchReport(
        seconds=seconds,
        floor_us=floor_us,
        openspiel=tuple(measured),
        openspiel_skipped=tuple(skipped),
        openspiel_median_us=os_median,
        openspiel_note=os_note,
        openspiel_version=_version("open-spiel") if pyspiel is not None else "",
        chess_us=chess_us,
        chess_note=chess_note,
        chess_version=_version("chess") if board is not None else "",
        games=tuple(figures),
    )


def _verdict(ratio: float | None, meets: bool | None, unmeasured: str = "-") -> str:
    """``0.85 met``, ``1.20 MISSED``, or ``unmeasured``."""
    if ratio is None:
        return unmeasured
    return f"{ratio:.2f} {'met' if meets else 'MISSED'}"


def format_report(report: BenchReport) -> str:
    """The report as plain text: the yardsticks, a table of the games, the targets."""
    lines = [
        f"frontier_games benchmark: {report.seconds:g} s, subjects measured in interleaved "
        "batches (medians over batches)",
        "",
        f"{'reference floor (frozen attrs class, 8 fields + a tuple):':<62} "
        f"{report.floor_us:9.3f} µs/step",
    ]
    if report.chess_us is not None:
        chess = f"python-chess {report.chess_version} (legal moves, choose, push, is_game_over):"
        lines.append(f"{chess:<62} {report.chess_us:9.3f} µs/step")
    else:
        lines.append(f"python-chess: {report.chess_note}")
    if report.openspiel:
        lines.append(
            f"OpenSpiel {report.openspiel_version} Python games (every registered python_* "
            "game but the mean-field ones), random-playout step:"
        )
        for figures in report.openspiel:
            lines.append(
                f"  {figures.game:<36} {figures.step_us:9.3f} µs/step  ({figures.steps} steps)"
            )
        assert report.openspiel_median_us is not None
        lines.append(f"  {'median':<36} {report.openspiel_median_us:9.3f} µs/step")
        if report.openspiel_note:
            lines.append(f"  note: {report.openspiel_note}")
    else:
        lines.append(f"OpenSpiel: {report.openspiel_note}")
    for skip in report.openspiel_skipped:
        lines.append(f"  skipped {skip.game}: {skip.reason}")
    lines.append("")
    if not report.games:
        lines.append("no game is registered yet: only the yardsticks above were measured.")
        return "\n".join(lines)
    os_column = f"/OpenSpiel ≤{report.openspiel_target:.2f}"
    chess_column = f"/chess ≤{report.chess_target:.2f}"
    header = (
        f"{'game':<19} {'seats':>5} {'step µs':>9} {'apply µs':>9} {'legal µs':>9} "
        f"{'playouts/s':>11} {'actions/s':>11} {'/floor':>7}  {os_column:<17} {chess_column}"
    )
    lines += [header, "-" * len(header)]
    for g in report.games:
        name = g.game + ("*" if g.targeted else "")
        lines.append(
            f"{name:<19} {g.players:>5} {g.step_us:>9.2f} {g.apply_us:>9.2f} "
            f"{g.legal_actions_us:>9.2f} {g.playouts_per_second:>11.1f} "
            f"{g.actions_per_second:>11.0f} {g.floor_ratio:>7.1f}  "
            f"{_verdict(g.openspiel_ratio, g.meets_openspiel_target):<17} "
            f"{_verdict(g.chess_ratio, g.meets_chess_target)}"
        )
    lines.append("")
    targeted = ", ".join(report.target_games)
    lines.append(f"targets, set now for the games marked * ({targeted}): a random-playout step of")
    if report.openspiel_median_us is None:
        limit = "not measured in this run"
    else:
        limit = f"≤ {report.openspiel_target * report.openspiel_median_us:.2f} µs here"
    lines.append(
        f"  at most {report.openspiel_target:.2f} times the OpenSpiel-Python median ({limit}),"
    )
    if report.chess_us is None:
        limit = "not measured in this run"
    else:
        limit = f"≤ {report.chess_target * report.chess_us:.2f} µs here"
    lines.append(f"  and at most {report.chess_target:.2f} times a python-chess step ({limit}).")
    for g in report.games:
        if g.targeted:
            lines.append(
                f"  {g.game}: "
                f"{_verdict(g.openspiel_ratio, g.meets_openspiel_target, 'not measured')} "
                f"against OpenSpiel, "
                f"{_verdict(g.chess_ratio, g.meets_chess_target, 'not measured')} "
                "against python-chess"
            )
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
        "--no-chess", action="store_true", help="skip python-chess even when it is installed"
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
            chess=not getattr(arguments, "no_chess", False),
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
        description="How fast the games play, beside a floor, OpenSpiel's Python games and "
        "python-chess.",
    )
    add_arguments(parser, default_seconds=10.0)
    return run_from_arguments(parser.parse_args(argv), sys.stdout, sys.stderr)
