"""The grab window, move by move: a hand card laid on the Pow-Wow board
(:class:`~frontier_games.games.apache.Play`) or the moment let pass
(:class:`~frontier_games.games.apache.Pass`). Each kind of move is declared once on the
rule kit (:mod:`frontier_games.moves`), with its checks, its effect, its space, its listing
and its words; its block of ids in the action codec
(:func:`~frontier_games.games.apache.codec`) is here too. The last seat to act closes the
window, which :func:`~.apache.loot.resolve` settles.
"""

from __future__ import annotations

from typing import Any

from frontier_games.games.apache.content import Colour, Indian, table_counts
from frontier_games.games.apache.loot import SEAT_SETS, can_loot_on, resolve
from frontier_games.games.apache.model import BoardCard, Pass, Phase, Play, State, View
from frontier_games.games.apache.naming import Said
from frontier_games.messages import brief
from frontier_games.moves import Check, Move

__all__ = ["PASS", "PLAY", "pass_ids", "play_ids"]

_SEATS_AT_MOST = len(Colour)
"""One seat per colour at most."""

_PLAYS = tuple(tuple(Play(seat, indian) for indian in Indian) for seat in range(_SEATS_AT_MOST))
_PASSES = tuple((Pass(seat),) for seat in range(_SEATS_AT_MOST))
"""The moves of a grab window, built once: ``_PLAYS[seat][indian.index]``. The spaces are
these very actions, and so are the listings: the kit knows an action it just listed by
identity."""
_BOARD_CARDS: tuple[tuple[tuple[BoardCard, BoardCard], ...], ...] = tuple(
    tuple((BoardCard(seat, indian, False), BoardCard(seat, indian, True)) for indian in Indian)
    for seat in range(_SEATS_AT_MOST)
)
"""``_BOARD_CARDS[seat][indian.index][useless]``."""
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(_SEATS_AT_MOST))
_LESS: dict[frozenset[int], tuple[frozenset[int], ...]] = {
    seats: tuple(SEAT_SETS[seats - only] for only in _ONLY) for seats in SEAT_SETS
}
"""``_LESS[waiting][seat]``: the seats still waiting once ``seat`` has acted, the shared
set (:data:`~.apache.loot.SEAT_SETS`). The kit offers a play or a pass only while the
seats waiting are one of these sets (its phases are keyed by them), so every window an
effect is applied in finds its row."""


# -- the checks -----------------------------------------------------------------------------


def _window_open(state: State, action: Play | Pass) -> bool:
    return bool(state.waiting)


def _card_in_hand(state: State, action: Play) -> bool:
    seat = action.player
    if seat in state.waiting:  # none of its hand cards is on the board
        return True
    indian = action.indian
    return not any(card.player == seat and card.indian is indian for card in state.board)


def _waiting(state: State, action: Play | Pass) -> bool:
    return action.player in state.waiting


def _is_indian(state: State, action: Play) -> bool:
    return type(action.indian) is Indian


def _said_no_hand_card(state: State, action: Play) -> str:
    return f"there is no hand card {brief(action.indian)}"


_LOOT_BEING_MADE: Check[State, Any] = Check(
    "loot-being-made", "the grab window is closed: loot is being made", _window_open
)
"""A hand card is played, or the moment let pass, only while a grab window is open."""

_ONE_CARD_PER_WINDOW: Check[State, Any] = Check(
    "one-card-per-window",
    "a seat may play only one hand card (or pass) after each card turned up",
    _waiting,
)
"""Each seat plays one hand card, or passes, after each card turned up."""


# -- the effects ----------------------------------------------------------------------------


def _play(state: State, action: Play) -> State:
    seat, index = action.player, action.indian.index
    setup = state.setup
    table = state.cards.table
    own = setup.colours[seat].index * 4 + index
    # can_loot_on is False at once without its own Indian card face up (most plays)
    useless = not table[own] or not can_loot_on(table, own, index, setup.options)
    board = state.board + (_BOARD_CARDS[seat][index][useless],)
    waiting = _LESS[state.waiting][seat]
    if waiting:
        return state.evolve(board=board, waiting=waiting)
    return resolve(state, state.cards, board, 0)


def _pass(state: State, action: Pass) -> State:
    waiting = _LESS[state.waiting][action.player]
    if waiting:
        return state.evolve(waiting=waiting)
    return resolve(state, state.cards, state.board, 0)


# -- the spaces and listings ----------------------------------------------------------------


def _play_space(setup: None, seat: int) -> tuple[Play, ...]:
    return _PLAYS[seat]


def _pass_space(setup: None, seat: int) -> tuple[Pass, ...]:
    return _PASSES[seat]


# -- the moves ------------------------------------------------------------------------------


_PENALTY = " (it can make no loot: the penalty)"


def _play_words(view: View, action: Play) -> Said:
    """``"play the hunter"``; in the acting seat's own view of an open window, a hand card
    that can make no loot now is said to cost the penalty."""
    name = action.indian.card_name
    warning = ""
    seat = action.player
    if view.player == seat and view.phase is Phase.GRAB and seat in view.waiting:
        # the rule for playing a hand card, on the table the view shows
        table, colours, options = table_counts(view.table), view.colours, view.options
        index = action.indian.index
        if not can_loot_on(table, colours[seat].index * 4 + index, index, options):
            warning = _PENALTY
    return Said(f"play the {name}", f"plays the {name}", warning)


PLAY: Move[State, Play] = Move(
    Play,
    checks=(
        _LOOT_BEING_MADE,
        Check(
            "card-already-played",
            "that hand card already lies on the Pow-Wow board in this window",
            _card_in_hand,
        ),
        _ONE_CARD_PER_WINDOW,
        Check("no-such-hand-card", _said_no_hand_card, _is_indian),
    ),
    effect=_play,
    space=_play_space,
    always=True,  # any hand card, by a seat still waiting in an open window
    words=_play_words,
)
"""In a grab window, each seat may lay one hand card on the Pow-Wow board, the order of
arrival being the order of ``apply`` calls. Any hand card may be played: one that could not
make loot as it lands is marked ``useless`` and costs the penalty. The hand card must be an
:class:`~frontier_games.games.apache.Indian` (``no-such-hand-card``: what
:func:`~frontier_games.games.apache.apply` says where the kit finds no such move)."""


def _pass_words(view: View, action: Pass) -> Said:
    """``"pass"``."""
    return Said("pass", "passes")


PASS: Move[State, Pass] = Move(
    Pass,
    checks=(_LOOT_BEING_MADE, _ONE_CARD_PER_WINDOW),
    effect=_pass,
    space=_pass_space,
    always=True,
    words=_pass_words,
)
"""In a grab window, a seat may let the moment pass instead of playing (the library's
stand-in for the moment passing: see :doc:`/games/apache-rules-notes`)."""


# -- codec ids ------------------------------------------------------------------------------


def play_ids(seat: int) -> list[Play]:
    """The action codec's block of ``Play``: the hunter, chief, warrior, Indian woman (4)."""
    return [Play(seat, indian) for indian in Indian]


def pass_ids(seat: int) -> list[Pass]:
    """The action codec's block of ``Pass`` (1)."""
    return [Pass(seat)]
