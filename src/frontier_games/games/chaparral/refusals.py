"""Why a move is refused: :func:`why_not` names the rule an action breaks, as
:class:`~frontier_games.core.IllegalActionError`'s ``rule``.

It is asked only once a move is known to be illegal (it is not among the legal actions of
the seat that decides), so it may take its time to find the most telling rule.
"""

from __future__ import annotations

from frontier_games.core import IllegalActionError, brief
from frontier_games.games.chaparral.content import (
    CHARACTER_BUSINESSES,
    MAX_INFLUENCE_PER_ROUND,
    Business,
    Character,
    Objective,
)
from frontier_games.games.chaparral.legal import NOT_IN_ALLEY, alley_cost, asked, deciding
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
    Penalty,
    Perform,
    Phase,
    RemoveApache,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
)
from frontier_games.games.chaparral.table import has_marker
from frontier_games.games.chaparral.turn import CHARACTERS

__all__ = ["refuse", "why_not"]

_ACTION_PHASES: dict[type, tuple[Phase, ...]] = {
    Allocate: (Phase.ALLOCATION,),
    EnterAlley: (Phase.ALLOCATION,),
    Block: (Phase.ALLOCATION,),
    Influence: (Phase.INFLUENCE, Phase.ACTIONS),
    Perform: (Phase.ACTIONS,),
    UseAlley: (Phase.ACTIONS,),
    ArrangeEvents: (Phase.ACTIONS,),
    TakeStagecoach: (Phase.ACTIONS,),
    BuyFarm: (Phase.ACTIONS,),
    Sell: (Phase.ACTIONS,),
    Build: (Phase.ACTIONS,),
    Mine: (Phase.ACTIONS,),
    BuyBusiness: (Phase.ACTIONS,),
    RemoveApache: (Phase.ACTIONS,),
    TakePrize: (Phase.ACTIONS,),
    Host: (Phase.ACTIONS,),
    Bribe: (Phase.ACTIONS,),
    Donate: (Phase.END_OF_PHASE,),
    Penalty: (Phase.LOSSES,),
}


def _named(value: object) -> str:
    """A card's printed name, or ``brief`` of anything else."""
    return value.value if isinstance(value, (Character, Business)) else brief(value)


def _used(character: object, action: object, seat: int) -> IllegalActionError:
    return refuse(
        "character-used",
        f"seat {seat} has already acted as the {_named(character)} this round", action, seat,
    )  # fmt: skip


def refuse(rule: str, message: str, action: object, player: object) -> IllegalActionError:
    """An :class:`~frontier_games.core.IllegalActionError` for ``rule``, naming the seat if
    ``player`` is one."""
    seat = player if type(player) is int else None
    return IllegalActionError(rule, message, player=seat, action=action)


def why_not(state: State, action: object) -> IllegalActionError:
    """Why ``action``, not among the legal actions now, is refused."""
    seat = getattr(action, "player", None)
    if state.phase is Phase.OVER:
        return refuse("game-over", "the game is over", action, seat)
    if type(seat) is not int or not 0 <= seat < state.setup.players:
        return refuse("no-such-seat", f"there is no seat {brief(seat)} in this game", action, seat)
    to_act = deciding(state)
    if seat != to_act:
        return refuse("not-your-turn", f"seat {to_act} decides now, not seat {seat}", action, seat)
    phases = _ACTION_PHASES.get(type(action))
    if phases is not None and state.phase not in phases:
        name = type(action).__name__
        return refuse("not-now", f"{name} is not possible now ({state.phase.value})", action, seat)
    board = state.players[seat]
    kind = type(action)
    if kind is Allocate or kind is Block:
        assert isinstance(action, Allocate | Block)
        chosen = action.character
        if chosen in state.board.blocked or (
            type(chosen) is Character and state.board.cowboys[CHARACTERS.index(chosen)] is not None
        ):
            return refuse(
                "character-taken",
                f"the {_named(chosen)} already holds a cowboy or is blocked", action, seat,
            )  # fmt: skip
    sheep = state.phase is Phase.ACTIONS and state.turn.step is Step.SHEEP_INFLUENCE
    if kind is Influence and (state.phase is Phase.INFLUENCE or sheep):
        assert isinstance(action, Influence)
        if has_marker(board, action.business):
            return refuse(
                "marker-already-there",
                f"seat {seat} already has a marker in the {_named(action.business)}",
                action, seat,
            )  # fmt: skip
    if kind is Influence and state.phase is Phase.INFLUENCE:
        assert isinstance(action, Influence)
        business, character = action.business, action.character
        if state.turn.count >= MAX_INFLUENCE_PER_ROUND:
            return refuse(
                "three-markers",
                f"a player places at most {MAX_INFLUENCE_PER_ROUND} markers in this stage",
                action, seat,
            )  # fmt: skip
        if type(character) is Character and business not in CHARACTER_BUSINESSES[character]:
            return refuse(
                "not-that-characters-business",
                f"the {character.value} gives influence in "
                f"{' or '.join(b.value for b in CHARACTER_BUSINESSES[character])} only",
                action, seat,
            )  # fmt: skip
    if kind is UseAlley:
        assert isinstance(action, UseAlley)
        if type(action.character) is Character and action.character in NOT_IN_ALLEY:
            return refuse(
                "alley-not-for-sheriff-or-mayor",
                "the alley cannot act as the Sheriff or the Mayor", action, seat,
            )  # fmt: skip
        cost = alley_cost(state, seat)
        if cost is None:
            return refuse("no-alley-cowboy", f"seat {seat} has no alley cowboy left", action, seat)
        if board.money < cost:
            return refuse(
                "cannot-pay-alley", f"the alley costs ${cost}; seat {seat} has ${board.money}",
                action, seat,
            )  # fmt: skip
        if action.character in state.turn.done:
            return _used(action.character, action, seat)
    if kind is BuyFarm:
        assert isinstance(action, BuyFarm)
        farm = action.farm
        if any(owned.good is getattr(farm, "good", None) for owned in board.farms):
            return refuse(
                "farm-type-owned", f"seat {seat} already has a {farm.good.value} farm",
                action, seat,
            )  # fmt: skip
    if kind is Mine and state.turn.step is Step.MINE:
        return refuse(
            "past-capacity",
            "the cowboys cannot carry that much, or it would pass 10 iron or 4 gold",
            action, seat,
        )  # fmt: skip
    if kind is BuyBusiness and state.turn.step is Step.BUSINESSES:
        return refuse(
            "cannot-buy-business",
            "a business is bought where one has influence, nobody owns it, the money is "
            "there, and it does not make a whole status group one's own",
            action, seat,
        )  # fmt: skip
    if kind is Bribe or kind is Donate:
        objective = Objective.PRIVILEGES if kind is Bribe else Objective.BENEFACTOR
        if objective in board.objectives:
            return refuse(
                "objective-claimed",
                f"seat {seat} has already claimed {objective.value}", action, seat,
            )  # fmt: skip
    if kind is Perform and state.turn.step is Step.CHOOSE:
        assert isinstance(action, Perform)
        if action.character in state.turn.done:
            return _used(action.character, action, seat)
        return refuse(
            "no-cowboy-there", f"seat {seat} has no cowboy on the {_named(action.character)}",
            action, seat,
        )  # fmt: skip
    name = type(action).__name__
    return refuse(
        "not-allowed", f"{name} is not one of seat {seat}'s moves now: it {asked(state)}",
        action, seat,
    )  # fmt: skip
