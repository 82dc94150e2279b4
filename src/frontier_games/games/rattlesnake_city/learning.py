"""*Rattlesnake City* for learning agents: a fixed integer action space (:func:`codec`) and
an observation vector (:func:`features`, of length :func:`feature_size`).

Both are declared from the rules, the enums and the content, never from games played.

**The action space** has the same ids for 2 to 6 players and every option but the
content and the real deal: every seat field (a target, a buyer, a seller, an opponent)
runs over the six seats a game can have, and an id naming a seat the game lacks is never
legal, so masked off. Towns, grasslands, mountains, railway lines, cards and coup cards are
in enum order; a place's spaces (a line's sections) are numbered as in the content's
valley; the miscellaneous cards are the permanent-effect cards then the single-use ones, in
enum order. With the standard content there are 7,835 ids, in these blocks, each after the
one before (``P`` = 73 building spaces: 42 in the towns, 27 on the grasslands, 4 on the
mountains; ``S`` = 28 railway sections); the real deal (the variant) adds 21,114 ids after
them, so a game without it keeps a mask a quarter as long, and its ids are the same in a
game with it. Each block is listed in the home of its kind of move, by a function of the
content and the seat named for the kind (:func:`~.rattlesnake_city.tile.place_saloon_ids`,
:func:`~.rattlesnake_city.rulebook.pass_ids`...; a challenge's four blocks and a
``TakeDrawn``'s two are named for what they hold, such as
:func:`~.rattlesnake_city.challenge.challenge_beyond_menu_ids`); this module only puts them
in order:

#. ``PlaceSaloon(town, space)`` for each town and each of its spaces but the station's
   (36);
#. ``PlaceBuilding(place, space)`` for each town, grassland and mountain and each of its
   spaces (``P`` = 73), then ``RepairTrack(line, section)`` for each line and section
   (``S`` = 28);
#. ``DrawCards(False)`` (an action card), ``DrawCards(True)`` (two coup cards) (2);
#. ``PlayPermanent(card, target)`` for each permanent-effect card, target 0 .. 5 (66);
#. ``Dynamite(place, space)`` for every building space (``P``), then
   ``DynamiteTrack(line, section)`` for every section (``S``);
#. ``StrokeOfFate(target, card)`` for target 0 .. 5 and each permanent-effect card (66),
   then ``CatchJoe(target, joe)`` for target 0 .. 5 and each Joe (12);
#. ``OfferSale(buyer, card, price)`` for buyer 0 .. 5, each miscellaneous card (14) and
   each price of :data:`~.rattlesnake_city.position.PRICES` (420), then
   ``AskToBuy(seller, card, price)`` likewise (420);
#. ``Answer(True)``, ``Answer(False)`` (2);
#. ``AttackBank(target, coup)`` for target 0 .. 5 and ``coup`` = ``None`` (a free shot),
   then each coup card (24), then ``Surrender``, ``Defend`` (2);
#. ``Fire(coups)`` for every non-empty multiset of the content's coup cards: ``k`` ones,
   ``j`` twos and ``i`` threes at ``i (c_2 + 1)(c_1 + 1) + j (c_1 + 1) + k - 1`` from the
   block's start, for the content's ``c_1``, ``c_2``, ``c_3`` cards of each (``28 * 19 *
   10 - 1`` = 5,319). The bound is what a hand could hold: a reply must exceed the
   highest total, which grows with the gunfight, so every multiset is the minimal reply
   (:func:`~.rattlesnake_city.gunfight.legal_replies`) to some need, and the space also
   holds the larger replies ``minimal=False`` lists; then ``Withdraw`` (1);
#. ``Challenge(opponent, stake)`` for opponent 0 .. 5 and each stake of
   :data:`~.rattlesnake_city.position.STAKE_MENU` (30); ``PlayCoyote``, ``TakeUp``,
   ``AskLowerStake`` (3);
#. ``PlayCard(card)`` for each playing card (25), ``Cheat(opponent)`` for opponent
   0 .. 5 (6), ``PlayProfessional(card)`` for each playing card (25),
   ``TarAndFeather`` (1);
#. ``DrawRevolver(coups)`` for every opening of a gunfight after poker: as a bank
   attack's (none, or any one coup card: :data:`~.rattlesnake_city.pot.DRAW_REVOLVER`),
   and every one :func:`~.rattlesnake_city.gunfight.legal_openings` can list
   (``Options(smallest_replies=True)``), for every net modifier the content's shot cards
   allow (-2 .. +2 by default), from any hand of its coup cards, fewest shots first,
   then fewest cards (8: none, one, two, one and one, three, one and two, three ones,
   two twos; the bank attack's are the first, second, third and fifth);
#. ``Pass`` (1);
#. ``Challenge(opponent, stake)`` for opponent 0 .. 5 and every other stake a challenger
   can place, $3,000 to :data:`~.rattlesnake_city.position.MOST_STAKE` ($199,000) in whole
   bills but the menu's, lowest first (1,164), the last ids without the real deal;
#. only with the real deal (``Options(real_deal=True)``): ``Challenge(opponent, stake,
   real_deal=True)`` for each stake of the menu (30); ``Discard(card)`` for each standard
   card of :data:`~.rattlesnake_city.poker.DECK` (52); ``Raise``, ``Call``, ``Fold``,
   ``DrawThree`` (4); ``ReplaceCard(card, standard)`` for each playing card and each
   standard card (1,300); ``SwapCards(opponent, mine, theirs)`` for opponent 0 .. 5 and
   each two different standard cards (15,912); ``TakeDrawn(drawn, instead_of)`` for each
   two different standard cards (2,652); then ``Challenge(opponent, stake,
   real_deal=True)`` for every other stake, as above (1,164); then ``TakeDrawn(card,
   card)`` for each standard card (52: a playing card that replaced one in a hand may
   stand for a card still in the pile, which a Professional Player can then draw): 29,001
   ids in all.

Rules version 2 widened the stakes ("they decide the amount of the stake") and the
gunfight's replies. The replies were already in the space. The new stakes came in after
the ids that were there (after ``Pass``, and at the end of the real deal's block), so
every id of version 1 but the real deal's keeps its number; the real deal's block moved
up by the 1,164 new ids before it. ``Options(stake_menu=True)`` leaves the new ids
masked off.

A Fire's and a DrawRevolver's coup cards are a tuple in enum order (ones first), as the
legal moves list them.

**The features** are floats in ``[0, 1]``, laid out as listed in :func:`features`: ``800
+ 178 N`` of them for ``N`` seats with the standard valley (1,156, 1,334, 1,512, 1,690
and 1,868 for 2 to 6 players). Every seat is seen from the viewer's chair: the viewer first,
then the others clockwise (a spectator's view starts with seat 0), so a seat's part of
the vector means the same for whoever looks.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import NoReturn

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.games.rattlesnake_city import (
    cards,
    challenge,
    deal,
    gunfight,
    pot,
    rulebook,
    showdown,
    tile,
)
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    WINNING_MONEY,
    Building,
    Card,
    CardKind,
    Content,
    Coup,
    Grassland,
    Line,
    Mountain,
    Place,
    Shape,
    Tile,
    Town,
    building_spaces,
    railway_sections,
)
from frontier_games.games.rattlesnake_city.model import (
    Board,
    Built,
    Options,
    RattlesnakeAction,
    StationBonus,
    Step,
    View,
)
from frontier_games.games.rattlesnake_city.poker import DECK, StandardCard
from frontier_games.games.rattlesnake_city.position import (
    BONUS_SHOTS,
    MALUS_SHOTS,
    MAX_RAISES,
    PRICES,
    STAKE_MENU,
)
from frontier_games.games.rattlesnake_city.rules import NAME, checked_options
from frontier_games.games.rattlesnake_city.view import income_of
from frontier_games.messages import reads_view

__all__ = ["codec", "feature_size", "features"]

_A_VIEW = f"a {NAME} View"
_CARDS = tuple(Card)
_COUPS = tuple(Coup)
_STEPS = tuple(Step)
_TOWNS = tuple(Town)
_PLAYING = tuple(card for card in Card if card.kind is CardKind.PLAYING)
_PERMANENT = tuple(card for card in Card if card.kind is CardKind.PERMANENT)
_MISCELLANEOUS = _PERMANENT + tuple(card for card in Card if card.kind is CardKind.SINGLE_USE)
_TOWN_BUILDINGS = tuple(b for b in Building if b not in GROUND)
"""What may stand on a town's space: the saloon and the nine town buildings."""
_TILES: tuple[Tile, ...] = (*(b for b in Building if b is not Building.SALOON), *Shape)


