"""A rule-of-thumb bot for *Rattlesnake City*: :class:`HeuristicBot`.

Money is all that counts ("the richest player wins"), so every rule weighs dollars: its
own, less those of the opponent most likely to beat it (the *leader*, by money and
income to come; the others count less when there are several).

* **Saloon.** The town and space nearest to the most of the valley no saloon is nearer
  to, the near squares counting most: every earning building pays "the owner of the
  nearest saloon", and the far ones may go to a saloon placed later.
* **Tiles.** Where the income track moves most for itself and least for the leader; a
  building that earns nothing goes to an opponent's town, taking one of its spaces; a
  bank never in its own town, since only "an opponent who has a bank in their town" can
  be attacked, and its own town filled first, leaving a bank no room.
* **Draw.** Two coup cards while it holds fewer than eight and a playing card to make
  them count (bank attacks, a revolver's gunfight), and always while a bank stands in
  its town; else an action card.
* **Cards.** Every income card in front of itself, every costly one in front of the
  leader; a Dynamitero, a Stroke of Fate or a Bounty Hunter when it takes income (or the
  bounty) from an opponent, or the bank out of its own town. It sells the cards it
  cannot use, dear; sells and buys only above and below what a card earns it; asks
  cheaply for the French cards, and dearly for a Dynamitero while a bank stands in its
  town.
* **Bank.** A lost attack costs coup cards, a won one half of the owner's money: it
  attacks the richest bank unless its owner's coup cards likely outgun its own by more
  than three shots, opening with its biggest card. It always defends (defeat takes the
  same half as admitting it), and fires the fewest shots that exceed while money is at
  stake.
* **Poker.** It challenges the richest opponent for the highest stake of the menu
  ($20,000 at most) when its best playing card is more likely than not the highest;
  joins when its chance pays the stake, reckoning that a challenger holds a strong card;
  plays its highest card; plays a Cheater or a Professional Player only to turn a loss
  into a win, Tar & Feathers on a
  cheater who beats it, a revolver when it outguns the others, and a Yellow-Livered
  Coyote to run away with the money whenever it may.
* **The real deal.** With playing cards too weak for the normal game, it challenges to
  a real deal for a small blind. Five-card draw by the book: keep the pairs and the
  four-card draws (else the two highest cards), bet and raise by the hand's strength,
  put a playing card in the hand only where it improves it without showing a card twice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

from frontier_games.bots.base import RuleOfThumbBot
from frontier_games.games.rattlesnake_city.content import (
    EARNING,
    Building,
    Card,
    CardKind,
    Place,
    Town,
    Valley,
    distance2,
)
from frontier_games.games.rattlesnake_city.income import bank_owner, nearest
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    AttackBank,
    Board,
    Built,
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
    Setup,
    Step,
    StrokeOfFate,
    SwapCards,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.poker import StandardCard, standard_card
from frontier_games.games.rattlesnake_city.position import (
    BONUS_SHOTS,
    JOES,
    MALUS_SHOTS,
    STAKE_MENU,
)
from frontier_games.games.rattlesnake_city.view import income_of

__all__ = ["HeuristicBot"]

_BILL = 1_000
"""The smallest bill."""
_MEAN_SHOTS = 5 / 3
"""A coup card's shots on average: 27 of one, 18 of two and 9 of three."""
_OTHERS_WEIGHT = 0.4
"""How much a dollar of an opponent who is not the leader counts against the bot's own
(with two players the only opponent is the leader)."""
_FEW_COUPS = 8
"""Below this many coup cards, the bot draws coup cards rather than an action card."""
_BLOCKING = 0.3
"""What a building that earns nothing is worth in an opponent's town (a space it takes
from a building that would pay), in incomes of $1,000."""
_OWN_BANK = 1.5
"""What a bank in its own town costs at least, in incomes of $1,000: it can be attacked
(and each attack may take half its money: see :func:`_exposure`)."""
_REACH = 100
"""The squared distance at which a square counts half for a saloon (a neighbouring town
is some 50 to 100 away): the farther squares may go to a saloon placed later."""
_SHELTER = 0.15
"""What a building is worth in its own town while no bank stands there: a space a bank
cannot take."""
_ARMED = 8
"""The coup cards it wants while a bank stands in its town."""
_MARGIN = -3.0
"""The shots by which it must outgun a bank's owner (on average) to attack it: a failed
attack costs coup cards only, a won one half of the owner's money, so it attacks even
somewhat outgunned."""
_CHALLENGE = 0.5
"""The least chance of holding the highest card with which it challenges to poker (the
stake is then won more often than lost)."""
_CHOOSER_CARDS = 2
"""A challenger is reckoned to hold the best of this many playing cards: it chose to
challenge."""
_TARGET = 0.5
"""What a bank is worth in an opponent's town, in incomes of $1,000: a bank to attack."""
_DEAL_STAKE = 2_000
"""The blind of the real deals it challenges to, when its playing cards are too weak for
the normal game."""


# -- what the bot reads of the view ---------------------------------------------------------


@attrs.frozen
class _Reading:
    """What the bot reckons from a view: whose it is, the money (its own, the others'
    estimated from the total), the incomes, the rounds left, how much each seat's
    dollars count against its own (``weight``: 1 for itself, negative for opponents),
    and whom a building on each square pays (``earners``: the nearest saloon's owner,
    ``None`` on a tie, which pays the placer)."""

    me: int
    players: int
    money: tuple[int, ...]
    incomes: tuple[int, ...]
    rounds: int
    weight: tuple[float, ...]
    earners: Mapping[tuple[Place, int], int | None]


