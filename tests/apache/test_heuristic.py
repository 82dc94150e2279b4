"""The Apache HeuristicBot: each rule of thumb in a position built for it, legal play over
whole games, reproducibility, and a clear win over random play."""

from __future__ import annotations

from typing import Any

import pytest

from frontier_games.bots import Bot, RandomBot
from frontier_games.core import Outcome
from frontier_games.games import apache as A
from frontier_games.games.apache import (
    BUFFALO,
    GAME,
    NECKLACE,
    TIPI,
    TOMAHAWK,
    TOTEM_POLE,
    Colour,
    HeuristicBot,
    Indian,
    Loot,
    Options,
    Pass,
    Play,
    PrairieCard,
    Take,
    indian_card,
)
from frontier_games.play import play_game, play_steps

from .positions import grab_window

RED, YELLOW, PURPLE, GREEN, BLUE = Colour
HUNTER, CHIEF, WARRIOR, WOMAN = Indian
EVERY_RULE = Options(
    war_path=True, wedding=True, joint_raid=True, chief_captures_twin=True, buffalo_under_pile=True
)


def card(colour: Colour, indian: Indian) -> int:
    return indian_card(colour, indian)


def red_choice(state: A.State) -> A.ApacheAction:
    """What HeuristicBots playing red (seat 0) do in ``state``, whatever their seed: a tie
    would be broken differently by some of them."""
    view, legal = A.view(state, 0), A.legal_actions(state, 0)
    choices = {HeuristicBot(seed).choose(GAME, view, legal) for seed in range(8)}
    assert len(choices) == 1, f"the bots' seeds broke a tie: {choices}"
    return choices.pop()


def apply_all(state: A.State, *actions: A.ApacheAction) -> A.State:
    for action in actions:
        state = A.apply(state, action)
    return state


def final_outcome(bots: list[Bot[Any, Any]], players: int, seed: int) -> Outcome:
    *_, last = play_steps(GAME, bots, players, seed)
    return A.outcome(last.state)


# -- rule 1: only hand cards that can make loot --------------------------------------------


def test_it_passes_when_no_hand_card_of_its_can_make_loot() -> None:
    state = grab_window(3, [card(YELLOW, HUNTER), BUFFALO, BUFFALO, TIPI, TOTEM_POLE])
    assert red_choice(state) == Pass(0)


def test_it_plays_the_hand_card_that_can_make_loot_not_the_one_that_cannot() -> None:
    # the red chief lies out without a totem pole: playing him would cost the penalty
    face_up = [card(RED, CHIEF), card(RED, HUNTER), BUFFALO, BUFFALO, card(YELLOW, HUNTER)]
    assert red_choice(grab_window(3, face_up)) == Play(0, HUNTER)


# -- rule 2: the biggest loot ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("loot", "expected"),
    [([BUFFALO, BUFFALO, BUFFALO, TIPI], Loot.ITEM), ([BUFFALO, TIPI, TIPI, TIPI], Loot.TIPIS)],
)
def test_it_takes_the_loot_that_brings_the_most_cards(loot: list[int], expected: Loot) -> None:
    state = grab_window(3, [card(RED, HUNTER), *loot])
    state = apply_all(state, Play(0, HUNTER), Pass(1), Pass(2))
    assert red_choice(state) == Take(0, expected)


# -- rule 3: grab what others could snatch, let the rest grow ---------------------------------


def test_it_lets_a_small_loot_nobody_threatens_grow() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO])
    assert red_choice(state) == Pass(0)


def test_it_grabs_a_loot_a_rival_could_snatch_first() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO, card(YELLOW, HUNTER)])
    assert red_choice(state) == Play(0, HUNTER)


def test_it_grabs_the_threatened_loot_before_a_bigger_one_that_can_wait() -> None:
    face_up = [card(RED, HUNTER), BUFFALO, BUFFALO, BUFFALO]
    face_up += [card(RED, WOMAN), NECKLACE, card(YELLOW, WOMAN)]
    assert red_choice(grab_window(3, face_up)) == Play(0, WOMAN)


