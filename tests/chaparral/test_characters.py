"""The twelve characters' actions, named after the rulebook and played through ``apply``,
with the rulebook's worked examples: the Sheriff's A/B/C reordering, the Banker's $30,
the Farmer's two farms and politician, the Merchant's sales, the Railway Chief's 2
settlers and 5 iron, the Miner's 6 cowboys and the Notary's $80.

Seats are clockwise from the starting player, seat 0 unless said otherwise.
"""

from __future__ import annotations

import pytest

from frontier_games.games.chaparral.content import (
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Stagecoach,
)
from frontier_games.games.chaparral.model import (
    ArrangeEvents,
    Build,
    BuyBusiness,
    BuyFarm,
    Host,
    Influence,
    Mine,
    Pass,
    Perform,
    Phase,
    RemoveApache,
    Section,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
)
from frontier_games.games.chaparral.rules import actors
from tests.chaparral.helpers import (
    acting,
    at_actions,
    at_influence,
    end_stage_3,
    game,
    legal,
    play,
    refused,
    to_round,
    with_farms,
    with_markers,
    with_seat,
    with_stagecoach,
    with_top_events,
)

B, C, F, E = Business, Character, Farm, Event


def _back_to_choosing(state: State, seat: int, character: Character) -> None:
    assert state.phase is Phase.ACTIONS
    assert state.turn.seat == seat
    assert state.turn.step is Step.CHOOSE
    assert character in state.turn.done


# -- No. 1 Sheriff ---------------------------------------------------------------------


def test_sheriff_acted_as_by_the_starting_player_hands_the_token_to_the_left() -> None:
    state = at_actions(game(4), 0, {C.SHERIFF: 0})
    state = play(state, Perform(0, C.SHERIFF))
    assert state.board.next_start == 1
    state = play(state, legal(state)[0])
    _back_to_choosing(state, 0, C.SHERIFF)
    assert end_stage_3(state).board.start == 1


def test_sheriff_acted_as_by_another_player_takes_the_token_for_itself() -> None:
    state = at_actions(game(4), 2, {C.SHERIFF: 2})
    state = play(state, Perform(2, C.SHERIFF))
    assert state.board.next_start == 2
    state = play(state, legal(state)[0])
    assert end_stage_3(state).board.start == 2


def test_sheriff_a_b_c_example_b_to_the_bottom_then_a_with_c_on_top() -> None:
    a, b, c = E.BANKRUPT_BANKER, E.MARKET_SLUMP, E.FATAL_AMBUSH
    state = with_top_events(at_actions(game(4), 1, {C.SHERIFF: 1}), a, b, c)
    state = play(state, Perform(1, C.SHERIFF))
    assert state.turn.step is Step.ARRANGE_EVENTS
    # one card to the bottom and the other two in either order: 3 x 2 choices
    assert len(legal(state)) == 6
    # the three cards are now known to the Sheriff's player alone
    assert state.city.seen[1][-3:] == (c, b, a)
    assert all(row[-3:] == (None,) * 3 for seat, row in enumerate(state.city.seen) if seat != 1)
    state = play(state, ArrangeEvents(1, b, (c, a)))
    events = state.city.events
    assert events[0] is b
    assert events[-2:] == (a, c)  # C on top, A under it
    assert state.city.seen[1][0] is b
    assert state.city.seen[1][-2:] == (a, c)
    assert state.city.seen[0] == (None,) * len(events)
    _back_to_choosing(state, 1, C.SHERIFF)
    assert end_stage_3(state).board.event is c


def test_sheriff_in_a_two_player_game_pays_the_10_coin_replaced_each_round() -> None:
    state = at_actions(game(2), 0, {C.SHERIFF: 0})
    assert state.board.sheriff_coin
    state = play(state, Perform(0, C.SHERIFF))
    assert state.players[0].money == 15 + 10
    assert not state.board.sheriff_coin
    state = end_stage_3(play(state, legal(state)[0]))
    assert state.board.sheriff_coin  # a new coin on the Sheriff
    assert state.board.start == 1


