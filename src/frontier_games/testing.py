"""The conformance battery: checks that any :class:`~frontier_games.core.Game` keeps the contract.

Every game in this library runs it in its tests, and a third party writing a new game can
run it too. :func:`check_game` plays many seeded random playouts for every allowed player
count and checks, on the way:

#. **legal-action-applies**: every legal action of every seat that may act applies without
   raising (a bounded random sample when a seat has very many);
#. **no-mutation**: ``apply`` never changes its input, whether it succeeds or refuses;
#. **wrong-seat**: a legal action re-addressed to a seat that may not act (or to a seat
   that does not exist, ``-1`` or ``players``) raises
   :class:`~frontier_games.core.IllegalActionError`;
#. **out-of-position**: an action seen in some other position, and not legal here, raises
   :class:`~frontier_games.core.IllegalActionError`;
#. **actors**: ``actors`` is empty exactly when ``is_over``; it holds only real seats; each of
   them has legal actions, each addressed to that seat, without repeats; every other seat
   has none, and so have the non-seats ``-1`` and ``players`` (``legal_actions`` returns
   ``()`` for them rather than raising);
#. **length**: every playout ends within ``max_actions(players, options)`` actions;
#. **json-round-trip**: every state, action, view and options object comes back equal from
   its JSON (``from_json(to_json(x), type) == x``), and gives the same text again;
#. **record-replay**: the playout's :class:`~frontier_games.record.GameRecord` round-trips
   through JSON, and :func:`~frontier_games.record.replay` gives the same states;
#. **same-seed**: ``new_game`` with the same seed gives the same state, and the same
   playout seed gives the same playout;
#. **determinize**: ``view(determinize(view(s, p), k), p) == view(s, p)`` for every seat and
   the spectator, for a few ``k``; a determinized state has the same ``actors``, and the same
   legal actions for the viewing seat (a seat's choices must follow from what it sees);
#. **outcome**: ``outcome`` raises :class:`~frontier_games.core.GameNotOverError` before the
   end, and at the end gives one score and one rank per seat, ranks from 1, and winners
   exactly the seats ranked 1;
#. **determinism**: ``legal_actions``, ``view`` and ``apply`` give equal results when called
   twice, and ``apply`` on a JSON-rebuilt copy of the state gives the same result;
#. **render**: ``render`` gives a non-empty string for every view;
#. **setup**: ``new_game`` refuses player counts outside ``[min_players, max_players]`` with
   :class:`~frontier_games.core.SetupError`, and ``options=None`` means ``options_type()``;
#. **timing**: ``timing`` is ``OVER`` exactly when the game is over, ``TURN`` exactly when
   one seat may act, ``SEALED`` or ``RACE`` when several may; at a ``SEALED`` state the
   pending seats' actions give the same state in every order tried;
#. **describe**: the descriptions of a seat's legal actions are non-empty and all
   different, and :func:`~frontier_games.parse_action` reads each back;
#. **narrate**: every seat and the spectator are told lines of text about each action, and
   told alike in every determinization of their view that the action leaves looking the
   same to them (a narration that reveals hidden information differs there);
#. **codec**: the action space's size depends only on the players and options; every
   legal action encodes into ``range(size)``, a seat's all differently, ``decode`` gives
   it back from any integer-like index, and ``mask`` marks exactly the legal ones;
#. **features**: every view's features are ``feature_size(players, options)`` finite
   floats, equal for the view of a determinization;
#. **copy**: ``copy.copy`` and ``copy.deepcopy`` of a state, a view, an action or the
   options return the value itself.

Usage, in a game's tests::

    from frontier_games.games import get_game
    from frontier_games.testing import check_game

    def test_apache_keeps_the_game_contract() -> None:
        report = check_game(get_game("apache"))  # 20 playouts per allowed player count
        print(report)  # what was checked, and how long it took

    # A third-party game, with an option on: fewer playouts, but every state checked deeply.
    def test_my_game_keeps_the_contract_with_its_variant() -> None:
        check_game(MY_GAME, players=(2, 3), options=MyOptions(variant=True),
                   playouts=5, deep_states=None)

The first broken check raises :class:`ConformanceError` (an :class:`AssertionError`, so
pytest shows it as a failure) naming the check, the player count, the playout seed and the
step (the number of actions applied before the state in question), with what differed; its
``record`` attribute holds the game up to that state, to replay or attach to a bug report.
On success :func:`check_game` returns a :class:`ConformanceReport`.

What the battery can and cannot see: it only calls the game's public functions. A view that
leaks hidden information is caught when :meth:`~frontier_games.core.Game.determinize`
rebuilds the hidden parts from what the rules make public (as it should): the leaked field
then differs between the view and the view of a determinization. A ``determinize`` that
simply copies the leaked field back hides the leak from any outside check.
"""

from __future__ import annotations

import copy
import enum
import json
import math
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn, TypeVar

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import (
    ActionParseError,
    Game,
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    Timing,
    _reduce_error,
)
from frontier_games.record import GameRecord, replay
from frontier_games.rng import Rng, choice, randbelow, sample, split
from frontier_games.serialization import from_json, to_json
from frontier_games.text import normalize, parse_action

__all__ = ["Check", "ConformanceError", "ConformanceReport", "check_game"]

T = TypeVar("T")

_POOL_SIZE = 512
"""How many actions seen in earlier positions are kept for the out-of-position check."""

_SHORT = 300
"""How many characters of a value an error message shows."""


class Check(enum.Enum):
    """The battery's checks; a :class:`ConformanceError` names the one that failed."""

    LEGAL_ACTION_APPLIES = "legal-action-applies"
    NO_MUTATION = "no-mutation"
    WRONG_SEAT = "wrong-seat"
    OUT_OF_POSITION = "out-of-position"
    ACTORS = "actors"
    LENGTH = "length"
    JSON_ROUND_TRIP = "json-round-trip"
    RECORD_REPLAY = "record-replay"
    SAME_SEED = "same-seed"
    DETERMINIZE = "determinize"
    OUTCOME = "outcome"
    DETERMINISM = "determinism"
    RENDER = "render"
    SETUP = "setup"
    TIMING = "timing"
    DESCRIBE = "describe"
    NARRATE = "narrate"
    CODEC = "codec"
    FEATURES = "features"
    COPY = "copy"


