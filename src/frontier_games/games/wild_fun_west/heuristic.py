"""A rule-of-thumb bot for *Wild Fun West*, each rule read from the rulebook's text.

* "Check your Objective card!": four of its six buildings win. Money goes on a building
  only if it is on one's card, just enough to lead by $1 ("the Building with the most
  money on it is built", a tie builds nothing), and no more in a turn than the building
  is worth, as the money placed is lost either way; the building that wins is worth all
  one has. Otherwise money stays in the pocket: it bids next turn and breaks ties.
* Every other card of the objective set is in a rival's hand: a building that would
  complete one is tied, outbid or stolen from at once. One that would leave a card a
  building short is stopped too, but only by the seat whose pass would end the bids:
  stopping it helps every other seat.
* The Build symbol doubles one's bid: a subsidised building costs half as much to lead.
* A profession is worth what it adds to one's best two in play (income, and a Build
  symbol on one's own buildings) over the turns left, less the $1 each time one is put
  in play. An open bid (only the winner pays) is raised by $1 while under a share of that;
  a closed bid is all-pay: $1 above what the rivals lately bid sealed, when the card is
  worth twice that, else $0.
* Abilities: a card taken without bidding is taken when worth its price; Belle Starr
  robs as soon as she may; Wyatt Earp opens a closed auction for a card he wants and
  closes an open one for a card he does not, so that the others pay; Annie Oakley forbids
  the rival with the most income once a card is a building short; Buffalo Bill swaps when
  the other cards have more built than his; Calamity Jane takes the deck's best card for
  her least useful one; George Custer redraws three buildings none of which is his;
  Judge Roy Bean builds his own; Jesse James steals at least $5, or what stops a rival.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import attrs

from frontier_games.bots.base import RuleOfThumbBot
from frontier_games.games.wild_fun_west.content import (
    ACTIVATION_COST,
    BILLY_THE_KID_REWARD,
    DOC_HOLLIDAY_PRICE,
    Bidding,
    Building,
    Character,
    Content,
    Objective,
    Profession,
)
from frontier_games.games.wild_fun_west.model import (
    Activate,
    Bid,
    BuildingBids,
    ChooseBuilding,
    Claim,
    ClosedBid,
    Exchange,
    Forbid,
    OpenBid,
    Pass,
    Phase,
    Place,
    Redraw,
    Rob,
    Sold,
    Steal,
    SwapObjectives,
    SwitchBidding,
    View,
    WildFunWestAction,
)
from frontier_games.games.wild_fun_west.table import income, income_total

__all__ = ["HeuristicBot"]

Move = tuple[float, WildFunWestAction]
"""An action with its score: what it is worth to the bot, in dollars."""

_WIN = 10_000.0
"""What the building that wins the game is worth: everything one has."""

_STEP = 7.0
"""What a building of one's card that does not yet win is worth, in dollars..."""

_STEP_RAMP = 3.0
"""... and this much more for each building of one's card already built."""

_THREAT = 3.0
"""What letting a rival card come within one building of its target costs."""

_TURNS_PER_BUILDING = 2.0
"""How many turns the game likely lasts for each building its nearest card needs."""

_SUBSIDY = 1.0
"""What a Build symbol on a building of one's card not yet built is worth a turn."""

_PROFESSION_SHARE = 0.4
"""The share of a profession's worth bid for it: money now builds now, and the game may
end sooner than expected."""

_SEALED_MARGIN = 2
"""A closed bid is made only when the card is worth this many times the bid."""

_SEALED_MEMORY = 4
"""How many closed auctions back the rivals' sealed bids are remembered."""

_STEAL_KEEP = 5
"""Jesse James keeps his one steal for a take this large, or one that stops a rival."""

_CALAMITY_GAIN = 3.0
"""Calamity Jane's one exchange must gain at least this much."""


# -- what a decision reads -------------------------------------------------------------------


