"""The four auctions, tested by the rulebooks' own examples and by random legal play.

The rulebooks number players from 1; seats are numbered from 0.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from frontier_games.auction import (
    DOLLARS,
    Auction,
    AuctionNotOverError,
    AuctionResult,
    BidRules,
    ContributionAuction,
    ContributionResult,
    DropOutAuction,
    ReentryAuction,
    SealedAuction,
    bid,
    committed,
    is_finished,
    is_revealed,
    legal_bids,
    lowest_bid,
    pass_bid,
    place,
    result,
    take,
    to_act,
)
from frontier_games.core import GameNotOverError, IllegalActionError
from frontier_games.serialization import from_json, to_json

PAPPY = BidRules(minimum=1000, increment=1000, step=1000)
JEFF, MONICA, RONALD, ASHLEY = 0, 1, 2, 3
P1, P2, P3, P4, P5 = 0, 1, 2, 3, 4


def pappy_auction() -> DropOutAuction:
    return DropOutAuction.start((JEFF, MONICA, RONALD, ASHLEY), (8000,) * 4, PAPPY)


def wfw_open(players: int = 5, money: int = 10) -> ReentryAuction:
    return ReentryAuction.start(tuple(range(players)), (money,) * players)


def wfw_sealed(players: int = 5, money: int = 10) -> SealedAuction:
    return SealedAuction.start(tuple(range(players)), (money,) * players)


def buildings(players: int = 4, money: int = 10) -> ContributionAuction:
    return ContributionAuction.start(tuple(range(players)), (money,) * players)


def seal(auction: SealedAuction, bids: tuple[int, ...]) -> SealedAuction:
    for seat, amount in enumerate(bids):
        auction = bid(auction, seat, amount)
    return auction


def passes(auction: Any, *seats: int) -> Any:
    for seat in seats:
        auction = pass_bid(auction, seat)
    return auction


# --- the rulebooks' examples ---------------------------------------------------------


def test_pappy_example_jeff_wins_the_plot_for_7000() -> None:
    auction = pappy_auction()
    auction = bid(auction, JEFF, 3000)
    auction = bid(auction, MONICA, 4000)
    auction = pass_bid(auction, RONALD)
    auction = bid(auction, ASHLEY, 5000)
    auction = bid(auction, JEFF, 7000)
    auction = pass_bid(auction, MONICA)
    assert not is_finished(auction)
    auction = pass_bid(auction, ASHLEY)
    assert is_finished(auction)
    assert to_act(auction) == frozenset()
    assert result(auction) == AuctionResult(JEFF, 7000, (7000, 0, 0, 0))


def test_wild_fun_west_example_a_player_3_wins_the_open_bid_paying_6() -> None:
    auction = wfw_open()
    auction = bid(bid(auction, P1, 1), P2, 2)
    auction = bid(pass_bid(auction, P3), P4, 3)
    auction = passes(auction, P5, P1, P2)
    auction = bid(auction, P3, 4)
    auction = passes(auction, P4, P5)
    auction = bid(auction, P1, 5)  # player 1 passed in round 2 and comes back
    auction = pass_bid(auction, P2)
    auction = bid(auction, P3, 6)
    auction = passes(auction, P4, P5, P1)
    assert auction.passes == 3
    assert not is_finished(auction)
    auction = pass_bid(auction, P2)
    assert is_finished(auction)
    assert result(auction) == AuctionResult(P3, 6, (0, 0, 6, 0, 0))


def test_wild_fun_west_example_b_player_2_wins_and_everybody_pays_their_bid() -> None:
    auction = seal(wfw_sealed(), (1, 2, 1, 0, 0))
    assert is_finished(auction)
    assert result(auction) == AuctionResult(P2, 2, (1, 2, 1, 0, 0))


def test_wild_fun_west_example_c_tied_bidders_settle_it_by_open_bidding() -> None:
    auction = seal(wfw_sealed(), (1, 2, 2, 2, 0))
    assert not is_finished(auction)
    assert auction.tiebreak is not None
    assert auction.tiebreak.order == (P2, P3, P4)
    assert to_act(auction) == {P2}
    auction = bid(auction, P2, 1)
    auction = pass_bid(auction, P3)
    auction = bid(auction, P4, 2)
    auction = bid(auction, P2, 3)
    auction = bid(auction, P3, 4)
    auction = pass_bid(auction, P4)
    auction = bid(auction, P2, 5)
    auction = pass_bid(auction, P3)
    assert not is_finished(auction)
    auction = pass_bid(auction, P4)
    assert is_finished(auction)
    assert result(auction) == AuctionResult(P2, 7, (1, 7, 2, 2, 0), tied=(P2, P3, P4))


# --- 1. drop-out auction (Pappy Winchester) ------------------------------------------


def test_drop_out_auction_ends_when_all_but_one_passed() -> None:
    auction = bid(pappy_auction(), JEFF, 1000)
    auction = passes(auction, MONICA, RONALD)
    assert not is_finished(auction)
    auction = pass_bid(auction, ASHLEY)
    assert result(auction).winner == JEFF


def test_drop_out_auction_without_any_bid_has_no_winner() -> None:
    auction = passes(pappy_auction(), JEFF, MONICA, RONALD, ASHLEY)
    assert is_finished(auction)
    assert result(auction) == AuctionResult(None, 0, (0, 0, 0, 0))


def test_last_bidder_left_without_a_bid_still_chooses_and_wins_by_bidding() -> None:
    auction = passes(pappy_auction(), JEFF, MONICA, RONALD)
    assert to_act(auction) == {ASHLEY}
    auction = bid(auction, ASHLEY, 1000)
    assert result(auction) == AuctionResult(ASHLEY, 1000, (0, 0, 0, 1000))


def test_drop_out_auction_shows_the_two_duellists_and_the_last_bid() -> None:
    auction = bid(bid(pappy_auction(), JEFF, 2000), MONICA, 3000)
    auction = passes(auction, RONALD, ASHLEY)
    assert auction.active == (JEFF, MONICA)
    assert (auction.high_bid, auction.high_bidder) == (3000, MONICA)
    assert to_act(auction) == {JEFF}


def test_drop_out_auction_keeps_each_seat_s_last_bid_in_the_open() -> None:
    """``bids``: per seat, its last bid (bids only rise, so its largest), 0 if none."""
    auction = pappy_auction()
    assert auction.bids == (0, 0, 0, 0)
    auction = bid(bid(auction, JEFF, 3000), MONICA, 4000)
    auction = bid(pass_bid(auction, RONALD), ASHLEY, 5000)
    assert auction.bids == (3000, 4000, 0, 5000)
    auction = pass_bid(bid(auction, JEFF, 7000), MONICA)
    assert auction.bids == (7000, 4000, 0, 5000)  # a pass keeps the seat's bid
    assert_refused(lambda: bid(auction, ASHLEY, 7000), auction, "raise-too-small")
    assert auction.bids == (7000, 4000, 0, 5000)


@pytest.mark.parametrize(
    "start",
    [
        pytest.param(DropOutAuction.start, id="drop-out"),
        pytest.param(ReentryAuction.start, id="reentry"),
    ],
)
def test_lowest_bid_is_the_minimum_then_a_raise_rounded_up_to_the_step(
    start: Callable[[tuple[int, ...], tuple[int, ...], BidRules], DropOutAuction | ReentryAuction],
) -> None:
    auction = start((0, 1, 2), (20, 20, 20), BidRules(minimum=3, increment=1, step=2))
    assert lowest_bid(auction) == 4  # 3, rounded up to the step
    assert legal_bids(auction, 0)[0] == 4
    auction = bid(auction, 0, 4)
    assert lowest_bid(auction) == 6  # 4 + 1, rounded up
    assert legal_bids(auction, 1)[0] == 6
    assert_refused(lambda: bid(auction, 1, 5), auction, "raise-too-small")
    auction = bid(auction, 1, 10)
    assert lowest_bid(auction) == 12
    assert lowest_bid(start((0, 1), (5, 5), DOLLARS)) == 1


def test_pappy_bids_are_thousands_from_the_raise_up_to_the_money_held() -> None:
    auction = bid(pappy_auction(), JEFF, 3000)
    assert legal_bids(auction, MONICA) == (4000, 5000, 6000, 7000, 8000)
    assert legal_bids(auction, RONALD) == ()
    assert legal_bids(pappy_auction(), JEFF)[0] == 1000


def test_bidder_who_cannot_afford_the_raise_may_only_pass() -> None:
    auction = DropOutAuction.start((0, 1), (5000, 3000), PAPPY)
    auction = bid(auction, 0, 3000)
    assert legal_bids(auction, 1) == ()
    assert result(pass_bid(auction, 1)).winner == 0


def test_bidder_who_passed_is_out_of_the_auction() -> None:
    auction = pass_bid(bid(pappy_auction(), JEFF, 1000), MONICA)
    auction = bid(bid(auction, RONALD, 2000), ASHLEY, 3000)
    assert auction.active == (JEFF, RONALD, ASHLEY)
    assert to_act(auction) == {JEFF}
    assert_refused(lambda: bid(auction, MONICA, 4000), auction, "already-passed")


# --- 2. re-entry auction (Wild Fun West, Open Bid) ------------------------------------


def test_open_bid_with_no_bid_ends_when_every_seat_passed_and_nobody_wins() -> None:
    auction = passes(wfw_open(), P1, P2, P3, P4)
    assert not is_finished(auction)
    assert to_act(auction) == {P5}
    auction = pass_bid(auction, P5)
    assert is_finished(auction)
    assert result(auction) == AuctionResult(None, 0, (0,) * 5)


def test_open_bid_ends_after_n_minus_1_passes_following_a_bid() -> None:
    auction = bid(passes(wfw_open(), P1, P2), P3, 1)
    auction = passes(auction, P4, P5, P1)
    assert not is_finished(auction)
    assert result(pass_bid(auction, P2)) == AuctionResult(P3, 1, (0, 0, 1, 0, 0))


def test_open_bid_is_capped_by_the_money_held() -> None:
    auction = ReentryAuction.start((0, 1), (3, 5))
    auction = bid(auction, 0, 3)
    assert legal_bids(auction, 1) == (4, 5)
    assert_refused(lambda: bid(auction, 1, 6), auction, "bid-above-money")


# --- 3. sealed all-pay auction (Wild Fun West, Closed Bid) -----------------------------


def test_sealed_bids_arrive_in_any_order_and_stay_hidden_until_all_are_in() -> None:
    auction = wfw_sealed(players=3)
    assert to_act(auction) == {0, 1, 2}
    auction = bid(auction, 2, 4)
    assert committed(auction) == {2}
    assert to_act(auction) == {0, 1}
    assert not is_revealed(auction)
    auction = bid(bid(auction, 0, 1), 1, 0)
    assert is_revealed(auction)
    assert result(auction) == AuctionResult(2, 4, (1, 0, 4))


def test_sealed_bids_all_zero_mean_nobody_wins() -> None:
    auction = seal(wfw_sealed(players=4), (0, 0, 0, 0))
    assert result(auction) == AuctionResult(None, 0, (0, 0, 0, 0))


def test_tie_break_bids_are_capped_by_money_left_after_the_sealed_bid() -> None:
    auction = seal(SealedAuction.start((0, 1, 2), (5, 9, 3)), (3, 3, 3))
    assert auction.tiebreak is not None
    assert auction.tiebreak.budgets == (2, 6, 0)
    assert legal_bids(auction, 0) == (1, 2)
    auction = bid(auction, 0, 2)
    assert legal_bids(auction, 1) == (3, 4, 5, 6)
    assert legal_bids(auction, 2) == ()


def test_tie_break_starts_from_the_first_player_among_the_tied() -> None:
    auction = seal(SealedAuction.start((3, 0, 1, 2), (9,) * 4), (5, 1, 2, 5))
    assert auction.tiebreak is not None
    assert auction.tiebreak.order == (3, 0)
    assert to_act(auction) == {3}


def test_tie_break_in_which_every_tied_bidder_passes_has_no_winner() -> None:
    auction = seal(wfw_sealed(players=4), (3, 3, 1, 0))
    auction = passes(auction, 0, 1)
    assert is_finished(auction)
    assert result(auction) == AuctionResult(None, 0, (3, 3, 1, 0), tied=(0, 1))


def test_sealed_bid_cannot_be_passed_or_made_twice() -> None:
    auction = bid(wfw_sealed(players=3), 1, 2)
    assert_refused(lambda: pass_bid(auction, 0), auction, "must-bid")
    assert_refused(lambda: bid(auction, 1, 3), auction, "already-bid")
    assert_refused(lambda: bid(auction, 0, -1), auction, "bid-negative")
    assert_refused(lambda: bid(auction, 0, 11), auction, "bid-above-money")
    assert_refused(lambda: bid(auction, 7, 1), auction, "not-your-turn")


# --- 4. contribution auction (Wild Fun West, Bidding for Buildings) -------------------


def test_lot_with_the_most_money_is_built() -> None:
    auction = place(buildings(), 0, 2, 3)
    auction = place(auction, 1, 0, 2)
    auction = passes(auction, 2, 3, 0)
    assert is_finished(auction)
    assert result(auction) == ContributionResult(2, (2,), (2, 0, 3), (3, 2, 0, 0))


def test_tie_for_the_most_money_builds_nothing_and_the_money_is_spent() -> None:
    auction = place(place(buildings(), 0, 0, 4), 1, 2, 4)
    auction = passes(auction, 2, 3, 0)
    assert result(auction) == ContributionResult(None, (0, 2), (4, 0, 4), (4, 4, 0, 0))


def test_buildings_with_no_money_at_all_take_every_seat_passing_and_build_nothing() -> None:
    auction = passes(buildings(), 0, 1, 2)
    assert to_act(auction) == {3}
    auction = pass_bid(auction, 3)
    assert result(auction) == ContributionResult(None, (), (0, 0, 0), (0, 0, 0, 0))


def test_seat_may_put_money_again_on_a_later_turn_within_its_money() -> None:
    auction = place(buildings(players=2, money=5), 0, 1, 3)
    auction = place(auction, 1, 0, 1)
    assert legal_bids(auction, 0) == (1, 2)
    assert_refused(lambda: place(auction, 0, 0, 3), auction, "bid-above-money")
    auction = place(auction, 0, 0, 2)
    assert auction.paid == (5, 1)


def test_build_subsidy_doubles_the_money_on_the_lot_but_not_what_the_seat_pays() -> None:
    auction = place(buildings(), 0, 1, 5, subsidy=5)
    assert auction.lots == (0, 10, 0)
    assert auction.paid == (5, 0, 0, 0)


def test_taking_money_off_a_lot_goes_on_as_if_no_one_had_said_pass() -> None:
    auction = place(place(buildings(), 0, 0, 4), 1, 1, 8)
    auction = passes(auction, 2, 3)
    auction = take(auction, 2, 1, 7)  # Jesse James, seat 2, out of turn
    assert auction.passes == 0
    assert auction.lots == (4, 1, 0)
    assert auction.paid == (4, 8, -7, 0)
    assert to_act(auction) == {0}
    auction = passes(auction, 0, 1)
    assert legal_bids(auction, 2)[-1] == 17  # its $10 and the $7 it took
    auction = place(auction, 2, 2, 7)
    auction = passes(auction, 3, 0, 1)
    assert result(auction) == ContributionResult(2, (2,), (4, 1, 7), (4, 8, 0, 0))


def test_game_may_choose_among_tied_top_lots() -> None:
    auction = place(place(buildings(players=2), 0, 0, 3), 1, 2, 3)
    assert result(pass_bid(auction, 0)).top_lots == (0, 2)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (lambda a: place(a, 1, 0, 1), "not-your-turn"),
        (lambda a: place(a, 0, 3, 1), "no-such-lot"),
        (lambda a: place(a, 0, -1, 1), "no-such-lot"),
        (lambda a: place(a, 0, 0, 0), "amount-not-positive"),
        (lambda a: place(a, 0, 0, 11), "bid-above-money"),
        (lambda a: place(a, 0, 0, 1, subsidy=-1), "subsidy-negative"),
        (lambda a: take(a, 0, 0, 1), "take-above-lot"),
        (lambda a: take(a, 0, 0, 0), "amount-not-positive"),
        (lambda a: take(a, -1, 0, 1), "no-such-seat"),
        (lambda a: pass_bid(a, 2), "not-your-turn"),
    ],
)
def test_illegal_contribution_moves_are_refused(
    move: Callable[[ContributionAuction], object], rule: str
) -> None:
    auction = buildings()
    assert_refused(lambda: move(auction), auction, rule)


# --- errors common to the open auctions ----------------------------------------------


def assert_refused(move: Callable[[], object], auction: Auction, rule: str) -> None:
    before = to_json(auction)
    with pytest.raises(IllegalActionError) as caught:
        move()
    assert caught.value.rule == rule
    assert to_json(auction) == before


OPEN_KINDS = [
    pytest.param(lambda: pappy_auction(), 1000, id="drop-out"),
    pytest.param(
        lambda: ReentryAuction.start((0, 1, 2, 3), (8000,) * 4, PAPPY), 1000, id="reentry"
    ),
]


@pytest.mark.parametrize(("start", "unit"), OPEN_KINDS)
def test_open_bids_out_of_turn_too_small_odd_or_above_money_are_refused(
    start: Callable[[], DropOutAuction | ReentryAuction], unit: int
) -> None:
    auction = bid(start(), 0, 2 * unit)
    assert_refused(lambda: bid(auction, 2, 3 * unit), auction, "not-your-turn")
    assert_refused(lambda: pass_bid(auction, 0), auction, "not-your-turn")
    assert_refused(lambda: bid(auction, 1, 2 * unit), auction, "raise-too-small")
    assert_refused(lambda: bid(auction, 1, 3 * unit + 1), auction, "bid-not-a-multiple")
    assert_refused(lambda: bid(auction, 1, 9 * unit), auction, "bid-above-money")
    assert_refused(lambda: bid(start(), 0, 0), start(), "raise-too-small")


@pytest.mark.parametrize(
    "finished",
    [
        pytest.param(lambda: passes(pappy_auction(), 0, 1, 2, 3), id="drop-out"),
        pytest.param(lambda: passes(wfw_open(), 0, 1, 2, 3, 4), id="reentry"),
        pytest.param(lambda: seal(wfw_sealed(), (1, 0, 0, 0, 0)), id="sealed"),
        pytest.param(lambda: seal(wfw_sealed(), (1, 1, 0, 0, 0)), id="sealed-tie"),
        pytest.param(lambda: passes(buildings(), 0, 1, 2, 3), id="contribution"),
    ],
)
def test_no_move_after_the_auction_is_over(finished: Callable[[], Any]) -> None:
    auction = finished()
    if isinstance(auction, SealedAuction) and not is_finished(auction):
        auction = passes(auction, 0, 1)
    assert is_finished(auction)
    assert to_act(auction) == frozenset()
    for seat in range(4):
        assert legal_bids(auction, seat) == ()
        assert_refused(lambda: pass_bid(auction, seat), auction, "auction-over")  # noqa: B023
    if isinstance(auction, ContributionAuction):
        assert_refused(lambda: place(auction, 0, 0, 1), auction, "auction-over")
        assert_refused(lambda: take(auction, 0, 0, 1), auction, "auction-over")
    else:
        assert_refused(lambda: bid(auction, 0, 5), auction, "auction-over")


@pytest.mark.parametrize(
    "running", [pappy_auction(), wfw_open(), wfw_sealed(), buildings(), seal(wfw_sealed(), (2, 2))]
)
def test_result_of_a_running_auction_is_refused(running: Auction) -> None:
    with pytest.raises(AuctionNotOverError):
        result(running)
    assert issubclass(AuctionNotOverError, GameNotOverError)


@pytest.mark.parametrize(
    "start",
    [
        lambda: ReentryAuction.start((), ()),
        lambda: ReentryAuction.start((0, 0), (1, 1)),
        lambda: DropOutAuction.start((0, 2), (1, 1)),
        lambda: DropOutAuction.start((0, 1), (1, -1)),
        lambda: DropOutAuction.start((0, 1), (1, 1), BidRules(step=0)),
        lambda: SealedAuction.start((0, 1), (1,)),
        lambda: ContributionAuction.start((0, 1), (1, 1), lots=0),
    ],
)
def test_bad_auction_set_up_is_refused(start: Callable[[], object]) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        start()


# --- serialization -------------------------------------------------------------------


def samples() -> list[object]:
    tied = seal(wfw_sealed(), (1, 2, 2, 2, 0))
    jesse = take(place(buildings(), 0, 1, 5, subsidy=5), 3, 1, 7)
    return [
        pappy_auction(),
        pass_bid(bid(pappy_auction(), 0, 3000), 1),
        bid(wfw_open(), 0, 1),
        bid(wfw_sealed(), 3, 4),
        tied,
        bid(tied, 1, 1),
        jesse,
        result(seal(wfw_sealed(), (1, 2, 1, 0, 0))),
        result(passes(bid(tied, 1, 1), 2, 3)),
        result(passes(jesse, 1, 2, 3)),
        DOLLARS,
    ]


@pytest.mark.parametrize("value", samples(), ids=lambda value: type(value).__name__)
def test_auctions_and_results_round_trip_through_json(value: object) -> None:
    assert from_json(to_json(value), type(value)) == value


# --- random legal play ---------------------------------------------------------------

money = st.integers(min_value=0, max_value=12)
players = st.integers(min_value=1, max_value=6)


def open_bid_limit(budgets: tuple[int, ...], rules: BidRules) -> int:
    """The most bids an open auction can see: each at least one raise above the last."""
    return max(0, (max(budgets) - rules.minimum) // rules.increment + 1)


@st.composite
def open_auctions(draw: st.DrawFn) -> tuple[DropOutAuction | ReentryAuction, int]:
    n = draw(players)
    budgets = tuple(draw(money) for _ in range(n))
    rules = draw(
        st.sampled_from([DOLLARS, BidRules(2, 1, 1), BidRules(2, 2, 2), BidRules(1, 3, 1)])
    )
    order = tuple(draw(st.permutations(range(n))))
    bids = open_bid_limit(budgets, rules)
    if draw(st.booleans()):
        return DropOutAuction.start(order, budgets, rules), n + bids
    return ReentryAuction.start(order, budgets, rules), (bids + 1) * n


@given(st.data(), open_auctions())
def test_random_open_auctions_end_in_bound_and_the_top_bidder_wins(
    data: st.DataObject, start: tuple[DropOutAuction | ReentryAuction, int]
) -> None:
    auction, limit = start
    budgets, n = auction.budgets, len(auction.budgets)
    top: tuple[int, int] | None = None
    moves = 0
    while not is_finished(auction):
        (seat,) = to_act(auction)
        assert legal_bids(auction, (seat + 1) % n) == () or n == 1
        probe = data.draw(st.integers(min_value=-1, max_value=14), label="probe")
        try:
            bid(auction, seat, probe)
        except IllegalActionError:
            assert probe not in legal_bids(auction, seat)
        else:
            assert probe in legal_bids(auction, seat)
        amounts = legal_bids(auction, seat)
        if amounts:
            assert amounts[0] == lowest_bid(auction)
        choice = data.draw(st.sampled_from((None, *amounts)), label="bid")
        if choice is None:
            after = pass_bid(auction, seat)
        else:
            assert choice <= budgets[seat]
            after = bid(auction, seat, choice)
            top = (seat, choice)
        if isinstance(after, DropOutAuction):
            assert isinstance(auction, DropOutAuction)
            assert after.bids == tuple(
                choice if s == seat and choice is not None else b
                for s, b in enumerate(auction.bids)
            )
        auction = after
        moves += 1
        assert moves <= limit
    outcome = result(auction)
    event("sold" if top else "no bid")
    if top is None:
        assert outcome == AuctionResult(None, 0, (0,) * n)
    else:
        assert (outcome.winner, outcome.price) == top
        assert sum(outcome.paid) == outcome.price <= budgets[top[0]]


@given(st.data(), players, st.integers(min_value=0, max_value=1))
def test_random_sealed_auctions_end_in_bound_and_nobody_pays_more_than_held(
    data: st.DataObject, n: int, first: int
) -> None:
    budgets = tuple(data.draw(money) for _ in range(n))
    order = tuple(range(first, n)) + tuple(range(first))
    auction = SealedAuction.start(order, budgets)
    limit = n + (open_bid_limit(budgets, DOLLARS) + 1) * n
    moves = 0
    while not is_finished(auction):
        seat = data.draw(st.sampled_from(sorted(to_act(auction))), label="seat")
        amounts = legal_bids(auction, seat)
        can_pass = auction.tiebreak is not None
        choice = data.draw(st.sampled_from((None,) * can_pass + amounts), label="bid")
        auction = pass_bid(auction, seat) if choice is None else bid(auction, seat, choice)
        moves += 1
        assert moves <= limit
        assert committed(auction) <= set(order)
    outcome = result(auction)
    event("tie-break" if outcome.tied else "no tie")
    sealed = tuple(b or 0 for b in auction.bids)
    assert all(paid <= money for paid, money in zip(outcome.paid, budgets, strict=True))
    assert all(paid >= bid for paid, bid in zip(outcome.paid, sealed, strict=True))
    top = max(sealed)
    leaders = tuple(seat for seat in order if sealed[seat] == top)
    if top == 0:
        assert outcome.winner is None
    elif len(leaders) == 1:
        assert outcome.winner == leaders[0]
        assert outcome.paid == sealed
    else:
        assert outcome.tied == leaders
        assert outcome.winner is None or outcome.winner in leaders
    if outcome.winner is not None:
        assert outcome.price == outcome.paid[outcome.winner]


@given(st.data(), st.integers(min_value=2, max_value=6), st.integers(min_value=1, max_value=4))
def test_random_building_auctions_build_the_richest_lot_and_nothing_on_a_tie(
    data: st.DataObject, n: int, lots: int
) -> None:
    budgets = tuple(data.draw(money) for _ in range(n))
    auction = ContributionAuction.start(tuple(range(n)), budgets, lots)
    limit = (sum(budgets) + 1) * n  # each placement spends at least $1
    moves = 0
    while not is_finished(auction):
        (seat,) = to_act(auction)
        amounts = legal_bids(auction, seat)
        lot = data.draw(st.integers(min_value=0, max_value=lots - 1), label="lot")
        draw_level = max(auction.lots) - auction.lots[lot]  # makes ties likely
        options = (None, *amounts[:1], *amounts[-1:], *(a for a in amounts if a == draw_level))
        choice = data.draw(st.sampled_from(options), label="amount")
        if choice is None:
            auction = pass_bid(auction, seat)
        else:
            subsidy = data.draw(st.sampled_from((0, choice)), label="subsidy")
            auction = place(auction, seat, lot, choice, subsidy)
        moves += 1
        assert moves <= limit
        assert all(0 <= paid <= held for paid, held in zip(auction.paid, budgets, strict=True))
    outcome = result(auction)
    event("built" if outcome.lot is not None else "tied" if outcome.top_lots else "nothing")
    most = max(outcome.lots)
    richest = tuple(lot for lot, money in enumerate(outcome.lots) if money == most)
    if most == 0:
        assert (outcome.lot, outcome.top_lots) == (None, ())
    elif len(richest) > 1:
        assert (outcome.lot, outcome.top_lots) == (None, richest)
    else:
        assert (outcome.lot, outcome.top_lots) == (richest[0], richest)
    assert sum(outcome.lots) >= sum(outcome.paid)


def test_a_state_field_holding_any_auction_round_trips() -> None:
    @attrs.frozen
    class Table:
        profession: ReentryAuction | SealedAuction
        current: Auction

    for table in (
        Table(bid(wfw_open(), 0, 2), seal(wfw_sealed(), (1, 2, 2, 2, 0))),
        Table(bid(wfw_sealed(), 1, 0), pass_bid(pappy_auction(), 0)),
        Table(wfw_open(), pass_bid(bid(pappy_auction(), 0, 2000), 1)),
        Table(wfw_open(), place(buildings(), 0, 1, 1)),
    ):
        assert from_json(to_json(table), Table) == table
