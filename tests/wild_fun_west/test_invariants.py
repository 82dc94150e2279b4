"""``check_state``: every state a game reaches is accepted (random games at every player
count and option), and corrupted copies of real positions are refused with
``InvalidStateError`` naming the broken invariant."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games.auction import ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import InvalidStateError
from frontier_games.games import wild_fun_west as W
from frontier_games.games.wild_fun_west.content import (
    Building,
    Character,
    Content,
    ObjectiveSet,
    Profession,
)
from frontier_games.games.wild_fun_west.invariants import check_state
from frontier_games.games.wild_fun_west.model import Bid, Options, Pass, Phase, Sold, State
from frontier_games.games.wild_fun_west.rules import (
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from frontier_games.games.wild_fun_west.view import view
from frontier_games.testing import Path, int_paths, replaced
from tests.playouts import random_playout
from tests.wild_fun_west.helpers import (
    at_swap,
    building_bids,
    cowboy_tie_break,
    game,
    play,
    to_phase,
    turn_with,
    with_active,
)

C = Character
CAST = (
    C.CALAMITY_JANE,
    C.BUFFALO_BILL,
    C.ANNIE_OAKLEY,
    C.JESSE_JAMES,
    C.WYATT_EARP,
    C.JUDGE_ROY_BEAN,
    C.DOC_HOLLIDAY,
    C.BILL_MCDONALD,
)
"""Characters whose abilities leave marks a state must keep consistent."""


def flagged(flags: tuple[bool, ...], **options: Any) -> Options:
    """``Options(**options)`` with ``short_game``, ``open_money`` and ``finish_turn`` set
    to ``flags``."""
    short_game, open_money, finish_turn = flags
    return Options(**options).evolve(
        short_game=short_game, open_money=open_money, finish_turn=finish_turn
    )


def playout(players: int, seed: int, options: Options | None = None) -> Iterator[State]:
    """Every position of a random game (uniform over the actors and their actions)."""
    return random_playout(W.GAME, players, seed, options, draws=seed ^ 0xC0FFEE)


def find(
    found: Callable[[State], bool],
    players: int = 5,
    characters: tuple[Character, ...] | None = CAST,
    **options: Any,
) -> State:
    """The first position of seeded random games with ``characters`` (the first
    ``players`` of them; ``None``: dealt from the seed) for which ``found`` holds."""
    dealt = None if characters is None else characters[:players]
    for seed in range(300):
        for state in playout(players, seed, Options(characters=dealt, **options)):
            if found(state):
                return state
    raise AssertionError("no random game reached such a position")  # pragma: no cover


def refused(state: State) -> str:
    """The invariant ``check_state`` names in refusing ``state``."""
    with pytest.raises(InvalidStateError) as caught:
        check_state(state)
    assert caught.type is InvalidStateError
    return caught.value.invariant


# -- (a) every reachable state is accepted -----------------------------------------------


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("flags", list(itertools.product((False, True), repeat=3)))
def test_check_state_accepts_every_state_of_random_games_with_every_option(
    players: int, flags: tuple[bool, ...]
) -> None:
    configurations = [
        flagged(flags, turn_limit=6),
        flagged(flags, characters=CAST[:players], first_player=players - 1, turn_limit=8),
    ]
    for seed, options in enumerate(configurations):
        for state in playout(players, seed + 10 * players, options):
            check_state(state)


def test_check_state_accepts_whole_games_at_the_default_turn_limit() -> None:
    for players, seed in ((4, 1), (6, 2), (8, 3)):
        options = Options(objective_set=W.objective_sets(players)[-1])
        states = list(playout(players, seed, options))
        assert states[-1].phase is Phase.OVER
        for state in states:
            check_state(state)


def test_check_state_accepts_the_worked_example_and_is_the_game_s_check() -> None:
    assert W.GAME.check_state is check_state
    state = cowboy_tie_break()
    check_state(state)
    for action in (Bid(2, 1), Pass(3)):
        state = apply(state, action)
        check_state(state)


def test_check_state_takes_only_a_wild_fun_west_state() -> None:
    state = new_game(4, 1)
    for wrong in (view(state, 0), None, attrs.asdict(state)):
        with pytest.raises(TypeError, match="wild-fun-west State"):
            check_state(wrong)  # type: ignore[arg-type]


# -- (b) corrupted copies of real positions are refused ----------------------------------


def test_money_set_to_minus_5_is_out_of_range() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)
    assert refused(state.evolve(money=(5, 5, -5, 5, 5))) == "out-of-range"


def test_money_beyond_what_the_turns_played_can_pay_is_out_of_range() -> None:
    state = new_game(4, 1)  # turn 1: $5 and one income at most, and the windfalls
    assert refused(state.evolve(money=(5, 5, 5, 400))) == "out-of-range"


def test_a_bool_where_money_is_an_int_is_a_field_type_error() -> None:
    state = new_game(4, 1)
    assert refused(state.evolve(money=(5, True, 5, 5))) == "field-type"


def _per_seat_tables(state: State) -> Iterator[tuple[str, Callable[[tuple[Any, ...]], State]]]:
    """Each per-seat table of ``state``, with a function putting another table there."""
    evolve = attrs.evolve
    cards, turn = state.cards, state.turn
    yield "money", lambda t: evolve(state, money=t)
    yield "objectives", lambda t: evolve(state, cards=evolve(cards, objectives=t))
    yield "hands", lambda t: evolve(state, cards=evolve(cards, hands=t))
    yield "active", lambda t: evolve(state, cards=evolve(cards, active=t))
    if turn.robbed is not None:
        yield "robbed", lambda t: evolve(state, turn=evolve(turn, robbed=t))
    if turn.sold is not None and turn.sold.bids is not None:
        sold = turn.sold
        yield "sold.bids", lambda t: evolve(state, turn=evolve(turn, sold=evolve(sold, bids=t)))
    auction = state.auction
    if auction is not None:
        yield "budgets", lambda t: evolve(state, auction=evolve(auction, budgets=t))
    if type(auction) is SealedAuction:
        yield "bids", lambda t: evolve(state, auction=evolve(auction, bids=t))
        tiebreak = auction.tiebreak
        if tiebreak is not None:
            yield (
                "tiebreak.budgets",
                lambda t: evolve(
                    state, auction=evolve(auction, tiebreak=evolve(tiebreak, budgets=t))
                ),
            )
    if type(auction) is ContributionAuction:
        yield "paid", lambda t: evolve(state, auction=evolve(auction, paid=t))


def _table(state: State, name: str) -> tuple[Any, ...]:
    value: Any = state
    for step in {
        "money": "money",
        "objectives": "cards.objectives",
        "hands": "cards.hands",
        "active": "cards.active",
        "robbed": "turn.robbed",
        "sold.bids": "turn.sold.bids",
        "budgets": "auction.budgets",
        "bids": "auction.bids",
        "tiebreak.budgets": "auction.tiebreak.budgets",
        "paid": "auction.paid",
    }[name].split("."):
        value = getattr(value, step)
    assert type(value) is tuple
    return value


PER_SEAT_POSITIONS = {
    "tie-break": lambda: cowboy_tie_break(),
    "building bids": lambda: find(
        lambda s: (
            s.phase is Phase.BUILDING_BIDDING
            and s.turn.robbed is not None
            and s.turn.sold is not None
            and s.turn.sold.bids is not None
        ),
        characters=(C.BELLE_STARR, C.JESSE_JAMES, C.CALAMITY_JANE, C.BUFFALO_BILL, C.WYATT_EARP),
    ),
}


@pytest.mark.parametrize("position", sorted(PER_SEAT_POSITIONS))
def test_every_per_seat_table_one_seat_short_or_long_is_refused(position: str) -> None:
    state = PER_SEAT_POSITIONS[position]()
    check_state(state)
    names = []
    for name, put in _per_seat_tables(state):
        table = _table(state, name)
        names.append(name)
        assert refused(put(table[:-1])) == "per-seat", name
        assert refused(put((*table, table[-1]))) == "per-seat", name
    assert {"money", "hands", "budgets"} <= set(names)


def test_characters_one_seat_short_or_long_are_refused() -> None:
    dealt = at_swap(game(5), 0, Profession.BANKER)  # the options deal the characters
    assert dealt.setup.options.characters is not None
    drawn = find(lambda s: s.phase is Phase.SWAP_BEFORE_BUILDINGS, characters=None)
    for state, code in ((dealt, "options"), (drawn, "setup")):  # setup: a 5-player set
        characters = state.setup.characters
        short = state.setup.evolve(characters=characters[:-1])
        extra = next(c for c in Character if c not in characters)
        long = state.setup.evolve(characters=(*characters, extra))
        assert refused(state.evolve(setup=short)) == code
        assert refused(state.evolve(setup=long)) == code
    fewer = drawn.setup.evolve(characters=drawn.setup.characters[:3])
    assert refused(drawn.evolve(setup=fewer)) == "player-count"


def test_counts_beyond_their_limits_are_out_of_range() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)
    assert refused(state.evolve(activations=3)) == "out-of-range"
    assert refused(turn_with(state, reveals_left=4)) == "out-of-range"
    assert refused(turn_with(state, number=31)) == "out-of-range"
    three = with_active(state, 1, Profession.BANKER, Profession.MINER)
    three = three.evolve(
        cards=three.cards.evolve(
            active=(
                three.cards.active[0],
                (*three.cards.active[1], Profession.TRAPPER),
                *three.cards.active[2:],
            ),
            deck=tuple(p for p in three.cards.deck if p is not Profession.TRAPPER),
        ),
    )
    assert refused(three) == "out-of-range"


def test_a_profession_duplicated_or_lost_is_not_conserved() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)
    cards = state.cards
    duplicated = cards.evolve(discards=(*cards.discards, cards.deck[0]))
    lost = cards.evolve(deck=cards.deck[1:])
    assert refused(state.evolve(cards=duplicated)) == "cards-conserved"
    assert refused(state.evolve(cards=lost)) == "cards-conserved"


def test_a_building_duplicated_or_lost_is_not_conserved() -> None:
    state = building_bids(game(5), Building.BANK, Building.SALOON, Building.SCHOOL)
    cards = state.cards
    duplicated = cards.evolve(town=(Building.BANK,))
    lost = cards.evolve(building_deck=cards.building_deck[1:])
    assert refused(state.evolve(cards=duplicated)) == "cards-conserved"
    assert refused(state.evolve(cards=lost)) == "cards-conserved"


def test_an_objective_card_dealt_twice_or_of_another_set_is_not_conserved() -> None:
    state = new_game(4, 1, Options(objective_set=ObjectiveSet.CALICO))
    cards = state.cards
    twice = cards.evolve(objectives=(cards.objectives[0], *cards.objectives[:3]))
    assert refused(state.evolve(cards=twice)) == "cards-conserved"
    other = W.STANDARD_CONTENT.objectives_of(ObjectiveSet.DODGE_CITY)[0]
    elsewhere = cards.evolve(objectives=(other, *cards.objectives[1:]))
    assert refused(state.evolve(cards=elsewhere)) == "cards-conserved"


def test_a_hand_out_of_enum_order_is_refused() -> None:
    state = at_swap(game(5), 0, Profession.BANKER, Profession.MINER)
    hand = state.cards.hands[0]
    hands = (tuple(reversed(hand)), *state.cards.hands[1:])
    assert refused(state.evolve(cards=state.cards.evolve(hands=hands))) == ("card-order")


def test_a_banned_profession_in_play_is_refused() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)
    banned = with_active(with_active(state, 0, Profession.STATION_MASTER), 1, Profession.BLACKSMITH)
    assert refused(banned) == "banned-in-play"


@pytest.mark.parametrize(
    ("field", "seat"),
    [("first", 5), ("first", -1), ("forbidden", 7), ("waiting", 9), ("order", 5)],
)
def test_a_seat_the_game_does_not_have_is_refused(field: str, seat: int) -> None:
    state = to_phase(game(5), Phase.PROFESSION_BIDDING)
    if field == "waiting":
        state = at_swap(game(5), 0, Profession.BANKER)
        state = state.evolve(waiting=(*state.waiting, seat))
    elif field == "order":
        auction = state.auction
        assert auction is not None
        state = state.evolve(auction=auction.evolve(order=(*auction.order, seat)))
    else:
        state = turn_with(state, **{field: seat})
    assert refused(state) == "no-such-seat"


def test_a_phase_that_does_not_fit_the_turn_is_refused() -> None:
    bidding = to_phase(game(5), Phase.PROFESSION_BIDDING)
    assert refused(bidding.evolve(phase=Phase.SWAP_BEFORE_BUILDINGS)) == "phase"
    assert refused(bidding.evolve(auction=None)) == "phase"
    assert refused(turn_with(bidding, reveals_left=3)) == "phase"
    swap = at_swap(game(5), 0, Profession.BANKER)
    assert refused(swap.evolve(phase=Phase.BUILDING_BIDDING)) == "phase"
    beginning = to_phase(game(5, characters=CAST[:5]), Phase.BEGINNING)
    assert refused(turn_with(beginning, earp_switched=True)) == "phase"


def test_seats_asked_out_of_turn_are_refused() -> None:
    swap = at_swap(game(5), 0, Profession.BANKER)
    assert swap.waiting == (0, 1, 2, 3, 4)
    assert refused(swap.evolve(waiting=(0, 2, 1, 3, 4))) == "waiting"
    assert refused(swap.evolve(waiting=())) == "waiting"
    bidding = to_phase(game(5), Phase.PROFESSION_BIDDING)
    assert refused(bidding.evolve(waiting=(0,))) == "waiting"


def test_a_first_player_the_options_do_not_give_is_refused() -> None:
    state = to_turn_two(game(5, first=3))
    assert state.turn.first == 4
    assert refused(turn_with(state, first=3)) == "first-player"


def to_turn_two(state: State) -> State:
    while state.turn.number < 2:
        seat = min(actors(state))
        auction = state.auction
        quiet = (
            Bid(seat, 0)
            if type(auction) is SealedAuction and auction.tiebreak is None
            else Pass(seat)
        )
        state = apply(state, quiet)
    return state


def test_an_auction_not_among_this_turn_s_bidders_is_refused() -> None:
    state = to_phase(game(5), Phase.PROFESSION_BIDDING)
    auction = state.auction
    assert auction is not None
    reordered = auction.evolve(order=tuple(reversed(auction.order)))
    assert refused(state.evolve(auction=reordered)) == "bidders"


# The game-specific corruption (issue 24): money that is not what the auction holds.


def test_a_seat_s_money_changed_after_the_reveal_is_not_the_money_the_tie_break_holds() -> None:
    state = cowboy_tie_break()
    # Seat 2 held $5 and bid $2: the tie-break lets it bid $3. Evolved to $2, it may
    # still bid $3, and the game breaks at the next auction with a bare ValueError.
    corrupted = state.evolve(money=(5, 1, 2, 5))
    assert Bid(2, 3) in legal_actions(corrupted, 2)
    after = play(corrupted, Bid(2, 3), Pass(3))
    assert after.money == (4, 1, -3, 3)
    assert after.phase is Phase.REVEAL  # "Doc" Holliday is asked about the Gambler
    with pytest.raises(ValueError, match="budgets cannot be negative"):
        apply(after, Pass(1))  # he declines: its auction cannot start
    assert refused(corrupted) == "money-conserved"


def test_a_sealed_bid_above_the_seat_s_money_is_refused() -> None:
    state = cowboy_tie_break()
    auction = state.auction
    assert type(auction) is SealedAuction
    # Seat 2 bid $9 holding $5, the tie-break holding the -$4 that would leave.
    bids = (1, 0, 9, 9)
    assert auction.tiebreak is not None
    tiebreak = auction.tiebreak.evolve(budgets=(4, 1, -4, -4))
    corrupted = state.evolve(auction=auction.evolve(bids=bids, tiebreak=tiebreak))
    assert refused(corrupted) == "bid-above-money"


def test_a_tie_break_budget_that_is_not_the_money_the_sealed_bids_left_is_refused() -> None:
    state = cowboy_tie_break()
    auction = state.auction
    assert type(auction) is SealedAuction
    assert auction.tiebreak is not None
    tiebreak = auction.tiebreak.evolve(budgets=(4, 1, 9, 3))
    assert refused(state.evolve(auction=auction.evolve(tiebreak=tiebreak))) == ("money-conserved")


def test_an_open_auction_budget_that_is_not_the_seat_s_money_is_refused() -> None:
    state = find(lambda s: type(s.auction) is ReentryAuction and s.auction.high_bidder is not None)
    auction = state.auction
    assert type(auction) is ReentryAuction
    budgets = tuple(m + 9 for m in auction.budgets)
    assert refused(state.evolve(auction=auction.evolve(budgets=budgets))) == ("money-conserved")
    bidder = auction.high_bidder
    assert bidder is not None
    high = auction.evolve(high_bid=state.money[bidder] + 1)
    assert refused(state.evolve(auction=high)) == "bid-above-money"


def test_money_on_the_buildings_that_nobody_placed_is_refused() -> None:
    state = building_bids(game(5), Building.BANK, Building.SALOON, Building.SCHOOL)
    state = play(state, W.Place(0, Building.SALOON, 2))
    auction = state.auction
    assert type(auction) is ContributionAuction
    check_state(state)
    inflated = auction.evolve(lots=(0, 9, 0))
    assert refused(state.evolve(auction=inflated)) == "money-conserved"
    overspent = auction.evolve(paid=(9, 0, 0, 0, 0), lots=(0, 9, 0))
    assert refused(state.evolve(auction=overspent)) == "bid-above-money"
    taken = auction.evolve(paid=(2, -3, 0, 0, 0), lots=(0, 0, 0))  # nobody stole
    assert refused(state.evolve(auction=taken)) == "out-of-range"


def test_abilities_spent_without_their_marks_are_refused() -> None:
    state = to_phase(game(5, characters=CAST[:5]), Phase.SWAP_BEFORE_BUILDINGS)
    used = state.turn.used
    assert refused(turn_with(state, used=used | {C.BUFFALO_BILL})) == "ability-used"
    assert refused(turn_with(state, used=used | {C.WYATT_EARP})) == "ability-used"
    assert refused(turn_with(state, used=used | {C.BELLE_STARR})) == "ability-used"
    assert refused(turn_with(state, robbed=(0, 2, 0, 0, 0))) == "ability-used"
    assert refused(turn_with(state, forbidden=1)) == "ability-used"
    assert refused(turn_with(state, sheriff_free=True)) == "ability-used"
    swapped = state.cards.evolve(swapped=(1, 2))
    assert refused(state.evolve(cards=swapped)) == "ability-used"


def test_billy_the_kid_s_reward_goes_with_the_bank() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)  # seat 0 plays Billy the Kid
    assert refused(turn_with(state, used=state.turn.used | {C.BILLY_THE_KID})) == "ability-used"


def test_calamity_jane_s_secret_card_must_be_in_her_hand() -> None:
    state = find(lambda s: s.cards.secret is not None)
    jane = state.setup.characters.index(C.CALAMITY_JANE)
    other = next(p for p in state.cards.deck)
    assert other not in state.cards.hands[jane]
    assert refused(state.evolve(cards=state.cards.evolve(secret=other))) == "secret"


def test_a_game_going_on_after_a_seat_has_its_objective_is_refused() -> None:
    state = at_swap(game(4, objective_set=ObjectiveSet.CALICO), 0, Profession.BANKER)
    card = state.cards.objectives[0]
    built = tuple(b for b in card.buildings if b is not Building.BANK)[:4]  # no Billy's $15
    cards = state.cards
    town = cards.evolve(
        town=built,
        building_deck=tuple(b for b in cards.building_deck if b not in built),
    )
    assert refused(state.evolve(cards=town)) == "game-end"
    assert refused(state.evolve(phase=Phase.OVER, waiting=())) == "game-end"
    assert refused(turn_with(state, last=True)) == "game-end"


def test_how_the_last_auction_ended_must_follow_its_bids() -> None:
    state = play(cowboy_tie_break(), Bid(2, 1), Pass(3))
    sold = state.turn.sold
    assert sold == Sold(Profession.COWBOY, W.Bidding.CLOSED, 2, 3, (1, 0, 2, 2))
    for bad in (
        sold.evolve(winner=0),  # not the highest sealed bid
        sold.evolve(price=2),  # a tie-break won for nothing
        sold.evolve(bids=None),  # a closed bid without its sealed bids
        sold.evolve(winner=None),  # nothing paid without a winner
    ):
        assert refused(turn_with(state, sold=bad)) == "sold"


def test_options_that_set_up_no_game_are_refused() -> None:
    state = at_swap(game(5), 0, Profession.BANKER)
    options = state.setup.options.evolve(turn_limit=-5)
    assert refused(state.evolve(setup=state.setup.evolve(options=options))) == ("options")
    assert refused(state.evolve(setup=state.setup.evolve(target=-5))) == "setup"


# -- (c) a negative int anywhere is refused ----------------------------------------------


def _jesse_s_takings(state: State, path: Path) -> bool:
    """Whether ``path`` is what Jesse James placed less what he stole back, which is
    below $0 once he has stolen more than he placed."""
    jesse = state.setup.seat_of(C.JESSE_JAMES)
    return path == ("auction", "paid", jesse) and C.JESSE_JAMES in state.turn.used


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(4, 8),
    seed=st.integers(0, 2**16),
    flags=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    steps=st.integers(0, 400),
    pick=st.integers(0, 10**6),
    negative=st.integers(-(10**6), -1),
)
def test_any_int_of_a_reachable_state_made_negative_is_refused(
    players: int, seed: int, flags: tuple[bool, ...], steps: int, pick: int, negative: int
) -> None:
    options = flagged(flags, turn_limit=5)
    state = next(
        s for n, s in enumerate(playout(players, seed, options)) if n == steps or is_over(s)
    )
    check_state(state)
    paths = [
        path for path in int_paths(state, skip=(Content,)) if not _jesse_s_takings(state, path)
    ]
    path = paths[pick % len(paths)]
    with pytest.raises(InvalidStateError):
        check_state(replaced(state, path, negative))
