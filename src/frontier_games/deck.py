"""Decks, discard piles, hands and ordered stacks of cards: immutable values, pure functions.

**Convention:** every pile is a tuple whose *end is its top*: ``pile[-1]`` is the card that
comes off next. Functions that hand cards out (:func:`draw`, :func:`peek`,
:func:`take_top`) list them top first, in the order they come off; functions that lay cards
down (:func:`discard`, :func:`add_on_top`) take them in the order they are laid, so the
last one ends on top.

A :class:`Deck` is a face-down draw pile and its discard pile. Functions that involve chance
take a :class:`~frontier_games.rng.Rng` and return the next one with their result::

    >>> from frontier_games.deck import Deck, discard, draw, shuffle_deck
    >>> from frontier_games.rng import Rng
    >>> deck, rng = shuffle_deck(Deck(("Sheriff", "Barber", "Dentist")), Rng.from_seed(1))
    >>> cards, deck, rng = draw(deck, rng, 2)
    >>> deck = discard(deck, *cards)
    >>> len(deck.draw_pile), len(deck.discard_pile)
    (1, 2)
    >>> last, deck, rng = draw(deck, rng)  # the pile runs out: the discards are reshuffled
    >>> len(deck.draw_pile), len(deck.discard_pile)
    (2, 0)

An unordered heap (Apache's prairie cards, Rattlesnake City's bag of tiles) is a shuffled
draw pile with no discards: taking its top card is taking a uniformly random card, and it
simply runs out. A view must never contain a draw pile's order: build it with
:func:`view_deck`, and rebuild a deck consistent with that view with :func:`determinize_deck`.

Winnings piles and other face-down stacks whose order matters (Apache) are plain tuples
(:data:`Pile`) handled by :func:`add_on_top`, :func:`add_underneath`, :func:`take_top` and
:func:`take_topmost`; a hand is a tuple too, and :func:`remove_card` plays a card from it.

Everything here is a frozen attrs class or a tuple, so it round-trips through
:func:`frontier_games.serialization.to_json` and ``from_json(text, Deck[Card])``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeAlias, TypeVar

from frontier_games.core import Frozen, _reduce_error, frozen_class
from frontier_games.rng import Rng, shuffle

__all__ = [
    "CardNotFoundError",
    "Deck",
    "DeckEmptyError",
    "DeckView",
    "Pile",
    "add_on_top",
    "add_underneath",
    "cards_left",
    "determinize_deck",
    "discard",
    "draw",
    "peek",
    "put_bottom",
    "put_top",
    "remove_card",
    "reorder_top",
    "shuffle_deck",
    "shuffle_in_discards",
    "take",
    "take_top",
    "take_topmost",
    "view_deck",
    "view_deck_face_down",
]

C = TypeVar("C")

Pile: TypeAlias = tuple[C, ...]
"""An ordered stack of cards, bottom first: ``pile[-1]`` is the top card."""


class DeckEmptyError(ValueError):
    """More cards were asked for than the draw and discard piles hold together.

    Nothing was drawn. To draw as many as there are, ask for
    ``min(n, cards_left(deck))``.

    :ivar wanted: how many cards were asked for.
    :ivar available: how many the deck could give (see :func:`cards_left`).
    """

    def __init__(self, wanted: int, available: int):
        super().__init__(f"cannot draw {wanted} card(s): only {available} left")
        self.wanted = wanted
        self.available = available

    __reduce__ = _reduce_error


class CardNotFoundError(ValueError):
    """A named card is not where it was looked for.

    :ivar card: the card that was looked for.
    :ivar where: where it was looked for, such as ``"draw pile"``.
    """

    def __init__(self, card: object, where: str):
        super().__init__(f"{card!r} is not in the {where}")
        self.card = card
        self.where = where

    __reduce__ = _reduce_error


@frozen_class
class Deck(Frozen, Generic[C]):
    """A face-down draw pile and the discard pile beside it (both bottom first).

    Build one with ``Deck(cards)`` and shuffle it with :func:`shuffle_deck`. Never build
    a view from it directly: use :func:`view_deck`.

    :ivar draw_pile: the face-down cards; ``draw_pile[-1]`` is drawn next.
    :ivar discard_pile: the discarded cards; ``discard_pile[-1]`` was discarded last.
    """

    draw_pile: tuple[C, ...]
    discard_pile: tuple[C, ...] = ()


@frozen_class
class DeckView(Frozen, Generic[C]):
    """What every seat may know about a deck: its sizes, and the discards if face up.

    :ivar draw_size: how many cards the draw pile holds (never their order).
    :ivar discard_size: how many cards the discard pile holds.
    :ivar discard_pile: the discard pile, bottom first, when it lies face up; ``None``
        when it is face down.
    """

    draw_size: int
    discard_size: int
    discard_pile: tuple[C, ...] | None


def cards_left(deck: Deck[C]) -> int:
    """How many cards :func:`draw` can still hand out: both piles together."""
    return len(deck.draw_pile) + len(deck.discard_pile)


def draw(deck: Deck[C], rng: Rng, n: int = 1) -> tuple[tuple[C, ...], Deck[C], Rng]:
    """Draw ``n`` cards from the top of the draw pile.

    As soon as the draw pile runs out (Rattlesnake City's rule), the discard pile is
    shuffled to form the new draw pile, and drawing goes on from it. That happens only
    then: while the draw pile holds a card, the discards stay where they are. A draw pile
    that is already empty when ``draw`` is called (cards were discarded after it ran out)
    is refilled the same way first: Wild Fun West shuffles its discards in only at the next
    draw, by calling ``draw`` on an empty pile.

    :returns: the cards, top first (in the order drawn), the new deck and the next generator.
    :raises DeckEmptyError: if the two piles together hold fewer than ``n`` cards; nothing
        is drawn. (Apache's heap simply runs out: check ``deck.draw_pile`` before drawing.)
    :raises ValueError: if ``n`` is negative.
    """
    pile = deck.draw_pile
    size = len(pile)
    if 0 < n < size:  # the common case: the draw pile keeps a card, no reshuffle
        return pile[: size - n - 1 : -1], Deck(pile[: size - n], deck.discard_pile), rng
    if n <= 0:
        if n == 0:
            return (), deck, rng
        raise ValueError(f"cannot draw a negative number of cards ({n})")
    discards = deck.discard_pile
    if n > size + len(discards):
        raise DeckEmptyError(n, size + len(discards))
    drawn = pile[::-1]
    if not discards:
        return drawn, Deck((), ()), rng
    pile, rng = shuffle(rng, discards)
    cut = len(pile) - (n - size)
    return drawn + pile[cut:][::-1], Deck(pile[:cut], ()), rng


def discard(deck: Deck[C], *cards: C) -> Deck[C]:
    """Lay ``cards`` face up on the discard pile, one after another (the last ends on top).

    The discards are not reshuffled here, even onto an empty draw pile: that waits for the
    next :func:`draw`.
    """
    return Deck(deck.draw_pile, deck.discard_pile + cards)


def peek(deck: Deck[C], n: int) -> tuple[C, ...]:
    """The top ``n`` cards of the draw pile, top first, without drawing them.

    A draw pile shorter than ``n`` shows all its cards; the discards are never involved.

    :raises ValueError: if ``n`` is negative.
    """
    if n < 0:
        raise ValueError(f"cannot look at a negative number of cards ({n})")
    pile = deck.draw_pile
    return pile[max(len(pile) - n, 0) :][::-1]


def reorder_top(deck: Deck[C], new_order: Sequence[C]) -> Deck[C]:
    """Rearrange the top ``len(new_order)`` cards of the draw pile (Chaparral's Sheriff).

    ``new_order`` lists the same cards top first, as :func:`peek` will show them afterwards.

    :raises ValueError: if ``new_order`` is not a rearrangement of
        ``peek(deck, len(new_order))``.
    """
    k = len(new_order)
    pile = deck.draw_pile
    if k > len(pile):
        raise ValueError(f"the draw pile holds {len(pile)} card(s), not {k}")
    rest = list(peek(deck, k))
    for card in new_order:
        try:
            rest.remove(card)
        except ValueError:
            raise ValueError(
                f"{list(new_order)!r} is not a rearrangement of the top {k} card(s)"
            ) from None
    return Deck(pile[: len(pile) - k] + tuple(new_order)[::-1], deck.discard_pile)


def put_top(deck: Deck[C], card: C) -> Deck[C]:
    """Put ``card`` face down on top of the draw pile: it is the next card drawn."""
    return Deck((*deck.draw_pile, card), deck.discard_pile)


def put_bottom(deck: Deck[C], card: C) -> Deck[C]:
    """Slide ``card`` face down under the draw pile: it is the last card drawn.

    Chaparral's Sheriff takes one of the top three cards to the bottom:
    ``put_bottom(take(deck, card), card)``.
    """
    return Deck((card, *deck.draw_pile), deck.discard_pile)


def take(deck: Deck[C], card: C) -> Deck[C]:
    """Take ``card`` out of the draw pile (Calamity Jane searching the Professions Deck).

    The topmost equal card is taken; the other cards keep their order (shuffle afterwards
    with :func:`shuffle_deck` where the rules say so).

    :raises CardNotFoundError: if the draw pile holds no such card (the discards are not
        searched).
    """
    return Deck(_without(deck.draw_pile, card, "draw pile"), deck.discard_pile)


def shuffle_deck(deck: Deck[C], rng: Rng) -> tuple[Deck[C], Rng]:
    """Shuffle the draw pile; the discard pile stays as it is.

    :returns: the new deck and the next generator.
    """
    pile, rng = shuffle(rng, deck.draw_pile)
    return Deck(pile, deck.discard_pile), rng


def shuffle_in_discards(deck: Deck[C], rng: Rng) -> tuple[Deck[C], Rng]:
    """Shuffle the discards together with the draw pile into one new draw pile.

    For rules that recycle the discards before the pile runs out (Wild Fun West's George
    Custer); :func:`draw` recycles them by itself when the pile runs out.

    :returns: the new deck, with an empty discard pile, and the next generator.
    """
    pile, rng = shuffle(rng, deck.draw_pile + deck.discard_pile)
    return Deck(pile, ()), rng


def view_deck(deck: Deck[C]) -> DeckView[C]:
    """What a seat may see of a deck whose discards lie face up: sizes and the discards."""
    discards = deck.discard_pile
    return DeckView(len(deck.draw_pile), len(discards), discards)


def view_deck_face_down(deck: Deck[C]) -> DeckView[C]:
    """What a seat may see of a deck whose discards lie face down: the two sizes only."""
    return DeckView(len(deck.draw_pile), len(deck.discard_pile), None)


def determinize_deck(view: DeckView[C], unseen: Sequence[C], rng: Rng) -> tuple[Deck[C], Rng]:
    """A deck consistent with ``view``, its hidden cards dealt at random from ``unseen``.

    ``unseen`` are the cards the viewer cannot place: exactly the draw pile's cards, plus
    the discard pile's when it lies face down. They are shuffled and dealt to the draw pile
    first, the rest to the discard pile; ``view_deck`` (or ``view_deck_face_down``) of the
    result gives ``view`` back.

    :returns: the deck and the next generator.
    :raises ValueError: if ``unseen`` does not hold exactly that many cards.
    """
    hidden = view.draw_size + (view.discard_size if view.discard_pile is None else 0)
    if len(unseen) != hidden:
        raise ValueError(f"the view hides {hidden} card(s), but {len(unseen)} were given")
    cards, rng = shuffle(rng, unseen)
    if view.discard_pile is None:
        return Deck(cards[: view.draw_size], cards[view.draw_size :]), rng
    return Deck(cards, view.discard_pile), rng


def remove_card(cards: tuple[C, ...], card: C) -> tuple[C, ...]:
    """``cards`` without one ``card`` (the last equal one: the topmost, for a pile).

    Playing a card from a hand: ``hand = remove_card(hand, card)``.

    :raises CardNotFoundError: if ``cards`` holds no such card.
    """
    return _without(cards, card, "hand")


def _without(cards: tuple[C, ...], card: C, where: str) -> tuple[C, ...]:
    try:
        index = len(cards) - 1 - cards[::-1].index(card)
    except ValueError:
        raise CardNotFoundError(card, where) from None
    return cards[:index] + cards[index + 1 :]


def add_on_top(pile: Pile[C], cards: Sequence[C]) -> Pile[C]:
    """Lay ``cards`` on ``pile`` one after another: ``cards[-1]`` ends on top."""
    return pile + tuple(cards)


def add_underneath(pile: Pile[C], cards: Sequence[C]) -> Pile[C]:
    """Slide ``cards``, kept as a stack in the order given, under ``pile``.

    ``cards[0]`` ends at the very bottom. Apache's War Path note keeps buffalo there.
    """
    return tuple(cards) + pile


def take_top(pile: Pile[C], k: int) -> tuple[tuple[C, ...], Pile[C]]:
    """Take up to ``k`` cards off the top of ``pile``; fewer if it holds fewer.

    Apache's penalty gives up the top two cards, or as many as the pile has.

    :returns: the cards taken, top first, and the rest of the pile.
    :raises ValueError: if ``k`` is negative.
    """
    if k < 0:
        raise ValueError(f"cannot take a negative number of cards ({k})")
    cut = max(len(pile) - k, 0)
    return pile[cut:][::-1], pile[:cut]


def take_topmost(pile: Pile[C], matches: Callable[[C], bool]) -> tuple[C | None, Pile[C]]:
    """Take the topmost card of ``pile`` for which ``matches`` is true, wherever it lies.

    Apache's War Path takes a buffalo from anywhere in a winnings pile; the rulebook does
    not say which, so the one nearest the top is taken (searching down from the top).

    :returns: the card (``None`` if no card matches) and the pile without it.
    """
    for index in range(len(pile) - 1, -1, -1):
        card = pile[index]
        if matches(card):
            return card, pile[:index] + pile[index + 1 :]
    return None, pile
