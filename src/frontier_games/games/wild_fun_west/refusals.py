"""Why a move is refused: each check names the rule a move breaks, as
:class:`~frontier_games.core.IllegalActionError`'s ``rule``.

:func:`why_not` is asked only once a move is known to be illegal (it is not among the
seat's legal actions), so it may take its time to find the most telling rule.
"""

from __future__ import annotations

from frontier_games import auction as auctions
from frontier_games.auction import (
    ContributionAuction,
)
from frontier_games.core import (
    IllegalActionError,
    brief,
)
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    BELLE_STARR_TURN,
    DOC_HOLLIDAY_PRICE,
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    Building,
    Character,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    ChooseBuilding,
    Claim,
    Exchange,
    Forbid,
    Phase,
    Place,
    Redraw,
    Rob,
    State,
    Steal,
    SwapObjectives,
    SwitchBidding,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.table import (
    blocking,
)
from frontier_games.games.wild_fun_west.turn import (
    SWAP_PHASES,
    TAKERS,
)

__all__ = ["amount_of", "check_asked", "check_seat", "not_now", "refuse", "why_not", "with_action"]


def refuse(rule: str, message: str, action: object, player: object) -> IllegalActionError:
    """An :class:`~frontier_games.core.IllegalActionError` for ``rule``, naming the seat if
    ``player`` is one."""
    seat = player if type(player) is int else None
    return IllegalActionError(rule, message, player=seat, action=action)


def check_seat(state: State, action: WildFunWestAction) -> int:
    """The acting seat, after refusing an action when the game is over or the seat is not
    one of the game's."""
    seat = action.player
    if state.phase is Phase.OVER:
        raise refuse("game-over", "the game is over", action, seat)
    if type(seat) is not int or not 0 <= seat < state.players:
        raise refuse("no-such-seat", f"there is no seat {brief(seat)} in this game", action, seat)
    return seat


def amount_of(action: Bid | Place | Steal, seat: int) -> int:
    """The action's amount, refused unless it is exactly an ``int``."""
    amount = action.amount
    if type(amount) is not int:
        raise refuse("not-an-amount", f"an amount is an int, not {brief(amount)}", action, seat)
    return amount


def with_action(error: IllegalActionError, action: object) -> IllegalActionError:
    """``error`` (raised by a shared auction) with the refused action attached."""
    return IllegalActionError(error.rule, error.message, player=error.player, action=action)


def check_asked(state: State, action: WildFunWestAction, seat: int) -> None:
    """Refuse ``action`` unless ``seat`` is the one the phase asks now."""
    waiting = state.waiting
    if not waiting:
        raise not_now(state, action, seat)
    if waiting[0] != seat:
        raise refuse(
            "not-your-turn",
            f"seat {waiting[0]} is asked now, not seat {seat}",
            action,
            seat,
        )


_PHASE_OF: dict[type, frozenset[Phase]] = {
    Bid: frozenset((Phase.PROFESSION_BIDDING,)),
    Place: frozenset((Phase.BUILDING_BIDDING,)),
    Steal: frozenset((Phase.BUILDING_BIDDING,)),
    Activate: SWAP_PHASES,
    Exchange: SWAP_PHASES,
    SwapObjectives: SWAP_PHASES,
    Forbid: frozenset((Phase.BEGINNING,)),
    Rob: frozenset((Phase.BEGINNING,)),
    Claim: frozenset((Phase.REVEAL,)),
    SwitchBidding: frozenset((Phase.REVEAL,)),
    Redraw: frozenset((Phase.BUILDINGS_REVEALED,)),
    ChooseBuilding: frozenset((Phase.BUILDING_TIE,)),
}

"""The phases in which each kind of action (other than ``Pass``) may be taken."""


_OWNER: dict[type, Character] = {
    Forbid: Character.ANNIE_OAKLEY,
    Rob: Character.BELLE_STARR,
    SwitchBidding: Character.WYATT_EARP,
    SwapObjectives: Character.BUFFALO_BILL,
    Exchange: Character.CALAMITY_JANE,
    Redraw: Character.GEORGE_CUSTER,
    Steal: Character.JESSE_JAMES,
    ChooseBuilding: Character.JUDGE_ROY_BEAN,
}

"""The character whose ability each ability action is."""


def not_now(state: State, action: WildFunWestAction, seat: int) -> IllegalActionError:
    """The refusal of an action that belongs to another phase."""
    name = type(action).__name__
    return refuse("not-now", f"{name} is not possible now ({state.phase.value})", action, seat)


