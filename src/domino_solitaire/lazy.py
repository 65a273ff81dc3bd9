"""Names a package loads with their module on first use (PEP 562): the solver's and the store's.

A program that never asks for a name never pays for loading its module (the searches, sqlite3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str], namespace: dict[str, Any]) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package``: each name of ``homes`` is imported from its module
    (``package.<home>``) the first time it is asked for, and kept in ``namespace``."""

    def __getattr__(name: str) -> object:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{home}"), name)
        namespace[name] = value  # looked up once
        return value

    return __getattr__
