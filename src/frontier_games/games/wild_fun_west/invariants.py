"""Which *Wild Fun West* states a game can reach: :func:`check_state`.

A state loaded from JSON or built by hand is trusted for nothing. :func:`check_state`
checks its shape (every field of its declared type), then the setup, the cards, the
abilities spent, the course of the turn, the money and the auctions, and raises
:class:`~frontier_games.core.InvalidStateError` naming the first broken invariant and
where it lies:

>>> import attrs
>>> from frontier_games.games import wild_fun_west
>>> state = wild_fun_west.new_game(4, seed=1)
>>> check_state(state)
>>> check_state(attrs.evolve(state, money=(5, 5, -5, 5)))
Traceback (most recent call last):
...
frontier_games.core.InvalidStateError: $.money[2] must be from 0 to 48, not -5 [out-of-range]

Money is not conserved in this game (the bank pays every income), so it is bounded: a seat
holds at most :func:`~.wild_fun_west.rules.money_bound` for the turns played so far. What
is conserved is the money an auction going on holds for each seat: its budgets are the
seats' money, a sealed bid is at most its bidder's money, and the tie-break of a closed bid
is bid with what the sealed bids left.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from operator import attrgetter
from typing import Any, NoReturn

from frontier_games.auction import DOLLARS, ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import SetupError, brief, not_a
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TAKES,
    BELLE_STARR_TURN,
    BUILDINGS_UP,
    JESSE_JAMES_LIMIT,
    MAX_ACTIVE,
    PROFESSIONS_PER_TURN,
    SHORT_GAME_TARGET,
    TARGET,
    Bidding,
    Building,
    Character,
    Content,
    Profession,
)
from frontier_games.games.wild_fun_west.model import Cards, Phase, Setup, Sold, State, Turn
from frontier_games.games.wild_fun_west.rules import MAX_PLAYERS, MIN_PLAYERS, checked_options
from frontier_games.games.wild_fun_west.table import (
    PROFESSION_ORDER,
    TURN_ORDERS,
    bans_on,
    bidders,
    money_bound_of,
    objective_count,
)
from frontier_games.games.wild_fun_west.turn import SWAP_PHASES, TAKERS
from frontier_games.invariants import check_fields, check_rng, fail, per_seat, within

__all__ = ["check_state"]


_ASKING = frozenset(
    (
        Phase.BEGINNING,
        Phase.REVEAL,
        Phase.SWAP_BEFORE_BUILDINGS,
        Phase.BUILDINGS_REVEALED,
        Phase.BUILDING_TIE,
        Phase.SWAP_BEFORE_INCOME,
    )
)
"""The phases that ask seats one by one (``State.waiting`` is never empty in them)."""

_REVEALING = frozenset((Phase.REVEAL, Phase.PROFESSION_BIDDING))
"""The phases with a profession revealed and not yet settled."""

_BUILDING = frozenset((Phase.BUILDINGS_REVEALED, Phase.BUILDING_BIDDING, Phase.BUILDING_TIE))
"""The phases with buildings up for bidding."""

_NEVER_USED = frozenset((Character.WYATT_EARP, Character.DOC_HOLLIDAY))
"""The characters whose ability is never spent: Wyatt Earp's is once a turn
(``Turn.earp_switched``), "Doc" Holliday's has no limit."""


