"""*Wild Fun West* in words: every legal action described differently and read back by
``parse_action``, and each kind of event narrated to the seats that see it, and only to
them.

Rulebook players 1..5 are seats 0..4.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from frontier_games.core import IllegalActionError
from frontier_games.games.wild_fun_west import GAME
from frontier_games.games.wild_fun_west.content import (
    Building,
    Character,
    Objective,
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
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    income,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.wild_fun_west.view import determinize, view
from frontier_games.games.wild_fun_west.words import describe, narrate
from frontier_games.rng import Rng, randbelow, sample
from frontier_games.text import normalize, parse_action
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
P1, P2, P3, P4, P5 = range(5)
"""The rulebook's players 1 to 5."""
TEN = (10,) * 5
JESSE, BELLE, JANE = 1, 2, 3
"""Seats of Jesse James, Belle Starr and Calamity Jane in ``game()``."""


def cast(*characters: Character) -> tuple[Character, ...]:
    """Five characters: those named, then quiet ones (Billy the Kid, Jesse James, Belle
    Starr, Calamity Jane, Bill McDonald) in that order, none twice."""
    quiet = (C.BILLY_THE_KID, C.JESSE_JAMES, C.BELLE_STARR, C.CALAMITY_JANE, C.BILL_MCDONALD)
    rest = [c for c in quiet if c not in characters]
    return (*characters, *rest)[:5]


def said(state: State, seat: int, action: WildFunWestAction) -> str:
    """``action`` described to ``seat``."""
    return describe(view(state, seat), action)


def parse(state: State, seat: int, text: str) -> WildFunWestAction:
    return parse_action(GAME, view(state, seat), legal_actions(state, seat), text)


# -- every legal action, described and read back ----------------------------------------------


def _random_game(
    players: int, seed: int, options: Options | None, steps: int
) -> list[tuple[State, WildFunWestAction]]:
    """The positions of a random game of at most ``steps`` actions, each with the action
    played there."""
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    played: list[tuple[State, WildFunWestAction]] = []
    while not is_over(state) and len(played) < steps:
        seats = sorted(actors(state))
        pick, rng = randbelow(rng, len(seats))
        legal = legal_actions(state, seats[pick])
        pick, rng = randbelow(rng, len(legal))
        played.append((state, legal[pick]))
        state = apply(state, legal[pick])
    return played


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, None),
        (5, Options(open_money=True)),
        (6, Options(short_game=True, finish_turn=True)),
        (7, None),
        (8, Options(open_money=True)),
    ],
)
def test_a_seats_legal_actions_are_described_differently_and_read_back(
    players: int, options: Options | None
) -> None:
    rng = Rng.from_seed(players)
    for state, _ in _random_game(players, players, options, 400):
        for seat in sorted(actors(state)):
            seen = view(state, seat)
            legal = legal_actions(state, seat)
            texts = [describe(seen, action) for action in legal]
            assert len({normalize(text) for text in texts}) == len(legal), texts
            chosen: Sequence[WildFunWestAction] = legal
            if len(legal) > 3:
                chosen, rng = sample(rng, legal, 3)
            for action in chosen:
                assert parse_action(GAME, seen, legal, describe(seen, action)) == action


def test_narration_is_the_same_in_every_position_a_seat_cannot_tell_apart() -> None:
    """What the battery checks, on one game: a seat is told alike of a determinization of
    its view that the action leaves looking the same, and of another action of the actor
    that it cannot tell apart."""
    for state, action in _random_game(4, 7, None, 250):
        following = apply(state, action)
        others = [a for a in legal_actions(state, action.player) if a != action][:3]
        for seat in (0, 1, 2, 3, None):
            told = narrate(state, action, seat)
            assert told
            assert all(isinstance(line, str) and line for line in told)
            after = view(following, seat)
            guess = determinize(view(state, seat), 1)
            if action in legal_actions(guess, action.player) and (
                view(apply(guess, action), seat) == after
            ):
                assert narrate(guess, action, seat) == told
            for other in others if seat != action.player else ():
                if view(apply(state, other), seat) == after:
                    assert narrate(state, other, seat) == told


# -- describe ------------------------------------------------------------------------------


def test_open_bids_and_passes_name_the_profession_and_the_seat_to_the_others() -> None:
    state = next_reveal(game(), P.STATION_MASTER)
    assert said(state, P1, Bid(P1, 3)) == "bid $3 for the Station Master"
    assert said(state, P1, Pass(P1)) == "pass on the Station Master"
    assert said(state, P2, Bid(P1, 3)) == "seat 0 bids $3 for the Station Master"
    assert describe(view(state, None), Pass(P1)) == "seat 0 passes on the Station Master"


