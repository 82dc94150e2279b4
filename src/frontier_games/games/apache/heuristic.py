"""A rule-of-thumb bot for *Apache*, written from the rulebook and its scoring.

:class:`HeuristicBot` follows five rules of thumb:

1. Play only a hand card that can make loot ("Penalty": any other costs the top two cards
   of the winnings pile); else let the moment pass.
2. Prefer the biggest loot: every card in the winnings pile scores one ("End of the Game
   and Scoring"), so a loot is worth the cards it brings, Joint Raid companions and the
   buffalo War Path takes among them.
3. Grab what another seat could snatch ("Several players want to make loot": the first
   hand card down loots first); let a loot nobody threatens grow, as long as the next
   card is more likely to add to it than to bring a rival's Indian that could take it.
4. Deny: a buffalo taken on the war path, an opponent's Indian taken prisoner (or
   married) and the loot it loses, or what hand cards still due on the Pow-Wow board lose,
   count for the bot too; its own Indians it takes prisoner last, since they could still
   make loot.
5. On the last prairie card ("all players may once more try to make loot"), take the
   biggest loot at once.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from frontier_games.bots.base import RuleOfThumbBot
from frontier_games.games.apache.content import (
    ITEM_OF,
    MALE,
    PRAIRIE_COUNTS,
    TIPI,
    TOTEM_POLE,
    Colour,
    Indian,
    PrairieCard,
    table_counts,
)
from frontier_games.games.apache.model import ApacheAction, Loot, Pass, Phase, Play, Take, View

__all__ = ["HeuristicBot"]

_CHIEF, _WARRIOR, _WOMAN = Indian.CHIEF.index, Indian.WARRIOR.index, Indian.WOMAN.index
_MALE_KINDS = tuple(kind for kind in range(20) if MALE[kind % 4])
_WOMAN_KINDS = tuple(kind for kind in range(20) if not MALE[kind % 4])
_NOBODY = -1
_NO_CARD = -1

_Option = tuple[Loot, int]
"""A loot an Indian can make: what it takes, and the kind of its prisoner or spouse (or
``_NO_CARD``)."""


@attrs.frozen
class _Knobs:
    """How much the bot weighs what it cannot count.

    :ivar deny: a card an opponent loses (or is kept from) against one the bot wins, times
        ``1 / (players - 1)``: in a race for the most cards every opponent matters.
    :ivar later_items: the loot an Indian card left face up is still expected to bring
        beyond itself, when none lies out for it now.
    :ivar risk_share: the share of a loot lost when a rival's Indian turns up that could
        take it (it is then a race, and rivals may not all race for it).
    """

    deny: float = 1.0
    later_items: float = 1.0
    risk_share: float = 0.3


_KNOBS = _Knobs()


@attrs.frozen
class _Seats:
    """What one decision reads of the view, in the rules' compact form (kinds, indices).

    :ivar me: the deciding seat.
    :ivar colours: each seat's colour index.
    :ivar owner: the seat of each colour index, ``_NOBODY`` for a colour no seat owns.
    :ivar unowned: the colour indices no seat owns.
    :ivar buffalo: the buffalo in each seat's winnings pile, which War Path takes (empty
        without War Path).
    :ivar war_path: the War Path rule is in play.
    :ivar wedding: the Wedding rule is in play.
    :ivar joint_raid: the Joint Raid rule is in play.
    :ivar twin: a chief may take his colour's second chief card prisoner.
    :ivar deny: the weight of an opponent's card against one of the bot's.
    """

    me: int
    colours: tuple[int, ...]
    owner: tuple[int, ...]
    unowned: tuple[int, ...]
    buffalo: tuple[int, ...]
    war_path: bool
    wedding: bool
    joint_raid: bool
    twin: bool
    deny: float


def _seats(view: View, me: int, knobs: _Knobs) -> _Seats:
    """What seat ``me`` reads of ``view`` for one decision."""
    colours = tuple(colour.index for colour in view.colours)
    owner = [_NOBODY] * len(Colour)
    for seat, colour in enumerate(colours):
        owner[colour] = seat
    options = view.options
    return _Seats(
        me,
        colours,
        tuple(owner),
        tuple(colour for colour in range(len(Colour)) if owner[colour] == _NOBODY),
        # only War Path reads the piles
        tuple(pile.count(PrairieCard.BUFFALO) for pile in view.piles) if options.war_path else (),
        options.war_path,
        options.wedding,
        options.joint_raid,
        options.chief_captures_twin,
        knobs.deny / (view.players - 1),
    )


def _options(table: Sequence[int], seats: _Seats, seat: int, index: int) -> list[_Option]:
    """The loots ``seat``'s Indian ``index`` can make on ``table``, as the rules list them
    (but only one prisoner or spouse of a colour no seat owns: see :func:`_partners`)."""
    own = seats.colours[seat] * 4 + index
    if not table[own]:
        return []
    options: list[_Option] = []
    if index == _CHIEF:
        if table[TOTEM_POLE]:
            options = [
                (Loot.ITEM, kind)
                for kind in _partners(table, seats, _MALE_KINDS)
                if table[kind] - (kind == own) > 0 and (seats.twin or kind != own)
            ]
    elif table[ITEM_OF[index]]:
        options = [(Loot.ITEM, _NO_CARD)]
    if table[TIPI]:
        options.append((Loot.TIPIS, _NO_CARD))
        if seats.wedding:
            spouses = _MALE_KINDS if index == _WOMAN else _WOMAN_KINDS
            options.extend((Loot.WEDDING, kind) for kind in _partners(table, seats, spouses))
    return options


def _partners(table: Sequence[int], seats: _Seats, kinds: Sequence[int]) -> list[int]:
    """The prisoners or spouses among ``kinds`` face up on ``table``; of the Indians no seat
    owns, only the first, since to the bot's reckoning any of them is as good as another."""
    owner = seats.owner
    found: list[int] = []
    unowned = False
    for kind in kinds:
        if table[kind] and (owner[kind // 4] != _NOBODY or not unowned):
            found.append(kind)
            unowned = unowned or owner[kind // 4] == _NOBODY
    return found


def _loot(
    table: Sequence[int], seats: _Seats, seat: int, index: int, option: _Option
) -> tuple[int, int, list[int]]:
    """The cards a loot brings ``seat``, how many of them War Path takes from other piles,
    and the table after it."""
    loot, partner = option
    after = list(table)
    after[seats.colours[seat] * 4 + index] -= 1
    cards = 1
    if partner != _NO_CARD:
        after[partner] -= 1
        cards += 1
    if seats.joint_raid and loot is not Loot.WEDDING:
        for colour in seats.unowned:
            kind = colour * 4 + index
            cards += after[kind]
            after[kind] = 0
    item = ITEM_OF[index] if loot is Loot.ITEM else TIPI
    cards += after[item]
    after[item] = 0
    raided = 0
    if seats.war_path and loot is Loot.ITEM and index == _WARRIOR:
        each = 2 if len(seats.colours) == 2 else 1
        raided = sum(min(each, held) for other, held in enumerate(seats.buffalo) if other != seat)
    return cards + raided, raided, after


def _best_cards(table: Sequence[int], seats: _Seats, seat: int, index: int) -> int:
    """The most cards ``seat``'s Indian ``index`` could loot on ``table`` (0: none)."""
    options = _options(table, seats, seat, index)
    return max((_loot(table, seats, seat, index, option)[0] for option in options), default=0)


def _biggest(
    table: Sequence[int], seats: _Seats, seat: int, index: int
) -> tuple[int, list[int]] | None:
    """The biggest loot ``seat``'s Indian ``index`` makes on ``table`` (its cards, and the
    table after it), as another seat is expected to take it; ``None`` if it can make none."""
    best: tuple[int, list[int]] | None = None
    for option in _options(table, seats, seat, index):
        cards, _, after = _loot(table, seats, seat, index, option)
        if best is None or cards > best[0]:
            best = (cards, after)
    return best


def _worth(
    table: Sequence[int],
    seats: _Seats,
    index: int,
    option: _Option,
    later: Sequence[tuple[int, int]],
    knobs: _Knobs,
) -> float:
    """What a loot of the bot's Indian ``index`` is worth to it: the cards it brings, plus
    what it keeps from the opponents (rule 4), less the loot its own prisoner could have
    made. ``later`` lists the (seat, Indian) hand cards due after it on the board."""
    me = seats.me
    cards, raided, after = _loot(table, seats, me, index, option)
    worth = cards + seats.deny * raided
    partner = option[1]
    if partner != _NO_CARD and not after[partner]:  # no twin of it left face up
        owner = seats.owner[partner // 4]
        if owner != _NOBODY:
            kept = _best_cards(after, seats, owner, partner % 4)
            # its own card comes with any loot it makes: what is lost is the rest
            lost = kept - 1 if kept else knobs.later_items
            worth += -lost if owner == me else seats.deny * (lost + 1)
    for seat, other in later:
        taken = _biggest(after, seats, seat, other)
        if taken is not None:
            worth -= seats.deny * taken[0]
            after = taken[1]
    return worth


def _best(
    table: Sequence[int], seats: _Seats, index: int, knobs: _Knobs
) -> tuple[float, _Option | None]:
    """The bot's Indian ``index``'s most valuable loot on ``table`` and its :func:`_worth`
    (``0.0, None``: it can make none)."""
    best: tuple[float, _Option | None] = (0.0, None)
    for option in _options(table, seats, seats.me, index):
        worth = _worth(table, seats, index, option, (), knobs)
        if best[1] is None or worth > best[0]:
            best = (worth, option)
    return best


def _snatched(
    table: Sequence[int],
    seats: _Seats,
    seat: int,
    mine: Sequence[tuple[int, float]],
    knobs: _Knobs,
) -> list[float]:
    """What another waiting seat's loot, made before the bot's, would cost each of the
    bot's loots ``mine`` (Indian, worth): it is expected to make its biggest loot, and of
    those, the one that costs most."""
    colour = seats.colours[seat]
    top = -1
    worst = [0.0] * len(mine)
    for index in range(4):
        if not table[colour * 4 + index]:
            continue
        for option in _options(table, seats, seat, index):
            cards, _, after = _loot(table, seats, seat, index, option)
            if cards < top:
                continue
            losses = [worth - _best(after, seats, own, knobs)[0] for own, worth in mine]
            if cards > top:
                top, worst = cards, losses
            else:
                worst = [max(pair) for pair in zip(worst, losses, strict=True)]
    return worst


def _after_board(view: View, table: Sequence[int], seats: _Seats) -> Sequence[int]:
    """The table once the hand cards already on the board have made their biggest loot."""
    for card in view.board[view.resolving :]:
        if not card.useless:
            taken = _biggest(table, seats, card.player, card.indian.index)
            if taken is not None:
                table = taken[1]
    return table


def _unseen(view: View) -> list[int]:
    """How many cards of each kind are still face down."""
    counts = list(PRAIRIE_COUNTS)
    for cards in (view.table, view.removed, *view.piles):
        for card in cards:
            counts[card.index] -= 1
    return counts


def _threat_kinds(table: Sequence[int], seats: _Seats, index: int, loot: Loot) -> set[int]:
    """The Indian cards of other seats that, turned up, could take the bot's loot of
    ``loot`` with its Indian ``index``: the same Indian for an item, any for the tipis, a
    chief to take it prisoner (a totem pole lies out) or a spouse (Wedding, a tipi out)."""
    kinds: set[int] = set()
    for seat, colour in enumerate(seats.colours):
        if seat == seats.me:
            continue
        base = colour * 4
        if loot is Loot.ITEM:
            kinds.add(base + index)
        else:
            kinds.update(range(base, base + 4))
        if MALE[index] and table[TOTEM_POLE]:
            kinds.add(base + _CHIEF)
        if seats.wedding and table[TIPI]:
            kinds.update(base + other for other in range(4) if MALE[other] != MALE[index])
    return kinds


def _waiting_pays(
    table: Sequence[int],
    seats: _Seats,
    unseen: Sequence[int],
    heap: int,
    index: int,
    worth: float,
    knobs: _Knobs,
) -> float:
    """What leaving the bot's loot with Indian ``index`` (worth ``worth``, nobody waiting
    threatens it) for the next window gains, less what it risks (rule 3): the loot the next
    card turned up adds, less the share lost if it brings a rival's Indian that could take
    it."""
    option = _best(table, seats, index, knobs)[1]
    assert option is not None
    fresh = [kind for kind in _threat_kinds(table, seats, index, option[0]) if not table[kind]]
    risk = sum(unseen[kind] for kind in fresh) / heap
    growth = 0.0
    adding = {ITEM_OF[index], TIPI}
    if seats.joint_raid:
        adding.update(colour * 4 + index for colour in seats.unowned)
    for kind in adding:
        if unseen[kind]:
            more = list(table)
            more[kind] += 1
            growth += unseen[kind] / heap * (_best(more, seats, index, knobs)[0] - worth)
    return growth - knobs.risk_share * risk * worth


def _grab_scores(
    view: View, table: Sequence[int], seats: _Seats, plays: Sequence[Play], knobs: _Knobs
) -> list[float]:
    """How much playing each of ``plays`` now beats keeping it for a later window (rules 2,
    3 and 5); a negative score says that waiting pays."""
    table = _after_board(view, table, seats)
    mine = [(play.indian.index, _best(table, seats, play.indian.index, knobs)[0]) for play in plays]
    rivals = [seat for seat in view.waiting if seat != seats.me]
    threats = [_snatched(table, seats, seat, mine, knobs) for seat in rivals]
    heap = view.heap_size
    unseen = _unseen(view) if heap else []
    scores = []
    for at, (index, worth) in enumerate(mine):
        losses = [threat[at] for threat in threats]
        lost = max(losses, default=0.0)
        first = 1 / (1 + sum(loss > 0 for loss in losses))  # the chance to land first
        if worth <= 0:
            scores.append(-1.0)
        elif not heap:  # the last card: what is not taken now is lost
            scores.append(worth - (1 - first) * lost)
        elif lost > 0:  # a race: landing first saves what a rival would take
            scores.append(first * lost)
        else:
            scores.append(-_waiting_pays(table, seats, unseen, heap, index, worth, knobs))
    return scores


class HeuristicBot(RuleOfThumbBot[View, ApacheAction]):
    """Plays *Apache* by rules of thumb (listed in ``frontier_games.games.apache.heuristic``):
    only hand cards that can make loot, the biggest loot, first what another seat could
    snatch, and a loot nobody threatens left to grow while the cards to come favour it.

    It reads only the view and its legal actions; ties are broken by its own seeded
    :class:`~frontier_games.rng.Rng`, so a seed replays the same game.

    >>> HeuristicBot(seed=3)
    HeuristicBot(seed=3)
    """

    __slots__ = ("_knobs",)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._knobs = _KNOBS

    def best(self, view: View, legal_actions: Sequence[ApacheAction]) -> Sequence[ApacheAction]:
        """The loots to make, the hand cards to play, or the pass, that score best."""
        me = legal_actions[0].player
        table = table_counts(view.table)
        if view.phase is Phase.LOOT:
            seats = _seats(view, me, self._knobs)
            scores = _take_scores(view, table, seats, legal_actions, self._knobs)
            return _top(legal_actions, scores)
        # rule 1: a hand card can make loot only if its Indian card lies face up
        own = view.colours[me].index * 4
        if any(table[own + index] for index in range(4)):
            seats = _seats(view, me, self._knobs)
            plays = [
                action
                for action in legal_actions
                if type(action) is Play and _options(table, seats, me, action.indian.index)
            ]
            if plays:
                scores = _grab_scores(view, table, seats, plays, self._knobs)
                if max(scores) >= 0:
                    return _top(plays, scores)
        passes = [action for action in legal_actions if type(action) is Pass]
        return passes[:1] or legal_actions[:1]


def _top(actions: Sequence[ApacheAction], scores: Sequence[float]) -> list[ApacheAction]:
    """The best-scored actions (a tie is drawn with the bot's generator)."""
    top = max(scores)
    return [action for action, score in zip(actions, scores, strict=True) if score >= top - 1e-9]


def _take_scores(
    view: View,
    table: Sequence[int],
    seats: _Seats,
    takes: Sequence[ApacheAction],
    knobs: _Knobs,
) -> list[float]:
    """The :func:`_worth` of each loot the bot's due hand card may choose (rules 2 and 4)."""
    due = view.board[view.resolving]
    later = [
        (card.player, card.indian.index)
        for card in view.board[view.resolving + 1 :]
        if not card.useless
    ]
    return [_worth(table, seats, due.indian.index, _option(take), later, knobs) for take in takes]


def _option(take: ApacheAction) -> _Option:
    """A :class:`~frontier_games.games.apache.Take` as the bot's compact option."""
    assert type(take) is Take
    return take.loot, _NO_CARD if take.indian is None else take.indian.index
