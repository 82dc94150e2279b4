"""``check_state`` (issue 24, item 5): every reachable *Pappy Winchester* state is accepted,
and every impossible one is refused naming the invariant it breaks."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.auction import BidRules, DropOutAuction
from frontier_games.core import InvalidStateError
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    SECRET_RAILWAY_BOARD,
    BonusKind,
    Content,
    HiddenCard,
    HiddenKind,
    Options,
    Phase,
    State,
    Vehicle,
)
from frontier_games.play import play_steps
from frontier_games.rng import Rng, randbelow
from frontier_games.testing import int_paths, replaced
from tests.pappy_winchester.positions import changed
from tests.pappy_winchester.test_properties import SMALL

CONTENTS = {
    "standard": Content(),
    "secret-railway": Content(board=SECRET_RAILWAY_BOARD),
    "small-user-board": SMALL,
}
EVERY_OPTIONS = [
    Options(content=content, open_money=open_money, duel_all_in=all_in, first_player=first)
    for content, open_money, all_in, first in itertools.product(
        CONTENTS.values(), (False, True), (False, True), (None, 2)
    )
]
"""Every combination of the options: each content, each flag, a drawn or a chosen first
player (seat 2 is a seat at every player count)."""
EVERY_OPTIONS_IDS = [
    "+".join(
        [name for name, content in CONTENTS.items() if content == options.content]
        + ["open-money"] * options.open_money
        + ["all-in"] * options.duel_all_in
        + [f"first-{options.first_player}"] * (options.first_player is not None)
    )
    for options in EVERY_OPTIONS
]


def random_playout(players: int, seed: int, options: Options) -> Iterator[State]:
    """Every state of a game of uniformly random legal actions, the first and last too."""
    state = pw.new_game(players, seed, options)
    yield state
    rng = Rng.from_seed(seed)
    while not pw.is_over(state):
        (seat,) = pw.actors(state)
        legal = pw.legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        state = pw.apply(state, legal[pick])
        yield state


def bot_playout(players: int, seed: int, options: Options | None = None) -> list[State]:
    """Every state of a game between heuristic bots, which duel, move the vehicles to pay
    their plots and spend their Rumor tokens as players do."""
    bots = [pw.HeuristicBot(seed=seed + seat) for seat in range(players)]
    steps = play_steps(pw.GAME, bots, players=players, seed=seed, options=options)
    return [pw.new_game(players, seed, options), *(step.state for step in steps)]


def refused(state: State, invariant: str) -> InvalidStateError:
    """The error ``check_state`` refuses ``state`` with, which must name ``invariant``."""
    with pytest.raises(InvalidStateError) as caught:
        pw.check_state(state)
    assert caught.value.invariant == invariant, caught.value
    return caught.value


# -- every reachable state is accepted ------------------------------------------------------


@pytest.mark.parametrize("options", EVERY_OPTIONS, ids=EVERY_OPTIONS_IDS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_state_of_a_random_game_is_accepted(players: int, options: Options) -> None:
    for state in random_playout(players, seed=players * 97, options=options):
        pw.check_state(state)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_state_of_games_between_heuristic_bots_is_accepted(players: int) -> None:
    for seed, options in enumerate(
        [Options(), Options(duel_all_in=True, first_player=1), Options(content=SMALL)]
    ):
        for state in bot_playout(players, seed, options):
            pw.check_state(state)


@settings(max_examples=15, deadline=None)
@given(
    players=st.integers(3, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(EVERY_OPTIONS),
)
def test_every_reachable_state_is_accepted(players: int, seed: int, options: Options) -> None:
    for state in random_playout(players, seed, options):
        pw.check_state(state)


def test_a_determinized_state_is_accepted() -> None:
    for state in bot_playout(4, 3)[::25]:
        for seat in (None, 0, 3):
            pw.check_state(pw.determinize(pw.view(state, seat), seed=11))


def test_check_state_is_wired_into_the_game_definition() -> None:
    assert pw.GAME.check_state is pw.check_state
    assert "check_state" in pw.__all__


@pytest.mark.parametrize("thing", [None, "state", pw.view(pw.new_game(3, 1), 0)])
def test_what_is_not_a_pappy_state_is_a_type_error(thing: object) -> None:
    with pytest.raises(TypeError, match="expected a pappy-winchester State"):
        pw.check_state(thing)  # type: ignore[arg-type]


# -- real mid-game states to corrupt --------------------------------------------------------


def first_state(holds: Callable[[State], bool], players: int = 4) -> State:
    """The first state of a heuristic game (seeds 0, 1, ...) for which ``holds``."""
    for seed in range(30):
        for state in bot_playout(players, seed):
            if holds(state):
                return state
    raise AssertionError("no such state in 30 games")


@functools.cache
def bidding() -> State:
    """An auction with bids, three seats still in, after a duel and some purchases, with
    a shared objective taken and Movement and Rumor tokens used."""

    def holds(state: State) -> bool:
        table, auction = state.table, state.auction
        return (
            auction is not None
            and auction.high_bidder is not None
            and len(auction.active) == 3
            and table.last_duel is not None
            and table.activated is not None
            and table.looked_at is not None
            and any(taker is not None for taker in table.claimed)
        )

    return first_state(holds)


@functools.cache
def opening() -> State:
    """An auction just opened, nobody having acted, after some purchases."""
    return first_state(
        lambda s: s.auction is not None and len(s.auction.active) == 4 and s.table.bought != 0
        and not any(s.auction.bids)
    )  # fmt: skip


@functools.cache
def moving() -> State:
    """The buyer of a plot with a Movement token is to activate a vehicle."""
    return first_state(lambda s: s.phase is Phase.MOVE and s.table.activated is not None)


@functools.cache
def rumor() -> State:
    """The buyer of a plot with a Rumor token is to look at a card."""
    return first_state(lambda s: s.phase is Phase.RUMOR and s.table.looked_at is not None)


@functools.cache
def over() -> State:
    return bot_playout(4, 0)[-1]


@functools.cache
def setup() -> State:
    """A game whose table chose the first player, before anything is bought."""
    return pw.new_game(4, 7, Options(first_player=2))


STATES: dict[str, Callable[[], State]] = {
    "bidding": bidding,
    "opening": opening,
    "moving": moving,
    "rumor": rumor,
    "over": over,
    "setup": setup,
}


def test_the_states_to_corrupt_are_real_and_accepted() -> None:
    for make in STATES.values():
        pw.check_state(make())
    assert bidding().phase is Phase.BIDDING
    assert over().phase is Phase.OVER


def owner_of_some_plot(state: State) -> tuple[int, int]:
    """A bought plot's index and its owner."""
    index = next(i for i, owner in enumerate(state.table.owners) if owner is not None)
    owner = state.table.owners[index]
    assert owner is not None
    return index, owner


