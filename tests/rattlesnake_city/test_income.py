"""The income of Rattlesnake City: the rulebook's worked examples and every income rule,
through :func:`income.income` on chosen boards and through real games, and a property
over random games: what a player collects at the end of its turn is the income
recomputed from the board and the cards.

Tiles are drawn at random, so a game's tile is chosen by setting the turn to one holding
it. Long John sits in Coyote Creek, Jimmy the Kid in Dry Gulch.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.games.rattlesnake_city import income
from frontier_games.games.rattlesnake_city.content import (
    VALLEY,
    Building,
    Card,
    Grassland,
    Line,
    Mountain,
    Place,
    Shape,
    Town,
    distance2,
    yellow_dots,
)
from frontier_games.games.rattlesnake_city.model import (
    Board,
    Built,
    DrawCards,
    Dynamite,
    DynamiteTrack,
    Options,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayPermanent,
    RepairTrack,
    State,
    StationBonus,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.rng import Rng, randbelow

JIMMY, LONG_JOHN, THIRD = 0, 1, 2
CC, DG, EP, SB = Town.COYOTE_CREEK, Town.DRY_GULCH, Town.EAGLE_PASS, Town.SILVER_BEND
Sections = frozenset[tuple[Line, int]]
INITIAL: Sections = frozenset((rail.line, b) for rail in VALLEY.lines for b in rail.broken)

Saloons = Sequence[tuple[Town, int]]
JOHN_AND_JIMMY: Saloons = ((DG, 0), (CC, 0))  # seats 0 and 1


# --- boards built directly -----------------------------------------------------------------


def board(
    saloons: Saloons, *tiles: tuple[Place, int, Building, int], broken: Sections = INITIAL
) -> Board:
    """The saloons (seat ``i`` in ``saloons[i]``), then each ``(place, space, building,
    placer)`` in order, paying whom :func:`income.earner` says, as a game would."""
    built = Board(
        tuple(Built(t, s, Building.SALOON, seat, None) for seat, (t, s) in enumerate(saloons)),
        broken,
    )
    for place, space, building, placer in tiles:
        paid_to = income.earner(VALLEY, built, place, space, building, placer)
        built = Board((*built.buildings, Built(place, space, building, placer, paid_to)), broken)
    return built


def markers(
    built: Board, saloons: Saloons, fronts: Sequence[Sequence[Card]] = (),
    bonus: StationBonus = StationBonus.PER_STATION,
) -> tuple[int, ...]:  # fmt: skip
    """Every seat's income marker (seat ``i`` owning the town of ``saloons[i]``)."""
    towns = [t for t, _ in saloons]
    fronts = list(fronts) + [()] * (len(towns) - len(fronts))
    return income.income(VALLEY, bonus, 0, built, towns, fronts)


def earned(
    built: Board, saloons: Saloons, seat: int, source: str,
    bonus: StationBonus = StationBonus.PER_STATION,
) -> int:  # fmt: skip
    """What ``seat`` earns from the items whose source contains ``source``."""
    towns = [t for t, _ in saloons]
    fronts: list[Sequence[Card]] = [()] * len(towns)
    items = income.income_items(VALLEY, bonus, built, towns, fronts)
    return sum(item.amount for item in items if item.seat == seat and source in item.source)


def without(broken: Sections, *lines: Line) -> Sections:
    return frozenset(section for section in broken if section[0] not in lines)


# --- games -----------------------------------------------------------------------------------


def game(saloons: Saloons = JOHN_AND_JIMMY, options: Options | None = None) -> State:
    """A game whose saloons are placed (seat ``i`` in ``saloons[i]``): the last seat to
    place takes the first turn."""
    options = (options or Options()).evolve(first_player=0)
    state = new_game(len(saloons), 7, options)
    for seat, (town, space) in enumerate(saloons):
        state = apply(state, PlaceSaloon(seat, town, space))
    return state


def place(state: State, tile: Building, where: Place, space: int) -> State:
    """The player whose turn begins draws ``tile`` and places it there."""
    assert state.turn.step in (Step.TILE, Step.DRAW)
    seat = state.turn.seat
    state = state.evolve(turn=Turn(seat, Step.TILE, tile))
    return apply(state, PlaceBuilding(seat, where, space))


