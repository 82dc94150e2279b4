"""Why a move is refused: the rule it breaks, as a stable code and a sentence a player
understands. Only called once :func:`~.rattlesnake_city.legal.choices` has refused it.
"""

from __future__ import annotations

from collections import Counter

from frontier_games.core import IllegalActionError
from frontier_games.games.rattlesnake_city import gunfight
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    Building,
    Card,
    Coup,
    Grassland,
    Mountain,
    Shape,
    Town,
)
from frontier_games.games.rattlesnake_city.legal import deciding, has_bank, modifier
from frontier_games.games.rattlesnake_city.model import (
    AskToBuy,
    AttackBank,
    CatchJoe,
    Challenge,
    DrawRevolver,
    Dynamite,
    DynamiteTrack,
    Fire,
    OfferSale,
    PlaceBuilding,
    PlaceSaloon,
    PlayPermanent,
    RepairTrack,
    State,
    Step,
    StrokeOfFate,
)
from frontier_games.messages import brief

__all__ = ["why_not"]

_STEP_OF = {PlaceBuilding: Step.TILE, RepairTrack: Step.TILE}


def why_not(state: State, action: object) -> IllegalActionError:
    """The error for ``action``, which is not legal in ``state``."""
    raw = getattr(action, "player", None)
    seat = raw if type(raw) is int else None
    rule, message = _reason(state, action, seat)
    return IllegalActionError(rule, message, player=seat, action=action)


def _reason(state: State, action: object, seat: int | None) -> tuple[str, str]:
    turn = state.turn
    if turn.step is Step.OVER:
        return "game-over", "the game is over"
    decider = deciding(state)
    if seat is None or not 0 <= seat < state.setup.players:
        return "no-such-seat", f"{brief(action)} names no seat of this game"
    if seat != decider:
        return "not-your-turn", f"seat {decider} decides now, not seat {seat}"
    step = _STEP_OF.get(type(action))
    if step is Step.TILE and turn.step is Step.TILE:
        return _tile_reason(state, action)
    if isinstance(action, AttackBank) and turn.step is Step.SHOWDOWN and turn.attacked:
        return "one-attack-per-turn", "a bank may be attacked only once per turn"
    if isinstance(action, Challenge) and turn.step is Step.SHOWDOWN and turn.challenged:
        return "one-poker-game-per-turn", "a player may challenge to poker only once per turn"
    if isinstance(action, Dynamite):
        target = [b for b in state.board.buildings
                  if b.place is action.place and b.space == action.space]  # fmt: skip
        if target and target[0].building is Building.SALOON:
            return "saloon-not-dynamited", "it is forbidden to dynamite a saloon"
    card = _card_played(action)
    me = state.seats[seat]
    if type(card) is Card and turn.step is Step.CARDS and card not in me.hand:
        return "card-not-in-hand", f"seat {seat} holds no {card.value}"
    if (
        isinstance(action, OfferSale | AskToBuy)
        and turn.step is Step.CARDS
        and (turn.offers >= state.setup.options.offers_per_turn)
    ):
        return "offers-used", "no more offers this turn"
    if isinstance(action, Fire) and turn.step is Step.GUNFIGHT:
        return _fire_reason(state, action)
    if isinstance(action, DrawRevolver) and turn.step is Step.REVOLVER:
        return _revolver_reason(state, action)
    if isinstance(action, AttackBank) and turn.step is Step.SHOWDOWN:
        victim = action.target
        if type(victim) is int and 0 <= victim < state.setup.players and victim != seat:
            if not has_bank(state, victim):
                return "no-bank", f"there is no bank in seat {victim}'s town"
            if type(action.coup) is Coup and action.coup not in state.seats[seat].coups:
                return "coup-not-in-hand", f"seat {seat} holds no {action.coup.value} card"
            return "no-opening-shot", (
                "an attacker places a coup card, or has a free shot from a card in front of it"
            )
    if isinstance(action, PlaceSaloon) and turn.step is Step.SALOON:
        if any(s.town is action.town for s in state.seats):
            return "town-taken", "another player's saloon already makes that town theirs"
        if (
            type(action.town) is Town
            and type(action.space) is int
            and (action.space == state.setup.options.content.valley.town(action.town).station)
        ):
            return "station-space", "the space where the railway ends is kept for a station"
    return "not-allowed", (
        f"{brief(action)} is not allowed now: seat {decider} is asked to {turn.step.value}"
    )


