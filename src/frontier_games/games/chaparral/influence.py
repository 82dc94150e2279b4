"""Phase 2, Stage 2, "Place Influence", and the sheep farm's bonus marker: the one kind of
move that puts an influence marker in the city, declared once with its checks, its
effect, its space, its listing and its words (:mod:`frontier_games.moves`); its block of
ids in the action codec (:mod:`.chaparral.learning`) is here too.
"""

from __future__ import annotations

from types import MappingProxyType

from frontier_games.games.chaparral import characters as act
from frontier_games.games.chaparral import naming
from frontier_games.games.chaparral.allocation import CHARACTER_INDEX
from frontier_games.games.chaparral.content import (
    CHARACTER_BUSINESSES,
    MAX_INFLUENCE_PER_ROUND,
    MAX_PLAYERS,
    Business,
)
from frontier_games.games.chaparral.model import Influence, Phase, Setup, State, View
from frontier_games.games.chaparral.naming import Said, said
from frontier_games.games.chaparral.table import BUSINESSES, has_marker, with_influence
from frontier_games.games.chaparral.turn import (
    CHARACTERS,
    INFLUENCE_PAIRS,
    may_influence,
    next_influencer,
    with_player,
)
from frontier_games.moves import Check, Move

__all__ = ["INFLUENCE", "influence_ids"]


def _space_of(seat: int) -> tuple[Influence, ...]:
    """Every character with every business (those it does not show are refused by a rule of
    their own), then the sheep farm's marker on each business."""
    through = [Influence(seat, c, b) for c in CHARACTERS for b in BUSINESSES]
    return (*through, *(Influence(seat, None, b) for b in BUSINESSES))


_SPACE = tuple(_space_of(seat) for seat in range(MAX_PLAYERS))
_THROUGH = tuple(
    MappingProxyType(
        {
            (action.character, action.business): action
            for action in space
            if action.character is not None
            and action.business in CHARACTER_BUSINESSES[action.character]
        }
    )
    for space in _SPACE
)
_BY_CHARACTER = tuple(
    tuple(
        (character, tuple((business, through[character, business]) for _, business in pairs))
        for character, pairs in INFLUENCE_PAIRS
    )
    for through in _THROUGH
)
_SHEEP = tuple(space[-len(BUSINESSES) :] for space in _SPACE)
"""The markers a seat may place, built once: ``_SPACE[seat]`` is the kind's space, and the
listings pick from it: ``_BY_CHARACTER[seat][character index]`` (Stage 2: the character
and each of its businesses with its marker) and
``_SHEEP[seat][business index]`` (the sheep farm's bonus)."""


# -- the checks -------------------------------------------------------------------------------


_STAGE_2 = Phase.INFLUENCE  # else the sheep farm's marker, in Stage 3


def _through_a_character(state: State, action: Influence) -> bool:
    return action.character is not None or state.phase is not _STAGE_2


def _through_no_character(state: State, action: Influence) -> bool:
    return action.character is None or state.phase is _STAGE_2


def _no_marker_there(state: State, action: Influence) -> bool:
    return not has_marker(state.players[action.player], action.business)


def _fewer_than_three(state: State, action: Influence) -> bool:
    return state.phase is not _STAGE_2 or state.turn.count < MAX_INFLUENCE_PER_ROUND


def _characters_business(state: State, action: Influence) -> bool:
    character = action.character
    return character is None or action.business in CHARACTER_BUSINESSES[character]


def _said_not_its_business(state: State, action: Influence) -> str:
    character = action.character
    assert character is not None
    shown = " or ".join(business.value for business in CHARACTER_BUSINESSES[character])
    return f"the {character.value} gives influence in {shown} only"


def _cowboy_there(state: State, action: Influence) -> bool:
    character = action.character
    return character is None or state.board.cowboys[CHARACTER_INDEX[character]] == action.player


def _character_unused(state: State, action: Influence) -> bool:
    return action.character not in state.turn.done


# -- the effect -------------------------------------------------------------------------------


