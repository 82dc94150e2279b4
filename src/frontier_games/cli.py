"""The command line: ``python -m frontier_games`` (or ``frontier-games``).

::

    frontier-games list                      # the registered games
    frontier-games demo                      # one quick game of each, between random bots
    frontier-games play GAME --players 3 --seed 7 --seats human,random,random --save g.json
    frontier-games replay g.json --step      # step through a saved game
    frontier-games bench --seconds 3         # how fast the games play (see frontier_games.bench)
    frontier-games tournament GAME --bots heuristic,random,random --games 200 --workers 2
    frontier-games mcp                       # serve the games to MCP clients over stdio
    frontier-games serve --port 8000         # a web table at http://127.0.0.1:8000

Exit status: 0 on success, 2 for bad arguments (an unknown game, an unreadable record),
1 when a human's input ends mid-game and 130 when the game is interrupted with Ctrl-C.

Each command is a function taking the games and the text streams to use, so that tests
and other programs can drive it with any :class:`~frontier_games.core.Game` and scripted
input: :func:`list_games`, :func:`demo`, :func:`play`, :func:`replay_file`,
:func:`tournament`.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from frontier_games import bench
from frontier_games.bots import (
    Bot,
    FirstLegalBot,
    HumanBot,
    RandomBot,
    bot_label,
    make_bot,
    split_specs,
)
from frontier_games.codec import ActionCodec
from frontier_games.core import Game, Outcome, SerializationError
from frontier_games.play import play_steps
from frontier_games.record import GameRecord, replay
from frontier_games.serialization import from_json, to_json
from frontier_games.tournament import BACKENDS, TournamentResult, run_tournament

__all__ = [
    "SEAT_KINDS",
    "demo",
    "describe_outcome",
    "list_games",
    "main",
    "make_bots",
    "play",
    "replay_file",
    "tournament",
]

SEAT_KINDS = ("human", "random", "first", "heuristic", "ismcts")
"""What may sit at a seat in ``play --seats``: a person, or a bot named by a spec (see
:func:`~frontier_games.bots.make_bot`), such as a :class:`RandomBot`, the game's
``HeuristicBot`` or an :class:`~frontier_games.bots.ISMCTSBot` (``ismcts:iterations=500``)."""

AnyGame = Game[Any, Any, Any, Any]

EXIT_OK, EXIT_INPUT_ENDED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


def _registered() -> dict[str, AnyGame]:
    from frontier_games.games import game_names, get_game

    return {name: get_game(name) for name in game_names()}


def _find(games: Mapping[str, AnyGame], name: str, err: TextIO) -> AnyGame | None:
    """The game called ``name``, or ``None`` after telling ``err`` which ids exist."""
    if name in games:
        return games[name]
    known = ", ".join(games) or "none is registered yet"
    err.write(f"unknown game {name!r}; known games: {known}\n")
    return None


def kind_of(bot: object) -> str:
    """A bot's kind without its seed, such as ``"RandomBot"``; ``"human"`` for a person."""
    label = bot_label(bot)
    return label if label == "human" else type(bot).__name__


def describe_outcome(outcome: Outcome, labels: Sequence[str] = ()) -> str:
    """The winners and each seat's score and place, as a few lines of text."""

    def seat(player: int) -> str:
        return f"seat {player} ({labels[player]})" if player < len(labels) else f"seat {player}"

    winners = ", ".join(seat(p) for p in sorted(outcome.winners)) or "nobody"
    title = "shared victory" if outcome.is_shared else "winner"
    lines = [f"{title}: {winners}"]
    by_place = sorted(range(len(outcome.scores)), key=lambda p: (outcome.ranks[p], p))
    for player in by_place:
        lines.append(f"  {outcome.ranks[player]}. {seat(player)}: {outcome.scores[player]}")
    return "\n".join(lines)


def list_games(games: Mapping[str, AnyGame], out: TextIO) -> int:
    """Print each game's id and player range; the exit status."""
    if not games:
        out.write("no game is registered yet\n")
        return EXIT_OK
    for name, game in games.items():
        out.write(f"{name:<20} {game.min_players}-{game.max_players} players\n")
    return EXIT_OK


_RANDOM_NOTE = (
    "random bots choose every legal move alike, so results look odd: in Apache most cards "
    "land where they can make no loot and pay the penalty, in Pappy Winchester the bids "
    "are wild. For opponents that play by the rulebook's advice, seat each game's "
    "HeuristicBot: play GAME --seats human,heuristic, or tournament GAME --bots "
    "heuristic,random"
)


