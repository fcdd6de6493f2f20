#!/usr/bin/env bash
# The table's end-to-end tests drive Debian's headless Chromium (a browser download by playwright is not possible
# here). Installs it when missing; needs root (as on CI) or a Chromium already at /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install Debian's chromium (apt-get install chromium) and run again" >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium for the end-to-end tests" >&2
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
