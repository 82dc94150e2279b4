"""The SVG picture of a *Rattlesnake City* view: a valid document 600 wide, the same for
the same view, showing what the view shows (the valley's buildings and who they pay, the
railway, incomes, money, cards in front, the viewer's hand) and drawing face down exactly
what it hides (other hands, secret money, the piles, a face-down coup card or poker card),
for every seat and a spectator over seeded random games at every player count."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from frontier_games.games.rattlesnake_city.content import Building
from frontier_games.games.rattlesnake_city.model import Options, State, Step, View
from frontier_games.games.rattlesnake_city.picture import svg
from frontier_games.games.rattlesnake_city.poker import poker_library_available
from frontier_games.games.rattlesnake_city.position import deciding
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.rattlesnake_city.view import income_of, view
from frontier_games.svg import PALETTE

_SVG = "{http://www.w3.org/2000/svg}"

_GAMES = (
    (2, 1, Options()),
    (3, 2, Options(open_money=True)),
    (4, 3, Options()),
    (5, 4, Options(first_player=2)),
    (6, 5, Options()),
    *(((3, 6, Options(real_deal=True)),) if poker_library_available() else ()),
)
"""Player count, seed and options of each game played (the real deal needs pokerkit)."""

_NOTABLE = frozenset(
    (Step.ANSWER, Step.DEFEND, Step.GUNFIGHT, Step.CARDS_DOWN, Step.LAST_CARD, Step.BET)
)
"""Steps with something under way on the table: the first position at each is kept."""


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
    """The start, a third, two thirds and the end of each game, and its first position
    at each notable step."""
    chosen: list[State] = []
    for players, seed, options in _GAMES:
        states = _play(players, seed, options)
        last = len(states) - 1
        chosen.extend(states[k] for k in (0, last // 3, 2 * last // 3, last))
        seen: set[Step] = set()
        for state in states:
            step = state.turn.step
            if step in _NOTABLE and step not in seen:
                seen.add(step)
                chosen.append(state)
    return tuple(chosen)


@cache
def _pictures() -> tuple[tuple[View, str, ET.Element], ...]:
    found = []
    for state in _positions():
        for seat in (*range(state.setup.players), None):
            seen = view(state, seat)
            picture = svg(seen)
            found.append((seen, picture, ET.fromstring(picture)))
    return tuple(found)


def _texts(root: ET.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{_SVG}text")]


def _tooltips(root: ET.Element) -> list[str]:
    """Every shape's ``<title>`` (the document's own title excluded)."""
    return [
        title.text or ""
        for shape in root
        if shape.tag != f"{_SVG}title"
        for title in shape.iter(f"{_SVG}title")
    ]


def _backs(root: ET.Element) -> list[str]:
    """The tooltips of the face-down shapes (a card's back)."""
    return [
        title.text or ""
        for shape in root.iter(f"{_SVG}rect")
        if shape.get("fill") == PALETTE["back"]
        for title in shape.iter(f"{_SVG}title")
    ]


def _seat(seen: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == seen.player else f"seat {seat}"


def test_the_positions_cover_the_steps_that_put_things_face_down() -> None:
    steps = {state.turn.step for state in _positions()}
    assert {Step.DEFEND, Step.GUNFIGHT, Step.CARDS_DOWN, Step.OVER} <= steps


def test_every_view_is_an_svg_document_600_pixels_wide() -> None:
    for _, _, root in _pictures():
        assert root.tag == f"{_SVG}svg"
        assert root.get("width") == "600"
        height = int(root.get("height", "0"))
        assert root.get("viewBox") == f"0 0 600 {height}"
        assert 500 < height < 1300


def test_the_same_view_always_gives_the_same_picture() -> None:
    for state in _positions()[::4]:
        for seat in (0, None):
            assert svg(view(state, seat)) == svg(view(state, seat))


def test_the_title_names_the_game_the_viewer_and_the_step() -> None:
    for seen, _, root in _pictures():
        title = root.find(f"{_SVG}title")
        assert title is not None
        assert title.text is not None
        who = "a spectator's view" if seen.player is None else f"seat {seen.player}'s view"
        assert title.text.startswith(f"Rattlesnake City, {who}: ")
        if seen.turn.step is Step.OVER:
            assert title.text.endswith("the game is over")
        else:
            assert title.text.endswith(f"seat {seen.turn.seat}'s turn, {seen.turn.step.value}")


def test_the_viewer_is_marked_you_and_a_spectator_is_nobody() -> None:
    for seen, picture, root in _pictures():
        if seen.player is None:
            assert "(you)" not in picture
            assert "Your hand" not in _texts(root)
        else:
            assert f"seat {seen.player} (you)" in _texts(root)
            assert "Your hand" in _texts(root)


def test_every_building_is_on_the_valley_with_the_seats_it_pays() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        stripes = 0
        for built in seen.board.buildings:
            if built.building is Building.SALOON:
                assert any(
                    t.endswith(f": the Saloon of {_seat(seen, built.placer)}") for t in tooltips
                )
                continue
            mark = f": {built.building.value}, placed by {_seat(seen, built.placer)}"
            matches = [t for t in tooltips if t.startswith(built.place.value) and mark in t]
            assert matches
            if built.earner is not None:
                stripes += 1
                assert any(f"pays {_seat(seen, built.earner)} $1,000" in t for t in matches)
            if built.building is Building.MINE and " (the nearest bank) " in matches[0]:
                stripes += 1
        assert sum(t.startswith("pays seat") for t in tooltips) == stripes


def test_every_town_is_named_and_every_empty_space_drawn() -> None:
    for seen, _, root in _pictures():
        joined = " ".join(_texts(root))
        valley = seen.setup.options.content.valley
        for town in valley.towns:
            assert town.town.value in joined
        for mountain in valley.mountains:
            assert mountain.mountain.value in joined
        spaces = (
            sum(len(t.spaces) for t in valley.towns)
            + sum(len(g.spaces) for g in valley.grasslands)
            + len(valley.mountains)
        )
        empty = sum(t.endswith(": empty") and not t.startswith("the ") for t in _tooltips(root))
        assert empty == spaces - len(seen.board.buildings)


def test_the_railway_shows_every_section_and_its_condition() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        board = seen.board
        sections = sum(len(line.shapes) for line in seen.setup.options.content.valley.lines)
        poor = [t for t in tooltips if t.endswith("in poor condition")]
        repaired = [t for t in tooltips if t.endswith(", repaired")]
        good = [t for t in tooltips if t.endswith("in good condition")]
        assert len(poor) == len(board.broken)
        assert len(repaired) == len(board.repaired - board.broken)
        assert len(poor) + len(repaired) + len(good) == sections


def test_every_seat_shows_its_income_and_the_money_the_view_shows() -> None:
    for seen, _, root in _pictures():
        texts, tooltips = _texts(root), _tooltips(root)
        incomes = income_of(seen)
        for seat, shown in enumerate(seen.seats):
            assert f"income ${incomes[seat]:,}" in texts
            assert any(t.startswith(f"{_seat(seen, seat)}'s income marker: ${incomes[seat]:,}")
                       for t in tooltips)  # fmt: skip
            if shown.money is not None:
                assert f"${shown.money:,}" in texts
            for card in shown.front:
                assert f"{card.value}, in front of {_seat(seen, seat)}" in tooltips
        assert f"all players hold ${seen.total_money:,}" in texts


def test_the_viewers_hand_and_coup_cards_are_face_up() -> None:
    for seen, _, root in _pictures():
        tooltips = _tooltips(root)
        hand = [t for t in tooltips if t.startswith("your ") and "coup card" not in t]
        coups = [t for t in tooltips if t.startswith("your coup card: ")]
        assert len(hand) == len(seen.hand)
        assert len(coups) == len(seen.coups)
        for card in seen.hand:
            assert f"your {card.kind.value}: {card.value}" in tooltips
        for coup in seen.coups:
            assert f"your coup card: {coup.value}" in tooltips


def test_other_seats_hands_and_secret_money_are_drawn_face_down() -> None:
    for seen, _, root in _pictures():
        backs = _backs(root)
        for seat, shown in enumerate(seen.seats):
            cards = backs.count(f"an action card of {_seat(seen, seat)}")
            coups = backs.count(f"a coup card of {_seat(seen, seat)}")
            if seat == seen.player:
                assert cards == coups == 0
            else:
                assert (cards, coups) == (shown.cards, shown.coups)
            secret = backs.count(f"{_seat(seen, seat)}'s money: secret")
            assert secret == (shown.money is None)


def test_the_face_down_shapes_are_exactly_what_the_view_hides() -> None:
    for seen, _, root in _pictures():
        hidden = 0
        hidden += sum(bool(n) for n in (seen.bag, seen.actions.draw_size, seen.coup_pile.draw_size))
        for pile in (seen.actions, seen.coup_pile):
            hidden += pile.discard_pile is None and pile.discard_size > 0
        hidden += seen.actions.discard_size - 1 in seen.unrevealed  # the top card face down
        for seat, shown in enumerate(seen.seats):
            if seat != seen.player:
                hidden += shown.cards + shown.coups
            hidden += shown.money is None
        attack = seen.turn.attack
        hidden += seen.face_down and attack is not None and attack.coup is None
        game = seen.turn.poker
        if game is not None:
            if game.real_deal and game.hands:
                for index, hand in enumerate(game.hands):
                    hidden += 0 if hand else seen.held[index]
                    if game.replaced and game.replaced[index] is None and seen.placed[index]:
                        hidden += 1
                if not game.drawn:
                    hidden += seen.held[-2]
            elif game.cards:
                hidden += sum(
                    card is None and placed
                    for card, placed in zip(game.cards, seen.placed, strict=False)
                )
            else:
                hidden += sum(seen.placed)
        assert len(_backs(root)) == hidden


def test_a_face_down_coup_card_and_poker_cards_are_counted_as_hidden() -> None:
    attacks = cards = 0
    for seen, _, root in _pictures():
        backs = _backs(root)
        attack = seen.turn.attack
        hidden = seen.face_down and attack is not None and attack.coup is None
        assert backs.count("the attacker's coup card, face down") == hidden
        attacks += hidden
        cards += sum(t.endswith("'s playing card, face down") for t in backs)
    assert attacks > 0
    assert cards > 0


def test_the_seat_that_decides_is_framed_in_the_highlight() -> None:
    for seen, _, root in _pictures():
        frames = [
            line
            for line in root.iter(f"{_SVG}polyline")
            if line.get("stroke") == PALETTE["highlight"]
        ]
        to_act = [t for t in root.iter(f"{_SVG}text") if t.text == "to act"]
        if seen.turn.step is Step.OVER:
            assert not frames
            assert not to_act
            assert any(t.startswith("The game is over") for t in _texts(root))
        else:
            assert deciding(seen) is not None
            assert len(frames) == 1
            assert len(to_act) == 1


def test_a_non_view_is_refused_with_a_type_error() -> None:
    with pytest.raises(TypeError, match="rattlesnake-city View"):
        svg(new_game(3, 1))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        svg("a view")  # type: ignore[arg-type]


def test_a_view_built_wrong_is_refused_with_a_value_error() -> None:
    seen = view(new_game(3, 1), 0)
    for broken in (
        seen.evolve(seats=(None,) * 3),
        seen.evolve(board=seen.board.evolve(buildings=(None,))),
        seen.evolve(actions=None),
    ):
        with pytest.raises(ValueError, match="not one a game can show"):
            svg(broken)
