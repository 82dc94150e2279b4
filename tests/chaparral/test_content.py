"""The content: the printed tables are as the rulebook prints them, the stand-ins keep
every number the text gives (its examples included), and bad content is refused naming
the field that is wrong."""

from __future__ import annotations

import contextlib
import enum
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from frontier_games.games.chaparral import content as ch
from frontier_games.games.chaparral.content import (
    BonusToken,
    Business,
    BusinessCard,
    Character,
    Content,
    ContentError,
    Event,
    Farm,
    FarmCard,
    Good,
    Objective,
    Prize,
    Stagecoach,
    StagecoachBonus,
    validate_content,
)
from frontier_games.games.chaparral.content import ObjectiveTiming as T

B, C, Ob = Business, Character, Objective
S = ch.STANDARD_CONTENT
_POLITICIAN = StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN

# The rulebook's "Influence: X and Y" line of each character, transcribed.
PRINTED_INFLUENCE = {
    C.SHERIFF: {B.CIGAR_SHOP, B.GUN_SHOP}, C.MAYOR: {B.CIGAR_SHOP, B.CARPENTRY},
    C.BANKER: {B.JEWELRY_STORE, B.HOTEL}, C.FARMER: {B.PHARMACY, B.SALOON},
    C.MERCHANT: {B.PHARMACY, B.WAREHOUSE}, C.RAILWAY_CHIEF: {B.BLACKSMITH, B.CARPENTRY},
    C.MINER: {B.BLACKSMITH, B.BARBERSHOP}, C.NOTARY: {B.PAWNSHOP, B.JEWELRY_STORE},
    C.STRANGER: {B.GUN_SHOP, B.STABLE}, C.SETTLER: {B.BARBERSHOP, B.STABLE},
    C.SALOON_OWNER: {B.PAWNSHOP, B.HOTEL}, C.GENERAL_CUSTER: {B.SALOON, B.WAREHOUSE},
}  # fmt: skip
# The objectives whose requirement names a farm of the player's own (special: they
# "require the purchase of at least one farm"); Courage may take Apaches off the table's.
FARM_OBJECTIVES = {
    Ob.HERDS, Ob.SETTLERS, Ob.PRESTIGE, Ob.TERRITORIAL_VALUE, Ob.PROSPERITY, Ob.BENEFACTOR,
    Ob.PRIVILEGES,
}  # fmt: skip
# Those the text says "must end Phase 2" with; Influence is claimed after Stage 2.
END_OF_PHASE_2 = {
    Ob.AUTHORITY, Ob.WEALTH, Ob.SETTLERS, Ob.TERRITORIAL_VALUE, Ob.PROSPERITY, Ob.BENEFACTOR,
    Ob.POWER,
}  # fmt: skip


def _groups() -> dict[int, set[Business]]:
    statuses = {card.status for card in S.businesses}
    return {n: {c.business for c in S.businesses if c.status == n} for n in statuses}


def test_every_character_shows_the_two_businesses_the_rulebook_prints() -> None:
    assert {c: set(pair) for c, pair in ch.CHARACTER_BUSINESSES.items()} == PRINTED_INFLUENCE
    assert all(len(set(pair)) == 2 for pair in ch.CHARACTER_BUSINESSES.values())


def test_every_business_is_shown_by_exactly_two_characters() -> None:
    shown = Counter(b for pair in ch.CHARACTER_BUSINESSES.values() for b in pair)
    assert shown == dict.fromkeys(Business, 2)


def test_the_mayor_shows_1_and_5_the_cigar_shop_and_the_carpentry() -> None:
    assert sorted(b.number for b in ch.CHARACTER_BUSINESSES[C.MAYOR]) == [1, 5]
    assert (B.CIGAR_SHOP.number, B.CARPENTRY.number) == (1, 5)
    assert sorted(b.number for b in Business) == list(range(1, 13))
    assert sorted(c.number for c in Character) == list(range(1, 13))


def test_status_groups_run_from_2_to_6_the_status_2_group_being_cigar_shop_and_barbershop() -> None:
    groups = _groups()
    assert set(groups) == {2, 3, 4, 5, 6}
    assert groups[2] == {B.CIGAR_SHOP, B.BARBERSHOP}


