"""A rule-of-thumb player for *Pappy Winchester*: :class:`HeuristicBot`.

Pappy bids up to an estimate of what a plot is worth, worked out from the final scoring and
from the payments the rulebook makes along the way:

1. A plot's **worth** to a seat (:func:`plot_worth`) is what owning it adds to that seat's
   fortune: its Mine or Ranch card (the value seen, else the mean of the cards not seen),
   the Secret Objective cards counting it (a hand not seen counts as the mean of the cards
   not seen), its bonus token (the saloon's tips, the best square for a vehicle, a look at
   a face-down card), the shared objectives it completes or brings nearer, and its share
   of the $5000 most-plots bonus.
2. **Bid** the lowest raise while buying at it leaves the bot better off against its
   rivals than passing: the price is shared out among the other heirs, so a bid costs its
   amount and a share to each rival, while passing earns a share of the high bid but
   hands the plot's worth to the high bidder.
3. **Duel** when the Pistol Duel cards (the plot at the last bid, half the time) are worth
   more than raising or passing, by more than the Duel token is worth on later plots.
4. **Movement token**: the square that pays one's own plots most, less what it pays the
   rivals.
5. **Rumor token**: a Mine or Ranch card not seen yet (the one whose value is most in
   doubt), else a rival's Secret Objective card not seen yet.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple, TypeVar

from frontier_games.bots.base import RuleOfThumbBot
from frontier_games.games.pappy_winchester.content import (
    BANKNOTE,
    Board,
    BonusKind,
    SecretObjective,
    SharedObjective,
    Terrain,
    away_from_railway,
    away_from_river,
    secret_objective_plots,
)
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    HiddenKind,
    MoveVehicle,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.rules import MOST_PLOTS_BONUS

__all__ = ["HeuristicBot", "plot_worth"]

A = TypeVar("A", MoveVehicle, Rumor)

_RUMOR_WORTH = 500.0
"""A look at a face-down card: it sharpens later bids but pays nothing by itself."""
_DUEL_TOKEN_WORTH = 2000.0
"""The Duel token kept for later plots, at the start of the game (it shrinks as plots go)."""
_WIN_SHARE = 0.12
"""The chance that a seat takes any one plot an objective needs: well below
``1 / players``, as the rivals race for the same pile and the plot has a price."""
_LEAD_SPREAD = 0.6
"""How far the plot counts may still move apart, per square root of the plots to come."""
_KEENNESS = 1.15
"""A seat buying values the plot this much above its estimate: the estimate leaves out
what a plot may bring later (Movement tokens to come, the most-plots tie-break), and
against bots like itself a bot this keen won more often (tried at 4 players)."""

_KINDS = tuple(BonusKind)
_TERRAINS = tuple(Terrain)
_CARDS = tuple(SecretObjective)
_EVENTS = (SharedObjective.LAST_AUCTION, SharedObjective.EMPTY_SALOON)
"""The shared objectives met by an event of a purchase, not by what one holds."""
_MOST_NEEDED = 5
"""The most plots a shared objective needs (five plots)."""
_MOST_PLOTS = 35
"""The most plots a board may have (one per plot cell of a grid)."""


def _at_least_table(q: float) -> tuple[tuple[float, ...], ...]:
    """``table[need][offered]``: the chance of taking at least ``need`` of ``offered`` plots,
    each with chance ``q``."""
    return tuple(
        tuple(
            1.0 - sum(math.comb(offered, k) * q**k * (1 - q) ** (offered - k) for k in range(need))
            for offered in range(_MOST_PLOTS + 1)
        )
        for need in range(_MOST_NEEDED + 1)
    )


_AT_LEAST = _at_least_table(_WIN_SHARE)


def _at_least(need: int, offered: int) -> float:
    """The chance of taking at least ``need`` of ``offered`` plots still to come."""
    if need <= 0:
        return 1.0
    if need > offered:
        return 0.0
    return _AT_LEAST[need][offered]


class _Facts(NamedTuple):
    """What the estimates read from a game's board and bonus tokens, worked out once.
    Per-plot tuples are indexed by ``plot - 1``; terrains, tokens and cards by their index
    in ``_TERRAINS``, ``_KINDS`` and ``_CARDS``."""

    board: Board
    bonus: tuple[BonusKind, ...]
    terrain: tuple[int, ...]
    kind: tuple[int, ...]
    away_from_river: tuple[bool, ...]
    away_from_railway: tuple[bool, ...]
    neighbours: tuple[frozenset[int], ...]
    pays: tuple[tuple[int, ...], ...]
    """Per plot, what each Secret Objective card pays for it."""
    squares: tuple[frozenset[int], ...]


def _facts(board: Board, bonus: tuple[BonusKind, ...]) -> _Facts:
    river, railway = away_from_river(board), away_from_railway(board)
    counted = [(card, secret_objective_plots(board, card)) for card in _CARDS]
    return _Facts(
        board=board,
        bonus=bonus,
        terrain=tuple(_TERRAINS.index(plot.terrain) for plot in board.plots),
        kind=tuple(_KINDS.index(token) for token in bonus),
        away_from_river=tuple(n in river for n in board.numbers),
        away_from_railway=tuple(n in railway for n in board.numbers),
        neighbours=tuple(plot.neighbours for plot in board.plots),
        pays=tuple(
            tuple(
                card.dollars
                if (plots is None and card.token_kind is bonus[n - 1])
                or (plots is not None and n in plots)
                else 0
                for card, plots in counted
            )
            for n in board.numbers
        ),
        squares=board.railway + board.river,
    )


class _Free(NamedTuple):
    """The plots still to come after the one on auction, counted as the objectives ask."""

    plots: int
    terrain: tuple[int, ...]
    kind: tuple[int, ...]
    away_from_river: int
    away_from_railway: int


def _free(view: View, facts: _Facts, plot: int) -> _Free:
    free = [n - 1 for n in view.draws if n != plot]
    return _Free(
        plots=len(free),
        terrain=tuple(sum(1 for i in free if facts.terrain[i] == t) for t in range(len(_TERRAINS))),
        kind=tuple(sum(1 for i in free if facts.kind[i] == k) for k in range(len(_KINDS))),
        away_from_river=sum(1 for i in free if facts.away_from_river[i]),
        away_from_railway=sum(1 for i in free if facts.away_from_railway[i]),
    )


def _share(price: int, players: int) -> int:
    """What each seat but the buyer receives of ``price`` (whole banknotes, rest tipped)."""
    return price // ((players - 1) * BANKNOTE) * BANKNOTE


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _owned(view: View) -> tuple[frozenset[int], ...]:
    """Each seat's plots."""
    plots: list[set[int]] = [set() for _ in range(view.players)]
    for number, owner in enumerate(view.owners, start=1):
        if owner is not None:
            plots[owner].add(number)
    return tuple(frozenset(p) for p in plots)


