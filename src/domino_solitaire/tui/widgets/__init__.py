"""Widgets that draw what they are given: a board per game, the status bar, the notice line."""
