"""Which *Chaparral* positions the rules can reach: :func:`check_state` refuses the others.

A state that comes from outside (JSON, a saved game, a position built by hand) is first
checked field by field, then as a player would check the table: every farm, objective
card, stagecoach, event, Apache and bonus token in exactly one place; the tracks within
their limits and nothing below zero; one mini-board and one row of seen events a seat;
the pieces of Phase 1 where the allocation put them; and the phase, the step and the turn
fitting each other and the board. Each refusal is an
:class:`~frontier_games.core.InvalidStateError` whose ``invariant`` names what broke (the
codes are listed on :doc:`/games/chaparral`):

>>> from frontier_games.games.chaparral import new_game
>>> state = new_game(3, seed=1)
>>> check_state(state)
>>> poor = state.players[0].evolve(money=-5)
>>> check_state(state.evolve(players=(poor, *state.players[1:])))
Traceback (most recent call last):
...
frontier_games.core.InvalidStateError: $.players[0].money must be at least 0, not -5 [out-of-range]
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from types import MappingProxyType

from frontier_games.core import SetupError, brief, not_a
from frontier_games.games.chaparral.content import (
    COWBOY_LIMIT,
    COWBOYS_PER_PLAYER,
    GOLD_LIMIT,
    IRON_LIMIT,
    MAX_INFLUENCE_PER_ROUND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NOT_IN_FIRST_ROUND,
    POLITICIANS,
    RAILWAY_GOODS,
    RAILWAY_PRIZES,
    SEGMENTS_PER_SECTION,
    STAGECOACHES_REMOVED,
    BonusToken,
    Business,
    Character,
    ContentError,
    Event,
    Farm,
    Good,
    Objective,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import NOT_IN_ALLEY, deciding
from frontier_games.games.chaparral.model import Phase, State, Step, Turn
from frontier_games.games.chaparral.objectives import WINNING_COUNT
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.rules import _farms_in_play, checked_options
from frontier_games.games.chaparral.table import GOODS, turn_order
from frontier_games.games.chaparral.turn import (
    CHARACTERS,
    allocation_slot,
    influence_choices,
    may_donate,
)
from frontier_games.invariants import check_fields, check_rng, fail, per_seat, within

__all__ = ["check_state"]

_A_STATE = "a chaparral State"

_BLOCKS = 4
"""Two players: the red cowboys of the first two rounds of allocation, two a seat."""

_DISCOUNTS = frozenset((BonusToken.FARM_DISCOUNT, BonusToken.BUSINESS_DISCOUNT))
"""The bonus tokens a player keeps until the round ends; the others act at once."""

_BEFORE_ACTIONS = frozenset((Phase.ALLOCATION, Phase.INFLUENCE))
"""The phases before any character acts: nothing of Stage 3 has happened yet."""

_FARMS_IN_PLAY = MappingProxyType(
    {players: _farms_in_play(players) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
)
"""The farms of a game of each player count (``Setup.farms``)."""

_INDEX = MappingProxyType({character: i for i, character in enumerate(CHARACTERS)})

_POSITION = MappingProxyType(
    {member: place for kind in (Business, Farm, Objective) for place, member in enumerate(kind)}
)
"""Each member's place in its enum: the order the state keeps a row of them in."""

_STEP_CHARACTER = MappingProxyType(
    {
        Step.ARRANGE_EVENTS: Character.SHERIFF,
        Step.STAGECOACH: Character.MAYOR,
        Step.FARMS: Character.FARMER,
        Step.SHEEP_INFLUENCE: Character.FARMER,
        Step.SALES: Character.MERCHANT,
        Step.RAILWAY: Character.RAILWAY_CHIEF,
        Step.PRIZE: Character.RAILWAY_CHIEF,
        Step.MINE: Character.MINER,
        Step.BUSINESSES: Character.NOTARY,
        Step.APACHE: Character.GENERAL_CUSTER,
    }
)
"""Whose action each step of Stage 3 but the choice belongs to."""

_STEP_COUNTS = MappingProxyType(
    {
        Step.FARMS: (0, 1),  # farms bought so far; the second ends the action
        Step.SHEEP_INFLUENCE: (1, 2),  # the sheep farm just bought counted
        Step.BUSINESSES: (0, 1),
    }
)
"""``Turn.count`` in the steps that count purchases (every other step but the sales: 0)."""


