"""*Rattlesnake City*'s options, steps, actions and states: frozen values, no rules.

Seats are ints in clockwise order: seat ``s + 1`` sits on seat ``s``'s left. Tiles,
cards and places are their enum members (:mod:`~.rattlesnake_city.content`); a hand is
a tuple in enum order; a pile is a :class:`~frontier_games.deck.Deck`. Money is in
dollars, always whole $1,000 bills.

A turn runs through the :class:`Step` members in the rulebook's order: the tile, the
draw, the miscellaneous cards (with the offers to buy or sell them), the bank attack
and the poker game (in either order), and the income. Every decision another seat makes
during a turn (answering an offer, defending a bank, a gunfight's replies) is a step of
that turn in which the other seat acts.
"""

from __future__ import annotations

import enum

from frontier_games.core import Action, Frozen, action_class, frozen_class
from frontier_games.deck import Deck, DeckView
from frontier_games.games.rattlesnake_city.content import (
    STANDARD_CONTENT,
    Building,
    Card,
    Content,
    Coup,
    Line,
    Place,
    Tile,
    Town,
)
from frontier_games.games.rattlesnake_city.gunfight import Gunfight
from frontier_games.games.rattlesnake_city.poker import StandardCard
from frontier_games.messages import position_repr, safe_repr, seat, view_kind
from frontier_games.rng import Rng

__all__ = [
    "Answer",
    "AskLowerStake",
    "AskToBuy",
    "Attack",
    "AttackBank",
    "Board",
    "Built",
    "Call",
    "CatchJoe",
    "Challenge",
    "Cheat",
    "Defend",
    "Discard",
    "DrawCards",
    "DrawRevolver",
    "DrawThree",
    "Dynamite",
    "DynamiteTrack",
    "Fire",
    "Fold",
    "Loot",
    "Offer",
    "OfferSale",
    "Options",
    "Pass",
    "Piles",
    "PlaceBuilding",
    "PlaceSaloon",
    "PlayCard",
    "PlayCoyote",
    "PlayPermanent",
    "PlayProfessional",
    "Poker",
    "Raise",
    "RattlesnakeAction",
    "RepairTrack",
    "ReplaceCard",
    "Seat",
    "SeatView",
    "Setup",
    "State",
    "StationBonus",
    "Step",
    "StrokeOfFate",
    "Surrender",
    "SwapCards",
    "TakeDrawn",
    "TakeUp",
    "TarAndFeather",
    "Turn",
    "View",
    "Withdraw",
]


class StationBonus(enum.Enum):
    """How connected stations earn, for three or more (both readings give an extra
    $2,000 for two, $1,000 to each town's owner)."""

    PER_STATION = "per station"
    """Each station connected to another earns an extra $1,000: "three connected
    stations earn an additional 3,000 $" (the default)."""
    PER_CONNECTION = "per connection"
    """Each station earns an extra $1,000 "for each station connected" to it: three
    connected stations earn an extra $6,000."""

    __hash__ = object.__hash__


@frozen_class
class Options(Frozen):
    """The game's settings; every one is checked when a game is set up.

    :ivar content: the stand-ins (see :mod:`~.rattlesnake_city.content`).
    :ivar first_player: the seat that places its saloon first, or ``None`` (the
        default) for a seat drawn from the game's seed ("a first player is determined at
        random").
    :ivar starting_income: where the income markers start: $0 as the rulebook says, or
        $1,000 as one review has it (an income every player earns throughout).
    :ivar station_bonus: how three or more connected stations earn.
    :ivar open_money: whether every view shows every seat's money. By the rulebook
        "each player's money is kept secret", though every payment is made in the open.
    :ivar offers_per_turn: the most offers to buy or sell cards a player makes in a
        turn (the rulebook sets none; a bound keeps every game finite).
    :ivar real_deal: the variant: a challenger may play a "real" deal of five-card draw
        with a standard deck instead of the normal rules (needs the poker library
        *pokerkit*: ``pip install 'frontier-games[poker]'``).
    :ivar stake_menu: whether a challenger chooses its stake from the short menu of
        :data:`~.rattlesnake_city.position.STAKE_MENU` ($1,000, $2,000, $5,000, $10,000 or
        $20,000) rather than any whole number of $1,000 bills it holds ("they decide the
        amount of the stake"): fewer choices for a bot or a menu. Rules version 1 played
        the menu.
    :ivar smallest_replies: whether a gunfight's reply lays down only cards it needs to
        exceed the others (the smallest sufficient replies), rather than any cards that
        exceed ("at least one additional shot"), and a gunfight after poker opens with
        only the cards it needs to reach a shot, rather than as a bank attack does (no
        card with a free shot, or any one coup card): fewer choices. Rules version 1
        played the smallest replies and openings.
    """

    content: Content = STANDARD_CONTENT
    first_player: int | None = None
    starting_income: int = 0
    station_bonus: StationBonus = StationBonus.PER_STATION
    open_money: bool = False
    offers_per_turn: int = 2
    real_deal: bool = False
    stake_menu: bool = False
    smallest_replies: bool = False


