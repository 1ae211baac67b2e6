"""The Linux binaries build, hold only the Qt the app uses, stay within their sizes, and work frozen.

One test, because the build is the slow part (about a minute of PyInstaller on two cores) and
pytest-xdist would otherwise build once per worker: it runs packaging/linux/build.sh into a
temporary folder, then checks that build from every side.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tarfile
import time
import xml.etree.ElementTree as ET
from importlib.metadata import version
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller", reason="pyinstaller is in the test extras: pip install -e '.[test]'")
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="packaging/linux/build.sh builds the Linux binaries")

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.fivehundred_qt.FiveHundred"
FOLDER_MAX_MB = 160
ARCHIVE_MAX_MB = 65
ONEFILE_MAX_MB = 70
# Qt plugins the spec keeps on Linux; everything else Qt ships is left out.
PLUGINS = {"platforms/libqxcb.so", "platforms/libqoffscreen.so",
           "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
           "platforminputcontexts/libibusplatforminputcontextplugin.so"}
# QtNetwork is wanted: a seat at a LAN host connects through it (controller/remote.py).
UNWANTED_QT = ("Svg", "Qml", "Quick", "OpenGL", "WaylandClient", "EglFS", "Pdf")


def megabytes(path: Path) -> float:
    """A file's size, or a folder's: its files and symlinks as stored, in 10^6 bytes."""
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink()) / 1e6


def selftest(exe: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVEHUNDRED_QT_HOME=str(home))
    return subprocess.run([str(exe), "selftest"], env=env, capture_output=True, text=True, timeout=120)


def test_linux_bundle_builds_and_passes_the_frozen_selftest(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    env = dict(os.environ, PYTHON=sys.executable)
    env.pop("FIVEHUNDRED_WORK", None)
    start = time.perf_counter()
    build = subprocess.run(["bash", str(ROOT / "packaging/linux/build.sh"), str(out)], env=env,
                           capture_output=True, text=True, timeout=1800)
    build_seconds = time.perf_counter() - start
    assert build.returncode == 0, (build.stdout + build.stderr)[-4000:]

    app_version = version("fivehundred-qt")
    machine = os.uname().machine
    name = f"fivehundred-qt-{app_version}-linux-{machine}"
    folder, archive, onefile = out / name, out / f"{name}.tar.gz", out / f"{name}-onefile"

    # The frozen self-test: version, a seeded computer-only game, the compiled double-dummy
    # search, the window offscreen; exit 0.
    for exe in (folder / "fivehundred-qt", onefile):
        run = selftest(exe, tmp_path / f"home-{exe.name}")
        assert run.returncode == 0, f"{exe.name} selftest failed:\n{run.stdout}\n{run.stderr}"
        lines = run.stdout.splitlines()
        assert lines[0] == f"fivehundred-qt {app_version}", run.stdout
        assert any(line.startswith("game: ") for line in lines), run.stdout
        assert any(line.startswith("window: opened and closed on offscreen") for line in lines), run.stdout
        assert any(line.startswith("lan: _fivehundred._tcp.local.") for line in lines), run.stdout
        # The bundled translations are the build's, and Qt gives each of their texts.
        assert any(line.startswith("languages: en de cy, every text translated (de ")
                   for line in lines), run.stdout
        # The computer players' double-dummy search travels compiled (bots/_double_dummy.c).
        assert "double-dummy search: compiled" in lines, run.stdout
    run = subprocess.run([str(folder / "fivehundred-qt"), "--version"], capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.strip() == f"fivehundred-qt {app_version}"

    # Sizes, against the targets.
    sizes = {"folder": megabytes(folder), "archive": megabytes(archive), "onefile": megabytes(onefile)}
    print(f"\nLinux binaries {app_version}, built in {build_seconds:.0f} s: "
          + ", ".join(f"{k} {v:.1f} MB" for k, v in sizes.items()))
    assert sizes["folder"] <= FOLDER_MAX_MB, sizes
    assert sizes["archive"] <= ARCHIVE_MAX_MB, sizes
    assert sizes["onefile"] <= ONEFILE_MAX_MB, sizes

    # Trimmed: only the Qt plugins and libraries the app uses, Qt's translations for its languages.
    qt = folder / "_internal/PySide6/Qt"
    plugins = {str(p.relative_to(qt / "plugins")) for p in (qt / "plugins").rglob("*.so")}
    assert plugins == PLUGINS
    assert {p.name for p in (qt / "translations").iterdir()} == {"qtbase_de.qm"}
    ours = {p.name for p in (folder / "_internal/fivehundred_qt/translations").iterdir()}
    # With the checksums the app checks them against before Qt is given one.
    assert ours == {"fivehundred_de.qm", "fivehundred_cy.qm", "qtbase_cy.qm", "checksums.json"}
    libraries = [p.name for p in (folder / "_internal").rglob("libQt6*")]
    assert not [lib for lib in libraries if any(f"libQt6{u}" in lib for u in UNWANTED_QT)], libraries
    modules = {p.name.split(".")[0] for p in (folder / "_internal/PySide6").glob("Qt*.so")}
    assert modules == {"QtCore", "QtGui", "QtWidgets", "QtNetwork"}

    # The archive holds the folder, with what installs it.
    with tarfile.open(archive) as tar:
        members = set(tar.getnames())
    for member in ("fivehundred-qt", "install.sh", "uninstall.sh",
                   f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                   f"share/icons/hicolor/48x48/apps/{APP_ID}.png",
                   f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                   "LICENSE", "licenses/LGPL-3.0.txt", "licenses/README.md",
                   "_internal/fivehundred_qt/resources/icon.png"):
        assert f"{name}/{member}" in members, member

    # The menu entry and the metainfo read as what they claim to be.
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys keep their case
    entry.read(folder / f"share/applications/{APP_ID}.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == APP_ID
    assert entry["Desktop Entry"]["Exec"] == "fivehundred-qt"
    component = ET.parse(folder / f"share/metainfo/{APP_ID}.metainfo.xml").getroot()
    assert component.findtext("id") == APP_ID
    assert component.find(f"releases/release[@version='{app_version}']") is not None

    # install.sh puts it in the user's own menu; uninstall.sh takes it all away again.
    home = tmp_path / "user home"
    home.mkdir()
    user_env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    user_env["HOME"] = str(home)
    run = subprocess.run([str(folder / "install.sh")], env=user_env, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    app_dir = home / ".local/lib/fivehundred-qt"
    desktop = home / f".local/share/applications/{APP_ID}.desktop"
    assert f'Exec="{app_dir}/fivehundred-qt"' in desktop.read_text(encoding="utf-8")
    assert (home / f".local/share/icons/hicolor/256x256/apps/{APP_ID}.png").is_file()
    assert (home / f".local/share/metainfo/{APP_ID}.metainfo.xml").is_file()
    run = subprocess.run([str(home / ".local/bin/fivehundred-qt"), "--version"], capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.strip() == f"fivehundred-qt {app_version}"
    run = subprocess.run([str(app_dir / "uninstall.sh")], env=user_env, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    left = [str(p.relative_to(home)) for p in home.rglob("*") if p.is_file() or p.is_symlink()]
    assert not [p for p in left if "fivehundred" in p.lower() or p.endswith((".png", ".svg"))], left

    shutil.rmtree(out)  # some 400 MB; a failed run keeps its build to look at
