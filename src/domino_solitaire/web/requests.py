"""What a browser sends serve, checked as hostile: a tab's websocket messages, the size its game
connection asks for, the Host header; and the lines about malformed ones, rate-limited so that a
flood cannot flood serve's output."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import re
import socket
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeGuard

from aiohttp import web

from domino_solitaire.i18n import _, ngettext
from domino_solitaire.wording.text import printable

#: The largest terminal a tab may ask for (columns, rows); larger asks are clamped to it.
MAX_WIDTH = 500
MAX_HEIGHT = 200
#: The longest websocket message taken: a paste of this many characters is the most a tab sends.
MAX_MESSAGE = 64 * 1024
#: At most one line about malformed requests per this many seconds (the rest are counted).
COMPLAINT_INTERVAL = 5.0

log = logging.getLogger("textual-serve")


class Malformed(ValueError):
    """A websocket message that is not one textual-serve's page sends; why, in a few words."""


@dataclass(frozen=True)
class Message:
    """A message from a tab, checked: ``stdin`` (bytes), ``resize`` ((width, height), clamped),
    ``ping`` (the text to echo), ``blur`` or ``focus`` (no data)."""

    kind: str
    data: bytes | tuple[int, int] | str | None = None


def read_message(text: str) -> Message:
    """The message a tab sent, checked against the shapes its page sends; Malformed otherwise."""
    if len(text) > MAX_MESSAGE:
        raise Malformed(_("a message too long"))
    try:
        envelope = json.loads(text)
    except RecursionError:
        raise Malformed(_("JSON nested too deep")) from None
    except ValueError:
        raise Malformed(_("not JSON")) from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise Malformed(_("not a message (a list that starts with its type)"))
    kind, args = envelope[0], envelope[1:]
    if kind == "stdin" and len(args) == 1 and isinstance(args[0], str):
        try:
            return Message(kind, args[0].encode("utf-8"))
        except UnicodeEncodeError:
            raise Malformed(_("keys that are not text (a lone surrogate)")) from None
    if kind == "resize" and len(args) == 1 and isinstance(args[0], dict):
        width, height = args[0].get("width"), args[0].get("height")
        if not (is_whole(width) and is_whole(height)):
            raise Malformed(_("a resize without whole numbers"))
        return Message(kind, clamp_size(width, height))
    if kind == "ping" and len(args) == 1 and isinstance(args[0], str) and len(args[0]) <= 40:
        return Message(kind, args[0])
    if kind in ("blur", "focus") and not args:
        return Message(kind)
    if len(args) < 2:
        raise Malformed(_("an unknown message {kind}").format(kind=repr(printable(kind, 20))))
    raise Malformed(_("a wrong message"))


def is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def clamp_size(width: int, height: int) -> tuple[int, int]:
    """A terminal size a game can take: at least 1x1, at most MAX_WIDTH x MAX_HEIGHT."""
    return max(1, min(MAX_WIDTH, width)), max(1, min(MAX_HEIGHT, height))


def size_from_query(query: Mapping[str, str], name: str, default: int) -> int:
    """``width`` or ``height`` from the game connection's address; HTTPBadRequest if not a whole
    number (not clamped here)."""
    text = query.get(name)
    if text is None:
        return default
    if not re.fullmatch(r"[0-9]{1,9}", text):
        raise web.HTTPBadRequest(text=_("{name} must be a whole number of cells.").format(name=name) + "\n")
    return int(text)


class Complaints:
    """Lines about malformed requests, at most one per COMPLAINT_INTERVAL; the rest are counted
    and told with the next line, so that a flood cannot flood serve's output."""

    def __init__(self, interval: float = COMPLAINT_INTERVAL) -> None:
        self.interval = interval
        self.next_at = 0.0
        self.held = 0
        self.total = 0

    def note(self, what: str) -> None:
        self.total += 1
        now = asyncio.get_running_loop().time()
        if now < self.next_at:
            self.held += 1
            return
        if self.held:
            line = ngettext(
                "ignored {what} (and {count} more bad request or message since the last line)",
                "ignored {what} (and {count} more bad requests and messages since the last line)",
                self.held,
            ).format(what=what, count=self.held)
        else:
            line = _("ignored {what}").format(what=what)
        log.warning(printable(line, None))
        self.held = 0
        self.next_at = now + self.interval


def own_names(host: str) -> frozenset[str]:
    """The names (besides IP addresses) this machine answers to: localhost, its own name, --host."""
    names = {"localhost", host}
    with contextlib.suppress(OSError):
        name = socket.gethostname()
        names |= {name, f"{name}.local"}
    return frozenset(name.lower().rstrip(".") for name in names if name)


# The Host header (RFC 9110, 7.2): an IPv6 literal in brackets, or a name or IPv4 address; then an
# optional port. Nothing else: no user part (127.0.0.1:1@evil.example), nothing after the bracket.
_IPV6_HOST = re.compile(r"\[([0-9A-Fa-f:.]{2,45})\](?::([0-9]{1,5}))?")
_NAME_HOST = re.compile(r"([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::([0-9]{1,5}))?")


def addressed_here(host_header: str, names: frozenset[str]) -> bool:
    """Whether a Host header (name or address, and a port) names this machine, parsed strictly."""
    bracketed = _IPV6_HOST.fullmatch(host_header)
    if bracketed is not None:
        try:
            ipaddress.IPv6Address(bracketed.group(1))
        except ValueError:
            return False
        return True
    named = _NAME_HOST.fullmatch(host_header)
    if named is None:
        return False
    name = named.group(1)
    try:
        ipaddress.IPv4Address(name)
    except ValueError:
        return name.lower().rstrip(".") in names
    return True
