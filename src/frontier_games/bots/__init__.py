"""Players that are programs: the :class:`Bot` protocol and the bots the library ships.

A bot sees what its seat sees and nothing more. It is asked for a move with the seat's
**view** (``game.view(state, seat)``) and that seat's legal actions, never with the full
state, so a bot cannot cheat by construction::

    >>> from frontier_games.bots import RandomBot
    >>> bot = RandomBot(seed=3)
    >>> bot
    RandomBot(seed=3)

To play a whole game between bots, see :func:`frontier_games.play.play_game`.

Bots may keep memory between calls (a :class:`RandomBot` keeps its random generator), so
build fresh bots for each game you want to reproduce exactly.
"""

from __future__ import annotations

from frontier_games.bots.base import Bot, FirstLegalBot, RandomBot, RuleOfThumbBot, bot_label
from frontier_games.bots.human import HumanBot
from frontier_games.bots.ismcts import ISMCTSBot
from frontier_games.bots.specs import BotSpecError, make_bot, split_specs

__all__ = [
    "Bot",
    "BotSpecError",
    "FirstLegalBot",
    "HumanBot",
    "ISMCTSBot",
    "RandomBot",
    "RuleOfThumbBot",
    "bot_label",
    "make_bot",
    "split_specs",
]
