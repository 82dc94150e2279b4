"""What adapters, search and learning agents read of *Pappy Winchester*: a fixed integer
action space (:func:`codec`) and an observation vector (:func:`features`, of length
:func:`feature_size`).

Both are declared from the rules and the content, never from games played: the action
space lists every bid up to :func:`~.setup.money_bound`, Pass and Duel, every square of
each track and every card a Rumor token could reach; the features are one-hot phases,
seats, tokens and cards, with amounts of money divided by the money bound. The order of
the actions and the layout of the features (a table of segments) are on the game's page,
``docs/games/pappy-winchester.rst``; :func:`features` builds the segments in that order.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TypeVar

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import check_player_count, not_a
from frontier_games.games.pappy_winchester.bidding import bid_ids, pass_ids
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    SECRETS_PER_SEAT,
    STANDARD_CONTENT,
    BonusKind,
    Content,
    SecretObjective,
    SharedObjective,
)
from frontier_games.games.pappy_winchester.duel import duel_ids
from frontier_games.games.pappy_winchester.model import (
    HiddenCard,
    Options,
    PappyAction,
    Phase,
    View,
)
from frontier_games.games.pappy_winchester.movement import move_vehicle_ids
from frontier_games.games.pappy_winchester.rumor import hidden_cards, rumor_ids
from frontier_games.games.pappy_winchester.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    checked_options,
    money_bound,
)

__all__ = ["codec", "feature_size", "features"]

_PLAYER_COUNTS = range(MIN_PLAYERS, MAX_PLAYERS + 1)

T = TypeVar("T")


_RECENT_CONTENTS = 16
"""How many other contents :func:`_per_configuration` remembers its values for."""


def _per_configuration(build: Callable[[int, Content], T]) -> Callable[[int, Content], T]:
    """``build``, with its values for the standard content worked out once at import (an
    immutable table, like the rules' own), and those of the last few other contents
    remembered (a state loaded from JSON brings its own copy of the standard content, which
    every state that follows from it shares). Contents are told apart by identity: hashing a
    :class:`~.content.Content` hashes its whole board, which costs more than the features
    themselves. A remembered value keeps its content alive, so no other object takes its
    ``id`` while it is remembered."""
    standard = {players: build(players, STANDARD_CONTENT) for players in _PLAYER_COUNTS}
    recent: dict[tuple[int, int], tuple[Content, T]] = {}

    def per_configuration(players: int, content: Content) -> T:
        if content is STANDARD_CONTENT:
            return standard[players]
        key = (id(content), players)
        found = recent.get(key)
        if found is not None and found[0] is content:
            return found[1]
        value = build(players, content)
        if len(recent) >= _RECENT_CONTENTS:
            recent.clear()
        recent[key] = (content, value)
        return value

    return per_configuration


# -- the action space ---------------------------------------------------------------------


def codec(players: int, options: Options | None = None) -> ActionCodec[PappyAction]:
    """The integer action space of a game of ``players`` seats with ``options``, built once
    per configuration: every ``Bid`` from $1000 to :func:`money_bound`, ``Pass``, ``Duel``,
    each railway then each river square, each seat's Secret Objective cards, the mines'
    cards and the Ranch card (the order is on :doc:`/games/pappy-winchester`).

    :raises SetupError: if ``players`` is out of range or ``options`` is not valid.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    return _codec(players, checked_options(players, options).content)


def _build_codec(players: int, content: Content) -> ActionCodec[PappyAction]:
    return ActionCodec.of(players, lambda seat: _actions_of(seat, players, content))


_BLOCKS = (bid_ids, pass_ids, duel_ids, move_vehicle_ids, rumor_ids)
"""Each kind's block of ids, from its home, in the action space's order."""


def _actions_of(seat: int, players: int, content: Content) -> list[PappyAction]:
    actions: list[PappyAction] = []
    for block in _BLOCKS:
        actions += block(seat, players, content)
    return actions


# -- the observation ----------------------------------------------------------------------

_PHASES = tuple(Phase)
_TOKENS = tuple(BonusKind)
_SHARED = tuple(SharedObjective)
_SECRETS = tuple(SecretObjective)


def feature_size(players: int, options: Options | None = None) -> int:
    """The length of :func:`features` for every view of a configuration.

    :raises SetupError: if ``players`` is out of range or ``options`` is not valid.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    content = checked_options(players, options).content
    board = content.board
    p = players
    plots, piles = len(board.plots), len(content.objective_piles)
    cards = len(hidden_cards(players, content))
    return (
        len(_PHASES)  # phase
        + p  # viewer
        + 2 * p  # money and whether it is shown
        + 2  # money total, saloon
        + plots * (p + 1 + len(_TOKENS) + 4)  # owner, token, card and shown, to draw, this turn
        + piles * (len(_SHARED) + 1 + p + 1)  # objective, pile, taker
        + p * SECRETS_PER_SEAT * (len(_SECRETS) + 1)  # each card or hidden
        + 2 * p  # duel tokens, first player
        + 4 * p
        + 1  # auction
        + len(board.railway)
        + len(board.river)  # vehicles
        + p * cards  # rumors
    )


@attrs.frozen(eq=False)  # told apart by identity: a memo key, one per configuration
class _Layout:
    """Where each segment of :func:`features` starts, for one configuration, with the
    scales it divides by (worked out once per configuration, as the codec is)."""

    size: int
    money_scale: float
    card_scale: float
    pile_scale: float
    viewer: int
    money: int
    totals: int
    plots: int
    objectives: int
    secrets: int
    duel_tokens: int
    first: int
    auction: int
    railway: int
    river: int
    rumors: int
    seat_places: tuple[int, ...]
    """``seat_places[seat]`` is ``seat`` (and ``owner_places`` a seat or ``players``, for
    nobody; ``squares`` a square of each track): an ``IndexError`` out of range, a negative
    one counted from the end, as ``one_hot`` places them, so that a view built by hand
    fails, or not, as it did with one-hots."""
    owner_places: tuple[int, ...]
    squares: tuple[tuple[int, ...], tuple[int, ...]]
    card_places: Mapping[tuple[int, int, int], int]
    """Each card a Rumor may look at, keyed by its fields (``id`` of its kind: hashing an
    enum member is a Python call), to its place in a seat's rumors."""
    cards: int


def _build_layout(players: int, content: Content) -> _Layout:
    """The offsets of the segments (in the documented order) and the scales: money by the
    money bound, card values by the largest Mine or Ranch card, piles by the largest pile."""
    board = content.board
    p = players
    cards = hidden_cards(players, content)
    largest_card = max((*content.mine_cards, *content.ranch_cards, BANKNOTE))
    largest_pile = max((*content.objective_piles, BANKNOTE))
    viewer = len(_PHASES)
    money = viewer + p
    totals = money + 2 * p
    plots = totals + 2
    objectives = plots + len(board.plots) * (p + 1 + len(_TOKENS) + 4)
    secrets = objectives + len(content.objective_piles) * (len(_SHARED) + 1 + p + 1)
    duel_tokens = secrets + p * SECRETS_PER_SEAT * (len(_SECRETS) + 1)
    first = duel_tokens + p
    auction = first + p
    railway = auction + 4 * p + 1
    river = railway + len(board.railway)
    rumors = river + len(board.river)
    size = rumors + p * len(cards)
    places = {(id(card.kind), card.where, card.slot): n for n, card in enumerate(cards)}
    return _Layout(
        size, float(money_bound(players, content)), float(largest_card), float(largest_pile),
        viewer, money, totals, plots, objectives, secrets, duel_tokens, first, auction,
        railway, river, rumors, tuple(range(p)), tuple(range(p + 1)),
        (tuple(range(len(board.railway))), tuple(range(len(board.river)))),
        MappingProxyType(places), len(cards),
    )  # fmt: skip


def features(view: View) -> tuple[float, ...]:
    """The observation vector of ``view``: floats in [0, 1], a function of the view alone,
    of length :func:`feature_size` for the view's configuration (the layout is on
    :doc:`/games/pappy-winchester`).

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    players = view.players
    at = _layout(players, view.options.content)
    phase = view.phase
    # The segments every seat sees alike, which change once a turn, not at every bid:
    # worked out once per position of the board (a bidder's turn is a few steps).
    tokens, shared = _deal_places(view.bonus, view.objectives)
    public = (
        at, _PHASES.index(phase), view.money_total, view.saloon, view.owners, tokens,
        view.cards, view.draws, view.plot, shared, view.piles, view.claimed,
        view.duel_tokens, view.first, view.locomotive, view.boat, view.known,
    )  # fmt: skip
    try:
        out = list(_public_features(*public))
    except TypeError:  # a view built by hand with an unhashable field: no memo
        out = list(_public_features.__wrapped__(*public))
    # Then what this viewer sees and the auction going on, in the documented order:
    # the viewer
    seat, money_scale = at.seat_places, at.money_scale
    if view.player is not None:
        out[at.viewer + seat[view.player]] = 1.0
    # money: per seat, its money then 1 if shown
    start = at.money
    for money in view.money:
        if money is not None:
            out[start] = money / money_scale
            out[start + 1] = 1.0
        start += 2
    # secret objectives: per seat, per card, the card or hidden (the last place)
    try:
        places = _secret_places(at, view.secrets)
    except TypeError:  # a view built by hand with an unhashable field: no memo
        places = _secret_places.__wrapped__(at, view.secrets)
    for place in places:
        out[place] = 1.0
    # auction: still in, to act, the high bid, the high bidder, each seat's largest bid
    start = at.auction
    bidding = phase is Phase.BIDDING
    if bidding:
        active = view.active
        for n in range(players):
            if n in active:
                out[start + n] = 1.0
        out[start + players + seat[active[view.turn]]] = 1.0
    out[start + 2 * players] = view.high_bid / money_scale
    if view.high_bidder is not None:
        out[start + 2 * players + 1 + seat[view.high_bidder]] = 1.0
    if bidding:
        start += 3 * players + 1
        bids = view.bids
        for n in range(players):
            out[start + n] = bids[n] / money_scale
    return tuple(out)


_RECENT_DEALS = 16
"""How many deals :func:`_deal_places` remembers."""


def _remember_deals() -> Callable[
    [tuple[BonusKind, ...], tuple[SharedObjective, ...]], tuple[tuple[int, ...], tuple[int, ...]]
]:
    """:func:`_deal_places`, remembering the last few deals by identity: a deal's tokens
    and objectives are passed from state to view by reference, and hashing them hashes
    enum members, a Python call each. A remembered deal is kept alive, so no other object
    takes its ``id`` while it is remembered."""
    recent: dict[tuple[int, int], tuple[tuple[object, object], tuple[tuple[int, ...], ...]]] = {}

    def deal_places(
        bonus: tuple[BonusKind, ...], objectives: tuple[SharedObjective, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each plot's token and each pile's objective as its place among its kind (the
        ``ValueError`` of ``tuple.index`` for what is none)."""
        if type(bonus) is not tuple or type(objectives) is not tuple:  # a view built by hand
            return _places_of(bonus, objectives)
        key = (id(bonus), id(objectives))
        found = recent.get(key)
        if found is not None and found[0][0] is bonus and found[0][1] is objectives:
            tokens, shared = found[1]
            return tokens, shared
        tokens, shared = _places_of(bonus, objectives)
        if len(recent) >= _RECENT_DEALS:
            recent.clear()
        recent[key] = ((bonus, objectives), (tokens, shared))
        return tokens, shared

    return deal_places


def _places_of(
    bonus: Sequence[BonusKind], objectives: Sequence[SharedObjective]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What :func:`_deal_places` remembers, worked out."""
    tokens = tuple([_TOKENS.index(token) for token in bonus])
    shared = tuple([_SHARED.index(objective) for objective in objectives])
    return tokens, shared


_deal_places = _remember_deals()


@functools.lru_cache(maxsize=256)
def _secret_places(
    at: _Layout, secrets: tuple[tuple[SecretObjective | None, ...], ...]
) -> tuple[int, ...]:
    """Where the Secret Objective cards a seat sees put their ones: per seat, per card,
    the card or hidden (the last place). A seat's view of them changes only at its Rumor
    tokens."""
    places = []
    hidden, start = len(_SECRETS), at.secrets
    for hand in secrets:
        for secret in hand:
            places.append(start + (hidden if secret is None else _SECRETS.index(secret)))
            start += hidden + 1
    return tuple(places)


@functools.lru_cache(maxsize=128)  # a turn's views come one after the other
def _public_features(
    at: _Layout,
    phase: int,
    money_total: int,
    saloon: int,
    owners: tuple[int | None, ...],
    tokens: tuple[int, ...],
    cards: tuple[int | None, ...],
    draws: frozenset[int],
    this_turn: int,
    shared: tuple[int, ...],
    piles: tuple[int, ...],
    claimed: tuple[int | None, ...],
    duel_tokens: tuple[bool, ...],
    first: int,
    locomotive: int,
    boat: int,
    known: tuple[frozenset[HiddenCard], ...],
) -> tuple[float, ...]:
    """The features with the segments every seat sees alike filled in (``tokens`` and
    ``shared`` are places among ``_TOKENS`` and ``_SHARED``) and zeros for the viewer's
    own (its seat, the money and Secret Objective cards it sees) and the auction's."""
    players = len(at.seat_places)
    seat, owner_place = at.seat_places, at.owner_places
    money_scale = at.money_scale
    # Zeros everywhere, then each segment's nonzero entries, in the documented order:
    # the phase, then the money total and the saloon
    out = [0.0] * at.size
    out[phase] = 1.0
    out[at.totals] = money_total / money_scale
    out[at.totals + 1] = saloon / money_scale
    # plots: owner (the seats, then unowned), token, card and shown, to draw, this turn
    card_scale = at.card_scale
    token_at, card_at = players + 1, players + 1 + len(_TOKENS)
    draw_at, now_at = card_at + 2, card_at + 3
    plots = len(owners)
    starts = range(at.plots, at.plots + plots * (now_at + 1), now_at + 1)
    for n, start, owner, token, card in zip(
        range(1, plots + 1), starts, owners, tokens, cards, strict=True
    ):
        out[start + owner_place[players if owner is None else owner]] = 1.0
        out[start + token_at + token] = 1.0
        if card is not None:
            out[start + card_at] = card / card_scale
            out[start + card_at + 1] = 1.0
        if n in draws:
            out[start + draw_at] = 1.0
    if _PHASES[phase] is not Phase.OVER and 0 < this_turn <= plots:
        out[at.plots + (this_turn - 1) * (now_at + 1) + now_at] = 1.0
    # objectives: per pile, its objective, the pile, who took it (the seats, then nobody)
    pile_scale = at.pile_scale
    pile_at, taker_at = len(_SHARED), len(_SHARED) + 1
    start = at.objectives
    for objective, pile, taker in zip(shared, piles, claimed, strict=True):
        out[start + objective] = 1.0
        out[start + pile_at] = pile / pile_scale
        out[start + taker_at + owner_place[players if taker is None else taker]] = 1.0
        start += taker_at + players + 1
    # duel tokens, then the first player
    start = at.duel_tokens
    for n, held in enumerate(duel_tokens):
        out[start + n] = float(held)
    out[at.first + seat[first]] = 1.0
    # vehicles: the Locomotive's square, then the Boat's
    railway, river = at.squares
    out[at.railway + railway[locomotive]] = 1.0
    out[at.river + river[boat]] = 1.0
    # rumors: per seat, the cards it looked at
    places, start = at.card_places, at.rumors
    for seen in known:
        for looked in seen:
            if type(looked) is HiddenCard:  # as ``in`` compares: another class is no card
                place = places.get((id(looked.kind), looked.where, looked.slot))
                if place is not None:
                    out[start + place] = 1.0
        start += at.cards
    return tuple(out)


# Built last: the standard content's values are worked out at import, from the functions above.
_codec = _per_configuration(_build_codec)
_layout = _per_configuration(_build_layout)
