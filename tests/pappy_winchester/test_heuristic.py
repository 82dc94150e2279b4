"""Pappy Winchester's rule-of-thumb bot: each rule of thumb in a position built for it,
legal answers over whole games, reproducibility, and a clear win over random play."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from frontier_games.bots import RandomBot
from frontier_games.core import Game
from frontier_games.games.pappy_winchester import (
    GAME,
    SECRET_RAILWAY_BOARD,
    Bid,
    BonusKind,
    Content,
    Duel,
    HeuristicBot,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    SecretObjective,
    SharedObjective,
    State,
    Vehicle,
    View,
    apply,
    legal_actions,
    view,
)
from frontier_games.games.pappy_winchester.heuristic import plot_worth
from frontier_games.play import play_game
from tests.pappy_winchester.positions import changed, stacked

MINE = 3
"""A mine plot (desert, away from the river)."""
PLAIN = 17
"""A prairie with neither mine nor ranch, away from the river and the railway."""
NO_SECRETS = ((SecretObjective.FOREST, SecretObjective.RIVER),) * 5
"""Hands that count neither plot 3 nor plot 17."""


def play(state: State, *actions: PappyAction) -> State:
    for action in actions:
        state = apply(state, action)
    return state


def choice(state: State, seat: int, seed: int = 0) -> PappyAction:
    """What a fresh bot answers for ``seat`` in ``state``."""
    return HeuristicBot(seed).choose(GAME, view(state, seat), legal_actions(state, seat))


def with_mine_card(state: State, value: int, seen_by: Sequence[int] = ()) -> State:
    """``state`` with ``value`` on plot 3's Mine card, looked at by the seats ``seen_by``."""
    cards = tuple(value if n == MINE else None for n in range(1, 20))
    look = HiddenCard(HiddenKind.MINE, MINE)
    known = tuple(
        seen | {look} if seat in seen_by else seen for seat, seen in enumerate(state.table.known)
    )
    return changed(state, cards=cards, known=known)


def worth(state: State, seat: int = 0) -> float:
    return plot_worth(view(state, seat), seat)


# -- rule 1: a plot's worth -----------------------------------------------------------------


def test_a_mine_card_seen_counts_its_value_and_one_not_seen_the_mean_of_the_cards() -> None:
    state = stacked(plot=MINE)
    unseen, seen = with_mine_card(state, 10000), with_mine_card(state, 10000, seen_by=[0])
    # the five Mine cards are $0, $0, $4000, $6000 and $10000: a mean of $4000
    assert worth(seen) - worth(unseen) == pytest.approx(10000 - 4000)


def test_a_secret_objective_card_counting_the_plot_adds_its_dollars() -> None:
    state = stacked(plot=MINE)
    counting = changed(state, secrets=((SecretObjective.MINES, SecretObjective.RIVER),) * 4)
    other = changed(state, secrets=NO_SECRETS[:4])
    assert worth(counting) - worth(other) == pytest.approx(5000)


def test_a_saloon_token_counts_the_tips_on_the_saloon() -> None:
    rich = stacked(plot=PLAIN, token=BonusKind.SALOON, saloon=4000)
    poor = stacked(plot=PLAIN, token=BonusKind.SALOON, saloon=1000)
    assert worth(rich) - worth(poor) == pytest.approx(3000)


def test_a_movement_token_counts_the_best_square_for_ones_plots() -> None:
    # plots 11, 14 and 15 all touch railway square 9
    owners = {14: 0, 15: 0}
    moving = stacked(plot=11, token=BonusKind.MOVEMENT, owners=owners)
    looking = stacked(plot=11, token=BonusKind.RUMOR, owners=owners)
    # a Rumor token is worth $500 to the estimate
    assert worth(moving) - worth(looking) == pytest.approx(3000 - 500)


def test_a_shared_objective_completed_adds_its_whole_pile() -> None:
    objectives = (
        SharedObjective.FIVE_PLOTS,
        SharedObjective.THREE_ADJACENT,
        SharedObjective.FOUR_APART,
        SharedObjective.THREE_AWAY_FROM_RAILWAY,
        SharedObjective.ONE_OF_EACH_TOKEN,
    )
    state = stacked(plot=PLAIN, objectives=objectives, owners={1: 0, 5: 0, 7: 0, 10: 0}, last=True)
    taken = changed(state, claimed=(None, 1, 1, 1, 1))
    others_taken = changed(state, claimed=(1, 1, 1, 1, 1))
    assert worth(taken) - worth(others_taken) == pytest.approx(3000)


