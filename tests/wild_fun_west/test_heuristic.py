"""Wild Fun West's rule-of-thumb bot: each rule of thumb in a position built for it, legal
answers over whole games at every player count, the same moves for the same seed, and a
clear win over random players.

Positions are built from the Canyon set, whose cards 1 to 5 go to seats 0 to 4:

1. Saloon, Jail, Gun Shop, Smithy, Town Hall, Funeral Parlour
2. Sheriff's Office, Jail, Livery Stable, Doctor's Office, Smithy, Town Hall
3. Bank, Doctor's Office, Barbershop, Gun Shop, Smithy, Town Hall
4. Sheriff's Office, Station, Church, Hotel, Courthouse, Town Hall
5. School, Telegraph Office, Barbershop, Gun Shop, Town Hall, Funeral Parlour

The General Store, the Post Office and the Dance Hall are on none of them.
"""

from __future__ import annotations

from typing import Any

import pytest

from frontier_games.bots import RandomBot
from frontier_games.games.wild_fun_west import GAME, HeuristicBot
from frontier_games.games.wild_fun_west.content import (
    Bidding,
    Building,
    Character,
    ObjectiveSet,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Claim,
    Exchange,
    Forbid,
    Options,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rules import actors, income, legal_actions, outcome
from frontier_games.games.wild_fun_west.view import view
from frontier_games.play import play_steps
from tests.wild_fun_west.helpers import (
    at_swap,
    building_bids,
    game,
    next_reveal,
    play,
    to_phase,
    to_turn,
    with_active,
    with_buildings,
    with_money,
    with_objectives,
    with_town,
)

P, B, C = Profession, Building, Character
NOWHERE = (B.GENERAL_STORE, B.POST_OFFICE, B.DANCE_HALL)
"""Three buildings on no Canyon card."""


def canyon(characters: tuple[Character, ...] | None = None, **options: Any) -> State:
    """A 5-player game of the Canyon set, seat ``s`` holding card ``s + 1``."""
    chosen = characters if characters is not None else cast()
    state = game(characters=chosen, objective_set=ObjectiveSet.CANYON, **options)
    return with_objectives(state, (1, 2, 3, 4, 5))


def cast(*characters: Character) -> tuple[Character, ...]:
    """Five characters: those named, then quiet ones, none twice."""
    quiet = (C.BILLY_THE_KID, C.BELLE_STARR, C.CALAMITY_JANE, C.BILL_MCDONALD, C.DOC_HOLLIDAY)
    return (*characters, *(c for c in quiet if c not in characters))[:5]


def ask(state: State, seat: int | None = None) -> WildFunWestAction:
    """What a fresh bot answers for ``seat`` (the one to act by default)."""
    if seat is None:
        (seat,) = actors(state)
    return HeuristicBot().choose(GAME, view(state, seat), legal_actions(state, seat))


# -- the buildings -----------------------------------------------------------------------------


def test_it_tops_the_most_money_by_1_on_its_own_objective_building() -> None:
    state = building_bids(canyon(), B.SALOON, B.POST_OFFICE, B.DANCE_HALL)
    assert ask(state) == Place(0, B.SALOON, 1)
    state = play(state, Place(0, B.SALOON, 1), Place(1, B.POST_OFFICE, 3))
    state = play(state, Pass(2), Pass(3), Pass(4))
    assert ask(state) == Place(0, B.SALOON, 3)


def test_it_keeps_its_money_when_no_building_up_is_on_its_card() -> None:
    state = building_bids(canyon(), *NOWHERE)
    assert ask(state) == Pass(0)
    state = play(state, Place(0, B.POST_OFFICE, 2))
    assert ask(state) == Pass(1)


def test_it_passes_while_its_building_leads() -> None:
    state = building_bids(canyon(), B.SALOON, B.POST_OFFICE, B.DANCE_HALL)
    state = play(state, Place(0, B.SALOON, 2), Place(1, B.POST_OFFICE, 1), Pass(2), Pass(3))
    assert ask(state) == Pass(4)
    state = play(state, Pass(4))
    assert ask(state) == Pass(0)


def test_it_halves_the_price_of_a_building_its_profession_subsidises() -> None:
    state = with_active(canyon(), 4, P.SCHOOLMARM)  # the Build symbol on the School
    state = building_bids(state, B.SCHOOL, B.POST_OFFICE, B.DANCE_HALL)
    state = play(state, Place(0, B.POST_OFFICE, 5), Pass(1), Pass(2), Pass(3))
    assert ask(state) == Place(4, B.SCHOOL, 3)  # $3 and the bank's $3 beat $5


def test_it_stops_at_once_a_building_that_would_complete_a_rival_card() -> None:
    state = with_town(canyon(), B.STATION, B.CHURCH, B.HOTEL)  # card 4 needs one more
    state = building_bids(state, B.COURTHOUSE, B.POST_OFFICE, B.DANCE_HALL)
    state = play(state, Place(0, B.COURTHOUSE, 2))
    action = ask(state)
    assert action in (Place(1, B.POST_OFFICE, 2), Place(1, B.DANCE_HALL, 2))  # a tie
    after = play(state, action, Pass(2), Pass(3), Pass(4), Pass(0))
    assert after.cards.town == (B.STATION, B.CHURCH, B.HOTEL)


def test_it_leaves_a_lesser_block_to_the_seats_after_it_unless_it_has_the_last_word() -> None:
    state = with_town(canyon(), B.STATION, B.CHURCH)  # the Courthouse would leave card 4 one short
    state = building_bids(state, B.COURTHOUSE, B.POST_OFFICE, B.DANCE_HALL)
    state = play(state, Pass(0), Pass(1), Pass(2), Place(3, B.COURTHOUSE, 2))
    assert ask(state) == Pass(4)  # seats 0, 1 and 2 may still stop it
    state = play(state, Pass(4), Pass(0), Pass(1))
    assert ask(state) in (Place(2, B.POST_OFFICE, 2), Place(2, B.DANCE_HALL, 2))


def test_it_spends_what_it_takes_on_the_building_that_wins() -> None:
    state = with_town(canyon(), B.SALOON, B.JAIL, B.GUN_SHOP)  # card 1 needs one more
    state = with_money(building_bids(state, B.SMITHY, *NOWHERE[:2]), 30, 30, 5, 5, 5)
    state = play(state, Pass(0), Place(1, B.GENERAL_STORE, 20), Pass(2), Pass(3), Pass(4))
    assert ask(state) == Place(0, B.SMITHY, 21)


def test_it_spends_no_more_in_a_turn_than_a_building_short_of_the_target_is_worth() -> None:
    state = with_town(canyon(), B.SALOON)
    state = with_money(building_bids(state, B.SMITHY, *NOWHERE[:2]), 30, 30, 5, 5, 5)
    state = play(state, Pass(0), Place(1, B.GENERAL_STORE, 20), Pass(2), Pass(3), Pass(4))
    assert ask(state) == Pass(0)


def test_jesse_james_steals_7_from_a_rival_building() -> None:
    state = canyon(characters=cast(C.BILLY_THE_KID, C.JESSE_JAMES))
    state = with_money(building_bids(state, B.SALOON, B.POST_OFFICE, B.DANCE_HALL), 10, 5, 5, 5, 5)
    state = play(state, Place(0, B.POST_OFFICE, 8))
    assert ask(state) == Steal(1, B.POST_OFFICE, 7)


def test_judge_roy_bean_builds_the_tied_building_on_his_card() -> None:
    state = canyon(characters=cast(C.JUDGE_ROY_BEAN))
    state = building_bids(state, B.POST_OFFICE, B.SALOON, B.DANCE_HALL)
    state = play(state, Place(0, B.POST_OFFICE, 2), Place(1, B.SALOON, 2))
    state = play(state, Pass(2), Pass(3), Pass(4), Pass(0))
    assert state.phase is Phase.BUILDING_TIE
    assert ask(state) == ChooseBuilding(0, B.SALOON)


def test_george_custer_redraws_three_buildings_none_of_which_is_his() -> None:
    state = with_buildings(canyon(cast(C.GEORGE_CUSTER)), *NOWHERE)
    assert ask(to_phase(state, Phase.BUILDINGS_REVEALED)) == Redraw(0)
    state = with_buildings(canyon(cast(C.GEORGE_CUSTER)), B.SALOON, *NOWHERE[:2])
    assert ask(to_phase(state, Phase.BUILDINGS_REVEALED)) == Pass(0)


# -- professions ------------------------------------------------------------------------------


def test_it_raises_an_open_bid_by_1_while_under_the_professions_worth() -> None:
    state = next_reveal(canyon(), P.BLACKSMITH)  # open bid, $2 a turn for its owner
    assert ask(state) == Bid(0, 1)
    state = with_money(state, 20, 5, 5, 5, 5)
    state = play(state, Bid(0, 15))
    assert ask(state) == Pass(1)


def test_it_bids_nothing_sealed_for_a_profession_that_adds_nothing() -> None:
    state = with_active(canyon(), 0, P.BLACKSMITH, P.DOCTOR)
    state = next_reveal(state, P.UNDERTAKER)  # closed bid, $1 a turn
    assert ask(state, 0) == Bid(0, 0)


def test_it_bids_sealed_1_above_what_the_rivals_lately_bid_sealed() -> None:
    state = next_reveal(canyon(), P.PROSPECTOR)  # closed bid, $3 a turn
    assert ask(state, 0) == Bid(0, 1)  # no closed auction seen yet
    state = next_reveal(canyon(), P.BANKER, P.PROSPECTOR)
    state = play(state, Bid(0, 0), Bid(1, 3), Bid(2, 0), Bid(3, 0), Bid(4, 0))
    assert state.turn.revealed is P.PROSPECTOR
    assert ask(state, 0) == Bid(0, 4)  # the Banker auction showed a rival bidding $3


def test_it_puts_the_profession_with_the_most_income_in_play() -> None:
    state = at_swap(canyon(), 1, P.UNDERTAKER, P.BLACKSMITH)
    assert ask(state) == Activate(1, P.BLACKSMITH)
    state = play(state, Activate(1, P.BLACKSMITH))
    assert ask(state) == Activate(1, P.UNDERTAKER)  # $1 a turn pays its $1 back
    state = play(state, Activate(1, P.UNDERTAKER))
    assert ask(state) == Pass(1)


def test_it_does_not_swap_a_profession_for_a_poorer_one() -> None:
    state = with_active(canyon(), 1, P.BLACKSMITH, P.DOCTOR)
    state = at_swap(state, 1, P.UNDERTAKER)
    assert ask(state) == Pass(1)


# -- the characters' abilities ----------------------------------------------------------------


def test_bill_mcdonald_takes_the_sheriff_for_nothing() -> None:
    state = next_reveal(canyon(cast(C.BILL_MCDONALD)), P.SHERIFF)
    assert state.phase is Phase.REVEAL
    assert ask(state) == Claim(0)


def test_doc_holliday_pays_4_for_a_dentist_worth_more() -> None:
    state = with_money(canyon(cast(C.DOC_HOLLIDAY)), 10, 5, 5, 5, 5)
    state = next_reveal(state, P.DENTIST)
    assert ask(state) == Claim(0)


def test_doc_holliday_lets_a_dentist_that_adds_nothing_go() -> None:
    state = with_active(canyon(cast(C.DOC_HOLLIDAY)), 0, P.OUTLAW, P.DANCEHALL_GIRL)
    state = next_reveal(with_money(state, 10, 5, 5, 5, 5), P.DENTIST)
    assert ask(state) == Pass(0)


def test_wyatt_earp_opens_a_closed_bid_he_wants_and_closes_an_open_one_he_does_not() -> None:
    state = next_reveal(canyon(cast(C.WYATT_EARP)), P.PROSPECTOR)
    assert state.turn.bidding is Bidding.CLOSED
    assert ask(state) == SwitchBidding(0)
    state = with_active(canyon(cast(C.WYATT_EARP)), 0, P.OUTLAW, P.DANCEHALL_GIRL)
    state = next_reveal(state, P.TELEGRAPHIST)  # open bid, $1 a turn: worth nothing here
    assert ask(state) == SwitchBidding(0)
    state = with_active(canyon(cast(C.WYATT_EARP)), 0, P.OUTLAW, P.DANCEHALL_GIRL)
    state = next_reveal(state, P.BOUNTY_HUNTER)  # closed bid; it would ban his own Outlaw
    assert ask(state) == Pass(0)


def test_belle_starr_robs_as_soon_as_she_may() -> None:
    state = to_turn(canyon(cast(C.BELLE_STARR)), 4)
    assert state.phase is Phase.BEGINNING
    assert ask(state) == Rob(0)


def test_annie_oakley_forbids_the_best_paid_rival_once_a_card_is_one_building_short() -> None:
    state = with_active(canyon(cast(C.ANNIE_OAKLEY)), 2, P.OUTLAW, P.DANCEHALL_GIRL)
    assert ask(state) == Pass(0)
    state = with_town(state, B.STATION, B.CHURCH, B.HOTEL)
    assert ask(state) == Forbid(0, 2)


def test_buffalo_bill_swaps_when_the_other_cards_have_more_built() -> None:
    state = with_town(canyon(cast(C.BUFFALO_BILL)), B.DOCTORS_OFFICE, B.SHERIFFS_OFFICE)
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    assert type(ask(state)) is SwapObjectives
    state = with_town(canyon(cast(C.BUFFALO_BILL)), B.SALOON, B.DANCE_HALL)
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    assert ask(state) == Pass(0)


def test_calamity_jane_exchanges_a_poor_card_for_the_decks_best() -> None:
    jane = 1
    state = at_swap(canyon(cast(C.BILLY_THE_KID, C.CALAMITY_JANE)), jane, P.UNDERTAKER)
    action = ask(state)
    assert type(action) is Exchange
    assert action.give is P.UNDERTAKER

    def income_with(profession: Profession) -> int:
        return income(with_active(state, jane, profession), jane).total

    assert income_with(action.take) == max(income_with(p) for p in state.cards.deck)


# -- whole games ------------------------------------------------------------------------------


def played(bots: list[Any], players: int, seed: int, options: Options | None = None) -> State:
    """The final state of a game between ``bots`` (the runner refuses any action that is
    not one of the seat's legal actions)."""
    final: State | None = None
    for step in play_steps(GAME, bots, players=players, seed=seed, options=options):
        final = step.state
    assert final is not None
    return final


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_it_answers_only_legal_actions_in_whole_games(players: int) -> None:
    for seed in range(2):
        final = played([HeuristicBot(seed * 10 + s) for s in range(players)], players, seed)
        assert final.phase is Phase.OVER
        mixed = [HeuristicBot(s) if s % 2 else RandomBot(s) for s in range(players)]
        assert played(mixed, players, seed + 100).phase is Phase.OVER


@pytest.mark.parametrize(
    "options",
    [
        Options(short_game=True),
        Options(finish_turn=True, open_money=True),
        Options(turn_limit=3),
    ],
)
def test_it_answers_only_legal_actions_with_every_option(options: Options) -> None:
    final = played([HeuristicBot(s) for s in range(5)], 5, 7, options)
    assert final.phase is Phase.OVER


def test_it_plays_the_same_moves_for_the_same_seed() -> None:
    def actions(seed: int) -> list[WildFunWestAction]:
        bots = [HeuristicBot(seed + s) for s in range(5)]
        return [step.action for step in play_steps(GAME, bots, players=5, seed=3)]

    assert actions(1) == actions(1)


def test_its_name_in_records_gives_its_seed() -> None:
    assert repr(HeuristicBot(seed=3)) == "HeuristicBot(seed=3)"
    assert repr(HeuristicBot()) == "HeuristicBot(seed=0)"


@pytest.mark.parametrize(("players", "games"), [(4, 12), (5, 15)])
def test_it_beats_random_players_with_seats_rotated(players: int, games: int) -> None:
    won = 0.0
    for index in range(games):
        seat = index % players
        bots: list[Any] = [RandomBot(100 * index + s) for s in range(players)]
        bots[seat] = HeuristicBot(index)
        result = outcome(played(bots, players, index))
        if seat in result.winners:
            won += 1 / len(result.winners)
    assert won / games >= 0.5  # 1/players by chance; about 0.99 measured