def _influence(state: State, action: Influence) -> State:
    if state.phase is not _STAGE_2:  # the sheep farm's marker
        return act.sheep_influence(state, action.business)
    seat = action.player
    board = with_influence(state.players[seat], action.business)
    players = with_player(state, seat, board)
    turn = state.turn
    assert action.character is not None
    done, count = (*turn.done, action.character), turn.count + 1
    if count < MAX_INFLUENCE_PER_ROUND and may_influence(board, state.board.cowboys, seat, done):
        # a marker still to place (as influence_choices finds it). Stage 2's turn holds no
        # action under way and no sale (as next_influencer begins it): character, sellers
        # and sold are named at the defaults they already have
        turn = turn.evolve(done=done, character=None, count=count, sellers=(), sold=())
        return state.evolve(players=players, turn=turn)
    # the seat has placed its markers: the next one's turn replaces this one
    return next_influencer(state.evolve(players=players), turn.order)


# -- the space and the listing ----------------------------------------------------------------


def _influence_space(setup: Setup, seat: int) -> tuple[Influence, ...]:
    return _SPACE[seat]


def _markers(state: State, seat: int) -> list[Influence]:
    board = state.players[seat]
    if state.phase is _STAGE_2:  # influence_choices, as the actions themselves
        turn = state.turn
        if turn.count >= MAX_INFLUENCE_PER_ROUND:
            return []
        marked, done = (*board.influence, *board.owned), turn.done
        table = _BY_CHARACTER[seat]
        found = []
        for index, owner in enumerate(state.board.cowboys):
            if owner == seat:
                character, markers = table[index]
                if character in done:
                    continue
                for business, action in markers:
                    if business not in marked:
                        found.append(action)
        return found
    marked = (*board.influence, *board.owned)  # has_marker, for every business at once
    row = _SHEEP[seat]
    return [row[index] for index, business in enumerate(BUSINESSES) if business not in marked]


# -- the move ---------------------------------------------------------------------------------


def _said_marker_there(state: State, action: Influence) -> str:
    business: Business = action.business
    return f"seat {action.player} already has a marker in the {business.value}"


def _influence_words(view: View, action: Influence) -> Said:
    """``"place influence in the Cigar Shop through the Mayor"``; another seat is told where
    the marker lies, not which character put it there."""
    where = f" influence in {naming.business(action.business)}"
    if action.character is None:
        return said("place", f"{where} (the sheep farm's bonus)")
    return said(
        "place",
        f"{where} through {naming.character(action.character)}",
        unseen=f"places{where}",
    )


INFLUENCE: Move[State, Influence] = Move(
    Influence,
    checks=(
        Check(
            "influence-needs-character",
            "in Stage 2 an influence marker is placed through one of one's characters",
            _through_a_character,
        ),
        Check(
            "sheep-marker-needs-no-character",
            "the sheep farm's marker goes on a business through no character",
            _through_no_character,
        ),
        Check("marker-already-there", _said_marker_there, _no_marker_there),
        Check(
            "three-markers",
            f"a player places at most {MAX_INFLUENCE_PER_ROUND} markers in this stage",
            _fewer_than_three,
        ),
        Check("not-that-characters-business", _said_not_its_business, _characters_business),
        Check(
            "no-cowboy-there",
            "seat {action.player} has no cowboy on the {action.character.value}",
            _cowboy_there,
        ),
        Check(
            "character-used",
            "seat {action.player} has already placed a marker through the {action.character.value}",
            _character_unused,
        ),
    ),
    effect=_influence,
    space=_influence_space,
    listing=_markers,
    words=_influence_words,
)
"""Stage 2: "for each character allocated, the player is entitled to place exactly one
influence marker of his colour in one of the two businesses of that character, and only if
he has no marker there already", three at most. A sheep farm's bonus puts one marker on
any business where the player has none."""


# -- codec ids --------------------------------------------------------------------------------


def influence_ids(seat: int) -> list[Influence]:
    """The action codec's block of ``Influence``: each character with its two businesses, in
    ``CHARACTER_BUSINESSES`` order (24), then the sheep farm's marker on each business (12)."""
    through = [Influence(seat, c, b) for c in CHARACTERS for b in CHARACTER_BUSINESSES[c]]
    return [*through, *(Influence(seat, None, business) for business in BUSINESSES)]
