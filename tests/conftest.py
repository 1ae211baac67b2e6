"""Every test gets its own preferences and data folders: nothing touches the real home.

Qt runs offscreen in the tests; the application object is created once per session, before any
per-test fixture, so the platform is chosen when this file is imported."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def double_dummy_search():
    """Which double-dummy search the computer players use in this run: the compiled one
    (bots/_double_dummy.c, built by pip install -e) or the Python one (FIVEHUNDRED_QT_PURE_PYTHON=1,
    or the build failed: then tests/bots/test_solver_compiled.py fails to say so)."""
    from fivehundred_qt.bots.trick_search import COMPILED

    return f"double-dummy search: {'compiled' if COMPILED else 'python'}"


def pytest_report_header(config):
    return double_dummy_search()


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(double_dummy_search())


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
