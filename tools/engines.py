"""Drive WebKit and Firefox, the engines besides Chromium, through one small interface.

    from tools.engines import launch, missing

    if not missing("webkit"):
        with launch("webkit") as browser:
            browser.goto("http://127.0.0.1:8000/")
            browser.run("() => document.title")

Neither engine needs a download: both come from Debian packages.

- **WebKit** (Safari's engine): WebKitGTK's ``MiniBrowser`` (package
  ``webkit2gtk-driver`` pulls it in with ``/usr/bin/WebKitWebDriver``) with
  ``--automation``, driven by Selenium's ``webdriver.WebKitGTK``. It draws on
  an X display: an ``Xvfb`` of its own (package ``xvfb``) when there is none
  (``--headless`` makes the driver hang).
- **Firefox** (Gecko): Debian's ``firefox-esr`` speaks WebDriver BiDi itself;
  ``tools/bidi.py`` is the client (no geckodriver).

``missing(name)`` says what is not installed (None when all is there). Every
method takes viewport coordinates in CSS pixels. Off-origin requests can be
sent to a ``proxy`` (``host:port``) that records them: 127.0.0.1 is always
reached directly.
"""

from __future__ import annotations

import base64
import contextlib
import glob
import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"
XVFB = "Xvfb"
SCREEN = "1600x1200x24"
SCRIPT_TIMEOUT_S = 120
START_TIMEOUT_S = 40
STALL_S = 6
"""A start whose browser (MiniBrowser and the processes it started) has used no CPU for this long is hung."""
START_ATTEMPTS = 3
ENGINES = ("webkit", "firefox")

Step = tuple
"""A pointer step: ("move", x, y), ("down",), ("up",) or ("pause", ms)."""

RUN_JS = """(fn, json) => Promise.resolve().then(() => fn(...JSON.parse(json)))
    .then(value => JSON.stringify({ok: value === undefined ? null : value}),
          error => JSON.stringify({error: String(error && error.stack ? error + "\\n" + error.stack : error)}))"""
"""Wraps a page function: awaits it, and answers JSON either way (the engines map values differently)."""


class ScriptError(RuntimeError):
    """A page function threw or rejected; the message is the page's error and stack."""


def minibrowser() -> str | None:
    found = sorted(glob.glob(MINIBROWSER))
    return found[0] if found else None


def missing(name: str) -> str | None:
    """What is missing to run engine ``name`` here (a sentence naming the Debian package), or None."""
    if name == "webkit":
        try:
            import selenium  # noqa: F401
        except ImportError:
            return "Selenium is not installed (`make venv` installs requirements-test.txt)"
        if not os.access(WEBKIT_DRIVER, os.X_OK) or not minibrowser():
            return "WebKitGTK's WebDriver is not installed (`apt-get install webkit2gtk-driver`)"
        if not os.environ.get("DISPLAY") and not shutil.which(XVFB):
            return "no X display and no Xvfb (`apt-get install xvfb`)"
        return None
    if name == "firefox":
        from tools.bidi import FIREFOX

        try:
            import websocket  # noqa: F401
        except ImportError:
            return "websocket-client is not installed (`make venv` installs requirements-test.txt)"
        if not shutil.which(FIREFOX):
            return "Firefox ESR is not installed (`apt-get install firefox-esr`)"
        return None
    raise ValueError(f"unknown engine {name!r}: one of {', '.join(ENGINES)}")


def launch(name: str, *, proxy: str | None = None, user_agent: str | None = None,
           reduced_motion: bool = False) -> Browser:
    """Start engine ``name`` ("webkit" or "firefox"); close it with ``close()`` or a ``with`` block.
    ``user_agent`` (WebKit only) replaces the browser's user agent string; ``reduced_motion`` makes the
    pages match ``prefers-reduced-motion: reduce`` (the system setting a player may choose)."""
    browser: Browser
    if name == "webkit":
        browser = WebKit(proxy=proxy, user_agent=user_agent, reduced_motion=reduced_motion)
    elif user_agent:
        raise ValueError("user_agent is for WebKit only")
    elif name == "firefox":
        from tools.bidi import Firefox

        browser = Firefox(proxy=proxy, reduced_motion=reduced_motion)
    else:
        raise ValueError(f"unknown engine {name!r}: one of {', '.join(ENGINES)}")
    browser.relaunch = lambda: launch(name, proxy=proxy, user_agent=user_agent, reduced_motion=reduced_motion)
    return browser


