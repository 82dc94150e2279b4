"""The web table's server: a Starlette app over :class:`~frontier_games.adapters.tables.Tables`.

>>> from starlette.testclient import TestClient
>>> client = TestClient(create_app())
>>> started = client.post("/api/tables", json={"game": "apache", "players": 2})
>>> started.status_code, started.json()["your_turn"], started.json()["svg"][:4]
(201, True, '<svg')
>>> "seed" in started.json()
False
>>> client.post("/api/tables", json={"game": "apache", "players": 2, "seed": 1}).status_code
403
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from frontier_games.adapters import find_game
from frontier_games.adapters.tables import (
    RefusedMove,
    SecretDeal,
    Table,
    TableError,
    TableFault,
    Tables,
)
from frontier_games.bots.specs import BOT_KINDS
from frontier_games.core import SerializationError, brief
from frontier_games.games import game_names
from frontier_games.record import GameRecord
from frontier_games.serialization import from_dict, to_dict

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "create_app", "serve", "table_data"]

DEFAULT_HOST = "127.0.0.1"
"""Where ``serve`` listens by default: this machine only."""

DEFAULT_PORT = 8000

_MAX_BODY = 1 << 20
"""The largest request body read (a record of the longest game is far smaller)."""


def table_data(handle: str, table: Table) -> dict[str, Any]:
    """What the page shows of a game, all from its seat's view and what it was told: the
    picture, the legal moves' descriptions (a button each, in the game's order), the whole
    log, who sits where, whose turn it is and, at the end, the outcome."""
    view = table.view()
    return {
        "handle": handle,
        "game": table.game.name,
        "players": table.env.players,
        "seat": table.seat,
        "seats": list(table.labels),
        "svg": table.game.svg(view),
        "legal": list(table.legal_descriptions()),
        "log": list(table.log),
        **table.report(),
    }


def _play(handle: str, table: Table, move: int | str) -> dict[str, Any]:
    """Play ``move`` at ``table`` (then the bots); the move as the game read it, and the
    game as the seat sees it after the bots' answers."""
    with table.lock:
        moved = table.play(move)["moved"]
        return {"moved": moved, **table_data(handle, table)}


