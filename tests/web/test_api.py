"""The web table's JSON API, through Starlette's test client: new games, moves by position
and in words, refusals, records, that what it sends a seat follows from that seat's view
alone, and that no seat learns or chooses the seed unless the server has open deals."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

import frontier_games as fg
from frontier_games.adapters.tables import SEEDS, Table, Tables
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_dict, to_json
from frontier_games.web import create_app, table_data

SVG = "{http://www.w3.org/2000/svg}svg"


@pytest.fixture
def tables() -> Tables:
    return Tables(private=True, seed=1)  # as create_app makes them, but the same deals each run


@pytest.fixture
def client(tables: Tables) -> TestClient:
    return TestClient(create_app(tables))


@pytest.fixture
def opened() -> Tables:
    return Tables(private=True, open_deals=True)


@pytest.fixture
def open_client(opened: Tables) -> TestClient:
    return TestClient(create_app(opened))


def start(client: TestClient, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"players": 2, **body})
    assert answer.status_code == 201, answer.text
    data: dict[str, Any] = answer.json()
    return data


def seen_alike(table: Table, data: dict[str, Any]) -> None:
    """``data`` is what the seat's view shows, whatever the hidden parts are: the same
    picture and moves come from any state that looks the same to the seat."""
    game, view = table.game, table.view()
    for seed in range(3):
        guess = game.determinize(view, seed)
        assert game.svg(game.view(guess, table.seat)) == data["svg"]
        described = [game.describe(view, a) for a in game.legal_actions(guess, table.seat)]
        assert described == (data["legal"] if data["your_turn"] else [])


def test_the_page_is_served_with_its_form(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert 'id="setup"' in page.text
    assert "/api/tables" in page.text


def test_the_games_and_the_bots_are_listed(client: TestClient) -> None:
    listed = client.get("/api/games").json()
    assert [game["id"] for game in listed["games"]] == list(fg.game_names())
    assert "heuristic" in listed["bots"]
    assert all(g["min_players"] <= g["max_players"] for g in listed["games"])
    assert listed["open_deals"] is False


def test_a_new_game_shows_the_seats_view_and_its_moves(client: TestClient, tables: Tables) -> None:
    data = start(client, game="apache", bots=["heuristic"])
    table = tables.get(data["handle"])
    assert ET.fromstring(data["svg"]).tag == SVG
    assert data["svg"] == table.game.svg(table.view())
    assert data["legal"] == list(table.legal_descriptions())
    assert data["seats"] == ["you", "heuristic"]
    assert data["your_turn"] is True


def no_seed_in(text: str, seed: int, players: int) -> None:
    """Neither the game's seed nor a bot's (made from it) is in ``text``: either tells the
    hidden cards."""
    for secret in (seed, *(seed * 100 + seat for seat in range(players))):
        assert str(secret) not in text


def test_no_answer_holds_the_seed_that_tells_the_hidden_cards(
    client: TestClient, tables: Tables
) -> None:
    data = start(client, game="rattlesnake-city", players=3, bots=["heuristic"] * 2)
    handle = data["handle"]
    seed = tables.get(handle).env.seed
    assert seed is not None
    assert seed >= 2**40  # a server's seed, far too many to search
    answers = [client.get("/api/games").text, client.get("/").text, json.dumps(data)]
    for _ in range(3):
        answers.append(client.post(f"/api/tables/{handle}/moves", json={"index": 0}).text)
        answers.append(client.post(f"/api/tables/{handle}/moves", json={"text": "jig"}).text)
    answers += [client.get(f"/api/tables/{handle}").text]
    answers += [client.get(f"/api/tables/{handle}/record").text]  # refused: not over yet
    for answer in answers:
        no_seed_in(answer, seed, 3)


def test_a_browser_may_not_choose_the_seed_nor_go_on_from_a_record(
    client: TestClient, tables: Tables
) -> None:
    refused = client.post("/api/tables", json={"game": "apache", "players": 2, "seed": 12345})
    assert refused.status_code == 403
    assert "may not choose the seed" in refused.json()["error"]
    assert tables.handles() == ()
    played = Table.start("apache", players=2, seat=0, seed=3)
    record = json.loads(to_json(played.record()))
    uploaded = client.post("/api/records", json={"record": record, "seat": 0})
    assert uploaded.status_code == 403
    assert "does not go on from records" in uploaded.json()["error"]
    assert tables.handles() == ()


def test_the_servers_seed_deals_the_same_games_again_without_telling_them() -> None:
    def deals(server: Tables) -> list[Any]:
        client = TestClient(create_app(server))
        handles = [start(client, game="apache", bots=["first"])["handle"] for _ in range(3)]
        return [server.get(handle).env.state for handle in handles]

    first = deals(Tables(private=True, seed=99))
    assert deals(Tables(private=True, seed=99)) == first
    assert len({to_json(state) for state in first}) == 3  # each game its own deal
    assert deals(Tables(private=True, seed=98)) != first


def test_a_failing_bot_is_a_500_that_tells_nothing(
    client: TestClient, tables: Tables, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = start(client, game="apache", bots=["first"])
    table = tables.get(data["handle"])

    class Leaky:
        def choose(self, game: Any, view: Any, legal: Any) -> Any:
            raise ValueError("seat 1 holds the chief and the warrior")

    table.bots[1] = Leaky()
    answer = client.post(f"/api/tables/{data['handle']}/moves", json={"index": 0})
    assert answer.status_code == 500
    assert "failed while the bots played" in answer.json()["error"]
    assert "chief" not in answer.text


def test_with_open_deals_a_seed_deals_a_game_again_and_a_record_goes_on(
    open_client: TestClient, opened: Tables
) -> None:
    assert open_client.get("/api/games").json()["open_deals"] is True
    seed = SEEDS - 1  # 63 bits, as a server draws them
    body = {"game": "pappy-winchester", "players": 3, "bots": ["first"] * 2, "seed": seed}
    first, second = (start(open_client, **body) for _ in range(2))
    assert first["svg"] == second["svg"]
    assert opened.get(first["handle"]).env.seed == seed
    final = play_to_the_end(open_client, first["handle"])
    assert final["over"]
    record = open_client.get(f"/api/tables/{first['handle']}/record").json()
    assert record["seed"] == seed  # exactly: the JSON text carries every digit


def test_a_handle_cannot_be_guessed_and_a_wrong_one_names_no_other(client: TestClient) -> None:
    first, second = (start(client, game="apache")["handle"] for _ in range(2))
    assert first.startswith("apache-")
    assert len(first) > len("apache-") + 10
    assert first != second
    refused = client.get("/api/tables/apache-1").json()["error"]
    assert first not in refused
    assert second not in refused


def test_a_move_by_position_and_one_in_words_are_played(client: TestClient, tables: Tables) -> None:
    data = start(client, game="pappy-winchester", players=3, bots=["first", "first"])
    first = data["legal"][0]
    moved = client.post(f"/api/tables/{data['handle']}/moves", json={"index": 0})
    assert moved.status_code == 200
    assert moved.json()["moved"] == first
    assert len(moved.json()["log"]) > len(data["log"])  # the move was told
    words = moved.json()["legal"][-1]
    again = client.post(f"/api/tables/{data['handle']}/moves", json={"text": words})
    assert again.json()["moved"] == words
    seen_alike(tables.get(data["handle"]), again.json())


def test_a_refused_move_says_why_and_changes_nothing(client: TestClient, tables: Tables) -> None:
    data = start(client, game="apache")
    before = tables.get(data["handle"]).env.state
    refused = client.post(f"/api/tables/{data['handle']}/moves", json={"text": "dance"})
    assert refused.status_code == 400
    assert refused.json()["rule"] == "unreadable-move"
    assert set(refused.json()["closest"]) <= set(data["legal"])
    assert tables.get(data["handle"]).env.state == before


@pytest.mark.parametrize(
    "body",
    [{}, {"index": 99}, {"index": "0"}, {"text": 5}, {"index": 0, "text": "pass"}, [1]],
)
def test_a_move_that_is_neither_a_position_nor_words_is_refused(
    client: TestClient, body: Any
) -> None:
    data = start(client, game="apache")
    answer = client.post(f"/api/tables/{data['handle']}/moves", json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]


@pytest.mark.parametrize(
    "body",
    [
        {"game": "poker"},
        {"game": "apache", "players": 9},
        {"game": "apache", "seat": 5},
        {"game": "apache", "bots": ["os.path:join"]},
        {"game": "apache", "bots": ["ismcts:iterations=1000000000"]},
        {"game": "apache", "bots": ["random:seed=5"]},
        {"game": "apache", "bots": ["ismcts:seconds=nan"]},
        {"game": "apache", "options": {"colours": 3}},
    ],
)
def test_a_bad_new_game_is_refused_with_what_was_expected(
    client: TestClient, body: dict[str, Any]
) -> None:
    answer = client.post("/api/tables", json={"players": 2, **body})
    assert answer.status_code == 400
    assert answer.json()["error"]


@pytest.mark.parametrize("seed", ["one", -1, 2**63, 2**70, True, 1.5])
def test_a_seed_that_is_not_63_bits_is_refused_even_with_open_deals(
    open_client: TestClient, seed: object
) -> None:
    answer = open_client.post("/api/tables", json={"game": "apache", "players": 2, "seed": seed})
    assert answer.status_code == 400
    assert "a seed is an int from 0 to 2**63 - 1" in answer.json()["error"]


def test_a_body_that_is_not_json_or_too_large_is_refused(client: TestClient) -> None:
    answer = client.post("/api/tables", content=b"{not json")
    assert answer.status_code == 400
    assert "JSON" in answer.json()["error"]
    huge = client.post("/api/tables", content=b" " * (2 << 20))
    assert huge.status_code == 400
    assert "larger" in huge.json()["error"]


def test_an_unknown_handle_is_not_found(client: TestClient) -> None:
    for path in ("/api/tables/nope", "/api/tables/nope/record"):
        answer = client.get(path)
        assert answer.status_code == 404
        assert "nope" in answer.json()["error"]
    assert client.post("/api/tables/nope/moves", json={"index": 0}).status_code == 404


def play_to_the_end(client: TestClient, handle: str) -> dict[str, Any]:
    data: dict[str, Any] = client.get(f"/api/tables/{handle}").json()
    while not data["over"]:
        data = client.post(f"/api/tables/{handle}/moves", json={"index": 0}).json()
    return data


def test_the_record_is_given_only_once_the_game_is_over_and_replays_it(
    client: TestClient, tables: Tables
) -> None:
    data = start(client, game="apache", bots=["first"])
    handle = data["handle"]
    assert client.get(f"/api/tables/{handle}/record").status_code == 409
    final = play_to_the_end(client, handle)
    assert final["outcome"]["you"]["seat"] == 0
    record = from_dict(client.get(f"/api/tables/{handle}/record").json(), GameRecord)
    assert replay(record)[-1] == tables.get(handle).env.state
    assert final["legal"] == []


def test_an_uploaded_record_goes_on_from_where_it_stopped(open_client: TestClient) -> None:
    played = Table.start("chaparral", players=3, seat=1, bots=["first", "first"], seed=2)
    for _ in range(3):
        played.play(0)
    record = json.loads(to_json(played.record()))
    answer = open_client.post(
        "/api/records", json={"record": record, "seat": 1, "bots": ["first"] * 2}
    )
    assert answer.status_code == 201
    assert answer.json()["svg"] == table_data("x", played)["svg"]
    assert answer.json()["log"] == played.log
    refused = open_client.post("/api/records", json={"record": {"game": "apache"}, "seat": 0})
    assert refused.status_code == 400


@pytest.mark.parametrize("name", fg.game_names())
def test_what_a_seat_is_sent_follows_from_its_view_alone(
    client: TestClient, tables: Tables, name: str
) -> None:
    game = fg.get_game(name)
    players = max(game.min_players, 3)
    data = start(client, game=name, players=players, bots=["first"] * (players - 1))
    for _ in range(4):
        if data["over"]:
            break
        seen_alike(tables.get(data["handle"]), data)
        data = client.post(f"/api/tables/{data['handle']}/moves", json={"index": 0}).json()
