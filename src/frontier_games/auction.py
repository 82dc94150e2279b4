"""The four auctions of the rulebooks, as small immutable state machines.

Each auction is a frozen class; pure functions move it on and never change their input.
The games keep the money: an auction is started with each seat's ``budgets`` (the money
it holds), refuses any commitment above it, and ends with a result that says who won and
what each seat pays. Seats are ints, ``order`` is the seats taking part in turn order, and
per-seat values are tuples indexed by seat.

The four kinds
--------------

:class:`DropOutAuction` -- open ascending, a pass is final (Pappy Winchester, "Bidding").
    Starting with the opener and going clockwise, each bidder bids (at least
    ``rules.minimum`` first, then at least ``rules.increment`` more than the high bid, in
    multiples of ``rules.step``) or passes and is out of this auction. It ends when all
    but one have passed and that one holds the high bid, or when everyone has passed
    without a bid: then nobody wins, and the game applies its own "nobody bid" rule.
    ``active`` and ``high_bid`` are what a duel needs; the game ends the auction itself.
    ``bids`` keeps each seat's last (so largest) bid: every open bid is public, so it is
    a public lower bound on that seat's money.

:class:`ReentryAuction` -- open ascending with re-entry (Wild Fun West, "Open Bid").
    The same bids, but a seat that passed may bid again on a later turn. It ends after
    N-1 passes in a row following a bid (N: the number of bidders); the high bidder wins
    and only the winner pays.

:class:`SealedAuction` -- sealed, all-pay (Wild Fun West, "Closed Bid").
    Every bidder commits one sealed bid, from 0 to its budget, in any order; when all
    have committed they are revealed together and everyone pays its bid. The single
    highest bid wins. A tie for the highest goes to a :class:`ReentryAuction` among the
    tied bidders (in turn order from ``order[0]``, with their budgets less what they
    already paid); its winner pays that price on top of the sealed bid. While a tie-break
    runs, :func:`bid` and :func:`pass_bid` on the sealed auction play in it.

:class:`ContributionAuction` -- money on lots (Wild Fun West, "Bidding for Buildings").
    In turn from the first player, each seat puts any positive amount on one lot
    (:func:`place`) or passes; a seat may place again on a later turn. It ends after N-1
    passes in a row; the lot with the most money wins, a tie for the most means no lot
    wins, and the money is spent either way. The bank's subsidy (the Build symbol) is
    added with a placement, :func:`take` takes money off a lot (Jesse James) and the
    result lists the tied top lots for the game to choose from (Judge Roy Bean).

Every kind answers the same questions: :func:`to_act` (the seats that may act now),
:func:`legal_bids`, :func:`bid` / :func:`place`, :func:`pass_bid`, :func:`is_finished`
and :func:`result`; the open kinds also :func:`lowest_bid` (the smallest bid allowed
now). An illegal move raises :class:`~frontier_games.core.IllegalActionError` with a short
``rule`` code and leaves nothing changed::

    >>> from frontier_games.auction import BidRules, DropOutAuction, bid, pass_bid, result
    >>> auction = DropOutAuction.start((0, 1, 2), budgets=(8000, 8000, 8000),
    ...                                rules=BidRules(1000, 1000, 1000))
    >>> auction = bid(auction, 0, 3000)
    >>> auction = pass_bid(pass_bid(auction, 1), 2)
    >>> result(auction)
    AuctionResult(winner=0, price=3000, paid=(3000, 0, 0), tied=())

Decisions where the rulebooks are silent
----------------------------------------

* Open auction with re-entry and no bid at all: it ends once every bidder has passed in
  a row (N passes, not N-1, so every seat has had its say) and nobody wins; Wild Fun
  West then discards the card ("all pass").
* Sealed tie-break in which every tied bidder passes: nobody wins, the sealed bids stay
  paid. ``AuctionResult.tied`` names the tied seats, so a game wanting another rule
  (say, the first tied seat wins) can apply it to the result.
* Sealed tie-break bidding is in dollars: first bid at least $1, raises of at least $1.
* Sealed bids that are all 0: nobody wins. A tie at 0 is not a tie to break.
* Contribution with nothing placed: as in the open auction, it takes N passes in a row
  while no money lies on any lot, N-1 once some does. With no money on any lot nothing
  wins and ``ContributionResult.top_lots`` is empty: a lot with $0 on it is not
  "tied for the highest amount of money" (Judge Roy Bean cannot build it).
* Jesse James: :func:`take` moves money from a lot to a seat's hand at any moment of the
  auction, resets the run of passes and leaves the turn where it was; the seat may put
  that money back later, as it now holds it. The game enforces "up to $7, once per
  game"; the auction only refuses taking more than the lot holds.
* A seat that cannot afford the lowest legal bid may only pass.
"""