def check_state(state: State) -> None:
    """Raise unless ``state`` is a position *Chaparral* can reach.

    Checked in order: the exact type of every field; the generator; the player count,
    the options and the content (the checks a new game makes); the farms in play; one
    mini-board and one row of seen events per seat, one place per character, good and
    railway section; every seat named a seat of the game; each track and count within
    its range; the farms, Apaches, objective cards, stagecoaches, events, bonus tokens
    and politicians conserved; the influence markers and the ownership of the
    businesses; the market and the railway; the pieces of Phase 1, the starting player
    and the Sheriff's coin; the phase, step and turn; and, the game going on, a legal
    move for the seat that decides.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    :raises InvalidStateError: naming the first broken invariant (see
        :doc:`/games/chaparral`).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    check_fields(state)
    check_rng(state.rng)
    players = _check_setup(state)
    _check_tables(state, players)
    _check_seats(state, players)
    _check_counts(state)
    _check_farms(state)
    _check_apaches(state)
    _check_objectives(state, players)
    _check_stagecoaches(state, players)
    _check_events(state)
    _check_bonus_tokens(state)
    _check_politicians(state)
    _check_businesses(state)
    _check_market(state)
    _check_railway(state)
    _check_rows_in_order(state)
    _check_pieces(state, players)
    _check_start(state, players)
    _check_turn(state, players)
    if state.phase is not Phase.OVER and not MOVES.legal(state, deciding(state)):
        fail(
            "no-legal-move",
            f"the seat that decides must have a legal move in {state.phase.name} "
            f"(step {state.turn.step.name}), and has none",
        )


# -- what never changes -----------------------------------------------------------------


def _check_setup(state: State) -> int:
    """The player count, the options and content a new game accepts, the farms in play."""
    setup = state.setup
    players = setup.players
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS):
        fail(
            "player-count",
            f"$.setup.players must be from {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}",
        )
    try:
        checked_options(players, setup.options)
    except ContentError as error:
        fail("content", f"$.setup.options.content must be content the rules can play: {error}")
    except SetupError as error:
        fail("options", f"$.setup.options must be options of a {players}-seat game: {error}")
    expected = _FARMS_IN_PLAY[players]
    if setup.farms != expected:
        fail(
            "setup",
            f"$.setup.farms must be the farms a {players}-seat game uses, "
            f"{_names(expected)}, not {_names(setup.farms)}",
        )
    return players


def _check_tables(state: State, players: int) -> None:
    """One entry a seat, a character, a good, a railway section, a card of the deck."""
    city, board = state.city, state.board
    per_seat(state.players, players, "$.players")
    per_seat(city.seen, players, "$.city.seen")
    for where, values, size in (
        ("$.board.cowboys", board.cowboys, len(CHARACTERS)),
        ("$.board.tokens", board.tokens, len(CHARACTERS)),
        ("$.city.market", city.market, len(GOODS)),
        ("$.city.sections", city.sections, len(RAILWAY_GOODS)),
    ):
        if len(values) != size:
            fail(
                "shape",
                f"{where} must have {size} entries, one for each in enum order, not {len(values)}",
            )
    goods = tuple(section.good for section in city.sections)
    if goods != RAILWAY_GOODS:
        fail(
            "shape",
            f"$.city.sections must be the sections of {_names(RAILWAY_GOODS)} in that order, "
            f"not of {_names(goods)}",
        )
    for seat, row in enumerate(city.seen):
        if len(row) != len(city.events):
            fail(
                "events-seen",
                f"$.city.seen[{seat}] must have one entry for each of the {len(city.events)} "
                f"cards of the event deck, not {len(row)}",
            )


def _check_seats(state: State, players: int) -> None:
    """Every seat the board, the railway and the turn name is a seat of the game."""
    board, turn = state.board, state.turn
    named: list[tuple[str, int | None]] = [
        ("$.board.start", board.start),
        ("$.board.next_start", board.next_start),
        ("$.turn.seat", turn.seat),
    ]
    named.extend((f"$.board.cowboys[{i}]", seat) for i, seat in enumerate(board.cowboys))
    named.extend((f"$.board.alley[{i}]", seat) for i, seat in enumerate(board.alley))
    named.extend((f"$.turn.order[{i}]", seat) for i, seat in enumerate(turn.order))
    named.extend((f"$.turn.sellers[{i}]", seat) for i, seat in enumerate(turn.sellers))
    named.extend(
        (f"$.city.sections[{i}].builder", section.builder)
        for i, section in enumerate(state.city.sections)
    )
    for where, seat in named:
        if seat is not None and not (0 <= seat < players):
            fail("no-such-seat", f"{where} must be a seat from 0 to {players - 1}, not {seat}")


def _check_counts(state: State) -> None:
    """The round, the tracks and the counts of each mini-board and of the city."""
    board, city = state.board, state.city
    content = state.setup.options.content
    within(board.round, 1, len(content.stagecoaches), "$.board.round")
    round_ = board.round
    for seat, mini in enumerate(state.players):
        at = f"$.players[{seat}]"
        within(mini.money, 0, None, f"{at}.money")  # the bank never runs out (C3)
        within(mini.cowboys, 0, COWBOY_LIMIT, f"{at}.cowboys")
        within(mini.iron, 0, IRON_LIMIT, f"{at}.iron")
        within(mini.gold, 0, GOLD_LIMIT, f"{at}.gold")
        # a settler a round (the Settler acts once for each seat) and a pig farm's one
        within(mini.settlers, 0, round_ + 1, f"{at}.settlers")
        within(mini.apaches, 0, round_, f"{at}.apaches")  # General Custer, once a round
    within(city.finished, 0, len(RAILWAY_GOODS), "$.city.finished")
    within(city.politicians, 0, POLITICIANS, "$.city.politicians")
    for index, (good, sales) in enumerate(zip(GOODS, city.market, strict=True)):
        within(sales, 0, len(content.column(good).prices), f"$.city.market[{index}]")
    for index, section in enumerate(city.sections):
        within(section.built, 0, SEGMENTS_PER_SECTION, f"$.city.sections[{index}].built")
    turn = state.turn
    within(turn.count, 0, None, "$.turn.count")
    within(turn.alley_used, 0, board.alley.count(turn.seat), "$.turn.alley_used")


# -- what is conserved -------------------------------------------------------------------


def _check_farms(state: State) -> None:
    """Each farm in play lies on the table or in front of one player, never of a kind
    that player already has; a politician stays on a farm of its host."""
    city, farms = state.city, state.setup.farms
    places: Counter[Farm] = Counter(city.farms)
    for mini in state.players:
        places.update(mini.farms)
    for farm in (*farms, *places):
        if not (places[farm] == 1 and farm in farms):
            fail(
                "farms-conserved",
                f"$.city.farms and the players' farms must hold each farm of $.setup.farms once: "
                f"{farm.value} is in {places[farm]} places"
                + ("" if farm in farms else ", and is not in this game"),
            )
    for seat, mini in enumerate(state.players):
        kinds = [farm.good for farm in mini.farms]
        if len(set(kinds)) != len(kinds):
            fail(
                "farm-kinds",
                f"$.players[{seat}].farms must hold one farm of a kind at most, not "
                f"{_names(mini.farms)}",
            )
        hosted = mini.politicians
        if not (len(set(hosted)) == len(hosted) and set(hosted) <= set(mini.farms)):
            fail(
                "politicians",
                f"$.players[{seat}].politicians must be farms of the player's own, each hosting "
                f"one politician, not {_names(hosted)}",
            )


def _check_apaches(state: State) -> None:
    """One Apache a farm in play at setup; each one gone was removed by General Custer
    (kept on a board) or by a coloured token (used once)."""
    city, farms = state.city, state.setup.farms
    attached = city.apaches
    if not (len(set(attached)) == len(attached) and set(attached) <= set(farms)):
        fail(
            "apaches-conserved",
            f"$.city.apaches must name farms in play, each once, not {_names(attached)}",
        )
    for seat, mini in enumerate(state.players):
        if mini.apache_token and not mini.token_received:
            fail(
                "apache-token",
                f"$.players[{seat}].apache_token can be True only once the token was received "
                f"($.players[{seat}].token_received)",
            )
    kept = sum(mini.apaches for mini in state.players)
    tokens = sum(mini.token_received and not mini.apache_token for mini in state.players)
    removed = len(farms) - len(attached)
    if removed != kept + tokens:
        fail(
            "apaches-conserved",
            f"the {removed} Apaches removed from $.city.apaches must be those on the players' "
            f"boards ({kept}) and those the coloured tokens used sent to the box ({tokens})",
        )


def _check_objectives(state: State, players: int) -> None:
    """Each objective card left to claim or in front of one player, none claimed twice by
    a player; a player reaching the winning count ends the game at the round's end."""
    copies = 1 if players == 2 else 2
    cards: Counter[Objective] = Counter(state.city.objectives)
    for seat, mini in enumerate(state.players):
        if len(set(mini.objectives)) != len(mini.objectives):
            fail(
                "objectives-conserved",
                f"$.players[{seat}].objectives must name each objective once at most, not "
                f"{_names(mini.objectives)}",
            )
        cards.update(mini.objectives)
    for objective in Objective:
        if cards[objective] != copies:
            fail(
                "objectives-conserved",
                f"$.city.objectives and the players' objectives must hold {copies} card(s) of "
                f"{objective.value}, not {cards[objective]}",
            )
    goal = WINNING_COUNT[players]
    most = max(len(mini.objectives) for mini in state.players)
    if state.phase in _BEFORE_ACTIONS and most >= goal:
        fail(
            "game-end",
            f"a round begins only if nobody holds {goal} objectives, and a player holds {most}",
        )
    if state.phase is Phase.OVER and state.city.stagecoaches and most < goal:
        fail(
            "game-end",
            f"the game is over only once the stagecoaches run out or a player holds {goal} "
            f"objectives; {len(state.city.stagecoaches)} stagecoaches are left and the most "
            f"objectives held is {most}",
        )


