#!/usr/bin/env bash
# The programs the browser and server tests need, installed from Debian's packages when missing (needs root): Chromium
# (/usr/bin/chromium, with its recommended fonts: the layout tests measure text) and redis-server (the server's Redis
# tests start their own). One `apt-get update` for whatever is missing; nothing at all when both are there.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "ensure-tools: missing ${missing[*]}; install Debian's packages (apt-get install ${missing[*]}) and run again" >&2
  exit 1
fi
echo "ensure-tools: installing Debian's ${missing[*]} for the browser and server tests" >&2
apt-get update -qq
for package in "${missing[@]}"; do
  # Chromium keeps its recommended packages (fonts among them); redis-server needs none of its own.
  if [ "$package" = chromium ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  fi
done
