"""*Chaparral* in words: every legal action described differently and read back by
``parse_action``, the rulebook's moves in its words, and each kind of event narrated to
the seats that see it, and only to them.

Seats are clockwise from seat 0, which starts in every position built here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import pytest

from frontier_games.core import Game, IllegalActionError
from frontier_games.games.chaparral.content import (
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    Stagecoach,
)
from frontier_games.games.chaparral.legal import alley_cost
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Options,
    Pass,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    RemoveApache,
    Section,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    Turn,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
    outcome,
)
from frontier_games.games.chaparral.table import business_price, turn_order
from frontier_games.games.chaparral.view import determinize, view
from frontier_games.games.chaparral.words import describe, narrate
from frontier_games.rng import Rng, randbelow, sample
from frontier_games.text import normalize, parse_action

C, B, F, E = Character, Business, Farm, Event


class _Words:
    """What ``parse_action`` asks of a game: its ``describe``."""

    describe = staticmethod(describe)


WORDS = cast("Game[State, ChaparralAction, View, Options]", _Words())


# -- positions ------------------------------------------------------------------------------


def game(players: int = 3, *, event: Event = E.CRUEL_BATTLE, seed: int = 1) -> State:
    """A new game, seat 0 starting, with ``event`` as the first round's (its card swapped
    with the one revealed): by default Cruel Battle, which only General Custer's action
    feels."""
    state = new_game(players, seed, Options(first_player=0))
    current = state.board.event
    if event is current:
        return state
    events = tuple(current if e is event else e for e in state.city.events)
    return state.evolve(
        board=state.board.evolve(event=event),
        city=state.city.evolve(events=events),
    )


def stage_3(
    state: State,
    cowboys: dict[Character, int],
    *,
    seat: int = 0,
    alley: tuple[int, ...] = (),
    step: Step = Step.CHOOSE,
) -> State:
    """``state`` in Stage 3 with these cowboys on the characters (no bonus token left),
    ``seat``'s turn in turn order."""
    players = state.setup.players
    placed = tuple(cowboys.get(character) for character in Character)
    board = state.board.evolve(cowboys=placed, tokens=(None,) * 12, alley=alley)
    order = turn_order(players, state.board.start)
    rest = order[order.index(seat) + 1 :]
    return state.evolve(board=board, phase=Phase.ACTIONS, turn=Turn(seat, step, rest))


def with_board(state: State, seat: int, **changes: Any) -> State:
    """``seat``'s mini-board changed."""
    boards = list(state.players)
    boards[seat] = boards[seat].evolve(**changes)
    return state.evolve(players=tuple(boards))


def with_farms(state: State, seat: int, *farms: Farm, apaches: bool = False) -> State:
    """``seat`` owns ``farms`` (off the table), with their Apaches if ``apaches``."""
    city = state.city
    owned = tuple(f for f in Farm if f in farms or f in state.players[seat].farms)
    kept = city.apaches if apaches else tuple(f for f in city.apaches if f not in farms)
    table = tuple(f for f in city.farms if f not in farms)
    state = with_board(state, seat, farms=owned)
    return state.evolve(city=city.evolve(farms=table, apaches=kept))


def with_deck_top(state: State, *events: Event) -> State:
    """The event deck with ``events`` on top, the last one the top card."""
    assert all(event in state.city.events for event in events)
    rest = tuple(e for e in state.city.events if e not in events)
    return state.evolve(city=state.city.evolve(events=(*rest, *events)))


def play(state: State, *actions: ChaparralAction) -> State:
    for action in actions:
        state = apply(state, action)
    return state


def said(state: State, seat: int | None, action: ChaparralAction) -> str:
    """``action`` described to ``seat``."""
    return describe(view(state, seat), action)


def offered(state: State, seat: int) -> list[str]:
    """``seat``'s legal actions, described to it."""
    return [said(state, seat, action) for action in legal_actions(state, seat)]


def parse(state: State, seat: int, text: str) -> ChaparralAction:
    return parse_action(WORDS, view(state, seat), legal_actions(state, seat), text)


# -- every legal action, described and read back ----------------------------------------------


