"""Fuzz a running ``serve`` (issue 21): malformed requests, websocket messages and terminal sizes.

    python benchmarks/fuzz_serve.py [--seconds 120] [--tabs 100000] [--seed 1] [--max-games 3]

Starts ``domino-solitaire serve luzon`` on 127.0.0.1 (a free port, a fresh data folder; never any
other address) and, until the time or the tab count runs out, opens tabs that send messages no
page sends (bad JSON, wrong shapes, lone surrogates, deep nesting, huge sizes, binary frames,
messages too long) among good ones, and HTTP requests with bad Host headers, tokens, paths and
request lines. Then Ctrl-C (SIGINT). It checks what the server must keep to:

- serve stays up, and prints no traceback: only ``domino-solitaire serve:`` lines, at most one
  per 5 seconds of complaints (and its start and stop lines);
- no more games run at once than --max-games, and none grows past MEMORY_LIMIT;
- Ctrl-C ends serve and every game within 5 seconds.

The counts and any failure are printed; the exit status is 1 if anything failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers import children, gone

#: A game's resident memory past this (in bytes) is a failure: sizes are clamped, so none grows.
MEMORY_LIMIT = 400 * 1024 * 1024


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def resident(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def nested(rng: random.Random) -> str:
    depth = rng.choice([10, 1_000, 20_000, 100_000])
    return "[" * depth + "]" * depth * rng.randint(0, 1)


def junk_value(rng: random.Random, depth: int = 0) -> object:
    kinds = ["int", "big", "float", "str", "surrogate", "bool", "none", "list", "dict"]
    kind = rng.choice(kinds if depth < 3 else kinds[:7])
    if kind == "int":
        return rng.randint(-(2**31), 2**31)
    if kind == "big":
        return rng.choice([10**30, -(10**30), 2**63, 100_000])
    if kind == "float":
        return rng.choice([1.5, -0.0, 1e308, float("nan"), float("inf")])
    if kind == "str":
        return "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(0, 20)))
    if kind == "surrogate":
        return "a\ud800b"
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "none":
        return None
    if kind == "list":
        return [junk_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(["width", "height", "x", ""]): junk_value(rng, depth + 1) for _ in range(3)}


def message(rng: random.Random) -> str | bytes:
    """A message for a tab: mostly malformed, some well formed (among them huge sizes)."""
    choice = rng.randrange(14)
    if choice == 0:
        return json.dumps(["stdin", rng.choice(["x", "\x1b[A", "\r", " ", "\t", "?"])])
    if choice == 1:
        return json.dumps(["resize", {"width": rng.choice([1, 80, 10**5, 10**9]), "height": 10**5}])
    if choice == 2:
        return json.dumps(["resize", {"width": junk_value(rng), "height": junk_value(rng)}])
    if choice == 3:
        return nested(rng)
    if choice == 4:
        return rng.choice(["", "[", "{", "not json", "[]", "{}", "null", "NaN", '"stdin"', "[1]"])
    if choice == 5:
        return json.dumps(["stdin", junk_value(rng)])
    if choice == 6:
        return '["stdin", "\\ud800"]'
    if choice == 7:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 64)))
    if choice == 8:
        return json.dumps(["stdin", "x" * rng.choice([70_000, 300_000])])
    if choice == 9:
        return json.dumps([junk_value(rng) for _ in range(rng.randint(0, 4))], allow_nan=True)
    if choice == 10:
        return json.dumps(["ping", junk_value(rng)], allow_nan=True)
    if choice == 11:
        return json.dumps(
            [rng.choice(["blur", "focus", "quit", "resize", "stdin", "ping"]), *[1] * rng.randint(0, 3)]
        )
    if choice == 12:
        return "".join(chr(rng.randint(0, 0xFFFF)) for _ in range(rng.randint(1, 50)))
    return json.dumps(["ping", str(rng.randint(0, 10**12))])


def size_query(rng: random.Random) -> str:
    values = ["80", "24", "100000", "0", "-1", "1.5", "abc", "", "1e9", "9" * 30, "%00", "10000000000"]
    parts = []
    for name in ("width", "height"):
        if rng.random() < 0.8:
            parts.append(f"{name}={rng.choice(values)}")
    return "&".join(parts)


RAW_REQUESTS = [
    b"GARBAGE\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1:1@evil.example\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: [::1]evil.example\r\n\r\n",
    b"GET /static/js/textual.js HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    b"GET /download/x HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    b"GET / HTTP/1.1\r\n\r\n",
    b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + b"y" * 100_000 + b"\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
    b"GET /?token=\xff\xfe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03",  # a TLS hello to a plain HTTP port
    b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
]


async def raw_request(port: int, data: bytes, counts: Counter[str]) -> None:
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 5)
        writer.write(data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(64), 5)
        counts[f"raw answer {answer[9:12].decode('latin-1') or 'closed'}"] += 1
        writer.close()
    except (OSError, asyncio.TimeoutError):
        counts["raw no answer"] += 1


async def tab(
    session: aiohttp.ClientSession, base: str, token: str, rng: random.Random, counts: Counter[str]
) -> None:
    query = size_query(rng)
    token_part = rng.choices([f"token={token}", "token=wrong", ""], weights=[8, 1, 1])[0]
    url = f"{base}ws?{'&'.join(p for p in (query, token_part) if p)}"
    origin = rng.choices([base.rstrip("/"), "http://evil.example", None], weights=[8, 1, 1])[0]
    try:
        ws = await session.ws_connect(url, origin=origin, timeout=aiohttp.ClientWSTimeout(ws_close=5))
    except aiohttp.WSServerHandshakeError as refused:
        counts[f"tab refused {refused.status}"] += 1
        return
    except (aiohttp.ClientError, asyncio.TimeoutError):
        counts["tab not connected"] += 1
        return
    counts["tabs opened"] += 1
    try:
        if rng.random() < 0.3:  # wait for the game's first screen, so that messages reach a game
            first = await asyncio.wait_for(ws.receive(), 15)
            counts[
                "tabs with screen data (a game, or the cap notice)"
                if first.type is aiohttp.WSMsgType.BINARY
                else "tab ended at once"
            ] += 1
        for _ in range(rng.randint(1, 40)):
            sent = message(rng)
            try:
                if isinstance(sent, bytes):
                    await ws.send_bytes(sent)
                else:
                    # A lone surrogate goes as the bytes it would be: a text frame that is not UTF-8.
                    await ws.send_frame(sent.encode("utf-8", "surrogatepass"), aiohttp.WSMsgType.TEXT)
            except (ConnectionResetError, RuntimeError):
                counts["tab closed by serve"] += 1
                break
            counts["messages sent"] += 1
            with_answer = await asyncio.wait_for(ws.receive(), 0.05) if rng.random() < 0.2 else None
            if with_answer is not None and with_answer.type in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
            ):
                counts["tab closed by serve"] += 1
                break
    except asyncio.TimeoutError:
        pass
    finally:
        await ws.close()


async def fuzz(
    port: int,
    token: str,
    seconds: float,
    tabs: int,
    seed: int,
    serve: subprocess.Popen[str],
    max_games: int,
    problems: list[str],
) -> Counter[str]:
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    base = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + seconds
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as session:
        while time.monotonic() < deadline and counts["tabs tried"] < tabs:
            batch = [tab(session, base, token, rng, counts) for _ in range(rng.randint(1, max_games + 2))]
            counts["tabs tried"] += len(batch)
            batch += [raw_request(port, rng.choice(RAW_REQUESTS), counts) for _ in range(rng.randint(0, 3))]
            await asyncio.gather(*batch)
            games = children(serve.pid)
            counts["most games at once"] = max(counts["most games at once"], len(games))
            if len(games) > max_games:
                problems.append(f"{len(games)} games at once (the cap is {max_games})")
            for game in games:
                if resident(game) > MEMORY_LIMIT:
                    problems.append(f"a game took {resident(game) // 2**20} MB")
            if serve.poll() is not None:
                problems.append(f"serve ended (status {serve.returncode}) while fuzzed")
                break
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--tabs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-games", type=int, default=3)
    args = parser.parse_args()
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        serve = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "domino_solitaire",
                "serve",
                "luzon",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--max-games",
                str(args.max_games),
            ],
            env={**os.environ, "DOMINO_SOLITAIRE_HOME": folder},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert serve.stdout is not None
            found = re.search(r"\?token=([A-Za-z0-9_-]+)", serve.stdout.readline())
            assert found is not None, "serve printed no address with a token"
            started = time.monotonic()
            counts = asyncio.run(
                fuzz(
                    port, found.group(1), args.seconds, args.tabs, args.seed, serve, args.max_games, problems
                )
            )
            took = time.monotonic() - started
            games = children(serve.pid)
            stopping = time.monotonic()
            serve.send_signal(signal.SIGINT)
            out, err = serve.communicate(timeout=30)
            stop_took = time.monotonic() - stopping
            if stop_took > 5:
                problems.append(f"Ctrl-C took {stop_took:.1f} s")
            if serve.returncode != 130:
                problems.append(f"serve ended with status {serve.returncode}")
            if not gone(games, 1):
                problems.append("a game outlived serve")
        finally:
            if serve.poll() is None:
                serve.kill()
                serve.wait()
    lines = err.splitlines()
    if out != "Stopped; unfinished games are saved (domino-solitaire resume plays on).\n":
        problems.append("serve printed more than its stop line:\n" + out[-2000:])
    if "Traceback" in err or any(not line.startswith("domino-solitaire serve: ") for line in lines):
        problems.append("serve printed more than its lines:\n" + err[-2000:])
    if len(lines) > took / 5 + 3:
        problems.append(f"{len(lines)} complaint lines in {took:.0f} s: not rate-limited")
    print(
        f"serve fuzzed for {took:.0f} s; stopped by Ctrl-C in {stop_took:.1f} s; "
        f"{len(lines)} lines on its stderr"
    )
    for name, count in sorted(counts.items()):
        print(f"  {name}: {count}")
    for line in lines[:8]:
        print(f"  serve said: {line}")
    for problem in problems:
        print(f"  FAILED {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
