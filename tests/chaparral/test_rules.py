"""Chaparral's rules, named after the rulebook and played through ``apply``: setup,
Phase 1 (the two-player blocking example among them), the bonus tokens, influence (the
Yellow example), Stage 3 and the alley (the alley example), the end of the round and of
the game (the example where Ana wins), and the refusals, each naming its rule and
changing nothing.

The characters are in ``test_characters.py``, the objectives in ``test_objectives.py``,
the events in ``test_events.py`` and the properties of random games in
``test_properties.py``. Seats are clockwise from the starting player, seat 0 unless said
otherwise.
"""

from __future__ import annotations

from collections import Counter

import pytest

from frontier_games.core import SetupError
from frontier_games.games.chaparral.content import (
    NOT_IN_FIRST_ROUND,
    STANDARD_CONTENT,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Good,
    Objective,
    StagecoachBonus,
)
from frontier_games.games.chaparral.model import (
    Allocate,
    Block,
    Bribe,
    BuyFarm,
    EnterAlley,
    Influence,
    Mine,
    Options,
    Pass,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    PlayerBoard,
    Sell,
    State,
    UseAlley,
)
from frontier_games.games.chaparral.rules import actors, is_over, legal_actions, new_game, outcome
from frontier_games.games.chaparral.table import fortune
from tests.chaparral.helpers import (
    CHARACTERS,
    acting,
    allocate,
    at_actions,
    at_influence,
    end_stage_3,
    game,
    legal,
    play,
    quietly_until,
    refused,
    to_phase,
    to_round,
    with_event,
    with_farms,
    with_markers,
    with_objectives,
    with_seat,
    with_top_events,
)

B, C, E, F, Ob = Business, Character, Event, Farm, Objective
_POLITICIAN = StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN


def _with_tokens(state: State, tokens: dict[Character, BonusToken]) -> State:
    row = tuple(tokens.get(character) for character in CHARACTERS)
    return state.evolve(board=state.board.evolve(tokens=row))


# -- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_player_has_15_dollars_and_its_tracks_on_their_starting_spaces(
    players: int,
) -> None:
    state = new_game(players, 7)
    assert state.players == (PlayerBoard(15, 2, 0, 0),) * players
    assert (state.phase, state.board.round) == (Phase.ALLOCATION, 1)
    assert state.city.politicians == 6


@pytest.mark.parametrize(("players", "copies"), [(2, 1), (3, 2), (4, 2)])
def test_setup_lays_out_two_cards_of_each_objective_one_with_two_players(
    players: int, copies: int
) -> None:
    assert Counter(new_game(players, 3).city.objectives) == dict.fromkeys(Objective, copies)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_the_first_event_is_never_losses_and_damages_or_no_influence(
    players: int,
) -> None:
    for seed in range(60):
        state = new_game(players, seed)
        assert state.board.event not in NOT_IN_FIRST_ROUND
        assert sorted(e.value for e in (*state.city.events, state.board.event)) == sorted(
            e.value for e in Event
        )


@pytest.mark.parametrize(("players", "removed"), [(2, 2), (3, 1), (4, 0)])
def test_setup_removes_politician_stagecoaches_one_with_three_players_two_with_two(
    players: int, removed: int
) -> None:
    printed = sum(card.bonus is _POLITICIAN for card in STANDARD_CONTENT.stagecoaches)
    for seed in range(10):
        state = new_game(players, seed)
        coaches = (*state.city.stagecoaches, state.board.stagecoach)
        assert len(coaches) == len(set(coaches)) == 9 - removed
        cards = [STANDARD_CONTENT.stagecoach(c) for c in coaches if c is not None]
        assert sum(card.bonus is _POLITICIAN for card in cards) == printed - removed


