"""*Rattlesnake City* in words: every legal action described differently and read back by
``parse_action``, the rulebook's moves in its words, what is face down never said to
another seat, and each kind of event narrated to the seats that see it, and only to them.

Long John is seat 0 (his saloon on space 0 of Coyote Creek), Jimmy the Kid seat 1 (Dry
Gulch); seat ``s`` has its saloon on space 0 of the ``s``-th town.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any, cast, get_args

import attrs
import pytest
from hypothesis import given as hypothesis_given
from hypothesis import settings
from hypothesis import strategies as st

from frontier_games.core import Game, IllegalActionError, action_class, evolved
from frontier_games.deck import Deck
from frontier_games.games.rattlesnake_city.content import (
    STANDARD_CONTENT,
    Building,
    Card,
    Coup,
    Grassland,
    Line,
    Mountain,
    Shape,
    Town,
)
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    AttackBank,
    Call,
    CatchJoe,
    Challenge,
    Cheat,
    Defend,
    Discard,
    DrawCards,
    DrawRevolver,
    DrawThree,
    Dynamite,
    DynamiteTrack,
    Fire,
    Fold,
    OfferSale,
    Options,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayCard,
    PlayCoyote,
    PlayPermanent,
    PlayProfessional,
    Raise,
    RattlesnakeAction,
    RepairTrack,
    ReplaceCard,
    State,
    Step,
    StrokeOfFate,
    Surrender,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.poker import StandardCard
from frontier_games.games.rattlesnake_city.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.rattlesnake_city.view import determinize, view
from frontier_games.games.rattlesnake_city.words import describe, narrate
from frontier_games.messages import listed
from frontier_games.rng import Rng, randbelow, sample
from frontier_games.text import normalize, parse_action
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    drawing,
    game,
    given,
    in_front,
    legal,
    placed,
    play,
    seated,
    with_bag,
    with_money,
)

LONG_JOHN, JIMMY = 0, 1
B, C = Building, Card
CC, DG = Town.COYOTE_CREEK, Town.DRY_GULCH
ONE, TWO, THREE = Coup.ONE, Coup.TWO, Coup.THREE


class _Words:
    """What ``parse_action`` asks of a game: its ``describe``."""

    describe = staticmethod(describe)


WORDS = cast("Game[State, RattlesnakeAction, View, Options]", _Words())


def said(state: State, seat: int | None, action: RattlesnakeAction) -> str:
    """``action`` described to ``seat``."""
    return describe(view(state, seat), action)


def offered(state: State, seat: int) -> list[str]:
    """``seat``'s legal actions, described to it."""
    return [said(state, seat, action) for action in legal_actions(state, seat)]


def parse(state: State, seat: int, text: str) -> RattlesnakeAction:
    return parse_action(WORDS, view(state, seat), legal_actions(state, seat), text)


# -- every legal action of random games -----------------------------------------------------


@functools.cache
def _random_game(
    players: int, seed: int, real_deal: bool = False
) -> list[tuple[State, RattlesnakeAction]]:
    """The positions of a random game (with the real deal if ``real_deal``), each with
    the action played there (by the lowest of the seats that may act)."""
    state = new_game(players, seed, Options(real_deal=real_deal))
    rng = Rng.from_seed(seed)
    played: list[tuple[State, RattlesnakeAction]] = []
    while not is_over(state):
        legal = legal_actions(state, min(actors(state)))
        pick, rng = randbelow(rng, len(legal))
        played.append((state, legal[pick]))
        state = apply(state, legal[pick])
    return played


GAMES = [(2, 11, False), (3, 12, False), (4, 13, False), (5, 14, False), (6, 15, False),
         (3, 20, True), (4, 20, True)]  # fmt: skip
"""Random games of every size, and two with the real deal (exchanges, bets, a Professional
Player's draw, Tar & Feathers on two identical cards)."""
PARSED = 2
"""How many of a seat's legal actions each position reads back (all, if fewer)."""


@pytest.mark.parametrize(("players", "seed", "real_deal"), GAMES)
def test_a_seats_legal_actions_are_described_differently_and_read_back(
    players: int, seed: int, real_deal: bool
) -> None:
    rng = Rng.from_seed(seed)
    for state, _ in _random_game(players, seed, real_deal):
        for seat in sorted(actors(state)):
            seen = view(state, seat)
            legal = legal_actions(state, seat)
            texts = [describe(seen, action) for action in legal]
            assert len({normalize(text) for text in texts}) == len(set(legal)), texts
            assert not any(text.startswith("seat ") for text in texts)  # its own words
            chosen: Sequence[RattlesnakeAction] = legal
            if len(legal) > PARSED:
                chosen, rng = sample(rng, legal, PARSED)
            spectator = view(state, None)
            for action in chosen:
                assert parse_action(WORDS, seen, legal, describe(seen, action)) == action
                assert describe(spectator, action).startswith(f"seat {seat} ")


def test_another_seats_face_down_cards_are_never_named() -> None:
    """A playing card placed face down, and the coup card an attacker places face down,
    are said to the others without naming them, so every choice reads alike."""
    checked = 0
    for players, seed, real_deal in GAMES:
        for state, _ in _random_game(players, seed, real_deal):
            step = state.turn.step
            if step not in (Step.CARDS_DOWN, Step.LAST_CARD, Step.SHOWDOWN):
                continue
            for seat in actors(state):
                hidden = [
                    a for a in legal_actions(state, seat)
                    if type(a) is PlayCard or (type(a) is AttackBank and a.coup is not None)
                ]  # fmt: skip
                for other in (*range(players), None):
                    if other == seat or not hidden:
                        continue
                    told = {said(state, other, a) for a in hidden if type(a) is PlayCard}
                    assert told <= {f"seat {seat} places a playing card face down"}
                    for action in hidden:
                        text = said(state, other, action)
                        assert "cartridge" not in text
                        assert not re.search(r"playing card \d", text)
                        checked += 1
    assert checked > 50


_HIDING = (DrawCards, Challenge, AttackBank, Surrender, PlayCard, Discard, ReplaceCard,
           DrawThree, TakeDrawn)  # fmt: skip
"""The moves that hide something or draw unseen cards: every one is compared, and one
position in twelve of the others."""


def test_narration_is_the_same_in_every_position_a_seat_cannot_tell_apart() -> None:
    """What the battery checks: a seat is told alike in a determinization of its view that
    the action leaves looking the same (another seat's hand, money or the piles dealt
    differently), and of another action of the actor that it cannot tell apart."""
    compared = 0
    for players, seed, real_deal in (*GAMES[:2], GAMES[-2]):
        for index, (state, action) in enumerate(_random_game(players, seed, real_deal)):
            if index % 12 and type(action) not in _HIDING:
                continue
            following = apply(state, action)
            others = [a for a in legal_actions(state, action.player) if a != action][:4]
            for seat in (*range(players), None):
                told = narrate(state, action, seat)
                after = view(following, seat)
                for k in range(1) if state.turn.step is not Step.TAR else ():
                    # Skipped at Tar & Feathers: a determinization need not give the
                    # seats asked the card, and then cannot play it (reported).
                    guess = determinize(view(state, seat), k)
                    if action not in legal_actions(guess, action.player):
                        continue
                    if view(apply(guess, action), seat) == after:
                        assert narrate(guess, action, seat) == told
                        compared += 1
                for other in others if seat != action.player else ():
                    if view(apply(state, other), seat) == after:
                        assert narrate(state, other, seat) == told
                        compared += 1
    assert compared > 1000