def check_state(state: State) -> None:
    """Raise unless ``state`` is a position a *Wild Fun West* game can reach.

    Checked in this order (the first broken invariant is raised, its code in brackets):
    every field of its declared type (``field-type``) and the generator (``rng``); 4 to 8
    seats (``player-count``); options that set up a game of that many seats
    (``options``), and the characters, objective set and target they set up
    (``setup``); one entry a seat in every per-seat table (``per-seat``); every seat
    named a seat of the game (``no-such-seat``); every count, amount and track within its
    range, each seat's money from $0 to what the turns played so far can pay
    (``out-of-range``); every profession, building and objective card of the game in
    exactly one place (``cards-conserved``); hands and rows in enum order
    (``card-order``); no profession in play banned by another (``banned-in-play``);
    Calamity Jane's secret card in her hand (``secret``); the abilities spent matching
    what they left on the table (``ability-used``); the First Player card where the
    options and the turn put it (``first-player``); the phase matching the card revealed,
    the buildings up, the auction, the reveals left and the activations (``phase``); the
    seats asked the ones the phase asks (``waiting``); the end of the game, the last turn
    and the objectives built consistent (``game-end``); each auction run by this turn's
    bidders (``bidders``), holding each seat's money as its budget and, in a tie-break,
    the money the sealed bids left (``money-conserved``), with no bid or placement above
    a seat's money (``bid-above-money``) and its course as the rules run it
    (``auction``); how the last profession auction ended (``sold``).

    :raises TypeError: if ``state`` is not exactly a *Wild Fun West* ``State``.
    :raises InvalidStateError: naming the first broken invariant and where it lies.
    """
    if type(state) is not State:
        raise not_a("a wild-fun-west State", state)
    check_fields(state)
    check_rng(state.rng)
    setup, turn, cards = state.setup, state.turn, state.cards
    players = _check_setup(setup)
    _check_tables(state, players)
    _check_seats(state, players)
    _check_numbers(state, players)
    content = setup.options.content
    _check_cards(state, content)
    _check_abilities(setup, turn, cards)
    _check_course(state, players)
    _check_auction(state, players)
    _check_sold(turn.sold, content)


# -- the setup and the shape ------------------------------------------------------------


def _check_setup(setup: Setup) -> int:
    """The seats, the options and what they set up; returns the number of seats."""
    players = len(setup.characters)
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS):
        fail(
            "player-count",
            f"$.setup.characters must give a character to each of {MIN_PLAYERS} to "
            f"{MAX_PLAYERS} seats, not {players}",
        )
    options = setup.options
    try:
        checked_options(players, options)
    except SetupError as error:
        fail("options", f"$.setup.options must set up a {players}-player game: {error}")
    characters = setup.characters
    if len(set(characters)) != players:
        fail(
            "setup",
            f"$.setup.characters must be {players} different characters, not {brief(characters)}",
        )
    if not (options.characters is None or characters == options.characters):
        fail(
            "setup",
            f"$.setup.characters must be the characters $.setup.options deals, "
            f"{brief(options.characters)}, not {brief(characters)}",
        )
    chosen = setup.objective_set
    if not (
        chosen.players == players
        and (options.objective_set is None or chosen is options.objective_set)
    ):
        fail(
            "setup",
            f"$.setup.objective_set must be a {players}-player set the options allow, not "
            f"{chosen.name}",
        )
    target = SHORT_GAME_TARGET if options.short_game else TARGET
    if setup.target != target:
        fail("setup", f"$.setup.target must be {target} as the options make it, not {setup.target}")
    return players


def _check_tables(state: State, players: int) -> None:
    """One entry a seat in every per-seat table."""
    cards, turn = state.cards, state.turn
    per_seat(state.money, players, "$.money")
    per_seat(cards.objectives, players, "$.cards.objectives")
    per_seat(cards.hands, players, "$.cards.hands")
    per_seat(cards.active, players, "$.cards.active")
    if turn.robbed is not None:
        per_seat(turn.robbed, players, "$.turn.robbed")
    if turn.sold is not None and turn.sold.bids is not None:
        per_seat(turn.sold.bids, players, "$.turn.sold.bids")
    auction = state.auction
    if auction is not None:
        per_seat(auction.budgets, players, "$.auction.budgets")
    if type(auction) is SealedAuction:
        per_seat(auction.bids, players, "$.auction.bids")
        if auction.tiebreak is not None:
            per_seat(auction.tiebreak.budgets, players, "$.auction.tiebreak.budgets")
    elif type(auction) is ContributionAuction:
        per_seat(auction.paid, players, "$.auction.paid")


def _seat(players: int, seat: int | None, where: str) -> None:
    """Raise unless ``seat`` is ``None`` or a seat of the game: ``no-such-seat``."""
    if not (seat is None or 0 <= seat < players):
        fail(
            "no-such-seat",
            f"{where} must be a seat of the {players}-player game, from 0 to {players - 1}, "
            f"not {brief(seat)}",
        )


