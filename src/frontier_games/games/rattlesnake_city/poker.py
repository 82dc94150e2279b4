"""*Rattlesnake City*'s poker, as pure functions: the normal game's playing cards and the
"real deal" variant's standard hands.

The normal game
---------------

There are 25 playing cards numbered 1 to 25, each in the game once. Every participant
reveals one, and "the playing card of the highest value wins the total of the stakes"
(:func:`highest`). The revealed cards are a mapping from seat to card number; the poker
cards change it and never change their input:

* :func:`cheater` -- "swap their revealed playing card for one of an opponent's";
* :func:`professional_player` -- "take back their revealed playing card and replace it
  with another from their hand";
* :func:`tar_and_feathers` -- "to be played after a Cheater": it undoes the swap and puts
  the cheater out of the hand; the cheater's stake is shared with :func:`share`.

::

    >>> from frontier_games.games.rattlesnake_city.poker import cheater, highest
    >>> revealed = {0: 12, 1: 20, 2: 7}
    >>> highest(revealed)
    1
    >>> highest(cheater(revealed, 2, 1))
    2

The variant ("real deal")
-------------------------

Each playing card stands for one card of a standard 52-card deck, "1 = 2 of Clubs ... 25
= Ace of Spades" (:func:`standard_card`), and hands are ranked by the standard high-hand
order (:func:`best_hand`, :func:`winners`), through the poker library *pokerkit*, an
optional dependency (``pip install 'frontier-games[poker]'``): :func:`poker_library_available`
tells whether it is there. The rulebook's own example, Long John's straight::

    >>> from frontier_games.games.rattlesnake_city.poker import (
    ...     Rank, StandardCard, Suit, best_hand, standard_card)
    >>> str(standard_card(23))
    'King of Hearts'
    >>> long_john = (StandardCard(Rank.NINE, Suit.CLUBS), StandardCard(Rank.TEN, Suit.DIAMONDS),
    ...              StandardCard(Rank.JACK, Suit.DIAMONDS), StandardCard(Rank.QUEEN, Suit.SPADES))
    >>> str(best_hand((*long_john, StandardCard(Rank.SEVEN, Suit.CLUBS))))
    'high card, queen'
    >>> str(best_hand((*long_john, standard_card(23))))
    'straight, king high'

Decisions where the rulebook is silent
--------------------------------------

* Which standard card each playing card shows is not printed beyond 1 (2 of Clubs), 23
  (King of Hearts) and 25 (Ace of Spades). Stand-in: the 52 cards ordered by rank, then
  suit (clubs, diamonds, hearts, spades), and card *n* is the one at position
  ``1 + floor((n - 1) * 51 / 24)``: it meets all three printed points and rises with *n*.
* Tar & Feathers in the normal game does what the variant says: played right after the
  Cheater (before any other card), by any other player whether or not they took part, it
  undoes the swap, the cheater is out of the hand and their stake is shared among all the
  other players, the remainder staying on the table for the hand's winner.
* Shares are paid in whole $1,000 bills, the smallest bill (:data:`BILL`); what does not
  divide stays on the table.
* A variant hand holding the same card twice is ranked as its cards read (two Aces of
  Spades are a pair of aces): it stands unless someone plays Tar & Feathers
  (:func:`duplicates`); its second copy makes no flush, since a flush is five different
  cards of one suit. Five cards of one rank, possible only so, make no poker hand.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Mapping

import attrs

from frontier_games.core import Frozen, IllegalActionError, brief, frozen_class

__all__ = [
    "BILL",
    "DECK",
    "MISSING_LIBRARY",
    "PLAYING_CARDS",
    "Category",
    "HandValue",
    "PokerCardsError",
    "Rank",
    "StandardCard",
    "Suit",
    "best_hand",
    "cheater",
    "duplicates",
    "highest",
    "in_deck_order",
    "poker_library_available",
    "professional_player",
    "share",
    "standard_card",
    "tar_and_feathers",
    "winners",
]

PLAYING_CARDS = 25
"""The playing cards are numbered 1 to 25."""

BILL = 1000
"""The smallest bill, $1,000: stakes are shared in whole bills (a project decision)."""

MISSING_LIBRARY = "the real-deal poker variant needs pokerkit: pip install 'frontier-games[poker]'"
"""What :func:`best_hand` says when pokerkit is not installed (the game's SetupError too)."""


class PokerCardsError(ValueError):
    """Cards that cannot be: a playing card outside 1 to 25 or revealed twice, no card
    at all, a variant hand of the wrong size or of something other than standard cards."""


# --- the normal game -------------------------------------------------------------------


def _check_number(number: object) -> None:
    if type(number) is not int or not 1 <= number <= PLAYING_CARDS:
        raise PokerCardsError(f"a playing card is a number from 1 to 25, not {brief(number)}")


def _check_revealed(revealed: Mapping[int, int]) -> None:
    for number in revealed.values():
        _check_number(number)
    if len(set(revealed.values())) != len(revealed):
        raise PokerCardsError(f"each playing card is in the game once, got {brief(revealed)}")


def highest(revealed: Mapping[int, int]) -> int:
    """The seat whose revealed playing card has the highest value: it "wins the total of
    the stakes". The cards are distinct, so there is no tie.

    :raises PokerCardsError: if no card is revealed, or a card is not 1 to 25 or is
        revealed twice.
    """
    _check_revealed(revealed)
    if not revealed:
        raise PokerCardsError("no playing card was revealed")
    return max(revealed, key=revealed.__getitem__)


def _check_has_card(revealed: Mapping[int, int], seat: int, rule: str, whose: str) -> None:
    if seat not in revealed:
        raise IllegalActionError(
            rule, f"seat {brief(seat)} has no revealed playing card {whose}", player=seat
        )


def cheater(revealed: Mapping[int, int], player: int, opponent: int) -> Mapping[int, int]:
    """The Cheater card: ``player`` "swaps their revealed playing card for one of an
    opponent's", ``opponent``'s. Returns the revealed cards after the swap.

    :raises IllegalActionError: ``"no-revealed-card"`` if ``player`` revealed no card,
        ``"cheat-yourself"`` if ``opponent`` is ``player``, ``"opponent-no-card"`` if
        ``opponent`` revealed none.
    :raises PokerCardsError: if the revealed cards cannot be (see :func:`highest`).
    """
    _check_revealed(revealed)
    _check_has_card(revealed, player, "no-revealed-card", "to swap")
    if opponent == player:
        raise IllegalActionError(
            "cheat-yourself", "the Cheater swaps with an opponent's card", player=player
        )
    if opponent not in revealed:
        raise IllegalActionError(
            "opponent-no-card",
            f"seat {brief(opponent)} revealed no playing card to swap with",
            player=player,
        )
    swapped = dict(revealed)
    swapped[player], swapped[opponent] = revealed[opponent], revealed[player]
    return swapped


def professional_player(
    revealed: Mapping[int, int], player: int, replacement: int
) -> Mapping[int, int]:
    """The Professional Player card: ``player`` "takes back their revealed playing card
    and replaces it with another from their hand", ``replacement``. Returns the revealed
    cards after it; the card taken back is ``revealed[player]``. The game checks that
    ``replacement`` is in the player's hand.

    :raises IllegalActionError: ``"no-revealed-card"`` if ``player`` revealed no card.
    :raises PokerCardsError: if ``replacement`` is not 1 to 25 or is already revealed, or
        the revealed cards cannot be.
    """
    _check_revealed(revealed)
    _check_has_card(revealed, player, "no-revealed-card", "to take back")
    _check_number(replacement)
    if replacement in revealed.values():
        raise PokerCardsError(f"playing card {replacement} is already revealed")
    replaced = dict(revealed)
    replaced[player] = replacement
    return replaced


def tar_and_feathers(revealed: Mapping[int, int], cheat: int, victim: int) -> Mapping[int, int]:
    """The Tar & Feathers card, "to be played after a Cheater" (right after it): the swap
    of ``cheat``, the cheater, with ``victim`` is undone and the cheater is out of the
    hand. Returns the revealed cards of those still in; the game shares the cheater's
    stake among all the other players with :func:`share`.

    :raises IllegalActionError: ``"no-revealed-card"`` or ``"opponent-no-card"`` if the
        cheater or the victim has no card in ``revealed`` (the cards as the Cheater left
        them), ``"cheat-yourself"`` if the two seats are one.
    :raises PokerCardsError: if the revealed cards cannot be.
    """
    undone = cheater(revealed, cheat, victim)
    return {seat: number for seat, number in undone.items() if seat != cheat}


def share(amount: int, seats: Iterable[int]) -> tuple[Mapping[int, int], int]:
    """A stake shared among ``seats`` in whole $1,000 bills: each seat's share, equal
    for all, and "the remainder", which stays on the table. Used for the cheater's stake
    under Tar & Feathers and for Yellow-Livered Coyotes running away together.

    >>> share(5000, (1, 2, 3))
    ({1: 1000, 2: 1000, 3: 1000}, 2000)

    :raises ValueError: if ``amount`` is negative, or ``seats`` is empty or repeats a seat.
    """
    sharers = tuple(seats)
    if type(amount) is not int or amount < 0:
        raise ValueError(f"a stake is a whole number of dollars, at least 0, not {brief(amount)}")
    if not sharers or len(set(sharers)) != len(sharers):
        raise ValueError(f"a stake is shared among distinct seats, got {brief(sharers)}")
    each = amount // BILL // len(sharers) * BILL
    return dict.fromkeys(sharers, each), amount - each * len(sharers)


# --- the variant: standard cards --------------------------------------------------------


class Rank(enum.IntEnum):
    """The rank of a standard card, from the two (2) to the ace (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def word(self) -> str:
        """The rank in words: ``"king"``."""
        return self.name.lower()

    @property
    def plural(self) -> str:
        """The rank in words, several of it: ``"kings"``, ``"sixes"``."""
        return "sixes" if self is Rank.SIX else self.word + "s"

    @property
    def symbol(self) -> str:
        """The rank's one-letter symbol: ``"2"`` to ``"9"``, ``"T"``, ``"J"``, ``"Q"``,
        ``"K"``, ``"A"``."""
        return "23456789TJQKA"[self - 2]


class Suit(enum.Enum):
    """The suit of a standard card, in the order of the stand-in mapping. Its value is
    its one-letter symbol."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def word(self) -> str:
        """The suit in words: ``"hearts"``."""
        return self.name.lower()


@frozen_class
class StandardCard(Frozen):
    """One card of a standard 52-card deck; ``str`` gives ``"King of Hearts"``."""

    rank: Rank = attrs.field(validator=attrs.validators.instance_of(Rank))
    suit: Suit = attrs.field(validator=attrs.validators.instance_of(Suit))

    def __str__(self) -> str:
        return f"{self.rank.word.capitalize()} of {self.suit.word.capitalize()}"


DECK: tuple[StandardCard, ...] = tuple(StandardCard(rank, suit) for rank in Rank for suit in Suit)
"""The 52 standard cards by rank, then suit: 2 of Clubs, 2 of Diamonds, ... Ace of Spades."""

# Stand-in (the printed cards show only 1, 23 and 25): spread evenly over DECK.
_DECK_ORDER = {card: index for index, card in enumerate(DECK)}


def in_deck_order(cards: Iterable[StandardCard]) -> tuple[StandardCard, ...]:
    """``cards`` in :data:`DECK` order, as a real deal's hands keep them."""
    return tuple(sorted(cards, key=_DECK_ORDER.__getitem__))


_STANDS_FOR = tuple(DECK[(number - 1) * 51 // 24] for number in range(1, PLAYING_CARDS + 1))


def standard_card(number: int) -> StandardCard:
    """The standard card playing card ``number`` stands for in the variant, "1 = 2 of
    Clubs ... 25 = Ace of Spades" (23 is the King of Hearts). A stand-in mapping: see the
    module's decisions.

    :raises PokerCardsError: if ``number`` is not 1 to 25.
    """
    _check_number(number)
    return _STANDS_FOR[number - 1]


def duplicates(cards: Iterable[StandardCard]) -> bool:
    """Whether a hand holds the same card twice, as when "a player ends up with two
    identical cards after replacing a normal card with a playing card": then Tar &
    Feathers may be played.
    """
    hand = tuple(cards)
    return len(set(hand)) != len(hand)


# --- the variant: hands ----------------------------------------------------------------


class Category(enum.IntEnum):
    """The kinds of poker hands, weakest first."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9


@attrs.frozen(order=True)
class HandValue(Frozen):
    """What a poker hand is worth: hands compare by ``strength`` alone, so a stronger
    hand is greater and two hands of the same value are equal whatever their suits.
    ``str`` says it in words: ``"straight, king high"``.

    :ivar strength: the hand's place among the 7,462 distinct five-card values, 0 (seven
        high) to 7461 (royal flush).
    :ivar category: its kind (straight, flush...).
    :ivar cards: the five cards that make it.
    """

    strength: int
    category: Category = attrs.field(eq=False)
    cards: tuple[StandardCard, ...] = attrs.field(eq=False)

    def __str__(self) -> str:
        # Groups of equal rank, the largest group first, then the higher rank.
        counts = Counter(card.rank for card in self.cards)
        ranks = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
        top, category = ranks[0], self.category
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and set(ranks) == _WHEEL:
            top = Rank.FIVE  # the ace plays low in 5-4-3-2-A
        if category is Category.HIGH_CARD:
            return f"high card, {top.word}"
        if category is Category.ONE_PAIR:
            return f"pair of {top.plural}"
        if category is Category.TWO_PAIR:
            return f"two pair, {top.plural} and {ranks[1].plural}"
        if category is Category.FULL_HOUSE:
            return f"full house, {top.plural} over {ranks[1].plural}"
        words = category.name.lower().replace("_", " ")
        if category in (Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND):
            return f"{words}, {top.plural}"
        return f"{words}, {top.word} high"


_WHEEL = {Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE}


def poker_library_available() -> bool:
    """Whether pokerkit, which the variant's hands need, can be imported."""
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        return False
    return True


def best_hand(cards: Iterable[StandardCard]) -> HandValue:
    """The value of the best five-card poker hand among ``cards`` (five, six or seven:
    a five-card hand, or the best five of a hold'em player's seven), by the standard
    high-hand ranking of pokerkit.

    :raises ImportError: with :data:`MISSING_LIBRARY` if pokerkit is not installed.
    :raises PokerCardsError: if there are not five to seven standard cards, or every five
        of them are of one rank (possible only with a card twice).
    """
    hand = tuple(cards)
    if not all(isinstance(card, StandardCard) for card in hand):
        raise PokerCardsError(f"a poker hand is made of StandardCard, got {brief(hand)}")
    if not 5 <= len(hand) <= 7:
        raise PokerCardsError(f"a poker hand is made of 5 to 7 cards, got {len(hand)}")
    try:
        from pokerkit import Card, StandardHighHand
        from pokerkit import Rank as LibraryRank
        from pokerkit import Suit as LibrarySuit
    except ImportError as error:
        raise ImportError(MISSING_LIBRARY, name="pokerkit") from error
    if len({card.rank for card in hand}) == 1:
        raise PokerCardsError(
            f"five cards of one rank make no poker hand: {', '.join(map(str, hand))}"
        )
    # A flush is five different cards of one suit, so the second copy of a card held
    # twice makes none: it is read in the suit the hand holds least (R33).
    fewest = min(Suit, key=lambda suit: (sum(card.suit is suit for card in hand), suit.value))
    read, seen = [], set()
    for card in hand:
        suit = fewest if card in seen and card.suit is not fewest else card.suit
        seen.add(card)
        read.append((Card(LibraryRank(card.rank.symbol), LibrarySuit(suit.value)), card))
    best = StandardHighHand.from_game(tuple(theirs for theirs, _ in read))
    ours = dict(read)
    entry = best.entry
    return HandValue(entry.index, Category[entry.label.name], tuple(ours[c] for c in best.cards))


def winners(hands: Mapping[int, Iterable[StandardCard]]) -> frozenset[int]:
    """The seats whose hand is the strongest: "the player with the strongest combination
    wins all the stakes"; several seats when their hands are worth the same.

    :raises ImportError: with :data:`MISSING_LIBRARY` if pokerkit is not installed.
    :raises PokerCardsError: if no hand is given, or a hand cannot be ranked (see
        :func:`best_hand`).
    """
    if not hands:
        raise PokerCardsError("no hand was shown")
    values = {seat: best_hand(cards) for seat, cards in hands.items()}
    top = max(values.values())
    return frozenset(seat for seat, value in values.items() if value == top)
