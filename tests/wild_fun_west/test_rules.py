"""Wild Fun West's rules, named after the rulebook, played through ``apply``: setup,
Step I (the auction examples A, B and C among them), putting professions in play,
Step II, Step III (the Appendix 4 income example) and the end.

Rulebook players 1..5 are seats 0..4.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from frontier_games.core import Timing
from frontier_games.games.wild_fun_west.content import (
    PROFESSIONS_PER_TURN,
    STANDARD_CONTENT,
    STARTING_MONEY,
    Bidding,
    Building,
    Character,
    ObjectiveSet,
    Profession,
    objective_sets,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    Claim,
    IncomeItem,
    IncomeKind,
    Options,
    Pass,
    Phase,
    Place,
    State,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    banned,
    income,
    is_over,
    legal_actions,
    new_game,
    objective_count,
    outcome,
    timing,
)
from tests.wild_fun_west.helpers import (
    at_swap,
    building_bids,
    decline,
    game,
    next_reveal,
    out_of_step_one,
    play,
    quietly_until,
    refused,
    to_phase,
    to_turn,
    with_active,
    with_discards,
    with_hand,
    with_money,
    with_objectives,
    with_town,
)

P, B, C = Profession, Building, Character
P1, P2, P3, P4, P5 = range(5)
"""The rulebook's players 1 to 5."""


# -- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_setup_deals_5_dollars_one_objective_of_one_set_and_a_character_each(
    players: int,
) -> None:
    for seed in range(6):
        state = new_game(players, seed)
        assert state.money == (STARTING_MONEY,) * players == (5,) * players
        assert state.setup.objective_set in objective_sets(players)
        dealt = STANDARD_CONTENT.objectives_of(state.setup.objective_set)
        assert len(state.cards.objectives) == players
        assert set(state.cards.objectives) == set(dealt)
        assert len(set(state.setup.characters)) == players
        assert state.turn.number == 1
        assert state.cards.hands == state.cards.active == ((),) * players
        assert state.cards.town == ()
        assert len(state.cards.building_deck) == 20
        revealed = () if state.turn.revealed is None else (state.turn.revealed,)
        assert sorted(p.index for p in (*state.cards.deck, *revealed)) == list(range(28))


def test_setup_deals_characters_objective_sets_and_decks_from_the_seed() -> None:
    games = [new_game(5, seed) for seed in range(20)]
    assert len({s.setup.characters for s in games}) > 1
    assert len({s.setup.objective_set for s in games}) > 1
    assert len({s.cards.objectives for s in games}) > 1
    assert len({s.cards.building_deck for s in games}) > 1
    assert new_game(5, 3) == new_game(5, 3)


def test_options_choose_the_characters_and_the_objective_set() -> None:
    characters = (C.WYATT_EARP, C.ANNIE_OAKLEY, C.BELLE_STARR, C.BILLY_THE_KID)
    state = new_game(4, 2, Options(characters=characters, objective_set=ObjectiveSet.TWO_GUNS))
    assert state.setup.characters == characters
    assert state.setup.objective_set is ObjectiveSet.TWO_GUNS
    assert {card.set for card in state.cards.objectives} == {ObjectiveSet.TWO_GUNS}


@pytest.mark.parametrize("first", [0, 3, 4])
def test_the_first_player_is_chosen_by_option_and_bids_first(first: int) -> None:
    state = game(first=first)
    assert state.turn.first == first
    assert state.auction is not None
    assert state.auction.order == tuple((first + k) % 5 for k in range(5))


def test_without_the_option_the_first_player_is_drawn_from_the_seed() -> None:
    assert new_game(5, 9, Options(first_player=None)) == new_game(5, 9)
    assert len({new_game(5, seed).turn.first for seed in range(30)}) > 1


# -- Step I: bidding for professions ---------------------------------------------------------


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_professions_auctioned_per_turn_are_3_3_4_5_5_by_player_count(players: int) -> None:
    state = out_of_step_one(game(players))
    assert len(state.cards.discards) == PROFESSIONS_PER_TURN[players]
    assert PROFESSIONS_PER_TURN[players] == {4: 3, 5: 3, 6: 4, 7: 5, 8: 5}[players]
    assert len(state.cards.deck) == 28 - PROFESSIONS_PER_TURN[players]
    assert state.money == (5,) * players