def repair(state: State, line: Line, section: int) -> State:
    assert state.turn.step in (Step.TILE, Step.DRAW)
    seat = state.turn.seat
    shape = VALLEY.line(line).shapes[section]
    state = state.evolve(turn=Turn(seat, Step.TILE, shape))
    return apply(state, RepairTrack(seat, line, section))


def drawn(state: State, *cards: Card) -> State:
    """The player whose turn it is draws an action card, and holds ``cards`` besides
    (dealt from outside the game, to choose them)."""
    seat = state.turn.seat
    state = apply(state, DrawCards(seat, False))
    me = state.seats[seat]
    seats = list(state.seats)
    seats[seat] = me.evolve(hand=tuple(sorted((*me.hand, *cards), key=list(Card).index)))
    return state.evolve(seats=tuple(seats))


def end_turn(state: State) -> State:
    """The player whose turn it is plays nothing more and collects its income."""
    seat = state.turn.seat
    if state.turn.step is Step.DRAW:
        state = apply(state, DrawCards(seat, False))
    if state.turn.step is Step.CARDS:
        state = apply(state, Pass(seat))
    assert state.turn.step is Step.SHOWDOWN
    return apply(state, Pass(seat))


def marker(state: State, seat: int) -> int:
    options = state.setup.options
    return income.income(
        options.content.valley, options.station_bonus, options.starting_income, state.board,
        [s.town for s in state.seats], [s.front for s in state.seats],
    )[seat]  # fmt: skip


def money(state: State, seat: int) -> int:
    return state.seats[seat].money


# --- buildings ---------------------------------------------------------------------------


def test_long_john_hotel_then_sheriffs_office_moves_his_marker_to_2000() -> None:
    state = game()
    assert state.turn.seat == LONG_JOHN  # the last to place his saloon plays first
    state = place(state, Building.HOTEL, CC, 1)
    assert marker(state, LONG_JOHN) == 1_000
    state = end_turn(state)
    assert money(state, LONG_JOHN) == 11_000
    state = end_turn(place(state, Building.SCHOOL, DG, 1))  # Jimmy's turn
    state = place(state, Building.SHERIFFS_OFFICE, CC, 2)
    assert marker(state, LONG_JOHN) == 2_000
    assert money(end_turn(state), LONG_JOHN) == 13_000


def test_a_building_pays_the_owner_of_the_nearest_saloon_not_its_placer() -> None:
    state = place(game(), Building.GENERAL_STORE, DG, 1)  # Long John builds in Jimmy's town
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (1_000, 0)
    state = end_turn(state)
    assert money(state, LONG_JOHN) == 10_000
    assert money(end_turn(place(state, Building.SCHOOL, DG, 2)), JIMMY) == 11_000


@pytest.mark.parametrize(("placer", "collects"), [(THIRD, THIRD), (LONG_JOHN, LONG_JOHN)])
def test_a_strict_tie_between_saloons_pays_the_player_who_placed_the_building(
    placer: int, collects: int
) -> None:
    # Saloons on the yellow dots of the two towns beside Bald Peak: its mine is as far
    # from each, and whoever places it collects, even owning neither saloon.
    (cc_dot,), dg_dot = yellow_dots(VALLEY, CC), yellow_dots(VALLEY, DG)[0]
    mine = VALLEY.mountain(Mountain.BALD_PEAK).square
    assert distance2(VALLEY.town(CC).spaces[cc_dot], mine) == distance2(
        VALLEY.town(DG).spaces[dg_dot], mine
    )
    state = game(((DG, dg_dot), (CC, cc_dot), (EP, 0)))
    if placer == LONG_JOHN:
        state = end_turn(place(state, Building.SCHOOL, EP, 1))
        state = end_turn(place(state, Building.SCHOOL, DG, 1))
    assert state.turn.seat == placer
    state = place(state, Building.MINE, Mountain.BALD_PEAK, 0)
    assert [marker(state, s) for s in range(3)] == [1_000 * (s == collects) for s in range(3)]


