"""*Wild Fun West* as an SVG picture: the table as one seat (or a spectator) sees it.

From the top down, in the order of the rulebook's table (its "Example - Setting Up the
Game") and of a turn:

* **the heading**: the game, whose view it is, the phase, the turn, the First Player card,
  the objective set and how many of its buildings win, the money held in the common
  reckoning (the total every payment shows), and whom the table waits for;
* **Step I, the professions**: the professions deck (face down, with its size), the
  profession up for auction face up with what its card prints, the auction under way (an
  open bid's high bid and the seat to act; a closed bid's sealed bids as face-down
  markers, the viewer's own bid face up, all of them face up once revealed; a
  tie-break), the last auction's result and the discarded professions;
* **Step II, the buildings**: the buildings deck (face down), the three buildings up for
  bidding with the money on each (ties marked), the building bids under way (who is to
  act, what each seat has placed) and the discarded buildings;
* **the town**: the buildings built, in the order built, those on the viewer's objective
  card marked;
* **the seats**, clockwise: each seat's money (a face-down marker where it is secret), its
  income, the First Player card, its character card (its ability spent or not), its
  objective card (face down unless the view shows it, then with its six buildings, the
  built ones marked), its professions in play (two places) and in hand (a card only its
  owner knows face down); the viewer's seat says "you", the seats the table waits for are
  ringed in the highlight colour; then Buffalo Bill's swap and Belle Starr's robbery.

>>> from frontier_games.games.wild_fun_west import new_game, view
>>> picture = svg(view(new_game(players=4, seed=1), 0))
>>> picture.startswith("<svg")
True
>>> "<title>Wild Fun West: seat 0's view, beginning</title>" in picture
True
"""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.games.wild_fun_west.content import (
    ABILITIES,
    Building,
    Character,
    Objective,
    Profession,
    ProfessionCard,
)
from frontier_games.games.wild_fun_west.model import (
    BuildingBids,
    ClosedBid,
    OpenBid,
    Phase,
    Sold,
    View,
)
from frontier_games.games.wild_fun_west.rules import income, objective_count
from frontier_games.games.wild_fun_west.view import asked_seats
from frontier_games.messages import reads_view
from frontier_games.svg import PALETTE, WIDTH, Drawing, seat_colour, text_width, wrap

__all__ = ["svg"]

_LEFT = 10
"""The left edge of every part of the picture."""
_RIGHT = WIDTH - _LEFT
"""The right edge of every part of the picture."""

_HINTS = {
    Phase.BEGINNING: "the beginning of the turn: Annie Oakley may forbid a seat from this"
    " turn's bidding, Belle Starr may rob",
    Phase.REVEAL: "a profession is revealed: before the bidding, a character may take it or"
    " switch its auction",
    Phase.SWAP_BEFORE_BUILDINGS: "a swap moment: each seat in turn may put professions in"
    " play, $1 each",
    Phase.BUILDINGS_REVEALED: "George Custer may redraw the three buildings",
    Phase.BUILDING_TIE: "buildings tie for the most money: Judge Roy Bean may build one",
    Phase.SWAP_BEFORE_INCOME: "a swap moment before the income: each seat in turn may put"
    " professions in play, $1 each",
}
"""What the phases that ask seats one by one ask them."""

# the decks and the cards up
_DECK_WIDTH = 40
_DECK_HEIGHT = 52
_UP_X = _LEFT + _DECK_WIDTH + 12

# a seat's panel
_SEAT_LINE = 26
_CHARACTER_X = 18
_CHARACTER_WIDTH = 100
_OBJECTIVE_X = 124
_OBJECTIVE_WIDTH = 76
_IN_PLAY_X = 206
_IN_PLAY_WIDTH = 100
_HAND_X = 418
_HAND_LABEL = "hand:"
_CARD_HEIGHT = 40
_CHIP_HEIGHT = 18
_CHIP_GAP = 4
_AUCTION_X = 286


