"""The sixteen objectives, named after the booklet and played through ``apply``: each
claimed at its moment (at once, after Stage 2, or at the end of Phase 2), its
thresholds by player count, never while an Apache is attached to a farm it involves,
once per player, two cards each (one with two players).

Seats are clockwise from the starting player, seat 0 unless said otherwise.
"""

from __future__ import annotations

import pytest

from frontier_games.games.chaparral.content import (
    Business,
    Character,
    Farm,
    Good,
    Objective,
    Stagecoach,
)
from frontier_games.games.chaparral.model import (
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    Donate,
    Host,
    Influence,
    Pass,
    Perform,
    Phase,
    RemoveApache,
    Section,
    State,
    TakePrize,
)
from tests.chaparral.helpers import (
    acting,
    at_actions,
    at_influence,
    end_stage_3,
    game,
    legal,
    play,
    refused,
    with_farms,
    with_markers,
    with_objectives,
    with_seat,
    with_stagecoach,
)

B, C, F, Ob = Business, Character, Farm, Objective


def _claimed_at_the_end(state: State, seat: int, objective: Objective) -> bool:
    """Whether ``seat`` claims ``objective`` once Phase 2 ends (and not before)."""
    assert objective not in state.players[seat].objectives
    return objective in end_stage_3(state).players[seat].objectives


def _with_section(state: State, good: Good, builder: int, built: int) -> State:
    sections = tuple(
        Section(good, builder, built) if s.good is good else s for s in state.city.sections
    )
    return state.evolve(city=state.city.evolve(sections=sections))


def _with_coaches(state: State, seat: int, count: int) -> State:
    """``seat`` with ``count`` stagecoach cards taken from the bottom of the deck."""
    deck = state.city.stagecoaches
    state = state.evolve(city=state.city.evolve(stagecoaches=deck[count:]))
    return with_seat(state, seat, stagecoaches=deck[:count])


# -- 1 Authority, 2 Wealth: at the end of Phase 2 -------------------------------------


def test_authority_is_claimed_at_the_end_of_phase_2_with_10_cowboys() -> None:
    state = acting(game(4), 0, C.STRANGER, cowboys=8)
    assert state.players[0].cowboys == 10
    assert _claimed_at_the_end(state, 0, Ob.AUTHORITY)
    assert not _claimed_at_the_end(acting(game(4), 0, C.STRANGER, cowboys=7), 0, Ob.AUTHORITY)


@pytest.mark.parametrize(
    ("players", "money", "claimed"),
    [(4, 90, True), (4, 89, False), (3, 99, False), (3, 100, True), (2, 100, True)],
)
def test_wealth_needs_100_dollars_with_2_or_3_players_and_90_with_4(
    players: int, money: int, claimed: bool
) -> None:
    state = acting(game(players), 0, C.SALOON_OWNER, money=money - 10)
    assert _claimed_at_the_end(state, 0, Ob.WEALTH) is claimed


# -- 3 Courage: at once ----------------------------------------------------------------


@pytest.mark.parametrize(("players", "needed"), [(4, 3), (3, 4), (2, 4)])
def test_courage_is_claimed_at_once_on_removing_3_apaches_with_4_players_else_4(
    players: int, needed: int
) -> None:
    state = acting(game(players), 0, C.GENERAL_CUSTER, apaches=needed - 1)
    state = play(state, RemoveApache(0, F.WHEAT_1))
    assert Ob.COURAGE in state.players[0].objectives
    short = acting(game(players), 0, C.GENERAL_CUSTER, apaches=needed - 2)
    short = play(short, RemoveApache(0, F.WHEAT_1))
    assert Ob.COURAGE not in short.players[0].objectives


# -- 4 Herds: at once, and never with an Apache on one of the farms ------------------


def test_herds_waits_until_the_apache_of_the_third_animal_farm_is_removed() -> None:
    state = with_farms(game(4), 0, F.SHEEP_1, F.PIGS_1, apache=False)
    state = with_seat(state, 0, money=100)
    state = at_actions(state, 0, {C.FARMER: 0, C.GENERAL_CUSTER: 0})
    state = play(state, Perform(0, C.FARMER), BuyFarm(0, F.HORSES_1), Pass(0))
    assert Ob.HERDS not in state.players[0].objectives  # the new farm's Apache blocks it
    state = play(state, Perform(0, C.GENERAL_CUSTER), RemoveApache(0, F.HORSES_1))
    assert Ob.HERDS in state.players[0].objectives


