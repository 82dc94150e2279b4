"""The twelve characters' abilities (Appendix 3), each at its printed moment and limit,
played through ``apply``: what it does, that it can be declined, that it is refused out
of its moment (``"not-now"``) and once spent (``"ability-used"``)."""

from __future__ import annotations

from collections import Counter

from frontier_games.auction import ReentryAuction, SealedAuction
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TURN,
    Bidding,
    Building,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Claim,
    Exchange,
    Forbid,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
)
from frontier_games.games.wild_fun_west.rules import actors, apply, banned, legal_actions
from tests.wild_fun_west.helpers import (
    at_swap,
    building_bids,
    game,
    next_reveal,
    out_of_step_one,
    play,
    quietly_until,
    refused,
    to_phase,
    to_turn,
    with_active,
    with_hand,
    with_money,
    with_town,
)

P, B, C = Profession, Building, Character
TEN = (10,) * 5


def cast(*characters: Character) -> tuple[Character, ...]:
    """Five characters: those named, then quiet ones (Billy the Kid, Jesse James, Belle
    Starr, Calamity Jane, Bill McDonald) in that order, none twice."""
    quiet = (C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.CALAMITY_JANE, C.BILL_MCDONALD)
    rest = [c for c in quiet if c not in characters]
    return (*characters, *rest)[:5]


def bidding_order(state: State) -> tuple[int, ...]:
    """The seats bidding in the auction going on, in turn order."""
    assert state.auction is not None
    return state.auction.order


def in_profession_bidding(state: State) -> State:
    """Play quietly until a profession auction is going on."""
    return to_phase(state, Phase.PROFESSION_BIDDING)


# -- Annie Oakley ---------------------------------------------------------------------------


def test_annie_oakley_forbids_a_player_from_the_profession_auctions_and_building_bids() -> None:
    state = game(characters=cast(C.ANNIE_OAKLEY), first=0)
    annie = 0
    assert state.phase is Phase.BEGINNING
    assert actors(state) == {annie}
    assert legal_actions(state, annie) == (*(Forbid(annie, t) for t in (1, 2, 3, 4)), Pass(annie))
    state = apply(state, Forbid(annie, 2))
    assert state.turn.forbidden == 2
    assert C.ANNIE_OAKLEY in state.turn.used
    assert state.auction is not None
    assert state.auction.order == (0, 1, 3, 4)
    assert legal_actions(state, 2) == ()
    # the forbidden seat is left out of every auction of the turn and of the building bids
    state = next_reveal(state, P.STATION_MASTER)
    assert state.auction is not None
    assert state.auction.order == (0, 1, 3, 4)
    assert refused(state, Bid(2, 1)) == "not-your-turn"
    state = building_bids(state, B.SALOON, B.HOTEL, B.JAIL)
    assert state.auction is not None
    assert state.auction.order == (0, 1, 3, 4)
    assert refused(state, Place(2, B.SALOON, 1)) == "not-your-turn"
    state = play(state, Place(0, B.SALOON, 1), Pass(1), Pass(3))
    assert state.phase is Phase.BUILDING_BIDDING
    state = apply(state, Pass(4))  # N-1 = 3 passes end it
    assert state.cards.town == (B.SALOON,)
    # for the rest of the turn only
    state = to_turn(state, 2)
    assert state.turn.forbidden is None
    assert state.auction is not None
    assert 2 in state.auction.order


def test_annie_oakley_may_pass_and_is_asked_again_next_turn() -> None:
    state = apply(game(characters=cast(C.ANNIE_OAKLEY)), Pass(0))
    assert state.turn.forbidden is None
    assert C.ANNIE_OAKLEY not in state.turn.used
    state = to_turn(state, 2)
    assert state.phase is Phase.BEGINNING
    assert actors(state) == {0}


