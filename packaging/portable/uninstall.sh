#!/bin/sh
# Remove what ./install.sh --user put under ~/.local. Your games and settings
# (~/.local/share/abyss-cards, ~/.config/abyss-cards) stay where they are.
set -eu
share=${XDG_DATA_HOME:-$HOME/.local/share}
app=$HOME/.local/lib/abyss-cards
bin=$HOME/.local/bin

# Only our own link: another abyss-cards command (a pip install, say) is left alone.
if [ -L "$bin/abyss-cards" ] && [ "$(readlink "$bin/abyss-cards")" = "$app/abyss-cards" ]; then
  rm -f "$bin/abyss-cards"
fi
rm -f "$share/applications/abyss-cards.desktop"
rm -f "$share"/icons/hicolor/*/apps/abyss-cards.png "$share"/icons/hicolor/*/apps/abyss-cards.svg
# The folders install.sh made, deepest first, if nothing else has been put in them since.
created=""
if [ -f "$app/created-folders" ]; then
  created=$(awk '{ lines[NR] = $0 } END { for (i = NR; i > 0; i--) print lines[i] }' \
    "$app/created-folders")
fi
rm -rf "$app"
printf '%s\n' "$created" | while IFS= read -r folder; do
  [ -n "$folder" ] && rmdir "$folder" 2>/dev/null || true
done
echo "Abyss Cards is removed. Your games and settings are kept in $share/abyss-cards and ${XDG_CONFIG_HOME:-$HOME/.config}/abyss-cards."
