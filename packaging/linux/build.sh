#!/usr/bin/env bash
# Build Five Hundred for Linux: the one-folder bundle, archived, and the one-file binary.
#
#   packaging/linux/build.sh [OUT]
#
# OUT (default: $FIVEHUNDRED_DIST, else dist/ in the repository) receives, V being the version of
# the installed package and ARCH the machine's (x86_64 here):
#
#   fivehundred-qt-V-linux-ARCH/          the one-folder bundle: fivehundred-qt, _internal/,
#                                         install.sh, uninstall.sh, share/ (menu entry, icons,
#                                         AppStream metainfo)
#   fivehundred-qt-V-linux-ARCH.tar.gz    that folder, for download
#   fivehundred-qt-V-linux-ARCH-onefile   the one-file binary
#
# PyInstaller's work files go to OUT/.work (or $FIVEHUNDRED_WORK); a rebuild reuses them.
# PYTHON is the interpreter to build with (default: .venv/bin/python, else python3). It needs the
# app, PySide6-Essentials and PyInstaller: `pip install -e '.[test]'` (what tasks.py does).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE=$ROOT/packaging/linux
APP_ID=io.github.fivehundred_qt.FiveHundred

OUT=${1:-${FIVEHUNDRED_DIST:-$ROOT/dist}}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=${FIVEHUNDRED_WORK:-$OUT/.work}

if [[ -z ${PYTHON:-} ]]; then
    if [[ -x $ROOT/.venv/bin/python ]]; then PYTHON=$ROOT/.venv/bin/python; else PYTHON=python3; fi
fi
if ! "$PYTHON" -c 'import PyInstaller, PySide6' 2>/dev/null; then
    echo "build.sh: $PYTHON lacks PyInstaller or PySide6; run: $PYTHON -m pip install -e '.[test]'" >&2
    exit 1
fi
VERSION=$("$PYTHON" -c 'from importlib.metadata import version; print(version("fivehundred-qt"))')
ARCH=$(uname -m)
NAME=fivehundred-qt-$VERSION-linux-$ARCH
echo "build.sh: fivehundred-qt $VERSION for linux-$ARCH into $OUT"

# The xcb platform plugin's libraries are bundled from this machine, so they must be here. Qt 6.5+
# needs libxcb-cursor0, which many desktops lack: a bundle built without it would not start there.
QXCB=$("$PYTHON" -c 'import PySide6, pathlib; print(pathlib.Path(PySide6.__file__).parent / "Qt/plugins/platforms/libqxcb.so")')
XCB_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
              libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xkb1
              libxkbcommon-x11-0 libx11-xcb1 libegl1 libgl1 libfontconfig1 libdbus-1-3)
if ldd "$QXCB" | grep 'not found' >/dev/null; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "build.sh: installing the X11 libraries Qt's xcb plugin needs"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -q >/dev/null
        apt-get install -y -q --no-install-recommends "${XCB_PACKAGES[@]}" >/dev/null
    else
        echo "build.sh: Qt's xcb plugin misses libraries here:" >&2
        ldd "$QXCB" | grep 'not found' >&2
        echo "build.sh: install them (Debian/Ubuntu: sudo apt-get install ${XCB_PACKAGES[*]})" >&2
        exit 1
    fi
fi

# 1. PyInstaller: the one-folder bundle and the one-file binary, from one analysis.
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/build" "$ROOT/packaging/fivehundred-qt.spec"

# 2. The folder users unpack: the bundle plus what installs it into their menu.
STAGE=$OUT/$NAME
rm -rf "$STAGE" "$OUT/$NAME.tar.gz" "$OUT/$NAME-onefile"
cp -a "$WORK/dist/fivehundred-qt" "$STAGE"
install -m 755 "$HERE/install.sh" "$HERE/uninstall.sh" "$STAGE/"
install -m 644 "$ROOT/LICENSE" "$STAGE/LICENSE"
install -D -m 644 -t "$STAGE/licenses" "$ROOT"/resources/licenses/*
install -D -m 644 "$HERE/$APP_ID.desktop" "$STAGE/share/applications/$APP_ID.desktop"
install -D -m 644 "$HERE/$APP_ID.metainfo.xml" "$STAGE/share/metainfo/$APP_ID.metainfo.xml"
if ! grep -q "<release version=\"$VERSION\"" "$STAGE/share/metainfo/$APP_ID.metainfo.xml"; then
    # A version not yet listed in the metainfo's release history is added as released today.
    sed -i "s|^\(\s*\)<releases>\$|&\n\1  <release version=\"$VERSION\" date=\"$(date -u +%F)\"/>|" \
        "$STAGE/share/metainfo/$APP_ID.metainfo.xml"
fi
for png in "$ROOT"/packaging/icons/hicolor/*/apps/"$APP_ID".png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$STAGE/share/icons/hicolor/$size/apps/$APP_ID.png"
done
install -D -m 644 "$ROOT/packaging/icons/fivehundred-qt.svg" \
    "$STAGE/share/icons/hicolor/scalable/apps/$APP_ID.svg"

# 3. Check the desktop entry and the metainfo (the XML parser always; the freedesktop validators
#    when installed: apt-get install desktop-file-utils appstream).
"$PYTHON" - "$STAGE/share/metainfo/$APP_ID.metainfo.xml" <<'EOF'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "component" and root.get("type") == "desktop-application", root.tag
assert root.findtext("id") and root.find("launchable") is not None
EOF
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$STAGE/share/applications/$APP_ID.desktop"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --explain "$STAGE/share/metainfo/$APP_ID.metainfo.xml" >/dev/null || {
        appstreamcli validate --no-net "$STAGE/share/metainfo/$APP_ID.metainfo.xml" >&2; exit 1; }
fi

# 4. The archive and the one-file binary.
tar -C "$OUT" --sort=name --owner=0 --group=0 --numeric-owner -czf "$OUT/$NAME.tar.gz" "$NAME"
mv "$WORK/dist/$NAME-onefile" "$OUT/$NAME-onefile"

mb() { du -s --apparent-size --block-size=1 "$1" | awk '{printf "%.1f MB", $1 / 1e6}'; }
echo "build.sh: done"
echo "  $STAGE/  $(mb "$STAGE")"
echo "  $OUT/$NAME.tar.gz  $(mb "$OUT/$NAME.tar.gz")"
echo "  $OUT/$NAME-onefile  $(mb "$OUT/$NAME-onefile")"
