"""Rattlesnake City's turn rules, named after the rulebook and played through ``apply``:
setup and the saloons, the tile (1), the draw (2), the miscellaneous cards and the
offers (3), the income (5), the two ends of the game, and the refusals, each naming its
rule and changing nothing.

Bank attacks (4) are in ``test_showdown.py``, random games in ``test_properties.py``.
Long John is seat 0 (his saloon in Coyote Creek), Jimmy the Kid seat 1 (Dry Gulch).
"""

from __future__ import annotations

from collections import Counter

import pytest

from frontier_games.core import SetupError
from frontier_games.deck import Deck
from frontier_games.games.rattlesnake_city.content import (
    STANDARD_CONTENT,
    Building,
    Card,
    CardKind,
    Content,
    ContentError,
    Coup,
    Grassland,
    Line,
    Mountain,
    Shape,
    Town,
)
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    CatchJoe,
    DrawCards,
    Dynamite,
    DynamiteTrack,
    OfferSale,
    Options,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayPermanent,
    RepairTrack,
    StationBonus,
    Step,
    StrokeOfFate,
)
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
    outcome,
)
from tests.rattlesnake_city.helpers import (
    at,
    disarmed,
    drawing,
    game,
    given,
    in_front,
    incomes,
    legal,
    placed,
    play,
    refused,
    seated,
    with_bag,
    with_money,
)

LONG_JOHN, JIMMY = 0, 1
CC, DG, EP = Town.COYOTE_CREEK, Town.DRY_GULCH, Town.EAGLE_PASS
B = Building
TOWN_BUILDINGS = (
    B.SHERIFFS_OFFICE, B.BANK, B.GENERAL_STORE, B.HOTEL, B.BLACKSMITH, B.CHURCH, B.SCHOOL,
)  # fmt: skip
"""The buildings that go on a town's free spaces, one of a kind per town."""
MISCELLANEOUS = (CardKind.PERMANENT, CardKind.SINGLE_USE)


def _tiles(content: Content = STANDARD_CONTENT) -> Counter[object]:
    return Counter(dict(content.tiles))


def _cards(content: Content = STANDARD_CONTENT) -> Counter[object]:
    return Counter(dict(content.action_cards))


# -- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 7))
def test_the_treasurer_gives_10000_dollars_and_five_action_cards_to_each_player(
    players: int,
) -> None:
    state = game(players)
    assert [seat.money for seat in state.seats] == [10_000] * players
    assert [len(seat.hand) for seat in state.seats] == [5] * players
    dealt = Counter(card for seat in state.seats for card in seat.hand)
    actions = state.piles.actions
    assert actions.discard_pile == ()
    assert dealt + Counter(actions.draw_pile) == _cards()
    assert len(actions.draw_pile) == 56 - 5 * players


def test_all_other_tiles_go_in_the_bag_and_the_coup_cards_in_a_draw_pile() -> None:
    state = game(3)
    bag = state.piles.bag
    assert len(bag.draw_pile) == 66
    assert bag.discard_pile == ()
    assert Counter(bag.draw_pile) == _tiles()
    assert B.SALOON not in bag.draw_pile
    assert Counter(state.piles.coups.draw_pile) == Counter({Coup.ONE: 27, Coup.TWO: 18,
                                                            Coup.THREE: 9})  # fmt: skip
    assert all(seat.coups == () and seat.front == () for seat in state.seats)
    assert state.board.buildings == ()
    assert state.piles.removed == ()


def test_each_player_places_a_marker_on_space_0_of_the_income_track() -> None:
    assert incomes(game(4)) == (0, 0, 0, 0)
    assert incomes(seated(4)) == (0, 0, 0, 0)  # a saloon earns nothing
    assert incomes(seated(3, starting_income=1_000)) == (1_000, 1_000, 1_000)


def test_the_first_player_places_their_saloon_first() -> None:
    for first in range(4):
        state = game(4, first=first)
        assert state.turn.step is Step.SALOON
        assert actors(state) == frozenset((first,))
    drawn = {new_game(4, seed).turn.seat for seed in range(40)}
    assert drawn == {0, 1, 2, 3}  # "a first player is determined at random"
    assert new_game(4, 7).turn == new_game(4, 7).turn


BAD_OPTIONS = {
    "first_player=3": {"first_player": 3},
    "first_player=-1": {"first_player": -1},
    "first_player=True": {"first_player": True},
    "starting_income=500": {"starting_income": 500},
    "starting_income=1000.0": {"starting_income": 1_000.0},
    "starting_income=True": {"starting_income": True},
    "station_bonus=str": {"station_bonus": "per station"},
    "open_money=1": {"open_money": 1},
    "offers_per_turn=-1": {"offers_per_turn": -1},
    "offers_per_turn=11": {"offers_per_turn": 11},
    "offers_per_turn=True": {"offers_per_turn": True},
    "content=bounty 500": {"content": Content(bounty=500)},
    "content=str": {"content": "standard"},
}