def unchecked(value: Any, **changes: Any) -> Any:
    """``value`` (an attrs class) with ``changes``, not built by its constructor: a
    ``Content`` or a ``Board`` refuses a bad field as it is built, but a state may hold
    one built otherwise."""
    copy = object.__new__(type(value))
    for field in attrs.fields(type(value)):
        object.__setattr__(copy, field.name, changes.get(field.name, getattr(value, field.name)))
    return copy


def with_options(state: State, options: Options) -> State:
    return state.evolve(deal=state.deal.evolve(options=options))


# -- the shape: types, seats, per-seat, per-plot and per-pile tables -------------------------


@pytest.mark.parametrize("name", list(STATES))
def test_money_set_to_minus_5_is_out_of_range(name: str) -> None:
    state = STATES[name]()
    money = (-5, *state.table.money[1:])
    error = refused(changed(state, money=money), "out-of-range")
    assert "$.table.money[0] is -5" in error.message


def test_money_that_is_not_whole_banknotes_is_refused() -> None:
    state = bidding()
    money = (state.table.money[0] + 500, *state.table.money[1:])
    refused(changed(state, money=money), "banknotes")


def test_money_beyond_all_the_money_that_can_come_into_play_is_out_of_range() -> None:
    state = bidding()
    bound = pw.money_bound(4)
    refused(changed(state, money=(bound + 1000, *state.table.money[1:])), "out-of-range")
    refused(changed(state, saloon=bound + 1000), "out-of-range")


def test_saloon_tips_below_zero_are_out_of_range() -> None:
    refused(changed(bidding(), saloon=-5), "out-of-range")


def test_a_field_of_the_wrong_type_is_refused() -> None:
    state = bidding()
    refused(changed(state, money=(8000.0, *state.table.money[1:])), "field-type")
    refused(changed(state, first=True), "field-type")


@pytest.mark.parametrize("players", [2, 6])
def test_a_player_count_the_game_does_not_have_is_out_of_range(players: int) -> None:
    state = bidding()
    refused(state.evolve(deal=state.deal.evolve(players=players)), "out-of-range")