# -- rule 1: a plot's worth -------------------------------------------------------------


def plot_worth(view: View, seat: int, plot: int | None = None) -> float:
    """What owning ``plot`` (by default the plot on auction) would add to ``seat``'s
    fortune, in dollars, by :class:`HeuristicBot`'s estimate from ``view``: its Mine or
    Ranch card, the Secret Objective cards counting it, its bonus token, the shared
    objectives it completes or brings nearer, and its share of the most-plots bonus.

    What the view hides is estimated by the mean of what it could be: a face-down card by
    the cards not seen, a hidden Secret Objective card by the cards no seat is seen
    holding. Another plot than the one on auction is valued as if it were on auction now.

    :raises ValueError: if ``seat`` is not a seat of the game or ``plot`` is not an
        unbought plot of the board.
    """
    number = view.plot if plot is None else plot
    if not 1 <= number <= len(view.owners) or view.owners[number - 1] is not None:
        raise ValueError(f"plot {number} is not an unbought plot")
    if not 0 <= seat < view.players:
        raise ValueError(f"there is no seat {seat} in a {view.players}-player game")
    facts = _facts(view.options.content.board, view.bonus)
    return _worths(view, facts, number)[seat]


def _worths(view: View, facts: _Facts, plot: int) -> tuple[float, ...]:
    """Every seat's worth of ``plot``: the parts that are the same for every buyer (the
    Mine or Ranch card, the saloon's tips or a look at a card, the piles that buying wins
    whoever buys), then each seat's own."""
    owned = _owned(view)
    free = _free(view, facts, plot)
    token = view.bonus[plot - 1]
    common = _card_worth(view, facts.board, plot) + _event_piles(view, token)
    if token is BonusKind.SALOON:
        common += view.saloon  # the tips from this purchase stay on the saloon
    elif token is BonusKind.RUMOR:
        common += _RUMOR_WORTH
    pays = facts.pays[plot - 1]
    seen = [card for hand in view.secrets for card in hand if card is not None]
    unseen = _mean([pays[i] for i, card in enumerate(_CARDS) if card not in seen])
    worths = []
    for seat in range(view.players):
        mine = owned[seat]
        after = mine | {plot}
        worth = common + sum(
            unseen if card is None else pays[_CARDS.index(card)] for card in view.secrets[seat]
        )
        if token is BonusKind.MOVEMENT:
            worth += max((len(square & after) for square in facts.squares), default=0) * BANKNOTE
        worth += _progress(view, facts, plot, mine, free)
        worth += _most_plots_worth(owned, seat, free.plots)
        worths.append(worth)
    return tuple(worths)


