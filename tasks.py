#!/usr/bin/env python3
"""Set-up and everyday tasks, with nothing but Python 3.11 on the machine.

    python3 tasks.py run           # install what is missing, then start the app
    python3 tasks.py test          # install what is missing, then ruff, mypy and the whole test suite
    python3 tasks.py package       # install what is missing, then build this platform's binaries
    python3 tasks.py translations  # refresh resources/translations/*.ts from the source
    python3 tasks.py bench         # the core's speed benchmark

Every task but bench compiles the translations (resources/translations/*.ts) into
fivehundred_qt/translations/*.qm first: built files, never committed.

The virtual environment lives in .venv and is refreshed when pyproject.toml or the C source of
the compiled double-dummy search changes (the editable install builds it in place).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
STAMP = VENV / ".installed"
TRANSLATION_SOURCES = ROOT / "resources" / "translations"
COMPILED_TRANSLATIONS = ROOT / "fivehundred_qt" / "translations"

# Shared libraries the PySide6 wheels load on Linux (Debian package names).
DEBIAN_PACKAGES = ["libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3",
                   "libglib2.0-0"]
# What tests/ui/test_screen_reader.py plays a hand with: an X server, Qt's X11 (xcb) libraries,
# a session bus and the accessibility bus a screen reader listens to (AT-SPI), and the X test
# extension that presses its keys.
SCREEN_READER_PACKAGES = ["xvfb", "dbus", "at-spi2-core", "libx11-6", "libxtst6", "libx11-xcb1",
                          "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0",
                          "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0",
                          "libxcb-shape0", "libxcb-shm0", "libxcb-sync1", "libxcb-xfixes0",
                          "libxcb-xkb1"]


def sh(*cmd: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env)


def c_compiler() -> str:
    """The C compiler this Python builds extensions with (Debian's: x86_64-linux-gnu-gcc)."""
    return (sysconfig.get_config_var("CC") or "cc").split()[0]


def python_headers() -> Path:
    """Where this Python's Python.h must be for an extension to build against it."""
    return Path(sysconfig.get_paths()["include"]) / "Python.h"


def can_build_extensions() -> bool:
    return shutil.which(c_compiler()) is not None and python_headers().is_file()


def debian_package_of(path: str) -> bool:
    """Whether a Debian package installed ``path`` (this Python is Debian's own)."""
    probe = subprocess.run(["dpkg-query", "-S", os.path.realpath(path)], capture_output=True,
                           text=True)
    return probe.returncode == 0


def build_packages() -> list[str]:
    """The Debian packages the compiled double-dummy search needs to build and that are missing:
    the C compiler, and this Python's headers when this Python is Debian's (another Python's
    headers come with it, not from Debian)."""
    needed = []
    if shutil.which(c_compiler()) is None:
        needed.append("gcc")
    if not python_headers().is_file():
        if debian_package_of(sys.executable):
            default = os.path.realpath(sys.executable) == os.path.realpath("/usr/bin/python3")
            needed.append("python3-dev" if default
                          else f"python{sys.version_info[0]}.{sys.version_info[1]}-dev")
        else:
            print(f"The compiled double-dummy search needs {python_headers()}, which this Python "
                  f"({sys.executable}) lacks; without it the computer players use the slower "
                  "Python search.", file=sys.stderr)
    return needed


def ensure_system_packages() -> None:
    """Install on Debian/Ubuntu what is missing: Qt's runtime libraries, the C compiler and
    Python headers that build the compiled double-dummy search, and what the screen-reader test
    runs the app with (as root with apt-get; else say the exact apt-get line to run)."""
    if not sys.platform.startswith("linux") or not shutil.which("dpkg-query"):
        return
    missing = []
    for pkg in [*DEBIAN_PACKAGES, *SCREEN_READER_PACKAGES]:
        probe = subprocess.run(["dpkg-query", "-W", "-f=${Status}", pkg],
                               capture_output=True, text=True)
        if "install ok installed" not in probe.stdout:
            missing.append(pkg)
    missing += build_packages()
    if not missing:
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        sh("apt-get", "update", "-q", env=env)
        sh("apt-get", "install", "-y", "-q", "--no-install-recommends", *missing, env=env)
    else:
        print("Qt's libraries, and the C compiler and Python headers that build the computer "
              "players' fast search, need these system packages; please install them:\n"
              "  sudo apt-get install " + " ".join(missing), file=sys.stderr)


def install_digest() -> str:
    """What the installation depends on: pyproject.toml, the C sources of the compiled
    double-dummy search (fivehundred_qt/bots/_double_dummy.c and its _dd_*.h), built in place
    by the editable install, and whether a compiler and Python's headers are there to build
    it, so that a changed C file, or a compiler installed since, rebuilds."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(b"can build: %d\0" % can_build_extensions())
    bots = ROOT / "fivehundred_qt" / "bots"
    for source in sorted([*bots.glob("_double_dummy*.c"), *bots.glob("_dd_*.h")]):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()


def ensure_venv() -> None:
    digest = install_digest()
    if STAMP.exists() and STAMP.read_text() == digest:
        return
    if not (BIN / "python").exists():
        sh(sys.executable, "-m", "venv", VENV)
    sh(BIN / "python", "-m", "pip", "install", "-q", "--upgrade", "pip")
    sh(BIN / "python", "-m", "pip", "install", "-q", "-e", ".[test]")
    STAMP.write_text(digest)


def build_translations() -> None:
    """Compile every .ts to the .qm the app loads (Qt's lrelease, from PySide6-Essentials), and
    write their SHA-256 checksums to checksums.json beside them: the app gives Qt only a .qm
    whose checksum is the build's (fivehundred_qt/translation_files.py), as Qt's loader trusts
    the file and a damaged one can crash the app."""
    COMPILED_TRANSLATIONS.mkdir(exist_ok=True)
    sums = {}
    for source in sorted(TRANSLATION_SOURCES.glob("*.ts")):
        compiled = COMPILED_TRANSLATIONS / (source.stem + ".qm")
        sh(BIN / "pyside6-lrelease", "-silent", source, "-qm", compiled)
        sums[compiled.name] = hashlib.sha256(compiled.read_bytes()).hexdigest()
    (COMPILED_TRANSLATIONS / "checksums.json").write_text(json.dumps(sums, indent=1) + "\n",
                                                         encoding="utf-8")


def update_translations() -> None:
    """Bring the app's .ts files up to date with the source: new texts come in unfinished, texts
    no longer used are dropped (translators then finish the new ones in Qt Linguist)."""
    sources = sorted(TRANSLATION_SOURCES.glob("fivehundred_*.ts"))
    sh(BIN / "pyside6-lupdate", "-silent", "-extensions", "py", "-no-obsolete", "-locations", "none",
       "fivehundred_qt",
       "-ts", *sources)


def package() -> int:
    """This platform's binaries, with the languages, into dist/ (see packaging/)."""
    build = {"win32": ["powershell", "-ExecutionPolicy", "Bypass", "-File",
                       str(ROOT / "packaging" / "windows" / "build.ps1"), "-Python", str(BIN / "python")],
             "darwin": ["bash", str(ROOT / "packaging" / "macos" / "build.sh")]}.get(
        sys.platform, ["bash", str(ROOT / "packaging" / "linux" / "build.sh")])
    return subprocess.call(build, cwd=ROOT, env=dict(os.environ, PYTHON=str(BIN / "python")))


def main(argv: list[str]) -> int:
    task = argv[0] if argv else "run"
    rest = argv[1:]
    ensure_system_packages()
    ensure_venv()
    if task == "translations":
        update_translations()
        return 0
    if task != "bench":
        build_translations()
    if task == "package":
        return package()
    if task == "run":
        return subprocess.call([str(BIN / "fivehundred-qt"), *rest], cwd=ROOT)
    if task == "test":
        sh(BIN / "ruff", "check", "fivehundred_qt", "tests", "benchmarks", "packaging", "tasks.py")
        sh(BIN / "mypy")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return subprocess.call([str(BIN / "pytest"), "-n", "2", *rest], cwd=ROOT, env=env)
    if task == "bench":
        return subprocess.call([str(BIN / "python"), "benchmarks/bench_core.py", *rest], cwd=ROOT)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except subprocess.CalledProcessError as exc:
        sys.exit(exc.returncode or 1)
