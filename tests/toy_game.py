"""High Card: a tiny game used to test the shared machinery (not registered).

It has every feature the real games need from the foundation: chance (a shuffled deck
inside the state), hidden information (each seat's card, the deck order), a simultaneous
sealed decision (the bets) and ordinary turns (keep or redraw).

1. Each seat is dealt one face-down card from a shuffled deck of ``1 .. 10``.
2. All seats bet 0, 1 or 2 chips at once, sealed; bets are revealed when all have bet.
3. In seat order, each seat keeps its card or discards it face up and draws the top card.
4. A seat scores ``card * (1 + bet)``; the highest score wins, ties share.
"""

from __future__ import annotations

import enum
from typing import NoReturn

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import (
    Action,
    Frozen,
    Game,
    GameDefinition,
    GameNotOverError,
    IllegalActionError,
    Outcome,
    SetupError,
    Timing,
    action_class,
    check_player_count,
)
from frontier_games.invariants import check_fields, check_rng, per_seat, require, within
from frontier_games.rng import Rng, shuffle
from frontier_games.scoring import rank
from frontier_games.svg import Drawing

NAME = "high-card"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DECK = tuple(range(1, 11))
BETS = (0, 1, 2)


class Phase(enum.Enum):
    BET = "bet"
    DRAW = "draw"
    OVER = "over"


@attrs.frozen
class Options(Frozen):
    """High Card has one option: the largest bet."""

    max_bet: int = 2


@action_class
class Bet(Action):
    player: int
    chips: int


@action_class
class Keep(Action):
    player: int


@action_class
class Redraw(Action):
    player: int


HighCardAction = Bet | Keep | Redraw


@attrs.frozen
class State(Frozen):
    players: int
    options: Options
    rng: Rng
    deck: tuple[int, ...]  # the top is the end
    cards: tuple[int, ...]
    bets: tuple[int | None, ...]
    discards: tuple[int, ...]
    phase: Phase
    turn: int


@attrs.frozen
class View(Frozen):
    """A seat's view: its own card; other cards only once discarded; bets once all are in."""

    players: int
    options: Options
    player: int | None
    deck_size: int
    own_card: int | None
    has_bet: tuple[bool, ...]
    bets: tuple[int, ...] | None
    own_bet: int | None
    discards: tuple[int, ...]
    phase: Phase
    turn: int
    cards: tuple[int, ...] | None  # every card, once the game is over


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    options = options or Options()
    if options.max_bet < 0:
        raise SetupError(f"{NAME}: max_bet must be 0 or more, not {options.max_bet}")
    deck, rng = shuffle(Rng.from_seed(seed), DECK)
    return State(
        players=players,
        options=options,
        rng=rng,
        deck=deck[players:],
        cards=deck[:players],
        bets=(None,) * players,
        discards=(),
        phase=Phase.BET,
        turn=0,
    )


def actors(state: State) -> frozenset[int]:
    if state.phase is Phase.BET:
        return frozenset(p for p, bet in enumerate(state.bets) if bet is None)
    if state.phase is Phase.DRAW:
        return frozenset((state.turn,))
    return frozenset()


def legal_actions(state: State, player: int) -> tuple[HighCardAction, ...]:
    if type(player) is not int or player not in actors(state):
        return ()
    if state.phase is Phase.BET:
        return tuple(Bet(player, chips) for chips in range(state.options.max_bet + 1))
    return (Keep(player), Redraw(player))


def apply(state: State, action: HighCardAction) -> State:
    if action not in legal_actions(state, action.player):  # the fields' very types too
        _refuse(state, action)
    return _effect(state, action)