@pytest.mark.parametrize("bad", BAD_OPTIONS.values(), ids=BAD_OPTIONS.keys())
def test_options_the_rules_cannot_play_are_setup_errors(bad: dict[str, object]) -> None:
    with pytest.raises(SetupError):
        new_game(3, 1, Options(**bad))  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [1, 7, True, 3.0])
def test_rattlesnake_city_is_for_2_to_6_players(players: object) -> None:
    with pytest.raises(SetupError):
        new_game(players, 1)  # type: ignore[arg-type]


def test_options_are_an_options_with_playable_content_and_are_kept() -> None:
    with pytest.raises(SetupError):
        new_game(3, 1, {"first_player": 0})  # type: ignore[arg-type]
    with pytest.raises(ContentError):
        new_game(2, 1, Options(content=Content(tiles=((B.SALOON, 1),))))
    options = Options(first_player=1, starting_income=1_000, open_money=True,
                      station_bonus=StationBonus.PER_CONNECTION, offers_per_turn=0,
                      content=Content())  # fmt: skip
    assert new_game(2, 1, options).setup.options == options


# -- the saloons ---------------------------------------------------------------------------


def test_the_next_player_places_their_saloon_in_another_town() -> None:
    state = apply(game(3), PlaceSaloon(0, CC, 0))
    assert state.seats[0].town is CC
    assert state.board.buildings[0].building is B.SALOON
    assert actors(state) == frozenset((1,))
    offered = legal(state)
    assert offered
    assert all(isinstance(a, PlaceSaloon) and a.town is not CC for a in offered)
    assert {a.town for a in offered} == set(Town) - {CC}  # type: ignore[union-attr]
    assert refused(state, PlaceSaloon(1, CC, 1)) == "town-taken"


def test_a_saloon_is_never_placed_on_the_space_reserved_for_the_station() -> None:
    state = game(2)
    station = STANDARD_CONTENT.valley.town(CC).station
    offered = {(a.town, a.space) for a in legal(state)}  # type: ignore[union-attr]
    assert (CC, station) not in offered
    assert (CC, (station + 1) % 7) in offered
    assert len(offered) == 6 * 6
    assert refused(state, PlaceSaloon(0, CC, station)) == "station-space"


def test_the_last_player_to_place_their_saloon_takes_the_first_turn() -> None:
    state = game(3, first=1)
    for seat, town in ((1, CC), (2, DG), (0, EP)):
        assert actors(state) == frozenset((seat,))
        state = apply(state, PlaceSaloon(seat, town, 0))
    assert [seat.town for seat in state.seats] == [EP, CC, DG]
    assert state.turn.seat == 0
    assert state.turn.step in (Step.TILE, Step.DRAW)


# -- 1. drawing a tile -----------------------------------------------------------------------


def test_each_turn_begins_with_a_tile_drawn_from_the_bag() -> None:
    state = seated(2)
    assert state.turn.seat == JIMMY
    assert state.turn.step is Step.TILE
    assert len(state.piles.bag.draw_pile) == 65
    assert state.turn.tile is not None
    assert Counter(state.piles.bag.draw_pile) + Counter([state.turn.tile]) == _tiles()
    state = at(state, JIMMY, Step.SHOWDOWN)
    state = apply(state, Pass(JIMMY))
    assert state.turn.seat == LONG_JOHN
    assert len(state.piles.bag.draw_pile) == 64
    assert state.turn.tile is not None or len(state.piles.removed) == 1


def test_a_track_tile_goes_on_a_broken_section_of_the_same_shape() -> None:
    state = drawing(seated(2), JIMMY, Shape.CURVE)
    valley = STANDARD_CONTENT.valley
    curves = {(rail.line, s) for rail in valley.lines for s in rail.broken
              if rail.shapes[s] is Shape.CURVE}  # fmt: skip
    offered = legal(state)
    assert all(isinstance(a, RepairTrack) for a in offered)
    assert {(a.line, a.section) for a in offered} == curves  # type: ignore[union-attr]
    # The trunk line runs straight, straight, curve, straight; sections 1 and 2 are broken.
    assert refused(state, RepairTrack(JIMMY, Line.TRUNK, 1)) == "track-does-not-fit"
    assert refused(state, RepairTrack(JIMMY, Line.TRUNK, 3)) == "track-does-not-fit"
    assert refused(state, PlaceBuilding(JIMMY, CC, 1)) == "not-a-building"
    after = apply(state, RepairTrack(JIMMY, Line.TRUNK, 2))
    assert (Line.TRUNK, 2) not in after.board.broken
    assert (Line.TRUNK, 2) in after.board.repaired
    assert after.turn.step is Step.DRAW


