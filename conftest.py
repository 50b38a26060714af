"""Repository-wide pytest set-up (see [tool.pytest.ini_options] in pyproject.toml)."""

# ds/web imports js/pyodide/pyscript, which exist only in the browser: keep it
# out of --doctest-modules collection. tests/e2e checks it in a real browser.
collect_ignore = ["ds/web"]
