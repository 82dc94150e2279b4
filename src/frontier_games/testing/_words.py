"""Moves in words and as integers: **describe** (with ``parse_action``), **codec** and
**narrate**."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from frontier_games.core import (
    ActionParseError,
)
from frontier_games.rng import Rng, sample
from frontier_games.testing._base import Battery, Check, _short
from frontier_games.text import normalize, parse_action

_PARSED_PER_STATE = 4
"""How many of a seat's legal actions a deep state reads back from their descriptions."""


def check_descriptions(
    battery: Battery, state: Any, legal: dict[int, tuple[Any, ...]], rng: Rng
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


def check_codec(battery: Battery, players: int, legal: dict[int, tuple[Any, ...]]) -> None:
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


def check_narration(
    battery: Battery,
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