# -- No. 2 Mayor -----------------------------------------------------------------------


def _mayor(stagecoach: Stagecoach, **changes: object) -> State:
    state = with_stagecoach(game(4), stagecoach)
    return acting(state, 0, C.MAYOR, **changes)


def test_mayor_takes_the_stagecoach_and_its_20_dollars() -> None:
    state = _mayor(Stagecoach.STAGECOACH_2)
    assert state.players[0].money == 35
    assert state.players[0].stagecoaches == (Stagecoach.STAGECOACH_2,)
    assert state.board.stagecoach is None
    _back_to_choosing(state, 0, C.MAYOR)


def test_mayor_takes_the_stagecoach_and_its_gold_bar() -> None:
    state = _mayor(Stagecoach.STAGECOACH_3)
    assert state.players[0].gold == 1
    assert state.players[0].money == 15


def test_mayor_chooses_10_dollars_or_the_politician() -> None:
    state = _mayor(Stagecoach.STAGECOACH_1)
    assert state.turn.step is Step.STAGECOACH
    assert set(legal(state)) == {TakeStagecoach(0, True), TakeStagecoach(0, False)}
    money = play(state, TakeStagecoach(0, False))
    assert money.players[0].money == 25
    assert not money.players[0].politician
    politician = play(state, TakeStagecoach(0, True))
    assert politician.players[0].politician
    assert politician.city.politicians == 5
    assert politician.players[0].stagecoaches == (Stagecoach.STAGECOACH_1,)


def test_mayor_gets_the_10_dollars_when_no_politician_is_left() -> None:
    state = with_stagecoach(game(4), Stagecoach.STAGECOACH_1)
    state = state.evolve(city=state.city.evolve(politicians=0))
    state = acting(state, 0, C.MAYOR)
    assert state.players[0].money == 25
    _back_to_choosing(state, 0, C.MAYOR)


def test_a_politician_must_be_hosted_by_the_end_of_the_turn_or_is_discarded() -> None:
    state = play(_mayor(Stagecoach.STAGECOACH_1), TakeStagecoach(0, True))
    # no farm: passing discards it
    assert Pass(0) in legal(state)
    after = play(state, Pass(0))
    assert not after.players[0].politician
    # a farm of its own: it must be hosted before the turn ends
    farmed = with_farms(state, 0, F.PIGS_1)
    assert Pass(0) not in legal(farmed)
    assert refused(farmed, Pass(0)) == "politician-to-host"
    hosted = play(farmed, Host(0, F.PIGS_1))
    assert hosted.players[0].politicians == (F.PIGS_1,)
    assert not hosted.players[0].politician
    assert Pass(0) in legal(hosted)


# -- No. 3 Banker ----------------------------------------------------------------------


def test_banker_example_5_markers_and_2_businesses_pay_30() -> None:
    # 5 markers in the city, two of them the owned Gun Shop and Hotel
    state = with_markers(game(4), 0, B.CIGAR_SHOP, B.SALOON, B.STABLE, owned=(B.GUN_SHOP, B.HOTEL))
    state = acting(state, 0, C.BANKER)
    assert state.players[0].money == 15 + 30
    _back_to_choosing(state, 0, C.BANKER)
    # read as 5 influence markers besides the two owned, it is $30 all the same
    state = with_markers(
        game(4), 0, B.CIGAR_SHOP, B.SALOON, B.STABLE, B.PHARMACY, B.PAWNSHOP,
        owned=(B.GUN_SHOP, B.HOTEL),
    )  # fmt: skip
    assert acting(state, 0, C.BANKER).players[0].money == 15 + 30


@pytest.mark.parametrize(
    ("count", "paid"), [(0, 0), (1, 15), (4, 15), (5, 20), (8, 20), (9, 25), (12, 25)]
)
def test_banker_income_table_by_markers_in_the_city(count: int, paid: int) -> None:
    state = with_markers(game(4), 0, *tuple(Business)[:count])
    assert acting(state, 0, C.BANKER).players[0].money == 15 + paid


