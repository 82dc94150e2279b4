"""Building *Chaparral* positions for tests: a game with a chosen first player, a seat's
mini-board, farms, markers, objectives, the event and stagecoach changed with
``attrs.evolve`` (every card and farm staying in exactly one place), a round put at
Stage 2 or Stage 3 with cowboys on chosen characters, and a quiet driver that plays on
(passing where it may, else taking the first legal move) until the position a test
wants.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

import pytest

from frontier_games.core import IllegalActionError
from frontier_games.games.chaparral.content import (
    Business,
    Character,
    Event,
    Farm,
    Objective,
    Stagecoach,
)
from frontier_games.games.chaparral.model import (
    Allocate,
    ChaparralAction,
    EnterAlley,
    Options,
    Pass,
    Perform,
    Phase,
    State,
    Step,
    Turn,
)
from frontier_games.games.chaparral.rules import actors, apply, legal_actions, new_game
from frontier_games.games.chaparral.table import turn_order
from frontier_games.serialization import to_json

CHARACTERS = tuple(Character)

MAX_STEPS = 3000
"""A quiet driver that has not reached its position after this many actions is lost."""

_E = TypeVar("_E", bound=enum.Enum)


def in_order(members: Iterable[_E], kind: type[_E]) -> tuple[_E, ...]:
    """``members`` in their enum's order, each once: how the state keeps a row."""
    chosen = set(members)
    return tuple(member for member in kind if member in chosen)


def game(
    players: int = 4,
    seed: int = 1,
    *,
    first: int = 0,
    event: Event | None = Event.LACK_OF_RESOURCES,
    **options: Any,
) -> State:
    """A new game of ``players`` seats, ``first`` holding the Starting Player token.

    The first round's event is ``event`` (``None``: the one drawn); by default Lack of
    Resources, which leaves every character's action as printed (and no bonus token on
    the board).
    """
    state = new_game(players, seed, Options(first_player=first, **options))
    if event is None:
        return state
    state = with_event(state, event)
    if event is Event.LACK_OF_RESOURCES:
        board = state.board.evolve(tokens=(None,) * len(CHARACTERS))
        state = state.evolve(board=board)
    return state


def play(state: State, *actions: ChaparralAction) -> State:
    """``state`` after ``actions``, applied in order."""
    for action in actions:
        state = apply(state, action)
    return state


def refused(state: State, action: object) -> str:
    """The rule ``apply`` names in refusing ``action``; ``state`` is unchanged.

    :raises AssertionError: if ``action`` is not refused.
    """
    before = to_json(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)  # type: ignore[arg-type]
    assert to_json(state) == before
    assert caught.value.action == action
    return caught.value.rule


def legal(state: State) -> tuple[ChaparralAction, ...]:
    """The legal actions of the seat that decides now."""
    (seat,) = actors(state)
    return legal_actions(state, seat)


# -- a seat's mini-board and what lies in front of it --------------------------------------


def with_seat(state: State, seat: int, **changes: Any) -> State:
    """``state`` with fields of ``seat``'s :class:`~.model.PlayerBoard` changed."""
    players = list(state.players)
    players[seat] = players[seat].evolve(**changes)
    return state.evolve(players=tuple(players))


def with_markers(
    state: State, seat: int, *influence: Business, owned: tuple[Business, ...] = ()
) -> State:
    """``state`` with ``seat``'s influence markers in ``influence`` and its owned
    businesses ``owned`` (added to those it had; nobody else may own them)."""
    board = state.players[seat]
    for other, rival in enumerate(state.players):
        assert other == seat or not set(owned) & set(rival.owned), "a business has one owner"
    owned_now = in_order((*board.owned, *owned), Business)
    marks = in_order((*board.influence, *influence), Business)
    marks = tuple(b for b in marks if b not in owned_now)
    return with_seat(state, seat, influence=marks, owned=owned_now)


def with_farms(state: State, seat: int, *farms: Farm, apache: bool = True) -> State:
    """``state`` with ``farms`` (taken from the table) in front of ``seat``, each still
    with its Apache unless ``apache`` is false."""
    city = state.city
    assert all(farm in city.farms for farm in farms), "only a farm on the table"
    board = state.players[seat]
    apaches = city.apaches if apache else tuple(f for f in city.apaches if f not in farms)
    city = city.evolve(farms=tuple(f for f in city.farms if f not in farms), apaches=apaches)
    state = state.evolve(city=city)
    return with_seat(state, seat, farms=in_order((*board.farms, *farms), Farm))


def without_apaches(state: State, *farms: Farm) -> State:
    """``state`` with no Apache attached to ``farms``."""
    city = state.city
    return state.evolve(city=city.evolve(apaches=tuple(f for f in city.apaches if f not in farms)))


def with_objectives(state: State, seat: int, *objectives: Objective) -> State:
    """``state`` with ``seat`` holding a card of each of ``objectives`` (taken from those
    left to claim)."""
    left = list(state.city.objectives)
    for objective in objectives:
        left.remove(objective)
    board = state.players[seat]
    state = state.evolve(city=state.city.evolve(objectives=tuple(left)))
    return with_seat(state, seat, objectives=(*board.objectives, *objectives))


# -- the round: the event, the stagecoach, the cowboys --------------------------------------


def with_event(state: State, event: Event) -> State:
    """``state`` with ``event`` as this round's event (the event it replaces takes its
    place in the deck, unseen)."""
    old = state.board.event
    city = state.city
    if event in city.events:
        at = city.events.index(event)
        events = (*city.events[:at], old, *city.events[at + 1 :])
        seen = tuple((*row[:at], None, *row[at + 1 :]) for row in city.seen)
        city = city.evolve(events=events, seen=seen)
    board = state.board.evolve(event=event)
    return state.evolve(board=board, city=city)