def _seats(players: int, seats: tuple[int, ...], where: str) -> None:
    for index, seat in enumerate(seats):
        _seat(players, seat, f"{where}[{index}]")
    if len(set(seats)) != len(seats):
        fail("no-such-seat", f"{where} must name each seat once, not {brief(seats)}")


def _check_seats(state: State, players: int) -> None:
    """Every seat the state names is a seat of the game."""
    turn, cards = state.turn, state.cards
    _seat(players, turn.first, "$.turn.first")
    _seat(players, turn.forbidden, "$.turn.forbidden")
    _seats(players, state.waiting, "$.waiting")
    if cards.swapped is not None:
        _seats(players, cards.swapped, "$.cards.swapped")
    if turn.sold is not None:
        _seat(players, turn.sold.winner, "$.turn.sold.winner")
    auction = state.auction
    if auction is not None:
        _seats(players, auction.order, "$.auction.order")
    if type(auction) is ReentryAuction:
        _seat(players, auction.high_bidder, "$.auction.high_bidder")
    elif type(auction) is SealedAuction and auction.tiebreak is not None:
        _seats(players, auction.tiebreak.order, "$.auction.tiebreak.order")
        _seat(players, auction.tiebreak.high_bidder, "$.auction.tiebreak.high_bidder")


def _check_numbers(state: State, players: int) -> None:
    """Every count, amount and track within its range (what ties them together is checked
    later)."""
    setup, turn = state.setup, state.turn
    options = setup.options
    within(turn.number, 1, options.turn_limit, "$.turn.number")
    within(turn.reveals_left, 0, PROFESSIONS_PER_TURN[players], "$.turn.reveals_left")
    within(state.activations, 0, MAX_ACTIVE, "$.activations")
    # What the turns played so far can have paid a seat: the income of every turn up to
    # this one (its own included, paid at its end) and every windfall.
    most = money_bound_of(players, options.content, turn.number)
    for seat, money in enumerate(state.money):
        within(money, 0, most, f"$.money[{seat}]")
    if turn.robbed is not None:
        for seat, amount in enumerate(turn.robbed):
            within(amount, 0, BELLE_STARR_TAKES, f"$.turn.robbed[{seat}]")
    sold = turn.sold
    if sold is not None:
        within(sold.price, 0, most, "$.turn.sold.price")
        for seat, bid in enumerate(sold.bids or ()):
            if bid is not None:
                within(bid, 0, most, f"$.turn.sold.bids[{seat}]")


# -- the cards ---------------------------------------------------------------------------


def _check_cards(state: State, content: Content) -> None:
    """Every card of the game in exactly one place, hands and rows in enum order, at most
    two professions in play a seat and none banned, Calamity Jane's secret card in her
    hand."""
    setup, turn, cards = state.setup, state.turn, state.cards
    dealt = content.objectives_of(setup.objective_set)
    if sorted(cards.objectives, key=attrgetter("number")) != list(dealt):
        fail(
            "cards-conserved",
            f"$.cards.objectives must be the {len(dealt)} cards of the "
            f"{setup.objective_set.name} set, one a seat, not {brief(cards.objectives)}",
        )
    for seat, row in enumerate(cards.active):
        within(len(row), 0, MAX_ACTIVE, f"the number of professions at $.cards.active[{seat}]")
    for kind, rows in (("hands", cards.hands), ("active", cards.active)):
        for seat, row in enumerate(rows):
            if not all(PROFESSION_ORDER[a] < PROFESSION_ORDER[b] for a, b in pairwise(row)):
                fail(
                    "card-order",
                    f"$.cards.{kind}[{seat}] must be in enum order, each card once, "
                    f"not {brief(row)}",
                )
    revealed = () if turn.revealed is None else (turn.revealed,)
    places = Counter(
        (
            *cards.deck,
            *cards.discards,
            *revealed,
            *(p for row in cards.hands for p in row),
            *(p for row in cards.active for p in row),
        )
    )
    professions = Counter(card.profession for card in content.professions)
    if places != professions:
        _not_conserved("profession", places, professions)
    buildings = Counter(
        (*cards.building_deck, *cards.building_discards, *cards.buildings_up, *cards.town)
    )
    if buildings != Counter(content.buildings):
        _not_conserved("building", buildings, Counter(content.buildings))
    for owner, row in enumerate(cards.active):
        for profession in row:
            if profession is Profession.SHERIFF and turn.sheriff_free:
                continue  # Bill McDonald's ability: no ban on the Sheriff this turn
            banning = bans_on(content, cards.active, profession)
            if banning:
                fail(
                    "banned-in-play",
                    f"the {profession.value} at $.cards.active[{owner}] is banned by the "
                    f"{', '.join(p.value for p in banning)} in play; it must be in a hand",
                )
    secret = cards.secret
    if secret is not None:
        jane = setup.seat_of(Character.CALAMITY_JANE)
        if not (
            jane is not None
            and Character.CALAMITY_JANE in turn.used
            and secret in cards.hands[jane]
        ):
            fail(
                "secret",
                f"$.cards.secret must be a card Calamity Jane took into her hand, not "
                f"{brief(secret)}",
            )


