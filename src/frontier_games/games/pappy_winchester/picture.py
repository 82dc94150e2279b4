"""A *Pappy Winchester* view drawn as SVG: the table as one seat (or a spectator) sees it.

From the top down, in the rulebook's order:

* **the game board**: Pappy's plots of land, each in its terrain's colour (desert, prairie,
  forest) with its number, its Bonus token (M Movement, S Saloon, R Rumor), the owner's Hat
  token once bought and, on the mines and the ranch, the Mine or Ranch card (face down
  until its plot is bought or the viewer has looked at it with a Rumor token); the river
  and the railway, square by square, with the bridge where they cross; the Boat and the
  Locomotive on their squares (ringed if the last Movement token activated them); the
  saloon with its tips; the plot up for auction outlined (the Auction In Progress token).
  A board entered without a map is drawn as a row of plot tiles.
* beside it, **the turn**: the auction under way (the plot, the high bid, who is still in
  and whose turn it is), or the Movement or Rumor token being used, or the end of the
  game; the face-down Plot tokens still to draw; where the vehicles stand; the last
  purchase, the last duel's Pistol Duel cards and the card the last Rumor token looked
  at; the money all seats hold; and the viewer's own Secret Objective cards (what each
  is worth now) and what its rumors showed.
* **the players**: per seat its hat colour, the First Player token, its banknotes (a
  face-down note where the money is secret), its Duel token, its two Secret Objective
  cards (face down unless the viewer may see them), its Bonus tokens, its part in the
  auction, its plots, and the cards it looked at with a Rumor token.
* **the shared objectives**: each card on its pile of banknotes, and who took it.
* at the end, **the final scoring's Secret Objective cards**, every seat's, with their worth.

The seat to act is highlighted, and the viewer's seat is marked "you".

>>> from frontier_games.games.pappy_winchester import new_game, view
>>> svg(view(new_game(players=3, seed=1), 0)).startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from frontier_games.games.pappy_winchester.content import (
    OFF_BOARD_CELL,
    PLOT_CELLS,
    SALOON_CELL,
    Board,
    BonusKind,
    SecretObjective,
    SharedObjective,
    Terrain,
    around_ranch,
    away_from_railway,
    away_from_river,
    secret_objective_plots,
    secret_objective_worth,
    track_cells,
)
from frontier_games.games.pappy_winchester.model import (
    HiddenCard,
    HiddenKind,
    Phase,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.rules import NAME, fortunes
from frontier_games.messages import reads_view
from frontier_games.svg import PALETTE, WIDTH, Drawing, seat_colour, text_width, wrap

__all__ = ["svg"]

_LEFT = 10
"""The picture's left edge (and the space kept on the right)."""
_RIGHT = WIDTH - _LEFT
_CELL = 24
"""The largest side of one map cell, in pixels."""
_MAP_WIDTH = 288
"""The map's width when the turn is drawn beside it."""
_MAP_HEIGHT = 420
"""The tallest map drawn."""
_SMALLEST_CELL = 16
"""Below this cell size the map takes the picture's whole width, the turn below it."""
_GAP = 14
_TERRAIN_FILL = {
    Terrain.DESERT: PALETTE["desert"],
    Terrain.PRAIRIE: PALETTE["grass"],
    Terrain.FOREST: PALETTE["forest"],
}
_TOKEN_LETTER = {BonusKind.MOVEMENT: "M", BonusKind.SALOON: "S", BonusKind.RUMOR: "R"}
_TOKEN_ORDER = (BonusKind.MOVEMENT, BonusKind.SALOON, BonusKind.RUMOR)
_Point = Callable[[float, float], tuple[float, float]]
"""A function from a map cell (row, column) to a point of the picture."""
_SECRET_SHORT = {
    SecretObjective.FOREST: "Forest",
    SecretObjective.DESERT: "Desert",
    SecretObjective.PRAIRIE: "Prairie",
    SecretObjective.RIVER: "River",
    SecretObjective.SALOON: "Saloon",
    SecretObjective.RAILWAY: "Railway",
    SecretObjective.MINES: "Mines",
    SecretObjective.RANCH: "Ranch",
    SecretObjective.RUMOR_TOKENS: "Rumors",
    SecretObjective.MOVEMENT_TOKENS: "Moves",
}
"""A Secret Objective card's name on the small cards of a seat's row."""


@reads_view(View, f"a {NAME} View")
def svg(view: View) -> str:
    """The table as ``view``'s seat sees it, as an SVG document 600 pixels wide (see the
    module docstring for what it shows). The same view gives the same string.

    :raises TypeError: if ``view`` is not a *Pappy Winchester* View.
    :raises ValueError: if ``view``'s fields are not what a view holds.
    """
    return _picture(view)


def _header(drawing: Drawing, view: View) -> float:
    """The game, the viewer and the phase; returns where the table starts."""
    who = "a spectator" if view.player is None else f"seat {view.player}"
    drawing.text(_LEFT, 20, f"Pappy Winchester, {view.players} players", size=15, bold=True)
    drawing.text(_RIGHT, 20, f"you are {who}", size=12, anchor="end", bold=True)
    drawing.text(_LEFT, 38, _phase(view).capitalize(), size=12, fill=PALETTE["highlight"])
    return 46


