"""The SVG picture of a Wild Fun West view (issue 14): a valid, deterministic document 600
wide that shows what the view shows and draws what it hides face down."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west import Character, ClosedBid, OpenBid, Options, Phase, View
from frontier_games.games.wild_fun_west.picture import svg
from frontier_games.svg import PALETTE, text_width

SVG = "{http://www.w3.org/2000/svg}"
C = Character
TALKERS = (
    C.CALAMITY_JANE,
    C.BUFFALO_BILL,
    C.ANNIE_OAKLEY,
    C.WYATT_EARP,
    C.BELLE_STARR,
    C.JUDGE_ROY_BEAN,
    C.JESSE_JAMES,
    C.GEORGE_CUSTER,
)
"""Characters whose abilities show on the table: a hidden hand card, a swap, a ban..."""

SETTINGS = [
    (4, Options()),
    (4, Options(characters=TALKERS[:4], open_money=True)),
    (5, Options(characters=TALKERS[:5])),
    (6, Options(short_game=True, characters=TALKERS[:6])),
    (7, Options(finish_turn=True, characters=TALKERS[:7])),
    (8, Options(characters=TALKERS, turn_limit=12)),
]

POINTS: list[tuple[str, Callable[[View], bool]]] = [
    ("sealed", lambda v: type(v.auction) is ClosedBid and bool(v.auction.committed)),
    ("revealed", lambda v: type(v.auction) is ClosedBid and v.auction.bids is not None),
    ("open", lambda v: type(v.auction) is OpenBid and v.auction.high_bidder is not None),
    ("lots", lambda v: v.building_bids is not None and any(v.building_bids.lots)),
    ("swap", lambda v: v.phase is Phase.SWAP_BEFORE_INCOME),
    ("hidden", lambda v: any(v.hidden_cards)),
    ("tie", lambda v: v.phase is Phase.BUILDING_TIE),
    ("town", lambda v: len(v.town) >= 3),
]
"""Notable moments of a game, each taken the first time a spectator would see it."""


def _positions(players: int, options: Options, seed: int) -> Iterator[tuple[str, W.State]]:
    """A seeded random game's start, its notable moments, its middle and its end."""
    rng = random.Random(seed)
    state = W.new_game(players, seed, options)
    history = [state]
    while not W.is_over(state):
        seat = sorted(W.actors(state))[0]
        state = W.apply(state, rng.choice(W.legal_actions(state, seat)))
        history.append(state)
    yield "start", history[0]
    for name, test in POINTS:
        found = next((s for s in history if test(W.view(s, None))), None)
        if found is not None:
            yield name, found
    yield "middle", history[len(history) // 2]
    yield "end", state


STATES = {
    f"{players}p-setting{number}-{name}": state
    for number, (players, options) in enumerate(SETTINGS)
    for name, state in _positions(players, options, number + 1)
}
KEYS = list(STATES)


@attrs.frozen
class Drawn:
    """A view, its picture and the picture parsed."""

    view: View
    picture: str
    root: ET.Element


@pytest.fixture(scope="module")
def album() -> dict[str, list[Drawn]]:
    """Every position's views drawn once (a picture takes some milliseconds), by key."""
    drawn = {}
    for key, state in STATES.items():
        views = [W.view(state, seat) for seat in (None, *range(state.players))]
        drawn[key] = [
            Drawn(view, picture, ET.fromstring(picture))
            for view in views
            for picture in [svg(view)]
        ]
    return drawn


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


def _face_down(root: ET.Element) -> list[str]:
    """The tooltips of the shapes drawn face down (in the back's colour, with a tooltip)."""
    return [
        shape.findtext(f"{SVG}title") or ""
        for shape in root.iter(f"{SVG}rect")
        if shape.get("fill") == PALETTE["back"] and shape.find(f"{SVG}title") is not None
    ]


def _name(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _asked(view: View) -> set[int]:
    if view.waiting:
        return {view.waiting[0]}
    shown = view.auction
    if type(shown) is ClosedBid and shown.tiebreak is not None:
        shown = shown.tiebreak
    if type(shown) is OpenBid:
        return set() if shown.to_act is None else {shown.to_act}
    if type(shown) is ClosedBid:
        return set(shown.order) - shown.committed
    bids = view.building_bids
    if bids is not None and bids.to_act is not None and view.phase is Phase.BUILDING_BIDDING:
        return {bids.to_act}
    return set()


def test_the_games_reach_the_notable_moments() -> None:
    names = {key.rsplit("-", 1)[1] for key in KEYS}
    assert names >= {"start", "sealed", "revealed", "open", "lots", "swap", "hidden", "end"}


@pytest.mark.parametrize("key", KEYS)
def test_picture_is_an_svg_document_600_wide(album: dict[str, list[Drawn]], key: str) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        assert root.tag == f"{SVG}svg"
        assert root.get("width") == "600"
        height = int(root.get("height", "0"))
        assert root.get("viewBox") == f"0 0 600 {height}"
        assert 500 < height < 600 + 130 * view.players


@pytest.mark.parametrize("key", KEYS[::2])
def test_the_same_view_draws_the_same_picture(album: dict[str, list[Drawn]], key: str) -> None:
    for drawn in album[key]:
        view = drawn.view
        again = attrs.evolve(view)
        assert again is not view
        assert svg(again) == drawn.picture


@pytest.mark.parametrize("key", KEYS)
def test_title_names_the_game_the_viewer_and_the_phase(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        title = drawn.root.findtext(f"{SVG}title")
        viewer = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
        phase = "game over" if view.phase is Phase.OVER else view.phase.value
        assert title == f"Wild Fun West: {viewer}, {phase}"


@pytest.mark.parametrize("key", KEYS)
def test_what_the_view_hides_is_drawn_face_down_and_nothing_else(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        backs = _face_down(drawn.root)
        expected = []
        if view.deck_size:
            expected.append(f"the professions deck: {view.deck_size} cards face down")
        if view.building_deck_size:
            expected.append(f"the buildings deck: {view.building_deck_size} cards face down")
        shown = view.auction
        if type(shown) is ClosedBid and shown.bids is None:
            expected += [
                f"seat {seat}'s sealed bid: face down"
                for seat in shown.order
                if seat in shown.committed
                and not (seat == view.player and shown.own_bid is not None)
            ]
        for seat in range(view.players):
            if view.money[seat] is None:
                expected.append(f"seat {seat}'s money: secret")
            if view.objectives[seat] is None:
                expected.append(f"seat {seat}'s objective card: face down")
            expected += [
                f"{_name(view, seat)}'s hand card taken from the deck: face down"
            ] * view.hidden_cards[seat]
        assert sorted(backs) == sorted(expected)


@pytest.mark.parametrize("key", KEYS)
def test_each_seat_shows_its_character_money_income_and_professions(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        texts, tips = _texts(root), _tooltips(root)
        for seat in range(view.players):
            character = view.characters[seat]
            assert character.value in texts
            assert any(tip.startswith(f"{character.value}: ") for tip in tips)
            money = view.money[seat]
            if money is not None:
                assert f"money ${money}" in texts
            assert f"income ${W.income(view, seat).total}" in texts
            in_play = [tip for tip in tips if tip.startswith(f"seat {seat}'s profession in play: ")]
            assert [tip.split(": ")[1].split(",")[0] for tip in in_play] == [
                p.value for p in view.active[seat]
            ]
            hand = [tip for tip in tips if tip.startswith(f"{_name(view, seat)}'s hand card: ")]
            secret = [tip for tip in tips if tip.startswith("your hand card from the deck")]
            assert len(hand) + (len(secret) if seat == view.player else 0) == len(view.hands[seat])
            for profession in view.hands[seat]:
                assert profession.value in texts or f"{profession.value} (secret)" in texts
        assert f"the seats hold ${view.money_total} in all" in " ".join(texts)
        holders = [tip for tip in tips if tip.endswith(" holds the First Player card")]
        assert holders == [f"seat {view.first} holds the First Player card"]
        assert texts.count("first player") == 1


@pytest.mark.parametrize("key", KEYS)
def test_the_town_and_the_buildings_up_show_their_buildings_and_money(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        tips = _tooltips(root)
        town = [tip for tip in tips if tip.startswith("built in town: ")]
        assert [re.sub(r" \(on your objective\)$", "", tip)[15:] for tip in town] == [
            b.value for b in view.town
        ]
        bids = view.building_bids
        lots = bids.lots if bids is not None else (0,) * len(view.buildings_up)
        for building, lot in zip(view.buildings_up, lots, strict=True):
            assert f"{building.value}, up for bidding: ${lot} on it" in tips
        assert f"{len(view.town)} built" in " ".join(_texts(root))


@pytest.mark.parametrize("key", KEYS)
def test_the_profession_up_and_its_auction_are_shown(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        texts, tips = " | ".join(_texts(root)), _tooltips(root)
        if view.revealed is not None:
            assert any(tip.startswith(f"the profession up: {view.revealed.value},") for tip in tips)
        shown = view.auction
        if type(shown) is ClosedBid and shown.tiebreak is not None:
            shown = shown.tiebreak
        if type(shown) is OpenBid and shown.high_bidder is not None:
            assert f"high bid ${shown.high_bid} by {_name(view, shown.high_bidder)}" in texts
        if type(view.auction) is ClosedBid:
            sealed = view.auction
            if sealed.bids is not None:
                for seat in sealed.order:
                    assert f"seat {seat}'s sealed bid, revealed: ${sealed.bids[seat]}" in tips
            elif view.player in sealed.committed and sealed.own_bid is not None:
                assert f"your sealed bid: ${sealed.own_bid}" in tips
        if view.sold is not None:
            assert f"last auction: the {view.sold.profession.value}" in texts


@pytest.mark.parametrize("key", KEYS)
def test_known_objectives_show_their_buildings_and_the_built_ones(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        texts, tips = _texts(root), set(_tooltips(root))
        for objective in view.objectives:
            if objective is None:
                continue
            built = W.objective_count(objective, view.town)
            assert str(objective) in texts
            assert f"{built} of 6 built" in texts
            for building in objective.buildings:
                mark = "built" if building in view.town else "not built"
                assert f"{objective}: {building.value} ({mark})" in tips


@pytest.mark.parametrize("key", KEYS)
def test_the_viewer_is_marked_you_and_the_seats_asked_are_ringed(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        view = drawn.view
        root = drawn.root
        shapes, texts = list(root), _texts(root)
        asked = _asked(view)
        for seat in range(view.players):
            assert (f"seat {seat} (you)" in texts) is (seat == view.player)
            (index,) = [
                i for i, s in enumerate(shapes) if s.findtext(f"{SVG}title") == _name(view, seat)
            ]
            assert (shapes[index - 1].get("fill") == PALETTE["highlight"]) is (seat in asked)
        assert texts.count("to act") == len(asked)


@pytest.mark.parametrize("key", KEYS[::3])
def test_text_is_readable_inside_the_picture_and_does_not_overlap(
    album: dict[str, list[Drawn]], key: str
) -> None:
    for drawn in album[key]:
        boxes = []
        for element in drawn.root.iter(f"{SVG}text"):
            size = float(element.get("font-size", "0"))
            assert size >= 10
            width = text_width(element.text or "", size)
            x, y = float(element.get("x", "0")), float(element.get("y", "0"))
            anchor = element.get("text-anchor", "")
            left = {"middle": x - width / 2, "end": x - width}.get(anchor, x)
            assert left >= 0, element.text
            assert left + width <= 600, element.text
            boxes.append((left, y - 0.75 * size, left + width, y + 0.2 * size, element.text))
        for index, (x0, y0, x1, y1, text) in enumerate(boxes):
            for a0, b0, a1, b1, other in boxes[index + 1 :]:
                assert x1 <= a0 or a1 <= x0 or y1 <= b0 or b1 <= y0, (text, other)


def test_a_value_that_is_not_a_view_is_a_type_error() -> None:
    state = W.new_game(4, 1)
    for junk in (state, None, "view", W.render):
        with pytest.raises(TypeError, match="a wild fun west View"):
            svg(junk)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "change",
    [
        {"characters": None},
        {"hands": ()},
        {"money": (1,)},
        {"objectives": ()},
        {"town": (None,)},
        {"buildings_up": (W.Building.BANK,), "building_bids": W.BuildingBids((0,), 0, 0, (), ())},
        {"revealed": "Judge"},
        {"options": None},
    ],
    ids=["characters", "hands", "money", "objectives", "town", "lots", "revealed", "options"],
)
def test_a_view_built_with_bad_fields_is_a_value_error(change: dict[str, Any]) -> None:
    bad = W.view(W.new_game(4, 1), 0).evolve(**change)
    with pytest.raises(ValueError, match="not one a game can show"):
        svg(bad)