# -- rule 4: deny -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prisoners", "expected"),
    [
        # the yellow hunter would make loot of the buffalo; the blue one belongs to nobody
        ([card(YELLOW, HUNTER), card(BLUE, HUNTER), card(RED, HUNTER)], PrairieCard.YELLOW_HUNTER),
        # its own hunter could still make loot of them itself
        ([card(BLUE, HUNTER), card(RED, HUNTER)], PrairieCard.BLUE_HUNTER),
    ],
)
def test_the_chief_takes_prisoner_the_indian_whose_loss_costs_most(
    prisoners: list[int], expected: PrairieCard
) -> None:
    state = grab_window(3, [card(RED, CHIEF), TOTEM_POLE, BUFFALO, BUFFALO, *prisoners])
    state = apply_all(state, Play(0, CHIEF), Pass(1), Pass(2))
    assert red_choice(state) == Take(0, Loot.ITEM, expected)


def test_the_warrior_goes_on_the_war_path_rather_than_take_as_many_tipis() -> None:
    piles = ((), (BUFFALO,), (BUFFALO,))
    state = grab_window(
        3, [card(RED, WARRIOR), TOMAHAWK, TIPI], options=Options(war_path=True), piles=piles
    )
    state = apply_all(state, Play(0, WARRIOR), Pass(1), Pass(2))
    assert red_choice(state) == Take(0, Loot.ITEM)


def test_it_takes_the_loot_a_hand_card_due_after_it_would_make() -> None:
    # the yellow warrior, next on the board, has no tomahawk: only the tipis for him
    state = grab_window(3, [card(RED, HUNTER), BUFFALO, BUFFALO, TIPI, TIPI, card(YELLOW, WARRIOR)])
    state = apply_all(state, Play(0, HUNTER), Play(1, WARRIOR), Pass(2))
    assert red_choice(state) == Take(0, Loot.TIPIS)


# -- rule 5: the last card -----------------------------------------------------------------------


def test_on_the_last_card_it_takes_even_a_small_loot() -> None:
    state = grab_window(3, [card(RED, HUNTER), BUFFALO], heap=())
    assert red_choice(state) == Play(0, HUNTER)


def test_on_the_last_card_it_plays_the_hand_card_with_the_biggest_loot() -> None:
    face_up = [card(RED, HUNTER), BUFFALO, card(RED, WARRIOR), TOMAHAWK, TOMAHAWK]
    assert red_choice(grab_window(3, face_up, heap=())) == Play(0, WARRIOR)


# -- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [None, EVERY_RULE], ids=["basic", "every-rule"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_it_answers_only_legal_actions_and_never_pays_the_penalty(
    players: int, options: Options | None
) -> None:
    for seed in range(2):
        # heuristic bots against each other, and against random ones on the odd seats
        bots = [
            HeuristicBot(seat) if seed == 0 or seat % 2 == 0 else RandomBot(seat)
            for seat in range(players)
        ]
        before = GAME.new_game(players=players, seed=seed, options=options)
        plays = 0
        for step in play_steps(GAME, bots, players, seed, options):  # refuses an unoffered one
            action = step.action
            if type(action) is Play and type(bots[action.player]) is HeuristicBot:
                plays += 1
                assert A.can_make_loot(before, action.player, action.indian)
            before = step.state
        assert plays > 0


def test_a_seed_replays_the_same_game() -> None:
    def record() -> object:
        bots = [HeuristicBot(seed=7), HeuristicBot(seed=8), HeuristicBot(seed=7)]
        return play_game(GAME, bots, players=3, seed=11, options=EVERY_RULE)

    assert record() == record()


def test_it_names_itself_by_its_seed() -> None:
    assert repr(HeuristicBot(seed=3)) == "HeuristicBot(seed=3)"
    assert repr(HeuristicBot()) == "HeuristicBot(seed=0)"


@pytest.mark.parametrize(("players", "threshold"), [(2, 0.75), (3, 0.6), (5, 0.5)])
def test_it_beats_random_bots_with_the_seats_rotated(players: int, threshold: float) -> None:
    games = 2 * players
    won = 0.0
    for game in range(games):
        hero = game % players
        bots: list[Bot[Any, Any]] = [
            HeuristicBot(game) if seat == hero else RandomBot(100 * game + seat)
            for seat in range(players)
        ]
        result = final_outcome(bots, players, seed=game)
        if hero in result.winners:
            won += 1 / len(result.winners)
    assert won / games >= threshold
