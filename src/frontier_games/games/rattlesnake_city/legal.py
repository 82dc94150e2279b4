"""Every legal action of the seat that decides, step by step: the one place the rules say
what may be done. :func:`~.rattlesnake_city.rules.apply` accepts exactly these.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any

import attrs

from frontier_games.core import evolved
from frontier_games.deck import cards_left
from frontier_games.games.rattlesnake_city import gunfight
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    MAX_PLAYERS,
    WINNING_MONEY,
    Building,
    Card,
    CardKind,
    Coup,
    Shape,
    Tile,
    coup_of,
    in_order,
)
from frontier_games.games.rattlesnake_city.gunfight import Gunfight
from frontier_games.games.rattlesnake_city.income import BILL
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    AttackBank,
    Call,
    CatchJoe,
    Challenge,
    Cheat,
    Defend,
    Discard,
    DrawCards,
    DrawRevolver,
    DrawThree,
    Dynamite,
    DynamiteTrack,
    Fire,
    Fold,
    OfferSale,
    Pass,
    PlaceBuilding,
    PlaceSaloon,
    PlayCard,
    PlayCoyote,
    PlayPermanent,
    PlayProfessional,
    Poker,
    Raise,
    RattlesnakeAction,
    RepairTrack,
    ReplaceCard,
    Seat,
    State,
    Step,
    StrokeOfFate,
    Surrender,
    SwapCards,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.poker import StandardCard, in_deck_order

__all__ = [
    "ASKS",
    "BONUS_SHOTS",
    "JOES",
    "MALUS_SHOTS",
    "MAX_EXCHANGE",
    "MAX_RAISES",
    "MOST_STAKE",
    "PRICES",
    "SALES",
    "STAKE_MENU",
    "allows",
    "attacks",
    "challenges",
    "choices",
    "deciding",
    "defence",
    "fits",
    "gunfight_moves",
    "has_bank",
    "modifier",
    "placements",
    "playing_cards",
    "poker_cards",
    "poker_winner",
    "revolver_openings",
    "seat_choices",
    "stakes",
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


def choices(state: State) -> tuple[RattlesnakeAction, ...]:
    """The legal actions of the seat that decides now, in a fixed order."""
    step = state.turn.step
    if step is Step.OVER:
        return ()
    return _STEPS[step](state)


# -- setup and 1. the tile -----------------------------------------------------------------


def _saloons(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = state.turn.seat
    taken = {s.town for s in state.seats}
    valley = state.setup.options.content.valley
    return tuple(
        PlaceSaloon(seat, town.town, space)
        for town in valley.towns
        if town.town not in taken
        for space in range(len(town.spaces))
        if space != town.station
    )


def placements(state: State, seat: int, tile: Tile) -> tuple[RattlesnakeAction, ...]:
    """Where ``seat`` may place ``tile``: a track on a broken section of its shape; a
    ranch on a free grassland space; a mine on a mountain without one; a station on a
    town's station space; any other building on a free space of a town that has none
    like it (cemeteries excepted)."""
    return tuple(_placements(state, seat, tile))


def fits(state: State, tile: Tile) -> bool:
    """Whether ``tile`` can be placed anywhere now."""
    return next(_placements(state, state.turn.seat, tile), None) is not None


def _placements(state: State, seat: int, tile: Tile) -> Iterator[RattlesnakeAction]:
    valley = state.setup.options.content.valley
    if isinstance(tile, Shape):
        for line, section in sorted(state.board.broken, key=_section_key):
            if valley.line(line).shapes[section] is tile:
                yield RepairTrack(seat, line, section)
        return
    used = {(b.place, b.space) for b in state.board.buildings}
    ground = GROUND.get(tile)
    if ground == "grassland":
        for grassland in valley.grasslands:
            area = grassland.grassland
            for space in range(len(grassland.spaces)):
                if (area, space) not in used:
                    yield PlaceBuilding(seat, area, space)
        return
    if ground == "mountain":
        for mountain in valley.mountains:
            if (mountain.mountain, 0) not in used:
                yield PlaceBuilding(seat, mountain.mountain, 0)
        return
    built = {(b.place, b.building) for b in state.board.buildings}
    for town in valley.towns:
        name = town.town
        if (name, tile) in built and tile is not Building.CEMETERY:
            continue
        if tile is Building.STATION:
            if (name, town.station) not in used:
                yield PlaceBuilding(seat, name, town.station)
            continue
        for space in range(len(town.spaces)):
            if space != town.station and (name, space) not in used:
                yield PlaceBuilding(seat, name, space)


def _section_key(section: tuple[object, int]) -> tuple[str, int]:
    line, number = section
    return (str(line), number)


def _tile(state: State) -> tuple[RattlesnakeAction, ...]:
    tile = state.turn.tile
    assert tile is not None
    return placements(state, state.turn.seat, tile)


# -- 2. the draw ---------------------------------------------------------------------------


def _draw(state: State) -> tuple[RattlesnakeAction, ...]:
    seat, piles = state.turn.seat, state.piles
    found: list[RattlesnakeAction] = []
    if cards_left(piles.actions):
        found.append(DrawCards(seat, False))
    if cards_left(piles.coups):
        found.append(DrawCards(seat, True))
    return tuple(found)


# -- 3. miscellaneous cards ----------------------------------------------------------------


def _cards(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = state.turn.seat
    me = state.seats[seat]
    players = range(state.setup.players)
    hand = in_order(set(me.hand))
    found: list[RattlesnakeAction] = []
    for card in hand:
        kind = card.kind
        if kind is CardKind.PERMANENT:
            found.extend(PlayPermanent(seat, card, target) for target in players)
        elif card is Card.DYNAMITERO:
            found.extend(_dynamitings(state, seat))
        elif card is Card.STROKE_OF_FATE:
            found.extend(
                StrokeOfFate(seat, target, c)
                for target in players
                for c in state.seats[target].front
            )
        elif card is Card.BOUNTY_HUNTER:
            found.extend(
                CatchJoe(seat, target, c)
                for target in players
                for c in state.seats[target].front
                if c in JOES
            )
    if state.turn.offers < state.setup.options.offers_per_turn:
        others = [s for s in players if s != seat]
        for card in hand:
            if card.kind in _MISCELLANEOUS:
                for buyer in others:
                    found.extend(SALES[seat, buyer, card])
        affordable = bisect_right(PRICES, me.money)
        for card in _misc_cards(state):
            for seller in others:
                found.extend(ASKS[seat, seller, card][:affordable])
    found.append(Pass(seat))
    return tuple(found)


def _dynamitings(state: State, seat: int) -> list[RattlesnakeAction]:
    found: list[RattlesnakeAction] = [
        Dynamite(seat, b.place, b.space)
        for b in state.board.buildings
        if b.building is not Building.SALOON  # "It is forbidden to dynamite a saloon!"
    ]
    broken = state.board.broken
    for rail in state.setup.options.content.valley.lines:
        found.extend(
            DynamiteTrack(seat, rail.line, section)
            for section in range(len(rail.shapes))
            if (rail.line, section) not in broken
        )
    return found


_SEATS = range(MAX_PLAYERS)
_MISC = [card for card in Card if card.kind in (CardKind.PERMANENT, CardKind.SINGLE_USE)]
_MISC_SET = frozenset(_MISC)
SALES: Mapping[tuple[int, int, Card], tuple[OfferSale, ...]] = MappingProxyType({
    (seat, other, card): tuple(OfferSale(seat, other, card, price) for price in PRICES)
    for seat in _SEATS for other in _SEATS for card in _MISC
})  # fmt: skip
ASKS: Mapping[tuple[int, int, Card], tuple[AskToBuy, ...]] = MappingProxyType({
    (seat, other, card): tuple(AskToBuy(seat, other, card, price) for price in PRICES)
    for seat in _SEATS for other in _SEATS for card in _MISC
})  # fmt: skip
"""The offers, built once: ``SALES[seat, buyer, card]`` by price, ``ASKS[seat, seller,
card]`` likewise (the step lists many of them, and bots call it often; the codec holds
these very objects, so encoding a listed offer is a cached hash and an identity)."""


def _misc_cards(state: State) -> tuple[Card, ...]:
    """The miscellaneous cards of the game, once each, in enum order."""
    return state.setup.options.content.miscellaneous


def _answer(state: State) -> tuple[RattlesnakeAction, ...]:
    offer = state.turn.offer
    assert offer is not None
    asked = offer.asked
    # The buyer's money is checked when it is the one asked: an asker offered no more
    # than it holds, and the seller does not see the buyer's money.
    able = offer.card in state.seats[offer.seller].hand and (
        asked == offer.seller or state.seats[offer.buyer].money >= offer.price
    )
    return (Answer(asked, True), Answer(asked, False)) if able else (Answer(asked, False),)


# -- 4. bank attacks and poker -------------------------------------------------------------


BONUS_SHOTS = frozenset((Card.IRONFIST_JIM, Card.SLIPPERY_JOE))
"""The cards that give one more shot in each gunfight."""
MALUS_SHOTS = frozenset((Card.HONEST_JIM, Card.STINKY_JOE))
"""The cards that take one shot away in each gunfight."""


def modifier(seat: Seat) -> int:
    """The shots the cards in front of ``seat`` add, once per gunfight."""
    return sum(c in BONUS_SHOTS for c in seat.front) - sum(c in MALUS_SHOTS for c in seat.front)


def has_bank(state: State, seat: int) -> bool:
    """Whether there is a bank in ``seat``'s town."""
    town = state.seats[seat].town
    return any(b.place is town and b.building is Building.BANK for b in state.board.buildings)


