"""What adapters, search and learning agents read of *Pappy Winchester*: the
:func:`timing` of a position, a fixed integer action space (:func:`codec`) and an
observation vector (:func:`features`, of length :func:`feature_size`).

Both are declared from the rules and the content, never from games played: the action
space lists every bid up to :func:`~.rules.money_bound`, Pass and Duel, every square of
each track and every card a Rumor token could reach; the features are one-hot phases,
seats, tokens and cards, with amounts of money divided by the money bound. The order of
the actions and the layout of the features (a table of segments) are on the game's page,
``docs/games/pappy-winchester.rst``; :func:`features` builds the segments in that order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from frontier_games.codec import ActionCodec, one_hot
from frontier_games.core import Timing, check_player_count, not_a
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    SECRETS_PER_SEAT,
    BonusKind,
    Content,
    SecretObjective,
    SharedObjective,
)
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    State,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    _check_options,
    money_bound,
)

__all__ = ["codec", "feature_size", "features", "timing"]

_STANDARD_CONTENT = Options().content
"""The content of the default options (the printed values and the stand-ins)."""
_PLAYER_COUNTS = range(MIN_PLAYERS, MAX_PLAYERS + 1)

T = TypeVar("T")


def timing(state: State) -> Timing:
    """``Timing.TURN`` while the game goes on (one seat acts: the bidder whose turn it is,
    or the buyer using a Movement or Rumor token), ``Timing.OVER`` at the end.

    :raises TypeError: if ``state`` is not a *Pappy Winchester* State (checked first: a
        View has a ``phase`` too).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    return Timing.OVER if state.phase is Phase.OVER else Timing.TURN


def _per_configuration(build: Callable[[int, Content], T]) -> Callable[[int, Content], T]:
    """``build``, with its values for the standard content worked out once at import (an
    immutable table, like the rules' own); another content builds them on each call.
    Contents are told apart by identity: hashing a :class:`~.content.Content` hashes its
    whole board, which costs more than the features themselves."""
    standard = {players: build(players, _STANDARD_CONTENT) for players in _PLAYER_COUNTS}

    def per_configuration(players: int, content: Content) -> T:
        if content is _STANDARD_CONTENT:
            return standard[players]
        return build(players, content)

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
    return _codec(players, _check_options(options, players).content)


def _build_codec(players: int, content: Content) -> ActionCodec[PappyAction]:
    return ActionCodec.of(players, lambda seat: _actions_of(seat, players, content))


def _actions_of(seat: int, players: int, content: Content) -> list[PappyAction]:
    board = content.board
    actions: list[PappyAction] = [
        Bid(seat, n * BANKNOTE) for n in range(1, money_bound(players, content) // BANKNOTE + 1)
    ]
    actions += [Pass(seat), Duel(seat)]
    actions += [MoveVehicle(seat, Vehicle.LOCOMOTIVE, n) for n in range(len(board.railway))]
    actions += [MoveVehicle(seat, Vehicle.BOAT, n) for n in range(len(board.river))]
    actions += [Rumor(seat, card) for card in _hidden_cards(players, content)]
    return actions


def _hidden_cards(players: int, content: Content) -> tuple[HiddenCard, ...]:
    """Every card a Rumor token may ever look at, in the action space's order."""
    board = content.board
    return (
        *(
            HiddenCard(HiddenKind.OBJECTIVE, owner, slot)
            for owner in range(players)
            for slot in range(SECRETS_PER_SEAT)
        ),
        *(HiddenCard(HiddenKind.MINE, n) for n in sorted(board.mines)),
        HiddenCard(HiddenKind.RANCH, board.ranch),
    )


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
    content = _check_options(options, players).content
    board = content.board
    p = players
    plots, piles = len(board.plots), len(content.objective_piles)
    cards = len(_hidden_cards(players, content))
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


def _build_scales(
    players: int, content: Content
) -> tuple[float, float, float, tuple[HiddenCard, ...]]:
    """The divisors of money, card values and piles, and the cards a Rumor may look at."""
    largest_card = max((*content.mine_cards, *content.ranch_cards, BANKNOTE))
    largest_pile = max((*content.objective_piles, BANKNOTE))
    return (
        float(money_bound(players, content)),
        float(largest_card),
        float(largest_pile),
        _hidden_cards(players, content),
    )


def features(view: View) -> tuple[float, ...]:
    """The observation vector of ``view``: floats in [0, 1], a function of the view alone,
    of length :func:`feature_size` for the view's configuration (the layout is on
    :doc:`/games/pappy-winchester`).

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    players = view.players
    content = view.options.content
    board = content.board
    money_scale, card_scale, pile_scale, cards = _scales(players, content)
    bidding = view.phase is Phase.BIDDING
    out = one_hot(_PHASES.index(view.phase), len(_PHASES))
    out += one_hot(view.player, players)
    for money in view.money:
        out += (0.0, 0.0) if money is None else (money / money_scale, 1.0)
    out += (view.money_total / money_scale, view.saloon / money_scale)
    this_turn = view.plot if view.phase is not Phase.OVER else None
    for n, (owner, token, card) in enumerate(
        zip(view.owners, view.bonus, view.cards, strict=True), start=1
    ):
        out += one_hot(players if owner is None else owner, players + 1)
        out += one_hot(_TOKENS.index(token), len(_TOKENS))
        out += (0.0, 0.0) if card is None else (card / card_scale, 1.0)
        out += (float(n in view.draws), float(n == this_turn))
    for objective, pile, taker in zip(view.objectives, view.piles, view.claimed, strict=True):
        out += one_hot(_SHARED.index(objective), len(_SHARED))
        out.append(pile / pile_scale)
        out += one_hot(players if taker is None else taker, players + 1)
    hidden = len(_SECRETS)  # the last place of a card's one-hot
    for hand in view.secrets:
        for secret in hand:
            out += one_hot(hidden if secret is None else _SECRETS.index(secret), hidden + 1)
    out += (float(held) for held in view.duel_tokens)
    out += one_hot(view.first, players)
    out += (float(bidding and seat in view.active) for seat in range(players))
    out += one_hot(view.active[view.turn] if bidding else None, players)
    out.append(view.high_bid / money_scale)
    out += one_hot(view.high_bidder, players)
    out += (view.bids[seat] / money_scale if bidding else 0.0 for seat in range(players))
    out += one_hot(view.locomotive, len(board.railway))
    out += one_hot(view.boat, len(board.river))
    for known in view.known:
        out += (float(card in known) for card in cards)
    return tuple(out)


# Built last: the standard content's values are worked out at import, from the functions above.
_codec = _per_configuration(_build_codec)
_scales = _per_configuration(_build_scales)