def _check_stagecoaches(state: State, players: int) -> None:
    """Each stagecoach card of the content in one place: the deck, the city, in front of
    a player, removed face up, or (politician cards only) removed at setup; one revealed
    a round."""
    board, city = state.board, state.city
    content = state.setup.options.content
    in_content = [card.stagecoach for card in content.stagecoaches]
    revealed = [*city.gone, *(c for mini in state.players for c in mini.stagecoaches)]
    if board.stagecoach is not None:
        revealed.append(board.stagecoach)
    places = Counter((*city.stagecoaches, *revealed))
    for coach in places:
        if not (places[coach] == 1 and coach in in_content):
            fail(
                "stagecoaches-conserved",
                f"the deck, the city, the players and $.city.gone must hold {coach.value} once "
                f"at most, a card of the content, and hold it {places[coach]} times"
                + ("" if coach in in_content else " (it is not in the content)"),
            )
    removed = STAGECOACHES_REMOVED[players]
    unseen = [c for c in in_content if c not in places]
    if not (
        len(unseen) == removed
        and all(
            content.stagecoach(c).bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN for c in unseen
        )
    ):
        fail(
            "stagecoaches-conserved",
            f"a {players}-seat game removes {removed} politician stagecoach card(s) at setup; "
            f"the cards in no place are {_names(unseen)}",
        )
    if len(revealed) != board.round:
        fail(
            "stagecoaches-conserved",
            f"one stagecoach is revealed a round: by round {board.round}, $.city.gone, the "
            f"players' cards and $.board.stagecoach must hold {board.round}, not {len(revealed)}",
        )
    if board.stagecoach is None:
        mayor = board.cowboys[_INDEX[Character.MAYOR]]
        if state.phase in _BEFORE_ACTIONS or mayor is None:
            fail(
                "stagecoach",
                "$.board.stagecoach can be None only once the Mayor has acted in Stage 3, not in "
                f"{state.phase.name} with the Mayor's cowboy {brief(mayor)}",
            )