@pytest.mark.parametrize(
    "building", [Building.SCHOOL, Building.CHURCH, Building.CEMETERY, Building.SALOON]
)
def test_schools_churches_cemeteries_and_saloons_earn_nothing(building: Building) -> None:
    built = board(JOHN_AND_JIMMY)
    assert income.earner(VALLEY, built, CC, 1, building, LONG_JOHN) is None
    if building is not Building.SALOON:  # saloons are never drawn from the bag
        state = place(game(), building, CC, 1)
        assert marker(state, LONG_JOHN) == marker(state, JIMMY) == 0


def test_every_other_building_earns_1000_for_the_nearest_saloon() -> None:
    tiles: list[tuple[Place, int, Building]] = [
        (CC, 1, Building.SHERIFFS_OFFICE), (CC, 2, Building.BANK), (CC, 3, Building.GENERAL_STORE),
        (CC, 4, Building.HOTEL), (CC, 5, Building.BLACKSMITH), (CC, 6, Building.STATION),
        (Grassland.GRASSLAND_3, 0, Building.RANCH),
    ]  # fmt: skip
    built = board(JOHN_AND_JIMMY, *((p, s, b, JIMMY) for p, s, b in tiles))
    assert markers(built, JOHN_AND_JIMMY) == (0, 7_000)


# --- cards -------------------------------------------------------------------------------


def test_adulterated_whisky_in_front_of_long_john_costs_him_1000_a_turn() -> None:
    state = end_turn(place(game(), Building.HOTEL, CC, 1))
    state = drawn(place(state, Building.SCHOOL, DG, 1), Card.ADULTERATED_WHISKY)
    state = apply(state, PlayPermanent(JIMMY, Card.ADULTERATED_WHISKY, LONG_JOHN))
    assert Card.ADULTERATED_WHISKY in state.seats[LONG_JOHN].front
    assert marker(state, LONG_JOHN) == 0  # back one space at once
    state = end_turn(state)
    state = place(state, Building.SHERIFFS_OFFICE, CC, 2)
    assert marker(state, LONG_JOHN) == 1_000
    assert money(end_turn(state), LONG_JOHN) == 11_000 + 1_000


def test_a_dynamitero_on_johns_ranch_removes_it_and_moves_his_marker_back() -> None:
    state = place(game(), Building.RANCH, Grassland.GRASSLAND_3, 0)
    assert marker(state, LONG_JOHN) == 1_000
    state = drawn(place(end_turn(state), Building.SCHOOL, DG, 1), Card.DYNAMITERO)
    state = apply(state, Dynamite(JIMMY, Grassland.GRASSLAND_3, 0))
    assert marker(state, LONG_JOHN) == 0
    assert all(b.building is not Building.RANCH for b in state.board.buildings)
    assert Building.RANCH in state.piles.removed
    assert Card.DYNAMITERO in state.piles.actions.discard_pile


@pytest.mark.parametrize(
    ("card", "change"),
    [(Card.FRENCH_COOK, 1_000), (Card.FRENCH_CANCAN, 1_000), (Card.MEXICAN_COOK, -1_000),
     (Card.ADULTERATED_WHISKY, -1_000)],
)  # fmt: skip
def test_cooks_cancan_and_whisky_change_the_income_by_1000(card: Card, change: int) -> None:
    built = board(JOHN_AND_JIMMY, (CC, 1, Building.HOTEL, 1), (CC, 2, Building.BANK, 1))
    assert markers(built, JOHN_AND_JIMMY, ((), (card,))) == (0, 2_000 + change)
    assert markers(built, JOHN_AND_JIMMY, ((card,), ())) == (max(change, 0), 2_000)


def test_lili_the_tigress_earns_1000_only_with_a_hotel_in_the_players_town() -> None:
    lili = ((), (Card.LILI_THE_TIGRESS,))
    assert markers(board(JOHN_AND_JIMMY), JOHN_AND_JIMMY, lili) == (0, 0)
    elsewhere = board(JOHN_AND_JIMMY, (DG, 1, Building.HOTEL, 1))
    assert markers(elsewhere, JOHN_AND_JIMMY, lili) == (1_000, 0)
    at_home = board(JOHN_AND_JIMMY, (CC, 1, Building.HOTEL, 0))
    assert markers(at_home, JOHN_AND_JIMMY, lili) == (0, 2_000)


