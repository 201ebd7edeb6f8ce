#!/bin/sh
# Abyss Cards for this user only, no root needed:
#   the app        -> ~/.local/lib/abyss-cards/   (a copy: this folder can be deleted afterwards)
#   the command    -> ~/.local/bin/abyss-cards
#   the menu entry -> ~/.local/share/applications/abyss-cards.desktop
#   the icon       -> ~/.local/share/icons/hicolor/*/apps/abyss-cards.*
# ./uninstall.sh removes exactly these. Your games and settings (~/.local/share/abyss-cards,
# ~/.config/abyss-cards) are never touched by either script.
set -eu
if [ "${1:-}" != "--user" ] || [ $# -ne 1 ]; then
  echo "usage: $0 --user   (installs for you alone, under ~/.local)" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
share=${XDG_DATA_HOME:-$HOME/.local/share}
app=$HOME/.local/lib/abyss-cards
bin=$HOME/.local/bin

if [ "$here" != "$app" ]; then
  mkdir -p "$HOME/.local/lib"
  rm -rf "$app.new"
  cp -a "$here/." "$app.new"
  rm -rf "$app"
  mv "$app.new" "$app"
fi

mkdir -p "$bin" "$share/applications"
ln -sfn "$app/abyss-cards" "$bin/abyss-cards"
# The menu entry starts the app by its full path: ~/.local/bin is not always on the menu's PATH.
sed "s|^Exec=abyss-cards|Exec=\"$app/abyss-cards\"|" "$app/share/applications/abyss-cards.desktop" \
  > "$share/applications/abyss-cards.desktop"
for icon in "$app"/share/icons/hicolor/*/apps/abyss-cards.*; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$share/icons/hicolor/$size/apps"
  cp "$icon" "$share/icons/hicolor/$size/apps/"
done

echo "Abyss Cards is installed: find it in your applications menu, or run $bin/abyss-cards"
case ":$PATH:" in *":$bin:"*) ;; *) echo "($bin is not on your PATH: the menu entry works anyway)";; esac
