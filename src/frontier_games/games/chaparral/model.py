"""*Chaparral*'s options, phases, actions and states: frozen values, no rules.

Seats are ints in clockwise order: seat ``s + 1`` sits on seat ``s``'s left. Cards and
tokens are their enum members (:mod:`~frontier_games.games.chaparral.content`); a row of
them in front of a player is a tuple in enum order; a deck is a tuple whose end is its
top card.

A round runs through the :class:`Phase` members in the rulebook's order. Phase 2, Stage 1
(the bonus tokens) needs no decision and happens as Phase 1 ends. In Stage 3 a player's
turn is a sequence of small decisions: which of its characters (or alley cowboys) to act
with next, then that character's own choices, until it passes.
"""

from __future__ import annotations

import enum

from frontier_games.core import Action, Frozen, action_class, frozen_class
from frontier_games.games.chaparral.content import (
    STANDARD_CONTENT,
    BonusToken,
    Business,
    Character,
    Content,
    Event,
    Farm,
    Good,
    Objective,
    Stagecoach,
)
from frontier_games.messages import position_repr, safe_repr, seat, view_kind
from frontier_games.rng import Rng

__all__ = [
    "Allocate",
    "ArrangeEvents",
    "Block",
    "Board",
    "Bribe",
    "Build",
    "BuyBusiness",
    "BuyFarm",
    "ChaparralAction",
    "City",
    "Donate",
    "EnterAlley",
    "Host",
    "Influence",
    "Mine",
    "Options",
    "Pass",
    "Penalty",
    "PenaltyKind",
    "Perform",
    "Phase",
    "PlayerBoard",
    "RemoveApache",
    "Section",
    "Sell",
    "Setup",
    "State",
    "Step",
    "TakePrize",
    "TakeStagecoach",
    "Turn",
    "UseAlley",
    "View",
]


@frozen_class
class Options(Frozen):
    """The game's settings; every one is checked when a game is set up.

    :ivar content: the stand-ins (see :mod:`~frontier_games.games.chaparral.content`).
    :ivar first_player: the seat that takes the Starting Player token at setup, or
        ``None`` (the default) for a seat drawn from the game's seed.
    :ivar alley_any_character: whether an alley cowboy may act as a character nobody
        allocated a cowboy to. The rulebook's alley is for "a blocked character, that
        is, one already chosen by an opponent", and an empty character "is simply ignored
        during the round": ``False`` by default.
    """

    content: Content = STANDARD_CONTENT
    first_player: int | None = None
    alley_any_character: bool = False


class Phase(enum.Enum):
    """Where a round is."""

    ALLOCATION = "allocate cowboys"
    """Phase 1: in turn, each player puts a cowboy on a free character or in the alley
    (with two players, the first two rounds of allocation also block a character)."""
    INFLUENCE = "place influence"
    """Phase 2, Stage 2: in turn, each player places up to three influence markers
    through its characters (Stage 1, the bonus tokens, is over by then)."""
    ACTIONS = "character actions"
    """Phase 2, Stage 3: in turn, each player acts with its characters and alley cowboys
    in the order it chooses."""
    LOSSES = "losses and damages"
    """The end of Phase 2 under Losses and Damages: each player in turn picks its
    penalty."""
    END_OF_PHASE = "end of Phase 2"
    """The objectives claimed at the end of Phase 2: a player that may give to the
    Church (Benefactor) decides whether to."""
    OVER = "over"

    __hash__ = object.__hash__


