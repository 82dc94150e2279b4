"""*Wild Fun West* for learning agents: a fixed integer action space (:func:`codec`) and an
observation vector (:func:`features`, of length :func:`feature_size`).

Both are declared from the rules and the content, never from games played.

**The action space.** With ``M`` = :func:`~.wild_fun_west.rules.money_bound` (the most
money one seat can hold, so the largest bid, placement or amount there is), ``B`` the
content's buildings and ``P`` its professions (both in enum order: 20 and 28 by default)
and ``N`` seats, the
ids run in these blocks, each after the one before:

#. ``Bid(a)`` for ``a`` = 0 .. M (``M + 1`` ids: a sealed bid may be $0);
#. ``Pass`` (1);
#. ``Place(b, a)`` for each building ``b``, ``a`` = 1 .. M (``B M``);
#. ``Activate(p, r)`` for each profession ``p``, ``r`` = ``None`` then every other
   profession (``P P``);
#. ``Forbid(t)`` for ``t`` = 0 .. N - 1 (``N``; Annie Oakley);
#. ``SwapObjectives(t)`` for ``t`` = 0 .. N - 1 (``N``; Buffalo Bill);
#. ``Rob``, ``Claim``, ``SwitchBidding``, ``Redraw`` (4);
#. ``Exchange(g, t)`` for each profession ``g``, then each ``t`` other than ``g``
   (``P (P - 1)``; Calamity Jane);
#. ``Steal(b, a)`` for each building ``b``, ``a`` = 1 .. 7 (``7 B``; Jesse James);
#. ``ChooseBuilding(b)`` for each building ``b`` (``B``; Judge Roy Bean).

So ``Bid(a)`` is id ``a``, ``Pass`` is ``M + 1`` and ``Place(b, a)`` is
``M + 2 + i M + a - 1`` for the ``i``-th building. A seat's own seat among the targets
(``Forbid`` or ``SwapObjectives`` of itself) is never legal: it is listed so that an id
means the same action for every seat. With the standard content and the default turn
limit (30 turns, ``M`` = 483 for 4 players) there are 11,857 ids for 4 players.

**The features** are floats, laid out as listed in :func:`features`: ``213 + 108 N`` of
them (645 to 1,077 for 4 to 8 players). Money is divided by ``M``, so it lies in
``[0, 1]`` (the money on one building may pass 1 only when several seats' whole purses lie
on it; Jesse James's money placed is below 0 once he has stolen more than he placed).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.games.wild_fun_west import beginning, buildings, in_play, professions, rulebook
from frontier_games.games.wild_fun_west.content import (
    MAX_ACTIVE,
    PROFESSIONS_PER_TURN,
    Bidding,
    Building,
    Character,
    Content,
    ObjectiveSet,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    ClosedBid,
    OpenBid,
    Options,
    Phase,
    View,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.rules import NAME, checked_options
from frontier_games.games.wild_fun_west.table import (
    Dimensions,
    dimensions,
    income_total,
    money_bound_of,
)
from frontier_games.messages import reads_view

__all__ = ["BLOCKS", "codec", "feature_size", "features"]

_A_VIEW = f"a {NAME} View"
_PHASES = tuple(Phase)
_PHASE_INDEX = {phase: index for index, phase in enumerate(_PHASES)}
_SETS = tuple(ObjectiveSet)
_B = len(Building)
_P = len(Profession)
_C = len(Character)


# -- the action space ------------------------------------------------------------------------


def codec(players: int, options: Options | None = None) -> ActionCodec[WildFunWestAction]:
    """The integer action space of a game of ``players`` seats with ``options``: every
    action :func:`~.wild_fun_west.rules.legal_actions` can ever return in that configuration, in the
    order of the module's table (about twelve thousand ids per seat with the defaults). It
    is built once per player count, content and turn limit, the options it depends on.

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`~.wild_fun_west.rules.new_game` checks them).
    """
    options = checked_options(players, options)
    return _space(players, options.content, options.turn_limit)


BLOCKS: tuple[Callable[[int, Dimensions], Sequence[WildFunWestAction]], ...] = (
    professions.bid_ids,
    rulebook.pass_ids,
    buildings.place_ids,
    in_play.activate_ids,
    beginning.forbid_ids,
    in_play.swap_objectives_ids,
    beginning.rob_ids,
    professions.claim_ids,
    professions.switch_bidding_ids,
    buildings.redraw_ids,
    in_play.exchange_ids,
    buildings.steal_ids,
    buildings.choose_building_ids,
)
"""The kinds' blocks of ids, in the order of the module's table; each is declared in its
kind's home, beside the kind's checks and effect. The blocks hand out the homes' own
objects where they keep one: a legal action is then found in the codec's index by
identity, without a call to attrs' equality."""