def test_a_profession_taken_without_bidding_counts_as_one_of_the_reveals() -> None:
    bill = P5
    state = game(
        characters=(
            C.BILLY_THE_KID,
            C.JESSE_JAMES,
            C.JUDGE_ROY_BEAN,
            C.BELLE_STARR,
            C.BILL_MCDONALD,
        )
    )
    state = next_reveal(state, P.SHERIFF)
    assert state.phase is Phase.REVEAL
    state = apply(state, Claim(bill))
    assert state.turn.reveals_left == 0  # the third and last card of the turn is up
    state = out_of_step_one(state)
    assert state.cards.hands[bill] == (P.SHERIFF,)
    assert len(state.cards.discards) == 2


def test_the_discards_are_shuffled_into_the_deck_when_it_is_empty() -> None:
    state = game()
    first = state.turn.revealed
    assert first is not None
    last, others = state.cards.deck[-1], state.cards.deck[:-1]
    state = with_discards(state, *others)
    assert state.cards.deck == (last,)
    state = decline(state)
    assert state.turn.revealed is last
    assert state.cards.deck == ()  # emptied: the discards wait for the next draw
    assert state.cards.discards == (*others, first)
    rng = state.rng
    state = decline(state)
    assert state.cards.discards == ()
    assert state.turn.revealed is not None
    assert Counter((*state.cards.deck, state.turn.revealed)) == Counter((*others, first, last))
    assert state.rng != rng  # shuffled


def test_step_one_ends_when_the_deck_and_the_discards_are_both_empty() -> None:
    state = next_reveal(game(), P.STATION_MASTER)
    state = with_hand(state, P2, *state.cards.deck, *state.cards.discards)
    assert state.cards.deck == state.cards.discards == ()
    state = play(state, Bid(P1, 1), Pass(P2), Pass(P3), Pass(P4), Pass(P5))
    assert state.cards.hands[P1] == (P.STATION_MASTER,)
    assert state.phase is Phase.SWAP_BEFORE_BUILDINGS
    assert state.turn.revealed is None
    assert state.turn.reveals_left == 1


def test_open_bid_example_a_player_3_wins_the_station_master_for_6() -> None:
    state = with_money(next_reveal(game(), P.STATION_MASTER), *(10,) * 5)
    assert state.turn.bidding is Bidding.OPEN
    rounds: tuple[tuple[WildFunWestAction, ...], ...] = (
        (Bid(P1, 1), Bid(P2, 2), Pass(P3), Bid(P4, 3), Pass(P5)),
        (Pass(P1), Pass(P2), Bid(P3, 4), Pass(P4), Pass(P5)),
        (Bid(P1, 5), Pass(P2), Bid(P3, 6), Pass(P4), Pass(P5)),
        (Pass(P1),),
    )
    for actions in rounds:
        state = play(state, *actions)
    assert state.turn.revealed is P.STATION_MASTER  # three passes after the $6: not yet
    state = apply(state, Pass(P2))  # the fourth: N-1 = 4 passes end it
    assert state.turn.revealed is not P.STATION_MASTER
    assert state.cards.hands[P3] == (P.STATION_MASTER,)
    assert state.money == (10, 10, 4, 10, 10)  # only the winner pays


def test_closed_bid_is_all_pay_example_b_player_2_wins_the_prospector() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    assert state.turn.bidding is Bidding.CLOSED
    assert timing(state) is Timing.SEALED
    assert actors(state) == {P1, P2, P3, P4, P5}
    state = play(state, Bid(P1, 1), Bid(P2, 2), Bid(P3, 1), Bid(P4, 0))
    assert state.turn.revealed is P.PROSPECTOR
    assert timing(state) is Timing.TURN  # one sealed bid left to commit
    state = apply(state, Bid(P5, 0))
    assert state.cards.hands[P2] == (P.PROSPECTOR,)
    assert state.money == (4, 3, 4, 5, 5)  # every bid goes to the bank