from __future__ import annotations

from typing import overload

from frontier_games.core import Frozen, GameNotOverError, IllegalActionError, frozen_class
from frontier_games.messages import brief

__all__ = [
    "DOLLARS",
    "Auction",
    "AuctionNotOverError",
    "AuctionResult",
    "BidRules",
    "ContributionAuction",
    "ContributionResult",
    "DropOutAuction",
    "ReentryAuction",
    "SealedAuction",
    "bid",
    "committed",
    "is_finished",
    "is_revealed",
    "legal_bids",
    "lowest_bid",
    "pass_bid",
    "place",
    "result",
    "take",
    "to_act",
]


class AuctionNotOverError(GameNotOverError):
    """Asked for the result of an auction that is still going on."""


@frozen_class
class BidRules(Frozen):
    """What an open bid must be: the first at least ``minimum``, each later one at least
    ``increment`` above the high bid, and every bid a multiple of ``step``.

    Pappy Winchester bids in thousands: ``BidRules(1000, 1000, 1000)``.
    """

    minimum: int = 1
    increment: int = 1
    step: int = 1


DOLLARS = BidRules()
"""Bids of whole dollars, at least $1, raised by at least $1 (Wild Fun West)."""


@frozen_class
class AuctionResult(Frozen):
    """How a finished :class:`DropOutAuction`, :class:`ReentryAuction` or
    :class:`SealedAuction` ended.

    :ivar winner: the winning seat, or ``None`` when nobody won.
    :ivar price: what the winner pays in all (``paid[winner]``); ``0`` without a winner.
    :ivar paid: what each seat pays, indexed by seat (all-pay: every sealed bid).
    :ivar tied: the seats tied for the highest sealed bid, which went to a tie-break;
        ``()`` when there was no tie.
    """

    winner: int | None
    price: int
    paid: tuple[int, ...]
    tied: tuple[int, ...] = ()


@frozen_class
class ContributionResult(Frozen):
    """How a finished :class:`ContributionAuction` ended.

    :ivar lot: the winning lot (the one with the most money), or ``None``.
    :ivar top_lots: the lots with the most money, in lot order: one lot when it wins,
        several when they tie (the game may pick one, as Judge Roy Bean does), ``()``
        when no money lies on any lot.
    :ivar lots: the money on each lot, subsidies included.
    :ivar paid: what each seat pays, indexed by seat (net of money it took back).
    """

    lot: int | None
    top_lots: tuple[int, ...]
    lots: tuple[int, ...]
    paid: tuple[int, ...]


# --- checks shared by every kind ------------------------------------------------------


def _check_start(order: tuple[int, ...], budgets: tuple[int, ...]) -> None:
    # One cheap test of the common case first: the games start an auction at every lot.
    if (
        order
        and len(set(order)) == len(order)
        and min(order) >= 0
        and max(order) < len(budgets)
        and min(budgets) >= 0
    ):
        return
    if not order:
        raise ValueError("an auction needs at least one bidder")
    if len(set(order)) != len(order):
        raise ValueError(f"a seat bids only once in an auction, got order {order}")
    if any(not 0 <= seat < len(budgets) for seat in order):
        raise ValueError(f"seats in {order} must be 0 to {len(budgets) - 1} (one budget each)")
    if any(money < 0 for money in budgets):
        raise ValueError(f"budgets cannot be negative, got {budgets}")


def _check_rules(rules: BidRules) -> None:
    if rules.minimum < 1 or rules.increment < 1 or rules.step < 1:
        raise ValueError(f"minimum, increment and step must be at least 1, got {rules}")


def _over(seat: int) -> IllegalActionError:
    return IllegalActionError("auction-over", "the auction is over", player=seat)


def _not_your_turn(seat: int, expected: int) -> IllegalActionError:
    return IllegalActionError(
        "not-your-turn", f"it is seat {expected}'s turn, not seat {brief(seat)}'s", player=seat
    )


def _check_open_bid(auction: DropOutAuction | ReentryAuction, seat: int, amount: int) -> None:
    low = lowest_bid(auction)
    rules, budget = auction.rules, auction.budgets[seat]
    if amount < low:
        high_bid = auction.high_bid
        words = "the first bid" if auction.high_bidder is None else f"a raise over ${high_bid}"
        raise IllegalActionError(
            "raise-too-small", f"{words} must be at least ${low}, not ${brief(amount)}", player=seat
        )
    if amount % rules.step:
        raise IllegalActionError(
            "bid-not-a-multiple", f"bids are multiples of ${rules.step}", player=seat
        )
    if amount > budget:
        raise IllegalActionError(
            "bid-above-money",
            f"seat {brief(seat)} holds ${budget}, cannot bid ${brief(amount)}",
            player=seat,
        )