PER_SEAT = [
    ("table", "money"),
    ("table", "duel_tokens"),
    ("table", "known"),
    ("deal", "secrets"),
    ("auction", "budgets"),
    ("auction", "bids"),
]


@pytest.mark.parametrize(("part", "field"), PER_SEAT)
@pytest.mark.parametrize("how", ["short", "long"])
def test_a_per_seat_table_one_seat_short_or_long_is_refused(
    part: str, field: str, how: str
) -> None:
    state = bidding()
    values = getattr(getattr(state, part), field)
    values = values[:-1] if how == "short" else (*values, values[-1])
    error = refused(replaced(state, (part, field), values), "per-seat")
    assert f"$.{part}.{field}" in error.message


@pytest.mark.parametrize(
    ("field", "invariant"),
    [
        ("owners", "per-plot"),
        ("bonus", "per-plot"),
        ("cards", "per-plot"),
        ("objectives", "per-pile"),
        ("piles", "per-pile"),
        ("claimed", "per-pile"),
    ],
)
def test_a_per_plot_or_per_pile_table_of_the_wrong_length_is_refused(
    field: str, invariant: str
) -> None:
    state = bidding()
    values = getattr(state.table, field, None) or getattr(state.deal, field)
    refused(changed(state, **{field: values[:-1]}), invariant)
    refused(changed(state, **{field: (*values, values[-1])}), invariant)


def test_a_secret_objective_hand_of_three_cards_is_refused() -> None:
    state = bidding()
    hands = state.deal.secrets
    spare = next(card for card in pw.SecretObjective if all(card not in h for h in hands))
    refused(changed(state, secrets=((*hands[0], spare), *hands[1:])), "cards-conserved")


def test_a_seat_that_does_not_exist_is_refused() -> None:
    state = bidding()
    index, _ = owner_of_some_plot(state)
    owners = list(state.table.owners)
    owners[index] = 4  # a 4-player game has seats 0 to 3
    refused(changed(state, owners=tuple(owners)), "no-such-seat")
    refused(changed(state, claimed=(9, *state.table.claimed[1:])), "no-such-seat")
    duel = state.table.last_duel
    assert duel is not None
    refused(changed(state, last_duel=duel.evolve(click=7)), "no-such-seat")
    refused(changed(over(), first=4), "no-such-seat")


def test_a_plot_or_a_square_that_does_not_exist_is_refused() -> None:
    state = bidding()
    refused(changed(state, draws=(*state.table.draws[:-1], 20)), "no-such-plot")
    refused(changed(state, plot=0), "no-such-plot")
    refused(changed(state, locomotive=len(pw.STANDARD_BOARD.railway)), "no-such-square")
    refused(changed(state, boat=-1), "no-such-square")


def test_options_the_game_cannot_be_played_with_are_refused() -> None:
    state = bidding()
    refused(with_options(state, Options(first_player=9)), "options")
    refused(with_options(state, unchecked(Options(), open_money=1)), "field-type")


def test_content_that_did_not_check_itself_is_refused() -> None:
    state = bidding()
    content = unchecked(Content(), starting_money=-5)
    refused(with_options(state, Options(content=content)), "content")
    board = unchecked(pw.STANDARD_BOARD, ranch=2)  # a mine's plot, and a desert
    refused(with_options(state, Options(content=unchecked(Content(), board=board))), "content")


def test_a_generator_no_seed_makes_is_refused() -> None:
    state = bidding()
    rng = unchecked(state.table.rng, counter=-5)
    refused(changed(state, rng=rng), "rng")


# -- what the deal conserves -----------------------------------------------------------------


def test_a_bonus_token_swapped_for_another_kind_is_refused() -> None:
    state = bidding()
    bonus = list(state.deal.bonus)
    bonus[0] = BonusKind.SALOON if bonus[0] is not BonusKind.SALOON else BonusKind.RUMOR
    refused(changed(state, bonus=tuple(bonus)), "tokens-conserved")


def test_a_secret_objective_card_dealt_twice_is_refused() -> None:
    state = bidding()
    hands = state.deal.secrets
    twice = ((hands[0][0], hands[1][0]), *hands[1:])
    refused(changed(state, secrets=twice), "cards-conserved")