def _not_conserved(kind: str, found: Counter[Any], game: Counter[Any]) -> NoReturn:
    extra = sorted(card.value for card in found - game)
    lost = sorted(card.value for card in game - found)
    parts = [f"found twice or not of the game: {', '.join(extra)}"] if extra else []
    parts += [f"missing: {', '.join(lost)}"] if lost else []
    fail(
        "cards-conserved",
        f"every {kind} of the game must lie in exactly one place; {'; '.join(parts)}",
    )


# -- the abilities -----------------------------------------------------------------------


def _check_abilities(setup: Setup, turn: Turn, cards: Cards) -> None:
    """The abilities spent, and what each left on the table: Billy the Kid's $15 with the
    Bank, Belle Starr's theft, Buffalo Bill's swap, Annie Oakley's forbidden seat, Bill
    McDonald's Sheriff."""
    characters = setup.characters
    used = turn.used
    strangers = used - set(characters)
    if strangers:
        fail(
            "ability-used",
            f"$.turn.used names characters nobody plays: "
            f"{', '.join(sorted(c.value for c in strangers))}",
        )
    never = used & _NEVER_USED
    if never:
        fail(
            "ability-used",
            f"$.turn.used names {', '.join(sorted(c.value for c in never))}, whose ability is "
            f"never spent",
        )
    billy = Character.BILLY_THE_KID
    if billy in characters and (billy in used) != (Building.BANK in cards.town):
        fail(
            "ability-used",
            "Billy the Kid's $15 ($.turn.used) must be spent exactly when the Bank is built "
            "($.cards.town)",
        )
    belle = Character.BELLE_STARR
    robbed = turn.robbed
    if (belle in used) != (robbed is not None):
        fail(
            "ability-used",
            f"$.turn.robbed must show what Belle Starr took exactly when her ability is spent, "
            f"not {brief(robbed)}",
        )
    if robbed is not None:
        seat = characters.index(belle)
        if not (robbed[seat] == 0 and turn.number >= BELLE_STARR_TURN):
            fail(
                "ability-used",
                f"Belle Starr robs the others from turn {BELLE_STARR_TURN}: $.turn.robbed must "
                f"take nothing from her, seat {seat}, not {brief(robbed)} by turn {turn.number}",
            )
    buffalo = Character.BUFFALO_BILL
    swapped = cards.swapped
    if not (
        (buffalo in used) == (swapped is not None)
        and (swapped is None or characters[swapped[0]] is buffalo)
    ):
        fail(
            "ability-used",
            f"$.cards.swapped must be Buffalo Bill's seat and the other's exactly when his "
            f"ability is spent, not {brief(swapped)}",
        )
    forbidden = turn.forbidden
    annie = Character.ANNIE_OAKLEY
    if not (forbidden is None or (annie in used and characters[forbidden] is not annie)):
        fail(
            "ability-used",
            f"$.turn.forbidden is seat {forbidden}, but Annie Oakley did not forbid it",
        )
    if turn.earp_switched and Character.WYATT_EARP not in characters:
        fail("ability-used", "$.turn.earp_switched is set, but nobody plays Wyatt Earp")
    if turn.sheriff_free:
        bill = setup.seat_of(Character.BILL_MCDONALD)
        sheriff = Profession.SHERIFF
        if not (
            bill is not None
            and Character.BILL_MCDONALD in used
            and (sheriff in cards.hands[bill] or sheriff in cards.active[bill])
        ):
            fail(
                "ability-used",
                "$.turn.sheriff_free is set, but Bill McDonald has not taken the Sheriff",
            )