def test_closed_bid_tie_goes_to_open_bidding_example_c_player_2_pays_7_for_the_cowboy() -> None:
    state = with_money(next_reveal(game(), P.COWBOY), *(10,) * 5)
    state = play(state, Bid(P1, 1), Bid(P2, 2), Bid(P3, 2), Bid(P4, 2), Bid(P5, 0))
    assert state.turn.revealed is P.COWBOY
    assert state.auction is not None
    tiebreak = getattr(state.auction, "tiebreak", None)
    assert tiebreak is not None
    assert tiebreak.order == (P2, P3, P4)
    assert actors(state) == {P2}
    state = play(
        state,
        Bid(P2, 1), Pass(P3), Bid(P4, 2),
        Bid(P2, 3), Bid(P3, 4), Pass(P4),
        Bid(P2, 5), Pass(P3),
    )  # fmt: skip
    assert state.turn.revealed is P.COWBOY  # one pass after the $5: not yet
    state = apply(state, Pass(P4))  # N-1 = 3-1 = 2 passes end it
    assert state.cards.hands[P2] == (P.COWBOY,)
    assert state.money == (9, 10 - 7, 8, 8, 10)  # player 2 paid 2 + 5 = 7 in all


def test_an_open_bid_nobody_bids_on_is_discarded_after_everyone_passed() -> None:
    state = next_reveal(game(), P.STATION_MASTER)
    state = play(state, Pass(P1), Pass(P2), Pass(P3), Pass(P4))
    assert state.turn.revealed is P.STATION_MASTER  # every player has its say
    state = apply(state, Pass(P5))
    assert state.cards.discards[-1] is P.STATION_MASTER
    assert state.cards.hands == ((),) * 5
    assert state.money == (5,) * 5


def test_a_closed_bid_where_all_bid_0_is_discarded() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    assert refused(state, Pass(P1)) == "must-bid"  # all take part, even bidding zero
    state = play(state, *(Bid(seat, 0) for seat in range(5)))
    assert state.cards.discards[-1] is P.PROSPECTOR
    assert state.cards.hands == ((),) * 5
    assert state.money == (5,) * 5


def test_a_tie_break_where_all_pass_awards_nothing_and_the_bids_are_paid() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    state = play(state, Bid(P1, 2), Bid(P2, 2), Bid(P3, 0), Bid(P4, 0), Bid(P5, 0))
    assert actors(state) == {P1}
    state = play(state, Pass(P1), Pass(P2))
    assert state.cards.discards[-1] is P.PROSPECTOR
    assert state.cards.hands == ((),) * 5
    assert state.money == (3, 3, 5, 5, 5)


def test_a_bid_above_ones_money_is_refused_and_nothing_changes() -> None:
    opened = next_reveal(game(), P.STATION_MASTER, P.PROSPECTOR)
    assert refused(opened, Bid(P1, 6)) == "bid-above-money"
    assert max(a.amount for a in legal_actions(opened, P1) if type(a) is Bid) == 5
    sealed = decline(opened)
    assert sealed.turn.revealed is P.PROSPECTOR
    assert refused(sealed, Bid(P3, 6)) == "bid-above-money"
    # in a tie-break a seat has what its sealed bid left it
    tied = play(sealed, Bid(P1, 3), Bid(P2, 3), Bid(P3, 0), Bid(P4, 0), Bid(P5, 0))
    assert refused(tied, Bid(P1, 3)) == "bid-above-money"
    assert refused(tied, Bid(P1, 0)) == "raise-too-small"
    bids = building_bids(tied, B.SALOON, B.HOTEL, B.JAIL)
    assert refused(bids, Place(P1, B.SALOON, 3)) == "bid-above-money"  # $5 - $3 = $2 left
    assert refused(apply(bids, Place(P1, B.SALOON, 2)), Place(P2, B.HOTEL, 3)) == (
        "bid-above-money"
    )