def test_every_status_group_has_two_businesses_or_more_so_none_can_be_monopolised() -> None:
    assert all(len(group) >= 2 for group in _groups().values())


def test_the_notary_example_buys_the_saloon_and_the_jewelry_store_for_80() -> None:
    assert S.business(B.SALOON).price + S.business(B.JEWELRY_STORE).price == 80
    # Buying both is allowed, so together they are not a whole status group.
    assert {B.SALOON, B.JEWELRY_STORE} not in _groups().values()


def test_one_card_per_business_all_stand_ins() -> None:
    assert [card.business for card in ch.BUSINESS_CARDS] == list(Business)
    assert all(card.stand_in for card in ch.BUSINESS_CARDS)


def test_16_farms_3_sheep_3_pigs_3_horses_3_oxen_4_wheat() -> None:
    assert sorted(card.farm.value for card in ch.FARM_CARDS) == sorted(f.value for f in Farm)
    assert Counter(card.farm.good for card in ch.FARM_CARDS) == {
        Good.SHEEP: 3, Good.PIGS: 3, Good.HORSES: 3, Good.OXEN: 3, Good.WHEAT: 4,
    }  # fmt: skip
    assert all(card.stand_in for card in ch.FARM_CARDS)


def test_farm_prices_vary_between_15_and_55() -> None:
    prices = [card.price for card in ch.FARM_CARDS]
    assert (min(prices), max(prices)) == (15, 55)


def test_the_farmer_example_buys_a_sheep_farm_for_15_and_an_ox_farm_for_45() -> None:
    assert any(c.farm.good is Good.SHEEP and c.price == 15 for c in ch.FARM_CARDS)
    assert any(c.farm.good is Good.OXEN and c.price == 45 for c in ch.FARM_CARDS)


def test_one_market_column_per_good_whose_prices_never_rise() -> None:
    assert [column.good for column in ch.MARKET] == list(Good)
    assert all(list(c.prices) == sorted(c.prices, reverse=True) for c in ch.MARKET)


def test_the_merchant_example_pigs_15_then_10_then_blocked_and_the_first_horses_10() -> None:
    pigs, horses = S.column(Good.PIGS), S.column(Good.HORSES)
    assert pigs.prices == (15, 10)  # Blue $15, Red $10, and only the pig column is blocked
    assert horses.prices[0] == 10
    assert pigs.prices[0] + horses.prices[0] == 25  # Blue's total
    assert len(horses.prices) > 1  # one sale does not block it: its marker stays put


def test_the_merchant_example_wheat_30_less_15_and_sheep_5_less_5_with_an_apache() -> None:
    wheat, sheep = S.column(Good.WHEAT), S.column(Good.SHEEP)
    assert (wheat.prices[0], wheat.apache_penalty) == (30, 15)
    assert (sheep.prices[0], sheep.apache_penalty) == (5, 5)
    assert max(0, sheep.prices[0] - sheep.apache_penalty) == 0
    assert len(wheat.prices) > 1  # Green's wheat sale does not block the column


def test_market_slump_sells_oxen_at_10_and_wheat_at_15_the_lowest_values() -> None:
    assert min(S.column(Good.OXEN).prices) == 10
    assert min(S.column(Good.WHEAT).prices) == 15


def test_9_stagecoaches_each_with_four_different_characters_and_a_bonus() -> None:
    assert len({card.stagecoach for card in ch.STAGECOACH_CARDS}) == 9 == len(Stagecoach)
    for card in ch.STAGECOACH_CARDS:
        assert len(set(card.characters)) == 4
        assert all(type(c) is Character for c in card.characters)
        assert type(card.bonus) is StagecoachBonus
        assert card.stand_in


def test_two_politician_stagecoaches_can_be_removed_leaving_seven_in_a_two_player_game() -> None:
    assert sum(c.bonus is _POLITICIAN for c in ch.STAGECOACH_CARDS) >= 2
    assert len(ch.STAGECOACH_CARDS) - 2 == 7