def _random_game(players: int, seed: int) -> list[tuple[State, ChaparralAction]]:
    """The positions of a random game, each with the action played there."""
    state = new_game(players, seed)
    rng = Rng.from_seed(seed)
    played: list[tuple[State, ChaparralAction]] = []
    while not is_over(state):
        seat = min(actors(state))
        legal = legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        played.append((state, legal[pick]))
        state = apply(state, legal[pick])
    return played


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_a_seats_legal_actions_are_described_differently_and_read_back(
    players: int, seed: int
) -> None:
    for state, _ in _random_game(players, seed):
        seat = min(actors(state))
        seen = view(state, seat)
        legal = legal_actions(state, seat)
        texts = [describe(seen, action) for action in legal]
        assert len({normalize(text) for text in texts}) == len(legal), texts
        for other in (*range(players), None):
            if other != seat:  # the others read the same moves in the third person
                told = [describe(view(state, other), action) for action in legal]
                assert all(text.startswith(f"seat {seat} ") for text in told)
                assert len({normalize(text) for text in told}) == len(legal)
        for action, text in zip(legal, texts, strict=True):
            assert parse_action(WORDS, seen, legal, text) == action
            if type(action) is BuyBusiness:
                assert text.endswith(f"for ${business_price(state, seat, action.business)}")
            if type(action) is UseAlley:
                assert f"(${alley_cost(state, seat)} and " in text


def test_narration_is_the_same_in_every_position_a_seat_cannot_tell_apart() -> None:
    """What the battery checks, on a game of each size: a seat is told alike of a
    determinization of its view that the action leaves looking the same, and of another
    action of the actor that it cannot tell apart."""
    rng = Rng.from_seed(9)
    compared = 0
    for players, seed in ((2, 6), (3, 7), (4, 8)):
        for state, action in _random_game(players, seed):
            following = apply(state, action)
            others: Sequence[ChaparralAction] = [
                a for a in legal_actions(state, action.player) if a != action
            ]
            if len(others) > 2:
                others, rng = sample(rng, others, 2)
            for seat in (*range(players), None):
                told = narrate(state, action, seat)
                assert told
                assert all(isinstance(line, str) and line for line in told)
                after = view(following, seat)
                guess = determinize(view(state, seat), seed)
                if action in legal_actions(guess, action.player) and (
                    view(apply(guess, action), seat) == after
                ):
                    compared += 1
                    assert narrate(guess, action, seat) == told
                for other in others if seat != action.player else ():
                    if view(apply(state, other), seat) == after:
                        assert narrate(state, other, seat) == told
    assert compared > 1000


# -- describe: Phase 1 and Stage 2 -------------------------------------------------------------


def test_allocations_and_the_alley_say_where_the_cowboy_goes_and_what_the_alley_costs() -> None:
    state = game()
    assert said(state, 0, Allocate(0, C.BANKER)) == "allocate a cowboy to the Banker"
    assert said(state, 0, Allocate(0, C.GENERAL_CUSTER)) == "allocate a cowboy to General Custer"
    assert said(state, 0, EnterAlley(0)) == "enter the alley ($5, the left space)"
    assert said(state, 1, Allocate(0, C.BANKER)) == "seat 0 allocates a cowboy to the Banker"
    state = play(state, EnterAlley(0))
    assert said(state, 1, EnterAlley(1)) == "enter the alley ($10)"
    assert said(state, None, EnterAlley(1)) == "seat 1 enters the alley ($10)"
    assert parse(state, 1, "banker") == Allocate(1, C.BANKER)
    assert parse(state, 1, "alley") == EnterAlley(1)


def test_two_players_block_with_a_red_cowboy() -> None:
    state = play(game(2), Allocate(0, C.BANKER))
    assert said(state, 0, Block(0, C.MAYOR)) == "block the Mayor with a red cowboy"
    assert said(state, 1, Block(0, C.MAYOR)) == "seat 0 blocks the Mayor with a red cowboy"
    assert parse(state, 0, "block mayor") == Block(0, C.MAYOR)


def test_the_yellow_influence_example_offers_the_cigar_shop_through_the_mayor() -> None:
    """Yellow (seat 0) allocated the Mayor, the Miner and the Notary, and already has a
    marker in the Carpentry."""
    state = game()
    cowboys = (C.MAYOR, C.MINER, C.NOTARY)
    placed = tuple(0 if c in cowboys else None for c in Character)
    state = with_board(state, 0, influence=(B.CARPENTRY,))
    state = state.evolve(
        board=state.board.evolve(cowboys=placed),
        phase=Phase.INFLUENCE,
        turn=Turn(0, order=(1, 2)),
    )
    assert offered(state, 0) == [
        "place influence in the Cigar Shop through the Mayor",
        "place influence in the Blacksmith through the Miner",
        "place influence in the Barbershop through the Miner",
        "place influence in the Pawnshop through the Notary",
        "place influence in the Jewelry Store through the Notary",
        "pass (place no influence)",
    ]
    assert parse(state, 0, "cigar mayor") == Influence(0, C.MAYOR, B.CIGAR_SHOP)
    state = play(state, Influence(0, C.MAYOR, B.CIGAR_SHOP))
    assert said(state, 0, Pass(0)) == "pass (place no more influence)"
    assert said(state, 1, Pass(0)) == "seat 0 passes (places no more influence)"


# -- describe: Stage 3 ------------------------------------------------------------------------


