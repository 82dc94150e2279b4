"""``check_state`` (issue 24, item 5): every reachable *Rattlesnake City* state is
accepted, and impossible ones are refused naming the invariant they break."""

from __future__ import annotations

import functools
import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.core import InvalidStateError
from frontier_games.games import rattlesnake_city as R
from frontier_games.games.rattlesnake_city import (
    Building,
    Card,
    Coup,
    Line,
    Options,
    State,
    StationBonus,
    Step,
    Town,
    check_state,
)
from frontier_games.testing import int_paths, replaced
from tests.playouts import random_playout

FLAGS = ("open_money", "real_deal", "stake_menu", "smallest_replies")
EVERY_FLAGS = [
    Options(
        first_player=index % 2 or None,
        starting_income=1_000 * (index % 3 == 1),
        station_bonus=StationBonus.PER_CONNECTION if index % 4 == 2 else StationBonus.PER_STATION,
        offers_per_turn=(2, 0, 10)[index % 3],
        open_money=open_money,
        real_deal=real_deal,
        stake_menu=stake_menu,
        smallest_replies=smallest_replies,
    )
    for index, (open_money, real_deal, stake_menu, smallest_replies) in enumerate(
        itertools.product((False, True), repeat=len(FLAGS))
    )
]
"""Every combination of the four flags, the other options varied along."""


def _name(options: Options) -> str:
    return "+".join(flag for flag in FLAGS if getattr(options, flag)) or "base"


def refused(state: State, invariant: str) -> InvalidStateError:
    with pytest.raises(InvalidStateError) as caught:
        check_state(state)
    assert caught.value.invariant == invariant, caught.value
    assert type(caught.value) is InvalidStateError
    return caught.value


@functools.cache
def reached(step: Step, players: int = 3, options: Options | None = None) -> State:
    """The first state of a random game (the first of seeds 0, 1, ... to reach one) at
    ``step``."""
    for seed in range(40):
        for state in random_playout(R.GAME, players, seed, options):
            if state.turn.step is step:
                return state
    raise AssertionError(f"no random game reaches {step}")


def evolve_seat(state: State, seat: int, **changes: Any) -> State:
    seats = list(state.seats)
    seats[seat] = seats[seat].evolve(**changes)
    return state.evolve(seats=tuple(seats))


def evolve_turn(state: State, **changes: Any) -> State:
    return state.evolve(turn=state.turn.evolve(**changes))


def evolve_poker(state: State, **changes: Any) -> State:
    assert state.turn.poker is not None
    return evolve_turn(state, poker=state.turn.poker.evolve(**changes))


def evolve_fight(state: State, **changes: Any) -> State:
    assert state.turn.fight is not None
    return evolve_turn(state, fight=state.turn.fight.evolve(**changes))


def evolve_piles(state: State, **changes: Any) -> State:
    return state.evolve(piles=state.piles.evolve(**changes))


# -- every reachable state is accepted ------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [0, 1])
def test_every_state_of_a_random_game_is_accepted(players: int, seed: int) -> None:
    steps = set()
    for state in random_playout(R.GAME, players, 31 * players + seed):
        check_state(state)
        steps.add(state.turn.step)
    assert {Step.SALOON, Step.TILE, Step.SHOWDOWN, Step.OVER} <= steps


@pytest.mark.parametrize("options", EVERY_FLAGS, ids=[_name(o) for o in EVERY_FLAGS])
def test_every_state_of_a_random_game_is_accepted_with_every_combination_of_options(
    options: Options,
) -> None:
    if options.real_deal:
        pytest.importorskip("pokerkit")
    players = 2 + EVERY_FLAGS.index(options) % 5
    for state in random_playout(R.GAME, players, 7, options):
        check_state(state)


@pytest.mark.parametrize("players", [3, 6])
def test_every_state_of_games_between_heuristic_bots_is_accepted(players: int) -> None:
    bots = [R.HeuristicBot(seed=seat) for seat in range(players)]
    state = R.new_game(players, players)
    check_state(state)
    while not R.is_over(state):
        seat = min(R.actors(state))
        legal = R.legal_actions(state, seat)
        state = R.apply(state, bots[seat].choose(R.GAME, R.view(state, seat), legal))
        check_state(state)


def test_what_is_not_a_state_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="rattlesnake-city State"):
        check_state(R.view(reached(Step.TILE), 0))  # type: ignore[arg-type]


# -- named corruptions, each refused with its invariant --------------------------------------


def test_a_field_of_the_wrong_type_is_refused() -> None:
    state = reached(Step.CARDS)
    refused(evolve_seat(state, 0, money=True), "field-type")
    refused(evolve_seat(state, 0, hand=list(state.seats[0].hand)), "field-type")
    refused(evolve_turn(state, step="play, buy or sell cards"), "field-type")


