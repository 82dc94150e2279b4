"""Setting up and "1. Drawing a tile", move by move: placing the saloons, then each turn's
tile (a building on a free space that takes it, or a track tile on a broken section of its
shape), and "2. Drawing cards". Each kind of move is declared once, with its checks, its
effect, its space and its listing (:mod:`frontier_games.moves`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence

from frontier_games.deck import cards_left, draw
from frontier_games.games.rattlesnake_city import naming
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    Building,
    Content,
    Grassland,
    Mountain,
    Shape,
    Tile,
    Town,
    Valley,
    in_order,
)
from frontier_games.games.rattlesnake_city.income import earner, income_of
from frontier_games.games.rattlesnake_city.model import (
    Built,
    DrawCards,
    PlaceBuilding,
    PlaceSaloon,
    RattlesnakeAction,
    RepairTrack,
    Setup,
    State,
    Step,
    Turn,
    View,
)
from frontier_games.games.rattlesnake_city.position import (
    building_actions,
    placements,
    track_actions,
)
from frontier_games.games.rattlesnake_city.survey import extended
from frontier_games.games.rattlesnake_city.turn import (
    drawn,
    saloon_placed,
    still_face_down,
    with_seat,
)
from frontier_games.messages import brief, listed
from frontier_games.moves import Check, Move

__all__ = [
    "DRAW_CARDS",
    "PLACE_BUILDING",
    "PLACE_SALOON",
    "REPAIR_TRACK",
    "draw_cards_ids",
    "place_building_ids",
    "place_saloon_ids",
    "repair_track_ids",
]


# -- setup: the saloons ---------------------------------------------------------------------


def _town_free(state: State, action: PlaceSaloon) -> bool:
    return all(seat.town is not action.town for seat in state.seats)


def _not_the_station(state: State, action: PlaceSaloon) -> bool:
    return action.space != state.setup.options.content.valley.town(action.town).station


def _place_saloon(state: State, action: PlaceSaloon) -> State:
    return saloon_placed(
        state,
        Built(
            place=action.town,
            space=action.space,
            building=Building.SALOON,
            placer=action.player,
            earner=None,
        ),
    )


def _saloon_space(setup: Setup, seat: int) -> Iterator[PlaceSaloon]:
    valley = setup.options.content.valley
    for town in Town:
        for space in range(len(valley.town(town).spaces)):
            yield PlaceSaloon(seat, town, space)


def _saloons_listed(state: State, seat: int) -> list[PlaceSaloon]:
    """The space's saloons in the towns no saloon has taken, the station spaces left out."""
    taken = {other.town for other in state.seats}
    return [
        action
        for action in _saloons_of(state.setup.options.content.valley, seat)
        if action.town not in taken
    ]


@functools.lru_cache(maxsize=64)
def _saloons_of(valley: Valley, seat: int) -> tuple[PlaceSaloon, ...]:
    """``seat``'s saloons on the spaces that are not a town's station space, in the
    space's order, built once."""
    stations = {town: valley.town(town).station for town in Town}
    return tuple(
        PlaceSaloon(seat, town, space)
        for town in Town
        for space in range(len(valley.town(town).spaces))
        if space != stations[town]
    )


def _place_saloon_words(view: View, action: PlaceSaloon) -> naming.Said:
    where = naming.where(view, action.town, action.space)
    return f"place your saloon on {where}", f"places its saloon on {where}"


PLACE_SALOON: Move[State, PlaceSaloon] = Move(
    PlaceSaloon,
    checks=(
        Check("town-taken", "another player's saloon already makes that town theirs", _town_free),
        Check(
            "station-space",
            "the space where the railway ends is kept for a station",
            _not_the_station,
        ),
    ),
    effect=_place_saloon,
    space=_saloon_space,
    listing=_saloons_listed,
    words=_place_saloon_words,
)
"""Each player in turn places its saloon on a space of a town no saloon has taken yet,
but not on the space kept for the station."""


# -- 1. the tile: a building ------------------------------------------------------------------


def _tile(state: State) -> Tile:
    tile = state.turn.tile
    assert tile is not None
    return tile


def _a_building(state: State, action: PlaceBuilding) -> bool:
    return type(state.turn.tile) is Building


def _said_not_a_building(state: State, action: PlaceBuilding) -> str:
    return f"the tile drawn is a {_tile(state).value}: it repairs the railway"


def _space_free(state: State, action: PlaceBuilding) -> bool:
    place, space = action.place, action.space
    return not any(b.place is place and b.space == space for b in state.board.buildings)


def _building(state: State) -> Building:
    tile = state.turn.tile
    assert isinstance(tile, Building)  # the check before made sure
    return tile


def _right_ground(state: State, action: PlaceBuilding) -> bool:
    ground = GROUND.get(_building(state))
    if ground == "grassland":
        return type(action.place) is Grassland
    if ground == "mountain":
        return type(action.place) is Mountain
    return type(action.place) is Town


