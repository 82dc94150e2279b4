"""4. Attacking an opponent's bank, played through ``apply``: who may be attacked and how
often, the opening shot, admitting defeat, the gunfight (the rulebook's example with
Long John and Jimmy the Kid among the tests), the loot, the discards and the two coup
cards the bank's owner draws after.

Long John is seat 0 (his saloon in Coyote Creek), Jimmy the Kid seat 1 (Dry Gulch, with
a bank); it is Long John's step 4 unless said otherwise. Every card a test gives comes
from a draw pile, so the counts of the piles tell where each went.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from frontier_games.games.rattlesnake_city.content import (
    WINNING_MONEY,
    Building,
    Card,
    Coup,
    Town,
)
from frontier_games.games.rattlesnake_city.model import (
    AttackBank,
    Defend,
    Fire,
    Pass,
    State,
    Step,
    Surrender,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.rules import apply, is_over, legal_actions
from frontier_games.games.rattlesnake_city.showdown import half
from tests.rattlesnake_city.helpers import (
    armed,
    at,
    disarmed,
    in_front,
    legal,
    placed,
    play,
    refused,
    seated,
    with_money,
)

LONG_JOHN, JIMMY = 0, 1
ONE, TWO, THREE = Coup.ONE, Coup.TWO, Coup.THREE


def showdown(
    players: int = 2,
    *,
    john: tuple[Coup, ...] = (),
    jimmy: tuple[Coup, ...] = (),
    john_front: tuple[Card, ...] = (),
    jimmy_front: tuple[Card, ...] = (),
    smallest_replies: bool = False,
) -> State:
    """Long John's step 4, Jimmy the Kid's bank in Dry Gulch, each with those coup cards
    and those permanent-effect cards in front of him (and no action card in hand)."""
    state = seated(players, smallest_replies=smallest_replies)
    state = placed(state, JIMMY, Building.BANK, Town.DRY_GULCH, 1)
    state = armed(armed(disarmed(state), LONG_JOHN, *john), JIMMY, *jimmy)
    state = in_front(in_front(state, LONG_JOHN, *john_front), JIMMY, *jimmy_front)
    return at(state, LONG_JOHN, Step.SHOWDOWN)


def attacks(state: State) -> list[AttackBank]:
    return [a for a in legal(state) if isinstance(a, AttackBank)]


def fires(state: State) -> set[tuple[Coup, ...]]:
    return {a.coups for a in legal(state) if isinstance(a, Fire)}


def plays(hand: tuple[Coup, ...], need: int) -> set[tuple[Coup, ...]]:
    """Every play of ``hand``'s cards (in enum order) worth at least ``need`` shots: "at
    least one additional shot", however many more."""
    return {
        tuple(card for card, keep in zip(hand, mask, strict=True) if keep)
        for mask in itertools.product((False, True), repeat=len(hand))
        if sum(card.shots for card, keep in zip(hand, mask, strict=True) if keep) >= need
    }


def coups_in_play(state: State) -> Counter[Coup]:
    """Every coup card of hands and piles, and the one placed face down in an attack."""
    found = Counter(coup for seat in state.seats for coup in seat.coups)
    found.update(state.piles.coups.draw_pile)
    found.update(state.piles.coups.discard_pile)
    attack = state.turn.attack
    if state.turn.step is Step.DEFEND and attack is not None and attack.coup is not None:
        found[attack.coup] += 1
    return found


# -- the attack ---------------------------------------------------------------------------------


def test_only_an_opponent_with_a_bank_in_its_own_town_may_be_attacked() -> None:
    state = showdown(3, john=(ONE,))
    # Seat 2 (Eagle Pass) placed a bank in Buzzard Rock, a town nobody owns.
    state = placed(state, 2, Building.BANK, Town.BUZZARD_ROCK, 1)
    state = at(state, LONG_JOHN, Step.SHOWDOWN)
    assert attacks(state) == [AttackBank(LONG_JOHN, JIMMY, ONE)]
    assert refused(state, AttackBank(LONG_JOHN, 2, ONE)) == "no-bank"
    assert refused(state, AttackBank(LONG_JOHN, LONG_JOHN, ONE)) == "own-bank"
    # Long John's own bank makes him a target for the others, not for himself.
    state = placed(state, LONG_JOHN, Building.BANK, Town.COYOTE_CREEK, 1)
    state = at(armed(state, 2, TWO), 2, Step.SHOWDOWN)
    assert {a.target for a in attacks(state)} == {LONG_JOHN, JIMMY}


