"""A *Rattlesnake City* view drawn as SVG: the valley and the table as one seat (or a
spectator) sees them.

From the top down, in the rulebook's order:

* the **bag** of tiles, the **action cards'** and the **coup cards'** draw piles (face
  down, their sizes on their backs) and their discards (face up, the top card shown;
  a back when it was discarded unrevealed),
  the tiles removed from the game, the money all players hold together and the sum that
  wins at once;
* **Rattlesnake Valley**, drawn on the board's grid: the six **towns** with their seven
  spaces (the space reserved for the station marked *st*, the yellow dots as small
  dots), each town's name and the seat whose saloon makes it theirs; the **grasslands**
  (green) and the **mountains** (grey); every **building** on its space, by its initials
  (a legend below), a saloon in its owner's colour, and under every building that earns
  a stripe in the colour of the seat it pays (a mine's stripe is halved: the saloon's
  owner it pays $1,000, and the nearest bank's owner it pays $2,000);
* the **railway**: each line from its town's station to its junction, section by
  section (square: straight, rounded: curved; a cross: in poor condition), and the stations
  connected;
* the **income track**, each seat's marker on its income;
* each **seat**: its town, its money (a face-down marker where it is secret), its income,
  its action cards and coup cards (card backs, for every seat but the viewer) and the
  permanent-effect cards in front of it;
* the viewer's **hand**: its action cards and coup cards, face up;
* what is under way this turn: the tile drawn, an offer, a **bank attack** (the
  attacker's coup card face down until the defence), a **gunfight** (each participant's
  coup cards and shots) or a **poker game** (the stake, the pot, each participant's card,
  face down until the reveal; in the real deal, the hands, hidden ones face down);
* who decides what now, after what a bank attack has just taken (told to every seat).

The viewer's seat reads "(you)"; the seat that decides has a highlighted frame and
reads "to act".

>>> from frontier_games.games.rattlesnake_city import new_game, view
>>> svg(view(new_game(players=3, seed=1), 0)).startswith("<svg")
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from frontier_games.games.rattlesnake_city.content import (
    WINNING_MONEY,
    Building,
    Card,
    Coup,
    Junction,
    Place,
    Shape,
    Square,
    Tile,
    Town,
    yellow_dots,
)
from frontier_games.games.rattlesnake_city.gunfight import Gunfight
from frontier_games.games.rattlesnake_city.income import connected_stations, income_items
from frontier_games.games.rattlesnake_city.model import Built, Poker, Step, View
from frontier_games.games.rattlesnake_city.poker import Rank, StandardCard, Suit
from frontier_games.games.rattlesnake_city.position import deciding
from frontier_games.games.rattlesnake_city.view import income_of
from frontier_games.messages import reads_view
from frontier_games.svg import PALETTE, WIDTH, Drawing, padded_width, seat_colour

__all__ = ["svg"]

_LEFT = 8
_RIGHT = WIDTH - 8
_SMALL = 10
_ROW = 14

_INITIALS = {
    Building.SALOON: "Sa",
    Building.SHERIFFS_OFFICE: "SO",
    Building.BANK: "Ba",
    Building.STATION: "St",
    Building.GENERAL_STORE: "GS",
    Building.HOTEL: "Ho",
    Building.BLACKSMITH: "Bl",
    Building.CHURCH: "Ch",
    Building.SCHOOL: "Sc",
    Building.CEMETERY: "Ce",
    Building.RANCH: "Ra",
    Building.MINE: "Mi",
}
"""Each building's initials on its tile (the legend names them)."""

_SUITS = {
    Suit.CLUBS: "\N{BLACK CLUB SUIT}",
    Suit.DIAMONDS: "\N{BLACK DIAMOND SUIT}",
    Suit.HEARTS: "\N{BLACK HEART SUIT}",
    Suit.SPADES: "\N{BLACK SPADE SUIT}",
}
_RANKS = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
_TIMES = "\N{MULTIPLICATION SIGN}"
_DOT = " \N{MIDDLE DOT} "


@reads_view(View, "a rattlesnake-city View")
def svg(view: View) -> str:
    """The valley and the table as ``view``'s seat sees them, as an SVG document (see the
    module).

    :raises TypeError: if ``view`` is not a *Rattlesnake City* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _draw(view)


def _draw(view: View) -> str:
    drawing = Drawing(_title(view))
    y = _header(drawing, view)
    y = _valley(drawing, view, y)
    y = _railway(drawing, view, y)
    y = _income_track(drawing, view, y)
    y = _seats(drawing, view, y)
    y = _hand(drawing, view, y)
    y = _this_turn(drawing, view, y)
    _asked(drawing, view, y)
    return drawing.to_svg()


# -- words ---------------------------------------------------------------------------


def _title(view: View) -> str:
    who = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    turn = view.turn
    if turn.step is Step.OVER:
        return f"Rattlesnake City, {who}: the game is over"
    return f"Rattlesnake City, {who}: seat {turn.seat}'s turn, {turn.step.value}"


def _seat(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _dollars(amount: int) -> str:
    return f"${amount:,}"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


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
    return y + 19


def _card_name(card: Card, revolvers: frozenset[int]) -> str:
    """An action card's name on its face: a playing card by its number (and its revolver)."""
    number = card.number
    if number is None:
        return card.value
    return f"playing {number}" + (" (revolver)" if number in revolvers else "")


