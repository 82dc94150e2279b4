"""*Apache* for learning agents: a fixed integer action space and an observation vector.

**The action space** (:func:`codec`) has the same 42 ids in every configuration, so a policy
serves every player count and option set (an id the configuration never allows is simply
never legal, and masked off):

====================  ==================================================================
ids                   action
====================  ==================================================================
0 .. 3                ``Play`` the hunter, chief, warrior, Indian woman
4                     ``Pass``
5                     ``Take(ITEM)`` (the hunter's, warrior's or woman's item)
6                     ``Take(TIPIS)``
7 .. 21               ``Take(ITEM, prisoner)``, the chief's prisoner: the 15 male Indian
                      cards in card order (red hunter, red chief, red warrior, yellow
                      hunter, ... blue warrior)
22 .. 41              ``Take(WEDDING, spouse)``: the 20 Indian cards in card order (a male
                      Indian marries one of the 5 women, a woman one of the 15 men)
====================  ==================================================================

Each block is a function of the seat in the home of its kind of move, beside the kind's
rules and words (``play_ids`` and ``pass_ids`` in :mod:`.apache.grab`, ``take_ids`` in
:mod:`.apache.loot`); this module only puts them in order.

**The features** (:func:`features`) are floats in ``[0, 1]``, laid out as listed in
:func:`features`; with ``P`` players there are ``34 + 79 P + 2 P²`` of them (200, 289, 382
and 479 for 2 to 5 players).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import truediv

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.games.apache import grab, loot
from frontier_games.games.apache.content import (
    BUFFALO,
    CARD_KINDS,
    CARDS,
    PRAIRIE_CARDS,
    PRAIRIE_COUNTS,
    Colour,
    Indian,
    table_counts,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Options,
    Phase,
    View,
)
from frontier_games.games.apache.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    can_loot_on,
    checked_options,
)
from frontier_games.messages import reads_view

__all__ = ["codec", "feature_size", "features"]

_PHASES = tuple(Phase)
_FLAGS = ("war_path", "wedding", "joint_raid", "chief_captures_twin", "buffalo_under_pile")
_HEAP = len(PRAIRIE_CARDS)
_PER_SEAT = 2 + 2 * CARD_KINDS + 2 * len(Indian) + 1
"""Per seat: pile size and buffalo, the top two cards, hand cards, can-make-loot, waiting."""


_BLOCKS: tuple[Callable[[int], Sequence[ApacheAction]], ...] = (
    grab.play_ids,
    grab.pass_ids,
    loot.take_ids,
)
"""The blocks of the action space, in id order (the module's table): each is a function of
the seat, in the home of its kind of move."""


def _space(seat: int) -> list[ApacheAction]:
    """Every action a seat could ever take, in id order: the blocks one after another."""
    return [action for block in _BLOCKS for action in block(seat)]


_CODECS: dict[int, ActionCodec[ApacheAction]] = {
    players: ActionCodec.of(players, _space) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}
"""The action space of each player count, built once at import (never changed after)."""


def codec(players: int, options: Options | None = None) -> ActionCodec[ApacheAction]:
    """The 42-id action space of an *Apache* game, the same for every option set: the four
    hand cards, ``Pass``, the item, the tipis, the chief's 15 possible prisoners and the 20
    possible spouses (the table is on :doc:`/games/apache`).

    >>> from frontier_games.games.apache.model import Pass
    >>> space = codec(3)
    >>> space.size, space.encode(Pass(2)), space.decode(7, player=1)
    (42, 4, Take(player=1, loot=<Loot.ITEM: 'item'>, indian=<PrairieCard.RED_HUNTER: 0>))

    :raises SetupError: if ``players`` or ``options`` would not set up a game
        (as :func:`~frontier_games.games.apache.new_game` checks them).
    """
    checked_options(players, options)
    return _CODECS[players]


def feature_size(players: int, options: Options | None = None) -> int:
    """The length of :func:`features` for ``players`` seats: ``34 + 79 P + 2 P²``.

    :raises SetupError: if ``players`` or ``options`` would not set up a game.
    """
    checked_options(players, options)
    head = len(_PHASES) + players + len(_FLAGS) + len(Colour) * players + CARD_KINDS + 1
    board = players * (players + len(Indian) + 1)
    return head + players * _PER_SEAT + board + 2 * players + board


@reads_view(View, "an apache View")
def features(view: View) -> tuple[float, ...]:
    """The observation vector of a view: every entry a float in ``[0, 1]``, in this order
    (``P`` is the player count, seats in seat order, cards in
    :class:`~.content.PrairieCard` order):

    #. the phase, one-hot: grab window, loot being made, over (3);
    #. the viewer's seat, one-hot (``P``; all zero for a spectator);
    #. the option flags: War Path, Wedding, Joint Raid, the chief's twin, buffalo under the
       pile (5);
    #. each seat's colour, one-hot (``5 P``);
    #. the face-up cards, per kind: how many lie face up / how many the game has (25);
    #. the face-down heap's size / 114 (1);
    #. per seat (``61 P``): its winnings pile's size / 114, the buffalo in it / 33, its top
       card one-hot (25), the card below it one-hot (25), which hand cards it holds (4, in
       hunter, chief, warrior, woman order), which of them could make loot now (4), and
       whether it may still play or pass in the grab window (1);
    #. the Pow-Wow board, one slot per position from the bottom (``P (P + 5)``; an empty
       slot all zero): the seat, one-hot (``P``), the hand card, one-hot (4), and whether
       it could not make loot as it landed (1);
    #. the board position whose loot is chosen, one-hot (``P``; all zero outside
       ``Phase.LOOT``);
    #. the seat that turned up the last card, one-hot (``P``);
    #. the last window's board (``view.last_board``), as the Pow-Wow board above
       (``P (P + 5)``).

    :raises TypeError: if ``view`` is not an *Apache* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _features(view)