def test_herds_counts_animal_farms_only() -> None:
    state = with_farms(game(4), 0, F.SHEEP_1, F.WHEAT_1, apache=False)
    state = play(acting(state, 0, C.FARMER, money=100), BuyFarm(0, F.OXEN_1), Pass(0))
    state = play(at_actions(state, 0, {C.GENERAL_CUSTER: 0}), Perform(0, C.GENERAL_CUSTER))
    state = play(state, RemoveApache(0, F.OXEN_1))
    assert Ob.HERDS not in state.players[0].objectives


# -- 5 Influence: after Stage 2 ----------------------------------------------------------


def test_influence_is_claimed_after_stage_2_with_a_marker_in_every_business() -> None:
    # nine influence markers and two owned businesses: ownership counts
    eleven = [b for b in Business if b not in (B.STABLE, B.HOTEL, B.SALOON)]
    state = with_markers(game(4), 0, *eleven, owned=(B.HOTEL, B.SALOON))
    state = at_influence(state, 0, {C.STRANGER: 0, C.SETTLER: 1})
    state = play(state, Influence(0, C.STRANGER, B.STABLE))
    assert state.phase is Phase.INFLUENCE  # Stage 2 goes on with seat 1
    assert Ob.INFLUENCE not in state.players[0].objectives
    state = play(state, Pass(1))
    assert state.phase is Phase.ACTIONS
    assert Ob.INFLUENCE in state.players[0].objectives


def test_influence_is_not_claimed_with_eleven_businesses() -> None:
    state = with_markers(game(4), 0, *[b for b in Business if b is not B.STABLE])
    state = play(at_influence(state, 0, {C.MINER: 0}), Pass(0))
    assert Ob.INFLUENCE not in state.players[0].objectives


# -- 6 Host: at once ---------------------------------------------------------------------


@pytest.mark.parametrize(("players", "needed"), [(4, 3), (3, 4)])
def test_host_is_claimed_at_once_on_the_3rd_stagecoach_with_4_players_else_4th(
    players: int, needed: int
) -> None:
    state = with_stagecoach(game(players), Stagecoach.STAGECOACH_2)
    state = acting(_with_coaches(state, 0, needed - 1), 0, C.MAYOR)
    assert Ob.HOST in state.players[0].objectives
    state = with_stagecoach(game(players), Stagecoach.STAGECOACH_2)
    state = acting(_with_coaches(state, 0, needed - 2), 0, C.MAYOR)
    assert Ob.HOST not in state.players[0].objectives


# -- 7 Settlers: at the end of Phase 2 ---------------------------------------------------


@pytest.mark.parametrize(("players", "needed"), [(4, 3), (3, 4)])
def test_settlers_needs_a_wheat_farm_without_apache_and_3_settlers_with_4_players_else_4(
    players: int, needed: int
) -> None:
    state = with_farms(game(players), 0, F.WHEAT_1, apache=False)
    state = acting(state, 0, C.SETTLER, settlers=needed - 1)
    assert _claimed_at_the_end(state, 0, Ob.SETTLERS)
    state = with_farms(game(players), 0, F.WHEAT_1, apache=False)
    assert not _claimed_at_the_end(acting(state, 0, C.SETTLER, settlers=needed - 2), 0, Ob.SETTLERS)


def test_settlers_is_not_claimed_while_the_wheat_farm_has_its_apache() -> None:
    state = acting(with_farms(game(4), 0, F.WHEAT_1), 0, C.SETTLER, settlers=5)
    assert not _claimed_at_the_end(state, 0, Ob.SETTLERS)


# -- 8 Prestige: at once -----------------------------------------------------------------


def test_prestige_is_claimed_at_once_on_hosting_the_second_politician() -> None:
    state = with_farms(game(4), 0, F.PIGS_1, F.WHEAT_1, apache=False)
    state = with_seat(state, 0, politicians=(F.PIGS_1,), politician=True)
    state = play(at_actions(state, 0, {}), Host(0, F.WHEAT_1))
    assert Ob.PRESTIGE in state.players[0].objectives


def test_prestige_is_not_claimed_with_an_apache_on_a_hosting_farm() -> None:
    state = with_farms(game(4), 0, F.PIGS_1, apache=False)
    state = with_farms(state, 0, F.WHEAT_1)
    state = with_seat(state, 0, politicians=(F.PIGS_1,), politician=True)
    state = play(at_actions(state, 0, {}), Host(0, F.WHEAT_1))
    assert Ob.PRESTIGE not in state.players[0].objectives


# -- 9 Territorial Value, 10 Prosperity: at the end of Phase 2 --------------------------