def demo(games: Mapping[str, AnyGame], out: TextIO, seed: int = 1) -> int:
    """Play one game of each of ``games`` between random bots and print how each ended: the
    final position, the last move's narration (the end and the scores in the game's
    units) and the ranking.

    :raises GameContractError: if a game breaks its contract while being played.
    """
    from frontier_games.bench import default_players
    from frontier_games.play import play_game

    if not games:
        out.write("no game is registered yet: nothing to demonstrate\n")
        return EXIT_OK
    for name, game in games.items():
        players = default_players(game)
        out.write(f"{name}: {players} random bots, seed {seed} ... ")
        out.flush()
        bots = [RandomBot(seed * 100 + seat) for seat in range(players)]
        played = play_game(game, bots, players, seed)
        record = played.record
        out.write(f"{len(record.actions)} actions\n")
        out.write(_indented(game.render(game.view(played.final, None))) + "\n")
        if record.actions:
            states = replay(record, game)
            last = record.typed_actions(game)[-1]
            out.write(_indented("\n".join(game.narrate(states[-2], last, None))) + "\n")
        out.write(describe_outcome(played.outcome, record.labels) + "\n\n")
    out.write(f"({_RANDOM_NOTE})\n")
    return EXIT_OK


def _indented(text: str) -> str:
    return "\n".join(f"    {line}" for line in text.splitlines())


def make_bots(
    kinds: Sequence[str],
    seed: int,
    input: TextIO,
    output: TextIO,
    space: ActionCodec[Any] | None = None,
    game: AnyGame | None = None,
) -> list[Bot[Any, Any]]:
    """One bot per entry of ``kinds``: ``human``, or a bot spec (see :data:`SEAT_KINDS`)
    for ``game``; bots are seeded from ``seed`` and their seat; people are given the
    game's action ``space`` (to be told which rule a typed move breaks).

    :raises ValueError: for a kind that is neither ``human`` nor a spec naming a bot
        (:class:`~frontier_games.bots.BotSpecError`), or a spec other than ``random`` and
        ``first`` without a ``game``.
    """
    bots: list[Bot[Any, Any]] = []
    for seat, kind in enumerate(kinds):
        if kind == "human":
            bots.append(HumanBot(input, output, name="human", space=space))
        elif kind == "random":
            bots.append(RandomBot(seed * 100 + seat))
        elif kind == "first":
            bots.append(FirstLegalBot())
        elif game is not None:
            bots.append(make_bot(game, kind, seed * 100 + seat))
        else:
            raise ValueError(f"unknown seat kind {kind!r}; use one of {', '.join(SEAT_KINDS)}")
    return bots


def play(
    game: AnyGame,
    players: int,
    seed: int,
    seats: Sequence[str],
    input: TextIO,
    out: TextIO,
    save: Path | None = None,
    options: Any = None,
    start: GameRecord | None = None,
) -> int:
    """Play ``game`` with people and bots at ``seats``; the exit status.

    People see their seat's view and choose from numbered actions, or type the move in
    words (bad answers are asked again, with the rule a refused move breaks). After every
    move the table's narration is printed as the first human seat sees it
    (``game.narrate``; a spectator's when no seat is human), so nothing secret is told. At
    the end the spectator's view and the outcome are printed. With ``start`` (a record of
    this game, players, seed and options) the game goes on from its last position. While
    a person plays, the seed (which deals every hidden card) is told only at the end. If
    ``save`` is given the record is written there, also when the game is abandoned
    part-way.

    :raises ValueError: for a seat kind not in :data:`SEAT_KINDS`, or a ``start`` record of
        another game.
    :raises SetupError: when ``players`` or ``options`` do not suit ``game``.
    """
    space = game.codec(players=players, options=options)
    bots = make_bots(seats, seed, input, out, space, game)
    labels = [bot_label(bot) for bot in bots]
    viewer = seats.index("human") if "human" in seats else None
    # The seed deals every hidden card (and seeds the bots): a person at the table learns
    # it, and the bots' own seeds, only at the end.
    shown = f"seed {seed}" if viewer is None else "the seed is told at the end"
    names = labels if viewer is None else [kind_of(bot) for bot in bots]
    out.write(f"{game.name}, {players} players, {shown}: " + ", ".join(names) + "\n")
    if viewer is not None:
        out.write(f"you play seat {viewer}\n")
    actions: list[Any] = [] if start is None else list(start.typed_actions(game))
    if start is None:
        state = game.new_game(players=players, seed=seed, options=options)
    else:
        state = replay(start, game)[-1]
        out.write(f"resuming after {len(actions)} actions\n")
    status = EXIT_OK
    try:
        for step in play_steps(game, bots, players, seed, options, start=start):
            actions.append(step.action)
            for line in game.narrate(state, step.action, viewer):
                out.write(f"  {line}\n")
            state = step.state
    except EOFError:
        out.write(f"input ended: game abandoned after {len(actions)} actions\n")
        status = EXIT_INPUT_ENDED
    except KeyboardInterrupt:
        out.write(f"\ninterrupted: game abandoned after {len(actions)} actions\n")
        status = EXIT_INTERRUPTED
    if status == EXIT_OK:
        out.write(f"\n{game.render(game.view(state, None))}\n\ngame over (seed {seed})\n")
        out.write(describe_outcome(game.outcome(state), labels) + "\n")
    if save is not None:
        record = GameRecord.of(game, players, seed, actions, options, labels=labels)
        try:
            save.write_text(to_json(record, indent=2) + "\n", encoding="utf-8")
        except OSError as error:
            out.write(f"cannot save the record to {save}: {error}\n")
            return EXIT_USAGE
        out.write(f"record saved to {save}\n")
    return status