def test_a_bank_may_be_attacked_only_once_per_turn() -> None:
    state = showdown(john=(ONE, TWO))
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Surrender(JIMMY))
    assert state.turn.step is Step.SHOWDOWN
    assert state.turn.seat == LONG_JOHN
    assert attacks(state) == []
    assert legal(state) == (Pass(LONG_JOHN),)
    assert refused(state, AttackBank(LONG_JOHN, JIMMY, TWO)) == "one-attack-per-turn"


def test_the_attacker_places_a_coup_card_or_has_a_free_shot() -> None:
    unarmed = showdown()
    assert attacks(unarmed) == []
    assert refused(unarmed, AttackBank(LONG_JOHN, JIMMY, None)) == "no-opening-shot"
    assert refused(unarmed, AttackBank(LONG_JOHN, JIMMY, ONE)) == "coup-not-in-hand"
    armed_ = showdown(john=(ONE, ONE, THREE))
    assert attacks(armed_) == [AttackBank(LONG_JOHN, JIMMY, ONE),
                               AttackBank(LONG_JOHN, JIMMY, THREE)]  # fmt: skip
    ironfist = showdown(john_front=(Card.IRONFIST_JIM,))
    assert attacks(ironfist) == [AttackBank(LONG_JOHN, JIMMY, None)]
    # Honest Jim's shot less cancels Ironfist Jim's free shot.
    cancelled = showdown(john=(TWO,), john_front=(Card.IRONFIST_JIM, Card.HONEST_JIM))
    assert attacks(cancelled) == [AttackBank(LONG_JOHN, JIMMY, TWO)]


def test_the_attackers_coup_card_is_placed_face_down_and_the_owner_of_the_bank_answers() -> None:
    state = showdown(john=(ONE, TWO), jimmy=(THREE,))
    after = apply(state, AttackBank(LONG_JOHN, JIMMY, TWO))
    assert after.seats[LONG_JOHN].coups == (ONE,)
    assert after.turn.step is Step.DEFEND
    assert after.turn.attack is not None
    assert after.turn.attack.coup is TWO
    assert legal_actions(after, LONG_JOHN) == ()
    # The defender answers without seeing the card: its replies wait for the reveal.
    assert legal(after) == (Surrender(JIMMY), Defend(JIMMY))
    assert coups_in_play(after) == coups_in_play(state)
    defended = apply(after, Defend(JIMMY))
    assert defended.turn.step is Step.GUNFIGHT
    assert legal(defended) == (Fire(JIMMY, (THREE,)), Withdraw(JIMMY))


# -- admitting defeat ---------------------------------------------------------------------------


@pytest.mark.parametrize(("money", "loot"), [(11_000, 6_000), (10_000, 5_000), (1_000, 1_000),
                                             (0, 0), (37_000, 19_000)])  # fmt: skip
def test_admitting_defeat_gives_half_the_money_rounded_in_the_attackers_favour(
    money: int, loot: int
) -> None:
    assert half(money) == loot
    state = with_money(showdown(john=(ONE,)), 10_000, money)
    after = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Surrender(JIMMY))
    assert [s.money for s in after.seats] == [10_000 + loot, money - loot]


def test_the_attackers_face_down_card_goes_back_to_its_hand_when_the_defender_gives_up() -> None:
    state = showdown(john=(ONE, THREE))
    after = play(state, AttackBank(LONG_JOHN, JIMMY, THREE), Surrender(JIMMY))
    assert after.seats[LONG_JOHN].coups == (ONE, THREE)
    assert after.piles.coups.discard_pile == ()


# -- the gunfight ---------------------------------------------------------------------------------


def test_defending_starts_a_gunfight_in_which_each_reply_must_exceed() -> None:
    state = play(showdown(john=(ONE, ONE, ONE, TWO), jimmy=(ONE, TWO)),
                 AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY))  # fmt: skip
    # one cartridge would only equal Long John's one
    assert fires(state) == {(TWO,), (ONE, TWO)} == plays((ONE, TWO), 2)
    assert refused(state, Fire(JIMMY, (ONE,))) == "reply-too-weak"
    state = apply(state, Fire(JIMMY, (TWO,)))
    assert state.turn.step is Step.GUNFIGHT
    assert legal(state)[-1] == Withdraw(LONG_JOHN)
    # Long John has 1 against 2: he must add at least two.
    assert fires(state) == {(ONE, ONE), (TWO,), (ONE, TWO), (ONE, ONE, TWO)}
    assert refused(state, Fire(LONG_JOHN, (ONE,))) == "reply-too-weak"