class Step(enum.Enum):
    """What the player whose Stage 3 turn it is must decide now."""

    CHOOSE = "choose"
    """Its next character or alley cowboy, a free decision (host, bribe, the Apache
    token), or passing to end its turn."""
    ARRANGE_EVENTS = "arrange events"
    """Sheriff: which of the top three events goes to the bottom, and the order of the
    other two."""
    STAGECOACH = "stagecoach"
    """Mayor: $10 or the politician on the stagecoach."""
    FARMS = "farms"
    """Farmer: buy a farm, or stop."""
    SHEEP_INFLUENCE = "sheep influence"
    """A sheep farm's bonus: one marker on a business where the player has none."""
    SALES = "sales"
    """Merchant: the seat to sell picks the farm it sells from."""
    RAILWAY = "railway"
    """Railway Chief: build segments of a section, or stop."""
    MINE = "mine"
    """Miner: how much iron and gold to take."""
    BUSINESSES = "businesses"
    """Notary: buy a business, or stop."""
    APACHE = "apache"
    """General Custer: remove an Apache, or stop."""
    PRIZE = "prize"
    """A finished railway section: gold bars or dollars."""

    __hash__ = object.__hash__


class PenaltyKind(enum.Enum):
    """The three penalties of Losses and Damages."""

    MARKERS = "remove 2 influence markers"
    COWBOYS = "move back 2 cowboys"
    MONEY = "pay $20"


# -- actions ---------------------------------------------------------------------------


@action_class
class Allocate(Action):
    """Phase 1: put a cowboy on ``character`` (free: no cowboy on it yet)."""

    player: int
    character: Character


@action_class
class EnterAlley(Action):
    """Phase 1: put a cowboy in the alley (the left space if it is free: $5, else the
    right: $10; paid when used, with a cowboy lost from the track)."""

    player: int


@action_class
class Block(Action):
    """Two players, Phase 1: block ``character`` with a red cowboy."""

    player: int
    character: Character


@action_class
class Influence(Action):
    """Stage 2: through ``character`` (one of the player's), place a marker on
    ``business`` (one of the two it shows). In a sheep farm's bonus ``character`` is
    ``None`` and ``business`` any business where the player has no marker."""

    player: int
    character: Character | None
    business: Business


@action_class
class Pass(Action):
    """Declines what is asked: no more influence, no more purchases or segments, no
    Apache removed, no gift to the Church; at the choice of the next character, it ends
    the player's Stage 3 turn."""

    player: int


@action_class
class Perform(Action):
    """Stage 3: act as ``character``, on which the player has a cowboy."""

    player: int
    character: Character


@action_class
class UseAlley(Action):
    """Stage 3: act as ``character`` with one of the player's alley cowboys (the
    cheapest not used yet)."""

    player: int
    character: Character


@action_class
class ArrangeEvents(Action):
    """Sheriff: ``bottom`` of the top three events goes to the bottom of the deck; the
    other two go back on top, ``top`` first (the new top card)."""

    player: int
    bottom: Event
    top: tuple[Event, ...]


@action_class
class TakeStagecoach(Action):
    """Mayor, a stagecoach with a politician: take the politician (``True``) or $10."""

    player: int
    politician: bool


@action_class
class BuyFarm(Action):
    """Farmer: buy ``farm`` (one of a kind the player does not have)."""

    player: int
    farm: Farm


@action_class
class Sell(Action):
    """Merchant: sell the production of the player's farm ``farm`` on the market."""

    player: int
    farm: Farm


@action_class
class Build(Action):
    """Railway Chief: build the next ``segments`` segments of the section of ``good``."""

    player: int
    good: Good
    segments: int


@action_class
class Mine(Action):
    """Miner: take ``iron`` and ``gold`` (within the cowboys' capacity)."""

    player: int
    iron: int
    gold: int


@action_class
class BuyBusiness(Action):
    """Notary: buy ``business``, where the player has an influence marker."""

    player: int
    business: Business


@action_class
class RemoveApache(Action):
    """General Custer, or the player's coloured Apache token: remove the Apache attached
    to ``farm`` (one of the player's, or one still on the table)."""

    player: int
    farm: Farm
    token: bool = False


@action_class
class TakePrize(Action):
    """A finished railway section: the gold bars (``True``) or the dollars."""

    player: int
    gold: bool


