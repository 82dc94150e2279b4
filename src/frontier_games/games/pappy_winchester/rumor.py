"""The Rumor token (the rulebook's small print, "Bonus tokens"): the buyer of a plot with a
Rumor token looks at one face-down card
(:class:`~frontier_games.games.pappy_winchester.Rumor`): a Secret Objective card of another
seat, the Mine card of a mine not bought yet, or the Ranch card if the ranch is not bought
yet; a card already seen may be chosen again (R8). The kind is declared once on the rule
kit (:mod:`frontier_games.moves`), with its checks, effect, space, listing (prebuilt
actions), words and block of codec ids.
"""

from __future__ import annotations

from frontier_games.core import brief
from frontier_games.games.pappy_winchester.content import (
    PLOT_CELLS,
    SECRETS_PER_SEAT,
    Board,
    Content,
)
from frontier_games.games.pappy_winchester.model import (
    HiddenCard,
    HiddenKind,
    Phase,
    Rumor,
    State,
    View,
)
from frontier_games.games.pappy_winchester.naming import Said
from frontier_games.games.pappy_winchester.setup import MAX_PLAYERS, Configuration
from frontier_games.games.pappy_winchester.turn import next_turn
from frontier_games.moves import Check, Move

__all__ = ["RUMOR", "card_words", "hidden_cards", "is_card", "looks", "rumor_ids"]

_OBJECTIVE_LOOKS: tuple[tuple[tuple[Rumor, ...], ...], ...] = tuple(
    tuple(
        tuple(
            Rumor(player, HiddenCard(HiddenKind.OBJECTIVE, seat, slot))
            for seat in range(players)
            if seat != player
            for slot in range(SECRETS_PER_SEAT)
        )
        for player in range(players)
    )
    for players in range(MAX_PLAYERS + 1)
)
"""``_OBJECTIVE_LOOKS[players][player]``: Rumor looks at the other seats' two cards."""
_CARD_LOOKS: tuple[tuple[tuple[Rumor, ...], ...], ...] = tuple(
    tuple(
        tuple(Rumor(player, HiddenCard(kind, plot)) for plot in range(len(PLOT_CELLS) + 1))
        for player in range(MAX_PLAYERS)
    )
    for kind in (HiddenKind.MINE, HiddenKind.RANCH)
)
"""``_CARD_LOOKS[0 mine / 1 ranch][player][plot]``: Rumor looks at a card on a plot."""


def is_card(card: object) -> bool:
    """Whether ``card`` is exactly a :class:`~.model.HiddenCard` whose fields are exactly a
    :class:`~.model.HiddenKind` member and two ``int``."""
    return (
        type(card) is HiddenCard
        and type(card.kind) is HiddenKind
        and type(card.where) is int
        and type(card.slot) is int
    )


def _card_look(ranch: int, player: int, plot: int) -> Rumor:
    found = _CARD_LOOKS[ranch][player]
    if plot < len(found):
        return found[plot]
    return Rumor(player, HiddenCard(HiddenKind.RANCH if ranch else HiddenKind.MINE, plot))


def looks(
    owners: tuple[int | None, ...], players: int, board: Board, player: int
) -> tuple[Rumor, ...]:
    """The Rumor looks ``player`` may take (R8): the other seats' Secret Objective cards,
    then the Mine cards of unbought mines and the Ranch card if the ranch is unbought."""
    unbought = tuple(
        _card_look(0, player, plot) for plot in sorted(board.mines) if owners[plot - 1] is None
    )
    if owners[board.ranch - 1] is None:
        unbought += (_card_look(1, player, board.ranch),)
    return _OBJECTIVE_LOOKS[players][player] + unbought


def hidden_cards(players: int, content: Content) -> tuple[HiddenCard, ...]:
    """Every card a Rumor token may ever look at, in the action codec's order: each seat's
    Secret Objective cards, the mines' cards, the Ranch card."""
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


# -- the checks -----------------------------------------------------------------------------


