"""``serve``: play in a web browser, each tab its own game, through textual-serve (the ``web`` extra).

Every tab that opens the page starts its own game process: ``python -m domino_solitaire``
(the start screen) or ``play GAME ...``, built here from checked options, every word
quoted for the shell. Nothing the browser sends reaches a shell or chooses what runs.
The games are saved in the player's own data folder, handed to them as
DOMINO_SOLITAIRE_HOME. textual-serve (and so textual and aiohttp) is imported only
inside the handler, so the other commands start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from typing import Any

from domino_solitaire.cli.arguments import (
    add_data_dir,
    add_game_options,
    searching_text,
    setup_from,
    whole_number,
)
from domino_solitaire.cli.output import CliError
from domino_solitaire.cli.play import add_numerals
from domino_solitaire.engine import format_tiles
from domino_solitaire.i18n import N_, _
from domino_solitaire.web import DEFAULT_MAX_GAMES
from domino_solitaire.wording.text import game_title, printable

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
MISSING_EXTRA = N_("serve needs the web extra: pip install 'domino-solitaire[web]'")
#: Games serve runs at once unless --max-games says otherwise (a tab's game takes some 50 MB).
MOST_GAMES = 64
max_games = whole_number(
    1,
    MOST_GAMES,
    lambda: _('"{text}" is not a number of games'),
    lambda: _("--max-games takes {least} to {most}, not {text}"),
)


def register(commands: Any) -> None:
    p = commands.add_parser(
        "serve",
        help=_("play in a web browser: each tab its own game (needs the web extra)"),
        description=_(
            "Serves the start screen, or GAME, at a web address it prints; every browser tab "
            "that opens it plays its own game, saved in your history as in the terminal. It listens on "
            "this machine only (127.0.0.1) unless --host says otherwise. Ctrl-C stops it and its games "
            "(unfinished ones stay saved, to resume)."
        ),
    )
    add_game_options(p, winnable=True, game_required=False)
    # --screen-reader: also the page's (xterm.js's screen-reader mode), besides each tab's game.
    add_numerals(p)
    add_data_dir(p)
    p.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=_(
            "the address to listen on (default {host}: this machine only; any other lets "
            "whoever can reach the port play with your history)"
        ).format(host=DEFAULT_HOST),
    )
    p.add_argument(
        "--port",
        type=port_number,
        default=DEFAULT_PORT,
        help=_("1 to 65535 (default {port})").format(port=DEFAULT_PORT),
    )
    p.add_argument(
        "--max-games",
        type=max_games,
        default=DEFAULT_MAX_GAMES,
        metavar="N",
        help=_("games running at once, one per tab (default {default}; at most {most})").format(
            default=DEFAULT_MAX_GAMES, most=MOST_GAMES
        ),
    )
    p.add_argument(
        "--no-token",
        action="store_true",
        help=_(
            "serve without the secret token in the address it prints (then any user of this "
            "machine, or anyone who can reach the port, can open it)"
        ),
    )
    p.set_defaults(handler=run_serve)


def port_number(text: str) -> int:
    """An argparse type: a TCP port."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a port number (1 to 65535)").format(text=repr(text[:20]))
        ) from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(_("port {port} is out of range (1 to 65535)").format(port=port))
    return port


def run_serve(args: argparse.Namespace) -> int:
    # The tabs' games end as the server stops (each is told to quit and waited for); asyncio's child
    # watcher thread may then log that its loop has closed. That line is noise on a clean stop.
    # (logging, errno, shlex, socket and ipaddress load here, not for every command's start.)
    import logging

    logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    try:
        from domino_solitaire.web import server as web_server
    except ImportError:
        raise CliError(_(MISSING_EXTRA)) from None

    command = served_command(args)
    host = args.host.strip()
    loopback = loopback_only(host, args.port)
    from domino_solitaire.store.location import data_dir

    folder = data_dir(args.data_dir).resolve()
    # The folder's name is the player's to choose: shown escaped, like everything echoed.
    shown_folder = printable(folder, None)
    if not loopback:
        warn_of_the_open_port(host, args.port, shown_folder)

    def announce(token: str | None) -> None:
        address = page_url(host, args.port, token)
        print(
            _(
                "Domino Solitaire at {address} (each browser tab is its own game, saved in {folder}); "
                "Ctrl-C stops."
            ).format(address=address, folder=shown_folder),
            flush=True,
        )
        if not loopback:
            # Another machine may open it: a phone on the same network by its camera.
            print_code(address)

    with refused_address(host, args.port):
        stopped_by = web_server.serve(
            command,
            host,
            args.port,
            folder,
            announce,
            token=None if args.no_token else web_server.new_token(),
            max_games=args.max_games,
            subtitle=None if args.game is None else game_title(args.game),
            screen_reader=args.screen_reader,
        )
    print(_("Stopped; unfinished games are saved (domino-solitaire resume plays on)."), flush=True)
    return 128 + stopped_by


