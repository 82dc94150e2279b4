"""What a seat sees of a *Rattlesnake City* position, states consistent with it, and a
text picture (see :class:`~.rattlesnake_city.model.View` for what is public and what is
secret).

:func:`determinize` deals what the viewer cannot see, consistent with its view: the
unseen action cards into the other hands (a card offered for sale staying with its
seller; a playing card to every participant of a poker game who must hold one, the
challenged player only if enough are left, since it may hold none), the face-down poker
cards and the cards discarded unrevealed (playing cards) and the draw pile; the unseen
coup cards into the other hands, an attacker's face-down card and the draw pile; the
other players' money out of the total, in whole bills (a player asking to buy a card
holding the price at least, a bank just looted keeping what half its money left, its
attacker the loot at least); the tiles left into the bag.
"""

from __future__ import annotations

import functools
from collections import Counter

from frontier_games.core import brief, check_viewer, determinized, not_a
from frontier_games.deck import Deck, DeckView, determinize_deck, view_deck
from frontier_games.games.rattlesnake_city import rulebook
from frontier_games.games.rattlesnake_city.content import (
    Building,
    Card,
    CardKind,
    Coup,
    Tile,
    Town,
    coup_of,
    in_order,
)
from frontier_games.games.rattlesnake_city.income import BILL, income_of
from frontier_games.games.rattlesnake_city.model import (
    Built,
    Loot,
    Piles,
    Poker,
    Seat,
    SeatView,
    Setup,
    State,
    Step,
    Turn,
    View,
)
from frontier_games.games.rattlesnake_city.poker import DECK, in_deck_order, standard_card
from frontier_games.games.rattlesnake_city.position import deciding, modifier
from frontier_games.games.rattlesnake_city.rulebook import MOVES
from frontier_games.games.rattlesnake_city.rules import checked_options
from frontier_games.messages import reads_view
from frontier_games.rng import Rng, randbelow, share_out, shuffle

__all__ = ["determinize", "income_of", "render", "view"]

_A_STATE = "a rattlesnake-city State"
_A_VIEW = "a rattlesnake-city View"


def view(state: State, player: int | None) -> View:
    """What ``player`` (``None``: a spectator) sees of ``state``.

    :raises TypeError: if ``state`` is not a *Rattlesnake City* ``State``.
    :raises ValueError: if ``player`` is neither ``None`` nor a seat of the game.
    """
    if type(state) is not State:
        raise not_a(_A_STATE, state)
    players = state.setup.players
    check_viewer(player, players)
    open_money = state.setup.options.open_money
    over = state.turn.step is Step.OVER  # at the end the players count their money
    game = state.turn.poker
    # A real deal shows its players' money ("in certain poker games"): a raise depends
    # on whether everyone still in can keep up.
    betting = game.players if game is not None and game.hands else ()
    seats = tuple(
        [
            _seat_view(
                s.money if open_money or seat == player or over or seat in betting else None,
                len(s.hand),
                len(s.coups),
                s.front,
                s.town,
            )
            for seat, s in enumerate(state.seats)
        ]
    )
    me = state.seats[player] if player is not None else None
    turn, face_down, placed = _masked(state.turn, player)
    piles = state.piles
    return View(
        player=player,
        setup=state.setup,
        board=state.board,
        seats=seats,
        hand=me.hand if me else (),
        coups=me.coups if me else (),
        total_money=sum(s.money for s in state.seats),
        turn=turn,
        face_down=face_down,
        placed=placed,
        bag=len(piles.bag.draw_pile),
        actions=_face_up(piles),
        coup_pile=view_deck(piles.coups),
        removed=piles.removed,
        winner=state.winner,
        held=_held(state.turn),
        unrevealed=piles.unrevealed,
    )


def _face_up(piles: Piles) -> DeckView[Card]:
    """The action cards' piles as every seat sees them: the draw pile's size, and the
    discards but those lying face down (``discard_size`` counts them too)."""
    deck = piles.actions
    if not piles.unrevealed:
        return view_deck(deck)
    hidden = set(piles.unrevealed)
    discards = deck.discard_pile
    shown = tuple(card for place, card in enumerate(discards) if place not in hidden)
    return DeckView(len(deck.draw_pile), len(discards), shown)