@reads_view(View, "a wild fun west View")
def svg(view: View) -> str:
    """The picture of ``view``, as an SVG document :data:`~frontier_games.svg.WIDTH` wide.

    :raises TypeError: if ``view`` is not a *Wild Fun West* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _svg(view)


def _svg(view: View) -> str:
    viewer = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    phase = "game over" if view.phase is Phase.OVER else view.phase.value
    drawing = Drawing(f"Wild Fun West: {viewer}, {phase}")
    _heading(drawing, view, f"Wild Fun West: {viewer}, {phase}")
    _professions(drawing, view, drawing.bottom + 14)
    _buildings(drawing, view, drawing.bottom + 14)
    _town(drawing, view, drawing.bottom + 14)
    _seats(drawing, view, drawing.bottom + 14)
    return drawing.to_svg()


# -- small pieces ---------------------------------------------------------------------------


def _seat_name(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _dollars(amount: int) -> str:
    return f"-${-amount}" if amount < 0 else f"${amount}"


def _halo(drawing: Drawing, x: float, y: float, width: float, height: float) -> None:
    """The highlight ring drawn behind a shape: whom the table waits for."""
    drawing.rect(x - 3, y - 3, width + 6, height + 6, fill=PALETTE["highlight"], rounded=6)


def _face(
    drawing: Drawing,
    x: float,
    y: float,
    width: float,
    height: float,
    lines: Sequence[tuple[str, float, bool]],
    *,
    tooltip: str,
    fill: str = PALETTE["card"],
    band: str | None = None,
) -> None:
    """A face-up card with an optional coloured ``band`` along its top and ``lines`` of
    text (content, size, bold) centred on it; a line too long for bold is set plain."""
    drawing.rect(x, y, width, height, fill=fill, stroke=PALETTE["ink"], rounded=4,
                 tooltip=tooltip)  # fmt: skip
    if band is not None:
        drawing.rect(x + 1, y + 1, width - 2, 5, fill=band, rounded=2)
    total = sum(size for _, size, _ in lines) + 3 * (len(lines) - 1)
    baseline = y + (height - total) / 2 + (2 if band is not None else 0)
    for content, size, bold in lines:
        baseline += size
        tight = text_width(content, size) * 1.15 > width - 8  # bold would touch the edges
        drawing.text(x + width / 2, baseline - 1, content, size=size, anchor="middle",
                     bold=bold and not tight)  # fmt: skip
        baseline += 3


def _slot(
    drawing: Drawing, x: float, y: float, width: float, height: float, label: str, tooltip: str
) -> None:
    """An empty place where a card could lie, ``label`` faint inside it."""
    drawing.rect(x, y, width, height, fill="none", stroke=PALETTE["line"], rounded=4,
                 tooltip=tooltip)  # fmt: skip
    drawing.text(x + width / 2, y + height / 2 + 4, label, size=10, anchor="middle",
                 fill=PALETTE["faint"])  # fmt: skip


def _chip_width(text: str, size: float = 10, bold: bool = False) -> float:
    if not text:  # a face-down card
        return 14
    return text_width(text, size) * (1.1 if bold else 1) + 10


def _chip(
    drawing: Drawing,
    x: float,
    y: float,
    text: str,
    *,
    tooltip: str,
    fill: str = PALETTE["card"],
    ink: str = PALETTE["ink"],
    stroke: str = PALETTE["line"],
    bold: bool = False,
) -> float:
    """A small labelled token (a card in hand, a building, a badge); returns its width."""
    width = _chip_width(text, 10, bold)
    drawing.rect(x, y, width, _CHIP_HEIGHT, fill=fill, stroke=stroke, rounded=4,
                 tooltip=tooltip)  # fmt: skip
    drawing.text(x + width / 2, y + 13, text, size=10, anchor="middle", fill=ink, bold=bold)
    return width


_Chip = tuple[str, str, str, bool]
"""A chip to lay out: its text, its tooltip, its fill and whether it is bold; a chip
without text is a card drawn face down."""


def _places(
    chips: Sequence[_Chip], x: float, right: float, indent: float = 0
) -> list[tuple[float, int]]:
    """Where chips laid left to right from ``x`` (the first row ``indent`` further) go,
    wrapping before ``right``: each one's left edge and row. A chip too wide for what is
    left of a row starts the next one (the first row's first chip too, past the indent)."""
    places = []
    left, row = x, 0
    x += indent
    for text, _, _, bold in chips:
        width = _chip_width(text, 10, bold)
        if x > left and x + width > right:
            x, row = left, row + 1
        places.append((x, row))
        x += width + _CHIP_GAP
    return places


def _rows(chips: Sequence[_Chip], x: float, right: float, indent: float = 0) -> int:
    """How many rows :func:`_flow` lays ``chips`` out in (none for no chips)."""
    places = _places(chips, x, right, indent)
    return places[-1][1] + 1 if places else 0


def _flow(
    drawing: Drawing,
    x: float,
    y: float,
    right: float,
    chips: Sequence[_Chip],
    *,
    indent: float = 0,
) -> float:
    """Chips laid left to right from ``x`` (the first row ``indent`` further), wrapping
    before ``right``; returns the bottom of the last row (``y`` itself when there are
    none)."""
    bottom = y
    for (text, tooltip, fill, bold), (left, row) in zip(
        chips, _places(chips, x, right, indent), strict=True
    ):
        top = y + row * (_CHIP_HEIGHT + _CHIP_GAP)
        if text:
            _chip(drawing, left, top, text, tooltip=tooltip, fill=fill, bold=bold,
                  stroke=PALETTE["ink"] if bold else PALETTE["line"])  # fmt: skip
        else:
            drawing.card(left, top, _chip_width(text), _CHIP_HEIGHT, tooltip, face_down=True)
        bottom = top + _CHIP_HEIGHT
    return bottom


def _deck(drawing: Drawing, x: float, y: float, what: str, size: int) -> None:
    """A deck: one face-down card and its size (or an empty place)."""
    if size:
        drawing.card(x, y, _DECK_WIDTH, _DECK_HEIGHT, f"the {what} deck: {size} cards face down",
                     face_down=True)  # fmt: skip
    else:
        _slot(drawing, x, y, _DECK_WIDTH, _DECK_HEIGHT, "empty", f"the {what} deck: empty")
    drawing.text(x + _DECK_WIDTH / 2, y + _DECK_HEIGHT + 13, f"deck {size}", size=10,
                 anchor="middle")  # fmt: skip


def _own_objective(view: View) -> Objective | None:
    """The viewer's objective card, if the view shows it."""
    return None if view.player is None else view.objectives[view.player]


# -- the heading ----------------------------------------------------------------------------


def _heading(drawing: Drawing, view: View, title: str) -> None:
    drawing.text(_LEFT, 22, title, size=15, bold=True)
    last = " (the last)" if view.last else ""
    first = _seat_name(view, view.first)
    drawing.text(_LEFT, 40, f"turn {view.turn} of at most {view.options.turn_limit}{last};"
                 f" {view.players} players; First Player card: {first}", size=12)  # fmt: skip
    short = ", the short game" if view.options.short_game else ""
    secret = "open to all" if view.options.open_money else "secret"
    held = f"the seats hold ${view.money_total} in all"
    y = (
        drawing.paragraph(
            _LEFT,
            56,
            _RIGHT - _LEFT,
            f"objective set {view.objective_set.value}:"
            f" {view.target} of 6 buildings win{short}; money is {secret}; {held}",
            size=11,
            fill=PALETTE["faint"],
        )
        + 2
    )
    asked = asked_seats(view)
    if asked:
        waits = ", ".join(_seat_name(view, seat) for seat in asked)
        if view.phase in (Phase.SWAP_BEFORE_BUILDINGS, Phase.SWAP_BEFORE_INCOME):
            waits += f", who has put {view.activations} in play in this swap moment"
        y = drawing.paragraph(
            _LEFT,
            y,
            _RIGHT - _LEFT,
            f"waiting for {waits}",
            size=11,
            fill=PALETTE["highlight"],
            bold=True,
        )
    hint = _HINTS.get(view.phase)
    if hint is not None:
        drawing.paragraph(_LEFT, y, _RIGHT - _LEFT, f"({hint})", size=11)


# -- Step I: the professions ------------------------------------------------------------------


def _bonus(amount: int, subject: Profession | Building, in_play: bool) -> str:
    if type(subject) is Profession:
        where = "in play" if in_play else "not in play"
    else:
        where = "built" if in_play else "not built"
    sign = "" if amount < 0 else "+"
    return f"{sign}{_dollars(amount)} while the {subject.value} is {where}"


def _card_lines(card: ProfessionCard) -> list[str]:
    """What a profession card prints, after its name and bid type."""
    lines = [f"{_dollars(card.income)} to its owner, {_dollars(card.left_income)} to the left"]
    lines += [_bonus(b.amount, b.subject, True) for b in card.in_play]
    lines += [_bonus(b.amount, b.subject, False) for b in card.not_in_play]
    if card.bans:
        lines.append(f"bans the {', '.join(p.value for p in card.bans)}")
    if card.subsidises:
        lines.append(f"subsidises the {', '.join(b.value for b in card.subsidises)}")
    return lines


def _card_text(card: ProfessionCard) -> str:
    return f"{card.profession.value}, {card.bidding.value} bid: " + "; ".join(_card_lines(card))


def _professions(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "Step I: bidding for professions", size=13, bold=True)
    if view.phase in (Phase.BEGINNING, Phase.REVEAL, Phase.PROFESSION_BIDDING):
        drawing.text(_RIGHT, top + 12, f"still to reveal this turn: {view.reveals_left}",
                     size=11, anchor="end")  # fmt: skip
    top += 22
    _deck(drawing, _LEFT, top, "professions", view.deck_size)
    bottom = _profession_up(drawing, view, _UP_X, top)
    bottom = max(bottom, _profession_auction(drawing, view, _AUCTION_X, top))
    y = max(bottom, top + _DECK_HEIGHT + 16) + 14
    y = _sold(drawing, view, y)
    names = ", ".join(p.value for p in view.discards) or "none"
    drawing.paragraph(
        _LEFT,
        y,
        _RIGHT - _LEFT,
        f"discarded professions ({len(view.discards)}): {names}",
        size=10,
        fill=PALETTE["faint"],
    )


def _profession_up(drawing: Drawing, view: View, x: float, top: float) -> float:
    """The profession revealed, face up, as its card prints it; returns its bottom."""
    width = 210
    revealed = view.revealed
    if revealed is None:
        _slot(drawing, x, top, width, _DECK_HEIGHT, "no profession up", "no profession up")
        return top + _DECK_HEIGHT
    card = view.options.content.card(revealed)
    bidding = view.bidding if view.bidding is not None else card.bidding
    how = f"{bidding.value} bid"
    if bidding is not card.bidding:
        how += ", switched by Wyatt Earp"
    lines = [line for text in _card_lines(card) for line in wrap(text, width - 12, 10)]
    height = max(_DECK_HEIGHT, 34 + 12 * len(lines))
    drawing.rect(x, top, width, height, fill=PALETTE["card"], stroke=PALETTE["ink"], rounded=4,
                 tooltip=f"the profession up: {_card_text(card)}")  # fmt: skip
    drawing.text(x + 6, top + 15, revealed.value, size=12, bold=True)
    drawing.text(x + 6, top + 29, how, size=10, fill=PALETTE["highlight"])
    for row, line in enumerate(lines):
        drawing.text(x + 6, top + 41 + 12 * row, line, size=10)
    return top + height


def _profession_auction(drawing: Drawing, view: View, x: float, top: float) -> float:
    """The auction under way for the profession up; returns the bottom of what it drew."""
    width = _RIGHT - x
    shown = view.auction
    if type(shown) is OpenBid:
        seats = ", ".join(map(str, shown.order))
        y = drawing.paragraph(
            x, top + 12, width, f"open bid among seats {seats}", bold=True, size=11
        )
        return _open_lines(drawing, view, shown, x, y, width)
    if type(shown) is ClosedBid:
        seats = ", ".join(map(str, shown.order))
        revealed = "revealed" if shown.bids is not None else "sealed"
        y = drawing.paragraph(
            x, top + 12, width, f"closed bid among seats {seats} ({revealed})", bold=True, size=11
        )
        y = _sealed_bids(drawing, view, shown, x, y - 8)
        if shown.tiebreak is not None:
            tied = ", ".join(map(str, shown.tiebreak.order))
            y = drawing.paragraph(
                x, y + 12, width, f"tie-break, an open bid among seats {tied}", bold=True, size=11
            )
            y = _open_lines(drawing, view, shown.tiebreak, x, y, width)
        return y
    if view.phase is Phase.REVEAL:
        return drawing.paragraph(
            x,
            top + 12,
            width,
            "before the bidding, a character may take it or switch its auction",
            size=11,
        )
    return top


def _open_lines(
    drawing: Drawing, view: View, shown: OpenBid, x: float, y: float, width: float
) -> float:
    high = (
        "no bid yet"
        if shown.high_bidder is None
        else f"high bid ${shown.high_bid} by {_seat_name(view, shown.high_bidder)}"
    )
    y = drawing.paragraph(x, y, width, high, fill=PALETTE["money"], bold=True, size=11)
    act = "over" if shown.to_act is None else f"{_seat_name(view, shown.to_act)} to bid or pass"
    return drawing.paragraph(x, y, width, f"{shown.passes} passes in a row; {act}", size=11)


def _sealed_bids(drawing: Drawing, view: View, shown: ClosedBid, x: float, top: float) -> float:
    """A marker per bidder: face down once its sealed bid is in (face up for the viewer's
    own, and for all once revealed), an empty place while it is still to bid."""
    size, gap = 34, 3
    for column, seat in enumerate(shown.order):
        left = x + column * (size + gap)
        label = f"seat {seat}'s sealed bid"
        if shown.bids is not None:
            amount = shown.bids[seat]
            shown_amount = "-" if amount is None else f"${amount}"
            _face(drawing, left, top, size, 26, [(shown_amount, 11, True)],
                  tooltip=f"{label}, revealed: {shown_amount}")  # fmt: skip
        elif seat in shown.committed:
            if seat == view.player and shown.own_bid is not None:
                _face(drawing, left, top, size, 26, [(f"${shown.own_bid}", 11, True)],
                      tooltip=f"your sealed bid: ${shown.own_bid}")  # fmt: skip
            else:
                drawing.card(left, top, size, 26, f"{label}: face down", face_down=True)
        else:
            drawing.rect(left, top, size, 26, fill=PALETTE["card"], stroke=PALETTE["highlight"],
                         rounded=4, tooltip=f"{label}: still to bid")  # fmt: skip
            drawing.text(left + size / 2, top + 17, "?", size=11, anchor="middle", bold=True,
                         fill=PALETTE["highlight"])  # fmt: skip
        drawing.text(left + size / 2, top + 38, f"seat {seat}", size=10, anchor="middle")
    return top + 42


def _sold(drawing: Drawing, view: View, y: float) -> float:
    """How the last profession auction ended, as the table saw it."""
    sold: Sold | None = view.sold
    if sold is None:
        return y
    if sold.winner is None:
        outcome = "discarded, nobody bid"
    else:
        outcome = f"won by {_seat_name(view, sold.winner)} for ${sold.price}"
    text = f"last auction: the {sold.profession.value} ({sold.bidding.value} bid), {outcome}"
    if sold.bids is not None:
        bids = ", ".join(f"seat {s} ${b}" for s, b in enumerate(sold.bids) if b is not None)
        text += f"; sealed bids {bids}"
    notes = []
    if view.earp_switched:
        notes.append("Wyatt Earp switched an auction this turn")
    if view.sheriff_free:
        notes.append("bans on the Sheriff are ignored this turn")
    if notes:
        text += "; " + "; ".join(notes)
    return drawing.paragraph(_LEFT, y, _RIGHT - _LEFT, text, size=11)


# -- Step II: the buildings -------------------------------------------------------------------


def _buildings(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "Step II: bidding for buildings", size=13, bold=True)
    top += 22
    _deck(drawing, _LEFT, top, "buildings", view.building_deck_size)
    bids = view.building_bids
    up = view.buildings_up
    lots = bids.lots if bids is not None else (0,) * len(up)
    most = max(lots, default=0)
    tied = most > 0 and lots.count(most) > 1
    goal = _own_objective(view)
    width, gap = 150, 8
    if not up:
        _slot(drawing, _UP_X, top, 3 * width + 2 * gap, _DECK_HEIGHT,
              "no buildings up for bidding", "no buildings up for bidding")  # fmt: skip
    for column, (building, lot) in enumerate(zip(up, lots, strict=True)):
        x = _UP_X + column * (width + gap)
        note = "on your objective" if goal is not None and building in goal.buildings else ""
        if tied and lot == most:
            note = "tied for the most" + (", yours" if note else "")
            _halo(drawing, x, top, width, _DECK_HEIGHT)
        lines = [(building.value, 12, True), (f"${lot} on it", 13, True)]
        if note:
            lines.append((note, 10, False))
        _face(drawing, x, top, width, _DECK_HEIGHT, lines,
              tooltip=f"{building.value}, up for bidding: ${lot} on it")  # fmt: skip
    y = top + _DECK_HEIGHT + 28
    if bids is not None:
        y = _building_bids(drawing, view, bids, y)
    names = ", ".join(b.value for b in view.building_discards) or "none"
    drawing.paragraph(
        _LEFT,
        y,
        _RIGHT - _LEFT,
        f"discarded buildings ({len(view.building_discards)}): {names}",
        size=10,
        fill=PALETTE["faint"],
    )


def _building_bids(drawing: Drawing, view: View, bids: BuildingBids, y: float) -> float:
    act = "over" if bids.to_act is None else f"{_seat_name(view, bids.to_act)} to place or pass"
    placed = ", ".join(
        f"{_seat_name(view, s)} ${amount}" for s, amount in enumerate(bids.placed) if amount
    )
    text = f"building bids: {act}; {bids.passes} passes in a row; placed: {placed or 'nothing'}"
    return drawing.paragraph(_LEFT, y, _RIGHT - _LEFT, text, size=11)


# -- the town ---------------------------------------------------------------------------------


def _town(drawing: Drawing, view: View, top: float) -> None:
    goal = _own_objective(view)
    mine = "" if goal is None else f" ({objective_count(goal, view.town)} on your objective, bold)"
    drawing.text(_LEFT, top + 12, f"The town: {len(view.town)} built{mine}", size=13, bold=True)
    top += 20
    if not view.town:
        drawing.text(_LEFT, top + 12, "nothing built yet", size=11, fill=PALETTE["faint"])
        return
    chips = [
        (
            building.value,
            f"built in town: {building.value}"
            + (" (on your objective)" if goal is not None and building in goal.buildings else ""),
            PALETTE["grass"],
            goal is not None and building in goal.buildings,
        )
        for building in view.town
    ]
    _flow(drawing, _LEFT, top, _RIGHT, chips)


# -- the seats --------------------------------------------------------------------------------


def _seats(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "The seats, clockwise (each one's left neighbour is the next)",
                 size=13, bold=True)  # fmt: skip
    top += 22
    asked = asked_seats(view)
    for seat in range(view.players):
        top = _seat(drawing, view, seat, top, seat in asked) + 8
    y = top + 6
    if view.swapped is not None:
        bill, other = view.swapped
        swap = f"Buffalo Bill, {_seat_name(view, bill)}, swapped objective cards with"
        y = drawing.paragraph(
            _LEFT, y, _RIGHT - _LEFT, f"{swap} {_seat_name(view, other)}", size=11
        )
    if view.robbed is not None:
        taken = ", ".join(
            f"{_seat_name(view, s)} ${amount}" for s, amount in enumerate(view.robbed) if amount
        )
        drawing.paragraph(
            _LEFT, y, _RIGHT - _LEFT, f"Belle Starr robbed: {taken or 'nobody'}", size=11
        )


def _hand_chips(view: View, seat: int) -> list[tuple[str, str, str, bool]]:
    name = _seat_name(view, seat)
    chips = []
    for profession in view.hands[seat]:
        card = view.options.content.card(profession)
        if seat == view.player and profession is view.secret:
            chips.append((f"{profession.value} (secret)",
                          f"your hand card from the deck, known to you only: {_card_text(card)}",
                          PALETTE["card"], True))  # fmt: skip
        else:
            chips.append((profession.value, f"{name}'s hand card: {_card_text(card)}",
                          PALETTE["card"], False))  # fmt: skip
    hidden = f"{name}'s hand card taken from the deck: face down"
    chips += [("", hidden, PALETTE["back"], False)] * view.hidden_cards[seat]
    return chips


def _hand_height(view: View, seat: int) -> float:
    """How tall a seat's hand is once laid out (a row of chips at least)."""
    indent = text_width(_HAND_LABEL, 10) + 6
    rows = _rows(_hand_chips(view, seat), _HAND_X, _RIGHT - 6, indent)
    return max(rows, 1) * (_CHIP_HEIGHT + _CHIP_GAP) - _CHIP_GAP


def _objective_chips(view: View, objective: Objective) -> list[_Chip]:
    chips = []
    for building in objective.buildings:
        built = building in view.town
        tooltip = f"{objective}: {building.value}" + (" (built)" if built else " (not built)")
        chips.append(
            (building.value, tooltip, PALETTE["grass"] if built else PALETTE["card"], built)
        )
    return chips


def _objective_label(view: View, seat: int) -> str:
    return "your objective:" if seat == view.player else "objective:"


def _objective_x(view: View, seat: int) -> float:
    return _CHARACTER_X + text_width(_objective_label(view, seat), 10) + 6


def _objective_height(view: View, seat: int, objective: Objective) -> float:
    rows = _rows(_objective_chips(view, objective), _objective_x(view, seat), _RIGHT - 6)
    return rows * (_CHIP_HEIGHT + _CHIP_GAP) + 2


def _seat(drawing: Drawing, view: View, seat: int, top: float, asked: bool) -> float:
    """A seat's panel; returns its bottom."""
    objective = view.objectives[seat]
    cards_height = max(_CARD_HEIGHT, _hand_height(view, seat))
    height = _SEAT_LINE + cards_height + 6
    if objective is not None:
        height += _objective_height(view, seat, objective)
    if asked:
        _halo(drawing, _LEFT, top, _RIGHT - _LEFT, height)
    drawing.rect(_LEFT, top, _RIGHT - _LEFT, height, fill=PALETTE["felt"],
                 stroke=PALETTE["line"], rounded=6, tooltip=_seat_name(view, seat))  # fmt: skip
    _seat_line(drawing, view, seat, top, asked)
    cards_top = top + _SEAT_LINE
    _character(drawing, view, view.characters[seat], cards_top)
    _objective_card(drawing, view, seat, objective, cards_top)
    _in_play(drawing, view, seat, cards_top)
    _hand(drawing, view, seat, cards_top)
    if objective is not None:
        _objective_row(drawing, view, seat, objective, cards_top + cards_height + 6)
    return top + height


def _seat_line(drawing: Drawing, view: View, seat: int, top: float, asked: bool) -> None:
    """The seat, its money, its income and its badges (the First Player card, Annie
    Oakley's ban, the seat asked)."""
    drawing.circle(_LEFT + 14, top + 13, 7, fill=seat_colour(seat), stroke=PALETTE["ink"],
                   tooltip=f"seat {seat}'s colour")  # fmt: skip
    drawing.text(_LEFT + 28, top + 18, _seat_name(view, seat), size=13, bold=True)
    money = view.money[seat]
    if money is None:
        drawing.card(140, top + 5, 22, 16, f"seat {seat}'s money: secret", face_down=True)
        drawing.text(168, top + 18, "$?", size=12, bold=True, fill=PALETTE["faint"])
    else:
        drawing.text(140, top + 18, f"money ${money}", size=12, bold=True, fill=PALETTE["money"])
    paid = income(view, seat)
    items = ", ".join(f"{item.card.value} {_dollars(item.amount)}" for item in paid.items)
    badges = [(f"income ${paid.total}", f"seat {seat}'s income: {items}", PALETTE["card"])]
    if asked:
        badges.append(("to act", f"the table waits for seat {seat}", PALETTE["card"]))
    if view.first == seat:
        badges.append(("first player", f"seat {seat} holds the First Player card",
                       PALETTE["desert"]))  # fmt: skip
    if view.forbidden == seat:
        badges.append(("forbidden", f"Annie Oakley forbade seat {seat} from this turn's"
                       " bidding", PALETTE["card"]))  # fmt: skip
    objective = view.objectives[seat]
    if objective is not None and objective_count(objective, view.town) >= view.target:
        badges.append(("objective met", f"seat {seat} has {view.target} of its objective"
                       " buildings built", PALETTE["card"]))  # fmt: skip
    x = 222.0
    for text, tooltip, fill in badges:
        alarm = text in ("to act", "forbidden", "objective met")
        x += _chip(drawing, x, top + 4, text, tooltip=tooltip, fill=fill, bold=alarm,
                   ink=PALETTE["highlight"] if alarm else PALETTE["ink"]) + 6  # fmt: skip


def _character(drawing: Drawing, view: View, character: Character, top: float) -> None:
    used = character in view.used
    _face(drawing, _CHARACTER_X, top, _CHARACTER_WIDTH, _CARD_HEIGHT,
          [(character.value, 10, True), ("ability used" if used else "ability ready", 10, False)],
          tooltip=f"{character.value}: {ABILITIES[character]}"
          + (" (used)" if used else ""), fill=PALETTE["desert"])  # fmt: skip


def _objective_card(
    drawing: Drawing, view: View, seat: int, objective: Objective | None, top: float
) -> None:
    if objective is None:
        drawing.card(_OBJECTIVE_X, top, _OBJECTIVE_WIDTH, _CARD_HEIGHT,
                     f"seat {seat}'s objective card: face down", face_down=True)  # fmt: skip
        return
    built = objective_count(objective, view.town)
    _face(drawing, _OBJECTIVE_X, top, _OBJECTIVE_WIDTH, _CARD_HEIGHT,
          [(str(objective), 10, True), (f"{built} of 6 built", 10, False)],
          tooltip=f"seat {seat}'s objective card, {objective}: "
          + ", ".join(b.value for b in objective.buildings))  # fmt: skip


def _in_play(drawing: Drawing, view: View, seat: int, top: float) -> None:
    active = view.active[seat]
    for place in range(2):
        x = _IN_PLAY_X + place * (_IN_PLAY_WIDTH + 4)
        if place >= len(active):
            _slot(drawing, x, top, _IN_PLAY_WIDTH, _CARD_HEIGHT, "free place",
                  f"seat {seat}: a free place for a profession in play")  # fmt: skip
            continue
        card = view.options.content.card(active[place])
        arrows = f"{_dollars(card.income)}, left {_dollars(card.left_income)}"
        _face(drawing, x, top, _IN_PLAY_WIDTH, _CARD_HEIGHT,
              [(card.profession.value, 10, True), (arrows, 10, False)],
              tooltip=f"seat {seat}'s profession in play: {_card_text(card)}")  # fmt: skip
    extra = active[2:]
    if extra:  # more than the rulebook allows; a view built by hand
        raise ValueError(f"seat {seat} has {len(active)} professions in play")


def _hand(drawing: Drawing, view: View, seat: int, top: float) -> None:
    drawing.text(_HAND_X, top + 13, _HAND_LABEL, size=10, fill=PALETTE["faint"])
    indent = text_width(_HAND_LABEL, 10) + 6
    chips = _hand_chips(view, seat)
    if not chips:
        drawing.text(_HAND_X + indent, top + 13, "no professions", size=10,
                     fill=PALETTE["faint"])  # fmt: skip
    _flow(drawing, _HAND_X, top, _RIGHT - 6, chips, indent=indent)


def _objective_row(
    drawing: Drawing, view: View, seat: int, objective: Objective, top: float
) -> None:
    """An objective card's six buildings, the built ones marked."""
    drawing.text(_CHARACTER_X, top + 13, _objective_label(view, seat), size=10,
                 fill=PALETTE["faint"])  # fmt: skip
    _flow(drawing, _objective_x(view, seat), top, _RIGHT - 6, _objective_chips(view, objective))