def _amounts(low: int, high: int, step: int) -> tuple[int, ...]:
    return tuple(range(low, high + 1, step))


_SINGLE = tuple(frozenset((seat,)) for seat in range(64))
_NOBODY: frozenset[int] = frozenset()


def _single(seat: int) -> frozenset[int]:
    return _SINGLE[seat] if seat < 64 else frozenset((seat,))


def _paid_by_winner(players: int, winner: int | None, price: int) -> AuctionResult:
    if winner is None:
        return AuctionResult(None, 0, (0,) * players)
    return AuctionResult(winner, price, (0,) * winner + (price,) + (0,) * (players - winner - 1))


# --- 1. open ascending, a pass is final (Pappy Winchester) -----------------------------


@frozen_class
class DropOutAuction(Frozen):
    """Open ascending auction in which a seat that passes is out (Pappy Winchester).

    :ivar order: the bidders in turn order, the opener first.
    :ivar budgets: the money each seat holds, indexed by seat.
    :ivar rules: the smallest first bid, raise and step.
    :ivar active: the bidders still in, in turn order (a duel needs exactly two).
    :ivar turn: the position in ``active`` of the seat to act.
    :ivar high_bid: the high bid, which is also the last bid made; ``0`` before any.
    :ivar high_bidder: the seat holding the high bid, ``None`` before any bid.
    :ivar bids: per seat, indexed by seat like ``budgets``, the last bid it made in this
        auction (bids only rise, so also its largest); ``0`` if none. Every open bid is
        public, so this is a public lower bound on each seat's money.
    """

    order: tuple[int, ...]
    budgets: tuple[int, ...]
    rules: BidRules
    active: tuple[int, ...]
    turn: int
    high_bid: int
    high_bidder: int | None
    bids: tuple[int, ...]

    @classmethod
    def start(
        cls, order: tuple[int, ...], budgets: tuple[int, ...], rules: BidRules = DOLLARS
    ) -> DropOutAuction:
        """A new auction among ``order`` (the opener first), nobody having bid.

        :raises ValueError: if ``order`` is empty, repeats a seat or names a seat without
            a budget, a budget is negative, or a rule is below 1.
        """
        order, budgets = tuple(order), tuple(budgets)
        _check_start(order, budgets)
        _check_rules(rules)
        return cls(order, budgets, rules, order, 0, 0, None, (0,) * len(budgets))


def _drop_out_finished(auction: DropOutAuction) -> bool:
    active = auction.active
    return not active or (len(active) == 1 and active[0] == auction.high_bidder)


def _drop_out_seat(auction: DropOutAuction, seat: int) -> None:
    """Refuse ``seat`` unless it is its turn."""
    if _drop_out_finished(auction):
        raise _over(seat)
    expected = auction.active[auction.turn]
    if seat != expected:
        if seat in auction.order and seat not in auction.active:
            raise IllegalActionError(
                "already-passed",
                f"seat {brief(seat)} passed and is out of this auction",
                player=seat,
            )
        raise _not_your_turn(seat, expected)


# A bid or a pass is the step a random playout takes most often, so both first test the
# common legal case inline: it is the seat to act (``active`` is not empty, so the auction
# is running unless that seat alone is left holding the high bid, which ``seat !=
# high_bidder`` excludes) and, for a bid, a multiple of the step from the lowest legal bid
# to the budget (a multiple of the step at least the unrounded lowest bid is at least the
# rounded one). Anything else takes the detailed checks, which raise the rule broken; the
# high bidder acting while others are in (no play reaches it) passes them too.


def _drop_out_bid(auction: DropOutAuction, seat: int, amount: int) -> DropOutAuction:
    active, turn, high_bidder = auction.active, auction.turn, auction.high_bidder
    rules, budgets = auction.rules, auction.budgets
    if not (
        active
        and seat == active[turn]
        and seat != high_bidder
        and not amount % rules.step
        and (rules.minimum if high_bidder is None else auction.high_bid + rules.increment)
        <= amount
        <= budgets[seat]
    ):
        _drop_out_seat(auction, seat)
        _check_open_bid(auction, seat, amount)
    turn += 1
    bids = list(auction.bids)  # cheaper than slicing the tuple
    bids[seat] = amount
    return DropOutAuction(
        auction.order, budgets, rules, active, 0 if turn == len(active) else turn, amount, seat,
        tuple(bids),
    )  # fmt: skip