def _index(members: Iterable[enum.Enum]) -> Mapping[object, int]:
    """Each member's place among ``members``: any other value is a ``KeyError``."""
    return {member: index for index, member in enumerate(members)}


_CARD_INDEX = _index(_CARDS)
_COUP_INDEX = _index(_COUPS)
_STEP_INDEX = _index(_STEPS)
_TOWN_INDEX = _index(_TOWNS)
_TOWN_BUILDING_INDEX = _index(_TOWN_BUILDINGS)
"""A building's place among the town's buildings."""
_PERMANENT_INDEX = _index(_PERMANENT)
_MISC_INDEX = _index(_MISCELLANEOUS)
_TILE_INDEX = _index(_TILES)
_SHOTS_OF: Mapping[object, int] = {coup: coup.shots for coup in _COUPS}


# -- the action space ------------------------------------------------------------------------


def _shot_cards(content: Content) -> tuple[int, int]:
    """How many permanent cards in the content give a shot, and how many take one."""
    found = dict(content.action_cards)
    return (
        sum(found.get(card, 0) for card in BONUS_SHOTS),
        sum(found.get(card, 0) for card in MALUS_SHOTS),
    )


_BLOCKS: tuple[Callable[[Content, int], Sequence[RattlesnakeAction]], ...] = (
    tile.place_saloon_ids,
    tile.place_building_ids,
    tile.repair_track_ids,
    tile.draw_cards_ids,
    cards.play_permanent_ids,
    cards.dynamite_ids,
    cards.dynamite_track_ids,
    cards.stroke_of_fate_ids,
    cards.catch_joe_ids,
    cards.offer_sale_ids,
    cards.ask_to_buy_ids,
    cards.answer_ids,
    showdown.attack_bank_ids,
    showdown.surrender_ids,
    showdown.defend_ids,
    showdown.fire_ids,
    showdown.withdraw_ids,
    challenge.challenge_menu_ids,
    challenge.play_coyote_ids,
    challenge.take_up_ids,
    challenge.ask_lower_stake_ids,
    challenge.play_card_ids,
    challenge.cheat_ids,
    challenge.play_professional_ids,
    challenge.tar_and_feather_ids,
    pot.draw_revolver_ids,
    rulebook.pass_ids,
    challenge.challenge_beyond_menu_ids,
)
"""The blocks of the action space, in id order (see the module's table): each kind of
move's home lists its actions (``seat`` and the content are the arguments)."""