# -- the course of the turn --------------------------------------------------------------


def _check_course(state: State, players: int) -> None:
    """The phase, the card revealed and how it is auctioned, the reveals left, the
    buildings up, the auction kind, the activations, the seats asked, the First Player
    card and the end of the game."""
    setup, turn, cards, phase = state.setup, state.turn, state.cards, state.phase
    options = setup.options
    revealing = phase in _REVEALING
    revealed = turn.revealed
    if not ((revealed is not None) == revealing and (turn.bidding is not None) == revealing):
        fail(
            "phase",
            f"$.turn.revealed and $.turn.bidding must be set exactly while a profession is "
            f"revealed, not {brief(revealed)} and {brief(turn.bidding)} in the {phase.value} "
            f"phase",
        )
    if revealed is not None:
        printed = options.content._cards[revealed].bidding
        if not (
            turn.bidding is printed or (phase is Phase.PROFESSION_BIDDING and turn.earp_switched)
        ):
            fail(
                "phase",
                f"$.turn.bidding must be the {revealed.value}'s {printed.value} bid unless Wyatt "
                f"Earp switched it, not {brief(turn.bidding)}",
            )
    per_turn = PROFESSIONS_PER_TURN[players]
    reveals = turn.reveals_left
    if phase is Phase.BEGINNING:
        if not (reveals == per_turn and not turn.earp_switched and not turn.sheriff_free):
            fail(
                "phase",
                f"at the beginning of a turn all {per_turn} reveals must be left and no auction "
                f"switched nor Sheriff taken, not {reveals} left",
            )
    elif revealing and reveals >= per_turn:
        fail(
            "phase",
            f"$.turn.reveals_left must count the card revealed, below {per_turn}, not {reveals}",
        )
    elif not revealing and reveals and (cards.deck or cards.discards):
        fail(
            "phase",
            f"after Step I, $.turn.reveals_left must be 0 unless the professions ran out, "
            f"not {reveals}",
        )
    up = cards.buildings_up
    if bool(up) != (phase in _BUILDING):
        fail(
            "phase",
            f"$.cards.buildings_up must hold buildings exactly in Step II, not {brief(up)} in the "
            f"{phase.value} phase",
        )
    if len(up) not in (0, BUILDINGS_UP) and (cards.building_deck or cards.building_discards):
        fail(
            "phase",
            f"$.cards.buildings_up must hold {BUILDINGS_UP} buildings while the buildings deck "
            f"or its discards hold more, not {len(up)}",
        )
    expected: type = type(None)
    if phase is Phase.PROFESSION_BIDDING:
        expected = SealedAuction if turn.bidding is Bidding.CLOSED else ReentryAuction
    elif phase in (Phase.BUILDING_BIDDING, Phase.BUILDING_TIE):
        expected = ContributionAuction
    if type(state.auction) is not expected:
        name = "None" if expected is type(None) else f"a {expected.__name__}"
        fail(
            "phase",
            f"$.auction must be {name} in the {phase.value} phase, not {brief(state.auction)}",
        )
    if state.activations and phase not in SWAP_PHASES:
        fail("phase", f"$.activations must be 0 outside a swap moment, not {state.activations}")
    _check_waiting(state, players)
    first = options.first_player
    if first is not None:
        expected_first = (first + turn.number - 1) % players
        passed = (expected_first + 1) % players  # the income of the game's last turn
        if not (turn.first == expected_first or (phase is Phase.OVER and turn.first == passed)):
            fail(
                "first-player",
                f"$.turn.first must be seat {expected_first} in turn {turn.number} when seat "
                f"{first} began, not {turn.first}",
            )
    _check_end(state)


