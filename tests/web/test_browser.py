"""The web table in a real browser: Chromium, driven by Playwright, plays a whole Apache
game and part of a Pappy Winchester game through the page, checking what the page shows
after every move and that no answer the page receives holds what the seat may not see;
and, on a server with open deals, that a seed typed and a record uploaded reach the server
digit for digit (63 bits, more than a JavaScript number holds).

Chromium comes from the system (Debian's ``chromium`` package, which ``.ci/run`` installs
where it is missing); set ``FRONTIER_CHROMIUM`` to use another binary. Without Playwright
or a Chromium these tests skip, except on CI (``CI`` set), where they fail.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import threading
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
pytest.importorskip("playwright.sync_api")

import uvicorn
from playwright import sync_api

from frontier_games.adapters.tables import Table, Tables
from frontier_games.serialization import to_json
from frontier_games.web import create_app

CHROMIUM = os.environ.get("FRONTIER_CHROMIUM") or shutil.which("chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Chromium's flags here: no sandbox (CI runs as root), and no calls home (the machine's
network is closed, and each refused connection slows the start)."""

if CHROMIUM is None:
    if os.environ.get("CI"):
        pytest.fail("no Chromium: install Debian's chromium package", pytrace=False)
    pytest.skip("no Chromium to drive", allow_module_level=True)


class Server:
    """The web table served by Uvicorn on a free local port, in a thread."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        config = uvicorn.Config(
            create_app(self.tables), host="127.0.0.1", port=self.port, log_level="warning"
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> Server:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline:
                raise TimeoutError("the web table did not start in 30 s")
            time.sleep(0.05)
        return self

    def __exit__(self, *_: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    with Server(Tables(private=True, seed=20_240_601)) as running:  # secret, reproducible deals
        yield running


@pytest.fixture(scope="module")
def open_server() -> Iterator[Server]:
    with Server(Tables(private=True, open_deals=True)) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()


class Page:
    """The page, with every JSON answer it received kept to be checked."""

    def __init__(self, browser: Any, server: Server) -> None:
        self.server = server
        self.page = browser.new_page(viewport={"width": 1100, "height": 900})
        self.answers: list[dict[str, Any]] = []
        self.page.on("response", self._keep)
        self.page.goto(server.url)
        self.page.wait_for_selector("#game option", state="attached")

    def _keep(self, response: Any) -> None:
        if "/api/tables" in response.url and response.request.method != "OPTIONS":
            with contextlib.suppress(ValueError, sync_api.Error):  # a page, not JSON
                self.answers.append(json.loads(response.text()))

    def start(
        self, game: str, players: int, seat: int, bots: str, seed: int | None = None
    ) -> Table:
        page = self.page
        page.select_option("#game", game)
        page.select_option("#players", str(players))
        page.select_option("#seat", str(seat))
        for select in page.query_selector_all("select.bot"):
            select.select_option(bots)
        if seed is not None:
            page.fill("#seed", str(seed))
        with page.expect_response(lambda r: r.url.endswith("/api/tables")):
            page.click("#start")
        page.wait_for_selector("#picture svg")
        handle = self.answers[-1]["handle"]
        return self.server.tables.get(handle)

    def shows(self, table: Table) -> None:
        """The page shows the seat's picture, its moves as buttons, the log and, at the
        end, the outcome; and the last answer held nothing the seat may not see."""
        page, game, view = self.page, table.game, table.view()
        assert page.eval_on_selector_all("#picture svg", "found => found.length") == 1
        words = page.eval_on_selector("#picture svg", "picture => picture.textContent")
        assert words == "".join(ET.fromstring(game.svg(view)).itertext())
        texts = "found => found.map(element => element.textContent)"
        assert page.eval_on_selector_all("#moves button", texts) == list(table.legal_descriptions())
        assert page.eval_on_selector_all("#log li", texts) == table.log
        assert page.is_visible("#outcome") == table.over
        assert page.is_visible("#download") == table.over
        last = [answer for answer in self.answers if "svg" in answer][-1]
        for seed in range(2):  # the same answer from any state the seat cannot tell apart
            guess = game.view(game.determinize(view, seed), table.seat)
            assert last["svg"] == game.svg(guess)
        if not table.over:  # the seed, or a bot's made from it, tells the hidden cards
            seed = table.env.seed or 0
            text = json.dumps(last)
            for secret in (seed, *(seed * 100 + s for s in range(table.env.players))):
                assert str(secret) not in text

    def play_button(self, index: int) -> None:
        with self.page.expect_response(lambda r: "/moves" in r.url):
            self.page.click(f"#moves button[data-index='{index}']")

    def play_typed(self, text: str) -> None:
        self.page.fill("#text", text)
        with self.page.expect_response(lambda r: "/moves" in r.url):
            self.page.click("#play")


def test_a_whole_apache_game_is_played_in_the_browser(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    assert not page.page.is_visible("#seed")  # the server deals: no seed, no record taken
    assert not page.page.is_visible("#upload")
    table = page.start("apache", players=3, seat=0, bots="heuristic")
    page.shows(table)
    moves = 0
    while not table.over:
        legal = table.legal_descriptions()
        if moves % 3 == 1:
            page.play_typed(legal[-1])
        else:
            page.play_button(0)
        moves += 1
        page.shows(table)
    outcome = page.page.inner_text("#outcome")
    assert "Winner" in outcome
    assert str(table.game.outcome(table.env.state).ranks[0]) in outcome
    with page.page.expect_download() as download:
        page.page.click("#download")
    saved = json.loads(Path(download.value.path()).read_text())
    assert saved["game"] == "apache"
    assert len(saved["actions"]) == len(table.env.actions)


def test_part_of_a_pappy_game_is_played_and_a_refused_move_is_explained(
    browser: Any, server: Server
) -> None:
    page = Page(browser, server)
    table = page.start("pappy-winchester", players=4, seat=1, bots="heuristic")
    page.shows(table)
    page.play_typed("ride a unicorn")
    assert "unreadable-move" in page.page.inner_text("#message")
    assert page.answers[-1]["rule"] == "unreadable-move"
    page.shows(table)
    for _ in range(8):
        if table.over:
            break
        page.play_button(len(table.legal_actions()) - 1)
        page.shows(table)


def test_with_open_deals_a_typed_seed_and_an_uploaded_record_keep_every_digit(
    browser: Any, open_server: Server, tmp_path: Path
) -> None:
    page = Page(browser, open_server)
    assert page.page.is_visible("#seed")
    seed = 2**63 - 25  # above 2**53: a JavaScript number would round it
    table = page.start("apache", players=2, seat=0, bots="first", seed=seed)
    assert table.env.seed == seed
    for _ in range(2):
        page.play_button(0)
    record = table.record()
    path = tmp_path / "game.json"
    path.write_text(to_json(record))
    with page.page.expect_response(lambda r: r.url.endswith("/api/records")):
        page.page.set_input_files("#upload", str(path))
    page.page.wait_for_function("document.querySelector('#message').textContent === ''")
    resumed = open_server.tables.get(page.answers[-1]["handle"])
    assert resumed.env.seed == seed
    assert resumed.env.state == table.env.state
    page.shows(resumed)