def test_sealed_and_tie_break_bids_say_so() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    assert said(state, P1, Bid(P1, 0)) == "bid $0 (sealed) for the Prospector"
    state = with_money(next_reveal(game(), P.COWBOY), *TEN)
    state = play(state, Bid(P1, 1), Bid(P2, 2), Bid(P3, 2), Bid(P4, 2), Bid(P5, 0))
    assert said(state, P2, Bid(P2, 1)) == "bid $1 in the tie-break for the Cowboy"
    assert said(state, P2, Pass(P2)) == "pass in the tie-break for the Cowboy"


def test_putting_a_profession_in_play_names_what_it_replaces_and_sends_back() -> None:
    state = with_active(at_swap(game(), P1, P.STATION_MASTER, P.TRAPPER), P3, P.BLACKSMITH)
    assert said(state, P1, Activate(P1, P.TRAPPER)) == "put the Trapper in play for $1"
    assert (
        said(state, P1, Activate(P1, P.STATION_MASTER))
        == "put the Station Master in play for $1 (the Blacksmith goes back to seat 2's hand)"
    )
    assert (
        said(state, P2, Activate(P1, P.STATION_MASTER))
        == "seat 0 puts the Station Master in play for $1 (the Blacksmith goes back to seat 2's "
        "hand)"
    )
    state = with_active(
        at_swap(game(), P1, P.STATION_MASTER, P.TRAPPER), P1, P.BLACKSMITH, P.BANKER
    )
    assert (
        said(state, P1, Activate(P1, P.TRAPPER, P.BANKER))
        == "put the Trapper in play for $1, replacing the Banker"
    )
    assert (
        said(state, P1, Activate(P1, P.STATION_MASTER, P.BANKER))
        == "put the Station Master in play for $1, replacing the Banker (the Blacksmith goes "
        "back to your hand)"
    )
    assert said(state, P1, Pass(P1)) == "pass (done swapping)"


def test_a_placement_says_when_the_bank_adds_its_subsidy() -> None:
    state = with_active(building_bids(game(), B.SALOON, B.HOTEL, B.JAIL), P1, P.BARTENDER)
    assert said(state, P1, Place(P1, B.SALOON, 4)) == "put $4 on the Saloon (the bank adds $4)"
    assert said(state, P1, Place(P1, B.HOTEL, 4)) == "put $4 on the Hotel"
    assert said(state, P1, Pass(P1)) == "pass on the buildings"
    state = play(state, Place(P1, B.SALOON, 3))
    assert said(state, JESSE, Steal(JESSE, B.SALOON, 3)) == (
        "steal $3 from the Saloon's bids (Jesse James)"
    )


@pytest.mark.parametrize(
    ("character", "card", "take", "decline"),
    [
        (C.DOC_HOLLIDAY, P.DENTIST, 'take the Dentist without bidding for $4 ("Doc" Holliday)',
         'pass (do not use "Doc" Holliday\'s ability)'),
        (C.WILD_BILL_HICKOK, P.MARSHAL, "take the Marshal without bidding (Wild Bill Hickok)",
         "pass (do not use Wild Bill Hickok's ability)"),
        (C.BILL_MCDONALD, P.SHERIFF, "take the Sheriff without bidding (Bill McDonald)",
         "pass (do not use Bill McDonald's ability)"),
        (C.WYATT_EARP, P.COWBOY, "switch the Cowboy to an open bid (Wyatt Earp)",
         "pass (do not use Wyatt Earp's ability)"),
    ],
)  # fmt: skip
def test_the_abilities_offered_at_a_reveal_name_the_card_and_the_character(
    character: Character, card: Profession, take: str, decline: str
) -> None:
    state = next_reveal(game(characters=cast(character)), card)
    assert state.phase is Phase.REVEAL
    assert [said(state, P1, action) for action in legal_actions(state, P1)] == [take, decline]