@pytest.mark.parametrize(("players", "animals"), [(2, 2), (3, 3), (4, 3)])
def test_setup_farms_in_play_each_with_an_apache(players: int, animals: int) -> None:
    state = new_game(players, 1)
    kinds = Counter(farm.good for farm in state.city.farms)
    assert kinds == {Good.SHEEP: animals, Good.PIGS: animals, Good.HORSES: animals,
                     Good.OXEN: animals, Good.WHEAT: players}  # fmt: skip
    assert state.city.apaches == state.city.farms == state.setup.farms


def test_setup_puts_bonus_tokens_on_the_four_characters_of_the_first_stagecoach() -> None:
    for seed in range(20):
        state = new_game(4, seed)
        chosen = STANDARD_CONTENT.stagecoach(state.board.stagecoach).characters  # type: ignore[arg-type]
        placed = {c for c, t in zip(CHARACTERS, state.board.tokens, strict=True) if t}
        if state.board.event is E.LACK_OF_RESOURCES:
            assert placed == set()
        else:
            assert placed == set(chosen)
            assert len({t for t in state.board.tokens if t}) == 4


def test_setup_the_starting_player_is_the_option_or_drawn_from_the_seed() -> None:
    assert game(3, first=2).board.start == 2
    assert {new_game(4, seed).board.start for seed in range(30)} == {0, 1, 2, 3}
    assert new_game(2, 5).board.sheriff_coin  # the two-player $10 coin on the Sheriff
    assert not new_game(3, 5).board.sheriff_coin


# -- Phase 1 -------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "each"), [(3, 4), (4, 3)])
def test_phase_1_allocates_cowboys_in_turn_from_the_starting_player(
    players: int, each: int
) -> None:
    state = game(players, first=1)
    seats = []
    while state.phase is Phase.ALLOCATION:
        (seat,) = actors(state)
        seats.append(seat)
        moves = legal(state)
        assert EnterAlley(seat) in moves
        assert Pass(seat) not in moves  # nobody may pass in Phase 1
        state = play(state, moves[0])
    assert seats == [(1 + k) % players for k in range(players * each)]
    assert Counter(s for s in state.board.cowboys if s is not None) == dict.fromkeys(
        range(players), each
    )


def test_phase_1_each_character_holds_only_one_cowboy() -> None:
    state = allocate(game(4), C.SHERIFF)
    assert Allocate(1, C.SHERIFF) not in legal(state)
    assert refused(state, Allocate(1, C.SHERIFF)) == "character-taken"


def test_phase_1_the_alley_takes_any_number_of_cowboys_the_first_on_the_left() -> None:
    state = allocate(game(4), *([None] * 12))
    assert state.board.alley == (0, 1, 2, 3) * 3
    assert state.phase is Phase.ACTIONS  # no character: no influence to place


def test_two_player_phase_1_allocate_and_block_twice_each_then_the_last_two_alternately() -> None:
    state = game(2, first=1)
    seen = []
    while state.phase is Phase.ALLOCATION:
        (seat,) = actors(state)
        moves = legal(state)
        kind = type(moves[0])
        assert all(type(m) is kind for m in moves if type(m) is not EnterAlley)
        if kind is Block:
            assert EnterAlley(seat) not in moves  # the alley cannot be blocked
        seen.append((seat, kind.__name__))
        state = play(state, moves[0])
    assert seen == [
        (1, "Allocate"), (1, "Block"), (0, "Allocate"), (0, "Block"),
        (1, "Allocate"), (1, "Block"), (0, "Allocate"), (0, "Block"),
        (1, "Allocate"), (0, "Allocate"), (1, "Allocate"), (0, "Allocate"),
    ]  # fmt: skip
    assert len(state.board.blocked) == 4