def _picture(view: View) -> str:
    drawing = Drawing(_title(view))
    board = view.options.content.board
    top = _header(drawing, view)
    geometry = _geometry(board)
    if geometry is None:
        width, beside = float(_MAP_WIDTH), True
        map_bottom = _tiles(drawing, view, top)
    else:
        width, beside = geometry.cell * len(geometry.grid[0]), geometry.beside
        map_bottom = _board(drawing, view, geometry, top)
    if beside:
        left = _LEFT + width + _GAP
        panel_bottom = _turn(drawing, view, left, top, _RIGHT - left)
        if _legend(Drawing(""), left, panel_bottom + 10, _RIGHT) <= map_bottom:
            bottom = max(map_bottom, _legend(drawing, left, panel_bottom + 10, _RIGHT))
        else:  # no room beside the map: below it
            bottom = _legend(drawing, _LEFT, max(map_bottom, panel_bottom) + 10, _RIGHT)
    else:
        bottom = _turn(drawing, view, _LEFT, map_bottom + _GAP, _RIGHT - _LEFT)
        bottom = _legend(drawing, _LEFT, bottom + 10, _RIGHT)
    bottom = _players(drawing, view, bottom + 8)
    bottom = _shared_objectives(drawing, view, bottom + 10)
    if view.phase is Phase.OVER:
        _final_secrets(drawing, view, bottom + 10)
    return drawing.to_svg()


# -- words ---------------------------------------------------------------------------------


def _seat(view: View, seat: int) -> str:
    return f"seat {seat} (you)" if seat == view.player else f"seat {seat}"


def _dollars(amount: int) -> str:
    return f"${amount}"


def _short_dollars(amount: int) -> str:
    """A card's value in a few characters: ``$0``, ``$4k``, ``$10k``."""
    if amount % 1000 == 0 and amount:
        return f"${amount // 1000}k"
    return f"${amount}"


def _phase(view: View) -> str:
    if view.phase is Phase.BIDDING:
        return f"auction for plot {view.plot}"
    if view.phase is Phase.MOVE:
        return f"seat {view.first} uses the Movement token of plot {view.plot}"
    if view.phase is Phase.RUMOR:
        return f"seat {view.first} uses the Rumor token of plot {view.plot}"
    return "game over"


def _title(view: View) -> str:
    who = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    return f"Pappy Winchester, {view.players} players: {who}, {_phase(view)}"


def _to_act(view: View) -> int | None:
    """The seat asked to act now: the bidder whose turn it is, or the buyer using a token."""
    if view.phase is Phase.BIDDING:
        return view.active[view.turn]
    if view.phase is Phase.OVER:
        return None
    return view.first


def _card_name(view: View, card: HiddenCard) -> str:
    """A face-down card in words (not what it shows)."""
    if card.kind is HiddenKind.OBJECTIVE:
        return f"{_seat(view, card.where)}'s secret objective {card.slot + 1}"
    return f"the {card.kind.value} card on plot {card.where}"


def _card_kind(board: Board, plot: int) -> str | None:
    if plot == board.ranch:
        return "Ranch"
    if plot in board.mines:
        return "Mine"
    return None


def _printed_note(board: Board, card: SharedObjective | SecretObjective) -> str | None:
    """Where ``card``'s printed plot list is not the one counted on ``board`` (the
    rulebook's misprints, D1 and D2, or a user's board): the plots counted."""
    if card is SharedObjective.THREE_AWAY_FROM_RIVER:
        counted = away_from_river(board)
    elif card is SharedObjective.THREE_AWAY_FROM_RAILWAY:
        counted = away_from_railway(board)
    elif card is SecretObjective.RANCH:
        counted = around_ranch(board)
    elif isinstance(card, SecretObjective) and card.token_kind is None:
        counted = secret_objective_plots(board, card) or frozenset()
    else:
        return None
    text = card.text
    if "(" not in text:
        return None
    printed = frozenset(int(n) for n in text[text.rindex("(") + 1 : text.rindex(")")].split(", "))
    if printed == counted:
        return None
    plots = ", ".join(map(str, sorted(counted)))
    if card is SecretObjective.RANCH:
        return f"on this board: the ranch {board.ranch} and {plots}"
    return f"on this board: {plots}"


def _plots_of(view: View, seat: int) -> list[int]:
    return [n for n, owner in enumerate(view.owners, start=1) if owner == seat]


def _secret_text(view: View, seat: int, card: SecretObjective) -> str:
    """A Secret Objective card's printed text, the plots it counts if they differ, and
    what it is worth to ``seat`` (now, or at the final scoring)."""
    board = view.options.content.board
    worth = secret_objective_worth(board, card, _plots_of(view, seat), view.bonus)
    note = _printed_note(board, card)
    when = "" if view.phase is Phase.OVER else " now"
    return f"{card.text} ({'' if note is None else note + '; '}worth ${worth}{when})"


# -- pieces --------------------------------------------------------------------------------


def _hat(drawing: Drawing, view: View, cx: float, cy: float, seat: int, radius: float = 8) -> None:
    """A seat's Hat token: a disc of its colour with its number."""
    drawing.circle(
        cx,
        cy,
        radius,
        fill=seat_colour(seat),
        stroke=PALETTE["ink"],
        tooltip=f"{_seat(view, seat)}'s hat",
    )
    drawing.text(cx, cy + 3.5, str(seat), size=10, fill=PALETTE["card"], anchor="middle", bold=True)


def _token(drawing: Drawing, cx: float, cy: float, kind: BonusKind, where: str) -> None:
    """A Bonus token: a disc with the kind's letter."""
    drawing.circle(
        cx,
        cy,
        7,
        fill=PALETTE["card"],
        stroke=PALETTE["ink"],
        tooltip=f"a {kind.value.capitalize()} token{where}",
    )
    drawing.text(cx, cy + 3.5, _TOKEN_LETTER[kind], size=10, anchor="middle", bold=True)


