"""Gold Claim: a tiny game written against the contract, for the docs' runnable examples.

It is not one of the library's games and is not registered; it ships with the battery
(``frontier_games.testing.gold_claim``) so that every example in the docs runs as pasted,
whatever games are registered, and so that third-party authors see a whole game in one
page of code. It has what the real games need from the contract:
chance inside the state, hidden information and a simultaneous sealed decision.

1. The claims deck holds nine claims worth $1000 to $9000, shuffled. Each seat starts
   with $5000.
2. Each of three rounds, the top claim is turned face up and every seat bids for it at
   once, sealed, from $0 up to its money in steps of $1000.
3. When all have bid, the bids are revealed: the highest bid pays and takes the claim;
   on a tie for the highest nobody pays and the claim is discarded.
4. After three rounds, the claims' total value ranks the seats; money left breaks ties.

It is laid out as a game package is, one section for each module of the template (see
:doc:`/writing-a-game`): the printed facts (``content``), the frozen values (``model``),
each kind of move in its home on the rule kit (here the one kind, ``Bid``), the
``rulebook`` gathering the moves, the ``rules`` (setup, the end, the ranking), the
``view``, the ``words``, ``learning``, the ``picture``, the ``invariants``, and ``GAME``.
"""

from __future__ import annotations

import enum
from operator import attrgetter

import attrs

from frontier_games.codec import ActionCodec
from frontier_games.core import (
    Action,
    Frozen,
    GameDefinition,
    GameNotOverError,
    Outcome,
    SetupError,
    Timing,
    action_class,
    check_player_count,
)
from frontier_games.invariants import check_fields, check_rng, per_seat, require, within
from frontier_games.messages import not_a, reads_view
from frontier_games.moves import Check, Move, Moves, Refusal
from frontier_games.rng import Rng, shuffle
from frontier_games.scoring import rank
from frontier_games.svg import Drawing, seat_colour

# -- content: the printed facts ------------------------------------------------------------

NAME = "gold-claim"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
CLAIMS = tuple(range(1000, 10000, 1000))
START_MONEY = 5000
STEP = 1000
ROUNDS = 3


# -- model: frozen values, no rules --------------------------------------------------------


class Phase(enum.Enum):
    BIDDING = "bidding"
    OVER = "over"


@attrs.frozen
class Options(Frozen):
    """Gold Claim's one option: how many rounds are played."""

    rounds: int = ROUNDS


@action_class
class Bid(Action):
    """A sealed bid of ``amount`` dollars for the face-up claim."""

    player: int
    amount: int


GoldClaimAction = Bid


@attrs.frozen
class State(Frozen):
    """The whole game, hidden parts included."""

    options: Options
    rng: Rng
    deck: tuple[int, ...]  # the top is the start
    money: tuple[int, ...]
    claims: tuple[tuple[int, ...], ...]
    bids: tuple[int | None, ...]  # this round's sealed bids, None until made
    round: int
    phase: Phase

    @property
    def players(self) -> int:
        return len(self.money)


@attrs.frozen
class View(Frozen):
    """What one seat sees: no deck order, no generator, no sealed bid but its own."""

    options: Options
    player: int | None
    deck_size: int
    claim: int | None  # the face-up claim
    money: tuple[int, ...]
    claims: tuple[tuple[int, ...], ...]
    has_bid: tuple[bool, ...]
    own_bid: int | None
    round: int
    phase: Phase


# -- the moves: each kind in its home, on the rule kit -------------------------------------


def _within_money(state: State, action: Bid) -> bool:
    return action.amount <= state.money[action.player]


def _bid(state: State, action: Bid) -> State:
    seat = action.player
    bids = state.bids[:seat] + (action.amount,) + state.bids[seat + 1 :]
    if None in bids:
        return state.evolve(bids=bids)
    return _reveal(state, tuple(bid or 0 for bid in bids))


