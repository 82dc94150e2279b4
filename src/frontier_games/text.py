"""Moves as text, for people and language models: :func:`~frontier_games.parse_action`
reads back what a game's ``describe`` writes.

A game describes each action in the rulebook's words (``game.describe(view, action)``),
and :func:`~frontier_games.parse_action` finds the legal action a text names. It forgives
case, spacing, ``$`` and thousands separators, and accepts any text whose words begin the
words of one description in order, so ``"bid 7,000"`` reads as ``"seat 2 bids $7000"``
and ``"pass"`` as ``"seat 2 passes"`` (a number must be given whole; a word ending in "y"
also begins its "-ies" and "-ied" forms, so "marry" reads as "marries").
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any, TypeVar

from frontier_games.core import ActionParseError, Game, brief

__all__ = ["normalize", "parse_action"]

A = TypeVar("A")

_CLOSEST = 5
"""How many close descriptions an :class:`~frontier_games.core.ActionParseError` lists."""

_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")
_WORD = re.compile(r"(?<![0-9a-z])-[0-9]+|[0-9a-z]+")
"""A word, or a number with its minus sign (``-1`` is not ``1``)."""


def normalize(text: str) -> tuple[str, ...]:
    """The words of ``text`` as :func:`~frontier_games.parse_action` compares them: lower
    case, without ``$``, thousands separators, apostrophes or other punctuation.

    >>> normalize("Seat 2 bids $7,000!")
    ('seat', '2', 'bids', '7000')
    """
    text = _THOUSANDS.sub("", text.lower()).replace("'", "").replace("\u2019", "")
    return tuple(_WORD.findall(text))


_FILLERS = frozenset({"the", "a", "an"})
"""Words a typed text may leave out of the words all descriptions begin with."""


def _stem(word: str) -> str:
    """What a typed word must begin: itself, or for a word ending in "y" after a consonant,
    the word without it ("marry" begins "marries" and "married")."""
    if len(word) > 2 and word[-1] == "y" and word[-2] not in "aeiou":
        return word[:-1]
    return word


def _word_matches(typed: str, candidate: str) -> bool:
    """A typed word names a description's word: the same, or (for a word, not a number)
    its beginning."""
    return candidate == typed or (typed[-1].isalpha() and candidate.startswith(_stem(typed)))


def _begins(words: tuple[str, ...], description: tuple[str, ...]) -> bool:
    """Whether each of ``words`` begins a word of ``description``, in order."""
    position = 0
    for word in words:
        while position < len(description):
            position += 1
            if _word_matches(word, description[position - 1]):
                break
        else:
            return False
    return True


def _after_subject(words: tuple[str, ...], subject: tuple[str, ...]) -> int | None:
    """How many of ``words`` restate ``subject`` (the words every description begins with,
    such as ``seat 2`` or ``red chief takes the``) from its start, in order, fillers
    optional; ``None`` when the text does not begin with the whole subject."""
    used = 0
    for word in subject:
        if used == len(words):
            return used  # the text stops inside the subject: it names no more
        if _word_matches(words[used], word):
            used += 1
        elif word not in _FILLERS:
            return None
    return used


def _names(words: tuple[str, ...], description: tuple[str, ...], subject: int) -> bool:
    """Whether ``words`` name ``description``, whose first ``subject`` words every legal
    move's description shares (the seat that acts, and maybe more). The text either
    restates those words first, or leaves out the first of them: the seat's name is never
    read as part of another name ("yellow hunter" is not "yellow chief takes the blue
    hunter prisoner")."""
    if subject:
        used = _after_subject(words, description[:subject])
        if used is not None:
            return _begins(words[used:], description[subject:])
        return _begins(words, description[1:])
    return _begins(words, description)


def _subject_length(shapes: list[tuple[str, ...]]) -> int:
    """How many leading words all ``shapes`` share."""
    first = shapes[0]
    length = min(len(shape) for shape in shapes)
    for index in range(length):
        if any(shape[index] != first[index] for shape in shapes):
            return index
    return length


def parse_action(
    game: Game[Any, A, Any, Any], view: Any, legal_actions: Sequence[A], text: str
) -> A:
    """The one action of ``legal_actions`` that ``text`` names, as ``game.describe`` writes
    it for ``view``.

    A text naming a description exactly (after :func:`~frontier_games.text.normalize`)
    wins; otherwise the text's words must each begin a word of exactly one description, in
    order. The words all the descriptions begin with (the seat that acts) may be restated
    first or left out, but the seat's name is never read as part of a later name: with
    "yellow chief takes the blue hunter prisoner" on offer, ``"yellow hunter"`` names no
    move.

    >>> import frontier_games as fg
    >>> game = fg.get_game("pappy-winchester")
    >>> state = game.new_game(players=3, seed=1)
    >>> seat = min(game.actors(state))
    >>> view = game.view(state, seat)
    >>> legal = game.legal_actions(state, seat)
    >>> fg.parse_action(game, view, legal, "bid $2,000") == legal[1]
    True

    :raises ActionParseError: (a ``ValueError``) if ``text`` is not a string, or names no
        legal action or several; its message and ``closest`` list the closest
        descriptions.
    """
    if not isinstance(text, str):
        raise ActionParseError(f"a move is text, not {brief(text)}", text=repr(text))
    words = normalize(text)
    described = [(game.describe(view, action), action) for action in legal_actions]
    if not described:
        raise ActionParseError(
            f"no move is legal for this seat now, so {brief(text)} is not", text=text
        )
    shapes = [(normalize(description), description, action) for description, action in described]
    exact = [action for shape, _, action in shapes if shape == words]
    if len(exact) == 1:
        return exact[0]
    subject = _subject_length([shape for shape, _, _ in shapes])
    matches = [(d, a) for shape, d, a in shapes if words and _names(words, shape, subject)]
    if len(matches) == 1 and not exact:
        return matches[0][1]
    if len(exact) > 1 or len(matches) > 1:
        named = [d for d, _ in matches] or [d for shape, d, _ in shapes if shape == words]
        listed = "; ".join(named[:_CLOSEST]) + ("; ..." if len(named) > _CLOSEST else "")
        raise ActionParseError(
            f"{brief(text)} could be {len(named)} moves: {listed}; say which",
            text=text,
            closest=named,
        )
    closest = _closest(" ".join(words), [(" ".join(shape), d) for shape, d, _ in shapes])
    raise ActionParseError(
        f"{brief(text)} is not a legal move; the closest are: {'; '.join(closest)}",
        text=text,
        closest=closest,
    )


def _closest(text: str, shapes: list[tuple[str, str]]) -> list[str]:
    """The descriptions whose normalized form is most like ``text``, best first."""
    by_shape: dict[str, str] = {}
    for shape, description in shapes:
        by_shape.setdefault(shape, description)
    near = difflib.get_close_matches(text, list(by_shape), n=_CLOSEST, cutoff=0.0)
    return [by_shape[shape] for shape in near]
