#!/usr/bin/env bash
# Put an .app into a compressed disk image, beside a link to /Applications, so that installing is
# dragging the one onto the other.
#
#   packaging/macos/make-dmg.sh "Five Hundred.app" fivehundred-qt-V-macos-ARCH.dmg "Five Hundred V"
set -euo pipefail

if [[ $# -ne 3 ]]; then
    echo "usage: $0 APP DMG VOLUME_NAME" >&2
    exit 2
fi
APP=$1
DMG=$2
VOLNAME=$3
[[ -d $APP ]] || { echo "make-dmg.sh: no app at $APP" >&2; exit 1; }

STAGING=$(mktemp -d)
trap 'rm -rf "$STAGING"' EXIT
ditto "$APP" "$STAGING/$(basename "$APP")"
ln -s /Applications "$STAGING/Applications"

# hdiutil now and then fails with "Resource busy" on build machines: try again before giving up.
for attempt in 1 2 3 4 5; do
    if hdiutil create -volname "$VOLNAME" -srcfolder "$STAGING" -fs HFS+ -format UDZO \
        -imagekey zlib-level=9 -ov "$DMG"; then
        break
    fi
    if [[ $attempt == 5 ]]; then
        echo "make-dmg.sh: hdiutil create failed 5 times" >&2
        exit 1
    fi
    sleep $((attempt * 5))
done
hdiutil verify "$DMG"
