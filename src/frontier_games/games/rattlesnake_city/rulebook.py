"""*Rattlesnake City*'s moves gathered into the game's rule kit (:mod:`frontier_games.moves`):
who acts, the step the turn is in, and the kinds of move each step offers, in the
rulebook's order. Each kind is declared once, beside its effect: setting up and the tile in
:mod:`.rattlesnake_city.tile`, the miscellaneous cards and their sale in
:mod:`.rattlesnake_city.cards`, bank attacks and gunfights in
:mod:`.rattlesnake_city.showdown`, poker in :mod:`.rattlesnake_city.challenge` and
:mod:`.rattlesnake_city.pot`, the real deal in :mod:`.rattlesnake_city.deal`, and passing
here.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from frontier_games.games.rattlesnake_city import (
    cards,
    challenge,
    deal,
    naming,
    pot,
    showdown,
    tile,
    turn,
)
from frontier_games.games.rattlesnake_city.content import MAX_PLAYERS, Content
from frontier_games.games.rattlesnake_city.income import income_of
from frontier_games.games.rattlesnake_city.model import (
    Answer,
    AskLowerStake,
    AskToBuy,
    AttackBank,
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
    Raise,
    RepairTrack,
    ReplaceCard,
    State,
    Step,
    StrokeOfFate,
    Surrender,
    SwapCards,
    TakeDrawn,
    TakeUp,
    TarAndFeather,
    View,
    Withdraw,
)
from frontier_games.games.rattlesnake_city.position import HAND, deciding
from frontier_games.moves import Move, Moves

__all__ = ["MOVES", "STEPS", "actors", "pass_ids"]

STEPS: dict[Step, tuple[type[Any], ...]] = {
    Step.SALOON: (PlaceSaloon,),
    Step.TILE: (PlaceBuilding, RepairTrack),
    Step.DRAW: (DrawCards,),
    Step.CARDS: (
        PlayPermanent,
        Dynamite,
        DynamiteTrack,
        StrokeOfFate,
        CatchJoe,
        OfferSale,
        AskToBuy,
        Pass,
    ),
    Step.ANSWER: (Answer,),
    Step.SHOWDOWN: (AttackBank, Challenge, Pass),
    Step.DEFEND: (Surrender, Defend),
    Step.GUNFIGHT: (Fire, Withdraw),
    Step.CHALLENGED: (TakeUp, PlayCoyote),
    Step.JOIN: (TakeUp, AskLowerStake, Pass),
    Step.LOWER: (Answer,),
    Step.CARDS_DOWN: (PlayCard,),
    Step.LAST_CARD: (PlayCard, Pass),
    Step.REACT: (Cheat, PlayProfessional, SwapCards, DrawThree, Pass),
    Step.TAR: (TarAndFeather, Pass),
    Step.REVOLVER: (DrawRevolver, Pass),
    Step.RUN: (PlayCoyote, Pass),
    Step.EXCHANGE: (Discard, Pass),
    Step.BET: (Raise, Call, Fold),
    Step.REPLACE: (ReplaceCard, Pass),
    Step.IMPROVE: (TakeDrawn, Pass),
}
"""The kinds of move each step of the turn offers, in the order they are listed."""


def actors(state: State) -> frozenset[int]:
    """The seat that decides, alone (every participant still to choose its poker card face
    down, while they do); nobody once the game is over."""
    now = state.turn
    if now.step is _CARDS_DOWN:  # the cards are chosen face down, all at once
        assert now.poker is not None
        return frozenset(now.poker.asked)
    seat = deciding(state)
    return _NOBODY if seat is None else _ALONE[seat]


_CARDS_DOWN = Step.CARDS_DOWN
_NOBODY: frozenset[int] = frozenset()
_ALONE = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
"""Each seat alone, built once (asked at every move)."""


# -- passing ---------------------------------------------------------------------------------


def _pass(state: State, action: Pass) -> State:
    now = state.turn
    if now.poker is not None:
        return challenge.pass_poker(state, action)
    if now.step is Step.CARDS:  # on to "4. Bank attacks and poker"
        now = now.evolve(
            step=Step.SHOWDOWN, tile=None, offer=None, attack=None, fight=None, loot=None
        )
        return state.evolve(turn=now, winner=None)
    return turn.end_turn(state)


def _pass_space(setup: Any, seat: int) -> tuple[Pass, ...]:
    return (Pass(seat),)


def _pass_listed(state: State, seat: int) -> tuple[Pass, ...]:
    return _PASS_LISTED[seat]


_PASS_LISTED = tuple((Pass(seat),) for seat in range(MAX_PLAYERS))
"""Each seat's pass, listed alone, built once."""


