"""Phase 1, "Allocate Cowboys", move by move: a cowboy on a free character or in the alley,
and with two players a red cowboy that blocks a character. Each kind of move is declared
once, with its checks, its effect, its space, its listing and its words
(:mod:`frontier_games.moves`); its block of ids in the action codec
(:mod:`.chaparral.learning`) is here too.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, TypeVar

from frontier_games.games.chaparral import naming
from frontier_games.games.chaparral.content import ALLEY_COSTS, MAX_PLAYERS
from frontier_games.games.chaparral.model import (
    Allocate,
    Block,
    Board,
    EnterAlley,
    Setup,
    State,
    View,
)
from frontier_games.games.chaparral.naming import Said, said
from frontier_games.games.chaparral.turn import CHARACTERS, after_allocation, allocation_slot
from frontier_games.moves import Check, Move

__all__ = [
    "ALLOCATE",
    "BLOCK",
    "CHARACTER_INDEX",
    "ENTER_ALLEY",
    "allocate_ids",
    "block_ids",
    "enter_alley_ids",
]

CHARACTER_INDEX = MappingProxyType({character: i for i, character in enumerate(CHARACTERS)})
"""Each character's place on the board (in :class:`~.chaparral.content.Character` order)."""

_ALLOCATE = tuple(tuple(Allocate(seat, c) for c in CHARACTERS) for seat in range(MAX_PLAYERS))
_BLOCK = tuple(tuple(Block(seat, c) for c in CHARACTERS) for seat in range(MAX_PLAYERS))
_ALLEY = tuple((EnterAlley(seat),) for seat in range(MAX_PLAYERS))
"""The moves of Phase 1, built once: ``_ALLOCATE[seat][character index]``. The spaces are
these very actions, and so are the listings: the kit finds a listed move in its space by
identity."""


def _blocking(state: State) -> bool:
    """Whether the next piece of Phase 1 is a red cowboy (two players only)."""
    if state.setup.players != 2:
        return False
    slot = allocation_slot(2, state.board.start, state.turn.count)
    return slot is not None and slot[1]


# -- the checks -------------------------------------------------------------------------------


def _character_free(state: State, action: Allocate | Block) -> bool:
    board = state.board
    character = action.character
    return board.cowboys[CHARACTER_INDEX[character]] is None and character not in board.blocked


def _own_cowboy_now(state: State, action: Allocate | EnterAlley) -> bool:
    return state.setup.players != 2 or not _blocking(state)


def _red_cowboy_now(state: State, action: Block) -> bool:
    return state.setup.players == 2 and _blocking(state)


def _said_no_block(state: State, action: Block) -> str:
    if state.setup.players != 2:
        return "red cowboys block characters only in a two-player game"
    return (
        f"seat {action.player} allocates a cowboy of its own now: each player blocks twice, "
        "right after each of its first two cowboys"
    )


_CHARACTER_TAKEN: Check[State, Any] = Check(
    "character-taken",
    "the {action.character.value} already holds a cowboy or is blocked",
    _character_free,
)
"""Each character can hold only one cowboy piece (a blocked one holds a red cowboy)."""

_BLOCK_NOW: Check[State, Any] = Check(
    "block-now",
    "seat {action.player} blocks a character with a red cowboy now (the alley cannot be blocked)",
    _own_cowboy_now,
)
"""Two players: each allocates a cowboy, then blocks a character with a red one, twice."""


# -- the effects ------------------------------------------------------------------------------


def _placed(state: State, board: Board) -> State:
    """A piece is placed in Phase 1: the next one, or Phase 2 once all are."""
    turn = state.turn
    count = turn.count + 1
    # Phase 1's turn holds no action under way and no sale (as begin_round starts it):
    # character, sellers and sold are named at the defaults they already have
    turn = turn.evolve(character=None, count=count, sellers=(), sold=())
    state = state.evolve(board=board, turn=turn)
    if allocation_slot(state.setup.players, board.start, count) is None:
        return after_allocation(state)
    return state


def _allocate(state: State, action: Allocate) -> State:
    board = state.board
    cowboys = list(board.cowboys)
    cowboys[CHARACTER_INDEX[action.character]] = action.player
    return _placed(state, board.evolve(cowboys=tuple(cowboys)))


