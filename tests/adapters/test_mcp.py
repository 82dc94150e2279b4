"""The MCP server: through the ``mcp`` library's own client over stdio (``python -m
frontier_games mcp``) and in process, its tools, whole games against bots, what it keeps
from the client, its errors; and the ``mcp`` command without the library."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

pytest.importorskip("mcp")

import anyio
from mcp import Client, StdioServerParameters
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent

import frontier_games as fg
import frontier_games.adapters
from frontier_games.adapters.mcp_server import TOOLS, GameTables, build_server
from frontier_games.adapters.text import legal_descriptions
from frontier_games.cli import main
from frontier_games.rng import Rng, choice

CONFIGURATIONS = [
    (name, players)
    for name in fg.game_names()
    for players in range(fg.get_game(name).min_players, fg.get_game(name).max_players + 1)
]


def run(session: Callable[[Client], Awaitable[None]], server: Any) -> None:
    """Run ``session`` with a client connected to ``server``."""

    async def connected() -> None:
        async with Client(server, read_timeout_seconds=60) as client:
            await session(client)

    anyio.run(connected)


def text_of(result: CallToolResult) -> str:
    """The text of a tool's answer."""
    return "\n".join(block.text for block in result.content if isinstance(block, TextContent))


async def call(client: Client, tool: str, **arguments: Any) -> Any:
    """A tool's answer that is not an error, as data: its structured content, or its text."""
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, text_of(result)
    if result.structured_content is None:
        return text_of(result)
    return result.structured_content.get("result", result.structured_content)


async def refused(client: Client, tool: str, **arguments: Any) -> str:
    """The message of a tool error."""
    result = await client.call_tool(tool, arguments)
    assert result.is_error
    return text_of(result)


def test_a_client_over_stdio_calls_every_tool_and_plays_a_whole_game() -> None:
    server = StdioServerParameters(command=sys.executable, args=["-m", "frontier_games", "mcp"])

    async def session(client: Client) -> None:
        listed = await client.list_tools()
        assert sorted(tool.name for tool in listed.tools) == sorted(TOOLS)
        games = await call(client, "list_games")
        assert [game["id"] for game in games] == list(fg.game_names())
        started = await call(
            client, "new_game", game="apache", players=2, seed=3, bots=["heuristic"]
        )
        handle = started["handle"]
        assert started["seats"][0] == "you"
        assert started["seats"][1] == "heuristic"
        view = await call(client, "get_view", handle=handle)
        assert "you are seat 0" in view
        assert "still going on" in await refused(client, "outcome", handle=handle)
        assert "refused (unreadable-move)" in await refused(
            client, "play", handle=handle, move="dance"
        )
        rng, over = Rng.from_seed(1), False
        while not over:
            legal = await call(client, "legal_actions", handle=handle)
            move, rng = choice(rng, legal)
            played = await call(client, "play", handle=handle, move=move)
            assert played["moved"] == move
            assert (
                played["narration"] == (await call(client, "narration", handle=handle))["narration"]
            )
            over = played["over"]
            assert played["your_turn"] is not over
        outcome = await call(client, "outcome", handle=handle)
        assert outcome == played["outcome"]
        assert sum(outcome["returns"]) == pytest.approx(1.0)
        assert "is over" in await refused(client, "legal_actions", handle=handle)

    run(session, server)


def test_the_server_lists_its_tools_with_their_arguments_in_process() -> None:
    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == set(TOOLS)
        assert set(tools["new_game"].input_schema["properties"]) == {
            "game", "players", "seed", "bots", "seat", "options",
        }  # fmt: skip
        assert tools["new_game"].input_schema["required"] == ["game", "players"]
        assert set(tools["play"].input_schema["properties"]) == {"handle", "move"}
        assert all(tool.description for tool in tools.values())

    run(session, build_server())


def test_bad_calls_come_back_as_tool_errors_that_say_what_to_do() -> None:
    async def session(client: Client) -> None:
        async def new(**arguments: Any) -> str:
            return await refused(client, "new_game", **arguments)

        assert "known games: pappy-winchester" in await new(game="poker", players=2)
        assert "2 to 5 players" in await new(game="apache", players=9)
        assert "no seat 2 in a 2-player game" in await new(game="apache", players=2, seat=2)
        assert "name 2 bots" in await new(game="apache", players=3, bots=["random"])
        assert "unknown bot 'os:system'" in await new(game="apache", players=2, bots=["os:system"])
        spec = "ismcts:rollout=os:system"
        assert "import paths are not taken" in await new(game="apache", players=2, bots=[spec])
        assert "unknown bot 'greedy'" in await new(game="apache", players=2, bots=["greedy"])
        options = {"colour": "blue"}
        assert "not apache's options" in await new(game="apache", players=2, options=options)
        assert "players\n  Input should be a valid integer" in await new(
            game="apache", players="two"
        )
        assert "no game has the handle 'apache-7'" in await refused(
            client, "get_view", handle="apache-7"
        )

    run(session, build_server())


