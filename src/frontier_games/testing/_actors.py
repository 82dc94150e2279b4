"""Who may act and how: **actors**, **timing**, and **outcome** before and at the end."""

from __future__ import annotations

from typing import Any

from frontier_games.core import (
    GameNotOverError,
    Outcome,
    Timing,
)
from frontier_games.testing._base import Battery, Check, _error, _short


def check_actors(
    battery: Battery, state: Any, players: int
) -> tuple[frozenset[int], dict[int, tuple[Any, ...]]]:
    """Check 5 and the determinism of ``legal_actions``; the actors and their actions."""
    game = battery.game
    actors = battery.call(Check.ACTORS, "actors(state)", game.actors, state)
    over = battery.call(Check.ACTORS, "is_over(state)", game.is_over, state)
    if not isinstance(actors, frozenset):
        battery.fail(Check.ACTORS, f"actors(state) returned {_short(actors)}, not a frozenset")
    if bool(actors) == bool(over):
        battery.fail(
            Check.ACTORS,
            f"actors(state) is {sorted(actors)} while is_over(state) is {over} "
            "(actors must be empty exactly when the game is over)",
        )
    strangers = sorted(p for p in actors if not (isinstance(p, int) and 0 <= p < players))
    if strangers:
        battery.fail(Check.ACTORS, f"actors(state) holds {strangers}, which are not seats")
    legal: dict[int, tuple[Any, ...]] = {}
    for seat in range(players):
        what = f"legal_actions(state, {seat})"
        first = battery.call(Check.ACTORS, what, game.legal_actions, state, seat)
        second = battery.call(Check.ACTORS, what, game.legal_actions, state, seat)
        if not isinstance(first, tuple):
            battery.fail(Check.ACTORS, f"{what} returned {_short(first)}, not a tuple")
        if first != second:
            battery.fail(
                Check.DETERMINISM,
                f"{what} gave {_short(first)}, then {_short(second)}",
            )
        if seat not in actors:
            if first:
                battery.fail(
                    Check.ACTORS,
                    f"{what} is {_short(first)}, but seat {seat} is not among the actors "
                    f"{sorted(actors)}",
                )
            continue
        if not first:
            battery.fail(Check.ACTORS, f"seat {seat} is an actor but {what} is empty")
        for action in first:
            if getattr(action, "player", None) != seat:
                battery.fail(Check.ACTORS, f"{what} holds {action!r}, which is not seat {seat}'s")
        try:
            distinct = len(set(first))
        except TypeError as error:
            battery.fail(Check.ACTORS, f"{what} holds unhashable actions: {error}", error)
        if distinct != len(first):
            repeated = next(a for i, a in enumerate(first) if a in first[:i])
            battery.fail(Check.ACTORS, f"{what} lists {repeated!r} more than once")
        legal[seat] = first
    return actors, legal


def check_non_seats(battery: Battery, state: Any, players: int) -> None:
    """Check 5 for seats that do not exist: they have no legal actions, and asking is
    no error (a user interface or bot may ask about any number)."""
    for other in (-1, players):
        what = f"legal_actions(state, {other})"
        result = battery.call(Check.ACTORS, what, battery.game.legal_actions, state, other)
        if not isinstance(result, tuple) or result:
            battery.fail(
                Check.ACTORS,
                f"{what} is {_short(result)}, but {other} is not a seat of a "
                f"{players}-player game (expected ())",
            )


def check_not_over(battery: Battery, state: Any) -> None:
    try:
        result = battery.game.outcome(state)
    except GameNotOverError:
        return
    except Exception as error:
        battery.fail(
            Check.OUTCOME,
            f"outcome(state) before the end raised {_error(error)} instead of GameNotOverError",
            error,
        )
    battery.fail(
        Check.OUTCOME,
        f"outcome(state) before the end returned {_short(result)} instead of raising "
        "GameNotOverError",
    )


def check_timing(battery: Battery, state: Any, actors: frozenset[int]) -> Timing:
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


def check_outcome(battery: Battery, state: Any, players: int) -> None:
    result = battery.call(Check.OUTCOME, "outcome(state) at the end", battery.game.outcome, state)
    if not isinstance(result, Outcome):
        battery.fail(Check.OUTCOME, f"outcome(state) returned {_short(result)}, not an Outcome")
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
        battery.fail(Check.OUTCOME, f"{result!r}: " + "; ".join(problems))
    again = battery.call(Check.OUTCOME, "outcome(state)", battery.game.outcome, state)
    if again != result:
        battery.fail(Check.OUTCOME, f"outcome(state) gave {result!r}, then {again!r}")