def _load_record(path: Path, err: TextIO) -> GameRecord | None:
    """The record saved in ``path``, or ``None`` after telling ``err`` why not."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        err.write(f"cannot read {path}: {error}\n")
        return None
    try:
        return from_json(text, GameRecord)
    except SerializationError as error:
        err.write(f"{path} is not a game record: {error}\n")
        return None


def replay_file(
    path: Path,
    games: Mapping[str, AnyGame],
    out: TextIO,
    err: TextIO,
    step: bool = False,
    input: TextIO | None = None,
    seat: int | None = None,
    narrate_only: bool = False,
) -> int:
    """Load a saved record, replay it and print each action's narration with the view of
    ``seat`` (the spectator's by default); ``narrate_only`` prints the narration alone.

    :param games: the games a record may be of, by id.
    :param step: wait for Enter (a line on ``input``) after each action.
    :returns: the exit status: 2 if the file cannot be read, is not a record, names an
        unknown game, holds an illegal action or ``seat`` is not one of its seats; 1 if
        ``input`` ends while stepping.
    """
    record = _load_record(path, err)
    if record is None:
        return EXIT_USAGE
    game = _find(games, record.game, err)
    if game is None:
        return EXIT_USAGE
    if seat is not None and not 0 <= seat < record.players:
        err.write(f"there is no seat {seat} in this {record.players}-player game\n")
        return EXIT_USAGE
    try:
        states = replay(record, game)
        actions = record.typed_actions(game)
    except ValueError as error:  # IllegalActionError, SerializationError, SetupError
        err.write(f"{path} cannot be replayed: {error}\n")
        return EXIT_USAGE
    labels = record.labels
    out.write(f"{game.name}, {record.players} players, seed {record.seed}\n")
    if not narrate_only:
        out.write(game.render(game.view(states[0], seat)) + "\n")
    for index, (action, state) in enumerate(zip(actions, states[1:], strict=True)):
        player: int = action.player
        who = f" ({labels[player]})" if player < len(labels) else ""
        told = game.narrate(states[index], action, seat)
        out.write(
            ("" if narrate_only else "\n") + f"#{index + 1}{who}: " + "\n  ".join(told) + "\n"
        )
        if not narrate_only:
            out.write(game.render(game.view(state, seat)) + "\n")
        if step:
            out.write("[Enter for the next action] ")
            out.flush()
            if not (input or sys.stdin).readline():
                out.write("\n")
                return EXIT_INPUT_ENDED
    out.write("\n")
    if game.is_over(states[-1]):
        out.write("game over\n" + describe_outcome(game.outcome(states[-1]), labels) + "\n")
    else:
        out.write(f"the record stops before the end of the game ({len(actions)} actions)\n")
    return EXIT_OK


def _seats(text: str | None, players: int) -> list[str]:
    """The seat kinds from ``--seats``: by default a person at seat 0 and random bots.

    :raises ValueError: when the list does not have one known kind per seat.
    """
    if text is None:
        return ["human"] + ["random"] * (players - 1)
    kinds = list(split_specs(text))
    if len(kinds) != players:
        raise ValueError(f"--seats names {len(kinds)} seats but the game has {players}")
    return kinds


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="frontier-games",
        description="Five Wild-West board games played by their rulebooks.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    commands.add_parser("list", help="list the registered games")
    demo_parser = commands.add_parser("demo", help="play one game of each between random bots")
    demo_parser.add_argument("--seed", type=int, default=1, help="the games' seed (default 1)")
    play_parser = commands.add_parser("play", help="play a game at the terminal")
    play_parser.add_argument(
        "game", nargs="?", default=None, help="the game's id (see `list`; not with --load)"
    )
    play_parser.add_argument(
        "--players", type=int, default=None, help="number of seats (default: the fewest allowed)"
    )
    play_parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="the game's seed (default: a random one of 63 bits, told at the end)",
    )
    play_parser.add_argument(
        "--seats",
        default=None,
        help="comma-separated seats: human, or a bot such as random, first, heuristic, "
        "ismcts:iterations=200 (default: human at seat 0, random elsewhere)",
    )
    play_parser.add_argument(
        "--options",
        default=None,
        metavar="JSON",
        help="the game's options as JSON, such as '{\"wedding\": true}' (default: the rulebook's)",
    )
    play_parser.add_argument(
        "--load", type=Path, default=None, metavar="RECORD", help="resume a saved game"
    )
    play_parser.add_argument("--save", type=Path, default=None, help="write the record here")
    replay_parser = commands.add_parser("replay", help="step through a saved game record")
    replay_parser.add_argument("file", type=Path, help="a record saved by `play --save`")
    replay_parser.add_argument("--step", action="store_true", help="wait for Enter each action")
    replay_parser.add_argument(
        "--seat", type=int, default=None, help="show this seat's view (default: a spectator's)"
    )
    replay_parser.add_argument(
        "--narrate", action="store_true", help="print only what happened, a line or so a move"
    )
    bench_parser = commands.add_parser("bench", help="measure how fast the games play")
    bench.add_arguments(bench_parser)
    _add_tournament_arguments(commands)
    mcp_parser = commands.add_parser(
        "mcp", help="serve the games to MCP clients over stdio (needs frontier-games[mcp])"
    )
    _add_deal_arguments(mcp_parser)
    serve_parser = commands.add_parser(
        "serve", help="serve a web table to play in the browser (needs frontier-games[web])"
    )
    serve_parser.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)"
    )
    serve_parser.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    _add_deal_arguments(serve_parser)
    return parser


def _add_deal_arguments(parser: argparse.ArgumentParser) -> None:
    """A server's ``--open-deals`` and ``--seed``: reproducible deals, which by default it
    does not offer (a seed tells every hidden card)."""
    parser.add_argument(
        "--open-deals",
        action="store_true",
        help="let a player choose a game's seed (and, on the web table, go on from a record): "
        "every player can then know the deal",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="deal the games from this seed, game by game in the order they start, so that "
        "a run deals them again: every player who learns or guesses it can then know the "
        "deal (default: a secret seed for each game)",
    )


def _add_tournament_arguments(commands: Any) -> None:
    parser = commands.add_parser(
        "tournament", help="play many games between bots, seats rotated, and rank them"
    )
    parser.add_argument("game", help="the game's id (see `list`)")
    parser.add_argument(
        "--bots",
        required=True,
        metavar="SPECS",
        help="one bot spec per seat, comma-separated: random, first, heuristic, "
        "ismcts:iterations=200, package.module:Class (see frontier_games.bots.make_bot)",
    )
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument(
        "--players", type=int, default=None, help="number of seats (default: one per bot)"
    )
    parser.add_argument("--seed", type=int, default=0, help="the tournament's seed (default 0)")
    parser.add_argument(
        "--backend", choices=BACKENDS, default="process", help="where to play (default process)"
    )
    parser.add_argument(
        "--workers", type=int, default=None, help="games at once (default: one per core)"
    )
    parser.add_argument(
        "--ray-address",
        default=None,
        metavar="ADDRESS",
        help="the Ray cluster to join with --backend ray, such as auto (default: a local Ray)",
    )
    parser.add_argument(
        "--records",
        type=Path,
        default=None,
        metavar="FILE",
        help="write every game's record here, as JSON Lines",
    )
    parser.add_argument(
        "--options", default=None, metavar="JSON", help="the game's options as JSON"
    )


def main(
    argv: Sequence[str] | None = None,
    *,
    games: Mapping[str, AnyGame] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line and return its exit status.

    :param argv: the arguments (default: ``sys.argv[1:]``).
    :param games: the games to offer by id (default: the registered ones); tests pass
        unregistered games here.
    :param stdin: where people's answers are read (default: ``sys.stdin``).
    :param stdout: where everything else is written (default: ``sys.stdout``).
    :param stderr: where errors are written (default: ``sys.stderr``).
    """
    read = stdin or sys.stdin
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        arguments = _parser().parse_args(argv)
    except SystemExit as exit:  # argparse has printed the usage
        return exit.code if isinstance(exit.code, int) else EXIT_USAGE
    catalog = _registered() if games is None else dict(games)
    try:
        return _run(arguments, catalog, read, out, err)
    except KeyboardInterrupt:
        out.write("\ninterrupted\n")
        return EXIT_INTERRUPTED


def _run(
    arguments: argparse.Namespace,
    catalog: Mapping[str, AnyGame],
    read: TextIO,
    out: TextIO,
    err: TextIO,
) -> int:
    """Carry out the parsed command; the exit status."""
    if arguments.command == "list":
        return list_games(catalog, out)
    if arguments.command == "demo":
        return demo(catalog, out, arguments.seed)
    if arguments.command == "replay":
        return replay_file(
            arguments.file, catalog, out, err, arguments.step, read, arguments.seat,
            arguments.narrate,
        )  # fmt: skip
    if arguments.command == "bench":
        return bench.run_from_arguments(arguments, out, err, catalog)
    if arguments.command == "tournament":
        return _tournament_command(arguments, catalog, out, err)
    if arguments.command == "mcp":
        return _mcp_command(arguments.open_deals, arguments.seed, err)
    if arguments.command == "serve":
        return _serve_command(
            arguments.host, arguments.port, arguments.open_deals, arguments.seed, out, err
        )
    return _play_command(arguments, catalog, read, out, err)


def _deal_warning(open_deals: bool, seed: int | None, err: TextIO) -> bool:
    """Warn on ``err`` that the deals can be known, as they can with ``--open-deals`` or
    ``--seed``; ``False`` (after saying why) for a seed out of range."""
    from frontier_games.adapters.tables import SEEDS

    if seed is not None and not 0 <= seed < SEEDS:
        err.write(f"--seed is 0 .. 2**63 - 1, not {seed}\n")
        return False
    if open_deals:
        err.write("warning: --open-deals: a player may choose the seed, and so know the deal\n")
    if seed is not None:
        err.write("warning: --seed: every player who learns or guesses it can know the deals\n")
    return True


def _mcp_command(open_deals: bool, seed: int | None, err: TextIO) -> int:
    """``mcp``: serve the registered games over stdio until the client leaves; the exit
    status, 2 when the ``mcp`` library is not installed or the seed is out of range.
    Standard output is the protocol's channel, so nothing else is written there."""
    if not _deal_warning(open_deals, seed, err):
        return EXIT_USAGE
    try:
        from frontier_games.adapters import mcp_server
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] != "mcp":
            raise
        err.write("the MCP server needs the mcp library: pip install frontier-games[mcp]\n")
        return EXIT_USAGE
    mcp_server.main(open_deals=open_deals, seed=seed)
    return EXIT_OK