def test_thumbtacks_cost_1000_only_with_a_hotel_in_the_players_town() -> None:
    tacks = ((), (Card.THUMBTACKS,))
    built = board(JOHN_AND_JIMMY, (CC, 2, Building.BANK, 1))
    assert markers(built, JOHN_AND_JIMMY, tacks) == (0, 1_000)
    with_hotel = board(JOHN_AND_JIMMY, (CC, 2, Building.BANK, 1), (CC, 1, Building.HOTEL, 1))
    assert markers(with_hotel, JOHN_AND_JIMMY, tacks) == (0, 1_000)


@pytest.mark.parametrize("card", [Card.LILI_THE_TIGRESS, Card.THUMBTACKS])
def test_lili_and_thumbtacks_are_discarded_when_the_hotel_is_destroyed(card: Card) -> None:
    state = place(game(), Building.HOTEL, CC, 1)
    state = drawn(state, card)
    state = apply(state, PlayPermanent(LONG_JOHN, card, LONG_JOHN))
    state = place(end_turn(state), Building.BANK, CC, 2)  # Jimmy's tile, for John
    with_card = marker(state, LONG_JOHN)
    assert with_card == 2_000 + (1_000 if card is Card.LILI_THE_TIGRESS else -1_000)
    state = drawn(state, Card.DYNAMITERO)
    state = apply(state, Dynamite(JIMMY, CC, 1))
    assert card not in state.seats[LONG_JOHN].front
    assert card in state.piles.actions.discard_pile
    assert marker(state, LONG_JOHN) == 1_000  # the bank alone


def test_undertaker_earns_1000_per_cemetery_in_the_players_town() -> None:
    undertaker = ((), (Card.UNDERTAKER,))
    built = board(
        JOHN_AND_JIMMY, (CC, 1, Building.CEMETERY, 0), (CC, 2, Building.CEMETERY, 1),
        (DG, 1, Building.CEMETERY, 1),
    )  # fmt: skip
    assert markers(built, JOHN_AND_JIMMY, undertaker) == (0, 2_000)
    assert markers(board(JOHN_AND_JIMMY), JOHN_AND_JIMMY, undertaker) == (0, 0)


def test_income_never_falls_below_zero() -> None:
    losses = ((), (Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY))
    assert markers(board(JOHN_AND_JIMMY), JOHN_AND_JIMMY, losses) == (0, 0)
    state = drawn(place(game(), Building.SCHOOL, CC, 1), Card.MEXICAN_COOK)
    state = apply(state, PlayPermanent(LONG_JOHN, Card.MEXICAN_COOK, LONG_JOHN))
    assert money(end_turn(state), LONG_JOHN) == 10_000


def test_the_floor_is_on_the_total_the_marker_is_recomputed_not_stuck_at_zero() -> None:
    losses = ((), (Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY))
    tiles = ((CC, 1, Building.HOTEL, 1), (CC, 2, Building.BANK, 1), (CC, 3, Building.BLACKSMITH, 1))
    assert markers(board(JOHN_AND_JIMMY, *tiles[:1]), JOHN_AND_JIMMY, losses) == (0, 0)
    assert markers(board(JOHN_AND_JIMMY, *tiles), JOHN_AND_JIMMY, losses) == (0, 1_000)


def test_starting_income_option_puts_every_marker_on_1000() -> None:
    state = place(game(options=Options(starting_income=1_000)), Building.SCHOOL, CC, 1)
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (1_000, 1_000)
    state = end_turn(state)
    assert money(state, LONG_JOHN) == 11_000
    state = drawn(place(state, Building.CHURCH, DG, 1), Card.MEXICAN_COOK)
    state = apply(state, PlayPermanent(JIMMY, Card.MEXICAN_COOK, JIMMY))
    assert money(end_turn(state), JIMMY) == 10_000
    assert money(end_turn(place(game(), Building.SCHOOL, CC, 1)), LONG_JOHN) == 10_000