class Step(enum.Enum):
    """Where a turn is; the value says it in words."""

    SALOON = "place a saloon"
    """Setup: in turn, each player places its saloon in a town nobody has chosen."""
    TILE = "place the tile"
    """1. The tile drawn goes on the board."""
    DRAW = "draw cards"
    """2. One action card or two coup cards."""
    CARDS = "play, buy or sell cards"
    """3. Miscellaneous cards played, offered or asked for, as long as the player likes."""
    ANSWER = "answer an offer"
    """3. The seat offered a sale (or asked for a card) accepts or declines."""
    SHOWDOWN = "attack a bank"
    """4. A bank attack and/or a poker game, in either order, each once at most."""
    DEFEND = "defend the bank"
    """4. The player whose bank is attacked admits defeat or defends it, not knowing the
    card the attacker placed face down."""
    GUNFIGHT = "gunfight"
    """4. A participant of a gunfight replies with more shots, or withdraws."""
    CHALLENGED = "answer a poker challenge"
    """4. The challenged player takes up the challenge (proving, if it must, that it
    cannot cover the stake) or avoids it with a Yellow-Livered Coyote."""
    JOIN = "join the poker game"
    """4. In turn, every other player joins the game for the stake, asks the challenger
    to lower it, or stays out."""
    LOWER = "lower the stake"
    """4. The challenger agrees, or not, to lower the stake for a poorer player."""
    CARDS_DOWN = "choose a playing card"
    """4. Every participant but the challenged player chooses a playing card face down,
    all at once."""
    LAST_CARD = "place the last card"
    """4. The challenged player places its playing card last, or none."""
    REACT = "cheat, or not"
    """4. The cards revealed, in turn each participant may play a Cheater or a
    Professional Player, until all pass."""
    TAR = "tar and feather the cheater"
    """4. After a Cheater, any other player may play Tar & Feathers."""
    REVOLVER = "draw a revolver"
    """4. A loser who played a card showing a revolver may start a gunfight."""
    EXCHANGE = "exchange cards"
    """4. The real deal: in turn, each participant discards up to three of its five
    cards and draws as many."""
    BET = "bet"
    """4. The real deal: in turn, each participant raises, matches the others, or
    folds."""
    REPLACE = "replace a card"
    """4. The real deal: in turn, each participant may replace one of its cards with a
    playing card, before the hands are revealed."""
    IMPROVE = "improve the hand"
    """4. The real deal: a Professional Player has drawn three cards and takes those it
    wants in place of its own."""
    RUN = "run away"
    """4. Before the gunfight, each other participant may run away with the money by
    playing a Yellow-Livered Coyote."""
    OVER = "over"

    __hash__ = object.__hash__


# -- actions ------------------------------------------------------------------------------
# Every action hashes once (cache_hash): ``apply`` looks each one up in its kind's space,
# and the listings hand out the same objects move after move.


@action_class(cache_hash=True)
class PlaceSaloon(Action):
    """Setup: ``player`` places its saloon on space ``space`` of ``town``, which becomes
    its town."""

    player: int
    town: Town
    space: int


