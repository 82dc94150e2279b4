"""*Chaparral*'s moves gathered into the game's rule kit (:mod:`frontier_games.moves`): who
decides, the phase of the round (the step of a Stage 3 turn) and the kinds of move each
offers, in the rulebook's order. Each kind is declared once, beside its effect: Phase 1 in
:mod:`.chaparral.allocation`, Stage 2 and the sheep farm's marker in
:mod:`.chaparral.influence`, the characters, the alley, politicians and the Apache token in
:mod:`.chaparral.characters`, Losses and Damages and Benefactor in
:mod:`.chaparral.end_of_phase`, and passing here. Each home also holds the words of its
kinds (how ``describe`` and ``narrate`` say them) and their blocks of ids in the action
codec, which :mod:`.chaparral.learning` puts in order.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from frontier_games.games.chaparral import allocation, characters, end_of_phase, influence
from frontier_games.games.chaparral.content import MAX_PLAYERS
from frontier_games.games.chaparral.legal import asked, deciding
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    Donate,
    EnterAlley,
    Host,
    Influence,
    Mine,
    Pass,
    Penalty,
    Perform,
    Phase,
    RemoveApache,
    Sell,
    Setup,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.naming import Said, said
from frontier_games.games.chaparral.turn import end_claims, end_stage_3_turn, next_influencer
from frontier_games.moves import Check, Move, Moves

__all__ = ["MOVES", "PASS", "STEPS", "actors", "pass_ids", "phase"]

STEPS: dict[Phase | Step, tuple[type[Any], ...]] = {
    Phase.ALLOCATION: (Allocate, EnterAlley, Block),
    Phase.INFLUENCE: (Influence, Pass),
    Step.CHOOSE: (Perform, UseAlley, Host, RemoveApache, Bribe, Pass),
    Step.ARRANGE_EVENTS: (ArrangeEvents,),
    Step.STAGECOACH: (TakeStagecoach,),
    Step.FARMS: (BuyFarm, Pass),
    Step.SHEEP_INFLUENCE: (Influence,),
    Step.SALES: (Sell,),
    Step.RAILWAY: (Build, Pass),
    Step.MINE: (Mine, Pass),
    Step.BUSINESSES: (BuyBusiness, Pass),
    Step.APACHE: (RemoveApache, Pass),
    Step.PRIZE: (TakePrize,),
    Phase.LOSSES: (Penalty,),
    Phase.END_OF_PHASE: (Donate, Pass),
}
"""The kinds of move each phase of the round offers (each step of a Stage 3 turn, in
Phase 2's Stage 3), in the order they are listed."""

_ALONE = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
_NOBODY: frozenset[int] = frozenset()


def actors(state: State) -> frozenset[int]:
    """The seat that decides, alone; nobody once the game is over (the kit keeps the
    answer for the state asked last: :meth:`frontier_games.moves.Moves.actors`)."""
    seat = deciding(state)
    return _NOBODY if seat is None else _ALONE[seat]


def phase(state: State) -> Phase | Step:
    """What decides the kinds of move offered: the phase of the round, or in Stage 3 the
    step of the turn."""
    now = state.phase
    return state.turn.step if now is Phase.ACTIONS else now


# -- passing ---------------------------------------------------------------------------------


_INFLUENCE, _END_OF_PHASE, _ACTIONS = Phase.INFLUENCE, Phase.END_OF_PHASE, Phase.ACTIONS
_CHOOSE = Step.CHOOSE
"""The members passing compares with, bound once (reading an enum member off its class
costs an attribute lookup through the enum's metaclass)."""


def _pass(state: State, action: Pass) -> State:
    now, turn = state.phase, state.turn
    if now is _INFLUENCE:
        return next_influencer(state, turn.order)
    if now is _END_OF_PHASE:
        return end_claims(state, turn.order)
    if turn.step is _CHOOSE:
        return end_stage_3_turn(state)
    return characters.done(state)


def _may_end_turn(state: State, seat: int) -> bool:
    """Whether ``seat`` may end its Stage 3 turn (elsewhere, passing is always possible
    where it is offered): a politician must be hosted if it can be."""
    if state.turn.step is not _CHOOSE or state.phase is not _ACTIONS:
        return True
    board = state.players[seat]
    return not board.politician or all(farm in board.politicians for farm in board.farms)


def _politician_hosted(state: State, action: Pass) -> bool:
    return _may_end_turn(state, action.player)


_PASS = tuple((Pass(seat),) for seat in range(MAX_PLAYERS))


def _pass_space(setup: Setup, seat: int) -> tuple[Pass, ...]:
    return _PASS[seat]


def _passes(state: State, seat: int) -> tuple[Pass, ...]:
    if state.players[seat].politician and not _may_end_turn(state, seat):
        return ()
    return _PASS[seat]


def _pass_words(view: View, action: Pass) -> Said:
    """A pass, with what it means at this moment: ``"pass (place no more influence)"``,
    ``"pass (buy no farm)"``, ``"pass (end your turn)"``..."""
    now, turn = view.phase, view.turn
    meant: tuple[str, str] | None = None
    if now is Phase.INFLUENCE:
        more = " more" if turn.count else ""
        meant = f"place no{more} influence", f"places no{more} influence"
    elif now is Phase.END_OF_PHASE:
        meant = "give nothing to the Church", "gives nothing to the Church"
    elif now is Phase.ACTIONS:
        meant = _pass_in_stage_3(view, action, turn.step, turn.count)
    if meant is None:
        return said("pass", "")
    return said("pass", f" ({meant[0]})", f" ({meant[1]})")


PASS: Move[State, Pass] = Move(
    Pass,
    checks=(
        Check(
            "politician-to-host",
            "seat {action.player} must host its politician on one of its farms before its "
            "turn ends",
            _politician_hosted,
        ),
    ),
    effect=_pass,
    space=_pass_space,
    listing=_passes,
    words=_pass_words,
)
"""Passing: no more influence (Stage 2), no more purchases, segments or Apaches (Farmer,
Railway Chief, Miner, Notary, General Custer), no gift to the Church; at the choice of what
to do next it ends the player's Stage 3 turn, but a politician "is required to be" hosted
by then on a farm the player owns, if it can be."""


_OFFERED: dict[tuple[Phase, Step], tuple[type[Any], ...]] = {
    (now, step): STEPS[step if now is Phase.ACTIONS else now]
    for now in Phase
    if now is not Phase.OVER
    for step in Step
}
""":data:`STEPS` by the state's phase and step together (outside Stage 3 the step is
always ``CHOOSE``; every step is there all the same), which the kit reads from a state in
one C call."""


MOVES: Moves[State, Any, tuple[Phase, Step]] = Moves(
    "chaparral",
    (
        allocation.ALLOCATE,
        allocation.ENTER_ALLEY,
        allocation.BLOCK,
        influence.INFLUENCE,
        characters.PERFORM,
        characters.USE_ALLEY,
        characters.ARRANGE_EVENTS,
        characters.TAKE_STAGECOACH,
        characters.BUY_FARM,
        characters.SELL,
        characters.BUILD,
        characters.TAKE_PRIZE,
        characters.MINE,
        characters.BUY_BUSINESS,
        characters.REMOVE_APACHE,
        characters.HOST,
        characters.BRIBE,
        end_of_phase.PENALTY,
        end_of_phase.DONATE,
        PASS,
    ),
    actors=actors,
    players=attrgetter("setup.players"),
    phase=attrgetter("phase", "turn.step"),  # the key of _OFFERED, read in one C call
    phases=_OFFERED,
    setup=attrgetter("setup"),
    asked=asked,
)
"""The game's moves: :func:`~.chaparral.rules.apply` and
:func:`~.chaparral.rules.legal_actions` are made from them."""


# -- codec ids -------------------------------------------------------------------------------


def pass_ids(seat: int) -> list[Pass]:
    """The action codec's block of ``Pass`` (1)."""
    return [Pass(seat)]


# -- words -----------------------------------------------------------------------------------
# What the words above lean on.


def _pass_in_stage_3(view: View, action: Pass, step: Step, count: int) -> tuple[str, str] | None:
    """What a pass in Stage 3 means, as its own seat and the third person say it."""
    if step is Step.CHOOSE:
        if view.players[action.player].politician:
            return (
                "end your turn; your politician is discarded",
                "ends its turn; its politician is discarded",
            )
        return "end your turn", "ends its turn"
    if step is Step.FARMS:
        what = "no second farm" if count else "no farm"
        return f"buy {what}", f"buys {what}"
    if step is Step.BUSINESSES:
        what = "no second business" if count else "no business"
        return f"buy {what}", f"buys {what}"
    if step is Step.RAILWAY:
        return "build nothing", "builds nothing"
    if step is Step.MINE:
        return "mine nothing", "mines nothing"
    if step is Step.APACHE:
        return "remove no Apache", "removes no Apache"
    return None
