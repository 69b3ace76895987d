#!/usr/bin/env bash
# The cross-engine suite (tests/engines) drives Debian's WebKitGTK (WebKitWebDriver and MiniBrowser,
# under Xvfb) and Firefox ESR: Playwright cannot download its own WebKit and Firefox here.
set -euo pipefail
needed=(/usr/bin/WebKitWebDriver /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser /usr/bin/firefox-esr /usr/bin/Xvfb)
absent() { for file in "${needed[@]}"; do [ -x "$file" ] || printf '%s ' "$file"; done; }
if [ -z "$(absent)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "WebKit, Firefox or Xvfb is missing: installing Debian's webkit2gtk-driver, firefox-esr and xvfb…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver firefox-esr xvfb >/dev/null
  if [ -n "$(absent)" ]; then echo "Installed, yet still missing: $(absent)" >&2; exit 1; fi
  echo "Installed: WebKitGTK $(dpkg-query -W -f '${Version}' webkit2gtk-driver), $(/usr/bin/firefox-esr --version)"
else
  echo "The cross-engine tests need $(absent)(missing); install them with: sudo apt-get update && sudo apt-get install -y webkit2gtk-driver firefox-esr xvfb" >&2
  exit 1
fi