# --- stations ----------------------------------------------------------------------------

STATIONS = {town.town: town.station for town in VALLEY.towns}
WEST = (Line.COYOTE_CREEK, Line.DRY_GULCH)


def stations(*towns: Town, placer: int = 0) -> tuple[tuple[Place, int, Building, int], ...]:
    return tuple((town, STATIONS[town], Building.STATION, placer) for town in towns)


def test_two_connected_stations_earn_2000_more_1000_to_each_towns_owner() -> None:
    built = board(JOHN_AND_JIMMY, *stations(CC, DG), broken=without(INITIAL, *WEST))
    assert income.connected_stations(VALLEY, built) == [[CC, DG]]
    assert markers(built, JOHN_AND_JIMMY) == (2_000, 2_000)
    assert earned(built, JOHN_AND_JIMMY, LONG_JOHN, "connected") == 1_000
    assert markers(board(JOHN_AND_JIMMY, *stations(CC, DG)), JOHN_AND_JIMMY) == (1_000, 1_000)


def test_two_connected_stations_pay_both_to_the_sole_owner_if_the_other_town_is_nobodys() -> None:
    lines = (Line.COYOTE_CREEK, Line.SILVER_BEND)
    built = board(JOHN_AND_JIMMY, *stations(CC, SB), broken=without(INITIAL, *lines))
    assert income.connected_stations(VALLEY, built) == [[CC, SB]]
    assert earned(built, JOHN_AND_JIMMY, LONG_JOHN, "connected") == 2_000
    assert earned(built, JOHN_AND_JIMMY, JIMMY, "connected") == 0


def test_stations_of_towns_nobody_owns_earn_no_connection_bonus() -> None:
    lines = (Line.SILVER_BEND, Line.TUMBLEWEED)
    built = board(JOHN_AND_JIMMY, *stations(SB, Town.TUMBLEWEED), broken=without(INITIAL, *lines))
    assert income.connected_stations(VALLEY, built) == [[SB, Town.TUMBLEWEED]]
    assert earned(built, JOHN_AND_JIMMY, JIMMY, "connected") == 0
    assert earned(built, JOHN_AND_JIMMY, LONG_JOHN, "connected") == 0


THREE: Saloons = ((DG, 0), (CC, 0), (SB, 0))
THREE_LINES = without(INITIAL, *WEST, Line.SILVER_BEND)


@pytest.mark.parametrize(
    ("bonus", "each", "extra"),
    [(StationBonus.PER_STATION, 1_000, 3_000), (StationBonus.PER_CONNECTION, 2_000, 6_000)],
)
def test_three_connected_stations_per_station_3000_or_per_connection_6000(
    bonus: StationBonus, each: int, extra: int
) -> None:
    built = board(THREE, *stations(CC, DG, SB), broken=THREE_LINES)
    assert income.connected_stations(VALLEY, built) == [[CC, DG, SB]]
    bonuses = [earned(built, THREE, seat, "connected", bonus=bonus) for seat in range(3)]
    assert bonuses == [each] * 3
    assert sum(bonuses) == extra
    assert markers(built, THREE, bonus=bonus) == (1_000 + each,) * 3


@pytest.mark.parametrize(
    ("bonus", "each"), [(StationBonus.PER_STATION, 1_000), (StationBonus.PER_CONNECTION, 3_000)]
)
def test_a_nobodys_station_share_goes_to_the_owners_in_whole_bills(
    bonus: StationBonus, each: int
) -> None:
    # Three stations, one in a town nobody owns: its $1,000 (per station) cannot be
    # split into whole bills between two owners; its $2,000 (per connection) can.
    built = board(JOHN_AND_JIMMY, *stations(CC, DG, SB), broken=THREE_LINES)
    bonuses = [earned(built, JOHN_AND_JIMMY, s, "connected", bonus=bonus) for s in range(2)]
    assert bonuses == [each, each]


