"""3. The miscellaneous cards: played (permanent ones in front of a player, single-use
ones at once, then discarded), offered for sale or asked for, at a price the two players
agree on. Each kind of move is declared once, with its checks, its effect, its space and
its listing (:mod:`frontier_games.moves`).
"""

from __future__ import annotations

import functools
from bisect import bisect_right
from collections.abc import Iterator, Mapping, Sequence
from typing import TypeVar

from frontier_games.deck import discard, remove_card
from frontier_games.games.rattlesnake_city import challenge, naming
from frontier_games.games.rattlesnake_city.content import (
    Building,
    Card,
    CardKind,
    Content,
    Line,
    Place,
    building_spaces,
    in_order,
    railway_sections,
)
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskToBuy,
    CatchJoe,
    Dynamite,
    DynamiteTrack,
    Offer,
    OfferSale,
    Piles,
    PlayPermanent,
    Poker,
    Seat,
    Setup,
    State,
    Step,
    StrokeOfFate,
    View,
)
from frontier_games.games.rattlesnake_city.position import ASKS, EVERY_SEAT, JOES, PRICES, SALES
from frontier_games.games.rattlesnake_city.turn import paid
from frontier_games.moves import Check, Move

__all__ = [
    "ANSWER",
    "ASK_TO_BUY",
    "CATCH_JOE",
    "DYNAMITE",
    "DYNAMITE_TRACK",
    "HOTEL_CARDS",
    "OFFER_SALE",
    "PLAY_PERMANENT",
    "STROKE_OF_FATE",
    "answer",
    "answer_ids",
    "ask_to_buy",
    "ask_to_buy_ids",
    "catch_joe",
    "catch_joe_ids",
    "dynamite",
    "dynamite_ids",
    "dynamite_track",
    "dynamite_track_ids",
    "offer_sale",
    "offer_sale_ids",
    "play_permanent",
    "play_permanent_ids",
    "stroke_of_fate",
    "stroke_of_fate_ids",
]

HOTEL_CARDS = (Card.LILI_THE_TIGRESS, Card.THUMBTACKS)
"""The cards discarded when the hotel of their player's town is destroyed."""


def _changed(state: State, changes: dict[int, Seat]) -> tuple[Seat, ...]:
    return tuple(changes.get(i, seat) for i, seat in enumerate(state.seats))


def _discarded(state: State, *cards: Card) -> Piles:
    piles = state.piles
    return piles.evolve(actions=discard(piles.actions, *cards))


def _played(state: State, seat: int, card: Card) -> Seat:
    """``seat`` with ``card`` gone from its hand."""
    me = state.seats[seat]
    return me.evolve(hand=remove_card(me.hand, card))


# -- what the checks and the listings share ---------------------------------------------------


_PERMANENT = tuple(card for card in Card if card.kind is CardKind.PERMANENT)
_MISCELLANEOUS = tuple(
    card for card in Card if card.kind in (CardKind.PERMANENT, CardKind.SINGLE_USE)
)
"""The miscellaneous cards, in enum order: the permanent-effect cards, then the single-use
ones (the order of the action codec)."""
_JOES = tuple(card for card in Card if card in JOES)


def _said_not_held(card: Card) -> str:
    return f"seat {{action.player}} holds no {card.value}"


def _holds_dynamitero(state: State, action: Dynamite | DynamiteTrack) -> bool:
    return Card.DYNAMITERO in state.seats[action.player].hand


def _front(state: State, target: int) -> Iterator[Card]:
    """The cards in front of ``target``, once each, in the order they were placed."""
    return iter(dict.fromkeys(state.seats[target].front))


# -- 3. a permanent-effect card ---------------------------------------------------------------


def _holds_the_card(state: State, action: PlayPermanent) -> bool:
    return action.card in state.seats[action.player].hand