@attrs.frozen
class _Layout:
    """Where each part of :func:`features` starts for one player count (the order is the
    docstring's), and the place of each seat in a seat's one-hot."""

    size: int
    viewer: int
    flags: int
    colours: int
    table: int
    heap: int
    seats: int
    board: int
    resolving: int
    turner: int
    last_board: int
    seat_places: tuple[int, ...]
    """``seat_places[seat]`` is ``seat``, and an ``IndexError`` for a seat out of range
    as in ``one_hot`` (a negative seat counts from the end, as there)."""


def _layout(players: int) -> _Layout:
    viewer = len(_PHASES)
    flags = viewer + players
    colours = flags + len(_FLAGS)
    table = colours + len(Colour) * players
    heap = table + CARD_KINDS
    seats = heap + 1
    board = seats + players * _PER_SEAT
    resolving = board + players * (players + len(Indian) + 1)
    turner = resolving + players
    last_board = turner + players
    size = last_board + players * (players + len(Indian) + 1)
    return _Layout(
        size, viewer, flags, colours, table, heap, seats, board, resolving, turner, last_board,
        tuple(range(players)),
    )  # fmt: skip


_LAYOUTS = {players: _layout(players) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
"""The layout of each player count, built once at import (never changed after)."""

# A seat's part of the features: the pile's size and buffalo, its top card, the card
# below, the hand cards held, those that could make loot, whether it is still waiting.
_TOP, _BELOW = 2, 2 + CARD_KINDS
_HELD = _BELOW + CARD_KINDS
_CAN_LOOT = _HELD + len(Indian)
_WAITING = _CAN_LOOT + len(Indian)
_INDIANS = tuple((indian, indian.index) for indian in Indian)
"""The Indians and their indexes, in order (iterating the enum class itself runs a Python
generator, and ``len`` of it a Python call: hence the counts below)."""
_INDIAN_COUNT, _COLOUR_COUNT = len(Indian), len(Colour)
_COLOUR_PLACES, _INDIAN_PLACES = tuple(range(_COLOUR_COUNT)), tuple(range(_INDIAN_COUNT))
_KIND_PLACES = tuple(range(CARD_KINDS))
"""As ``seat_places``: a colour's, a hand card's and a card kind's place, checked as
``one_hot`` did."""
_BUFFALO_CARD = CARDS[BUFFALO]


def _features(view: View) -> tuple[float, ...]:
    players = view.players
    at = _LAYOUTS[players]
    seat = at.seat_places
    phase = view.phase
    # Zeros everywhere, then each part's nonzero entries, in the documented order:
    # the phase, the viewer, the option flags, each seat's colour
    out = [0.0] * at.size
    out[_PHASES.index(phase)] = 1.0
    if view.player is not None:
        out[at.viewer + seat[view.player]] = 1.0
    options = view.options
    start = at.flags
    for flag, on in enumerate(
        (
            options.war_path,
            options.wedding,
            options.joint_raid,
            options.chief_captures_twin,
            options.buffalo_under_pile,
        )
    ):
        if on:
            out[start + flag] = 1.0
    start = at.colours
    for colour in view.colours:
        out[start + _COLOUR_PLACES[colour.index]] = 1.0
        start += _COLOUR_COUNT
    # the face-up cards per kind, the heap
    table = table_counts(view.table)
    out[at.table : at.heap] = map(truediv, table, PRAIRIE_COUNTS)  # 25 counts, 25 totals
    out[at.heap] = view.heap_size / _HEAP
    # per seat: its pile's size and buffalo, top card, card below, hand, loot, waiting
    start = at.seats
    piles, hands, colours, waiting = view.piles, view.hands, view.colours, view.waiting
    for n in range(players):
        pile = piles[n]
        out[start] = len(pile) / _HEAP
        out[start + 1] = pile.count(_BUFFALO_CARD) / PRAIRIE_COUNTS[BUFFALO]
        if pile:
            out[start + _TOP + _KIND_PLACES[pile[-1].index]] = 1.0
            if len(pile) >= 2:
                out[start + _BELOW + _KIND_PLACES[pile[-2].index]] = 1.0
        held = hands[n]
        own = colours[n].index * 4
        for indian, index in _INDIANS:
            if indian in held:
                out[start + _HELD + index] = 1.0
            # can_loot_on is False at once without its own Indian card face up
            if table[own + index] and can_loot_on(table, own + index, index, options):
                out[start + _CAN_LOOT + index] = 1.0
        if n in waiting:
            out[start + _WAITING] = 1.0
        start += _PER_SEAT
    # the board, the position whose loot is chosen, the turner, the last window's board
    _add_board(out, at.board, view.board, seat)
    if phase is Phase.LOOT:
        out[at.resolving + seat[view.resolving]] = 1.0
    out[at.turner + seat[view.turner]] = 1.0
    _add_board(out, at.last_board, view.last_board, seat)
    return tuple(out)


def _add_board(
    out: list[float],
    start: int,
    board: tuple[BoardCard, ...],
    seat: tuple[int, ...],
) -> None:
    """A Pow-Wow board from ``start``, one slot per position from the bottom, at most one
    per seat: the seat, the hand card, and whether it was useless as it landed (an empty
    slot: zeros, as ``out`` already holds)."""
    players = len(seat)
    useless_at = players + _INDIAN_COUNT
    for card in board[:players]:
        out[start + seat[card.player]] = 1.0
        out[start + players + _INDIAN_PLACES[card.indian.index]] = 1.0
        if card.useless:
            out[start + useless_at] = 1.0
        start += useless_at + 1