def _check_waiting(state: State, players: int) -> None:
    """The seats asked are those the phase asks, in turn order."""
    setup, turn, phase, waiting = state.setup, state.turn, state.phase, state.waiting
    characters, used = setup.characters, turn.used
    if bool(waiting) != (phase in _ASKING):
        fail(
            "waiting",
            f"$.waiting must name seats exactly in a phase that asks them one by one, not "
            f"{brief(waiting)} in the {phase.value} phase",
        )
    if not waiting:
        return
    order = TURN_ORDERS[players][turn.first]
    if phase is Phase.BEGINNING:
        fits = _in_order(waiting, order) and all(
            characters[seat] not in used
            and (
                characters[seat] is Character.ANNIE_OAKLEY
                or (characters[seat] is Character.BELLE_STARR and turn.number >= BELLE_STARR_TURN)
            )
            for seat in waiting
        )
        asked = "Annie Oakley and Belle Starr, while their ability is unused, in turn order"
    elif phase is Phase.REVEAL:
        assert turn.revealed is not None  # checked
        offered = []
        taker = TAKERS.get(turn.revealed)
        seat = None if taker is None else setup.seat_of(taker)
        if seat is not None and (taker is Character.DOC_HOLLIDAY or taker not in used):
            offered.append(seat)
        earp = setup.seat_of(Character.WYATT_EARP)
        if earp is not None and not turn.earp_switched:
            offered.append(earp)
        fits = _is_suffix(waiting, tuple(offered))
        asked = f"the rest of {brief(tuple(offered))}"
    elif phase in SWAP_PHASES:
        fits = _is_suffix(waiting, order)
        asked = f"the rest of the turn order {brief(order)}"
    else:
        character = (
            Character.GEORGE_CUSTER
            if phase is Phase.BUILDINGS_REVEALED
            else Character.JUDGE_ROY_BEAN
        )
        seat = setup.seat_of(character)
        fits = seat is not None and waiting == (seat,) and character not in used
        asked = f"{character.value}, while his ability is unused"
    if not fits:
        fail(
            "waiting", f"$.waiting must be {asked} in the {phase.value} phase, not {brief(waiting)}"
        )


def _in_order(items: tuple[int, ...], order: tuple[int, ...]) -> bool:
    """Whether ``items`` are some of ``order``, in its order."""
    rest = iter(order)
    return all(any(item == seat for seat in rest) for item in items)


def _is_suffix(part: tuple[int, ...], whole: tuple[int, ...]) -> bool:
    return len(part) <= len(whole) and whole[len(whole) - len(part) :] == part


def _check_end(state: State) -> None:
    """The game ends as soon as a building gives a seat its objective (or, with
    ``finish_turn``, after that turn's income), or after the income of the last turn."""
    setup, turn, cards, phase = state.setup, state.turn, state.cards, state.phase
    options = setup.options
    reached = any(objective_count(card, cards.town) >= setup.target for card in cards.objectives)
    at_limit = turn.number >= options.turn_limit
    if at_limit and not turn.last:
        fail("game-end", f"turn {turn.number} is the turn limit's: $.turn.last must be set")
    if turn.last and not at_limit and not (options.finish_turn and reached):
        fail(
            "game-end",
            f"$.turn.last is set in turn {turn.number} of {options.turn_limit}, but no seat has "
            f"its objective to finish the turn for",
        )
    if phase is Phase.OVER and not (reached or at_limit):
        fail(
            "game-end",
            f"the game is over in turn {turn.number} of {options.turn_limit}, but no seat has "
            f"its objective built",
        )
    last_swap = options.finish_turn and turn.last and phase is Phase.SWAP_BEFORE_INCOME
    if reached and phase is not Phase.OVER and not last_swap:
        fail(
            "game-end",
            f"a seat has its objective built, so the game must be over (or, with finish_turn, "
            f"in its last swap moment), not in the {phase.value} phase",
        )


# -- the auctions ------------------------------------------------------------------------


