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

# The folders this script makes (not those that were there), one a line, parents first: kept
# in the installed copy so that uninstall.sh can take them away again once they are empty.
created=""
make_folder() {
  missing="" folder=$1
  while [ ! -d "$folder" ]; do
    missing="$folder
$missing"
    folder=$(dirname "$folder")
  done
  mkdir -p "$1"
  created="$created$missing"
}

if [ "$here" != "$app" ]; then
  make_folder "$HOME/.local/lib"
  rm -rf "$app.new"
  cp -a "$here/." "$app.new"
  # An update keeps the list of the folders the first install made.
  if [ -f "$app/created-folders" ]; then cp "$app/created-folders" "$app.new/"; fi
  rm -rf "$app"
  mv "$app.new" "$app"
fi

make_folder "$bin"
make_folder "$share/applications"
ln -sfn "$app/abyss-cards" "$bin/abyss-cards"
# The menu entry starts the app by its full path: ~/.local/bin is not always on the menu's PATH.
# The path is a quoted argument of the Exec key (Desktop Entry Specification): \ " ` $ take a
# backslash, and each backslash is doubled again by the key's own escaping; % is doubled (field
# codes). No sed replacement: "&" and "|" in a home folder's name would be read as sed's own.
exec_path=$(printf '%s\n' "$app/abyss-cards" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
while IFS= read -r line; do
  case $line in
    Exec=abyss-cards*) printf 'Exec="%s"%s\n' "$exec_path" "${line#Exec=abyss-cards}" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$app/share/applications/abyss-cards.desktop" > "$share/applications/abyss-cards.desktop"
for icon in "$app"/share/icons/hicolor/*/apps/abyss-cards.*; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  make_folder "$share/icons/hicolor/$size/apps"
  cp "$icon" "$share/icons/hicolor/$size/apps/"
done
printf '%s' "$created" >> "$app/created-folders"

echo "Abyss Cards is installed: find it in your applications menu, or run $bin/abyss-cards"
case ":$PATH:" in *":$bin:"*) ;; *) echo "($bin is not on your PATH: the menu entry works anyway)";; esac