@action_class(cache_hash=True)
class PlaceBuilding(Action):
    """1. ``player`` places the building tile it drew on space ``space`` of ``place``."""

    player: int
    place: Place
    space: int


@action_class(cache_hash=True)
class RepairTrack(Action):
    """1. ``player`` places the track tile it drew on section ``section`` of ``line``, a
    broken section of the same shape."""

    player: int
    line: Line
    section: int


@action_class(cache_hash=True)
class DrawCards(Action):
    """2. ``player`` draws one action card, or two coup cards if ``coups``."""

    player: int
    coups: bool


@action_class(cache_hash=True)
class PlayPermanent(Action):
    """3. ``player`` places a permanent-effect card from its hand in front of ``target``
    (itself or an opponent)."""

    player: int
    card: Card
    target: int


@action_class(cache_hash=True)
class Dynamite(Action):
    """3. ``player`` plays a Dynamitero on the building on space ``space`` of ``place``
    (never a saloon): the building is removed from the game."""

    player: int
    place: Place
    space: int


@action_class(cache_hash=True)
class DynamiteTrack(Action):
    """3. ``player`` plays a Dynamitero on section ``section`` of ``line``, in good
    condition: it is broken again (a track tile on it is removed from the game)."""

    player: int
    line: Line
    section: int


@action_class(cache_hash=True)
class StrokeOfFate(Action):
    """3. ``player`` plays a Stroke of Fate: the permanent-effect card ``card`` in front
    of ``target`` is discarded."""

    player: int
    target: int
    card: Card


@action_class(cache_hash=True)
class CatchJoe(Action):
    """3. ``player`` plays its Bounty Hunter on the Joe ``joe`` in front of ``target``:
    the Joe is discarded and ``player`` collects the bounty."""

    player: int
    target: int
    joe: Card


@action_class(cache_hash=True)  # a key of the codec's table, looked up by the hundred
class OfferSale(Action):
    """3. ``player`` offers ``buyer`` its miscellaneous card ``card`` for ``price``."""

    player: int
    buyer: int
    card: Card
    price: int


@action_class(cache_hash=True)  # a key of the codec's table, looked up by the hundred
class AskToBuy(Action):
    """3. ``player`` asks ``seller`` for its miscellaneous card ``card``, for ``price``."""

    player: int
    seller: int
    card: Card
    price: int


@action_class(cache_hash=True)
class Answer(Action):
    """3. The seat offered a sale, or asked for a card, accepts the offer (``yes``) or
    declines it."""

    player: int
    yes: bool


@action_class(cache_hash=True)
class AttackBank(Action):
    """4. ``player`` attacks the bank in ``target``'s town, placing the coup card
    ``coup`` face down in front of it, or none (``None``) if a permanent-effect card
    gives it a free shot."""

    player: int
    target: int
    coup: Coup | None


@action_class(cache_hash=True)
class Surrender(Action):
    """4. ``player``, whose bank is attacked, admits defeat: it gives the attacker half of
    its money."""

    player: int


@action_class(cache_hash=True)
class Defend(Action):
    """4. ``player``, whose bank is attacked, defends it: the attacker's face-down card is
    revealed, and the gunfight begins."""

    player: int


@action_class(cache_hash=True)
class Fire(Action):
    """4. ``player`` places the coup cards ``coups`` in a gunfight (defending its bank,
    or replying), its shots then exceeding everyone's."""

    player: int
    coups: tuple[Coup, ...]


@action_class(cache_hash=True)
class Withdraw(Action):
    """4. ``player`` cannot, or will not, exceed the others' shots: it is out of the
    gunfight."""

    player: int


@action_class(cache_hash=True)
class Challenge(Action):
    """4. ``player`` challenges ``opponent`` to a poker game, placing ``stake`` on the
    table (the blind of a real deal, if ``real_deal``: the variant)."""

    player: int
    opponent: int
    stake: int
    real_deal: bool = False


@action_class(cache_hash=True)
class PlayCoyote(Action):
    """4. ``player`` plays a Yellow-Livered Coyote: it refuses the poker game it is
    challenged to, or runs away from the gunfight with the money on the table."""

    player: int


