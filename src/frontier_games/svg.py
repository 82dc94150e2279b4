"""Pictures as SVG: the drawing kit every game's ``svg(view)`` uses.

A game draws what a seat sees on a :class:`Drawing`, shape after shape from the top of the
picture down, and :meth:`Drawing.to_svg` writes the document. The kit keeps every picture
alike: one :data:`PALETTE`, one colour per seat (:func:`seat_colour`), one way to draw a
card face up or face down (:meth:`Drawing.card`), text in one font, and a height that
grows with what was drawn, so a game never measures its picture twice.

The output is deterministic (the same view, the same bytes: attributes in the order they
are given, numbers rounded to one decimal), built with :mod:`xml.etree.ElementTree` only,
and :data:`WIDTH` wide, which reads well at 600 pixels.

>>> from frontier_games.svg import Drawing
>>> drawing = Drawing("A card and a word")
>>> drawing.card(10, 10, 60, 40, "ace", fill=PALETTE["card"])
>>> drawing.text(90, 35, "hello")
>>> picture = drawing.to_svg()
>>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="60"')
True
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from types import MappingProxyType

__all__ = [
    "FONT", "MARGIN", "PALETTE", "SEAT_COLOURS", "WIDTH", "Drawing", "padded_width", "seat_colour",
    "text_width", "wrap",
]  # fmt: skip

WIDTH = 600
"""Every picture's width in pixels (its ``viewBox`` too, so it scales)."""

MARGIN = 10
"""The space left below the lowest shape."""

FONT = "Georgia, 'DejaVu Serif', serif"
"""The one font family of every picture."""

PALETTE: Mapping[str, str] = MappingProxyType(
    {
        "paper": "#f5ecd7",  # the picture's background
        "ink": "#2b2118",  # text and outlines
        "faint": "#8a7a66",  # secondary text, empty places
        "line": "#b9a88c",  # frames and grid lines
        "card": "#fffaf0",  # a card's face
        "back": "#7b5b3a",  # a card's back: what the viewer may not see
        "felt": "#e8dcc0",  # a table, a board's area
        "highlight": "#e6007e",  # what is asked, what just happened: no seat's colour
        "money": "#2e7d32",
        "water": "#6fa8dc",
        "rail": "#4a4a4a",
        "grass": "#b7d7a8",
        "desert": "#f1d9a6",
        "mountain": "#a89a8c",
        "forest": "#6aa84f",
    }
)
"""The named colours every game draws with."""

SEAT_COLOURS = (
    "#c8102e",  # red
    "#1f5fa8",  # blue
    "#2e8b3d",  # green
    "#d4a017",  # yellow
    "#7b3fa0",  # purple
    "#e0701b",  # orange
    "#1a9c9c",  # teal
    "#6b6b6b",  # grey
)
"""A colour per seat, seat 0 first, for games whose seats have no colour of their own."""


def seat_colour(seat: int) -> str:
    """Seat ``seat``'s colour in :data:`SEAT_COLOURS` (they repeat past the eighth)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is at font ``size``: enough to lay out labels, not to set type."""
    return 0.55 * size * len(text)


def padded_width(text: str, size: float, bold: bool = False) -> float:
    """How wide to allow for ``text`` at font ``size``: :func:`text_width` with room for a
    wider font (where Georgia is missing, a serif such as DejaVu sets 12 to 25% wider)."""
    return text_width(text, size) * (1.25 if bold else 1.12)


def wrap(words: str, width: float, size: float) -> list[str]:
    """``words`` in lines no wider than ``width`` at font ``size`` (by :func:`padded_width`); a word
    longer than the width has a line of its own."""
    lines: list[str] = []
    line = ""
    for word in words.split(" "):
        trial = f"{line} {word}" if line else word
        if line and padded_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def _number(value: float) -> str:
    """A coordinate as the document writes it: one decimal at most, no ``-0``."""
    rounded = round(float(value), 1)
    if rounded == int(rounded):
        return str(int(rounded))
    return f"{rounded:.1f}"


