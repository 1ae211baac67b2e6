#!/bin/sh
# Remove what install.sh put in your home: the program, the command, the menu entry, the icons and
# the metainfo. Your games and preferences stay unless you add --purge.
#
#   ~/.local/lib/fivehundred-qt/uninstall.sh [--purge]
set -eu

APP_ID=io.github.fivehundred_qt.FiveHundred
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
CONFIG_HOME=${XDG_CONFIG_HOME:-$HOME/.config}
BIN_DIR=$HOME/.local/bin
APP_DIR=$HOME/.local/lib/fivehundred-qt

purge=no
case "${1:-}" in
    "") ;;
    --purge) purge=yes ;;
    *) echo "usage: $0 [--purge]   (--purge: delete your saved games and preferences too)" >&2; exit 2 ;;
esac

# The command, only if it is our link (a fivehundred-qt installed some other way stays).
if [ -L "$BIN_DIR/fivehundred-qt" ] && [ "$(readlink "$BIN_DIR/fivehundred-qt")" = "$APP_DIR/fivehundred-qt" ]; then
    rm -f "$BIN_DIR/fivehundred-qt"
fi
rm -f "$DATA_HOME/applications/$APP_ID.desktop" "$DATA_HOME/metainfo/$APP_ID.metainfo.xml"
for icon in "$DATA_HOME"/icons/hicolor/*/apps/"$APP_ID".*; do
    [ -e "$icon" ] || continue
    rm -f "$icon"
    # The size folders install.sh may have made, if nothing else is in them now.
    rmdir "$(dirname "$icon")" "$(dirname "$(dirname "$icon")")" 2>/dev/null || true
done
# The program, if it looks like ours.
if [ -x "$APP_DIR/fivehundred-qt" ] && [ -d "$APP_DIR/_internal" ]; then
    rm -rf "$APP_DIR"
fi

if [ -d "$DATA_HOME/icons/hicolor" ]; then
    touch "$DATA_HOME/icons/hicolor"
    if [ -f "$DATA_HOME/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t -f "$DATA_HOME/icons/hicolor" || true
    fi
fi
if command -v update-desktop-database >/dev/null && [ -d "$DATA_HOME/applications" ]; then
    update-desktop-database -q "$DATA_HOME/applications" || true
fi

echo "Five Hundred is uninstalled."
if [ $purge = yes ]; then
    rm -rf "$CONFIG_HOME/fivehundred-qt" "$DATA_HOME/fivehundred-qt"
    echo "Your saved games and preferences are deleted too."
else
    echo "Your saved games and preferences are kept in $CONFIG_HOME/fivehundred-qt and"
    echo "$DATA_HOME/fivehundred-qt; delete them, or run this with --purge, to remove them."
fi