def _standard(card: StandardCard) -> str:
    """A standard card as its corner shows it: ``K♥``."""
    return _RANKS.get(card.rank, str(int(card.rank))) + _SUITS[card.suit]


def _tile_name(tile: Tile) -> str:
    return tile.value if isinstance(tile, Shape) else f"a {tile.value}"


# -- pieces ----------------------------------------------------------------------------


def _back(drawing: Drawing, x: float, y: float, width: float, height: float, tooltip: str) -> None:
    """Something face down: a card's back."""
    drawing.card(x, y, width, height, tooltip, face_down=True)


def _backs(drawing: Drawing, x: float, y: float, room: float, count: int, tooltip: str) -> float:
    """``count`` small card backs fanned from ``(x, y)`` within ``room``, their count
    beside them; where the row ends."""
    step = 6.0 if count < 2 else min(6.0, (room - 40) / (count - 1))
    for k in range(count):
        _back(drawing, x + k * step, y, 11, 16, tooltip)
    end = x + (11 + (count - 1) * step if count else 0) + 4
    drawing.text(end, y + 12, str(count), size=_SMALL, bold=True)
    return end + padded_width(str(count), _SMALL, True)


def _pile(drawing: Drawing, x: float, y: float, count: int, tooltip: str, label: str) -> None:
    """A draw pile (or the bag): its back with its size on it, or an empty place."""
    if count:
        _back(drawing, x, y, 36, 50, f"{tooltip}: {count}")
        drawing.text(
            x + 18, y + 30, str(count), size=13, fill=PALETTE["paper"], anchor="middle", bold=True
        )
    else:
        drawing.rect(
            x,
            y,
            36,
            50,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"{tooltip}: empty",
        )
        drawing.text(x + 18, y + 30, "0", size=13, fill=PALETTE["faint"], anchor="middle")
    drawing.text(x + 18, y + 62, label, size=_SMALL, fill=PALETTE["faint"], anchor="middle")


def _coup(drawing: Drawing, x: float, y: float, coup: Coup, tooltip: str) -> None:
    """A coup card face up: its cartridges as bullets."""
    drawing.rect(
        x, y, 16, 24, fill=PALETTE["card"], stroke=PALETTE["ink"], rounded=3, tooltip=tooltip
    )
    for k in range(coup.shots):
        drawing.rect(x + 5.5, y + 3 + k * 7, 5, 5.5, fill=PALETTE["money"], rounded=2)


def _chips(
    drawing: Drawing,
    x: float,
    right: float,
    y: float,
    chips: Sequence[tuple[str, str]],
    fill: str = PALETTE["card"],
) -> float:
    """Face-up cards as labelled chips ``(label, tooltip)`` from ``(x, y)``, wrapping
    before ``right``; the lowest point drawn."""
    start, bottom = x, y
    for label, tooltip in chips:
        width = min(padded_width(label, _SMALL) + 10, right - start)
        if x > start and x + width > right:
            x, y = start, y + 19
        drawing.rect(x, y, width, 16, fill=fill, stroke=PALETTE["ink"], rounded=3, tooltip=tooltip)
        drawing.text(x + 5, y + 12, label, size=_SMALL)
        x += width + 4
        bottom = y + 16
    return bottom


# -- the parts of the table ------------------------------------------------------------