def _check_auction(state: State, players: int) -> None:
    """The auction going on: its bidders, the money it holds for each seat and its
    course."""
    auction = state.auction
    if auction is None:
        return
    order = bidders(state.setup, state.turn)
    if auction.order != order:
        fail(
            "bidders",
            f"$.auction.order must be this turn's bidders in turn order, {brief(order)}, not "
            f"{brief(auction.order)}",
        )
    money = state.money
    if type(auction) is ContributionAuction:
        _check_building_bids(state, auction)
        return
    if auction.budgets != money:
        fail(
            "money-conserved",
            f"$.auction.budgets must be the seats' money, {brief(money)}, not "
            f"{brief(auction.budgets)}",
        )
    if type(auction) is ReentryAuction:
        _check_open(auction, "$.auction")
        return
    assert type(auction) is SealedAuction  # checked by the phase
    bids = auction.bids
    for seat, bid in enumerate(bids):
        if seat not in order:
            if bid is not None:
                fail(
                    "auction",
                    f"$.auction.bids[{seat}] must be None: seat {seat} takes no part, not {bid}",
                )
        elif bid is not None:
            within(bid, 0, None, f"$.auction.bids[{seat}]")
            if bid > money[seat]:
                fail(
                    "bid-above-money",
                    f"$.auction.bids[{seat}] must be at most the ${money[seat]} seat {seat} "
                    f"holds, not ${bid}",
                )
    tiebreak = auction.tiebreak
    if any(bids[seat] is None for seat in order):
        if tiebreak is not None:
            fail("auction", "$.auction.tiebreak must be None until every sealed bid is in")
        return
    top = max(bids[seat] or 0 for seat in order)
    tied = tuple(seat for seat in order if bids[seat] == top)
    if not (top > 0 and len(tied) > 1 and tiebreak is not None and tiebreak.order == tied):
        fail(
            "auction",
            f"every sealed bid is in ({brief(bids)}): the auction would be settled unless seats "
            f"tie for the highest, and then $.auction.tiebreak must be their open auction among "
            f"{brief(tied)}",
        )
    assert tiebreak is not None
    left = tuple(m - (b or 0) for m, b in zip(money, bids, strict=True))
    if tiebreak.budgets != left:
        fail(
            "money-conserved",
            f"the sealed bids are paid: $.auction.tiebreak.budgets must be the money they left, "
            f"{brief(left)}, not {brief(tiebreak.budgets)}",
        )
    _check_open(tiebreak, "$.auction.tiebreak")


def _check_open(auction: ReentryAuction, where: str) -> None:
    """An open auction still running: whole-dollar bids, the high bid within the high
    bidder's money, the passes short of its end and the seat to act the one after them."""
    if auction.rules != DOLLARS:
        fail(
            "auction",
            f"{where}.rules must be whole dollars, {brief(DOLLARS)}, not {brief(auction.rules)}",
        )
    order = auction.order
    within(auction.turn, 0, len(order) - 1, f"{where}.turn")
    bidder, bid = auction.high_bidder, auction.high_bid
    if bidder is None:
        within(bid, 0, 0, f"{where}.high_bid (no bid yet)")
    else:
        if bidder not in order:
            fail(
                "auction",
                f"{where}.high_bidder must be one of its bidders {brief(order)}, not {bidder}",
            )
        within(bid, DOLLARS.minimum, None, f"{where}.high_bid")
        budget = auction.budgets[bidder]
        if bid > budget:
            fail(
                "bid-above-money",
                f"{where}.high_bid must be at most the ${budget} seat {bidder} holds, not ${bid}",
            )
    within(auction.passes, 0, len(order) - 1 - (bidder is not None), f"{where}.passes")
    start = 0 if bidder is None else order.index(bidder) + 1
    to_act = (start + auction.passes) % len(order)
    if auction.turn != to_act:
        fail(
            "auction",
            f"{where}.turn must be {to_act}, the bidder after the high bid and the passes since, "
            f"not {auction.turn}",
        )