def test_the_attacked_player_who_can_at_best_equal_the_attacker_loses() -> None:
    state = play(showdown(john=(TWO,), jimmy=(ONE, ONE)), AttackBank(LONG_JOHN, JIMMY, TWO),
                 Defend(JIMMY))  # fmt: skip
    assert legal(state) == (Withdraw(JIMMY),)
    assert refused(state, Fire(JIMMY, (ONE, ONE))) == "reply-too-weak"


def test_long_john_attacks_jimmy_the_kids_bank_with_slippery_joe() -> None:
    state = showdown(john=(ONE, ONE, TWO, THREE), jimmy=(TWO,),
                     john_front=(Card.SLIPPERY_JOE,))  # fmt: skip
    # "He has Slippery Joe, which gives him a first free shot."
    state = apply(state, AttackBank(LONG_JOHN, JIMMY, None))
    # "Jimmy chooses to defend his bank: he lays down a coup card with two cartridges."
    state = play(state, Defend(JIMMY), Fire(JIMMY, (TWO,)))
    # "Long John must then add at least two cartridges (in one or two coup cards)": at
    # least, so any of his cards worth two or more.
    assert fires(state) == plays((ONE, ONE, TWO, THREE), 2)
    assert {(ONE, ONE), (TWO,), (THREE,), (TWO, THREE), (ONE, ONE, TWO, THREE)} <= fires(state)
    assert refused(state, Fire(LONG_JOHN, (ONE,))) == "reply-too-weak"
    state = apply(state, Fire(LONG_JOHN, (ONE, ONE)))
    assert state.turn.step is Step.GUNFIGHT
    assert legal(state) == (Withdraw(JIMMY),)  # "and so on": Jimmy has no card left


def test_permanent_shots_count_only_once_per_gunfight() -> None:
    state = showdown(john=(ONE, TWO), jimmy=(ONE, ONE), jimmy_front=(Card.IRONFIST_JIM,))
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY))
    # one cartridge and Ironfist Jim: 2 against 1
    assert fires(state) == {(ONE,), (ONE, ONE)}
    state = play(state, Fire(JIMMY, (ONE,)), Fire(LONG_JOHN, (TWO,)))
    # 3 against 2: Ironfist Jim's shot is spent, one more cartridge would only equal.
    assert legal(state) == (Withdraw(JIMMY),)
    assert refused(state, Fire(JIMMY, (ONE,))) == "reply-too-weak"


def test_honest_jim_takes_a_shot_away_from_the_defender() -> None:
    state = showdown(john=(ONE,), jimmy=(TWO, THREE), jimmy_front=(Card.HONEST_JIM,))
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY))
    # two cartridges less one shot only equal one
    assert fires(state) == {(THREE,), (TWO, THREE)}


def test_a_reply_may_lay_down_more_than_it_needs() -> None:
    # "Long John must then add at least two cartridges": a two, a three, or both (rules
    # note R22; rules version 2)
    state = showdown(john=(TWO, THREE), jimmy=(TWO,), john_front=(Card.SLIPPERY_JOE,))
    state = play(state, AttackBank(LONG_JOHN, JIMMY, None), Defend(JIMMY), Fire(JIMMY, (TWO,)))
    assert legal(state) == (Fire(LONG_JOHN, (TWO,)), Fire(LONG_JOHN, (THREE,)),
                            Fire(LONG_JOHN, (TWO, THREE)), Withdraw(LONG_JOHN))  # fmt: skip
    after = apply(state, Fire(LONG_JOHN, (THREE, TWO)))  # in any order
    assert after.turn.fight is not None
    assert after.turn.fight.totals == (6, 2)


def test_with_the_smallest_replies_a_reply_lays_down_no_card_it_does_not_need() -> None:
    # Options(smallest_replies=True), as rules version 1: a two, or a three alone; a two
    # and a three together hold a card the reply does not need
    state = showdown(john=(TWO, THREE), jimmy=(TWO,), john_front=(Card.SLIPPERY_JOE,),
                     smallest_replies=True)  # fmt: skip
    state = play(state, AttackBank(LONG_JOHN, JIMMY, None), Defend(JIMMY), Fire(JIMMY, (TWO,)))
    assert set(legal(state)) == {Fire(LONG_JOHN, (TWO,)), Fire(LONG_JOHN, (THREE,)),
                                 Withdraw(LONG_JOHN)}  # fmt: skip
    assert refused(state, Fire(LONG_JOHN, (TWO, THREE))) == "reply-not-minimal"


