# Sourced by run.sh and test-all.sh: install the Debian packages that are missing, if any.
# Usage: ensure_debian_packages PKG...   (uses sudo when not root; does nothing off Debian)
ensure_debian_packages() {
  command -v dpkg-query >/dev/null || return 0
  local missing=() pkg
  for pkg in "$@"; do
    if [ "$pkg" = python3-venv ] && python3 -c "import ensurepip, venv" 2>/dev/null; then
      continue  # this python3 brings its own venv support
    fi
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
  done
  ((${#missing[@]})) || return 0
  echo "== installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# What Qt's xcb window plugin needs beyond a desktop's usual libraries.
QT_RUNTIME_PACKAGES=(libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0
  libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1
  libfontconfig1 libdbus-1-3 fonts-dejavu-core python3-venv)

# What the test command needs beyond them: Xvfb for the real-window tests, binutils for
# PyInstaller (objdump), and the tools that check the Debian package and the portable archive
# (dpkg-deb comes with dpkg).
TEST_PACKAGES=(xvfb xauth binutils desktop-file-utils appstream xz-utils)