def _check_events(state: State) -> None:
    """The twelve events: the deck, this round's, and one revealed a round before it; the
    first round's is not one setup redraws; a card a seat saw lies where it saw it."""
    board, city = state.board, state.city
    deck = city.events
    if not (len(set(deck)) == len(deck) and board.event not in deck):
        fail(
            "events-conserved",
            f"$.city.events must hold each event once, this round's ({board.event.value}) not "
            f"among them, not {_names(deck)}",
        )
    expected = len(Event) - board.round
    if len(deck) != expected:
        fail(
            "events-conserved",
            f"an event is revealed a round: in round {board.round}, $.city.events must hold "
            f"{expected} cards, not {len(deck)}",
        )
    if board.round == 1 and board.event in NOT_IN_FIRST_ROUND:
        fail(
            "first-event",
            f"$.board.event cannot be {board.event.value} in round 1: setup redraws it",
        )
    for seat, row in enumerate(city.seen):
        for place, (seen, event) in enumerate(zip(row, deck, strict=True)):
            if seen is not None and seen is not event:
                fail(
                    "events-seen",
                    f"$.city.seen[{seat}][{place}] must be None or the event lying there "
                    f"({event.value}), not {seen.value if seen is not None else None}",
                )


def _check_bonus_tokens(state: State) -> None:
    """Each bonus token in one place at most: on a character of the round's stagecoach
    nobody took, or a discount kept by the player who collected it."""
    board = state.board
    on_board = [token for token in board.tokens if token is not None]
    held: list[BonusToken] = []
    for seat, mini in enumerate(state.players):
        if not set(mini.discounts) <= _DISCOUNTS:
            fail(
                "bonus-tokens",
                f"$.players[{seat}].discounts must hold discount tokens only, not "
                f"{_names(mini.discounts)}",
            )
        held.extend(mini.discounts)
    everywhere = (*on_board, *held)
    if len(set(everywhere)) != len(everywhere):
        fail(
            "bonus-tokens",
            f"each bonus token lies in one place: $.board.tokens hold {_names(on_board)} and the "
            f"players' discounts {_names(held)}",
        )
    if (board.event is Event.LACK_OF_RESOURCES or state.phase is Phase.ALLOCATION) and held:
        fail(
            "bonus-tokens",
            "the players hold no discount token under Lack of Resources nor in Phase 1, "
            f"not {_names(held)}",
        )
    if board.event is Event.LACK_OF_RESOURCES:
        if on_board:
            fail(
                "bonus-tokens",
                f"$.board.tokens must be empty under Lack of Resources, not {_names(on_board)}",
            )
        return
    coach = board.stagecoach
    marked = None if coach is None else state.setup.options.content.stagecoach(coach).characters
    for index, character in enumerate(CHARACTERS):
        token = board.tokens[index]
        if state.phase is Phase.ALLOCATION:
            assert marked is not None  # Phase 1: the stagecoach is in the city
            if (token is not None) != (character in marked):
                fail(
                    "bonus-tokens",
                    f"$.board.tokens[{index}] ({character.value}) must hold a token in Phase 1 "
                    f"exactly if {coach.value if coach else None} shows the character, not "
                    f"{brief(token)}",
                )
        elif token is not None and not (
            board.cowboys[index] is None
            and character not in board.blocked
            and (marked is None or character in marked)
        ):
            fail(
                "bonus-tokens",
                f"$.board.tokens[{index}] ({character.value}) must be None after Phase 1: "
                "a token stays only on a character of the stagecoach nobody took",
            )