def _header(drawing: Drawing, view: View) -> float:
    """The bag and the two decks, the removed tiles, the money in play, what wins."""
    drawing.text(_LEFT, 20, "Rattlesnake City", size=16, bold=True)
    who = "a spectator's view" if view.player is None else f"seat {view.player}'s view (you)"
    turn = view.turn
    when = "the game is over" if turn.step is Step.OVER else f"seat {turn.seat}'s turn"
    drawing.text(_RIGHT, 20, f"{who}{_DOT}{when}", size=11, fill=PALETTE["faint"], anchor="end")
    top = 30
    _pile(drawing, _LEFT, top, view.bag, "the bag: tiles left", "bag")
    revolvers = view.setup.options.content.revolvers
    actions, coups = view.actions, view.coup_pile
    _pile(drawing, _LEFT + 46, top, actions.draw_size, "the action cards' draw pile", "actions")
    x = _LEFT + 88
    top_face_down = actions.discard_size - 1 in view.unrevealed
    if actions.discard_pile and not top_face_down:
        card = actions.discard_pile[-1]
        drawing.rect(
            x,
            top,
            96,
            50,
            fill=PALETTE["card"],
            stroke=PALETTE["ink"],
            rounded=4,
            tooltip=f"the action cards' discards: {actions.discard_size}, {card.value} on top",
        )
        drawing.paragraph(x + 5, top + 14, 86, _card_name(card, revolvers))
    elif actions.discard_size:
        face_down = ", the top one face down (discarded unrevealed)" if top_face_down else ""
        _back(
            drawing,
            x,
            top,
            96,
            50,
            f"the action cards' discards: {actions.discard_size}{face_down}",
        )
    else:
        drawing.rect(
            x,
            top,
            96,
            50,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip="the action cards' discards: none",
        )
    drawing.text(
        x + 48,
        top + 62,
        f"{actions.discard_size} discarded",
        size=_SMALL,
        fill=PALETTE["faint"],
        anchor="middle",
    )
    _pile(drawing, _LEFT + 198, top, coups.draw_size, "the coup cards' draw pile", "coups")
    x = _LEFT + 246
    if coups.discard_pile:
        drawing.rect(
            x,
            top,
            36,
            50,
            fill=PALETTE["felt"],
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"the coup cards' discards: {coups.discard_size}",
        )
        _coup(
            drawing,
            x + 10,
            top + 13,
            coups.discard_pile[-1],
            f"the top discarded coup card: {coups.discard_pile[-1].value}",
        )
    elif coups.discard_size:
        _back(drawing, x, top, 36, 50, f"the coup cards' discards: {coups.discard_size}")
    else:
        drawing.rect(
            x,
            top,
            36,
            50,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip="the coup cards' discards: none",
        )
    drawing.text(
        x + 18,
        top + 62,
        f"{coups.discard_size} discarded",
        size=_SMALL,
        fill=PALETTE["faint"],
        anchor="middle",
    )
    x = _LEFT + 312
    notes = [
        f"tiles removed from the game: {len(view.removed)}",
        f"all players hold {_dollars(view.total_money)}",
        f"{_dollars(WINNING_MONEY[view.setup.players])} wins at once",
    ]
    if view.setup.options.open_money:
        notes.append("money in the open (option)")
    if view.setup.options.real_deal:
        notes.append("real deals allowed (variant)")
    for row, note in enumerate(notes):
        drawing.text(x, top + 11 + row * 13, note, size=_SMALL)
    return top + 70


