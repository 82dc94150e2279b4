"""What a seat sees: **determinism**, **render** and **picture** of views,
**determinize**, and the **features** of a view."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from typing import Any

from frontier_games.rng import Rng, randbelow
from frontier_games.svg import PALETTE, SEAT_COLOURS, WIDTH, text_width
from frontier_games.testing._base import Battery, Check, _difference, _short
from frontier_games.testing._records import round_trip

PICTURE_EVERY = 10
"""The battery draws every tenth view it checks (the first included): a picture costs
milliseconds, a view microseconds."""

_SVG = "{http://www.w3.org/2000/svg}svg"
_TEXT = "{http://www.w3.org/2000/svg}text"
_KIT_COLOURS = frozenset((*PALETTE.values(), *SEAT_COLOURS, "none"))
_SMALLEST_TEXT = 10
"""The kit's smallest legible text, in pixels."""
_PAINT = re.compile(r'(?:fill|stroke)="([^"]+)"')


def check_picture(battery: Battery, view: Any, what: str) -> None:
    """``svg(view)`` is an SVG document, and the same text when drawn again."""
    game = battery.game
    picture = battery.call(Check.PICTURE, f"svg({what})", game.svg, view)
    if not isinstance(picture, str):
        battery.fail(Check.PICTURE, f"svg({what}) returned {_short(picture)}, not a str")
    try:
        root = ET.fromstring(picture)
    except ET.ParseError as error:
        battery.fail(Check.PICTURE, f"svg({what}) is not XML: {error}")
    if root.tag != _SVG:
        battery.fail(Check.PICTURE, f"svg({what}) is a <{root.tag}>, not an SVG <svg> document")
    if battery.call(Check.PICTURE, f"svg({what})", game.svg, view) != picture:
        battery.fail(Check.PICTURE, f"svg({what}) twice gave different pictures")
    if battery.kit_pictures:
        _check_kit_picture(battery, picture, root, what)


def _check_kit_picture(battery: Battery, picture: str, root: ET.Element, what: str) -> None:
    """A picture drawn with :mod:`frontier_games.svg` keeps the kit's rules: the kit's
    width, every text at least 10 pixels high and inside the picture, and only the kit's
    colours."""
    height = root.get("height", "")
    if root.get("width") != str(WIDTH) or root.get("viewBox") != f"0 0 {WIDTH} {height}":
        battery.fail(
            Check.PICTURE,
            f"svg({what}) is {root.get('width')} wide with viewBox {root.get('viewBox')!r},"
            f" not the kit's {WIDTH}",
        )
    for element in root.iter(_TEXT):
        text = element.text or ""
        try:
            size, x, y, bottom = (
                float(value)
                for value in (
                    element.get("font-size", "0"),
                    element.get("x", "0"),
                    element.get("y", "0"),
                    height,
                )
            )
        except ValueError:
            battery.fail(
                Check.PICTURE,
                f"svg({what}) places {_short(text)} at font-size {element.get('font-size')!r},"
                f" x {element.get('x')!r}, y {element.get('y')!r} in a picture"
                f" {height!r} high: numbers of pixels",
            )
        width = text_width(text, size)
        anchor = element.get("text-anchor", "start")
        left = x - {"start": 0.0, "middle": width / 2, "end": width}.get(anchor, 0.0)
        inside = left >= 0 and left + width <= WIDTH and size <= y <= bottom
        if size < _SMALLEST_TEXT or not inside:
            battery.fail(
                Check.PICTURE,
                f"svg({what}) writes {_short(text)} at {size:g} px from x = {left:g} to"
                f" {left + width:g}, baseline y = {y:g}: text is at least {_SMALLEST_TEXT} px"
                f" and inside the {WIDTH} by {bottom:g} px picture",
            )
    strange = sorted(set(_PAINT.findall(picture)) - _KIT_COLOURS)
    if strange:
        battery.fail(Check.PICTURE, f"svg({what}) paints in {strange}, not the kit's colours")