def test_a_mine_card_lost_duplicated_or_not_in_the_content_is_refused() -> None:
    state = setup()
    board = pw.STANDARD_BOARD
    mines = sorted(board.mines)
    cards = list(state.deal.cards)
    lost = list(cards)
    lost[mines[0] - 1] = None
    refused(changed(state, cards=tuple(lost)), "cards-conserved")
    on_a_field = list(cards)
    on_a_field[0] = 4000  # plot 1 holds no Mine or Ranch card
    refused(changed(state, cards=tuple(on_a_field)), "cards-conserved")
    foreign = list(cards)
    foreign[mines[0] - 1] = 25000
    refused(changed(state, cards=tuple(foreign)), "cards-conserved")
    ten = list(cards)
    for n in mines:
        ten[n - 1] = 10000  # the content has one $10000 Mine card
    refused(changed(state, cards=tuple(ten)), "cards-conserved")
    ranch = list(cards)
    ranch[board.ranch - 1] = 4000
    refused(changed(state, cards=tuple(ranch)), "cards-conserved")


def test_a_shared_objective_dealt_twice_or_other_piles_are_refused() -> None:
    state = setup()
    objectives = state.deal.objectives
    refused(changed(state, objectives=(objectives[1], *objectives[1:])), "cards-conserved")
    refused(changed(state, piles=(7000, 6000, 5000, 4000, 3000)), "piles")


# -- the course of the game ------------------------------------------------------------------


def test_a_phase_that_does_not_fit_the_auction_is_refused() -> None:
    refused(bidding().evolve(phase=Phase.MOVE), "phase")
    refused(bidding().evolve(phase=Phase.OVER), "phase")
    refused(moving().evolve(phase=Phase.BIDDING), "phase")
    refused(moving().evolve(phase=Phase.RUMOR), "phase")  # its plot's token is Movement
    refused(moving().evolve(phase=Phase.OVER), "phase")  # plots are still to buy


def test_the_plot_on_auction_already_bought_is_refused() -> None:
    state = bidding()
    index, _ = owner_of_some_plot(state)
    draws = tuple(n for n in (*state.table.draws, state.table.plot) if n != index + 1)
    refused(changed(state, plot=index + 1, draws=draws), "phase")


def test_plot_tokens_that_are_not_the_unbought_plots_are_refused() -> None:
    state = bidding()
    draws = state.table.draws
    refused(changed(state, draws=draws[1:]), "plot-tokens")  # one lost
    refused(changed(state, draws=(*draws[1:], draws[1])), "plot-tokens")  # one twice
    refused(changed(moving(), draws=moving().table.draws[1:]), "plot-tokens")


def test_the_first_player_token_away_from_the_last_buyer_is_refused() -> None:
    state = bidding()
    other = (state.table.first + 1) % 4
    refused(changed(state, first=other), "first-player")
    refused(changed(setup(), first=1), "first-player")  # Options.first_player is 2
    state = moving()
    refused(changed(state, first=(state.table.first + 1) % 4), "first-player")


def test_a_last_purchase_that_the_hats_do_not_show_is_refused() -> None:
    refused(changed(setup(), bought_for=3000), "last-purchase")
    state = bidding()
    refused(changed(state, bought=state.table.plot), "last-purchase")  # the plot on auction
    refused(changed(state, bought=0, bought_for=0), "last-purchase")  # plots are bought


def test_a_duel_token_gone_without_a_duel_is_refused() -> None:
    state = setup()
    refused(changed(state, duel_tokens=(False, True, True, True)), "duel")


def test_a_last_duel_the_hats_do_not_show_is_refused() -> None:
    state = bidding()
    duel = state.table.last_duel
    assert duel is not None
    refused(changed(state, last_duel=duel.evolve(bang=duel.click, click=duel.bang)), "duel")
    refused(changed(state, last_duel=duel.evolve(click=duel.bang)), "duel")
    tokens = tuple(True for _ in range(4))
    refused(changed(state, duel_tokens=tokens), "duel")  # the challenger kept its token


def test_a_duel_for_the_last_plot_at_another_price_is_refused() -> None:
    state = first_state(
        lambda s: s.table.last_duel is not None and s.table.last_duel.plot == s.table.bought
    )
    duel = state.table.last_duel
    assert duel is not None
    refused(changed(state, last_duel=duel.evolve(price=duel.price + 1000)), "duel")


def test_vehicles_moved_without_a_movement_token_are_refused() -> None:
    refused(changed(setup(), locomotive=3), "movement")
    refused(changed(setup(), activated=Vehicle.BOAT), "movement")
    refused(changed(bidding(), activated=None), "movement")


