"""The checks made once per call or per player count: **setup**, **length** (the bound
itself), and the fixed sizes of the **codec** and the **features**."""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.codec import ActionCodec
from frontier_games.core import (
    SetupError,
)
from frontier_games.testing._base import Battery, Check, _difference, _error, _short, _Where
from frontier_games.testing._records import round_trip


def check_setup(battery: Battery, counts: Sequence[int], seed: int) -> None:
    game = battery.game
    battery.where = _Where()
    for bad in sorted({0, game.min_players - 1, game.max_players + 1}):
        try:
            game.new_game(players=bad, seed=seed, options=battery.options)
        except SetupError:
            continue
        except Exception as error:
            battery.fail(
                Check.SETUP,
                f"new_game(players={bad}, ...) raised {_error(error)} instead of SetupError "
                f"(the game is for {game.min_players} to {game.max_players} players)",
                error,
            )
        battery.fail(
            Check.SETUP,
            f"new_game(players={bad}, ...) was accepted, but the game is for "
            f"{game.min_players} to {game.max_players} players (expected SetupError)",
        )
    defaults = battery.call(Check.SETUP, "options_type()", game.options_type)
    options = defaults if battery.options is None else battery.options
    round_trip(battery, options, game.options_type, "the options")
    for count in counts:
        battery.where = _Where(players=count, seed=seed)
        implied = battery.new_game(Check.SETUP, count, seed, None)
        again = battery.new_game(Check.SETUP, count, seed, None)
        if implied != again:
            battery.fail(
                Check.SAME_SEED,
                "new_game with the same seed gave different states: "
                + _difference(implied, again, ("first", "second")),
            )
        explicit = battery.new_game(Check.SETUP, count, seed, defaults)
        if implied != explicit:
            battery.fail(
                Check.SETUP,
                "new_game with options=None differs from new_game with options_type() "
                "(None must mean the rulebook defaults): "
                + _difference(implied, explicit, ("with None", "with options_type()")),
            )
    battery.where = _Where()


def check_max_actions(battery: Battery, players: int) -> int:
    battery.where = _Where(players=players)
    limit = battery.call(
        Check.LENGTH,
        f"max_actions(players={players}, options=...)",
        battery.game.max_actions,
        players=players,
        options=battery.options,
    )
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        battery.fail(Check.LENGTH, f"max_actions({players}, options) returned {limit!r}")
    return limit


def check_spaces(battery: Battery, players: int) -> None:
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