def _valley(drawing: Drawing, view: View, y: float) -> float:
    """Rattlesnake Valley on the board's grid: towns, grasslands and mountains, and the
    buildings on them with the seats they pay."""
    y = _heading(drawing, y, "Rattlesnake Valley", "towns, grasslands (green), mountains (grey)")
    valley = view.setup.options.content.valley
    every: list[Square] = [
        *(sq for town in valley.towns for sq in town.spaces),
        *(sq for grassland in valley.grasslands for sq in grassland.spaces),
        *(mountain.square for mountain in valley.mountains),
    ]
    xmin, xmax = min(sq[0] for sq in every), max(sq[0] for sq in every)
    ymin, ymax = min(sq[1] for sq in every), max(sq[1] for sq in every)
    cell = min(17.0, (_RIGHT - _LEFT - 8) / (xmax - xmin + 1))
    width = (xmax - xmin + 1) * cell
    ox = _LEFT + (_RIGHT - _LEFT - width) / 2
    oy = y + cell + 2
    rows = ymax - ymin + 1
    drawing.rect(
        ox - 4,
        y,
        width + 8,
        (rows + 1) * cell + 18,
        fill=PALETTE["desert"],
        stroke=PALETTE["line"],
        rounded=6,
        tooltip="Rattlesnake Valley",
    )

    def at(square: Square) -> tuple[float, float]:
        return ox + (square[0] - xmin) * cell, oy + (square[1] - ymin) * cell

    built = {(b.place, b.space): b for b in view.board.buildings}
    owners = {s.town: seat for seat, s in enumerate(view.seats) if s.town is not None}
    banks = _mine_banks(view)
    for town in valley.towns:
        owner = owners.get(town.town)
        lx, ly = at(min(town.spaces, key=lambda sq: (sq[1], sq[0])))
        label = town.town.value
        if owner is not None and owner == view.player:
            label += " (yours)"
        badge = 0 if owner is None else padded_width(str(owner), _SMALL, True) + 9
        lx = min(lx, ox + width - badge - padded_width(label, _SMALL, True))
        if owner is not None:
            drawing.rect(
                lx,
                ly - 15,
                badge - 3,
                13,
                fill=seat_colour(owner),
                stroke=PALETTE["ink"],
                rounded=2,
                tooltip=f"{town.town.value} is {_seat(view, owner)}'s town",
            )
            drawing.text(
                lx + (badge - 3) / 2,
                ly - 5,
                str(owner),
                size=_SMALL,
                fill=PALETTE["card"],
                anchor="middle",
                bold=True,
            )
        else:
            label += " (nobody's)"
        drawing.text(lx + badge, ly - 4, label, size=_SMALL, bold=True)
        dots = yellow_dots(valley, town.town)
        for index, square in enumerate(town.spaces):
            where = f"{town.town.value}, space {index + 1}"
            if index == town.station:
                where += " (the station's)"
            x, top = at(square)
            here = built.get((town.town, index))
            _space(drawing, view, x, top, cell, here, PALETTE["felt"], where, banks)
            if here is None and index == town.station:
                drawing.text(
                    x + cell / 2,
                    top + cell / 2 + 3.5,
                    "st",
                    size=_SMALL,
                    fill=PALETTE["faint"],
                    anchor="middle",
                )
            elif here is None and index in dots:
                drawing.circle(
                    x + cell / 2,
                    top + cell / 2,
                    3,
                    fill=PALETTE["desert"],
                    stroke=PALETTE["faint"],
                    tooltip=f"{where}: a yellow dot",
                )
    for grassland in valley.grasslands:
        count = len(grassland.spaces)
        for index, square in enumerate(grassland.spaces):
            where = f"{grassland.grassland.value}, space {index + 1} of {count}"
            x, top = at(square)
            _space(
                drawing,
                view,
                x,
                top,
                cell,
                built.get((grassland.grassland, index)),
                PALETTE["grass"],
                where,
                banks,
            )
    for mountain in valley.mountains:
        x, top = at(mountain.square)
        here = built.get((mountain.mountain, 0))
        _space(
            drawing, view, x, top, cell, here, PALETTE["mountain"], mountain.mountain.value, banks
        )
        if here is None:
            drawing.polygon(
                [(x + 3, top + cell - 4), (x + cell / 2, top + 4), (x + cell - 3, top + cell - 4)],
                fill=PALETTE["faint"],
            )
        drawing.text(
            x + cell / 2,
            top + cell + 11,
            mountain.mountain.value,
            size=_SMALL,
            fill=PALETTE["ink"],
            anchor="middle",
        )
    y = oy + rows * cell + 16 + 6
    legend = _DOT.join(f"{initials} {b.value}" for b, initials in _INITIALS.items())
    legend += "; stripe: who it pays"
    return drawing.paragraph(_LEFT, y + 8, _RIGHT - _LEFT, legend, fill=PALETTE["faint"]) - 6


def _mine_banks(view: View) -> dict[Place, int]:
    """For each mine, the seat owning the nearest bank (paid $2,000)."""
    options = view.setup.options
    items = income_items(
        options.content.valley,
        options.station_bonus,
        view.board,
        [s.town for s in view.seats],
        [s.front for s in view.seats],
    )
    paid: dict[Place, int] = {}
    for built in view.board.buildings:
        if built.building is Building.MINE:
            source = f"{built.building.value} in {built.place.value}, nearest bank"
            for item in items:
                if item.source == source:
                    paid[built.place] = item.seat
    return paid


def _space(
    drawing: Drawing,
    view: View,
    x: float,
    y: float,
    cell: float,
    built: Built | None,
    ground: str,
    where: str,
    banks: dict[Place, int],
) -> None:
    """A space of the board: empty ground, or a building with the stripe of the seat it
    pays."""
    inner = cell - 1
    if built is None:
        drawing.rect(
            x + 0.5,
            y + 0.5,
            inner,
            inner,
            fill=ground,
            stroke=PALETTE["line"],
            tooltip=f"{where}: empty",
        )
        return
    building = built.building
    initials = _INITIALS[building]
    if building is Building.SALOON:
        drawing.rect(
            x + 0.5,
            y + 0.5,
            inner,
            inner,
            fill=seat_colour(built.placer),
            stroke=PALETTE["ink"],
            tooltip=f"{where}: the Saloon of {_seat(view, built.placer)}",
        )
        drawing.text(
            x + cell / 2,
            y + cell / 2 + 3.5,
            initials,
            size=_SMALL,
            fill=PALETTE["card"],
            anchor="middle",
            bold=True,
        )
        return
    tooltip = f"{where}: {building.value}, placed by {_seat(view, built.placer)}"
    bank = banks.get(built.place) if building is Building.MINE else None
    if built.earner is not None:
        tooltip += f", pays {_seat(view, built.earner)} $1,000"
    else:
        tooltip += ", earns nothing"
    if bank is not None:
        tooltip += f" and {_seat(view, bank)} (the nearest bank) $2,000"
    drawing.rect(
        x + 0.5, y + 0.5, inner, inner, fill=PALETTE["card"], stroke=PALETTE["ink"], tooltip=tooltip
    )
    drawing.text(
        x + cell / 2, y + cell / 2 + 1.5, initials, size=_SMALL, anchor="middle", bold=True
    )
    if built.earner is not None:
        half = (inner - 2) / 2 if bank is not None else inner - 2
        drawing.rect(
            x + 1.5,
            y + cell - 5,
            half,
            4,
            fill=seat_colour(built.earner),
            tooltip=f"pays {_seat(view, built.earner)}",
        )
        if bank is not None:
            drawing.rect(
                x + 1.5 + half,
                y + cell - 5,
                half,
                4,
                fill=seat_colour(bank),
                tooltip=f"pays {_seat(view, bank)}, the nearest bank's owner",
            )