def _card_worth(view: View, board: Board, plot: int) -> float:
    """The Mine or Ranch card on ``plot``: as seen, else the mean of the cards it may be."""
    seen = view.cards[plot - 1]
    if seen is not None:
        return float(seen)
    content = view.options.content
    if plot == board.ranch:
        return _mean(content.ranch_cards)
    if plot not in board.mines:
        return 0.0
    pool = list(content.mine_cards)
    for mine in board.mines:
        value = view.cards[mine - 1]
        if value is not None and value in pool:
            pool.remove(value)
    return _mean(pool)


def _event_piles(view: View, token: BonusKind) -> float:
    """The piles won by buying now, whatever one holds: the last auction, and a Saloon
    token finding no tips."""
    total = 0.0
    for pile, objective in enumerate(view.objectives):
        if view.claimed[pile] is not None:
            continue
        if (objective is SharedObjective.LAST_AUCTION and not view.draws) or (
            objective is SharedObjective.EMPTY_SALOON
            and token is BonusKind.SALOON
            and view.saloon == 0
        ):
            total += view.piles[pile]
    return total


def _progress(view: View, facts: _Facts, plot: int, mine: frozenset[int], free: _Free) -> float:
    """The piles of the shared objectives that count plots or tokens, each weighed by how
    much nearer ``plot`` brings a seat holding ``mine`` (the whole pile for one it
    completes)."""
    total = 0.0
    for pile, objective in enumerate(view.objectives):
        if view.claimed[pile] is None and objective not in _EVENTS:
            total += view.piles[pile] * _nearer(objective, facts, plot, mine, free)
    return total


def _nearer(
    objective: SharedObjective, facts: _Facts, plot: int, mine: frozenset[int], free: _Free
) -> float:
    """How much ``plot`` raises the chance that a seat holding ``mine`` meets ``objective``
    by the end, taking each plot still to come that it needs with the same small chance."""
    i = plot - 1
    if objective is SharedObjective.FIVE_PLOTS:
        return _step(5 - len(mine), free.plots)
    if objective is SharedObjective.THREE_ADJACENT:
        before = _largest_group(facts, mine)
        after = _largest_group(facts, mine | {plot}) if facts.neighbours[i] & mine else before
        return _at_least(3 - max(after, 1), free.plots) - _at_least(3 - before, free.plots)
    if objective is SharedObjective.FOUR_APART:
        before = _apart(facts, mine)
        after = _apart(facts, mine | {plot}) if facts.neighbours[i] & mine else before + 1
        return _at_least(4 - after, free.plots) - _at_least(4 - before, free.plots)
    if objective is SharedObjective.THREE_AWAY_FROM_RIVER:
        if not facts.away_from_river[i]:
            return 0.0
        held = sum(1 for n in mine if facts.away_from_river[n - 1])
        return _step(3 - held, free.away_from_river)
    if objective is SharedObjective.THREE_AWAY_FROM_RAILWAY:
        if not facts.away_from_railway[i]:
            return 0.0
        held = sum(1 for n in mine if facts.away_from_railway[n - 1])
        return _step(3 - held, free.away_from_railway)
    if objective is SharedObjective.ONE_OF_EACH_TERRAIN:
        return _one_of_each(facts.terrain[i], {facts.terrain[n - 1] for n in mine}, free.terrain)
    kinds = [facts.kind[n - 1] for n in mine]
    kind = facts.kind[i]
    if objective is SharedObjective.ONE_OF_EACH_TOKEN:
        return _one_of_each(kind, set(kinds), free.kind)
    # four tokens alike: the kind nearest to four, before and after
    counts = [kinds.count(k) for k in range(len(_KINDS))]
    chance = max(_at_least(4 - counts[k], free.kind[k]) for k in range(len(_KINDS)))
    counts[kind] += 1
    return max(_at_least(4 - counts[k], free.kind[k]) for k in range(len(_KINDS))) - chance


