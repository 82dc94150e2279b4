"""*Chaparral* in words: each action as a player says it at the table (:func:`describe`),
and what a seat saw happen when an action was played (:func:`narrate`).

A seat's own moves are said as it would say them, the other seats' in the third person;
characters, businesses, farms, events and stagecoaches by their names, seats as
``seat 2``::

    allocate a cowboy to the Banker                      "banker"
    enter the alley ($5, the left space)                 "alley"
    block the Mayor with a red cowboy                    "block mayor"
    place influence in the Cigar Shop through the Mayor  "cigar mayor"
    act as the Farmer                                    "farmer"
    use the alley as the Merchant ($10 and a cowboy)     "alley merchant"
    put Lack of Resources at the bottom, then Fatal Ambush, with Market Slump on top
    take the politician / take $10
    buy sheep farm 1 for $15                             "sheep farm 1"
    sell pigs from pig farm 1 for $15                    "sell pigs"
    build 3 segments of the pig railway (2 settlers, 5 iron)
    mine 3 iron and 1 gold                               "mine 3 iron and 1"
    buy the Saloon for $35                               "saloon"
    remove the Apache from ox farm 2 (General Custer)
    take the prize: 2 gold bars / take the prize: $45
    host the politician on wheat farm 1
    bribe the politician with two gold bars (Privileges)
    give $50 and a gold bar to the Church (Benefactor)
    lose 2 cowboys / pay $20 / remove influence from the Hotel and the Stable
    pass (end your turn)                                 "pass"

and ``seat 1 buys sheep farm 1 for $15`` when another seat's move is described. Prices
are the ones the move costs or earns now: the discount tokens, the events and the market
counted.

Each kind of move's words are declared in its home, beside its rules (the ``words`` of
its move in :data:`~.chaparral.rulebook.MOVES`), from the names the ``naming`` module
shares; this module finds them there and adds what a narration tells beyond the action.

A narration is read from the action and the viewer's views before and after it, never
from the hidden state, so it tells what that seat sees and nothing more: another seat's
arrangement of the event deck is ``seat 1 puts one of the top three events at the bottom
of the deck and the other two back on top``, told with the events to the Sheriff's player
alone. What changes in the open is told: money paid and received, cowboys, iron, gold and
settlers gained and lost, the bonus tokens collected as Phase 1 ends, the stagecoach the
Mayor receives, the Merchant's sales (who must sell next, who has nothing to sell), a
finished railway section's prize, the objectives claimed, the stages and turns that
begin, the end of a round (the unclaimed stagecoach removed, the market columns reset,
the discounts discarded) and the next one's event, stagecoach and bonus tokens, and the
end of the game with the winners.
"""

from __future__ import annotations

