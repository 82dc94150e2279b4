"""``check_state``: every position of random games (each player count, each option) and
of bots' games is accepted, and each impossible position is refused with the code of the
invariant it breaks: money below zero, a track past its top, a table one seat short or
long, a farm, objective, stagecoach, event, Apache or bonus token lost or in two places,
a seat the game does not have, a phase that does not fit the turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import frontier_games as fg
from frontier_games.core import InvalidStateError
from frontier_games.games import chaparral as C
from frontier_games.games.chaparral.content import (
    STANDARD_CONTENT,
    BonusToken,
    Business,
    Character,
    Event,
    Farm,
    Objective,
    StagecoachBonus,
)
from frontier_games.games.chaparral.invariants import check_state
from frontier_games.games.chaparral.model import Options, Phase, State, Step
from frontier_games.games.chaparral.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.play import play_game
from frontier_games.record import replay
from frontier_games.rng import Rng, randbelow
from frontier_games.serialization import from_json, to_json
from frontier_games.testing import Path, int_paths, replaced

OPTIONS = {
    "rulebook": Options(),
    "first-player-1": Options(first_player=1),
    "alley-any-character": Options(alley_any_character=True),
    "rich-start": Options(content=STANDARD_CONTENT.evolve(starting_cowboys=6, starting_iron=5)),
    "full-tracks": Options(
        first_player=0,
        alley_any_character=True,
        content=STANDARD_CONTENT.evolve(starting_cowboys=10, starting_iron=10, starting_gold=4),
    ),
}
"""The options of the conformance tests, and every flag at once with the tracks full."""

CHARACTERS = tuple(Character)


def playout(players: int, seed: int, options: Options = OPTIONS["rulebook"]) -> list[State]:
    """Every position of a game of random moves, its end included."""
    state = new_game(players, seed, options)
    rng = Rng.from_seed(seed ^ 0xC4A9)
    states = [state]
    while not is_over(state):
        (seat,) = actors(state)
        legal = legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        state = apply(state, legal[pick])
        states.append(state)
    return states


def first(states: list[State], wanted: Callable[[State], bool]) -> State:
    """The first of ``states`` that is ``wanted``."""
    found = next((state for state in states if wanted(state)), None)
    assert found is not None, "no position of the playout is the one the test needs"
    return found


def refused(state: State, invariant: str) -> str:
    """The message with which ``check_state`` refuses ``state`` for ``invariant``."""
    with pytest.raises(InvalidStateError) as caught:
        check_state(state)
    assert caught.value.invariant == invariant, str(caught.value)
    return caught.value.message


def with_seat(state: State, seat: int, **changes: Any) -> State:
    players = list(state.players)
    players[seat] = players[seat].evolve(**changes)
    return state.evolve(players=tuple(players))


def with_city(state: State, **changes: Any) -> State:
    return state.evolve(city=state.city.evolve(**changes))


def with_board(state: State, **changes: Any) -> State:
    return state.evolve(board=state.board.evolve(**changes))


def with_turn(state: State, **changes: Any) -> State:
    return state.evolve(turn=state.turn.evolve(**changes))


@pytest.fixture(scope="module")
def four() -> list[State]:
    """A four-player game of random moves."""
    return playout(4, 11)


@pytest.fixture(scope="module")
def two() -> list[State]:
    """A two-player game of random moves, seat 0 first."""
    return playout(2, 5, Options(first_player=0))


def farmer(states: list[State]) -> State:
    """Stage 3 of round 2 or later, a player choosing, some player owning a farm."""
    return first(
        states,
        lambda s: (
            s.phase is Phase.ACTIONS and s.turn.step is Step.CHOOSE and s.board.round >= 2
            and any(board.farms for board in s.players)
        ),
    )  # fmt: skip


# -- every reachable position is accepted --------------------------------------------------


@pytest.mark.parametrize("name", sorted(OPTIONS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_position_of_random_games_is_accepted(players: int, name: str) -> None:
    options = OPTIONS[name]
    if options.first_player is not None and options.first_player >= players:
        pytest.skip("the first player is not a seat")
    for seed in (1, 2):
        for state in playout(players, seed, options):
            check_state(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_position_of_heuristic_bots_games_is_accepted(players: int) -> None:
    """Bots that claim objectives reach the end by the winning count, too."""
    game = fg.get_game("chaparral")
    bots = [C.HeuristicBot(seed=seat) for seat in range(players)]
    states = replay(play_game(game, bots, players=players, seed=4).record, game)
    for state in states:
        check_state(state)
    assert is_over(states[-1])


def test_the_game_definition_checks_states_with_check_state(four: list[State]) -> None:
    assert C.GAME.check_state is check_state
    C.GAME.check_state(four[-1])
    with pytest.raises(InvalidStateError):
        C.GAME.check_state(with_seat(four[-1], 0, money=-5))


def test_a_state_rebuilt_from_json_and_a_determinized_one_are_accepted(
    four: list[State],
) -> None:
    for state in four[::40]:
        check_state(from_json(to_json(state), State))
        for seat in range(4):
            check_state(C.determinize(C.view(state, seat), seed=seat))


def test_what_is_not_a_chaparral_state_is_a_type_error(four: list[State]) -> None:
    with pytest.raises(TypeError, match="expected a chaparral State"):
        check_state(C.view(four[0], 0))  # type: ignore[arg-type]


# -- the shape: types, the generator, the options, the tables ------------------------------


def test_a_field_of_the_wrong_type_is_refused_field_type(four: list[State]) -> None:
    message = refused(with_seat(four[50], 2, money=True), "field-type")
    assert "$.players[2].money must be an int, not True" in message


def test_a_generator_with_a_negative_counter_is_refused_rng(four: list[State]) -> None:
    refused(four[50].evolve(rng=Rng(5, -1)), "rng")


def test_a_player_count_the_game_does_not_have_is_refused_player_count(
    four: list[State],
) -> None:
    state = four[50]
    message = refused(state.evolve(setup=state.setup.evolve(players=5)), "player-count")
    assert "$.setup.players" in message


def test_a_first_player_that_is_no_seat_is_refused_options(four: list[State]) -> None:
    state = four[50]
    options = state.setup.options.evolve(first_player=7)
    refused(replaced(state, ("setup", "options"), options), "options")


def test_content_the_rules_cannot_play_is_refused_content(four: list[State]) -> None:
    state = four[50]
    message = refused(
        replaced(state, ("setup", "options", "content", "businesses", 3, "price"), -5), "content"
    )
    assert "businesses[3].price" in message


def test_farms_a_player_count_does_not_use_are_refused_setup(four: list[State]) -> None:
    state = four[50]
    farms = (*state.setup.farms[:-1], Farm.WHEAT_1)
    refused(replaced(state, ("setup", "farms"), farms), "setup")


@pytest.mark.parametrize("change", ["short", "long"])
@pytest.mark.parametrize("table", ["players", "seen"])
def test_a_per_seat_table_one_seat_short_or_long_is_refused_per_seat(
    four: list[State], table: str, change: str
) -> None:
    state = farmer(four)
    path: Path = ("players",) if table == "players" else ("city", "seen")
    rows = state.players if table == "players" else state.city.seen
    rows = rows[:-1] if change == "short" else (*rows, rows[0])
    message = refused(replaced(state, path, rows), "per-seat")
    assert "one entry for each of the 4 seats" in message


@pytest.mark.parametrize(
    ("path", "size"),
    [(("board", "cowboys"), 11), (("board", "tokens"), 13), (("city", "market"), 4)],
)
def test_a_table_of_characters_or_goods_of_another_size_is_refused_shape(
    four: list[State], path: Path, size: int
) -> None:
    state = farmer(four)
    row: tuple[Any, ...] = state.board.cowboys if path[-1] == "cowboys" else (
        state.board.tokens if path[-1] == "tokens" else state.city.market
    )  # fmt: skip
    row = row[:size] if size < len(row) else (*row, row[0])
    refused(replaced(state, path, row), "shape")


def test_railway_sections_out_of_order_are_refused_shape(four: list[State]) -> None:
    state = farmer(four)
    refused(with_city(state, sections=tuple(reversed(state.city.sections))), "shape")


# -- seats, counts and tracks --------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        ("turn", "seat"),
        ("board", "start"),
        ("board", "cowboys", 0),
        ("city", "sections", 1, "builder"),
    ],
)
def test_a_seat_the_game_does_not_have_is_refused_no_such_seat(
    four: list[State], path: Path
) -> None:
    message = refused(replaced(farmer(four), path, 4), "no-such-seat")
    assert "must be a seat from 0 to 3, not 4" in message


def test_money_of_minus_5_is_refused_out_of_range(four: list[State]) -> None:
    message = refused(with_seat(farmer(four), 1, money=-5), "out-of-range")
    assert message == "$.players[1].money must be at least 0, not -5"


def test_a_seat_with_15_cowboys_is_refused_out_of_range(four: list[State]) -> None:
    message = refused(with_seat(farmer(four), 3, cowboys=15), "out-of-range")
    assert message == "$.players[3].cowboys must be from 0 to 10, not 15"


@pytest.mark.parametrize(("track", "value"), [("iron", 11), ("gold", 5), ("cowboys", -1)])
def test_a_track_past_its_ends_is_refused_out_of_range(
    four: list[State], track: str, value: int
) -> None:
    refused(with_seat(farmer(four), 0, **{track: value}), "out-of-range")


def test_more_settlers_than_the_rounds_could_give_are_refused_out_of_range(
    four: list[State],
) -> None:
    state = farmer(four)
    message = refused(with_seat(state, 0, settlers=state.board.round + 2), "out-of-range")
    assert "$.players[0].settlers" in message


def test_more_apaches_removed_than_rounds_are_refused_out_of_range(four: list[State]) -> None:
    state = farmer(four)
    refused(with_seat(state, 0, apaches=state.board.round + 1), "out-of-range")


def test_a_market_column_past_its_last_price_is_refused_out_of_range(four: list[State]) -> None:
    state = farmer(four)
    refused(with_city(state, market=(9, *state.city.market[1:])), "out-of-range")


def test_seven_politicians_in_the_supply_are_refused_out_of_range(four: list[State]) -> None:
    refused(with_city(farmer(four), politicians=7), "out-of-range")


def test_a_round_past_the_stagecoaches_is_refused_out_of_range(four: list[State]) -> None:
    refused(with_board(farmer(four), round=10), "out-of-range")


# -- what is conserved ------------------------------------------------------------------------


def test_a_farm_both_owned_and_for_sale_is_refused_farms_conserved(four: list[State]) -> None:
    state = farmer(four)
    seat = next(s for s, board in enumerate(state.players) if board.farms)
    farm = state.players[seat].farms[0]
    table = tuple(f for f in Farm if f in state.city.farms or f is farm)
    message = refused(with_city(state, farms=table), "farms-conserved")
    assert f"{farm.value} is in 2 places" in message


def test_a_farm_lost_from_the_table_is_refused_farms_conserved(four: list[State]) -> None:
    state = farmer(four)
    message = refused(with_city(state, farms=state.city.farms[1:]), "farms-conserved")
    assert f"{state.city.farms[0].value} is in 0 places" in message


def test_a_second_farm_of_a_kind_is_refused_farm_kinds(four: list[State]) -> None:
    state = farmer(four)
    seat, farm = next(
        (s, f) for s, board in enumerate(state.players) for f in board.farms
        if any(o.good is f.good for o in state.city.farms)
    )  # fmt: skip
    other = next(o for o in state.city.farms if o.good is farm.good)
    board = state.players[seat]
    state = with_city(state, farms=tuple(f for f in state.city.farms if f is not other))
    state = with_seat(state, seat, farms=tuple(f for f in Farm if f in board.farms or f is other))
    refused(state, "farm-kinds")


def test_an_apache_gone_with_nobody_removing_it_is_refused_apaches_conserved(
    four: list[State],
) -> None:
    state = four[0]
    refused(with_city(state, apaches=state.city.apaches[1:]), "apaches-conserved")


def test_an_apache_token_never_received_is_refused_apache_token(four: list[State]) -> None:
    refused(with_seat(four[0], 1, apache_token=True), "apache-token")


@pytest.mark.parametrize("change", ["duplicated", "lost"])
def test_an_objective_card_duplicated_or_lost_is_refused_objectives_conserved(
    four: list[State], change: str
) -> None:
    state = farmer(four)
    left = state.city.objectives
    left = (left[0], *left) if change == "duplicated" else left[1:]
    refused(with_city(state, objectives=left), "objectives-conserved")


def test_an_objective_claimed_twice_by_a_player_is_refused_objectives_conserved(
    four: list[State],
) -> None:
    state = farmer(four)
    left = list(state.city.objectives)
    left.remove(Objective.HERDS)
    left.remove(Objective.HERDS)
    state = with_city(state, objectives=tuple(left))
    refused(
        with_seat(state, 2, objectives=(Objective.HERDS, Objective.HERDS)), "objectives-conserved"
    )


def test_a_stagecoach_both_in_the_city_and_in_the_deck_is_refused_stagecoaches_conserved(
    four: list[State],
) -> None:
    state = four[0]
    refused(with_board(state, stagecoach=state.city.stagecoaches[0]), "stagecoaches-conserved")


def test_a_stagecoach_lost_is_refused_stagecoaches_conserved(four: list[State]) -> None:
    state = four[0]
    refused(with_city(state, stagecoaches=state.city.stagecoaches[1:]), "stagecoaches-conserved")


def test_a_stagecoach_gone_before_the_mayor_acted_is_refused_stagecoach(
    four: list[State],
) -> None:
    state = four[0]
    coach = state.board.stagecoach
    assert coach is not None
    state = with_board(state, stagecoach=None)
    refused(with_seat(state, 0, stagecoaches=(coach,)), "stagecoach")


def test_an_event_both_revealed_and_in_the_deck_is_refused_events_conserved(
    four: list[State],
) -> None:
    state = four[0]
    refused(with_board(state, event=state.city.events[0]), "events-conserved")


def test_a_first_round_of_no_influence_is_refused_first_event(four: list[State]) -> None:
    state = four[0]
    deck = state.city.events
    at = deck.index(Event.NO_INFLUENCE)
    deck = (*deck[:at], state.board.event, *deck[at + 1 :])
    state = with_board(with_city(state, events=deck), event=Event.NO_INFLUENCE)
    refused(state, "first-event")


def test_an_event_seen_where_another_lies_is_refused_events_seen(four: list[State]) -> None:
    state = four[0]
    deck = state.city.events
    row = (deck[1], *(None,) * (len(deck) - 1))
    refused(replaced(state, ("city", "seen", 2), row), "events-seen")


def test_a_bonus_token_both_on_the_board_and_held_is_refused_bonus_tokens(
    four: list[State],
) -> None:
    state = first(
        four,
        lambda s: s.phase is Phase.ALLOCATION and BonusToken.FARM_DISCOUNT in s.board.tokens,
    )
    state = state.evolve(phase=Phase.INFLUENCE)  # discounts are held after Phase 1
    refused(with_seat(state, 0, discounts=(BonusToken.FARM_DISCOUNT,)), "bonus-tokens")


def test_a_discount_held_during_phase_1_is_refused_bonus_tokens(four: list[State]) -> None:
    state = first(
        four,
        lambda s: s.phase is Phase.ALLOCATION and BonusToken.FARM_DISCOUNT not in s.board.tokens,
    )
    refused(with_seat(state, 0, discounts=(BonusToken.FARM_DISCOUNT,)), "bonus-tokens")


def test_more_politicians_than_six_are_refused_politicians_conserved(four: list[State]) -> None:
    state = farmer(four)
    state = with_city(state, politicians=6)
    refused(with_seat(state, state.turn.seat, politician=True), "politicians-conserved")


def test_a_politician_held_out_of_its_holders_turn_is_refused_politicians(
    four: list[State],
) -> None:
    state = farmer(four)
    other = (state.turn.seat + 1) % 4
    message = refused(with_seat(state, other, politician=True), "politicians")
    assert f"$.players[{other}].politician" in message


def test_a_politician_on_a_farm_of_another_is_refused_politicians(four: list[State]) -> None:
    state = farmer(four)
    farm = state.city.farms[0]
    refused(with_seat(state, 0, politicians=(farm,)), "politicians")


# -- businesses, market, railway, order ---------------------------------------------------------


def test_two_markers_of_a_player_in_a_business_are_refused_markers(four: list[State]) -> None:
    state = with_seat(four[0], 0, influence=(Business.HOTEL,), owned=(Business.HOTEL,))
    refused(state, "markers")


def test_a_business_owned_by_two_players_is_refused_business_owners(four: list[State]) -> None:
    state = with_seat(four[0], 0, owned=(Business.HOTEL,))
    refused(with_seat(state, 2, owned=(Business.HOTEL,)), "business-owners")


def test_a_whole_status_group_owned_is_refused_status_group(four: list[State]) -> None:
    state = with_seat(four[0], 1, owned=(Business.JEWELRY_STORE, Business.HOTEL))
    refused(state, "status-group")


def test_a_blocked_market_column_before_stage_3_is_refused_market(four: list[State]) -> None:
    state = four[0]
    refused(with_city(state, market=(2, *state.city.market[1:])), "market")


@pytest.mark.parametrize(("builder", "built", "finished"), [(None, 3, 0), (1, 0, 0), (1, 2, 1)])
def test_a_railway_that_does_not_add_up_is_refused_railway(
    four: list[State], builder: int | None, built: int, finished: int
) -> None:
    state = four[0]
    sections = (state.city.sections[0].evolve(builder=builder, built=built),
                *state.city.sections[1:])  # fmt: skip
    refused(with_city(state, sections=sections, finished=finished), "railway")


def test_two_unfinished_sections_of_one_builder_are_refused_railway(four: list[State]) -> None:
    state = four[0]
    sections = tuple(s.evolve(builder=2, built=1) for s in state.city.sections)
    refused(with_city(state, sections=sections), "railway")


def test_farms_out_of_enum_order_are_refused_canonical_order(four: list[State]) -> None:
    state = four[0]
    refused(with_city(state, farms=tuple(reversed(state.city.farms))), "canonical-order")


# -- the round's progress: pieces, start, turn ------------------------------------------------


def test_a_cowboy_missing_from_the_board_in_stage_3_is_refused_cowboys_placed(
    four: list[State],
) -> None:
    state = farmer(four)
    at = next(i for i, seat in enumerate(state.board.cowboys) if seat is not None)
    refused(replaced(state, ("board", "cowboys", at), None), "cowboys-placed")


def test_a_piece_count_ahead_of_the_board_in_phase_1_is_refused_cowboys_placed(
    four: list[State],
) -> None:
    state = first(four, lambda s: s.phase is Phase.ALLOCATION and s.turn.count == 3)
    refused(with_turn(state, count=5), "cowboys-placed")


def test_a_starting_player_other_than_the_first_player_option_is_refused_start(
    two: list[State],
) -> None:
    state = first(two, lambda s: s.board.round == 2 and s.phase is Phase.ACTIONS)
    assert state.board.start == 1  # two players: the other seat each round
    refused(with_board(state, start=0), "start")


def test_a_sheriff_coin_with_three_or_four_players_is_refused_sheriff_coin(
    four: list[State],
) -> None:
    refused(with_board(four[0], sheriff_coin=True), "sheriff-coin")


def test_a_small_start_token_nobody_sent_is_refused_start(four: list[State]) -> None:
    refused(with_board(four[0], next_start=1), "start")


@pytest.mark.parametrize(
    "change",
    [
        {"seat": 1},  # Phase 1: the turn stays the starting player's
        {"step": Step.FARMS},  # a character's step in Phase 1
        {"order": (3,)},
    ],
)
def test_a_turn_that_does_not_fit_phase_1_is_refused_turn(
    four: list[State], change: dict[str, Any]
) -> None:
    state = first(four, lambda s: s.phase is Phase.ALLOCATION and s.board.start == 0)
    refused(with_turn(state, **change), "turn")


@pytest.mark.parametrize(
    "change",
    [
        {"step": Step.FARMS},  # a Farmer's step with no character under way
        {"character": Character.MINER},  # an action under way at the choice
        {"order": ()},  # seats left out of Stage 3
        {"alley_used": 1, "done": ()},
    ],
)
def test_a_turn_that_does_not_fit_stage_3_is_refused_turn(
    four: list[State], change: dict[str, Any]
) -> None:
    state = first(
        four,
        lambda s: (
            s.phase is Phase.ACTIONS and s.turn.step is Step.CHOOSE and bool(s.turn.order)
            and s.board.alley.count(s.turn.seat) >= 1 and not s.turn.done
        ),
    )  # fmt: skip
    refused(with_turn(state, **change), "turn")


def test_the_losses_phase_under_another_event_is_refused_turn(four: list[State]) -> None:
    state = farmer(four)
    assert state.board.event is not Event.LOSSES_AND_DAMAGES
    last = state.evolve(phase=Phase.LOSSES, turn=C.Turn(state.turn.seat, order=state.turn.order))
    refused(last, "turn")


@pytest.fixture(scope="module")
def sale() -> State:
    """A Merchant's sale in a four-player game of random moves."""
    states = [s for seed in range(1, 6) for s in playout(4, seed)]
    return first(states, lambda s: s.phase is Phase.ACTIONS and s.turn.step is Step.SALES)