def _fire_reason(state: State, action: Fire) -> tuple[str, str]:
    fight = state.turn.fight
    assert fight is not None
    seat = action.player
    held = Counter(state.seats[seat].coups)
    coups = action.coups
    if type(coups) is tuple and all(type(c) is Coup for c in coups) and coups:
        if Counter(coups) - held:
            return "coup-not-in-hand", f"seat {seat} does not hold those coup cards"
        shots = sum(c.shots for c in coups)
        if shots >= gunfight.needed(fight, seat) and state.setup.options.smallest_replies:
            return "reply-not-minimal", (
                "a reply lays down no coup card it does not need to exceed the others"
            )
    return "reply-too-weak", (
        "a reply is one or more coup cards one holds, its shots exceeding the others' "
        "(equalling loses)"
    )


def _revolver_reason(state: State, action: DrawRevolver) -> tuple[str, str]:
    seat = action.player
    coups = action.coups
    if type(coups) is tuple and all(type(c) is Coup for c in coups):
        if Counter(coups) - Counter(state.seats[seat].coups):
            return "coup-not-in-hand", f"seat {seat} does not hold those coup cards"
        if len(coups) > 1 and not state.setup.options.smallest_replies:
            return "one-coup-card", (
                "the gunfight after poker opens as a bank attack: with one coup card, or "
                "none with a free shot"
            )
        shots = modifier(state.seats[seat]) + sum(c.shots for c in coups)
        if shots >= 1 and state.setup.options.smallest_replies:
            return "opening-not-minimal", (
                "an opening lays down no coup card it does not need to reach one shot"
            )
    return "no-opening-shot", (
        "the one who draws its revolver places a coup card, or has a free shot from a card "
        "in front of it"
    )


def _tile_reason(state: State, action: object) -> tuple[str, str]:
    tile = state.turn.tile
    if isinstance(action, RepairTrack):
        if not isinstance(tile, Shape):
            return "not-a-track", f"the tile drawn is a {brief(tile)}, not a track"
        return "track-does-not-fit", (
            f"a {tile.value} tile goes on a broken section of the same shape"
        )
    assert isinstance(action, PlaceBuilding)
    place, space = action.place, action.space
    valley = state.setup.options.content.valley
    if (
        type(place) not in (Town, Grassland, Mountain)
        or type(space) is not int
        or not (0 <= space < len(valley.squares(place)))
    ):
        return "no-such-space", f"{brief(place)} has no space {brief(space)}"
    if isinstance(tile, Shape):
        return "not-a-building", f"the tile drawn is a {tile.value}: it repairs the railway"
    used = [b for b in state.board.buildings if b.place is action.place]
    if any(b.space == action.space for b in used):
        return "space-taken", "a building already stands on that space"
    ground = GROUND.get(tile) if isinstance(tile, Building) else None
    if ground is not None:
        return "wrong-ground", f"a {brief(tile)} goes on a {ground}"
    if type(place) is not Town:
        return "wrong-ground", f"a {brief(tile)} goes in a town"
    if any(b.building is tile for b in used) and tile is not Building.CEMETERY:
        return "same-building-in-town", (
            "it is forbidden to place more than one identical building in the same town, "
            "except cemeteries"
        )
    if tile is Building.STATION:
        return "station-space", "a station goes on the space where the railway ends"
    return "station-space", "the space where the railway ends is kept for a station"


def _card_played(action: object) -> Card | None:
    """The card from the hand ``action`` plays or offers, if any."""
    if isinstance(action, PlayPermanent | OfferSale):
        return action.card
    if isinstance(action, Dynamite | DynamiteTrack):
        return Card.DYNAMITERO
    if isinstance(action, StrokeOfFate):
        return Card.STROKE_OF_FATE
    if isinstance(action, CatchJoe):
        return Card.BOUNTY_HUNTER
    return None
