"""Tests of *Chaparral*."""
