"""*Apache* as an SVG picture: the table as one seat (or a spectator) sees it.

From the top down, in the rulebook's order:

* **the heading**: the game, whose view it is, the phase, the additional rules in play, and
  the **prairie heap**, the only hidden thing in *Apache*, as one face-down card with the
  number of prairie cards still face down;
* **the prairie**: the face-up cards by kind and colour, a row per Indian (hunters, chiefs,
  warriors, Indian women, each with the loot it takes) and a column per colour (which seat
  owns it, or none), then the row of loot cards (buffalo, totem poles, tomahawks,
  necklaces, tipis); the card turned up last is ringed in the highlight colour;
* **the Pow-Wow board**: the hand cards played in this grab window, first arrival first,
  each marked as the penalty it costs or the loot it may make (while loot is made: settled,
  choosing, or waiting), then the last window's board, which every seat saw land;
* **the seats**: each seat's colour, its hand cards (a gap where its card lies on the
  board) and its **winnings pile** (its size and its top card, which a penalty takes
  first); the viewer's seat says "you", the seats still to play or pass (or the one
  choosing its loot) are ringed in the highlight colour, and once the game is over the
  seats with the most cards are marked as winners; then the cards penalties removed from
  the game.

Winnings piles are drawn face up: every card in them was won in front of everyone, and the
view shows them in full.

>>> from frontier_games.games.apache import new_game, view
>>> picture = svg(view(new_game(players=3, seed=1), 0))
>>> picture.startswith("<svg")
True
>>> "Apache: seat 0's view, grab window open" in picture
True
"""

from __future__ import annotations

from collections.abc import Sequence

from frontier_games.games.apache.content import (
    ITEM_OF,
    LOOT_KINDS,
    Colour,
    Indian,
    PrairieCard,
    card_name,
    table_counts,
)
from frontier_games.games.apache.model import BoardCard, Phase, View
from frontier_games.messages import reads_view
from frontier_games.svg import PALETTE, WIDTH, Drawing, seat_colour, text_width

__all__ = ["svg"]

_LEFT = 10
"""The left edge of every part of the picture."""
_RIGHT = WIDTH - _LEFT
"""The right edge of every part of the picture."""

_COLOUR_HUES = {
    Colour.RED: seat_colour(0),
    Colour.YELLOW: seat_colour(3),
    Colour.PURPLE: seat_colour(4),
    Colour.GREEN: seat_colour(2),
    Colour.BLUE: seat_colour(1),
}
"""Each player colour as the kit draws it (the kit's seat colours, matched by name)."""

_PHASES = {
    Phase.GRAB: "grab window open",
    Phase.LOOT: "making loot",
    Phase.OVER: "game over",
}

_RULES = (
    ("war_path", "War Path"),
    ("wedding", "Wedding"),
    ("joint_raid", "Joint Raid"),
    ("chief_captures_twin", "a chief may take his twin"),
    ("buffalo_under_pile", "buffalo go under the pile"),
)
"""The options the heading names, in the rulebook's order, then the two readings."""

_PLURALS = {
    Indian.HUNTER: "hunters",
    Indian.CHIEF: "chiefs",
    Indian.WARRIOR: "warriors",
    Indian.WOMAN: "Indian women",
}
_LOOT_PLURALS = ("buffalo", "totem poles", "tomahawks", "necklaces", "tipis")
_HAND_LABELS = {
    Indian.HUNTER: "hunter",
    Indian.CHIEF: "chief",
    Indian.WARRIOR: "warrior",
    Indian.WOMAN: "woman",
}

_TIMES = "\N{MULTIPLICATION SIGN}"
_DASH = "\N{EN DASH}"

# the prairie's grid: a label column, then a column per colour
_ROW_LABEL = 104
_CELL_WIDTH = 90
_CELL_HEIGHT = 30
_CELL_GAP = 4
_ROW_GAP = 6

# the Pow-Wow board's cards
_BOARD_CARD = 108
_BOARD_GAP = 6

