#!/usr/bin/env python3
"""Serve the repository root over HTTP on 127.0.0.1, for playing and for tests.

    python3 tools/serve.py [--port N] [--root DIR] [--header "Name: value"]...

The port comes from ``--port``, else the ``PORT`` environment variable, else
8000; port 0 picks a free one. ``--header`` adds a header to every response, as
a host would send (README.md, "Host it"); by default none is added. Tests start
the same server in a thread:

    >>> server = make_server(".", 0)
    >>> thread = start_in_thread(server)
    >>> server.url.startswith("http://127.0.0.1:")
    True
    >>> server.shutdown(); server.server_close()
"""

from __future__ import annotations

import argparse
import errno
import functools
import http.server
import os
import re
import socket
import sys
import threading
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"
TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
"""What a header's name may be made of (RFC 9110, token)."""
DEFAULT_PORT = 8000
ROOT = Path(__file__).resolve().parent.parent

# Spelled out so that the page never depends on the machine's mime.types.
# Text is UTF-8, said so: without a charset a browser may read it as Latin-1.
UTF8 = "; charset=utf-8"
MIME_TYPES = {
    ".html": "text/html" + UTF8,
    ".css": "text/css" + UTF8,
    ".js": "text/javascript" + UTF8,
    ".mjs": "text/javascript" + UTF8,
    ".wasm": "application/wasm",
    ".json": "application/json" + UTF8,
    ".toml": "application/toml" + UTF8,
    ".py": "text/x-python" + UTF8,
    ".zip": "application/zip",
    ".svg": "image/svg+xml" + UTF8,
    ".png": "image/png",
    ".webmanifest": "application/manifest+json" + UTF8,
    ".txt": "text/plain" + UTF8,
    ".md": "text/markdown" + UTF8,
}


class Handler(http.server.SimpleHTTPRequestHandler):
    # HTTP/1.1 keeps a connection open for the next request, as every static host does: the page's
    # hundred requests then skip a hundred connection set-ups (docs/performance.md, issue 14).
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # a kept-alive response's last bytes go at once, not after the last ACK (40 ms)
    timeout = 30
    """Seconds an idle kept-alive connection waits for its next request before it is closed."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Always revalidate: a developer who edits ds/*.py sees the change on reload.
        self.send_header("Cache-Control", "no-cache")
        for name, value in self.server.headers:  # type: ignore[attr-defined]
            self.send_header(name, value)
        super().end_headers()

    def log_error(self, format: str, *args: object) -> None:
        if not format.startswith("Request timed out"):  # an idle kept-alive connection closing: no error
            super().log_error(format, *args)

    def log_message(self, format: str, *args: object) -> None:
        if not self.server.quiet:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """Closes the kept-alive connections too when it is closed: a stopped server is gone for the browser,
    as a host that goes down (the offline tests count on it), not serving on through its open connections."""

    daemon_threads = True
    quiet = False
    headers: tuple[tuple[str, str], ...] = ()
    """Sent with every response, after Content-Type and Cache-Control."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.connections: set[socket.socket] = set()  # before binding: a bind that fails calls server_close
        self.connections_lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.connections_lock:
            self.connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.connections_lock:
            self.connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that drops a connection (a page closed, a download cancelled) is no error of the server's."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)

    def server_close(self) -> None:
        super().server_close()
        with self.connections_lock:
            open_now = list(self.connections)
        for connection in open_now:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed by the browser

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"


def make_server(root: str | os.PathLike[str] = ROOT, port: int = DEFAULT_PORT,
                *, quiet: bool = True, headers: tuple[tuple[str, str], ...] = (),
                handler_class: type[Handler] = Handler) -> Server:
    """Bind a server for ``root`` on 127.0.0.1:``port`` (0: any free port) that adds ``headers`` to every response
    (its requests answered by ``handler_class``: a test's own Handler may hold or change some)."""
    handler = functools.partial(handler_class, directory=os.fspath(root))
    server = Server((HOST, port), handler)
    server.quiet = quiet
    server.headers = headers
    return server


def header(text: str) -> tuple[str, str]:
    """``"Name: value"`` as (name, value); a clear ``ValueError`` for anything else.

    >>> header("X-Content-Type-Options: nosniff")
    ('X-Content-Type-Options', 'nosniff')
    """
    name, _, value = text.partition(":")
    name, value = name.strip(), value.strip()
    if not TOKEN.fullmatch(name) or not value or "\n" in value or "\r" in value:
        raise ValueError(f"a header is 'Name: value' on one line, such as 'X-Content-Type-Options: nosniff', not {text!r}")
    return name, value


def why_not(error: OSError, port: int) -> str:
    """What to do when the port cannot be listened on, in a line: another server holds it, most often."""
    if error.errno != errno.EADDRINUSE:
        return error.strerror or str(error)
    free = next((other for other in range(port + 1, port + 20) if port and is_free(other)), None)
    instead = f" (`make play PORT={free}`, or tools/serve.py --port {free})" if free else ""
    return (f"another program already uses port {port} (a `make play` still running in another terminal?). "
            f"Stop it, or serve on another port{instead}.")


def is_free(port: int) -> bool:
    """Whether a server could listen on 127.0.0.1:``port`` now."""
    with socket.socket() as probe:
        try:
            probe.bind((HOST, port))
        except OSError:
            return False
    return True


def start_in_thread(server: Server) -> threading.Thread:
    """Serve in a daemon thread; stop with ``server.shutdown()``."""
    thread = threading.Thread(target=server.serve_forever, name="serve", daemon=True)
    thread.start()
    return thread


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or DEFAULT_PORT),
                        help="port to listen on (default: $PORT or 8000; 0 = any free port)")
    parser.add_argument("--root", default=ROOT, help="directory to serve (default: the repository)")
    parser.add_argument("--header", action="append", default=[], metavar='"NAME: VALUE"',
                        help="send this header with every response (repeat for more; default: none)")
    args = parser.parse_args(argv)
    try:
        headers = tuple(header(text) for text in args.header)
    except ValueError as error:
        parser.error(str(error))
    if not Path(args.root).is_dir():  # else every request is answered 404, and the page never says why
        build = " (make dist builds it)" if Path(args.root).name == "dist" else ""
        print(f"serve: {args.root} is not a folder{build}", file=sys.stderr)
        return 1
    try:
        server = make_server(args.root, args.port, quiet=False, headers=headers)
    except OSError as error:
        print(f"serve: cannot listen on {HOST}:{args.port}: {why_not(error, args.port)}", file=sys.stderr)
        return 1
    with server:
        print(f"Serving {Path(args.root).resolve()} at {server.url}/  (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