def _check_politicians(state: State) -> None:
    """Six politicians: the supply, the one a player holds, those hosted on farms (and
    those discarded); one is held only in its holder's Stage 3 turn."""
    held = sum(mini.politician for mini in state.players)
    hosted = sum(len(mini.politicians) for mini in state.players)
    supply = state.city.politicians
    if supply + held + hosted > POLITICIANS:
        fail(
            "politicians-conserved",
            f"there are {POLITICIANS} politicians: $.city.politicians ({supply}), those held "
            f"({held}) and those hosted ({hosted}) cannot be more",
        )
    for seat, mini in enumerate(state.players):
        if mini.politician and not (state.phase is Phase.ACTIONS and state.turn.seat == seat):
            fail(
                "politicians",
                f"$.players[{seat}].politician can be True only in the player's own Stage 3 "
                f"turn (the Mayor's politician is hosted or discarded by its end), not in "
                f"{state.phase.name} with seat {state.turn.seat} to act",
            )


def _check_businesses(state: State) -> None:
    """One marker of a player per business, influence or ownership; one owner per
    business; nobody owns a whole status group."""
    content = state.setup.options.content
    owners: dict[Business, int] = {}
    for seat, mini in enumerate(state.players):
        marks = (*mini.influence, *mini.owned)
        if len(set(marks)) != len(marks):
            fail(
                "markers",
                f"$.players[{seat}] must have one marker at most in each business, influence or "
                f"ownership, not influence {_names(mini.influence)} and owned "
                f"{_names(mini.owned)}",
            )
        for business in mini.owned:
            other = owners.setdefault(business, seat)
            if other != seat:
                fail(
                    "business-owners",
                    f"{business.value} has one owner at most, and seats {other} and {seat} own it",
                )
        for status in {content.business(b).status for b in mini.owned}:
            group = {card.business for card in content.businesses if card.status == status}
            if group <= set(mini.owned):
                fail(
                    "status-group",
                    f"$.players[{seat}].owned cannot hold the whole status-{status} group "
                    f"({_names(sorted(group, key=_POSITION.__getitem__))})",
                )


def _check_market(state: State) -> None:
    """A blocked column's marker returns to the top as the round ends: none is blocked
    before a character acts."""
    if state.phase not in _BEFORE_ACTIONS:
        return
    content = state.setup.options.content
    for index, (good, sales) in enumerate(zip(GOODS, state.city.market, strict=True)):
        if sales >= len(content.column(good).prices):
            fail(
                "market",
                f"$.city.market[{index}] ({good.value}) cannot be blocked before Stage 3: "
                f"the round's end returned it to the top, and it is at {sales}",
            )


