"""The battery itself: :func:`check_game` plays the playouts and runs each check where it
belongs (every state, or the deep ones); :class:`ConformanceReport` is what it returns."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from frontier_games.core import Game, SetupError
from frontier_games.rng import Rng, choice, sample, split
from frontier_games.serialization import from_json
from frontier_games.testing._actors import (
    check_actors,
    check_non_seats,
    check_not_over,
    check_outcome,
    check_timing,
)
from frontier_games.testing._base import (
    Battery,
    Check,
    _choose,
    _deep_steps,
    _difference,
    _Pool,
    _Where,
)
from frontier_games.testing._moves import (
    apply_chosen,
    apply_legal,
    check_out_of_position,
    check_sealed_order,
    check_still,
    check_unchanged,
    check_wrong_seats,
)
from frontier_games.testing._records import check_copies, check_record, check_same_seed, round_trip
from frontier_games.testing._setup import check_max_actions, check_setup, check_spaces
from frontier_games.testing._states import (
    check_confused_actions,
    check_corrupted,
    check_invariants,
    check_listings,
    per_seat_tables,
)
from frontier_games.testing._views import check_view
from frontier_games.testing._words import check_codec, check_descriptions, check_narration


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
    :ivar invalid_states_refused: corrupted copies of states ``check_state`` refused.
    :ivar confused_actions_refused: copies of legal actions with a field of the wrong type
        refused.
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
    invalid_states_refused: int
    confused_actions_refused: int
    seconds: float = attrs.field(eq=False)

    def __str__(self) -> str:
        counts = ", ".join(map(str, self.player_counts))
        return (
            f"{self.game} ({counts} players): {self.playouts} playouts, {self.states} states "
            f"({self.deep_states} deep), {self.actions} actions (longest "
            f"{self.longest_playout}), {self.legal_actions_tried} more legal and "
            f"{self.illegal_actions_refused} illegal actions tried, {self.views} views, "
            f"{self.determinizations} determinizations, {self.invalid_states_refused} "
            f"corrupted states and {self.confused_actions_refused} type-confused actions "
            f"refused in {self.seconds:.2f}s"
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
    kit_pictures: bool = False,
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
      or ``RACE`` with several;
    * **state-invariants**: ``check_state(s)`` accepts the state.

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
      for ``determinizations`` seeds ``k``, ``d = determinize(v, k)`` passes
      ``check_state`` and has ``view(d, p) == v``, ``actors(d) == actors(s)`` and, for a seat,
      ``legal_actions(d, p) == legal_actions(s, p)``; **features** of the view (length,
      finite floats) equal those of ``view(d, p)``;
    * **copy** of the state, the views, an action of each actor and the options;
    * **describe** of every acting seat's legal actions (non-empty, all different) and
      ``parse_action`` of a sample of them; **codec** of them (in range, injective,
      ``decode`` back, the mask);
    * **narrate** of the chosen action for every seat and the spectator, compared with
      the narrations of determinizations and of other actions the seat cannot tell apart;
    * **timing** at a ``SEALED`` state: several orders of the pending seats' actions give
      the same state;
    * **state-invariants** of corrupted copies: ``check_state`` raises
      ``InvalidStateError`` for a copy with each per-seat table one seat short and one
      seat long (a per-seat table: a tuple, reached through fields, as long as the player
      count here and in the set-up of a game with another count), and for copies with a
      sample of the state's ints (outside the generator and the options, whose content may
      hold negative amounts) set to ``-5``;
    * **action-types**: copies of a sample of each acting seat's legal actions with an
      ``int`` field made a ``bool``, a ``float`` or a ``str`` are refused alike by
      ``apply`` (``IllegalActionError``) and by membership in ``legal_actions``;
    * **listings**, for a game built on the rule kit (its ``moves``,
      :class:`~frontier_games.moves.Moves`): each kind of move the state offers lists
      exactly the actions of the kind's space that its checks let through.

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
    :param kit_pictures: the game draws its pictures with :mod:`frontier_games.svg`: each
        picture checked is also held to the kit's rules (the kit's width, text at least
        10 pixels high and inside the picture, only the kit's colours).
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
    battery = Battery(
        game,
        options,
        deep_states=deep_states,
        actions_per_state=actions_per_state,
        illegal_per_state=illegal_per_state,
        determinizations=determinizations,
        kit_pictures=kit_pictures,
    )
    check_setup(battery, counts, seed)
    for count in counts:
        limit = check_max_actions(battery, count)
        check_spaces(battery, count)
        for index in range(playouts):
            check_playout(battery, count, seed + index, limit)
    return report(battery, counts, time.perf_counter() - started)


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


def check_playout(battery: Battery, players: int, seed: int, limit: int) -> None:
    battery.where = where = _Where(players=players, seed=seed, step=0)
    pool = battery.pools.setdefault(players, _Pool())
    choice_rng, rest = split(Rng.from_seed(seed))
    check_rng, _ = split(rest)

    state = battery.new_game(Check.SAME_SEED, players, seed, battery.options)
    again = battery.new_game(Check.SAME_SEED, players, seed, battery.options)
    if state != again:
        battery.fail(
            Check.SAME_SEED,
            "new_game with the same seed gave different states: "
            + _difference(state, again, ("first", "second")),
        )
    states = [state]
    while True:
        where.step = len(where.actions)
        actors, legal = check_actors(battery, state, players)
        check_timing(battery, state, actors)
        check_invariants(battery, state)
        if not actors:
            break
        if where.step >= limit:
            battery.fail(
                Check.LENGTH,
                f"the game is not over after max_actions({players}, options) = {limit} "
                f"actions; seats {sorted(actors)} may still act",
            )
        check_not_over(battery, state)
        action, choice_rng = _choose(choice_rng, actors, legal)
        for seat in sorted(actors):
            seen, check_rng = choice(check_rng, legal[seat])
            check_rng = pool.add(seen, check_rng)
        check_rng = pool.add(action, check_rng)
        state = apply_chosen(battery, state, action)
        where.actions.append(action)
        states.append(state)

    check_outcome(battery, state, players)

    steps_rng, check_rng = split(check_rng)
    steps = _deep_steps(len(states), battery.deep_states, steps_rng)
    other = _other_set_up(battery, players, seed)
    for step in steps:
        where.step = step
        chosen = where.actions[step] if step < len(where.actions) else None
        following = states[step + 1] if chosen is not None else None
        check_rng = check_deep(
            battery, states[step], players, chosen, following, pool, other, check_rng
        )

    where.step = None
    check_record(battery, players, seed, states)
    check_same_seed(battery, players, seed, states)

    counts = battery.counts
    counts.playouts += 1
    counts.states += len(states)
    counts.deep_states += len(steps)
    counts.actions += len(where.actions)
    counts.longest_playout = max(counts.longest_playout, len(where.actions))


def _other_set_up(battery: Battery, players: int, seed: int) -> tuple[Any, int] | None:
    """The set-up of a game with another player count (to tell the per-seat tables),
    with the options checked if they allow that count, else with the defaults."""
    game = battery.game
    others = [n for n in (players + 1, players - 1) if game.min_players <= n <= game.max_players]
    if not others:
        return None
    try:
        return game.new_game(players=others[0], seed=seed, options=battery.options), others[0]
    except SetupError:  # options made for this player count (seat colours, say)
        return battery.new_game(Check.SETUP, others[0], seed, None), others[0]


def check_deep(
    battery: Battery,
    state: Any,
    players: int,
    chosen: Any,
    following: Any,
    pool: _Pool,
    other: tuple[Any, int] | None,
    rng: Rng,
) -> Rng:
    game = battery.game
    snapshot = round_trip(battery, state, game.state_type, "the state")
    rebuilt = from_json(snapshot, game.state_type)
    actors, legal = check_actors(battery, state, players)
    check_non_seats(battery, state, players)

    for seat in [*range(players), None]:
        rng = check_view(battery, state, seat, actors, legal, rng)
    check_copies(battery, state, legal)
    rng = check_descriptions(battery, state, legal, rng)
    check_codec(battery, players, legal)
    if chosen is not None:
        rng = check_narration(battery, state, players, chosen, following, legal, rng)
    rng = check_sealed_order(battery, state, actors, legal, rng)

    for seat in sorted(actors):
        tried: Sequence[Any] = legal[seat]
        if battery.actions_per_state is not None and len(tried) > battery.actions_per_state:
            tried, rng = sample(rng, tried, battery.actions_per_state)
        for action in tried:
            round_trip(battery, action, game.action_type, f"the action {action!r}")
            apply_legal(battery, state, action)
            check_still(battery, state, rebuilt, f"apply(state, {action!r})")
            battery.counts.legal_actions_tried += 1

    if chosen is not None:
        again = battery.call(
            Check.DETERMINISM, f"apply(copy, {chosen!r})", game.apply, rebuilt, chosen
        )
        if again != following:
            battery.fail(
                Check.DETERMINISM,
                f"apply({chosen!r}) on a JSON-rebuilt copy of the state gives another "
                "state than on the state: "
                + _difference(following, again, ("on the state", "on the copy")),
            )

    rng = check_wrong_seats(battery, state, rebuilt, players, actors, legal, rng)
    rng = check_out_of_position(battery, state, rebuilt, actors, legal, pool, rng)
    rng = check_confused_actions(battery, state, legal, rng)
    check_listings(battery, state)
    per_seat = () if other is None else per_seat_tables(state, players, *other)
    rng = check_corrupted(battery, state, per_seat, rng)
    check_unchanged(battery, state, snapshot, "the checks on this state")
    return rng


def report(battery: Battery, counts: tuple[int, ...], seconds: float) -> ConformanceReport:
    c = battery.counts
    return ConformanceReport(
        game=battery.game.name,
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
        invalid_states_refused=c.invalid_states_refused,
        confused_actions_refused=c.confused_actions_refused,
        seconds=seconds,
    )