def _drop_out_pass(auction: DropOutAuction, seat: int) -> DropOutAuction:
    active = auction.active
    turn = auction.turn
    if not (active and seat == active[turn] and seat != auction.high_bidder):
        _drop_out_seat(auction, seat)
    left = list(active)  # cheaper than slicing the tuple
    del left[turn]
    return DropOutAuction(
        auction.order, auction.budgets, auction.rules, tuple(left),
        0 if turn == len(left) else turn, auction.high_bid, auction.high_bidder, auction.bids,
    )  # fmt: skip


# --- 2. open ascending with re-entry (Wild Fun West, Open Bid) -------------------------


@frozen_class
class ReentryAuction(Frozen):
    """Open ascending auction in which a seat that passed may bid again (Wild Fun West).

    :ivar order: the bidders in turn order, the first player first.
    :ivar budgets: the money each seat holds, indexed by seat.
    :ivar rules: the smallest first bid, raise and step.
    :ivar turn: the position in ``order`` of the seat to act.
    :ivar passes: how many passes in a row since the last bid (or the start).
    :ivar high_bid: the high bid; ``0`` before any.
    :ivar high_bidder: the seat holding the high bid, ``None`` before any bid.
    """

    order: tuple[int, ...]
    budgets: tuple[int, ...]
    rules: BidRules
    turn: int
    passes: int
    high_bid: int
    high_bidder: int | None

    @classmethod
    def start(
        cls, order: tuple[int, ...], budgets: tuple[int, ...], rules: BidRules = DOLLARS
    ) -> ReentryAuction:
        """A new auction among ``order`` (the first player first), nobody having bid.

        :raises ValueError: if ``order`` is empty, repeats a seat or names a seat without
            a budget, a budget is negative, or a rule is below 1.
        """
        order, budgets = tuple(order), tuple(budgets)
        _check_start(order, budgets)
        _check_rules(rules)
        return cls(order, budgets, rules, 0, 0, 0, None)


def _reentry_finished(auction: ReentryAuction) -> bool:
    # N-1 passes in a row after a bid; N when nobody has bid, so every seat had its say.
    return auction.passes + (auction.high_bidder is not None) >= len(auction.order)


def _reentry_seat(auction: ReentryAuction, seat: int) -> None:
    if _reentry_finished(auction):
        raise _over(seat)
    expected = auction.order[auction.turn]
    if seat != expected:
        raise _not_your_turn(seat, expected)


def _reentry_bid(auction: ReentryAuction, seat: int, amount: int) -> ReentryAuction:
    order, turn, rules, high_bidder = (
        auction.order,
        auction.turn,
        auction.rules,
        auction.high_bidder,
    )
    # The common legal case inline, as in the drop-out auction: the seat to act, the
    # auction running, a multiple of the step from the lowest legal bid to its budget.
    if not (
        seat == order[turn]
        and auction.passes + (high_bidder is not None) < len(order)
        and not amount % rules.step
        and (rules.minimum if high_bidder is None else auction.high_bid + rules.increment)
        <= amount
        <= auction.budgets[seat]
    ):
        _reentry_seat(auction, seat)
        _check_open_bid(auction, seat, amount)
    turn += 1
    return ReentryAuction(
        order, auction.budgets, rules, 0 if turn == len(order) else turn, 0, amount, seat
    )


def _reentry_pass(auction: ReentryAuction, seat: int) -> ReentryAuction:
    order, turn = auction.order, auction.turn
    if not (
        seat == order[turn] and auction.passes + (auction.high_bidder is not None) < len(order)
    ):
        _reentry_seat(auction, seat)
    turn += 1
    return ReentryAuction(
        order, auction.budgets, auction.rules, 0 if turn == len(order) else turn,
        auction.passes + 1, auction.high_bid, auction.high_bidder,
    )  # fmt: skip


# --- 3. sealed all-pay, ties to an open tie-break (Wild Fun West, Closed Bid) ---------