def _said_wrong_ground(state: State, action: PlaceBuilding) -> str:
    tile = _building(state)
    return f"a {brief(tile)} goes on a {GROUND.get(tile, 'town')}"


def _one_of_a_kind(state: State, action: PlaceBuilding) -> bool:
    tile = _tile(state)
    place = action.place
    if tile is Building.CEMETERY or type(place) is not Town:
        return True
    return not any(b.place is place and b.building is tile for b in state.board.buildings)


def _station_rule(state: State, action: PlaceBuilding) -> bool:
    if type(action.place) is not Town:
        return True
    on_station = action.space == state.setup.options.content.valley.town(action.place).station
    return on_station is (_tile(state) is Building.STATION)


def _said_station(state: State, action: PlaceBuilding) -> str:
    if _tile(state) is Building.STATION:
        return "a station goes on the space where the railway ends"
    return "the space where the railway ends is kept for a station"


def _place_building(state: State, action: PlaceBuilding) -> State:
    tile = state.turn.tile
    assert isinstance(tile, Building)
    board = state.board
    valley = state.setup.options.content.valley
    paid_to = earner(valley, board, action.place, action.space, tile, action.player)
    built = Built(
        place=action.place, space=action.space, building=tile, placer=action.player, earner=paid_to
    )
    return drawn(state.evolve(board=board.evolve(buildings=extended(board, built))))


def _building_space(setup: Setup, seat: int) -> Iterable[PlaceBuilding]:
    return building_actions(setup.options.content.valley, seat).values()


def _buildings_listed(state: State, seat: int) -> Sequence[RattlesnakeAction]:
    tile = _tile(state)
    return () if isinstance(tile, Shape) else placements(state, seat, tile)


def _place_building_words(view: View, action: PlaceBuilding) -> naming.Said:
    tile = view.turn.tile
    name = naming.tile(tile) if isinstance(tile, Building) else "a building tile"
    where = naming.where(view, action.place, action.space)
    changes = _placement_changes(view, action)
    if changes is None:
        return f"place {name} on {where}", f"places {name} on {where}"
    return (
        f"place {name} on {where} ({_changes(changes, action.player)})",
        f"places {name} on {where} ({_changes(changes, None)})",
    )


PLACE_BUILDING: Move[State, PlaceBuilding] = Move(
    PlaceBuilding,
    checks=(
        Check("not-a-building", _said_not_a_building, _a_building),
        Check("space-taken", "a building already stands on that space", _space_free),
        Check("wrong-ground", _said_wrong_ground, _right_ground),
        Check(
            "same-building-in-town",
            "it is forbidden to place more than one identical building in the same town, "
            "except cemeteries",
            _one_of_a_kind,
        ),
        Check("station-space", _said_station, _station_rule),
    ),
    effect=_place_building,
    space=_building_space,
    listing=_buildings_listed,  # type: ignore[arg-type]
    words=_place_building_words,
)
"""A building tile goes on a free space: a ranch on a grassland, a mine on a mountain, a
station on a town's station space, any other building on another space of a town that
has none like it ("except cemeteries")."""


# -- 1. the tile: a track ---------------------------------------------------------------------


def _a_track(state: State, action: RepairTrack) -> bool:
    return type(state.turn.tile) is Shape


def _said_not_a_track(state: State, action: RepairTrack) -> str:
    return f"the tile drawn is a {brief(_tile(state))}, not a track"


def _fits_the_section(state: State, action: RepairTrack) -> bool:
    section = (action.line, action.section)
    shapes = state.setup.options.content.valley.line(action.line).shapes
    return section in state.board.broken and shapes[action.section] is _tile(state)


def _said_does_not_fit(state: State, action: RepairTrack) -> str:
    return f"a {_tile(state).value} tile goes on a broken section of the same shape"


def _repair_track(state: State, action: RepairTrack) -> State:
    board = state.board
    section = (action.line, action.section)
    board = board.evolve(broken=board.broken - {section}, repaired=board.repaired | {section})
    return drawn(state.evolve(board=board))


def _track_space(setup: Setup, seat: int) -> Iterable[RepairTrack]:
    return track_actions(setup.options.content.valley, seat).values()


def _tracks_listed(state: State, seat: int) -> Sequence[RattlesnakeAction]:
    tile = _tile(state)
    return placements(state, seat, tile) if isinstance(tile, Shape) else ()


def _repair_track_words(view: View, action: RepairTrack) -> naming.Said:
    section = naming.section(view, action.line, action.section)
    return f"repair {section}", f"repairs {section}"


REPAIR_TRACK: Move[State, RepairTrack] = Move(
    RepairTrack,
    checks=(
        Check("not-a-track", _said_not_a_track, _a_track),
        Check("track-does-not-fit", _said_does_not_fit, _fits_the_section),
    ),
    effect=_repair_track,
    space=_track_space,
    listing=_tracks_listed,  # type: ignore[arg-type]
    words=_repair_track_words,
)
"""A track tile repairs a broken section of the railway of the same shape."""


