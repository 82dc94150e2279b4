"""What several of *Rattlesnake City*'s moves ask of a position: the seat that decides, where
a tile fits, the shots the cards in front of a seat give, the stakes a challenger may
place, the poker game's winner; and the offers, built once. Each kind of move is declared
with its own checks beside its effect (:mod:`.rattlesnake_city.rulebook` gathers them).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType

from frontier_games.core import remember_last
from frontier_games.games.rattlesnake_city import gunfight
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    MAX_PLAYERS,
    WINNING_MONEY,
    Building,
    Card,
    CardKind,
    Line,
    Place,
    Shape,
    Tile,
    Town,
    Valley,
    building_spaces,
    railway_sections,
)
from frontier_games.games.rattlesnake_city.gunfight import Gunfight
from frontier_games.games.rattlesnake_city.income import BILL
from frontier_games.games.rattlesnake_city.model import (
    AskToBuy,
    Board,
    OfferSale,
    PlaceBuilding,
    Poker,
    RattlesnakeAction,
    RepairTrack,
    Seat,
    State,
    Step,
    View,
)
from frontier_games.games.rattlesnake_city.survey import survey

__all__ = [
    "ASKS",
    "BONUS_SHOTS",
    "EVERY_SEAT",
    "HAND",
    "JOES",
    "MALUS_SHOTS",
    "MAX_EXCHANGE",
    "MAX_RAISES",
    "MOST_STAKE",
    "PRICES",
    "SALES",
    "STAKE_MENU",
    "building_actions",
    "deciding",
    "defence",
    "fits",
    "has_bank",
    "modifier",
    "placements",
    "playing_cards",
    "poker_winner",
    "stakes",
    "track_actions",
]

PRICES = (1_000, 2_000, 3_000, 5_000, 10_000)
"""The prices a player may offer or ask for a card (the rulebook leaves the price to
the players; a short list keeps the choices few)."""


JOES = frozenset((Card.SLIPPERY_JOE, Card.STINKY_JOE))
"""The cards a Bounty Hunter may stop."""


def deciding(position: State | View) -> int | None:
    """The seat that decides now (the first of those choosing poker cards face down),
    ``None`` once the game is over. A state or a view."""
    turn = position.turn
    if turn.step is Step.OVER:
        return None
    if turn.step is Step.ANSWER:
        assert turn.offer is not None
        return turn.offer.asked
    if turn.step is Step.DEFEND:
        assert turn.attack is not None
        return turn.attack.target
    if turn.step is Step.GUNFIGHT:
        assert turn.fight is not None
        return gunfight.to_play(turn.fight)
    game = turn.poker
    if game is not None:
        return game.challenger if turn.step is Step.LOWER else game.asked[0]
    return turn.seat


def placements(state: State, seat: int, tile: Tile) -> tuple[RattlesnakeAction, ...]:
    """Where ``seat`` may place ``tile``: a track on a broken section of its shape; a
    ranch on a free grassland space; a mine on a mountain without one; a station on a
    town's station space; any other building on a free space of a town that has none
    like it (cemeteries excepted)."""
    return _placed(state.setup.options.content.valley, state.board, seat, tile)


def fits(state: State, tile: Tile) -> bool:
    """Whether ``tile`` can be placed anywhere now."""
    return bool(placements(state, state.turn.seat, tile))


@remember_last
def _placed(valley: Valley, board: Board, seat: int, tile: Tile) -> tuple[RattlesnakeAction, ...]:
    """:func:`placements`, a memo of the last: a turn asks whether its tile fits, then
    lists where, of the very same board."""
    return tuple(_placements(valley, board, seat, tile))


def _placements(valley: Valley, board: Board, seat: int, tile: Tile) -> Iterator[RattlesnakeAction]:
    if isinstance(tile, Shape):
        tracks = track_actions(valley, seat)
        broken = board.broken
        for section in _sections_of(valley, tile):
            if section in broken:
                yield tracks[section]
        return
    buildings = building_actions(valley, seat)
    surveyed = survey(board)
    used = surveyed.taken
    grasslands, mountains, towns = _grounds(valley)
    ground = GROUND.get(tile)
    if ground == "grassland" or ground == "mountain":
        for space in grasslands if ground == "grassland" else mountains:
            if space not in used:
                yield buildings[space]
        return
    built = surveyed.kinds
    for name, station, others in towns:
        if (name, tile) in built and tile is not Building.CEMETERY:
            continue
        for space in (station,) if tile is Building.STATION else others:
            if space not in used:
                yield buildings[space]


@functools.lru_cache(maxsize=64)
def _sections_of(valley: Valley, shape: Shape) -> tuple[tuple[Line, int], ...]:
    """The railway sections of ``shape``, in the order a track tile's placements are
    listed (by line name, then section), built once."""
    return tuple(
        sorted(
            (
                (line, section)
                for line, section in railway_sections(valley)
                if valley.line(line).shapes[section] is shape
            ),
            key=_section_key,
        )
    )


_Spaces = tuple[tuple[Place, int], ...]


@functools.lru_cache(maxsize=16)
def _grounds(
    valley: Valley,
) -> tuple[_Spaces, _Spaces, tuple[tuple[Town, tuple[Place, int], _Spaces], ...]]:
    """The building spaces of ``valley`` in the order placements are listed, built once:
    the grasslands', the mountains', and each town's station space and other spaces."""
    grasslands = tuple(
        (grassland.grassland, space)
        for grassland in valley.grasslands
        for space in range(len(grassland.spaces))
    )
    mountains = tuple((mountain.mountain, 0) for mountain in valley.mountains)
    towns = tuple(
        (
            town.town,
            (town.town, town.station),
            tuple((town.town, space) for space in range(len(town.spaces)) if space != town.station),
        )
        for town in valley.towns
    )
    return grasslands, mountains, towns


