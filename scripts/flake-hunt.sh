#!/usr/bin/env bash
# The flake hunt: runs every browser and server suite (the table's end-to-end tests, the server's tests with its
# Chromium and Redis ones) RUNS times (10 by default) while three busy loops hold the CPU, then prints a table: each
# test file, how many times it ran, how often it failed, and the first line of each failure. A test that fails only
# when the machine is busy reads too early or races the product; this makes such a test fail here, not in CI.
#
#   bash scripts/flake-hunt.sh [runs]        (after `pnpm install`; builds what the suites need first)
#
# Logs and each run's JSON report stay in $FLAKE_DIR (default: a new folder under /tmp, printed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-10}"
if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
  echo "flake-hunt: runs must be a whole number of at least 1, not '$RUNS'" >&2
  exit 2
fi
OUT="${FLAKE_DIR:-$(mktemp -d /tmp/flake-hunt.XXXXXX)}"
mkdir -p "$OUT"
PNPM=(npx -y pnpm@12.4.2)

bash scripts/ensure-tools.sh
echo "flake-hunt: building the packages the suites use" >&2
"${PNPM[@]}" exec turbo run build --filter=@birimba/table... --filter=@birimba/server... --output-logs=errors-only >&2

# The busy loops: plain node processes, started here and stopped by their ids, checked gone.
BUSY=()
stop_busy() {
  for pid in "${BUSY[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${BUSY[@]}"; do
    wait "$pid" 2>/dev/null || true
    if kill -0 "$pid" 2>/dev/null; then echo "flake-hunt: busy loop $pid is still running" >&2; fi
  done
  BUSY=()
}
trap stop_busy EXIT
trap 'exit 130' INT TERM
for _ in 1 2 3; do
  node -e 'for(;;){}' &
  BUSY+=("$!")
done
echo "flake-hunt: ${RUNS} runs with busy loops ${BUSY[*]} holding the CPU; logs in $OUT" >&2

# Each suite: a name, its folder, the vitest arguments.
SUITES=("table-e2e|apps/table|--config vitest.e2e.config.ts" "server|apps/server|")
for ((run = 1; run <= RUNS; run++)); do
  for suite in "${SUITES[@]}"; do
    IFS='|' read -r name dir args <<<"$suite"
    report="$OUT/$name-$run.json"
    start=$(date +%s)
    # shellcheck disable=SC2086 # the suite's arguments are words
    if (cd "$dir" && npx vitest run $args --reporter=default --reporter=json --outputFile="$report") \
      >"$OUT/$name-$run.log" 2>&1; then
      result=passed
    else
      result=FAILED
    fi
    echo "flake-hunt: run $run/$RUNS $name $result in $(($(date +%s) - start)) s" >&2
  done
done
stop_busy

echo "flake-hunt: logs in $OUT" >&2
node scripts/flake-table.mjs "$OUT" "$RUNS"