def check_view(
    battery: Battery,
    state: Any,
    seat: int | None,
    actors: frozenset[int],
    legal: dict[int, tuple[Any, ...]],
    rng: Rng,
) -> Rng:
    game = battery.game
    what = f"view(state, {seat})"
    seen = battery.call(Check.DETERMINISM, what, game.view, state, seat)
    again = battery.call(Check.DETERMINISM, what, game.view, state, seat)
    if seen != again:
        battery.fail(
            Check.DETERMINISM,
            f"{what} twice gave different views: " + _difference(seen, again, ("first", "second")),
        )
    round_trip(battery, seen, game.view_type, what)
    observed = check_features(battery, seen, what)
    picture = battery.call(Check.RENDER, f"render({what})", game.render, seen)
    if not isinstance(picture, str) or not picture.strip():
        battery.fail(Check.RENDER, f"render({what}) returned {picture!r}, not a non-empty str")
    if battery.counts.views % PICTURE_EVERY == 0:
        check_picture(battery, seen, what)
    battery.counts.views += 1

    for _ in range(battery.determinizations):
        k, rng = randbelow(rng, 1 << 31)
        guess = battery.call(
            Check.DETERMINIZE, f"determinize({what}, {k})", game.determinize, seen, k
        )
        # A determinization is a state the game reaches: a search plays in it.
        battery.call(
            Check.DETERMINIZE, f"check_state(determinize({what}, {k}))", game.check_state, guess
        )
        seen_again = battery.call(
            Check.DETERMINIZE, f"view(determinize(...), {seat})", game.view, guess, seat
        )
        if seen_again != seen:
            battery.fail(
                Check.DETERMINIZE,
                f"view(determinize({what}, {k}), {seat}) differs from {what}, so the view "
                "holds something determinize cannot rebuild (hidden information leaking "
                "into the view?) or determinize ignores part of the view: "
                + _difference(seen, seen_again, ("view", "view of the determinization")),
            )
        if check_features(battery, seen_again, f"view(determinize({what}, {k}))") != observed:
            battery.fail(
                Check.FEATURES,
                f"features differ between {what} and the view of determinize({what}, {k})"
                ": features must be a function of the view only",
            )
        guessed_actors = battery.call(Check.DETERMINIZE, "actors(determinized)", game.actors, guess)
        if guessed_actors != actors:
            battery.fail(
                Check.DETERMINIZE,
                f"determinize({what}, {k}) has actors {sorted(guessed_actors)}, the state "
                f"{sorted(actors)}: who may act must follow from the view",
            )
        if seat is not None:
            guessed_legal = battery.call(
                Check.DETERMINIZE,
                "legal_actions(determinized, seat)",
                game.legal_actions,
                guess,
                seat,
            )
            if guessed_legal != legal.get(seat, ()):
                battery.fail(
                    Check.DETERMINIZE,
                    f"legal_actions(determinize({what}, {k}), {seat}) is "
                    f"{_short(guessed_legal)}, on the state {_short(legal.get(seat, ()))}: "
                    "a seat's legal actions must follow from its view",
                )
        battery.counts.determinizations += 1
    return rng


def check_features(battery: Battery, view: Any, what: str) -> tuple[float, ...]:
    """**features**: ``feature_size`` finite floats; the features."""
    features = battery.call(Check.FEATURES, f"features({what})", battery.game.features, view)
    size = battery.feature_sizes.get(battery.where.players or 0)
    if not isinstance(features, tuple) or len(features) != size:
        length = len(features) if isinstance(features, tuple) else None
        battery.fail(
            Check.FEATURES,
            f"features({what}) is {type(features).__name__} of length {length}, "
            f"expected a tuple of feature_size = {size}",
        )
    for index, value in enumerate(features):
        if type(value) is not float or not math.isfinite(value):
            battery.fail(
                Check.FEATURES, f"features({what})[{index}] is {value!r}, not a finite float"
            )
    return features
