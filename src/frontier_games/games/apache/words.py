"""*Apache* in words: each action as the rulebook would say it, and what a seat saw happen.

A seat is named by its colour (``"red"``), a hand card by its Indian (``"the hunter"``,
``"the Indian woman"``) and a prairie card by its
:attr:`~frontier_games.games.apache.content.PrairieCard.card_name` (``"the green hunter"``):

* ``"red plays the hunter"``, ``"yellow passes"``;
* ``"red hunter takes the buffalo"``, ``"red warrior takes the tomahawks"``, ``"red hunter
  takes the tipis"``, ``"red chief takes the green hunter prisoner and the totem poles"``,
  ``"red Indian woman marries the green chief and receives the tipis"`` (Wedding).

Each kind's words are declared in its home, beside its rules (the ``words`` of its move in
:data:`~.apache.rulebook.MOVES`, from the names :mod:`.apache.naming` shares): this module
finds them there, names who acts (the seat's colour, and for a loot the hand card due), and
adds what a narration tells beyond the action.

:func:`narrate` tells the action, then, when it closes a grab window (or settles a loot),
what each hand card on the Pow-Wow board did, in board order, and then the next card turned
up or the end of the game. Everything in *Apache* is played in the open, so every seat and
the spectator are told the same; the face-down heap is never mentioned, and a card is named
once it has been turned up.
"""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.core import brief, not_a
from frontier_games.games.apache.content import (
    CARDS,
    LOOT_KINDS,
    Colour,
    Indian,
    PrairieCard,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Loot,
    Phase,
    Play,
    State,
    Take,
    View,
)
from frontier_games.games.apache.naming import Said, cards, due_indian, hand_card, seat_name
from frontier_games.games.apache.rulebook import MOVES
from frontier_games.games.apache.rules import (
    apply,
    can_loot_on,
    is_over,
    make_loot,
    outcome,
    settle,
)
from frontier_games.games.apache.view import view
from frontier_games.messages import listed, unreadable_view

__all__ = ["describe", "narrate"]

# -- describe -----------------------------------------------------------------------------


_ACTIONS = frozenset(move.kind for move in MOVES.moves)
"""The game's action classes."""
_AN_ACTION = "an apache action (Play, Pass or Take)"


def describe(view: View, action: ApacheAction) -> str:
    """``action`` in the rulebook's words, the same for every viewer (*Apache* is played in
    the open), but for one help to the seat that acts: in a grab window, the viewer's own
    play of a hand card that can make no loot now says so, since it would cost the penalty
    (``"red plays the hunter (it can make no loot: the penalty)"``).

    A :class:`~.model.Take` names the hand card due on the Pow-Wow board when ``view`` shows
    it (``"red chief takes ..."``), else only the seat (``"red takes ..."``).

    >>> from frontier_games.games import apache
    >>> state = apache.new_game(3, seed=1)
    >>> describe(apache.view(state, 1), apache.Play(0, Indian.WOMAN))
    'red plays the Indian woman'
    >>> describe(apache.view(state, 0), apache.Play(0, Indian.WOMAN))
    'red plays the Indian woman (it can make no loot: the penalty)'

    :raises TypeError: if ``view`` is not an *Apache* ``View``, or ``action`` is not a
        ``Play``, ``Pass`` or ``Take`` (exactly: not a subclass).
    :raises ValueError: if ``action`` names no seat of ``view``'s game, or one of its
        fields is not of its type (a hand card that is not an ``Indian``, ...).
    """
    if type(view) is not View:
        raise not_a("an apache View", view)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    try:
        return _describe(view, action, warn=True)
    except (AttributeError, TypeError, IndexError, KeyError, OverflowError) as error:
        raise unreadable_view(error) from None


def _describe(view: View, action: ApacheAction, *, warn: bool) -> str:
    """:func:`describe` of an action of one of the three classes, in the words its kind's
    home declares; with ``warn`` false, never the acting seat's penalty warning (the
    narration tells every seat the same)."""
    player = action.player
    players = view.players
    if type(player) is not int or type(players) is not int or not 0 <= player < players:
        raise ValueError(
            f"{brief(action)} is not an action of a seat of this game: there is no seat "
            f"{brief(player)}"
        )
    subject = seat_name(view.colours, player)
    if type(action) is Play:
        if type(action.indian) is not Indian:
            raise ValueError(f"there is no hand card {brief(action.indian)}")
    elif type(action) is Take:
        if type(action.loot) is not Loot:
            raise ValueError(f"there is no loot {brief(action.loot)}")
        if action.indian is not None and type(action.indian) is not PrairieCard:
            raise ValueError(f"a prisoner or spouse is a PrairieCard, not {brief(action.indian)}")
        due = due_indian(view, player)  # a loot is made by the hand card due, if shown
        if due is not None:
            subject = f"{subject} {due.card_name}"
    said = _said(view, action)
    text = f"{subject} {said.theirs}"
    return text + said.warning if warn else text


def _said(view: View, action: ApacheAction) -> Said:
    """``action`` in the words its kind's home declares (its move in
    :data:`~.apache.rulebook.MOVES`), read from ``view``."""
    words = MOVES.move(type(action)).words
    assert words is not None  # every kind declares its words
    said: Said = words(view, action)
    return said


# -- narrate ------------------------------------------------------------------------------