def test_the_choice_of_the_next_character_acts_uses_the_alley_or_ends_the_turn() -> None:
    """Seat 0 has the Farmer and the second alley space; seat 1 has the Merchant."""
    state = stage_3(game(), {C.FARMER: 0, C.MERCHANT: 1}, alley=(1, 0))
    assert offered(state, 0) == [
        "act as the Farmer",
        "use the alley as the Merchant ($10 and a cowboy)",
        "pass (end your turn)",
    ]
    assert said(state, 2, Pass(0)) == "seat 0 passes (ends its turn)"
    assert parse(state, 0, "farmer") == Perform(0, C.FARMER)
    assert parse(state, 0, "alley merchant") == UseAlley(0, C.MERCHANT)
    assert parse(state, 0, "pass") == Pass(0)
    ambush = stage_3(game(event=E.FATAL_AMBUSH), {C.MERCHANT: 1}, alley=(0,))
    assert said(ambush, 0, UseAlley(0, C.MERCHANT)) == (
        "use the alley as the Merchant ($5 and 2 cowboys)"
    )


def test_the_sheriffs_reordering_is_said_from_the_bottom_to_the_new_top() -> None:
    """The rulebook's A/B/C example: B to the bottom, then A, and C on top of it."""
    a, b, c = E.FATAL_AMBUSH, E.LACK_OF_RESOURCES, E.MARKET_SLUMP
    state = with_deck_top(stage_3(game(), {C.SHERIFF: 0}), c, b, a)
    state = play(state, Perform(0, C.SHERIFF))
    arrangement = ArrangeEvents(0, b, (c, a))
    assert arrangement in legal_actions(state, 0)
    assert said(state, 0, arrangement) == (
        "put Lack of Resources at the bottom, then Fatal Ambush, with Market Slump on top"
    )
    texts = offered(state, 0)
    assert len(set(texts)) == len(texts) == 6
    after = apply(state, arrangement)
    assert after.city.events[0] is b
    assert after.city.events[-2:] == (a, c)  # C is the new top card


def test_the_mayor_offers_the_politician_or_10() -> None:
    state = stage_3(game(), {C.MAYOR: 0})
    state = state.evolve(board=state.board.evolve(stagecoach=Stagecoach.STAGECOACH_1))
    state = play(state, Perform(0, C.MAYOR))
    assert offered(state, 0) == ["take the politician", "take $10"]
    assert said(state, 1, TakeStagecoach(0, True)) == "seat 0 takes the politician"


def test_farm_prices_count_the_events_and_the_discount() -> None:
    state = play(stage_3(with_board(game(), 0, money=100), {C.FARMER: 0}), Perform(0, C.FARMER))
    assert said(state, 0, BuyFarm(0, F.SHEEP_1)) == "buy sheep farm 1 for $15"
    assert said(state, 0, BuyFarm(0, F.OXEN_1)) == "buy ox farm 1 for $45"
    assert said(state, 0, Pass(0)) == "pass (buy no farm)"
    assert parse(state, 0, "sheep farm 1") == BuyFarm(0, F.SHEEP_1)
    dearer = stage_3(with_board(game(event=E.APPRECIATING_PROPERTIES), 0, money=100), {C.FARMER: 0})
    dearer = play(dearer, Perform(0, C.FARMER))
    assert said(dearer, 0, BuyFarm(0, F.SHEEP_1)) == "buy sheep farm 1 for $20"
    discounted = with_board(game(), 0, money=100, discounts=(BonusToken.FARM_DISCOUNT,))
    discounted = play(stage_3(discounted, {C.FARMER: 0}), Perform(0, C.FARMER))
    assert said(discounted, 0, BuyFarm(0, F.OXEN_1)) == "buy ox farm 1 for $35"
    discounted = play(discounted, BuyFarm(0, F.OXEN_1))
    assert said(discounted, 0, BuyFarm(0, F.SHEEP_1)) == "buy sheep farm 1 for $15"
    assert said(discounted, 0, Pass(0)) == "pass (buy no second farm)"


def merchant_example() -> State:
    """The rulebook's Merchant example, 4 players: Blue (seat 0) has a pig and a horse
    farm, Yellow (1) none, Red (2) a pig farm, Green (3) a sheep and a wheat farm, both
    with their Apaches."""
    state = with_farms(game(4), 0, F.PIGS_1, F.HORSES_1)
    state = with_farms(state, 2, F.PIGS_2)
    state = with_farms(state, 3, F.SHEEP_1, F.WHEAT_1, apaches=True)
    return stage_3(state, {C.MERCHANT: 0})


