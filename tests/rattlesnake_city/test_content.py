"""The content of Rattlesnake City: the counts the rulebook prints, the stand-in board's
geometry, and :func:`validate_content` refusing content the rules cannot play."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from frontier_games.games.rattlesnake_city.content import (
    ACTION_CARDS,
    COUP_CARDS,
    EARNING,
    GROUND,
    REVOLVERS,
    SPACES_PER_TOWN,
    STANDARD_CONTENT,
    STARTING_MONEY,
    TILES,
    VALLEY,
    WINNING_MONEY,
    Building,
    Card,
    CardKind,
    Content,
    ContentError,
    Coup,
    Grassland,
    GrasslandMap,
    Junction,
    Line,
    Mountain,
    MountainMap,
    RailLine,
    Shape,
    Square,
    Town,
    TownMap,
    Valley,
    distance2,
    validate_content,
    yellow_dots,
)
from frontier_games.games.rattlesnake_city.income import connected_stations
from frontier_games.games.rattlesnake_city.model import Board, Built, Options
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    max_actions,
    new_game,
)
from frontier_games.rng import Rng, randbelow

IN_TOWN = frozenset(Building) - {Building.SALOON, *GROUND}
SQUARES = st.tuples(st.integers(0, 40), st.integers(0, 40))


def count(pairs: tuple[tuple[object, int], ...], match: Callable[[object], bool]) -> int:
    return sum(n for item, n in pairs if match(item))


def all_squares(valley: Valley) -> list[Square]:
    return [
        *(s for town in valley.towns for s in town.spaces),
        *(s for grassland in valley.grasslands for s in grassland.spaces),
        *(mountain.square for mountain in valley.mountains),
    ]


def initial_broken(valley: Valley) -> frozenset[tuple[Line, int]]:
    return frozenset((rail.line, b) for rail in valley.lines for b in rail.broken)


# --- the board ---------------------------------------------------------------------------


def test_six_ruined_towns_of_seven_spaces_each_reserving_one_for_the_station() -> None:
    assert [town.town for town in VALLEY.towns] == list(Town)
    for town in VALLEY.towns:
        assert len(town.spaces) == SPACES_PER_TOWN == 7
        assert 0 <= town.station < 7


def test_the_railway_ends_at_every_towns_station_space_once() -> None:
    ends = Counter(end for rail in VALLEY.lines for end in rail.ends if isinstance(end, Town))
    assert ends == dict.fromkeys(Town, 1)


def test_eleven_grasslands_and_four_mountains_with_a_mine_square_each() -> None:
    assert len(VALLEY.grasslands) == 11
    assert all(grassland.spaces for grassland in VALLEY.grasslands)
    assert [m.mountain for m in VALLEY.mountains] == list(Mountain)
    assert all(len(VALLEY.squares(m.mountain)) == 1 for m in VALLEY.mountains)


def test_no_square_of_the_board_is_used_twice() -> None:
    squares = all_squares(VALLEY)
    assert len(squares) == 6 * 7 + sum(len(g.spaces) for g in VALLEY.grasslands) + 4
    assert len(set(squares)) == len(squares)


def test_every_town_has_a_yellow_dot_as_far_from_a_mine_as_the_neighbouring_town() -> None:
    for town in Town:
        assert yellow_dots(VALLEY, town), town
    for mountain in VALLEY.mountains:
        mine = mountain.square
        reaches = {
            min(distance2(square, mine) for square in VALLEY.town(town).spaces)
            for town in mountain.towns
        }
        assert len(reaches) == 1, mountain.mountain  # both towns reach the mine equally
        for town in mountain.towns:
            dots = yellow_dots(VALLEY, town)
            assert any(distance2(VALLEY.town(town).spaces[i], mine) in reaches for i in dots)
    for town_map in VALLEY.towns:  # a saloon or a bank may stand on one
        assert set(yellow_dots(VALLEY, town_map.town)) - {town_map.station}, town_map.town


def test_distance_is_measured_corner_to_corner_squared() -> None:
    assert distance2((0, 0), (4, 0)) == 9  # three squares between the facing corners
    assert distance2((0, 0), (2, 3)) == 1 + 4
    assert distance2((5, 5), (1, 9)) == 9 + 9
    assert distance2((3, 3), (3, 3)) == 0


@given(SQUARES, SQUARES)
def test_distance_is_symmetric_and_zero_exactly_for_squares_that_touch(
    a: Square, b: Square
) -> None:
    assert distance2(a, b) == distance2(b, a) >= 0
    touching = abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1
    assert (distance2(a, b) == 0) == touching


def test_no_two_stations_are_connected_until_track_is_repaired() -> None:
    stations = tuple(
        Built(town.town, town.station, Building.STATION, 0, None) for town in VALLEY.towns
    )
    assert connected_stations(VALLEY, Board(stations, initial_broken(VALLEY))) == []
    repaired = connected_stations(VALLEY, Board(stations, frozenset()))
    assert repaired == [list(Town)]


# --- the tiles and the cards -------------------------------------------------------------


def test_sixteen_track_tiles_one_for_each_broken_section_of_its_shape() -> None:
    sections = Counter(rail.shapes[b] for rail in VALLEY.lines for b in rail.broken)
    tracks = Counter({tile: n for tile, n in TILES if isinstance(tile, Shape)})
    assert tracks.total() == sections.total() == 16
    assert tracks == sections


def test_fifty_building_tiles_of_the_eleven_kinds_and_no_saloon() -> None:
    buildings = {tile: n for tile, n in TILES if isinstance(tile, Building)}
    assert sum(buildings.values()) == 50
    assert set(buildings) == frozenset(Building) - {Building.SALOON}
    assert buildings[Building.STATION] <= len(VALLEY.towns)
    assert buildings[Building.MINE] <= len(VALLEY.mountains)
    assert buildings[Building.RANCH] <= sum(len(g.spaces) for g in VALLEY.grasslands)
    assert all(buildings[b] <= 6 for b in IN_TOWN - {Building.CEMETERY})


def test_earning_buildings_and_where_ranches_and_mines_go_as_printed() -> None:
    printed = {
        Building.SHERIFFS_OFFICE, Building.BANK, Building.STATION, Building.GENERAL_STORE,
        Building.HOTEL, Building.BLACKSMITH, Building.MINE, Building.RANCH,
    }  # fmt: skip
    assert printed == EARNING
    assert dict(GROUND) == {Building.RANCH: "grassland", Building.MINE: "mountain"}


def test_fifty_four_coup_cards_27_one_18_two_and_9_three_cartridges() -> None:
    assert dict(COUP_CARDS) == {Coup.ONE: 27, Coup.TWO: 18, Coup.THREE: 9}
    assert [coup.shots for coup in Coup] == [1, 2, 3]


def test_fifty_six_action_cards_36_poker_cards_and_20_miscellaneous() -> None:
    assert count(ACTION_CARDS, lambda c: True) == 56
    poker = (CardKind.PLAYING, CardKind.POKER)
    assert count(ACTION_CARDS, lambda c: isinstance(c, Card) and c.kind in poker) == 36
    assert count(ACTION_CARDS, lambda c: isinstance(c, Card) and c.kind not in poker) == 20


def test_twenty_five_playing_cards_numbered_1_to_25_seven_with_a_revolver() -> None:
    playing = [(card, n) for card, n in ACTION_CARDS if card.kind is CardKind.PLAYING]
    assert sorted(card.number for card, _ in playing) == list(range(1, 26))  # type: ignore[type-var]
    assert all(n == 1 for _, n in playing)
    assert len(REVOLVERS) == 7
    assert REVOLVERS <= set(range(1, 26))  # noqa: SIM300
    assert all(card.number is None for card in Card if card.kind is not CardKind.PLAYING)


def test_the_poker_cards_as_printed() -> None:
    kinds = {card: n for card, n in ACTION_CARDS if card.kind is CardKind.POKER}
    assert kinds == {
        Card.CHEATER: 3, Card.PROFESSIONAL_PLAYER: 3, Card.YELLOW_LIVERED_COYOTE: 4,
        Card.TAR_AND_FEATHERS: 1,
    }  # fmt: skip


def test_the_twenty_miscellaneous_cards_as_printed() -> None:
    permanent = {card: n for card, n in ACTION_CARDS if card.kind is CardKind.PERMANENT}
    assert permanent == dict.fromkeys((
        Card.FRENCH_COOK, Card.FRENCH_CANCAN, Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY,
        Card.LILI_THE_TIGRESS, Card.THUMBTACKS, Card.UNDERTAKER, Card.IRONFIST_JIM,
        Card.SLIPPERY_JOE, Card.HONEST_JIM, Card.STINKY_JOE,
    ), 1)  # fmt: skip
    single = {card: n for card, n in ACTION_CARDS if card.kind is CardKind.SINGLE_USE}
    assert single == {Card.DYNAMITERO: 6, Card.STROKE_OF_FATE: 2, Card.BOUNTY_HUNTER: 1}


def test_ten_thousand_dollars_each_and_the_winning_sums_by_player_count() -> None:
    assert STARTING_MONEY == 10_000
    assert dict(WINNING_MONEY) == {2: 200_000, 3: 200_000, 4: 150_000, 5: 150_000, 6: 150_000}
    assert Content() == STANDARD_CONTENT
    assert validate_content(STANDARD_CONTENT) is STANDARD_CONTENT


# --- validate_content ----------------------------------------------------------------------


def _town(index: int, **changes: Any) -> Content:
    towns = list(VALLEY.towns)
    towns[index] = towns[index].evolve(**changes)
    return STANDARD_CONTENT.evolve(valley=VALLEY.evolve(towns=tuple(towns)))


def _valley(**changes: Any) -> Content:
    return STANDARD_CONTENT.evolve(valley=VALLEY.evolve(**changes))


def _tiles(tile: Building | Shape, n: int) -> Content:
    tiles = tuple(pair for pair in TILES if pair[0] is not tile) + ((tile, n),)
    return STANDARD_CONTENT.evolve(tiles=tiles)


def _grassland(index: int, spaces: tuple[Square, ...]) -> Content:
    grasslands = list(VALLEY.grasslands)
    grasslands[index] = GrasslandMap(grasslands[index].grassland, spaces)
    return _valley(grasslands=tuple(grasslands))


def _mountain(index: int, **changes: Any) -> Content:
    mountains = list(VALLEY.mountains)
    mountains[index] = mountains[index].evolve(**changes)
    return _valley(mountains=tuple(mountains))


def _line(index: int, **changes: Any) -> Content:
    lines = list(VALLEY.lines)
    lines[index] = lines[index].evolve(**changes)
    return _valley(lines=tuple(lines))


def _content(**changes: Any) -> Content:
    return STANDARD_CONTENT.evolve(**changes)


PLAYING_1_TWICE = tuple((card, 2 if card is Card.PLAYING_1 else n) for card, n in ACTION_CARDS)
NO_PLAYING = tuple((card, n) for card, n in ACTION_CARDS if card.kind is not CardKind.PLAYING)

BAD_CONTENT: list[tuple[str, Callable[[], object], str]] = [
    ("not a Content", lambda: {"valley": VALLEY}, "content must be a Content"),
    ("valley not a Valley", lambda: _content(valley=None), "content.valley must"),
    ("an empty bag", lambda: _content(tiles=()), "content.tiles must be at least one tile"),
    ("a town of six spaces", lambda: _town(0, spaces=VALLEY.towns[0].spaces[:6], station=0),
     "content.valley.towns[0].spaces"),
    ("a station space beyond seven", lambda: _town(1, station=7),
     "content.valley.towns[1].station"),
    ("a station space as a bool", lambda: _town(1, station=True),
     "content.valley.towns[1].station"),
    ("a town missing", lambda: _valley(towns=VALLEY.towns[:5]), "content.valley.towns"),
    ("squares shared by a grassland and a town",
     lambda: _grassland(0, (VALLEY.towns[0].spaces[0],)), "content.valley.grasslands[0]"),
    ("a square off the table", lambda: _grassland(0, ((101, 0),)),
     "content.valley.grasslands[0]"),
    ("a mountain between one town twice",
     lambda: _mountain(3, towns=(Town.EAGLE_PASS, Town.EAGLE_PASS)),
     "content.valley.mountains[3].towns"),
    ("a town without a yellow dot",
     lambda: _mountain(3, towns=(Town.EAGLE_PASS, Town.DRY_GULCH)), "yellow dot in Buzzard Rock"),
    ("a broken section beyond the line", lambda: _line(0, broken=frozenset({4})),
     "content.valley.lines[0].broken"),
    ("a town without a railway end",
     lambda: _line(0, ends=(Junction.EAST, Junction.WEST)), "content.valley.lines must"),
    ("tiles as a list", lambda: _content(tiles=list(TILES)), "content.tiles must"),
    ("a count as a bool", lambda: _tiles(Building.BANK, True), "content.tiles must"),
    ("a saloon in the bag", lambda: _tiles(Building.SALOON, 1), "content.tiles must be no saloon"),
    ("a tile listed twice", lambda: _content(tiles=(*TILES, (Building.BANK, 1))),
     "content.tiles must be each kind once"),
    ("seven stations for six towns", lambda: _tiles(Building.STATION, 7), "at most 6 Station"),
    ("five mines for four mountains", lambda: _tiles(Building.MINE, 5), "at most 4 Mine"),
    ("more ranches than grassland spaces", lambda: _tiles(Building.RANCH, 28),
     "at most 27 Ranch"),
    ("seven hotels for six towns", lambda: _tiles(Building.HOTEL, 7), "at most one Hotel"),
    ("more straight tracks than straight broken sections",
     lambda: _tiles(Shape.STRAIGHT, 11), "at most 10 straight track"),
    ("more curved tracks than curved broken sections",
     lambda: _tiles(Shape.CURVE, 7), "at most 6 curved track"),
    ("a playing card twice", lambda: _content(action_cards=PLAYING_1_TWICE),
     "content.action_cards must be one playing card 1"),
    ("no playing card", lambda: _content(action_cards=NO_PLAYING),
     "content.action_cards must be some playing cards"),
    ("a coup card counted zero", lambda: _content(coup_cards=((Coup.ONE, 0),)),
     "content.coup_cards must"),
    ("a revolver on card 26", lambda: _content(revolvers=frozenset({7, 26})),
     "content.revolvers must"),
    ("revolvers as a set", lambda: _content(revolvers={7}), "content.revolvers must"),
    ("a bounty not in whole $1,000s", lambda: _content(bounty=2_500),
     "content.bounty must be whole $1,000 bills"),
    ("a negative bounty", lambda: _content(bounty=-1_000), "content.bounty must"),
    ("a bounty as a float", lambda: _content(bounty=5000.0), "content.bounty must"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("bad", "field"),
    [pytest.param(make, field, id=name) for name, make, field in BAD_CONTENT],
)
def test_validate_content_refuses_what_the_rules_cannot_play_naming_the_field(
    bad: Callable[[], object], field: str
) -> None:
    with pytest.raises(ContentError, match=re.escape(field)):
        validate_content(bad())


def test_new_game_refuses_bad_content_before_dealing() -> None:
    with pytest.raises(ContentError, match=re.escape("content.bounty")):
        new_game(2, 1, Options(content=_content(bounty=1_500)))


SMALL_VALLEY = Valley(
    towns=tuple(
        TownMap(town, tuple((x + i % 4, i // 4) for i in range(7)), 6)
        for town, x in zip(Town, range(0, 66, 11), strict=True)
    ),
    grasslands=tuple(
        GrasslandMap(grassland, ((i * 5, 8),)) for i, grassland in enumerate(Grassland)
    ),
    mountains=tuple(
        MountainMap(mountain, (x, 0), (a, b))
        for mountain, x, (a, b) in zip(
            Mountain, (7, 18, 29, 51),
            ((Town.COYOTE_CREEK, Town.DRY_GULCH), (Town.DRY_GULCH, Town.EAGLE_PASS),
             (Town.EAGLE_PASS, Town.SILVER_BEND), (Town.TUMBLEWEED, Town.BUZZARD_ROCK)),
            strict=True,
        )
    ),
    lines=tuple(
        RailLine(line, (town, Junction.WEST), (Shape.STRAIGHT,), frozenset({0}))
        for line, town in zip(Line, Town, strict=False)
    ) + (RailLine(Line.TRUNK, (Junction.WEST, Junction.EAST), (Shape.CURVE,), frozenset()),),
)  # fmt: skip
SMALL = Content(
    valley=SMALL_VALLEY,
    tiles=((Building.HOTEL, 2), (Building.BANK, 2), (Building.MINE, 2), (Building.RANCH, 3),
           (Building.STATION, 2), (Building.CEMETERY, 8), (Shape.STRAIGHT, 3)),
    action_cards=(*((Card(f"playing card {n}"), 1) for n in range(1, 11)),
                  (Card.DYNAMITERO, 2), (Card.FRENCH_COOK, 1)),
    coup_cards=((Coup.ONE, 6), (Coup.TWO, 2)),
    revolvers=frozenset({3}),
    bounty=2_000,
)  # fmt: skip


def test_a_smaller_custom_content_is_accepted_and_played_to_its_end() -> None:
    assert validate_content(SMALL) is SMALL
    options = Options(content=SMALL)
    state = new_game(2, 11, options)
    tiles = Counter(dict(SMALL.tiles))
    assert Counter(state.piles.bag.draw_pile) == tiles
    dealt = [card for seat in state.seats for card in seat.hand]
    assert len(dealt) == 10
    assert Counter(dealt) + Counter(state.piles.actions.draw_pile) == dict(SMALL.action_cards)
    rng = Rng.from_seed(11)
    for _ in range(max_actions(2, options)):
        if is_over(state):
            break
        (seat,) = actors(state)
        legal = legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
    assert is_over(state)
    placed = Counter(b.building for b in state.board.buildings if b.building is not Building.SALOON)
    repaired = Counter(SMALL_VALLEY.line(line).shapes[s] for line, s in state.board.repaired)
    assert placed + repaired + Counter(state.piles.removed) == tiles
