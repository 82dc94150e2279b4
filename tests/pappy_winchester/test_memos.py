"""The memos behind the views and the features give what working everything out afresh
gives: views and features of random games, read with the memos warm (the views of a turn
share their deal and table), against the same positions rebuilt from copies of their
parts, which no memo has seen, with the memos emptied."""

from __future__ import annotations

import importlib
from typing import Any

import attrs
import pytest

from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import learning
from frontier_games.games.pappy_winchester.content import SECRET_RAILWAY_BOARD, Content
from frontier_games.rng import Rng, randbelow

view = importlib.import_module("frontier_games.games.pappy_winchester.view")
"""The module (the package's ``view`` is its function)."""


def _forget() -> None:
    """Empty every memo of the views and the features."""
    for memo in (
        view._public,
        view._rumors,
        view._secrets_seen,
        view._plots_with_cards,
        learning._public_features,
        learning._secret_places,
    ):
        memo.cache_clear()


def _afresh(state: pw.State) -> pw.State:
    """``state`` rebuilt from copies of its deal's and table's tuples: equal, but none of
    its parts is an object a memo has seen."""
    deal, table = state.deal, state.table
    copied: dict[str, Any] = {
        name: tuple(value) if type(value) is tuple else value
        for name, value in attrs.asdict(table, recurse=False).items()
    }
    return pw.State(
        deal.evolve(bonus=tuple(deal.bonus), objectives=tuple(deal.objectives)),
        pw.Table(**copied),
        state.phase,
        state.auction,
    )


def _positions(players: int, options: pw.Options, seed: int) -> list[pw.State]:
    state = pw.new_game(players, seed, options)
    rng = Rng.from_seed(seed)
    states = [state]
    while not pw.is_over(state):
        legal = pw.legal_actions(state, min(pw.actors(state)))
        pick, rng = randbelow(rng, len(legal))
        state = pw.apply(state, legal[pick])
        states.append(state)
    return states


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize(
    "options",
    [
        pw.Options(),
        pw.Options(open_money=True),
        pw.Options(content=Content(board=SECRET_RAILWAY_BOARD)),
    ],
)
def test_views_and_features_from_the_memos_are_those_worked_out_afresh(
    players: int, options: pw.Options
) -> None:
    for state in _positions(players, options, seed=players):
        warm = [(pw.view(state, seat), seat) for seat in (None, *range(players))]
        for seen, seat in warm:
            features = pw.features(seen)
            _forget()
            fresh = pw.view(_afresh(state), seat)
            assert fresh == seen
            assert repr(pw.features(fresh)) == repr(features)


def test_a_view_with_unhashable_fields_gets_its_features_without_the_memo() -> None:
    seen = pw.view(_positions(4, pw.Options(), seed=7)[30], 1)
    lists: dict[str, Any] = {"owners": list(seen.owners), "known": list(seen.known)}
    listed = seen.evolve(**lists)
    assert pw.features(listed) == pw.features(seen)


def test_a_view_whose_deal_is_a_list_changed_in_place_is_read_afresh() -> None:
    seen = pw.view(_positions(4, pw.Options(), seed=7)[30], 1)
    bonus = list(seen.bonus)
    lists: dict[str, Any] = {"bonus": bonus}
    listed = seen.evolve(**lists)
    before = pw.features(listed)
    assert before == pw.features(seen)
    bonus.reverse()  # the same list, other tokens on the plots
    assert pw.features(listed) == pw.features(seen.evolve(bonus=tuple(bonus)))
    assert pw.features(listed) != before
