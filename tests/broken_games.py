"""Variants of the toy game, each breaking the game contract in one way.

Each is ``tests.toy_game.GAME`` with one function (or fact) replaced through
``attrs.evolve``; ``tests/test_testing.py`` checks that the conformance battery catches each
one, under the right check. The name of each variant says what it breaks.
"""

from __future__ import annotations

import itertools
from typing import Any

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import GameDefinition, InvalidStateError, Outcome, Timing, evolved
from frontier_games.invariants import check_fields, per_seat
from frontier_games.rng import Rng
from frontier_games.scoring import rank
from tests import toy_game
from tests.toy_game import (
    DECK,
    GAME,
    Bet,
    HighCardAction,
    Keep,
    Options,
    Phase,
    Redraw,
    State,
    View,
)

ToyGame = GameDefinition[State, HighCardAction, View, Options]


def _variant(name: str, **changes: Any) -> ToyGame:
    return attrs.evolve(GAME, name=f"high-card/{name}", **changes)


# -- apply changes its input -----------------------------------------------------------


def _apply_mutating_its_input(state: State, action: HighCardAction) -> State:
    result = toy_game.apply(state, action)
    object.__setattr__(state, "turn", result.turn)  # the input "advances" too
    return result


MUTATING_APPLY = _variant("mutating-apply", apply=_apply_mutating_its_input)
"""``apply`` returns the right state but also writes the new turn into its input."""


# -- apply is not a function of its arguments ------------------------------------------

_CALLS = itertools.count()


def _apply_counting_calls(state: State, action: HighCardAction) -> State:
    result = toy_game.apply(state, action)
    # The hidden generator state drifts with a global counter: invisible in every view,
    # visible only by comparing full states.
    return result.evolve(rng=Rng(result.rng.key, result.rng.counter + next(_CALLS)))


NONDETERMINISTIC_APPLY = _variant("nondeterministic-apply", apply=_apply_counting_calls)
"""``apply`` folds a global call counter into the generator state."""


# -- views leak hidden information -----------------------------------------------------


def _view_showing_every_card(state: State, player: int | None) -> View:
    return toy_game.view(state, player).evolve(cards=state.cards)


LEAKY_VIEW = _variant("leaky-view", view=_view_showing_every_card)
"""Every view shows every seat's face-down card, all game long."""


def _view_showing_sealed_bets(state: State, player: int | None) -> View:
    return toy_game.view(state, player).evolve(bets=tuple(bet or 0 for bet in state.bets))


LEAKY_BETS_VIEW = _variant("leaky-bets-view", view=_view_showing_sealed_bets)
"""Sealed bets are shown before every seat has bet."""


# -- legality --------------------------------------------------------------------------


def _apply_ignoring_the_seat(state: State, action: HighCardAction) -> State:
    if isinstance(action, Keep | Redraw) and state.phase is Phase.DRAW:
        action = evolved(action, player=state.turn)  # anyone may act for the seat to play
    return toy_game.apply(state, action)


ANY_SEAT_MAY_DRAW = _variant("any-seat-may-draw", apply=_apply_ignoring_the_seat)
"""Any seat's keep or redraw is taken as the turn's seat's."""


def _apply_accepting_late_bets(state: State, action: HighCardAction) -> State:
    if isinstance(action, Bet) and state.phase is Phase.DRAW and action.player == state.turn:
        bets = state.bets[: action.player] + (action.chips,) + state.bets[action.player + 1 :]
        return state.evolve(bets=bets)
    return toy_game.apply(state, action)


LATE_BETS = _variant("late-bets", apply=_apply_accepting_late_bets)
"""The seat to draw may still change its bet (the toy game's own bug, once)."""


def _apply_raising_key_error(state: State, action: HighCardAction) -> State:
    if isinstance(action, Redraw):
        raise KeyError("deck")
    return toy_game.apply(state, action)


REDRAW_CRASHES = _variant("redraw-crashes", apply=_apply_raising_key_error)
"""``apply`` crashes on a legal redraw."""


# -- who acts, and for how long --------------------------------------------------------


def _actors_after_the_end(state: State) -> frozenset[int]:
    return toy_game.actors(state) or frozenset({0})


ACTORS_AFTER_THE_END = _variant("actors-after-the-end", actors=_actors_after_the_end)
"""Seat 0 is still an actor once the game is over."""


def _legal_actions_indexing_by_seat(state: State, player: int) -> tuple[HighCardAction, ...]:
    if not 0 <= player < state.players:
        raise IndexError(f"seat {player}")  # as if looking the seat up in a tuple
    return toy_game.legal_actions(state, player)