@action_class(cache_hash=True)
class TakeUp(Action):
    """4. ``player`` takes up the challenge, or joins the game, placing the stake (the
    challenged player who cannot cover it reveals its fortune and places all of it)."""

    player: int


@action_class(cache_hash=True)
class AskLowerStake(Action):
    """4. ``player``, too poor for the stake, asks the challenger to lower it to all its
    money."""

    player: int


@action_class(cache_hash=True)
class PlayCard(Action):
    """4. ``player`` places the playing card ``card`` face down in a poker game."""

    player: int
    card: Card


@action_class(cache_hash=True)
class Cheat(Action):
    """4. ``player`` plays a Cheater: its revealed card and ``opponent``'s swap."""

    player: int
    opponent: int


@action_class(cache_hash=True)
class PlayProfessional(Action):
    """4. ``player`` plays a Professional Player: it takes back its revealed card and
    shows ``card`` from its hand instead."""

    player: int
    card: Card


@action_class(cache_hash=True)
class TarAndFeather(Action):
    """4. ``player`` plays Tar & Feathers on the cheater: the swap is undone, the cheater
    is out and its stake is shared among all the other players."""

    player: int


@action_class(cache_hash=True)
class DrawRevolver(Action):
    """4. ``player``, a loser who played a card showing a revolver, starts a gunfight
    with the coup cards ``coups`` (or none, with a free shot)."""

    player: int
    coups: tuple[Coup, ...]


@action_class(cache_hash=True)
class Discard(Action):
    """4. The real deal: ``player`` discards ``card`` from its hand, to draw another."""

    player: int
    card: StandardCard


@action_class(cache_hash=True)
class Raise(Action):
    """4. The real deal: ``player`` raises the bet by the blind."""

    player: int


@action_class(cache_hash=True)
class Call(Action):
    """4. The real deal: ``player`` matches the highest bet (or checks, if it has)."""

    player: int


@action_class(cache_hash=True)
class Fold(Action):
    """4. The real deal: ``player`` gives up its hand and what it has bet."""

    player: int


@action_class(cache_hash=True)
class ReplaceCard(Action):
    """4. The real deal: ``player`` replaces the card ``standard`` of its hand with its
    playing card ``card``, which stands for another."""

    player: int
    card: Card
    standard: StandardCard


@action_class(cache_hash=True)
class SwapCards(Action):
    """4. The real deal: ``player`` plays a Cheater, swapping its card ``mine`` for
    ``opponent``'s card ``theirs``."""

    player: int
    opponent: int
    mine: StandardCard
    theirs: StandardCard


@action_class(cache_hash=True)
class DrawThree(Action):
    """4. The real deal: ``player`` plays a Professional Player and draws the first three
    cards of the pile."""

    player: int


@action_class(cache_hash=True)
class TakeDrawn(Action):
    """4. The real deal: ``player`` takes the card ``drawn`` in place of its card
    ``instead_of``."""

    player: int
    drawn: StandardCard
    instead_of: StandardCard


@action_class(cache_hash=True)
class Pass(Action):
    """``player`` is done with this step: with its cards (3), or with attacks and poker,
    collecting its income (4 and 5)."""

    player: int


RattlesnakeAction = (
    PlaceSaloon | PlaceBuilding | RepairTrack | DrawCards | PlayPermanent | Dynamite
    | DynamiteTrack | StrokeOfFate | CatchJoe | OfferSale | AskToBuy | Answer | AttackBank
    | Surrender | Defend | Fire | Withdraw | Challenge | PlayCoyote | TakeUp | AskLowerStake
    | PlayCard | Cheat | PlayProfessional | TarAndFeather | DrawRevolver | Discard | Raise
    | Call | Fold | ReplaceCard | SwapCards | DrawThree | TakeDrawn | Pass
)  # fmt: skip
"""Every *Rattlesnake City* action."""


# -- states -------------------------------------------------------------------------------


