#!/bin/sh
# Install Five Hundred for you alone, from this unpacked folder: no root, nothing outside $HOME.
#
#   ./install.sh
#
# It copies the program to ~/.local/lib/fivehundred-qt, links ~/.local/bin/fivehundred-qt to it,
# and adds the menu entry, the icons and the AppStream metainfo under ~/.local/share (or
# $XDG_DATA_HOME). Run it again from a newer folder to update; ~/.local/lib/fivehundred-qt/
# uninstall.sh removes everything it put there. Your games and preferences are kept apart, in
# ~/.config/fivehundred-qt and ~/.local/share/fivehundred-qt, and are not touched.
set -eu

APP_ID=io.github.fivehundred_qt.FiveHundred
HERE=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
BIN_DIR=$HOME/.local/bin
APP_DIR=$HOME/.local/lib/fivehundred-qt

if [ ! -x "$HERE/fivehundred-qt" ] || [ ! -d "$HERE/_internal" ] || [ ! -d "$HERE/share" ]; then
    echo "install.sh: run the install.sh of an unpacked fivehundred-qt-*-linux-* folder" >&2
    exit 1
fi
if [ "$HERE" = "$APP_DIR" ]; then
    echo "install.sh: this copy is the installed one already ($APP_DIR)"
    exit 0
fi

# The program: copied next to the old one, then swapped in, so a failed copy leaves it working.
mkdir -p "$(dirname "$APP_DIR")" "$BIN_DIR"
rm -rf "$APP_DIR.new"
mkdir "$APP_DIR.new"
cp -a "$HERE/fivehundred-qt" "$HERE/_internal" "$HERE/share" "$HERE/uninstall.sh" "$APP_DIR.new/"
rm -rf "$APP_DIR"
mv "$APP_DIR.new" "$APP_DIR"
ln -sfn "$APP_DIR/fivehundred-qt" "$BIN_DIR/fivehundred-qt"

# The menu entry runs the program by its full path: ~/.local/bin is not on every session's PATH.
# Desktop entries quote an argument with "…", inside which \ " ` $ take a backslash, and every
# backslash is then doubled once more as in any value.
exec_arg=$(printf '%s' "$APP_DIR/fivehundred-qt" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')
try_exec=$(printf '%s' "$APP_DIR/fivehundred-qt" | sed -e 's/\\/\\\\/g')
mkdir -p "$DATA_HOME/applications" "$DATA_HOME/metainfo"
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec="%s"\n' "$exec_arg" ;;
        TryExec=*) printf 'TryExec=%s\n' "$try_exec" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/share/applications/$APP_ID.desktop" > "$DATA_HOME/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA_HOME/metainfo/"
for icon in "$HERE"/share/icons/hicolor/*/apps/"$APP_ID".*; do
    size_dir=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$DATA_HOME/icons/hicolor/$size_dir/apps"
    cp "$icon" "$DATA_HOME/icons/hicolor/$size_dir/apps/"
done

# Tell the desktop, where it keeps caches (harmless where it does not).
touch "$DATA_HOME/icons/hicolor"
if [ -f "$DATA_HOME/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t -f "$DATA_HOME/icons/hicolor" || true
fi
if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$DATA_HOME/applications" || true
fi

echo "Five Hundred $("$APP_DIR/fivehundred-qt" --version | sed 's/^fivehundred-qt //') is installed:"
echo "  the program   $APP_DIR"
echo "  the command   $BIN_DIR/fivehundred-qt"
echo "  the menu      $DATA_HOME/applications/$APP_ID.desktop"
case ":$PATH:" in
    *":$BIN_DIR:"*) ;;
    *) echo "($BIN_DIR is not on your PATH: the menu entry works, the command needs its full path)" ;;
esac
echo "To remove it: $APP_DIR/uninstall.sh"