from frontier_games.core import brief, check_narrated, not_a
from frontier_games.games.chaparral import naming
from frontier_games.games.chaparral.content import (
    APACHE_TOKEN_COWBOYS,
    GOLD_LIMIT,
    RAILWAY_GOODS,
    Business,
    Character,
    Event,
    Farm,
    Good,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import LOSSES_MONEY, alley_cost
from frontier_games.games.chaparral.model import (
    Allocate,
    ArrangeEvents,
    Block,
    Bribe,
    Build,
    BuyBusiness,
    BuyFarm,
    ChaparralAction,
    Donate,
    Host,
    Influence,
    Mine,
    Penalty,
    PenaltyKind,
    Perform,
    Phase,
    PlayerBoard,
    RemoveApache,
    Sell,
    State,
    Step,
    TakePrize,
    TakeStagecoach,
    UseAlley,
    View,
)
from frontier_games.games.chaparral.naming import Said
from frontier_games.games.chaparral.objectives import BENEFACTOR_GIFT, BRIBE_GOLD, WINNING_COUNT
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.rules import NAME, apply, standings
from frontier_games.games.chaparral.table import (
    GOODS,
    alley_cowboys_lost,
    business_price,
    turn_order,
)
from frontier_games.games.chaparral.view import view
from frontier_games.messages import listed, unreadable_view

__all__ = ["describe", "narrate"]

_KINDS = frozenset(move.kind for move in MOVES.moves)
"""The game's action classes."""
_AN_ACTION = "a Chaparral action"
_AMOUNT_BITS = 64
"""Numbers a description prints are refused beyond 2**64 (no move comes near)."""

_ORDINALS = ("first", "second", "third", "fourth")

_TRACKS = (("cowboys", "cowboy"), ("iron", "iron"), ("gold", "gold bar"), ("settlers", "settler"))
"""The counted things of a mini-board a narration tells the changes of: field, noun."""


# -- describe -----------------------------------------------------------------------------


def describe(view: View, action: ChaparralAction) -> str:
    """``action`` in the game's words, for the seat (or spectator) of ``view``.

    The viewer's own actions are said as it would say them (``"buy sheep farm 1 for
    $15"``), another seat's in the third person (``"seat 1 buys sheep farm 1 for $15"``).
    Prices are what the move costs or earns now, as the view shows them: the alley's
    space, the discount tokens, Appreciating Properties, the market column's next price
    and the Apache penalty, Rough Railway's iron. What a pass means depends on the moment:
    ``"pass (place no more influence)"`` in Stage 2, ``"pass (buy no farm)"`` as the
    Farmer, ``"pass (end your turn)"`` at the choice of the next character... The
    descriptions of a seat's legal actions are all different, and
    :func:`frontier_games.parse_action` reads each back.

    :raises TypeError: if ``view`` is not a *Chaparral* ``View``, or ``action`` is not one
        of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``action`` names no seat of the game, or one of its fields is
        not of its type (a character a :class:`~.chaparral.content.Character`, a farm a
        :class:`~.chaparral.content.Farm`, a number an ``int``...), or ``view`` is not one a game
        can show.
    """
    if type(view) is not View:
        raise not_a(f"a {NAME} View", view)
    if type(action) not in _KINDS:
        raise not_a(_AN_ACTION, action)
    setup = getattr(view, "setup", None)
    players = getattr(setup, "players", None)
    if type(players) is not int:
        raise unreadable_view(ValueError(f"setup is not a chaparral Setup: {brief(setup)}"))
    _check(players, action)
    try:
        return _describe(view, action, mine=view.player == action.player)
    except (AttributeError, TypeError, IndexError, KeyError, ValueError) as error:
        raise unreadable_view(error) from None


def _check(players: int, action: ChaparralAction) -> None:
    """Refuse an action whose fields are not of their types."""
    seat = action.player
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"there is no seat {brief(seat)} in a {players}-player game")
    if isinstance(action, Allocate | Block | Perform | UseAlley):
        _of(action.character, Character, "character")
    elif isinstance(action, Influence):
        if action.character is not None:
            _of(action.character, Character, "character")
        _of(action.business, Business, "business")
    elif isinstance(action, BuyFarm | Sell | Host | RemoveApache):
        _of(action.farm, Farm, "farm")
        if isinstance(action, RemoveApache):
            _of(action.token, bool, "token (True or False)")
    elif isinstance(action, BuyBusiness):
        _of(action.business, Business, "business")
    elif isinstance(action, TakeStagecoach):
        _of(action.politician, bool, "politician (True or False)")
    elif isinstance(action, TakePrize):
        _of(action.gold, bool, "gold (True or False)")
    elif isinstance(action, ArrangeEvents):
        _of(action.bottom, Event, "event")
        if type(action.top) is not tuple or len(action.top) > 2:
            raise ValueError(f"top is a tuple of at most two events, not {brief(action.top)}")
        for event in action.top:
            _of(event, Event, "event")
    elif isinstance(action, Build):
        if action.good not in RAILWAY_GOODS or type(action.good) is not Good:
            raise ValueError(f"there is no railway section of {brief(action.good)}")
        _number(action.segments, "segments")
    elif isinstance(action, Mine):
        _number(action.iron, "iron")
        _number(action.gold, "gold")
    elif isinstance(action, Penalty):
        _of(action.kind, PenaltyKind, "penalty")
        if type(action.markers) is not tuple:
            raise ValueError(f"markers is a tuple of businesses, not {brief(action.markers)}")
        for business in action.markers:
            _of(business, Business, "business")