class ConformanceError(AssertionError):
    """A game broke the contract; the message says where and how.

    :ivar check: the :class:`Check` that failed.
    :ivar game: the game's name.
    :ivar players: the player count of the failing playout (``None`` outside playouts).
    :ivar seed: the playout seed: the seed given to ``new_game`` and to the random choices.
    :ivar step: how many actions had been applied before the failing state (``None`` when
        the failure concerns the whole playout).
    :ivar detail: what went wrong.
    :ivar record: the playout up to the failing state, when there is one; ``replay(record,
        game)[-1]`` rebuilds that state (if the game's replay works at all).
    """

    def __init__(
        self,
        check: Check,
        detail: str,
        *,
        game: str,
        players: int | None = None,
        seed: int | None = None,
        step: int | None = None,
        record: GameRecord | None = None,
    ):
        where = [game]
        if players is not None:
            where.append(f"{players} players")
        if seed is not None:
            where.append(f"playout seed {seed}")
        if step is not None:
            where.append(f"step {step}")
        super().__init__(f"[{check.value}] {', '.join(where)}: {detail}")
        self.check = check
        self.game = game
        self.players = players
        self.seed = seed
        self.step = step
        self.detail = detail
        self.record = record

    __reduce__ = _reduce_error


@attrs.frozen
class ConformanceReport:
    """What :func:`check_game` checked, when every check passed.

    :ivar game: the game's name.
    :ivar player_counts: the player counts played.
    :ivar playouts: how many playouts were played (for all counts together).
    :ivar states: how many states the playouts went through, set-ups and ends included.
    :ivar deep_states: how many of them had the expensive per-state checks.
    :ivar actions: how many actions the playouts applied.
    :ivar legal_actions_tried: legal actions applied besides the playouts' own (check 1).
    :ivar illegal_actions_refused: wrong-seat and out-of-position actions refused (checks 3, 4).
    :ivar views: views checked (JSON, render, determinize).
    :ivar determinizations: determinized states checked.
    :ivar longest_playout: the most actions any playout took.
    :ivar seconds: the wall-clock time taken (not part of equality).
    """

    game: str
    player_counts: tuple[int, ...]
    playouts: int
    states: int
    deep_states: int
    actions: int
    legal_actions_tried: int
    illegal_actions_refused: int
    views: int
    determinizations: int
    longest_playout: int
    seconds: float = attrs.field(eq=False)

    def __str__(self) -> str:
        counts = ", ".join(map(str, self.player_counts))
        return (
            f"{self.game} ({counts} players): {self.playouts} playouts, {self.states} states "
            f"({self.deep_states} deep), {self.actions} actions (longest "
            f"{self.longest_playout}), {self.legal_actions_tried} more legal and "
            f"{self.illegal_actions_refused} illegal actions tried, {self.views} views, "
            f"{self.determinizations} determinizations in {self.seconds:.2f}s"
        )


def check_game(
    game: Game[Any, Any, Any, Any],
    players: int | Iterable[int] | None = None,
    *,
    playouts: int = 20,
    seed: int = 0,
    options: Any = None,
    deep_states: int | None = 25,
    actions_per_state: int | None = 32,
    illegal_per_state: int = 8,
    determinizations: int = 2,
) -> ConformanceReport:
    """Play seeded random playouts of ``game`` and check that it keeps the game contract.

    For each player count, playout ``i`` uses the seed ``seed + i`` for ``new_game`` and for
    the random choices (drawn from :mod:`frontier_games.rng`). When several seats may act,
    the acting seat is drawn at random, as the order of arrival is in the real runner.

    Along every playout, at every state (cheap checks):

    * **actors**: ``actors(s)`` is empty exactly when ``is_over(s)``, holds only seats
      ``0 .. players - 1``; each of them has legal actions (a tuple, without repeats, each
      with ``player`` set to that seat); every other seat has none;
    * **determinism**: ``legal_actions(s, p)`` twice gives the same tuple; the chosen action
      applied twice gives equal states;
    * **legal-action-applies** and **no-mutation** for the chosen action (the state's JSON
      text is the same before and after);
    * **outcome**: before the end ``outcome(s)`` raises ``GameNotOverError``;
    * **length**: the game is over after at most ``max_actions(players, options)`` actions;
    * **timing**: ``OVER`` exactly at the end, ``TURN`` exactly with one actor, ``SEALED``
      or ``RACE`` with several.

    At the playout's end: **outcome** (one score and rank per seat, ranks from 1, winners
    exactly the seats ranked 1, the same outcome twice), **record-replay** (the
    ``GameRecord`` of the playout round-trips through JSON and replays to the same states)
    and **same-seed** (a second playout with the same seed takes the same actions through
    the same states).

    At ``deep_states`` states of each playout, drawn at random (always the first and the
    last), the expensive checks:

    * **actors** for non-seats: ``legal_actions(s, -1)`` and ``legal_actions(s, players)``
      return ``()`` (not raise);
    * **json-round-trip** of the state, of every tried action (as ``game.action_type``) and
      of every view (as ``game.view_type``);
    * **legal-action-applies** and **no-mutation** for up to ``actions_per_state`` legal
      actions of every seat that may act; **determinism** of the chosen action applied to a
      JSON-rebuilt copy of the state;
    * **wrong-seat**: a legal action of each acting seat, re-addressed with
      ``attrs.evolve(action, player=q)`` to each seat ``q`` that may not act, and to the
      non-seats ``-1`` and ``players``, raises ``IllegalActionError`` (re-addressed to
      another acting seat that may not take it: **out-of-position**), leaving the state as
      it was;
    * **out-of-position**: up to ``illegal_per_state`` actions seen legal in other positions
      (of any playout with this player count), not legal here, raise ``IllegalActionError``
      and leave the state as it was;
    * for each seat's view and the spectator's (``view(s, None)``): **determinism** (two calls
      agree), **json-round-trip**, **render** (a non-empty ``str``) and **determinize**:
      for ``determinizations`` seeds ``k``, ``d = determinize(v, k)`` has
      ``view(d, p) == v``, ``actors(d) == actors(s)`` and, for a seat,
      ``legal_actions(d, p) == legal_actions(s, p)``; **features** of the view (length,
      finite floats) equal those of ``view(d, p)``;
    * **copy** of the state, the views, an action of each actor and the options;
    * **describe** of every acting seat's legal actions (non-empty, all different) and
      ``parse_action`` of a sample of them; **codec** of them (in range, injective,
      ``decode`` back, the mask);
    * **narrate** of the chosen action for every seat and the spectator, compared with
      the narrations of determinizations and of other actions the seat cannot tell apart;
    * **timing** at a ``SEALED`` state: several orders of the pending seats' actions give
      the same state.

    Once per player count: **codec** and **features** (``codec(players, options)`` and
    ``feature_size(players, options)`` give the same size twice).

    Once per call: **setup** (``new_game`` raises ``SetupError`` for ``0``,
    ``min_players - 1`` and ``max_players + 1`` players; ``new_game(n, seed, None) ==
    new_game(n, seed, options_type())``) and **json-round-trip** of the options.

    :param game: the game to check.
    :param players: a player count or several; by default every allowed count.
    :param playouts: playouts per player count.
    :param seed: the first playout seed.
    :param options: the game's options (``None``: the rulebook defaults).
    :param deep_states: how many states per playout get the expensive checks; ``None``:
        every state.
    :param actions_per_state: how many legal actions per acting seat a deep state tries;
        ``None``: all of them.
    :param illegal_per_state: how many out-of-position actions a deep state tries.
    :param determinizations: how many determinization seeds each view is checked with.
    :returns: counts of what was checked.
    :raises ConformanceError: at the first failed check (an :class:`AssertionError`).
    :raises ValueError: if a requested player count is outside the game's range, if
        ``players`` is empty, or if a numeric parameter is negative.
    """
    started = time.perf_counter()
    counts = _player_counts(game, players)
    for name, value in (
        ("playouts", playouts),
        ("deep_states", deep_states),
        ("actions_per_state", actions_per_state),
        ("illegal_per_state", illegal_per_state),
        ("determinizations", determinizations),
    ):
        if value is not None and value < 0:
            raise ValueError(f"{name} must not be negative, got {value}")
    battery = _Battery(
        game,
        options,
        deep_states=deep_states,
        actions_per_state=actions_per_state,
        illegal_per_state=illegal_per_state,
        determinizations=determinizations,
    )
    battery.check_setup(counts, seed)
    for count in counts:
        limit = battery.check_max_actions(count)
        check_spaces(battery, count)
        for index in range(playouts):
            battery.check_playout(count, seed + index, limit)
    return battery.report(counts, time.perf_counter() - started)


