"""``tasks.py`` on a fresh Debian machine (issue 36): besides Qt's libraries it installs, as root,
the C compiler and (for Debian's own Python) the Python headers that build the computer players'
compiled double-dummy search, or prints the exact ``apt-get`` line to run; and a compiler
installed after the first install makes the next run build the search.

The machine is stood in for (``dpkg-query``, ``apt-get``, the user, the compiler on the path): no
package is installed by these tests.
"""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_tasks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tasks_under_test", ROOT / "tasks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Machine:
    """A Debian machine with Qt's libraries installed; ``compiler`` and ``headers`` say whether
    the C compiler and this Python's Python.h are there, ``debian_python`` whether a Debian
    package owns this Python, ``root`` who runs tasks.py."""

    def __init__(self, tasks: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *,
                 compiler: bool, headers: bool, debian_python: bool, root: bool) -> None:
        self.commands: list[tuple[str, ...]] = []
        include = tmp_path / "include"
        include.mkdir()
        if headers:
            (include / "Python.h").write_text("/* the headers */\n", encoding="utf-8")
        monkeypatch.setattr(tasks.sysconfig, "get_paths", lambda: {"include": str(include)})
        monkeypatch.setattr(tasks.sysconfig, "get_config_var",
                            lambda name: "x86_64-linux-gnu-gcc" if name == "CC" else None)
        present = {"dpkg-query", "apt-get"} | ({"x86_64-linux-gnu-gcc"} if compiler else set())
        monkeypatch.setattr(tasks.shutil, "which",
                            lambda name: f"/usr/bin/{name}" if name in present else None)
        monkeypatch.setattr(tasks.os, "geteuid", lambda: 0 if root else 1000)
        monkeypatch.setattr(tasks.sys, "executable", "/usr/bin/python3")
        monkeypatch.setattr(tasks.sys, "platform", "linux")

        def run(cmd: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
            if cmd[:2] == ["dpkg-query", "-W"]:
                return subprocess.CompletedProcess(cmd, 0, "install ok installed", "")
            if cmd[:2] == ["dpkg-query", "-S"]:
                return subprocess.CompletedProcess(cmd, 0 if debian_python else 1, "", "")
            raise AssertionError(f"unexpected command {cmd}")

        monkeypatch.setattr(tasks.subprocess, "run", run)
        monkeypatch.setattr(tasks, "sh", lambda *cmd, env=None: self.commands.append(
            tuple(str(c) for c in cmd)))


def test_as_root_the_compiler_and_debian_s_python_headers_are_installed(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    tasks = load_tasks()
    machine = Machine(tasks, monkeypatch, tmp_path, compiler=False, headers=False,
                      debian_python=True, root=True)
    tasks.ensure_system_packages()
    assert machine.commands[-1] == ("apt-get", "install", "-y", "-q", "--no-install-recommends",
                                    "gcc", "python3-dev")


def test_another_user_is_told_the_exact_apt_get_line(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    tasks = load_tasks()
    machine = Machine(tasks, monkeypatch, tmp_path, compiler=False, headers=True,
                      debian_python=True, root=False)
    tasks.ensure_system_packages()
    assert machine.commands == []
    assert "\n  sudo apt-get install gcc\n" in capsys.readouterr().err


def test_headers_of_a_python_that_is_not_debian_s_are_not_asked_of_debian(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    tasks = load_tasks()
    machine = Machine(tasks, monkeypatch, tmp_path, compiler=True, headers=False,
                      debian_python=False, root=True)
    tasks.ensure_system_packages()
    assert machine.commands == []
    assert "Python.h" in capsys.readouterr().err


def test_nothing_is_installed_when_nothing_is_missing(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    tasks = load_tasks()
    machine = Machine(tasks, monkeypatch, tmp_path, compiler=True, headers=True,
                      debian_python=True, root=True)
    tasks.ensure_system_packages()
    assert machine.commands == [] and capsys.readouterr().err == ""


def test_a_compiler_installed_since_the_last_install_rebuilds(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    tasks = load_tasks()
    digests = []
    for compiler in (False, True):
        folder = tmp_path / str(compiler)
        folder.mkdir()
        Machine(tasks, monkeypatch, folder, compiler=compiler, headers=True, debian_python=True,
                root=True)
        digests.append(tasks.install_digest())
    assert digests[0] != digests[1]


def test_the_readme_says_what_tasks_py_installs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paragraph = readme[:readme.index("## What it is")]
    for package in (*load_tasks().DEBIAN_PACKAGES, "gcc", "python3-dev"):
        assert f"`{package}`" in paragraph
    assert "install the C compiler" in " ".join(paragraph.split())