def _of(value: object, kind: type, what: str) -> None:
    if type(value) is not kind:
        raise ValueError(f"there is no {what} {brief(value)}")


def _number(value: object, what: str) -> None:
    if type(value) is not int or value.bit_length() > _AMOUNT_BITS:
        raise ValueError(f"{what} is a number (an int), not {brief(value)}")


def _said(view: View, action: ChaparralAction) -> Said:
    """``action`` in the words its kind's home declares (its move in
    :data:`~.chaparral.rulebook.MOVES`), read from ``view``."""
    words = MOVES.move(type(action)).words
    assert words is not None  # every kind declares its words
    said: Said = words(view, action)
    return said


def _describe(view: View, action: ChaparralAction, *, mine: bool) -> str:
    """The words of ``action``: said by its own seat (``mine``) or in the third person."""
    said = _said(view, action)
    if mine:
        return said.mine
    return f"{naming.seat(action.player)} {said.theirs}"


# -- narrate ------------------------------------------------------------------------------


def narrate(state: State, action: ChaparralAction, player: int | None) -> tuple[str, ...]:
    """What ``player`` (``None``: a spectator) saw happen when ``action`` was applied to
    ``state``: the action, then what it set off, in the rulebook's order.

    * The action in the third person (:func:`describe`); another seat's arrangement of
      the event deck without the events (``"seat 1 puts one of the top three events at
      the bottom of the deck and the other two back on top"``), and the events the
      Sheriff looks at named to the Sheriff's player alone.
    * What the action does in the open: the small Starting Player token (or, with two
      players, the $10 coin) the Sheriff takes or hands on; the stagecoach the Mayor
      receives and its bonus; who must sell next in the Merchant's sales and who has
      nothing to sell; a finished railway section and its prize.
    * As Phase 1 ends, the bonus tokens collected (and those discarded from blocked
      characters).
    * What each seat gained and lost: money, cowboys, iron, gold bars, settlers (beyond
      what the action's own words say), the coloured Apache token received at 7
      cowboys; the objectives claimed.
    * The stage, turn or penalty that begins; the end of the round (the unclaimed
      stagecoach removed, the blocked market columns reset, the discount tokens
      discarded) and the next one (its starting player, event, stagecoach and bonus
      tokens); the end of the game, each seat's objectives and fortune, and the winners.

    Everything is read from ``view(state, player)``, ``view(apply(state, action),
    player)`` and the action, so a seat is told alike of every position it cannot tell
    apart.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``, or ``action`` is not
        one of the game's action classes (exactly: not a subclass).
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    :raises IllegalActionError: if ``action`` is not legal in ``state`` (whatever is
        wrong with it: this checks it by applying it).
    """
    if type(state) is not State:
        raise not_a(f"a {NAME} State", state)
    if type(action) not in _KINDS:
        raise not_a(_AN_ACTION, action)
    players = state.setup.players
    check_narrated(player, players)
    after = apply(state, action)
    before, seen = view(state, player), view(after, player)
    lines = [_told(before, action)]
    lines.extend(_aside(before, seen, action))
    lines.extend(_phase_1_over(before, seen))
    lines.extend(_ledgers(before, seen, action))
    lines.extend(_claims(before, seen))
    lines.extend(_what_next(before, seen))
    return tuple(lines)


def _told(before: View, action: ChaparralAction) -> str:
    """The action as ``before``'s seat saw it played: in the third person, and without what
    the seat cannot see when another seat played it (the words' ``unseen``)."""
    said = _said(before, action)
    told = said.unseen if before.player != action.player and said.unseen is not None else None
    return f"{naming.seat(action.player)} {said.theirs if told is None else told}"


