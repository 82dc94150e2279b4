"""The SVG picture of an Apache view (issue 14): a valid, deterministic document 600 wide that
shows what the view shows, the heap face down and nothing else hidden."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest

from frontier_games.games import apache as A
from frontier_games.games.apache import Colour, Options, Phase, State, View
from frontier_games.games.apache.picture import svg
from frontier_games.svg import PALETTE, text_width

SVG = "{http://www.w3.org/2000/svg}"
RED, YELLOW, PURPLE, GREEN, BLUE = Colour

SETTINGS = [
    (2, Options()),
    (3, Options(war_path=True, wedding=True, joint_raid=True)),
    (4, Options(chief_captures_twin=True, buffalo_under_pile=True)),
    (5, Options(war_path=True, wedding=True, joint_raid=True, chief_captures_twin=True)),
    (2, Options(colours=(BLUE, PURPLE), wedding=True)),
    (3, Options(colours=(GREEN, RED, BLUE), joint_raid=True)),
]


def _step(state: State, rng: random.Random) -> State:
    seat = sorted(A.actors(state))[0]
    return A.apply(state, rng.choice(A.legal_actions(state, seat)))


def _positions(players: int, options: Options, seed: int) -> Iterator[State]:
    """A seeded random game's start, a grab window and a loot choice on the way, its middle
    and its end."""
    rng = random.Random(seed)
    state = A.new_game(players, seed, options)
    yield state
    history = [state]
    while not A.is_over(state):
        state = _step(state, rng)
        history.append(state)
    boards = [s for s in history if s.board and s.phase is Phase.GRAB]
    loots = [s for s in history if s.phase is Phase.LOOT]
    yield from boards[:1]
    yield from loots[:1]
    yield history[len(history) // 2]
    yield state


def _cases() -> list[tuple[str, State]]:
    cases = []
    for number, (players, options) in enumerate(SETTINGS):
        for seed in (number + 1,):
            for point, state in enumerate(_positions(players, options, 10 * number + seed)):
                cases.append((f"{players}p-setting{number}-seed{seed}-point{point}", state))
    return cases


NAMED_VIEWS = [
    (f"{name}-{'spectator' if seat is None else seat}", A.view(state, seat))
    for name, state in _cases()
    for seat in (None, *range(state.players))
]
VIEWS = [pytest.param(view, id=name) for name, view in NAMED_VIEWS]


@pytest.fixture(scope="module")
def album() -> dict[View, ET.Element]:
    """Every view's picture drawn and parsed once (the tests read each several times)."""
    return {view: ET.fromstring(svg(view)) for _, view in NAMED_VIEWS}


def _texts(root: ET.Element) -> list[str]:
    """The visible text: every ``<text>`` element's content."""
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def _tooltips(root: ET.Element) -> list[str]:
    """Every shape's tooltip (the ``<title>`` of a shape, not the document's)."""
    return [
        title.text or ""
        for shape in root
        if shape.tag != f"{SVG}title"
        for title in shape.findall(f"{SVG}title")
    ]


def _face_down(root: ET.Element) -> list[ET.Element]:
    """The face-down cards: shapes in the back's colour that have a tooltip."""
    return [
        shape
        for shape in root.iter(f"{SVG}rect")
        if shape.get("fill") == PALETTE["back"] and shape.find(f"{SVG}title") is not None
    ]


def _name(view: View, seat: int) -> str:
    return view.colours[seat].name.lower()


@pytest.mark.parametrize("view", VIEWS)
def test_picture_is_an_svg_document_600_wide(album: dict[View, ET.Element], view: View) -> None:
    root = album[view]
    assert root.tag == f"{SVG}svg"
    assert root.get("width") == "600"
    height = int(root.get("height", "0"))
    assert root.get("viewBox") == f"0 0 600 {height}"
    assert 300 < height < 900


@pytest.mark.parametrize("view", VIEWS[::2])
def test_the_same_view_draws_the_same_picture(view: View) -> None:
    again = view.evolve()
    assert again is not view
    assert svg(again) == svg(view)


@pytest.mark.parametrize("view", VIEWS)
def test_title_names_the_game_the_viewer_and_the_phase(
    album: dict[View, ET.Element], view: View
) -> None:
    title = album[view].findtext(f"{SVG}title")
    viewer = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    phase = {Phase.GRAB: "grab window open", Phase.LOOT: "making loot", Phase.OVER: "game over"}
    assert title == f"Apache: {viewer}, {phase[view.phase]}"


@pytest.mark.parametrize("view", VIEWS)
def test_the_heap_is_the_only_card_drawn_face_down(
    album: dict[View, ET.Element], view: View
) -> None:
    backs = _face_down(album[view])
    if view.heap_size:
        assert len(backs) == 1
        assert backs[0].findtext(f"{SVG}title") == (
            f"the prairie heap: {view.heap_size} cards face down"
        )
    else:
        assert backs == []
    assert f"{view.heap_size} face down" in _texts(album[view])


@pytest.mark.parametrize("view", VIEWS)
def test_every_face_up_kind_is_drawn_with_its_count(
    album: dict[View, ET.Element], view: View
) -> None:
    tips = set(_tooltips(album[view]))
    for card in set(view.table):
        assert f"{view.table.count(card)} {card.card_name} face up" in tips
    for card in set(A.PrairieCard) - set(view.table):
        assert f"no {card.card_name} face up" in tips