def test_16_objectives_each_once() -> None:
    assert [card.objective for card in ch.OBJECTIVE_CARDS] == list(Objective)
    assert [o.number for o in Objective] == list(range(1, 17))


def test_the_special_objectives_are_those_requiring_a_farm_of_ones_own() -> None:
    assert {card.objective for card in ch.OBJECTIVE_CARDS if card.special} == FARM_OBJECTIVES
    assert any(card.special for card in ch.OBJECTIVE_CARDS)


def test_influence_is_claimed_after_placing_influence() -> None:
    assert S.objective(Ob.INFLUENCE).timing is T.AFTER_INFLUENCE
    after = [c.objective for c in ch.OBJECTIVE_CARDS if c.timing is T.AFTER_INFLUENCE]
    assert after == [Ob.INFLUENCE]


def test_those_one_must_end_phase_2_with_carry_the_end_of_phase_ii_legend() -> None:
    at_end = {c.objective for c in ch.OBJECTIVE_CARDS if c.timing is T.END_OF_PHASE_2}
    assert at_end == END_OF_PHASE_2


def test_those_claimed_at_the_exact_moment_are_claimed_at_once() -> None:
    at_once = {c.objective for c in ch.OBJECTIVE_CARDS if c.timing is T.AT_ONCE}
    assert at_once == {
        Ob.COURAGE, Ob.HERDS, Ob.HOST, Ob.PRESTIGE, Ob.PROGRESS, Ob.STATUS, Ob.PRIVILEGES,
        Ob.DOMINANCE,
    }  # fmt: skip


def test_segments_cost_as_printed_2_settlers_and_5_iron_for_the_first_three() -> None:
    assert len(ch.SEGMENT_COSTS) == ch.SEGMENTS_PER_SECTION == 5
    first_three = ch.SEGMENT_COSTS[:3]
    assert (sum(s.settlers for s in first_three), sum(s.iron for s in first_three)) == (2, 5)
    printed = [(1, 1), (0, 2), (1, 2), (0, 2), (1, 3)]
    assert [(s.settlers, s.iron) for s in ch.SEGMENT_COSTS] == printed
    rough = ch.SEGMENT_COSTS[1:3]  # Rough Railway: segments 2 and 3, one iron more each
    assert (sum(s.settlers for s in rough), sum(s.iron + 1 for s in rough)) == (1, 6)


def test_railway_prizes_are_two_gold_or_45_one_gold_or_30_then_25() -> None:
    assert (Prize(2, 45), Prize(1, 30), Prize(0, 25)) == ch.RAILWAY_PRIZES


def banker_income(markers: int, properties: int) -> int:
    income = max(dollars for least, dollars in ch.BANKER_MARKERS if markers >= least)
    return income + ch.BANKER_PROPERTIES * properties


def test_the_banker_pays_15_20_25_by_markers_and_5_per_property_30_in_the_example() -> None:
    assert [banker_income(m, 0) for m in range(1, 13)] == [15] * 4 + [20] * 4 + [25] * 4
    assert [banker_income(1, p) - 15 for p in range(1, 6)] == [5, 10, 15, 20, 25]
    assert banker_income(5, 2) == 30  # Blue: 5 markers, the Gun Shop and the Hotel


def test_setup_and_limits_are_as_printed() -> None:
    assert ch.COWBOYS_PER_PLAYER == {2: 4, 3: 4, 4: 3}
    assert ch.STARTING_MONEY == 15 == 5 + 10
    assert (ch.COWBOY_LIMIT, ch.IRON_LIMIT, ch.GOLD_LIMIT) == (10, 10, 4)
    assert (ch.MAX_INFLUENCE_PER_ROUND, ch.APACHE_TOKEN_COWBOYS) == (3, 7)
    assert ch.ALLEY_COSTS == (5, 10)
    assert (len(Event), len(BonusToken)) == (12, 6)


def test_no_influence_and_losses_and_damages_may_not_be_the_first_rounds_event() -> None:
    assert {Event.NO_INFLUENCE, Event.LOSSES_AND_DAMAGES} == ch.NOT_IN_FIRST_ROUND