def _read(
    view: View, incomes: tuple[int, ...], earners: Mapping[tuple[Place, int], int | None]
) -> _Reading:
    """The bot's reckoning from ``view``, given the incomes it shows and the earners of
    its squares."""
    me = view.player
    assert me is not None
    players = view.setup.players
    shown = [s.money for s in view.seats]
    hidden = [s for s, m in enumerate(shown) if m is None]
    known = sum(m for m in shown if m is not None)
    each = (view.total_money - known) // len(hidden) if hidden else 0
    money = tuple(m if m is not None else max(each, 0) for m in shown)
    rounds = view.bag // players + 1
    worth = [money[s] + incomes[s] * rounds for s in range(players)]
    opponents = [s for s in range(players) if s != me]
    leader = max(opponents, key=lambda s: (worth[s], -s))
    weight = tuple(
        1.0 if s == me else -1.0 if s == leader else -_OTHERS_WEIGHT for s in range(players)
    )
    return _Reading(
        me=me,
        players=players,
        money=money,
        incomes=incomes,
        rounds=rounds,
        weight=weight,
        earners=earners,
    )


def _exposure(reading: _Reading) -> float:
    """What a bank in its own town costs, in incomes of $1,000: a share of the half of its
    money that each attack may take."""
    return _OWN_BANK + reading.money[reading.me] / (8 * _BILL)


def _value(reading: _Reading, change: Sequence[int]) -> float:
    """A change of every seat's dollars (or income), as the bot weighs it, in $1,000."""
    return sum(w * c for w, c in zip(reading.weight, change, strict=True)) / _BILL


def _income_change(view: View, board: Board, reading: _Reading) -> float:
    """What replacing the board with ``board`` does to the incomes, as the bot weighs it."""
    after = income_of(view.evolve(board=board))
    return _value(reading, [a - b for a, b in zip(after, reading.incomes, strict=True)])


def _town_of(view: View, seat: int) -> Town | None:
    return view.seats[seat].town


def _owner_of_town(view: View, place: Place) -> int | None:
    for seat, s in enumerate(view.seats):
        if s.town is place:
            return seat
    return None


def _shots(view: View, seat: int) -> int:
    """The shots the cards in front of ``seat`` add in a gunfight."""
    front = view.seats[seat].front
    return sum(c in BONUS_SHOTS for c in front) - sum(c in MALUS_SHOTS for c in front)


def _firepower(view: View, seat: int) -> float:
    """The shots ``seat`` can fire: its own counted, an opponent's coup cards at their
    average."""
    if seat == view.player:
        return sum(c.shots for c in view.coups) + _shots(view, seat)
    return view.seats[seat].coups * _MEAN_SHOTS + _shots(view, seat)


# -- the saloon ------------------------------------------------------------------------------


def _sites(valley: Valley) -> list[tuple[Place, tuple[int, int], float]]:
    """Every square a building may stand on, with what it is worth to whoever its nearest
    saloon's owner is: a mine pays the most, a grassland only if a ranch comes."""
    sites: list[tuple[Place, tuple[int, int], float]] = []
    for town in valley.towns:
        sites.extend((town.town, square, 0.8) for square in town.spaces)
    for grassland in valley.grasslands:
        sites.extend((grassland.grassland, square, 0.6) for square in grassland.spaces)
    sites.extend((m.mountain, m.square, 2.0) for m in valley.mountains)
    return sites


def _saloon_scores(view: View, legal: Sequence[PlaceSaloon], reading: _Reading) -> list[float]:
    valley = view.setup.options.content.valley
    saloons = [
        valley.squares(b.place)[b.space]
        for b in view.board.buildings
        if b.building is Building.SALOON
    ]
    owned = {s.town for s in view.seats if s.town is not None}
    later = view.setup.players - len(saloons) - 1
    free_towns = len(valley.towns) - len(saloons) - 1
    # A town still free may be claimed by a saloon placed after this one.
    claimed = 1.0 - later / free_towns if free_towns > 0 else 1.0
    sites = [
        (
            place,
            square[0],
            square[1],
            worth,
            min((distance2(square, s) for s in saloons), default=-1),
        )
        for place, square, worth in _sites(valley)
        if place not in owned
    ]
    scores = []
    for action in legal:
        x, y = valley.town(action.town).spaces[action.space]
        score = 0.0
        for place, sx, sy, worth, others in sites:
            if place is not action.town and isinstance(place, Town):
                worth *= claimed
            dx = max(abs(sx - x) - 1, 0)  # distance2, inlined: 36 spaces by 70 squares
            dy = max(abs(sy - y) - 1, 0)
            d = dx * dx + dy * dy
            # Far squares are likely to go to a saloon still to come.
            near = worth / (1 + d / _REACH)
            if others < 0 or d < others:
                score += near
            elif d == others:
                score += near / 2
        scores.append(score)
    return scores


# -- 1. the tile -----------------------------------------------------------------------------


def _earners(valley: Valley, board: Board) -> dict[tuple[Place, int], int | None]:
    """Whom a building on each square of the valley pays: the owner of the nearest saloon,
    ``None`` on a strict tie (the placer then collects)."""
    saloons = [
        (valley.squares(b.place)[b.space], b.placer)
        for b in board.buildings
        if b.building is Building.SALOON
    ]
    found: dict[tuple[Place, int], int | None] = {}
    places: list[Place] = [t.town for t in valley.towns]
    places += [g.grassland for g in valley.grasslands]
    places += [m.mountain for m in valley.mountains]
    for place in places:
        for space, square in enumerate(valley.squares(place)):
            reach = sorted((distance2(square, at), seat) for at, seat in saloons)
            tie = len(reach) > 1 and reach[0][0] == reach[1][0]
            found[place, space] = None if tie or not reach else reach[0][1]
    return found


