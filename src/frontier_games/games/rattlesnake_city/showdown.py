"""4. Attacking an opponent's bank: the attack, the defender's choice (admit defeat, or
defend in a gunfight), the loot, and the two coup cards the bank's owner draws after.
The gunfight itself is :mod:`~.rattlesnake_city.gunfight`'s.
"""

from __future__ import annotations

from frontier_games.deck import cards_left, discard, draw, remove_card
from frontier_games.games.rattlesnake_city import gunfight
from frontier_games.games.rattlesnake_city.content import coup_of, in_order
from frontier_games.games.rattlesnake_city.income import BILL
from frontier_games.games.rattlesnake_city.legal import defence
from frontier_games.games.rattlesnake_city.model import (
    Attack,
    AttackBank,
    Defend,
    Fire,
    Loot,
    Piles,
    Seat,
    State,
    Step,
    Surrender,
    Turn,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.pot import fight_over
from frontier_games.games.rattlesnake_city.turn import paid, with_seat

__all__ = [
    "attack_bank",
    "defend",
    "fire",
    "half",
    "surrender",
    "withdraw",
]


def half(money: int) -> int:
    """Half of ``money``, rounded in the attacker's favour to a whole bill."""
    return -(-money // (2 * BILL)) * BILL


def attack_bank(state: State, action: AttackBank) -> State:
    """The attacked player is asked whether it defends its bank."""
    seat = action.player
    me = state.seats[seat]
    if action.coup is not None:  # placed face down in front of the attacker
        me = Seat(me.money, me.hand, remove_card(me.coups, action.coup), me.front, me.town)
    attack = Attack(seat, action.target, action.coup)
    turn = Turn(seat, Step.DEFEND, None, state.turn.offers, None, True, state.turn.challenged,
                attack)  # fmt: skip
    return State(state.setup, state.board, with_seat(state, seat, me), state.piles, turn,
                 state.rng, state.winner)  # fmt: skip


def surrender(state: State, action: Surrender) -> State:
    """The defender gives the attacker half of its money; the attacker's face-down card,
    never fired, goes back to its hand."""
    attack = state.turn.attack
    assert attack is not None
    if attack.coup is not None:
        me = state.seats[attack.attacker]
        me = Seat(me.money, me.hand, in_order((*me.coups, attack.coup)), me.front, me.town)
        state = State(state.setup, state.board, with_seat(state, attack.attacker, me),
                      state.piles, state.turn, state.rng, state.winner)  # fmt: skip
    return _looted(state, attack)


def defend(state: State, action: Defend) -> State:
    """The attacker's face-down card is revealed: the gunfight starts with its opening,
    and the defender is asked to reply."""
    return _fought(state, defence(state))


def fire(state: State, action: Fire) -> State:
    """A reply in the gunfight."""
    seat = action.player
    me = state.seats[seat]
    coups = me.coups
    for coup in action.coups:
        coups = remove_card(coups, coup)
    state = State(state.setup, state.board,
                  with_seat(state, seat, Seat(me.money, me.hand, coups, me.front, me.town)),
                  state.piles, state.turn, state.rng, state.winner)  # fmt: skip
    fight = state.turn.fight
    assert fight is not None
    fight = gunfight.reply(fight, seat, tuple(c.shots for c in action.coups))
    return _fought(state, fight)


def withdraw(state: State, action: Withdraw) -> State:
    """The participant is out; the last to have played wins once all others are."""
    fight = state.turn.fight
    assert fight is not None
    return _fought(state, gunfight.withdraw(fight, action.player))


def _fought(state: State, fight: gunfight.Gunfight) -> State:
    turn = state.turn
    attack = turn.attack
    if not gunfight.is_over(fight):
        turn = Turn(turn.seat, Step.GUNFIGHT, None, turn.offers, None, turn.attacked,
                    turn.challenged, attack, fight, turn.poker)  # fmt: skip
        return State(state.setup, state.board, state.seats, state.piles, turn, state.rng,
                     state.winner)  # fmt: skip
    piles = state.piles
    spent = [coup_of(n) for n in gunfight.discards(fight)]
    piles = Piles(piles.bag, piles.actions, discard(piles.coups, *spent), piles.removed,
                  piles.unrevealed)  # fmt: skip
    state = State(state.setup, state.board, state.seats, piles, turn, state.rng, state.winner)
    if turn.poker is not None:
        return fight_over(state, fight)
    assert attack is not None
    if gunfight.winner(fight) == attack.attacker:
        return _looted(state, attack)
    return _drawn_after(state, attack)


def _looted(state: State, attack: Attack) -> State:
    """The attacker loots the bank: half of the defender's money, an amount told to
    every seat (money is secret "except when a bank is attacked")."""
    loot = half(state.seats[attack.target].money)
    state = paid(state, attack.target, -loot)
    state = paid(state, attack.attacker, loot)
    if state.winner is not None:
        return state
    return _drawn_after(state, attack, Loot(attack.target, loot))


def _drawn_after(state: State, attack: Attack, loot: Loot | None = None) -> State:
    """ "After an attack on a bank has been resolved, the owner of the bank draws two coup
    cards" (as many as there are, if fewer); the player goes on with step 4, the loot (if
    any) on the table for all to see until its next move."""
    piles = state.piles
    cards, coups, rng = draw(piles.coups, state.rng, min(2, cards_left(piles.coups)))
    owner = state.seats[attack.target]
    owner = Seat(owner.money, owner.hand, in_order((*owner.coups, *cards)), owner.front,
                 owner.town)  # fmt: skip
    turn = state.turn
    turn = Turn(turn.seat, Step.SHOWDOWN, None, turn.offers, None, True, turn.challenged,
                loot=loot)  # fmt: skip
    return State(state.setup, state.board, with_seat(state, attack.target, owner),
                 Piles(piles.bag, piles.actions, coups, piles.removed, piles.unrevealed), turn, rng,
                 state.winner)  # fmt: skip