def test_two_player_blocking_example() -> None:
    # Green (0) and Yellow (1) block the Mayor, the Merchant, the Miner and the Settler
    state = game(2, event=E.BANKRUPT_BANKER)
    state = _with_tokens(state, {
        C.BANKER: BonusToken.FIVE_DOLLARS, C.STRANGER: BonusToken.TEN_DOLLARS,
        C.MINER: BonusToken.COWBOY, C.SETTLER: BonusToken.IRON,
    })  # fmt: skip
    state = play(
        state,
        Allocate(0, C.BANKER), Block(0, C.MAYOR), Allocate(1, C.STRANGER), Block(1, C.MERCHANT),
        Allocate(0, C.FARMER), Block(0, C.MINER), Allocate(1, C.NOTARY), Block(1, C.SETTLER),
    )  # fmt: skip
    assert refused(state, Allocate(0, C.MINER)) == "character-taken"  # blocked
    assert refused(state, Block(0, C.MINER)) == "character-taken"
    state = play(
        state, Allocate(0, C.SALOON_OWNER), Allocate(1, C.GENERAL_CUSTER),
        Allocate(0, C.RAILWAY_CHIEF), Allocate(1, C.SHERIFF),
    )  # fmt: skip
    # Stage 1: the tokens of the Banker and the Stranger are collected, those of the
    # blocked Miner and Settler discarded
    assert state.board.tokens == (None,) * 12
    assert (state.players[0].money, state.players[1].money) == (20, 25)
    assert (state.players[1].cowboys, state.players[1].iron) == (2, 0)
    state = to_phase(state, Phase.ACTIONS)
    # nobody entered the alley: the four blocked characters are ignored this round
    for _ in range(2):
        (seat,) = actors(state)
        performs = {a.character for a in legal(state) if type(a) is Perform}
        assert performs.isdisjoint(state.board.blocked)
        assert not any(type(a) is UseAlley for a in legal(state))
        state = play(state, Pass(seat))


def test_a_blocked_character_acts_only_through_the_alley_but_never_the_mayor() -> None:
    blocked = (C.MINER, C.MAYOR)
    state = at_actions(game(2), 0, {C.BANKER: 0}, alley=(0,), blocked=blocked)
    assert UseAlley(0, C.MINER) in legal(state)
    assert UseAlley(0, C.MAYOR) not in legal(state)
    assert Perform(0, C.MINER) not in legal(state)
    assert refused(state, UseAlley(0, C.MAYOR)) == "alley-not-for-sheriff-or-mayor"
    assert refused(state, Perform(0, C.MINER)) == "no-cowboy-there"


# -- Phase 2, Stage 1 ------------------------------------------------------------------------


def test_stage_1_bonus_tokens_5_and_10_dollars_a_cowboy_and_2_iron_at_once() -> None:
    state = _with_tokens(game(4, event=E.BANKRUPT_BANKER), {
        C.SHERIFF: BonusToken.FIVE_DOLLARS, C.MAYOR: BonusToken.TEN_DOLLARS,
        C.BANKER: BonusToken.COWBOY, C.FARMER: BonusToken.IRON,
    })  # fmt: skip
    state = allocate(state, *CHARACTERS)
    boards = state.players
    assert [(b.money, b.cowboys, b.iron) for b in boards] == [
        (20, 2, 0),
        (25, 2, 0),
        (15, 3, 0),
        (15, 2, 2),
    ]
    assert state.board.tokens == (None,) * 12


def test_stage_1_discount_tokens_are_kept_for_the_round_then_discarded() -> None:
    state = _with_tokens(game(4, event=E.BANKRUPT_BANKER), {
        C.SHERIFF: BonusToken.FARM_DISCOUNT, C.MAYOR: BonusToken.BUSINESS_DISCOUNT,
    })  # fmt: skip
    state = allocate(state, *CHARACTERS)
    assert state.players[0].discounts == (BonusToken.FARM_DISCOUNT,)
    assert state.players[1].discounts == (BonusToken.BUSINESS_DISCOUNT,)
    state = to_round(state, 2)
    assert all(board.discounts == () for board in state.players)


# -- Phase 2, Stage 2 ------------------------------------------------------------------------


