"""What a seat sees of a *Wild Fun West* position, states consistent with it, and a text
picture (see :class:`~.wild_fun_west.model.View` for what is public and what is secret).

A view hides the other seats' objective cards (but for what Buffalo Bill's swap showed the
two seats it concerned), their money (unless ``Options.open_money``), the sealed bids not
yet revealed, the card Calamity Jane took from the deck (to everyone but her) and the order
of both decks. At the end of the game every objective card and every seat's money are
shown, as the end reveals them ("show everyone your Objective card"; money breaks ties).
A seat's money is what it holds in hand: during the building bids, less what it has
placed; in a closed bid's tie-break, less its sealed bid, revealed and paid to the bank.

:func:`determinize` deals those hidden parts at random, consistent with what the view
shows: the objective cards nobody sees, the public total of money shared out among the
seats whose money is hidden (each holding at least what its open bids and placements show
it held), the sealed bids not revealed, Calamity Jane's card and both decks.
"""

from __future__ import annotations

from typing import TypeVar

import attrs

from frontier_games import auction as auctions
from frontier_games.auction import DOLLARS, ContributionAuction, ReentryAuction, SealedAuction
from frontier_games.core import SetupError, brief, check_viewer, determinized, not_a
from frontier_games.games.wild_fun_west.content import (
    BELLE_STARR_TAKES,
    BELLE_STARR_TURN,
    BUILDINGS_UP,
    MAX_ACTIVE,
    PROFESSIONS_PER_TURN,
    SHORT_GAME_TARGET,
    TARGET,
    Bidding,
    Building,
    Character,
    Content,
    Objective,
    ObjectiveSet,
    Profession,
    ProfessionCard,
)
from frontier_games.games.wild_fun_west.model import (
    BuildingBids,
    Cards,
    ClosedBid,
    OpenBid,
    Options,
    Phase,
    Setup,
    Sold,
    State,
    Turn,
    View,
)
from frontier_games.games.wild_fun_west.rulebook import MOVES
from frontier_games.games.wild_fun_west.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    checked_options,
    income,
    objective_count,
)
from frontier_games.games.wild_fun_west.table import TURN_ORDERS, money_bound_of, profession_order
from frontier_games.games.wild_fun_west.turn import SWAP_PHASES, TAKERS
from frontier_games.messages import reads_view
from frontier_games.rng import Rng, choice, randbelow, share_out, shuffle

__all__ = ["asked_seats", "determinize", "render", "view"]

_A_STATE = f"a {NAME} State"
_A_VIEW = f"a {NAME} View"
_JANE = Character.CALAMITY_JANE
_T = TypeVar("_T")


def view(state: State, player: int | None) -> View:
    """What ``player`` sees (``None``: a spectator). At the end of the game every seat's
    money and objective card are shown.

    :raises TypeError: if ``state`` is not a *Wild Fun West* ``State``.
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of this game, an
        ``int`` from 0 (``True`` is not seat 1).
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    players = len(state.setup.characters)
    check_viewer(player, players)
    return _seen_by(state, player)


def _seen_by(state: State, player: int | None) -> View:
    """:func:`view`, for a seat (or ``None``) known to be one."""
    setup, turn, cards, phase = state.setup, state.turn, state.cards, state.phase
    options = setup.options
    characters = setup.characters
    players = len(characters)
    money = state.money
    auction = state.auction
    shown_auction: OpenBid | ClosedBid | None = None
    building_bids: BuildingBids | None = None
    if type(auction) is ContributionAuction:
        building_bids = _building_bids(auction)
        if phase is Phase.BUILDING_BIDDING:  # what each seat still holds in hand
            money = tuple(m - p for m, p in zip(money, auction.paid, strict=True))
    elif type(auction) is ReentryAuction:
        shown_auction = _open_bid(auction)
    elif type(auction) is SealedAuction:
        shown_auction = _closed_bid(auction, player)
        if auction.tiebreak is not None:  # the sealed bids are revealed and paid
            money = _after_sealed_bids(money, auction.bids)
    over = phase is Phase.OVER
    shown_money: tuple[int | None, ...] = money
    if not (over or options.open_money):
        shown_money = _only(money, player)
    objectives: tuple[Objective | None, ...] = cards.objectives
    if not over:
        objectives = _known_objectives(cards, player)
    hands = cards.hands
    hidden = (0,) * players
    secret = cards.secret
    own_secret: Profession | None = None
    if secret is not None:
        jane = characters.index(_JANE)
        if player != jane:
            row = tuple(p for p in hands[jane] if p is not secret)
            hands = (*hands[:jane], row, *hands[jane + 1 :])
            hidden = (0,) * jane + (1,) + (0,) * (players - jane - 1)
        else:
            own_secret = secret
    # Positional, in the order of View's fields: a view is built at every step, and
    # keywords would double the cost of the call.
    return View(
        players, options, player, characters, setup.objective_set, setup.target,
        turn.number, turn.first, phase, state.waiting, shown_money, sum(money), objectives,
        hands, hidden, cards.active, len(cards.deck), cards.discards, turn.revealed,
        turn.bidding, turn.reveals_left, shown_auction, cards.town, cards.buildings_up,
        building_bids, len(cards.building_deck), cards.building_discards, turn.used,
        turn.forbidden, turn.earp_switched, turn.sheriff_free, state.activations,
        cards.swapped, turn.last, turn.sold, own_secret, turn.robbed,
    )  # fmt: skip


def _after_sealed_bids(money: tuple[int, ...], bids: tuple[int | None, ...]) -> tuple[int, ...]:
    """Each seat's money once the sealed bids it shows are paid to the bank (the rulebook:
    "All players reveal their hands at the same time and pay the money they bid")."""
    return tuple(m - (b or 0) for m, b in zip(money, bids, strict=True))


def _known_objectives(cards: Cards, player: int | None) -> tuple[Objective | None, ...]:
    """The objective cards ``player`` knows: its own and, after Buffalo Bill's swap, the
    other card of the swap if it was one of the two seats."""
    swapped = cards.swapped
    if swapped is None or player not in swapped:
        return _only(cards.objectives, player)
    return tuple(card if seat in swapped else None for seat, card in enumerate(cards.objectives))


def _only(values: tuple[_T, ...], seat: int | None) -> tuple[_T | None, ...]:
    """``values`` with every seat's entry but ``seat``'s hidden (all of them for ``None``)."""
    hidden = (None,) * len(values)
    if seat is None:
        return hidden
    return (*hidden[:seat], values[seat], *hidden[seat + 1 :])


def _open_bid(auction: ReentryAuction) -> OpenBid:
    finished = auctions.is_finished(auction)
    return OpenBid(
        auction.order,
        None if finished else auction.order[auction.turn],
        auction.passes,
        auction.high_bid,
        auction.high_bidder,
    )


def _closed_bid(auction: SealedAuction, player: int | None) -> ClosedBid:
    tiebreak = auction.tiebreak
    return ClosedBid(
        auction.order,
        auctions.committed(auction),
        None if player is None else auction.bids[player],
        auction.bids if auctions.is_revealed(auction) else None,
        None if tiebreak is None else _open_bid(tiebreak),
    )


def _building_bids(auction: ContributionAuction) -> BuildingBids:
    finished = auctions.is_finished(auction)
    return BuildingBids(
        auction.order,
        None if finished else auction.order[auction.turn],
        auction.passes,
        auction.lots,
        auction.paid,
    )


# -- determinize ---------------------------------------------------------------------------


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``, its hidden parts drawn from ``seed``: the
    objective cards the viewer does not know (the set's other cards, shuffled), the money
    of the seats whose money is hidden (the public total less the money shown, shared out
    at random, each seat holding at least what the auction going on shows it held), the
    sealed bids committed but not revealed (from $0 to the bidder's money), the card
    Calamity Jane took (one of the professions nobody sees), the order of both decks, and
    the generator. The auction going on is rebuilt as the rules build it, with that money
    as its budgets. Calamity Jane's own view names the card of her hand the others cannot
    see (``View.secret``), and the state dealt for it keeps that card secret.

    Nothing in ``view`` is trusted: every field is checked first (exact types, every
    number within the game's bounds, the cards and the course of the turn), and the state
    dealt must have ``view`` as its view for ``view.player``.

    :raises TypeError: if ``view`` is not a *Wild Fun West* ``View``, or ``seed`` not an int.
    :raises ValueError: naming the inconsistency, if no position has this view.
    """
    if type(view) is not View:
        raise not_a(_A_VIEW, view)
    if type(seed) is not int:
        raise not_a("an int seed", seed)
    checked = _check_view(view)
    return determinized(view, view.player, lambda: _deal(view, checked, seed), _seen_by, _playable)


