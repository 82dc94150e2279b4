"""The twelve events, each for its round, named after the rulebook and played through
``apply`` (the examples of Rough Railway and Market Slump among them).

Seats are clockwise from the starting player, seat 0 unless said otherwise.
"""

from __future__ import annotations

from frontier_games.games.chaparral.content import (
    STANDARD_CONTENT,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    Stagecoach,
    StagecoachBonus,
)
from frontier_games.games.chaparral.model import (
    Build,
    BuyBusiness,
    BuyFarm,
    Influence,
    Mine,
    Penalty,
    PenaltyKind,
    Phase,
    Section,
    Sell,
    Step,
    UseAlley,
)
from frontier_games.games.chaparral.rules import actors
from tests.chaparral.helpers import (
    CHARACTERS,
    acting,
    allocate,
    at_actions,
    end_stage_3,
    game,
    legal,
    play,
    refused,
    to_phase,
    with_farms,
    with_markers,
    with_seat,
    with_stagecoach,
    with_top_events,
)

B, C, E, F, Ob = Business, Character, Event, Farm, Objective
_POLITICIAN = StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN


def test_event_lack_of_resources_no_bonus_tokens_on_the_characters() -> None:
    state = with_top_events(to_phase(game(4, event=E.BANKRUPT_BANKER), Phase.ACTIONS),
                            E.LACK_OF_RESOURCES)  # fmt: skip
    state = end_stage_3(state)
    assert state.board.event is E.LACK_OF_RESOURCES
    assert state.board.tokens == (None,) * 12


def test_event_no_influence_cancels_stage_2() -> None:
    state = allocate(game(4, event=E.NO_INFLUENCE), *CHARACTERS)
    assert state.phase is Phase.ACTIONS
    assert all(board.influence == () for board in state.players)


def test_event_stagecoach_robbery_the_mayor_receives_only_5_dollars() -> None:
    for coach in (Stagecoach.STAGECOACH_1, Stagecoach.STAGECOACH_2, Stagecoach.STAGECOACH_3):
        state = with_stagecoach(game(4, event=E.STAGECOACH_ROBBERY), coach)
        state = acting(state, 0, C.MAYOR)
        assert state.turn.step is Step.CHOOSE
        board = state.players[0]
        assert (board.money, board.gold, board.politician) == (20, 0, False)
        assert board.stagecoaches == (coach,)
        robbed = STANDARD_CONTENT.stagecoach(coach).bonus is _POLITICIAN
        assert state.city.politicians == (5 if robbed else 6)  # its politician is discarded


def test_event_bankrupt_banker_pays_only_10_dollars() -> None:
    state = with_markers(game(4, event=E.BANKRUPT_BANKER), 0, *Business)
    assert acting(state, 0, C.BANKER).players[0].money == 25


def test_event_appreciating_properties_5_dollars_more_for_each_farm_and_business() -> None:
    state = with_markers(game(4, event=E.APPRECIATING_PROPERTIES), 0, B.SALOON, B.STABLE)
    farmer = acting(state, 0, C.FARMER, money=100, discounts=(BonusToken.FARM_DISCOUNT,))
    farmer = play(farmer, BuyFarm(0, F.SHEEP_1), Influence(0, None, B.HOTEL), BuyFarm(0, F.PIGS_1))
    assert farmer.players[0].money == 100 - (15 + 5 - 10) - (25 + 5)
    notary = acting(state, 0, C.NOTARY, money=100)
    notary = play(notary, BuyBusiness(0, B.SALOON), BuyBusiness(0, B.STABLE))
    assert notary.players[0].money == 100 - 40 - 30


def test_event_rough_railway_example_segments_2_and_3_for_6_iron_and_a_settler() -> None:
    rui = 1
    state = game(4, event=E.ROUGH_RAILWAY)
    sections = tuple(
        Section(Good.HORSES, rui, 1) if s.good is Good.HORSES else s for s in state.city.sections
    )
    state = state.evolve(city=state.city.evolve(sections=sections))
    state = acting(state, rui, C.RAILWAY_CHIEF, settlers=1, iron=6)
    assert Build(rui, Good.HORSES, 2) in legal(state)
    assert Build(rui, Good.HORSES, 3) not in legal(state)
    state = play(state, Build(rui, Good.HORSES, 2))
    assert (state.players[rui].iron, state.players[rui].settlers) == (0, 0)
    short = acting(state.evolve(city=state.city.evolve(sections=sections)),
                   rui, C.RAILWAY_CHIEF, settlers=1, iron=5)  # fmt: skip
    assert Build(rui, Good.HORSES, 2) not in legal(short)