def test_annie_oakley_forbids_once_a_game_and_only_at_the_beginning_of_a_turn() -> None:
    state = game(characters=cast(C.ANNIE_OAKLEY, C.BELLE_STARR))
    assert refused(in_profession_bidding(apply(state, Pass(0))), Forbid(0, 2)) == "not-now"
    state = apply(state, Forbid(0, 2))
    state = to_turn(state, BELLE_STARR_TURN)  # Belle Starr is asked: a beginning to act in
    assert state.phase is Phase.BEGINNING
    assert actors(state) == {1}
    assert refused(state, Forbid(0, 3)) == "ability-used"


def test_annie_oakley_forbids_another_player_only() -> None:
    state = game(characters=cast(C.ANNIE_OAKLEY))
    assert refused(state, Forbid(0, 0)) == "no-such-seat"
    assert refused(state, Forbid(0, 5)) == "no-such-seat"
    assert refused(state, Forbid(1, 2)) == "not-your-ability"


# -- Belle Starr ----------------------------------------------------------------------------


def test_belle_starr_steals_2_or_less_from_each_unprotected_player_from_turn_4() -> None:
    belle = 2
    six = (
        C.BILLY_THE_KID,
        C.JESSE_JAMES,
        C.BELLE_STARR,
        C.CALAMITY_JANE,
        C.BILL_MCDONALD,
        C.DOC_HOLLIDAY,
    )
    state = game(6, characters=six)
    for turn in range(1, BELLE_STARR_TURN):
        state = to_turn(state, turn)
        assert state.phase is not Phase.BEGINNING  # not asked before the 4th turn
        assert refused(state, Rob(belle)) == "not-now"
    state = to_turn(state, BELLE_STARR_TURN)
    assert state.phase is Phase.BEGINNING
    assert actors(state) == {belle}
    assert legal_actions(state, belle) == (Rob(belle), Pass(belle))
    state = with_active(state, 3, P.SHERIFF)
    state = with_active(state, 4, P.MARSHAL)
    state = with_active(state, 5, P.JUDGE)
    state = with_money(state, 6, 1, 4, 7, 7, 7)
    state = apply(state, Rob(belle))
    assert state.money == (4, 0, 4 + 3, 7, 7, 7)  # $2, all of $1; the protected keep theirs
    assert C.BELLE_STARR in state.turn.used
    assert state.phase in (Phase.REVEAL, Phase.PROFESSION_BIDDING)


def test_belle_starr_may_not_steal_before_the_4th_turn() -> None:
    state = game(characters=cast(C.ANNIE_OAKLEY, C.BELLE_STARR))
    assert state.phase is Phase.BEGINNING  # Annie Oakley is asked; Belle Starr is not
    assert state.waiting == (0,)
    assert refused(state, Rob(1)) == "ability-not-now"


def test_belle_starr_steals_once_a_game_and_only_at_the_beginning_of_a_turn() -> None:
    state = to_turn(game(characters=cast(C.ANNIE_OAKLEY, C.BELLE_STARR)), BELLE_STARR_TURN)
    assert state.waiting == (0, 1)
    state = play(state, Pass(0), Pass(1))  # declined: asked again next turn
    state = to_turn(state, BELLE_STARR_TURN + 1)
    assert state.waiting == (0, 1)
    state = play(state, Pass(0), Rob(1))
    assert refused(in_profession_bidding(state), Rob(1)) == "not-now"
    state = to_turn(state, BELLE_STARR_TURN + 2)
    assert state.waiting == (0,)
    assert refused(state, Rob(1)) == "ability-used"


# -- Bill McDonald --------------------------------------------------------------------------

BILL = 4
"""Bill McDonald's seat in ``cast()``."""


def test_bill_mcdonald_takes_the_sheriff_without_bidding_when_it_is_revealed() -> None:
    state = next_reveal(game(characters=cast()), P.SHERIFF)
    assert state.phase is Phase.REVEAL
    assert actors(state) == {BILL}
    assert legal_actions(state, BILL) == (Claim(BILL), Pass(BILL))
    state = apply(state, Claim(BILL))
    assert state.cards.hands[BILL] == (P.SHERIFF,)
    assert state.money == (5,) * 5  # taken for nothing; putting it in play costs $1
    assert state.turn.sheriff_free
    assert C.BILL_MCDONALD in state.turn.used
    assert state.turn.revealed not in (None, P.SHERIFF)  # the next card is up