# -- No. 4 Farmer ----------------------------------------------------------------------


def test_farmer_example_sheep_and_oxen_for_60_with_both_bonuses_apaches_and_a_politician() -> None:
    state = acting(game(4), 0, C.FARMER, money=100, politician=True)
    assert state.turn.step is Step.FARMS
    assert BuyFarm(0, F.SHEEP_1) in legal(state)
    state = play(state, BuyFarm(0, F.SHEEP_1))
    # the sheep bonus: a marker on any business without one of the player's
    assert state.turn.step is Step.SHEEP_INFLUENCE
    assert len(legal(state)) == len(Business)
    state = play(state, Influence(0, None, B.HOTEL), BuyFarm(0, F.OXEN_1))
    board = state.players[0]
    assert board.money == 100 - 15 - 45
    assert board.farms == (F.SHEEP_1, F.OXEN_1)
    assert board.influence == (B.HOTEL,)
    assert board.iron == 3
    assert {F.SHEEP_1, F.OXEN_1} <= set(state.city.apaches)  # each comes with its Apache
    assert F.SHEEP_1 not in state.city.farms
    _back_to_choosing(state, 0, C.FARMER)  # two farms: the action is over
    # the Apache does not keep a politician away; one politician per farm
    assert {Host(0, F.SHEEP_1), Host(0, F.OXEN_1)} <= set(legal(state))
    state = play(state, Host(0, F.OXEN_1))
    assert state.players[0].politicians == (F.OXEN_1,)
    again = with_seat(state, 0, politician=True)
    assert Host(0, F.OXEN_1) not in legal(again)
    assert Host(0, F.SHEEP_1) in legal(again)


def test_farmer_never_buys_a_second_farm_of_a_kind() -> None:
    state = with_farms(game(4), 0, F.HORSES_1)
    state = acting(state, 0, C.FARMER, money=100)
    assert not any(type(a) is BuyFarm and a.farm.good is Good.HORSES for a in legal(state))
    assert refused(state, BuyFarm(0, F.HORSES_2)) == "farm-type-owned"
    state = play(state, BuyFarm(0, F.PIGS_1))
    assert refused(state, BuyFarm(0, F.PIGS_2)) == "farm-type-owned"


@pytest.mark.parametrize(
    ("farm", "field", "gained"),
    [(F.PIGS_1, "settlers", 1), (F.HORSES_1, "cowboys", 1), (F.OXEN_1, "iron", 3),
     (F.WHEAT_1, "gold", 1)],
)  # fmt: skip
def test_farm_bonus_of_each_kind(farm: Farm, field: str, gained: int) -> None:
    state = acting(game(4), 0, C.FARMER, money=100)
    before = getattr(state.players[0], field)
    state = play(state, BuyFarm(0, farm))
    assert getattr(state.players[0], field) == before + gained
    assert state.turn.step is Step.FARMS  # a second farm may follow


def test_farmer_buys_at_most_two_farms_and_may_stop() -> None:
    state = acting(game(4), 0, C.FARMER, money=200)
    stopped = play(state, BuyFarm(0, F.PIGS_1), Pass(0))
    _back_to_choosing(stopped, 0, C.FARMER)
    assert stopped.players[0].farms == (F.PIGS_1,)
    two = play(state, BuyFarm(0, F.PIGS_1), BuyFarm(0, F.WHEAT_1))
    _back_to_choosing(two, 0, C.FARMER)
    assert Perform(0, C.FARMER) not in legal(two)


def test_farmer_pays_the_price_and_cannot_buy_beyond_its_money() -> None:
    state = acting(game(4), 0, C.FARMER, money=20)
    farms = {a.farm for a in legal(state) if type(a) is BuyFarm}
    assert farms == {F.SHEEP_1, F.SHEEP_2, F.SHEEP_3}  # $15, $15, $20


