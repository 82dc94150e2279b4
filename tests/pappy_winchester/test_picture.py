"""Pappy Winchester's SVG picture: a valid, deterministic document that shows what each
seat's view shows, draws what it hides face down, and refuses what is not a view."""

from __future__ import annotations

import itertools
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache

import pytest

from frontier_games.games.pappy_winchester import (
    SECRET_RAILWAY_BOARD,
    STANDARD_BOARD,
    Content,
    Options,
    Phase,
    State,
    View,
    actors,
    apply,
    fortunes,
    legal_actions,
    new_game,
    view,
)
from frontier_games.games.pappy_winchester.picture import svg
from frontier_games.svg import PALETTE, text_width

NS = "{http://www.w3.org/2000/svg}"
GRIDLESS = STANDARD_BOARD.evolve(grid=())
"""The standard board entered field by field, without a map: drawn as plot tiles."""

GAMES: tuple[tuple[int, int, Options | None], ...] = (
    (3, 1, None),
    (4, 2, None),
    (5, 3, None),
    (4, 4, Options(open_money=True)),
    (5, 5, Options(content=Content(board=SECRET_RAILWAY_BOARD))),
    (3, 6, Options(duel_all_in=True, first_player=2)),
    (4, 7, Options(content=Content(board=GRIDLESS))),
)
"""(players, seed, options): every player count and the notable options."""


