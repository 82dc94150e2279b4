"""4. Attacking an opponent's bank: the attack, the defender's choice (admit defeat, or
defend in a gunfight), the gunfight's replies, the loot, and the two coup cards the bank's
owner draws after. The gunfight itself is :mod:`~.rattlesnake_city.gunfight`'s. Each kind
of move is declared once, with its checks, its effect, its space and its listing
(:mod:`frontier_games.moves`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from frontier_games.deck import cards_left, discard, draw, remove_card
from frontier_games.games.rattlesnake_city import gunfight, naming
from frontier_games.games.rattlesnake_city.content import (
    MAX_PLAYERS,
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
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.position import defence, has_bank, modifier
from frontier_games.games.rattlesnake_city.pot import coups_in_order, fight_over
from frontier_games.games.rattlesnake_city.survey import survey
from frontier_games.games.rattlesnake_city.turn import paid, with_seat
from frontier_games.moves import Check, Move

__all__ = [
    "ATTACK_BANK",
    "DEFEND",
    "FIRE",
    "SURRENDER",
    "WITHDRAW",
    "attack_bank",
    "attack_bank_ids",
    "defend",
    "defend_ids",
    "fire",
    "fire_ids",
    "half",
    "surrender",
    "surrender_ids",
    "withdraw",
    "withdraw_ids",
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
    coups = me.coups
    openings: list[Coup | None] = [None] if bonus >= 1 else []
    openings.extend(coup for coup, shots in _SHOTS if coup in coups and bonus + shots >= 1)
    if not openings:
        return []
    banks = survey(state.board).bank_places
    return [
        _ATTACKS[seat, target, coup]
        for target in range(state.setup.players)
        if target != seat and state.seats[target].town in banks
        for coup in openings
    ]


_SHOTS = tuple((coup, coup.shots) for coup in Coup)
"""Each coup card with its shots, in enum order."""


def _attack_bank_words(view: View, action: AttackBank) -> naming.Said:
    bank = f"{naming.seat(action.target)}'s bank"
    if action.coup is None:
        return (
            f"attack {bank} (a free shot, no coup card)",
            f"attacks {bank} (a free shot, no coup card)",
        )
    hidden = "a coup card" if view.player != action.player else action.coup.value
    return (
        f"attack {bank} ({action.coup.value}, face down)",
        f"attacks {bank} ({hidden}, face down)",
    )


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
    words=_attack_bank_words,
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


def _surrender_words(view: View, action: Surrender) -> naming.Said:
    attack = view.turn.attack
    if attack is None or attack.target != action.player:
        return "admit defeat", "admits defeat"
    to = naming.seat(attack.attacker)
    money = naming.money_of(view, action.player)
    if money is None:
        return (
            f"admit defeat (give {to} half your money)",
            f"admits defeat (gives {to} half its money)",
        )
    loot = naming.money(half(money))
    return f"admit defeat (give {to} {loot})", f"admits defeat (gives {to} {loot})"


def _surrender_space(setup: object, seat: int) -> tuple[Surrender, ...]:
    return (Surrender(seat),)


SURRENDER: Move[State, Surrender] = Move(
    Surrender,
    checks=(),
    effect=surrender,
    space=_surrender_space,
    words=_surrender_words,
)
"""4. The attacked player may "admit defeat": it gives the attacker half of its money
(rules notes R21)."""


def defend(state: State, action: Defend) -> State:
    """The attacker's face-down card is revealed: the gunfight starts with its opening,
    and the defender is asked to reply."""
    return _fought(state, defence(state))


def _defend_words(view: View, action: Defend) -> naming.Said:
    return "defend your bank", "defends its bank"


def _defend_space(setup: object, seat: int) -> tuple[Defend, ...]:
    return (Defend(seat),)


DEFEND: Move[State, Defend] = Move(
    Defend,
    checks=(),
    effect=defend,
    space=_defend_space,
    words=_defend_words,
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


def _fires_listed(state: State, seat: int) -> tuple[Fire, ...]:
    fight = state.turn.fight
    assert fight is not None
    if fight.turn != seat:
        return ()
    coups = state.seats[seat].coups
    need = _needed(state, seat)
    minimal = state.setup.options.smallest_replies
    counts = coups.count(Coup.ONE), coups.count(Coup.TWO), coups.count(Coup.THREE)
    return _replies(seat, *counts, need, minimal)


@functools.lru_cache(maxsize=16_384)
def _replies(
    seat: int, ones: int, twos: int, threes: int, need: int, minimal: bool
) -> tuple[Fire, ...]:
    """The replies :func:`~.rattlesnake_city.gunfight.legal_replies` lists for a seat
    holding ``ones``, ``twos`` and ``threes`` coup cards of one, two and three cartridges
    that needs ``need`` shots, as actions: a memo, as a hand and the shots it needs recur
    from gunfight to gunfight (counted, the hand's order does not matter)."""
    hand = (1,) * ones + (2,) * twos + (3,) * threes
    return tuple(_fire(seat, play) for play in gunfight.replies_of(hand, need, minimal=minimal))


def _fire_words(view: View, action: Fire) -> naming.Said:
    shots = naming.coups(action.coups) or "no coup card"
    turn = view.turn
    fight = turn.fight
    if turn.step is not Step.GUNFIGHT or fight is None or action.player not in fight.participants:
        return f"fire {shots}", f"fires {shots}"
    at = fight.participants.index(action.player)
    played = at == 0 or bool(fight.spent[at])
    before = fight.totals[at] if played else fight.modifiers[at]
    after = before + sum(coup.shots for coup in action.coups)
    highest = fight.totals[fight.participants.index(fight.last_to_play)]
    against = f"({naming.shots(after)} against {highest})"
    return f"reply with {shots} {against}", f"replies with {shots} {against}"


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
    words=_fire_words,
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


def _withdraw_words(view: View, action: Withdraw) -> naming.Said:
    return "withdraw from the gunfight", "withdraws from the gunfight"


def _withdraw_space(setup: object, seat: int) -> tuple[Withdraw, ...]:
    return (Withdraw(seat),)


WITHDRAW: Move[State, Withdraw] = Move(
    Withdraw,
    checks=(),
    effect=withdraw,
    space=_withdraw_space,
    words=_withdraw_words,
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


# -- codec ids --------------------------------------------------------------------------------
# The blocks of the action codec that hold this module's moves: every such action a seat
# could ever take with the content, for any number of players (every seat field runs over
# the six seats a game can have), in id order (:func:`~.rattlesnake_city.learning.codec`
# puts the blocks in order).


def attack_bank_ids(content: Content, seat: int) -> list[AttackBank]:
    """For target 0 .. 5: a free shot (no coup card), then each coup card face down."""
    return [
        AttackBank(seat, target, coup) for target in range(MAX_PLAYERS) for coup in (None, *Coup)
    ]


def surrender_ids(content: Content, seat: int) -> list[Surrender]:
    return [Surrender(seat)]


def defend_ids(content: Content, seat: int) -> list[Defend]:
    return [Defend(seat)]


def fire_ids(content: Content, seat: int) -> list[Fire]:
    """Every non-empty multiset of the content's coup cards, ones first in each: ``k``
    ones, ``j`` twos and ``i`` threes at ``i (c_2 + 1)(c_1 + 1) + j (c_1 + 1) + k - 1``
    for the content's ``c_1``, ``c_2`` and ``c_3`` cards of each."""
    found = dict(content.coup_cards)
    ones, twos, threes = (found.get(coup, 0) for coup in (Coup.ONE, Coup.TWO, Coup.THREE))
    return [
        Fire(seat, (Coup.ONE,) * one + (Coup.TWO,) * two + (Coup.THREE,) * three)
        for three in range(threes + 1)
        for two in range(twos + 1)
        for one in range(ones + 1)
        if one or two or three
    ]


def withdraw_ids(content: Content, seat: int) -> list[Withdraw]:
    return [Withdraw(seat)]
