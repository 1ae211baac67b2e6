"""A screen reader's view of the app, for ``test_screen_reader``: the app under Xvfb on its own
accessibility bus (AT-SPI), every event it sends there logged as a screen reader receives it,
and keys pressed through the X server as a player's keyboard would.

What it needs from the system (``tasks.py`` installs it on Debian): ``Xvfb``, ``dbus-daemon``,
``at-spi-bus-launcher`` (at-spi2-core), libX11, libXtst and Qt's X11 libraries; from PyPI,
``jeepney`` (the D-Bus client).  ``missing()`` says which of them is not there.

This file is not a test (pytest collects only ``test_*.py``).
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher",
             "/usr/lib/at-spi-bus-launcher")
X_LIBRARIES = ("libX11.so.6", "libXtst.so.6", "libxcb-cursor.so.0", "libxkbcommon-x11.so.0")
"""The keys' libraries, and two that Qt's X11 platform needs and a desktop-less machine lacks."""

# X keysyms of the keys the tests press.
KEYS = {"Tab": 0xFF09, "Return": 0xFF0D, "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53,
        "Down": 0xFF54, "space": 0x20, "Control_L": 0xFFE3}


def launcher() -> str | None:
    return next((path for path in LAUNCHERS if os.access(path, os.X_OK)), None)


def missing() -> list[str]:
    """What this machine lacks to run the app on an accessibility bus (empty: nothing)."""
    lacking = [tool for tool in ("Xvfb", "dbus-daemon") if shutil.which(tool) is None]
    if launcher() is None:
        lacking.append("at-spi-bus-launcher (at-spi2-core)")
    for library in X_LIBRARIES:
        try:
            ctypes.CDLL(library)
        except OSError:
            lacking.append(library)
    try:
        import jeepney  # noqa: F401
    except ImportError:
        lacking.append("jeepney (pip)")
    return lacking


@dataclass(frozen=True)
class Heard:
    """One event on the bus: ``kind`` is 'announcement', 'name', 'description', 'focus' (with
    the focused object's name as ``text``) or 'state:<state>' (``text`` '1' or '0')."""

    kind: str
    text: str
    path: str
    at: float
    sender: str


class Keyboard:
    """Keys pressed through the X server's XTEST extension, as a keyboard presses them."""

    def __init__(self, display: str) -> None:
        self._x11 = ctypes.CDLL("libX11.so.6")
        self._xtst = ctypes.CDLL("libXtst.so.6")
        self._x11.XOpenDisplay.restype = ctypes.c_void_p
        self._x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self._x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self._x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self._x11.XFlush.argtypes = [ctypes.c_void_p]
        self._x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self._xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                                 ctypes.c_ulong]
        self._display = self._x11.XOpenDisplay(display.encode())
        if not self._display:
            raise RuntimeError(f"cannot open the X display {display}")

    def _key(self, keysym: int, down: bool) -> None:
        code = self._x11.XKeysymToKeycode(self._display, keysym)
        self._xtst.XTestFakeKeyEvent(self._display, code, int(down), 0)
        self._x11.XFlush(self._display)

    def press(self, key: str, *, ctrl: bool = False) -> None:
        """Press and let go ``key``: a name of ``KEYS``, or a letter ('t')."""
        keysym = KEYS[key] if key in KEYS else ord(key.lower())
        if ctrl:
            self._key(KEYS["Control_L"], True)
        self._key(keysym, True)
        self._key(keysym, False)
        if ctrl:
            self._key(KEYS["Control_L"], False)

    def close(self) -> None:
        self._x11.XCloseDisplay(self._display)