def _reveal(state: State, bids: tuple[int, ...]) -> State:
    money, claims = list(state.money), list(state.claims)
    best = max(bids)
    leaders = [p for p, bid in enumerate(bids) if bid == best]
    if len(leaders) == 1:  # rule 3: a tie for the highest takes nothing
        money[leaders[0]] -= best
        claims[leaders[0]] += (state.deck[0],)
    over = state.round == state.options.rounds
    return state.evolve(
        deck=state.deck[1:],
        money=tuple(money),
        claims=tuple(claims),
        bids=(None,) * state.players,
        round=state.round if over else state.round + 1,
        phase=Phase.OVER if over else Phase.BIDDING,
    )


_BIDS = tuple(
    tuple(Bid(seat, amount) for amount in range(0, START_MONEY + 1, STEP))
    for seat in range(MAX_PLAYERS)
)
"""Every bid a seat can ever make, built once: the space, and the listing's actions."""


def bid_ids(seat: int) -> list[Bid]:
    """The action codec's block of ``Bid``: ``i`` is a bid of ``i * STEP`` dollars."""
    return list(_BIDS[seat])


def _bid_words(view: View, action: Bid) -> str:
    """``"seat 1 bids $3000"`` for the bidder; the others only see a sealed bid go down."""
    if view.player != action.player:
        return f"seat {action.player} places a sealed bid"
    return f"seat {action.player} bids ${action.amount}"


def _said_above_money(state: State, action: Bid) -> str:
    return f"bids are $0 to ${state.money[action.player]} in steps of ${STEP}"


def _bid_space(players: int, seat: int) -> tuple[Bid, ...]:
    return _BIDS[seat]


