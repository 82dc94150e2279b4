"""The games in other frameworks' shapes: PettingZoo, Gymnasium, OpenSpiel, and text for
language-model agents.

Each adapter is a module of its own, behind an optional extra, imported only by name
(``import frontier_games.adapters.pettingzoo``): the core never imports them, so it keeps
its three dependencies. They share :mod:`frontier_games.adapters.turns`, which turns
several seats acting at once into one seat at a time.
"""