def test_the_beginning_of_a_turn_offers_annie_oakley_and_belle_starr_by_name() -> None:
    state = game(characters=cast(C.ANNIE_OAKLEY))
    assert said(state, P1, Forbid(P1, 2)) == "forbid seat 2 (Jesse James) from bidding this turn"
    assert said(state, P1, Pass(P1)) == "pass (do not use Annie Oakley's ability)"
    state = with_active(to_turn(game(), 4), P5, P.MARSHAL)
    assert state.phase is Phase.BEGINNING
    assert said(state, BELLE, Rob(BELLE)) == "steal up to $2 from seats 0, 1 and 3 (Belle Starr)"
    assert (
        said(state, P1, Rob(BELLE)) == "seat 2 steals up to $2 from seats 0, 1 and 3 (Belle Starr)"
    )


def test_the_swap_moment_abilities_name_the_seat_and_the_cards() -> None:
    state = at_swap(game(), JANE, P.MINER)
    assert said(state, JANE, Exchange(JANE, P.MINER, P.BANKER)) == (
        "exchange the Miner for the Banker from the deck (Calamity Jane)"
    )
    state = to_phase(game(characters=cast(C.BUFFALO_BILL)), Phase.SWAP_BEFORE_BUILDINGS)
    assert (
        said(state, P1, SwapObjectives(P1, 3)) == "swap objective cards with seat 3 (Buffalo Bill)"
    )


def test_george_custer_and_judge_roy_bean_are_named_with_the_buildings() -> None:
    state = game(characters=cast(C.GEORGE_CUSTER))
    state = to_phase(with_buildings(state, B.SALOON, B.HOTEL, B.JAIL), Phase.BUILDINGS_REVEALED)
    assert said(state, P1, Redraw(P1)) == (
        "redraw the buildings: discard the Saloon, the Hotel and the Jail and draw new ones "
        "(George Custer)"
    )
    assert said(state, P1, Pass(P1)) == "pass (do not use George Custer's ability)"
    state = tie(game(characters=cast(C.JUDGE_ROY_BEAN)))
    assert [said(state, P1, action) for action in legal_actions(state, P1)] == [
        "build the Saloon (Judge Roy Bean)",
        "build the Hotel (Judge Roy Bean)",
        "pass (do not use Judge Roy Bean's ability)",
    ]


def tie(state: State) -> State:
    """Building bids in which the Saloon and the Hotel tie at $2 (the Jail has $0)."""
    state = building_bids(state, B.SALOON, B.HOTEL, B.JAIL)
    return play(
        state, Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 2), Pass(P3), Pass(P4), Pass(P5),
        Pass(P1),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("bid 3", Bid(P1, 3)),
        ("3", Bid(P1, 3)),
        ("bid $5", Bid(P1, 5)),
        ("pass", Pass(P1)),
    ],
)
def test_typed_bids_and_passes_are_read_back(text: str, action: WildFunWestAction) -> None:
    assert parse(next_reveal(game(), P.STATION_MASTER), P1, text) == action


def test_typed_placements_steals_and_activations_are_read_back() -> None:
    state = with_money(building_bids(game(first=JESSE), B.SALOON, B.HOTEL, B.JAIL), *TEN)
    assert parse(state, JESSE, "put 4 saloon") == Place(JESSE, B.SALOON, 4)
    assert parse(state, JESSE, "4 on the hotel") == Place(JESSE, B.HOTEL, 4)
    assert parse(state, JESSE, "pass") == Pass(JESSE)
    state = play(state, Place(JESSE, B.SALOON, 4), Place(2, B.HOTEL, 1), Pass(3), Pass(4))
    state = play(state, Pass(0))
    assert parse(state, JESSE, "steal 3 saloon") == Steal(JESSE, B.SALOON, 3)
    state = at_swap(game(), P1, P.TRAPPER)
    assert parse(state, P1, "trapper") == Activate(P1, P.TRAPPER)


def test_describe_refuses_what_is_not_a_view_or_an_action() -> None:
    state = game()
    with pytest.raises(TypeError, match="View"):
        describe(state, Pass(P1))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Wild Fun West action"):
        describe(view(state, P1), "pass")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat"):
        describe(view(state, P1), Pass(7))
    with pytest.raises(ValueError, match="amount"):
        describe(view(state, P1), Bid(P1, 2**70))
    with pytest.raises(ValueError, match="no building"):
        describe(view(state, P1), Place(P1, "Bank", 1))  # type: ignore[arg-type]


# -- narrate -------------------------------------------------------------------------------


def test_a_sealed_bid_is_told_without_its_amount_but_to_the_seat_that_made_it() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    assert narrate(state, Bid(P1, 1), P1) == ("seat 0 bids $1 (sealed) for the Prospector",)
    hidden = ("seat 0 makes a sealed bid for the Prospector",)
    assert narrate(state, Bid(P1, 1), P2) == narrate(state, Bid(P1, 3), P2) == hidden
    assert narrate(state, Bid(P1, 1), None) == hidden