NON_SEAT_CRASHES = _variant("non-seat-crashes", legal_actions=_legal_actions_indexing_by_seat)
"""``legal_actions`` raises ``IndexError`` for ``-1`` or ``players`` instead of returning ()."""


def _legal_actions_for_anyone(state: State, player: int) -> tuple[HighCardAction, ...]:
    if state.phase is Phase.BET and not 0 <= player < state.players:
        return (Bet(player, 0),)
    return toy_game.legal_actions(state, player)


NON_SEAT_MAY_BET = _variant("non-seat-may-bet", legal_actions=_legal_actions_for_anyone)
"""``legal_actions`` offers a bet to seats that do not exist."""


def _too_few_actions(players: int, options: Options | None = None) -> int:
    return players  # the bets alone take that many


TOO_LONG = _variant("too-long", max_actions=_too_few_actions)
"""``max_actions`` promises fewer actions than a game takes."""


# -- outcome ---------------------------------------------------------------------------


def _outcome_at_any_time(state: State) -> Outcome:
    return rank(
        [card * (1 + (bet or 0)) for card, bet in zip(state.cards, state.bets, strict=True)]
    )


EARLY_OUTCOME = _variant("early-outcome", outcome=_outcome_at_any_time)
"""``outcome`` answers before the game is over."""


def _outcome_crowning_everyone(state: State) -> Outcome:
    result = toy_game.outcome(state)
    return result.evolve(winners=frozenset(range(state.players)))


EVERYONE_WINS = _variant("everyone-wins", outcome=_outcome_crowning_everyone)
"""Every seat is a winner, whatever the ranks say."""


# -- serialization, setup, rendering ---------------------------------------------------

MISSING_ACTION_CLASS = _variant("missing-action-class", action_type=Bet | Keep)
"""The action union forgets ``Redraw``, so a redraw cannot be loaded from JSON."""

_SEEDS = itertools.count()


def _new_game_ignoring_the_seed(players: int, seed: int, options: Options | None = None) -> State:
    return toy_game.new_game(players, next(_SEEDS), options)


UNSEEDED_NEW_GAME = _variant("unseeded-new-game", new_game=_new_game_ignoring_the_seed)
"""``new_game`` deals from a global counter instead of its seed."""

TOO_MANY_PLAYERS = _variant("too-many-players", max_players=3)
"""The game says 2 to 3 players, but ``new_game`` accepts 4."""


def _render_nothing(view: View) -> str:
    return ""


BLANK_RENDER = _variant("blank-render", render=_render_nothing)
"""``render`` returns an empty string."""


def _picture_in_html(view: View) -> str:
    return "<html><body>a table</body></html>"


HTML_PICTURE = _variant("html-picture", svg=_picture_in_html)
"""``svg`` returns an HTML page, not an SVG document."""


def _determinize_forgetting_discards(view: View, seed: int) -> State:
    return toy_game.determinize(view, seed).evolve(discards=())


FORGETFUL_DETERMINIZE = _variant(
    "forgetful-determinize", determinize=_determinize_forgetting_discards
)
"""``determinize`` drops the face-up discards the view shows."""


# -- contract v2: timing, words, codec, features, copies -------------------------------


def _timing_always_a_turn(state: State) -> Timing:
    return Timing.OVER if state.phase is Phase.OVER else Timing.TURN


TURNS_ONLY = _variant("turns-only", timing=_timing_always_a_turn)
"""``timing`` says ``TURN`` while every seat bets at once."""


def _apply_favouring_the_first_bettor(state: State, action: HighCardAction) -> State:
    result = toy_game.apply(state, action)
    if isinstance(action, Bet) and all(bet is None for bet in state.bets):
        # The first bet to arrive is worth a chip more: invisible in the views until the
        # reveal, but the order of the sealed bets now matters.
        bets = result.bets[: action.player] + (action.chips + 1,) + result.bets[action.player + 1 :]
        return result.evolve(bets=bets)
    return result


def _bets_worth_a_chip_more(state: State) -> None:
    """The invariants of a game where a bet may be worth a chip more than the largest."""
    bets = tuple(None if bet is None else min(bet, state.options.max_bet) for bet in state.bets)
    toy_game.check_state(state.evolve(bets=bets))


ORDERED_SEALED_BETS = _variant(
    "ordered-sealed-bets",
    apply=_apply_favouring_the_first_bettor,
    check_state=_bets_worth_a_chip_more,
)
"""``timing`` says the bets are ``SEALED``, but the first bet to arrive counts a chip more."""


def _describe_keep_and_redraw_alike(view: View, action: HighCardAction) -> str:
    if isinstance(action, Keep | Redraw):
        return f"seat {action.player} decides"
    return toy_game.describe(view, action)


