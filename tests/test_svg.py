"""The drawing kit (``frontier_games.svg``) and what every game's picture shares: an SVG
document 600 wide, the same text for the same view, shown by notebooks through
``_repr_svg_``."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import frontier_games as fg
from frontier_games.svg import PALETTE, SEAT_COLOURS, WIDTH, Drawing, seat_colour

NS = "{http://www.w3.org/2000/svg}"


def test_a_drawing_is_an_svg_document_as_tall_as_what_was_drawn() -> None:
    drawing = Drawing("two cards")
    drawing.card(10, 10, 40, 60, "ace")
    drawing.card(60, 100, 40, 60.4, "hidden", face_down=True)
    root = ET.fromstring(drawing.to_svg())
    assert root.tag == f"{NS}svg"
    assert root.get("width") == str(WIDTH)
    assert root.get("height") == "171"  # the lowest edge, 160.4, and the margin, rounded up
    assert root.find(f"{NS}title") is not None
    assert root.findtext(f"{NS}title") == "two cards"


def test_a_face_down_card_shows_its_back_and_no_label() -> None:
    drawing = Drawing("a back")
    drawing.card(0, 0, 40, 60, "a face-down card", face_down=True)
    root = ET.fromstring(drawing.to_svg())
    shapes = root.findall(f"{NS}rect")[1:]  # after the paper
    assert shapes[0].get("fill") == PALETTE["back"]
    assert root.findall(f"{NS}text") == []
    assert shapes[0].findtext(f"{NS}title") == "a face-down card"


def test_text_is_escaped_and_numbers_are_written_alike() -> None:
    drawing = Drawing("<&>")
    drawing.text(1.25, -0.0, "a < b & c", anchor="middle", bold=True)
    drawing.circle(3.0, 4.04, 2, fill="red")
    picture = drawing.to_svg()
    root = ET.fromstring(picture)
    text = root.find(f"{NS}text")
    assert text is not None
    assert text.text == "a < b & c"
    assert (text.get("x"), text.get("y")) == ("1.2", "0")
    assert text.get("text-anchor") == "middle"
    assert text.get("font-weight") == "bold"
    circle = root.find(f"{NS}circle")
    assert circle is not None
    assert (circle.get("cx"), circle.get("cy")) == ("3", "4")


def test_the_same_drawing_gives_the_same_text() -> None:
    def draw() -> str:
        drawing = Drawing("again")
        drawing.line([(0, 0), (10, 20.55)], stroke=PALETTE["rail"], width=2)
        drawing.polygon([(0, 0), (5, 5), (0, 5)], fill=PALETTE["grass"], tooltip="a plot")
        return drawing.to_svg()

    assert draw() == draw()


def test_every_seat_has_a_colour_and_they_repeat_past_the_last() -> None:
    assert len(set(SEAT_COLOURS)) == len(SEAT_COLOURS) == 8
    assert seat_colour(0) == SEAT_COLOURS[0]
    assert seat_colour(8) == seat_colour(0)
    assert PALETTE["highlight"] not in SEAT_COLOURS


@pytest.mark.parametrize("name", fg.game_names())
def test_a_notebook_shows_a_view_as_its_picture(name: str) -> None:
    game = fg.get_game(name)
    players = max(game.min_players, 3)
    state = game.new_game(players=players, seed=2)
    for seat in (0, None):
        view = game.view(state, seat)
        picture = view._repr_svg_()
        assert picture == game.svg(view)
        root = ET.fromstring(picture)
        assert root.tag == f"{NS}svg"
        assert root.get("width") == "600"


@pytest.mark.parametrize("name", fg.game_names())
def test_a_picture_is_refused_for_what_is_not_the_games_view(name: str) -> None:
    game = fg.get_game(name)
    with pytest.raises(TypeError):
        game.svg("a view")