def test_yellow_influence_example_mayor_only_cigar_shop_miner_blacksmith_notary_pawnshop() -> None:
    yellow = 1
    state = with_markers(game(4), yellow, B.CARPENTRY)  # placed in round 1
    state = at_influence(state, yellow, {C.MAYOR: yellow, C.MINER: yellow, C.NOTARY: yellow})
    through_mayor = {
        a.business for a in legal(state) if type(a) is Influence and a.character is C.MAYOR
    }
    assert through_mayor == {B.CIGAR_SHOP}
    state = play(
        state,
        Influence(yellow, C.MAYOR, B.CIGAR_SHOP),
        Influence(yellow, C.MINER, B.BLACKSMITH),
        Influence(yellow, C.NOTARY, B.PAWNSHOP),
    )
    assert state.players[yellow].influence == (B.CIGAR_SHOP, B.CARPENTRY, B.BLACKSMITH, B.PAWNSHOP)
    # from now on the Mayor gives Yellow no marker: it is not even asked
    later = at_influence(state, 0, {C.SHERIFF: 0, C.MAYOR: yellow})
    assert play(later, Pass(0)).phase is Phase.ACTIONS


def test_stage_2_in_turn_order_each_player_places_until_it_passes() -> None:
    state = at_influence(game(4, first=2), 2, {C.STRANGER: 2, C.MINER: 3, C.SETTLER: 0})
    assert actors(state) == {2}
    state = play(state, Pass(2))
    assert actors(state) == {3}
    state = play(state, Influence(3, C.MINER, B.BARBERSHOP))  # its only character: done
    assert actors(state) == {0}
    state = play(state, Influence(0, C.SETTLER, B.BARBERSHOP))  # another player's: allowed
    assert state.phase is Phase.ACTIONS
    assert state.turn.seat == 2


def test_stage_2_at_most_three_markers_even_with_four_characters() -> None:
    four = {C.SHERIFF: 0, C.BANKER: 0, C.FARMER: 0, C.MINER: 0, C.SETTLER: 1}
    state = at_influence(game(3), 0, four)
    state = play(
        state, Influence(0, C.SHERIFF, B.GUN_SHOP), Influence(0, C.BANKER, B.HOTEL),
        Influence(0, C.FARMER, B.SALOON),
    )  # fmt: skip
    assert actors(state) == {1}  # seat 0's placing is over after its third marker
    assert refused(state, Influence(0, C.MINER, B.BLACKSMITH)) == "not-your-turn"
    # asked again with three placed, the fourth names the rule
    again = state.evolve(turn=state.turn.evolve(seat=0, count=3, order=(1,)))
    assert legal(again) == (Pass(0),)
    assert refused(again, Influence(0, C.MINER, B.BLACKSMITH)) == "three-markers"


def test_stage_2_one_marker_per_player_per_business_and_only_through_the_character() -> None:
    state = at_influence(with_markers(game(4), 0, B.GUN_SHOP), 0, {C.SHERIFF: 0})
    assert refused(state, Influence(0, C.SHERIFF, B.GUN_SHOP)) == "marker-already-there"
    assert refused(state, Influence(0, C.SHERIFF, B.HOTEL)) == "not-that-characters-business"
    assert refused(state, Influence(0, C.BANKER, B.HOTEL)) == "no-cowboy-there"


def test_stage_2_gives_no_influence_through_the_alley() -> None:
    state = at_influence(game(4), 0, {C.BANKER: 1}, alley=(0,))
    assert legal(state) == (Pass(0),)


# -- Phase 2, Stage 3 and the alley ----------------------------------------------------------


def test_alley_example_first_pays_5_the_others_10_a_cowboy_each_merchant_only_sells_to_him() -> (
    None
):
    green, red, yellow, blue = 0, 1, 2, 3
    state = with_farms(game(4), green, F.PIGS_1, F.HORSES_1, apache=False)
    state = with_farms(state, red, F.PIGS_2, apache=False)
    state = with_seat(state, red, money=20)
    state = at_actions(state, green, {C.MERCHANT: blue, C.BANKER: blue},
                       alley=(green, red, yellow))  # fmt: skip
    state = play(state, UseAlley(green, C.MERCHANT))
    assert state.players[green].cowboys == 1
    assert state.players[green].money == 10
    state = play(state, Sell(green, F.PIGS_1), Sell(green, F.HORSES_1))
    assert state.players[green].money == 10 + 25
    assert state.turn.seat == green  # nobody else sold
    assert state.players[red].money == 20
    state = play(state, Pass(green), UseAlley(red, C.MERCHANT), Sell(red, F.PIGS_2))
    assert (state.players[red].money, state.players[red].cowboys) == (10 + 10, 1)  # pigs at $10
    state = play(state, Pass(red), UseAlley(yellow, C.BANKER))
    assert (state.players[yellow].money, state.players[yellow].cowboys) == (5, 1)