# -- putting professions in play ------------------------------------------------------------


def test_putting_a_profession_in_play_costs_1_every_time_replacing_too() -> None:
    state = at_swap(game(), P1, P.SCHOOLMARM, P.TRAPPER)
    state = apply(state, Activate(P1, P.SCHOOLMARM))
    assert state.money[P1] == 4
    assert state.cards.active[P1] == (P.SCHOOLMARM,)
    assert state.cards.hands[P1] == (P.TRAPPER,)
    state = apply(state, Activate(P1, P.TRAPPER, P.SCHOOLMARM))
    assert state.money[P1] == 3
    assert state.cards.active[P1] == (P.TRAPPER,)
    assert state.cards.hands[P1] == (P.SCHOOLMARM,)


def test_a_profession_cannot_be_put_in_play_without_1() -> None:
    state = at_swap(with_money(game(), 0, 5, 5, 5, 5), P1, P.SCHOOLMARM)
    assert legal_actions(state, P1) == (Pass(P1),)
    assert refused(state, Activate(P1, P.SCHOOLMARM)) == "no-money"


def test_at_most_two_professions_in_play_two_in_play() -> None:
    state = with_active(game(), P1, P.SCHOOLMARM, P.TRAPPER)
    state = at_swap(state, P1, P.PIANO_PLAYER)
    assert refused(state, Activate(P1, P.PIANO_PLAYER)) == "two-in-play"
    assert Activate(P1, P.PIANO_PLAYER) not in legal_actions(state, P1)
    state = apply(state, Activate(P1, P.PIANO_PLAYER, P.TRAPPER))
    assert state.cards.active[P1] == (P.PIANO_PLAYER, P.SCHOOLMARM)
    assert state.cards.hands[P1] == (P.TRAPPER,)


def test_a_banned_profession_cannot_be_put_in_play_banned_profession() -> None:
    state = with_active(game(), P2, P.STATION_MASTER)  # bans the Blacksmith
    state = at_swap(state, P1, P.BLACKSMITH)
    assert banned(state, P.BLACKSMITH)
    assert not banned(state, P.STATION_MASTER)
    assert refused(state, Activate(P1, P.BLACKSMITH)) == "banned-profession"
    assert legal_actions(state, P1) == (Pass(P1),)


def test_a_banned_profession_may_replace_the_only_card_banning_it() -> None:
    state = with_active(game(), P1, P.STATION_MASTER)
    state = at_swap(state, P1, P.BLACKSMITH)
    assert Activate(P1, P.BLACKSMITH) not in legal_actions(state, P1)
    state = apply(state, Activate(P1, P.BLACKSMITH, P.STATION_MASTER))
    assert state.cards.active[P1] == (P.BLACKSMITH,)


def test_a_profession_banned_by_one_entering_play_goes_back_to_its_owners_hand() -> None:
    state = with_active(game(), P3, P.BLACKSMITH, P.TRAPPER)
    state = at_swap(state, P1, P.STATION_MASTER)
    state = apply(state, Activate(P1, P.STATION_MASTER))
    assert state.cards.active[P1] == (P.STATION_MASTER,)
    assert state.cards.active[P3] == (P.TRAPPER,)
    assert state.cards.hands[P3] == (P.BLACKSMITH,)
    assert state.money[P3] == 5  # nothing is paid back


def test_two_activations_per_swap_moment_and_a_new_moment_allows_two_more() -> None:
    state = at_swap(game(), P1, P.SCHOOLMARM, P.TRAPPER, P.PIANO_PLAYER)
    state = play(state, Activate(P1, P.SCHOOLMARM), Activate(P1, P.TRAPPER))
    assert state.activations == 2
    assert refused(state, Activate(P1, P.PIANO_PLAYER, P.TRAPPER)) == "two-activations"
    assert legal_actions(state, P1) == (Pass(P1),)
    state = to_phase(apply(state, Pass(P1)), Phase.SWAP_BEFORE_INCOME)
    assert state.waiting[0] == P1
    assert state.activations == 0
    state = apply(state, Activate(P1, P.PIANO_PLAYER, P.TRAPPER))
    assert state.money[P1] == 2