def test_bill_mcdonald_may_let_the_sheriff_go_to_auction() -> None:
    state = apply(next_reveal(game(characters=cast()), P.SHERIFF), Pass(BILL))
    assert state.phase is Phase.PROFESSION_BIDDING
    assert state.turn.revealed is P.SHERIFF
    assert not state.turn.sheriff_free


def test_bill_mcdonald_ignores_bans_on_the_sheriff_until_the_end_of_that_turn() -> None:
    state = with_active(game(characters=cast()), 1, P.OUTLAW)  # bans the Sheriff
    state = apply(next_reveal(state, P.SHERIFF), Claim(BILL))
    assert not banned(state, P.SHERIFF)
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    assert actors(state) == {BILL}
    state = apply(state, Activate(BILL, P.SHERIFF))
    assert state.cards.active[BILL] == (P.SHERIFF,)
    assert state.money[BILL] == 4
    # the turn ends: still banned, the Sheriff goes back to his hand
    state = to_turn(state, 2)
    assert not state.turn.sheriff_free
    assert state.cards.active[BILL] == ()
    assert state.cards.hands[BILL] == (P.SHERIFF,)
    assert banned(state, P.SHERIFF)


def test_a_banning_profession_entering_play_leaves_bill_mcdonalds_sheriff_that_turn() -> None:
    state = with_hand(game(characters=cast()), 1, P.OUTLAW)
    state = apply(next_reveal(state, P.SHERIFF), Claim(BILL))
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    state = play(state, Pass(1), Activate(BILL, P.SHERIFF), Pass(BILL))
    state = to_phase(state, Phase.SWAP_BEFORE_INCOME)
    state = apply(state, Activate(1, P.OUTLAW))
    assert state.cards.active[1] == (P.OUTLAW,)
    assert state.cards.active[BILL] == (P.SHERIFF,)  # bans on the Sheriff are ignored
    state = to_turn(state, 2)
    assert state.cards.active[BILL] == ()
    assert state.cards.hands[BILL] == (P.SHERIFF,)


def test_bill_mcdonalds_sheriff_stays_in_play_when_nothing_bans_it() -> None:
    state = apply(next_reveal(game(characters=cast()), P.SHERIFF), Claim(BILL))
    state = apply(to_phase(state, Phase.SWAP_BEFORE_BUILDINGS), Activate(BILL, P.SHERIFF))
    state = to_turn(state, 2)
    assert state.cards.active[BILL] == (P.SHERIFF,)


def test_bill_mcdonald_takes_the_sheriff_once_a_game_and_only_when_it_is_revealed() -> None:
    state = game(
        characters=(C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.WYATT_EARP, C.BILL_MCDONALD)
    )
    assert state.phase is Phase.REVEAL  # Wyatt Earp is asked at every reveal
    assert refused(state, Claim(BILL)) == "not-your-ability"  # not the Sheriff
    state = next_reveal(state, P.SHERIFF)
    assert state.waiting == (BILL, 3)  # the taker first, then Wyatt Earp
    assert refused(in_profession_bidding(apply(state, Pass(BILL))), Claim(BILL)) == "not-now"
    state = apply(state, Claim(BILL))
    state = next_reveal(to_turn(state, 2), P.SHERIFF)  # back in the deck, revealed again
    assert state.waiting == (3,)  # Bill McDonald is not asked again
    assert refused(state, Claim(BILL)) == "ability-used"


# -- Billy the Kid --------------------------------------------------------------------------


def test_billy_the_kid_gains_15_as_soon_as_the_bank_is_built() -> None:
    billy = 0
    state = building_bids(game(characters=cast()), B.BANK, B.HOTEL, B.JAIL)
    state = play(state, Pass(0), Place(1, B.BANK, 2), Pass(2), Pass(3), Pass(4), Pass(0))
    assert state.cards.town == (B.BANK,)
    assert state.money == (5 + 15, 3, 5, 5, 5)
    assert C.BILLY_THE_KID in state.turn.used
    assert state.phase is Phase.SWAP_BEFORE_INCOME  # paid before the income, at once
    assert legal_actions(state, billy) == ()  # an ability without an action