@functools.lru_cache(maxsize=64)
def building_actions(valley: Valley, seat: int) -> Mapping[tuple[Place, int], PlaceBuilding]:
    """Every building space of ``valley`` (towns, grasslands, then mountains) with
    ``seat``'s placement there, built once: the listing hands out these very objects."""
    return MappingProxyType(
        {
            (place, space): PlaceBuilding(seat, place, space)
            for place, space in building_spaces(valley)
        }
    )


@functools.lru_cache(maxsize=64)
def track_actions(valley: Valley, seat: int) -> Mapping[tuple[Line, int], RepairTrack]:
    """Every railway section of ``valley``, line by line, with ``seat``'s repair of it,
    built once."""
    return MappingProxyType(
        {
            (line, section): RepairTrack(seat, line, section)
            for line, section in railway_sections(valley)
        }
    )


def _section_key(section: tuple[object, int]) -> tuple[str, int]:
    line, number = section
    return (str(line), number)


EVERY_SEAT = range(MAX_PLAYERS)
"""Every seat a game can have: what the action codec's seat fields run over."""


_MISC = [card for card in Card if card.kind in (CardKind.PERMANENT, CardKind.SINGLE_USE)]


SALES: Mapping[tuple[int, int, Card], tuple[OfferSale, ...]] = MappingProxyType(
    {
        (seat, other, card): tuple(
            OfferSale(player=seat, buyer=other, card=card, price=price) for price in PRICES
        )
        for seat in EVERY_SEAT
        for other in EVERY_SEAT
        for card in _MISC
    }
)


ASKS: Mapping[tuple[int, int, Card], tuple[AskToBuy, ...]] = MappingProxyType(
    {
        (seat, other, card): tuple(
            AskToBuy(player=seat, seller=other, card=card, price=price) for price in PRICES
        )
        for seat in EVERY_SEAT
        for other in EVERY_SEAT
        for card in _MISC
    }
)
"""The offers, built once: ``SALES[seat, buyer, card]`` by price, ``ASKS[seat, seller,
card]`` likewise (the step lists many of them, and bots call it often; the codec holds
these very objects, so encoding a listed offer is a cached hash and an identity)."""


BONUS_SHOTS = frozenset((Card.IRONFIST_JIM, Card.SLIPPERY_JOE))
"""The cards that give one more shot in each gunfight."""


MALUS_SHOTS = frozenset((Card.HONEST_JIM, Card.STINKY_JOE))
"""The cards that take one shot away in each gunfight."""


def modifier(seat: Seat) -> int:
    """The shots the cards in front of ``seat`` add, once per gunfight."""
    front = seat.front
    if not front:
        return 0
    return sum(c in BONUS_SHOTS for c in front) - sum(c in MALUS_SHOTS for c in front)


def has_bank(state: State, seat: int) -> bool:
    """Whether there is a bank in ``seat``'s town."""
    return state.seats[seat].town in survey(state.board).bank_places


def defence(state: State) -> Gunfight:
    """The gunfight the attacked player's defence starts: the attacker's opening, its
    face-down card and its cards' free shot, revealed; the defender is asked to reply."""
    attack = state.turn.attack
    assert attack is not None
    opening = () if attack.coup is None else (attack.coup.shots,)
    modifiers = (modifier(state.seats[attack.attacker]), modifier(state.seats[attack.target]))
    return gunfight.start((attack.attacker, attack.target), modifiers, opening)


STAKE_MENU = (1_000, 2_000, 5_000, 10_000, 20_000)
"""The stakes a challenger chooses from with ``Options(stake_menu=True)`` (a short list
keeps the choices few), as rules version 1 had it."""


MOST_STAKE = max(WINNING_MONEY.values()) - BILL
"""The highest stake a challenger can ever place: the most money a player holds while
the game goes on, a bill short of the winning money ($199,000)."""


def stakes(money: int, menu: bool) -> Sequence[int]:
    """The stakes a challenger holding ``money`` may place: "they decide the amount of the
    stake", any whole number of $1,000 bills it holds (or, with ``menu``, those of
    :data:`STAKE_MENU` it holds), lowest first."""
    if menu:
        return [stake for stake in STAKE_MENU if stake <= money]
    return range(BILL, min(money, MOST_STAKE) + 1, BILL)


def playing_cards(hand: tuple[Card, ...]) -> list[Card]:
    """The playing cards of ``hand``."""
    return [card for card in hand if card.kind is CardKind.PLAYING]


def poker_winner(game: Poker) -> int:
    """ "The playing card of the highest value wins": the participant still in with the
    highest card."""
    best = max(
        (card.number or 0, seat)
        for seat, card in zip(game.players, game.cards, strict=True)
        if card is not None and seat not in game.out
    )
    return best[1]


MAX_EXCHANGE = 3
"""The most cards a participant of a real deal exchanges ("after exchanging three
cards")."""


MAX_RAISES = 3
"""The most raises in a real deal (the rulebook leaves it to "the rule chosen")."""


HAND = 5
"""The cards each participant of a real deal is dealt."""