@attrs.frozen
class _Town:
    """The objectives as one seat sees them: its card, the set's other cards (each in a
    rival's hand) and how many buildings of each are built."""

    me: int
    content: Content
    mine: Objective
    others: tuple[Objective, ...]
    town: tuple[Building, ...]
    target: int
    mine_built: int
    others_built: tuple[int, ...]

    def nearest(self) -> int:
        """How few buildings the card nearest its target still needs."""
        return self.target - max(self.mine_built, *self.others_built)


def _town(view: View) -> _Town:
    me = view.player
    assert me is not None, "a bot plays a seat"
    mine = view.objectives[me]
    assert mine is not None, "a seat knows its own objective card"
    content, chosen = view.options.content, view.objective_set
    others = tuple(card for card in content.objectives if card.set is chosen and card != mine)
    town = frozenset(view.town)
    return _Town(
        me, content, mine, others, view.town, view.target,
        len(town.intersection(mine.buildings)),
        tuple(len(town.intersection(card.buildings)) for card in others),
    )  # fmt: skip


def _worth(view: View, facts: _Town, building: Building) -> float:
    """What ``building`` being built now is worth to the seat, in dollars."""
    mine = building in facts.mine.buildings
    wins = mine and facts.mine_built + 1 >= facts.target
    rival_wins, threats = False, 0
    for card, built in zip(facts.others, facts.others_built, strict=True):
        if building in card.buildings:
            short = facts.target - built - 1
            rival_wins = rival_wins or short <= 0
            threats += short == 1
    if wins:
        # With a rival completing too, money decides: still better than losing.
        return _WIN / 2 if rival_wins else _WIN
    if rival_wins:
        return -_WIN
    worth = -_THREAT * threats
    if mine:
        worth += _STEP + _STEP_RAMP * facts.mine_built
    billy = Character.BILLY_THE_KID
    if building is Building.BANK and view.characters[facts.me] is billy and billy not in view.used:
        worth += BILLY_THE_KID_REWARD
    return worth


def _leader(lots: Iterable[int]) -> int | None:
    """The lot that would be built now: the single most money; none on a tie or at $0."""
    best, leader, tied = 0, None, False
    for lot, money in enumerate(lots):
        if money > best:
            best, leader, tied = money, lot, False
        elif money == best and money > 0:
            tied = True
    return None if tied else leader


# -- Step II: the buildings --------------------------------------------------------------------


def _building_moves(view: View, legal: tuple[WildFunWestAction, ...]) -> list[Move]:
    """The pass, and each placement that makes a building lead (or ties the leader), scored
    by what the outcome is worth less what it costs; Jesse James's steals."""
    facts = _town(view)
    bids = view.building_bids
    assert type(bids) is BuildingBids
    me, up, lots = facts.me, view.buildings_up, bids.lots
    left = view.money[me] or 0
    worths = [_worth(view, facts, building) for building in up]

    def value(outcome: int | None) -> float:
        return 0.0 if outcome is None else worths[outcome]

    now = value(_leader(lots))
    spent = bids.placed[me]
    last_word = bids.passes >= len(bids.order) - 2
    subsidised = _subsidised(facts.content, view.active[me])
    moves: list[Move] = [(now, Pass(me))]
    top = max(lots)
    for lot, building in enumerate(up):
        doubled = building in subsidised
        others = max((m for other, m in enumerate(lots) if other != lot), default=0)
        for wanted in (others + 1 - lots[lot], top - lots[lot]):  # to lead, or to tie
            pay = (wanted + 1) // 2 if doubled else wanted
            if not 1 <= pay <= left:
                continue
            after = list(lots)
            after[lot] += 2 * pay if doubled else pay
            outcome = value(_leader(after))
            gain = outcome - now
            # No dollar auction: a turn's money on buildings stays under what it buys.
            if gain <= 0 or spent + pay > gain:
                continue
            # Stopping a rival short of its target helps all the others: leave it to
            # them unless this pass would end the bids. A rival's last building is
            # stopped at once: nothing says the others will.
            if outcome <= 0 and now > -_WIN and not last_word:
                continue
            moves.append((outcome - pay, Place(me, building, pay)))
    moves.extend(_steals(view, legal, lots, worths, value))
    return moves