def test_billy_the_kid_gains_nothing_when_another_building_is_built() -> None:
    state = building_bids(game(characters=cast()), B.BANK, B.HOTEL, B.JAIL)
    state = play(state, Place(0, B.HOTEL, 1), Pass(1), Pass(2), Pass(3), Pass(4))
    assert state.cards.town == (B.HOTEL,)
    assert state.money == (4, 5, 5, 5, 5)
    assert C.BILLY_THE_KID not in state.turn.used


def test_billy_the_kid_gains_15_when_judge_roy_bean_builds_the_bank() -> None:
    state = building_bids(game(characters=cast(C.JUDGE_ROY_BEAN)), B.BANK, B.HOTEL, B.JAIL)
    state = play(
        state, Place(0, B.BANK, 1), Place(1, B.HOTEL, 1), Pass(2), Pass(3), Pass(4), Pass(0)
    )
    assert state.phase is Phase.BUILDING_TIE
    state = apply(state, ChooseBuilding(0, B.BANK))
    assert state.setup.characters[1] is C.BILLY_THE_KID
    assert state.money == (4, 5 - 1 + 15, 5, 5, 5)


# -- Buffalo Bill ---------------------------------------------------------------------------


def test_buffalo_bill_swaps_objective_cards_with_a_player_of_his_choice() -> None:
    state = to_phase(game(characters=cast(C.BUFFALO_BILL)), Phase.SWAP_BEFORE_BUILDINGS)
    assert actors(state) == {0}  # asked though his hand is empty
    assert legal_actions(state, 0) == (*(SwapObjectives(0, t) for t in (1, 2, 3, 4)), Pass(0))
    objectives = state.cards.objectives
    state = apply(state, SwapObjectives(0, 3))
    assert state.cards.objectives == (objectives[3], *objectives[1:3], objectives[0], objectives[4])
    assert state.cards.swapped == (0, 3)
    assert C.BUFFALO_BILL in state.turn.used
    assert actors(state) == {0}  # his swap moment goes on
    assert refused(state, SwapObjectives(0, 3)) == "ability-used"  # no swapping back
    assert refused(state, SwapObjectives(0, 2)) == "ability-used"
    state = apply(state, Pass(0))
    assert state.phase is Phase.BUILDING_BIDDING


def test_buffalo_bill_swaps_only_while_at_most_2_buildings_are_built() -> None:
    state = with_town(game(characters=cast(C.BUFFALO_BILL)), B.SALOON, B.HOTEL)
    state = to_phase(state, Phase.SWAP_BEFORE_BUILDINGS)
    assert SwapObjectives(0, 1) in legal_actions(state, 0)
    state = with_town(game(characters=cast(C.BUFFALO_BILL)), B.SALOON, B.HOTEL, B.JAIL)
    assert out_of_step_one(state).phase is Phase.BUILDING_BIDDING  # nothing to ask him
    state = at_swap(state, 0, P.TRAPPER)
    assert legal_actions(state, 0) == (Activate(0, P.TRAPPER), Pass(0))
    assert refused(state, SwapObjectives(0, 1)) == "ability-not-now"


def test_buffalo_bill_swaps_in_a_swap_moment_only() -> None:
    state = in_profession_bidding(game(characters=cast(C.BUFFALO_BILL)))
    assert refused(state, SwapObjectives(0, 1)) == "not-now"
    assert refused(state, SwapObjectives(1, 0)) == "not-now"


# -- Calamity Jane --------------------------------------------------------------------------

JANE = 3
"""Calamity Jane's seat in ``cast()``."""