@settings(max_examples=12, deadline=None)
@hypothesis_given(players=st.integers(2, 6), seed=st.integers(0, 2**32), at_=st.integers(0, 400))
def test_every_seat_is_told_something_of_every_move(players: int, seed: int, at_: int) -> None:
    played = _random_game(players, seed)
    state, action = played[min(at_, len(played) - 1)]
    for seat in (*range(players), None):
        told = narrate(state, action, seat)
        assert told
        assert all(isinstance(line, str) and line.strip() for line in told)
        if seat == action.player:  # in the third person, as the others hear it
            assert told[0].startswith(f"seat {seat} ")
        else:
            assert told[0] == describe(view(state, seat), action)


# -- setup, the tile, the draw --------------------------------------------------------------


def test_the_saloons_are_placed_in_turn_and_the_last_to_place_takes_the_first_turn() -> None:
    state = game(2)
    assert said(state, 0, PlaceSaloon(0, DG, 3)) == "place your saloon on space 3 of Dry Gulch"
    assert narrate(state, PlaceSaloon(0, DG, 3), 1) == (
        "seat 0 places its saloon on space 3 of Dry Gulch",
        "seat 1 places its saloon next",
    )
    state = apply(state, PlaceSaloon(0, DG, 3))
    after = apply(state, PlaceSaloon(1, CC, 0))
    assert after.turn.tile is not None
    assert narrate(state, PlaceSaloon(1, CC, 0), None) == (
        "seat 1 places its saloon on space 0 of Coyote Creek",
        "every saloon is placed: seat 1 takes the first turn",
        f"seat 1 draws {tile_name(after.turn.tile)} from the bag (65 tiles left)",
    )


def tile_name(tile: Building | Shape) -> str:
    return f"a {tile.value} tile" if isinstance(tile, Shape) else f"the {tile.value}"


def test_long_johns_hotel_pays_him_1000_and_his_sheriffs_office_moves_his_marker_to_2000() -> None:
    state = drawing(seated(2), LONG_JOHN, B.HOTEL)
    hotel = PlaceBuilding(LONG_JOHN, CC, 1)
    assert (
        said(state, LONG_JOHN, hotel)
        == "place the Hotel on space 1 of Coyote Creek (pays you $1,000)"
    )
    assert narrate(state, hotel, JIMMY) == (
        "seat 0 places the Hotel on space 1 of Coyote Creek (pays seat 0 $1,000)",
        "seat 0's income marker moves from $0 to $1,000",
    )
    state = drawing(apply(state, hotel), LONG_JOHN, B.SHERIFFS_OFFICE)
    assert narrate(state, PlaceBuilding(LONG_JOHN, CC, 2), None)[1] == (
        "seat 0's income marker moves from $1,000 to $2,000"
    )
    assert parse(state, LONG_JOHN, "space 2 coyote") == PlaceBuilding(LONG_JOHN, CC, 2)


def test_a_placement_says_whose_marker_it_moves() -> None:
    """A hotel in Jimmy's town pays Jimmy; a church pays nobody; a mine pays the owner of
    the nearest saloon $1,000 and the owner of the nearest bank $2,000."""
    state = drawing(seated(2), LONG_JOHN, B.HOTEL)
    assert said(state, LONG_JOHN, PlaceBuilding(0, DG, 1)) == (
        "place the Hotel on space 1 of Dry Gulch (pays seat 1 $1,000)"
    )
    church = drawing(seated(2), LONG_JOHN, B.CHURCH)
    assert said(church, LONG_JOHN, PlaceBuilding(0, CC, 1)) == (
        "place the Church on space 1 of Coyote Creek (earns nothing)"
    )
    banked = drawing(placed(seated(2), LONG_JOHN, B.BANK, CC, 3), LONG_JOHN, B.MINE)
    mine = PlaceBuilding(LONG_JOHN, Mountain.BALD_PEAK, 0)  # nearer Jimmy's saloon
    assert said(banked, LONG_JOHN, mine) == (
        "place the Mine on Bald Peak (pays you $2,000 and seat 1 $1,000)"
    )
    assert narrate(banked, mine, None)[1:] == (
        "seat 0's income marker moves from $1,000 to $3,000",
        "seat 1's income marker moves from $0 to $1,000",
    )


def test_a_grassland_of_one_space_is_named_alone_and_the_others_by_their_spaces() -> None:
    state = drawing(seated(2), LONG_JOHN, B.RANCH)
    texts = offered(state, LONG_JOHN)
    assert "place the Ranch on Grassland 1 (pays you $1,000)" in texts
    assert "place the Ranch on space 1 of Grassland 4 (pays seat 1 $1,000)" in texts
    assert len(texts) == sum(len(g.spaces) for g in STANDARD_CONTENT.valley.grasslands)


def test_a_track_tile_repairs_a_section_of_its_shape_and_connected_stations_pay() -> None:
    state = placed(seated(2), LONG_JOHN, B.STATION, CC, 6)
    state = placed(state, JIMMY, B.STATION, DG, 6)
    for line, section, shape in (
        (Line.COYOTE_CREEK, 0, Shape.STRAIGHT), (Line.COYOTE_CREEK, 1, Shape.CURVE),
        (Line.DRY_GULCH, 1, Shape.STRAIGHT),
    ):  # fmt: skip
        state = placed(state, LONG_JOHN, shape, line, section)
    state = drawing(state, LONG_JOHN, Shape.CURVE)
    assert offered(state, LONG_JOHN)[0].endswith("(curved track)")
    repair = RepairTrack(LONG_JOHN, Line.DRY_GULCH, 2)
    assert said(state, LONG_JOHN, repair) == "repair section 2 of the Dry Gulch line (curved track)"
    assert narrate(state, repair, None) == (
        "seat 0 repairs section 2 of the Dry Gulch line (curved track)",
        "seat 0's income marker moves from $1,000 to $2,000",
        "seat 1's income marker moves from $1,000 to $2,000",
    )