@pytest.mark.parametrize("view", VIEWS)
def test_the_card_turned_up_last_is_ringed_while_face_up(
    album: dict[View, ET.Element], view: View
) -> None:
    root = album[view]
    shapes = list(root)
    turned = view.turned_up
    assert turned is not None
    tip = f"{view.table.count(turned)} {turned.card_name} face up"
    ringed = [
        shapes[index + 1].findtext(f"{SVG}title")
        for index, shape in enumerate(shapes[:-1])
        if shape.get("fill") == PALETTE["highlight"] and shape.find(f"{SVG}title") is None
    ]
    expected_caption = f"{_name(view, view.turner)} turned up the {turned.card_name} last"
    assert any(text.startswith(expected_caption) for text in _texts(root))
    assert (tip in ringed) is (turned in view.table)


@pytest.mark.parametrize("view", VIEWS)
def test_each_seat_shows_its_pile_size_and_hand_cards(
    album: dict[View, ET.Element], view: View
) -> None:
    root = album[view]
    texts, tips = _texts(root), _tooltips(root)
    for seat, pile in enumerate(view.piles):
        name = _name(view, seat)
        assert f"winnings pile: {len(pile)}" in texts
        if pile:
            assert f"top: {pile[-1].card_name}" in texts
            assert any(
                tip.startswith(f"{name}'s winnings pile, {len(pile)} cards: ") for tip in tips
            )
        for indian in A.Indian:
            held = f"{name}'s hand card: the {indian.card_name}" in tips
            assert held is (indian in view.hands[seat])
    assert sum(tip.count("'s hand card: the ") for tip in tips) == sum(map(len, view.hands))
    assert f"removed from the game by penalties: {len(view.removed)} cards" in texts


@pytest.mark.parametrize("view", VIEWS)
def test_the_pow_wow_board_shows_the_hand_cards_in_arrival_order(
    album: dict[View, ET.Element], view: View
) -> None:
    tips = _tooltips(album[view])
    board = [tip for tip in tips if tip.startswith("Pow-Wow board, ")]
    assert len(board) == len(view.board)
    for position, (tip, card) in enumerate(zip(board, view.board, strict=True)):
        assert tip.startswith(
            f"Pow-Wow board, {position + 1}: {_name(view, card.player)}'s {card.indian.card_name}"
        )
        assert tip.endswith("(penalty)") is card.useless
    last = [tip for tip in tips if tip.startswith("the last window's board, ")]
    assert len(last) == len(view.last_board)


@pytest.mark.parametrize("view", VIEWS)
def test_the_viewer_is_marked_you_and_the_seats_asked_are_ringed(
    album: dict[View, ET.Element], view: View
) -> None:
    root = album[view]
    shapes = list(root)
    texts = _texts(root)
    if view.phase is Phase.GRAB:
        asked = set(view.waiting)
    elif view.phase is Phase.LOOT:
        asked = {view.board[view.resolving].player}
    else:
        asked = set()
    for seat in range(view.players):
        label = f"seat {seat}, {_name(view, seat)}"
        assert (f"{label} (you)" in texts) is (seat == view.player)
        (index,) = [i for i, s in enumerate(shapes) if s.findtext(f"{SVG}title") == label]
        ringed = shapes[index - 1].get("fill") == PALETTE["highlight"]
        assert ringed is (seat in asked)


@pytest.mark.parametrize("view", VIEWS)
def test_the_winners_are_the_seats_with_the_most_cards(
    album: dict[View, ET.Element], view: View
) -> None:
    texts = _texts(album[view])
    wins = [text for text in texts if text.startswith("wins with ")]
    if view.phase is not Phase.OVER:
        assert wins == []
        return
    most = max(map(len, view.piles))
    assert wins == [f"wins with {most} cards"] * [len(p) for p in view.piles].count(most)


@pytest.mark.parametrize("view", VIEWS[::7])
def test_text_is_readable_inside_the_picture_and_does_not_overlap(
    album: dict[View, ET.Element], view: View
) -> None:
    boxes = []
    for element in album[view].iter(f"{SVG}text"):
        size = float(element.get("font-size", "0"))
        assert size >= 10
        width = text_width(element.text or "", size)
        x, y = float(element.get("x", "0")), float(element.get("y", "0"))
        left = {"middle": x - width / 2, "end": x - width}.get(element.get("text-anchor", ""), x)
        assert left >= 0, element.text
        assert left + width <= 600, element.text
        boxes.append((left, y - 0.75 * size, left + width, y + 0.2 * size, element.text))
    for index, (x0, y0, x1, y1, text) in enumerate(boxes):
        for a0, b0, a1, b1, other in boxes[index + 1 :]:
            assert x1 <= a0 or a1 <= x0 or y1 <= b0 or b1 <= y0, (text, other)


def test_a_value_that_is_not_a_view_is_a_type_error() -> None:
    state = A.new_game(3, 1)
    for junk in (state, None, "view", A.render):
        with pytest.raises(TypeError, match="an apache View"):
            svg(junk)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "change",
    [
        {"colours": None},
        {"hands": ()},
        {"piles": ((), 3)},
        {"table": (None,)},
        {"phase": Phase.LOOT, "board": ()},
        {"options": None},
    ],
    ids=["colours", "hands", "piles", "table", "phase", "options"],
)
def test_a_view_built_with_bad_fields_is_a_value_error(change: dict[str, Any]) -> None:
    bad = A.view(A.new_game(3, 1), 0).evolve(**change)
    with pytest.raises(ValueError, match="not one a game can show"):
        svg(bad)