def _subsidised(content: Content, row: Iterable[Profession]) -> frozenset[Building]:
    """The buildings on which the bank matches the bids of a seat with ``row`` in play."""
    return frozenset(b for profession in row for b in content.card(profession).subsidises)


def _steals(
    view: View,
    legal: tuple[WildFunWestAction, ...],
    lots: tuple[int, ...],
    worths: list[float],
    value: Callable[[int | None], float],
) -> list[Move]:
    """Jesse James's largest steal off each building not on his card, when it takes
    enough or changes what is built for the better."""
    largest: dict[Building, Steal] = {}
    for action in legal:
        if type(action) is Steal:
            known = largest.get(action.building)
            if known is None or action.amount > known.amount:
                largest[action.building] = action
    now = value(_leader(lots))
    moves: list[Move] = []
    for building, action in largest.items():
        lot = view.buildings_up.index(building)
        if worths[lot] > 0:
            continue
        after = list(lots)
        after[lot] -= action.amount
        outcome = value(_leader(after))
        if action.amount >= _STEAL_KEEP or outcome > now:
            moves.append((outcome + action.amount, action))
    return moves


def _building_tie(view: View, legal: tuple[WildFunWestAction, ...]) -> list[Move]:
    """Judge Roy Bean: each tied building at its worth; the pass builds nothing."""
    facts = _town(view)
    return [
        (_worth(view, facts, action.building) if type(action) is ChooseBuilding else 0.0, action)
        for action in legal
    ]


def _redraw(view: View, legal: tuple[WildFunWestAction, ...]) -> WildFunWestAction:
    """George Custer redraws unless one of the buildings up is on his card."""
    mine = _town(view).mine.buildings
    if any(building in mine for building in view.buildings_up):
        return _pass_in(legal)
    return _first(legal, Redraw)


# -- Step I: the professions --------------------------------------------------------------------


def _turns_left(view: View, facts: _Town) -> int:
    """How many more incomes the game likely pays (a building at most is built a turn)."""
    limit = view.options.turn_limit - view.turn + 1
    return max(1, min(limit, round(_TURNS_PER_BUILDING * facts.nearest())))


def _in_order(cards: Iterable[Profession]) -> tuple[Profession, ...]:
    return tuple(sorted(set(cards), key=lambda p: p.index))


class _Seen:
    """What one table's professions are worth, as weighed so far: what each row in play
    gives a turn, the best row of each pool of cards, each card won into each hand."""

    __slots__ = ("bests", "rows", "worths")

    def __init__(self) -> None:
        self.rows: dict[tuple[Profession, ...], float] = {}
        self.bests: dict[tuple[Profession, ...], float] = {}
        self.worths: dict[tuple[Profession, tuple[Profession, ...]], float] = {}


