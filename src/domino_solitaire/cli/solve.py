"""``solve``, ``review`` and ``analyze``: the solver on the command line."""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from domino_solitaire.cli.arguments import (
    add_data_dir,
    add_game_options,
    game_help,
    game_name,
    seed_from,
    set_size,
    setup_from,
)
from domino_solitaire.cli.inputs import read_text
from domino_solitaire.cli.output import CliError, shown
from domino_solitaire.engine import MAX_SEED, Game, Setup, SolitaireError, Status, get_rules, make_setup
from domino_solitaire.engine.codes import setup_code
from domino_solitaire.i18n import _, ngettext
from domino_solitaire.records import Result, ended_as
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.play import par_text
from domino_solitaire.wording.text import clock_text, game_title, number_text, short_number, won_text
from domino_solitaire.wording.words import deal_description, variant_word

if TYPE_CHECKING:
    # The solver loads when a command runs it, not for every command's start.
    from domino_solitaire.solver import DealSummary, Solution

#: The solver's default time limit (solver.DEFAULT_LIMIT_SECONDS; a test checks they agree).
DEFAULT_LIMIT_SECONDS = 10.0
#: The longest --limit-seconds taken: a day (a larger number would be no limit at all).
MAX_LIMIT_SECONDS = 86_400.0
#: The most --jobs taken; fewer are used when there are fewer cores or deals (see useful_jobs).
MAX_JOBS = 256


def register(commands: Any) -> None:
    p = commands.add_parser("solve", help=_("say whether a deal can be won, and how"))
    add_game_options(p)
    p.add_argument("--deals", metavar="FILE", help=_("a file with one explicit deal per line (# comments)"))
    _add_limit(p)
    p.add_argument("--json", action="store_true", help=_("print one JSON object per deal"))
    p.set_defaults(handler=run_solve)

    p = commands.add_parser(
        "review", help=_("find the move after which a recorded game could no longer be won")
    )
    p.add_argument(
        "record",
        metavar="ID|RECORD",
        help=_("a game's id from `history`, a game record file (JSON), or - for standard input"),
    )
    _add_limit(p)
    p.add_argument("--json", action="store_true", help=_("print the review as JSON"))
    add_data_dir(p)
    p.set_defaults(handler=run_review)

    p = commands.add_parser("analyze", help=_("win rates of a range of deals: perfect play and greedy play"))
    p.add_argument("game", metavar="GAME", type=game_name, help=game_help())
    p.add_argument("--set", dest="size", type=set_size, metavar="N", help=_("the set: double-N"))
    p.add_argument("--variant", metavar="V", help=_("a variant of the game"))
    p.add_argument("--seeds", metavar="A-B", required=True, help=_("the deal numbers A to B (or just A)"))
    p.add_argument(
        "--jobs",
        metavar="N",
        help=_("worker processes, 1 to {most} (default and most used: every core)").format(most=MAX_JOBS),
    )
    _add_limit(p)
    p.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    p.set_defaults(handler=run_analyze)


def _add_limit(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--limit-seconds",
        metavar="T",
        default=str(DEFAULT_LIMIT_SECONDS),
        help=_("give up on a position after T seconds (default {seconds})").format(
            seconds=f"{DEFAULT_LIMIT_SECONDS:g}"
        ),
    )