def _refuse(state: State, action: HighCardAction) -> NoReturn:
    """Raise the error that says why ``action`` is not legal in ``state``."""
    if type(action.player) is not int or action.player not in actors(state):
        raise IllegalActionError(
            "not-your-turn",
            f"seat {action.player} may not act now",
            player=action.player,
            action=action,
        )
    if isinstance(action, Bet):
        if state.phase is not Phase.BET:
            raise IllegalActionError(
                "bets-are-in", "the bets are revealed", player=action.player, action=action
            )
        if type(action.chips) is not int or not 0 <= action.chips <= state.options.max_bet:
            raise IllegalActionError(
                "bet-out-of-range",
                f"bets are 0 to {state.options.max_bet} chips",
                player=action.player,
                action=action,
            )
    elif state.phase is not Phase.DRAW:
        raise IllegalActionError(
            "betting-now", "every seat bets first", player=action.player, action=action
        )
    raise IllegalActionError("not-a-move", f"{action!r} is not a move of High Card", action=action)


def _effect(state: State, action: HighCardAction) -> State:
    if isinstance(action, Bet):
        bets = state.bets[: action.player] + (action.chips,) + state.bets[action.player + 1 :]
        phase = Phase.BET if None in bets else Phase.DRAW
        return state.evolve(bets=bets, phase=phase)
    cards, deck, discards = state.cards, state.deck, state.discards
    if isinstance(action, Redraw):
        discards = (*discards, cards[action.player])
        cards = cards[: action.player] + (deck[-1],) + cards[action.player + 1 :]
        deck = deck[:-1]
    turn = state.turn + 1
    phase = Phase.DRAW if turn < state.players else Phase.OVER
    return state.evolve(cards=cards, deck=deck, discards=discards, turn=turn, phase=phase)


def check_state(state: State) -> None:
    """Raise ``InvalidStateError`` unless a game of High Card reaches ``state``."""
    if type(state) is not State:
        raise TypeError(f"expected a High Card State, got {state!r}")
    check_fields(state)
    check_rng(state.rng)
    within(state.players, MIN_PLAYERS, MAX_PLAYERS, "$.players")
    per_seat(state.cards, state.players, "$.cards")
    per_seat(state.bets, state.players, "$.bets")
    within(state.options.max_bet, 0, None, "$.options.max_bet")
    cards = [*state.deck, *state.cards, *state.discards]
    require(sorted(cards) == list(DECK), "cards-conserved", "every card is somewhere, once")
    for seat, bet in enumerate(state.bets):
        if bet is not None:
            within(bet, 0, state.options.max_bet, f"$.bets[{seat}]")
    within(state.turn, 0, state.players, "$.turn")
    betting, over = state.phase is Phase.BET, state.phase is Phase.OVER
    require(
        (None in state.bets) == betting and (state.turn == 0 or not betting),
        "phase-fits-bets",
        f"{state.phase.name} does not fit the bets {state.bets} and turn {state.turn}",
    )
    require(
        (state.turn == state.players) == over,
        "phase-fits-turn",
        f"{state.phase.name} does not fit turn {state.turn}",
    )
    require(
        len(state.discards) <= state.turn,
        "cards-conserved",
        "a card is discarded only by a seat that has taken its turn",
    )


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    if not is_over(state):
        raise GameNotOverError("High Card is not over")
    scores = tuple(
        card * (1 + (bet or 0)) for card, bet in zip(state.cards, state.bets, strict=True)
    )
    return rank(scores)


def view(state: State, player: int | None) -> View:
    revealed = state.phase is not Phase.BET
    return View(
        players=state.players,
        options=state.options,
        player=player,
        deck_size=len(state.deck),
        own_card=None if player is None else state.cards[player],
        has_bet=tuple(bet is not None for bet in state.bets),
        bets=tuple(bet or 0 for bet in state.bets) if revealed else None,
        own_bet=None if player is None else state.bets[player],
        discards=state.discards,
        phase=state.phase,
        turn=state.turn,
        cards=state.cards if state.phase is Phase.OVER else None,
    )