def test_farmer_discount_token_takes_10_off_the_first_farm() -> None:
    state = acting(game(4), 0, C.FARMER, money=100, discounts=(BonusToken.FARM_DISCOUNT,))
    state = play(state, BuyFarm(0, F.OXEN_1), BuyFarm(0, F.PIGS_1))
    assert state.players[0].money == 100 - 35 - 25
    assert state.players[0].discounts == ()


def test_sheep_bonus_is_lost_when_the_player_has_a_marker_in_every_business() -> None:
    state = with_markers(game(4), 0, *Business)
    state = play(acting(state, 0, C.FARMER, money=100), BuyFarm(0, F.SHEEP_1))
    assert state.turn.step is Step.FARMS


# -- No. 5 Merchant --------------------------------------------------------------------


def _merchant_example() -> State:
    """Blue (0) pig and horse farms, Yellow (1) none, Red (2) a pig farm, Green (3) sheep
    and wheat farms with their Apaches; Blue acts as the Merchant."""
    state = with_farms(game(4), 0, F.PIGS_1, F.HORSES_1, apache=False)
    state = with_farms(state, 2, F.PIGS_2, apache=False)
    state = with_farms(state, 3, F.SHEEP_1, F.WHEAT_1)
    return acting(state, 0, C.MERCHANT)


def test_merchant_example_with_four_players() -> None:
    state = _merchant_example()
    assert set(legal(state)) == {Sell(0, F.PIGS_1), Sell(0, F.HORSES_1)}
    state = play(state, Sell(0, F.PIGS_1))
    assert legal(state) == (Sell(0, F.HORSES_1),)  # a different farm
    state = play(state, Sell(0, F.HORSES_1))
    assert state.players[0].money == 15 + 25
    assert actors(state) == {2}  # Yellow has no farm: no sale
    assert legal(state) == (Sell(2, F.PIGS_2),)
    state = play(state, Sell(2, F.PIGS_2))
    assert state.players[2].money == 15 + 10
    assert set(legal(state)) == {Sell(3, F.SHEEP_1), Sell(3, F.WHEAT_1)}  # no passing
    wheat = play(state, Sell(3, F.WHEAT_1))
    assert wheat.players[3].money == 15 + 15  # $30 - $15 for the Apache
    sheep = play(state, Sell(3, F.SHEEP_1))
    assert sheep.players[3].money == 15  # $5 - $5
    _back_to_choosing(wheat, 0, C.MERCHANT)
    assert wheat.city.market == (0, 2, 1, 0, 1)
    # at the end of the round only the pig column (blocked) returns to the top
    assert end_stage_3(wheat).city.market == (0, 0, 1, 0, 1)


def test_merchant_sales_are_forced_and_a_blocked_column_sells_nothing() -> None:
    state = _merchant_example()
    assert Pass(0) not in legal(state)
    state = play(state, Sell(0, F.PIGS_1), Sell(0, F.HORSES_1), Sell(2, F.PIGS_2))
    state = play(state, Sell(3, F.SHEEP_1))
    # the pig column is blocked now: another Merchant sells only what is open
    state = play(at_actions(state, 0, {C.MERCHANT: 0}), Perform(0, C.MERCHANT))
    assert legal(state) == (Sell(0, F.HORSES_1),)


def test_merchant_with_no_farm_anywhere_ends_at_once() -> None:
    state = acting(game(4), 0, C.MERCHANT)
    _back_to_choosing(state, 0, C.MERCHANT)


# -- No. 6 Railway Chief ---------------------------------------------------------------


def test_railway_chief_example_3_segments_for_2_settlers_and_5_iron() -> None:
    state = acting(game(4), 2, C.RAILWAY_CHIEF, settlers=2, iron=5)
    assert Build(2, Good.PIGS, 3) in legal(state)
    assert Build(2, Good.PIGS, 4) not in legal(state)
    state = play(state, Build(2, Good.PIGS, 3))
    assert (state.players[2].settlers, state.players[2].iron) == (0, 0)
    assert state.city.sections[1] == Section(Good.PIGS, 2, 3)
    _back_to_choosing(state, 2, C.RAILWAY_CHIEF)