def test_the_reveal_of_example_b_tells_every_sealed_bid_and_the_winner_to_everyone() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    state = play(state, Bid(P1, 1), Bid(P2, 2), Bid(P3, 1), Bid(P4, 0))
    revealed = (
        "the sealed bids are revealed and paid: seat 0 $1, seat 1 $2, seat 2 $1, seat 3 $0, "
        "seat 4 $0",
        "seat 1 bids the most and takes the Prospector",
    )
    assert narrate(state, Bid(P5, 0), P3)[:3] == (
        "seat 4 makes a sealed bid for the Prospector",
        *revealed,
    )
    assert narrate(state, Bid(P5, 0), P5)[:3] == (
        "seat 4 bids $0 (sealed) for the Prospector",
        *revealed,
    )
    assert narrate(state, Bid(P5, 0), None)[1:3] == revealed


def test_a_closed_bid_where_all_bid_0_is_told_discarded() -> None:
    state = next_reveal(game(), P.PROSPECTOR)
    state = play(state, Bid(P1, 0), Bid(P2, 0), Bid(P3, 0), Bid(P4, 0))
    assert narrate(state, Bid(P5, 0), None)[2] == "every bid is $0: the Prospector is discarded"


def test_example_c_the_tie_tells_every_bid_and_the_tie_break_its_winner() -> None:
    state = with_money(next_reveal(game(), P.COWBOY), *TEN)
    state = play(state, Bid(P1, 1), Bid(P2, 2), Bid(P3, 2), Bid(P4, 2))
    assert narrate(state, Bid(P5, 0), P1) == (
        "seat 4 makes a sealed bid for the Cowboy",
        "the sealed bids are revealed and paid: seat 0 $1, seat 1 $2, seat 2 $2, seat 3 $2, "
        "seat 4 $0",
        "seats 1, 2 and 3 tie for the highest bid: they bid for the Cowboy in the open, "
        "seat 1 first",
    )
    state = play(
        state, Bid(P5, 0), Bid(P2, 1), Pass(P3), Bid(P4, 2), Bid(P2, 3), Bid(P3, 4), Pass(P4),
        Bid(P2, 5), Pass(P3),
    )  # fmt: skip
    assert narrate(state, Pass(P4), None)[:2] == (
        "seat 3 passes in the tie-break for the Cowboy",
        "seat 1 wins the tie-break for $5 more and takes the Cowboy ($7 in all)",
    )


def test_example_a_the_last_pass_tells_the_winner_and_the_next_card() -> None:
    state = with_money(next_reveal(game(), P.STATION_MASTER, P.TRAPPER), *TEN)
    state = play(
        state,
        Bid(P1, 1), Bid(P2, 2), Pass(P3), Bid(P4, 3), Pass(P5),
        Pass(P1), Pass(P2), Bid(P3, 4), Pass(P4), Pass(P5),
        Bid(P1, 5), Pass(P2), Bid(P3, 6), Pass(P4), Pass(P5),
        Pass(P1),
    )  # fmt: skip
    assert narrate(state, Pass(P2), P1) == (
        "seat 1 passes on the Station Master",
        "seat 2 wins the Station Master for $6",
        "the Trapper is revealed (open bid)",
        "open bidding for the Trapper: seat 0 bids first",
    )


def test_nobody_bidding_discards_the_card() -> None:
    state = next_reveal(game(), P.STATION_MASTER)
    state = play(state, Pass(P1), Pass(P2), Pass(P3), Pass(P4))
    assert narrate(state, Pass(P5), None)[1] == "nobody bids: the Station Master is discarded"


def test_a_building_built_and_the_others_discarded_are_told_with_the_money_placed() -> None:
    state = with_active(building_bids(game(), B.SALOON, B.HOTEL, B.JAIL), P1, P.BARTENDER)
    state = play(state, Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 3), Pass(P3), Pass(P4))
    state = play(state, Pass(P5))
    assert narrate(state, Pass(P1), P3) == (
        "seat 0 passes on the buildings",
        "the building bids are over: $4 on the Saloon, $3 on the Hotel, $0 on the Jail; "
        "the $5 placed goes to the bank",
        "the Saloon is built in town",
        "the Hotel and the Jail are discarded",
        "the swap moment before the income: seat 4 may put professions in play",
    )