def test_the_draw_is_one_action_card_or_two_coup_cards_named_to_the_drawer_alone() -> None:
    state = at(seated(2), JIMMY, Step.DRAW)
    assert offered(state, JIMMY) == ["draw one action card", "draw two coup cards"]
    card = state.piles.actions.draw_pile[-1]
    assert narrate(state, DrawCards(JIMMY, False), JIMMY) == (
        f"seat 1 draws one action card: {card.value}",
    )
    assert narrate(state, DrawCards(JIMMY, False), LONG_JOHN) == ("seat 1 draws one action card",)
    state = coups_on_top(state, TWO, TWO)
    assert narrate(state, DrawCards(JIMMY, True), JIMMY) == (
        "seat 1 draws two coup cards: two two-cartridge cards",
    )
    assert narrate(state, DrawCards(JIMMY, True), None) == ("seat 1 draws two coup cards",)
    last = state.evolve(piles=state.piles.evolve(coups=Deck((ONE,))))
    assert said(last, JIMMY, DrawCards(JIMMY, True)) == "draw the last coup card"


def test_the_next_turn_draws_its_tile_and_a_tile_that_fits_nowhere_is_removed() -> None:
    state = at(seated(2), JIMMY, Step.SHOWDOWN)
    tile = state.piles.bag.draw_pile[-1]
    assert narrate(state, Pass(JIMMY), None) == (
        "seat 1 passes (collects its income: $0)",
        "seat 0's turn",
        f"seat 0 draws {tile_name(tile)} from the bag (64 tiles left)",
    )
    full = no_room_for_a_hotel()
    assert narrate(full, Pass(JIMMY), LONG_JOHN)[1:] == (
        "seat 0's turn",
        f"seat 0 draws the Hotel: it fits nowhere and is removed from the game "
        f"({len(full.piles.bag.draw_pile) - 1} tiles left)",
    )


def no_room_for_a_hotel() -> State:
    """Jimmy's step 4; the next tile a hotel, and no town can take one: three towns full
    without a hotel, a hotel in each of the three others."""
    state = seated(2)
    others = (B.SHERIFFS_OFFICE, B.BANK, B.GENERAL_STORE, B.BLACKSMITH, B.CHURCH, B.SCHOOL)
    for town in (Town.EAGLE_PASS, Town.SILVER_BEND, Town.TUMBLEWEED):
        free = [n for n in range(7) if n != STANDARD_CONTENT.valley.town(town).station]
        for building, space in zip(others, free, strict=True):
            state = placed(state, JIMMY, building, town, space)
    for town in (CC, DG, Town.BUZZARD_ROCK):
        state = placed(state, JIMMY, B.HOTEL, town, 1)
    bag = (*(t for t in state.piles.bag.draw_pile if t is not B.HOTEL), B.HOTEL)
    return at(with_bag(state, *bag), JIMMY, Step.SHOWDOWN)


# -- 3. miscellaneous cards -----------------------------------------------------------------


def cards_step(state: State, seat: int, *cards: Card) -> State:
    """``seat``'s step 3, holding ``cards`` only (every other hand empty)."""
    return at(given(disarmed(state), seat, *cards), seat, Step.CARDS)


def test_jimmy_places_adulterated_whisky_in_front_of_long_john_who_moves_his_marker_back() -> None:
    state = placed(seated(2), LONG_JOHN, B.HOTEL, CC, 1)
    state = cards_step(state, JIMMY, C.ADULTERATED_WHISKY, C.IRONFIST_JIM)
    whisky = PlayPermanent(JIMMY, C.ADULTERATED_WHISKY, LONG_JOHN)
    assert said(state, JIMMY, whisky) == "place Adulterated Whisky in front of seat 0"
    assert narrate(state, whisky, None) == (
        "seat 1 places Adulterated Whisky in front of seat 0",
        "seat 0's income marker moves from $1,000 to $0",
    )
    ironfist = PlayPermanent(JIMMY, C.IRONFIST_JIM, JIMMY)
    assert said(state, JIMMY, ironfist) == "place Ironfist Jim in front of yourself"
    assert said(state, LONG_JOHN, ironfist) == "seat 1 places Ironfist Jim in front of itself"
    assert "pass (go on to bank attacks and poker)" in offered(state, JIMMY)


def test_jimmys_dynamitero_on_johns_ranch_removes_it_and_johns_marker_moves_back() -> None:
    state = placed(seated(2), JIMMY, B.RANCH, Grassland.GRASSLAND_3, 0)
    state = cards_step(state, JIMMY, C.DYNAMITERO)
    blast = Dynamite(JIMMY, Grassland.GRASSLAND_3, 0)
    assert said(state, JIMMY, blast) == "dynamite the Ranch on space 0 of Grassland 3"
    assert narrate(state, blast, LONG_JOHN) == (
        "seat 1 dynamites the Ranch on space 0 of Grassland 3",
        "the Ranch is removed from the game",
        "seat 0's income marker moves from $1,000 to $0",
    )


def test_a_destroyed_hotel_takes_lili_the_tigress_of_its_town_with_it() -> None:
    state = in_front(placed(seated(2), LONG_JOHN, B.HOTEL, CC, 1), LONG_JOHN, C.LILI_THE_TIGRESS)
    state = cards_step(state, JIMMY, C.DYNAMITERO)
    assert narrate(state, Dynamite(JIMMY, CC, 1), None) == (
        "seat 1 dynamites the Hotel on space 1 of Coyote Creek",
        "the Hotel is removed from the game",
        "seat 0's Lili the Tigress is discarded: its town's Hotel is gone",
        "seat 0's income marker moves from $2,000 to $0",
    )


def test_a_dynamited_section_says_its_shape_and_a_repaired_one_loses_its_tile() -> None:
    state = placed(seated(2), JIMMY, Shape.STRAIGHT, Line.TRUNK, 1)
    state = cards_step(state, JIMMY, C.DYNAMITERO)
    assert said(state, JIMMY, DynamiteTrack(JIMMY, Line.TRUNK, 0)) == (
        "dynamite section 0 of the trunk line (straight track)"
    )
    assert narrate(state, DynamiteTrack(JIMMY, Line.TRUNK, 1), None) == (
        "seat 1 dynamites section 1 of the trunk line (straight track)",
        "its straight track tile is removed from the game",
    )
    assert narrate(state, DynamiteTrack(JIMMY, Line.TRUNK, 0), None) == (
        "seat 1 dynamites section 0 of the trunk line (straight track)",
    )


def test_a_stroke_of_fate_and_the_bounty_hunter_name_the_card_and_whose_it_is() -> None:
    state = in_front(seated(3), LONG_JOHN, C.ADULTERATED_WHISKY, C.SLIPPERY_JOE)
    state = in_front(state, JIMMY, C.FRENCH_COOK)
    state = cards_step(state, JIMMY, C.STROKE_OF_FATE, C.BOUNTY_HUNTER)
    texts = offered(state, JIMMY)
    assert "play a Stroke of Fate on Adulterated Whisky in front of seat 0" in texts
    assert "play a Stroke of Fate on French Cook in front of you" in texts
    catch = CatchJoe(JIMMY, LONG_JOHN, C.SLIPPERY_JOE)
    assert said(state, JIMMY, catch) == (
        "play the Bounty Hunter on Slippery Joe in front of seat 0 (collect the $5,000 bounty)"
    )
    assert narrate(state, StrokeOfFate(JIMMY, JIMMY, C.FRENCH_COOK), 2) == (
        "seat 1 plays a Stroke of Fate on French Cook in front of itself",
        "seat 1's income marker moves from $1,000 to $0",
    )