def test_railway_segment_costs() -> None:
    state = acting(game(4), 0, C.RAILWAY_CHIEF, settlers=3, iron=10)
    builds = {a.segments for a in legal(state) if type(a) is Build and a.good is Good.SHEEP}
    assert builds == {1, 2, 3, 4, 5}  # 3 settlers, 1+2+2+2+3 = 10 iron
    thin = acting(game(4), 0, C.RAILWAY_CHIEF, settlers=3, iron=9)
    assert Build(0, Good.SHEEP, 5) not in legal(thin)
    poor = acting(game(4), 0, C.RAILWAY_CHIEF, settlers=0, iron=10)
    assert [a for a in legal(poor) if type(a) is Build] == []


def _sections(state: State, *sections: Section, finished: int = 0) -> State:
    by_good = {s.good: s for s in sections}
    row = tuple(by_good.get(s.good, s) for s in state.city.sections)
    return state.evolve(city=state.city.evolve(sections=row, finished=finished))


def test_railway_chief_finishes_one_section_before_starting_another() -> None:
    state = _sections(game(4), Section(Good.HORSES, 0, 2), Section(Good.OXEN, 1, 1))
    state = acting(state, 0, C.RAILWAY_CHIEF, settlers=5, iron=10)
    goods = {a.good for a in legal(state) if type(a) is Build}
    assert goods == {Good.HORSES}
    # with no section of its own under way: any section nobody has started
    state = acting(_sections(game(4), Section(Good.OXEN, 1, 1)), 0, C.RAILWAY_CHIEF,
                   settlers=5, iron=10)  # fmt: skip
    goods = {a.good for a in legal(state) if type(a) is Build}
    assert goods == {Good.SHEEP, Good.PIGS, Good.HORSES}


@pytest.mark.parametrize(("finished", "gold", "dollars"), [(0, 2, 45), (1, 1, 30)])
def test_railway_first_and_second_sections_pay_gold_bars_or_dollars(
    finished: int, gold: int, dollars: int
) -> None:
    state = _sections(game(4), Section(Good.SHEEP, 0, 4), finished=finished)
    state = acting(state, 0, C.RAILWAY_CHIEF, settlers=1, iron=3)
    state = play(state, Build(0, Good.SHEEP, 1))
    assert state.turn.step is Step.PRIZE
    assert state.city.finished == finished + 1
    golden = play(state, TakePrize(0, True))
    assert (golden.players[0].gold, golden.players[0].money) == (gold, 15)
    paid = play(state, TakePrize(0, False))
    assert (paid.players[0].gold, paid.players[0].money) == (0, 15 + dollars)
    _back_to_choosing(paid, 0, C.RAILWAY_CHIEF)


@pytest.mark.parametrize(("finished", "dollars"), [(2, 25), (3, 0)])
def test_railway_third_section_pays_25_and_the_fourth_nothing(finished: int, dollars: int) -> None:
    state = _sections(game(4), Section(Good.SHEEP, 0, 4), finished=finished)
    state = play(acting(state, 0, C.RAILWAY_CHIEF, settlers=1, iron=3), Build(0, Good.SHEEP, 1))
    _back_to_choosing(state, 0, C.RAILWAY_CHIEF)
    assert state.players[0].money == 15 + dollars
    assert state.city.sections[0] == Section(Good.SHEEP, 0, 5)  # the builder stays on it


# -- No. 7 Miner -----------------------------------------------------------------------