def test_the_merchant_example_sells_at_the_market_price_less_the_apache_penalty() -> None:
    state = play(merchant_example(), Perform(0, C.MERCHANT))
    assert offered(state, 0) == [
        "sell pigs from pig farm 1 for $15",
        "sell horses from horse farm 1 for $10",
    ]
    assert parse(state, 0, "sell pigs") == Sell(0, F.PIGS_1)
    state = play(state, Sell(0, F.PIGS_1), Sell(0, F.HORSES_1))
    assert offered(state, 2) == ["sell pigs from pig farm 2 for $10"]
    state = play(state, Sell(2, F.PIGS_2))
    assert offered(state, 3) == [
        "sell sheep from sheep farm 1 for $0",
        "sell wheat from wheat farm 1 for $15",
    ]


def test_the_railway_chief_says_what_the_segments_cost() -> None:
    """Red pays 2 settlers and 5 iron for the first three segments of the pig section;
    under Rough Railway, Rui's 2nd and 3rd segments cost one settler and 6 iron."""
    state = with_board(game(), 0, settlers=2, iron=5)
    state = play(stage_3(state, {C.RAILWAY_CHIEF: 0}), Perform(0, C.RAILWAY_CHIEF))
    assert said(state, 0, Build(0, Good.PIGS, 3)) == (
        "build 3 segments of the pig railway (2 settlers, 5 iron)"
    )
    assert said(state, 0, Build(0, Good.PIGS, 2)) == (
        "build 2 segments of the pig railway (1 settler, 3 iron)"
    )
    assert said(state, 0, Build(0, Good.OXEN, 1)) == (
        "build 1 segment of the ox railway (1 settler, 1 iron)"
    )
    assert said(state, 0, Pass(0)) == "pass (build nothing)"
    rough = with_board(game(event=E.ROUGH_RAILWAY), 0, settlers=1, iron=6)
    sections = (Section(Good.SHEEP, 0, 1), *rough.city.sections[1:])
    rough = rough.evolve(city=rough.city.evolve(sections=sections))
    rough = play(stage_3(rough, {C.RAILWAY_CHIEF: 0}), Perform(0, C.RAILWAY_CHIEF))
    assert offered(rough, 0) == [
        "build 1 segment of the sheep railway (3 iron)",
        "build 2 segments of the sheep railway (1 settler, 6 iron)",
        "pass (build nothing)",
    ]


def test_the_miners_six_cowboys_carry_3_iron_and_1_gold_or_6_iron_or_2_gold() -> None:
    state = play(stage_3(with_board(game(), 0, cowboys=6), {C.MINER: 0}), Perform(0, C.MINER))
    texts = offered(state, 0)
    assert {"mine 3 iron and 1 gold", "mine 6 iron", "mine 2 gold", "pass (mine nothing)"} <= set(
        texts
    )
    assert "mine 4 iron and 1 gold" not in texts
    assert parse(state, 0, "mine 3 iron and 1") == Mine(0, 3, 1)
    assert said(state, 1, Mine(0, 3, 1)) == "seat 0 mines 3 iron and 1 gold"


def test_the_notary_says_each_business_price() -> None:
    """Yellow buys the Saloon and the Jewelry Store: $80."""
    state = with_board(game(), 0, money=100, influence=(B.JEWELRY_STORE, B.SALOON))
    state = play(stage_3(state, {C.NOTARY: 0}), Perform(0, C.NOTARY))
    assert offered(state, 0) == [
        "buy the Jewelry Store for $45",
        "buy the Saloon for $35",
        "pass (buy no business)",
    ]
    assert parse(state, 0, "saloon") == BuyBusiness(0, B.SALOON)
    state = play(state, BuyBusiness(0, B.SALOON))
    assert offered(state, 0) == ["buy the Jewelry Store for $45", "pass (buy no second business)"]
    state = play(state, BuyBusiness(0, B.JEWELRY_STORE))
    assert state.players[0].money == 20


def test_the_apache_is_removed_by_general_custer_or_by_the_players_token() -> None:
    state = stage_3(with_board(game(), 0, apache_token=True, token_received=True), {
        C.GENERAL_CUSTER: 0
    })  # fmt: skip
    texts = offered(state, 0)
    assert "remove the Apache from ox farm 2 (your Apache token)" in texts
    assert said(state, 1, RemoveApache(0, F.OXEN_2, True)) == (
        "seat 0 removes the Apache from ox farm 2 (its Apache token)"
    )
    state = play(state, Perform(0, C.GENERAL_CUSTER))
    assert said(state, 0, RemoveApache(0, F.OXEN_2)) == (
        "remove the Apache from ox farm 2 (General Custer)"
    )
    assert said(state, 0, Pass(0)) == "pass (remove no Apache)"


