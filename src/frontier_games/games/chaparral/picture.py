"""A *Chaparral* view drawn as SVG: the table as one seat (or a spectator) sees it.

From the top down, in the rulebook's order:

* the round, with the **event deck** (face down, its size on its back), this round's
  **event** card, the **stagecoach deck** (face down, its size on its back) and the
  **stagecoach** in the city (its bonus and the four characters it gave bonus tokens to),
  the Starting Player and the politician tokens left; below, the events of the deck the
  viewer saw as the Sheriff, where they now lie;
* the twelve **characters**, each with its number, the two businesses it gives influence
  in, the cowboy on it (or the red cowboy blocking it), its **bonus token**, and on the
  Sheriff the small Starting Player token (or, with two players, the $10 coin);
* the **alley**: its left space ($5) and its right space ($10), with the cowboys in them;
* the **city**: the twelve businesses with their price, their status star, the owner's
  marker on the price space and every player's influence markers;
* the **market** (each good's column of prices, the white marker on the next sale's
  circle, the last circle blocking the column) and the **railway** (each section's five
  segments, its builder's marker, the farms still on the table along it, then the wheat
  farms; the prize of the next finished section); an Apache is a small tepee on a farm;
* the **objective cards** still to claim, in the rulebook's three rows;
* each player's **mini-board**: money, the cowboy, iron and gold tracks, settlers,
  Apaches removed, farms (their Apaches and politicians), businesses owned, influence,
  stagecoaches and what else it holds, and the objectives it claimed;
* who decides what now.

Nothing in *Chaparral* is hidden but the order of the two decks, so they are the only
face-down shapes. The viewer's seat reads "(you)"; the seat that decides has a
highlighted frame and reads "to act".

>>> from frontier_games.games.chaparral import new_game, view
>>> svg(view(new_game(players=3, seed=1), 0)).startswith("<svg")
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from frontier_games.games.chaparral.content import (
    CHARACTER_BUSINESSES,
    COWBOY_LIMIT,
    GOLD_LIMIT,
    IRON_LIMIT,
    RAILWAY_GOODS,
    RAILWAY_PRIZES,
    SEGMENT_COSTS,
    BonusToken,
    Character,
    Farm,
    Good,
    Objective,
)
from frontier_games.games.chaparral.legal import asked, deciding
from frontier_games.games.chaparral.model import Phase, PlayerBoard, Step, View
from frontier_games.games.chaparral.rules import standings
from frontier_games.games.chaparral.table import GOODS, fortune, price_of_sale
from frontier_games.messages import reads_view
from frontier_games.svg import PALETTE, WIDTH, Drawing, padded_width, seat_colour, wrap

__all__ = ["svg"]

_LEFT = 8
_RIGHT = WIDTH - 8
_GAP = 4
_COLUMNS = 4
_TILE = (_RIGHT - _LEFT - (_COLUMNS - 1) * _GAP) / _COLUMNS
_SMALL = 10
_CHARACTER = 48
"""A character tile's height."""
_ROW = 13

_TOKEN_LABELS = {
    BonusToken.FIVE_DOLLARS: "$5",
    BonusToken.TEN_DOLLARS: "$10",
    BonusToken.FARM_DISCOUNT: "$10 discount",
    BonusToken.COWBOY: "cowboy",
    BonusToken.BUSINESS_DISCOUNT: "$5 discount",
    BonusToken.IRON: "iron",
}
"""A bonus token's face, in the rulebook's words (the tooltip says which discount)."""

_OBJECTIVE_ROWS = ((1, 5), (6, 11), (12, 16))
"""The rulebook's three rows of objective cards, by number."""

_ORDINALS = ("1st", "2nd", "3rd")

_TIMES = "\N{MULTIPLICATION SIGN}"
_CHECK = "\N{CHECK MARK}"