_REAL_DEAL_BLOCKS: tuple[Callable[[Content, int], Sequence[RattlesnakeAction]], ...] = (
    challenge.real_deal_menu_ids,
    deal.discard_ids,
    deal.raise_ids,
    deal.call_ids,
    deal.fold_ids,
    deal.draw_three_ids,
    deal.replace_card_ids,
    deal.swap_cards_ids,
    deal.take_drawn_ids,
    challenge.real_deal_beyond_menu_ids,
    deal.take_drawn_same_card_ids,
)
"""The real deal's blocks (the variant), after the others."""


def _actions_of(seat: int, content: Content, real_deal: bool) -> list[RattlesnakeAction]:
    """Every action ``seat`` could ever take with ``content``, and the real deal if it is
    played, in id order: the blocks of the kinds' homes, one after the other."""
    blocks = (*_BLOCKS, *_REAL_DEAL_BLOCKS) if real_deal else _BLOCKS
    return [action for block in blocks for action in block(content, seat)]


@functools.lru_cache(maxsize=16)
def _space(players: int, content: Content, real_deal: bool) -> ActionCodec[RattlesnakeAction]:
    """The space of a configuration, built once (a codec never changes)."""
    return ActionCodec.of(players, lambda seat: _actions_of(seat, content, real_deal))


def codec(players: int, options: Options | None = None) -> ActionCodec[RattlesnakeAction]:
    """The action space of a *Rattlesnake City* game of ``players`` seats: every action
    :func:`~.rattlesnake_city.rules.legal_actions` can ever return, the same ids for
    every player count and every option but the content and the real deal, whose
    actions come after the others (the table is in the module's documentation).

    >>> from frontier_games.games.rattlesnake_city.model import Pass
    >>> space = codec(3)
    >>> space.size, space.encode(Pass(2)), space.decode(0, player=1)
    (7835, 6670, PlaceSaloon(player=1, town=<Town.COYOTE_CREEK: 'Coyote Creek'>, space=0))
    >>> codec(3, Options(real_deal=True)).size
    29001

    :raises SetupError: if ``players`` or ``options`` would not set up a game (as
        :func:`~.rattlesnake_city.rules.new_game` checks them).
    """
    options = checked_options(players, options)
    return _space(players, options.content, options.real_deal)


# -- the observation -------------------------------------------------------------------------

_OPTIONS = 4
_PER_SEAT = len(_TOWNS) + 2 + 2 + len(_PERMANENT) + 1
"""Town, money shown and money, action and coup cards, the cards in front, income."""
_HAND = len(_CARDS) + len(_COUPS) + 1
_TURN = len(_TILES) + 3
_OFFER = 1 + len(_MISCELLANEOUS) + 1
_ATTACK = 2 + len(_COUPS)
_LOOT = 2
"""Whether a bank attack's loot is on the table, and its amount."""
_FIGHT = 3
_FIGHT_SEAT = 7
_POKER = 5
_POKER_SEAT = 7
_PILES = 1 + len(_TILES) + 2 + len(_CARDS) + 2 + len(_COUPS) + 1

_CARDS_HELD = 15.0
_COUPS_HELD = 20.0
_COUPS_OF_A_KIND = (10,) * len(_COUPS)
"""A scale for the viewer's coup cards of each kind."""
_ONE_EACH = (1,) * len(_PERMANENT)
_SHOTS = 30.0
"""Shots in a hand or a gunfight: a scale (30 is a third of the coup cards' shots)."""
_NEED = 10.0
_INCOME = 50_000.0
_PRICE = float(max(PRICES))
_STAKE = float(max(STAKE_MENU))
"""A scale for the stake (higher stakes are capped): the menu's highest."""
_POT = _STAKE * MAX_PLAYERS
_OPENING = 10.0


def feature_size(players: int, options: Options | None = None) -> int:
    """The length of :func:`features` for every view of a configuration: ``800 + 178 N``
    with the standard valley.

    :raises SetupError: if ``players`` or ``options`` would not set up a game.
    """
    options = checked_options(players, options)
    return _layout(options.content).size(players)


