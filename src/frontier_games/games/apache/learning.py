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

**The features** (:func:`features`) are floats in ``[0, 1]``, laid out as listed in
:func:`features`; with ``P`` players there are ``34 + 79 P + 2 P²`` of them (200, 289, 382
and 479 for 2 to 5 players).
"""

from __future__ import annotations

from frontier_games.codec import ActionCodec, one_hot
from frontier_games.core import not_a
from frontier_games.games.apache.content import (
    BUFFALO,
    CARD_KINDS,
    CARDS,
    PRAIRIE_CARDS,
    PRAIRIE_COUNTS,
    Colour,
    Indian,
    PrairieCard,
    table_counts,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    Take,
    View,
)
from frontier_games.games.apache.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    can_loot_on,
    checked_options,
)
from frontier_games.messages import unreadable_view

__all__ = ["codec", "feature_size", "features"]

_MALE_CARDS = tuple(card for card in CARDS if card.indian not in (None, Indian.WOMAN))
_INDIAN_CARDS = tuple(card for card in CARDS if card.indian is not None)
_PHASES = tuple(Phase)
_FLAGS = ("war_path", "wedding", "joint_raid", "chief_captures_twin", "buffalo_under_pile")
_HEAP = len(PRAIRIE_CARDS)
_PER_SEAT = 2 + 2 * CARD_KINDS + 2 * len(Indian) + 1
"""Per seat: pile size and buffalo, the top two cards, hand cards, can-make-loot, waiting."""


def _space(seat: int) -> tuple[ApacheAction, ...]:
    """Every action a seat could ever take, in id order (see the module docstring)."""
    return (
        *(Play(seat, indian) for indian in Indian),
        Pass(seat),
        Take(seat, Loot.ITEM),
        Take(seat, Loot.TIPIS),
        *(Take(seat, Loot.ITEM, card) for card in _MALE_CARDS),
        *(Take(seat, Loot.WEDDING, card) for card in _INDIAN_CARDS),
    )


_CODECS: dict[int, ActionCodec[ApacheAction]] = {
    players: ActionCodec.of(players, _space) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}
"""The action space of each player count, built once at import (never changed after)."""


def codec(players: int, options: Options | None = None) -> ActionCodec[ApacheAction]:
    """The 42-id action space of an *Apache* game, the same for every option set: the four
    hand cards, ``Pass``, the item, the tipis, the chief's 15 possible prisoners and the 20
    possible spouses (the table is on :doc:`/games/apache`).

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
    if type(view) is not View:
        raise not_a("an apache View", view)
    try:
        return _features(view)
    except (AttributeError, TypeError, IndexError, KeyError, OverflowError) as error:
        raise unreadable_view(error) from None


def _features(view: View) -> tuple[float, ...]:
    players = view.players
    out: list[float] = [0.0] * (len(_PHASES) + players)
    out[_PHASES.index(view.phase)] = 1.0
    if view.player is not None:
        out[3 + view.player] = 1.0
    options = view.options
    out += [1.0 if getattr(options, flag) else 0.0 for flag in _FLAGS]
    for colour in view.colours:
        out += one_hot(colour.index, len(Colour))
    table = table_counts(view.table)
    out += [count / total for count, total in zip(table, PRAIRIE_COUNTS, strict=True)]
    out.append(view.heap_size / _HEAP)
    for seat in range(players):
        pile = view.piles[seat]
        out += (len(pile) / _HEAP, pile.count(PrairieCard.BUFFALO) / PRAIRIE_COUNTS[BUFFALO])
        for depth in (1, 2):
            out += one_hot(pile[-depth].index if len(pile) >= depth else None, CARD_KINDS)
        held = view.hands[seat]
        out += [1.0 if indian in held else 0.0 for indian in Indian]
        own = view.colours[seat].index * 4
        out += [
            1.0 if can_loot_on(table, own + indian.index, indian.index, options) else 0.0
            for indian in Indian
        ]
        out.append(1.0 if seat in view.waiting else 0.0)
    _add_board(out, view.board, players)
    out += one_hot(view.resolving if view.phase is Phase.LOOT else None, players)
    out += one_hot(view.turner, players)
    _add_board(out, view.last_board, players)
    return tuple(out)


def _add_board(out: list[float], board: tuple[BoardCard, ...], players: int) -> None:
    """A Pow-Wow board, one slot per position from the bottom, at most one per seat: the
    seat, the hand card, and whether it was useless as it landed (an empty slot: zeros)."""
    for position in range(players):
        if position < len(board):
            card = board[position]
            out += one_hot(card.player, players)
            out += one_hot(card.indian.index, len(Indian))
            out.append(1.0 if card.useless else 0.0)
        else:
            out += [0.0] * (players + len(Indian) + 1)
