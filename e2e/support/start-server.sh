#!/usr/bin/env bash
# Starts the built app for the browser tests: E2E_SERVERS copies (default 1) on ports PORT,
# PORT+1, ..., one per Playwright worker, each on its own copy of one freshly prepared embedded
# database, so that no journey sees another worker's writes. The database is prepared once:
# the demo world, then exchange history imported over it, as an operator would: our own tiny
# fixture (a made-up OFZ 26998) always, and the real OFZ 26219 and 26230 from the public MOEX
# samples when they are beside the repository (../shared, read in place, never copied in).
# It runs the built JavaScript as production does (the web app must be built: `npm run build`);
# the server build itself takes under a second, so it is redone here and always matches the
# source. Every data directory is removed when the servers stop.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
servers="${E2E_SERVERS:-1}"
first_port="${PORT:?the first server port}"
samples="$here/../../../shared/reference/moex"

dirs=()
pids=()
cleanup() {
  if [ ${#pids[@]} -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
  fi
  if [ ${#dirs[@]} -gt 0 ]; then rm -rf "${dirs[@]}"; fi
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

new_dir() { dirs+=("$(mktemp -d /tmp/bondsight-e2e-XXXXXX)"); }

cd "$here/../../apps/server"
# The journeys sign up more accounts an hour from one address than a visitor may.
# The data doctor after each command is left out (DATA_DOCTOR=off): the API suite checks the
# world it proves, and five runs would take most of Playwright's start-up limit.
export NODE_ENV=production LOG_LEVEL=warn SIGN_UPS_PER_HOUR=1000 DATA_DOCTOR=off
node build.mjs --quiet
new_dir
prepared="${dirs[0]}"
export DATA_DIR="$prepared"
node dist/data/cli.js generate
for dir in "$here/../fixtures/moex" "$samples"; do
  if [ -f "$dir/ofz_cashflows.csv" ] && [ -f "$dir/ofz_history.csv" ]; then
    node dist/data/cli.js import moex-bondization "$dir/ofz_cashflows.csv"
    node dist/data/cli.js import moex-history "$dir/ofz_history.csv"
  elif [ "${BONDSIGHT_REQUIRE_REFERENCE:-0}" = 1 ]; then
    echo "e2e: BONDSIGHT_REQUIRE_REFERENCE=1 but the MOEX samples are missing in $dir" >&2
    exit 1
  else
    echo "e2e: no MOEX samples in $dir; the journey on the real OFZ 26219 is not registered" >&2
  fi
done

# Playwright waits for the first port's health only: the others start first, and the first
# starts once they answer, so that every worker finds its server up.
serve() {
  local port="$1" dir="$2"
  DATA_DIR="$dir" PORT="$port" node --enable-source-maps dist/server.js &
  pids+=($!)
}
await_health() {
  node -e '
    const url = process.argv[1];
    const until = Date.now() + 180_000;
    (async function poll() {
      try { if ((await fetch(url)).ok) process.exit(0); } catch {}
      if (Date.now() > until) { console.error(`e2e: ${url} did not answer`); process.exit(1); }
      setTimeout(poll, 250);
    })();' "http://localhost:$1/api/health"
}
for ((i = servers - 1; i >= 1; i--)); do
  new_dir
  cp -a "$prepared/." "${dirs[-1]}/"
  serve $((first_port + i)) "${dirs[-1]}"
done
for ((i = servers - 1; i >= 1; i--)); do await_health $((first_port + i)); done
serve "$first_port" "$prepared"
# Any server that stops stops the run (Playwright sees the first port go away or the script end).
wait -n "${pids[@]}"