def _bids(state: State, seat: int) -> tuple[Bid, ...]:
    return _BIDS[seat][: state.money[seat] // STEP + 1]


BID: Move[State, Bid] = Move(
    Bid,
    checks=(Check("bid-above-money", _said_above_money, _within_money),),
    effect=_bid,
    space=_bid_space,
    listing=_bids,
    words=_bid_words,
)
"""Rule 2: each seat still to bid bids once a round, sealed, from $0 to its money in steps
of $1000; rule 3 once every seat has bid."""


# -- rulebook: the moves gathered ----------------------------------------------------------


def _actors(state: State) -> frozenset[int]:
    if type(state) is not State:
        raise not_a("a Gold Claim State", state)
    if state.phase is Phase.OVER:
        return frozenset()
    return frozenset(p for p, bid in enumerate(state.bids) if bid is None)


def _players(state: State) -> int:
    return state.players


def _asked(state: State) -> str:
    return "bids"


def _in_own_words(state: State, action: object, refused: Refusal) -> Refusal | None:
    """A bid off the $1000 steps, or above the starting money, is a bid above the money."""
    if refused[0] == "no-such-move" and type(getattr(action, "amount", None)) is int:
        return BID.checks[0].code, BID.checks[0].sentence(state, action)  # type: ignore[arg-type]
    return None


MOVES: Moves[State, Bid, Phase] = Moves(
    NAME,
    (BID,),
    actors=_actors,
    players=_players,
    phase=attrgetter("phase"),
    phases={Phase.BIDDING: (Bid,), Phase.OVER: ()},
    setup=_players,  # the bids a seat may make are the same in every game
    asked=_asked,
    reworded=_in_own_words,
)
"""The game's moves on the rule kit: ``legal_actions`` and ``apply`` are its own."""


# -- rules: setup, who acts, the end -------------------------------------------------------


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    options = options or Options()
    if not 1 <= options.rounds <= len(CLAIMS):
        raise SetupError(f"Gold Claim is played in 1 to {len(CLAIMS)} rounds")
    deck, rng = shuffle(Rng.from_seed(seed), CLAIMS)
    return State(
        options=options,
        rng=rng,
        deck=deck,
        money=(START_MONEY,) * players,
        claims=((),) * players,
        bids=(None,) * players,
        round=1,
        phase=Phase.BIDDING,
    )


actors = MOVES.actors
legal_actions = MOVES.legal
apply = MOVES.apply


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def outcome(state: State) -> Outcome:
    if not is_over(state):
        raise GameNotOverError("Gold Claim is not over")
    return standings(state)


def standings(state: State) -> Outcome:
    """How the seats rank now, as rule 4 ranks them at the end."""
    return rank(scores=[sum(c) for c in state.claims], tiebreaks=[state.money])


def max_actions(players: int, options: Options | None = None) -> int:
    return players * (options or Options()).rounds


def timing(state: State) -> Timing:
    """Every seat still to bid bids at once, sealed: the order of the bids never matters."""
    if state.phase is Phase.OVER:
        return Timing.OVER
    return Timing.SEALED if len(actors(state)) > 1 else Timing.TURN


# -- view: what a seat sees, and a state it could be ---------------------------------------


def view(state: State, player: int | None) -> View:
    bidding = state.phase is Phase.BIDDING
    return View(
        options=state.options,
        player=player,
        deck_size=len(state.deck),
        claim=state.deck[0] if bidding else None,
        money=state.money,
        claims=state.claims,
        has_bid=tuple(bid is not None for bid in state.bids),
        own_bid=None if player is None else state.bids[player],
        round=state.round,
        phase=state.phase,
    )


def determinize(view: View, seed: int) -> State:
    """A state consistent with ``view``: unseen claims shuffled, unknown bids guessed."""
    rng = Rng.from_seed(seed)
    seen = {c for won in view.claims for c in won} | {view.claim}
    unseen, rng = shuffle(rng, [c for c in CLAIMS if c not in seen])
    face_up = () if view.claim is None else (view.claim,)
    deck = face_up + unseen[: view.deck_size - len(face_up)]
    bids = tuple(
        (view.own_bid if p == view.player else 0) if done else None
        for p, done in enumerate(view.has_bid)
    )
    return State(view.options, rng, deck, view.money, view.claims, bids, view.round, view.phase)


@reads_view(View, "a Gold Claim View")
def render(view: View) -> str:
    claim = "none" if view.claim is None else f"${view.claim}"
    lines = [f"Gold Claim, round {view.round}, face-up claim: {claim}"]
    for p, (money, won) in enumerate(zip(view.money, view.claims, strict=True)):
        lines.append(f"  seat {p}: ${money}, claims {list(won)}")
    return "\n".join(lines)


# -- picture -------------------------------------------------------------------------------


@reads_view(View, "a Gold Claim View")
def svg(view: View) -> str:
    """The face-up claim, the deck face down, and each seat's money, claims and bid (a
    face-down card once placed, face up for the viewer's own)."""
    drawing = Drawing(f"Gold Claim, round {view.round}")
    drawing.text(10, 24, f"Gold Claim, round {view.round}", size=16, bold=True)
    drawing.card(10, 40, 50, 70, f"{view.deck_size} claims", face_down=True)
    claim = "none" if view.claim is None else f"${view.claim}"
    drawing.card(70, 40, 50, 70, claim)
    for seat, (money, won) in enumerate(zip(view.money, view.claims, strict=True)):
        y = 130 + 34 * seat
        drawing.circle(20, y, 8, fill=seat_colour(seat))
        you = " (you)" if seat == view.player else ""
        drawing.text(36, y + 4, f"seat {seat}{you}: ${money}, claims {list(won)}")
        if view.has_bid[seat]:
            own = seat == view.player and view.own_bid is not None
            label = f"${view.own_bid}" if own else "a sealed bid"
            drawing.card(300, y - 12, 60, 24, label, face_down=not own)
    return drawing.to_svg()


# -- words: how a move is said -------------------------------------------------------------


def describe(view: View, action: GoldClaimAction) -> str:
    """How ``view``'s seat hears ``action``, in the words of the kind's home."""
    words = MOVES.move(Bid).words
    assert words is not None
    said: str = words(view, action)
    return said


def narrate(state: State, action: GoldClaimAction, player: int | None) -> tuple[str, ...]:
    """The bid as ``player`` saw it; at the reveal, who took the claim for what."""
    before = view(state, player)
    after_state = apply(state, action)
    after = view(after_state, player)
    lines = [describe(before, action)]
    if after.round != before.round or after.phase is Phase.OVER:
        takers = [p for p in range(state.players) if after.claims[p] != before.claims[p]]
        if takers:
            (taker,) = takers
            price = before.money[taker] - after.money[taker]
            lines.append(
                f"the bids are revealed: seat {taker} takes the ${before.claim} claim for ${price}"
            )
        else:
            lines.append(
                f"the bids are revealed: a tie for the highest; the ${before.claim} claim is"
                " discarded"
            )
    if after.phase is Phase.OVER:
        lines.append(f"the game is over; claims: {outcome(after_state).scores}")
    return tuple(lines)


# -- learning: the action codec and the features -------------------------------------------


def codec(players: int, options: Options | None = None) -> ActionCodec[GoldClaimAction]:
    """Index ``i`` is a bid of ``i * STEP`` dollars, up to the starting money (the kind's
    block, :func:`bid_ids`)."""
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    return ActionCodec.of(players, bid_ids)


def feature_size(players: int, options: Options | None = None) -> int:
    check_player_count(NAME, players, MIN_PLAYERS, MAX_PLAYERS)
    return 4 + 4 * players + 1


@reads_view(View, "a Gold Claim View")
def features(view: View) -> tuple[float, ...]:
    """Round, phase, viewer, face-up claim, each seat's money, claims and whether it bid,
    and the viewer's own bid, each scaled to 0 .. 1."""
    players = len(view.money)
    return (
        view.round / view.options.rounds,
        *(float(view.phase is phase) for phase in Phase),
        *(float(seat == view.player) for seat in range(players)),
        (view.claim or 0) / max(CLAIMS),
        *(money / START_MONEY for money in view.money),
        *(sum(won) / sum(CLAIMS) for won in view.claims),
        *(float(done) for done in view.has_bid),
        (view.own_bid or 0) / START_MONEY,
    )


# -- invariants ----------------------------------------------------------------------------


def check_state(state: State) -> None:
    """Raise :class:`~frontier_games.core.InvalidStateError` unless ``state`` is one a
    game of Gold Claim reaches: every claim in the deck, in a hand or discarded once; money
    from $0 to the start in steps; bids within the bidder's money; the round and the phase
    consistent with the claims still in the deck."""
    if type(state) is not State:
        raise TypeError(f"expected a Gold Claim State, got {state!r}")
    check_fields(state)
    check_rng(state.rng)
    players = len(state.money)
    within(players, MIN_PLAYERS, MAX_PLAYERS, "the player count")
    per_seat(state.claims, players, "$.claims")
    per_seat(state.bids, players, "$.bids")
    within(state.options.rounds, 1, len(CLAIMS), "$.options.rounds")
    for seat, money in enumerate(state.money):
        within(money, 0, START_MONEY, f"$.money[{seat}]")
        require(money % STEP == 0, "money-in-steps", f"$.money[{seat}] is not in ${STEP}s")
        bid = state.bids[seat]
        if bid is not None:
            within(bid, 0, money, f"$.bids[{seat}]")
            require(bid % STEP == 0, "money-in-steps", f"$.bids[{seat}] is not in ${STEP}s")
    held = [claim for claims in state.claims for claim in claims]
    seen = [*state.deck, *held]
    require(
        len(set(seen)) == len(seen) and set(seen) <= set(CLAIMS),
        "claims-conserved",
        "every claim is in the deck, in one hand or discarded, once",
    )
    over = state.phase is Phase.OVER
    within(state.round, 1, state.options.rounds, "$.round")
    require(
        len(state.deck) == len(CLAIMS) - state.round + 1 - over,
        "round-fits-deck",
        f"round {state.round} ({state.phase.name}) fits a deck of"
        f" {len(CLAIMS) - state.round + 1 - over} claims, not {len(state.deck)}",
    )
    require(
        len(held) <= state.round - 1 + over,
        "claims-conserved",
        f"{len(held)} claims taken in {state.round - 1 + over} rounds",
    )
    require(
        not over or state.round == state.options.rounds,
        "round-fits-phase",
        "the game ends after the last round",
    )
    require(
        None in state.bids or not state.bids,
        "bids-pending",
        "once every seat has bid, the bids are revealed",
    )
    require(
        not over or set(state.bids) == {None},
        "bids-pending",
        "no bid is pending once the game is over",
    )


# -- the game ------------------------------------------------------------------------------

GAME = GameDefinition.assemble(globals(), action_type=GoldClaimAction, moves=MOVES)
