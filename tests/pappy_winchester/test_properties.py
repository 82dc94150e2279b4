"""Properties over random games (Hypothesis), user content, and the conformance battery."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from frontier_games import auction as auctions
from frontier_games.auction import DropOutAuction
from frontier_games.core import IllegalActionError, SetupError
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester.content import (
    SECRET_RAILWAY_BOARD,
    BonusKind,
    Content,
    SharedObjective,
    Terrain,
    away_from_railway,
    away_from_river,
    board_from_grid,
    largest_connected_group,
)
from frontier_games.rng import Rng, randbelow
from frontier_games.testing import check_game

D, P, F = Terrain.DESERT, Terrain.PRAIRIE, Terrain.FOREST
SMALL_BOARD = board_from_grid(
    ("112~33", "112~33", "###+##", "445~66", "4$5~66"), (D, P, F, D, P, F), mines=[1, 4], ranch=2
)
"""A user's board: six plots, two mines, the ranch on 2, the saloon beside 4 and 5."""
SMALL = Content(
    board=SMALL_BOARD,
    bonus_tokens=(BonusKind.MOVEMENT, BonusKind.SALOON, BonusKind.RUMOR) * 2,
    mine_cards=(0, 3000, 7000),
    ranch_cards=(2000,),
    objective_piles=(3000, 4000, 5000),
    starting_money=6000,
    saloon_start=0,
)
OPTIONS = [pw.Options(), pw.Options(open_money=True), pw.Options(content=SMALL)]


def playout(players: int, seed: int, options: pw.Options) -> list[tuple[pw.State, object]]:
    """A random game: each state with the action then applied (``None`` at the end)."""
    state = pw.new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    steps: list[tuple[pw.State, object]] = []
    while not pw.is_over(state):
        (seat,) = pw.actors(state)
        legal = pw.legal_actions(state, seat)
        pick, rng = randbelow(rng, len(legal))
        steps.append((state, legal[pick]))
        state = pw.apply(state, legal[pick])
    steps.append((state, None))
    return steps


def owned(state: pw.State, seat: int) -> frozenset[int]:
    return frozenset(n for n, owner in enumerate(state.table.owners, start=1) if owner == seat)


def bank_paid_for_move(state: pw.State, action: object) -> int:
    """What the bank pays for a Movement token, worked out from the board."""
    if not isinstance(action, pw.MoveVehicle):
        return 0
    board = state.deal.options.content.board
    track = board.railway if action.vehicle is pw.Vehicle.LOCOMOTIVE else board.river
    return 1000 * sum(1 for n in track[action.square] if state.table.owners[n - 1] is not None)


def meets(before: pw.State, after: pw.State, seat: int, objective: SharedObjective) -> bool:
    """An independent reading of the ten shared objectives, for ``seat`` in ``after``."""
    board = after.deal.options.content.board
    mine = owned(after, seat)
    tokens = Counter(after.deal.bonus[n - 1] for n in mine)
    bought = before.table.plot
    if objective is SharedObjective.ONE_OF_EACH_TERRAIN:
        return {board.plot(n).terrain for n in mine} == set(Terrain)
    if objective is SharedObjective.ONE_OF_EACH_TOKEN:
        return set(tokens) == set(BonusKind)
    if objective is SharedObjective.FIVE_PLOTS:
        return len(mine) >= 5
    if objective is SharedObjective.LAST_AUCTION:
        return None not in after.table.owners
    if objective is SharedObjective.THREE_ADJACENT:
        return largest_connected_group(board, mine) >= 3
    if objective is SharedObjective.FOUR_TOKENS_ALIKE:
        return max(tokens.values(), default=0) >= 4
    if objective is SharedObjective.THREE_AWAY_FROM_RIVER:
        return len(mine & away_from_river(board)) >= 3
    if objective is SharedObjective.THREE_AWAY_FROM_RAILWAY:
        return len(mine & away_from_railway(board)) >= 3
    if objective is SharedObjective.EMPTY_SALOON:
        return after.deal.bonus[bought - 1] is BonusKind.SALOON and before.table.saloon == 0
    alone = [n for n in mine if not board.plot(n).neighbours & mine]
    return len(alone) >= 4


