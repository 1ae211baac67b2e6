#!/usr/bin/env bash
# Build Five Hundred for macOS: "Five Hundred.app" in a .dmg, and the one-file binary.
#
#   packaging/macos/build.sh [OUT]
#
# OUT (default: $FIVEHUNDRED_DIST, else dist/ in the repository) receives, V being the version of
# the installed package and ARCH the machine's (arm64 on Apple silicon, x86_64 on Intel):
#
#   Five Hundred.app                     the one-folder bundle as an app (ad-hoc signed, not
#                                        notarized)
#   fivehundred-qt-V-macos-ARCH.dmg      the app and a link to /Applications, to drag it across
#   fivehundred-qt-V-macos-ARCH-onefile  the one-file binary, for a terminal
#
# PyInstaller's work files go to OUT/.work (or $FIVEHUNDRED_WORK). PYTHON is the interpreter to
# build with (default: .venv/bin/python, else python3); it needs the app, PySide6-Essentials and
# PyInstaller: python3 -m pip install -e '.[test]'. The app is built for the machine's own
# architecture (PyInstaller thins the universal2 Qt wheels to it).
#
# Prepared, not yet run: the Linux build is the one built and tested so far (README, "Install").
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${1:-${FIVEHUNDRED_DIST:-$ROOT/dist}}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=${FIVEHUNDRED_WORK:-$OUT/.work}
if [[ -z ${PYTHON:-} ]]; then
    if [[ -x $ROOT/.venv/bin/python ]]; then PYTHON=$ROOT/.venv/bin/python; else PYTHON=python3; fi
fi
VERSION=$("$PYTHON" -c 'from importlib.metadata import version; print(version("fivehundred-qt"))')
ARCH=$(uname -m)
NAME=fivehundred-qt-$VERSION-macos-$ARCH
APP="Five Hundred.app"
echo "build.sh: fivehundred-qt $VERSION for macos-$ARCH into $OUT"

"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/build" "$ROOT/packaging/fivehundred-qt.spec"

rm -rf "${OUT:?}/$APP" "$OUT/$NAME.dmg" "$OUT/$NAME-onefile"
ditto "$WORK/dist/$APP" "$OUT/$APP"   # ditto keeps the signatures and extended attributes
mv "$WORK/dist/$NAME-onefile" "$OUT/$NAME-onefile"
codesign --verify --deep --strict "$OUT/$APP" && echo "build.sh: the app's (ad-hoc) signature verifies"

"$ROOT/packaging/macos/make-dmg.sh" "$OUT/$APP" "$OUT/$NAME.dmg" "Five Hundred $VERSION"

mb() { du -sk "$1" | awk '{printf "%.1f MB", $1 * 1024 / 1e6}'; }
echo "build.sh: done"
echo "  $OUT/$APP  $(mb "$OUT/$APP")"
echo "  $OUT/$NAME.dmg  $(mb "$OUT/$NAME.dmg")"
echo "  $OUT/$NAME-onefile  $(mb "$OUT/$NAME-onefile")"