@frozen_class
class SealedAuction(Frozen):
    """Sealed all-pay auction: every bidder commits once, all are revealed together,
    everyone pays, the highest wins, a tie goes to an open :class:`ReentryAuction`.

    The state holds the sealed bids; a seat's view must show only :func:`committed`
    until :func:`is_revealed`.

    :ivar order: the bidders in turn order, the first player first.
    :ivar budgets: the money each seat holds, indexed by seat.
    :ivar bids: each seat's sealed bid, indexed by seat; ``None`` until it commits (and
        for seats not taking part).
    :ivar tiebreak: the open auction among the seats tied for the highest bid, once the
        bids are revealed and tied; ``None`` otherwise.
    """

    order: tuple[int, ...]
    budgets: tuple[int, ...]
    bids: tuple[int | None, ...]
    tiebreak: ReentryAuction | None

    @classmethod
    def start(cls, order: tuple[int, ...], budgets: tuple[int, ...]) -> SealedAuction:
        """A new sealed auction among ``order`` (the first player first), no bid committed.

        :raises ValueError: if ``order`` is empty, repeats a seat or names a seat without
            a budget, or a budget is negative.
        """
        order, budgets = tuple(order), tuple(budgets)
        _check_start(order, budgets)
        return cls(order, budgets, (None,) * len(budgets), None)


def _sealed_waiting(auction: SealedAuction) -> list[int]:
    bids = auction.bids
    return [seat for seat in auction.order if bids[seat] is None]


def _sealed_finished(auction: SealedAuction) -> bool:
    if auction.tiebreak is not None:
        return _reentry_finished(auction.tiebreak)
    return _all_in(auction.order, auction.bids)


def _all_in(order: tuple[int, ...], bids: tuple[int | None, ...]) -> bool:
    return None not in [bids[seat] for seat in order]


def _sealed_bid(auction: SealedAuction, seat: int, amount: int) -> SealedAuction:
    if auction.tiebreak is not None:
        tiebreak = _reentry_bid(auction.tiebreak, seat, amount)
        return SealedAuction(auction.order, auction.budgets, auction.bids, tiebreak)
    order, bids = auction.order, auction.bids
    # The common legal case inline: a bidder that has not bid yet (so the auction is
    # still running), from $0 to its budget.
    if not (seat in order and bids[seat] is None and 0 <= amount <= auction.budgets[seat]):
        _check_sealed_bid(auction, seat, amount)
    bids = bids[:seat] + (amount,) + bids[seat + 1 :]
    tied = _reveal(order, auction.budgets, bids) if _all_in(order, bids) else None
    return SealedAuction(order, auction.budgets, bids, tied)


def _check_sealed_bid(auction: SealedAuction, seat: int, amount: int) -> None:
    if _sealed_finished(auction):
        raise _over(seat)
    if seat not in auction.order:
        raise IllegalActionError(
            "not-your-turn", f"seat {brief(seat)} takes no part in this auction", player=seat
        )
    if auction.bids[seat] is not None:
        raise IllegalActionError("already-bid", f"seat {brief(seat)} has already bid", player=seat)
    if amount < 0:
        raise IllegalActionError("bid-negative", "a sealed bid is $0 or more", player=seat)
    budget = auction.budgets[seat]
    raise IllegalActionError(
        "bid-above-money",
        f"seat {brief(seat)} holds ${budget}, cannot bid ${brief(amount)}",
        player=seat,
    )


def _reveal(
    order: tuple[int, ...], budgets: tuple[int, ...], bids: tuple[int | None, ...]
) -> ReentryAuction | None:
    """The tie-break among the seats tied for the highest bid above 0, if there is a tie."""
    top = max(bids[seat] or 0 for seat in order)
    tied = tuple(seat for seat in order if bids[seat] == top)
    if top == 0 or len(tied) == 1:
        return None
    left = tuple(money - (paid or 0) for money, paid in zip(budgets, bids, strict=True))
    return ReentryAuction(tied, left, DOLLARS, 0, 0, 0, None)


def _sealed_pass(auction: SealedAuction, seat: int) -> SealedAuction:
    if auction.tiebreak is not None:
        tiebreak = _reentry_pass(auction.tiebreak, seat)
        return SealedAuction(auction.order, auction.budgets, auction.bids, tiebreak)
    if _sealed_finished(auction):
        raise _over(seat)
    raise IllegalActionError(
        "must-bid", "everyone takes part in a closed bid, even bidding $0", player=seat
    )


def _sealed_result(auction: SealedAuction) -> AuctionResult:
    paid = tuple(money or 0 for money in auction.bids)
    tiebreak = auction.tiebreak
    if tiebreak is not None:
        winner, extra, tied = tiebreak.high_bidder, tiebreak.high_bid, tiebreak.order
    else:
        top = max(paid[seat] for seat in auction.order)
        leaders = [seat for seat in auction.order if paid[seat] == top]
        winner, extra, tied = (leaders[0] if top and len(leaders) == 1 else None), 0, ()
    if winner is None:
        return AuctionResult(None, 0, paid, tied)
    price = paid[winner] + extra
    return AuctionResult(winner, price, paid[:winner] + (price,) + paid[winner + 1 :], tied)