def with_top_events(state: State, *events: Event) -> State:
    """``state`` with ``events`` on top of the event deck, the first named on top
    (nothing of the deck seen by anyone)."""
    city = state.city
    assert all(event in city.events for event in events)
    rest = tuple(e for e in city.events if e not in events)
    deck = (*rest, *reversed(events))
    seen = ((None,) * len(deck),) * len(city.seen)
    return state.evolve(city=city.evolve(events=deck, seen=seen))


def with_stagecoach(state: State, stagecoach: Stagecoach) -> State:
    """``state`` with ``stagecoach`` in the city (the card it replaces takes its place in
    the deck)."""
    old = state.board.stagecoach
    city = state.city
    deck = city.stagecoaches
    if stagecoach in deck:
        at = deck.index(stagecoach)
        deck = (*deck[:at], *(() if old is None else (old,)), *deck[at + 1 :])
    city = city.evolve(stagecoaches=deck)
    board = state.board.evolve(stagecoach=stagecoach)
    return state.evolve(board=board, city=city)


def _placed(
    state: State,
    cowboys: Mapping[Character, int],
    alley: tuple[int, ...],
    blocked: tuple[Character, ...],
) -> State:
    row: list[int | None] = [None] * len(CHARACTERS)
    for character, seat in cowboys.items():
        row[CHARACTERS.index(character)] = seat
    assert not set(blocked) & set(cowboys), "a blocked character holds no cowboy"
    board = state.board.evolve(
        cowboys=tuple(row),
        alley=alley,
        blocked=blocked,
        tokens=(None,) * len(CHARACTERS),
    )
    return state.evolve(board=board)


def _after(state: State, seat: int) -> tuple[int, ...]:
    order = turn_order(state.setup.players, state.board.start)
    return order[order.index(seat) + 1 :]


def at_influence(
    state: State,
    seat: int,
    cowboys: Mapping[Character, int],
    *,
    alley: tuple[int, ...] = (),
    blocked: tuple[Character, ...] = (),
) -> State:
    """Phase 2, Stage 2 with ``cowboys`` on their characters (the bonus tokens gone),
    ``seat`` placing its markers, the seats after it in turn order still to place."""
    state = _placed(state, cowboys, alley, blocked)
    return state.evolve(phase=Phase.INFLUENCE, turn=Turn(seat, order=_after(state, seat)))


def at_actions(
    state: State,
    seat: int,
    cowboys: Mapping[Character, int],
    *,
    alley: tuple[int, ...] = (),
    blocked: tuple[Character, ...] = (),
    last: bool = False,
) -> State:
    """Phase 2, Stage 3 with ``cowboys`` on their characters (the bonus tokens gone),
    ``seat`` choosing its first action; the seats after it in turn order act next
    (nobody, if ``last``)."""
    state = _placed(state, cowboys, alley, blocked)
    order = () if last else _after(state, seat)
    return state.evolve(phase=Phase.ACTIONS, turn=Turn(seat, Step.CHOOSE, order))


def acting(state: State, seat: int, character: Character, **changes: Any) -> State:
    """Stage 3: ``seat``, whose cowboy is on ``character`` alone, acting as it: the
    position after ``Perform``, with ``seat``'s board changed by ``changes``."""
    state = with_seat(state, seat, **changes) if changes else state
    state = at_actions(state, seat, {character: seat})
    return apply(state, Perform(seat, character))


def allocate(state: State, *picks: Character | None) -> State:
    """Phase 1: the seat whose turn it is puts a cowboy on the next of ``picks`` (``None``:
    in the alley), and so on."""
    for pick in picks:
        (seat,) = actors(state)
        state = apply(state, EnterAlley(seat) if pick is None else Allocate(seat, pick))
    return state


def end_stage_3(state: State) -> State:
    """Every seat still to act in Stage 3 passes: the end of Phase 2 follows (up to a
    decision there: a penalty, a gift to the Church), or the next round."""
    start = state.board.round
    while state.board.round == start and state.phase is Phase.ACTIONS:
        (seat,) = actors(state)
        state = apply(state, Pass(seat))
    return state


# -- a quiet driver ------------------------------------------------------------------------


def quiet_action(state: State) -> ChaparralAction:
    """``Pass`` where the seat to act may pass, else its first legal move."""
    moves = legal(state)
    for move in moves:
        if type(move) is Pass:
            return move
    return moves[0]


def quietly_until(
    state: State,
    reached: Callable[[State], bool],
    choose: Callable[[State], ChaparralAction] = quiet_action,
) -> State:
    """Play ``choose``'s moves until ``reached(state)``.

    :raises AssertionError: if the game ends, or has not got there after :data:`MAX_STEPS`.
    """
    for _ in range(MAX_STEPS):
        if reached(state):
            return state
        assert state.phase is not Phase.OVER, "the game ended before the position was reached"
        state = apply(state, choose(state))
    raise AssertionError("the position was not reached")


def to_phase(state: State, phase: Phase) -> State:
    """Play quietly until ``phase`` (``state`` itself if it is there already)."""
    return quietly_until(state, lambda s: s.phase is phase)


def to_round(state: State, number: int) -> State:
    """Play quietly until round ``number`` has begun."""
    return quietly_until(state, lambda s: s.board.round >= number)