class _Rows:
    """The worth of the rows of professions one seat could put in play, for one decision."""

    __slots__ = ("current", "facts", "others", "seen", "turns", "view", "wanted")

    def __init__(self, view: View, facts: _Town, seen: _Seen) -> None:
        self.view = view
        self.facts = facts
        self.seen = seen
        self.turns = _turns_left(view, facts)
        self.current = view.active[facts.me]
        self.others = frozenset(
            p for seat, row in enumerate(view.active) if seat != facts.me for p in row
        )
        self.wanted = frozenset(facts.mine.buildings).difference(facts.town)

    def per_turn(self, row: tuple[Profession, ...]) -> float:
        """What ``row`` (in enum order) in play gives a turn: the seat's income, with the
        cards it bans out of play, and its Build symbols on the seat's unbuilt buildings."""
        total = self.seen.rows.get(row)
        if total is not None:
            return total
        facts = self.facts
        content, me = facts.content, facts.me
        cards = [content.card(p) for p in row]
        bans = {b for card in cards if card.profession not in self.current for b in card.bans}
        active = tuple(
            row if seat == me else tuple(p for p in other if p not in bans) if bans else other
            for seat, other in enumerate(self.view.active)
        )
        in_play = {p for other in active for p in other}
        total = float(income_total(content, active, facts.town, me, in_play))
        total += _SUBSIDY * len(self.wanted.intersection(_subsidised(content, row)))
        self.seen.rows[row] = total
        return total

    def allowed(self, row: tuple[Profession, ...]) -> bool:
        """Whether ``row`` could be in play: none of it banned by another card of it or by
        a card another seat has in play."""
        content = self.facts.content
        for profession in row:
            by = content.banned_by(profession)
            if by and (not by.isdisjoint(row) or not by.isdisjoint(self.others)):
                return False
        return True

    def score(self, row: tuple[Profession, ...]) -> float:
        """``row``'s worth over the turns left, less $1 for each card it puts in play."""
        cost = ACTIVATION_COST * sum(p not in self.current for p in row)
        return self.per_turn(row) * self.turns - cost

    def best_with(self, profession: Profession, pool: Iterable[Profession]) -> float:
        """The best score of a row of ``profession`` and at most one card of ``pool``."""
        best = -_WIN
        for other in (None, *pool):
            if other is not profession:
                row = _in_order((profession,) if other is None else (profession, other))
                if self.allowed(row):
                    best = max(best, self.score(row))
        return best

    def best(self, pool: Iterable[Profession]) -> float:
        """The best score of a row drawn from ``pool``, the row in play kept as it is."""
        cards = _in_order(pool)
        best = self.seen.bests.get(cards)
        if best is None:
            best = self.score(self.current)
            for i, card in enumerate(cards):
                best = max(best, self.best_with(card, cards[i + 1 :]))
            self.seen.bests[cards] = best
        return best

    def pool(self) -> tuple[Profession, ...]:
        """The seat's cards in play and in hand."""
        return (*self.current, *self.view.hands[self.facts.me])

    def gain(self, profession: Profession) -> float:
        """What ``profession`` added to the hand adds to the best row's score."""
        pool = self.pool()
        return max(0.0, self.best_with(profession, pool) - self.best(pool))


def _profession_worth(view: View, profession: Profession, seen: _Seen) -> float:
    """What winning ``profession`` is worth bidding, in dollars."""
    key = (profession, view.hands[view.player or 0])
    worth = seen.worths.get(key)
    if worth is None:
        worth = _PROFESSION_SHARE * _Rows(view, _town(view), seen).gain(profession)
        seen.worths[key] = worth
    return worth


def _open_bid(legal: tuple[WildFunWestAction, ...], worth: float) -> WildFunWestAction:
    """The lowest raise while it is under ``worth``, else the pass."""
    lowest = min((a.amount for a in legal if type(a) is Bid), default=None)
    if lowest is not None and lowest <= worth:
        return _first(legal, Bid, amount=lowest)
    return _pass_in(legal)


def _sealed_bid(
    legal: tuple[WildFunWestAction, ...], worth: float, expected: int
) -> WildFunWestAction:
    """$1 above the rivals' ``expected`` sealed bid, if the card is worth enough; else $0."""
    bid = expected + 1
    return _first(legal, Bid, amount=bid if _SEALED_MARGIN * bid <= worth else 0)


def _profession_bid(
    view: View, legal: tuple[WildFunWestAction, ...], seen: _Seen, expected: int
) -> WildFunWestAction:
    assert view.revealed is not None
    worth = _profession_worth(view, view.revealed, seen)
    auction = view.auction
    if type(auction) is ClosedBid and auction.tiebreak is None:
        return _sealed_bid(legal, worth, expected)
    assert type(auction) is OpenBid or type(auction) is ClosedBid
    return _open_bid(legal, worth)  # an open bid, or a closed bid's tie-break


def _reveal(view: View, legal: tuple[WildFunWestAction, ...], seen: _Seen) -> WildFunWestAction:
    """Take the card revealed when it is worth its price; Wyatt Earp's switch."""
    me = view.player
    assert me is not None
    assert view.revealed is not None
    worth = _profession_worth(view, view.revealed, seen)
    for action in legal:
        if type(action) is Claim:
            price = DOC_HOLLIDAY_PRICE if view.characters[me] is Character.DOC_HOLLIDAY else 0
            if worth >= price:
                return action
        elif type(action) is SwitchBidding:
            wanted = worth >= _SEALED_MARGIN * ACTIVATION_COST
            if (view.bidding is Bidding.CLOSED) is wanted:
                return action
    return _pass_in(legal)