def test_a_broken_section_disconnects_the_stations_beyond_it() -> None:
    lines = (*WEST, Line.EAGLE_PASS)
    broken = frozenset({(Line.TRUNK, 2)})
    built = board(JOHN_AND_JIMMY, *stations(CC, DG, EP), broken=broken)
    assert income.connected_stations(VALLEY, built) == [[CC, DG]]
    assert earned(built, JOHN_AND_JIMMY, JIMMY, "connected") == 1_000
    everything = board(JOHN_AND_JIMMY, *stations(CC, DG, EP), broken=frozenset())
    assert income.connected_stations(VALLEY, everything) == [[CC, DG, EP]]
    half_line = board(
        JOHN_AND_JIMMY, *stations(CC, DG), broken=without(INITIAL, *lines) | {(Line.DRY_GULCH, 1)}
    )
    assert income.connected_stations(VALLEY, half_line) == []


def test_repairing_the_last_section_connects_and_a_dynamitero_disconnects() -> None:
    state = place(game(), Building.STATION, CC, STATIONS[CC])
    state = place(end_turn(state), Building.STATION, DG, STATIONS[DG])
    state = state.evolve(board=state.board.evolve(broken=frozenset({(Line.DRY_GULCH, 2)})))
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (1_000, 1_000)
    state = end_turn(state)
    assert VALLEY.line(Line.DRY_GULCH).shapes[2] is Shape.CURVE
    state = repair(state, Line.DRY_GULCH, 2)
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (2_000, 2_000)
    assert money(end_turn(state), LONG_JOHN) == 11_000 + 2_000
    state = drawn(place(end_turn(state), Building.SCHOOL, DG, 1), Card.DYNAMITERO)
    state = apply(state, DynamiteTrack(JIMMY, Line.DRY_GULCH, 2))
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (1_000, 1_000)
    assert Shape.CURVE in state.piles.removed


# --- mines -------------------------------------------------------------------------------

# Long John on Coyote Creek's yellow dot, nearer Bald Peak than Jimmy at the far end of
# Dry Gulch.
NEAR_MINE: Saloons = ((DG, 3), (CC, 3))
BALD_PEAK = (Mountain.BALD_PEAK, 0, Building.MINE, JIMMY)


def test_a_mine_pays_2000_more_to_the_owner_of_the_nearest_bank() -> None:
    built = board(NEAR_MINE, (DG, 0, Building.BANK, JIMMY), BALD_PEAK)
    assert markers(built, NEAR_MINE) == (1_000 + 2_000, 1_000)
    assert earned(built, NEAR_MINE, JIMMY, "nearest bank") == 2_000
    assert markers(board(NEAR_MINE, BALD_PEAK), NEAR_MINE) == (0, 1_000)  # no bank, no bonus


def test_a_mine_earns_for_several_players_at_once_and_follows_the_nearest_bank_standing() -> None:
    state = end_turn(place(game(NEAR_MINE), Building.BANK, CC, 2))  # Long John's bank
    state = end_turn(place(state, Building.BANK, DG, 0))  # Jimmy's, nearer Bald Peak
    state = place(state, Building.MINE, Mountain.BALD_PEAK, 0)
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (1_000 + 2_000, 1_000 + 1_000)
    state = apply(drawn(state, Card.DYNAMITERO), Dynamite(LONG_JOHN, DG, 0))
    assert (marker(state, JIMMY), marker(state, LONG_JOHN)) == (0, 1_000 + 3_000)


def test_owning_the_saloon_and_the_nearest_bank_to_a_mine_earns_3000_from_it() -> None:
    built = board(NEAR_MINE, (DG, 2, Building.BANK, 0), (CC, 2, Building.BANK, 1), BALD_PEAK)
    assert earned(built, NEAR_MINE, LONG_JOHN, "Mine") == 3_000
    assert markers(built, NEAR_MINE) == (1_000, 1_000 + 3_000)


def test_one_bank_and_three_mines_earn_its_owner_6000_plus_1000() -> None:
    mines = [(m, 0, Building.MINE, JIMMY) for m in list(Mountain)[:3]]
    built = board(NEAR_MINE, (CC, 2, Building.BANK, JIMMY), *mines)
    assert earned(built, NEAR_MINE, LONG_JOHN, "nearest bank") == 6_000
    assert earned(built, NEAR_MINE, LONG_JOHN, "Bank in") == 1_000