def test_the_swap_moments_ask_the_seats_with_cards_in_hand_in_turn_order() -> None:
    state = with_hand(with_hand(game(first=2), P1, P.TRAPPER), P4, P.SCHOOLMARM)
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    assert actors(state) == {P4}  # from the first player (seat 2) on
    assert refused(state, Activate(P1, P.TRAPPER)) == "not-your-turn"
    state = apply(state, Pass(P4))
    assert actors(state) == {P1}  # seats 4 and 1 have nothing to decide
    state = apply(state, Pass(P1))
    assert state.phase is Phase.BUILDING_BIDDING


# -- Step II: bidding for buildings ---------------------------------------------------------


def test_building_bids_end_after_n_minus_1_passes_in_a_row() -> None:
    state = building_bids(game(), B.SALOON, B.HOTEL, B.JAIL)
    assert actors(state) == {P1}
    state = play(state, Place(P1, B.SALOON, 1), Pass(P2), Pass(P3), Pass(P4))
    assert state.phase is Phase.BUILDING_BIDDING
    state = apply(state, Pass(P5))
    assert state.cards.town == (B.SALOON,)


def test_building_bids_with_no_money_placed_end_when_everyone_passed() -> None:
    state = building_bids(game(), B.SALOON, B.HOTEL, B.JAIL)
    state = play(state, Pass(P1), Pass(P2), Pass(P3), Pass(P4))
    assert state.phase is Phase.BUILDING_BIDDING
    state = apply(state, Pass(P5))
    assert state.cards.town == ()
    assert state.cards.building_discards == (B.SALOON, B.HOTEL, B.JAIL)


def test_the_building_with_the_most_money_is_built_and_the_others_discarded() -> None:
    state = building_bids(game(), B.SALOON, B.HOTEL, B.JAIL)
    state = play(
        state,
        Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 3), Place(P3, B.JAIL, 1), Place(P4, B.JAIL, 1),
        Pass(P5), Pass(P1), Pass(P2), Pass(P3),
    )  # fmt: skip
    assert state.cards.town == (B.HOTEL,)
    assert set(state.cards.building_discards) == {B.SALOON, B.JAIL}
    assert state.money == (3, 2, 4, 4, 5)  # all money placed goes to the bank


def test_buildings_tied_for_the_most_money_build_nothing_and_the_money_is_lost() -> None:
    state = building_bids(game(), B.SALOON, B.HOTEL, B.JAIL)
    state = play(
        state, Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 2), Pass(P3), Pass(P4), Pass(P5), Pass(P1)
    )
    assert state.cards.town == ()
    assert state.cards.building_discards == (B.SALOON, B.HOTEL, B.JAIL)
    assert state.money == (3, 3, 5, 5, 5)


def test_the_build_symbol_doubles_the_owners_money_schoolmarm_on_the_school() -> None:
    state = with_active(game(), P1, P.SCHOOLMARM)
    state = building_bids(state, B.SCHOOL, B.HOTEL, B.JAIL)
    state = play(state, Place(P1, B.SCHOOL, 3))
    assert state.auction is not None
    assert getattr(state.auction, "lots", None) == (6, 0, 0)  # $3 from the bank on top
    state = play(state, Place(P2, B.SCHOOL, 1))  # not the Schoolmarm's owner: no subsidy
    assert getattr(state.auction, "lots", None) == (7, 0, 0)
    state = play(state, Place(P3, B.HOTEL, 5), Pass(P4), Pass(P5), Pass(P1), Pass(P2))
    assert state.cards.town == (B.SCHOOL,)  # $7 beats $5
    assert state.money == (2, 4, 0, 5, 5)  # the subsidy cost its owner nothing


# -- Step III: receiving income --------------------------------------------------------------


