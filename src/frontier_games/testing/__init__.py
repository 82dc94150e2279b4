"""The conformance battery: checks that any :class:`~frontier_games.core.Game` keeps the contract.

Every game in this library runs it in its tests, and a third party writing a new game can
run it too. :func:`check_game` plays many seeded random playouts for every allowed player
count and checks, on the way:

#. **legal-action-applies**: every legal action of every seat that may act applies without
   raising (a bounded random sample when a seat has very many);
#. **no-mutation**: ``apply`` never changes its input, whether it succeeds or refuses;
#. **wrong-seat**: a legal action re-addressed to a seat that may not act (or to a seat
   that does not exist, ``-1`` or ``players``) raises
   :class:`~frontier_games.core.IllegalActionError`;
#. **out-of-position**: an action seen in some other position, and not legal here, raises
   :class:`~frontier_games.core.IllegalActionError`;
#. **actors**: ``actors`` is empty exactly when ``is_over``; it holds only real seats; each of
   them has legal actions, each addressed to that seat, without repeats; every other seat
   has none, and so have the non-seats ``-1`` and ``players`` (``legal_actions`` returns
   ``()`` for them rather than raising);
#. **length**: every playout ends within ``max_actions(players, options)`` actions;
#. **json-round-trip**: every state, action, view and options object comes back equal from
   its JSON (``from_json(to_json(x), type) == x``), and gives the same text again;
#. **record-replay**: the playout's :class:`~frontier_games.record.GameRecord` round-trips
   through JSON, and :func:`~frontier_games.record.replay` gives the same states;
#. **same-seed**: ``new_game`` with the same seed gives the same state, and the same
   playout seed gives the same playout;
#. **determinize**: ``view(determinize(view(s, p), k), p) == view(s, p)`` for every seat and
   the spectator, for a few ``k``; a determinized state has the same ``actors``, and the same
   legal actions for the viewing seat (a seat's choices must follow from what it sees);
#. **outcome**: ``outcome`` raises :class:`~frontier_games.core.GameNotOverError` before the
   end, and at the end gives one score and one rank per seat, ranks from 1, and winners
   exactly the seats ranked 1;
#. **determinism**: ``legal_actions``, ``view`` and ``apply`` give equal results when called
   twice, and ``apply`` on a JSON-rebuilt copy of the state gives the same result;
#. **render**: ``render`` gives a non-empty string for every view;
#. **picture**: ``svg`` gives an SVG document (XML whose root is ``<svg>`` in the SVG
   namespace), the same text twice, for every tenth view; with ``kit_pictures=True``, one
   that keeps the rules of :mod:`frontier_games.svg` too;
#. **setup**: ``new_game`` refuses player counts outside ``[min_players, max_players]`` with
   :class:`~frontier_games.core.SetupError`, and ``options=None`` means ``options_type()``;
#. **timing**: ``timing`` is ``OVER`` exactly when the game is over, ``TURN`` exactly when
   one seat may act, ``SEALED`` or ``RACE`` when several may; at a ``SEALED`` state the
   pending seats' actions give the same state in every order tried;
#. **describe**: the descriptions of a seat's legal actions are non-empty and all
   different, and :func:`~frontier_games.parse_action` reads each back;
#. **narrate**: every seat and the spectator are told lines of text about each action, and
   told alike in every determinization of their view that the action leaves looking the
   same to them (a narration that reveals hidden information differs there);
#. **codec**: the action space's size depends only on the players and options; every
   legal action encodes into ``range(size)``, a seat's all differently, ``decode`` gives
   it back from any integer-like index, and ``mask`` marks exactly the legal ones;
#. **features**: every view's features are ``feature_size(players, options)`` finite
   floats, equal for the view of a determinization;
#. **copy**: ``copy.copy`` and ``copy.deepcopy`` of a state, a view, an action or the
   options return the value itself.

Usage, in a game's tests::

    from frontier_games.games import get_game
    from frontier_games.testing import check_game

    def test_apache_keeps_the_game_contract() -> None:
        report = check_game(get_game("apache"))  # 20 playouts per allowed player count
        print(report)  # what was checked, and how long it took

    # A third-party game, with an option on: fewer playouts, but every state checked deeply.
    def test_my_game_keeps_the_contract_with_its_variant() -> None:
        check_game(MY_GAME, players=(2, 3), options=MyOptions(variant=True),
                   playouts=5, deep_states=None)

The first broken check raises :class:`ConformanceError` (an :class:`AssertionError`, so
pytest shows it as a failure) naming the check, the player count, the playout seed and the
step (the number of actions applied before the state in question), with what differed; its
``record`` attribute holds the game up to that state, to replay or attach to a bug report.
On success :func:`check_game` returns a :class:`ConformanceReport`.

What the battery can and cannot see: it only calls the game's public functions. A view that
leaks hidden information is caught when :meth:`~frontier_games.core.Game.determinize`
rebuilds the hidden parts from what the rules make public (as it should): the leaked field
then differs between the view and the view of a determinization. A ``determinize`` that
simply copies the leaked field back hides the leak from any outside check.

To test a game's own ``check_state`` on states no game reaches, :func:`replaced` builds a
copy of a state with the value at a ``Path`` (a tuple of field names and tuple indices)
replaced, and :func:`int_paths` lists the paths of its ints.
"""

from __future__ import annotations

from frontier_games.testing._base import Check, ConformanceError
from frontier_games.testing._paths import Path, int_paths, replaced
from frontier_games.testing.battery import ConformanceReport, check_game

__all__ = [
    "Check",
    "ConformanceError",
    "ConformanceReport",
    "Path",
    "check_game",
    "int_paths",
    "replaced",
]