class Bus:
    """The accessibility bus as a screen reader listens to it: registered for every object,
    focus and window event, each one ``Heard`` in the order the app sent it."""

    def __init__(self, address: str) -> None:
        from jeepney import MatchRule
        from jeepney.bus_messages import message_bus
        from jeepney.io.blocking import open_dbus_connection

        self.connection = open_dbus_connection(address)
        self._queue: deque[Any] = deque()
        self.connection.filter(MatchRule(type="signal"), queue=self._queue, bufsize=1_000_000)
        for interface in ("Object", "Focus", "Window"):
            self.connection.send_and_get_reply(message_bus.AddMatch(MatchRule(
                type="signal", interface=f"org.a11y.atspi.Event.{interface}")), timeout=5)
        # Qt sends only the events some listener registered for, as Orca registers them.
        registry = self._address("/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                 "org.a11y.atspi.Registry")
        from jeepney import new_method_call
        for event in ("object:", "focus:", "window:"):
            self.connection.send_and_get_reply(new_method_call(registry, "RegisterEvent", "s",
                                                               (event,)), timeout=5)
        self.heard: list[Heard] = []
        self._start = time.monotonic()

    @staticmethod
    def _address(path: str, bus_name: str, interface: str) -> Any:
        from jeepney import DBusAddress
        return DBusAddress(path, bus_name=bus_name, interface=interface)

    def name_of(self, sender: str, path: str) -> str:
        """The accessible name of the object at ``path`` of the app ``sender``, asked now."""
        from jeepney import Properties
        accessible = self._address(path, sender, "org.a11y.atspi.Accessible")
        reply = self.connection.send_and_get_reply(Properties(accessible).get("Name"), timeout=5)
        return str(reply.body[0][1]) if reply.body else ""

    def _call(self, sender: str, path: str, method: str) -> Any:
        from jeepney import new_method_call
        accessible = self._address(path, sender, "org.a11y.atspi.Accessible")
        return self.connection.send_and_get_reply(new_method_call(accessible, method),
                                                  timeout=5).body[0]

    def find(self, sender: str, name: str, role: str) -> str:
        """The path of the first object named ``name`` whose role is ``role`` ('table'), as a
        screen reader walks the app's tree from its root."""
        queue = deque([(sender, "/org/a11y/atspi/accessible/root")])
        seen = 0
        while queue and seen < 2000:
            owner, path = queue.popleft()
            seen += 1
            if self.name_of(owner, path) == name and self._call(owner, path,
                                                                "GetRoleName") == role:
                return path
            queue.extend((str(o), str(p)) for o, p in self._call(owner, path, "GetChildren"))
        raise LookupError(f"no {role} named {name!r} in the app's tree")

    def children(self, sender: str, path: str) -> list[tuple[str, str]]:
        """The role and name of each child of an object ('column header', 'spades')."""
        return [(str(self._call(str(o), str(p), "GetRoleName")), self.name_of(str(o), str(p)))
                for o, p in self._call(sender, path, "GetChildren")]

    def listen(self, seconds: float) -> list[Heard]:
        """The events that arrive within ``seconds`` (or fewer: as soon as some have arrived,
        with those queued behind them); also kept in ``heard``."""
        deadline = time.monotonic() + seconds
        got: list[Heard] = []
        while not got and (left := deadline - time.monotonic()) > 0:
            try:
                messages = [self.connection.recv_until_filtered(self._queue, timeout=left)]
            except TimeoutError:
                break
            while self._queue:
                messages.append(self._queue.popleft())
            got = [heard for message in messages if (heard := self._heard(message)) is not None]
        self.heard += got
        return got

    def _heard(self, message: Any) -> Heard | None:
        """An event as a screen reader takes it in, or None for one it has no use for."""
        from jeepney.low_level import HeaderFields
        fields = message.header.fields
        if not str(fields.get(HeaderFields.interface, "")).startswith("org.a11y.atspi.Event."):
            return None
        member = fields.get(HeaderFields.member)
        path = str(fields.get(HeaderFields.path))
        sender = str(fields.get(HeaderFields.sender))
        detail, number, _, (_, data), _ = message.body
        at = time.monotonic() - self._start
        if member == "Announcement":
            return Heard("announcement", str(data), path, at, sender)
        if member == "PropertyChange" and detail in ("accessible-name", "accessible-description"):
            return Heard(detail.removeprefix("accessible-"), str(data), path, at, sender)
        if member == "StateChanged" and detail == "focused" and number == 1:
            return Heard("focus", self.name_of(sender, path), path, at, sender)
        if member == "StateChanged":
            return Heard(f"state:{detail}", str(number), path, at, sender)
        return None

    def wait_for(self, found: Callable[[Heard], bool], seconds: float) -> Heard:
        """Listen until an event that ``found`` accepts arrives (at most ``seconds``)."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            for heard in self.listen(min(left, 0.5)):
                if found(heard):
                    return heard
        raise TimeoutError(f"nothing of the kind was heard in {seconds} s")


STARTING_SECONDS = 30
"""How long Xvfb, the session bus and the accessibility bus may take to start."""


@dataclass
class Desktop:
    """An X display with a session bus and an accessibility bus on it."""

    display: str
    environment: dict[str, str]
    bus: Bus
    keyboard: Keyboard


def _read_line(stream: Any, what: str, seconds: float) -> str:
    """The first line a starting daemon writes (its display or address)."""
    import select
    if not select.select([stream], [], [], seconds)[0]:
        raise TimeoutError(f"{what} did not start in {seconds} s")
    return stream.readline().strip()


@contextmanager
def desktop(folder: Path) -> Iterator[Desktop]:
    """Xvfb, a session bus and the accessibility bus (at-spi-bus-launcher and its registry),
    each private to this run, stopped at the end."""
    from jeepney import DBusAddress, new_method_call
    from jeepney.io.blocking import open_dbus_connection

    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700)
    with ExitStack() as stack:
        def start(*command: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
            process = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL,
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       text=True)
            stack.callback(_stop, process)
            return process

        xvfb = start("Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                     "-noreset")
        # Generous: on a loaded machine (the suite runs on two workers) a start can take a while.
        display = ":" + _read_line(xvfb.stdout, "Xvfb", STARTING_SECONDS)
        session = start("dbus-daemon", "--session", "--nofork", "--print-address=1")
        address = _read_line(session.stdout, "dbus-daemon", STARTING_SECONDS)
        env = {key: value for key, value in os.environ.items()
               if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS")}
        env.update(DISPLAY=display, DBUS_SESSION_BUS_ADDRESS=address, XDG_RUNTIME_DIR=str(runtime))
        bus_launcher = launcher()
        assert bus_launcher is not None
        start(bus_launcher, "--launch-immediately", env=env)
        connection = open_dbus_connection(address)
        stack.callback(connection.close)
        a11y = ""
        deadline = time.monotonic() + STARTING_SECONDS
        while not a11y:
            reply = connection.send_and_get_reply(new_method_call(
                DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus"),
                "GetAddress"), timeout=5)
            if reply.body and reply.body[0]:
                a11y = str(reply.body[0])
            elif time.monotonic() > deadline:
                raise TimeoutError(f"the accessibility bus did not start in {STARTING_SECONDS} s")
            else:
                time.sleep(0.05)
        bus = Bus(a11y)
        stack.callback(bus.connection.close)
        keyboard = Keyboard(display)
        stack.callback(keyboard.close)
        yield Desktop(display, env, bus, keyboard)


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