def john_and_mary() -> tuple[State, int]:
    """Appendix 4: John ("Doc" Holliday, seat 1) has the Schoolmarm and the Trapper in
    play; Mary on his right (seat 0) the Blacksmith and the Piano Player; the Saloon and
    the Sheriff's Office are built."""
    characters = (C.BILLY_THE_KID, C.DOC_HOLLIDAY, C.JUDGE_ROY_BEAN, C.BELLE_STARR, C.JESSE_JAMES)
    state = with_active(game(characters=characters), 1, P.SCHOOLMARM, P.TRAPPER)
    state = with_active(state, 0, P.BLACKSMITH, P.PIANO_PLAYER)
    return with_town(state, B.SALOON, B.SHERIFFS_OFFICE), 1


def test_the_income_example_of_appendix_4_john_receives_12() -> None:
    state, john = john_and_mary()
    received = income(state, john)
    assert received.seat == john
    assert received.total == 12
    K = IncomeKind
    assert received.items == (
        IncomeItem(K.CHARACTER, C.DOC_HOLLIDAY, 3),
        IncomeItem(K.OWN, P.SCHOOLMARM, 1),
        IncomeItem(K.OWN, P.TRAPPER, 1),
        IncomeItem(K.BONUS, P.SCHOOLMARM, 1, B.SHERIFFS_OFFICE, True),  # C.
        IncomeItem(K.BONUS, P.TRAPPER, 2, P.BLACKSMITH, True),  # A.
        IncomeItem(K.BONUS, P.TRAPPER, 1, B.GENERAL_STORE, False),  # B.
        IncomeItem(K.NEIGHBOUR, P.BLACKSMITH, 2),
        IncomeItem(K.NEIGHBOUR, P.PIANO_PLAYER, 1),
    )
    # Mary's Piano Player bonus for the Saloon is hers, not John's
    assert IncomeItem(K.BONUS, P.PIANO_PLAYER, 1, B.SALOON, True) in income(state, 0).items


def test_the_income_of_appendix_4_is_paid_in_receiving_income() -> None:
    state, john = john_and_mary()
    expected = tuple(m + income(state, seat).total for seat, m in enumerate(state.money))
    assert expected[john] == 5 + 12
    state = to_turn(state, 2)
    assert state.money == expected


def test_the_red_arrow_pays_the_owners_left_neighbour() -> None:
    state = with_active(game(), P1, P.BLACKSMITH)  # $2 to the left
    neighbour = [item for item in income(state, P2).items if item.kind is IncomeKind.NEIGHBOUR]
    assert neighbour == [IncomeItem(IncomeKind.NEIGHBOUR, P.BLACKSMITH, 2)]
    assert income(state, P2).total == 5
    assert income(state, P5).total == 3  # the seat on the owner's right gets nothing
    state = to_turn(state, 2)
    assert state.money[P2] == 5 + 5
    assert state.money[P5] == 5 + 3


def test_the_least_income_is_3_for_a_seat_with_an_outlaw_on_its_right() -> None:
    state = with_active(game(), P1, P.OUTLAW)  # -$2 to the left
    received = income(state, P2)
    assert received.total == 3
    assert received.items == (
        IncomeItem(IncomeKind.CHARACTER, C.JESSE_JAMES, 3),
        IncomeItem(IncomeKind.NEIGHBOUR, P.OUTLAW, -2),
        IncomeItem(IncomeKind.MINIMUM, C.JESSE_JAMES, 2),
    )
    assert to_turn(state, 2).money[P2] == 5 + 3


def test_the_first_player_card_passes_clockwise_after_receiving_income() -> None:
    state = to_turn(game(first=3), 2)
    assert state.turn.first == 4
    assert state.auction is not None
    assert state.auction.order == (4, 0, 1, 2, 3)
    state = to_turn(state, 3)
    assert state.turn.first == 0


# -- winning ---------------------------------------------------------------------------------


def canyon(**options: Any) -> State:
    """A game of the Canyon set in which seat ``s`` holds Canyon ``s + 1``."""
    state = game(objective_set=ObjectiveSet.CANYON, **options)
    return with_objectives(state, (1, 2, 3, 4, 5))


