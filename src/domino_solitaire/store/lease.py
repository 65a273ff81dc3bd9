"""Leases: a game in play belongs to one session at a time.

A session (a terminal's game, a browser tab's) saves its game under a lease, the text
``"<process id>:<random>"``. Another session may not change that game while the process holding
the lease runs; a lease left by a process that ended (quit, crashed, killed) is free to take.
"""

from __future__ import annotations

import os


def new_lease() -> str:
    """A lease for this process's session: its process id, and a random part no other has."""
    import secrets

    lease = f"{os.getpid()}:{secrets.token_hex(8)}"
    _OWN_LEASES.add(lease)
    return lease


def lease_alive(lease: object) -> bool:
    """Whether the session holding ``lease`` still runs (its process exists on this machine).

    A lease that cannot be read names no running session. A process of that id that is not ours
    to signal (another user's) is taken as running: the game is not taken from it.
    """
    if not isinstance(lease, str):
        return False
    pid_text = lease.partition(":")[0]
    if not pid_text.isdecimal() or len(pid_text) > 10:
        return False
    pid = int(pid_text)
    if pid <= 0 or (pid == os.getpid() and lease not in _OWN_LEASES):
        # Our own process id but not a lease of ours: a lease left by an earlier process that had it.
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


#: The leases this process handed out (a process id can be reused by a later process).
_OWN_LEASES: set[str] = set()