def test_alley_cowboys_of_one_player_each_pay_left_space_first() -> None:
    state = at_actions(game(4), 0, {C.SETTLER: 1, C.SALOON_OWNER: 1}, alley=(0, 1, 0))
    state = play(with_seat(state, 0, money=30), UseAlley(0, C.SETTLER))
    assert state.players[0].money == 25
    assert refused(state, UseAlley(0, C.SETTLER)) == "character-used"
    state = play(state, UseAlley(0, C.SALOON_OWNER))
    assert state.players[0].money == 25 - 10 + 10
    assert refused(state, UseAlley(0, C.BANKER)) == "no-alley-cowboy"


def test_alley_is_paid_when_used_an_unpayable_cowboy_is_wasted() -> None:
    state = at_actions(game(4), 0, {C.SALOON_OWNER: 0, C.SETTLER: 1}, alley=(1, 0))
    state = with_seat(state, 0, money=5)
    assert UseAlley(0, C.SETTLER) not in legal(state)
    assert refused(state, UseAlley(0, C.SETTLER)) == "cannot-pay-alley"
    # the money just earned pays for it
    state = play(state, Perform(0, C.SALOON_OWNER), UseAlley(0, C.SETTLER))
    assert state.players[0].money == 5
    # with nothing to pay, passing costs nothing
    broke = with_seat(at_actions(game(4), 0, {C.SETTLER: 1}, alley=(0,)), 0, money=0)
    assert legal(broke) == (Pass(0),)
    assert play(broke, Pass(0)).players[0] == PlayerBoard(0, 2, 0, 0)


def test_alley_acts_only_as_a_character_another_player_chose_unless_the_option_says() -> None:
    state = at_actions(game(4), 0, {C.SETTLER: 0, C.MINER: 1}, alley=(0,))
    alley = {a.character for a in legal(state) if type(a) is UseAlley}
    assert alley == {C.MINER}  # not its own Settler, not an empty character
    anyone = at_actions(game(4, alley_any_character=True), 0, {C.SETTLER: 0}, alley=(0,))
    alley = {a.character for a in legal(anyone) if type(a) is UseAlley}
    assert alley == set(CHARACTERS) - {C.SHERIFF, C.MAYOR, C.SETTLER}


def test_alley_never_acts_as_the_sheriff_or_the_mayor() -> None:
    state = at_actions(game(4), 0, {C.SHERIFF: 1, C.MAYOR: 1}, alley=(0,))
    assert refused(state, UseAlley(0, C.SHERIFF)) == "alley-not-for-sheriff-or-mayor"
    assert refused(state, UseAlley(0, C.MAYOR)) == "alley-not-for-sheriff-or-mayor"


def test_stage_3_in_turn_order_from_the_starting_player() -> None:
    state = to_phase(game(3, first=2), Phase.ACTIONS)
    order = []
    while state.phase is Phase.ACTIONS:
        (seat,) = actors(state)
        order.append(seat)
        state = play(state, Pass(seat))
    assert order == [2, 0, 1]


# -- the end of the round ---------------------------------------------------------------------


def test_nobody_acting_as_the_sheriff_the_start_passes_to_the_left() -> None:
    state = at_actions(game(4, first=3), 3, {C.SHERIFF: 1})  # allocated, and passes
    assert end_stage_3(state).board.start == 0