@functools.lru_cache(maxsize=16)
def _space(players: int, content: Content, turn_limit: int) -> ActionCodec[WildFunWestAction]:
    """The space of a configuration, built once (a codec never changes)."""
    shape = dimensions(players, content, turn_limit)
    return ActionCodec.of(
        players, lambda seat: [action for block in BLOCKS for action in block(seat, shape)]
    )


# -- the observation -------------------------------------------------------------------------

_HEAD = len(_PHASES) + 1 + 1 + 3 + len(_SETS) + 2
"""The phase, the turn, the reveals left, the option flags, the objective set and the two
money totals (the per-seat parts of the head are counted apart)."""
_CARDS = 4 * _B + (1 + _B) + (_P + 2) + (1 + _P)
"""Own objective, town, buildings up, the money on them, the buildings deck and discards,
the profession revealed and its bid, the professions deck and discards."""
_PER_SEAT = _C + 2 * _P + 1 + 1 + _B + 1
"""Character, in play, hand, hidden cards, objective known and its buildings, income."""
_TAIL = _C + 3 + 1
"""Abilities used, the three flags of the turn, the activations."""


def feature_size(players: int, options: Options | None = None) -> int:
    """The length of :func:`features` for every view of a configuration: ``213 + 108 N``.

    :raises SetupError: if ``players`` or ``options`` would not set up a game.
    """
    checked_options(players, options)
    return _size(players)


def _size(players: int) -> int:
    n = players
    head = _HEAD + 2 * n + 2 * n  # viewer and first player; each seat's money and hidden flag
    auction = 7 + 6 * n
    building_bids = 2 + 2 * n
    waiting = 2 * n
    return (
        head + _CARDS + auction + building_bids + waiting + n * _PER_SEAT + _TAIL + 3 * n
    )  # the tail's forbidden seat and Buffalo Bill's swap: 3 N


@reads_view(View, _A_VIEW)
def features(view: View) -> tuple[float, ...]:
    """The observation vector of ``view``, a function of the view alone, in this order
    (``N`` seats, ``M`` = :func:`~.wild_fun_west.rules.money_bound`; buildings, professions,
    characters, phases and objective sets one flag each in enum order, 20, 28, 12, 9 and
    12 of them):

    #. the viewer's seat, one-hot (``N``; all zero for a spectator);
    #. the phase, one-hot (9);
    #. the turn / the turn limit, the professions still to reveal / those of a turn (2);
    #. the first player, one-hot (``N``);
    #. the options short game, open money, finish the turn (3);
    #. the objective set dealt, one-hot (12);
    #. the viewer's money / ``M`` (0 for a spectator), all the money held / ``N M`` (2);
    #. per seat, its money / ``M`` (0 where hidden) and whether it is hidden (``2 N``);
    #. the viewer's objective card's buildings (20; zero for a spectator);
    #. the town (20), the buildings up (20), the money on each building up / ``M`` (20);
    #. the buildings deck's size / 20 and the building discards (21);
    #. the profession revealed (28) and its bidding, open and closed (2);
    #. the professions deck's size / 28 and the profession discards (29);
    #. the profession auction (``7 + 6 N``): whether it is an open bid, a closed bid, a
       closed bid's tie-break (3); its bidders (``N``); the seat to act in the open bid
       or tie-break (``N``); passes in a row / ``N`` (1); the high bid / ``M`` (1) and its
       bidder (``N``); the seats whose sealed bid is in (``N``); the viewer's sealed bid
       / ``M`` and whether it is in (2); the revealed sealed bids / ``M`` (``N``); the
       seats in the tie-break (``N``);
    #. the building bids (``2 + 2 N``): whether they go on (1), the seat to act (``N``),
       passes in a row / ``N`` (1), each seat's money placed / ``M`` (``N``);
    #. the seat asked now (``N``) and every seat still to be asked (``N``);
    #. per seat (``91 N``): its character (12), professions in play (28), professions in
       hand (28), hidden cards in hand (1), whether its objective card is known (1) and
       that card's buildings (20), its income now / ``M`` (1);
    #. the abilities used (12), the seat Annie Oakley forbade (``N``), whether Wyatt Earp
       switched an auction, whether bans on the Sheriff are off, whether the turn is the
       last (3), the activations of the seat asked / 2 (1), Buffalo Bill's seat and the
       seat he swapped with (``2 N``).

    :raises TypeError: if ``view`` is not a *Wild Fun West* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _features(view)


@attrs.frozen
class _Layout:
    """What the features of one configuration share: the vector's length, ``M`` as a
    float, and the professions revealed in a turn."""

    size: int
    most: float
    reveals: int


@functools.lru_cache(maxsize=64, typed=True)
def _layout(players: int, content: Content, turn_limit: int) -> _Layout:
    """The layout of a configuration, worked out once (the content hashes once)."""
    most = float(money_bound_of(players, content, turn_limit))
    return _Layout(_size(players), most, PROFESSIONS_PER_TURN.get(players, 3))


_BUILDING_AT = {building: building.index for building in Building}
_PROFESSION_AT = {profession: profession.index for profession in Profession}
_CHARACTER_AT = {character: character.index for character in Character}
"""Each member's place in its enum, as plain dictionaries (``.index`` is a property)."""