def _step(need: int, offered: int) -> float:
    """How much one more plot raises the chance of taking ``need`` of ``offered``."""
    return _at_least(need - 1, offered) - _at_least(need, offered)


def _one_of_each(got: int, held: set[int], offered: tuple[int, ...]) -> float:
    """How much a plot of kind ``got`` raises the chance of holding one of each kind, for a
    seat holding the kinds ``held`` with ``offered`` plots of each kind still to come."""
    if got in held:
        return 0.0
    others = math.prod(
        _at_least(1, offered[k]) for k in range(len(offered)) if k != got and k not in held
    )
    return others * (1.0 - _at_least(1, offered[got]))


def _apart(facts: _Facts, plots: frozenset[int]) -> int:
    """How many of ``plots`` touch none of the others."""
    return sum(1 for n in plots if not facts.neighbours[n - 1] & plots)


def _largest_group(facts: _Facts, plots: frozenset[int]) -> int:
    """The most plots of ``plots`` touching one another (``largest_connected_group``,
    without its checks of a board and of plot numbers)."""
    left = set(plots)
    best = 0
    while left:
        stack = [left.pop()]
        size = 1
        while stack:
            for other in facts.neighbours[stack.pop() - 1] & left:
                left.remove(other)
                stack.append(other)
                size += 1
        best = max(best, size)
    return best


def _lead_chance(plots: int, best_rival: int, left: int) -> float:
    """An estimate of the chance of ending with the most plots (a tie shares the bonus)."""
    spread = 0.3 + _LEAD_SPREAD * math.sqrt(left)
    return 1.0 / (1.0 + math.exp(-(plots - best_rival + 0.5) / spread))


def _most_plots_worth(owned: tuple[frozenset[int], ...], seat: int, left: int) -> float:
    """What one more plot adds to ``seat``'s chance of the most-plots bonus."""
    mine = len(owned[seat])
    rival = max(len(plots) for other, plots in enumerate(owned) if other != seat)
    gain = _lead_chance(mine + 1, rival, left) - _lead_chance(mine, rival, left)
    return MOST_PLOTS_BONUS * gain


# -- rules 2 and 3: bidding and duels ---------------------------------------------------


def _gain(view: View, worths: Sequence[float], seat: int, buyer: int, price: int) -> float:
    """How much ``seat`` gains against its rivals (its fortune less their mean) when
    ``buyer`` takes the plot at ``price``."""
    players = view.players
    share = _share(price, players)
    if buyer == seat:
        return _KEENNESS * worths[seat] - price - share
    rivals = (worths[buyer] - price) + (players - 2) * share
    return share - rivals / (players - 1)


def _pass_gain(view: View, worths: Sequence[float], seat: int, money: int) -> float:
    """What passing is expected to bring ``seat``: the high bidder buys at the high bid; with
    no bid yet, the keenest rival still in buys at $1000, or the first player must."""
    if view.high_bidder is not None:
        return _gain(view, worths, seat, view.high_bidder, view.high_bid)
    rivals = [other for other in view.active if other != seat]
    if rivals:
        keenest = max(rivals, key=lambda other: worths[other])
        return _gain(view, worths, seat, keenest, BANKNOTE)
    price = min(BANKNOTE, money) if view.first == seat else BANKNOTE
    return _gain(view, worths, seat, view.first, price)


def _duel_gain(view: View, worths: Sequence[float], seat: int, money: int) -> float:
    """The Pistol Duel cards: either duellist takes the plot at the last bid ($1000 before
    any bid), half the time; ``seat`` pays at most the ``money`` it holds."""
    price = view.high_bid if view.high_bidder is not None else BANKNOTE
    (other,) = (s for s in view.active if s != seat)
    mine = _gain(view, worths, seat, seat, min(price, money))
    return 0.5 * (mine + _gain(view, worths, seat, other, price))


