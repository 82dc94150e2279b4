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

from collections.abc import Sequence

from frontier_games.core import brief, check_narrated, not_a
from frontier_games.games.chaparral.content import (
    ALLEY_COSTS,
    APACHE_TOKEN_COWBOYS,
    GOLD_LIMIT,
    RAILWAY_GOODS,
    RAILWAY_PRIZES,
    BonusToken,
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
    EnterAlley,
    Host,
    Influence,
    Mine,
    Pass,
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
from frontier_games.games.chaparral.objectives import BENEFACTOR_GIFT, BRIBE_GOLD, WINNING_COUNT
from frontier_games.games.chaparral.rules import NAME, apply, standings
from frontier_games.games.chaparral.table import (
    GOODS,
    alley_cowboys_lost,
    business_price,
    farm_price,
    price_of_sale,
    section_of,
    segments_cost,
    turn_order,
)
from frontier_games.games.chaparral.view import view
from frontier_games.messages import listed, unreadable_view

__all__ = ["describe", "narrate"]

_ACTIONS = (
    Allocate,
    EnterAlley,
    Block,
    Influence,
    Pass,
    Perform,
    UseAlley,
    ArrangeEvents,
    TakeStagecoach,
    BuyFarm,
    Sell,
    Build,
    Mine,
    BuyBusiness,
    RemoveApache,
    TakePrize,
    Host,
    Bribe,
    Donate,
    Penalty,
)
_AN_ACTION = "a Chaparral action"
_AMOUNT_BITS = 64
"""Numbers a description prints are refused beyond 2**64 (no move comes near)."""

_THIRD = {
    "allocate": "allocates",
    "enter": "enters",
    "block": "blocks",
    "place": "places",
    "pass": "passes",
    "act": "acts",
    "use": "uses",
    "put": "puts",
    "take": "takes",
    "buy": "buys",
    "sell": "sells",
    "build": "builds",
    "mine": "mines",
    "remove": "removes",
    "host": "hosts",
    "bribe": "bribes",
    "give": "gives",
    "lose": "loses",
    "pay": "pays",
}
"""Each verb a description begins with, as the third person says it."""

_RAILWAY = {Good.SHEEP: "sheep", Good.PIGS: "pig", Good.HORSES: "horse", Good.OXEN: "ox"}
"""The railway section of each animal, as its name says it: ``the pig railway``."""

_NUMBERS = ("no", "one", "two", "three")
_ORDINALS = ("first", "second", "third", "fourth")

_TRACKS = (("cowboys", "cowboy"), ("iron", "iron"), ("gold", "gold bar"), ("settlers", "settler"))
"""The counted things of a mini-board a narration tells the changes of: field, noun."""


# -- names --------------------------------------------------------------------------------


def _seat(seat: int) -> str:
    return f"seat {seat}"


def _character(character: Character) -> str:
    """``"the Banker"``, ``"General Custer"``."""
    if character is Character.GENERAL_CUSTER:
        return f"{character.value}"
    return f"the {character.value}"


def _business(business: Business) -> str:
    return f"the {business.value}"


def _railway(good: Good) -> str:
    return f"the {_RAILWAY[good]} railway"


def _count(number: int, noun: str) -> str:
    """``"1 cowboy"``, ``"2 cowboys"``, ``"3 iron"``."""
    if number == 1 or noun == "iron":
        return f"{number} {noun}"
    return f"{number} {noun}s"


def _bars(number: int) -> str:
    """``"a gold bar"``, ``"two gold bars"``."""
    if number == 1:
        return "a gold bar"
    return f"{_NUMBERS[number] if number < len(_NUMBERS) else number} gold bars"


def _gift() -> str:
    """Benefactor's gift: ``"$50 and a gold bar"``."""
    dollars, gold = BENEFACTOR_GIFT
    return f"${dollars} and {_bars(gold)}"


def _seats(seats: Sequence[int]) -> str:
    """``"seat 2"``, ``"seats 0, 1 and 3"``."""
    if len(seats) == 1:
        return _seat(seats[0])
    return "seats " + listed([str(seat) for seat in seats])


# -- what the table shows: prices -----------------------------------------------------------


def _farm_price(view: View, seat: int, farm: Farm) -> int:
    discount = BonusToken.FARM_DISCOUNT in view.players[seat].discounts
    return farm_price(view.setup.options.content, farm, view.board.event, discount)


def _sale_price(view: View, farm: Farm) -> int | None:
    good = farm.good
    return price_of_sale(
        view.setup.options.content,
        good,
        view.market[GOODS.index(good)],
        view.board.event,
        farm in view.apaches,
    )


def _segments_cost(view: View, good: Good, segments: int) -> tuple[int, int] | None:
    """What the next ``segments`` segments of ``good``'s section cost now."""
    return segments_cost(section_of(view.sections, good).built, segments, view.board.event)


def _prize_of(view: View) -> tuple[int, int] | None:
    """The prize of the section finished last: (gold bars, dollars), if it has one."""
    finished = view.finished
    if not 1 <= finished <= len(RAILWAY_PRIZES):
        return None
    prize = RAILWAY_PRIZES[finished - 1]
    return prize.gold, prize.dollars


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
    if type(action) not in _ACTIONS:
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


def _describe(view: View, action: ChaparralAction, *, mine: bool) -> str:
    """The words of ``action``: said by its own seat (``mine``) or in the third person."""
    verb, rest, third = _phrase(view, action, mine=mine)
    if mine:
        return f"{verb}{rest}"
    return f"{_seat(action.player)} {_THIRD[verb]}{third if third is not None else rest}"


def _phrase(view: View, action: ChaparralAction, *, mine: bool) -> tuple[str, str, str | None]:
    """``(verb, rest, rest in the third person or None when the same)``."""
    seat = action.player
    if type(action) is Allocate:
        return "allocate", f" a cowboy to {_character(action.character)}", None
    if type(action) is EnterAlley:
        if view.board.alley:
            return "enter", f" the alley (${ALLEY_COSTS[1]})", None
        return "enter", f" the alley (${ALLEY_COSTS[0]}, the left space)", None
    if type(action) is Block:
        return "block", f" {_character(action.character)} with a red cowboy", None
    if type(action) is Influence:
        where = f" influence in {_business(action.business)}"
        if action.character is None:
            return "place", f"{where} (the sheep farm's bonus)", None
        return "place", f"{where} through {_character(action.character)}", None
    if type(action) is Pass:
        return _pass(view, action)
    if type(action) is Perform:
        return "act", f" as {_character(action.character)}", None
    if type(action) is UseAlley:
        return "use", _use_alley(view, action), None
    if type(action) is ArrangeEvents:
        return "put", _arranged(action), None
    if type(action) is TakeStagecoach:
        return "take", " the politician" if action.politician else " $10", None
    if type(action) is BuyFarm:
        return "buy", f" {action.farm.value} for ${_farm_price(view, seat, action.farm)}", None
    if type(action) is Sell:
        farm = action.farm
        price = _sale_price(view, farm)
        sold = f" {farm.good.value} from {farm.value}"
        if price is None:
            return "sell", f"{sold} (its market column is blocked)", None
        return "sell", f"{sold} for ${price}", None
    if type(action) is Build:
        return "build", _build(view, action), None
    if type(action) is Mine:
        parts = [f"{n} {what}" for n, what in ((action.iron, "iron"), (action.gold, "gold")) if n]
        return "mine", f" {listed(parts)}" if parts else " nothing", None
    if type(action) is BuyBusiness:
        price = business_price(view, seat, action.business)
        return "buy", f" {_business(action.business)} for ${price}", None
    if type(action) is RemoveApache:
        text = f" the Apache from {action.farm.value}"
        if action.token:
            return "remove", f"{text} (your Apache token)", f"{text} (its Apache token)"
        return "remove", f"{text} (General Custer)", None
    if type(action) is TakePrize:
        return "take", _prize(view, action), None
    if type(action) is Host:
        return "host", f" the politician on {action.farm.value}", None
    if type(action) is Bribe:
        return "bribe", f" the politician with {_bars(BRIBE_GOLD)} (Privileges)", None
    if type(action) is Donate:
        return "give", f" {_gift()} to the Church (Benefactor)", None
    assert type(action) is Penalty  # the last of the classes
    return _penalty(action)


def _pass(view: View, action: Pass) -> tuple[str, str, str | None]:
    """A pass, with what it means at this moment."""
    phase, turn = view.phase, view.turn
    said: tuple[str, str] | None = None
    if phase is Phase.INFLUENCE:
        more = " more" if turn.count else ""
        said = f"place no{more} influence", f"places no{more} influence"
    elif phase is Phase.END_OF_PHASE:
        said = "give nothing to the Church", "gives nothing to the Church"
    elif phase is Phase.ACTIONS:
        said = _pass_in_stage_3(view, action, turn.step, turn.count)
    if said is None:
        return "pass", "", None
    return "pass", f" ({said[0]})", f" ({said[1]})"


def _pass_in_stage_3(view: View, action: Pass, step: Step, count: int) -> tuple[str, str] | None:
    if step is Step.CHOOSE:
        if view.players[action.player].politician:
            return (
                "end your turn; your politician is discarded",
                "ends its turn; its politician is discarded",
            )
        return "end your turn", "ends its turn"
    if step is Step.FARMS:
        what = "no second farm" if count else "no farm"
        return f"buy {what}", f"buys {what}"
    if step is Step.BUSINESSES:
        what = "no second business" if count else "no business"
        return f"buy {what}", f"buys {what}"
    if step is Step.RAILWAY:
        return "build nothing", "builds nothing"
    if step is Step.MINE:
        return "mine nothing", "mines nothing"
    if step is Step.APACHE:
        return "remove no Apache", "removes no Apache"
    return None


def _use_alley(view: View, action: UseAlley) -> str:
    text = f" the alley as {_character(action.character)}"
    cost = alley_cost(view, action.player)
    if cost is None:
        return text
    lost = alley_cowboys_lost(view.board.event)
    cowboys = "a cowboy" if lost == 1 else _count(lost, "cowboy")
    return f"{text} (${cost} and {cowboys})"


def _arranged(action: ArrangeEvents) -> str:
    """``" B at the bottom, then A, with C on top"``: the top event is ``top[0]``."""
    text = f" {action.bottom.value} at the bottom"
    if not action.top:
        return text
    upward = tuple(reversed(action.top))
    text += "".join(f", then {event.value}" for event in upward[:-1])
    return f"{text}, with {upward[-1].value} on top"


def _build(view: View, action: Build) -> str:
    segments = action.segments
    noun = "segment" if segments == 1 else "segments"
    text = f" {segments} {noun} of {_railway(action.good)}"
    cost = _segments_cost(view, action.good, segments)
    if cost is None:
        return text
    settlers, iron = cost
    paid = [_count(settlers, "settler")] if settlers else []
    paid.append(f"{iron} iron")
    return f"{text} ({', '.join(paid)})"


def _prize(view: View, action: TakePrize) -> str:
    prize = _prize_of(view)
    if prize is None:
        return " the prize in gold bars" if action.gold else " the prize in dollars"
    gold, dollars = prize
    return f" the prize: {_count(gold, 'gold bar')}" if action.gold else f" the prize: ${dollars}"


def _penalty(action: Penalty) -> tuple[str, str, str | None]:
    kind = action.kind
    if kind is PenaltyKind.MARKERS:
        if not action.markers:
            return "remove", " two influence markers", None
        return "remove", f" influence from {listed([_business(b) for b in action.markers])}", None
    if kind is PenaltyKind.COWBOYS:
        return "lose", " 2 cowboys", None
    return "pay", f" ${LOSSES_MONEY}", None


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
    if type(action) not in _ACTIONS:
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
    """The action as ``before``'s seat saw it played."""
    actor = action.player
    if type(action) is ArrangeEvents and before.player != actor:
        looked = min(3, before.events_left)
        others = "the other two" if looked == 3 else "the other"
        return (
            f"{_seat(actor)} puts one of the top {_NUMBERS[looked]} events at the bottom of "
            f"the deck and {others} back on top"
        )
    if type(action) is Influence and action.character is not None and before.player != actor:
        # The marker shows where it lies, not which character put it there.
        return f"{_seat(actor)} places influence in {_business(action.business)}"
    return _describe(before, action, mine=False)


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
    who = _seat(actor)
    if before.setup.players == 2:
        if before.board.sheriff_coin and not seen.board.sheriff_coin:
            lines.append(f"{who} takes the $10 coin on the Sheriff")
    else:
        following = seen.board.next_start
        if following == actor:
            lines.append(f"{who} takes the small Starting Player token: it starts the next round")
        elif following is not None:
            lines.append(
                f"{who} hands the small Starting Player token to {_seat(following)}, who "
                "starts the next round"
            )
    if seen.phase is Phase.ACTIONS and seen.turn.step is Step.ARRANGE_EVENTS:
        looked = min(3, seen.events_left)
        text = f"{who} looks at the top {_NUMBERS[looked]} events"
        known = seen.events_seen[seen.events_left - looked :]
        if seen.player == actor and all(event is not None for event in known):
            named = [event.value for event in reversed(known) if event is not None]
            text += ": " + ", then ".join([f"{named[0]} on top", *named[1:]])
        lines.append(text)
    return lines


def _mayor(before: View, seen: View, actor: int) -> list[str]:
    """The stagecoach in the city and its bonus."""
    coach = before.board.stagecoach
    who = _seat(actor)
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
        lines.append(f"{_seats(passed_over)} {verb} nothing to sell")
    if following is None:
        lines.append("the Merchant's sales are over")
    elif following == actor and type(action) is Sell:
        lines.append(f"{_seat(following)} must make a second sale")
    else:
        lines.append(f"{_seat(following)} must sell")
    return lines


def _finished(seen: View, action: Build) -> str:
    """A section is finished: its prize, paid or to choose."""
    who = _seat(action.player)
    rank = seen.finished - 1
    which = _ORDINALS[rank] if rank < len(_ORDINALS) else f"section {seen.finished}"
    text = f"{who} finishes {_railway(action.good)}, the {which} section finished"
    prize = _prize_of(seen)
    if prize is None:
        return f"{text}: no prize is left"
    gold, dollars = prize
    if seen.phase is Phase.ACTIONS and seen.turn.step is Step.PRIZE:
        return f"{text}: it chooses its prize, {_count(gold, 'gold bar')} or ${dollars}"
    if gold:
        return f"{text} and takes its prize, {_count(gold, 'gold bar')}"
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
                f"{_seat(owner)} collects the {token.value} bonus token on {_character(character)}"
            )
        elif character in seen.board.blocked:
            lines.append(
                f"the {token.value} bonus token on {_character(character)} is discarded (the "
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
        return {"money": -_farm_price(before, seat, action.farm)}
    if type(action) is Sell:
        return {"money": _sale_price(before, action.farm) or 0}
    if type(action) is BuyBusiness:
        return {"money": -business_price(before, seat, action.business)}
    if type(action) is TakeStagecoach and not action.politician:
        return {"money": 10}
    if type(action) is Perform and action.character is Character.MAYOR:
        return _stagecoach_bonus(before, board)
    if type(action) is TakePrize:
        prize = _prize_of(before)
        if prize is None:
            return {}
        if action.gold:
            return {"gold": min(prize[0], GOLD_LIMIT - board.gold)}
        return {"money": prize[1]}
    if type(action) is Mine:
        return {"iron": action.iron, "gold": action.gold}
    if type(action) is Build:
        paid = _segments_cost(before, action.good, action.segments)
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
                f"{_seat(seat)} reaches {APACHE_TOKEN_COWBOYS} cowboys and receives its "
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
    gains = [_count(changes[field], noun) for field, noun in _TRACKS if changes[field] > 0]
    if gains:
        parts.append("gains " + listed(gains))
    if changes["cowboys"] < 0:
        parts.append(f"loses {_count(-changes['cowboys'], 'cowboy')}")
    spent = [
        _count(-changes[field], noun)
        for field, noun in _TRACKS
        if field != "cowboys" and changes[field] < 0
    ]
    if spent:
        parts.append("spends " + listed(spent))
    return f"{_seat(seat)} {', '.join(parts)}" if parts else ""


def _claims(before: View, seen: View) -> list[str]:
    """The objectives each seat claimed."""
    lines = []
    for seat, (was, now) in enumerate(zip(before.players, seen.players, strict=True)):
        claimed = now.objectives[len(was.objectives) :]
        if claimed:
            noun = "objective" if len(claimed) == 1 else "objectives"
            lines.append(f"{_seat(seat)} claims the {listed([o.value for o in claimed])} {noun}")
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
    who = _seat(turn.seat)
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
        return [f"{who} may give {_gift()} to the Church (Benefactor)"]
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
            lines.append(f"{_seat(seat)} discards its unused {tokens} {noun}")
    return lines


def _new_round(before: View, seen: View) -> list[str]:
    board = seen.board
    coach = board.stagecoach
    lines = [
        f"round {board.round} begins: {_seat(board.start)} is the starting player",
        f"the event of round {board.round}: {board.event.value}",
    ]
    if coach is not None:
        bonus = seen.setup.options.content.stagecoach(coach).bonus
        lines.append(f"{coach.value} arrives in the city ({bonus.value})")
    tokens = [
        f"{token.value} on {_character(character)}"
        for character, token in zip(Character, board.tokens, strict=True)
        if token is not None
    ]
    if tokens:
        lines.append("bonus tokens: " + ", ".join(tokens))
    else:
        lines.append("no bonus tokens this round")
    lines.append(f"Phase 1: the players allocate their cowboys, {_seat(board.start)} first")
    return lines


def _the_end(seen: View) -> list[str]:
    """The game is over: why, each seat's objectives and fortune, and the winners (as
    :func:`~.chaparral.rules.outcome` ranks them)."""
    players = seen.setup.players
    goal = WINNING_COUNT[players]
    reached = [s for s, board in enumerate(seen.players) if len(board.objectives) >= goal]
    if reached:
        verb = "has" if len(reached) == 1 else "have"
        lines = [f"the game is over: {_seats(reached)} {verb} {goal} objectives or more"]
    else:
        lines = ["the game is over: the stagecoach deck has run out"]
    ranking = standings(seen)
    parts = []
    for s, details in enumerate(ranking.details):
        named = dict(details)
        parts.append(
            f"{_seat(s)}: {_count(named['objectives'], 'objective')} "
            f"({named['special objectives']} special), fortune ${named['fortune']}"
        )
    lines.append("; ".join(parts))
    anyone = any(dict(details)["special objectives"] for details in ranking.details)
    winners = sorted(ranking.winners)
    if len(winners) == 1:
        lines.append(f"{_seat(winners[0])} wins")
    else:
        lines.append(f"{_seats(winners)} share the victory")
    if not anyone:
        lines.insert(-1, "nobody has a special objective, so the special objectives decide nothing")
    return lines