@action_class
class Host(Action):
    """Host the politician the player holds on its farm ``farm`` (no politician there)."""

    player: int
    farm: Farm


@action_class
class Bribe(Action):
    """Privileges: spend two gold bars on the politician the player hosts."""

    player: int


@action_class
class Donate(Action):
    """Benefactor, at the end of Phase 2: give $50 and a gold bar to the Church."""

    player: int


@action_class
class Penalty(Action):
    """Losses and Damages: the penalty the player takes; for ``MARKERS``, the two
    businesses whose influence markers it removes."""

    player: int
    kind: PenaltyKind
    markers: tuple[Business, ...] = ()


ChaparralAction = (
    Allocate | EnterAlley | Block | Influence | Pass | Perform | UseAlley | ArrangeEvents
    | TakeStagecoach | BuyFarm | Sell | Build | Mine | BuyBusiness | RemoveApache | TakePrize
    | Host | Bribe | Donate | Penalty
)  # fmt: skip
"""Any *Chaparral* action."""


# -- the state ---------------------------------------------------------------------------


@frozen_class(cache_hash=True)  # hashed once: the moves' spaces are kept by configuration
class Setup(Frozen):
    """What never changes in a game.

    :ivar options: the options.
    :ivar players: how many seats play.
    :ivar farms: the farm cards in the game (two of each animal with two players, as
        many wheat farms as players).
    """

    options: Options
    players: int
    farms: tuple[Farm, ...]


@frozen_class(cache_hash=True)  # hashed once: the features remember each board's part
class PlayerBoard(Frozen):
    """A player's mini-board and what lies in front of it.

    :ivar money: dollars.
    :ivar cowboys: its marker on the cowboy track of the board (0 to 10).
    :ivar iron: its iron (0 to 10).
    :ivar gold: its gold bars (0 to 4).
    :ivar settlers: settler tokens.
    :ivar influence: the businesses where it has an influence marker (not bought).
    :ivar owned: the businesses it bought (its marker on the price space).
    :ivar farms: its farms.
    :ivar politicians: its farms hosting a politician.
    :ivar politician: whether it holds a politician to host by the end of the round.
    :ivar stagecoaches: the stagecoach cards in front of it.
    :ivar apaches: the Apaches it removed with General Custer, kept on its board (those
        its coloured token removes go back to the box).
    :ivar apache_token: whether it holds its coloured Apache token, unused.
    :ivar token_received: whether it ever received that token (only once a game).
    :ivar discounts: the discount bonus tokens it holds this round.
    :ivar objectives: the objectives it claimed, in the order claimed.
    """

    money: int
    cowboys: int
    iron: int
    gold: int
    settlers: int = 0
    influence: tuple[Business, ...] = ()
    owned: tuple[Business, ...] = ()
    farms: tuple[Farm, ...] = ()
    politicians: tuple[Farm, ...] = ()
    politician: bool = False
    stagecoaches: tuple[Stagecoach, ...] = ()
    apaches: int = 0
    apache_token: bool = False
    token_received: bool = False
    discounts: tuple[BonusToken, ...] = ()
    objectives: tuple[Objective, ...] = ()


@frozen_class(cache_hash=True)  # hashed once: the features remember the railway's part
class Section(Frozen):
    """A railway section.

    :ivar good: the animal it shows (its farms lie along it).
    :ivar builder: the player building it (its 13th marker on the furthest track), or
        ``None``.
    :ivar built: segments built, 0 to 5.
    """

    good: Good
    builder: int | None = None
    built: int = 0


