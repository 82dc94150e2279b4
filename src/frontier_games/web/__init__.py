"""A web table: play any game in the browser against the library's bots.

``python -m frontier_games serve`` (the ``web`` extra: ``pip install
frontier-games[web]``) serves one page at ``http://127.0.0.1:8000``. A person picks a game,
the number of players, their seat and the bots, then plays: the picture of their view, their
legal moves as buttons, a box for a typed move, the game's log, the outcome, and the game's
record to download (once it is over).

The server is a thin layer over the library, so that an app developer can read it and
build their own (see :doc:`/web`): it keeps each game in an
:class:`~frontier_games.adapters.tables.Table` and sends the browser only what the seat
may know, made from its view: ``game.svg(view)``, ``game.describe`` of its legal moves and
``game.narrate`` of every move as that seat saw it. The state never leaves the server, nor
does the seed before the game is over: the server deals every game itself, with 63 bits
from :mod:`secrets`. Only where the person running it asks for reproducible deals
(``serve --open-deals``: every player can then know the deal) may a browser name a seed or
upload a record to go on from.

The JSON API the page uses (its answers are JSON; a refusal is ``{"error": ...}`` with
status 400, 403 for a seed or a record on a server whose deals are secret, 404 for a handle
no game has, 409 for a record asked for too early, 500 when the library failed, saying no
more). A handle is the game's id and random letters, so no one reaches a game whose handle
they were not given:

* ``GET /api/games``: the games, their player counts, the bot kinds and ``open_deals``
  (whether a seed or a record is taken);
* ``POST /api/tables`` ``{"game", "players", "seat", "bots", "seed"?, "options"?}``: a new
  game (a ``seed`` only with open deals); its :func:`table_data`, status 201;
* ``GET /api/tables/{handle}``: the game as the seat sees it now;
* ``POST /api/tables/{handle}/moves`` ``{"index": i}`` or ``{"text": "..."}``: the seat's
  move, then the bots' until its next turn; a refused move also gives ``"rule"`` and
  ``"closest"``;
* ``GET /api/tables/{handle}/record``: the record, once the game is over (409 before: it
  holds the seed, which tells every hidden card);
* ``POST /api/records`` ``{"record", "seat", "bots"?}``: a record played again, and the
  game goes on from where it stopped (only with open deals).
"""

from frontier_games.web.app import DEFAULT_HOST, DEFAULT_PORT, create_app, serve, table_data

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "create_app", "serve", "table_data"]