def test_a_ranch_goes_on_a_free_space_of_a_grassland() -> None:
    state = placed(seated(2), JIMMY, B.RANCH, Grassland.GRASSLAND_3, 0)
    state = drawing(state, LONG_JOHN, B.RANCH)
    offered = legal(state)
    assert all(isinstance(a.place, Grassland) for a in offered)  # type: ignore[union-attr]
    assert len(offered) == 27 - 1
    assert PlaceBuilding(LONG_JOHN, Grassland.GRASSLAND_3, 1) in offered  # adjacent ranches
    assert refused(state, PlaceBuilding(LONG_JOHN, Grassland.GRASSLAND_3, 0)) == "space-taken"
    assert refused(state, PlaceBuilding(LONG_JOHN, CC, 1)) == "wrong-ground"
    assert refused(state, PlaceBuilding(LONG_JOHN, Mountain.BALD_PEAK, 0)) == "wrong-ground"
    assert refused(state, RepairTrack(LONG_JOHN, Line.TRUNK, 1)) == "not-a-track"


def test_a_mine_goes_on_a_mountain_without_one() -> None:
    state = placed(seated(2), JIMMY, B.MINE, Mountain.BALD_PEAK, 0)
    state = drawing(state, LONG_JOHN, B.MINE)
    offered = legal(state)
    assert {a.place for a in offered} == set(Mountain) - {Mountain.BALD_PEAK}  # type: ignore[union-attr]
    assert refused(state, PlaceBuilding(LONG_JOHN, Mountain.BALD_PEAK, 0)) == "space-taken"
    assert refused(state, PlaceBuilding(LONG_JOHN, Grassland.GRASSLAND_1, 0)) == "wrong-ground"
    assert refused(state, PlaceBuilding(LONG_JOHN, CC, 1)) == "wrong-ground"


def test_a_station_goes_on_a_towns_station_space() -> None:
    valley = STANDARD_CONTENT.valley
    state = placed(seated(2), JIMMY, B.STATION, EP, valley.town(EP).station)
    state = drawing(state, LONG_JOHN, B.STATION)
    offered = legal(state)
    assert {(a.place, a.space) for a in offered} == {  # type: ignore[union-attr]
        (town.town, town.station) for town in valley.towns if town.town is not EP
    }
    assert refused(state, PlaceBuilding(LONG_JOHN, CC, 1)) == "station-space"
    assert refused(state, PlaceBuilding(LONG_JOHN, EP, valley.town(EP).station)) == "space-taken"


def test_other_buildings_go_on_the_free_spaces_of_any_town() -> None:
    valley = STANDARD_CONTENT.valley
    state = drawing(seated(2), JIMMY, B.HOTEL)
    offered = legal(state)
    # Six towns, six spaces each besides the station's; two hold a saloon.
    assert len(offered) == 6 * 6 - 2
    assert {a.place for a in offered} == set(Town)  # type: ignore[union-attr]
    assert PlaceBuilding(JIMMY, Town.BUZZARD_ROCK, 0) in offered  # a town nobody owns
    assert refused(state, PlaceBuilding(JIMMY, CC, 0)) == "space-taken"  # Long John's saloon
    assert refused(state, PlaceBuilding(JIMMY, CC, valley.town(CC).station)) == "station-space"
    assert refused(state, PlaceBuilding(JIMMY, Grassland.GRASSLAND_1, 0)) == "wrong-ground"


@pytest.mark.parametrize("building", TOWN_BUILDINGS, ids=lambda b: b.value)
def test_it_is_forbidden_to_place_more_than_one_identical_building_in_the_same_town(
    building: Building,
) -> None:
    state = placed(seated(2), JIMMY, building, DG, 1)
    state = drawing(state, LONG_JOHN, building)
    assert all(a.place is not DG for a in legal(state))  # type: ignore[union-attr]
    assert refused(state, PlaceBuilding(LONG_JOHN, DG, 2)) == "same-building-in-town"
    assert PlaceBuilding(LONG_JOHN, CC, 1) in legal(state)


def test_cemeteries_may_be_placed_more_than_once_in_the_same_town() -> None:
    state = placed(seated(2), JIMMY, B.CEMETERY, DG, 1)
    state = placed(state, JIMMY, B.CEMETERY, DG, 2)
    assert [b.building for b in state.board.buildings if b.place is DG].count(B.CEMETERY) == 2
    state = drawing(state, JIMMY, B.CEMETERY)
    assert PlaceBuilding(JIMMY, DG, 3) in legal(state)


