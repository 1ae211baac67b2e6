"""Every test gets its own preferences and data folders: nothing touches the real home.

Qt runs offscreen in the tests; the application object is created once per session, before any
per-test fixture, so the platform is chosen when this file is imported."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """The app's own folder for this test (``FIVEHUNDRED_QT_HOME``)."""
    monkeypatch.setenv("FIVEHUNDRED_QT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True, scope="session")
def collect_on_the_main_thread(qapp):
    """As the app does (``ui.collector``): Python's cycle collector never runs on a worker
    thread, where it destroyed Qt objects of earlier tests' windows and left their timers to
    crash a later test."""
    from fivehundred_qt.ui.collector import MainThreadCollector

    collector = MainThreadCollector(qapp)
    yield
    collector.stop()