def committed(auction: SealedAuction) -> frozenset[int]:
    """The seats that have committed their sealed bid, without the amounts (for views).

    :raises: nothing.
    """
    bids = auction.bids
    return frozenset(seat for seat in auction.order if bids[seat] is not None)


def is_revealed(auction: SealedAuction) -> bool:
    """Whether every sealed bid is in, and so revealed: ``auction.bids`` is public now.

    :raises: nothing.
    """
    bids = auction.bids
    return None not in [bids[seat] for seat in auction.order]


# --- 4. money on lots (Wild Fun West, Bidding for Buildings) ---------------------------


@frozen_class
class ContributionAuction(Frozen):
    """Seats put money on lots in turn or pass; the lot with the most money wins.

    :ivar order: the seats in turn order, the first player first.
    :ivar budgets: the money each seat holds when the auction starts, indexed by seat.
    :ivar paid: the money each seat has put on the lots so far, less what it took back
        (:func:`take`), indexed by seat.
    :ivar lots: the money on each lot, subsidies included.
    :ivar turn: the position in ``order`` of the seat to act.
    :ivar passes: how many passes in a row since the last placement (or the start).
    """

    order: tuple[int, ...]
    budgets: tuple[int, ...]
    paid: tuple[int, ...]
    lots: tuple[int, ...]
    turn: int
    passes: int

    @classmethod
    def start(
        cls, order: tuple[int, ...], budgets: tuple[int, ...], lots: int = 3
    ) -> ContributionAuction:
        """A new auction on ``lots`` empty lots (Wild Fun West: 3 buildings).

        :raises ValueError: if ``order`` is empty, repeats a seat or names a seat without
            a budget, a budget is negative, or there is no lot.
        """
        order, budgets = tuple(order), tuple(budgets)
        _check_start(order, budgets)
        if lots < 1:
            raise ValueError(f"a contribution auction needs at least one lot, got {lots}")
        return cls(order, budgets, (0,) * len(budgets), (0,) * lots, 0, 0)


def _contribution_finished(auction: ContributionAuction) -> bool:
    # N-1 passes in a row once money lies on a lot; N while none does.
    return auction.passes + any(auction.lots) >= len(auction.order)


def _contribution_seat(auction: ContributionAuction, seat: int) -> None:
    if _contribution_finished(auction):
        raise _over(seat)
    expected = auction.order[auction.turn]
    if seat != expected:
        raise _not_your_turn(seat, expected)


def _check_lot(auction: ContributionAuction, seat: int | None, lot: int, amount: int) -> None:
    if not 0 <= lot < len(auction.lots):
        raise IllegalActionError(
            "no-such-lot", f"lots are 0 to {len(auction.lots) - 1}, not {lot}", player=seat
        )
    if amount < 1:
        raise IllegalActionError(
            "amount-not-positive",
            f"the amount must be at least $1, not ${brief(amount)}",
            player=seat,
        )


def place(
    auction: ContributionAuction, seat: int, lot: int, amount: int, subsidy: int = 0
) -> ContributionAuction:
    """``seat`` puts ``amount`` on ``lot`` on its turn; the bank adds ``subsidy`` to it.

    The Build symbol's subsidy is ``subsidy=amount`` ("for every $1 that you bid on that
    Building, an additional $1 from the bank"); the game decides when it applies.

    :raises IllegalActionError: ``"auction-over"``; ``"not-your-turn"``; ``"no-such-lot"``;
        ``"amount-not-positive"``; ``"bid-above-money"`` when ``amount`` is more than the
        seat holds less what it has already put in this auction; ``"subsidy-negative"``.
    """
    order, turn, lots, paid = auction.order, auction.turn, auction.lots, auction.paid
    # The common legal case inline: the seat to act, the auction running, a lot, an amount
    # from $1 to what the seat has left, a subsidy of $0 or more.
    if not (
        seat == order[turn]
        and auction.passes + any(lots) < len(order)
        and 0 <= lot < len(lots)
        and 1 <= amount <= auction.budgets[seat] - paid[seat]
        and subsidy >= 0
    ):
        _contribution_seat(auction, seat)
        _check_lot(auction, seat, lot, amount)
        if paid[seat] + amount > auction.budgets[seat]:
            left = auction.budgets[seat] - paid[seat]
            raise IllegalActionError(
                "bid-above-money",
                f"seat {brief(seat)} has ${left} left, cannot put ${brief(amount)}",
                player=seat,
            )
        raise IllegalActionError("subsidy-negative", "a subsidy cannot be negative", player=seat)
    placed, money = list(paid), list(lots)  # cheaper than slicing the tuples
    placed[seat] += amount
    money[lot] += amount + subsidy
    turn += 1
    return ContributionAuction(
        order, auction.budgets, tuple(placed), tuple(money), 0 if turn == len(order) else turn, 0
    )