# a seat's row
_SEAT_HEIGHT = 50
_HAND_X = 200
_HAND_CARD = 48
_PILE_X = 410


@reads_view(View, "an apache View")
def svg(view: View) -> str:
    """The picture of ``view``, as an SVG document :data:`~frontier_games.svg.WIDTH` wide.

    :raises TypeError: if ``view`` is not an *Apache* ``View``.
    :raises ValueError: if a field of ``view`` is not what a view holds.
    """
    return _svg(view)


def _svg(view: View) -> str:
    viewer = "a spectator's view" if view.player is None else f"seat {view.player}'s view"
    drawing = Drawing(f"Apache: {viewer}, {_PHASES[view.phase]}")
    _heading(drawing, view, viewer)
    _prairie(drawing, view, drawing.bottom + 14)
    _pow_wow_board(drawing, view, drawing.bottom + 16)
    _seats(drawing, view, drawing.bottom + 16)
    _removed(drawing, view, drawing.bottom + 10)
    return drawing.to_svg()


def _name(view: View, seat: int) -> str:
    """A seat by its colour: ``"red"``."""
    return view.colours[seat].name.lower()


def _hue(colour: Colour) -> str:
    return _COLOUR_HUES[colour]


def _halo(drawing: Drawing, x: float, y: float, width: float, height: float) -> None:
    """The highlight ring drawn behind a shape: what is asked, or what just happened."""
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
    band: str | None = None,
) -> None:
    """A face-up card with a coloured ``band`` along its top and ``lines`` of text
    (content, size, bold) centred on it."""
    drawing.rect(x, y, width, height, fill=PALETTE["card"], stroke=PALETTE["ink"], rounded=4,
                 tooltip=tooltip)  # fmt: skip
    if band is not None:
        drawing.rect(x + 1, y + 1, width - 2, 5, fill=band, rounded=2)
    total = sum(size for _, size, _ in lines) + 2 * (len(lines) - 1)
    baseline = y + (height - total) / 2 + (3 if band is not None else 0)
    for content, size, bold in lines:
        baseline += size
        drawing.text(x + width / 2, baseline - 1, content, size=size, anchor="middle", bold=bold)
        baseline += 2


def _slot(drawing: Drawing, x: float, y: float, width: float, height: float, tooltip: str) -> None:
    """An empty place where a card could lie."""
    drawing.rect(x, y, width, height, fill="none", stroke=PALETTE["line"], rounded=4,
                 tooltip=tooltip)  # fmt: skip


# -- the heading and the prairie heap -----------------------------------------------------


def _heading(drawing: Drawing, view: View, viewer: str) -> None:
    players = view.players
    drawing.text(_LEFT, 24, f"Apache: {viewer}, {_PHASES[view.phase]}", size=16, bold=True)
    if view.player is None:
        who = f"{players} players; you watch"
    else:
        who = f"{players} players; you are seat {view.player}, {_name(view, view.player)}"
    drawing.text(_LEFT, 42, who, size=12)
    rules = [name for field, name in _RULES if getattr(view.options, field) is True]
    shown = ", ".join(rules) if rules else "none"
    lines = _wrap(f"rules in play: {shown}", 58)
    for row, line in enumerate(lines):
        drawing.text(_LEFT, 58 + 13 * row, line, size=11, fill=PALETTE["faint"])
    _heap(drawing, view.heap_size)


