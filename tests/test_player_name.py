"""The name the player is known by at a network table: their system account's full name until
they give another (``settings.account_name``), never the seat word "You"."""

from __future__ import annotations

import getpass
from types import SimpleNamespace

import pytest

from fivehundred_qt.settings import Preferences, account_name

pwd = pytest.importorskip("pwd")        # the full name comes from the passwd entry (POSIX)


@pytest.fixture
def account(monkeypatch: pytest.MonkeyPatch):
    """Set the passwd entry's GECOS field and the login name the app reads."""
    def set_account(gecos: str, login: str) -> None:
        monkeypatch.setattr(pwd, "getpwuid", lambda uid: SimpleNamespace(pw_gecos=gecos, pw_name=login))
        monkeypatch.setattr(getpass, "getuser", lambda: login)
    return set_account


def test_the_full_name_of_the_account_is_the_default(account) -> None:
    account("Ann Smith,Room 12,555-1234,,", "ann")
    assert account_name() == "Ann Smith"
    assert Preferences().player_name == "Ann Smith"


def test_without_a_full_name_the_login_name(account) -> None:
    account(",,,", "ann")
    assert account_name() == "ann"
    account("   ", "bea")
    assert Preferences().player_name == "bea"


def test_a_full_name_too_long_for_a_table_keeps_its_first_words(account) -> None:
    account("Annabelle Marguerite Konstantinopoulou", "ann")
    assert account_name() == "Annabelle Marguerite"
    account("Annabellemarguerite-Konstantinopoulou", "ann")      # one word: its start
    assert account_name() == "Annabellemarguerite-Kons"


def test_a_name_with_control_characters_is_not_taken(account) -> None:
    account("Ann\x07Smith", "ann")
    assert account_name() == "ann"


def test_with_no_name_at_all_the_player_is_player(account, monkeypatch) -> None:
    account("", "")

    def no_login() -> str:
        raise OSError("no login name")
    monkeypatch.setattr(getpass, "getuser", no_login)
    assert account_name() == "Player"
