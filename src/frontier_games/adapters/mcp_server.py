"""The games as an MCP server, for any Model Context Protocol client: ``python -m
frontier_games mcp`` serves them over stdio.

A client (a language model's host, such as Claude Desktop) plays one seat of each game it
starts; bots play the other seats. The tools:

* ``list_games``: the games and their player counts;
* ``new_game``: start a game (game id, players, the bots at the other seats, the client's
  seat, options); its handle, and what happened until it is the client's turn;
* ``get_view``: the position as the client's seat sees it;
* ``legal_actions``: the client's legal moves, in words;
* ``play``: a move in words (read by :func:`~frontier_games.parse_action`); the bots
  then play until it is the client's turn again or the game ends; what happened;
* ``narration``: what happened since the client's last move;
* ``outcome``: the winners, scores and places of a finished game.

The server holds the states and sends the client only what its seat sees: its view's
rendering, the descriptions of its moves and the narration told to its seat. It deals
every game itself and never tells the seed, which rebuilds every hidden card: a client
cannot name one either (``new_game`` takes no ``seed``, and every tool refuses an argument
it does not list), unless the person running the server allows it (``open_deals``: every
player can then know the deal). Several games go on at once, each under its handle. A
refused move, an unknown handle or a bad argument comes back as a tool error whose message
says what to do; a failure of the library's comes back without its details, which could
tell a hidden card.

:class:`GameTables` holds the games and carries out the tools (it can be driven without
MCP); :func:`build_server` registers its tools with the ``mcp`` library's
:class:`~mcp.server.mcpserver.MCPServer`; :func:`main` runs that server over stdio.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from pydantic import ConfigDict

from frontier_games.adapters import find_game
from frontier_games.adapters.tables import MAX_GAMES, Table, TableError, Tables, outcome_data
from frontier_games.core import Game, GameNotOverError, SerializationError, brief
from frontier_games.games import game_names
from frontier_games.serialization import from_dict

__all__ = ["INSTRUCTIONS", "MAX_GAMES", "TOOLS", "GameTables", "build_server", "main"]

AnyGame = Game[Any, Any, Any, Any]

INSTRUCTIONS = (
    "Board games of the Wild West, played by their rulebooks. Start a game with new_game "
    "(list_games names them); you play one seat and bots play the others. On your turn "
    "read get_view (the table as your seat sees it), narration (what happened since your "
    "last move) and legal_actions (your moves in words), then call play with one move in "
    "words: a legal action's text, or enough of its first words to name only it. play "
    "returns what happened until your next turn; outcome gives the result at the end. "
    "The server deals every game: you see only what your seat may see."
)
"""What the server tells a client about itself when it connects: how to play."""


@contextmanager
def _tool_errors() -> Iterator[None]:
    """Report the library's refusals (bad arguments, an unknown game ...) as tool errors."""
    try:
        yield
    except (ValueError, TypeError) as error:
        raise ToolError(str(error)) from error


def _options(game: AnyGame, options: dict[str, Any]) -> Any:
    """The game's options from their fields' values.

    :raises ToolError: for values that are not the game's options.
    """
    try:
        return from_dict(options, game.options_type)
    except SerializationError as error:
        raise ToolError(f"these are not {game.name}'s options: {error}") from None