class Browser:
    """One browser window with one tab, driven by WebDriver."""

    name = ""
    version = ""
    background: tuple[str, ...] = ()
    """Hosts the browser itself calls, whatever the page does (``host:port`` as a proxy sees them)."""

    relaunch: Callable[[], Browser] | None = None
    """Starts the same engine again with the same options (set by ``launch``)."""

    def goto(self, url: str) -> None:
        """Navigate and wait for the load event."""
        raise NotImplementedError

    def run(self, function: str, *args: Any) -> Any:
        """Call the JavaScript ``function`` (source of a function, maybe async) with JSON ``args`` in the
        page; returns what it returns (awaited), through JSON. Raises ``ScriptError`` if it throws."""
        answer = json.loads(self._call(RUN_JS, function, json.dumps(args)))
        if "error" in answer:
            raise ScriptError(answer["error"])
        return answer["ok"]

    def _call(self, wrapper: str, function: str, args_json: str) -> str:
        raise NotImplementedError

    def pointer(self, steps: Sequence[Step], kind: str = "mouse") -> None:
        """Real pointer input (WebDriver actions) of ``kind`` "mouse" or "touch"."""
        raise NotImplementedError

    def click(self, x: float, y: float) -> None:
        self.pointer([("move", x, y), ("down",), ("up",)])

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 1) -> None:
        """Press at ``start``, move to ``end`` in ``steps`` and let go. One step is a drag to the page (its first move
        past the threshold lifts the cards, the release drops them); each step more costs WebKitGTK a frame (4 steps:
        +260 ms a drag, median of 20 at load 32), and the tests' drags are about the game, not the glide."""
        (x0, y0), (x1, y1) = start, end
        path: list[Step] = [("move", x0, y0), ("down",)]
        path += [("move", x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(1, steps + 1)]
        self.pointer([*path, ("up",)])

    def viewport(self, width: int, height: int) -> list[int]:
        """Make the page's viewport ``width`` x ``height`` CSS pixels, or as near as the engine's window
        allows (WebKitGTK's MiniBrowser is never narrower than its toolbar); returns what it got."""
        raise NotImplementedError

    def screenshot(self, path: Path) -> Path:
        """Save what the viewport shows as a PNG."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def content_memory(self) -> dict[str, float]:
        """Memory of the processes that run web pages (WebKit's WebKitWebProcess, Firefox's content
        processes), from /proc, in MB: ``pss`` (each shared page counted once), ``rss`` and ``anon`` (anonymous
        memory: the heaps, not the engine's code), summed, and
        ``largest`` (the PSS of the biggest one: the game's tab)."""
        sizes = [_smaps(pid) for pid in self.content_pids()]
        return {"processes": len(sizes), "pss": sum(s["Pss"] for s in sizes) / 1024,
                "rss": sum(s["Rss"] for s in sizes) / 1024, "anon": sum(s["Anonymous"] for s in sizes) / 1024,
                "largest": max((s["Pss"] for s in sizes), default=0) / 1024}

    def content_pids(self) -> frozenset[int]:
        """The processes that run web pages now: when one of them is gone, a page crashed."""
        return frozenset(pid for pid in descendants(self.root_pid()) if self.is_content(pid))

    def root_pid(self) -> int:
        raise NotImplementedError

    def is_content(self, pid: int) -> bool:
        raise NotImplementedError

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def descendants(root: int) -> list[int]:
    """Every process under ``root`` (from /proc)."""
    children: dict[int, list[int]] = {}
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            text = Path(stat).read_text()
        except OSError:
            continue
        pid, ppid = int(text.split(" ", 1)[0]), int(text.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(pid)
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _smaps(pid: int) -> dict[str, int]:
    """Rss, Pss and Anonymous (private memory, near what iOS counts against a tab) of a process in kB (0 if it is gone)."""
    sizes = {"Rss": 0, "Pss": 0, "Anonymous": 0}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            key = line.split(":", 1)[0]
            if key in sizes:
                sizes[key] = int(line.split()[1])
    except OSError:
        pass
    return sizes


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


class Display:
    """An Xvfb display of our own, for a browser that must draw somewhere."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                                        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xvfb did not start")
        self.name = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def kill_group(service: Any) -> None:
    """Kill a WebDriver service started in a session of its own, with every process it started."""
    if getattr(service, "process", None) and service.process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(service.process.pid, signal.SIGKILL)


class StartWatch(threading.Thread):
    """Kills a WebKit start (the driver's process group) that is hung, as soon as it shows: WebKitWebDriver waits
    for its browser forever (it tries to connect every 100 ms, and waits for the session it asked for without a
    limit). A browser that starts, even at CI's load, uses CPU every second until the session is made; one that has
    used none for ``STALL_S`` waits on something that will not come. So does a driver with no browser at all for as
    long: the hang met on CI was that one (a MiniBrowser gone, or never started, at once, and the driver polling its
    port for ever; 1 start in 12 here while another WebKit ran, 8 busy loops beside). ``START_TIMEOUT_S`` bounds a
    start that keeps busy. ``verdict`` says why it killed (None: it did not)."""

    def __init__(self, service: Any) -> None:
        super().__init__(name="webkit-start-watch", daemon=True)
        self.service, self.stopped = service, threading.Event()
        self.verdict: str | None = None

    def run(self) -> None:
        began = last_change = time.monotonic()
        seen: dict[int, int] = {}
        while not self.stopped.wait(0.5):  # a look at /proc costs ~20 ms of CPU at load 30
            now = time.monotonic()
            process = getattr(self.service, "process", None)  # set once Selenium has started the driver
            used = cpu_ticks(descendants(process.pid)) if process else {}
            if process is None or used != seen:  # the silence is counted from the driver's start
                seen, last_change = used, now
            if now - last_change >= STALL_S:
                why = "its browser used no CPU" if seen else "no browser running"
                self.verdict = f"hung: {why} for {STALL_S} s ({now - began:.0f} s after the start)"
            elif now - began >= START_TIMEOUT_S:
                self.verdict = f"no answer in {START_TIMEOUT_S} s"
            else:
                continue
            kill_group(self.service)
            return

    def stop(self) -> None:
        self.stopped.set()


def cpu_ticks(pids: Sequence[int]) -> dict[int, int]:
    """The CPU time (user and system, in clock ticks) each of ``pids`` has used so far (from /proc; none if gone)."""
    used: dict[int, int] = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = int(fields[11]) + int(fields[12])
    return used


class WebKit(Browser):
    """WebKitGTK's MiniBrowser through WebKitWebDriver and Selenium, on ``$DISPLAY`` or an Xvfb of its own."""

    name = "webkit"

    def __init__(self, *, proxy: str | None = None, user_agent: str | None = None,
                 reduced_motion: bool = False) -> None:
        from selenium import webdriver
        from selenium.webdriver.common.proxy import Proxy, ProxyType
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        problem = missing("webkit")
        if problem:
            raise RuntimeError(problem)
        env = dict(os.environ)
        # WebKitGTK's prefers-reduced-motion follows GTK's own setting, read from a config folder.
        self.config = scratch_profile()
        (self.config / "gtk-3.0").mkdir()
        (self.config / "gtk-3.0" / "settings.ini").write_text(
            f"[Settings]\ngtk-enable-animations={'false' if reduced_motion else 'true'}\n", encoding="utf-8")
        env["XDG_CONFIG_HOME"] = str(self.config)
        # Skia rasterizes on the CPU rather than in Mesa's software GL (llvmpipe), which cost a drag twice the
        # frame time here (docs/performance.md, "A drag in WebKit"); composition stays GL's.
        env.setdefault("WEBKIT_SKIA_ENABLE_CPU_RENDERING", "1")
        options = Options()
        options.binary_location = minibrowser() or ""
        options.add_argument("--automation")
        if user_agent:
            options.add_argument(f"--user-agent={user_agent}")
        if proxy:
            options.proxy = Proxy({"proxyType": ProxyType.MANUAL, "httpProxy": proxy, "sslProxy": proxy,
                                   "noProxy": ["127.0.0.1"]})
        self.display: Display | None = None
        self.failed_starts: list[str] = []
        """Why each start before the one that answered failed (what ``StartWatch`` saw, or the driver's error)."""
        try:
            for attempt in range(START_ATTEMPTS):
                # Under load MiniBrowser has been seen to fail its start while the driver waits for it
                # forever, twice in a row on the same display: each attempt gets a display of its own and a
                # process group of its own, which ``StartWatch`` kills whole (driver, MiniBrowser and its
                # web processes), so that nothing of a failed attempt is left to block the next.
                self.display = None if os.environ.get("DISPLAY") else Display()
                if self.display:
                    env["DISPLAY"] = self.display.name
                service = Service(executable_path=WEBKIT_DRIVER, env=env, log_output=subprocess.DEVNULL,
                                  popen_kw={"start_new_session": True})
                watch = StartWatch(service)
                watch.start()
                try:
                    with warnings.catch_warnings():  # Selenium's own use of a deprecated argument
                        warnings.simplefilter("ignore", DeprecationWarning)
                        self.driver = webdriver.WebKitGTK(options=options, service=service)
                    break
                except Exception as error:
                    self.failed_starts.append(watch.verdict or str(error))
                    kill_group(service)
                    if self.display:
                        self.display.close()
                        self.display = None
                    if attempt == START_ATTEMPTS - 1:
                        raise RuntimeError(f"WebKit did not start: {'; '.join(self.failed_starts)}") from error
                finally:
                    watch.stop()
        except Exception:
            shutil.rmtree(self.config, ignore_errors=True)
            raise
        if self.failed_starts:  # shown in the tests' summary: how often a start hangs, and how
            warnings.warn(f"WebKit started after {len(self.failed_starts)} failed attempt(s): "
                          f"{'; '.join(self.failed_starts)}", RuntimeWarning, stacklevel=2)
        self.driver.set_script_timeout(SCRIPT_TIMEOUT_S)
        self.version = f"WebKitGTK {self.driver.capabilities.get('browserVersion', '?')}"

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def _call(self, wrapper: str, function: str, args_json: str) -> str:
        from selenium.common.exceptions import WebDriverException

        script = f"const done = arguments[arguments.length - 1]; ({wrapper})({function}, arguments[0]).then(done);"
        # WebKitWebDriver now and then fails to read back a plain JSON string it was handed (one read in
        # a whole game's thousand; under CI's load, a few in a row). Most scripts the tests run only
        # read the page, so asking again is safe; one that acted would act twice, which its test would
        # see and fail on. A session that never answers again is replaced (tests/xengine/conftest.py).
        for pause in (0.2, 1.0):
            try:
                return self.driver.execute_async_script(script, args_json)
            except WebDriverException as error:
                if "Could not parse script result" not in str(error):
                    raise
            time.sleep(pause)
        return self.driver.execute_async_script(script, args_json)

    def pointer(self, steps: Sequence[Step], kind: str = "mouse") -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        device = PointerInput(kind, kind)
        builder = ActionBuilder(self.driver, mouse=device, duration=0)
        action = builder.pointer_action
        for step in steps:
            if step[0] == "move":
                action.move_to_location(round(step[1]), round(step[2]))
            elif step[0] == "down":
                action.pointer_down()
            elif step[0] == "up":
                action.pointer_up()
            else:
                action.pause(step[1] / 1000)
        builder.perform()

    def viewport(self, width: int, height: int) -> list[int]:
        # The window includes MiniBrowser's own bars: size it, then correct by what the page sees. (Each test asks
        # for the desktop size it mostly has already: one reading then, not a resize and readings 100 ms apart.)
        inner = self.run("() => [innerWidth, innerHeight]")
        if inner == [width, height]:
            return inner
        self.driver.set_window_size(width, height)
        inner = self._settled_inner()
        for _ in range(3):
            if inner == [width, height]:
                break
            size = self.driver.get_window_size()
            self.driver.set_window_size(size["width"] + width - inner[0], size["height"] + height - inner[1])
            inner = self._settled_inner()
        return inner

    def _settled_inner(self, at_most_s: float = 3.0) -> list[int]:
        """The page's [innerWidth, innerHeight] once two readings 100 ms apart agree: a window's new size
        reaches the page a little later, later still on a busy machine."""
        last, end = self.run("() => [innerWidth, innerHeight]"), time.monotonic() + at_most_s
        while time.monotonic() < end:
            time.sleep(0.1)
            now = self.run("() => [innerWidth, innerHeight]")
            if now == last:
                break
            last = now
        return last

    def screenshot(self, path: Path) -> Path:
        from selenium.common.exceptions import WebDriverException

        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            picture = self.driver.get_screenshot_as_base64()
        except WebDriverException:
            # Once in a few hundred, just after the window was resized, WebKitWebDriver's snapshot
            # failed with an empty "unknown error"; the next one, a moment later, is taken.
            time.sleep(0.5)
            picture = self.driver.get_screenshot_as_base64()
        path.write_bytes(base64.b64decode(picture))
        return path

    def root_pid(self) -> int:
        return self.driver.service.process.pid

    def is_content(self, pid: int) -> bool:
        return "WebKitWebProcess" in cmdline(pid)

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            if self.display:
                self.display.close()
            shutil.rmtree(self.config, ignore_errors=True)


def scratch_profile() -> Path:
    """An empty folder for a browser profile (the caller removes it)."""
    return Path(tempfile.mkdtemp(prefix="ds-browser-"))