def _plot_card(drawing: Drawing, view: View, cx: float, cy: float, plot: int, kind: str) -> None:
    """The Mine or Ranch card on ``plot``: face down while the viewer has not seen it."""
    value = view.cards[plot - 1]
    if value is None:
        drawing.card(
            cx - 8, cy - 10, 16, 20, f"the {kind} card on plot {plot}, face down", face_down=True
        )
        return
    drawing.rect(
        cx - 11,
        cy - 8,
        22,
        16,
        fill=PALETTE["card"],
        stroke=PALETTE["ink"],
        rounded=3,
        tooltip=f"the {kind} card of plot {plot}: ${value}",
    )
    drawing.text(cx, cy + 3.5, _short_dollars(value), size=10, anchor="middle")


def _locomotive(drawing: Drawing, view: View, cx: float, cy: float, squares: int) -> None:
    ringed = view.activated is Vehicle.LOCOMOTIVE
    drawing.rect(
        cx - 10,
        cy - 6,
        20,
        12,
        fill=PALETTE["rail"],
        rounded=2,
        stroke=PALETTE["highlight"] if ringed else PALETTE["ink"],
        tooltip=f"the Locomotive on railway square {view.locomotive} of 0-{squares - 1}"
        + (" (activated last)" if ringed else ""),
    )
    drawing.text(cx, cy + 3.5, "L", size=10, fill=PALETTE["card"], anchor="middle", bold=True)


def _boat(drawing: Drawing, view: View, cx: float, cy: float, squares: int) -> None:
    ringed = view.activated is Vehicle.BOAT
    drawing.polygon(
        ((cx - 11, cy - 6), (cx + 11, cy - 6), (cx + 7, cy + 6), (cx - 7, cy + 6)),
        fill=PALETTE["card"],
        stroke=PALETTE["highlight"] if ringed else PALETTE["ink"],
        tooltip=f"the Boat on river square {view.boat} of 0-{squares - 1}"
        + (" (activated last)" if ringed else ""),
    )
    drawing.text(cx, cy + 3.5, "B", size=10, anchor="middle", bold=True)


# -- the game board ------------------------------------------------------------------------


class _Geometry(NamedTuple):
    """Where a board's map is drawn: its cells, plots and tracks."""

    cell: float
    beside: bool
    """Whether the turn is drawn beside the map (else below it, the map being wide)."""
    grid: tuple[str, ...]
    railway: tuple[tuple[int, int], ...]
    river: tuple[tuple[int, int], ...]


def _geometry(board: Board) -> _Geometry | None:
    """The map's layout, or ``None`` for a board entered without a grid."""
    grid = board.grid
    if not grid:
        return None
    rows, columns = len(grid), len(grid[0])
    cell = min(_CELL, _MAP_WIDTH / columns, _MAP_HEIGHT / rows)
    beside = cell >= _SMALLEST_CELL
    if not beside:
        cell = min(_CELL, (_RIGHT - _LEFT) / columns, 2 * _MAP_HEIGHT / rows)
    railway, river = track_cells(grid)
    return _Geometry(cell, beside, grid, railway, river)


def _board(drawing: Drawing, view: View, geometry: _Geometry, top: float) -> float:
    """The game board: terrains, river, railway, saloon, plot borders, the auctioned plot,
    each plot's number, token, hat and card, and the vehicles. Returns its bottom."""
    board = view.options.content.board
    cell, grid = geometry.cell, geometry.grid

    def corner(row: float, column: float) -> tuple[float, float]:
        return _LEFT + column * cell, top + row * cell

    def centre(row: float, column: float) -> tuple[float, float]:
        return _LEFT + (column + 0.5) * cell, top + (row + 0.5) * cell

    _terrains(drawing, board, grid, corner, cell)
    _river(drawing, board, geometry, corner, centre)
    _railway(drawing, board, geometry, corner, centre)
    _saloon(drawing, view, grid, corner, centre, cell)
    _borders(drawing, view, grid, corner)
    _plots(drawing, view, grid, centre)
    _vehicles(drawing, view, geometry, centre)
    return top + len(grid) * cell


def _terrains(
    drawing: Drawing, board: Board, grid: Sequence[str], corner: _Point, cell: float
) -> None:
    for row, line in enumerate(grid):
        for column, char in enumerate(line):
            if char in PLOT_CELLS:
                plot = board.plots[PLOT_CELLS.index(char)]
                x, y = corner(row, column)
                drawing.rect(
                    x,
                    y,
                    cell,
                    cell,
                    fill=_TERRAIN_FILL[plot.terrain],
                    stroke=_TERRAIN_FILL[plot.terrain],  # no seams between a plot's cells
                    tooltip=f"plot {plot.number}, {plot.terrain.value}",
                )


def _river(
    drawing: Drawing, board: Board, geometry: _Geometry, corner: _Point, centre: _Point
) -> None:
    cell = geometry.cell
    drawing.line([centre(*at) for at in geometry.river], stroke=PALETTE["water"], width=cell * 0.3)
    for index, (row, column) in enumerate(geometry.river):
        x, y = corner(row, column)
        pays = ", ".join(map(str, sorted(board.river[index]))) or "none"
        drawing.rect(
            x,
            y,
            cell,
            cell,
            fill=PALETTE["water"],
            stroke=PALETTE["water"],
            tooltip=f"river square {index} (a Boat here pays plots {pays})",
        )


