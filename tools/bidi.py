"""Firefox ESR driven through its own WebDriver BiDi, with no geckodriver (which cannot be downloaded here).

Firefox started with ``--remote-debugging-port`` serves WebDriver BiDi on a
websocket (it prints ``WebDriver BiDi listening on ws://…``). The handshake
must carry no ``Origin`` header (with one, Firefox answers 400), so the
client is websocket-client with ``suppress_origin=True``. The few commands
used: ``session.new``, ``browsingContext.getTree`` / ``navigate`` /
``setViewport`` / ``captureScreenshot``, ``script.callFunction`` and
``input.performActions`` (real pointer input). See ``tools/engines.py`` for
the interface.
"""

from __future__ import annotations

import base64
import itertools
import json
import re
import shutil
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tools.engines import SCRIPT_TIMEOUT_S, Browser, ScriptError, Step, cmdline, scratch_profile

FIREFOX = "firefox-esr"
START_TIMEOUT_S = 60
LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")

PREFS = {
    # Quiet: no first-run pages, updates, telemetry, safe-browsing lists or portal checks, so that
    # every request a test sees comes from the page.
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.page": 0,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.newtabpage.enabled": False,
    "app.update.disabledForTesting": True,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.server": "",
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.safebrowsing.blockedURIs.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.trr.mode": 5,
    "network.prefetch-next": False,
    "network.dns.disablePrefetch": True,
    "network.http.speculative-parallel-limit": 0,
    "extensions.update.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.blocklist.enabled": False,
    "services.settings.server": "data:,",
    "browser.region.update.enabled": False,
    "browser.search.update": False,
    "geo.provider.network.url": "",
    "dom.push.connection.enabled": False,
    "media.gmp-manager.updateEnabled": False,
    "browser.contentblocking.report.lockwise.enabled": False,
    "identity.fxaccounts.enabled": False,
    "privacy.sanitize.sanitizeOnShutdown": False,
}


def _pref(value: Any) -> str:
    return json.dumps(value)


class Firefox(Browser):
    """Headless Firefox ESR with an empty profile of its own, over WebDriver BiDi."""

    name = "firefox"
    background = ("firefox.settings.services.mozilla.com:443",)
    """Remote settings: Debian's Firefox ESR 153 polls it from start-up, and no preference tried here
    stops it (services.settings.server, app.normandy.enabled, the remote_settings CRLite and intermediates
    switches, the messaging system's loader)."""

    def __init__(self, *, proxy: str | None = None, reduced_motion: bool = False,
                 extra_prefs: dict[str, Any] | None = None) -> None:
        import websocket

        binary = shutil.which(FIREFOX)
        if not binary:
            raise RuntimeError("Firefox ESR is not installed (`apt-get install firefox-esr`)")
        self.profile = scratch_profile()
        prefs = dict(PREFS)
        if reduced_motion:
            prefs["ui.prefersReducedMotion"] = 1
        prefs.update(extra_prefs or {})  # a setting a player may choose (the tests' own, not the defaults')
        if proxy:
            host, port = proxy.rsplit(":", 1)
            prefs.update({"network.proxy.type": 1, "network.proxy.http": host, "network.proxy.http_port": int(port),
                          "network.proxy.ssl": host, "network.proxy.ssl_port": int(port),
                          "network.proxy.no_proxies_on": "127.0.0.1"})
        (self.profile / "user.js").write_text(
            "".join(f"user_pref({json.dumps(key)}, {_pref(value)});\n" for key, value in prefs.items()), encoding="utf-8")
        self.process = subprocess.Popen(
            [binary, "--headless", "--remote-debugging-port=0", "--profile", str(self.profile), "--no-remote",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
        self.log: list[str] = []
        found = threading.Event()
        url: list[str] = []

        def read() -> None:  # the websocket's address, then keep draining stderr so Firefox never blocks on it
            assert self.process.stderr is not None
            for line in self.process.stderr:
                self.log.append(line.rstrip())
                del self.log[:-200]
                match = LISTENING.search(line)
                if match and not found.is_set():
                    url.append(match.group(1))
                    found.set()
            found.set()

        threading.Thread(target=read, name="firefox-stderr", daemon=True).start()
        if not found.wait(START_TIMEOUT_S) or not url:
            self._stop()
            raise RuntimeError("Firefox did not start WebDriver BiDi: " + " | ".join(self.log[-5:]))
        self.socket = websocket.create_connection(url[0].rstrip("/") + "/session", suppress_origin=True,
                                                  timeout=SCRIPT_TIMEOUT_S)
        self.ids = itertools.count(1)
        try:
            capabilities = self.command("session.new", {"capabilities": {}})["capabilities"]
            self.version = f"Firefox {capabilities.get('browserVersion', '?')}"
            self.context = self.command("browsingContext.getTree", {})["contexts"][0]["context"]
        except Exception:
            self.close()
            raise

    def command(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Send one BiDi command and return its result (events in between are skipped)."""
        number = next(self.ids)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") != number:
                continue
            if message.get("type") == "error":
                raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def goto(self, url: str) -> None:
        self.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def _call(self, wrapper: str, function: str, args_json: str) -> str:
        result = self.command("script.callFunction", {
            "functionDeclaration": f"(json) => ({wrapper})({function}, json)",
            "arguments": [{"type": "string", "value": args_json}],
            "target": {"context": self.context}, "awaitPromise": True, "resultOwnership": "none"})
        if result.get("type") == "exception":
            raise ScriptError(json.dumps(result.get("exceptionDetails"))[:2000])
        return result["result"]["value"]

    def pointer(self, steps: Sequence[Step], kind: str = "mouse") -> None:
        actions: list[dict[str, Any]] = []
        for step in steps:
            if step[0] == "move":
                actions.append({"type": "pointerMove", "x": round(step[1]), "y": round(step[2]), "duration": 0})
            elif step[0] == "down":
                actions.append({"type": "pointerDown", "button": 0})
            elif step[0] == "up":
                actions.append({"type": "pointerUp", "button": 0})
            else:
                actions.append({"type": "pause", "duration": int(step[1])})
        self.command("input.performActions", {"context": self.context, "actions": [
            {"type": "pointer", "id": kind, "parameters": {"pointerType": kind}, "actions": actions}]})
        self.command("input.releaseActions", {"context": self.context})

    def viewport(self, width: int, height: int) -> list[int]:
        self.command("browsingContext.setViewport", {"context": self.context,
                                                      "viewport": {"width": width, "height": height}})
        return self.run("() => [innerWidth, innerHeight]")

    def screenshot(self, path: Path) -> Path:
        data = self.command("browsingContext.captureScreenshot", {"context": self.context})["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def root_pid(self) -> int:
        return self.process.pid

    def is_content(self, pid: int) -> bool:
        line = cmdline(pid)
        return "-contentproc" in line and " tab" in line

    def close(self) -> None:
        try:
            try:
                self.command("session.end", {})
            except Exception:  # noqa: BLE001 - closing anyway
                pass
            self.socket.close()
        finally:
            self._stop()

    def _stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