@attrs.frozen
class _Layout:
    """What the features read of a content, worked out once per content.

    :ivar spaces: every building space, as
        :func:`~.rattlesnake_city.content.building_spaces` lists them, with the one
        building that may stand there outside a town (``None`` in a town).
    :ivar towns: how many of them are in the towns (they come first).
    :ivar where: each space's number among the town spaces or among the others, and
        its building outside a town.
    :ivar sections: every railway section.
    :ivar cards: each card's copies (in ``_CARDS`` order); likewise ``coups``, ``tiles``.
    :ivar bonus: the permanent cards giving a shot; ``malus``: those taking one away.
    :ivar section_at: each section's number among ``sections``.
    :ivar sizes: :meth:`size` for every player count.
    :ivar cells: for every player count, where each building that may stand on a space
        is flagged, ``(place, space, building)``, and where the seats it pays begin,
        both from the board's start.
    """

    spaces: tuple[tuple[Place, int, Building | None], ...]
    sections: tuple[tuple[Line, int], ...]
    cards: tuple[int, ...]
    coups: tuple[int, ...]
    tiles: tuple[int, ...]
    bonus: int
    malus: int
    towns: int = attrs.field(init=False)
    where: Mapping[tuple[Place, int], tuple[int, Building | None]] = attrs.field(init=False)
    section_at: Mapping[tuple[Line, int], int] = attrs.field(init=False)
    sizes: Mapping[int, int] = attrs.field(init=False)
    cells: Mapping[int, Mapping[tuple[Place, int, Building], tuple[int, int]]] = attrs.field(
        init=False
    )

    def __attrs_post_init__(self) -> None:
        towns = sum(ground is None for _, _, ground in self.spaces)
        where = {
            (place, space): (i if ground is None else i - towns, ground)
            for i, (place, space, ground) in enumerate(self.spaces)
        }
        object.__setattr__(self, "towns", towns)
        object.__setattr__(self, "where", MappingProxyType(where))
        section_at = {section: i for i, section in enumerate(self.sections)}
        object.__setattr__(self, "section_at", MappingProxyType(section_at))
        counts = range(MIN_PLAYERS, MAX_PLAYERS + 1)
        object.__setattr__(self, "sizes", MappingProxyType({n: self.size(n) for n in counts}))
        object.__setattr__(self, "cells", MappingProxyType({n: self._cells(n) for n in counts}))

    def _cells(self, players: int) -> Mapping[tuple[Place, int, Building], tuple[int, int]]:
        town_width, other_width = len(_TOWN_BUILDINGS) + players, 1 + players
        grounds = self.towns * town_width
        cells: dict[tuple[Place, int, Building], tuple[int, int]] = {}
        for place, space, ground in self.spaces:
            k = self.where[(place, space)][0]
            if ground is None:
                at = k * town_width
                for i, building in enumerate(_TOWN_BUILDINGS):
                    cells[(place, space, building)] = (at + i, at + len(_TOWN_BUILDINGS))
            else:
                at = grounds + k * other_width
                cells[(place, space, ground)] = (at, at + 1)
        return MappingProxyType(cells)

    def size(self, players: int) -> int:
        """The length of the features with ``players`` seats."""
        n = players
        others = len(self.spaces) - self.towns
        board = self.towns * (len(_TOWN_BUILDINGS) + n) + others * (1 + n)
        board += 2 * len(self.sections)
        turn = 2 * n + _TURN + (_OFFER + 3 * n) + (_ATTACK + 2 * n) + (_LOOT + n)
        fight = _FIGHT + _FIGHT_SEAT * n
        poker = _POKER + (6 + _POKER_SEAT) * n
        deal = _DEAL + _DEAL_SEAT * n
        return (
            1
            + len(_STEPS)
            + _OPTIONS
            + board
            + _PER_SEAT * n
            + _HAND
            + turn
            + fight
            + poker
            + deal
            + _PILES
            + n
        )


@functools.lru_cache(maxsize=16)
def _layout(content: Content) -> _Layout:
    valley = content.valley
    spaces = tuple(
        (place, space, None if isinstance(place, Town) else _GROUND_OF[type(place)])
        for place, space in building_spaces(valley)
    )
    cards, coups, tiles = dict(content.action_cards), dict(content.coup_cards), dict(content.tiles)
    bonus, malus = _shot_cards(content)
    return _Layout(
        spaces,
        railway_sections(valley),
        tuple(cards.get(card, 0) for card in _CARDS),
        tuple(coups.get(coup, 0) for coup in _COUPS),
        tuple(tiles.get(tile, 0) for tile in _TILES),
        bonus,
        malus,
    )


_GROUND_OF: dict[type, Building] = {Grassland: Building.RANCH, Mountain: Building.MINE}


