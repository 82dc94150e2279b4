"""The SVG picture of a *Chaparral* view: a valid document 600 wide, the same for the same
view, showing what the view shows (money, farms, cowboys, markers, the market, the
railway) and hiding only the two decks, face down, for every seat and a spectator over
seeded random games at every player count."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from frontier_games.games.chaparral.content import CHARACTER_BUSINESSES, Character
from frontier_games.games.chaparral.legal import deciding
from frontier_games.games.chaparral.model import Options, Phase, State, View
from frontier_games.games.chaparral.picture import svg
from frontier_games.games.chaparral.rules import actors, apply, is_over, legal_actions, new_game
from frontier_games.games.chaparral.view import view
from frontier_games.svg import PALETTE

_SVG = "{http://www.w3.org/2000/svg}"

_GAMES = (
    (2, 1, Options()),
    (2, 5, Options(alley_any_character=True)),
    (3, 2, Options()),
    (3, 6, Options(first_player=2)),
    (4, 3, Options()),
    (4, 7, Options(alley_any_character=True)),
)
"""Player count, seed and options of each game played."""


def _play(players: int, seed: int, options: Options) -> list[State]:
    """Every position of a game played at random from ``seed``."""
    state = new_game(players, seed, options)
    chooser = random.Random(seed)
    states = [state]
    while not is_over(state):
        seat = min(actors(state))
        state = apply(state, chooser.choice(legal_actions(state, seat)))
        states.append(state)
    return states


@cache
def _positions() -> tuple[State, ...]:
    """Positions at the start, a third of the way, two thirds of the way and the end of
    each game, and one mid-way through a Stage 3 turn."""
    chosen: list[State] = []
    for players, seed, options in _GAMES:
        states = _play(players, seed, options)
        last = len(states) - 1
        chosen.extend(states[k] for k in (0, last // 3, 2 * last // 3, last))
        acting = [s for s in states if s.phase is Phase.ACTIONS and s.turn.character is not None]
        if acting:
            chosen.append(acting[len(acting) // 2])
    return tuple(chosen)


def _views() -> list[View]:
    return [
        view(state, seat) for state in _positions() for seat in (*range(state.setup.players), None)
    ]


@cache
def _pictures() -> tuple[tuple[View, str, ET.Element], ...]:
    return tuple(
        (seen, picture, ET.fromstring(picture)) for seen in _views() for picture in [svg(seen)]
    )


def _texts(root: ET.Element) -> list[str]:
    """The text of every ``<text>`` element."""
    return [element.text or "" for element in root.iter(f"{_SVG}text")]


def _tooltips(root: ET.Element) -> list[str]:
    """The text of every shape's ``<title>`` (the document's own title excluded)."""
    return [
        title.text or ""
        for shape in root
        if shape.tag != f"{_SVG}title"
        for title in shape.iter(f"{_SVG}title")
    ]


def _seat(seen: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == seen.player else f"seat {seat}"


def test_every_view_is_an_svg_document_600_pixels_wide() -> None:
    for _, _, root in _pictures():
        assert root.tag == f"{_SVG}svg"
        assert root.get("width") == "600"
        height = int(root.get("height", "0"))
        assert root.get("viewBox") == f"0 0 600 {height}"
        assert 300 < height < 1000


def test_the_same_view_always_gives_the_same_picture() -> None:
    for state in _positions()[::3]:
        for seat in (0, None):
            assert svg(view(state, seat)) == svg(view(state, seat))


def test_the_title_names_the_game_the_viewer_and_the_phase() -> None:
    for seen, _, root in _pictures():
        title = root.find(f"{_SVG}title")
        assert title is not None
        who = "a spectator's view" if seen.player is None else f"seat {seen.player}'s view"
        assert title.text == f"Chaparral, {who}: round {seen.board.round}, {seen.phase.value}"


def test_the_viewer_is_marked_you_and_a_spectator_is_nobody() -> None:
    for seen, picture, _ in _pictures():
        if seen.player is None:
            assert "(you)" not in picture
        else:
            assert f"seat {seen.player} (you)" in picture
            assert sum(f"seat {s} (you)" in picture for s in range(seen.setup.players)) == 1


def test_each_seats_money_tracks_and_settlers_are_drawn() -> None:
    for seen, _, root in _pictures():
        texts, tooltips = _texts(root), _tooltips(root)
        for board in seen.players:
            assert f"${board.money}" in texts
        for name, top in (("cowboys", 10), ("iron", 10), ("gold", 4)):
            spaces = [t for t in tooltips if t.startswith(f"{name}: ")]
            assert len(spaces) == top * len(seen.players)
            for board in seen.players:
                assert f"{name}: {getattr(board, name)} of {top}" in spaces
        settlers = [b.settlers for b in seen.players]
        joined = " ".join(texts)
        for count in settlers:
            assert f"{count} settler" in joined


def test_each_seats_farms_businesses_and_objectives_are_drawn() -> None:
    for seen, _, root in _pictures():
        tooltips, joined = _tooltips(root), " ".join(_texts(root))
        for board in seen.players:
            for farm in board.farms:
                assert any(t.startswith(farm.value) for t in tooltips)
            for business in board.owned:
                assert business.value in joined
            for objective in board.objectives:
                assert f"objective {objective.value}" in tooltips or any(
                    t.startswith(f"objective {objective.value} ") for t in tooltips
                )
            assert f"influence in {len(board.influence)}" in joined


def test_the_two_decks_are_the_only_face_down_shapes_with_their_sizes_on_them() -> None:
    for seen, _, root in _pictures():
        backs = [
            shape
            for shape in root.iter(f"{_SVG}rect")
            if shape.get("fill") == PALETTE["back"] and shape.find(f"{_SVG}title") is not None
        ]
        assert len(backs) == (seen.events_left > 0) + (seen.stagecoaches_left > 0)
        tooltips = _tooltips(root)
        if seen.events_left:
            assert any(t.startswith(f"the event deck: {seen.events_left} ") for t in tooltips)
        if seen.stagecoaches_left:
            assert any(
                t.startswith(f"the stagecoach deck: {seen.stagecoaches_left} ") for t in tooltips
            )
        assert seen.board.event.value in " ".join(_texts(root))


def test_the_events_a_seat_saw_as_sheriff_are_shown_to_that_seat_only() -> None:
    shown = 0
    for seen, _, root in _pictures():
        joined = " ".join(_texts(root))
        known = [e for e in seen.events_seen if e is not None]
        assert ("Events you saw" in joined) == bool(known)
        for event in known:
            shown += 1
            assert event.value in joined
    assert shown > 0


def test_the_characters_show_their_cowboys_blocks_and_bonus_tokens() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        joined = " ".join(_texts(root))
        for index, character in enumerate(Character):
            assert f"{character.number} {character.value}" in joined
            first, second = CHARACTER_BUSINESSES[character]
            assert f"{first.value} · {second.value}" in joined
            owner = seen.board.cowboys[index]
            pieces = sum(
                t.startswith("a cowboy of ")
                and t.split(" on the ")[-1].split(" (")[0] == character.value
                for t in tooltips
            )
            assert pieces == (2 if owner is not None else 0)
            if owner is not None:
                assert any(
                    t.startswith(f"a cowboy of {_seat(seen, owner)} on the {character.value}")
                    for t in tooltips
                )
            token = seen.board.tokens[index]
            if token is not None:
                assert f"bonus token: {token.value}" in tooltips
        blocks = sum(t.startswith("a red cowboy blocking") for t in tooltips)
        assert blocks == 2 * len(seen.board.blocked)
        assert sum(t.endswith(" in the alley") for t in tooltips) == 2 * len(seen.board.alley)
        assert sum(t.startswith("bonus token: ") for t in tooltips) == sum(
            t is not None for t in seen.board.tokens
        )


def test_every_influence_marker_and_owner_is_on_the_city() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        for seat, board in enumerate(seen.players):
            assert tooltips.count(f"an influence marker of {_seat(seen, seat)}") == len(
                board.influence
            )
            for business in board.owned:
                assert f"{_seat(seen, seat)} owns the {business.value}" in tooltips


def test_the_market_has_one_marker_per_good_and_the_railway_its_built_segments() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        assert sum(t.endswith("(the marker)") for t in tooltips) == 5
        built = sum(section.built for section in seen.sections)
        assert sum("(built)" in t for t in tooltips) == built
        assert sum("(to build)" in t for t in tooltips) == 20 - built
        for farm in seen.farms:
            assert any(t.startswith(f"{farm.value}, $") for t in tooltips)
        builders = [s for s in seen.sections if s.builder is not None]
        assert sum(t.endswith(" section") and " builds the " in t for t in tooltips) == len(
            builders
        )


def test_the_seat_that_decides_is_framed_in_the_highlight() -> None:
    for seen, _, root in _pictures():
        frames = [
            line
            for line in root.iter(f"{_SVG}polyline")
            if line.get("stroke") == PALETTE["highlight"]
        ]
        to_act = [t for t in root.iter(f"{_SVG}text") if t.text == "to act"]
        if seen.phase is Phase.OVER:
            assert not to_act
            assert "The game is over" in " ".join(_texts(root))
        else:
            assert deciding(seen) is not None
            assert len(to_act) == 1
            assert to_act[0].get("fill") == PALETTE["highlight"]
            acting = seen.turn.character is not None and seen.phase is Phase.ACTIONS
            assert len(frames) == 1 + acting


def test_a_non_view_is_refused_with_a_type_error() -> None:
    state = new_game(3, 1)
    with pytest.raises(TypeError, match="chaparral View"):
        svg(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        svg(None)  # type: ignore[arg-type]


def test_a_view_built_wrong_is_refused_with_a_value_error() -> None:
    seen = view(new_game(3, 1), 0)
    for broken in (
        seen.evolve(players=(None,) * 3),
        seen.evolve(market=()),
        seen.evolve(board=seen.board.evolve(cowboys=())),
    ):
        with pytest.raises(ValueError, match="not one a game can show"):
            svg(broken)
