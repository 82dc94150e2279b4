"""What a seat sees of a *Chaparral* position, states consistent with it, and a text
picture (see :class:`~.chaparral.model.View` for what is public and what is secret).

Almost everything in *Chaparral* lies face up: the board, the city, the farms, the
market, the railway and every player's mini-board, money included (the rulebook never
hides it). A view hides the order of the event deck (but for the cards the seat saw as
the Sheriff, where they now lie), the order of the stagecoach deck and which
stagecoaches setup removed face down, and the generator.

:func:`determinize` deals those at random, consistent with the view: the unseen events
into the unseen places of the event deck, and the stagecoaches nobody has seen into the
deck, those setup removed being drawn among the politician cards, as setup removes them.
"""

from __future__ import annotations

import functools

from frontier_games.core import brief, check_viewer, determinized, not_a
from frontier_games.games.chaparral.content import (
    CHARACTER_BUSINESSES,
    COWBOY_LIMIT,
    GOLD_LIMIT,
    IRON_LIMIT,
    RAILWAY_GOODS,
    RAILWAY_PRIZES,
    Character,
    Event,
    StagecoachBonus,
)
from frontier_games.games.chaparral.legal import asked, deciding
from frontier_games.games.chaparral.model import (
    City,
    Phase,
    PlayerBoard,
    Section,
    Setup,
    State,
    Step,
    View,
)
from frontier_games.games.chaparral.rulebook import MOVES
from frontier_games.games.chaparral.table import GOODS, price_of_sale
from frontier_games.messages import reads_view
from frontier_games.rng import Rng, sample, shuffle

__all__ = ["determinize", "render", "view"]

_A_STATE = "a chaparral State"
_A_VIEW = "a chaparral View"


def view(state: State, player: int | None) -> View:
    """What ``player`` (``None``: a spectator) sees of ``state``.

    :raises TypeError: if ``state`` is not a *Chaparral* ``State``.
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    players = state.setup.players
    check_viewer(player, players)
    city = state.city
    events = city.events
    seen = city.seen[player] if player is not None else (None,) * len(events)
    return View(
        player=player,
        setup=state.setup,
        board=state.board,
        players=state.players,
        phase=state.phase,
        turn=state.turn,
        events_left=len(events),
        events_seen=seen,
        events_revealed=_revealed(events),
        stagecoaches_left=len(city.stagecoaches),
        gone=city.gone,
        farms=city.farms,
        apaches=city.apaches,
        market=city.market,
        sections=city.sections,
        finished=city.finished,
        objectives=city.objectives,
        politicians=city.politicians,
    )


_EVENTS = tuple(Event)


@functools.lru_cache(maxsize=256)
def _revealed(deck: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events not in ``deck``, in enum order: those revealed (remembered: the deck
    changes once a round)."""
    in_deck = set(deck)
    return tuple(e for e in _EVENTS if e not in in_deck)


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``, its hidden parts dealt from ``seed``.

    :raises TypeError: if ``view`` is not a *Chaparral* ``View`` or ``seed`` not an int.
    :raises ValueError: if the view's fields are not what a view of this game holds.
    """
    if type(view) is not View:
        raise not_a(_A_VIEW, view)
    if type(seed) is not int:
        raise not_a("an int seed", seed)
    return determinized(view, view.player, lambda: _determinize(view, seed), _view_of, _playable)


def _playable(guess: State) -> bool:
    """Whether the game can go on from ``guess``: it is over, or someone has a move."""
    return guess.phase is Phase.OVER or bool(MOVES.legal(guess, deciding(guess)))


_view_of = view
""":func:`view`, under a name that ``determinize``'s parameter does not hide."""