def _player_counts(
    game: Game[Any, Any, Any, Any], players: int | Iterable[int] | None
) -> tuple[int, ...]:
    allowed = range(game.min_players, game.max_players + 1)
    if players is None:
        return tuple(allowed)
    counts = (players,) if isinstance(players, int) else tuple(players)
    if not counts:
        raise ValueError("players names no player count to check (give one, several or None)")
    for count in counts:
        if count not in allowed:
            raise ValueError(
                f"{game.name} is played by {game.min_players} to {game.max_players} players, "
                f"cannot check {count}"
            )
    return counts


@attrs.define
class _Where:
    """The playout being checked, for error messages."""

    players: int | None = None
    seed: int | None = None
    step: int | None = None
    actions: list[Any] = attrs.Factory(list)


@attrs.define
class _Pool:
    """Actions seen legal somewhere, kept for the out-of-position check."""

    actions: list[Any] = attrs.Factory(list)
    seen: set[Any] = attrs.Factory(set)

    def add(self, action: Any, rng: Rng) -> Rng:
        if action in self.seen:
            return rng
        if len(self.actions) < _POOL_SIZE:
            self.actions.append(action)
        else:
            index, rng = randbelow(rng, _POOL_SIZE)
            self.seen.discard(self.actions[index])
            self.actions[index] = action
        self.seen.add(action)
        return rng


@attrs.define
class _Counts:
    playouts: int = 0
    states: int = 0
    deep_states: int = 0
    actions: int = 0
    legal_actions_tried: int = 0
    illegal_actions_refused: int = 0
    views: int = 0
    determinizations: int = 0
    longest_playout: int = 0