def why_not(state: State, action: WildFunWestAction, seat: int) -> IllegalActionError:
    """Why ``action``, not among ``seat``'s legal actions, is refused."""
    kind = type(action)
    if state.phase not in _PHASE_OF[kind]:
        return not_now(state, action, seat)
    setup, turn, cards = state.setup, state.turn, state.cards
    character = setup.characters[seat]
    owner = _OWNER.get(kind)
    if kind is Claim:
        revealed = turn.revealed
        owner = TAKERS.get(revealed) if revealed is not None else None
        if owner is None:
            return refuse(
                "not-your-ability",
                f"no character may take the {brief(revealed)} without bidding",
                action,
                seat,
            )
    if owner is not None and owner is not character:
        return refuse(
            "not-your-ability",
            f"that is {owner.value}'s ability; seat {seat} plays {character.value}",
            action,
            seat,
        )
    if owner is not None and owner in turn.used and owner is not Character.DOC_HOLLIDAY:
        return refuse("ability-used", f"{owner.value}'s ability is used once a game", action, seat)
    if kind is Rob and turn.number < BELLE_STARR_TURN:
        return refuse(
            "ability-not-now",
            f"Belle Starr steals from the beginning of turn {BELLE_STARR_TURN} on",
            action,
            seat,
        )
    if kind is SwitchBidding and turn.earp_switched:
        return refuse("ability-used", "Wyatt Earp switches once a turn", action, seat)
    if kind is Steal:
        return _why_not_steal(state, action, seat)  # type: ignore[arg-type]
    if state.waiting and state.waiting[0] != seat:
        return refuse(
            "not-your-turn", f"seat {state.waiting[0]} is asked now, not seat {seat}", action, seat
        )
    if kind is Activate:
        return _why_not_activate(state, action, seat)  # type: ignore[arg-type]
    if kind is Claim and state.money[seat] < DOC_HOLLIDAY_PRICE:
        return refuse(
            "no-money", f'"Doc" Holliday pays ${DOC_HOLLIDAY_PRICE} to take it', action, seat
        )
    if kind is SwapObjectives and len(cards.town) > 2:
        return refuse(
            "ability-not-now",
            "Buffalo Bill swaps only while at most 2 buildings are built",
            action,
            seat,
        )
    target = getattr(action, "target", seat + 1)
    if kind in (Forbid, SwapObjectives) and (
        type(target) is not int or not 0 <= target < state.players or target == seat
    ):
        return refuse(
            "no-such-seat", f"the target must be another seat, not {brief(target)}", action, seat
        )
    if kind is Exchange:
        exchange: Exchange = action  # type: ignore[assignment]
        if exchange.give not in cards.hands[seat]:
            return refuse(
                "not-in-hand", f"seat {seat} holds no {brief(exchange.give)}", action, seat
            )
        return refuse(
            "not-in-deck",
            f"the professions deck holds no {brief(exchange.take)}",
            action,
            seat,
        )
    if kind is ChooseBuilding:
        return refuse(
            "not-tied",
            f"{brief(getattr(action, 'building', None))} is not tied for the most money",
            action,
            seat,
        )
    return refuse("not-now", f"{brief(action)} is not possible now", action, seat)


def _why_not_steal(state: State, action: Steal, seat: int) -> IllegalActionError:
    auction = state.auction
    assert type(auction) is ContributionAuction
    if auctions.is_finished(auction) or auction.order[auction.turn] != seat:
        return refuse("not-your-turn", "Jesse James steals on his own turn", action, seat)
    up = state.cards.buildings_up
    building = action.building
    if type(building) is not Building or building not in up:
        return refuse("building-not-up", f"{brief(building)} is not up for bidding", action, seat)
    amount = action.amount
    lot = auction.lots[up.index(building)]
    if not lot:
        return refuse(
            "steal-too-much", f"there is no money on the {building.value} to steal", action, seat
        )
    return refuse(
        "steal-too-much",
        f"Jesse James steals $1 to ${min(JESSE_JAMES_LIMIT, lot)} from the {building.value} "
        f"(at most ${JESSE_JAMES_LIMIT}, and ${lot} lies on it), not ${brief(amount)}",
        action,
        seat,
    )


def _why_not_activate(state: State, action: Activate, seat: int) -> IllegalActionError:
    cards = state.cards
    profession, replaced = action.profession, action.replacing
    if type(profession) is not Profession or profession not in cards.hands[seat]:
        return refuse(
            "not-in-hand", f"seat {seat} holds no {brief(profession)} in hand", action, seat
        )
    if replaced is not None and (
        type(replaced) is not Profession or replaced not in cards.active[seat]
    ):
        return refuse("not-in-play", f"seat {seat} has no {brief(replaced)} in play", action, seat)
    if state.money[seat] < ACTIVATION_COST:
        return refuse(
            "no-money",
            f"putting a profession in play costs ${ACTIVATION_COST}, every time",
            action,
            seat,
        )
    if state.activations >= MAX_ACTIVE:
        return refuse(
            "two-activations",
            f"a seat puts at most {MAX_ACTIVE} professions in play in one swap moment",
            action,
            seat,
        )
    if replaced is None and len(cards.active[seat]) >= MAX_ACTIVE:
        return refuse(
            "two-in-play",
            f"at most {MAX_ACTIVE} professions in play: name the one {profession.value} replaces",
            action,
            seat,
        )
    blockers = blocking(state, profession)
    others = [blocker for blocker in blockers if blocker is not replaced]
    if others:
        names = ", ".join(b.value for b in others)
        return refuse(
            "banned-profession",
            f"the {profession.value} is banned while the {names} is in play",
            action,
            seat,
        )
    if replaced is not None and not blockers:  # the listed-once case
        return refuse(
            "replacing-banned",
            f"the {profession.value} bans your {replaced.value}, which goes back to your hand "
            "anyway: put it in play without replacing",
            action,
            seat,
        )
    return refuse("not-now", f"{brief(action)} is not possible now", action, seat)