@frozen_class(cache_hash=True)  # the key of the moves' spaces, looked up at every move
class Setup(Frozen):
    """What stays fixed through a game: the options and the player count."""

    options: Options
    players: int


@frozen_class(cache_hash=True)  # every income looks its mines and banks up
class Built(Frozen):
    """A building on the board.

    :ivar place: the town, grassland or mountain.
    :ivar space: the space's number in that place.
    :ivar building: what stands there.
    :ivar placer: the seat that placed it.
    :ivar earner: the seat its $1,000 goes to: the owner of the nearest saloon, or the
        placer on a strict tie (``None`` for a building that earns nothing). Saloons
        never move, so this is fixed when the building is placed, as the marker the
        rulebook puts on a disputed building.
    """

    place: Place
    space: int
    building: Building
    placer: int
    earner: int | None


@frozen_class(cache_hash=True)  # the incomes and the observation are memos by board
class Board(Frozen):
    """What stands in the valley, all of it in the open.

    :ivar buildings: the buildings, saloons included, in the order they were placed.
    :ivar broken: the railway sections in poor condition, as ``(line, section)``.
    :ivar repaired: the sections a track tile repaired, as ``(line, section)`` (a
        Dynamitero removes the tile with the track).
    """

    buildings: tuple[Built, ...]
    broken: frozenset[tuple[Line, int]]
    repaired: frozenset[tuple[Line, int]] = frozenset()


@frozen_class
class Seat(Frozen):
    """A player's money and cards.

    :ivar money: dollars (secret to the others unless ``Options.open_money``).
    :ivar hand: its action cards, in enum order (secret).
    :ivar coups: its coup cards, in enum order (secret).
    :ivar front: the permanent-effect cards in front of it, in the order placed.
    :ivar town: the town its saloon makes its own, ``None`` before it places it.
    """

    money: int
    hand: tuple[Card, ...] = ()
    coups: tuple[Coup, ...] = ()
    front: tuple[Card, ...] = ()
    town: Town | None = None


@frozen_class
class Piles(Frozen):
    """The bag and the draw piles.

    :ivar bag: the tiles still in the bag (its order is chance, hidden).
    :ivar actions: the action cards' draw pile and discards.
    :ivar coups: the coup cards' draw pile and discards.
    :ivar removed: the tiles removed from the game (destroyed, or fitting nowhere).
    :ivar unrevealed: where the action cards discarded without being revealed lie in
        the action cards' discard pile (``0`` is its bottom), in increasing order: a poker
        card its player "discards ... without revealing it". They lie face down; the
        discard pile keeps its order, and a reshuffle of the discards forgets them.
    """

    bag: Deck[Tile]
    actions: Deck[Card]
    coups: Deck[Coup]
    removed: tuple[Tile, ...] = ()
    unrevealed: tuple[int, ...] = ()


@frozen_class
class Offer(Frozen):
    """An offer awaiting its answer: ``seller`` gives ``card`` to ``buyer`` for
    ``price``; ``asked`` is the seat that must answer."""

    seller: int
    buyer: int
    card: Card
    price: int
    asked: int


@frozen_class
class Attack(Frozen):
    """A bank attack under way: ``attacker`` against the bank of ``target``, with the
    coup card it placed face down (``None`` for a free shot)."""

    attacker: int
    target: int
    coup: Coup | None


@frozen_class
class Loot(Frozen):
    """What a bank attack just took, told to every seat: money is secret "except when a
    bank is attacked". ``amount`` went from ``target`` (the bank's owner) to the player
    whose turn it is, the attacker."""

    target: int
    amount: int


