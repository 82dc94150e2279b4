"""The rules of *Apache* as pure functions: setup, who may act, legal actions, transitions.

The game is a loop of **grab windows**. A seat turns up a prairie card; then every seat
plays one hand card on the Pow-Wow board (:class:`~.model.Play`) or lets the moment pass
(:class:`~.model.Pass`), and the order of ``apply`` calls is the order of arrival. When all
seats have acted the window closes and the board is resolved bottom first: each hand card
makes loot with what is still on the table (a seat with several possible loots chooses with
:class:`~.model.Take`; a single possibility is taken at once), is snatched empty-handed, or
pays the penalty if it could not have made loot when it landed. Then the seat whose hand
card was played last (or, if none was, the next seat clockwise) turns up the next card.
After the last card's window the game ends.
"""

from __future__ import annotations

from itertools import product

from frontier_games.core import (
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    check_player_count,
)
from frontier_games.deck import take_top, take_topmost
from frontier_games.games.apache.content import (
    BUFFALO,
    CARD_KINDS,
    ITEM_OF,
    MALE,
    PRAIRIE_CARDS,
    TIPI,
    TOTEM_POLE,
    Indian,
)
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    State,
    Take,
)
from frontier_games.rng import Rng, shuffle
from frontier_games.scoring import rank

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "PENALTY_CARDS",
    "actors",
    "apply",
    "can_make_loot",
    "is_over",
    "legal_actions",
    "loot_choices",
    "max_actions",
    "new_game",
    "outcome",
]

NAME = "apache"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
PENALTY_CARDS = 2
"""How many cards from the top of the winnings pile a useless hand card costs."""

_CHIEF = Indian.CHIEF.value
_MALE_KINDS = tuple(kind for kind in range(20) if MALE[kind % 4])
_WOMAN_KINDS = tuple(kind for kind in range(20) if not MALE[kind % 4])

# Cached immutable answers, built once: actors and legal actions are lookups.
_GRAB_ACTIONS: tuple[tuple[Play | Pass, ...], ...] = tuple(
    (*(Play(seat, indian) for indian in Indian), Pass(seat)) for seat in range(MAX_PLAYERS)
)
_ONLY: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_NOBODY: frozenset[int] = frozenset()
_WAITING: dict[tuple[bool, ...], frozenset[int]] = {
    acted: frozenset(seat for seat, done in enumerate(acted) if not done)
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    for acted in product((False, True), repeat=players)
}
_BOARD_CARDS: tuple[tuple[tuple[BoardCard, BoardCard], ...], ...] = tuple(
    tuple((BoardCard(seat, indian, False), BoardCard(seat, indian, True)) for indian in Indian)
    for seat in range(MAX_PLAYERS)
)
_TAKES: dict[tuple[int, Loot, int | None], Take] = {
    (seat, loot, kind): Take(seat, loot, kind)
    for seat in range(MAX_PLAYERS)
    for loot in Loot
    for kind in (None, *range(20))
}
_FRESH: tuple[tuple[bool, ...], ...] = tuple((False,) * n for n in range(MAX_PLAYERS + 1))
_CLOSED: tuple[tuple[bool, ...], ...] = tuple((True,) * n for n in range(MAX_PLAYERS + 1))


# -- setup --------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Shuffle the prairie heap, and let seat 0 (the sharpest eagle eye) turn up a card.

    :param players: 2 to 5; seat ``i`` plays colour ``Colour(i)``.
    :param seed: the seed of the game's random generator.
    :param options: the additional rules in play (none by default).
    :raises SetupError: if ``players`` is out of range or ``options`` is not an
        :class:`~.model.Options`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if options is None:
        options = Options()
    elif not isinstance(options, Options):
        raise SetupError(f"{NAME}: options must be an apache Options, not {options!r}")
    heap, rng = shuffle(Rng.from_seed(seed), PRAIRIE_CARDS)
    empty = (0,) * CARD_KINDS
    return _turn_up(players, options, rng, heap, empty, ((),) * players, (), 0)


def _turn_up(
    players: int,
    options: Options,
    rng: Rng,
    heap: tuple[int, ...],
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    removed: tuple[int, ...],
    turner: int,
) -> State:
    """``turner`` turns up the heap's next card, and a grab window opens."""
    card = heap[-1]
    table = table[:card] + (table[card] + 1,) + table[card + 1 :]
    return State(
        players, options, rng, heap[:-1], table, piles, removed, turner, (),
        _FRESH[players], Phase.GRAB, 0,
    )  # fmt: skip


# -- who may act, and how -----------------------------------------------------------------


def actors(state: State) -> frozenset[int]:
    """The seats that may act: in a grab window, those that have neither played nor passed;
    while loot is made, the seat whose hand card is due; none once the game is over."""
    phase = state.phase
    if phase is Phase.GRAB:
        return _WAITING[state.acted]
    if phase is Phase.LOOT:
        return _ONLY[state.board[state.resolving].player]
    return _NOBODY


