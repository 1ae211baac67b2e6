#!/usr/bin/env python3
"""Render the app icon from fivehundred-qt.svg into what each platform wants.

    .venv/bin/python packaging/icons/make_icons.py          # rewrite the files below
    .venv/bin/python packaging/icons/make_icons.py --check  # exit 1 if a committed file is stale

- Linux: hicolor/NxN/apps/<APP_ID>.png for the sizes desktops look up (the SVG itself is installed
  as the scalable icon);
- Windows: fivehundred-qt.ico, 16 to 48 px (and 64) as 32-bit bitmaps, 256 px as PNG, the layout
  Explorer, the taskbar and Inno Setup all read;
- macOS: fivehundred-qt.icns, PNG entries from 16 to 1024 px (512@2x);
- the app's own window icon: fivehundred_qt/resources/icon.png (256 px).

QtSvg renders the SVG here, at build time only: the app never imports it and the bundle leaves it
out. The outputs are committed (they are small, and a build then needs no renderer); run this
again after changing the SVG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE / "fivehundred-qt.svg"
APP_ID = "io.github.fivehundred_qt.FiveHundred"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
ICO_PNG_FROM = 256  # this size and larger are stored as PNG inside the .ico
# .icns entry types holding PNG data, by pixel size (Apple's iconutil writes the same set).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def _qt():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG")

    def render(size: int) -> QImage:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        return image

    def png(image: QImage) -> bytes:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        return bytes(data.data())

    return app, render, png


def ico_bitmap(image) -> bytes:  # type: ignore[no-untyped-def]
    """A 32-bit BMP icon entry: BITMAPINFOHEADER, BGRA rows bottom-up, then the 1-bit AND mask."""
    size = image.width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(size - 1, -1, -1):
        row = bytearray()
        for x in range(size):
            argb = image.pixel(x, y)
            row += struct.pack("<I", argb)  # little-endian ARGB is B, G, R, A in memory
        rows.append(bytes(row))
    mask_stride = ((size + 31) // 32) * 4
    mask = bytes(mask_stride * size)  # all zero: the alpha channel decides
    return header + b"".join(rows) + mask


def build_ico(render, png) -> bytes:  # type: ignore[no-untyped-def]
    entries = []
    for size in ICO_SIZES:
        image = render(size)
        entries.append((size, png(image) if size >= ICO_PNG_FROM else ico_bitmap(image)))
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    for size, data in entries:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in entries:
        out += data
    return bytes(out)


def build_icns(render, png) -> bytes:  # type: ignore[no-untyped-def]
    cache: dict[int, bytes] = {}
    body = bytearray()
    for kind, size in ICNS_TYPES:
        if size not in cache:
            cache[size] = png(render(size))
        body += kind + struct.pack(">I", 8 + len(cache[size])) + cache[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body)


def outputs() -> dict[Path, bytes]:
    _app, render, png = _qt()
    files = {HERE / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png": png(render(s))
             for s in HICOLOR_SIZES}
    # The window icon the app sets at run time (inside the package, so installs carry it).
    files[HERE.parent.parent / "fivehundred_qt" / "resources" / "icon.png"] = png(render(256))
    files[HERE / "fivehundred-qt.ico"] = build_ico(render, png)
    files[HERE / "fivehundred-qt.icns"] = build_icns(render, png)
    return files


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    stale = []
    for path, data in outputs().items():
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(HERE)}: {len(data)} bytes")
    if stale:
        print("stale (run make_icons.py): " + ", ".join(str(p.relative_to(HERE)) for p in stale),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