def test_long_john_places_a_hotel_then_a_sheriffs_office_and_advances_his_marker() -> None:
    state = seated(2)
    state = placed(state, LONG_JOHN, B.HOTEL, CC, 1)
    assert incomes(state) == (1_000, 0)  # "indicating that he will collect 1,000 $"
    state = placed(state, LONG_JOHN, B.SHERIFFS_OFFICE, CC, 2)
    assert incomes(state) == (2_000, 0)  # "his marker moves to 2,000 $"


def test_a_tile_earning_money_for_another_player_advances_that_players_marker() -> None:
    state = placed(seated(2), LONG_JOHN, B.HOTEL, DG, 1)
    assert state.board.buildings[-1].earner == JIMMY
    assert incomes(state) == (0, 1_000)


def test_a_tile_that_fits_nowhere_is_removed_from_the_game_and_the_turn_goes_on() -> None:
    state = seated(2)
    # Three towns full without a hotel, a hotel in each of the three others.
    others = (B.SHERIFFS_OFFICE, B.BANK, B.GENERAL_STORE, B.BLACKSMITH, B.CHURCH, B.SCHOOL)
    for town in (EP, Town.SILVER_BEND, Town.TUMBLEWEED):
        free = [n for n in range(7) if n != STANDARD_CONTENT.valley.town(town).station]
        for building, space in zip(others, free, strict=True):
            state = placed(state, JIMMY, building, town, space)
    for town in (CC, DG, Town.BUZZARD_ROCK):
        state = placed(state, JIMMY, B.HOTEL, town, 1)
    bag = (*(t for t in state.piles.bag.draw_pile if t is not B.HOTEL), B.HOTEL)
    assert len(bag) == len(state.piles.bag.draw_pile)  # the last hotel, drawn next
    state = at(with_bag(state, *bag), JIMMY, Step.SHOWDOWN)
    after = apply(state, Pass(JIMMY))
    assert after.piles.removed == (*state.piles.removed, B.HOTEL)
    assert after.piles.bag.draw_pile == bag[:-1]
    assert after.turn.seat == LONG_JOHN
    assert after.turn.step is Step.DRAW
    assert after.turn.tile is None


# -- 2. drawing an action card or two coup cards --------------------------------------------


def test_the_player_draws_one_action_card_or_two_coup_cards() -> None:
    state = at(seated(2), JIMMY, Step.DRAW)
    assert legal(state) == (DrawCards(JIMMY, False), DrawCards(JIMMY, True))
    hand, pile = state.seats[JIMMY].hand, state.piles.actions.draw_pile
    one = apply(state, DrawCards(JIMMY, False))
    assert Counter(one.seats[JIMMY].hand) == Counter(hand) + Counter([pile[-1]])
    assert one.seats[JIMMY].coups == ()
    assert one.turn.step is Step.CARDS
    coups = state.piles.coups.draw_pile
    two = apply(state, DrawCards(JIMMY, True))
    assert Counter(two.seats[JIMMY].coups) == Counter(coups[-2:])
    assert two.seats[JIMMY].hand == hand
    assert two.piles.coups.draw_pile == coups[:-2]
    assert two.turn.step is Step.CARDS


def test_when_the_coup_pile_runs_out_its_discards_are_shuffled_into_a_new_pile() -> None:
    state = at(seated(2), JIMMY, Step.DRAW)
    coups = Deck((Coup.THREE,), (Coup.ONE, Coup.TWO, Coup.TWO))
    state = state.evolve(piles=state.piles.evolve(coups=coups))
    after = apply(state, DrawCards(JIMMY, True))
    drawn = Counter(after.seats[JIMMY].coups)
    assert len(after.seats[JIMMY].coups) == 2
    assert drawn[Coup.THREE] == 1
    assert after.piles.coups.discard_pile == ()
    assert drawn + Counter(after.piles.coups.draw_pile) == Counter(
        (Coup.THREE, Coup.ONE, Coup.TWO, Coup.TWO)
    )
    empty = state.evolve(piles=state.piles.evolve(coups=Deck(())))
    assert legal(empty) == (DrawCards(JIMMY, False),)


# -- 3. playing, buying or selling miscellaneous cards ---------------------------------------