def _serve_command(
    host: str, port: int, open_deals: bool, seed: int | None, out: TextIO, err: TextIO
) -> int:
    """``serve``: the web table until interrupted; the exit status, 2 when the ``web``
    extra is not installed or the port or the seed is out of range."""
    if not 0 <= port <= 65535:
        err.write(f"--port is 0 .. 65535, not {port}\n")
        return EXIT_USAGE
    if not _deal_warning(open_deals, seed, err):
        return EXIT_USAGE
    try:
        from frontier_games import web
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] not in ("starlette", "uvicorn"):
            raise
        err.write("the web table needs Starlette and Uvicorn: pip install frontier-games[web]\n")
        return EXIT_USAGE
    if host not in ("127.0.0.1", "localhost", "::1"):
        err.write(
            f"warning: listening on {host}: anyone who can reach it can start and play games\n"
        )
    out.write(f"the web table: http://{host}:{port} (Ctrl-C stops it)\n")
    out.flush()
    web.serve(host, port, open_deals=open_deals, seed=seed)
    return EXIT_OK


def _play_command(
    arguments: argparse.Namespace,
    catalog: Mapping[str, AnyGame],
    read: TextIO,
    out: TextIO,
    err: TextIO,
) -> int:
    """``play``: a new game, or (``--load``) a saved one resumed; the exit status."""
    start = None if arguments.load is None else _load_record(arguments.load, err)
    if arguments.load is not None and start is None:
        return EXIT_USAGE
    name = start.game if start is not None else arguments.game
    if name is None or (start is not None and arguments.game not in (None, name)):
        err.write("name the game to play, or give --load RECORD (not both for two games)\n")
        return EXIT_USAGE
    game = _find(catalog, name, err)
    if game is None:
        return EXIT_USAGE
    try:
        options = _options(game, arguments.options, start)
    except ValueError as error:
        err.write(f"{error}\n")
        return EXIT_USAGE
    players = _count(game, arguments.players, start)
    if not game.min_players <= players <= game.max_players:
        err.write(
            f"{game.name} is played by {game.min_players} to {game.max_players} players, "
            f"not {players}\n"
        )
        return EXIT_USAGE
    seed = start.seed if start is not None else arguments.seed
    seed = secrets.randbits(63) if seed is None else seed
    try:
        seats = _seats(arguments.seats, players)
        return play(game, players, seed, seats, read, out, arguments.save, options, start)
    except ValueError as error:  # bad seats, options the game refuses, a foreign record
        err.write(f"{error}\n")
        return EXIT_USAGE