def _refused(error: Exception, status: int = 400) -> JSONResponse:
    """The refusal as JSON: 403 for a request that would tell the deal, 500 for the
    library's failure (its message names no detail), else ``status``."""
    if isinstance(error, SecretDeal):
        status = 403
    elif isinstance(error, TableFault):
        status = 500
    data: dict[str, Any] = {"error": str(error)}
    if isinstance(error, RefusedMove):
        data |= {"rule": error.rule, "message": error.message, "closest": list(error.closest)}
    return JSONResponse(data, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object.

    :raises TableError: for a body that is too large, not JSON, or not an object.
    """
    too_large = TableError(f"the request is larger than {_MAX_BODY} bytes")
    declared = request.headers.get("content-length", "0")
    if not declared.isdigit() or int(declared) > _MAX_BODY:
        raise too_large
    raw = b""
    async for chunk in request.stream():  # stop reading past the limit, whatever was declared
        raw += chunk
        if len(raw) > _MAX_BODY:
            raise too_large
    try:
        data = json.loads(raw or b"{}")
    except (ValueError, UnicodeDecodeError) as error:
        raise TableError(f"the request is not JSON: {error}") from None
    if not isinstance(data, dict):
        raise TableError(f"the request is a JSON object, not {brief(data)}")
    return data


def _shown(handle: str, table: Table) -> dict[str, Any]:
    with table.lock:
        return table_data(handle, table)


def _recorded(table: Table) -> dict[str, Any] | None:
    """The record's plain data once the game is over; ``None`` before."""
    with table.lock:
        return to_dict(table.record()) if table.over else None


def create_app(tables: Tables | None = None) -> Starlette:
    """The web table as an ASGI app (run it with any ASGI server), holding its games in
    ``tables`` (default: a new private :class:`~frontier_games.adapters.tables.Tables`,
    whose handles no one can guess and whose deals are secret). A browser may name a seed
    or upload a record only if ``tables`` has ``open_deals``."""
    held = Tables(private=True) if tables is None else tables
    page = resources.files(__package__).joinpath("page.html").read_text(encoding="utf-8")

    def found(request: Request) -> tuple[str, Table]:
        handle = request.path_params["handle"]
        return handle, held.get(handle)

    async def index(_: Request) -> Response:
        return HTMLResponse(page)

    async def games(_: Request) -> Response:
        listed = []
        for name in game_names():
            game = find_game(name)
            listed.append(
                {"id": name, "min_players": game.min_players, "max_players": game.max_players}
            )
        return JSONResponse(
            {"games": listed, "bots": list(BOT_KINDS), "open_deals": held.open_deals}
        )

    async def new_table(request: Request) -> Response:
        try:
            body = await _body(request)
            game = find_game(body.get("game"))
            options = body.get("options")
            handle, table = await run_in_threadpool(  # the bots may think a while
                held.start,
                game.name,
                body.get("players"),  # type: ignore[arg-type]  # the table checks every field
                seat=body.get("seat", 0),
                bots=body.get("bots"),
                seed=body.get("seed"),  # refused unless the server has open deals
                options=None if options is None else from_dict(options, game.options_type),
            )
        except (ValueError, TypeError) as error:
            return _refused(error)
        return JSONResponse(await run_in_threadpool(_shown, handle, table), status_code=201)

    async def show(request: Request) -> Response:
        try:
            handle, table = found(request)
        except TableError as error:
            return _refused(error, 404)
        return JSONResponse(await run_in_threadpool(_shown, handle, table))

    async def move(request: Request) -> Response:
        try:
            handle, table = found(request)
        except TableError as error:
            return _refused(error, 404)
        try:
            body = await _body(request)
            if ("index" in body) == ("text" in body):
                raise TableError('a move is {"index": <a legal move\'s position>} or {"text": ...}')
            chosen = body["index"] if "index" in body else body["text"]
            if type(chosen) not in (int, str):
                raise TableError(f"a move is a position or words, not {brief(chosen)}")
            return JSONResponse(await run_in_threadpool(_play, handle, table, chosen))
        except TableError as error:
            return _refused(error)

    async def record(request: Request) -> Response:
        try:
            _, table = found(request)
        except TableError as error:
            return _refused(error, 404)
        recorded = await run_in_threadpool(_recorded, table)
        if recorded is None:
            return _refused(
                TableError("the record holds the seed, which tells every hidden card: "
                           "it is given once the game is over"),
                409,
            )  # fmt: skip
        return JSONResponse(recorded)

    async def upload(request: Request) -> Response:
        try:
            body = await _body(request)
            recorded = from_dict(body.get("record"), GameRecord)
            handle, table = await run_in_threadpool(  # refused unless the server has open deals
                held.resume, recorded, seat=body.get("seat", 0), bots=body.get("bots")
            )
        except (ValueError, TypeError, SerializationError) as error:
            return _refused(error)
        return JSONResponse(await run_in_threadpool(_shown, handle, table), status_code=201)

    return Starlette(
        routes=[
            Route("/", index),
            Route("/api/games", games),
            Route("/api/tables", new_table, methods=["POST"]),
            Route("/api/tables/{handle}", show),
            Route("/api/tables/{handle}/moves", move, methods=["POST"]),
            Route("/api/tables/{handle}/record", record),
            Route("/api/records", upload, methods=["POST"]),
        ]
    )


def serve(
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    *,
    open_deals: bool = False,
    seed: int | None = None,
) -> None:
    """Serve the web table with Uvicorn until interrupted; ``open_deals`` and ``seed`` as
    for :class:`~frontier_games.adapters.tables.Tables` (by default every deal is secret)."""
    tables = Tables(private=True, open_deals=open_deals, seed=seed)
    uvicorn.run(create_app(tables), host=host, port=port, log_level="warning")
