"""The MCP server: through the ``mcp`` library's own client over stdio (``python -m
frontier_games mcp``) and in process, its tools, whole games against bots, what it keeps
from the client (the seed above all: a client can neither learn nor choose it), its
errors; and the ``mcp`` command, with its deal options and without the library."""

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
from frontier_games.adapters.tables import Table, TableFault, Tables
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


def stdio(*arguments: str) -> StdioServerParameters:
    """``python -m frontier_games mcp`` with ``arguments``, for the client to start."""
    return StdioServerParameters(
        command=sys.executable, args=["-m", "frontier_games", "mcp", *arguments]
    )


def test_a_client_over_stdio_calls_every_tool_and_plays_a_whole_game() -> None:
    async def session(client: Client) -> None:
        listed = await client.list_tools()
        assert sorted(tool.name for tool in listed.tools) == sorted(TOOLS)
        games = await call(client, "list_games")
        assert [game["id"] for game in games] == list(fg.game_names())
        started = await call(client, "new_game", game="apache", players=2, bots=["heuristic"])
        assert "seed" not in started
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

    run(session, stdio())


SERVER_SEED = 31_415_926
"""The server's own seed in the stdio tests below: the test, knowing it, knows every game's
seed; the client must learn none."""


def test_a_client_over_stdio_can_neither_learn_nor_choose_the_seed() -> None:
    players, bots = 3, ["heuristic", "ismcts:iterations=20"]
    dealt = Tables(seed=SERVER_SEED).start("pappy-winchester", players, 0, bots)[1]
    seed = dealt.env.seed
    assert seed is not None
    secrets = [str(seed), *(str(seed * 100 + other) for other in range(players))]
    told: list[str] = []

    async def session(client: Client) -> None:
        async def heard(tool: str, **arguments: Any) -> CallToolResult:
            """The tool's answer, kept (text and structured content) to be searched."""
            result = await client.call_tool(tool, arguments)
            told.extend([text_of(result), json.dumps(result.structured_content)])
            return result

        listed = (await client.list_tools()).tools
        told.append(json.dumps([tool.model_dump(mode="json") for tool in listed]))
        assert all("seed" not in tool.input_schema["properties"] for tool in listed)
        chosen = await heard("new_game", game="pappy-winchester", players=players, seed=12345)
        assert chosen.is_error
        assert "seed" in text_of(chosen)
        assert "Extra inputs are not permitted" in text_of(chosen)
        started = await heard("new_game", game="pappy-winchester", players=players, bots=bots)
        assert not started.is_error
        handle = (started.structured_content or {})["handle"]
        view = await heard("get_view", handle=handle)
        # the test's seed is the game's: the client sees the deal that seed makes
        assert text_of(view) == dealt.game.render(dealt.view())
        mid_game = await heard("play", handle=handle, move="pass", seed=12345)
        assert mid_game.is_error
        assert "Extra inputs are not permitted" in text_of(mid_game)
        rng, over = Rng.from_seed(2), False
        while not over:
            legal = (await heard("legal_actions", handle=handle)).structured_content or {}
            move, rng = choice(rng, legal["result"])
            await heard("play", handle=handle, move="a move no one makes")
            played = await heard("play", handle=handle, move=move)
            over = (played.structured_content or {})["over"]
            await heard("narration", handle=handle)
            await heard("get_view", handle=handle)
        await heard("outcome", handle=handle)
        await heard("legal_actions", handle=handle)
        await heard("get_view", handle="pappy-winchester-9")

    run(session, stdio("--seed", str(SERVER_SEED)))
    assert len(told) > 20
    for text in told:
        for secret in secrets:
            assert secret not in text


def test_over_stdio_with_open_deals_a_client_chooses_the_seed() -> None:
    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert "seed" in tools["new_game"].input_schema["properties"]
        views = []
        for _ in range(2):
            started = await call(client, "new_game", game="chaparral", players=3, seed=12345)
            views.append(await call(client, "get_view", handle=started["handle"]))
        assert views[0] == views[1]
        table = Table.start("chaparral", players=3, seat=0, seed=12345)
        assert views[0] == table.game.render(table.view())

    run(session, stdio("--open-deals"))


def test_the_server_lists_its_tools_with_their_arguments_in_process() -> None:
    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == set(TOOLS)
        assert set(tools["new_game"].input_schema["properties"]) == {
            "game", "players", "bots", "seat", "options",
        }  # fmt: skip
        assert tools["new_game"].input_schema["required"] == ["game", "players"]
        assert set(tools["play"].input_schema["properties"]) == {"handle", "move"}
        assert all(tool.input_schema["additionalProperties"] is False for tool in tools.values())
        assert all(tool.description for tool in tools.values())
        assert "seed" not in (tools["new_game"].description or "")

    run(session, build_server())


