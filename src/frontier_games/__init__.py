"""frontier_games: five Wild-West board games played by their rulebooks.

>>> import frontier_games as fg
>>> isinstance(fg.game_names(), tuple)
True

Each game is a :class:`Game`: pure functions over frozen states. See the docs' quick start.

The shared modules are attributes of the package, so ``import frontier_games as fg`` is
enough to reach them (``fg.serialization.to_json``, ``fg.record.GameRecord``,
``fg.testing.check_game`` ...):

>>> fg.serialization.to_json(fg.Outcome((3, 1), (1, 2), frozenset({0})))
'{"scores":[3,1],"ranks":[1,2],"winners":[0],"details":[]}'
"""

from __future__ import annotations

# The public submodules are imported here, so that ``fg.serialization``, ``fg.record`` ...
# work after a bare ``import frontier_games as fg`` (about 0.04 s more). They import only
# ``frontier_games.core`` and each other, never names from this package, so there is no
# cycle. The games are still imported on demand by ``get_game``; ``cli`` and ``bench`` when
# they run.
from frontier_games import (
    auction,
    bots,
    codec,
    deck,
    play,
    record,
    rng,
    scoring,
    serialization,
    testing,
    text,
)
from frontier_games.codec import ActionCodec
from frontier_games.core import (
    Action,
    ActionParseError,
    Frozen,
    Game,
    GameDefinition,
    GameNotOverError,
    IllegalActionError,
    InvalidStateError,
    Outcome,
    PlayerId,
    RulesVersionError,
    SerializationError,
    SetupError,
    Timing,
)
from frontier_games.games import game_names, get_game
from frontier_games.text import parse_action

__all__ = [
    "Action",
    "ActionCodec",
    "ActionParseError",
    "Frozen",
    "Game",
    "GameDefinition",
    "GameNotOverError",
    "IllegalActionError",
    "InvalidStateError",
    "Outcome",
    "PlayerId",
    "RulesVersionError",
    "SerializationError",
    "SetupError",
    "Timing",
    "auction",
    "bots",
    "codec",
    "deck",
    "game_names",
    "get_game",
    "parse_action",
    "play",
    "record",
    "rng",
    "scoring",
    "serialization",
    "testing",
    "text",
]

__version__ = "0.1.0"
