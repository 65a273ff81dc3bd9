"""``list``, ``rules``, ``deal`` and ``replay``: the commands that need no terminal UI.

``replay`` opens the replay viewer when run in a terminal without --json or --text;
textual is imported only then, inside the handler.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli import play
from domino_solitaire.cli.arguments import (
    add_data_dir,
    add_game_options,
    game_help,
    game_name,
    searching_text,
    setup_from,
    whole_number,
)
from domino_solitaire.cli.daily import daily_from, make_daily_setup
from domino_solitaire.cli.inputs import read_record
from domino_solitaire.cli.output import CliError, say, shown
from domino_solitaire.cli.pager import no_color, page, terminal_width
from domino_solitaire.engine import (
    GAMES,
    Game,
    Setup,
    SolitaireError,
    Transcript,
    format_tiles,
)
from domino_solitaire.engine.codes import setup_code
from domino_solitaire.i18n import _, current, ngettext
from domino_solitaire.records import Result, ended_as, limits
from domino_solitaire.textfold import carries, fold
from domino_solitaire.wording.dates import weekday_date_text
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.records import result_word, store_problem_text
from domino_solitaire.wording.share import code_line
from domino_solitaire.wording.text import clock_text, numbered_moves
from domino_solitaire.wording.words import (
    deal_description,
    grade_word,
    layout_text,
    objective,
    rules_name,
    variant_word,
)

if TYPE_CHECKING:
    # The solver and the store load in the commands that use them, not for every command's start.
    from domino_solitaire.records import GameRecord
    from domino_solitaire.solver import Daily


def register(commands: Any) -> None:
    p = commands.add_parser("list", help=_("the games, their sets and variants"))
    p.set_defaults(handler=run_list)

    # --lang, on every command, is the rules' language here too.
    p = commands.add_parser("rules", help=_("show the rules of a game (in the language of --lang)"))
    p.add_argument("game", metavar="GAME", type=game_name, help=game_help())
    p.set_defaults(handler=run_rules)

    register_deal(commands)
    register_replay(commands)


def register_deal(commands: Any) -> None:
    p = commands.add_parser("deal", help=_("show a deal and its opening layout"))
    add_game_options(p, winnable=True)
    p.add_argument(
        "--daily",
        nargs="?",
        const="today",
        metavar="DATE",
        help=_("the daily deal of DATE (YYYY-MM-DD; default today), the same on every machine"),
    )
    p.add_argument("--json", action="store_true", help=_("print the deal as JSON (with its difficulty)"))
    p.set_defaults(handler=run_deal)


def register_replay(commands: Any) -> None:
    p = commands.add_parser(
        "replay",
        help=_("watch a game in the replay viewer, or print its final position (--json, --text)"),
        description=_(
            "In a terminal, opens the replay viewer (a record with an illegal move opens at its "
            "legal part, and the viewer says where it stops and why); with --json or --text, or in a pipe, "
            "prints the final position (an illegal move is then an error, status 2)."
        ),
    )
    p.add_argument(
        "record",
        metavar="ID|RECORD",
        help=_("a game's id from `history`, a game record file (JSON), or - for standard input"),
    )
    how = p.add_mutually_exclusive_group()
    how.add_argument("--json", action="store_true", help=_("print the final position as JSON"))
    how.add_argument(
        "--text",
        action="store_true",
        help=_(
            "print the final position, the moves and the time as text (the default when not in a terminal)"
        ),
    )
    p.add_argument(
        "--at",
        type=_move_number,
        metavar="N",
        help=_(
            "the position after move N (0 is the opening): the viewer opens there (default 0), "
            "--json and --text print it (default: the final position)"
        ),
    )
    viewer = p.add_argument_group(_("the replay viewer (in a terminal, without --json or --text)"))
    viewer.add_argument(
        "--speed",
        type=_seconds,
        metavar="SECONDS",
        help=_("seconds between moves when playing on (default 1; 0.125 to 8)"),
    )
    viewer.add_argument("--play", action="store_true", help=_("start playing the moves on at once"))
    play.add_numerals(viewer)
    # The store: where an ID is looked up, and where a game taken over in the viewer is saved.
    add_data_dir(p)
    p.set_defaults(handler=run_replay)


_move_number = whole_number(
    0,
    2**63 - 1,
    lambda: _('"{text}" is not a move number'),
    lambda: _("{text} is not a move number; 0 is the opening"),
)
#: The replay viewer's speeds (tui.launch.FASTEST and SLOWEST; a test checks they agree).
#: (Said as they are typed, "0.125" in every language: the option reads a decimal point only.)
FASTEST, SLOWEST = 0.125, 8.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _('"{text}" is not a number of seconds').format(text=shown(text))
        ) from None
    if not FASTEST <= value <= SLOWEST:  # NaN fails this too
        raise argparse.ArgumentTypeError(
            _("{text} seconds: give a number above 0, from {least} to {most}").format(
                text=shown(text), least=f"{FASTEST:g}", most=f"{SLOWEST:g}"
            )
        )
    return value


def run_list(args: argparse.Namespace) -> int:
    for rules in GAMES.values():
        sets = ", ".join(
            (_("double-{size} (default)") if s == rules.default_set else _("double-{size}")).format(size=s)
            for s in rules.sets
        )
        print(f"{rules.name}")
        said = {size: objective(rules, size) for size in rules.sets}
        if len(set(said.values())) == 1:
            print(
                "  "
                + _("{game}: {objective}").format(game=rules_name(rules), objective=said[rules.default_set])
            )
            print("  " + _("sets: {sets}").format(sets=sets))
        else:
            # Each set its own object and layout (a grid game: its rows, and whether one tile stays).
            print("  " + rules_name(rules))
            print("  " + _("sets: {sets}").format(sets=sets))
            for size, text in said.items():
                name = _("double-{size}").format(size=size)
                print("    " + _("{set}: {objective}").format(set=name, objective=text))
        print(
            "  " + _("variants: {variants}").format(variants=", ".join(map(variant_choice, rules.variants)))
        )
    return 0


def variant_choice(variant: str) -> str:
    """A variant as --variant takes it, with its name where the language says it otherwise:
    "six-ends (концы по шесть)"."""
    name = variant_word(variant)
    return variant if name == variant else _("{variant} ({name})").format(variant=variant, name=name)


def run_rules(args: argparse.Namespace) -> int:
    """The rules as text: through a pager on a terminal (as git does), printed anywhere else."""
    paged = sys.stdout.isatty()
    width = terminal_width() if paged else 80
    text = rules_text(args.game, width=width, bold=paged and not no_color(), lang=current())
    # Where the output cannot carry the text's characters (an ASCII or Latin-1 terminal or pipe),
    # each one it cannot carry is written as one it can.
    encoding = getattr(sys.stdout, "encoding", None)
    if not carries(encoding):
        text = fold(text, encoding or "ascii")
    if paged:
        page(text)
    else:
        sys.stdout.write(text)
    return 0


def rules_text(game: str, *, width: int = 80, bold: bool = False, lang: str = "en") -> str:
    """The rules of ``game`` (in ``lang`` where translated), laid out as text ``width`` columns wide
    (no line ends in spaces)."""
    from domino_solitaire.rulebook import render, rules_markdown

    try:
        markdown = rules_markdown(game, lang)
    except OSError as exc:
        raise CliError(
            _("the rules of {game} are not installed: {problem}").format(
                game=game, problem=exc.strerror or exc
            )
        ) from None
    return render(markdown, width, bold=bold)


def deal_json(setup: Setup, daily: Daily | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": setup.game,
        "set": setup.size,
        "variant": setup.variant,
        "seed": setup.seed,
        "code": setup_code(setup),
        "deal": format_tiles(setup.deal),
        "difficulty": difficulty_of(setup, daily),
    }
    if daily is not None:
        data.update(date=daily.date.isoformat(), goal=str(daily.goal), par=daily.par)
    return data


def difficulty_of(setup: Setup, daily: Daily | None = None) -> str | None:
    """The deal's grade (None when the solver could not tell within its limit)."""
    if daily is not None:
        return str(daily.grade)
    from domino_solitaire.solver import grade

    try:
        return str(grade(setup))
    except SolitaireError:
        return None