def test_calamity_jane_exchanges_a_card_in_hand_for_one_of_her_choice_from_the_deck() -> None:
    state = at_swap(game(characters=cast()), JANE, P.TRAPPER)
    assert P.SCHOOLMARM in state.cards.deck
    deck, rng = state.cards.deck, state.rng
    state = apply(state, Exchange(JANE, P.TRAPPER, P.SCHOOLMARM))
    assert state.cards.hands[JANE] == (P.SCHOOLMARM,)
    assert state.cards.secret is P.SCHOOLMARM  # nobody else knows which card she took
    expected = Counter(deck)
    expected[P.SCHOOLMARM] -= 1
    expected[P.TRAPPER] += 1
    assert Counter(state.cards.deck) == +expected
    assert state.rng != rng  # the deck is shuffled
    assert C.CALAMITY_JANE in state.turn.used
    assert actors(state) == {JANE}  # her swap moment goes on
    assert refused(state, Exchange(JANE, P.SCHOOLMARM, P.TRAPPER)) == "ability-used"
    state = apply(state, Activate(JANE, P.SCHOOLMARM))
    assert state.cards.secret is None  # in play, face up


def test_calamity_jane_chooses_from_the_deck_not_from_the_discards() -> None:
    state = at_swap(game(characters=cast()), JANE, P.TRAPPER)
    discarded = state.cards.discards[0]
    assert refused(state, Exchange(JANE, P.TRAPPER, discarded)) == "not-in-deck"
    assert refused(state, Exchange(JANE, P.SCHOOLMARM, state.cards.deck[0])) == "not-in-hand"


def test_calamity_jane_exchanges_in_a_swap_moment_only() -> None:
    state = with_hand(game(characters=cast()), JANE, P.TRAPPER)
    card = state.cards.deck[0]
    assert refused(state, Exchange(JANE, P.TRAPPER, card)) == "not-now"
    assert refused(state, Exchange(0, P.TRAPPER, card)) == "not-now"


# -- "Doc" Holliday -------------------------------------------------------------------------

DOC = 4


def doc_game() -> State:
    return game(
        characters=cast(
            C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.CALAMITY_JANE, C.DOC_HOLLIDAY
        )
    )


def test_doc_holliday_takes_the_dentist_and_the_gambler_for_4_each() -> None:
    state = with_money(doc_game(), 5, 5, 5, 5, 10)
    state = next_reveal(state, P.DENTIST, P.GAMBLER)
    assert actors(state) == {DOC}
    assert legal_actions(state, DOC) == (Claim(DOC), Pass(DOC))
    state = apply(state, Claim(DOC))
    assert state.money[DOC] == 6
    assert state.cards.hands[DOC] == (P.DENTIST,)
    assert state.turn.revealed is P.GAMBLER
    assert C.DOC_HOLLIDAY not in state.turn.used  # no once-a-game limit
    state = apply(state, Claim(DOC))
    assert state.money[DOC] == 2
    assert state.cards.hands[DOC] == (P.DENTIST, P.GAMBLER)


def test_doc_holliday_cannot_take_a_card_without_4() -> None:
    state = next_reveal(with_money(doc_game(), 5, 5, 5, 5, 3), P.DENTIST)
    assert actors(state) == {DOC}
    assert legal_actions(state, DOC) == (Pass(DOC),)
    assert refused(state, Claim(DOC)) == "no-money"
    state = apply(state, Pass(DOC))
    assert state.phase is Phase.PROFESSION_BIDDING  # the Dentist is auctioned


def test_doc_holliday_takes_only_when_the_dentist_or_gambler_is_revealed() -> None:
    state = next_reveal(doc_game(), P.DENTIST)
    assert refused(in_profession_bidding(apply(state, Pass(DOC))), Claim(DOC)) == "not-now"
    assert refused(in_profession_bidding(next_reveal(state, P.COWBOY)), Claim(DOC)) == "not-now"


# -- George Custer --------------------------------------------------------------------------


