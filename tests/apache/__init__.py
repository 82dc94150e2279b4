"""Tests of the Apache game."""