GAMES = {
    "players": st.integers(3, 5),
    "seed": st.integers(0, 2**32),
    "options": st.sampled_from(OPTIONS),
}


@settings(max_examples=12)
@given(**GAMES)
def test_money_is_conserved_with_the_bank_s_payouts(
    players: int, seed: int, options: pw.Options
) -> None:
    content = options.content
    start = players * content.starting_money + content.saloon_start + sum(content.objective_piles)
    movement = 0
    for state, action in playout(players, seed, options):
        deal, table = state.deal, state.table
        cards = sum(
            value
            for value, owner in zip(deal.cards, table.owners, strict=True)
            if value is not None and owner is not None
        )
        unclaimed = sum(
            pile for pile, taker in zip(deal.piles, table.claimed, strict=True) if taker is None
        )
        assert sum(table.money) + table.saloon + unclaimed == start + cards + movement
        assert min(table.money) >= 0
        movement += bank_paid_for_move(state, action)


@settings(max_examples=12)
@given(**GAMES)
def test_every_plot_is_owned_exactly_once_at_the_end(
    players: int, seed: int, options: pw.Options
) -> None:
    steps = playout(players, seed, options)
    end = steps[-1][0]
    owners = end.table.owners
    assert None not in owners
    assert all(0 <= owner < players for owner in owners if owner is not None)
    # a hat, once placed, stays where it is
    for (before, _), (after, _) in itertools.pairwise(steps):
        for was, now in zip(before.table.owners, after.table.owners, strict=True):
            assert was is None or was == now
    outcome = pw.outcome(end)
    assert len(outcome.scores) == players
    assert outcome.scores == tuple(sum(dict(parts).values()) for parts in outcome.details)


@settings(max_examples=12)
@given(**GAMES)
def test_a_seat_gains_only_the_shared_objectives_it_meets(
    players: int, seed: int, options: pw.Options
) -> None:
    steps = playout(players, seed, options)
    for (before, _), (after, _) in itertools.pairwise(steps):
        for pile, (was, now) in enumerate(
            zip(before.table.claimed, after.table.claimed, strict=True)
        ):
            if was is None and now is not None:
                assert now == after.table.first  # the buyer
                assert meets(before, after, now, after.deal.objectives[pile])
            else:
                assert was == now


@settings(max_examples=12)
@given(**GAMES)
def test_bids_and_passes_are_the_shared_drop_out_auction_s_transitions(
    players: int, seed: int, options: pw.Options
) -> None:
    """A bid or a pass by a seat of the game is exactly the shared auction's move: the
    state's auction becomes what :func:`~frontier_games.auction.bid` /
    :func:`~frontier_games.auction.pass_bid` give (the deal and table untouched), the
    plot is bought as soon as :func:`~frontier_games.auction.is_finished` says so, and a
    move the auction refuses is refused with its rule, naming the action."""
    for state, _ in playout(players, seed, options)[::3]:
        auction = state.auction
        if auction is None:
            continue
        seat = auction.active[auction.turn]
        others = ((seat + 1) % players, auction.order[0], auction.high_bidder or 0)
        tries: list[pw.Bid | pw.Pass] = [pw.Pass(s) for s in (seat, *others)]
        tries += [pw.Bid(s, amount) for s in (seat, *others) for amount in (
            auction.high_bid, auction.high_bid + 500, auction.high_bid + 1000,
            auctions.lowest_bid(auction), auction.high_bid + 2000, auction.budgets[s],
            auction.budgets[s] + 1000,
        )]  # fmt: skip
        for action in tries:
            expected: DropOutAuction | str
            try:
                if isinstance(action, pw.Bid):
                    expected = auctions.bid(auction, action.player, action.amount)
                else:
                    expected = auctions.pass_bid(auction, action.player)
            except IllegalActionError as refusal:
                expected = refusal.rule
            named = None
            try:
                after: pw.State | str = pw.apply(state, action)
            except IllegalActionError as refusal:
                after, named = refusal.rule, refusal.action
            if isinstance(expected, str):
                assert (after, named) == (expected, action)
                continue
            assert isinstance(after, pw.State)
            if not auctions.is_finished(expected):
                assert after == pw.State(state.deal, state.table, pw.Phase.BIDDING, expected)
                continue
            won = auctions.result(expected).winner
            buyer = state.table.first if won is None else won  # R3 when nobody bid
            assert after.table.owners[state.table.plot - 1] == buyer
            assert after.table.first == buyer