def attacks(state: State) -> list[RattlesnakeAction]:
    """The bank attacks the player may make now (once a turn): each opponent with a bank
    in its town, with each kind of coup card it holds face down, or with none if its
    cards give it a free shot."""
    turn = state.turn
    seat = turn.seat
    if turn.attacked:
        return []
    me = state.seats[seat]
    bonus = modifier(me)
    kinds = in_order(set(me.coups))
    openings: list[Coup | None] = [None] if bonus >= 1 else []
    openings.extend(coup for coup in kinds if bonus + coup.shots >= 1)
    return [
        AttackBank(seat, target, coup)
        for target in range(state.setup.players)
        if target != seat and has_bank(state, target)
        for coup in openings
    ]


def defence(state: State) -> Gunfight:
    """The gunfight the attacked player's defence starts: the attacker's opening, its
    face-down card and its cards' free shot, revealed; the defender is asked to reply."""
    attack = state.turn.attack
    assert attack is not None
    opening = () if attack.coup is None else (attack.coup.shots,)
    modifiers = (modifier(state.seats[attack.attacker]), modifier(state.seats[attack.target]))
    return gunfight.start((attack.attacker, attack.target), modifiers, opening)


def gunfight_moves(state: State) -> list[RattlesnakeAction]:
    """The replies of the seat asked in the gunfight under way: any of its coup cards
    that exceed ("at least one additional shot"), or with
    ``Options(smallest_replies=True)`` only those it needs
    (:func:`~.rattlesnake_city.gunfight.legal_replies`); fewest shots first."""
    fight = state.turn.fight
    assert fight is not None
    seat = gunfight.to_play(fight)
    assert seat is not None
    shots = tuple(coup.shots for coup in state.seats[seat].coups)
    minimal = state.setup.options.smallest_replies
    plays = gunfight.legal_replies(fight, seat, shots, minimal=minimal)
    return [Fire(seat, tuple(coup_of(n) for n in play)) for play in plays]