# -- 2. the draw ------------------------------------------------------------------------------


def _pile_left(state: State, action: DrawCards) -> bool:
    piles = state.piles
    return bool(cards_left(piles.coups) if action.coups else cards_left(piles.actions))


def _draw_cards(state: State, action: DrawCards) -> State:
    seat, piles = action.player, state.piles
    me = state.seats[seat]
    if action.coups:
        drawn_coups, coups, rng = draw(piles.coups, state.rng, min(2, cards_left(piles.coups)))
        me = me.evolve(coups=in_order((*me.coups, *drawn_coups)))
        piles = piles.evolve(coups=coups)
    else:
        card, actions, rng = draw(piles.actions, state.rng)
        me = me.evolve(hand=in_order((*me.hand, *card)))
        piles = piles.evolve(actions=actions, unrevealed=still_face_down(piles.unrevealed, actions))
    turn = Turn(seat, Step.CARDS)  # a turn's record starts afresh with its cards
    return state.evolve(seats=with_seat(state, seat, me), piles=piles, turn=turn, rng=rng)


def _draw_space(setup: Setup, seat: int) -> tuple[DrawCards, ...]:
    return (DrawCards(seat, False), DrawCards(seat, True))


def _draw_cards_words(view: View, action: DrawCards) -> naming.Said:
    if not action.coups:
        return "draw one action card", "draws one action card"
    pile = view.coup_pile
    if pile.draw_size + pile.discard_size == 1:
        return "draw the last coup card", "draws the last coup card"
    return "draw two coup cards", "draws two coup cards"


DRAW_CARDS: Move[State, DrawCards] = Move(
    DrawCards,
    checks=(Check("pile-empty", "no card is left to draw there", _pile_left),),
    effect=_draw_cards,
    space=_draw_space,
    words=_draw_cards_words,
)
"""The player draws one action card, or two coup cards (the last one if one is left)."""


# -- words ------------------------------------------------------------------------------------
# What the words above lean on.


def _placement_changes(view: View, action: PlaceBuilding) -> dict[int, int] | None:
    """How placing the tile drawn there would move each income marker; ``None`` when no
    building waits to be placed or the space is taken."""
    tile = view.turn.tile
    if not isinstance(tile, Building):
        return None
    if naming.built(view, action.place, action.space) is not None:
        return None
    board = view.board
    valley = view.setup.options.content.valley
    paid_to = earner(valley, board, action.place, action.space, tile, action.player)
    new = Built(
        place=action.place, space=action.space, building=tile, placer=action.player, earner=paid_to
    )
    after = income_of(view, board.evolve(buildings=(*board.buildings, new)))
    before = income_of(view, board)
    return {seat: a - b for seat, (a, b) in enumerate(zip(after, before, strict=True)) if a != b}


def _changes(changes: dict[int, int], you: int | None) -> str:
    """``"pays you $1,000 and seat 2 $2,000; costs seat 1 $1,000"``, or ``"earns
    nothing"``; ``you`` is the seat said as ``you``."""

    def who(seat: int) -> str:
        return "you" if seat == you else naming.seat(seat)

    gains = [f"{who(s)} {naming.money(d)}" for s, d in sorted(changes.items()) if d > 0]
    losses = [f"{who(s)} {naming.money(-d)}" for s, d in sorted(changes.items()) if d < 0]
    parts = []
    if gains:
        parts.append("pays " + listed(gains))
    if losses:
        parts.append("costs " + listed(losses))
    return "; ".join(parts) or "earns nothing"


# -- codec ids --------------------------------------------------------------------------------
# The blocks of the action codec that hold this module's moves: every such action a seat
# could ever take with the content, for any number of players, in id order
# (:func:`~.rattlesnake_city.learning.codec` puts the blocks in order).


def place_saloon_ids(content: Content, seat: int) -> list[PlaceSaloon]:
    """``seat``'s saloon on each space of each town but the station's, towns in enum
    order (the very actions the listing hands out)."""
    return list(_saloons_of(content.valley, seat))


def place_building_ids(content: Content, seat: int) -> list[PlaceBuilding]:
    """``seat``'s building on every building space: towns, grasslands, then mountains, in
    enum order, each space in the valley's numbering."""
    return list(building_actions(content.valley, seat).values())


def repair_track_ids(content: Content, seat: int) -> list[RepairTrack]:
    """``seat``'s repair of every railway section, line by line in enum order."""
    return list(track_actions(content.valley, seat).values())


def draw_cards_ids(content: Content, seat: int) -> list[DrawCards]:
    """One action card, then two coup cards."""
    return [DrawCards(seat, False), DrawCards(seat, True)]