def test_miner_example_6_cowboys_carry_3_iron_and_1_gold_or_6_iron_or_2_gold() -> None:
    state = acting(game(4), 0, C.MINER, cowboys=6)
    moves = legal(state)
    assert {Mine(0, 3, 1), Mine(0, 6, 0), Mine(0, 0, 2)} <= set(moves)
    assert Mine(0, 7, 0) not in moves
    assert refused(state, Mine(0, 7, 0)) == "past-capacity"
    assert refused(state, Mine(0, 1, 2)) == "past-capacity"
    mined = play(state, Mine(0, 3, 1))
    assert (mined.players[0].iron, mined.players[0].gold, mined.players[0].cowboys) == (3, 1, 6)
    _back_to_choosing(mined, 0, C.MINER)


def test_miner_never_passes_10_iron_or_4_gold() -> None:
    state = acting(game(4), 0, C.MINER, cowboys=10, iron=8, gold=3)
    moves = [a for a in legal(state) if type(a) is Mine]
    assert max(a.iron for a in moves) == 2
    assert max(a.gold for a in moves) == 1
    assert refused(state, Mine(0, 3, 0)) == "past-limit"
    assert refused(state, Mine(0, 0, 2)) == "past-limit"


# -- No. 8 Notary ----------------------------------------------------------------------


def test_notary_example_saloon_and_jewelry_store_for_80() -> None:
    state = with_markers(game(4), 1, B.SALOON, B.JEWELRY_STORE)
    state = acting(state, 1, C.NOTARY, money=100)
    state = play(state, BuyBusiness(1, B.SALOON), BuyBusiness(1, B.JEWELRY_STORE))
    board = state.players[1]
    assert board.money == 20
    assert board.owned == (B.JEWELRY_STORE, B.SALOON)
    assert board.influence == ()  # the markers moved to the price spaces
    _back_to_choosing(state, 1, C.NOTARY)


def test_notary_buys_only_where_it_has_influence_and_nobody_owns_it() -> None:
    state = with_markers(game(4), 2, owned=(B.HOTEL,))
    state = with_markers(state, 0, B.HOTEL, B.SALOON)
    state = acting(state, 0, C.NOTARY, money=200)
    buys = {a.business for a in legal(state) if type(a) is BuyBusiness}
    assert buys == {B.SALOON}
    assert refused(state, BuyBusiness(0, B.HOTEL)) == "business-owned"
    assert refused(state, BuyBusiness(0, B.STABLE)) == "no-influence-there"


def test_notary_may_not_monopolise_a_status_group() -> None:
    # the Cigar Shop and the Barbershop are the status-2 group
    state = with_markers(game(4), 0, B.BARBERSHOP, owned=(B.CIGAR_SHOP,))
    state = acting(state, 0, C.NOTARY, money=200)
    assert BuyBusiness(0, B.BARBERSHOP) not in legal(state)
    assert refused(state, BuyBusiness(0, B.BARBERSHOP)) == "whole-status-group"


def test_notary_discount_token_takes_5_off_the_first_business() -> None:
    state = with_markers(game(4), 0, B.SALOON, B.STABLE)
    state = acting(state, 0, C.NOTARY, money=100, discounts=(BonusToken.BUSINESS_DISCOUNT,))
    state = play(state, BuyBusiness(0, B.SALOON), BuyBusiness(0, B.STABLE))
    assert state.players[0].money == 100 - 30 - 25
    assert state.players[0].discounts == ()


def test_a_business_with_an_owner_still_takes_other_players_influence() -> None:
    state = with_markers(game(4), 1, owned=(B.PAWNSHOP,))
    state = at_influence(state, 0, {C.NOTARY: 0})
    assert Influence(0, C.NOTARY, B.PAWNSHOP) in legal(state)


# -- No. 9 to 11: Stranger, Settler, Saloon Owner --------------------------------------


def test_stranger_adds_two_cowboys_up_to_ten() -> None:
    assert acting(game(4), 0, C.STRANGER, cowboys=4).players[0].cowboys == 6
    assert acting(game(4), 0, C.STRANGER, cowboys=9).players[0].cowboys == 10