@reads_view(View, _A_VIEW)
def features(view: View) -> tuple[float, ...]:
    """The observation vector of ``view``, a function of the view alone, every entry in
    ``[0, 1]``, in this order. Seats are counted from the viewer (seat 0 for a
    spectator): a "seat" below is one flag per seat, the viewer first, then the others
    clockwise, and "per seat" parts come in that order too; steps, towns, cards, coup
    cards and tiles are one flag or count each in enum order (22, 6, 43, 3 and 13 of
    them, the tiles being the eleven buildings of the bag then the two track shapes);
    money is divided by the money that wins and capped at 1.

    #. whether the view is a spectator's (1); the step, one-hot (18);
    #. the options: open money, the starting income / $1,000, whether stations earn per
       connection, the offers a turn / 10 (4);
    #. per town space (towns in enum order, 42): the building there, one-hot over the
       saloon and the nine town buildings (10), and the seat it pays (``N``);
    #. per grassland space (27), then per mountain (4): whether a ranch (a mine) stands
       there, and the seat it pays (``1 + N``);
    #. per railway section (28), whether it is broken, then per section whether a track
       tile repaired it (56);
    #. per seat (``22 N``): its town (6); whether its money is shown and the money (2);
       its action cards / 15 and coup cards / 20, capped (2); the permanent-effect cards
       in front of it (11); its income marker / $50,000, capped (1);
    #. the viewer's action cards, each / its copies in the content (43); its coup cards of
       each kind / 10, capped, and their shots / 30, capped (4);
    #. the seat whose turn it is and the seats that decide now (``2 N``); the tile drawn
       (13); the offers made this turn / the offers allowed, whether a bank was attacked
       and whether a poker game was challenged to this turn (3);
    #. the offer awaiting an answer (``16 + 3 N``): whether there is one, the card (14) and
       its price / $10,000; its seller, buyer and the seat asked (``3 N``);
    #. the bank attack (``5 + 2 N``): whether there is one, whether its coup card lies face
       down, the card when seen (3); the attacker and the attacked seat (``2 N``);
    #. the loot a bank attack just took, told to every seat (``2 + N``): whether there is
       one, its amount / the money that wins; the seat whose bank was looted (``N``);
    #. the gunfight (``3 + 7 N``): whether there is one, the highest total / 30, the
       shots the viewer needs to stay in / 10 (capped, 0 outside the fight); per seat,
       whether it takes part, is still in, is asked, played last, its total / 30, its
       modifier (from the most shots the content's cards take away, 0, to the most they
       give, 1) and the coup cards it placed / 20;
    #. the poker game (``5 + 13 N``): whether there is one, whether the cards are
       revealed, the stake / $20,000, the pot / $120,000, the opening shots of the
       gunfight / 10; the challenger, the challenged player, the poorer player asking to
       lower the stake, the cheater and its victim while Tar & Feathers may undo the swap,
       the loser who drew its revolver (``6 N``); per seat, whether it takes part, is
       still to decide, lost its stake, ran away, has placed a card, that card's number
       / 25 once the viewer sees it, and whether it shows a revolver (``7 N``);
    #. a real deal (``107 + 54 N``): whether there is one, the raises / 3, the highest bet
       / $120,000; the viewer's hand and the cards it drew (a Professional Player's), one
       flag per standard card each (104); per seat, whether it is still in the deal, its
       bet / $120,000, its hand once the viewer sees it (52 flags);
    #. the piles: the tiles in the bag / the content's, the tiles removed from the game,
       each / its copies (14); the action cards' draw pile and discards / the content's,
       the discards, each / its copies (45); the same for the coup cards (5); the money all
       players hold / ``N`` times the money that wins (1);
    #. the seat that reached the winning money (``N``).

    :raises TypeError: if ``view`` is not a *Rattlesnake City* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _features(view)


def _capped(value: float, scale: float) -> float:
    """``value / scale`` within ``[0, 1]`` (0 for no scale)."""
    if not scale:
        return 0.0
    share = value / scale
    return 0.0 if share < 0.0 else 1.0 if share > 1.0 else share


def _counted(
    out: list[float],
    at: int,
    items: Iterable[object],
    index: Mapping[object, int],
    copies: tuple[int, ...],
) -> int:
    """Per member from ``out[at]`` on, how many of ``items`` are it / its copies, capped
    at 1; the offset after them."""
    counts: dict[object, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    for item, count in counts.items():
        i = index[item]
        out[at + i] = _capped(count, copies[i])
    return at + len(copies)


def _put(out: list[float], at: int, part: tuple[float, ...]) -> int:
    """``part`` written from ``out[at]`` on; the offset after it."""
    end = at + len(part)
    out[at:end] = part
    return end


def _relative(seat: int, me: int, n: int) -> int:
    """``seat``'s place from the viewer ``me`` of ``n`` seats."""
    if type(seat) is not int or not 0 <= seat < n:
        raise ValueError(f"there is no seat {seat!r} in a {n}-player game")
    return (seat - me) % n