def test_money_below_zero_is_refused() -> None:
    error = refused(evolve_seat(reached(Step.CARDS), 1, money=-5), "out-of-range")
    assert "$.seats[1].money" in error.message


def test_money_in_part_of_a_bill_is_refused() -> None:
    refused(evolve_seat(reached(Step.CARDS), 1, money=10_500), "whole-bills")


def test_the_winning_money_without_a_winner_is_refused() -> None:
    state = reached(Step.CARDS, 4)
    refused(evolve_seat(state, 2, money=150_000), "winning-money")


def test_a_winner_needs_the_winning_money_and_the_game_over() -> None:
    state = reached(Step.CARDS)
    refused(state.evolve(winner=1), "winner")
    rich = evolve_seat(state, 1, money=200_000)
    refused(rich.evolve(winner=1), "winner")  # the game is not over
    over = rich.evolve(winner=1, turn=R.Turn(state.turn.seat, Step.OVER))
    check_state(over)
    refused(over.evolve(winner=None), "winning-money")
    poor = over.evolve(winner=None, seats=state.seats)
    refused(poor, "winner")  # over, the bag not empty, and nobody won


@pytest.mark.parametrize("how", ["short", "long"])
def test_seats_one_seat_short_or_long_are_refused(how: str) -> None:
    seats = reached(Step.CARDS, 4).seats
    changed = seats[:-1] if how == "short" else (*seats, seats[-1])
    error = refused(reached(Step.CARDS, 4).evolve(seats=changed), "per-seat")
    assert "$.seats" in error.message


def test_a_player_count_outside_the_game_is_refused() -> None:
    state = reached(Step.CARDS)
    refused(state.evolve(setup=state.setup.evolve(players=7)), "player-count")


def test_options_that_set_up_no_game_are_refused() -> None:
    state = reached(Step.CARDS)
    bad = state.setup.options.evolve(offers_per_turn=11)
    refused(state.evolve(setup=state.setup.evolve(options=bad)), "options")
    content = state.setup.options.content.evolve(bounty=-5)
    bad = state.setup.options.evolve(content=content)
    refused(state.evolve(setup=state.setup.evolve(options=bad)), "options")


def test_a_count_beyond_its_limit_is_refused() -> None:
    state = reached(Step.CARDS)
    refused(evolve_turn(state, offers=3), "out-of-range")  # two offers a turn
    dealt = reached(Step.BET, 3, Options(real_deal=True))
    refused(evolve_poker(dealt, raises=4), "out-of-range")


def test_a_seat_that_does_not_exist_is_refused() -> None:
    state = reached(Step.CARDS)
    refused(evolve_turn(state, seat=3), "no-such-seat")
    built = state.board.buildings[0]
    buildings = (built.evolve(placer=5), *state.board.buildings[1:])
    refused(state.evolve(board=state.board.evolve(buildings=buildings)),
            "no-such-seat")  # fmt: skip
    answer = reached(Step.ANSWER)
    assert answer.turn.offer is not None
    offer = answer.turn.offer.evolve(asked=-1)
    refused(evolve_turn(answer, offer=offer), "no-such-seat")


def test_a_card_duplicated_or_lost_is_refused() -> None:
    state = reached(Step.CARDS)
    hand = state.seats[0].hand
    refused(evolve_seat(state, 0, hand=R.in_order((*hand, Card.DYNAMITERO))), "cards-conserved")
    actions = state.piles.actions
    lost = actions.evolve(draw_pile=actions.draw_pile[1:])
    refused(evolve_piles(state, actions=lost), "cards-conserved")


def test_a_coup_card_duplicated_or_lost_is_refused() -> None:
    state = reached(Step.CARDS)
    coups = state.piles.coups
    refused(evolve_piles(state, coups=coups.evolve(draw_pile=coups.draw_pile[1:])),
            "coups-conserved")  # fmt: skip
    refused(evolve_seat(state, 1, coups=R.in_order((Coup.THREE, *state.seats[1].coups))),
            "coups-conserved")  # fmt: skip


def test_a_tile_duplicated_or_lost_is_refused() -> None:
    state = reached(Step.CARDS)
    bag = state.piles.bag
    refused(evolve_piles(state, bag=bag.evolve(draw_pile=bag.draw_pile[1:])),
            "tiles-conserved")  # fmt: skip
    refused(evolve_piles(state, removed=(Building.BANK,)), "tiles-conserved")