def test_cards_with_a_permanent_effect_are_placed_in_front_of_any_player() -> None:
    state = at(given(disarmed(seated(3)), JIMMY, Card.ADULTERATED_WHISKY), JIMMY, Step.CARDS)
    offered = [a for a in legal(state) if isinstance(a, PlayPermanent)]
    assert offered == [PlayPermanent(JIMMY, Card.ADULTERATED_WHISKY, t) for t in range(3)]
    before = placed(state, LONG_JOHN, B.HOTEL, CC, 1)
    before = at(before, JIMMY, Step.CARDS)
    assert incomes(before)[LONG_JOHN] == 1_000
    # Jimmy places Adulterated Whisky in front of Long John, who moves his marker back.
    after = apply(before, PlayPermanent(JIMMY, Card.ADULTERATED_WHISKY, LONG_JOHN))
    assert after.seats[LONG_JOHN].front == (Card.ADULTERATED_WHISKY,)
    assert Card.ADULTERATED_WHISKY not in after.seats[JIMMY].hand
    assert incomes(after)[LONG_JOHN] == 0
    assert after.turn.step is Step.CARDS
    assert after.turn.seat == JIMMY


def test_jimmy_places_ironfist_jim_in_front_of_himself() -> None:
    state = at(given(disarmed(seated(2)), JIMMY, Card.IRONFIST_JIM), JIMMY, Step.CARDS)
    after = apply(state, PlayPermanent(JIMMY, Card.IRONFIST_JIM, JIMMY))
    assert after.seats[JIMMY].front == (Card.IRONFIST_JIM,)
    assert after.seats[JIMMY].hand == ()
    assert refused(after, PlayPermanent(JIMMY, Card.IRONFIST_JIM, JIMMY)) == "card-not-in-hand"


def test_a_dynamitero_destroys_a_building_which_is_removed_from_the_game() -> None:
    state = placed(seated(2), JIMMY, B.RANCH, Grassland.GRASSLAND_3, 0)
    assert state.board.buildings[-1].earner == LONG_JOHN
    assert incomes(state) == (1_000, 0)
    state = at(given(disarmed(state), JIMMY, Card.DYNAMITERO), JIMMY, Step.CARDS)
    assert Dynamite(JIMMY, Grassland.GRASSLAND_3, 0) in legal(state)
    after = apply(state, Dynamite(JIMMY, Grassland.GRASSLAND_3, 0))
    assert all(b.building is B.SALOON for b in after.board.buildings)
    assert after.piles.removed == (*state.piles.removed, B.RANCH)
    assert incomes(after) == (0, 0)  # John moves his marker back one space
    assert after.seats[JIMMY].hand == ()
    assert after.piles.actions.discard_pile == (Card.DYNAMITERO,)


def test_a_dynamitero_breaks_a_repaired_section_again_and_its_tile_leaves_the_game() -> None:
    state = placed(seated(2), JIMMY, Shape.STRAIGHT, Line.TRUNK, 1)
    state = at(given(disarmed(state), JIMMY, Card.DYNAMITERO), JIMMY, Step.CARDS)
    assert DynamiteTrack(JIMMY, Line.TRUNK, 2) not in legal(state)  # broken already
    after = apply(state, DynamiteTrack(JIMMY, Line.TRUNK, 1))
    assert (Line.TRUNK, 1) in after.board.broken
    assert (Line.TRUNK, 1) not in after.board.repaired
    assert after.piles.removed == (*state.piles.removed, Shape.STRAIGHT)
    assert after.piles.actions.discard_pile == (Card.DYNAMITERO,)


def test_a_dynamitero_breaks_a_section_in_good_condition() -> None:
    state = at(given(disarmed(seated(2)), JIMMY, Card.DYNAMITERO), JIMMY, Step.CARDS)
    assert (Line.TRUNK, 0) not in state.board.broken
    after = apply(state, DynamiteTrack(JIMMY, Line.TRUNK, 0))
    assert (Line.TRUNK, 0) in after.board.broken
    assert after.piles.removed == state.piles.removed  # no tile lay there


def test_it_is_forbidden_to_dynamite_a_saloon() -> None:
    state = at(given(disarmed(seated(2)), JIMMY, Card.DYNAMITERO), JIMMY, Step.CARDS)
    targets = [a for a in legal(state) if isinstance(a, Dynamite)]
    assert targets == []  # only saloons stand in the valley
    assert refused(state, Dynamite(JIMMY, CC, 0)) == "saloon-not-dynamited"
    assert refused(state, Dynamite(JIMMY, DG, 0)) == "saloon-not-dynamited"


def test_a_stroke_of_fate_discards_a_permanent_card_whoever_owns_it() -> None:
    state = in_front(seated(3), LONG_JOHN, Card.ADULTERATED_WHISKY)
    state = in_front(state, JIMMY, Card.FRENCH_COOK)
    state = at(given(disarmed(state), JIMMY, Card.STROKE_OF_FATE), JIMMY, Step.CARDS)
    offered = {a for a in legal(state) if isinstance(a, StrokeOfFate)}
    assert offered == {StrokeOfFate(JIMMY, LONG_JOHN, Card.ADULTERATED_WHISKY),
                       StrokeOfFate(JIMMY, JIMMY, Card.FRENCH_COOK)}  # fmt: skip
    assert incomes(state)[JIMMY] == 1_000
    after = apply(state, StrokeOfFate(JIMMY, JIMMY, Card.FRENCH_COOK))
    assert after.seats[JIMMY].front == ()
    assert after.seats[JIMMY].hand == ()
    assert Counter(after.piles.actions.discard_pile) == Counter(
        (Card.STROKE_OF_FATE, Card.FRENCH_COOK)
    )
    assert incomes(after)[JIMMY] == 0
    assert after.seats[LONG_JOHN].front == (Card.ADULTERATED_WHISKY,)