def _check_building_bids(state: State, auction: ContributionAuction) -> None:
    """The building bids: the money each seat held, what it placed within it, the money on
    each building (the placements, the bank's subsidies, less what Jesse James took) and
    the course of the bids."""
    setup, turn, cards, money = state.setup, state.turn, state.cards, state.money
    order, budgets, paid, lots = auction.order, auction.budgets, auction.paid, auction.lots
    tie = state.phase is Phase.BUILDING_TIE
    held = tuple(b - p for b, p in zip(budgets, paid, strict=True)) if tie else budgets
    if held != money:
        fail(
            "money-conserved",
            "$.auction.budgets must be the seats' money"
            + (" before they paid what they placed" if tie else "")
            + f" ({brief(money)}), not {brief(budgets)}",
        )
    up = cards.buildings_up
    if len(lots) != len(up):
        fail(
            "auction",
            f"$.auction.lots must hold the money on each of the {len(up)} buildings up, not "
            f"{brief(lots)}",
        )
    for lot, amount in enumerate(lots):
        within(amount, 0, None, f"$.auction.lots[{lot}]")
    jesse = setup.seat_of(Character.JESSE_JAMES)
    stole = jesse is not None and Character.JESSE_JAMES in turn.used
    content = setup.options.content
    subsidised = 0  # the most the bank can have added: all the subsidised seats placed
    for seat, amount in enumerate(paid):
        if seat not in order:
            if amount != 0:
                fail(
                    "auction",
                    f"$.auction.paid[{seat}] must be 0: seat {seat} takes no part, not {amount}",
                )
            continue
        took = JESSE_JAMES_LIMIT if stole and seat == jesse else 0
        within(amount, -took, None, f"$.auction.paid[{seat}]")
        if amount > budgets[seat]:
            fail(
                "bid-above-money",
                f"$.auction.paid[{seat}] must be at most the ${budgets[seat]} seat {seat} held, "
                f"not ${amount}",
            )
        cards_of = content._cards
        if any(b in cards_of[p].subsidises for p in cards.active[seat] for b in up):
            subsidised += amount + took
    added = sum(lots) - sum(paid)
    if not (0 <= added <= max(subsidised, 0)):
        fail(
            "money-conserved",
            f"the money on the buildings, ${sum(lots)}, must be what the seats placed, "
            f"${sum(paid)}, and the bank's subsidies (at most ${max(subsidised, 0)}), not "
            f"${added} more",
        )
    within(auction.turn, 0, len(order) - 1, "$.auction.turn")
    last = len(order) - 1
    if tie:
        most = max(lots)
        if not (auction.passes == last and most > 0 and lots.count(most) > 1):
            fail(
                "auction",
                f"$.auction must show the bids over with buildings tied for the most money, not "
                f"lots {brief(lots)} after {auction.passes} passes",
            )
    else:
        within(auction.passes, 0, last - any(lots), "$.auction.passes")


# -- the last profession auction ---------------------------------------------------------


def _check_sold(sold: Sold | None, content: Content) -> None:
    """How the last profession auction ended: a card of the deck; a closed bid's sealed
    bids (one seat at most left out), its winner the highest bidder, paying its sealed
    bid, and more only after a tie; an open bid's winner paying $1 at least; nothing paid
    without a winner."""
    if sold is None:
        return
    if sold.profession not in content._cards:
        fail(
            "sold",
            f"$.turn.sold.profession must be a profession of the deck, not {sold.profession.value}",
        )
    bids, winner, price = sold.bids, sold.winner, sold.price
    closed = sold.bidding is Bidding.CLOSED
    if (bids is not None) != closed:
        fail(
            "sold",
            f"$.turn.sold.bids must list the sealed bids exactly for a closed bid, not "
            f"{brief(bids)} for a {sold.bidding.value} bid",
        )
    if winner is None and price != 0:
        fail("sold", f"$.turn.sold.price must be 0 without a winner, not {price}")
    if bids is None:
        if winner is not None:
            within(price, DOLLARS.minimum, None, "$.turn.sold.price")
        return
    if bids.count(None) > 1:
        fail(
            "sold",
            f"$.turn.sold.bids must have a sealed bid from every seat but one forbidden at most, "
            f"not {brief(bids)}",
        )
    top = max(bid or 0 for bid in bids)
    tied = bids.count(top) > 1
    if winner is None:
        if top > 0 and not tied:
            fail(
                "sold",
                f"$.turn.sold must have a winner: the sealed bids {brief(bids)} have one highest",
            )
        return
    if not (bids[winner] == top and top > 0 and (price > top) == tied and price >= top):
        fail(
            "sold",
            f"$.turn.sold: seat {winner} must have bid the highest sealed bid and paid it, more "
            f"only after a tie, not ${price} after the sealed bids {brief(bids)}",
        )