def test_event_market_slump_example_oxen_10_and_wheat_15_both_columns_then_blocked() -> None:
    ana = 0
    state = with_farms(game(4, event=E.MARKET_SLUMP), ana, F.OXEN_1, F.WHEAT_1, apache=False)
    state = with_farms(state, 1, F.OXEN_2, F.PIGS_1, apache=False)
    state = play(acting(state, ana, C.MERCHANT), Sell(ana, F.OXEN_1), Sell(ana, F.WHEAT_1))
    assert state.players[ana].money == 15 + 10 + 15
    assert legal(state) == (Sell(1, F.PIGS_1),)  # oxen are blocked for the next sellers
    state = play(state, Sell(1, F.PIGS_1))
    assert state.players[1].money == 15 + 10  # pigs at their lowest too
    assert end_stage_3(state).city.market == (0, 0, 0, 0, 0)


def test_event_lazy_cowboys_2_cowboys_carry_an_iron_and_4_a_gold_bar() -> None:
    state = acting(game(4, event=E.LAZY_COWBOYS), 0, C.MINER, cowboys=6)
    assert {Mine(0, 3, 0), Mine(0, 1, 1)} <= set(legal(state))
    assert refused(state, Mine(0, 4, 0)) == "past-capacity"
    assert refused(state, Mine(0, 0, 2)) == "past-capacity"
    assert play(state, Mine(0, 1, 1)).players[0].cowboys == 6


def test_event_travelling_cowboys_stranger_gives_1_cowboy_saloon_owner_only_10_dollars() -> None:
    state = game(4, event=E.TRAVELLING_COWBOYS)
    assert acting(state, 0, C.STRANGER).players[0].cowboys == 3
    board = acting(state, 0, C.SALOON_OWNER).players[0]
    assert (board.money, board.cowboys) == (25, 2)


def test_event_cruel_battle_general_custer_loses_2_cowboys() -> None:
    state = game(4, event=E.CRUEL_BATTLE)
    custer = acting(state, 0, C.GENERAL_CUSTER, cowboys=5)
    assert custer.players[0].cowboys == 3
    assert custer.turn.step is Step.APACHE
    assert acting(state, 0, C.GENERAL_CUSTER, cowboys=1).players[0].cowboys == 0


def test_event_fatal_ambush_the_alley_costs_2_cowboys_each() -> None:
    state = at_actions(game(4, event=E.FATAL_AMBUSH), 0, {C.SETTLER: 1, C.STRANGER: 1},
                       alley=(0, 0))  # fmt: skip
    state = play(with_seat(state, 0, money=30, cowboys=5), UseAlley(0, C.SETTLER))
    assert (state.players[0].money, state.players[0].cowboys) == (25, 3)
    state = play(state, UseAlley(0, C.STRANGER))
    assert (state.players[0].money, state.players[0].cowboys) == (15, 1 + 2)


def test_event_losses_and_damages_each_picks_a_penalty_before_claiming_objectives() -> None:
    state = with_markers(game(3, event=E.LOSSES_AND_DAMAGES), 0, B.HOTEL, B.SALOON, B.STABLE)
    state = with_seat(state, 0, money=100)  # Wealth, until the $20 are paid
    state = with_seat(state, 1, money=19)
    state = end_stage_3(at_actions(state, 0, {}))
    assert state.phase is Phase.LOSSES
    assert actors(state) == {0}
    moves = legal(state)
    assert Penalty(0, PenaltyKind.MARKERS, (B.HOTEL, B.SALOON)) in moves
    assert len([m for m in moves if m.kind is PenaltyKind.MARKERS]) == 3  # type: ignore[union-attr]
    assert {Penalty(0, PenaltyKind.COWBOYS), Penalty(0, PenaltyKind.MONEY)} <= set(moves)
    state = play(state, Penalty(0, PenaltyKind.MONEY))
    assert legal(state) == (Penalty(1, PenaltyKind.COWBOYS),)  # no marker, less than $20
    state = play(state, Penalty(1, PenaltyKind.COWBOYS), Penalty(2, PenaltyKind.COWBOYS))
    assert state.players[0].money == 80
    assert Ob.WEALTH not in state.players[0].objectives
    assert (state.players[1].cowboys, state.players[2].cowboys) == (0, 0)
    markers = with_markers(game(3, event=E.LOSSES_AND_DAMAGES), 0, B.HOTEL, B.SALOON, B.STABLE)
    markers = end_stage_3(at_actions(markers, 0, {}))
    markers = play(markers, Penalty(0, PenaltyKind.MARKERS, (B.HOTEL, B.STABLE)))
    assert markers.players[0].influence == (B.SALOON,)
