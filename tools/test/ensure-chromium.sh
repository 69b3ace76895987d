#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (chromium-headless-shell, the same engine
# as the chromium package without its desktop browser: decision 028); `npm run bench` and Lighthouse
# drive the full browser. Playwright cannot download its own browsers here.
set -euo pipefail
needed=(/usr/bin/chromium /usr/bin/chromium-headless-shell)
absent() { for file in "${needed[@]}"; do [ -x "$file" ] || printf '%s ' "$file"; done; }
if [ -z "$(absent)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  if [ -n "$(absent)" ]; then echo "Installed, yet still missing: $(absent)" >&2; exit 1; fi
  echo "Chromium installed: $(/usr/bin/chromium-headless-shell --version)"
else
  echo "The browser tests need $(absent)(missing); install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell" >&2
  exit 1
fi
