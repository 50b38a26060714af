"""How the tests and benchmarks launch Chromium (one place for both).

Debian's ``/usr/bin/chromium`` is used when it exists (``playwright install``
cannot download browsers on our machines); elsewhere Playwright's own
Chromium. Every host but 127.0.0.1 and localhost (the same loopback under
another site's name) is made unresolvable, so a page that reaches for the
network fails instead of quietly succeeding.
"""

from __future__ import annotations

import os
from typing import Any

CHROMIUM = "/usr/bin/chromium"

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]


def launch_args(base: dict[str, Any] | None = None) -> dict[str, Any]:
    """Playwright ``chromium.launch()`` keyword arguments, on top of ``base``."""
    args = dict(base or {})
    args["args"] = [*args.get("args", []), *CHROMIUM_ARGS]
    # A --browser-channel or an explicit executable from the caller wins.
    if "channel" not in args and "executable_path" not in args and os.path.exists(CHROMIUM):
        args["executable_path"] = CHROMIUM
    return args