def legal_actions(state: State, player: int) -> tuple[ApacheAction, ...]:
    """``player``'s legal actions, in a fixed order; empty if it may not act.

    In a grab window: the four hand cards (in :class:`~.content.Indian` order), then
    :class:`~.model.Pass`. Playing a card that cannot make loot is legal: it costs the
    penalty. While loot is made: the due seat's :func:`loot_choices`.
    """
    phase = state.phase
    if phase is Phase.GRAB:
        if 0 <= player < state.players and not state.acted[player]:
            return _GRAB_ACTIONS[player]
        return ()
    if phase is Phase.LOOT:
        due = state.board[state.resolving]
        if due.player == player:
            return loot_choices(state.table, state.players, state.options, player, due.indian)
    return ()


def can_make_loot(table: tuple[int, ...], options: Options, player: int, indian: Indian) -> bool:
    """Whether ``player``'s ``indian`` could make loot with the face-up ``table``.

    The Indian of the player's colour must lie face up and be able to take a card: its
    item (the chief: a totem pole and another male Indian as prisoner) or the tipis. A
    wedding needs a tipi too, so ``options`` cannot widen this.
    """
    del options  # every option's loot needs a tipi or the Indian's own item
    return _can_loot(table, player, indian.value)


def _can_loot(table: tuple[int, ...], player: int, index: int) -> bool:
    if not table[player * 4 + index]:
        return False
    if table[TIPI]:
        return True
    if index == _CHIEF:
        return table[TOTEM_POLE] > 0 and sum(table[k] for k in _MALE_KINDS) >= 2
    return table[ITEM_OF[index]] > 0


def loot_choices(
    table: tuple[int, ...], players: int, options: Options, player: int, indian: Indian
) -> tuple[Take, ...]:
    """Every loot ``player``'s ``indian`` can make from ``table``, in a fixed order.

    First its item (a chief: one choice per male Indian kind it can take prisoner, any
    colour, its own included, other than the chief card itself), then all tipis, then (with
    Wedding) one choice per spouse kind face up. Empty when it can make no loot.
    """
    del players
    own = player * 4 + indian.value
    if not table[own]:
        return ()
    choices: list[Take] = []
    if indian is Indian.CHIEF:
        if table[TOTEM_POLE]:
            choices.extend(
                _TAKES[player, Loot.ITEM, kind]
                for kind in _MALE_KINDS
                if table[kind] - (kind == own) > 0
            )
    elif table[ITEM_OF[indian.value]]:
        choices.append(_TAKES[player, Loot.ITEM, None])
    if table[TIPI]:
        choices.append(_TAKES[player, Loot.TIPIS, None])
        if options.wedding:
            spouses = _MALE_KINDS if indian is Indian.WOMAN else _WOMAN_KINDS
            choices.extend(_TAKES[player, Loot.WEDDING, kind] for kind in spouses if table[kind])
    return tuple(choices)


# -- transitions --------------------------------------------------------------------------


def _refuse(rule: str, message: str, action: object, player: int | None) -> IllegalActionError:
    return IllegalActionError(rule, message, player=player, action=action)


def apply(state: State, action: ApacheAction) -> State:
    """The position after ``action``; ``state`` is untouched.

    :raises IllegalActionError: with ``rule`` one of ``"game-over"`` (the game has ended),
        ``"no-such-seat"``, ``"not-an-action"``, ``"card-already-played"`` (that hand card
        lies on the board in this window), ``"one-card-per-window"`` (the seat already
        played or passed in this window), ``"no-such-hand-card"``, ``"loot-being-made"``
        (the window is closed and loot is being made), ``"no-loot-to-choose"`` (a
        :class:`~.model.Take` while a window is open), ``"not-your-loot"`` (another seat's
        hand card is due) or ``"loot-not-on-table"`` (the chosen loot is not available).
    """
    seat = getattr(action, "player", None)
    if state.phase is Phase.OVER:
        raise _refuse("game-over", "the game is over", action, seat)
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise _refuse("no-such-seat", f"there is no seat {seat!r}", action, None)
    if isinstance(action, Play | Pass):
        return _grab(state, action, seat)
    if isinstance(action, Take):
        return _take(state, action, seat)
    raise _refuse("not-an-action", f"{action!r} is not an Apache action", action, seat)


def _grab(state: State, action: Play | Pass, seat: int) -> State:
    if state.phase is not Phase.GRAB:
        raise _refuse(
            "loot-being-made", "the grab window is closed: loot is being made", action, seat
        )
    acted = state.acted
    if acted[seat]:
        if isinstance(action, Play) and any(
            card.player == seat and card.indian == action.indian for card in state.board
        ):
            raise _refuse(
                "card-already-played",
                "that hand card already lies on the Pow-Wow board in this window",
                action,
                seat,
            )
        raise _refuse(
            "one-card-per-window",
            "a seat may play only one hand card (or pass) after each card turned up",
            action,
            seat,
        )
    board = state.board
    if type(action) is Play:
        indian = action.indian
        if type(indian) is not Indian:
            raise _refuse("no-such-hand-card", f"there is no hand card {indian!r}", action, seat)
        index = indian.value
        board = (*board, _BOARD_CARDS[seat][index][not _can_loot(state.table, seat, index)])
    acted = acted[:seat] + (True,) + acted[seat + 1 :]
    if False in acted:
        return State(
            state.players, state.options, state.rng, state.heap, state.table, state.piles,
            state.removed, state.turner, board, acted, Phase.GRAB, 0,
        )  # fmt: skip
    return _resolve(state, state.table, state.piles, state.removed, board, 0)