def test_a_bank_in_a_town_nobody_owns_pays_the_mine_bonus_to_whom_it_earns_for() -> None:
    built = board(NEAR_MINE, (EP, 0, Building.BANK, LONG_JOHN),
                  (Mountain.SILVER_RIDGE, 0, Building.MINE, LONG_JOHN))  # fmt: skip
    (bank,) = (b for b in built.buildings if b.building is Building.BANK)
    assert bank.earner == JIMMY  # Dry Gulch's saloon is the nearest
    assert earned(built, NEAR_MINE, JIMMY, "nearest bank") == 2_000


@pytest.mark.parametrize(("placer", "paid"), [(JIMMY, JIMMY), (LONG_JOHN, LONG_JOHN), (2, JIMMY)])
def test_a_strict_tie_between_banks_pays_the_bank_of_the_mines_placer(
    placer: int, paid: int
) -> None:
    # Banks on both yellow dots beside Bald Peak; otherwise the first bank built pays.
    (cc_dot,), dg_dot = yellow_dots(VALLEY, CC), yellow_dots(VALLEY, DG)[0]
    saloons: Saloons = ((DG, 3), (CC, 0))
    built = board(saloons, (DG, dg_dot, Building.BANK, 2), (CC, cc_dot, Building.BANK, 2),
                  (Mountain.BALD_PEAK, 0, Building.MINE, placer))  # fmt: skip
    towns = [DG, CC, None]
    items = income.income_items(VALLEY, StationBonus.PER_STATION, built, towns, [(), (), ()])
    (bonus,) = (item for item in items if "nearest bank" in item.source)
    assert bonus.seat == paid


# --- properties over random games ----------------------------------------------------------


def playout(players: int, seed: int, steps: int = 300) -> list[tuple[State, object, State]]:
    """The first ``steps`` moves of a random game, as (before, action, after)."""
    state = new_game(players, seed)
    rng = Rng.from_seed(seed ^ 0x1C0E)
    moves: list[tuple[State, object, State]] = []
    for _ in range(steps):
        if is_over(state):
            break
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = legal_actions(state, seats[pick])
        assert legal, "a seat decides with nothing to do"
        pick, rng = randbelow(rng, len(legal))
        after = apply(state, legal[pick])
        moves.append((state, legal[pick], after))
        state = after
    return moves


def collects(before: State, action: object) -> bool:
    """Whether ``action`` ends the turn: the player passes at step 4 and collects."""
    return (
        isinstance(action, Pass)
        and before.turn.step is Step.SHOWDOWN
        and before.turn.poker is None
        and action.player == before.turn.seat
    )


GAMES = {"players": st.integers(2, 6), "seed": st.integers(0, 2**32)}


@settings(max_examples=10, deadline=None)
@given(**GAMES)
def test_each_player_collects_the_income_recomputed_from_the_board_and_cards(
    players: int, seed: int
) -> None:
    turns = 0
    for before, action, after in playout(players, seed):
        if before.turn.step is not Step.SALOON and after.turn.seat != before.turn.seat:
            assert collects(before, action), "a turn ended without its income"
        if not collects(before, action):
            continue
        turns += 1
        seat = before.turn.seat
        due = marker(before, seat)
        assert money(after, seat) == money(before, seat) + due
        assert all(money(after, s) == money(before, s) for s in range(players) if s != seat)
    assert turns >= 5


@settings(max_examples=10, deadline=None)
@given(**GAMES)
def test_every_building_pays_whom_the_saloons_say_it_pays(players: int, seed: int) -> None:
    moves = playout(players, seed)
    final = moves[-1][2]
    saloons = Board(
        tuple(b for b in final.board.buildings if b.building is Building.SALOON), INITIAL
    )
    for built in final.board.buildings:
        expected = income.earner(
            VALLEY, saloons, built.place, built.space, built.building, built.placer
        )
        assert built.earner == expected