# -- the swap moments -----------------------------------------------------------------------


def _swap(view: View, legal: tuple[WildFunWestAction, ...], seen: _Seen) -> list[Move]:
    """Each profession put in play, scored by what it adds to the row's worth; Buffalo
    Bill's swaps and Calamity Jane's best exchange; the pass."""
    facts = _town(view)
    rows = _Rows(view, facts, seen)
    current = rows.current
    base = rows.score(current)
    content = facts.content
    moves: list[Move] = [(1e-6, _pass_in(legal))]  # a move must gain something
    exchanges: list[Exchange] = []
    for action in legal:
        if type(action) is Activate:
            bans = content.card(action.profession).bans
            kept = (p for p in current if p is not action.replacing and p not in bans)
            moves.append((rows.score(_in_order((*kept, action.profession))) - base, action))
        elif type(action) is SwapObjectives:
            moves.append((_swap_worth(facts), action))
        elif type(action) is Exchange:
            exchanges.append(action)
    if exchanges:
        moves.append(_best_exchange(rows, exchanges))
    return moves


def _swap_worth(facts: _Town) -> float:
    """Buffalo Bill's swap with a seat whose card he cannot see: how many more buildings
    the other cards have built than his, on average. He waits for a whole building more
    while a third one may still be built before his ability lapses."""
    if not facts.others:
        return -1.0
    ahead = sum(facts.others_built) / len(facts.others) - facts.mine_built
    last_chance = len(facts.town) >= 2
    return _STEP * ahead if ahead >= 1 or (last_chance and ahead > 0) else -1.0


def _best_exchange(rows: _Rows, exchanges: list[Exchange]) -> Move:
    """Calamity Jane's exchange of the deck card that does most for her row for the card
    of her hand whose loss costs least; scored ``-1`` unless it gains enough."""
    pool = rows.pool()
    takes = _in_order(action.take for action in exchanges)
    take = max(takes, key=lambda p: (rows.best_with(p, pool), -p.index))

    def after(give: Profession) -> float:
        rest = [p for p in pool if p is not give]
        return max(rows.best(rest), rows.best_with(take, rest))

    gives = _in_order(action.give for action in exchanges if action.take is take)
    give = max(gives, key=lambda p: (after(p), -p.index))
    chosen = next(a for a in exchanges if a.take is take and a.give is give)
    gain = after(give) - rows.best(pool)
    return (gain if gain >= _CALAMITY_GAIN else -1.0), chosen


# -- the beginning of a turn --------------------------------------------------------------------


def _beginning(view: View, legal: tuple[WildFunWestAction, ...]) -> list[Move]:
    """Belle Starr robs; Annie Oakley forbids the best-paid rival once a card is a
    building short of its target (or in the last turn)."""
    close = _town(view).nearest() <= 1 or view.last
    moves: list[Move] = []
    for action in legal:
        if type(action) is Rob:
            moves.append((1.0, action))
        elif type(action) is Forbid:
            if close:
                moves.append((1.0 + income(view, action.target).total, action))
        else:
            moves.append((0.0, action))
    return moves


# -- picking from the legal actions --------------------------------------------------------------


def _first(legal: tuple[WildFunWestAction, ...], kind: type, **fields: object) -> WildFunWestAction:
    """The first legal action of ``kind`` with ``fields``, else the pass."""
    for action in legal:
        if type(action) is kind and all(getattr(action, k) == v for k, v in fields.items()):
            return action
    return _pass_in(legal)


def _pass_in(legal: tuple[WildFunWestAction, ...]) -> WildFunWestAction:
    """The pass, which comes last where there is one; else the first action."""
    last = legal[-1]
    return last if type(last) is Pass else legal[0]


def _is_legal(view: View, action: WildFunWestAction, legal: tuple[WildFunWestAction, ...]) -> bool:
    if type(action) is Place and view.phase is Phase.BUILDING_BIDDING:
        # Placements come building by building, $1 up to the money left: the one meant
        # is looked up where it must be rather than searched for in a long list.
        left = view.money[action.player] or 0
        up = view.buildings_up
        if action.building in up and 1 <= action.amount <= left:
            index = up.index(action.building) * left + action.amount - 1
            return index < len(legal) and legal[index] == action
        return False
    return action in legal


