"""*Rattlesnake City*'s rules version 2 (issue 24): the stake is any whole number of
$1,000 bills the challenger holds, a gunfight's reply may lay down more cards than it
needs, and a gunfight after poker opens as a bank attack does.
``Options(stake_menu=True, smallest_replies=True)`` plays version 1 again, as
``GAME.options_for_rules(1, ...)`` gives them, and no other version is played.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from frontier_games.games.rattlesnake_city import GAME, codec
from frontier_games.games.rattlesnake_city.content import Building, Card, Coup, Town
from frontier_games.games.rattlesnake_city.model import (
    AttackBank,
    Challenge,
    Defend,
    DrawRevolver,
    Fire,
    Options,
    Pass,
    PlayCard,
    State,
    Step,
    TakeUp,
)
from frontier_games.games.rattlesnake_city.position import MOST_STAKE, STAKE_MENU, stakes
from frontier_games.games.rattlesnake_city.rules import (
    RULES_VERSION,
    actors,
    apply,
    is_over,
    legal_actions,
    new_game,
    version_1_options,
)
from frontier_games.games.rattlesnake_city.view import view
from frontier_games.games.rattlesnake_city.words import describe
from frontier_games.rng import Rng, choice
from frontier_games.text import parse_action
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    given,
    in_front,
    placed,
    play,
    refused,
    seated,
    with_money,
)

LONG_JOHN, JIMMY = 0, 1
ONE, TWO, THREE = Coup.ONE, Coup.TWO, Coup.THREE


# -- the versions -------------------------------------------------------------------------


def test_the_game_plays_rules_version_2_and_keeps_version_1_by_options() -> None:
    assert RULES_VERSION == GAME.rules_version == 2
    options = Options(open_money=True, offers_per_turn=1)
    assert GAME.options_for_rules(2, options) is options
    assert GAME.options_for_rules(1, options) == options.evolve(
        stake_menu=True, smallest_replies=True
    )
    assert GAME.options_for_rules(1, options) == version_1_options(options)
    assert GAME.options_for_rules(2, options) is options


@pytest.mark.parametrize("version", [0, 3, -1, True, 1.0, "1"])
def test_no_other_version_is_played(version: object) -> None:
    with pytest.raises(ValueError, match="version 2") as raised:
        GAME.options_for_rules(version, Options())  # type: ignore[arg-type]
    assert "version 1" in str(raised.value)
    if type(version) is int:
        with pytest.raises(ValueError, match=f"version {version}"):
            GAME.options_for_rules(version, Options())


def _fingerprint(players: int, seed: int, options: Options) -> tuple[int, str, list[int]]:
    """A random game's length, a digest of how many legal actions each state had, and the
    money at the end."""
    rng = Rng.from_seed(seed)
    state = new_game(players, seed, options)
    counts = []
    while not is_over(state):
        legal = legal_actions(state, min(actors(state)))
        counts.append(len(legal))
        action, rng = choice(rng, legal)
        state = apply(state, action)
    digest = hashlib.sha256(repr(counts).encode()).hexdigest()[:16]
    return len(counts), digest, [seat.money for seat in state.seats]


@pytest.mark.parametrize(
    ("players", "seed", "expected"),
    [
        (3, 2, (609, "bc2cd85744183f31", [225_000, 28_000, 118_000])),
        (6, 6, (875, "af97b63972bc3f06", [10_000, 64_000, 101_000, 78_000, 88_000, 6_000])),
    ],
)
def test_version_1_options_play_the_games_version_1_played(
    players: int, seed: int, expected: tuple[int, str, list[int]]
) -> None:
    """The fingerprints were taken from the code of rules version 1 (before issue 24)."""
    assert _fingerprint(players, seed, GAME.options_for_rules(1, Options())) == expected
    assert _fingerprint(players, seed, Options()) != expected


# -- the stake ------------------------------------------------------------------------------


def _showdown(players: int = 3, **options: Any) -> State:
    state = disarmed(seated(players, **options))
    return at(given(state, LONG_JOHN, Card.PLAYING_12), LONG_JOHN, Step.SHOWDOWN)


def _challenges(state: State) -> list[Challenge]:
    return [a for a in legal_actions(state, LONG_JOHN) if isinstance(a, Challenge)]


def test_the_challenger_decides_the_stake_any_whole_number_of_bills_it_holds() -> None:
    state = with_money(_showdown(), 37_000, 10_000, 10_000)
    found = _challenges(state)
    assert [a.stake for a in found if a.opponent == JIMMY] == list(range(1_000, 38_000, 1_000))
    assert {a.opponent for a in found} == {JIMMY, 2}
    assert refused(state, Challenge(LONG_JOHN, JIMMY, 38_000)) == "stake-beyond-money"
    assert refused(state, Challenge(LONG_JOHN, JIMMY, 2_500)) == "no-such-move"
    assert refused(state, Challenge(LONG_JOHN, JIMMY, 0)) == "no-such-move"
    after = apply(state, Challenge(LONG_JOHN, JIMMY, 37_000))  # all it holds
    assert after.seats[LONG_JOHN].money == 0
    assert after.turn.poker is not None
    assert after.turn.poker.stake == 37_000


def test_with_the_stake_menu_the_stakes_are_the_menus() -> None:
    state = with_money(_showdown(stake_menu=True), 37_000, 10_000, 10_000)
    assert [a.stake for a in _challenges(state) if a.opponent == JIMMY] == [
        1_000, 2_000, 5_000, 10_000, 20_000,
    ]  # fmt: skip
    assert refused(state, Challenge(LONG_JOHN, JIMMY, 3_000)) == "not-on-the-menu"


def test_stakes_run_to_the_most_a_player_holds_while_the_game_goes_on() -> None:
    assert list(stakes(0, False)) == [] == list(stakes(0, True))
    assert list(stakes(4_000, True)) == [1_000, 2_000]
    assert list(stakes(10**9, False))[-1] == MOST_STAKE == 199_000
    assert list(stakes(10**9, True)) == list(STAKE_MENU)


def test_every_stake_is_in_the_action_space_and_said_distinctly() -> None:
    state = with_money(_showdown(), 120_000, 10_000, 10_000)
    found = _challenges(state)
    space = codec(3)
    ids = [space.encode(a) for a in found]
    assert len(set(ids)) == len(found) == 2 * 120
    seen = view(state, LONG_JOHN)
    said = [describe(seen, a) for a in found]
    assert len(set(said)) == len(found)
    assert "challenge seat 1 to poker for $117,000" in said
    legal = legal_actions(state, LONG_JOHN)
    for action, text in zip(found, said, strict=True):
        assert parse_action(GAME, seen, legal, text) == action


def test_the_real_deal_blind_is_any_whole_number_of_bills_too() -> None:
    pytest.importorskip("pokerkit")
    state = with_money(_showdown(real_deal=True), 7_000, 10_000, 10_000)
    blinds = [a.stake for a in _challenges(state) if a.real_deal and a.opponent == JIMMY]
    assert blinds == list(range(1_000, 8_000, 1_000))
    space = codec(3, Options(real_deal=True))
    assert len({space.encode(a) for a in _challenges(state)}) == len(_challenges(state))


# -- the gunfight's replies ----------------------------------------------------------------


def _gunfight(**options: Any) -> State:
    """Long John (Slippery Joe's free shot, a two and a three) attacks Jimmy the Kid's
    bank, who defends with a two: Long John must add "at least two cartridges"."""
    state = placed(seated(2, **options), JIMMY, Building.BANK, Town.DRY_GULCH, 1)
    state = armed(armed(disarmed(state), LONG_JOHN, TWO, THREE), JIMMY, TWO)
    state = at(in_front(state, LONG_JOHN, Card.SLIPPERY_JOE), LONG_JOHN, Step.SHOWDOWN)
    return play(state, AttackBank(LONG_JOHN, JIMMY, None), Defend(JIMMY), Fire(JIMMY, (TWO,)))


def test_a_reply_larger_than_the_smallest_sufficient_one_is_legal() -> None:
    fires = [a for a in legal_actions(_gunfight(), LONG_JOHN) if isinstance(a, Fire)]
    assert [a.coups for a in fires] == [(TWO,), (THREE,), (TWO, THREE)]
    small = [
        a for a in legal_actions(_gunfight(smallest_replies=True), LONG_JOHN)
        if isinstance(a, Fire)
    ]  # fmt: skip
    assert [a.coups for a in small] == [(TWO,), (THREE,)]
    space = codec(2)
    assert len({space.encode(a) for a in fires}) == 3
    seen = view(_gunfight(), LONG_JOHN)
    assert len({describe(seen, a) for a in fires}) == 3


# -- the opening of a gunfight after poker (R22b) -------------------------------------------


def _revolver(front: tuple[Card, ...], coups: tuple[Coup, ...], **options: Any) -> State:
    """Three players at poker for $5,000: seat 2 loses with playing card 5, which shows a
    revolver, holding ``coups``, with ``front`` in front of it; it may draw its
    revolver."""
    state = disarmed(seated(3, **options))
    for seat, card in ((LONG_JOHN, Card.PLAYING_12), (JIMMY, Card.PLAYING_21), (2, Card.PLAYING_5)):
        state = given(state, seat, card)
    state = armed(in_front(state, 2, *front), 2, *coups)
    state = play(
        at(state, LONG_JOHN, Step.SHOWDOWN),
        Challenge(LONG_JOHN, JIMMY, 5_000), TakeUp(JIMMY), TakeUp(2),
        PlayCard(LONG_JOHN, Card.PLAYING_12), PlayCard(2, Card.PLAYING_5),
        PlayCard(JIMMY, Card.PLAYING_21), Pass(LONG_JOHN), Pass(JIMMY), Pass(2),
    )  # fmt: skip
    assert state.turn.step is Step.REVOLVER
    return state


def _openings(state: State) -> list[tuple[Coup, ...]]:
    return [a.coups for a in legal_actions(state, 2) if isinstance(a, DrawRevolver)]


def _bank_openings(state: State) -> list[tuple[Coup, ...]]:
    """The openings seat 2 would have attacking a bank with the same cards."""
    state = placed(state, LONG_JOHN, Building.BANK, Town.COYOTE_CREEK, 1)
    attacks = legal_actions(at(state, 2, Step.SHOWDOWN), 2)
    return [() if a.coup is None else (a.coup,) for a in attacks
            if isinstance(a, AttackBank) and a.target == LONG_JOHN]  # fmt: skip


def test_with_a_free_shot_the_loser_opens_with_no_card_or_any_one_as_a_bank_attacker() -> None:
    state = _revolver((Card.SLIPPERY_JOE,), (ONE, TWO, THREE))
    assert _openings(state) == [(), (ONE,), (TWO,), (THREE,)] == _bank_openings(state)
    assert refused(state, DrawRevolver(2, (ONE, TWO))) == "one-coup-card"
    fight = play(state, DrawRevolver(2, (THREE,)), Pass(LONG_JOHN), Pass(JIMMY)).turn.fight
    assert fight is not None
    assert (fight.participants[0], fight.totals[0]) == (2, 4)  # the free shot and three
    smallest = _revolver((Card.SLIPPERY_JOE,), (ONE, TWO, THREE), smallest_replies=True)
    assert _openings(smallest) == [()]  # rules version 1: no card it does not need
    assert refused(smallest, DrawRevolver(2, (ONE,))) == "opening-not-minimal"


def test_with_a_shot_taken_away_the_loser_opens_with_one_card_that_outweighs_it() -> None:
    state = _revolver((Card.STINKY_JOE,), (ONE, ONE, TWO))
    assert _openings(state) == [(TWO,)] == _bank_openings(state)
    assert refused(state, DrawRevolver(2, (ONE, ONE))) == "one-coup-card"
    assert refused(state, DrawRevolver(2, (ONE,))) == "no-opening-shot"
    assert refused(state, DrawRevolver(2, (THREE,))) == "coup-not-in-hand"
    smallest = _revolver((Card.STINKY_JOE,), (ONE, ONE, TWO), smallest_replies=True)
    assert _openings(smallest) == [(TWO,), (ONE, ONE)]  # the fewest cards a malus needs
    plain = _revolver((), (ONE, TWO))
    assert _openings(plain) == [(ONE,), (TWO,)] == _bank_openings(plain)


def test_every_opening_is_in_the_action_space_and_said_distinctly() -> None:
    state = _revolver((Card.SLIPPERY_JOE,), (ONE, TWO, THREE))
    legal = legal_actions(state, 2)
    assert len({codec(3).encode(a) for a in legal}) == len(legal) == 5
    seen = view(state, 2)
    said = [describe(seen, a) for a in legal]
    assert said == [
        "draw your revolver with a free shot",
        "draw your revolver with one cartridge",
        "draw your revolver with two cartridges",
        "draw your revolver with three cartridges",
        "pass (draw no revolver)",
    ]
    for action, text in zip(legal, said, strict=True):
        assert parse_action(GAME, seen, legal, text) == action