def _enter_alley(state: State, action: EnterAlley) -> State:
    board = state.board
    return _placed(state, board.evolve(alley=(*board.alley, action.player)))


def _block(state: State, action: Block) -> State:
    board = state.board
    return _placed(state, board.evolve(blocked=(*board.blocked, action.character)))


# -- the spaces and listings ------------------------------------------------------------------


def _allocate_space(setup: Setup, seat: int) -> tuple[Allocate, ...]:
    return _ALLOCATE[seat]


def _block_space(setup: Setup, seat: int) -> tuple[Block, ...]:
    return _BLOCK[seat]


def _alley_space(setup: Setup, seat: int) -> tuple[EnterAlley, ...]:
    return _ALLEY[seat]


_Placing = TypeVar("_Placing", Allocate, Block)


def _free(state: State, row: tuple[_Placing, ...]) -> list[_Placing]:
    """The moves of ``row`` (one per character) on the characters free of any cowboy."""
    board = state.board
    blocked = board.blocked
    if not blocked:  # always, but with two players
        return [action for action, owner in zip(row, board.cowboys, strict=True) if owner is None]
    return [
        action
        for action, owner in zip(row, board.cowboys, strict=True)
        if owner is None and action.character not in blocked
    ]


def _allocations(state: State, seat: int) -> list[Allocate]:
    if state.setup.players == 2 and _blocking(state):
        return []
    return _free(state, _ALLOCATE[seat])


def _blocks(state: State, seat: int) -> list[Block]:
    if state.setup.players == 2 and _blocking(state):
        return _free(state, _BLOCK[seat])
    return []


def _alley_entries(state: State, seat: int) -> tuple[EnterAlley, ...]:
    if state.setup.players == 2 and _blocking(state):
        return ()
    return _ALLEY[seat]


# -- the moves --------------------------------------------------------------------------------


def _allocate_words(view: View, action: Allocate) -> Said:
    """``"allocate a cowboy to the Banker"``."""
    return said("allocate", f" a cowboy to {naming.character(action.character)}")


ALLOCATE: Move[State, Allocate] = Move(
    Allocate,
    checks=(_CHARACTER_TAKEN, _BLOCK_NOW),
    effect=_allocate,
    space=_allocate_space,
    listing=_allocations,
    words=_allocate_words,
)
"""A player "chooses one of the twelve characters on the board and places one cowboy piece
of his colour on that character"; "each character can hold only one cowboy piece"."""


def _enter_alley_words(view: View, action: EnterAlley) -> Said:
    """``"enter the alley ($5, the left space)"``, or ``($10)`` once a cowboy is there."""
    if view.board.alley:
        return said("enter", f" the alley (${ALLEY_COSTS[1]})")
    return said("enter", f" the alley (${ALLEY_COSTS[0]}, the left space)")


ENTER_ALLEY: Move[State, EnterAlley] = Move(
    EnterAlley,
    checks=(_BLOCK_NOW,),
    effect=_enter_alley,
    space=_alley_space,
    listing=_alley_entries,
    words=_enter_alley_words,
)
"""During Phase 1 "cowboys may also be placed in the alley area", any number of them: the
first on the left space ($5 when used), the others on the right ($10)."""


def _block_words(view: View, action: Block) -> Said:
    """``"block the Mayor with a red cowboy"``."""
    return said("block", f" {naming.character(action.character)} with a red cowboy")


BLOCK: Move[State, Block] = Move(
    Block,
    checks=(_CHARACTER_TAKEN, Check("no-block-now", _said_no_block, _red_cowboy_now)),
    effect=_block,
    space=_block_space,
    listing=_blocks,
    words=_block_words,
)
"""Two players: after each of its first two cowboys, a player "chooses a second character
and blocks it, allocating to it one of his two red cowboys"."""


# -- codec ids --------------------------------------------------------------------------------


def allocate_ids(seat: int) -> list[Allocate]:
    """The action codec's block of ``Allocate``: each character, in enum order (12)."""
    return [Allocate(seat, character) for character in CHARACTERS]


def block_ids(seat: int) -> list[Block]:
    """The action codec's block of ``Block``: each character, in enum order (12)."""
    return [Block(seat, character) for character in CHARACTERS]


def enter_alley_ids(seat: int) -> list[EnterAlley]:
    """The action codec's block of ``EnterAlley`` (1)."""
    return [EnterAlley(seat)]