@reads_view(View, "a chaparral View")
def svg(view: View) -> str:
    """The table as ``view``'s seat sees it, as an SVG document (see the module).

    :raises TypeError: if ``view`` is not a *Chaparral* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _draw(view)


def _draw(view: View) -> str:
    drawing = Drawing(_title(view))
    y = _header(drawing, view)
    top = y
    y = _characters(drawing, view, y)
    _alley(drawing, view, top)
    y = _city(drawing, view, y)
    y = max(_market(drawing, view, y), _railway(drawing, view, y))
    y = _objectives(drawing, view, y)
    y = _players(drawing, view, y)
    _asked(drawing, view, y)
    return drawing.to_svg()


# -- words ---------------------------------------------------------------------------


def _title(view: View) -> str:
    who = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    return f"Chaparral, {who}: round {view.board.round}, {view.phase.value}"


def _seat(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _items(drawing: Drawing, x: float, y: float, width: float, items: Sequence[str]) -> float:
    """``items`` joined by " · ", a line broken between items (and within one only if it
    is too long alone); the baseline after the last line."""
    lines: list[str] = []
    for item in items:
        trial = f"{lines[-1]} · {item}" if lines else item
        if lines and padded_width(trial, _SMALL) <= width:
            lines[-1] = trial
        else:
            lines.extend(wrap(item, width, _SMALL))
    for line in lines:
        drawing.text(x, y, line, size=_SMALL)
        y += _SMALL + 3
    return y


def _heading(drawing: Drawing, y: float, name: str, note: str = "") -> float:
    """A part's name (and a note beside it); where the part may start below it."""
    drawing.text(_LEFT, y + 13, name, size=12, bold=True)
    if note:
        drawing.text(
            _LEFT + padded_width(name, 12, True) + 10,
            y + 13,
            note,
            size=_SMALL,
            fill=PALETTE["faint"],
        )
    return y + 18


# -- pieces ----------------------------------------------------------------------------


def _cowboy(drawing: Drawing, x: float, bottom: float, fill: str, tooltip: str) -> None:
    """A cowboy piece standing on ``(x, bottom)``, 14 px tall."""
    drawing.polygon(
        [(x - 5, bottom), (x + 5, bottom), (x + 2.5, bottom - 8), (x - 2.5, bottom - 8)],
        fill=fill,
        stroke=PALETTE["ink"],
        tooltip=tooltip,
    )
    drawing.circle(x, bottom - 10.5, 3.5, fill=fill, stroke=PALETTE["ink"], tooltip=tooltip)


def _marker(drawing: Drawing, x: float, y: float, seat: int, tooltip: str) -> None:
    """A player's marker (a disc of its colour) centred on ``(x, y)``."""
    drawing.circle(x, y, 5.5, fill=seat_colour(seat), stroke=PALETTE["ink"], tooltip=tooltip)


def _apache(drawing: Drawing, x: float, bottom: float, tooltip: str) -> None:
    """An Apache token: a small tepee standing on ``(x, bottom)``."""
    drawing.polygon(
        [(x - 5, bottom), (x + 5, bottom), (x, bottom - 10)],
        fill=PALETTE["desert"],
        stroke=PALETTE["ink"],
        tooltip=tooltip,
    )


def _star(drawing: Drawing, x: float, y: float, status: int, tooltip: str) -> None:
    """A business's status star centred on ``(x, y)``, its number beside it."""
    points = []
    for k in range(10):
        radius = 6.5 if k % 2 == 0 else 2.8
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    drawing.polygon(points, fill=PALETTE["desert"], stroke=PALETTE["ink"], tooltip=tooltip)
    drawing.text(x + 9, y + 4, str(status), size=_SMALL, bold=True)