def run_deal(args: argparse.Namespace) -> int:
    daily = daily_from(args) if args.daily is not None else None
    setup = (
        make_daily_setup(daily) if daily is not None else setup_from(args, seed=1, searching=_searching(args))
    )
    if args.json:
        print(json.dumps(deal_json(setup, daily)))
        return 0
    position = setup.opening()
    print(deal_description(setup))
    if setup.seed is not None:
        print(code_line(setup_code(setup)))
    if daily is not None:
        if str(daily.goal) == "win":
            goal = _("win it")
        else:
            goal = ngettext(
                "end with {count} tile left (par)", "end with {count} tiles left (par)", daily.par
            )
            goal = goal.format(count=daily.par)
        print(
            _("The daily deal of {date}: {grade}; the goal: {goal}.").format(
                date=weekday_date_text(daily.date),
                grade=grade_word(daily.grade),
                goal=goal,
            )
        )
    else:
        found = difficulty_of(setup)
        print(
            _("Difficulty: {grade}.").format(grade=_("not decided") if found is None else grade_word(found))
        )
    print(_("Object: {objective}.").format(objective=objective(setup.rules, setup.size)))
    print()
    print(layout_text(position))
    print()
    if position.stock:  # a game that deals every tile out has no stock to speak of
        count = len(position.stock)
        print(ngettext("Stock: {count} tile.", "Stock: {count} tiles.", count).format(count=count))
    print(_("Deal: {deal}").format(deal=format_tiles(setup.deal)))
    return 0