@frozen_class
class Board(Frozen):
    """This round's board: the characters, the alley, the event and the stagecoach.

    :ivar round: the round, from 1.
    :ivar start: the seat holding the large Starting Player token.
    :ivar event: the event of this round.
    :ivar stagecoach: the stagecoach in the city, ``None`` once the Mayor took it.
    :ivar tokens: the bonus token on each character (in :class:`Character` order),
        ``None`` where there is none.
    :ivar cowboys: the seat whose cowboy is on each character (in :class:`Character`
        order), ``None`` where there is none.
    :ivar blocked: two players: the characters blocked by a red cowboy.
    :ivar alley: the seats of the cowboys in the alley, in the order they entered (the
        first on the left space).
    :ivar next_start: the seat the small Starting Player token goes to, once the Sheriff
        has acted (``None`` before).
    :ivar sheriff_coin: two players: whether the $10 coin is still on the Sheriff.
    """

    round: int
    start: int
    event: Event
    stagecoach: Stagecoach | None
    tokens: tuple[BonusToken | None, ...]
    cowboys: tuple[int | None, ...]
    blocked: tuple[Character, ...] = ()
    alley: tuple[int, ...] = ()
    next_start: int | None = None
    sheriff_coin: bool = False


@frozen_class
class City(Frozen):
    """What the whole game shares: decks, farms, the market, the railway, the supplies.

    :ivar events: the event deck, face down; its end is the top.
    :ivar seen: for each seat, the events of the deck it has seen (as the Sheriff), by
        position in ``events``: ``None`` where it has not.
    :ivar stagecoaches: the stagecoach deck, face down; its end is the top.
    :ivar farms: the farms still on the table.
    :ivar apaches: the farms with an Apache attached (on the table or owned).
    :ivar market: how many sales of each good were made this round (in :class:`Good`
        order): the marker's place in its column.
    :ivar sections: the four railway sections (in ``RAILWAY_GOODS`` order).
    :ivar finished: how many sections are finished (the prizes go in that order).
    :ivar objectives: the objective cards still to claim, in objective order.
    :ivar politicians: politician tokens left in the supply.
    :ivar gone: the stagecoaches removed face up at the end of a round, unclaimed (those
        removed face down at setup are not known).
    """

    events: tuple[Event, ...]
    seen: tuple[tuple[Event | None, ...], ...]
    stagecoaches: tuple[Stagecoach, ...]
    farms: tuple[Farm, ...]
    apaches: tuple[Farm, ...]
    market: tuple[int, ...]
    sections: tuple[Section, ...]
    finished: int
    objectives: tuple[Objective, ...]
    politicians: int
    gone: tuple[Stagecoach, ...] = ()


@frozen_class
class Turn(Frozen):
    """Whose decision it is, and the progress of the current stage.

    :ivar seat: the player to act.
    :ivar step: in Stage 3, what it decides (see :class:`Step`).
    :ivar order: the seats still to act in this stage after ``seat``, in turn order.
    :ivar done: the characters the player has acted as this round (by its cowboy or
        through the alley); in Stage 2, the characters it placed influence through.
    :ivar alley_used: how many of its alley cowboys it has used this round.
    :ivar character: the character whose action is under way, else ``None``.
    :ivar count: purchases or sales made in the action under way; in Phase 1, the
        cowboys allocated so far (and blocks, with two players).
    :ivar sellers: the Merchant's sales: the seats still to sell after ``seat``.
    :ivar sold: the farms sold from in the sale under way (the Merchant's user sells from
        different farms).
    """

    seat: int
    step: Step = Step.CHOOSE
    order: tuple[int, ...] = ()
    done: tuple[Character, ...] = ()
    alley_used: int = 0
    character: Character | None = None
    count: int = 0
    sellers: tuple[int, ...] = ()
    sold: tuple[Farm, ...] = ()


@frozen_class
class State(Frozen):
    """A full *Chaparral* position.

    :ivar setup: what never changes.
    :ivar board: this round's board.
    :ivar city: decks, farms, market, railway and supplies.
    :ivar players: each seat's mini-board.
    :ivar phase: where the round is.
    :ivar turn: whose decision it is.
    :ivar rng: the generator, for the shuffles to come.
    """

    setup: Setup
    board: Board
    city: City
    players: tuple[PlayerBoard, ...]
    phase: Phase
    turn: Turn
    rng: Rng

    @safe_repr
    def __repr__(self) -> str:
        """``<chaparral State: round 2, 3 players, place influence, seat 1 to act>``: short
        (the full form is :func:`~frontier_games.serialization.to_json`)."""
        where = _where(self.setup, self.board, self.phase, self.turn)
        return position_repr("chaparral", "State", *where)