def test_a_step_that_does_not_fit_the_turn_is_refused() -> None:
    cards = reached(Step.CARDS)
    refused(evolve_turn(cards, step=Step.TILE), "phase")  # no tile drawn
    refused(evolve_turn(cards, attacked=True), "phase")  # step 3 comes before attacks
    refused(evolve_turn(cards, step=Step.DEFEND), "phase")  # no attack
    refused(evolve_turn(reached(Step.TILE), step=Step.CARDS), "phase")  # a tile waits
    challenged = reached(Step.CHALLENGED)
    refused(evolve_turn(challenged, challenged=False), "phase")
    refused(evolve_turn(challenged, step=Step.SHOWDOWN), "phase")


def test_hands_out_of_order_are_refused() -> None:
    state = reached(Step.CARDS)
    hand = state.seats[0].hand
    refused(evolve_seat(state, 0, hand=hand[::-1]), "hand-order")


def test_only_permanent_effect_cards_lie_in_front_of_a_player() -> None:
    state = reached(Step.CARDS)
    hand = list(state.seats[0].hand)
    card = hand.pop()
    state = evolve_seat(state, 0, hand=tuple(hand), front=(card,))
    if card.kind is R.CardKind.PERMANENT:
        check_state(state)
    else:
        refused(state, "front")


def test_a_saloon_without_its_seats_town_is_refused() -> None:
    state = reached(Step.CARDS)
    refused(evolve_seat(state, 0, town=None), "towns")
    mine, other = state.seats[0].town, state.seats[1].town
    swapped = evolve_seat(evolve_seat(state, 0, town=other), 1, town=mine)
    refused(swapped, "towns")


def test_saloons_placed_out_of_turn_are_refused() -> None:
    state = R.new_game(4, 1, Options(first_player=2))
    state = R.apply(state, R.PlaceSaloon(2, Town.DRY_GULCH, 0))
    check_state(state)
    refused(evolve_turn(state, seat=0), "towns")


def test_a_building_where_none_may_stand_is_refused() -> None:
    state = reached(Step.CARDS)
    saloon = state.board.buildings[0]
    station = state.setup.options.content.valley.town(saloon.place).station  # type: ignore[arg-type]
    moved = saloon.evolve(space=station)
    board = state.board.evolve(buildings=(moved, *state.board.buildings[1:]))
    refused(state.evolve(board=board), "board")
    twice = state.board.evolve(buildings=(*state.board.buildings, saloon))
    refused(state.evolve(board=twice), "board")


def test_a_building_paying_another_than_its_nearest_saloon_is_refused() -> None:
    for state in random_playout(R.GAME, 3, 5):
        earning = [b for b in state.board.buildings if b.earner is not None]
        if earning:
            break
    wrong = earning[0].evolve(earner=(earning[0].earner + 1) % 3)  # type: ignore[operator]
    buildings = tuple(wrong if b is earning[0] else b for b in state.board.buildings)
    refused(state.evolve(board=state.board.evolve(buildings=buildings)), "earner")


def test_a_section_both_broken_and_repaired_or_not_of_the_valley_is_refused() -> None:
    state = reached(Step.CARDS)
    section = next(iter(state.board.broken))
    board = state.board.evolve(repaired=frozenset((section,)))
    refused(state.evolve(board=board), "sections")
    board = state.board.evolve(broken=state.board.broken | {(Line.TRUNK, 9)})
    refused(state.evolve(board=board), "sections")


def test_a_face_down_discard_that_is_no_playing_card_is_refused() -> None:
    for state in random_playout(R.GAME, 3, 2):
        if state.piles.unrevealed:
            check_state(state)
            break
    discards = state.piles.actions.discard_pile
    other = next(i for i, card in enumerate(discards) if card.kind is not R.CardKind.PLAYING)
    refused(evolve_piles(state, unrevealed=(other,)), "unrevealed")
    refused(evolve_piles(state, unrevealed=(len(discards),)), "out-of-range")
    twice = (*state.piles.unrevealed, state.piles.unrevealed[-1])
    refused(evolve_piles(state, unrevealed=twice), "unrevealed")


def test_an_offer_to_oneself_or_at_another_price_is_refused() -> None:
    state = reached(Step.ANSWER)
    offer = state.turn.offer
    assert offer is not None
    refused(evolve_turn(state, offer=offer.evolve(asked=state.turn.seat)), "offer")
    refused(evolve_turn(state, offer=offer.evolve(price=4_000)), "offer")


def test_an_attack_on_a_seat_without_a_bank_is_refused() -> None:
    state = reached(Step.DEFEND)
    attack = state.turn.attack
    assert attack is not None
    refused(evolve_turn(state, attack=attack.evolve(target=attack.attacker)), "attack")
    town = state.seats[attack.target].town
    bank = next(b for b in state.board.buildings if b.building is Building.BANK and b.place is town)
    buildings = tuple(b for b in state.board.buildings if b is not bank)
    gone = state.evolve(board=state.board.evolve(buildings=buildings))
    refused(evolve_piles(gone, removed=(*state.piles.removed, Building.BANK)), "attack")


