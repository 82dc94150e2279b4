"""The bots and the game runner, played on the toy game High Card."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

from frontier_games.bots import Bot, FirstLegalBot, HumanBot, RandomBot, bot_label
from frontier_games.core import Action, Game, IllegalActionError
from frontier_games.play import (
    GameContractError,
    RunawayGameError,
    play_game,
    play_steps,
)
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json, to_json
from tests import toy_game
from tests.toy_game import GAME, Bet, HighCardAction, Keep, Redraw, View

AnyGame = Game[Any, Any, Any, Any]


def random_bots(players: int, base: int = 10) -> list[Bot[Any, Any]]:
    return [RandomBot(base + seat) for seat in range(players)]


class RecordingBot:
    """Plays the first legal action and remembers every view and choice it was given."""

    def __init__(self) -> None:
        self.views: list[View] = []
        self.offers: list[tuple[HighCardAction, ...]] = []

    def choose(
        self, game: AnyGame, view: View, legal_actions: tuple[HighCardAction, ...]
    ) -> HighCardAction:
        self.views.append(view)
        self.offers.append(legal_actions)
        return legal_actions[0]


class ScriptedBot:
    """Plays the given actions in order, whatever it is offered."""

    def __init__(self, actions: Sequence[object]) -> None:
        self.actions = list(actions)

    def choose(self, game: AnyGame, view: object, legal_actions: tuple[Any, ...]) -> Any:
        return self.actions.pop(0)


# --- RandomBot -------------------------------------------------------------------------


def test_random_bot_with_the_same_seed_makes_the_same_choices() -> None:
    options = tuple(range(10))
    first, second = RandomBot(5), RandomBot(5)
    picks = [first.choose(GAME, None, options) for _ in range(30)]
    assert picks == [second.choose(GAME, None, options) for _ in range(30)]


def test_random_bots_with_different_seeds_make_different_choices() -> None:
    options = tuple(range(10))
    first, second = RandomBot(1), RandomBot(2)
    assert [first.choose(GAME, None, options) for _ in range(30)] != [
        second.choose(GAME, None, options) for _ in range(30)
    ]


def test_random_bot_reaches_every_legal_action() -> None:
    bot = RandomBot(0)
    assert {bot.choose(GAME, None, "abc") for _ in range(100)} == {"a", "b", "c"}


def test_random_bot_is_labelled_by_its_seed() -> None:
    assert bot_label(RandomBot(seed=3)) == "RandomBot(seed=3)"


def test_random_bot_refuses_an_empty_choice() -> None:
    with pytest.raises(ValueError, match="no actions"):
        RandomBot(0).choose(GAME, None, ())


def test_random_bot_refuses_a_seed_that_is_not_an_int() -> None:
    with pytest.raises(TypeError):
        RandomBot("3")  # type: ignore[arg-type]


def test_first_legal_bot_plays_the_first_action() -> None:
    assert FirstLegalBot().choose(GAME, None, (Keep(0), Redraw(0))) == Keep(0)


# --- play_game --------------------------------------------------------------------------


def test_play_game_finishes_the_game_and_its_record_replays() -> None:
    record = play_game(GAME, random_bots(3), players=3, seed=11).record
    states = replay(record, GAME)
    assert GAME.is_over(states[-1])
    assert len(record.actions) == 6  # three bets, then keep or redraw for each seat
    assert record.game == "high-card"
    assert record.players == 3
    assert record.seed == 11


def test_play_game_is_reproducible() -> None:
    first = play_game(GAME, random_bots(4), players=4, seed=3).record
    second = play_game(GAME, random_bots(4), players=4, seed=3).record
    assert first == second


def test_record_labels_name_the_bots() -> None:
    record = play_game(GAME, [RandomBot(3), FirstLegalBot()], players=2, seed=0).record
    assert record.labels == ("RandomBot(seed=3)", "FirstLegalBot()")


def test_record_labels_can_be_given() -> None:
    record = play_game(GAME, random_bots(2), players=2, seed=0, labels=("ann", "bob")).record
    assert record.labels == ("ann", "bob")


def test_record_round_trips_through_json() -> None:
    record = play_game(GAME, random_bots(2), players=2, seed=5).record
    assert from_json(to_json(record), GameRecord) == record


def test_options_are_used_and_recorded() -> None:
    options = toy_game.Options(max_bet=0)
    bots: list[Bot[Any, Any]] = [RecordingBot(), RecordingBot()]
    record = play_game(GAME, bots, players=2, seed=1, options=options).record
    assert record.options == {"max_bet": 0}
    assert replay(record, GAME)[-1].options == options


def test_one_bot_per_seat_is_required() -> None:
    with pytest.raises(ValueError, match="one bot per seat"):
        play_game(GAME, random_bots(2), players=3, seed=0)


def test_one_label_per_seat_is_required() -> None:
    with pytest.raises(ValueError, match="one label per seat"):
        play_game(GAME, random_bots(2), players=2, seed=0, labels=("solo",))


def test_bots_see_only_their_own_view() -> None:
    bots = [RecordingBot(), RecordingBot(), RecordingBot()]
    play_game(GAME, list(bots), players=3, seed=2)
    for seat, bot in enumerate(bots):
        assert bot.views
        assert all(isinstance(view, View) and view.player == seat for view in bot.views)
        assert all(action.player == seat for offer in bot.offers for action in offer)


def test_simultaneous_bettors_are_all_asked_from_the_same_position() -> None:
    bots = [RecordingBot(), RecordingBot(), RecordingBot()]
    play_game(GAME, list(bots), players=3, seed=2)
    # Every seat was asked to bet while nobody had bet yet.
    assert all(bot.views[0].has_bet == (False, False, False) for bot in bots)


def test_arrival_order_of_simultaneous_actions_comes_from_the_runner_seed() -> None:
    def bet_order(seed: int) -> tuple[int, ...]:
        steps = play_steps(GAME, [FirstLegalBot()] * 4, players=4, seed=seed)
        return tuple(step.player for step in steps if isinstance(step.action, Bet))

    orders = {bet_order(seed) for seed in range(12)}
    assert all(sorted(order) == [0, 1, 2, 3] for order in orders)
    assert len(orders) > 1
    assert bet_order(7) == bet_order(7)


def test_a_bot_whose_action_went_stale_is_asked_again_from_the_new_view() -> None:
    @attrs.frozen
    class Grab(Action):
        player: int

    def actors(state: toy_game.State) -> frozenset[int]:
        return frozenset() if state.phase is toy_game.Phase.OVER else frozenset(range(2))

    def legal_actions(state: toy_game.State, player: int) -> tuple[Any, ...]:
        # First both may grab; once a grab arrived, the other seat may only pass (Keep).
        if state.phase is toy_game.Phase.OVER:
            return ()
        return (Grab(player),) if state.turn == 0 else (Keep(player),)

    def apply(state: toy_game.State, action: Any) -> toy_game.State:
        done = state.turn + 1 >= 2
        return state.evolve(turn=state.turn + 1, phase=toy_game.Phase.OVER if done else state.phase)

    grab_game = attrs.evolve(GAME, actors=actors, legal_actions=legal_actions, apply=apply)
    bots = [RecordingBot(), RecordingBot()]
    steps = list(play_steps(grab_game, list(bots), players=2, seed=0))
    first, second = steps
    assert isinstance(first.action, Grab)
    assert second.action == Keep(second.player)
    late = bots[second.player]
    assert late.offers == [(Grab(second.player),), (Keep(second.player),)]
    assert late.views[1].turn == 1  # asked again from the position after the first grab


def test_a_seat_that_may_no_longer_act_has_its_action_dropped() -> None:
    def actors(state: toy_game.State) -> frozenset[int]:
        # Whoever arrives first ends the game: the other's answer is never applied.
        return frozenset() if state.phase is toy_game.Phase.OVER else frozenset(range(3))

    def legal_actions(state: toy_game.State, player: int) -> tuple[Any, ...]:
        return () if state.phase is toy_game.Phase.OVER else (Keep(player),)

    def apply(state: toy_game.State, action: Any) -> toy_game.State:
        return state.evolve(phase=toy_game.Phase.OVER)

    race = attrs.evolve(GAME, actors=actors, legal_actions=legal_actions, apply=apply)
    bots = [RecordingBot(), RecordingBot(), RecordingBot()]
    steps = list(play_steps(race, list(bots), players=3, seed=4))
    assert len(steps) == 1
    assert all(len(bot.offers) == 1 for bot in bots)


def test_a_bot_answering_an_action_it_was_not_offered_is_refused() -> None:
    bots: list[Bot[Any, Any]] = [ScriptedBot([Bet(0, 9)]), FirstLegalBot()]
    with pytest.raises(IllegalActionError) as caught:
        play_game(GAME, bots, players=2, seed=0)
    assert caught.value.rule == "not-offered"
    assert caught.value.player == 0


def test_a_game_running_past_max_actions_is_stopped_with_a_clear_error() -> None:
    endless = attrs.evolve(GAME, max_actions=lambda players, options=None: 3)
    with pytest.raises(RunawayGameError, match="after 3 actions"):
        play_game(endless, random_bots(2), players=2, seed=0)


def test_an_actor_without_legal_actions_is_reported_as_a_game_bug() -> None:
    broken = attrs.evolve(GAME, legal_actions=lambda state, player: ())
    with pytest.raises(GameContractError, match="no legal action"):
        play_game(broken, random_bots(2), players=2, seed=0)


def test_play_game_gives_the_outcome_and_final_state_with_the_record() -> None:
    played = play_game(GAME, random_bots(3), players=3, seed=11)
    assert played.final == replay(played.record, GAME)[-1]
    assert played.outcome == GAME.outcome(played.final)


class ObservingBot(RecordingBot):
    """A first-legal bot that also keeps what the runner tells it after every action."""

    def __init__(self) -> None:
        super().__init__()
        self.told: list[tuple[View, tuple[str, ...]]] = []

    def observe(self, view: View, narration: tuple[str, ...]) -> None:
        self.told.append((view, narration))


def test_observing_bots_are_told_each_action_as_their_seat_saw_it() -> None:
    bots = [ObservingBot(), ObservingBot()]
    played = play_game(GAME, list(bots), players=2, seed=3)
    states = replay(played.record, GAME)
    actions = played.record.typed_actions(GAME)
    for seat, bot in enumerate(bots):
        assert [view for view, _ in bot.told] == [GAME.view(s, seat) for s in states[1:]]
        assert [words for _, words in bot.told] == [
            GAME.narrate(before, action, seat)
            for before, action in zip(states, actions, strict=False)
        ]


def test_play_steps_reports_each_state_in_order() -> None:
    steps = list(play_steps(GAME, random_bots(2), players=2, seed=8))
    assert [step.index for step in steps] == list(range(len(steps)))
    record = play_game(GAME, random_bots(2), players=2, seed=8).record
    assert [step.state for step in steps] == list(replay(record, GAME)[1:])


# --- HumanBot ---------------------------------------------------------------------------


def test_human_sees_the_rendered_view_and_numbered_actions() -> None:
    out = io.StringIO()
    human = HumanBot(io.StringIO("2\n"), out)
    view = GAME.view(GAME.new_game(2, seed=1), 0)
    assert human.choose(GAME, view, (Keep(0), Redraw(0))) == Redraw(0)
    assert GAME.render(view) in out.getvalue()
    assert "1. seat 0 keeps the card" in out.getvalue()
    assert "2. seat 0 discards the card and draws" in out.getvalue()


def test_human_may_type_the_move_in_words() -> None:
    out = io.StringIO()
    human = HumanBot(io.StringIO("fold\nredraw\ndiscard\n"), out)
    view = GAME.view(GAME.new_game(2, seed=1), 0)
    assert human.choose(GAME, view, (Keep(0), Redraw(0))) == Redraw(0)
    assert "'fold' is not a legal move; the closest are:" in out.getvalue()
    assert "'redraw' is not a legal move" in out.getvalue()


def test_human_seat_is_asked_again_after_bad_input() -> None:
    out = io.StringIO()
    human = HumanBot(io.StringIO("\nabc\n0\n4\n-1\n 3 \n"), out)
    choice = human.choose(
        GAME, GAME.view(GAME.new_game(2, seed=1), 0), (Bet(0, 0), Bet(0, 1), Bet(0, 2))
    )
    assert choice == Bet(0, 2)
    assert out.getvalue().count("choose 1-3") == 6


def test_human_seat_is_asked_again_after_non_ascii_digits_and_absurdly_long_numbers() -> None:
    out = io.StringIO()
    # "²", the Arabic-Indic one and the full-width one pass str.isdigit; int("²") raises and
    # int reads the others as 1; 5000 digits would hit int's conversion limit. Each is
    # answered and asked again; "003" means 3.
    answers = "²\n\u0661\n\uff11\n" + "9" * 5000 + "\n" + "1" + "0" * 4999 + "\n003\n"
    human = HumanBot(io.StringIO(answers), out)
    choice = human.choose(
        GAME, GAME.view(GAME.new_game(2, seed=1), 0), (Bet(0, 0), Bet(0, 1), Bet(0, 2))
    )
    assert choice == Bet(0, 2)
    text = out.getvalue()
    assert text.count("choose 1-3") == 6
    assert "'²' is not a legal move" in text
    assert "'\u0661' is not a legal move" in text
    assert "99999999999999999... is not between 1 and 3" in text
    assert "9" * 30 not in text  # a long answer is echoed cut short


def test_human_whose_input_ends_raises_eof() -> None:
    human = HumanBot(io.StringIO("x\n"), io.StringIO())
    with pytest.raises(EOFError):
        human.choose(GAME, GAME.view(GAME.new_game(2, seed=1), 0), (Keep(0), Redraw(0)))


def test_enter_passes_where_passing_is_legal_and_is_asked_again_where_it_is_not() -> None:
    import frontier_games as fg

    apache = fg.get_game("apache")
    state = apache.new_game(players=2, seed=1)
    view, legal = apache.view(state, 0), apache.legal_actions(state, 0)
    out = io.StringIO()
    chosen = HumanBot(io.StringIO("\n"), out).choose(apache, view, legal)
    assert apache.describe(view, chosen) == "red passes"
    assert "or type the move, Enter to pass: " in out.getvalue()
    out = io.StringIO()
    toy = GAME.view(GAME.new_game(2, seed=1), 0)
    bets = (Bet(0, 0), Bet(0, 1))
    assert HumanBot(io.StringIO("\n2\n"), out).choose(GAME, toy, bets) == Bet(0, 1)
    assert "please type a number from 1 to 2, or the move" in out.getvalue()


def test_a_rule_of_thumb_bot_says_only_its_best_and_draws_among_ties() -> None:
    from frontier_games.bots import RuleOfThumbBot
    from frontier_games.testing.gold_claim import GAME as GOLD

    class Highest(RuleOfThumbBot[Any, Any]):
        def best(self, view: Any, legal_actions: Sequence[Any]) -> Sequence[Any]:
            return [a for a in legal_actions if a.amount >= 4000]  # two: a tie

    with pytest.raises(TypeError):
        RuleOfThumbBot(1)  # type: ignore[abstract]
    state = GOLD.new_game(players=2, seed=1)
    legal = GOLD.legal_actions(state, 0)
    picks = {Highest(seed).choose(GOLD, GOLD.view(state, 0), legal).amount for seed in range(12)}
    assert picks == {4000, 5000}
    assert Highest(3).choose(GOLD, GOLD.view(state, 0), legal[:1]) == legal[0]
    assert repr(Highest(3)) == "Highest(seed=3)"