def _features(view: View) -> tuple[float, ...]:
    n = view.players
    options = view.options
    content = options.content
    layout = _layout(n, content, options.turn_limit)
    most = layout.most
    building_at = _BUILDING_AT
    # The vector grows part by part, the memos' parts appended whole: the head and the
    # viewer's objective first.
    out = [0.0] * (_HEAD + 4 * n + _B)
    player = view.player
    if player is not None:
        out[player] = 1.0
    at = n
    out[at + _PHASE_INDEX[view.phase]] = 1.0
    at += len(_PHASES)
    out[at] = view.turn / options.turn_limit
    out[at + 1] = view.reveals_left / layout.reveals
    at += 2
    out[at + view.first] = 1.0
    at += n
    out[at] = float(options.short_game)
    out[at + 1] = float(options.open_money)
    out[at + 2] = float(options.finish_turn)
    at += 3
    out[at + _SETS.index(view.objective_set)] = 1.0  # a C scan: ObjectiveSet hashes slowly
    at += len(_SETS)
    money = view.money
    own = money[player] if player is not None else None
    out[at] = 0.0 if own is None else own / most
    out[at + 1] = view.money_total / (n * most)
    at += 2
    for held in money:
        if held is None:
            out[at + 1] = 1.0
        else:
            out[at] = held / most
        at += 2
    objectives = view.objectives
    objective = objectives[player] if player is not None else None
    if objective is not None:
        out[at : at + _B] = _building_flags(objective.buildings)
    at += _B
    town = view.town
    shown = _cards_segment(
        town, view.buildings_up, view.building_deck_size, view.building_discards,
        view.revealed, view.bidding, view.deck_size, view.discards,
    )  # fmt: skip
    out += shown
    bids = view.building_bids
    if bids is not None:  # the money on the buildings up, which changes at every bid
        for lot, building in enumerate(view.buildings_up):
            out[at + 2 * _B + building_at[building]] = bids.lots[lot] / most
    at += _CARDS_SEGMENT
    out += [0.0] * (9 + 10 * n)  # the auction, the building bids and the seats asked
    at = _auction(out, at, view, most)
    at = _building_bids(out, at, view, most)
    waiting = view.waiting
    if waiting:
        out[at + waiting[0]] = 1.0
        for seat in waiting:
            out[at + n + seat] = 1.0
    at += 2 * n
    out += _seats_segment(
        n, content, most, view.characters, view.active, view.hands, view.hidden_cards, town
    )
    for seat in range(n):  # the objective cards, set here: keyed on them, the memo would seldom hit
        card = objectives[seat]
        if card is not None:
            out[at + _OBJECTIVE_AT] = 1.0
            known = at + _OBJECTIVE_AT + 1
            out[known : known + _B] = _building_flags(card.buildings)
        at += _PER_SEAT
    tail = _tail(
        n, view.used, view.forbidden, view.earp_switched, view.sheriff_free, view.last,
        view.swapped,
    )  # fmt: skip
    out += tail
    out[at + _C + n + 3] = view.activations / MAX_ACTIVE
    at += len(tail)
    if at != len(out) or at != layout.size:  # a field longer than the players (by hand)
        raise ValueError(f"the view's fields do not hold one entry per seat of {n}")
    return tuple(out)


_CARDS_SEGMENT = _CARDS - _B
"""The cards' part of the features after the viewer's objective: from the town to the
profession discards."""
_OBJECTIVE_AT = _C + 2 * _P + 1
"""Where a seat's "objective known" flag lies in its part of the features."""