def test_a_tie_builds_nothing_or_asks_judge_roy_bean() -> None:
    state = building_bids(game(), B.SALOON, B.HOTEL, B.JAIL)
    state = play(state, Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 2), Pass(P3), Pass(P4))
    state = play(state, Pass(P5))
    assert narrate(state, Pass(P1), None)[2:4] == (
        "the Saloon and the Hotel, with $2 each, tie: nothing is built",
        "the Saloon, the Hotel and the Jail are discarded",
    )
    judged = building_bids(game(characters=cast(C.JUDGE_ROY_BEAN)), B.SALOON, B.HOTEL, B.JAIL)
    judged = play(judged, Place(P1, B.SALOON, 2), Place(P2, B.HOTEL, 2), Pass(P3), Pass(P4))
    judged = play(judged, Pass(P5))
    assert narrate(judged, Pass(P1), None)[2:] == (
        "the Saloon and the Hotel, with $2 each, tie",
        "seat 0 (Judge Roy Bean) may choose one of them to build",
    )
    assert narrate(apply(judged, Pass(P1)), ChooseBuilding(P1, B.HOTEL), None)[:3] == (
        "seat 0 builds the Hotel (Judge Roy Bean)",
        "the Hotel is built in town",
        "the Saloon and the Jail are discarded",
    )


def test_billy_the_kid_s_15_is_told_when_the_bank_is_built() -> None:
    state = building_bids(game(), B.BANK, B.HOTEL, B.JAIL)
    state = play(state, Place(P1, B.BANK, 1), Pass(P2), Pass(P3), Pass(P4))
    assert "seat 0 (Billy the Kid) gains $15 for the Bank" in narrate(state, Pass(P5), P2)


def test_receiving_income_tells_each_seat_s_total_and_the_next_turn() -> None:
    state = with_active(building_bids(game(), B.SALOON, B.HOTEL, B.JAIL), P1, P.BARTENDER)
    state = with_active(state, P2, P.BLACKSMITH, P.PIANO_PLAYER)
    state = play(state, Place(P1, B.SALOON, 1), Pass(P2), Pass(P3), Pass(P4), Pass(P5))
    assert state.phase is Phase.SWAP_BEFORE_INCOME
    totals = [income(state, seat).total for seat in range(5)]
    told = narrate(state, Pass(P5), P3)
    assert told[:4] == (
        "seat 4 passes (done swapping)",
        "Receiving Income: " + ", ".join(f"seat {s} ${t}" for s, t in enumerate(totals)),
        "the First Player card passes to seat 1",
        "turn 2 begins: seat 1 holds the First Player card",
    )
    assert totals[P1] == 3 + 1 + 2  # Bartender, with the Saloon built
    assert told[4].endswith("is revealed (open bid)") or told[4].endswith("(closed bid)")


def test_an_activation_tells_the_cards_it_sends_back() -> None:
    state = with_active(at_swap(game(), P1, P.STATION_MASTER), P3, P.BLACKSMITH)
    assert narrate(state, Activate(P1, P.STATION_MASTER), P4) == (
        "seat 0 puts the Station Master in play for $1",
        "the Blacksmith goes back to seat 2's hand (the Station Master bans it)",
    )


def test_calamity_jane_s_card_from_the_deck_is_told_to_her_alone() -> None:
    state = at_swap(game(), JANE, P.MINER)
    assert narrate(state, Exchange(JANE, P.MINER, P.BANKER), JANE) == (
        "seat 3 exchanges the Miner for the Banker from the deck (Calamity Jane)",
    )
    hidden = (
        "seat 3 puts the Miner into the professions deck and takes a card of its choice from "
        "it (Calamity Jane)",
    )
    assert narrate(state, Exchange(JANE, P.MINER, P.BANKER), P1) == hidden
    assert narrate(state, Exchange(JANE, P.MINER, P.COWBOY), None) == hidden


def test_buffalo_bill_s_swap_tells_each_of_the_two_seats_its_new_card() -> None:
    state = to_phase(game(characters=cast(C.BUFFALO_BILL)), Phase.SWAP_BEFORE_BUILDINGS)
    bill, other = state.cards.objectives[P1], state.cards.objectives[3]
    swap = SwapObjectives(P1, 3)
    line = "seat 0 swaps objective cards with seat 3 (Buffalo Bill)"
    assert narrate(state, swap, P1) == (
        line,
        f"seat 0 now holds objective {other} ({listed(other)})",
    )
    assert narrate(state, swap, 3) == (line, f"seat 3 now holds objective {bill} ({listed(bill)})")
    assert narrate(state, swap, P2) == narrate(state, swap, None) == (line,)