def test_cards_looked_at_without_a_rumor_token_are_refused() -> None:
    state = setup()
    card = HiddenCard(HiddenKind.MINE, sorted(pw.STANDARD_BOARD.mines)[0])
    refused(changed(state, known=(frozenset({card}), *state.table.known[1:])), "rumor")
    refused(changed(state, looked_at=card), "rumor")
    state = bidding()
    known = state.table.known
    seen = next(seat for seat, cards in enumerate(known) if cards)
    every = frozenset(pw.rumor_targets(setup(), seen))  # more cards than Rumor tokens
    refused(
        changed(state, known=tuple(every if s == seen else k for s, k in enumerate(known))), "rumor"
    )
    nobody_s = next(card for card in every if not any(card in cards for cards in known))
    refused(changed(state, looked_at=nobody_s), "rumor")


def test_a_card_no_rumor_token_can_look_at_is_refused() -> None:
    state = rumor()
    seat = state.table.first
    own = HiddenCard(HiddenKind.OBJECTIVE, seat, 0)
    known = tuple(k | {own} if s == seat else k for s, k in enumerate(state.table.known))
    refused(changed(state, known=known), "not-lookable")
    refused(changed(state, looked_at=HiddenCard(HiddenKind.MINE, 1)), "not-lookable")


def test_a_shared_objective_taken_by_a_seat_that_never_met_it_is_refused() -> None:
    state = setup()  # nobody owns a plot
    refused(changed(state, claimed=(0, *state.table.claimed[1:])), "objectives")


def test_a_shared_objective_met_but_left_on_its_pile_is_refused() -> None:
    """A seat's plots are those it held at its last purchase, when the objectives were
    checked for it: one that depends on its plots alone and that it meets was taken."""
    lasting = set(pw.SharedObjective) - {
        pw.SharedObjective.EMPTY_SALOON,
        pw.SharedObjective.LAST_AUCTION,
    }

    def taken(state: State) -> bool:
        return any(
            taker is not None and objective in lasting
            for objective, taker in zip(state.deal.objectives, state.table.claimed, strict=True)
        )

    state = first_state(taken)
    pile = next(
        pile
        for pile, (objective, taker) in enumerate(
            zip(state.deal.objectives, state.table.claimed, strict=True)
        )
        if taker is not None and objective in lasting
    )
    claimed = list(state.table.claimed)
    claimed[pile] = None
    refused(changed(state, claimed=tuple(claimed)), "objectives")


def test_the_last_auction_objective_left_at_the_end_is_refused() -> None:
    objective = pw.SharedObjective.LAST_AUCTION
    for seed in range(30):
        state = bot_playout(3, seed)[-1]
        if objective in state.deal.objectives:
            break
    else:
        raise AssertionError("no game dealt the last auction's objective")
    pile = state.deal.objectives.index(objective)
    claimed = list(state.table.claimed)
    assert claimed[pile] == state.table.first  # the last buyer took it
    claimed[pile] = None
    refused(changed(state, claimed=tuple(claimed)), "objectives")
    claimed[pile] = (state.table.first + 1) % 3
    refused(changed(state, claimed=tuple(claimed)), "objectives")


def test_money_that_is_not_conserved_is_refused() -> None:
    state = setup()  # before any Movement token, the money is exactly conserved
    refused(changed(state, money=(9000, 8000, 8000, 8000)), "money-conserved")
    refused(changed(state, money=(7000, 8000, 8000, 8000)), "money-conserved")
    refused(changed(state, saloon=2000), "money-conserved")


@pytest.mark.parametrize("name", ["bidding", "moving", "rumor", "over"])
def test_more_money_than_every_movement_token_could_have_paid_is_refused(name: str) -> None:
    state = STATES[name]()
    board = pw.STANDARD_BOARD
    busiest = max(len(square) for square in board.railway + board.river)
    tokens = pw.BONUS_TOKENS.count(BonusKind.MOVEMENT)
    money = (state.table.money[0] + (tokens * busiest + 1) * 1000, *state.table.money[1:])
    refused(changed(state, money=money), "money-conserved")
    refused(changed(state, money=(0, 0, 0, 0), saloon=0), "money-conserved")  # all gone


# -- the auction going on --------------------------------------------------------------------


def auction_of(state: State, **changes: Any) -> State:
    auction = state.auction
    assert auction is not None
    return state.evolve(auction=auction.evolve(**changes))