def _playable(guess: State) -> bool:
    """Whether the game can go on from ``guess``: it is over, or someone has a move."""
    seats = MOVES.actors(guess)
    return not seats or any(MOVES.legal(guess, seat) for seat in seats)


def _deal(view: View, checked: _Checked, seed: int) -> State:
    """The state ``view`` (``checked``) shows, its hidden parts drawn from ``seed``."""
    content = checked.options.content
    rng = Rng.from_seed(seed)

    # objective cards: the set's cards nobody shows, dealt to the hidden places
    shown = {card for card in view.objectives if card is not None}
    pool, rng = shuffle(
        rng, [c for c in content.objectives_of(view.objective_set) if c not in shown]
    )
    dealt = list(pool)
    objectives = tuple(card if card is not None else dealt.pop() for card in view.objectives)

    # professions: Calamity Jane's card and the deck are what nobody sees
    hands = view.hands
    unseen = list(checked.unseen)
    secret: Profession | None = view.secret  # Jane's own view names it (checked)
    if any(view.hidden_cards):
        jane = checked.jane
        assert jane is not None  # _check_view made sure
        taken, rng = choice(rng, unseen)
        unseen.remove(taken)
        row = tuple(sorted((*hands[jane], taken), key=profession_order))
        hands = (*hands[:jane], row, *hands[jane + 1 :])
        secret = taken
    deck, rng = shuffle(rng, unseen)
    shown_buildings = {*view.town, *view.buildings_up, *view.building_discards}
    building_deck, rng = shuffle(rng, [b for b in content.buildings if b not in shown_buildings])

    # money: the total less what is shown, each hidden seat holding at least its floor
    floors = checked.floors
    hidden_seats = [seat for seat, m in enumerate(view.money) if m is None]
    rest = view.money_total - sum(m for m in view.money if m is not None)
    rest -= sum(floors[seat] for seat in hidden_seats)
    shares, rng = share_out(rng, rest, len(hidden_seats))
    in_hand = list(view.money)
    for seat, share in zip(hidden_seats, shares, strict=True):
        in_hand[seat] = floors[seat] + share
    hand_money = tuple(m or 0 for m in in_hand)
    bids = view.building_bids
    money = hand_money
    if bids is not None and view.phase is Phase.BUILDING_BIDDING:  # placed money is not in hand
        money = tuple(m + p for m, p in zip(hand_money, bids.placed, strict=True))
    closed = view.auction
    if type(closed) is ClosedBid and closed.bids is not None:  # nor are the sealed bids paid
        money = tuple(m + (b or 0) for m, b in zip(hand_money, closed.bids, strict=True))

    auction: ReentryAuction | SealedAuction | ContributionAuction | None = None
    shown_auction = view.auction
    if type(shown_auction) is OpenBid:
        auction = _reentry(shown_auction, money)
    elif type(shown_auction) is ClosedBid:
        auction, rng = _sealed(shown_auction, money, view.player, rng)
    elif bids is not None:
        budgets = money
        if view.phase is Phase.BUILDING_TIE:  # the bids are paid: the budgets were larger
            budgets = tuple(m + p for m, p in zip(money, bids.placed, strict=True))
        # Once the bids are over the view no longer shows whose turn it was (nothing reads
        # it then); seat order[0]'s is as good as any.
        at = 0 if bids.to_act is None else bids.order.index(bids.to_act)
        auction = ContributionAuction(bids.order, budgets, bids.placed, bids.lots, at, bids.passes)

    setup = Setup(checked.options, view.characters, view.objective_set, view.target)
    turn = Turn(
        view.turn, view.first, view.used, view.forbidden, view.earp_switched,
        view.sheriff_free, view.reveals_left, view.revealed, view.bidding, view.last,
        view.sold, view.robbed,
    )  # fmt: skip
    cards = Cards(
        objectives, hands, view.active, deck, view.discards, secret, view.town,
        building_deck, view.building_discards, view.buildings_up, view.swapped,
    )  # fmt: skip
    return State(
        setup, turn, cards, money, view.phase, view.waiting, auction, view.activations, rng
    )