def test_two_player_start_passes_to_the_other_every_round() -> None:
    state = at_actions(game(2, first=1), 1, {C.SHERIFF: 0})
    state = play(state, Pass(1), Perform(0, C.SHERIFF))
    state = end_stage_3(play(state, legal(state)[0]))
    assert state.board.start == 0
    assert to_round(state, 3).board.start == 1


def test_end_of_round_next_event_next_stagecoach_new_tokens_unclaimed_stagecoach_removed() -> None:
    state = to_phase(game(4, event=E.BANKRUPT_BANKER), Phase.ACTIONS)
    old = state.board.stagecoach
    next_event, next_coach = state.city.events[-1], state.city.stagecoaches[-1]
    state = with_top_events(state, E.MARKET_SLUMP) if next_event is E.LACK_OF_RESOURCES else state
    next_event = state.city.events[-1]
    state = end_stage_3(state)
    assert state.board.round == 2
    assert state.board.event is next_event
    assert state.board.stagecoach is next_coach
    assert old not in state.city.stagecoaches  # nobody took it: it leaves the game
    chosen = set(STANDARD_CONTENT.stagecoach(next_coach).characters)
    assert {c for c, t in zip(CHARACTERS, state.board.tokens, strict=True) if t} == chosen
    assert state.board.cowboys == (None,) * 12
    assert state.phase is Phase.ALLOCATION


@pytest.mark.parametrize(("players", "rounds"), [(2, 7), (3, 8), (4, 9)])
def test_the_game_ends_when_the_stagecoach_deck_runs_out(players: int, rounds: int) -> None:
    state = quietly_until(game(players), is_over)
    assert state.board.round == rounds


@pytest.mark.parametrize(("players", "goal"), [(2, 7), (3, 7), (4, 6)])
def test_the_game_ends_at_the_end_of_a_round_with_7_objectives_or_6_with_4_players(
    players: int, goal: int
) -> None:
    some = tuple(Objective)[1:goal]
    state = with_objectives(game(players), 0, *some)
    ready = acting(state, 0, C.STRANGER, cowboys=8)  # Authority at the end of Phase 2
    assert Ob.AUTHORITY not in some
    over = end_stage_3(ready)
    assert is_over(over)
    assert len(over.players[0].objectives) == goal
    short = end_stage_3(acting(state, 0, C.STRANGER, cowboys=7))
    assert not is_over(short)


def _over(state: State) -> State:
    """The game ended at the end of this round (its stagecoach deck emptied)."""
    city = state.city.evolve(stagecoaches=())
    return end_stage_3(at_actions(state.evolve(city=city), state.board.start, {}))


def test_end_of_game_example_ana_wins_with_6_objectives_and_2_specials() -> None:
    rui, leo, ana = 0, 1, 2
    state = with_objectives(
        game(3), rui, Ob.AUTHORITY, Ob.WEALTH, Ob.COURAGE, Ob.INFLUENCE, Ob.HOST,
        Ob.PROGRESS, Ob.STATUS,
    )  # fmt: skip
    state = with_objectives(
        state, leo, Ob.HERDS, Ob.POWER, Ob.DOMINANCE, Ob.AUTHORITY, Ob.WEALTH, Ob.COURAGE
    )
    state = with_objectives(
        state, ana, Ob.SETTLERS, Ob.PRESTIGE, Ob.INFLUENCE, Ob.HOST, Ob.PROGRESS, Ob.STATUS
    )
    state = end_stage_3(at_actions(state, ana, {}))  # the last to act passes
    assert is_over(state)  # Rui's seventh objective ended the game
    result = outcome(state)
    assert result.winners == {ana}
    assert result.ranks == (3, 2, 1)
    assert result.scores == (7, 6, 6)