def test_an_offer_and_its_answer_name_the_card_and_the_price() -> None:
    state = cards_step(seated(3), JIMMY, C.DYNAMITERO)
    offer = OfferSale(JIMMY, 2, C.DYNAMITERO, 3_000)
    assert said(state, JIMMY, offer) == "offer seat 2 your Dynamitero for $3,000"
    assert said(state, 2, offer) == "seat 1 offers seat 2 its Dynamitero for $3,000"
    assert parse(state, JIMMY, "offer 2 dynamitero 3,000") == offer
    ask = AskToBuy(JIMMY, 2, C.FRENCH_COOK, 2_000)
    assert said(state, JIMMY, ask) == "ask seat 2 for a French Cook for $2,000"
    assert said(state, JIMMY, AskToBuy(JIMMY, 0, C.UNDERTAKER, 1_000)) == (
        "ask seat 0 for an Undertaker for $1,000"
    )
    asked = apply(state, offer)
    assert offered(asked, 2) == ["accept (buy seat 1's Dynamitero for $3,000)", "decline"]
    assert narrate(asked, Answer(2, True), LONG_JOHN) == (
        "seat 2 accepts (buys seat 1's Dynamitero for $3,000)",
    )
    selling = apply(given(cards_step(seated(3), JIMMY), 2, C.FRENCH_COOK), ask)
    assert offered(selling, 2)[0] == "accept (sell seat 1 your French Cook for $2,000)"


# -- 4. bank attacks and gunfights ----------------------------------------------------------


def showdown(
    players: int = 2,
    *,
    john: tuple[Coup, ...] = (),
    jimmy: tuple[Coup, ...] = (),
    john_front: tuple[Card, ...] = (),
) -> State:
    """Long John's step 4, Jimmy the Kid's bank in Dry Gulch, each with those coup cards
    (and no action card in hand)."""
    state = placed(seated(players), JIMMY, B.BANK, DG, 1)
    state = armed(armed(disarmed(state), LONG_JOHN, *john), JIMMY, *jimmy)
    return at(in_front(state, LONG_JOHN, *john_front), LONG_JOHN, Step.SHOWDOWN)


def test_the_attackers_coup_card_is_said_to_the_attacker_alone() -> None:
    state = showdown(3, john=(ONE, THREE))
    assert [t for t in offered(state, LONG_JOHN) if "bank" in t] == [
        "attack seat 1's bank (one cartridge, face down)",
        "attack seat 1's bank (three cartridges, face down)",
    ]
    for seat in (JIMMY, 2, None):
        told = {narrate(state, AttackBank(LONG_JOHN, JIMMY, coup), seat) for coup in (ONE, THREE)}
        assert told == {("seat 0 attacks seat 1's bank (a coup card, face down)",)}
    free = showdown(john_front=(C.SLIPPERY_JOE,))
    assert said(free, JIMMY, AttackBank(LONG_JOHN, JIMMY, None)) == (
        "seat 0 attacks seat 1's bank (a free shot, no coup card)"
    )


def test_long_john_attacks_with_slippery_joe_and_jimmy_defends_with_two_cartridges() -> None:
    state = showdown(john=(ONE, ONE, TWO, THREE), jimmy=(TWO,), john_front=(C.SLIPPERY_JOE,))
    state = apply(state, AttackBank(LONG_JOHN, JIMMY, None))
    assert offered(state, JIMMY) == ["admit defeat (give seat 0 $5,000)", "defend your bank"]
    assert narrate(state, Defend(JIMMY), None) == (
        "seat 1 defends its bank",
        "seat 0 opens with a free shot",
        "seat 0 leads with 1 shot: seat 1 must exceed them or withdraw",
    )
    state = apply(state, Defend(JIMMY))
    # "he lays down a coup card with two cartridges"
    assert offered(state, JIMMY) == [
        "reply with two cartridges (2 shots against 1)",
        "withdraw from the gunfight",
    ]
    assert narrate(state, Fire(JIMMY, (TWO,)), None) == (
        "seat 1 replies with two cartridges (2 shots against 1)",
        "seat 1 leads with 2 shots: seat 0 must exceed them or withdraw",
    )
    state = apply(state, Fire(JIMMY, (TWO,)))
    # "Long John must then add at least two cartridges (in one or two coup cards)": at
    # least, so more too (rules version 2)
    assert offered(state, LONG_JOHN) == [
        "reply with two cartridges (3 shots against 2)",
        "reply with two one-cartridge cards (3 shots against 2)",
        "reply with three cartridges (4 shots against 2)",
        "reply with a one-cartridge card and a two-cartridge card (4 shots against 2)",
        "reply with a one-cartridge card and a three-cartridge card (5 shots against 2)",
        "reply with two one-cartridge cards and a two-cartridge card (5 shots against 2)",
        "reply with a two-cartridge card and a three-cartridge card (6 shots against 2)",
        "reply with two one-cartridge cards and a three-cartridge card (6 shots against 2)",
        "reply with a one-cartridge card, a two-cartridge card and a three-cartridge card "
        "(7 shots against 2)",
        "reply with two one-cartridge cards, a two-cartridge card and a three-cartridge card "
        "(8 shots against 2)",
        "withdraw from the gunfight",
    ]
    state = apply(state, Fire(LONG_JOHN, (ONE, ONE)))
    for seat in (LONG_JOHN, JIMMY, None):  # the loot is told to every seat
        assert narrate(state, Withdraw(JIMMY), seat)[:3] == (
            "seat 1 withdraws from the gunfight",
            "seat 0 wins the gunfight; the 3 coup cards used are discarded",
            "seat 0 loots seat 1's bank: half its money, $5,000",
        )
    # "the owner of the bank draws two coup cards": a three and a one, on top of the pile
    state = coups_on_top(state, THREE, ONE)
    assert narrate(state, Withdraw(JIMMY), LONG_JOHN)[3] == "seat 1 draws two coup cards"
    assert narrate(state, Withdraw(JIMMY), JIMMY)[3] == (
        "seat 1 draws two coup cards: a one-cartridge card and a three-cartridge card"
    )


def coups_on_top(state: State, *coups: Coup) -> State:
    """``state`` with ``coups`` on top of the coup cards' draw pile, the first drawn
    first."""
    pile = list(state.piles.coups.draw_pile)
    for coup in coups:
        pile.remove(coup)
    deck = state.piles.coups.evolve(draw_pile=(*pile, *reversed(coups)))
    return state.evolve(piles=state.piles.evolve(coups=deck))