def _bonus_owner(
    view: View, mine: Built, banks: Sequence[Built], towns: Sequence[Town | None]
) -> int | None:
    """Who collects a mine's $2,000: the owner of the nearest bank (on a tie, one the
    mine's placer owns, else the first built)."""
    valley = view.setup.options.content.valley
    found = nearest(valley, mine.place, mine.space, banks)
    if not found:
        return None
    bank = next((b for b in found if bank_owner(b, towns) == mine.placer), found[0])
    return bank_owner(found[0] if len(found) == 1 else bank, towns)


def _bonus_change(
    view: View, reading: _Reading, before: Sequence[Built], after: Sequence[Built]
) -> float:
    """What the mines' bonuses move, as the bot weighs it, when the banks and mines of
    ``before`` become those of ``after``."""
    towns = [s.town for s in view.seats]
    change = 0.0
    for buildings, sign in ((before, -1), (after, 1)):
        banks = [b for b in buildings if b.building is Building.BANK]
        for mine in buildings if banks else ():
            if mine.building is Building.MINE:
                owner = _bonus_owner(view, mine, banks, towns)
                if owner is not None:
                    change += sign * reading.weight[owner] * _MINE_BONUS
    return change


_MINE_BONUS = 2.0
"""What a mine pays the owner of the nearest bank, in incomes of $1,000."""