def listed(objective: Objective) -> str:
    return ", ".join(building.value for building in objective.buildings)


def test_belle_starr_s_haul_is_told_to_every_seat_as_it_is_taken_in_the_open() -> None:
    state = with_active(to_turn(game(), 4), P5, P.MARSHAL)
    state = with_money(state, 6, 1, 4, 7, 7)
    action = "seat 2 steals up to $2 from seats 0, 1 and 3 (Belle Starr)"
    haul = "seat 0 loses $2; seat 1 loses $1; seat 3 loses $2: $5 in all"  # seat 4 protected
    for seat in (P2, BELLE, P5, None):
        assert narrate(state, Rob(BELLE), seat)[:2] == (action, haul)


def test_the_end_tells_every_seat_s_objective_buildings_money_and_the_winner() -> None:
    state = with_objectives(game(), (1, 2, 3, 4, 5))
    card = state.cards.objectives[P1]
    first, second, third, fourth = card.buildings[:4]
    state = with_town(state, first, second, third)
    others = [b for b in Building if b not in card.buildings][:2]
    state = building_bids(state, fourth, *others)
    state = play(state, Place(P1, fourth, 1), Pass(P2), Pass(P3), Pass(P4))
    told = narrate(state, Pass(P5), P2)
    assert told[-3] == "the game is over"
    assert told[-1] == "seat 0 wins"
    assert told[-2].startswith("seat 0: 4 objective buildings built, $")


def test_narrating_an_illegal_action_refuses_it_and_a_seat_must_be_one() -> None:
    state = next_reveal(game(), P.STATION_MASTER)
    with pytest.raises(IllegalActionError):
        narrate(state, Bid(P2, 1), None)
    with pytest.raises(ValueError, match="narrate tells a seat"):
        narrate(state, Bid(P1, 1), 5)
    with pytest.raises(TypeError, match="State"):
        narrate(view(state, None), Bid(P1, 1), None)  # type: ignore[arg-type]


def test_claims_and_switches_are_told_with_what_comes_next() -> None:
    state = next_reveal(game(characters=cast(C.DOC_HOLLIDAY)), P.DENTIST)
    told = narrate(state, Claim(P1), P2)
    assert told[0] == 'seat 0 takes the Dentist without bidding for $4 ("Doc" Holliday)'
    assert "is revealed" in told[1]
    state = next_reveal(game(characters=cast(C.WYATT_EARP)), P.COWBOY)
    assert narrate(state, SwitchBidding(P1), None) == (
        "seat 0 switches the Cowboy to an open bid (Wyatt Earp)",
        "open bidding for the Cowboy: seat 0 bids first",
    )
    assert narrate(state, Pass(P1), None) == (
        "seat 0 passes (does not use Wyatt Earp's ability)",
        "closed bidding for the Cowboy: seats 0, 1, 2, 3 and 4 each make a sealed bid",
    )


def test_putting_in_play_a_card_that_bans_one_s_own_tells_it_goes_back_to_the_hand() -> None:
    state = with_active(at_swap(game(), P1, P.PREACHER_MAN), P1, P.DANCEHALL_GIRL)
    free, replacing = Activate(P1, P.PREACHER_MAN), Activate(P1, P.PREACHER_MAN, P.DANCEHALL_GIRL)
    # With a place free, replacing the card the new one bans is the same move: listed once.
    assert free in legal_actions(state, P1)
    assert replacing not in legal_actions(state, P1)
    with pytest.raises(IllegalActionError) as refused:
        apply(state, replacing)
    assert refused.value.rule == "replacing-banned"
    for seat in (P1, P2, None):
        assert narrate(state, free, seat) == (
            "seat 0 puts the Preacher Man in play for $1",
            "the Dancehall Girl goes back to seat 0's hand (the Preacher Man bans it)",
        )


def test_the_turn_limit_ends_the_game_after_the_income_and_ranks_the_seats() -> None:
    state = to_phase(game(turn_limit=1), Phase.BUILDING_BIDDING)
    state = play(state, Pass(P1), Pass(P2), Pass(P3), Pass(P4))
    told = narrate(state, Pass(P5), None)
    assert told[-3:] == (
        "the game is over: turn 1 was the last",
        "; ".join(f"seat {seat}: 0 objective buildings built, $8" for seat in range(5)),
        "seats 0, 1, 2, 3 and 4 share the victory",
    )