@functools.lru_cache(maxsize=1024)
def _cards_segment(
    town: tuple[Building, ...],
    up: tuple[Building, ...],
    building_deck_size: int,
    building_discards: tuple[Building, ...],
    revealed: Profession | None,
    bidding: Bidding | None,
    deck_size: int,
    discards: tuple[Profession, ...],
) -> tuple[float, ...]:
    """The town, the buildings up (the money on them left at 0), the buildings deck and
    discards, the profession revealed and its bidding, the professions deck and discards:
    what changes only when a card moves, so it is worked out once for many steps."""
    building_at, profession_at = _BUILDING_AT, _PROFESSION_AT
    out = [0.0] * _CARDS_SEGMENT
    for building in town:
        out[building_at[building]] = 1.0
    for building in up:
        out[_B + building_at[building]] = 1.0
    at = 3 * _B
    out[at] = building_deck_size / _B
    for building in building_discards:
        out[at + 1 + building_at[building]] = 1.0
    at += 1 + _B
    if revealed is not None:
        out[at + profession_at[revealed]] = 1.0
    out[at + _P] = float(bidding is Bidding.OPEN)
    out[at + _P + 1] = float(bidding is Bidding.CLOSED)
    at += _P + 2
    out[at] = deck_size / _P
    for profession in discards:
        out[at + 1 + profession_at[profession]] = 1.0
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _seats_segment(
    players: int,
    content: Content,
    most: float,
    characters: tuple[Character, ...],
    active: tuple[tuple[Profession, ...], ...],
    hands: tuple[tuple[Profession, ...], ...],
    hidden_cards: tuple[int, ...],
    town: tuple[Building, ...],
) -> tuple[float, ...]:
    """Every seat's part of the features but its objective card: its character, its
    professions in play and in hand, its hidden cards and its income. They change only
    when a card moves, so they are worked out once for many steps."""
    profession_at = _PROFESSION_AT
    in_play = {profession for row in active for profession in row}
    out = [0.0] * (players * _PER_SEAT)
    at = 0
    for seat in range(players):
        out[at + _CHARACTER_AT[characters[seat]]] = 1.0
        for profession in active[seat]:
            out[at + _C + profession_at[profession]] = 1.0
        for profession in hands[seat]:
            out[at + _C + _P + profession_at[profession]] = 1.0
        out[at + _C + 2 * _P] = float(hidden_cards[seat])
        income = income_total(content, active, town, seat, in_play)
        out[at + _PER_SEAT - 1] = income / most
        at += _PER_SEAT
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _building_flags(buildings: tuple[Building, ...]) -> tuple[float, ...]:
    """One flag per building of the content's enum, set for ``buildings`` (an objective
    card's six): the same few cards come up at every step."""
    out = [0.0] * _B
    for building in buildings:
        out[_BUILDING_AT[building]] = 1.0
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _tail(
    players: int,
    used: frozenset[Character],
    forbidden: int | None,
    earp_switched: bool,
    sheriff_free: bool,
    last: bool,
    swapped: tuple[int, int] | None,
) -> tuple[float, ...]:
    """The abilities used, the seat Annie Oakley forbade, the turn's flags, the
    activations left at 0 (they change within a swap moment) and Buffalo Bill's swap: all
    but the activations change a few times a game."""
    n = players
    out = [0.0] * (_C + n + 4 + 2 * n)
    for character in used:
        out[_CHARACTER_AT[character]] = 1.0
    at = _C
    if forbidden is not None:
        out[at + forbidden] = 1.0
    at += n
    out[at] = float(earp_switched)
    out[at + 1] = float(sheriff_free)
    out[at + 2] = float(last)
    at += 4
    if swapped is not None:
        bill, other = swapped
        out[at + bill] = 1.0
        out[at + n + other] = 1.0
    return tuple(out)


def _auction(out: list[float], at: int, view: View, most: float) -> int:
    """The profession auction's segment, from ``at``; returns where the next begins."""
    n = view.players
    shown = view.auction
    opened: OpenBid | None = None
    if type(shown) is OpenBid:
        out[at] = 1.0
        opened = shown
    elif type(shown) is ClosedBid:
        out[at + 1] = 1.0
        opened = shown.tiebreak
        out[at + 2] = float(opened is not None)
    at += 3
    if shown is not None:
        for seat in shown.order:
            out[at + seat] = 1.0
    at += n
    if opened is not None:
        if opened.to_act is not None:
            out[at + opened.to_act] = 1.0
        out[at + n] = opened.passes / n
        out[at + n + 1] = opened.high_bid / most
        if opened.high_bidder is not None:
            out[at + n + 2 + opened.high_bidder] = 1.0
    at += 2 * n + 2
    if type(shown) is ClosedBid:
        for seat in shown.committed:
            out[at + seat] = 1.0
        if shown.own_bid is not None:
            out[at + n] = shown.own_bid / most
            out[at + n + 1] = 1.0
        if shown.bids is not None:
            for seat, amount in enumerate(shown.bids):
                if amount is not None:
                    out[at + n + 2 + seat] = amount / most
        if shown.tiebreak is not None:
            for seat in shown.tiebreak.order:
                out[at + 2 * n + 2 + seat] = 1.0
    return at + 3 * n + 2


def _building_bids(out: list[float], at: int, view: View, most: float) -> int:
    """The building bids' segment, from ``at``; returns where the next begins."""
    n = view.players
    bids = view.building_bids
    if bids is not None:
        out[at] = 1.0
        if bids.to_act is not None:
            out[at + 1 + bids.to_act] = 1.0
        out[at + 1 + n] = bids.passes / n
        for seat, placed in enumerate(bids.placed):
            out[at + 2 + n + seat] = placed / most
    return at + 2 + 2 * n