def _pass_words(view: View, action: Pass) -> naming.Said:
    step = view.turn.step
    if step is Step.SHOWDOWN:
        collected = naming.money(income_of(view)[action.player])
        return (
            f"pass (collect your income: {collected})",
            f"passes (collects its income: {collected})",
        )
    if step is Step.EXCHANGE:
        return _exchange_pass(view, action)
    if step in _PASSES:
        mine, theirs = _PASSES[step]
        return f"pass ({mine})", f"passes ({theirs})"
    return "pass", "passes"


PASS: Move[State, Pass] = Move(
    Pass,
    checks=(),
    effect=_pass,
    space=_pass_space,
    listing=_pass_listed,
    words=_pass_words,
)
"""Passing: in every step that offers it, the seat that decides does nothing more of what
the step asks (ends its cards, its turn, stays out of a poker game...)."""


def _asked(state: State) -> str:
    """What the seat that decides is asked, in words (after ``seat n``)."""
    return f"is asked to {state.turn.step.value}"


MOVES: Moves[State, Any, Step] = Moves(
    "rattlesnake-city",
    (
        tile.PLACE_SALOON,
        tile.PLACE_BUILDING,
        tile.REPAIR_TRACK,
        tile.DRAW_CARDS,
        cards.PLAY_PERMANENT,
        cards.DYNAMITE,
        cards.DYNAMITE_TRACK,
        cards.STROKE_OF_FATE,
        cards.CATCH_JOE,
        cards.OFFER_SALE,
        cards.ASK_TO_BUY,
        cards.ANSWER,
        showdown.ATTACK_BANK,
        showdown.SURRENDER,
        showdown.DEFEND,
        showdown.FIRE,
        showdown.WITHDRAW,
        challenge.CHALLENGE,
        challenge.TAKE_UP,
        challenge.PLAY_COYOTE,
        challenge.ASK_LOWER_STAKE,
        challenge.PLAY_CARD,
        challenge.CHEAT,
        challenge.PLAY_PROFESSIONAL,
        challenge.TAR_AND_FEATHER,
        pot.DRAW_REVOLVER,
        deal.DISCARD,
        deal.RAISE,
        deal.CALL,
        deal.FOLD,
        deal.REPLACE_CARD,
        deal.SWAP_CARDS,
        deal.DRAW_THREE,
        deal.TAKE_DRAWN,
        PASS,
    ),
    actors=actors,
    players=attrgetter("setup.players"),
    phase=attrgetter("turn.step"),
    phases=STEPS,
    setup=attrgetter("setup"),
    asked=_asked,
)
"""The game's moves: :func:`~.rattlesnake_city.rules.apply` and
:func:`~.rattlesnake_city.rules.legal_actions` are made from them."""


# -- words ----------------------------------------------------------------------------------
# What the words above lean on.

_PASSES = {
    Step.CARDS: ("go on to bank attacks and poker", "goes on to bank attacks and poker"),
    Step.JOIN: ("stay out of the poker game", "stays out of the poker game"),
    Step.LAST_CARD: ("place no card and lose your stake", "places no card and loses its stake"),
    Step.REACT: (
        "play no Cheater or Professional Player",
        "plays no Cheater or Professional Player",
    ),
    Step.TAR: ("play no Tar & Feathers", "plays no Tar & Feathers"),
    Step.REVOLVER: ("draw no revolver", "draws no revolver"),
    Step.RUN: ("stay for the gunfight", "stays for the gunfight"),
    Step.REPLACE: ("replace no card with a playing card", "replaces no card with a playing card"),
    Step.IMPROVE: ("keep the cards you have", "keeps the cards it has"),
}
"""What a pass means at each step but the last of a turn."""


def _exchange_pass(view: View, action: Pass) -> naming.Said:
    """The end of a player's exchange in a real deal: it draws as many cards as it
    discarded."""
    game = view.turn.poker
    held = None
    if game is not None and action.player in game.players:
        at = game.players.index(action.player)
        hand = naming.hand_of(game, action.player)
        held = (
            len(hand)
            if hand or view.player == action.player
            else (view.held[at] if at < len(view.held) else None)
        )
    if held is None:
        return "pass (draw as many cards as you discarded)", (
            "passes (draws as many cards as it discarded)"
        )
    need = HAND - held
    if need <= 0:
        return "pass (keep your five cards)", "passes (keeps its five cards)"
    new = "a new card" if need == 1 else f"{naming.NUMBERS[need]} new cards"
    return f"pass (draw {new})", f"passes (draws {new})"


# -- codec ids ------------------------------------------------------------------------------


def pass_ids(content: Content, seat: int) -> list[Pass]:
    """A pass: one id (:func:`~.rattlesnake_city.learning.codec` puts the blocks in
    order)."""
    return list(_PASS_LISTED[seat])  # the very action the listing hands out