def _wrap(text: str, width: int) -> list[str]:
    """``text`` cut at spaces into lines of at most ``width`` characters (about)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return lines


def _heap(drawing: Drawing, size: int) -> None:
    """The prairie heap: one face-down card and its size (or an empty place)."""
    x, y = 430, 10
    if size:
        drawing.card(x, y, 38, 50, f"the prairie heap: {size} cards face down", face_down=True)
    else:
        _slot(drawing, x, y, 38, 50, "the prairie heap: no card left face down")
    drawing.text(x + 48, y + 20, "prairie heap", size=12, bold=True)
    drawing.text(x + 48, y + 38, f"{size} face down", size=12)


# -- the prairie: face-up cards by kind and colour ----------------------------------------


def _column_x(column: int) -> float:
    return _LEFT + _ROW_LABEL + column * (_CELL_WIDTH + _CELL_GAP)


def _prairie(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "The prairie: face-up cards by kind and colour", size=13,
                 bold=True)  # fmt: skip
    table = table_counts(view.table)
    turned = view.turned_up
    marked = turned if turned is not None and table[turned.index] else None
    if turned is not None:
        where = "ringed" if marked is not None else "no longer face up"
        caption = f"{_name(view, view.turner)} turned up the {turned.card_name} last ({where})"
        drawing.text(_LEFT, top + 28, caption, size=11)
    top += 36
    owners = {colour: seat for seat, colour in enumerate(view.colours)}
    for column, colour in enumerate(Colour):
        centre = _column_x(column) + _CELL_WIDTH / 2
        drawing.text(centre, top + 12, colour.name.lower(), size=12, anchor="middle", bold=True,
                     fill=_hue(colour))  # fmt: skip
        seat = owners.get(colour)
        owner = "no seat" if seat is None else f"seat {seat}"
        if seat is not None and seat == view.player:
            owner += ", you"
        drawing.text(centre, top + 25, owner, size=10, anchor="middle", fill=PALETTE["faint"])
    top += 32
    for indian in Indian:
        _indian_row(drawing, view, table, marked, indian, top)
        top += _CELL_HEIGHT + _ROW_GAP
    _loot_row(drawing, table, marked, top)


def _row_label(drawing: Drawing, top: float, name: str, takes: str) -> None:
    drawing.text(_LEFT, top + 13, name, size=12, bold=True)
    drawing.text(_LEFT, top + 26, takes, size=10, fill=PALETTE["faint"])


def _indian_row(
    drawing: Drawing,
    view: View,
    table: tuple[int, ...],
    marked: PrairieCard | None,
    indian: Indian,
    top: float,
) -> None:
    item = _LOOT_PLURALS[LOOT_KINDS.index(ITEM_OF[indian.index])]
    takes = f"takes {item}" if indian is not Indian.CHIEF else "totems, a prisoner"
    _row_label(drawing, top, _PLURALS[indian], takes)
    for column, colour in enumerate(Colour):
        kind = colour.index * 4 + indian.index
        count = table[kind]
        x = _column_x(column)
        name = card_name(kind)
        if not count:
            _slot(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT, f"no {name} face up")
            continue
        if marked is not None and marked.index == kind:
            _halo(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT)
        _face(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT, [(f"{_TIMES}{count}", 12, True)],
              tooltip=f"{count} {name} face up", band=_hue(colour))  # fmt: skip


def _loot_row(
    drawing: Drawing, table: tuple[int, ...], marked: PrairieCard | None, top: float
) -> None:
    _row_label(drawing, top, "loot", "tipis: any Indian")
    for column, kind in enumerate(LOOT_KINDS):
        count = table[kind]
        x = _column_x(column)
        name = card_name(kind)
        if not count:
            _slot(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT, f"no {name} face up")
            drawing.text(x + _CELL_WIDTH / 2, top + 19, f"{name} {_DASH}", size=11, anchor="middle",
                         fill=PALETTE["faint"])  # fmt: skip
            continue
        new = marked is not None and marked.index == kind
        if new:
            _halo(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT)
        _face(drawing, x, top, _CELL_WIDTH, _CELL_HEIGHT, [(f"{name} {_TIMES}{count}", 11, True)],
              tooltip=f"{count} {name} face up")  # fmt: skip


# -- the Pow-Wow board --------------------------------------------------------------------


def _board_x(position: int) -> float:
    return _LEFT + 6 + position * (_BOARD_CARD + _BOARD_GAP)


def _pow_wow_board(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "The Pow-Wow board (first arrival first)", size=13, bold=True)
    top += 20
    height = 58
    drawing.rect(_LEFT, top, _RIGHT - _LEFT, height, fill=PALETTE["felt"],
                 stroke=PALETTE["line"], rounded=6, tooltip="the Pow-Wow board")  # fmt: skip
    if not view.board:
        drawing.text(WIDTH / 2, top + height / 2 + 4, "no hand card played in this window",
                     size=11, anchor="middle", fill=PALETTE["faint"])  # fmt: skip
    for position, card in enumerate(view.board):
        status = _board_status(view, position, card)
        x, y = _board_x(position), top + 6
        if view.phase is Phase.LOOT and position == view.resolving:
            _halo(drawing, x, y, _BOARD_CARD, 46)
        _face(drawing, x, y, _BOARD_CARD, 46,
              [(f"{position + 1}. {_name(view, card.player)}", 11, True),
               (card.indian.card_name, 11, False), (status, 10, False)],
              tooltip=_board_tooltip(view, position, card, status),
              band=_hue(view.colours[card.player]))  # fmt: skip
    top += height + 8
    drawing.text(_LEFT, top + 11, "The last window's board", size=11, bold=True)
    top += 16
    if not view.last_board:
        drawing.text(_LEFT, top + 12, "no hand card was played in the last window", size=11,
                     fill=PALETTE["faint"])  # fmt: skip
    for position, card in enumerate(view.last_board):
        note = "penalty" if card.useless else "no penalty"
        _face(drawing, _board_x(position), top, _BOARD_CARD, 42,
              [(f"{position + 1}. {_name(view, card.player)}", 10, True),
               (card.indian.card_name, 10, False), (note, 10, False)],
              tooltip=f"the last window's board, {position + 1}: {_name(view, card.player)}'s"
              f" {card.indian.card_name} ({note})",
              band=_hue(view.colours[card.player]))  # fmt: skip


def _board_status(view: View, position: int, card: BoardCard) -> str:
    """What a hand card on the board does: the penalty, or its loot, in the window's order."""
    if card.useless:
        return "penalty"
    if view.phase is not Phase.LOOT:
        return "may make loot"
    if position < view.resolving:
        return "settled"
    if position == view.resolving:
        return "choosing loot"
    return "waits its turn"