@frozen_class
class Poker(Frozen):
    """A poker game under way.

    :ivar challenger: the player whose turn it is.
    :ivar challenged: the opponent it challenged.
    :ivar stake: what every participant bets.
    :ivar players: the participants, clockwise from the challenger (the challenged
        player among them unless it refused).
    :ivar asked: the seats still to decide at this step, in the order they decide.
    :ivar cards: each participant's playing card (in ``players`` order), face down until
        revealed; ``None`` for none.
    :ivar revealed: whether the cards are face up.
    :ivar pot: the money on the table.
    :ivar out: participants who lost their stake before the showdown (the challenged
        player who placed no card, a tarred cheater).
    :ivar asker: the poorer player asking the challenger to lower the stake.
    :ivar cheat: the last swap, ``(cheater, opponent)``, while Tar & Feathers may undo it.
    :ivar fled: the participants who ran away from the gunfight.
    :ivar trigger: the loser who started the gunfight.
    :ivar opening: the coup cards it opened the gunfight with.
    :ivar real_deal: whether this is a real deal (the variant).
    :ivar hands: a real deal's hands of standard cards (in ``players`` order, each in
        deck order).
    :ivar deck: the standard cards left to draw (``deck[-1]`` comes next).
    :ivar paid: what each participant has bet (in ``players`` order).
    :ivar raises: the raises made so far.
    :ivar replaced: the playing card each participant put in its hand, if any.
    :ivar drawn: the cards a Professional Player drew, while it chooses.
    :ivar tarred: in a real deal, the holders of two identical cards the others have
        been asked about (Tar & Feathers).
    """

    challenger: int
    challenged: int
    stake: int
    players: tuple[int, ...]
    asked: tuple[int, ...]
    cards: tuple[Card | None, ...] = ()
    revealed: bool = False
    pot: int = 0
    out: tuple[int, ...] = ()
    asker: int | None = None
    cheat: tuple[int, int] | None = None
    fled: tuple[int, ...] = ()
    trigger: int | None = None
    opening: tuple[Coup, ...] = ()
    real_deal: bool = False
    hands: tuple[tuple[StandardCard, ...], ...] = ()
    deck: tuple[StandardCard, ...] = ()
    paid: tuple[int, ...] = ()
    raises: int = 0
    replaced: tuple[Card | None, ...] = ()
    drawn: tuple[StandardCard, ...] = ()
    tarred: tuple[int, ...] = ()


@frozen_class
class Turn(Frozen):
    """Whose turn it is and where it is.

    :ivar seat: the player whose turn it is.
    :ivar step: the step of the turn.
    :ivar tile: the tile drawn this turn, while it waits to be placed.
    :ivar offers: the offers made this turn.
    :ivar offer: the offer awaiting an answer.
    :ivar attacked: whether the player attacked a bank this turn.
    :ivar challenged: whether the player challenged someone to poker this turn.
    :ivar attack: the bank attack under way.
    :ivar fight: the gunfight under way.
    :ivar poker: the poker game under way.
    :ivar loot: what the bank attack just resolved took (the loot, possibly $0; or
        nothing, ``None``, when the attack failed), public, until the player's next move.
    """

    seat: int
    step: Step
    tile: Tile | None = None
    offers: int = 0
    offer: Offer | None = None
    attacked: bool = False
    challenged: bool = False
    attack: Attack | None = None
    fight: Gunfight | None = None
    poker: Poker | None = None
    loot: Loot | None = None


@frozen_class
class State(Frozen):
    """A whole position.

    :ivar setup: the options and the player count.
    :ivar board: what stands in the valley.
    :ivar seats: each player's money and cards.
    :ivar piles: the bag and the decks.
    :ivar turn: whose turn, and where it is.
    :ivar winner: the seat that reached the winning money, once one has.
    :ivar rng: the generator that draws the tiles and shuffles the decks.
    """

    setup: Setup
    board: Board
    seats: tuple[Seat, ...]
    piles: Piles
    turn: Turn
    rng: Rng
    winner: int | None = None

    @safe_repr
    def __repr__(self) -> str:
        """``<rattlesnake-city State: 40 tiles in the bag, 3 players, seat 1's turn, draw
        cards>``: short (the full form is :func:`~frontier_games.serialization.to_json`)."""
        where = _where(len(self.piles.bag.draw_pile), self.setup.players, self.turn, self.winner)
        return position_repr("rattlesnake-city", "State", *where)