def limit_from(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise CliError(
            _('--limit-seconds "{text}" is not a number of seconds').format(text=shown(text))
        ) from None
    if not math.isfinite(value) or not 0 < value <= MAX_LIMIT_SECONDS:
        raise CliError(
            _("--limit-seconds must be above 0 and at most {most} (one day), not {text}").format(
                most=f"{MAX_LIMIT_SECONDS:g}", text=shown(text)
            )
        )
    return value


# ---- solve


def deals_from_file(args: argparse.Namespace) -> list[Setup]:
    """Every deal of --deals FILE, all read before any is solved so bad input stops early."""
    path = args.deals
    text = read_text(path, _("a file of deals"))
    setups = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.split("#", 1)[0].strip()
        if not words:
            continue
        try:
            setups.append(make_setup(args.game, args.size, args.variant, deal=words))
        except SolitaireError as exc:
            raise CliError(
                _("{name} line {number}: {problem}").format(
                    name=shown(path), number=number, problem=error_text(exc)
                )
            ) from None
    if not setups:
        raise CliError(_("{name}: holds no deal").format(name=shown(path)))
    return setups


def run_solve(args: argparse.Namespace) -> int:
    from domino_solitaire.solver import solve_setup

    limit = limit_from(args.limit_seconds)
    given = sum(x is not None for x in (args.seed, args.deal, args.deals))
    if given != 1:
        raise CliError(_("give exactly one of --seed, --deal and --deals"))
    setups = deals_from_file(args) if args.deals is not None else [setup_from(args)]
    for setup in setups:
        result = solve_setup(setup, limit)
        if args.json:
            print(json.dumps({**result.to_json(), "code": setup_code(setup)}), flush=True)
        else:
            print_result(setup, result, limit)
    return 0


def print_result(setup: Setup, result: Solution, limit: float) -> None:
    effort = ngettext(
        "{count} position searched in {seconds} s", "{count} positions searched in {seconds} s", result.nodes
    ).format(count=result.nodes, seconds=number_text(result.seconds, 3))
    deal = deal_description(setup)
    code = setup_code(setup)
    if code is not None:
        deal = f"{deal} ({code})"
    if result.winnable is None:
        print(
            _("{deal}: undecided, no answer within {limit} s ({effort})").format(
                deal=deal, limit=short_number(limit), effort=effort
            )
        )
        return
    if not result.winnable:
        if result.par is None:
            low, high = result.par_bounds
            print(
                _("{deal}: cannot be won; par between {low} and {high} tiles left ({effort})").format(
                    deal=deal, low=low, high=high, effort=effort
                )
            )
            return
        print(
            ngettext(
                "{deal}: cannot be won; par {count} tile left ({effort})",
                "{deal}: cannot be won; par {count} tiles left ({effort})",
                result.par,
            ).format(deal=deal, count=result.par, effort=effort)
        )
        for number, move in enumerate(result.moves, start=1):
            print(f"{number:>4}. {move}")
        return
    moves = len(result.moves)
    print(
        ngettext(
            "{deal}: can be won in {count} move ({effort})",
            "{deal}: can be won in {count} moves ({effort})",
            moves,
        ).format(deal=deal, count=moves, effort=effort)
    )
    for number, move in enumerate(result.moves, start=1):
        print(f"{number:>4}. {move}")


# ---- review


def review_json(game: Game, found: Any, result: Result | None = None) -> dict[str, Any]:
    """The review as JSON; ``result`` beside the status where the stored game says more (solved)."""
    said = {} if result is None or str(result) == str(game.status) else {"result": str(result)}
    return {
        "status": str(game.status),
        **said,
        "moves_played": len(game.moves),
        "deal_winnable": found.deal_winnable,
        "last_winnable": found.last_winnable,
        "losing_move": None if found.losing_move is None else str(found.losing_move),
        "losing_move_number": found.losing_move_number,
        "line": [str(m) for m in found.line],
        "complete": found.complete,
        "par": found.deal_par,
        "par_now": found.par_now,
        "tiles_left": game.position.tiles_left(),
        "par_losing_move": None if found.par_losing_move is None else str(found.par_losing_move),
        "par_losing_move_number": found.par_losing_move_number,
    }


def run_review(args: argparse.Namespace) -> int:
    from domino_solitaire.cli.basic import ended_text, load_replay, recorded_seconds
    from domino_solitaire.solver import review

    limit = limit_from(args.limit_seconds)
    record, _stored = load_replay(args.record, args.data_dir)
    try:
        game = record.replay()
    except SolitaireError as exc:
        raise CliError(f"{shown(args.record)}: {error_text(exc)}") from None
    result = ended_as(record, game)
    found = review(game, limit)
    if args.json:
        print(json.dumps(review_json(game, found, result)))
        return 0
    print(ended_text(deal_description(game.setup), result, len(game.moves)))
    seconds = recorded_seconds(record)
    if seconds is not None:
        print(_("Time: {time}.").format(time=clock_text(seconds)))
    print(review_text(game, found, limit, result))
    against_par = par_text(game, found)
    if against_par:
        print(against_par)
    return 0


def review_text(game: Game, found: Any, limit: float, result: Result | None = None) -> str:
    """The review in a sentence or two (shared wording with the TUI's game-over dialog is welcome)."""
    played = len(game.moves)
    if found.deal_winnable is None:
        return _("Undecided: the solver found no answer for the opening within {limit} s.").format(
            limit=short_number(limit)
        )
    if found.deal_winnable is False:
        return _("This deal could not be won, whatever the play.")
    if found.last_winnable is None:
        return _("Undecided: no answer within {limit} s.").format(limit=short_number(limit))
    line = " ".join(str(m) for m in found.line)
    if found.last_winnable == played:
        if game.status is Status.WON:
            return won_text(result or Result.of(game.status))
        return _("The game can still be won from its last position. A winning line: {line}").format(line=line)
    if not found.complete:
        return _(
            "Winnable at least until after move {number}; later positions were not decided within {limit} s."
        ).format(number=found.last_winnable, limit=short_number(limit))
    return _(
        'The game could still be won after move {number}; move {losing_number} "{losing}" lost it. '
        "A winning line from there: {line}"
    ).format(
        number=found.last_winnable,
        losing_number=found.losing_move_number,
        losing=found.losing_move,
        line=line,
    )


# ---- analyze


#: The most deals one ``analyze`` takes at a time.
MAX_ANALYZED = 10_000_000


def seeds_from(text: str) -> range:
    """--seeds A-B as a range, checked against MAX_ANALYZED before it is built (the length of a range
    of 2**63 deals does not fit a C size, and ``len`` would raise OverflowError)."""
    first, sep, last = text.partition("-")
    low = seed_from(first)
    high = seed_from(last) if sep else low
    assert low is not None and high is not None
    if high < low:
        raise CliError(
            _('--seeds "{text}": the range runs backwards; write the lower number first').format(
                text=shown(text)
            )
        )
    if high - low + 1 > MAX_ANALYZED:
        raise CliError(
            _("--seeds {text}: at most {most} deals at a time").format(text=shown(text), most=MAX_ANALYZED)
        )
    return range(low, high + 1)


def jobs_from(text: str | None) -> int:
    """--jobs as asked (every core by default); ``useful_jobs`` then caps it."""
    if text is None:
        return cores()
    words = text.strip()
    if not (words.isascii() and words.isdigit()) or len(words) > 6 or not 1 <= int(words) <= MAX_JOBS:
        raise CliError(
            _('--jobs "{text}": give a whole number from 1 to {most}').format(text=shown(text), most=MAX_JOBS)
        )
    return int(words)


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the cores this process may run on
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def useful_jobs(jobs: int, deals: int) -> int:
    """No more workers than cores, nor than deals: more would only wait, or fight over the cores."""
    return max(1, min(jobs, cores(), deals))


def analyze_chunk(game: str, size: int, variant: str, seeds: range, limit: float) -> list[DealSummary]:
    """One worker's share: a run of consecutive deals (top level, so it pickles)."""
    from domino_solitaire.solver import analyze_deal

    return [analyze_deal(game, size, variant, seed, limit) for seed in seeds]


def _analyze_part(task: tuple[str, int, str, range, float]) -> list[DealSummary]:
    return analyze_chunk(*task)


def _ignore_interrupts() -> None:
    """In each worker: Ctrl-C reaches the whole process group, but only the parent handles it (it
    then ends the workers); a worker that took it too would print a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@dataclass(frozen=True)
class Summary:
    game: str
    size: int
    variant: str
    seeds: range
    deals: list[DealSummary]
    jobs: int
    wall_seconds: float

    def percentile(self, fraction: float) -> float:
        times = sorted(d.seconds for d in self.deals)
        # The nearest-rank percentile: the smallest time at or above that fraction of the deals.
        return times[max(0, math.ceil(fraction * len(times)) - 1)]

    def to_json(self) -> dict[str, Any]:
        deals = self.deals
        count = len(deals)
        winnable = sum(d.winnable is True for d in deals)
        greedy = sum(d.greedy_won for d in deals)
        return {
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            "seeds": [self.seeds[0], self.seeds[-1]],
            "deals": count,
            "winnable": winnable,
            "not_winnable": sum(d.winnable is False for d in deals),
            "undecided": sum(d.winnable is None for d in deals),
            "win_rate": winnable / count,
            "greedy_won": greedy,
            "greedy_rate": greedy / count,
            "median_seconds": self.percentile(0.5),
            "p99_seconds": self.percentile(0.99),
            "max_seconds": max(d.seconds for d in deals),
            "wall_seconds": self.wall_seconds,
            "jobs": self.jobs,
        }


def chunks(seeds: range, jobs: int) -> Iterator[range]:
    # Small chunks keep both workers busy to the end; not so small that pickling dominates.
    size = max(1, min(200, len(seeds) // (jobs * 8) or 1))
    for start in range(0, len(seeds), size):
        yield seeds[start : start + size]


def analyze(
    game: str, size: int, variant: str, seeds: range, jobs: int, limit: float, progress: Any = None
) -> Summary:
    started = time.perf_counter()
    found: list[DealSummary] = []
    tasks = [(game, size, variant, part, limit) for part in chunks(seeds, jobs)]
    if jobs == 1:
        for task in tasks:
            found += _analyze_part(task)
            if progress is not None:
                progress(len(task[3]))
    else:
        for part_found in in_workers(tasks, jobs):
            found += part_found
            if progress is not None:
                progress(len(part_found))
    found.sort(key=lambda d: d.seed)
    return Summary(game, size, variant, seeds, found, jobs, time.perf_counter() - started)


def in_workers(tasks: list[tuple[str, int, str, range, float]], jobs: int) -> Iterator[list[DealSummary]]:
    """The tasks' results as workers finish them. On Ctrl-C (or any error) every worker is
    terminated before the exception goes on: no process is left behind."""
    import multiprocessing

    # spawn: a fresh interpreter per worker, safe whatever threads this process runs (a progress bar).
    context = multiprocessing.get_context("spawn")
    main_thread = threading.current_thread() is threading.main_thread()
    # Workers start with Ctrl-C ignored (an ignored signal stays ignored in the child), so that one
    # pressed while they start up cannot interrupt them half-made; the initializer says it again.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main_thread else None
    try:
        pool = context.Pool(jobs, initializer=_ignore_interrupts)
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    try:
        yield from pool.imap_unordered(_analyze_part, tasks)
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


def run_analyze(args: argparse.Namespace) -> int:
    limit = limit_from(args.limit_seconds)
    seeds = seeds_from(args.seeds)
    rules = get_rules(args.game)
    size = rules.default_set if args.size is None else args.size
    variant = args.variant or "standard"
    try:
        rules.check_setup(size, variant)
    except SolitaireError as exc:
        raise CliError(error_text(exc)) from None
    assert len(seeds) <= MAX_ANALYZED and seeds[-1] <= MAX_SEED
    jobs = useful_jobs(jobs_from(args.jobs), len(seeds))

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    console = Console(stderr=True)
    if not console.is_terminal:
        # No progress bar at all outside a terminal: even a disabled one may write a stray line.
        summary = analyze(args.game, size, variant, seeds, jobs, limit)
    else:
        with Progress(
            TextColumn(_("solving"), markup=False),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=console,
            transient=True,
        ) as bar:
            task = bar.add_task("deals", total=len(seeds))
            summary = analyze(args.game, size, variant, seeds, jobs, limit, lambda n: bar.advance(task, n))
    data = summary.to_json()
    if args.json:
        print(json.dumps(data))
        return 0
    print(summary_text(args.game, data))
    return 0


def summary_text(game: str, data: dict[str, Any]) -> str:
    """An analysis in the player's language: the game and variant by name, numbers as it writes them."""
    variant = "" if data["variant"] == "standard" else f", {variant_word(data['variant'])}"
    first, last = data["seeds"]
    deals, jobs = data["deals"], data["jobs"]
    counts = (
        ngettext("{count} winnable", "{count} winnable", data["winnable"]).format(count=data["winnable"]),
        ngettext("{count} not winnable", "{count} not winnable", data["not_winnable"]).format(
            count=data["not_winnable"]
        ),
        ngettext("{count} undecided", "{count} undecided", data["undecided"]).format(count=data["undecided"]),
    )
    return "\n".join(
        [
            ngettext(
                "{title}, double-{size}{variant}, deals {first}-{last} ({count} deal)",
                "{title}, double-{size}{variant}, deals {first}-{last} ({count} deals)",
                deals,
            ).format(
                title=game_title(game), size=data["set"], variant=variant, first=first, last=last, count=deals
            ),
            "  "
            + _("perfect play: {rate}% won ({outcomes})").format(
                rate=number_text(100 * data["win_rate"], 2), outcomes=", ".join(counts)
            ),
            "  "
            + _("greedy player: {rate}% won ({won})").format(
                rate=number_text(100 * data["greedy_rate"], 2), won=data["greedy_won"]
            ),
            "  "
            + _("time per deal: median {median} ms, p99 {p99} ms, max {most} ms").format(
                median=number_text(1000 * data["median_seconds"], 2),
                p99=number_text(1000 * data["p99_seconds"], 2),
                most=number_text(1000 * data["max_seconds"], 1),
            ),
            "  "
            + ngettext(
                "took {seconds} s with {count} job", "took {seconds} s with {count} jobs", jobs
            ).format(seconds=number_text(data["wall_seconds"], 1), count=jobs),
        ]
    )