def take(auction: ContributionAuction, seat: int, lot: int, amount: int) -> ContributionAuction:
    """``seat`` takes ``amount`` off ``lot`` into its hand, and bidding goes on "as if no
    one had already said pass" (Jesse James). It may be done out of turn; the turn stays.

    The money counts against the seat's ``paid`` (which may go below 0), so it may put
    it back on a lot later. The game enforces the ability's own limits ($7, once a game).

    :raises IllegalActionError: ``"auction-over"``; ``"no-such-seat"``; ``"no-such-lot"``;
        ``"amount-not-positive"``; ``"take-above-lot"`` when the lot holds less.
    """
    if _contribution_finished(auction):
        raise _over(seat)
    if not 0 <= seat < len(auction.budgets):
        raise IllegalActionError("no-such-seat", f"there is no seat {brief(seat)}", player=seat)
    _check_lot(auction, seat, lot, amount)
    lots = auction.lots
    if amount > lots[lot]:
        raise IllegalActionError(
            "take-above-lot", f"lot {lot} holds ${lots[lot]}, not ${brief(amount)}", player=seat
        )
    paid = auction.paid
    return ContributionAuction(
        auction.order,
        auction.budgets,
        paid[:seat] + (paid[seat] - amount,) + paid[seat + 1 :],
        lots[:lot] + (lots[lot] - amount,) + lots[lot + 1 :],
        auction.turn,
        0,
    )


def _contribution_pass(auction: ContributionAuction, seat: int) -> ContributionAuction:
    _contribution_seat(auction, seat)
    turn = auction.turn + 1
    if turn == len(auction.order):
        turn = 0
    return ContributionAuction(
        auction.order, auction.budgets, auction.paid, auction.lots, turn, auction.passes + 1
    )


def _contribution_result(auction: ContributionAuction) -> ContributionResult:
    lots = auction.lots
    most = max(lots)
    top = tuple(lot for lot, money in enumerate(lots) if money == most) if most else ()
    return ContributionResult(top[0] if len(top) == 1 else None, top, lots, auction.paid)


# --- the same questions for every kind --------------------------------------------------

Auction = DropOutAuction | ReentryAuction | SealedAuction | ContributionAuction
"""Any of the four auctions."""


def is_finished(auction: Auction) -> bool:
    """Whether the auction is over, so that :func:`result` may be asked.

    :raises: nothing.
    """
    if type(auction) is DropOutAuction:  # the hot case first: an exact type test is cheap
        return _drop_out_finished(auction)
    if isinstance(auction, ReentryAuction):
        return _reentry_finished(auction)
    if isinstance(auction, ContributionAuction):
        return _contribution_finished(auction)
    if isinstance(auction, DropOutAuction):
        return _drop_out_finished(auction)
    return _sealed_finished(auction)


def to_act(auction: Auction) -> frozenset[int]:
    """The seats that may act now: the one whose turn it is, or in a sealed auction every
    seat that has not committed yet (in its tie-break, the tied seat to act); empty when
    the auction is over.

    :raises: nothing.
    """
    if type(auction) is DropOutAuction:
        return _NOBODY if _drop_out_finished(auction) else _single(auction.active[auction.turn])
    if isinstance(auction, ReentryAuction):
        return _NOBODY if _reentry_finished(auction) else _single(auction.order[auction.turn])
    if isinstance(auction, ContributionAuction):
        if _contribution_finished(auction):
            return _NOBODY
        return _single(auction.order[auction.turn])
    if isinstance(auction, DropOutAuction):
        return _NOBODY if _drop_out_finished(auction) else _single(auction.active[auction.turn])
    if auction.tiebreak is not None:
        return to_act(auction.tiebreak)
    return frozenset(_sealed_waiting(auction))


def legal_bids(auction: Auction, seat: int) -> tuple[int, ...]:
    """Every amount ``seat`` may bid now, ascending; ``()`` if it may not bid.

    Open auctions: from the lowest legal bid to the seat's money, in steps. Sealed: ``0``
    to the seat's money. Contribution: ``1`` to the money it has left, on any lot.

    :raises: nothing.
    """
    if isinstance(auction, ReentryAuction):
        if _reentry_finished(auction) or seat != auction.order[auction.turn]:
            return ()
        return _amounts(lowest_bid(auction), auction.budgets[seat], auction.rules.step)
    if isinstance(auction, ContributionAuction):
        if _contribution_finished(auction) or seat != auction.order[auction.turn]:
            return ()
        return _amounts(1, auction.budgets[seat] - auction.paid[seat], 1)
    if isinstance(auction, DropOutAuction):
        if _drop_out_finished(auction) or seat != auction.active[auction.turn]:
            return ()
        return _amounts(lowest_bid(auction), auction.budgets[seat], auction.rules.step)
    if auction.tiebreak is not None:
        return legal_bids(auction.tiebreak, seat)
    if seat not in auction.order or auction.bids[seat] is not None:
        return ()
    return _amounts(0, auction.budgets[seat], 1)