class _Seats:
    """The seats as the viewer sees them: relative to it, checked against the count."""

    __slots__ = ("me", "n", "order")

    def __init__(self, view: View) -> None:
        self.n = n = view.setup.players
        if len(view.seats) != n:
            raise ValueError(f"the view has {len(view.seats)} seats for {n} players")
        self.me = me = 0 if view.player is None else view.player
        first = me % n
        self.order = [*range(first, n), *range(first)]  # (me + k) % n for each k

    def of(self, out: list[float], at: int, seat: int | None) -> int:
        """``seat`` as a one-hot from the viewer at ``out[at]`` (all zeros for ``None``);
        the offset after it."""
        n = self.n
        if seat is not None:
            out[at + _relative(seat, self.me, n)] = 1.0
        return at + n

    def rows(self, out: list[float], at: int, seats: Iterable[int]) -> int:
        """One flag per seat at ``out[at]``, set for each of ``seats``; the offset after."""
        me, n = self.me, self.n
        for seat in seats:
            out[at + _relative(seat, me, n)] = 1.0
        return at + n

    def relative(self, seat: int) -> int:
        """``seat``'s place from the viewer."""
        return _relative(seat, self.me, self.n)


def _features(view: View) -> tuple[float, ...]:
    # The vector starts as a copy of the board's (a memo): the board's part in place,
    # zeros elsewhere; every other part is written at its offset.
    setup = view.setup
    options, n = setup.options, setup.players
    content = options.content
    layout = _layout(content)
    seats = _Seats(view)
    win = float(WINNING_MONEY[n])
    size = layout.sizes[n]
    out, board_end = _board(view, seats)
    out[0] = float(view.player is None)
    out[1 + _STEP_INDEX[view.turn.step]] = 1.0
    at = 1 + len(_STEPS)
    out[at : at + _OPTIONS] = (
        float(options.open_money),
        _capped(options.starting_income, 1_000),
        float(options.station_bonus is StationBonus.PER_CONNECTION),
        _capped(options.offers_per_turn, 10),
    )
    at = _per_seat(out, board_end, view, seats, win)
    at = _put(out, at, _hand(tuple(view.hand), tuple(view.coups), content))
    at = _turn(out, at, view, seats)
    at = _fight(out, at, view, seats, layout)
    at = _poker(out, at, view, seats)
    at = _deal(out, at, view, seats)
    actions, coups = view.actions, view.coup_pile
    at = _put(
        out,
        at,
        _piles(
            view.bag,
            tuple(view.removed),
            actions.draw_size,
            actions.discard_size,
            tuple(actions.discard_pile or ()),
            coups.draw_size,
            coups.discard_size,
            tuple(coups.discard_pile or ()),
            content,
        ),
    )
    out[at] = _capped(view.total_money, n * win)
    at = seats.of(out, at + 1, view.winner)
    if at != size:  # every part has its fixed length: a slip in the offsets
        raise ValueError(f"the view's fields do not make {size} features")
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _hand(hand: tuple[Card, ...], coups: tuple[Coup, ...], content: Content) -> tuple[float, ...]:
    """The viewer's action cards, each / its copies in the content; its coup cards of each
    kind / 10, capped, and their shots / 30, capped. A memo: a hand changes seldom."""
    out = [0.0] * _HAND
    at = _counted(out, 0, hand, _CARD_INDEX, _layout(content).cards)
    at = _counted(out, at, coups, _COUP_INDEX, _COUPS_OF_A_KIND)
    out[at] = _capped(sum(_SHOTS_OF[coup] for coup in coups), _SHOTS)
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _piles(
    bag: int,
    removed: tuple[Tile, ...],
    action_draw: int,
    action_discards: int,
    action_discard_pile: tuple[Card, ...],
    coup_draw: int,
    coup_discards: int,
    coup_discard_pile: tuple[Coup, ...],
    content: Content,
) -> tuple[float, ...]:
    """The piles but the money: the tiles in the bag / the content's, the tiles removed
    from the game, each / its copies; the action cards' draw pile and discards / the
    content's, the discards, each / its copies; the same for the coup cards. A memo: the
    piles change seldom."""
    layout = _layout(content)
    out = [0.0] * (_PILES - 1)
    out[0] = _capped(bag, sum(layout.tiles))
    at = _counted(out, 1, removed, _TILE_INDEX, layout.tiles)
    piles = (
        (action_draw, action_discards, action_discard_pile, _CARD_INDEX, layout.cards),
        (coup_draw, coup_discards, coup_discard_pile, _COUP_INDEX, layout.coups),
    )
    for draw, discards, pile, index, copies in piles:
        total = sum(copies)
        out[at] = _capped(draw, total)
        out[at + 1] = _capped(discards, total)
        at = _counted(out, at + 2, pile, index, copies)
    return tuple(out)


def _per_seat(out: list[float], at: int, view: View, seats: _Seats, win: float) -> int:
    """Each seat's town, money, cards, the cards in front of it and its income; the
    offset after them."""
    incomes = income_of(view)
    everyone = view.seats
    for s in seats.order:
        seat = everyone[s]
        if seat.town is not None:
            out[at + _TOWN_INDEX[seat.town]] = 1.0
        at += len(_TOWNS)
        if seat.money is not None:
            out[at] = 1.0
            out[at + 1] = _capped(seat.money, win)
        out[at + 2] = _capped(seat.cards, _CARDS_HELD)
        out[at + 3] = _capped(seat.coups, _COUPS_HELD)
        at += 4
        for card in seat.front:  # one of each
            out[at + _PERMANENT_INDEX[card]] = 1.0
        at += len(_PERMANENT)
        out[at] = _capped(incomes[s], _INCOME)
        at += 1
    return at


