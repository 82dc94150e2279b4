"""A tournament's standings: :class:`Row`, :class:`TournamentResult` and how games add up."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import attrs

from frontier_games.core import Outcome

__all__ = [
    "Z_95",
    "Row",
    "Standing",
    "TournamentResult",
    "rating_model",
    "result_of",
    "standing_after",
    "wilson_interval",
]

Z_95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


@attrs.frozen
class Row:
    """One entrant's standing in a tournament.

    :ivar name: the entrant's name: its spec, or its bot's label; a repeated name gets a
        number (``"random"``, ``"random #2"``).
    :ivar games: how many games it played.
    :ivar win_share: the mean of its seat's :meth:`~frontier_games.Outcome.returns`: a
        win counts 1, a win shared by ``k`` seats ``1 / k``, anything else 0.
    :ivar interval: a 95% Wilson score interval ``(low, high)`` on the win share.
    :ivar mean_score: its mean final score, in the game's unit.
    :ivar rating: its OpenSkill Plackett-Luce rating, as the ordinal ``mu - 3 sigma`` (0
        for a newcomer, higher for a stronger entrant), rated game after game in game
        order; ``None`` without the ``ratings`` extra.
    """

    name: str
    games: int
    win_share: float
    interval: tuple[float, float]
    mean_score: float
    rating: float | None


@attrs.frozen
class TournamentResult:
    """What :func:`~frontier_games.tournament.run_tournament` returns: one :class:`Row`
    per entrant, in the order the entrants were given.

    :ivar game: the game's id.
    :ivar players: the number of seats (and of entrants).
    :ivar games: how many games the rows count.
    :ivar seed: the tournament's seed.
    """

    game: str
    players: int
    games: int
    seed: int
    rows: tuple[Row, ...]

    def table(self) -> str:
        """The rows as a text table, one line per entrant, under a heading line."""
        width = max(len("entrant"), *(len(row.name) for row in self.rows))
        lines = [
            f"{self.game}: {self.players} players, {self.games} games, seed {self.seed}",
            f"{'entrant':<{width}}  games  win share  95% interval    mean score   rating",
        ]
        for row in self.rows:
            low, high = row.interval
            rating = "-" if row.rating is None else f"{row.rating:.2f}"
            lines.append(
                f"{row.name:<{width}}  {row.games:>5}  {row.win_share:>9.3f}  "
                f"{low:.3f} - {high:.3f}  {row.mean_score:>10.1f}  {rating:>7}"
            )
        return "\n".join(lines)


def wilson_interval(share: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval ``(low, high)`` on a win share measured over ``games``.

    With ``z`` = 1.96 it holds the true share 95 times in 100. Unlike ``share ± z * sigma``
    it stays within 0 and 1 and is sound for shares near 0 or 1. A shared win counts as a
    fraction, which makes the interval slightly wider than it need be.

    >>> low, high = wilson_interval(0.5, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    >>> wilson_interval(0.0, 0)  # no game tells nothing
    (0.0, 1.0)

    :raises ValueError: if ``share`` is not within 0 and 1 or ``games`` is negative.
    """
    if not 0.0 <= share <= 1.0 or games < 0:
        raise ValueError(f"expected a share within 0 and 1 and games >= 0, got {share}, {games}")
    if games == 0:
        return (0.0, 1.0)
    spread = z * z / games
    centre = (share + spread / 2) / (1 + spread)
    half = z / (1 + spread) * math.sqrt(share * (1 - share) / games + spread / (4 * games))
    return (max(0.0, centre - half), min(1.0, centre + half))


@attrs.frozen
class Standing:
    """The sums a result is read from, per entrant, after the games counted so far.

    :ivar ratings: each entrant's OpenSkill rating object, ``None`` without the extra.
    """

    games: int
    shares: tuple[float, ...]
    scores: tuple[int, ...]
    ratings: tuple[Any, ...] | None

    @classmethod
    def empty(cls, entrants: int, model: Any) -> Standing:
        """Before the first game: nothing won, and newcomers' ratings from ``model``."""
        ratings = None if model is None else tuple(model.rating() for _ in range(entrants))
        return cls(0, (0.0,) * entrants, (0,) * entrants, ratings)


def standing_after(standing: Standing, index: int, outcome: Outcome, model: Any) -> Standing:
    """``standing`` with game ``index`` counted, where entrant ``e`` sat at seat
    ``(e + index) % entrants``. Games must be counted in index order for the ratings
    (which depend on the order) to be the same on every backend."""
    entrants = len(standing.shares)
    seat_of = [(entrant + index) % entrants for entrant in range(entrants)]
    returns = outcome.returns()
    ratings = standing.ratings
    if model is not None and ratings is not None:
        by_seat = sorted(range(entrants), key=seat_of.__getitem__)
        rated = model.rate([[ratings[entrant]] for entrant in by_seat], ranks=list(outcome.ranks))
        ratings = tuple(rated[seat_of[entrant]][0] for entrant in range(entrants))
    return Standing(
        games=standing.games + 1,
        shares=tuple(share + returns[seat_of[e]] for e, share in enumerate(standing.shares)),
        scores=tuple(score + outcome.scores[seat_of[e]] for e, score in enumerate(standing.scores)),
        ratings=ratings,
    )


def result_of(game: str, seed: int, names: Sequence[str], standing: Standing) -> TournamentResult:
    """The rows of ``standing``, one per entrant named in ``names``."""
    games = standing.games
    rows = []
    for entrant, name in enumerate(names):
        # Sums of 1 / k may stray past 1 by an ulp; the interval needs a share within 0 and 1.
        share = min(1.0, standing.shares[entrant] / games) if games else 0.0
        rating = None if standing.ratings is None else float(standing.ratings[entrant].ordinal())
        rows.append(
            Row(
                name=name,
                games=games,
                win_share=share,
                interval=wilson_interval(share, games),
                mean_score=standing.scores[entrant] / games if games else 0.0,
                rating=rating,
            )
        )
    return TournamentResult(game, len(names), games, seed, tuple(rows))


def rating_model() -> Any:
    """An OpenSkill Plackett-Luce model, or ``None`` without the ``ratings`` extra.

    Imported here, on demand, so that the library needs OpenSkill only to rate.
    """
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        return None
    return PlackettLuce()