def _reentry(shown: OpenBid, budgets: tuple[int, ...]) -> ReentryAuction:
    """The open auction a view shows (checked: ``to_act`` is a bidder)."""
    assert shown.to_act is not None
    return ReentryAuction(
        shown.order, budgets, DOLLARS, shown.order.index(shown.to_act), shown.passes,
        shown.high_bid, shown.high_bidder,
    )  # fmt: skip


def _sealed(
    shown: ClosedBid, money: tuple[int, ...], player: int | None, rng: Rng
) -> tuple[SealedAuction, Rng]:
    """The sealed auction a view shows, the sealed bids it hides drawn from $0 to each
    bidder's money."""
    revealed = shown.bids
    if revealed is not None:
        bids: tuple[int | None, ...] = revealed
    else:
        drawn: list[int | None] = [None] * len(money)
        for seat in shown.order:
            if seat not in shown.committed:
                continue
            if seat == player:
                drawn[seat] = shown.own_bid
            else:
                drawn[seat], rng = randbelow(rng, money[seat] + 1)
        bids = tuple(drawn)
    tiebreak = None
    if shown.tiebreak is not None:
        left = tuple(m - (b or 0) for m, b in zip(money, bids, strict=True))
        tiebreak = _reentry(shown.tiebreak, left)
    return SealedAuction(shown.order, money, bids, tiebreak), rng


# -- checking a view -----------------------------------------------------------------------


@attrs.frozen
class _Checked:
    """What the checks of a view found, for :func:`determinize` to deal from.

    :ivar players: the player count.
    :ivar options: the options, checked.
    :ivar bound: :func:`~.wild_fun_west.rules.money_bound` of the configuration.
    :ivar jane: Calamity Jane's seat, or ``None``.
    :ivar unseen: the professions no seat shows, in enum order (the deck and Calamity
        Jane's hidden card).
    :ivar floors: per seat, the least money it can hold in hand, as the auction shows.
    """

    players: int
    options: Options
    bound: int
    jane: int | None
    unseen: tuple[Profession, ...]
    floors: tuple[int, ...]


def _bad(what: str) -> ValueError:
    return ValueError(f"no {NAME} position has this view: {what}")


def _check_view(view: View) -> _Checked:
    """Check that a position could have ``view`` as a view, as far as can be told without
    dealing one: every field's type and bounds first (nothing counts with a number the
    view gives before it is bounded), then the cards, the phase and the auctions.

    :raises ValueError: naming the first inconsistency.
    """
    players = view.players
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad(f"players is {brief(players)}, not an int from {MIN_PLAYERS} to {MAX_PLAYERS}")
    options = view.options
    if type(options) is not Options:
        raise _bad(f"options is {brief(options)}, not a {NAME} Options")
    try:
        checked_options(players, options)
    except SetupError as error:
        raise _bad(f"its options would not set up a game ({error})") from None
    bound = money_bound_of(players, options.content, options.turn_limit)  # checked just now
    _seat_or_none(players, "player", view.player)
    characters = _check_setup(view, players, options)
    _int("turn", view.turn, 1, options.turn_limit)
    _seat(players, "first", view.first)
    if type(view.phase) is not Phase:
        raise _bad(f"phase is {brief(view.phase)}, not a Phase")
    for flag in ("earp_switched", "sheriff_free", "last"):
        if type(getattr(view, flag)) is not bool:
            raise _bad(f"{flag} is {brief(getattr(view, flag))}, not True or False")
    _check_abilities(view, players, characters)
    jane = characters.index(_JANE) if _JANE in characters else None
    unseen = _check_professions(view, players, options.content, jane)
    _check_buildings(view, options.content)
    _check_objectives(view, players, options.content)
    _check_course(view, players, characters, bound)
    floors = _check_money(view, players, bound)
    _check_sold(view, players, options.content, bound)
    _check_secret(view, jane)
    robbed = view.robbed
    if robbed is not None and (
        type(robbed) is not tuple
        or len(robbed) != players
        or any(type(m) is not int or not 0 <= m <= BELLE_STARR_TAKES for m in robbed)
    ):
        raise _bad(f"robbed is {brief(robbed)}, not None or $0 to ${BELLE_STARR_TAKES} per seat")
    return _Checked(players, options, bound, jane, unseen, floors)


def _check_sold(view: View, players: int, content: Content, bound: int) -> None:
    """``view.sold`` is ``None`` or a :class:`~.wild_fun_west.model.Sold` of this game's
    cards and seats."""
    sold = view.sold
    if sold is None:
        return
    if type(sold) is not Sold:
        raise _bad(f"sold is {brief(sold)}, not a Sold or None")
    if type(sold.profession) is not Profession or sold.profession not in content._cards:
        raise _bad(f"sold.profession is {brief(sold.profession)}, not a profession of the deck")
    if type(sold.bidding) is not Bidding:
        raise _bad(f"sold.bidding is {brief(sold.bidding)}, not a Bidding")
    _seat_or_none(players, "sold.winner", sold.winner)
    _int("sold.price", sold.price, 0, bound)
    bids = sold.bids
    if bids is not None and (
        type(bids) is not tuple
        or len(bids) != players
        or any(b is not None and (type(b) is not int or not 0 <= b <= bound) for b in bids)
    ):
        raise _bad(f"sold.bids is {brief(bids)}, not None or a bid (or None) per seat")