@pytest.mark.parametrize(
    "change",
    [
        {"sellers": ()},  # nobody to sell at the sales step
        {"sellers": (0, 0)},  # a seat twice
        {"count": 2},  # a third sale of the Merchant's player, or a second of another
    ],
)
def test_merchant_sellers_and_sales_that_do_not_add_up_are_refused_turn(
    sale: State, change: dict[str, Any]
) -> None:
    refused(with_turn(sale, **change), "turn")


def test_a_merchants_sale_from_a_farm_of_another_is_refused_turn(sale: State) -> None:
    seat = sale.turn.seat
    farm = next(f for f in Farm if f not in sale.players[seat].farms)
    refused(with_turn(sale, sold=(farm,)), "turn")


def test_a_stage_2_count_of_markers_not_placed_is_refused_turn(four: list[State]) -> None:
    state = first(four, lambda s: s.phase is Phase.INFLUENCE)
    refused(with_turn(state, count=state.turn.count + 1), "turn")


def test_stage_2_influence_through_another_seats_character_is_refused_turn(
    four: list[State],
) -> None:
    state = first(four, lambda s: s.phase is Phase.INFLUENCE and not s.turn.done)
    seat = state.turn.seat
    other = next(
        c for c, owner in zip(CHARACTERS, state.board.cowboys, strict=True)
        if owner is not None and owner != seat
    )  # fmt: skip
    refused(with_turn(state, done=(other,), count=1), "turn")