def _showdown(state: State) -> tuple[RattlesnakeAction, ...]:
    return (*attacks(state), *challenges(state), Pass(state.turn.seat))


# -- 4. poker ------------------------------------------------------------------------------


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


def challenges(state: State) -> list[RattlesnakeAction]:
    """The poker challenges the player may make now (once a turn): any opponent, for a
    stake it can place (:func:`stakes`), if it holds a playing card to play (the real
    deal needs only the money)."""
    turn = state.turn
    seat = turn.seat
    me = state.seats[seat]
    if turn.challenged:
        return []
    deals = [False] if playing_cards(me.hand) else []  # a real deal needs only the money
    if state.setup.options.real_deal:
        deals.append(True)
    amounts = stakes(me.money, state.setup.options.stake_menu)
    return [
        Challenge(seat, opponent, stake, real_deal)
        for opponent in range(state.setup.players)
        if opponent != seat
        for stake in amounts
        for real_deal in deals
    ]


def _challenged(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.challenged
    coyote = Card.YELLOW_LIVERED_COYOTE in state.seats[seat].hand
    return (TakeUp(seat), PlayCoyote(seat)) if coyote else (TakeUp(seat),)


def _join(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.asked[0]
    me = state.seats[seat]
    found: list[RattlesnakeAction] = []
    if game.real_deal or playing_cards(me.hand):  # a real deal needs only the money
        if me.money >= game.stake:
            found.append(TakeUp(seat))
        elif me.money > 0:  # "too poor": the challenger may agree to lower the stake
            found.append(AskLowerStake(seat))
    found.append(Pass(seat))
    return tuple(found)


def _lower(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = _poker(state).challenger
    return (Answer(seat, True), Answer(seat, False))


def poker_cards(state: State, seat: int) -> tuple[RattlesnakeAction, ...]:
    """The playing cards ``seat`` may place face down (one of its own, distinct ones)."""
    hand = playing_cards(state.seats[seat].hand)
    return tuple(PlayCard(seat, card) for card in hand)


def _cards_down(state: State) -> tuple[RattlesnakeAction, ...]:
    return poker_cards(state, _poker(state).asked[0])


def _last_card(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = _poker(state).challenged  # "They may choose not to play a card"
    return (*poker_cards(state, seat), Pass(seat))


def _react(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    if game.real_deal:
        return _react_in_deal(state, game)
    seat = game.asked[0]
    hand = state.seats[seat].hand
    found: list[RattlesnakeAction] = []
    if Card.CHEATER in hand:
        found.extend(
            Cheat(seat, other)
            for other, card in zip(game.players, game.cards, strict=True)
            if other != seat and card is not None and other not in game.out
        )
    if Card.PROFESSIONAL_PLAYER in hand:
        found.extend(PlayProfessional(seat, card) for card in playing_cards(hand))
    found.append(Pass(seat))
    return tuple(found)


# -- 4. poker: the real deal --------------------------------------------------------------


MAX_EXCHANGE = 3
"""The most cards a participant of a real deal exchanges ("after exchanging three
cards")."""
MAX_RAISES = 3
"""The most raises in a real deal (the rulebook leaves it to "the rule chosen")."""


def _hand_of(game: Poker, seat: int) -> tuple[StandardCard, ...]:
    return game.hands[game.players.index(seat)]


def _exchange(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.asked[0]
    hand = _hand_of(game, seat)
    discards: list[RattlesnakeAction] = []
    if len(hand) > HAND - MAX_EXCHANGE:
        discards.extend(Discard(seat, card) for card in hand)
    return (*discards, Pass(seat))


def _bet(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.asked[0]
    level = max(game.paid)
    found: list[RattlesnakeAction] = []
    if game.raises < MAX_RAISES:  # a raise only while everyone still in can keep up
        top = level + game.stake
        if all(
            state.seats[s].money >= top - game.paid[i]
            for i, s in enumerate(game.players)
            if s not in game.out
        ):
            found.append(Raise(seat))
    return (*found, Call(seat), Fold(seat))


def _replace(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.asked[0]
    hand = _hand_of(game, seat)
    found: list[RattlesnakeAction] = [
        ReplaceCard(seat, card, standard)
        for card in playing_cards(state.seats[seat].hand)
        for standard in hand
    ]
    return (*found, Pass(seat))


def _react_in_deal(state: State, game: Poker) -> tuple[RattlesnakeAction, ...]:
    seat = game.asked[0]
    hand = state.seats[seat].hand
    found: list[RattlesnakeAction] = []
    if Card.CHEATER in hand:
        mine = _hand_of(game, seat)
        found.extend(
            SwapCards(seat, other, card, theirs)
            for other in game.players
            if other != seat and other not in game.out
            for card in in_deck_order(set(mine))
            for theirs in in_deck_order(set(_hand_of(game, other)))
            if card != theirs
        )
    if Card.PROFESSIONAL_PLAYER in hand and len(game.deck) >= 3:
        found.append(DrawThree(seat))
    return (*found, Pass(seat))


def _improve(state: State) -> tuple[RattlesnakeAction, ...]:
    game = _poker(state)
    seat = game.asked[0]
    found: list[RattlesnakeAction] = [
        TakeDrawn(seat, drawn, card) for drawn in game.drawn for card in _hand_of(game, seat)
    ]
    return (*found, Pass(seat))


def _tar(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = _poker(state).asked[0]
    if Card.TAR_AND_FEATHERS in state.seats[seat].hand:
        return (TarAndFeather(seat), Pass(seat))
    return (Pass(seat),)


def revolver_openings(state: State, seat: int) -> list[tuple[Coup, ...]]:
    """The openings of the gunfight ``seat``, a poker game's loser, may start: "it
    proceeds as in a bank attack" (R22b), so none with a free shot, or any one coup card
    it holds that brings it to a shot at least (as :func:`attacks`); with
    ``Options(smallest_replies=True)`` (rules version 1) only the smallest that reach a
    shot, :func:`~.rattlesnake_city.gunfight.legal_openings`. Fewest shots first."""
    me = state.seats[seat]
    bonus = modifier(me)
    if state.setup.options.smallest_replies:
        plays = gunfight.legal_openings(bonus, tuple(c.shots for c in me.coups))
        return [tuple(coup_of(n) for n in play) for play in plays]
    found: list[tuple[Coup, ...]] = [()] if bonus >= 1 else []
    found.extend((coup,) for coup in in_order(set(me.coups)) if bonus + coup.shots >= 1)
    return found


def _revolver(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = _poker(state).asked[0]
    draws = [DrawRevolver(seat, play) for play in revolver_openings(state, seat)]
    return (*draws, Pass(seat))


def _run(state: State) -> tuple[RattlesnakeAction, ...]:
    seat = _poker(state).asked[0]
    coyote = Card.YELLOW_LIVERED_COYOTE in state.seats[seat].hand
    return (PlayCoyote(seat), Pass(seat)) if coyote else (Pass(seat),)


def _poker(state: State) -> Poker:
    game = state.turn.poker
    assert game is not None
    return game


def _defend(state: State) -> tuple[RattlesnakeAction, ...]:
    attack = state.turn.attack
    assert attack is not None
    return (Surrender(attack.target), Defend(attack.target))


def _gunfight(state: State) -> tuple[RattlesnakeAction, ...]:
    fight = state.turn.fight
    assert fight is not None
    seat = gunfight.to_play(fight)
    assert seat is not None
    return (*gunfight_moves(state), Withdraw(seat))


HAND = 5
"""The cards each participant of a real deal is dealt."""


_MISCELLANEOUS = frozenset((CardKind.PERMANENT, CardKind.SINGLE_USE))

_STEPS = {
    Step.SALOON: _saloons,
    Step.TILE: _tile,
    Step.DRAW: _draw,
    Step.CARDS: _cards,
    Step.ANSWER: _answer,
    Step.SHOWDOWN: _showdown,
    Step.DEFEND: _defend,
    Step.GUNFIGHT: _gunfight,
    Step.CHALLENGED: _challenged,
    Step.JOIN: _join,
    Step.LOWER: _lower,
    Step.CARDS_DOWN: _cards_down,
    Step.LAST_CARD: _last_card,
    Step.REACT: _react,
    Step.TAR: _tar,
    Step.REVOLVER: _revolver,
    Step.RUN: _run,
    Step.EXCHANGE: _exchange,
    Step.BET: _bet,
    Step.REPLACE: _replace,
    Step.IMPROVE: _improve,
}


# -- whether one action is legal -----------------------------------------------------------


def seat_choices(state: State, seat: object) -> tuple[RattlesnakeAction, ...]:
    """``seat``'s legal actions now: those of :func:`choices` if it decides, its cards
    while the participants of a poker game choose theirs face down, else none."""
    turn = state.turn
    if type(seat) is not int:
        return ()
    if turn.step is Step.CARDS_DOWN:
        assert turn.poker is not None
        return poker_cards(state, seat) if seat in turn.poker.asked else ()
    return choices(state) if seat == deciding(state) else ()


def allows(state: State, action: object) -> bool:
    """Whether ``action`` is one of its seat's legal actions, with fields of the very
    types the legal one has (``False`` equals the seat ``0``: it is not one). The offers,
    which a step lists by the hundred, and passing are tested directly;
    ``tests/rattlesnake_city/test_legal.py`` checks the tests against the list."""
    direct = _DIRECT.get(type(action))
    if direct is not None:
        return direct(state, action)
    kind = type(action)
    if kind is Fire or kind is DrawRevolver:  # coup cards are a handful: any order
        action = _in_coup_order(action)  # type: ignore[arg-type]
    legal = seat_choices(state, getattr(action, "player", None))
    try:  # one scan of the list, which compares field by field
        twin = legal[legal.index(action)]
    except ValueError:
        return False
    return all(type(getattr(action, n)) is type(getattr(twin, n)) for n in _FIELDS[type(twin)])


def _in_coup_order(action: Fire | DrawRevolver) -> object:
    coups = action.coups
    if type(coups) is not tuple or any(type(c) is not Coup for c in coups):
        return action
    return evolved(action, coups=in_order(coups))


def _offering(state: State, seat: object, other: object, card: object, price: object) -> bool:
    """Whether ``seat`` may make an offer to ``other`` now, for ``card`` at ``price``."""
    turn = state.turn
    players = state.setup.players
    return (
        turn.step is Step.CARDS and turn.offers < state.setup.options.offers_per_turn
        and type(seat) is int and seat == turn.seat
        and type(other) is int and 0 <= other < players and other != seat
        and type(card) is Card and card.kind in _MISCELLANEOUS
        and type(price) is int and price in PRICES
    )  # fmt: skip


def _allows_sale(state: State, action: OfferSale) -> bool:
    return (
        _offering(state, action.player, action.buyer, action.card, action.price)
        and action.card in state.seats[action.player].hand
    )


def _allows_ask(state: State, action: AskToBuy) -> bool:
    return (
        _offering(state, action.player, action.seller, action.card, action.price)
        and action.card in _misc_cards(state)
        and action.price <= state.seats[action.player].money
    )


_PASSING = frozenset((
    Step.CARDS, Step.SHOWDOWN, Step.JOIN, Step.LAST_CARD, Step.REACT, Step.TAR,
    Step.REVOLVER, Step.RUN, Step.EXCHANGE, Step.REPLACE, Step.IMPROVE,
))  # fmt: skip
"""The steps in which the seat that decides may always pass."""


def _allows_pass(state: State, action: Pass) -> bool:
    seat = action.player
    return type(seat) is int and state.turn.step in _PASSING and seat == deciding(state)


_DIRECT: dict[type, Callable[[State, Any], bool]] = {
    OfferSale: _allows_sale,
    AskToBuy: _allows_ask,
    Pass: _allows_pass,
}
_FIELDS = {
    kind: tuple(field.name for field in attrs.fields(kind))
    for kind in (
        PlaceSaloon, PlaceBuilding, RepairTrack, DrawCards, PlayPermanent, Dynamite,
        DynamiteTrack, StrokeOfFate, CatchJoe, OfferSale, AskToBuy, Answer, AttackBank,
        Surrender, Defend, Fire, Withdraw, Challenge, PlayCoyote, TakeUp, AskLowerStake, PlayCard,
        Cheat, PlayProfessional, TarAndFeather, DrawRevolver, Discard, Raise, Call, Fold,
        ReplaceCard, SwapCards, DrawThree, TakeDrawn, Pass,
    )
}  # fmt: skip