def _placement_scores(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> list[float]:
    tile = view.turn.tile
    board = view.board
    bonus = [b for b in board.buildings if b.building in (Building.BANK, Building.MINE)]
    effects: dict[Place, float] = {}
    scores = []
    for action in legal:
        if isinstance(action, RepairTrack):
            scores.append(_repair_score(view, reading, action))
            continue
        assert isinstance(action, PlaceBuilding)
        assert isinstance(tile, Building)
        place = action.place
        earner = None
        if tile in EARNING:
            earner = reading.earners[place, action.space]
            earner = reading.me if earner is None else earner
        if tile is Building.STATION:
            built = Built(
                place=place, space=action.space, building=tile, placer=reading.me, earner=earner
            )
            score = _income_change(view, board.evolve(buildings=(*board.buildings, built)), reading)
        else:
            score = reading.weight[earner] if earner is not None else 0.0
            if tile in (Building.BANK, Building.MINE):
                built = Built(
                    place=place, space=action.space, building=tile, placer=reading.me, earner=earner
                )
                score += _bonus_change(view, reading, bonus, (*bonus, built))
        if place not in effects:
            effects[place] = _town_effect(view, reading, tile, place)
        scores.append(score + effects[place])
    return scores


def _town_effect(view: View, reading: _Reading, tile: Building, place: Place) -> float:
    """What a building is worth besides its income, by whose town it stands in: a space
    taken, a bank exposed, a hotel or a cemetery for the cards in front."""
    owner = _owner_of_town(view, place)
    if owner is None:
        return 0.0
    front = view.seats[owner].front
    effect = 0.0
    if tile not in EARNING:
        effect -= _BLOCKING * reading.weight[owner]
    if owner == reading.me:
        if tile is Building.BANK:
            effect -= _exposure(reading)
        elif not _has(view, owner, Building.BANK):
            effect += _SHELTER
    elif tile is Building.BANK:
        effect += _TARGET
    if tile is Building.HOTEL:  # the only hotel the town may have
        lili = Card.LILI_THE_TIGRESS in front or (
            owner == reading.me and Card.LILI_THE_TIGRESS in view.hand
        )
        effect += reading.weight[owner] * (lili - (Card.THUMBTACKS in front))
    if tile is Building.CEMETERY and Card.UNDERTAKER in front:
        effect += reading.weight[owner] * (1 + _BLOCKING)
    return effect


def _repair_score(view: View, reading: _Reading, action: RepairTrack) -> float:
    """A repair that completes a line is worth what the stations it connects earn;
    another, a little if the line leads to the bot's town or joins two junctions."""
    board = view.board
    section = (action.line, action.section)
    broken = board.broken - {section}
    if not any(line is action.line for line, _ in broken):
        after = board.evolve(broken=broken, repaired=board.repaired | {section})
        now = _income_change(view, after, reading)
        if now:
            return now
    ends = view.setup.options.content.valley.line(action.line).ends
    if _town_of(view, reading.me) in ends:
        return 0.2
    return 0.1 if not any(isinstance(end, Town) for end in ends) else 0.0


# -- 2. the draw -----------------------------------------------------------------------------


def _draw(view: View, legal: Sequence[DrawCards], reading: _Reading) -> Sequence[RattlesnakeAction]:
    if _has(view, reading.me, Building.BANK):  # its bank will be attacked
        want_coups = len(view.coups) < _ARMED
    else:
        playing = any(c.kind is CardKind.PLAYING for c in view.hand)
        want_coups = len(view.coups) < _FEW_COUPS and playing
    return [a for a in legal if a.coups == want_coups] or list(legal)


# -- 3. the cards ----------------------------------------------------------------------------


_GOOD = {
    Card.FRENCH_COOK: 1.0,
    Card.FRENCH_CANCAN: 1.0,
    Card.IRONFIST_JIM: 0.5,
    Card.SLIPPERY_JOE: 0.4,
}
"""The permanent-effect cards that help whoever they lie in front of, in incomes."""
_BAD = {
    Card.MEXICAN_COOK: 1.0,
    Card.ADULTERATED_WHISKY: 1.0,
    Card.HONEST_JIM: 0.5,
    Card.STINKY_JOE: 0.5,
}
"""Those that hurt whoever they lie in front of."""
_INCOME_CARDS = frozenset((Card.MEXICAN_COOK, Card.ADULTERATED_WHISKY))


def _has(view: View, seat: int, building: Building) -> int:
    """How many ``building`` stand in ``seat``'s town."""
    town = _town_of(view, seat)
    return sum(b.place is town and b.building is building for b in view.board.buildings)


def _card_worth(view: View, reading: _Reading, card: Card, seat: int) -> float:
    """What ``card`` in front of ``seat`` is worth to that seat, in incomes (a malus as a
    negative worth)."""
    if card in _GOOD:
        return _GOOD[card]
    if card in _INCOME_CARDS:  # the income cannot fall below zero
        without = reading.incomes[seat] + _BILL * view.seats[seat].front.count(card)
        return -1.0 if without >= _BILL else 0.0
    if card in _BAD:
        return -_BAD[card]
    if card is Card.LILI_THE_TIGRESS:
        return 1.0 if _has(view, seat, Building.HOTEL) else 0.4
    if card is Card.THUMBTACKS:
        return -1.0 if _has(view, seat, Building.HOTEL) else -0.3
    if card is Card.UNDERTAKER:
        return float(_has(view, seat, Building.CEMETERY)) or 0.4
    return 0.0


def _permanent_score(view: View, reading: _Reading, action: PlayPermanent) -> float:
    return _card_worth(view, reading, action.card, action.target) * reading.weight[action.target]


def _stroke_score(view: View, reading: _Reading, action: StrokeOfFate) -> float:
    worth = _card_worth(view, reading, action.card, action.target)
    return -worth * reading.weight[action.target] - 0.5


def _catch_score(view: View, reading: _Reading, action: CatchJoe) -> float:
    bounty = view.setup.options.content.bounty / _BILL
    worth = _card_worth(view, reading, action.joe, action.target)
    return bounty - worth * reading.weight[action.target]


def _dynamite_score(view: View, reading: _Reading, action: Dynamite) -> float:
    board = view.board
    (gone,) = (b for b in board.buildings if b.place is action.place and b.space == action.space)
    score = -reading.weight[gone.earner] if gone.earner is not None else 0.0
    kind = gone.building
    if kind is Building.STATION and sum(b.building is kind for b in board.buildings) > 1:
        after = board.evolve(buildings=tuple(b for b in board.buildings if b is not gone))
        score = _income_change(view, after, reading)
    elif kind in (Building.BANK, Building.MINE):
        bonus = [b for b in board.buildings if b.building in (Building.BANK, Building.MINE)]
        score += _bonus_change(view, reading, bonus, [b for b in bonus if b is not gone])
    owner = _owner_of_town(view, gone.place)
    if owner is not None:
        front = view.seats[owner].front
        if kind is Building.HOTEL:  # the hotel's cards go with it
            score -= reading.weight[owner] * (
                (Card.LILI_THE_TIGRESS in front) - (Card.THUMBTACKS in front)
            )
        if kind not in EARNING:
            score += _BLOCKING * reading.weight[owner]  # a space freed
        if kind is Building.BANK and owner == reading.me:
            score += _exposure(reading)
    return score - 0.9  # worth a Dynamitero only against a paying building of the leader


def _track_scores(view: View, reading: _Reading, legal: Sequence[DynamiteTrack]) -> list[float]:
    """Breaking a section is worth what the stations it disconnects earn (the same for
    every section of a line)."""
    board = view.board
    # A line already broken somewhere, or a board with one station, connects nothing.
    by_line: dict[object, float] = {line: -0.9 for line, _ in board.broken}
    if sum(b.building is Building.STATION for b in board.buildings) < 2:
        return [-0.9] * len(legal)
    scores = []
    for action in legal:
        if action.line not in by_line:
            section = (action.line, action.section)
            after = board.evolve(
                broken=board.broken | {section}, repaired=board.repaired - {section}
            )
            by_line[action.line] = _income_change(view, after, reading) - 0.9
        scores.append(by_line[action.line])
    return scores


def _spare(view: View, reading: _Reading, card: Card) -> bool:
    """Whether a miscellaneous card in hand has no use for the bot now."""
    if card is Card.BOUNTY_HUNTER:
        return not any(c in JOES for s in view.seats for c in s.front)
    if card is Card.STROKE_OF_FATE:
        return not any(s.front for s in view.seats)
    return False


def _card_dollars(view: View, reading: _Reading, card: Card) -> int:
    """What holding ``card`` is worth to the bot, in dollars, with ``reading.rounds``
    rounds left."""
    rounds = reading.rounds
    if card is Card.BOUNTY_HUNTER:
        return view.setup.options.content.bounty // 2
    if card is Card.DYNAMITERO:
        return rounds * _BILL // 2
    if card is Card.STROKE_OF_FATE:
        return rounds * _BILL // 3
    if card.kind is CardKind.PERMANENT:
        best = max(
            _card_worth(view, reading, card, s) * reading.weight[s] for s in range(reading.players)
        )
        return int(max(best, 0.0) * rounds * _BILL * 0.8)
    return 0


_WANTED = frozenset((Card.FRENCH_COOK, Card.FRENCH_CANCAN, Card.DYNAMITERO))
"""The cards worth asking for: the French cards, $1,000 a turn to whoever has them in
front, and a Dynamitero while a bank stands in its own town."""


def _asking_price(view: View, reading: _Reading, card: Card) -> int | None:
    """What the bot offers for ``card``, if it wants it: a little for a French card, more
    for a Dynamitero to blow up the bank in its town; ``None`` for a card it has or
    cannot get (every copy seen)."""
    copies = dict(view.setup.options.content.action_cards).get(card, 0)
    seen = sum(s.front.count(card) for s in view.seats) + view.hand.count(card)
    if seen + list(view.actions.discard_pile or ()).count(card) >= copies:
        return None
    if card is Card.DYNAMITERO:
        exposed = _has(view, reading.me, Building.BANK) and card not in view.hand
        return 5 * _BILL if exposed else None
    return _BILL


def _offer_choices(
    view: View, reading: _Reading, sales: Sequence[OfferSale], asks: Sequence[AskToBuy]
) -> Sequence[RattlesnakeAction]:
    """A spare card offered to the richest opponent at the dearest price it can pay; else
    a card it wants asked for (:func:`_asking_price`), from the opponent with the most
    cards."""
    spare = [
        a for a in sales if _spare(view, reading, a.card) and a.price <= reading.money[a.buyer]
    ]
    if spare:
        top = max((a.price, reading.money[a.buyer]) for a in spare)
        return [a for a in spare if (a.price, reading.money[a.buyer]) == top]
    prices = {card: _asking_price(view, reading, card) for card in {a.card for a in asks}}
    wanted = [a for a in asks if a.price == prices[a.card]]
    if wanted:  # the card it wants most (dearest), from the seat with the most cards
        most = max((a.price, view.seats[a.seller].cards) for a in wanted)
        return [a for a in wanted if (a.price, view.seats[a.seller].cards) == most]
    return []


_CARD_SCORES: tuple[tuple[type, Callable[[View, _Reading, Any], float]], ...] = (
    (PlayPermanent, _permanent_score),
    (StrokeOfFate, _stroke_score),
    (CatchJoe, _catch_score),
    (Dynamite, _dynamite_score),
)


def _cards(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    by_kind: dict[type, list[Any]] = {}
    for action in legal:
        # The asks are listed by the hundred: only those for a card it may want count.
        if isinstance(action, AskToBuy) and action.card not in _WANTED:
            continue
        by_kind.setdefault(type(action), []).append(action)
    scored: list[tuple[float, RattlesnakeAction]] = []
    for kind, score in _CARD_SCORES:
        scored.extend((score(view, reading, a), a) for a in by_kind.get(kind, ()))
    tracks = by_kind.get(DynamiteTrack, [])
    if tracks:
        scored.extend(zip(_track_scores(view, reading, tracks), tracks, strict=True))
    best = _top(scored)
    if best:
        return best
    sales, asks = by_kind.get(OfferSale, []), by_kind.get(AskToBuy, [])
    return _offer_choices(view, reading, sales, asks) or by_kind.get(Pass, [])


def _top(scored: Iterable[tuple[float, RattlesnakeAction]]) -> Sequence[RattlesnakeAction]:
    """The actions of the highest positive score."""
    good = [(s, a) for s, a in scored if s > 0]
    if not good:
        return []
    high = max(s for s, _ in good)
    return [a for s, a in good if s == high]


def _passes(legal: Sequence[RattlesnakeAction]) -> Sequence[RattlesnakeAction]:
    return [a for a in legal if isinstance(a, Pass)]


def _answer(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Sell above what the card is worth to the bot, buy below it (with money to spare)."""
    offer = view.turn.offer
    assert offer is not None
    worth = _card_dollars(view, reading, offer.card)
    me = reading.me
    if offer.seller == me:
        yes = offer.price > worth
    else:
        yes = offer.price < worth and offer.price <= reading.money[me] // 2
    return [a for a in legal if isinstance(a, Answer) and a.yes == yes] or list(legal)


# -- 4. bank attacks ----------------------------------------------------------------------


def _half(money: int) -> int:
    return -(-money // (2 * _BILL)) * _BILL


def _attack_choices(
    view: View, reading: _Reading, legal: Sequence[AttackBank]
) -> Sequence[RattlesnakeAction]:
    """The attacks on the bank of the opponent with the most to loot whom the bot outguns,
    opening with its biggest card."""
    mine = _firepower(view, reading.me)
    scored: list[tuple[float, RattlesnakeAction]] = []
    for action in legal:
        target = action.target
        theirs = _firepower(view, target)
        if view.seats[target].coups and mine < theirs + _MARGIN:
            continue
        loot = _half(reading.money[target]) / _BILL
        if loot < 2:
            continue
        opening = action.coup.shots if action.coup is not None else 0
        scored.append((loot * (1 - reading.weight[target]) / 2 + opening / 100, action))
    return _top(scored)


def _gunfight(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """The fewest shots that exceed, while what is at stake is worth them."""
    turn = view.turn
    at_stake = turn.poker.pot if turn.poker is not None else 0
    if turn.poker is None and turn.attack is not None:
        attack = turn.attack
        at_stake = _half(reading.money[attack.target])
    fires = [a for a in legal if isinstance(a, Fire)]
    if fires and at_stake >= 2 * _BILL:
        keys = [(sum(c.shots for c in a.coups), len(a.coups)) for a in fires]
        fewest = min(keys)
        return [a for a, k in zip(fires, keys, strict=True) if k == fewest]
    return [a for a in legal if isinstance(a, Withdraw)] or list(legal)


# -- 4. poker --------------------------------------------------------------------------------


def _unseen_numbers(view: View) -> list[int]:
    """The numbers of the playing cards the bot has not seen: in other hands or in the
    pile."""
    seen: set[Card | None] = set(view.hand)
    seen.update(view.actions.discard_pile or ())
    game = view.turn.poker
    if game is not None:
        seen.update(game.cards)
        seen.update(game.replaced)
    return [n for n, card in _NUMBERED if card not in seen]


_NUMBERED = tuple((c.number or 0, c) for c in Card if c.kind is CardKind.PLAYING)


def _chance(view: View, number: int, opponents: int) -> float:
    """The chance that playing card ``number`` beats ``opponents`` cards the bot has not
    seen."""
    unseen = _unseen_numbers(view)
    if not unseen:
        return 1.0
    lower = len([n for n in unseen if n < number]) / len(unseen)
    return lower ** max(opponents, 1)


def _best_number(view: View) -> int:
    return max((c.number or 0 for c in view.hand if c.kind is CardKind.PLAYING), default=0)


def _challenge_choices(
    view: View, reading: _Reading, legal: Sequence[Challenge]
) -> Sequence[RattlesnakeAction]:
    """The highest stake against the richest opponent, when its best card is likely the
    highest (others may join: each counts as half an opponent). Its stakes are the
    menu's (:data:`~.rattlesnake_city.position.STAKE_MENU`), whatever else the rules allow:
    a likely win is no sure one, and a loss costs $20,000 at most."""
    normal = [a for a in legal if not a.real_deal and a.stake in STAKE_MENU]
    joiners = (reading.players - 2) / 2
    chance = _chance(view, _best_number(view), 1) ** (1 + joiners) if normal else 0.0
    if chance < _CHALLENGE:
        deals = [a for a in legal if a.real_deal and a.stake == _DEAL_STAKE]
        deals = [a for a in deals if reading.money[reading.me] >= 4 * a.stake]
        return _top(
            (reading.money[a.opponent] * (1 - reading.weight[a.opponent]), a) for a in deals
        )
    scored = [
        (min(a.stake, reading.money[a.opponent]) * (1 - reading.weight[a.opponent]), a)
        for a in normal
    ]
    return _top(scored)


def _showdown(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    attacks = [a for a in legal if isinstance(a, AttackBank)]
    chosen = _attack_choices(view, reading, attacks) if attacks else []
    if not chosen:
        challenges = [a for a in legal if isinstance(a, Challenge)]
        chosen = _challenge_choices(view, reading, challenges) if challenges else []
    return chosen or _passes(legal)


def _poker_game(view: View) -> Poker:
    game = view.turn.poker
    assert game is not None
    return game


def _rivals(view: View) -> int:
    """How many other participants are still in the poker game."""
    game = _poker_game(view)
    return sum(s != view.player and s not in game.out for s in game.players)


def _challenged(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    game = _poker_game(view)
    coyote = [a for a in legal if isinstance(a, PlayCoyote)]
    weak = not game.real_deal and _chance(view, _best_number(view), _CHOOSER_CARDS) < 0.3
    if coyote and weak and game.stake >= 5 * _BILL:
        return coyote
    return [a for a in legal if isinstance(a, TakeUp)] or list(legal)


def _join(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Join when the chance of winning the pot pays the stake; in a real deal, whose
    hands are unknown, only when the money is there to keep up."""
    game = _poker_game(view)
    me = view.player
    assert me is not None
    money = view.seats[me].money or 0
    joining = [a for a in legal if isinstance(a, TakeUp | AskLowerStake)]
    if not joining:
        return _passes(legal)
    stake = min(game.stake, money)
    if game.real_deal:
        good = money >= 4 * game.stake
    else:
        rivals = len(game.players) - 1 + _CHOOSER_CARDS
        good = _chance(view, _best_number(view), rivals) * (game.pot + stake) > 1.2 * stake
    return joining if good else _passes(legal)


def _lower(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Lower the stake for a poorer player only when the bot's own card is weak."""
    game = _poker_game(view)
    strong = game.real_deal or _chance(view, _best_number(view), len(game.players)) >= 0.5
    return [a for a in legal if isinstance(a, Answer) and a.yes != strong] or list(legal)


def _cards_down(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    cards = [a for a in legal if isinstance(a, PlayCard)]
    if not cards:
        return _passes(legal) or list(legal)
    top = max(a.card.number or 0 for a in cards)
    return [a for a in cards if a.card.number == top]


def _react(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    game = _poker_game(view)
    if game.real_deal:
        return _react_in_deal(view, legal, reading, game)
    me = reading.me
    cards = {
        s: c.number or 0
        for s, c in zip(game.players, game.cards, strict=True)
        if c is not None and s not in game.out
    }
    mine = cards.get(me, 0)
    best_other = max((n for s, n in cards.items() if s != me), default=0)
    if mine > best_other:
        return _passes(legal)
    professional = [
        a for a in legal if isinstance(a, PlayProfessional) and (a.card.number or 0) > best_other
    ]
    if professional:
        least = min(a.card.number or 0 for a in professional)
        return [a for a in professional if a.card.number == least]
    cheats = [a for a in legal if isinstance(a, Cheat) and cards.get(a.opponent) == best_other]
    return cheats or _passes(legal)


def _tar(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Tar & Feathers on a cheater who swapped with the bot, or who now beats it."""
    game = _poker_game(view)
    tar = [a for a in legal if isinstance(a, TarAndFeather)]
    if not tar or game.cheat is None:
        return _passes(legal)
    cheater, victim = game.cheat
    me = view.player
    if game.real_deal:
        hurt = cheater != me and (me in game.players or _winning_hand(game, cheater))
    else:
        hurt = victim == me or (me in game.players and _card_winner(game) == cheater)
    return tar if hurt else _passes(legal)


def _card_winner(game: Poker) -> int | None:
    shown = [
        (c.number or 0, s)
        for s, c in zip(game.players, game.cards, strict=True)
        if c is not None and s not in game.out
    ]
    return max(shown)[1] if shown else None


def _revolver(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Draw the revolver when the pot is worth it and the bot outguns every other
    participant still in, opening with its biggest play."""
    game = _poker_game(view)
    me = view.player
    assert me is not None
    draws = [a for a in legal if isinstance(a, DrawRevolver)]
    others = [s for s in game.players if s != me and s not in game.out]
    theirs = max((_firepower(view, s) for s in others), default=0.0)
    if not draws or game.pot < 2 * _BILL or _firepower(view, me) < theirs + 1.5:
        return _passes(legal)
    most = max(sum(c.shots for c in a.coups) for a in draws)
    return [a for a in draws if sum(c.shots for c in a.coups) == most]


def _run(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    return [a for a in legal if isinstance(a, PlayCoyote)] or _passes(legal)


# -- 4. poker: the real deal ---------------------------------------------------------------


def _hand_key(cards: Sequence[StandardCard]) -> tuple[int, ...]:
    """A five-card hand's value as a tuple that compares as the hands do: its category
    (1 for a high card to 9 for a straight flush, 0 for five of a rank, which makes no
    hand), then its ranks by group."""
    counts = Counter(int(c.rank) for c in cards)
    if len(counts) == 1:
        return (0,)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in groups]
    ranks = tuple(r for r, _ in groups)
    flush = len(cards) == 5 and len({c.suit for c in cards}) == 1
    top = 0
    if len(counts) == 5:
        high = sorted(counts, reverse=True)
        if high[0] - high[4] == 4:
            top = high[0]
        elif high == [14, 5, 4, 3, 2]:
            top = 5
    if top and flush:
        return (9, top)
    if shape[0] == 4:
        return (8, *ranks)
    if shape[:2] == [3, 2]:
        return (7, *ranks)
    if flush:
        return (6, *ranks)
    if top:
        return (5, top)
    if shape[0] == 3:
        return (4, *ranks)
    if shape[:2] == [2, 2]:
        return (3, *ranks)
    return (2 if shape[0] == 2 else 1, *ranks)


_BELOW = {0: 0.0, 1: 0.0, 2: 0.25, 3: 0.7, 4: 0.85, 5: 0.93, 6: 0.96, 7: 0.98, 8: 0.995, 9: 0.999}
"""Roughly how many five-card draw hands, after the draw, fall below each category."""


def _strength(key: tuple[int, ...]) -> float:
    """Roughly the share of draw hands a hand of value ``key`` beats."""
    category = key[0]
    low = _BELOW[category]
    high = _BELOW.get(category + 1, 1.0)
    rank = key[1] if len(key) > 1 else 2
    return low + (high - low) * (rank - 2) / 12


def _my_hand(view: View) -> tuple[StandardCard, ...]:
    game = _poker_game(view)
    return game.hands[game.players.index(view.player)] if view.player in game.players else ()


def _replaced(
    hand: Sequence[StandardCard], out: StandardCard, new: StandardCard
) -> tuple[StandardCard, ...] | None:
    """``hand`` with ``new`` in place of ``out``; ``None`` if it would then hold a card
    twice ("two Aces of Spades, that's dodgy": Tar & Feathers)."""
    if new in hand and new != out:
        return None
    kept = list(hand)
    kept.remove(out)
    return (*kept, new)


def _key_after(
    hand: Sequence[StandardCard], out: StandardCard, new: StandardCard
) -> tuple[int, ...]:
    """The value of ``hand`` with ``new`` in place of ``out``; nothing if it would hold a
    card twice."""
    after = _replaced(hand, out, new)
    return (-1,) if after is None else _hand_key(after)


def _best_with_playing_cards(view: View, hand: Sequence[StandardCard]) -> tuple[int, ...]:
    """The best value the hand can reach with one of the bot's playing cards in it."""
    best = _hand_key(hand)
    for card in view.hand:
        if card.kind is CardKind.PLAYING:
            new = standard_card(card.number or 1)
            best = max([best, *(_key_after(hand, out, new) for out in hand)])
    return best


def _keep(hand: Sequence[StandardCard]) -> list[StandardCard]:
    """The cards a draw keeps: a made straight, flush or better whole; the cards of its
    pairs, threes and fours; four to a flush or a straight; else its two highest."""
    key = _hand_key(hand)
    if len(hand) == 5 and key[0] in (5, 6, 7, 8, 9):
        return list(hand)
    counts = Counter(c.rank for c in hand)
    grouped = [c for c in hand if counts[c.rank] >= 2]
    if grouped:
        return grouped
    suits = Counter(c.suit for c in hand)
    suit, many = suits.most_common(1)[0]
    if many >= 4:
        return [c for c in hand if c.suit is suit]
    for low in range(10, 0, -1):  # four ranks within five: a straight draw
        window = {low + k for k in range(5)}
        inside = [c for c in hand if int(c.rank) in window or (low == 1 and int(c.rank) == 14)]
        if len(inside) >= 4:
            return inside
    return sorted(hand, key=lambda c: int(c.rank), reverse=True)[:2]


def _exchange(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    keep = _keep(_my_hand(view))
    discards = [a for a in legal if isinstance(a, Discard) and a.card not in keep]
    if discards:
        lowest = min(int(a.card.rank) for a in discards)
        return [a for a in discards if int(a.card.rank) == lowest]
    return _passes(legal)


def _bet(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    """Raise with a hand likely the best, call while the pot pays the chance, else fold."""
    game = _poker_game(view)
    me = view.player
    chance = _strength(_best_with_playing_cards(view, _my_hand(view))) ** max(_rivals(view), 1)
    cost = max(game.paid) - game.paid[game.players.index(me)]
    raises = [a for a in legal if isinstance(a, Raise)]
    if raises and chance >= 0.6:
        return list(raises)
    if cost == 0 or chance * (game.pot + cost) >= cost:
        return [a for a in legal if isinstance(a, Call)]
    return [a for a in legal if isinstance(a, Fold)]


def _replace(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    hand = _my_hand(view)
    now = _hand_key(hand)
    scored: list[tuple[float, RattlesnakeAction]] = []
    for action in legal:
        if isinstance(action, ReplaceCard):
            key = _key_after(hand, action.standard, standard_card(action.card.number or 1))
            if key > now:
                scored.append((_strength(key) + 1, action))
    return _top(scored) or _passes(legal)


def _improve(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    hand = _my_hand(view)
    now = _hand_key(hand)
    scored: list[tuple[float, RattlesnakeAction]] = []
    for action in legal:
        if isinstance(action, TakeDrawn):
            key = _key_after(hand, action.instead_of, action.drawn)
            if key > now:
                scored.append((_strength(key) + 1, action))
    return _top(scored) or _passes(legal)


def _shown_hands(game: Poker) -> dict[int, tuple[StandardCard, ...]]:
    return {s: h for s, h in zip(game.players, game.hands, strict=True) if h and s not in game.out}


def _winning_hand(game: Poker, seat: int) -> bool:
    """Whether ``seat``'s hand is at least as good as every other hand shown."""
    hands = _shown_hands(game)
    if seat not in hands:
        return False
    mine = _hand_key(hands[seat])
    return all(mine >= _hand_key(h) for s, h in hands.items() if s != seat)


def _react_in_deal(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading, game: Poker
) -> Sequence[RattlesnakeAction]:
    """Swap a card only to win; else, not winning, draw three with a Professional Player."""
    me = view.player
    assert me is not None
    hands = _shown_hands(game)
    if me not in hands or _winning_hand(game, me):
        return _passes(legal)
    scored: list[tuple[float, RattlesnakeAction]] = []
    for action in legal:
        if not isinstance(action, SwapCards):
            continue
        mine = _key_after(hands[me], action.mine, action.theirs)
        theirs = _replaced(hands[action.opponent], action.theirs, action.mine)
        if theirs is None:
            continue
        others = [
            _hand_key(theirs if s == action.opponent else h) for s, h in hands.items() if s != me
        ]
        if all(mine > k for k in others):
            scored.append((_strength(mine) + 1, action))
    chosen = _top(scored)
    if chosen:
        return chosen
    return [a for a in legal if isinstance(a, DrawThree)] or _passes(legal)


# -- the bot ---------------------------------------------------------------------------------


_Chooser = Callable[[View, Sequence[Any], _Reading], Sequence[RattlesnakeAction]]


def _scored(scores: Callable[[View, Sequence[Any], _Reading], list[float]]) -> _Chooser:
    """A chooser keeping the actions of the highest score."""

    def choose(view: View, legal: Sequence[Any], reading: _Reading) -> Sequence[RattlesnakeAction]:
        values = scores(view, legal, reading)
        high = max(values)
        return [a for a, v in zip(legal, values, strict=True) if v == high]

    return choose


def _defend(
    view: View, legal: Sequence[RattlesnakeAction], reading: _Reading
) -> Sequence[RattlesnakeAction]:
    return [a for a in legal if isinstance(a, Defend)] or list(legal)


_CHOOSERS: dict[Step, _Chooser] = {
    Step.SALOON: _scored(_saloon_scores),
    Step.TILE: _scored(_placement_scores),
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
    Step.LAST_CARD: _cards_down,
    Step.REACT: _react,
    Step.TAR: _tar,
    Step.REVOLVER: _revolver,
    Step.RUN: _run,
    Step.EXCHANGE: _exchange,
    Step.BET: _bet,
    Step.REPLACE: _replace,
    Step.IMPROVE: _improve,
}
"""How the bot chooses at each step of the turn."""


_WEIGHING = frozenset((Step.TILE, Step.CARDS, Step.ANSWER, Step.SHOWDOWN))
"""The steps whose rules weigh the income track (the others read the money only)."""

_Incomes = tuple[Board, Setup, tuple[tuple[Card, ...], ...], tuple[int, ...]]
_Earners = tuple[Valley, tuple[Built, ...], dict[tuple[Place, int], int | None]]


class HeuristicBot(RuleOfThumbBot[View, RattlesnakeAction]):
    """Plays *Rattlesnake City* by the rules of thumb of
    :mod:`~frontier_games.games.rattlesnake_city.heuristic`, from its seat's view only.

    It is deterministic for a seed: when several actions are equally good it draws one
    with its own :class:`~frontier_games.rng.Rng`. It remembers the income track it last
    read, for as long as the board and the cards in front of the players stay the same,
    and whom each square pays, for as long as the saloons stand where they are.
    """

    __slots__ = ("_earners", "_incomes")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._incomes: _Incomes | None = None
        self._earners: _Earners | None = None

    def best(
        self, view: View, legal_actions: Sequence[RattlesnakeAction]
    ) -> Sequence[RattlesnakeAction]:
        """The actions its rules of thumb prefer among ``legal_actions``."""
        step = view.turn.step
        chooser = _CHOOSERS.get(step)
        if chooser is None:
            return legal_actions[:1]  # the game is over: no step asks anything
        incomes = self._income_of(view) if step in _WEIGHING else (0,) * view.setup.players
        earners = self._earners_of(view) if step is Step.TILE else {}
        # Every chooser picks among the legal actions; an empty choice leaves them all.
        return chooser(view, legal_actions, _read(view, incomes, earners))

    def _income_of(self, view: View) -> tuple[int, ...]:
        """The income track of ``view``, read again only when the board or the cards in
        front of the players have changed (or the game is another)."""
        fronts = tuple(s.front for s in view.seats)
        memo = self._incomes
        if memo is not None and memo[:2] == (view.board, view.setup) and memo[2] == fronts:
            return memo[3]
        incomes = income_of(view)
        self._incomes = (view.board, view.setup, fronts, incomes)
        return incomes

    def _earners_of(self, view: View) -> dict[tuple[Place, int], int | None]:
        """Whom each square pays, worked out again only if a saloon has been placed (or
        the valley is another)."""
        valley = view.setup.options.content.valley
        saloons = tuple(b for b in view.board.buildings if b.building is Building.SALOON)
        memo = self._earners
        if memo is not None and memo[0] is valley and memo[1] == saloons:
            return memo[2]
        earners = _earners(valley, view.board)
        self._earners = (valley, saloons, earners)
        return earners