def test_the_lookups_return_the_card_asked_for_whatever_the_order() -> None:
    backwards = Content(
        businesses=ch.BUSINESS_CARDS[::-1], farms=ch.FARM_CARDS[::-1], market=ch.MARKET[::-1],
        stagecoaches=ch.STAGECOACH_CARDS[::-1], objectives=ch.OBJECTIVE_CARDS[::-1],
    )  # fmt: skip
    for content in (S, backwards):
        assert all(content.business(b).business is b for b in Business)
        assert all(content.farm(f).farm is f for f in Farm)
        assert all(content.column(g).good is g for g in Good)
        assert all(content.stagecoach(s).stagecoach is s for s in Stagecoach)
        assert all(content.objective(o).objective is o for o in Objective)
    assert S.business(B.SALOON).price == 35


def test_the_lookups_raise_value_error_for_a_card_the_content_lacks() -> None:
    lacking = Content(
        businesses=ch.BUSINESS_CARDS[1:], farms=ch.FARM_CARDS[1:], market=ch.MARKET[1:],
        stagecoaches=ch.STAGECOACH_CARDS[1:], objectives=ch.OBJECTIVE_CARDS[1:],
    )  # fmt: skip
    lookups: list[tuple[Callable[[Any], object], enum.Enum]] = [
        (lacking.business, B.CIGAR_SHOP), (lacking.farm, Farm.SHEEP_1),
        (lacking.column, Good.SHEEP), (lacking.stagecoach, Stagecoach.STAGECOACH_1),
        (lacking.objective, Ob.AUTHORITY),
    ]  # fmt: skip
    for lookup, key in lookups:
        with pytest.raises(ValueError, match=f"no card for .*{key.value}"):
            lookup(key)


def test_the_standard_content_is_valid() -> None:
    assert validate_content(S) is S


def test_something_other_than_a_content_is_refused() -> None:
    for value in (None, "standard", attrs.asdict(S, recurse=False)):
        with pytest.raises(ContentError, match="content must be a Content"):
            validate_content(value)


def _swap(cards: tuple[Any, ...], index: int, **changes: Any) -> tuple[Any, ...]:
    return (*cards[:index], cards[index].evolve(**changes), *cards[index + 1 :])


def _content(**changes: Any) -> Content:
    return S.evolve(**changes)


def _card(field: str, index: int, **changes: Any) -> Content:
    """The standard content with one card of ``field`` changed."""
    return _content(**{field: _swap(getattr(S, field), index, **changes)})


_COACHES = ch.STAGECOACH_CARDS
_ONE_POLITICIAN = (_COACHES[0], *(c for c in _COACHES if c.bonus is not _POLITICIAN))
_NO_SPECIAL = tuple(c.evolve(special=False) for c in ch.OBJECTIVE_CARDS)
BAD_CONTENT: list[tuple[Content, str]] = [
    (_content(businesses=list(ch.BUSINESS_CARDS)), "businesses must be a tuple"),
    (_content(businesses=ch.BUSINESS_CARDS[1:]), "businesses must be one card for each"),
    (_card("businesses", 2, price=0), "businesses[2].price"),
    (_card("businesses", 2, price=201), "businesses[2].price"),
    (_card("businesses", 2, price=True), "businesses[2].price"),
    (_card("businesses", 0, status=7), "businesses[0].status"),
    (_card("businesses", 0, status=1), "businesses[0].status"),
    (_card("businesses", 6, status=6), "businesses must be status groups"),  # Pawnshop alone
    (_content(farms=ch.FARM_CARDS[:-1]), "farms must be one card for each Farm"),
    (_content(farms=(*ch.FARM_CARDS[:-1], ch.BUSINESS_CARDS[0])), "farms must be a tuple"),
    (_card("farms", 3, price=0), "farms[3].price"),
    (_content(market=ch.MARKET[:4]), "market must be one card for each Good"),
    (_card("market", 1, prices=()), "market[1].prices"),
    (_card("market", 1, prices=(15, -5)), "market[1].prices"),
    (_card("market", 1, prices=[15, 10]), "market[1].prices"),
    (_card("market", 0, apache_penalty=-1), "market[0].apache_penalty"),
    (_content(stagecoaches=()), "stagecoaches must be a non-empty tuple"),
    (_content(stagecoaches=_COACHES[:1] * 2), "stagecoaches must be each"),
    (_content(stagecoaches=_ONE_POLITICIAN), "stagecoaches must be three cards"),
    (_content(stagecoaches=(_COACHES[0], _COACHES[3])), "stagecoaches must be three cards"),
    (_card("stagecoaches", 0, characters=(C.MAYOR,) * 4), "stagecoaches[0].characters"),
    (_card("stagecoaches", 0, characters=(C.MAYOR, C.MINER)), "stagecoaches[0].characters"),
    (_card("stagecoaches", 0, bonus="$20"), "stagecoaches[0].bonus"),
    (_content(objectives=ch.OBJECTIVE_CARDS[1:]), "objectives must be one card for each"),
    (_content(objectives=_NO_SPECIAL), "objectives must be at least one special"),
    (_card("objectives", 0, special=1), "objectives[0].special"),
    (_card("objectives", 0, timing="at once"), "objectives[0].timing"),
    (_content(starting_cowboys=ch.COWBOY_LIMIT + 1), "starting_cowboys"),
    (_content(starting_cowboys=-1), "starting_cowboys"),
    (_content(starting_cowboys=2.0), "starting_cowboys"),
    (_content(starting_iron=ch.IRON_LIMIT + 1), "starting_iron"),
    (_content(starting_gold=ch.GOLD_LIMIT + 1), "starting_gold"),
]