def _check_railway(state: State) -> None:
    """A section has a builder once built on; a player builds one section at a time;
    ``finished`` counts the finished sections."""
    city = state.city
    unfinished: set[int] = set()
    for index, section in enumerate(city.sections):
        if (section.builder is None) != (section.built == 0):
            fail(
                "railway",
                f"$.city.sections[{index}].builder must be None exactly while nothing is built, "
                f"not {section.builder} with {section.built} segments",
            )
        if section.builder is not None and section.built < SEGMENTS_PER_SECTION:
            if section.builder in unfinished:
                fail(
                    "railway",
                    f"seat {section.builder} builds one section at a time, and has two unfinished",
                )
            unfinished.add(section.builder)
    done = sum(section.built == SEGMENTS_PER_SECTION for section in city.sections)
    if city.finished != done:
        fail(
            "railway",
            f"$.city.finished must be {done}, the sections fully built, not {city.finished}",
        )


def _check_rows_in_order(state: State) -> None:
    """The rows the rules keep in enum order: the farms on the table and in front of each
    player, the Apaches, the businesses and politicians, the objective cards left."""
    city = state.city
    rows: list[tuple[str, Sequence[enum.Enum]]] = [
        ("$.city.farms", city.farms),
        ("$.city.apaches", city.apaches),
        ("$.city.objectives", city.objectives),
    ]
    for seat, mini in enumerate(state.players):
        rows.extend(
            (
                (f"$.players[{seat}].farms", mini.farms),
                (f"$.players[{seat}].politicians", mini.politicians),
                (f"$.players[{seat}].influence", mini.influence),
                (f"$.players[{seat}].owned", mini.owned),
            )
        )
    for where, row in rows:
        if list(row) != sorted(row, key=_POSITION.__getitem__):
            fail("canonical-order", f"{where} must be in enum order, not {_names(row)}")


# -- the round's progress ------------------------------------------------------------------


def _check_pieces(state: State, players: int) -> None:
    """The cowboys on the characters and in the alley, and the red blockers: each piece
    Phase 1 has placed so far, by the seat whose slot it was."""
    board, turn = state.board, state.turn
    if not (
        len(set(board.blocked)) == len(board.blocked)
        and all(board.cowboys[_INDEX[c]] is None for c in board.blocked)
    ):
        fail(
            "cowboys-placed",
            f"$.board.blocked must name characters without a cowboy, each once, not "
            f"{_names(board.blocked)}",
        )
    if state.phase is Phase.ALLOCATION:
        total = 12 if players == 2 else COWBOYS_PER_PLAYER[players] * players
        within(turn.count, 0, total - 1, "$.turn.count")
        slots = [allocation_slot(players, board.start, k) for k in range(turn.count)]
    else:
        slots = [allocation_slot(players, board.start, k) for k in range(16)]
    expected = Counter(slot[0] for slot in slots if slot is not None and not slot[1])
    blocks = sum(1 for slot in slots if slot is not None and slot[1])
    placed = Counter(seat for seat in (*board.cowboys, *board.alley) if seat is not None)
    for seat in range(players):
        if placed[seat] != expected[seat]:
            fail(
                "cowboys-placed",
                f"seat {seat} must have {expected[seat]} cowboy(s) on $.board.cowboys and "
                f"$.board.alley at this point of Phase 1, not {placed[seat]}",
            )
    if len(board.blocked) != blocks:
        fail(
            "cowboys-placed",
            f"$.board.blocked must hold {blocks} red cowboy(s) at this point, "
            f"not {len(board.blocked)}",
        )


