#!/usr/bin/env bash
# Installs what the project needs from Debian's packages. Fast and silent when all is there.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config make
  libsfml-dev nlohmann-json3-dev libcli11-dev libpng-dev
  libgtest-dev libgmock-dev libbenchmark-dev libbox2d-dev
  xvfb xauth xdotool fonts-dejavu-core
  python3-distributed python3-dask
  pybind11-dev python3-pybind11 python3-numpy python3-pytest
  libboost-dev libsqlite3-dev
  chromium
  clang libclang-rt-14-dev
  desktop-file-utils appstream man-db dpkg-dev librsvg2-bin
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
# Through env: sudo would drop an exported DEBIAN_FRONTEND (env_reset).
apt_get=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get)
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
