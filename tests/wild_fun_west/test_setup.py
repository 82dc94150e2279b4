"""The cards and the options: the stand-in content keeps every constraint the text gives,
bad options and content are refused at setup naming what is wrong, and content can be
replaced through the options."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from frontier_games.core import SetupError
from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west.content import (
    OBJECTIVES,
    PROFESSION_CARDS,
    STANDARD_CONTENT,
    Bidding,
    Bonus,
    Building,
    Character,
    Content,
    ContentError,
    ObjectiveSet,
    Profession,
    ProfessionCard,
    objective_sets,
)
from frontier_games.games.wild_fun_west.model import Activate
from frontier_games.games.wild_fun_west.rules import (
    MONEY_CAP,
    apply,
    banned,
    income,
    legal_actions,
    money_bound,
    new_game,
)
from frontier_games.games.wild_fun_west.view import view
from frontier_games.testing import check_game
from tests.wild_fun_west.helpers import at_swap, game, with_active

P, B = Profession, Building


def card(profession: Profession) -> ProfessionCard:
    return STANDARD_CONTENT.card(profession)


def test_the_box_holds_28_professions_16_open_and_12_closed() -> None:
    assert len(PROFESSION_CARDS) == 28 == len({c.profession for c in PROFESSION_CARDS})
    assert Counter(c.bidding for c in PROFESSION_CARDS) == {Bidding.OPEN: 16, Bidding.CLOSED: 12}


def test_the_printed_professions_keep_what_the_text_and_reviews_say() -> None:
    assert card(P.STATION_MASTER).bidding is Bidding.OPEN
    assert P.BLACKSMITH in card(P.STATION_MASTER).bans
    assert card(P.PROSPECTOR).bidding is Bidding.CLOSED
    assert P.PREACHER_MAN in card(P.PROSPECTOR).bans
    assert card(P.COWBOY).bidding is Bidding.CLOSED
    assert P.MARSHAL in card(P.COWBOY).bans
    dancehall = card(P.DANCEHALL_GIRL)
    assert (dancehall.income, dancehall.in_play) == (3, (Bonus(P.BANKER, 1),))
    assert B.SCHOOL in card(P.SCHOOLMARM).subsidises
    # Appendix 4's cards: John's Trapper and Schoolmarm, Mary's Blacksmith and Piano Player.
    assert (card(P.TRAPPER).income, card(P.SCHOOLMARM).income) == (1, 1)
    assert Bonus(P.BLACKSMITH, 2) in card(P.TRAPPER).in_play
    assert Bonus(B.GENERAL_STORE, 1) in card(P.TRAPPER).not_in_play
    assert Bonus(B.SHERIFFS_OFFICE, 1) in card(P.SCHOOLMARM).in_play
    assert (card(P.BLACKSMITH).left_income, card(P.PIANO_PLAYER).left_income) == (2, 1)


def test_some_profession_bans_the_one_that_banned_yours() -> None:
    # "Some other Profession will ban the one that banned yours!"; and the Sheriff is
    # banned by something (Bill McDonald's ability ignores it).
    banners = {banner.profession for banner in PROFESSION_CARDS if banner.bans}
    assert any(banner in other.bans for banner in banners for other in PROFESSION_CARDS)
    assert any(P.SHERIFF in other.bans for other in PROFESSION_CARDS)


def test_twenty_buildings_with_the_eight_named_ones() -> None:
    assert len(STANDARD_CONTENT.buildings) == 20 == len(set(STANDARD_CONTENT.buildings))
    named = {B.BANK, B.SALOON, B.SHERIFFS_OFFICE, B.GENERAL_STORE, B.SCHOOL, B.POST_OFFICE}
    assert named | {B.STATION, B.CHURCH} <= set(STANDARD_CONTENT.buildings)


def test_69_objective_cards_in_12_sets_each_card_listing_6_buildings() -> None:
    assert len(OBJECTIVES) == 69
    assert {s: s.players for s in ObjectiveSet} == {
        s: n for n in range(4, 9) for s in objective_sets(n)
    }
    assert [len(objective_sets(n)) for n in range(4, 9)] == [3, 3, 2, 2, 2]
    for objective_set in ObjectiveSet:
        cards = STANDARD_CONTENT.objectives_of(objective_set)
        assert len(cards) == objective_set.players
        assert len({c.buildings for c in cards}) == len(cards)  # no two alike
        assert all(len(set(c.buildings)) == 6 for c in cards)


BAD_OPTIONS: list[tuple[dict[str, Any], str]] = [
    ({"short_game": 1}, "short_game"),
    ({"open_money": "yes"}, "open_money"),
    ({"finish_turn": None}, "finish_turn"),
    ({"first_player": 4}, "first_player"),
    ({"first_player": True}, "first_player"),
    ({"objective_set": ObjectiveSet.BONANZA}, "objective_set"),
    ({"objective_set": "CALICO"}, "objective_set"),
    ({"characters": (Character.ANNIE_OAKLEY,) * 4}, "characters"),
    ({"characters": tuple(Character)[:3]}, "characters"),
    ({"turn_limit": 0}, "turn_limit"),
    ({"turn_limit": 201}, "turn_limit"),
    ({"turn_limit": 3.0}, "turn_limit"),
    ({"content": "standard"}, "content"),
]


@pytest.mark.parametrize(("fields", "named"), BAD_OPTIONS)
def test_bad_options_are_refused_at_setup_naming_the_field(
    fields: dict[str, Any], named: str
) -> None:
    with pytest.raises(SetupError, match=named):
        new_game(4, 1, W.Options(**fields))


def test_a_player_count_outside_4_to_8_is_refused() -> None:
    for players in (3, 9, True, 4.0):
        with pytest.raises(SetupError, match="4 to 8"):
            new_game(players, 1)  # type: ignore[arg-type]


def _content(**changes: Any) -> Content:
    return STANDARD_CONTENT.evolve(**changes)


BAD_CONTENT: list[tuple[Content, str]] = [
    (_content(professions=()), "professions"),
    (_content(professions=(PROFESSION_CARDS[0],) * 2), "one card per profession"),
    (_content(professions=(PROFESSION_CARDS[0].evolve(income=1.5),)), "income"),
    (_content(professions=(PROFESSION_CARDS[0].evolve(income=10**9),)), "income"),
    (_content(professions=(PROFESSION_CARDS[0].evolve(bans=(P.STATION_MASTER,)),)), "bans"),
    (_content(professions=(PROFESSION_CARDS[0].evolve(in_play=(Bonus(3),)),)), "in_play"),  # type: ignore[arg-type]
    (_content(buildings=(B.BANK, B.SALOON)), "buildings"),
    (_content(objectives=(OBJECTIVES[0], OBJECTIVES[0])), "unique in its set"),
    (_content(objectives=(OBJECTIVES[0].evolve(buildings=(B.BANK,) * 6),)), "six"),
]


@pytest.mark.parametrize(("content", "named"), BAD_CONTENT)
def test_bad_content_is_refused_at_setup_naming_the_field(content: Content, named: str) -> None:
    with pytest.raises(ContentError, match=named):
        new_game(4, 1, W.Options(content=content))


def test_content_missing_the_dealt_sets_cards_is_refused() -> None:
    calico = STANDARD_CONTENT.objectives_of(ObjectiveSet.CALICO)
    content = _content(objectives=calico[:3])
    with pytest.raises(SetupError, match="CALICO set must hold 4"):
        new_game(4, 1, W.Options(content=content, objective_set=ObjectiveSet.CALICO))


def test_content_and_a_turn_limit_that_let_money_pass_the_cap_are_refused() -> None:
    rich = tuple(c.evolve(income=20, left_income=20) for c in PROFESSION_CARDS)
    options = W.Options(content=_content(professions=rich), turn_limit=200)
    with pytest.raises(SetupError, match=f"at most \\${MONEY_CAP}"):
        new_game(4, 1, options)
    assert money_bound(4, options.evolve(turn_limit=10)) <= MONEY_CAP


def test_replaced_content_is_played_by_the_rules() -> None:
    # A smaller box: twelve professions, the buildings and objective cards unchanged.
    small = _content(professions=PROFESSION_CARDS[:12])
    state = new_game(5, 3, W.Options(content=small))
    dealt = set(state.cards.deck) | {p for row in state.cards.hands for p in row}
    if state.turn.revealed is not None:
        dealt.add(state.turn.revealed)
    assert dealt <= {c.profession for c in PROFESSION_CARDS[:12]}
    check_game(
        W.GAME,
        (4, 6),
        options=W.Options(content=small),
        playouts=1,
        deep_states=4,
        kit_pictures=True,
    )


def test_a_card_banned_only_by_the_one_it_replaces_may_replace_it_even_if_it_bans_it() -> None:
    # Content where the Blacksmith and the Station Master ban each other: with a place
    # free, the Station Master can enter play only by replacing the Blacksmith.
    cards = tuple(
        c.evolve(bans=(P.STATION_MASTER,)) if c.profession is P.BLACKSMITH else c
        for c in PROFESSION_CARDS
    )
    state = game(content=_content(professions=cards))
    state = with_active(at_swap(state, 0, P.STATION_MASTER), 0, P.BLACKSMITH)
    replacing = Activate(0, P.STATION_MASTER, P.BLACKSMITH)
    assert [a for a in legal_actions(state, 0) if type(a) is Activate] == [replacing]
    after = apply(state, replacing)
    assert after.cards.active[0] == (P.STATION_MASTER,)
    assert P.BLACKSMITH in after.cards.hands[0]


@pytest.mark.parametrize(
    "changes",
    [{"options": 1}, {"active": (("x",), (), (), ())}, {"characters": 5}],
    ids=["options", "active", "characters"],
)
def test_income_refuses_a_hand_built_view_with_a_value_error(changes: dict[str, Any]) -> None:
    broken = view(new_game(4, 1), 0).evolve(**changes)
    with pytest.raises(ValueError, match="not one a game can show"):
        income(broken, 0)


def test_banned_refuses_a_hand_built_view_with_a_value_error() -> None:
    broken = view(new_game(4, 1), 0).evolve(options=1)
    with pytest.raises(ValueError, match="not one a game can show"):
        banned(broken, P.SHERIFF)