_BOARD = 1 + len(_STEPS) + _OPTIONS
"""Where the board's part begins."""


def _board(view: View, seats: _Seats) -> tuple[list[float], int]:
    """A vector of the features' size with the buildings on every space and the railway
    in place, zeros elsewhere; the offset after them."""
    vector, earners, end = _board_of(view.setup.options.content, seats.n, view.board)
    out = list(vector)
    n, me = seats.n, seats.me
    if me:  # seen from seat 0: each seat paid moves to its place from the viewer
        for seats_at, earner in earners:
            out[seats_at + earner] = 0.0
        for seats_at, earner in earners:
            out[seats_at + (earner - me) % n] = 1.0
    return out, end


@functools.lru_cache(maxsize=256)
def _board_of(
    content: Content, n: int, board: Board
) -> tuple[tuple[float, ...], tuple[tuple[int, int], ...], int]:
    """:func:`_board`'s vector seen from seat 0, where each building's seats begin with
    the seat it pays, and the offset after the board; a memo: the board changes once a
    turn at most."""
    layout = _layout(content)
    cells = layout.cells[n]
    towns = layout.towns
    at = _BOARD + towns * (len(_TOWN_BUILDINGS) + n) + (len(layout.spaces) - towns) * (1 + n)
    section_at, sections = layout.section_at, len(layout.sections)
    out = [0.0] * layout.sizes[n]
    earners: list[tuple[int, int]] = []
    for built in board.buildings:
        cell = cells.get((built.place, built.space, built.building))
        if cell is None:
            _refuse(built, layout)
        flag, seats_at = cell
        out[_BOARD + flag] = 1.0
        if built.earner is not None:
            out[_BOARD + seats_at + _relative(built.earner, 0, n)] = 1.0
            earners.append((_BOARD + seats_at, built.earner))
    for part in (board.broken, board.repaired):
        for section in part:
            k = section_at.get(section)
            if k is not None:  # a section the valley lacks is in neither
                out[at + k] = 1.0
        at += sections
    return tuple(out), tuple(earners), at


def _refuse(built: Built, layout: _Layout) -> NoReturn:
    """Raise the error a building on no space of the valley, or on a space that cannot
    hold it, deserves."""
    _, ground = layout.where[(built.place, built.space)]  # a KeyError for no space
    if ground is None:
        raise KeyError(built.building)  # not a building of the towns
    raise ValueError(f"a {built.building.value} cannot stand in {built.place.value}")


def _deciding(view: View) -> tuple[int, ...]:
    """The seats that decide now: several while poker cards are chosen face down."""
    turn = view.turn
    step, game = turn.step, turn.poker
    if step is Step.OVER:
        return ()
    if step is Step.ANSWER and turn.offer is not None:
        return (turn.offer.asked,)
    if step is Step.DEFEND and turn.attack is not None:
        return (turn.attack.target,)
    if step is Step.GUNFIGHT and turn.fight is not None:
        fighter = gunfight.to_play(turn.fight)
        return () if fighter is None else (fighter,)
    if game is not None:
        if step is Step.LOWER:
            return (game.challenger,)
        return game.asked if step is Step.CARDS_DOWN else game.asked[:1]
    return (turn.seat,)


def _turn(out: list[float], at: int, view: View, seats: _Seats) -> int:
    """Whose turn, who decides, the tile, the turn's flags, the offer, the attack and its
    loot; the offset after them."""
    turn = view.turn
    options = view.setup.options
    at = seats.of(out, at, turn.seat)
    at = seats.rows(out, at, _deciding(view))
    if turn.tile is not None:
        out[at + _TILE_INDEX[turn.tile]] = 1.0
    at += len(_TILES)
    out[at : at + 3] = (
        _capped(turn.offers, options.offers_per_turn),
        float(turn.attacked),
        float(turn.challenged),
    )
    at += 3
    offer = turn.offer
    if offer is None:
        at += _OFFER + 3 * seats.n
    else:
        out[at] = 1.0
        out[at + 1 + _MISC_INDEX[offer.card]] = 1.0
        out[at + 1 + len(_MISCELLANEOUS)] = _capped(offer.price, _PRICE)
        at = seats.of(out, at + _OFFER, offer.seller)
        at = seats.of(out, at, offer.buyer)
        at = seats.of(out, at, offer.asked)
    attack = turn.attack
    out[at : at + 2] = (float(attack is not None), float(view.face_down))
    at += 2
    if attack is None:
        at += len(_COUPS) + 2 * seats.n
    else:
        if attack.coup is not None:
            out[at + _COUP_INDEX[attack.coup]] = 1.0
        at = seats.of(out, at + len(_COUPS), attack.attacker)
        at = seats.of(out, at, attack.target)
    loot = turn.loot
    if loot is None:
        return at + _LOOT + seats.n
    out[at : at + _LOOT] = (1.0, _capped(loot.amount, WINNING_MONEY[seats.n]))
    return seats.of(out, at + _LOOT, loot.target)