@frozen_class
class View(Frozen):
    """What a seat (or a spectator, ``player=None``) sees: everything but the order of
    the event deck (except the cards it saw as the Sheriff, where they now lie), the
    stagecoach deck and which stagecoaches setup removed face down, and the generator.

    :ivar player: whose view, ``None`` for a spectator.
    :ivar setup: the options, the player count and the farms in the game.
    :ivar board: this round's board (all of it is in the open).
    :ivar players: each seat's mini-board and what lies in front of it.
    :ivar phase: where the round is.
    :ivar turn: whose decision it is.
    :ivar events_left: how many cards the event deck holds.
    :ivar events_seen: for each card of the event deck (its end the top), the event if
        this seat saw it there as the Sheriff, else ``None``.
    :ivar events_revealed: the events revealed so far, this round's included, in enum
        order.
    :ivar stagecoaches_left: how many cards the stagecoach deck holds.
    :ivar gone: the stagecoaches removed face up, unclaimed.
    :ivar farms: the farms still on the table.
    :ivar apaches: the farms with an Apache attached.
    :ivar market: the sales of each good made this round (in :class:`~.chaparral.content.Good`
        order).
    :ivar sections: the railway sections.
    :ivar finished: how many sections are finished.
    :ivar objectives: the objective cards still to claim.
    :ivar politicians: politician tokens left.
    """

    player: int | None
    setup: Setup
    board: Board
    players: tuple[PlayerBoard, ...]
    phase: Phase
    turn: Turn
    events_left: int
    events_seen: tuple[Event | None, ...]
    events_revealed: tuple[Event, ...]
    stagecoaches_left: int
    gone: tuple[Stagecoach, ...]
    farms: tuple[Farm, ...]
    apaches: tuple[Farm, ...]
    market: tuple[int, ...]
    sections: tuple[Section, ...]
    finished: int
    objectives: tuple[Objective, ...]
    politicians: int

    @safe_repr
    def __repr__(self) -> str:
        """``<chaparral View of seat 0: round 1, 3 players, allocate cowboys>``: short,
        as a state's (the full form is :func:`~frontier_games.serialization.to_json`)."""
        where = _where(self.setup, self.board, self.phase, self.turn)
        return position_repr("chaparral", view_kind(self.player), *where)

    def _repr_svg_(self) -> str:
        """The view's picture (:func:`~frontier_games.games.chaparral.svg`), which notebooks
        show for a view."""
        from frontier_games.games.chaparral.picture import svg  # it imports this module

        return svg(self)


def _where(setup: Setup, board: Board, phase: Phase, turn: Turn) -> tuple[str, ...]:
    """Where a game stands, for the ``repr`` of a state or a view: the round, the players,
    the phase (with the step in Stage 3), and the seat to act where :class:`Turn` names it
    (in Phase 1 the rules count it out; in the Merchant's sales ``Turn.sellers`` sell in
    turn during ``Turn.seat``'s turn)."""
    now = (f"round {board.round}", f"{setup.players} players")
    if phase is Phase.OVER:
        return (*now, "game over")
    if phase is Phase.ALLOCATION:
        return (*now, phase.value)
    if phase is not Phase.ACTIONS:
        return (*now, phase.value, f"{seat(turn.seat)} to act")
    doing = f"{phase.value} ({turn.step.value})"
    if turn.step is Step.SALES:
        return (*now, doing, f"{seat(turn.seat)}'s turn")
    return (*now, doing, f"{seat(turn.seat)} to act")
