"""Sphinx configuration for the frontier_games documentation.

Build with ``nox -s docs``, which runs the HTML builder with warnings as errors and
nitpicky cross-references, then the doctest builder so that every example runs.
The package is imported from the environment (``nox`` installs it from the checkout).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import TypeVar

from docutils.nodes import Element, Node
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

import frontier_games

project = "frontier_games"
author = "frontier_games developers"
copyright = "frontier_games developers"
release = frontier_games.__version__
version = release

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "pictures",  # docs/_ext/pictures.py: the games' pictures, drawn at build time
]

# The site is built offline, so there is no intersphinx: references to the standard
# library, attrs and cattrs cannot resolve and are listed in nitpick_ignore below.
nitpicky = True
default_role = "py:obj"
exclude_patterns = ["_build"]
templates_path: list[str] = []
html_static_path = ["_static"]

html_theme = "furo"
html_title = f"frontier_games {release}"

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_preserve_defaults = True
autodoc_default_options = {"show-inheritance": True}

# Examples in the docs run under the doctest builder, each group in a fresh namespace.
doctest_global_setup = "import frontier_games as fg"
# Only the pages' ``.. doctest::`` blocks run here. The ``>>>`` examples in docstrings run
# under pytest --doctest-modules (the tests session), in their own module's namespace.
doctest_test_doctest_blocks = ""

# Every reference must resolve (``-n``), except the two kinds that have no page to point
# to, which _unresolvable below lets through as plain text (nitpick_ignore stays empty):
#
# * the standard library's names (``collections.abc.Sequence``, ``pathlib.Path``,
#   ``enum.Enum`` ...) and those of the runtime dependencies attrs and cattrs
#   (``cattrs.Converter``): the docs are built offline, so there is no intersphinx inventory;
# * type variables (``T``, ``StateT``, ``ViewT_contra``, ``Bidding`` ...): placeholders in
#   generic signatures, not objects of their own, so they have no entry.
#
# Both are decided by looking at the target itself (its top-level module, or the object it
# names), not by a list of names, so a typo in any other reference still fails the build.


_NO_INVENTORY = frozenset(sys.stdlib_module_names) | {
    "attrs",
    "cattrs",
    "gymnasium",
    "mcp",
    "numpy",
    "open_spiel",
    "pettingzoo",
    "pyspiel",
    "playwright",
    "starlette",
    "uvicorn",
}
"""Top-level modules with no page here: the standard library, the runtime dependencies and
the adapters' frameworks."""


def _unresolvable(
    _app: Sphinx, _env: BuildEnvironment, node: Element, contnode: Node
) -> Node | None:
    """Render references to the standard library and to type variables as plain text."""
    target = str(node.get("reftarget", ""))
    if node.get("refdomain") != "py" or not target:
        return None
    if target.partition(".")[0] in _NO_INVENTORY:
        return contnode
    module_name, _, name = target.rpartition(".")
    try:
        value = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError, ValueError):
        return None
    return contnode if isinstance(value, TypeVar) else None


def _python_path(app: Sphinx, env: BuildEnvironment, node: Element, contnode: Node) -> Node | None:
    """Resolve a name the way Python would, then through its public path.

    * A short name in a docstring (``:class:`RandomBot``` in :mod:`frontier_games.cli`)
      is looked up in that module's namespace, as Python would, giving its defining path
      (``frontier_games.bots.base.RandomBot``); autodoc records that path as an alias of
      the documented ``frontier_games.bots.RandomBot``.
    * The contract's names are documented where users import them from
      (``frontier_games.Game``). Autodoc records their defining path
      (``frontier_games.core.Game``) as an alias of the class but not of its members, so
      ``frontier_games.core.Game.apply`` is tried as ``frontier_games.Game.apply``.
    """
    target = str(node.get("reftarget", ""))
    if node.get("refdomain") != "py" or not target:
        return None
    head, _, rest = target.partition(".")
    candidates = [target]
    module_name = node.get("py:module")
    if module_name:
        value = getattr(importlib.import_module(module_name), head, None)
        defined_in = getattr(value, "__module__", None)
        qualname = getattr(value, "__qualname__", None)
        if isinstance(defined_in, str) and isinstance(qualname, str):
            candidates.append(".".join(filter(None, (defined_in, qualname, rest))))
    core = "frontier_games.core."
    for path in list(candidates):
        name = path.removeprefix(core)
        if path.startswith(core) and name.partition(".")[0] in frontier_games.__all__:
            candidates.append("frontier_games." + name)
    domain = env.get_domain("py")
    for path in candidates[1:]:
        resolved = domain.resolve_xref(
            env, node["refdoc"], app.builder, node["reftype"], path, node, contnode
        )
        if resolved is not None:
            return resolved
    return None


def setup(app: Sphinx) -> None:
    app.connect("missing-reference", _python_path)
    app.connect("missing-reference", _unresolvable)