def _deck(drawing: Drawing, x: float, y: float, count: int, what: str) -> None:
    """A deck: its back with its size on it, or an empty place."""
    if count == 0:
        drawing.rect(
            x,
            y,
            40,
            58,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"the {what} deck: empty",
        )
        drawing.text(x + 20, y + 33, "empty", size=_SMALL, fill=PALETTE["faint"], anchor="middle")
        return
    drawing.card(
        x, y, 40, 58, f"the {what} deck: {_plural(count, 'face-down card')}", face_down=True
    )
    drawing.text(
        x + 20, y + 34, str(count), size=14, fill=PALETTE["paper"], anchor="middle", bold=True
    )


def _face(drawing: Drawing, x: float, y: float, width: float, tooltip: str) -> None:
    """A face-up card's outline, its lines drawn by the caller."""
    drawing.rect(
        x, y, width, 58, fill=PALETTE["card"], stroke=PALETTE["ink"], rounded=4, tooltip=tooltip
    )


def _chips(
    drawing: Drawing,
    x: float,
    right: float,
    y: float,
    chips: Sequence[tuple[str, str, str]],
    *,
    faint: Sequence[bool] = (),
) -> float:
    """Labelled chips ``(label, tooltip, fill)`` from ``(x, y)``, wrapping before
    ``right``; the lowest point drawn."""
    start, bottom = x, y
    for index, (label, tooltip, fill) in enumerate(chips):
        width = padded_width(label, _SMALL) + 10
        if x > start and x + width > right:
            x, y = start, y + 18
        dim = index < len(faint) and faint[index]
        drawing.rect(
            x,
            y,
            width,
            15,
            fill=fill,
            stroke=PALETTE["line" if dim else "ink"],
            rounded=3,
            tooltip=tooltip,
        )
        drawing.text(x + 5, y + 11, label, size=_SMALL, fill=PALETTE["faint" if dim else "ink"])
        x += width + 4
        bottom = y + 15
    return bottom


# -- the parts of the table ------------------------------------------------------------


def _header(drawing: Drawing, view: View) -> float:
    """The round; the event deck and this round's event; the stagecoach deck and the
    stagecoach in the city; the Starting Player and the supplies."""
    board, content = view.board, view.setup.options.content
    drawing.text(_LEFT, 20, f"Chaparral · round {board.round}", size=16, bold=True)
    who = "a spectator's view" if view.player is None else f"seat {view.player}'s view (you)"
    drawing.text(
        _RIGHT, 20, f"{who} · {view.phase.value}", size=11, fill=PALETTE["faint"], anchor="end"
    )
    top = 30
    _deck(drawing, _LEFT, top, view.events_left, "event")
    _face(drawing, _LEFT + 46, top, 150, f"this round's event: {board.event.value}")
    drawing.text(
        _LEFT + 52, top + 14, f"event of round {board.round}", size=_SMALL, fill=PALETTE["faint"]
    )
    drawing.paragraph(_LEFT + 52, top + 32, 138, board.event.value, size=11, bold=True)
    _deck(drawing, _LEFT + 204, top, view.stagecoaches_left, "stagecoach")
    coach = board.stagecoach
    x = _LEFT + 250
    if coach is None:
        drawing.rect(
            x,
            top,
            150,
            58,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip="the stagecoach: taken by the Mayor",
        )
        drawing.text(
            x + 75,
            top + 33,
            "taken by the Mayor",
            size=_SMALL,
            fill=PALETTE["faint"],
            anchor="middle",
        )
    else:
        card = content.stagecoach(coach)
        numbers = ", ".join(str(c.number) for c in card.characters)
        _face(
            drawing,
            x,
            top,
            150,
            f"the stagecoach in the city: {coach.value}, {card.bonus.value}; bonus tokens "
            f"on characters {numbers}",
        )
        drawing.text(x + 6, top + 14, coach.value, size=11, bold=True)
        drawing.text(x + 6, top + 30, card.bonus.value, size=_SMALL)
        drawing.text(x + 6, top + 46, f"tokens on {numbers}", size=_SMALL, fill=PALETTE["faint"])
    x = _LEFT + 408
    notes = [f"starting player: {_seat(view, board.start)}"]
    if board.next_start is not None:
        notes.append(f"next: {_seat(view, board.next_start)}")
    notes.append(f"politicians left: {view.politicians}")
    notes.append(f"events revealed: {len(view.events_revealed)}")
    if view.gone:
        notes.append(f"stagecoaches gone: {len(view.gone)}")
    for row, note in enumerate(notes):
        drawing.text(x, top + 11 + row * _ROW, note, size=_SMALL)
    y: float = top + 58 + 14
    seen = view.events_seen
    known = [
        f"{len(seen) - k}{' (bottom)' if k == 0 else ''}: {event.value}"
        for k, event in enumerate(seen)
        if event is not None
    ]
    if known:
        words = "Events you saw in the deck (place from the top): " + ", ".join(reversed(known))
        y = drawing.paragraph(_LEFT, y, _RIGHT - _LEFT, words, fill=PALETTE["faint"])
        return y - 6
    return y - 8