class _Battery:
    """The checks, with the playout being checked kept for messages."""

    def __init__(
        self,
        game: Game[Any, Any, Any, Any],
        options: Any,
        *,
        deep_states: int | None,
        actions_per_state: int | None,
        illegal_per_state: int,
        determinizations: int,
    ):
        self.game = game
        self.options = options
        self.deep_states = deep_states
        self.actions_per_state = actions_per_state
        self.illegal_per_state = illegal_per_state
        self.determinizations = determinizations
        self.where = _Where()
        self.pools: dict[int, _Pool] = {}
        self.counts = _Counts()
        self.codecs: dict[int, ActionCodec[Any]] = {}
        self.feature_sizes: dict[int, int] = {}

    # -- reporting ---------------------------------------------------------------------

    def fail(self, check: Check, detail: str, cause: BaseException | None = None) -> NoReturn:
        where = self.where
        record = None
        if where.players is not None and where.seed is not None:
            actions = where.actions if where.step is None else where.actions[: where.step]
            try:
                record = GameRecord.of(self.game, where.players, where.seed, actions, self.options)
            except Exception:  # a game whose actions do not serialize gets no record
                record = None
        raise ConformanceError(
            check,
            detail,
            game=self.game.name,
            players=where.players,
            seed=where.seed,
            step=where.step,
            record=record,
        ) from cause

    def call(
        self, check: Check, what: str, function: Callable[..., T], *args: Any, **kwargs: Any
    ) -> T:
        """``function(*args, **kwargs)``; an exception from it fails ``check``, naming ``what``."""
        try:
            return function(*args, **kwargs)
        except ConformanceError:
            raise
        except Exception as error:
            self.fail(check, f"{what} raised {_error(error)}", error)

    def new_game(self, check: Check, players: int, seed: int, options: Any) -> Any:
        """``new_game`` called by keyword, as the contract names its parameters (a game may
        make ``options`` keyword-only); an exception from it fails ``check``."""
        return self.call(
            check,
            f"new_game(players={players}, seed={seed}, options=...)",
            self.game.new_game,
            players=players,
            seed=seed,
            options=options,
        )

    def report(self, counts: tuple[int, ...], seconds: float) -> ConformanceReport:
        c = self.counts
        return ConformanceReport(
            game=self.game.name,
            player_counts=counts,
            playouts=c.playouts,
            states=c.states,
            deep_states=c.deep_states,
            actions=c.actions,
            legal_actions_tried=c.legal_actions_tried,
            illegal_actions_refused=c.illegal_actions_refused,
            views=c.views,
            determinizations=c.determinizations,
            longest_playout=c.longest_playout,
            seconds=seconds,
        )

    # -- once per call -----------------------------------------------------------------

    def check_setup(self, counts: Sequence[int], seed: int) -> None:
        game = self.game
        self.where = _Where()
        for bad in sorted({0, game.min_players - 1, game.max_players + 1}):
            try:
                game.new_game(players=bad, seed=seed, options=self.options)
            except SetupError:
                continue
            except Exception as error:
                self.fail(
                    Check.SETUP,
                    f"new_game(players={bad}, ...) raised {_error(error)} instead of SetupError "
                    f"(the game is for {game.min_players} to {game.max_players} players)",
                    error,
                )
            self.fail(
                Check.SETUP,
                f"new_game(players={bad}, ...) was accepted, but the game is for "
                f"{game.min_players} to {game.max_players} players (expected SetupError)",
            )
        defaults = self.call(Check.SETUP, "options_type()", game.options_type)
        options = defaults if self.options is None else self.options
        self.round_trip(options, game.options_type, "the options")
        for count in counts:
            self.where = _Where(players=count, seed=seed)
            implied = self.new_game(Check.SETUP, count, seed, None)
            again = self.new_game(Check.SETUP, count, seed, None)
            if implied != again:
                self.fail(
                    Check.SAME_SEED,
                    "new_game with the same seed gave different states: "
                    + _difference(implied, again, ("first", "second")),
                )
            explicit = self.new_game(Check.SETUP, count, seed, defaults)
            if implied != explicit:
                self.fail(
                    Check.SETUP,
                    "new_game with options=None differs from new_game with options_type() "
                    "(None must mean the rulebook defaults): "
                    + _difference(implied, explicit, ("with None", "with options_type()")),
                )
        self.where = _Where()

    def check_max_actions(self, players: int) -> int:
        self.where = _Where(players=players)
        limit = self.call(
            Check.LENGTH,
            f"max_actions(players={players}, options=...)",
            self.game.max_actions,
            players=players,
            options=self.options,
        )
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            self.fail(Check.LENGTH, f"max_actions({players}, options) returned {limit!r}")
        return limit

    # -- one playout -------------------------------------------------------------------

    def check_playout(self, players: int, seed: int, limit: int) -> None:
        self.where = where = _Where(players=players, seed=seed, step=0)
        pool = self.pools.setdefault(players, _Pool())
        choice_rng, rest = split(Rng.from_seed(seed))
        check_rng, _ = split(rest)

        state = self.new_game(Check.SAME_SEED, players, seed, self.options)
        again = self.new_game(Check.SAME_SEED, players, seed, self.options)
        if state != again:
            self.fail(
                Check.SAME_SEED,
                "new_game with the same seed gave different states: "
                + _difference(state, again, ("first", "second")),
            )
        states = [state]
        while True:
            where.step = len(where.actions)
            actors, legal = self.check_actors(state, players)
            check_timing(self, state, actors)
            if not actors:
                break
            if where.step >= limit:
                self.fail(
                    Check.LENGTH,
                    f"the game is not over after max_actions({players}, options) = {limit} "
                    f"actions; seats {sorted(actors)} may still act",
                )
            self.check_not_over(state)
            action, choice_rng = _choose(choice_rng, actors, legal)
            for seat in sorted(actors):
                seen, check_rng = choice(check_rng, legal[seat])
                check_rng = pool.add(seen, check_rng)
            check_rng = pool.add(action, check_rng)
            state = self.apply_chosen(state, action)
            where.actions.append(action)
            states.append(state)

        self.check_outcome(state, players)

        steps_rng, check_rng = split(check_rng)
        steps = _deep_steps(len(states), self.deep_states, steps_rng)
        for step in steps:
            where.step = step
            chosen = where.actions[step] if step < len(where.actions) else None
            following = states[step + 1] if chosen is not None else None
            check_rng = self.check_deep(states[step], players, chosen, following, pool, check_rng)

        where.step = None
        self.check_record(players, seed, states)
        self.check_same_seed(players, seed, states)

        counts = self.counts
        counts.playouts += 1
        counts.states += len(states)
        counts.deep_states += len(steps)
        counts.actions += len(where.actions)
        counts.longest_playout = max(counts.longest_playout, len(where.actions))

    def check_actors(
        self, state: Any, players: int
    ) -> tuple[frozenset[int], dict[int, tuple[Any, ...]]]:
        """Check 5 and the determinism of ``legal_actions``; the actors and their actions."""
        game = self.game
        actors = self.call(Check.ACTORS, "actors(state)", game.actors, state)
        over = self.call(Check.ACTORS, "is_over(state)", game.is_over, state)
        if not isinstance(actors, frozenset):
            self.fail(Check.ACTORS, f"actors(state) returned {_short(actors)}, not a frozenset")
        if bool(actors) == bool(over):
            self.fail(
                Check.ACTORS,
                f"actors(state) is {sorted(actors)} while is_over(state) is {over} "
                "(actors must be empty exactly when the game is over)",
            )
        strangers = sorted(p for p in actors if not (isinstance(p, int) and 0 <= p < players))
        if strangers:
            self.fail(Check.ACTORS, f"actors(state) holds {strangers}, which are not seats")
        legal: dict[int, tuple[Any, ...]] = {}
        for seat in range(players):
            what = f"legal_actions(state, {seat})"
            first = self.call(Check.ACTORS, what, game.legal_actions, state, seat)
            second = self.call(Check.ACTORS, what, game.legal_actions, state, seat)
            if not isinstance(first, tuple):
                self.fail(Check.ACTORS, f"{what} returned {_short(first)}, not a tuple")
            if first != second:
                self.fail(
                    Check.DETERMINISM,
                    f"{what} gave {_short(first)}, then {_short(second)}",
                )
            if seat not in actors:
                if first:
                    self.fail(
                        Check.ACTORS,
                        f"{what} is {_short(first)}, but seat {seat} is not among the actors "
                        f"{sorted(actors)}",
                    )
                continue
            if not first:
                self.fail(Check.ACTORS, f"seat {seat} is an actor but {what} is empty")
            for action in first:
                if getattr(action, "player", None) != seat:
                    self.fail(Check.ACTORS, f"{what} holds {action!r}, which is not seat {seat}'s")
            try:
                distinct = len(set(first))
            except TypeError as error:
                self.fail(Check.ACTORS, f"{what} holds unhashable actions: {error}", error)
            if distinct != len(first):
                repeated = next(a for i, a in enumerate(first) if a in first[:i])
                self.fail(Check.ACTORS, f"{what} lists {repeated!r} more than once")
            legal[seat] = first
        return actors, legal

    def check_non_seats(self, state: Any, players: int) -> None:
        """Check 5 for seats that do not exist: they have no legal actions, and asking is
        no error (a user interface or bot may ask about any number)."""
        for other in (-1, players):
            what = f"legal_actions(state, {other})"
            result = self.call(Check.ACTORS, what, self.game.legal_actions, state, other)
            if not isinstance(result, tuple) or result:
                self.fail(
                    Check.ACTORS,
                    f"{what} is {_short(result)}, but {other} is not a seat of a "
                    f"{players}-player game (expected ())",
                )

    def check_not_over(self, state: Any) -> None:
        try:
            result = self.game.outcome(state)
        except GameNotOverError:
            return
        except Exception as error:
            self.fail(
                Check.OUTCOME,
                f"outcome(state) before the end raised {_error(error)} instead of GameNotOverError",
                error,
            )
        self.fail(
            Check.OUTCOME,
            f"outcome(state) before the end returned {_short(result)} instead of raising "
            "GameNotOverError",
        )

    def apply_chosen(self, state: Any, action: Any) -> Any:
        """Checks 1, 2 and 12 for the action the playout takes."""
        snapshot = self.snapshot(state)
        result = self.apply_legal(state, action)
        self.check_unchanged(state, snapshot, f"apply(state, {action!r})")
        again = self.apply_legal(state, action)
        if again != result:
            self.fail(
                Check.DETERMINISM,
                f"apply(state, {action!r}) twice gave different states: "
                + _difference(result, again, ("first", "second")),
            )
        return result

    def apply_legal(self, state: Any, action: Any) -> Any:
        try:
            return self.game.apply(state, action)
        except IllegalActionError as error:
            self.fail(
                Check.LEGAL_ACTION_APPLIES,
                f"apply refused {action!r}, which legal_actions lists: {error}",
                error,
            )
        except Exception as error:
            self.fail(
                Check.LEGAL_ACTION_APPLIES,
                f"apply(state, {action!r}) raised {_error(error)}",
                error,
            )

    def snapshot(self, state: Any) -> str:
        return self.call(Check.JSON_ROUND_TRIP, "to_json(state)", to_json, state)

    def check_unchanged(self, state: Any, snapshot: str, what: str) -> None:
        try:
            now = to_json(state)
        except Exception as error:
            self.fail(Check.NO_MUTATION, f"{what} left its input unserializable: {error}", error)
        if now != snapshot:
            self.fail(
                Check.NO_MUTATION,
                f"{what} changed its input state: "
                + _difference(json.loads(snapshot), json.loads(now), ("before", "after")),
            )

    def check_outcome(self, state: Any, players: int) -> None:
        result = self.call(Check.OUTCOME, "outcome(state) at the end", self.game.outcome, state)
        if not isinstance(result, Outcome):
            self.fail(Check.OUTCOME, f"outcome(state) returned {_short(result)}, not an Outcome")
        problems = []
        if len(result.scores) != players:
            problems.append(f"{len(result.scores)} scores for {players} seats")
        if len(result.ranks) != players:
            problems.append(f"{len(result.ranks)} ranks for {players} seats")
        elif not all(isinstance(r, int) and 1 <= r <= players for r in result.ranks):
            problems.append(f"ranks {result.ranks} are not all in 1..{players}")
        elif 1 not in result.ranks:
            problems.append(f"no seat is ranked 1 in {result.ranks}")
        else:
            first = frozenset(p for p, r in enumerate(result.ranks) if r == 1)
            if result.winners != first:
                problems.append(
                    f"winners {sorted(result.winners)} are not the seats ranked 1 {sorted(first)}"
                )
        if result.details and len(result.details) != players:
            problems.append(f"details for {len(result.details)} of {players} seats")
        if problems:
            self.fail(Check.OUTCOME, f"{result!r}: " + "; ".join(problems))
        again = self.call(Check.OUTCOME, "outcome(state)", self.game.outcome, state)
        if again != result:
            self.fail(Check.OUTCOME, f"outcome(state) gave {result!r}, then {again!r}")

    def check_record(self, players: int, seed: int, states: Sequence[Any]) -> None:
        game = self.game
        what = "GameRecord.of(...)"
        record = self.call(
            Check.RECORD_REPLAY,
            what,
            GameRecord.of,
            game,
            players,
            seed,
            self.where.actions,
            self.options,
        )
        text = self.call(Check.RECORD_REPLAY, "to_json(record)", to_json, record)
        loaded = self.call(Check.RECORD_REPLAY, "from_json(record)", from_json, text, GameRecord)
        if loaded != record:
            self.fail(
                Check.RECORD_REPLAY,
                "the record changes through JSON: "
                + _difference(record, loaded, ("original", "reloaded")),
            )
        replayed = self.call(Check.RECORD_REPLAY, "replay(record, game)", replay, loaded, game)
        if len(replayed) != len(states):
            self.fail(
                Check.RECORD_REPLAY,
                f"replay gave {len(replayed)} states for a playout of {len(states)}",
            )
        for step, (played, again) in enumerate(zip(states, replayed, strict=True)):
            if played != again:
                self.fail(
                    Check.RECORD_REPLAY,
                    f"the replayed state after {step} actions differs from the played one: "
                    + _difference(played, again, ("played", "replayed")),
                )

    def check_same_seed(self, players: int, seed: int, states: Sequence[Any]) -> None:
        game = self.game
        choice_rng, _ = split(Rng.from_seed(seed))
        state = self.new_game(Check.SAME_SEED, players, seed, self.options)
        for step, played in enumerate(states):
            if state != played:
                self.fail(
                    Check.SAME_SEED,
                    f"playing the same seed again, the state after {step} actions differs: "
                    + _difference(played, state, ("first playout", "second playout")),
                )
            if step == len(states) - 1:
                break
            actors = self.call(Check.SAME_SEED, "actors(state)", game.actors, state)
            legal = {
                seat: self.call(
                    Check.SAME_SEED, "legal_actions(...)", game.legal_actions, state, seat
                )
                for seat in sorted(actors)
            }
            action, choice_rng = _choose(choice_rng, actors, legal)
            if action != self.where.actions[step]:
                self.fail(
                    Check.SAME_SEED,
                    f"playing the same seed again, action {step} is {action!r}, "
                    f"not {self.where.actions[step]!r}",
                )
            state = self.call(Check.SAME_SEED, "apply(...)", game.apply, state, action)

    # -- one deep state ----------------------------------------------------------------

    def check_deep(
        self,
        state: Any,
        players: int,
        chosen: Any,
        following: Any,
        pool: _Pool,
        rng: Rng,
    ) -> Rng:
        game = self.game
        snapshot = self.round_trip(state, game.state_type, "the state")
        rebuilt = from_json(snapshot, game.state_type)
        actors, legal = self.check_actors(state, players)
        self.check_non_seats(state, players)

        for seat in [*range(players), None]:
            rng = self.check_view(state, seat, actors, legal, rng)
        check_copies(self, state, legal)
        rng = check_descriptions(self, state, legal, rng)
        check_codec(self, players, legal)
        if chosen is not None:
            rng = check_narration(self, state, players, chosen, following, legal, rng)
        rng = check_sealed_order(self, state, actors, legal, rng)

        for seat in sorted(actors):
            tried: Sequence[Any] = legal[seat]
            if self.actions_per_state is not None and len(tried) > self.actions_per_state:
                tried, rng = sample(rng, tried, self.actions_per_state)
            for action in tried:
                self.round_trip(action, game.action_type, f"the action {action!r}")
                self.apply_legal(state, action)
                self.check_still(state, rebuilt, f"apply(state, {action!r})")
                self.counts.legal_actions_tried += 1

        if chosen is not None:
            again = self.call(
                Check.DETERMINISM, f"apply(copy, {chosen!r})", game.apply, rebuilt, chosen
            )
            if again != following:
                self.fail(
                    Check.DETERMINISM,
                    f"apply({chosen!r}) on a JSON-rebuilt copy of the state gives another "
                    "state than on the state: "
                    + _difference(following, again, ("on the state", "on the copy")),
                )

        rng = self.check_wrong_seats(state, rebuilt, players, actors, legal, rng)
        rng = self.check_out_of_position(state, rebuilt, actors, legal, pool, rng)
        self.check_unchanged(state, snapshot, "the checks on this state")
        return rng

    def check_view(
        self,
        state: Any,
        seat: int | None,
        actors: frozenset[int],
        legal: dict[int, tuple[Any, ...]],
        rng: Rng,
    ) -> Rng:
        game = self.game
        what = f"view(state, {seat})"
        seen = self.call(Check.DETERMINISM, what, game.view, state, seat)
        again = self.call(Check.DETERMINISM, what, game.view, state, seat)
        if seen != again:
            self.fail(
                Check.DETERMINISM,
                f"{what} twice gave different views: "
                + _difference(seen, again, ("first", "second")),
            )
        self.round_trip(seen, game.view_type, what)
        observed = check_features(self, seen, what)
        picture = self.call(Check.RENDER, f"render({what})", game.render, seen)
        if not isinstance(picture, str) or not picture.strip():
            self.fail(Check.RENDER, f"render({what}) returned {picture!r}, not a non-empty str")
        self.counts.views += 1

        for _ in range(self.determinizations):
            k, rng = randbelow(rng, 1 << 31)
            guess = self.call(
                Check.DETERMINIZE, f"determinize({what}, {k})", game.determinize, seen, k
            )
            seen_again = self.call(
                Check.DETERMINIZE, f"view(determinize(...), {seat})", game.view, guess, seat
            )
            if seen_again != seen:
                self.fail(
                    Check.DETERMINIZE,
                    f"view(determinize({what}, {k}), {seat}) differs from {what}, so the view "
                    "holds something determinize cannot rebuild (hidden information leaking "
                    "into the view?) or determinize ignores part of the view: "
                    + _difference(seen, seen_again, ("view", "view of the determinization")),
                )
            if check_features(self, seen_again, f"view(determinize({what}, {k}))") != observed:
                self.fail(
                    Check.FEATURES,
                    f"features differ between {what} and the view of determinize({what}, {k})"
                    ": features must be a function of the view only",
                )
            guessed_actors = self.call(
                Check.DETERMINIZE, "actors(determinized)", game.actors, guess
            )
            if guessed_actors != actors:
                self.fail(
                    Check.DETERMINIZE,
                    f"determinize({what}, {k}) has actors {sorted(guessed_actors)}, the state "
                    f"{sorted(actors)}: who may act must follow from the view",
                )
            if seat is not None:
                guessed_legal = self.call(
                    Check.DETERMINIZE,
                    "legal_actions(determinized, seat)",
                    game.legal_actions,
                    guess,
                    seat,
                )
                if guessed_legal != legal.get(seat, ()):
                    self.fail(
                        Check.DETERMINIZE,
                        f"legal_actions(determinize({what}, {k}), {seat}) is "
                        f"{_short(guessed_legal)}, on the state {_short(legal.get(seat, ()))}: "
                        "a seat's legal actions must follow from its view",
                    )
            self.counts.determinizations += 1
        return rng

    def check_wrong_seats(
        self,
        state: Any,
        rebuilt: Any,
        players: int,
        actors: frozenset[int],
        legal: dict[int, tuple[Any, ...]],
        rng: Rng,
    ) -> Rng:
        for seat in sorted(actors):
            action, rng = choice(rng, legal[seat])
            if not attrs.has(type(action)):
                continue
            for other in (*range(players), -1, players):
                if other == seat:
                    continue
                try:
                    moved = attrs.evolve(action, player=other)
                except Exception:  # the action's own validators refuse that seat
                    continue
                if other in actors:
                    if moved in legal[other]:
                        continue
                    why = f"it is not among legal_actions(state, {other})"
                    check = Check.OUT_OF_POSITION
                else:
                    kind = "seat" if 0 <= other < players else "non-existent seat"
                    why = f"{kind} {other} may not act now (actors: {sorted(actors)})"
                    check = Check.WRONG_SEAT
                self.expect_refusal(state, rebuilt, moved, check, why)
        return rng

    def check_out_of_position(
        self,
        state: Any,
        rebuilt: Any,
        actors: frozenset[int],
        legal: dict[int, tuple[Any, ...]],
        pool: _Pool,
        rng: Rng,
    ) -> Rng:
        if not pool.actions or not self.illegal_per_state:
            return rng
        candidates = min(len(pool.actions), 4 * self.illegal_per_state)
        drawn, rng = sample(rng, pool.actions, candidates)
        tried = 0
        for action in drawn:
            if tried == self.illegal_per_state:
                break
            seat = getattr(action, "player", None)
            if isinstance(seat, int) and action in legal.get(seat, ()):
                continue
            tried += 1
            self.expect_refusal(
                state,
                rebuilt,
                action,
                Check.OUT_OF_POSITION,
                "it was legal in another position and is not among the legal actions here",
            )
        return rng

    def expect_refusal(self, state: Any, rebuilt: Any, action: Any, check: Check, why: str) -> None:
        try:
            result = self.game.apply(state, action)
        except IllegalActionError:
            self.check_still(state, rebuilt, f"refusing {action!r}")
            self.counts.illegal_actions_refused += 1
            return
        except Exception as error:
            self.fail(
                check,
                f"apply(state, {action!r}) raised {_error(error)} instead of "
                f"IllegalActionError; {why}",
                error,
            )
        self.fail(
            check, f"apply(state, {action!r}) was accepted, but {why} (gave {_short(result)})"
        )

    def check_still(self, state: Any, rebuilt: Any, what: str) -> None:
        if state != rebuilt:
            self.fail(
                Check.NO_MUTATION,
                f"{what} changed its input state: "
                + _difference(rebuilt, state, ("before", "after")),
            )

    def round_trip(self, value: Any, cls: Any, what: str) -> str:
        """Check 7 for one value; its JSON text."""
        text = self.call(Check.JSON_ROUND_TRIP, f"to_json({what})", to_json, value, cls)
        try:
            loaded = from_json(text, cls)
        except Exception as error:
            self.fail(
                Check.JSON_ROUND_TRIP,
                f"{what} does not load back from its JSON {_short(text)}: {_error(error)}",
                error,
            )
        if loaded != value:
            self.fail(
                Check.JSON_ROUND_TRIP,
                f"{what} changes through JSON: "
                + _difference(value, loaded, ("original", "reloaded")),
            )
        again = self.call(Check.JSON_ROUND_TRIP, f"to_json({what})", to_json, loaded, cls)
        if again != text:
            self.fail(
                Check.JSON_ROUND_TRIP,
                f"{what} and its reloaded copy give different JSON texts: "
                f"{_short(text)} vs {_short(again)}",
            )
        return text


