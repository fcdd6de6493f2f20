#!/usr/bin/env bash
# The programs the browser and server tests need, installed from Debian's packages when missing (needs root): Chromium
# (/usr/bin/chromium, with its recommended fonts: the layout tests measure text), redis-server and PostgreSQL (the
# server's Redis and database tests start their own, on free ports: PostgreSQL is installed without the cluster Debian
# would make and start on port 5432). One `apt-get update` for whatever is missing; nothing at all when all are there.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "ensure-tools: missing ${missing[*]}; install Debian's packages (apt-get install ${missing[*]}) and run again" >&2
  exit 1
fi
echo "ensure-tools: installing Debian's ${missing[*]} for the browser and server tests" >&2
apt-get update -qq
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  # Read by pg_createcluster, which postgresql's installation runs: no `main` cluster, so no server on 5432.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/birimba-no-main-cluster.conf
fi
for package in "${missing[@]}"; do
  # Chromium keeps its recommended packages (fonts among them); redis-server and postgresql need none of their own.
  if [ "$package" = chromium ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  fi
done