def _characters(drawing: Drawing, view: View, y: float) -> float:
    """The twelve characters: their businesses, cowboys, blocks and bonus tokens."""
    drawing.text(_LEFT, y + 16, "Characters", size=12, bold=True)
    y += 24
    board, turn = view.board, view.turn
    acting = turn.character if view.phase is Phase.ACTIONS else None
    for index, character in enumerate(Character):
        x = _LEFT + (index % _COLUMNS) * (_TILE + _GAP)
        top = y + (index // _COLUMNS) * (_CHARACTER + _GAP)
        businesses = CHARACTER_BUSINESSES[character]
        where = " · ".join(b.value for b in businesses)
        tooltip = f"character {character.number}, the {character.value}: influence in {where}"
        drawing.rect(
            x,
            top,
            _TILE,
            _CHARACTER,
            fill=PALETTE["card"],
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=tooltip,
        )
        drawing.text(x + 5, top + 13, f"{character.number} {character.value}", size=11, bold=True)
        drawing.text(x + 5, top + 26, where, size=_SMALL, fill=PALETTE["faint"])
        if character is Character.SHERIFF:
            _sheriff(drawing, view, x + _TILE - 12, top + 9)
        owner = board.cowboys[index]
        if owner is not None:
            done = owner == turn.seat and character in turn.done
            _cowboy(
                drawing,
                x + 11,
                top + 44,
                seat_colour(owner),
                f"a cowboy of {_seat(view, owner)} on the {character.value}"
                + (" (acted)" if done else ""),
            )
            label = "you" if owner == view.player else f"seat {owner}"
            drawing.text(x + 20, top + 42, label + (f" {_CHECK}" if done else ""), size=_SMALL)
        elif character in board.blocked:
            _cowboy(
                drawing,
                x + 11,
                top + 44,
                PALETTE["ink"],
                f"a red cowboy blocking the {character.value}",
            )
            drawing.text(x + 20, top + 42, "blocked", size=_SMALL, fill=PALETTE["faint"])
        token = board.tokens[index]
        if token is not None:
            label = _TOKEN_LABELS[token]
            width = padded_width(label, _SMALL) + 10
            drawing.rect(
                x + _TILE - 5 - width,
                top + 30,
                width,
                14,
                fill=PALETTE["desert"],
                stroke=PALETTE["ink"],
                rounded=7,
                tooltip=f"bonus token: {token.value}",
            )
            drawing.text(x + _TILE - 10 - width + 10, top + 42, label, size=_SMALL)
        if character is acting:
            drawing.frame(x, top, _TILE, _CHARACTER, asked=True)
    return y + 3 * (_CHARACTER + _GAP) + 2


def _sheriff(drawing: Drawing, view: View, x: float, y: float) -> None:
    """What lies on the Sheriff: the small Starting Player token, or the $10 coin."""
    board = view.board
    if view.setup.players == 2:
        if board.sheriff_coin:
            drawing.circle(
                x - 4,
                y + 1,
                10,
                fill=PALETTE["money"],
                stroke=PALETTE["ink"],
                tooltip="the $10 coin on the Sheriff",
            )
            drawing.text(x - 4, y + 4.5, "$10", size=_SMALL, fill=PALETTE["card"], anchor="middle")
    elif board.next_start is None:
        drawing.circle(
            x,
            y,
            6,
            fill=PALETTE["card"],
            stroke=PALETTE["ink"],
            tooltip="the small Starting Player token",
        )


def _alley(drawing: Drawing, view: View, y: float) -> None:
    """The alley's two spaces, beside the characters' heading, and the cowboys in them
    (the first on the left)."""
    alley = view.board.alley
    drawing.text(_LEFT + 104, y + 15, "Alley", size=11, bold=True)
    x = _LEFT + 146
    spaces = (
        (x, 116, "left space $5", alley[:1]),
        (x + 122, _RIGHT - x - 122, "right space $10 each", alley[1:]),
    )
    for left, width, name, cowboys in spaces:
        drawing.rect(
            left,
            y + 1,
            width,
            20,
            fill=PALETTE["felt"],
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"the alley's {name}",
        )
        drawing.text(left + 5, y + 15, name, size=_SMALL, fill=PALETTE["faint"])
        start = left + 12 + padded_width(name, _SMALL)
        step = min(16.0, (left + width - 8 - start) / max(len(cowboys), 1))
        for k, seat in enumerate(cowboys):
            _cowboy(
                drawing,
                start + k * step,
                y + 19,
                seat_colour(seat),
                f"a cowboy of {_seat(view, seat)} in the alley",
            )


def _city(drawing: Drawing, view: View, y: float) -> float:
    """The twelve businesses: price, status, owner and influence markers."""
    y = _heading(drawing, y, "City", "price, status, owner's marker and influence markers")
    content = view.setup.options.content
    for index, card in enumerate(content.businesses):
        business = card.business
        x = _LEFT + (index % _COLUMNS) * (_TILE + _GAP)
        top = y + (index // _COLUMNS) * (38 + _GAP)
        drawing.rect(
            x,
            top,
            _TILE,
            38,
            fill=PALETTE["card"],
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"business {business.number}, {business.value}: ${card.price}, "
            f"status {card.status}",
        )
        drawing.text(x + 5, top + 13, f"{business.number} {business.value}", size=11, bold=True)
        _star(drawing, x + _TILE - 22, top + 9, card.status, f"status {card.status}")
        drawing.rect(
            x + 5,
            top + 18,
            46,
            16,
            fill=PALETTE["felt"],
            stroke=PALETTE["line"],
            rounded=3,
            tooltip=f"the price space of the {business.value}",
        )
        drawing.text(x + 9, top + 30, f"${card.price}", size=_SMALL)
        for seat, board in enumerate(view.players):
            if business in board.owned:
                _marker(
                    drawing,
                    x + 42,
                    top + 26,
                    seat,
                    f"{_seat(view, seat)} owns the {business.value}",
                )
        markers = [s for s, board in enumerate(view.players) if business in board.influence]
        for k, seat in enumerate(markers):
            _marker(
                drawing,
                x + 64 + k * 15,
                top + 26,
                seat,
                f"an influence marker of {_seat(view, seat)}",
            )
    return y + 3 * (38 + _GAP) + 2


def _market(drawing: Drawing, view: View, y: float) -> float:
    """Each good's column of prices, the white marker on the next sale's circle, and
    what the next sale earns (Market Slump sells at the lowest price)."""
    content, event = view.setup.options.content, view.board.event
    drawing.text(_LEFT, y + 13, "Market", size=12, bold=True)
    drawing.text(_LEFT + 60, y + 13, "and the next sale", size=_SMALL, fill=PALETTE["faint"])
    top = y + 20
    columns = [content.column(good).prices for good in GOODS]
    last = top + 26 + max(len(prices) for prices in columns) * 22 + 10
    for index, (good, sales) in enumerate(zip(GOODS, view.market, strict=True)):
        cx = _LEFT + 20 + index * 40
        drawing.text(cx, top + 10, good.value, size=_SMALL, anchor="middle")
        prices = columns[index]
        for row in range(len(prices) + 1):
            cy = top + 26 + row * 22
            here = row == min(sales, len(prices))
            if row < len(prices):
                label, what = f"${prices[row]}", f"sale {row + 1}: ${prices[row]}"
            else:
                label, what = _TIMES, "the last circle: sales blocked"
            drawing.circle(
                cx,
                cy,
                10.5,
                fill=PALETTE["card" if here else "felt"],
                stroke=PALETTE["ink" if here else "line"],
                tooltip=f"{good.value}, {what}" + (" (the marker)" if here else ""),
            )
            drawing.text(
                cx,
                cy + 3.5,
                label,
                size=_SMALL,
                anchor="middle",
                fill=PALETTE["ink" if here else "faint"],
                bold=here,
            )
        price = price_of_sale(content, good, sales, event, False)
        drawing.text(
            cx,
            last + 13,
            "\N{EM DASH}" if price is None else f"${price}",
            size=_SMALL,
            fill=PALETTE["money"],
            anchor="middle",
            bold=True,
        )
    return last + 18


def _railway(drawing: Drawing, view: View, y: float) -> float:
    """The four sections (segments built, builder) with their farms on the table, the
    wheat farms, and the next prize."""
    x0 = _LEFT + 212
    drawing.text(x0, y + 13, "Railway and farms", size=12, bold=True)
    if view.finished < len(RAILWAY_PRIZES):
        prize = RAILWAY_PRIZES[view.finished]
        offer = f"{prize.gold} gold or ${prize.dollars}" if prize.gold else f"${prize.dollars}"
        note = f"{_ORDINALS[view.finished]} section's prize: {offer}"
    else:
        note = "no prize left"
    drawing.text(_RIGHT, y + 13, note, size=_SMALL, fill=PALETTE["money"], anchor="end")
    top = y + 22
    for row, good in enumerate((*RAILWAY_GOODS, Good.WHEAT)):
        line = top + row * 24
        drawing.text(x0, line + 14, good.value, size=_SMALL)
        farms_at = x0 + 44
        if good in RAILWAY_GOODS:
            section = view.sections[RAILWAY_GOODS.index(good)]
            for k, cost in enumerate(SEGMENT_COSTS):
                built = k < section.built
                drawing.rect(
                    x0 + 44 + k * 22,
                    line + 5,
                    20,
                    10,
                    fill=PALETTE["rail" if built else "felt"],
                    stroke=PALETTE["line"],
                    tooltip=f"the {good.value} section's segment {k + 1} "
                    f"({'built' if built else 'to build'}): {cost.settlers} settlers, "
                    f"{cost.iron} iron",
                )
            if section.builder is not None:
                _marker(
                    drawing,
                    x0 + 44 + 5 * 22 + 8,
                    line + 10,
                    section.builder,
                    f"{_seat(view, section.builder)} builds the {good.value} section",
                )
            elif section.built == len(SEGMENT_COSTS):
                drawing.text(
                    x0 + 44 + 5 * 22 + 2, line + 14, "done", size=_SMALL, fill=PALETTE["faint"]
                )
            farms_at = x0 + 186
        for k, farm in enumerate(f for f in view.farms if f.good is good):
            _farm_card(drawing, view, farms_at + k * 62, line + 1, farm)
    return top + 5 * 24 + 4


def _farm_card(drawing: Drawing, view: View, x: float, y: float, farm: Farm) -> None:
    """A farm card on the table: its number and price, and its Apache."""
    price = view.setup.options.content.farm(farm).price
    apache = farm in view.apaches
    number = farm.value.rsplit(" ", 1)[1]
    drawing.rect(
        x,
        y,
        58,
        19,
        fill=PALETTE["card"],
        stroke=PALETTE["ink"],
        rounded=3,
        tooltip=f"{farm.value}, ${price}" + (", an Apache attached" if apache else ""),
    )
    drawing.text(x + 5, y + 13.5, f"{number}: ${price}", size=_SMALL)
    if apache:
        _apache(drawing, x + 50, y + 16, f"an Apache on {farm.value}")


def _objectives(drawing: Drawing, view: View, y: float) -> float:
    """The objective cards still to claim, in the rulebook's three rows: special (E)
    ones shaded, x1 where one of two cards is left, faint where none is."""
    y = _heading(
        drawing, y, "Objectives to claim", f"shaded: special (E); {_TIMES}1: one card of two left"
    )
    content = view.setup.options.content
    objectives = tuple(Objective)
    dealt = 1 if view.setup.players == 2 else 2
    for first, last in _OBJECTIVE_ROWS:
        chips, gone = [], []
        for objective in objectives[first - 1 : last]:
            left = view.objectives.count(objective)
            special = content.objective(objective).special
            label = f"{objective.number} {objective.value}" + (
                f" {_TIMES}{left}" if 0 < left < dealt else ""
            )
            tooltip = (
                f"objective {objective.number}, {objective.value}"
                f"{' (E, special)' if special else ''}: {_plural(left, 'card')} left"
            )
            fill = PALETTE["paper"] if not left else PALETTE["desert" if special else "card"]
            chips.append((label, tooltip, fill))
            gone.append(left == 0)
        y = _chips(drawing, _LEFT, _RIGHT, y, chips, faint=gone) + 4
    return y + 4


def _players(drawing: Drawing, view: View, y: float) -> float:
    """Each player's mini-board, side by side."""
    count = len(view.players)
    width = (_RIGHT - _LEFT - (count - 1) * 6) / count
    hot = deciding(view)
    bottoms = [
        _player(drawing, view, seat, _LEFT + seat * (width + 6), y, width) for seat in range(count)
    ]
    height = max(bottoms) + 6 - y
    for seat in range(count):
        drawing.frame(_LEFT + seat * (width + 6), y, width, height, asked=seat == hot)
    return y + height + 4


def _meter(
    drawing: Drawing,
    x: float,
    y: float,
    width: float,
    name: str,
    value: int,
    top: int,
    fill: str,
) -> None:
    """A track of the mini-board: ``top`` spaces, ``value`` of them reached."""
    drawing.text(x, y, name, size=_SMALL, fill=PALETTE["faint"])
    cell = min(9.0, (width - 64) / COWBOY_LIMIT)
    for k in range(top):
        drawing.rect(
            x + 48 + k * cell,
            y - 8,
            cell - 1,
            8,
            fill=fill if k < value else PALETTE["paper"],
            stroke=PALETTE["line"],
            tooltip=f"{name}: {value} of {top}",
        )
    drawing.text(x + 52 + top * cell, y, str(value), size=_SMALL, bold=True)


def _player(drawing: Drawing, view: View, seat: int, x: float, y: float, width: float) -> float:
    """One mini-board, its lines from the top down; the lowest point drawn."""
    board: PlayerBoard = view.players[seat]
    content = view.setup.options.content
    colour, inner, left = seat_colour(seat), width - 14, x + 7
    drawing.rect(
        x, y, width, 20, fill=colour, rounded=4, tooltip=f"{_seat(view, seat)}'s mini-board"
    )
    drawing.text(left, y + 14, _seat(view, seat), size=12, fill=PALETTE["card"], bold=True)
    if seat == view.board.start:
        drawing.rect(
            x + width - 19,
            y + 4,
            12,
            12,
            fill=PALETTE["card"],
            stroke=PALETTE["ink"],
            tooltip="the large Starting Player token",
        )
    line = y + 33
    if seat == deciding(view):
        drawing.text(left, line, "to act", size=11, fill=PALETTE["highlight"], bold=True)
    if seat == view.board.start:
        shift = padded_width("to act ", 11, True) if seat == deciding(view) else 0
        drawing.text(left + shift, line, "starting player", size=_SMALL, fill=PALETTE["faint"])
    line += 17
    money = f"${board.money}"
    drawing.text(left, line + 1, money, size=14, fill=PALETTE["money"], bold=True)
    drawing.text(
        left + padded_width(money, 14, True) + 6,
        line,
        f"fortune ${fortune(content, board, view.apaches)}",
        size=_SMALL,
        fill=PALETTE["faint"],
    )
    line += 16
    _meter(drawing, left, line, inner, "cowboys", board.cowboys, COWBOY_LIMIT, colour)
    _meter(drawing, left, line + _ROW, inner, "iron", board.iron, IRON_LIMIT, PALETTE["rail"])
    _meter(drawing, left, line + 2 * _ROW, inner, "gold", board.gold, GOLD_LIMIT, PALETTE["desert"])
    line = _items(
        drawing,
        left,
        line + 3 * _ROW,
        inner,
        [_plural(board.settlers, "settler"), f"{_plural(board.apaches, 'Apache')} removed"],
    )
    farms = []
    for farm in board.farms:
        apache, hosting = farm in view.apaches, farm in board.politicians
        label = (
            farm.value.replace(" farm", "") + (" A" if apache else "") + (" P" if hosting else "")
        )
        tooltip = (
            farm.value
            + (", an Apache attached" if apache else "")
            + (", hosting a politician" if hosting else "")
        )
        farms.append((label, tooltip, PALETTE["grass"]))
    if farms:
        line = _chips(drawing, left, x + width - 7, line - 10, farms) + 13
    else:
        drawing.text(left, line, "no farm", size=_SMALL, fill=PALETTE["faint"])
        line += _ROW
    owned = ", ".join(b.value for b in board.owned) or "none"
    line = _items(
        drawing, left, line, inner, [f"owns: {owned}", f"influence in {len(board.influence)}"]
    )
    holds = []
    if board.stagecoaches:
        count = len(board.stagecoaches)
        holds.append(f"{count} stagecoach{'es' if count > 1 else ''}")
    if board.politician:
        holds.append("a politician to host")
    if board.apache_token:
        holds.append("its Apache token")
    holds.extend(token.value for token in board.discounts)
    if holds:
        line = _items(drawing, left, line, inner, ["holds " + holds[0], *holds[1:]])
    chips = [
        (
            o.value,
            f"objective {o.value}" + (" (E, special)" if content.objective(o).special else ""),
            PALETTE["desert"] if content.objective(o).special else PALETTE["card"],
        )
        for o in board.objectives
    ]
    if not chips:
        drawing.text(left, line, "no objective", size=_SMALL, fill=PALETTE["faint"])
        return line + 3
    drawing.text(
        left, line, f"{_plural(len(chips), 'objective')}:", size=_SMALL, fill=PALETTE["faint"]
    )
    return _chips(drawing, left, x + width - 7, line + 4, chips)


def _asked(drawing: Drawing, view: View, y: float) -> None:
    """Who decides what now."""
    seat = deciding(view)
    if seat is None:
        winners = sorted(standings(view).winners)
        won = " and ".join(_seat(view, s) for s in winners)
        text = f"The game is over: {won} {'win' if len(winners) > 1 else 'wins'}."
    else:
        text = f"{_seat(view, seat)} {asked(view)}"
        if view.phase is Phase.ACTIONS and view.turn.step is Step.SALES:
            text += f" (the Merchant of {_seat(view, view.turn.seat)})"
        text += "."
    drawing.paragraph(
        _LEFT, y + 10, _RIGHT - _LEFT, text, size=12, fill=PALETTE["highlight"], bold=True
    )