@cache
def positions(players: int, seed: int, options: Options | None) -> tuple[State, ...]:
    """A seeded random game's notable positions: the start, the first Movement and Rumor
    decisions, the first position after a duel, the middle, and the end."""
    state = new_game(players, seed, options)
    chooser = random.Random(seed)
    played = [state]
    while actors(state):
        seat = min(actors(state))
        state = apply(state, chooser.choice(legal_actions(state, seat)))
        played.append(state)
    assert state.phase is Phase.OVER
    picked = [played[0], played[len(played) // 2], played[-1]]
    picked.extend(itertools.islice((s for s in played if s.phase is Phase.MOVE), 1))
    picked.extend(itertools.islice((s for s in played if s.phase is Phase.RUMOR), 1))
    picked.extend(itertools.islice((s for s in played if s.table.last_duel is not None), 1))
    return tuple(picked)


def all_views() -> Iterator[View]:
    for players, seed, options in GAMES:
        for state in positions(players, seed, options):
            for seat in (None, *range(players)):
                yield view(state, seat)


VIEWS = tuple(all_views())


@cache
def picture(index: int) -> tuple[str, ET.Element]:
    text = svg(VIEWS[index])
    return text, ET.fromstring(text)


CASES = pytest.mark.parametrize("index", range(len(VIEWS)))


def texts(root: ET.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{NS}text")]


def tooltip(element: ET.Element) -> str | None:
    title = element.find(f"{NS}title")
    return None if title is None else title.text


def face_down(root: ET.Element) -> list[str]:
    """The tooltips of the face-down shapes: the kit's card backs."""
    return [
        tip
        for element in root.iter(f"{NS}rect")
        if element.get("fill") == PALETTE["back"] and (tip := tooltip(element)) is not None
    ]


def shapes(root: ET.Element, tag: str, tip: str) -> list[ET.Element]:
    return [element for element in root.iter(f"{NS}{tag}") if tooltip(element) == tip]


def inside(x: float, y: float, rect: ET.Element) -> bool:
    left, top = float(rect.get("x", 0)), float(rect.get("y", 0))
    right, bottom = left + float(rect.get("width", 0)), top + float(rect.get("height", 0))
    return left <= x <= right and top <= y <= bottom


def name(the_view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == the_view.player else f"seat {seat}"


# -- the document --------------------------------------------------------------------------


@CASES
def test_the_picture_is_an_svg_document_600_pixels_wide(index: int) -> None:
    _, root = picture(index)
    assert root.tag == f"{NS}svg"
    assert root.get("width") == "600"
    assert root.get("viewBox") == f"0 0 600 {root.get('height')}"


def test_the_same_view_gives_the_same_picture() -> None:
    for index in range(0, len(VIEWS), 7):
        again = VIEWS[index].evolve()  # equal, not the same object
        assert svg(again) == picture(index)[0]


def test_the_title_names_the_game_the_viewer_and_the_phase() -> None:
    for index, the_view in enumerate(VIEWS):
        title = picture(index)[1].find(f"{NS}title")
        assert title is not None
        who = "a spectator's view" if the_view.player is None else f"seat {the_view.player}'s view"
        assert title.text is not None
        assert title.text.startswith(f"Pappy Winchester, {the_view.players} players: {who}, ")
        phase = {
            Phase.BIDDING: f"auction for plot {the_view.plot}",
            Phase.MOVE: f"uses the Movement token of plot {the_view.plot}",
            Phase.RUMOR: f"uses the Rumor token of plot {the_view.plot}",
            Phase.OVER: "game over",
        }[the_view.phase]
        assert title.text.endswith(phase)


def test_every_phase_and_layout_is_drawn() -> None:
    phases = {the_view.phase for the_view in VIEWS}
    assert phases == set(Phase)
    assert any(the_view.last_duel is not None for the_view in VIEWS)
    assert any(not the_view.options.content.board.grid for the_view in VIEWS)


@CASES
def test_the_text_is_readable_and_stays_inside_the_picture(index: int) -> None:
    for element in picture(index)[1].iter(f"{NS}text"):
        size = float(element.get("font-size", 0))
        assert size >= 10
        width = text_width(element.text or "", size)
        x = float(element.get("x", 0))
        start = {"middle": x - width / 2, "end": x - width}.get(
            element.get("text-anchor", "start"), x
        )
        assert start >= 0, element.text
        assert start + width <= 600, element.text


@CASES
def test_no_two_labels_overlap(index: int) -> None:
    boxes = []
    for element in picture(index)[1].iter(f"{NS}text"):
        size, x, y = (float(element.get(key, 0)) for key in ("font-size", "x", "y"))
        width = text_width(element.text or "", size)
        start = {"middle": x - width / 2, "end": x - width}.get(
            element.get("text-anchor", "start"), x
        )
        boxes.append((start, y - 0.72 * size, start + width, y + 0.2 * size, element.text))
    for a, b in itertools.combinations(boxes, 2):
        across = min(a[2], b[2]) - max(a[0], b[0])
        down = min(a[3], b[3]) - max(a[1], b[1])
        assert across <= 1 or down <= 1, (a[4], b[4])


def test_a_four_player_picture_stays_under_about_900_pixels_before_the_end() -> None:
    for index, the_view in enumerate(VIEWS):
        if the_view.players == 4 and the_view.phase is not Phase.OVER:
            assert int(picture(index)[1].get("height", 0)) <= 920


# -- what is face down ---------------------------------------------------------------------


@CASES
def test_the_face_down_shapes_are_exactly_what_the_view_hides(index: int) -> None:
    the_view = VIEWS[index]
    board = the_view.options.content.board
    hidden_money = sum(1 for money in the_view.money if money is None)
    hidden_secrets = sum(1 for hand in the_view.secrets for card in hand if card is None)
    hidden_cards = sum(
        1 for plot in (*sorted(board.mines), board.ranch) if the_view.cards[plot - 1] is None
    )
    plot_tokens = 1 if the_view.draws else 0
    shown = face_down(picture(index)[1])
    assert len(shown) == hidden_money + hidden_secrets + hidden_cards + plot_tokens
    assert sum("money, face down" in tip for tip in shown) == hidden_money
    assert sum("Secret Objective card" in tip for tip in shown) == hidden_secrets
    assert (
        sum(
            re.search(r"the (Mine|Ranch) card on plot \d+, face down", tip) is not None
            for tip in shown
        )
        == hidden_cards
    )
    assert sum("Plot tokens, face down" in tip for tip in shown) == plot_tokens


def test_other_seats_secret_objectives_are_drawn_face_down_until_the_end() -> None:
    for index, the_view in enumerate(VIEWS):
        shown = face_down(picture(index)[1])
        for seat in range(the_view.players):
            backs = [tip for tip in shown if tip.startswith(f"{name(the_view, seat)}'s Secret")]
            if the_view.phase is Phase.OVER or seat == the_view.player:
                assert backs == []
            elif the_view.player is None:
                assert len(backs) == 2


def test_a_spectator_sees_every_hand_face_down_and_no_you() -> None:
    for index, the_view in enumerate(VIEWS):
        if the_view.player is not None:
            continue
        root = picture(index)[1]
        assert not any("(you)" in line for line in texts(root))
        if the_view.phase is not Phase.OVER and not the_view.options.open_money:
            assert sum("money, face down" in tip for tip in face_down(root)) == the_view.players


def test_the_plot_tokens_left_are_one_face_down_stack_with_their_count() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        assert f"Plot tokens face down: {len(the_view.draws)}" in texts(root)
        stacks = [tip for tip in face_down(root) if "Plot tokens" in tip]
        assert stacks == (
            [f"{len(the_view.draws)} Plot tokens, face down"] if the_view.draws else []
        )


# -- what the view shows -------------------------------------------------------------------


def test_the_viewers_seat_is_marked_you_and_its_money_is_shown() -> None:
    for index, the_view in enumerate(VIEWS):
        lines = texts(picture(index)[1])
        for money in the_view.money:
            if money is not None:
                assert f"${money}" in lines
        if the_view.player is not None:
            assert f"seat {the_view.player} (you)" in lines
            assert f"you are seat {the_view.player}" in lines


def test_the_seat_to_act_is_highlighted() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        rows = [
            element
            for element in root.iter(f"{NS}rect")
            if (tooltip(element) or "").endswith(", to act")
        ]
        if the_view.phase is Phase.OVER:
            assert rows == []
            continue
        asked = (
            the_view.active[the_view.turn] if the_view.phase is Phase.BIDDING else the_view.first
        )
        assert [tooltip(row) for row in rows] == [f"{name(the_view, asked)}, to act"]
        assert rows[0].get("stroke") == PALETTE["highlight"]
        assert f"to act: {name(the_view, asked)}" in texts(root)


def test_the_auction_under_way_shows_the_plot_the_high_bid_and_each_bid() -> None:
    seen = 0
    for index, the_view in enumerate(VIEWS):
        if the_view.phase is not Phase.BIDDING:
            continue
        lines = texts(picture(index)[1])
        assert f"Auction In Progress: plot {the_view.plot}" in lines
        if the_view.high_bidder is not None:
            seen += 1
            assert f"high bid ${the_view.high_bid} by {name(the_view, the_view.high_bidder)}" in (
                lines
            )
        for seat, bid in enumerate(the_view.bids):
            if bid:
                assert any(line.startswith(f"bid ${bid}") for line in lines)
            if seat in the_view.order and seat not in the_view.active:
                assert any(line.endswith("passed") for line in lines)
    assert seen


def test_the_auctioned_plot_is_outlined_in_the_highlight_colour() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        red_numbers = [
            element.text
            for element in root.iter(f"{NS}text")
            if element.get("fill") == PALETTE["highlight"]
            and element.get("font-size") == "11"
            and (element.text or "").isdigit()
        ]
        expected = [str(the_view.plot)] if the_view.phase is Phase.BIDDING else []
        assert red_numbers == expected


def test_each_owned_plot_wears_its_owners_hat_and_no_other_plot_does() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        board = the_view.options.content.board
        hats = [
            (float(circle.get("cx", 0)), float(circle.get("cy", 0)), tooltip(circle))
            for circle in root.iter(f"{NS}circle")
            if (tooltip(circle) or "").endswith("'s hat")
        ]
        for plot in board.plots:
            cells = shapes(root, "rect", f"plot {plot.number}, {plot.terrain.value}")
            assert cells
            worn = {tip for x, y, tip in hats if any(inside(x, y, cell) for cell in cells)}
            owner = the_view.owners[plot.number - 1]
            assert worn == (set() if owner is None else {f"{name(the_view, owner)}'s hat"})


def test_each_plot_shows_its_bonus_token() -> None:
    for index, the_view in enumerate(VIEWS[::5]):
        root = picture(index * 5)[1]
        for plot, kind in enumerate(the_view.bonus, start=1):
            tip = f"a {kind.value.capitalize()} token on plot {plot}"
            assert len(shapes(root, "circle", tip)) == 1


def test_mine_and_ranch_cards_seen_by_the_viewer_are_face_up_with_their_value() -> None:
    seen = 0
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        board = the_view.options.content.board
        for plot in (*sorted(board.mines), board.ranch):
            value = the_view.cards[plot - 1]
            kind = "Ranch" if plot == board.ranch else "Mine"
            up = shapes(root, "rect", f"the {kind} card of plot {plot}: ${value}")
            assert len(up) == (0 if value is None else 1)
            seen += value is not None
    assert seen


def test_the_vehicles_stand_on_their_squares() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        if not the_view.options.content.board.grid:
            continue
        squares = {
            (match.group(1), int(match.group(2))): rect
            for rect in root.iter(f"{NS}rect")
            if (match := re.search(r"(railway|river) square (\d+) \(", tooltip(rect) or ""))
        }
        railway = squares["railway", the_view.locomotive]
        boat_square = squares["river", the_view.boat]
        locomotives = [
            rect
            for rect in root.iter(f"{NS}rect")
            if (tooltip(rect) or "").startswith(
                f"the Locomotive on railway square {the_view.locomotive} "
            )
        ]
        assert len(locomotives) == 2  # on the map, and beside it
        map_one = locomotives[0]
        x = float(map_one.get("x", 0)) + float(map_one.get("width", 0)) / 2
        y = float(map_one.get("y", 0)) + float(map_one.get("height", 0)) / 2
        assert inside(x, y, railway)
        boats = [
            polygon
            for polygon in root.iter(f"{NS}polygon")
            if (tooltip(polygon) or "").startswith(f"the Boat on river square {the_view.boat} ")
        ]
        assert len(boats) == 2
        points = [tuple(map(float, p.split(","))) for p in boats[0].get("points", "").split()]
        assert inside(sum(p[0] for p in points) / 4, sum(p[1] for p in points) / 4, boat_square)


def test_the_saloon_shows_its_tips() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        assert shapes(root, "rect", f"the saloon: ${the_view.saloon} in tips")
        assert f"${the_view.saloon}" in texts(root)


def test_the_shared_objectives_show_their_piles_and_takers() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        lines = texts(root)
        joined = " ".join(lines)
        for objective, pile, taker in zip(
            the_view.objectives, the_view.piles, the_view.claimed, strict=True
        ):
            assert f"${pile}" in lines
            assert objective.text in joined
            if taker is not None:
                assert f"taken: seat {taker}" in lines
        assert lines.count("to take") == the_view.claimed.count(None)


def test_the_viewers_own_secret_objectives_are_shown_with_their_worth() -> None:
    for index, the_view in enumerate(VIEWS):
        if the_view.player is None or the_view.phase is Phase.OVER:
            continue
        joined = " ".join(texts(picture(index)[1]))
        assert "Your Secret Objective cards:" in joined
        for card in the_view.secrets[the_view.player]:
            assert card is not None
            assert card.text in joined


def test_the_final_scoring_shows_every_hand_and_every_fortune() -> None:
    seen = 0
    for index, the_view in enumerate(VIEWS):
        if the_view.phase is not Phase.OVER:
            continue
        seen += 1
        lines = texts(picture(index)[1])
        joined = " ".join(lines)
        assert "Secret Objective cards at the final scoring" in lines
        for hand in the_view.secrets:
            for card in hand:
                assert card is not None
                assert card.text in joined
        parts, _ = fortunes(the_view)
        for seat, part in enumerate(parts):
            assert f"= ${sum(part.values())}" in joined
            assert f"{name(the_view, seat)}:" in joined
    assert seen


def test_the_last_duel_shows_both_pistol_duel_cards() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        cards = shapes(root, "rect", "Bang!") + shapes(root, "rect", "Click!")
        duel = the_view.last_duel
        assert len(cards) == (0 if duel is None else 2)
        if duel is not None:
            assert f"{name(the_view, duel.bang)} paid ${duel.price}" in texts(root)


def test_every_seat_has_a_row_with_its_plots() -> None:
    for index, the_view in enumerate(VIEWS):
        root = picture(index)[1]
        for seat in range(the_view.players):
            chips = [
                tip
                for rect in root.iter(f"{NS}rect")
                if (tip := tooltip(rect) or "").endswith(f", {name(the_view, seat)}'s")
            ]
            assert len(chips) == the_view.owners.count(seat)


# -- what is not a view --------------------------------------------------------------------


def test_what_is_not_a_view_is_refused_with_a_type_error() -> None:
    state = new_game(3, 1)
    for bad in (state, None, "view", 3):
        with pytest.raises(TypeError, match="pappy-winchester View"):
            svg(bad)  # type: ignore[arg-type]


def test_a_view_with_fields_no_view_holds_is_refused_with_a_value_error() -> None:
    good = view(new_game(4, 1), 0)
    for changes in (
        {"owners": None},
        {"plot": 99},
        {"money": ()},
        {"bonus": ("movement",) * 19},
        {"secrets": 5},
        {"draws": None},
    ):
        bad = good.evolve(**changes)
        with pytest.raises(ValueError, match="not one a game can show"):
            svg(bad)