def test_a_gunfight_whose_totals_are_not_its_shots_is_refused() -> None:
    state = reached(Step.GUNFIGHT)
    fight = state.turn.fight
    assert fight is not None
    totals = (fight.totals[0] + 1, *fight.totals[1:])
    refused(evolve_fight(state, totals=totals), "gunfight")
    refused(evolve_fight(state, modifiers=(fight.modifiers[0] - 1, *fight.modifiers[1:])),
            "gunfight")  # fmt: skip
    refused(evolve_fight(state, turn=fight.last_to_play), "gunfight")


def test_a_poker_pot_that_is_not_the_stakes_is_refused() -> None:
    state = reached(Step.JOIN)
    game = state.turn.poker
    assert game is not None
    refused(evolve_poker(state, pot=game.pot + 1_000), "poker")
    refused(evolve_poker(state, players=(*game.players, game.players[0])), "duplicate-seat")
    refused(evolve_poker(state, challenger=(game.challenger + 1) % 3), "poker")


def test_poker_cards_face_down_out_of_step_are_refused() -> None:
    state = reached(Step.CARDS_DOWN)
    game = state.turn.poker
    assert game is not None
    refused(evolve_poker(state, revealed=True), "poker")
    refused(evolve_poker(state, asked=()), "poker")


def test_a_real_deal_hand_of_six_cards_is_refused() -> None:
    pytest.importorskip("pokerkit")
    state = reached(Step.BET, 3, Options(real_deal=True))
    game = state.turn.poker
    assert game is not None
    extra = game.deck[-1]
    hands = (R.poker.in_deck_order((*game.hands[0], extra)), *game.hands[1:])
    refused(evolve_poker(state, hands=hands, deck=game.deck[:-1]), "deal")
    refused(evolve_poker(state, real_deal=False), "poker")


def test_a_loot_without_an_attack_is_refused() -> None:
    state = reached(Step.SHOWDOWN)
    refused(evolve_turn(state, loot=R.Loot((state.turn.seat + 1) % 3, 1_000)), "loot")


@functools.cache
def looted() -> State:
    """The first state of a random game just after a bank attack took some money."""
    for seed in range(40):
        for state in random_playout(R.GAME, 3, seed):
            if state.turn.loot is not None and state.turn.loot.amount:
                return state
    raise AssertionError("no random game loots a bank")


def with_loot(state: State, amount: int) -> State:
    assert state.turn.loot is not None
    return evolve_turn(state, loot=state.turn.loot.evolve(amount=amount))


def test_a_loot_is_what_half_the_bank_owners_money_left() -> None:
    state = looted()
    check_state(state)
    loot = state.turn.loot
    assert loot is not None
    owner = state.seats[loot.target].money
    assert owner in (loot.amount, loot.amount - 1_000)
    for amount in (owner, owner + 1_000):  # it held twice that, or a bill more
        if amount <= state.seats[state.turn.seat].money:
            check_state(with_loot(state, amount))
    refused(with_loot(state, owner + 2_000), "loot")
    if owner >= 1_000:
        refused(with_loot(state, owner - 1_000), "loot")


def test_a_loot_beyond_any_fortune_is_refused() -> None:
    """A loot of $10**18: no bank held twice that (determinize could deal no state)."""
    refused(with_loot(looted(), 10**18), "loot")


def test_a_loot_of_nothing_from_a_bank_owner_holding_money_is_refused() -> None:
    state = looted()
    loot = state.turn.loot
    assert loot is not None
    refused(evolve_seat(with_loot(state, 0), loot.target, money=2_000), "loot")
    check_state(evolve_seat(with_loot(state, 0), loot.target, money=0))


def test_an_attacker_holding_less_than_its_loot_is_refused() -> None:
    state = looted()
    loot = state.turn.loot
    assert loot is not None
    refused(evolve_seat(state, state.turn.seat, money=loot.amount - 1_000), "loot")
    check_state(evolve_seat(state, state.turn.seat, money=loot.amount))


# -- any int of a reachable state made negative is refused -----------------------------------


@functools.cache
def _states(players: int, seed: int) -> tuple[State, ...]:
    return tuple(random_playout(R.GAME, players, seed))


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 3),
    where=st.floats(0, 1, exclude_max=True),
    which=st.integers(0, 10**6),
    negative=st.integers(max_value=-1),
)
def test_any_int_of_a_reachable_state_made_negative_is_refused(
    players: int, seed: int, where: float, which: int, negative: int
) -> None:
    states = _states(players, seed)
    state = states[int(where * len(states))]
    paths = list(int_paths(state, skip=(Options,)))
    path = paths[which % len(paths)]
    with pytest.raises(InvalidStateError):
        check_state(replaced(state, path, negative))