def test_territorial_value_needs_a_farm_on_a_section_it_built_and_a_settler() -> None:
    state = with_farms(game(4), 0, F.HORSES_1, apache=False)
    state = _with_section(state, Good.HORSES, 0, 5)
    assert _claimed_at_the_end(acting(state, 0, C.SETTLER), 0, Ob.TERRITORIAL_VALUE)
    # no settler left
    assert not _claimed_at_the_end(at_actions(state, 0, {}), 0, Ob.TERRITORIAL_VALUE)
    # a section someone else built
    other = _with_section(state, Good.HORSES, 1, 5)
    assert not _claimed_at_the_end(acting(other, 0, C.SETTLER), 0, Ob.TERRITORIAL_VALUE)
    # a sheep farm does not count, whoever built its section
    sheep = _with_section(with_farms(game(4), 0, F.SHEEP_1, apache=False), Good.SHEEP, 0, 5)
    assert not _claimed_at_the_end(acting(sheep, 0, C.SETTLER), 0, Ob.TERRITORIAL_VALUE)


def test_prosperity_needs_a_horse_or_ox_farm_gold_60_dollars_5_cowboys_and_status_3() -> None:
    state = with_farms(game(4), 0, F.OXEN_1, apache=False)
    state = with_markers(state, 0, owned=(B.GUN_SHOP,))  # status 3
    ready = with_seat(state, 0, gold=1, money=60, cowboys=5)
    assert _claimed_at_the_end(at_actions(ready, 0, {}), 0, Ob.PROSPERITY)
    for short in ({"gold": 0}, {"money": 55}, {"cowboys": 4}):
        position = at_actions(with_seat(ready, 0, **short), 0, {})
        assert not _claimed_at_the_end(position, 0, Ob.PROSPERITY), short
    cigar = with_seat(with_markers(game(4), 0, owned=(B.CIGAR_SHOP,)), 0, gold=1, money=60)
    cigar = with_seat(with_farms(cigar, 0, F.OXEN_1, apache=False), 0, cowboys=5)
    assert not _claimed_at_the_end(at_actions(cigar, 0, {}), 0, Ob.PROSPERITY)


# -- 11 Benefactor: at the end of Phase 2, by a gift -------------------------------------


def _benefactor() -> State:
    state = with_farms(game(4), 0, F.WHEAT_1, apache=False)
    state = with_seat(state, 0, settlers=1, money=70, gold=2)
    return end_stage_3(at_actions(state, 0, {}))


def test_benefactor_gives_50_dollars_and_a_gold_bar_to_the_church() -> None:
    state = _benefactor()
    assert state.phase is Phase.END_OF_PHASE
    assert set(legal(state)) == {Donate(0), Pass(0)}
    given = play(state, Donate(0))
    board = given.players[0]
    assert (board.money, board.gold) == (20, 1)
    assert Ob.BENEFACTOR in board.objectives


def test_benefactor_may_be_declined() -> None:
    state = play(_benefactor(), Pass(0))
    board = state.players[0]
    assert (board.money, board.gold, board.objectives) == (70, 2, ())


def test_benefactor_is_not_offered_without_a_settler() -> None:
    state = with_farms(game(4), 0, F.WHEAT_1, apache=False)
    state = with_seat(state, 0, money=70, gold=2)
    state = end_stage_3(at_actions(state, 0, {}))
    assert state.phase is Phase.ALLOCATION  # the round is over: nothing was asked


# -- 12 Progress, 13 Status, 16 Dominance: at once ---------------------------------------


def test_progress_is_claimed_at_once_on_finishing_a_section() -> None:
    state = _with_section(game(4), Good.OXEN, 0, 4)
    state = acting(state, 0, C.RAILWAY_CHIEF, settlers=1, iron=3)
    state = play(state, Build(0, Good.OXEN, 1), TakePrize(0, False))
    assert Ob.PROGRESS in state.players[0].objectives
    assert state.phase is Phase.ACTIONS


def test_status_is_claimed_at_once_on_reaching_9_status() -> None:
    state = with_markers(game(4), 0, B.SALOON, owned=(B.CARPENTRY,))  # 4, then 5
    state = play(acting(state, 0, C.NOTARY, money=100), BuyBusiness(0, B.SALOON))
    assert Ob.STATUS in state.players[0].objectives
    low = with_markers(game(4), 0, B.SALOON, owned=(B.CIGAR_SHOP,))  # 2, then 5
    low = play(acting(low, 0, C.NOTARY, money=100), BuyBusiness(0, B.SALOON), Pass(0))
    assert Ob.STATUS not in low.players[0].objectives


