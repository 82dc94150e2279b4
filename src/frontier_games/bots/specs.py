"""Bots named by text: :func:`~frontier_games.bots.make_bot` reads specs such as
``"ismcts:iterations=200"``.

Command lines and configuration files name bots with specs::

    random                          RandomBot(seed)
    first                           FirstLegalBot()
    heuristic                       the game's own rule-of-thumb bot, HeuristicBot(seed)
    ismcts                          ISMCTSBot(seed), 200 iterations
    ismcts:iterations=500,reward=win
    ismcts:rollout=heuristic        ... its simulations played by the game's HeuristicBot
    ismcts:prior=heuristic          ... its tree guided by the game's HeuristicBot
    mypackage.bots:Greedy           any class by import path, called with seed=...
    mypackage.bots:Greedy:depth=3   ... and keyword arguments

A spec is a kind, then optionally ``:`` and keyword arguments ``key=value`` separated by
commas. Values read as ``int``, ``float``, ``true``/``false`` or ``none`` when they look
like one, else as text. :func:`~frontier_games.bots.split_specs` splits a comma-separated
list of specs, as ``--bots ismcts:iterations=200,random,random`` gives it: a
``key=value`` item continues the spec before it.

>>> from frontier_games.testing.gold_claim import GAME
>>> make_bot(GAME, "ismcts:iterations=50,exploration=1", seed=4)
ISMCTSBot(seed=4, iterations=50, exploration=1.0)
>>> split_specs("ismcts:iterations=200,reward=win,random,random")
('ismcts:iterations=200,reward=win', 'random', 'random')
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from frontier_games.bots.base import Bot, FirstLegalBot, RandomBot
from frontier_games.bots.ismcts import ROLLOUTS, BotRollout, ISMCTSBot
from frontier_games.core import Game
from frontier_games.messages import brief

__all__ = ["BOT_KINDS", "BotSpecError", "make_bot", "split_specs"]

AnyGame = Game[Any, Any, Any, Any]


class BotSpecError(ValueError):
    """A bot spec that names no bot, or arguments the bot does not take."""


def _heuristic(game: AnyGame, seed: int, arguments: dict[str, Any]) -> Bot[Any, Any]:
    kind = getattr(game, "heuristic", None)  # a GameDefinition's rule-of-thumb bot
    if kind is None:
        raise BotSpecError(f"{game.name} has no HeuristicBot: its GAME names none")
    return _build(kind, "heuristic", seed, arguments)


def _ismcts(game: AnyGame, seed: int, arguments: dict[str, Any]) -> Bot[Any, Any]:
    """``ismcts``; a ``rollout`` that names a bot rather than a policy (``rollout=heuristic``)
    plays the simulations with that bot at every seat (:class:`BotRollout`), and a
    ``prior`` names the bot that guides the tree."""
    rollout = arguments.get("rollout")
    if isinstance(rollout, str) and rollout != "mast" and rollout not in ROLLOUTS:
        # its own seed, so that its draws do not repeat the search's
        inner = make_bot(game, rollout, seed ^ 0x5EED)
        arguments = {**arguments, "rollout": BotRollout(inner)}
    prior = arguments.get("prior")
    if isinstance(prior, str):
        arguments = {**arguments, "prior": make_bot(game, prior, seed ^ 0x9A1E)}
    return _build(ISMCTSBot, "ismcts", seed, arguments)


BOT_KINDS: Mapping[str, Callable[[AnyGame, int, dict[str, Any]], Bot[Any, Any]]] = MappingProxyType(
    {
        "random": lambda game, seed, arguments: _build(RandomBot, "random", seed, arguments),
        "first": lambda game, seed, arguments: _build(FirstLegalBot, "first", None, arguments),
        "heuristic": _heuristic,
        "ismcts": lambda game, seed, arguments: _ismcts(game, seed, arguments),
    }
)
"""The kinds of bot a spec may name without an import path, each ``(game, seed,
arguments) -> bot``, the arguments being the spec's keywords."""