# -- contract v2: what apps, bots, learners and language models need -----------------------
#
# Each check below is a function of its own, reading the battery only for its game, its
# options and its ``fail``/``call`` reporting.

_PARSED_PER_STATE = 4
"""How many of a seat's legal actions a deep state reads back from their descriptions."""
_SEALED_ORDERS = 4
"""How many arrival orders a deep SEALED state tries, besides the first."""


def check_spaces(battery: _Battery, players: int) -> None:
    """**codec** and **features** once per player count: the codec and the feature size
    depend only on the player count and the options."""
    game, options = battery.game, battery.options
    battery.where = _Where(players=players)
    codecs = [
        battery.call(
            Check.CODEC, f"codec(players={players}, options=...)", game.codec,
            players=players, options=options,
        )
        for _ in range(2)
    ]  # fmt: skip
    for codec in codecs:
        if not isinstance(codec, ActionCodec):
            battery.fail(Check.CODEC, f"codec(...) returned {_short(codec)}, not an ActionCodec")
    size = codecs[0].size
    if size < 1 or codecs[1].size != size or codecs[0].players != players:
        battery.fail(
            Check.CODEC,
            f"codec(players={players}) gave sizes {size} and {codecs[1].size} for "
            f"{codecs[0].players} seats: the size must be fixed by the players and options",
        )
    battery.codecs[players] = codecs[0]
    sizes = [
        battery.call(
            Check.FEATURES, f"feature_size(players={players}, options=...)", game.feature_size,
            players=players, options=options,
        )
        for _ in range(2)
    ]  # fmt: skip
    if type(sizes[0]) is not int or sizes[0] < 1 or sizes[1] != sizes[0]:
        battery.fail(
            Check.FEATURES,
            f"feature_size(players={players}) gave {sizes[0]!r}, then {sizes[1]!r}: "
            "expected the same positive int",
        )
    battery.feature_sizes[players] = sizes[0]