def narrate(state: State, action: ApacheAction, player: int | None) -> tuple[str, ...]:
    """What ``player`` (``None``: a spectator) saw happen when ``action`` was applied to
    ``state``: the action (:func:`describe`), then, if it closed the grab window or chose a
    loot, what each hand card on the Pow-Wow board did in board order (the loot it made, the
    Joint Raid companions that joined it and the buffalo War Path took; an empty-handed
    return; or the penalty and the cards it removed), and then the seat left to choose its
    loot, the next card turned up, or the end of the game and the scores.

    The board is settled card by card with ``rules.settle``, the step
    :func:`~frontier_games.games.apache.apply` resolves it with; where that stopped is
    read off the position after the action.

    >>> from frontier_games.games import apache
    >>> state = apache.new_game(2, seed=1)
    >>> narrate(state, apache.Pass(0), None)
    ('red passes',)

    :raises TypeError: if ``state`` is not an *Apache* ``State``, or ``action`` is not a
        ``Play``, ``Pass`` or ``Take`` (exactly: not a subclass).
    :raises ValueError: if ``player`` is neither ``None`` nor a seat.
    :raises IllegalActionError: if ``action`` is not legal in ``state`` (a field of the
        wrong type included).
    """
    if type(state) is not State:
        raise not_a("an apache State", state)
    if type(action) not in _ACTIONS:
        raise not_a(_AN_ACTION, action)
    seen = view(state, player)
    after = apply(state, action)
    lines = [_describe(seen, action, warn=False)]
    if type(action) is not Take and state.waiting - {action.player}:
        return tuple(lines)  # the window is still open
    return (*lines, *_resolution(state, action, after))


def _resolution(state: State, action: ApacheAction, after: State) -> list[str]:
    """What settling the board did when ``action`` closed the window or chose a loot."""
    setup, cards = state.setup, state.cards
    colours = setup.colours
    table, piles, removed = cards.table, cards.piles, cards.removed
    board, lines = state.board, []
    if type(action) is Take:
        due = board[state.resolving]
        looted = make_loot(setup, table, piles, action, due)
        lines += _loot(colours, due, action, (table, piles), looted)
        (table, piles), start = looted, state.resolving + 1
    else:
        if type(action) is Play:  # the card that closed the window, as it landed
            own = colours[action.player].index * 4 + action.indian.index
            useless = not can_loot_on(table, own, action.indian.index, setup.options)
            board = (*board, BoardCard(action.player, action.indian, useless))
        start = 0
    stop = after.resolving if after.phase is Phase.LOOT else len(board)
    for card in board[start:stop]:
        settled = settle(setup, table, piles, removed, card)
        assert settled is not None  # apply settled it: it had at most one loot
        new_table, new_piles, new_removed, take = settled
        if card.useless:
            lines.append(_penalty(colours, card, new_removed[len(removed) :]))
        elif take is None:
            lines.append(f"{hand_card(colours, card)} goes away empty-handed")
        else:
            lines += _loot(colours, card, take, (table, piles), (new_table, new_piles))
        table, piles, removed = new_table, new_piles, new_removed
    if stop < len(board):
        lines.append(f"{hand_card(colours, board[stop])} chooses its loot")
    elif is_over(after):
        lines.append(_final(colours, after))
    else:
        turned = after.cards.turned_up
        assert turned is not None  # apply turned it up
        lines.append(f"{seat_name(colours, after.turner)} turns up a {CARDS[turned].card_name}")
    return lines


_Tables = tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]
"""The face-up counts and the winnings piles, as the state keeps them."""


def _loot(
    colours: Sequence[Colour], card: BoardCard, take: Take, before: _Tables, after: _Tables
) -> list[str]:
    """The loot ``take`` that ``card`` made, from the table and piles before and after it:
    the cards it took from the table, the Joint Raid companions among them, and the buffalo
    War Path took from the other piles (the only way a loot changes another seat's pile)."""
    seat, index = card.player, card.indian.index
    gone = [was - now for was, now in zip(before[0], after[0], strict=True)]
    captive = [] if take.indian is None else [take.indian.index]
    companions: list[int] = []  # Joint Raid: the unowned Indians of its kind that left
    for colour in Colour:
        kind = colour.index * 4 + index
        if colour not in colours:
            companions += [kind] * (gone[kind] - captive.count(kind))
    own = colours[seat].index * 4 + index
    won = [own, *captive, *(kind for kind in LOOT_KINDS for _ in range(gone[kind]))]
    who = hand_card(colours, card)
    line = f"{who} makes loot: {cards(won)}"
    if companions:
        line += f"; {cards(companions)} {'joins' if len(companions) == 1 else 'join'} the raid"
    raided = [
        f"{_buffalo(len(pile) - len(after[1][other]))} from {seat_name(colours, other)}"
        for other, pile in enumerate(before[1])
        if len(pile) > len(after[1][other])
    ]
    return [line, f"{who} goes on the war path: {listed(raided)}"] if raided else [line]


def _buffalo(count: int) -> str:
    return "a buffalo" if count == 1 else f"{count} buffalo"


def _penalty(colours: Sequence[Colour], card: BoardCard, lost: Sequence[int]) -> str:
    """The penalty of a hand card that could not make loot as it landed."""
    who, seat = hand_card(colours, card), seat_name(colours, card.player)
    if not lost:
        return f"{who} pays the penalty, but {seat}'s winnings pile is empty"
    return f"{who} pays the penalty: {seat} loses {cards(lost)}"


def _final(colours: Sequence[Colour], state: State) -> str:
    """The end: each seat's score (the cards in its winnings pile) and who won."""
    result = outcome(state)
    scores = ", ".join(f"{seat_name(colours, s)} {score}" for s, score in enumerate(result.scores))
    winners = [seat_name(colours, seat) for seat in sorted(result.winners)]
    verdict = f"{winners[0]} wins" if len(winners) == 1 else f"{listed(winners)} share the victory"
    return f"the game is over; scores: {scores}; {verdict}"