def make_bot(game: AnyGame, spec: str, seed: int) -> Bot[Any, Any]:
    """The bot ``spec`` names, for ``game``, seeded with ``seed``.

    :raises BotSpecError: for a spec that names no bot (the message lists the kinds), a
        class that cannot be imported, or arguments the bot refuses.
    :raises TypeError: if ``spec`` is not a ``str`` or ``seed`` not an ``int``.
    """
    if type(spec) is not str:
        raise TypeError(f"a bot spec is a str such as 'random', not {brief(spec)}")
    if type(seed) is not int:
        raise TypeError(f"a bot's seed must be an int, not {brief(seed)}")
    kind, colon, rest = spec.strip().partition(":")
    make = BOT_KINDS.get(kind)
    if make is None and colon and rest and not rest.partition(":")[0].count("="):
        # an import path: module.path:Class[:arguments]
        class_name, _, rest = rest.partition(":")
        return _build(_imported(kind, class_name, spec), spec, seed, _arguments(rest, spec))
    if make is None:
        raise BotSpecError(
            f"unknown bot {spec!r}: expected one of {', '.join(BOT_KINDS)}, or an import "
            "path such as 'mypackage.bots:MyBot'"
        )
    return make(game, seed, _arguments(rest, spec))


def split_specs(text: str) -> tuple[str, ...]:
    """The specs in a comma-separated list; a ``key=value`` item (with no ``:``) belongs
    to the spec before it.

    :raises BotSpecError: if the list is empty or starts with ``key=value``.
    :raises TypeError: if ``text`` is not a ``str``.
    """
    if type(text) is not str:
        raise TypeError(f"a list of bot specs is a str such as 'random,random', not {brief(text)}")
    specs: list[str] = []
    for item in (part.strip() for part in text.split(",")):
        if "=" in item and ":" not in item:
            if not specs:
                raise BotSpecError(f"{text!r} starts with an argument, not a bot")
            specs[-1] += "," + item
        elif item:
            specs.append(item)
    if not specs:
        raise BotSpecError("no bot is named: expected specs such as 'random,random'")
    return tuple(specs)


def _arguments(text: str, spec: str) -> dict[str, Any]:
    """The keyword arguments ``key=value,...`` of ``spec``."""
    arguments: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, equals, value = item.partition("=")
        if not equals or not key.strip().isidentifier():
            raise BotSpecError(f"in {spec!r}: {item!r} is not key=value")
        arguments[key.strip()] = _value(value.strip())
    return arguments


def _value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _imported(module_path: str, class_name: str, spec: str) -> Callable[..., Any]:
    try:
        found = getattr(importlib.import_module(module_path), class_name)
    except (ImportError, AttributeError, ValueError, TypeError) as error:
        raise BotSpecError(f"cannot import the bot {spec!r}: {error}") from None
    if not callable(found):
        raise BotSpecError(f"{spec!r} names {brief(found)}, which builds no bot")
    return found  # type: ignore[no-any-return]


def _build(
    kind: Callable[..., Any], spec: str, seed: int | None, arguments: dict[str, Any]
) -> Bot[Any, Any]:
    """``kind(seed=seed, **arguments)``, with ``seed`` only where ``kind`` takes one."""
    try:
        parameters = inspect.signature(kind).parameters
    except (TypeError, ValueError):
        parameters = {}  # type: ignore[assignment]
    if seed is not None and "seed" in parameters:
        arguments = {"seed": seed, **arguments}
    try:
        bot = kind(**arguments)
    except (TypeError, ValueError) as error:
        raise BotSpecError(f"bot {spec!r}: {error}") from None
    if not callable(getattr(bot, "choose", None)):
        raise BotSpecError(f"bot {spec!r} built {brief(bot)}, which has no choose method")
    return bot  # type: ignore[no-any-return]