def _determinize(view: View, seed: int) -> State:
    setup = view.setup
    if type(setup) is not Setup:
        raise ValueError(f"setup is not a chaparral Setup: {brief(setup)}")
    players = setup.players
    if len(view.players) != players or any(type(b) is not PlayerBoard for b in view.players):
        raise ValueError(f"players must hold {players} PlayerBoard")
    _check_boards(view)
    rng = Rng.from_seed(seed)
    seen = view.events_seen
    if len(seen) != view.events_left:
        raise ValueError("events_seen must have one entry per card of the event deck")
    unseen = [e for e in Event if e not in view.events_revealed and e not in seen]
    if len(unseen) != sum(e is None for e in seen):
        raise ValueError("the events seen, revealed and left do not add up to the deck")
    dealt, rng = shuffle(rng, unseen)
    fill = iter(dealt)
    events = tuple(e if e is not None else next(fill) for e in seen)
    rows = tuple(seen if seat == view.player else (None,) * len(events) for seat in range(players))
    content = setup.options.content
    known = {*view.gone, *(c for b in view.players for c in b.stagecoaches)}
    if view.board.stagecoach is not None:
        known.add(view.board.stagecoach)
    pool = [card for card in content.stagecoaches if card.stagecoach not in known]
    removed = len(pool) - view.stagecoaches_left
    politicians = [
        c.stagecoach for c in pool if c.bonus is StagecoachBonus.TEN_DOLLARS_OR_POLITICIAN
    ]
    if removed < 0 or removed > len(politicians):
        raise ValueError("the stagecoaches left do not match the cards not seen")
    out, rng = sample(rng, politicians, removed)
    coaches, rng = shuffle(rng, [c.stagecoach for c in pool if c.stagecoach not in out])
    city = City(
        events=events,
        seen=rows,
        stagecoaches=coaches,
        farms=view.farms,
        apaches=view.apaches,
        market=view.market,
        sections=view.sections,
        finished=view.finished,
        objectives=view.objectives,
        politicians=view.politicians,
        gone=view.gone,
    )
    return State(
        setup=setup,
        board=view.board,
        city=city,
        players=view.players,
        phase=view.phase,
        turn=view.turn,
        rng=rng,
    )


def _check_boards(view: View) -> None:
    """Refuse what no position holds: counts below zero, tracks past their limits."""
    for seat, board in enumerate(view.players):
        for name, value, top in (
            ("money", board.money, None),
            ("cowboys", board.cowboys, COWBOY_LIMIT),
            ("iron", board.iron, IRON_LIMIT),
            ("gold", board.gold, GOLD_LIMIT),
            ("settlers", board.settlers, None),
            ("apaches", board.apaches, None),
        ):
            if type(value) is not int or value < 0 or (top is not None and value > top):
                raise ValueError(f"players[{seat}].{name} cannot be {brief(value)}")
    for name in ("events_left", "stagecoaches_left", "finished", "politicians"):
        value = getattr(view, name)
        if type(value) is not int or value < 0:
            raise ValueError(f"{name} cannot be {brief(value)}")
    if len(view.market) != len(GOODS) or any(
        type(sales) is not int or sales < 0 for sales in view.market
    ):
        raise ValueError(f"market cannot be {brief(view.market)}")
    players, shown, turn = view.setup.players, view.board, view.turn
    if len(shown.cowboys) != len(Character) or len(shown.tokens) != len(Character):
        raise ValueError("the board holds one cowboy place and one token place per character")
    seats = (shown.start, turn.seat, *turn.order, *turn.sellers, *shown.alley)
    if any(type(seat) is not int or not 0 <= seat < players for seat in seats) or any(
        seat is not None and (type(seat) is not int or not 0 <= seat < players)
        for seat in shown.cowboys
    ):
        raise ValueError("the board and the turn name seats the game does not have")
    if len(view.sections) != len(RAILWAY_GOODS) or any(
        type(s) is not Section or s.good is not good
        for s, good in zip(view.sections, RAILWAY_GOODS, strict=True)
    ):
        raise ValueError("sections must be the four railway sections, in order")


# -- the text picture --------------------------------------------------------------------