def test_stage_2_under_no_influence_is_refused_turn(four: list[State]) -> None:
    state = first(four, lambda s: s.phase is Phase.INFLUENCE and s.board.round >= 2)
    deck = state.city.events
    if Event.NO_INFLUENCE in deck:  # swap it with this round's event, unseen
        at = deck.index(Event.NO_INFLUENCE)
        deck = (*deck[:at], state.board.event, *deck[at + 1 :])
        seen = tuple((*row[:at], None, *row[at + 1 :]) for row in state.city.seen)
        state = with_city(state, events=deck, seen=seen)
    refused(with_board(state, event=Event.NO_INFLUENCE), "turn")


def test_a_merchants_sale_nobody_can_make_is_refused_no_legal_move(sale: State) -> None:
    state = sale
    market = tuple(len(state.setup.options.content.column(good).prices) for good in C.Good)
    refused(with_city(state, market=market), "no-legal-move")


def test_a_game_over_with_stagecoaches_left_and_no_winner_is_refused_game_end(
    four: list[State],
) -> None:
    state = four[0]
    over = state.evolve(phase=Phase.OVER, turn=C.Turn(state.board.start))
    refused(over, "game-end")


def test_a_stagecoach_card_no_content_has_is_refused_stagecoaches_conserved(
    four: list[State],
) -> None:
    state = four[0]
    content = state.setup.options.content
    kept = tuple(c for c in content.stagecoaches if c.stagecoach is not state.board.stagecoach)
    assert any(c.bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN for c in kept)
    options = state.setup.options.evolve(content=content.evolve(stagecoaches=kept))
    refused(replaced(state, ("setup", "options"), options), "stagecoaches-conserved")