def test_a_plot_bringing_an_objective_nearer_adds_part_of_its_pile() -> None:
    objectives = (
        SharedObjective.THREE_AWAY_FROM_RIVER,
        SharedObjective.FIVE_PLOTS,
        SharedObjective.THREE_ADJACENT,
        SharedObjective.FOUR_APART,
        SharedObjective.ONE_OF_EACH_TOKEN,
    )
    open_pile = (None, 1, 1, 1, 1)
    away = changed(stacked(plot=PLAIN, objectives=objectives), claimed=open_pile)
    away_taken = changed(away, claimed=(1, 1, 1, 1, 1))
    assert 0 < worth(away) - worth(away_taken) < 3000
    on_river = changed(stacked(plot=5, objectives=objectives), claimed=open_pile)
    assert worth(on_river) == worth(changed(on_river, claimed=(1, 1, 1, 1, 1)))


def test_one_more_plot_counts_most_towards_the_bonus_one_behind_the_leader() -> None:
    one_behind = stacked(plot=PLAIN, owners={1: 0, 5: 1, 6: 1}, last=True)
    far_behind = stacked(plot=PLAIN, owners={5: 1, 6: 1, 7: 1, 8: 1}, last=True)
    assert worth(one_behind) - worth(far_behind) > 3000


def test_plot_worth_refuses_a_bought_plot_and_a_seat_not_in_the_game() -> None:
    state = view(stacked(plot=PLAIN, owners={1: 2}), 0)
    with pytest.raises(ValueError, match="unbought"):
        plot_worth(state, 0, plot=1)
    with pytest.raises(ValueError, match="no seat 4"):
        plot_worth(state, 4)


# -- rule 2: bidding --------------------------------------------------------------------------


def test_it_raises_by_the_least_while_the_plot_is_worth_more_than_the_price() -> None:
    state = with_mine_card(stacked(plot=MINE, first=1), 10000, seen_by=[0])
    state = play(state, Bid(1, 2000), Pass(2), Pass(3))
    assert choice(state, 0) == Bid(0, 3000)


def test_it_passes_once_the_high_bid_is_above_the_plots_worth() -> None:
    state = play(stacked(plot=PLAIN, first=1), Bid(1, 7000), Pass(2), Pass(3))
    assert worth(state) < 7000
    assert choice(state, 0) == Pass(0)


def test_it_bids_more_for_a_plot_worth_more() -> None:
    def highest_bid_outbid(value: int) -> int:
        """The highest bid by seat 1 that seat 0 still raises, with ``value`` on the mine."""
        state = with_mine_card(stacked(plot=MINE, first=1), value, seen_by=[0])
        state = changed(state, money=(20000,) * 4)
        raised = [
            high
            for high in range(1000, 20000, 1000)
            if type(choice(play(state, Bid(1, high), Pass(2), Pass(3)), 0)) is Bid
        ]
        return max(raised, default=0)

    assert highest_bid_outbid(10000) > highest_bid_outbid(4000) > highest_bid_outbid(0)


# -- rule 3: duels ----------------------------------------------------------------------------


def duel_position(money: int) -> State:
    """Seat 0 holding ``money``, outbid at $6000 by seat 1 on the last plot, a mine both
    have seen to hold $10000; seat 2 passed."""
    state = stacked(players=3, plot=MINE, first=0, last=True, money=(money, 8000, 8000))
    state = changed(with_mine_card(state, 10000, seen_by=[0, 1]), secrets=NO_SECRETS[:3])
    return play(state, Bid(0, 5000), Bid(1, 6000), Pass(2))


def test_it_duels_for_a_plot_it_cannot_outbid_for_but_is_worth_the_last_bid() -> None:
    state = duel_position(money=6000)
    assert legal_actions(state, 0) == (Pass(0), Duel(0))
    assert choice(state, 0) == Duel(0)


def test_it_raises_rather_than_duels_while_raising_is_worth_it() -> None:
    state = duel_position(money=20000)
    assert Duel(0) in legal_actions(state, 0)
    assert choice(state, 0) == Bid(0, 7000)