def test_reaching_7_cowboys_gives_the_coloured_apache_token_once() -> None:
    state = acting(game(4), 0, C.STRANGER, cowboys=5)
    board = state.players[0]
    assert (board.cowboys, board.apache_token, board.token_received) == (7, True, True)
    # the token removes an Apache from one of its farms or the table's, then is gone; its
    # Apache goes back to the box (Courage counts General Custer's only)
    assert RemoveApache(0, F.WHEAT_2, True) in legal(state)
    state = play(state, RemoveApache(0, F.WHEAT_2, True))
    assert F.WHEAT_2 not in state.city.apaches
    assert (state.players[0].apache_token, state.players[0].apaches) == (False, 0)
    # reaching 7 again does not give another
    state = acting(with_seat(state, 0, cowboys=5), 0, C.STRANGER)
    assert state.players[0].cowboys == 7
    assert not state.players[0].apache_token


def test_settler_gives_a_settler_token() -> None:
    state = acting(game(4), 0, C.SETTLER, settlers=4)
    assert state.players[0].settlers == 5
    _back_to_choosing(state, 0, C.SETTLER)


def test_saloon_owner_gives_10_dollars_and_a_cowboy() -> None:
    board = acting(game(4), 0, C.SALOON_OWNER).players[0]
    assert (board.money, board.cowboys) == (25, 3)


def test_gains_past_a_tracks_limit_are_lost() -> None:
    oxen = play(acting(game(4), 0, C.FARMER, money=100, iron=9), BuyFarm(0, F.OXEN_1))
    assert oxen.players[0].iron == 10
    wheat = play(acting(game(4), 0, C.FARMER, money=100, gold=4), BuyFarm(0, F.WHEAT_1))
    assert wheat.players[0].gold == 4
    gold = acting(with_stagecoach(game(4), Stagecoach.STAGECOACH_3), 0, C.MAYOR, gold=4)
    assert gold.players[0].gold == 4
    saloon = acting(game(4), 0, C.SALOON_OWNER, cowboys=10)
    assert saloon.players[0].cowboys == 10


# -- No. 12 General Custer -------------------------------------------------------------


def test_general_custer_removes_one_apache_from_its_own_farm_or_the_tables() -> None:
    state = with_farms(game(4), 0, F.PIGS_1)
    state = with_farms(state, 1, F.OXEN_1)
    state = acting(state, 0, C.GENERAL_CUSTER)
    removable = {a.farm for a in legal(state) if type(a) is RemoveApache}
    assert F.PIGS_1 in removable
    assert F.WHEAT_3 in removable  # still on the table
    assert F.OXEN_1 not in removable  # another player's
    state = play(state, RemoveApache(0, F.PIGS_1))
    assert F.PIGS_1 not in state.city.apaches
    assert state.players[0].apaches == 1
    _back_to_choosing(state, 0, C.GENERAL_CUSTER)  # one Apache per action


def test_general_custer_may_remove_nothing() -> None:
    state = play(acting(game(4), 0, C.GENERAL_CUSTER), Pass(0))
    assert state.players[0].apaches == 0
    _back_to_choosing(state, 0, C.GENERAL_CUSTER)


def test_characters_are_each_acted_as_once_in_the_order_the_player_chooses() -> None:
    state = at_actions(game(4), 0, {C.SETTLER: 0, C.SALOON_OWNER: 0, C.STRANGER: 0})
    assert {a for a in legal(state) if type(a) is Perform} == {
        Perform(0, C.STRANGER), Perform(0, C.SETTLER), Perform(0, C.SALOON_OWNER),
    }  # fmt: skip
    state = play(state, Perform(0, C.SALOON_OWNER), Perform(0, C.SETTLER))
    assert [a for a in legal(state) if type(a) is Perform] == [Perform(0, C.STRANGER)]
    assert refused(state, Perform(0, C.SETTLER)) == "character-used"
    assert refused(state, Perform(0, C.BANKER)) == "no-cowboy-there"
    state = play(state, Pass(0))  # the Stranger's action is not obliged
    assert state.turn.seat == 1
    assert state.players[0].cowboys == 3
    assert to_round(state, 2).board.round == 2