def print_code(address: str) -> None:
    """The address as a QR code drawn in the terminal (half blocks: two rows of modules a line, light
    modules in the terminal's text colour, as a dark terminal shows them), with its line of words;
    nothing where the output cannot take the blocks."""
    import io

    try:
        import segno
    except ImportError:  # a web extra installed before it took segno: the address alone
        return
    drawn = io.StringIO()
    segno.make(address, error="l").terminal(out=drawn, compact=True)
    with contextlib.suppress(UnicodeEncodeError):
        print(_("The same address for a phone's camera:") + "\n" + drawn.getvalue(), end="", flush=True)


def warn_of_the_open_port(host: str, port: int, shown_folder: str) -> None:
    print(
        _(
            "domino-solitaire serve: warning: anyone who can reach port {port} on {host} can play "
            "with this player's games and history (in {folder})"
        ).format(port=port, host=printable(host, None), folder=shown_folder),
        file=sys.stderr,
        flush=True,
    )


@contextlib.contextmanager
def refused_address(host: str, port: int) -> Iterator[None]:
    """An address the server cannot listen on, said in one line (CliError), not a traceback."""
    import errno

    try:
        yield
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise CliError(
                _("port {port} on {host} is in use; choose another with --port").format(port=port, host=host)
            ) from None
        reason = os.strerror(exc.errno).lower() if exc.errno else str(exc)
        raise CliError(
            _("cannot serve on {host} port {port}: {reason}").format(host=host, port=port, reason=reason)
        ) from None


def served_command(args: argparse.Namespace) -> str:
    """The shell command each tab runs: fixed by the program, from checked options, every word quoted."""
    import shlex

    words = [sys.executable, "-m", "domino_solitaire"]
    lang = getattr(args, "lang", None)
    if lang is not None:
        # The tabs speak the language serve was asked for (checked by the parser: en, fr or ru).
        words += ["--lang", lang]
    if args.game is None:
        needs_game = {
            "--set": args.size is not None,
            "--variant": args.variant is not None,
            "--seed": args.seed is not None,
            "--deal": args.deal is not None,
            "--winnable": args.winnable,
            "--numerals": args.numerals,
            "--ascii": args.ascii,
        }
        for option, given in needs_game.items():
            if given:
                raise CliError(
                    _("{option} needs a GAME (without one, serve opens the start screen)").format(
                        option=option
                    )
                )
    else:
        if args.seed is not None or args.deal is not None:
            # --winnable with --seed: searched once, here; every tab then opens at once.
            setup = setup_from(args, searching=lambda: print(searching_text(args), flush=True))
        else:
            # Each tab deals its own game (and with --winnable searches from it): only the options are
            # checked here, with a stand-in deal number, so that a bad one stops serve, not every tab.
            setup = setup_from(argparse.Namespace(**{**vars(args), "winnable": False}), seed=0)
        words += ["play", setup.game, "--set", str(setup.size), "--variant", setup.variant]
        if args.seed is not None:
            words += ["--seed", str(setup.seed)]
        if args.deal is not None:
            words += ["--deal", format_tiles(setup.deal)]
        if args.winnable:
            words.append("--winnable")
        if args.numerals:
            words.append("--numerals")
        if args.ascii:
            words.append("--ascii")
    if args.screen_reader:  # the start screen takes it as play does
        words.append("--screen-reader")
    # exec: the game is the shell's own process, so signals and exit reach it directly.
    return "exec " + shlex.join(words)


def loopback_only(host: str, port: int) -> bool:
    """Whether every address ``host`` names is this machine's loopback; CliError if it names none."""
    import ipaddress
    import socket

    if not host or len(host) > 253 or not host.isprintable() or any(c.isspace() for c in host):
        # Not echoed: it may hold control characters.
        raise CliError(_("--host takes an address or a name, such as 127.0.0.1 or 0.0.0.0"))
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as exc:
        reason = exc.strerror if isinstance(exc, socket.gaierror) and exc.strerror else str(exc)
        raise CliError(_("cannot serve on {host}: {reason}").format(host=host, reason=reason)) from None
    addresses = {ipaddress.ip_address(str(entry[4][0]).split("%")[0]) for entry in found}
    return all(address.is_loopback for address in addresses)


def page_url(host: str, port: int, token: str | None = None) -> str:
    """The address to open, with the run's token; for a wildcard host (all addresses), this
    machine's name."""
    import ipaddress
    import socket

    shown = host
    try:
        if ipaddress.ip_address(host).is_unspecified:
            shown = socket.gethostname()
    except ValueError:
        pass
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{printable(shown, None)}:{port}/" + ("" if token is None else f"?token={token}")