def _check_start(state: State, players: int) -> None:
    """The Starting Player: the option's seat in round 1, the other seat each round with
    two players; the small token where the Sheriff's action sends it; the two-player
    Sheriff's $10 coin until the Sheriff acts."""
    board, phase = state.board, state.phase
    first = state.setup.options.first_player
    if first is not None:
        if players == 2:
            start = (first + board.round - 1 + (phase is Phase.OVER)) % 2
        else:
            start = first if board.round == 1 and phase is not Phase.OVER else board.start
        if board.start != start:
            fail(
                "start",
                f"$.board.start must be seat {start} (the first player {first}, round "
                f"{board.round}), not {board.start}",
            )
    sheriff = board.cowboys[_INDEX[Character.SHERIFF]]
    nxt = board.next_start
    if nxt is not None:
        if not (players > 2 and phase not in _BEFORE_ACTIONS and sheriff is not None):
            fail(
                "start",
                "$.board.next_start is set only once the Sheriff acted in Stage 3 with three or "
                f"four players, not {nxt}",
            )
        assert sheriff is not None
        if phase is Phase.OVER:
            expected = board.start
        else:
            expected = (board.start + 1) % players if sheriff == board.start else sheriff
        if nxt != expected:
            fail(
                "start",
                f"$.board.next_start must be seat {expected}, where the Sheriff of seat "
                f"{sheriff} sends the token, not {nxt}",
            )
    if players != 2 or phase in _BEFORE_ACTIONS:
        if board.sheriff_coin != (players == 2):
            fail(
                "sheriff-coin",
                f"$.board.sheriff_coin must be {players == 2} with {players} players "
                "before Stage 3",
            )
    elif not board.sheriff_coin and sheriff is None:
        fail(
            "sheriff-coin",
            "$.board.sheriff_coin can be False only once the Sheriff acted, and nobody has "
            "a cowboy on the Sheriff",
        )


def _check_turn(state: State, players: int) -> None:
    """The turn fits the phase: who decides, what, and what the stage has done so far."""
    phase, turn, board = state.phase, state.turn, state.board
    if phase is Phase.ALLOCATION or phase is Phase.OVER:
        count = turn.count if phase is Phase.ALLOCATION else 0
        _require_turn(state, Turn(seat=board.start, count=count), "the starting player's")
        return
    full = turn_order(players, board.start)
    after = full[full.index(turn.seat) + 1 :]
    if phase is Phase.INFLUENCE:
        _check_influence(state, after)
    elif phase is Phase.ACTIONS:
        _check_stage_3(state, players, after)
    else:
        _require_turn(state, Turn(seat=turn.seat, order=after), "a turn-order")
        if phase is Phase.LOSSES:
            if board.event is not Event.LOSSES_AND_DAMAGES:
                fail(
                    "turn",
                    f"$.phase can be LOSSES only under Losses and Damages, not {board.event.value}",
                )
        elif not may_donate(state, turn.seat):
            fail(
                "turn",
                f"$.turn.seat {turn.seat} is asked at the end of Phase 2 only if it may give "
                "to the Church (Benefactor), and it may not",
            )


def _require_turn(state: State, expected: Turn, whose: str) -> None:
    if state.turn != expected:
        fail(
            "turn",
            f"$.turn must be {brief(expected)} in {state.phase.name} ({whose} turn), not "
            f"{brief(state.turn)}",
        )


def _check_influence(state: State, after: tuple[int, ...]) -> None:
    """Stage 2: the seat places its markers through its own characters, three at most,
    and has one left to place."""
    turn, board = state.turn, state.board
    seat = turn.seat
    if board.event is Event.NO_INFLUENCE:
        fail("turn", "$.phase cannot be INFLUENCE under No Influence, which cancels Stage 2")
    within(len(turn.done), 0, MAX_INFLUENCE_PER_ROUND - 1, "the length of $.turn.done")
    _require_turn(state, Turn(seat=seat, order=after, done=turn.done, count=len(turn.done)), "its")
    if not (
        len(set(turn.done)) == len(turn.done)
        and all(board.cowboys[_INDEX[c]] == seat for c in turn.done)
    ):
        fail(
            "turn",
            f"$.turn.done must name characters of seat {seat}'s cowboys, each once, not "
            f"{_names(turn.done)}",
        )
    if not influence_choices(state, seat):
        fail(
            "turn",
            f"seat {seat} is asked to place influence only while it has a marker to place, and "
            "it has none",
        )