@functools.lru_cache(maxsize=4096)
def _seat_view(
    money: int | None, cards: int, coups: int, front: tuple[Card, ...], town: Town | None
) -> SeatView:
    """``SeatView(money, cards, coups, front, town)``, a memo: a seat changes seldom, and
    every view shows it."""
    return SeatView(money=money, cards=cards, coups=coups, front=front, town=town)


def _held(turn: Turn) -> tuple[int, ...]:
    """A real deal's card counts: each hand's, the Professional Player's drawn cards',
    the pile's."""
    game = turn.poker
    if game is None or not game.hands:
        return ()
    return (*(len(hand) for hand in game.hands), len(game.drawn), len(game.deck))


def _masked_deal(game: Poker, step: Step, player: int | None) -> Poker:
    """A real deal with the others' hands (until the reveal), the pile and another's
    drawn cards hidden."""

    def hidden(seat: int) -> bool:  # a folded hand stays hidden at the reveal
        folded = seat in game.out and seat not in game.tarred
        return seat != player and (not game.revealed or folded)

    hands = tuple(() if hidden(s) else h for s, h in zip(game.players, game.hands, strict=True))
    replaced = tuple(
        None if hidden(s) else r for s, r in zip(game.players, game.replaced, strict=True)
    )
    drawer = game.asked[0] if step is Step.IMPROVE and game.asked else None
    drawn = game.drawn if drawer == player else ()
    return game.evolve(hands=hands, replaced=replaced, deck=(), drawn=drawn)


def _masked(turn: Turn, player: int | None) -> tuple[Turn, bool, tuple[bool, ...]]:
    """``turn`` with what ``player`` may not see face down hidden."""
    face_down = False
    attack = turn.attack
    if attack is not None and turn.step is Step.DEFEND and attack.coup is not None:
        face_down = True
        if attack.attacker != player:
            attack = attack.evolve(coup=None)
    game = turn.poker
    placed: tuple[bool, ...] = ()
    if game is not None:
        placed = tuple(card is not None for card in (game.replaced or game.cards))
        if not game.revealed:
            cards = tuple(
                c if s == player else None for s, c in zip(game.players, game.cards, strict=False)
            )
            if cards != game.cards:  # else nothing to hide
                game = game.evolve(cards=cards if game.cards else ())
        if game.hands:
            game = _masked_deal(game, turn.step, player)
    if attack is turn.attack and game is turn.poker:
        return turn, face_down, placed
    return turn.evolve(attack=attack, poker=game), face_down, placed


def determinize(view: View, seed: int) -> State:
    """A full state consistent with ``view``, its hidden parts dealt from ``seed``.

    :raises TypeError: if ``view`` is not a *Rattlesnake City* ``View`` or ``seed`` not
        an int.
    :raises ValueError: if the view's fields are not what a view of this game holds.
    """
    if type(view) is not View:
        raise not_a(_A_VIEW, view)
    if type(seed) is not int:
        raise not_a("an int seed", seed)
    return determinized(view, view.player, lambda: _determinize(view, seed), _view_of, _playable)


def _playable(guess: State) -> bool:
    """Whether the game can go on from ``guess``: it is over, or someone has a move."""
    return guess.turn.step is Step.OVER or any(
        MOVES.legal(guess, seat) for seat in rulebook.actors(guess)
    )


_view_of = view
""":func:`view`, under a name that ``determinize``'s parameter does not hide."""