def _check_secret(view: View, jane: int | None) -> None:
    """``view.secret`` is ``None``, or Calamity Jane's own view names a card of her hand."""
    secret = view.secret
    if secret is None:
        return
    if jane is None or view.player != jane:
        raise _bad(f"secret is {brief(secret)}: only Calamity Jane's own view has one")
    if type(secret) is not Profession or secret not in view.hands[jane]:
        raise _bad(f"secret is {brief(secret)}, not a profession in Calamity Jane's hand")


def _int(name: str, value: object, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _bad(f"{name} is {brief(value)}, not an int from {low} to {high}")
    return value


def _seat(players: int, name: str, value: object) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise _bad(f"{name} is {brief(value)}, not a seat from 0 to {players - 1}")
    return value


def _seat_or_none(players: int, name: str, value: object) -> int | None:
    return None if value is None else _seat(players, name, value)


def _per_seat(name: str, value: object, players: int) -> tuple[object, ...]:
    if type(value) is not tuple or len(value) != players:
        raise _bad(f"{name} must be a tuple of {players}, one per seat, not {brief(value)}")
    return value


def _check_setup(view: View, players: int, options: Options) -> tuple[Character, ...]:
    """The characters, the objective set and the target, as the options set them up."""
    characters = view.characters
    if (
        type(characters) is not tuple
        or len(characters) != players
        or any(type(c) is not Character for c in characters)
        or len(set(characters)) != players
    ):
        raise _bad(f"characters is {brief(characters)}, not {players} different Characters")
    if options.characters is not None and characters != options.characters:
        raise _bad("the characters are not those the options deal")
    chosen = view.objective_set
    if type(chosen) is not ObjectiveSet or chosen.players != players:
        raise _bad(f"objective_set is {brief(chosen)}, not a set for {players} players")
    if options.objective_set is not None and chosen is not options.objective_set:
        raise _bad("the objective set is not the one the options deal")
    target = SHORT_GAME_TARGET if options.short_game else TARGET
    if type(view.target) is not int or view.target != target:
        raise _bad(f"target is {brief(view.target)}, where the options make it {target}")
    return characters


def _check_abilities(view: View, players: int, characters: tuple[Character, ...]) -> None:
    """The abilities used, the seat forbidden, the switch, the Sheriff's immunity and
    Buffalo Bill's swap."""
    used = view.used
    if type(used) is not frozenset or not all(type(c) is Character for c in used):
        raise _bad(f"used is {brief(used)}, not a frozenset of Characters")
    if not used <= set(characters):
        raise _bad("it marks used the ability of a character nobody plays")
    forbidden = _seat_or_none(players, "forbidden", view.forbidden)
    annie = Character.ANNIE_OAKLEY
    if forbidden is not None and (annie not in used or characters[forbidden] is annie):
        raise _bad(f"seat {forbidden} is forbidden, but Annie Oakley did not forbid it")
    if view.earp_switched and Character.WYATT_EARP not in characters:
        raise _bad("Wyatt Earp switched an auction, but nobody plays him")
    if view.sheriff_free and Character.BILL_MCDONALD not in used:
        raise _bad("bans on the Sheriff are off, but Bill McDonald did not take it")
    swapped = view.swapped
    if swapped is not None:
        if type(swapped) is not tuple or len(swapped) != 2:
            raise _bad(f"swapped is {brief(swapped)}, not None or a pair of seats")
        bill = _seat(players, "Buffalo Bill's seat", swapped[0])
        other = _seat(players, "the seat Buffalo Bill swapped with", swapped[1])
        buffalo = Character.BUFFALO_BILL
        if characters[bill] is not buffalo or buffalo not in used or other == bill:
            raise _bad(f"swapped is {swapped}, but Buffalo Bill did not swap with seat {other}")
    _int("activations", view.activations, 0, MAX_ACTIVE)


def _professions(
    name: str, value: object, content: frozenset[Profession]
) -> tuple[Profession, ...]:
    if type(value) is not tuple or not all(type(p) is Profession for p in value):
        raise _bad(f"{name} is {brief(value)}, not a tuple of Professions")
    if not content.issuperset(value):
        raise _bad(f"{name} holds a profession the content's deck lacks")
    return value


def _check_professions(
    view: View, players: int, content: Content, jane: int | None
) -> tuple[Profession, ...]:
    """Hands, cards in play, discards and the card revealed: each profession of the
    content at most once, hands and rows in enum order; Calamity Jane's hidden card and
    the deck size. Returns the professions nobody shows, in enum order."""
    deck = frozenset(card.profession for card in content.professions)
    seen: list[Profession] = []
    for kind, rows in (("hands", view.hands), ("active", view.active)):
        for seat, row in enumerate(_per_seat(kind, rows, players)):
            cards = _professions(f"seat {seat}'s {kind}", row, deck)
            if list(cards) != sorted(cards, key=profession_order):
                raise _bad(f"seat {seat}'s {kind} are not in enum order")
            if kind == "active" and len(cards) > MAX_ACTIVE:
                raise _bad(f"seat {seat} has {len(cards)} professions in play, not at most 2")
            seen += cards
    seen += _professions("discards", view.discards, deck)
    revealed = view.revealed
    if revealed is not None:
        seen += _professions("revealed", (revealed,), deck)
    bidding = view.bidding
    if (type(bidding) is not Bidding) if revealed is not None else (bidding is not None):
        raise _bad(f"bidding is {brief(bidding)} with {brief(revealed)} revealed")
    if len(set(seen)) != len(seen):
        raise _bad("it shows a profession in two places")
    hidden: list[int] = []
    for count in _per_seat("hidden_cards", view.hidden_cards, players):
        if type(count) is not int or not 0 <= count <= 1:
            raise _bad(f"hidden_cards is {brief(view.hidden_cards)}, not a 0 or 1 per seat")
        hidden.append(count)
    if any(hidden) and (
        sum(hidden) != 1 or jane is None or hidden[jane] != 1 or _JANE not in view.used
    ):
        raise _bad("it hides a card, but not one Calamity Jane took from the deck")
    shown = set(seen)
    unseen = tuple(p for p in sorted(deck, key=profession_order) if p not in shown)
    deck_size = _int("deck_size", view.deck_size, 0, len(deck))
    if deck_size + sum(hidden) != len(unseen):
        raise _bad(
            f"the deck holds {deck_size} professions and {sum(hidden)} are hidden,"
            f" where {len(unseen)} are not shown"
        )
    return unseen


def _check_buildings(view: View, content: Content) -> None:
    """The town, the buildings up and the discards: each building of the content at most
    once, three up at most; the deck size."""
    deck = frozenset(content.buildings)
    seen: list[Building] = []
    for name, value in (
        ("town", view.town),
        ("buildings_up", view.buildings_up),
        ("building_discards", view.building_discards),
    ):
        if type(value) is not tuple or not all(type(b) is Building for b in value):
            raise _bad(f"{name} is {brief(value)}, not a tuple of Buildings")
        if not deck.issuperset(value):
            raise _bad(f"{name} holds a building the content's deck lacks")
        seen += value
    if len(set(seen)) != len(seen):
        raise _bad("it shows a building in two places")
    if len(view.buildings_up) > BUILDINGS_UP:
        raise _bad(f"{len(view.buildings_up)} buildings are up for bidding, not at most 3")
    size = _int("building_deck_size", view.building_deck_size, 0, len(deck))
    if size != len(deck) - len(seen):
        raise _bad(
            f"the buildings deck holds {size} buildings, where {len(deck) - len(seen)} are"
            " not shown"
        )


def _check_objectives(view: View, players: int, content: Content) -> None:
    """The objective cards shown: different cards of the set dealt."""
    cards = content.objectives_of(view.objective_set)
    shown = [card for card in _per_seat("objectives", view.objectives, players) if card is not None]
    if not all(type(card) is Objective and card in cards for card in shown):
        raise _bad(f"objectives holds {brief(view.objectives)}, not cards of the set dealt")
    if len(set(shown)) != len(shown):
        raise _bad("it shows an objective card twice")


def _is_suffix(part: tuple[int, ...], whole: tuple[int, ...] | list[int]) -> bool:
    return len(part) <= len(whole) and tuple(whole[len(whole) - len(part) :]) == part


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
_BEGINNING = frozenset((Character.ANNIE_OAKLEY, Character.BELLE_STARR))


def _check_course(view: View, players: int, characters: tuple[Character, ...], bound: int) -> None:
    """The phase and what it implies: the seats asked, the card revealed, the reveals
    left, the buildings up and the auctions."""
    phase = view.phase
    waiting = view.waiting
    if type(waiting) is not tuple or not all(type(s) is int for s in waiting):
        raise _bad(f"waiting is {brief(waiting)}, not a tuple of seats")
    for seat in waiting:
        _seat(players, "a seat waiting", seat)
    if len(set(waiting)) != len(waiting):
        raise _bad("waiting names a seat twice")
    if bool(waiting) != (phase in _ASKING):
        raise _bad(f"waiting is {waiting} in the {phase.value} phase")
    if view.activations and phase not in SWAP_PHASES:
        raise _bad(f"activations is {view.activations} outside a swap moment")
    per_turn = PROFESSIONS_PER_TURN.get(players, 3)
    reveals = _int("reveals_left", view.reveals_left, 0, per_turn)
    revealing = phase in (Phase.REVEAL, Phase.PROFESSION_BIDDING)
    if (view.revealed is not None) != revealing:
        raise _bad(f"revealed is {brief(view.revealed)} in the {phase.value} phase")
    if revealing and reveals == per_turn:
        raise _bad("a profession is revealed, but the turn's reveals are all left")
    building = phase in (Phase.BUILDINGS_REVEALED, Phase.BUILDING_BIDDING, Phase.BUILDING_TIE)
    if bool(view.buildings_up) != building:
        raise _bad(f"buildings_up is {brief(view.buildings_up)} in the {phase.value} phase")
    at_limit = view.turn >= view.options.turn_limit
    if view.last and not at_limit and phase not in (Phase.SWAP_BEFORE_INCOME, Phase.OVER):
        raise _bad(f"the turn is the last, but it is only in the {phase.value} phase")
    if at_limit and not view.last and phase is not Phase.OVER:
        raise _bad("the turn is the turn limit's, but it is not marked the last")
    if phase is not Phase.OVER and not view.last:
        target = view.target
        for card in view.objectives:  # the game ends as soon as a seat has its objective
            if card is not None and objective_count(card, view.town) >= target:
                raise _bad(f"the objective {card} is built, but the game goes on")
    used = view.used
    order = TURN_ORDERS[players][view.first]
    if phase is Phase.BEGINNING:
        if reveals != per_turn or view.earp_switched or view.sheriff_free:
            raise _bad("the turn is beginning, but something of it has happened")
        offered = [
            seat
            for seat in order
            if characters[seat] is Character.ANNIE_OAKLEY
            or (characters[seat] is Character.BELLE_STARR and view.turn >= BELLE_STARR_TURN)
        ]
        if not _in_order(waiting, offered) or any(characters[s] in used for s in waiting):
            raise _bad(f"waiting is {waiting}: no ability of the beginning is offered so")
    elif phase is Phase.REVEAL:
        assert view.revealed is not None
        offered = []
        taker = TAKERS.get(view.revealed)
        if (
            taker is not None
            and taker in characters
            and (taker is Character.DOC_HOLLIDAY or taker not in used)
        ):
            offered.append(characters.index(taker))
        if Character.WYATT_EARP in characters and not view.earp_switched:
            offered.append(characters.index(Character.WYATT_EARP))
        if not _is_suffix(waiting, offered):
            raise _bad(f"waiting is {waiting}: nobody may take or switch the {view.revealed.value}")
    elif phase in SWAP_PHASES:
        if not _is_suffix(waiting, order):
            raise _bad(f"waiting is {waiting}, not the rest of the turn order from {view.first}")
    elif phase in (Phase.BUILDINGS_REVEALED, Phase.BUILDING_TIE):
        asked = (
            Character.GEORGE_CUSTER
            if phase is Phase.BUILDINGS_REVEALED
            else Character.JUDGE_ROY_BEAN
        )
        if asked not in characters or waiting != (characters.index(asked),) or asked in used:
            raise _bad(f"waiting is {waiting}, but {asked.value} is not asked now")
    bidders = tuple(seat for seat in order if seat != view.forbidden)
    _check_profession_auction(view, players, bidders, bound)
    _check_building_bids(view, players, bidders, characters, bound)


def _same_seats(name: str, value: object, expected: tuple[int, ...]) -> None:
    """:raises ValueError: unless ``value`` is ``expected``, a tuple of exact ints."""
    if type(value) is not tuple or not all(type(s) is int for s in value) or value != expected:
        raise _bad(f"{name} are {brief(value)}, not {expected}")


def _in_order(items: tuple[int, ...], order: list[int] | tuple[int, ...]) -> bool:
    """Whether ``items`` are some of ``order``, in its order."""
    rest = iter(order)
    return all(any(item == seat for seat in rest) for item in items)


def _check_open(name: str, shown: object, order: tuple[int, ...], high: int) -> OpenBid:
    """An open auction going on among ``order``, with bids up to ``high``."""
    if type(shown) is not OpenBid:
        raise _bad(f"{name} is {brief(shown)}, not an OpenBid")
    _same_seats(f"{name}'s bidders", shown.order, order)
    bidder = shown.high_bidder
    bid = _int(f"{name}'s high bid", shown.high_bid, 0 if bidder is None else 1, high)
    if bidder is None and bid:
        raise _bad(f"{name} has a high bid but no high bidder")
    if bidder is not None and (type(bidder) is not int or bidder not in order):
        raise _bad(f"{name}'s high bidder {brief(bidder)} is not one of its bidders")
    passes = _int(f"{name}'s passes", shown.passes, 0, len(order) - 1 - (bidder is not None))
    start = 0 if bidder is None else order.index(bidder) + 1
    to_act = shown.to_act
    if type(to_act) is not int or to_act != order[(start + passes) % len(order)]:
        raise _bad(f"{name}'s seat to act is {brief(shown.to_act)}, not the next after the passes")
    return shown


def _check_profession_auction(
    view: View, players: int, bidders: tuple[int, ...], bound: int
) -> None:
    shown = view.auction
    if view.phase is not Phase.PROFESSION_BIDDING:
        if shown is not None:
            raise _bad(f"auction is {brief(shown)} in the {view.phase.value} phase")
        return
    if view.bidding is Bidding.OPEN:
        _check_open("the auction", shown, bidders, bound)
        return
    if type(shown) is not ClosedBid:
        raise _bad(f"auction is {brief(shown)}, not a ClosedBid for a closed bid")
    _same_seats("the auction's bidders", shown.order, bidders)
    committed = shown.committed
    if (
        type(committed) is not frozenset
        or not all(type(seat) is int for seat in committed)
        or not committed <= set(bidders)
    ):
        raise _bad(f"committed is {brief(committed)}, not a frozenset of bidders")
    own = shown.own_bid
    if own is not None:
        _int("own_bid", own, 0, bound)
    bids = shown.bids
    if bids is None:
        if len(committed) == len(bidders):
            raise _bad("every sealed bid is in, but they are not revealed")
        if shown.tiebreak is not None:
            raise _bad("a tie-break goes on before the sealed bids are revealed")
        return
    _per_seat("the sealed bids", bids, players)
    for seat, amount in enumerate(bids):
        if seat in bidders:
            _int(f"seat {seat}'s sealed bid", amount, 0, bound)
        elif amount is not None:
            raise _bad(f"seat {seat} takes no part in the auction but bid {brief(amount)}")
    if committed != set(bidders):
        raise _bad("the sealed bids are revealed, but not every bidder committed one")
    top = max(bids[seat] or 0 for seat in bidders)
    tied = tuple(seat for seat in bidders if bids[seat] == top)
    if top == 0 or len(tied) < 2:
        raise _bad("the sealed bids are revealed without a tie: the auction would be over")
    _check_open("the tie-break", shown.tiebreak, tied, bound)


def _check_building_bids(
    view: View,
    players: int,
    bidders: tuple[int, ...],
    characters: tuple[Character, ...],
    bound: int,
) -> None:
    shown = view.building_bids
    phase = view.phase
    if phase not in (Phase.BUILDING_BIDDING, Phase.BUILDING_TIE):
        if shown is not None:
            raise _bad(f"building_bids is {brief(shown)} in the {phase.value} phase")
        return
    if type(shown) is not BuildingBids:
        raise _bad(f"building_bids is {brief(shown)}, not BuildingBids")
    _same_seats("the building bids' bidders", shown.order, bidders)
    lots = shown.lots
    if type(lots) is not tuple or len(lots) != len(view.buildings_up):
        raise _bad(f"lots is {brief(lots)}, not one amount per building up")
    for lot, money in enumerate(lots):
        _int(f"the money on lot {lot}", money, 0, 2 * players * bound)
    jesse = Character.JESSE_JAMES
    placed: list[int] = []
    for seat, amount in enumerate(_per_seat("placed", shown.placed, players)):
        stole = characters[seat] is jesse and jesse in view.used
        placed.append(_int(f"seat {seat}'s money placed", amount, -bound if stole else 0, bound))
        if amount and seat not in bidders:
            raise _bad(f"seat {seat} takes no part in the building bids but placed money")
    if sum(lots) < sum(placed):
        raise _bad("less money lies on the buildings than the seats placed")
    passes = _int("the building bids' passes", shown.passes, 0, len(bidders))
    finished = passes + any(lots) >= len(bidders)
    if phase is Phase.BUILDING_BIDDING:
        if finished or type(shown.to_act) is not int or shown.to_act not in bidders:
            raise _bad("the building bids are over, or nobody is to act in them")
        return
    most = max(lots)
    if not finished or shown.to_act is not None or most == 0 or lots.count(most) < 2:
        raise _bad("buildings tie for the most money, but the building bids do not show it")


def _check_money(view: View, players: int, bound: int) -> tuple[int, ...]:
    """Each seat's money within the bound, the total within all the seats can hold, and
    the money shown and the least the hidden seats hold within the total. Returns each
    seat's floor: what the auction going on shows it holds at least (a seat with money
    shown holds at least as much). Once the sealed bids are revealed they are paid: the
    money shown and the total are what is left, and the tie-break's high bid is the only
    floor."""
    money: list[int | None] = []
    for seat, amount in enumerate(_per_seat("money", view.money, players)):
        money.append(None if amount is None else _int(f"seat {seat}'s money", amount, 0, bound))
    total = _int("money_total", view.money_total, 0, players * bound)
    floors = [0] * players
    bids = view.building_bids
    if bids is not None:  # Jesse James holds at least what he took back
        floors = [max(0, -placed) for placed in bids.placed]
    shown = view.auction
    if type(shown) is OpenBid and shown.high_bidder is not None:
        floors[shown.high_bidder] = shown.high_bid
    elif type(shown) is ClosedBid:
        sealed = shown.bids
        if sealed is not None:  # paid: a seat held its sealed bid and holds what it shows
            floors = [0] * players
            tiebreak = shown.tiebreak
            assert tiebreak is not None  # checked
            if tiebreak.high_bidder is not None:
                floors[tiebreak.high_bidder] = tiebreak.high_bid
            for seat, amount in enumerate(money):
                paid = sealed[seat] or 0
                if amount is not None and amount + paid > bound:
                    raise _bad(
                        f"seat {seat} holds ${amount} after paying its sealed bid of ${paid}:"
                        f" more than the ${bound} a seat can hold"
                    )
        elif shown.own_bid is not None and view.player is not None:
            floors[view.player] = shown.own_bid
    for seat, amount in enumerate(money):
        if amount is not None and amount < floors[seat]:
            raise _bad(f"seat {seat} holds ${amount}, less than the ${floors[seat]} it bid")
    least = sum(m for m in money if m is not None)
    least += sum(floors[seat] for seat, m in enumerate(money) if m is None)
    if least > total:
        raise _bad(f"the seats hold at least ${least}, more than the total, ${total}")
    if least != total and None not in money:
        raise _bad(f"every seat's money is shown and it does not add up to ${total}")
    return tuple(floors)


# -- render --------------------------------------------------------------------------------


@reads_view(View, _A_VIEW)
def render(view: View) -> str:
    """A plain-text picture of a view: the turn, the first player, the phase and whom it
    waits for; the town; the buildings up with the money on each; the profession up for
    auction, its card and its auction; each seat's character, money, professions in play,
    income and hand; the viewer's objective card (the built buildings marked) and the
    others it knows; the discards.

    :raises TypeError: if ``view`` is not a *Wild Fun West* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _render(view)


def _seat_name(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _names(items: tuple[Profession, ...] | tuple[Building, ...]) -> str:
    return ", ".join(item.value for item in items) or "-"


def _dollars(amount: int | None) -> str:
    return "$?" if amount is None else f"${amount}"


def asked_seats(view: View) -> tuple[int, ...]:
    """The seats the position waits for (the text and the picture say whom)."""
    if view.waiting:
        return view.waiting[:1]
    shown = view.auction
    if type(shown) is ClosedBid and shown.tiebreak is not None:
        shown = shown.tiebreak
    if type(shown) is OpenBid:
        return () if shown.to_act is None else (shown.to_act,)
    if type(shown) is ClosedBid:
        return tuple(seat for seat in shown.order if seat not in shown.committed)
    bids = view.building_bids
    if bids is not None and bids.to_act is not None and view.phase is Phase.BUILDING_BIDDING:
        return (bids.to_act,)
    return ()


def _signed(amount: int) -> str:
    return f"-${-amount}" if amount < 0 else f"${amount}"


def _bonus(amount: int, subject: Profession | Building, in_play: bool) -> str:
    if type(subject) is Profession:
        where = "in play" if in_play else "not in play"
    else:
        where = "built" if in_play else "not built"
    sign = "" if amount < 0 else "+"
    return f"{sign}{_signed(amount)} while the {subject.value} is {where}"


def _card_text(card: ProfessionCard) -> str:
    """What a profession card prints: its bid type, incomes, bonuses, bans and subsidies."""
    parts = [
        f"{card.bidding.value} bid",
        f"{_signed(card.income)} to its owner",
        f"{_signed(card.left_income)} to the owner's left neighbour",
        *(_bonus(b.amount, b.subject, True) for b in card.in_play),
        *(_bonus(b.amount, b.subject, False) for b in card.not_in_play),
    ]
    if card.bans:
        parts.append(f"bans the {', '.join(p.value for p in card.bans)}")
    if card.subsidises:
        parts.append(f"subsidises the {', '.join(b.value for b in card.subsidises)}")
    return "; ".join(parts)


def _open_line(view: View, shown: OpenBid) -> str:
    high = (
        "no bid yet"
        if shown.high_bidder is None
        else f"high bid ${shown.high_bid} by {_seat_name(view, shown.high_bidder)}"
    )
    act = "over" if shown.to_act is None else f"{_seat_name(view, shown.to_act)} to act"
    return f"{high}; {shown.passes} passes in a row; {act}"


def _auction_lines(view: View) -> list[str]:
    revealed = view.revealed
    if revealed is None:
        return []
    card = view.options.content.card(revealed)
    bidding = view.bidding
    switched = (
        ""
        if bidding is None or bidding is card.bidding
        else f"; Wyatt Earp switched it to a {bidding.value} bid"
    )
    lines = [f"Profession up: the {revealed.value} ({_card_text(card)}){switched}"]
    shown = view.auction
    if type(shown) is OpenBid:
        seats = ", ".join(map(str, shown.order))
        lines.append(f"  open bid among seats {seats}: {_open_line(view, shown)}")
    elif type(shown) is ClosedBid:
        seats = ", ".join(map(str, shown.order))
        if shown.bids is None:
            committed = ", ".join(_seat_name(view, s) for s in sorted(shown.committed))
            own = "" if shown.own_bid is None else f"; your sealed bid: ${shown.own_bid}"
            lines.append(
                f"  closed bid among seats {seats}: "
                + (f"sealed bids in from {committed}" if committed else "no sealed bid in yet")
                + own
            )
        else:
            bids = ", ".join(
                f"{_seat_name(view, s)} ${amount}"
                for s, amount in enumerate(shown.bids)
                if amount is not None
            )
            lines.append(f"  closed bid among seats {seats}, revealed: {bids}")
            if shown.tiebreak is not None:
                tied = ", ".join(map(str, shown.tiebreak.order))
                lines.append(f"  tie-break among seats {tied}: {_open_line(view, shown.tiebreak)}")
    elif view.phase is Phase.REVEAL:
        lines.append("  before the bidding, a character may take it or switch its auction")
    return lines


_HINTS = {
    Phase.BEGINNING: "the beginning of the turn: Annie Oakley may forbid a seat from this"
    " turn's bidding, Belle Starr may rob",
    Phase.SWAP_BEFORE_BUILDINGS: "a swap moment: each seat in turn may put professions in"
    " play, $1 each",
    Phase.BUILDINGS_REVEALED: "George Custer may redraw the three buildings",
    Phase.BUILDING_TIE: "buildings tie for the most money: Judge Roy Bean may build one",
    Phase.SWAP_BEFORE_INCOME: "a swap moment before the income: each seat in turn may put"
    " professions in play, $1 each",
}
"""What the phases that ask seats one by one ask them."""


def _render(view: View) -> str:
    players = view.players
    who = "a spectator" if view.player is None else f"seat {view.player}"
    lines = [
        f"Wild Fun West, {players} players, turn {view.turn} of at most "
        f"{view.options.turn_limit}{' (the last)' if view.last else ''}; you are {who}",
    ]
    asked = asked_seats(view)
    waits = ", ".join(_seat_name(view, seat) for seat in asked)
    phase = "game over" if view.phase is Phase.OVER else view.phase.value
    lines.append(
        f"First player: {_seat_name(view, view.first)}; phase: {phase}"
        + (f", waiting for {waits}" if waits else "")
    )
    hint = _HINTS.get(view.phase)
    if hint is not None:
        lines.append(f"  ({hint})")
    lines.append(f"Town ({len(view.town)} built): {_names(view.town)}")
    if view.buildings_up:
        bids = view.building_bids
        lots = bids.lots if bids is not None else (0,) * len(view.buildings_up)
        up = ", ".join(f"{b.value} ${lot}" for b, lot in zip(view.buildings_up, lots, strict=True))
        lines.append(f"Buildings up: {up}")
        if bids is not None:
            act = "over" if bids.to_act is None else f"{_seat_name(view, bids.to_act)} to act"
            placed = ", ".join(
                f"{_seat_name(view, s)} ${amount}" for s, amount in enumerate(bids.placed) if amount
            )
            lines.append(
                f"  building bids: {act}; {bids.passes} passes in a row; placed: {placed or '-'}"
            )
    lines += _auction_lines(view)
    if view.phase in (Phase.BEGINNING, Phase.REVEAL, Phase.PROFESSION_BIDDING):
        lines.append(f"Professions still to reveal this turn: {view.reveals_left}")
    if view.forbidden is not None:
        lines.append(
            f"Annie Oakley forbade {_seat_name(view, view.forbidden)} from this turn's bidding"
        )
    lines.append(f"Seats (money held in all: ${view.money_total}):")
    for seat in range(players):
        character = view.characters[seat]
        used = ", ability used" if character in view.used else ""
        hand = _names(view.hands[seat])
        if view.hidden_cards[seat]:
            hand += f" + {view.hidden_cards[seat]} hidden card"
        lines.append(
            f"  {_seat_name(view, seat)}: {character.value}{used}; {_dollars(view.money[seat])};"
            f" in play: {_names(view.active[seat])}; income ${income(view, seat).total};"
            f" hand: {hand}"
        )
    for seat, card in enumerate(view.objectives):
        if card is None:
            continue
        whose = "Your objective" if seat == view.player else f"Seat {seat}'s objective"
        marked = ", ".join(f"{b.value}{'*' if b in view.town else ''}" for b in card.buildings)
        built = objective_count(card, view.town)
        lines.append(f"{whose} ({card}): {marked} (* built: {built} of 6; {view.target} win)")
    lines.append(f"Professions deck: {view.deck_size}; discards: {_names(view.discards)}")
    lines.append(
        f"Buildings deck: {view.building_deck_size}; discards: {_names(view.building_discards)}"
    )
    if view.swapped is not None:
        bill, other = view.swapped
        lines.append(
            f"Buffalo Bill, {_seat_name(view, bill)}, swapped objective cards with"
            f" {_seat_name(view, other)}"
        )
    return "\n".join(lines)
