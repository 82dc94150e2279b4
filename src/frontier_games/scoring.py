"""Final rankings, tie-break chains, shared victories and "the most X gets a bonus".

Every rulebook ends the same way: compare a score, break ties by a chain of further
criteria, and share the victory when everything is equal::

    >>> from frontier_games.scoring import rank
    >>> outcome = rank(scores=(30, 41, 41), tiebreaks=((5, 9, 9), (0, 1, 1)))
    >>> outcome.ranks, sorted(outcome.winners)
    ((3, 1, 1), [1, 2])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from frontier_games.core import Outcome

__all__ = ["competition_ranks", "most", "rank"]


def competition_ranks(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Each seat's place when larger keys are better: ``1`` is best and equal keys share a
    place, the next place skipping as many as tied ("1, 1, 3")."""
    return tuple(1 + sum(other > key for other in keys) for key in keys)


def rank(
    scores: Sequence[int],
    tiebreaks: Sequence[Sequence[int]] = (),
    details: Sequence[Mapping[str, int]] = (),
) -> Outcome:
    """The :class:`~frontier_games.core.Outcome` of seats compared by score, then by each
    tie-breaker in turn (larger is better; negate a value where smaller is better).

    :param scores: one score per seat.
    :param tiebreaks: each a sequence with one value per seat, applied in order.
    :param details: optionally, per seat, the named parts of its score.
    :raises ValueError: if a tie-breaker or ``details`` does not have one entry per seat.
    """
    players = len(scores)
    for chain in (*tiebreaks, *((details,) if details else ())):
        if len(chain) != players:
            raise ValueError(f"expected one value per seat ({players}), got {len(chain)}")
    keys = [(scores[p], *(chain[p] for chain in tiebreaks)) for p in range(players)]
    ranks = competition_ranks(keys)
    return Outcome(
        scores=tuple(scores),
        ranks=ranks,
        winners=frozenset(p for p, place in enumerate(ranks) if place == 1),
        details=tuple(tuple(parts.items()) for parts in details),
    )


def most(
    counts: Sequence[int], tiebreak: Sequence[int] | None = None, minimum: int = 1
) -> frozenset[int]:
    """The seats that have the most of something, for a "most X gets the bonus" rule.

    Ties are broken by ``tiebreak`` (larger wins); seats still tied all qualify. Seats with
    fewer than ``minimum`` never qualify, so by default nobody gets a bonus for having none.

    :raises ValueError: if ``tiebreak`` does not have one value per seat.
    """
    if tiebreak is not None and len(tiebreak) != len(counts):
        raise ValueError(
            f"expected one tie-break value per seat ({len(counts)}), got {len(tiebreak)}"
        )
    best = max(counts, default=0)
    if best < minimum:
        return frozenset()
    leaders = [p for p, count in enumerate(counts) if count == best]
    if tiebreak is not None and len(leaders) > 1:
        top = max(tiebreak[p] for p in leaders)
        leaders = [p for p in leaders if tiebreak[p] == top]
    return frozenset(leaders)
