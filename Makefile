# Double Solitaire: set-up, play, test, bench. `make help` lists the targets.
# Set-up steps leave stamp files inside what they build, so a second run does nothing.

PYTHON ?= python3
NODE ?= node
PORT ?= 8000
# make test's pytest-xdist workers, each with its own browser and served build; files are not split
# between workers (--dist loadfile), so a module's shared page stays one page, and are handed out in
# collection order, the browser tests first (conftest.py). TEST_WORKERS=0: one process.
TEST_WORKERS ?= 2
VENV := .venv
VENV_PY := $(VENV)/bin/python
VENV_STAMP := $(VENV)/.installed.stamp
NPM_STAMP := node_modules/.installed.stamp
VENDOR_STAMP := static/vendor/.vendored.stamp
SNAPSHOT_STAMP := static/vendor/.snapshot.stamp
WEBKIT_SNAPSHOT_STAMP := static/vendor/.snapshot-webkit.stamp
SNAPSHOT_INPUTS := $(wildcard ds/*.py ds/web/*.py ds/solver/*.py) pyscript.toml static/pyodide-loader.mjs

.PHONY: help venv vendor play test bench dist clean

help:
	@echo "make play    serve the game at http://127.0.0.1:$(PORT)/ (PORT=... to change)"
	@echo "make test    engine tests, doctests and browser tests (sets up .venv and static/vendor first)"
	@echo "make bench   run every bench/bench_*.py, then sum up the goals of docs/performance.md"
	@echo "make dist    build dist/: the game for any static host, offline after the first visit"
	@echo "make venv    .venv with requirements-test.txt"
	@echo "make vendor  npm ci, copy the browser runtime into static/vendor/, make its memory snapshot (Node)"
	@echo "make clean   remove everything the targets above made"

venv: $(VENV_STAMP)

$(VENV_STAMP): requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV_PY) -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
	touch $@

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

vendor: $(VENDOR_STAMP) $(SNAPSHOT_STAMP) $(WEBKIT_SNAPSHOT_STAMP)

$(VENDOR_STAMP): $(NPM_STAMP) tools/vendor.py
	$(PYTHON) tools/vendor.py
	touch $@

# The Pyodide memory snapshot the page boots from (static/pyodide-loader.mjs), made with Node by
# tools/snapshot.mjs (a few seconds): Python started, with the game's modules imported. Remade with the
# runtime (a new package-lock.json) and whenever a file of ds/ changes. If it cannot be made, its .json
# says so, the stamp is not written (the next make tries again), and the page starts Python the normal way.
$(SNAPSHOT_STAMP): $(VENDOR_STAMP) tools/snapshot.mjs $(SNAPSHOT_INPUTS)
	$(NODE) tools/snapshot.mjs --stamp $@

# The same for WebKit (Safari), made in WebKitGTK with Selenium: the function table differs there
# (tools/snapshot_webkit.py says why). Skipped the same way without WebKitGTK.
$(WEBKIT_SNAPSHOT_STAMP): $(SNAPSHOT_STAMP) tools/snapshot_webkit.py $(SNAPSHOT_INPUTS)
	$(if $(wildcard $(VENV_PY)),$(VENV_PY),$(PYTHON)) tools/snapshot_webkit.py --stamp $@

play: vendor
	$(PYTHON) tools/serve.py --port $(PORT)

# A browser tab that crashes under Chromium (seen once on CI with two workers: 'Target crashed' while a page
# booted) reruns its test once; an assertion or a timeout never does. pytest reports each rerun (R).
RERUN_CRASHED = --reruns 1 --only-rerun 'Target crashed' --only-rerun 'Page crashed'

test: venv vendor
	$(VENV_PY) -m pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder $(RERUN_CRASHED) $(PYTEST_ARGS)

# Every benchmark, then one screen: the goals of docs/performance.md beside this run's figures.
bench: venv vendor
	@rm -rf build/bench
	@set -e; for script in bench/bench_*.py; do \
		[ -e "$$script" ] || continue; \
		echo "== $$script"; \
		PYTHONPATH=. $(VENV_PY) "$$script"; \
	done
	@PYTHONPATH=. $(VENV_PY) bench/summary.py

# Always rebuilt (it is quick): any file of the game may have changed. tools/dist.py says what is in it.
dist: vendor
	$(PYTHON) tools/dist.py

clean:
	rm -rf $(VENV) node_modules static/vendor test-results .pytest_cache .hypothesis .mypy_cache dist build *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
