#!/usr/bin/env bash
# Starts the built app on a fresh embedded database for the browser tests. Exchange history is
# imported over the demo world first, as an operator would: our own tiny fixture (a made-up
# OFZ 26998) always, and the real OFZ 26219 and 26230 from the public MOEX samples when they
# are beside the repository (../shared, read in place, never copied in). It runs the built
# JavaScript as production does (the web app must be built: `npm run build`); the server build
# itself takes under a second, so it is redone here and always matches the source.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data_dir="$(mktemp -d /tmp/bondsight-e2e-XXXXXX)"
trap 'rm -rf "$data_dir"' EXIT
samples="$here/../../../shared/reference/moex"
cd "$here/../../apps/server"
# The journeys sign up more accounts an hour from one address than a visitor may.
# The data doctor after each command is left out (DATA_DOCTOR=off): the API suite checks the
# world it proves, and five runs would take most of Playwright's start-up limit.
export DATA_DIR="$data_dir" NODE_ENV=production LOG_LEVEL=warn SIGN_UPS_PER_HOUR=1000 DATA_DOCTOR=off
node build.mjs --quiet
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
exec node --enable-source-maps dist/server.js