def test_the_first_finished_section_offers_2_gold_bars_or_45() -> None:
    state = with_board(game(), 0, settlers=1, iron=3)
    sections = (Section(Good.SHEEP, 0, 4), *state.city.sections[1:])
    state = state.evolve(city=state.city.evolve(sections=sections))
    state = play(stage_3(state, {C.RAILWAY_CHIEF: 0}), Perform(0, C.RAILWAY_CHIEF))
    state = play(state, Build(0, Good.SHEEP, 1))
    assert offered(state, 0) == ["take the prize: 2 gold bars", "take the prize: $45"]
    assert said(state, 2, TakePrize(0, False)) == "seat 0 takes the prize: $45"


def test_hosting_bribing_giving_and_the_penalties() -> None:
    state = with_farms(with_board(game(), 0, politician=True), 0, F.WHEAT_1)
    state = stage_3(state, {})
    assert offered(state, 0) == ["host the politician on wheat farm 1"]  # no pass: it must
    state = with_board(play(state, Host(0, F.WHEAT_1)), 0, gold=2)
    assert said(state, 0, Bribe(0)) == "bribe the politician with two gold bars (Privileges)"
    ending = game().evolve(phase=Phase.END_OF_PHASE, turn=Turn(0))
    assert offered(ending, 0) == [
        "give $50 and a gold bar to the Church (Benefactor)",
        "pass (give nothing to the Church)",
    ]
    assert (
        said(ending, 1, Donate(0)) == "seat 0 gives $50 and a gold bar to the Church (Benefactor)"
    )
    losses = with_board(game(), 0, influence=(B.HOTEL, B.STABLE), money=20)
    losses = losses.evolve(phase=Phase.LOSSES, turn=Turn(0, order=(1, 2)))
    assert offered(losses, 0) == [
        "remove influence from the Hotel and the Stable",
        "lose 2 cowboys",
        "pay $20",
    ]
    assert said(losses, None, Penalty(0, PenaltyKind.MONEY)) == "seat 0 pays $20"


def test_a_pass_holding_a_politician_without_a_farm_says_it_is_discarded() -> None:
    state = stage_3(with_board(game(), 0, politician=True), {})
    assert offered(state, 0) == ["pass (end your turn; your politician is discarded)"]
    assert narrate(state, Pass(0), 1)[0] == (
        "seat 0 passes (ends its turn; its politician is discarded)"
    )


def test_describe_refuses_what_is_not_a_view_or_an_action() -> None:
    state = game()
    seen = view(state, 0)
    with pytest.raises(TypeError, match="View"):
        describe(state, Pass(0))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Chaparral action"):
        describe(seen, "pass")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no seat"):
        describe(seen, Pass(7))
    with pytest.raises(ValueError, match="no character"):
        describe(seen, Allocate(0, "Banker"))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no railway section"):
        describe(seen, Build(0, Good.WHEAT, 1))
    with pytest.raises(ValueError, match="iron"):
        describe(seen, Mine(0, 2**70, 0))
    with pytest.raises(ValueError, match="view"):
        describe(seen.evolve(sections=()), Build(0, Good.PIGS, 1))


# -- narrate --------------------------------------------------------------------------------


def test_the_bankers_30_is_told_as_money_received() -> None:
    """Blue has 5 markers in the city, two of them the Gun Shop and the Hotel it owns."""
    state = with_board(
        game(), 0, influence=(B.CIGAR_SHOP, B.CARPENTRY, B.STABLE), owned=(B.GUN_SHOP, B.HOTEL),
        objectives=(Objective.STATUS,),  # the two businesses' status 3 and 6 reach 9
    )  # fmt: skip
    state = stage_3(state, {C.BANKER: 0})
    assert narrate(state, Perform(0, C.BANKER), 1) == (
        "seat 0 acts as the Banker",
        "seat 0 receives $30",
    )


def test_the_alleys_cost_is_told_once_and_what_the_character_gives_beside_it() -> None:
    """Green, first in the alley, pays $5 and a cowboy; Red and Yellow $10 and a cowboy."""
    state = stage_3(game(), {C.BANKER: 1, C.STRANGER: 2}, alley=(0, 1, 2))
    assert narrate(state, UseAlley(0, C.STRANGER), None) == (
        "seat 0 uses the alley as the Stranger ($5 and a cowboy)",
        "seat 0 gains 2 cowboys",
    )
    state = with_board(state, 2, influence=(B.HOTEL,))  # 1 marker: $15
    state = stage_3(state, {C.BANKER: 1, C.STRANGER: 2}, alley=(0, 1, 2), seat=2)
    assert narrate(state, UseAlley(2, C.BANKER), 0) == (
        "seat 2 uses the alley as the Banker ($10 and a cowboy)",
        "seat 2 receives $15",
    )


