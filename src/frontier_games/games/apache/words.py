"""*Apache* in words: each action as the rulebook would say it, and what a seat saw happen.

A seat is named by its colour (``"red"``), a hand card by its Indian (``"the hunter"``,
``"the Indian woman"``) and a prairie card by its
:attr:`~frontier_games.games.apache.content.PrairieCard.card_name` (``"the green hunter"``):

* ``"red plays the hunter"``, ``"yellow passes"``;
* ``"red hunter takes the buffalo"``, ``"red warrior takes the tomahawks"``, ``"red hunter
  takes the tipis"``, ``"red chief takes the green hunter prisoner and the totem poles"``,
  ``"red Indian woman marries the green chief and receives the tipis"`` (Wedding).

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
    ITEM_OF,
    LOOT_KINDS,
    Colour,
    Indian,
    PrairieCard,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Loot,
    Pass,
    Phase,
    Play,
    State,
    Take,
    View,
)
from frontier_games.games.apache.rules import (
    apply,
    can_loot_on,
    can_make_loot,
    is_over,
    make_loot,
    outcome,
    settle,
)
from frontier_games.games.apache.view import view
from frontier_games.messages import listed, unreadable_view

__all__ = ["describe", "narrate"]

_PLURALS = {
    "hunter": "hunters",
    "chief": "chiefs",
    "warrior": "warriors",
    "Indian woman": "Indian women",
    "buffalo": "buffalo",
    "totem pole": "totem poles",
    "tomahawk": "tomahawks",
    "necklace": "necklaces",
    "tipi": "tipis",
}


def _plural(card: PrairieCard) -> str:
    """``"blue hunters"``, ``"red Indian women"``, ``"buffalo"``, ``"tipis"``."""
    if card.colour is None:
        return _PLURALS[card.card_name]
    assert card.indian is not None
    return f"{card.colour.name.lower()} {_PLURALS[card.indian.card_name]}"


def _seat(colours: Sequence[Colour], seat: int) -> str:
    """A seat by its colour: ``"red"``."""
    return colours[seat].name.lower()


def _cards(kinds: Sequence[int]) -> str:
    """Cards by kind, each kind once in the order first met, with its count: ``"the red
    hunter, 2 blue hunters and 3 buffalo"``."""
    counts: dict[int, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return listed(
        [
            f"the {CARDS[kind].card_name}" if count == 1 else f"{count} {_plural(CARDS[kind])}"
            for kind, count in counts.items()
        ]
    )


# -- describe -----------------------------------------------------------------------------


_ACTIONS = (Play, Pass, Take)
_AN_ACTION = "an apache action (Play, Pass or Take)"
_PENALTY = " (it can make no loot: the penalty)"
"""What the acting seat's own description of a useless play adds."""


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
    """:func:`describe` of an action of one of the three classes; with ``warn`` false,
    never the acting seat's penalty warning (the narration tells every seat the same)."""
    player = action.player
    players = view.players
    if type(player) is not int or type(players) is not int or not 0 <= player < players:
        raise ValueError(
            f"{brief(action)} is not an action of a seat of this game: there is no seat "
            f"{brief(player)}"
        )
    seat = _seat(view.colours, player)
    if type(action) is Play:
        indian = action.indian
        if type(indian) is not Indian:
            raise ValueError(f"there is no hand card {brief(indian)}")
        text = f"{seat} plays the {indian.card_name}"
        if warn and _useless(view, player, indian):
            text += _PENALTY
        return text
    if type(action) is Pass:
        return f"{seat} passes"
    assert type(action) is Take
    if type(action.loot) is not Loot:
        raise ValueError(f"there is no loot {brief(action.loot)}")
    if action.indian is not None and type(action.indian) is not PrairieCard:
        raise ValueError(f"a prisoner or spouse is a PrairieCard, not {brief(action.indian)}")
    return _describe_take(view, action, seat)


def _useless(view: View, player: int, indian: Indian) -> bool:
    """Whether the viewer's play of ``indian`` would cost the penalty, as it can tell: its
    own play in an open window, of a hand card that can make no loot on the table."""
    if view.player != player or view.phase is not Phase.GRAB or player not in view.waiting:
        return False
    return not can_make_loot(view, player, indian)


def _describe_take(view: View, take: Take, seat: str) -> str:
    indian = _due_indian(view, take.player)
    subject = seat if indian is None else f"{seat} {indian.card_name}"
    other = "" if take.indian is None else f" the {take.indian.card_name}"
    if take.loot is Loot.TIPIS:
        return f"{subject} takes the tipis"
    if take.loot is Loot.WEDDING:
        return f"{subject} marries{other} and receives the tipis"
    if other:
        return f"{subject} takes{other} prisoner and the totem poles"
    if indian is None:
        return f"{subject} takes its item"
    return f"{subject} takes the {_plural(CARDS[ITEM_OF[indian.index]])}"


def _due_indian(view: View, seat: int) -> Indian | None:
    """The hand card of ``seat`` that makes loot now, if ``view`` shows one."""
    if view.phase is Phase.LOOT:
        due = view.board[view.resolving]
        if due.player == seat:
            return due.indian
    return None


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
            lines.append(f"{_hand_card(colours, card)} goes away empty-handed")
        else:
            lines += _loot(colours, card, take, (table, piles), (new_table, new_piles))
        table, piles, removed = new_table, new_piles, new_removed
    if stop < len(board):
        lines.append(f"{_hand_card(colours, board[stop])} chooses its loot")
    elif is_over(after):
        lines.append(_final(colours, after))
    else:
        turned = after.cards.turned_up
        assert turned is not None  # apply turned it up
        lines.append(f"{_seat(colours, after.turner)} turns up a {CARDS[turned].card_name}")
    return lines


def _hand_card(colours: Sequence[Colour], card: BoardCard) -> str:
    """A hand card on the board: ``"red hunter"``."""
    return f"{_seat(colours, card.player)} {card.indian.card_name}"


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
    who = _hand_card(colours, card)
    line = f"{who} makes loot: {_cards(won)}"
    if companions:
        line += f"; {_cards(companions)} {'joins' if len(companions) == 1 else 'join'} the raid"
    raided = [
        f"{_buffalo(len(pile) - len(after[1][other]))} from {_seat(colours, other)}"
        for other, pile in enumerate(before[1])
        if len(pile) > len(after[1][other])
    ]
    return [line, f"{who} goes on the war path: {listed(raided)}"] if raided else [line]


def _buffalo(count: int) -> str:
    return "a buffalo" if count == 1 else f"{count} buffalo"


def _penalty(colours: Sequence[Colour], card: BoardCard, lost: Sequence[int]) -> str:
    """The penalty of a hand card that could not make loot as it landed."""
    who, seat = _hand_card(colours, card), _seat(colours, card.player)
    if not lost:
        return f"{who} pays the penalty, but {seat}'s winnings pile is empty"
    return f"{who} pays the penalty: {seat} loses {_cards(lost)}"


def _final(colours: Sequence[Colour], state: State) -> str:
    """The end: each seat's score (the cards in its winnings pile) and who won."""
    result = outcome(state)
    scores = ", ".join(f"{_seat(colours, s)} {score}" for s, score in enumerate(result.scores))
    winners = [_seat(colours, seat) for seat in sorted(result.winners)]
    verdict = f"{winners[0]} wins" if len(winners) == 1 else f"{listed(winners)} share the victory"
    return f"the game is over; scores: {scores}; {verdict}"