def test_the_face_down_card_is_revealed_when_the_bank_is_defended() -> None:
    state = apply(showdown(3, john=(TWO,), jimmy=(THREE,)), AttackBank(LONG_JOHN, JIMMY, TWO))
    assert narrate(state, Defend(JIMMY), 2)[1:] == (
        "seat 0's face-down card is revealed: two cartridges",
        "seat 0 leads with 2 shots: seat 1 must exceed them or withdraw",
    )
    state = play(state, Defend(JIMMY), Fire(JIMMY, (THREE,)))
    assert narrate(state, Withdraw(LONG_JOHN), 2)[1:3] == (
        "seat 1 wins the gunfight; the 2 coup cards used are discarded",
        "seat 0's attack fails",
    )


def test_admitting_defeat_gives_half_the_money_its_amount_told_to_every_seat() -> None:
    """Half, rounded in the attacker's favour: $7,000 gives $4,000; money is secret
    "except when a bank is attacked" (rules version 2 tells every seat)."""
    state = with_money(showdown(3, john=(ONE,)), 10_000, 7_000, 10_000)
    state = apply(state, AttackBank(LONG_JOHN, JIMMY, ONE))
    assert said(state, JIMMY, Surrender(JIMMY)) == "admit defeat (give seat 0 $4,000)"
    assert (
        narrate(state, Surrender(JIMMY), JIMMY)[0] == "seat 1 admits defeat (gives seat 0 $4,000)"
    )
    assert narrate(state, Surrender(JIMMY), LONG_JOHN) == (
        "seat 1 admits defeat (gives seat 0 half its money)",
        "seat 0 takes its face-down coup card back",
        "seat 0 receives $4,000",
        "seat 1 draws two coup cards",
    )
    for seat in (2, None):
        assert narrate(state, Surrender(JIMMY), seat)[2] == "seat 0 receives $4,000"


# -- 4. poker -------------------------------------------------------------------------------


def poker_table(players: int = 3, *cards: tuple[int, Card]) -> State:
    """Long John's step 4 (nobody has a bank), each seat holding the cards given it."""
    state = disarmed(seated(players))
    for seat, card in cards:
        state = given(state, seat, card)
    return at(state, LONG_JOHN, Step.SHOWDOWN)


P12, P21, P5, P25 = C.PLAYING_12, C.PLAYING_21, C.PLAYING_5, C.PLAYING_25


def test_a_challenge_is_taken_up_and_the_others_join_for_the_stake() -> None:
    state = poker_table(3, (0, P12), (1, P21), (2, P5))
    challenge = Challenge(LONG_JOHN, JIMMY, 5_000)
    assert said(state, LONG_JOHN, challenge) == "challenge seat 1 to poker for $5,000"
    assert parse(state, LONG_JOHN, "challenge 1 5,000") == challenge
    state = apply(state, challenge)
    assert offered(state, JIMMY) == ["take up the challenge"]
    state = apply(state, TakeUp(JIMMY))
    assert offered(state, 2) == ["join for $5,000", "pass (stay out of the poker game)"]
    assert narrate(state, TakeUp(2), None) == (
        "seat 2 joins for $5,000",
        "seats 0, 1 and 2 play poker for $5,000 each ($15,000 on the table) and choose "
        "their cards face down",
    )


def test_a_challenged_player_too_poor_shows_its_fortune_and_the_stake_falls() -> None:
    state = with_money(poker_table(3, (0, P12), (1, P21)), 10_000, 3_000, 10_000)
    state = apply(state, Challenge(LONG_JOHN, JIMMY, 5_000))
    assert said(state, JIMMY, TakeUp(JIMMY)) == (
        "take up the challenge (show your fortune: the stake falls to $3,000)"
    )
    assert narrate(state, TakeUp(JIMMY), 2) == (
        "seat 1 takes up the challenge",
        "seat 1 cannot cover the stake: it shows its fortune, $3,000",
        "the stake falls to $3,000: seat 0 takes back $2,000",
    )


def test_the_yellow_livered_coyote_refuses_the_game_and_the_stake_goes_back() -> None:
    state = apply(poker_table(2, (0, P12), (1, C.YELLOW_LIVERED_COYOTE)),
                  Challenge(LONG_JOHN, JIMMY, 5_000))  # fmt: skip
    assert offered(state, JIMMY) == [
        "take up the challenge",
        "play a Yellow-Livered Coyote (refuse the poker game)",
    ]
    assert narrate(state, PlayCoyote(JIMMY), None) == (
        "seat 1 plays a Yellow-Livered Coyote (refuses the poker game)",
        "nobody plays against seat 0: it takes back its $5,000",
    )


def test_a_poorer_player_asks_for_a_lower_stake_and_the_challenger_agrees() -> None:
    state = with_money(poker_table(3, (0, P12), (1, P21), (2, P5)), 10_000, 10_000, 3_000)
    state = play(state, Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY))
    assert offered(state, 2) == [
        "ask for a lower stake ($3,000, all your money)",
        "pass (stay out of the poker game)",
    ]
    assert said(state, LONG_JOHN, AskLowerStake(2)) == "seat 2 asks for a lower stake"
    state = apply(state, AskLowerStake(2))
    assert offered(state, LONG_JOHN) == [
        "accept (lower the stake to seat 2's fortune)",
        "decline (seat 2 stays out)",
    ]
    assert narrate(state, Answer(LONG_JOHN, True), JIMMY)[:3] == (
        "seat 0 accepts (lowers the stake to seat 2's fortune)",
        "the stake falls to $3,000: seats 0 and 1 take back $2,000 each",
        "seat 2 joins for $3,000",
    )


def dealt(*cards: tuple[int, Card], coups: tuple[Coup, ...] = ()) -> State:
    """Three players at the poker table for $5,000 each, seat 0 holding playing card 12,
    seat 1 (the challenged player) 21 and seat 2 card 5, which shows a revolver, besides
    ``cards``, and seat 2 the coup cards ``coups``: the cards are down and revealed."""
    state = poker_table(3, (0, P12), (1, P21), (2, P5), *cards)
    state = armed(state, 2, *coups)
    return play(state, Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY), TakeUp(2),
                PlayCard(LONG_JOHN, P12), PlayCard(2, P5))  # fmt: skip


def test_a_playing_card_is_placed_face_down_then_the_cards_are_revealed() -> None:
    state = play(poker_table(3, (0, P12), (0, P25), (1, P21), (2, P5)),
                 Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY), TakeUp(2))  # fmt: skip
    assert offered(state, LONG_JOHN) == [
        "play playing card 12 face down",
        "play playing card 25 face down",
    ]
    for card in (P12, P25):
        assert narrate(state, PlayCard(LONG_JOHN, card), JIMMY) == (
            "seat 0 places a playing card face down",
        )
    assert narrate(state, PlayCard(LONG_JOHN, P12), LONG_JOHN) == (
        "seat 0 plays playing card 12 face down",
    )
    state = dealt()
    assert offered(state, JIMMY) == [
        "play playing card 21 face down",
        "pass (place no card and lose your stake)",
    ]
    assert narrate(state, PlayCard(JIMMY, P21), None) == (
        "seat 1 places a playing card face down",
        "the cards are revealed: seat 0 playing card 12, seat 1 playing card 21, seat 2 "
        "playing card 5 (a revolver)",
    )