def check_timing(battery: _Battery, state: Any, actors: frozenset[int]) -> Timing:
    """**timing** at every state: ``OVER`` exactly at the end, ``TURN`` exactly when one
    seat may act, ``SEALED`` or ``RACE`` when several may."""
    timing = battery.call(Check.TIMING, "timing(state)", battery.game.timing, state)
    if not actors:
        expected: tuple[Timing, ...] = (Timing.OVER,)
    elif len(actors) == 1:
        expected = (Timing.TURN,)
    else:
        expected = (Timing.SEALED, Timing.RACE)
    if timing not in expected:
        names = " or ".join(member.name for member in expected)
        battery.fail(
            Check.TIMING,
            f"timing(state) is {timing!r} with actors {sorted(actors)}: expected {names}",
        )
    return timing


def check_copies(battery: _Battery, state: Any, legal: dict[int, tuple[Any, ...]]) -> None:
    """**copy**: ``copy.copy`` and ``copy.deepcopy`` of a frozen value return it."""
    game = battery.game
    views = [game.view(state, seat) for seat in (None, *legal)]
    actions = [actions[0] for actions in legal.values()]
    options = battery.options if battery.options is not None else game.options_type()
    for what, value in (
        ("the state", state),
        ("the options", options),
        *(("a view", view) for view in views),
        *(("an action", action) for action in actions),
    ):
        for name, function in (("copy.copy", copy.copy), ("copy.deepcopy", copy.deepcopy)):
            copied = battery.call(Check.COPY, f"{name}({what})", function, value)
            if copied is not value:
                battery.fail(
                    Check.COPY,
                    f"{name}({what}) built a new object: a frozen value's copy is the value "
                    "itself (derive the class from frontier_games.core.Frozen)",
                )