def test_a_bounty_hunter_stops_a_joe_and_collects_the_bounty() -> None:
    state = in_front(seated(2), LONG_JOHN, Card.SLIPPERY_JOE, Card.IRONFIST_JIM)
    state = at(given(disarmed(state), JIMMY, Card.BOUNTY_HUNTER), JIMMY, Step.CARDS)
    catches = [a for a in legal(state) if isinstance(a, CatchJoe)]
    assert catches == [CatchJoe(JIMMY, LONG_JOHN, Card.SLIPPERY_JOE)]  # a Joe, not a Jim
    assert refused(state, CatchJoe(JIMMY, LONG_JOHN, Card.IRONFIST_JIM)) == "no-such-move"
    after = apply(state, CatchJoe(JIMMY, LONG_JOHN, Card.SLIPPERY_JOE))
    assert after.seats[LONG_JOHN].front == (Card.IRONFIST_JIM,)
    assert after.seats[JIMMY].money == 10_000 + STANDARD_CONTENT.bounty
    assert after.seats[LONG_JOHN].money == 10_000
    assert Counter(after.piles.actions.discard_pile) == Counter(
        (Card.BOUNTY_HUNTER, Card.SLIPPERY_JOE)
    )


def test_a_sale_offered_and_accepted_hands_the_card_over_for_the_price() -> None:
    state = at(given(disarmed(seated(3)), JIMMY, Card.DYNAMITERO), JIMMY, Step.CARDS)
    offer = OfferSale(JIMMY, 2, Card.DYNAMITERO, 3_000)
    assert offer in legal(state)
    asked = apply(state, offer)
    assert asked.turn.step is Step.ANSWER
    assert actors(asked) == frozenset((2,))
    assert legal(asked) == (Answer(2, True), Answer(2, False))
    after = apply(asked, Answer(2, True))
    assert after.seats[JIMMY].hand == ()
    assert after.seats[2].hand == (Card.DYNAMITERO,)
    assert [s.money for s in after.seats] == [10_000, 13_000, 7_000]
    assert after.turn.step is Step.CARDS
    assert after.turn.seat == JIMMY
    assert after.turn.offers == 1


def test_a_sale_declined_changes_no_card_and_no_money() -> None:
    state = at(given(disarmed(seated(2)), JIMMY, Card.FRENCH_CANCAN), JIMMY, Step.CARDS)
    asked = apply(state, OfferSale(JIMMY, LONG_JOHN, Card.FRENCH_CANCAN, 10_000))
    after = apply(asked, Answer(LONG_JOHN, False))
    assert after.seats == state.seats
    assert after.piles == state.piles
    assert after.turn.step is Step.CARDS
    assert after.turn.offers == 1


def test_a_player_may_ask_to_buy_a_card_from_another() -> None:
    state = given(disarmed(seated(2)), LONG_JOHN, Card.FRENCH_COOK)
    state = at(state, JIMMY, Step.CARDS)
    ask = AskToBuy(JIMMY, LONG_JOHN, Card.FRENCH_COOK, 2_000)
    assert ask in legal(state)
    asked = apply(state, ask)
    assert actors(asked) == frozenset((LONG_JOHN,))
    after = apply(asked, Answer(LONG_JOHN, True))
    assert after.seats[JIMMY].hand == (Card.FRENCH_COOK,)
    assert after.seats[LONG_JOHN].hand == ()
    assert [s.money for s in after.seats] == [12_000, 8_000]
    # Asked for a card it does not hold, the seller can only decline.
    again = apply(after, AskToBuy(JIMMY, LONG_JOHN, Card.DYNAMITERO, 1_000))
    assert legal(again) == (Answer(LONG_JOHN, False),)