def test_the_highest_card_wins_and_a_loser_with_a_revolver_may_draw_it() -> None:
    state = play(dealt(coups=(TWO,)), PlayCard(JIMMY, P21), Pass(LONG_JOHN), Pass(JIMMY))
    assert offered(state, 2) == ["pass (play no Cheater or Professional Player)"]
    assert narrate(state, Pass(2), None)[1:] == (
        "seat 1's playing card 21 is the highest",
        "seat 2 lost with a revolver and may draw it",
    )
    state = apply(state, Pass(2))
    assert offered(state, 2) == [
        "draw your revolver with two cartridges",
        "pass (draw no revolver)",
    ]
    assert narrate(state, Pass(2), LONG_JOHN) == (
        "seat 2 passes (draws no revolver)",
        "seat 1 takes the $15,000 on the table",
    )


def test_the_runaways_share_the_money_and_the_rest_stays_for_the_gunfight() -> None:
    coyote = C.YELLOW_LIVERED_COYOTE
    state = dealt((0, coyote), (1, coyote), coups=(TWO,))
    state = play(state, PlayCard(JIMMY, P21), Pass(LONG_JOHN), Pass(JIMMY), Pass(2))
    state = apply(state, DrawRevolver(2, (TWO,)))
    assert offered(state, LONG_JOHN) == [
        "play a Yellow-Livered Coyote (run away with the money)",
        "pass (stay for the gunfight)",
    ]
    state = apply(state, PlayCoyote(LONG_JOHN))
    assert narrate(state, PlayCoyote(JIMMY), None) == (
        "seat 1 plays a Yellow-Livered Coyote (runs away with the money)",
        "seats 0 and 1 run away with $7,000 each; $1,000 stays on the table",
        "nobody stays to fight seat 2: it takes the $1,000 on the table",
    )
    assert narrate(state, Pass(JIMMY), None)[1:] == (
        "seat 0 runs away with $15,000",
        "the gunfight: seat 2 opens with 2 shots; seat 1 in turn must exceed the shots or withdraw",
    )
    fight = apply(state, Pass(JIMMY))
    assert narrate(fight, Withdraw(JIMMY), None) == (
        "seat 1 withdraws from the gunfight",
        "seat 2 wins the gunfight; the coup card used is discarded",
    )


def test_the_cheater_swaps_and_tar_and_feathers_undoes_it_and_shares_the_stake() -> None:
    state = play(dealt((0, C.CHEATER), (2, C.TAR_AND_FEATHERS)), PlayCard(JIMMY, P21))
    cheat = Cheat(LONG_JOHN, JIMMY)
    assert said(state, LONG_JOHN, cheat) == (
        "cheat: swap cards with seat 1 (your playing card 12 for its playing card 21)"
    )
    assert said(state, 2, cheat) == (
        "seat 0 cheats: swaps cards with seat 1 (its playing card 12 for seat 1's playing card 21)"
    )
    assert parse(state, LONG_JOHN, "cheat 1") == cheat
    state = apply(state, cheat)
    assert offered(state, JIMMY) == ["pass (play no Tar & Feathers)"]  # who holds it is secret
    assert offered(state, 2) == []
    assert narrate(state, Pass(JIMMY), 2) == ("seat 1 passes (plays no Tar & Feathers)",)
    state = apply(state, Pass(JIMMY))
    assert offered(state, 2) == [
        "play Tar & Feathers on seat 0 (undo its swap; its stake is shared)",
        "pass (play no Tar & Feathers)",
    ]
    assert narrate(state, TarAndFeather(2), None) == (
        "seat 2 plays Tar & Feathers on seat 0 (undo its swap; its stake is shared)",
        "the swap is undone: seat 1 has its playing card 21 back, and seat 0 is out of the hand",
        "seat 0's stake of $5,000 is shared: $2,000 to each other player; $1,000 stays on the "
        "table",
    )


def test_a_professional_player_takes_back_the_card_and_shows_another() -> None:
    state = play(dealt((0, C.PROFESSIONAL_PLAYER), (0, P25)), PlayCard(JIMMY, P21))
    assert offered(state, LONG_JOHN) == [
        "play a Professional Player: take back playing card 12 and show playing card 25 instead",
        "pass (play no Cheater or Professional Player)",
    ]
    state = play(state, PlayProfessional(LONG_JOHN, P25), Pass(JIMMY), Pass(2))
    assert narrate(state, Pass(LONG_JOHN), None)[1:] == (
        "seat 0's playing card 25 is the highest",
        "seat 2 lost with a revolver and may draw it",
    )
    state = apply(state, Pass(LONG_JOHN))
    assert offered(state, 2) == ["pass (draw no revolver)"]  # it has no coup card
    assert narrate(state, Pass(2), JIMMY)[1:] == ("seat 0 takes the $15,000 on the table",)


def test_a_challenged_player_who_places_no_card_loses_its_stake() -> None:
    state = play(poker_table(2, (0, P12), (1, P21)), Challenge(LONG_JOHN, JIMMY, 5_000),
                 TakeUp(JIMMY), PlayCard(LONG_JOHN, P12))  # fmt: skip
    assert narrate(state, Pass(JIMMY), None) == (
        "seat 1 passes (places no card and loses its stake)",
        "seat 0 discards its card unrevealed",
        "seat 0 takes the $10,000 on the table",
    )


# -- 4. poker: the real deal ---------------------------------------------------------------


def real_deal_table(*cards: Card) -> State:
    """Long John's step 4 in a game with the real deal: he holds playing card 12 (which
    stands for the Seven of Spades) and ``cards``, Jimmy playing card 21."""
    state = given(given(disarmed(seated(2, real_deal=True)), LONG_JOHN, P12, *cards), JIMMY, P21)
    return at(state, LONG_JOHN, Step.SHOWDOWN)


def named(cards: Sequence[StandardCard]) -> str:
    return listed([f"the {card}" for card in cards])


def hand(state: State, seat: int) -> tuple[StandardCard, ...]:
    game = state.turn.poker
    assert game is not None
    return game.hands[game.players.index(seat)]


def test_a_real_deal_is_dealt_and_each_seat_is_told_its_own_cards_alone() -> None:
    state = real_deal_table()
    deal = Challenge(LONG_JOHN, JIMMY, 5_000, True)
    assert said(state, LONG_JOHN, deal) == "challenge seat 1 to a real deal for a $5,000 blind"
    assert parse(state, LONG_JOHN, "real deal 5,000") == deal
    state = apply(state, deal)
    dealt = (
        "seat 1 takes up the challenge",
        "seats 0 and 1 play a real deal for a $5,000 blind ($10,000 on the table): five cards each",
    )
    assert narrate(state, TakeUp(JIMMY), None) == dealt
    cards = hand(apply(state, TakeUp(JIMMY)), LONG_JOHN)
    assert narrate(state, TakeUp(JIMMY), LONG_JOHN) == (*dealt, f"seat 0's cards: {named(cards)}")