# -- what the action itself does ------------------------------------------------------------


def _aside(before: View, seen: View, action: ChaparralAction) -> list[str]:
    """What the action did in the open, beyond its own words."""
    lines: list[str] = []
    actor = action.player
    character = action.character if isinstance(action, Perform | UseAlley) else None
    if character is Character.SHERIFF:
        lines.extend(_sheriff(before, seen, actor))
    elif character is Character.MAYOR:
        lines.extend(_mayor(before, seen, actor))
    if character is Character.MERCHANT or type(action) is Sell:
        lines.extend(_sales(before, seen, action))
    if type(action) is Build and seen.finished > before.finished:
        lines.append(_finished(seen, action))
    return lines


def _sheriff(before: View, seen: View, actor: int) -> list[str]:
    """The starting-player token (or the $10 coin), and the look at the event deck."""
    lines = []
    who = naming.seat(actor)
    if before.setup.players == 2:
        if before.board.sheriff_coin and not seen.board.sheriff_coin:
            lines.append(f"{who} takes the $10 coin on the Sheriff")
    else:
        following = seen.board.next_start
        if following == actor:
            lines.append(f"{who} takes the small Starting Player token: it starts the next round")
        elif following is not None:
            lines.append(
                f"{who} hands the small Starting Player token to {naming.seat(following)}, who "
                "starts the next round"
            )
    if seen.phase is Phase.ACTIONS and seen.turn.step is Step.ARRANGE_EVENTS:
        looked = min(3, seen.events_left)
        text = f"{who} looks at the top {naming.NUMBERS[looked]} events"
        known = seen.events_seen[seen.events_left - looked :]
        if seen.player == actor and all(event is not None for event in known):
            named = [event.value for event in reversed(known) if event is not None]
            text += ": " + ", then ".join([f"{named[0]} on top", *named[1:]])
        lines.append(text)
    return lines


def _mayor(before: View, seen: View, actor: int) -> list[str]:
    """The stagecoach in the city and its bonus."""
    coach = before.board.stagecoach
    who = naming.seat(actor)
    if coach is None:
        return ["no stagecoach is left in the city"]
    bonus = before.setup.options.content.stagecoach(coach).bonus
    if before.board.event is Event.STAGECOACH_ROBBERY:
        return [f"{who} receives {coach.value}, robbed of its bonus ({bonus.value}): $5 only"]
    if bonus is not StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN:
        return [f"{who} receives {coach.value}, with {bonus.value}"]
    if seen.phase is Phase.ACTIONS and seen.turn.step is Step.STAGECOACH:
        return [f"{who} receives {coach.value}: it chooses $10 or a politician"]
    return [f"{who} receives {coach.value}, with $10 (no politician is left)"]


def _sales(before: View, seen: View, action: ChaparralAction) -> list[str]:
    """The Merchant's sales: who had nothing to sell, who must sell next, or their end."""
    actor = action.player
    selling = seen.phase is Phase.ACTIONS and seen.turn.step is Step.SALES
    following = seen.turn.sellers[0] if selling else None
    if type(action) is Sell:
        queue = before.turn.sellers[1:]  # the seller itself is first
    else:
        others = () if type(action) is UseAlley else turn_order(before.setup.players, actor)[1:]
        queue = (actor, *others)
        if following is None:
            return ["nobody has anything to sell"]
    passed_over = list(queue)
    if following is not None:
        passed_over = passed_over[: passed_over.index(following)] if following in queue else []
    lines = []
    if passed_over:
        verb = "has" if len(passed_over) == 1 else "have"
        lines.append(f"{naming.seats(passed_over)} {verb} nothing to sell")
    if following is None:
        lines.append("the Merchant's sales are over")
    elif following == actor and type(action) is Sell:
        lines.append(f"{naming.seat(following)} must make a second sale")
    else:
        lines.append(f"{naming.seat(following)} must sell")
    return lines


