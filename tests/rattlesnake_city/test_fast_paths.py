"""The shortcut of the hot path gives what the slow way gives: the codec's offers are the
very objects the legal lists hold, at the ids fresh equal offers get."""

from __future__ import annotations

from collections.abc import Mapping

from frontier_games.games.rattlesnake_city.content import Card
from frontier_games.games.rattlesnake_city.learning import codec
from frontier_games.games.rattlesnake_city.model import (
    AskToBuy,
    OfferSale,
    Options,
)
from frontier_games.games.rattlesnake_city.position import ASKS, SALES


def test_the_codec_holds_the_listed_offers_at_the_ids_of_equal_fresh_ones() -> None:
    for options in (None, Options(real_deal=True)):
        space = codec(4, options)
        tables: tuple[Mapping[tuple[int, int, Card], tuple[OfferSale | AskToBuy, ...]], ...]
        tables = (SALES, ASKS)
        for (seat, other, card), offers in (item for table in tables for item in table.items()):
            if seat >= 4:
                continue
            for offer in offers:
                fresh = type(offer)(seat, other, card, offer.price)
                assert fresh == offer
                assert fresh is not offer
                assert space.encode(fresh) == space.encode(offer)
                assert space.decode(space.encode(offer), player=seat) is offer