def test_an_exchange_is_told_to_the_others_without_the_cards() -> None:
    state = play(real_deal_table(), Challenge(LONG_JOHN, JIMMY, 5_000, True), TakeUp(JIMMY))
    cards = hand(state, LONG_JOHN)
    assert offered(state, LONG_JOHN) == [
        *(f"discard the {card}" for card in cards),
        "pass (keep your five cards)",
    ]
    assert narrate(state, Discard(LONG_JOHN, cards[0]), JIMMY) == ("seat 0 discards a card",)
    state = play(state, Discard(LONG_JOHN, cards[0]), Discard(LONG_JOHN, cards[1]))
    assert offered(state, LONG_JOHN)[-1] == "pass (draw two new cards)"
    assert narrate(state, Pass(LONG_JOHN), JIMMY) == ("seat 0 passes (draws two new cards)",)
    new = [c for c in hand(apply(state, Pass(LONG_JOHN)), LONG_JOHN) if c not in cards[2:]]
    assert narrate(state, Pass(LONG_JOHN), LONG_JOHN)[1] == f"seat 0's new cards: {named(new)}"
    state = apply(state, Pass(LONG_JOHN))
    assert narrate(state, Pass(JIMMY), None) == (
        "seat 1 passes (keeps its five cards)",
        "every player has exchanged: the bets begin, seat 0 first",
    )


def test_the_bets_say_what_each_raise_call_and_fold_costs() -> None:
    state = play(real_deal_table(), Challenge(LONG_JOHN, JIMMY, 5_000, True), TakeUp(JIMMY),
                 Pass(LONG_JOHN), Pass(JIMMY))  # fmt: skip
    assert offered(state, LONG_JOHN) == [
        "raise by $5,000 (to $10,000)",
        "call (check at $5,000)",
        "fold (leave your $5,000 on the table)",
    ]
    state = apply(state, Raise(LONG_JOHN))
    assert offered(state, JIMMY) == [  # Jimmy could not match another raise
        "call (add $5,000 to match $10,000)",
        "fold (leave your $5,000 on the table)",
    ]
    assert narrate(state, Call(JIMMY), None) == (
        "seat 1 calls (adds $5,000 to match $10,000)",
        "$20,000 on the table",
        "the bets are even at $10,000 ($20,000 on the table): each player may replace a card "
        "with a playing card",
    )
    assert narrate(state, Fold(JIMMY), LONG_JOHN) == (
        "seat 1 folds (leaves its $5,000 on the table)",
        "seat 0 is the last one in the deal",
        "seat 0 takes the $15,000 on the table",
    )


def test_a_playing_card_replaces_a_card_unseen_and_the_strongest_revealed_hand_wins() -> None:
    state = play(real_deal_table(), Challenge(LONG_JOHN, JIMMY, 5_000, True), TakeUp(JIMMY),
                 Pass(LONG_JOHN), Pass(JIMMY), Call(LONG_JOHN), Call(JIMMY))  # fmt: skip
    replaced = hand(state, LONG_JOHN)[0]
    replace = ReplaceCard(LONG_JOHN, P12, replaced)
    assert said(state, LONG_JOHN, replace) == (
        f"replace your {replaced} with playing card 12 (the Seven of Spades)"
    )
    assert narrate(state, replace, JIMMY) == (
        "seat 0 replaces one of its cards with a playing card",
    )
    state = apply(state, replace)
    revealed = narrate(state, Pass(JIMMY), None)[1]
    assert revealed.startswith(
        f"the hands are revealed: seat 0: {named(hand(apply(state, Pass(JIMMY)), 0))} ("
    )
    assert ", with playing card 12); seat 1: " in revealed
    # The deal gave Long John the Seven of Spades too: Jimmy is asked, holding no Tar & Feathers.
    assert narrate(state, Pass(JIMMY), None)[2] == (
        "seat 0 holds the Seven of Spades twice: the others may tar and feather it"
    )
    state = apply(state, Pass(JIMMY))
    assert offered(state, JIMMY) == ["pass (play no Tar & Feathers)"]
    state = play(state, Pass(JIMMY), Pass(LONG_JOHN))
    told = narrate(state, Pass(JIMMY), None)
    after = apply(state, Pass(JIMMY))
    (winner,) = [s for s in (0, 1) if after.seats[s].money > state.seats[s].money]
    assert told[1].startswith(f"seat {winner}'s hand is the strongest: ")
    assert told[2] == f"seat {winner} takes the $10,000 on the table"


def test_a_professional_players_draw_is_named_to_it_alone() -> None:
    state = play(real_deal_table(C.PROFESSIONAL_PLAYER), Challenge(LONG_JOHN, JIMMY, 5_000, True),
                 TakeUp(JIMMY), Pass(LONG_JOHN), Pass(JIMMY), Call(LONG_JOHN), Call(JIMMY),
                 Pass(LONG_JOHN), Pass(JIMMY))  # fmt: skip
    assert said(state, LONG_JOHN, DrawThree(LONG_JOHN)) == (
        "play a Professional Player: draw the first three cards of the pile"
    )
    drawn = apply(state, DrawThree(LONG_JOHN)).turn.poker
    assert drawn is not None
    assert (
        narrate(state, DrawThree(LONG_JOHN), LONG_JOHN)[1] == f"seat 0 draws {named(drawn.drawn)}"
    )
    assert narrate(state, DrawThree(LONG_JOHN), JIMMY) == (
        "seat 0 plays a Professional Player: draws the first three cards of the pile",
    )
    state = apply(state, DrawThree(LONG_JOHN))
    take = TakeDrawn(LONG_JOHN, drawn.drawn[0], hand(state, LONG_JOHN)[0])
    assert narrate(state, take, JIMMY) == (
        f"seat 0 takes a drawn card instead of its {take.instead_of}",
        f"seat 0 shows the {take.drawn} in its place",
    )


# -- 5. income and the end ------------------------------------------------------------------


def test_the_pass_of_step_4_collects_the_income() -> None:
    state = at(disarmed(placed(seated(2), LONG_JOHN, B.HOTEL, CC, 1)), LONG_JOHN, Step.SHOWDOWN)
    assert offered(state, LONG_JOHN) == ["pass (collect your income: $1,000)"]
    assert said(state, JIMMY, Pass(LONG_JOHN)) == "seat 0 passes (collects its income: $1,000)"


