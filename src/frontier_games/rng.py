"""An immutable, counter-based random generator whose whole state is two plain ints.

Draw ``n`` of a generator is ``mix(key + n * GAMMA)``, the SplitMix64 sequence, so a
generator is just ``(key, counter)``: it serializes as two numbers, never changes, and
every draw returns the value together with the generator to use next::

    >>> from frontier_games.rng import Rng, randbelow, shuffle
    >>> rng = Rng.from_seed(7)
    >>> roll, rng = randbelow(rng, 6)
    >>> cards, rng = shuffle(rng, ("A", "B", "C"))
    >>> sorted(cards)
    ['A', 'B', 'C']

The same seed always gives the same draws, on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from frontier_games.core import Frozen, _draft, frozen_class
from frontier_games.messages import brief

__all__ = ["Rng", "choice", "next_u64", "randbelow", "sample", "share_out", "shuffle", "split"]

T = TypeVar("T")

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GAMMA = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    """The SplitMix64 finalizer: a bijection on 64-bit ints with good avalanche."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@frozen_class
class Rng(Frozen):
    """A generator state: the stream ``key`` and how many draws were taken from it."""

    key: int
    counter: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """The generator for an integer seed (any int; it is reduced to 64 bits).

        :raises TypeError: if ``seed`` is not an int.
        """
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"a seed must be an int, got {brief(seed)}")
        return cls(_mix((seed & _MASK) ^ 0x5DEECE66D), 0)


_Drawn = _draft(Rng)
"""An :class:`Rng` being made by a draw: filled by plain assignment, then made an ``Rng``
(``frontier_games.core._draft``), for a third of what calling the class costs. Bots and
playouts draw at every step."""


def next_u64(rng: Rng) -> tuple[int, Rng]:
    """A uniform 64-bit value and the next generator."""
    counter = rng.counter + 1
    return _mix((rng.key + counter * _GAMMA) & _MASK), Rng(rng.key, counter)


def randbelow(rng: Rng, n: int) -> tuple[int, Rng]:
    """A uniform int in ``range(n)`` (unbiased) and the next generator.

    :raises ValueError: if ``n < 1`` or ``n > 2**64`` (one draw has 64 bits).
    """
    if not 1 <= n <= _SPAN:
        # Above 2**64 the rejection limit below would be 0 and the loop would never end.
        raise ValueError(f"randbelow needs 1 <= n <= 2**64, got {n}")
    key, counter = rng.key, rng.counter
    limit = _SPAN - _SPAN % n  # reject the short last bucket so no value is favoured
    while True:
        counter += 1
        # _mix inlined: bots and playouts draw once per step, and a call costs a tenth
        z = (key + counter * _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        if value < limit:
            after = _Drawn()
            after.key = key
            after.counter = counter
            after.__class__ = Rng
            return value % n, after


def choice(rng: Rng, items: Sequence[T]) -> tuple[T, Rng]:
    """A uniformly chosen element of a non-empty sequence and the next generator.

    :raises ValueError: if ``items`` is empty.
    """
    if not items:
        raise ValueError("choice from an empty sequence")
    index, rng = randbelow(rng, len(items))
    return items[index], rng


def shuffle(rng: Rng, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
    """A uniformly shuffled copy of ``items`` (Fisher-Yates) and the next generator."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j, rng = randbelow(rng, i + 1)
        result[i], result[j] = result[j], result[i]
    return tuple(result), rng


def sample(rng: Rng, items: Sequence[T], k: int) -> tuple[tuple[T, ...], Rng]:
    """``k`` distinct positions of ``items`` drawn uniformly, in draw order, and the next generator.

    :raises ValueError: if ``k`` is negative or larger than ``len(items)``.
    """
    if not 0 <= k <= len(items):
        raise ValueError(f"cannot sample {k} of {len(items)} items")
    pool = list(items)
    drawn = []
    for _ in range(k):
        index, rng = randbelow(rng, len(pool))
        drawn.append(pool[index])
        pool[index] = pool[-1]
        pool.pop()
    return tuple(drawn), rng


def share_out(rng: Rng, units: int, parts: int) -> tuple[tuple[int, ...], Rng]:
    """``units`` (banknotes, dollars) dealt among ``parts``, each unit to a part drawn
    uniformly (a multinomial deal): how many each part gets, and the next generator.

    One draw below ``parts ** m`` is ``m`` independent uniform digits in base ``parts``, so
    a draw deals ``m`` units at once (40 for three parts).

    :raises ValueError: if ``units`` or ``parts`` is negative, or units have no part.
    """
    if units < 0 or parts < 0 or (units and not parts):
        raise ValueError(f"cannot deal {units} units among {parts} parts")
    shares = [0] * parts
    if parts == 1:
        shares[0] = units
    elif parts:
        per_draw = 1
        while parts ** (per_draw + 1) <= 2**64:
            per_draw += 1
        while units:
            digits = min(per_draw, units)
            value, rng = randbelow(rng, parts**digits)
            for _ in range(digits):
                value, part = divmod(value, parts)
                shares[part] += 1
            units -= digits
    return tuple(shares), rng


def split(rng: Rng) -> tuple[Rng, Rng]:
    """An independent generator derived from this one, and the next generator.

    Useful to hand a sub-process (a determinization, a bot) its own stream.
    """
    value, rng = next_u64(rng)
    return Rng(_mix(value ^ 0xA5A5A5A5A5A5A5A5), 0), rng