def test_the_end_of_phase_1_tells_the_tokens_collected_and_those_blocked() -> None:
    """The two-player blocking example: the Mayor, the Merchant, the Miner and the Settler
    are blocked; the tokens on the Miner and the Settler are discarded."""
    state = game(2)
    tokens = {
        C.BANKER: BonusToken.TEN_DOLLARS,
        C.FARMER: BonusToken.FIVE_DOLLARS,
        C.MINER: BonusToken.IRON,
        C.SETTLER: BonusToken.COWBOY,
    }
    placed = tuple(tokens.get(c) for c in Character)
    state = state.evolve(board=state.board.evolve(tokens=placed))
    state = play(
        state,
        Allocate(0, C.BANKER), Block(0, C.MAYOR), Allocate(1, C.FARMER), Block(1, C.MERCHANT),
        Allocate(0, C.SHERIFF), Block(0, C.MINER), Allocate(1, C.STRANGER), Block(1, C.SETTLER),
        Allocate(0, C.NOTARY), Allocate(1, C.SALOON_OWNER), Allocate(0, C.RAILWAY_CHIEF),
    )  # fmt: skip
    assert narrate(state, Allocate(1, C.GENERAL_CUSTER), None) == (
        "seat 1 allocates a cowboy to General Custer",
        "every cowboy is placed: Phase 1 is over",
        "seat 0 collects the $10 bonus token on the Banker",
        "seat 1 collects the $5 bonus token on the Farmer",
        "the iron bonus token on the Miner is discarded (the character is blocked)",
        "the cowboy bonus token on the Settler is discarded (the character is blocked)",
        "seat 0 receives $10",
        "seat 1 receives $5",
        "Phase 2, Stage 2: the players place influence, seat 0 first",
    )


def test_another_seats_influence_is_told_without_the_character_it_came_through() -> None:
    state = game()
    placed = tuple(0 if c in (C.MINER, C.RAILWAY_CHIEF) else None for c in Character)
    state = state.evolve(
        board=state.board.evolve(cowboys=placed),
        phase=Phase.INFLUENCE,
        turn=Turn(0, order=(1, 2)),
    )
    action = Influence(0, C.MINER, B.BLACKSMITH)
    assert (
        narrate(state, action, 0)[0]
        == "seat 0 places influence in the Blacksmith through the Miner"
    )
    assert narrate(state, action, 1)[0] == "seat 0 places influence in the Blacksmith"


def test_the_sheriff_hands_on_or_takes_the_starting_player_token() -> None:
    state = with_deck_top(stage_3(game(), {C.SHERIFF: 0}), E.FATAL_AMBUSH, E.LOSSES_AND_DAMAGES,
                          E.MARKET_SLUMP)  # fmt: skip
    assert narrate(state, Perform(0, C.SHERIFF), 1) == (
        "seat 0 acts as the Sheriff",
        "seat 0 hands the small Starting Player token to seat 1, who starts the next round",
        "seat 0 looks at the top three events",
    )
    assert narrate(state, Perform(0, C.SHERIFF), 0)[2] == (
        "seat 0 looks at the top three events: Market Slump on top, then Losses and Damages, "
        "then Fatal Ambush"
    )
    other = stage_3(game(), {C.SHERIFF: 2}, seat=2)
    assert narrate(other, Perform(2, C.SHERIFF), None)[1] == (
        "seat 2 takes the small Starting Player token: it starts the next round"
    )
    two = stage_3(game(2), {C.SHERIFF: 1}, seat=1)
    assert narrate(two, Perform(1, C.SHERIFF), 0)[1:] == (
        "seat 1 takes the $10 coin on the Sheriff",
        "seat 1 looks at the top three events",
        "seat 1 receives $10",
    )


def test_another_seats_arrangement_of_the_events_is_never_told() -> None:
    a, b, c = E.FATAL_AMBUSH, E.LACK_OF_RESOURCES, E.MARKET_SLUMP
    state = with_deck_top(stage_3(game(), {C.SHERIFF: 0}), c, b, a)
    state = play(state, Perform(0, C.SHERIFF))
    hidden = (
        "seat 0 puts one of the top three events at the bottom of the deck and the other two "
        "back on top",
    )
    for arrangement in legal_actions(state, 0):
        for seat in (1, 2, None):
            told = narrate(state, arrangement, seat)
            assert told == hidden
            assert not any(event.value in line for line in told for event in (a, b, c))
    assert narrate(state, ArrangeEvents(0, b, (c, a)), 0) == (
        "seat 0 puts Lack of Resources at the bottom, then Fatal Ambush, with Market Slump on top",
    )


