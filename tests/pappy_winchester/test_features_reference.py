"""The features against a plain reading of their documented layout: the segments built
one after the other from one-hots, as :doc:`/games/pappy-winchester` lists them. The
game's :func:`~frontier_games.games.pappy_winchester.features` writes the same vector into
a preallocated list, offset by offset; every view of random games must give the very
same floats."""

from __future__ import annotations

import pytest

from frontier_games.codec import one_hot
from frontier_games.games import pappy_winchester as pw
from frontier_games.games.pappy_winchester import (
    SECRET_RAILWAY_BOARD,
    BonusKind,
    Content,
    HiddenCard,
    Options,
    Phase,
    Rumor,
    SecretObjective,
    SharedObjective,
    View,
)
from frontier_games.rng import Rng, randbelow

_PHASES = tuple(Phase)
_TOKENS = tuple(BonusKind)
_SHARED = tuple(SharedObjective)
_SECRETS = tuple(SecretObjective)


def _rumor_cards(players: int, options: Options) -> list[HiddenCard]:
    """The cards a Rumor token may look at, in the codec's order."""
    space = pw.codec(players, options)
    actions = (space.decode(index, player=0) for index in range(space.size))
    return [action.card for action in actions if isinstance(action, Rumor)]


def reference_features(view: View) -> tuple[float, ...]:
    """The documented layout, segment by segment."""
    players, content = view.players, view.options.content
    money_scale = float(pw.money_bound(players, content))
    card_scale = float(max((*content.mine_cards, *content.ranch_cards, pw.BANKNOTE)))
    pile_scale = float(max((*content.objective_piles, pw.BANKNOTE)))
    bidding = view.phase is Phase.BIDDING
    out = one_hot(_PHASES.index(view.phase), len(_PHASES))
    out += one_hot(view.player, players)
    for money in view.money:
        out += (0.0, 0.0) if money is None else (money / money_scale, 1.0)
    out += (view.money_total / money_scale, view.saloon / money_scale)
    this_turn = view.plot if view.phase is not Phase.OVER else None
    for n, (owner, token, card) in enumerate(
        zip(view.owners, view.bonus, view.cards, strict=True), start=1
    ):
        out += one_hot(players if owner is None else owner, players + 1)
        out += one_hot(_TOKENS.index(token), len(_TOKENS))
        out += (0.0, 0.0) if card is None else (card / card_scale, 1.0)
        out += (float(n in view.draws), float(n == this_turn))
    for objective, pile, taker in zip(view.objectives, view.piles, view.claimed, strict=True):
        out += one_hot(_SHARED.index(objective), len(_SHARED))
        out.append(pile / pile_scale)
        out += one_hot(players if taker is None else taker, players + 1)
    hidden = len(_SECRETS)
    for hand in view.secrets:
        for secret in hand:
            out += one_hot(hidden if secret is None else _SECRETS.index(secret), hidden + 1)
    out += (float(held) for held in view.duel_tokens)
    out += one_hot(view.first, players)
    out += (float(bidding and seat in view.active) for seat in range(players))
    out += one_hot(view.active[view.turn] if bidding else None, players)
    out.append(view.high_bid / money_scale)
    out += one_hot(view.high_bidder, players)
    out += (view.bids[seat] / money_scale if bidding else 0.0 for seat in range(players))
    out += one_hot(view.locomotive, len(content.board.railway))
    out += one_hot(view.boat, len(content.board.river))
    cards = _rumor_cards(players, view.options)
    for known in view.known:
        out += (float(card in known) for card in cards)
    return tuple(out)


_CUSTOM = Content(
    mine_cards=(0, 2000, 3000, 8000, 12000, 1000),
    ranch_cards=(0, 7000),
    objective_piles=(2000, 3000, 9000),
    starting_money=10000,
)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize(
    "options",
    [
        Options(),
        Options(open_money=True, duel_all_in=True),
        Options(content=Content(board=SECRET_RAILWAY_BOARD)),
        Options(content=_CUSTOM),
    ],
)
def test_the_features_are_the_documented_segments_for_every_view(
    players: int, options: Options
) -> None:
    state = pw.new_game(players, 17, options)
    rng = Rng.from_seed(players)
    step = 0
    while True:
        if step % 3 == 0 or pw.is_over(state):
            for seat in (*range(players), None):
                seen = pw.view(state, seat)
                assert repr(pw.features(seen)) == repr(reference_features(seen))
        if pw.is_over(state):
            break
        legal = pw.legal_actions(state, min(pw.actors(state)))
        pick, rng = randbelow(rng, len(legal))
        state = pw.apply(state, legal[pick])
        step += 1