def test_george_custer_redraws_the_three_buildings_with_every_discarded_one() -> None:
    state = to_phase(game(characters=cast(C.GEORGE_CUSTER)), Phase.BUILDINGS_REVEALED)
    assert actors(state) == {0}
    assert legal_actions(state, 0) == (Redraw(0), Pass(0))
    deck = state.cards.building_deck
    state = state.evolve(
        cards=state.cards.evolve(building_deck=deck[2:], building_discards=deck[:2])
    )
    cards = state.cards
    everything = Counter((*cards.building_deck, *cards.building_discards, *cards.buildings_up))
    state = apply(state, Redraw(0))
    cards = state.cards
    assert state.phase is Phase.BUILDING_BIDDING
    assert len(cards.buildings_up) == 3
    assert cards.building_discards == ()
    assert Counter((*cards.building_deck, *cards.buildings_up)) == everything
    assert C.GEORGE_CUSTER in state.turn.used


def test_george_custer_may_pass_and_the_bidding_starts_on_the_same_buildings() -> None:
    state = to_phase(game(characters=cast(C.GEORGE_CUSTER)), Phase.BUILDINGS_REVEALED)
    up = state.cards.buildings_up
    state = apply(state, Pass(0))
    assert state.phase is Phase.BUILDING_BIDDING
    assert state.cards.buildings_up == up
    assert C.GEORGE_CUSTER not in state.turn.used


def test_george_custer_redraws_once_a_game_before_the_bidding_starts() -> None:
    state = to_phase(game(characters=cast(C.GEORGE_CUSTER)), Phase.BUILDINGS_REVEALED)
    assert refused(in_profession_bidding(game(characters=cast(C.GEORGE_CUSTER))), Redraw(0)) == (
        "not-now"
    )
    state = apply(state, Redraw(0))
    assert refused(state, Redraw(0)) == "not-now"  # the bidding has started
    state = quietly_until(
        to_turn(state, 2), lambda s: s.phase in (Phase.BUILDINGS_REVEALED, Phase.BUILDING_BIDDING)
    )
    assert state.phase is Phase.BUILDING_BIDDING  # not asked again: the moment never comes
    assert refused(state, Redraw(0)) == "not-now"


# -- Jesse James ----------------------------------------------------------------------------

JESSE = 1


def test_jesse_james_steals_up_to_7_from_one_building_and_the_passes_start_again() -> None:
    state = game(characters=cast(), first=2)
    state = with_money(building_bids(state, B.SALOON, B.HOTEL, B.JAIL), *TEN)
    state = play(state, Place(2, B.SALOON, 9), Pass(3), Pass(4), Pass(0))
    assert actors(state) == {JESSE}
    legal = legal_actions(state, JESSE)
    assert [a for a in legal if type(a) is Steal] == [
        Steal(JESSE, B.SALOON, n) for n in range(1, 8)
    ]
    state = apply(state, Steal(JESSE, B.SALOON, 7))
    assert C.JESSE_JAMES in state.turn.used
    assert state.auction is not None
    assert getattr(state.auction, "lots", None) == (2, 0, 0)
    assert getattr(state.auction, "passes", None) == 0  # as if nobody had said pass
    assert actors(state) == {JESSE}  # and it is still his turn
    assert refused(state, Steal(JESSE, B.SALOON, 1)) == "ability-used"
    state = play(state, Pass(JESSE), Pass(2), Pass(3))
    assert state.phase is Phase.BUILDING_BIDDING  # three passes: not over yet
    state = apply(state, Pass(4))
    assert state.cards.town == (B.SALOON,)
    assert state.money == (10, 10 + 7, 10 - 9, 10, 10)


def test_jesse_james_may_place_the_stolen_money_at_once() -> None:
    state = with_money(building_bids(game(characters=cast()), B.SALOON, B.HOTEL, B.JAIL), *TEN)
    state = play(state, Place(0, B.SALOON, 9), Steal(JESSE, B.SALOON, 7))
    state = play(state, Place(JESSE, B.HOTEL, 17))  # his $10 and the $7
    state = play(state, Pass(2), Pass(3), Pass(4), Pass(0))
    assert state.cards.town == (B.HOTEL,)
    assert state.money == (1, 10 + 7 - 17, 10, 10, 10)