def test_the_mayor_is_told_the_stagecoach_and_the_host_objective_at_once() -> None:
    coaches = (Stagecoach.STAGECOACH_4, Stagecoach.STAGECOACH_5, Stagecoach.STAGECOACH_6)
    state = stage_3(with_board(game(), 0, stagecoaches=coaches), {C.MAYOR: 0})
    state = state.evolve(board=state.board.evolve(stagecoach=Stagecoach.STAGECOACH_2))
    assert narrate(state, Perform(0, C.MAYOR), 2) == (
        "seat 0 acts as the Mayor",
        "seat 0 receives stagecoach 2, with $20",
        "seat 0 claims the Host objective",
    )
    robbed = stage_3(game(event=E.STAGECOACH_ROBBERY), {C.MAYOR: 0})
    robbed = robbed.evolve(board=robbed.board.evolve(stagecoach=Stagecoach.STAGECOACH_1))
    assert narrate(robbed, Perform(0, C.MAYOR), 1)[1:] == (
        "seat 0 receives stagecoach 1, robbed of its bonus ($10 or a politician): $5 only",
    )


def test_the_farmer_example_tells_the_bonuses_and_the_politician() -> None:
    """Green buys a sheep farm for $15 and an ox farm for $45, then hosts a politician."""
    state = with_board(game(), 0, money=60, politician=True)
    state = play(stage_3(state, {C.FARMER: 0}), Perform(0, C.FARMER))
    assert narrate(state, BuyFarm(0, F.SHEEP_1), 1) == ("seat 0 buys sheep farm 1 for $15",)
    state = play(state, BuyFarm(0, F.SHEEP_1))
    assert narrate(state, Influence(0, None, B.HOTEL), 1) == (
        "seat 0 places influence in the Hotel (the sheep farm's bonus)",
    )
    state = play(state, Influence(0, None, B.HOTEL))
    assert narrate(state, BuyFarm(0, F.OXEN_1), 1) == (
        "seat 0 buys ox farm 1 for $45",
        "seat 0 gains 3 iron",
    )
    state = play(state, BuyFarm(0, F.OXEN_1))
    assert state.players[0].money == 0
    assert narrate(state, Host(0, F.OXEN_1), 1) == ("seat 0 hosts the politician on ox farm 1",)


def test_the_merchant_example_tells_who_must_sell_and_who_has_nothing() -> None:
    state = merchant_example()
    assert narrate(state, Perform(0, C.MERCHANT), 2) == (
        "seat 0 acts as the Merchant",
        "seat 0 must sell",
    )
    state = play(state, Perform(0, C.MERCHANT))
    assert narrate(state, Sell(0, F.PIGS_1), 2) == (
        "seat 0 sells pigs from pig farm 1 for $15",
        "seat 0 must make a second sale",
    )
    state = play(state, Sell(0, F.PIGS_1))
    assert narrate(state, Sell(0, F.HORSES_1), 2) == (
        "seat 0 sells horses from horse farm 1 for $10",
        "seat 1 has nothing to sell",
        "seat 2 must sell",
    )
    state = play(state, Sell(0, F.HORSES_1), Sell(2, F.PIGS_2))
    assert narrate(state, Sell(3, F.WHEAT_1), None) == (
        "seat 3 sells wheat from wheat farm 1 for $15",
        "the Merchant's sales are over",
    )
    state = play(state, Sell(3, F.WHEAT_1))
    assert [board.money for board in state.players] == [40, 15, 25, 30]
    assert "the blocked market column returns to the top: pigs" in narrate(
        play(state, Pass(0), Pass(1), Pass(2)), Pass(3), None
    )


def test_a_finished_section_tells_its_prize_and_the_progress_objective() -> None:
    state = with_board(game(), 0, settlers=1, iron=3)
    sections = (Section(Good.SHEEP, 0, 4), *state.city.sections[1:])
    state = state.evolve(city=state.city.evolve(sections=sections))
    state = play(stage_3(state, {C.RAILWAY_CHIEF: 0}), Perform(0, C.RAILWAY_CHIEF))
    assert narrate(state, Build(0, Good.SHEEP, 1), 1) == (
        "seat 0 builds 1 segment of the sheep railway (1 settler, 3 iron)",
        "seat 0 finishes the sheep railway, the first section finished: it chooses its prize, "
        "2 gold bars or $45",
    )
    state = play(state, Build(0, Good.SHEEP, 1))
    assert narrate(state, TakePrize(0, True), 1) == (
        "seat 0 takes the prize: 2 gold bars",
        "seat 0 claims the Progress objective",
    )
    third = with_board(game(), 0, settlers=1, iron=3)
    sections = (Section(Good.SHEEP, 0, 4), *third.city.sections[1:])
    third = third.evolve(city=third.city.evolve(sections=sections, finished=2))
    third = play(stage_3(third, {C.RAILWAY_CHIEF: 0}), Perform(0, C.RAILWAY_CHIEF))
    assert narrate(third, Build(0, Good.SHEEP, 1), None)[1:] == (
        "seat 0 finishes the sheep railway, the third section finished and takes its prize, $25",
        "seat 0 receives $25",
        "seat 0 claims the Progress objective",
    )


