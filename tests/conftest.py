"""Settings for the whole suite: no animations (each key press leaves a settled screen), and the
garbage collector's thresholds."""

from __future__ import annotations

import gc
import os

# Read by textual when it is first imported.
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")

# The garbage collector's thresholds, for the tests' processes only. Every Textual app a test runs
# leaves thousands of objects in reference cycles, and Textual's caches keep a large heap alive
# (some 230,000 objects per worker). With Python's defaults (700, 10, 10) each worker ran about
# 3,000 young and 30 full collections, some 7 s of CPU each: a fifth of the suite's time. Young
# collections a fourteenth as often, and full ones only after a hundred middle ones, free the same
# garbage with a fraction of the walking; a test process is short-lived and memory is plentiful.
gc.set_threshold(10_000, 10, 100)
