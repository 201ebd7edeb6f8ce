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
rm -rf "$app"
echo "Abyss Cards is removed. Your games and settings are kept in $share/abyss-cards and ${XDG_CONFIG_HOME:-$HOME/.config}/abyss-cards."