@pytest.mark.parametrize(("name", "players"), CONFIGURATIONS)
def test_a_client_plays_every_game_to_the_end_against_bots(name: str, players: int) -> None:
    tables, rng = GameTables(), Rng.from_seed(players)
    seat = players - 1  # the bots play first
    started = tables.new_game(name, players, seed=players, seat=seat)
    handle, report = started["handle"], started
    while not report["over"]:
        assert report["your_turn"]
        move, rng = choice(rng, tables.legal_actions(handle))
        report = tables.play(handle, move)
    outcome = tables.outcome(handle)
    assert outcome == report["outcome"]
    assert outcome["you"]["seat"] == seat
    assert len(outcome["scores"]) == players


def test_the_client_is_sent_only_what_its_seat_sees() -> None:
    tables = GameTables()
    handle = tables.new_game("rattlesnake-city", 3, seed=2, seat=1)["handle"]
    table = tables._tables.get(handle)  # the server's own record, to compare with
    game, state = table.env.game, table.env.state
    view = game.view(state, 1)
    assert tables.get_view(handle) == game.render(view)
    assert tables.legal_actions(handle) == list(
        legal_descriptions(game, view, game.legal_actions(state, 1))
    )
    assert tables.narration(handle)["narration"] == list(table.env.narration(1))
    for other in range(3):
        determinized = game.determinize(view, other)
        assert game.render(game.view(determinized, 1)) == tables.get_view(handle)


def test_several_games_go_on_at_once_each_under_its_handle() -> None:
    tables = GameTables()
    first = tables.new_game("apache", 2, seed=1)["handle"]
    second = tables.new_game("chaparral", 3, seed=1, bots=["first", "heuristic"])["handle"]
    assert (first, second) == ("apache-1", "chaparral-2")
    before = tables.get_view(second)
    tables.play(first, tables.legal_actions(first)[0])
    assert tables.get_view(second) == before
    assert "Chaparral" not in tables.get_view(first)
    assert tables.new_game("chaparral", 3, seed=1, bots=["first", "heuristic"])["seats"] == [
        "you",
        "first",
        "heuristic",
    ]


def test_past_its_capacity_the_server_forgets_the_game_least_recently_played() -> None:
    tables = GameTables(max_games=2)
    first = tables.new_game("apache", 2, seed=1)["handle"]
    second = tables.new_game("apache", 2, seed=2)["handle"]
    tables.get_view(first)
    tables.new_game("apache", 2, seed=3)
    tables.get_view(first)
    with pytest.raises(ToolError, match=f"no game has the handle '{second}'"):
        tables.get_view(second)
    with pytest.raises(ValueError, match="max_games"):
        GameTables(max_games=0)


def test_a_refused_move_changes_nothing() -> None:
    tables = GameTables()
    handle = tables.new_game("pappy-winchester", 3, seed=1)["handle"]
    legal, view = tables.legal_actions(handle), tables.get_view(handle)
    with pytest.raises(ToolError, match=r"refused \(unreadable-move\): 'bid' could be"):
        tables.play(handle, "bid")
    assert (tables.legal_actions(handle), tables.get_view(handle)) == (legal, view)


def test_bots_that_listen_are_told_what_their_seat_saw() -> None:
    class Listener:
        def __init__(self) -> None:
            self.heard: list[tuple[Any, tuple[str, ...]]] = []

        def choose(self, game: Any, view: Any, legal: tuple[Any, ...]) -> Any:
            return legal[-1]

        def observe(self, view: Any, narration: tuple[str, ...]) -> None:
            self.heard.append((view, narration))

    tables, listener = GameTables(), Listener()
    handle = tables.new_game("apache", 2, seed=1)["handle"]
    table = tables._tables.get(handle)
    table.bots[1] = listener
    tables.play(handle, tables.legal_actions(handle)[-1])
    assert listener.heard
    view, narration = listener.heard[-1]
    assert view == table.env.game.view(table.env.state, 1)
    assert narration


def test_the_tools_report_as_json_text_too() -> None:
    async def session(client: Client) -> None:
        result = await client.call_tool("new_game", {"game": "apache", "players": 2, "seed": 1})
        assert json.loads(text_of(result))["handle"] == "apache-1"

    run(session, build_server())


def test_the_mcp_command_says_which_extra_to_install_without_the_library(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in [name for name in sys.modules if name.partition(".")[0] == "mcp"]:
        monkeypatch.setitem(sys.modules, name, None)  # an import of it now fails
    monkeypatch.delitem(sys.modules, "frontier_games.adapters.mcp_server")
    monkeypatch.delattr(frontier_games.adapters, "mcp_server")
    err = io.StringIO()
    out = io.StringIO()
    assert main(["mcp"], stdout=out, stderr=err) == 2
    assert "pip install frontier-games[mcp]" in err.getvalue()
    assert out.getvalue() == ""