def check_descriptions(
    battery: _Battery, state: Any, legal: dict[int, tuple[Any, ...]], rng: Rng
) -> Rng:
    """**describe**: each acting seat's legal actions have non-empty descriptions, all
    different (as :func:`~frontier_games.text.normalize` reads them), and
    :func:`~frontier_games.parse_action` reads a sample of them back."""
    game = battery.game
    for seat, actions in sorted(legal.items()):
        view = game.view(state, seat)
        seen: dict[tuple[str, ...], Any] = {}
        for action in actions:
            text = battery.call(
                Check.DESCRIBE, f"describe(view, {action!r})", game.describe, view, action
            )
            if not isinstance(text, str) or not normalize(text):
                battery.fail(
                    Check.DESCRIBE, f"describe(view, {action!r}) is {text!r}: expected words"
                )
            other = seen.setdefault(normalize(text), action)
            if other != action:
                battery.fail(
                    Check.DESCRIBE,
                    f"{other!r} and {action!r} are both described as {text!r}: a seat's legal "
                    "actions need different descriptions",
                )
        sampled: Sequence[Any] = actions
        if len(actions) > _PARSED_PER_STATE:
            sampled, rng = sample(rng, actions, _PARSED_PER_STATE)
        for action in sampled:
            text = game.describe(view, action)
            try:
                parsed = parse_action(game, view, actions, text)
            except ActionParseError as error:
                battery.fail(Check.DESCRIBE, f"parse_action({text!r}) refused it: {error}", error)
            if parsed != action:
                battery.fail(
                    Check.DESCRIBE, f"parse_action({text!r}) gave {parsed!r}, not {action!r}"
                )
    return rng


def check_codec(battery: _Battery, players: int, legal: dict[int, tuple[Any, ...]]) -> None:
    """**codec**: every legal action encodes into ``range(size)``, no two of a seat's the
    same; ``decode`` gives it back (from any integer-like index); the mask marks exactly
    the legal ones."""
    codec = battery.codecs[players]
    for seat, actions in sorted(legal.items()):
        indices: dict[int, Any] = {}
        for action in actions:
            index = battery.call(Check.CODEC, f"encode({action!r})", codec.encode, action)
            if type(index) is not int or not 0 <= index < codec.size:
                battery.fail(
                    Check.CODEC, f"encode({action!r}) is {index!r}, not in range({codec.size})"
                )
            if indices.setdefault(index, action) != action:
                battery.fail(
                    Check.CODEC,
                    f"{indices[index]!r} and {action!r} both encode as {index}",
                )
            back = battery.call(
                Check.CODEC, f"decode({index}, {seat})", codec.decode, _Index(index), seat
            )
            if back != action:
                battery.fail(Check.CODEC, f"decode(encode({action!r}), {seat}) is {back!r}")
        mask = battery.call(Check.CODEC, "mask(legal_actions)", codec.mask, actions)
        marked = {index for index, flag in enumerate(mask) if flag is True}
        if len(mask) != codec.size or marked != set(indices):
            battery.fail(
                Check.CODEC,
                f"mask(legal_actions({seat})) marks {sorted(marked)} of {len(mask)}, "
                f"expected {sorted(indices)} of {codec.size}",
            )