def _railway(
    drawing: Drawing, board: Board, geometry: _Geometry, corner: _Point, centre: _Point
) -> None:
    cell = geometry.cell
    river = frozenset(geometry.river)
    for index, (row, column) in enumerate(geometry.railway):
        x, y = corner(row, column)
        pays = ", ".join(map(str, sorted(board.railway[index]))) or "none"
        what = f"railway square {index} (a Locomotive here pays plots {pays})"
        ground = PALETTE["felt"]
        if (row, column) in river:
            what = f"the bridge: {what}, over river square {geometry.river.index((row, column))}"
            ground = PALETTE["water"]
        drawing.rect(x, y, cell, cell, fill=ground, stroke=ground, tooltip=what)
    points = [centre(*at) for at in geometry.railway]
    drawing.line(points, stroke=PALETTE["rail"], width=max(3.0, cell / 4))
    drawing.line(points, stroke=PALETTE["felt"], width=max(1.0, cell / 12))


def _saloon(
    drawing: Drawing, view: View, grid: Sequence[str], corner: _Point, centre: _Point, cell: float
) -> None:
    cells = [
        (r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch == SALOON_CELL
    ]
    tooltip = f"the saloon: ${view.saloon} in tips"
    for row, column in cells:
        x, y = corner(row, column)
        drawing.rect(x, y, cell, cell, fill=PALETTE["card"], tooltip=tooltip)
    if not cells:
        return
    cx, cy = centre(sum(r for r, _ in cells) / len(cells), sum(c for _, c in cells) / len(cells))
    drawing.text(cx, cy - 2, "Saloon", size=10, anchor="middle", bold=True)
    drawing.text(
        cx,
        cy + 11,
        _dollars(view.saloon),
        size=10,
        fill=PALETTE["money"],
        anchor="middle",
        bold=True,
    )


def _borders(drawing: Drawing, view: View, grid: Sequence[str], corner: _Point) -> None:
    """The lines between cells of different spaces (plots, tracks, saloon), merged into
    runs; then the auctioned plot's outline in the highlight colour."""
    rows, columns = len(grid), len(grid[0])

    def at(row: int, column: int) -> str:
        if 0 <= row < rows and 0 <= column < columns:
            return grid[row][column]
        return OFF_BOARD_CELL

    def runs(test: Callable[[str, str], bool], colour: str, width: float) -> None:
        for row in range(rows + 1):  # the line above row ``row``
            start = None
            for column in range(columns + 1):
                edge = column < columns and test(at(row - 1, column), at(row, column))
                if edge and start is None:
                    start = column
                elif not edge and start is not None:
                    drawing.line(
                        [corner(row, start), corner(row, column)], stroke=colour, width=width
                    )
                    start = None
        for column in range(columns + 1):  # the line left of column ``column``
            start = None
            for row in range(rows + 1):
                edge = row < rows and test(at(row, column - 1), at(row, column))
                if edge and start is None:
                    start = row
                elif not edge and start is not None:
                    drawing.line(
                        [corner(start, column), corner(row, column)], stroke=colour, width=width
                    )
                    start = None

    def between_spaces(a: str, b: str) -> bool:
        return a != b and (a in PLOT_CELLS or b in PLOT_CELLS or SALOON_CELL in (a, b))

    runs(between_spaces, PALETTE["ink"], 1.2)
    if view.phase is Phase.BIDDING:
        auctioned = PLOT_CELLS[view.plot - 1]
        runs(lambda a, b: (a == auctioned) != (b == auctioned), PALETTE["highlight"], 3)


def _plots(drawing: Drawing, view: View, grid: Sequence[str], centre: _Point) -> None:
    """Each plot's number, Bonus token, hat and Mine or Ranch card, in its cells nearest
    its middle (the number in the middle one)."""
    board = view.options.content.board
    cells: dict[str, list[tuple[int, int]]] = {}
    for row, line in enumerate(grid):
        for column, char in enumerate(line):
            if char in PLOT_CELLS:
                cells.setdefault(char, []).append((row, column))
    for number in board.numbers:
        mine = cells[PLOT_CELLS[number - 1]]
        mid_row = sum(r for r, _ in mine) / len(mine)
        mid_column = sum(c for _, c in mine) / len(mine)
        slots = sorted(
            mine, key=lambda rc: ((rc[0] - mid_row) ** 2 + (rc[1] - mid_column) ** 2, rc)
        )
        places = []
        for index in range(4):  # more pieces than cells: the extra ones a little aside
            x, y = centre(*slots[index % len(slots)])
            aside = 6 * (index // len(slots))
            places.append((x + aside, y + aside))
        _plot_pieces(drawing, view, number, places)


def _plot_pieces(
    drawing: Drawing, view: View, number: int, places: Sequence[tuple[float, float]]
) -> None:
    """Plot ``number``'s label, Bonus token, hat and card at ``places`` 0, 1, 2 and 3."""
    board = view.options.content.board
    x, y = places[0]
    auctioned = view.phase is Phase.BIDDING and number == view.plot
    drawing.text(
        x,
        y + 4,
        str(number),
        size=11,
        bold=True,
        fill=PALETTE["highlight"] if auctioned else PALETTE["ink"],
        anchor="middle",
    )
    x, y = places[1]
    _token(drawing, x, y, view.bonus[number - 1], f" on plot {number}")
    owner = view.owners[number - 1]
    if owner is not None:
        x, y = places[2]
        _hat(drawing, view, x, y, owner)
    kind = _card_kind(board, number)
    if kind is not None:
        x, y = places[3]
        _plot_card(drawing, view, x, y, number, kind)


def _vehicles(drawing: Drawing, view: View, geometry: _Geometry, centre: _Point) -> None:
    railway, river = geometry.railway, geometry.river
    rail_at, boat_at = railway[view.locomotive], river[view.boat]
    shift = 5.0 if rail_at == boat_at else 0.0
    x, y = centre(*boat_at)
    _boat(drawing, view, x, y + shift, len(river))
    x, y = centre(*rail_at)
    _locomotive(drawing, view, x, y - shift, len(railway))


def _tiles(drawing: Drawing, view: View, top: float) -> float:
    """A board entered without a map: a tile per plot, and the saloon's. Returns the
    bottom."""
    board = view.options.content.board
    size, gap = 52.0, 7.0
    per_row = int((_MAP_WIDTH + gap) // (size + gap))
    count = len(board.plots) + 1
    for index in range(count):
        x = _LEFT + (index % per_row) * (size + gap)
        y = top + (index // per_row) * (size + gap)
        if index == len(board.plots):
            drawing.rect(
                x,
                y,
                size,
                size,
                fill=PALETTE["card"],
                stroke=PALETTE["ink"],
                tooltip=f"the saloon: ${view.saloon} in tips",
            )
            drawing.text(x + size / 2, y + 22, "Saloon", size=10, anchor="middle", bold=True)
            drawing.text(
                x + size / 2,
                y + 36,
                _dollars(view.saloon),
                size=10,
                fill=PALETTE["money"],
                anchor="middle",
                bold=True,
            )
            continue
        plot = board.plots[index]
        auctioned = view.phase is Phase.BIDDING and plot.number == view.plot
        if auctioned:
            drawing.rect(
                x - 3,
                y - 3,
                size + 6,
                size + 6,
                fill=PALETTE["highlight"],
                tooltip=f"plot {plot.number} is up for auction",
            )
        drawing.rect(
            x,
            y,
            size,
            size,
            fill=_TERRAIN_FILL[plot.terrain],
            stroke=PALETTE["ink"],
            tooltip=f"plot {plot.number}, {plot.terrain.value}",
        )
        places = ((x + 13, y + 13), (x + 39, y + 13), (x + 13, y + 39), (x + 39, y + 39))
        _plot_pieces(drawing, view, plot.number, places)
    rows = (count + per_row - 1) // per_row
    return top + rows * (size + gap) - gap


# -- the turn ------------------------------------------------------------------------------


def _turn(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """Beside the map: the auction (or token) under way, the Plot tokens, the vehicles,
    the last purchase, duel and rumor, the money in play, and the viewer's hand."""
    y = _auction(drawing, view, x, top, width)
    y = _plot_tokens(drawing, view, x, y + 8, width)
    y = _vehicle_squares(drawing, view, x, y + 4, width)
    y = _last_moves(drawing, view, x, y + 2, width)
    if view.player is not None:
        y = _hand(drawing, view, x, y + 6, width)
    return y


def _auction(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """Step 1 (bidding), or the token being used, or the end, in a box."""
    board = view.options.content.board
    lines: list[tuple[str, str, bool]] = []  # text, colour, bold
    ink, red = PALETTE["ink"], PALETTE["highlight"]
    asked = _to_act(view)
    if view.phase is Phase.BIDDING:
        plot = board.plots[view.plot - 1]
        heading = f"Auction In Progress: plot {view.plot}"
        card = _card_kind(board, view.plot)
        lines.append(
            (
                f"{plot.terrain.value}, {view.bonus[view.plot - 1].value.capitalize()} token"
                + ("" if card is None else f", {card} card"),
                ink,
                False,
            )
        )
        if view.high_bidder is None:
            lines.append(("no bid yet", ink, False))
        else:
            lines.append(
                (
                    f"high bid {_dollars(view.high_bid)} by {_seat(view, view.high_bidder)}",
                    ink,
                    True,
                )
            )
    elif view.phase is Phase.MOVE:
        heading = f"Movement token of plot {view.plot}"
        lines.append(
            (f"{_seat(view, view.first)} activates the Boat or the Locomotive", ink, False)
        )
    elif view.phase is Phase.RUMOR:
        heading = f"Rumor token of plot {view.plot}"
        lines.append((f"{_seat(view, view.first)} looks at a face-down card", ink, False))
    else:
        heading = "Game over: every plot is bought"
        lines.extend(_final_fortunes(view))
    inner = width - 16
    wrapped = [
        (part, colour, bold)
        for text, colour, bold in lines
        for part in wrap(text, inner * (0.85 if bold else 1), 11)
    ]
    chips = view.phase is Phase.BIDDING
    height = 22 + 14 * len(wrapped) + (26 if chips else 0) + (16 if asked is not None else 0)
    drawing.rect(
        x,
        top,
        width,
        height,
        fill=PALETTE["felt"],
        stroke=red if asked is not None else PALETTE["line"],
        rounded=6,
        tooltip="the turn: " + _phase(view),
    )
    y = top + 17
    drawing.text(x + 8, y, heading, size=12, bold=True)
    for text, colour, bold in wrapped:
        y += 14
        drawing.text(x + 8, y, text, size=11, fill=colour, bold=bold)
    if chips:
        y += 20
        drawing.text(x + 8, y + 4, "still in:", size=11)
        cx = x + 8 + text_width("still in:", 11) + 14
        for seat in view.active:
            if seat == asked:
                drawing.circle(cx, y, 11, fill=red, tooltip=f"{_seat(view, seat)} is to bid")
            _hat(drawing, view, cx, y, seat)
            cx += 24
    if asked is not None:
        y += 18
        drawing.text(x + 8, y, f"to act: {_seat(view, asked)}", size=11, fill=red, bold=True)
    return top + height


def _final_fortunes(view: View) -> list[tuple[str, str, bool]]:
    """The final scoring: each seat's fortune in parts, the richest in bold."""
    parts, _ = fortunes(view)
    totals = [sum(part.values()) for part in parts]
    lines = [("fortunes: banknotes + secret objectives + most plots", PALETTE["ink"], False)]
    for seat, part in enumerate(parts):
        sums = " + ".join(_dollars(amount) for amount in part.values())
        lines.append(
            (
                f"{_seat(view, seat)}: {sums} = {_dollars(totals[seat])}",
                PALETTE["ink"],
                totals[seat] == max(totals),
            )
        )
    return lines


def _plot_tokens(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """The face-down Plot tokens still to draw (their numbers are public, not their
    order)."""
    left = sorted(view.draws)
    if left:
        drawing.card(x, top, 22, 28, f"{len(left)} Plot tokens, face down", face_down=True)
    else:
        drawing.rect(
            x,
            top,
            22,
            28,
            fill="none",
            stroke=PALETTE["line"],
            rounded=4,
            tooltip="no Plot token left",
        )
    y = top + 11
    drawing.text(x + 30, y, f"Plot tokens face down: {len(left)}", size=11, bold=True)
    if left:
        y = drawing.paragraph(x + 30, y + 14, width - 30, ", ".join(map(str, left)), size=10)
    else:
        y += 14
    return max(y - 8, top + 28)


def _vehicle_squares(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """Where the Locomotive and the Boat stand, and which one was activated last."""
    board = view.options.content.board
    y = top + 12
    for vehicle, square, squares, track in (
        (Vehicle.LOCOMOTIVE, view.locomotive, len(board.railway), "railway"),
        (Vehicle.BOAT, view.boat, len(board.river), "river"),
    ):
        if vehicle is Vehicle.LOCOMOTIVE:
            _locomotive(drawing, view, x + 11, y - 4, squares)
        else:
            _boat(drawing, view, x + 11, y - 4, squares)
        last = " (activated last)" if view.activated is vehicle else ""
        text = f"{vehicle.value.capitalize()}: {track} square {square} of 0-{squares - 1}{last}"
        y = drawing.paragraph(x + 30, y, width - 30, text, size=11) + 3
    return y - 11


def _last_moves(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """The last purchase (step 2), the last duel's Pistol Duel cards, the last Rumor token's
    card, and the money all seats hold."""
    y = top + 12
    bought = view.last_purchase
    if bought is not None:
        text = f"Last purchase: plot {bought.plot} by {_seat(view, bought.buyer)}"
        y = drawing.paragraph(x, y, width, f"{text} for {_dollars(bought.price)}", size=10)
    if view.last_duel is not None:
        y = _duel(drawing, view, x, y, width)
    if view.looked_at is not None:
        text = f"Last Rumor token looked at {_card_name(view, view.looked_at)}"
        y = drawing.paragraph(x, y, width, text, size=10)
    text = f"Money held in all: {_dollars(view.money_total)}"
    y = drawing.paragraph(x, y + 2, width, text, fill=PALETTE["money"], bold=True, size=11)
    return y - 11


def _duel(drawing: Drawing, view: View, x: float, y: float, width: float) -> float:
    """The last duel: who drew on whom, and the two Pistol Duel cards turned over."""
    duel = view.last_duel
    assert duel is not None
    other = duel.click if duel.bang == duel.challenger else duel.bang
    text = (
        f"Last duel, plot {duel.plot}: {_seat(view, duel.challenger)} drew on {_seat(view, other)}"
    )
    y = drawing.paragraph(x, y, width, text, size=10) + 2
    cx = x
    for label, said in (
        ("Bang!", f"{_seat(view, duel.bang)} paid {_dollars(duel.price)}"),
        ("Click!", _seat(view, duel.click)),
    ):
        if cx > x and cx + 50 + text_width(said, 10) > x + width:
            cx, y = x, y + 24
        drawing.card(cx, y - 10, 44, 18, label, size=10)
        drawing.text(cx + 50, y + 3, said, size=10)
        cx += 50 + text_width(said, 10) + 10
    return y + 24


def _hand(drawing: Drawing, view: View, x: float, top: float, width: float) -> float:
    """The viewer's Secret Objective cards (before the end) and what its rumors showed."""
    seat = view.player
    assert seat is not None
    y = top + 12
    if view.phase is not Phase.OVER:
        drawing.text(x, y, "Your Secret Objective cards:", size=11, bold=True)
        y += 6
        for card in view.secrets[seat]:
            if card is None:
                continue
            parts = wrap(_secret_text(view, seat, card), width - 10, 10)
            height = 13 * len(parts) + 6
            drawing.rect(
                x,
                y,
                width,
                height,
                fill=PALETTE["card"],
                stroke=PALETTE["ink"],
                rounded=4,
                tooltip=f"your Secret Objective card: {card.text}",
            )
            for index, part in enumerate(parts):
                drawing.text(x + 5, y + 13 + 13 * index, part, size=10)
            y += height + 4
        y += 10
    known = sorted(view.known[seat], key=lambda c: (c.kind.value, c.where, c.slot))
    if known and view.phase is not Phase.OVER:  # at the end every card is face up
        drawing.text(x, y, "Your rumors showed:", size=11, bold=True)
        y += 14
        for looked in known:
            y = drawing.paragraph(x, y, width, _rumor_result(view, looked), size=10)
    return y - 10


def _rumor_result(view: View, card: HiddenCard) -> str:
    if card.kind is HiddenKind.OBJECTIVE:
        seen = view.secrets[card.where][card.slot]
        if seen is None:
            return f"{_card_name(view, card)}: ?"
        return f"{_card_name(view, card)}: {_SECRET_SHORT[seen]} (${seen.dollars} each)"
    value = view.cards[card.where - 1]
    return f"{_card_name(view, card)}: {'$?' if value is None else _dollars(value)}"


# -- the legend ----------------------------------------------------------------------------


def _legend(drawing: Drawing, left: float, top: float, right: float) -> float:
    """What the map's colours and marks stand for, in lines from ``left`` to ``right``;
    returns the bottom."""
    x, y = left, top + 8
    items: list[tuple[str, str]] = [
        ("desert", PALETTE["desert"]),
        ("prairie", PALETTE["grass"]),
        ("forest", PALETTE["forest"]),
        ("river", PALETTE["water"]),
        ("railway", PALETTE["rail"]),
        ("face down", PALETTE["back"]),
    ]
    for label, fill in items:
        width = 16 + text_width(label, 10) + 10
        if x + width > right:
            x, y = left, y + 16
        drawing.rect(x, y - 6, 12, 12, fill=fill, stroke=PALETTE["ink"])
        drawing.text(x + 16, y + 4, label, size=10)
        x += width
    for kind in _TOKEN_ORDER:
        label = kind.value
        width = 18 + text_width(label, 10) + 10
        if x + width > right:
            x, y = left, y + 16
        _token(drawing, x + 7, y - 1, kind, " (the legend)")
        drawing.text(x + 18, y + 4, label, size=10)
        x += width
    return y + 8


# -- the players ---------------------------------------------------------------------------


def _players(drawing: Drawing, view: View, top: float) -> float:
    """One row per seat: hat, First Player token, money, Duel token, Secret Objective
    cards, Bonus tokens, its part in the auction, its plots and its rumors."""
    drawing.text(_LEFT, top + 12, "The heirs", size=12, bold=True)
    drawing.text(
        _LEFT + 70,
        top + 12,
        "(money, Duel token, Secret Objective cards, Bonus tokens, plots)",
        size=10,
        fill=PALETTE["faint"],
    )
    y = top + 18
    for seat in range(view.players):
        y = _seat_row(drawing, view, seat, y) + 4
    return y - 4


_ROW_INDENT = _LEFT + 38
"""Where a seat's row starts, right of its hat."""
_CHIP = 22
"""The step between the plot chips of a seat's row."""


def _seat_row(drawing: Drawing, view: View, seat: int, top: float) -> float:
    """A seat's row: its frame (highlighted if it is to act), its first line (hat, name,
    First Player token, money, Duel token, cards, tokens, auction), then its plots and
    rumors. Returns the row's bottom."""
    layout = _seat_lines(view, seat)
    height = 21 + 16 * len(layout)
    asked = _to_act(view) == seat
    red = PALETTE["highlight"]
    drawing.rect(
        _LEFT,
        top,
        _RIGHT - _LEFT,
        height,
        fill=PALETTE["felt"],
        stroke=red if asked else PALETTE["line"],
        rounded=5,
        tooltip=_seat(view, seat) + (", to act" if asked else ""),
    )
    if asked:
        drawing.rect(
            _LEFT, top, 5, height, fill=red, rounded=2, tooltip=f"{_seat(view, seat)} is to act"
        )
    _seat_line(drawing, view, seat, top + 15)
    _seat_plots(drawing, view, seat, top + 32, layout)
    return top + height


def _seat_line(drawing: Drawing, view: View, seat: int, y: float) -> None:
    ink, red = PALETTE["ink"], PALETTE["highlight"]
    asked = _to_act(view) == seat
    _hat(drawing, view, _LEFT + 20, y + 3, seat, radius=11)
    name = _seat(view, seat)
    drawing.text(_ROW_INDENT, y, name, size=12, bold=True, fill=red if asked else ink)
    x = _ROW_INDENT + text_width(name, 12) + 6
    if view.first == seat:
        drawing.rect(
            x,
            y - 11,
            26,
            14,
            fill=PALETTE["card"],
            stroke=ink,
            rounded=7,
            tooltip="the First Player token",
        )
        drawing.text(x + 13, y, "1st", size=10, anchor="middle", bold=True)
    money = view.money[seat]
    if money is None:
        drawing.card(_LEFT + 162, y - 12, 40, 16, f"{name}'s money, face down", face_down=True)
    else:
        drawing.text(_LEFT + 162, y, _dollars(money), size=12, fill=PALETTE["money"], bold=True)
    held = view.duel_tokens[seat]
    drawing.circle(
        _LEFT + 222,
        y - 4,
        8,
        fill=PALETTE["rail"] if held else "none",
        stroke=ink if held else PALETTE["faint"],
        tooltip="a Duel token" if held else "its Duel token is used",
    )
    drawing.text(
        _LEFT + 222,
        y,
        "D",
        size=10,
        anchor="middle",
        bold=True,
        fill=PALETTE["card"] if held else PALETTE["faint"],
    )
    x = _LEFT + 236.0
    for slot, card in enumerate(view.secrets[seat]):
        what = f"{name}'s Secret Objective card {slot + 1}"
        if card is None:
            drawing.card(x, y - 12, 46, 17, f"{what}, face down", face_down=True)
        else:
            drawing.rect(
                x,
                y - 12,
                46,
                17,
                fill=PALETTE["card"],
                stroke=ink,
                rounded=4,
                tooltip=f"{what}: {card.text}",
            )
            drawing.text(x + 23, y, _SECRET_SHORT[card], size=10, anchor="middle")
        x += 50
    x += 8
    counts = dict.fromkeys(_TOKEN_ORDER, 0)
    for owner, token in zip(view.owners, view.bonus, strict=True):
        if owner == seat:
            counts[token] += 1
    for kind in _TOKEN_ORDER:
        _token(drawing, x + 7, y - 4, kind, f" ({name} holds {counts[kind]})")
        drawing.text(x + 17, y, f"x{counts[kind]}", size=10)
        x += 36
    status = _auction_status(view, seat)
    if status:
        drawing.text(
            _RIGHT - 8, y, status, size=10, anchor="end", fill=red if asked else ink, bold=asked
        )


def _seat_lines(view: View, seat: int) -> list[tuple[list[int], str]]:
    """A seat's plots and rumors as lines: each line's plot chips, then its text."""
    per_line = int((_RIGHT - 4 - _ROW_INDENT) // _CHIP)
    plots = _plots_of(view, seat)
    lines: list[tuple[list[int], str]] = [
        (plots[start : start + per_line], "") for start in range(0, len(plots), per_line)
    ] or [([], "no plot yet")]
    looked = sorted(view.known[seat], key=lambda c: (c.kind.value, c.where, c.slot))
    if not looked:
        return lines
    text = "looked at: " + ", ".join(_card_name(view, card) for card in looked)
    chips, said = lines[-1]
    room = _RIGHT - 8 - (_ROW_INDENT + _CHIP * len(chips) + 6)
    if not said and text_width(text, 10) <= room:
        lines[-1] = (chips, text)
        return lines
    return lines + [([], part) for part in wrap(text, _RIGHT - 8 - _ROW_INDENT, 10)]


def _seat_plots(
    drawing: Drawing, view: View, seat: int, y: float, layout: list[tuple[list[int], str]]
) -> None:
    board = view.options.content.board
    for chips, said in layout:
        x = float(_ROW_INDENT)
        for number in chips:
            plot = board.plots[number - 1]
            drawing.rect(
                x,
                y - 11,
                20,
                15,
                fill=_TERRAIN_FILL[plot.terrain],
                stroke=PALETTE["ink"],
                tooltip=f"plot {number}, {plot.terrain.value}, {_seat(view, seat)}'s",
            )
            drawing.text(x + 10, y, str(number), size=10, anchor="middle")
            x += _CHIP
        if said:
            drawing.text(x + (6 if chips else 0), y, said, size=10, fill=PALETTE["faint"])
        y += 16


def _auction_status(view: View, seat: int) -> str:
    """A seat's part in the auction under way: its largest bid, whether it passed, whether
    it is to act."""
    if view.phase is not Phase.BIDDING:
        return "to act" if _to_act(view) == seat else ""
    parts = []
    bid = view.bids[seat] if seat < len(view.bids) else 0
    if bid:
        parts.append(f"bid {_dollars(bid)}")
    if seat not in view.active:
        parts.append("passed")
    elif _to_act(view) == seat:
        parts.append("to act")
    else:
        parts.append("in")
    return ", ".join(parts)


# -- the shared objectives -----------------------------------------------------------------


def _shared_objectives(drawing: Drawing, view: View, top: float) -> float:
    """Step 3: each shared objective card on its pile of banknotes, and who took it."""
    board = view.options.content.board
    drawing.text(_LEFT, top + 12, "Shared objectives", size=12, bold=True)
    y = top + 20
    text_left, text_right = _LEFT + 56, _RIGHT - 86
    for objective, pile, taker in zip(view.objectives, view.piles, view.claimed, strict=True):
        note = _printed_note(board, objective)
        text = objective.text + ("" if note is None else f" ({note})")
        parts = wrap(text, text_right - text_left, 10)
        height = max(22, 13 * len(parts) + 8)
        taken = taker is not None
        drawing.rect(
            _LEFT,
            y,
            _RIGHT - _LEFT,
            height,
            fill=PALETTE["felt"] if taken else PALETTE["card"],
            stroke=PALETTE["line"],
            rounded=4,
            tooltip=f"shared objective on {_dollars(pile)}: {objective.text}",
        )
        drawing.rect(
            _LEFT + 4,
            y + height / 2 - 9,
            44,
            18,
            fill=PALETTE["money"],
            rounded=2,
            tooltip=f"a pile of {_dollars(pile)}",
        )
        drawing.text(
            _LEFT + 26,
            y + height / 2 + 4,
            _dollars(pile),
            size=11,
            anchor="middle",
            fill=PALETTE["card"],
            bold=True,
        )
        for index, part in enumerate(parts):
            drawing.text(
                text_left,
                y + 14 + 13 * index,
                part,
                size=10,
                fill=PALETTE["faint"] if taken else PALETTE["ink"],
            )
        if taker is None:
            drawing.text(
                _RIGHT - 8,
                y + height / 2 + 4,
                "to take",
                size=10,
                anchor="end",
                fill=PALETTE["faint"],
            )
        else:
            _hat(drawing, view, _RIGHT - 74, y + height / 2, taker)
            drawing.text(_RIGHT - 62, y + height / 2 + 4, f"taken: seat {taker}", size=10)
        y += height + 3
    return y - 3


# -- the final scoring ---------------------------------------------------------------------


def _final_secrets(drawing: Drawing, view: View, top: float) -> float:
    """At the end: every seat's Secret Objective cards and their worth."""
    drawing.text(_LEFT, top + 12, "Secret Objective cards at the final scoring", size=12, bold=True)
    y = top + 30
    for seat, hand in enumerate(view.secrets):
        _hat(drawing, view, _LEFT + 9, y - 4, seat)
        start = y
        for card in hand:
            if card is not None:
                y = drawing.paragraph(
                    _LEFT + 24, y, _RIGHT - _LEFT - 24, _secret_text(view, seat, card), size=10
                )
        y = max(y, start + 13) + 6
    return y