def _board_tooltip(view: View, position: int, card: BoardCard, status: str) -> str:
    return (
        f"Pow-Wow board, {position + 1}: {_name(view, card.player)}'s {card.indian.card_name}"
        f" ({status})"
    )


# -- the seats: hands and winnings piles ---------------------------------------------------


def _asked(view: View) -> frozenset[int]:
    """The seats the game waits for: those still to play or pass, or the one choosing."""
    if view.phase is Phase.GRAB:
        return frozenset(view.waiting)
    if view.phase is Phase.LOOT:
        return frozenset({view.board[view.resolving].player})
    return frozenset()


def _winners(view: View) -> frozenset[int]:
    """Once the game is over, the seats with the most cards (they share the victory)."""
    if view.phase is not Phase.OVER:
        return frozenset()
    most = max(len(pile) for pile in view.piles)
    return frozenset(seat for seat, pile in enumerate(view.piles) if len(pile) == most)


def _seats(drawing: Drawing, view: View, top: float) -> None:
    drawing.text(_LEFT, top + 12, "The seats: hand cards and winnings piles", size=13, bold=True)
    top += 20
    asked, winners = _asked(view), _winners(view)
    played = {card.player: card.indian for card in view.board[view.resolving :]}
    for seat in range(view.players):
        _seat(drawing, view, seat, top, seat in asked, seat in winners, played.get(seat))
        top += _SEAT_HEIGHT + 8


def _seat_status(view: View, seat: int, asked: bool, winner: bool, played: Indian | None) -> str:
    if view.phase is Phase.OVER:
        return f"wins with {len(view.piles[seat])} cards" if winner else "game over"
    if view.phase is Phase.LOOT:
        return "choosing its loot" if asked else "waits for the loot"
    if asked:
        return "to play or pass"
    return "passed" if played is None else f"played the {played.card_name}"