def test_only_miscellaneous_cards_are_bought_and_sold_and_only_for_money_one_holds() -> None:
    state = at(given(disarmed(seated(2)), JIMMY, Card.PLAYING_25, Card.CHEATER), JIMMY,
               Step.CARDS)  # fmt: skip
    trades = [a for a in legal(state) if isinstance(a, OfferSale | AskToBuy)]
    assert trades
    assert all(a.card.kind in MISCELLANEOUS for a in trades)
    poor = with_money(at(state, JIMMY, Step.CARDS), 10_000, 2_000)
    asks = {a.price for a in legal(poor) if isinstance(a, AskToBuy)}
    assert asks
    assert max(asks) <= 2_000
    poor = given(poor, JIMMY, Card.UNDERTAKER)
    # A buyer who cannot pay the price can only decline.
    asked = apply(poor, OfferSale(JIMMY, LONG_JOHN, Card.UNDERTAKER, 5_000))
    asked = with_money(asked, 4_000, 2_000)
    assert legal(asked) == (Answer(LONG_JOHN, False),)


def test_a_player_makes_at_most_offers_per_turn_offers() -> None:
    state = seated(2, offers_per_turn=1)
    state = at(given(disarmed(state), JIMMY, Card.FRENCH_COOK), JIMMY, Step.CARDS)
    offer = OfferSale(JIMMY, LONG_JOHN, Card.FRENCH_COOK, 1_000)
    state = play(state, offer, Answer(LONG_JOHN, False))
    assert not any(isinstance(a, OfferSale | AskToBuy) for a in legal(state))
    assert PlayPermanent(JIMMY, Card.FRENCH_COOK, JIMMY) in legal(state)
    assert refused(state, offer) == "offers-used"
    assert refused(state, AskToBuy(JIMMY, LONG_JOHN, Card.DYNAMITERO, 1_000)) == "offers-used"
    none = at(given(disarmed(seated(2, offers_per_turn=0)), JIMMY, Card.FRENCH_COOK), JIMMY,
              Step.CARDS)  # fmt: skip
    assert not any(isinstance(a, OfferSale | AskToBuy) for a in legal(none))


# -- 4. then 5. collecting income ------------------------------------------------------------


def test_passing_goes_on_to_step_4_and_the_income_is_collected_at_the_end_of_the_turn() -> None:
    state = placed(seated(2), JIMMY, B.HOTEL, DG, 1)
    state = play(state, DrawCards(JIMMY, True))
    assert state.turn.step is Step.CARDS
    assert Pass(JIMMY) in legal(state)
    state = apply(state, Pass(JIMMY))
    assert state.turn.step is Step.SHOWDOWN
    assert state.seats[JIMMY].money == 10_000
    assert Pass(JIMMY) in legal(state)
    after = apply(state, Pass(JIMMY))
    assert [s.money for s in after.seats] == [10_000, 11_000]
    assert after.turn.seat == LONG_JOHN


def test_income_cannot_fall_below_zero() -> None:
    state = placed(seated(2), JIMMY, B.HOTEL, DG, 1)
    state = in_front(state, JIMMY, Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY)
    assert incomes(state)[JIMMY] == 0
    after = apply(at(state, JIMMY, Step.SHOWDOWN), Pass(JIMMY))
    assert after.seats[JIMMY].money == 10_000
    broke = with_money(at(state, JIMMY, Step.SHOWDOWN), 10_000, 0)
    assert apply(broke, Pass(JIMMY)).seats[JIMMY].money == 0


# -- the end of the game -----------------------------------------------------------------------


def test_the_game_stops_at_the_end_of_the_turn_of_the_player_who_placed_the_last_tile() -> None:
    state = at(with_bag(seated(2), B.HOTEL), LONG_JOHN, Step.SHOWDOWN)
    state = apply(state, Pass(LONG_JOHN))
    assert state.piles.bag.draw_pile == ()
    assert state.turn.tile is B.HOTEL
    assert not is_over(state)
    assert actors(state) == frozenset((JIMMY,))
    state = play(state, PlaceBuilding(JIMMY, DG, 1), DrawCards(JIMMY, False), Pass(JIMMY))
    assert not is_over(state)
    state = with_money(state, 25_000, 20_000)
    over = apply(state, Pass(JIMMY))
    assert is_over(over)
    assert actors(over) == frozenset()
    assert over.seats[JIMMY].money == 21_000  # the last income is collected
    result = outcome(over)
    assert result.winners == frozenset((LONG_JOHN,))
    assert result.scores == (25_000, 21_000)


def test_players_equally_rich_at_the_end_share_the_victory() -> None:
    state = at(with_money(with_bag(seated(3)), 30_000, 12_000, 30_000), 2, Step.SHOWDOWN)
    over = apply(state, Pass(2))
    assert is_over(over)
    assert outcome(over).winners == frozenset((0, 2))
    assert outcome(over).ranks == (1, 3, 1)


@pytest.mark.parametrize(("players", "winning"), [(2, 200_000), (3, 200_000), (4, 150_000),
                                                  (5, 150_000), (6, 150_000)])  # fmt: skip
