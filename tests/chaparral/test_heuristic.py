"""Chaparral's rule-of-thumb bot: each rule of thumb in a position built for it, legal
answers over whole games at every player count and option, reproducibility (in another
process too), and a clear win over random bots with the seats rotated.

Positions come from :mod:`tests.chaparral.helpers`; seat 0 holds the Starting Player
token and the first round's event is Lack of Resources (no bonus tokens) unless said
otherwise.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import frontier_games as fg
from frontier_games.bots import RandomBot
from frontier_games.games.chaparral import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    Business,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Character,
    Content,
    EnterAlley,
    Event,
    Farm,
    Good,
    HeuristicBot,
    Host,
    Influence,
    Objective,
    Options,
    Pass,
    Perform,
    Phase,
    RemoveApache,
    Sell,
    Stagecoach,
    State,
    Step,
    TakeStagecoach,
    View,
)
from frontier_games.games.chaparral.rules import actors, apply, legal_actions
from frontier_games.play import play_game
from tests.chaparral.helpers import (
    acting,
    at_actions,
    at_influence,
    game,
    legal,
    play,
    with_event,
    with_farms,
    with_markers,
    with_objectives,
    with_seat,
    with_stagecoach,
    with_top_events,
)

GAME = fg.get_game("chaparral")
C = Character


def decide(state: State, seed: int = 0) -> ChaparralAction:
    """What a fresh bot answers for the seat that decides in ``state``."""
    (seat,) = actors(state)
    return HeuristicBot(seed).choose(GAME, GAME.view(state, seat), legal_actions(state, seat))


def herds_but_an_apache(state: State, seat: int) -> State:
    """``seat`` with sheep and pig farms free of Apaches and a horse farm with one: one
    Apache short of Herds."""
    state = with_farms(state, seat, Farm.SHEEP_1, Farm.PIGS_1, apache=False)
    return with_farms(state, seat, Farm.HORSES_1)


def finishing_a_section() -> State:
    """Seat 0 has just built the last segment of the pig section, the first finished:
    it picks the prize, two gold bars or $45."""
    state = game(4)
    sections = tuple(
        section.evolve(builder=0, built=4) if section.good is Good.PIGS else section
        for section in state.city.sections
    )
    state = state.evolve(city=state.city.evolve(sections=sections))
    state = acting(state, 0, C.RAILWAY_CHIEF, settlers=1, iron=3)
    state = apply(state, Build(0, Good.PIGS, 1))
    assert state.turn.step is Step.PRIZE
    return state


def last_round(state: State) -> State:
    """``state`` with the stagecoach deck empty: the game ends with this round."""
    return state.evolve(city=state.city.evolve(stagecoaches=()))


# -- the rules of thumb ------------------------------------------------------------------


def test_the_notary_buys_the_business_that_completes_status() -> None:
    # The Gun Shop (3) and the Hotel (6) make 9; the Pawnshop (5) would make 8.
    state = with_markers(game(4), 0, Business.HOTEL, Business.PAWNSHOP, owned=(Business.GUN_SHOP,))
    state = acting(with_objectives(state, 0, Objective.WEALTH), 0, C.NOTARY, money=50)
    assert decide(state) == BuyBusiness(0, Business.HOTEL)


def test_wealth_met_is_kept_rather_than_spent_on_a_business() -> None:
    state = with_markers(game(4), 0, Business.PAWNSHOP)
    state = acting(state, 0, C.NOTARY, money=100)  # $90 is Wealth with four players
    assert decide(state) == Pass(0)


def test_a_cowboy_goes_on_general_custer_when_an_apache_is_all_that_keeps_herds() -> None:
    assert decide(herds_but_an_apache(game(4), 0)) == Allocate(0, C.GENERAL_CUSTER)


def test_without_that_apache_general_custer_is_not_the_first_choice() -> None:
    state = with_farms(game(4), 0, Farm.SHEEP_1, Farm.PIGS_1, Farm.HORSES_1, apache=False)
    state = with_objectives(state, 0, Objective.HERDS)
    assert decide(state) != Allocate(0, C.GENERAL_CUSTER)


def test_the_alley_is_entered_for_a_taken_character_that_completes_an_objective() -> None:
    state = herds_but_an_apache(game(4, first=1), 0)
    state = play(state, Allocate(1, C.GENERAL_CUSTER), Allocate(2, C.MAYOR), Allocate(3, C.BANKER))
    assert decide(state) == EnterAlley(0)


def test_the_alley_is_not_entered_for_an_ordinary_taken_character() -> None:
    state = play(
        game(4, first=1), Allocate(1, C.GENERAL_CUSTER), Allocate(2, C.MAYOR),
        Allocate(3, C.BANKER),
    )  # fmt: skip
    assert decide(state) != EnterAlley(0)


def test_with_two_players_it_blocks_the_character_worth_most_to_the_opponent() -> None:
    state = play(herds_but_an_apache(game(2), 1), Allocate(0, C.MAYOR))
    assert decide(state) == Block(0, C.GENERAL_CUSTER)


def test_it_takes_a_character_the_next_player_needs_if_it_is_of_use_to_it_too() -> None:
    # Seat 1 is one Apache short of Herds; seat 0 has a farm with an Apache too (Courage,
    # and the farm set free), so taking General Custer both helps it and denies seat 1.
    state = herds_but_an_apache(game(4), 1)
    state = with_farms(state, 0, Farm.WHEAT_1)
    assert decide(state) == Allocate(0, C.GENERAL_CUSTER)


def test_stage_2_places_the_marker_the_notary_can_turn_into_status() -> None:
    state = with_markers(with_seat(game(4), 0, money=50), 0, owned=(Business.GUN_SHOP,))
    state = at_influence(
        with_objectives(state, 0, Objective.WEALTH), 0, {C.NOTARY: 0, C.SETTLER: 0}
    )
    assert decide(state) == Influence(0, C.NOTARY, Business.JEWELRY_STORE)


def test_stage_3_takes_the_income_before_spending_it() -> None:
    state = with_markers(with_seat(game(4), 0, money=10), 0, Business.HOTEL)
    state = at_actions(state, 0, {C.FARMER: 0, C.BANKER: 0})
    assert decide(state) == Perform(0, C.BANKER)


def test_the_farm_is_bought_before_general_custer_removes_its_apache() -> None:
    state = with_farms(game(4), 0, Farm.SHEEP_1, Farm.PIGS_1, apache=False)
    state = at_actions(with_seat(state, 0, money=60), 0, {C.FARMER: 0, C.GENERAL_CUSTER: 0})
    assert decide(state) == Perform(0, C.FARMER)
    state = apply(state, Perform(0, C.FARMER))
    assert decide(state) == BuyFarm(0, Farm.HORSES_1)
    state = play(state, BuyFarm(0, Farm.HORSES_1), Pass(0), Perform(0, C.GENERAL_CUSTER))
    assert decide(state) == RemoveApache(0, Farm.HORSES_1)
    assert Objective.HERDS in apply(state, RemoveApache(0, Farm.HORSES_1)).players[0].objectives


def test_an_action_that_does_nothing_for_the_seat_is_skipped() -> None:
    # Cruel Battle costs General Custer 2 cowboys, and no Apache is left to remove.
    state = with_event(game(4), Event.CRUEL_BATTLE)
    state = state.evolve(city=state.city.evolve(apaches=()))
    state = at_actions(state, 0, {C.GENERAL_CUSTER: 0})
    assert legal(state) == (Perform(0, C.GENERAL_CUSTER), Pass(0))
    assert decide(state) == Pass(0)


def test_in_the_last_round_a_farm_that_completes_nothing_is_not_bought() -> None:
    state = acting(with_objectives(game(4), 0, Objective.WEALTH), 0, C.FARMER, money=60)
    assert type(decide(state)) is BuyFarm
    assert decide(last_round(state)) == Pass(0)


def test_the_mayor_takes_the_politician_when_a_farm_and_the_bribe_are_ready() -> None:
    state = with_stagecoach(
        with_farms(game(4), 0, Farm.PIGS_1, apache=False), Stagecoach.STAGECOACH_1
    )
    state = acting(state, 0, C.MAYOR, gold=2)
    assert decide(state) == TakeStagecoach(0, True)
    state = apply(state, TakeStagecoach(0, True))
    assert decide(state) == Host(0, Farm.PIGS_1)
    state = apply(state, Host(0, Farm.PIGS_1))
    assert decide(state) == Bribe(0)


def test_the_politician_is_hosted_on_a_farm_without_an_apache() -> None:
    state = with_farms(with_farms(game(4), 0, Farm.SHEEP_1), 0, Farm.PIGS_1, apache=False)
    state = at_actions(with_seat(state, 0, politician=True), 0, {})
    assert decide(state) == Host(0, Farm.PIGS_1)


def test_a_sale_is_the_one_that_earns_most() -> None:
    state = with_farms(game(4), 0, Farm.SHEEP_1, Farm.WHEAT_1, apache=False)
    state = acting(state, 0, C.MERCHANT)
    assert state.turn.step is Step.SALES
    assert decide(state) == Sell(0, Farm.WHEAT_1)


def test_the_sheriff_buries_the_worst_event_and_puts_the_mildest_on_top() -> None:
    state = with_top_events(
        game(4), Event.MARKET_SLUMP, Event.LOSSES_AND_DAMAGES, Event.FATAL_AMBUSH
    )
    action = decide(acting(state, 0, C.SHERIFF))
    assert isinstance(action, ArrangeEvents)
    assert action.bottom is Event.LOSSES_AND_DAMAGES
    assert action.top[0] is Event.FATAL_AMBUSH


# -- legal, whole games, every decision --------------------------------------------------


class Checked:
    """A bot that answers as ``bot`` does, after checking the answer is offered."""

    def __init__(self, bot: HeuristicBot) -> None:
        self.bot = bot
        self.kinds: set[tuple[Phase, Step | None]] = set()

    def choose(
        self, game: Any, view: View, legal_actions: tuple[ChaparralAction, ...]
    ) -> ChaparralAction:
        action = self.bot.choose(game, view, legal_actions)
        assert action in legal_actions
        self.kinds.add((view.phase, view.turn.step if view.phase is Phase.ACTIONS else None))
        return action

    def __repr__(self) -> str:
        return repr(self.bot)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "options",
    [
        None,
        Options(alley_any_character=True, first_player=1),
        Options(content=Content(starting_cowboys=5, starting_iron=2, starting_gold=1)),
    ],
    ids=["rules", "alley", "content"],
)
def test_whole_games_are_played_with_legal_actions_only(
    players: int, options: Options | None
) -> None:
    for seed in (1, 2):
        bots = [Checked(HeuristicBot(seed * 10 + seat)) for seat in range(players)]
        played = play_game(GAME, bots, players, seed, options)
        assert played.final.phase is Phase.OVER


def test_every_kind_of_decision_is_answered_with_a_legal_action() -> None:
    # Random players reach the rare steps (Losses and Damages, the railway's prize, the
    # gift to the Church) that the bot's own games may not.
    kinds: set[tuple[Phase, Step | None]] = set()
    asked: dict[tuple[Phase, Step | None], int] = {}
    bot = HeuristicBot(5)
    for seed in range(40):
        players = 2 + seed % 3
        played = play_game(GAME, [RandomBot(seed * 7 + s) for s in range(players)], players, seed)
        state = GAME.new_game(players, seed)
        for action in played.record.typed_actions(GAME):
            (seat,) = actors(state)
            kind = (state.phase, state.turn.step if state.phase is Phase.ACTIONS else None)
            if asked.get(kind, 0) < 8:
                asked[kind] = asked.get(kind, 0) + 1
                options = legal_actions(state, seat)
                assert bot.choose(GAME, GAME.view(state, seat), options) in options
                kinds.add(kind)
            state = apply(state, action)
    # Random players seldom finish a railway section: its prize is asked here.
    prize = finishing_a_section()
    assert decide(prize) in legal(prize)
    kinds.add((prize.phase, prize.turn.step))
    every_step = {(Phase.ACTIONS, step) for step in Step}
    assert every_step <= kinds
    assert {(phase, None) for phase in Phase if phase not in (Phase.ACTIONS, Phase.OVER)} <= kinds


# -- reproducible ------------------------------------------------------------------------


def test_the_same_seed_plays_the_same_game() -> None:
    records = [
        play_game(GAME, [HeuristicBot(seat) for seat in range(3)], 3, 8).record for _ in range(2)
    ]
    assert records[0] == records[1]


def test_the_same_seed_plays_the_same_game_in_another_process() -> None:
    # The enums hash by identity, so a choice that followed a set's order would differ
    # between processes (the tournaments' workers).
    script = (
        "import frontier_games as fg\n"
        "from frontier_games.games.chaparral import HeuristicBot\n"
        "from frontier_games.play import play_game\n"
        "game = fg.get_game('chaparral')\n"
        "played = play_game(game, [HeuristicBot(s) for s in range(4)], 4, 8)\n"
        "print(repr(played.record.typed_actions(game)))\n"
    )
    here = play_game(GAME, [HeuristicBot(s) for s in range(4)], 4, 8).record
    there = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert there.strip() == repr(here.typed_actions(GAME))


def test_its_name_in_records_gives_its_seed() -> None:
    assert repr(HeuristicBot(seed=3)) == "HeuristicBot(seed=3)"
    assert repr(HeuristicBot()) == "HeuristicBot(seed=0)"


# -- better than random ------------------------------------------------------------------


@pytest.mark.parametrize(("players", "games", "least"), [(4, 8, 0.5), (2, 6, 0.75)])
def test_it_beats_random_bots_with_the_seats_rotated(
    players: int, games: int, least: float
) -> None:
    won = 0.0
    for index in range(games):
        seat = index % players
        bots: list[Any] = [RandomBot(100 * index + s) for s in range(players)]
        bots[seat] = HeuristicBot(index)
        outcome = play_game(GAME, bots, players, 1000 + index).outcome
        if seat in outcome.winners:
            won += 1 / len(outcome.winners)
    assert won / games >= least