def test_fortune_breaks_a_tie_money_businesses_and_farms_less_10_per_apache() -> None:
    state = with_markers(game(4), 1, owned=(B.HOTEL,))  # $45
    state = with_farms(state, 2, F.OXEN_1)  # $45, less $10 for its Apache
    state = with_farms(state, 3, F.PIGS_1, apache=False)  # $25
    for seat, special in enumerate((Ob.HERDS, Ob.SETTLERS, Ob.PRESTIGE, Ob.PRIVILEGES)):
        state = with_objectives(state, seat, special)
    assert [fortune(STANDARD_CONTENT, b, state.city.apaches) for b in state.players] == [
        15, 60, 50, 40,
    ]  # fmt: skip
    result = outcome(_over(state))
    assert result.winners == {1}
    assert result.ranks == (4, 1, 2, 3)


def test_a_full_tie_shares_the_victory_and_without_any_special_objective_most_wins() -> None:
    tie = outcome(_over(game(3)))
    assert tie.winners == {0, 1, 2}
    assert tie.is_shared
    nobody = outcome(_over(with_objectives(with_objectives(game(3), 1, Ob.HOST), 1, Ob.WEALTH)))
    assert nobody.winners == {1}


# -- the refusals the issue names, and the general ones --------------------------------------


def test_refused_a_second_marker_in_a_business_also_by_the_sheep_bonus() -> None:
    state = at_influence(with_markers(game(4), 0, B.CIGAR_SHOP), 0, {C.SHERIFF: 0})
    assert refused(state, Influence(0, C.SHERIFF, B.CIGAR_SHOP)) == "marker-already-there"
    sheep = with_markers(game(4), 0, B.HOTEL)
    sheep = play(acting(sheep, 0, C.FARMER, money=50), BuyFarm(0, F.SHEEP_1))
    assert refused(sheep, Influence(0, None, B.HOTEL)) == "marker-already-there"


def test_refused_buying_a_farm_type_one_already_has() -> None:
    state = acting(with_farms(game(4), 0, F.WHEAT_1), 0, C.FARMER, money=100)
    assert refused(state, BuyFarm(0, F.WHEAT_2)) == "farm-type-owned"


def test_refused_mining_past_capacity() -> None:
    state = acting(game(4), 0, C.MINER, cowboys=2)
    assert refused(state, Mine(0, 3, 0)) == "past-capacity"
    assert refused(state, Mine(0, 0, 1)) == "past-capacity"


def test_refused_an_objective_claimed_twice() -> None:
    state = with_farms(game(4), 0, F.PIGS_1, apache=False)
    state = with_objectives(with_seat(state, 0, politicians=(F.PIGS_1,), gold=4), 0, Ob.PRIVILEGES)
    state = at_actions(state, 0, {})
    assert Bribe(0) not in legal(state)
    assert refused(state, Bribe(0)) == "objective-claimed"


def test_refused_the_general_rules_game_over_seat_turn_and_phase() -> None:
    state = game(4)
    assert refused(state, Allocate(7, C.BANKER)) == "no-such-seat"
    assert refused(state, Allocate(1, C.BANKER)) == "not-your-turn"
    assert refused(state, Perform(0, C.BANKER)) == "not-allowed"  # not a move of Phase 1
    assert refused(state, BuyFarm(0, F.SHEEP_1)) == "not-allowed"
    assert refused(state, Penalty(0, PenaltyKind.MONEY)) == "not-allowed"
    assert refused(state, Pass(0)) == "not-allowed"  # nobody passes in Phase 1
    assert legal_actions(state, 1) == ()
    over = quietly_until(state, is_over)
    assert refused(over, Pass(0)) == "game-over"
    assert actors(over) == frozenset()


def test_options_are_checked() -> None:
    with pytest.raises(SetupError):
        new_game(4, 1, Options(first_player=4))
    with pytest.raises(SetupError):
        new_game(5, 1)
    with pytest.raises(SetupError):
        new_game(2, 1, Options(alley_any_character=1))  # type: ignore[arg-type]


def test_with_event_keeps_every_event_once() -> None:
    state = with_event(game(4), E.MARKET_SLUMP)
    assert Counter((*state.city.events, state.board.event)) == dict.fromkeys(Event, 1)
