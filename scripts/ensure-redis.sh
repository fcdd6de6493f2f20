#!/usr/bin/env bash
# The server's Redis tests start their own redis-server (Debian's) on a free port. Installs it when missing; needs
# root (as on CI) or a redis-server already at /usr/bin/redis-server.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "ensure-redis: /usr/bin/redis-server is missing; install Debian's redis-server (apt-get install redis-server) and run again" >&2
  exit 1
fi
echo "ensure-redis: installing Debian's redis-server for the server's Redis tests" >&2
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