def test_jesse_james_steals_at_most_7_and_no_more_than_lies_on_the_building() -> None:
    state = with_money(building_bids(game(characters=cast()), B.SALOON, B.HOTEL, B.JAIL), *TEN)
    state = apply(state, Place(0, B.SALOON, 9))
    assert refused(state, Steal(JESSE, B.SALOON, 8)) == "steal-too-much"
    assert refused(state, Steal(JESSE, B.HOTEL, 1)) == "steal-too-much"
    assert refused(state, Steal(JESSE, B.SCHOOL, 1)) == "building-not-up"
    state = play(state, Pass(JESSE), Place(2, B.HOTEL, 2))
    assert refused(state, Steal(JESSE, B.HOTEL, 1)) == "not-your-turn"
    assert refused(state, Steal(0, B.HOTEL, 1)) == "not-your-ability"


def test_jesse_james_steals_once_a_game_during_the_building_bids() -> None:
    state = game(characters=cast())
    assert refused(state, Steal(JESSE, B.SALOON, 1)) == "not-now"
    state = with_money(building_bids(state, B.SALOON, B.HOTEL, B.JAIL), *TEN)
    state = play(state, Place(0, B.SALOON, 3), Steal(JESSE, B.SALOON, 3), Pass(JESSE))
    state = building_bids(to_turn(state, 2), B.SCHOOL, B.STATION, B.CHURCH)
    assert bidding_order(state) == (1, 2, 3, 4, 0)
    state = play(state, Pass(JESSE), Place(2, B.SCHOOL, 1), Pass(3), Pass(4), Pass(0))
    assert actors(state) == {JESSE}
    assert not [a for a in legal_actions(state, JESSE) if type(a) is Steal]
    assert refused(state, Steal(JESSE, B.SCHOOL, 1)) == "ability-used"


# -- Judge Roy Bean -------------------------------------------------------------------------


def tie(
    state: State, up: tuple[Building, Building, Building] = (B.SALOON, B.HOTEL, B.JAIL)
) -> State:
    """Building bids in which the first two buildings ``up`` tie at $2 (the third has
    $0): the Saloon and the Hotel, by default."""
    state = building_bids(state, *up)
    order = bidding_order(state)
    return play(
        state, Place(order[0], up[0], 2), Place(order[1], up[1], 2),
        *(Pass(seat) for seat in (*order[2:], order[0])),
    )  # fmt: skip


def test_judge_roy_bean_chooses_one_of_the_tied_buildings_to_build() -> None:
    state = tie(game(characters=cast(C.JUDGE_ROY_BEAN)))
    assert state.phase is Phase.BUILDING_TIE
    assert actors(state) == {0}
    assert state.money == (3, 3, 5, 5, 5)  # the bids are paid already
    assert legal_actions(state, 0) == (
        ChooseBuilding(0, B.SALOON), ChooseBuilding(0, B.HOTEL), Pass(0),
    )  # fmt: skip
    assert refused(state, ChooseBuilding(0, B.JAIL)) == "not-tied"
    state = apply(state, ChooseBuilding(0, B.HOTEL))
    assert state.cards.town == (B.HOTEL,)
    assert set(state.cards.building_discards) == {B.SALOON, B.JAIL}
    assert C.JUDGE_ROY_BEAN in state.turn.used


def test_judge_roy_bean_may_pass_and_nothing_is_built() -> None:
    state = apply(tie(game(characters=cast(C.JUDGE_ROY_BEAN))), Pass(0))
    assert state.cards.town == ()
    assert set(state.cards.building_discards) == {B.SALOON, B.HOTEL, B.JAIL}
    assert C.JUDGE_ROY_BEAN not in state.turn.used


def test_judge_roy_bean_chooses_once_a_game_on_a_tie_only() -> None:
    state = game(characters=cast(C.JUDGE_ROY_BEAN))
    assert refused(state, ChooseBuilding(0, B.SALOON)) == "not-now"
    state = apply(tie(state), ChooseBuilding(0, B.SALOON))
    state = tie(to_turn(state, 2), (B.SCHOOL, B.STATION, B.CHURCH))
    assert state.phase is not Phase.BUILDING_TIE  # a second tie: he is not asked
    assert state.cards.town == (B.SALOON,)  # and nothing is built
    assert refused(state, ChooseBuilding(0, B.SCHOOL)) == "not-now"