SHARED_DESCRIPTION = _variant("shared-description", describe=_describe_keep_and_redraw_alike)
"""Keeping and redrawing are both described as "seat N decides"."""


def _narrate_the_sealed_bet(
    state: State, action: HighCardAction, player: int | None
) -> tuple[str, ...]:
    told = toy_game.narrate(state, action, player)
    if isinstance(action, Bet):
        return (*told, f"(seat {action.player} bet {action.chips} chips)")
    return told


LEAKY_NARRATION = _variant("leaky-narration", narrate=_narrate_the_sealed_bet)
"""The narration tells every seat a sealed bet's amount before the reveal."""


def _codec_merging_keep_and_redraw(
    players: int, options: Options | None = None
) -> ActionCodec[HighCardAction]:
    space = toy_game.codec(players, options)
    by_seat = tuple(space.decode(i, seat) for i in range(space.size) for seat in range(players))
    index = {action: space.encode(action) for action in by_seat}
    for seat in range(players):
        index[Redraw(seat)] = index[Keep(seat)]
    seats = tuple(
        tuple(space.decode(i, seat) for i in range(space.size)) for seat in range(players)
    )
    return ActionCodec(seats, index)


NON_INJECTIVE_CODEC = _variant("non-injective-codec", codec=_codec_merging_keep_and_redraw)
"""The codec gives a redraw the index of a keep."""


def _features_one_short(view: View) -> tuple[float, ...]:
    return toy_game.features(view)[:-1]


SHORT_FEATURES = _variant("short-features", features=_features_one_short)
"""``features`` gives one value fewer than ``feature_size`` says."""


def _features_counting_bets(view: View) -> tuple[float, ...]:
    return (*toy_game.features(view)[:-1], sum(view.has_bet))


INT_FEATURES = _variant("int-features", features=_features_counting_bets)
"""A feature is an ``int``, not a ``float``."""


# -- issue 24: impossible states and confused actions ---------------------------------


def _accept_every_state(state: State) -> None:
    """A ``check_state`` that checks nothing."""


UNCHECKED_STATES = _variant("unchecked-states", check_state=_accept_every_state)
"""``check_state`` accepts every state, money of -5 and tables a seat short included."""


def _check_only_the_fields(state: State) -> None:
    """A ``check_state`` that checks the types and the per-seat tables, not the numbers."""
    check_fields(state)
    per_seat(state.cards, state.players, "$.cards")
    per_seat(state.bets, state.players, "$.bets")


SHAPE_ONLY_CHECK = _variant("shape-only-check", check_state=_check_only_the_fields)
"""``check_state`` accepts a negative card or bet."""


def _refuse_a_redrawn_card(state: State) -> None:
    toy_game.check_state(state)
    if state.discards:
        raise InvalidStateError("no-discards", "no card is ever discarded")


OVERSTRICT_CHECK = _variant("overstrict-check", check_state=_refuse_a_redrawn_card)
"""``check_state`` refuses a state the game reaches (after a redraw)."""


def _crash_on_a_negative_card(state: State) -> None:
    toy_game.check_state(state.evolve(cards=tuple(map(abs, state.cards))))
    for card in state.cards:
        DECK.index(card)  # a ValueError, not the InvalidStateError it should be


CRASHING_CHECK = _variant("crashing-check", check_state=_crash_on_a_negative_card)
"""``check_state`` fails with a bare ``ValueError`` on a negative card."""


def _apply_reading_types_loosely(state: State, action: HighCardAction) -> State:
    if type(action.player) is bool:  # True is seat 1, and False seat 0, to this apply
        action = evolved(action, player=int(action.player))
    return toy_game.apply(state, action)


LOOSE_TYPES = _variant("loose-types", apply=_apply_reading_types_loosely)
"""``apply`` takes ``Bet(False, 1)`` for seat 0's bet, which no legal list holds."""


class _LooseTuple(tuple[Any, ...]):
    """A tuple whose membership test compares actions as plain attrs classes do: field
    values only, so ``Bet(0, True)`` is found where ``Bet(0, 1)`` is."""

    def __contains__(self, item: Any) -> bool:
        return any(
            type(item) is type(each) and attrs.astuple(item) == attrs.astuple(each) for each in self
        )


def _legal_actions_compared_loosely(state: State, player: int) -> tuple[HighCardAction, ...]:
    return _LooseTuple(toy_game.legal_actions(state, player))


LOOSE_MEMBERSHIP = _variant("loose-membership", legal_actions=_legal_actions_compared_loosely)
"""``Bet(0, True) in legal_actions(...)`` is true, though ``apply`` refuses it (what
plain ``@attrs.frozen`` actions do)."""