def test_the_attacker_who_wins_the_gunfight_loots_half_of_the_losers_money() -> None:
    state = with_money(showdown(john=(ONE, THREE), jimmy=(TWO,)), 10_000, 11_000)
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY), Fire(JIMMY, (TWO,)),
                 Fire(LONG_JOHN, (THREE,)))  # fmt: skip
    assert legal(state) == (Withdraw(JIMMY),)
    after = apply(state, Withdraw(JIMMY))
    assert [s.money for s in after.seats] == [16_000, 5_000]
    assert after.turn.step is Step.SHOWDOWN


def test_if_the_attacked_player_wins_nothing_happens_to_the_money() -> None:
    state = with_money(showdown(john=(ONE, ONE), jimmy=(TWO, THREE)), 10_000, 11_000)
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY), Fire(JIMMY, (TWO,)))
    after = apply(state, Withdraw(LONG_JOHN))
    assert [s.money for s in after.seats] == [10_000, 11_000]
    assert after.turn.step is Step.SHOWDOWN
    assert after.turn.attacked


def test_all_coup_cards_used_are_discarded() -> None:
    state = showdown(john=(ONE, ONE, THREE), jimmy=(TWO, THREE))
    start = coups_in_play(state)
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY), Fire(JIMMY, (TWO,)),
                 Fire(LONG_JOHN, (THREE,)), Fire(JIMMY, (THREE,)), Withdraw(LONG_JOHN))  # fmt: skip
    assert Counter(state.piles.coups.discard_pile) == Counter((ONE, TWO, THREE, THREE))
    assert state.seats[LONG_JOHN].coups == (ONE,)
    assert coups_in_play(state) == start


@pytest.mark.parametrize(
    "moves",
    [
        (AttackBank(LONG_JOHN, JIMMY, ONE), Surrender(JIMMY)),
        (AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY), Fire(JIMMY, (TWO,)),
         Withdraw(LONG_JOHN)),
        (AttackBank(LONG_JOHN, JIMMY, ONE), Defend(JIMMY), Fire(JIMMY, (TWO,)),
         Fire(LONG_JOHN, (THREE,)), Withdraw(JIMMY)),
    ],
    ids=["gave up", "defended and won", "defended and lost"],
)  # fmt: skip
def test_the_owner_of_the_bank_draws_two_coup_cards_whether_they_defended_or_not(
    moves: tuple[AttackBank | Surrender | Fire | Withdraw, ...],
) -> None:
    state = showdown(john=(ONE, THREE), jimmy=(TWO,))
    pile = state.piles.coups.draw_pile
    after = play(state, *moves)
    fired = Counter(c for move in moves if isinstance(move, Fire) and move.player == JIMMY
                    for c in move.coups)  # fmt: skip
    held = Counter(state.seats[JIMMY].coups) - fired
    assert Counter(after.seats[JIMMY].coups) == held + Counter(pile[-2:])
    assert after.piles.coups.draw_pile == pile[:-2]
    assert coups_in_play(after) == coups_in_play(state)


def test_after_the_attack_the_player_goes_on_and_collects_its_income() -> None:
    state = placed(showdown(john=(ONE,)), LONG_JOHN, Building.HOTEL, Town.COYOTE_CREEK, 1)
    state = at(state, LONG_JOHN, Step.SHOWDOWN)
    state = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Surrender(JIMMY))
    assert legal(state) == (Pass(LONG_JOHN),)
    after = apply(state, Pass(LONG_JOHN))
    assert [s.money for s in after.seats] == [10_000 + 5_000 + 1_000, 5_000]
    assert after.turn.seat == JIMMY


def test_loot_that_reaches_the_winning_money_wins_at_once() -> None:
    winning = WINNING_MONEY[2]
    state = with_money(showdown(john=(ONE,)), winning - 5_000, 10_000)
    after = play(state, AttackBank(LONG_JOHN, JIMMY, ONE), Surrender(JIMMY))
    assert is_over(after)
    assert after.winner == LONG_JOHN
    assert [s.money for s in after.seats] == [winning, 5_000]