def test_budgets_that_are_not_the_seats_money_are_refused() -> None:
    state = bidding()
    auction = state.auction
    assert auction is not None
    budgets = (auction.budgets[0] + 1000, *auction.budgets[1:])
    refused(auction_of(state, budgets=budgets), "auction-budgets")


def test_a_bid_above_the_bidder_s_money_is_refused() -> None:
    state = bidding()
    auction = state.auction
    assert auction is not None
    bidder = auction.high_bidder
    assert bidder is not None
    money = list(state.table.money)
    short = auction.high_bid - 1000  # the high bidder gives the rest to the next seat
    other = (bidder + 1) % 4
    money[other] += money[bidder] - short
    money[bidder] = short
    refused(changed(state, money=tuple(money)), "bid-above-money")


def test_an_auction_bids_and_passes_cannot_reach_is_refused() -> None:
    state = bidding()
    auction = state.auction
    assert auction is not None
    bidder = auction.high_bidder
    assert bidder is not None
    refused(auction_of(state, rules=BidRules(1000, 500, 500)), "auction")
    refused(auction_of(state, order=(*auction.order[1:], auction.order[0])), "auction")
    refused(auction_of(state, turn=auction.active.index(bidder)), "auction")  # would be over
    refused(auction_of(state, turn=len(auction.active)), "auction")
    refused(auction_of(state, high_bidder=None, high_bid=0), "auction")
    refused(auction_of(state, high_bid=auction.high_bid + 1000), "auction")
    out = next(seat for seat in auction.order if seat not in auction.active)
    refused(auction_of(state, active=tuple(s for s in auction.order if s != bidder)), "auction")
    refused(auction_of(state, active=(*auction.active, auction.active[0])), "auction")  # twice
    bids = list(auction.bids)
    bids[out] = auction.high_bid
    refused(auction_of(state, bids=tuple(bids)), "auction")  # as much as the high bid


def test_an_auction_just_opened_missing_a_seat_is_refused() -> None:
    state = opening()
    auction = state.auction
    assert auction is not None
    refused(auction_of(state, active=auction.active[:-1]), "auction")  # passed unasked
    refused(auction_of(state, turn=1), "auction")  # the opener skipped


def test_the_battery_s_one_seat_short_active_bidders_can_be_a_real_position() -> None:
    """At the opening, dropping the *first* bidder still in gives the position after the
    opener passed: a state the game reaches (dropping the last one does not)."""
    state = opening()
    auction = state.auction
    assert auction is not None
    passed = pw.apply(state, pw.Pass(auction.active[0]))
    assert passed == auction_of(state, active=auction.active[1:])
    pw.check_state(passed)


def test_a_seat_that_bid_and_passed_before_those_still_in_outbid_it_is_refused() -> None:
    """Order 0, 1, 2: seat 0 bids $1000, seat 1 $2000, seat 2 $3000; seat 0 passing is
    next, and seat 1 cannot have passed yet."""
    state = pw.new_game(3, 1, Options(first_player=0))
    for action in (pw.Bid(0, 1000), pw.Bid(1, 2000), pw.Bid(2, 3000)):
        state = pw.apply(state, action)
    pw.check_state(pw.apply(state, pw.Pass(0)))
    refused(auction_of(state, active=(0, 2), turn=0), "auction")
    fresh = DropOutAuction.start((0, 1, 2), state.table.money, pw.BID_RULES)
    seat_1_bid = fresh.evolve(bids=(0, 1000, 0), high_bid=1000, high_bidder=1)
    refused(state.evolve(auction=seat_1_bid), "auction")  # before seat 0 acted


# -- a random int of a random reachable state made negative ---------------------------------


def built_anyway(value: Any, **changes: Any) -> Any:
    """``value`` with ``changes``; a ``Content`` or ``Board`` that refuses them as it is
    built is built around its check."""
    try:
        return value.evolve(**changes)
    except ValueError:
        return unchecked(value, **changes)


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(3, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(EVERY_OPTIONS),
    when=st.floats(0, 1),
    which=st.integers(0, 10**6),
    negative=st.integers(max_value=-1),
)
def test_any_int_of_a_reachable_state_made_negative_is_refused(
    players: int, seed: int, options: Options, when: float, which: int, negative: int
) -> None:
    states = list(random_playout(players, seed, options))
    state = states[int(when * (len(states) - 1))]
    paths = list(int_paths(state))
    path = paths[which % len(paths)]
    with pytest.raises(InvalidStateError):
        pw.check_state(replaced(state, path, negative, rebuild=built_anyway))
