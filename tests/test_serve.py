"""tools/serve.py, the server behind `make play` and the browser tests, sends the right types."""

from __future__ import annotations

import urllib.request
from pathlib import Path

import pytest

from tools.serve import make_server, start_in_thread

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