def determinize(view: View, seed: int) -> State:
    # Hidden parts are rebuilt from what the rules make public (cards at the end, bets once
    # all are in), never from whatever the view holds: so a leaking view fails the
    # conformance battery's check ``view(determinize(v, k), p) == v``.
    rng = Rng.from_seed(seed)
    if view.phase is Phase.OVER and view.cards is not None:
        cards = view.cards
        unseen = [c for c in DECK if c not in cards and c not in view.discards]
    else:
        unseen = [c for c in DECK if c != view.own_card and c not in view.discards]
        shuffled, rng = shuffle(rng, unseen)
        hidden = iter(shuffled)
        cards = tuple(
            view.own_card if p == view.player and view.own_card is not None else next(hidden)
            for p in range(view.players)
        )
        unseen = list(hidden)
    deck, rng = shuffle(rng, unseen)
    if view.phase is not Phase.BET and view.bets is not None:
        bets: tuple[int | None, ...] = view.bets
    else:
        bets = tuple(
            (view.own_bet if p == view.player else 0) if done else None
            for p, done in enumerate(view.has_bet)
        )
    return State(
        view.players, view.options, rng, deck, cards, bets, view.discards, view.phase, view.turn
    )


def max_actions(players: int, options: Options | None = None) -> int:
    return 2 * players


def render(view: View) -> str:
    lines = [f"High Card, {view.phase.value} phase; deck: {view.deck_size} cards"]
    if view.own_card is not None:
        lines.append(f"your card: {view.own_card}")
    lines.append(f"discards: {list(view.discards)}")
    return "\n".join(lines)


def svg(view: View) -> str:
    drawing = Drawing(f"High Card, {view.phase.value} phase")
    drawing.card(10, 10, 40, 60, f"{view.deck_size} cards", face_down=True)
    if view.own_card is not None:
        drawing.card(60, 10, 40, 60, str(view.own_card))
    drawing.text(110, 40, f"discards: {list(view.discards)}")
    return drawing.to_svg()


def timing(state: State) -> Timing:
    if state.phase is Phase.OVER:
        return Timing.OVER
    return Timing.SEALED if len(actors(state)) > 1 else Timing.TURN


def describe(view: View, action: HighCardAction) -> str:
    who = f"seat {action.player}"
    if isinstance(action, Bet):
        if view.player != action.player and view.bets is None:
            return f"{who} commits a sealed bet"
        return f"{who} bets {action.chips} chips"
    if isinstance(action, Keep):
        return f"{who} keeps the card"
    return f"{who} discards the card and draws"


def narrate(state: State, action: HighCardAction, player: int | None) -> tuple[str, ...]:
    before = view(state, player)
    after_state = apply(state, action)
    after = view(after_state, player)
    lines = [describe(before, action)]
    if before.bets is None and after.bets is not None:
        bets = ", ".join(f"seat {seat} {chips}" for seat, chips in enumerate(after.bets))
        lines.append(f"the bets are revealed: {bets}")
    if len(after.discards) > len(before.discards):
        lines.append(f"seat {action.player} discards a {after.discards[-1]}")
        if player == action.player:
            lines.append(f"you draw a {after.own_card}")
    if after.phase is Phase.OVER:
        scores = outcome(after_state).scores
        lines.append("the game is over: " + ", ".join(map(str, scores)))
    return tuple(lines)


def codec(players: int, options: Options | None = None) -> ActionCodec[HighCardAction]:
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    max_bet = (options or Options()).max_bet

    def actions_of(seat: int) -> list[HighCardAction]:
        return [*(Bet(seat, chips) for chips in range(max_bet + 1)), Keep(seat), Redraw(seat)]

    return ActionCodec.of(players, actions_of)


def feature_size(players: int, options: Options | None = None) -> int:
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    return len(Phase) + 3 * players + 3


def features(view: View) -> tuple[float, ...]:
    """Phase, viewer, own card, who has bet, the bets once revealed, discards, turn."""
    players = view.players
    top = max(view.options.max_bet, 1)
    return (
        *(float(view.phase is phase) for phase in Phase),
        *(float(seat == view.player) for seat in range(players)),
        (view.own_card or 0) / len(DECK),
        *(float(done) for done in view.has_bet),
        *((bet / top for bet in view.bets) if view.bets is not None else (0.0,) * players),
        (view.own_bet or 0) / top,
        len(view.discards) / len(DECK),
    )


GAME = GameDefinition.assemble(globals(), action_type=HighCardAction)

_CONFORMS: Game[State, HighCardAction, View, Options] = GAME