def test_with_open_deals_new_game_lists_a_seed() -> None:
    async def session(client: Client) -> None:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools["new_game"].input_schema["properties"]) == {
            "game", "players", "seed", "bots", "seat", "options",
        }  # fmt: skip
        assert "every player can know the deal" in (tools["new_game"].description or "")

    run(session, build_server(GameTables(open_deals=True)))


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
        assert "Extra inputs are not permitted" in await refused(
            client, "get_view", handle="apache-7", seat=1
        )
        assert "a bot's seed is the server's" in await new(
            game="apache", players=2, bots=["random:seed=3"]
        )

    run(session, build_server())


def test_a_seed_is_refused_unless_the_server_has_open_deals() -> None:
    with pytest.raises(ToolError, match="may not choose the seed"):
        GameTables().new_game("apache", 2, seed=1)
    with pytest.raises(ToolError, match="2\\*\\*63 - 1"):
        GameTables(open_deals=True).new_game("apache", 2, seed=-1)
    opened = GameTables(open_deals=True)
    first = opened.new_game("apache", 2, seed=2**63 - 1)["handle"]
    second = opened.new_game("apache", 2, seed=2**63 - 1)["handle"]
    assert opened.get_view(first) == opened.get_view(second)


def test_a_failure_of_the_library_reaches_the_client_without_its_details() -> None:
    class Failing:
        def choose(self, game: Any, view: Any, legal: Any) -> Any:
            raise ValueError("seat 1 holds the chief and the warrior")

    tables = GameTables(seed=0)  # a deal where passing leaves the bot a move to make
    handle = tables.new_game("apache", 2, bots=["first"])["handle"]
    tables._tables.get(handle).bots[1] = Failing()
    with pytest.raises(ToolError, match="the game failed while the bots played") as failed:
        tables.play(handle, tables.legal_actions(handle)[-1])
    assert "chief" not in str(failed.value)
    assert isinstance(failed.value.__cause__, TableFault)


@pytest.mark.parametrize(("name", "players"), CONFIGURATIONS)
def test_a_client_plays_every_game_to_the_end_against_bots(name: str, players: int) -> None:
    tables, rng = GameTables(seed=players), Rng.from_seed(players)
    seat = players - 1  # the bots play first
    started = tables.new_game(name, players, seat=seat)
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
    tables = GameTables(seed=2)
    handle = tables.new_game("rattlesnake-city", 3, seat=1)["handle"]
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
    tables = GameTables(seed=1)
    first = tables.new_game("apache", 2)["handle"]
    second = tables.new_game("chaparral", 3, bots=["first", "heuristic"])["handle"]
    assert (first, second) == ("apache-1", "chaparral-2")
    before = tables.get_view(second)
    tables.play(first, tables.legal_actions(first)[0])
    assert tables.get_view(second) == before
    assert "Chaparral" not in tables.get_view(first)
    assert tables.new_game("chaparral", 3, bots=["first", "heuristic"])["seats"] == [
        "you",
        "first",
        "heuristic",
    ]


def test_past_its_capacity_the_server_forgets_the_game_least_recently_played() -> None:
    tables = GameTables(max_games=2)
    first = tables.new_game("apache", 2)["handle"]
    second = tables.new_game("apache", 2)["handle"]
    tables.get_view(first)
    tables.new_game("apache", 2)
    tables.get_view(first)
    with pytest.raises(ToolError, match=f"no game has the handle '{second}'"):
        tables.get_view(second)
    with pytest.raises(ValueError, match="max_games"):
        GameTables(max_games=0)


def test_a_refused_move_changes_nothing() -> None:
    tables = GameTables(seed=1)
    handle = tables.new_game("pappy-winchester", 3)["handle"]
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

    tables, listener = GameTables(seed=1), Listener()
    handle = tables.new_game("apache", 2)["handle"]
    table = tables._tables.get(handle)
    table.bots[1] = listener
    tables.play(handle, tables.legal_actions(handle)[-1])
    assert listener.heard
    view, narration = listener.heard[-1]
    assert view == table.env.game.view(table.env.state, 1)
    assert narration


def test_the_tools_report_as_json_text_too() -> None:
    async def session(client: Client) -> None:
        result = await client.call_tool("new_game", {"game": "apache", "players": 2})
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


def test_the_mcp_command_passes_its_deal_options_and_warns_of_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    served: list[dict[str, Any]] = []
    monkeypatch.setattr(frontier_games.adapters.mcp_server, "main", lambda **k: served.append(k))
    err, out = io.StringIO(), io.StringIO()
    assert main(["mcp"], stdout=out, stderr=err) == 0
    assert served[-1] == {"open_deals": False, "seed": None}
    assert err.getvalue() == ""
    assert main(["mcp", "--open-deals", "--seed", "9"], stdout=out, stderr=err) == 0
    assert served[-1] == {"open_deals": True, "seed": 9}
    assert "every player" in err.getvalue()
    assert main(["mcp", "--seed", str(2**63)], stdout=out, stderr=err) == 2
    assert "--seed is 0 .. 2**63 - 1" in err.getvalue()
    assert len(served) == 2
    assert out.getvalue() == ""  # standard output is the protocol's