def _end(end: Town | Junction) -> str:
    return str(end.value)


def _railway(drawing: Drawing, view: View, y: float) -> float:
    """Each line, section by section, from its first end to its second; then the
    stations connected."""
    y = _heading(
        drawing, y, "Railway", f"square: straight, rounded: curved; {_TIMES}: in poor condition"
    )
    valley = view.setup.options.content.valley
    lines = valley.lines
    half = math.ceil(len(lines) / 2)
    column = (_RIGHT - _LEFT) / 2
    broken, repaired = view.board.broken, view.board.repaired
    for index, rail in enumerate(lines):
        x = _LEFT + (index // half) * column
        top = y + (index % half) * 17
        first, second = (_end(end) for end in rail.ends)
        drawing.text(x + 88, top + 11, first, size=_SMALL, anchor="end")
        step = min(24.0, (column - 180) / max(len(rail.shapes), 1))
        for k, shape in enumerate(rail.shapes):
            poor = (rail.line, k) in broken
            state = (
                "in poor condition"
                if poor
                else "repaired"
                if (rail.line, k) in repaired
                else "in good condition"
            )
            sx = x + 94 + k * step
            drawing.rect(
                sx,
                top + 2,
                step - 3,
                11,
                fill=PALETTE["paper" if poor else "rail"],
                stroke=PALETTE["ink"],
                rounded=5 if shape is Shape.CURVE else 0,
                tooltip=f"{rail.line.value}, section {k + 1}: {shape.value}, {state}",
            )
            if poor:
                drawing.text(
                    sx + (step - 3) / 2, top + 11.5, _TIMES, size=_SMALL, anchor="middle", bold=True
                )
        drawing.text(x + 94 + len(rail.shapes) * step + 3, top + 11, second, size=_SMALL)
    y += half * 17 + 2
    groups = connected_stations(valley, view.board)
    if groups:
        words = "Stations connected: " + "; ".join(
            " & ".join(town.value for town in group) for group in groups
        )
    else:
        words = "No two stations are connected yet."
    return drawing.paragraph(_LEFT, y + 9, _RIGHT - _LEFT, words, fill=PALETTE["faint"]) - 6


def _income_track(drawing: Drawing, view: View, y: float) -> float:
    """The income track, $1,000 a space, with every seat's marker."""
    incomes = income_of(view)
    options = view.setup.options
    items = income_items(
        options.content.valley,
        options.station_bonus,
        view.board,
        [s.town for s in view.seats],
        [s.front for s in view.seats],
    )
    spaces = max(21, max(incomes) // 1000 + 1)
    start = _LEFT + 92
    cell = (_RIGHT - start) / spaces
    per_row = max(1, int((cell - 2) // 9))
    stacks: dict[int, list[int]] = {}
    for seat, income in enumerate(incomes):
        stacks.setdefault(min(income // 1000, spaces - 1), []).append(seat)
    height = max(math.ceil(len(stack) / per_row) for stack in stacks.values()) * 9
    track = max(y + height + 2, y + 6)
    drawing.text(_LEFT, track + 2, "Income track", size=12, bold=True)
    drawing.text(_LEFT, track + 14, "$1,000 a space", size=_SMALL, fill=PALETTE["faint"])
    for space in range(spaces):
        x = start + space * cell
        drawing.rect(
            x,
            track,
            cell - 1,
            14,
            fill=PALETTE["felt"],
            stroke=PALETTE["line"],
            tooltip=f"income {_dollars(space * 1000)}",
        )
        if space % 5 == 0:
            drawing.text(
                x + (cell - 1) / 2,
                track + 11,
                str(space),
                size=_SMALL,
                fill=PALETTE["faint"],
                anchor="middle",
            )
    for space, seats in stacks.items():
        x = start + space * cell
        for k, seat in enumerate(seats):
            sources = [f"{_dollars(i.amount)} {i.source}" for i in items if i.seat == seat]
            tooltip = f"{_seat(view, seat)}'s income marker: {_dollars(incomes[seat])}"
            if sources:
                tooltip += " (" + "; ".join(sources) + ")"
            drawing.circle(
                x + 5.5 + (k % per_row) * 9,
                track - 5 - (k // per_row) * 9,
                4,
                fill=seat_colour(seat),
                stroke=PALETTE["ink"],
                tooltip=tooltip,
            )
    return track + 20


def _seats(drawing: Drawing, view: View, y: float) -> float:
    """Each seat: its town, money, income, cards in hand and cards in front of it."""
    count = len(view.seats)
    columns = 2 if count in (2, 4) else 3
    width = (_RIGHT - _LEFT - (columns - 1) * 6) / columns
    hot = deciding(view)
    incomes = income_of(view)
    for first in range(0, count, columns):
        seats = range(first, min(first + columns, count))
        bottoms = [
            _seat_panel(
                drawing, view, seat, _LEFT + (seat - first) * (width + 6), y, width, incomes[seat]
            )
            for seat in seats
        ]
        height = max(bottoms) + 6 - y
        for seat in seats:
            drawing.frame(_LEFT + (seat - first) * (width + 6), y, width, height, asked=seat == hot)
        y += height + 6
    return y


def _seat_panel(
    drawing: Drawing, view: View, seat: int, x: float, y: float, width: float, income: int
) -> float:
    """One seat's place at the table; the lowest point drawn."""
    shown = view.seats[seat]
    left, right = x + 7, x + width - 7
    drawing.rect(
        x, y, width, 20, fill=seat_colour(seat), rounded=4, tooltip=f"{_seat(view, seat)}'s place"
    )
    drawing.text(left, y + 14, _seat(view, seat), size=12, fill=PALETTE["card"], bold=True)
    if seat == deciding(view):
        drawing.text(
            right, y + 14, "to act", size=11, fill=PALETTE["card"], anchor="end", bold=True
        )
    town = shown.town.value if shown.town is not None else "no town yet"
    if seat == view.turn.seat and view.turn.step is not Step.OVER:
        town += f"{_DOT}its turn"
    drawing.text(left, y + 33, town, size=_SMALL, fill=PALETTE["faint"])
    line = y + 39
    if shown.money is None:
        _back(drawing, left, line, 56, 17, f"{_seat(view, seat)}'s money: secret")
        drawing.text(
            left + 28, line + 12.5, "secret", size=_SMALL, fill=PALETTE["paper"], anchor="middle"
        )
        after = left + 62
    else:
        money = _dollars(shown.money)
        drawing.text(left, line + 13, money, size=13, fill=PALETTE["money"], bold=True)
        after = left + padded_width(money, 13, True) + 6
    drawing.text(after, line + 12, f"income {_dollars(income)}", size=_SMALL)
    line += 22
    middle = left + (right - left) / 2
    for start, end, name, count, what in (
        (left, middle - 4, "cards", shown.cards, "an action card"),
        (middle, right, "coups", shown.coups, "a coup card"),
    ):
        drawing.text(start, line + 12, name, size=_SMALL, fill=PALETTE["faint"])
        begin = start + padded_width(f"{name} ", _SMALL)
        if seat == view.player:
            drawing.text(begin, line + 12, f"{count}, below", size=_SMALL)
        else:
            _backs(drawing, begin, line, end - begin, count, f"{what} of {_seat(view, seat)}")
    line += 20
    revolvers = view.setup.options.content.revolvers
    front = [
        (_card_name(card, revolvers), f"{card.value}, in front of {_seat(view, seat)}")
        for card in shown.front
    ]
    if front:
        return _chips(drawing, left, right, line, front, PALETTE["felt"])
    return line - 2


def _hand(drawing: Drawing, view: View, y: float) -> float:
    """The viewer's action cards, then its coup cards, face up, in one flow."""
    if view.player is None:
        return y
    y = _heading(drawing, y, "Your hand", "action cards, then coup cards")
    revolvers = view.setup.options.content.revolvers
    x: float = _LEFT
    if not view.hand:
        drawing.text(x, y + 16, "no action cards;", size=_SMALL, fill=PALETTE["faint"])
        x += padded_width("no action cards; ", _SMALL)
    for card in view.hand:
        label = _card_name(card, revolvers)
        width = padded_width(label, _SMALL) + 10
        if x > _LEFT and x + width > _RIGHT:
            x, y = _LEFT, y + 28
        drawing.rect(
            x,
            y + 4,
            width,
            16,
            fill=PALETTE["card"],
            stroke=PALETTE["ink"],
            rounded=3,
            tooltip=f"your {card.kind.value}: {card.value}",
        )
        drawing.text(x + 5, y + 16, label, size=_SMALL)
        x += width + 4
    if not view.coups:
        if x + 4 + padded_width("no coup cards", _SMALL) > _RIGHT:
            x, y = _LEFT - 4, y + 28
        drawing.text(x + 4, y + 16, "no coup cards", size=_SMALL, fill=PALETTE["faint"])
    x += 6
    for coup in view.coups:
        if x + 16 > _RIGHT:
            x, y = _LEFT, y + 28
        _coup(drawing, x, y, coup, f"your coup card: {coup.value}")
        x += 19
    return y + 30


def _this_turn(drawing: Drawing, view: View, y: float) -> float:
    """What is under way this turn: the tile drawn, an offer, a bank attack, a gunfight,
    a poker game."""
    turn = view.turn
    if not (turn.tile or turn.offer or turn.attack or turn.fight or turn.poker):
        return y
    y = _heading(drawing, y, f"Seat {turn.seat}'s turn", turn.step.value)
    if turn.tile is not None:
        y = _tile(drawing, turn.tile, y)
    offer = turn.offer
    if offer is not None:
        card = _card_name(offer.card, view.setup.options.content.revolvers)
        words = (
            f"Offer: {_seat(view, offer.seller)} sells {card} to {_seat(view, offer.buyer)} "
            f"for {_dollars(offer.price)}; {_seat(view, offer.asked)} answers."
        )
        y = drawing.paragraph(_LEFT, y + 11, _RIGHT - _LEFT, words) - 4
    attack = turn.attack
    if attack is not None:
        drawing.text(
            _LEFT,
            y + 16,
            f"Bank attack: {_seat(view, attack.attacker)} attacks "
            f"{_seat(view, attack.target)}'s bank",
            size=_SMALL,
        )
        x = _LEFT + 280
        if view.face_down and attack.coup is None:
            _back(drawing, x, y, 16, 24, "the attacker's coup card, face down")
        elif attack.coup is not None:
            _coup(
                drawing,
                x,
                y,
                attack.coup,
                f"the attacker's coup card: {attack.coup.value}"
                + (" (face down to the others)" if view.face_down else ""),
            )
        else:
            drawing.text(x, y + 16, "a free shot", size=_SMALL, fill=PALETTE["faint"])
        y += 28
    if turn.fight is not None:
        y = _gunfight(drawing, view, turn.fight, y)
    if turn.poker is not None:
        y = _poker(drawing, view, turn.poker, y)
    return y + 2


def _tile(drawing: Drawing, tile: Tile, y: float) -> float:
    """The tile drawn this turn, waiting to be placed."""
    name = _tile_name(tile)
    if isinstance(tile, Shape):
        drawing.rect(
            _LEFT,
            y + 4,
            24,
            11,
            fill=PALETTE["rail"],
            stroke=PALETTE["ink"],
            rounded=5 if tile is Shape.CURVE else 0,
            tooltip=f"the tile drawn: {name}",
        )
    else:
        drawing.rect(
            _LEFT,
            y,
            19,
            19,
            fill=PALETTE["card"],
            stroke=PALETTE["ink"],
            tooltip=f"the tile drawn: {name}",
        )
        drawing.text(_LEFT + 9.5, y + 13, _INITIALS[tile], size=_SMALL, anchor="middle", bold=True)
    drawing.text(_LEFT + 30, y + 14, f"The tile drawn: {name}", size=_SMALL)
    return y + 24


def _gunfight(drawing: Drawing, view: View, fight: Gunfight, y: float) -> float:
    """Each participant of the gunfight: its shots, and the coup cards it placed."""
    drawing.text(_LEFT, y + 12, "Gunfight", size=11, bold=True)
    y += 16
    for index, seat in enumerate(fight.participants):
        modifier = fight.modifiers[index]
        status = (
            "to reply" if fight.turn == seat else ("in" if fight.still_in[index] else "withdrawn")
        )
        if fight.turn is None and fight.last_to_play == seat:
            status = "won"
        words = f"{_seat(view, seat)}: {_plural(fight.totals[index], 'shot')}"
        if modifier:
            words += f" ({modifier:+d} from its cards)"
        drawing.text(_LEFT + 8, y + 14, words, size=_SMALL)
        drawing.text(
            _LEFT + 230,
            y + 14,
            status,
            size=_SMALL,
            fill=PALETTE["highlight" if status == "to reply" else "faint"],
        )
        for k, shots in enumerate(fight.spent[index]):
            coup = next(c for c in Coup if c.shots == shots)
            _coup(
                drawing,
                _LEFT + 300 + k * 19,
                y,
                coup,
                f"a coup card {_seat(view, seat)} placed: {coup.value}",
            )
        y += 27
    return y


def _poker(drawing: Drawing, view: View, game: Poker, y: float) -> float:
    """The poker game: stake, pot, and each participant's card (or hand)."""
    kind = " (a real deal)" if game.real_deal else ""
    words = (
        f"Poker{kind}: {_seat(view, game.challenger)} challenges "
        f"{_seat(view, game.challenged)}; stake {_dollars(game.stake)}, pot {_dollars(game.pot)}"
    )
    y = drawing.paragraph(_LEFT, y + 12, _RIGHT - _LEFT, words, size=11, bold=True) - 8
    revolvers = view.setup.options.content.revolvers
    held = view.held
    for index, seat in enumerate(game.players):
        notes = []
        if seat == game.challenger:
            notes.append("challenger")
        if seat == game.challenged:
            notes.append("challenged")
        if seat in game.out:
            notes.append("out")
        if seat in game.fled:
            notes.append("ran away")
        if seat == game.trigger:
            notes.append("drew a revolver")
        if game.paid and index < len(game.paid):
            notes.append(f"bet {_dollars(game.paid[index])}")
        drawing.text(_LEFT + 8, y + 14, _seat(view, seat), size=_SMALL, bold=True)
        drawing.text(_LEFT + 100, y + 14, ", ".join(notes), size=_SMALL, fill=PALETTE["faint"])
        x = _LEFT + 300
        if game.real_deal and game.hands:
            hand = game.hands[index]
            if hand:
                for k, standard in enumerate(hand):
                    drawing.card(x + k * 24, y, 22, 20, _standard(standard), size=_SMALL)
                x += len(hand) * 24
            elif index < len(held):
                for k in range(held[index]):
                    _back(
                        drawing,
                        x + k * 14,
                        y,
                        12,
                        20,
                        f"a standard card of {_seat(view, seat)}, face down",
                    )
                x += held[index] * 14
            if game.replaced and index < len(game.replaced):
                card = game.replaced[index]
                if card is not None:
                    drawing.text(x + 4, y + 14, f"+ {_card_name(card, revolvers)}", size=_SMALL)
                elif view.placed and index < len(view.placed) and view.placed[index]:
                    _back(
                        drawing, x + 4, y, 14, 20, f"{_seat(view, seat)}'s playing card, face down"
                    )
        elif game.cards and index < len(game.cards):
            card = game.cards[index]
            if card is not None:
                drawing.card(x, y, 120, 20, _card_name(card, revolvers), size=_SMALL)
            elif view.placed and index < len(view.placed) and view.placed[index]:
                _back(drawing, x, y, 14, 20, f"{_seat(view, seat)}'s playing card, face down")
            else:
                drawing.text(x, y + 14, "no card", size=_SMALL, fill=PALETTE["faint"])
        elif view.placed and index < len(view.placed) and view.placed[index]:
            _back(drawing, x, y, 14, 20, f"{_seat(view, seat)}'s playing card, face down")
        y += 24
    if game.real_deal and game.hands and len(held) == len(game.players) + 2:
        drawn, deck = held[-2], held[-1]
        if game.drawn:
            chips = [
                (_standard(c), f"a card the Professional Player drew: {c}") for c in game.drawn
            ]
            y = _chips(drawing, _LEFT + 8, _RIGHT, y, chips) + 4
        elif drawn:
            for k in range(drawn):
                _back(
                    drawing,
                    _LEFT + 8 + k * 14,
                    y,
                    12,
                    20,
                    "a card the Professional Player drew, face down",
                )
            y += 24
        drawing.text(
            _LEFT + 8,
            y + 12,
            f"the standard deck: {deck} cards; raises: {game.raises}",
            size=_SMALL,
            fill=PALETTE["faint"],
        )
        y += 16
    return y


def _asked(drawing: Drawing, view: View, y: float) -> None:
    """Who decides what now."""
    turn = view.turn
    if turn.step is Step.OVER:
        if view.winner is not None:
            text = f"The game is over: {_seat(view, view.winner)} holds the winning money."
        else:
            money = [s.money for s in view.seats]
            text = "The game is over: the last tile has been placed."
            if all(m is not None for m in money):
                best = max(m for m in money if m is not None)
                richest = [s for s, m in enumerate(money) if m == best]
                text += (
                    " "
                    + " and ".join(_seat(view, s) for s in richest)
                    + (f" {'are' if len(richest) > 1 else 'is'} the richest ({_dollars(best)}).")
                )
    elif turn.step is Step.CARDS_DOWN and turn.poker is not None:
        seats = ", ".join(_seat(view, s) for s in turn.poker.asked)
        text = f"{seats}: {turn.step.value} (face down, all at once)."
    else:
        decider = deciding(view)
        tile = f" ({_tile_name(turn.tile)})" if turn.tile is not None else ""
        if decider is None or decider == turn.seat:
            text = f"{_seat(view, turn.seat)}: {turn.step.value}{tile}."
        else:
            text = f"{_seat(view, decider)} is asked to {turn.step.value}."
        if turn.loot is not None:  # told to every seat
            loot = turn.loot
            text = (
                f"{_seat(view, turn.seat)} took {_dollars(loot.amount)} from "
                f"{_seat(view, loot.target)}'s bank. {text}"
            )
    drawing.paragraph(
        _LEFT, y + 12, _RIGHT - _LEFT, text, size=12, fill=PALETTE["highlight"], bold=True
    )
