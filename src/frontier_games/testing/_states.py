"""Impossible states and confused actions: **state-invariants** (``check_state`` accepts
every state a playout reaches and refuses corrupted copies of it) and **action-types**
(an action with a field of the wrong type is refused alike by ``apply`` and by
membership in ``legal_actions``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from frontier_games.core import IllegalActionError, InvalidStateError
from frontier_games.rng import Rng, sample
from frontier_games.testing._base import Battery, Check, _error, _short
from frontier_games.testing._paths import Path, int_paths, replaced

_CORRUPTED_INTS = 6
"""How many of a deep state's ints are set to -5, one copy each."""

_CONFUSED_ACTIONS = 2
"""How many legal actions of each acting seat get type-confused copies at a deep state."""


def check_invariants(battery: Battery, state: Any) -> None:
    """``check_state`` accepts a state a playout reached."""
    battery.call(Check.STATE_INVARIANTS, "check_state(state)", battery.game.check_state, state)


def check_listings(battery: Battery, state: Any) -> None:
    """For a game on the rule kit (its ``moves``), each kind of move offered lists exactly
    the actions of its space that its checks let through."""
    moves = getattr(battery.game, "moves", None)
    if moves is None:
        return
    for seat in sorted(battery.game.actors(state)):
        legal = battery.game.legal_actions(state, seat)
        for move in moves.offered(state):
            listed = Counter(a for a in legal if type(a) is move.kind)
            allowed = Counter(moves.allowed(state, seat, move.kind))
            if listed != allowed:
                battery.fail(
                    Check.LISTINGS,
                    f"seat {seat}'s {move.kind.__name__} actions: legal_actions lists "
                    f"{_short(sorted(map(repr, listed - allowed)))} that the checks refuse "
                    f"and leaves out {_short(sorted(map(repr, allowed - listed)))} that "
                    "they allow",
                )


def check_corrupted(battery: Battery, state: Any, per_seat: tuple[Path, ...], rng: Rng) -> Rng:
    """Copies of ``state`` that no game reaches are refused by ``check_state`` with
    ``InvalidStateError``: each per-seat table (``per_seat``) one seat short and one seat
    long, and a sample of its ints (outside the generator and the options) set to ``-5``."""
    corrupted: list[tuple[str, Path, Any]] = []
    for path in per_seat:
        table = _at(state, path)
        corrupted.append(("one seat short", path, table[:-1]))
        corrupted.append(("one seat long", path, (*table, table[-1])))
    options = battery.game.options_type  # its content may hold negative amounts
    ints: Sequence[Path] = [
        path for path in int_paths(state, skip=(options,)) if _at(state, path) != -5
    ]
    if len(ints) > _CORRUPTED_INTS:
        ints, rng = sample(rng, ints, _CORRUPTED_INTS)
    corrupted.extend(("set to -5", path, -5) for path in ints)
    for how, path, value in corrupted:
        try:
            copy = replaced(state, path, value)
        except Exception:  # a class that refuses the value as it is built: refused already
            continue
        copy_of = f"a copy of the state with {_name(path)} {how}"
        try:
            battery.game.check_state(copy)
        except InvalidStateError:
            battery.counts.invalid_states_refused += 1
            continue
        except Exception as error:
            battery.fail(
                Check.STATE_INVARIANTS,
                f"check_state raised {_error(error)}, not InvalidStateError, for {copy_of}",
                error,
            )
        battery.fail(Check.STATE_INVARIANTS, f"check_state accepted {copy_of}")
    return rng


def per_seat_tables(state: Any, players: int, other: Any, other_players: int) -> tuple[Path, ...]:
    """The paths, through fields only, of the tuples of ``state`` with one entry a seat:
    those as long as the player count in ``state`` and, at the same path, in ``other`` (a
    state with another player count)."""
    return tuple(
        path
        for path in _field_tuples(state, ())
        if len(_at(state, path)) == players
        and _has(other, path)
        and type(_at(other, path)) is tuple
        and len(_at(other, path)) == other_players
    )


def check_confused_actions(
    battery: Battery, state: Any, legal: dict[int, tuple[Any, ...]], rng: Rng
) -> Rng:
    """Copies of legal actions with an ``int`` (a field, or one inside a field) made a
    ``bool``, a ``float`` or a ``str``: membership in ``legal_actions`` and ``apply``
    agree (a game whose actions are declared with
    :func:`~frontier_games.core.action_class` lists none of them, so ``apply`` refuses
    them all)."""
    game = battery.game
    for seat, actions in sorted(legal.items()):
        tried: Sequence[Any] = actions
        if len(tried) > _CONFUSED_ACTIONS:
            tried, rng = sample(rng, tried, _CONFUSED_ACTIONS)
        for action in tried:
            for copy in _confused(action):
                listed = copy in actions
                try:
                    game.apply(state, copy)
                except IllegalActionError:
                    applies = False
                except Exception as error:
                    battery.fail(
                        Check.ACTION_TYPES,
                        f"apply(state, {_short(copy)}) raised {_error(error)}, not"
                        " IllegalActionError",
                        error,
                    )
                else:
                    applies = True
                if listed != applies:
                    battery.fail(
                        Check.ACTION_TYPES,
                        f"{_short(copy)} is {'' if listed else 'not '}among seat {seat}'s legal"
                        f" actions, but apply {'accepts' if applies else 'refuses'} it",
                    )
                battery.counts.confused_actions_refused += not applies
    return rng


def _confused(action: Any) -> Iterator[Any]:
    """``action`` with one ``int`` made a ``bool``, a ``float`` or a ``str``: a field of
    its own, or one inside a tuple or a value it holds."""
    for path in int_paths(action):
        value = _at(action, path)
        for other in (value == 1, float(value), str(value)):
            yield replaced(action, path, other)


def _field_tuples(value: Any, path: Path) -> Iterator[Path]:
    """The paths of the non-empty tuples reached through fields only (not inside tuples)."""
    for field in attrs.fields(type(value)):
        if not field.init:
            continue
        inner = getattr(value, field.name)
        if type(inner) is tuple and inner:
            yield (*path, field.name)
        elif attrs.has(type(inner)) and type(inner) is not Rng:
            yield from _field_tuples(inner, (*path, field.name))


def _at(value: Any, path: Path) -> Any:
    for step in path:
        value = value[step] if isinstance(step, int) else getattr(value, step)
    return value


def _has(value: Any, path: Path) -> bool:
    try:
        _at(value, path)
    except (AttributeError, IndexError, TypeError):
        return False
    return True


def _name(path: Path) -> str:
    return "$" + "".join(f"[{step}]" if type(step) is int else f".{step}" for step in path)