def _determinize(view: View, seed: int) -> State:
    setup = view.setup
    if type(setup) is not Setup:
        raise ValueError(f"setup is not a rattlesnake-city Setup: {brief(setup)}")
    checked_options(setup.players, setup.options)  # a view from JSON may hold anything
    content = setup.options.content
    players = setup.players
    if len(view.seats) != players:
        raise ValueError(f"seats must hold {players} SeatView")
    if view.hand != in_order(view.hand) or view.coups != in_order(view.coups):
        raise ValueError("the hand and the coup cards must be in enum order, as hands keep them")
    rng = Rng.from_seed(seed)
    me = view.player
    turn = view.turn
    game = turn.poker
    # action cards: everything not seen lies in the other hands, face down, or in the pile
    unseen = Counter(dict(content.action_cards))
    unseen.subtract(view.hand)
    for s in view.seats:
        unseen.subtract(s.front)
    unseen.subtract(view.actions.discard_pile or ())
    if game is not None:
        unseen.subtract(c for c in (*game.cards, *game.replaced) if c is not None)
    if any(n < 0 for n in unseen.values()):
        raise ValueError("the view shows more action cards than the game has")
    pool, rng = shuffle(rng, in_order(unseen.elements()))
    pool_list = list(pool)
    hands: dict[int, list[Card]] = {s: [] for s in range(players) if s != me}
    offer = turn.offer
    if offer is not None and offer.asked == offer.buyer and offer.seller != me:
        _take(pool_list, offer.card)  # offered for sale: its seller holds it
        hands[offer.seller].append(offer.card)
    # the cards discarded face down: poker cards never revealed, so playing cards
    face_down = [_playing(pool_list) for _ in _unrevealed(view)]
    if game is not None and game.replaced and not game.revealed:
        replaced = list(game.replaced)
        for i, card in enumerate(game.replaced):
            if card is None and view.placed[i]:  # another's playing card, in its hand
                replaced[i] = _playing(pool_list)
        game = game.evolve(replaced=tuple(replaced))
    if game is not None and game.cards and not game.revealed:
        cards = list(game.cards)
        for i, card in enumerate(game.cards):
            if card is None and view.placed[i]:
                cards[i] = _playing(pool_list)
        game = game.evolve(cards=tuple(cards))
    if game is not None and not game.cards and not game.real_deal:
        # before the cards go down, every participant, and a player asking to lower the
        # stake to join, holds a playing card to play (R23-R25); all but the challenged
        # player, who may have none ("even if it is not a playing card, they cannot
        # refuse"): it is dealt one only if enough are left for the others
        asking = () if game.asker is None else (game.asker,)
        holders = [s for s in (*game.players, *asking) if s != me and s not in game.out]
        for k, seat in enumerate(holders):
            if seat == game.challenged:
                needed = len(holders) - k - 1
                if sum(c.kind is CardKind.PLAYING for c in pool_list) <= needed:
                    continue
            hands[seat].append(_playing(pool_list))
    if game is not None and turn.step is Step.CARDS_DOWN:
        for seat in game.asked:  # each still to choose holds a playing card to choose
            if seat != me:
                hands[seat].append(_playing(pool_list))
    for seat in hands:
        need = view.seats[seat].cards - len(hands[seat])
        hands[seat].extend(pool_list[:need])
        del pool_list[:need]
    actions, rng = _actions_dealt(view, pool_list, face_down, rng)
    # coup cards likewise
    coups_unseen = Counter(dict(content.coup_cards))
    coups_unseen.subtract(view.coups)
    coups_unseen.subtract(view.coup_pile.discard_pile or ())
    fight = turn.fight
    if fight is not None:
        coups_unseen.subtract(coup_of(n) for play in fight.spent for n in play)
    if game is not None:
        coups_unseen.subtract(game.opening if fight is None else ())
    attack = turn.attack
    if attack is not None and attack.coup is not None and fight is None:
        coups_unseen.subtract((attack.coup,))
    if any(n < 0 for n in coups_unseen.values()):
        raise ValueError("the view shows more coup cards than the game has")
    cpool, rng = shuffle(rng, in_order(coups_unseen.elements()))
    cpool_list = list(cpool)
    if view.face_down and attack is not None and attack.coup is None:
        bonus = modifier(Seat(0, front=view.seats[attack.attacker].front))
        coup = next(c for c in cpool_list if bonus + c.shots >= 1)
        _take(cpool_list, coup)
        attack = attack.evolve(coup=coup)
    coup_hands: dict[int, list[Coup]] = {}
    for seat in hands:
        need = view.seats[seat].coups
        coup_hands[seat] = cpool_list[:need]
        del cpool_list[:need]
    coup_deck, rng = determinize_deck(view.coup_pile, cpool_list, rng)
    # money: the total less what the viewer sees, in whole bills
    hidden = [s for s, seat in enumerate(view.seats) if seat.money is None]
    known = sum(seat.money for seat in view.seats if seat.money is not None)
    rest = view.total_money - known
    if rest < 0 or rest % BILL or rest > _MOST_MONEY:
        raise ValueError("total_money does not add up with the money shown")
    money: dict[int, int] = {}
    if game is not None and turn.step is Step.LOWER and game.asker in hidden:
        # "too poor" to join: the asker holds some money, less than the stake (R25)
        most = min(game.stake - BILL, rest)
        if most < BILL:
            raise ValueError("the player asking to lower the stake cannot be that poor")
        bills, rng = randbelow(rng, (most - BILL) // BILL + 1)
        money[game.asker] = BILL + bills * BILL
        rest -= money[game.asker]
        hidden.remove(game.asker)
    floor: dict[int, int] = {}
    if offer is not None and offer.asked == offer.seller and offer.buyer in hidden:
        # asking to buy, the player offered no more than it holds (R19)
        floor[offer.buyer] = offer.price
        rest -= offer.price
        if rest < 0:
            raise ValueError("the player asking to buy cannot hold the price it offers")
    if turn.loot is not None:
        dealt, least, rest, rng = _after_loot(turn.seat, turn.loot, hidden, rest, rng)
        money.update(dealt)
        floor.update(least)
        hidden = [s for s in hidden if s not in dealt]
    shares, rng = share_out(rng, rest // BILL, len(hidden))
    money.update(
        (s, floor.get(s, 0) + share * BILL) for s, share in zip(hidden, shares, strict=True)
    )
    seats = tuple(
        Seat(
            money=sv.money if sv.money is not None else money[s],
            hand=view.hand if s == me else in_order(hands[s]),
            coups=view.coups if s == me else in_order(coup_hands[s]),
            front=sv.front,
            town=sv.town,
        )
        for s, sv in enumerate(view.seats)
    )
    bag, rng = shuffle(rng, _bag(view))
    if len(bag) != view.bag:
        raise ValueError("the tiles left do not match the bag")
    if game is not None and game.hands:
        game, rng = _dealt(view, game, rng)
    turn = turn.evolve(attack=attack, poker=game)
    piles = Piles(
        bag=Deck(bag),
        actions=actions,
        coups=coup_deck,
        removed=view.removed,
        unrevealed=view.unrevealed,
    )
    return State(
        setup=setup,
        board=view.board,
        seats=seats,
        piles=piles,
        turn=turn,
        rng=rng,
        winner=view.winner,
    )


def _after_loot(
    attacker: int, loot: Loot, hidden: list[int], rest: int, rng: Rng
) -> tuple[dict[int, int], dict[int, int], int, Rng]:
    """The hidden money a bank attack's public loot tells of, just after it: the bank's
    owner holds what half of its money left (the loot, or a bill less), the attacker at
    least the loot. Returns the money dealt, the least each other seat holds, the money
    left to share, and the generator."""
    money: dict[int, int] = {}
    floor: dict[int, int] = {}
    amount = loot.amount
    if attacker in hidden:
        floor[attacker] = amount
        rest -= amount
    if loot.target in hidden:
        alone = len(hidden) == 1  # the only secret left: it holds what is left
        left = [m for m in (amount, amount - BILL) if 0 <= m <= rest and (m == rest or not alone)]
        if not left:
            raise ValueError("the loot does not add up with the money left")
        pick, rng = randbelow(rng, len(left))
        money[loot.target] = left[pick]
        rest -= left[pick]
    if rest < 0:
        raise ValueError("the loot does not add up with the money left")
    return money, floor, rest, rng


def _dealt(view: View, game: Poker, rng: Rng) -> tuple[Poker, Rng]:
    """A real deal's hidden cards dealt from the standard cards the viewer does not see:
    the others' hands, the drawn cards, the pile (the cards exchanged are out of it)."""
    held = view.held
    n = len(game.players)
    if len(held) != n + 2:
        raise ValueError("held must count each hand, the drawn cards and the pile")
    seen = {c for hand in game.hands for c in hand} | set(game.drawn)
    pool, rng = shuffle(rng, [c for c in DECK if c not in seen])
    rest = list(pool)
    hands = []
    for hand, size, card in zip(game.hands, held[:n], game.replaced, strict=True):
        if not hand and size:
            shown = () if card is None else (standard_card(card.number or 0),)
            take = size - len(shown)
            hand = in_deck_order((*shown, *rest[:take]))
            rest = rest[take:]
        hands.append(hand)
    drawn = game.drawn
    if not drawn and held[n]:
        drawn, rest = tuple(rest[: held[n]]), rest[held[n] :]
    if len(rest) < held[n + 1]:
        raise ValueError("the standard cards do not add up to the deck")
    return game.evolve(hands=tuple(hands), drawn=drawn, deck=tuple(rest[: held[n + 1]])), rng


def _take(pool: list[Card] | list[Coup], item: object) -> None:
    pool.remove(item)  # type: ignore[arg-type]


def _playing(pool: list[Card]) -> Card:
    """The first playing card of ``pool``, taken out of it."""
    for at, card in enumerate(pool):
        if card.kind is CardKind.PLAYING:
            del pool[at]
            return card
    raise ValueError("the view needs more playing cards than it leaves unseen")


def _unrevealed(view: View) -> tuple[int, ...]:
    """The places of the action cards discarded face down, checked against the pile."""
    places, pile = view.unrevealed, view.actions
    shown = pile.discard_pile
    if (
        type(places) is not tuple
        or shown is None
        or any(type(p) is not int for p in places)
        or list(places) != sorted(set(places))
        or (places and not 0 <= places[0] <= places[-1] < pile.discard_size)
        or len(shown) + len(places) != pile.discard_size
    ):
        raise ValueError(
            "unrevealed must list increasing places in the action discards, which show "
            "every other card"
        )
    return places


def _actions_dealt(
    view: View, unseen: list[Card], face_down: list[Card], rng: Rng
) -> tuple[Deck[Card], Rng]:
    """The action cards' deck: ``unseen`` in the draw pile, and ``face_down`` back in the
    discard pile at the places of the cards discarded unrevealed."""
    pile = view.actions
    if not face_down:
        return determinize_deck(pile, unseen, rng)
    shown = pile.discard_pile or ()
    deck, rng = determinize_deck(DeckView(pile.draw_size, len(shown), shown), unseen, rng)
    hidden = dict(zip(view.unrevealed, face_down, strict=True))
    rest = iter(shown)
    discards = tuple(
        hidden[place] if place in hidden else next(rest) for place in range(pile.discard_size)
    )
    return Deck(deck.draw_pile, discards), rng


def _bag(view: View) -> list[Tile]:
    """The tiles no one has seen leave the bag: the content's, less the board's, the
    removed ones and the tile drawn this turn."""
    left = Counter(dict(view.setup.options.content.tiles))
    left.subtract(b.building for b in view.board.buildings if b.building is not Building.SALOON)
    valley = view.setup.options.content.valley
    left.subtract(valley.line(line).shapes[n] for line, n in view.board.repaired)
    left.subtract(view.removed)
    if view.turn.tile is not None:
        left.subtract((view.turn.tile,))
    if any(n < 0 for n in left.values()):
        raise ValueError("the board and the removed tiles hold more tiles than the game has")
    return sorted(left.elements(), key=lambda tile: (type(tile).__name__, tile.name))


_MOST_MONEY = 10**9
"""More money than any game holds: a view claiming more is refused, not dealt out."""


# -- the text picture ----------------------------------------------------------------------


@reads_view(View, _A_VIEW)
def render(view: View) -> str:
    """The position as text: the valley (towns with their buildings and saloons,
    grasslands, mountains, the railway), the income track, each seat's cards in front
    of it, the viewer's hand and money, and what is asked.

    :raises TypeError: if ``view`` is not a *Rattlesnake City* ``View``.
    :raises ValueError: if a field of the view is not what a view holds.
    """
    return "\n".join(_render(view))


def _render(view: View) -> list[str]:
    valley = view.setup.options.content.valley
    built = {(b.place, b.space): b for b in view.board.buildings}
    owners = {s.town: seat for seat, s in enumerate(view.seats) if s.town is not None}
    lines = ["Rattlesnake Valley"]
    for town in valley.towns:
        owner = owners.get(town.town)
        whose = f"seat {owner}'s town" if owner is not None else "nobody's"
        spaces = []
        for i in range(len(town.spaces)):
            b = built.get((town.town, i))
            spaces.append(_space(b) if b else ("(station)" if i == town.station else "-"))
        lines.append(f"  {town.town.value} ({whose}): " + ", ".join(spaces))
    for grassland in valley.grasslands:
        area = grassland.grassland
        ranches = [
            _space(built[(area, i)]) for i in range(len(grassland.spaces)) if (area, i) in built
        ]
        lines.append(
            f"  {grassland.grassland.value} ({len(grassland.spaces)} spaces): "
            + (", ".join(ranches) or "empty")
        )
    for mountain in valley.mountains:
        mine = built.get((mountain.mountain, 0))
        lines.append(f"  {mountain.mountain.value}: {_space(mine) if mine else 'no mine'}")
    lines.append("Railway")
    for rail in valley.lines:
        marks = "".join(
            "x" if (rail.line, n) in view.board.broken else "=" for n in range(len(rail.shapes))
        )
        ends = " - ".join(end.value for end in rail.ends)
        lines.append(f"  {rail.line.value} ({ends}): {marks}")
    incomes = income_of(view)
    lines.append(f"Tiles in the bag: {view.bag}; removed from the game: {len(view.removed)}")
    for seat, s in enumerate(view.seats):
        money = f"${s.money:,}" if s.money is not None else "money secret"
        front = ", ".join(c.value for c in s.front) or "nothing"
        you = " (you)" if seat == view.player else ""
        home = s.town.value if s.town else "no town yet"
        lines.append(
            f"Seat {seat}{you}: {home}; income ${incomes[seat]:,}; {money}; "
            f"{s.cards} action cards, {s.coups} coup cards; in front: {front}"
        )
    lines.append(f"All players hold ${view.total_money:,} together.")
    if view.player is not None:
        hand = ", ".join(c.value for c in view.hand) or "no action cards"
        coups = ", ".join(c.value for c in view.coups) or "no coup cards"
        lines.append(f"Your hand: {hand}; your coup cards: {coups}")
    loot = view.turn.loot
    if loot is not None:  # told to every seat
        lines.append(f"Seat {view.turn.seat} took ${loot.amount:,} from seat {loot.target}'s bank.")
    lines.append(_asked(view))
    return lines


def _space(built: Built) -> str:
    name = built.building.value
    if built.building is Building.SALOON:
        return f"{name} of seat {built.placer}"
    return name if built.earner is None else f"{name} (pays seat {built.earner})"


def _asked(view: View) -> str:
    turn = view.turn
    if turn.step is Step.OVER:
        if view.winner is not None:
            return f"The game is over: seat {view.winner} holds the winning money."
        return "The game is over: the last tile has been placed."
    tile = f" (the tile: {turn.tile.value})" if turn.tile is not None else ""
    if turn.step is Step.CARDS_DOWN and turn.poker is not None:
        seats = ", ".join(f"seat {s}" for s in turn.poker.asked)
        return f"Seat {turn.seat}'s turn: {seats} to {turn.step.value} (face down, all at once)."
    decider = deciding(view)
    if decider != turn.seat:
        return f"Seat {turn.seat}'s turn: seat {decider} is asked to {turn.step.value}."
    return f"Seat {turn.seat}'s turn: {turn.step.value}{tile}."
