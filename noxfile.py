"""The checks CI runs: ``python -m pip install nox && nox`` runs every session below.

Run one with ``nox -s tests`` (or ``lint``, ``typecheck``, ``docs``, ``examples``,
``ray``, ``adapters``, ``browser``); add ``-r`` to reuse the session's virtualenv. Each session
installs the package from this checkout, not in editable mode, so it checks what
``pip install .`` gives.
"""

from __future__ import annotations

from pathlib import Path

import nox

ROOT = Path(__file__).parent

nox.options.sessions = [
    "lint", "typecheck", "tests", "docs", "examples", "ray", "adapters", "browser",
]  # fmt: skip
nox.options.reuse_venv = "yes"
# Sessions run on the interpreter nox itself runs on (Python 3.11 or newer), so none is
# ever missing; should one be named later, a missing one must fail rather than skip.
nox.options.error_on_missing_interpreters = True


@nox.session
def lint(session: nox.Session) -> None:
    """Ruff's lint rules and its formatting, over the whole repository."""
    session.install("ruff>=0.5")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def typecheck(session: nox.Session) -> None:
    """``mypy --strict`` on src and tests (as configured in pyproject.toml), then examples."""
    session.install(".[typecheck]")
    session.run("mypy")
    examples = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "examples").glob("*.py"))
    for example in examples:  # one at a time: every example is its own ``__main__`` script
        session.run("mypy", "--strict", example)


@nox.session
def tests(session: nox.Session) -> None:
    """The test suite, then every docstring example of the installed package.

    The docstrings run with ``--pyargs`` against the installed package rather than the
    files under ``src/``, so that they import the same ``frontier_games`` as the tests.
    ``__main__.py`` is skipped by pytest's doctest collection, so the CLI does not start.
    """
    session.install(".[tests]")
    session.run("pytest", *session.posargs)
    session.run(
        "pytest",
        "--doctest-modules",
        "--pyargs",
        "frontier_games",
        "--ignore-glob=*/frontier_games/adapters/*",  # they need extras: the adapters session
        "--ignore-glob=*/frontier_games/web/*",  # and the browser session
        "-p",
        "no:cacheprovider",
    )


@nox.session
def adapters(session: nox.Session) -> None:
    """The adapters with their frameworks installed (the ``adapters`` extra): the
    frameworks' own checkers on every game, then the adapters' docstring examples. The
    tests session skips these tests without the extras."""
    session.install(".[tests,adapters]")
    session.run("pytest", "tests/adapters", *session.posargs)
    session.run(
        "pytest",
        "--doctest-modules",
        "--pyargs",
        "frontier_games.adapters",
        "-p",
        "no:cacheprovider",
    )


@nox.session
def browser(session: nox.Session) -> None:
    """The web table (the ``web`` extra) through its JSON API and in Chromium driven by
    Playwright (the ``browser`` extra), then its docstring examples. Chromium is the
    system's (``.ci/run`` installs Debian's where it is missing)."""
    session.install(".[tests,browser]")
    session.run("pytest", "tests/web", *session.posargs)
    session.run(
        "pytest", "--doctest-modules", "--pyargs", "frontier_games.web", "-p", "no:cacheprovider"
    )


@nox.session
def ray(session: nox.Session) -> None:
    """The tournament's Ray backend on a local Ray, with the ``ray`` extra installed (the
    tests session skips it without)."""
    session.install(".[tests,ray]")
    session.run("pytest", "tests/test_tournament_ray.py", *session.posargs)


@nox.session
def docs(session: nox.Session) -> None:
    """The HTML docs with warnings as errors and nitpicky references, then their examples."""
    session.install(".[docs]")
    session.run(
        "sphinx-build", "-W", "--keep-going", "-n", "-b", "html", "docs", "docs/_build/html"
    )
    session.run("sphinx-build", "-W", "-n", "-b", "doctest", "docs", "docs/_build/doctest")


@nox.session
def examples(session: nox.Session) -> None:
    """Run every ``examples/*.py`` script to completion."""
    scripts = sorted((ROOT / "examples").glob("*.py"))
    if not scripts:
        session.skip("no examples yet")
    session.install(".")
    for script in scripts:
        session.run("python", str(script.relative_to(ROOT)))