@reads_view(View, _A_VIEW)
def render(view: View) -> str:
    """A plain-text picture of a view: the round, the event and the stagecoach; the
    characters with their cowboys and bonus tokens; the alley; the city's businesses with
    their markers and owners; the market; the railway; the farms on the table; each
    player's mini-board; and who decides what.

    :raises TypeError: if ``view`` is not a *Chaparral* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return "\n".join(_render(view))


def _seat(view: View, seat: int | None) -> str:
    if seat is None:
        return "-"
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _stagecoach(view: View) -> str:
    """The stagecoach in the city, its bonus and the characters it gave tokens to."""
    stagecoach = view.board.stagecoach
    if stagecoach is None:
        return "taken by the Mayor"
    card = view.setup.options.content.stagecoach(stagecoach)
    numbers = ", ".join(str(c.number) for c in card.characters)
    return f"{stagecoach.value} ({card.bonus.value}; characters {numbers})"


def _render(view: View) -> list[str]:
    board, content = view.board, view.setup.options.content
    lines = [
        f"Round {board.round}, starting player {_seat(view, board.start)}; event: "
        f"{board.event.value}",
        f"Stagecoach: {_stagecoach(view)} ({view.stagecoaches_left} left in the deck); "
        f"event deck: {view.events_left} cards",
    ]
    known = [
        f"{len(view.events_seen) - k}: {event.value}"
        for k, event in enumerate(view.events_seen)
        if event is not None
    ]
    if known:
        lines.append("Events you saw (place from the top): " + ", ".join(reversed(known)))
    lines.append("Characters:")
    for index, character in enumerate(Character):
        owner = board.cowboys[index]
        token = board.tokens[index]
        where = " / ".join(b.value for b in CHARACTER_BUSINESSES[character])
        parts = [f"  {character.number:>2} {character.value:<15} [{where}]"]
        if owner is not None:
            parts.append(f"cowboy of {_seat(view, owner)}")
        if character in board.blocked:
            parts.append("blocked")
        if token is not None:
            parts.append(f"bonus {token.value}")
        lines.append("  ".join(parts))
    if board.alley:
        lines.append("Alley: " + ", ".join(_seat(view, s) for s in board.alley))
    lines.append("City:")
    for card in content.businesses:
        business = card.business
        owner = next((s for s, b in enumerate(view.players) if business in b.owned), None)
        markers = [s for s, b in enumerate(view.players) if business in b.influence]
        line = f"  {business.value:<14} ${card.price:<3} status {card.status}"
        if owner is not None:
            line += f"  owner {_seat(view, owner)}"
        if markers:
            line += "  influence: " + ", ".join(_seat(view, s) for s in markers)
        lines.append(line)
    prices = []
    for good, sales in zip(GOODS, view.market, strict=True):
        price = price_of_sale(content, good, sales, board.event, False)
        prices.append(f"{good.value} {'blocked' if price is None else f'${price}'}")
    lines.append("Market: " + ", ".join(prices))
    rails = []
    for section in view.sections:
        who = "" if section.builder is None else f" by {_seat(view, section.builder)}"
        rails.append(f"{section.good.value} {section.built}/5{who}")
    prize = RAILWAY_PRIZES[view.finished] if view.finished < len(RAILWAY_PRIZES) else None
    lines.append(
        "Railway: "
        + ", ".join(rails)
        + (f"; next prize {prize.gold} gold or ${prize.dollars}" if prize else "; no prize left")
    )
    table = [
        f"{farm.value} ${content.farm(farm).price}{' (Apache)' if farm in view.apaches else ''}"
        for farm in view.farms
    ]
    lines.append("Farms for sale: " + (", ".join(table) or "none"))
    for seat, player in enumerate(view.players):
        lines.extend(_player_lines(view, seat, player))
    lines.append(_asked(view))
    return lines


def _player_lines(view: View, seat: int, board: PlayerBoard) -> list[str]:
    farms = [
        f"{farm.value}{' (Apache)' if farm in view.apaches else ''}"
        f"{' (politician)' if farm in board.politicians else ''}"
        for farm in board.farms
    ]
    lines = [
        f"{_seat(view, seat)}: ${board.money}, {board.cowboys} cowboys, {board.iron} iron, "
        f"{board.gold} gold, {board.settlers} settlers, {board.apaches} Apaches removed",
        "  farms: " + (", ".join(farms) or "none"),
        "  businesses owned: "
        + (", ".join(b.value for b in board.owned) or "none")
        + f"; influence in {len(board.influence)}",
    ]
    extras = []
    if board.stagecoaches:
        extras.append(f"{len(board.stagecoaches)} stagecoaches")
    if board.politician:
        extras.append("a politician to host")
    if board.apache_token:
        extras.append("its Apache token")
    if board.discounts:
        extras.append(", ".join(t.value for t in board.discounts))
    if extras:
        lines.append("  holds " + "; ".join(extras))
    lines.append("  objectives: " + (", ".join(o.value for o in board.objectives) or "none"))
    return lines


def _asked(view: View) -> str:
    seat = deciding(view)
    if seat is None:
        return "The game is over."
    text = f"{_seat(view, seat)} {asked(view)}"
    if view.phase is Phase.ACTIONS and view.turn.step is Step.SALES:
        text += f" (the Merchant of {_seat(view, view.turn.seat)})"
    return text + "."