def _seat(
    drawing: Drawing,
    view: View,
    seat: int,
    top: float,
    asked: bool,
    winner: bool,
    played: Indian | None,
) -> None:
    colour = view.colours[seat]
    name = _name(view, seat)
    if asked:
        _halo(drawing, _LEFT, top, _RIGHT - _LEFT, _SEAT_HEIGHT)
    drawing.rect(_LEFT, top, _RIGHT - _LEFT, _SEAT_HEIGHT, fill=PALETTE["felt"],
                 stroke=PALETTE["line"], rounded=6, tooltip=f"seat {seat}, {name}")  # fmt: skip
    drawing.circle(_LEFT + 16, top + _SEAT_HEIGHT / 2, 9, fill=_hue(colour),
                   stroke=PALETTE["ink"], tooltip=f"{name}'s colour")  # fmt: skip
    you = " (you)" if seat == view.player else ""
    drawing.text(_LEFT + 32, top + 20, f"seat {seat}, {name}{you}", size=13, bold=True)
    status = _seat_status(view, seat, asked, winner, played)
    drawing.text(_LEFT + 32, top + 38, status, size=11,
                 fill=PALETTE["highlight"] if asked or winner else PALETTE["ink"],
                 bold=asked or winner)  # fmt: skip
    _hand(drawing, view, seat, top + 6)
    _pile(drawing, view, seat, top + 6)


def _hand(drawing: Drawing, view: View, seat: int, top: float) -> None:
    held = view.hands[seat]
    name = _name(view, seat)
    for column, indian in enumerate(Indian):
        x = _HAND_X + column * (_HAND_CARD + 4)
        if indian in held:
            _face(drawing, x, top, _HAND_CARD, 38, [(_HAND_LABELS[indian], 10, False)],
                  tooltip=f"{name}'s hand card: the {indian.card_name}",
                  band=_hue(view.colours[seat]))  # fmt: skip
        else:
            _slot(drawing, x, top, _HAND_CARD, 38,
                  f"{name}'s {indian.card_name} lies on the Pow-Wow board")  # fmt: skip
            drawing.text(x + _HAND_CARD / 2, top + 17, "on the", size=10, anchor="middle",
                         fill=PALETTE["faint"])  # fmt: skip
            drawing.text(x + _HAND_CARD / 2, top + 30, "board", size=10, anchor="middle",
                         fill=PALETTE["faint"])  # fmt: skip


def _contents(cards: Sequence[PrairieCard]) -> str:
    """What a pile holds, by kind: ``"3 buffalo, 1 red hunter"``."""
    counts = table_counts(cards)
    return ", ".join(f"{count} {card_name(kind)}" for kind, count in enumerate(counts) if count)


def _pile(drawing: Drawing, view: View, seat: int, top: float) -> None:
    pile = view.piles[seat]
    name = _name(view, seat)
    x = _PILE_X
    size = len(pile)
    if not size:
        _slot(drawing, x, top, 30, 38, f"{name}'s winnings pile: empty")
    else:
        tooltip = f"{name}'s winnings pile, {size} cards: {_contents(pile)}"
        for layer in range(min(size, 3) - 1, 0, -1):
            drawing.rect(x + 2 * layer, top - 2 * layer + 2, 30, 38, fill=PALETTE["card"],
                         stroke=PALETTE["ink"], rounded=4)  # fmt: skip
        _face(drawing, x, top + 2, 30, 38, [(str(size), 12, True)], tooltip=tooltip)
    text_x = x + 42
    drawing.text(text_x, top + 15, f"winnings pile: {size}", size=11, bold=True)
    top_card = f"top: {pile[-1].card_name}" if size else "no card won yet"
    drawing.text(text_x, top + 31, top_card, size=10, fill=PALETTE["faint"])


def _removed(drawing: Drawing, view: View, top: float) -> None:
    """The cards penalties removed from the game."""
    removed = view.removed
    text = f"removed from the game by penalties: {len(removed)} cards"
    drawing.text(_LEFT, top + 12, text, size=11, fill=PALETTE["faint"])
    if removed:
        drawing.rect(_LEFT, top, text_width(text, 11), 16, fill="none",
                     tooltip=f"removed: {_contents(removed)}")  # fmt: skip