def play_permanent(state: State, action: PlayPermanent) -> State:
    """The card goes in front of its target ("Jimmy the Kid places Adulterated Whisky in
    front of Long John"): the target's income changes at once."""
    changes = {action.player: _played(state, action.player, action.card)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = target.evolve(front=(*target.front, action.card))
    return state.evolve(seats=_changed(state, changes))


@functools.lru_cache(maxsize=64)
def _permanents(players: int, seat: int) -> Mapping[Card, tuple[PlayPermanent, ...]]:
    """``seat``'s placings of each permanent-effect card, by target, built once."""
    return {
        card: tuple(PlayPermanent(seat, card, target) for target in range(players))
        for card in _PERMANENT
    }


def _permanent_space(setup: Setup, seat: int) -> Iterator[PlayPermanent]:
    for placings in _permanents(setup.players, seat).values():
        yield from placings


def _permanents_listed(state: State, seat: int) -> list[PlayPermanent]:
    return _by_held_card(state.seats[seat].hand, _permanents(state.setup.players, seat))


def _play_permanent_words(view: View, action: PlayPermanent) -> naming.Said:
    mine, theirs = _whom(action.target, action.player)
    card = action.card.value
    return f"place {card} in front of {mine}", f"places {card} in front of {theirs}"


PLAY_PERMANENT: Move[State, PlayPermanent] = Move(
    PlayPermanent,
    checks=(
        Check(
            "card-not-in-hand", "seat {action.player} holds no {action.card.value}", _holds_the_card
        ),
    ),
    effect=play_permanent,
    space=_permanent_space,
    listing=_permanents_listed,
    words=_play_permanent_words,
)
"""In step 3 "the player may play as many miscellaneous cards as they wish": a
permanent-effect card from its hand goes in front of any player, itself included (R17)."""


# -- 3. a Dynamitero on a building ------------------------------------------------------------


def _building_there(state: State, action: Dynamite) -> bool:
    place, space = action.place, action.space
    return any(b.place is place and b.space == space for b in state.board.buildings)


def _not_a_saloon(state: State, action: Dynamite) -> bool:
    place, space = action.place, action.space
    return not any(
        b.place is place and b.space == space and b.building is Building.SALOON
        for b in state.board.buildings
    )


def dynamite(state: State, action: Dynamite) -> State:
    """The building is removed from the game; a destroyed hotel takes Lili the Tigress
    and Thumbtacks of its town's owner with it to the discards."""
    board = state.board
    (gone,) = (b for b in board.buildings if b.place is action.place and b.space == action.space)
    buildings = tuple(b for b in board.buildings if b is not gone)
    changes = {action.player: _played(state, action.player, Card.DYNAMITERO)}
    thrown = [Card.DYNAMITERO]
    if gone.building is Building.HOTEL:
        for seat, owner in enumerate(state.seats):
            if owner.town is gone.place:
                owner = changes.get(seat, owner)
                lost = [c for c in owner.front if c in HOTEL_CARDS]
                changes[seat] = owner.evolve(front=tuple(c for c in owner.front if c not in lost))
                thrown.extend(lost)
    piles = _discarded(state, *thrown)
    piles = piles.evolve(removed=(*piles.removed, gone.building))
    return state.evolve(
        seats=_changed(state, changes), board=board.evolve(buildings=buildings), piles=piles
    )


@functools.lru_cache(maxsize=64)
def _dynamitings(content: Content, seat: int) -> Mapping[tuple[Place, int], Dynamite]:
    """``seat``'s Dynamiteros on each building space, built once."""
    return {
        (place, space): Dynamite(seat, place, space)
        for place, space in building_spaces(content.valley)
    }


def _dynamite_space(setup: Setup, seat: int) -> Iterator[Dynamite]:
    return iter(_dynamitings(setup.options.content, seat).values())


def _dynamitings_listed(state: State, seat: int) -> list[Dynamite]:
    if Card.DYNAMITERO not in state.seats[seat].hand:
        return []
    table = _dynamitings(state.setup.options.content, seat)
    return [
        table[b.place, b.space]
        for b in state.board.buildings
        if b.building is not Building.SALOON  # "It is forbidden to dynamite a saloon!"
    ]


def _dynamite_words(view: View, action: Dynamite) -> naming.Said:
    where = naming.where(view, action.place, action.space)
    built = naming.built(view, action.place, action.space)
    if built is None:
        return (
            f"dynamite {where} (nothing stands there)",
            f"dynamites {where} (nothing stands there)",
        )
    name = built.building.value
    if built.building is Building.SALOON:
        name = f"saloon of seat {built.placer}"
    return f"dynamite the {name} on {where}", f"dynamites the {name} on {where}"


DYNAMITE: Move[State, Dynamite] = Move(
    Dynamite,
    checks=(
        Check("card-not-in-hand", _said_not_held(Card.DYNAMITERO), _holds_dynamitero),
        Check("no-building", "no building stands on that space", _building_there),
        Check("saloon-not-dynamited", "it is forbidden to dynamite a saloon", _not_a_saloon),
    ),
    effect=dynamite,
    space=_dynamite_space,
    listing=_dynamitings_listed,
    words=_dynamite_words,
)
"""A Dynamitero "destroys a building or a section of railway track. It is forbidden to
dynamite a saloon!": any other building is removed from the game (R18)."""


# -- 3. a Dynamitero on the railway -----------------------------------------------------------


def _in_good_condition(state: State, action: DynamiteTrack) -> bool:
    return (action.line, action.section) not in state.board.broken


def dynamite_track(state: State, action: DynamiteTrack) -> State:
    """The section is broken again; a track tile that repaired it is removed from the
    game."""
    board = state.board
    section = (action.line, action.section)
    piles = _discarded(state, Card.DYNAMITERO)
    if section in board.repaired:
        shape = state.setup.options.content.valley.line(action.line).shapes[action.section]
        piles = piles.evolve(removed=(*piles.removed, shape))
    board = board.evolve(broken=board.broken | {section}, repaired=board.repaired - {section})
    seats = _changed(state, {action.player: _played(state, action.player, Card.DYNAMITERO)})
    return state.evolve(seats=seats, board=board, piles=piles)


@functools.lru_cache(maxsize=64)
def _breakings(content: Content, seat: int) -> Mapping[tuple[Line, int], DynamiteTrack]:
    """``seat``'s Dynamiteros on each section of the railway, line by line in enum order,
    built once."""
    return {
        (line, section): DynamiteTrack(seat, line, section)
        for line, section in railway_sections(content.valley)
    }


def _track_space(setup: Setup, seat: int) -> Iterator[DynamiteTrack]:
    return iter(_breakings(setup.options.content, seat).values())


def _breakings_listed(state: State, seat: int) -> list[DynamiteTrack]:
    if Card.DYNAMITERO not in state.seats[seat].hand:
        return []
    content = state.setup.options.content
    table = _breakings(content, seat)
    broken = state.board.broken
    return [
        table[rail.line, section]
        for rail in content.valley.lines
        for section in range(len(rail.shapes))
        if (rail.line, section) not in broken
    ]


def _dynamite_track_words(view: View, action: DynamiteTrack) -> naming.Said:
    section = naming.section(view, action.line, action.section)
    return f"dynamite {section}", f"dynamites {section}"


DYNAMITE_TRACK: Move[State, DynamiteTrack] = Move(
    DynamiteTrack,
    checks=(
        Check("card-not-in-hand", _said_not_held(Card.DYNAMITERO), _holds_dynamitero),
        Check(
            "track-broken",
            "a Dynamitero breaks a section of railway track in good condition; that one is "
            "broken already",
            _in_good_condition,
        ),
    ),
    effect=dynamite_track,
    space=_track_space,
    listing=_breakings_listed,
    words=_dynamite_track_words,
)
"""A Dynamitero destroys "a section of railway track": any section in good condition is
broken again, and a track tile on it is removed from the game (R18)."""


# -- 3. a Stroke of Fate ----------------------------------------------------------------------


def _holds_stroke_of_fate(state: State, action: StrokeOfFate) -> bool:
    return Card.STROKE_OF_FATE in state.seats[action.player].hand


def _card_in_front(state: State, action: StrokeOfFate) -> bool:
    return action.card in state.seats[action.target].front


def stroke_of_fate(state: State, action: StrokeOfFate) -> State:
    """The permanent-effect card is discarded, whoever it is in front of."""
    changes = {action.player: _played(state, action.player, Card.STROKE_OF_FATE)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = target.evolve(front=remove_card(target.front, action.card))
    piles = _discarded(state, Card.STROKE_OF_FATE, action.card)
    return state.evolve(seats=_changed(state, changes), piles=piles)


@functools.lru_cache(maxsize=64)
def _strokes(players: int, seat: int) -> Mapping[tuple[int, Card], StrokeOfFate]:
    """``seat``'s Strokes of Fate on each permanent-effect card in front of each seat,
    built once."""
    return {
        (target, card): StrokeOfFate(seat, target, card)
        for target in range(players)
        for card in _PERMANENT
    }


def _stroke_space(setup: Setup, seat: int) -> Iterator[StrokeOfFate]:
    return iter(_strokes(setup.players, seat).values())


def _strokes_listed(state: State, seat: int) -> list[StrokeOfFate]:
    if Card.STROKE_OF_FATE not in state.seats[seat].hand:
        return []
    table = _strokes(state.setup.players, seat)
    return [
        table[target, card]
        for target in range(state.setup.players)
        for card in _front(state, target)
    ]


def _stroke_of_fate_words(view: View, action: StrokeOfFate) -> naming.Said:
    mine, theirs = _in_front(action.target, action.player)
    card = action.card.value
    return (
        f"play a Stroke of Fate on {card} {mine}",
        f"plays a Stroke of Fate on {card} {theirs}",
    )


STROKE_OF_FATE: Move[State, StrokeOfFate] = Move(
    StrokeOfFate,
    checks=(
        Check("card-not-in-hand", _said_not_held(Card.STROKE_OF_FATE), _holds_stroke_of_fate),
        Check(
            "card-not-in-front",
            "no {action.card.value} lies in front of seat {action.target}",
            _card_in_front,
        ),
    ),
    effect=stroke_of_fate,
    space=_stroke_space,
    listing=_strokes_listed,
    words=_stroke_of_fate_words,
)
"""A Stroke of Fate discards a permanent-effect card in front of any player, whoever
owns it."""


# -- 3. a Bounty Hunter -----------------------------------------------------------------------


def _holds_bounty_hunter(state: State, action: CatchJoe) -> bool:
    return Card.BOUNTY_HUNTER in state.seats[action.player].hand


def _joe_in_front(state: State, action: CatchJoe) -> bool:
    return action.joe in state.seats[action.target].front


def catch_joe(state: State, action: CatchJoe) -> State:
    """The Joe is discarded and the Bounty Hunter's player collects the bounty."""
    changes = {action.player: _played(state, action.player, Card.BOUNTY_HUNTER)}
    target = changes.get(action.target, state.seats[action.target])
    changes[action.target] = target.evolve(front=remove_card(target.front, action.joe))
    piles = _discarded(state, Card.BOUNTY_HUNTER, action.joe)
    state = state.evolve(seats=_changed(state, changes), piles=piles)
    return paid(state, action.player, state.setup.options.content.bounty)


@functools.lru_cache(maxsize=64)
def _catches(players: int, seat: int) -> Mapping[tuple[int, Card], CatchJoe]:
    """``seat``'s Bounty Hunters on each Joe in front of each seat, built once."""
    return {
        (target, joe): CatchJoe(seat, target, joe) for target in range(players) for joe in _JOES
    }


def _catch_space(setup: Setup, seat: int) -> Iterator[CatchJoe]:
    return iter(_catches(setup.players, seat).values())


def _catches_listed(state: State, seat: int) -> list[CatchJoe]:
    if Card.BOUNTY_HUNTER not in state.seats[seat].hand:
        return []
    table = _catches(state.setup.players, seat)
    return [
        table[target, card]
        for target in range(state.setup.players)
        for card in _front(state, target)
        if card in JOES
    ]


def _catch_joe_words(view: View, action: CatchJoe) -> naming.Said:
    mine, theirs = _in_front(action.target, action.player)
    joe = action.joe.value
    bounty = naming.money(view.setup.options.content.bounty)
    return (
        f"play the Bounty Hunter on {joe} {mine} (collect the {bounty} bounty)",
        f"plays the Bounty Hunter on {joe} {theirs} (collects the {bounty} bounty)",
    )


CATCH_JOE: Move[State, CatchJoe] = Move(
    CatchJoe,
    checks=(
        Check("card-not-in-hand", _said_not_held(Card.BOUNTY_HUNTER), _holds_bounty_hunter),
        Check(
            "card-not-in-front",
            "no {action.joe.value} lies in front of seat {action.target}",
            _joe_in_front,
        ),
    ),
    effect=catch_joe,
    space=_catch_space,
    listing=_catches_listed,
    words=_catch_joe_words,
)
"""The Bounty Hunter stops "a Joe" (Slippery Joe or Stinky Joe) in front of anyone: the
Joe is discarded and its player collects the corresponding bounty (R4, R18)."""


# -- 3. selling a card ------------------------------------------------------------------------


def _offers_left(state: State, action: OfferSale | AskToBuy) -> bool:
    return state.turn.offers < state.setup.options.offers_per_turn


def _to_another_buyer(state: State, action: OfferSale) -> bool:
    return action.buyer != action.player


def _holds_the_sold(state: State, action: OfferSale) -> bool:
    return action.card in state.seats[action.player].hand


_SAID_OFFERS_USED = "no more offers this turn"


def offer_sale(state: State, action: OfferSale) -> State:
    """The buyer is asked whether it buys the card at that price."""
    offer = Offer(
        seller=action.player,
        buyer=action.buyer,
        card=action.card,
        price=action.price,
        asked=action.buyer,
    )
    return _asked(state, offer)


def _sale_space(setup: Setup, seat: int) -> Iterator[OfferSale]:
    for buyer in range(setup.players):
        for card in _MISCELLANEOUS:
            yield from SALES[seat, buyer, card]


def _sales_listed(state: State, seat: int) -> list[OfferSale]:
    if state.turn.offers >= state.setup.options.offers_per_turn:
        return []
    return _by_held_card(state.seats[seat].hand, _sales_by_card(state.setup.players, seat))


@functools.lru_cache(maxsize=64)
def _sales_by_card(players: int, seat: int) -> Mapping[Card, tuple[OfferSale, ...]]:
    """``seat``'s offers of each miscellaneous card to the others (buyer by buyer, each
    at every price), built once."""
    return {
        card: tuple(
            sale for buyer in range(players) if buyer != seat for sale in SALES[seat, buyer, card]
        )
        for card in _MISCELLANEOUS
    }


_Listed = TypeVar("_Listed")


def _by_held_card(hand: tuple[Card, ...], table: Mapping[Card, Sequence[_Listed]]) -> list[_Listed]:
    """The actions of ``table`` for each card of ``hand`` (once however many are held), in
    the hand's order: enum order, as :func:`~.rattlesnake_city.invariants.check_state`
    holds it, which is the tables' order too."""
    found: list[_Listed] = []
    seen: list[Card] = []  # a handful: scanned by identity
    for card in hand:
        if card not in seen:
            seen.append(card)
            actions = table.get(card)
            if actions is not None:
                found.extend(actions)
    return found


def _offer_sale_words(view: View, action: OfferSale) -> naming.Said:
    card, price = action.card.value, naming.money(action.price)
    buyer = naming.seat(action.buyer)
    return f"offer {buyer} your {card} for {price}", f"offers {buyer} its {card} for {price}"


OFFER_SALE: Move[State, OfferSale] = Move(
    OfferSale,
    checks=(
        Check("offers-used", _SAID_OFFERS_USED, _offers_left),
        Check(
            "offer-to-oneself", "a card is offered for sale to another player", _to_another_buyer
        ),
        Check(
            "card-not-in-hand", "seat {action.player} holds no {action.card.value}", _holds_the_sold
        ),
    ),
    effect=offer_sale,
    space=_sale_space,
    listing=_sales_listed,
    words=_offer_sale_words,
)
"""The player "may offer miscellaneous cards for sale [...] The price is agreed between
the players": one of its miscellaneous cards, to another seat, at one of
:data:`~.rattlesnake_city.position.PRICES`, while it has offers left this turn
(``Options.offers_per_turn``; R19)."""


# -- 3. asking to buy a card ------------------------------------------------------------------


def _of_another_seller(state: State, action: AskToBuy) -> bool:
    return action.seller != action.player


def _in_the_game(state: State, action: AskToBuy) -> bool:
    return action.card in state.setup.options.content.miscellaneous


def _price_held(state: State, action: AskToBuy) -> bool:
    return action.price <= state.seats[action.player].money


def ask_to_buy(state: State, action: AskToBuy) -> State:
    """The seller is asked whether it sells the card at that price (its hand is secret:
    it may decline whether or not it holds one)."""
    offer = Offer(
        seller=action.seller,
        buyer=action.player,
        card=action.card,
        price=action.price,
        asked=action.seller,
    )
    return _asked(state, offer)


def _ask_space(setup: Setup, seat: int) -> Iterator[AskToBuy]:
    for seller in range(setup.players):
        for card in _MISCELLANEOUS:
            yield from ASKS[seat, seller, card]


@functools.lru_cache(maxsize=256)
def _asks(content: Content, players: int, seat: int) -> tuple[tuple[AskToBuy, ...], ...]:
    """``seat``'s asks of the others for each miscellaneous card of ``content``, card by
    card, seller by seller, by price: for each number of the lowest prices it may pay
    (none to all of :data:`~.rattlesnake_city.position.PRICES`), built once."""
    others = [s for s in range(players) if s != seat]
    return tuple(
        tuple(
            ask
            for card in content.miscellaneous
            for seller in others
            for ask in ASKS[seat, seller, card][:affordable]
        )
        for affordable in range(len(PRICES) + 1)
    )


def _asks_listed(state: State, seat: int) -> tuple[AskToBuy, ...]:
    setup = state.setup
    if state.turn.offers >= setup.options.offers_per_turn:
        return ()
    affordable = bisect_right(PRICES, state.seats[seat].money)
    return _asks(setup.options.content, setup.players, seat)[affordable]


def _ask_to_buy_words(view: View, action: AskToBuy) -> naming.Said:
    card, price = naming.a_card(action.card), naming.money(action.price)
    seller = naming.seat(action.seller)
    return f"ask {seller} for {card} for {price}", f"asks {seller} for {card} for {price}"


ASK_TO_BUY: Move[State, AskToBuy] = Move(
    AskToBuy,
    checks=(
        Check("offers-used", _SAID_OFFERS_USED, _offers_left),
        Check("offer-to-oneself", "a player asks another player for a card", _of_another_seller),
        Check("card-not-in-game", "this game has no {action.card.value} card", _in_the_game),
        Check(
            "price-beyond-money",
            "a player asks for a card only at a price it holds: seat {action.player} holds "
            "less than the price",
            _price_held,
        ),
    ),
    effect=ask_to_buy,
    space=_ask_space,
    listing=_asks_listed,
    words=_ask_to_buy_words,
)
"""The player "may [...] ask to buy" a miscellaneous card of the game from another seat,
whose hand is secret, at one of :data:`~.rattlesnake_city.position.PRICES` it holds (so
that an accepted offer is always paid), while it has offers left this turn (R19)."""


def _asked(state: State, offer: Offer) -> State:
    turn = state.turn
    turn = turn.evolve(
        step=Step.ANSWER,
        tile=None,
        offers=turn.offers + 1,
        offer=offer,
        attack=None,
        fight=None,
        poker=None,
        loot=None,
    )
    return state.evolve(turn=turn)


# -- 3. the answer to an offer (and 4. to a request to lower the stake) -------------------------


def _open_offer(state: State, action: Answer) -> Offer | None:
    """The offer a "yes" accepts; ``None`` for a "no", or an answer in poker."""
    turn = state.turn
    if not action.yes or turn.step is not Step.ANSWER:
        return None
    return turn.offer


def _card_still_held(state: State, action: Answer) -> bool:
    offer = _open_offer(state, action)
    return offer is None or offer.card in state.seats[offer.seller].hand


def _said_card_not_held(state: State, action: Answer) -> str:
    offer = state.turn.offer
    assert offer is not None
    return f"seat {offer.seller} holds no {offer.card.value} to sell"


def _price_payable(state: State, action: Answer) -> bool:
    # The buyer's money is checked when it is the one asked: an asker offered no more
    # than it holds, and the seller does not see the buyer's money.
    offer = _open_offer(state, action)
    return (
        offer is None
        or offer.asked == offer.seller
        or state.seats[offer.buyer].money >= offer.price
    )


def _said_price_not_payable(state: State, action: Answer) -> str:
    offer = state.turn.offer
    assert offer is not None
    return f"seat {offer.buyer} holds less than the price, ${offer.price:,}"


def answer(state: State, action: Answer) -> State:
    """Accepted, the card changes hands for the price; either way the player whose turn
    it is goes on with its cards."""
    turn = state.turn
    offer = turn.offer
    assert offer is not None
    turn = turn.evolve(
        step=Step.CARDS, tile=None, offer=None, attack=None, fight=None, poker=None, loot=None
    )
    state = state.evolve(turn=turn)
    if not action.yes:
        return state
    seller, buyer = state.seats[offer.seller], state.seats[offer.buyer]
    changes = {
        offer.seller: seller.evolve(hand=remove_card(seller.hand, offer.card)),
        offer.buyer: buyer.evolve(
            hand=in_order((*buyer.hand, offer.card)), money=buyer.money - offer.price
        ),
    }
    state = state.evolve(seats=_changed(state, changes))
    return paid(state, offer.seller, offer.price)


def _answer(state: State, action: Answer) -> State:
    if state.turn.step is Step.LOWER:
        return challenge.lower_stake(state, action)
    return answer(state, action)


def _answer_space(setup: Setup, seat: int) -> tuple[Answer, ...]:
    return (Answer(seat, True), Answer(seat, False))


def _answers_listed(state: State, seat: int) -> tuple[Answer, ...]:
    accept, decline = _ANSWERS[seat]
    if _card_still_held(state, accept) and _price_payable(state, accept):
        return _ANSWERS[seat]
    return (decline,)


_ANSWERS = tuple((Answer(seat, True), Answer(seat, False)) for seat in EVERY_SEAT)
"""Each seat's answers, accepting first (the space's order), built once."""


def _answer_words(view: View, action: Answer) -> naming.Said:
    turn = view.turn
    game = turn.poker
    if turn.step is Step.LOWER and game is not None and game.asker is not None:
        return _lower(view, action, game, game.asker)
    offer = turn.offer
    if not action.yes:
        return "decline", "declines"
    if turn.step is not Step.ANSWER or offer is None:
        return "accept", "accepts"
    card, price = offer.card.value, naming.money(offer.price)
    if offer.asked == offer.buyer:
        whose = f"{naming.seat(offer.seller)}'s {card}"
        return f"accept (buy {whose} for {price})", f"accepts (buys {whose} for {price})"
    buyer = naming.seat(offer.buyer)
    return (
        f"accept (sell {buyer} your {card} for {price})",
        f"accepts (sells {buyer} its {card} for {price})",
    )


ANSWER: Move[State, Answer] = Move(
    Answer,
    checks=(
        Check("card-not-in-hand", _said_card_not_held, _card_still_held),
        Check("price-beyond-money", _said_price_not_payable, _price_payable),
    ),
    effect=_answer,
    space=_answer_space,
    listing=_answers_listed,
    words=_answer_words,
)
"""The seat asked accepts the offer or declines it (R19): it may always decline, whether
or not it holds the card, its hand being secret; it accepts only if it can, the seller
holding the card and the buyer the price. The same answer agrees to lower a poker stake
or refuses to (step 4, :func:`~.rattlesnake_city.challenge.lower_stake`): either is
allowed."""


# -- words ------------------------------------------------------------------------------------
# What the words above lean on.


def _whom(target: int, actor: int) -> naming.Said:
    """The target of a card: ``yourself`` / ``itself`` when it is the actor."""
    if target == actor:
        return "yourself", "itself"
    return naming.seat(target), naming.seat(target)


def _in_front(target: int, actor: int) -> naming.Said:
    if target == actor:
        return "in front of you", "in front of itself"
    return f"in front of {naming.seat(target)}", f"in front of {naming.seat(target)}"


def _lower(view: View, action: Answer, game: Poker, asker: int) -> naming.Said:
    """The answer to a request to lower a poker stake."""
    if not action.yes:
        stays = f"{naming.seat(asker)} stays out"
        return f"decline ({stays})", f"declines ({stays})"
    fortune = naming.money_of(view, asker)
    to = naming.money(fortune) if fortune is not None else f"{naming.seat(asker)}'s fortune"
    return f"accept (lower the stake to {to})", f"accepts (lowers the stake to {to})"


# -- codec ids --------------------------------------------------------------------------------
# The blocks of the action codec that hold this module's moves: every such action a seat
# could ever take with the content, for any number of players (every seat field runs over
# the six seats a game can have), in id order (:func:`~.rattlesnake_city.learning.codec`
# puts the blocks in order).


def play_permanent_ids(content: Content, seat: int) -> list[PlayPermanent]:
    """Each permanent-effect card, in enum order, in front of seat 0 .. 5."""
    return [PlayPermanent(seat, card, target) for card in _PERMANENT for target in EVERY_SEAT]


def dynamite_ids(content: Content, seat: int) -> list[Dynamite]:
    """A Dynamitero on every building space
    (:func:`~.rattlesnake_city.content.building_spaces`)."""
    return list(_dynamitings(content, seat).values())


def dynamite_track_ids(content: Content, seat: int) -> list[DynamiteTrack]:
    """A Dynamitero on every railway section
    (:func:`~.rattlesnake_city.content.railway_sections`)."""
    return list(_breakings(content, seat).values())


def stroke_of_fate_ids(content: Content, seat: int) -> list[StrokeOfFate]:
    """For target 0 .. 5, each permanent-effect card in enum order."""
    return [StrokeOfFate(seat, target, card) for target in EVERY_SEAT for card in _PERMANENT]


def catch_joe_ids(content: Content, seat: int) -> list[CatchJoe]:
    """For target 0 .. 5, each Joe in enum order."""
    return [CatchJoe(seat, target, joe) for target in EVERY_SEAT for joe in _JOES]


def offer_sale_ids(content: Content, seat: int) -> list[OfferSale]:
    """For buyer 0 .. 5, each miscellaneous card, each price of
    :data:`~.rattlesnake_city.position.PRICES`: the very offers the listing holds, so that
    encoding one finds itself."""
    return [
        sale for buyer in EVERY_SEAT for card in _MISCELLANEOUS for sale in SALES[seat, buyer, card]
    ]


def ask_to_buy_ids(content: Content, seat: int) -> list[AskToBuy]:
    """For seller 0 .. 5, each miscellaneous card, each price, as :func:`offer_sale_ids`."""
    return [
        ask for seller in EVERY_SEAT for card in _MISCELLANEOUS for ask in ASKS[seat, seller, card]
    ]


def answer_ids(content: Content, seat: int) -> list[Answer]:
    """Yes, then no (the very actions the listing hands out)."""
    return list(_ANSWERS[seat])
