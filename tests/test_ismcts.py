"""ISMCTSBot: information-set search over ``determinize``, for every game."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import frontier_games as fg
from frontier_games.bots import FirstLegalBot, ISMCTSBot, RandomBot, make_bot
from frontier_games.bots.ismcts import (
    BotRollout,
    MastRollout,
    Stream,
    places_beaten,
    random_rollout,
)
from frontier_games.core import Game, Outcome, Timing
from frontier_games.play import play_game, play_steps
from frontier_games.rng import Rng, randbelow
from frontier_games.testing import gold_claim

AnyGame = Game[Any, Any, Any, Any]
GOLD: AnyGame = gold_claim.GAME


def first_decision(game: AnyGame, players: int, seed: int) -> tuple[Any, int]:
    state = game.new_game(players=players, seed=seed)
    return state, min(game.actors(state))


def test_the_same_seed_view_and_budget_give_the_same_move() -> None:
    game = fg.get_game("pappy-winchester")
    state, seat = first_decision(game, 4, 3)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    moves = {ISMCTSBot(seed=9, iterations=40).choose(game, view, legal) for _ in range(3)}
    assert len(moves) == 1


def test_the_move_depends_on_the_view_only_not_on_the_hidden_cards() -> None:
    # Two full states that the seat cannot tell apart: the bot's move is the same.
    game = fg.get_game("apache")
    state, seat = first_decision(game, 3, 5)
    view = game.view(state, seat)
    other = game.determinize(view, 12345)
    assert other != state
    assert game.view(other, seat) == view
    legal = game.legal_actions(state, seat)
    assert game.legal_actions(other, seat) == legal
    first = ISMCTSBot(seed=2, iterations=30).choose(game, view, legal)
    again = ISMCTSBot(seed=2, iterations=30).choose(game, game.view(other, seat), legal)
    assert first == again


def test_a_lone_legal_action_is_answered_without_searching() -> None:
    def refuse(view: Any, seed: int) -> Any:
        raise AssertionError("determinize was called")

    game = attrs.evolve(gold_claim.GAME, determinize=refuse)
    state, seat = first_decision(GOLD, 2, 1)
    only = GOLD.legal_actions(state, seat)[:1]
    assert ISMCTSBot(seed=1).choose(game, GOLD.view(state, seat), only) == only[0]


def test_it_answers_only_legal_actions_through_whole_games_of_a_sealed_bid_game() -> None:
    for players in (2, 3, 4):
        bots = [ISMCTSBot(seed=seat, iterations=20) for seat in range(players)]
        played = play_game(GOLD, bots, players, seed=players)  # the runner checks each move
        assert GOLD.is_over(played.final)


@pytest.mark.parametrize("name", fg.game_names())
def test_it_plays_the_opening_of_every_registered_game_at_every_player_count(
    name: str,
) -> None:
    # Only legal moves (the runner refuses others), through turn, sealed and race nodes.
    game = fg.get_game(name)
    for players in sorted({game.min_players, game.max_players}):
        bots = [ISMCTSBot(seed=seat, iterations=2) for seat in range(players)]
        for step in play_steps(game, bots, players, seed=7):
            if step.index >= 25:
                break


def test_it_beats_random_bots_at_gold_claim() -> None:
    won = 0.0
    for index in range(16):
        me = index % 2
        bots = [
            ISMCTSBot(seed=index, iterations=60) if seat == me else RandomBot(index)
            for seat in range(2)
        ]
        won += play_game(GOLD, bots, 2, seed=100 + index).outcome.returns()[me]
    assert won / 16 >= 0.6  # 0.77 measured over 24 games


def test_a_race_is_decided_by_the_seat_asked() -> None:
    # At the root of a race the bot's own seat decides: every simulation's first question
    # is for it, although other seats may act too.
    apache = fg.get_game("apache")
    state, seat = first_decision(apache, 3, 5)
    assert apache.timing(state) is Timing.RACE
    assert len(apache.actors(state)) > 1
    asked: list[int] = []

    def legal_actions(position: Any, player: int) -> Any:
        asked.append(player)
        return apache.legal_actions(position, player)

    def determinize(view: Any, seed: int) -> Any:
        asked.append(-1)  # a new simulation starts
        return apache.determinize(view, seed)

    from frontier_games.games.apache import GAME as APACHE

    spy = attrs.evolve(APACHE, legal_actions=legal_actions, determinize=determinize)
    legal = apache.legal_actions(state, seat)
    assert ISMCTSBot(seed=1, iterations=20).choose(spy, apache.view(state, seat), legal) in legal
    firsts = [asked[i + 1] for i, who in enumerate(asked) if who == -1]
    assert len(firsts) == 20
    assert set(firsts) == {seat}


def test_a_seconds_budget_stops_the_search() -> None:
    game = fg.get_game("pappy-winchester")
    state, seat = first_decision(game, 4, 1)
    bot = ISMCTSBot(seed=1, seconds=0.05)
    assert bot.choose(game, game.view(state, seat), game.legal_actions(state, seat)) in (
        game.legal_actions(state, seat)
    )
    assert bot.iterations is None


@pytest.mark.parametrize(
    ("arguments", "error"),
    [
        ({"iterations": 0}, ValueError),
        ({"iterations": 2.5}, TypeError),
        ({"iterations": True}, TypeError),
        ({"seconds": 0}, ValueError),
        ({"seconds": "1"}, ValueError),
        ({"seconds": float("inf")}, ValueError),
        ({"reward": ["win"]}, ValueError),
        ({"exploration": -1}, ValueError),
        ({"exploration": float("nan")}, ValueError),
        ({"reward": "money"}, ValueError),
    ],
)
def test_bad_settings_are_refused_with_what_is_expected(
    arguments: dict[str, Any], error: type[Exception]
) -> None:
    with pytest.raises(error, match="ISMCTSBot"):
        ISMCTSBot(seed=1, **arguments)


def test_a_seed_must_be_an_int() -> None:
    with pytest.raises(TypeError, match="seed"):
        ISMCTSBot(seed="1")  # type: ignore[arg-type]


def test_its_label_says_how_to_build_it_again() -> None:
    assert repr(ISMCTSBot(seed=3)) == "ISMCTSBot(seed=3)"
    assert (
        repr(ISMCTSBot(seed=3, iterations=50, exploration=1, reward="win"))
        == "ISMCTSBot(seed=3, iterations=50, exploration=1.0, reward='win')"
    )


def test_asked_among_no_actions_it_says_so() -> None:
    with pytest.raises(ValueError, match="no actions"):
        ISMCTSBot(seed=1).choose(GOLD, None, ())


def test_places_beaten_counts_ties_as_half() -> None:
    assert places_beaten(Outcome((5, 5), (1, 1), frozenset({0, 1}))) == (0.5, 0.5)
    assert places_beaten(Outcome((3, 2, 1), (1, 2, 3), frozenset({0}))) == (1.0, 0.5, 0.0)


def test_the_reward_asked_for_is_the_one_credited(monkeypatch: pytest.MonkeyPatch) -> None:
    from frontier_games.bots import ismcts

    calls: list[Outcome] = []

    def counted(outcome: Outcome) -> tuple[float, ...]:
        calls.append(outcome)
        return outcome.returns()

    monkeypatch.setattr(ismcts, "REWARDS", {**ismcts.REWARDS, "win": counted})
    game = fg.get_game("pappy-winchester")
    state, seat = first_decision(game, 4, 2)
    legal = game.legal_actions(state, seat)
    ISMCTSBot(seed=1, iterations=10, reward="win").choose(game, game.view(state, seat), legal)
    assert len(calls) == 10
    ISMCTSBot(seed=1, iterations=10).choose(game, game.view(state, seat), legal)
    assert len(calls) == 10  # the default, places, does not use it


def test_bots_built_alike_play_the_same_game_again() -> None:
    def once() -> Any:
        bots = [ISMCTSBot(seed=seat, iterations=15) for seat in range(3)]
        return play_game(GOLD, bots, 3, seed=9).record

    assert once() == once()


def test_a_mast_rollout_breaks_ties_uniformly() -> None:
    # Nothing learned yet: every move is worth the same, so the greedy share is uniform too.
    state, seat = first_decision(GOLD, 2, 1)
    firsts = set()
    for draw in range(30):
        policy = MastRollout(epsilon=0.0)
        policy(GOLD, state, Stream(draw))
        firsts.add(next(move for move, chooser in policy.moves if chooser == seat))
    assert len(firsts) > 2


def test_a_mast_rollout_given_to_a_bot_learns_within_one_decision_only() -> None:
    given = MastRollout(epsilon=0.3)
    bot = ISMCTSBot(seed=1, iterations=10, rollout=given)
    assert repr(bot) == "ISMCTSBot(seed=1, iterations=10, rollout=MastRollout(epsilon=0.3))"
    state, seat = first_decision(GOLD, 2, 1)
    bot.choose(GOLD, GOLD.view(state, seat), GOLD.legal_actions(state, seat))
    assert given.values == {}


def test_the_stream_draws_what_the_library_generator_draws() -> None:
    stream, rng = Stream(11), Rng.from_seed(11)
    for n in (1, 2, 6, 1000, 2**64):
        expected, rng = randbelow(rng, n)
        assert stream.below(n) == expected


def test_a_random_rollout_ends_the_game() -> None:
    state, _ = first_decision(GOLD, 3, 1)
    assert GOLD.is_over(random_rollout(GOLD, state, Stream(1)))


def test_a_mast_rollout_learns_to_avoid_the_moves_that_lose() -> None:
    # Two moves in every position; the MAST values steer the greedy share of a rollout.
    policy = MastRollout(epsilon=0.0)
    state, seat = first_decision(GOLD, 2, 1)
    legal = GOLD.legal_actions(state, seat)
    losing, winning = legal[0], legal[-1]
    policy.credit([(losing, seat)] * 5, (0.0, 1.0))
    policy.credit([(winning, seat)] * 5, (1.0, 0.0))
    assert policy.values[winning] == [5.0, 5.0]
    assert policy.values[losing] == [0.0, 5.0]
    final = policy(GOLD, state, Stream(1))
    assert GOLD.is_over(final)
    mine = [move for move, chooser in policy.moves if chooser == seat]
    assert mine[0] == winning  # greedy: never the move that lost


def test_an_epsilon_of_one_ignores_what_was_learned() -> None:
    state, seat = first_decision(GOLD, 2, 1)
    losing = GOLD.legal_actions(state, seat)[0]
    firsts = set()
    for draw in range(40):
        policy = MastRollout(epsilon=1.0)
        policy.credit([(losing, seat)] * 9, (0.0, 0.0))
        policy(GOLD, state, Stream(draw))
        firsts.add(next(move for move, chooser in policy.moves if chooser == seat))
    assert losing in firsts
    assert len(firsts) > 1


def test_a_bot_rollout_asks_the_bot_for_every_seat_from_its_view() -> None:
    class Spy(FirstLegalBot):
        def __init__(self) -> None:
            self.views: list[Any] = []

        def choose(self, game: AnyGame, view: Any, legal_actions: Any) -> Any:
            self.views.append(view)
            assert all(action.player == view.player for action in legal_actions)
            return super().choose(game, view, legal_actions)

    spy = Spy()
    state, _ = first_decision(GOLD, 3, 2)
    assert GOLD.is_over(BotRollout(spy)(GOLD, state, Stream(1)))
    assert {view.player for view in spy.views} == {0, 1, 2}


def test_a_bot_spec_as_rollout_plays_the_simulations_with_that_bot() -> None:
    game = fg.get_game("apache")
    bot = make_bot(game, "ismcts:iterations=5,rollout=heuristic", seed=2)
    assert isinstance(bot, ISMCTSBot)
    assert isinstance(bot.rollout, BotRollout)
    inner = 2 ^ 0x5EED
    assert (
        repr(bot)
        == f"ISMCTSBot(seed=2, iterations=5, rollout=BotRollout(HeuristicBot(seed={inner})))"
    )
    state, seat = first_decision(game, 3, 1)
    legal = game.legal_actions(state, seat)
    assert bot.choose(game, game.view(state, seat), legal) in legal


@pytest.mark.parametrize("rollout", ["random", "mast"])
def test_every_named_rollout_plays_a_sealed_game_through(rollout: str) -> None:
    bots = [ISMCTSBot(seed=seat, iterations=10, rollout=rollout) for seat in range(3)]
    assert GOLD.is_over(play_game(GOLD, bots, 3, seed=1).final)


def test_an_unknown_rollout_is_refused() -> None:
    with pytest.raises(ValueError, match="rollout must be one of"):
        ISMCTSBot(seed=1, rollout="smart")
    with pytest.raises(ValueError, match="epsilon"):
        ISMCTSBot(seed=1, epsilon=2)


class LastLegalBot:
    """Always the last legal move: a prior whose choice is easy to tell."""

    def __init__(self) -> None:
        self.players: set[int] = set()

    def choose(self, game: AnyGame, view: Any, legal_actions: Any) -> Any:
        self.players.add(view.player)
        return legal_actions[-1]


def test_a_prior_s_move_is_tried_first() -> None:
    game = fg.get_game("pappy-winchester")
    state, seat = first_decision(game, 4, 3)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    assert len(legal) > 2
    for prior, expected in ((LastLegalBot(), legal[-1]), (FirstLegalBot(), legal[0])):
        bot = ISMCTSBot(seed=1, iterations=1, prior=prior)
        assert bot.choose(game, view, legal) == expected


class SeatCheckingBot(LastLegalBot):
    """A prior that checks it is asked from the deciding seat's own view."""

    def choose(self, game: AnyGame, view: Any, legal_actions: Any) -> Any:
        assert view.player == legal_actions[0].player
        return super().choose(game, view, legal_actions)