def test_a_player_holding_the_winning_money_is_immediately_declared_the_winner(
    players: int, winning: int
) -> None:
    state = placed(seated(players), 0, B.HOTEL, CC, 1)
    rich = [winning - 1_000] * players
    state = at(with_money(state, *rich), 0, Step.SHOWDOWN)
    over = apply(state, Pass(0))
    assert is_over(over)
    assert over.winner == 0
    assert over.piles.bag.draw_pile  # tiles are still in the bag
    assert outcome(over).winners == frozenset((0,))
    poorer = at(with_money(state, *[winning - 2_000] * players), 0, Step.SHOWDOWN)
    assert not is_over(apply(poorer, Pass(0)))


def test_150000_dollars_does_not_win_with_3_players() -> None:
    state = placed(seated(3), 0, B.HOTEL, CC, 1)
    state = at(with_money(state, 149_000, 0, 0), 0, Step.SHOWDOWN)
    after = apply(state, Pass(0))
    assert not is_over(after)
    assert after.seats[0].money == 150_000


def test_the_winning_money_wins_at_once_even_in_the_middle_of_a_turn() -> None:
    state = in_front(seated(2), LONG_JOHN, Card.STINKY_JOE)
    state = at(given(disarmed(state), JIMMY, Card.BOUNTY_HUNTER), JIMMY, Step.CARDS)
    state = with_money(state, 10_000, 200_000 - STANDARD_CONTENT.bounty)
    over = apply(state, CatchJoe(JIMMY, LONG_JOHN, Card.STINKY_JOE))
    assert is_over(over)
    assert over.winner == JIMMY
    assert legal_actions(over, JIMMY) == ()


# -- refusals ---------------------------------------------------------------------------------


def test_a_move_by_a_seat_that_does_not_decide_is_refused() -> None:
    state = at(seated(3), JIMMY, Step.CARDS)
    assert legal_actions(state, LONG_JOHN) == ()
    assert refused(state, Pass(LONG_JOHN)) == "not-your-turn"
    asked = apply(given(disarmed(state), JIMMY, Card.DYNAMITERO),
                  OfferSale(JIMMY, 2, Card.DYNAMITERO, 1_000))  # fmt: skip
    assert refused(asked, Answer(JIMMY, True)) == "not-your-turn"
    assert refused(asked, Pass(JIMMY)) == "not-your-turn"


def test_no_move_is_allowed_once_the_game_is_over() -> None:
    state = at(with_bag(seated(2)), JIMMY, Step.SHOWDOWN)
    over = apply(state, Pass(JIMMY))
    assert is_over(over)
    assert actors(over) == frozenset()
    assert legal_actions(over, JIMMY) == ()
    assert legal_actions(over, LONG_JOHN) == ()
    assert refused(over, Pass(JIMMY)) == "game-over"
    assert refused(over, DrawCards(LONG_JOHN, True)) == "game-over"


def test_a_seat_that_is_not_an_int_is_refused() -> None:
    state = at(seated(2), JIMMY, Step.CARDS)
    assert legal_actions(state, True) == ()  # True equals 1, but is not a seat
    assert refused(state, Pass(True)) == "no-such-seat"
    assert refused(state, Pass(2)) == "no-such-seat"
    assert refused(state, Pass(None)) == "no-such-seat"  # type: ignore[arg-type]
    first = game(2)
    assert refused(first, PlaceSaloon(False, CC, 0)) == "no-such-seat"


def test_a_world_dealt_while_the_stake_may_be_lowered_keeps_the_askers_promise() -> None:
    # R25: the player asking the challenger to lower the stake holds a playing card and
    # some money, less than the stake; a world dealt from the challenger's view must too,
    # or the search plays on into a poker game its asker cannot play.
    import frontier_games as fg
    from frontier_games.games.rattlesnake_city.model import Step
    from frontier_games.games.rattlesnake_city.position import playing_cards
    from frontier_games.rng import Rng, randbelow

    game = fg.get_game("rattlesnake-city")
    found = 0
    for seed in range(60):
        state, rng = game.new_game(players=5, seed=seed), Rng.from_seed(seed)
        while not game.is_over(state) and found < 3:
            poker = state.turn.poker
            if state.turn.step is Step.LOWER and poker is not None and poker.asker is not None:
                found += 1
                shown = game.view(state, poker.challenger)
                for draw in range(10):
                    asker = game.determinize(shown, draw).seats[poker.asker]
                    assert playing_cards(asker.hand)
                    assert 0 < asker.money < poker.stake
            actors = sorted(game.actors(state))
            pick, rng = randbelow(rng, len(actors))
            legal = game.legal_actions(state, actors[pick])
            pick, rng = randbelow(rng, len(legal))
            state = game.apply(state, legal[pick])
        if found >= 3:
            break
    assert found == 3