def _finished(seen: View, action: Build) -> str:
    """A section is finished: its prize, paid or to choose."""
    who = naming.seat(action.player)
    rank = seen.finished - 1
    which = _ORDINALS[rank] if rank < len(_ORDINALS) else f"section {seen.finished}"
    text = f"{who} finishes {naming.railway(action.good)}, the {which} section finished"
    prize = naming.prize_now(seen)
    if prize is None:
        return f"{text}: no prize is left"
    gold, dollars = prize
    if seen.phase is Phase.ACTIONS and seen.turn.step is Step.PRIZE:
        return f"{text}: it chooses its prize, {naming.count(gold, 'gold bar')} or ${dollars}"
    if gold:
        return f"{text} and takes its prize, {naming.count(gold, 'gold bar')}"
    return f"{text} and takes its prize, ${dollars}"


# -- Phase 1's end: the bonus tokens --------------------------------------------------------


def _phase_1_over(before: View, seen: View) -> list[str]:
    """Phase 1 is over: the bonus tokens are collected, and those on blocked characters
    discarded (Stage 1)."""
    if before.phase is not Phase.ALLOCATION or seen.phase is Phase.ALLOCATION:
        return []
    lines = ["every cowboy is placed: Phase 1 is over"]
    for index, character in enumerate(Character):
        token = before.board.tokens[index]
        if token is None:
            continue
        owner = seen.board.cowboys[index]
        if owner is not None:
            lines.append(
                f"{naming.seat(owner)} collects the {token.value} bonus token on "
                f"{naming.character(character)}"
            )
        elif character in seen.board.blocked:
            lines.append(
                f"the {token.value} bonus token on {naming.character(character)} is discarded (the "
                "character is blocked)"
            )
    return lines


# -- what each seat gained and lost ---------------------------------------------------------


def _stated(before: View, action: ChaparralAction) -> dict[str, int]:
    """The changes to its own mini-board the action's words already tell."""
    seat = action.player
    board = before.players[seat]
    if type(action) is UseAlley:
        cost = alley_cost(before, seat)
        if cost is None:
            return {}
        return {
            "money": -cost,
            "cowboys": -min(alley_cowboys_lost(before.board.event), board.cowboys),
        }
    if type(action) is BuyFarm:
        return {"money": -naming.farm_price_now(before, seat, action.farm)}
    if type(action) is Sell:
        return {"money": naming.sale_price_now(before, action.farm) or 0}
    if type(action) is BuyBusiness:
        return {"money": -business_price(before, seat, action.business)}
    if type(action) is TakeStagecoach and not action.politician:
        return {"money": 10}
    if type(action) is Perform and action.character is Character.MAYOR:
        return _stagecoach_bonus(before, board)
    if type(action) is TakePrize:
        prize = naming.prize_now(before)
        if prize is None:
            return {}
        if action.gold:
            return {"gold": min(prize[0], GOLD_LIMIT - board.gold)}
        return {"money": prize[1]}
    if type(action) is Mine:
        return {"iron": action.iron, "gold": action.gold}
    if type(action) is Build:
        paid = naming.segments_cost_now(before, action.good, action.segments)
        return {} if paid is None else {"settlers": -paid[0], "iron": -paid[1]}
    if type(action) is Penalty:
        if action.kind is PenaltyKind.MONEY:
            return {"money": -LOSSES_MONEY}
        if action.kind is PenaltyKind.COWBOYS:
            return {"cowboys": -min(2, board.cowboys)}
        return {}
    if type(action) is Donate:
        dollars, gold = BENEFACTOR_GIFT
        return {"money": -dollars, "gold": -gold}
    if type(action) is Bribe:
        return {"gold": -BRIBE_GOLD}
    return {}