@frozen_class
class SeatView(Frozen):
    """What every seat sees of a player.

    :ivar money: its dollars, ``None`` when they are secret from the viewer.
    :ivar cards: how many action cards it holds.
    :ivar coups: how many coup cards it holds.
    :ivar front: the permanent-effect cards in front of it, in the order placed.
    :ivar town: its town, ``None`` before it places its saloon.
    """

    money: int | None
    cards: int
    coups: int
    front: tuple[Card, ...]
    town: Town | None


@frozen_class
class View(Frozen):
    """What a seat (or a spectator, ``player=None``) sees: the board, the cards in front
    of the players, the tile drawn, offers, gunfights and revealed poker cards are public;
    hands of action and coup cards, money (unless ``Options.open_money``; but what a bank
    attack takes is told, ``turn.loot``), the order of the bag and of the draw piles, a
    card placed face down (an attacker's coup card, a poker card before the reveal, a
    poker card discarded unrevealed) and the generator are not.

    :ivar player: whose view, ``None`` for a spectator.
    :ivar setup: the options and the player count.
    :ivar board: what stands in the valley.
    :ivar seats: what every seat sees of each player.
    :ivar hand: the viewer's action cards, in enum order (empty for a spectator).
    :ivar coups: the viewer's coup cards, in enum order.
    :ivar total_money: the money all players hold together (every payment is public).
    :ivar turn: whose turn and where it is, with what is face down hidden: an attack's
        coup card is ``None`` while it lies face down (unless the viewer placed it), and
        so are other seats' poker cards before the reveal.
    :ivar face_down: whether an attacker's coup card lies face down.
    :ivar placed: in a poker game, whether each participant (in ``players`` order) has
        placed its card.
    :ivar bag: how many tiles are left in the bag.
    :ivar actions: the action cards' draw pile (its size) and discards (face up, but
        for those discarded unrevealed: see ``unrevealed``).
    :ivar coup_pile: the coup cards' draw pile (its size) and discards (face up).
    :ivar removed: the tiles removed from the game.
    :ivar winner: the seat that reached the winning money, once one has.
    :ivar held: in a real deal, how many standard cards each participant holds (in
        ``players`` order; the others' hands are hidden until the reveal); and how many
        a Professional Player drew, last.
    :ivar unrevealed: where the cards discarded without being revealed lie in the action
        cards' discard pile (``0`` is its bottom): ``actions.discard_pile`` lists only the
        others, face up, while ``actions.discard_size`` counts them all.
    """

    player: int | None
    setup: Setup
    board: Board
    seats: tuple[SeatView, ...]
    hand: tuple[Card, ...]
    coups: tuple[Coup, ...]
    total_money: int
    turn: Turn
    face_down: bool
    placed: tuple[bool, ...]
    bag: int
    actions: DeckView[Card]
    coup_pile: DeckView[Coup]
    removed: tuple[Tile, ...]
    winner: int | None
    held: tuple[int, ...] = ()
    unrevealed: tuple[int, ...] = ()

    @safe_repr
    def __repr__(self) -> str:
        """``<rattlesnake-city View of seat 0: 40 tiles in the bag, 3 players, seat 1's
        turn, draw cards>``: short, as a state's (the full form is
        :func:`~frontier_games.serialization.to_json`)."""
        where = _where(self.bag, self.setup.players, self.turn, self.winner)
        return position_repr("rattlesnake-city", view_kind(self.player), *where)

    def _repr_svg_(self) -> str:
        """The view's picture (:func:`~frontier_games.games.rattlesnake_city.svg`), which notebooks
        show for a view."""
        from frontier_games.games.rattlesnake_city.picture import svg  # it imports this module

        return svg(self)


def _where(bag: int, players: int, turn: Turn, winner: int | None) -> tuple[str, ...]:
    """Where a game stands, for the ``repr`` of a state or a view: the tiles left, the
    players, whose turn it is and its step (in some steps another seat decides: the
    step says which); once the game is over, the seat that reached the winning money."""
    now = (f"{bag} tiles in the bag", f"{players} players")
    if turn.step is Step.OVER:
        return (*now, "game over") if winner is None else (*now, "game over", f"{seat(winner)} won")
    return (*now, f"{seat(turn.seat)}'s turn", turn.step.value)
