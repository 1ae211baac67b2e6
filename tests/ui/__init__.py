"""Tests of the user interface: models, widgets and the card table (run offscreen)."""