def test_four_objective_buildings_built_win_the_game_at_once() -> None:
    state = with_town(canyon(), B.BANK, B.DOCTORS_OFFICE, B.BARBERSHOP)  # 3 of Canyon 3's
    state = building_bids(state, B.GUN_SHOP, B.SCHOOL, B.HOTEL)
    state = play(state, Place(P1, B.GUN_SHOP, 1), Pass(P2), Pass(P3), Pass(P4), Pass(P5))
    assert is_over(state)
    assert state.phase is Phase.OVER
    assert objective_count(state.cards.objectives[P3], state.cards.town) == 4
    result = outcome(state)
    assert result.winners == {P3}
    assert dict(result.details[P3]) == {"objective buildings": 4, "money": 5}


@pytest.mark.parametrize("short", [True, False])
def test_the_short_game_is_won_with_3_objective_buildings(short: bool) -> None:
    state = with_town(canyon(short_game=short), B.BANK, B.DOCTORS_OFFICE)  # 2 of Canyon 3's
    assert state.setup.target == (3 if short else 4)
    state = building_bids(state, B.GUN_SHOP, B.SCHOOL, B.HOTEL)
    state = play(state, Place(P1, B.GUN_SHOP, 1), Pass(P2), Pass(P3), Pass(P4), Pass(P5))
    assert is_over(state) is short
    if short:
        assert outcome(state).winners == {P3}
        assert outcome(state).scores[P3] == 3


def tied_winners(money: tuple[int, ...]) -> State:
    """Canyon 1 and 2 (seats 0 and 1) both reach four when the Town Hall is built."""
    state = with_town(canyon(), B.JAIL, B.SMITHY, B.SALOON, B.SHERIFFS_OFFICE)
    state = with_money(building_bids(state, B.TOWN_HALL, B.SCHOOL, B.HOTEL), *money)
    return play(
        state,
        Pass(P1),
        Pass(P2),
        Pass(P3),
        Pass(P4),
        Place(P5, B.TOWN_HALL, 1),
        Pass(P1),
        Pass(P2),
        Pass(P3),
        Pass(P4),
    )


def test_money_breaks_the_tie_between_seats_that_have_their_objective() -> None:
    state = tied_winners((6, 7, 9, 9, 9))
    assert is_over(state)
    town = state.cards.town
    assert [objective_count(card, town) for card in state.cards.objectives] == [4, 4, 2, 2, 1]
    result = outcome(state)
    assert result.winners == {P2}  # $7 beats $6; the richer seats without it do not count
    assert result.ranks[P1] == 2


def test_equal_money_shares_the_victory() -> None:
    result = outcome(tied_winners((6, 6, 9, 9, 9)))
    assert result.winners == {P1, P2}
    assert result.is_shared


def test_finish_turn_plays_the_turn_out_before_comparing_money() -> None:
    state = with_town(canyon(finish_turn=True), B.BANK, B.DOCTORS_OFFICE, B.BARBERSHOP)
    state = with_active(state, P2, P.BLACKSMITH)  # $2 to seat 2 (Canyon 3) in the income
    state = building_bids(state, B.GUN_SHOP, B.SCHOOL, B.HOTEL)
    state = play(state, Place(P1, B.GUN_SHOP, 1), Pass(P2), Pass(P3), Pass(P4), Pass(P5))
    assert not is_over(state)
    assert state.turn.last
    money = state.money
    state = quietly_until(state, is_over)
    assert state.turn.number == 1
    assert state.money[P3] == money[P3] + 5  # the income was received
    assert outcome(state).winners == {P3}


def test_the_turn_limit_ends_the_game_ranking_objective_buildings_then_money() -> None:
    state = with_town(canyon(turn_limit=1), B.STATION, B.CHURCH, B.BARBERSHOP)
    state = with_money(state, 5, 5, 9, 4, 6)
    state = quietly_until(state, is_over)
    assert state.turn.number == 1
    result = outcome(state)
    assert result.scores == (0, 0, 1, 2, 1)
    assert result.winners == {P4}  # two of Canyon 4's, though the poorest
    assert result.ranks == (4, 4, 2, 1, 3)  # Canyon 3 and 5 have one each: money decides