def _searching(args: argparse.Namespace) -> Callable[[], None]:
    """What a search says as it starts: on standard error, and only to a person at a terminal."""

    def say_it() -> None:
        if sys.stderr.isatty():
            say(searching_text(args), err=True)

    return say_it


def position_json(game: Game, result: Result | None = None) -> dict[str, Any]:
    """The final position of ``replay --json`` (docs/notation.md). ``result``: how the stored game
    ended, given beside the position's status where it says more (solved, abandoned)."""
    setup, position = game.setup, game.position
    said = {} if result is None or str(result) == str(position.status) else {"result": str(result)}
    return {
        "game": setup.game,
        "set": setup.size,
        "variant": setup.variant,
        "status": str(position.status),
        **said,
        "moves_played": len(game.moves),
        "stock": len(position.stock),
        "discarded": len(position.discarded),
        **position.layout(),
    }


def replayed(record: Transcript) -> Game:
    try:
        return record.replay()
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None


def load_replay(what: str, data_dir: str | None) -> tuple[Transcript, GameRecord | None]:
    """The record to replay: a file (or ``-``, standard input) if one exists, else a stored game id."""
    # os.path.exists is False for a name the system cannot even look up (too long, say): read_record
    # then says why in one line.
    if what != "-" and not os.path.exists(what) and what.isascii() and what.isdigit():
        from domino_solitaire.cli.store import game_id, open_games
        from domino_solitaire.store import StoreError

        try:
            number = game_id(what)
        except argparse.ArgumentTypeError as exc:
            raise CliError(str(exc)) from None
        with open_games(data_dir) as store:
            try:
                return store.load(number)
            except StoreError as exc:  # a damaged row too: this line says so
                raise CliError(store_problem_text(exc)) from None
    return read_record(what), None


#: The longest time of play a record may give: the records' limit (366 days).
MAX_DURATION_SECONDS = limits.MAX_DURATION


def recorded_seconds(record: Transcript) -> float | None:
    """The time the recorded game was played for (the stored game's, or the record's
    "duration_seconds" field); None when not known or not a time."""
    value = record.extra.get("duration_seconds")
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= MAX_DURATION_SECONDS:
        return float(value)
    return None  # NaN fails the test too


def check_at(at: int | None, moves: int) -> None:
    """--at must name a position of the game: 0 (the opening) to its last move."""
    if at is not None and at > moves:
        raise CliError(
            ngettext(
                "--at {at} is past the end: the game has {count} move",
                "--at {at} is past the end: the game has {count} moves",
                moves,
            ).format(at=at, count=moves)
        )