@settings(max_examples=12)
@given(**GAMES)
def test_the_high_bidder_never_has_a_turn_so_only_the_outbid_seat_may_duel(
    players: int, seed: int, options: pw.Options
) -> None:
    """R4: after a bid every other seat acts, and each outbids or passes (or duels)."""
    for state, action in playout(players, seed, options):
        auction = state.auction
        if state.phase is pw.Phase.BIDDING:
            assert auction is not None
            (seat,) = pw.actors(state)
            assert seat != auction.high_bidder
            assert auction.bids[seat] < auction.high_bid or auction.high_bidder is None
            if isinstance(action, pw.Duel) and auction.high_bidder is not None:
                assert set(auction.active) == {seat, auction.high_bidder}


def test_a_user_board_tokens_and_card_values_play_whole_games() -> None:
    state = pw.new_game(3, 5, pw.Options(content=SMALL))
    assert sorted(v for v in state.deal.cards if v is not None) in ([0, 2000, 3000],
        [0, 2000, 7000], [2000, 3000, 7000])  # fmt: skip
    assert state.deal.piles == (3000, 4000, 5000)
    assert state.table.money == (6000,) * 3
    for seed in range(10):
        end = playout(3, seed, pw.Options(content=SMALL))[-1][0]
        assert None not in end.table.owners
        assert len(end.table.owners) == 6
    check_game(
        pw.GAME, options=pw.Options(content=SMALL), playouts=2, deep_states=5, kit_pictures=True
    )


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ("standard", "options must be a pappy-winchester Options"),
        (pw.Options(content=None), "Options.content must be a pappy_winchester Content"),  # type: ignore[arg-type]
        (pw.Options(open_money="yes"), "Options.open_money must be True or False"),  # type: ignore[arg-type]
    ],
)
def test_bad_options_raise_a_setup_error_naming_what_is_expected(
    options: object, expected: str
) -> None:
    with pytest.raises(SetupError, match=expected):
        pw.new_game(4, 0, options)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", OPTIONS[:2], ids=["secret-money", "open-money"])
def test_pappy_keeps_the_game_contract_for_3_4_and_5_players(options: pw.Options) -> None:
    report = check_game(
        pw.GAME, players=(3, 4, 5), options=options, playouts=5, deep_states=8, kit_pictures=True
    )
    assert report is not None


def test_the_other_railway_board_keeps_the_game_contract() -> None:
    """D2's other reading, shipped as a selectable board, under the battery."""
    options = pw.Options(content=Content(board=SECRET_RAILWAY_BOARD))
    report = check_game(
        pw.GAME, players=(3, 5), options=options, playouts=2, deep_states=5, kit_pictures=True
    )
    assert report is not None


def test_the_all_in_duel_and_a_chosen_first_player_keep_the_game_contract() -> None:
    options = pw.Options(duel_all_in=True, first_player=2)
    report = check_game(
        pw.GAME, players=(4,), options=options, playouts=3, deep_states=5, kit_pictures=True
    )
    assert report is not None


def test_render_shows_a_user_board_s_own_plot_lists_after_the_printed_ones() -> None:
    """D10: the printed lists are the standard board's; on a user's board ``render`` follows
    each printed list with the plots counted there."""
    state = pw.new_game(3, 0, pw.Options(content=SMALL))
    hands = ((pw.SecretObjective.MINES, pw.SecretObjective.FOREST), *state.deal.secrets[1:])
    state = state.evolve(deal=state.deal.evolve(secrets=hands))
    text = pw.render(pw.view(state, 0))
    assert f"  {pw.SecretObjective.MINES.text} (on this board: 1, 4; worth $0 now)" in text
    assert f"  {pw.SecretObjective.FOREST.text} (worth $0 now)" in text  # no list printed