def _take(state: State, action: Take, seat: int) -> State:
    if state.phase is not Phase.LOOT:
        raise _refuse(
            "no-loot-to-choose", "loot is chosen only once the grab window has closed",
            action, seat,
        )  # fmt: skip
    due = state.board[state.resolving]
    if due.player != seat:
        raise _refuse(
            "not-your-loot", f"seat {due.player}'s hand card makes loot now", action, seat
        )
    if action not in loot_choices(state.table, state.players, state.options, seat, due.indian):
        raise _refuse("loot-not-on-table", f"{action!r} is not on the table", action, seat)
    table, piles = _make_loot(state.table, state.piles, state.players, state.options, action, due)
    return _resolve(state, table, piles, state.removed, state.board, state.resolving + 1)


def _resolve(
    state: State,
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    removed: tuple[int, ...],
    board: tuple[BoardCard, ...],
    start: int,
) -> State:
    """Resolve the board from position ``start``: stop at a seat with a choice to make."""
    players, options = state.players, state.options
    for index in range(start, len(board)):
        card = board[index]
        seat = card.player
        if card.useless:
            taken, pile = take_top(piles[seat], PENALTY_CARDS)
            piles = piles[:seat] + (pile,) + piles[seat + 1 :]
            removed = removed + taken
            continue
        choices = loot_choices(table, players, options, seat, card.indian)
        if len(choices) == 1:
            table, piles = _make_loot(table, piles, players, options, choices[0], card)
        elif choices:
            return State(
                players, options, state.rng, state.heap, table, piles, removed, state.turner,
                board, _CLOSED[players], Phase.LOOT, index,
            )  # fmt: skip
    turner = board[-1].player if board else (state.turner + 1) % players
    if not state.heap:
        return State(
            players, options, state.rng, (), table, piles, removed, turner, (),
            _FRESH[players], Phase.OVER, 0,
        )  # fmt: skip
    return _turn_up(players, options, state.rng, state.heap, table, piles, removed, turner)


def _make_loot(
    table: tuple[int, ...],
    piles: tuple[tuple[int, ...], ...],
    players: int,
    options: Options,
    take: Take,
    card: BoardCard,
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Move a loot from the table onto the seat's winnings pile (and War Path's buffalo).

    The cards go on the pile in this order (the last on top): the looting Indian, the
    Joint Raid companions, the prisoner or spouse, then the loot cards; War Path's buffalo
    are laid on top after them.
    """
    seat, indian = card.player, card.indian
    counts = list(table)
    own = seat * 4 + indian.value
    counts[own] -= 1
    won = [own]
    captive: list[int] = []
    if take.indian is not None:
        counts[take.indian] -= 1
        captive.append(take.indian)
    if options.joint_raid and take.loot is not Loot.WEDDING:
        for colour in range(players, 5):
            kind = colour * 4 + indian.value
            won.extend([kind] * counts[kind])
            counts[kind] = 0
    won.extend(captive)
    item = ITEM_OF[indian.value] if take.loot is Loot.ITEM else TIPI
    won.extend([item] * counts[item])
    counts[item] = 0
    pile = piles[seat] + tuple(won)
    if options.war_path and take.loot is Loot.ITEM and indian is Indian.WARRIOR:
        new_piles = list(piles)
        for other in range(players):
            if other == seat:
                continue
            for _ in range(2 if players == 2 else 1):
                buffalo, new_piles[other] = take_topmost(new_piles[other], _is_buffalo)
                if buffalo is not None:
                    pile = (*pile, buffalo)
        new_piles[seat] = pile
        return tuple(counts), tuple(new_piles)
    return tuple(counts), piles[:seat] + (pile,) + piles[seat + 1 :]


def _is_buffalo(card: int) -> bool:
    return card == BUFFALO


# -- the end ------------------------------------------------------------------------------


def is_over(state: State) -> bool:
    """Whether the last card's grab window has been resolved."""
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    """Each seat scores the cards in its winnings pile; the most wins, ties share.

    :raises GameNotOverError: while the game is going on.
    """
    if state.phase is not Phase.OVER:
        raise GameNotOverError("the Apache game is not over")
    return rank(tuple(len(pile) for pile in state.piles))


def max_actions(players: int, options: Options | None = None) -> int:
    """An upper bound on a game's actions: per prairie card, one window action and at most
    one loot choice per seat.

    :raises SetupError: if ``players`` is out of range.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    return len(PRAIRIE_CARDS) * 2 * players