def lowest_bid(auction: DropOutAuction | ReentryAuction) -> int:
    """The smallest amount the seat to act may bid now in an open auction: ``rules.minimum``
    before any bid, then ``rules.increment`` above the high bid, rounded up to a multiple
    of ``rules.step``. A seat whose budget is below it may only pass. (It reads only the
    public rules and high bid, so a game can list a bidder's bids from it without
    restating the raise rule.)

    >>> from frontier_games.auction import BidRules, DropOutAuction, bid, lowest_bid
    >>> auction = DropOutAuction.start((0, 1), (8000, 8000), BidRules(1000, 1000, 1000))
    >>> lowest_bid(auction), lowest_bid(bid(auction, 0, 3000))
    (1000, 4000)

    :raises: nothing.
    """
    rules = auction.rules
    low = rules.minimum if auction.high_bidder is None else auction.high_bid + rules.increment
    step = rules.step
    return low if not low % step else low + step - low % step


@overload
def bid(auction: DropOutAuction, seat: int, amount: int) -> DropOutAuction: ...
@overload
def bid(auction: ReentryAuction, seat: int, amount: int) -> ReentryAuction: ...
@overload
def bid(auction: SealedAuction, seat: int, amount: int) -> SealedAuction: ...
def bid(
    auction: DropOutAuction | ReentryAuction | SealedAuction, seat: int, amount: int
) -> DropOutAuction | ReentryAuction | SealedAuction:
    """``seat`` bids ``amount``: an open bid on its turn, or its sealed bid.

    :raises IllegalActionError: ``"auction-over"``; ``"not-your-turn"``;
        ``"already-passed"`` (drop-out auction); ``"already-bid"`` (sealed);
        ``"raise-too-small"``, ``"bid-not-a-multiple"`` (open); ``"bid-negative"``
        (sealed); ``"bid-above-money"``.
    """
    if type(auction) is DropOutAuction:
        return _drop_out_bid(auction, seat, amount)
    if isinstance(auction, ReentryAuction):
        return _reentry_bid(auction, seat, amount)
    if isinstance(auction, DropOutAuction):
        return _drop_out_bid(auction, seat, amount)
    return _sealed_bid(auction, seat, amount)


@overload
def pass_bid(auction: DropOutAuction, seat: int) -> DropOutAuction: ...
@overload
def pass_bid(auction: ReentryAuction, seat: int) -> ReentryAuction: ...
@overload
def pass_bid(auction: SealedAuction, seat: int) -> SealedAuction: ...
@overload
def pass_bid(auction: ContributionAuction, seat: int) -> ContributionAuction: ...
def pass_bid(auction: Auction, seat: int) -> Auction:
    """``seat`` passes on its turn (in a drop-out auction, it is then out).

    :raises IllegalActionError: ``"auction-over"``; ``"not-your-turn"``;
        ``"already-passed"`` (drop-out auction); ``"must-bid"`` (a sealed bid cannot be
        passed, though its tie-break's can).
    """
    if type(auction) is DropOutAuction:
        return _drop_out_pass(auction, seat)
    if isinstance(auction, ReentryAuction):
        return _reentry_pass(auction, seat)
    if isinstance(auction, ContributionAuction):
        return _contribution_pass(auction, seat)
    if isinstance(auction, DropOutAuction):
        return _drop_out_pass(auction, seat)
    return _sealed_pass(auction, seat)


@overload
def result(auction: ContributionAuction) -> ContributionResult: ...
@overload
def result(auction: DropOutAuction | ReentryAuction | SealedAuction) -> AuctionResult: ...
def result(auction: Auction) -> AuctionResult | ContributionResult:
    """How the finished auction ended: who won, and what each seat pays.

    :raises AuctionNotOverError: while the auction is still going on.
    """
    if not is_finished(auction):
        raise AuctionNotOverError("the auction is not over")
    if isinstance(auction, ContributionAuction):
        return _contribution_result(auction)
    if isinstance(auction, SealedAuction):
        return _sealed_result(auction)
    return _paid_by_winner(len(auction.budgets), auction.high_bidder, auction.high_bid)