# -- every int below zero, every per-seat table off by one -----------------------------------


def one_of_each_phase(states: list[State]) -> list[State]:
    """The first position of each phase in ``states``, and one deep into Stage 3."""
    chosen: dict[object, State] = {}
    for state in states:
        chosen.setdefault(state.phase, state)
        if state.phase is Phase.ACTIONS and state.turn.step is not Step.CHOOSE:
            chosen.setdefault(state.turn.step, state)
    return list(chosen.values())


def test_every_int_of_positions_of_each_phase_set_to_minus_5_is_refused(
    four: list[State], two: list[State]
) -> None:
    for state in (*one_of_each_phase(four), *one_of_each_phase(two)):
        paths = list(int_paths(state))
        assert paths
        for path in paths:
            with pytest.raises(InvalidStateError):
                check_state(replaced(state, path, -5))


GAMES = {
    "players": st.integers(2, 4),
    "seed": st.integers(0, 2**32),
    "option": st.sampled_from(sorted(OPTIONS)),
}


@settings(max_examples=25, deadline=None)
@given(**GAMES, where=st.floats(0, 1), data=st.data())
def test_any_int_of_any_reachable_position_made_negative_is_refused(
    players: int, seed: int, option: str, where: float, data: st.DataObject
) -> None:
    options = OPTIONS[option]
    if options.first_player is not None and options.first_player >= players:
        options = options.evolve(first_player=None)
    states = playout(players, seed, options)
    state = states[min(int(where * len(states)), len(states) - 1)]
    check_state(state)
    path = data.draw(st.sampled_from(list(int_paths(state))))
    value = data.draw(st.integers(max_value=-1))
    with pytest.raises(InvalidStateError):
        check_state(replaced(state, path, value))


@settings(max_examples=25, deadline=None)
@given(**GAMES, where=st.floats(0, 1), long=st.booleans(), data=st.data())
def test_a_per_seat_table_of_any_reachable_position_off_by_one_is_refused(
    players: int, seed: int, option: str, where: float, long: bool, data: st.DataObject
) -> None:
    options = OPTIONS[option]
    if options.first_player is not None and options.first_player >= players:
        options = options.evolve(first_player=None)
    states = playout(players, seed, options)
    state = states[min(int(where * len(states)), len(states) - 1)]
    path: Path = data.draw(st.sampled_from([("players",), ("city", "seen")]))
    rows = state.players if path == ("players",) else state.city.seen
    index = data.draw(st.integers(0, players - 1))
    changed = (*rows[: index + 1], *rows[index:]) if long else (*rows[:index], *rows[index + 1 :])
    with pytest.raises(InvalidStateError) as caught:
        check_state(replaced(state, path, changed))
    assert caught.value.invariant == "per-seat"