def _stagecoach_bonus(before: View, board: PlayerBoard) -> dict[str, int]:
    """What the Mayor's line already says the player receives with the stagecoach (the
    choice of $10 or a politician, if it is one, comes later)."""
    coach = before.board.stagecoach
    if coach is None:
        return {}
    bonus = before.setup.options.content.stagecoach(coach).bonus
    if before.board.event is Event.STAGECOACH_ROBBERY:
        return {"money": 5}
    if bonus is StagecoachBonus.TWENTY_DOLLARS:
        return {"money": 20}
    if bonus is StagecoachBonus.GOLD:
        return {"gold": min(1, GOLD_LIMIT - board.gold)}
    if before.politicians == 0:
        return {"money": 10}
    return {}


def _ledgers(before: View, seen: View, action: ChaparralAction) -> list[str]:
    """Each seat's money and counted things that changed, in seat order; the actor's
    beyond what the action's words say."""
    lines = []
    stated = _stated(before, action)
    for seat, (was, now) in enumerate(zip(before.players, seen.players, strict=True)):
        changes = _changes(was, now)
        if seat == action.player:
            changes = {key: value - stated.get(key, 0) for key, value in changes.items()}
        line = _ledger(seat, changes)
        if line:
            lines.append(line)
        if now.token_received and not was.token_received:
            lines.append(
                f"{naming.seat(seat)} reaches {APACHE_TOKEN_COWBOYS} cowboys and receives its "
                "coloured Apache token"
            )
    return lines


def _changes(was: PlayerBoard, now: PlayerBoard) -> dict[str, int]:
    changes = {"money": now.money - was.money}
    for field, _ in _TRACKS:
        changes[field] = getattr(now, field) - getattr(was, field)
    return changes


def _ledger(seat: int, changes: dict[str, int]) -> str:
    """``"seat 1 pays $10, gains 3 iron, loses 1 cowboy"``; empty if nothing changed."""
    parts = []
    money = changes["money"]
    if money > 0:
        parts.append(f"receives ${money}")
    elif money < 0:
        parts.append(f"pays ${-money}")
    gains = [naming.count(changes[field], noun) for field, noun in _TRACKS if changes[field] > 0]
    if gains:
        parts.append("gains " + listed(gains))
    if changes["cowboys"] < 0:
        parts.append(f"loses {naming.count(-changes['cowboys'], 'cowboy')}")
    spent = [
        naming.count(-changes[field], noun)
        for field, noun in _TRACKS
        if field != "cowboys" and changes[field] < 0
    ]
    if spent:
        parts.append("spends " + listed(spent))
    return f"{naming.seat(seat)} {', '.join(parts)}" if parts else ""


def _claims(before: View, seen: View) -> list[str]:
    """The objectives each seat claimed."""
    lines = []
    for seat, (was, now) in enumerate(zip(before.players, seen.players, strict=True)):
        claimed = now.objectives[len(was.objectives) :]
        if claimed:
            noun = "objective" if len(claimed) == 1 else "objectives"
            lines.append(
                f"{naming.seat(seat)} claims the {listed([o.value for o in claimed])} {noun}"
            )
    return lines


# -- what comes next ------------------------------------------------------------------------


def _what_next(before: View, seen: View) -> list[str]:
    """The stage, turn or choice that begins; the end of the round and the next one; the
    end of the game."""
    if seen.phase is Phase.OVER:
        return [] if before.phase is Phase.OVER else _round_over(before, seen) + _the_end(seen)
    if seen.board.round != before.board.round:
        return _round_over(before, seen) + _new_round(before, seen)
    phase, was = seen.phase, before.phase
    turn = seen.turn
    who = naming.seat(turn.seat)
    moved = phase is not was or turn.seat != before.turn.seat
    if phase is Phase.INFLUENCE and moved:
        if was is not Phase.INFLUENCE:
            return [f"Phase 2, Stage 2: the players place influence, {who} first"]
        return [f"{who}'s turn to place influence"]
    if phase is Phase.ACTIONS and moved:
        lines = []
        if was is Phase.ALLOCATION:
            if seen.board.event is Event.NO_INFLUENCE:
                lines.append("No Influence: nobody places influence this round")
            else:
                lines.append("nobody may place influence this round")
        if was is not Phase.ACTIONS:
            return [*lines, f"Phase 2, Stage 3: the players act as their characters, {who} first"]
        return [f"{who}'s turn to act"]
    if phase is Phase.LOSSES and moved:
        if was is not Phase.LOSSES:
            return [f"Losses and Damages: each player chooses a penalty, {who} first"]
        return [f"{who}'s turn to choose a penalty"]
    if phase is Phase.END_OF_PHASE and moved:
        return [f"{who} may give {naming.gift()} to the Church (Benefactor)"]
    return []