# -- Wild Bill Hickok -----------------------------------------------------------------------

WILD_BILL = 4


def wild_bill_game() -> State:
    return game(
        characters=cast(
            C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.WYATT_EARP, C.WILD_BILL_HICKOK
        )
    )


def test_wild_bill_hickok_takes_the_stagecoach_driver_or_the_marshal_once_a_game() -> None:
    state = next_reveal(wild_bill_game(), P.STAGECOACH_DRIVER, P.MARSHAL)
    assert state.waiting == (WILD_BILL, 3)
    assert legal_actions(state, WILD_BILL) == (Claim(WILD_BILL), Pass(WILD_BILL))
    state = apply(state, Claim(WILD_BILL))
    assert state.cards.hands[WILD_BILL] == (P.STAGECOACH_DRIVER,)
    assert state.money == (5,) * 5
    assert C.WILD_BILL_HICKOK in state.turn.used
    assert state.turn.revealed is P.MARSHAL
    assert state.waiting == (3,)  # only one profession this way
    assert refused(state, Claim(WILD_BILL)) == "ability-used"


def test_wild_bill_hickok_takes_the_marshal_and_only_when_it_is_revealed() -> None:
    state = next_reveal(wild_bill_game(), P.MARSHAL)
    assert refused(in_profession_bidding(apply(state, Pass(WILD_BILL))), Claim(WILD_BILL)) == (
        "not-now"
    )
    state = apply(state, Claim(WILD_BILL))
    assert state.cards.hands[WILD_BILL] == (P.MARSHAL,)


# -- Wyatt Earp -----------------------------------------------------------------------------

WYATT = 3


def doc_wyatt_game() -> State:
    return game(
        characters=cast(C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.WYATT_EARP, C.DOC_HOLLIDAY)
    )


def test_wyatt_earp_switches_a_closed_bid_to_an_open_bid_before_the_bidding() -> None:
    state = next_reveal(doc_wyatt_game(), P.PROSPECTOR)
    assert actors(state) == {WYATT}
    assert legal_actions(state, WYATT) == (SwitchBidding(WYATT), Pass(WYATT))
    state = apply(state, SwitchBidding(WYATT))
    assert state.turn.bidding is Bidding.OPEN
    assert type(state.auction) is ReentryAuction
    state = play(state, Bid(0, 2), Pass(1), Pass(2), Pass(3), Pass(4))
    assert state.cards.hands[0] == (P.PROSPECTOR,)
    assert state.money == (3, 5, 5, 5, 5)  # only the winner pays


def test_wyatt_earp_switches_an_open_bid_to_a_closed_bid() -> None:
    state = apply(next_reveal(doc_wyatt_game(), P.STATION_MASTER), SwitchBidding(WYATT))
    assert state.turn.bidding is Bidding.CLOSED
    assert type(state.auction) is SealedAuction


def test_wyatt_earp_may_pass_and_the_card_is_auctioned_as_printed() -> None:
    state = apply(next_reveal(doc_wyatt_game(), P.PROSPECTOR), Pass(WYATT))
    assert type(state.auction) is SealedAuction
    assert not state.turn.earp_switched


def test_wyatt_earp_switches_once_a_turn_when_a_profession_is_revealed() -> None:
    state = next_reveal(doc_wyatt_game(), P.PROSPECTOR, P.DENTIST)
    state = apply(state, SwitchBidding(WYATT))
    assert refused(state, SwitchBidding(WYATT)) == "not-now"  # the bidding has started
    state = quietly_until(state, lambda s: s.turn.revealed is P.DENTIST)
    assert state.waiting == (4,)  # "Doc" Holliday is asked; Wyatt Earp is not
    assert refused(state, SwitchBidding(WYATT)) == "ability-used"
    state = to_turn(state, 2)
    assert state.phase is Phase.REVEAL
    assert actors(state) == {WYATT}  # a new turn
    assert SwitchBidding(WYATT) in legal_actions(state, WYATT)