def _waiting(state: State, action: Rumor) -> bool:
    return state.phase is Phase.RUMOR


def _buyers(state: State, action: Rumor) -> bool:
    return action.player == state.table.first


def _said_buyers(state: State, action: Rumor) -> str:
    return f"seat {state.table.first} uses the Rumor token"


def _a_card(state: State, action: Rumor) -> bool:
    return is_card(action.card)  # before comparing: HiddenCard(MINE, 2.0) == HiddenCard(MINE, 2)


def _said_not_a_card(state: State, action: Rumor) -> str:
    return f"{brief(action.card)} is not a HiddenCard of a HiddenKind, an int place and an int slot"


def _face_down(state: State, action: Rumor) -> bool:
    deal = state.deal
    board = deal.options.content.board
    return action in looks(state.table.owners, deal.players, board, action.player)


def _said_not_hidden(state: State, action: Rumor) -> str:
    return f"{brief(action.card)} is not a face-down card to look at"


# -- the effect -----------------------------------------------------------------------------


def _rumor(state: State, action: Rumor) -> State:
    table = state.table
    seat, card = action.player, action.card
    known = table.known
    known = known[:seat] + (known[seat] | {card},) + known[seat + 1 :]
    return next_turn(state, table, known=known, looked_at=card)


# -- the space and listing ------------------------------------------------------------------


def _rumor_space(configuration: Configuration, seat: int) -> list[Rumor]:
    players, content = configuration.players, configuration.content
    board = content.board
    listed = {action: action for action in looks((None,) * len(board.plots), players, board, seat)}
    return [listed.get(action, action) for action in rumor_ids(seat, players, content)]


def _rumor_listing(state: State, seat: int) -> tuple[Rumor, ...]:
    deal = state.deal
    return looks(state.table.owners, deal.players, deal.options.content.board, seat)


# -- the move -------------------------------------------------------------------------------


def card_words(card: HiddenCard) -> str:
    """A face-down card as a player names it: ``"Secret Objective card 1 of seat 2"``,
    ``"the Mine card on plot 3"``."""
    if card.kind is HiddenKind.OBJECTIVE:
        return f"Secret Objective card {card.slot + 1} of seat {card.where}"
    kind = "Mine" if card.kind is HiddenKind.MINE else "Ranch"
    return f"the {kind} card on plot {card.where}"


def _rumor_words(view: View, action: Rumor) -> Said:
    """``"seat 1 looks at Secret Objective card 1 of seat 2"``, ``"seat 1 looks at the Mine
    card on plot 3"``.

    :raises ValueError: if the card is not a :class:`~.model.HiddenCard` of a
        :class:`~.model.HiddenKind` and ``int`` fields (of at most 64 bits).
    """
    card = action.card
    if not is_card(card) or max(card.where, card.slot).bit_length() > 64:
        raise ValueError(f"{brief(card)} is not a HiddenCard with a HiddenKind and ints")
    return Said(f"seat {action.player} looks at {card_words(card)}")


RUMOR: Move[State, Rumor] = Move(
    Rumor,
    checks=(
        Check("no-rumor", "no Rumor token is waiting to be used", _waiting),
        Check("not-your-turn", _said_buyers, _buyers),
        Check("not-a-card", _said_not_a_card, _a_card),
        Check("card-not-hidden", _said_not_hidden, _face_down),
    ),
    effect=_rumor,
    space=_rumor_space,
    listing=_rumor_listing,
    words=_rumor_words,
)
"""The buyer of a plot with a Rumor token looks at one face-down card (R8)."""


# -- codec ids ------------------------------------------------------------------------------


def rumor_ids(seat: int, players: int, content: Content) -> list[Rumor]:
    """The action codec's block of ``Rumor``: each seat's Secret Objective cards (its own
    included, which no position allows), the mines' cards, the Ranch card."""
    return [Rumor(seat, card) for card in hidden_cards(players, content)]
