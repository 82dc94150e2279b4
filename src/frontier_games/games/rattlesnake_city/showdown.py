"""4. Attacking an opponent's bank: the attack, the defender's choice (admit defeat, or
defend in a gunfight), the gunfight's replies, the loot, and the two coup cards the bank's
owner draws after. The gunfight itself is :mod:`~.rattlesnake_city.gunfight`'s. Each kind
of move is declared once, with its checks, its effect, its space and its listing
(:mod:`frontier_games.moves`).
"""

from __future__ import annotations

from collections.abc import Iterator

from frontier_games.deck import cards_left, discard, draw, remove_card
from frontier_games.games.rattlesnake_city import gunfight
from frontier_games.games.rattlesnake_city.content import (
    MAX_PLAYERS,
    Building,
    Content,
    Coup,
    coup_of,
    in_order,
)
from frontier_games.games.rattlesnake_city.income import BILL
from frontier_games.games.rattlesnake_city.model import (
    Attack,
    AttackBank,
    Defend,
    Fire,
    Loot,
    Setup,
    State,
    Step,
    Surrender,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.position import defence, has_bank, modifier
from frontier_games.games.rattlesnake_city.pot import coups_in_order, fight_over
from frontier_games.games.rattlesnake_city.turn import paid, with_seat
from frontier_games.moves import Check, Move

__all__ = [
    "ATTACK_BANK",
    "DEFEND",
    "FIRE",
    "SURRENDER",
    "WITHDRAW",
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
        me = me.evolve(coups=remove_card(me.coups, action.coup))
    attack = Attack(seat, action.target, action.coup)
    turn = state.turn.evolve(  # the seat is the turn's: only it attacks
        step=Step.DEFEND,
        tile=None,
        offer=None,
        attacked=True,
        attack=attack,
        fight=None,
        poker=None,
        loot=None,
    )
    return state.evolve(seats=with_seat(state, seat, me), turn=turn)


def _one_attack(state: State, action: AttackBank) -> bool:
    return not state.turn.attacked


def _an_opponent(state: State, action: AttackBank) -> bool:
    return action.target != action.player


def _bank_there(state: State, action: AttackBank) -> bool:
    return has_bank(state, action.target)


def _coup_held(state: State, action: AttackBank) -> bool:
    return action.coup is None or action.coup in state.seats[action.player].coups


def _an_opening_shot(state: State, action: AttackBank) -> bool:
    shots = 0 if action.coup is None else action.coup.shots
    return modifier(state.seats[action.player]) + shots >= 1


_ATTACKS = {
    (seat, target, coup): AttackBank(seat, target, coup)
    for seat in range(MAX_PLAYERS)
    for target in range(MAX_PLAYERS)
    for coup in (None, *Coup)
}
"""Every bank attack, built once: the space and the listing hold these very objects."""


def _attack_space(setup: Setup, seat: int) -> Iterator[AttackBank]:
    for target in range(setup.players):
        for coup in (None, *Coup):
            yield _ATTACKS[seat, target, coup]


def _attacks_listed(state: State, seat: int) -> list[AttackBank]:
    if state.turn.attacked:
        return []
    me = state.seats[seat]
    bonus = modifier(me)
    openings: list[Coup | None] = [None] if bonus >= 1 else []
    openings.extend(coup for coup in Coup if coup in me.coups and bonus + coup.shots >= 1)
    if not openings:
        return []
    banks = {b.place for b in state.board.buildings if b.building is Building.BANK}
    return [
        _ATTACKS[seat, target, coup]
        for target in range(state.setup.players)
        if target != seat and state.seats[target].town in banks
        for coup in openings
    ]


ATTACK_BANK: Move[State, AttackBank] = Move(
    AttackBank,
    checks=(
        Check("one-attack-per-turn", "a bank may be attacked only once per turn", _one_attack),
        Check("own-bank", "a player attacks an opponent's bank, never its own", _an_opponent),
        Check("no-bank", "there is no bank in seat {action.target}'s town", _bank_there),
        Check(
            "coup-not-in-hand",
            "seat {action.player} holds no {action.coup.value} card",
            _coup_held,
        ),
        Check(
            "no-opening-shot",
            "an attacker places a coup card, or has a free shot from a card in front of it",
            _an_opening_shot,
        ),
    ),
    effect=attack_bank,
    space=_attack_space,
    listing=_attacks_listed,
)
"""4. A player may attack "an opponent who has a bank in their town", once per turn: "they
must place a coup card in front of them, or possess a permanent-effect card that gives
them a free shot" (one coup card face down, or none with a free shot; the opening comes
to one shot at least, the cards in front counted: rules notes R20)."""


def surrender(state: State, action: Surrender) -> State:
    """The defender gives the attacker half of its money; the attacker's face-down card,
    never fired, goes back to its hand."""
    attack = state.turn.attack
    assert attack is not None
    if attack.coup is not None:
        me = state.seats[attack.attacker]
        me = me.evolve(coups=in_order((*me.coups, attack.coup)))
        state = state.evolve(seats=with_seat(state, attack.attacker, me))
    return _looted(state, attack)


SURRENDER: Move[State, Surrender] = Move(
    Surrender,
    checks=(),
    effect=surrender,
    space=lambda setup, seat: (Surrender(seat),),
)
"""4. The attacked player may "admit defeat": it gives the attacker half of its money
(rules notes R21)."""


def defend(state: State, action: Defend) -> State:
    """The attacker's face-down card is revealed: the gunfight starts with its opening,
    and the defender is asked to reply."""
    return _fought(state, defence(state))


DEFEND: Move[State, Defend] = Move(
    Defend,
    checks=(),
    effect=defend,
    space=lambda setup, seat: (Defend(seat),),
)
"""4. The attacked player may defend its bank: the attacker's card is revealed and the
gunfight begins, the defender replying first (rules notes R20)."""


def fire(state: State, action: Fire) -> State:
    """A reply in the gunfight."""
    seat = action.player
    me = state.seats[seat]
    coups = me.coups
    for coup in action.coups:
        coups = remove_card(coups, coup)
    state = state.evolve(seats=with_seat(state, seat, me.evolve(coups=coups)))
    fight = state.turn.fight
    assert fight is not None
    fight = gunfight.reply(fight, seat, tuple(c.shots for c in action.coups))
    return _fought(state, fight)


def _holds(hand: tuple[Coup, ...], coups: tuple[Coup, ...]) -> bool:
    """Whether ``hand`` holds the coup cards ``coups``, in any order."""
    if len(coups) == 1:
        return coups[0] in hand
    return all(coups.count(coup) <= hand.count(coup) for coup in set(coups))


def _fire_held(state: State, action: Fire) -> bool:
    return _holds(state.seats[action.player].coups, action.coups)


def _needed(state: State, seat: int) -> int:
    fight = state.turn.fight
    assert fight is not None
    return gunfight.needed(fight, seat)


def _exceeds(state: State, action: Fire) -> bool:
    return sum(coup.shots for coup in action.coups) >= _needed(state, action.player)


def _said_too_weak(state: State, action: Fire) -> str:
    need = _needed(state, action.player)
    shots = "a shot" if need == 1 else f"{need} shots"
    return (
        "a reply is one or more coup cards one holds, its shots exceeding the others' "
        f"(equalling loses): seat {action.player} must add {shots} at least"
    )


def _minimal_reply(state: State, action: Fire) -> bool:
    if not state.setup.options.smallest_replies:
        return True
    shots = [coup.shots for coup in action.coups]
    return sum(shots) - min(shots) < _needed(state, action.player)


_FIRES: dict[tuple[int, tuple[int, ...]], Fire] = {}
"""The replies built so far, by seat and shots (fewest first): the space and the listing
hold these very objects."""


def _fire(seat: int, play: tuple[int, ...]) -> Fire:
    """The reply of ``seat`` laying down coup cards of ``play``'s shots (in order)."""
    found = _FIRES.get((seat, play))
    if found is None:
        found = _FIRES[seat, play] = Fire(seat, tuple(coup_of(n) for n in play))
    return found


def _coup_counts(content: Content) -> tuple[int, int, int]:
    """How many coup cards of one, two and three cartridges the content has."""
    found = dict(content.coup_cards)
    return found.get(Coup.ONE, 0), found.get(Coup.TWO, 0), found.get(Coup.THREE, 0)


def _fire_space(setup: Setup, seat: int) -> Iterator[Fire]:
    """Every non-empty multiset of the content's coup cards, ones first in each (threes
    outermost, as the action codec numbers them)."""
    ones, twos, threes = _coup_counts(setup.options.content)
    for three in range(threes + 1):
        for two in range(twos + 1):
            for one in range(ones + 1):
                if one or two or three:
                    yield _fire(seat, (1,) * one + (2,) * two + (3,) * three)


def _fires_listed(state: State, seat: int) -> list[Fire]:
    fight = state.turn.fight
    assert fight is not None
    shots = tuple(coup.shots for coup in state.seats[seat].coups)
    minimal = state.setup.options.smallest_replies
    return [
        _fire(seat, play) for play in gunfight.legal_replies(fight, seat, shots, minimal=minimal)
    ]


FIRE: Move[State, Fire] = Move(
    Fire,
    canonical=coups_in_order,
    checks=(
        Check(
            "coup-not-in-hand", "seat {action.player} does not hold those coup cards", _fire_held
        ),
        Check("reply-too-weak", _said_too_weak, _exceeds),
        Check(
            "reply-not-minimal",
            "a reply lays down no coup card it does not need to exceed the others",
            _minimal_reply,
        ),
    ),
    effect=fire,
    space=_fire_space,
    listing=_fires_listed,
)
"""4. A participant of a gunfight replies "by placing one or more coup cards", "with at
least one additional shot": "if the attacked player can, at best, only equal the
attacker's number of shots, they lose" (rules notes R22). Any coup cards it holds that
exceed, in any order; with ``Options(smallest_replies=True)`` (rules version 1) none it
does not need."""


def withdraw(state: State, action: Withdraw) -> State:
    """The participant is out; the last to have played wins once all others are."""
    fight = state.turn.fight
    assert fight is not None
    return _fought(state, gunfight.withdraw(fight, action.player))


WITHDRAW: Move[State, Withdraw] = Move(
    Withdraw,
    checks=(),
    effect=withdraw,
    space=lambda setup, seat: (Withdraw(seat),),
)
"""4. A participant who "can no longer, or no longer wishes to, exceed" withdraws, for
good; the last to have played wins once all the others have (rules notes R22)."""


def _fought(state: State, fight: gunfight.Gunfight) -> State:
    turn = state.turn
    attack = turn.attack
    if not gunfight.is_over(fight):
        turn = turn.evolve(step=Step.GUNFIGHT, tile=None, offer=None, fight=fight, loot=None)
        return state.evolve(turn=turn)
    piles = state.piles
    spent = [coup_of(n) for n in gunfight.discards(fight)]
    state = state.evolve(piles=piles.evolve(coups=discard(piles.coups, *spent)))
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
    owner = owner.evolve(coups=in_order((*owner.coups, *cards)))
    turn = state.turn.evolve(
        step=Step.SHOWDOWN,
        tile=None,
        offer=None,
        attacked=True,
        attack=None,
        fight=None,
        poker=None,
        loot=loot,
    )
    return state.evolve(
        seats=with_seat(state, attack.target, owner),
        piles=piles.evolve(coups=coups),
        turn=turn,
        rng=rng,
    )