class HeuristicBot(RuleOfThumbBot[View, PappyAction]):
    """Bids up to an estimate of what the plot on auction is worth, by the rules of thumb
    of ``frontier_games.games.pappy_winchester.heuristic``. It reads only its view and
    the legal actions. Squares or cards that score the same are drawn between with its
    own seeded generator; in an auction, a raise that gains no more than a pass is not made.

    >>> from frontier_games.play import play_game
    >>> from frontier_games.bots import RandomBot
    >>> from frontier_games.games.pappy_winchester import GAME
    >>> bots = [HeuristicBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)]
    >>> played = play_game(GAME, bots, players=3, seed=4)
    >>> played.record.labels[0], played.outcome.winners
    ('HeuristicBot(seed=1)', frozenset({0}))
    """

    __slots__ = ("_facts", "_memo")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._facts: _Facts | None = None
        self._memo: tuple[object, tuple[float, ...]] | None = None

    def best(self, view: View, legal_actions: Sequence[PappyAction]) -> Sequence[PappyAction]:
        """The actions the rules of thumb of the module rank first."""
        seat = legal_actions[0].player
        facts = self._game_facts(view)
        if view.phase is Phase.MOVE:
            moves = [a for a in legal_actions if type(a) is MoveVehicle]
            return _top(moves, [_move_score(view, facts, seat, a) for a in moves])
        if view.phase is Phase.RUMOR:
            looks = [a for a in legal_actions if type(a) is Rumor]
            return _top(looks, [_look_score(view, a) for a in looks])
        return [self._bid(view, facts, seat, legal_actions)]

    def _bid(
        self, view: View, facts: _Facts, seat: int, legal_actions: Sequence[PappyAction]
    ) -> PappyAction:
        """Rules 2 and 3: the lowest raise, a pass or a duel, whichever gains most (a pass
        when they gain the same)."""
        worths = self._worths(view, facts)
        money = view.money[seat] or 0
        gains: list[tuple[float, PappyAction]] = []
        for action in legal_actions:
            if type(action) is Pass:
                gains.append((_pass_gain(view, worths, seat, money), action))
            elif type(action) is Duel:
                kept = _DUEL_TOKEN_WORTH * len(view.draws) / len(view.owners)
                gains.append((_duel_gain(view, worths, seat, money) - kept, action))
        bids = [action for action in legal_actions if type(action) is Bid]
        if bids:
            lowest = min(bids, key=lambda bid: bid.amount)
            gains.append((_gain(view, worths, seat, seat, lowest.amount), lowest))
        # max keeps the first of equals: a pass, then a duel, then a raise
        return max(gains, key=lambda pair: pair[0])[1]

    def _worths(self, view: View, facts: _Facts) -> tuple[float, ...]:
        """Every seat's worth of the plot on auction, kept for the rest of the auction."""
        key = (view.plot, view.draws, view.owners, view.claimed, view.saloon, view.cards)
        if self._memo is not None and self._memo[0] == key:
            return self._memo[1]
        worths = _worths(view, facts, view.plot)
        self._memo = (key, worths)
        return worths

    def _game_facts(self, view: View) -> _Facts:
        """The facts of the view's board and tokens, worked out again for another game."""
        board = view.options.content.board
        facts = self._facts
        if facts is None or facts.board is not board or facts.bonus != view.bonus:
            facts = self._facts = _facts(board, view.bonus)
            self._memo = None
        return facts


def _top(actions: Sequence[A], scores: Sequence[float]) -> list[A]:
    """The highest-scoring of ``actions`` (a tie is drawn with the bot's generator)."""
    top = max(scores)
    return [a for a, s in zip(actions, scores, strict=True) if s == top]


# -- rules 4 and 5: the bonus tokens ----------------------------------------------------


def _move_score(view: View, facts: _Facts, seat: int, action: MoveVehicle) -> float:
    """Rule 4: the banknotes a vehicle's square pays ``seat``, less the rivals' mean."""
    board = facts.board
    track = board.railway if action.vehicle is Vehicle.LOCOMOTIVE else board.river
    owners = [view.owners[n - 1] for n in track[action.square]]
    mine = owners.count(seat)
    rivals = sum(1 for owner in owners if owner is not None and owner != seat)
    return mine - rivals / (view.players - 1)


def _look_score(view: View, action: Rumor) -> float:
    """Rule 5: how much a Rumor look is worth knowing (0 for a card already seen): a Mine
    or Ranch card by the spread of the values it may have, before a Secret Objective."""
    card = action.card
    content = view.options.content
    if card.kind is HiddenKind.OBJECTIVE:
        return 0.0 if view.secrets[card.where][card.slot] is not None else 1.0
    if view.cards[card.where - 1] is not None:
        return 0.0
    values = content.ranch_cards if card.kind is HiddenKind.RANCH else content.mine_cards
    mean = _mean(values)
    return 2.0 + _mean([(v - mean) ** 2 for v in values]) / BANKNOTE**2