# -- rules 4 and 5: the bonus tokens ----------------------------------------------------------


def token_position(phase: Phase, owners: dict[int, int]) -> State:
    """Seat 0 has just bought plot 17 and uses its token; ``owners`` hold the hats."""
    state = stacked(plot=PLAIN, owners={PLAIN: 0, **owners})
    return changed(state, phase=phase, auction=None)


def test_the_movement_token_picks_the_square_paying_its_plots_most() -> None:
    state = token_position(Phase.MOVE, {11: 0, 14: 0, 15: 0, 8: 1})
    # railway square 9 touches 11, 14 and 15; square 7 touches 8, 11 and 15
    assert choice(state, 0) == MoveVehicle(0, Vehicle.LOCOMOTIVE, 9)


def test_the_rumor_token_looks_at_a_face_down_ranch_or_mine_card_first() -> None:
    state = token_position(Phase.RUMOR, {})
    assert choice(state, 0) == Rumor(0, HiddenCard(HiddenKind.RANCH, 19))
    looked = choice(token_position(Phase.RUMOR, {19: 1}), 0)  # the ranch bought
    assert type(looked) is Rumor
    assert looked.card.kind is HiddenKind.MINE


def test_the_rumor_token_looks_at_a_rivals_unseen_objective_once_the_cards_are_bought() -> None:
    state = token_position(Phase.RUMOR, {2: 1, 3: 1, 4: 1, 19: 1})
    seen = HiddenCard(HiddenKind.OBJECTIVE, 1, 0)
    state = changed(state, known=(frozenset({seen}), *state.table.known[1:]))
    looked = choice(state, 0)
    assert type(looked) is Rumor
    assert looked.card.kind is HiddenKind.OBJECTIVE
    assert looked.card != seen


# -- whole games ------------------------------------------------------------------------------

OPTION_SETS = (
    None,
    Options(open_money=True),
    Options(duel_all_in=True, first_player=1),
    Options(content=Content(board=SECRET_RAILWAY_BOARD)),
    Options(content=Content(objective_piles=(), mine_cards=(10000,) * 3, starting_money=3000)),
)


def mixed_bots(players: int, seed: int) -> list[Any]:
    """Heuristic bots in the even seats, random bots in the odd ones."""
    return [HeuristicBot(seed + s) if s % 2 == 0 else RandomBot(seed + s) for s in range(players)]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_it_answers_only_legal_actions_through_whole_games(players: int, seed: int) -> None:
    played = play_game(GAME, mixed_bots(players, seed), players, seed)  # refuses an illegal one
    assert played.final.phase is Phase.OVER


@pytest.mark.parametrize("options", OPTION_SETS)
def test_it_answers_only_legal_actions_with_every_option(options: Options | None) -> None:
    bots = [HeuristicBot(seat) for seat in range(4)]
    played = play_game(GAME, bots, 4, 7, options)
    assert played.final.phase is Phase.OVER


def test_it_plays_the_same_game_again_for_the_same_seeds() -> None:
    def record() -> Any:
        return play_game(GAME, [HeuristicBot(seat) for seat in range(4)], 4, 5).record

    assert record() == record()
    assert repr(HeuristicBot(seed=3)) == "HeuristicBot(seed=3)"


class PassBot:
    """Passes whenever it may."""

    def choose(self, game: Game[Any, Any, Any, Any], view: View, legal: Sequence[Any]) -> Any:
        return next((a for a in legal if type(a) is Pass), legal[0])


def win_share(players: int, games: int, rival: Callable[[int], Any]) -> float:
    """One HeuristicBot against ``players - 1`` rivals, its seat rotated game by game."""
    won = 0.0
    for game in range(games):
        seat = game % players
        bots = [HeuristicBot(game) if s == seat else rival(game * 10 + s) for s in range(players)]
        won += play_game(GAME, bots, players, 100 + game).outcome.returns()[seat]
    return won / games


def test_it_beats_random_bots_clearly() -> None:
    # measured: 1.00 over 200 games at 3, 4 and 5 players
    assert win_share(4, 16, RandomBot) >= 0.6
    assert win_share(3, 9, RandomBot) >= 0.6


def test_it_beats_bots_that_always_pass() -> None:
    # measured: 1.00 over 100 games at 3, 4 and 5 players
    assert win_share(4, 8, lambda seed: PassBot()) >= 0.6