def _check_stage_3(state: State, players: int, after: tuple[int, ...]) -> None:
    """Stage 3: the action under way fits its step; the characters acted as through the
    alley match the alley cowboys used; the Merchant's sellers and sales."""
    turn, board, city = state.turn, state.board, state.city
    seat, step, character = turn.seat, turn.step, turn.character
    if turn.order != after:
        fail(
            "turn",
            f"$.turn.order must be {after}, the seats after seat {seat} in turn order, not "
            f"{turn.order}",
        )
    acted = (*turn.done, *(() if character is None else (character,)))
    if len(set(acted)) != len(acted):
        fail(
            "turn",
            f"$.turn.done and $.turn.character must name each character once (a character acts "
            f"once a round), not {_names(turn.done)} and {brief(character)}",
        )
    if step is Step.CHOOSE:
        if not (character is None and turn.count == 0 and not turn.sellers and not turn.sold):
            fail("turn", f"$.turn must have no action under way at step CHOOSE, not {brief(turn)}")
    else:
        wanted = _STEP_CHARACTER[step]
        if character is not wanted:
            fail(
                "turn",
                f"$.turn.character must be the {wanted.value} at step {step.name}, not "
                f"{brief(character)}",
            )
    alley = [c for c in acted if board.cowboys[_INDEX[c]] != seat]
    if turn.alley_used != len(alley):
        fail(
            "turn",
            f"$.turn.alley_used must be {len(alley)}, the characters seat {seat} acted as without "
            f"a cowboy of its own, not {turn.alley_used}",
        )
    anyone = state.setup.options.alley_any_character
    for c in alley:
        if not (
            c not in NOT_IN_ALLEY
            and (board.cowboys[_INDEX[c]] is not None or c in board.blocked or anyone)
        ):
            fail("turn", f"seat {seat} cannot have acted as the {c.value} through the alley")
    low, high = _STEP_COUNTS.get(step, (0, 0))
    if step is Step.SALES:
        _check_sales(state, players)
    elif not (low <= turn.count <= high and not turn.sellers and not turn.sold):
        fail(
            "turn",
            f"$.turn.count must be from {low} to {high} at step {step.name}, with no sellers "
            f"and nothing sold, not {brief(turn)}",
        )
    mini = state.players[seat]
    if step is Step.ARRANGE_EVENTS:
        # what the Sheriff's player saw is not checked: a determinized state of another
        # seat's view cannot know it
        if len(city.events) < 2:
            fail(
                "turn",
                "at step ARRANGE_EVENTS the Sheriff arranges the top of a deck of two events or "
                f"more, not of {len(city.events)}",
            )
    elif step is Step.STAGECOACH:
        content = state.setup.options.content
        if not (
            board.stagecoach is None
            and city.politicians > 0
            and bool(mini.stagecoaches)
            and content.stagecoach(mini.stagecoaches[-1]).bonus
            is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN
            and board.event is not Event.STAGECOACH_ROBBERY
        ):
            fail(
                "turn",
                f"at step STAGECOACH seat {seat} has just taken a politician card, with a "
                "politician in the supply and no Stagecoach Robbery",
            )
    elif step is Step.SHEEP_INFLUENCE:
        if not any(farm.good is Good.SHEEP for farm in mini.farms):
            fail("turn", f"at step SHEEP_INFLUENCE seat {seat} has just bought a sheep farm")
    elif step is Step.PRIZE:
        prize = RAILWAY_PRIZES[city.finished - 1] if city.finished else None
        if not (
            prize is not None
            and prize.gold > 0
            and prize.dollars > 0
            and any(s.builder == seat and s.built == SEGMENTS_PER_SECTION for s in city.sections)
        ):
            fail(
                "turn",
                f"at step PRIZE seat {seat} has just finished a section whose prize is gold or "
                f"dollars ($.city.finished {city.finished})",
            )


def _check_sales(state: State, players: int) -> None:
    """The Merchant: its player then each other seat clockwise (through the alley, its
    player alone); its player makes two sales from different farms, the others one."""
    turn, board = state.turn, state.board
    seat, sellers = turn.seat, turn.sellers
    own = board.cowboys[_INDEX[Character.MERCHANT]] == seat
    everyone = turn_order(players, seat) if own else (seat,)
    if not (bool(sellers) and sellers == everyone[len(everyone) - len(sellers) :]):
        fail(
            "turn",
            f"$.turn.sellers must be the seats still to sell, the last of {everyone}, "
            f"not {sellers}",
        )
    sold = turn.sold
    if not (len(set(sold)) == len(sold) <= 2 and set(sold) <= set(state.players[seat].farms)):
        fail(
            "turn",
            f"$.turn.sold must be farms of seat {seat}, two different ones at most, "
            f"not {_names(sold)}",
        )
    count = len(sold) if sellers[0] == seat else 0
    if not (turn.count == count and count <= 1):
        fail(
            "turn",
            f"$.turn.count must be {count}, the sales seat {sellers[0]} has made in this action, "
            f"not {turn.count}",
        )


def _names(values: Iterable[enum.Enum]) -> str:
    """Enum members as their names read: ``(sheep farm 1, pig farm 1)``."""
    return "(" + ", ".join(str(value.value) for value in values) + ")"