class GameTables:
    """The games a server holds, by handle, and the tools that play them.

    Each public method is one tool; it raises :class:`~mcp.server.mcpserver.exceptions.ToolError`
    with a message for the client when it refuses. At most ``max_games`` games are held: a
    new game past that forgets the one least recently played. ``open_deals`` and ``seed``
    are the person running the server's, as for
    :class:`~frontier_games.adapters.tables.Tables`: by default the server deals every
    game with a fresh secret seed and refuses a client's.

    >>> tables = GameTables()
    >>> started = tables.new_game("apache", players=2, bots=["random"])
    >>> started["handle"], started["seats"]
    ('apache-1', ['you', 'random'])
    >>> "seed" in started
    False
    """

    def __init__(
        self, max_games: int = MAX_GAMES, *, open_deals: bool = False, seed: int | None = None
    ) -> None:
        self._tables = Tables(max_games, open_deals=open_deals, seed=seed)  # checks them
        self.max_games = max_games

    @property
    def open_deals(self) -> bool:
        """Whether a client may choose a game's seed (then it can know the deal)."""
        return self._tables.open_deals

    def list_games(self) -> list[dict[str, Any]]:
        """The games this server plays: each one's id and the fewest and most players."""
        games = [find_game(name) for name in game_names()]
        return [
            {"id": game.name, "min_players": game.min_players, "max_players": game.max_players}
            for game in games
        ]

    def new_game(
        self,
        game: str,
        players: int,
        seed: int | None = None,
        bots: list[str] | None = None,
        seat: int = 0,
        options: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Start a game of ``game`` (an id from list_games) with ``players`` seats, in which
        you play ``seat`` (from 0) and bots the others. ``bots`` names them in seat order,
        one for each seat but yours: random, first, heuristic or ismcts (with arguments
        such as ismcts:iterations=200); by default random bots. ``seed`` deals the game
        again (on this server every player can know the deal; by default a fresh one);
        ``options`` are the game's options by field name (by default the rulebook's).
        Returns the game's handle (pass it to the other tools), who sits where, and what
        happened until your first turn."""
        with _tool_errors():
            found = find_game(game)
            chosen = None if options is None else _options(found, options)
            handle, table = self._tables.start(found.name, players, seat, bots, seed, chosen)
        with table.lock:
            return {
                "handle": handle,
                "game": found.name,
                "players": players,
                "seat": seat,
                "seats": list(table.labels),
                **table.report(),
            }

    def get_view(self, handle: str) -> str:
        """The table of the game ``handle`` (from new_game) as your seat sees it: the
        position, in the game's words."""
        table = self._table(handle)
        with table.lock:
            return table.game.render(table.view())

    def legal_actions(self, handle: str) -> list[str]:
        """Your legal moves now in the game ``handle``, one description each: play one of
        them, or enough of its first words to name only it."""
        table = self._table(handle)
        with table.lock:
            self._refuse_if_over(handle, table)
            return list(table.legal_descriptions())

    def play(self, handle: str, move: str) -> dict[str, Any]:
        """Play ``move``, your move in words, in the game ``handle``; the bots then play
        until it is your turn again or the game ends. Returns the move as the game read it,
        what happened since (the narration), and the outcome if the game ended. A move that
        names no legal action, or several, is refused with the closest legal moves, and you
        may try again."""
        table = self._table(handle)
        with table.lock:
            self._refuse_if_over(handle, table)
            if type(move) is not str:
                raise ToolError(f"a move is text, such as 'pass', not {brief(move)}")
            with _tool_errors():  # a refusal's message names the closest legal moves
                played = table.play(move)
            return {"handle": handle, **played}

    def narration(self, handle: str) -> dict[str, Any]:
        """What your seat saw happen in the game ``handle`` since your last move (your move
        included), and whether it is your turn or the game is over."""
        table = self._table(handle)
        with table.lock:
            return table.report()

    def outcome(self, handle: str) -> dict[str, Any]:
        """The result of the game ``handle`` once it is over: the winners, each seat's score
        and place, each seat's share of the win, and yours."""
        table = self._table(handle)
        with table.lock:
            try:
                result = table.env.game.outcome(table.env.state)
            except GameNotOverError:
                raise ToolError(
                    f"game {handle} is still going on and it is your turn: see legal_actions"
                ) from None
            return outcome_data(result, table.seat)

    def _table(self, handle: object) -> Table:
        """The game called ``handle``, now the most recently played."""
        try:
            return self._tables.get(handle)
        except TableError as error:
            raise ToolError(f"{error}. Start one with new_game.") from None

    @staticmethod
    def _refuse_if_over(handle: str, table: Table) -> None:
        if table.over:
            raise ToolError(f"game {handle} is over: see outcome")


TOOLS = ("list_games", "new_game", "get_view", "legal_actions", "play", "narration", "outcome")
"""The tools a server offers, each a method of :class:`GameTables`."""


def _dealt_by_the_server(held: GameTables) -> Any:
    """The ``new_game`` tool of a server that keeps its deals secret: no ``seed``."""

    def new_game(
        game: str,
        players: int,
        bots: list[str] | None = None,
        seat: int = 0,
        options: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        return held.new_game(game, players, None, bots, seat, options)

    new_game.__doc__ = (
        "Start a game of ``game`` (an id from list_games) with ``players`` seats, in which "
        "you play ``seat`` (from 0) and bots the others. ``bots`` names them in seat order, "
        "one for each seat but yours: random, first, heuristic or ismcts (with arguments "
        "such as ismcts:iterations=200); by default random bots. ``options`` are the game's "
        "options by field name (by default the rulebook's). The server deals the game. "
        "Returns the game's handle (pass it to the other tools), who sits where, and what "
        "happened until your first turn."
    )
    return new_game


def _strict(tool: Tool) -> Tool:
    """``tool`` refusing an argument it does not list (by default the ``mcp`` library
    drops it unsaid: a client that sent a ``seed`` would believe it had chosen the deal)."""
    loose = tool.fn_metadata.arg_model
    strict = type(
        loose.__name__,
        (loose,),
        {"model_config": ConfigDict(arbitrary_types_allowed=True, extra="forbid")},
    )
    metadata = tool.fn_metadata.model_copy(update={"arg_model": strict})
    schema = {**tool.parameters, "additionalProperties": False}
    return tool.model_copy(update={"fn_metadata": metadata, "parameters": schema})


def build_server(tables: GameTables | None = None) -> MCPServer:
    """An MCP server offering the tools of ``tables`` (default: a new
    :class:`GameTables`, which keeps its deals secret). Its ``new_game`` takes a ``seed``
    only if ``tables`` has ``open_deals``; every tool refuses an argument it does not
    list."""
    held = GameTables() if tables is None else tables
    tools = []
    for name in TOOLS:
        function = getattr(held, name)
        if name == "new_game" and not held.open_deals:
            function = _dealt_by_the_server(held)
        tools.append(_strict(Tool.from_function(function, name=name)))
    return MCPServer(
        name="frontier-games", instructions=INSTRUCTIONS, log_level="WARNING", tools=tools
    )


def main(*, open_deals: bool = False, seed: int | None = None) -> None:
    """Serve the games over stdio until the client closes the connection; ``open_deals``
    and ``seed`` as for :class:`GameTables` (by default every deal is secret)."""
    build_server(GameTables(open_deals=open_deals, seed=seed)).run("stdio")