def _fight(out: list[float], at: int, view: View, seats: _Seats, layout: _Layout) -> int:
    """The gunfight under way: its totals, and each seat's part in it; the offset after."""
    fight = view.turn.fight
    if fight is None:
        return at + _FIGHT + _FIGHT_SEAT * seats.n
    bonus, malus = layout.bonus, layout.malus
    highest = max(fight.totals)
    me = view.player
    still_in = dict(zip(fight.participants, fight.still_in, strict=True))
    need = 0.0
    if me is not None and still_in.get(me):
        need = _capped(gunfight.needed(fight, me), _NEED)
    out[at : at + _FIGHT] = (1.0, _capped(highest, _SHOTS), need)
    at += _FIGHT
    by_seat = {
        seat: (total, modifier, len(spent))
        for seat, total, modifier, spent in zip(
            fight.participants, fight.totals, fight.modifiers, fight.spent, strict=True
        )
    }
    for seat in fight.participants:  # every participant is a seat of the game
        seats.relative(seat)
    for s in seats.order:
        if s in by_seat:
            total, modifier, spent = by_seat[s]
            out[at : at + _FIGHT_SEAT] = (
                1.0,
                float(still_in[s]),
                float(fight.turn == s),
                float(fight.last_to_play == s),
                _capped(total, _SHOTS),
                _capped(modifier + malus, bonus + malus),
                _capped(spent, _COUPS_HELD),
            )
        at += _FIGHT_SEAT
    return at


_DEAL = 3 + 2 * len(DECK)
"""The real deal's own features: whether it is one, the raises, the bet to match, the
viewer's hand and the cards it drew (a Professional Player's)."""
_DEAL_SEAT = 2 + len(DECK)
"""Per seat: whether it is in the deal, its bet, its hand once revealed."""
_DECK_INDEX: Mapping[object, int] = {card: index for index, card in enumerate(DECK)}


def _deal(out: list[float], at: int, view: View, seats: _Seats) -> int:
    """A real deal under way: the bets, and the standard cards the viewer sees; the
    offset after them."""
    game = view.turn.poker
    if game is None or not game.real_deal or not game.hands:
        return at + _DEAL + _DEAL_SEAT * seats.n
    level = max(game.paid)
    mine: tuple[StandardCard, ...] = ()
    if view.player is not None and view.player in game.players:
        mine = game.hands[game.players.index(view.player)]
    out[at : at + 3] = (1.0, game.raises / MAX_RAISES, _capped(level, _POT))
    at = _cards_of(out, at + 3, mine)
    at = _cards_of(out, at, game.drawn)
    hands = dict(zip(game.players, game.hands, strict=True))
    paid = dict(zip(game.players, game.paid, strict=True))
    for s in seats.order:
        out[at : at + 2] = (float(s in hands and s not in game.out), _capped(paid.get(s, 0), _POT))
        at = _cards_of(out, at + 2, hands.get(s, ()))
    return at


def _cards_of(out: list[float], at: int, cards: tuple[StandardCard, ...]) -> int:
    """One flag per standard card from ``out[at]``, in deck order: whether it is among
    ``cards``; the offset after them."""
    for card in cards:
        k = _DECK_INDEX.get(card)
        if k is not None:  # not a card of the deck: none of the flags
            out[at + k] = 1.0
    return at + len(DECK)


def _poker(out: list[float], at: int, view: View, seats: _Seats) -> int:
    """The poker game under way: the stake and the pot, who is in, and the cards seen;
    the offset after them."""
    game = view.turn.poker
    if game is None:
        return at + _POKER + (6 + _POKER_SEAT) * seats.n
    out[at : at + _POKER] = (
        1.0,
        float(game.revealed),
        _capped(game.stake, _STAKE),
        _capped(game.pot, _POT),
        _capped(sum(coup.shots for coup in game.opening), _OPENING),
    )
    at += _POKER
    cheater, victim = (None, None) if game.cheat is None else game.cheat
    for seat in (game.challenger, game.challenged, game.asker, cheater, victim, game.trigger):
        at = seats.of(out, at, seat)
    cards = dict(zip(game.players, game.cards, strict=False))
    placed = dict(zip(game.players, view.placed, strict=False))
    for seat in game.players:  # every participant is a seat of the game
        seats.relative(seat)
    revolvers = view.setup.options.content.revolvers
    for s in seats.order:
        card = cards.get(s)
        number = None if card is None else card.number
        out[at : at + _POKER_SEAT] = (
            float(s in game.players),
            float(s in game.asked),
            float(s in game.out),
            float(s in game.fled),
            float(placed.get(s, False)),
            0.0 if number is None else number / len(_PLAYING),
            float(number is not None and number in revolvers),
        )
        at += _POKER_SEAT
    return at
