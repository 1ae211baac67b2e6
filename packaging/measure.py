#!/usr/bin/env python3
"""Measure the built binaries: their sizes, the frozen self-test, and how fast the window is up.

    python packaging/measure.py [--dist dist] [--runs 3] [--check]

It finds in DIST what this platform's build script leaves there (packaging/linux/build.sh,
packaging/windows/build.ps1, packaging/macos/build.sh):

    the one-folder bundle   fivehundred-qt-V-OS-ARCH/ (Linux, Windows), Five Hundred.app (macOS)
    its archive             .tar.gz (Linux), -setup.exe (Windows), .dmg (macOS)
    the one-file binary     fivehundred-qt-V-OS-ARCH-onefile[.exe]

and prints, for each, its size in MB (10^6 bytes; a folder counts its files, symlinks as links).
Each executable then runs ``selftest`` RUNS times (QT_QPA_PLATFORM=offscreen, a temporary
FIVEHUNDRED_QT_HOME): it must exit 0 and print its version; the time from launch to its "window:"
line is the start-up time (it includes the seeded game and the 0.25 s the window stays open, so it
overstates the time to the first frame). On Linux with Xvfb and xdotool, the app is also started
for real on a private X server (xcb) and timed until its window is mapped.

With --check, exit 1 when a self-test fails or, on Linux, where the targets were set, a size is
over its target. The last line is the whole result as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS_MB = {"folder": 160.0, "archive": 65.0, "onefile": 70.0}
TARGET_WINDOW_S = 2.0

if sys.platform == "win32":
    PLATFORM = "windows"
elif sys.platform == "darwin":
    PLATFORM = "macos"
else:
    PLATFORM = "linux"


def size_mb(path: Path) -> float:
    if path.is_symlink() or path.is_file():
        return path.lstat().st_size / 1e6
    total = 0
    for dirpath, dirnames, filenames in os.walk(path):
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            total += os.lstat(os.path.join(dirpath, name)).st_size
    return total / 1e6


def newest(paths: list[Path]) -> Path | None:
    paths = [p for p in paths if p.exists()]
    return max(paths, key=lambda p: p.stat().st_mtime) if paths else None


def find_artifacts(dist: Path) -> dict[str, Path | None]:
    """The folder, the archive, the one-file binary and the executables to self-test."""
    found: dict[str, Path | None] = {}
    if PLATFORM == "macos":
        found["folder"] = newest(list(dist.glob("*.app")))
        found["archive"] = newest(list(dist.glob("fivehundred-qt-*-macos-*.dmg")))
        found["onefile"] = newest(list(dist.glob("fivehundred-qt-*-macos-*-onefile")))
        found["folder_exe"] = found["folder"] and found["folder"] / "Contents/MacOS/fivehundred-qt"
    else:
        folders = [p for p in dist.glob(f"fivehundred-qt-*-{PLATFORM}-*") if p.is_dir()]
        found["folder"] = newest(folders)
        if PLATFORM == "windows":
            found["archive"] = newest(list(dist.glob("fivehundred-qt-*-windows-*-setup.exe")))
            found["onefile"] = newest(list(dist.glob("fivehundred-qt-*-windows-*-onefile.exe")))
            found["folder_exe"] = found["folder"] and found["folder"] / "fivehundred-qt-console.exe"
            found["folder_gui_exe"] = found["folder"] and found["folder"] / "fivehundred-qt.exe"
        else:
            found["archive"] = newest(list(dist.glob("fivehundred-qt-*-linux-*.tar.gz")))
            found["onefile"] = newest(list(dist.glob("fivehundred-qt-*-linux-*-onefile")))
            found["folder_exe"] = found["folder"] and found["folder"] / "fivehundred-qt"
    return found


def expected_version() -> str | None:
    try:
        from importlib.metadata import version
        return version("fivehundred-qt")
    except Exception:  # measuring binaries needs no installed app
        return None


def selftest(exe: Path, *, gui_subsystem: bool = False, timeout: float = 120) -> dict[str, object]:
    """One ``selftest`` run: exit code, version line, seconds from launch to the "window:" line."""
    with tempfile.TemporaryDirectory(prefix="fivehundred-measure-") as home, \
            tempfile.TemporaryFile("w+") as err_file:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVEHUNDRED_QT_HOME=home)
        start = time.perf_counter()
        # stderr goes to a file, so that a chatty Qt cannot block the process while stdout is read.
        proc = subprocess.Popen([str(exe), "selftest"], stdout=subprocess.PIPE, stderr=err_file,
                                text=True, env=env)
        watchdog = threading.Timer(timeout, proc.kill)  # a hung self-test fails, it does not hang
        watchdog.start()
        lines: list[str] = []
        window_s = None
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                lines.append(line.rstrip("\n"))
                if line.startswith("window:") and window_s is None:
                    window_s = time.perf_counter() - start
            proc.wait()
        finally:
            watchdog.cancel()
        total_s = time.perf_counter() - start
        err_file.seek(0)
        err = err_file.read()
    version_line = next((ln for ln in lines if ln.startswith("fivehundred-qt ")), None)
    return {"exit": proc.returncode, "version": version_line and version_line.split()[1],
            "window_s": window_s, "total_s": total_s, "stdout": lines,
            "stderr": [ln for ln in err.splitlines() if ln.strip()],
            # A windowed Windows executable may have no stdout to print to: its exit code counts.
            "output_optional": gui_subsystem}


def xcb_window_seconds(exe: Path, runs: int, timeout: float = 30) -> tuple[list[float], list[str]]:
    """Seconds from starting the app (no command: the real thing) to its window on an X server,
    for each run that showed it, and what happened in those that did not."""
    if PLATFORM != "linux" or not shutil.which("xdotool") or not shutil.which("Xvfb"):
        return [], []
    read_fd, write_fd = os.pipe()
    # -noreset: by default the server resets when its last client leaves, and a client that
    # connects meanwhile is refused.
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    times: list[float] = []
    misses: list[str] = []
    try:
        with os.fdopen(read_fd) as pipe:
            display = ":" + pipe.readline().strip()
        # Xvfb names its display a moment before it takes connections: wait until it answers.
        ready_by = time.perf_counter() + 10
        while subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(os.environ, DISPLAY=display),
                             capture_output=True).returncode != 0:
            if time.perf_counter() > ready_by:
                return [], [f"Xvfb on {display} does not answer"]
            time.sleep(0.05)
        for _ in range(max(1, runs)):
            with tempfile.TemporaryDirectory(prefix="fivehundred-measure-") as home:
                env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                           FIVEHUNDRED_QT_HOME=home)
                start = time.perf_counter()
                app = subprocess.Popen([str(exe)], env=env, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, text=True)
                shown = False
                try:
                    while time.perf_counter() - start < timeout and app.poll() is None:
                        probe = subprocess.run(
                            ["xdotool", "search", "--onlyvisible", "--name", "^(Five Hundred|Spades)$"],
                            env=env, capture_output=True, text=True)
                        if probe.stdout.strip():
                            times.append(time.perf_counter() - start)
                            shown = True
                            break
                        time.sleep(0.02)
                finally:
                    exited = app.poll()
                    app.terminate()
                    try:
                        _, err = app.communicate(timeout=10)
                    except subprocess.TimeoutExpired:
                        app.kill()
                        _, err = app.communicate()
                if not shown:
                    why = f"exited with {exited}" if exited is not None else f"no window in {timeout:.0f} s"
                    misses.append(f"{why}: {err.strip()[-500:]}")
        return times, misses
    finally:
        xvfb.terminate()
        xvfb.wait()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where the build put its results")
    parser.add_argument("--runs", type=int, default=3, help="self-test runs per executable")
    parser.add_argument("--check", action="store_true", help="exit 1 on a failed self-test or size")
    args = parser.parse_args(argv)
    dist = Path(args.dist)
    found = find_artifacts(dist)
    want_version = expected_version()
    result: dict[str, object] = {"platform": PLATFORM, "dist": str(dist)}
    problems: list[str] = []

    for kind in ("folder", "archive", "onefile"):
        path = found.get(kind)
        if path is None:
            problems.append(f"no {kind} found in {dist}")
            print(f"{kind:8} missing")
            continue
        mb = round(size_mb(path), 1)
        result[f"{kind}_mb"] = mb
        over = mb > TARGETS_MB[kind]
        if over and PLATFORM == "linux":
            problems.append(f"{kind} is {mb} MB, over its {TARGETS_MB[kind]} MB target")
        flag = ", OVER" if over else ""
        print(f"{kind:8} {mb:7.1f} MB  (target {TARGETS_MB[kind]:.0f}{flag})  {path.name}")

    runs: list[tuple[str, Path, bool]] = []
    for key, label, gui in (("folder_exe", "folder", False), ("folder_gui_exe", "folder-gui", True),
                            ("onefile", "onefile", PLATFORM == "windows")):
        exe = found.get(key)
        if exe is not None and exe.exists():
            runs.append((label, exe, gui))
    for label, exe, gui in runs:
        times = []
        for _ in range(max(1, args.runs)):
            r = selftest(exe, gui_subsystem=gui)
            ok = r["exit"] == 0 and (r["output_optional"] or (
                r["window_s"] is not None and (want_version is None or r["version"] == want_version)))
            if not ok:
                problems.append(f"{label} selftest failed: exit {r['exit']}, version {r['version']}, "
                                f"stdout {r['stdout']}, stderr {r['stderr'][-5:]}")
                break
            times.append(r["window_s"] if r["window_s"] is not None else r["total_s"])
        if times:
            best, median = min(times), statistics.median(times)
            result[f"{label}_selftest_window_s"] = {"min": round(best, 2), "median": round(median, 2)}
            print(f"{label:10} selftest ok, launch to 'window:' line {best:.2f} s best, "
                  f"{median:.2f} s median of {len(times)}"
                  f"{'' if median <= TARGET_WINDOW_S else f', over the {TARGET_WINDOW_S} s target'}")
    for label, key in (("folder", "folder_exe"), ("onefile", "onefile")):
        exe = found.get(key)
        if exe is not None and exe.exists():
            times, misses = xcb_window_seconds(exe, args.runs)
            for miss in misses:
                problems.append(f"{label} on Xvfb: {miss}")
            if times:
                best, median = min(times), statistics.median(times)
                result[f"{label}_xcb_window_s"] = {"min": round(best, 2), "median": round(median, 2)}
                print(f"{label:10} real start on Xvfb (xcb): window mapped after {best:.2f} s best, "
                      f"{median:.2f} s median of {len(times)}")

    result["problems"] = problems
    for problem in problems:
        print("PROBLEM:", problem, file=sys.stderr)
    print(json.dumps(result))
    return 1 if args.check and problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
