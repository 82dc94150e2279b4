"""Applying actions: **legal-action-applies**, **no-mutation**, **determinism**,
**wrong-seat**, **out-of-position**, and the order of a ``SEALED`` commitment
(**timing**)."""

from __future__ import annotations

import json
from typing import Any

import attrs

from frontier_games.core import (
    IllegalActionError,
    Timing,
)
from frontier_games.rng import Rng, choice, sample
from frontier_games.serialization import to_json
from frontier_games.testing._base import Battery, Check, _difference, _error, _Pool, _short

_SEALED_ORDERS = 4
"""How many arrival orders a deep SEALED state tries, besides the first."""


def apply_chosen(battery: Battery, state: Any, action: Any) -> Any:
    """Checks 1, 2 and 12 for the action the playout takes."""
    snapshot = state_json(battery, state)
    result = apply_legal(battery, state, action)
    check_unchanged(battery, state, snapshot, f"apply(state, {action!r})")
    again = apply_legal(battery, state, action)
    if again != result:
        battery.fail(
            Check.DETERMINISM,
            f"apply(state, {action!r}) twice gave different states: "
            + _difference(result, again, ("first", "second")),
        )
    return result


def apply_legal(battery: Battery, state: Any, action: Any) -> Any:
    try:
        return battery.game.apply(state, action)
    except IllegalActionError as error:
        battery.fail(
            Check.LEGAL_ACTION_APPLIES,
            f"apply refused {action!r}, which legal_actions lists: {error}",
            error,
        )
    except Exception as error:
        battery.fail(
            Check.LEGAL_ACTION_APPLIES,
            f"apply(state, {action!r}) raised {_error(error)}",
            error,
        )


def state_json(battery: Battery, state: Any) -> str:
    return battery.call(Check.JSON_ROUND_TRIP, "to_json(state)", to_json, state)


def check_unchanged(battery: Battery, state: Any, snapshot: str, what: str) -> None:
    try:
        now = to_json(state)
    except Exception as error:
        battery.fail(Check.NO_MUTATION, f"{what} left its input unserializable: {error}", error)
    if now != snapshot:
        battery.fail(
            Check.NO_MUTATION,
            f"{what} changed its input state: "
            + _difference(json.loads(snapshot), json.loads(now), ("before", "after")),
        )


def check_still(battery: Battery, state: Any, rebuilt: Any, what: str) -> None:
    if state != rebuilt:
        battery.fail(
            Check.NO_MUTATION,
            f"{what} changed its input state: " + _difference(rebuilt, state, ("before", "after")),
        )


def expect_refusal(
    battery: Battery, state: Any, rebuilt: Any, action: Any, check: Check, why: str
) -> None:
    try:
        result = battery.game.apply(state, action)
    except IllegalActionError:
        check_still(battery, state, rebuilt, f"refusing {action!r}")
        battery.counts.illegal_actions_refused += 1
        return
    except Exception as error:
        battery.fail(
            check,
            f"apply(state, {action!r}) raised {_error(error)} instead of IllegalActionError; {why}",
            error,
        )
    battery.fail(check, f"apply(state, {action!r}) was accepted, but {why} (gave {_short(result)})")


def check_wrong_seats(
    battery: Battery,
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
            expect_refusal(battery, state, rebuilt, moved, check, why)
    return rng


def check_out_of_position(
    battery: Battery,
    state: Any,
    rebuilt: Any,
    actors: frozenset[int],
    legal: dict[int, tuple[Any, ...]],
    pool: _Pool,
    rng: Rng,
) -> Rng:
    if not pool.actions or not battery.illegal_per_state:
        return rng
    candidates = min(len(pool.actions), 4 * battery.illegal_per_state)
    drawn, rng = sample(rng, pool.actions, candidates)
    tried = 0
    for action in drawn:
        if tried == battery.illegal_per_state:
            break
        seat = getattr(action, "player", None)
        if isinstance(seat, int) and action in legal.get(seat, ()):
            continue
        tried += 1
        expect_refusal(
            battery,
            state,
            rebuilt,
            action,
            Check.OUT_OF_POSITION,
            "it was legal in another position and is not among the legal actions here",
        )
    return rng


def check_sealed_order(
    battery: Battery,
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