@pytest.mark.parametrize(("content", "named"), BAD_CONTENT)
def test_bad_content_is_refused_naming_the_field(content: Content, named: str) -> None:
    with pytest.raises(ContentError, match=re.escape(f"chaparral: content.{named}")):
        validate_content(content)


def test_content_with_other_prices_and_starting_tracks_is_accepted() -> None:
    dearer = tuple(c.evolve(price=c.price + 5) for c in ch.BUSINESS_CARDS)
    farms = tuple(FarmCard(c.farm, 30) for c in ch.FARM_CARDS)
    market = _swap(ch.MARKET, 0, prices=(0,), apache_penalty=0)
    content = _content(
        businesses=dearer, farms=farms, market=market,
        stagecoaches=ch.STAGECOACH_CARDS[:3] + ch.STAGECOACH_CARDS[6:7],
        starting_cowboys=ch.COWBOY_LIMIT, starting_iron=0, starting_gold=ch.GOLD_LIMIT,
    )  # fmt: skip
    assert validate_content(content) is content
    assert content.business(B.SALOON).price == 40
    assert content.farm(Farm.WHEAT_4).price == 30


@given(st.lists(st.integers(2, 6), min_size=12, max_size=12))
def test_status_groups_are_refused_exactly_when_one_holds_a_single_business(
    statuses: list[int],
) -> None:
    cards = tuple(BusinessCard(b, 20, s) for b, s in zip(Business, statuses, strict=True))
    monopolisable = min(Counter(statuses).values()) < 2
    refused = pytest.raises(ContentError, match=r"content\.businesses must be status groups")
    with refused if monopolisable else contextlib.nullcontext():
        validate_content(_content(businesses=cards))


def test_a_business_given_two_cards_is_refused() -> None:
    doubled = (*ch.BUSINESS_CARDS, BusinessCard(B.CIGAR_SHOP, 99, 3))
    with pytest.raises(ContentError, match=r"content\.businesses must be one card for each"):
        validate_content(_content(businesses=doubled))


@pytest.mark.parametrize(
    ("objective", "timing"),
    [
        (Objective.INFLUENCE, T.AT_ONCE),
        (Objective.BENEFACTOR, T.AT_ONCE),
        (Objective.PRIVILEGES, T.END_OF_PHASE_2),
    ],
)
def test_the_timings_the_rules_build_on_cannot_be_changed(objective: Objective, timing: T) -> None:
    cards = tuple(
        card.evolve(timing=timing) if card.objective is objective else card for card in S.objectives
    )
    with pytest.raises(ContentError, match=rf"content\.objectives\[{objective.number - 1}\]"):
        validate_content(S.evolve(objectives=cards))