def test_the_end_of_the_game_names_the_winner() -> None:
    rich = with_money(at(placed(seated(2), LONG_JOHN, B.HOTEL, CC, 1), 0, Step.SHOWDOWN),
                      199_000, 10_000)  # fmt: skip
    assert narrate(rich, Pass(LONG_JOHN), JIMMY)[1:] == (
        "the game is over: seat 0 holds $200,000 or more and wins at once",
    )
    last = at(with_bag(seated(2), B.HOTEL), JIMMY, Step.SHOWDOWN)
    assert narrate(last, Pass(JIMMY), None)[1:] == (
        "seat 0's turn",
        "seat 0 draws the Hotel from the bag (0 tiles left)",
        "that was the last tile: the game ends after this turn",
    )
    over = at(with_bag(seated(2)), JIMMY, Step.SHOWDOWN)  # $10,000 each
    told = narrate(over, Pass(JIMMY), None)[1:]
    assert told[0] == "the game is over: the last tile is placed"
    if any(seat.money is None for seat in view(apply(over, Pass(JIMMY)), None).seats):
        assert told[1:] == ("the richest player wins",)  # the money stays secret
    else:
        assert told[1:] == ("seats 0 and 1 are the richest, with $10,000 each, and share the "
                            "victory",)  # fmt: skip
    shown = with_money(
        at(with_bag(seated(2, open_money=True)), JIMMY, Step.SHOWDOWN), 9_000, 12_000
    )
    assert narrate(shown, Pass(JIMMY), None)[2] == "seat 1 is the richest, with $12,000, and wins"


# -- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "error"),
    [
        (Pass(7), "no seat 7"),
        (Pass(True), "no seat True"),
        (PlaceBuilding(0, "Dry Gulch", 1), "place is a Town"),  # type: ignore[arg-type]
        (PlaceBuilding(0, DG, 9), "no space 9 in Dry Gulch"),
        (PlaceSaloon(0, DG, -1), "space is a number"),
        (RepairTrack(0, Line.TRUNK, 8), "no section 8 in the trunk line"),
        (DynamiteTrack(0, "trunk", 0), "line is a railway Line"),  # type: ignore[arg-type]
        (OfferSale(0, 1, C.DYNAMITERO, "1000"), "price"),  # type: ignore[arg-type]
        (Challenge(0, 1, 2**70), "stake"),
        (AttackBank(0, 1, 2), "coup is a Coup, or None"),  # type: ignore[arg-type]
        (Fire(0, (1,)), "coups is a tuple"),  # type: ignore[arg-type]
        (DrawRevolver(0, [ONE]), "coups is a tuple"),  # type: ignore[arg-type]
        (Answer(0, 1), "yes is True or False"),  # type: ignore[arg-type]
        (DrawCards(0, None), "coups is True or False"),  # type: ignore[arg-type]
        (PlayCard(0, 12), "card is an action Card"),  # type: ignore[arg-type]
        (StrokeOfFate(0, 5, C.FRENCH_COOK), "no seat 5"),
    ],
)
def test_describe_refuses_an_action_whose_fields_are_not_of_their_types(
    action: RattlesnakeAction, error: str
) -> None:
    with pytest.raises(ValueError, match=error):
        describe(view(seated(2), 0), action)


def test_every_action_class_is_described_and_refuses_any_field_of_the_wrong_type() -> None:
    """The random games offer every action of the game; each is described, and the same
    action with any field (the seat too) replaced by a stranger value is refused with a
    ``ValueError`` naming the field, never an ``AttributeError`` or ``IndexError``."""
    found: dict[type, tuple[State, RattlesnakeAction]] = {}
    for players, seed, real_deal in GAMES:
        for state, _ in _random_game(players, seed, real_deal):
            for seat in actors(state):
                for action in legal_actions(state, seat):
                    found.setdefault(type(action), (state, action))
    assert set(found) == set(get_args(RattlesnakeAction))
    for state, action in found.values():
        seen = view(state, action.player)
        assert describe(seen, action)
        for field in attrs.fields(type(action)):
            stranger: Any = evolved(action, **{field.name: object()})
            with pytest.raises(ValueError, match=field.name if field.name in FIELDS else "seat"):
                describe(seen, stranger)


FIELDS = ("town", "place", "space", "line", "section", "coups", "card", "joe", "price",
          "stake", "yes", "coup", "real_deal", "standard", "mine", "theirs", "drawn",
          "instead_of")  # fmt: skip
"""The fields that are not seats."""


def test_describe_refuses_what_is_not_a_view_an_action_or_a_view_a_game_can_show() -> None:
    state = seated(2)
    seen = view(state, 0)

    @action_class
    class Sneaky(Pass):
        pass

    with pytest.raises(TypeError, match="View"):
        describe(state, Pass(0))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Rattlesnake City action"):
        describe(seen, "pass")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Rattlesnake City action"):
        describe(seen, Sneaky(0))
    with pytest.raises(ValueError, match="view"):
        describe(seen.evolve(setup=None), Pass(0))
    with pytest.raises(ValueError, match="view"):
        describe(seen.evolve(seats=()), PlaceBuilding(0, DG, 1))


def test_an_action_out_of_its_moment_is_still_described() -> None:
    """Words for a move that is not legal now (no tile drawn, no gunfight, no offer): a
    player may name any move, and is told it is not allowed elsewhere."""
    seen = view(at(seated(2), 0, Step.CARDS), 0)
    assert (
        describe(seen, PlaceBuilding(0, DG, 1)) == "place a building tile on space 1 of Dry Gulch"
    )
    assert (
        describe(seen, Dynamite(0, DG, 3)) == "dynamite space 3 of Dry Gulch (nothing stands there)"
    )
    assert describe(seen, Fire(0, (ONE,))) == "fire one cartridge"
    assert describe(seen, Answer(0, True)) == "accept"
    assert describe(seen, Surrender(0)) == "admit defeat"
    assert describe(seen, Cheat(0, 1)) == "cheat: swap cards with seat 1"
    assert describe(seen, TarAndFeather(0)) == "play Tar & Feathers"


def test_narrate_refuses_an_illegal_action_and_a_seat_that_is_not_one() -> None:
    state = seated(2)
    seat = state.turn.seat
    with pytest.raises(IllegalActionError):
        narrate(state, Pass(1 - seat), None)
    with pytest.raises(ValueError, match="narrate tells a seat"):
        narrate(state, legal(state)[0], 5)
    with pytest.raises(TypeError, match="State"):
        narrate(view(state, None), legal(state)[0], None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Rattlesnake City action"):
        narrate(state, "pass", None)  # type: ignore[arg-type]


def test_a_card_is_named_with_the_article_it_is_said_with() -> None:
    from frontier_games.games.rattlesnake_city.naming import a_card as _a

    assert _a(Card.HONEST_JIM) == "an Honest Jim"  # the h is silent
    assert _a(Card.UNDERTAKER) == "an Undertaker"
    assert _a(Card.FRENCH_COOK) == "a French Cook"
    assert _a(Card.THUMBTACKS) == "a Thumbtacks card"
