"""Setting up a game of *Pappy Winchester* (the rulebook's "Setup"): the options checked,
the board and cards dealt, the first player chosen, and the first Plot token drawn
(:func:`~.pappy_winchester.turn.next_turn`). Also what the box holds in all: the most
money one seat can ever hold (:func:`money_bound`), which bounds every bid.
"""

from __future__ import annotations

from frontier_games.core import (
    Frozen,
    SetupError,
    brief,
    check_first_player,
    check_player_count,
    frozen_class,
)
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SECRETS_PER_SEAT,
    BonusKind,
    Content,
    SecretObjective,
    SharedObjective,
    validate_content,
)
from frontier_games.games.pappy_winchester.model import Deal, Options, Phase, State, Table
from frontier_games.games.pappy_winchester.turn import next_turn
from frontier_games.rng import Rng, randbelow, shuffle

__all__ = [
    "DEFAULT_OPTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "Configuration",
    "checked_options",
    "money_bound",
    "new_game",
]

NAME = "pappy-winchester"

DEFAULT_OPTIONS = Options()
"""The options of a game set up without any: the standard content."""


@frozen_class
class Configuration(Frozen):
    """What the kinds of move's spaces are built from (the ``setup`` of the rule kit): the
    number of seats and the content played with. The rulebook hands out one object per
    configuration (:func:`~.pappy_winchester.rulebook.configuration`).

    :ivar players: the number of seats.
    :ivar content: the board, tokens and cards.
    """

    players: int
    content: Content


def checked_options(players: int, options: object) -> Options:
    """``options`` (the defaults for ``None``) if it is exactly an
    :class:`~.pappy_winchester.model.Options` fit for a game of ``players`` seats; its
    content checked itself when it was built.

    :raises SetupError: naming the field that is not.
    """
    if options is None:
        return DEFAULT_OPTIONS
    if type(options) is not Options:
        raise SetupError(
            f"{NAME}: options must be a pappy-winchester Options, not {brief(options)}"
        )
    validate_content(options.content)
    for field, flag in (("open_money", options.open_money), ("duel_all_in", options.duel_all_in)):
        if type(flag) is not bool:
            raise SetupError(f"{NAME}: Options.{field} must be True or False, not {brief(flag)}")
    check_first_player(NAME, options.first_player, players)
    return options


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Set up the board and deal, then draw the first Plot token.

    Bonus tokens are shuffled onto the plots, Mine cards onto the mines and one Ranch card
    onto the ranch (the unused cards go back unseen); one shared objective is dealt onto
    each pile of banknotes; each seat gets the starting money, a Duel token and two Secret
    Objective cards; the first player is random (R2) unless ``Options.first_player`` names
    one, the Plot tokens are shuffled, and the vehicles start on the first square of their
    tracks (R1).

    :param players: 3 to 5.
    :param seed: the seed of the game's random generator.
    :param options: the content to play with (the standard board by default).
    :raises SetupError: if ``players`` is out of range, or ``options`` is not exactly an
        :class:`~.pappy_winchester.model.Options` holding exactly a
        :class:`~.pappy_winchester.content.Content` (which checked itself when it was
        built), ``bool`` flags and a seat or ``None`` as the first player.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    options = checked_options(players, options)
    content = options.content
    board = content.board
    rng = Rng.from_seed(seed)
    bonus, rng = shuffle(rng, content.bonus_tokens)
    mine_cards, rng = shuffle(rng, content.mine_cards)
    ranch_cards, rng = shuffle(rng, content.ranch_cards)
    shared, rng = shuffle(rng, tuple(SharedObjective))
    secret, rng = shuffle(rng, tuple(SecretObjective))
    first, rng = randbelow(rng, players)  # drawn even when chosen: the seed's deal stays
    if options.first_player is not None:
        first = options.first_player
    draws, rng = shuffle(rng, board.numbers)
    mine_of = dict(zip(sorted(board.mines), mine_cards, strict=False))
    cards = tuple(
        mine_of.get(n, ranch_cards[0] if n == board.ranch else None) for n in board.numbers
    )
    piles = content.objective_piles
    deal = Deal(
        players=players,
        options=options,
        bonus=bonus,
        cards=cards,
        objectives=shared[: len(piles)],
        piles=piles,
        secrets=tuple(
            secret[SECRETS_PER_SEAT * seat : SECRETS_PER_SEAT * (seat + 1)]
            for seat in range(players)
        ),
    )
    table = Table(
        rng=rng,
        money=(content.starting_money,) * players,
        saloon=content.saloon_start,
        owners=(None,) * len(board.plots),
        claimed=(None,) * len(piles),
        duel_tokens=(True,) * players,
        known=(frozenset(),) * players,
        first=first,
        draws=draws,
        plot=0,
        locomotive=0,
        boat=0,
        last_duel=None,
    )
    shuffled = State(deal=deal, table=table, phase=Phase.BIDDING, auction=None)
    return next_turn(shuffled, table)


def money_bound(players: int, content: Content | None = None) -> int:
    """The most money one seat can ever hold in a game of ``players`` seats played with
    ``content`` (the standard content by default): all the money that can come into play,
    which is every seat's starting money, the saloon's first tips, every shared-objective
    pile, the best Mine cards on the mines, the best Ranch card, and, for each Movement
    token, $1000 for each plot beside the square touching the most plots. Nothing else
    pays during the game (the most-plots bonus is paid at the final scoring). No bid can
    exceed it.

    :raises SetupError: if ``players`` is out of range or ``content`` is not a
        :class:`~.pappy_winchester.content.Content`.
    """
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    if content is None:
        content = DEFAULT_OPTIONS.content
    elif type(content) is not Content:
        raise SetupError(
            f"{NAME}: content must be a pappy_winchester Content, not {brief(content)}"
        )
    board = content.board
    best_mines = sorted(content.mine_cards, reverse=True)[: len(board.mines)]
    busiest = max(map(len, board.railway + board.river))
    movements = content.bonus_tokens.count(BonusKind.MOVEMENT)
    return (
        players * content.starting_money
        + content.saloon_start
        + sum(content.objective_piles)
        + sum(best_mines)
        + max(content.ranch_cards)
        + movements * busiest * BANKNOTE
    )