def test_the_seventh_cowboy_brings_the_coloured_apache_token() -> None:
    state = stage_3(with_board(game(), 0, cowboys=6), {C.STRANGER: 0})
    assert narrate(state, Perform(0, C.STRANGER), 1) == (
        "seat 0 acts as the Stranger",
        "seat 0 gains 2 cowboys",
        "seat 0 reaches 7 cowboys and receives its coloured Apache token",
    )


def test_the_next_turn_and_the_next_round_are_told_with_its_event_and_stagecoach() -> None:
    state = stage_3(game(), {})
    assert narrate(state, Pass(0), 1) == ("seat 0 passes (ends its turn)", "seat 1's turn to act")
    state = with_board(play(state, Pass(0), Pass(1)), 0, discounts=(BonusToken.FARM_DISCOUNT,))
    coach = state.board.stagecoach
    assert coach is not None
    following = apply(state, Pass(2))
    board = following.board
    new = board.stagecoach
    assert new is not None
    tokens = ", ".join(
        f"{token.value} on {'' if c is C.GENERAL_CUSTER else 'the '}{c.value}"
        for c, token in zip(Character, board.tokens, strict=True)
        if token is not None
    )
    bonus = following.setup.options.content.stagecoach(new).bonus
    assert narrate(state, Pass(2), 0) == (
        "seat 2 passes (ends its turn)",
        "round 1 is over",
        f"nobody received {coach.value}: it is removed from the game",
        "seat 0 discards its unused $10 farm discount token",
        "round 2 begins: seat 1 is the starting player",
        f"the event of round 2: {board.event.value}",
        f"{new.value} arrives in the city ({bonus.value})",
        *((f"bonus tokens: {tokens}",) if tokens else ("no bonus tokens this round",)),
        "Phase 1: the players allocate their cowboys, seat 1 first",
    )


def test_losses_and_damages_and_the_church_are_asked_in_turn() -> None:
    state = stage_3(game(event=E.LOSSES_AND_DAMAGES), {}, seat=2)
    assert narrate(state, Pass(2), None)[1] == (
        "Losses and Damages: each player chooses a penalty, seat 0 first"
    )
    state = play(state, Pass(2))
    assert narrate(state, Penalty(0, PenaltyKind.COWBOYS), None) == (
        "seat 0 loses 2 cowboys",
        "seat 1's turn to choose a penalty",
    )
    giver = with_farms(with_board(game(), 0, money=50, gold=1, settlers=1), 0, F.WHEAT_1)
    giver = stage_3(giver, {}, seat=2)
    assert narrate(giver, Pass(2), 1)[1] == (
        "seat 0 may give $50 and a gold bar to the Church (Benefactor)"
    )
    giver = play(giver, Pass(2))
    assert narrate(giver, Donate(0), 1)[:2] == (
        "seat 0 gives $50 and a gold bar to the Church (Benefactor)",
        "seat 0 claims the Benefactor objective",
    )


def test_the_end_tells_each_seats_objectives_and_fortune_and_the_winner() -> None:
    """Rui (seat 1) has the most objectives but no special one; Ana (seat 0) and Leo
    (seat 2) tie on objectives, and Ana has more special ones."""
    o = Objective
    state = with_board(game(), 1, objectives=(o.AUTHORITY, o.WEALTH, o.HOST, o.COURAGE))
    state = with_board(state, 0, objectives=(o.HERDS, o.SETTLERS, o.HOST))
    state = with_board(state, 2, objectives=(o.HERDS, o.AUTHORITY, o.WEALTH))
    state = stage_3(state, {}, seat=2)
    state = state.evolve(city=state.city.evolve(stagecoaches=()))
    told = narrate(state, Pass(2), None)
    assert told == (
        "seat 2 passes (ends its turn)",
        "round 1 is over",
        "the game is over: the stagecoach deck has run out",
        "seat 0: 3 objectives (2 special), fortune $15; seat 1: 4 objectives (0 special), "
        "fortune $15; seat 2: 3 objectives (1 special), fortune $15",
        "seat 0 wins",
    )
    assert outcome(apply(state, Pass(2))).winners == frozenset({0})


def test_narrating_an_illegal_action_refuses_it_and_a_seat_must_be_one() -> None:
    state = game()
    with pytest.raises(IllegalActionError):
        narrate(state, Allocate(1, C.BANKER), None)
    with pytest.raises(ValueError, match="narrate tells a seat"):
        narrate(state, Allocate(0, C.BANKER), 5)
    with pytest.raises(TypeError, match="State"):
        narrate(view(state, None), Allocate(0, C.BANKER), None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Chaparral action"):
        narrate(state, "banker", None)  # type: ignore[arg-type]
