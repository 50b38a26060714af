"""The package's face to a library user: what ``from ds import *`` and ``dir(ds)`` show."""

import importlib.util

import ds


def test_every_name_the_package_exports_is_there_and_documented() -> None:
    for name in ds.__all__:
        value = getattr(ds, name)
        assert name == "__version__" or value.__doc__, name


def test_dir_shows_the_exports_and_the_modules_and_nothing_left_over_from_an_import() -> None:
    public = {name for name in dir(ds) if not name.startswith("_")}
    modules = {name for name in public if importlib.util.find_spec(f"ds.{name}") is not None}
    assert public - modules == set(ds.__all__) - {"__version__"}
