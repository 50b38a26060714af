"""tools/serve.py, the server behind `make play` and the browser tests, sends the right types."""

from __future__ import annotations

import http.client
import re
import socket
import struct
import urllib.request
from pathlib import Path

import pytest

from tools.serve import Handler, header, main, make_server, start_in_thread

TYPES = {
    "a.wasm": "application/wasm",
    "a.mjs": "text/javascript",
    "a.js": "text/javascript",
    "a.toml": "application/toml",
    "a.json": "application/json",
    "a.svg": "image/svg+xml",
    "a.webmanifest": "application/manifest+json",
    "a.py": "text/x-python",
    "a.css": "text/css",
    "index.html": "text/html",
}


@pytest.fixture
def served(tmp_path: Path):
    for name in TYPES:
        (tmp_path / name).write_bytes(b"x")
    server = make_server(tmp_path, 0)
    start_in_thread(server)
    yield server.url
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("name", TYPES)
def test_content_type(served: str, name: str) -> None:
    with urllib.request.urlopen(f"{served}/{name}") as response:
        assert response.headers.get_content_type() == TYPES[name]
        assert response.read() == b"x"
        if not name.endswith(".wasm"):
            assert response.headers.get_content_charset() == "utf-8"


def test_listens_on_loopback_only(served: str) -> None:
    assert served.startswith("http://127.0.0.1:")


def test_sends_no_other_header_unless_told(served: str) -> None:
    """make play: Content-Type and Cache-Control, no policy of a host."""
    with urllib.request.urlopen(f"{served}/index.html") as response:
        assert response.headers["Cache-Control"] == "no-cache"
        assert response.headers["Content-Security-Policy"] is None
        assert response.headers["X-Content-Type-Options"] is None


def test_sends_the_headers_it_is_given(tmp_path: Path) -> None:
    """--header "Name: value", as a host sends them (the service worker tests serve dist/ so)."""
    (tmp_path / "a.wasm").write_bytes(b"x")
    headers = (header("Content-Security-Policy: frame-ancestors 'self'"), header("X-Content-Type-Options:nosniff"))
    server = make_server(tmp_path, 0, headers=headers)
    start_in_thread(server)
    try:
        with urllib.request.urlopen(f"{server.url}/a.wasm") as response:
            assert response.headers["Content-Security-Policy"] == "frame-ancestors 'self'"
            assert response.headers["X-Content-Type-Options"] == "nosniff"
            assert response.headers.get_content_type() == "application/wasm"
    finally:
        server.shutdown()
        server.server_close()


def test_keeps_the_connection_open_for_the_next_request(served: str) -> None:
    """HTTP/1.1 keep-alive, as static hosts: the page's requests share connections."""
    connection = http.client.HTTPConnection(served.removeprefix("http://"), timeout=10)
    try:
        for name in ("index.html", "a.wasm", "a.py"):
            connection.request("GET", f"/{name}")
            response = connection.getresponse()
            assert response.status == 200 and response.read() == b"x"
            assert response.version == 11 and not response.will_close
        local = connection.sock.getsockname()
        connection.request("GET", "/a.json")
        connection.getresponse().read()
        assert connection.sock.getsockname() == local  # the same connection
    finally:
        connection.close()


def test_a_closed_server_closes_its_kept_alive_connections(tmp_path: Path) -> None:
    """A stopped server is gone for a browser that still holds a connection to it, as a host that goes down."""
    (tmp_path / "a.js").write_bytes(b"x")
    server = make_server(tmp_path, 0)
    start_in_thread(server)
    connection = http.client.HTTPConnection(server.url.removeprefix("http://"), timeout=10)
    try:
        connection.request("GET", "/a.js")
        assert connection.getresponse().read() == b"x"
        server.shutdown()
        server.server_close()
        connection.auto_open = False  # no silent reconnection: the kept connection itself is asked
        with pytest.raises((http.client.HTTPException, OSError)):
            connection.request("GET", "/a.js")
            connection.getresponse().read()
    finally:
        connection.close()


def test_says_nothing_when_a_browser_drops_a_connection(served: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A page closed mid-download resets its connection: no traceback in the terminal of `make play`."""
    host, port = served.removeprefix("http://").split(":")
    for _ in range(3):
        client = socket.create_connection((host, int(port)), timeout=10)
        client.sendall(b"GET /a.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
        client.recv(10)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close with a reset
        client.close()
    with urllib.request.urlopen(f"{served}/a.js") as response:  # the server goes on serving
        assert response.read() == b"x"
    assert "Traceback" not in capsys.readouterr().err


def test_says_nothing_when_an_idle_connection_times_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """`make play` logs its requests: an idle kept-alive connection closing is not one, nor an error."""
    monkeypatch.setattr(Handler, "timeout", 0.2)
    (tmp_path / "a.js").write_bytes(b"x")
    server = make_server(tmp_path, 0, quiet=False)
    start_in_thread(server)
    try:
        with socket.create_connection(server.server_address[:2], timeout=10) as client:
            client.sendall(b"GET /a.js HTTP/1.1\r\nHost: x\r\n\r\n")
            answer = b""
            while not answer.endswith(b"\r\n\r\nx"):  # the headers, then the body
                answer += client.recv(4096)
            assert answer.startswith(b"HTTP/1.1 200")
            assert client.recv(10) == b""  # the server closed the idle connection
    finally:
        server.shutdown()
        server.server_close()
    logged = capsys.readouterr().err
    assert '"GET /a.js HTTP/1.1" 200' in logged and "timed out" not in logged


@pytest.mark.parametrize("text", ["nosniff", ": nosniff", "X-Content-Type-Options:", "Bad Name: x", "X: a\r\nY: b"])
def test_refuses_what_is_not_a_header(text: str) -> None:
    with pytest.raises(ValueError, match="a header is 'Name: value' on one line"):
        header(text)


def test_a_port_in_use_is_said_in_a_line_with_a_free_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`make play` while another server holds the port: one line that says so and names a free port to use, not
    two tracebacks (the second an AttributeError of this server, closed before it was made)."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        assert main(["--port", str(port), "--root", str(tmp_path)]) == 1
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.startswith(f"serve: cannot listen on 127.0.0.1:{port}: another program already uses port {port}")
    free = int(re.search(r"make play PORT=(\d+)", said.err).group(1))
    assert free > port and f"tools/serve.py --port {free}" in said.err and "Traceback" not in said.err
    assert said.err.count("\n") == 1


def test_a_folder_that_is_not_there_is_said_not_served(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`python3 tools/serve.py --root dist` (README, "Host it") before `make dist`: it said "Serving …/dist at …" and
    answered every request 404, the page a browser's error page with no word of why."""
    assert main(["--port", "0", "--root", str(tmp_path / "dist")]) == 1
    said = capsys.readouterr()
    assert said.out == "" and said.err == f"serve: {tmp_path / 'dist'} is not a folder (make dist builds it)\n"
