"""Starting WebKit (tools/engines.py): a start that hangs is given up within seconds, not the 40 s of the last resort.

WebKitWebDriver waits for its browser without a limit; under CI's load a MiniBrowser start has hung (the first
test's set-up took 85 s: two starts waited out a 40 s watchdog). A browser that never answers stands in for it here."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.xengine.conftest import need
from tools import engines

SILENT = "#!/bin/sh\nexec sleep 600\n"
"""A browser that starts and never answers the driver: no inspector port, no CPU."""
GONE = "#!/bin/sh\nexit 1\n"
"""A browser that is gone at once: the driver polls its port for ever (the hang met on CI: no MiniBrowser under the
driver)."""


@pytest.mark.parametrize(("script", "said"), [(SILENT, "its browser used no CPU"), (GONE, "no browser running")],
                         ids=["silent", "gone"])
def test_a_start_whose_browser_never_answers_is_given_up_within_seconds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                       script: str, said: str) -> None:
    """The driver is started with a browser that sleeps, or with one that is gone at once: ``StartWatch`` sees its
    browser use no CPU, or no browser at all, for ``STALL_S`` (2 s here), kills the attempt (driver and browser) and
    says so, not waiting for ``START_TIMEOUT_S``; nothing of it is left running."""
    need("webkit")
    fake = tmp_path / "MiniBrowser"
    fake.write_text(script, encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setattr(engines, "MINIBROWSER", str(fake))
    monkeypatch.setattr(engines, "START_ATTEMPTS", 1)
    monkeypatch.setattr(engines, "STALL_S", 2)
    with pytest.raises(RuntimeError, match=f"hung: {said} for 2 s"):
        engines.launch("webkit")
    assert [pid for pid in engines.descendants(1) if str(fake) in engines.cmdline(pid)] == []