def test_dominance_is_claimed_at_once_on_owning_status_groups_2_3_4_and_5() -> None:
    state = with_markers(
        game(4), 0, B.PAWNSHOP, owned=(B.CIGAR_SHOP, B.STABLE, B.WAREHOUSE)
    )  # 2, 3, 4, then 5
    state = play(acting(state, 0, C.NOTARY, money=100), BuyBusiness(0, B.PAWNSHOP))
    assert Ob.DOMINANCE in state.players[0].objectives
    six = with_markers(game(4), 0, B.HOTEL, owned=(B.CIGAR_SHOP, B.STABLE, B.WAREHOUSE))
    six = play(acting(six, 0, C.NOTARY, money=100), BuyBusiness(0, B.HOTEL))
    assert Ob.DOMINANCE not in six.players[0].objectives  # 6 is not 5


# -- 14 Privileges: at once, by a bribe --------------------------------------------------


def test_privileges_spends_two_gold_bars_on_a_hosted_politician() -> None:
    state = with_farms(game(4), 0, F.PIGS_1, apache=False)
    state = at_actions(with_seat(state, 0, politicians=(F.PIGS_1,), gold=3), 0, {})
    assert Bribe(0) in legal(state)
    state = play(state, Bribe(0))
    assert state.players[0].gold == 1
    assert Ob.PRIVILEGES in state.players[0].objectives
    assert refused(with_seat(state, 0, gold=4), Bribe(0)) == "objective-claimed"


def test_privileges_is_not_possible_with_an_apache_on_the_hosting_farm() -> None:
    state = with_farms(game(4), 0, F.PIGS_1)
    state = at_actions(with_seat(state, 0, politicians=(F.PIGS_1,), gold=3), 0, {})
    assert Bribe(0) not in legal(state)
    assert refused(state, Bribe(0)) == "no-hosted-politician"
    poor = with_farms(game(4), 0, F.PIGS_1, apache=False)
    poor = at_actions(with_seat(poor, 0, politicians=(F.PIGS_1,), gold=1), 0, {})
    assert Bribe(0) not in legal(poor)


# -- 15 Power: at the end of Phase 2 -----------------------------------------------------


def test_power_needs_2_stagecoaches_7_cowboys_and_the_jewelry_store_or_the_hotel() -> None:
    state = _with_coaches(with_markers(game(4), 0, owned=(B.HOTEL,)), 0, 2)
    ready = with_seat(state, 0, cowboys=7)
    assert _claimed_at_the_end(at_actions(ready, 0, {}), 0, Ob.POWER)
    assert not _claimed_at_the_end(at_actions(with_seat(state, 0, cowboys=6), 0, {}), 0, Ob.POWER)
    saloon = _with_coaches(with_markers(game(4), 0, owned=(B.SALOON,)), 0, 2)
    assert not _claimed_at_the_end(at_actions(with_seat(saloon, 0, cowboys=7), 0, {}), 0, Ob.POWER)


# -- claiming: once per player, two cards each, in turn order -----------------------------


def test_an_objective_is_claimed_once_per_player() -> None:
    state = with_objectives(game(4), 0, Ob.HOST)
    state = with_stagecoach(_with_coaches(state, 0, 3), Stagecoach.STAGECOACH_2)
    state = acting(state, 0, C.MAYOR)
    assert state.players[0].objectives == (Ob.HOST,)
    assert state.city.objectives.count(Ob.HOST) == 1


def test_each_objective_has_two_cards_so_a_third_player_cannot_claim_it() -> None:
    state = with_objectives(with_objectives(game(4), 1, Ob.COURAGE), 2, Ob.COURAGE)
    state = play(acting(state, 0, C.GENERAL_CUSTER, apaches=2), RemoveApache(0, F.WHEAT_1))
    assert state.players[0].apaches == 3
    assert Ob.COURAGE not in state.players[0].objectives


def test_two_player_games_have_one_card_of_each_objective() -> None:
    state = with_objectives(game(2), 1, Ob.COURAGE)
    assert Ob.COURAGE not in state.city.objectives
    state = play(acting(state, 0, C.GENERAL_CUSTER, apaches=3), RemoveApache(0, F.WHEAT_1))
    assert Ob.COURAGE not in state.players[0].objectives


def test_end_of_phase_2_objectives_are_claimed_in_turn_order() -> None:
    # one Authority card left; seats 2 and 0 both end Phase 2 with 10 cowboys; seat 1
    # starts, so seat 2 claims first
    state = with_objectives(game(4, first=1), 3, Ob.AUTHORITY)
    state = with_seat(with_seat(state, 0, cowboys=10), 2, cowboys=10)
    state = end_stage_3(at_actions(state, 1, {}))
    assert Ob.AUTHORITY in state.players[2].objectives
    assert Ob.AUTHORITY not in state.players[0].objectives