def test_a_prior_is_asked_for_every_seat_s_moves_in_the_tree_from_that_seat_s_view() -> None:
    game = fg.get_game("pappy-winchester")
    state, seat = first_decision(game, 4, 3)
    prior = SeatCheckingBot()
    bot = ISMCTSBot(seed=1, iterations=60, prior=prior)
    bot.choose(game, game.view(state, seat), game.legal_actions(state, seat))
    assert prior.players - {seat}  # the rivals' moves in the tree too


def test_a_prior_guides_sealed_decisions_too() -> None:
    prior = SeatCheckingBot()
    bots = [ISMCTSBot(seed=seat, iterations=15, prior=prior) for seat in range(3)]
    assert GOLD.is_over(play_game(GOLD, bots, 3, seed=4).final)
    assert prior.players == {0, 1, 2}


def test_a_prior_named_in_a_spec_is_built_for_the_game() -> None:
    game = fg.get_game("apache")
    bot = make_bot(game, "ismcts:iterations=5,prior=heuristic", seed=2)
    assert isinstance(bot, ISMCTSBot)
    assert repr(bot) == f"ISMCTSBot(seed=2, iterations=5, prior=HeuristicBot(seed={2 ^ 0x9A1E}))"
    state, seat = first_decision(game, 3, 1)
    legal = game.legal_actions(state, seat)
    assert bot.choose(game, game.view(state, seat), legal) in legal
    with pytest.raises(ValueError, match="unknown bot 'smart'"):
        make_bot(game, "ismcts:prior=smart", seed=2)
    with pytest.raises(ValueError, match="prior must be a bot"):
        ISMCTSBot(seed=1, prior=5)
    with pytest.raises(ValueError, match="prior must be a bot"):
        ISMCTSBot(seed=1, prior=RandomBot)