def _options(game: AnyGame, text: str | None, start: GameRecord | None) -> Any:
    """The options from ``--options`` JSON, or the record's; ``None`` for the defaults.

    :raises ValueError: for JSON that is not the game's options, or both sources given.
    """
    if start is not None:
        if text is not None:
            raise ValueError("a resumed game keeps its record's options: leave out --options")
        return start.typed_options(game)
    if text is None:
        return None
    try:
        return from_json(text, game.options_type)
    except SerializationError as error:
        raise ValueError(f"--options is not {game.name}'s options: {error}") from None


def _count(game: AnyGame, players: int | None, start: GameRecord | None) -> int:
    if start is not None:
        return start.players
    return game.min_players if players is None else players


def tournament(
    game: AnyGame,
    specs: Sequence[str],
    games: int,
    players: int,
    seed: int,
    out: TextIO,
    options: Any = None,
    backend: str = "process",
    workers: int | None = None,
    records: Path | None = None,
    ray_address: str | None = None,
) -> int:
    """Play a tournament between the bots ``specs`` names (see
    :func:`~frontier_games.tournament.run_tournament`) and print its table as it goes,
    about every tenth of the games, and at the end; the exit status.

    :raises ValueError: for arguments :func:`~frontier_games.tournament.run_tournament`
        refuses (and anything else it raises).
    """
    every = max(1, games // 10)

    def told(result: TournamentResult) -> None:
        if result.games % every == 0 and result.games < games:
            out.write(f"after {result.games} of {games} games:\n{result.table()}\n\n")
            out.flush()

    result = run_tournament(
        game, specs, games, players, seed, options, backend, workers, records, ray_address, told
    )
    out.write(result.table() + "\n")
    if records is not None:
        out.write(f"records written to {records}\n")
    return EXIT_OK


def _tournament_command(
    arguments: argparse.Namespace, catalog: Mapping[str, AnyGame], out: TextIO, err: TextIO
) -> int:
    """``tournament``: the exit status; 2 for arguments the tournament refuses."""
    game = _find(catalog, arguments.game, err)
    if game is None:
        return EXIT_USAGE
    try:
        options = _options(game, arguments.options, None)
        specs = split_specs(arguments.bots)
        players = len(specs) if arguments.players is None else arguments.players
        return tournament(
            game, specs, arguments.games, players, arguments.seed, out, options,
            arguments.backend, arguments.workers, arguments.records, arguments.ray_address,
        )  # fmt: skip
    except (ValueError, ImportError, OSError) as error:
        err.write(f"{error}\n")
        return EXIT_USAGE
