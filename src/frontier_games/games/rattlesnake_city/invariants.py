"""Which *Rattlesnake City* states a game can reach: :func:`check_state`.

A state loaded from JSON or built by hand is trusted for nothing. :func:`check_state`
checks its shape (every field of its declared type), then the setup, the seats, the
board, the tiles and cards conserved, and the turn, and raises
:class:`~frontier_games.core.InvalidStateError` naming the first broken invariant and
where it lies:

>>> from frontier_games.core import InvalidStateError
>>> from frontier_games.games import rattlesnake_city
>>> state = rattlesnake_city.new_game(3, seed=1)
>>> check_state(state)
>>> seats = (state.seats[0].evolve(money=-5), *state.seats[1:])
>>> try:
...     check_state(state.evolve(seats=seats))
... except InvalidStateError as error:
...     print(f"{error.invariant}: {error.message}")
out-of-range: $.seats[0].money must be at least 0, not -5

It reads only the state (no game is replayed): a few hundred microseconds a state.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable

from frontier_games.core import SetupError, brief, not_a
from frontier_games.deck import cards_left
from frontier_games.games.rattlesnake_city.content import (
    GROUND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    WINNING_MONEY,
    Building,
    CardKind,
    Content,
    Grassland,
    Mountain,
    Town,
    coup_of,
    in_order,
)
from frontier_games.games.rattlesnake_city.gunfight import MOST_SHOTS, Gunfight
from frontier_games.games.rattlesnake_city.income import BILL, earner
from frontier_games.games.rattlesnake_city.model import (
    Board,
    Options,
    Poker,
    Setup,
    State,
    Step,
    Turn,
)
from frontier_games.games.rattlesnake_city.poker import in_deck_order
from frontier_games.games.rattlesnake_city.position import (
    HAND,
    MAX_EXCHANGE,
    MAX_RAISES,
    MOST_STAKE,
    PRICES,
    fits,
    has_bank,
    modifier,
)
from frontier_games.games.rattlesnake_city.rules import checked_options
from frontier_games.invariants import check_fields, check_rng, fail, per_seat, require, within

__all__ = ["check_state"]

_POKER_STEPS = frozenset(
    (
        Step.CHALLENGED,
        Step.JOIN,
        Step.LOWER,
        Step.CARDS_DOWN,
        Step.LAST_CARD,
        Step.REACT,
        Step.TAR,
        Step.REVOLVER,
        Step.RUN,
        Step.EXCHANGE,
        Step.BET,
        Step.REPLACE,
        Step.IMPROVE,
    )
)
"""The steps of a poker game, before its gunfight."""
_BEFORE_CARDS = frozenset((Step.CHALLENGED, Step.JOIN, Step.LOWER))
"""The steps of a poker game before the cards (or a real deal's hands) are dealt."""
_DEAL_STEPS = frozenset((Step.EXCHANGE, Step.BET, Step.REPLACE, Step.IMPROVE))
"""The steps only a real deal has."""
_QUIET = frozenset((Step.SALOON, Step.TILE, Step.DRAW, Step.OVER))
"""The steps before a player's offers, attacks and poker: none made yet."""
_CARDS_STEPS = frozenset((Step.CARDS, Step.ANSWER))
"""Step 3: offers made perhaps, but no attack nor poker yet."""


def check_state(state: State) -> None:
    """Raise unless ``state`` is a position a *Rattlesnake City* game can reach.

    Checked in this order (the first broken invariant is raised, its code in brackets):
    every field of its declared type (``field-type``) and the generator (``rng``); 2 to
    6 seats (``player-count``); options that set up a game of that many seats, content
    included (``options``); one seat entry a seat (``per-seat``); every number within
    its range (``out-of-range``) and every seat named a seat of the game
    (``no-such-seat``); money in whole $1,000 bills (``whole-bills``), below the winning
    money but the winner's (``winning-money``); hands and coup cards in enum order
    (``hand-order``); only permanent-effect cards in front of a player (``front``);
    towns and saloons one a seat, the saloons placed clockwise (``towns``); every
    building on a space of the valley that may hold it, one a space, one of a kind a
    town but the cemeteries (``board``), paying the seat its nearest saloon makes it pay
    (``earner``); railway sections of the valley, none both broken and repaired
    (``sections``); the tiles (``tiles-conserved``), action cards
    (``cards-conserved``) and coup cards (``coups-conserved``) conserved, those in play
    counted; the cards discarded unrevealed playing cards in the discard pile
    (``unrevealed``); the step fitting the turn's parts, flags and counts (``phase``);
    the offer (``offer``), the bank attack (``attack``), the gunfight (``gunfight``),
    the poker game (``poker``) and a real deal (``deal``) fitting the step and each
    other; the loot after the player's own attack, what half the bank's owner's money
    left and no more than the attacker holds (``loot``); a winner with the winning money
    and the game over, or the game over with the bag empty (``winner``).

    :raises TypeError: if ``state`` is not exactly a *Rattlesnake City* ``State``.
    :raises InvalidStateError: naming the first broken invariant and where it lies.
    """
    if type(state) is not State:
        raise not_a("a rattlesnake-city State", state)
    check_fields(state)
    check_rng(state.rng)
    players = _check_setup(state.setup)
    per_seat(state.seats, players, "$.seats")
    _check_seats(state, players)
    _check_board(state.setup.options.content, state.board, players)
    _check_towns(state, players)
    _check_tiles(state)
    _check_action_cards(state)
    _check_coups(state)
    _check_turn(state, players)
    _check_end(state, players)


# -- small pieces -------------------------------------------------------------------------


def _seat(value: int, players: int, where: str) -> None:
    """Raise unless ``value`` is a seat of the game: invariant ``no-such-seat``."""
    require(
        0 <= value < players,
        "no-such-seat",
        f"{where} must be a seat of the {players}-player game, from 0 to {players - 1}, "
        f"not {brief(value)}",
    )


def _seats(values: Iterable[int], players: int, where: str, *, distinct: bool = True) -> None:
    """Raise unless every one of ``values`` is a seat (each once, if ``distinct``)."""
    listed = list(values)
    for index, value in enumerate(listed):
        _seat(value, players, f"{where}[{index}]")
    if distinct:
        require(
            len(set(listed)) == len(listed),
            "duplicate-seat",
            f"{where} must name each seat once, not {brief(tuple(listed))}",
        )


def _bills(amount: int, where: str) -> None:
    """Raise unless ``amount`` (already from 0) is a whole number of $1,000 bills."""
    require(
        amount % BILL == 0,
        "whole-bills",
        f"{where} must be whole $1,000 bills, not {brief(amount)}",
    )


def _money(amount: int, where: str, high: int | None = None) -> None:
    within(amount, 0, high, where)
    _bills(amount, where)


def _counted(found: Counter[object], expected: Counter[object], what: str, code: str) -> None:
    """Raise unless ``found`` holds exactly ``expected``: the first difference named."""
    if found == expected:
        return
    for item in (*expected, *found):
        if found[item] != expected[item]:
            fail(
                code,
                f"the state must hold {expected[item]} {brief(item)} {what} in all, not "
                f"{found[item]}",
            )


# -- the setup, the seats -----------------------------------------------------------------


def _check_setup(setup: Setup) -> int:
    """The player count and the options (the content with them); returns the count."""
    players = setup.players
    require(
        MIN_PLAYERS <= players <= MAX_PLAYERS,
        "player-count",
        f"$.setup.players must be from {MIN_PLAYERS} to {MAX_PLAYERS}, not {brief(players)}",
    )
    _check_options(players, setup.options)
    return players


@functools.lru_cache(maxsize=64)
def _check_options(players: int, options: Options) -> None:
    """The options' check of the setup (the content's too: a memo, as it is long and a
    game's states share their options)."""
    try:
        checked_options(players, options)
    except SetupError as error:
        fail("options", f"$.setup.options must set up a {players}-player game: {error}")


def _check_seats(state: State, players: int) -> None:
    """Money, hands in order, the cards in front."""
    win = WINNING_MONEY[players]
    for seat, me in enumerate(state.seats):
        where = f"$.seats[{seat}]"
        _money(me.money, f"{where}.money")
        if seat != state.winner:
            require(
                me.money < win,
                "winning-money",
                f"{where}.money must be below the ${win:,} that wins at once (the game "
                f"names no such winner), not {brief(me.money)}",
            )
        require(
            me.hand == in_order(me.hand),
            "hand-order",
            f"{where}.hand must be in enum order, not {brief(me.hand)}",
        )
        require(
            me.coups == in_order(me.coups),
            "hand-order",
            f"{where}.coups must be in enum order, not {brief(me.coups)}",
        )
        for index, card in enumerate(me.front):
            require(
                card.kind is CardKind.PERMANENT,
                "front",
                f"{where}.front[{index}] must be a permanent-effect card, not {brief(card)}",
            )


def _check_towns(state: State, players: int) -> None:
    """One town a seat, each with its saloon; during the setup, the saloons placed so far
    clockwise up to the seat placing one."""
    placers = [b.placer for b in state.board.buildings if b.building is Building.SALOON]
    require(
        len(set(placers)) == len(placers),
        "towns",
        f"each seat must place one saloon at most, not {brief(tuple(placers))}",
    )
    saloons = {b.placer: b.place for b in state.board.buildings if b.building is Building.SALOON}
    towns = [me.town for me in state.seats]
    for seat, town in enumerate(towns):
        require(
            saloons.get(seat) is town,
            "towns",
            f"$.seats[{seat}].town must be the town of its saloon, "
            f"{brief(saloons.get(seat))}, not {brief(town)}",
        )
    placed = sum(town is not None for town in towns)
    turn = state.turn
    if turn.step is not Step.SALOON:
        require(
            placed == players,
            "towns",
            f"every seat must have placed its saloon once the setup is over, not {placed}",
        )
        return
    before = {(turn.seat - k) % players for k in range(1, placed + 1)}
    require(
        placed < players and {s for s, t in enumerate(towns) if t is not None} == before,
        "towns",
        f"during the setup the saloons must be those of the {placed} seats before seat "
        f"{turn.seat}, clockwise, not those of {brief(tuple(saloons))}",
    )
    first = state.setup.options.first_player
    if first is not None:
        require(
            turn.seat == (first + placed) % players,
            "towns",
            f"$.turn.seat must be seat {(first + placed) % players}, the next to place a "
            f"saloon after the first player {first}, not {turn.seat}",
        )


# -- the board ----------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _check_board(content: Content, board: Board, players: int) -> None:
    """Every building on a space that may hold it, one a space, one of a kind a town but
    the cemeteries, paying whom its nearest saloon says; the railway's sections (a memo:
    the board changes once a turn at most)."""
    valley = content.valley
    used: set[tuple[object, int]] = set()
    kinds: set[tuple[object, Building]] = set()
    for index, built in enumerate(board.buildings):
        where = f"$.board.buildings[{index}]"
        place, space, building = built.place, built.space, built.building
        squares = valley.squares(place)
        within(space, 0, len(squares) - 1, f"{where}.space")
        _seat(built.placer, players, f"{where}.placer")
        if built.earner is not None:
            _seat(built.earner, players, f"{where}.earner")
        require(
            (place, space) not in used,
            "board",
            f"{where} must stand on a free space, not on space {space} of {place.value}",
        )
        used.add((place, space))
        ground = GROUND.get(building)
        if ground == "grassland":
            fit = type(place) is Grassland
        elif ground == "mountain":
            fit = type(place) is Mountain
        else:
            station = valley.town(place).station if type(place) is Town else None
            fit = station is not None and (space == station) == (building is Building.STATION)
        require(
            fit,
            "board",
            f"{where} must be on a space that may hold a {building.value}, not on space "
            f"{space} of {place.value}",
        )
        if type(place) is Town and building is not Building.CEMETERY:
            require(
                (place, building) not in kinds,
                "board",
                f"{where}: {place.value} must hold one {building.value} at most",
            )
            kinds.add((place, building))
        if building is Building.SALOON:
            require(
                built.earner is None,
                "earner",
                f"{where}.earner must be None for a saloon, not {brief(built.earner)}",
            )
            continue
        paid = earner(valley, board, place, space, building, built.placer)
        require(
            built.earner == paid,
            "earner",
            f"{where}.earner must be {brief(paid)}, whom the nearest saloon makes it pay, "
            f"not {brief(built.earner)}",
        )
    sections = {(rail.line, n) for rail in valley.lines for n in range(len(rail.shapes))}
    for name, part in (("broken", board.broken), ("repaired", board.repaired)):
        for line, section in sorted(part, key=lambda s: (s[0].value, s[1])):
            require(
                (line, section) in sections,
                "sections",
                f"$.board.{name} must name sections of the valley's lines, not section "
                f"{section} of the {line.value}",
            )
    both = board.broken & board.repaired
    require(
        not both,
        "sections",
        f"a section must not be both broken and repaired, as {brief(sorted(both, key=str))}",
    )


# -- what is conserved --------------------------------------------------------------------


def _check_tiles(state: State) -> None:
    """The tiles in the bag, on the board (saloons apart), removed from the game and the
    one drawn: the content's."""
    content = state.setup.options.content
    valley = content.valley
    found: Counter[object] = Counter(state.piles.bag.draw_pile)
    found.update(state.piles.bag.discard_pile)
    found.update(b.building for b in state.board.buildings if b.building is not Building.SALOON)
    found.update(valley.line(line).shapes[n] for line, n in state.board.repaired)
    found.update(state.piles.removed)
    if state.turn.tile is not None:
        found[state.turn.tile] += 1
    _counted(found, Counter(dict(content.tiles)), "tiles", "tiles-conserved")


def _check_action_cards(state: State) -> None:
    """The action cards in hands, in front of the players, in the piles and on the
    poker table: the content's; the places of those discarded unrevealed."""
    found: Counter[object] = Counter()
    for me in state.seats:
        found.update(me.hand)
        found.update(me.front)
    actions = state.piles.actions
    found.update(actions.draw_pile)
    found.update(actions.discard_pile)
    game = state.turn.poker
    if game is not None:
        found.update(c for c in (*game.cards, *game.replaced) if c is not None)
    expected: Counter[object] = Counter(dict(state.setup.options.content.action_cards))
    _counted(found, expected, "action cards", "cards-conserved")
    places = state.piles.unrevealed
    discards = actions.discard_pile
    for index, place in enumerate(places):
        where = f"$.piles.unrevealed[{index}]"
        within(place, 0, len(discards) - 1, where)
        require(
            index == 0 or place > places[index - 1],
            "unrevealed",
            f"$.piles.unrevealed must be increasing places, not {brief(places)}",
        )
        require(
            discards[place].kind is CardKind.PLAYING,
            "unrevealed",
            f"{where} must be the place of a playing card (a poker card discarded "
            f"unrevealed), not of {brief(discards[place])}",
        )


def _check_coups(state: State) -> None:
    """The coup cards in hands, in the piles, spent in a gunfight, and placed face down
    or as an opening not yet fired: the content's."""
    found: Counter[object] = Counter()
    for me in state.seats:
        found.update(me.coups)
    found.update(state.piles.coups.draw_pile)
    found.update(state.piles.coups.discard_pile)
    turn = state.turn
    fight = turn.fight
    if fight is not None:
        for index, play in enumerate(fight.spent):
            for k, shots in enumerate(play):
                within(shots, 1, MOST_SHOTS, f"$.turn.fight.spent[{index}][{k}]")
                found[coup_of(shots)] += 1
    else:
        if turn.attack is not None and turn.attack.coup is not None:
            found[turn.attack.coup] += 1
        if turn.poker is not None:
            found.update(turn.poker.opening)
    _counted(
        found,
        Counter(dict(state.setup.options.content.coup_cards)),
        "coup cards",
        "coups-conserved",
    )


# -- the turn -----------------------------------------------------------------------------


def _phase(holds: bool, message: str) -> None:
    require(holds, "phase", message)


def _check_turn(state: State, players: int) -> None:
    """The step and the turn's parts, flags and counts, each with the others."""
    turn = state.turn
    step = turn.step
    _seat(turn.seat, players, "$.turn.seat")
    within(turn.offers, 0, state.setup.options.offers_per_turn, "$.turn.offers")
    _phase(
        (turn.tile is not None) == (step is Step.TILE),
        f"$.turn.tile must hold the tile drawn exactly at {Step.TILE.name}, not "
        f"{brief(turn.tile)} at {step.name}",
    )
    _phase(
        (turn.offer is not None) == (step is Step.ANSWER),
        f"$.turn.offer must hold an offer exactly at {Step.ANSWER.name}, not "
        f"{brief(turn.offer)} at {step.name}",
    )
    _phase(
        (turn.fight is not None) == (step is Step.GUNFIGHT),
        f"$.turn.fight must hold a gunfight exactly at {Step.GUNFIGHT.name}, not at {step.name}",
    )
    in_attack = step is Step.DEFEND or (step is Step.GUNFIGHT and turn.poker is None)
    _phase(
        (turn.attack is not None) == in_attack,
        f"$.turn.attack must hold a bank attack exactly while it is resolved, not "
        f"{brief(turn.attack)} at {step.name}",
    )
    in_poker = step in _POKER_STEPS or (step is Step.GUNFIGHT and turn.attack is None)
    _phase(
        (turn.poker is not None) == in_poker,
        f"$.turn.poker must hold a poker game exactly while it is played, not at {step.name}",
    )
    if step in _QUIET:
        _phase(
            turn.offers == 0 and not turn.attacked and not turn.challenged,
            f"at {step.name} the turn has made no offer, attack nor challenge yet",
        )
    if step in _CARDS_STEPS:
        _phase(
            not turn.attacked and not turn.challenged,
            f"at {step.name} the turn has attacked no bank and challenged nobody yet",
        )
    if in_attack:
        _phase(turn.attacked, "$.turn.attacked must be True while a bank attack is resolved")
    if in_poker:
        _phase(turn.challenged, "$.turn.challenged must be True while a poker game is played")
    if step is Step.TILE and turn.tile is not None:
        _phase(fits(state, turn.tile), "the tile drawn must fit somewhere (else it is removed)")
    if step is Step.DRAW:
        piles = state.piles
        _phase(
            cards_left(piles.actions) + cards_left(piles.coups) > 0,
            f"at {Step.DRAW.name} a pile must hold a card to draw",
        )
    if step is Step.OVER:
        _phase(turn == Turn(turn.seat, Step.OVER), "at OVER the turn must hold nothing more")
    if turn.offer is not None:
        _check_offer(state, players)
    if turn.fight is not None:
        _check_fight(state, turn.fight, players)
    if turn.attack is not None:
        _check_attack(state, players)
    if turn.poker is not None:
        _check_poker(state, turn.poker, players)
    if turn.loot is not None:
        _seat(turn.loot.target, players, "$.turn.loot.target")
        _money(turn.loot.amount, "$.turn.loot.amount")
        require(
            step is Step.SHOWDOWN and turn.attacked and turn.loot.target != turn.seat,
            "loot",
            "$.turn.loot must be what the player's own attack on another's bank took, "
            f"after it, not at {step.name}",
        )
        require(
            has_bank(state, turn.loot.target),
            "loot",
            f"$.turn.loot.target must have a bank in its town, not seat {turn.loot.target}",
        )
        _check_loot(state)


def _check_loot(state: State) -> None:
    """The loot just taken, against the two fortunes it moved: the bank's owner keeps
    what half its money left, the loot or a bill less (half is rounded up, in the
    attacker's favour), and the attacker holds the loot at least; nothing pays either of
    them before the attacker's next move."""
    turn = state.turn
    loot = turn.loot
    assert loot is not None
    amount = loot.amount
    owner = state.seats[loot.target].money
    left = f"${amount:,} or ${amount - BILL:,}" if amount else "$0"
    require(
        owner in (amount, amount - BILL),
        "loot",
        f"seat {loot.target}, whose bank was looted of ${amount:,}, must hold what half its "
        f"money left, {left}, not ${owner:,}",
    )
    attacker = state.seats[turn.seat].money
    require(
        attacker >= amount,
        "loot",
        f"seat {turn.seat}, who looted ${amount:,}, must hold that much at least, not "
        f"${attacker:,}",
    )


def _check_offer(state: State, players: int) -> None:
    offer = state.turn.offer
    assert offer is not None
    seat = state.turn.seat
    for name in ("seller", "buyer", "asked"):
        _seat(getattr(offer, name), players, f"$.turn.offer.{name}")
    other = offer.buyer if offer.seller == seat else offer.seller
    require(
        seat in (offer.seller, offer.buyer)
        and offer.seller != offer.buyer
        and offer.asked == other,
        "offer",
        f"$.turn.offer must be between seat {seat}, whose turn it is, and another seat, "
        f"who is asked: not {brief(offer)}",
    )
    require(
        offer.price in PRICES,
        "offer",
        f"$.turn.offer.price must be one of {brief(PRICES)}, not {brief(offer.price)}",
    )
    require(
        offer.card in state.setup.options.content.miscellaneous,
        "offer",
        f"$.turn.offer.card must be a miscellaneous card, not {brief(offer.card)}",
    )
    if offer.asked == offer.buyer:
        require(
            offer.card in state.seats[offer.seller].hand,
            "offer",
            f"seat {offer.seller} must hold the {offer.card.value} it offers",
        )
    else:
        require(
            state.seats[offer.buyer].money >= offer.price,
            "offer",
            f"seat {offer.buyer} must hold the ${offer.price:,} it offers",
        )
    require(state.turn.offers >= 1, "phase", "$.turn.offers must count the offer made")


def _check_attack(state: State, players: int) -> None:
    turn = state.turn
    attack = turn.attack
    assert attack is not None
    _seat(attack.attacker, players, "$.turn.attack.attacker")
    _seat(attack.target, players, "$.turn.attack.target")
    require(
        attack.attacker == turn.seat and attack.target != turn.seat,
        "attack",
        f"$.turn.attack must be seat {turn.seat}'s, on another's bank, not {brief(attack)}",
    )
    require(
        has_bank(state, attack.target),
        "attack",
        f"seat {attack.target}, whose bank is attacked, must have a bank in its town",
    )
    bonus = modifier(state.seats[attack.attacker])
    shots = bonus + (attack.coup.shots if attack.coup is not None else 0)
    require(
        shots >= 1,
        "attack",
        f"the attack must open with a shot at least, not {shots} ({brief(attack.coup)})",
    )
    fight = turn.fight
    if fight is not None:
        opening = () if attack.coup is None else (attack.coup.shots,)
        require(
            fight.participants == (attack.attacker, attack.target)
            and fight.spent[0][: len(opening)] == opening,
            "gunfight",
            f"the bank's gunfight must be between seats {attack.attacker} and "
            f"{attack.target}, opened with {brief(opening)}",
        )


def _check_fight(state: State, fight: Gunfight, players: int) -> None:
    """A gunfight under way: each participant's total its modifier and the shots it
    spent, the last to have played ahead of all, the one asked still in."""
    where = "$.turn.fight"
    n = len(fight.participants)
    require(n >= 2, "gunfight", f"{where}.participants must be two seats or more")
    _seats(fight.participants, players, f"{where}.participants")
    for name in ("modifiers", "totals", "spent", "still_in"):
        require(
            len(getattr(fight, name)) == n,
            "gunfight",
            f"{where}.{name} must have one entry for each of the {n} participants",
        )
    for i, seat in enumerate(fight.participants):
        expected = modifier(state.seats[seat])
        require(
            fight.modifiers[i] == expected,
            "gunfight",
            f"{where}.modifiers[{i}] must be {expected}, seat {seat}'s cards in front, not "
            f"{brief(fight.modifiers[i])}",
        )
        played = i == 0 or bool(fight.spent[i])
        total = expected + sum(fight.spent[i]) if played else 0
        require(
            fight.totals[i] == total,
            "gunfight",
            f"{where}.totals[{i}] must be {total}, its modifier and shots, not "
            f"{brief(fight.totals[i])}",
        )
    last, asked = fight.last_to_play, fight.turn
    _seat(last, players, f"{where}.last_to_play")
    require(
        last in fight.participants
        and asked is not None
        and asked in fight.participants
        and asked != last,
        "gunfight",
        f"{where} under way must ask a participant other than the last to have played",
    )
    assert asked is not None
    lead = fight.totals[fight.participants.index(last)]
    require(
        all(
            total < lead
            for seat, total in zip(fight.participants, fight.totals, strict=True)
            if seat != last
        )
        and fight.totals[0] >= 1,
        "gunfight",
        f"{where}: the last to have played must lead with the most shots",
    )
    require(
        fight.still_in[fight.participants.index(last)]
        and fight.still_in[fight.participants.index(asked)],
        "gunfight",
        f"{where}: the last to have played and the one asked must both be still in",
    )


# -- poker --------------------------------------------------------------------------------


def _poker_error(holds: bool, message: str) -> None:
    require(holds, "poker", message)


def _deal_error(holds: bool, message: str) -> None:
    require(holds, "deal", message)


def _check_poker(state: State, game: Poker, players: int) -> None:
    """A poker game under way: its seats, money, cards and step, each with the others."""
    turn = state.turn
    step = turn.step
    where = "$.turn.poker"
    _seat(game.challenger, players, f"{where}.challenger")
    _seat(game.challenged, players, f"{where}.challenged")
    _seats(game.players, players, f"{where}.players")
    _seats(game.asked, players, f"{where}.asked")
    _seats(game.out, players, f"{where}.out")
    _seats(game.fled, players, f"{where}.fled")
    _seats(game.tarred, players, f"{where}.tarred")
    for name in ("asker", "trigger"):
        value = getattr(game, name)
        if value is not None:
            _seat(value, players, f"{where}.{name}")
    if game.cheat is not None:
        _seats(game.cheat, players, f"{where}.cheat", distinct=False)
    _money(game.stake, f"{where}.stake", MOST_STAKE)
    _money(game.pot, f"{where}.pot")
    within(game.raises, 0, MAX_RAISES, f"{where}.raises")
    for index, amount in enumerate(game.paid):
        _money(amount, f"{where}.paid[{index}]")
    _poker_error(
        game.challenger == turn.seat and game.challenged != game.challenger,
        f"{where} must be seat {turn.seat}'s challenge to another seat, not seat "
        f"{game.challenger}'s to seat {game.challenged}",
    )
    clockwise = sorted(game.players, key=lambda s: (s - game.challenger) % players)
    _poker_error(
        bool(game.players)
        and game.players[0] == game.challenger
        and list(game.players) == clockwise,
        f"{where}.players must be the participants clockwise from the challenger, not "
        f"{brief(game.players)}",
    )
    joined = set(game.players)
    for name in ("out", "fled", "tarred"):
        _poker_error(
            set(getattr(game, name)) <= joined,
            f"{where}.{name} must be participants, not {brief(getattr(game, name))}",
        )
    _poker_error(
        game.trigger is None or game.trigger in joined,
        f"{where}.trigger must be a participant, not {brief(game.trigger)}",
    )
    n = len(game.players)
    for name in ("cards", "hands", "paid", "replaced"):
        size = len(getattr(game, name))
        _poker_error(
            size in (0, n),
            f"{where}.{name} must have one entry for each of the {n} participants, or "
            f"none, not {size}",
        )
    for card in (*game.cards, *game.replaced):
        _poker_error(
            card is None or card.kind is CardKind.PLAYING,
            f"{where}: a poker card must be a playing card, not {brief(card)}",
        )
    _poker_error(
        (game.cheat is not None) == (step is Step.TAR),
        f"{where}.cheat must name the cheater exactly while it may be tarred, not "
        f"{brief(game.cheat)} at {step.name}",
    )
    if step is not Step.GUNFIGHT:
        _poker_error(bool(game.asked), f"{where}.asked must name who decides at {step.name}")
    if game.real_deal:
        _check_deal(state, game, where)
    else:
        _check_normal(state, game, where)


def _check_normal(state: State, game: Poker, where: str) -> None:
    """The normal game: the stake, the pot, the cards face down and revealed, and who
    is asked at each step."""
    step = state.turn.step
    _poker_error(
        not (
            game.hands
            or game.deck
            or game.paid
            or game.replaced
            or game.drawn
            or game.raises
            or game.tarred
        ),
        f"{where} must hold no real deal's parts in the normal game",
    )
    _poker_error(step not in _DEAL_STEPS, f"the normal game has no {step.name} step")
    n = len(game.players)
    _poker_error(
        game.pot <= game.stake * n,
        f"{where}.pot must be at most the {n} stakes of ${game.stake:,}, not ${game.pot:,}",
    )
    if step in _BEFORE_CARDS or step in (Step.CARDS_DOWN, Step.LAST_CARD):
        _poker_error(
            game.pot == game.stake * n and not game.revealed and not game.out,
            f"{where}.pot must be the {n} stakes of ${game.stake:,} before the reveal, not "
            f"${game.pot:,}",
        )
    if step in _BEFORE_CARDS:
        _check_joining(state, game, where)
        return
    _poker_error(len(game.cards) == n, f"{where}.cards must be laid once the game begins")
    cards = [c for c in game.cards if c is not None]
    _poker_error(
        len(set(cards)) == len(cards), f"{where}.cards must be different cards: {brief(cards)}"
    )
    challenged = game.challenged
    if step is Step.CARDS_DOWN:
        down = tuple(
            s
            for s, c in zip(game.players, game.cards, strict=True)
            if s != challenged and c is None
        )
        _poker_error(
            game.asked == down and _card(game, challenged) is None,
            f"{where}.asked must be the participants still to lay their card, {brief(down)}",
        )
        return
    if step is Step.LAST_CARD:
        _poker_error(
            game.asked == (challenged,)
            and all(
                (c is None) == (s == challenged)
                for s, c in zip(game.players, game.cards, strict=True)
            ),
            f"{where}: the challenged player must lay its card last, the others' laid",
        )
        return
    _poker_error(game.revealed, f"{where}.revealed must be True at {step.name}")
    _poker_error(
        all((c is None) == (s in game.out) for s, c in zip(game.players, game.cards, strict=True)),
        f"{where}: a participant still in must have a card, one out none",
    )
    _check_after_reveal(state, game, where)


def _card(game: Poker, seat: int) -> object:
    return game.cards[game.players.index(seat)] if seat in game.players else None


def _check_joining(state: State, game: Poker, where: str) -> None:
    """Before the cards: the challenged player answering, the others joining (one of
    them perhaps asking to lower the stake)."""
    step = state.turn.step
    _poker_error(not game.cards and not game.hands, f"{where} must hold no card before {step.name}")
    if step is Step.CHALLENGED:
        _poker_error(
            game.players == (game.challenger,)
            and game.asked == (game.challenged,)
            and game.asker is None,
            f"{where}: the challenged player alone must be asked, nobody having joined",
        )
        return
    _poker_error(
        not set(game.asked) & set(game.players)
        and game.challenger not in game.asked
        and game.challenged not in game.asked,
        f"{where}.asked must be the other seats still to decide whether to join",
    )
    if step is Step.JOIN:
        _poker_error(game.asker is None, f"{where}.asker must be None at {step.name}")
        return
    asker = game.asker
    money = state.seats[asker].money if asker is not None else 0
    _poker_error(
        asker is not None and asker == game.asked[0] and 0 < money < game.stake,
        f"{where}.asker must be the seat asked, too poor for the stake",
    )


def _check_after_reveal(state: State, game: Poker, where: str) -> None:
    """Once the cards (or hands) are revealed: a cheat to tar, a revolver, a runaway, the
    gunfight."""
    step = state.turn.step
    still = [s for s in game.players if s not in game.out]
    if game.cheat is not None:
        _poker_error(
            game.cheat[0] in still and game.cheat[0] not in game.asked,
            f"{where}.cheat must name a cheater still in, whom the others are asked to tar",
        )
    if step in (Step.REACT, Step.REVOLVER):
        _poker_error(
            set(game.asked) <= set(still) and game.trigger is None,
            f"{where}.asked must be participants still in, before any revolver is drawn",
        )
    if step in (Step.RUN, Step.GUNFIGHT):
        _poker_error(
            game.trigger is not None and game.trigger in still,
            f"{where}.trigger must be a participant still in once a revolver is drawn",
        )
    if step is Step.RUN:
        _poker_error(
            set(game.asked) <= set(still) - set(game.fled) - {game.trigger},
            f"{where}.asked must be the participants still to run away or stay",
        )
    if step is Step.GUNFIGHT:
        fight = state.turn.fight
        assert fight is not None
        fighters = set(still) - set(game.fled)
        require(
            set(fight.participants) <= fighters
            and fight.participants[0] == game.trigger
            and fight.spent[0][: len(game.opening)] == tuple(c.shots for c in game.opening),
            "gunfight",
            f"the gunfight must be among the participants still in who stayed, opened by "
            f"seat {game.trigger} with {brief(game.opening)}",
        )
    else:
        _poker_error(
            game.trigger is not None or not game.opening,
            f"{where}.opening must be empty until a revolver is drawn",
        )


def _check_deal(state: State, game: Poker, where: str) -> None:
    """A real deal: the hands, the pile, the bets and the playing cards, by step."""
    step = state.turn.step
    n = len(game.players)
    _poker_error(
        state.setup.options.real_deal, f"{where}: a real deal needs Options(real_deal=True)"
    )
    _poker_error(not game.cards, f"{where}.cards must be empty in a real deal")
    if step in _BEFORE_CARDS:
        _poker_error(
            not (
                game.hands
                or game.deck
                or game.paid
                or game.replaced
                or game.drawn
                or game.raises
                or game.tarred
                or game.revealed
                or game.out
            ),
            f"{where}: a real deal is dealt only once the players are in",
        )
        _poker_error(
            game.pot == game.stake * n,
            f"{where}.pot must be the {n} blinds of ${game.stake:,}, not ${game.pot:,}",
        )
        _check_joining(state, game, where)
        return
    _deal_error(
        len(game.hands) == len(game.paid) == len(game.replaced) == n,
        f"{where}: a real deal under way holds a hand, a bet and a playing card place for "
        "each participant",
    )
    for index, hand in enumerate(game.hands):
        size = len(hand)
        exchanging = step is Step.EXCHANGE and game.asked[:1] == (game.players[index],)
        low = HAND - MAX_EXCHANGE if exchanging else HAND
        _deal_error(
            low <= size <= HAND and hand == in_deck_order(hand),
            f"{where}.hands[{index}] must be {HAND} cards in deck order (fewer, from "
            f"{HAND - MAX_EXCHANGE}, while they are exchanged), not {brief(hand)}",
        )
    _deal_error(
        len(set(game.deck)) == len(game.deck),
        f"{where}.deck must hold each standard card once",
    )
    _deal_error(
        len(game.drawn) <= 3 and (step is Step.IMPROVE or not game.drawn),
        f"{where}.drawn must hold the Professional Player's cards only while it chooses",
    )
    for index, paid in enumerate(game.paid):
        _deal_error(
            paid >= game.stake,
            f"{where}.paid[{index}] must be the blind at least, not {paid}",
        )
    _deal_error(
        game.pot <= sum(game.paid),
        f"{where}.pot must be at most what the participants bet, not ${game.pot:,}",
    )
    if step in (Step.EXCHANGE, Step.BET):
        _deal_error(
            game.pot == sum(game.paid)
            and all(r is None for r in game.replaced)
            and not game.revealed,
            f"{where}: before the playing cards, the pot must be what was bet and no "
            "playing card used",
        )
    if step is Step.EXCHANGE:
        _deal_error(
            not game.out and not game.raises and set(game.paid) == {game.stake},
            f"{where}: nobody bets or folds before the exchange is over",
        )
    if step in (Step.EXCHANGE, Step.BET, Step.REPLACE):
        _deal_error(not game.revealed, f"{where}.revealed must be False at {step.name}")
        return
    _deal_error(game.revealed, f"{where}.revealed must be True at {step.name}")
    _check_after_reveal(state, game, where)


def _check_end(state: State, players: int) -> None:
    """A winner holds the winning money and the game is over; a game over without one
    has placed its last tile."""
    winner = state.winner
    over = state.turn.step is Step.OVER
    if winner is not None:
        _seat(winner, players, "$.winner")
        win = WINNING_MONEY[players]
        require(
            over and state.seats[winner].money >= win,
            "winner",
            f"$.winner must hold the ${win:,} that wins, the game over: seat {winner} holds "
            f"${state.seats[winner].money:,}",
        )
    elif over:
        require(
            not state.piles.bag.draw_pile,
            "winner",
            "a game over without a winner must have emptied the bag",
        )
