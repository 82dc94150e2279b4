"""The gunfight of *Rattlesnake City*, as a small immutable state machine.

Rulebook: "Gunfight", "Attacking an Opponent's Bank" and "At the End of a Poker Game".
A gunfight is started by a bank attack (two participants: the attacker, then the
attacked player) or by the loser of a poker game who played a revolver (the attacker,
then every other participant who did not run away, clockwise). Each participant has a
running total of shots; each reply must exceed the highest total so far, and the last
to have played wins once every other participant has withdrawn.

The game keeps the hands and the money: :func:`start`, :func:`reply` and
:func:`withdraw` only check a play against the totals, and the fight reports the coup
cards each participant spent (:func:`spent_by`, :func:`discards`), which the game puts
on the discard pile ("All coup cards used are discarded"). Coup cards are given by the
cartridges they show, 1, 2 or 3; per-participant fields are tuples in the order of
``participants``. Pure functions move a fight on and never change their input; an
illegal play raises :class:`~frontier_games.core.IllegalActionError` with a short
``rule`` code and leaves nothing changed. Long John's attack, from the rulebook::

    >>> from frontier_games.games.rattlesnake_city.gunfight import (
    ...     needed, reply, start, to_play, winner, withdraw)
    >>> LONG_JOHN, JIMMY = 0, 1
    >>> fight = start((LONG_JOHN, JIMMY), modifiers=(1, 0), opening=())  # Slippery Joe
    >>> fight = reply(fight, JIMMY, (2,))
    >>> to_play(fight), needed(fight, LONG_JOHN)
    (0, 2)
    >>> winner(withdraw(fight, LONG_JOHN))
    1

Decisions where the rulebook is silent
--------------------------------------

* A participant's permanent cards ("+1 shot" and "-1 shot", "works only once per
  gunfight") count once, from its first play: its net modifier is added to the shots of
  its opening or first reply. A participant that never plays never uses them, and its
  total stays 0.
* The attacker's opening is any number of coup cards, or none when its modifier alone
  gives at least one shot ("a coup card ... or a permanent-effect card that gives them a
  free shot"); below one shot it is refused. The game offers a bank attacker, and a
  poker loser drawing its revolver, one coup card or none
  (:data:`~.rattlesnake_city.pot.DRAW_REVOLVER`; with
  ``Options(smallest_replies=True)`` the loser the minimal openings of
  :func:`legal_openings`). A reply always needs at least one coup card
  ("by placing one or more coup cards"), even when a modifier alone would exceed.
* With several participants, a reply must exceed the highest total so far, which is
  always the total of the last to have played (every play exceeded all the others).
* Withdrawing is final, in a bank attack as after poker: a participant that "can no
  longer, or no longer wishes to, exceed" is out, and one that has no coup cards left
  that exceed ("run out of shots") must withdraw; the game asks it, or withdraws for it.
* The last to have played wins when every other participant has withdrawn: in a bank
  attack a tie loses for the one who had to exceed; after poker an attacker who opened
  with a free shot only and whom everyone leaves wins too (its opening is its play).
* The attacked player's "admit defeat" of a bank attack gives the same result as
  withdrawing at once; the attacker's opening cards are in :func:`spent_by` either way,
  and the game decides whether they are discarded when the defender gives up.
* :func:`legal_replies` (and :func:`legal_openings`) list by default only the minimal
  plays, those from which no card can be taken away while still meeting the need: they
  are the fewest choices that cover every way of staying in, and keep a bot's list short
  (a handful, not one per sub-multiset of the hand). A larger play is legal too ("at
  least one additional shot"), and it can pay to outbid by more so that others spend
  more; ``minimal=False`` lists every distinct play, and :func:`reply` accepts any.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from frontier_games.core import Frozen, IllegalActionError, frozen_class
from frontier_games.messages import brief

__all__ = [
    "MOST_SHOTS",
    "Gunfight",
    "discards",
    "is_over",
    "legal_openings",
    "legal_replies",
    "needed",
    "replies_of",
    "reply",
    "spent_by",
    "start",
    "to_play",
    "total",
    "winner",
    "withdraw",
]

MOST_SHOTS = 3
"""The most cartridges on a coup card: "one, two or three revolver shots"."""

_Play = tuple[int, ...]


@frozen_class
class Gunfight(Frozen):
    """A gunfight under way or over (rulebook, "Gunfight").

    Per-participant fields are tuples in the order of ``participants``.

    :ivar participants: the seats taking part, clockwise from the attacker.
    :ivar modifiers: each participant's net shots from the permanent-effect cards in
        front of it ("+1 shot", "-1 shot"), counted once, from its first play.
    :ivar totals: each participant's shots so far, its modifier included once it has
        played; ``0`` for one that has not played yet.
    :ivar spent: the coup cards each participant has placed, in the order placed (all
        are discarded at the end).
    :ivar still_in: whether each participant is still in (has not withdrawn).
    :ivar turn: the seat asked to reply or withdraw now; ``None`` once the fight is over.
    :ivar last_to_play: the seat that played last, so holds the highest total: the
        winner once the fight is over.
    """

    participants: tuple[int, ...]
    modifiers: tuple[int, ...]
    totals: tuple[int, ...]
    spent: tuple[_Play, ...]
    still_in: tuple[bool, ...]
    turn: int | None
    last_to_play: int


# --- checking arguments -----------------------------------------------------------------


def _is_int(value: object) -> bool:
    # bool is an int subclass, but True is not a seat, a modifier nor a number of shots.
    return type(value) is int


def _checked_seats(participants: Sequence[int]) -> tuple[int, ...]:
    if not isinstance(participants, tuple | list):
        raise ValueError(f"participants must be a tuple of seats, not {brief(participants)}")
    seats = tuple(participants)
    if len(seats) < 2:
        raise ValueError(f"a gunfight needs at least two participants, got {brief(seats)}")
    if not all(_is_int(seat) and seat >= 0 for seat in seats):
        raise ValueError(f"seats are ints from 0, got {brief(seats)}")
    if len(set(seats)) != len(seats):
        raise ValueError(f"a seat takes part only once in a gunfight, got {brief(seats)}")
    return seats


def _checked_modifier(modifier: int) -> int:
    if not _is_int(modifier):
        raise ValueError(f"a modifier is an int (net shots), not {brief(modifier)}")
    return modifier


def _checked_shots(shots: Sequence[int], what: str) -> _Play:
    if not isinstance(shots, tuple | list):
        raise ValueError(f"{what} must be a tuple of coup cards' shots, not {brief(shots)}")
    play = tuple(shots)
    if not all(_is_int(card) and 1 <= card <= MOST_SHOTS for card in play):
        raise ValueError(f"a coup card shows 1 to {MOST_SHOTS} shots; {what} was {brief(play)}")
    return play


def _check_seat(seat: int) -> None:
    if not _is_int(seat):
        raise ValueError(f"a seat is an int, not {brief(seat)}")


def _position(fight: Gunfight, seat: int) -> int:
    """Where ``seat`` sits in ``participants``; a seat outside the fight is a bad argument."""
    if not (_is_int(seat) and seat in fight.participants):
        raise ValueError(f"seat {brief(seat)} takes no part in this gunfight")
    return fight.participants.index(seat)


# --- starting ----------------------------------------------------------------------------


def start(
    participants: Sequence[int], modifiers: Sequence[int], opening: Sequence[int]
) -> Gunfight:
    """The attacker "starts the gunfight": it places ``opening`` (coup cards' shots,
    possibly none), with its own ``modifiers`` entry, and must have at least one shot.

    :param participants: the seats clockwise from the attacker (the bank attacker, or the
        poker loser who triggered the fight); in a bank attack, the attacked seat second.
    :param modifiers: each participant's net shots from its permanent-effect cards.
    :param opening: the shots of the coup cards the attacker places.
    :raises ValueError: fewer than two participants, a seat twice, a seat that is not an
        int from 0, not one int modifier per participant, a card outside 1 to 3 shots.
    :raises IllegalActionError: ``"no-opening-shot"`` when the opening is below one shot.
    """
    seats = _checked_seats(participants)
    if not isinstance(modifiers, tuple | list) or len(modifiers) != len(seats):
        raise ValueError(f"give one modifier per participant, got {brief(modifiers)}")
    nets = tuple(_checked_modifier(modifier) for modifier in modifiers)
    play = _checked_shots(opening, "the opening")
    shots = nets[0] + sum(play)
    if shots < 1:
        raise IllegalActionError(
            "no-opening-shot",
            f"the attacker must open with at least one shot: {brief(play)} with its "
            f"modifier {brief(nets[0])} gives {brief(shots)}",
            player=seats[0],
        )
    others = len(seats) - 1
    return Gunfight(
        participants=seats,
        modifiers=nets,
        totals=(shots,) + (0,) * others,
        spent=(play,) + ((),) * others,
        still_in=(True,) * len(seats),
        turn=seats[1],
        last_to_play=seats[0],
    )


# --- the questions -----------------------------------------------------------------------


def is_over(fight: Gunfight) -> bool:
    """Whether every participant but one has withdrawn.

    :raises: nothing.
    """
    return fight.turn is None


def to_play(fight: Gunfight) -> int | None:
    """The seat that must now reply or withdraw; ``None`` once the fight is over.

    :raises: nothing.
    """
    return fight.turn


def winner(fight: Gunfight) -> int | None:
    """The winner, "the last player to have played", once all the others withdrew;
    ``None`` before.

    :raises: nothing.
    """
    return fight.last_to_play if fight.turn is None else None


def total(fight: Gunfight, seat: int) -> int:
    """The shots ``seat`` has in front of it, its modifier included once it has played.

    :raises ValueError: if ``seat`` takes no part in the fight.
    """
    return fight.totals[_position(fight, seat)]


def spent_by(fight: Gunfight, seat: int) -> _Play:
    """The coup cards ``seat`` has placed, in the order placed: all go to the discards.

    :raises ValueError: if ``seat`` takes no part in the fight.
    """
    return fight.spent[_position(fight, seat)]


def discards(fight: Gunfight) -> _Play:
    """Every coup card placed in the fight, participant after participant ("All coup
    cards used are discarded").

    :raises: nothing.
    """
    return tuple(card for play in fight.spent for card in play)


def _has_played(fight: Gunfight, at: int) -> bool:
    # The attacker played its opening, possibly without a card; any other play has one.
    return at == 0 or bool(fight.spent[at])


def _shots_before(fight: Gunfight, at: int) -> int:
    """What the participant at ``at`` has before adding cards: its modifier counts on
    its first play."""
    return fight.totals[at] if _has_played(fight, at) else fight.modifiers[at]


def _highest(fight: Gunfight) -> int:
    return fight.totals[fight.participants.index(fight.last_to_play)]


def _need(before: int, highest: int) -> int:
    # A reply places at least one coup card, so it adds at least one shot.
    return max(1, highest + 1 - before)


def needed(fight: Gunfight, seat: int) -> int:
    """The fewest shots ``seat`` must add to exceed the highest total so far ("reply with
    at least one additional shot"), its own modifier counted if it has not played yet;
    at least 1, since a reply places at least one coup card. For a seat other than the
    one to play, what it would need now.

    :raises ValueError: if ``seat`` takes no part in the fight.
    """
    return _need(_shots_before(fight, _position(fight, seat)), _highest(fight))


def _plays(hand: _Play, need: int, minimal: bool) -> tuple[_Play, ...]:
    """The distinct sub-multisets of ``hand`` worth at least ``need`` shots, each sorted;
    with ``minimal``, only those from which no card can be taken away. Ordered by shots,
    then fewest cards."""
    return _counted_plays(hand.count(1), hand.count(2), hand.count(3), need, minimal)


@functools.lru_cache(maxsize=4096)
def _counted_plays(
    ones: int, twos: int, threes: int, need: int, minimal: bool
) -> tuple[_Play, ...]:
    """:func:`_plays` of a hand of ``ones``, ``twos`` and ``threes``, a memo: a hand of
    coup cards and the shots it needs recur from gunfight to gunfight."""
    found: list[tuple[int, int, _Play]] = []
    for three in range(threes + 1):
        for two in range(twos + 1):
            for one in range(ones + 1):
                shots = one + 2 * two + 3 * three
                if shots < need:
                    continue
                smallest = 1 if one else 2 if two else 3 if three else 0
                # Without its smallest card a play keeps the most shots it can keep.
                if minimal and smallest and shots - smallest >= need:
                    continue
                play = (1,) * one + (2,) * two + (3,) * three
                found.append((shots, len(play), play))
    found.sort()
    return tuple(play for _, _, play in found)


def legal_replies(
    fight: Gunfight, seat: int, hand: Sequence[int], *, minimal: bool = True
) -> tuple[_Play, ...]:
    """The distinct replies ``seat`` can make from ``hand`` (its coup cards' shots): each
    a sorted tuple of shots exceeding the highest total, fewest shots first. By default
    only minimal replies (no card could be left out); ``minimal=False`` lists every one.
    ``()`` if the seat may not reply now, or cannot: it must then withdraw.

    :raises ValueError: if ``hand`` holds a card outside 1 to 3 shots.
    """
    cards = _checked_shots(hand, "the hand")
    if fight.turn is None or seat != fight.turn or not _is_int(seat):
        return ()
    return _plays(cards, needed(fight, seat), minimal)


def replies_of(hand: Sequence[int], need: int, *, minimal: bool = True) -> tuple[_Play, ...]:
    """The distinct plays from ``hand`` (its coup cards' shots) worth ``need`` shots or
    more, as :func:`legal_replies` lists them for a seat that needs ``need``.

    :raises ValueError: if ``hand`` holds a card outside 1 to 3 shots.
    """
    return _plays(_checked_shots(hand, "the hand"), need, minimal)


def legal_openings(
    modifier: int, hand: Sequence[int], *, minimal: bool = True
) -> tuple[_Play, ...]:
    """The distinct openings an attacker with net ``modifier`` can make from ``hand``:
    ``()`` (no card) first when the modifier alone gives a shot, then the coup cards
    giving at least one shot. By default only minimal ones, as :func:`legal_replies`.
    Empty when the attacker cannot start a gunfight.

    :raises ValueError: if ``modifier`` is not an int or ``hand`` holds a card outside 1
        to 3 shots.
    """
    net = _checked_modifier(modifier)
    return _plays(_checked_shots(hand, "the hand"), 1 - net, minimal)


# --- replying and withdrawing ------------------------------------------------------------


def _over(seat: int) -> IllegalActionError:
    return IllegalActionError("gunfight-over", "the gunfight is over", player=seat)


def _check_turn(fight: Gunfight, seat: int) -> int:
    """The position of ``seat``, if it is asked now."""
    expected = fight.turn
    if expected is None:
        raise _over(seat)
    if seat != expected:
        if seat not in fight.participants:
            why = f"seat {brief(seat)} takes no part in this gunfight"
        elif not fight.still_in[fight.participants.index(seat)]:
            why = f"seat {seat} has withdrawn from this gunfight"
        else:
            why = f"it is seat {expected}'s turn, not seat {seat}'s"
        raise IllegalActionError("not-your-turn", why, player=seat)
    return fight.participants.index(seat)


def _next_in(fight: Gunfight, at: int, still_in: tuple[bool, ...]) -> int:
    """The next participant still in, clockwise after position ``at``."""
    n = len(still_in)
    for step in range(1, n):
        if still_in[(at + step) % n]:
            return fight.participants[(at + step) % n]
    raise AssertionError("a gunfight under way has two participants still in")


def reply(fight: Gunfight, seat: int, shots: Sequence[int]) -> Gunfight:
    """``seat`` replies on its turn, placing coup cards worth ``shots``, so that its total
    (with its modifier on its first play) exceeds the highest total so far.

    :raises ValueError: if ``seat`` is not an int or a card is outside 1 to 3 shots.
    :raises IllegalActionError: ``"gunfight-over"``; ``"not-your-turn"`` (a seat that is
        not asked, has withdrawn or takes no part); ``"no-coup-card"`` when ``shots`` is
        empty; ``"reply-too-weak"`` when the total would only equal or stay below the
        highest ("If the attacked player can, at best, only equal ... they lose").
    """
    _check_seat(seat)
    play = _checked_shots(shots, "the reply")
    at = _check_turn(fight, seat)
    if not play:
        raise IllegalActionError(
            "no-coup-card", "a reply places at least one coup card", player=seat
        )
    before, highest = _shots_before(fight, at), _highest(fight)
    after = before + sum(play)
    if after <= highest:
        raise IllegalActionError(
            "reply-too-weak",
            f"seat {seat} must exceed {brief(highest)} shots: {brief(play)} brings it to "
            f"{brief(after)}, it must add at least {brief(_need(before, highest))}",
            player=seat,
        )
    totals, spent = list(fight.totals), list(fight.spent)
    totals[at] = after
    spent[at] += play
    return fight.evolve(
        totals=tuple(totals),
        spent=tuple(spent),
        turn=_next_in(fight, at, fight.still_in),
        last_to_play=seat,
    )


def withdraw(fight: Gunfight, seat: int) -> Gunfight:
    """``seat`` withdraws on its turn and is out of this gunfight for good; when only the
    last to have played is left, the fight is over and it wins.

    :raises ValueError: if ``seat`` is not an int.
    :raises IllegalActionError: ``"gunfight-over"``; ``"not-your-turn"``.
    """
    _check_seat(seat)
    at = _check_turn(fight, seat)
    still_in = fight.still_in[:at] + (False,) + fight.still_in[at + 1 :]
    turn = None if sum(still_in) == 1 else _next_in(fight, at, still_in)
    return fight.evolve(still_in=still_in, turn=turn)