def _round_over(before: View, seen: View) -> list[str]:
    """The end of a round: the unclaimed stagecoach, the market, the discount tokens."""
    lines = [f"round {before.board.round} is over"]
    for coach in seen.gone[len(before.gone) :]:
        lines.append(f"nobody received {coach.value}: it is removed from the game")
    if seen.phase is Phase.OVER:
        return lines
    content = seen.setup.options.content
    reset = [
        good.value
        for good, was, now in zip(GOODS, before.market, seen.market, strict=True)
        if was >= len(content.column(good).prices) and now == 0
    ]
    if reset:
        noun = "column returns" if len(reset) == 1 else "columns return"
        lines.append(f"the blocked market {noun} to the top: {listed(reset)}")
    for seat, board in enumerate(before.players):
        if board.discounts:
            tokens = listed([token.value for token in board.discounts])
            noun = "token" if len(board.discounts) == 1 else "tokens"
            lines.append(f"{naming.seat(seat)} discards its unused {tokens} {noun}")
    return lines


def _new_round(before: View, seen: View) -> list[str]:
    board = seen.board
    coach = board.stagecoach
    lines = [
        f"round {board.round} begins: {naming.seat(board.start)} is the starting player",
        f"the event of round {board.round}: {board.event.value}",
    ]
    if coach is not None:
        bonus = seen.setup.options.content.stagecoach(coach).bonus
        lines.append(f"{coach.value} arrives in the city ({bonus.value})")
    tokens = [
        f"{token.value} on {naming.character(character)}"
        for character, token in zip(Character, board.tokens, strict=True)
        if token is not None
    ]
    if tokens:
        lines.append("bonus tokens: " + ", ".join(tokens))
    else:
        lines.append("no bonus tokens this round")
    lines.append(f"Phase 1: the players allocate their cowboys, {naming.seat(board.start)} first")
    return lines


def _the_end(seen: View) -> list[str]:
    """The game is over: why, each seat's objectives and fortune, and the winners (as
    :func:`~.chaparral.rules.outcome` ranks them)."""
    players = seen.setup.players
    goal = WINNING_COUNT[players]
    reached = [s for s, board in enumerate(seen.players) if len(board.objectives) >= goal]
    if reached:
        verb = "has" if len(reached) == 1 else "have"
        lines = [f"the game is over: {naming.seats(reached)} {verb} {goal} objectives or more"]
    else:
        lines = ["the game is over: the stagecoach deck has run out"]
    ranking = standings(seen)
    parts = []
    for s, details in enumerate(ranking.details):
        named = dict(details)
        parts.append(
            f"{naming.seat(s)}: {naming.count(named['objectives'], 'objective')} "
            f"({named['special objectives']} special), fortune ${named['fortune']}"
        )
    lines.append("; ".join(parts))
    anyone = any(dict(details)["special objectives"] for details in ranking.details)
    winners = sorted(ranking.winners)
    if len(winners) == 1:
        lines.append(f"{naming.seat(winners[0])} wins")
    else:
        lines.append(f"{naming.seats(winners)} share the victory")
    if not anyone:
        lines.insert(-1, "nobody has a special objective, so the special objectives decide nothing")
    return lines