class _Index:
    """An integer-like value that is not an ``int`` (as a NumPy integer is not)."""

    def __init__(self, value: int):
        self.value = value

    def __index__(self) -> int:
        return self.value


def check_features(battery: _Battery, view: Any, what: str) -> tuple[float, ...]:
    """**features**: ``feature_size`` finite floats; the features."""
    features = battery.call(Check.FEATURES, f"features({what})", battery.game.features, view)
    size = battery.feature_sizes.get(battery.where.players or 0)
    if not isinstance(features, tuple) or len(features) != size:
        length = len(features) if isinstance(features, tuple) else None
        battery.fail(
            Check.FEATURES,
            f"features({what}) is {type(features).__name__} of length {length}, "
            f"expected a tuple of feature_size = {size}",
        )
    for index, value in enumerate(features):
        if type(value) is not float or not math.isfinite(value):
            battery.fail(
                Check.FEATURES, f"features({what})[{index}] is {value!r}, not a finite float"
            )
    return features


def check_narration(
    battery: _Battery,
    state: Any,
    players: int,
    action: Any,
    following: Any,
    legal: dict[int, tuple[Any, ...]],
    rng: Rng,
) -> Rng:
    """**narrate**: what each seat (and a spectator) is told is non-empty text, told alike
    in every determinization of its view where the action is legal and leaves its view
    after it the same, and, for a seat other than the actor, told alike of another action
    of the actor that leaves its view after it the same (a sealed bid's amount): narration
    tells only what the seat sees."""
    game = battery.game
    others: Sequence[Any] = [a for a in legal.get(action.player, ()) if a != action]
    if len(others) > _PARSED_PER_STATE:
        others, rng = sample(rng, others, _PARSED_PER_STATE)
    for seat in (*range(players), None):
        what = f"narrate(state, {action!r}, {seat})"
        told = battery.call(Check.NARRATE, what, game.narrate, state, action, seat)
        if (
            not isinstance(told, tuple)
            or not told
            or not all(isinstance(line, str) and line.strip() for line in told)
        ):
            battery.fail(Check.NARRATE, f"{what} is {_short(told)}: expected lines of text")
        after = game.view(following, seat)
        for k in range(battery.determinizations):
            guess = game.determinize(game.view(state, seat), k)
            if action not in game.legal_actions(guess, action.player):
                continue
            moved = battery.call(
                Check.NARRATE, "apply(determinized, ...)", game.apply, guess, action
            )
            if game.view(moved, seat) != after:
                continue
            again = battery.call(Check.NARRATE, what, game.narrate, guess, action, seat)
            if again != told:
                battery.fail(
                    Check.NARRATE,
                    f"{what} tells {_short(told)}, but in determinization {k} of seat {seat}'s "
                    f"view, which that seat cannot tell apart, {_short(again)}: the narration "
                    "reveals what the seat does not see",
                )
        for other in others if seat != action.player else ():  # a seat knows its own move
            if game.view(game.apply(state, other), seat) != after:
                continue
            again = battery.call(Check.NARRATE, what, game.narrate, state, other, seat)
            if again != told:
                battery.fail(
                    Check.NARRATE,
                    f"{what} tells {_short(told)}, but of {other!r}, which seat {seat} cannot "
                    f"tell apart from it, {_short(again)}: the narration reveals what the seat "
                    "does not see",
                )
    return rng


def check_sealed_order(
    battery: _Battery,
    state: Any,
    actors: frozenset[int],
    legal: dict[int, tuple[Any, ...]],
    rng: Rng,
) -> Rng:
    """**timing** at a ``SEALED`` state: the pending seats' actions, applied in several
    orders, all give the same state."""
    game = battery.game
    if len(actors) < 2 or game.timing(state) is not Timing.SEALED:
        return rng
    chosen = []
    for seat in sorted(actors):
        action, rng = choice(rng, legal[seat])
        chosen.append(action)
    orders = [tuple(chosen), tuple(reversed(chosen))]
    for _ in range(_SEALED_ORDERS):
        order, rng = sample(rng, chosen, len(chosen))
        orders.append(tuple(order))
    results = []
    for order in dict.fromkeys(orders):
        result = state
        for action in order:
            try:
                result = game.apply(result, action)
            except IllegalActionError as error:
                battery.fail(
                    Check.TIMING,
                    f"at a SEALED state, applying {_short(list(order))} in that order refuses "
                    f"{action!r}: {error}",
                    error,
                )
        results.append((order, result))
    first_order, first = results[0]
    for order, result in results[1:]:
        if result != first:
            battery.fail(
                Check.TIMING,
                f"at a SEALED state, {_short(list(first_order))} and {_short(list(order))} "
                "give different states (the order of a sealed commitment must not matter): "
                + _difference(first, result, ("one order", "another")),
            )
    return rng


def _choose(rng: Rng, actors: frozenset[int], legal: dict[int, tuple[Any, ...]]) -> tuple[Any, Rng]:
    """The playout's next action: a random acting seat (arrival order), a random action."""
    seat, rng = choice(rng, sorted(actors))
    return choice(rng, legal[seat])


def _deep_steps(states: int, wanted: int | None, rng: Rng) -> tuple[int, ...]:
    """Which states of a playout get the expensive checks: the first, the last, and others."""
    if wanted is None or states <= wanted:
        return tuple(range(states))
    if wanted <= 2:
        return (0, states - 1)[:wanted]
    middle, _ = sample(rng, range(1, states - 1), wanted - 2)
    return (0, *sorted(middle), states - 1)


def _error(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _SHORT else text[: _SHORT - 3] + "..."


def _difference(first: Any, second: Any, labels: tuple[str, str]) -> str:
    """Where two values first differ, such as ``at $.turn: before 0, after 1``."""
    found = _first_difference(first, second, "$")
    if found is None:
        return f"they compare unequal but no field differs ({_short(first)})"
    path, a, b = found
    return f"at {path}: {labels[0]} {_short(a)}, {labels[1]} {_short(b)}"


def _first_difference(a: Any, b: Any, path: str) -> tuple[str, Any, Any] | None:
    if type(a) is not type(b):
        return path, a, b
    if attrs.has(type(a)):
        for field in attrs.fields(type(a)):
            found = _first_difference(
                getattr(a, field.name), getattr(b, field.name), f"{path}.{field.name}"
            )
            if found is not None:
                return found
    elif isinstance(a, tuple | list):
        if len(a) != len(b):
            return path, a, b
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            found = _first_difference(x, y, f"{path}[{index}]")
            if found is not None:
                return found
    elif isinstance(a, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if key not in a or key not in b:
                return f"{path}.{key}", a.get(key, "(missing)"), b.get(key, "(missing)")
            found = _first_difference(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found
    if a != b:
        return path, a, b
    return None