class Drawing:
    """An SVG picture being drawn: shapes are kept in drawing order (later ones on top).

    Every shape method returns nothing; :meth:`to_svg` writes the document, as tall as
    the lowest shape plus :data:`MARGIN`.

    :param title: the picture's ``<title>``: what it shows, for screen readers and as a
        tooltip.
    """

    def __init__(self, title: str) -> None:
        self._shapes: list[ET.Element] = []
        self._title = title
        self.bottom = 0.0
        """The lowest point drawn so far: where the next row of a layout may start."""

    def _add(self, tag: str, bottom: float, tooltip: str | None, **attributes: object) -> None:
        element = ET.Element(
            tag,
            {
                key.replace("_", "-"): _text(value)
                for key, value in attributes.items()
                if value is not None
            },
        )
        if tooltip is not None:
            ET.SubElement(element, "title").text = tooltip
        self._shapes.append(element)
        self.bottom = max(self.bottom, bottom)

    def rect(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        *,
        fill: str,
        stroke: str | None = None,
        rounded: float = 0,
        tooltip: str | None = None,
    ) -> None:
        """A rectangle, corners ``rounded`` by that radius."""
        self._add(
            "rect", y + height, tooltip, x=x, y=y, width=width, height=height,
            rx=rounded or None, fill=fill, stroke=stroke,
        )  # fmt: skip

    def circle(
        self,
        cx: float,
        cy: float,
        radius: float,
        *,
        fill: str,
        stroke: str | None = None,
        tooltip: str | None = None,
    ) -> None:
        """A disc centred on ``(cx, cy)``: a token, a hat, a marker."""
        self._add("circle", cy + radius, tooltip, cx=cx, cy=cy, r=radius, fill=fill, stroke=stroke)

    def line(self, points: Sequence[tuple[float, float]], *, stroke: str, width: float = 1) -> None:
        """A line through ``points`` (at least one): a river, a railway, a link."""
        if not points:
            raise ValueError("a line goes through at least one point")
        self._add(
            "polyline",
            max(y for _, y in points),
            None,
            points=" ".join(f"{_number(x)},{_number(y)}" for x, y in points),
            fill="none",
            stroke=stroke,
            stroke_width=width,
        )

    def polygon(
        self,
        points: Sequence[tuple[float, float]],
        *,
        fill: str,
        stroke: str | None = None,
        tooltip: str | None = None,
    ) -> None:
        """A closed shape through ``points`` (at least one): a hexagon, a plot of land."""
        if not points:
            raise ValueError("a polygon goes through at least one point")
        self._add(
            "polygon",
            max(y for _, y in points),
            tooltip,
            points=" ".join(f"{_number(x)},{_number(y)}" for x, y in points),
            fill=fill,
            stroke=stroke,
        )

    def text(
        self,
        x: float,
        y: float,
        content: str,
        *,
        size: float = 12,
        fill: str = PALETTE["ink"],
        anchor: str = "start",
        bold: bool = False,
    ) -> None:
        """``content`` with its baseline at ``y``; ``anchor``: ``"start"``, ``"middle"`` or
        ``"end"`` of the text at ``x``."""
        self._add(
            "text", y + size * 0.3, None, x=x, y=y, font_size=size, fill=fill,
            text_anchor=None if anchor == "start" else anchor,
            font_weight="bold" if bold else None,
        )  # fmt: skip
        self._shapes[-1].text = content

    def frame(
        self, x: float, y: float, width: float, height: float, *, asked: bool = False
    ) -> None:
        """A frame drawn over a part of the table: thick, in the highlight, where a
        decision is ``asked``; a thin line otherwise."""
        if asked:
            corners = [(x, y), (x + width, y), (x + width, y + height), (x, y + height), (x, y)]
            self.line(corners, stroke=PALETTE["highlight"], width=3)
        else:
            self.rect(x, y, width, height, fill="none", stroke=PALETTE["line"], rounded=4)

    def paragraph(
        self,
        x: float,
        y: float,
        width: float,
        words: str,
        *,
        size: float = 10,
        fill: str = PALETTE["ink"],
        bold: bool = False,
    ) -> float:
        """``words`` wrapped to ``width`` (:func:`wrap`), the first baseline at ``y``; the
        baseline below the last line."""
        for line in wrap(words, width, size):
            self.text(x, y, line, size=size, fill=fill, bold=bold)
            y += size + 3
        return y

    def card(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        label: str,
        *,
        fill: str = PALETTE["card"],
        edge: str = PALETTE["ink"],
        face_down: bool = False,
        size: float = 11,
    ) -> None:
        """A card: face up, ``label`` centred on ``fill`` inside an ``edge`` frame; face
        down, the back's colour and no label (``label`` is its tooltip, so say there only
        what the viewer may know, such as ``"a face-down card"``)."""
        if face_down:
            self.rect(x, y, width, height, fill=PALETTE["back"], stroke=PALETTE["ink"],
                      rounded=4, tooltip=label)  # fmt: skip
            inset = min(width, height) / 6
            self.rect(x + inset, y + inset, width - 2 * inset, height - 2 * inset,
                      fill="none", stroke=PALETTE["line"], rounded=2)  # fmt: skip
            return
        self.rect(x, y, width, height, fill=fill, stroke=edge, rounded=4, tooltip=label)
        self.text(x + width / 2, y + height / 2 + size / 3, label, size=size, anchor="middle")

    def to_svg(self) -> str:
        """The document: ``<svg>`` with the title, the paper and every shape in order."""
        height = str(math.ceil(self.bottom + MARGIN))
        root = ET.Element(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "width": str(WIDTH),
                "height": height,
                "viewBox": f"0 0 {WIDTH} {height}",
                "font-family": FONT,
            },
        )
        ET.SubElement(root, "title").text = self._title
        ET.SubElement(root, "rect", {"width": "100%", "height": "100%", "fill": PALETTE["paper"]})
        root.extend(self._shapes)
        return ET.tostring(root, encoding="unicode")


def _text(value: object) -> str:
    """An attribute's value as the document writes it (numbers rounded)."""
    if isinstance(value, bool):
        raise TypeError("an SVG attribute is a number or a string")
    if isinstance(value, int | float):
        return _number(value)
    return str(value)