class HeuristicBot(RuleOfThumbBot[View, WildFunWestAction]):
    """Plays *Wild Fun West* by the rules of thumb of
    :mod:`~frontier_games.games.wild_fun_west.heuristic`: money only on its own objective
    buildings and against a rival's, professions bought for their income.

    It reads only its view and its legal actions, and remembers the rivals' recent sealed
    bids (shown once a closed auction ends). Equal choices are drawn by its own
    :class:`~frontier_games.rng.Rng`, so a seed plays the same moves in the same game.

    :param seed: the seed of its generator.
    """

    __slots__ = ("_last_sold", "_sealed", "_seen", "_table")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # What rows of professions are worth depends only on the table (what is in play,
        # the town, one's card): weighed once per table, they serve every bid on it.
        self._table: object = None
        self._seen = _Seen()
        # The most any rival bid in each recent closed auction, the latest last.
        self._sealed: tuple[int, ...] = ()
        self._last_sold: Sold | None = None

    def best(
        self, view: View, legal_actions: Sequence[WildFunWestAction]
    ) -> Sequence[WildFunWestAction]:
        """The actions its rules of thumb pick among ``legal_actions``."""
        legal = tuple(legal_actions)
        phase = view.phase
        if phase is Phase.BUILDING_BIDDING:
            return self._top(view, _building_moves(view, legal), legal)
        if phase is Phase.BEGINNING:
            return self._top(view, _beginning(view, legal), legal)
        if phase is Phase.BUILDING_TIE:
            return self._top(view, _building_tie(view, legal), legal)
        if phase is Phase.BUILDINGS_REVEALED:
            return [self._checked(view, _redraw(view, legal), legal)]
        seen = self._rows_seen(view)
        if phase is Phase.PROFESSION_BIDDING:
            bid = _profession_bid(view, legal, seen, self._expected_sealed())
            return [self._checked(view, bid, legal)]
        if phase is Phase.REVEAL:
            return [self._checked(view, _reveal(view, legal, seen), legal)]
        return self._top(view, _swap(view, legal, seen), legal)

    def notice(self, view: View) -> None:
        """The rivals' highest sealed bid of the last closed auction, noted once."""
        self._remember_sealed(view)

    def _remember_sealed(self, view: View) -> None:
        """Note the rivals' highest sealed bid of the last closed auction, once."""
        sold = view.sold
        if sold is None or sold.bids is None or sold == self._last_sold:
            return
        self._last_sold = sold
        rivals = [bid or 0 for seat, bid in enumerate(sold.bids) if seat != view.player]
        self._sealed = (*self._sealed, max(rivals, default=0))[-_SEALED_MEMORY:]

    def _expected_sealed(self) -> int:
        """The rivals' expected highest sealed bid: the recent mean, rounded up."""
        if not self._sealed:
            return 0
        return -(-sum(self._sealed) // len(self._sealed))

    def _rows_seen(self, view: View) -> _Seen:
        """The memory of rows weighed at this view's table, emptied when the table moves."""
        table = (view.player, view.active, view.town, view.objectives[view.player or 0])
        if table != self._table:
            self._table = table
            self._seen = _Seen()
        return self._seen

    def _top(
        self, view: View, moves: list[Move], legal: tuple[WildFunWestAction, ...]
    ) -> list[WildFunWestAction]:
        """The best-scored of ``moves`` (equal scores are drawn by the generator)."""
        top = max(score for score, _ in moves)
        return [self._checked(view, action, legal) for score, action in moves if score == top]

    def _checked(
        self, view: View, action: WildFunWestAction, legal: tuple[WildFunWestAction, ...]
    ) -> WildFunWestAction:
        """``action`` if it is legal, else the pass: a safety net, as every rule of thumb
        builds its actions from the legal ones."""
        return action if _is_legal(view, action, legal) else _pass_in(legal)