def game_at(game: Game, at: int | None) -> Game:
    """The game as it stood after move ``at`` (checked by ``check_at``); the whole game for None."""
    if at is None or at == len(game.moves):
        return game
    return Game(game.setup, game.positions[: at + 1], game.moves[:at])


def run_replay(args: argparse.Namespace) -> int:
    record, info = load_replay(args.record, args.data_dir)
    viewer_options = [
        option
        for option, given in (
            ("--speed", args.speed is not None),
            ("--play", args.play),
        )
        if given
    ]
    if args.json or args.text:
        if viewer_options:
            printed = "--json" if args.json else "--text"
            raise CliError(
                _("{option} is for the replay viewer; it cannot be used with {other}").format(
                    option=viewer_options[0], other=printed
                )
            )
        return print_replay(record, as_json=args.json, at=args.at)
    if not play.is_terminal():
        # A pipe or a script: the final position as text, as before the viewer existed.
        if viewer_options:
            raise CliError(
                _("{option} is for the replay viewer, which needs an interactive terminal").format(
                    option=viewer_options[0]
                )
            )
        return print_replay(record, as_json=False, at=args.at)
    return view_replay(record, info, args)


def view_replay(record: Transcript, info: GameRecord | None, args: argparse.Namespace) -> int:
    """Open the replay viewer. A record that cannot be set up is refused here (status 2); one with an
    illegal move opens at its legal part, and the viewer says at which move and why it stops."""
    try:
        record.setup()
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None
    check_at(args.at, len(record.moves))
    from domino_solitaire.tui.launch import DEFAULT_DELAY, ReplayRequest

    request = ReplayRequest(
        record,
        info,
        at=args.at or 0,
        delay=DEFAULT_DELAY if args.speed is None else args.speed,
        autoplay=args.play,
    )
    return play.run_app(play.game_options(args, replay=request))


def print_replay(record: Transcript, *, as_json: bool, at: int | None = None) -> int:
    """The position after move ``at`` (the final one by default): as JSON, or as text with the moves
    that led to it and, at the end, the time played."""
    whole = replayed(record)
    check_at(at, len(whole.moves))
    game = game_at(whole, at)
    final = game is whole
    result = ended_as(record, whole) if final else Result.of(game.status)
    if as_json:
        print(json.dumps(position_json(game, result)))
        return 0
    position = game.position
    described = deal_description(game.setup)
    if final:
        print(ended_text(described, result, len(game.moves)))
    elif at == 0:
        count = len(whole.moves)
        print(
            ngettext(
                "{deal}: the opening (the game has {count} move)",
                "{deal}: the opening (the game has {count} moves)",
                count,
            ).format(deal=described, count=count)
        )
    else:
        print(
            _("{deal}: {result} after move {at} of {count}").format(
                deal=described, result=result_word(result), at=at, count=len(whole.moves)
            )
        )
    print()
    print("\n".join(line.rstrip() for line in layout_text(position).splitlines()))
    print()
    stock, discarded = len(position.stock), len(position.discarded)
    print(
        ngettext("Stock: {count} tile.", "Stock: {count} tiles.", stock).format(count=stock)
        + " "
        + ngettext("Discarded: {count} tile.", "Discarded: {count} tiles.", discarded).format(count=discarded)
    )
    seconds = recorded_seconds(record) if final else None
    if seconds is not None:
        print(_("Time: {time}.").format(time=clock_text(seconds)))
    if game.moves:
        print()
        print(_("Moves:"))
        for line in numbered_moves(game.move_texts(), width=78):
            print(f"  {line}")
    return 0


def ended_text(described: str, result: Result, moves: int) -> str:
    """ "<game>, double-6, deal 42: won after 14 moves": how a game ended (replay, review)."""
    return ngettext(
        "{deal}: {result} after {count} move", "{deal}: {result} after {count} moves", moves
    ).format(deal=described, result=result_word(result), count=moves)
